package i18n

import "strings"

// Round 24f: answers read where the message says something else (the
// one before picked, a purchase put off until money comes, another
// thing added besides, a yes bound to what matters, no time today, a
// no that only corrects whom it is for, a fault of the shop's system),
// checked last on the decision reconsider gives.

// round24fReading returns the reading of a message whose yes or no (d)
// is not one, and true; false otherwise (the reading is written to *u only when true).
func round24fReading(a *analysis, u *Understanding, d Decision) bool {
	toks := a.toks
	switch d {
	case DecisionNone, DecisionAmbiguous:
		if !a.question && (salesAwaited(toks) || notThisMonth(toks) || budgetGone(toks)) && plainStatement(toks) {
			// "je vais attendre les soldes", "ماشي هاد الشهر", "budget
			// dyali fini": a no by its reason alone
			*u = noOf(*u)
			return true
		}
	case DecisionHold:
		if !a.question && salesAwaited(toks) && plainStatement(toks) {
			// "كنتسنى التخفيضات": the wait is for the sales, a no in
			// every corpus set
			*u = noOf(*u)
			return true
		}
	case DecisionNo:
		switch {
		case notThisPrevious(toks):
			// "no, not this one, the one before": another card picked
			*u = u.cleared()
			u.Decision = DecisionNone
			*u = u.with(IntentSelect, 0.6)
			return true
		case noTimeThenLater(toks):
			// "no time to finish it now, tomorrow": a wait
			*u = holdOf(*u)
			return true
		case notForMeButKin(toks) || systemFault(toks):
			// "not for me, for my sister": whom it is for corrected;
			// "the promo code does not work": a fault told
			*u = asked(*u)
			return true
		}
	case DecisionYes:
		switch {
		case whenOpens(toks):
			// "when my pay comes in I'll buy it": a wait
			*u = holdOf(*u)
			return true
		case notThisPrevious(toks):
			*u = u.cleared()
			u.Decision = DecisionNone
			*u = u.with(IntentSelect, 0.6)
			return true
		case alsoOther(toks):
			// "yes, and add a tray too": another thing put in besides
			// (the corpus sets label it both ways: asked again)
			u.Decision, u.Ordinal = DecisionNone, 0
			*u = u.with(IntentProductSearch, 0.5)
			return true
		case mattersThen(toks):
			// "why not, as long as it comes before the feast": a yes
			// bound to a condition
			*u = asked(*u)
			return true
		}
	}
	return false
}

// asked is u with its answer taken away: asked again.
func asked(u Understanding) Understanding {
	u.Decision = DecisionNone
	if u.Intent == IntentConfirm || u.Intent == IntentCancel {
		u.Query, u.Terms, u.Ordinal = "", nil, 0
		return u.with(IntentUnknown, 0.3)
	}
	return u
}

var (
	// previousWords: before, previous, as the one before is named
	previousWords = normSet("9bel", "9bl", "qbel", "9bal", "قبل", "قبله", "قبلها", "قبلو", "davant", "d'avant",
		"precedent", "precedente", "précédent", "précédente", "previous", "before", "السابق", "السابقة", "اللولة")
	// previousOpeners: the relative or definite that makes "before" a one
	previousOpeners = normSet("li", "lli", "elli", "اللي", "الي", "الذي", "التي", "celle", "celui", "one", "the", "la", "le")
)

// notThisPrevious reports a message that turns down this one ("machi
// hadi", "pas celle-ci", "ليس هذا", "not this one") and names the one
// before it ("lli 9bel", "celle d'avant", "الذي قبله", "the previous
// one"): a pick of another card, never a no to the cart.
func notThisPrevious(toks []tok) bool {
	not := -1
	for i := 0; i+1 < len(toks); i++ {
		if notThisNum.has(toks[i].nid, toks[i].norm) && (demo(&toks[i+1]) || thisWordsNum.has(toks[i+1].nid, toks[i+1].norm) || toks[i+1].norm == "this") {
			not = i
			break
		}
	}
	if not < 0 {
		return false
	}
	for j := not + 2; j < len(toks); j++ {
		if previousWordsNum.has(toks[j].nid, toks[j].norm) && (previousOpenersNum.has(toks[j-1].nid, toks[j-1].norm) || j+1 < len(toks) && toks[j+1].norm == "one") {
			return true
		}
	}
	return false
}

var (
	// whenOpeners open a clause of time: when, once, as soon as
	whenOpeners = normSet("mli", "melli", "mnin", "ملي", "منين", "عندما", "حين", "حينما", "لما", "quand", "lorsque",
		"des", "dès", "when", "once")
	// godWilling: fillers that may come before it
	godWilling = normSet("nchallah", "inchallah", "inshallah", "نشالله", "انشالله", "إنشاء", "ان", "إن", "شاء", "الله",
		"بإذن", "باذن", "hopefully")
)

// whenOpens reports a message opened by a clause of time ("mli ykhlsouni
// nchriha", "quand je reçois ma paie je la prends", "عندما يصلني ...
// سأشتريه"), with no yes word said: a purchase put off until then,
// a wait. "zidha, w mli twsel 3iyet lia" says yes first.
func whenOpens(toks []tok) bool {
	i := 0
	for i < len(toks) && i < 3 && godWillingNum.has(toks[i].nid, toks[i].norm) {
		i++
	}
	if i >= len(toks) || !whenOpenersNum.has(toks[i].nid, toks[i].norm) || toks[i].norm == "des" && (i+1 >= len(toks) || toks[i+1].norm != "que") {
		return false
	}
	return !plainYesBefore(toks) && !imperativeAfter(toks, i)
}

// imperativeAfter reports a verb said to the shop after toks[i] that
// opens its own clause ("mli twsel, zidha").
func imperativeAfter(toks []tok, i int) bool {
	for j := i + 1; j < len(toks); j++ {
		if clauseStart(&toks[j]) && answerVerb(toks, j) {
			return true
		}
	}
	return false
}

var (
	// alsoTooWords: too, also, as well
	alsoTooWords = normSet("aussi", "ausi", "also", "أيضا", "ايضا", "كذلك", "kaman")
	// joinWords: and, opening a second clause
	joinWords = normSet("w", "wa", "و", "et", "and", "3and")
	// sameBesides: the same one, another of it, its wrapping: still this one
	sameBesides = normSet("meme", "même", "same", "matching", "pareil", "pareille", "bhalha", "b7alha", "bhalo", "b7alo",
		"بحالها", "بحالو", "نفس", "wa7da", "wa7ed", "وحدة", "واحدة", "واحد", "another", "autre",
		"khra", "okhra", "خرا", "أخرى", "اخرى", "emballage", "wrapping", "wrap", "ghlaf", "تغليف", "التغليف", "facture",
		"invoice", "box", "boite", "boîte", "it", "them", "la", "le", "les", "ها", "منها", "minha", "mnha")
)

// alsoOther reports a yes said first, then a clause joined by "and"
// that puts in another thing besides ("oui, et ajoutez aussi un
// plateau", "wakha, zid lia ta 2 d lkisan", "آه دخلها، وزيد ليها جوج
// ديال الصابون", "add it, and the green one too"): an order of more
// than the one asked about. Another of the same, its box or its
// wrapping, or whom it is for, keep the yes.
func alsoOther(toks []tok) bool {
	v := -1
	for i := range toks {
		if answerVerb(toks, i) || yesOrAck(toks, i) {
			v = i
			break
		}
	}
	if v < 0 {
		return false
	}
	for j := v + 1; j < len(toks); j++ {
		if !clauseStart(&toks[j]) && !(j == v+1 && joinWordsNum.has(toks[j].nid, toks[j].norm)) {
			// (an "and" right after the yes opens the clause without a
			// comma: "oui et ajoutez aussi un diffuseur", round 25)
			continue
		}
		k := j
		joined := joinWordsNum.has(toks[k].nid, toks[k].norm)
		if joined {
			k++
		} else if w := toks[k].norm; len(w) > 2 && w[:2] == "و" && putVerbAt(toks, k) {
			joined = true // "وزيد": the and glued to the verb
		}
		if k >= len(toks) {
			return false
		}
		return otherThingAt(toks, k, joined)
	}
	return false
}

// otherThingAt reports the clause from toks[k] naming another thing
// put in: said with "too" ("aussi", "حتى هي", "ta" before a count), or a
// count of something named ("3 ديال الصابون", "2 d lkisan"); another of
// the same, its wrapping or whom it is for keep the yes.
func otherThingAt(toks []tok, k int, joined bool) bool {
	end := k + 1
	for end < len(toks) && !clauseStart(&toks[end]) {
		end++
	}
	also, countOf, same, put := false, false, false, joined
	for i := k; i < end; i++ {
		t := &toks[i]
		switch {
		case t.norm == "to" || t.norm == "too":
			also = also || i == end-1 // "and the tray too"; not "send it to rabat"
		case t.norm == normHatta:
			also = also || i+1 < end && heSheNum.has(toks[i+1].nid, toks[i+1].norm)
		case alsoTooWordsNum.has(t.nid, t.norm):
			also = true
		case t.norm == "ta" && i+1 < end && amount(toks[i+1].norm):
			also = true
		case amount(t.norm) && i+1 < end && ofThingNum.has(toks[i+1].nid, toks[i+1].norm):
			countOf = true
		case sameBesidesNum.has(t.nid, t.norm) || t.key != t.norm && sameBesidesNum.has(t.kid, t.key) || kinWordsNum.has(t.nid, t.norm) || kinSubjects.hasTok(t):
			same = true
		}
		if putVerbAt(toks, i) {
			put = true
		}
	}
	return !same && put && (also || countOf && joined)
}

var (
	heShe   = normSet("هي", "هو", "هوما", "هما")
	ofThing = normSet("d", "dyal", "dial", "ديال", "د", "de", "of")
)

// mattersWords: what matters, the main thing
var mattersWords = normSet("lmohim", "lmouhim", "lmuhim", "المهم", "l'important", "limportant")

// mattersThen reports "what matters is" followed by what must happen
// ("lmohim twsel 9bel l3id", "المهم تكون أصلية"): a yes bound to it.
// Said before a verb of putting in it is "anyway" ("lmohim, zidha").
func mattersThen(toks []tok) bool {
	for i := 0; i+1 < len(toks); i++ {
		if mattersWordsNum.has(toks[i].nid, toks[i].norm) && !clauseStart(&toks[i+1]) && !answerVerb(toks, i+1) {
			return true
		}
	}
	return false
}

var (
	// timeNone: time, as one has none of it
	timeNone = normSet("lwe9t", "lw9t", "lwa9t", "lwaqt", "الوقت", "وقت", "temps", "time")
	// soonLater: tomorrow, tonight, later, this weekend
	soonLater = normSet("ghda", "ghadda", "ghedda", "غدا", "غدوة", "demain", "tomorrow", "tonight", "later", "tard",
		"lil", "l3chiya", "العشية", "weekend")
)

// noTimeThenLater reports no time said ("ma 3ndich lwe9t daba", "pas
// le temps là", "no time right now") then a time soon, with no plain no
// word: a wait, not a refusal ("لا، ما عنديش الوقت، من بعد العيد" keeps
// its no).
func noTimeThenLater(toks []tok) bool {
	noTime := -1
	for i := range toks {
		if bareNo(&toks[i]) || toks[i].norm == "la" && i == 0 || toks[i].norm == "لا" && i == 0 {
			return false
		}
		if noTime < 0 && timeNoneNum.has(toks[i].nid, toks[i].norm) && i > 0 && negatedHave(toks, i-1) {
			noTime = i
		}
	}
	if noTime < 0 {
		return false
	}
	for j := noTime + 1; j < len(toks); j++ {
		if soonLaterNum.has(toks[j].nid, toks[j].norm) || toks[j].key != toks[j].norm && soonLaterNum.has(toks[j].kid, toks[j].key) {
			return true
		}
	}
	return false
}

// negatedHave: "ma 3ndich", "ما عنديش", "pas", "no", "g pas" before time
func negatedHave(toks []tok, i int) bool {
	w := toks[i].norm
	return w == "3ndich" || w == "3andich" || w == "ما3نديش" || w == normAndich || w == "pas" || w == "no" ||
		w == "le" && i > 0 && toks[i-1].norm == "pas"
}

var (
	// notForMe: "machi liya", "pas pour moi", "not for me", "ماشي ليا"
	meWords = normSet("liya", "lia", "lya", "ليا", "لي", "moi", "me")
)

// notForMeButKin reports "not for me" followed by whom it is for ("la
// machi liya, l khti", "pas pour moi, pour ma mère"): the no corrects
// who will wear it, it does not refuse the thing.
func notForMeButKin(toks []tok) bool {
	for i := 0; i+1 < len(toks); i++ {
		if !notThisNum.has(toks[i].nid, toks[i].norm) {
			continue
		}
		j := i + 1
		if j < len(toks) && (toks[j].norm == "pour" || toks[j].norm == "for") {
			j++
		}
		if j >= len(toks) || !meWordsNum.has(toks[j].nid, toks[j].norm) {
			continue
		}
		for k := j + 1; k < len(toks) && k <= j+4; k++ {
			if k == j+1 && !clauseStart(&toks[k]) {
				break // "machi liya hadchi": the whom said next, after a comma
			}
			if kinWordsNum.has(toks[k].nid, toks[k].norm) || kinSubjects.hasTok(&toks[k]) || kinArabicNum.has(toks[k].nid, toks[k].norm) || kinHoldNum.has(toks[k].nid, toks[k].norm) {
				return true
			}
		}
	}
	return false
}

var (
	// systemNouns: what of the shop's may fail: a code, the site, a link, payment
	systemNouns = normSet("code", "promo", "coupon", "site", "lsite", "lien", "link", "app", "application",
		"paiement", "payment", "كود", "الكود", "الموقع", "الرابط", "التطبيق", "لابليكاسيون", "lapp")
	// workNegated: does not work
	workNegated = normSet("khdamch", "khdmch", "khdamach", "khdemch", "ماخدامش", "خدامش", "خدمش", "marche", "fonctionne",
		"work", "works", "working", "يعمل", "يشتغل", "خدام")
)

// systemFault reports a thing of the shop's said not to work ("code
// promo ma khdamch", "le lien ne marche pas", "الكود ما خدامش"): a
// fault told, not a refusal.
func systemFault(toks []tok) bool {
	sys, fault := false, false
	for i := range toks {
		if systemNounsNum.has(toks[i].nid, toks[i].norm) {
			sys = true
		}
		if workNegatedNum.has(toks[i].nid, toks[i].norm) && (toks[i].neg || i > 0 && (negationWord(toks, i-1) || toks[i-1].norm == "ne" ||
			toks[i-1].norm == "not" || toks[i-1].norm == "doesnt" || toks[i-1].norm == "isnt" || toks[i-1].norm == "ma" ||
			toks[i-1].norm == "ما" || toks[i-1].norm == "لا")) || strings.HasSuffix(toks[i].norm, "ch") && workNegatedNum.has(toks[i].nid, toks[i].norm) {
			fault = true
		}
	}
	return sys && fault
}

// yesOrAck reports a yes or an ok word at toks[i] ("oui", "wakha", "sure").
func yesOrAck(toks []tok, i int) bool {
	_, c, ok := decision1(toks, i)
	return ok && (c == dYes || c == dAck)
}

var (
	// waitVerbs: to wait for
	waitVerbs = normSet("attendre", "attendra", "attendrai", "attends", "attend", "wait", "waiting", "ntsna", "ntsnna", "ntsena", "ghantsna",
		"ghantsnna", "kantsna", "kantsnna", "نتسنى", "كنتسنى", "غانتسنى", "غادي", "سأنتظر", "انتظر", "أنتظر", "الانتظار",
		"ننتظر", "نستنى", "ntsnaw", "نتسناو", "غانتسناو")
)

// (salesAwaited, a wait for the sales, is round 24h's.)

var (
	// thisMonth: "had chhar", "ce mois(-ci)", "هاد الشهر", "this month"
	monthWords = normSet("chhar", "chher", "mois", "month", "الشهر", "شهر")
	thisOf     = normSet("had", "hed", "ce", "this", "هاد", "هذا", "هاذ")
)

// notThisMonth reports "not this month" said ("pas ce mois-ci",
// "machi had chhar", "ماشي هاد الشهر", "ce mois-ci ma fiyach"): a no
// with its time.
func notThisMonth(toks []tok) bool {
	for i := 0; i+1 < len(toks); i++ {
		if !toks[i].in(hsThisOf) || !monthWordsNum.has(toks[i+1].nid, toks[i+1].norm) {
			continue
		}
		if i > 0 && notThisNum.has(toks[i-1].nid, toks[i-1].norm) && !nowInLaterClause(toks, i) {
			return true
		}
		for j := i + 2; i == 0 && j < len(toks) && j <= i+4; j++ {
			if fiyachNum.has(toks[j].nid, toks[j].norm) && (j+1 == len(toks) || clauseStart(&toks[j+1])) && !nowInLaterClause(toks, i) {
				return true // "ce mois-ci ma fiyach": not in me this month
			}
		}
	}
	return false
}

var fiyach = normSet("fiyach", "fiach", "fiyache", "فيديش", "فياش")

var (
	// budgetOrPurse: the money one has to spend
	budgetOrPurse = normSet("budget", "lbudget", "ميزانيتي", "الميزانية", "ميزانية", "lmizaniya", "الفلوس", "lflous")
	// goneWords: finished, run out, gone
	goneWords = normSet("fini", "finie", "finished", "gone", "sala", "salat", "سالات", "سالا", "نفدت", "نفذت", "mchat",
		"mchaw", "مشات", "مشاو", "tsala", "tsalat", "تسالات")
)

// budgetGone reports the budget or the money said gone ("budget dyali
// fini", "نفدت ميزانيتي", "plus de budget ce mois", "i'm broke"): a no
// by its reason.
func budgetGone(toks []tok) bool {
	for i := range toks {
		w := toks[i].norm
		if w == "broke" && i > 0 && (toks[i-1].norm == "im" || toks[i-1].norm == "totally" || toks[i-1].norm == "so") {
			return true
		}
		if w == "plus" && i+2 < len(toks) && toks[i+1].norm == "de" && toks[i+2].in(hsBudgetOrPurse) && i == 0 {
			return true
		}
		if !toks[i].in(hsBudgetOrPurse) {
			continue
		}
		for j := max(0, i-2); j < len(toks) && j <= i+3; j++ {
			if goneWordsNum.has(toks[j].nid, toks[j].norm) && !negatedGone(toks, j) {
				return true
			}
		}
	}
	return false
}

// plainStatement reports a message with no yes, no verb said to the
// shop, no want and no wait asked: what a reason alone is said in.
func plainStatement(toks []tok) bool {
	if firstAnswerVerb(toks, len(toks)) >= 0 {
		return false
	}
	for i := range toks {
		if yesOrAck(toks, i) || wantish(&toks[i]) && !negatedAt(toks, i) {
			return false
		}
		if waitVerbsNum.has(toks[i].nid, toks[i].norm) && salesAwaited(toks[i:]) {
			continue // the wait is for the sales
		}
		if _, c, ok := decision1(toks, i); ok && (c == dHold || c == dHoldVerb || c == dMore || c == dAsking) {
			return false
		}
	}
	return true
}

// Arabic words as Normalize writes them, once: "حتى" (too, even), "عنديش" (I have not).
var normHatta, normAndich = Normalize("حتى"), Normalize("عنديش")
