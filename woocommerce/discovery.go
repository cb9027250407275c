package woocommerce

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// storeAttributes is what a live store says about its global attribute
// taxonomies (GET /products/attributes and /products/attributes/{id}/terms),
// by the kind the lexicon recognises in their names.
type storeAttributes struct {
	byKind [numKinds][]taxonomy
}

// taxonomy is one attribute taxonomy ("pa_couleur") and its terms.
type taxonomy struct {
	id    int64
	name  string
	slug  string
	terms []taxTerm
}

// taxTerm is one term of a taxonomy with the canonical values it means.
type taxTerm struct {
	id    int64
	name  string
	slug  string
	count int64 // products assigned (hide_empty keeps terms with none out)
	vals  []string
}

// attrParam is one attributes[i] entry of a products request: a taxonomy
// and the terms that mean the wanted value (any of them).
type attrParam struct {
	taxonomy string
	termIDs  []int64
	count    int64 // products those terms are assigned to, to rank alternatives
}

// discovery caches the store's attributes for CacheTTL. sem lets one
// search discover at a time while others wait or, if their context ends
// first, go on without.
type discovery struct {
	sem     chan struct{}
	fetched bool
	at      time.Time
	attrs   *storeAttributes // the last successful answer; nil before the first
	warned  bool             // a failure was logged since the last success
}

// discover returns the store's attributes, asking the store at most once
// per CacheTTL. When the store cannot say (an old store without the route,
// an error), filters fall back to what the fetched products state in their
// own attributes, names and descriptions: the failure is logged once until
// discovery works again, and the last good answer, if any, is kept.
func (s *Store) discover(ctx context.Context) *storeAttributes {
	select {
	case s.disc.sem <- struct{}{}:
	case <-ctx.Done():
		return nil
	}
	defer func() { <-s.disc.sem }()
	d := &s.disc
	if d.fetched && s.cfg.CacheTTL > 0 && s.cfg.Now().Before(d.at.Add(s.cfg.CacheTTL)) {
		return d.attrs
	}
	attrs, err := s.fetchAttributes(ctx)
	if err != nil {
		if ctx.Err() != nil {
			return d.attrs // no verdict: the caller gave up
		}
		d.fetched, d.at = true, s.cfg.Now()
		if !d.warned {
			d.warned = true
			s.log.Warn("woocommerce: cannot read the store's attributes; colour and size filters use product attributes, names and descriptions only",
				"err", err, "retry_after", s.cfg.CacheTTL)
		}
		return d.attrs
	}
	if d.warned {
		d.warned = false
		s.log.Info("woocommerce: store attributes readable again")
	}
	d.fetched, d.at, d.attrs = true, s.cfg.Now(), attrs
	return attrs
}

// fetchAttributes reads the attribute taxonomies, then the terms of those
// whose kind the lexicon recognises, concurrently.
func (s *Store) fetchAttributes(ctx context.Context) (*storeAttributes, error) {
	var list []struct {
		ID       Int  `json:"id"`
		Name     Text `json:"name"`
		Taxonomy Text `json:"taxonomy"`
	}
	// Quiet: discover logs a failure once per streak, not once per TTL.
	err := s.call(ctx, s.base+AttributesPath, true, func(where string, body []byte, _ http.Header) error {
		return decodeList(where, body, &list)
	})
	if err != nil {
		return nil, err
	}
	lx := s.syn.attrs()
	type job struct {
		kind int
		tax  taxonomy
		err  error
	}
	var jobs []*job
	for _, a := range list {
		k := lx.kindOf(cleanText(string(a.Name)), string(a.Taxonomy))
		if k < 0 || a.ID <= 0 || a.Taxonomy == "" {
			continue
		}
		jobs = append(jobs, &job{kind: k, tax: taxonomy{id: int64(a.ID), name: cleanText(string(a.Name)), slug: string(a.Taxonomy)}})
	}
	var wg sync.WaitGroup
	for _, j := range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var terms []struct {
				ID    Int  `json:"id"`
				Name  Text `json:"name"`
				Slug  Text `json:"slug"`
				Count Int  `json:"count"`
			}
			u := s.base + AttributesPath + "/" + strconv.FormatInt(j.tax.id, 10) + "/terms"
			j.err = s.call(ctx, u, true, func(where string, body []byte, _ http.Header) error {
				return decodeList(where, body, &terms)
			})
			for _, t := range terms {
				name := cleanText(string(t.Name))
				j.tax.terms = append(j.tax.terms, taxTerm{id: int64(t.ID), name: name, slug: string(t.Slug), count: int64(t.Count),
					vals: lx.termValues(j.kind, name, string(t.Slug))})
			}
		}()
	}
	wg.Wait()
	out := &storeAttributes{}
	for _, j := range jobs {
		if j.err != nil {
			return nil, j.err
		}
		out.byKind[j.kind] = append(out.byKind[j.kind], j.tax)
	}
	return out, nil
}

// decodeList decodes a JSON array answer; anything else is ErrBadResponse.
func decodeList(where string, body []byte, v any) error {
	body = bytes.TrimSpace(bytes.TrimPrefix(body, []byte("\xef\xbb\xbf")))
	if len(body) == 0 || body[0] != '[' {
		if len(body) == 0 {
			return fmt.Errorf("woocommerce: %s: %w: empty body", where, ErrBadResponse)
		}
		return fmt.Errorf("woocommerce: %s: %w: %s", where, ErrBadResponse, describeBody(body))
	}
	if err := json.Unmarshal(body, v); err != nil {
		return fmt.Errorf("woocommerce: %s: %w: %w", where, ErrBadResponse, err)
	}
	return nil
}

// attributeParams turns filters into the attributes[] sets to send, best
// first, at most two. For each filter the candidates are the store's
// taxonomies of its kind with terms that mean the wanted value; a filter
// with none is not sent (the store has no such term: only names and
// descriptions can match, which the local ranking checks). The Store API
// ANDs all attributes[] entries, so a kind with two taxonomies (a size in
// pa_taille or in pa_pointure) cannot be one request: the first set uses
// each filter's taxonomy with the most products, the second the runner-up
// of the first filter that has one.
func attributeParams(filters []filter, attrs *storeAttributes) [][]attrParam {
	if attrs == nil {
		return nil
	}
	var per [][]attrParam
	for _, f := range filters {
		var alts []attrParam
		for _, tax := range attrs.byKind[f.kind] {
			p := attrParam{taxonomy: tax.slug}
			for _, t := range tax.terms {
				if overlap(f.kind, f.want, t.vals) && !slices.Contains(p.termIDs, t.id) {
					p.termIDs = append(p.termIDs, t.id)
					p.count += t.count
				}
			}
			if len(p.termIDs) > 0 {
				slices.Sort(p.termIDs)
				alts = append(alts, p)
			}
		}
		slices.SortStableFunc(alts, func(a, b attrParam) int {
			if a.count != b.count {
				return int(b.count - a.count)
			}
			return 0
		})
		if len(alts) > 0 {
			per = append(per, alts)
		}
	}
	if len(per) == 0 {
		return nil
	}
	first := make([]attrParam, len(per))
	for i, alts := range per {
		first[i] = alts[0]
	}
	sets := [][]attrParam{first}
	for i, alts := range per {
		if len(alts) > 1 {
			second := slices.Clone(first)
			second[i] = alts[1]
			sets = append(sets, second)
			break
		}
	}
	return sets
}

// streams pairs the planned search words with the attribute sets. Without
// sets every word is searched as before. With them, in this order and at
// most 2×MaxCalls calls (fetched MaxCalls at a time): every word with the
// best set (they find products whose colour or size only their attributes
// state, however many other titles hold the word); the first single word
// without filters (a product with no attribute of the kind, its colour only in its
// name, never comes back from a filtered call; the local ranking filters
// this call's products); then the words with the second set.
func (s *Store) streams(words []string, sets [][]attrParam) []stream {
	out := make([]stream, 0, len(words)+1)
	if len(sets) == 0 {
		for _, w := range words {
			out = append(out, stream{word: w})
		}
		return out
	}
	limit := 2 * s.cfg.MaxCalls
	push := func(st stream) {
		if len(out) < limit {
			out = append(out, st)
		}
	}
	for _, w := range words {
		push(stream{word: w, attrs: sets[0]})
	}
	// The plain call searches one word, not the whole phrase: titles rarely
	// hold the shopper's exact phrase ("jellaba zr9").
	if i := slices.IndexFunc(words, func(w string) bool { return w != "" && !strings.Contains(w, " ") }); i >= 0 {
		push(stream{word: words[i]})
	} else if len(words) > 0 && words[0] != "" {
		push(stream{word: words[0]})
	}
	for _, set := range sets[1:] {
		for _, w := range words {
			push(stream{word: w, attrs: set})
		}
	}
	return out
}
