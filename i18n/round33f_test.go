package i18n

import "testing"

// Round 33f (round33f.go): heldout31's false yeses and noes, read by
// shape as asked again. Messages written for this test, not copied from
// a corpus file, each shape with the hard negatives it must leave alone.
func TestRound33fShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Plateau rond", "Jellaba", "Babouches cuir", "Tapis berbère"}})
	checkDecisions(t, shop, []decisionCase{
		// an answer said to someone at home
		{"wakha a mama, daba nkmmel w nji", DecisionNone},
		{"نعم يا أبي قادم", DecisionNone},
		{"la a wldi, ma tl3bich b tilifon", DecisionNone},
		{"لا آ ولدي ما تلعبيش بالتيليفون", DecisionNone},
		{"la a said ma tji lyoum", DecisionNone},
		// hard negatives: the seller (or God) addressed, no word of coming
		{"wakha a lalla, zidiha", DecisionYes},
		{"la a khoya ma bghitch nkmmel", DecisionNo},
		{"wakha ya rabi tji mzyana", DecisionYes},
		{"aywa zidha a bnti", DecisionYes},

		// a no about something else than the offer
		{"non j'ai pas de compte chez vous", DecisionNone},
		{"no, i don't have an account yet", DecisionNone},
		{"la, ma 3ndich whatsapp", DecisionNone},
		{"non, ana machi cliente 3ndkom", DecisionNone},
		{"non, ma wslni hta code", DecisionNone},
		{"لا، لم يصلني رمز", DecisionNone},
		{"non ma commande est pas arrivée", DecisionNone},
		{"لا، طلبيتي لم تصل", DecisionNone},
		{"la, machi ana li ghadi nkhlles, khti", DecisionNone},
		{"non je connais pas ma taille", DecisionNone},
		{"no, i dont know my size", DecisionNone},
		// hard negatives: a no that is about the offer
		{"non je viens de me rendre compte que je l'ai déjà", DecisionNo},
		{"la machi darouri service client", DecisionNo},
		{"non merci", DecisionNo},
		{"no, not my size", DecisionNo},
		{"la, ma t9le9ch, ghir kanchouf", DecisionNone},
		{"la t9l9ch, sifetha", DecisionYes},

		// a plain yes, then only cash on delivery asked
		{"نعم، والدفع عند التوصيل؟", DecisionNone},
		{"ok, cash on delivery?", DecisionNone},
		// hard negatives: a yes verb, or the way of paying told
		{"ok add it, can i pay cash on delivery?", DecisionYes},
		{"iyeh, paiement à la livraison", DecisionYes},

		// a yes to knowing the shop; lukewarm; a bare "it's ok"
		{"yes i know your store", DecisionNone},
		{"oui je connais votre magasin", DecisionNone},
		{"لا بأس به، رائع", DecisionNone},
		{"safi ghir hadchi", DecisionNone},
		{"it's fine", DecisionNone},
		// hard negatives
		{"لا بأس", DecisionYes},
		{"safi zidha", DecisionYes},
		{"ok", DecisionYes},
		{"oui merci", DecisionYes},
	})
}
