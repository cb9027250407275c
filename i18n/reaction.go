package i18n

import (
	"unicode"
	"unicode/utf8"
)

// IsReaction reports whether a chat message is only emoji ("👍", "😂😂",
// "❤️", "👍🏽 🙏"): spec 000 counts such a message as a reaction, not as a
// message to answer. The session records it as an interaction; what the
// dialogue makes of it is still the Understanding's (a lone 👍 answers yes
// to a pending question).
//
// Emoji are the Unicode "other symbol" runes, with what composes them:
// skin tones, the zero-width joiner, variation selectors, the enclosing
// keycap and tag characters (subdivision flags). Letters, digits and
// punctuation make it a message ("👍!", "ok 👍", "2️⃣"). Spaces are allowed
// between emoji; at least one symbol is needed.
func IsReaction(text string) bool {
	if !utf8.ValidString(text) {
		return false
	}
	symbols := 0
	for _, r := range text {
		switch {
		case unicode.Is(unicode.So, r):
			symbols++
		case unicode.IsSpace(r),
			r >= 0x1F3FB && r <= 0x1F3FF, // skin tones
			r == 0x200D,                  // zero-width joiner
			r >= 0xFE00 && r <= 0xFE0F,   // variation selectors
			r == 0x20E3,                  // combining enclosing keycap
			r >= 0xE0020 && r <= 0xE007F: // tags (flags of England, Scotland, Wales)
		default:
			return false
		}
	}
	return symbols > 0
}
