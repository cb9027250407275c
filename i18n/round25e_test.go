package i18n

import "testing"

// Round 25e (round25e.go): yeses the rest of the message takes back, and
// a no that denies a change of mind. Messages written for this test, not
// copied from a corpus file, each shape with the hard negatives it must
// leave alone.
func TestRound25eYesesTakenBack(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Jellaba en laine", "Tajine en argile",
		"Babouches cuir", "Robe d'été"}})
	checkRound(t, shop, []roundCase{
		// Two sizes in one answer, split between nobody: which goes in
		// is not said.
		{"d'accord ma tante, je prends les deux tailles, L et XL", "", unclear},
		{"wakha a khti, ghanakhod jouj tailles, M w L", "", unclear},
		{"ok i'll take both sizes, S and M", "", unclear},
		// hard negatives: one size; sizes split between people
		{"oui je prends la M", "", DecisionYes},
		{"wakha dir liya wa7ed l rajli f XL w wa7ed lia f M", "", unclear}, // two sizes in one answer: asked again, as the two freshest sets' writers rule (round 26)

		// A verb of continuing with the list: more of it shown.
		{"kammel liya la liste 3afak", IntentShowMore, unclear},
		{"kmmel lia lista", IntentShowMore, unclear},
		{"continuez la liste svp", IntentShowMore, unclear},
		// hard negatives: the order completed
		{"kmml lcommande", IntentConfirm, DecisionYes},
		{"iyeh kmmel", IntentConfirm, DecisionYes},

		// "I want it" with or without a part or a colour: a variant.
		{"bghitha b lkmam twal", IntentRefine, unclear},
		{"bghitha bla capuche", "", unclear},
		{"i want it with long sleeves", IntentRefine, unclear},
		// hard negatives: with a count, a price, a verb
		{"ah bghitha b jouj", IntentConfirm, DecisionYes},
		{"wakha bghitha b had taman", IntentConfirm, DecisionYes},

		// Two of them, one in each of two colours: asked again.
		{"dir liya jouj, wa7da k7la w wa7da bida", "", unclear},
		{"add two, one red and one black", "", unclear},
		// hard negatives: one colour; a colour refused
		{"zidha b l7amra", "", unclear},
		{"iyeh zidha", IntentConfirm, DecisionYes},

		// A want for a date, then its arrival negated: a no.
		{"bghitha l l3id w l3id ghda ma ghatwslch", IntentCancel, DecisionNo},
		{"بغيتها للعرس والعرس غدا ما غاتوصلش", IntentCancel, DecisionNo},
		// hard negatives: "ma" as when ("9bel ma", "mli"), asked
		{"ok dirha w tsel biya 9bel ma twsal", IntentConfirm, DecisionYes},
		{"wakha zidha, wach ghatwsal 9bel l3id?", "", DecisionYes},

		// A maybe before the verb of putting in: not sure yet.
		{"ah wa9ila zidha, allah y7fdek", "", unclear},
		{"yemken dirha", "", unclear},
		{"maybe add it", "", unclear},
		// hard negatives: "if possible" is a yes
		{"zidha ila momkin", IntentConfirm, DecisionYes},
		{"add it if possible", IntentConfirm, DecisionYes},

		// A question word with no mark and no yes before it: asked.
		{"la livraison à Tanger prend combien de temps", IntentProductQuestion, unclear},
		{"how long does it take to ship to rabat", "", unclear},
		{"l'envoi sur Meknès ça prend combien de jours", "", unclear},
		// hard negatives: a yes before the question; "quand même"
		{"oui ajoutez, la livraison c'est combien pour Fès", IntentConfirm, DecisionYes},
		{"je la prends quand même", "", DecisionYes},

		// A wishlist is not the cart.
		{"put it in my wishlist please", "", unclear},
		{"mets-la dans mes favoris", "", unclear},
		// hard negatives: taken from the wishlist into the cart
		{"wakha, 7iydha mn lwishlist w dirha f lpanier", IntentConfirm, DecisionYes},

		// A no denying a change of mind, then still wanting it: a yes.
		{"لا، ما غيرت رأيي، مازلت أريدها", IntentConfirm, DecisionYes},
		{"no i have not changed my mind, i still want it", IntentConfirm, DecisionYes},
		// hard negatives: the mind changed; not wanted any more
		{"لا، غيرت رأيي", IntentCancel, DecisionNo},
		{"no i haven't changed my mind, i still don't want it", "", unclear},
	})
}
