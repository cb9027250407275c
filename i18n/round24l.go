package i18n

// Round 24l: yeses a reviewer's own messages read falsely, by shape,
// taken back after every other rule (the rules' yes, the run-on yes of
// round 21a, the classifier's through its gates):
//
//   - a verb of putting in whose object is time, not a product: "zid
//     liya nhar", "zid liya tlata ayam", "زيد ليا الوقت", "zid liya
//     chwiya d lwa9t" ask for a day, three days, a bit of time — a wait;
//   - a verb of putting in whose object is a price cut or a code: "dir
//     liya remise", "dir liya chi 9ta3", "7ot liya had lcode promo" — a
//     bargain, nothing put in the cart;
//   - a clause of thinking it over or asking someone first after the
//     yes: "…, gardez-la dans le panier, je réfléchis", "yes and don't
//     forget, I'm asking my wife first" — a wait;
//   - "hmm ok" then a verb of putting in (round 24d's hmmThenOk) with
//     anything after the verb but plain words, how many, whom it is for
//     and please: "hmm ok, put it in tomorrow", "hmm ok add the lamp
//     too" — the sigh not settled;
//   - a yes in scorn: "yah sure, like that's happening", "y yo soy el
//     rey";
//   - "vale" opening with anything but fillers before its verb of
//     putting in: "vale, y yo soy el rey";
//   - a period to come after the verb: "7ot liya jouj f chhar jay";
//   - someone else's cart: "add it to my sister's cart", "f lpanier d
//     khti";
//
// and a no that is a pick: "mon mari dit ok pour la table, pas la
// lampe" — one product chosen over another, asked again.

// round24lReading returns the reading of a message whose yes or no (d)
// is not one, and true; false otherwise (the reading is written to *u only when true).
func round24lReading(a *analysis, u *Understanding, d Decision) bool {
	toks := a.toks
	if len(toks) < 2 {
		return false
	}
	switch d {
	case DecisionYes:
		switch {
		case a.may(cueTimeNoun24l) && timePutFor(toks) || thinkingClause(toks):
			*u = holdOf(*u)
			return true
		case cutPutFor(toks) || hmmTailLoose(toks) || scornClause(toks) || valeThenOther(toks) ||
			periodToCome(toks) || othersCart(toks):
			*u = asked(*u)
			return true
		}
	case DecisionNo:
		if okForNotOther(toks) {
			*u = pickOf(*u)
			return true
		}
	case DecisionNone:
		if !a.question && spanishPutAnswer(toks) {
			*u = yesAnswer(*u)
			return true // "vale, añádelo"
		}
	}
	return false
}

// spanishPutAnswer reports a Spanish yes word, then only a Spanish verb
// of putting in and fillers or please ("vale, añádelo", "claro, ponlo
// por favor"): the answer, as "vale, zidha" is.
func spanishPutAnswer(toks []tok) bool {
	if !yesOrAck(toks, 0) || toks[0].neg {
		return false
	}
	put := false
	for k := 1; k < len(toks); k++ {
		t := &toks[k]
		switch {
		case spanishPutNum.has(t.nid, t.norm):
			put = true
		case t.in(hsPleaseWords) || t.norm == "por" || t.norm == "favor" || vocative(t.norm) || yesOrAck(toks, k) && !t.neg:
		default:
			return false
		}
	}
	return put
}

// putAt reports a verb of putting in at toks[i], as written ("zid",
// "dir liya", "7ot", "add", "gardez").
func putAt(toks []tok, i int) bool {
	return putVerbAt(toks, i) || toks[i].in(hsBareZid) || toks[i].norm == zidArabic
}

// objectAfter returns the index of the first word after the verb at
// toks[v] that is not whom it is for nor a filler of the object ("chi",
// "had", "un", "the"), len(toks) for none.
func objectAfter(toks []tok, v int) int {
	k := v + 1
	for k < len(toks) && (forMeNum.has(toks[k].nid, toks[k].norm) || objectFillNum.has(toks[k].nid, toks[k].norm)) {
		k++
	}
	return k
}

var objectFill = normSet("chi", "شي", "had", "هاد", "hadak", "dak", "l", "le", "la", "un", "une", "a", "an", "the", "this",
	"ce", "cette", "my", "mon", "ma", "wa7ed", "wahed", "d", "de", "du", "dyal", "ديال", "mn", "من")

// timePutFor reports a verb of putting in whose object is time, counted
// or not: "zid liya nhar", "zid liya tlata ayam", "زيد ليا الوقت",
// "zid liya chwiya d lwa9t" (give me a day, three days, a bit of
// time) — a wait asked, never a yes.
func timePutFor(toks []tok) bool {
	for v := range toks {
		if !putAt(toks, v) || wantStem(&toks[v]) || !barePutFor(toks, v) && !(v+1 < len(toks) && forMeNum.has(toks[v+1].nid, toks[v+1].norm)) {
			continue // the time given to the shopper: "zid liya", not "bghitha l nhar lkhmis"
		}
		k := v + 1
		if k < len(toks) && forMeNum.has(toks[k].nid, toks[k].norm) {
			k++
		}
		for k < len(toks) && (lCount(&toks[k]) || timeFillNum.has(toks[k].nid, toks[k].norm)) {
			k++
		}
		if k < len(toks) && (lTimeNounsNum.has(toks[k].nid, toks[k].norm) || toks[k].key != toks[k].norm && lTimeNounsNum.has(toks[k].kid, toks[k].key)) && timeEnds(toks, k+1) {
			return true
		}
	}
	return false
}

// timeEnds reports the time asked ending its clause at toks[k], or
// followed only by more, please or a vocative ("zid liya nhar akhor
// 3afak"); not a date ("nhar lkhmis").
func timeEnds(toks []tok, k int) bool {
	for ; k < len(toks) && !clauseStart(&toks[k]); k++ {
		w, wID := toks[k].norm, toks[k].nid
		if !runOnOthersNum.has(wID, w) && !toks[k].in(hsPleaseWords) && !vocative(w) && !tailTitlesNum.has(wID, w) && w != "more" && w != "encore" {
			return false
		}
	}
	return true
}

// lCount: how many, in figures or words ("tlata", "jouj", "3").
func lCount(t *tok) bool {
	return t.isLooseQty() || t.isMany() || runOnCountsNum.has(t.nid, t.norm) || number(t.norm) || oneCountNum.has(t.nid, t.norm)
}

var (
	timeFill   = normSet("chwiya", "chwia", "chwya", "chouia", "شوية", "شويا", "d", "de", "dyal", "ديال", "l", "bit", "a", "un", "peu", "du", "more", "encore")
	lTimeNouns = normSet("ayam", "iyam", "ayyam", "iyyam", "layam", "nhar", "nhara", "nharat", "youm", "yom", "jour", "jours", "day", "days",
		"simana", "simanat", "semaine", "semaines", "week", "weeks", "chhar", "mois", "month", "lwa9t", "lwaqt", "wa9t", "waqt",
		"time", "temps", "أيام", "ايام", "يوم", "يومين", "نهار", "سيمانة", "السيمانة", "أسبوع", "اسبوع", "شهر", "الوقت", "وقت",
		"lwe9t", "lw9t", "d9aye9", "minutes", "dakika")
)

// cutPutFor reports a verb of putting in or doing whose object is a
// price cut or a code: "dir liya remise", "dir liya chi 9ta3", "7ot liya
// had lcode promo" — a bargain, nothing put in.
func cutPutFor(toks []tok) bool {
	for v := range toks {
		if !putAt(toks, v) && !toks[v].objectVerb() {
			continue
		}
		if k := objectAfter(toks, v); k < len(toks) && (cutNounsNum.has(toks[k].nid, toks[k].norm) || toks[k].key != toks[k].norm && cutNounsNum.has(toks[k].kid, toks[k].key)) {
			return true
		}
	}
	return false
}

var cutNouns = normSet("remise", "lremise", "tkhfid", "takhfid", "ttakhfid", "ltkhfid", "تخفيض", "التخفيض", "9ta3", "l9ta3",
	"discount", "réduction", "reduction", "promo", "lpromo", "code", "lcode", "coupon", "lcoupon", "voucher", "كود", "الكود")

// thinkingClause reports, after the first word, a clause of the shopper
// thinking it over or asking someone first, not negated: "…, je
// réfléchis", "I'm asking my wife first", "ghadi nfker" — a wait.
func thinkingClause(toks []tok) bool {
	for c := 1; c < len(toks); c++ {
		if !clauseStart(&toks[c]) {
			continue
		}
		k := c
		for k < len(toks) && k < c+3 && thinkSubjectNum.has(toks[k].nid, toks[k].norm) {
			k++
		}
		if k >= len(toks) || toks[k].neg {
			continue
		}
		if thinkVerbsNum.has(toks[k].nid, toks[k].norm) {
			return true
		}
		if askFirstVerbsNum.has(toks[k].nid, toks[k].norm) {
			for j := k + 1; j < len(toks) && !clauseStart(&toks[j]); j++ {
				if lFirstWordsNum.has(toks[j].nid, toks[j].norm) {
					return true
				}
			}
		}
	}
	return false
}

var (
	thinkSubject = normSet("je", "j", "i", "im", "i'm", "am", "ill", "i'll", "will", "ana", "ghadi", "gha", "ghan", "vais",
		"dois", "need", "must", "still", "encore")
	thinkVerbs = normSet("reflechis", "réfléchis", "reflechir", "réfléchir", "reflechi", "think", "thinking", "nfker",
		"nfkr", "nfakar", "nfekker", "nfaker", "ghanfker", "نفكر", "غانفكر", "pense", "penser")
	askFirstVerbs = normSet("asking", "ask", "demande", "demander", "nsowel", "nsewel", "nswl", "nsaowl", "نسول", "نسقسي",
		"nse9si", "nsa9si", "check", "checking", "consulter", "consulte")
	lFirstWords = normSet("first", "dabord", "d'abord", "abord", "lowel", "lwel", "louwel", "9bel", "الأول", "الاول", "قبل")
)

// hmmTailLoose reports "hmm" and a plain okay opening (round 24d's
// hmmThenOk) with, after the verb of putting in, anything but plain
// words, how many, whom it is for, fillers and please: "hmm ok, put it
// in tomorrow", "hmm ok add the lamp too", "hmm ok put it in my sister's
// cart". "hmm ok, add it", "hmm ok add it for my sister" stay yes.
func hmmTailLoose(toks []tok) bool {
	v := firstAnswerVerb(toks, len(toks))
	if v < 2 || !hmmThenOk(toks, 0, v) {
		return false
	}
	for k := v + 1; k < len(toks); k++ {
		t := &toks[k]
		if hmmPlainNum.has(t.nid, t.norm) || forMeNum.has(t.nid, t.norm) || t.in(hsPleaseWords) || kinWordsNum.has(t.nid, t.norm) || t.key != t.norm && kinWordsNum.has(t.kid, t.key) || lCount(t) {
			continue
		}
		if _, c, ok := decision1(toks, k); ok && (c == dFiller || c == dYes || c == dAck) && !t.shop {
			continue
		}
		return true
	}
	return false
}

var hmmPlain = normSet("it", "them", "in", "into", "to", "the", "my", "cart", "basket", "panier", "for", "me", "us", "now",
	"then", "one", "ones", "also")

// scornClause reports a yes in scorn, in a clause after the first word:
// "like that's happening", "like that'll happen", "y yo soy el rey",
// "and I'm the queen", "et moi je suis le roi".
func scornClause(toks []tok) bool {
	for c := 1; c+1 < len(toks); c++ {
		w, n, nID := toks[c].norm, toks[c+1].norm, toks[c+1].nid
		if clauseStart(&toks[c]) && w == "like" && scornThatNum.has(nID, n) {
			return true
		}
		if c+2 < len(toks) && (w == "y" || w == "and" || w == "et") && scornINum.has(nID, n) && scornAmNum.has(toks[c+2].nid, toks[c+2].norm) {
			return true
		}
	}
	return false
}

var (
	scornThat = normSet("thats", "that", "thatll", "that'll", "that's", "its", "it's", "thatd", "that'd")
	scornI    = normSet("yo", "im", "i'm", "moi", "i")
	scornAm   = normSet("soy", "the", "je", "am")
)

// valeThenOther reports "vale" opening the message with, before any
// verb of putting in, something other than a filler, a yes or a
// vocative: "vale, y yo soy el rey". "vale, zidha", "vale a sahbi,
// zidha" stay yes.
func valeThenOther(toks []tok) bool {
	if toks[0].norm != "vale" {
		return false
	}
	for k := 1; k < len(toks); k++ {
		t := &toks[k]
		if putAt(toks, k) || spanishPutNum.has(t.nid, t.norm) {
			return false
		}
		if vocative(t.norm) || t.in(hsPleaseWords) || tailTitlesNum.has(t.nid, t.norm) {
			continue
		}
		if _, c, ok := decision1(toks, k); ok && (c == dFiller || c == dYes || c == dAck) {
			continue
		}
		return true
	}
	return false
}

var spanishPut = normSet("anadelo", "anadela", "añádelo", "añádela", "anade", "añade", "agregalo", "agrégalo", "agregala",
	"agrégala", "ponlo", "ponla", "metelo", "métela", "mételo", "metela")

// periodToCome reports, after a verb of putting in, a period to come
// ("f chhar jay", "next month", "la semaine prochaine", "السيمانة
// الجاية"): a later, not a yes.
func periodToCome(toks []tok) bool {
	v := -1
	for i := range toks {
		if putAt(toks, i) {
			v = i
			break
		}
	}
	if v < 0 {
		return false
	}
	for k := v + 1; k+1 < len(toks); k++ {
		a, b := &toks[k], &toks[k+1]
		if (periodNounsNum.has(a.nid, a.norm) && lNextWordsNum.has(b.nid, b.norm) || lNextWordsNum.has(a.nid, a.norm) && periodNounsNum.has(b.nid, b.norm)) && !reasonBetween(toks, v, k) {
			// (not "add it, my wedding is next month": a reason)
			return true
		}
	}
	return false
}

var (
	periodNouns = normSet("chhar", "char", "lchhar", "simana", "ssimana", "semaine", "mois", "month", "week", "year", "3am",
		"l3am", "année", "annee", "شهر", "الشهر", "سيمانة", "السيمانة", "الأسبوع", "الاسبوع", "عام", "العام")
	lNextWords = normSet("jay", "jaya", "jai", "jaia", "ljay", "prochain", "prochaine", "next", "qadim", "9adim", "جاي",
		"الجاي", "جاية", "الجاية", "القادم", "القادمة")
)

// othersCart reports a verb of putting in whose cart is someone else's:
// "add it to my sister's cart", "mettez-la dans le panier de ma sœur",
// "7otha f lpanier d khti".
func othersCart(toks []tok) bool {
	if firstAnswerVerb(toks, len(toks)) < 0 {
		return false
	}
	for j := range toks {
		if !cartNounsNum.has(toks[j].nid, toks[j].norm) {
			continue
		}
		for i := max(0, j-2); i < j; i++ {
			if kinOwnersNum.has(toks[i].nid, toks[i].norm) {
				return true // "my sister's cart"
			}
		}
		k := j + 1
		if k < len(toks) && lOfWordsNum.has(toks[k].nid, toks[k].norm) {
			k++
			if k < len(toks) && possessivesNum.has(toks[k].nid, toks[k].norm) {
				k++
			}
			if k < len(toks) && (kinWordsNum.has(toks[k].nid, toks[k].norm) || toks[k].key != toks[k].norm && kinWordsNum.has(toks[k].kid, toks[k].key)) {
				return true // "le panier de ma sœur", "lpanier d khti"
			}
		}
	}
	return false
}

var (
	cartNouns = normSet("cart", "basket", "panier", "lpanier", "commande", "lcommande", "order", "سلة", "السلة", "البانيي")
	kinOwners = normSet("sisters", "sister's", "moms", "mom's", "mums", "mothers", "mother's", "wifes", "wife's",
		"husbands", "husband's", "brothers", "brother's", "friends", "friend's", "daughters", "sons", "dads", "fathers",
		"aunts", "cousins")
	lOfWords = normSet("de", "d", "du", "of", "dyal", "dial", "ديال", "د")
)

// okForNotOther reports an okay for one thing and a "not" for another
// ("mon mari dit ok pour la table, pas la lampe", "ok for the table, not
// the lamp", "wakha l tabla, machi lamba"): one product picked over
// another, no refusal of the one shown.
func okForNotOther(toks []tok) bool {
	for i := 0; i+2 < len(toks); i++ {
		if !yesOrAck(toks, i) || !forThingNum.has(toks[i+1].nid, toks[i+1].norm) {
			continue
		}
		k := i + 2
		for k < len(toks) && objectFillNum.has(toks[k].nid, toks[k].norm) {
			k++
		}
		if k >= len(toks) || forMeNum.has(toks[k].nid, toks[k].norm) || clauseStart(&toks[k]) {
			return false // "ok pour moi"
		}
		for j := k + 1; j+1 < len(toks); j++ {
			if !clauseStart(&toks[j]) || !notThingNum.has(toks[j].nid, toks[j].norm) {
				continue
			}
			m := j + 1
			for m < len(toks) && (objectFillNum.has(toks[m].nid, toks[m].norm) || forThingNum.has(toks[m].nid, toks[m].norm)) {
				m++
			}
			return m > j+1 && m < len(toks) && !forMeNum.has(toks[m].nid, toks[m].norm)
		}
	}
	return false
}

var (
	forThing = normSet("pour", "for", "l", "3la", "على")
	notThing = normSet("pas", "not", "machi", "mashi", "ماشي", "no", "non")
)
