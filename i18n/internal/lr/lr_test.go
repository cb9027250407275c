package lr

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

func in(q bool, words ...string) Input { return Input{Words: words, Question: q} }

func docs() []Doc {
	return []Doc{
		{in(false, "salam"), "greeting"},
		{in(false, "salam", "khoya"), "greeting"},
		{in(false, "bonjour"), "greeting"},
		{in(false, "bghit", "tajine"), "product_search"},
		{in(false, "tajine", "kbir"), "product_search"},
		{in(true, "wach", "kayn", "tajine"), "product_search"},
		{in(false, "sber", "chwiya"), "hold"},
		{in(false, "tsnna", "chwiya"), "hold"},
		{in(false, "ignored"), "not a class"},
	}
}

var classes = []string{"greeting", "product_search", "hold"}

var opts = Options{Lambda: 1e-3, Epochs: 30, Rate: 0.2, Seed: 1}

func TestTrainIsDeterministic(t *testing.T) {
	t.Parallel()
	a := Train(classes, docs(), opts).Marshal()
	b := Train(classes, docs(), opts).Marshal()
	if !bytes.Equal(a, b) {
		t.Fatal("two trainings on the same documents wrote different files")
	}
	o := opts
	o.Seed = 2
	if c := Train(classes, docs(), o).Marshal(); bytes.Equal(a, c) {
		t.Fatal("the seed changes nothing: documents are not shuffled")
	}
}

func TestMarshalRoundTrip(t *testing.T) {
	t.Parallel()
	m := Train(classes, docs(), opts)
	back, err := Unmarshal(m.Marshal())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(back.Marshal(), m.Marshal()) {
		t.Fatal("weights changed through the file")
	}
	nonZero := 0
	for i := range m.W {
		if m.W[i] != back.W[i] {
			t.Fatalf("weight %d: %d, read back %d", i, m.W[i], back.W[i])
		}
		if m.W[i] != 0 {
			nonZero++
		}
	}
	if nonZero == 0 {
		t.Fatal("a trained model has no weight")
	}
}

func TestUnmarshalRejectsDamage(t *testing.T) {
	t.Parallel()
	good := Train(classes, docs(), opts).Marshal()
	bitsChanged := append([]byte{}, good...)
	bitsChanged[5] = Bits + 1
	for name, b := range map[string][]byte{
		"empty":     nil,
		"magic":     append([]byte("XXXX"), good[4:]...),
		"version":   append(append([]byte{}, good[:4]...), append([]byte{9}, good[5:]...)...),
		"hash bits": bitsChanged,
		"truncated": good[:len(good)-1],
	} {
		if _, err := Unmarshal(b); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestPredict(t *testing.T) {
	t.Parallel()
	m := Train(classes, docs(), opts)
	cases := []struct {
		in   Input
		want string
	}{
		{in(false, "salam"), "greeting"},
		{in(false, "salam", "a", "khoya"), "greeting"},
		{in(false, "bghit", "tajine", "sghir"), "product_search"},
		{in(false, "sber", "chwiya", "3afak"), "hold"},
		{in(false, "chwiya", "tsnna"), "hold"},
	}
	for _, c := range cases {
		got, p := m.Predict(c.in)
		if got != c.want || p <= 1.0/3 || p > 1 {
			t.Errorf("Predict(%v) = %s %.2f, want %s", c.in.Words, got, p, c.want)
		}
	}
	var probs [3]float64
	m.Probs(in(false, "salam"), probs[:])
	if s := probs[0] + probs[1] + probs[2]; s < 0.999 || s > 1.001 {
		t.Errorf("probabilities sum to %f", s)
	}
	if c, p := (&Model{}).Predict(in(false, "salam")); c != "" || p != 0 {
		t.Errorf("empty model predicts %q %f", c, p)
	}
}

// Character n-grams carry a word's spelling to its variants: a model that
// saw "shokran" recognizes "shokraan" as closer to it than to "sber".
func TestCharGramsGeneralize(t *testing.T) {
	t.Parallel()
	d := []Doc{{in(false, "shokran"), "thanks"}, {in(false, "sber"), "hold"}}
	m := Train([]string{"thanks", "hold"}, d, opts)
	if got, _ := m.Predict(in(false, "shokraan")); got != "thanks" {
		t.Errorf("shokraan read as %s", got)
	}
}

func TestFeaturesDoNotAllocate(t *testing.T) {
	x := in(true, "wach", "kayn", "tajine", "dyal", "30", "cm", "بالأزرق")
	x.Keys = []string{"", "kayna", "", "", "", "", "ازرق"}
	n := testing.AllocsPerRun(100, func() { Features(x, func(uint32) {}) })
	if n != 0 {
		t.Errorf("Features allocates %.0f times", n)
	}
}

func TestBalanceWeighsClasses(t *testing.T) {
	t.Parallel()
	o := opts
	o.Balance = 1
	a := Train(classes, docs(), o).Marshal()
	if b := Train(classes, docs(), o).Marshal(); !bytes.Equal(a, b) {
		t.Fatal("two balanced trainings on the same documents wrote different files")
	}
	if bytes.Equal(a, Train(classes, docs(), opts).Marshal()) {
		t.Fatal("Balance changes nothing")
	}
	// hold has the fewest documents: balanced, it is surer of its own.
	_, pb := Train(classes, docs(), o).Predict(in(false, "sber", "chwiya"))
	_, p := Train(classes, docs(), opts).Predict(in(false, "sber", "chwiya"))
	if pb <= p {
		t.Errorf("balanced p(hold) %.3f, unbalanced %.3f: the rarer class gains nothing", pb, p)
	}
}

// Grams worked out before give the features Features works out itself.
func TestGramsGivenAreTheWordsGrams(t *testing.T) {
	words := []string{"wakha", "zidha", "", "a", "ب", strings.Repeat("é", 30), "\xff\xfeab\xc3"}
	var want []uint32
	Features(Input{Words: words, Question: true}, func(b uint32) { want = append(want, b) })
	grams := make([][]uint32, len(words))
	for i, w := range words {
		if i%3 != 1 { // some left for Features to work out
			grams[i] = CharGrams(w)
		}
	}
	var got []uint32
	Features(Input{Words: words, Question: true, Grams: grams}, func(b uint32) { got = append(got, b) })
	if !slices.Equal(got, want) {
		t.Errorf("features with grams %v, want %v", got, want)
	}
	if CharGrams("") == nil {
		t.Error("CharGrams of an empty word is nil: read as not given")
	}
}

// A word's Part gives the probabilities its features give one by one,
// and another model's Part is not taken.
func TestPartsGiveTheSameProbs(t *testing.T) {
	m := Train(classes, docs(), opts)
	other := Train(classes, docs(), Options{Lambda: 1e-3, Epochs: 30, Rate: 0.2, Seed: 2})
	words := []string{"wach", "kayn", "tajine", "", "a", strings.Repeat("é", 30), "chwiya"}
	keys := []string{"", "kayna", "tajine", "", "x", "", "chwia"}
	base := Input{Words: words, Keys: keys, Question: true}
	want := make([]float64, len(classes))
	wk := m.Probs(base, want)
	for _, of := range []*Model{m, other} {
		in := base
		in.Parts = make([]*Part, len(words))
		for i, w := range words {
			if i%3 != 1 { // some left to be read feature by feature
				in.Parts[i] = of.WordPart(w, keys[i], CharGrams(w))
			}
		}
		got := make([]float64, len(classes))
		if k := m.Probs(in, got); k != wk || !slices.Equal(got, want) {
			t.Errorf("with parts %d %v, want %d %v", k, got, wk, want)
		}
	}
	// a long message: the lanes are emptied on the way
	var long Input
	for i := 0; i < 40; i++ {
		w := strings.Repeat("tajine", 1+i%4)
		long.Words = append(long.Words, w)
		long.Parts = append(long.Parts, m.WordPart(w, "", CharGrams(w)))
	}
	got, want2 := make([]float64, len(classes)), make([]float64, len(classes))
	m.Probs(long, got)
	long.Parts = nil
	m.Probs(long, want2)
	if !slices.Equal(got, want2) {
		t.Errorf("long message with parts %v, want %v", got, want2)
	}
}
