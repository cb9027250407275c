package i18n

import "testing"

// TestSlips: a word one finger-slip from a listed word is read as it, a
// word one slip from another word stays itself.
func TestSlips(t *testing.T) {
	t.Parallel()
	sp := loadSpellings()
	for _, tc := range []struct {
		typed, listed string // listed "" : the typed word must stay unread
	}{
		{"mochkl", "mochkil"},  // a vowel dropped
		{"shokarn", "chokran"}, // two letters swapped
		{"waka", "wakha"},      // an h dropped from four letters
		{"ajoutz", "ajoutez"},  // a vowel dropped, French
		{"kemmel", ""},         // listed itself
		{"kettel", ""},         // a consonant replaced: not "kemmel"
		{"rugs", ""},           // four letters, a vowel: not "rouges"
		{"lwan", ""},           // four letters, a consonant: not "lwazn"
		{"verres", ""},         // a consonant dropped from a short word: not "vertes"
		{"أريكه", ""},          // Arabic letters are never replaced: not "أريده"
		{"سداري", ""},          // five Arabic letters dropping one: too short
		{"salamz", ""},         // the last letter differs: not "salam"
		{"xbghit", ""},         // the first letter differs
	} {
		got := sp.slip(tc.typed)
		want := ""
		if tc.listed != "" {
			want, _ = sp.canon(tc.listed)
		}
		if got != want {
			t.Errorf("slip(%q) = %q, want %q (the family of %q)", tc.typed, got, want, tc.listed)
		}
	}
}

func TestOneSlip(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		a, b string
		want slipKind
	}{
		{"wakha", "waka", dropped},
		{"chokran", "chokarn", swapped},
		{"merci", "merco", noSlip}, // the last letter
		{"mzian", "mzien", replaced},
		{"kemel", "ketel", noSlip}, // m and t are not neighbours
		{"same", "same", noSlip},
		{"abcde", "abxye", noSlip},
	} {
		if got, _ := oneSlip(tc.a, tc.b); got != tc.want {
			t.Errorf("oneSlip(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}
