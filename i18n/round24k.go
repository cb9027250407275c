package i18n

import "strings"

// Round 24k: false noes and holds a reviewer's adversarial messages
// found (a no read where the shopper negates the very word that made it
// a no: "not later, now", "i'm not waiting for the sales", "my budget
// isn't finished"; a no read in a negated want of missing it, a can't
// say no, another refused and this one kept, nothing else but this, a
// kin's "no problem" told; a wait read where the wait is negated). Each
// shape takes the no or the wait back: asked again, or the yes where a
// verb of putting in or a taking says it. Checked last on reconsider's
// reading.

// round24kReading returns the reading of a message whose no or wait (d)
// is not one, and true; false otherwise (the reading is written to *u only when true).
func round24kReading(a *analysis, u *Understanding, d Decision) bool {
	toks := a.toks
	switch d {
	case DecisionNo:
		if a.question || otherRefusal(toks) {
			return false
		}
		switch {
		case notLaterNow(toks) || waitNegated(toks) || goneNegated(toks) || missNegatedWant(toks) || cantRefuse(toks) ||
			wantNotToThenPut(toks) || otherRefusedThisKept(toks) || nothingElseButThis(toks) || kinSaidNoProblem(toks) ||
			mindNotChanged(toks) || selfAdd(toks) || removeNothing(toks) || shopThingRemoved(toks) || dearForOther(toks):
			*u = asked(*u)
			return true
		}
	case DecisionHold, DecisionNone:
		if d == DecisionNone && u.Intent != IntentHold || a.question || otherRefusal(toks) || conditionIn(toks) {
			return false
		}
		switch {
		case waitNegated(toks) || noNeedToThink(toks):
			if putClause(toks) {
				*u = yesAnswer(u.cleared())
				return true // "i decided not to wait, add it"
			}
			*u = unknownOf(*u)
			return true
		}
	}
	return false
}

var (
	// verbNegators negate the verb after them (a bare "no" or "la",
	// which may answer on its own, is none).
	verbNegators = normSet("not", "pas", "ne", "n", "dont", "don't", "didnt", "won't", "wont", "isnt", "isn't", "arent",
		"havent", "haven't", "hasnt", "cant", "can't", "cannot", "never", "jamais", "ma", "ما", "ماشي", "machi", "mashi",
		"mch", "مش", "لن", "لم", "ليس", "rien")
	// nowOrToday: now, today, this week ("daba", "maintenant", "الآن")
	nowOrToday = normSet("now", "maintenant", "daba", "dba", "دابا", "الآن", "الان", "today", "aujourdhui", "lyom", "lyoum",
		"اليوم", "immediately", "immédiatement", "directement", "toute")
	// timeAhead: words of a time to come or a time named
	timeAhead = normSet("later", "tard", "لاحقا", "لاحقاً", "prochain", "prochaine", "next", "another", "autre",
		"time", "fois", "week", "semaine", "month", "mois", "chhar", "chher", "simana", "الشهر", "شهر", "الأسبوع",
		"الاسبوع", "السيمانة", "مرة", "وقت", "mn", "b3d", "من", "بعد", "demain", "tomorrow", "ghda", "غدا")
	// thisTime: "cette semaine", "this month", "had simana", "هاد الشهر"
	// nowProper: now itself, no day named ("now", "maintenant", "daba")
	nowProper = normSet("now", "maintenant", "daba", "دابا", "الآن", "الان")
	thisTime  = normSet("cette", "ce", "this", "had", "هاد", "هذا", "هذه")
)

// negBefore reports a verb negator in the two words before toks[i], in
// its clause, or toks[i] glued to its negation ("ghantsnach").
func negBefore(toks []tok, i int) bool {
	if toks[i].neg || negationShaped(toks[i].norm) {
		return true
	}
	for j := i - 1; j >= 0 && j >= i-3 && !clauseStart(&toks[j+1]); j-- {
		if verbNegatorsNum.has(toks[j].nid, toks[j].norm) || toks[j].neg || negationShaped(toks[j].norm) {
			return true
		}
	}
	return false
}

// negIn reports a negation anywhere in toks.
func negIn(toks []tok) bool {
	for i := range toks {
		if verbNegatorsNum.has(toks[i].nid, toks[i].norm) || toks[i].neg || negationShaped(toks[i].norm) {
			return true
		}
	}
	return false
}

// clauseBegin is the index the clause of toks[i] opens at.
func clauseBegin(toks []tok, i int) int {
	for i > 0 && !clauseStart(&toks[i]) {
		i--
	}
	return i
}

var refusalMarks = normSet("cancel", "annule", "annuler", "annulez", "forget", "oublie", "oubliez", "nsaha", "khliha",
	"bla", "merci", "thanks", "shokran", "شكرا", "الغي", "ألغي", "باي", "bye")

// otherRefusal reports what refuses besides the shape read: a removal
// of it, a cancel, a forget, a thanks.
func otherRefusal(toks []tok) bool {
	for i := range toks {
		if refusalMarksNum.has(toks[i].nid, toks[i].norm) || forgetVerb(toks[i].norm) && !negBefore(toks, i) {
			return true
		}
	}
	return false
}

// notLaterNow reports a time to come negated, then a now said plainly
// after it ("pas plus tard, maintenant", "not another time, right
// now", "ماشي هاد الشهر، دابا", "pas la semaine prochaine, cette
// semaine"): not later, now.
func notLaterNow(toks []tok) bool {
	neg := -1
	for i := range toks {
		if neg < 0 {
			if timeAheadNum.has(toks[i].nid, toks[i].norm) && negBefore(toks, i) {
				neg = i
			}
			continue
		}
		now := nowOrTodayNum.has(toks[i].nid, toks[i].norm) || thisTimeNum.has(toks[i].nid, toks[i].norm) && i+1 < len(toks) && timeAheadNum.has(toks[i+1].nid, toks[i+1].norm) && !clauseStart(&toks[i+1])
		if !now || !nowPlain(toks, i) || clauseBegin(toks, i) == clauseBegin(toks, neg) {
			continue
		}
		if !negIn(toks[i:clauseEnd(toks, i+1)]) {
			return true
		}
	}
	return false
}

// goingTo: "غادي" (going to), which waitVerbs lists for "غادي نتسنى".
var goingTo = normSet("غادي")

// nowPlain reports the now at toks[i] said with no negation or no
// before or after it ("pas plus tard, maintenant", not "plus tard,
// maintenant non" nor "la daba").
func nowPlain(toks []tok, i int) bool {
	if negBefore(toks, i) {
		return false
	}
	for j := max(clauseBegin(toks, i), i-2); j < clauseEnd(toks, i+1) && j <= i+2; j++ {
		if j != i && (laterNegatorsNum.has(toks[j].nid, toks[j].norm) || noAnswersNum.has(toks[j].nid, toks[j].norm) || verbNegatorsNum.has(toks[j].nid, toks[j].norm) || negationShaped(toks[j].norm)) {
			return false
		}
	}
	return true
}

// nowInLaterClause reports a now said plainly in a clause after the one
// of toks[i] ("not this month, now!", "ماشي هاد الشهر، دابا").
func nowInLaterClause(toks []tok, i int) bool {
	for j := clauseEnd(toks, i+1); j < len(toks); j++ {
		if nowOrTodayNum.has(toks[j].nid, toks[j].norm) && nowPlain(toks, j) && !negIn(toks[j:clauseEnd(toks, j+1)]) {
			return true
		}
	}
	return false
}

// waitNegated reports a verb of waiting negated ("i'm not waiting for
// the sales", "je vais pas attendre", "ma ghantsnach", "i decided not to
// wait").
func waitNegated(toks []tok) bool {
	for i := range toks {
		if (waitVerbsNum.has(toks[i].nid, toks[i].norm) && !goingToNum.has(toks[i].nid, toks[i].norm) || salesWaitStem(toks[i].norm)) && negBefore(toks, i) {
			return true
		}
	}
	return false
}

// goneNegated reports the budget said not gone ("my budget isn't
// finished", "budget dyali ma salach").
func goneNegated(toks []tok) bool {
	budget := false
	for i := range toks {
		if toks[i].in(hsBudgetOrPurse) {
			budget = true
		}
		if budget && (goneWordsNum.has(toks[i].nid, toks[i].norm) || toks[i].key != toks[i].norm && goneWordsNum.has(toks[i].kid, toks[i].key)) && negBefore(toks, i) {
			return true
		}
	}
	return false
}

// negatedGone reports the gone word at toks[j] negated (budgetGone's
// veto).
func negatedGone(toks []tok, j int) bool { return negBefore(toks, j) }

// moreMissStems: verbs of missing missStems lacks (not "nkhser", to lose,
// which loses money as often as a chance:
// "ma bghitch nkhsser flousi"; "nfotha").
var moreMissStems = stems("nfot", "tfot", "ytfot", "نفوت", "نفلت", "تفلت")

// missNegatedWant reports a want negated before a verb of missing ("je
// ne veux pas la rater", "ma bghitch tfoutni", "ma bghitch nkhsser
// lfor9a"): a wish to keep it, never a no.
func missNegatedWant(toks []tok) bool {
	if missItIn(toks) {
		return true
	}
	for i := range toks {
		if !wantStem(&toks[i]) || !negBefore(toks, i) {
			continue
		}
		for k := i + 1; k < len(toks) && k <= i+3 && !clauseStart(&toks[k]); k++ {
			if missVerb(toks[k].norm) || hasAnyPrefix(toks[k].norm, moreMissStems) {
				return true
			}
		}
	}
	return false
}

func hasAnyPrefix(w string, ps stemList) bool {
	return ps.idx.has(w)
}

// stemList is a list of word openings (stems), indexed by first byte:
// hasAnyPrefix compares only the stems that open with the word's first
// byte (it is asked of every word of many messages).
type stemList struct {
	idx *prefixes
}

// prefixList indexes ps as they are (no Normalize'd spelling added).
func prefixList(ps ...string) stemList {
	return stemList{idx: newPrefixes(ps...)}
}

// stems is each stem as written and as Normalize writes it, once at
// init (hasAnyPrefix is asked of every word of many messages).
func stems(ps ...string) stemList {
	out := make([]string, 0, 2*len(ps))
	for _, p := range ps {
		out = append(out, p)
		if n := Normalize(p); n != p {
			out = append(out, n)
		}
	}
	return stemList{idx: newPrefixes(out...)}
}

var (
	canStems   = stems("n9der", "nqder", "n9dr", "nqdr", "peux", "can", "نقدر", "أقدر", "اقدر", "أستطيع", "استطيع")
	sayStems   = stems("ngol", "ngoul", "nqol", "nqoul", "dire", "say", "نقول", "أقول", "اقول")
	leaveStems = stems("nkhli", "nkhali", "nkhalli", "nkhlli", "laisser", "laise", "leave", "nterk", "نخلي", "نخليها", "أترك", "اترك")
	noAnswers  = normSet("la", "non", "no", "لا")
)

// cantRefuse reports a can negated before saying no or leaving it ("ma
// n9derch ngol la", "ما نقدرش نقول لا", "ma n9derch nkhliha", "i can't
// say no"): no refusal.
func cantRefuse(toks []tok) bool {
	for i := range toks {
		if !hasAnyPrefix(toks[i].norm, canStems) && !hasAnyPrefix(toks[i].key, canStems) || !negBefore(toks, i) && !strings.HasPrefix(toks[i].norm, "cant") {
			continue
		}
		for k := i + 1; k < len(toks) && k <= i+3 && !clauseStart(&toks[k]); k++ {
			if hasAnyPrefix(toks[k].norm, leaveStems) {
				return true
			}
			if hasAnyPrefix(toks[k].norm, sayStems) && k+1 < len(toks) && noAnswersNum.has(toks[k+1].nid, toks[k+1].norm) {
				return true
			}
		}
	}
	return false
}

// putClause reports a clause opened by a verb of putting in, said
// plainly: no negation in it ("zidha daba", "add it", "ajoutez-la").
func putClause(toks []tok) bool {
	for i := range toks {
		if !putStem(&toks[i]) && !toks[i].isAddVerb() {
			continue
		}
		b := clauseBegin(toks, i)
		if i-b <= 1 && !negIn(toks[b:clauseEnd(toks, i+1)]) {
			return true
		}
	}
	return false
}

// wantNotToThenPut reports a want negated before another verb, then a
// clause of putting in ("ma bghitch n3awd nsowlek, zidha ghir"): not
// wanting to do something else, then the answer.
func wantNotToThenPut(toks []tok) bool {
	for i := range toks {
		if !wantStem(&toks[i]) || !negBefore(toks, i) {
			continue
		}
		k := i + 1
		if k < len(toks) && (toks[k].norm == "pas" || toks[k].norm == "to") {
			k++
		}
		if k >= len(toks) || clauseStart(&toks[k]) || refusalTailsNum.has(toks[k].nid, toks[k].norm) || toks[k].key != toks[k].norm && refusalTailsNum.has(toks[k].kid, toks[k].key) || toks[k].shop {
			return false
		}
		e := clauseEnd(toks, i+1)
		return e < len(toks) && putClause(toks[e:])
	}
	return false
}

var (
	otherOneWords = normSet("lkhra", "lokhra", "lakhor", "lokhor", "lakhra", "autre", "lautre", "other", "الأخرى", "الاخرى", "لخرى", "لوخرى", "الآخر")
	thisOneWords  = normSet("hadi", "hada", "hadik", "celle", "celui", "ça", "ca", "this", "that", "هادي", "هادا", "هذه", "هذا")
)

// otherRefusedThisKept reports the other one refused, then this one
// named plainly in a clause after ("la ma bghitch lkhra, bghit hadi",
// "non je veux pas l'autre, celle-là", "no, I don't want the other one,
// this one").
func otherRefusedThisKept(toks []tok) bool {
	for i := range toks {
		if !otherOneWordsNum.has(toks[i].nid, toks[i].norm) && !otherOneWordsNum.has(toks[i].kid, toks[i].key) || !negBefore(toks, i) && !(i > 1 && negBefore(toks, i-1)) && !(i > 2 && negBefore(toks, i-2)) {
			continue
		}
		for j := clauseEnd(toks, i+1); j < len(toks); j++ {
			if thisOneWordsNum.has(toks[j].nid, toks[j].norm) && !negIn(toks[clauseBegin(toks, j):clauseEnd(toks, j+1)]) {
				return true
			}
		}
	}
	return false
}

var (
	elseSaid = normSet("else", "dautre", "autre", "khor", "akhor", "khra", "okhra", "آخر", "اخر", "أخرى", "اخرى", "خور", "خرى")
	onlySaid = normSet("just", "only", "juste", "seulement", "ghir", "غير", "فقط", "que")
)

// nothingElseButThis reports nothing else wanted, then only this ("I
// don't need anything else, just this", "ma tzid walo khor, ghir
// hadi"): this one kept.
func nothingElseButThis(toks []tok) bool {
	for i := range toks {
		if !elseSaidNum.has(toks[i].nid, toks[i].norm) || i == 0 {
			continue
		}
		for j := clauseEnd(toks, i+1); j+1 < len(toks); j++ {
			if onlySaidNum.has(toks[j].nid, toks[j].norm) || toks[j].key != toks[j].norm && onlySaidNum.has(toks[j].kid, toks[j].key) {
				if thisOneWordsNum.has(toks[j+1].nid, toks[j+1].norm) && clauseEnd(toks, j+1) == clauseEnd(toks, j+1+1) {
					return true
				}
			}
		}
	}
	return false
}

var (
	saidStems    = stems("said", "says", "dit", "galt", "gal", "qalt", "qal", "9al", "قال", "قالت", "قالو")
	problemWords = normSet("problem", "probleme", "problème", "mochkil", "mouchkil", "mochkila", "مشكل", "مشكلة", "مشكله")
)

// kinSaidNoProblem reports someone's "no problem" told ("my husband
// said no problem", "الوالدة قالت لا مشكل"): no refusal.
func kinSaidNoProblem(toks []tok) bool {
	for i := range toks {
		if !problemWordsNum.has(toks[i].nid, toks[i].norm) || i == 0 {
			continue
		}
		for j := i - 1; j >= 0 && j >= i-4; j-- {
			if hasAnyPrefix(toks[j].norm, saidStems) && j > 0 {
				return true
			}
		}
	}
	return false
}

var changeStems = stems("chang", "beddel", "bedel", "bdl", "غير", "بدل")

var mindWords = normSet("mind", "avis", "davis", "ra2yi", "rayi", "ra2y", "رأيي", "رايي")

// mindNotChanged reports the mind said unchanged ("no I haven't
// changed my mind", "je n'ai pas changé d'avis").
func mindNotChanged(toks []tok) bool {
	for i := 1; i < len(toks); i++ {
		if !mindWordsNum.has(toks[i].nid, toks[i].norm) {
			continue
		}
		b := clauseBegin(toks, i)
		for j := b; j < i; j++ {
			if hasAnyPrefix(toks[j].norm, changeStems) && negIn(toks[b:j]) {
				return true // (not "never mind", "not what i had in mind")
			}
		}
	}
	return false
}

var selfWords = normSet("myself", "moi-même", "moimeme", "moimême", "rassi", "bnfsi", "بنفسي", "بيدي")

// selfAdd reports a clause of putting in by the shopper ("I'll add it
// myself"): nothing refused.
func selfAdd(toks []tok) bool {
	for i := range toks {
		if !selfWordsNum.has(toks[i].nid, toks[i].norm) {
			continue
		}
		b := clauseBegin(toks, i)
		for j := b; j < i; j++ {
			if putStem(&toks[j]) || toks[j].isAddVerb() {
				return true
			}
		}
	}
	return false
}

var nothingSaid = normSet("nothing", "rien", "walo", "والو", "حتى", "حاجة")

// removeNothing reports a removal of nothing ("remove nothing", "ne
// supprime rien").
func removeNothing(toks []tok) bool {
	for i := 0; i+1 < len(toks); i++ {
		if removalVerb(&toks[i]) && nothingSaidNum.has(toks[i+1].nid, toks[i+1].norm) {
			return true
		}
	}
	return false
}

var shopThings = normSet("code", "lcode", "coupon", "adresse", "ladresse", "address", "filter", "filtre", "الكود", "الكوبون", "العنوان")

// shopThingRemoved reports a removal whose object is the shop's, a code
// or an address ("oui oui supprime le code promo"): nothing refused.
func shopThingRemoved(toks []tok) bool {
	for i := range toks {
		if !removalVerb(&toks[i]) {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+3 && !clauseStart(&toks[j]); j++ {
			if shopThingsNum.has(toks[j].nid, toks[j].norm) {
				return true
			}
		}
	}
	return false
}

var (
	dearSaid      = normSet("cher", "chere", "expensive", "pricey", "ghali", "ghalia", "غالي", "غالية", "غاليه")
	forSaid       = normSet("pour", "for", "3la", "على", "l")
	selfPeople    = normSet("moi", "me", "mi", "ana", "liya", "أنا", "ليا", "لي")
	hereSaid      = normSet("here", "ici", "hna", "هنا")
	elsewhereSaid = normSet("elsewhere", "ailleurs")
)

// dearForOther reports dear said of someone else or somewhere else,
// then me or here set apart ("trop cher pour ma soeur, pas pour moi",
// "too expensive elsewhere, here it's fine").
func dearForOther(toks []tok) bool {
	for i := range toks {
		if !dearSaidNum.has(toks[i].nid, toks[i].norm) {
			continue
		}
		e := clauseEnd(toks, i+1)
		other := false
		for j := i + 1; j < e; j++ {
			if elsewhereSaidNum.has(toks[j].nid, toks[j].norm) || forSaidNum.has(toks[j].nid, toks[j].norm) && j+1 < e && !selfPeopleNum.has(toks[j+1].nid, toks[j+1].norm) {
				other = true
			}
		}
		if !other || e == len(toks) {
			return false
		}
		for j := e; j < len(toks); j++ {
			if selfPeopleNum.has(toks[j].nid, toks[j].norm) && j > 0 && forSaidNum.has(toks[j-1].nid, toks[j-1].norm) || hereSaidNum.has(toks[j].nid, toks[j].norm) {
				return !dearIn(toks[e:])
			}
		}
	}
	return false
}

func dearIn(toks []tok) bool {
	for i := range toks {
		if dearSaidNum.has(toks[i].nid, toks[i].norm) {
			return true
		}
	}
	return false
}

var thinkSaidStems = stems("nfker", "nfakar", "nfkr", "réfléchir", "reflechir", "think", "نفكر", "أفكر", "افكر")

// noNeedToThink reports thinking said needless ("ma kaynch lach nfker",
// "no need to think"): no wait.
func noNeedToThink(toks []tok) bool {
	for i := range toks {
		if !hasAnyPrefix(toks[i].norm, thinkSaidStems) {
			continue
		}
		b := clauseBegin(toks, i)
		for j := b; j < i; j++ {
			if notYetWordsNum.has(toks[j].nid, toks[j].norm) {
				return false
			}
		}
		for j := max(b, i-3); j < i; j++ {
			if needSaidNum.has(toks[j].nid, toks[j].norm) || toks[j].key != toks[j].norm && needSaidNum.has(toks[j].kid, toks[j].key) {
				return negIn(toks[b:j]) || j > b && (toks[j-1].norm == "no" || toks[j-1].norm == "pas")
			}
		}
	}
	return false
}

var needSaid = normSet("lach", "3lach", "besoin", "need", "reason", "raison", "داعي", "لاش", "علاش", "حاجة")

var notYetWords = normSet("زلت", "زال", "زلتُ", "encore", "yet", "still", "mazal", "ba9i", "مازال", "باقي", "بعد")

// unknownOf is u asked again: no answer, nothing searched.
func unknownOf(u Understanding) Understanding { return noAnswerAs(u, IntentUnknown, 0.3) }

// noAnswerAs is u read as intent in at confidence c, with no answer and
// nothing searched: asked again.
func noAnswerAs(u Understanding, in Intent, c float64) Understanding {
	u = u.cleared()
	u.Decision = DecisionNone
	return u.with(in, c)
}
