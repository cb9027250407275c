package i18n

import "strings"

// Round 29c: messages read as a no (a false cancellation) where the
// shopper refuses nothing, read by shape (given in paraphrase; the
// measured lines are not quoted). Each shape was counted in the corpus
// (every labelled file but the fresh measuring set) and follows it where
// it is clear:
//
//   - a no word, then "I didn't understand" or "I said nothing" ("la la
//     ma fhmtch", "no no i didn't say anything"): the corpus labels a
//     negated "understand" unknown (109 of 135 such lines; the rest a
//     person asked, a pick, a yes, and "I never said yes", a no, which
//     stays one);
//   - "neither X nor Y" of things one has: cards, apps, accounts ("ma
//     3ndi la paypal la carte"): no line of the corpus; of money or time
//     it is a reason ("la ma 3ndi la flous la wa9t": a no), of a problem a
//     yes;
//   - a card or a means not had, no refusal word said ("ma 3ndich lcarte
//     a khouya"): the corpus labels it a wait or nothing (4 lines, no no);
//     said after a no word it stays a no, as the corpus labels "non, je
//     n'ai pas de carte bancaire" (3 of 3);
//   - no time now, no refusal word said ("ma 3ndich lw9t daba"): a wait
//     (corpus: 2 waits, 1 unknown, no no; after "la" a no, which stays);
//   - a no, then where one is not from ("la ana machi mn rbat"): the
//     corpus labels where one is from unknown (no line with a no word);
//   - "stop asking me" alone: unknown (corpus: 5 unknown, the yeses all
//     say the yes; after a no word 1 no and 1 unknown, left alone);
//   - "whatever you want" said back ("ma bghiti ma nbghi"): unknown
//     (corpus: 8 of 8 bare ones);
//   - "walo" then just looking ("walo, ghir kanchouf"): unknown (16
//     lines; the corpus README rules it so);
//   - "I haven't decided yet" ("لم أتخذ قراري بعد"): a wait (62 of 62).
//
// And "dyal nsa" (women's) is a kind asked, never "nsa" (forget it).
func (x *Understander) round29cReading(a *analysis, u *Understanding) bool {
	toks := a.toks
	if x.open || len(toks) == 0 || len(toks) > 16 {
		return false
	}
	ans := u.answer()
	switch {
	case ans == DecisionNo && a.may(cueDecide29c) && undecidedYet(toks):
		*u = holdOf(*u)
		return true // "لم أتخذ قراري بعد": not decided yet
	case (ans == DecisionNo || ans == DecisionNone && u.Intent == IntentUnknown) && lackedTold(toks) == lackedTime:
		*u = holdOf(*u)
		return true // "ma 3ndich lw9t daba", "j'ai pas le temps là": no time now
	case ans == DecisionNo && womenKind(toks):
		// "dyal nsa": the women's one asked for
		*u = u.cleared()
		u.Decision, u.Gender = DecisionNone, "women"
		*u = u.with(IntentRefine, 0.7)
		return true
	case (ans == DecisionNo || ans == DecisionHold) && unclearShape29c(toks, ans == DecisionHold):
		*u = u.cleared()
		u.Decision = DecisionNone
		*u = u.with(IntentUnknown, 0.3)
		return true
	}
	return false
}

// unclearShape29c reports a shape of round 29c that answers nothing: a
// no then not understood, a neither-nor of things had, a means not had,
// where one is not from, stop asking, whatever you want, nothing then
// just looking. With holdOnly, only the shapes the rules may read as a
// wait ("walo ghir kanchof chwiya", "arrête de demander"). guessAnswer
// asks it too: such a message is no answer to guess.
func unclearShape29c(toks []tok, holdOnly bool) bool {
	if len(toks) == 0 || len(toks) > 16 {
		return false
	}
	if holdOnly {
		return waloLooking(toks) || stopAsking(toks)
	}
	return notUnderstoodAfterNo(toks) || neitherNorHad(toks) || lackedTold(toks) == lackedMeans ||
		originCorrected(toks) || stopAsking(toks) || whateverYouWant(toks) || waloLooking(toks)
}

// noOpening is the number of no words opening toks ("la la", "non non").
func noOpening(toks []tok) int {
	i := 0
	for i < len(toks) && toks[i].isBareNo() {
		i++
	}
	return i
}

var (
	// fillers29c stand between a no and what follows: "la a sahbi", "non
	// moi j'ai", "la 7ta ana".
	fillers29c = tokSet("a", "ya", "أ", "آ", "يا", "ana", "انا", "أنا", "moi", "je", "jai", "j'ai", "i", "sahbi", "sa7bi", "khoya",
		"khouya", "khti", "sidi", "lalla", "خويا", "ختي", "صاحبي", "7ta", "hta", "حتى", "wallah", "والله", "walah", "rah", "راه",
		"sorry", "pardon", "desole", "désolé", "smh", "smhli", "سمح", "ليا", "lia", "liya")
	// understandStems: "fhmt", "فهمت", "compris", "understand", "أفهم"
	understandStems = prefixList("fhm", "fhem", "fham", "nfhm", "فهم", "افهم", Normalize("أفهم"), "compri", "comprend", "understand",
		"understood")
	// sayStems29c: "glt", "galt", "9lt", "قلت", "dit", "say", "أقل"
	sayWords29c = tokSet("glt", "galt", "golt", "gult", "9lt", "qlt", "9olt", "qolt", "gltch", "galtch", "goltch", "9ltch", "qltch",
		"قلت", "قلتش", "dit", "say", "said", "اقل", "أقل", "nqol", "ngoul", "ngol")
	// notWords29c negate what follows: "ma", "pas", "didn't", "لم"
	notWords29c = tokSet("ma", "ما", "pas", "rien", "not", "didnt", "didn't", "dont", "don't", "doesnt", "never", "لم", "ne", "n",
		"ماشي", "machi", "mashi", "jamais", "havent", "haven't", "hasnt")
	// nothingSaid29c: what was not said: "walo", "anything", "rien"
	nothingSaid29c = tokSet("walo", "walou", "والو", "anything", "nothing", "rien", "شيئا", "شيء", "شي", "chi", "7aja", "حاجة", "hadchi",
		"هادشي", "that", "ça", "ca", "hadi", "هادي", "هذا", "ذلك")
)

// negated29c reports toks[i] negated: its own negation ("fhmtch"), a
// negation in the three words before it, or "pas" after ("je comprends
// pas").
func negated29c(toks []tok, i int) bool {
	if toks[i].neg || negationShaped(toks[i].norm) {
		return true
	}
	for k := max(0, i-3); k < i; k++ {
		if notWords29cNum.has(toks[k].nid, toks[k].norm) {
			return true
		}
	}
	return i+1 < len(toks) && (toks[i+1].norm == "pas" || toks[i+1].norm == "rien")
}

// hasStem reports a word or its spelling family opening with one of ps.
func hasStem(t *tok, ps stemList) bool {
	return hasAnyPrefix(t.norm, ps) || hasAnyPrefix(t.key, ps)
}

// forgetStemList is round 21a's forgetStems, indexed for hasStem.
var forgetStemList = prefixList(forgetStems...)

// notUnderstoodAfterNo reports a no word (even doubled), then "I didn't
// understand" or "I said nothing" ("la la ma fhmtch chno glti", "non non
// j'ai rien compris", "no no i didn't say anything", "لا لا ما قلت
// والو"), and no refused want after it. "I never said yes" is no such
// thing: what was not said must be nothing.
func notUnderstoodAfterNo(toks []tok) bool {
	i := noOpening(toks)
	if i == 0 || i == len(toks) {
		return false
	}
	rest := toks[i:]
	if refusedWant29c(rest) {
		return false
	}
	for k := range rest {
		if k > 5 {
			break
		}
		t := &rest[k]
		if hasStem(t, understandStems) && negated29c(rest, k) {
			return true
		}
		if t.norm == "get" && k > 0 && notWords29c[rest[k-1].norm] {
			return true // "i don't get it"
		}
		if sayWords29cNum.has(t.nid, t.norm) && negated29c(rest, k) {
			next := k + 1
			if next == len(rest) || nothingSaid29c[rest[next].norm] || k > 0 && rest[k-1].norm == "rien" {
				return true
			}
			return false
		}
	}
	return false
}

// refusedWant29c reports a want refused or a forget said in toks: "ma
// bghitch", "je veux pas", "khliha".
func refusedWant29c(toks []tok) bool {
	for i := range toks {
		t := &toks[i]
		if wantish(t) && (t.neg || negationShaped(t.norm) || i > 0 && wantNegatorsNum.has(toks[i-1].nid, toks[i-1].norm) ||
			i+1 < len(toks) && toks[i+1].norm == "pas") {
			return true
		}
		if strings.HasPrefix(t.norm, "mabgh") || strings.HasPrefix(t.norm, "مابغ") {
			return true
		}
	}
	return false
}

var (
	// haveWords29c: "3ndi", "عندي", "have", "ai" (French, after "n'")
	haveWords29c = tokSet("3ndi", "3endi", "3andi", "3ndich", "3endich", "3andich", "عندي", "عنديش", "have", "لدي", "املك", "أملك")
	// haveNegated29c are a have already negated: "ma3ndi", "ماعنديش",
	// "n'ai" ("nai")
	haveNegated29c = tokSet("ma3ndi", "ma3ndich", "ma3endi", "ma3endich", "ma3andi", "ma3andich", "ماعندي", "ماعنديش", "nai", "nay",
		"jai", "j'ai")
	// notHave29c: the negation before a have: "ma", "ما", "ليس", "لا",
	// "don't"
	notHave29c = tokSet("ma", "ما", "ليس", "لا", "dont", "don't", "do", "not", "i")
	// neitherWords: "la", "ni", "neither", "nor", "لا", "ولا", "wla"
	neitherWords = tokSet("la", "ni", "neither", "nor", "لا", "ولا", "wla", "or")
	// lackReasons make what one lacks a reason, or no lack: money, time,
	// room, a use, a problem
	lackReasons = tokSet("flous", "lflous", "flouss", "lflouss", "drahem", "drahm", "money", "budget", "lbudget", "mizania",
		"lwe9t", "lwa9t", "we9t", "wa9t", "lw9t", "w9t", "lwaqt", "waqt", "time", "temps", "فلوس", "الفلوس", "الوقت", "وقت", "المال",
		"مال", "mochkil", "mouchkil", "mochkl", "مشكل", "مشكلة", "problem", "probleme", "problème", "souci", "mani3", "مانع", "walo",
		"walou", "والو", "blasa", "بلاصة", "fin", "فين", "lach", "لاش", "mandir", "ndir", "ma", "ما", "b", "bach", "باش", "i3tirad",
		"اعتراض", "سيولة", "sserf", "الصرف", "lkhedma", "khedma")
)

// haveNegatedAt is the index after a negated have opening toks[i:]
// ("ma 3ndi", "ماعنديش", "je n'ai", "i don't have", "ليس لدي"), or -1.
func haveNegatedAt(toks []tok, i int) int {
	if i < len(toks) && toks[i].norm == "je" {
		i++
	}
	if i >= len(toks) {
		return -1
	}
	if haveNegated29cNum.has(toks[i].nid, toks[i].norm) || haveNegated29cNum.has(toks[i].kid, toks[i].key) {
		if toks[i].norm == "jai" || toks[i].norm == "j'ai" {
			if i+1 < len(toks) && toks[i+1].norm == "pas" {
				return i + 2
			}
			return -1
		}
		if (toks[i].norm == "nai" || toks[i].norm == "nay") && i+1 < len(toks) && toks[i+1].norm == "pas" {
			return i + 2
		}
		return i + 1
	}
	j := i
	for j < len(toks) && j < i+3 && notHave29cNum.has(toks[j].nid, toks[j].norm) {
		j++
	}
	if j == i || j >= len(toks) || !(haveWords29cNum.has(toks[j].nid, toks[j].norm) || haveWords29cNum.has(toks[j].kid, toks[j].key)) {
		return -1
	}
	if toks[j].norm == "have" && !(toks[j-1].norm == "dont" || toks[j-1].norm == "don't" || toks[j-1].norm == "not") {
		return -1
	}
	return j + 1
}

// neitherNorHad reports "neither X nor Y" of things one has, cards, apps,
// accounts, after a have negated or not ("ma 3ndi la paypal la carte",
// "je n'ai ni visa ni mastercard", "i have neither paypal nor a card",
// "ليس لدي لا فيزا ولا ماستركارد"): a problem told. Of money, time, room
// or a problem it is a reason or a yes, and "walo" is round 28f's.
func neitherNorHad(toks []tok) bool {
	start := noOpening(toks)
	for start < len(toks) && fillers29cNum.has(toks[start].nid, toks[start].norm) && toks[start].norm != "i" && toks[start].norm != "je" {
		start++
	}
	j := haveNegatedAt(toks, start)
	if j < 0 {
		// "i have neither X nor Y"
		if start+1 < len(toks) && toks[start].norm == "i" && toks[start+1].norm == "have" {
			j = start + 2
		} else {
			return false
		}
	}
	if j >= len(toks) || !neitherWordsNum.has(toks[j].nid, toks[j].norm) || toks[j].norm == "or" {
		return false
	}
	k := j + 1
	parts := 0
	for parts < 2 {
		n := 0
		for k < len(toks) && !neitherWordsNum.has(toks[k].nid, toks[k].norm) && n < 3 {
			if lackReasonsNum.has(toks[k].nid, toks[k].norm) || lackReasonsNum.has(toks[k].kid, toks[k].key) || wantish(&toks[k]) || toks[k].neg {
				return false
			}
			if n > 0 && toks[k].comma {
				break
			}
			k++
			n++
		}
		if n == 0 {
			return false
		}
		parts++
		if parts == 2 {
			break
		}
		if k >= len(toks) || !neitherWordsNum.has(toks[k].nid, toks[k].norm) {
			return false
		}
		k++
	}
	for ; k < len(toks); k++ {
		if !(fillers29cNum.has(toks[k].nid, toks[k].norm) || laughing(toks[k].norm) || toks[k].emoji) {
			return false
		}
	}
	return true
}

type lackKind int

const (
	lackedNone lackKind = iota
	lackedMeans
	lackedTime
)

var (
	// meansNouns are what one pays or talks with: a card, an account, an
	// app
	meansNouns = tokSet("carte", "lcarte", "card", "visa", "mastercard", "paypal", "compte", "lcompte", "account", "whatsapp",
		"lwhatsapp", "facebook", "instagram", "insta", "email", "mail", "app", "application", "lapplication", "cih", "cmi",
		"بطاقة", "كارط", "الكارط", "الكارت", "كارت", "حساب", "واتساب", "الواتساب", "فيسبوك", "انستغرام", "فيزا", "ماستركارد", "باي",
		"bancaire", "bank", "banque", "lbanka", "البنكة", "البنك", "credit", "crédit", "gmail", "telegram", "snap",
		"snapchat", "tiktok")
	// meansArticles stand before the noun: "la carte", "a card", "de"
	meansArticles = tokSet("la", "le", "de", "d", "a", "an", "any", "une", "un", "chi", "شي", "l", "my")
	// timeNouns29c: "lw9t", "le temps", "time", "الوقت"
	timeNouns29c = tokSet("lwe9t", "lwa9t", "we9t", "wa9t", "lw9t", "w9t", "lwaqt", "waqt", "lwqt", "temps", "time", "الوقت", "وقت")
	// nowWords29c: "daba", "now", "maintenant", "دابا"
	nowWords29c = tokSet("daba", "db", "dba", "dabba", "now", "maintenant", "دابا", "الآن", "الان", "حاليا", "right", "lyoum", "today",
		"aujourd'hui", "aujourdhui", "ce", "moment")
	// openers29c open a lack told: "a", "ah", "ana", "آ"
	openers29c = tokSet("a", "ah", "آ", "اه", "آه", "ana", "انا", "أنا", "i", "hh", "hhh", "wallah", "والله", "rah", "راه", "désolé",
		"desole", "sorry")
)

// lackedTold reports a means or time not had, told without a refusal
// word: "ma 3ndich lcarte a khouya", "a ma 3ndich" (a means, or nothing
// named), "ma 3ndich lw9t daba", "j'ai pas le temps là" (time, now). Only
// address words may follow; a no word anywhere makes it no such thing.
func lackedTold(toks []tok) lackKind {
	if len(toks) > 8 {
		return lackedNone
	}
	i := 0
	for i < len(toks) && openers29cNum.has(toks[i].nid, toks[i].norm) {
		i++
	}
	j := haveNegatedAt(toks, i)
	if j < 0 {
		return lackedNone
	}
	for k := i; k < j; k++ {
		if toks[k].isBareNo() {
			return lackedNone // "لا أملك بطاقة": a no word said
		}
	}
	kind := lackedMeans
	now := false
	k := j
	for k < len(toks) && meansArticlesNum.has(toks[k].nid, toks[k].norm) && k < j+2 {
		if toks[k].norm == "la" && toks[k].comma {
			return lackedNone // "ma3ndich, la"
		}
		k++
	}
	if k < len(toks) {
		switch {
		case meansNounsNum.has(toks[k].nid, toks[k].norm) || meansNounsNum.has(toks[k].kid, toks[k].key):
			k++
		case timeNouns29cNum.has(toks[k].nid, toks[k].norm) || timeNouns29cNum.has(toks[k].kid, toks[k].key):
			kind = lackedTime
			k++
		default:
			if k != j || !fillers29cNum.has(toks[k].nid, toks[k].norm) {
				return lackedNone
			}
		}
	}
	for ; k < len(toks); k++ {
		w := toks[k].norm
		wid := toks[k].nid
		switch {
		case kind == lackedTime && (nowWords29cNum.has(wid, w) || w == "la" && !toks[k].comma && k > 0 && toks[k-1].norm == "temps"):
			now = true
		case fillers29cNum.has(wid, w) && !toks[k].isBareNo() || laughing(w) || toks[k].emoji:
		default:
			return lackedNone
		}
	}
	if kind == lackedTime && !now {
		return lackedNone
	}
	return kind
}

var (
	// fromWords29c: "mn", "من", "de", "from"
	fromWords29c = tokSet("mn", "men", "min", "من", "de", "d", "from")
	// notFrom29c negate where one is from: "machi", "ماشي", "pas",
	// "not", "لست"
	notFrom29c = tokSet("machi", "mashi", "mach", "ماشي", "pas", "not", "لست", "mchi", "لسنا")
	// selfWords29c: "ana", "أنا", "je suis", "i'm"
	selfWords29c = tokSet("ana", "انا", "أنا", "je", "suis", "ne", "i", "im", "i'm", "am", "moi", "rani", "راني", "a", "ah")
	// placeNot29c are no place: a budget, the shop ("ماشي فالميزانية",
	// "machi mn 3ndkom")
	placeNot29c = tokSet("3ndkom", "3andkom", "عندكم", "hna", "هنا", "lbudget", "budget", "الميزانية", "lmizania", "hadi", "هادي",
		"had", "هاد", "ici", "accord", "daccord", "avis", "daba", "دابا", "l'avis", "lavis", "hadok", "hadouk", "dok", "dik")
)

// originCorrected reports a no, then where one is not from, and
// perhaps where one is ("la ana machi mn rbat, ana mn fes", "non je suis
// pas de casa", "لا أنا ماشي من مراكش"): a correction about oneself.
func originCorrected(toks []tok) bool {
	i := noOpening(toks)
	if i == 0 {
		return false
	}
	self := i
	for i < len(toks) && selfWords29cNum.has(toks[i].nid, toks[i].norm) {
		i++
	}
	if i+2 >= len(toks) || !notFrom29cNum.has(toks[i].nid, toks[i].norm) || !fromWords29cNum.has(toks[i+1].nid, toks[i+1].norm) || !selfSaid(toks[self:i], toks[i].norm) {
		return false
	}
	k, ok := placeAt(toks, i+2)
	if !ok {
		return false
	}
	if k == len(toks) {
		return true
	}
	// ", ana mn fes", ", je suis de fès"
	for k < len(toks) && (selfWords29cNum.has(toks[k].nid, toks[k].norm) || toks[k].norm == "bel" || toks[k].norm == "but") {
		k++
	}
	if k >= len(toks) || !fromWords29cNum.has(toks[k].nid, toks[k].norm) {
		return false
	}
	k, ok = placeAt(toks, k+1)
	return ok && k == len(toks)
}

// selfSaid reports the speaker named before the negation not: "ana"
// or "أنا" before "machi", "je suis" before "pas", "i'm" before "not".
func selfSaid(self []tok, not string) bool {
	for i := range self {
		switch w := self[i].norm; {
		case (w == "ana" || w == Normalize("أنا") || w == "rani" || w == "راني") && (not == "machi" || not == "mashi" || not == "mach" || not == "mchi" || not == "ماشي"):
			return true
		case w == "suis" && not == "pas", (w == "im" || w == "am" || w == "i'm") && not == "not":
			return true
		}
	}
	return not == "لست" || not == "لسنا"
}

// placeAt reads one or two words naming a place at toks[i] and returns
// the index after them.
func placeAt(toks []tok, i int) (int, bool) {
	n := 0
	for i < len(toks) && n < 2 && (n == 0 || !toks[i].comma) {
		t := &toks[i]
		if placeNot29cNum.has(t.nid, t.norm) || t.shop || t.neg || wantish(t) || t.isBareNo() || selfWords29cNum.has(t.nid, t.norm) {
			break
		}
		i++
		n++
	}
	return i, n > 0
}

var (
	// dyalWords29c mark whose a thing is: "dyal", "d", "ديال", "l"
	dyalWords29c = tokSet("dyal", "dial", "dyel", "d", "di", "del", "dyalt", "ديال", "د", "l", "ل", "pour")
	// nsaWords: "nsa", "nssa", "النسا", "نسا" (women)
	nsaWords = tokSet("nsa", "nssa", "lnsa", "nisa", "نسا", "النسا", "النساء", "نساء")
)

// womenKind reports "dyal nsa" (the women's) and nothing else said as a
// no: "nsa" there is women, not "forget it" ("dyal nsa", "bghit chi haja
// dyal nssa"). A no or a negation elsewhere ("safi nsa", "la, ma bghitch
// dyal nsa") leaves the reading alone.
func womenKind(toks []tok) bool {
	found := -1
	for i := 1; i < len(toks); i++ {
		if nsaWordsNum.has(toks[i].nid, toks[i].norm) && dyalWords29cNum.has(toks[i-1].nid, toks[i-1].norm) {
			found = i
			break
		}
	}
	if found < 0 {
		return false
	}
	var buf [16]tok
	rest := append(append(buf[:0], toks[:found-1]...), toks[found+1:]...)
	if len(rest) > 0 && (explicitNo(rest) || negationIn(rest)) {
		return false
	}
	for i := range rest {
		if nsaWords[rest[i].norm] || hasStem(&rest[i], forgetStemList) || safiWords28[rest[i].norm] {
			return false // "safi nsa", "nsa dyal nsa": a forget said too
		}
	}
	return true
}

var (
	// askStems29c: "tsowel", "tswlni", "تسول", "demander", "asking"
	askStems29c = prefixList("tsow", "tswl", "tswel", "tsaw", "tsew", "tsowl", "تسول", "كتسول", "سوال", Normalize("سؤال"), "demand",
		"poser", "question", "asking", "ask")
	// stopWords29c stop the asking: "ma tb9ach", "bla ma", "arrête",
	// "stop", "توقف"
	stopWords29c = tokSet("tb9ach", "tb9aych", "tb9ay", "tb9a", "matb9ach", "t3awd", "t3awdch", "mat3awdch", "bla", "بلا", "arete",
		"aretez", "arrete", "arretez", "arrête", "arrêtez", "arreter", "stop", "quit", "توقف", "كف", "تبقاش", "متبقاش", "تعاودش",
		"ماتبقاش", "ما")
	// stopFillers29c may stand around it: "ok", "c bon", "me", "de"
	stopFillers29c = tokSet("ok", "okay", "okk", "c", "cbon", "bon", "حسنا", "me", "moi", "de", "des", "d", "m", "ma", "ما", "عن",
		"3afak", "عافاك", "please", "pls", "svp", "stp", "a", "khoya", "khouya", "khti", "sidi", "خويا", "ختي", "tswwel", "bzaf",
		"بزاف", "kol", "mra", "mera", "كل", "مرة", "every", "time", "fois", "chaque", "tout", "le", "temps", "safi", "صافي", "w", "o",
		"و", "3awtani", "عاوتاني", "again", "encore", "with", "the", "questions", "these", "had", "lass2ila", "الأسئلة", "الاسئلة")
)

// stopAsking reports the bot told to stop asking, nothing else said:
// "ma tb9ach tswwel", "arrête de demander", "stop asking me", "توقف عن
// سؤالي". With a no word it is left alone (the corpus labels it both
// ways), with a yes or a verb it is the yes.
func stopAsking(toks []tok) bool {
	if len(toks) > 10 {
		return false
	}
	stop, ask := false, false
	for i := range toks {
		t := &toks[i]
		switch {
		case t.isBareNo():
			return false
		case hasStem(t, askStems29c):
			if !stop {
				return false
			}
			ask = true
		case stopWords29cNum.has(t.nid, t.norm) || stopWords29cNum.has(t.kid, t.key):
			stop = true
		case stopFillers29cNum.has(t.nid, t.norm) || laughing(t.norm) || t.emoji:
		default:
			return false
		}
	}
	return ask
}

var (
	// yourWant29c: "bghiti", "tbghi", "بغيتي" (a want of yours)
	yourWant29c = tokSet("bghiti", "bghitih", "bghitiha", "bghitih", "tbghi", "tbghih", "tbghiha", "bghitihom", "بغيتي", "تبغي",
		"بغيتيها", "بغيتيه")
	// whateverOpeners: "ma", "kif", "kima", "li", "fin ma"
	whateverOpeners = tokSet("ma", "kif", "kima", "kifma", "kifach", "li", "lli", "elli", "fin", "ما", "كيف", "كيما", "كيفما", "اللي",
		"لي", "فين")
	// whateverRest may stand besides: "ma nbghi", "nta", "a khoya"
	whateverRest = tokSet("ma", "ما", "nbghi", "nbghih", "nbghiha", "نبغي", "ana", "انا", "أنا", "nta", "nti", "نتا", "نتي", "a",
		"khoya", "khouya", "khti", "sidi", "lalla", "خويا", "ختي", "w", "o", "و", "howa", "hiya", "هو", "هي", "kif", "kima", "li",
		"lli", "3ndi", "عندي", "mzyan", "مزيان")
)

// whateverYouWant reports "whatever you want" said back ("ma bghiti ma
// nbghi", "kif bghiti nta"): the choice left to the seller, no answer.
func whateverYouWant(toks []tok) bool {
	if len(toks) > 8 {
		return false
	}
	found := false
	for i := range toks {
		t := &toks[i]
		switch {
		case yourWant29cNum.has(t.nid, t.norm) && i > 0 && whateverOpenersNum.has(toks[i-1].nid, toks[i-1].norm):
			found = true
		case whateverRestNum.has(t.nid, t.norm) || whateverOpenersNum.has(t.nid, t.norm) || laughing(t.norm) || t.emoji:
		default:
			return false
		}
	}
	return found
}

var (
	// onlyWords29c: "ghir", "غير", "juste", "just"
	onlyWords29c = tokSet("ghir", "gher", "غير", "juste", "just", "only", "bss", "فقط")
	// lookStems29c: "kanchouf", "kantfrej", "كنشوف", "كنتفرج", "looking"
	lookStems29c = prefixList("kanch", "kantf", "kanf", "kand", "kants", "kanq", "kan9", "kanj", "kant9", "كنشوف", "كنتفرج", "كندور",
		"كنتسار", "كنقلب", "كنتمش", "كنسول", "looking", "regard", "browsing")
)

// addressTitles29 are the words one addresses the seller by after a
// vocative or alone: "a khouya", "أ ختي", "a sidi".
var addressTitles29 = tokSet("khoya", "khouya", "khuya", "sahbi", "sa7bi", "lalla", "sidi", "lhaj", "l7aj", "khti", "khty",
	"bro", "madame", "monsieur", "خويا", "خاي", "ختي", "أختي", "سيدي", "لالة", "صاحبي", "الحاج")

// pastAddress29 skips an address at toks[i] ("a khouya", "أ ختي",
// "sidi") and returns where the message goes on.
func pastAddress29(toks []tok, i int) int {
	j := i
	if j < len(toks) && vocative(toks[j].norm) {
		j++
	}
	if j < len(toks) && addressTitles29Num.has(toks[j].nid, toks[j].norm) {
		return j + 1
	}
	return i
}

// waloLooking reports "walo" (even doubled), then only what one does:
// "walo, ghir kanchouf", "والو غير كنتفرج فالموقع". The corpus README
// rules it unknown; a refusal after it ("walo, ma bghit walo") is a no.
func waloLooking(toks []tok) bool {
	i := 0
	for i < len(toks) && walo28Num.has(toks[i].nid, toks[i].norm) {
		i++
	}
	if i > 0 {
		i = pastAddress29(toks, i)
	}
	if i == 0 || i+1 >= len(toks) || !onlyWords29cNum.has(toks[i].nid, toks[i].norm) || !hasStem(&toks[i+1], lookStems29c) {
		return false
	}
	rest := toks[i+1:]
	return !refusedWant29c(rest) && !explicitNo(rest) && !negationIn(rest)
}

var (
	// decideStems29c: "قرر", "قرار", "decid", "qrrt", "9rrt", "mind"
	decideStems29c = prefixList("قرر", "قرار", "القرار", "decid", "decis", "qrt", "9rt", "qrert", "9rert", "qarar", "9arar", "حسم", "احسم")
	// undecidedNots: "لم", "ما", "pas", "not", "mazal", "باقي"
	undecidedNots = tokSet("لم", "ما", "ma", "pas", "not", "havent", "haven't", "hasnt", "mazal", "ba9i", "baqi", "مازال", "باقي",
		"زال", "ne", "n", "still", "lsa", "عاد")
)

// undecidedYet reports a decision not taken yet: "لم أتخذ قراري بعد",
// "j'ai pas encore décidé", "mazal ma qrrt": a negation before the
// decide word, no want refused.
func undecidedYet(toks []tok) bool {
	if refusedWant29c(toks) {
		return false
	}
	for i := range toks {
		t := &toks[i]
		if !hasStem(t, decideStems29c) {
			continue
		}
		if t.neg || negationShaped(t.norm) {
			return true
		}
		for k := max(0, i-3); k < i; k++ {
			if undecidedNotsNum.has(toks[k].nid, toks[k].norm) {
				return true
			}
		}
		return false
	}
	return false
}
