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
		v.Synonyms = append(v.Synonyms, g.Terms...)
		v.Synonyms = append(v.Synonyms, g.Narrower...)
	}
	return v
}

// productVocabulary lists the names, categories and brands of products
// (what they are) and their tags (what they are like: "fait main",
// "femme", "meilleure vente"), with HTML entities and tags removed.
func productVocabulary(products []StoreProduct) (names, tags []string) {
	seen := map[string]bool{}
	add := func(list *[]string, t Text) {
		c := cleanText(string(t))
		if c != "" && !seen[c] {
			seen[c] = true
			*list = append(*list, c)
		}
	}
	for _, p := range products {
		switch string(p.CatalogVisibility) {
		case "hidden", "catalog":
			continue
		}
		add(&names, p.Name)
		for _, list := range [][]Term{p.Categories, p.Brands} {
			for _, t := range list {
				add(&names, t.Name)
			}
		}
		for _, t := range p.Tags {
			add(&tags, t.Name)
		}
	}
	return names, tags
}

// Vocabulary is the local catalog's vocabulary: the names, categories and
// brands of its products, their tags as modifiers, plus the synonyms table.
func (l *Local) Vocabulary() i18n.Vocabulary {
	v := l.syn.Vocabulary()
	v.Products = append(v.Products, l.vocab...)
	v.Modifiers = append(v.Modifiers, l.tags...)
	return v
}

// Vocabulary asks the live store for its product categories and tags
// (Store API /products/categories and /products/tags, every page) and
// returns them with the synonyms table: categories as products, tags as
// modifiers. Call it once at start: a store that does not answer leaves
// the synonyms alone, with the error.
func (s *Store) Vocabulary(ctx context.Context) (i18n.Vocabulary, error) {
	v := s.syn.Vocabulary()
	cats, err := s.termNames(ctx, s.endpoint+"/categories")
	if err != nil {
		return v, err
	}
	v.Products = append(v.Products, cats...)
	tags, err := s.termNames(ctx, s.endpoint+"/tags")
	if err != nil {
		return v, err
	}
	v.Modifiers = append(v.Modifiers, tags...)
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
