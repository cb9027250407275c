// Package wootest is a fake WooCommerce Store API for tests and demos. It
// serves GET /wp-json/wc/store/v1/products from a catalog file with the real
// parameters' semantics (see the notes in woocommerce/README.md), attribute
// filters (attributes[i][attribute], [term_id][] / [slug][], [operator],
// attribute_relation) included, and the store's attribute taxonomies and
// their terms (/products/attributes, /products/attributes/{id}/terms), read
// from the products' global attributes. It rejects parameters it does not
// know and malformed ones with a WordPress-style 400 so clients are checked
// against the documented request shape, records every request, and can be
// told to be slow or to fail (500, an HTML page, 404, a security challenge,
// malformed prices, an oversized body), on every route or only on the
// attribute routes.
//
// It does not import package woocommerce: it reads the fixture on its own,
// so the client is tested against an independent reading of the API.
package wootest

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"html"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Routes the fake serves.
const (
	// ProductsPath lists products.
	ProductsPath = "/wp-json/wc/store/v1/products"
	// AttributesPath lists attribute taxonomies; AttributesPath/{id}/terms their terms.
	AttributesPath = "/wp-json/wc/store/v1/products/attributes"
)

// Failure is a way the fake can misbehave.
type Failure int

const (
	// FailNone answers normally.
	FailNone Failure = iota
	// Fail500 answers 500 with a WordPress critical-error JSON body.
	Fail500
	// FailHTML answers 200 with an HTML page (a caching or maintenance plugin).
	FailHTML
	// Fail404 answers 404 rest_no_route (Store API missing, WooCommerce too old).
	Fail404
	// FailChallenge answers 403 with a WAF/CDN security challenge page.
	FailChallenge
	// FailBadPrices answers normally but every price is "n/a".
	FailBadPrices
	// FailHuge answers 200 with a 6 MiB JSON array.
	FailHuge
)

// Handler is the fake Store API as an http.Handler.
type Handler struct {
	products   []product
	taxonomies []*taxonomy // sorted by slug without "pa_", as WooCommerce lists them

	mu            sync.Mutex
	delay         time.Duration
	failure       Failure
	failTimes     int // < 0 = until changed
	attrFailure   Failure
	attrFailTimes int
	ignoreExclude bool
	calls         []Call
}

// Call is one request the fake received.
type Call struct {
	Path  string
	Query url.Values
}

// taxonomy is a global attribute ("pa_couleur") with its terms, as the
// fixture's products use them.
type taxonomy struct {
	id    int64
	name  string
	slug  string
	terms []*term // in first-seen order
}

type term struct {
	id    int64
	name  string
	slug  string
	count int // products that have it
}

// product is the fixture entry: the raw JSON served, plus what filters read.
type product struct {
	raw        json.RawMessage
	id         int64
	name       string // folded for search
	title      string // for orderby=title
	sku        string // folded for search
	lo, hi     int64  // minor units
	hasPrice   bool
	stock      string                    // instock, outofstock, onbackorder
	visibility string                    // visible, catalog, search, hidden
	terms      map[string]map[int64]bool // taxonomy → term ids of its global attributes
}

// fixture is the part of a Store API product the fake reads.
type fixture struct {
	ID     flex   `json:"id"`
	Name   string `json:"name"`
	SKU    flex   `json:"sku"`
	Prices *struct {
		Price      flex `json:"price"`
		PriceRange *struct {
			Min flex `json:"min_amount"`
			Max flex `json:"max_amount"`
		} `json:"price_range"`
	} `json:"prices"`
	IsInStock         bool   `json:"is_in_stock"`
	IsOnBackorder     bool   `json:"is_on_backorder"`
	CatalogVisibility string `json:"catalog_visibility"`
	Attributes        []struct {
		ID       flex   `json:"id"`
		Name     string `json:"name"`
		Taxonomy string `json:"taxonomy"`
		Terms    []struct {
			ID   flex   `json:"id"`
			Name string `json:"name"`
			Slug string `json:"slug"`
		} `json:"terms"`
	} `json:"attributes"`
}

// flex is a JSON string or number, kept as text.
type flex string

func (f *flex) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		*f = flex(s)
		return nil
	}
	var n json.Number
	if err := json.Unmarshal(b, &n); err != nil {
		return err
	}
	*f = flex(n)
	return nil
}

func (f flex) int64() (int64, error) { return strconv.ParseInt(string(f), 10, 64) }

// Load builds a Handler from a JSON array of Store API products. The
// products' global attributes (with a taxonomy and an id) make the store's
// taxonomies; as in WooCommerce, a taxonomy has one id and one name and a
// term one id and one slug, and a catalog that says otherwise is refused.
func Load(data []byte) (*Handler, error) {
	var raws []json.RawMessage
	if err := json.Unmarshal(data, &raws); err != nil {
		return nil, fmt.Errorf("wootest: catalog: %w", err)
	}
	h := &Handler{}
	for i, r := range raws {
		var f fixture
		if err := json.Unmarshal(r, &f); err != nil {
			return nil, fmt.Errorf("wootest: catalog entry %d: %w", i, err)
		}
		id, err := f.ID.int64()
		if err != nil {
			return nil, fmt.Errorf("wootest: catalog entry %d: id: %w", i, err)
		}
		name := html.UnescapeString(f.Name)
		p := product{raw: r, id: id, title: strings.ToLower(name), name: fold(name), sku: fold(string(f.SKU)),
			stock: "outofstock", visibility: "visible"}
		if f.IsInStock {
			p.stock = "instock"
		}
		if f.IsOnBackorder {
			p.stock = "onbackorder"
		}
		if v := strings.TrimSpace(f.CatalogVisibility); v != "" {
			p.visibility = v
		}
		if f.Prices != nil {
			if v, err := f.Prices.Price.int64(); err == nil {
				p.lo, p.hi, p.hasPrice = v, v, true
			}
			if r := f.Prices.PriceRange; r != nil {
				lo, err1 := r.Min.int64()
				hi, err2 := r.Max.int64()
				if err1 == nil && err2 == nil {
					p.lo, p.hi, p.hasPrice = lo, hi, true
				}
			}
		}
		if err := h.addTerms(&p, f); err != nil {
			return nil, fmt.Errorf("wootest: catalog entry %d (product %d): %w", i, id, err)
		}
		h.products = append(h.products, p)
	}
	slices.SortFunc(h.taxonomies, func(a, b *taxonomy) int {
		return strings.Compare(strings.TrimPrefix(a.slug, "pa_"), strings.TrimPrefix(b.slug, "pa_"))
	})
	return h, nil
}

// addTerms records a product's global attribute terms.
func (h *Handler) addTerms(p *product, f fixture) error {
	for _, a := range f.Attributes {
		aid, err := a.ID.int64()
		if err != nil || aid <= 0 || a.Taxonomy == "" {
			continue // a custom (local) attribute: no taxonomy, not filterable
		}
		var tax *taxonomy
		for _, t := range h.taxonomies {
			if t.slug == a.Taxonomy || t.id == aid {
				tax = t
			}
		}
		switch {
		case tax == nil:
			tax = &taxonomy{id: aid, name: a.Name, slug: a.Taxonomy}
			h.taxonomies = append(h.taxonomies, tax)
		case tax.id != aid || tax.slug != a.Taxonomy || tax.name != a.Name:
			return fmt.Errorf("attribute %d %q (%s) clashes with attribute %d %q (%s)", aid, a.Name, a.Taxonomy, tax.id, tax.name, tax.slug)
		}
		if p.terms == nil {
			p.terms = map[string]map[int64]bool{}
		}
		if p.terms[tax.slug] == nil {
			p.terms[tax.slug] = map[int64]bool{}
		}
		for _, t := range a.Terms {
			tid, err := t.ID.int64()
			if err != nil || tid <= 0 || t.Slug == "" {
				return fmt.Errorf("taxonomy %s: term %q needs an id and a slug", tax.slug, t.Name)
			}
			var found *term
			for _, x := range tax.terms {
				if x.id == tid || x.slug == t.Slug {
					found = x
				}
			}
			switch {
			case found == nil:
				found = &term{id: tid, name: t.Name, slug: t.Slug}
				tax.terms = append(tax.terms, found)
			case found.id != tid || found.slug != t.Slug:
				return fmt.Errorf("taxonomy %s: term %d %q clashes with term %d %q", tax.slug, tid, t.Slug, found.id, found.slug)
			}
			if !p.terms[tax.slug][tid] {
				p.terms[tax.slug][tid] = true
				found.count++
			}
		}
	}
	return nil
}

// Server is a running fake store.
type Server struct {
	*Handler
	// URL is the store's base URL (no trailing slash).
	URL string
	srv *httptest.Server
}

// New starts a fake store serving the catalog file at path; it is closed
// when the test ends.
func New(tb testing.TB, path string) *Server {
	tb.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatalf("wootest: %v", err)
	}
	h, err := Load(data)
	if err != nil {
		tb.Fatal(err)
	}
	srv := httptest.NewServer(h)
	tb.Cleanup(srv.Close)
	return &Server{Handler: h, URL: srv.URL, srv: srv}
}

// Client returns an HTTP client for the server.
func (s *Server) Client() *http.Client { return s.srv.Client() }

// SetDelay makes every answer wait d (the wait ends early if the client gives up).
func (h *Handler) SetDelay(d time.Duration) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.delay = d
}

// Fail makes the next times requests fail as f (times < 0: until changed;
// Fail(FailNone, 0) restores normal answers).
func (h *Handler) Fail(f Failure, times int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.failure, h.failTimes = f, times
}

// FailAttributes makes the next times requests to the attribute routes
// (/products/attributes…) fail as f, on top of Fail; Fail404 is a store
// without them.
func (h *Handler) FailAttributes(f Failure, times int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.attrFailure, h.attrFailTimes = f, times
}

// IgnoreExclude makes the fake behave like an old store that ignores the
// exclude parameter.
func (h *Handler) IgnoreExclude(on bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.ignoreExclude = on
}

// Requests returns the query parameters of every request received on a
// route other than the attribute routes (products, and unknown routes), in
// order.
func (h *Handler) Requests() []url.Values {
	h.mu.Lock()
	defer h.mu.Unlock()
	var out []url.Values
	for _, c := range h.calls {
		if !strings.HasPrefix(c.Path, AttributesPath) {
			out = append(out, c.Query)
		}
	}
	return out
}

// Calls returns every request received, on any route, in order.
func (h *Handler) Calls() []Call {
	h.mu.Lock()
	defer h.mu.Unlock()
	return slices.Clone(h.calls)
}

// RequestCount returns how many requests were received, on any route.
func (h *Handler) RequestCount() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.calls)
}

// known lists the parameters the fake implements; anything else is a 400
// (attributes[…] are checked on their own).
var known = map[string]bool{
	"page": true, "per_page": true, "search": true, "exclude": true, "include": true,
	"orderby": true, "order": true, "catalog_visibility": true, "min_price": true,
	"max_price": true, "stock_status": true, "sku": true, "on_sale": true, "type": true,
	"attribute_relation": true,
}

var orderbys = map[string]bool{
	"date": true, "modified": true, "id": true, "include": true, "title": true, "slug": true,
	"price": true, "popularity": true, "rating": true, "menu_order": true, "comment_count": true,
}

// ServeHTTP answers one Store API request.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	path := strings.TrimSuffix(r.URL.Path, "/")
	attrRoute := strings.HasPrefix(path, AttributesPath)
	h.mu.Lock()
	h.calls = append(h.calls, Call{Path: r.URL.Path, Query: q})
	delay, failure, ignoreExclude := h.delay, FailNone, h.ignoreExclude
	if h.failTimes != 0 {
		failure = h.failure
		if h.failTimes > 0 {
			h.failTimes--
		}
	}
	if attrRoute && failure == FailNone && h.attrFailTimes != 0 {
		failure = h.attrFailure
		if h.attrFailTimes > 0 {
			h.attrFailTimes--
		}
	}
	h.mu.Unlock()

	if delay > 0 {
		select {
		case <-time.After(delay):
		case <-r.Context().Done():
			return
		}
	}
	if id, ok := strings.CutPrefix(path, ProductsPath+"/"); ok && !attrRoute && failure == FailNone && r.Method == http.MethodGet {
		h.serveProduct(w, id)
		return
	}
	if path != ProductsPath && !attrRoute {
		wpError(w, http.StatusNotFound, "rest_no_route", "No route was found matching the URL and request method.", nil)
		return
	}
	if r.Method != http.MethodGet {
		wpError(w, http.StatusMethodNotAllowed, "rest_no_route", "No route was found matching the URL and request method.", nil)
		return
	}
	switch failure {
	case Fail500:
		wpError(w, http.StatusInternalServerError, "internal_server_error", "There has been a critical error on this website.", nil)
		return
	case FailHTML:
		w.Header().Set("Content-Type", "text/html; charset=UTF-8")
		fmt.Fprint(w, "<!DOCTYPE html><html><head><title>Maintenance</title></head><body><h1>Briefly unavailable for scheduled maintenance.</h1></body></html>")
		return
	case Fail404:
		wpError(w, http.StatusNotFound, "rest_no_route", "No route was found matching the URL and request method.", nil)
		return
	case FailChallenge:
		w.Header().Set("Content-Type", "text/html; charset=UTF-8")
		w.WriteHeader(http.StatusForbidden)
		fmt.Fprint(w, `<!DOCTYPE html><html><head><title>Just a moment...</title></head><body><div id="cf-chl-widget">Checking your browser</div></body></html>`)
		return
	case FailHuge:
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, "[")
		pad := strings.Repeat(" ", 1<<20)
		for range 6 {
			fmt.Fprint(w, pad)
		}
		fmt.Fprint(w, "]")
		return
	}
	if attrRoute {
		h.serveAttributes(w, path, q)
		return
	}

	params := map[string]string{}
	for k := range q {
		if !known[k] && !isAttributesKey(k) {
			params[k] = "Unknown parameter (not part of the Store API products collection)."
		}
	}
	attrs := parseAttributes(q, params)
	switch q.Get("attribute_relation") {
	case "", "in", "and":
	default:
		params["attribute_relation"] = "attribute_relation is not one of in, and."
	}
	intParam := func(name string, def, lo, hi int64) int64 {
		s := q.Get(name)
		if s == "" {
			return def
		}
		v, err := strconv.ParseInt(s, 10, 64)
		if err != nil || v < lo || v > hi {
			params[name] = fmt.Sprintf("%s must be between %d (inclusive) and %d (inclusive)", name, lo, hi)
			return def
		}
		return v
	}
	page := intParam("page", 1, 1, 1<<31)
	perPage := intParam("per_page", 10, 1, 100)
	minPrice := intParam("min_price", -1, 0, 1<<53)
	maxPrice := intParam("max_price", -1, 0, 1<<53)
	exclude, okE := idList(q.Get("exclude"))
	include, okI := idList(q.Get("include"))
	if !okE {
		params["exclude"] = "exclude must be a list of product ids"
	}
	if !okI {
		params["include"] = "include must be a list of product ids"
	}
	orderby := q.Get("orderby")
	if orderby == "" {
		orderby = "date"
	}
	if !orderbys[orderby] {
		params["orderby"] = "orderby is not one of date, modified, id, include, title, slug, price, popularity, rating, menu_order, comment_count."
	}
	order := q.Get("order")
	if order == "" {
		order = "desc"
	}
	if order != "asc" && order != "desc" {
		params["order"] = "order is not one of asc, desc."
	}
	vis := q.Get("catalog_visibility")
	switch vis {
	case "", "any", "visible", "catalog", "search", "hidden":
	default:
		params["catalog_visibility"] = "catalog_visibility is not one of any, visible, catalog, search, hidden."
	}
	stock := map[string]bool{}
	for _, s := range splitList(q.Get("stock_status")) {
		switch s {
		case "instock", "outofstock", "onbackorder":
			stock[s] = true
		default:
			params["stock_status"] = "stock_status is not one of instock, outofstock, onbackorder."
		}
	}
	if len(params) > 0 {
		names := make([]string, 0, len(params))
		for k := range params {
			names = append(names, k)
		}
		sort.Strings(names)
		wpError(w, http.StatusBadRequest, "rest_invalid_param", "Invalid parameter(s): "+strings.Join(names, ", "), params)
		return
	}

	search := fold(q.Get("search"))
	skus := map[string]bool{}
	for _, s := range splitList(q.Get("sku")) {
		skus[fold(s)] = true
	}
	var matched []product
	for _, p := range h.products {
		switch vis {
		case "visible":
			if p.visibility != "visible" {
				continue
			}
		case "catalog":
			if p.visibility != "visible" && p.visibility != "catalog" {
				continue
			}
		case "search":
			if p.visibility != "visible" && p.visibility != "search" {
				continue
			}
		case "hidden":
			if p.visibility != "hidden" {
				continue
			}
		}
		if search != "" && !strings.Contains(p.name, search) && !strings.Contains(p.sku, search) {
			continue
		}
		if !ignoreExclude && exclude[p.id] {
			continue
		}
		if len(include) > 0 && !include[p.id] {
			continue
		}
		if (minPrice >= 0 || maxPrice >= 0) && !p.hasPrice {
			continue
		}
		if minPrice >= 0 && p.hi < minPrice {
			continue
		}
		if maxPrice >= 0 && p.lo > maxPrice {
			continue
		}
		if len(stock) > 0 && !stock[p.stock] {
			continue
		}
		if len(skus) > 0 && !skus[p.sku] {
			continue
		}
		if !h.attributesMatch(p, attrs) {
			continue
		}
		matched = append(matched, p)
	}
	includeOrder := orderOf(q.Get("include"))
	slices.SortStableFunc(matched, func(a, b product) int {
		var c int
		switch orderby {
		case "include": // order is ignored, like WordPress
			return cmp.Compare(includeOrder[a.id], includeOrder[b.id])
		case "title", "slug":
			c = strings.Compare(a.title, b.title)
		case "price":
			c = cmp.Compare(a.lo, b.lo)
		}
		// date and the rest: the fixture has no dates, and ids grow with time;
		// WordPress breaks ties by ID as well.
		if c == 0 {
			c = cmp.Compare(a.id, b.id)
		}
		if order == "desc" {
			return -c
		}
		return c
	})

	total := len(matched)
	pages := (total + int(perPage) - 1) / int(perPage)
	from := (page - 1) * perPage
	var slice []product
	if from < int64(total) {
		slice = matched[from:min(int64(total), from+perPage)]
	}
	w.Header().Set("Content-Type", "application/json; charset=UTF-8")
	w.Header().Set("X-WP-Total", strconv.Itoa(total))
	w.Header().Set("X-WP-TotalPages", strconv.Itoa(pages))
	if link := links(r, page, int64(pages)); link != "" {
		w.Header().Set("Link", link)
	}
	var buf bytes.Buffer
	buf.WriteByte('[')
	for i, p := range slice {
		if i > 0 {
			buf.WriteByte(',')
		}
		raw := p.raw
		if failure == FailBadPrices {
			raw = badPrices(raw)
		}
		buf.Write(raw)
	}
	buf.WriteByte(']')
	w.Write(buf.Bytes())
}

// links builds the Link header (prev/next) like WordPress does.
func links(r *http.Request, page, pages int64) string {
	base := "http://" + r.Host + r.URL.Path
	var out []string
	mk := func(p int64, rel string) {
		q := r.URL.Query()
		q.Set("page", strconv.FormatInt(p, 10))
		out = append(out, fmt.Sprintf("<%s?%s>; rel=%q", base, q.Encode(), rel))
	}
	if page > 1 {
		mk(min(page-1, max(pages, 1)), "prev")
	}
	if page < pages {
		mk(page+1, "next")
	}
	return strings.Join(out, ", ")
}

// badPrices rewrites every price of a product to a non-numeric string.
func badPrices(raw json.RawMessage) json.RawMessage {
	var m map[string]any
	if json.Unmarshal(raw, &m) != nil {
		return raw
	}
	if p, ok := m["prices"].(map[string]any); ok {
		for _, k := range []string{"price", "regular_price", "sale_price"} {
			p[k] = "n/a"
		}
	}
	b, err := json.Marshal(m)
	if err != nil {
		return raw
	}
	return b
}

// wpError writes a WordPress REST error object.
func wpError(w http.ResponseWriter, status int, code, msg string, params map[string]string) {
	body := map[string]any{"code": code, "message": msg, "data": map[string]any{"status": status}}
	if params != nil {
		body["data"].(map[string]any)["params"] = params
	}
	w.Header().Set("Content-Type", "application/json; charset=UTF-8")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(body)
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func idList(s string) (map[int64]bool, bool) {
	m := map[int64]bool{}
	for _, p := range splitList(s) {
		v, err := strconv.ParseInt(p, 10, 64)
		if err != nil || v < 0 {
			return nil, false
		}
		m[v] = true
	}
	return m, true
}

func orderOf(s string) map[int64]int {
	m := map[int64]int{}
	for i, p := range splitList(s) {
		if v, err := strconv.ParseInt(p, 10, 64); err == nil {
			if _, dup := m[v]; !dup {
				m[v] = i
			}
		}
	}
	return m
}

// fold approximates MySQL's utf8mb4_unicode_ci for LIKE: case and accents ignored.
func fold(s string) string {
	var b strings.Builder
	for _, r := range norm.NFKD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue
		case r == '’' || r == '‘':
			r = '\'' // titles are stored plain and texturized on output
		case r == '–' || r == '—':
			r = '-'
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// serveProduct answers GET /products/{id}: the product, or the Store API's
// 404 woocommerce_rest_product_invalid_id.
func (h *Handler) serveProduct(w http.ResponseWriter, id string) {
	n, err := strconv.ParseInt(id, 10, 64)
	if err == nil {
		for _, p := range h.products {
			if p.id == n {
				w.Header().Set("Content-Type", "application/json")
				_, _ = w.Write(p.raw)
				return
			}
		}
	}
	wpError(w, http.StatusNotFound, "woocommerce_rest_product_invalid_id", "Invalid product ID.", nil)
}
