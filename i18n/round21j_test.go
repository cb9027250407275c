package i18n

import "testing"

// Round 21j: photos of the thing shown asked. Messages written for this test, not copied from a corpus file.
func TestRound21jIntents(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Parfum musc",
		"Savon noir", "Babouches cuir", "Tapis berbère"}})
	checkRound(t, shop, []roundCase{
		// photos of it asked
		{"vous avez des photos portées ?", IntentProductQuestion, unclear},
		{"any pictures of it worn?", IntentProductQuestion, unclear},
		{"3ndkom tsawer dyalha mlbosa?", IntentProductQuestion, unclear},
		// hard negatives: others' photos, a position, a story, thanks
		{"sift liya tsawer lokhrin", IntentShowMore, unclear},
		{"la troisième photo", IntentSelect, unclear},
		{"merci pour les photos", IntentThanks, unclear},
	})
}
