package i18n

import "testing"

// Round 33r (round33r.go): readings the retrain on heldout30 moved, read
// by shape. Messages written for this test, not copied from a corpus
// file, each shape with the hard negatives it must leave alone.
func TestRound33rShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Plateau rond", "Jellaba", "Tapis berbère", "Babouches cuir"}})
	checkRound(t, shop, []roundCase{
		// a bare no, then "I mean": which one was meant, no answer
		{"no no i mean the other one", "", unclear},
		{"non non je veux dire l'autre", IntentSelect, DecisionNo}, // (a no since round 37p: README, "a refusal of the card shown then a pick of another is select, no")
		{"no i mean the red lamp", "", unclear},
		// hard negatives: a yes after "I mean"; a plain no
		{"no. i mean yes, add it", IntentConfirm, DecisionYes},
		{"no no, the other one is nicer, take it out", "", DecisionNo},
		{"no no", IntentCancel, DecisionNo},

		// a bin named: asked again, never a yes
		{"throw it in the bin", "", unclear},
		{"ok throw it in the trash", "", unclear},
		// hard negative: the cart
		{"sure, throw it in the cart", IntentConfirm, DecisionYes},

		// a yes, then two things each after an article: asked again
		{"yes i'll take the tray and the teapot", "", unclear},
		{"oui, la rouge et la verte", "", unclear},
		// hard negative: one thing
		{"yes i'll take the lamp", IntentConfirm, DecisionYes},

		// a plain yes, then only thanks: a yes
		{"نعم، جزاكم الله خيرا على المساعدة", IntentConfirm, DecisionYes},
		{"yes thanks so much for the help", IntentConfirm, DecisionYes},
		// hard negatives: a softer yes word then thanks; thanks then more
		{"ok merci", IntentThanks, unclear},
		{"wakha shokran", IntentThanks, unclear},
		{"yes thanks, but not now", "", unclear},

		// "I decided to take it": a yes
		{"hi, i decided to take it", IntentConfirm, DecisionYes},
		{"about yesterday, i decided to take the rug", IntentConfirm, DecisionYes},
		{"j'ai décidé de prendre le tapis", IntentConfirm, DecisionYes},
		// hard negatives: decided against; not decided yet, a wait (the
		// rules read it a yes before)
		{"i decided not to buy it", IntentCancel, DecisionNo},
		{"i haven't decided to take it yet", IntentHold, DecisionHold},

		// "oh la la": an exclamation, no answer guessed
		{"o la la", IntentUnknown, unclear},
		{"oh la la 😍", IntentUnknown, unclear},
		// hard negative: the no said after it
		{"oh la la non", IntentCancel, DecisionNo},

		// the price of the shop's things in the plural: a search
		{"c combien les babouches ?", IntentProductSearch, unclear},
		// hard negative: the price of one
		{"c combien le caftan ?", IntentProductQuestion, unclear},
	})
}
