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

		// no room for it: a no.
		{"ma 3ndich lblasa l tapis f salon", IntentCancel, DecisionNo},
		{"ما كاين فين نحطها فالدار", IntentCancel, DecisionNo},
		{"désolée, j'ai pas la place dans ma cuisine", IntentCancel, DecisionNo},
		// hard negatives: room to be measured; asked; a yes first
		{"ghadi nchouf wach 3ndi lblasa l tapis", IntentHold, unclear},
		{"is there no room for it in the box?", "", unclear},
		{"oui mais j'ai pas la place", "", unclear},

		// the old one still works: a no, even where "still" reads a wait.
		{"l9dima mazal khdama mzyan", IntentCancel, DecisionNo},
		{"lqdim mazal kaykhdem, ma bghitch", IntentCancel, DecisionNo},
		{"non merci, mon ancienne lampe marche encore", IntentCancel, DecisionNo},
		// hard negatives: whether it works, to be seen; a put verb
		{"nchouf wach l9dima mazal khdama 3ad ngoul lik", IntentHold, unclear},
		{"the old one still works but add it anyway", "", unclear}, // (the intent is the model's guess: confirm before the retrain on heldout30, unknown after)

		// one like it already had, by the shopper: a no.
		{"3ndi wa7ed b7alo f dar", IntentCancel, DecisionNo},
		{"chrit b7alha f souk simana li fatt", IntentCancel, DecisionNo},
		{"thanks but i already have one in blue", IntentCancel, DecisionNo},
		{"j'en ai déjà une chez ma mère", IntentCancel, DecisionNo},
		// hard negatives: someone else's; a yes first; a question; a
		// check to make; a shop like yours
		{"khti chrat b7alha", "", unclear},
		{"iyeh 3ndi b7alha walakin zidha", "", DecisionYes},
		{"do i already have one in the cart?", "", unclear},
		{"let me check if i already have one", IntentHold, unclear},
		{"chrit mn site b7alkom merra", "", unclear},
		{"3ndi b7alo walakin bghit wa7ed kbir", "", unclear},

		// no use for it: a no.
		{"zwina walakin ma7tajhach", IntentCancel, DecisionNo},
		{"ma3ndi ma ndir b caftan akhor", IntentCancel, DecisionNo},
		{"je n'en ai pas l'utilité chez moi", IntentCancel, DecisionNo},
		{"sorry, i don't need another lamp", IntentCancel, DecisionNo},
		// hard negatives: no need to think, then a yes; a put verb; a
		// condition; the bare "no use", left unclear
		{"ma7tajch nfker, zidha", IntentConfirm, DecisionYes},
		{"i don't need it wrapped, just add it", IntentConfirm, DecisionYes},
		{"if i don't need it i will send it back", "", unclear},
		{"ma3ndi ma ndir biha", "", unclear},

		// a no said with emphasis, the whole message: a no.
		{"definitely not", IntentCancel, DecisionNo},
		{"certainly not haha", IntentCancel, DecisionNo},
		{"بالطبع لا", IntentCancel, DecisionNo},
		{"franchement c'est non", IntentCancel, DecisionNo},
		{"no, i do not want to add it", IntentCancel, DecisionNo},
		// hard negatives: more after the no; no objection; asked; "no
		// way" wondered at; a yes before "c'est non"
		{"of course not expensive, add it", "", DecisionYes},
		{"بالطبع لا مانع، زيدها", "", DecisionYes},
		{"c'est non ?", "", unclear},
		{"no way it's that cheap", "", unclear},
		{"oui mais ma mère dit c'est non", "", unclear},

		// a colour of the shown item found fault with, then another asked:
		// a no for the item shown, the refinement kept.
		{"lk7el ghami9 bzaf, kayna f lbyed?", "", DecisionNo},
		{"the grey is too dark, got it in red?", "", DecisionNo},
		{"le beige fait sale, vous l'avez en noir ?", "", DecisionNo},
		// hard negatives: the colour asked in the first clause; liked or
		// praised; a yes first; a search; no mark; one colour only
		{"w f lbyed, kayna?", "", unclear},
		{"the grey is lovely, got it in red too?", "", unclear},
		{"oui mais en noir, vous l'avez ?", "", unclear},
		{"caftan 7mer, 3ndkom?", IntentProductSearch, unclear},
		{"lk7el ghami9 bzaf, kayna f lbyed", "", unclear},
		{"lk7el ghami9 bzaf, wach kayn f M?", "", unclear},
		{"my sister hates the grey, got it in red?", "", unclear},
	})
}
