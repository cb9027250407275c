package i18n

import (
	"strings"
	"testing"
	"unicode"
)

func TestIsReaction(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		text string
		want bool
	}{
		{"👍", true},
		{"😂😂", true},
		{"👍🏽", true},      // skin tone
		{"❤️", true},      // variation selector
		{" 🙏  👍 ", true},  // spaces between emoji
		{"👨‍👩‍👧", true},   // zero-width joiners
		{"🏴󠁧󠁢󠁳󠁣󠁴󠁿", true}, // a subdivision flag (tag characters)
		{"🇲🇦", true},      // regional indicators
		{"✅", true},
		{"", false},
		{"   ", false},
		{"ok 👍", false},
		{"👍!", false},
		{"2️⃣", false}, // a keycap digit is a pick, not a reaction
		{"wakha", false},
		{"واخا 👍", false},
		{"\xff👍", false},
		{"\u200d", false}, // a joiner alone has no symbol
	} {
		if got := IsReaction(tt.text); got != tt.want {
			t.Errorf("IsReaction(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// A reaction never carries a word: fuzzing from the shared seeds, anything
// IsReaction accepts has no letter or digit once normalized.
func FuzzIsReaction(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Add("👍🏽 🙏")
	f.Fuzz(func(t *testing.T, s string) {
		if !IsReaction(s) {
			return
		}
		if strings.TrimSpace(s) == "" {
			t.Fatalf("IsReaction(%q): blank", s)
		}
		for _, r := range s {
			if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsPunct(r) {
				t.Fatalf("IsReaction(%q) with %q in it", s, r)
			}
		}
	})
}
