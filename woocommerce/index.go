package woocommerce

import (
	"math/bits"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/wakha/wakha/engine"
)

// field is a bit set of the product fields a word was found in.
type field uint8

const (
	fName field = 1 << iota
	fCategory
	fTag
	fAttr
	fSKU
	fDesc

	// strongFields describe what the product is; the description only mentions things.
	strongFields = fName | fCategory | fTag | fAttr
)

// weight is the score of a match in the best field of mask.
func weight(mask field) float32 {
	switch {
	case mask&fName != 0:
		return 3
	case mask&(fCategory|fTag|fAttr) != 0:
		return 2
	case mask&fSKU != 0:
		return 1.5
	case mask&fDesc != 0:
		return 1
	}
	return 0
}

// Match qualities of a term's alternatives.
const (
	qExact    = 1.0
	qSynonym  = 0.95
	qNarrower = 0.8
	qPrefix   = 0.75
	qFuzzy    = 0.6
	headBonus = 1.5
	maxTerms  = 8
)

// entry is one searchable product.
type entry struct {
	card    engine.Product
	id      int64
	lo, hi  int64 // price bounds in minor units; lo < 0 when the product has no price
	minor   int   // the currency's minor unit
	inStock bool
	head    string // the first significant word of the name: usually what the product is
}

type posting struct {
	doc  int32
	mask field
}

// index is an inverted index over product keys (folded, stemmed words).
type index struct {
	entries []entry
	attrs   []attrInfo // per entry: colour, size, gender, material (apart: only filters read them)
	post    map[string][]posting
	vocab   []string // sorted keys, for prefix matching
	byLen   map[int][]string
	pool    sync.Pool // *[]acc sized len(entries)
}

// buildIndex indexes the products that may be shown in search results:
// hidden and catalog-only products are left out, and so are products that
// cannot make a valid card (counted in skipped by reason). lx reads the
// products' attribute values for filters.
func buildIndex(products []StoreProduct, storeBase string, lx *lexicon, skipped func(id Int, reason string)) *index {
	ix := &index{post: map[string][]posting{}, byLen: map[int][]string{}}
	fields := map[string]field{}
	for _, p := range products {
		switch strings.ToLower(strings.TrimSpace(string(p.CatalogVisibility))) {
		case "hidden", "catalog":
			continue
		}
		if reason := CardProblem(p, storeBase); reason != "" {
			if skipped != nil {
				skipped(p.ID, reason)
			}
			continue
		}
		doc := int32(len(ix.entries))
		clear(fields)
		// The free text's words and pieces, kept in order for the attribute
		// fallback (a colour named in the text, not in an attribute).
		var text fallbackText
		add := func(s string, f field) {
			ws := words(s)
			for _, k := range ws {
				fields[k] |= f
			}
			if f&(fName|fCategory|fTag|fDesc) != 0 {
				text.words = append(append(text.words, ws...), ".")
				text.parts = append(text.parts, s)
			}
		}
		name := cleanText(string(p.Name))
		add(name, fName)
		for _, t := range p.Categories {
			add(cleanText(string(t.Name)), fCategory)
		}
		for _, t := range p.Tags {
			add(cleanText(string(t.Name)), fTag)
		}
		for _, t := range p.Brands {
			add(cleanText(string(t.Name)), fTag)
		}
		for _, a := range p.Attributes {
			for _, t := range a.Terms {
				add(cleanText(string(t.Name)), fAttr)
			}
		}
		add(string(p.SKU), fSKU)
		add(cleanText(string(p.ShortDescription)), fDesc)
		add(cleanText(string(p.Description)), fDesc)
		for k, f := range fields {
			if _, ok := ix.post[k]; !ok {
				ix.vocab = append(ix.vocab, k)
			}
			ix.post[k] = append(ix.post[k], posting{doc: doc, mask: f})
		}
		e := entry{card: ToProduct(p, storeBase), id: int64(p.ID), lo: -1, hi: -1, minor: 2, inStock: bool(p.IsInStock)}
		ai := lx.productAttrs(&p, &text)
		ix.attrs = append(ix.attrs, ai)
		lx.describe(&e.card, &p, ai)
		for _, k := range words(name) {
			if !isStopword(k) && !isNumber(k) {
				e.head = k
				break
			}
		}
		if p.Prices != nil {
			e.minor = currencyOf(p.Prices).minor
			e.lo, e.hi = priceBounds(p.Prices)
		}
		ix.entries = append(ix.entries, e)
	}
	sort.Strings(ix.vocab)
	for _, k := range ix.vocab {
		if !isNumber(k) {
			n := utf8.RuneCountInString(k)
			ix.byLen[n] = append(ix.byLen[n], k)
		}
	}
	ix.pool.New = func() any {
		a := make([]acc, len(ix.entries))
		return &a
	}
	return ix
}

// priceBounds returns the lowest and highest price of a product in minor units.
func priceBounds(p *Prices) (lo, hi int64) {
	lo, hi = -1, -1
	if r := p.PriceRange; r != nil {
		a, okA := r.MinAmount.Minor()
		b, okB := r.MaxAmount.Minor()
		if okA && okB {
			return a, b
		}
	}
	if v, ok := p.Price.Minor(); ok {
		return v, v
	}
	return -1, -1
}

// qterm is one meaningful unit of a query: a word, a synonym phrase or a
// number with its unit.
type qterm struct {
	raw      string // the shopper's words, as received
	keys     []string
	groups   []int
	modifier bool
	number   bool
}

// analyze turns a query into terms: synonym phrases are matched first
// (longest first, so "t shirt" and "eau de rose" stay whole), then
// stopwords and lone units are dropped, numbers keep their unit ("30 cm"),
// and a number equal to a price bound (left over from "ta7t 300") is dropped.
func analyze(q engine.Query, syn *Synonyms) []qterm {
	// Text keeps elisions apart ("d'argan"); i18n.Tokens glues them ("dargan").
	raws := strings.Fields(q.Text)
	if len(raws) == 0 {
		raws = q.Terms
	}
	type word struct{ raw, key string }
	var ws []word
	for _, r := range raws {
		for _, k := range words(r) {
			ws = append(ws, word{raw: r, key: k})
		}
	}
	var terms []qterm
	maxWords := 1
	if syn != nil {
		maxWords = max(1, syn.maxWords)
	}
	for i := 0; i < len(ws); {
		matched := false
		if syn != nil {
			for n := min(maxWords, len(ws)-i); n >= 1; n-- {
				keys := make([]string, n)
				raw := make([]string, 0, n)
				for j := range n {
					keys[j] = ws[i+j].key
					if j == 0 || ws[i+j].raw != ws[i+j-1].raw {
						raw = append(raw, ws[i+j].raw)
					}
				}
				if gs := syn.byPhrase[strings.Join(keys, " ")]; len(gs) > 0 {
					t := qterm{raw: strings.Join(raw, " "), keys: keys, groups: gs, modifier: true}
					for _, g := range gs {
						if !syn.groups[g].Modifier {
							t.modifier = false
						}
					}
					terms = append(terms, t)
					i += n
					matched = true
					break
				}
			}
		}
		if matched {
			continue
		}
		w := ws[i]
		i++
		switch {
		case isNumber(w.key):
			if (q.MaxPrice > 0 && w.key == strconv.FormatInt(q.MaxPrice, 10)) ||
				(q.MinPrice > 0 && w.key == strconv.FormatInt(q.MinPrice, 10)) {
				continue
			}
			t := qterm{raw: w.key, keys: []string{w.key}, modifier: true, number: true}
			if i < len(ws) && units[ws[i].key] {
				t.keys = append(t.keys, ws[i].key)
				t.raw = w.key + " " + ws[i].key
				i++
			}
			terms = append(terms, t)
		case units[w.key] || isStopword(w.key):
			continue
		default:
			terms = append(terms, qterm{raw: w.raw, keys: []string{w.key}})
		}
	}
	// The same term twice ("robe robe rouge") counts once.
	out := terms[:0]
	seen := map[string]bool{}
	for _, t := range terms {
		k := strings.Join(t.keys, " ")
		if !seen[k] {
			seen[k] = true
			out = append(out, t)
		}
	}
	if len(out) > maxTerms {
		out = out[:maxTerms]
	}
	return out
}

// alt is one way a term can appear in a product.
type alt struct {
	keys []string
	q    float32
}

// alternatives lists a term's equivalents: itself, its synonyms, their
// narrower words, and only when none of those occurs in the index, the
// index words it is a prefix of or one typo away from.
func (ix *index) alternatives(t qterm, syn *Synonyms) []alt {
	alts := []alt{{keys: t.keys, q: qExact}}
	seen := map[string]bool{strings.Join(t.keys, " "): true}
	push := func(keys []string, q float32) {
		k := strings.Join(keys, " ")
		if !seen[k] {
			seen[k] = true
			alts = append(alts, alt{keys: keys, q: q})
		}
	}
	for _, g := range t.groups {
		for _, k := range syn.groups[g].terms {
			push(k, qSynonym)
		}
		for _, k := range syn.groups[g].narrower {
			push(k, qNarrower)
		}
	}
	for _, a := range alts {
		if ix.has(a.keys) {
			return alts
		}
	}
	if t.number || len(t.keys) != 1 {
		return alts
	}
	key := t.keys[0]
	n := utf8.RuneCountInString(key)
	if n >= 4 {
		i := sort.SearchStrings(ix.vocab, key)
		for c := 0; i < len(ix.vocab) && strings.HasPrefix(ix.vocab[i], key) && c < 20; i, c = i+1, c+1 {
			push([]string{ix.vocab[i]}, qPrefix)
		}
		if len(alts) > 1 {
			return alts
		}
	}
	if n >= 5 {
		maxDist := 1
		if n >= 8 {
			maxDist = 2
		}
		found := 0
		for l := n - maxDist; l <= n+maxDist && found < 10; l++ {
			for _, v := range ix.byLen[l] {
				if withinDistance(key, v, maxDist) {
					push([]string{v}, qFuzzy)
					if found++; found >= 10 {
						break
					}
				}
			}
		}
	}
	return alts
}

// has reports whether every key occurs somewhere in the index.
func (ix *index) has(keys []string) bool {
	for _, k := range keys {
		if len(ix.post[k]) == 0 {
			return false
		}
	}
	return true
}

// postings returns the products containing all keys, with the fields all of
// them share (a phrase must appear within one field).
func (ix *index) postings(keys []string) []posting {
	if len(keys) == 1 {
		return ix.post[keys[0]]
	}
	cur := ix.post[keys[0]]
	for _, k := range keys[1:] {
		next := ix.post[k]
		var out []posting
		i, j := 0, 0
		for i < len(cur) && j < len(next) {
			switch {
			case cur[i].doc < next[j].doc:
				i++
			case cur[i].doc > next[j].doc:
				j++
			default:
				if m := cur[i].mask & next[j].mask; m != 0 {
					out = append(out, posting{doc: cur[i].doc, mask: m})
				}
				i++
				j++
			}
		}
		cur = out
		if len(cur) == 0 {
			break
		}
	}
	return cur
}

// acc accumulates one product's matches during a search; bit sets are over terms.
type acc struct {
	score   float32
	cur     float32 // best score of the term being processed
	curTerm int8
	seen    bool
	any     uint8
	name    uint8
	strong  uint8
	nonSKU  uint8
	head    uint8
}

// hit is a ranked candidate.
type hit struct {
	doc      int32
	tier     int8
	coverage int8
	inStock  bool
	score    float32
	id       int64
}

// better is the ranking order: relevance tier, then how many terms matched,
// then in stock before out of stock, then score, then product id (stable).
func better(a, b hit) bool {
	if a.tier != b.tier {
		return a.tier > b.tier
	}
	if a.coverage != b.coverage {
		return a.coverage > b.coverage
	}
	if a.inStock != b.inStock {
		return a.inStock
	}
	if a.score != b.score {
		return a.score > b.score
	}
	return a.id < b.id
}

// page is one ranked page plus whether unseen matches remain.
type page struct {
	products []engine.Product
	more     bool
	matches  int // unseen matches in total
}

// search ranks the products matching terms within the price bounds (major
// units) that pass every attribute filter, skips excluded ids and returns
// the first limit (after offset).
func (ix *index) search(terms []qterm, syn *Synonyms, minPrice, maxPrice int64, filters []filter, exclude map[string]bool, offset, limit int) page {
	if len(ix.entries) == 0 {
		return page{}
	}
	ap := ix.pool.Get().(*[]acc)
	accs := *ap
	defer ix.pool.Put(ap)
	var touched []int32
	var active, required uint8
	for ti, t := range terms {
		bit := uint8(1) << ti
		for _, a := range ix.alternatives(t, syn) {
			for _, p := range ix.postings(a.keys) {
				if active&bit == 0 {
					active |= bit
					if !t.modifier {
						required |= bit
					}
				}
				ac := &accs[p.doc]
				if !ac.seen {
					*ac = acc{seen: true, curTerm: -1}
					touched = append(touched, p.doc)
				}
				if ac.curTerm != int8(ti) {
					ac.curTerm, ac.cur = int8(ti), 0
				}
				s := a.q * weight(p.mask)
				if p.mask&fName != 0 && !t.number && containsString(a.keys, ix.entries[p.doc].head) {
					ac.head |= bit
					s += headBonus
				}
				if s > ac.cur {
					ac.score += s - ac.cur
					ac.cur = s
				}
				ac.any |= bit
				if p.mask&fName != 0 {
					ac.name |= bit
				}
				if p.mask&strongFields != 0 {
					ac.strong |= bit
				}
				if p.mask&^fSKU != 0 {
					ac.nonSKU |= bit
				}
			}
		}
	}
	defer func() {
		for _, d := range touched {
			accs[d] = acc{}
		}
	}()
	headTerms := required
	if headTerms == 0 {
		headTerms = active
	}
	var docs []int32
	if len(terms) == 0 {
		if minPrice <= 0 && maxPrice <= 0 && len(filters) == 0 {
			return page{}
		}
		docs = make([]int32, len(ix.entries)) // browse by price or attributes alone
		for i := range docs {
			docs[i] = int32(i)
		}
	} else {
		docs = touched
	}
	lits := ix.literalDocs(filters)
	skip := offset
	if len(exclude) > 0 {
		skip = 0 // the excluded ids are the cursor; an offset would skip unseen products
	}
	keep := skip + limit
	top := make([]hit, 0, keep+1)
	total := 0
	for _, d := range docs {
		e := &ix.entries[d]
		ac := &accs[d]
		if len(terms) > 0 {
			if ac.any == 0 || (required != 0 && ac.any&required == 0) {
				continue
			}
		}
		if !e.inPrice(minPrice, maxPrice) || exclude[e.card.ID] || (len(filters) > 0 && !ix.passes(d, filters, lits)) {
			continue
		}
		h := hit{doc: d, inStock: e.inStock, score: ac.score, id: e.id, coverage: int8(bits.OnesCount8(ac.any & active))}
		switch {
		case len(terms) == 0:
			h.tier = 1
		case ac.name&active == active && ac.head&headTerms != 0:
			h.tier = 5
		case ac.name&active == active:
			h.tier = 4
		case ac.strong&active == active:
			h.tier = 3
		case ac.any&active == active:
			h.tier = 2
		case ac.nonSKU != 0:
			h.tier = 1
		}
		total++
		// Keep the best keep hits in order (insertion; keep ≤ a few dozen).
		if len(top) == keep && !better(h, top[keep-1]) {
			continue
		}
		i := sort.Search(len(top), func(i int) bool { return better(h, top[i]) })
		if len(top) < keep {
			top = append(top, hit{})
		}
		copy(top[i+1:], top[i:len(top)-1])
		top[i] = h
	}
	var out page
	out.matches = total
	if skip >= len(top) {
		return out
	}
	for _, h := range top[skip:] {
		out.products = append(out.products, ix.entries[h.doc].card)
	}
	out.more = total > skip+len(out.products)
	return out
}

// passes reports whether product doc meets every filter: by its attribute
// of the filter's kind when it has one, else by its text (name, categories,
// tags, descriptions), where a value the lexicon does not know is looked up
// word for word (lits, one doc set per filter).
func (ix *index) passes(doc int32, filters []filter, lits []map[int32]bool) bool {
	a := &ix.attrs[doc]
	for i, f := range filters {
		if overlap(f.kind, f.want, a.vals[f.kind]) {
			continue
		}
		if !a.has[f.kind] && lits[i][doc] {
			continue
		}
		return false
	}
	return true
}

// literalDocs finds, for each filter whose value the lexicon does not know,
// the products whose text (not attributes) holds its words.
func (ix *index) literalDocs(filters []filter) []map[int32]bool {
	if len(filters) == 0 {
		return nil
	}
	out := make([]map[int32]bool, len(filters))
	for i, f := range filters {
		if len(f.lit) == 0 {
			continue
		}
		out[i] = map[int32]bool{}
		for _, p := range ix.postings(f.lit) {
			if p.mask&^(fAttr|fSKU) != 0 {
				out[i][p.doc] = true
			}
		}
	}
	return out
}

// inPrice reports whether the product's price range meets the bounds (major units).
func (e *entry) inPrice(minPrice, maxPrice int64) bool {
	if minPrice <= 0 && maxPrice <= 0 {
		return true
	}
	if e.lo < 0 {
		return false
	}
	scale := int64(1)
	for range e.minor {
		scale *= 10
	}
	if minPrice > 0 && e.hi < minPrice*scale {
		return false
	}
	if maxPrice > 0 && e.lo > maxPrice*scale {
		return false
	}
	return true
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// withinDistance reports whether the optimal string alignment distance
// (edits and adjacent swaps) between a and b is at most k.
func withinDistance(a, b string, k int) bool {
	ra, rb := []rune(a), []rune(b)
	if d := len(ra) - len(rb); d > k || -d > k {
		return false
	}
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			cur[j] = v
			rowMin = min(rowMin, v)
		}
		if rowMin > k {
			return false
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)] <= k
}
