package i18n

import "testing"

// Round 35e (round35e.go): an add order closing the message after
// reasons, praise, someone's approval, a doubt denied or the item's name
// asked back: a yes. Messages written for this test, not copied from a
// corpus file, each shape with the near misses it must leave alone.
func TestRound35eShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Plateau rond", "Jellaba", "Robe"}})
	checkRound(t, shop, []roundCase{
		// a reason, praise or approval, then the order
		{"mchi mochkil ila t3tlat chwiya, dirha f lpanier", IntentConfirm, DecisionYes},
		{"khti 3tatni lfeu vert, zidha", IntentConfirm, DecisionYes},
		{"non mais elle est magnifique, ajoute-la", IntentConfirm, DecisionYes},
		{"i won't regret it, add it", IntentConfirm, DecisionYes},
		{"je vais pas hésiter, mets-la au panier", IntentConfirm, DecisionYes},
		{"ma bghitch nfker ktar, zidha", IntentConfirm, DecisionYes},
		{"la théière ? oui, ajoute-la", IntentConfirm, DecisionYes},
		{"pas grave si c'est un peu lourd, ajoutez", IntentConfirm, DecisionYes},
		{"ok wait, yes, add it", IntentConfirm, DecisionYes},
		// near misses: asked at the end, a condition, a pick, a size, a
		// colour, a doubt, the other one, a bare no before, a refusal
		{"c'est bon? ajoutée?", "", unclear},
		{"if it comes in 40, add it", "", unclear},
		{"si elle est en coton, ajoute-la", "", unclear},
		{"ila kant katwsl 9bel lkhmis, zidha", "", unclear},
		{"oui la deuxième, ajoute-la", "", unclear},
		{"bghitha zr9a, zidha", "", unclear},
		{"pas sûr, j'hésite, ajoute-la", "", unclear},
		{"no i want the other one, add it", "", unclear},
		{"non, ajoute-la", "", unclear},
		{"la la ma bghitha, zidha", "", unclear},
		{"la, bdelt rayi, zidha", "", unclear},
	})
}
