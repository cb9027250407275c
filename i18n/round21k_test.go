package i18n

import "testing"

// A verb of taking out said alone, with only what is taken out and from
// where (removalAlone). Hard negatives: a removal of something else (a
// filter, a newsletter, an appointment), negated, asked, "take me to the
// cart", a removal then something else said.
func TestRemovalAlone(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Babouches cuir"}})
	checkRound(t, shop, []roundCase{
		{"7ayed dik l babouches 3afak", IntentCancel, DecisionNo},
		{"enlevez ce tajine svp", IntentCancel, DecisionNo},
		{"supprimez le produit", IntentCancel, DecisionNo},
		{"please take the lamp out of my basket", IntentCancel, DecisionNo},
		{"احذف المصباح من طلبيتي", IntentCancel, DecisionNo},
		{"حيد هاد القفطان", IntentCancel, DecisionNo},
		{"retirez le coussin de ma commande", IntentCancel, DecisionNo},
		// hard negatives
		{"remove the colour filter", "", unclear},
		{"annulez mon abonnement à la newsletter", "", unclear},
		{"annule la réunion de demain", "", unclear},
		{"don't remove the tajine", "", unclear},
		{"remove the tajine?", "", unclear},
		{"take me to my cart", "", unclear},
		{"7ayed dak l caftan w zid lkhor", "", unclear},
	})
}

// "merci mais non": the no after a but is no tag question, and a but
// then an English auxiliary asks without its mark ("no thanks but do you
// have it in black"). Hard negatives: "oui mais non" (said both ways), a
// tag "non" after a comma, the no asked, "no problem but …", a want.
func TestButNoAndAuxAsked(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé"}})
	checkRound(t, shop, []roundCase{
		{"d'accord merci mais non", IntentCancel, DecisionNo},
		{"merci beaucoup mais non.", IntentCancel, DecisionNo},
		{"no thanks but is there a smaller one", "", DecisionNo},
		{"nope thanks but do you have other colours", "", DecisionNo},
		// hard negatives
		{"ah oui mais non", "", unclear},
		{"elle est jolie, non", "", unclear},
		{"merci mais non?", "", unclear},
		{"no problem but do you have it in black", "", unclear},
		{"no thanks but i want the black one", "", unclear},
		{"no but i do have one already at home", "", unclear},
	})
}

// The cart is a whole word: "carte" is a bank card, "سلام" a greeting,
// neither the cart a thing is removed from or left in. Written for this
// test.
func TestCartWholeWord(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé"}})
	checkRound(t, shop, []roundCase{
		{"supprimez ma carte svp", "", unclear},
		{"laisse-la sur ma carte", "", unclear},
		{"supprimez-le du panier svp", IntentCancel, DecisionNo},
		{"khalliha f lpanier", IntentConfirm, DecisionYes},
	})
}
