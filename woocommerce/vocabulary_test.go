package woocommerce

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestSynonymsVocabulary(t *testing.T) {
	t.Parallel()
	syn, err := ParseSynonyms([]byte(`{"groups": [
		{"name": "shoes", "terms": ["chaussures", "sbbat"], "narrower": ["babouche"]},
		{"name": "red", "modifier": true, "terms": ["rouge", "7mer"]}
	]}`), nil)
	if err != nil {
		t.Fatal(err)
	}
	v := syn.Vocabulary()
	if !slices.Equal(v.Synonyms, []string{"chaussures", "sbbat", "babouche"}) || !slices.Equal(v.Modifiers, []string{"rouge", "7mer"}) || len(v.Products) != 0 {
		t.Fatalf("vocabulary %+v", v)
	}
	var none *Synonyms
	if v := none.Vocabulary(); len(v.Synonyms)+len(v.Products)+len(v.Modifiers) != 0 {
		t.Fatalf("nil synonyms gave %+v", v)
	}
}

func TestLocalVocabulary(t *testing.T) {
	t.Parallel()
	products := []StoreProduct{
		{ID: 1, Name: "Babouches en cuir &#8211; Homme", Permalink: "https://souk.example.com/p/1",
			Categories: []Term{{Name: "Chaussures"}}, Tags: []Term{{Name: "fait main"}}, Brands: []Term{{Name: "Fès"}}},
		{ID: 2, Name: "Brouillon caché", Permalink: "https://souk.example.com/p/2", CatalogVisibility: "hidden",
			Categories: []Term{{Name: "Secret"}}},
	}
	syn, _ := ParseSynonyms([]byte(`{"groups": [{"name": "tea", "modifier": true, "terms": ["atay"]}]}`), nil)
	v := NewLocal(products, "", syn).Vocabulary()
	for _, want := range []string{"Babouches en cuir – Homme", "Chaussures", "Fès"} {
		if !slices.Contains(v.Products, want) {
			t.Errorf("products %q lack %q", v.Products, want)
		}
	}
	if slices.Contains(v.Products, "Brouillon caché") || slices.Contains(v.Products, "Secret") {
		t.Errorf("a hidden product's words are in the vocabulary: %q", v.Products)
	}
	if !slices.Contains(v.Modifiers, "fait main") || !slices.Contains(v.Modifiers, "atay") {
		t.Errorf("modifiers %q: want the tags and the modifier synonyms", v.Modifiers)
	}
}

// fakeTerms serves the Store API term collections, checking each request
// has the documented shape: GET, JSON accepted, per_page=100, page ≥ 1.
type fakeTerms struct {
	t     *testing.T
	mu    sync.Mutex
	calls []string
	cats  []string
	tags  []string
	fail  bool
}

func (f *fakeTerms) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	f.calls = append(f.calls, r.URL.Path+"?"+r.URL.RawQuery)
	f.mu.Unlock()
	if r.Method != http.MethodGet || r.Header.Get("Accept") != "application/json" {
		f.t.Errorf("request %s with Accept %q", r.Method, r.Header.Get("Accept"))
	}
	var names []string
	switch r.URL.Path {
	case "/wp-json/wc/store/v1/products/categories":
		names = f.cats
	case "/wp-json/wc/store/v1/products/tags":
		names = f.tags
	default:
		f.t.Errorf("unexpected path %s", r.URL.Path)
		http.NotFound(w, r)
		return
	}
	if f.fail {
		http.Error(w, `{"code":"internal_error"}`, http.StatusInternalServerError)
		return
	}
	q := r.URL.Query()
	page, err := strconv.Atoi(q.Get("page"))
	if q.Get("per_page") != "100" || err != nil || page < 1 {
		f.t.Errorf("query %q: want per_page=100 and a page", r.URL.RawQuery)
	}
	type term struct {
		ID        int    `json:"id"`
		Name      string `json:"name"`
		Slug      string `json:"slug"`
		Count     int    `json:"count"`
		Permalink string `json:"permalink"`
	}
	out := []term{}
	for i := (page - 1) * 100; i < len(names) && i < page*100; i++ {
		out = append(out, term{ID: i + 1, Name: names[i], Slug: fmt.Sprint("t", i), Count: 3, Permalink: "https://x/" + names[i]})
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(out)
}

func TestStoreVocabulary(t *testing.T) {
	t.Parallel()
	cats := []string{"Babouches", "Tajines &amp; Cuisine"}
	for i := 0; len(cats) < 130; i++ {
		cats = append(cats, fmt.Sprintf("Catégorie %d", i)) // a second page
	}
	fake := &fakeTerms{t: t, cats: cats, tags: []string{"fait main", "<b>bio</b>"}}
	srv := httptest.NewServer(fake)
	defer srv.Close()
	syn, _ := ParseSynonyms([]byte(`{"groups": [{"name": "shoes", "terms": ["sbbat"]}]}`), nil)
	s, err := NewStore(StoreConfig{BaseURL: srv.URL, Synonyms: syn, Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	v, err := s.Vocabulary(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Products) != 130 || v.Products[1] != "Tajines & Cuisine" {
		t.Fatalf("%d products, second %q", len(v.Products), v.Products[1])
	}
	if !slices.Equal(v.Modifiers, []string{"fait main", "bio"}) || !slices.Equal(v.Synonyms, []string{"sbbat"}) {
		t.Fatalf("modifiers %q synonyms %q", v.Modifiers, v.Synonyms)
	}
	want := []string{
		"/wp-json/wc/store/v1/products/categories?per_page=100&page=1",
		"/wp-json/wc/store/v1/products/categories?per_page=100&page=2",
		"/wp-json/wc/store/v1/products/tags?per_page=100&page=1",
	}
	if !slices.Equal(fake.calls, want) {
		t.Fatalf("calls\n%s\nwant\n%s", strings.Join(fake.calls, "\n"), strings.Join(want, "\n"))
	}
}

func TestStoreVocabularyFailureKeepsSynonyms(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(&fakeTerms{t: t, fail: true})
	defer srv.Close()
	syn, _ := ParseSynonyms([]byte(`{"groups": [{"name": "shoes", "terms": ["sbbat"]}]}`), nil)
	s, err := NewStore(StoreConfig{BaseURL: srv.URL, Synonyms: syn, Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	v, err := s.Vocabulary(context.Background())
	if err == nil || !strings.Contains(err.Error(), "500") {
		t.Fatalf("error %v, want the store's 500", err)
	}
	if !slices.Equal(v.Synonyms, []string{"sbbat"}) {
		t.Fatalf("synonyms lost on failure: %+v", v)
	}
}
