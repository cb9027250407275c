package i18n

import (
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/wakha/wakha/i18n/internal/lr"
)

// Spelling keys. Latin Darija has no fixed spelling: ع is written 3 or
// left out, ح is 7 or h, ق is 9, q or k, خ is 5 or kh, ش is ch, sh or x,
// vowels come and go ("mzyan", "mzian", "mezyan"), letters are doubled
// ("bllati", "blati"). Listing every variant of every word is hopeless, so
// a message word that is not itself in a word list is looked up under two
// keys built from the word lists at first use:
//
//   - light: digits read as the letters they stand for, sh → ch, o/ou → u,
//     q → k, doubled letters collapsed ("choukran" and "shokran" meet
//     "chokran", "ta7t" meets "taht", "n3am" meets "naam");
//   - skeleton: the light key without its vowels after the first letter
//     ("bellati" meets "bllati", "tsenna" meets "tsnna"). A skeleton names
//     a word only when it keeps at least three letters and no two listed
//     words of different meaning share it; shorter words ("sofa" and
//     "safi" are both "sf") must be listed.
//
// Arabic-script words are looked up once more without a glued conjunction,
// preposition or article ("وتحت" → "تحت", "بالأزرق" → "ازرق", "للرجال" →
// "رجال"), and Latin words without a glued Darija article ("lbyed" →
// "byed").
//
// The keys only serve word lists (decisions, roles, language, prices,
// colours…); search terms keep the words as typed, and a word the shop
// sells is never re-read as a list word.

// light returns the light spelling key of a normalized Latin word, or ""
// for words it does not apply to (not ASCII, no letter, under 3 bytes).
func light(w string) string {
	if len(w) < 3 {
		return ""
	}
	return lightKey(w)
}

// lightKey is light without the length floor.
func lightKey(w string) string {
	var buf [64]byte
	return string(lightInto(&buf, w))
}

// lightInto writes the light key of w into buf and returns it (nil when
// there is none): a map lookup with string(key) then costs no allocation.
// Doubled letters are collapsed as they are written.
func lightInto(buf *[64]byte, w string) []byte {
	letters, digits := false, false
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case c >= utf8.RuneSelf:
			return nil
		case isLower(c):
			letters = true
		case isDigit(c):
			digits = true
		}
	}
	if !letters {
		return nil
	}
	b := buf[:0]
	put := func(c byte) {
		if n := len(b); n == 0 || b[n-1] != c {
			b = append(b, c)
		}
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if digits && isDigit(c) && (i > 0 && isLower(w[i-1]) || i+1 < len(w) && isLower(w[i+1])) &&
			!(i > 0 && isDigit(w[i-1])) && !(i+1 < len(w) && isDigit(w[i+1])) {
			switch c {
			case '3', '2':
				continue // ع and ء: read like a vowel, dropped
			case '7':
				put('h')
			case '9':
				put('k')
			case '5':
				put('k')
				put('h')
			case '8':
				put('g')
				put('h')
			default:
				put(c)
			}
			continue
		}
		switch {
		case c == 's' && i+1 < len(w) && w[i+1] == 'h':
			put('c')
			put('h')
			i++
		case c == 'o' && i+1 < len(w) && w[i+1] == 'u':
			put('u')
			i++
		case c == 'o':
			put('u')
		case c == 'q':
			put('k')
		case c == 'y' && i > 0:
			put('i') // "kayna"/"kaina", "mzyan"/"mzian", "chwiya"/"chwia"
		default:
			put(c)
		}
	}
	return b
}

// skeleton drops the vowels (and y, w between letters read as vowels)
// after the first letter of a light key.
func skeleton(lk string) string {
	if lk == "" {
		return ""
	}
	var buf [64]byte
	b := append(buf[:0], lk[0])
	for i := 1; i < len(lk); i++ {
		switch c := lk[i]; c {
		case 'a', 'e', 'i', 'u', 'y':
		default:
			if c != b[len(b)-1] {
				b = append(b, c)
			}
		}
	}
	if len(b) < 3 {
		return ""
	}
	return string(b)
}

// arabicSuffixes are glued object and possessive pronouns: "ثمنها" (its
// price), "إرجاعه" (returning it).
var arabicSuffixes = []string{"هم", "ها", "ه", "ك"}

// arabicPrefixes are glued clitics, longest first: conjunction و/ف, the
// prepositions ب ل ك, the article ال and their combinations.
var arabicPrefixes = []string{"وبال", "وال", "بال", "فال", "كال", "لل", "ال", "وب", "ول", "و", "ب", "ل", "ف", "ك"}

// stripClitic returns w without a glued prefix when what is left still
// makes a word (two letters or more), or "".
func stripClitic(w string, try func(string) bool) string {
	if w == "" {
		return ""
	}
	if r, _ := utf8.DecodeRuneInString(w); r >= 0x0600 && r <= 0x06FF {
		for _, p := range arabicPrefixes {
			if rest, ok := strings.CutPrefix(w, p); ok && utf8.RuneCountInString(rest) >= 2 && try(rest) {
				return rest
			}
		}
		for _, sfx := range arabicSuffixes {
			if rest, ok := strings.CutSuffix(w, sfx); ok && utf8.RuneCountInString(rest) >= 3 && try(rest) {
				return rest
			}
		}
		return ""
	}
	// Darija glues the article: "lbyed", "lk7el", "lpanier", "l3yalat".
	if len(w) >= 4 && w[0] == 'l' && isASCII(w) {
		if rest := w[1:]; try(rest) {
			return rest
		}
	}
	return ""
}

// spellings groups listed words into spelling families. Built once, on
// first use, from every word list of the package; read-only afterwards.
//
// Two listed words join one family when they share a light key, or a
// skeleton (see closeSpelling), and their meanings are compatible: no list
// gives them two different one-word meanings. Gaps are filled, so "chwia"
// (listed as a stop word) and "chwiya" (a stop word and a wait) join, while
// "lkhar" (the last) and "lkhra" (the other) stay apart. Every list is
// matched through the family representatives, so a spelling listed in one
// list is known to all.
type spellings struct {
	rep   map[string]string    // listed word → its family representative
	light map[string]string    // light key → representative ("" when two families claim it)
	skel  map[string][]keyedAs // skeleton → the families' light keys and representatives
	// meaningful holds the words that are one-word entries of the role,
	// decision or slot lists (listed in vocabulary.go).
	meaningful map[string]bool
	// slips indexes the listed words' keys by every one-letter deletion
	// (fuzzy.go): a key typed with a letter dropped, added, replaced or
	// swapped is found through it.
	slips map[string][]keyedAs
	// answers holds the families some decision list gives a meaning
	// (yes, no, a negation, a wait…): a slip reaches them only by a letter
	// dropped, added or swapped, never replaced (fuzzy.go).
	answers map[string]bool
	// ain holds the light keys of listed words written with a 3 (ع)
	// between two consonants ("n3ss"): only those are what a message word
	// with one there is a spelling of (variant).
	ain map[string]bool
	// ids numbers every key a list starts an entry with (phraseSet.index),
	// then every word of a plain set looked up by number (numberSets).
	ids map[string]int32
	// known is what analyzeInto reads of a listed word (a key of rep),
	// found with one lookup: its key, the numbers of its key and of itself,
	// and its word-only readings (tok.memo bits: decision1, role1, and the
	// verb readings and putWord when the verb tables were complete).
	known map[string]knownWord
}

type knownWord struct {
	key      string
	kid, nid int32
	memo     uint16
	dec      decisionClass
	role     *roleInfo
	light    string // light(w), with memoLightKnown in memo
	// grams is lr.CharGrams of the word as the classifier reads it
	// (classifierInput: light(w), or w where that is empty), and the
	// embedded model's Part of it.
	grams *knownGrams
	meas  measureWord // tok.measureWord
	hot   uint16      // tok.hotBits
	hs    uint64      // tok.hs, tok.hk (fillSets)
	hk    uint64
}

type keyedAs struct{ light, rep string }

var (
	spellOnce sync.Once
	spell     spellings
)

// wordList is a word list whose words the spelling keys know: every
// phraseSet registers itself when created.
type wordList interface {
	eachWord(func(word string))
	meaningOf(word string) string // what the one-word entry word means in this list ("" when none)
	rekey(rep func(string) string)
	firstKeys(f func(key string)) // every key an entry starts with, after rekey
	index(ids map[string]int32, keys *members, col int)
}

var wordLists []wordList

func loadSpellings() *spellings {
	spellOnce.Do(buildSpellings)
	return &spell
}

func buildSpellings() {
	set := map[string]bool{}
	for _, l := range wordLists {
		l.eachWord(func(w string) { set[w] = true })
	}
	words := make([]string, 0, len(set))
	for w := range set {
		words = append(words, w)
	}
	slices.Sort(words)

	// Union-find over the words, each family carrying the meanings its
	// members have in every list.
	parent := make(map[string]string, len(words))
	means := make(map[string][]string, len(words))
	for _, w := range words {
		parent[w] = w
		v := make([]string, len(wordLists))
		for i, l := range wordLists {
			v[i] = l.meaningOf(w)
		}
		means[w] = v
	}
	means0 := make(map[string][]string, len(words)) // each word's own meanings, before families fill gaps
	for w, v := range means {
		means0[w] = slices.Clone(v)
	}
	yesList := -1
	for i, l := range wordLists {
		if l == wordList(decisionWords) {
			yesList = i
		}
	}
	find := func(w string) string {
		for parent[w] != w {
			parent[w] = parent[parent[w]]
			w = parent[w]
		}
		return w
	}
	union := func(a, b string) {
		ra, rb := find(a), find(b)
		if ra == rb {
			return
		}
		va, vb := means[ra], means[rb]
		for i := range va {
			if va[i] != "" && vb[i] != "" && va[i] != vb[i] {
				return // two meanings in one list: different words
			}
			if i == yesList && (va[i] == "") != (vb[i] == "") && (yesMeaning(va[i]) || yesMeaning(vb[i])) {
				// A yes is never lent to a word that does not say it:
				// "mzyanin" (they are nice) is not "mzyan" (fine, yes).
				return
			}
		}
		if rb < ra {
			ra, rb = rb, ra
		}
		parent[rb] = ra
		into, from := means[ra], means[rb]
		for i := range into {
			if into[i] == "" {
				into[i] = from[i]
			}
		}
	}
	byLight := map[string][]string{}
	bySkel := map[string][]string{}
	for _, w := range words {
		lk := light(w)
		if lk == "" {
			continue
		}
		byLight[lk] = append(byLight[lk], w)
		if sk := skeleton(lk); sk != "" {
			bySkel[sk] = append(bySkel[sk], w)
		}
	}
	for _, k := range sortedKeys(byLight) {
		g := byLight[k]
		for _, w := range g[1:] {
			union(g[0], w)
		}
	}
	for _, k := range sortedKeys(bySkel) {
		g := bySkel[k]
		for i, a := range g {
			for _, b := range g[i+1:] {
				// Three letters join only words some list gives one meaning
				// ("salam"/"slm", "chwia"/"chwiya"): "dress" (a language
				// hint) and "dorés" (gold) are both "drs".
				if sameMeaning(means0[a], means0[b]) || (len(k) >= 4 && closeSpelling(k, light(a), light(b))) {
					union(a, b)
				}
			}
		}
	}

	s := spellings{rep: make(map[string]string, len(words)), light: map[string]string{}, skel: map[string][]keyedAs{},
		meaningful: map[string]bool{}}
	for _, w := range words {
		if roleWords.meaningOf(w) != "" || decisionWords.meaningOf(w) != "" || slotWords.meaningOf(w) != "" {
			s.meaningful[w] = true
		}
	}
	for _, w := range words {
		s.rep[w] = find(w)
	}
	for _, k := range sortedKeys(byLight) {
		r := s.rep[byLight[k][0]]
		for _, w := range byLight[k][1:] {
			if s.rep[w] != r {
				r = ""
				break
			}
		}
		s.light[k] = r
	}
	for _, k := range sortedKeys(bySkel) {
		for _, w := range bySkel[k] {
			s.skel[k] = append(s.skel[k], keyedAs{light: light(w), rep: s.rep[w]})
		}
	}
	s.slips = buildSlips(words, s.rep)
	s.ain = map[string]bool{}
	for _, w := range words {
		if ainBetween(w) {
			s.ain[light(w)] = true
		}
	}
	s.answers = map[string]bool{}
	for _, w := range words {
		if means[find(w)][yesList] != "" {
			s.answers[s.rep[w]] = true
		}
	}
	spell = s
	for _, l := range wordLists {
		l.rekey(func(w string) string {
			if r, ok := s.rep[w]; ok {
				return r
			}
			return w
		})
	}
	ids := map[string]int32{}
	numberSets(ids) // the plain sets' words first, each set's words close together
	for _, l := range wordLists {
		l.firstKeys(func(k string) {
			if ids[k] == 0 {
				ids[k] = int32(len(ids) + 1)
			}
		})
	}
	keys := &members{n: uint32(len(ids) + 1), wide: uint32((len(wordLists) + 63) / 64)}
	keys.bits = make([]uint64, int(keys.n)*int(keys.wide))
	for i, l := range wordLists {
		l.index(ids, keys, i)
	}
	spell.ids = ids
	buildHotSetRows(ids)
	spell.known = make(map[string]knownWord, len(s.rep))
	for w, r := range s.rep {
		k := knownWord{key: r, kid: spell.keyID(r)}
		if r == w {
			k.nid = k.kid
		} else {
			k.nid = spell.keyID(w)
		}
		ts := [1]tok{{norm: w, key: r, kid: k.kid, nid: k.nid}}
		t := &ts[0]
		decisionFill(ts[:], 0)
		t.fillRole()
		t.memo |= memoListedKnown
		if s.meaningful[w] {
			t.memo |= memoListed
		}
		if verbsReady {
			t.fillObjectverb()
			t.fillRefusalverb()
			putWordFill(ts[:], 0) // (its tables are package variables, set before any init)
		}
		t.lightTok()
		k.meas = t.measureWord()
		k.hot = t.hotBits()
		t.fillSets()
		k.hs, k.hk = t.hs, t.hk
		k.memo, k.dec, k.role, k.light = t.memo, t.dec, t.role, t.light
		k.grams = &knownGrams{word: classifierWord(t), key: classifierKey(t), g: lr.CharGrams(classifierWord(t))}
		spell.known[w] = k
	}
}

// keyID is the number of a key some list starts an entry with, -1 when
// none does (entriesTok).
func (s *spellings) keyID(key string) int32 {
	if id, ok := s.ids[key]; ok {
		return id
	}
	return -1
}

// yesMeaning reports the decision classes that accept.
func yesMeaning(m string) bool {
	for _, c := range []decisionClass{dYes, dAck, dYesVerb, dSafi, dTiny} {
		if m == c.String() {
			return true
		}
	}
	return false
}

// sameMeaning: some list gives both words the same one-word meaning
// ("salam" and "slm" are both greetings), and none gives them two.
func sameMeaning(a, b []string) bool {
	same := false
	for i := range a {
		switch {
		case a[i] != "" && b[i] != "" && a[i] != b[i]:
			return false
		case a[i] != "" && a[i] == b[i]:
			same = true
		}
	}
	return same
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// canon returns the family representative a message word stands for: its
// own when listed, else the family its light key, skeleton, clitic-less or
// negation-less form names ("3ndkomch" → "3ndkom", neg true), else the
// word itself. It knows nothing of the shop: Understand gives a shop word
// back its own spelling afterwards.
func (s *spellings) canon(w string) (key string, neg bool) {
	if r, ok := s.rep[w]; ok {
		return r, false
	}
	if keptAsTyped[w] {
		return w, false
	}
	if r := s.variant(w); r != "" {
		return r, false
	}
	if r := s.unglued(w); r != "" {
		return r, false
	}
	if r := s.accusative(w); r != "" {
		return r, false
	}
	if stem := negationStem(w); stem != "" {
		if r, ok := s.rep[stem]; ok {
			return r, true
		}
		if r := s.variant(stem); r != "" {
			return r, true
		}
	}
	if r := s.slip(w); r != "" {
		return r, false
	}
	if r := s.slipUnglued(w); r != "" {
		return r, false
	}
	return w, false
}

// keptAsTyped are French words whose light key folds onto a listed word
// of another meaning: "dure" (lasts) is not "doré" (gold), which o → u
// makes it, so "laquelle dure le plus longtemps ?" read a gold filter.
// "نهديها" (I give it as a gift) is not "نديها" (I take it).
var keptAsTyped = map[string]bool{"dure": true, "durent": true, "dures": true, "durer": true,
	"نهديها": true, "نهديه": true, "نهديهم": true, "نهدي": true, "تهديها": true}

// slipUnglued looks an Arabic-script word up at one slip without a glued
// clitic ("بالازرك"): the clitic is kept as typed, the slip is in the
// word.
func (s *spellings) slipUnglued(w string) string {
	if r, _ := utf8.DecodeRuneInString(w); r < 0x0600 || r > 0x06FF {
		return ""
	}
	var found string
	stripClitic(w, func(r string) bool {
		found = s.slip(r)
		return found != ""
	})
	return found
}

// unglued looks a word up without a glued clitic.
func (s *spellings) unglued(w string) string {
	var found string
	stripClitic(w, func(r string) bool {
		if rep, ok := s.rep[r]; ok {
			found = rep
			return true
		}
		if v := s.variant(r); v != "" {
			found = v
			return true
		}
		return false
	})
	return found
}

// accusative reads a Standard Arabic noun or adjective written with the
// accusative tanween, whose alif stays once the harakat are gone:
// "روبوتاً", "روبوتا" → "روبوت"; "إنسانا" → "انسان"; "جديدا" → "جديد". Only
// an unlisted Arabic-script word is read so, when the word without its
// final alif (three letters or more, not ending in ه: "ـها" is a pronoun)
// is listed, and never as an answer: "تماما" (entirely) is not "تمام"
// (ok). A final alif of the stem ("واخا", "هنا", "دابا", "شكرا") is kept
// because those words are listed whole, or their stem is too short.
func (s *spellings) accusative(w string) string {
	stem, ok := strings.CutSuffix(w, "ا")
	if !ok || utf8.RuneCountInString(stem) < 3 {
		return ""
	}
	if r, _ := utf8.DecodeRuneInString(w); r < 0x0600 || r > 0x06FF {
		return ""
	}
	if last, _ := utf8.DecodeLastRuneInString(stem); last == 'ه' || last == 'ا' {
		return ""
	}
	rep, ok := s.rep[stem]
	if !ok {
		if rep = s.variant(stem); rep == "" {
			rep = s.unglued(stem)
		}
	}
	if rep == "" || s.answers[rep] {
		return ""
	}
	return rep
}

// negationStem strips the Darija negation "ma … ch" (or its second half
// when "ma" is written apart): "makaynch" → "kayn", "kaynach" → "kayna",
// "3ndkomch" → "3ndkom", "ماكاينش" → "كاين". "" when w is not negated.
func negationStem(w string) string {
	if strings.HasSuffix(w, "ش") {
		stem := strings.TrimSuffix(w, "ش")
		stem = strings.TrimPrefix(stem, "ما")
		if utf8.RuneCountInString(stem) >= 2 {
			return stem
		}
		return ""
	}
	if !isASCII(w) || len(w) < 5 {
		return ""
	}
	stem, ok := strings.CutSuffix(w, "ch")
	if !ok {
		if stem, ok = strings.CutSuffix(w, "sh"); !ok {
			return ""
		}
	}
	if s, ok := strings.CutPrefix(stem, "ma"); ok && len(s) >= 3 {
		stem = s
	}
	if len(stem) < 3 {
		return ""
	}
	return stem
}

func (s *spellings) variant(w string) string {
	lk := light(w)
	if lk == "" {
		return ""
	}
	// "n3sa" (I sleep) is not "nsa" (forget it, a no): a 3 between two
	// consonants is the letter ع, not a vowel the light key may drop, when
	// the word it would fold onto is an answer and no listed spelling of
	// it has the ع.
	ain := ainBetween(w) && !s.ain[lk]
	if r := s.light[lk]; r != "" {
		if ain && s.answers[r] {
			return ""
		}
		return r
	}
	sk := skeleton(lk)
	if len(sk) < 4 {
		// Three letters join listed spellings (chosen by hand) but are too
		// little to read an unlisted word by: "dress" is not "dorés".
		return ""
	}
	found := ""
	for _, e := range s.skel[sk] {
		if !closeSpelling(sk, lk, e.light) {
			continue
		}
		if found != "" && found != e.rep {
			return "" // two families are as close: say nothing
		}
		found = e.rep
	}
	if ain && s.answers[found] {
		return ""
	}
	return found
}

// ainBetween reports a 3 (ع) typed between two consonants ("n3sa",
// "b3d"): there it is a letter of the word, where between vowels or at
// an edge ("m3a", "sa3a") it is read like one.
func ainBetween(w string) bool {
	for i := 1; i+1 < len(w); i++ {
		if w[i] == '3' && consonant(w[i-1]) && consonant(w[i+1]) {
			return true
		}
	}
	return false
}

func consonant(c byte) bool {
	return isLower(c) && strings.IndexByte("aeiouy", c) < 0
}

// closeSpelling guards short skeletons: three letters say little ("l3tr",
// the perfume, and "later" are both "ltr"), so the two spellings must then
// be one edit apart ("mzian"/"mzyan", "tsenna"/"tsnna"). Longer skeletons
// are telling enough on their own.
func closeSpelling(sk, a, b string) bool {
	if len(sk) >= 4 {
		return true
	}
	return editDistance(a, b) <= 1 && firstDiff(a, b) < 3
}

// firstDiff is the index of the first byte where a and b differ. Darija
// drops and adds vowels near the start of a word ("mezyan"/"mzyan",
// "tsenna"/"tsnna", "slam"/"salam"); a difference further in is another
// word ("rugs" is not "rouges").
func firstDiff(a, b string) int {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	return i
}

// editDistance is the Levenshtein distance of two short ASCII keys.
func editDistance(a, b string) int {
	if len(a) > 32 || len(b) > 32 {
		return 99
	}
	var prev, cur [33]int
	for j := 0; j <= len(b); j++ {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := prev[j-1]
			if a[i-1] != b[j-1] {
				c++
			}
			cur[j] = min(c, prev[j]+1, cur[j-1]+1)
		}
		prev = cur
	}
	return prev[len(b)]
}
