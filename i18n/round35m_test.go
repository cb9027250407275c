package i18n

import "testing"

// Round 35m (round35m.go): a position named only to be refused ("not
// the second one either") is a no, never a pick of that card.
func TestRound35mNotEither(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Théière", "Jellaba"}})
	checkRound(t, shop, []roundCase{
		{"non, la deuxième non plus", IntentCancel, DecisionNo},
		{"no, not the third one either", IntentCancel, DecisionNo},
		{"no, neither the first one", IntentCancel, DecisionNo},
		// near misses: a pick with no "either", a pick asked about
		{"non, la deuxième", IntentSelect, DecisionNo}, // (a no since round 37p: the README's "a refusal of the card shown then a pick of another is select, no")
		{"la deuxième non plus ?", "", unclear},
	})
}
