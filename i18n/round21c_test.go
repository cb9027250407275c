package i18n

import "testing"

// Round 21c: intents outside yes and no (issue 11). Each shape with hard
// negatives that must keep their reading; messages written for this test,
// not copied from a corpus file.
func TestRound21cIntents(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Parfum musc",
		"Savon noir", "Babouches cuir", "Service de verres à thé"}})
	checkRound(t, shop, []roundCase{
		// A person the shop promised, agreed to be waited for: a hold.
		{"alright i'll wait for the advisor", IntentHold, DecisionHold},
		{"d'accord, j'attends que le conseiller me rappelle", IntentHold, DecisionHold},
		{"wakha ntsnna chi wa7ed yjawbni", IntentHold, DecisionHold},
		{"حسنا، سأنتظر الموظف", IntentHold, DecisionHold},
		{"واخا نتسنى الموظف", IntentHold, DecisionHold},
		// asked for again: still waiting, nobody, when or where they are
		{"still waiting for the agent", IntentHuman, unclear},
		{"toujours pas de conseiller ? j'attends", IntentHuman, unclear},
		{"mazal ma jawbni 7ta wa7ed", IntentHuman, unclear},
		{"imta ghadi yjawbni lmowadaf?", IntentHuman, unclear},
		{"when is the person going to answer me?", IntentHuman, unclear},
		{"أين الموظف؟ مازال كنتسنى", IntentHuman, unclear},
		{"quand est-ce que quelqu'un va me rappeler ?", IntentHuman, unclear},
		// hard negatives: a person declined, who answers asked of the bot,
		// a wait for a thing, a no
		{"la ma bghitch nhder m3a 7ta wa7ed", IntentCancel, DecisionNo},
		{"no thanks, i don't need an agent", "", DecisionNo},
		{"mazal kantsnna lcolis dyali", IntentHold, DecisionHold},
		{"d'accord, j'attendrai le conseiller", IntentHold, DecisionHold},
		{"fin howa lmowadaf?", IntentHuman, unclear},
		{"nobody has answered me yet", IntentHuman, unclear},
		{"personne ne m'a répondu", IntentHuman, unclear},
		{"ma jawbni 7ta wa7ed", IntentHuman, unclear},
		// another one asked is no person; nor is the bot asked what it is
		{"mazal 3ndkom chi wa7ed akhor?", IntentShowMore, unclear},
		{"vous êtes une vraie personne ou un robot ?", IntentUnknown, unclear},

		// A measure, what washing or time does, what powers it, how many
		// pieces: asked of the product shown, a question about it.
		{"what's the diameter of this tajine?", IntentProductQuestion, unclear},
		{"quel est le diamètre du tajine ?", IntentProductQuestion, unclear},
		{"does the caftan fade in the wash?", IntentProductQuestion, unclear},
		{"le caftan déteint au lavage ?", "", unclear}, // the intent is the classifier's (round 24a)
		{"how many glasses come with the tea set", IntentProductQuestion, unclear},
		{"هل يعمل بالكهرباء؟", "", unclear}, // the intent is the classifier's (round 24a)
		// said with a want verb, the same words search
		{"je cherche une bouilloire électrique", IntentProductSearch, unclear},
		{"i need a tajine with a 30 cm diameter", IntentProductSearch, unclear},

		// A pick by position, then give it to me; a cardinal after a cue.
		{"talta zwina 3tiha lia", IntentSelect, unclear},
		{"the second one, give it to me", IntentSelect, unclear},
		{"الأولى عطيها ليا عافاك", IntentSelect, unclear},
		{"article 3 svp", IntentSelect, unclear},
		// ("produit deux": a pick as long as the classifier reads one;
		// retrained with heldout20 it reads unknown, asked again)
		{"produit deux", "", unclear},
		{"numero sb3a", IntentSelect, unclear},
		// a give verb alone answers; after a thing sold it searches
		{"3tiha lia", IntentConfirm, DecisionYes},
		{"caftan 3tih lia", IntentProductSearch, unclear},

		// A reply to "how are you": well, God praised or the question sent
		// back; said bare, or with a yes verb, it is not one.
		{"bikhir lhamdoulah w ntia?", "", unclear}, // the intent is the classifier's (round 24a)
		{"لاباس الحمد لله، ونتا؟", IntentGreeting, unclear},
		{"labas a khoya w ntoma", IntentGreeting, unclear},
		{"la bas hamdoulah zidha", IntentConfirm, DecisionYes},
		{"hamdoulah", "", unclear},

		// The cards compared or the size to take, asked by a which-word;
		// why one card differs.
		{"achmen wa7da fihom khfifa ktar?", IntentProductQuestion, unclear},
		{"شمن وحدة فيهم كتسخن بزربة؟", "", unclear}, // the intent is the classifier's (round 24a)
		{"khti 3ndha 12 3am, ach men nmra nakhod liha?", IntentProductQuestion, unclear},
		{"3lach lwla ghalia ktar mn talta?", IntentProductQuestion, unclear},
		{"pourquoi la première est plus lourde ?", IntentProductQuestion, unclear},
		// not which one the shop meant or did, nor a colour asked for
		{"chmen wa7da khtariti?", IntentUnknown, unclear},
		{"achmen wa7da f lkhdar?", IntentRefine, unclear},

		// A yes, but a thing sold asked for after "but": a search.
		{"wakha walakin 3ndkom parfum musc?", IntentProductSearch, unclear},
		{"d'accord mais vous avez le savon noir aussi ?", IntentProductSearch, unclear},
		{"yes but do you have babouches in leather?", IntentProductSearch, unclear},
		// without one it is no search
		{"iyeh walakin ghalia chwiya", IntentUnknown, unclear},

		// When it arrives if ordered now, asked: a delivery question; when
		// it arrives if the answer is yes is about the answer.
		{"ila commandit daba imta twsel l fes?", IntentProductQuestion, unclear},
		{"if i order it tonight when does it get to rabat?", IntentProductQuestion, unclear},
		// (round 29a: the corpus reads "if I say yes, …" asked 18 times a
		// product question, 16 unknown, the newer sets the question)
		{"si je dis oui ça arrive quand ?", "", unclear}, // (the model's intent: a question until the retrain on heldout30, unknown after)

		// Where the cart or a button is: help with the site.
		{"fin kayn lpanier dyali?", IntentUnknown, unclear},
		{"where is the cart button", IntentUnknown, unclear},
		{"فين كاينة السلة؟", IntentUnknown, unclear},
	})
}

// Round 21c: language words the lists missed.
func TestRound21cLang(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		want Lang
	}{
		{"ma fhmt walo a khti", Darija},
		{"livraison fabor l casa?", Darija},
		{"les tasses sont en verre ?", French},
		{"on peut payer à la livraison ?", French},
		{"un plateau à thé doré", French},
		{"toujours rien depuis hier", French},
		{"nah i'll pass", English},
		{"je ne sais pas encore", French},
		// hard negatives: English and Darija keep theirs
		{"can i pay on delivery?", English},
		{"the tea set please", English},
		{"wach kayn lon akhor?", Darija},
	} {
		if got := DetectLang(c.in); got != c.want {
			t.Errorf("DetectLang(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// The word sets of round 21c are normalized like every word they meet:
// an accent or an apostrophe no longer leaves an entry unmatched
// ("laquelle", "quelqu'un", "j'attends"). Written for this test.
func TestRound21cSetsNormalized(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé"}})
	checkRound(t, shop, []roundCase{
		{"laquelle dure le plus longtemps ?", IntentProductQuestion, unclear},
		{"passez-moi quelqu'un svp", IntentHuman, unclear},
		{"ok j'attends le conseiller", IntentHold, DecisionHold},
		{"where is the button", IntentUnknown, unclear},
		// "noone" would fold onto "none": no person in "none of these"
		// (a no since round 37b: every card refused, more asked, as
		// heldout14 labels it)
		{"none of these, show more", IntentShowMore, DecisionNo},
	})
}
