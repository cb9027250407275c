package i18n

import "testing"

// Round 32b (round32b.go): noes and waits the chain read as nothing,
// read by shape. Messages written for this test, not copied from a
// corpus file, each shape with the hard negatives it must leave alone.
func TestRound32bShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Plateau rond", "Jellaba", "Babouches cuir", "Tapis berbère"}})
	checkRound(t, shop, []roundCase{
		// means not had: a no, praise and a but before it or not.
		{"ghzala bzaf walakin jibi khawi had chhar", IntentCancel, DecisionNo},
		{"مزيانة ولكن ما نقدرش عليه", IntentCancel, DecisionNo},
		{"superbe mais c'est pas dans mes moyens", IntentCancel, DecisionNo},
		{"love the lamp but it's out of my budget", IntentCancel, DecisionNo},
		{"حلو لكن لا أملك المال لذلك", IntentCancel, DecisionNo},
		// hard negatives: a yes first; a put verb after; a question; a
		// condition; a wait; the phrase negated; about something else
		{"wakha walakin jibi khawi daba", "", unclear},
		{"ok mais pas dans mes moyens", "", unclear},
		{"out of my budget but add it anyway", "", unclear},
		{"is it out of my budget?", "", unclear},
		{"if it's out of my budget i'll tell you", "", unclear},
		{"jibi khawi, tsnani chwiya", IntentHold, unclear},
		{"it's not out of my budget at all", "", unclear},
	})
}
