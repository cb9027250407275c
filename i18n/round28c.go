package i18n

// Round 28c: readings the retrain on heldout25 and tuning27 moved, read
// by shape. Each is asked after everything else (reconsider), with the
// rules' own reading beside the one reached:
//   - a wish to know whether something is so ("أريد أن أعرف هل أنت
//     إنسان", "je veux savoir si…") asks; it is no wait, whatever the
//     classifier reads;
//   - "ok thanks, I'll look with my mother" read as a weak search: the
//     look with someone round 25d reads as a wait;
//   - a pick by position the rules saw ("jveux la 4e, la verte") and the
//     classifier then read as nothing: the pick;
//   - only what it should have, asked ("avec des manches courtes ?"): a
//     refinement of the one shown;
//   - kept aside, then a visit to collect it ("laissez-le de côté, je
//     viendrai le prendre") read as a pick: the wait round 24j reads
//     (the corpus: 14 waits; the 16 yeses say yes first or put it aside
//     in the basket, with no visit).
func (x *Understander) round28cReading(a *analysis, rules, u *Understanding) bool {
	toks := a.toks
	if x.open || len(toks) < 2 || len(toks) > 30 {
		return false
	}
	switch {
	case (u.Intent == IntentHold || u.Decision == DecisionHold) && rules.Intent != IntentHold && rules.Decision == DecisionNone && wantToKnow(toks):
		*u = *rules
		return true
	case !a.question && u.Intent == IntentProductSearch && u.Confidence < weakSearch && u.Decision == DecisionNone && ackThenWait(toks):
		*u = holdOf(*u)
		return true
	case !a.question && u.Intent == IntentUnknown && rules.Intent == IntentProductSearch && u.Decision == DecisionNone:
		if n := pickClosing(toks); n > 0 {
			*u = u.cleared()
			u.Ordinal = n
			*u = u.with(IntentSelect, 0.7)
			return true
		}
	case a.question && u.Intent == IntentUnknown && rules.Intent == IntentUnknown && u.Decision == DecisionNone && x.withOnly(toks):
		if q, t := x.searchOf(toks); q != "" {
			u.Query, u.Terms = q, t
			*u = u.with(IntentRefine, 0.7)
			return true
		}
	case !a.question && u.Intent == IntentSelect && rules.Decision == DecisionNone && asideThenCome(toks):
		*u = holdOf(*u)
		return true
	}
	return false
}

// pickClosing is the position a word names where it closes the message
// or its clause ("jveux la 4e, la verte"), 0 for none: "the first time
// i ordered" names no pick.
func pickClosing(toks []tok) int {
	for i := range toks {
		if i+1 < len(toks) && !clauseStart(&toks[i+1]) {
			continue
		}
		if n, ri, ok := roleWords.match(toks, i, i+1); ok && n == 1 && ri.roles&rOrdinal != 0 && ri.ord > 0 && !toks[i].neg {
			return ri.ord
		}
	}
	return 0
}

// wantToKnowPhrases open a wish to know: what follows is asked.
var wantToKnowPhrases = tokenPhrases("i want to know", "i wanna know", "i would like to know", "je veux savoir", "je voudrais savoir",
	"bghit n3ref", "bghit n3raf", "bghit na3ref", "أريد أن أعرف", "اريد ان اعرف", "بغيت نعرف", "أود أن أعرف", "اود ان اعرف")

// wantToKnow reports a wish to know opening the message or a clause.
func wantToKnow(toks []tok) bool {
	for i := range toks {
		if (i == 0 || clauseStart(&toks[i])) && wantToKnowPhrases.at(toks, i) > 0 {
			return true
		}
	}
	return false
}

// withWords open what a thing should have: "avec", "with", "b".
var withWords28 = normSet("avec", "with", "b", "bi", "m3a", "بـ", "مع")

// filler words between "with" and what it has.
var withFiller = normSet("des", "de", "du", "la", "le", "les", "l", "a", "an", "the", "some", "chi")

// withOnly reports a message that is only "with" and what the thing
// should have: words the shop describes its things with (materials,
// styles, the catalog's own words) or colours and sizes.
func (x *Understander) withOnly(toks []tok) bool {
	if !withWords28Num.has(toks[0].nid, toks[0].norm) {
		return false
	}
	described, thing := 0, false
	for i := 1; i < len(toks); i++ {
		w, wID := toks[i].norm, toks[i].nid
		switch {
		case withFillerNum.has(wID, w):
		case x.isModifier(w):
			described++
		case x.isProduct(w) && !thing:
			// one word of a thing's name ("manches" of "robe manches
			// longues"), with what describes it ("courtes")
			thing = true
			described++
		default:
			if _, ok := slotWords.singleTok(&toks[i]); ok {
				described++
				continue
			}
			if thing && i == len(toks)-1 {
				described++ // the word that says how: "courtes", "short"
				continue
			}
			return false
		}
	}
	return described > 0
}

// thanCompared reports a comparison said of two things ("my sister's room
// is smaller than mine", "plus petite que la mienne"): a statement, never
// a guessed answer.
func thanCompared(toks []tok) bool {
	for i := range toks {
		switch toks[i].norm {
		case "than":
			return i > 0
		case "que":
			for k := max(0, i-3); k < i; k++ {
				if toks[k].norm == "plus" || toks[k].norm == "moins" {
					return true
				}
			}
		}
	}
	return false
}

// orderWords28 name an order already placed: a message about it is
// about that order, never a guessed answer to the one shown.
var orderWords28 = normSet("commande", "lcommande", "order", "colis", "lcolis", "الطلبية", "الكوموند", "طلبيتي", "talabiya")

// orderTold reports an order named in the message.
func orderTold(toks []tok) bool {
	for i := range toks {
		if orderWords28Num.has(toks[i].nid, toks[i].norm) {
			return true
		}
	}
	return false
}
