package i18n

import "testing"

// Round 26 at the merge (round26m.go): readings the retrain on tuning25
// moved, owned by rules. Messages written for this test, not copied from
// a corpus file, each shape with the hard negatives it must leave alone.
func TestRound26mShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Plateau rond", "Jellaba"}})
	checkRound(t, shop, []roundCase{
		// An ok, then the chat closed: no yes.
		{"d'accord, c'est tout pour moi, au revoir", "", unclear},
		{"ok that's all for me bye", "", unclear},
		// hard negatives: a put-in said
		{"ok, c'est tout bon, ajoutez-la", IntentConfirm, DecisionYes},
		{"wakha zidha, bslama", IntentConfirm, DecisionYes},

		// Two things taken at once: one card asked about.
		{"oui je prends la théière et la lampe", "", unclear},
		{"yes i'll take the tray and the teapot", "", unclear},
		// hard negative: one thing
		{"oui je prends la théière", IntentConfirm, DecisionYes},

		// Nobody answered: a person wanted, never a wait or a no.
		{"mazal ma jawbni 7ta wa7ed", IntentHuman, unclear},
		{"ما جاوبني حتى واحد", IntentHuman, unclear},
		{"personne ne m'a répondu", IntentHuman, unclear},
		// hard negatives: a no, then a complaint of the last order (the
		// corpus reads 7 of 7 such lines a no, "no, the last order came
		// broken and nobody answered me" among them: round 29a); the
		// shopper answering
		{"la, lcommande jatni mherrsa w 7ta wa7ed ma jawbni f telephone", IntentCancel, DecisionNo},
		{"je vous ai répondu hier", "", unclear},

		// The one seen, asked after: a product question.
		{"mazal kayn dak tajine?", IntentProductQuestion, unclear},
		{"الثيير اللي شفت البارح مازال كاين؟", IntentProductQuestion, unclear},
		// hard negatives: another one asked for; with a colour
		{"mazal kayn chi wa7ed akhor?", IntentShowMore, unclear},
		{"mazal kayn dak tajine f lk7el?", IntentProductSearch, unclear},

		// "Do you have a ...": a kind searched for.
		{"do you have a caftan lined inside?", IntentProductSearch, unclear},
		{"vous avez une théière en cuivre ?", IntentProductSearch, unclear},

		// "The first time" is no first card.
		{"bon, la première fois c'était long", IntentUnknown, unclear},
		{"the first time it came late", "", unclear},
		// hard negative: the first card
		{"la première", IntentSelect, unclear},

		// More time asked for: a wait.
		{"zid liya chwiya d lwa9t", IntentHold, DecisionHold},
		{"give me a bit more time", "", DecisionHold},
		// hard negatives: more models; a put-in
		{"zidni chwiya d lmodelat", "", unclear},
		{"زيدني شوية ديال الموديلات", "", unclear},

		// Too dear, then a cap: a refine of the search, and a no.
		{"way too pricey, got one under 300?", IntentRefine, DecisionNo},
		{"trop cher, vous avez moins de 400 ?", IntentRefine, DecisionNo},
		// hard negatives: not too dear; praise, then dear
		{"not too expensive, under 500", "", unclear},
		{"zwina walakin ghalia, bghit ta7t 300", "", unclear},

		// Even if, then the rest: read alone.
		{"même si c'est un peu cher, mettez-la", IntentConfirm, DecisionYes},
		{"even if it's pricey, add it", IntentConfirm, DecisionYes},
		// hard negatives: the rest a wait or a no
		{"même si c'est cher, je vais réfléchir", "", unclear},
		{"even if it's cheap, i don't need it", "", unclear},

		// A sorry for the wait, then only a yes.
		{"pardon pour l'attente, d'accord", IntentConfirm, DecisionYes},
		{"sorry for the wait, ok", IntentConfirm, DecisionYes},
		// hard negative: a no after it
		{"sorry for the wait, no thanks", "", DecisionNo},

		// A yes taken back at the end: asked again.
		{"wakha zidha, la forget it", "", unclear},
		{"ok add it... no never mind", "", unclear},
		{"oui ajoutez-la, non laissez tomber", "", unclear},
		// hard negative: a forget denied
		{"oui ajoutez-la, et n'oubliez pas le reçu", IntentConfirm, DecisionYes},

		// A second thing beside the yes: asked again.
		{"oui et ajoutez moi aussi un plateau pour le thé", "", unclear},
		{"ok and add me also an extra tray", "", unclear},
		// hard negatives: "add it too"; "no problem at all"
		{"oui ajoutez-la aussi", IntentConfirm, DecisionYes},
		{"ma 3ndi 7ta chi mochkil, zidha", IntentConfirm, DecisionYes},
		{"oui allez-y, vous livrez aussi à Marrakech ?", "", unclear}, // delivery to a town asked after a plain yes: asked again since round 36u (README's round-28 ruling; the seen corpus labels 19 such lines unclear (the newer files), 29 older ones a yes)

		// A no, then the other one: a pick, never a no.
		{"non, l'autre svp", IntentSelect, DecisionNo}, // (a no since round 37p: the README's "a refusal of the card shown then a pick of another is select, no")
		{"la machi hadi, lkhra", IntentSelect, unclear},
		{"لا، الأخرى", IntentSelect, unclear},
		// hard negatives: another one, more shown
		{"non, une autre", "", DecisionNo},
		{"لا، أرني الأخرى", IntentShowMore, DecisionNo},

		// Kept aside till the shopper comes back: a wait.
		{"khalliha 3ndek ghadi nji nchoufha", IntentHold, DecisionHold},
		{"leave it in the cart, i'll come back to it", "", DecisionHold},
		{"ليس الآن، اتركها في السلة وسأعود", "", DecisionHold},
		// hard negative: kept aside, then a no
		{"la, khliha 3ndek, ma bghitch", IntentCancel, DecisionNo},

		// Paid on a day to come, then taken: a wait.
		{"ghda nkhlles w nakhodha", IntentHold, DecisionHold},
		// hard negative: taken now
		{"iyeh nakhodha", IntentConfirm, DecisionYes},

		// Two sizes in one answer: asked again.
		{"zid wa7da f 38 w wa7da f 39", "", unclear},
		{"oui, une en M et une en L", "", unclear},
		// hard negative: one size
		{"zidha f 40", IntentConfirm, DecisionYes},

		// An ok, then the price of an occasion complained of: no yes
		// (round 26d's occasion read with the price).
		{"wakha rah ghalia bzaf had chi dyal l3ers", "", unclear},

		// One now, the other later: the yes kept.
		{"dir wa7da f lpanier w ghadi nchri lokhra mn b3d", IntentConfirm, DecisionYes},
		// hard negative: this one later
		{"ghadi nchriha mn b3d", "", unclear},
	})
}
