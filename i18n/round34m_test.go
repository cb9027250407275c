package i18n

import "testing"

// Round 34m (round34m.go): readings the retrain on heldout31 and
// tuning30 moved, and a no then "I'm not from <town>", delivery asked.
// Messages written for this test, not copied from a corpus file, each
// shape with the hard negatives it must leave alone.
func TestRound34mShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Plateau rond", "Jellaba", "Babouches cuir", "Tapis berbère", "Coffret cadeau"}})
	checkRound(t, shop, []roundCase{
		// a no, then "I'm not from <town>", delivery asked
		{"non, je suis pas de rabat, vous livrez à azrou?", IntentUnknown, unclear},
		{"la, ana machi mn fes, kaywslo l taza?", IntentProductQuestion, unclear},
		// hard negatives: nothing asked, no delivery
		{"non je suis pas de votre avis", IntentCancel, DecisionNo},
		{"non merci", IntentCancel, DecisionNo},

		// a yes then paying on delivery stated, a gift wrap, God invoked
		{"wakha, paiement à la livraison", IntentConfirm, DecisionYes},
		{"oui, je paie cash à la livraison", IntentConfirm, DecisionYes},
		{"oui et mettez un papier cadeau svp", IntentConfirm, DecisionYes},
		{"iyeh ya rabi tkon mzyana", IntentConfirm, DecisionYes},
		{"wakha, ghadi nkhlas 3nd tawsil", IntentConfirm, DecisionYes},
		{"iyeh wakha zwina", IntentConfirm, DecisionYes},
		{"oui c'est parfait", IntentConfirm, DecisionYes},
		{"yes, i am sure", IntentConfirm, DecisionYes},
		// hard negatives: a condition, a contrast, a question, more said
		{"ok cool", IntentUnknown, unclear},
		{"yes i'm sure, don't add it", IntentCancel, unclear},
		{"ok mais je paie à la livraison hein", IntentUnknown, unclear},
		{"oui si paiement à la livraison", IntentUnknown, unclear},
		{"oui, paiement à la livraison possible?", IntentProductQuestion, unclear},
		{"oui mais sans papier cadeau", IntentProductQuestion, unclear},
		{"ok, papier cadeau avec une carte", IntentProductQuestion, unclear},

		// "I decided to take it" read a wait
		{"j'ai décidé de prendre la théière", IntentConfirm, DecisionYes},
		{"je n'ai pas encore décidé de prendre la théière", IntentHold, unclear},
		{"non, j'ai décidé de prendre la théière", IntentCancel, unclear},
	})
	for in, want := range map[string]Intent{
		"iyeh, fiha chi 3ib?":            IntentProductQuestion,
		"ma bghit ghir wa7da machi jouj": IntentUnknown,
		"second hand lamp":               IntentProductSearch,
	} {
		if u := shop.Understand(in); u.Intent != want {
			t.Errorf("Understand(%q).Intent = %s, want %s", in, u.Intent, want)
		}
	}
}
