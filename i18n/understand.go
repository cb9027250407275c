package i18n

import (
	"math"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Intents lists every intent Understand can return.
var Intents = []Intent{
	IntentGreeting, IntentProductSearch, IntentShowMore, IntentSelect, IntentConfirm,
	IntentCancel, IntentHuman, IntentThanks, IntentBye, IntentUnknown,
}

// Understand reads one shopper message: its language, what it asks for,
// how it answers a pending yes/no question, which listed product it picks,
// what to search for and within which price bounds, and how sure all that
// is (Confidence below 0.5 means "ask the shopper to clarify").
//
// The order of the checks is the order of precedence:
//
//  1. a request for a person ("talk to a human", "bghit nhder m3a chi wahed");
//  2. a whole-message yes/no (ParseDecision) → confirm or cancel; a wait or
//     a mixed answer → unknown, with the Decision set;
//  3. a pick: one position and nothing else of substance ("2", "the second
//     one", "tani", "الثاني", "dernier" → Ordinal, OrdinalLast for "last");
//  4. messages without any search word: "more" → show_more, then bye, a
//     bare request ("do you have…") → low-confidence product_search, thanks,
//     something vague ("something nice", "help") → low-confidence
//     product_search, greeting;
//  5. everything else with search words or a price is a product_search;
//     a request with nothing specific ("bghit chi haja") is a product_search
//     with low confidence.
//
// Only the first MaxRunes runes are read. Understand never panics.
func Understand(text string) Understanding {
	a := analyzeInto(text, make([]tok, 0, 16))
	toks := a.toks
	u := Understanding{Intent: IntentUnknown, Lang: detectLang(toks), Decision: decide(toks)}
	if len(toks) == 0 {
		return u
	}

	consumed := make([]bool, len(toks))
	var minP, maxP float64
	minP, maxP = findPrices(toks, consumed)
	if minP > 0 {
		u.MinPrice = int64(math.Floor(minP))
	}
	if maxP > 0 {
		u.MaxPrice = int64(math.Ceil(maxP))
	}
	hasPrice := u.MinPrice > 0 || u.MaxPrice > 0

	units := segment(toks, consumed)
	var has role
	content := 0
	for i := range units {
		has |= units[i].roles
		if units[i].roles == 0 {
			content++
		}
	}

	switch {
	case has&rHuman != 0 || (has&rHumanNoun != 0 && has&rTalk != 0):
		return u.with(IntentHuman, 0.9)
	case u.Decision == DecisionYes:
		return u.with(IntentConfirm, 0.95)
	case u.Decision == DecisionNo:
		return u.with(IntentCancel, 0.95)
	case u.Decision == DecisionHold || u.Decision == DecisionAmbiguous:
		return u.with(IntentUnknown, 0.3)
	}

	if !hasPrice {
		if pos, strong, ok := selection(toks, units); ok {
			u.Ordinal = pos
			if strong {
				return u.with(IntentSelect, 0.9)
			}
			return u.with(IntentSelect, 0.8)
		}
	}

	ordWords := has&rOrdinal != 0
	if content == 0 && !ordWords && !hasPrice {
		switch {
		case has&rShowMore != 0:
			return u.with(IntentShowMore, 0.9)
		case has&rBye != 0:
			return u.with(IntentBye, 0.9)
		case has&rRequest != 0:
			return u.with(IntentProductSearch, 0.3)
		case has&rThanks != 0:
			return u.with(IntentThanks, 0.9)
		case has&rVague != 0:
			return u.with(IntentProductSearch, 0.3)
		case has&rGreeting != 0:
			return u.with(IntentGreeting, 0.95)
		case has&rFiller != 0:
			return u.with(IntentProductSearch, 0.3)
		}
		return u.with(IntentUnknown, 0.2)
	}

	words, sig := searchWords(toks, units)
	if len(words) > 0 {
		u.Query = strings.Join(words, " ")
		u.Terms = significantTerms(words)
	}
	switch {
	case sig > 0:
		c := 0.7
		if has&rRequest != 0 {
			c += 0.1
		}
		if hasPrice {
			c += 0.05
		}
		if sig > 1 {
			c += 0.05
		}
		if u.Lang != "" {
			c += 0.05
		}
		return u.with(IntentProductSearch, math.Min(c, 0.95))
	case hasPrice:
		return u.with(IntentProductSearch, 0.45)
	case len(u.Terms) > 0 && allDigits(u.Terms):
		// Only numbers ("42"): a size or a price without a word around it.
		return u.with(IntentProductSearch, 0.4)
	case has&(rRequest|rVague|rFiller) != 0:
		u.Query, u.Terms = "", nil
		return u.with(IntentProductSearch, 0.3)
	}
	u.Query, u.Terms = "", nil
	return u.with(IntentUnknown, 0.1)
}

func (u Understanding) with(i Intent, c float64) Understanding {
	u.Intent = i
	u.Confidence = math.Round(c*100) / 100 // 0.85, not 0.8500000000000001, in logs and golden files
	return u
}

type analysis struct {
	toks []tok
}

// analyzeInto reads the first MaxRunes runes of text into words.
func analyzeInto(text string, buf []tok) analysis {
	text = truncate(text, MaxRunes)
	return analysis{toks: tokenize(finish(fold(text), 3), buf)}
}

// unit is a word or a known phrase of a message.
type unit struct {
	start, end int
	roles      role
	ord        int // position for rOrdinal units
}

// segment cuts the words not taken by a price into the longest known
// phrases; unknown words stay single units without a role.
func segment(toks []tok, consumed []bool) []unit {
	units := make([]unit, 0, len(toks))
	for i := 0; i < len(toks); {
		if consumed[i] {
			i++
			continue
		}
		end := i + 1
		for end < len(toks) && !consumed[end] {
			end++
		}
		for i < end {
			if n, info, ok := roleWords.match(toks, i, end); ok {
				units = append(units, unit{start: i, end: i + n, roles: info.roles, ord: info.ord})
				i += n
				continue
			}
			units = append(units, unit{start: i, end: i + 1})
			i++
		}
	}
	return units
}

// selectAllowed are the roles that may surround a position in a pick
// ("i'll take the second one please").
const selectAllowed = rFiller | rStop | rOrdHelper | rSelectVerb | rRequest | rInterj | rNoise | rThanks | rVague | rGreeting

// selection finds a pick: exactly one position, everything else allowed
// around it. strong is false for a bare number, which could also be a size.
func selection(toks []tok, units []unit) (pos int, strong, ok bool) {
	found := false
	for _, un := range units {
		p, s := 0, false
		switch {
		case un.roles&rOrdinal != 0:
			p, s = un.ord, true
		case un.roles == 0 && un.end-un.start == 1:
			w := toks[un.start].norm
			if v, ok := ordinalPattern(w); ok {
				p, s = v, true
			} else if v, ok := smallNumber(w); ok {
				p = v
			}
		}
		if p != 0 {
			if found {
				return 0, false, false
			}
			found, pos, strong = true, p, s
			continue
		}
		if un.roles == 0 || un.roles&^selectAllowed != 0 {
			return 0, false, false
		}
	}
	return pos, strong, found
}

// maxPick bounds positions read from digits: larger numbers are sizes,
// quantities or prices.
const maxPick = 20

func smallNumber(w string) (int, bool) {
	if len(w) == 0 || len(w) > 2 {
		return 0, false
	}
	v := 0
	for i := 0; i < len(w); i++ {
		if !isDigit(w[i]) {
			return 0, false
		}
		v = v*10 + int(w[i]-'0')
	}
	return v, v >= 1 && v <= maxPick
}

// ordinalPattern reads picks written with digits: "n2", "no2", "nr2",
// "l2", "2nd", "2eme", "3e", "n3eme".
func ordinalPattern(w string) (int, bool) {
	if !isASCII(w) {
		return 0, false
	}
	i := 0
	for i < len(w) && isLower(w[i]) {
		i++
	}
	prefix := w[:i]
	j := i
	for j < len(w) && isDigit(w[j]) {
		j++
	}
	if j == i || j-i > 2 {
		return 0, false
	}
	suffix := w[j:]
	switch prefix {
	case "", "n", "no", "nr", "num", "numero", "nmra", "nemra", "rqm", "raqm", "l", "el":
	default:
		return 0, false
	}
	if suffix != "" {
		if _, ok := ordinalSuffixes[suffix]; !ok {
			return 0, false
		}
	}
	if prefix == "" && suffix == "" {
		return 0, false // a bare number: see smallNumber
	}
	v, _ := smallNumber(w[i:j])
	if v == 0 {
		return 0, false
	}
	return v, true
}

// searchWords returns the search words of a message (search forms, sizes
// split from their unit) and how many of them are significant: made of
// letters, at least two long and not keyboard mashing.
func searchWords(toks []tok, units []unit) (words []string, sig int) {
	for _, un := range units {
		if un.roles != 0 && un.roles&rOrdinal == 0 {
			continue
		}
		for k := un.start; k < un.end; k++ {
			t := &toks[k]
			if t.emoji || t.term == "" {
				continue
			}
			if numberUnit(t.norm) && !isOrdinalWord(t.norm) {
				d := leadingDigits(t.term)
				words = append(words, t.term[:d], t.term[d:])
				sig++
				continue
			}
			words = append(words, t.term)
			if significant(t.term) {
				sig++
			}
		}
	}
	return words, sig
}

func allDigits(words []string) bool {
	for _, w := range words {
		if leadingDigits(w) != len(w) {
			return false
		}
	}
	return true
}

func isOrdinalWord(w string) bool {
	_, ok := ordinalPattern(w)
	return ok
}

func leadingDigits(s string) int {
	i := 0
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	return i
}

// significantTerms drops one-letter words (digits stay) and repeats.
func significantTerms(words []string) []string {
	out := make([]string, 0, len(words))
	for _, w := range words {
		if utf8.RuneCountInString(w) < 2 && !(len(w) == 1 && isDigit(w[0])) {
			continue
		}
		dup := false
		for _, o := range out {
			if o == w {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, w)
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

func significant(w string) bool {
	letters := 0
	for _, r := range w {
		if unicode.IsLetter(r) {
			letters++
		}
	}
	return letters >= 2 && !gibberish(w)
}

// gibberish spots keyboard mashing in Latin words ("asdfgh", "kjhkjh"):
// no vowel at all, five consonants in a row, or a run of keyboard keys.
// Darija abbreviations without vowels are short ("bzf", "slm") and pass.
func gibberish(w string) bool {
	if len(w) < 4 || !isASCII(w) {
		return false
	}
	vowels, run, maxRun := 0, 0, 0
	for i := 0; i < len(w); i++ {
		c := w[i]
		if !isLower(c) {
			return false
		}
		switch c {
		case 'a', 'e', 'i', 'o', 'u', 'y':
			vowels++
			run = 0
		default:
			run++
			maxRun = max(maxRun, run)
		}
	}
	if vowels == 0 || maxRun >= 5 {
		return true
	}
	for _, k := range keyboardRuns {
		if strings.Contains(w, k) {
			return true
		}
	}
	return false
}

var keyboardRuns = []string{
	"qwer", "wert", "erty", "asdf", "sdfg", "dfgh", "fghj", "ghjk", "hjkl", "zxcv", "xcvb", "cvbn", "vbnm",
	"azer", "zert", "qsdf", "wxcv", "uiop", "poiu", "lkjh", "jklm", "mlkj",
}
