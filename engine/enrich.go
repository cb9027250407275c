package engine

import (
	"slices"
	"strconv"
	"strings"

	"github.com/wakha/wakha/i18n"
)

// This file is priority 3 of the follow-up layer (spec 004): query
// enrichment. An incomplete follow-up — a colour, size, gender, material or
// price alone ("b lon zr9", "en bleu ?", "w ta7t 500?", "cheaper?", "other
// colours?") — is merged into the last query of the soft context. The
// merged query is a new search: its own hash, pagination from zero, and
// spec 001 §5's dedupe over the whole conversation. It is held apart
// (State.Refining) until the catalog answers: cards adopt it; nothing
// keeps the earlier page and cursor (the reading DESIGN.md §3 states).

// Filter kinds a refinement adds or drops.
const (
	filterColor    = "color"
	filterSize     = "size"
	filterGender   = "gender"
	filterMaterial = "material"
	filterPrice    = "price"
)

// resolveEnrichment is priority 3: an input that refines the last query.
func (m *machine) resolveEnrichment(in input) (input, bool) {
	if in.kind == inDropFilter || (in.u != nil && in.u.Intent == i18n.IntentRefine && in.u.DropFilter == i18n.DropLast) {
		// The undo quick reply, or its label typed (a platform that cannot
		// carry the reply's meaning sends the label): explicit, so no TTL.
		base := m.st.Query
		if c := m.soft(); c != nil && c.Query != nil && base == nil {
			base = c.Query
		}
		if base == nil {
			return input{kind: inUnknown, label: in.label, reason: "nothing_to_undo"}, false
		}
		drop := ""
		if c := m.soft(); c != nil {
			drop = c.Refined
		}
		q := dropFilter(*base, drop)
		return input{kind: inSearch, label: in.label, query: q, refine: true}, true
	}
	u := in.u
	c := m.soft()
	if u == nil || c == nil || c.Query == nil || !(u.Confidence >= minConfidence) {
		return in, false
	}
	switch {
	case u.Intent == i18n.IntentRefine:
	case u.Intent == i18n.IntentProductQuestion && (u.Size != "" || u.Color != ""):
		// "wach kayna f L?" with no product in focus: are there some in L.
	default:
		return in, false
	}
	q, ok := m.enrich(*c.Query, u)
	if !ok {
		return in, false
	}
	return input{kind: inSearch, label: in.label, query: q, refine: true, u: u}, true
}

// enrich merges a follow-up into base; ok is false when the follow-up
// changes nothing that can be searched ("cheaper" with no price known).
func (m *machine) enrich(base Query, u *i18n.Understanding) (q Query, ok bool) {
	q = base
	q.Terms = slices.Clone(base.Terms)
	changed := false
	set := func(kind string, field *string, v string) {
		if v == "" {
			return
		}
		q = withoutWords(q, kind)
		*field = v
		changed = true
	}
	set(filterColor, &q.Color, u.Color)
	set(filterSize, &q.Size, u.Size)
	set(filterGender, &q.Gender, u.Gender)
	set(filterMaterial, &q.Material, u.Material)
	if u.MaxPrice > 0 || u.MinPrice > 0 {
		if u.MaxPrice > 0 {
			q.MaxPrice = u.MaxPrice
		}
		if u.MinPrice > 0 {
			q.MinPrice = u.MinPrice
		}
		changed = true
	}
	if u.Cheaper && u.MaxPrice <= 0 {
		below, ok := m.belowCheapest()
		if !ok {
			return Query{}, false
		}
		q.MaxPrice = below
		changed = true
	}
	switch u.DropFilter {
	case i18n.DropColor:
		q = withoutWords(q, filterColor)
		q.Color = ""
		changed = true
	case i18n.DropPrice:
		q.MinPrice, q.MaxPrice = 0, 0
		changed = true
	}
	if !changed {
		// A describing word alone ("beldi", "fait main"): more words for the same search.
		extra := 0
		for _, t := range u.Terms {
			if t = searchForm(t); t != "" && !slices.Contains(q.Terms, t) {
				q.Terms = append(q.Terms, t)
				q.Text = strings.TrimSpace(q.Text + " " + t)
				extra++
			}
		}
		if extra == 0 {
			return Query{}, false
		}
	}
	if q.MinPrice > 0 && q.MaxPrice > 0 && q.MinPrice > q.MaxPrice {
		// The new bound wins over the old one it contradicts.
		if u.MinPrice > 0 {
			q.MaxPrice = 0
		} else {
			q.MinPrice = 0
		}
	}
	if strings.TrimSpace(q.Text) == "" && len(q.Terms) == 0 {
		return Query{}, false
	}
	q.Hash = QueryHash(q)
	return q, true
}

// addedFilter names the filter q adds to (or changes in) base: the one the
// drop-filter quick reply undoes; "" when q only drops or adds words.
func addedFilter(base *Query, q Query) string {
	var b Query
	if base != nil {
		b = *base
	}
	switch {
	case q.Color != "" && q.Color != b.Color:
		return filterColor
	case q.Size != "" && q.Size != b.Size:
		return filterSize
	case q.Gender != "" && q.Gender != b.Gender:
		return filterGender
	case q.Material != "" && q.Material != b.Material:
		return filterMaterial
	case (q.MaxPrice > 0 && q.MaxPrice != b.MaxPrice) || (q.MinPrice > 0 && q.MinPrice != b.MinPrice):
		return filterPrice
	}
	return ""
}

// withoutWords takes the words of a filter kind out of a query's text and
// terms ("jellaba zr9a" refined to black searches "jellaba", black).
func withoutWords(q Query, kind string) Query {
	if kind == filterPrice {
		return q
	}
	keep := func(w string) bool { return i18n.TermSlot(w) != kind }
	words := strings.Fields(q.Text)
	kept := slices.DeleteFunc(slices.Clone(words), func(w string) bool { return !keep(w) })
	if len(kept) == 0 {
		return q // the filter words are all there is: keep them as the search
	}
	q.Text = strings.Join(kept, " ")
	q.Terms = slices.DeleteFunc(slices.Clone(q.Terms), func(w string) bool { return !keep(w) })
	return q
}

// dropFilter undoes a filter kind of q; "" drops every filter and bound.
func dropFilter(q Query, kind string) Query {
	q.Terms = slices.Clone(q.Terms)
	switch kind {
	case filterColor:
		q.Color = ""
	case filterSize:
		q.Size = ""
	case filterGender:
		q.Gender = ""
	case filterMaterial:
		q.Material = ""
	case filterPrice:
		q.MinPrice, q.MaxPrice = 0, 0
	default:
		q.Color, q.Size, q.Gender, q.Material, q.MinPrice, q.MaxPrice = "", "", "", "", 0, 0
	}
	q.Hash = QueryHash(q)
	return q
}

// belowCheapest is the MaxPrice (major units, inclusive) of "cheaper": just
// below the cheapest card of the last page whose price is known.
func (m *machine) belowCheapest() (int64, bool) {
	p, ok := byPrice(m.st.Results, true)
	if !ok {
		// A tie at the bottom is still the cheapest price.
		for _, r := range m.st.Results {
			if r.PriceMinor > 0 && (!ok || r.major() < p.major()) {
				p, ok = r, true
			}
		}
	}
	if !ok {
		return 0, false
	}
	scale := int64(1)
	for range p.PriceDecimals {
		scale *= 10
	}
	below := (p.PriceMinor - 1) / scale
	return below, below > 0
}

// refine asks the catalog for an enriched query without giving up the
// current one: Query and the cursor change only if it finds cards.
func (m *machine) refine(q Query) {
	q.Terms = slices.Clone(q.Terms)
	m.st.Refining = &q
	m.touch(DidSearch, nil)
	m.emit(Effect{Kind: EffectSearch, Search: &SearchRequest{
		Query:   q,
		Lang:    m.st.Lang,
		Offset:  0,
		Limit:   m.st.Dialogue.Pagination.Limit,
		Exclude: append([]string{}, m.st.ShownProductIDs...),
	}})
}

// searchFor starts the search an input asks for: a refinement held apart,
// or a new search.
func (m *machine) searchFor(in input) {
	if in.refine {
		m.refine(in.query)
		return
	}
	m.search(in.query)
}

// onResults routes the catalog's answer: to the refinement held apart, or
// to the current query's first page.
func (m *machine) onResults(r *SearchResult) {
	if q := m.st.Refining; q != nil && r != nil && r.QueryHash == q.Hash {
		m.onRefined(r)
		return
	}
	m.onFirstPage(r)
}

// onSearchFailed drops a refinement held apart and reports the failure.
func (m *machine) onSearchFailed(reason string) {
	m.st.Refining = nil
	m.onFailure(reason)
}

// onRefined handles the catalog's answer to a refinement. Cards adopt the
// refined query (a new result set, as a new search); nothing keeps the
// earlier page and cursor, says so and suggests what the shown cards offer.
func (m *machine) onRefined(r *SearchResult) {
	q := *m.st.Refining
	m.st.Refining = nil
	m.st.ConsecutiveErrors = 0
	base := m.st.Query
	if c := m.soft(); c != nil && c.Query != nil {
		base = c.Query
	}
	said := i18n.Describe(m.st.Lang, i18n.Criteria{Text: q.Text, Color: q.Color, Size: q.Size, Gender: q.Gender,
		Material: q.Material, MinPrice: q.MinPrice, MaxPrice: q.MaxPrice})
	page := m.filter(r.Products)
	if len(page) == 0 {
		m.diag.Kept = true
		if m.st.Dialogue.State == Clarifying {
			if m.st.Query == nil || len(m.st.Results) == 0 || !m.contextOK() {
				// No cards to go back to: the question stays unresolved and
				// counts toward the §4 cap.
				m.clarify("no_results", i18n.KeyRefinedNone, said)
				m.suggest(base, q)
				return
			}
			// The refinement formed a searchable query; it found nothing,
			// and the cards it refined are still there: back to them.
			if !m.move(Recommending, TriggerClarificationResolved, "kept_results") {
				return
			}
		}
		m.reply(i18n.KeyRefinedNone, said)
		m.suggest(base, q)
		m.awaitSelection() // the shopper is looking at the cards again
		return
	}
	refined := addedFilter(base, q)
	m.st.Query = &q
	h := q.Hash
	m.st.Dialogue.Pagination = Pagination{Offset: 0, Limit: m.st.Dialogue.Pagination.Limit, LastQueryHash: &h}
	m.st.ResultsExhausted = !r.More
	if !m.openResults() {
		return
	}
	m.show(page, Message{Key: i18n.KeyRefinedIntro, Args: []string{said}})
	m.remember(DidRefine, q, refined)
	if refined != "" && !m.aborted {
		// Offer to undo the filter just added, beside show more and the human.
		last := &m.effects[len(m.effects)-1]
		if last.Kind == EffectQuickReplies {
			opts := slices.Clone(last.Options)
			opts = slices.Insert(opts, len(opts)-1, Option{Label: i18n.KeyLabelDrop, Meaning: MeaningDropFilter})
			last.Options = opts
		}
	}
}

// suggest follows "nothing found" with what the cards on screen offer:
// the ones among them that fit, else the colours or sizes they come in, or
// the lowest price shown.
func (m *machine) suggest(base *Query, q Query) {
	res := m.st.Results
	if len(res) == 0 {
		return
	}
	var fit []string
	for i, p := range res {
		if fits(p, q) {
			fit = append(fit, strconv.Itoa(i+1))
		}
	}
	changed := func(a, b string) bool { return b != "" && (base == nil || a != b) }
	var bc, bs string
	var bmax int64
	if base != nil {
		bc, bs, bmax = base.Color, base.Size, base.MaxPrice
	}
	lang := m.st.Lang
	switch {
	case len(fit) > 0:
		m.reply(i18n.KeyRefinedAmong, i18n.List(lang, fit))
	case changed(bc, q.Color):
		if names := valuesOf(res, func(p Product) []string { return p.Colors }); len(names) > 0 {
			for i, n := range names {
				names[i] = i18n.ValueName(lang, filterColor, n)
			}
			m.reply(i18n.KeyRefinedColors, i18n.List(lang, names))
		}
	case changed(bs, q.Size):
		if names := valuesOf(res, func(p Product) []string { return p.Sizes }); len(names) > 0 {
			m.reply(i18n.KeyRefinedSizes, i18n.List(lang, names))
		}
	case q.MaxPrice > 0 && (base == nil || bmax == 0 || q.MaxPrice < bmax):
		p, ok := byPrice(res, true)
		if !ok {
			for _, r := range res {
				if r.PriceMinor > 0 && (!ok || r.major() < p.major()) {
					p, ok = r, true
				}
			}
		}
		if ok && p.Price != "" {
			m.reply(i18n.KeyRefinedFrom, p.Price)
		}
	}
}

// valuesOf lists the values the products have, in order, without repeats.
func valuesOf(ps []Product, of func(Product) []string) []string {
	var out []string
	for _, p := range ps {
		for _, v := range of(p) {
			if v != "" && !slices.Contains(out, v) {
				out = append(out, v)
			}
		}
	}
	return out
}

// fits reports whether a card shown meets every filter and bound of q the
// card can tell (a refinement finds only cards not shown yet, so the fitting
// ones already on screen are worth pointing at). A card that says nothing
// about a filter the query sets does not fit it.
func fits(p Product, q Query) bool {
	if !q.HasFilters() && q.MinPrice <= 0 && q.MaxPrice <= 0 {
		return false
	}
	if q.Color != "" && !hasValue(p.Colors, q.Color) {
		return false
	}
	if q.Size != "" && !hasSize(p.Sizes, q.Size) {
		return false
	}
	if q.Material != "" && !hasValue(p.Materials, q.Material) {
		return false
	}
	if q.Gender != "" {
		return false // cards do not say who they are for
	}
	if q.MinPrice > 0 || q.MaxPrice > 0 {
		if p.PriceMinor <= 0 {
			return false
		}
		v := p.major()
		if (q.MaxPrice > 0 && v > q.MaxPrice*10000) || (q.MinPrice > 0 && v < q.MinPrice*10000) {
			return false
		}
	}
	return true
}
