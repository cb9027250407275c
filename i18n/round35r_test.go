package i18n

import "testing"

// Round 35r (round35r.go): readings the retrain on heldout32, tuning32
// and tuning33 moved, read back by shape. Messages written for this
// test, not copied from a corpus file, each shape with the near misses
// it must leave alone.
func TestRound35rShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Plateau rond", "Jellaba", "Babouches cuir"}})
	checkRound(t, shop, []roundCase{
		// "put me <a count>": so many put in, a yes
		{"7ot liya tlata", IntentConfirm, DecisionYes},
		{"dir liya jouj mnhom 3afak", IntentConfirm, DecisionYes},
		// near misses: what the count is of said after it; asked
		{"dir liya jouj, wa7da zr9a w wa7da khdra", "", unclear},
		{"7ot liya tlata?", "", unclear},

		// "no, not this one, the other one": the other card picked
		{"nope, not that one, the other one", IntentSelect, DecisionNo}, // (a no since round 37p: the README's "a refusal of the card shown then a pick of another is select, no")
		// near miss: the others, shown more
		{"no, not this one, show me the others", "", DecisionNo},

		// a no, then "not for me, it's a gift": asked again
		{"no it's not for me it's a gift", "", unclear},
		{"non c'est pas pour moi c'est un cadeau", "", unclear},
		// near miss: a no with no gift told
		{"no it's not for me", "", DecisionNo},

		// a no taken back, then only "add it": a yes
		{"non, finalement ajoutez-la", IntentConfirm, DecisionYes},
		{"no, actually add it", IntentConfirm, DecisionYes},
		// near misses: the verb negated, a removal, the mind changed
		{"non finalement n'ajoutez pas", "", DecisionNo},
		{"non finalement, enlève-la", "", DecisionNo},
		{"no, i changed my mind, add it", "", unclear},

		// a no, then "I decided to take it": asked again
		{"no wait, i decided to take it", "", unclear},
		// near miss: decided for it, with no no
		{"i decided to take it", IntentConfirm, DecisionYes},
	})
}
