package i18n

import "strings"

// Round 26e: yes and no readings the rest of the message takes away.
// Read as a no: "ok la" alone, "la ma3lich" (never mind), "لا شيء"
// alone, "stop asking me", "that's not what I meant", "I don't want to
// talk to a machine" (a person asked), a pick by look opening on a
// relative ("الذي بالغطاء المنقوش"), a no then another card in its place
// ("la machi hadi, 3tini lokhra", "لا، دير الزرقا بلاصتها"), paying
// now denied or the card not at hand (a wait), "inchallah next week"
// (a wait), "no need for an advisor, just add it" and "la safi zidha"
// (the no is not the cart's), a yes then "don't forget to send the
// code" (a yes). Read as a yes: "oui bon", "لا بأس به" alone (asked
// again), "أكمل" alone (more), two sizes in one answer, "tomorrow I pay
// and take it" (a wait), "I'm also looking for bowls", "bghitha f
// lazr9" (the colour asked), buying it at a fair (elsewhere), "I want
// something Moroccan to take to my friends" (a search). Checked on
// reconsider's reading, before round 25f's.

// round26eReading returns the reading of a message whose yes or no is
// not one, and true; false otherwise (the reading is written to *u only when true).
func round26eReading(a *analysis, u *Understanding) bool {
	toks := a.toks
	if len(toks) == 0 || len(toks) > 24 {
		return false
	}
	switch u.answer() {
	case DecisionNo, DecisionAmbiguous:
		if v, ok := r26eNotNo(a, *u); ok {
			*u = v
			return true
		}
		return false
	case DecisionYes:
		if v, ok := r26eNotYes(a, *u); ok {
			*u = v
			return true
		}
		return false
	}
	return false
}

// r26eIndex is the first index of a word of set in toks from i on, or -1.
func r26eIndex(toks []tok, i int, set map[string]bool) int {
	for ; i < len(toks); i++ {
		if set[toks[i].norm] || toks[i].key != toks[i].norm && set[toks[i].key] {
			return i
		}
	}
	return -1
}

var (
	r26eOk       = normSet("ok", "okay", "oki", "okey", "wakha", "waxa", "واخا", "d'accord", "daccord", "dac")
	r26eNoWord   = normSet("la", "non", "no", "nope", "لا", "nn")
	r26eNeverMnd = normSet("ma3lich", "m3lich", "ma3lech", "معليش", "ماعليش", "معلیش")
	// r26eNothing: "nothing", Standard Arabic ("لا شيء"); "walo" alone is
	// the no the seen sets label it
	r26eThing = normSet("شيء", "شئ", "شيئ")
	r26eStop  = normSet("stop", "arrete", "arrête", "arretez", "arrêtez", "arret", "baraka", "بركا", "بركة", "توقف",
		"توقفي", "كفى", "quit", "ma tb9ach", "b9a", "ب9ا")
	r26eAsk = normSet("asking", "ask", "demander", "demandez", "poser", "tsowelni", "tsewelni", "tswlni", "tsoulni",
		"tsowl", "تسولني", "تسقسيني", "tsa9sini", "سؤالي", "تسألني", "السؤال", "الأسئلة", "questions")
	// r26eMeant: what the message meant ("that's not what I meant")
	r26eMeant = normSet("meant", "mean", "dire", "ngol", "n9ol", "nqoul", "ngoul", "n9oul", "نقول", "نگول", "قصدت",
		"أقصد", "اقصد", "نقصد", "9sdt", "qsdt", "9asdt", "qasdt", "قصدي")
	r26eNeg  = normSet("not", "pas", "machi", "mashi", "ماشي", "ليس", "ليست", "مش", "isn't", "isnt", "wasn't", "n'est", "nest")
	r26eBot  = normSet("bot", "robot", "machine", "آلة", "الة", "آله", "روبوت", "بوت", "ماكينة", "chatbot", "ia", "ai")
	r26eTalk = normSet("talk", "speak", "chat", "parler", "discuter", "nhder", "nhdar", "nhadar", "nhdr", "nhdrr", "نهضر",
		"نتكلم", "ntkellem", "ntkalam", "التحدث", "أتحدث", "اتحدث", "أتكلم", "اتكلم", "التكلم", "الكلام", "الحديث")
	// r26eRelative opens a pick by look: "الذي بالغطاء المنقوش"
	r26eRelative = normSet("الذي", "التي", "اللي", "اللى", "ذات")
)

// r26eNotNo turns a no that is not one into what it is.
func r26eNotNo(a *analysis, u Understanding) (Understanding, bool) {
	toks := a.toks
	n := len(toks)
	switch {
	case n == 2 && r26eOkNum.has(toks[0].nid, toks[0].norm) && r26eNoWordNum.has(toks[1].nid, toks[1].norm) && !a.question:
		// "ok la", "ok non": both answers, asked again
		return unknownOf(u), true
	case n == 2 && bareNo(&toks[0]) && r26eNeverMndNum.has(toks[1].nid, toks[1].norm):
		// "la ma3lich": never mind
		return unknownOf(u), true
	case n == 2 && toks[0].norm == "لا" && r26eThingNum.has(toks[1].nid, toks[1].norm):
		// "لا شيء" alone: nothing
		return unknownOf(u), true
	case n <= 8 && r26eIndex(toks, 0, r26eStop) >= 0 && r26eIndex(toks, 0, r26eAsk) > r26eIndex(toks, 0, r26eStop):
		// "stop asking me", "arrête de me demander": the asking refused
		return unknownOf(u), true
	case n <= 12 && notMeant(toks):
		// "no, that's not what I meant"
		return unknownOf(u), true
	case n <= 14 && r26eIndex(toks, 0, r26eBot) >= 0 && r26eIndex(toks, 0, r26eTalk) >= 0 && !a.question:
		// "لا أريد التحدث مع آلة": a person asked
		u = u.cleared()
		u.Decision = DecisionNone
		return u.with(IntentHuman, 0.7), true
	case n >= 2 && r26eRelativeNum.has(toks[0].nid, toks[0].norm) && lookAfterRelative(toks[1].norm) && r26eIndex(toks, 1, r26eNegAny) < 0 && !a.question:
		// "الذي بالغطاء المنقوش": the one with the carved lid, a pick
		u = u.cleared()
		u.Decision = DecisionNone
		return u.with(IntentSelect, 0.6), true
	case !a.question && noThenInPlace(toks):
		// "la machi hadi, 3tini lokhra", "لا، دير الزرقا بلاصتها"
		u = u.cleared()
		u.Decision = DecisionNone
		return u.with(IntentSelect, 0.6), true
	case !a.question && cantPayNow(toks):
		// "ma nqderch nkhelles daba", "j'ai pas ma carte sur moi"
		return holdOf(u), true
	case !a.question && waitPromo(toks):
		// "la tsna, 3ndi chi code promo": a wait for the code
		return holdOf(u), true
	case !a.question && godWillingDated(toks):
		// "inchallah la semaine prochaine"
		return holdOf(u), true
	case !a.question && noNeedThenAdd(toks):
		// "no need for an advisor, just add it"
		u = u.cleared()
		u.Decision = DecisionYes
		return u.with(IntentConfirm, 0.8), true
	case !a.question && noSafiAdd(toks):
		// "la safi zidha": the no taken back
		u = u.cleared()
		u.Decision = DecisionYes
		return u.with(IntentConfirm, 0.8), true
	case !a.question && yesDontForget(toks):
		// "iyeh zidha, w ma tnsawch tsifto lia l code"
		u = u.cleared()
		u.Decision = DecisionYes
		return u.with(IntentConfirm, 0.8), true
	}
	return u, false
}

// r26eNegAny: a negation or a refusal anywhere
var r26eNegAny = normSet("la", "non", "no", "not", "لا", "ما", "ماشي", "machi", "pas", "ليس", "لست", "لن", "لم", "مش",
	"ma", "don't", "dont", "ne", "never", "jamais")

// notMeant reports "that's not what I meant", "c'est pas ce que je
// voulais dire", "machi hadchi li bghit ngol": a negation, then the
// meant word ending the message (a please or a laugh at most after it).
func notMeant(toks []tok) bool {
	n := len(toks)
	k := -1
	for j := n - 1; j >= 0 && j >= n-3; j-- {
		if r26eMeantNum.has(toks[j].nid, toks[j].norm) {
			k = j
			break
		}
	}
	if k < 1 {
		return false
	}
	for j := k + 1; j < n; j++ {
		if !pickTailNum.has(toks[j].nid, toks[j].norm) && !r26eLaughNum.has(toks[j].nid, toks[j].norm) {
			return false
		}
	}
	switch toks[k].norm {
	case "dire":
		if toks[k-1].norm != "voulais" && toks[k-1].norm != "voulait" && toks[k-1].norm != "veux" {
			return false
		}
	case "ngol", "n9ol", "nqoul", "ngoul", "n9oul", "نقول", "نگول":
		if toks[k-1].norm != "bghit" && toks[k-1].norm != "بغيت" {
			return false
		}
	}
	return r26eIndex(toks[:k], 0, r26eNeg) >= 0 && r26eIndex(toks[:k], 0, r26eWhat) >= 0
}

// r26eWhat: what was meant, not which card ("that's not the one i
// meant" refuses the card: the seen sets' no)
var r26eWhat = normSet("what", "ce", "hadchi", "hadshi", "هادشي", "ما", "chno")

// lookAfterRelative reports the word after a relative that names a look:
// "بالغطاء", "فيها", "عليها" ("الذي بالغطاء المنقوش"); not "اللي
// عندي" (the one I have).
func lookAfterRelative(w string) bool {
	return r26eLookWith[w] || strings.HasPrefix(w, "بال") && len(w) > len("بال")+2
}

var r26eLookWith = normSet("فيها", "فيه", "فيهم", "عليها", "عليه", "لونها", "لونه", "ذات", "ذو", "ب")

var r26eLaugh = normSet("lol", "hhh", "hhhh", "mdr", "هههه", "ههه")

var (
	// r26eInstead: in its place ("blastha", "plutôt", "instead")
	r26eInstead = normSet("blastha", "blasstha", "bblastha", "بلاصتها", "بلاصتو", "بلاصته", "بدلها", "bdlha", "bdelha",
		"plutot", "plutôt", "instead", "swap", "remplacez", "remplace", "remplacer", "مكانها", "بدلا")
	r26eGive = normSet("3tini", "a3tini", "عطيني", "اعطيني", "أعطني", "give", "donnez", "donne", "donnez-moi", "donne-moi")
	// r26eSwap: a verb of swapping ("swap", "bdlha", "remplacez")
	r26eSwap = normSet("swap", "bdlha", "bdelha", "بدلها", "remplacez", "remplace", "change", "changez", "exchange")
	// r26eWantShow: a want, a show or a search after the no: the seen
	// sets' no ("non, je veux plutôt un coffret", "no, show me the others
	// instead")
	r26eWantShow = normSet("want", "veux", "voudrais", "bghit", "بغيت", "أريد", "اريد", "show", "montrez", "montre",
		"montrez-moi", "wrini", "وريني", "أرني", "ارني", "cherche", "something", "autres", "others", "lokhrin", "الأخرين",
		"الآخرين", "d'autres", "dautres", "أخرى", "اخرى")
	r26eThx = normSet("merci", "thanks", "thank", "thx", "shokran", "chokran", "شكرا", "شكراً", "baraka")
)

// noThenInPlace reports a bare no opening the message, then another
// card in the refused one's place: a word of instead ("no, swap it for
// the navy one", "لا، دير الزرقا بلاصتها", "non, plutôt l'autre"), or
// a give verb right before the other card ("la machi hadi, 3tini
// lokhra"). Not with a thanks (a no said politely, then a wish: the
// seen sets' no), a show verb ("wrini lokhra"), or a negation after the
// opening.
func noThenInPlace(toks []tok) bool {
	if len(toks) < 3 || !bareNo(&toks[0]) || r26eIndex(toks, 0, r26eThx) >= 0 {
		return false
	}
	i := 1
	if i+1 < len(toks) && notThisNegsNum.has(toks[i].nid, toks[i].norm) && thisCardsNum.has(toks[i+1].nid, toks[i+1].norm) {
		i += 2 // "machi hadi"
	}
	if i >= len(toks) || !toks[i].comma && toks[i].sep != '.' && i == 1 {
		return false // "la blastha" is no clause of its own
	}
	if r26eIndex(toks, i, r26eNegAny) >= 0 {
		return false
	}
	if r26eIndex(toks, i, r26eInstead) >= 0 && (r26eIndex(toks, i, otherCard) >= 0 || r26eIndex(toks, i, r26eSwap) >= 0 || putVerbIn(toks[i:])) &&
		r26eIndex(toks, i, r26eWantShow) < 0 {
		return true
	}
	g := r26eIndex(toks, i, r26eGive)
	return g >= 0 && g+1 < len(toks) && otherCardNum.has(toks[g+1].nid, toks[g+1].norm)
}

var (
	r26eLater = normSet("later", "mn", "من", "plus", "tard", "b3d", "بعد", "khra", "أخرى", "اخرى", "autre", "another",
		"other", "ghda", "demain", "tomorrow", "غدا", "jamais", "never")
	r26ePrice = normSet("taman", "tman", "prix", "price", "ثمن", "الثمن", "التمن", "tamane", "hadchi", "had", "cher",
		"ghalya", "ghalia", "غالية", "expensive", "much")
	r26eCard  = normSet("carte", "card", "lcarte", "lcart", "الكارط", "البطاقة", "لكارط", "cb", "portefeuille", "wallet", "bezztam", "lbeztam", "البزطام")
	r26eOnMe  = normSet("m3aya", "m3ya", "m3aia", "معايا", "معي", "moi", "me", "عندي")
	r26eNoHav = normSet("3ndich", "3andich", "عنديش", "ماعنديش", "pas", "don't", "dont", "haven't", "ليست", "ليس", "ماشي")
)

// cantPayNow reports paying now denied ("ma nqderch nkhelles daba",
// "je peux pas payer maintenant") or the card not at hand ("j'ai pas ma
// carte sur moi", "ma 3ndich lcarte m3aya"): a wait. Not with a price
// (paying that much is a no), or another time named (a later: the no
// the seen sets label).
func cantPayNow(toks []tok) bool {
	if r26eIndex(toks, 0, r26ePrice) >= 0 {
		return false
	}
	for j := range toks {
		if r26eLaterNum.has(toks[j].nid, toks[j].norm) && !(toks[j].norm == "mn" || toks[j].norm == "من") {
			return false
		}
		if (toks[j].norm == "mn" || toks[j].norm == "من") && j+1 < len(toks) && (toks[j+1].norm == "b3d" || toks[j+1].norm == "بعد") {
			return false
		}
	}
	k := r26eIndex(toks, 0, r26eCard)
	return k >= 1 && r26eIndex(toks[:k], 0, r26eNoHav) >= 0 && r26eIndex(toks, k+1, r26eOnMe) > k
}

var (
	r26eWait  = normSet("wait", "attends", "attendez", "tsna", "tsnay", "tsenna", "استنى", "تسنى", "انتظر", "انتظري", "sec", "lahda", "لحظة")
	r26ePromo = normSet("promo", "coupon", "voucher", "discount", "réduction", "reduction", "كود", "الكود", "تخفيض", "برومو", "promocode")
)

// waitPromo reports a wait and a promo code ("wait, i think i have a
// promo code somewhere", "la tsna, 3ndi chi code promo"): no refusal
// but a bare no opening it.
func waitPromo(toks []tok) bool {
	w := r26eIndex(toks, 0, r26eWait)
	if w < 0 || w > 2 || r26eIndex(toks, w+1, r26ePromo) < 0 {
		return false
	}
	return r26eIndex(toks, w+1, r26eNegAny) < 0
}

var (
	r26eGodWill = normSet("inchallah", "nchallah", "inshallah", "inchaallah", "incha'allah", "insha'allah", "inshaallah",
		"nchalah", "inchalah", "شاء", "انشاء", "إنشاء", "نشالله", "انشالله")
	// r26eDated: a day to come named ("next week", "la semaine
	// prochaine", "الأسبوع القادم", "simana jaya", "ghda")
	r26eDated = normSet("week", "semaine", "simana", "ssimana", "الأسبوع", "الاسبوع", "السيمانة", "سيمانة", "month",
		"mois", "chhar", "الشهر", "شهر", "ghda", "demain", "tomorrow", "غدا", "غدوة", "ghadda", "weekend", "friday",
		"vendredi", "jm3a", "الجمعة", "samedi", "saturday", "sebt", "السبت", "lundi", "monday", "tnin", "الاثنين")
)

// godWillingDated reports "inchallah" and a day to come, nothing else
// but their words ("inchallah la semaine prochaine", "إن شاء الله
// الأسبوع القادم"): no no word, no verb.
func godWillingDated(toks []tok) bool {
	if len(toks) > 7 || r26eIndex(toks, 0, r26eGodWill) < 0 || r26eIndex(toks, 0, r26eDated) < 0 {
		return false
	}
	for j := range toks {
		if bareNo(&toks[j]) && !(toks[j].norm == "la" && j+1 < len(toks) && toks[j+1].norm == "semaine") {
			return false // "la, simana jaya inchallah": the no
		}
		switch w, wID := toks[j].norm, toks[j].nid; {
		case r26eGodWillNum.has(wID, w) || r26eDatedNum.has(wID, w) || r26eDatedTailNum.has(wID, w):
		default:
			return false
		}
	}
	return true
}

// r26eDatedTail: the words around a day to come and "inchallah"
var r26eDatedTail = normSet("la", "le", "next", "prochaine", "prochain", "jaya", "jay", "الجاية", "الجاي", "القادم",
	"المقبل", "القادمة", "المقبلة", "ان", "إن", "الله", "this", "ce", "had", "هاد", "هذا", "jayya", "جاية", "جاي")

var (
	r26eNeed  = normSet("need", "besoin", "m7tajch", "mo7tajch", "m7tajach", "محتاجش", "محتاجاش", "حاجة", "داعي", "lach")
	r26eJust  = normSet("just", "juste", "ghir", "gher", "غير", "فقط", "simply", "seulement")
	r26ePlain = normSet("it", "le", "la", "les", "l", "au", "to", "in", "the", "my", "cart", "panier", "lpanier", "f",
		"please", "pls", "svp", "stp", "3afak", "عفاك", "فضلك", "من", "في", "السلة")
)

// noNeedThenAdd reports a need denied ("no need for an advisor", "pas
// besoin de conseiller", "ma m7tajch conseiller"), then a clause that
// only puts it in ("just add it", "ajoutez-le", "ghir zidha").
func noNeedThenAdd(toks []tok) bool {
	k := r26eIndex(toks, 0, r26eNeed)
	if k < 0 || k > 3 {
		return false
	}
	for j := k + 1; j < len(toks); j++ {
		if !toks[j].comma && toks[j].sep != '.' {
			continue
		}
		i := j
		if r26eJustNum.has(toks[i].nid, toks[i].norm) {
			i++
		}
		if i >= len(toks) || !(toks[i].isAddVerb() || toks[i].objectVerb()) {
			return false
		}
		for i++; i < len(toks); i++ {
			if !r26ePlainNum.has(toks[i].nid, toks[i].norm) && !toks[i].emoji {
				return false
			}
		}
		return true
	}
	return false
}

var r26eSafi = normSet("safi", "صافي", "saafi")

// noSafiAdd reports a bare no, "safi" (fine) and a verb putting it in
// with its object, the whole message ("la safi zidha", "لا صافي
// زيدها", "no, ok, add it"): the no taken back. "la safi, khliha" is a
// no.
func noSafiAdd(toks []tok) bool {
	if len(toks) < 3 || !bareNo(&toks[0]) || !r26eSafiNum.has(toks[1].nid, toks[1].norm) {
		return false
	}
	i := 2
	if !(toks[i].isAddVerb() || toks[i].objectVerb()) || toks[i].neg {
		return false
	}
	for i++; i < len(toks); i++ {
		if !r26ePlainNum.has(toks[i].nid, toks[i].norm) {
			return false
		}
	}
	return true
}

var (
	r26eYesOpen = normSet("iyeh", "iyah", "ih", "eyeh", "ah", "oui", "yes", "yep", "wakha", "ok", "okay", "نعم", "واه",
		"اه", "إيه", "ايه", "آه", "wah", "waha")
	r26eForget = normSet("tnsawch", "tnsach", "tnsaych", "tensach", "tensawch", "تنساش", "تنساوش", "forget", "oubliez",
		"oublie", "oubliez-pas", "تنسى", "تنس", "tansawch")
	r26eAnd = normSet("w", "o", "و", "and", "et", "mais", "but", "walakin")
)

// yesDontForget reports a yes and a verb putting it in, then "and don't
// forget to …" ("iyeh zidha, w ma tnsawch tsifto lia l code", "oui
// ajoutez-la, et n'oubliez pas le code"): the forget is the only
// negation, the yes stands.
func yesDontForget(toks []tok) bool {
	if len(toks) < 4 || !r26eYesOpenNum.has(toks[0].nid, toks[0].norm) {
		return false
	}
	f := r26eIndex(toks, 1, r26eForget)
	if f < 2 {
		return false
	}
	put := false
	for j := 1; j < f; j++ {
		w, wID := toks[j].norm, toks[j].nid
		switch {
		case toks[j].isAddVerb() || objectVerb(w):
			put = !toks[j].neg
		case r26eNegAnyNum.has(wID, w) && j >= f-2, r26eAndNum.has(wID, w), r26ePlainNum.has(wID, w), r26eForgetNegNum.has(wID, w):
		default:
			return false
		}
	}
	if !put || r26eIndex(toks, f+1, r26eNegAny) >= 0 {
		return false
	}
	for k := f + 1; k < len(toks); k++ {
		// "…, and don't forget to cancel my other order": a cancel, a
		// removal or another thing in what is not to be forgotten
		// (round 26f's rule, read the same way here at the merge)
		if cancelVerbs.match1(toks, k, 1) || removalVerb(&toks[k]) || anotherWordsNum.has(toks[k].nid, toks[k].norm) || toks[k].shop {
			return false
		}
	}
	return true
}

// r26eForgetNeg: the negation before a forget ("ma", "don't", "n'")
var r26eForgetNeg = normSet("ma", "ما", "don't", "dont", "do", "not", "n", "لا", "pas")

// r26eNotYes turns a yes that is not one into what it is.
func r26eNotYes(a *analysis, u Understanding) (Understanding, bool) {
	toks := a.toks
	n := len(toks)
	switch {
	case n == 2 && r26eYesOpenNum.has(toks[0].nid, toks[0].norm) && toks[1].norm == "bon":
		// "oui bon": resigned, asked again
		return unknownOf(u), true
	case n == 3 && toks[0].norm == "لا" && r26eNotBadNum.has(toks[1].nid, toks[1].norm) && r26eItNum.has(toks[2].nid, toks[2].norm):
		// "لا بأس به": it's not bad (a bare "لا بأس" stays the yes)
		return unknownOf(u), true
	case n == 1 && r26eGoOnNum.has(toks[0].nid, toks[0].norm):
		// "أكمل": go on, more
		u = u.cleared()
		u.Decision = DecisionNone
		return u.with(IntentShowMore, 0.6), true
	case twoSizesOneEach(toks):
		// "add one in 38 and one in 39": which is asked again
		return unknownOf(u), true
	case !a.question && payDayLater(toks):
		// "pay day is friday, I'll confirm then"
		return holdOf(u), true
	case alsoSeeking(toks) && !putVerbIn(toks):
		// "pas de souci, je cherche aussi des bols": a search
		u.Decision = DecisionNone
		return u.with(IntentProductSearch, 0.6), true
	case wantItInColour(toks):
		// "bghitha f lazr9 sma2i": the colour asked
		u.Decision = DecisionNone
		return u.with(IntentRefine, 0.6), true
	case r26eIndex(toks, 0, r26eFair) >= 0 && r26eIndex(toks, 0, r26eBuy) >= 0 && r26eIndex(toks, 0, r26eAddOnly) < 0:
		// "غادي نشريها من الموقف فالمعرض": bought at a fair, elsewhere
		return unknownOf(u), true
	case !r26eYesOpenNum.has(toks[0].nid, toks[0].norm) && wantSomething(toks) && r26eIndex(toks, 0, r26eAddOnly) < 0:
		// "بغيت شي حاجة مغربية نديها لصحابي": a search
		u.Decision = DecisionNone
		return u.with(IntentProductSearch, 0.6), true
	}
	return u, false
}

var (
	r26eNotBad = normSet("بأس", "باس", "بئس")
	r26eIt     = normSet("به", "بها", "بيه", "بيها")
	r26eGoOn   = normSet("أكمل", "اكمل", "تابع", "واصل", "استمر", "continue", "continuez", "continuer")
	r26eSeek   = normSet("cherche", "cherchais", "recherche", "looking", "searching", "kan9leb", "kanqleb", "kan9elleb",
		"كنقلب", "كنقلبو", "أبحث", "ابحث", "نبحث", "كنبحث", "n9leb", "nqleb")
	r26eFair = normSet("معرض", "المعرض", "فالمعرض", "للمعرض", "salon", "foire", "fair", "expo", "exposition", "lm3rid",
		"lma3rid", "lmaarid", "m3rid", "موقف", "الموقف", "stand", "moussem", "موسم")
	r26eBuy = normSet("نشريها", "نشريه", "نشريهم", "nchriha", "nchri", "نشري", "nchrih", "acheter", "achète", "achèterai",
		"acheterai", "buy", "get", "أشتريها", "اشتريها", "سأشتريها", "سأشتريه")
	r26eSizeEach = normSet("chaque", "each", "kol", "كل")
	r26eSizeWord = normSet("taille", "size", "sizes", "tailles", "9yas", "qyas", "l9yas", "مقاس", "قياس", "pointure", "pointures")
)

// r26eAddOnly: a verb that puts it in the cart (not one that buys)
var r26eAddOnly = normSet("zidha", "zidhom", "zidiha", "زيدها", "add", "ajoutez", "ajoute", "ajoutez-la", "ajoutez-le",
	"mettez", "mets", "أضفها", "اضفها", "أضف", "اضف", "zid", "زيد", "dakhalha", "dkhlha", "7etha", "حطها", "ديرها", "dirha")

// twoSizesOneEach reports a yes for one of each size, none named ("une
// de chaque taille", "one in each size"): which to add is asked again.
// Two sizes named ("zid wa7da f 40 w wa7da f 42") are the yes the seen
// sets label.
func twoSizesOneEach(toks []tok) bool {
	for j := range toks {
		w, wID := toks[j].norm, toks[j].nid
		if r26eSizeEachNum.has(wID, w) && j+1 < len(toks) {
			k := j + 1
			if toks[k].norm == "taille" || toks[k].norm == "size" || r26eSizeWordNum.has(toks[k].nid, toks[k].norm) {
				return true
			}
			if k+1 < len(toks) && r26eSizeWordNum.has(toks[k+1].nid, toks[k+1].norm) && toks[j].norm != "deux" {
				return true
			}
		}
	}
	return false
}

// r26eAlso: "too", "as well" beside a search verb
var r26eAlso = normSet("aussi", "also", "too", "7ta", "ta", "حتى", "أيضا", "ايضا", "kaman", "كمان")

// alsoSeeking reports a search said as one more ("je cherche aussi des
// bols", "i'm also looking for bowls", "7ta ana kan9leb 3la …"): not
// "exactly what I was looking for", which praises the card shown.
func alsoSeeking(toks []tok) bool {
	k := r26eIndex(toks, 0, r26eSeek)
	if k < 0 {
		return false
	}
	for j := max(0, k-2); j <= k+1 && j < len(toks); j++ {
		if r26eAlsoNum.has(toks[j].nid, toks[j].norm) {
			return true
		}
	}
	return false
}

var (
	r26ePayDay = normSet("payday", "salaire", "lkhlsa", "lkhalsa", "l5lsa", "الخلصة", "الراتب", "paie", "pay", "paye",
		"paie", "nkhelles", "nkhless", "نخلص", "أدفع", "ادفع", "confirm", "confirme", "confirmerai", "nconfirmi", "confirmi")
	r26eDay = normSet("tomorrow", "demain", "ghda", "غدا", "غدوة", "friday", "vendredi", "jm3a", "الجمعة", "saturday",
		"samedi", "monday", "lundi", "weekend", "week-end", "week", "semaine")
)

// payDayLater reports a yes put off to a day to come with the pay or the
// confirmation ("tomorrow i pay and take it", "pay day is friday, i'll
// confirm then"), nothing put in now.
func payDayLater(toks []tok) bool {
	return r26eIndex(toks, 0, r26eDay) >= 0 && r26eIndex(toks, 0, r26ePayDay) >= 0 && !putVerbIn(toks) &&
		r26eIndex(toks, 0, r26eNegAny) < 0
}

var r26eWantIt = normSet("bghitha", "bghito", "bghitou", "bghithom", "بغيتها", "بغيتو", "بغيتهم", "nbghiha", "بغيتوها")

// r26eColour: colours with the Darija article the slot words miss
var r26eColour = normSet("lazr9", "lazra9", "lazre9", "lzr9", "lk7el", "lk7al", "lkhdar", "lkhder", "l7mar", "l7mer",
	"lbyad", "lbyed", "lasfar", "lasfer", "lwardi", "lmordi", "lbni", "lgris", "sma2i", "sma9i", "zr9", "azra9", "الزرق",
	"الكحل", "الخضر", "الحمر", "البيض", "الصفر", "الزرقا", "الكحلة", "الخضرا", "الحمرا", "البيضا", "الصفرا")

// wantItInColour reports "bghitha f lazr9 sma2i": want it, in a colour.
func wantItInColour(toks []tok) bool {
	if len(toks) < 3 || len(toks) > 6 || !r26eWantItNum.has(toks[0].nid, toks[0].norm) {
		return false
	}
	p := toks[1].norm
	return (p == "f" || p == "b" || p == "en" || p == "in" || p == "ف" || p == "ب") &&
		(colourAt(toks, 2) != "" || r26eColourNum.has(toks[2].nid, toks[2].norm))
}

var (
	r26eWant      = normSet("bghit", "بغيت", "أريد", "اريد", "want", "veux", "voudrais", "cherche")
	r26eSomething = normSet("شي", "chi", "شيئا", "شيء", "something", "quelque")
)

// wantSomething reports a want verb then something not yet named ("بغيت
// شي حاجة مغربية نديها لصحابي", "أريد شيئا مغربيا"): a search.
func wantSomething(toks []tok) bool {
	w := r26eIndex(toks, 0, r26eWant)
	if w < 0 || w > 2 || w+1 >= len(toks) || !r26eSomethingNum.has(toks[w+1].nid, toks[w+1].norm) {
		return false
	}
	return r26eIndex(toks, 0, r26eNegAny) < 0
}
