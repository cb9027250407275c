package i18n

import "testing"

// A no then a last clause that only puts the product in contradicts
// itself: asked again, never the no (putAfterNo). Written for this test.
func TestPutAfterNo(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé"}})
	checkRound(t, shop, []roundCase{
		{"la, bdelt rayi, zidha", "", unclear},
		{"no, i changed my mind, add it", "", unclear},
		// a no taken back ("finalement"), then the add verb: the corpus's
		// yes (round 34a, 106 lines; tuning30's "non finalement …,
		// ajoutez les deux foulards"), no longer asked again
		{"non, finalement ajoutez-la", IntentConfirm, DecisionYes},
		{"لا، غيرت رأيي، أضفها", "", unclear},
		{"لا، ماشي دابا، زيدها", "", unclear},
		{"la, ma ghadich nchriha mn 3nd chi wa7ed akhor, zidha liya", "", unclear},
		// a no that stays one: go on, another one, a negated verb
		{"la machi hadou, zid", IntentShowMore, DecisionNo},
		{"non non ajoute pas", IntentCancel, DecisionNo},
		{"la", IntentCancel, DecisionNo},
		{"no dont add it", IntentCancel, DecisionNo},
	})
}
