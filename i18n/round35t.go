package i18n

// Round 35t: the false yeses and noes tuning32 and tuning33 left after
// the retrain, read by shape. Counts are of the whole seen corpus
// (heldout33 aside), by the label the corpus gives:
//
//   - an answer said to someone at home: an answer word (two at most),
//     the vocative ("a", "ya", "يا", "أ") and a kin or endearment word a
//     shopper does not call the seller by ("a mama", "يا أمي", "a
//     7bibti", "a weldi", "يا أولاد"), whatever follows: 0 yes, 2 no,
//     97 unclear. Without the vocative only the words that are always
//     said to the one addressed count ("oui chéri", "non honey",
//     "yes mom", "non habibi": 59 lines, all unclear); "la, mama qalt
//     …", "لا، أمي قالت …" tell what mother said and are real answers
//     (40+ lines yes or no). The seller's words ("a khti", "a khoya",
//     "a l7aj", "a wlidi") are split and left alone.
//   - a no word that is not an answer but opens an idiom or a subject:
//     "لا إله إلا الله", "لا حول ولا قوة إلا بالله" (an exclamation: 14
//     unclear, 2 no where a price follows them), "لا أحد …", "no one
//     …", "nobody …" (someone else did or did not: a complaint or a
//     story), "لا بد أن …" (it must be), "لا تؤاخذني" (excuse me), "لا
//     أصدق" (I can't believe it): asked again, unless a no or a
//     negation follows the idiom ("لا أحد في البيت سيستعمله، لا
//     شكراً") or the nobody is at home to use it ("لا أحد في البيت
//     يستعمله", a reason that closes the matter: README).
//   - an add verb whose object is the shopper, then a place ("add me on
//     instagram", "ajoute-moi sur insta"): nothing is put in the cart.
//     "ajoute-moi ça", "ajoutez-moi la lanterne" (9 lines a yes) name a
//     thing and are not this shape.
//   - a no read only after "sinon" / "otherwise" ("moins de 500 dh,
//     sinon ma ghadich nakhod"): the refusal is a condition's, the bot
//     asks again.
//
// One shape turns a yes into a no, the corpus agreeing (8 lines of 8
// labelled no): there is no point adding it ("inutile de l'ajouter",
// "pas la peine de l'ajouter", "no need to add it").

var (
	// opener35t: the answer words a message said to someone else opens on
	opener35t = tokSet("wakha", "wakhha", "waxa", "iyeh", "iyah", "ih", "ah", "la", "la2", "la3", "no", "non", "nope", "oui", "yes",
		"yeah", "ok", "okay", "واخا", "نعم", "إيه", "ايه", "اه", "لا", "لالا", "كلا", "حسنا", "هيا", "safi", "صافي")
	// kinVoc35t: kin and endearment words after the vocative: never the
	// seller
	kinVoc35t = tokSet("mama", "ماما", "أمي", "امي", "maman", "mom", "mommy", "بابا", "baba", "bba", "papa", "أبي", "ابي", "حبيبتي", "حبيبي",
		"7bibti", "7bibi", "habibi", "habibti", "3mmi", "عمي", "أولاد", "اولاد", "wlad", "weldi", "وليدي", "bnti", "بنتي", "rajli", "راجلي",
		"الواليدة", "lwalida", "3zizti", "cheri", "cherie", "honey", "sweetie")
	// address35t: words that are said to the one addressed, with or
	// without the vocative; parent35t: the parents' among them, which
	// may also tell what the parent said ("oui, maman a dit ok,
	// ajoutez-la")
	address35t = tokSet("cheri", "cherie", "honey", "sweetie", "habibi", "habibti", "maman", "mom", "mommy", "papa")
	parent35t  = tokSet("maman", "mom", "mommy", "papa")
	// idiomLa35t: what makes an opening "لا" an idiom, not an answer
	idiomLa35t = tokSet("حول", "أحد", "احد", "بد", "تؤاخذني", "تواخذني", "أصدق", "اصدق")
	// god35t, except35t: "لا إله إلا الله"
	god35t    = tokSet("إله", "اله", "الله", "بالله")
	except35t = tokSet("إلا", "الا")
	// clitic35t: an object pronoun between "inutile de" and the add verb
	clitic35t = tokSet("l", "le", "la", "les")
	// nobody35t: a nobody opening the message
	nobody35t = tokSet("nobody", "personne")
	// home35t: the home a nobody uses nothing at
	home35t = tokSet("البيت", "الدار", "home", "house", "maison", "dar", "ldar")
	// meObj35t, placePrep35t: "add me on …"
	meObj35t     = tokSet("me", "moi")
	placePrep35t = tokSet("on", "sur", "in", "f", "fi")
	// otherwise35t: a condition's other branch
	otherwise35t = tokSet("sinon", "otherwise")
	// pointless35t: "no point", "no need" before an add verb
	pointless35t = newPhrases32b("inutile de", "pas la peine de", "no need to", "cest pas la peine de", "pas besoin de")
	// needless35t: a word each phrase of pointless35t holds (its cue)
	needless35t = tokSet("inutile", "peine", "need", "besoin")
)

// round35tReading reads the shapes above. A yes or a no said to someone
// at home, an idiom's no, an add of oneself or a condition's no is
// asked again; a pointless add is a no.
func (x *Understander) round35tReading(a *analysis, u *Understanding) {
	toks := a.toks
	if x.open || len(toks) < 2 {
		return
	}
	switch u.answer() {
	case DecisionYes:
		if a.may(cueAddress35t) && saidToKin35t(toks) || a.may(cueMeOr35t) && addMeOn35t(toks) {
			*u = askedAgain33a(*u)
		} else if a.may(cueMeOr35t) && pointlessAdd35t(toks) {
			*u = noOf(*u)
		}
	case DecisionNo:
		if a.may(cueAddress35t) && (saidToKin35t(toks) || idiomNo35t(toks)) || a.may(cueMeOr35t) && otherwiseNo35t(toks) {
			*u = askedAgain33a(*u)
		}
	case DecisionHold:
	default:
		if !a.question && a.may(cueMeOr35t) && pointlessAdd35t(toks) {
			*u = noOf(*u)
		}
	}
}

// saidToKin35t reports an answer word (two at most), then the vocative
// and a kin word, or an address word alone: the answer is said to
// someone at home, not to the shop.
func saidToKin35t(toks []tok) bool {
	if !opener35t[toks[0].norm] {
		return false
	}
	i := 1
	if i+1 < len(toks) && opener35t[toks[i].norm] {
		i++
	}
	if address35t[toks[i].norm] {
		return !parent35t[toks[i].norm] || !yesVerbIn(toks)
	}
	return i+1 < len(toks) && vocative33f[toks[i].norm] && kinVoc35t[toks[i+1].norm]
}

// idiomNo35t reports a message opening on a no word that is an idiom's
// or a nobody ("لا إله إلا الله", "لا أحد رد", "no one told me", "لم
// يخبرني أحد"), with no no word or negation after the idiom and no
// home the nobody is at: the no word answers nothing.
func idiomNo35t(toks []tok) bool {
	w0 := toks[0].norm
	rest := -1
	switch {
	case w0 == "لا" && idiomLa35t[toks[1].norm]:
		rest = 2
	case w0 == "لا" && len(toks) > 2 && god35t[toks[1].norm] && except35t[toks[2].norm]:
		rest = 3 // "لا إله إلا الله" ("لا الله يخليك" is a no: "إله" and "الله" read alike)
	case w0 == "لم" && len(toks) > 2 && idiomLa35t[toks[2].norm] && (toks[2].norm == "أحد" || toks[2].norm == "احد"):
		rest = 3
	case w0 == "no" && toks[1].norm == "one", nobody35t[w0]:
		rest = 1
	}
	if rest < 0 {
		return false
	}
	// the idiom's own words: "إلا الله", "ولا قوة إلا بالله"
	exclaim := false
	for i := rest; i < len(toks) && i < 7; i++ {
		if god35t[toks[i].norm] {
			rest, exclaim = i+1, true
			break
		}
	}
	if rest >= len(toks) {
		return true
	}
	tail := toks[rest:]
	return !refusedIn35t(tail) && !hasTok34a(tail, home35t) && !(exclaim && hasTok34a(tail, dearWords))
}

// refusedIn35t reports a no word, a negation or a refusal verb in toks
// ("لا بد أن هذا القفطان غالٍ", it must be dear, is a guess, no refusal).
func refusedIn35t(toks []tok) bool {
	for i := range toks {
		if t := &toks[i]; noWords33a[t.norm] || t.neg || negationShaped(t.norm) || t.refusalVerb() {
			return true
		}
	}
	return false
}

// addMeOn35t reports an add verb, "me" / "moi", then a place ("add me
// on instagram", "ajoute-moi sur insta"): the shopper asks to be added
// somewhere, not the item to the cart.
func addMeOn35t(toks []tok) bool {
	for i := 0; i+2 < len(toks) && i < 3; i++ {
		if putWord(toks, i) && meObj35t[toks[i+1].norm] && placePrep35t[toks[i+2].norm] {
			return true
		}
	}
	return false
}

// otherwiseNo35t reports a message that does not open on a no word,
// with "sinon" / "otherwise" and a negation only after it ("moins de
// 500 dh, sinon ma ghadich nakhod"): the refusal is a condition's.
func otherwiseNo35t(toks []tok) bool {
	if noWords33a[toks[0].norm] {
		return false
	}
	for i := 1; i+1 < len(toks); i++ {
		if otherwise35t[toks[i].norm] {
			return !negatedIn33a(toks[:i]) && negatedIn33a(toks[i+1:])
		}
	}
	return false
}

// pointlessAdd35t reports "no point", "no need" opening the message (or
// after a no word), then an add verb, its object pronoun between or
// after ("inutile de
// l'ajouter", "pas la peine de l'ajouter", "no need to add it"): adding
// it is refused.
func pointlessAdd35t(toks []tok) bool {
	for s := 0; s < len(toks) && s < 8; s++ {
		n := pointless35t.at(toks, s)
		if n == 0 {
			continue
		}
		i := s + n
		if i+1 < len(toks) && clitic35t[toks[i].norm] {
			i++
		}
		return i < len(toks) && putWord(toks, i) && !yesAfter35t(toks[i+1:])
	}
	return false
}

// yesAfter35t reports a yes verb in toks ("no need to add it to the
// wishlist, just put it in the cart").
func yesAfter35t(toks []tok) bool { return yesVerbIn(toks) }
