package i18n

// Round 35r: readings the retrain on heldout32, tuning32 and tuning33
// moved, read back by shape (the corpus counts are of every set seen,
// heldout33 never looked at). The model moved readings the rules used to
// take from it (byRules asks the classifier for some of its readings), so
// the readers below look at the words only, never the model:
//   - "put me <a count>" ("7ot liya tlata", "dir liya jouj mnha 3afak"),
//     read as a pick: a yes, so many of the thing shown put in (the
//     corpus: 9 of the 10 lines of a put verb, "liya" and a count are a
//     yes; the tenth names two colours after it, "wa7da zr9a w wa7da
//     khdra", and is left: only the count, "of them" and please may
//     follow);
//   - "no, not this one, the other one" read as nothing: the other card
//     picked, as round 25f reads it when the rules read the no (the
//     corpus: "la machi hadi, lokhra li 9bel", "la, machi hadi, lokhra li
//     7daha", 2 of 2 a pick with no answer; the retrain's rules read no
//     no there, so 25f was not asked);
//   - a bare no, then "not for me, it's a gift" ("no it's not for me
//     it's a gift", "non c'est pas pour moi c'est un cadeau"), read as a
//     no: asked again, whom the thing is for told, not a refusal (the
//     corpus: 2 of 2 unknown, no answer);
//   - a bare no taken back ("finally", "actually"), then only a verb of
//     putting in ("non, finalement ajoutez-la", "no, actually add it"),
//     read as no answer (the rules' no and yes both said): a yes, as the
//     model read it before the retrain (round 21f's test; the corpus: of
//     the 438 lines opening on a no whose last clause is only an
//     un-negated verb of putting in, 431 are a yes; the word taken back
//     leaves out the "la" of "la dernière, zidha");
//   - a bare no, then "I decided to take it" ("no wait, i decided to take
//     it"), read as a yes by round 33r's "decided to take": asked again.
//     The no and the yes both said, with no yes word turning the no
//     back, are no answer (round 32r's hard negative; the corpus has no
//     such line, and round 33r's three yeses open on no no).
func (x *Understander) round35rReading(a *analysis, u *Understanding) bool {
	toks := a.toks
	if x.open || len(toks) < 3 || len(toks) > 12 {
		return false
	}
	switch u.Decision {
	case DecisionYes:
		if bareNo(&toks[0]) && decidedToTake33r(toks) {
			*u = asked(*u)
			return true
		}
	case DecisionNo:
		if bareNo(&toks[0]) && notForMeGift35r(toks[1:]) {
			*u = noAnswerAs(*u, IntentUnknown, 0.3)
			return true
		}
	case DecisionNone, DecisionAmbiguous:
		if bareNo(&toks[0]) && noTakenBackPut35r(toks[1:]) {
			*u = yesAnswer(*u)
			return true
		}
		if u.Decision == DecisionAmbiguous {
			return false
		}
		switch u.Intent {
		case IntentSelect, IntentUnknown:
			if !a.question && putMeCount35r(toks) {
				*u = yesAnswer(*u)
				return true
			}
		}
		if (u.Intent == IntentUnknown || u.Intent == IntentShowMore) && !a.question && notThisTheOther(toks) {
			*u = noAnswerAs(*u, IntentSelect, 0.6)
			return true
		}
	}
	return false
}

var (
	// putMe35r: "put", "add", "make" as Darija says it to the seller,
	// then "for me"
	putMe35r    = tokSet("7ot", "7et", "7ott", "7ett", "dir", "zid")
	forMe35r    = tokSet("liya", "lia", "lya", "li")
	count35r    = tokSet("wa7da", "jouj", "jooj", "zouj", "tlata", "tlta", "reb3a", "rb3a", "khamsa", "2", "3", "4", "5", "6")
	countEnd35r = tokSet("mnha", "mnhom", "mnhoum", "menha", "3afak", "3fak", "afak", "please", "pls", "svp", "عافاك")
)

// putMeCount35r reports a message that is only "put me <a count>" ("7ot
// liya tlata", "dir liya 4 mnhom 3afak"): so many of the thing shown
// asked to be put in. What the count is of, said after it ("wa7da zr9a
// w wa7da khdra"), is no part of the shape: the corpus reads that one
// unknown.
func putMeCount35r(toks []tok) bool {
	if len(toks) < 3 || len(toks) > 5 || !putMe35r[toks[0].norm] || !forMe35r[toks[1].norm] || !count35r[toks[2].norm] {
		return false
	}
	for i := 3; i < len(toks); i++ {
		if !countEnd35r[toks[i].norm] {
			return false
		}
	}
	return true
}

var (
	// notFor35r: the negation of "not for me"
	notFor35r = tokSet("not", "pas", "machi", "mashi", "ماشي")
	// forWord35r, me35r: "for me"
	forWord35r = tokSet("for", "pour", "l", "ل")
	me35r      = tokSet("me", "moi", "ya", "liya", "lia", "ليا")
	// gift35r: a gift, what the thing is instead
	gift35r = tokSet("gift", "present", "cadeau", "hdiya", "hadiya", "هدية", "kado")
)

// notForMeGift35r reports "it's not for me, it's a gift" (what follows
// the no): "not for me" said, then a gift named after it.
func notForMeGift35r(toks []tok) bool {
	for i := 0; i+2 < len(toks); i++ {
		if notFor35r[toks[i].norm] && forWord35r[toks[i+1].norm] && me35r[toks[i+2].norm] {
			for j := i + 3; j < len(toks); j++ {
				if gift35r[toks[j].norm] {
					return true
				}
			}
			return false
		}
	}
	return false
}

// backWords35r take the no before them back: "finally", "actually"
var backWords35r = tokSet("finalement", "finallement", "actually", "finally", "enfait", "akhiran", "أخيرا")

// noTakenBackPut35r reports what follows a bare no when it is a word
// taking the no back, then only an un-negated verb of putting in and its
// fillers ("finalement ajoutez-la", "actually, add it").
func noTakenBackPut35r(toks []tok) bool {
	if len(toks) < 2 || !backWords35r[toks[0].norm] || !putVerb32(&toks[1]) || toks[1].neg || negationShaped(toks[1].norm) {
		return false
	}
	for i := 2; i < len(toks); i++ {
		if toks[i].asked || !toks[i].emoji && !putFillers32Num.has(toks[i].nid, toks[i].norm) {
			return false
		}
	}
	return true
}
