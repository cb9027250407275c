package i18n

import "testing"

// Round 39b (round39b.go): a bare no, then a search or a refinement,
// reads no with the request's intent; a rest asked as a new search,
// naming kin, pointing at the card or negating stays as it was.
func TestRound39bBareNoThenRequest(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Théière", "Tajine", "Couscoussier", "Babouches"}})
	checkRound(t, shop, []roundCase{
		{"la, bghitha b lk7el", IntentRefine, DecisionNo},
		{"non, une taille au dessus", "", DecisionNo},
		{"لا، بغيت شي حاجة أرخص", IntentRefine, DecisionNo},
		{"no, i need a bigger tajine, 40cm", "", DecisionNo},
		{"la2, bghit chi tajine sghir", IntentProductSearch, DecisionNo},
		// near misses
		{"لا، التاجين اللي شفت فالستوري، فين هو؟", "", unclear},
		{"la, machi liya, l mmi, l9yas dyalha L", "", unclear},
		{"la, ma bghitch lkhdar", "", unclear},
	})
}
