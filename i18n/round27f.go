package i18n

// Round 27f: the last yeses that are none, read by shape (each reader
// asked only where the message reads yes, its cue words a set lookup):
//
//   - an ok, then a split payment proposed and asked whether it is
//     possible ("ok, je paie la moitié maintenant et le reste à la
//     livraison, c'est possible ?"), no verb of putting in: a question;
//   - a yes (with its verb or not) then whether delivery is free ("oui
//     ajoutez-la, la livraison à fès est gratuite ?"): the yes may hang on
//     the answer, asked again — a deliberate, conservative change (the
//     corpus read some of these yes); "how much is delivery?" stays yes;
//   - yes words then only "I understood" ("yes yes, c'est compris"):
//     nothing answered (the corpus: "wakha, fhmt", "safi safi fhamt");
//   - keep it for me, I'll confirm later ("gardez-le moi de côté, je
//     confirme ce soir"): a wait;
//   - add one thing for someone, and another for someone else ("add the
//     lamp for grandpa, and the tray for my aunt"): a search, not the one
//     asked about ("one for me and one for my sister" stays yes).
func (x *Understander) round27fReading(a *analysis, u *Understanding) bool {
	toks := a.toks
	if x.open || len(toks) < 3 || len(toks) > 30 || u.answer() != DecisionYes {
		return false
	}
	switch {
	case a.question && (splitPayAsked(toks) || freeDeliveryAsked(toks)):
		*u = u.cleared()
		u.Decision = DecisionNone
		*u = u.with(IntentProductQuestion, 0.6)
		return true
	case !a.question && yesThenUnderstood(toks):
		*u = u.cleared()
		u.Decision = DecisionNone
		*u = u.with(IntentUnknown, 0.3)
		return true
	case !a.question && keepThenConfirm(toks):
		*u = holdOf(*u)
		return true
	case !a.question && addTwoForTwo(toks):
		u.Decision, u.Ordinal = DecisionNone, 0
		*u = u.with(IntentProductSearch, 0.5)
		return true
	}
	return false
}

var (
	r27fSplit    = tokSet("moitie", "moitié", "nss", "nos", "nass", "half", "reste", "rest", "avance", "tranche", "tranches", "نص", "النص", "نصف", "الباقي", "lba9i")
	r27fPossible = tokSet("possible", "ymken", "imken", "ymkn", "momkin", "mumkin", "mmkn", "ممكن", "يمكن")
)

// splitPayAsked reports a yes word opening, then a payment in parts
// proposed and asked whether it is possible, nothing put in ("oui
// ajoutez, et c'est possible de payer moitié …" is a yes in the corpus).
func splitPayAsked(toks []tok) bool {
	if !yesOrAck(toks, 0) {
		return false
	}
	pay, split, possible := false, false, false
	for i := 1; i < len(toks); i++ {
		w, wID := toks[i].norm, toks[i].nid
		switch {
		case payVerb(w):
			pay = true
		case r27fSplitNum.has(wID, w):
			split = true
		case r27fPossibleNum.has(wID, w):
			possible = true
		case putVerbAt(toks, i) || negAt27f(toks, i):
			return false
		}
	}
	return pay && split && possible
}

var (
	r27fDelivery = tokSet("livraison", "tawsil", "twsil", "ttawsil", "توصيل", "التوصيل", "delivery", "shipping", "livraisons", "ليفريزون")
	r27fFree     = tokSet("gratuit", "gratuite", "gratuits", "gratis", "fabor", "fabour", "fabur", "free", "مجاني", "مجانا", "مجانية", "فابور", "mjana", "mjjani", "majani")
)

// freeDeliveryAsked reports a yes or a verb of putting in opening, then
// whether delivery is free asked ("iyeh zidha, wach tawsil l tanja
// fabor?").
func freeDeliveryAsked(toks []tok) bool {
	if !yesOrAck(toks, 0) && !putVerbAt(toks, 0) {
		return false
	}
	del, free := false, false
	for i := 1; i < len(toks); i++ {
		w, wID := toks[i].norm, toks[i].nid
		switch {
		case r27fDeliveryNum.has(wID, w):
			del = true
		case r27fFreeNum.has(wID, w):
			free = true
		case negAt27f(toks, i):
			return false
		}
	}
	return del && free
}

var (
	r27fUnderstood = tokSet("compris", "fhemt", "fhamt", "fhmt", "fhmtk", "fhemtk", "fhamtek", "fhmtek", "fhemtek", "understood", "فهمت", "فهمتك")
	r27fFiller     = tokSet("j", "ai", "jai", "c", "est", "cest", "bien", "i", "have", "it", "daba", "rah", "tout")
)

// yesThenUnderstood reports yes words, then only "I understood" ("yes
// yes, c'est compris", "wakha, fhmt"): nothing answered.
func yesThenUnderstood(toks []tok) bool {
	if !yesOrAck(toks, 0) {
		return false
	}
	seen := false
	for i := 1; i < len(toks); i++ {
		w, wID := toks[i].norm, toks[i].nid
		switch {
		case r27fUnderstoodNum.has(wID, w):
			seen = true
		case yesOrAck(toks, i) || r27fFillerNum.has(wID, w):
		default:
			return false
		}
	}
	return seen
}

var (
	r27fKeep    = tokSet("garde", "gardez", "gardes", "keep")
	r27fConfirm = tokSet("confirme", "confirmerai", "confirmer", "confirm", "nconfirmi", "nconfirmer", "n2akked", "nt2akked", "nakked")
)

// keepThenConfirm reports "keep it for me" opening, then a clause where
// the shopper will confirm ("gardez-le moi de côté, je confirme ce
// soir"), no yes word, nothing negated.
func keepThenConfirm(toks []tok) bool {
	if !r27fKeepNum.has(toks[0].nid, toks[0].norm) {
		return false
	}
	clause := false
	for i := 1; i < len(toks); i++ {
		w, wID := toks[i].norm, toks[i].nid
		if clauseStart(&toks[i]) {
			clause = true
		}
		switch {
		case clause && r27fConfirmNum.has(wID, w):
			return true // "je confirme": a confirming later, no yes
		case yesOrAck(toks, i) || negAt27f(toks, i):
			return false
		}
	}
	return false
}

var (
	r27fFor     = tokSet("for", "pour")
	r27fAnd     = tokSet("and", "et")
	r27fArticle = tokSet("the", "a", "an", "le", "la", "les", "l", "un", "une", "des")
	r27fOne     = tokSet("one", "other", "un", "une", "autre", "another", "more")
)

// addTwoForTwo reports a verb of putting in (after a yes or not), a thing
// for someone, then ", and" another thing named for someone ("add the
// lamp for grandpa, and the tray for my aunt"); "one for me and one for
// my sister" names no other thing.
func addTwoForTwo(toks []tok) bool {
	v := 0
	if yesOrAck(toks, 0) {
		v = 1
	}
	if v >= len(toks) || !putVerbAt(toks, v) {
		return false
	}
	fors, and := 0, -1
	for i := v + 1; i < len(toks); i++ {
		w, wID := toks[i].norm, toks[i].nid
		switch {
		case r27fForNum.has(wID, w):
			fors++
		case r27fAndNum.has(wID, w) && toks[i].comma && fors == 1 && and < 0:
			and = i
		case negAt27f(toks, i):
			return false
		}
	}
	if fors < 2 || and < 0 || and+2 >= len(toks) || !r27fArticleNum.has(toks[and+1].nid, toks[and+1].norm) || r27fOneNum.has(toks[and+2].nid, toks[and+2].norm) || r27fForNum.has(toks[and+2].nid, toks[and+2].norm) {
		return false
	}
	return !r27fOneNum.has(toks[v+1].nid, toks[v+1].norm) && !r27fOneNum.has(toks[v+2].nid, toks[v+2].norm)
}

// negAt27f reports a negation at toks[i]; "la" only opening the message
// or said alone ("la moitié", "la livraison": the article).
func negAt27f(toks []tok, i int) bool {
	w := toks[i].norm
	if toks[i].neg || negationShaped(w) {
		return true
	}
	return negators.has(w) && (w != "la" || i == 0 || clauseStart(&toks[i]) && (i+1 == len(toks) || clauseStart(&toks[i+1])))
}
