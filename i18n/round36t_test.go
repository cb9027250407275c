package i18n

import "testing"

// Round 36t (round36t.go): the seen false yeses and noes left after
// round 35, read by shape. Messages written for this test, each shape
// with the near misses it must leave alone.
func TestRound36tShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Babouches cuir", "Tapis berbère"}})
	checkDecisions(t, shop, []decisionCase{
		// an answer said to someone at home by first name: asked again
		{"non hamza, ma tkhrjch daba", DecisionNone},
		{"no Sara, put the phone down", DecisionNone},
		// near miss: a yes verb after the name
		{"wakha khadija, zidha", DecisionYes},

		// a no about who one is: asked again
		{"non, je suis de Fès, pas de Meknès", DecisionNone},
		{"no, i'm not the same person who ordered before", DecisionNone},
		{"لا، اسمي يكتب بالتاء", DecisionNone},
		// near miss: a place the shopper is at, too far ("à", not "de")
		{"non je suis à Dakhla, c'est trop loin", DecisionNo},

		// thanks returned, not the offer's: asked again
		{"no thanks for asking, all good here", DecisionNone},
		{"non merci à vous pour votre aide hier", DecisionNone},
		// near miss: thanks for the help, a no
		{"لا شكرا على المساعدة", DecisionNo},

		// the shop's messages stopped: asked again
		{"stop sending me these sms", DecisionNone},

		// never bought, can't talk, the site blamed: asked again
		{"non, j'ai jamais acheté en ligne, c'est sûr ?", DecisionNone},
		{"je suis en réunion, ma n9derch nhdr bzaf", DecisionNone},
		{"no because the app crashed last time", DecisionNone},

		// a no left open: asked again
		{"ghadi ntsenna soldes w nchouf", DecisionNone},
		{"je passe à la banque et je vous dirai", DecisionNone},

		// the exclamation at a price: asked again; too dear, a no
		{"لا إله إلا الله، الثمن مرتفع", DecisionNone},
		{"لا إله إلا الله، غالية بزاف", DecisionNo},

		// a yes to something else: a size, a number, after a time, "it's
		// me", a goodbye, a habit: asked again
		{"yes in XL please", DecisionNone},
		{"oui, numéro 3", DecisionNone},
		{"ok, after Ramadan then", DecisionNone},
		{"oui c'est moi qui ai écrit hier", DecisionNone},
		{"ok les amis, à demain, bslama", DecisionNone},
		{"never say no to a good tajine haha", DecisionNone},
		// near misses: a yes verb beside them
		{"yes size M please add", DecisionYes},
		{"never say no to argan oil, add it", DecisionYes},
	})
	checkRound(t, shop, []roundCase{
		// a plain yes, then when it arrives: a question on delivery
		{"ok, ça arrive quand à Tiznit ?", IntentProductQuestion, unclear},
		{"موافق، متى يصل إلى العيون؟", IntentProductQuestion, unclear},
		// near miss: an add verb with it, a yes
		{"ok zidha, ça arrive quand à Tiznit ?", "", DecisionYes},

		// a plain yes, then whether the shop delivers to a place (round
		// 36u): a question on delivery, asked again
		{"yes, do you deliver to Tata?", IntentProductQuestion, unclear},
		{"oui, vous livrez aussi à Midelt ?", IntentProductQuestion, unclear},
		{"wakha, wach katwslo l Taroudant?", IntentProductQuestion, unclear},
		{"نعم، هل توصلون إلى تارودانت؟", IntentProductQuestion, unclear},
		{"ok, livraison à Chefchaouen c'est possible ?", IntentProductQuestion, unclear},
		// near misses: an add or take verb, where to send it told, "it"
		// sent: a yes
		{"ok add it, do you deliver to Tata?", "", DecisionYes},
		{"oui je la prends, vous livrez à Midelt ?", "", DecisionYes},
		{"wakha zidha, wach katwslo l Taroudant?", "", DecisionYes},
		{"oui, livraison à Chefchaouen svp", "", DecisionYes},
		{"sure, can you ship it to my riad in Fes?", "", DecisionYes},
	})
}

// Round 36t's near misses read by the older rounds' tests: "I disagree"
// is a no, "never say no to that" a yes.
func TestRound36tNearMisses(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Théière"}})
	checkDecisions(t, shop, []decisionCase{
		{"non, je suis pas de votre avis", DecisionNo},
		{"i'd never say no to that", DecisionYes},
	})
}
