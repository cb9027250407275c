package i18n

import "testing"

// Round 24c (round24c.go): a no after a preface, a later said alone, a
// decision against, a person declined after something else. Messages
// written for this test, not copied from a corpus file, and the hard
// negatives each must leave alone.
func TestRound24cNoes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Huile d'argan"}})
	checkRound(t, shop, []roundCase{
		// a no after an apology, a greeting, "still here", a thought or an ok
		{"sorry for the delay, actually no", IntentCancel, DecisionNo},
		{"désolé pour l'attente, finalement non", IntentCancel, DecisionNo},
		{"أعتذر عن التأخير، لن أشتريها", IntentCancel, DecisionNo},
		{"bonsoir, après réflexion je ne la commande pas", IntentCancel, DecisionNo},
		{"okay actually no", IntentCancel, DecisionNo},
		{"bon en fait non", IntentCancel, DecisionNo},
		{"je suis toujours là, finalement non", IntentCancel, DecisionNo},
		// a decision against, after a preface
		{"hi, i decided not to order it", IntentCancel, DecisionNo},
		{"rebonjour, j'ai décidé de ne pas la prendre", IntentCancel, DecisionNo},
		// a later said alone
		{"plus tard peut-être merci", IntentCancel, DecisionNo},
		{"next month maybe", IntentCancel, DecisionNo},
		{"not this week thanks", IntentCancel, DecisionNo},
		{"ربما لاحقا إن شاء الله", IntentCancel, DecisionNo},
		{"une autre fois peut-être, merci", IntentCancel, DecisionNo},
		{"hello again, maybe later", IntentCancel, DecisionNo},
		// a person declined after something else
		{"merci, j'ai trouvé, pas besoin d'un conseiller", IntentCancel, DecisionNo},
		{"all sorted now, no need for an agent", IntentCancel, DecisionNo},
		// hard negatives
		{"ok mais plus tard", "", unclear},                              // a yes, then a but
		{"ok but later", "", unclear},                                   // the same
		{"à plus tard", IntentBye, unclear},                             // see you
		{"okay, too heavy for me", "", unclear},                         // an ok, then a reason: no no said
		{"sorry for the delay, yes add it", IntentConfirm, DecisionYes}, // the tail says yes
		// never a no; a yes by the corpus (round 30a: every greeting then
		// "I decided to take"/"I'll take" it, 3 of 3 lines, is a yes)
		{"hi, i decided to take it", IntentConfirm, DecisionYes},
		{"bonsoir, après réflexion je la prends", "", unclear},      // the intent is the model's alone (round 26a)
		{"hi, non-stick pans please", IntentProductSearch, unclear}, // a no word inside a word
		{"next", IntentShowMore, unclear},                           // next alone asks for others
		{"une autre", IntentShowMore, unclear},                      // another one
		{"later?", "", unclear},                                     // asked
		{"bonsoir, en fait non ?", "", unclear},                     // the no asked
		{"i'm here, is it still available?", IntentProductQuestion, unclear},
		{"sorry for the wait, is it still in stock?", IntentProductQuestion, unclear},
		{"après réflexion, je vais encore réfléchir", IntentHold, unclear},
		{"next month i'll order it", "", unclear}, // a verb: bought later
		{"la semaine prochaine je commande", "", unclear},
		{"ok no problem", IntentConfirm, DecisionYes},
		{"ok, pas de souci, ajoutez-la", IntentConfirm, DecisionYes},
		{"merci, mais je veux parler à un conseiller", IntentHuman, unclear}, // a person asked for
	})
}
