package woocommerce

import (
	"context"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wakha/wakha/engine"
)

// Local is an in-memory catalog built from Store API products (an export of
// /wp-json/wc/store/v1/products or testdata/catalog.json). It answers the
// same searches as the live Store, with the same ranking, over an index of
// names, categories, tags, attribute values, SKUs and descriptions. It is
// read-only after construction and safe for concurrent use.
type Local struct {
	ix      *index
	syn     *Synonyms
	base    string
	skipped int
	metrics *Metrics
	vocab   []string // product names, categories, brands (Vocabulary)
	tags    []string // product tags (Vocabulary modifiers)

	byIDOnce sync.Once
	byID     map[int64]int // product id → entry, for Product
}

// maxCatalogFile bounds the size of a catalog file read by LoadFile.
const maxCatalogFile = 256 << 20

// LoadFile reads a JSON array of Store API products and indexes it. A nil
// syn uses DefaultSynonyms. The store base for add-to-cart links is taken
// from the products' permalinks.
func LoadFile(path string, syn *Synonyms) (*Local, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("woocommerce: catalog: %w", err)
	}
	if fi.Size() > maxCatalogFile {
		return nil, fmt.Errorf("woocommerce: catalog %s: %d bytes is over the %d limit", path, fi.Size(), maxCatalogFile)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("woocommerce: catalog: %w", err)
	}
	products, dropped, err := DecodeProducts(data)
	if err != nil {
		return nil, fmt.Errorf("woocommerce: catalog %s: %w", path, err)
	}
	if dropped > 0 {
		slog.Warn("woocommerce: catalog entries could not be decoded and were skipped", "file", path, "count", dropped)
	}
	l := NewLocal(products, "", syn)
	l.skipped += dropped
	if len(l.ix.entries) == 0 {
		return nil, fmt.Errorf("woocommerce: catalog %s: no usable products", path)
	}
	return l, nil
}

// NewLocal indexes products. storeBase is the store's home URL used for
// add-to-cart links and relative URLs; when empty it is derived from the
// products' permalinks (scheme and host). A nil syn uses DefaultSynonyms.
// Products without an id, a name or a permalink are skipped (logged,
// counted in Skipped).
func NewLocal(products []StoreProduct, storeBase string, syn *Synonyms) *Local {
	if syn == nil {
		syn = DefaultSynonyms()
	}
	if storeBase == "" {
		storeBase = baseFromPermalinks(products)
	}
	l := &Local{syn: syn, base: storeBase}
	l.vocab, l.tags = productVocabulary(products)
	l.ix = buildIndex(products, storeBase, syn.attrs(), func(id Int, reason string) {
		l.skipped++
		slog.Warn("woocommerce: product skipped: it cannot make a valid card", "id", int64(id), "reason", reason)
	})
	return l
}

// Instrument registers the catalog metrics with reg (or reuses the ones the
// live Store registered there) and starts counting this catalog's searches.
// Call it before serving searches.
func (l *Local) Instrument(reg prometheus.Registerer) error {
	m, err := NewMetrics(reg)
	if err != nil {
		return err
	}
	l.metrics = m
	if l.skipped > 0 {
		m.skipped.WithLabelValues("local").Add(float64(l.skipped))
	}
	return nil
}

// Len returns the number of searchable products.
func (l *Local) Len() int { return len(l.ix.entries) }

// Skipped returns how many products were left out because they could not
// be decoded or could not make a valid card.
func (l *Local) Skipped() int { return l.skipped }

// StoreBase returns the store URL used for links.
func (l *Local) StoreBase() string { return l.base }

// Search returns one page of products for req: at most req.Limit (clamped
// to 1..5), none of req.Exclude, best first. See the package README for the
// ranking. It only fails when ctx is already done.
func (l *Local) Search(ctx context.Context, req engine.SearchRequest) (engine.SearchResult, error) {
	if err := ctx.Err(); err != nil {
		return engine.SearchResult{}, fmt.Errorf("woocommerce: local search: %w", err)
	}
	start := time.Now()
	pg := l.ix.search(analyze(req.Query, l.syn), l.syn, req.Query.MinPrice, req.Query.MaxPrice,
		l.syn.attrs().filters(req.Query), excludeSet(req.Exclude), max(0, req.Offset), clampLimit(req.Limit))
	if l.metrics != nil {
		l.metrics.searches.WithLabelValues("local").Inc()
		l.metrics.searchSeconds.WithLabelValues("local").Observe(time.Since(start).Seconds())
	}
	return engine.SearchResult{QueryHash: req.Query.Hash, Products: nonNil(pg.products), More: pg.more}, nil
}

// clampLimit keeps a page within 1..5 cards; 0 means the full page.
func clampLimit(n int) int {
	if n <= 0 || n > 5 {
		return 5
	}
	return n
}

func excludeSet(ids []string) map[string]bool {
	if len(ids) == 0 {
		return nil
	}
	m := make(map[string]bool, len(ids))
	for _, id := range ids {
		m[id] = true
	}
	return m
}

func nonNil(p []engine.Product) []engine.Product {
	if p == nil {
		return []engine.Product{}
	}
	return p
}

// baseFromPermalinks returns scheme://host of the most common permalink host.
func baseFromPermalinks(products []StoreProduct) string {
	count := map[string]int{}
	best, bestN := "", 0
	for _, p := range products {
		u, err := url.Parse(string(p.Permalink))
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			continue
		}
		b := u.Scheme + "://" + u.Host
		count[b]++
		if count[b] > bestN || (count[b] == bestN && b < best) {
			best, bestN = b, count[b]
		}
	}
	return best
}
