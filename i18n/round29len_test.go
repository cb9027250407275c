package i18n

import "testing"

// Round 29len (round29len.go): a yes then another thing wanted with it,
// "don't put only one, put two", and the readings the 1/√n retrain
// moved, by shape. Messages written for this test, not copied from a
// corpus file, each shape with the hard negatives it must leave alone.
func TestRound29lenShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Théière argentée", "Plateau en cuivre", "Verres dorés", "Tajine en argile",
		"Caftan brodé", "Coque téléphone", "Chargeur", "Miel de thym"}, Synonyms: []string{"berrad", "براد", "كيسان", "teapot", "tray",
		"كاس", "صينية", "honey"}})
	checkRound(t, shop, []roundCase{
		// a yes, then another thing the shop sells added or wanted with it
		{"iyeh w bghit m3aha chi plateau", IntentProductSearch, unclear},
		{"wakha, w zid liya m3aha berrad sghir", IntentProductSearch, unclear},
		{"واخا، وبغيت معاها تلاتة ديال الكيسان", IntentProductSearch, unclear},
		{"نعم وأضف معه صينية صغيرة", IntentProductSearch, unclear},
		{"oui et je veux aussi des verres", IntentProductSearch, unclear},
		{"yes and add the honey too", IntentProductSearch, unclear},
		{"ok, w zid m3aha chargeur", IntentProductSearch, unclear},
		// hard negatives: a gift wrap or a card put with it, another one
		// of the same, the thing itself, no "with it", a negation, asked
		{"iyeh w zid m3aha emballage cadeau", IntentConfirm, DecisionYes},
		{"واخا، وزيد معاها الكارطة ديال الهدية", "", DecisionYes},
		{"wakha w zid wa7da khra l khti", IntentConfirm, DecisionYes},
		{"yes and add another one too", IntentShowMore, unclear}, // (the model's reading: no thing named, this reader leaves it)
		{"yes and add it", IntentConfirm, DecisionYes},
		{"oui et ajoutez le plateau", IntentConfirm, DecisionYes},
		{"wakha w ma tzidch m3aha berrad", "", unclear},
		{"iyeh w zid m3aha berrad?", "", unclear},

		// "don't put only one, put two": never a no
		{"ma tzidhach ghir wa7da zid jouj", IntentConfirm, unclear},
		{"don't add just one, add two", IntentConfirm, unclear},
		// hard negatives: only one wanted, a put negated alone
		{"ma tzidhach", IntentCancel, DecisionNo},
		{"zid jouj", IntentConfirm, DecisionYes},

		// "I'm fine as I am": no yes
		{"ana mzyan hakka daba, merci", "", unclear},
		{"i'm good thanks", IntentCancel, DecisionNo}, // (a no read is left alone)
		// hard negatives: fine with it put in, a yes alone
		{"ana mzyan, zidha", IntentConfirm, DecisionYes},
		{"i'm good, add it", IntentConfirm, DecisionYes},
		{"wakha mzyan", IntentConfirm, DecisionYes},

		// "no, I didn't mean that": asked again
		{"no i didn't mean that", IntentUnknown, unclear},
		{"لا، لم أقصد هذا", IntentUnknown, unclear},
		// hard negatives: a put after it, a no alone, a refusal
		{"لا لا، لم أقصد الرفض، أضفها", "", DecisionYes},
		{"no", IntentCancel, DecisionNo},
		{"no i don't want that", IntentCancel, DecisionNo},

		// go on with the list: more of them
		{"كمل ليا الليستة", IntentShowMore, unclear},
		{"kmel wrini lba9i", IntentShowMore, unclear},
		{"continue the list", IntentShowMore, unclear},
		// hard negatives: go on with the order, go on alone
		{"كمل الكوموند", IntentConfirm, DecisionYes},
		{"kmmel lcommande", IntentConfirm, DecisionYes},

		// a size alone is the size; "we'll see" after thanks asks again
		{"ok merci, on verra", IntentUnknown, unclear},
		// hard negatives: thanks alone, thanks and a goodbye
		{"ok merci", IntentThanks, unclear},
		{"merci, bonne journée", "", unclear},

		// seeing it at the shop: no search
		{"bghit nchouf tajine f lmagasin", IntentUnknown, unclear},
		// hard negative: a search
		{"bghit nchouf tajine kbir", IntentProductSearch, unclear},

		// a no, then the last order's fault: a no
		{"la, lcommande jatni mherrsa lmerra li fatt", IntentCancel, DecisionNo},
		{"no, my order came broken last time", IntentCancel, DecisionNo},
		// hard negatives: "la commande" (an article), no fault told, asked
		{"la commande dyali wslat mherrsa", "", unclear},
		{"la, lcommande wslat mherrsa?", "", unclear},
	})
	for _, c := range []struct{ in, size string }{{"36", "36"}, {"42", "42"}, {"XL", "XL"}} {
		if u := shop.Understand(c.in); u.Size != c.size || u.Intent != IntentRefine {
			t.Errorf("Understand(%q) = %s size %q, want refine size %q", c.in, u.Intent, u.Size, c.size)
		}
	}
	if u := shop.Understand("2"); u.Size != "" {
		t.Errorf("Understand(%q).Size = %q, want none (a position)", "2", u.Size)
	}
}
