package i18n

import "testing"

// "fine" in English is no Darija "where" (round 23c). Hard negatives:
// "fine" before Darija asks, "fine" alone or asked stays unclear.
func TestRound23cEnglishFine(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé"}})
	checkRound(t, shop, []roundCase{
		{"ok fine put it in the cart", IntentConfirm, DecisionYes},
		{"fine, i'll take it then", IntentConfirm, DecisionYes},
		{"fine kayn chi caftan 7mer?", "", unclear},
		{"fine?", "", unclear},
		{"fine whatever", "", unclear},
	})
}
