package i18n

import "testing"

// Round 27f (round27f.go, and round 27d's and 27e's readers widened):
// the last shapes read as a yes or a no that are none. Messages written
// for this test, not copied from a corpus file, each shape with the hard
// negatives it must leave alone.
func TestRound27fShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Plateau rond", "Jellaba", "Babouches"}})
	checkRound(t, shop, []roundCase{
		// the split payment in another spelling of "I pay": asked again
		{"ok, ghadi nkhelles nss daba w nss f twsil, ymken?", "", unclear},
		// An ok, then a split payment proposed, "possible?": a question.
		{"d'accord, je paie la moitié demain et le reste à la réception, c'est possible ?", "", unclear},
		// hard negatives: the put-in said (the corpus: a yes); no question
		{"oui ajoutez, et c'est possible de payer moitié maintenant moitié à la livraison ?", "", DecisionYes},
		{"ok", "", DecisionYes},

		// A yes, then whether delivery is free: asked again.
		{"oui mettez-la, la livraison à rabat est gratuite ?", "", unclear},
		{"wakha zidha, tawsil l fes fabor?", "", unclear},
		// hard negatives: how much is delivery, when it comes: the yes
		{"ok add it, how much is delivery?", "", DecisionYes},
		{"yes add it, when does it arrive?", "", DecisionYes},

		// Wanted for a kin, this one the other kind's: a refine, a no.
		{"كنت باغيها لبابا، هادي ديال العيالات", IntentRefine, DecisionNo},
		{"كنت باغيه لخويا، هادا ديال البنات", IntentRefine, DecisionNo},
		// hard negative: the put-in said
		{"زيدها لبابا", "", DecisionYes},

		// Yes words, then only "understood": nothing answered.
		{"yes yes, c'est compris", IntentUnknown, unclear},
		{"wakha wakha, fhemt", IntentUnknown, unclear},
		// hard negatives: the put-in said; a no with it
		{"ok ok zidha rah fhmtek", "", DecisionYes},
		{"ok ok, zidha", "", DecisionYes},

		// Keep it for me, I'll confirm later: a wait.
		{"gardez-le moi de côté, je confirme ce soir", IntentHold, DecisionHold},
		// hard negatives: a yes before it; kept in the basket after a denied removal
		{"oui gardez-la, je confirme", "", DecisionYes},
		{"ne l'enlève pas, garde-le dans le panier", "", DecisionYes},

		// Add a thing for someone, and another for someone else: a search.
		{"add the teapot for my mother, and the tray for my uncle", IntentProductSearch, unclear},
		// hard negatives: one for me and one for her (the corpus: a yes)
		{"yes, add one for me, and one for my sister", "", DecisionYes},
		{"add two please, one for me and one for my sister", "", DecisionYes},

		// Don't send it until I'm sure, "ta" for "7ta": a wait.
		{"ma tsifthach ta nt2akked", IntentHold, DecisionHold},
		{"ma tzidhach ta ngolik", IntentHold, DecisionHold},
		// hard negative: a plain no
		{"ma tzidhach 3afak", IntentCancel, DecisionNo},

		// "non mais" + disbelief, no comma, then a question of the shown one.
		{"non mais vraiment il fait quelle taille ?", "", unclear},
		{"non mais sérieusement elle coûte combien ?", "", unclear},
		// hard negatives: a no with thanks; another asked
		{"non merci, vous livrez à fès ?", "", DecisionNo},
	})
}
