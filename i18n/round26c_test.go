package i18n

import "testing"

// Round 26c (round26c.go): English, French and Standard Arabic refusals
// by a reason alone. Messages written for this test, not copied from a
// corpus file, each shape with the hard negatives it must leave alone.
func TestRound26cReasons(t *testing.T) {
	t.Parallel()
	x := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Tajine en argile", "Sac à main cuir",
		"Théière argentée", "Babouches cuir"}})
	checkRound(t, x, []roundCase{
		// The delivery costing as much as the thing or more.
		{"shipping to dakhla costs more than the teapot itself", "", DecisionNo},
		{"the delivery fee is almost as much as the bag lol", "", DecisionNo},
		{"the shipping cost to my town kills it", "", DecisionNo},
		{"les frais de livraison coûtent plus que le sac", "", DecisionNo},
		{"avec la livraison ça revient trop cher pour Errachidia", "", DecisionNo},
		{"مصاريف التوصيل تساوي ثمن الطاجين تقريبا", "", DecisionNo},
		{"ثمن التوصيل إلى مدينتي مبالغ فيه", "", DecisionNo},
		{"مصاريف التوصيل أغلى من الإبريق نفسه", "", DecisionNo},
		// hard negatives: asked, negated, conditional, a number compared,
		// a past delivery, a yes after it
		{"is the shipping more than the teapot?", "", unclear},
		{"the delivery fee isn't more than the bag, right", "", unclear},
		{"if shipping costs more than the bag i'll pass", "", unclear},
		{"shipping costs more than 30 dh", "", unclear},
		{"last time the delivery cost more than the bag", "", unclear},
		{"the shipping is more than the teapot but add it anyway", "", unclear},
		{"هل التوصيل يساوي ثمن الطاجين؟", "", unclear},
		{"si la livraison coûte plus que le sac, je laisse", "", unclear},

		// Someone of the family judging it.
		{"my wife says it's hideous", "", DecisionNo},
		{"my dad thinks it's way too much for a teapot", "", DecisionNo},
		{"my sister said it's overpriced", "", DecisionNo},
		{"ma mère trouve ça trop brillant", "", DecisionNo},
		{"أمي ترى أنه لا يستحق ثمنه", "", DecisionNo},
		{"زوجي يقول إننا لسنا بحاجة إليه", "", DecisionNo},
		// hard negatives: praise, asked, negated, conditional, another
		// one judged, someone else's kin, a yes after it
		{"my wife says it's gorgeous", "", unclear},
		{"does my husband think it's ugly?", "", unclear},
		{"my husband never said it's too much", "", unclear},
		{"my mom says it's not too much", "", unclear},
		{"if my wife says it's ugly i'll send it back", "", unclear},
		{"my sister says the blue one is ugly", "", unclear},
		{"her husband says it's ugly", "", unclear},
		{"my daughter says it's too small for her", "", unclear},
		{"my husband says it's too much but i'll take it", "", unclear},
		{"my dad says it's overpriced, add it anyway", "", DecisionYes},
		{"ma mère trouve ça très beau", "", unclear},
		{"أمي ترى أنه يستحق ثمنه", "", unclear},

		// Only the price wanted.
		{"i just wanted to know the price", "", DecisionNo},
		{"just wanted to check the price, thanks", "", DecisionNo},
		{"je voulais juste voir le prix", "", DecisionNo},
		{"أردت فقط أن أعرف السعر", "", DecisionNo},
		// hard negatives: another thing's price, asked, a yes after it,
		// something else wanted
		{"i just wanted to know the price of the red one", "", unclear},
		{"did you just want to know the price?", "", unclear},
		{"i just wanted to know the price, ok add it", "", DecisionYes},
		{"i just wanted to know if it comes in red", "", unclear},
		{"je voulais juste savoir si elle existe en rouge", "", unclear},
		{"أردت فقط معرفة المقاسات المتوفرة", "", unclear},

		// A child grown out of the size.
		{"my daughter outgrew that size ages ago", "", DecisionNo},
		{"he outgrew it already", "", DecisionNo},
		{"mon fils a grandi, il rentre plus dedans", "", DecisionNo},
		{"ابنتي كبرت ولم تعد تلبس هذا المقاس", "", DecisionNo},
		// hard negatives: his old things outgrown (a reason to buy),
		// asked, negated, a yes after it, the next size asked
		{"my son outgrew his old shoes", "", unclear},
		{"has she outgrown that size?", "", unclear},
		{"my son hasn't outgrown that size yet", "", unclear},
		{"my daughter never outgrew that size", "", unclear},
		{"my son outgrew that size, add the next one", "", unclear},
		{"ma fille a grandi, il lui faut la taille au-dessus", "", unclear},
		{"ابني كبر، أريد مقاسا أكبر", "", unclear},

		// One bought or ordered already, dated or for less.
		{"i just ordered one last week", "", DecisionNo},
		{"we bought the same one a month ago", "", DecisionNo},
		{"j'en ai acheté une la semaine dernière", "", DecisionNo},
		{"اشتريت واحدة مثلها الشهر الماضي", "", DecisionNo},
		{"طلبت واحدة من متجر آخر بسعر أقل", "", DecisionNo},
		// hard negatives: not bought yet, asked, conditional, someone
		// else, another thing, a yes or a want after it
		{"i haven't bought one yet", "", unclear},
		{"did you buy one last week?", "", unclear},
		{"if i bought one last week would it arrive today", "", unclear},
		{"اشتريت ساعة مماثلة العام الماضي", "", unclear},
		{"i ordered the same one last year", "", unclear},
		{"i bought a rug from you last year", "", unclear},
		{"i bought one last week and loved it, add another", "", unclear},
		{"i ordered one last month for my mom, now i want one for me", "", unclear},
		{"لم أشتر واحدة بعد", "", unclear},

		// The money gone or short: the budget blown, the price beyond
		// the shopper's means, saving up for something else.
		{"my budget is totally blown this week", "", DecisionNo},
		{"mon budget est explosé", "", DecisionNo},
		{"سعرها أعلى من قدرتي", "", DecisionNo},
		{"ظروفي المادية لا تسمح", "", DecisionNo},
		{"i'm saving up for our trip", "", DecisionNo},
		// hard negatives: asked, negated, another's budget, a yes after
		// it, a price within the means
		{"is my budget blown?", "", unclear},
		{"my budget isn't blown yet", "", unclear},
		{"your budget is blown lol", "", unclear},
		{"my budget is blown but add it anyway", "", unclear},
		{"سعرها في حدود قدرتي", "", unclear},
		{"الظروف المادية تسمح هذا الشهر", "", unclear},
		{"if i'm saving up for a car i shouldn't", "", unclear},

		// A verdict that it will not do, closing a reason.
		{"our hallway is narrow, that rug won't fit", "", DecisionNo},
		{"our stove is electric, so that won't work for us", "", DecisionNo},
		{"the big tajine won't fit in my oven", "", DecisionNo},
		{"on déménage, ça sert à rien", "", DecisionNo},
		// hard negatives: asked, conditional, the old one, the bot, a
		// yes after it, another verb
		{"will that work for an iphone 12?", "", unclear},
		{"if it won't fit, can i return it", "", unclear},
		{"my old case won't fit the new phone", "", unclear},
		{"the old one won't fit anymore", "", unclear},
		{"le robot ne sert à rien", "", unclear},
		{"it won't fit? really", "", unclear},

		// Settling for what the shopper has, or stopping for the day.
		{"سأكتفي بما لدي", "", DecisionNo},
		{"نكتفي بالمشاهدة اليوم", "", DecisionNo},
		{"هذا يكفي اليوم، شكرا", "", DecisionNo},
		{"je vais me contenter de ce que j'ai dans le panier", "", DecisionNo},
		{"c'est tout pour aujourd'hui", "", DecisionNo},
		// hard negatives: the one shown settled for, how many it
		// serves, asked, negated, a yes after it
		{"سأكتفي بهذه", "", unclear},
		{"سأكتفي بهذا الطاجين", "", unclear},
		{"هذا يكفي لستة أشخاص", "", unclear},
		{"هل هذا يكفي؟", "", unclear},
		{"لن أكتفي بما لدي", "", unclear},
		{"لا أكتفي بما لدي، أضفها", "", DecisionYes},
		{"c'est tout pour aujourd'hui ?", "", unclear},

		// Going to look elsewhere or on.
		{"thanks, i'll look elsewhere", "", DecisionNo},
		{"i'm gonna keep looking", "", DecisionNo},
		{"je vais chercher ailleurs", "", DecisionNo},
		{"سنبحث في مكان آخر", "", DecisionNo},
		// hard negatives: asked, negated, conditional, someone else, a
		// yes after it
		{"will you look elsewhere?", "", unclear},
		{"i'm not gonna keep looking", "", unclear},
		{"if it's sold out i'll look elsewhere", "", unclear},
		{"my sister is gonna keep looking", "", unclear},
		{"she'll keep looking", "", unclear},
		{"i'll look elsewhere if you don't have it in red", "", unclear},
		{"i just wanted to see the price", "", DecisionNo},
		{"my husband says we don't need it", "", DecisionNo},
	})
}
