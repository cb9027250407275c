package i18n

import "testing"

// Round 34t (round34t.go): tuning30's false yeses and noes, read by
// shape as asked again. Messages written for this test, not copied from
// a corpus file, each shape with the hard negatives it must leave alone.
func TestRound34tShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Plateau rond", "Jellaba", "Babouches cuir", "Tapis berbère"}})
	checkDecisions(t, shop, []decisionCase{
		// an answer said to kin at home
		{"نعم يا أبي، سآتي الآن", DecisionNone},
		{"oui maman, j'arrive tout de suite", DecisionNone},
		{"no honey, not now, i'm at work", DecisionNone},
		// hard negatives: the seller called kin by an old shopper, a yes verb
		{"نعم يا ابنتي اضيفيه", DecisionYes},
		{"oui maman a dit ok, ajoutez", DecisionYes},

		// neither answer said
		{"ma glt iyeh ma glt la, ghir kanswl", DecisionNone},
		{"ما قلت إيه ما قلت لا", DecisionNone},

		// talking to someone else, someone else writing
		{"lol no i was talking to my brother", DecisionNone},
		{"non c'est ma fille qui écrit", DecisionNone},
		// hard negative
		{"no, not this one", DecisionNo},
		{"non, je parlais à ma femme, elle veut pas", DecisionNo},

		// a no that reassures; the price denied dear
		{"non je suis pas fâchée", DecisionNone},
		{"لا، لست غاضبة", DecisionNone},
		{"la, machi ghali", DecisionNone},
		// hard negatives: a yes verb
		{"non ça me dérange pas, ajoutez-le", DecisionYes},
		{"la machi ghalia, zidha", DecisionYes},
		{"non merci", DecisionNo},
	})
}
