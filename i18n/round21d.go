package i18n

import "strings"

// Round 21d: a removal or a cancel denied keeps the product. "ma
// t7aydhach", "matms7hach", "ne la retirez pas", "n'annulez pas", "لا
// تحذفها", "don't remove it", "don't cancel" say the product stays: never
// a no. A verb of keeping or putting in said after it ("…, khalliha f
// lpanier", "…, keep it in the cart", "…, ajoutez-la") is the yes; alone,
// or with anything else, the question is asked again.

// keptAnswer reads a removal or cancel denied in toks: ok when there is
// one, yes when a clause of keeping or putting in follows it and nothing
// else is said but a bare no or yes before it ("la, ma t7aydhach,
// khalliha f lpanier", "don't cancel, add it").
func keptAnswer(toks []tok) (yes, ok bool) {
	s, e := -1, -1
	for i := range toks {
		if m := deniedRemoval(toks, i); m > 0 {
			s, e = i, i+m
			break
		}
	}
	if s < 0 {
		return false, false
	}
	for s > 0 && !clauseStart(&toks[s]) && (removalNegatorsNum.has(toks[s-1].nid, toks[s-1].norm) || frenchPronounNum.has(toks[s-1].nid, toks[s-1].norm)) {
		s-- // "don't", "do not", "ne la", "ma", "لا"
	}
	for i := 0; i < s; i++ {
		// "la, ma t7aydhach", "no, don't remove it": the no is to the removal
		if _, c, ok := decision1(toks, i); !ok || (c != dNo && c != dYes && c != dAck && c != dFiller) {
			return false, true
		}
	}
	v := e // the denied clause runs on with what is removed: "it", "mn lpanier"
	for v < len(toks) && v < e+4 && !clauseStart(&toks[v]) {
		if askAndNum.has(toks[v].nid, toks[v].norm) {
			v++ // "don't remove it and keep it"
			break
		}
		if keepVerb(&toks[v]) || answerVerb(toks, v) || toks[v].neg || negationShaped(toks[v].norm) {
			return false, true
		}
		v++
	}
	if v >= len(toks) {
		return false, true
	}
	rest := toks[v:]
	if !keepVerb(&rest[0]) && !answerVerb(rest, 0) {
		return false, true
	}
	for i := range rest {
		if rest[i].asked || i > 0 && (keepVerb(&rest[i]) || removalVerb(&rest[i])) && clauseStart(&rest[i]) {
			return false, true
		}
	}
	return !runOnVeto(rest, 0, len(rest)), true
}

// deniedRemoval reads at toks[i] a verb of removing or cancelling denied
// and returns the words it spans (0 for none): glued in Darija ("ma
// t7aydhach", "matms7hach", "ماتحيدهاش"), after "لا" or "ما" in Arabic
// script, after "don't", "do not", "never" in English, between "ne" (or
// "n'") and "pas" in French, or before "pas" alone ("supprime pas").
func deniedRemoval(toks []tok, i int) int {
	t := &toks[i]
	prev, prevID := "", int32(0)
	if i > 0 && !clauseStart(t) {
		prev, prevID = toks[i-1].norm, toks[i-1].nid
	}
	next := ""
	if i+1 < len(toks) && !clauseStart(&toks[i+1]) {
		next = toks[i+1].norm
	}
	// the negation first, the verb's stem only then: most words have
	// neither, and the stem is the dearer test
	if !(strings.HasSuffix(t.norm, "ch") || strings.HasSuffix(t.norm, "sh") || strings.HasSuffix(t.norm, "ش") ||
		removalNegatorsNum.has(prevID, prev) || englishNotNum.has(prevID, prev) || next == "pas" || next == "jamais") {
		return 0
	}
	stem, glued := removalStem(t.norm)
	if stem == "" {
		return 0
	}
	switch {
	case isASCII(t.norm) && (strings.HasSuffix(t.norm, "ch") || strings.HasSuffix(t.norm, "sh")) && (glued || prev == "ma" || prev == "la"):
		return 1 // "ma t7aydhach", "matms7hach"
	case strings.HasSuffix(t.norm, "ش") && (glued || prev == "ما" || prev == "لا"):
		return 1 // "ما تحيدهاش", "ماتحيدهاش"
	case !isASCII(t.norm) && prev == "لا" && stem != t.norm:
		return 1 // "لا تحذفها": the negated imperative
	case englishNotNum.has(prevID, prev):
		return 1 // "don't remove it", "do not cancel"
	case next == "pas" || next == "jamais":
		return 2 // "ne la retirez pas", "n'annulez pas", "supprime pas"
	case (prev == "ne" || prev == "n") && i+2 < len(toks) && toks[i+2].norm == "pas":
		return 3
	}
	return 0
}

var englishNot = plainSet("dont", "not", "never", "didnt", "doesnt")

// removalNegators open a removal denied: "don't", "do not", "ne", "ma",
// "لا".
var removalNegators = plainSet("dont", "do", "not", "never", "please", "pls", "ne", "n", "ma", "la", "ما", "لا")

var frenchPronoun = plainSet("la", "le", "les", "l", "me", "m", "lui")

// removalStem is w without a negation or a person glued before a verb of
// removing or cancelling ("matms7hach" → "ms7hach", "تحذفها" → "حذفها",
// "nanulez" → "anulez"); "" when no such verb is there. glued: "ma" was
// glued to it.
func removalStem(w string) (stem string, glued bool) {
	is := func(s string) bool {
		t := tok{norm: s, key: s}
		return removalVerb(&t)
	}
	if is(w) {
		return w, false
	}
	for _, p := range []string{"mat", "ma", "ما", "مات"} {
		if s, ok := strings.CutPrefix(w, p); ok && len(s) >= 3 {
			if is(s) {
				return s, true
			}
			for _, q := range []string{"t", "n", "y", "ت", "ي", "ن"} {
				if r, ok := strings.CutPrefix(s, q); ok && is(r) {
					return r, true
				}
			}
		}
	}
	for _, q := range []string{"t", "n", "y", "ت", "ي", "ن"} {
		if r, ok := strings.CutPrefix(w, q); ok && len(r) >= 3 && is(r) {
			return r, false
		}
	}
	return "", false
}

// keepVerb: a verb of keeping or leaving where it is ("keep", "gardez",
// "laissez", "khalliha", "خليها", "اتركها"), read as a keep after a
// removal denied.
func keepVerb(t *tok) bool {
	if leaveVerb(t.norm) {
		return true
	}
	return keepStems.has(t.norm)
}

var keepStems = newPrefixes("keep", "kep", "leav", "gard", "laiss", "lais", "7tafd", "احتفظ")

// yesThenCount reports a plain yes then how many, said bare or as a
// fresh want, and nothing else: "iyeh, jouj", "yes, two", "oui, j'en veux
// quatre", "ok, i want 3", "نعم، أريد اثنين". How many may be asked back
// as well as given: without a verb of putting in or a please the question
// is asked again, as "wakha, bghit tlata" (sixteenth round) and the
// twentieth round's rulings have it. "yes add two", "mettez-en trois",
// "oui deux svp", "نعم، أريد ثلاث قطع منها" (what of it said) are not
// this shape.
func yesThenCount(toks []tok) bool {
	n := len(toks)
	if n < 2 || n > 6 || !bareCount(&toks[n-1]) {
		return false
	}
	i := 0
	for i < n-1 {
		if _, c, ok := decision1(toks, i); ok && (c == dYes || c == dAck) {
			i++
			continue
		}
		break
	}
	if i == 0 {
		return false
	}
	for ; i < n-1; i++ { // a fresh want between: "j'en veux", "i want", "أريد"
		if t := &toks[i]; !(wantish(t) && !t.objectVerb()) && !(wantSubjectsNum.has(t.nid, t.norm) && i+1 < n-1) {
			return false
		}
	}
	return true
}

// countWith reports, after the verb at toks[v], a second verb of putting
// in, "with it" and a count of something named ("zidha w dir liya m3aha
// jouj d l kasat", "add it and put two glasses with it", "زيدها ودير
// معاها جوج كيسان"): a second thing put in with the one asked about,
// which a yes with a second product leaves unclear (testdata README).
// One verb whose count is what it puts in ("dkhl liya tlata d lkisan
// m3aha", heldout15: yes), "dir liya jouj m3aha" (two, nothing named)
// and "wa7da khra m3aha" (one more of it) are not.
func countWith(toks []tok, v int) bool {
	for i := v + 1; i < len(toks); i++ {
		if !alongWordsNum.has(toks[i].nid, toks[i].norm) {
			continue
		}
		for j := max(i-3, v+1); j < len(toks) && j <= i+3; j++ {
			if j == i || !bareCount(&toks[j]) || j+1 >= len(toks) || clauseStart(&toks[j+1]) || !putVerbBetween(toks, v, j) {
				continue
			}
			if _, c, ok := decisionWords.match(toks, j+1, j+2); ok && (c == dFiller || c == dThanks || c == dObj) {
				continue // "m3aha jouj 3afak", "with it two please"
			}
			if alongWordsNum.has(toks[j+1].nid, toks[j+1].norm) || sizeOrPerson(&toks[j+1]) || runOnOthersNum.has(toks[j+1].nid, toks[j+1].norm) || toks[j+1].key != toks[j+1].norm && runOnOthersNum.has(toks[j+1].kid, toks[j+1].key) {
				continue // "jouj m3aha", "deux pour ma soeur", "two in M", "wa7da khra m3aha": one more of it
			}
			return true
		}
	}
	return false
}

// sizeOrPerson: a word after a count that says whom or in which size,
// not what is counted ("l", "f", "pour", "for", "in", "en", "لي").
func sizeOrPerson(t *tok) bool {
	if v, ok := slotWords.singleTok(t); ok && v.size != "" {
		return true
	}
	return forWhomNum.has(t.nid, t.norm)
}

var forWhom = normSet("l", "li", "lia", "liya", "f", "fi", "pour", "for", "in", "en", "à", "a", "to", "ل", "لي", "ليا", "في", "ف")

// bareCount: how many, in words or in one or two digits ("jouj",
// "quatre", "3", "اثنين").
func bareCount(t *tok) bool {
	return t.isLooseQty() || t.isMany() || runOnCountsNum.has(t.nid, t.norm) || countWordsNum.has(t.nid, t.norm) ||
		number(t.norm) && len(t.norm) <= 2
}

// wantSubjects come before a want: "j'en veux", "i want", "ana bghit",
// "أنا أريد".
var wantSubjects = normSet("jen", "je", "j", "i", "ana", "أنا", "انا", "we")

// countWithIn is countWith after any verb of putting in: every yes is
// vetoed by it (classifierVetoed), the rules' and the gate's too.
func countWithIn(toks []tok) bool {
	with := false
	for i := range toks {
		with = with || alongWordsNum.has(toks[i].nid, toks[i].norm)
	}
	if !with {
		return false // the cheap test first
	}
	for v := range toks {
		if putVerbAt(toks, v) {
			return countWith(toks, v) // the first verb: the one asked about
		}
	}
	return false
}

// putVerbBetween: a second verb of putting in after toks[v], before the
// count at toks[j].
func putVerbBetween(toks []tok, v, j int) bool {
	for k := v + 1; k < j; k++ {
		if putVerbAt(toks, k) {
			return true
		}
	}
	return false
}

// leftInCart reports a verb of leaving or keeping followed, within four
// words, by the cart as the place it stays: "khalliha f lpanier",
// "laisse-la dans le panier", "leave it in the cart", "خليها في السلة",
// "خليها فالباني". Leaving it there keeps it: never the no that
// "khalliha" alone may be. It returns the verb's index and the index
// after the cart word.
func leftInCart(toks []tok) (int, int, bool) {
	for i := range toks {
		if !keepVerb(&toks[i]) || toks[i].neg || i > 0 && (toks[i-1].neg || negationShaped(toks[i-1].norm)) {
			continue // "don't leave it in the cart" takes it out
		}
		place := false
		for j := i + 1; j < len(toks) && j <= i+4; j++ {
			if clauseStart(&toks[j]) || toks[j].neg {
				break
			}
			if cartPlace(toks[j].norm) && (place || strings.HasPrefix(toks[j].norm, "فال")) {
				return i, j + 1, true
			}
			place = place || cartPlaceWordsNum.has(toks[j].nid, toks[j].norm)
		}
	}
	return 0, 0, false
}

// cartPlaceWords say where: "f", "fi", "in", "dans", "في".
var cartPlaceWords = plainSet("f", "fi", "fl", "in", "into", "dans", "في", "ف")

// cartPlace: the cart or basket, as a place ("lpanier", "le panier",
// "cart", "basket", "السلة", "البانيي"). Whole words, not stems: "carte"
// is a bank card and "سلام" a greeting.
func cartPlace(w string) bool { return cartPlaces[w] }

var cartPlaces = normSet("panier", "paniers", "lpanier", "cart", "carts", "basket", "baskets", "lbani", "lbanyi",
	"lpanyi", "سلة", "السلة", "سلتي", "سلتك", "فالسلة", "بالسلة", "للسلة", "باني", "الباني", "البانيي", "فالباني",
	"فالبانيي")

// plainAnswerWords reports a span of a plain yes, please or filler only
// (nothing else said beside a thing left in the cart).
func plainAnswerWords(span []tok) bool {
	for i := range span {
		if span[i].neg {
			return false
		}
		if _, c, ok := decision1(span, i); !ok || (c != dYes && c != dAck && c != dFiller) {
			return false
		}
	}
	return true
}
