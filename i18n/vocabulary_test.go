package i18n

import "testing"

func TestUnderstanderVocabulary(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{
		Products:  []string{"Tajine en argile 30 cm", "Babouches en cuir", "belgha", "بلغة", "Huile d'olive"},
		Modifiers: []string{"cuir", "beldi"},
	})
	cases := []struct {
		in   string
		want Intent
	}{
		{"tajine", IntentProductSearch},  // a product of the shop
		{"tajines", IntentProductSearch}, // plural
		{"ltajine", IntentProductSearch}, // glued Darija article
		{"lbelgha dyal rjal", IntentProductSearch},
		{"بلغة ديال الجلد", IntentProductSearch},
		{"olive", IntentProductSearch},                     // "d'olive": the elision is not part of the word
		{"c combien les babouches ?", IntentProductSearch}, // a price asked of a product named: a search
		{"c combien ?", IntentProductQuestion},             // of the product shown
		{"bghit tlaja", IntentProductSearch},               // asked for by name though not sold
		{"ana mn casa", IntentUnknown},                     // chit-chat
		{"xqzv ptk", IntentUnknown},                        // keyboard mashing: the classifier is not asked
		{"salam", IntentGreeting},
		{"en cuir ?", IntentRefine}, // a material alone
		{"sber chwiya", IntentHold}, // a hesitation never searches
	}
	// A word neither the shop nor the shopping nouns know, said alone: the
	// classifier may read it as a search, never with much confidence.
	if u := shop.Understand("zorblat"); (u.Intent != IntentUnknown && u.Intent != IntentProductSearch) || u.Confidence > 0.6 {
		t.Errorf("Understand(zorblat) = %s %.2f", u.Intent, u.Confidence)
	}
	// A thing people buy that the shop does not sell is a search, less sure
	// than the shop's own words.
	if u := shop.Understand("tlaja"); u.Intent != IntentProductSearch || u.Confidence > 0.75 {
		t.Errorf("Understand(tlaja) = %s %.2f", u.Intent, u.Confidence)
	}
	for _, c := range cases {
		u := shop.Understand(c.in)
		if u.Intent != c.want {
			t.Errorf("Understand(%q) = %s %.2f, want %s", c.in, u.Intent, u.Confidence, c.want)
		}
		if u.Intent == IntentUnknown && u.Confidence >= 0.5 {
			t.Errorf("Understand(%q): unknown with confidence %.2f, want < 0.5", c.in, u.Confidence)
		}
	}
	// Without a vocabulary any unknown word may be a product.
	if u := Understand("tlaja"); u.Intent != IntentProductSearch {
		t.Errorf("open vocabulary: Understand(tlaja) = %s", u.Intent)
	}
}
