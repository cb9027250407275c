package woocommerce

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wakha/wakha/engine"
)

// Store API routes, relative to the store URL.
const (
	// ProductsPath lists and searches products.
	ProductsPath = "/wp-json/wc/store/v1/products"
	// AttributesPath lists the store's global attribute taxonomies; their
	// terms are at AttributesPath/{id}/terms.
	AttributesPath = "/wp-json/wc/store/v1/products/attributes"
)

// Defaults of StoreConfig.
const (
	DefaultTimeout          = 3 * time.Second
	DefaultCacheTTL         = 60 * time.Second
	DefaultPerPage          = 20
	DefaultMaxCalls         = 4
	DefaultMaxBodyBytes     = 5 << 20
	DefaultFailureThreshold = 5
	DefaultOpenDuration     = 30 * time.Second
	// maxRounds bounds the Store API calls of one search to maxRounds × MaxCalls
	// (later rounds read further pages when ranking and exclusion left the
	// card page short, e.g. on old stores that ignore exclude).
	maxRounds = 3
	// MaxExcludeIDs caps the exclude list sent to the store (the most recent
	// ids) to bound the URL length; older ids are filtered locally.
	MaxExcludeIDs = 200
)

// StoreConfig configures a live Store. Zero values take the defaults.
type StoreConfig struct {
	// BaseURL is the store's home URL ("https://souk.example.com"), also the
	// base of add-to-cart links. Required, http or https.
	BaseURL string
	// Timeout bounds each HTTP attempt (WOOCOMMERCE_TIMEOUT, default 3s).
	// A timed-out GET is retried once, so one call can take twice as long;
	// the caller's context bounds the whole search.
	Timeout time.Duration
	// CacheTTL is how long Store API answers are reused (CATALOG_CACHE_TTL,
	// default 60s), the store's attribute taxonomies and terms included;
	// negative disables caching (attributes are then read for every
	// filtered search).
	CacheTTL time.Duration
	// HTTPClient sends the requests (default: a client without its own timeout).
	HTTPClient *http.Client
	// Synonyms is the query vocabulary (default DefaultSynonyms).
	Synonyms *Synonyms
	// Registerer receives the wakha_catalog_* metrics; nil = unregistered.
	Registerer prometheus.Registerer
	// Logger receives one line per failed request (default slog.Default()).
	Logger *slog.Logger

	// PerPage is the Store API page size per call (1..100, default 20): more
	// than one card page so ranking and exclusion can fill it.
	PerPage int
	// MaxCalls bounds the concurrent Store API calls of one search round
	// (default 4); a search makes at most three rounds.
	MaxCalls int
	// MaxBodyBytes caps a response body (default 5 MiB).
	MaxBodyBytes int64
	// FailureThreshold consecutive failures open the circuit (default 5).
	FailureThreshold int
	// OpenDuration is how long an open circuit fails fast before a probe (default 30s).
	OpenDuration time.Duration
	// Now is the clock of the cache and the circuit breaker (default time.Now).
	Now func() time.Time
}

// Store searches a live WooCommerce store through its public Store API.
// See the package README for the query strategy. Safe for concurrent use.
type Store struct {
	base     string // no trailing slash
	endpoint string
	cfg      StoreConfig
	client   *http.Client
	syn      *Synonyms
	log      *slog.Logger
	metrics  *Metrics
	breaker  *breaker
	pages    *ttlCache[remotePage]
	searches *ttlCache[*searchEntry]
	minor    atomic.Int32 // the store's currency_minor_unit, learned from responses

	// spellMu guards spellings: title words as the store spells them, by
	// folded form, so a collapsed shopper word ("cofret") is searched as the
	// store writes it ("coffret"). Bounded by maxSpellings.
	spellMu   sync.RWMutex
	spellings map[string]string

	disc discovery // the store's attribute taxonomies and terms, for filters
}

// maxSpellings bounds the title words remembered for respelling.
const maxSpellings = 20000

// remotePage is one decoded Store API answer.
type remotePage struct {
	products   []StoreProduct
	total      int
	totalPages int
}

// NewStore checks cfg and returns a Store.
func NewStore(cfg StoreConfig) (*Store, error) {
	u, err := url.Parse(strings.TrimSpace(cfg.BaseURL))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("woocommerce: store URL %q must be an absolute http(s) URL", cfg.BaseURL)
	}
	u.RawQuery, u.Fragment = "", ""
	base := strings.TrimRight(u.String(), "/")
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	if cfg.CacheTTL == 0 {
		cfg.CacheTTL = DefaultCacheTTL
	}
	if cfg.PerPage <= 0 || cfg.PerPage > 100 {
		cfg.PerPage = DefaultPerPage
	}
	if cfg.MaxCalls <= 0 {
		cfg.MaxCalls = DefaultMaxCalls
	}
	if cfg.MaxBodyBytes <= 0 {
		cfg.MaxBodyBytes = DefaultMaxBodyBytes
	}
	if cfg.FailureThreshold <= 0 {
		cfg.FailureThreshold = DefaultFailureThreshold
	}
	if cfg.OpenDuration <= 0 {
		cfg.OpenDuration = DefaultOpenDuration
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	s := &Store{base: base, endpoint: base + ProductsPath, cfg: cfg, client: cfg.HTTPClient, syn: cfg.Synonyms, log: cfg.Logger}
	if s.client == nil {
		s.client = &http.Client{}
	}
	if s.syn == nil {
		s.syn = DefaultSynonyms()
	}
	if s.log == nil {
		s.log = slog.Default()
	}
	if s.metrics, err = NewMetrics(cfg.Registerer); err != nil {
		return nil, err
	}
	s.metrics.prepareStore()
	s.breaker = newBreaker(cfg.FailureThreshold, cfg.OpenDuration, cfg.Now, func(st int) { s.metrics.circuitState.Set(float64(st)) })
	s.pages = newTTLCache[remotePage](cfg.CacheTTL, 512, cfg.Now)
	s.searches = newTTLCache[*searchEntry](cfg.CacheTTL, 512, cfg.Now)
	s.minor.Store(2)
	s.spellings = map[string]string{}
	s.disc.sem = make(chan struct{}, 1)
	return s, nil
}

// searchEntry is what one search fetched, kept so "show more" can be
// answered without asking the store again.
type searchEntry struct {
	products []StoreProduct
	ix       *index
	streams  []stream
	excluded map[string]bool // the Exclude of the fetch; a later Exclude must contain it
}

// stream is one Store API search word and how far it was read.
type stream struct {
	word  string      // "" = browse (price bounds or attributes only)
	attrs []attrParam // attribute filters sent with it (nil = none)
	page  int
	more  bool
	ok    bool
	err   error
	fresh []StoreProduct
}

func (e *searchEntry) remoteMore() bool {
	for _, s := range e.streams {
		if s.more {
			return true
		}
	}
	return false
}

// Search returns one page of products for req (see Local.Search for the
// semantics). It fails with an error wrapping ErrUnavailable when the
// circuit is open, ErrTimeout or ErrBadResponse when the store could not
// answer usefully; when some Store API calls fail and others succeed, the
// successful ones are used.
func (s *Store) Search(ctx context.Context, req engine.SearchRequest) (engine.SearchResult, error) {
	start := s.cfg.Now()
	s.metrics.searches.WithLabelValues("live").Inc()
	defer func() { s.metrics.searchSeconds.WithLabelValues("live").Observe(s.cfg.Now().Sub(start).Seconds()) }()

	limit := clampLimit(req.Limit)
	terms := analyze(req.Query, s.syn)
	filters := s.syn.attrs().filters(req.Query)
	res := engine.SearchResult{QueryHash: req.Query.Hash, Products: []engine.Product{}}
	if len(terms) == 0 && req.Query.MinPrice <= 0 && req.Query.MaxPrice <= 0 && len(filters) == 0 {
		return res, nil
	}
	exclude := excludeSet(req.Exclude)
	offset := max(0, req.Offset)
	key := searchKey(terms, req.Query) + "#" + filterKey(filters)

	if e, ok := s.searches.get(key); ok && containsAll(exclude, e.excluded) {
		pg := e.ix.search(terms, s.syn, req.Query.MinPrice, req.Query.MaxPrice, filters, exclude, offset, limit+1)
		if len(pg.products) > limit || !e.remoteMore() {
			s.metrics.cacheHits.WithLabelValues("search").Inc()
			return finish(res, pg, limit, e.remoteMore()), nil
		}
	}
	s.metrics.cacheMisses.WithLabelValues("search").Inc()

	e := &searchEntry{excluded: exclude}
	var sets [][]attrParam
	if len(filters) > 0 {
		sets = attributeParams(filters, s.discover(ctx))
	}
	e.streams = s.streams(s.plan(terms, req.Query.Text), sets)
	remoteExclude := lastIDs(req.Exclude, MaxExcludeIDs)
	seen := map[int64]bool{}
	skipped := map[int64]bool{}
	var pg page
	budget := maxRounds * s.cfg.MaxCalls
	for round := 0; ; round++ {
		var todo []int
		for i, st := range e.streams {
			if (round == 0 || st.more) && len(todo) < budget {
				todo = append(todo, i)
			}
		}
		if len(todo) == 0 {
			break
		}
		budget -= len(todo)
		s.fetchStreams(ctx, e.streams, todo, req.Query, remoteExclude)
		okAny := false
		for i := range e.streams {
			st := &e.streams[i]
			if st.ok {
				okAny = true
			}
			for _, p := range st.fresh {
				if !seen[int64(p.ID)] {
					seen[int64(p.ID)] = true
					e.products = append(e.products, p)
				}
			}
			st.fresh = nil
		}
		if round == 0 && !okAny {
			return res, fmt.Errorf("woocommerce: search %q: %w", req.Query.Text, firstErr(e.streams))
		}
		e.ix = buildIndex(e.products, s.base, s.syn.attrs(), func(id Int, reason string) {
			if !skipped[int64(id)] {
				skipped[int64(id)] = true
				s.metrics.skipped.WithLabelValues("live").Inc()
				s.log.Warn("woocommerce: product skipped: it cannot make a valid card", "id", int64(id), "reason", reason)
			}
		})
		pg = e.ix.search(terms, s.syn, req.Query.MinPrice, req.Query.MaxPrice, filters, exclude, offset, limit+1)
		if len(pg.products) > limit {
			break
		}
	}
	complete := true
	for _, st := range e.streams {
		if !st.ok {
			complete = false
		}
	}
	if complete {
		s.searches.put(key, e)
	}
	res = finish(res, pg, limit, e.remoteMore())
	if len(res.Products) == 0 {
		res.More = false // nothing unseen within this search's call budget
	}
	return res, nil
}

// finish cuts a page fetched with one extra product to limit and sets More.
func finish(res engine.SearchResult, pg page, limit int, remoteMore bool) engine.SearchResult {
	res.More = pg.more || remoteMore
	if len(pg.products) > limit {
		pg.products = pg.products[:limit]
		res.More = true
	}
	res.Products = nonNil(pg.products)
	return res
}

// plan chooses the Store API search words, at most MaxCalls: the shopper's
// whole phrase first (when it has several words), then for each product
// word its store vocabulary form (the synonym group's first term, singular),
// the shopper's own word and the group's second term, round-robin across
// words with the describing words (colours, materials) after the product
// words, then narrower kinds. Numbers are never searched alone. Shopper
// words are respelled the way the synonym table or the store's titles write
// them, since normalization collapsed repeated letters.
func (s *Store) plan(terms []qterm, text string) []string {
	var out []string
	seen := map[string]bool{}
	push := func(w string) {
		w = strings.TrimSpace(respell(w, s.spelling))
		if utf8.RuneCountInString(w) < 2 || len(out) >= s.cfg.MaxCalls {
			return
		}
		k := strings.Join(words(w), " ")
		if k == "" || seen[k] {
			return
		}
		seen[k] = true
		out = append(out, w)
	}
	if len(terms) == 0 {
		return []string{""}
	}
	if len(strings.Fields(text)) >= 2 && len(terms) >= 2 {
		push(text)
	}
	var lists [][]string
	var narrower []string
	addTerm := func(t qterm) {
		var forms []string
		if len(t.groups) > 0 {
			g := s.syn.groups[t.groups[0]]
			forms = append(forms, singular(g.Terms[0]), t.raw)
			if len(g.Terms) > 1 {
				forms = append(forms, singular(g.Terms[1]))
			}
			for _, n := range g.Narrower {
				narrower = append(narrower, singular(n))
			}
		} else {
			forms = append(forms, t.raw)
		}
		lists = append(lists, forms)
	}
	for _, t := range terms {
		if !t.modifier {
			addTerm(t)
		}
	}
	for _, t := range terms {
		if t.modifier && !t.number {
			addTerm(t)
		}
	}
	for round := 0; round < 3; round++ {
		for _, forms := range lists {
			if round < len(forms) {
				push(forms[round])
			}
		}
	}
	for _, n := range narrower {
		push(n)
	}
	if len(out) == 0 {
		for _, t := range terms {
			push(t.raw) // only numbers: search them after all
		}
	}
	return out
}

// learn remembers how the store spells the words of these titles.
func (s *Store) learn(products []StoreProduct) {
	s.spellMu.Lock()
	defer s.spellMu.Unlock()
	for _, p := range products {
		learnSpellings(s.spellings, cleanText(string(p.Name)), maxSpellings)
	}
}

// spelling returns how the synonym table or the store's titles spell a
// folded word; the Store API matches substrings of the stored title, so a
// folded "feme" would never find "femme".
func (s *Store) spelling(folded string) (string, bool) {
	if v, ok := s.syn.spell[folded]; ok {
		return v, true
	}
	s.spellMu.RLock()
	defer s.spellMu.RUnlock()
	v, ok := s.spellings[folded]
	return v, ok
}

// singular drops a final plural "s" so the Store API substring match finds
// both forms ("chaussures" → "chaussure").
func singular(w string) string {
	if n := len(w); n > 4 && w[n-1] == 's' && w[n-2] != 's' && !strings.Contains(w, " ") {
		return w[:n-1]
	}
	return w
}

// fetchStreams reads the next page of the listed streams, at most
// MaxCalls at a time.
func (s *Store) fetchStreams(ctx context.Context, streams []stream, todo []int, q engine.Query, exclude []string) {
	var wg sync.WaitGroup
	sem := make(chan struct{}, s.cfg.MaxCalls)
	for _, i := range todo {
		st := &streams[i]
		st.page++
		u := s.productsURL(st.word, st.page, q, exclude, st.attrs)
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			pg, err := s.get(ctx, u)
			if err != nil {
				st.ok, st.err, st.more = false, err, false
				return
			}
			st.ok, st.err = true, nil
			st.fresh = pg.products
			s.learn(pg.products)
			switch {
			case pg.totalPages > 0:
				st.more = st.page < pg.totalPages && len(pg.products) > 0
			default:
				st.more = len(pg.products) >= s.cfg.PerPage
			}
		}()
	}
	wg.Wait()
}

// productsURL builds one Store API request; url.Values sorts the parameters,
// so equal requests have equal URLs (the cache key). Attribute filters go
// as attributes[i][attribute] = the taxonomy and attributes[i][term_id][] =
// its terms (the default operator "in": any of them); several are joined
// with attribute_relation=and.
func (s *Store) productsURL(word string, page int, q engine.Query, exclude []string, attrs []attrParam) string {
	v := url.Values{}
	if word != "" {
		v.Set("search", word)
	}
	v.Set("catalog_visibility", "search")
	v.Set("per_page", strconv.Itoa(s.cfg.PerPage))
	v.Set("page", strconv.Itoa(page))
	v.Set("orderby", "title")
	v.Set("order", "asc")
	if len(exclude) > 0 {
		v.Set("exclude", strings.Join(exclude, ","))
	}
	scale := int64(1)
	for range s.minor.Load() {
		scale *= 10
	}
	if q.MinPrice > 0 {
		v.Set("min_price", strconv.FormatInt(q.MinPrice*scale, 10))
	}
	if q.MaxPrice > 0 {
		v.Set("max_price", strconv.FormatInt(q.MaxPrice*scale, 10))
	}
	for i, a := range attrs {
		v.Set(fmt.Sprintf("attributes[%d][attribute]", i), a.taxonomy)
		for _, id := range a.termIDs {
			v.Add(fmt.Sprintf("attributes[%d][term_id][]", i), strconv.FormatInt(id, 10))
		}
	}
	if len(attrs) > 1 {
		v.Set("attribute_relation", "and")
	}
	return s.endpoint + "?" + v.Encode()
}

// get fetches one Store API product list through the cache, the circuit
// breaker and one retry on timeouts, transport errors and 5xx.
func (s *Store) get(ctx context.Context, u string) (remotePage, error) {
	if pg, ok := s.pages.get(u); ok {
		s.metrics.cacheHits.WithLabelValues("request").Inc()
		return pg, nil
	}
	s.metrics.cacheMisses.WithLabelValues("request").Inc()
	var pg remotePage
	err := s.call(ctx, u, false, func(where string, body []byte, h http.Header) error {
		var err error
		pg, err = s.decodePage(where, u, body, h)
		return err
	})
	if err != nil {
		return remotePage{}, err
	}
	s.pages.put(u, pg)
	return pg, nil
}

// call GETs u through the circuit breaker with one retry on timeouts,
// transport errors and 5xx; decode reads a 2xx body (an error from it is a
// failed request too). A failed attempt is logged unless quiet (the caller
// logs the failure its own way).
func (s *Store) call(ctx context.Context, u string, quiet bool, decode func(where string, body []byte, h http.Header) error) error {
	for attempt := 1; ; attempt++ {
		if !s.breaker.allow() {
			s.metrics.requests.WithLabelValues(OutcomeCircuitOpen).Inc()
			return fmt.Errorf("woocommerce: GET %s: %w", s.redact(u), ErrUnavailable)
		}
		t0 := time.Now()
		err := s.do(ctx, u, decode)
		s.metrics.requestSeconds.Observe(time.Since(t0).Seconds())
		if err == nil {
			s.breaker.success()
			s.metrics.requests.WithLabelValues(OutcomeOK).Inc()
			return nil
		}
		if ctx.Err() != nil { // the caller gave up: no verdict on the store
			s.breaker.release()
			s.metrics.requests.WithLabelValues(OutcomeError).Inc()
			return fmt.Errorf("woocommerce: GET %s: %w", s.redact(u), err)
		}
		s.breaker.failure()
		outcome := outcomeOf(err)
		s.metrics.requests.WithLabelValues(outcome).Inc()
		retry := attempt == 1 && retryable(err)
		if !quiet {
			s.log.Warn("woocommerce: store request failed", "url", s.redact(u), "outcome", outcome, "attempt", attempt, "retry", retry, "err", err)
		}
		if !retry {
			return err
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("woocommerce: GET %s: %w", s.redact(u), ctx.Err())
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// do sends one GET with the per-attempt timeout and hands a 2xx body to decode.
func (s *Store) do(ctx context.Context, u string, decode func(where string, body []byte, h http.Header) error) error {
	actx, cancel := context.WithTimeout(ctx, s.cfg.Timeout)
	defer cancel()
	where := "GET " + s.redact(u)
	req, err := http.NewRequestWithContext(actx, http.MethodGet, u, nil)
	if err != nil {
		return fmt.Errorf("woocommerce: %s: %w", where, err)
	}
	req.Header.Set("Accept", "application/json")
	req.Header.Set("User-Agent", "wakha-catalog/1")
	resp, err := s.client.Do(req)
	if err != nil {
		return s.transportErr(ctx, actx, where, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, s.cfg.MaxBodyBytes+1))
	if err != nil {
		return s.transportErr(ctx, actx, where, err)
	}
	if int64(len(body)) > s.cfg.MaxBodyBytes {
		return fmt.Errorf("woocommerce: %s: %w: body larger than %d bytes", where, ErrBadResponse, s.cfg.MaxBodyBytes)
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		se := &StatusError{Status: resp.StatusCode, Detail: "empty body"}
		if len(body) > 0 {
			se.Detail = describeBody(body)
			var wp struct {
				Code string `json:"code"`
			}
			if json.Unmarshal(body, &wp) == nil {
				se.Code = wp.Code
			}
		}
		if resp.StatusCode == http.StatusNotFound {
			se.Detail += " (Store API route missing: WooCommerce not active or older than the Store API v1?)"
		}
		return fmt.Errorf("woocommerce: %s: %w", where, se)
	}
	return decode(where, body, resp.Header)
}

// decodePage reads a product list answer and its paging headers.
func (s *Store) decodePage(where, u string, body []byte, h http.Header) (remotePage, error) {
	products, dropped, err := DecodeProducts(body)
	if err != nil {
		return remotePage{}, fmt.Errorf("woocommerce: %s: %w", where, err)
	}
	if dropped > 0 {
		s.metrics.skipped.WithLabelValues("live").Add(float64(dropped))
		if len(products) == 0 {
			return remotePage{}, fmt.Errorf("woocommerce: %s: %w: all %d products are malformed (non-numeric prices or ids?)", where, ErrBadResponse, dropped)
		}
		s.log.Warn("woocommerce: malformed products skipped", "url", s.redact(u), "count", dropped)
	}
	for _, p := range products {
		if p.Prices != nil && p.Prices.CurrencyMinorUnit != nil {
			if m := int32(*p.Prices.CurrencyMinorUnit); m >= 0 && m <= 8 {
				s.minor.Store(m)
			}
			break
		}
	}
	pg := remotePage{products: products, total: len(products)}
	if v, err := strconv.Atoi(strings.TrimSpace(h.Get("X-WP-Total"))); err == nil && v >= 0 {
		pg.total = v
	}
	if v, err := strconv.Atoi(strings.TrimSpace(h.Get("X-WP-TotalPages"))); err == nil && v >= 0 {
		pg.totalPages = v
	}
	return pg, nil
}

// transportErr classifies a failed round trip: the attempt's own deadline
// is ErrTimeout; the caller's cancellation is passed through.
func (s *Store) transportErr(parent, attempt context.Context, where string, err error) error {
	if parent.Err() == nil && errors.Is(attempt.Err(), context.DeadlineExceeded) {
		return fmt.Errorf("woocommerce: %s: %w after %s", where, ErrTimeout, s.cfg.Timeout)
	}
	return fmt.Errorf("woocommerce: %s: %w", where, err)
}

// redact shortens a URL for logs (the exclude list can be long).
func (s *Store) redact(u string) string {
	return truncateRunes(u, 300)
}

func outcomeOf(err error) string {
	switch {
	case errors.Is(err, ErrUnavailable):
		return OutcomeCircuitOpen
	case errors.Is(err, ErrTimeout):
		return OutcomeTimeout
	case errors.Is(err, ErrBadResponse):
		return OutcomeBadResponse
	}
	return OutcomeError
}

// retryable: timeouts, transport errors and 5xx get one more try; 4xx and
// bad responses do not.
func retryable(err error) bool {
	var se *StatusError
	if errors.As(err, &se) {
		return se.retryable()
	}
	return !errors.Is(err, ErrBadResponse) && !errors.Is(err, ErrUnavailable)
}

func firstErr(streams []stream) error {
	for _, s := range streams {
		if s.err != nil {
			return s.err
		}
	}
	return errors.New("woocommerce: no store call made")
}

// searchKey identifies a search independently of paging and exclusions.
func searchKey(terms []qterm, q engine.Query) string {
	parts := make([]string, 0, len(terms))
	for _, t := range terms {
		parts = append(parts, strings.Join(t.keys, " "))
	}
	return strings.Join(parts, "|") + "#" + q.Text + "#" + strconv.FormatInt(q.MinPrice, 10) + "-" + strconv.FormatInt(q.MaxPrice, 10)
}

// lastIDs returns the last n numeric ids of list, deduplicated, sorted for a stable URL.
func lastIDs(list []string, n int) []string {
	seen := map[string]bool{}
	var out []string
	for i := len(list) - 1; i >= 0 && len(out) < n; i-- {
		id := strings.TrimSpace(list[i])
		if isNumber(id) && !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if len(out[i]) != len(out[j]) {
			return len(out[i]) < len(out[j])
		}
		return out[i] < out[j]
	})
	return slices.Clip(out)
}

// containsAll reports whether set holds every key of sub.
func containsAll(set, sub map[string]bool) bool {
	for k := range sub {
		if !set[k] {
			return false
		}
	}
	return true
}
