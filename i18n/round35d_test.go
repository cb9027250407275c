package i18n

import "testing"

// Round 35d (round35d.go): a refusal of the card shown, then a request:
// a no with the request's intent. Messages written for this test, not
// copied from a corpus file, each shape with the near misses it must
// leave alone.
func TestRound35dShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Plateau rond", "Jellaba", "Sac en cuir"}})
	checkRound(t, shop, []roundCase{
		// a dislike or a fault of the one shown, then a request
		{"too shiny for me, anything more plain?", IntentRefine, DecisionNo},
		{"trop voyant pour moi, vous avez plus sobre ?", IntentRefine, DecisionNo},
		{"not my style, show me some others", IntentShowMore, DecisionNo},
		{"ma3jbatnich, wrini chi khrin", IntentShowMore, DecisionNo},
		// near misses: a bare refinement, a request first, a title, a
		// purse told, a concession, a size, "these", a yes verb kept, a
		// pick, an order received
		{"plus sobre svp", IntentRefine, unclear},
		{"ma ghadich ntlf lik lwe9t, bghit ghir tajine kbir", IntentProductSearch, unclear},
		{"wrini chi khrin, hado ma3jbounich", IntentShowMore, DecisionNo}, // read a no since round 37s (round37s.go)
		{"lalla, wach kayn caftan?", IntentProductSearch, unclear},
		{"ma3ndich budget kbir, moins de 300", IntentRefine, unclear},
		{"zwina walakin sghira 3liya, kayna kbira?", IntentRefine, unclear},
		{"c'est pas ma taille, vous avez plus grand ?", IntentRefine, unclear},
		{"i don't like these, anything else?", IntentShowMore, DecisionNo}, // read a no since round 37s (round37s.go)
		{"la, zid tania m3aha, bghit jouj", IntentConfirm, unclear},
		{"non, la troisième", IntentSelect, DecisionNo}, // (a no since round 37p: the README's "a refusal of the card shown then a pick of another is select, no")
		{"non, j'ai reçu la lampe cassée, je veux un remboursement", IntentProductSearch, unclear},
	})
}
