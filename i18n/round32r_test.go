package i18n

import "testing"

// Round 32r (round32r.go): readings the retrain on heldout28 and
// heldout29 moved, read by shape. Messages written for this test, not
// copied from a corpus file, each shape with the hard negatives it must
// leave alone.
func TestRound32rShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Plateau rond", "Jellaba", "Babouches cuir"}})
	checkRound(t, shop, []roundCase{
		// "I don't like it" alone, then more asked: a no.
		{"ma3jbatnich, wrini chi plateau akhor", "", DecisionNo},
		{"ماعجباتنيش، جيب لينا شي وحدين خرين عافاك", "", DecisionNo},
		{"ma 3jbounich, wrini d'autres modèles", "", DecisionNo},
		// hard negatives: "these" in the dislike's clause; a condition
		// asked; a yes first
		{"ماعجبونيش هادوك، وريني خرين", "", DecisionNo}, // read a no since round 37s (round37s.go)
		{"ila ma3jbatnich, n9der nbdlha?", "", unclear},
		{"wakha, walakin ma3jbatnich lon, wrini khrin", "", unclear},

		// a bare no, then a decision against, or the decision alone: a no.
		{"no, i decided not to take it", IntentCancel, DecisionNo},
		{"nope, we decided against it", IntentCancel, DecisionNo},
		{"i decided not to order the lamp", IntentCancel, DecisionNo},
		{"لا، قررنا عدم الشراء", IntentCancel, DecisionNo},
		// hard negatives: not decided, decided for it, decided not to
		// wait, asked
		{"no, i haven't decided yet", "", DecisionHold},
		{"no wait, i decided to take it", "", unclear},
		{"i decided not to wait, put it in", "", DecisionYes},
		{"you decided not to send it?", "", unclear},

		// an ok, a but, then "not sure": asked again, no wait.
		{"d'accord mais je suis pas sûr", IntentUnknown, unclear},
		{"ok but im not sure about the colour", IntentProductQuestion, unclear}, // (unknown before the retrain on tuning32/33: the model's intent; the answer asked again either way)
		// hard negatives: "not sure" alone; a thought said after it; a
		// but with no ok
		{"je suis pas sûre", IntentHold, DecisionHold},
		{"ok mais pas sûre, je vais réfléchir", IntentHold, unclear}, // (asked again before round 32r too: left a wait)
		{"not sure, i'll think about it", IntentHold, DecisionHold},

		// yes words, then whom they are said to, asked: a question back.
		{"wakha a khti?", IntentUnknown, unclear},
		{"واخا آ ختي؟", IntentUnknown, unclear},
		// hard negatives: said, not asked; something more asked
		{"wakha a khti", IntentConfirm, DecisionYes},
		{"wakha a khti, ch7al?", "", unclear},

		// "stop adding" still a no, its reader ungated.
		{"stop adding lamps to my basket please", IntentCancel, DecisionNo},
		{"ok put it and stop adding others", IntentConfirm, unclear},
	})
}
