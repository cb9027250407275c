package i18n

import "testing"

// Round 34a (round34a.go): heldout31's yes/no answers read by shape.
// Messages written for this test, not copied from a corpus file, each
// shape with the hard negatives it must leave alone.
func TestRound34aShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Plateau rond", "Jellaba", "Babouches cuir", "Tapis berbère"}})
	checkDecisions(t, shop, []decisionCase{
		// a plain yes, but sent to another address or home: asked again
		{"نعم ولكن صيفطوها لعنوان خويا", DecisionNone},
		{"wakha walakin sifetha l dar khalti", DecisionNone},
		// hard negatives: a verb of putting in first, or a yes sending home
		{"زيدها ولكن صيفطها لدار الوالدة", DecisionYes},
		{"wakha, sifetha l dar dyali f sla", DecisionYes},

		// put in contact, "I forgot what", "as you like"
		{"mettez-moi en contact avec quelqu'un", DecisionNone},
		{"safi nsit ach kent bghit", DecisionNone},
		{"ewa 3la 7sab ma bghiti", DecisionNone},
		// hard negatives
		{"iyeh zidha, nsit ngolik", DecisionYes},

		// a cancel refused, then kept: a yes
		{"please don't cancel it, add it", DecisionYes},
		{"لا تلغيه، أريده", DecisionYes},
		{"لا أريد الإلغاء، أضفها", DecisionYes},
		// hard negatives: the no and the cancel apart
		{"no cancel that please", DecisionNo},
		{"لا، ألغ الطلب", DecisionNo},

		// a yes verb negated, nothing else: a no
		{"i'm not buying it", DecisionNo},
		{"je ne confirme pas", DecisionNo},
		{"لا أؤكد شيئا", DecisionNo},
		// hard negatives: a wait or more asked
		{"wait, don't confirm yet", DecisionAmbiguous},
		{"don't add anything else", DecisionAmbiguous},
		{"ajoutez rien", DecisionNone},
		{"non, ajoutez-la", DecisionNone},
		{"don't cancel, add it?", DecisionNone},

		// a no, then only a verb of putting in: asked again
		{"oh non pas du tout, ajoute la !", DecisionNone},
	})
}

// Round 34a: a wallet saying no, a yes then too dear for me.
func TestRound34aMeans(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière"}})
	checkDecisions(t, shop, []decisionCase{
		{"i would say yes but my wallet says no", DecisionNo},
		{"oui mais mon budget dit non", DecisionNo},
		{"ok, it's too expensive for me", DecisionNo},
		{"iyeh, zwina walakin ghalia bzaf 3liya", DecisionNo},
		{"wakha mais ghalia 3liya", DecisionNone},
		{"yes it's lovely but i can't afford it", DecisionNo},
		{"جميلة لكن ميزانيتي لا تسمح", DecisionNo},
		// hard negatives: a heart torn, a condition, a bit, a yes verb
		{"my heart says yes but my wallet says no", DecisionNone},
		{"oui si c'est gratuit, sinon trop cher pour moi", DecisionNone},
		{"wakha ghalia chwiya 3liya", DecisionNone},
		{"my budget says no but my heart says add it", DecisionNone},
	})
}

// Round 34a: a no that reassures or takes back, then a verb of putting in.
func TestRound34aReassured(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière"}})
	checkDecisions(t, shop, []decisionCase{
		{"nope i was kidding, put it in", DecisionYes},
		{"non non je plaisante, mets le", DecisionYes},
		{"no no it's all good, add it", DecisionYes},
		{"non mais c bon, ajoute", DecisionYes},
		{"no more questions, add it", DecisionYes},
		// hard negatives: a condition, a question, a negation, buying elsewhere
		{"la machi mochkil ila kant ghalia zidha", DecisionNone},
		{"non c bon je vais l'acheter au souk", DecisionNone},
		{"non c'est bon, je ne veux pas d'appel", DecisionNo},
	})
}
