package i18n

import "strings"

// Round 27e: shapes read as a no that a shop assistant would not read as
// one, read by shape. Each reader is asked only where its cue word is
// there (a set lookup a word), never the model.
//
//   - a no, then another card named by where it lies or by a contrast
//     ("non, celle d'à côté", "لا، الصغير ماشي الكبير"): a pick (round
//     27c's noThenNeighbour, by place);
//   - not now, then a promise to get back to the shop ("mashi daba, mn
//     b3d lghda nrje3 lik"): a wait; "not now, later" alone stays a no
//     (the corpus: 20 such lines no);
//   - don't send or add it until something ("ma tsifthach 7ta
//     nconfirmi"), nothing sent as I come myself, kept in the basket till
//     a visit: a wait;
//   - a no that says it was joking ("la la ghir kandhak m3ak"), a no
//     denied ("ma qoltch la", "wrong word"), a problem with a code, a
//     password or a payment told ("الكود ماخدامش"), the wrapping declined
//     ("not a gift, skip the wrapping"): asked again;
//   - a bare no, then a question about the shown thing ("non, c'est fait
//     à la main ?"): the question, no no;
//   - a question of the thing without its mark ("can it fold … or is it
//     too thick"): a product question.
func (x *Understander) round27eReading(a *analysis, u *Understanding) bool {
	toks := a.toks
	if x.open || len(toks) < 2 || len(toks) > 30 {
		return false
	}
	d := u.answer()
	if d != DecisionNo && d != DecisionNone && d != DecisionAmbiguous {
		return false
	}
	if !a.question && d != DecisionHold && (a.may(cueSendOrAdd27) && (dontSendUntil(toks) || nothingSentIllCome(toks)) || a.may(cueKeep27) && keptInBasketToVisit(toks)) {
		*u = holdOf(*u)
		return true
	}
	if !a.question && (a.may(cueNoReason27) && noReasonToRefuse(toks) || mindKeptTaken(toks) ||
		a.may(cueNothing27e) && nothingElseThenPut(toks) || a.may(cueNoNeed27) && noNeedThenSend(toks) || noThenRightThenPut(toks)) {
		*u = u.cleared()
		u.Decision = DecisionYes
		*u = u.with(IntentConfirm, 0.8)
		return true
	}
	if !a.question && d != DecisionHold && maybeNearInshallah(toks) {
		*u = holdOf(*u)
		return true
	}
	if !a.question && a.may(cueCut27) && moneyTakenTold(toks) {
		*u = u.cleared()
		u.Decision = DecisionNone
		*u = u.with(IntentUnknown, 0.3)
		return true
	}
	if d != DecisionNo {
		return false
	}
	switch {
	case blessingBaraka(toks):
		*u = u.cleared()
		u.Decision = DecisionNone
		*u = u.with(IntentThanks, 0.8)
		return true
	case noThenTheOther27(toks):
		*u = u.cleared()
		u.Decision = DecisionNone
		*u = u.with(IntentSelect, 0.6)
		return true
	case noThenPlaced(toks) || noThenContrast(toks):
		*u = u.cleared()
		u.Decision = DecisionNone
		*u = u.with(IntentSelect, 0.6)
		return true
	case !a.question && notNowGetBack(toks):
		*u = holdOf(*u)
		return true
	case noJoking(toks) || noDenied27(toks) || accountTrouble(toks) || wrappingDeclined(toks):
		*u = u.cleared()
		u.Decision = DecisionNone
		*u = u.with(IntentUnknown, 0.3)
		return true
	case a.question && u.Intent == IntentProductQuestion && !otherVariantAsked(*u) && noThenShownAsked(toks):
		// ("nope, do you have it in navy?": another colour or size
		// asked after the no is the no, round 21g)
		u.Decision = DecisionNone
		return true
	case !a.question && unmarkedThingQuestion(toks):
		*u = u.cleared()
		u.Decision = DecisionNone
		*u = u.with(IntentProductQuestion, 0.6)
		return true
	}
	return false
}

// noLead27 reports the words of an opening no: "la", "non", "no", "لا",
// said once or twice, with "mais" or "pas"; it returns how many.
func noLead27(toks []tok) int {
	i := 0
	for i < len(toks) && i < 3 && (toks[i].isBareNo() || bareNoNorm27.is(&toks[i])) && !toks[i].neg {
		i++
	}
	if i == 0 {
		return 0
	}
	if i < len(toks) && (toks[i].norm == "mais" || toks[i].norm == "but") && !toks[i].comma {
		i++
	}
	return i
}

// laterNeg27 reports a negation, a want or a dearness word in toks: a
// refusal of its own.
func laterNeg27(toks []tok) bool {
	for i := range toks {
		if toks[i].neg || negationShaped(toks[i].norm) || negators.has(toks[i].norm) || wantish(&toks[i]) {
			return true
		}
	}
	return dearIn27(toks)
}

// bareNoNorm27 is bareNos.has of the word itself (not its key), by the
// word's number: noLead27 is asked five times a message by as many
// readers, and hashed the first word's string at each.
var bareNoNorm27 = newNormTable(func(w string) uint32 { return b32(bareNos.has(w)) })

var (
	pronoun27 = tokSet("cele", "celle", "celui", "celles", "ceux", "one", "dik", "dak", "li", "lli", "اللي", "الي", "التي", "الذي", "ديك")
	place27   = tokSet("cote", "côté", "milieu", "gauche", "droite", "middle", "left", "right", "الوسط", "فالوسط", "lwast", "flwast", "jnbha", "جنبها",
		"7daha", "7dah", "7dahom", "7dahoum", "حداها", "حداه", "حداهم", "جنبه", "jnbo")
)

// noThenPlaced reports an opening no, then a card named by where it lies
// ("non, celle d'à côté", "no, the one in the middle"), nothing refused
// after it.
func noThenPlaced(toks []tok) bool {
	s := noLead27(toks)
	return s != 0 && placedFrom(toks, s)
}

// placedFrom reports, from toks[s] on, a card named by where it lies (a
// pronoun, then a place word within four), nothing refused after it.
func placedFrom(toks []tok, s int) bool {
	for i := s; i < len(toks); i++ {
		if !pronoun27Num.has(toks[i].nid, toks[i].norm) {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+4; j++ {
			if place27Num.has(toks[j].nid, toks[j].norm) {
				return !laterNeg27(toks[j+1:])
			}
		}
	}
	return false
}

var contrastNeg27 = tokSet("ماشي", "وماشي", "ليس", "وليس", "مشي", "لا", "ولا", "machi", "mashi", "not", "pas")

// noThenContrast reports an opening no, then one named with the article
// against another ("لا، الصغير ماشي الكبير", "لا، الكبيرة وليس الصغيرة"):
// one card picked over the other.
func noThenContrast(toks []tok) bool {
	s := noLead27(toks)
	if s == 0 || len(toks) != s+3 {
		return false
	}
	return arabicDefinite27(toks[s].norm) && contrastNeg27Num.has(toks[s+1].nid, toks[s+1].norm) && arabicDefinite27(toks[s+2].norm)
}

// arabicDefinite27 reports an Arabic word with its article ("الصغير").
func arabicDefinite27(w string) bool {
	return strings.HasPrefix(w, "ال") && len(w) >= 8
}

var (
	notNowNot27 = tokSet("mashi", "machi", "ماشي", "not", "pas", "daba", "دابا")
	nowWords27  = tokSet("daba", "دابا", "now", "maintenant")
	backVerb27  = tokSet("nrje3", "nrj3", "nrjae3", "ghanrje3", "ghanrj3", "نرجع", "غانرجع", "غنرجع", "ngolik", "ngoulik", "نقولك", "نقول", "ngoul", "ngol", "get", "reviens", "reviendrai", "recontacte")
	toYou27     = tokSet("lik", "3lik", "ليك", "عليك", "back", "vers", "ليك", "lek", "lk")
)

// notNowGetBack reports "not now" opening the message, then a promise to
// get back to the shop ("nrje3 lik", "نرجع ليك", "je reviens vers vous",
// "i'll get back to you"), no condition said.
func notNowGetBack(toks []tok) bool {
	s := noLead27(toks)
	if s+1 >= len(toks) {
		if s != 0 {
			return false
		}
	}
	now := -1
	for i := s; i < len(toks) && i <= s+2; i++ {
		if nowWords27Num.has(toks[i].nid, toks[i].norm) && (i == 0 || notNowNot27Num.has(toks[i-1].nid, toks[i-1].norm) || i == s) {
			now = i
			break
		}
	}
	if now < 0 || now == 0 && toks[0].norm != "daba" && toks[0].norm != "دابا" {
		return false
	}
	for j := now + 1; j+1 < len(toks); j++ {
		if ifWordsNum.has(toks[j].nid, toks[j].norm) || wouldWords27Num.has(toks[j].nid, toks[j].norm) {
			return false
		}
		if backVerb27Num.has(toks[j].nid, toks[j].norm) && toYou27Num.has(toks[j+1].nid, toks[j+1].norm) {
			return true
		}
	}
	return false
}

// sendOrAdd27 reports a verb of sending or putting in, by its stem.
func sendOrAdd27(w string) bool {
	for _, p := range []string{"sift", "sifet", "sifit", "صيفط", "zid", "زيد", "ajout", "ship", "send", "add", "envoi", "envoy", "expedi", "ارسل", "رسل", "ضيف", "اضف"} {
		if strings.Contains(w, p) {
			return true
		}
	}
	return false
}

// negSend27 returns the index of a negated verb of sending or putting in
// ("ma tsifthach", "ماتصيفطهاش", "don't ship", "ne l'ajoutez pas"), -1
// if none.
func negSend27(toks []tok) int {
	for i := range toks {
		w := toks[i].norm
		// the negation first: a cheap test most words fail, before the
		// stems' substrings
		if !toks[i].neg && !(strings.HasPrefix(w, "ما") && negationShaped(w)) &&
			!(i > 0 && (toks[i-1].norm == "dont" || toks[i-1].norm == "ne" || toks[i-1].norm == "ma" || toks[i-1].norm == "ما")) {
			continue
		}
		if !sendOrAdd27(w) && !sendOrAdd27(toks[i].key) {
			continue
		}
		if strings.HasPrefix(w, "n") || strings.HasPrefix(w, "ن") || i > 0 && said27eNum.has(toks[i-1].nid, toks[i-1].norm) {
			continue // "gal lia ma nzid": my own put-in, told as a rule someone gave
		}
		return i
	}
	return -1
}

var said27e = tokSet("gal", "qal", "9al", "galia", "lia", "قال", "said", "told", "dit")

var until27 = tokSet("7ta", "hta", "حتى", "حتي", "until", "till", "avant", "jusqu", "jusqua", "tant")

// dontSendUntil reports a send or a put-in forbidden until something
// ("ma tsifthach 7ta nconfirmi", "don't ship it until I'm sure"), with no
// yes and no but before it ("واخا ولكن ماتصيفطهاش حتى نقولك" is asked).
func dontSendUntil(toks []tok) bool {
	n := negSend27(toks)
	if n < 0 {
		return false
	}
	for i := 0; i < n; i++ {
		if yesOrAck(toks, i) || butWordsNum.has(toks[i].nid, toks[i].norm) {
			return false
		}
	}
	for j := n + 1; j < len(toks) && j <= n+5; j++ {
		if until27Num.has(toks[j].nid, toks[j].norm) {
			return j+1 < len(toks)
		}
		if toks[j].norm == "ta" && j+1 < len(toks) && strings.HasPrefix(toks[j+1].norm, "n") {
			return true // "ta nt2akked": "7ta" said short, then a verb of mine
		}
	}
	return false
}

var (
	nothing27 = tokSet("walo", "والو", "anything", "rien", "شي", "حتى")
	myself27  = tokSet("myself", "ana", "أنا", "انا", "moi", "moimeme")
)

// nothingSentIllCome reports nothing to be sent, then the shopper coming
// ("la ma tsifet walo, ghadi nji ana", "don't send anything, I'll come
// myself").
func nothingSentIllCome(toks []tok) bool {
	n := negSend27(toks)
	if n < 0 || n+1 >= len(toks) || !nothing27Num.has(toks[n+1].nid, toks[n+1].norm) {
		return false
	}
	come, self := false, false
	for j := n + 2; j < len(toks); j++ {
		w, wID := toks[j].norm, toks[j].nid
		switch {
		case visit27Num.has(wID, w) || comeBack26Num.has(wID, w):
			come = true
		case myself27Num.has(wID, w):
			self = true
		case toks[j].neg || negationShaped(w) || wantish(&toks[j]):
			return false
		}
	}
	return come && self
}

var (
	keep27   = tokSet("kep", "keep", "garde", "gardez", "gardes", "ابقها", "أبقها", "ابقيها", "خليها", "khliha", "khaliha", "laisse", "laissez")
	basket27 = tokSet("basket", "cart", "panier", "lpanier", "السله", "السلة", "فالسلة", "فالسله", "البانيي", "فالبانيي", "lbanyi")
)

// keptInBasketToVisit reports a keep, then the basket, then a visit
// ("keep it in the basket, I'll pass by on Thursday"), nothing negated.
func keptInBasketToVisit(toks []tok) bool {
	keep, basket := -1, false
	for i := range toks {
		w, wID := toks[i].norm, toks[i].nid
		switch {
		case toks[i].neg || negatorShaped27.is(&toks[i]):
			return false
		case keep < 0 && keep27Num.has(wID, w):
			keep = i
		case keep >= 0 && basket27Num.has(wID, w) && i <= keep+5:
			if i > 0 && (toks[i-1].norm == "mn" || toks[i-1].norm == "من" || toks[i-1].norm == "from") {
				return false
			}
			basket = true
		case basket && (visit27Num.has(wID, w) || comeBack26Num.has(wID, w)):
			return !yesOrAck(toks, 0)
		}
	}
	return false
}

// negatorShaped27: a negator, or a word negated ("ma…ch"), by number
// (asked of every word by keptInBasketToVisit).
var negatorShaped27 = newNormTable(func(w string) uint32 { return b32(negationShaped(w) || negators.has(w)) })

var joke27 = tokSet("kandhak", "kand7ak", "kanضحك", "كنضحك", "rigole", "rigolais", "blague", "joking", "kidding", "kan9ser", "kan9sser", "kanms7", "كنقصر", "نمزح", "أمزح", "امزح", "jk")

// noJoking reports an opening no, then a joke owned ("la la ghir kandhak
// m3ak", "non non je rigole"), nothing refused after it.
func noJoking(toks []tok) bool {
	s := noLead27(toks)
	if s == 0 {
		return false
	}
	for i := s; i < len(toks); i++ {
		if joke27Num.has(toks[i].nid, toks[i].norm) && !toks[i].neg {
			return !laterNeg27(toks[i+1:]) && (i+1 >= len(toks) || toks[i+1].norm != "pas")
		}
	}
	return false
}

var (
	saidKey27 = tokSet("قلت", "qolt", "golt", "glt", "9olt")
	sayNeg27  = tokSet("qoltch", "goltch", "gltch", "9oltch", "قلتش", "didnt", "didn't")
	said27    = tokSet("say", "said", "dit", "qoltch", "goltch", "gltch", "قلتش", "أقل", "اقل")
	wrong27   = tokSet("trompe", "trompé", "wrong", "ghlat", "ghlatt", "غلطت")
	word27    = tokSet("mot", "word", "kelma", "لكلمة", "الكلمة")
)

// noDenied27 reports a no said denied ("la, ma qoltch la", "I didn't say
// no", "je n'ai pas dit non", "لم أقل لا") or the word owned as a slip
// ("je me suis trompé de mot", "wrong word").
func noDenied27(toks []tok) bool {
	for i := range toks {
		w, wID := toks[i].norm, toks[i].nid
		if (said27Num.has(wID, w) || toks[i].neg && saidKey27Num.has(toks[i].kid, toks[i].key)) && i+1 < len(toks) && (bareNos.has(toks[i+1].norm) || toks[i+1].norm == "no") {
			neg := sayNeg27Num.has(wID, w) || w == "قلتش" || toks[i].neg
			for k := i - 1; k >= 0 && k >= i-3 && !neg; k-- {
				neg = sayNeg27Num.has(toks[k].nid, toks[k].norm) || toks[k].norm == "pas" || toks[k].norm == "لم" || toks[k].norm == "not"
			}
			if neg {
				return true
			}
		}
		if wrong27Num.has(wID, w) {
			for j := i + 1; j < len(toks) && j <= i+2; j++ {
				if word27Num.has(toks[j].nid, toks[j].norm) {
					return true
				}
			}
		}
	}
	return false
}

var (
	account27 = tokSet("code", "lcode", "الكود", "كود", "coupon", "promo", "password", "passe", "pase", "السر", "charged", "debite", "débité", "prélevé", "preleve")
	broken27  = tokSet("marche", "works", "work", "working", "khdam", "khdamch", "makhdamch", "ماخدامش", "خدام", "perdu", "lost", "nsit", "oublie", "oublié", "forgot", "نسيت", "charged", "debite", "débité", "prélevé", "preleve", "isnt", "there", "valide", "mzyan")
)

// accountTrouble reports a code, a password or a payment, and it not
// working, lost or charged ("le code promo ne marche pas", "الكود
// ماخدامش", "nsit lmot de passe"), no opening no nor a cancel verb.
func accountTrouble(toks []tok) bool {
	if noLead27(toks) > 0 {
		return false
	}
	acc, broken := false, false
	for i := range toks {
		w, wID := toks[i].norm, toks[i].nid
		if strings.HasPrefix(w, "annul") || strings.HasPrefix(w, "cancel") || strings.HasPrefix(w, "الغ") || strings.HasPrefix(w, "ألغ") {
			return false
		}
		if account27Num.has(wID, w) {
			acc = true
		}
		if broken27Num.has(wID, w) || toks[i].key != w && broken27Num.has(toks[i].kid, toks[i].key) {
			broken = true
		}
	}
	return acc && broken
}

var (
	wrap27 = tokSet("wraping", "wrapping", "wrap", "emballage", "dembalage", "emballer", "تغليف", "التغليف")
	gift27 = tokSet("gift", "cadeau", "هدية", "kado", "cado")
)

// wrappingDeclined reports the wrapping declined or the thing said not a
// gift ("skip the wrapping", "pas d'emballage", "ما تغلفيهاش", "not a
// gift"), no want denied.
func wrappingDeclined(toks []tok) bool {
	if wantDenied27(toks) {
		return false
	}
	for i := range toks {
		w, wID := toks[i].norm, toks[i].nid
		if wrap27Num.has(wID, w) || strings.Contains(w, "تغلف") {
			return true
		}
		if gift27Num.has(wID, w) && i >= 2 && (toks[i-1].norm == "a" || toks[i-1].norm == "un") && (toks[i-2].norm == "not" || toks[i-2].norm == "pas") {
			return true
		}
	}
	return false
}

var interject27e = tokSet("serieux", "sérieux", "serieusement", "sérieusement", "franchement", "vraiment", "seriously")

// noThenShownAsked reports a bare no, with "mais" or a word of disbelief,
// then a question of the thing shown, nothing else refused, no thanks,
// nothing other asked ("non, c'est fait à la main ?", "la, wach hadi mn
// jeld?"); "non merci, vous livrez à fès ?" stays the no.
func noThenShownAsked(toks []tok) bool {
	s := noLead27(toks)
	if s == 0 || s >= len(toks) {
		return false
	}
	mais := toks[s-1].norm == "mais"
	if interject27eNum.has(toks[s].nid, toks[s].norm) {
		s++
	}
	if s >= len(toks) || (!toks[s].comma && !mais) {
		return false
	}
	for i := s; i < len(toks); i++ {
		w, wID := toks[i].norm, toks[i].nid
		if w == "la" && !clauseStart(&toks[i]) {
			continue // "à la main": the article
		}
		if (w == "pas" || w == "not") && i == len(toks)-1 && or27Num.has(toks[i-1].nid, toks[i-1].norm) {
			continue // "… ou pas ?": the question's "or not"
		}
		if otherWords26Num.has(wID, w) || toks[i].neg || negationShaped(w) || negators.has(w) || wantish(&toks[i]) {
			return false
		}
		if _, c, ok := decision1(toks, i); ok && (c == dThanks || c == dNo || c == dNeg || c == dBut) {
			return false
		}
	}
	return !dearIn27(toks)
}

var (
	askVerb27 = tokSet("can", "could", "does", "is", "will", "would")
	askSubj27 = tokSet("it", "this", "she", "he", "the")
	or27      = tokSet("or", "ou", "wla", "ولا", "أو", "او")
)

// unmarkedThingQuestion reports a question of the thing asked without
// its mark ("can it fold into a suitcase or is it too thick"): a verb
// then "it" opening, an "or" later.
func unmarkedThingQuestion(toks []tok) bool {
	if !askVerb27Num.has(toks[0].nid, toks[0].norm) || !askSubj27Num.has(toks[1].nid, toks[1].norm) {
		return false
	}
	for i := 2; i < len(toks); i++ {
		if or27Num.has(toks[i].nid, toks[i].norm) {
			return true
		}
	}
	return false
}

// otherVariantAsked reports a colour, size, wearer or price read in the
// question: the shown one refused for another variant. A material is
// what the shown one is made of ("la, wach hadi mn nhas?").
func otherVariantAsked(u Understanding) bool {
	return u.Color != "" || u.Size != "" || u.Gender != "" || u.MinPrice > 0 || u.MaxPrice > 0 || u.Cheaper
}

var (
	otherPron27 = tokSet("hiya", "hia", "huwa", "howa", "hwa", "هي", "هو", "dik", "dak", "ديك", "داك", "hadik", "hadak", "هاديك", "هاداك")
)

// noThenTheOther27 reports round 26m's noThenTheOther with a pronoun
// for "this one" ("la mashi hiya, dik lokhra"): the other picked.
// "لا، أرني الأخرى" (show me) stays a no.
func noThenTheOther27(toks []tok) bool {
	if len(toks) < 3 || len(toks) > 8 || toks[0].neg || !bareNos.has(toks[0].norm) {
		return false
	}
	other, pron := false, false
	for i := 1; i < len(toks); i++ {
		w, wID := toks[i].norm, toks[i].nid
		switch {
		case theOther26Num.has(wID, w) || theOther26Num.has(toks[i].kid, toks[i].key):
			other = true
		case otherPron27Num.has(wID, w):
			pron = true
		case w == "the" || w == "one" || toks[i].in(hsPleaseWords) || notThisWords26Num.has(wID, w):
		default:
			return false
		}
	}
	return other && pron
}

var (
	noReason27 = tokSet("3lach", "lach", "علاش", "لاش", "reason", "raison")
	refuse27   = []string{"nrfd", "nrfed", "nrefd", "nerfd", "nrfod", "نرفض", "رفض", "refuse", "refuser"}
)

// noReasonToRefuse reports "there is no reason to refuse" ("ma kayn
// 3lach nrfd", "ماكاينش علاش نرفضها"): the refusal itself denied,
// nothing after it. "ma kayn 3lach nbeddel" (no reason to change) and
// "3lach nchri" stay noes.
func noReasonToRefuse(toks []tok) bool {
	if len(toks) > 6 {
		return false
	}
	for i := 1; i+1 < len(toks); i++ {
		if !noReason27Num.has(toks[i].nid, toks[i].norm) && !(toks[i].neg && toks[i].key == "لا" && toks[i].norm == "لاش") {
			continue
		}
		neg := false
		for k := 0; k < i; k++ {
			neg = neg || toks[k].neg || toks[k].norm == "ma" || toks[k].norm == "ما" || strings.HasSuffix(toks[k].norm, "ch") || strings.HasSuffix(toks[k].norm, "ش")
		}
		if !neg || i+2 < len(toks) {
			return false
		}
		for _, p := range refuse27 {
			if strings.HasPrefix(toks[i+1].norm, p) || strings.HasPrefix(toks[i+1].key, p) {
				return true
			}
		}
		return false
	}
	return false
}

var (
	takeSubj27 = tokSet("je", "j", "i", "ill", "gha", "ghadi")
	takeObj27  = tokSet("la", "le", "l", "it")
	take27     = tokSet("prends", "prend", "veux", "garde", "take", "want", "keep", "achete", "prendrai")
	changeW27  = tokSet("change", "changé", "changed", "changer")
	mind27     = tokSet("davis", "avis", "mind")
	notW27     = tokSet("pas", "not", "didnt", "havent", "hasnt", "dont", "wont", "never", "jamais")
)

// mindKeptTaken reports a change of mind denied ("non je ne change pas
// d'avis", "no, I didn't change my mind"), then the taking said ("je la
// prends", "je le veux", "I'll take it") or a put-in verb, nothing
// negated after it. "non, j'ai changé d'avis" is the no.
func mindKeptTaken(toks []tok) bool {
	c := -1
	for i := 1; i+1 < len(toks) && i < 8; i++ {
		if toks[i].in(hsChangeW27) && (mind27Num.has(toks[i+1].nid, toks[i+1].norm) || i+2 < len(toks) && (toks[i+1].norm == "my" || toks[i+1].norm == "pas") && mind27Num.has(toks[i+2].nid, toks[i+2].norm)) {
			c = i
			break
		}
	}
	if c < 0 {
		return false
	}
	neg := false
	for k := c - 2; k < c+2 && k < len(toks); k++ {
		if k >= 0 && k != c && notW27Num.has(toks[k].nid, toks[k].norm) {
			neg = true
		}
	}
	if !neg {
		return false
	}
	for j := c + 1; j < len(toks); j++ {
		if !clauseStart(&toks[j]) {
			continue
		}
		i := j
		if takeSubj27Num.has(toks[i].nid, toks[i].norm) && i+2 < len(toks) && takeObj27Num.has(toks[i+1].nid, toks[i+1].norm) && take27Num.has(toks[i+2].nid, toks[i+2].norm) {
			return cleanTail27(toks[i+3:])
		}
		if i+2 < len(toks) && toks[i].norm == "i" && (toks[i+1].norm == "want" || toks[i+1].norm == "take") && toks[i+2].norm == "it" {
			return cleanTail27(toks[i+3:])
		}
		return putClause27(toks, j)
	}
	return false
}

// cleanTail27 reports nothing negated, refused or other in toks.
func cleanTail27(toks []tok) bool {
	for i := range toks {
		w, wID := toks[i].norm, toks[i].nid
		if toks[i].neg || negationShaped(w) || negators.has(w) || butWordsNum.has(wID, w) || otherWords26Num.has(wID, w) || takeOutVerb(w) ||
			bareNos.has(w) || ifWordsNum.has(wID, w) {
			return false
		}
	}
	return !dearIn27(toks)
}

// putClause27 reports the clause at toks[j] one that only puts it in
// ("أضف ما طلبته فقط", "ghir zidha", "ابعثوها فورا"): a put-in or send
// verb opening it, nothing negated, refused or other after it.
func putClause27(toks []tok, j int) bool {
	if j < len(toks) && r26eJustNum.has(toks[j].nid, toks[j].norm) {
		j++
	}
	if j >= len(toks) || toks[j].neg {
		return false
	}
	t := &toks[j]
	if !(t.isAddVerb() || t.objectVerb() || strings.HasPrefix(t.norm, "ابعث") || strings.HasPrefix(t.norm, "صيفط")) {
		return false
	}
	for k := j + 1; k < len(toks); k++ {
		if clauseStart(&toks[k]) {
			return false // one clause only
		}
	}
	if j+2 < len(toks) && toks[j+1].norm == "ما" && !toks[j+2].neg && !strings.HasSuffix(toks[j+2].norm, "ش") {
		j++ // "أضف ما طلبته": what was chosen, no negation
	}
	return cleanTail27(toks[j+1:])
}

var (
	nothing27e = tokSet("شيا", "شيئا", "شي", "walo", "والو", "nothing", "rien", "anything")
	else27     = tokSet("اخر", "آخر", "اخري", "akhor", "khor", "else", "dautre", "autre", "more")
)

// nothingElseThenPut reports an opening "I want nothing else" ("لا أريد
// شيئا آخر", "nothing else"), then a clause that puts in what was
// chosen ("أضف ما طلبته فقط"). "لا أريد شيئا آخر" alone stays a no.
func nothingElseThenPut(toks []tok) bool {
	for i := 0; i+1 < len(toks) && i < 5; i++ {
		if nothing27eNum.has(toks[i].nid, toks[i].norm) && else27Num.has(toks[i+1].nid, toks[i+1].norm) {
			for j := i + 2; j < len(toks); j++ {
				if clauseStart(&toks[j]) {
					return putClause27(toks, j)
				}
			}
			return false
		}
	}
	return false
}

var noNeed27 = tokSet("داعي", "لاش") // (English "no need …, just add it" is asked again: round 26e)

// noNeedThenSend reports an opening "no need" ("لا داعي للتأكيد", "ما
// كاين لاش تعيطو"), then a clause that sends it or puts it in
// ("ابعثوها فورا", "صيفطوها"); round 26e's noNeedThenAdd with the
// send verbs and a time word. "ma kayn lach t3ayet, kolchi wade7"
// stays a no.
func noNeedThenSend(toks []tok) bool {
	k := -1
	for i := 0; i < len(toks) && i < 4; i++ {
		if noNeed27Num.has(toks[i].nid, toks[i].norm) {
			k = i
			break
		}
	}
	if k < 0 {
		return false
	}
	for j := k + 1; j < len(toks); j++ {
		if clauseStart(&toks[j]) {
			return putClause27(toks, j)
		}
	}
	return false
}

var right27 = tokSet("مضبوط", "مضبوطه", "مزيان", "مزيانه", "زوين", "زوينه", "صحيح", "مناسب", "مناسبه", "mzyan", "mzyana",
	"mezyan", "zwin", "zwina", "parfait", "parfaite", "bien", "bon", "bonne", "fine", "good", "right", "perfect")

// noThenRightThenPut reports an opening no, then the size or colour said
// right ("لا، المقاس مضبوط"), then a clause that puts it in ("ضعيه"):
// the no answered a doubt. "لا، اللون باهت" stays a no.
func noThenRightThenPut(toks []tok) bool {
	s := noLead27(toks)
	if s == 0 || s+3 > len(toks) || !clauseStart(&toks[s]) {
		return false
	}
	for i := s; i < len(toks) && i <= s+2; i++ {
		if toks[i].neg || negationShaped(toks[i].norm) || negators.has(toks[i].norm) {
			return false
		}
		if right27Num.has(toks[i].nid, toks[i].norm) {
			for j := i + 1; j < len(toks); j++ {
				if clauseStart(&toks[j]) {
					return putClause27(toks, j)
				}
			}
			return false
		}
	}
	return false
}

var (
	maybe27 = tokSet("ربما", "maybe", "peutetre", "peut", "yemken", "ymken", "يمكن", "momkin", "mumkin")
	near27  = tokSet("الشهر", "الاسبوع", "السيمانه", "الجمعه", "السبت", "الاحد", "الاثنين", "الخميس", "week", "month", "weekend",
		"friday", "saturday", "sunday", "monday", "semaine", "mois", "vendredi", "samedi", "dimanche", "lundi", "simana", "chhar", "ljem3a", "tomorrow", "demain", "غدا")
	far27 = tokSet("مره", "المره", "المرة", "time", "fois", "lmerra", "lmra", "وقت")
)

// maybeNearInshallah reports a maybe, a near day or month named, and
// "inchallah", nothing negated ("ربما الشهر الجاي إن شاء الله", "maybe
// next week inchallah"): a wait. "maybe another time inshallah" (a
// time, not a day) stays a no.
func maybeNearInshallah(toks []tok) bool {
	if len(toks) > 9 || !maybe27Num.has(toks[0].nid, toks[0].norm) || r26eIndex(toks, 0, r26eGodWill) < 0 {
		return false
	}
	near := false
	for i := range toks {
		w, wID := toks[i].norm, toks[i].nid
		if far27Num.has(wID, w) || toks[i].neg || negationShaped(w) || negators.has(w) || bareNos.has(w) || butWordsNum.has(wID, w) {
			return false
		}
		near = near || near27Num.has(wID, w) || near27Num.has(toks[i].kid, toks[i].key)
	}
	return near
}

var (
	money27   = tokSet("الفلوس", "فلوس", "lflous", "lflouss", "flous", "money")
	card27    = tokSet("الكارط", "الكارت", "البطاقه", "lcarte", "lkart", "card", "carte")
	cutVerb27 = tokSet("قطعو", "تقطعو", "خصمو", "تخصمو", "خداو", "t9t3o", "t9ta3o", "khdaw", "taken", "took")
)

// moneyTakenTold reports money taken from the card told ("قطعو ليا
// الفلوس من الكارط وماوصلنيش ميساج"): a payment problem, asked again.
// A question of when it is taken ("واش كتخصمو الفلوس من الكارط؟") is
// asked, never told.
func moneyTakenTold(toks []tok) bool {
	m, c, v := false, false, false
	for i := range toks {
		w, wID := toks[i].norm, toks[i].nid
		m = m || money27Num.has(wID, w)
		c = c || card27Num.has(wID, w)
		v = v || cutVerb27Num.has(wID, w)
		if cancelOrNo27.is(&toks[i]) {
			return false
		}
	}
	return m && c && v
}

// cancelOrNo27: a verb of cancelling or a bare no, by number (asked of
// every word by moneyTakenTold).
var cancelOrNo27 = newNormTable(func(w string) uint32 {
	return b32(strings.HasPrefix(w, "annul") || strings.HasPrefix(w, "cancel") || strings.HasPrefix(w, "الغ") || bareNos.has(w))
})

var (
	god27e    = tokSet("اله", "الله", "allah", "lah", "llah", "alah", "lah")
	baraka27e = tokSet("بركه", "البركه", "baraka", "lbaraka", "lbaraka", "barka")
)

// blessingBaraka reports a blessing with the baraka in it ("الله يعطيك
// البركة", "allah yj3l lbaraka fik"): thanks. "la baraka 3lik", "safi
// baraka" (enough) open with no word or "safi" and stay as read.
func blessingBaraka(toks []tok) bool {
	if len(toks) > 8 || !god27eNum.has(toks[0].nid, toks[0].norm) && !god27eNum.has(toks[0].kid, toks[0].key) {
		return false
	}
	b := false
	for i := 1; i < len(toks); i++ {
		w, wID := toks[i].norm, toks[i].nid
		if toks[i].neg || negationShaped(w) || negators.has(w) || bareNos.has(w) || butWordsNum.has(wID, w) || wantish(&toks[i]) {
			return false
		}
		b = b || baraka27eNum.has(wID, w) || baraka27eNum.has(toks[i].kid, toks[i].key)
	}
	return b
}
