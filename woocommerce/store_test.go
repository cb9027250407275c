package woocommerce

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/woocommerce/wootest"
)

// fakeClock is a settable clock for the cache and the circuit breaker.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) Add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

type storeEnv struct {
	fake  *wootest.Server
	store *Store
	reg   *prometheus.Registry
	clock *fakeClock
}

// newStoreEnv starts a fake Store API over testdata/catalog.json and a Store
// pointed at it; edit tunes the config.
func newStoreEnv(t *testing.T, edit func(*StoreConfig)) storeEnv {
	t.Helper()
	fake := wootest.New(t, catalogPath)
	clock := &fakeClock{t: time.Date(2025, 3, 21, 10, 0, 0, 0, time.UTC)}
	reg := prometheus.NewRegistry()
	cfg := StoreConfig{
		// A generous attempt timeout: only the timeout tests may time out,
		// not a 6 MiB body read by a race-instrumented test on a busy machine.
		BaseURL: fake.URL, Timeout: time.Minute, HTTPClient: fake.Client(), Registerer: reg,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Now: clock.Now,
	}
	if edit != nil {
		edit(&cfg)
	}
	s, err := NewStore(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return storeEnv{fake: fake, store: s, reg: reg, clock: clock}
}

func (e storeEnv) search(t *testing.T, words string, maxPrice int64, exclude []string) (engine.SearchResult, error) {
	t.Helper()
	return e.store.Search(context.Background(), engine.SearchRequest{Query: shopperQuery(words, maxPrice), Limit: 5, Exclude: exclude})
}

// searcher is what the runner calls: Store and Local both are one.
type searcher interface {
	Search(ctx context.Context, req engine.SearchRequest) (engine.SearchResult, error)
}

// pageThrough runs "show more" until the catalog says there is nothing more.
func pageThrough(t *testing.T, s searcher, words string) []string {
	t.Helper()
	var shown []string
	for page := 0; page < 60; page++ {
		res, err := s.Search(context.Background(), engine.SearchRequest{Query: shopperQuery(words, 0), Limit: 5, Exclude: slices.Clone(shown)})
		if err != nil {
			t.Fatalf("page %d: %v", page, err)
		}
		if len(res.Products) > 5 {
			t.Fatalf("page %d has %d products", page, len(res.Products))
		}
		for _, p := range res.Products {
			if slices.Contains(shown, p.ID) {
				t.Fatalf("page %d repeats %s %q", page, p.ID, p.Name)
			}
			shown = append(shown, p.ID)
		}
		if !res.More {
			return shown
		}
		if len(res.Products) == 0 {
			t.Fatalf("page %d: empty page with More", page)
		}
	}
	t.Fatal("show more never ends")
	return nil
}

func TestStoreShowMoreNoRepeats(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name          string
		perPage       int
		ignoreExclude bool
		words         string
	}{
		{"store honours exclude", 20, false, "tajine"},
		{"small remote pages", 5, false, "robe"},
		// An old store ignores exclude: the client filters and reads later remote pages.
		{"store ignores exclude", 5, true, "tajine"},
		{"darija synonyms", 20, false, "sbbat"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e := newStoreEnv(t, func(c *StoreConfig) { c.PerPage = tt.perPage; c.CacheTTL = -1 })
			e.fake.IgnoreExclude(tt.ignoreExclude)
			shown := pageThrough(t, e.store, tt.words)
			// The live store finds what the local catalog finds among titles
			// containing the searched words.
			local := pageThrough(t, testLocal(t), tt.words)
			for _, id := range shown {
				if !slices.Contains(local, id) {
					t.Errorf("live result %s not among the local results", id)
				}
			}
			if len(shown) < 5 {
				t.Errorf("only %d results", len(shown))
			}
			if tt.ignoreExclude {
				pages := 0
				for _, q := range e.fake.Requests() {
					if q.Get("page") != "1" {
						pages++
					}
				}
				if pages == 0 {
					t.Error("never read a later remote page to fill the card page")
				}
			}
		})
	}
}

func TestStoreRequestShape(t *testing.T) {
	t.Parallel()
	e := newStoreEnv(t, nil)
	shown := []string{"1201", "1210"}
	if _, err := e.search(t, "cadeau pour femme", 300, shown); err != nil {
		t.Fatal(err)
	}
	reqs := e.fake.Requests()
	if len(reqs) == 0 || len(reqs) > DefaultMaxCalls {
		t.Fatalf("%d requests", len(reqs))
	}
	var words []string
	for _, q := range reqs {
		words = append(words, q.Get("search"))
		want := map[string]string{
			"catalog_visibility": "search", "per_page": "20", "page": "1", "orderby": "title", "order": "asc",
			"max_price": "30000", "exclude": "1201,1210",
		}
		for k, v := range want {
			if q.Get(k) != v {
				t.Errorf("%s = %q, want %q (%v)", k, q.Get(k), v, q)
			}
		}
		if q.Has("min_price") {
			t.Errorf("min_price sent without a lower bound")
		}
	}
	// The phrase, the store's word for the product and its synonyms (calls run concurrently).
	if !slices.Contains(words, "cadeau pour femme") || !slices.Contains(words, "cadeau") || !slices.Contains(words, "gift") {
		t.Errorf("search words %q", words)
	}
}

func TestStoreExcludeCapped(t *testing.T) {
	t.Parallel()
	e := newStoreEnv(t, nil)
	var exclude []string
	for i := range 450 {
		exclude = append(exclude, strings.Repeat("9", 1+i%3)+string(rune('0'+i%10)))
	}
	exclude = append(exclude, "not-a-number", "1287")
	res, err := e.search(t, "tajine", 0, exclude)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range res.Products {
		if p.ID == "1287" {
			t.Error("excluded product returned")
		}
	}
	for _, q := range e.fake.Requests() {
		if n := len(strings.Split(q.Get("exclude"), ",")); n > MaxExcludeIDs {
			t.Errorf("exclude has %d ids", n)
		}
		if !strings.Contains(q.Get("exclude"), "1287") {
			t.Error("the most recent id must be sent")
		}
	}
}

func TestStoreNeverShowsHidden(t *testing.T) {
	t.Parallel()
	e := newStoreEnv(t, func(c *StoreConfig) { c.CacheTTL = -1 })
	for _, words := range []string{"caftan", "coffret", "produit test", "emballage"} {
		for _, p := range pageThrough(t, e.store, words) {
			if slices.Contains([]string{"2402", "2407", "2416", "2422"}, p) {
				t.Errorf("%q shows hidden product %s", words, p)
			}
		}
	}
	for _, q := range e.fake.Requests() {
		if q.Get("catalog_visibility") != "search" {
			t.Errorf("request without catalog_visibility=search: %v", q)
		}
	}
}

// countingTransport counts the attempts the client makes, whether or not
// they reach the server before the attempt's deadline.
type countingTransport struct {
	next http.RoundTripper
	n    *atomic.Int32
}

func (c countingTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	c.n.Add(1)
	return c.next.RoundTrip(r)
}

func TestStoreSlowTimesOut(t *testing.T) {
	t.Parallel()
	var attempts atomic.Int32
	e := newStoreEnv(t, func(c *StoreConfig) {
		c.Timeout = 50 * time.Millisecond
		c.MaxCalls = 1
		c.HTTPClient = &http.Client{Transport: countingTransport{next: c.HTTPClient.Transport, n: &attempts}}
	})
	// The store never answers, so every attempt times out however slow the
	// machine; attempts are counted as the client makes them (the server may
	// not even have seen one before its 50 ms were up).
	e.fake.SetDelay(time.Hour)
	_, err := e.search(t, "tajine", 0, nil)
	if !errors.Is(err, ErrTimeout) {
		t.Fatalf("err = %v, want ErrTimeout", err)
	}
	// One call, retried exactly once.
	if n := attempts.Load(); n != 2 {
		t.Errorf("%d attempts, want 2 (one retry)", n)
	}
	if v := metricValue(t, e.reg, "wakha_catalog_requests_total", "outcome", OutcomeTimeout); v != 2 {
		t.Errorf("timeout outcome counted %v times", v)
	}
}

func TestStoreCallerDeadline(t *testing.T) {
	t.Parallel()
	e := newStoreEnv(t, nil)
	e.fake.SetDelay(time.Hour) // never answers: only the caller's deadline can end the call
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	_, err := e.store.Search(ctx, engine.SearchRequest{Query: shopperQuery("tajine", 0), Limit: 5})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v", err)
	}
	if st := e.store.breaker.current(); st != circuitClosed {
		t.Errorf("the caller's deadline must not count against the store (state %d)", st)
	}
}

func TestStoreRetryOnceOn5xx(t *testing.T) {
	t.Parallel()
	e := newStoreEnv(t, func(c *StoreConfig) { c.MaxCalls = 1 })
	e.fake.Fail(wootest.Fail500, 1)
	res, err := e.search(t, "tajine", 0, nil)
	if err != nil || len(res.Products) == 0 {
		t.Fatalf("retry did not recover: %v", err)
	}
	if n := e.fake.RequestCount(); n != 2 {
		t.Errorf("%d requests, want 2", n)
	}
}

func TestStoreCircuitBreaker(t *testing.T) {
	t.Parallel()
	e := newStoreEnv(t, func(c *StoreConfig) { c.FailureThreshold = 3; c.OpenDuration = 30 * time.Second; c.CacheTTL = -1 })
	e.fake.Fail(wootest.Fail500, -1)
	if _, err := e.search(t, "tajine", 0, nil); err == nil {
		t.Fatal("want an error")
	}
	state := func() float64 { return metricValue(t, e.reg, "wakha_catalog_circuit_state") }
	if state() != circuitOpen {
		t.Fatalf("circuit state %v after repeated 500s", state())
	}
	before := e.fake.RequestCount()
	_, err := e.search(t, "robe rouge", 0, nil)
	if !errors.Is(err, ErrUnavailable) {
		t.Fatalf("err = %v, want ErrUnavailable", err)
	}
	// It fails fast: without calling the store at all.
	if e.fake.RequestCount() != before {
		t.Error("an open circuit must not call the store")
	}
	if v := metricValue(t, e.reg, "wakha_catalog_requests_total", "outcome", OutcomeCircuitOpen); v == 0 {
		t.Error("circuit_open outcome not counted")
	}
	// After the cool-down one probe goes out; the store is back, so it closes.
	e.fake.Fail(wootest.FailNone, 0)
	e.clock.Add(31 * time.Second)
	if _, err := e.search(t, "tajine", 0, nil); err != nil && !errors.Is(err, ErrUnavailable) {
		t.Fatalf("probe: %v", err)
	}
	if _, err := e.search(t, "tajine", 0, nil); err != nil {
		t.Fatalf("after recovery: %v", err)
	}
	if state() != circuitClosed {
		t.Errorf("circuit state %v after recovery", state())
	}
}

func TestStoreCacheAnswersShowMore(t *testing.T) {
	t.Parallel()
	e := newStoreEnv(t, nil)
	first, err := e.search(t, "tajine", 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	calls := e.fake.RequestCount()
	// The same search again: every Store API URL comes from the cache.
	again, err := e.search(t, "tajine", 0, nil)
	if err != nil || !slices.Equal(ids(again.Products), ids(first.Products)) {
		t.Fatalf("repeat differs: %v", err)
	}
	// Show more: answered from what the first search fetched.
	more, err := e.search(t, "tajine", 0, ids(first.Products))
	if err != nil || len(more.Products) == 0 {
		t.Fatalf("show more: %v", err)
	}
	if n := e.fake.RequestCount(); n != calls {
		t.Errorf("the store was called again (%d → %d requests)", calls, n)
	}
	hits := metricValue(t, e.reg, "wakha_catalog_cache_hits_total", "cache", "search")
	if hits < 2 {
		t.Errorf("search cache hits = %v, want ≥ 2", hits)
	}
	// After the TTL the store is asked again.
	e.clock.Add(DefaultCacheTTL + time.Second)
	if _, err := e.search(t, "tajine", 0, nil); err != nil {
		t.Fatal(err)
	}
	if e.fake.RequestCount() == calls {
		t.Error("expired cache entry reused")
	}
	if metricValue(t, e.reg, "wakha_catalog_cache_misses_total", "cache", "request") == 0 {
		t.Error("request cache misses not counted")
	}
	if v := metricValue(t, e.reg, "wakha_catalog_searches_total", "source", "live"); v != 4 {
		t.Errorf("live searches = %v, want 4", v)
	}
}

func ids(ps []engine.Product) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.ID)
	}
	return out
}

func TestStoreBadResponses(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		failure  wootest.Failure
		wantErr  error
		status   int
		requests int // per search word: 2 when retried
	}{
		{"html page", wootest.FailHTML, ErrBadResponse, 0, 1},
		{"store api missing", wootest.Fail404, ErrBadResponse, 404, 1},
		{"security challenge", wootest.FailChallenge, nil, 403, 1},
		{"non-numeric prices", wootest.FailBadPrices, ErrBadResponse, 0, 1},
		{"oversized body", wootest.FailHuge, ErrBadResponse, 0, 1},
		{"server error", wootest.Fail500, nil, 500, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e := newStoreEnv(t, func(c *StoreConfig) { c.MaxCalls = 1 })
			e.fake.Fail(tt.failure, -1)
			res, err := e.search(t, "tajine", 0, nil)
			if err == nil {
				t.Fatalf("no error, got %d products", len(res.Products))
			}
			if tt.wantErr != nil && !errors.Is(err, tt.wantErr) {
				t.Errorf("err = %v, want %v", err, tt.wantErr)
			}
			var se *StatusError
			if tt.status != 0 && (!errors.As(err, &se) || se.Status != tt.status) {
				t.Errorf("err = %v, want HTTP %d", err, tt.status)
			}
			if n := e.fake.RequestCount(); n != tt.requests {
				t.Errorf("%d requests, want %d", n, tt.requests)
			}
			if tt.wantErr == ErrBadResponse {
				if v := metricValue(t, e.reg, "wakha_catalog_requests_total", "outcome", OutcomeBadResponse); v == 0 {
					t.Error("bad_response not counted")
				}
			}
		})
	}
}

func TestNewStoreConfig(t *testing.T) {
	t.Parallel()
	for _, base := range []string{"", "souk.example.com", "ftp://souk.example.com", "https://"} {
		if _, err := NewStore(StoreConfig{BaseURL: base}); err == nil {
			t.Errorf("NewStore(%q) accepted", base)
		}
	}
	s, err := NewStore(StoreConfig{BaseURL: "https://souk.example.com/"})
	if err != nil {
		t.Fatal(err)
	}
	if s.cfg.Timeout != DefaultTimeout || s.cfg.CacheTTL != DefaultCacheTTL || s.endpoint != "https://souk.example.com"+ProductsPath {
		t.Errorf("defaults: %+v %s", s.cfg, s.endpoint)
	}
	// Two catalogs may share one registry.
	reg := prometheus.NewRegistry()
	if _, err := NewStore(StoreConfig{BaseURL: "https://a.example", Registerer: reg}); err != nil {
		t.Fatal(err)
	}
	// A catalog of its own: Instrument sets the metrics that the shared
	// test catalog's searches read in parallel tests (a data race).
	local, err := LoadFile(catalogPath, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := local.Instrument(reg); err != nil {
		t.Fatal(err)
	}
}

func TestStoreMinorUnitsLearned(t *testing.T) {
	t.Parallel()
	e := newStoreEnv(t, nil)
	if _, err := e.search(t, "tajine", 0, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := e.search(t, "robe", 500, nil); err != nil {
		t.Fatal(err)
	}
	reqs := e.fake.Requests()
	if got := reqs[len(reqs)-1].Get("max_price"); got != "50000" {
		t.Errorf("max_price = %q, want 50000 (minor units)", got)
	}
}

var _ http.Handler = (*wootest.Handler)(nil)

// metricValue reads one counter or gauge from reg; labels are name, value pairs.
func metricValue(t *testing.T, reg *prometheus.Registry, name string, labels ...string) float64 {
	t.Helper()
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() != name {
			continue
		}
	metrics:
		for _, m := range mf.GetMetric() {
			for i := 0; i+1 < len(labels); i += 2 {
				found := false
				for _, lp := range m.GetLabel() {
					if lp.GetName() == labels[i] && lp.GetValue() == labels[i+1] {
						found = true
					}
				}
				if !found {
					continue metrics
				}
			}
			if c := m.GetCounter(); c != nil {
				return c.GetValue()
			}
			return m.GetGauge().GetValue()
		}
	}
	return 0
}

// TestStoreQueryStrategy runs the shopper queries against the fake store:
// the live strategy (several title searches, merged and ranked locally)
// must find what the local catalog finds, where titles allow it.
func TestStoreQueryStrategy(t *testing.T) {
	t.Parallel()
	e := newStoreEnv(t, nil)
	runQueryStrategy(t, e.store, true)
}

// Normalization collapses repeated letters ("pochette" → "pochete"); the
// Store API matches stored titles, so the store's own spelling is searched:
// from the synonym table, or learned from titles the store returned before.
func TestStoreRespellsCollapsedWords(t *testing.T) {
	t.Parallel()
	e := newStoreEnv(t, nil)
	if _, err := e.search(t, "cuir", 0, nil); err != nil { // returns "Pochette en cuir brodée"
		t.Fatal(err)
	}
	res, err := e.search(t, "pochette", 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	var words []string
	for _, q := range e.fake.Requests() {
		words = append(words, q.Get("search"))
	}
	if !slices.Contains(words, "pochette") {
		t.Errorf("searched %q, want the store's spelling \"pochette\"", words)
	}
	if len(res.Products) == 0 || !strings.Contains(res.Products[0].Name, "Pochette") {
		t.Errorf("got %v", ids(res.Products))
	}
	if got := respell("cadeau pour feme d'argan", e.store.spelling); got != "cadeau pour femme d'argan" {
		t.Errorf("respell = %q", got)
	}
}
