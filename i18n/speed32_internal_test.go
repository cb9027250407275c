package i18n

import (
	"strings"
	"testing"
)

// TestKnownPartsClassifyAlike: the classifier reads every corpus text to
// the same intent and probability with the known words' Parts (the
// embedded model) as feature by feature (a copy of it, whose Parts none
// of the words hold).
func TestKnownPartsClassifyAlike(t *testing.T) {
	t.Parallel()
	m := classifierModel()
	if m == nil {
		t.Fatal("no classifier")
	}
	cp := *m
	with, without := &Understander{}, &Understander{clf: &cp}
	var buf [64]tok
	for _, text := range corpusTextsToCheck(t) {
		a := analyzeInto(text, buf[:0])
		in, p := with.classify(a.toks, a.question)
		in2, p2 := without.classify(a.toks, a.question)
		if in != in2 || p != p2 {
			t.Fatalf("%q: with parts %s %v, without %s %v", text, in, p, in2, p2)
		}
	}
}

// TestLaughterWithoutLowering: laughter reads a text beyond ASCII as it
// did when it lowered a copy of it first.
func TestLaughterWithoutLowering(t *testing.T) {
	lowered := func(t string) bool {
		w := strings.ToLower(strings.TrimRight(t, "!. "))
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
	texts := []string{"ههههه", "هههه!!", "\u212a\u212ak", "kK\u212a", "\u212a\u212a", "éééé", "ÉÉÉ", "\xff\xff\xff", "ااا ",
		"\u0130\u0130\u0130", "iii\u0130", "👍👍👍", "kkk👍", strings.Repeat("\u212a", 40), strings.Repeat("\u212a", 41), "hhh\u212a"}
	texts = append(texts, corpusTextsForGates(t)...)
	for _, text := range texts {
		if isASCII(strings.TrimRight(text, "!. ")) {
			continue
		}
		if got, want := laughter(text), lowered(text); got != want {
			t.Errorf("laughter(%q) = %v, lowering first %v", text, got, want)
		}
	}
}
