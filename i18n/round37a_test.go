package i18n

import "testing"

// Round 37a (round37a.go): an add order opening the message, then "if
// possible", "if it is still in stock", a wish, a purchase to come or a
// return promised under "if": a yes. Messages written for this test, not
// copied from a corpus file, each shape with the near misses it must
// leave alone.
func TestRound37aShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Plateau rond", "Jellaba", "Robe"}})
	checkRound(t, shop, []roundCase{
		// "if possible", "if you can", after the order or in a clause of its own
		{"wakha dirha ila momkin 9bel sebt", IntentConfirm, DecisionYes},
		{"iyeh dkhlha, w ila momkin jibouha l khdma", IntentConfirm, DecisionYes},
		{"ajoutez-la, et si possible emballez-la pour un anniversaire", IntentConfirm, DecisionYes},
		{"oui, et si vous pouvez livrer le matin ce serait parfait", IntentConfirm, DecisionYes},
		// still in stock
		{"7ttha ila mazal b9at chi wa7da", IntentConfirm, DecisionYes},
		{"add it if you still have one left", IntentConfirm, DecisionYes},
		// a purchase to come, a return promised
		{"iyeh zid wa7da, w ila 3jbat mmi nchri lokhra l khti", IntentConfirm, DecisionYes},
		{"zidha, w ila ma jatnich nrj3ha", IntentConfirm, DecisionYes},
		// a wish under "if": something there may be, the shopper away
		{"dkhlha, w ila kan chi cadeau sghir m3aha nfer7 bih", IntentConfirm, DecisionYes},
		{"add it, and leave it at the pharmacy downstairs if nobody answers", IntentConfirm, DecisionYes},
		// near misses: a fact set on the order, a size, a colour, a price,
		// "only if", "or not", a question, a second thing, someone's yes
		{"zidha ila kant asliya", "", unclear},
		{"dkhlha, ila kant b jeld", "", unclear},
		{"zidha w ila kant livraison fabor", "", unclear},
		{"zidha w ila kayna f 39", "", unclear},
		{"ajoutez-la si elle existe en bleu", "", unclear},
		{"oui, et si c'est moins de 300 dh ajoutez", "", unclear},
		{"zidha ghir ila wslat 9bel l3id", "", unclear},
		{"add it if it ships by monday, otherwise no", "", unclear},
		{"zidha w ila ma 3jbatnich nrj3ha?", "", unclear},
		{"add it, and the matching cushion too if you have one", "", unclear},
		{"wakha zidha w dir lia remise ila kayna", "", unclear},
		{"zidha, w ila gal rajli iyeh nzid wa7da khra", "", unclear},
		{"yes if possible", "", unclear},
		{"ajoutez-la, si c'est bien celle en lin", "", unclear},
		{"yes, and if delivery is free", "", unclear},
		{"wakha dirha ila momkin tjibha lia l dar ghda", "", unclear},
		{"oui, sauf si la livraison est payante", "", unclear},
		{"oui si possible f noir", "", unclear},
		{"zidha ila bghiti", "", unclear},
	})
}
