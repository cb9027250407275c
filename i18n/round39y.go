package i18n

// Round 39y: three yeses the rules left unread, read by shape.
//
// "zidou" closing the message after another clause ("howa hadak,
// zidou", "حتى حاجة، زيدو", "la makayn bas, zidou", "3tini had l
// couscoussier, zido"): round 35e's add order closing the message, with
// the plural (or masculine-object) imperative that round 21a reads
// "more, please" when said alone. Read (zidouLast39y): the last clause
// (after a comma or a stop) is "zidou", "zido" or "زيدو" with at most
// round 35e's openers before it and its fillers after it, and no word
// before it is one round 35e excludes (a condition, a pick, a size word,
// a colour or a metal, a wait, the other one, a refusal told; a clause of
// only no words right before it). Counted over every seen corpus line
// (heldout36 and heldout37 never read): the shape holds 22 lines, all
// labelled yes (10 read yes before, 11 read here, 1 read a no and left
// to the rules: "ما بقيتش غادي نتخلى على هاد القفطان، زيدو"). Left out:
// a colour or a metal named before it ("آه، القفطان الوردي، زيدو", "آه
// الخاتم ديال الفضة، زيدو": 2 yes, round 35e's exclusion kept), "zidou"
// with no comma before it ("had lmodel 3jbni zidou", "yeh yeh zido": a
// yes or bare, round 21a's), with a second object or "everything" after
// it ("zido m3aha", "kolchi 3jbni, zido kolchi" unclear), under a
// condition ("ila kan kayn f 40 zido, ila la safi" unclear), or first
// then a reason ("zidou, raha mmi …": 4 yes, left to a reader of that
// order).
//
// A price conceded, then the card taken ("ghalia chwiya walakin zidha",
// "wakha ghalia ghadi nakhodha", "un peu chère mais zidha", "ماشي مشكل،
// ولو غالية شوية زيدها", "cher mais ça vaut le coup, je prends", "a bit
// pricey but ok add it"): testdata/understanding/README.md rules "wakha
// meaning 'even though' then taking it ('wakha ghalia chwiya, ghadi
// nakhodha') is yes, left hanging unclear" (the thirty-fourth round's
// rulings). Read (priceConceded39y): a word of dearness ("ghalia",
// "غالية", "cher", "pricey", "expensive"), conceded by a but after it
// ("walakin", "mais", "but", "ولكن", "ma3lich") or an even-though before
// it in its clause ("wakha", "واخا", "ولو", "even"), and a verb of putting
// in or taking said as the answer (answerVerb: "zidha", "je prends",
// "ghadi nakhodha"; or "j'ajoute", "take") anywhere in the message. Not
// read: anything asked, no such verb ("ghaliya walakin tstahel": left
// hanging), the dear one picked or compared ("lli ghalia", "la moins
// chère"), too dear for the shopper ("ghalia 3liya", "trop cher pour
// moi": the README's no), an excess ("trop chère", "ghalia bzaf": of the
// 639 seen lines saying one, 487 are noes, 10 yes; rounds 24g and 26d
// pin "trop chère mais ajoutez-la" and "ghalia bzaf walakin ghadi
// nakhodha" unclear), a joke said ("it's pricey but i'm joking add it",
// round 26d's), a doubt told ("walakin ma3rftch wach nchriha":
// a wait), a removal, and any word round 35e excludes before an add
// order (a condition not said of no problem, a wait, the other one, a
// refusal told). The shape holds 58 seen lines, all labelled yes (39
// read yes before, 18 read here, 1 left: "ok fine, even though it's a
// bit pricey, i'll take it", which the rules read as asked). Of the seen
// lines with a word of dearness and a verb of putting in or taking
// anywhere (205: 164 yes, 30 no, 8 picks, 3 unclear), the noes refuse
// with the verb negated or taken back ("la ma tzidhach, rah ghalia",
// "oui zidha... finalement la, ghalia"), none with a concession. Left:
// the price denied then taken ("ce n'est pas trop cher vu la qualité,
// allez j'ajoute", "non seulement elle est belle mais pas chère,
// j'ajoute": 6 yes, whose "la" and "non" other rules read), "trop chère
// mais zidha quand même" (1 yes: the excess), "no problem
// if it's a bit dear" opening on "la" ("la machi mochkil ila ghalia
// chwiya zidha": 1 yes).
//
// A yes hurried before there are none left or the shopper's mind
// changes ("oui stp avant qu'il n'y en ait plus", "ajoutez avant qu'il
// n'y en ait plus", "oui, et vite avant que je change d'avis", "yes add
// it before it sells out"): the rules left the French ones unread, their
// "plus" (none left) beside the yes. Read (beforeGone39y): before
// "avant" (or "before") only yes words, fillers, "quickly", a verb of
// putting in said as the answer with its object and the cart, one yes
// word or verb at least; after it only the words of running out or of a
// mind changed. The shape holds 40 seen lines, all labelled yes (33 read
// yes before, 7 read here). Of the seen lines holding "avant que",
// "before it sells out" or "9bel ma tsali", the ones labelled otherwise
// are asked ("une vidéo avant que je décide ?", "combien avant que je
// dise oui ?"); a but before it ("واخا ولكن زيدها دغيا قبل ما تسالي") or
// a no taken back ("pas maintenant… enfin si, …, ajoutez-le avant que je
// change d'avis") are left.
//
// Each shape is read only where nothing before it read a yes, a no or a
// wait, and nothing is asked; none turns a line labelled otherwise into
// a yes.

var (
	// zidou39y: "zidou", the imperative the shop's Darija uses for "add
	// it" (and for "more" when alone)
	zidou39y = tokSet("zidou", "zido", "zidu", "زيدو")
	// dear39y: words of dearness (of the norm or of its key)
	dear39y = tokSet("ghali", "ghalia", "ghalya", "ghaliya", "غالي", "غاليه", "غاليا", "غالية", "cher", "chere",
		"chère", "pricey", "expensive", "costly", "pricy")
	// evenThough39y concede before the word of dearness, in its clause
	evenThough39y = tokSet("wakha", "waxa", "wakhha", "واخا", "ولو", "wlw", "walaw", "even", "though", "although", "meme", "même",
		"bien", "quoique")
	// conceded39y concede after it: a but, "whatever", "tant pis"
	conceded39y = tokSet("walakin", "walaken", "walakine", "walkin", "walakn", "mais", "but", "ولكن", "لكن", "بصح", "whatever", "pis",
		"ma3lich", "معليش")
	// forMe39y: too dear for the shopper, the README's no
	forMe39y = tokSet("3liya", "3lia", "عليا", "علي", "moi", "me", "jibi", "جيبي", "budget")
	// pickedDear39y: the dear one picked, or compared ("lli ghalia",
	// "la moins chère", "plus cher")
	pickedDear39y = tokSet("lli", "li", "اللي", "لي", "moins", "less", "plus", "more", "ktar", "kter", "كتر", "ارخص")
	// whether39y opens a doubt told, whose verb is no answer ("ma3rftch
	// wach nchriha": a wait)
	whether39y = tokSet("wach", "wash", "واش", "whether", "hal", "هل")
	// hurry39y may stand beside the yes before "avant": quickly, now, and
	hurry39y = tokSet("vite", "rapidement", "quickly", "quick", "fast", "now", "maintenant", "et", "and", "allez", "bon", "alors")
	// gone39y may follow "avant" or "before": there are none left, I
	// change my mind, it sells out
	gone39y = tokSet("que", "qu", "quil", "quelle", "quele", "il", "elle", "ny", "nen", "n", "y", "en", "ait", "aie", "reste", "plus", "je",
		"change", "davis", "d", "avis", "soit", "epuise", "epuisee", "parte", "it", "sells", "sell", "runs", "out", "gone", "is", "i",
		"my", "mind", "stock", "le")
	// goneEnd39y: the words that make the clause after "avant" a
	// hurry (none left, a mind changed, sold out), not a time
	goneEnd39y = tokSet("plus", "davis", "avis", "epuise", "epuisee", "parte", "out", "gone", "mind")
	// excess39y: the price said too high, not conceded ("trop chère",
	// "ghalia bzaf", "way too expensive")
	excess39y = tokSet("trop", "too", "bzaf", "bzzaf", "bzaaf", "بزاف", "بزااف", "جدا", "way", "very", "tres", "très", "so", "really")
	// joke39y: a joke said, which earlier rounds ask again ("it's pricey
	// but i'm joking add it")
	joke39y = tokSet("joking", "kidding", "jk", "blague", "rigole", "كنضحك", "كنمزح", "أمزح", "امزح", "kanmze7", "kand7ek", "kanmzah")
	// takeSaid39y: verbs of taking or adding said by the shopper that
	// answerVerb leaves ("j'ajoute", "i'll take it", "adding")
	takeSaid39y = tokSet("jajoute", "jajouterai", "jprends", "adding", "ading", "take", "taking", "grab", "buy", "buying")
)

// cue39y reports a word one of round39yReading's shapes is read at:
// "zidou", a word of dearness, "avant" or "before" (cues.go).
func cue39y(t *tok) bool {
	return zidou39y[t.norm] || dear39y[t.norm] || dear39y[t.key] || t.norm == "avant" || t.norm == "before"
}

// round39yReading reads "zidou" closing the message after another clause,
// a price conceded then the card taken, and a yes hurried "before there
// are none left" as a yes, where nothing before it read an answer.
func (x *Understander) round39yReading(a *analysis, u *Understanding) {
	toks := a.toks
	if x.open || a.question || len(toks) < 2 || len(toks) > 24 || !a.may(cueGate39y) {
		return
	}
	if d := u.answer(); d == DecisionYes || d == DecisionNo || d == DecisionHold {
		return
	}
	if zidouLast39y(toks) || priceConceded39y(toks) || beforeGone39y(toks) {
		*u = yesAnswer(*u)
	}
}

// zidouLast39y reports a last clause of "zidou" with round 35e's openers
// before it and fillers after it, after at least one clause that round
// 35e lets an add order close.
func zidouLast39y(toks []tok) bool {
	s := lastClauseAt(toks)
	if s < 1 {
		return false
	}
	i := s
	for i < len(toks) && putOpeners35e[toks[i].norm] {
		i++
	}
	if i == len(toks) || !zidou39y[toks[i].norm] {
		return false
	}
	for j := i + 1; j < len(toks); j++ {
		if !toks[j].emoji && !putTail35e[toks[j].norm] && !putFillers32Num.has(toks[j].nid, toks[j].norm) {
			return false
		}
	}
	return orderMayClose35e(toks, s)
}

// priceConceded39y reports a word of dearness conceded (a but after it,
// an even-though before it in its clause) and a verb of putting in or
// taking said as the answer, nothing excluded.
func priceConceded39y(toks []tok) bool {
	k := -1
	for i := range toks {
		if dear39y[toks[i].norm] || dear39y[toks[i].key] {
			k = i
			break
		}
	}
	if k < 0 || k > 0 && pickedDear39y[toks[k-1].norm] {
		return false
	}
	for j := k + 1; j < len(toks) && j <= k+3; j++ {
		if forMe39y[toks[j].norm] {
			return false // "ghalia 3liya", "trop chère pour moi": too dear for the shopper
		}
	}
	for j := max(k-2, 0); j < len(toks) && j <= k+2; j++ {
		if excess39y[toks[j].norm] {
			return false // "trop chère", "ghalia bzaf": an excess, most often a no (rounds 24g, 26d)
		}
	}
	conceded := false
	for j := k + 1; j < len(toks) && !conceded; j++ {
		conceded = conceded39y[toks[j].norm]
	}
	for j := k - 1; j >= 0 && j >= k-5 && !conceded; j-- {
		conceded = evenThough39y[toks[j].norm]
		if clauseStart(&toks[j]) {
			break
		}
	}
	if !conceded {
		return false
	}
	verb := false
	for i := range toks {
		t := &toks[i]
		if t.asked || removalVerb(t) || whether39y[t.norm] || joke39y[t.norm] {
			return false // asked, taken out, or the verb told under a doubt ("ma3rftch wach nchriha")
		}
		if i != k && !butWordsAll32Num.has(t.nid, t.norm) && excluded35e(toks, i) {
			return false
		}
		if answerVerb(toks, i) || takeSaid39y[t.norm] && !takeNegated39y(toks, i) {
			verb = true
		}
	}
	return verb
}

// takeNegated39y reports a negation right before toks[i] ("don't take",
// "ma nakhod").
func takeNegated39y(toks []tok, i int) bool {
	return toks[i].neg || i > 0 && (negationWord(toks, i-1) || toks[i-1].norm == "dont" || toks[i-1].norm == "not")
}

// beforeGone39y reports a yes hurried before there are none left or the
// shopper's mind changes ("oui stp avant qu'il n'y en ait plus", "ajoutez
// avant qu'il n'y en ait plus", "oui, et vite avant que je change
// d'avis"): before "avant" (or "before") only yes words, fillers, a verb
// of putting in said as the answer with its object and cart, and
// "quickly", one yes word or verb at least; after it only the words of
// running out or of a mind changed.
func beforeGone39y(toks []tok) bool {
	v := -1
	for i := range toks {
		if toks[i].norm == "avant" || toks[i].norm == "before" {
			v = i
			break
		}
	}
	if v < 1 || v+2 >= len(toks) {
		return false
	}
	yes := false
	for i := 0; i < v; i++ {
		t := &toks[i]
		if t.emoji || hurry39y[t.norm] {
			continue
		}
		if answerVerb(toks, i) {
			yes = true
			continue
		}
		if _, c, ok := decision1(toks, i); ok && (c == dYes || c == dAck) && !t.neg {
			yes = true
			continue
		} else if ok && c == dFiller {
			continue
		}
		if i == 0 || !putTail35e[t.norm] {
			return false
		}
	}
	end := false
	for i := v + 1; i < len(toks); i++ {
		t := &toks[i]
		if !t.emoji && !gone39y[t.norm] {
			return false
		}
		end = end || goneEnd39y[t.norm]
	}
	return yes && end
}
