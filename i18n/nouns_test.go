package i18n

import (
	"encoding/json"
	"testing"
	"unicode/utf8"
)

// Every entry of nouns.json must count: one word, not a word the
// package's lists give a meaning of their own (a colour, "four", "top"),
// listed once.
func TestShoppingNounsTable(t *testing.T) {
	t.Parallel()
	var tab nounTable
	if err := json.Unmarshal(nounsFile, &tab); err != nil {
		t.Fatal(err)
	}
	if tab.About == "" || len(tab.Categories) == 0 {
		t.Fatal("nouns.json: no about text or no categories")
	}
	seen := map[string]string{}
	for _, c := range tab.Categories {
		if c.Name == "" || len(c.Words) == 0 {
			t.Errorf("category %q: no name or no words", c.Name)
		}
		for _, w := range c.Words {
			words := termTokens(w)
			switch {
			case len(words) != 1:
				t.Errorf("%s: %q is %d words; list one word", c.Name, w, len(words))
			case !vocabWord(words[0]) || utf8.RuneCountInString(words[0]) < 2:
				t.Errorf("%s: %q has a meaning in the package's lists (or is a number): it would never count", c.Name, w)
			case seen[words[0]] != "":
				t.Errorf("%s: %q already listed in %s", c.Name, w, seen[words[0]])
			default:
				seen[words[0]] = c.Name
			}
		}
	}
}

// With a shop vocabulary, a thing people buy is a search even when the
// shop does not sell it; chit-chat and questions about the product stay
// what they are.
func TestShoppingNouns(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Babouches en cuir"}})
	cases := []struct {
		in   string
		want Intent
	}{
		{"laptop", IntentProductSearch},
		{"bghit laptop", IntentProductSearch},
		{"3ndkom tlaja?", IntentProductSearch},
		{"wach kayna chi tellaja sghira?", IntentProductSearch}, // a spelling variant
		{"un frigo", IntentProductSearch},
		{"je cherche une télé", IntentProductSearch},
		{"بغيت تلاجة", IntentProductSearch},
		{"أريد نظارات شمسية", IntentProductSearch},
		{"do you sell laptops?", IntentProductSearch}, // plural
		{"ltlaja dyal jouj biban", IntentProductSearch},
		{"ch7al had tlaja?", IntentProductQuestion}, // the one shown
		{"nta robot?", IntentUnknown},
		{"ana mn casa", IntentUnknown},
		{"sber chwiya", IntentHold},
	}
	for _, c := range cases {
		u := shop.Understand(c.in)
		if u.Intent != c.want {
			t.Errorf("Understand(%q) = %s %.2f, want %s", c.in, u.Intent, u.Confidence, c.want)
		}
	}
	// A shop word is surer than a thing the shop may not sell.
	if a, b := shop.Understand("bghit tajine"), shop.Understand("bghit tlaja"); a.Confidence <= b.Confidence {
		t.Errorf("bghit tajine %.2f, bghit tlaja %.2f: the shop's own word should be surer", a.Confidence, b.Confidence)
	}
}
