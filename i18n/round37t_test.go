package i18n

import "testing"

// Round 37t (round37t.go): the seen false yeses and noes left after
// round 36, read by shape. Messages written for this test, each shape
// with the near misses it must leave alone.
func TestRound37tShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Babouches cuir", "Tapis berbère"}})
	checkDecisions(t, shop, []decisionCase{
		// "maybe" beside a yes: asked again; "ymken" (possible) left
		{"je la prendrai peut-être", DecisionNone},
		{"iyeh, zidha w chouf lia wach ymken tsift ghedwa", DecisionYes},

		// a time opening, then one's own verb: a hold, asked again
		{"ghda nzidha", DecisionNone},
		{"من بعد العيد نشريها، دابا لا", DecisionNone},

		// "maybe" and a near time, no no word: asked again; "maybe later"
		// stays a no
		{"maybe next week", DecisionNone},
		{"ربما الأسبوع القادم", DecisionNone},
		{"maybe later", DecisionNo},

		// after payday: a hold, asked again
		{"machi daba, mn b3d lkhlsa", DecisionNone},

		// "ah hakak": asked again; "safi hakak" a yes
		{"ahhh hakak", DecisionNone},
		{"safi hakak", DecisionYes},

		// agreeing with someone else; the seller asked to ask
		{"d'accord avec mon mari, il dit que c'est trop cher", DecisionNone},
		{"oui, allez-y, posez votre question", DecisionNone},

		// bought elsewhere: asked again; from the shop a yes
		{"ghadi nchriha mn 3nd khalti, 3ndha nfs lmodel", DecisionNone},

		// a pick after the article: asked again; a dislike stays a no
		{"la moins chère, zidha", DecisionNone},
		{"la bleue me plaît pas, une autre ?", DecisionNo},

		// something looking off in the picture: asked again; with a
		// refusal it stays a no
		{"the blue looks faded in the picture tbh", DecisionNone},
		{"colours look faded in the pic, not for me", DecisionNo},

		// what one meant, the site down, "don't forget": asked again
		{"non non, je parlais de la théière, pas du tajine", DecisionNone},
		{"my card doesn't work", DecisionNone},
		// near miss: talking to someone at home, whose no is told
		{"non, je parlais à ma femme, elle veut pas", DecisionNo},
		{"لا تنسَ أنني طلبت مقاس L المرة الماضية", DecisionNone},
		{"no no, i agree", DecisionNone},

		// "I'll buy it for you": said at home
		{"لا أ ماما ما تشريهاش، أنا نشريها ليك", DecisionNone},
	})
}
