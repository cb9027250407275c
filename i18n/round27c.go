package i18n

import "strings"

// Round 27c: readings the retrain on heldout24 and tuning26 moved, and
// the false yeses and noes tuning26 showed, read by shape. Each reader
// is asked only where its shape's first word is there (a set lookup a
// word), never the model.
//
//   - a question of what the yes commits to ("wakha... ya3ni ghadi
//     nkhlles daba?", "ajouter au panier, ça m'engage à payer ?"): a
//     product question, never the yes;
//   - kept aside till a visit ("ضعه جانباً وسأمرّ لأخذه يوم الخميس",
//     "reserve one for me, i come on saturday"), no yes word said first:
//     a wait (the corpus: 11 such lines hold, the ones opened by "oui"
//     yes);
//   - the thing already bought or taken ("iyeh deja chritha mn 3ndkom",
//     "صافي راه خديتها من عندكم البارح"): a no by its reason;
//   - a sigh to God before a complaint ("آه يا ربي، كلشي غالي"): the
//     "آه" is no yes, the rest is read alone;
//   - an arrival set as the condition of the put-in ("إن وصل قبل العيد
//     فأضفه", as "zidha ila wslat 9bel jem3a" reads): asked again;
//   - wanted once, for a time now gone ("كنت باغيها لعاشوراء وعاشوراء
//     دازت"): a no;
//   - the size worn told ("je mets du 36"): no put-in;
//   - a no, then the one before or after it ("la2 ma bghitch hadi, dik
//     li 9belha", "لا، الذي بعده"): a pick;
//   - "non mais sérieux, c'est combien ?": an exclamation, then a
//     question, never a no;
//   - not knowing whether ("ماعرفتش واش ندي وحدة ولا جوج"): a wait.
func (x *Understander) round27cReading(a *analysis, u *Understanding) bool {
	toks := a.toks
	if x.open || len(toks) < 2 || len(toks) > 30 {
		return false
	}
	switch u.answer() {
	case DecisionYes:
		switch {
		case a.question && commitAsked(toks):
			*u = u.cleared()
			u.Decision = DecisionNone
			if payAsked27(toks) {
				*u = u.with(IntentProductQuestion, 0.6)
				return true
			}
			*u = asked(*u)
			return true
		case keptAsideToVisit(toks):
			*u = holdOf(*u)
			return true
		case alreadyTaken27(toks):
			*u = noOf(*u)
			return true
		case arrivalCondition27(toks):
			*u = asked(*u)
			return true
		case pastWantGone(toks):
			*u = noOf(*u)
			return true
		case sizeWorn27(toks):
			*u = u.cleared()
			u.Decision = DecisionNone
			*u = u.with(IntentRefine, 0.6)
			return true
		case yesThenSpeed(toks):
			// "oui, livraison rapide svp": how fast, not where: asked again
			*u = asked(*u)
			return true
		}
		if e := sighToGod(toks); e > 0 {
			if dearIn27(toks[e:]) && !addVerbIn27(toks) {
				// "آه يا ربي، كلشي غالي عندكم": a complaint of the price
				*u = noOf(*u)
				return true
			}
			// the sigh aside, the rest read alone: its no or its yes,
			// else asked again
			switch x.restDecision(toks, 0, e) {
			case DecisionNo:
				*u = noOf(*u)
				return true
			case DecisionYes:
				return true
			}
			*u = asked(*u)
			return true
		}
	case DecisionNo:
		switch {
		case fanOwnsMany(toks):
			// "j'adore les plateaux, j'en ai déjà trois": a liking told
			// with what is owned, no but and no no: asked again
			*u = asked(*u)
			return true
		case noThenNeighbour(toks):
			*u = u.cleared()
			u.Decision = DecisionNone
			*u = u.with(IntentSelect, 0.6)
			return true
		case a.question && exclaimedNo(toks):
			u.Decision = DecisionNone
			if u.Intent == IntentCancel {
				*u = u.with(IntentUnknown, 0.3)
				return true
			}
			return true
		case !a.question && unsureWhether(toks):
			*u = holdOf(*u)
			return true
		case openingNo(toks) && payNotIn(toks) && !putVerbIn(toks) && !negatedWantIn(toks) && !wantDenied27(toks):
			// "لا، راتبي لم يصل بعد" read a no by the classifier: the
			// pay not in yet, a wait (round 26a's shape)
			*u = holdOf(*u)
			return true
		}
	case DecisionNone, DecisionAmbiguous:
		if a.question && (u.Intent == IntentProductSearch || u.Intent == IntentUnknown) && seeInPerson(toks) {
			// "n9dr nchouf ttajin b 3iniya?": seeing it in person asked,
			// a question about the thing, not a search
			*u = u.cleared()
			*u = u.with(IntentProductQuestion, 0.6)
			return true
		}
		if u.Intent == IntentHold && u.Decision == DecisionNone && !a.question && (keptToComeBack(toks) || payDayLater(toks)) {
			// "leave it in the cart, i'll come back to it", "pay day is
			// friday, i'll confirm then": round 26m's and 26e's waits,
			// which the classifier's hold now reads before them
			*u = holdOf(*u)
			return true
		}
		if !a.question && putAnyway(toks) {
			// "the leather looks cheap, add it anyway": a put-in said
			// last, whatever was said against it
			*u = yesAnswer(*u)
			return true
		}
	}
	return false
}

// wantDenied27 reports a want said negated, or a clause opened by a
// negation ("…, mabghitch").
func wantDenied27(toks []tok) bool {
	for i := range toks {
		if wantish(&toks[i]) && (toks[i].neg || negationShaped(toks[i].norm)) {
			return true
		}
		if i > 0 && clauseStart(&toks[i]) && negationShaped(toks[i].norm) {
			return true // "…, mabghitch": a refusal of its own
		}
	}
	return false
}

// commitAsked reports a word asking what something commits to or means
// ("ya3ni", "يعني", "ça m'engage", "obligé", "commit").
func commitAsked(toks []tok) bool {
	for i := range toks {
		w, wID := toks[i].norm, toks[i].nid
		if commitWords27Num.has(wID, w) || strings.HasSuffix(w, "engage") || strings.Contains(w, "oblig") || strings.HasPrefix(w, "commit") {
			return true
		}
	}
	return false
}

// payAsked27 reports a verb of paying ("nkhlles", "payer", "pay", "ندفع").
func payAsked27(toks []tok) bool {
	for i := range toks {
		if payVerb(toks[i].norm) {
			return true
		}
	}
	return false
}

var (
	commitWords27 = tokSet("ya3ni", "yaani", "ya3ne", "y3ni", "يعني")
	// payMore27: the spellings of paying neither payFirst nor
	// payVerbs26 lists
	payMore27 = tokSet("paying", "nkhales", "nkhelless", "nkhels", "nkhelss")
)

// keptAsideToVisit reports a thing reserved or put aside, then the
// shopper coming or passing by, with no yes word said first.
func keptAsideToVisit(toks []tok) bool {
	if yesOrAck(toks, 0) {
		return false // "oui mettez-la de côté, je passe la récupérer": the yes
	}
	kept := -1
	for i := range toks {
		w, wID := toks[i].norm, toks[i].nid
		if toks[i].neg {
			continue
		}
		if reserve27(w) || putAside27Num.has(wID, w) && asideAfter27(toks, i) {
			kept = i
			break
		}
	}
	if kept < 0 {
		return false
	}
	for j := kept + 1; j < len(toks); j++ {
		if w := unglued(toks[j].norm); visit27[w] || comeBack26[w] {
			return true
		}
	}
	return false
}

// asideAfter27 reports "aside" within three words after toks[i]
// ("ضعه جانبا", "mettez-la de côté").
func asideAfter27(toks []tok, i int) bool {
	for j := i + 1; j < len(toks) && j <= i+3; j++ {
		if aside27Num.has(toks[j].nid, toks[j].norm) {
			return true
		}
	}
	return false
}

// reserve27: a verb of reserving ("reserve", "réservez", "احجزها").
func reserve27(w string) bool {
	return strings.HasPrefix(w, "reserv") || strings.HasPrefix(w, "احجز")
}

var (
	putAside27 = tokSet("ضعه", "ضعها", "ضعيه", "ضعيها", "حطها", "حطه", "mettez", "mets", "put", "set")
	aside27    = tokSet("جانبا", "جانب", "جنب", "aside", "cote", "côté")
	visit27    = tokSet("سامر", "سأمر", "ساتي", "سآتي", "ساحضر", "سأحضر", "ساجي", "نجي", "nji", "ndouz", "ghandouz", "ghanji",
		"come", "coming", "swing", "pass", "passe", "passerai", "repasse", "viens", "viendrai")
)

// alreadyTaken27 reports a verb of buying or taking said in the past
// with the thing as its object ("chritha", "خديتها", "اشتريته"), and
// when or from whom ("deja", "البارح", "mn 3ndkom"): bought already, with
// nothing put in and no condition ("ila khditha", "kon khditha").
func alreadyTaken27(toks []tok) bool {
	took, when := -1, false
	for i := range toks {
		w := unglued(toks[i].norm)
		switch {
		case tookIt27[w]:
			if i > 0 && (ifWordsNum.has(toks[i-1].nid, toks[i-1].norm) || wouldWords27Num.has(toks[i-1].nid, toks[i-1].norm)) {
				return false
			}
			took = i
		case tookWhen27[w]:
			when = true
		case i+1 < len(toks) && (w == "mn" || w == "من") && (toks[i+1].norm == "3ndkom" || toks[i+1].norm == "عندكم"):
			when = true
		}
	}
	return took >= 0 && when && !addVerbIn27(toks)
}

// addVerbIn27 reports a verb of putting in (not the object verbs of
// putVerbIn, which "chritha" is one of).
func addVerbIn27(toks []tok) bool {
	for i := range toks {
		if toks[i].isAddVerb() {
			return true
		}
		if _, c, ok := decision1(toks, i); ok && c == dYesVerb {
			return true // ("zidha")
		}
	}
	return false
}

var (
	tookIt27 = tokSet("chritha", "chrito", "chritou", "khditha", "khdito", "khditou", "شريتها", "شريته", "شريتو", "خديتها",
		"خديته", "خديتو", "اشتريتها", "اشتريته")
	tookWhen27 = tokSet("deja", "déjà", "already", "البارح", "lbar7", "lbare7", "lbareh", "yesterday", "hier", "mnkom", "منكم",
		"البارحة")
	wouldWords27 = tokSet("kon", "كون", "لو", "لكنت")
)

// sighToGod reports "آه يا ربي", "ah ya rabi": a sigh to God opening
// the message; it returns the words it spans.
func sighToGod(toks []tok) int {
	if len(toks) < 4 || !sigh27Num.has(toks[0].nid, toks[0].norm) || !vocative27Num.has(toks[1].nid, toks[1].norm) || !god27Num.has(toks[2].nid, toks[2].norm) {
		return 0
	}
	return 3
}

// dearIn27 reports a word of dearness ("غالي", "cher", "ghalia").
func dearIn27(toks []tok) bool {
	for i := range toks {
		if pricyWordsNum.has(toks[i].nid, toks[i].norm) && !toks[i].neg && (i == 0 || !negationShaped(toks[i-1].norm)) {
			return true
		}
	}
	return false
}

var (
	sigh27     = tokSet("آه", "اه", "ah", "aah", "ahh")
	vocative27 = tokSet("يا", "ya")
	god27      = tokSet("ربي", "رب", "الله", "لطيف", "rabi", "rebbi", "rabbi", "latif", "allah")
)

// arrivalCondition27 reports a message opened by "if", an arrival in
// that clause, then a put-in ("إن وصل قبل العيد فأضفه", "if it arrives
// before friday add it").
func arrivalCondition27(toks []tok) bool {
	if !ifWordsNum.has(toks[0].nid, toks[0].norm) && !condWordsNum.has(toks[0].nid, toks[0].norm) {
		return false
	}
	for i := 1; i < len(toks); i++ {
		if arrival(&toks[i]) {
			for j := i + 1; j < len(toks); j++ {
				if _, c, ok := decision1(toks, j); ok && (c == dYes || c == dYesVerb) || yesVerbAt(toks, j) || toks[j].isAddVerb() {
					return true
				}
			}
			return false
		}
		if toks[i].isAddVerb() {
			return false
		}
	}
	return false
}

// pastWantGone reports a want said in the past ("كنت باغيها", "kont
// bghitha") and a time gone ("دازت", "fat"): wanted for a day now gone.
func pastWantGone(toks []tok) bool {
	past, gone := false, false
	for i := range toks {
		w := unglued(toks[i].norm)
		if wasWords27[w] && i+1 < len(toks) && wantStem27(toks[i+1].norm) {
			past = true
		}
		if past && goneWords27[w] {
			gone = true
		}
	}
	return gone && !addVerbIn27(toks)
}

func wantStem27(w string) bool {
	return strings.HasPrefix(w, "باغي") || strings.HasPrefix(w, "بغيت") || strings.HasPrefix(w, "baghi") || strings.HasPrefix(w, "bghit")
}

var (
	wasWords27  = tokSet("كنت", "kont", "kunt", "kent")
	goneWords27 = tokSet("دازت", "داز", "دازو", "فات", "فاتت", "daz", "dazt", "fat", "fatet")
)

// sizeWorn27 reports "je mets du 36", "je porte du 38": the size worn,
// no put-in.
func sizeWorn27(toks []tok) bool {
	worn := -1
	for i := 1; i+2 < len(toks); i++ {
		if toks[i-1].norm == "je" && (toks[i].norm == "mets" || toks[i].norm == "porte") && (toks[i+1].norm == "du" || toks[i+1].norm == "le" || toks[i+1].norm == "en") && sizeValue26(toks[i+2].norm) {
			worn = i
			break
		}
	}
	if worn < 0 {
		return false
	}
	for i := range toks {
		if i != worn && toks[i].isAddVerb() {
			return false // "je mets du 36, ajoutez-la en 37": put in
		}
	}
	return true
}

// yesThenSpeed reports a plain yes, then only delivery and how fast
// ("oui, livraison rapide svp", "ok, fast delivery please").
func yesThenSpeed(toks []tok) bool {
	if !yesOrAck(toks, 0) {
		return false
	}
	send, fast := false, false
	for i := 1; i < len(toks); i++ {
		w, wID := toks[i].norm, toks[i].nid
		switch {
		case sendWordsNum.has(wID, w):
			send = true
		case fast27Num.has(wID, w):
			fast = true
		case toks[i].in(hsPleaseWords):
		default:
			return false
		}
	}
	return send && fast
}

var fast27 = tokSet("rapide", "express", "fast", "quick", "vite", "dghya", "سريع", "سريعة", "دغيا")

// noThenNeighbour reports a no, then the one before or after the one
// shown, named by a relative ("dik li 9belha", "اللي من قبلها", "الذي
// بعده", "the one after"); "la, mn b3d" (later) names none.
func noThenNeighbour(toks []tok) bool {
	if _, c, ok := decision1(toks, 0); !ok || (c != dNo && c != dNeg) {
		return false
	}
	for j := 2; j < len(toks); j++ {
		w, wID := toks[j].norm, toks[j].nid
		if !previousWordsNum.has(wID, w) && !neighbour27Num.has(wID, w) {
			continue
		}
		k := j - 1
		if (toks[k].norm == "من" || toks[k].norm == "mn") && k > 1 {
			k--
		}
		if relative27Num.has(toks[k].nid, toks[k].norm) && (toks[k].norm != "one" || toks[k-1].norm == "the") {
			return true // ("skip this one, next": more, no one named)
		}
	}
	return false
}

var (
	neighbour27 = tokSet("9belha", "9blha", "9belo", "بعده", "بعدها", "بعدو", "b3dha", "b3do", "ba3dha", "after", "next",
		"suivante", "suivant", "التالي", "التالية", "الموالية", "الموالي")
	relative27 = tokSet("li", "lli", "elli", "اللي", "الي", "الذي", "التي", "celle", "celui", "one")
)

// exclaimedNo reports "non mais" and an interjection opening a question
// ("non mais sérieux, c'est combien ?"): disbelief, no no, where nothing
// else is negated.
func exclaimedNo(toks []tok) bool {
	if len(toks) < 4 || toks[0].norm != "non" || toks[1].norm != "mais" || !interjection27Num.has(toks[2].nid, toks[2].norm) {
		return false
	}
	for i := 3; i < len(toks); i++ {
		if toks[i].neg || negationShaped(toks[i].norm) || otherWords26Num.has(toks[i].nid, toks[i].norm) {
			return false
		}
	}
	return true
}

var interjection27 = tokSet("sérieux", "serieux", "franchement", "vraiment", "allo", "allô")

// unsureWhether reports a know negated, then whether ("ماعرفتش واش",
// "ma3rftch wach", "je sais pas si"): not decided, a wait.
func unsureWhether(toks []tok) bool {
	for i := 0; i+1 < len(toks); i++ {
		w, wID := toks[i].norm, toks[i].nid
		k := i + 1
		if w == "ما" && (toks[k].norm == "عرفتش" || toks[k].norm == "عرفش") {
			k++
		} else if !knowNot27Num.has(wID, w) {
			continue
		}
		if k < len(toks) && whether27Num.has(toks[k].nid, toks[k].norm) {
			return true
		}
	}
	return false
}

var (
	knowNot27 = tokSet("ماعرفتش", "ماعرفش", "ma3rftch", "ma3reftch", "ma3raftch", "ma3rfch")
	whether27 = tokSet("واش", "wach", "wash")
)

// putAnyway reports a verb of putting in, then only "anyway" ("add it
// anyway", "ajoutez-la quand même", "zidha walakin"), closing the
// message.
func putAnyway(toks []tok) bool {
	n := len(toks)
	var end int
	switch {
	case toks[n-1].norm == "anyway":
		end = n - 1
	case n > 2 && toks[n-2].norm == "quand" && (toks[n-1].norm == "meme" || toks[n-1].norm == "même"):
		end = n - 2
	default:
		return false
	}
	for i := range toks {
		if _, c, ok := decision1(toks, i); ok && (c == dBut || c == dThanks) {
			return false // "thank you, but add it anyway", "mine still works but add it anyway": asked again
		}
	}
	for i := end - 1; i >= 0 && i >= end-2; i-- {
		if toks[i].isAddVerb() && !toks[i].neg && (i == 0 || !negationShaped(toks[i-1].norm)) {
			return true
		}
	}
	return false
}

// fanWords27 are verbs of loving a kind of thing, said of oneself.
var fanWords27 = normSet("adore", "jadore", "love", "loves", "kanmout", "kanmot", "kanmoot", "kan3che9", "obsessed", "fan", "نموت", "نعشق", "أعشق", "كنموت")

// fanOwnsMany reports a liking said first, then several of the kind
// owned, with no "but" and no opening no ("j'adore les plateaux, j'en
// ai déjà trois", "i love teapots, i have five already"): a fan telling,
// not refusing ("j'adore, mais j'en ai déjà trois" is a no).
func fanOwnsMany(toks []tok) bool {
	if openingNo(toks) {
		return false
	}
	fan := -1
	for i := range toks {
		w, wID := toks[i].norm, toks[i].nid
		if butWordsNum.has(wID, w) {
			return false
		}
		if fan < 0 && fanWords27Num.has(wID, w) && !toks[i].neg {
			fan = i
			continue
		}
		if fan >= 0 && ownedMany(toks, i) > 0 {
			return true
		}
	}
	return false
}

var (
	seeVerbs27 = normSet("nchouf", "nchoufha", "nchoufo", "nchoufou", "nchofha", "voir", "see", "نشوف", "نشوفها", "أرى", "اشوف", "نشوفو")
	inPerson27 = normSet("3iniya", "3inia", "3ayniya", "b3iniya", "بعينيا", "بعيني", "عينيا", "person", "vrai", "boutique", "lmagasin", "magasin", "المحل", "لمحل")
)

// seeInPerson reports a verb of seeing, then a cue of seeing it oneself
// ("b 3iniya", "in person", "en vrai", "en boutique").
func seeInPerson(toks []tok) bool {
	see := false
	for i := range toks {
		w, wID := toks[i].norm, toks[i].nid
		if seeVerbs27Num.has(wID, w) {
			see = true
			continue
		}
		if see && inPerson27Num.has(wID, w) {
			return true
		}
	}
	return false
}

// payVerb reports a verb of paying said by the shopper ("nkhelles",
// "je paie", "أدفع"): the one list the readers of rounds 26 and 27 ask.
func payVerb(w string) bool {
	return payFirst[w] || payVerbs26[w] || payMore27[w]
}
