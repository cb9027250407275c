package woocommerce

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"

	"github.com/wakha/wakha/i18n"
)

// Vocabulary is what the shop sells in the words of the synonyms table:
// every term and narrower word of the product groups, and the terms of the
// modifier groups (colours, materials, audiences) as modifiers. The words
// shoppers use for the shop's products ("belgha", "بلغة", "sbbat") are here
// even when no product name spells them.
func (s *Synonyms) Vocabulary() i18n.Vocabulary {
	var v i18n.Vocabulary
	if s == nil {
		return v
	}
	for _, g := range s.groups {
		if g.Modifier {
			v.Modifiers = append(v.Modifiers, g.Terms...)
			continue
		}
		v.Products = append(v.Products, g.Terms...)
		v.Products = append(v.Products, g.Narrower...)
	}
	return v
}

// productVocabulary lists the names, categories, tags and brands of
// products, with HTML entities and tags removed.
func productVocabulary(products []StoreProduct) []string {
	seen := map[string]bool{}
	var out []string
	add := func(t Text) {
		c := cleanText(string(t))
		if c != "" && !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	for _, p := range products {
		switch string(p.CatalogVisibility) {
		case "hidden", "catalog":
			continue
		}
		add(p.Name)
		for _, list := range [][]Term{p.Categories, p.Tags, p.Brands} {
			for _, t := range list {
				add(t.Name)
			}
		}
	}
	return out
}

// Vocabulary is the local catalog's vocabulary: the names, categories,
// tags and brands of its products, plus its synonyms table.
func (l *Local) Vocabulary() i18n.Vocabulary {
	v := l.syn.Vocabulary()
	v.Products = append(v.Products, l.vocab...)
	return v
}

// Vocabulary asks the live store for its product categories and tags
// (Store API /products/categories and /products/tags, every page) and
// returns them with the synonyms table. Call it once at start: a store
// that does not answer leaves the synonyms alone, with the error.
func (s *Store) Vocabulary(ctx context.Context) (i18n.Vocabulary, error) {
	v := s.syn.Vocabulary()
	for _, route := range []string{"/categories", "/tags"} {
		names, err := s.termNames(ctx, s.endpoint+route)
		if err != nil {
			return v, err
		}
		v.Products = append(v.Products, names...)
	}
	return v, nil
}

// maxTermPages bounds the pages of terms read (100 terms a page).
const maxTermPages = 20

// termNames reads every page of a Store API term collection.
func (s *Store) termNames(ctx context.Context, endpoint string) ([]string, error) {
	var names []string
	for page := 1; page <= maxTermPages; page++ {
		terms, err := s.termPage(ctx, endpoint+"?per_page=100&page="+strconv.Itoa(page))
		if err != nil {
			return names, err
		}
		for _, t := range terms {
			if c := cleanText(string(t.Name)); c != "" {
				names = append(names, c)
			}
		}
		if len(terms) < 100 {
			break
		}
	}
	return names, nil
}

// storeTerm is a category or tag of the Store API; only the name is read.
type storeTerm struct {
	Name Text `json:"name"`
}

func (s *Store) termPage(ctx context.Context, u string) ([]storeTerm, error) {
	actx, cancel := context.WithTimeout(ctx, s.cfg.Timeout)
	defer cancel()
	where := "GET " + s.redact(u)
	req, err := http.NewRequestWithContext(actx, http.MethodGet, u, nil)
	if err != nil {
		return nil, fmt.Errorf("woocommerce: %s: %w", where, err)
	}
	req.Header.Set("Accept", "application/json")
	req.Header.Set("User-Agent", "wakha-catalog/1")
	resp, err := s.client.Do(req)
	if err != nil {
		return nil, s.transportErr(ctx, actx, where, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, s.cfg.MaxBodyBytes+1))
	if err != nil {
		return nil, s.transportErr(ctx, actx, where, err)
	}
	if int64(len(body)) > s.cfg.MaxBodyBytes {
		return nil, fmt.Errorf("woocommerce: %s: %w: body larger than %d bytes", where, ErrBadResponse, s.cfg.MaxBodyBytes)
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		se := &StatusError{Status: resp.StatusCode, Detail: "empty body"}
		if len(body) > 0 {
			se.Detail = describeBody(body)
		}
		return nil, fmt.Errorf("woocommerce: %s: %w", where, se)
	}
	var terms []storeTerm
	if err := json.Unmarshal(body, &terms); err != nil {
		return nil, fmt.Errorf("woocommerce: %s: %w: not a JSON array of terms", where, ErrBadResponse)
	}
	return terms, nil
}
