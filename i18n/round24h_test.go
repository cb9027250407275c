package i18n

import "testing"

// Round 24h (round24h.go): refusals said in forms the rules missed.
// Messages written for this test, not copied from a corpus file, and the
// hard negatives each must leave alone.
func TestRound24hRefusalForms(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Huile d'argan"}})
	checkRound(t, shop, []roundCase{
		// a negated want glued or drawn out
		{"mabghitchhhh", IntentCancel, DecisionNo},
		{"la la manbghihach", IntentCancel, DecisionNo},
		{"ma nbghihach shokran", IntentCancel, DecisionNo},
		{"mabghitchi a khoya", IntentCancel, DecisionNo},
		// waiting for the sales
		{"non merci, j'attends les promos", IntentCancel, DecisionNo},
		{"i think i'll wait for the black friday deals", IntentCancel, DecisionNo},
		{"ghadi ntsenna lpromo, daba bzaf", IntentCancel, DecisionNo},
		{"غانتسنى التخفيضات ديال الصيف", IntentCancel, DecisionNo},
		// nothing added
		{"ne mettez rien s'il vous plaît", IntentCancel, DecisionNo},
		{"please do not add anything, i only wanted the delivery time", IntentCancel, DecisionNo},
		{"لا تضيف شيئا من فضلك", IntentCancel, DecisionNo},
		// someone at home refusing
		{"my sister said absolutely not", IntentCancel, DecisionNo},
		{"الوالد رفض", IntentCancel, DecisionNo},
		{"راجلي قال بلا منها", IntentCancel, DecisionNo},
		// why one would need it
		{"mais pourquoi j'en aurais besoin", IntentCancel, DecisionNo},
		{"why would i even need a second kettle?", IntentCancel, DecisionNo},
		// a removal said bare, agreed
		{"ok remove it", IntentCancel, DecisionNo},
		{"oui, supprimez tout", IntentCancel, DecisionNo},
		{"scrap all of it", IntentCancel, DecisionNo},
		// hard negatives
		{"delete it?", "", unclear},                                          // asked
		{"ma nbghi ghir lkhdra", "", unclear},                                // only the green one
		{"attendez, je vérifie mon solde", "", DecisionHold},                 // the balance, a wait
		{"c'est en promo pendant les soldes ?", "", unclear},                 // asked
		{"i'll wait for the sales assistant, add it meanwhile", "", unclear}, // a yes verb
		{"n'ajoutez rien d'autre", "", unclear},                              // the rest kept
		{"my sister said no problem, add it", "", DecisionYes},               // a yes
		{"my sister said not the blue one", "", unclear},                     // another colour asked
		{"my mom refused the red, got it in beige?", "", unclear},            // asked
		{"why would i add it?", "", unclear},                                 // labelled asked again
		{"why wouldn't i need it", "", unclear},                              // a need, denied
	})
}

// The shapes themselves leave alone what the rules read elsewhere: the
// one shown kept, the rest kept.
func TestRound24hShapesLeave(t *testing.T) {
	t.Parallel()
	for _, s := range []string{"mabghitchhh ghir hadi", "don't add anything else, just the tajine", "n'ajoutez rien de plus",
		"ma nbghi ghir lkhdra", "my sister said no problem", "attendez je regarde mon solde",
		"supprime la rouge et ajoute la verte", "lghalia", "بغيت الغاسول",
		"remove the blue one, keep the other"} {
		a := analyzeInto(s, nil)
		if refusalForm(&a) {
			t.Errorf("refusalForm(%q) = true, want false", s)
		}
	}
}
