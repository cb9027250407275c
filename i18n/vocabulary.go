package i18n

import (
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	"github.com/wakha/wakha/i18n/internal/lr"
)

// Vocabulary is what a shop sells, in the words of its catalog: product
// names, categories, tags and the synonyms table (woocommerce builds it).
// i18n cannot know the catalog; the vocabulary is how a message naming
// something the shop sells is told from chit-chat.
type Vocabulary struct {
	// Products are the catalog's texts naming products or kinds of
	// products: names, categories, tags ("Tajine en argile 30 cm",
	// "Babouches"). Their words of four letters or more count: shorter
	// ones in titles are too often not what the product is ("été", "lot").
	Products []string
	// Synonyms are curated shoppers' words for products ("belgha", "بلغة",
	// "sac"): every word counts.
	Synonyms []string
	// Modifiers describe rather than name (materials, styles: "cuir",
	// "beldi", "fait main"); alone they refine the last search.
	Modifiers []string
}

// Understander reads messages against a shop's vocabulary. It is
// immutable once built and safe for concurrent use.
type Understander struct {
	products map[string]struct{} // normalized words of product names, categories, tags, synonyms
	lights   map[string]struct{} // their light spelling keys
	skels    map[string][]string // their skeletons (four letters or more) → light keys
	mods     map[string]struct{}
	open     bool      // no vocabulary: any unknown significant word may name a product
	clf      *lr.Model // the classifier; nil: the embedded one (tests swap it)
	clfFloor float64   // its floor; 0: classifierFloor
	// byNumber remembers isProduct of the numbered words (spellings.ids)
	// once read: a message's words are mostly numbered, and isProduct's
	// lookups (plural, light key, skeleton, glued article) came to some
	// 1,500 instructions a message. Copies of x share it with x, and
	// read the same vocabulary.
	byNumber *wordBits
}

// wordBits is a yes or no reading of a word by its number (a word and
// its key share the numbering, spellings.ids), worked out the first time
// the number is asked. Safe for concurrent use: two goroutines reading a
// new word at once store the same answer.
type wordBits struct {
	once sync.Once
	vals []atomic.Uint32 // 0 not read yet, 1 no, 2 yes
}

// get is f(w) for w, the word numbered id: remembered when id is a
// number (above 0), worked out each time otherwise.
func (b *wordBits) get(id int32, w string, f func(string) bool) bool {
	if id <= 0 {
		return f(w)
	}
	b.once.Do(func() { b.vals = make([]atomic.Uint32, len(loadSpellings().ids)+1) })
	if int(id) >= len(b.vals) {
		return f(w)
	}
	if v := b.vals[id].Load(); v != 0 {
		return v == 2
	}
	in := f(w)
	b.vals[id].Store(1 + uint32(b2i(in)))
	return in
}

// NewUnderstander returns an understander for the shop whose vocabulary is
// v. With an empty vocabulary it reads like the package-level Understand:
// without a catalog to compare with, any word it does not know may be
// something the shop sells ("open vocabulary"). With a vocabulary a
// message is a search only when it names something in it, or asks for
// something in a search pattern ("bghit …", "do you have …", "je cherche
// …", a price bound); anything else is unknown with a low confidence.
func NewUnderstander(v Vocabulary) *Understander {
	x := &Understander{products: map[string]struct{}{}, lights: map[string]struct{}{}, skels: map[string][]string{},
		mods: map[string]struct{}{}, byNumber: &wordBits{}}
	add := func(texts []string, minRunes int) {
		for _, p := range texts {
			words := termTokens(p)
			min := minRunes
			if len(words) > 1 {
				min = max(min, 3) // "ma" of "ma lward" (rose water) names nothing alone
			}
			for _, w := range words {
				if vocabWord(w) && (utf8.RuneCountInString(w) >= min || hasDigit(w)) {
					x.addProduct(w)
				}
			}
		}
	}
	add(v.Products, 4)
	add(v.Synonyms, 2)
	for _, p := range v.Modifiers {
		for _, w := range termTokens(p) {
			if vocabWord(w) {
				x.mods[w] = struct{}{}
			}
		}
	}
	x.open = len(x.products) == 0
	return x
}

// hasDigit: model names ("a15", "s23") count whatever their length.
func hasDigit(w string) bool {
	for i := 0; i < len(w); i++ {
		if isDigit(w[i]) {
			return true
		}
	}
	return false
}

func (x *Understander) addProduct(w string) {
	x.products[w] = struct{}{}
	x.products[singular(w)] = struct{}{}
	if lk := light(w); lk != "" {
		x.lights[lk] = struct{}{}
		if sk := skeleton(lk); len(sk) >= 4 && !slices.Contains(x.skels[sk], lk) {
			x.skels[sk] = append(x.skels[sk], lk)
		}
	}
}

// termTokens are the words of a catalog text as Tokens gives them, but
// without French elisions ("d'olivier" → "olivier"): catalog words are
// compared one by one.
func termTokens(s string) []string {
	ts := tokenize(Normalize(s), nil)
	out := make([]string, 0, len(ts))
	for _, t := range ts {
		if w := finish(t.term, 2); w != "" && !t.emoji {
			out = append(out, w)
		}
	}
	return out
}

// vocabWord keeps the words of catalog texts that can tell a product:
// not numbers or units, not one letter, and not words the package already
// understands (articles, colours, sizes, "wakha" in a T-shirt's name).
func vocabWord(w string) bool {
	if utf8.RuneCountInString(w) < 2 || leadingDigits(w) == len(w) || numberUnit(w) {
		return false
	}
	if _, ok := measureUnits[w]; ok || isCurrency(w) {
		return false
	}
	if listed(w) {
		return false
	}
	return true
}

// listed reports a word the package's lists give a meaning of its own
// (a one-word entry: "de", "wakha", "rouge"); words that only occur inside
// a phrase ("lèvres" in "rouge à lèvres") may still name products.
func listed(w string) bool {
	return loadSpellings().meaningful[w]
}

// singular strips a plural ending: "babouches" → "babouche", "tajines" →
// "tajine". Short words are left alone ("bus", "gas").
func singular(w string) string {
	if len(w) >= 4 && isASCII(w) {
		if s, ok := strings.CutSuffix(w, "s"); ok {
			return s
		}
		if s, ok := strings.CutSuffix(w, "x"); ok {
			return s
		}
	}
	return w
}

// productTok is x.isProduct(t.norm), remembered in t: an analysis is read
// by one Understander only (Understand's).
func (x *Understander) productTok(t *tok) bool {
	if t.memo&memoProdKnown == 0 {
		t.memo |= memoProdKnown
		if x != nil && len(x.products) > 0 && (t.nid > 0 && x.isProductNum(t.nid, t.norm) || t.nid <= 0 && x.isProductLight(t.norm, t.lightTok())) {
			t.memo |= memoProd
		}
	}
	return t.memo&memoProd != 0
}

// isProduct reports a message word that names something the shop sells.
func (x *Understander) isProduct(w string) bool {
	if x == nil || len(x.products) == 0 {
		return false
	}
	return x.isProductLight(w, light(w))
}

// isProductNum is isProduct(w), w being the word numbered id (tok.nid
// for its norm, tok.kid for its key; 0 or -1 when it has no number).
func (x *Understander) isProductNum(id int32, w string) bool {
	if x == nil || len(x.products) == 0 {
		return false
	}
	if x.byNumber == nil {
		return x.isProduct(w)
	}
	return x.byNumber.get(id, w, x.isProduct)
}

// isProductLight is isProduct(w), lk being light(w). (singular(w) is w
// itself or shorter: the same key is not looked up twice.)
func (x *Understander) isProductLight(w, lk string) bool {
	if x == nil || len(x.products) == 0 {
		return false
	}
	if _, ok := x.products[w]; ok {
		return true
	}
	if s := singular(w); len(s) != len(w) {
		if _, ok := x.products[s]; ok {
			return true
		}
	}
	if lk != "" {
		if _, ok := x.lights[lk]; ok {
			return true
		}
		if s := singular(lk); len(s) != len(lk) {
			if _, ok := x.lights[s]; ok {
				return true
			}
		}
		// Vowels dropped or added ("sbabet" for "sbbat"): same skeleton,
		// same first two letters, at most two edits.
		if sk := skeleton(lk); sk != "" {
			for _, v := range x.skels[sk] {
				if len(v) >= 2 && len(lk) >= 2 && v[:2] == lk[:2] && editDistance(v, lk) <= 2 {
					return true
				}
			}
		}
	}
	// Glued article or preposition: "ltajine", "lbelgha", "الطاجين", "بالجلد".
	if rest := stripClitic(w, func(r string) bool {
		_, ok := x.products[r]
		return ok
	}); rest != "" {
		return true
	}
	return false
}

func (x *Understander) isModifier(w string) bool {
	if x == nil {
		return false
	}
	_, ok := x.mods[w]
	if !ok {
		if rest := stripClitic(w, func(r string) bool { _, ok := x.mods[r]; return ok }); rest != "" {
			return true
		}
	}
	return ok
}
