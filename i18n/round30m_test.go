package i18n

import "testing"

// Round 30 at the merge (round30m.go): "I don't know" first, then a
// reason that would close the matter, is a wait; a no said outright
// stays a no.
func TestRound30mNotKnowingFirst(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan noir", "Jellaba en laine", "Sac en cuir"}})
	checkDecisions(t, shop, []decisionCase{
		{"ma3rftch, lon zwin walakin ma kanlbesch lk7el", DecisionHold},
		{"ma3reftch, ma kanlbsch had no3 bzaf", DecisionHold},
		// hard negatives: a no said, or not knowing after the refusal
		{"la, ma kanlbesch lk7el", DecisionNo},
		{"non merci, je porte pas le noir", DecisionNo},
	})
}
