package i18n

import "testing"

// tuning22's false readings, fixed by general rules: a have word read as a
// dry verb of taking, "I get it" (understood), a verb of ordering that
// "before" governs, "could not choose", a no then waiting for the pay.
// Hard negatives: the same words where they do answer.
func TestRound22e(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Babouches cuir"}})
	checkRound(t, shop, []roundCase{
		// "3ndha" is she has, never "ndi" + "ha" (I take it)
		{"khalti 3ndha jouj b7al hada", "", unclear},
		{"3ndo wa7ed", "", unclear},
		{"iyeh zidha, khti 3ndha wa7da w 3jbatha", IntentConfirm, DecisionYes},
		// understood, not taken
		{"ok ok i get it", "", unclear},
		{"i get you", "", unclear},
		{"ok i'll get it", IntentConfirm, DecisionYes},
		// the order still to come
		{"avant de commander, la livraison prend combien de jours ?", "", unclear},
		{"before i order, do you deliver to fes?", "", unclear},
		{"9bel ma nchriha, wach kayna f lkhdar?", "", unclear},
		{"oui ajoutez-la, avant de valider je paie comment ?", IntentConfirm, DecisionYes},
		// could not choose yet
		{"ma 9dartch nkhtar bin joj", IntentHold, DecisionHold},
		{"ما قدرتش نختار", IntentHold, DecisionHold},
		// waiting for the pay is a wait; for the sales, a no
		{"non, je vais attendre ma paie", IntentHold, DecisionHold},
		{"non je vais attendre les soldes", IntentCancel, DecisionNo},
	})
}
