package i18n

import "strings"

// Round 24b: Darija noes the rules left asked again.
//
// refusalSaid reads a want or a take refused in a clause of its own,
// somewhere in a longer message whose other clauses only say who is
// speaking, when, sorry or why ("smhli tl3tt, walakin la, ma bghitch",
// "la ma bghitch 7it jatni commande m3tla", "khwi lpanier, ma b9it bghit
// walo", "ما بقيتش باغيها", "ma n9derch nakhodha, lflous ma kafyach").
// The rules read such a clause alone as a no, but not with the story
// around it, and the classifier's no stayed unread. Nothing else may be
// said: no question, no condition, no yes verb nor want after it, no
// wait or later, no but after it, no others asked for, no colour, size or
// amount, no person asked for.
func refusalSaid(toks []tok, question bool) bool {
	if question || len(toks) < 2 {
		return false
	}
	r, n := refusalAt(toks)
	use := false // no use, room or reason for it (noUseAt)
	if r < 0 {
		if r, n = noUseAt(toks); r < 0 {
			return false
		}
		use = true
	}
	// the refusal's clause: from its start to a comma, a stop or a because
	cs := r
	for cs > 0 && !clauseStart(&toks[cs]) {
		cs--
	}
	ce := r + n
	for ce < len(toks) && !clauseStart(&toks[ce]) && !strictBecause.hasTok(&toks[ce]) && !toks[ce].isBecause() {
		ce++
	}
	for i := cs; i < r; i++ {
		if !refusalLead(toks, i) {
			return false
		}
	}
	if use && !noUseTail(toks, r+n, ce) || !use && ce-(r+n) > 3 {
		return false
	}
	for i := r + n; i < ce && !use; i++ {
		if !refusalTail(&toks[i]) {
			return false
		}
	}
	if missItIn(toks) {
		return false // "ma bghitch nkhsser lfor9a": a reason to take it
	}
	for i := range toks {
		if _, ok := deniedRefusal(toks, i); ok {
			return false
		}
	}
	// the other clauses
	for i := 0; i < len(toks); i++ {
		if i == cs {
			i = ce - 1
			continue
		}
		if m, c, ok := negation(toks, i); ok && (c == dNo || c == dNeg) {
			i += m - 1 // "ma kafyach", "ma bghit 7ta wa7da": another refusal or a reason
			continue
		}
		if (toks[i].norm == "ma" || toks[i].norm == "ما") && i+1 < len(toks) && !clauseStart(&toks[i+1]) &&
			(negationShaped(toks[i+1].norm) || strings.HasSuffix(toks[i+1].norm, "ch") || strings.HasSuffix(toks[i+1].norm, "ش")) {
			i++ // "lflous ma kafyach", "mazal ma wslnich": a reason, negated
			continue
		}
		if stillWordsNum.has(toks[i].nid, toks[i].norm) || toks[i].in(hsAndWords) || removalVerb(&toks[i]) ||
			evenWordsNum.has(toks[i].nid, toks[i].norm) && i > 0 && (toks[i-1].neg || negationShaped(toks[i-1].norm) || wantish(&toks[i-1])) {
			continue // "mazal m3ak", "ou", "khwi lpanier", "ma bghit 7ta wa7da"
		}
		if thinkAt(toks, i) && (i > r || !toldBefore(toks, i)) {
			return false // "ma bghitch daba, ghanfker": a wait (not "glt lk ghanfker", said before)
		}
		if justWordsNum.has(toks[i].nid, toks[i].norm) || pastWordsNum.has(toks[i].nid, toks[i].norm) && i > r {
			return false // "ghir kan9ol, ma bghit walo": just talk
		}
		if storyWordVetoes(toks, i, i > r) {
			return false
		}
	}
	return true
}

// refusalAt finds a first-person want or take refused: a negation the
// grammar reads ("ma bghitch", "mabghitch", "ما بغيتش", "ma n9derch
// nakhodha", "ما ناخدهاش"), or no longer wanting ("ma b9itch bghit", "ma
// b9it bghit", "ما بقيتش باغيها"). It returns where and how long; -1 for
// none.
func refusalAt(toks []tok) (int, int) {
	for i := range toks {
		w := toks[i].norm
		if (w == "ma" || w == "ما") && i+2 < len(toks) && !clauseStart(&toks[i+1]) && !clauseStart(&toks[i+2]) &&
			(noLonger(toks[i+1].norm) || noLongerBareNum.has(toks[i+1].nid, toks[i+1].norm)) && firstWant(&toks[i+2]) {
			return i, 3 // "ma b9it bghit", "ما بقيتش باغيها"
		}
		n, c, ok := negation(toks, i)
		if !ok || c != dNo && c != dNeg {
			continue
		}
		for k := i; k < len(toks) && k <= i+n; k++ {
			if k > i && clauseStart(&toks[k]) {
				break
			}
			if k < i+n && firstWant(&toks[k]) || takeVerb(toks[k].norm) {
				if k == i+n {
					n++ // "ma n9derch nakhodha": the take verb after "can"
				}
				return i, n
			}
		}
	}
	return -1, 0
}

// noLongerBare: "b9it" written without its "ch" ("ma b9it bghit walo").
var noLongerBare = normSet("b9it", "bqit", "b9iti", "بقيت")

// firstWant: a want said by the shopper ("bghit", "mabghitch",
// "nbghiha", "بغيت", "باغيها"), not by someone else ("bghat", "bghaw",
// "tbghi").
func firstWant(t *tok) bool {
	for _, w := range []string{t.norm, t.key} {
		w = strings.TrimPrefix(strings.TrimPrefix(w, "ma"), "ما")
		for _, p := range []string{"bghit", "nbghi", "bghith", "بغيت", "نبغي", "باغي"} {
			if strings.HasPrefix(w, p) && !strings.HasPrefix(w, "bghiti") {
				return true
			}
		}
	}
	return false
}

// takeVerb: the shopper taking it ("nakhodha", "nakhdha", "ناخدها"),
// negated or not (round 22h's verbs of taking).
func takeVerb(w string) bool {
	return hasAnyPrefix(strings.TrimPrefix(strings.TrimPrefix(w, "ma"), "ما"), takeStemList)
}

// takeStemList is round 22h's takeStems indexed for hasAnyPrefix.
var takeStemList = prefixList(takeStems...)

// againStems: buying or doing it again ("nchriha", "n3awed").
var againStems = prefixList("nchri", "nechri", "n3awed", "n3awd", "نشري", "نعاود")

// refusalLead: what may stand before the refusal in its clause: a no
// ("la", "لا"), "safi", a filler, a but ("walakin la, ma bghitch"),
// "and", "finally", "still", "decided".
func refusalLead(toks []tok, i int) bool {
	t := &toks[i]
	if t.isBareNo() || leadWordsNum.has(t.nid, t.norm) {
		return true
	}
	_, c, ok := decision1(toks, i)
	return ok && (c == dNo || c == dSafi || c == dFiller || c == dThanks || c == dBut)
}

var leadWords = normSet("finalement", "finally", "mazal", "مازال", "qrrt", "9rrt", "9errt", "قررت", "ou", "w", "o", "و",
	"ana", "أنا", "انا", "wallah", "walah", "والله")

// refusalTail: what may follow the refused verb in its clause: the thing
// ("hadi", "le caftan"), buying, taking or doing it again, "nothing",
// "that's it", a filler.
func refusalTail(t *tok) bool {
	return t.shop || tailWordsNum.has(t.nid, t.norm) || takeVerb(t.norm) || hasAnyPrefix(t.norm, againStems)
}

var tailWords = normSet("daba", "دابا", "hadi", "hada", "had", "هادي", "هادا", "هاد", "walo", "والو", "safi", "صافي", "le", "la", "l",
	"shokran", "chokran", "merci", "شكرا", "khoya", "khouya", "خويا", "ou", "w", "و")

// storyWordVetoes reports toks[i], outside the refusal's clause, as what
// changes the answer (after: said after the refusal): a yes verb or a
// want, a wait, a later, more or others asked, a condition, a question
// word, a person, a colour, a size or an amount; and after the refusal a
// yes or a but.
func storyWordVetoes(toks []tok, i int, after bool) bool {
	t := &toks[i]
	if wantish(t) || t.objectVerb() && !haveWord(t.key) && !toldVerb(t) || later(toks, i) || amount(t.norm) || isCurrency(t.norm) {
		return true
	}
	if _, c, ok := decision1(toks, i); ok {
		switch c {
		case dYesVerb, dHold, dHoldVerb, dHoldPrefix, dAsking, dMixed, dHmm, dCalm:
			return true
		case dMore:
			return !timeBeside(toks, i)
		case dYes, dAck, dOh, dBut, dPraise:
			if after {
				return true
			}
		}
	}
	if v, ok := slotWords.singleTok(t); ok && !v.productWord && (v.color != "" || v.size != "") &&
		!(v.color == "" && len(t.norm) == 1 && i+1 < len(toks)) { // ("l flous": the article)
		return true
	}
	if ri, ok := t.role1(); ok && ri.roles&(rCond|rQWord|rPriceQ|rHuman|rTalk|rShowMore|rDrop|rCheaper|rBigger|rAvail|rRequest) != 0 {
		return !timeBeside(toks, i)
	}
	return false
}

// toldBefore: a past or a verb of telling before toks[i] ("lbare7",
// "glt lik"): what the shopper said then.
func toldBefore(toks []tok, i int) bool {
	for k := 0; k < i; k++ {
		if pastWordsNum.has(toks[k].nid, toks[k].norm) || toldVerb(&toks[k]) || strings.HasPrefix(toks[k].norm, "gl") && len(toks[k].norm) <= 5 {
			return true
		}
	}
	return false
}

var evenWords = normSet("7ta", "hta", "حتى", "meme", "même")

// timeBeside: "other" or "last" beside a time ("lmerra lkhra", "akher
// mrra"): the last time, no other one asked.
func timeBeside(toks []tok, i int) bool {
	return i > 0 && timeNounsNum.has(toks[i-1].nid, toks[i-1].norm) || i+1 < len(toks) && timeNounsNum.has(toks[i+1].nid, toks[i+1].norm)
}

// noUseAt finds the shopper's having no use, room or reason for it:
// "ma kayn lach", "makaynch lach", "ma3ndich fin nlbsha", "ma3ndich
// blasa", "ما كاين لاش", "ما عنديش فين نحطها" ("nothing to do with it"
// alone is labelled both ways, and left). It
// returns where, and the length of the phrase up to its object (its
// clause's rest is read by noUseTail); -1 for none.
func noUseAt(toks []tok) (int, int) {
	for i := range toks {
		j := i
		switch w := toks[i].norm; {
		case (w == "ma" || w == "ما") && i+1 < len(toks) && !clauseStart(&toks[i+1]) && haveOrThereNum.has(toks[i+1].nid, toks[i+1].norm):
			j = i + 2
		case glued(w):
			j = i + 1
		default:
			continue
		}
		if j >= len(toks) || clauseStart(&toks[j]) {
			continue
		}
		if noUseWhatNum.has(toks[j].nid, toks[j].norm) {
			return i, j + 1 - i
		}
	}
	return -1, 0
}

// glued: "makaynch", "ma3ndich", "ماكاينش", "ماعنديش".
func glued(w string) bool {
	for _, p := range []string{"ma", "ما"} {
		if rest, ok := strings.CutPrefix(w, p); ok && haveOrThere[rest] {
			return true
		}
	}
	return false
}

var (
	haveOrThere = normSet("kayn", "kaynch", "kaynach", "kaynsh", "3ndi", "3ndich", "3endi", "3endich", "3andi", "3andich",
		"كاين", "كاينش", "عندي", "عنديش")
	noUseWhat = normSet("lach", "lache", "fin", "blasa", "lblasa", "لاش", "فين", "بلاصة", "البلاصة")
)

// noUseTail reports the rest of a no-use clause toks[k:e] as what the
// shopper has no use or room for: a verb of wearing, putting, using,
// taking, buying, adding or calling, and where or whom ("fin nlbsha",
// "lach tzidha", "lach t3ayet l 7ed", "f dar"). Anything else may deny
// a worry or thanks ("ma kayn lach t9l9", "ma kayn lach tchkerni"); and
// no verb of putting in may follow in another clause ("ma kaynch lach
// n9ol la, dkhlha" puts in).
func noUseTail(toks []tok, k, e int) bool {
	for i := k; i < e; i++ {
		t := &toks[i]
		if whereWhomNum.has(t.nid, t.norm) || t.norm == "ma" && i+1 < e && wantish(&toks[i+1]) {
			continue
		}
		if i > k && !whereWhomNum.has(toks[i-1].nid, toks[i-1].norm) && !useVerb(toks[i-1].norm) || !useVerb(t.norm) {
			return false
		}
	}
	for i := e; i < len(toks); i++ {
		if toks[i].objectVerb() {
			return false
		}
	}
	return true
}

// useVerb: wearing, putting, using, taking, buying, adding, calling or
// passing on ("nlbsha", "n7ttha", "ndirha", "nst3mlha", "tzidha",
// "t3ayet", "تعيط", "تدوزني").
func useVerb(w string) bool { return hasAnyPrefix(w, useStems) }

var useStems = prefixList("nlbs", "nlbes", "nlabs", "nelbs", "nlebs", "n7t", "n7et", "ndir", "nst3ml", "nsta3ml", "nakhod", "nakhd", "nchri",
	"tzid", "tzed", "t3ayt", "t3ayet", "t3yt", "t3yet", "tdowz", "tdwz", "tdawz",
	"نلبس", "نحط", "ندير", "نستعمل", "ناخد", "نشري", "تزيد", "تعيط", "تدوز")

var whereWhom = normSet("f", "fi", "fe", "dar", "ddar", "fdar", "الدار", "فالدار", "ف", "في", "l", "li", "lchi", "chi", "شي",
	"wa7ed", "7ed", "7ad", "حد", "لحد", "واحد", "ana", "انا", "أنا", "biha", "bih", "بيها", "بيه", "a", "khoya", "khouya",
	"خويا", "sahbi", "lia", "liya", "ليا", "لي", "هنا", "hna")
