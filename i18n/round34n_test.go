package i18n

import "testing"

// Round 34n (round34n.go): readings the retrain on tuning31 moved, read
// back by shape. Messages written for this test, not copied from a
// corpus file, each shape with the hard negatives it must leave alone.
func TestRound34nShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Plateau rond", "Jellaba"}})
	checkRound(t, shop, []roundCase{
		// a no, then only "too <adjective> (for me)": the no
		{"no, too big for me", IntentCancel, DecisionNo},
		{"non, trop cher", IntentCancel, DecisionNo},
		// a decision not taken yet: a wait, no answer
		{"je n'ai pas encore pris ma décision pour le plateau", IntentHold, unclear},
		// an ok, but the measures asked sent: a question, no yes
		{"ok mais envoyez les dimensions", IntentProductQuestion, unclear},
		// a no, then "show me another": more of them, the no kept
		{"no, show me a different one", IntentShowMore, DecisionNo},
		// an order that came wrong: a complaint, no pick
		{"my order came swapped, not the one i paid for", IntentUnknown, unclear},
		// a yes then a gift asked, a no then the photo not seen: a question
		{"wakha zidha, wach kayn chi hdiya m3a commande?", IntentProductQuestion, unclear},
		// hard negatives: a yes said; a no kept; a yes with a gift told
		{"ok add it, it's a gift for my sister", IntentConfirm, DecisionYes},
		{"ok add it", IntentConfirm, DecisionYes},
		{"no thanks", IntentCancel, DecisionNo},
		{"sure why not, add it", IntentConfirm, DecisionYes},
		{"ma décision est prise : non", IntentCancel, unclear},
	})
}
