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
		{"non, celui de gauche", IntentSelect, DecisionNo},   // (a no since round 37p: README, "a refusal of the card shown then a pick of another is select, no")
		{"لا، الكبير ماشي الصغير", IntentSelect, DecisionNo}, // (a no since round 37p: README, "a refusal of the card shown then a pick of another is select, no")
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

		// Second pass (round 27e): a no then "not her, the other one": a pick.
		{"la mashi hiya, dik lokhra", IntentSelect, DecisionNo}, // (a no since round 37p: README, "a refusal of the card shown then a pick of another is select, no")
		// hard negatives: no other named; the other shown asked for
		{"la machi hiya hadik", IntentCancel, DecisionNo},
		{"لا، أرني الأخرى", "", DecisionNo},

		// No reason to refuse: a yes.
		{"ma kaynch 3lach nrefdha", IntentConfirm, DecisionYes},
		// hard negatives: no reason to change or to buy (the corpus's noes)
		{"ma kayn 3lach nbeddel", "", unclear},
		{"la, ma kayn 3lach nrfd walakin ghalia", "", unclear},

		// A blessing with the baraka: thanks.
		{"الله يعطيك البركة", IntentThanks, unclear},
		// hard negatives: enough, a no with baraka
		{"la baraka 3lik", IntentCancel, DecisionNo},
		{"الله يعطيك الصحة، ولكن لا", IntentCancel, DecisionNo},

		// Money taken from the card told: asked again.
		{"قطعو ليا الفلوس من الكارط وماوصلنيش ميساج", IntentUnknown, unclear},

		// A no denied in Arabic script: asked again.
		{"لا ماقلتش لا، غير سولت على التوصيل", "", unclear},

		// A change of mind denied, then the taking: a yes.
		{"non je ne change pas d'avis, je la prends", IntentConfirm, DecisionYes},
		{"no, I didn't change my mind, I want it", IntentConfirm, DecisionYes},
		// hard negatives: the mind changed; the taking denied
		{"non j'ai changé d'avis, je la prends pas", IntentCancel, DecisionNo},
		{"no, i changed my mind, add the other one", "", unclear},

		// A no, then "… ou pas ?" of the shown one: the question.
		{"non, elle est en laine ou pas ?", IntentProductQuestion, unclear},
		// hard negatives: too dear asked; another colour or not
		{"la, elle est trop chère ou pas ?", "", DecisionNo},
		{"nope, do you have it in navy or not?", "", DecisionNo},

		// Nothing else, then only what was chosen put in: a yes.
		{"لا أريد شيئا آخر، أضف ما اخترته", IntentConfirm, DecisionYes},
		// hard negatives: nothing else alone or with a removal or thanks
		{"لا أريد شيئا آخر، أزلها", IntentCancel, DecisionNo},
		{"لا أريد شيئا آخر، شكرا", IntentCancel, DecisionNo},

		// No need to call or confirm, then send it: a yes.
		{"لا داعي للاتصال، ابعثوها غدا", IntentConfirm, DecisionYes},
		{"ما كاين لاش تأكدو، صيفطوها", IntentConfirm, DecisionYes},
		// hard negatives: no need to call, all clear; don't send it
		{"la la ma kayn lach t3ayet l chi 7ed, kolchi wade7", IntentCancel, DecisionNo},
		{"لا داعي، ما تصيفطوهاش", IntentCancel, DecisionNo},

		// A no, the size or colour said right, then put it in: a yes.
		{"لا، اللون مضبوط، حطيها", IntentConfirm, DecisionYes},
		// hard negatives: right but dear; the size wrong
		{"لا، المقاس مضبوط، ولكن غالية", "", unclear},
		{"لا، اللون باهت بزاف", IntentCancel, DecisionNo},

		// Maybe a near day or month, inchallah: a wait.
		{"ربما الأسبوع الجاي إن شاء الله", IntentHold, DecisionHold},
		{"maybe next month inchallah", IntentHold, DecisionHold},
		// hard negatives: another time; not this time
		{"maybe another time inshallah", IntentCancel, DecisionNo},
		{"ماشي هاد المرة، الشهر الجاي إن شاء الله", IntentCancel, DecisionNo},

		// A question without its mark: a product question.
		{"is it machine washable or hand wash only", IntentProductQuestion, unclear},
	})
}
