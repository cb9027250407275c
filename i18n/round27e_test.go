package i18n

import "testing"

// Round 27e (round27e.go): shapes read as a no that are none. Messages
// written for this test, not copied from a corpus file, each shape with
// the hard negatives it must leave alone (real noes stay no).
func TestRound27eShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Plateau rond", "Jellaba"}})
	checkRound(t, shop, []roundCase{
		// A no, then another card by where it lies or by a contrast: a pick.
		{"non, celui de gauche", IntentSelect, unclear},
		{"لا، الكبير ماشي الصغير", IntentSelect, unclear},
		// hard negatives: others asked; a no alone; too big, no article
		{"la, wrini lokhrin", "", DecisionNo},
		{"non, aucune", IntentCancel, DecisionNo},
		{"la, kbira 3la rajli", IntentCancel, DecisionNo},

		// Not now, then a promise to get back to the shop: a wait.
		{"machi daba, mn b3d l3sr nrj3 lik", IntentHold, DecisionHold},
		// hard negatives: not now, later (the corpus's noes)
		{"machi daba, mn b3d", IntentCancel, DecisionNo},
		{"pas maintenant, peut-être le mois prochain", IntentCancel, DecisionNo},

		// Don't send or add it until…, nothing sent as I come, kept till a visit: a wait.
		{"ma tzidhach 7ta ngolik", IntentHold, DecisionHold},
		{"don't send it until my husband agrees", IntentHold, DecisionHold},
		{"la ma tsift walo, ana ghadi nji", IntentHold, DecisionHold},
		{"keep it in the cart, I'll come on monday", IntentHold, DecisionHold},
		// hard negatives: a yes then the wait; my own rule told; a plain no
		{"wakha walakin ma tsifthach 7ta ngolik", "", unclear},
		{"la ma tsift walo, ma bghitch", IntentCancel, DecisionNo},
		{"khliha mn lpanier, merci", IntentCancel, DecisionNo},

		// A joke owned, a no denied, a slip: asked again.
		{"non non je plaisante, je rigole", "", unclear},
		{"I didn't say no, I asked about the size", "", unclear},
		{"oops wrong word sorry", "", unclear},
		// hard negatives: someone's no told; a no alone
		{"ma femme a dit non", IntentCancel, DecisionNo},
		{"no no", IntentCancel, DecisionNo},

		// A code or a password trouble told: asked again.
		{"lcode promo makhdamch", "", unclear},
		// hard negative: an opening no, the price refused
		{"la, lcode makhdamch w ghalia bzaf", IntentCancel, DecisionNo},

		// The wrapping declined, not a gift: asked again.
		{"non pas d'emballage svp", "", unclear},
		{"not a gift, no need for wrapping", "", unclear},
		// hard negatives: the want denied; a gift too dear
		{"no, I don't want it as a gift", "", DecisionNo},
		{"no thanks, too pricey for a gift", IntentCancel, DecisionNo},

		// A bare no, then a question of the thing shown: the question.
		{"non mais sérieusement, elle fait quelle taille ?", IntentProductQuestion, unclear},
		{"la, wach hadi mn nhas?", IntentProductQuestion, unclear},
		// hard negatives: a no then cheaper asked; another colour asked
		// (round 21g); a no thanks then a question
		{"non, trop cher, vous avez moins cher ?", "", DecisionNo},
		{"nope, do you have it in navy?", "", DecisionNo},
		{"non, elle existe en noir ?", "", DecisionNo},
		{"non merci, vous livrez à fès ?", "", DecisionNo},

		// A question without its mark: a product question.
		{"is it machine washable or hand wash only", IntentProductQuestion, unclear},
	})
}
