package i18n

import "testing"

// Round 36b (round36b.go): a reason that closes the matter, said alone,
// is a no: the price too high for the shopper named, a kind the shopper
// does not wear, no room to put it, the card disliked. The near misses
// the corpus splits or reads otherwise stay as they were.
func TestRound36bClosingReason(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Théière", "Tajine", "Couscoussier", "Babouches"}})
	checkRound(t, shop, []roundCase{
		// the price, the shopper named
		{"le caftan est joli mais ghalia 3liya", IntentCancel, DecisionNo},
		{"elle est belle, mais bien trop chère pour moi", IntentCancel, DecisionNo},
		{"lovely, but way too expensive for me", IntentCancel, DecisionNo},
		{"هي زوينة ولكن غالية عليا بزاف", IntentCancel, DecisionNo},
		// not worn, no room, disliked
		{"merci, mais je ne porte pas ce genre de babouches", IntentCancel, DecisionNo},
		{"zwina walakin ana ma kanlbsch lwardi", IntentCancel, DecisionNo},
		{"sorry, I don't wear heels at all", IntentCancel, DecisionNo},
		{"ma3ndich fin n7ett tajine akhor, lkouzina 3amra", IntentCancel, DecisionNo},
		{"nice, but I don't wear babouches", IntentCancel, DecisionNo},
		// a reason, then another asked: round 35d reads the first clause
		// (now a no) and keeps the request's intent
		{"ma kanlbsch lk7el, wrini chi caftan f lbyed", IntentProductSearch, DecisionNo},
		{"ما عنديش فين نحط براد آخر", IntentCancel, DecisionNo},
		{"le motif me plaît pas du tout", IntentCancel, DecisionNo},
		{"mzyana, walakin ma kat3jbnich", IntentCancel, DecisionNo},
		// near misses: a question, a condition, a wait, a softened price,
		// a yes then the reason, taken all the same, a but after it, a
		// dislike beside a yes word, neither … nor, others asked
		{"trop cher pour moi, vous faites une remise ?", "", unclear},
		{"si la livraison est payante, c'est trop cher pour moi", "", unclear},
		{"ghalia 3liya chwiya, nfker", "", DecisionHold},
		{"wakha ghalia 3liya, ghadi nakhodha l mmi", "", DecisionYes},
		{"trop chère pour moi mais zidha quand même", "", unclear},
		{"ma3jbatnich bzaf walakin zidha", "", unclear},
		{"wakha zwina walakin ma kat3jbnich lkom", "", unclear},
		{"ana ma kanlbs la jellaba la caftan", "", unclear},
		{"ila ma 3jbatnich n9der nrj3ha?", "", unclear},
		// the price denied, a bare yes then a but, a size not worn
		{"machi ghalia bzaf 3liya", "", unclear},
		{"oui mais trop cher pour moi", "", unclear},
		{"je porte pas de 38 normalement", "", unclear},
	})
}
