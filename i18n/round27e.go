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
func (x *Understander) round27eReading(a analysis, u Understanding) (Understanding, bool) {
	toks := a.toks
	if x.open || len(toks) < 2 || len(toks) > 30 {
		return u, false
	}
	d := u.answer()
	if d != DecisionNo && d != DecisionNone && d != DecisionAmbiguous {
		return u, false
	}
	if !a.question && d != DecisionHold && (dontSendUntil(toks) || nothingSentIllCome(toks) || keptInBasketToVisit(toks)) {
		return holdOf(u), true
	}
	if d != DecisionNo {
		return u, false
	}
	switch {
	case noThenPlaced(toks) || noThenContrast(toks):
		u = u.cleared()
		u.Decision = DecisionNone
		return u.with(IntentSelect, 0.6), true
	case !a.question && notNowGetBack(toks):
		return holdOf(u), true
	case noJoking(toks) || noDenied27(toks) || accountTrouble(toks) || wrappingDeclined(toks):
		u = u.cleared()
		u.Decision = DecisionNone
		return u.with(IntentUnknown, 0.3), true
	case a.question && u.Intent == IntentProductQuestion && !otherVariantAsked(u) && noThenShownAsked(toks):
		// ("nope, do you have it in navy?": another colour or size
		// asked after the no is the no, round 21g)
		u.Decision = DecisionNone
		return u, true
	case !a.question && unmarkedThingQuestion(toks):
		u = u.cleared()
		u.Decision = DecisionNone
		return u.with(IntentProductQuestion, 0.6), true
	}
	return u, false
}

// noLead27 reports the words of an opening no: "la", "non", "no", "لا",
// said once or twice, with "mais" or "pas"; it returns how many.
func noLead27(toks []tok) int {
	i := 0
	for i < len(toks) && i < 3 && (bareNos.has(toks[i].key) || bareNos.has(toks[i].norm)) && !toks[i].neg {
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

var (
	pronoun27 = tokSet("cele", "celle", "celui", "celles", "ceux", "one", "dik", "dak", "li", "lli", "اللي", "الي", "التي", "الذي", "ديك")
	place27   = tokSet("cote", "côté", "milieu", "gauche", "droite", "middle", "left", "right", "الوسط", "فالوسط", "lwast", "flwast", "jnbha", "جنبها")
)

// noThenPlaced reports an opening no, then a card named by where it lies
// ("non, celle d'à côté", "no, the one in the middle"), nothing refused
// after it.
func noThenPlaced(toks []tok) bool {
	s := noLead27(toks)
	if s == 0 {
		return false
	}
	for i := s; i < len(toks); i++ {
		if !pronoun27[toks[i].norm] {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+4; j++ {
			if place27[toks[j].norm] {
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
	return arabicDefinite27(toks[s].norm) && contrastNeg27[toks[s+1].norm] && arabicDefinite27(toks[s+2].norm)
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
		if nowWords27[toks[i].norm] && (i == 0 || notNowNot27[toks[i-1].norm] || i == s) {
			now = i
			break
		}
	}
	if now < 0 || now == 0 && toks[0].norm != "daba" && toks[0].norm != "دابا" {
		return false
	}
	for j := now + 1; j+1 < len(toks); j++ {
		if ifWords[toks[j].norm] || wouldWords27[toks[j].norm] {
			return false
		}
		if backVerb27[toks[j].norm] && toYou27[toks[j+1].norm] {
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
		if !sendOrAdd27(w) && !sendOrAdd27(toks[i].key) {
			continue
		}
		if strings.HasPrefix(w, "n") || strings.HasPrefix(w, "ن") || i > 0 && said27e[toks[i-1].norm] {
			continue // "gal lia ma nzid": my own put-in, told as a rule someone gave
		}
		if toks[i].neg || negationShaped(w) && strings.HasPrefix(w, "ما") {
			return i
		}
		if i > 0 && (toks[i-1].norm == "dont" || toks[i-1].norm == "ne" || toks[i-1].norm == "ma" || toks[i-1].norm == "ما") {
			return i
		}
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
		if yesOrAck(toks, i) || butWords[toks[i].norm] {
			return false
		}
	}
	for j := n + 1; j < len(toks) && j <= n+5; j++ {
		if until27[toks[j].norm] {
			return j+1 < len(toks)
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
	if n < 0 || n+1 >= len(toks) || !nothing27[toks[n+1].norm] {
		return false
	}
	come, self := false, false
	for j := n + 2; j < len(toks); j++ {
		w := toks[j].norm
		switch {
		case visit27[w] || comeBack26[w]:
			come = true
		case myself27[w]:
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
		w := toks[i].norm
		switch {
		case toks[i].neg || negationShaped(w) || negators.has(w):
			return false
		case keep < 0 && keep27[w]:
			keep = i
		case keep >= 0 && basket27[w] && i <= keep+5:
			if i > 0 && (toks[i-1].norm == "mn" || toks[i-1].norm == "من" || toks[i-1].norm == "from") {
				return false
			}
			basket = true
		case basket && (visit27[w] || comeBack26[w]):
			return !yesOrAck(toks, 0)
		}
	}
	return false
}

var joke27 = tokSet("kandhak", "kand7ak", "kanضحك", "كنضحك", "rigole", "rigolais", "blague", "joking", "kidding", "kan9ser", "kan9sser", "kanms7", "كنقصر", "نمزح", "أمزح", "امزح", "jk")

// noJoking reports an opening no, then a joke owned ("la la ghir kandhak
// m3ak", "non non je rigole"), nothing refused after it.
func noJoking(toks []tok) bool {
	s := noLead27(toks)
	if s == 0 {
		return false
	}
	for i := s; i < len(toks); i++ {
		if joke27[toks[i].norm] && !toks[i].neg {
			return !laterNeg27(toks[i+1:]) && (i+1 >= len(toks) || toks[i+1].norm != "pas")
		}
	}
	return false
}

var (
	sayNeg27 = tokSet("qoltch", "goltch", "gltch", "9oltch", "قلتش", "didnt", "didn't")
	said27   = tokSet("say", "said", "dit", "qoltch", "goltch", "gltch", "قلتش", "أقل", "اقل")
	wrong27  = tokSet("trompe", "trompé", "wrong", "ghlat", "ghlatt", "غلطت")
	word27   = tokSet("mot", "word", "kelma", "لكلمة", "الكلمة")
)

// noDenied27 reports a no said denied ("la, ma qoltch la", "I didn't say
// no", "je n'ai pas dit non", "لم أقل لا") or the word owned as a slip
// ("je me suis trompé de mot", "wrong word").
func noDenied27(toks []tok) bool {
	for i := range toks {
		w := toks[i].norm
		if said27[w] && i+1 < len(toks) && (bareNos.has(toks[i+1].norm) || toks[i+1].norm == "no") {
			neg := sayNeg27[w] || w == "قلتش"
			for k := i - 1; k >= 0 && k >= i-3 && !neg; k-- {
				neg = sayNeg27[toks[k].norm] || toks[k].norm == "pas" || toks[k].norm == "لم" || toks[k].norm == "not"
			}
			if neg {
				return true
			}
		}
		if wrong27[w] {
			for j := i + 1; j < len(toks) && j <= i+2; j++ {
				if word27[toks[j].norm] {
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
		w := toks[i].norm
		if strings.HasPrefix(w, "annul") || strings.HasPrefix(w, "cancel") || strings.HasPrefix(w, "الغ") || strings.HasPrefix(w, "ألغ") {
			return false
		}
		if account27[w] {
			acc = true
		}
		if broken27[w] || broken27[toks[i].key] {
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
		w := toks[i].norm
		if wrap27[w] || strings.Contains(w, "تغلف") {
			return true
		}
		if gift27[w] && i >= 2 && (toks[i-1].norm == "a" || toks[i-1].norm == "un") && (toks[i-2].norm == "not" || toks[i-2].norm == "pas") {
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
	if interject27e[toks[s].norm] {
		s++
	}
	if s >= len(toks) || (!toks[s].comma && toks[s-1].norm != "mais") {
		return false
	}
	for i := s; i < len(toks); i++ {
		w := toks[i].norm
		if w == "la" && !clauseStart(&toks[i]) {
			continue // "à la main": the article
		}
		if otherWords26[w] || toks[i].neg || negationShaped(w) || negators.has(w) || wantish(&toks[i]) {
			return false
		}
		if _, c, ok := decisionWords.match(toks, i, i+1); ok && (c == dThanks || c == dNo || c == dNeg || c == dBut) {
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
	if !askVerb27[toks[0].norm] || !askSubj27[toks[1].norm] {
		return false
	}
	for i := 2; i < len(toks); i++ {
		if or27[toks[i].norm] {
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
