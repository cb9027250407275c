package i18n

import "strings"

// Round 22h: plain yeses tuning22 read as unclear, a future of taking,
// more of a yes that runs on (yesRunsOn, round21a.go; round22c.go), a no
// that takes back a no, and nos read as a wait.

// Plain yeses the lexicon lacked: the French filler "bon ben" ("bon ben
// ok alors"), "without hesitating" ("sans hésiter", "bla traddod"),
// "yessir", an agreement said "to me" or "with me" ("sounds good to me",
// "fine with me").
func init() {
	decisionWords.addAll(dFiller, "bon ben", "eh ben", "ben alors", "bon bah")
	decisionWords.addAll(dObj, "to me", "with me", "by me")
	decisionWords.addAll(dAck, "sounds great", "sounds fine", "sounds perfect", "sounds about right")
	decisionWords.addAll(dYes, "si si", "si si si", "yessir", "yesir", "yessirr", "yes sirr", "sans hésiter", "sans hesiter", "sans hésitation",
		"sans hesitation", "sans aucune hésitation", "sans aucune hesitation", "sans aucun doute", "without hesitation",
		"without a doubt", "bla traddod", "bla ma ntrdd")
	// "si si": French yes to a no, said twice, never "if"
}

// atAll reads "at all" closing a denied objection or worry at toks[i]
// ("لا أمانع أبدا", "ma 3ndi mochkil ga3", "ça ne me dérange pas du
// tout"): the words it spans, 0 for none. Only after the denied word
// (closing): "لا أبدا" alone is a strong no, never read here.
func atAll(toks []tok, i int) int {
	if i >= len(toks) || toks[i].sep == ',' {
		return 0
	}
	if atAllWordsNum.has(toks[i].nid, toks[i].norm) {
		return 1
	}
	if toks[i].norm == "du" && i+1 < len(toks) && toks[i+1].norm == "tout" {
		return 2
	}
	return 0
}

var atAllWords = normSet("أبدا", "ابدا", "أبداً", "ابداً", "بتاتا", "إطلاقا", "اطلاقا", "ga3", "ga3ma", "gaa3", "abadan", "قع", "گاع", "كاع")

// futureTake reads at toks[i] the shopper saying they will take it: a
// future marker ("gha", "ghadi", "غا", "غادي", the Arabic "س" or "سوف")
// glued to or before a verb of taking ("nakhod", "ناخد", "آخذ") that
// carries its object ("ghanakhodha", "صافي غانخدها", "ghadi nakhdhom") or is followed by how many, maybe
// "of them" between ("ghanakhod jouj", "سآخذ اثنين", "ghanakhod mnha
// wa7da"): "I'll take two" is a yes (tuning21's ruling), where a bare
// yes then a count is not. It returns the words it spans, 0 for none:
// never after a negation or "I was" ("kont ghanakhodha": I was going to).
func futureTake(toks []tok, i int) int {
	w := toks[i].norm
	if len(w) < 3 || w[0] != 'g' && w[0] != 's' && w[0] != 0xd8 && w[0] != 0xd9 {
		return 0 // the markers open on g, s, or an Arabic letter
	}
	if i > 0 && (toks[i-1].neg || negationWord(toks, i-1) || wasWordsNum.has(toks[i-1].nid, toks[i-1].norm)) {
		return 0
	}
	n := 1
	if takeFuture[w] && i+1 < len(toks) && !clauseStart(&toks[i+1]) {
		w, n = toks[i+1].norm, 2 // "ghadi nakhodha", "سوف آخذ اثنين"
	} else if rest, ok := futureGlued(w); ok {
		w = rest
	} else {
		return 0
	}
	stem, end := takeStem(w)
	switch {
	case stem == "":
		return 0
	case end != "":
		if !takeEnds[end] || takenWhen(toks, i+n) {
			return 0
		}
		return n
	}
	j := i + n
	if j < len(toks) && ofThemNum.has(toks[j].nid, toks[j].norm) && !clauseStart(&toks[j]) {
		j++
	}
	if j < len(toks) && !clauseStart(&toks[j]) && countWord(&toks[j]) && !ordinalAt(toks, j) && !takenWhen(toks, j+1) {
		return j + 1 - i
	}
	return 0
}

// takenWhen reports, in the clause from toks[from], when or from whom it
// will be taken ("ghanakhodha mli nkhlass", "… nhar ljem3a", "… mn b3d",
// "… mn 3nd khti"): a future of taking then, no yes now.
func takenWhen(toks []tok, from int) bool {
	for j := from; j < len(toks) && !clauseStart(&toks[j]); j++ {
		w, wID := toks[j].norm, toks[j].nid
		if laterVetoNum.has(wID, w) || afterWordsNum.has(wID, w) || whenClauseNum.has(wID, w) || dayWordNum.has(wID, w) || laterWords.hasTok(&toks[j]) ||
			w == "mn" && j+1 < len(toks) && haveWord(toks[j+1].norm) {
			return true
		}
	}
	return false
}

// dayWord: "nhar", "نهار" (the day), before the day it will be.
var dayWord = normSet("nhar", "نهار")

// futureGlued cuts a glued future marker (futurePrefixes, as the future
// of a refusal is read: "ghankhalliha") off a verb of taking: "gha" in
// Latin letters ("ghanakhodha"), "غا" or the Standard "سا" in Arabic
// ("غانخدها", "سآخذ").
func futureGlued(w string) (string, bool) {
	for _, p := range futurePrefixes {
		rest, ok := strings.CutPrefix(w, p)
		if !ok || len(rest) < 3 {
			continue
		}
		if p == "سا" {
			rest = "ا" + rest
		}
		if s, _ := takeStem(rest); s != "" {
			return rest, true
		}
	}
	return "", false
}

var (
	takeFuture = normSet("ghadi", "ghadia", "ghad", "gha", "ghadin", "غادي", "غا", "غادية", "سوف")
	// (not "nchri", buy: "ghanchriha mn 3ndkom" may be bought in the shop)
	takeStems = []string{"nakhod", "nakhud", "nakhd", "nkhod", "nkhd", "nakhed",
		Normalize("ناخد"), Normalize("نخد"), Normalize("ناخذ"), Normalize("آخذ"), Normalize("أخذ"), Normalize("نأخذ")}
	takeEnds = normSet("ha", "a", "o", "ou", "hom", "hum", "him", "h", "ه", "ها", "هم", "هما", "و", "اه", "hlia", "haliya")
	ofThem   = normSet("mnha", "mnhom", "mnhum", "menha", "menhom", "منها", "منهم", "منه", "mno", "mnou", "منو")
)

// takeStem splits w into a verb of taking listed in takeStems and what
// follows it.
func takeStem(w string) (string, string) {
	for _, s := range takeStems {
		if len(w) >= len(s) && w[:len(s)] == s {
			return s, w[len(s):]
		}
	}
	return "", ""
}

// countWord: how many, said in words ("jouj", "wa7da", "اثنين", "two");
// not digits, which a pick names too ("nakhod 2").
func countWord(t *tok) bool {
	return t.isLooseQty() || t.isMany() || runOnCountsNum.has(t.nid, t.norm) || oneCountNum.has(t.nid, t.norm)
}

// ordinalAt reports a word that also names a position at toks[i]
// ("talta" is three and the third: "ghadi nakhod talta" picks).
func ordinalAt(toks []tok, i int) bool {
	_, ri, ok := roleWords.match(toks, i, len(toks))
	return ok && ri.roles&rOrdinal != 0
}

// justClosing reports "just", "only" closing the message at toks[i]
// right after the verb ("zidha ghir", "7ottha bark", "أضفها فقط"): "just
// add it", no "but" nor "only this one".
func justClosing(toks []tok, i int) bool {
	// or closing the verb's clause: "ewa 7ttha ghir, ma ghanb9ach nfker" (round 23b)
	return (i == len(toks)-1 || clauseStart(&toks[i+1])) && toks[i].isOnly()
}

// concedeWords: "never mind", "no matter" ("ma3lich", "معليش") opening
// an answer: shaped like a Darija negation (ma…ch), it negates nothing
// ("ma3lich, zidha ghir"); alone or with an ok it is no answer ("safi
// ma3lich").
var concedeWords = normSet("ma3lich", "ma3liche", "ma3lish", "m3lich", "ma3lech", "معليش", "ماعليش", "معليه")

// takenBack reads at toks[i] a no then "wait" said to the shop, closed by
// a comma, before a yes word and the verb at v ("non attendez, si si
// ajoutez-la", "la tsenna, iyeh zidha", "لا انتظر، نعم أضفه"): the no
// taken back, as "no wait, yes add it" is labelled. It returns the words
// it spans, 0 for none; without a yes word after it nothing is taken
// back ("no wait, add the other one").
func takenBack(toks []tok, i, v int) int {
	if !leadNo(&toks[i]) || i+2 > v || !stopWaitNum.has(toks[i+1].nid, toks[i+1].norm) || !clauseStart(&toks[i+2]) {
		return 0
	}
	for k := i + 2; k < v; k++ {
		if _, c, ok := decision1(toks, k); ok && c == dYes {
			return 2
		}
	}
	return 0
}

// stopWait: "wait" said to the shop, not "I'll wait" ("attendez",
// "tsenna", "انتظر", "استنى").
var stopWait = normSet("attendez", "attends", "attend", "wait", "tsenna", "tsena", "tsna", "tsennay", "tsenay", "sber", "sbr",
	"استنى", "انتظر", "انتظري", "تسنى", "تسنا", "صبر")

// quietStory reads at toks[i] a clause before the verb's at v telling why
// the shopper went quiet, a battery, the network, a call ("pardon
// j'avais plus de batterie, oui ajoutez", "sorry my phone died, yes add
// it", "سمحلي تقطع الريزو، واخا زيدها"): the words to its end, 0 for
// none. An apology changes nothing of the answer after it (tuning20's
// ruling); a but or a no in it does.
func quietStory(toks []tok, i, v int) int {
	if i > 0 && !clauseStart(&toks[i]) {
		return 0
	}
	e := i + 1
	for e < v && !clauseStart(&toks[e]) {
		e++
	}
	if e >= v || e-i > 8 {
		return 0
	}
	quiet := false
	for k := i; k < e; k++ {
		if _, c, ok := decision1(toks, k); ok && (c == dBut || c == dNo || c == dHold || c == dHoldVerb) && !leadNo(&toks[k]) {
			return 0
		}
		quiet = quiet || quietWordsNum.has(toks[k].nid, toks[k].norm) || toks[k].key != toks[k].norm && quietWordsNum.has(toks[k].kid, toks[k].key)
	}
	if !quiet {
		return 0
	}
	return e - i
}

var quietWords = normSet("batterie", "battery", "baterie", "charge", "chargeur", "charger", "reseau", "réseau", "network",
	"connexion", "connection", "wifi", "internet", "rizo", "résau", "died", "tfa", "tfat", "t9ta3", "t9te3", "البطارية", "الشحن",
	"الشبكة", "الريزو", "الانترنت", "الإنترنت", "تقطع", "طفا", "طفات", "signal", "appel", "call", "mokalama", "مكالمة")

// dayPart reports a time of day after a day at toks[i] ("demain matin",
// "ghda f sba7", "tomorrow morning"): when to deliver, no amount
// ("matin" reads as "mitin", 200).
func dayPart(toks []tok, i int) bool {
	return dayPartsNum.has(toks[i].nid, toks[i].norm) && i > 0 && (partDaysNum.has(toks[i-1].nid, toks[i-1].norm) || i > 1 && partDaysNum.has(toks[i-2].nid, toks[i-2].norm))
}

var (
	dayParts = normSet("matin", "soir", "aprem", "midi", "morning", "evening", "afternoon", "sba7", "sbah", "l3chiya",
		"l3chia", "صباحا", "مساء", "الصباح", "العشية", "فالصباح")
	partDays = normSet("demain", "aujourdhui", "ce", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche",
		"tomorrow", "today", "this", "ghda", "lyoum", "غدا", "غدوة", "اليوم", "f", "ف", "in", "le", "the", "dans")
)

// extraSized reports a size word at toks[i] that sizes a gift extra
// named right before it ("carte sghira", "petite carte" is not read
// here, "small note"): the card's size, not the product's.
func extraSized(toks []tok, i int) bool {
	return i > 0 && giftExtrasNum.has(toks[i-1].nid, toks[i-1].norm) && smallWordsNum.has(toks[i].nid, toks[i].norm)
}

var (
	giftExtras = normSet("carte", "card", "note", "mot", "message", "kart", "karta", "بطاقة", "كارطة", "boite", "box", "sac",
		"sachet", "ribbon", "ruban")
	smallWords = normSet("sghira", "sghir", "sghera", "petite", "petit", "small", "little", "mini", "صغيرة", "صغير", "zwina", "jolie")
)

// scentNamed reports a colour word at toks[i] that names a scent or an
// essence after "eau de", "huile de", "ma" ("eau de rose", "huile
// d'argan", "ماء الورد"): a product, not a colour.
func scentNamed(toks []tok, i int) bool {
	j := i - 1
	if j >= 0 && (toks[j].norm == "de" || toks[j].norm == "d" || toks[j].norm == "of") {
		j--
	}
	return j >= 0 && j < i && scentBasesNum.has(toks[j].nid, toks[j].norm)
}

var scentBases = normSet("eau", "huile", "savon", "essence", "extrait", "parfum", "water", "oil", "soap", "ma", "ماء", "زيت",
	"صابون", "عطر", "lma", "زيت")

// sameThing reports a word of a thing sold at toks[i], after the verb at
// v, that names no second thing: a gift extra ("m3a emballage cadeau w
// carte sghira"), what a container holds ("3 flacons d'eau de rose", "a
// bottle of argan oil"), or what it is for in a clause of its own ("c'est
// pour le hammam", "it's for the kitchen").
func sameThing(toks []tok, v, i int) bool {
	t := &toks[i]
	if giftExtrasNum.has(t.nid, t.norm) || giftWordsNum.has(t.nid, t.norm) || afterSale(toks[i:i+1], 0) {
		return true
	}
	if i >= 2 && heldInNum.has(toks[i-1].nid, toks[i-1].norm) && toks[i-2].shop {
		return true // "flacons d eau": the container and what it holds
	}
	c := i
	for c > v && !clauseStart(&toks[c]) {
		c--
	}
	return c > v && c+1 < i && purposeOpenNum.has(toks[c].nid, toks[c].norm) && forWords2Num.has(toks[c+1].nid, toks[c+1].norm)
}

var (
	heldIn      = normSet("de", "d", "of", "dyal", "d'", "ديال", "من")
	purposeOpen = normSet("c", "cest", "ce", "its", "it's", "it", "rah", "راه", "هي", "هو", "ghadi", "c'est")
	forWords2   = normSet("pour", "for", "l", "ل", "is", "est", "dyal")
)
