package i18n

import "strings"

// Round 28a: readings the retrain on heldout25 moved, read by shape. The
// model now reads some of these messages otherwise, and where the rules
// took its reading (a wait, a question, a pick at p ≥ the floor) the
// readers below give the shape its corpus reading back. Each asks the
// words only, never the model.
//
//   - a no, then the want of it negated ("no, I don't want it as a
//     gift"): a no (the corpus: 20 of 22 lines with "don't want it" are
//     a no, the other two a condition and another kind asked);
//   - a no, then someone else's purchase told ("no, my friend bought one
//     a month ago"): a no (58 of 67 such lines);
//   - a no with thanks, then another one named ("non merci, plutôt
//     l'autre"): the no (38 of 38 such lines read no, 14 of them more
//     asked), never a pick;
//   - an ok and a thanks, then a look taken with someone, read as a wait
//     with no answer: the wait (round 25d's ackThenWait);
//   - a no, then the pay said not in yet in French ("non, le salaire
//     tombe pas avant la fin du mois"): a wait, as round 26a reads it in
//     Arabic and English;
//   - time asked of the shop ("zid liya tlata ayam") read as anything
//     but a yes: the wait round 24l reads over a yes;
//   - one like the one shown, but more so, asked of the shop ("trop
//     chargée, vous avez plus simple ?") read as a question: a
//     refinement, as round 25d reads it over a search;
//   - a thing sold asked for by what it has ("vous avez un sac avec
//     fermeture ?") read as a question: a search, as round 25a keeps it.
func (x *Understander) round28aReading(a *analysis, u *Understanding) bool {
	toks := a.toks
	if x.open || len(toks) < 2 || len(toks) > 30 {
		return false
	}
	d := u.answer()
	if d == DecisionNo && !a.question && openingNo(toks) && payNotFallen(toks) && !negatedWantIn(toks) && !putVerbIn(toks) {
		// (a no, then only the pay not in: round 22b's statement after
		// a no, read as the wait it is)
		*u = holdOf(*u)
		return true
	}
	if d != DecisionNone && d != DecisionAmbiguous && d != DecisionHold {
		return false
	}
	if !a.question && noWaitThenPut(toks) {
		// "لا تسنى، زيدها", "no wait, add it": the wait denied, the put-in said
		*u = yesAnswer(*u)
		return true
	}
	if d == DecisionHold {
		return false
	}
	if u.Intent == IntentHuman && d == DecisionNone && greetingThenAnyone(toks) {
		// "hello, anyone there?": a greeting, then whether anyone reads
		u.Query, u.Terms = "", nil
		*u = u.with(IntentGreeting, 0.6)
		return true
	}
	if !a.question && yesBecause(toks) {
		// "حسنا لأن السعر مناسب", "oui parce que la couleur me plaît"
		*u = yesAnswer(*u)
		return true
	}
	if !a.question && u.Intent == IntentProductSearch && replyLater(toks) {
		// "je suis en voiture, je te réponds après": a reply promised
		*u = holdOf(*u)
		return true
	}
	switch {
	case !a.question && openingNo(toks) && (noThenWantItNegated(toks, *u) || noThenOtherBought(toks)) && !putVerbIn(toks):
		*u = u.cleared()
		u.Decision = DecisionNo
		*u = u.with(IntentCancel, 0.85)
		return true
	case (u.Intent == IntentSelect || u.Intent == IntentShowMore) && noThanksThenOther(toks):
		*u = u.cleared()
		u.Decision = DecisionNo
		*u = u.with(IntentShowMore, 0.85)
		return true
	case !a.question && u.Intent == IntentHold && ackThenWait(toks):
		*u = holdOf(*u)
		return true
	case !a.question && openingNo(toks) && payNotFallen(toks) && !putVerbIn(toks):
		*u = holdOf(*u)
		return true
	case !a.question && u.Intent != IntentConfirm && a.may(cueTimeNoun24l) && timePutFor(toks):
		*u = holdOf(*u)
		return true
	case a.question && u.Intent == IntentUnknown && d == DecisionNone && haveAThingWith(toks):
		u.Query, u.Terms = x.searchOf(toks)
		*u = u.with(IntentProductSearch, 0.7)
		return true
	case a.question && u.Intent == IntentProductQuestion && d == DecisionNone && haveAskedIn(toks):
		if askedForWithPart(toks) || haveAThingWith(toks) {
			u.Query, u.Terms = x.searchOf(toks)
			*u = u.with(IntentProductSearch, 0.7)
			return true
		}
		if s, e, ok := x.comparedClause(toks, a.question); ok && !shopIn(toks) && !mediaIn(toks) {
			u.Topic = ""
			u.Query, u.Terms = x.searchOf(toks[s:e])
			*u = u.with(IntentRefine, 0.7)
			return true
		}
	}
	return false
}

// noThenWantItNegated reports, after an opening no, a want negated whose
// object is the one shown ("no, I don't want it as a gift", "non, je la
// veux pas"), with no colour, size or other slot read (a want of it in
// another colour is a refinement) and no wrapping declined (round 27e).
func noThenWantItNegated(toks []tok, u Understanding) bool {
	if u.Color != "" || u.Size != "" || u.Gender != "" || u.Material != "" || u.MinPrice > 0 || u.MaxPrice > 0 {
		return false
	}
	if u.Intent != IntentProductSearch && u.Intent != IntentUnknown {
		return false
	}
	n := noLead27(toks)
	if n == 0 || n >= len(toks) {
		return false
	}
	if subjectINum.has(toks[n].nid, toks[n].norm) {
		n++ // "no, I don't want it"
	}
	e := min(clauseEnd(toks, n), n+3)
	return n < e && negatedWantIn(toks[n:e]) && !wrappingDeclined(toks)
}

// subjectI is "I" said before a verb ("i", "je", "j", "ana", "أنا").
var subjectI = normSet("i", "je", "j", "ana", "أنا", "انا")

// noThenOtherBought reports, after an opening no, someone else's purchase
// told ("no, my friend bought one a month ago", "non, ma sœur en a acheté
// une"): round 26f's someone else's purchase, said as the no's reason.
func noThenOtherBought(toks []tok) bool {
	for i := 1; i < len(toks); i++ {
		if anyKinNum.has(toks[i].nid, toks[i].norm) && r26fOtherBought(toks, i) {
			return true
		}
	}
	return false
}

// noThanksThenOther reports a bare no and a thanks said first, then
// another one named or asked ("non merci, plutôt l'autre", "no thanks,
// the other one"), no position said: the no to the one shown.
func noThanksThenOther(toks []tok) bool {
	if len(toks) < 3 || len(toks) > 8 || toks[0].neg || !bareNo(&toks[0]) || !thanksWord(toks, 1) || ordinalIn(toks) != 0 {
		return false
	}
	for i := 2; i < len(toks); i++ {
		if toks[i].in(hsOtherWords) || anotherWordsNum.has(toks[i].nid, toks[i].norm) || theOther26Num.has(toks[i].nid, toks[i].norm) {
			return true
		}
	}
	return false
}

// payFalls are French verbs of the pay coming in ("tombe", "arrive",
// "rentre", "versé").
var payFalls = normSet("tombe", "tombé", "tombee", "tombée", "arrive", "arrivé", "arrivee", "arrivée", "rentre", "rentré",
	"verse", "versé", "vire", "viré")

// payNotFallen reports the pay said not in yet, in French: a pay noun,
// then within four words a verb of its coming in and "pas" ("le salaire
// tombe pas avant la fin du mois", "ma paie est pas encore arrivée").
func payNotFallen(toks []tok) bool {
	for j := range toks {
		if !payNounsNum.has(toks[j].nid, toks[j].norm) {
			continue
		}
		fall, not := false, false
		for k := j + 1; k < len(toks) && k <= j+4 && !clauseStart(&toks[k]); k++ {
			fall = fall || payFallsNum.has(toks[k].nid, toks[k].norm)
			not = not || toks[k].norm == "pas"
		}
		if fall && not {
			return true
		}
	}
	return false
}

// indefinites28 are "a", "un", "une", "des", "any", "chi" said before a thing.
var indefinites28 = normSet("a", "an", "any", "un", "une", "des", "chi", "شي")

// generalThings are words for any card, no kind ("modèles", "one"): asked
// with a part they refine what is shown.
var generalThings = normSet("modele", "modèle", "modeles", "modèles", "model", "models", "one", "ones", "wa7d", "wa7da", "7aja", "chose", "truc")

// haveAThingWith reports "do you have" asked of the shop, then a thing
// with its indefinite article and what it has ("vous avez un sac avec
// fermeture ?", "do you have a bag with a zip?"), the thing a word the
// vocabulary may not list: the shop asked what it has, a search (round
// 25a's askedForWithPart, for a thing not in the vocabulary).
func haveAThingWith(toks []tok) bool {
	for i := 0; i+3 < len(toks); i++ {
		if !haveAskedNum.has(toks[i].nid, toks[i].norm) || toks[i].neg {
			continue
		}
		if !indefinites28Num.has(toks[i+1].nid, toks[i+1].norm) || generalThingsNum.has(toks[i+2].nid, toks[i+2].norm) || toks[i+2].role != nil {
			return false
		}
		return withWords.has(toks[i+3].key) && !clauseStart(&toks[i+3])
	}
	return false
}

// mediaIn reports a word for a picture, a video or details ("got more
// pics of it?" asks for pictures of the one shown, not one more so).
func mediaIn(toks []tok) bool {
	for i := range toks {
		for _, p := range mediaStems {
			if strings.HasPrefix(toks[i].norm, p) {
				return true
			}
		}
	}
	return false
}

// because28 open a reason ("because", "parce", "7it", "لأن").
var because28 = normSet("because", "coz", "cause", "parce", "puisque", "since", "7it", "hit", "7ite", "حيت", "لأن", "لان", "لانه", "لأنه")

// yesBecause reports a plain yes, then at once why, nothing negated or
// refused in the reason ("wakha 7it zwina bzaf", "حسنا لأن السعر مناسب",
// "yes because it looks great"): the corpus reads 25 of 25 such lines a
// yes.
func yesBecause(toks []tok) bool {
	if len(toks) < 3 || toks[0].neg || !because28Num.has(toks[1].nid, toks[1].norm) {
		return false
	}
	if _, c, ok := decision1(toks, 0); !ok || c != dYes && c != dAck {
		return false
	}
	return !r26fNoWordIn(toks[1:]) && !laterNeg27(toks[1:])
}

// waitWords28 are a bare wait ("wait", "attends", "tsna", "تسنى").
var waitWords28 = normSet("wait", "attends", "attendez", "tsna", "tsena", "tsenna", "tsnay", "تسنى", "تسنا", "تسناي")

// noWaitThenPut reports an opening no, a wait, then a verb of putting in
// not negated ("no wait, add it", "لا تسنى، زيدها", "non attendez, si,
// mettez-la"): the corpus reads the ten such lines a yes; without the
// verb ("no wait", "la, tsna chwiya") they are a wait.
func noWaitThenPut(toks []tok) bool {
	if len(toks) < 3 || !openingNo(toks) || !waitWords28Num.has(toks[1].nid, toks[1].norm) {
		return false
	}
	rest := toks[2:]
	for i := range rest {
		if rest[i].in(hsOtherWords) || anotherWordsNum.has(rest[i].nid, rest[i].norm) || theOther26Num.has(rest[i].nid, rest[i].norm) {
			return false // "no wait, add the other one": which one is asked again (round 22h)
		}
	}
	return putVerbIn(rest) && !r26fNoWordIn(rest)
}

// replyWords28 and laterWords28: a reply promised, and when.
var (
	replyWords28 = normSet("reponds", "réponds", "repondrai", "répondrai", "reply", "answer", "njawbek", "njawbk", "nrd", "nred", "أرد", "سأرد", "نرد")
	laterWords28 = normSet("apres", "après", "later", "tard", "b3d", "ba3d", "لاحقا", "لاحقاً", "بعد", "heure")
)

// replyLater reports a reply promised for later ("je te réponds après",
// "i'll answer later", "سأرد عليك لاحقا"): of the corpus's 15 such lines
// 12 are a wait, 3 unknown.
func replyLater(toks []tok) bool {
	for i := range toks {
		if !toks[i].in(hsReplyWords28) || toks[i].neg {
			continue
		}
		for k := i + 1; k < len(toks) && k <= i+4; k++ {
			if laterWords28Num.has(toks[k].nid, toks[k].norm) {
				return true
			}
		}
	}
	return false
}

// anyone28 are the words of "anyone there?" ("anyone", "anybody",
// "there", "here", "awake", "hna").
var anyone28 = normSet("anyone", "anybody", "someone", "there", "here", "awake", "hna", "online")

// greetingThenAnyone reports a greeting said first, then only whether
// anyone is there ("hello, anyone there?", "hi, anyone here?"): 6 of the
// corpus's 9 such lines are a greeting; a person asked for by a person
// or talk word ("give me a person") stays one.
func greetingThenAnyone(toks []tok) bool {
	if len(toks) < 2 || len(toks) > 4 {
		return false
	}
	if _, ri, ok := roleWords.match(toks, 0, 1); !ok || ri.roles&rGreeting == 0 {
		return false
	}
	any := false
	for i := 1; i < len(toks); i++ {
		if !anyone28Num.has(toks[i].nid, toks[i].norm) {
			return false
		}
		any = any || toks[i].norm == "anyone" || toks[i].norm == "anybody" || toks[i].norm == "someone"
	}
	return any
}
