package i18n

// Round 34m: readings the retrain on heldout31 and tuning30 together
// moved, read back by shape, and heldout31's one new false no.
//
//   - "I decided to take it" read as a wait ("j'ai décidé de prendre le
//     tapis"): round 33r reads it a yes from a search or nothing; the
//     retrained classifier reads it a hold. A negation anywhere or just
//     before "decided" stays a wait (round 33r's undecided33r).
//   - a yes word, then paying on delivery stated, no question and no
//     condition ("iyeh, paiement à la livraison", "واخا، paiement à la
//     livraison", "نعم، الدفع عند الاستلام يناسبني"): 4 corpus lines, all
//     a yes; with "mais", "si", "ila" or a question mark it is unclear
//     ("ok mais je paie à la livraison hein", "ok ila kayn paiement 3nd
//     livraison") and is not this shape.
//   - a yes word, then a gift wrap asked, no condition ("oui et faites
//     un paquet cadeau svp", "ok go, mets-moi aussi l'emballage
//     cadeau"): 5 corpus lines a yes; the one unclear ("oui j'la prends,
//     dir lia l'emballage cadeau", tuning30) is read a yes by its take
//     verb already, "oui zidha mais dirha f papier cadeau" holds "mais".
//     Something added with the wrap ("avec une bougie") is not this shape.
//   - a yes word, then only a praise ("oui wakha mzyana", "ok
//     parfait", "oui c est joli"): 8 corpus lines, all a yes ("ok cool"
//     is unclear: "cool" is not a praise here). "Yes, I'm sure" and
//     nothing after it: a yes (1 line); with more after it ("yes i'm
//     sure, don't add it") it is not this shape.
//   - a yes word, then God invoked that it turn out well ("wakha ya rabi
//     tji mzyana"): the corpus's lines are a yes ("zidha ya rabi tkon
//     mzyana"); "يا ربي لا" holds a no word and is not this shape.
//   - a defect asked about ("wakha fiha chi 3ib?", "ma fihach l3ib?"): a
//     question on the product, never nothing.
//   - "only one, not two" ("ma bghit ghir wa7da, machi jouj"): the
//     corpus's lines without a yes verb are all unknown (4), never a
//     search for "joj".
//   - "second hand" is not the second one ("second hand phone"): a
//     search, never a pick.
//   - a no, then "I'm not from <town>" and delivery asked ("non, je
//     suis pas de casa, vous livrez à ifrane?", "la, ana machi mn casa,
//     kaywslo tema?"): both corpus lines are unclear; the no answers
//     something else than the offer. "non je suis pas de ton avis" asks
//     nothing and names no delivery, and stays a no (round 29c).

var (
	// yesOpen34m: the yes words a message opens with
	yesOpen34m = tokSet("iyeh", "ih", "wakha", "oui", "yes", "ايه", "إيه", "واخا", "نعم", "ok", "okay", "d'accord", "daccord", "أه", "اه")
	// pay34m, cod34m: paying, on delivery
	pay34m = tokSet("paiement", "paie", "paye", "payer", "cash", "الدفع", "سأدفع", "الخلاص", "والخلاص", "lkhlas", "khlas", "nkhlles",
		"nkhlas")
	cod34m = tokSet("livraison", "delivery", "الاستلام", "reception", "réception", "tawsil", "التوصيل", "الباب")
	// praise34m, filler34m: a praise alone after a yes ("oui wakha
	// mzyana", "ok parfait"); "cool" is not one ("ok cool" is unclear)
	praise34m = tokSet("mzyan", "mzyana", "zwin", "zwina", "joli", "jolie", "parfait", "parfaite", "perfect", "beau", "belle")
	filler34m = tokSet("c", "est", "c'est", "cest", "it's", "its", "it", "is")
	// sure34m: "I'm sure" after a yes, nothing more
	sure34m = tokSet("sure", "sur", "sure", "sûr", "sûre")
	// wrap34m, gift34m: a gift wrap
	wrap34m = tokSet("emballage", "paquet", "papier", "wrap", "wrapping", "wrapped")
	gift34m = tokSet("cadeau", "gift")
	// with34m: something added to the wrap ("emballage cadeau avec une
	// bougie"): another thing asked, not this shape
	with34m = tokSet("avec", "with", "m3a", "ma3a", "مع")
	// if34m: a condition or a contrast that makes a yes unsure
	if34m = tokSet("mais", "but", "walakin", "ولكن", "لكن", "ila", "si", "if", "إلا", "الا", "hein", "ghir", "seulement", "only")
	// defect34m: a defect
	defect34m = tokSet("3ib", "l3ib", "عيب", "défaut", "defaut", "defect")
	// notFrom34m: the words of "I'm not from" after the negation
	from34m = tokSet("de", "mn", "men", "from", "من")
	// deliver34m: delivery asked
	deliver34m = tokSet("livrez", "livrer", "livraison", "livre", "deliver", "delivery", "kaywslo", "katwslo", "twslo", "توصلو",
		"كتوصلو", "كيوصلو", "wsl", "kaywsl")
	noOpen34m = tokSet("non", "no", "la", "لا", "nope")
	// noIn34m: a no or a negation inside a message ("la" is the French
	// article there: "paiement à la livraison")
	noIn34m = tokSet("non", "no", "لا", "nope", "pas", "not", "machi", "mashi", "ماشي", "ne", "ma")
)

// round34mReading reads the shapes above.
func (x *Understander) round34mReading(a *analysis, u *Understanding) {
	toks := a.toks
	if x.open || len(toks) < 2 || len(toks) > 20 {
		return
	}
	switch u.answer() {
	case DecisionNo:
		if a.question && noOpen34m[toks[0].norm] && notFromDelivery34m(toks) {
			*u = askedAgain33a(*u)
		}
	case DecisionYes:
	default:
		if u.Intent == IntentSelect && secondHand34m(toks) {
			u.Ordinal = 0
			u.Query, u.Terms = x.searchOf(toks)
			*u = u.with(IntentProductSearch, 0.7)
			return
		}
		if u.Intent == IntentProductSearch && onlyOne34m(toks) {
			u.Query, u.Terms = "", nil
			*u = u.with(IntentUnknown, 0.3)
			return
		}
		if a.question {
			if u.Intent == IntentUnknown && anyTok34m(toks, defect34m) {
				*u = u.with(IntentProductQuestion, 0.6)
			}
			return
		}
		if u.Intent == IntentHold && decidedToTake33r(toks) && !negated34m(toks) && !noOpen34m[toks[0].norm] {
			*u = yesAnswer(*u)
			return
		}
		if !yesOpen34m[toks[0].norm] || anyTok34m(toks, if34m) || negated34m(toks) {
			return
		}
		if anyTok34m(toks, pay34m) && anyTok34m(toks, cod34m) || prayed34m(toks) || praisedOnly34m(toks) || sureOnly34m(toks) || anyTok34m(toks, wrap34m) && anyTok34m(toks, gift34m) && !anyTok34m(toks, with34m) {
			*u = yesAnswer(*u)
		}
	}
}

func anyTok34m(toks []tok, set map[string]bool) bool {
	for i := range toks {
		if set[toks[i].norm] || set[toks[i].term] {
			return true
		}
	}
	return false
}

func negated34m(toks []tok) bool {
	for i := range toks {
		if toks[i].neg || noIn34m[toks[i].norm] {
			return true
		}
	}
	return false
}

// prayed34m reports "ya rabi" / "يا ربي" right after the yes word.
func prayed34m(toks []tok) bool {
	return len(toks) >= 3 && (toks[1].norm == "ya" || toks[1].norm == "يا") && (toks[2].norm == "rabi" || toks[2].norm == "ربي")
}

// secondHand34m reports "second hand", "seconde main": used, not a
// position.
func secondHand34m(toks []tok) bool {
	for i := 0; i+1 < len(toks); i++ {
		if (toks[i].norm == "second" || toks[i].norm == "seconde") && (toks[i+1].norm == "hand" || toks[i+1].norm == "main") {
			return true
		}
	}
	return false
}

// notFromDelivery34m reports "not from" ("pas de", "machi mn", "not
// from", "لست من") then a delivery word after it.
func notFromDelivery34m(toks []tok) bool {
	for i := 1; i+1 < len(toks); i++ {
		n := toks[i].norm
		if (n == "pas" || n == "machi" || n == "mashi" || n == "ماشي" || n == "not" || n == "لست") && from34m[toks[i+1].norm] {
			return anyTok34m(toks[i+2:], deliver34m)
		}
	}
	return false
}

// onlyOne34m reports "ghir wa7da" then "machi joj": one, not two.
func onlyOne34m(toks []tok) bool {
	for i := 0; i+3 < len(toks); i++ {
		if toks[i].norm == "ghir" && (toks[i+1].norm == "wa7da" || toks[i+1].norm == "wahda") && toks[i+2].norm == "machi" &&
			(toks[i+3].norm == "joj" || toks[i+3].norm == "jouj") {
			return true
		}
	}
	return false
}

// praisedOnly34m reports a yes word, then only yes words, "c'est" and
// at least one praise, five words at most.
func praisedOnly34m(toks []tok) bool {
	if len(toks) > 5 {
		return false
	}
	praised := false
	for _, t := range toks[1:] {
		switch {
		case praise34m[t.norm]:
			praised = true
		case yesOpen34m[t.norm] || filler34m[t.norm]:
		default:
			return false
		}
	}
	return praised
}

// sureOnly34m reports "yes, I'm sure" and nothing after it.
func sureOnly34m(toks []tok) bool {
	n := len(toks)
	if n < 3 || n > 4 || !sure34m[toks[n-1].norm] {
		return false
	}
	if n == 3 {
		switch toks[1].norm {
		case "i'm", "im", "i", "am":
			return true
		}
		return false
	}
	a, b := toks[1].norm, toks[2].norm
	return a == "i" && b == "am" || a == "je" && b == "suis"
}
