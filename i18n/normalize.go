package i18n

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/width"
)

// MaxRunes is how much of a message Understand, ParseDecision and DetectLang
// look at. Shoppers do not hide their request after 2,000 characters, and the
// cap keeps the work per message bounded whatever a client sends.
const MaxRunes = 2000

// Normalize folds text so that the many ways shoppers spell the same word
// meet: accents and Arabic diacritics dropped, Arabic letter variants folded,
// case folded, Arabic-Indic digits made ASCII, letters typed several times in
// a row collapsed ("wakhaaa" → "wakha", "iyyeh" → "iyeh"; digits are kept, so
// "300" stays "300"), and whitespace trimmed and collapsed. Invalid UTF-8 is
// replaced, never a panic. Normalize is idempotent.
func Normalize(s string) string {
	return finish(fold(s), 2)
}

// Tokens normalizes s and splits it into words: apostrophes are dropped (so
// "d'accord", "d’accord" and "daccord" meet), every rune that is not a letter
// or a digit separates words, digits stay inside words ("wa5a", "n3am") and
// each emoji is a word of its own.
func Tokens(s string) []string {
	ts := tokenize(Normalize(s), nil)
	if len(ts) == 0 {
		return nil
	}
	out := make([]string, len(ts))
	for i := range ts {
		out[i] = ts[i].norm
	}
	return out
}

// chains holds the x/text pipeline: a transform.Chain keeps buffers between
// calls and must not be shared by two goroutines at once.
var chains = sync.Pool{New: func() any { return transform.Chain(foldSteps()...) }}

// foldSteps is the pipeline, step by step; the first foldBeforeNFC steps
// come before NFC.
func foldSteps() []transform.Transformer {
	return []transform.Transformer{
		runes.Map(quoteRune), // before NFKD, which would turn ´ into a space and a mark
		norm.NFKD,
		runes.Remove(runes.Predicate(dropRune)),
		runes.Map(foldRune),
		width.Fold,
		norm.NFC,
		cases.Fold(),
		runes.Map(cherokee),
	}
}

const foldBeforeNFC = 5

// cherokee pins Cherokee letters to one case: cases.Fold swaps U+13A0… and
// U+AB70… back and forth, which would make Normalize not idempotent.
func cherokee(r rune) rune {
	switch {
	case r >= 0xAB70 && r <= 0xABBF:
		return r - 0xAB70 + 0x13A0
	case r >= 0x13F8 && r <= 0x13FD:
		return r - 0x13F8 + 0x13F0
	}
	return r
}

// fold runs steps 1–6 of the pipeline (everything but the repeat collapse
// and the whitespace pass).
func fold(s string) string {
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, "\uFFFD")
	}
	if isASCII(s) {
		// For ASCII every x/text step is the identity except case folding;
		// this path keeps the common Latin message cheap.
		return asciiFold(s)
	}
	if out, ok := foldLocal(s); ok {
		return out
	}
	t := chains.Get().(transform.Transformer)
	out, _, err := transform.String(t, s)
	chains.Put(t)
	if err != nil {
		// The transformers used here do not fail on valid UTF-8; if one
		// ever does, lower-casing is a safe degraded answer.
		return strings.ToLower(s)
	}
	return out
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func asciiFold(s string) string {
	clean := true
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c >= 'A' && c <= 'Z') || c == '`' {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	b := []byte(s)
	for i, c := range b {
		switch {
		case c >= 'A' && c <= 'Z':
			b[i] = c + 'a' - 'A'
		case c == '`':
			b[i] = '\''
		}
	}
	return string(b)
}

// dropRune reports the runes removed after NFKD: combining marks (Arabic
// harakat, shadda, the hamza and madda split off أ إ آ, Latin accents,
// variation selectors, the keycap of "2️⃣"), tatweel, emoji skin tones and
// invisible formatting characters (joiners, direction marks, BOM).
func dropRune(r rune) bool {
	switch {
	case r == 0x0640, // ARABIC TATWEEL (category Lm, so not caught as a mark)
		r == 0x00AD, // SOFT HYPHEN
		r == 0x061C, // ARABIC LETTER MARK
		r >= 0x200B && r <= 0x200F,
		r >= 0x202A && r <= 0x202E,
		r >= 0x2060 && r <= 0x2064,
		r >= 0x2066 && r <= 0x2069,
		r == 0xFEFF,
		r >= 0x1F3FB && r <= 0x1F3FF: // skin tones (category Sk)
		return true
	}
	return unicode.In(r, unicode.Mn, unicode.Me)
}

// quoteRune makes every apostrophe look alike.
func quoteRune(r rune) rune {
	switch r {
	case '’', '‘', '`', '´', 'ʼ', 'ʻ', 'ʹ', '′', '＇':
		return '\''
	}
	return r
}

// foldRune folds Arabic letter variants that shoppers use interchangeably,
// apostrophes, and Arabic-Indic digits (which NFKD leaves alone).
func foldRune(r rune) rune {
	switch r {
	case 'أ', 'إ', 'آ', 'ٱ':
		return 'ا'
	case 'ة':
		return 'ه'
	case 'ى', 'ی':
		return 'ي'
	case 'ک', 'گ', 'ڭ':
		// (the Persian and Maghrebi g, "الماگازان", "ڭاع": spelled ك as often, round 21e)
		return 'ك'
	}
	if r >= '٠' && r <= '٩' {
		return '0' + r - '٠'
	}
	if r >= '۰' && r <= '۹' {
		return '0' + r - '۰'
	}
	return quoteRune(r)
}

// finish collapses runs of minRun or more identical letters to one letter
// (digits and other runes are left alone), trims the text and turns every
// run of whitespace into one space. Normalize uses minRun 2; search terms
// use 3 so that "dress" and "coffee" keep their double letters while
// "tajiiine" still becomes "tajine".
func finish(s string, minRun int) string {
	if finished(s, minRun) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if unicode.IsSpace(r) {
			space = b.Len() > 0
			i += n
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		if !unicode.IsLetter(r) {
			b.WriteString(s[i : i+n])
			i += n
			continue
		}
		run, j := 1, i+n
		for j < len(s) {
			r2, n2 := utf8.DecodeRuneInString(s[j:])
			if r2 != r {
				break
			}
			run++
			j += n2
		}
		if run >= minRun {
			b.WriteString(s[i : i+n])
		} else {
			b.WriteString(s[i:j])
		}
		i = j
	}
	return b.String()
}

// finished reports whether finish would return s unchanged, so the common
// already-clean case costs no allocation.
func finished(s string, minRun int) bool {
	if s == "" {
		return true
	}
	if done, ok := finishedASCII(s, minRun); ok {
		return done
	}
	return finishedRunes(s, minRun)
}

// finishedRunes is finished rune by rune, for any text.
func finishedRunes(s string, minRun int) bool {
	var prev rune = -1
	run := 0
	prevSpace := true // a leading space must go
	for _, r := range s {
		if unicode.IsSpace(r) {
			if r != ' ' || prevSpace {
				return false
			}
			prevSpace = true
			prev, run = r, 0
			continue
		}
		prevSpace = false
		if r == prev && unicode.IsLetter(r) {
			run++
			if run >= minRun {
				return false
			}
		} else {
			prev, run = r, 1
		}
	}
	return !prevSpace
}

// finishedASCII is finishedRunes(s, minRun) read byte by byte, with
// ASCII's spaces ("\t\n\v\f\r ") and letters (A–Z, a–z) instead of
// unicode.IsSpace and IsLetter; ok is false when a byte beyond ASCII
// comes before the answer (finishedRunes reads s then).
func finishedASCII(s string, minRun int) (done, ok bool) {
	prev, run := -1, 0
	prevSpace := true // a leading space must go
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= utf8.RuneSelf:
			return false, false
		case c == ' ' || c >= '\t' && c <= '\r':
			if c != ' ' || prevSpace {
				return false, true // (what follows cannot undo it)
			}
			prevSpace = true
			prev, run = int(c), 0
			continue
		}
		prevSpace = false
		if int(c) == prev && (c|0x20 >= 'a' && c|0x20 <= 'z') {
			run++
			if run >= minRun {
				return false, true
			}
		} else {
			prev, run = int(c), 1
		}
	}
	return !prevSpace, true
}

// truncate keeps the first max runes of s.
func truncate(s string, max int) string {
	if len(s) <= max {
		return s
	}
	n := 0
	for i := range s {
		if n == max {
			return s[:i]
		}
		n++
	}
	return s
}

// tok is one word of a message.
type tok struct {
	norm  string // normalized form: exactly what Tokens returns
	key   string // matching form for word lists: norm, or the listed word it is a spelling of (spelling.go)
	term  string // search form: only runs of 3+ collapsed, French elision (l', d', j'…) removed
	sep   byte   // separator before it: 0 start, ' ' plain, '-' dash, '.', ',', '<', '>'
	comma bool   // a comma (Latin or Arabic) before it, with spaces or not: ", " is sep ' '
	emoji bool
	neg   bool          // key is the word without its Darija negation ("makaynch" → "kayn")
	shop  bool          // a word the shop sells (Understander vocabulary): never a list word
	asked bool          // a question mark ("?" or "؟") before it: what came before was asked
	memo  uint16        // word-only readings remembered (memo bits below)
	kid   int32         // key's number for the word lists (phraseSet.entriesTok) and sets (numSet.has): 0 unknown, -1 in none
	nid   int32         // norm's number, as kid's
	dec   decisionClass // decisionWords' one-word reading of key, when memoDec
	meas  measureWord   // measure's reading of key (relativeWords, theWords, oneWords): 0 not read yet
	hot   uint16        // key's membership in the lists asked most (hotwords.go): 0 not read yet
	hs    uint64        // norm's membership in the sets asked most (hotsets.go): 0 not read yet
	hk    uint64        // key's, as hs
	role  *roleInfo     // roleWords' one-word reading of key (nil: none), when memoRoleKnown
	light string        // light(norm), when memoLightKnown
	grams *knownGrams   // a known word's character n-grams as the classifier reads it (knownWord.grams), or nil
}

// tokenize splits text that went through fold and finish into words.
// Apostrophes are removed inside words; the part before the first one is
// remembered so that French elisions can be stripped from search terms.
func tokenize(s string, dst []tok) []tok {
	dst = dst[:0]
	sepStart := 0
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if isEmoji(r) {
			dst = append(dst, tok{norm: s[i : i+n], key: s[i : i+n], term: s[i : i+n], sep: sepKind(s[sepStart:i], len(dst) == 0), comma: hasComma(s[sepStart:i]), asked: hasAsk(s[sepStart:i]), emoji: true})
			i += n
			sepStart = i
			continue
		}
		if !isWordRune(r) {
			i += n
			continue
		}
		start, apos, firstApos := i, false, -1
		j := i
		for j < len(s) {
			if c := s[j]; c < utf8.RuneSelf && c != '\'' {
				if !asciiWord[c] {
					break
				}
				j++
				continue
			}
			r2, n2 := utf8.DecodeRuneInString(s[j:])
			if r2 == '\'' {
				// An apostrophe joins two word parts ("d'accord"); at the
				// end of a word it is just punctuation.
				if j+n2 < len(s) {
					if r3, _ := utf8.DecodeRuneInString(s[j+n2:]); isWordRune(r3) {
						if !apos {
							firstApos = j
						}
						apos = true
						j += n2
						continue
					}
				}
				break
			}
			if !isWordRune(r2) {
				break
			}
			j += n2
		}
		word := s[start:j]
		var t tok
		if sep := s[sepStart:start]; sep == " " || sep == "" {
			// (the common separators: what sepKind, hasComma and hasAsk read of them)
			if len(dst) > 0 {
				t.sep = ' '
			}
		} else {
			t = tok{sep: sepKind(sep, len(dst) == 0), comma: hasComma(sep), asked: hasAsk(sep)}
		}
		if apos {
			joined := strings.ReplaceAll(word, "'", "")
			t.term = joined
			if elision(s[start:firstApos]) {
				t.term = strings.ReplaceAll(s[firstApos+1:j], "'", "")
			}
			t.norm = finish(joined, 2)
		} else {
			t.term = word
			t.norm = finish(word, 2)
		}
		t.key = t.norm
		dst = append(dst, t)
		i = j
		sepStart = j
	}
	return dst
}

func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return asciiWord[r]
	}
	return wordRuneAbove(r)
}

// wordRuneAbove is isWordRune of a rune beyond ASCII.
func wordRuneAbove(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.IsMark(r)
}

// asciiWord is isWordRune of the ASCII runes: the letters and digits (no
// ASCII rune is a mark; TestASCIIWordRunes).
var asciiWord = func() (t [utf8.RuneSelf]bool) {
	for c := range t {
		t[c] = c|0x20 >= 'a' && c|0x20 <= 'z' || c >= '0' && c <= '9'
	}
	return t
}()

// isEmoji: pictographs and dingbats (✅ ✔ 👍 ❌ ☺) are symbols of category
// So from the letterlike block up. Older symbols (° © ¦) and U+FFFD, which
// stands for broken bytes, only separate words.
func isEmoji(r rune) bool {
	return r >= 0x2100 && r != utf8.RuneError && unicode.Is(unicode.So, r)
}

// hasAsk reports a question mark in a separator, Latin or Arabic.
// (a substring search: no broken byte before a lead byte can swallow it)
func hasAsk(sep string) bool {
	return strings.IndexByte(sep, '?') >= 0 || strings.Contains(sep, "؟")
}

// hasComma reports a comma in a separator, Latin or Arabic.
func hasComma(sep string) bool {
	return strings.IndexByte(sep, ',') >= 0 || strings.Contains(sep, "،")
}

func sepKind(sep string, first bool) byte {
	if first {
		// Only a comparison sign matters before the first word ("<300").
		switch {
		case strings.IndexByte(sep, '<') >= 0:
			return '<'
		case strings.IndexByte(sep, '>') >= 0:
			return '>'
		}
		return 0
	}
	switch sep {
	case ".", ",":
		return sep[0]
	}
	for _, r := range sep {
		switch r {
		case '-', '–', '—', '−':
			return '-'
		case '<':
			return '<'
		case '>':
			return '>'
		}
	}
	return ' '
}

// elision reports French elided words written before an apostrophe.
func elision(p string) bool {
	switch p {
	case "l", "d", "j", "m", "n", "s", "t", "c", "qu", "jusqu", "lorsqu", "puisqu":
		return true
	}
	return false
}

// memo bits of a tok: word-only readings asked of the same word by many
// readers, computed once per word (they depend on norm or key alone: norm
// is set once by tokenize, key once by analyzeInto, before any reader).
const (
	memoObjKnown uint16 = 1 << iota
	memoObj
	memoRefKnown
	memoRef
	memoDecKnown
	memoDec
	memoRoleKnown
	memoPutKnown
	memoPut
	memoProdKnown // productTok: x.isProduct(norm), for the one Understander an analysis is read by
	memoProd
	memoListedKnown // listed(norm), set with the known words (spellings.known)
	memoListed
	memoLightKnown // light(norm) is in tok.light (lightTok)
)

// lightTok is light(t.norm), remembered in t: the classifier's input and
// isProduct ask it of the same words, and a known word carries it.
func (t *tok) lightTok() string {
	if t.memo&memoLightKnown == 0 {
		t.memo |= memoLightKnown
		t.light = light(t.norm)
	}
	return t.light
}

// listedTok is listed(t.norm), read from the memo a known word carries.
func (t *tok) listedTok() bool {
	if t.memo&memoListedKnown != 0 {
		return t.memo&memoListed != 0
	}
	return listed(t.norm)
}

// objectVerb is objectVerb(t.norm), remembered in t.
func (t *tok) objectVerb() bool {
	if t.memo&memoObjKnown == 0 {
		t.fillObjectverb()
	}
	return t.memo&memoObj != 0
}

func (t *tok) fillObjectverb() {
	t.memo |= memoObjKnown
	if objectVerb(t.norm) {
		t.memo |= memoObj
	}
}

// refusalVerb is refusalVerb(t.norm), remembered in t.
func (t *tok) refusalVerb() bool {
	if t.memo&memoRefKnown == 0 {
		t.fillRefusalverb()
	}
	return t.memo&memoRef != 0
}

func (t *tok) fillRefusalverb() {
	t.memo |= memoRefKnown
	if refusalVerb(t.norm) {
		t.memo |= memoRef
	}
}

// decision1 is decisionWords.match(toks, i, i+1), the one-word reading
// of toks[i].key, remembered in the tok (keys are set once, in analyzeInto).
func decision1(toks []tok, i int) (int, decisionClass, bool) {
	t := &toks[i]
	if t.memo&memoDecKnown == 0 {
		decisionFill(toks, i)
	}
	return int(t.memo>>5) & 1, t.dec, t.memo&memoDec != 0 // memoDec is 1<<5
}

// decisionFill reads toks[i] for decision1 (apart so that decision1 inlines).
func decisionFill(toks []tok, i int) {
	t := &toks[i]
	t.memo |= memoDecKnown
	if _, c, ok := decisionWords.match(toks, i, i+1); ok {
		t.memo |= memoDec
		t.dec = c
	}
}

func init() {
	if memoDec != 1<<5 {
		panic("memoDec moved: decision1 reads it as bit 5")
	}
}

// role1 is roleWords.singleTok(&t), remembered in t (keys are set once,
// in analyzeInto).
func (t *tok) role1() (roleInfo, bool) {
	if t.memo&memoRoleKnown == 0 {
		t.fillRole()
	}
	if t.role == nil {
		return roleInfo{}, false
	}
	return *t.role, true
}

func (t *tok) fillRole() {
	t.memo |= memoRoleKnown
	list := roleWords.entriesTok(t)
	for k := range list {
		if len(list[k].rest) == 0 {
			t.role = &list[k].val
			return
		}
	}
}
