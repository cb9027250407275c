package woocommerce

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
)

// Product lookups by id, for the storefront's page views (issue 14): a
// product page reports its WooCommerce id; wakha checks it against the
// catalog and keeps the card, so an offer can name the product.

// errNoProduct is the answer for an id the catalog does not have.
func errNoProduct(id string) error {
	return wakha.Errorf(wakha.ENOTFOUND, "woocommerce: no product %s", id)
}

// Product returns the card of the product with id (wakha.ProductLookup):
// an error with code ENOTFOUND when the catalog has none.
func (l *Local) Product(ctx context.Context, id string) (engine.Product, error) {
	if err := ctx.Err(); err != nil {
		return engine.Product{}, fmt.Errorf("woocommerce: local product: %w", err)
	}
	n, err := strconv.ParseInt(strings.TrimSpace(id), 10, 64)
	if err != nil || n <= 0 {
		return engine.Product{}, errNoProduct(id)
	}
	l.byIDOnce.Do(func() {
		l.byID = make(map[int64]int, len(l.ix.entries))
		for i, e := range l.ix.entries {
			l.byID[e.id] = i
		}
	})
	i, ok := l.byID[n]
	if !ok {
		return engine.Product{}, errNoProduct(id)
	}
	return l.ix.entries[i].card, nil
}

// Product returns the card of the product with id from the Store API
// (GET /wp-json/wc/store/v1/products/{id}), cached like searches: an error
// with code ENOTFOUND when the store answers that the id is unknown, any
// other error when it cannot be asked.
func (s *Store) Product(ctx context.Context, id string) (engine.Product, error) {
	n, err := strconv.ParseInt(strings.TrimSpace(id), 10, 64)
	if err != nil || n <= 0 {
		return engine.Product{}, errNoProduct(id)
	}
	u := s.endpoint + "/" + strconv.FormatInt(n, 10)
	if pg, ok := s.pages.get(u); ok && len(pg.products) == 1 {
		return ToProduct(pg.products[0], s.base), nil
	}
	var p StoreProduct
	err = s.call(ctx, u, true, func(where string, body []byte, _ http.Header) error {
		if err := json.Unmarshal(body, &p); err != nil {
			return fmt.Errorf("woocommerce: %s: %w: %w", where, ErrBadResponse, err)
		}
		return nil
	})
	var se *StatusError
	if errors.As(err, &se) && (se.Status == http.StatusNotFound || se.Status == http.StatusBadRequest) && strings.Contains(se.Code, "invalid") {
		return engine.Product{}, errNoProduct(id)
	}
	if err != nil {
		return engine.Product{}, err
	}
	if CardProblem(p, s.base) != "" {
		return engine.Product{}, errNoProduct(id)
	}
	s.pages.put(u, remotePage{products: []StoreProduct{p}, total: 1})
	return ToProduct(p, s.base), nil
}

// Cards returns the cards of the first n products of the catalog, in file
// order (the demo's shop window).
func (l *Local) Cards(n int) []engine.Product {
	n = min(max(n, 0), len(l.ix.entries))
	out := make([]engine.Product, n)
	for i := range n {
		out[i] = l.ix.entries[i].card
	}
	return out
}
