package i18n

import "testing"

// BenchmarkClassify is one call of the embedded classifier on a message
// of six words: features, weights, softmax.
func BenchmarkClassify(b *testing.B) {
	x := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile"}})
	var buf [32]tok
	a := analyzeInto("wach 3ndkom chi 7aja zwina l mmi?", buf[:0])
	x.classify(a.toks, a.question) // loads the model
	b.ReportAllocs()
	for b.Loop() {
		x.classify(a.toks, a.question)
	}
}
