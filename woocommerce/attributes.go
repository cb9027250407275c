package woocommerce

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/wakha/wakha/engine"
)

// AttrKind names a product attribute the catalog filters on.
type AttrKind string

// The attribute kinds of engine.Query's filters.
const (
	AttrColor    AttrKind = "color"
	AttrSize     AttrKind = "size"
	AttrGender   AttrKind = "gender"
	AttrMaterial AttrKind = "material"
)

// attrKinds lists the kinds; a kind's position is its index in per-kind arrays.
var attrKinds = [...]AttrKind{AttrColor, AttrSize, AttrGender, AttrMaterial}

const (
	numKinds = len(attrKinds)
	kColor   = 0
	kSize    = 1
)

func kindIndex(k AttrKind) int {
	for i, x := range attrKinds {
		if x == k {
			return i
		}
	}
	return -1
}

// AttributeSpec is one kind's entry in the "attributes" section of the
// synonyms file: how stores name the attribute and which words mean each
// canonical value.
type AttributeSpec struct {
	// Names are words stores call the attribute by ("couleur", "pointure",
	// "لون"); an attribute whose name or taxonomy (pa_couleur) contains one
	// is of this kind.
	Names []string `json:"names,omitempty"`
	// Values maps a canonical value (engine.Query's vocabulary: "blue",
	// "XL", "women", "leather") to the words and phrases meaning it, in any
	// language ("bleu", "zr9", "أزرق", "bleu nuit").
	Values map[string][]string `json:"values,omitempty"`
	// Except lists phrases that contain a value's word without meaning it
	// ("eau de rose" is not pink, "simili cuir" is not leather).
	Except []string `json:"except,omitempty"`
}

// lexicon maps the words of product attributes, names and descriptions to
// canonical attribute values. Built once by ParseSynonyms; read-only after.
type lexicon struct {
	kinds [numKinds]kindLex
	// names maps a key phrase of an attribute name to its kind.
	names phraseIndex[int]
	// sizeNames holds the size attribute's names as size tokens, to find
	// sizes in free text ("Taille : M").
	sizeNames map[string]bool
}

// kindLex is one kind's phrases.
type kindLex struct {
	// values maps a key phrase to its canonical values; an except phrase
	// maps to nil (read, consumed, meaning nothing).
	values phraseIndex[[]string]
}

// phraseIndex finds phrases of keys, longest first; first bounds the
// phrase length per first key so most words cost one map lookup.
type phraseIndex[V any] struct {
	m     map[string]V
	first map[string]int
}

// add stores v under the phrase keys; merge (if not nil) combines it with
// a value already there.
func (p *phraseIndex[V]) add(keys []string, v V, merge func(old, add V) V) {
	if len(keys) == 0 {
		return
	}
	if p.m == nil {
		p.m, p.first = map[string]V{}, map[string]int{}
	}
	k := strings.Join(keys, " ")
	if old, ok := p.m[k]; ok && merge != nil {
		v = merge(old, v)
	}
	p.m[k] = v
	p.first[keys[0]] = max(p.first[keys[0]], len(keys))
}

// longest returns the longest phrase of the index starting at toks[i], as
// its length (0 = none) and value.
func (p *phraseIndex[V]) longest(toks []string, i int) (n int, v V) {
	for n := min(p.first[toks[i]], len(toks)-i); n >= 1; n-- {
		k := toks[i]
		if n > 1 {
			k = strings.Join(toks[i:i+n], " ")
		}
		if v, ok := p.m[k]; ok {
			return n, v
		}
	}
	return 0, v
}

// keysOf splits text into the keys of a kind: sizes keep letters apart
// from folding ("XXL" must not become "XL"), the others use words.
func keysOf(kind int, text string) []string {
	if kind == kSize {
		return sizeTokens(text)
	}
	return words(text)
}

// newLexicon builds the lexicon from the merged specs.
func newLexicon(specs map[AttrKind]AttributeSpec) (*lexicon, error) {
	lx := &lexicon{sizeNames: map[string]bool{}}
	for kind, spec := range specs {
		ki := kindIndex(kind)
		if ki < 0 {
			return nil, fmt.Errorf("woocommerce: synonyms: unknown attribute kind %q (want color, size, gender or material)", kind)
		}
		kl := &lx.kinds[ki]
		for _, n := range spec.Names {
			lx.names.add(words(n), ki, nil)
			if ki == kSize {
				for _, t := range sizeTokens(n) {
					lx.sizeNames[t] = true
				}
			}
		}
		canons := make([]string, 0, len(spec.Values))
		for c := range spec.Values {
			canons = append(canons, c)
		}
		slices.Sort(canons) // a word of two values lists them in a stable order
		for _, canon := range canons {
			list := spec.Values[canon]
			canon = strings.TrimSpace(canon)
			if canon == "" {
				return nil, fmt.Errorf("woocommerce: synonyms: attributes.%s has an empty value name", kind)
			}
			// The canonical name always means itself.
			for _, w := range append([]string{canon}, list...) {
				kl.values.add(keysOf(ki, w), []string{canon}, func(old, add []string) []string {
					if slices.Contains(old, add[0]) {
						return old
					}
					return append(slices.Clip(old), add...)
				})
			}
		}
		for _, e := range spec.Except {
			kl.values.add(keysOf(ki, e), nil, nil) // after the values: an except phrase wins
		}
	}
	return lx, nil
}

// mergeSpecs merges a shop's attribute section over the shipped one:
// names and except lists given by the shop replace the shipped ones; each
// value's word list replaces the shipped list of the same value, an empty
// list removes the value, new values are added.
func mergeSpecs(base, shop map[AttrKind]AttributeSpec) map[AttrKind]AttributeSpec {
	out := map[AttrKind]AttributeSpec{}
	for k, s := range base {
		c := AttributeSpec{Names: s.Names, Except: s.Except, Values: map[string][]string{}}
		for v, l := range s.Values {
			c.Values[v] = l
		}
		out[k] = c
	}
	for k, s := range shop {
		c, ok := out[k]
		if !ok {
			c = AttributeSpec{Values: map[string][]string{}}
		}
		if s.Names != nil {
			c.Names = s.Names
		}
		if s.Except != nil {
			c.Except = s.Except
		}
		for v, l := range s.Values {
			if len(l) == 0 {
				delete(c.Values, v)
				continue
			}
			c.Values[v] = l
		}
		out[k] = c
	}
	return out
}

// emptyLexicon knows no word: filters still work, by literal words.
var emptyLexicon, _ = newLexicon(nil)

// attrs returns the synonyms' lexicon; the zero or nil Synonyms has an empty one.
func (s *Synonyms) attrs() *lexicon {
	if s == nil || s.lex == nil {
		return emptyLexicon
	}
	return s.lex
}

// Canonical returns the canonical values a word, phrase or store term
// means for an attribute kind ("zr9" → blue, "Bleu nuit" → blue, "L/XL" →
// L and XL, "4 ans" → 4y), or nil when the lexicon does not know it.
func (s *Synonyms) Canonical(kind AttrKind, text string) []string {
	ki := kindIndex(kind)
	if ki < 0 {
		return nil
	}
	var out []string
	s.attrs().scan(ki, keysOf(ki, text), false, func(v string) {
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	})
	return out
}

// kindOf returns the kind of a product attribute from its name and
// taxonomy ("Couleur", "pa_couleur"), or -1.
func (lx *lexicon) kindOf(name, taxonomy string) int {
	for _, text := range []string{name, strings.TrimPrefix(taxonomy, "pa_")} {
		toks := words(text)
		for i := range toks {
			if n, k := lx.names.longest(toks, i); n > 0 {
				return k
			}
		}
	}
	return -1
}

// literal is the value for a word the lexicon does not know: it only
// matches the same words ("turquoise" = "Turquoise").
func literal(keys []string) string {
	if len(keys) == 0 {
		return ""
	}
	return "~" + strings.Join(keys, " ")
}

// termValues returns the canonical values of an attribute term (its name,
// and its slug as a second reading), plus its literal form.
func (lx *lexicon) termValues(kind int, name, slug string) []string {
	var out []string
	add := func(v string) {
		if v != "" && !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	if s, err := url.PathUnescape(slug); err == nil {
		slug = s
	}
	for _, text := range []string{name, strings.ReplaceAll(slug, "-", " ")} {
		toks := keysOf(kind, text)
		lx.scan(kind, toks, false, add)
		add(literal(toks))
	}
	return out
}

// textValues returns the canonical values a product's free text (name,
// categories, tags, descriptions) states for a kind. Sizes count only as a
// number with its unit ("30 cm") or right after a size word ("taille M"):
// a lone "s" or "42" in a description says nothing about sizes.
func (lx *lexicon) textValues(kind int, toks []string) []string {
	var out []string
	lx.scan(kind, toks, true, func(v string) {
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	})
	return out
}

// queryValues returns what a filter value asks for: its canonical values,
// or its literal form when the lexicon does not know it.
func (lx *lexicon) queryValues(kind int, value string) []string {
	toks := keysOf(kind, value)
	var out []string
	lx.scan(kind, toks, false, func(v string) {
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	})
	if len(out) == 0 {
		if l := literal(toks); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// scan reports the canonical values found in toks, longest phrase first;
// except phrases are consumed without a value.
func (lx *lexicon) scan(kind int, toks []string, inText bool, add func(string)) {
	if kind == kSize {
		lx.scanSizes(toks, inText, add)
		return
	}
	kl := &lx.kinds[kind]
	for i := 0; i < len(toks); {
		n, vs := kl.values.longest(toks, i)
		for _, v := range vs {
			add(v)
		}
		i += max(n, 1)
	}
}

// sizeUnits are the units a size number may carry, mapped to one spelling.
var sizeUnits = map[string]string{
	"cm": "cm", "mm": "mm", "m": "m", "ml": "ml", "cl": "cl", "l": "l", "kg": "kg", "g": "g", "gr": "g",
	"ans": "y", "an": "y", "years": "y", "year": "y", "yrs": "y", "y": "y", "sna": "y", "snin": "y",
	"سنة": "y", "سنوات": "y", "عام": "y", "mois": "mo", "months": "mo", "month": "mo",
}

// sizeJoiners may sit between sizes listed after a size word ("S, M et L").
var sizeJoiners = map[string]bool{
	"et": true, "and": true, "ou": true, "or": true, "w": true, "au": true, "a": true, "à": true,
	"du": true, "de": true, "to": true, "jusqu": true, "en": true, "disponible": true, "dispo": true,
}

// scanSizes reads sizes: letter sizes (XS…XXXL, 2XL), numbers ("42"),
// numbers with a unit ("30cm", "4 ans" → "4y"), and the lexicon's words
// ("medium"). In free text only a number with a length, volume, weight or
// age unit counts on its own; letters, bare numbers and words need a size
// word right before them ("Taille : M", "pointure 42").
func (lx *lexicon) scanSizes(toks []string, inText bool, add func(string)) {
	kl := &lx.kinds[kSize]
	ctx := !inText // outside free text every token is a size reading
	for i := 0; i < len(toks); {
		t := toks[i]
		if inText && lx.sizeNames[t] {
			ctx = true
			i++
			continue
		}
		if n, vs := kl.values.longest(toks, i); n > 0 {
			if ctx {
				for _, v := range vs {
					add(v)
				}
			}
			i += n
			continue
		}
		switch {
		case isNumber(t):
			num := strings.TrimLeft(t, "0")
			if num == "" {
				num = "0"
			}
			if i+1 < len(toks) {
				if u, ok := sizeUnits[toks[i+1]]; ok && !(inText && u == "m" && !ctx) {
					add(num + u)
					i += 2
					continue
				}
			}
			if ctx {
				add(num)
			}
		case letterSize(t) != "":
			if ctx {
				add(letterSize(t))
			}
		default:
			if inText && !sizeJoiners[t] {
				ctx = false
			}
		}
		i++
	}
}

// letterSize returns the canonical letter size of a token ("xl" → "XL",
// "2xl" → "XXL"), or "".
func letterSize(t string) string {
	if len(t) == 3 && t[0] >= '2' && t[0] <= '5' && t[1] == 'x' && (t[2] == 'l' || t[2] == 's') {
		return strings.Repeat("X", int(t[0]-'0')) + strings.ToUpper(t[2:])
	}
	if t == "m" {
		return "M"
	}
	if t == "" || len(t) > 5 {
		return ""
	}
	last := t[len(t)-1]
	if last != 's' && last != 'l' {
		return ""
	}
	for i := 0; i < len(t)-1; i++ {
		if t[i] != 'x' {
			return ""
		}
	}
	return strings.ToUpper(t)
}

// sizeTokens lower-cases text, drops accents and folds Arabic digits, and
// splits it into letter and digit runs ("30cm" → "30", "cm"; "S/M" → "s",
// "m") without collapsing repeated letters ("xxl" stays "xxl"). "2xl"
// stays one token.
func sizeTokens(s string) []string {
	var out []string
	var b strings.Builder
	kind := 0 // 0 none, 1 letters, 2 digits
	flush := func() {
		if b.Len() > 0 {
			out = append(out, b.String())
			b.Reset()
		}
		kind = 0
	}
	for _, r := range norm.NFKD.String(s) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		r = unicode.ToLower(foldRune(r))
		switch {
		case unicode.IsDigit(r):
			if kind == 1 {
				flush()
			}
			kind = 2
			b.WriteRune(r)
		case unicode.IsLetter(r):
			if kind == 2 {
				// "2xl" is a size of its own; "30cm" is a number and a unit.
				cur := b.String()
				if !(len(cur) == 1 && cur[0] >= '2' && cur[0] <= '5' && r == 'x') {
					flush()
				}
			}
			kind = 1
			b.WriteRune(r)
		default:
			flush()
		}
	}
	flush()
	// A digit kept with "x" must be a real 2XL…5XS, else split it back.
	for i := 0; i < len(out); i++ {
		t := out[i]
		if len(t) > 1 && t[0] >= '2' && t[0] <= '5' && t[1] == 'x' && letterSize(t) == "" {
			out = slices.Insert(slices.Delete(out, i, i+1), i, t[:1], t[1:])
		}
	}
	return out
}

// sizeMatch reports whether a wanted size and a product's size agree:
// equal, or the same number where one side has no unit ("30" = "30cm").
func sizeMatch(want, have string) bool {
	if want == have {
		return true
	}
	wn, wu := splitSize(want)
	hn, hu := splitSize(have)
	return wn != "" && wn == hn && (wu == "" || hu == "")
}

func splitSize(v string) (num, unit string) {
	i := 0
	for i < len(v) && v[i] >= '0' && v[i] <= '9' {
		i++
	}
	if i == 0 {
		return "", v
	}
	return v[:i], v[i:]
}

// overlap reports whether a product's values meet a filter's.
func overlap(kind int, want, have []string) bool {
	for _, w := range want {
		for _, h := range have {
			if w == h || (kind == kSize && sizeMatch(w, h)) {
				return true
			}
		}
	}
	return false
}

// filter is one attribute filter of a query, resolved through the lexicon.
type filter struct {
	kind  int
	value string   // as the query gave it
	want  []string // canonical values, or the literal form of an unknown word
	// lit holds the words of a value the lexicon does not know, matched in
	// the text of products that have no attribute of the kind.
	lit []string
}

// filters resolves a query's attribute filters; nil when it has none.
func (lx *lexicon) filters(q engine.Query) []filter {
	if !q.HasFilters() {
		return nil
	}
	var out []filter
	for i, v := range [numKinds]string{q.Color, q.Size, q.Gender, q.Material} {
		if v = strings.TrimSpace(v); v == "" {
			continue
		}
		f := filter{kind: i, value: v, want: lx.queryValues(i, v)}
		if len(f.want) == 1 && strings.HasPrefix(f.want[0], "~") {
			f.lit = words(v)
		}
		if len(f.want) == 0 {
			continue // nothing but punctuation: no filter
		}
		out = append(out, f)
	}
	return out
}

// filterKey is the part of a cache key a query's filters make.
func filterKey(fs []filter) string {
	var b strings.Builder
	for _, f := range fs {
		b.WriteString(strconv.Itoa(f.kind))
		b.WriteByte('=')
		b.WriteString(strings.Join(f.want, ","))
		b.WriteByte(';')
	}
	return b.String()
}

// attrInfo is what a product states for each kind: from its attributes
// when it has one of that kind (has), else from its text.
type attrInfo struct {
	has  [numKinds]bool
	vals [numKinds][]string
}

// fallbackText is a product's free text (name, categories, tags, brands,
// descriptions) as buildIndex already split it: words (the index's keys,
// "." between fields) and the cleaned pieces (for size tokens).
type fallbackText struct {
	words []string
	parts []string
}

// productAttrs reads a product's attribute values through the lexicon: for
// each kind, from its attributes of that kind, else from its free text.
func (lx *lexicon) productAttrs(p *StoreProduct, text *fallbackText) attrInfo {
	var ai attrInfo
	for _, a := range p.Attributes {
		k := lx.kindOf(cleanText(string(a.Name)), string(a.Taxonomy))
		if k < 0 {
			continue
		}
		ai.has[k] = true
		for _, t := range a.Terms {
			for _, v := range lx.termValues(k, cleanText(string(t.Name)), string(t.Slug)) {
				if !slices.Contains(ai.vals[k], v) {
					ai.vals[k] = append(ai.vals[k], v)
				}
			}
		}
	}
	for k := range numKinds {
		if ai.has[k] {
			continue
		}
		if k == kSize {
			ai.vals[k] = lx.textValues(k, sizeTokens(strings.Join(text.parts, " . ")))
			continue
		}
		ai.vals[k] = lx.textValues(k, text.words)
	}
	return ai
}

// describe fills what a card knows of its product's attributes, for the
// engine's follow-ups (spec 004): the colours and materials as canonical
// values (a store's own words when none is canonical), and the sizes as
// the store names them in its size attribute ("M", "4 ans"), else the
// measures read from the text ("30cm").
func (lx *lexicon) describe(card *engine.Product, p *StoreProduct, ai attrInfo) {
	// Canonical values when there are some; a store's own words otherwise.
	plain := func(vals []string) []string {
		var out, own []string
		for _, v := range vals {
			if w, lit := strings.CutPrefix(v, "~"); lit {
				if w != "" && !slices.Contains(own, w) {
					own = append(own, w)
				}
			} else if !slices.Contains(out, v) {
				out = append(out, v)
			}
		}
		if len(out) == 0 {
			return own
		}
		return out
	}
	card.Colors = plain(ai.vals[kColor])
	card.Materials = plain(ai.vals[kindIndex(AttrMaterial)])
	var sizes []string
	for _, a := range p.Attributes {
		if lx.kindOf(cleanText(string(a.Name)), string(a.Taxonomy)) != kSize {
			continue
		}
		for _, t := range a.Terms {
			if n := cleanText(string(t.Name)); n != "" && !slices.Contains(sizes, n) {
				sizes = append(sizes, n)
			}
		}
	}
	if len(sizes) == 0 {
		// From the text only a measure counts ("30cm"): a bare number there
		// is as often a count of people as a size.
		for _, v := range plain(ai.vals[kSize]) {
			if n, unit := splitSize(v); n != "" && unit != "" {
				sizes = append(sizes, v)
			}
		}
	}
	card.Sizes = sizes
}
