package i18n

// Round 28e: answers read as a no that are none, read by shape. Each is
// asked after everything else (reconsider), only where the reading
// reached is a no:
//   - a no, then an either-or question of the one shown ("la, had
//     sandala dyal rjal wla dyal nsa?"): the no opens a question of what
//     the shown one is, not another asked for; the question, no no (the
//     corpus: "non, il est fait main ou pas ?" asks; the 26 noes of "no,
//     …?" ask another colour, size or thing, with no "or");
//   - leave it, then until a time or a near time named ("khalliha 7ta
//     lghedda", "خليها حتى الويكاند", "khelliha mn b3d l3id"): a wait (the
//     corpus: "khalli…" with "till" 40 waits); "khliha" alone or "khliha
//     lmra jaya" (next time) stays a no;
//   - not this one, then the one by it ("pas celle-là, li 7daha"): a pick
//     by place, as round 27e reads it after a no;
//   - a no itself negated ("not a no", "ce n'est pas un non", "ماشي
//     لا"): asked again;
//   - "it's just that…" and the reason left unsaid ("non c'est juste
//     que... laissez"): hesitant, asked again;
//   - a feeling told of oneself ("I'm too stressed for the engagement
//     party"): no answer, asked again (the corpus: "i'm tired, this is
//     taking forever" asks again); "the pattern is too busy" stays a no.
func (x *Understander) round28eReading(a *analysis, u *Understanding) bool {
	toks := a.toks
	if x.open || len(toks) < 2 || len(toks) > 20 || u.answer() != DecisionNo {
		return false
	}
	switch {
	case a.question && noThenEitherOr(toks):
		*u = u.cleared()
		u.Decision = DecisionNone
		*u = u.with(IntentProductQuestion, 0.6)
		return true
	case !a.question && leaveTillTime(toks):
		*u = holdOf(*u)
		return true
	case !a.question && notThisThenPlaced(toks):
		*u = u.cleared()
		u.Decision = DecisionNone
		*u = u.with(IntentSelect, 0.6)
		return true
	case noNegated(toks) || reasonTrailsOff(toks) || feelingTold(toks):
		*u = u.cleared()
		u.Decision = DecisionNone
		*u = u.with(IntentUnknown, 0.3)
		return true
	}
	return false
}

var (
	// thisWords28 name the one shown: what an either-or after a no asks
	// about.
	thisWords28 = tokSet("had", "hadi", "hada", "هاد", "هادي", "هادا", "هذه", "هذا", "this", "it", "ce", "cette", "cet", "il", "elle", "c", "cest")
	// haveWords28 ask whether the shop has one: another asked for, the no
	// stands ("la, kayna f lk7el wla lbyed?").
	haveWords28 = tokSet("kayna", "kayn", "kaynin", "kayen", "كاينة", "كاين", "3ndkom", "3andkom", "عندكم", "3ndk", "عندك", "avez", "have", "has",
		"existe", "يوجد", "bghit", "بغيت", "wrini", "وريني")
)

// noThenEitherOr reports an opening no, a clause break, then a question
// of the one shown between two things said ("X wla Y", "X ou Y"): the no
// opens the question. Another asked for, a want or a negation after the
// no keeps it a no.
func noThenEitherOr(toks []tok) bool {
	s := noLead27(toks)
	if s == 0 || s >= len(toks)-2 || !clauseStart(&toks[s]) {
		return false
	}
	this, or := false, false
	for i := s; i < len(toks); i++ {
		t := &toks[i]
		switch {
		case i == len(toks)-1 && bareNos.has(t.norm) && or:
			// "… wla la?": the question's "or not"
		case t.neg || negationShaped(t.norm) || negators.has(t.norm) || wantish(t) || haveWords28Num.has(t.nid, t.norm) || otherWords26Num.has(t.nid, t.norm):
			return false
		case i <= s+1 && (thisWords28Num.has(t.nid, t.norm) || t.shop || arabicDefinite27(t.norm)):
			// the one shown, or the thing named ("البلغة …", "sandala …";
			// round 28f)
			this = true
		case or27Num.has(t.nid, t.norm) && i > s+1 && i < len(toks)-1 || or27Num.has(t.nid, t.norm) && i == len(toks)-1:
			or = true
		}
	}
	return this && or && !dearIn27(toks)
}

var (
	// leaveWords28 are "leave it" said of the thing shown.
	leaveWords28 = tokSet("khalliha", "khelliha", "khlliha", "khliha", "khaliha", "kheliha", "khallih", "khellih", "khllih", "khalih", "khlih",
		"خليها", "خليه", "خلّيها", "خلّيه")
	// tillWords28 open the time it is left for.
	tillWords28 = tokSet("7ta", "hta", "ta", "tal", "حتى", "تال", "until", "till", "jusqu", "jusqua", "jusque")
	// nearTimes28 name a near time: tomorrow, tonight, the weekend, a
	// feast, a day.
	nearTimes28 = tokSet("ghda", "ghedda", "lghda", "lghedda", "ghadda", "lghadda", "غدا", "لغدا", "الغدا", "الغد", "tomorrow", "demain",
		"weekend", "wikand", "wiken", "lwikend", "lwikand", "الويكاند", "الويكند", "l3id", "el3id", "3id", "العيد", "l3chiya", "l3chia", "العشية",
		"lil", "lyl", "الليل", "tonight", "soir", "sbt", "ssbt", "السبت", "l7ed", "الحد", "jem3a", "ljem3a", "الجمعة", "salaire", "lkhlas", "الشهرية")
	// leaveFiller28 may stand between "leave it" and its time.
	leaveFiller28 = tokSet("l", "li", "lia", "lya", "3ndk", "3ndek", "3la", "mn", "b3d", "ba3d", "من", "بعد", "ليا", "عندك", "apres", "après",
		"after", "for", "pour", "a", "khoya", "khti")
	// nextTime28 is "next time": a no put off, not a wait.
	nextTime28 = tokSet("lmra", "lmera", "lmerra", "mra", "mera", "mara", "marra", "lmrra", "mrra", "المرة", "مرة", "لمرة", "next", "prochaine",
		"autre", "akhor", "khra", "jaya", "jay", "الجاية", "الجاي")
)

// leaveTillTime reports "leave it" then until something or a near time
// named ("khalliha 7ta lghedda", "khalliha l ghedda", "khelliha mn b3d
// l3id"): the thing kept for then, a wait. No no, negation or want said
// anywhere, and no "next time".
func leaveTillTime(toks []tok) bool {
	at := -1
	for i := range toks {
		t := &toks[i]
		if nextTime28Num.has(t.nid, t.norm) || bareNos.has(t.norm) || t.neg || negationShaped(t.norm) || wantish(t) {
			return false
		}
		if at < 0 && leaveWords28Num.has(t.nid, t.norm) {
			at = i
		}
	}
	if at < 0 {
		return false
	}
	for j := at + 1; j < len(toks) && j <= at+4; j++ {
		w, wID := toks[j].norm, toks[j].nid
		switch {
		case tillWords28Num.has(wID, w):
			return j+1 < len(toks)
		case nearTimes28Num.has(wID, w):
			return true
		case leaveFiller28Num.has(wID, w):
		default:
			return false
		}
	}
	return false
}

var (
	// notThis28 says "not" of the one shown.
	notThis28 = tokSet("pas", "not", "machi", "mashi", "mchi", "ماشي", "مشي", "ليس")
	// thisOne28 names the one shown after that "not".
	thisOne28 = tokSet("cele", "celle", "celui", "la", "ci", "this", "one", "that", "hadi", "hada", "هادي", "هادا", "هذه", "هذا")
)

// notThisThenPlaced reports "not this one", a clause break, then one
// named by where it lies ("pas celle-là, li 7daha", "machi hadi, lli
// 7daha"): round 27e's pick by place without the opening no.
func notThisThenPlaced(toks []tok) bool {
	if !notThis28Num.has(toks[0].nid, toks[0].norm) {
		return false
	}
	s := 1
	for s < len(toks) && s <= 3 && thisOne28Num.has(toks[s].nid, toks[s].norm) && !clauseStart(&toks[s]) {
		s++
	}
	if s == 1 || s >= len(toks)-1 || !clauseStart(&toks[s]) {
		return false
	}
	return placedFrom(toks, s)
}

var (
	// noNot28 negate what follows.
	noNot28 = tokSet("not", "pas", "machi", "mashi", "mchi", "ماشي", "مشي", "ليس")
	// noArticle28 may stand between the negation and the no.
	noArticle28 = tokSet("a", "an", "un", "une")
	// noWords28 are the no negated; "la" only after a Darija negation
	// ("pas la peine" keeps its article).
	noWords28 = tokSet("no", "non", "لا")
)

// noNegated reports a no itself negated, closing the message or its
// clause ("not a no", "ce n'est pas un non", "ماشي لا"): nothing is
// refused. No other no said.
func noNegated(toks []tok) bool {
	found := false
	for i := 1; i < len(toks); i++ {
		w, wID := toks[i].norm, toks[i].nid
		if !noWords28Num.has(wID, w) && !(w == "la" && (toks[i-1].norm == "machi" || toks[i-1].norm == "mashi")) {
			continue
		}
		if i+1 < len(toks) && !clauseStart(&toks[i+1]) {
			return false
		}
		k := i - 1
		if noArticle28Num.has(toks[k].nid, toks[k].norm) && k > 0 {
			k--
		}
		if !noNot28Num.has(toks[k].nid, toks[k].norm) {
			return false
		}
		found = true
	}
	if !found {
		return false
	}
	for i := range toks {
		if wantish(&toks[i]) {
			return false
		}
	}
	return !bareNos.has(toks[0].norm) || len(toks) <= 3
}

// justThat28 opens the reason: "it's just that…".
var justThat28 = tokenPhrases("juste que", "just that", "simplement que", "seulement que")

// dropped28 break a sentence off: "never mind", "leave it", "anyway".
var dropped28 = tokSet("laissez", "laisse", "laise", "bref", "enfin", "oublie", "oubliez", "tomber", "rien", "nvm", "nevermind", "whatever",
	"anyway", "khlas", "safi")

// reasonTrailsOff reports "it's just that" with nothing after it, or
// broken off by a word that drops it ("non c'est juste que... laissez",
// "just that… anyway"): the reason left unsaid, hesitant. A reason said
// ("juste que c'est trop cher") stays the no.
func reasonTrailsOff(toks []tok) bool {
	for i := range toks {
		n := justThat28.at(toks, i)
		if n == 0 {
			continue
		}
		for e := i + n; e < len(toks); e++ {
			if !dropped28Num.has(toks[e].nid, toks[e].norm) {
				return false
			}
		}
		return true
	}
	return false
}

var (
	// iAm28 open something told of oneself.
	iAm28 = tokenPhrases("i'm", "im", "i am", "je suis", "jsuis", "chui", "ana")
	// quite28 may stand before the feeling.
	quite28 = tokSet("too", "so", "very", "really", "trop", "tres", "très", "tellement", "vraiment", "bzaf", "bezaf")
	// feelings28 are feelings of the one who writes.
	feelings28 = tokSet("stressed", "nervous", "anxious", "tired", "exhausted", "excited", "worried", "overwhelmed", "stressee", "stressée",
		"stresse", "stressé", "fatigue", "fatigué", "fatiguee", "fatiguée", "angoissee", "angoissée", "angoisse", "mstressi", "mstressya",
		"mstresya", "m9l9", "m9l9a", "m9elle9", "m9ell9a", "عيان", "عيانة", "مقلق", "مقلقة", "متوتر", "متوترة", "mfchel", "mfchla")
)

// feelingTold reports a message opening on a feeling told of oneself
// ("I'm too stressed for the party", "je suis trop stressée"): no answer
// to the one shown. No no, negation or want said.
func feelingTold(toks []tok) bool {
	n := iAm28.at(toks, 0)
	if n == 0 {
		return false
	}
	i := n
	if i < len(toks) && quite28Num.has(toks[i].nid, toks[i].norm) {
		i++
	}
	if i >= len(toks) || !feelings28Num.has(toks[i].nid, toks[i].norm) {
		return false
	}
	for k := range toks {
		t := &toks[k]
		if k > 0 && frenchPrepositions28Num.has(toks[k-1].nid, toks[k-1].norm) && t.norm == "la" {
			continue
		}
		if bareNos.has(t.norm) || t.neg || negationShaped(t.norm) || negators.has(t.norm) || wantish(t) {
			// (the article after a French preposition, "pour la
			// khotba", is no no: round 28f)
			return false
		}
	}
	return true
}

// frenchPrepositions28 stand before the article "la", which is no "la"
// (no) then.
var frenchPrepositions28 = tokSet("pour", "de", "a", "à", "dans", "sur", "avec", "par", "chez", "vers")
