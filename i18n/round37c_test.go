package i18n

import "testing"

// Round 37c (round37c.go): a reason that closes the matter, said alone,
// is a no: one had already, one like it at home, the card not needed.
// The near misses the corpus splits or reads otherwise stay as they were.
func TestRound37cClosingReason(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Théière", "Tajine", "Couscoussier", "Babouches"}})
	checkRound(t, shop, []roundCase{
		// one had already
		{"my mom already has three of these", IntentCancel, DecisionNo},
		{"we already have two tajines and nobody cooks here", IntentCancel, DecisionNo},
		{"mes parents ont déjà un plateau comme ça", IntentCancel, DecisionNo},
		{"mon frère me l'a déjà ramené de Fès", IntentCancel, DecisionNo},
		{"عندي اثنان منه بالفعل", IntentCancel, DecisionNo},
		// one like it at home, in the first person
		{"ah ana 3ndi wa7d bhalo", IntentCancel, DecisionNo},
		{"نعم جميل، لكن عندي مثله تماماً", IntentCancel, DecisionNo},
		{"wakha zwina, walakin 3ndi jouj b7alha f dar, la", IntentCancel, DecisionNo},
		// not needed
		{"j'en ai pas vraiment besoin", IntentCancel, DecisionNo},
		{"lqdima mazal khdama, mam7tajhach", IntentCancel, DecisionNo},
		{"سمح ليا بزاف، تبدل الحال وما بقيتش محتاجاها", IntentCancel, DecisionNo},
		{"لا أظن أنني سأحتاجها", IntentCancel, DecisionNo},
		{"أستطيع الاستغناء عنه", IntentCancel, DecisionNo},
		// near misses: someone else having one like it, a check, a yes
		// word with no but, a yes verb, the shop itself, a having that
		// was, a question, a colour asked, a need said
		{"mmi 3ndha bhal had tajine", "", unclear},
		{"checking with my brother if he already has one", "", unclear},
		{"wakha m3a ana deja 3ndi wa7d", "", unclear},
		{"i have like 5 already but my kitchen is empty without this one, add it", "", DecisionYes},
		{"j'ai déjà acheté une djellaba chez vous l'an dernier", "", unclear},
		{"kant 3ndi babouche b7al hadi mli kont sghir", "", unclear},
		{"did I already order this one?", "", unclear},
		{"d'accord mais en bleu, lk7el 3ndi deja", "", unclear},
		{"the babouches i bought last month already tore", "", unclear},
		{"ana m7tajha l sabt", "", unclear},
		{"j'ai la même question", "", unclear},
		{"the rug i got last year already lost its colour", "", unclear},
	})
}
