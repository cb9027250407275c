package i18n

import (
	"strings"
	"unicode/utf8"
)

// Price bounds in messages: "under 300", "ta7t 300 dh", "أقل من 300",
// "moins de 300 dhs", "300 dh max", "between 100 and 300", "entre 100 et
// 300", "over 200", "kter mn 200". Amounts are in dirhams.

type priceKind uint8

const (
	pMax        priceKind = iota + 1 // "under" X
	pMin                             // "over" X
	pRangeStart                      // "between" X and Y
)

// rangeSep values: whether the separator needs a "between" before it.
const (
	sepNeedsStart priceKind = iota + 1 // "and", "et", "w": "100 and 300" alone is not a range
	sepAlone                           // "to", "à", "ila": fine with a currency ("100 to 300 dh")
)

// maxCueWords is the longest cue phrase, in words.
const maxCueWords = 5

var (
	priceBefore = newPhraseSet(samePrice)
	priceAfter  = newPhraseSet(samePrice)
	rangeSeps   = newPhraseSet(samePrice)
	currencySet = map[string]struct{}{}
)

func samePrice(text string, old, add priceKind) priceKind {
	if old != add {
		panic("i18n: price cue " + text + " is listed with two meanings")
	}
	return old
}

func init() {
	priceBefore.addAll(pMax,
		"under", "below", "less than", "lower than", "cheaper than", "no more than", "not more than", "not over",
		"at most", "max", "maximum", "up to", "upto", "within", "budget", "my budget is", "budget is", "budget of",
		"max of", "maximum of",
		"ta7t", "ta7t men", "ta7t mn", "ta7t dyal", "taht", "taht mn", "taht men", "b9el mn", "b9el men",
		"b9al mn", "b9al men", "b9el", "9el mn", "9al mn", "a9al mn", "a9el mn", "a9al men", "a9el men",
		"a9al", "qel mn", "ma ydouzch", "maydouzch", "ma yfoutch", "mayfoutch", "ma yfoutch", "machi kter mn",
		"budget dyali", "lbudget dyali",
		"sous", "en dessous", "dessous", "moins de", "moins que", "pas plus de", "pas plus que", "en dessous de", "en-dessous de",
		"au dessous de", "inférieur à", "max de", "jusqu'à", "maximum de", "pas plus cher que", "moins cher que",
		"أقل من", "اقل من", "تحت", "ماشي كثر من", "ما يفوتش", "ميزانيتي", "الميزانية",
		// Round 20d: "not more than" in Standard Arabic.
		"لا يزيد عن", "لا يزيد على", "لا تزيد عن", "لا تزيد على", "ما يزيد على",
	)
	priceBefore.addAll(pMin,
		"over", "above", "more than", "higher than", "at least", "min", "minimum", "starting from",
		"starting at", "kter mn", "kter men", "ktar mn", "ktar men", "kthar mn", "ktr mn", "fo9", "fo9 mn",
		"fou9", "fo9 men", "foq", "plus de", "plus que", "au moins", "à partir de", "a partir de",
		"supérieur à", "au-dessus de", "au dessus de", "minimum de",
		// "dessus" and "dessous" share a spelling key: listed alone with
		// opposite meanings, they never join one family.
		"dessus",
		// Twentieth round: verbs of going past an amount, a lower bound
		// unless negated ("i don't want to go over 700", "ما بغيتش نفوت
		// ٩٠٠", "sans dépasser 600": negatedCue makes them upper bounds).
		"go over", "go above", "go beyond", "exceed", "spend more than", "pay more than", "dépasser", "depasser",
		"nfout", "nfot", "ndouz", "ndouze", "nduz", "نفوت", "ندوز", "أتجاوز", "اتجاوز", "يتجاوز", "تتجاوز", "تجاوز",
		"أتعدى", "اتعدى", "يتعدى", "تتعدى",
		"أكثر من", "اكثر من", "كثر من", "كتر من", "فوق", "من فوق", "على الأقل", "بسعر يبدأ من", "يبدأ من", "ابتداء من",
	)
	priceBefore.addAll(pRangeStart,
		"between", "from", "entre", "de", "bin", "ma bin", "mabin", "mn", "men", "من", "بين", "ما بين",
	)
	priceAfter.addAll(pMax,
		"max", "maximum", "or less", "or below", "and below", "and under", "ou moins", "et moins", "au max",
		"au maximum", "wla 9el", "wla a9al", "ola 9el", "wla ta7t", "أو أقل", "ولا قل",
	)
	priceAfter.addAll(pMin,
		"or more", "and up", "and above", "and over", "ou plus", "et plus", "wla kter", "ola kter", "minimum",
		"min", "au moins", "أو أكثر", "ولا كثر", "l fo9", "lfo9", "w fo9", "o fo9", "wla fo9", "لفوق", "وفوق", "ولا فوق",
		"and more", "et +", "w ktar",
	)
	rangeSeps.addAll(sepNeedsStart, "and", "et", "w", "o", "و")
	rangeSeps.addAll(sepAlone, "to", "a", "à", "l", "ila", "hta", "7ta", "jusqu'à", "إلى", "الى", "حتى", "ل")
	for _, w := range currencyWords {
		if t := Tokens(w); len(t) == 1 {
			currencySet[t[0]] = struct{}{}
		}
	}
}

// amountWords are the round amounts shoppers write in words.
var amountWords = newPhraseSet(func(text string, old, add float64) float64 {
	if old != add {
		panic("i18n: amount " + text + " is listed with two values")
	}
	return old
})

func init() {
	for v, words := range map[float64][]string{
		100:  {"miya", "mya", "100a", "مية", "مائة", "مئة", "cent", "hundred", "a hundred", "one hundred"},
		200:  {"mitin", "mitine", "mytin", "ميتين", "مائتين", "مئتين", "deux cents", "two hundred"},
		300:  {"tlatmiya", "tlat miya", "تلتمية", "ثلاثمائة", "trois cents", "three hundred"},
		400:  {"rb3miya", "rb3 miya", "ربعمية", "أربعمائة", "quatre cents", "four hundred"},
		500:  {"khamsmiya", "khems miya", "khmsmiya", "خمسمية", "خمسمائة", "cinq cents", "five hundred"},
		600:  {"stmiya", "sttmiya", "ستمية", "ستمائة", "six cents", "six hundred"},
		700:  {"sb3miya", "سبعمية", "سبعمائة", "sept cents", "seven hundred"},
		800:  {"tmnmiya", "tmenmiya", "تمنمية", "ثمانمائة", "huit cents", "eight hundred"},
		900:  {"ts3miya", "تسعمية", "تسعمائة", "neuf cents", "nine hundred"},
		1000: {"alf", "alef", "ألف", "الف", "mille", "thousand", "a thousand", "one thousand"},
		2000: {"alfayn", "alfin", "alfayen", "ألفين", "الفين", "deux mille", "two thousand"},
		3000: {"tlat alaf", "tlt alaf", "تلت الاف", "ثلاثة آلاف", "trois mille", "three thousand"},
		5000: {"khamst alaf", "خمسة آلاف", "cinq mille", "five thousand"},
	} {
		amountWords.addAll(v, words...)
	}
}

func isCurrency(w string) bool {
	_, ok := currencySet[w]
	return ok
}

// findPrices marks the words of every price phrase in consumed and returns
// the bounds found (0 = none). A number with a currency and no cue is read
// as a budget ("tajine 300 dh" → at most 300); a number with neither is a
// size or a count and is left alone ("tajine 30 cm").
func findPrices(toks []tok, consumed []bool) (minP, maxP float64) {
	for i := 0; i < len(toks); i++ {
		if consumed[i] {
			continue
		}
		v1, n1, cur1, ok := parseNumber(toks, i)
		if !ok {
			// A cue glued to its amount: "ta7t300dh", "moins de300dh", "تحت300".
			if start, kind, v, n, ok := gluedPrice(toks, consumed, i); ok {
				if kind == pMax {
					maxP = v
				} else {
					minP = v
				}
				mark(consumed, start, i+n)
				i += n - 1
			}
			continue
		}
		j := i + n1
		cueStart, kind := cueBefore(toks, consumed, i)
		if kind == 0 && i > 0 && !consumed[i-1] && linkWords.hasTok(&toks[i-1]) {
			// "ta7t l 300", "ktar mn l 1000": an article between cue and amount.
			if s, k := cueBefore(toks, consumed, i-1); k == pMax || k == pMin {
				cueStart, kind = s, k
			}
		}

		// Ranges: "between 100 and 300", "100-300 dh", "de 100 à 300".
		if j < len(toks) {
			k, sepK := 0, priceKind(0)
			if toks[j].sep == '-' {
				sepK = sepAlone
			} else if n, s, ok := rangeSeps.match(toks, j, len(toks)); ok {
				k, sepK = n, s
			}
			if sepK != 0 && j+k < len(toks) {
				if v2, n2, cur2, ok := parseNumber(toks, j+k); ok {
					start := kind == pRangeStart
					if start || (sepK == sepAlone && (cur1 || cur2)) {
						lo, hi := min(v1, v2), max(v1, v2)
						minP, maxP = lo, hi
						from := i
						if start {
							from = cueStart
						}
						mark(consumed, from, j+k+n2)
						i = j + k + n2 - 1
						continue
					}
				}
			}
		}

		switch toks[i].sep {
		case '<':
			kind, cueStart = pMax, i
		case '>':
			kind, cueStart = pMin, i
		}
		if kind == pMin {
			if at, ok := negatedCue(toks, cueStart); ok {
				// "don't want to go over 700", "ne pas dépasser 600", "لا
				// يتعدى ٣٠٠": the negation and what stands between it and
				// the cue belong to the bound, not to a search.
				kind, cueStart = pMax, at
			}
		}
		end := j
		if kind != pMax && kind != pMin {
			cueStart = i
			if n, after, ok := priceAfter.match(toks, j, len(toks)); ok {
				kind, end = after, j+n
			} else if cur1 {
				kind = pMax
			} else {
				continue
			}
		}
		if kind == pMax {
			maxP = v1
		} else {
			minP = v1
		}
		// "budget dyali 300 max": a cue on both sides.
		if n, after, ok := priceAfter.match(toks, end, len(toks)); ok && after == kind {
			end += n
		}
		mark(consumed, cueStart, end)
		i = end - 1
	}
	if minP > 0 && maxP > 0 && minP > maxP {
		minP, maxP = maxP, minP
	}
	return minP, maxP
}

// linkWords may stand between a cue and its amount.
var linkWords = newWordSet("l", "el", "ل", "لل")

// gluedPrice reads a cue glued to its amount in one word ("ta7t300dh",
// "moins de300", "تحت300"): the letters before the digits end a cue, the
// digits are the amount, a currency may follow. n is the words read from i.
func gluedPrice(toks []tok, consumed []bool, i int) (start int, kind priceKind, v float64, n int, ok bool) {
	w := toks[i].norm
	// The amount is the last run of digits ("ta7t300dh": the 7 is a letter).
	end := len(w)
	for end > 0 && !isDigit(w[end-1]) {
		end--
	}
	k := end
	for k > 0 && isDigit(w[k-1]) {
		k--
	}
	if k == 0 || end == 0 {
		return 0, 0, 0, 0, false
	}
	prefix, d, suf := w[:k], w[k:end], w[end:]
	if len(d) > 9 || (suf != "" && suf != "k" && !isCurrency(suf)) {
		return 0, 0, 0, 0, false
	}
	v = atof(d)
	if suf == "k" {
		v *= 1000
	}
	n = 1
	if i+1 < len(toks) && isCurrency(toks[i+1].norm) {
		n = 2
	}
	key, _ := loadSpellings().canon(prefix)
	var buf [maxCueWords + 1]tok
	for p := max(0, i-maxCueWords+1); p <= i; p++ {
		free := true
		for q := p; q < i; q++ {
			free = free && !consumed[q]
		}
		if !free {
			continue
		}
		words := append(append(buf[:0], toks[p:i]...), tok{norm: prefix, key: key})
		if c, ok := priceBefore.exact(words, 0, len(words)); ok && (c == pMax || c == pMin) {
			return p, c, v, n, v > 0
		}
	}
	return 0, 0, 0, 0, false
}

func mark(consumed []bool, from, to int) {
	for k := from; k < to; k++ {
		consumed[k] = true
	}
}

// cueBefore finds the longest price cue that ends right before toks[i].
func cueBefore(toks []tok, consumed []bool, i int) (start int, kind priceKind) {
	for p := max(0, i-maxCueWords); p < i; p++ {
		free := true
		for k := p; k < i; k++ {
			if consumed[k] {
				free = false
				break
			}
		}
		if !free {
			continue
		}
		if v, ok := priceBefore.exact(toks, p, i); ok {
			return p, v
		}
	}
	return i, 0
}

// parseNumber reads an amount at toks[i]: "300", "1.500", "1,500", "49.99",
// "2k", "300dh", "300 dh", "300درهم". Numbers glued to another unit
// ("30cm") are not amounts.
func parseNumber(toks []tok, i int) (v float64, n int, cur, ok bool) {
	d, suf := splitNumber(toks[i].norm)
	if d == "" {
		// Amounts in words: "mitin" (200), "alf" (1000), "ألفين", "deux cents".
		n, v, ok := amountWords.match(toks, i, len(toks))
		if !ok {
			return 0, 0, false, false
		}
		if i+n < len(toks) && isCurrency(toks[i+n].norm) {
			cur = true
			n++
		}
		return v, n, cur, true
	}
	if len(d) > 9 {
		return 0, 0, false, false
	}
	v = atof(d)
	n = 1
	frac := false
	for suf == "" && i+n < len(toks) && (toks[i+n].sep == '.' || toks[i+n].sep == ',') {
		d2, s2 := splitNumber(toks[i+n].norm)
		if d2 == "" {
			break
		}
		if len(d2) == 3 && !frac && v < 1e6 {
			v = v*1000 + atof(d2)
		} else if len(d2) <= 2 && !frac {
			v += atof(d2) / pow10(len(d2))
			frac = true
		} else {
			break
		}
		suf = s2
		n++
	}
	switch {
	case suf == "":
	case suf == "k":
		v *= 1000
	case isCurrency(suf):
		cur = true
	default:
		return 0, 0, false, false
	}
	if i+n < len(toks) && isCurrency(toks[i+n].norm) {
		cur = true
		n++
	}
	return v, n, cur, v > 0
}

// splitNumber splits "300dh" into "300" and "dh".
func splitNumber(w string) (digits, suffix string) {
	k := leadingDigits(w)
	return w[:k], w[k:]
}

func atof(d string) float64 {
	v := 0.0
	for i := 0; i < len(d); i++ {
		v = v*10 + float64(d[i]-'0')
	}
	return v
}

func pow10(n int) float64 {
	p := 1.0
	for ; n > 0; n-- {
		p *= 10
	}
	return p
}

// priceNegations deny a lower bound said after them: "i don't want to go
// over 700", "je veux pas dépasser 600", "ma bghitch nfout 900", "sans
// dépasser 500" make it an upper one (twentieth round).
var priceNegations = newWordSet("dont", "don't", "do not", "not", "cant", "can't", "cannot", "wont", "won't", "never",
	"without", "pas", "ne", "jamais", "sans", "ma", "ما", "مش", "بلا", "بدون", "bla", "bla ma", "بلا ما", "بدون ما",
	"لن", "لم")

// negatedCue reports a negation in the three words before a lower-bound
// cue at toks[at], in its clause, and where it stands: a Darija negation
// glued to a verb ("mabghitch"), a negation word, or a bare no ("la",
// "لا", "no") right before the cue or before a present verb ("لا أريد أن
// أتجاوز"): "la, bghit ktar mn 500" (no, I want more than 500) keeps its
// lower bound. Nothing the shop sells may stand between.
func negatedCue(toks []tok, at int) (int, bool) {
	if at < len(toks) && toks[at].neg {
		return at, true // "matfoutch", "ma ndouzch": the cue verb negated itself
	}
	found := -1 // the earliest negation: "je ne veux pas dépasser"
	for p := at - 1; p >= 0 && p >= at-3; p-- {
		t := &toks[p]
		if t.shop || consumedShape(t) || clauseStart(&toks[p+1]) {
			break // "no, more than 200": the no is another clause's
		}
		if t.neg || priceNegations.match1(toks, p, 1) || (t.norm == "la" || t.norm == "لا" || t.norm == "no") && p == at-1 {
			found = p
		} else if t.norm == "لا" && !toks[p+1].comma && toks[p+1].sep == ' ' && presentVerb(toks[p+1].norm) {
			found = p // "لا أريد أن أتجاوز": Standard Arabic negates a present verb with لا
		}
	}
	return found, found >= 0
}

// consumedShape: an amount before the cue ends the search for its
// negation ("300 ou pas plus de 400").
func consumedShape(t *tok) bool { return amount(t.norm) }

// presentVerb: an Arabic-script word of four letters or more opening with
// a present tense prefix ("أريد", "نبغي", "تتجاوز").
func presentVerb(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return strings.ContainsRune("أانتي", r) && utf8.RuneCountInString(w) >= 4 && !strings.HasPrefix(w, "ال")
}
