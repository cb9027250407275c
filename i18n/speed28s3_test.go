package i18n_test

import (
	"math"
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/wakha/wakha/i18n"
	"github.com/wakha/wakha/i18n/internal/lr"
	"github.com/wakha/wakha/internal/corpus"
)

// The classifier's probabilities are those of the implementation before
// its weights were added up in lanes (round 28's speed work), bit for
// bit, on every line of the corpus the tests may read and on words made
// to reach its edges; its features come in the same order (training
// depends on it: TestClassifierFileIsCurrent).
func TestProbsMatchTheLoopOverFeatures(t *testing.T) {
	t.Parallel()
	b, err := os.ReadFile("classifier.lr")
	if err != nil {
		t.Fatal(err)
	}
	m, err := lr.Unmarshal(b)
	if err != nil {
		t.Fatal(err)
	}
	var ins []lr.Input
	for _, f := range trainingFiles(t) {
		exs, err := corpus.Load(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, ex := range exs {
			w, k, q := i18n.ClassifierInput(ex.Text)
			ins = append(ins, lr.Input{Words: w, Keys: k, Question: q})
		}
	}
	long := strings.Fields(strings.Repeat("wakha zidha ", 150)) // more features than a lane holds
	ins = append(ins, lr.Input{Words: long},
		lr.Input{},
		lr.Input{Words: []string{""}},
		lr.Input{Words: []string{"a", "ab", "abc", "abcd"}, Keys: []string{"", "x", "ab", ""}, Question: true},
		lr.Input{Words: []string{strings.Repeat("é", 30), strings.Repeat("x", 24), strings.Repeat("ب", 25), "\xff\xfeab\xc3", strings.Repeat("😀", 23) + "\xe2\x82"}},
	)
	var got, want [lr.MaxClasses]float64
	nc := len(m.Classes)
	for _, in := range ins {
		var fs, old []uint32
		lr.Features(in, func(b uint32) { fs = append(fs, b) })
		oldFeatures(in, func(b uint32) { old = append(old, b) })
		if len(fs) != len(old) {
			t.Fatalf("%q: %d features, were %d", in.Words, len(fs), len(old))
		}
		for i := range fs {
			if fs[i] != old[i] {
				t.Fatalf("%q: feature %d is %d, was %d", in.Words, i, fs[i], old[i])
			}
		}
		g, o := m.Probs(in, got[:nc]), oldProbs(m, in, want[:nc])
		if g != o {
			t.Fatalf("%q: best class %d, was %d", in.Words, g, o)
		}
		for c := range nc {
			if math.Float64bits(got[c]) != math.Float64bits(want[c]) {
				t.Fatalf("%q: class %d probability %v, was %v", in.Words, c, got[c], want[c])
			}
		}
	}
	if len(ins) < 1000 {
		t.Fatalf("only %d messages compared", len(ins))
	}
}

// oldProbs is lr's Model.Probs as it was before round 28's speed work.
func oldProbs(m *lr.Model, in lr.Input, out []float64) int {
	nc := len(m.Classes)
	if nc == 0 || nc > lr.MaxClasses || len(out) < nc || len(m.W) != lr.Buckets*nc || len(m.Bias) != nc {
		return -1
	}
	var acc [lr.MaxClasses]int32
	n := 0
	oldFeatures(in, func(b uint32) {
		row := m.W[int(b)*nc : int(b)*nc+nc]
		for k, v := range row {
			acc[k] += int32(v)
		}
		n++
	})
	// each feature weighs 1/sqrt(n) since round 29
	unit := float64(m.Scale) * (1 / math.Sqrt(float64(max(n, 1))))
	best := 0
	for k := 0; k < nc; k++ {
		out[k] = float64(m.Bias[k]) + float64(acc[k])*unit
		if out[k] > out[best] {
			best = k
		}
	}
	oldSoftmax(out[:nc])
	return best
}

func oldSoftmax(s []float64) {
	top := s[0]
	for _, v := range s[1:] {
		top = max(top, v)
	}
	var sum float64
	for k, v := range s {
		s[k] = math.Exp(v - top)
		sum += s[k]
	}
	for k := range s {
		s[k] /= sum
	}
}

const (
	oldKQuestion byte = iota + 1
	oldKLength
	oldKWord
	oldKFirst
	oldKLast
	oldKPair
	oldKKey
	oldKGram
	oldKKeyPair
)

const oldMaxGramRunes = 24

// oldFeatures is lr.Features as it was before round 28's speed work.
func oldFeatures(in lr.Input, f func(bucket uint32)) {
	if in.Question {
		f(oldHash1(oldKQuestion, ""))
	}
	n := min(len(in.Words), 5)
	f(oldHash1(oldKLength, string(rune('0'+n))))
	for i, w := range in.Words {
		f(oldHash1(oldKWord, w))
		if i == 0 {
			f(oldHash1(oldKFirst, w))
		}
		if i == len(in.Words)-1 {
			f(oldHash1(oldKLast, w))
		}
		if i > 0 {
			f(oldHash2(oldKPair, in.Words[i-1], w))
		}
		if i < len(in.Keys) && in.Keys[i] != "" && in.Keys[i] != w {
			f(oldHash1(oldKKey, in.Keys[i]))
		}
		oldCharGrams(w, f)
		if i > 0 {
			f(oldHash2(oldKKeyPair, oldKeyOr(in, i-1), oldKeyOr(in, i)))
		}
	}
}

func oldKeyOr(in lr.Input, i int) string {
	if i < len(in.Keys) && in.Keys[i] != "" {
		return in.Keys[i]
	}
	return in.Words[i]
}

func oldCharGrams(w string, f func(uint32)) {
	var offs [oldMaxGramRunes + 1]int
	k := 0
	for i := range w {
		if k == oldMaxGramRunes {
			break
		}
		offs[k] = i
		k++
	}
	end := len(w)
	if k == oldMaxGramRunes && offs[k-1] < len(w) {
		_, size := utf8.DecodeRuneInString(w[offs[k-1]:])
		end = offs[k-1] + size
	}
	offs[k] = end
	total := k + 2
	for n := 3; n <= 5; n++ {
		for i := 0; i+n <= total; i++ {
			h := oldGramSeed[n]
			for e := i; e < i+n; e++ {
				switch {
				case e == 0:
					h = (h ^ '<') * 16777619
				case e == total-1:
					h = (h ^ '>') * 16777619
				default:
					for b := offs[e-1]; b < offs[e]; b++ {
						h = (h ^ uint32(w[b])) * 16777619
					}
				}
			}
			f(h & (lr.Buckets - 1))
		}
	}
}

var oldGramSeed = func() (s [6]uint32) {
	for n := range s {
		h := uint32(2166136261)
		h = (h ^ uint32(oldKGram)) * 16777619
		s[n] = (h ^ uint32(n)) * 16777619
	}
	return s
}()

func oldHash1(kind byte, s string) uint32 {
	h := (uint32(2166136261) ^ uint32(kind)) * 16777619
	for i := 0; i < len(s); i++ {
		h = (h ^ uint32(s[i])) * 16777619
	}
	return h & (lr.Buckets - 1)
}

func oldHash2(kind byte, a, b string) uint32 {
	h := (uint32(2166136261) ^ uint32(kind)) * 16777619
	for i := 0; i < len(a); i++ {
		h = (h ^ uint32(a[i])) * 16777619
	}
	h = (h ^ ' ') * 16777619
	for i := 0; i < len(b); i++ {
		h = (h ^ uint32(b[i])) * 16777619
	}
	return h & (lr.Buckets - 1)
}
