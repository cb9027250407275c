package nb

import (
	"bytes"
	"testing"
)

func docs() []Doc {
	return []Doc{
		{Words: []string{"salam"}, Class: "greeting"},
		{Words: []string{"salam", "khoya"}, Class: "greeting"},
		{Words: []string{"bonjour"}, Class: "greeting"},
		{Words: []string{"bghit", "tajine"}, Class: "product_search"},
		{Words: []string{"tajine", "kbir"}, Class: "product_search"},
		{Words: []string{"wach", "kayn", "tajine"}, Question: true, Class: "product_search"},
		{Words: []string{"sber", "chwiya"}, Class: "hold"},
		{Words: []string{"tsnna", "chwiya"}, Class: "hold"},
		{Words: []string{"ignored"}, Class: "not a class"},
	}
}

var classes = []string{"greeting", "product_search", "hold"}

func TestTrainIsDeterministic(t *testing.T) {
	t.Parallel()
	a := Train(classes, docs(), 0.1).Marshal()
	b := Train(classes, docs(), 0.1).Marshal()
	if !bytes.Equal(a, b) {
		t.Fatal("two trainings on the same documents wrote different files")
	}
}

func TestMarshalRoundTrip(t *testing.T) {
	t.Parallel()
	c := Train(classes, docs(), 0.1)
	back, err := Unmarshal(c.Marshal())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(back.Marshal(), c.Marshal()) {
		t.Fatal("counts changed through the file")
	}
	if back.Docs[0] != 3 || back.Docs[1] != 3 || back.Docs[2] != 2 {
		t.Fatalf("documents per class %v", back.Docs)
	}
}

func TestUnmarshalRejectsDamage(t *testing.T) {
	t.Parallel()
	good := Train(classes, docs(), 0.1).Marshal()
	for name, b := range map[string][]byte{
		"empty":     nil,
		"magic":     append([]byte("XXXX"), good[4:]...),
		"version":   append(append([]byte{}, good[:4]...), append([]byte{9}, good[5:]...)...),
		"truncated": good[:len(good)-3],
	} {
		if _, err := Unmarshal(b); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestPredict(t *testing.T) {
	t.Parallel()
	m := Train(classes, docs(), 0.1).Model()
	for _, c := range []struct {
		words []string
		q     bool
		want  string
	}{
		{[]string{"salam"}, false, "greeting"},
		{[]string{"tajine"}, false, "product_search"},
		{[]string{"sber"}, false, "hold"},
		{[]string{"tsna", "chwia"}, false, "hold"}, // n-grams carry the spelling variant
	} {
		got, p := m.Predict(c.words, c.q)
		if got != c.want || !(p > 0 && p <= 1) {
			t.Errorf("Predict(%v) = %s %.2f, want %s", c.words, got, p, c.want)
		}
	}
}

func TestFeaturesAreBounded(t *testing.T) {
	t.Parallel()
	long := string(bytes.Repeat([]byte("ab"), 100))
	n := 0
	Features([]string{long, "ا", ""}, true, func(b uint32) {
		if b >= Buckets {
			t.Fatalf("bucket %d out of range", b)
		}
		n++
	})
	if n == 0 {
		t.Fatal("no features")
	}
}

func BenchmarkPredict(b *testing.B) {
	m := Train(classes, docs(), 0.1).Model()
	words := []string{"wach", "kayna", "chi", "jellaba", "zwina"}
	for b.Loop() {
		m.Predict(words, true)
	}
}
