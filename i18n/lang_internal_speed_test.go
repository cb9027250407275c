package i18n

import (
	"testing"
	"unicode"
)

// TestArabicLetterRange: the letters detectLang counts without asking
// the Unicode tables are Arabic letters by the tables too.
func TestArabicLetterRange(t *testing.T) {
	for r := rune(0x0621); r <= 0x064a; r++ {
		if (r <= 0x063a || r >= 0x0641) && !(unicode.Is(unicode.Arabic, r) && unicode.IsLetter(r)) {
			t.Errorf("%U is counted an Arabic letter and is none", r)
		}
	}
}
