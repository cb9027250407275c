package i18n

import "testing"

// Round 37p (round37p.go): the card shown refused, then another picked,
// is a no with the pick (README: "a refusal of the card shown then a
// pick of another is select, no"); the near misses (the French article,
// the number sign, a yes or an add, kin, "only", a question, a pick then
// another position refused) stay as they were.
func TestRound37pRefusedThenPicked(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Théière", "Tajine", "Couscoussier", "Babouches"}})
	checkRound(t, shop, []roundCase{
		// a bare no, then a pick
		{"la machi hadi, talta", IntentSelect, DecisionNo},
		{"no, the fourth", IntentSelect, DecisionNo},
		{"non, la 2", IntentSelect, DecisionNo},
		{"لا ماشي هادي، التانية", IntentSelect, DecisionNo},
		{"la, ma bghitch hadi, 3tini lkhar", IntentSelect, DecisionNo},
		{"no not that, the second", IntentSelect, DecisionNo},
		{"non pas celle-là, lkhar", IntentSelect, DecisionNo},
		{"لا، الأول كان أفضل", IntentSelect, DecisionNo},
		{"no I mean the second one", IntentSelect, DecisionNo},
		{"non merci, la deuxième", IntentSelect, DecisionNo},
		{"no, not the first, the third", IntentSelect, DecisionNo},
		// not this one, before or after the pick; a dislike of this one
		{"ma3jbatnich hadi, tania a7san", IntentSelect, DecisionNo},
		{"not this one, the second one", IntentSelect, DecisionNo},
		{"pas la première, la deuxième", IntentSelect, DecisionNo},
		{"nn la deuxième machi hadi", IntentSelect, DecisionNo},
		{"no, the first one, not this", IntentSelect, DecisionNo},
		{"la, rab3a 3afak, machi talta", IntentSelect, DecisionNo},
		{"stop, I said the second not the third", IntentSelect, DecisionNo},
		// near misses: the article, the number sign, a yes or an add,
		// kin, only, a question, a pick then another refused, stop alone
		{"la deuxième", IntentSelect, unclear},
		{"la 3ème", IntentSelect, unclear},
		{"la bleue", "", unclear},
		{"la première", IntentSelect, unclear},
		{"la numéro 3 svp", IntentSelect, unclear},
		{"no. 4", IntentSelect, unclear},
		{"n°3", IntentSelect, unclear},
		{"la la, zid tania", "", unclear},
		{"oui mais pas celle-ci, la suivante", IntentSelect, unclear},
		{"iyeh tanya, machi lwla", IntentSelect, unclear},
		{"je prends la deuxième et pas la première", IntentSelect, unclear},
		{"dwit m3a khti, bghat tania machi lwla", IntentSelect, unclear},
		{"ma bghit ghir lwla", IntentSelect, unclear},
		{"ana gelt lik tanya, machi hadi?", "", unclear},
		{"tania, machi talta", IntentSelect, unclear},
		{"the first, not the second", IntentSelect, unclear},
		{"stop, c'est celle-là ! la troisième", IntentSelect, unclear},
		{"non, la deuxième non plus", "", DecisionNo},
	})
}
