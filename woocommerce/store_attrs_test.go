package woocommerce

import (
	"bytes"
	"context"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/woocommerce/wootest"
)

// liveMisses lists, per filter case, products the local catalog finds that
// the live store cannot: browsing by colour alone only asks the store with
// the attribute filter, so products whose colour is only in their text are
// not fetched.
var liveMisses = map[string][]string{
	"colour alone": {"1399", "2435"},
}

// TestStoreAttributeFilters runs the local filter table against the fake
// Store API: the live store finds what the local catalog finds (its
// results are a subset, and the products the case names are there unless
// listed in liveMisses), with products whose colour is only in their
// attributes included.
func TestStoreAttributeFilters(t *testing.T) {
	t.Parallel()
	local := testLocal(t)
	byID := catalogByID(t)
	for _, tt := range filterCases {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e := newStoreEnv(t, nil)
			live := pageAll(t, e.store, tt.q)
			all := pageAll(t, local, tt.q)
			for _, id := range live {
				if !slices.Contains(all, id) {
					t.Errorf("live result %s %q is not a local result", id, byID[id].Name)
				}
			}
			for _, id := range tt.want {
				if !slices.Contains(live, id) && !slices.Contains(liveMisses[tt.name], id) {
					t.Errorf("%s %q missing: %s", id, byID[id].Name, describeIDs(byID, live))
				}
			}
			for _, call := range e.fake.Calls() {
				if call.Path == wootest.ProductsPath && call.Query.Get("attributes[0][attribute]") == "" && tt.q.HasFilters() && call.Query.Get("search") == "" {
					t.Errorf("browse without the attribute filter: %v", call.Query)
				}
			}
		})
	}
}

// The request shapes: discovery once (attributes, then the terms of the
// colour and size taxonomies), then products calls with
// attributes[i][attribute] + attributes[i][term_id][] and, for two
// filters, attribute_relation=and; one call without filters.
func TestStoreAttributeRequests(t *testing.T) {
	t.Parallel()
	e := newStoreEnv(t, nil)
	q := engine.Query{Text: "jellaba", Color: "blue", Size: "XXL", Hash: "h"}
	res, err := e.store.Search(context.Background(), engine.SearchRequest{Query: q, Limit: 5})
	if err != nil {
		t.Fatal(err)
	}
	if ids := ids(res.Products); !slices.Contains(ids, "2601") || slices.Contains(ids, "2616") {
		t.Fatalf("results %v", ids)
	}
	calls := e.fake.Calls()
	var paths []string
	for _, c := range calls {
		if c.Path != wootest.ProductsPath {
			paths = append(paths, c.Path)
		}
	}
	slices.Sort(paths)
	want := []string{wootest.AttributesPath, wootest.AttributesPath + "/1/terms", wootest.AttributesPath + "/2/terms", wootest.AttributesPath + "/3/terms"}
	if !slices.Equal(paths, want) {
		t.Fatalf("discovery calls %q, want %q", paths, want)
	}
	filtered, plain := 0, 0
	for _, c := range calls {
		if c.Path != wootest.ProductsPath {
			continue
		}
		q := c.Query
		if q.Get("attributes[0][attribute]") == "" {
			plain++
			if q.Get("attribute_relation") != "" {
				t.Errorf("relation without attributes: %v", q)
			}
			continue
		}
		filtered++
		if q.Get("attributes[0][attribute]") != "pa_couleur" || !slices.Contains(q["attributes[0][term_id][]"], "204") ||
			!slices.Contains(q["attributes[0][term_id][]"], "221") || !slices.Contains(q["attributes[0][term_id][]"], "217") {
			t.Errorf("colour filter %v", q)
		}
		if q.Get("attributes[1][attribute]") != "pa_taille" || !slices.Equal(q["attributes[1][term_id][]"], []string{"218"}) ||
			q.Get("attribute_relation") != "and" {
			t.Errorf("size filter %v", q)
		}
		if q.Get("catalog_visibility") != "search" || q.Get("search") == "" {
			t.Errorf("search parameters lost: %v", q)
		}
	}
	if filtered < 2 || plain != 1 {
		t.Errorf("%d filtered and %d plain calls", filtered, plain)
	}

	// Discovery is cached with the catalog cache TTL.
	before := len(e.fake.Calls())
	if _, err := e.store.Search(context.Background(), engine.SearchRequest{Query: engine.Query{Text: "caftan", Color: "red", Hash: "h2"}, Limit: 5}); err != nil {
		t.Fatal(err)
	}
	for _, c := range e.fake.Calls()[before:] {
		if strings.HasPrefix(c.Path, wootest.AttributesPath) {
			t.Fatalf("attributes read again within the TTL: %s", c.Path)
		}
	}
	e.clock.Add(DefaultCacheTTL)
	before = len(e.fake.Calls())
	if _, err := e.store.Search(context.Background(), engine.SearchRequest{Query: engine.Query{Text: "robe", Color: "red", Hash: "h3"}, Limit: 5}); err != nil {
		t.Fatal(err)
	}
	again := 0
	for _, c := range e.fake.Calls()[before:] {
		if c.Path == wootest.AttributesPath {
			again++
		}
	}
	if again != 1 {
		t.Errorf("attributes read %d times after the TTL, want 1", again)
	}
}

// A size both taxonomies hold (42 is a pointure and a taille) cannot be one
// request (attributes[] entries are ANDed): the best one first, the other
// in later calls.
func TestStoreSizeInTwoTaxonomies(t *testing.T) {
	t.Parallel()
	e := newStoreEnv(t, nil)
	res, err := e.store.Search(context.Background(), engine.SearchRequest{Query: engine.Query{Text: "sbbat", Size: "42", Hash: "h"}, Limit: 5})
	if err != nil || len(res.Products) == 0 {
		t.Fatalf("%v %v", res, err)
	}
	seen := map[string]bool{}
	for _, c := range e.fake.Calls() {
		if tax := c.Query.Get("attributes[0][attribute]"); tax != "" {
			seen[tax] = true
			if c.Query.Get("attributes[1][attribute]") != "" {
				t.Errorf("two size taxonomies ANDed: %v", c.Query)
			}
		}
	}
	if !seen["pa_pointure"] || !seen["pa_taille"] {
		t.Errorf("taxonomies asked %v", seen)
	}
}

// syncBuffer is a log sink safe for concurrent writes.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// A store whose attribute routes fail still filters: by the attributes,
// names and descriptions of the products its plain calls return. The
// failure is logged once, retried after the TTL, and never fails a search.
func TestStoreAttributeDiscoveryFails(t *testing.T) {
	t.Parallel()
	logs := &syncBuffer{}
	e := newStoreEnv(t, func(c *StoreConfig) {
		c.Logger = slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelInfo}))
	})
	e.fake.FailAttributes(wootest.Fail404, -1)
	search := func(text, colour string) []string {
		t.Helper()
		res, err := e.store.Search(context.Background(), engine.SearchRequest{Query: engine.Query{Text: text, Color: colour, Hash: text + colour}, Limit: 5})
		if err != nil {
			t.Fatal(err)
		}
		return ids(res.Products)
	}
	got := search("jellaba", "blue")
	for _, id := range []string{"2601", "2606", "2611", "2506"} {
		if !slices.Contains(got, id) {
			t.Errorf("%s missing: %v", id, got)
		}
	}
	if slices.Contains(got, "2616") {
		t.Errorf("a brown jellaba came back: %v", got)
	}
	search("caftan", "blue")
	if n := strings.Count(logs.String(), "cannot read the store's attributes"); n != 1 {
		t.Errorf("failure logged %d times:\n%s", n, logs.String())
	}
	if strings.Contains(logs.String(), "store request failed") {
		t.Errorf("the discovery request logged on its own:\n%s", logs.String())
	}
	attrCalls := func() int {
		n := 0
		for _, c := range e.fake.Calls() {
			if strings.HasPrefix(c.Path, wootest.AttributesPath) {
				n++
			}
		}
		return n
	}
	if n := attrCalls(); n != 1 {
		t.Errorf("attributes asked %d times within the TTL", n)
	}
	// Still failing after the TTL: asked again, not logged again.
	e.clock.Add(DefaultCacheTTL + time.Second)
	search("robe", "blue")
	if n := attrCalls(); n != 2 {
		t.Errorf("attributes asked %d times after one TTL, want 2", n)
	}
	if n := strings.Count(logs.String(), "cannot read the store's attributes"); n != 1 {
		t.Errorf("a continuing failure logged again (%d lines)", n)
	}
	e.fake.FailAttributes(wootest.FailNone, 0)
	e.clock.Add(DefaultCacheTTL + time.Second)
	search("robe", "red")
	if n := attrCalls(); n < 3 {
		t.Errorf("attributes not asked again after the TTL (%d calls)", n)
	}
	if !strings.Contains(logs.String(), "store attributes readable again") {
		t.Errorf("recovery not logged:\n%s", logs.String())
	}
}

func TestAttributeParams(t *testing.T) {
	t.Parallel()
	lx := DefaultSynonyms().attrs()
	attrs := &storeAttributes{}
	attrs.byKind[kColor] = []taxonomy{{id: 1, slug: "pa_couleur", terms: []taxTerm{
		{id: 10, name: "Bleu", count: 5, vals: lx.termValues(kColor, "Bleu", "bleu")},
		{id: 11, name: "Bleu nuit", count: 2, vals: lx.termValues(kColor, "Bleu nuit", "bleu-nuit")},
		{id: 12, name: "Rouge", count: 9, vals: lx.termValues(kColor, "Rouge", "rouge")},
	}}}
	attrs.byKind[kSize] = []taxonomy{
		{id: 2, slug: "pa_taille", terms: []taxTerm{{id: 20, name: "42", count: 2, vals: lx.termValues(kSize, "42", "42")}}},
		{id: 3, slug: "pa_pointure", terms: []taxTerm{{id: 30, name: "42", count: 7, vals: lx.termValues(kSize, "42", "42")}}},
	}
	fs := lx.filters(engine.Query{Color: "blue", Size: "42", Material: "leather"})
	sets := attributeParams(fs, attrs)
	if len(sets) != 2 {
		t.Fatalf("%d sets: %+v", len(sets), sets)
	}
	if s := sets[0]; len(s) != 2 || s[0].taxonomy != "pa_couleur" || !slices.Equal(s[0].termIDs, []int64{10, 11}) ||
		s[1].taxonomy != "pa_pointure" || !slices.Equal(s[1].termIDs, []int64{30}) {
		t.Errorf("best set %+v", s)
	}
	if s := sets[1]; s[1].taxonomy != "pa_taille" || s[0].taxonomy != "pa_couleur" {
		t.Errorf("second set %+v", s)
	}
	if got := attributeParams(lx.filters(engine.Query{Color: "purple"}), attrs); got != nil {
		t.Errorf("a colour the store has no term for was sent: %+v", got)
	}
	if got := attributeParams(fs, nil); got != nil {
		t.Errorf("no discovery, params %+v", got)
	}
}

// The attribute filter is what finds products whose colour only their
// attributes state when the titles holding the word are many: with one
// product per Store API page and two calls at a time, the filtered calls
// bring blue jellabas while plain title pages (the store without
// discovery) bring none within the call budget.
func TestStoreAttributeFilterRecall(t *testing.T) {
	t.Parallel()
	found := func(discovery bool) []string {
		e := newStoreEnv(t, func(c *StoreConfig) { c.PerPage = 1; c.MaxCalls = 2 })
		if !discovery {
			e.fake.FailAttributes(wootest.Fail404, -1)
		}
		res, err := e.store.Search(context.Background(), engine.SearchRequest{Query: engine.Query{Text: "jellaba", Color: "blue", Hash: "h"}, Limit: 5})
		if err != nil {
			t.Fatal(err)
		}
		return ids(res.Products)
	}
	with, without := found(true), found(false)
	if len(with) < 2 || len(with) <= len(without) {
		t.Fatalf("with discovery %v, without %v", with, without)
	}
	for _, id := range with {
		if !slices.Contains([]string{"2506", "2601", "2606", "2611", "1369"}, id) {
			t.Errorf("%s is not a blue jellaba", id)
		}
	}
}

func TestStreamsPlan(t *testing.T) {
	t.Parallel()
	s := &Store{cfg: StoreConfig{MaxCalls: 2}}
	a := []attrParam{{taxonomy: "pa_couleur", termIDs: []int64{1}}}
	b := []attrParam{{taxonomy: "pa_taille", termIDs: []int64{2}}}
	desc := func(ss []stream) []string {
		var out []string
		for _, st := range ss {
			tax := "-"
			if len(st.attrs) > 0 {
				tax = st.attrs[0].taxonomy
			}
			out = append(out, st.word+"/"+tax)
		}
		return out
	}
	tests := []struct {
		words []string
		sets  [][]attrParam
		want  []string
	}{
		{[]string{"djellaba", "jellaba"}, nil, []string{"djellaba/-", "jellaba/-"}},
		{[]string{"djellaba", "jellaba"}, [][]attrParam{a}, []string{"djellaba/pa_couleur", "jellaba/pa_couleur", "djellaba/-"}},
		{[]string{"jellaba zr9", "djellaba"}, [][]attrParam{a}, []string{"jellaba zr9/pa_couleur", "djellaba/pa_couleur", "djellaba/-"}},
		{[]string{"sbbat", "babouche"}, [][]attrParam{a, b}, []string{"sbbat/pa_couleur", "babouche/pa_couleur", "sbbat/-", "sbbat/pa_taille"}},
		{[]string{""}, [][]attrParam{a, b}, []string{"/pa_couleur", "/pa_taille"}},
	}
	for _, tt := range tests {
		if got := desc(s.streams(tt.words, tt.sets)); !slices.Equal(got, tt.want) {
			t.Errorf("streams(%q, %d sets) = %q, want %q", tt.words, len(tt.sets), got, tt.want)
		}
	}
}
