package i18n

import "strings"

// Round 26f: clauses that read as a no (or a hold) and are none, found
// by the other helpers of round 26. Each is a clause of its own kind:
//
//   - a look or a buy elsewhere, negated: "i won't look elsewhere", "je
//     vais pas chercher ailleurs", "ma ghadich nqelleb f blasa khra",
//     "لن أبحث في مكان آخر": the shopper stays;
//   - someone else who will look elsewhere ("my sister will look
//     elsewhere") or who bought one, not for the shopper and not as a
//     reason ("my sister bought one last week": the corpus reads it
//     unclear, while "my sister already bought me one" is a no);
//   - a time that won't be long ("that won't take long", "ça prendra pas
//     longtemps", "ma ghadich ttwel", "لن يستغرق وقتا طويلا");
//   - a negated forget ("and don't forget to call me", "w ma tnsawch
//     tsifto lia l code", "et n'oubliez pas le reçu"): a request beside
//     the answer, never a refusal.
//
// The clause is taken out and the rest of the message is read alone: a
// yes there with its verb of putting in is the yes (not in a question;
// after a negated forget a bare yes is enough, as the corpus reads "oui,
// et n'oubliez pas le reçu"), a no stays the no, a wait is the wait,
// anything else is asked again. A clause alone is asked again (a negated forget
// alone keeps its reading: "ma tnsach tsiftha" is the corpus's yes).

// round26fReading reads u again without the clause that is no answer.
func (x *Understander) round26fReading(a *analysis, u *Understanding) bool {
	toks := a.toks
	if len(toks) < 2 || len(toks) > 30 {
		return false
	}
	d := u.answer()
	if d == DecisionYes || !a.may(cueR26f) {
		return false // (no cue word: cues below would be 0)
	}
	var cues uint8
	for i := range toks {
		cues |= r26fCues[toks[i].norm]
	}
	if cues == 0 {
		return false
	}
	b, e, kind := r26fNeutralClause(toks, cues)
	if e == 0 {
		return false
	}
	if _, c, ok := decision1(toks, b); d == DecisionNo && kind != r26fForgetCue && ok && c == dNo && (kind != r26fCalmCue || toks[b].norm != "no") {
		return false // "no i won't look elsewhere": a no said first, unparted
	}
	if r26fEmptyRest(toks, b, e) {
		if kind == r26fForgetCue || d == DecisionNone || d == DecisionAmbiguous {
			return false
		}
		*u = r26fAsked(*u)
		return true
	}
	r := x.Understand(rebuilt(toks, b, e, ""))
	switch r.answer() {
	case DecisionYes:
		if a.question || kind != r26fForgetCue && !yesVerbIn(toks[:b]) && !yesVerbIn(toks[e:]) {
			break // "wakha, ma ghadich nqelleb f blasa khra": a bare ok beside it is no put-in
		}
		*u = yesAnswer(*u)
		return true
	case DecisionNo:
		return false
	case DecisionHold:
		if d == DecisionHold {
			return false // "no rush, i'll think about it": the wait
		}
		u.Decision = DecisionHold
		u.Query, u.Terms, u.Ordinal = "", nil, 0
		*u = u.with(IntentHold, 0.7)
		return true // the rest's wait
	}
	if d == DecisionNo && (r26fNoWordIn(toks[:b]) || r26fNoWordIn(toks[e:])) {
		return false // "non, je vais pas chercher ailleurs, je prends rien": the no is the rest's
	}
	if d == DecisionHold && r.Intent == IntentHold {
		return false // "yes and don't forget, i'm asking my wife first": the rest's wait, read as its intent
	}
	if d == DecisionNo || d == DecisionHold {
		*u = r26fAsked(*u)
		return true
	}
	return false
}

// r26fNoWordIn reports a word of no or a negation in toks ("non", "la",
// "cancel", "not", "ma …ch").
func r26fNoWordIn(toks []tok) bool {
	for k := range toks {
		if _, c, ok := decision1(toks, k); ok && (c == dNo || c == dNeg) {
			return true
		}
		if r26fNegsNum.has(toks[k].nid, toks[k].norm) || r26fNegAt(toks, k) {
			return true
		}
	}
	return false
}

// r26fAsked is u asked again: no answer, and no intent of answering.
func r26fAsked(u Understanding) Understanding {
	u.Decision = DecisionNone
	if u.Intent == IntentConfirm || u.Intent == IntentCancel || u.Intent == IntentHold {
		u.Query, u.Terms, u.Ordinal = "", nil, 0
		return u.with(IntentUnknown, 0.3)
	}
	return u
}

// r26fEmptyRest reports nothing but joining words and fillers outside
// toks[b:e].
func r26fEmptyRest(toks []tok, b, e int) bool {
	for i := range toks {
		if i >= b && i < e {
			continue
		}
		if !r26fFillerNum.has(toks[i].nid, toks[i].norm) && !toks[i].emoji {
			return false
		}
	}
	return true
}

// r26fNeutralClause finds the first clause of a kind that is no answer:
// its bounds and the kind's cue.
func r26fNeutralClause(toks []tok, cues uint8) (int, int, uint8) {
	for i := range toks {
		c := r26fCues[toks[i].norm]
		if c == 0 {
			continue
		}
		ok := false
		switch {
		case c&r26fElseCue != 0 && cues&r26fElseCue != 0:
			if n := r26fElsewhereAt(toks, i); n > 0 {
				ok = r26fNegatedBefore(toks, i) || r26fOtherLooks(toks, i)
			}
		}
		if !ok && c&r26fKinCue != 0 && cues&r26fBuyCue != 0 {
			ok = r26fOtherBought(toks, i)
		}
		if !ok && c&r26fLongCue != 0 {
			ok = r26fNotLong(toks, i)
		}
		if !ok && c&r26fCalmCue != 0 {
			ok = r26fCalmDenied(toks, i)
		}
		if !ok && c&r26fCancelCue != 0 {
			ok = r26fCancelDenied(toks, i)
		}
		if !ok && c&r26fForgetCue != 0 {
			if ok = r26fForgetDenied(toks, i); ok {
				b, e := clauseBegin(toks, i), clauseEnd(toks, i+1)
				return b, e, r26fForgetCue
			}
		}
		if ok {
			b, e := clauseBegin(toks, i), clauseEnd(toks, i+1)
			if r26fCondIn(toks, b, e) || r26fNoWordIn(toks[i+1:e]) || r26fButIn(toks[i+1:e]) {
				continue // "i won't look elsewhere but i won't take it either"
			}
			return b, clauseEnd(toks, i+1), c
		}
	}
	return 0, 0, 0
}

// r26fButIn reports a but in toks.
func r26fButIn(toks []tok) bool {
	for k := range toks {
		if butWordsNum.has(toks[k].nid, toks[k].norm) {
			return true
		}
	}
	return false
}

// r26fCondIn reports a condition in toks[b:e] ("if it's sold out i won't
// look elsewhere" reads nothing).
func r26fCondIn(toks []tok, b, e int) bool {
	for j := b; j < e; j++ {
		v, vID := toks[j].norm, toks[j].nid
		if condWordsNum.has(vID, v) || ifWordsNum.has(vID, v) || toks[j].in(hsR26IfWords) || v == "unless" {
			return true
		}
	}
	return false
}

// r26fElsewhereAt reports an "elsewhere" starting at toks[i]: "elsewhere",
// "ailleurs", "autre part", "anywhere else", "blasa khra", "مكان آخر",
// "another store", "un autre magasin"; its length.
func r26fElsewhereAt(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	next, nextID := "", int32(0)
	if i+1 < len(toks) && !clauseStart(&toks[i+1]) {
		next, nextID = toks[i+1].norm, toks[i+1].nid
	}
	switch {
	case r26fElseOneNum.has(wID, w):
		return 1
	case r26fElseAnyNum.has(wID, w) && r26fElseElseNum.has(nextID, next):
		return 2
	case r26fPlaceNum.has(wID, w) && r26fOtherWNum.has(nextID, next):
		return 2
	case r26fOtherWNum.has(wID, w) && r26fPlaceNum.has(nextID, next):
		return 2
	}
	return 0
}

// r26fNegatedBefore reports the elsewhere at toks[i] the place of a
// look or a buy negated right before it: between the negation and it
// only verbs of looking or buying, the auxiliaries that carry them,
// their object and a preposition ("i won't look elsewhere", "i'm not
// going to buy it anywhere else", "je n'irai pas voir ailleurs", "ma
// ghanchrihach mn blasa khra", "لن أبحث في مكان آخر").
func r26fNegatedBefore(toks []tok, i int) bool {
	b := clauseBegin(toks, i)
	verb := false
	j := i - 1
	for ; j >= b; j-- {
		t := &toks[j]
		if r26fNegAt(toks, j) {
			break
		}
		switch {
		case r26fLookVerb(t.norm):
			verb = true
		case r26fAuxNum.has(t.nid, t.norm) || r26fObjNum.has(t.nid, t.norm) || r26fPrepNum.has(t.nid, t.norm):
		default:
			return false
		}
	}
	if j < b {
		return false
	}
	if r26fLookVerb(strings.TrimPrefix(toks[j].norm, "ma")) {
		verb = true // "ma ghanchrihach", "manqellebch"
	}
	if !verb && r26fAfterVerbNum.has(toks[j].nid, toks[j].norm) && j > b && r26fLookVerb(toks[j-1].norm) {
		verb = true // "je l'achèterai pas ailleurs"
	}
	if j > b && r26fWhyNum.has(toks[j-1].nid, toks[j-1].norm) {
		return false // "why not look elsewhere"
	}
	return verb
}

// r26fNegAt reports a negation of the verb at toks[j]: "won't", "not",
// "pas", "jamais", "لن", "لم", a Darija "ma …ch" ("ghadich", "ma
// ghanchrihach", "manqellebch"). A bare "no", "la", "لا" answers, it
// negates nothing here.
func r26fNegAt(toks []tok, j int) bool {
	t := &toks[j]
	w, wID := t.norm, t.nid
	if r26fNegsNum.has(wID, w) {
		return true
	}
	if t.neg {
		return true
	}
	if len(w) >= 5 && (strings.HasSuffix(w, "ch") || strings.HasSuffix(w, "sh")) &&
		(strings.HasPrefix(w, "ma") || j > 0 && toks[j-1].norm == "ma") {
		return true
	}
	return false
}

// r26fLookVerb: a verb of looking, searching, buying or going, any form.
func r26fLookVerb(w string) bool {
	for _, p := range r26fLookStems {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// r26fOtherLooks reports someone else, in the future, looking elsewhere:
// "my sister will look elsewhere", "ma sœur va chercher ailleurs", "khti
// ghadi tqelleb f blasa khra". Not buying ("my husband will buy it
// elsewhere" may be the household's no).
func r26fOtherLooks(toks []tok, i int) bool {
	b := clauseBegin(toks, i)
	verb, future := false, false
	for j := i - 1; j >= b; j-- {
		t := &toks[j]
		switch {
		case r26fOtherLookVerb(t.norm):
			verb = true
		case r26fFutureNum.has(t.nid, t.norm) || r26fObjNum.has(t.nid, t.norm) || r26fPrepNum.has(t.nid, t.norm) || r26fAuxNum.has(t.nid, t.norm):
			if r26fFutureNum.has(t.nid, t.norm) {
				future = true
			}
		case anyKinNum.has(t.nid, t.norm) || r26fThirdNum.has(t.nid, t.norm):
			if !verb || !future {
				return false
			}
			for k := b; k < j; k++ {
				if !r26fPossessiveNum.has(toks[k].nid, toks[k].norm) {
					return false // "no my sister will look elsewhere"
				}
			}
			return true
		default:
			return false
		}
	}
	return false
}

// r26fOtherLookVerb: a verb of looking or searching, not of buying.
func r26fOtherLookVerb(w string) bool {
	for _, p := range r26fOtherLookStems {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// r26fOtherBought reports the kin at toks[i], said first in its clause,
// who bought one, not for the shopper, not the one shown and not as a
// reason said with "already": "my sister bought one last week", "ma sœur
// en a acheté une l'an dernier", "khti chrat wa7da l3am li fat".
func r26fOtherBought(toks []tok, i int) bool {
	if !anyKinNum.has(toks[i].nid, toks[i].norm) {
		return false
	}
	b, e := clauseBegin(toks, i), clauseEnd(toks, i+1)
	for k := b; k < i; k++ {
		if !r26fPossessiveNum.has(toks[k].nid, toks[k].norm) {
			return false
		}
	}
	bought := false
	for k := i + 1; k < e; k++ {
		w, wID := toks[k].norm, toks[k].nid
		if !bought && r26fItFrNum.has(wID, w) {
			return false // "ma sœur l'a achetée": the one shown
		}
		if r26fBoughtNum.has(wID, w) {
			if k > i+3 {
				return false
			}
			bought = true
			continue
		}
		if r26fAlreadyNum.has(wID, w) || r26fForMeNum.has(wID, w) || r26fGift(w) || r26fItNum.has(wID, w) || anyKinNum.has(wID, w) || negationWord(toks, k) || toks[k].neg {
			return false
		}
		if (w == "for" || w == "pour") && k+1 < e && r26fForMeNum.has(toks[k+1].nid, toks[k+1].norm) {
			return false
		}
		if (w == "for" || w == "pour") && k+1 < e && r26fPossessiveNum.has(toks[k+1].nid, toks[k+1].norm) && !r26fTheirsNum.has(toks[k+1].nid, toks[k+1].norm) {
			return false // "for my birthday"
		}
	}
	return bought
}

// r26fGift: a gift or an occasion for the shopper.
func r26fGift(w string) bool {
	return r26GiftWords[w] || r26fOccasion[w]
}

// r26fNotLong reports a time that won't be long at toks[i]: "that won't
// take long", "it won't be long", "ça prendra pas longtemps", "ça sera
// pas long", "ma ghadich ttwel", "لن يستغرق وقتا طويلا", "لن يطول". Not
// a wait refused ("i won't wait long").
func r26fNotLong(toks []tok, i int) bool {
	b, e := clauseBegin(toks, i), clauseEnd(toks, i+1)
	for k := b; k < e; k++ {
		if r26fWait(toks[k].norm) {
			return false
		}
	}
	w := toks[i].norm
	if r26fTwel(w) {
		// Darija and Arabic: the verb of lasting itself, negated
		if r26fNegAt(toks, i) {
			return true // "ma ghatwelch"
		}
		return i > b && (r26fNegAt(toks, i-1) || toks[i-1].norm == "ma" || i-1 > b && toks[i-1].norm == "ghadi" && toks[i-2].norm == "ma")
	}
	// "long", "longtemps", "طويلا": a verb of taking or being, then a
	// negation, before it
	verb := false
	for j := i - 1; j >= b && j >= i-5; j-- {
		v, vID := toks[j].norm, toks[j].nid
		switch {
		case r26fTakeVerbNum.has(vID, v):
			verb = true
		case r26fLongModNum.has(vID, v):
		case r26fNegsNum.has(vID, v) || v == "ne" || v == "n":
			if !verb && r26fAfterVerbNum.has(vID, v) && j > b && r26fTakeVerbNum.has(toks[j-1].nid, toks[j-1].norm) {
				return true // "ça prendra pas longtemps", "ça sera pas long"
			}
			return verb
		default:
			return false
		}
	}
	return false
}

// r26fTwel: the Darija or Arabic verb of lasting ("ttwel", "ytwel",
// "ghatwelch", "يطول").
func r26fTwel(w string) bool {
	return strings.Contains(w, "twel") || strings.Contains(w, "twal") || r26fTwelAr[w]
}

// r26fWait: a verb of waiting ("i won't wait long" is a no).
func r26fWait(w string) bool {
	for _, p := range r26fWaitStems {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// r26fForgetDenied reports the forget at toks[i] negated ("don't
// forget", "n'oubliez pas", "ma tnsawch", "matnsach", "ولا تنسوا") and
// its clause asking no cancel or removal ("and don't forget to cancel the
// other one" reads nothing).
func r26fForgetDenied(toks []tok, i int) bool {
	w, wID := toks[i].norm, toks[i].nid
	neg := false
	darija := strings.HasPrefix(w, "tns") || strings.HasPrefix(w, "mtns") || strings.HasPrefix(w, "matns") || strings.HasPrefix(w, "tens")
	switch {
	case strings.HasPrefix(w, "matns") || strings.HasPrefix(w, "noubli"):
		neg = true
	case r26fOublieNum.has(wID, w) && i+1 < len(toks) && toks[i+1].norm == "pas" && !clauseStart(&toks[i+1]):
		neg = true
	case i > 0 && !clauseStart(&toks[i]):
		p, pID := toks[i-1].norm, toks[i-1].nid
		switch {
		case p == "dont" || p == "never" || p == "not" && i > 1 && toks[i-2].norm == "do":
			neg = true
		case darija && (p == "ma" || p == "la" && (strings.HasSuffix(w, "ch") || strings.HasSuffix(w, "sh"))):
			neg = true
		case r26fForgetArNum.has(wID, w) && r26fArNegNum.has(pID, p):
			neg = true
		}
	}
	if !neg {
		return false
	}
	b, e := clauseBegin(toks, i), clauseEnd(toks, i+1)
	if !r26fForgetObject(toks, i+1, e) {
		return false
	}
	for k := b; k < e; k++ {
		if k == i {
			continue
		}
		v, vID := toks[k].norm, toks[k].nid
		if r26fCancelAt(v) || toks[k].shop || r26OtherWordsNum.has(vID, v) || r26fOtherWNum.has(vID, v) || v != "" && v[0] >= '0' && v[0] <= '9' {
			return false // "and don't forget the tajine", "… the other one", "… 2 more"
		}
		if _, c, ok := decision1(toks, k); ok && c == dYesVerb && !sendVerbWord(v) {
			return false // "and don't forget to add the bowls": another thing put in
		}
		if _, c, ok := decision1(toks, k); ok && c == dNo && !r26fFillerNum.has(vID, v) && !r26fArNegNum.has(vID, v) && v != "ma" && v != "la" {
			return false
		}
	}
	return true
}

// r26fForgetObject reports what is not to be forgotten, toks[k:e], no
// other thing: a verb ("to call me", "de m'appeler", "tsifto lia l
// code"), or an extra or a service named after an article ("the
// receipt", "my discount code", "lfacture", "الضمان"). A thing named
// ("the bowls", "my order") may be another one.
func r26fForgetObject(toks []tok, k, e int) bool {
	for k < e && r26fForgetLinkNum.has(toks[k].nid, toks[k].norm) {
		k++
	}
	if k == e {
		return true
	}
	w, wID := toks[k].norm, toks[k].nid
	if r26fArticleNum.has(wID, w) {
		if k+1 == e {
			return false
		}
		w, wID = toks[k+1].norm, toks[k+1].nid
		return r26ExtraNoun(w) || r26fServiceNum.has(wID, w)
	}
	if strings.HasPrefix(w, "ال") {
		return r26ExtraNoun(w) || r26fServiceNum.has(wID, w) // "الضمان", not "الصينية"
	}
	return true
}

// r26fCancelAt: a verb of cancelling or removing.
func r26fCancelAt(w string) bool {
	for _, p := range r26fCancelStems {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// r26fCalmDenied reports a hurry or a regret negated at toks[i]: "not
// in a hurry", "no rush", "je suis pas pressée", "ma mzrobch", "لست
// مستعجلا", "you can't go wrong", "i won't regret it", "ma ghadich
// ndem". A hurry said is the corpus's yes; denied it says nothing.
func r26fCalmDenied(toks []tok, i int) bool {
	t := &toks[i]
	wrong := r26fWrongNum.has(t.nid, t.norm)
	if wrong {
		if i == 0 || !r26fGoWNum.has(toks[i-1].nid, toks[i-1].norm) {
			return false // "wrong": only in "go wrong"
		}
		i-- // the negation stands before "go"
	} else if t.neg || len(t.norm) > 5 && strings.HasSuffix(t.norm, "ch") && r26fNegAt(toks, i) {
		return true // "ma mzrobch", "mamzrobch"
	}
	b, e := clauseBegin(toks, i), clauseEnd(toks, i+1)
	for k := i + 1; k < e; k++ {
		if r26fNegsNum.has(toks[k].nid, toks[k].norm) || r26fNegAt(toks, k) || negationWord(toks, k) {
			return false // "i won't regret not buying it"
		}
	}
	for j := i - 1; j >= b && j >= i-4; j-- {
		v, vID := toks[j].norm, toks[j].nid
		switch {
		case r26fNegsNum.has(vID, v) || r26fNoBeforeNum.has(vID, v) && v == "no" || r26fNegAt(toks, j) || r26fMachiNum.has(vID, v):
			return j == b || !r26fWhyNum.has(toks[j-1].nid, toks[j-1].norm)
		case r26fCalmLinkNum.has(vID, v):
		default:
			return false
		}
	}
	return false
}

// r26fCancelDenied reports the shopper's cancel negated at toks[i]: "i
// won't cancel it", "je vais pas l'annuler", "ma ghadich nlghiha", "لن
// ألغيها". ("don't cancel" is round 21d's, kept in the cart.)
func r26fCancelDenied(toks []tok, i int) bool {
	w := toks[i].norm
	if !r26fCancelAt(strings.TrimPrefix(w, "ma")) && !r26fCancelAt(strings.TrimPrefix(w, "gha")) {
		return false
	}
	if len(w) > 5 && strings.HasSuffix(w, "ch") && (strings.HasPrefix(w, "ma") || i > 0 && toks[i-1].norm == "ma") {
		return true // "ma ghanlghihach", "manlghihach"
	}
	b := clauseBegin(toks, i)
	for j := i - 1; j >= b && j >= i-4; j-- {
		v, vID := toks[j].norm, toks[j].nid
		switch {
		case v == "dont" || v == "do":
			return false
		case r26fNegsNum.has(vID, v) || r26fNegAt(toks, j):
			return j == b || !r26fWhyNum.has(toks[j-1].nid, toks[j-1].norm)
		case r26fAuxNum.has(vID, v) || r26fObjNum.has(vID, v) || r26fFirstNum.has(vID, v):
		default:
			return false
		}
	}
	return false
}

const (
	r26fElseCue uint8 = 1 << iota
	r26fKinCue
	r26fBuyCue
	r26fLongCue
	r26fForgetCue
	r26fCalmCue
	r26fCancelCue
)

var (
	r26fElseOne  = normSet("elsewhere", "ailleurs")
	r26fElseAny  = normSet("anywhere", "somewhere", "autre")
	r26fElseElse = normSet("else", "part")
	r26fPlace    = normSet("blasa", "blassa", "plasa", "مكان", "محل", "متجر", "store", "shop", "website", "site", "magasin", "boutique", "hanout", "7anout", "place")
	r26fOtherW   = normSet("khra", "okhra", "ukhra", "khora", "khor", "آخر", "اخر", "أخرى", "اخرى", "another", "other", "autre")
	r26fNegs     = normSet("wont", "not", "dont", "never", "cant", "cannot", "didnt", "doesnt", "wouldnt", "shouldnt", "isnt", "pas", "jamais", "لن", "لم", "لست")
	r26fWhy      = normSet("why", "pourquoi", "3lach", "علاش", "لماذا", "لما")
	r26fAux      = normSet("going", "gonna", "gona", "to", "want", "wanna", "need", "have", "be", "go", "vais", "va", "vas", "veux", "veut", "aller", "irai", "ira", "vouloir", "besoin", "de", "d", "ghadi", "bghit", "n9der", "nqder", "أريد", "سوف", "ان", "أن")
	r26fObj      = normSet("it", "one", "them", "this", "that", "la", "le", "les", "l", "en", "y", "ha", "ca", "ça", "wa7da", "wa7ed", "chi", "هذه", "هذا", "ها",
		"like", "as", "same", "comme", "pareil", "meme", "même", "b7al", "bhal", "kifha", "kifo", "3liha", "3lih", "3lihom", "عليها", "عليه", "عنها", "عنه")
	r26fPrep       = normSet("f", "fi", "mn", "men", "من", "في", "from", "at", "in", "au", "chez", "dans", "on", "l", "f'", "fel", "for", "pour")
	r26fFuture     = normSet("will", "il", "gonna", "gona", "going", "to", "va", "vont", "ghadi", "gha", "ghat")
	r26fThird      = normSet("she", "he", "they", "elle", "ils", "elles", "hiya", "howa", "homa", "هي", "هو", "هم")
	r26fPossessive = normSet("my", "ma", "mon", "mes", "his", "her", "our", "notre", "nos", "their", "leur", "leurs", "your", "ta", "ton", "tes", "son", "sa", "ses", "the", "a", "an", "une", "un")
	r26fTheirs     = normSet("his", "her", "their", "son", "sa", "ses", "leur", "leurs")
	r26fBought     = normSet("bought", "purchased", "got", "achete", "acheté", "achetee", "achetée", "chrat", "chra", "chrau", "chraw", "اشترت", "اشترى", "شرات", "شرا")
	r26fAlready    = normSet("already", "deja", "déjà", "rah", "raha", "rahom", "بالفعل", "قد", "راه", "راها", "also", "aussi", "too")
	r26fForMe      = normSet("me", "m", "moi", "liya", "lia", "li", "ليا", "لي", "us", "nous", "lina", "لينا", "myself", "mine")
	r26fIt         = normSet("it", "them", "this", "that", "chratha", "chraha", "chratou", "chrah", "اشترتها", "اشتراها", "شراتها", "شراها", "celle", "celui", "ça", "ca", "had", "hadi", "hadak", "هذه", "هذا")
	r26fForgetLink = normSet("pas", "to", "de", "d", "about", "أن", "ان", "ب")
	r26fArticle    = normSet("the", "my", "a", "an", "le", "la", "les", "l", "mon", "ma", "mes", "un", "une", "du", "des", "your", "votre", "vos")
	r26fService    = normSet("discount", "code", "promo", "coupon", "tracking", "number", "numero", "numéro", "remise", "reduction", "réduction",
		"suivi", "warranty", "garantie", "note", "message", "adresse", "address", "الضمان", "ضمان", "الاتصال", "التغليف",
		"الكود", "كود", "التخفيض", "الرقم", "رقم", "الوصل", "lcode", "lwasl", "wasl", "لوصل")
	r26fCalm = normSet("hurry", "rush", "presse", "pressé", "pressée", "pressee", "mzrob", "mzroba", "mazrob", "mazroba", "mzrobin",
		"مزروب", "مزروبة", "مستعجل", "مستعجلة", "مستعجلا", "regret", "regreter", "regretter", "regretterai", "regretterez",
		"ndem", "ntndem", "tndem", "ghandem", "nendem", "nndem", "ntnedem", "أندم", "تندم", "سأندم", "ستندم", "wrong", "tromper")
	r26fWrong     = normSet("wrong")
	r26fGoW       = normSet("go", "going")
	r26fNoBefore  = normSet("no", "in")
	r26fMachi     = normSet("machi", "mashi", "ماشي", "لست", "لسنا", "غير")
	r26fCalmLink  = normSet("in", "a", "any", "so", "that", "too", "très", "tres", "trop", "suis", "sommes", "im", "i'm", "am", "je", "ne", "n", "ana", "rani", "راني", "أنا", "انا", "it", "this", "ça", "ca", "will", "wil", "can", "cant", "vais", "va", "ghadi", "lah", "le", "la", "l", "pas", "really", "vraiment")
	r26fFirst     = normSet("i", "je", "j", "ana", "أنا", "انا", "we", "on", "nous", "il", "im", "i'm", "ill", "i'll")
	r26fItFr      = normSet("la", "le", "l", "les", "lui")
	r26fOccasion  = normSet("birthday", "anniversaire", "3id", "eid", "عيد", "l3id", "wedding", "mariage", "3ers", "surprise")
	r26fTakeVerb  = normSet("take", "takes", "be", "last", "prendre", "prendra", "prend", "durer", "durera", "sera", "etre", "être", "va", "يستغرق", "ستستغرق", "يأخذ", "ياخذ", "تأخذ", "تاخذ", "وقتا")
	r26fLongMod   = normSet("too", "that", "so", "very", "much", "tres", "très", "trop", "si", "aussi", "بزاف")
	r26fTwelAr    = normSet("يطول", "تطول")
	r26fTwelCues  = normSet("twel", "ttwel", "ytwel", "ttwal", "ghatwel", "ghatwelch", "ghattwel", "twelch", "ttwelch", "ytwelch", "ghatwal")
	r26fAfterVerb = normSet("pas", "jamais", "plus")
	r26fOublie    = normSet("oublie", "oubliez", "oublies")
	r26fForgetAr  = normSet("تنس", "تنسى", "تنسوا", "تنساش", "تنساوش", "تنسي", "تنسو")
	r26fArNeg     = normSet("لا", "ولا", "ألا", "الا", "ما", "وما")
	r26fFiller    = normSet("and", "et", "w", "o", "و", "please", "pls", "plz", "svp", "stp", "3afak", "عافاك", "lol", "hhh", "hh", "haha", "so", "donc", "alors", "then", "ok", "also")

	r26fLookStems      = []string{"lok", "search", "shop", "buy", "get", "go", "check", "order", "find", "cherch", "lachet", "jachet", "lacheter", "jirai", "voir", "regard", "achet", "trouv", "comand", "aler", "ira", "nqeleb", "n9eleb", "n9leb", "nqleb", "nqalb", "n9alb", "nchri", "ghanchri", "nchof", "nchouf", "nchuf", "ghanchof", "ghanchuf", "nqelb", "n9elb", Normalize("أبحث"), Normalize("سأبحث"), Normalize("أشتري"), Normalize("سأشتري"), Normalize("أشتريها"), Normalize("نبحث"), Normalize("نشري"), Normalize("نقلب"), Normalize("أذهب")}
	r26fOtherLookStems = []string{"lok", "search", "shop", "check", "cherch", "voir", "regard", "tqeleb", "t9eleb", "tqleb", "t9leb", "tchof", "tchouf", "ychof", "ychouf", "yqeleb", "y9eleb", "tqelb", "t9elb", "yqelb", "y9elb", Normalize("تبحث"), Normalize("يبحث"), Normalize("ستبحث"), Normalize("سيبحث"), Normalize("تقلب"), Normalize("يقلب")}
	r26fWaitStems      = []string{"wait", "attend", "tsena", "nstana", "ntsena", "tsna", "sbar", "sber", Normalize("انتظر"), Normalize("أنتظر"), Normalize("ننتظر"), Normalize("نتسنى"), Normalize("تسنى")}
	r26fCancelStems    = []string{"cancel", "annul", "remov", "retir", "suppr", "enlev", "enlèv", "7ayed", "7yed", "7aydo", "7aydha", "delete", "lghi", "nlghi", "ghanlghi", "lanul", "n7ayd", "n7yd", "n7ayed", "gha7ayd", "t7ayd", "t7yd", "t7ayed", Normalize("احذف"), Normalize("حذف"), Normalize("الغ"), Normalize("ألغ"), Normalize("حيد")}
)

func init() {
	for _, l := range []*[]string{&r26fLookStems, &r26fOtherLookStems, &r26fWaitStems, &r26fCancelStems} {
		for k, p := range *l {
			(*l)[k] = Normalize(p)
		}
	}
}

// r26fCues: the words a clause of round 26f holds, one lookup each.
var r26fCues = cueMap(map[uint8][]map[string]bool{
	r26fElseCue:   {r26fElseOne, r26fElseAny, r26fPlace, r26fOtherW},
	r26fKinCue:    {anyKin},
	r26fBuyCue:    {r26fBought},
	r26fLongCue:   {normSet("long", "longtemps", "طويلا", "طويل"), r26fTwelAr, r26fTwelCues},
	r26fForgetCue: {r26Forget, r26fForgetAr, normSet("matnsach", "matnsawch", "matnsash", "matnsaych", "matensach")},
	r26fCalmCue:   {r26fCalm},
	r26fCancelCue: {normSet("cancel", "canceling", "cancelling", "annuler", "annule", "annulerai", "lannuler", "lannule", "nlghi", "nlghiha", "ghanlghiha",
		"ghanlghihach", "manlghihach", "nlghiwha", "n7aydha", "n7ayedha", "n7ydha", "n7aydhom", "n7ayed", "n7ayd", "nlghiweha", "ألغيها", "ألغي", "الغيها", "الغي", "ألغيه")},
})
