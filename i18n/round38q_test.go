package i18n

import "testing"

// Round 38q (round38q.go): a size asked of one definite thing the shop
// sells, named before "existe", or before "kayna" and set apart as the
// topic, is a question about the one shown, not a search; the decision
// stays unclear. The near misses (one looked for, the thing bare, right
// before "kayna" or after it, a want, a relative, a measure) stay
// searches.
func TestRound38qSizeOfShown(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Robe longue", "Jellaba brodée", "Caftan", "T-shirt", "Babouches", "Belgha", "قفطان"}})
	checkRound(t, shop, []roundCase{
		// the thing definite, before the word of being there
		{"la robe bleue, kayna f L?", IntentProductQuestion, unclear},
		{"la robe longue verte wach kayna f XL?", IntentProductQuestion, unclear},
		{"la robe longue existe en 40 ?", IntentProductQuestion, unclear},
		{"la jellaba brodée, wach mazal kayna f XL?", IntentProductQuestion, unclear},
		{"le caftan vert il existe en M ?", IntentProductQuestion, unclear},
		{"dak t-shirt lkhel wach kayn f S?", IntentProductQuestion, unclear},
		{"wach lbelgha kayna f 39?", IntentProductQuestion, unclear},
		{"القفطان الأخضر واش كاين ف M؟", IntentProductQuestion, unclear},
		{"ma fille fait du 38, elle existe en 38 la babouche ?", IntentProductQuestion, unclear},
		// near misses: one looked for, the thing after the word of being
		// there, a want, a relative before it
		{"kayna chi robe bleue f L?", IntentProductSearch, unclear},
		{"la robe bleue kayna f L?", IntentProductSearch, unclear},
		{"t-shirt lkhel kayn f S?", IntentProductSearch, unclear},
		{"la robe longue dyal 120 cm, wach kayna?", IntentProductSearch, unclear},
		{"wach kayn des babouches f 39?", IntentProductSearch, unclear},
		{"kayna lbelgha f 39?", IntentProductSearch, unclear},
		{"bghit la robe bleue f L ila kayna", IntentProductSearch, unclear},
		{"la robe li kayna f la vitrine 3ndkom f L?", IntentProductSearch, unclear},
	})
}
