package i18n

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// TestASCIIWordRunes: isWordRune's table of the ASCII runes says what
// unicode says of them.
func TestASCIIWordRunes(t *testing.T) {
	t.Parallel()
	for r := rune(0); r < utf8.RuneSelf; r++ {
		if got, want := isWordRune(r), unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.IsMark(r); got != want {
			t.Errorf("isWordRune(%q) = %v, unicode %v", r, got, want)
		}
	}
}

// fastPathTexts is every corpus text, folded and finished as analyzeInto
// reads it and as it was written, and their words, with random ASCII
// and mixed texts: the inputs the fast paths of normalize.go are
// compared with the rune by rune readings on.
func fastPathTexts(t *testing.T) []string {
	t.Helper()
	var out []string
	for _, text := range corpusTextsToCheck(t) {
		f := fold(truncate(text, MaxRunes))
		out = append(out, text, f, finish(f, 3), finish(f, 2))
		out = append(out, strings.Fields(text)...)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	alphabet := []rune("aabbzZ  \t\n\r\v\f,.?'’-<>0123é؟،سسلاا👍\u00a0\u0085")
	for range 20000 {
		b := make([]rune, rng.IntN(12))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		out = append(out, string(b))
	}
	return out
}

// TestFinishedFastPath: finished, which reads an ASCII text byte by
// byte, answers as finishedRunes.
func TestFinishedFastPath(t *testing.T) {
	t.Parallel()
	for _, s := range fastPathTexts(t) {
		for _, minRun := range []int{2, 3} {
			if s == "" {
				continue
			}
			if got, want := finished(s, minRun), finishedRunes(s, minRun); got != want {
				t.Fatalf("finished(%q, %d) = %v, rune by rune %v", s, minRun, got, want)
			}
		}
	}
}

// TestTokenizeFastPath: tokenize, which reads ASCII word bytes and plain
// separators without decoding them, splits as tokenizeRunes.
func TestTokenizeFastPath(t *testing.T) {
	t.Parallel()
	for _, s := range fastPathTexts(t) {
		for _, in := range []string{s, finish(fold(s), 3)} {
			got, want := tokenize(in, nil), tokenizeRunes(in, nil)
			if !slices.Equal(got, want) {
				t.Fatalf("tokenize(%q) = %+v, rune by rune %+v", in, got, want)
			}
		}
	}
}

// tokenizeRunes is tokenize as it was before its fast paths: every rune
// decoded, every separator read by sepKind, hasComma and hasAsk.
func tokenizeRunes(s string, dst []tok) []tok {
	dst = dst[:0]
	sepStart := 0
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if isEmoji(r) {
			dst = append(dst, tok{norm: s[i : i+n], key: s[i : i+n], term: s[i : i+n], sep: sepKind(s[sepStart:i], len(dst) == 0), comma: hasComma(s[sepStart:i]), asked: hasAsk(s[sepStart:i]), emoji: true})
			i += n
			sepStart = i
			continue
		}
		if !wordRuneRef(r) {
			i += n
			continue
		}
		start, apos, firstApos := i, false, -1
		j := i
		for j < len(s) {
			r2, n2 := utf8.DecodeRuneInString(s[j:])
			if r2 == '\'' {
				if j+n2 < len(s) {
					if r3, _ := utf8.DecodeRuneInString(s[j+n2:]); wordRuneRef(r3) {
						if !apos {
							firstApos = j
						}
						apos = true
						j += n2
						continue
					}
				}
				break
			}
			if !wordRuneRef(r2) {
				break
			}
			j += n2
		}
		word := s[start:j]
		t := tok{sep: sepKind(s[sepStart:start], len(dst) == 0), comma: hasComma(s[sepStart:start]), asked: hasAsk(s[sepStart:start])}
		if apos {
			joined := strings.ReplaceAll(word, "'", "")
			t.term = joined
			if elision(s[start:firstApos]) {
				t.term = strings.ReplaceAll(s[firstApos+1:j], "'", "")
			}
			t.norm = finish(joined, 2)
		} else {
			t.term = word
			t.norm = finish(word, 2)
		}
		t.key = t.norm
		dst = append(dst, t)
		i = j
		sepStart = j
	}
	return dst
}

func wordRuneRef(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.IsMark(r)
}

// TestTextShapeFastPaths: laughter, drawnOut, isHesitant and
// hasQuestionMark, which read an ASCII text in one pass or stop at its
// first letter, answer as they did reading the whole text (the *Runes
// copies below), over every corpus text and random texts.
func TestTextShapeFastPaths(t *testing.T) {
	t.Parallel()
	texts := fastPathTexts(t)
	rng := rand.New(rand.NewPCG(5, 6))
	alphabet := []rune("kKyYaAhHiI!!.. \u212a\u0130?؟¿❓")
	for range 20000 {
		b := make([]rune, 1+rng.IntN(8))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		texts = append(texts, string(b), strings.Repeat(string(b[:1]), rng.IntN(45))+string(b[1:]))
	}
	for _, s := range texts {
		tr := strings.TrimSpace(s)
		if got, want := laughter(tr), laughterRunes(tr); got != want {
			t.Fatalf("laughter(%q) = %v, read whole %v", tr, got, want)
		}
		if got, want := drawnOut(tr), drawnOutRunes(tr); got != want {
			t.Fatalf("drawnOut(%q) = %v, read whole %v", tr, got, want)
		}
		if got, want := isHesitant(s), isHesitantRunes(s); got != want {
			t.Fatalf("isHesitant(%q) = %v, read whole %v", s, got, want)
		}
		if got, want := hasQuestionMark(s), strings.ContainsAny(s, "?؟¿⁇❓❔？﹖⸮"); got != want {
			t.Fatalf("hasQuestionMark(%q) = %v, ContainsAny %v", s, got, want)
		}
	}
}

func isHesitantRunes(text string) bool {
	t := strings.TrimSpace(text)
	return strings.HasSuffix(t, "..") || strings.HasSuffix(t, "…") || strings.Contains(text, ":(") ||
		strings.Contains(text, ":-(") || strings.Contains(text, ":/") || strings.Contains(text, ":-/") ||
		drawnOutRunes(t) || laughterRunes(t) || drawnOutSafi(t)
}

func laughterRunes(t string) bool {
	w := strings.TrimRight(t, "!. ")
	if isASCII(w) {
		if len(w) < 3 || len(w) > 40 {
			return false
		}
		for i := 1; i < len(w); i++ {
			if lowerASCII(w[i]) != lowerASCII(w[0]) {
				return false
			}
		}
		return true
	}
	w = strings.ToLower(w)
	if len(w) < 3 || len(w) > 40 {
		return false
	}
	for i := 1; i < len(w); i++ {
		if w[i] != w[0] {
			return false
		}
	}
	return true
}

func drawnOutRunes(t string) bool {
	if len(t) < 4 || len(t) > 20 {
		return false
	}
	w := strings.ToLower(strings.TrimRight(t, "!. "))
	if w == "" {
		return false
	}
	first := w[0]
	if first != 'a' && first != 'i' && first != 'e' && first != 'o' {
		return false
	}
	run, maxRun := 0, 0
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case c != first && c != 'h':
			return false
		case i > 0 && c == w[i-1]:
			run++
		default:
			run = 1
		}
		maxRun = max(maxRun, run)
	}
	return maxRun >= 3 && strings.Contains(w, "h")
}
