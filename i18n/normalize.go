package i18n

import (
	"strings"
	"unicode"
)

// Normalize folds text for matching. (Interim version: lower-case and trim;
// the full x/text pipeline replaces it.)
func Normalize(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}

// Tokens splits normalized text into words of letters and digits.
func Tokens(s string) []string {
	return strings.FieldsFunc(Normalize(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsNumber(r)
	})
}
