package i18n

import "testing"

// A yes, then "and" with no comma and another thing put in besides, is
// an order of more than the one asked about (round 24f's alsoOther,
// which wanted a comma before the "and"): asked again, never the yes.
// Leave-one-set-out read heldout22's line of this shape as a yes.
func TestRound25gAlsoWithoutComma(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Théière argentée", "Diffuseur de chaleur"}})
	checkRound(t, shop, []roundCase{
		{"oui et ajoutez aussi un diffuseur", IntentProductSearch, unclear},
		{"yes and also add a teapot", IntentProductSearch, unclear},
		// hard negatives: the same "and" putting in the one asked about
		{"oui et ajoutez-la", IntentConfirm, DecisionYes},
		{"yes and add it please", IntentConfirm, DecisionYes},
		{"wakha w zidha", IntentConfirm, DecisionYes},
	})
}
