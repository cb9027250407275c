package woocommerce

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wakha/wakha/engine"
)

func TestDefaultSynonymsCoverShopWords(t *testing.T) {
	t.Parallel()
	syn := DefaultSynonyms()
	// Each shopper word must reach the store's word (its group holds both).
	tests := []struct{ word, storeWord string }{
		{"sbbat", "chaussures"}, {"sebbat", "chaussures"}, {"sabbat", "shoes"}, {"صباط", "chaussures"},
		{"belgha", "babouche"}, {"بلغة", "babouche"}, {"jeld", "cuir"}, {"جلد", "leather"},
		{"ksawi", "robe"}, {"كسوة", "dress"}, {"jellaba", "djellaba"}, {"جلابة", "djellaba"},
		{"قفطان", "caftan"}, {"tshirt", "t-shirt"}, {"serwal", "pantalon"}, {"سروال", "pantalon"},
		{"tagine", "tajine"}, {"طاجين", "tajine"}, {"keskas", "couscoussier"}, {"كسكاس", "couscoussier"},
		{"berrad", "théière"}, {"براد", "théière"}, {"أركان", "argan"}, {"zit", "huile"}, {"oil", "huile"},
		{"زيت", "huile"}, {"صابون", "savon"}, {"ghassoul", "rhassoul"}, {"غاسول", "ghassoul"},
		{"7mer", "rouge"}, {"hmar", "red"}, {"أحمر", "rouge"}, {"k7el", "noir"}, {"byed", "blanc"},
		{"zre9", "bleu"}, {"khder", "vert"}, {"tilifoun", "téléphone"}, {"هاتف", "téléphone"},
		{"case", "coque"}, {"cover", "coque"}, {"ghlaf", "coque"}, {"charger", "chargeur"},
		{"earbuds", "écouteurs"}, {"hdiya", "cadeau"}, {"هدية", "gift"}, {"mra", "femme"}, {"مرا", "women"},
	}
	for _, tt := range tests {
		got := syn.Expand(tt.word)
		found := false
		for _, g := range got {
			found = found || strings.EqualFold(g, tt.storeWord)
		}
		if !found {
			t.Errorf("Expand(%q) = %q, want it to contain %q", tt.word, got, tt.storeWord)
		}
	}
	if syn.Len() < 50 {
		t.Errorf("only %d groups", syn.Len())
	}
}

func TestSynonymsMerge(t *testing.T) {
	t.Parallel()
	shop := `{"groups": [
		{"name": "shoes", "terms": ["sabbat", "sandalia"]},
		{"name": "red", "terms": []},
		{"name": "incense", "terms": ["bkhour", "encens", "بخور"]}
	]}`
	path := filepath.Join(t.TempDir(), "syn.json")
	if err := os.WriteFile(path, []byte(shop), 0o644); err != nil {
		t.Fatal(err)
	}
	syn, err := LoadSynonyms(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := syn.Expand("sabbat"); !slices.Contains(got, "sandalia") || slices.Contains(got, "chaussures") {
		t.Errorf("replaced group: %q", got)
	}
	if got := syn.Expand("7mer"); len(got) != 1 {
		t.Errorf("removed group still expands: %q", got)
	}
	if got := syn.Expand("bkhour"); !slices.Contains(got, "encens") {
		t.Errorf("new group: %q", got)
	}
	if got := syn.Expand("tagine"); !slices.Contains(got, "tajine") {
		t.Errorf("untouched default group lost: %q", got)
	}
	if def, _ := LoadSynonyms(""); def.Len() != DefaultSynonyms().Len() {
		t.Error("empty path must give the defaults")
	}
	for _, bad := range []string{`{"groups":[{"terms":["a"]}]}`, `{"groups":[{"name":"x","terms":["a"],"typo":1}]}`, `[`} {
		if _, err := ParseSynonyms([]byte(bad), nil); err == nil {
			t.Errorf("ParseSynonyms(%s) accepted", bad)
		}
	}
	if _, err := LoadSynonyms(filepath.Join(t.TempDir(), "missing.json")); err == nil {
		t.Error("missing file accepted")
	}
}

func TestAnalyze(t *testing.T) {
	t.Parallel()
	syn := DefaultSynonyms()
	tests := []struct {
		words    string
		maxPrice int64
		want     []string // term keys; "~" prefix marks modifiers
	}{
		{"robe rouge", 0, []string{"robe", "~rouge"}},
		{"t-shirt noir", 0, []string{"t shirt", "~noir"}},
		{"eau de rose", 0, []string{"eau de rose"}},
		{"tajine 30cm", 0, []string{"tajine", "~30 cm"}},
		{"tajine 30 cm", 0, []string{"tajine", "~30 cm"}},
		{"bghit chi sbbat dial jeld 3afak", 0, []string{"sbat", "~jeld"}},
		{"cadeau pour femme ta7t 300 dh", 300, []string{"cadeau", "~feme"}},
		{"iphone 15 pro max", 0, []string{"iphone", "~15", "pro", "max"}},
		{"robe robe", 0, []string{"robe"}},
		{"les chaussures", 0, []string{"chausure"}},
		{"   ", 0, nil},
	}
	for _, tt := range tests {
		t.Run(tt.words, func(t *testing.T) {
			t.Parallel()
			var got []string
			for _, term := range analyze(shopperQuery(tt.words, tt.maxPrice), syn) {
				k := strings.Join(term.keys, " ")
				if term.modifier {
					k = "~" + k
				}
				got = append(got, k)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("analyze(%q) = %q, want %q", tt.words, got, tt.want)
			}
		})
	}
}

func TestFoldAndWords(t *testing.T) {
	t.Parallel()
	tests := []struct{ in, want string }{
		{"Théière", "theiere"},
		{"CHAUSSURES", "chausure"},
		{"sbbat", "sbat"},
		{"أركان", "اركان"},
		{"الأركان", "اركان"},
		{"طَاجِين", "طاجين"},
		{"٣٠٠", "300"},
		{"Œufs", "oeuf"},
		{"d’argan", "d argan"},
		{"30cm", "30 cm"},
		{"babouches", "babouche"},
	}
	for _, tt := range tests {
		if got := strings.Join(words(tt.in), " "); got != tt.want {
			t.Errorf("words(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if f := fold(tt.in); fold(f) != f {
			t.Errorf("fold is not idempotent on %q", tt.in)
		}
	}
}

func TestWithinDistance(t *testing.T) {
	t.Parallel()
	tests := []struct {
		a, b string
		k    int
		want bool
	}{
		{"parfume", "parfum", 1, true},
		{"chargeru", "chargeur", 1, true}, // swap
		{"ghasoul", "ghassoul", 1, true},
		{"robe", "rose", 1, true},
		{"robe", "rouge", 1, false},
		{"écouteur", "ecouteur", 1, true},
		{"abc", "abcdef", 2, false},
	}
	for _, tt := range tests {
		if got := withinDistance(tt.a, tt.b, tt.k); got != tt.want {
			t.Errorf("withinDistance(%q, %q, %d) = %v", tt.a, tt.b, tt.k, got)
		}
	}
}

func TestFuzzyOnlyWithoutExactMatch(t *testing.T) {
	t.Parallel()
	l := testLocal(t)
	// "parfume" is not a catalog word: one edit away from "parfum".
	res, _ := l.Search(t.Context(), engine.SearchRequest{Query: shopperQuery("parfume", 0), Limit: 5})
	if len(res.Products) == 0 || !strings.Contains(strings.ToLower(res.Products[0].Name), "parfum") {
		t.Errorf("typo not tolerated: %v", ids(res.Products))
	}
	// "verre" exists: no fuzzy match to "verte" (green) things.
	res, _ = l.Search(t.Context(), engine.SearchRequest{Query: shopperQuery("verre", 0), Limit: 5})
	for _, p := range res.Products {
		if !strings.Contains(strings.ToLower(p.Name+p.Description), "verre") {
			t.Errorf("%s %q does not mention verre", p.ID, p.Name)
		}
	}
}

func TestBreaker(t *testing.T) {
	t.Parallel()
	clock := &fakeClock{t: time.Unix(0, 0)}
	var states []int
	var mu sync.Mutex
	b := newBreaker(2, time.Minute, clock.Now, func(s int) { mu.Lock(); states = append(states, s); mu.Unlock() })
	steps := []struct {
		do    func()
		allow bool
		state int
	}{
		{func() {}, true, circuitClosed},
		{b.failure, true, circuitClosed},
		{b.success, true, circuitClosed}, // success resets the count
		{b.failure, true, circuitClosed},
		{b.failure, false, circuitOpen},
		{func() { clock.Add(59 * time.Second) }, false, circuitOpen},
		{func() { clock.Add(2 * time.Second) }, true, circuitHalfOpen}, // the probe
		{func() {}, false, circuitHalfOpen},                            // only one probe
		{b.failure, false, circuitOpen},                                // probe failed
		{func() { clock.Add(61 * time.Second) }, true, circuitHalfOpen},
		{b.release, true, circuitHalfOpen}, // given back without a verdict
		{b.success, true, circuitClosed},
	}
	for i, s := range steps {
		s.do()
		if got := b.allow(); got != s.allow {
			t.Fatalf("step %d: allow = %v, want %v", i, got, s.allow)
		}
		if got := b.current(); got != s.state {
			t.Fatalf("step %d: state = %d, want %d", i, got, s.state)
		}
	}
	if len(states) < 5 {
		t.Errorf("state changes not reported: %v", states)
	}
}

func TestTTLCache(t *testing.T) {
	t.Parallel()
	clock := &fakeClock{t: time.Unix(0, 0)}
	c := newTTLCache[int](time.Minute, 2, clock.Now)
	c.put("a", 1)
	clock.Add(time.Second)
	c.put("b", 2)
	c.put("c", 3) // full: the entry closest to expiry ("a") goes
	if _, ok := c.get("a"); ok {
		t.Error("a not evicted")
	}
	if v, ok := c.get("c"); !ok || v != 3 {
		t.Error("c missing")
	}
	clock.Add(time.Minute)
	if _, ok := c.get("c"); ok {
		t.Error("expired entry returned")
	}
	var off *ttlCache[int]
	off.put("x", 1)
	if _, ok := off.get("x"); ok {
		t.Error("nil cache stored")
	}
}
