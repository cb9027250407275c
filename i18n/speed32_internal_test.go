package i18n

import "testing"

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
	for _, text := range corpusTextsForGates(t) {
		a := analyzeInto(text, buf[:0])
		in, p := with.classify(a.toks, a.question)
		in2, p2 := without.classify(a.toks, a.question)
		if in != in2 || p != p2 {
			t.Fatalf("%q: with parts %s %v, without %s %v", text, in, p, in2, p2)
		}
	}
}
