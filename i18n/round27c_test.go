package i18n

import "testing"

// Round 27c (round27c.go): readings the retrain on tuning26 moved, and
// tuning26's false yeses and noes, read by shape. Messages written for
// this test, not copied from a corpus file, each shape with the hard
// negatives it must leave alone.
func TestRound27cShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Plateau rond", "Jellaba"}})
	checkRound(t, shop, []roundCase{
		// Seeing it in person asked: a question about the thing.
		{"n9dr nchouf lcaftan b 3iniya?", IntentProductQuestion, unclear},
		{"can i see the lamp in person before buying?", IntentProductQuestion, unclear},
		// hard negatives: a search; seeing asked with no in-person cue
		// (round 28: "f lmagasin" is a visit: of the corpus's 18 lines
		// seeing something at the shop, 9 are a wait, 6 a question, 2
		// unknown, 1 a no and none a search; retrained with heldout25,
		// the model reads it unknown, asked again)
		{"bghit nchouf tajine kbir f lmagasin", IntentUnknown, unclear},
		{"je peux voir d'autres théières ?", IntentShowMore, unclear},

		// A liking told with several owned, no but, no no: asked again.
		{"j'adore les théières, j'en ai déjà cinq", "", unclear},
		{"i love tajines, we already have four at home", "", unclear},
		// hard negatives: no liking; an opening no
		{"j'ai déjà 4 plateaux à la maison", IntentCancel, DecisionNo},
		{"non merci, j'en ai déjà trois", IntentCancel, DecisionNo},
		{"la, 3ndi deja jouj f dar", IntentCancel, DecisionNo},

		// What the yes commits to, asked: never the yes.
		{"wakha... ya3ni ghadi nkhlles daba?", IntentProductQuestion, unclear},
		{"ajouter au panier, ça m'oblige à payer tout de suite ?", IntentProductQuestion, unclear},
		// hard negatives: a yes then how it is paid; a yes then "ya3ni" said
		// (round 28f: a bare yes then paying asked, closed by a question
		// mark and with no put verb, is asked again; the corpus labels
		// such lines unclear 12 times, yes 9)
		{"wakha, nkhlles 3nd twsil?", "", unclear},
		{"zidha ya3ni", IntentConfirm, DecisionYes},

		// Kept aside till a visit, no yes word first: a wait.
		{"ضعها جانبا وسأمر لأخذها يوم السبت", IntentHold, DecisionHold},
		// hard negatives: a yes word first; reserved, no visit
		{"oui mettez-la de côté, je passe la chercher", IntentConfirm, DecisionYes},
		{"نعم، احجزها لي", IntentConfirm, DecisionYes},

		// Bought already, from this shop or a day gone: a no.
		{"iyeh deja chritha mn 3ndkom l3am", IntentCancel, DecisionNo},
		{"صافي راه شريتها من عندكم البارح", IntentCancel, DecisionNo},
		// hard negatives: taken now; bought before, then put in; a condition
		{"صافي خديتها", IntentConfirm, DecisionYes},
		{"rah deja chritha mn 3ndkom, zidha", IntentConfirm, DecisionYes},
		{"ila khditha lyoum, wach twsl ghda?", "", unclear},

		// A sigh to God, then a complaint: the rest read alone.
		{"آه يا ربي، كلشي غالي هنا", IntentCancel, DecisionNo},
		// hard negatives: the sigh then a put-in; "ah" a yes
		{"آه يا ربي زيدها", IntentConfirm, DecisionYes},
		{"ah wakha zidha", IntentConfirm, DecisionYes},

		// An arrival set as the condition of the put-in: asked again.
		{"إن وصل قبل الجمعة فأضفه", "", unclear},
		// hard negatives: a yes then a condition of stock
		{"نعم أضفها إذا كانت متوفرة", IntentConfirm, DecisionYes},

		// Wanted once for a day now gone: a no.
		{"كنت باغيها للعيد والعيد داز", IntentCancel, DecisionNo},
		// hard negative: wanted all along, put in
		{"kont bghitha, zidha", IntentConfirm, DecisionYes},

		// The size worn told: no put-in.
		{"je mets du 38 et vous commencez au 40", "", unclear},
		// hard negative: a put-in with it
		{"je mets du 38, ajoutez-la en 38", IntentConfirm, DecisionYes},

		// A yes, then only how fast it is sent: asked again.
		{"ok, livraison express svp", "", unclear},
		// hard negative: where it is sent
		{"oui, livraison à Agadir svp", IntentConfirm, DecisionYes},

		// A no, then the one before or after it: a pick.
		{"la machi hadi, lli 9belha", IntentSelect, DecisionNo}, // (a no since round 37p: README, "a refusal of the card shown then a pick of another is select, no")
		{"لا، التي بعدها", IntentSelect, DecisionNo},            // (a no since round 37p: README, "a refusal of the card shown then a pick of another is select, no")
		{"no, the one after", IntentSelect, DecisionNo},         // (a no since round 37p: README, "a refusal of the card shown then a pick of another is select, no")
		// hard negatives: a later; more asked
		{"la, mn b3d", IntentCancel, DecisionNo},
		{"no, after the holidays", "", DecisionNo},
		{"skip this one, next", "", DecisionNo},

		// "non mais sérieux" then a question: disbelief, no no.
		{"non mais sérieux, c'est combien ?", "", unclear},
		// hard negatives: a price told as theft; others asked after a no
		{"non mais c'est du vol ce prix", "", unclear},
		{"non, vous avez pas autre chose ?", "", DecisionNo},

		// Not knowing whether: a wait.
		{"ماعرفتش واش ندي لون واحد ولا جوج", IntentHold, DecisionHold},
		// hard negative: a no with its reason
		{"لا، عندي لون واحد كافي", IntentCancel, DecisionNo},

		// A no, then the pay not in yet: a wait; with a refusal after it, the no.
		{"لا، راتبي لم يصل بعد", IntentHold, DecisionHold},
		{"la, lkhlas mazal ma wslnich, mabghitch", IntentCancel, DecisionNo},

		// A put-in then "anyway", after a fault told: the yes.
		{"the leather looks cheap, add it anyway", IntentConfirm, DecisionYes},
		// hard negatives: a but or a thanks before it
		{"thank you, but add it anyway", "", unclear},
		{"it's too big but add it anyway", "", unclear},

		// A greeting, then only a closed yes phrase: the yes.
		{"rebonjour, c'est ok pour moi", IntentConfirm, DecisionYes},
		// hard negative: asked back
		{"bonsoir, c'est ok pour moi?", "", unclear},
	})
}
