package i18n

// Round 24c: French, English and Standard Arabic noes the rules left
// unclear.
//
//   - A no after a preface: the shopper first says sorry for going
//     quiet, that they are still here, hello again, that they thought it
//     over, or an "ok" and an "actually" — then a no ("excuse me for the
//     wait, in the end no", "sorry for the delay, I won't take it", "ok
//     actually no", "bonsoir, après réflexion je ne la prends pas"). The
//     preface says nothing of the answer; what follows it is read alone
//     (prefacedNo), and only a no it gives is kept.
//   - A later said alone: "later maybe", "next week perhaps", "not
//     this month thanks", "another time, God willing" (laterOnly): only
//     words of time to come, not now, maybe, thanks and a no.
//   - A decision against ("I decided not to buy it", "قررت عدم الشراء"):
//     decidedAgainst, read after a preface too.
//   - A person declined anywhere in the message, not only first ("all
//     good I managed, no need for an agent"): declinedLater, a hook in
//     byRules' declined case.
//   - "en fait non", "finalement non": the no closing a correction is
//     said, not a tag question (correctedNon), when no mark asks it.

// prefacedNo reads toks after a preface (prefaceEnd) as a message of its
// own and returns that reading when it is a no.
func (x *Understander) prefacedNo(a *analysis) (Understanding, bool) {
	toks := a.toks
	k, acked := prefaceEnd(toks)
	if k == 0 || k >= len(toks) || len(toks) > 32 {
		return Understanding{}, false
	}
	var buf [32]tok
	tail := append(buf[:0], toks[k:]...)
	tail[0].sep, tail[0].comma, tail[0].asked = 0, false, false
	if decidedAgainst(tail) && !a.question {
		return Understanding{Intent: IntentCancel, Lang: detectLang(toks), Decision: DecisionNo}.with(IntentCancel, 0.85), true
	}
	if a.may(cueLater24c) && laterOnly(tail, a.question) && !acked {
		return Understanding{Intent: IntentCancel, Lang: detectLang(toks), Decision: DecisionNo}.with(IntentCancel, 0.85), true
	}
	if !explicitNo(tail) && !negationIn(tail) {
		return Understanding{}, false // no no said: not read again (a greeting opens many a search)
	}
	question := a.question && !(correctedNon(toks) && !markAsked(toks) && !a.endAsked)
	if acked && !question {
		// "ok, c'est trop cher": after an ok, a reason alone is no no;
		// the no must be said ("ok fine no, i'll leave it")
		if d, _ := decideHesitant(tail, false, a.hesitant); d != DecisionNo {
			return Understanding{}, false
		}
	}
	b := analysis{toks: tail, question: question, butNo: a.butNo, endAsked: a.endAsked, cues: a.cues} // (the whole message's cues: a tail's words are among them)
	var memo clfMemo
	b.memo = &memo
	v := x.reconsider(&b, x.byRules(&b))
	if v.Decision != DecisionNo {
		return Understanding{}, false
	}
	v.Lang = detectLang(toks)
	return v, true
}

// negationIn reports a negation word in toks ("pas", "not", "don't").
func negationIn(toks []tok) bool {
	for i := range toks {
		if t := &toks[i]; t.neg || negationShaped(t.norm) || negators.hasTok(t) {
			return true
		}
	}
	return false
}

// markAsked reports a question mark within toks (not one closing it).
func markAsked(toks []tok) bool {
	for i := range toks {
		if toks[i].asked {
			return true
		}
	}
	return false
}

// prefaceEnd is where a message's preface ends: greetings, an apology
// for the wait, "I'm still here", "after thinking it over", an "ok", an
// "actually", a "but" — 0 when it has none. A yes word is no preface.
func prefaceEnd(toks []tok) (k int, acked bool) {
	for k < len(toks) {
		if n := stillHereAt(toks, k); n > 0 {
			k += n
			continue
		}
		if n := apologyAt(toks, k); n > 0 {
			k += n
			continue
		}
		w := toks[k].norm
		if k > 0 && toks[k].in(hsDeclineButs) && toks[k-1].in(hsAckWords) {
			return 0, false // "ok mais plus tard", "ok but not now": a yes, then a but
		}
		if toks[k].in(hsAckWords) {
			acked = true
		}
		if toks[k].in(hsPrefaceWords) || w == "accord" && k > 0 && toks[k-1].norm == "d" ||
			w == "d" && k+1 < len(toks) && toks[k+1].norm == "accord" ||
			w == "en" && k+1 < len(toks) && toks[k+1].norm == "fait" || w == "fait" && k > 0 && toks[k-1].norm == "en" {
			k++
			continue
		}
		if n := thoughtAt(toks, k); n > 0 {
			k += n
			continue
		}
		break
	}
	return k, acked
}

// prefaceWords: greetings, acknowledgements, corrections and the joints
// that open what follows ("bonsoir", "hey again", "ok", "bon", "fine",
// "actually", "finalement", "mais", "لكن").
var prefaceWords = normSet("hey", "hi", "hello", "again", "bonjour", "bonsoir", "rebonsoir", "rebonjour", "salut", "re",
	"صباح", "مساء", "الخير", "النور", "مرحبا", "مجددا", "ok", "okay", "okey", "oki", "bon", "fine", "alright", "well",
	"actually", "finalement", "finalment", "mais", "but", "and", "et", "so", "donc", "لكن", "ولكن", "لكنني", "ولكنني")

// ackWords: an acknowledgement a but may follow ("ok mais …").
var ackWords = normSet("ok", "okay", "okey", "oki", "bon", "fine", "alright", "accord", "well")

// stillHereAt reads "I'm (still) here", "je suis là", "ما زلت هنا" at
// toks[i]: how many words.
func stillHereAt(toks []tok, i int) int {
	j := i
	for j < len(toks) && j < i+3 && toks[j].in(hsPresenceWords) {
		j++
	}
	if j == i || j >= len(toks) || !stillHereWordsNum.has(toks[j].nid, toks[j].norm) {
		return 0
	}
	return j + 1 - i
}

var (
	presenceWords = normSet("je", "suis", "toujours", "encore", "i", "im", "i'm", "am", "still", "ما", "زلت", "مازلت",
		"لازلت", "أنا", "انا")
	stillHereWords = normSet("la", "là", "here", "هنا")
)

// apologyAt reads an apology at toks[i], with what it is for when that
// is the wait or the silence ("sorry for the delay", "excusez-moi pour le
// silence", "آسفة على التأخير"): how many words.
func apologyAt(toks []tok, i int) int {
	if !toks[i].in(hsApologies|hsSorryWords) && !toks[i].keyIn(hsApologies) {
		return 0
	}
	j := i + 1
	if j < len(toks) && (toks[j].norm == "moi" || toks[j].norm == "me") && !clauseStart(&toks[j]) {
		j++ // "excusez-moi"
	}
	e := j
	for e < len(toks) && e < j+4 && !clauseStart(&toks[e]) && waitFillersNum.has(toks[e].nid, toks[e].norm) {
		e++
	}
	if e < len(toks) && !clauseStart(&toks[e]) && waitNounsNum.has(toks[e].nid, toks[e].norm) {
		return e + 1 - i
	}
	return j - i
}

var (
	sorryWords  = normSet("آسفة", "آسف", "أعتذر", "اعتذر", "نعتذر", "excusez", "excuse")
	waitFillers = normSet("for", "the", "my", "pour", "le", "la", "mon", "ce", "du", "على", "عن")
	waitNouns   = normSet("delay", "late", "wait", "silence", "retard", "attente", "التأخير", "التأخر", "التاخير", "التاخر",
		"الانتظار", "reply", "replying")
)

// thoughtAt reads "after thinking (it over)", "après réflexion", "i
// thought about it (and)", "بعد التفكير" at toks[i]: how many words.
func thoughtAt(toks []tok, i int) int {
	w := toks[i].norm
	switch {
	case (w == "apres" || w == "après" || w == "after" || w == "بعد") && i+1 < len(toks) && reflectWordsNum.has(toks[i+1].nid, toks[i+1].norm):
		n := 2
		for i+n < len(toks) && n < 5 && !clauseStart(&toks[i+n]) && reflectTailNum.has(toks[i+n].nid, toks[i+n].norm) {
			n++
		}
		return n
	case w == "i" && i+1 < len(toks) && (toks[i+1].norm == "thought" || toks[i+1].norm == "thougt"):
		n := 2
		for i+n < len(toks) && n < 6 && !clauseStart(&toks[i+n]) && reflectTailNum.has(toks[i+n].nid, toks[i+n].norm) {
			n++
		}
		return n
	}
	return 0
}

var (
	reflectWords = normSet("reflexion", "réflexion", "thinking", "التفكير", "تفكير", "all")
	reflectTail  = normSet("it", "about", "over", "and", "et", "فيها", "فيه")
)

// decidedAgainst reports a message that is a decision against: "i
// decided not to buy it", "j'ai décidé de ne pas la prendre", "قررت عدم
// الشراء", "قررت ألا آخذه", with only its object and thanks after it.
func decidedAgainst(toks []tok) bool {
	i := 0
	for i < len(toks) && i < 3 && toks[i].in(hsDecideOpeners) {
		i++
	}
	if i >= len(toks) || !decidedWordsNum.has(toks[i].nid, toks[i].norm) {
		return false
	}
	j := i + 1
	for j < len(toks) && j < i+3 && (toks[j].norm == "de" || toks[j].norm == "to") {
		j++
	}
	if j >= len(toks) || !decidedNotWordsNum.has(toks[j].nid, toks[j].norm) {
		return false
	}
	for k := j + 1; k < len(toks); k++ {
		t := &toks[k]
		if clauseStart(t) && !thanksWordsNum.has(t.nid, t.norm) {
			return false
		}
		if t.asked || wantish(t) {
			return false
		}
	}
	return true
}

var (
	decideOpeners   = normSet("i", "i've", "ive", "have", "j'ai", "jai", "ai", "je", "لقد", "قد", "we", "we've")
	decidedWords    = normSet("decided", "décidé", "decide", "قررت", "قررنا")
	decidedNotWords = normSet("not", "against", "ne", "عدم", "ألا", "الا", "ان", "أن")
	thanksWords     = normSet("thanks", "thank", "merci", "شكرا", "شكراً")
)

// laterOnly reports a message of a later alone: words of time to come
// ("later", "plus tard", "next month", "la semaine prochaine", "une
// autre fois", "لاحقا", "في وقت آخر"), or a not now ("pas ce mois-ci"),
// with only maybe, thanks, God willing and a no beside them. A want, a
// verb, a yes or a wait makes it something else.
func laterOnly(toks []tok, question bool) bool {
	if question || len(toks) == 0 || len(toks) > 10 {
		return false
	}
	later, notNow := false, false
	for i := range toks {
		w, wID := toks[i].norm, toks[i].nid
		switch {
		case laterCoreNum.has(wID, w) && (!timeMatesNum.has(wID, w) || i > 0 && laterNounsNum.has(toks[i-1].nid, toks[i-1].norm) || i+1 < len(toks) && laterNounsNum.has(toks[i+1].nid, toks[i+1].norm)):
			later = true
		case nowProperNum.has(wID, w) && nowPlain(toks, i):
			return false // "pas plus tard, maintenant": not later, now (round 24k)
		case notNowWordsNum.has(wID, w) && i > 0 && laterNegatorsNum.has(toks[i-1].nid, toks[i-1].norm):
			notNow = true
		case notNowWordsNum.has(wID, w) || laterNounsNum.has(wID, w) || laterNegatorsNum.has(wID, w) || laterFillNum.has(wID, w):
		case w == "a" && i+1 < len(toks) && kinAddressNum.has(toks[i+1].nid, toks[i+1].norm):
			// "prochaine fois a khouya": "a" calls whom it is said to (round 25b)
		default:
			return false
		}
	}
	return later || notNow
}

var (
	laterCore = normSet("later", "tard", "لاحقا", "لاحقاً", "prochain", "prochaine", "next", "القادم", "القادمة", "المقبل", "المقبلة", "another", "autre", "آخر", "اخر", "أخرى", "اخرى",
		// (round 25b) "some other day", "nhar akhor", "mra khra", "المرة الجاية"
		"other", "akhor", "akhur", "khra", "okhra", "جاية", "الجاية", "جايه", "الجايه", "خرى", "خرا", "الجاي", "جاي", "jay", "jaya")
	// timeMates: "next", "another", "autre" are a later only beside a
	// time ("next month", "une autre fois"); alone they ask for others
	timeMates = normSet("prochain", "prochaine", "next", "القادم", "القادمة", "المقبل", "المقبلة", "another", "autre", "آخر", "اخر", "أخرى", "اخرى",
		"other", "akhor", "akhur", "khra", "okhra", "جاية", "الجاية", "جايه", "الجايه", "خرى", "خرا", "الجاي", "جاي", "jay", "jaya")
	laterNouns = normSet("time", "fois", "day", "jour", "week", "semaine", "month", "mois", "وقت", "مرة", "الشهر", "الأسبوع", "الاسبوع", "يوم",
		// (round 25b) the Darija day and time, an occasion
		"nhar", "نهار", "mra", "mara", "merra", "lmerra", "lmra", "المرة", "المره", "لمرة", "لمره", "مره", "فرصة", "فرصه",
		"مناسبة", "مناسبه", "occasion", "chance")
	notNowWords = normSet("now", "maintenant", "الآن", "الان", "today", "aujourd", "hui", "aujourdhui", "ce", "this",
		"اليوم", "lyoum", "lyouma", "lyoma", "cette", "had", "هاد", "هذه", "daba", "دابا", "linstant", "instant") // (round 25b)
	laterNegators = normSet("not", "pas", "ليس", "no", "non", "لا", "nope", "nah", "machi", "mashi", "ماشي")
	laterFill     = normSet("maybe", "perhaps", "peut", "etre", "être", "peutetre", "ربما", "plus", "la", "le", "une", "un", "the",
		"in", "في", "ci", "right", "thanks", "thank", "you", "merci", "شكرا", "inchallah", "inshallah", "nchallah", "إن", "ان",
		"شاء", "الله", "pour", "for", "fin", "end", "of", "du", "de", "tout", "suite", "just",
		// (round 25b) "some other day", "a khoya", "بإذن الله", "لعل ذلك يكون"
		"some", "khoya", "khouya", "khti", "sahbi", "خويا", "ختي", "بإذن", "باذن", "لعل", "لعلّ", "ذلك", "يكون")
)

// kinAddress: whom "a" calls ("a khoya", "a khti", "a sahbi").
var kinAddress = normSet("khoya", "khouya", "khti", "sahbi")

// declinedLater reports a person declined after something else was said
// first ("all good I managed, no need for an agent", "merci mais pas
// besoin d'un conseiller"): a clause, or what follows a but, opened by a
// decline (declineOpening).
func declinedLater(toks []tok) bool {
	for i := 1; i < len(toks); i++ {
		if !clauseStart(&toks[i]) && !toks[i-1].in(hsDeclineButs) {
			continue
		}
		if declineOpening(toks[i:]) {
			return true
		}
	}
	return false
}

var declineButs = normSet("mais", "but", "لكن")

// correctedNon reports "en fait non", "finalement non" closing toks: the
// no said after a correction, not a tag question.
func correctedNon(toks []tok) bool {
	n := len(toks)
	if n < 2 || toks[n-1].norm != "non" {
		return false
	}
	p := toks[n-2].norm
	return p == "finalement" || p == "finalment" || p == "fait" && n >= 3 && toks[n-3].norm == "en"
}
