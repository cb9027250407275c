package i18n

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
)

// lightInto writes the key the loop before round 28's speed work wrote,
// for every word of the corpus the tests may read and for random ASCII.
func TestLightIntoMatchesTheOldLoop(t *testing.T) {
	t.Parallel()
	var words []string
	for _, text := range corpusTextsToCheck(t) {
		words = append(words, Tokens(text)...)
	}
	if len(words) < 10000 {
		t.Fatalf("only %d corpus words", len(words))
	}
	r := rand.New(rand.NewPCG(1, 2))
	const alphabet = "aaoouuyyshqq0123456789bhk-'éA"
	for range 100000 {
		b := make([]byte, r.IntN(12))
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		words = append(words, string(b))
	}
	words = append(words, "", "3", "a", "ab7", string(bytes.Repeat([]byte("sha7"), 30)))
	for _, w := range words {
		var b1, b2 [64]byte
		got, want := lightInto(&b1, w), oldLightInto(&b2, w)
		if !bytes.Equal(got, want) || (got == nil) != (want == nil) {
			t.Fatalf("lightInto(%q) = %q, was %q", w, got, want)
		}
	}
}

// oldLightInto is lightInto as it was before round 28's speed work.
func oldLightInto(buf *[64]byte, w string) []byte {
	if !isASCII(w) {
		return nil
	}
	letters := false
	for i := 0; i < len(w); i++ {
		if isLower(w[i]) {
			letters = true
			break
		}
	}
	if !letters {
		return nil
	}
	b := buf[:0]
	for i := 0; i < len(w); i++ {
		c := w[i]
		prevLetter := i > 0 && isLower(w[i-1])
		nextLetter := i+1 < len(w) && isLower(w[i+1])
		if isDigit(c) && (prevLetter || nextLetter) && !(i > 0 && isDigit(w[i-1])) && !(i+1 < len(w) && isDigit(w[i+1])) {
			switch c {
			case '3', '2':
				continue
			case '7':
				b = append(b, 'h')
			case '9':
				b = append(b, 'k')
			case '5':
				b = append(b, 'k', 'h')
			case '8':
				b = append(b, 'g', 'h')
			default:
				b = append(b, c)
			}
			continue
		}
		switch {
		case c == 's' && i+1 < len(w) && w[i+1] == 'h':
			b = append(b, 'c', 'h')
			i++
		case c == 'o' && i+1 < len(w) && w[i+1] == 'u':
			b = append(b, 'u')
			i++
		case c == 'o':
			b = append(b, 'u')
		case c == 'q':
			b = append(b, 'k')
		case c == 'y' && i > 0:
			b = append(b, 'i')
		default:
			b = append(b, c)
		}
	}
	out := b[:0]
	for i, c := range b {
		if i > 0 && c == b[i-1] {
			continue
		}
		out = append(out, c)
	}
	return out
}

// anyByteOf, hasAsk and hasComma answer as strings.ContainsAny, on
// random strings of the bytes and runes they look for, broken ones too.
func TestContainsAnyRewrites(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(3, 4))
	parts := []string{"a", "e", "y", "b", "7", "0", "?", ",", " ", "؟", "،", "\xd8", "\x9f", "\x8c", "\xe0", "é", "ب"}
	for range 200000 {
		var b strings.Builder
		for range r.IntN(8) {
			b.WriteString(parts[r.IntN(len(parts))])
		}
		s := b.String()
		if got, want := hasAsk(s), strings.ContainsAny(s, "?؟"); got != want {
			t.Fatalf("hasAsk(%q) = %v, ContainsAny %v", s, got, want)
		}
		if got, want := hasComma(s), strings.ContainsAny(s, ",،"); got != want {
			t.Fatalf("hasComma(%q) = %v, ContainsAny %v", s, got, want)
		}
		for _, chars := range []string{"aeiouy", "0123456789"} {
			if got, want := anyByteOf(s, chars), strings.ContainsAny(s, chars); got != want {
				t.Fatalf("anyByteOf(%q, %q) = %v, ContainsAny %v", s, chars, got, want)
			}
		}
	}
}
