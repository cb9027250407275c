package i18n

import "testing"

// Round 36f (round36f.go): heldout33's false yeses and noes, read by
// shape. Messages written for this test, each shape with the near misses
// it must leave alone.
func TestRound36fShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Babouches cuir", "Tapis berbère"}})
	checkDecisions(t, shop, []decisionCase{
		// "oh la la", the exclamation, no refusal after it: asked again
		{"oh la la, ghalia bzaf had tajine", DecisionNone},
		// near miss: a refusal after it, a no
		{"ou la la, ma bghitch had lmodel", DecisionNo},

		// an ordinal opening the message, then a past purchase: a pick
		{"talta, chrit b7alha l3am li fat", DecisionNone},
		{"الثالثة، شريت بحالها العام الماضي", DecisionNone},
		{"la 3, ra chrit b7alha 3ndkom", DecisionNone},
		// near miss: "la" and a price, a no
		{"la, 790 bzaf 3la babouches", DecisionNo},

		// "non rien", then an account of something else: asked again
		{"non rien, je parlais à mon frère", DecisionNone},
		{"no nothing, i was typing to my wife", DecisionNone},
		// near misses: thanks, or nothing of these: a no
		{"non rien, merci", DecisionNo},
		{"non rien", DecisionNo},

		// hesitating, never received, not sure what, answer later, don't
		// stop, a lunch break, a budget stated, "c'est pas vrai": asked
		// again
		{"ohhh j'hésite trop, c'est pas humain", DecisionNone},
		{"I never received the invoice for my last order", DecisionNone},
		{"not sure what this product is", DecisionNone},
		{"pas maintenant, je suis au volant, je vous réponds plus tard", DecisionNone},
		{"not now, at the gym, will reply later", DecisionNone},
		{"je suis en pause déj, j'ai pas le temps", DecisionNone},
		{"budget dyali 300 dh ma ykhrjch", DecisionNone},
		{"non c'est pas vrai, 30 dh seulement ?", DecisionNone},
		// near miss: hesitation, then a no word
		{"j'ai bien hésité toute la journée mais non, mon salon est déjà plein de tapis", DecisionNo},

		// a yes word, then an ordinal: a pick, asked again
		{"iyeh, dik talta hiya li bghit", DecisionNone},
		{"oui la 2", DecisionNone},

		// "wakha" then far: a concession, asked again
		{"واخا بعيدة علينا بزاف", DecisionNone},
		// near miss: a send verb after it, a yes
		{"wakha b3id Agadir, sifto lia", DecisionYes},
	})
	checkRound(t, shop, []roundCase{
		// a stop negated: more shown, no answer
		{"don't stop, show me more", IntentShowMore, unclear},
	})
}
