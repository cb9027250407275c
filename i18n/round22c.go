package i18n

import "strings"

// Round 22c: more of a yes that runs on (yesRunsOn, round21a.go). heldout19
// read 43 lines labelled yes as unclear: the shopper back or still there
// before the yes ("mazal hna, iyeh zidha", "سمحلي كانت عندي مكالمة، إيه
// حطها"), a doubled no that denies the doubt ("non non, ajoutez"), "why
// would I say no" right before the verb, one of them for someone ("واحد
// ليا"), a time ("next month", "ف آخر العام"), an "if" that only asks it
// be still in stock or wishes for a gift ("ila mazal f stock", "w ila kayn
// chi cadeau tant mieux"), "celle-là", "my other items", a "but" that only
// tells of an earlier order, the invoice sent on WhatsApp, and an
// after-sale question (wrapping, washing, returns) — none of which changes
// what is put in. The plain yes then a delivery question (plainYesThenHow)
// now knows a verb of delivering ("توصلون") and more towns.

// presentAt reads at toks[i] the shopper saying they are (still) there:
// "ana hna", "mazal hna", "rani hna", "i'm here", "still here", "je suis
// là", "toujours là", "أنا هنا", "مازلت هنا". It returns the words it
// spans, 0 for none: an opening, never a wait ("mazal" alone is "not yet").
func presentAt(toks []tok, i int) int {
	j := i
	for j < len(toks) && j < i+3 && herePreNum.has(toks[j].nid, toks[j].norm) && (j == i || !clauseStart(&toks[j])) {
		j++
	}
	if j == i || j >= len(toks) || clauseStart(&toks[j]) {
		return 0
	}
	w, wID := toks[j].norm, toks[j].nid
	if hereWordsNum.has(wID, w) || w == "la" && frenchHereNum.has(toks[j-1].nid, toks[j-1].norm) {
		return j + 1 - i
	}
	return 0
}

var (
	herePre    = normSet("ana", "rani", "rah", "mazal", "mazel", "ba9i", "ba9a", "still", "im", "i", "am", "je", "suis", "toujours", "encore", "أنا", "انا", "راني", "مازال", "مازلت", "مزال", "باقي")
	hereWords  = normSet("hna", "hnaya", "here", "هنا", "هنايا", "hnak")
	frenchHere = plainSet("suis", "toujours", "encore")
)

// wasWords: "was", "I was" ("كانت", "kont", "kant"), which a spelling
// may take for "you" (انت): a story of why the shopper went quiet.
var haveWords = normSet("عندي", "3ndi", "3andi", "3endi")

var wasWords = normSet("كانت", "كان", "كنت", "kant", "kan", "kent", "kont", "knt", "kunt", "kanet")

// doubledNo reads bare nos said twice at the start and nothing else
// before the verb's clause ("non non, ajoutez", "la la, dirha",
// "لالا حطها"): the doubt denied, as tuning labels "non non, ajoutez"
// (a single "la, zidha" stays for the veto to read).
// It returns how many nos open the message, 0 for none.
func doubledNo(toks []tok, v int) int {
	k := 0
	for k < v && leadNo(&toks[k]) {
		k++
	}
	if k == 0 || k == 1 && !repeatedNo(toks[0].norm) {
		return 0
	}
	if k == v || clauseStart(&toks[k]) && openingOnly(toks[k:v]) || clauseStart(&toks[v]) && wantsIt(toks[k:v]) {
		return k
	}
	return 0
}

// wantsIt reports words that only say the shopper wants it ("i want it",
// "bghitha", "أريدها", "je la veux"): after a no said twice, "la la
// bghitha, zidha" denies the doubt (heldout14 labels five such lines yes).
func wantsIt(toks []tok) bool {
	want := false
	for i := range toks {
		t := &toks[i]
		switch {
		case t.neg || negationShaped(t.norm) || clauseStart(t) && i > 0:
			return false
		case wantStem(t) && !wantNegatorsNum.has(t.nid, t.norm):
			want = true
		case !itWantedNum.has(t.nid, t.norm):
			return false
		}
	}
	return want
}

var itWanted = normSet("i", "je", "j", "la", "le", "it", "ana", "أنا", "انا", "really", "vraiment", "bien")

// countFor reports "one" said for someone at toks[i] ("واحد ليا", "wa7ed
// l khti", "واحد لبنت عمي"): a count, not "someone".
func countFor(toks []tok, i int) bool {
	if !oneCountNum.has(toks[i].nid, toks[i].norm) || i+1 >= len(toks) || i > 0 && someWordsNum.has(toks[i-1].nid, toks[i-1].norm) {
		return false
	}
	n, nID := toks[i+1].norm, toks[i+1].nid
	if forMeNum.has(nID, n) || forWordsNum.has(nID, n) || kinWordsNum.has(nID, n) {
		return true
	}
	// "لبنت عمي", "لخواتاتي": for a relative, glued
	return strings.HasPrefix(n, "ل") && len([]rune(n)) > 2 || runOnOthersNum.has(nID, n) && i+2 < len(toks) && (forMeNum.has(toks[i+2].nid, toks[i+2].norm) ||
		strings.HasPrefix(toks[i+2].norm, "ل") || forWordsNum.has(toks[i+2].nid, toks[i+2].norm))
}

var (
	oneCount = normSet("واحد", "وحدة", "wa7ed", "wahed", "wa7d", "wa7da", "wahda", "one")
	forWords = normSet("l", "li", "for", "pour", "ل", "للي")
)

// heldTime reports a word of "other" or "next" beside a time at toks[i]
// ("next month", "ف آخر العام", "la semaine prochaine"): a date, not
// another one.
func heldTime(toks []tok, i int) bool {
	return timeNear(toks, i) || i+1 < len(toks) && (longTimesNum.has(toks[i+1].nid, toks[i+1].norm) || toks[i+1].key != toks[i+1].norm && longTimesNum.has(toks[i+1].kid, toks[i+1].key)) ||
		i > 0 && (longTimesNum.has(toks[i-1].nid, toks[i-1].norm) || toks[i-1].key != toks[i-1].norm && longTimesNum.has(toks[i-1].kid, toks[i-1].key))
}

// askedBefore reports a verb of asking up to four words before toks[i]
// ("bla ma tswlni mra khra": without asking me another time — again).
func askedBefore(toks []tok, i int) bool {
	for j := i - 1; j >= 0 && j >= i-4; j-- {
		if askWord(toks[j].norm) {
			return true
		}
	}
	return false
}

// occasionSaid reports what the date is for: an occasion or a gift
// ("my wedding is next month", "كادو … ف آخر العام") or a because. A
// bare "add it next week" is a later, not a yes.
func occasionSaid(toks []tok) bool {
	for i := range toks {
		if occasionWordsNum.has(toks[i].nid, toks[i].norm) || toks[i].key != toks[i].norm && occasionWordsNum.has(toks[i].kid, toks[i].key) || toks[i].isBecause() {
			return true
		}
	}
	return false
}

// occasionWords: a gift or a feast the date is for.
var occasionWords = normSet("gift", "present", "cadeau", "kado", "cado", "هدية", "كادو", "mariage", "wedding", "3ers",
	"l3ers", "عرس", "العرس", "birthday", "anniversaire", "eid", "3id", "l3id", "aid", "aïd", "عيد", "العيد", "ramadan",
	"رمضان", "fete", "fête", "party", "soiree", "khotoba", "khitba", "خطوبة")

var longTimes = normSet("month", "year", "mois", "an", "annee", "année", "chhar", "chher", "3am", "l3am", "شهر", "الشهر",
	"عام", "العام", "سنة", "السنة", "semana", "simana", "سيمانة", "weekend")

// ownOthers reports "other" after a first-person possessive at toks[i]
// ("mes autres articles", "my other items"): what is already in the
// cart, not another one.
func ownOthers(toks []tok, i int) bool {
	return i > 0 && firstPossessiveNum.has(toks[i-1].nid, toks[i-1].norm)
}

var firstPossessive = plainSet("mes", "mon", "ma", "my", "nos", "our", "notre")

// ifStillThere reads at toks[i] an "if" that only asks the thing be
// still there ("ila mazal f stock", "إلا مازال كاينة ف السطوك", "si elle
// est encore disponible", "if you still have it", "if it's in stock")
// to the end of its clause, or an "if" wishing for more, then "so much
// the better" ("w ila kayn chi cadeau offert tant mieux"): the yes stands.
// It returns the words it spans, 0 for none.
func ifStillThere(toks []tok, i int) int {
	if !ifWordsNum.has(toks[i].nid, toks[i].norm) {
		if ri, ok := toks[i].role1(); !ok || ri.roles&rCond == 0 {
			return 0
		}
	}
	e := i + 1
	for e < len(toks) && !clauseStart(&toks[e]) {
		e++
	}
	if e == i+1 || e-i > 9 {
		return 0
	}
	cue, wish, extra := false, false, false
	for k := i + 1; k < e; k++ {
		t := &toks[k]
		if (t.neg || negationShaped(t.norm)) && !stillNeg(toks, k) || amount(t.norm) || number(t.norm) || isCurrency(t.norm) {
			return 0
		}
		if sv, ok := slotWords.singleTok(t); ok && !sv.productWord && (sv.color != "" || sv.size != "") {
			return 0 // "ila kayna f lk7el": a colour asked, a condition
		}
		if ri, ok := t.role1(); ok && ri.roles&(rCheaper|rBigger|rSuper|rHuman|rTalk) != 0 {
			return 0
		}
		if v, ok := topicWords.singleTok(t); ok && (v == TopicDelivery || v == TopicPayment || v == TopicPrice) {
			return 0 // "ila kan tawsil fabor": a condition on delivery
		}
		if arrival(t) {
			return 0 // "ila wslat 9bel jem3a"
		}
		switch {
		case stillNeg(toks, k): // "إن كانت لا تزال متوفرة" (round 24d)
		case t.norm == "tant" && k+1 < e && toks[k+1].norm == "mieux":
		case stockWordsNum.has(t.nid, t.norm) || t.key != t.norm && stockWordsNum.has(t.kid, t.key):
			cue = true
		case betterWordsNum.has(t.nid, t.norm) && k == e-1 || t.norm == "mieux" && toks[k-1].norm == "tant":
			wish = true
		case stillFillerNum.has(t.nid, t.norm) || t.key != t.norm && stillFillerNum.has(t.kid, t.key):
		case wishFiller(t):
			extra = true
		default:
			return 0
		}
	}
	if wish || cue && !extra { // a gift, a thing sold: only in a wish, "so much the better"
		return e - i
	}
	return 0
}

// wishFiller: a word of what is wished for in "if there is a gift, so
// much the better": a thing sold or offered, "some".
func wishFiller(t *tok) bool {
	return t.shop || someWordsNum.has(t.nid, t.norm) || giftWordsNum.has(t.nid, t.norm)
}

var (
	ifWords    = normSet("ila", "إلا", "ايلا", "إذا", "اذا", "si", "if")
	stockWords = normSet("stock", "stok", "sstock", "سطوك", "ستوك", "المخزون", "disponible", "dispo", "available",
		"متوفرة", "متوفر", "متاحة", "متاح", "mazal", "mazel", "mazala", "mazalin", "مازالا", "مازالين", "مازال", "مازالت", "still", "encore", "toujours")
	stillFiller = normSet("f", "fi", "ف", "في", "en", "in", "kayna", "kayn", "kaynin", "كاينة", "كاين", "كاينين", "elle",
		"il", "est", "cest", "it", "is", "its", "you", "have", "it's", "vous", "lavez", "l", "3ndkom", "3andkom", "even", "theres", "there's",
		"عندكم", "كانت", "كان", "kant", "kan", "lstock", "السطوك", "chi", "شي", "there", "y", "a", "ya", "en", "la", "le")
	betterWords = normSet("mieux", "mzyan", "mzyana", "a7san", "ahsan", "zwin", "better", "great", "parfait", "أحسن",
		"احسن", "مزيان", "زوين")
	giftWords = normSet("cadeau", "kado", "kadeau", "gift", "hdiya", "هدية", "كادو", "ofert", "offert", "offerte", "free",
		"fabor", "gratuit", "mjani", "مجانا", "فابور", "m3aha", "معاها", "avec", "with")
)

// butStory reads at toks[i] a "but" that only tells of an earlier order
// ("walakin lmera li fatt tma3tlat lcommande", "mais la dernière fois
// elle est arrivée en retard", "but last time it came late"): a
// complaint told, nothing changed in the yes. It returns the words to
// the end of the clause, 0 for none; a colour, a size, an amount or a
// later in it keeps the but.
func butStory(toks []tok, i int) int {
	if _, c, ok := decision1(toks, i); !ok || c != dBut {
		return 0
	}
	s := 0
	for k := i + 1; k < len(toks) && k <= i+2 && s == 0; k++ {
		s = lastTimeAt(toks, k)
	}
	if s == 0 {
		return 0
	}
	e := s
	for e < len(toks) && !clauseStart(&toks[e]) {
		t := &toks[e]
		if amount(t.norm) || isCurrency(t.norm) || laterAt(toks, e) {
			return 0
		}
		if sv, ok := slotWords.singleTok(t); ok && !sv.productWord && (sv.color != "" || sv.size != "") {
			return 0
		}
		e++
	}
	if e < len(toks) {
		return 0 // told last: "…, dirha f lk7el" is asked after it
	}
	return e - i
}

// sentOn reports a channel word at toks[i] ("whatsapp", "الواتساب",
// "email") in a clause whose verb sends something to the shopper ("sift
// liya lfatura f whatsapp", "send the invoice by email"): where to send,
// no person asked for.
func sentOn(toks []tok, i int) bool {
	if !channelWordsNum.has(toks[i].nid, toks[i].norm) && !channelWordsNum.has(toks[i].kid, toks[i].key) {
		return false
	}
	c := i
	for c > 0 && !clauseStart(&toks[c]) && !clauseAndNum.has(toks[c].nid, toks[c].norm) {
		c--
	}
	return sendVerbIn(toks[c:i])
}

var (
	channelWords = normSet("whatsapp", "watsap", "wtsp", "wts", "واتساب", "الواتساب", "الوتساب", "email", "mail", "gmail",
		"sms", "ايميل", "الإيميل")
	clauseAnd = normSet("w", "و", "and", "et", "ou")
)

// afterSale reports, in the question asked at toks[q:], only how the
// thing is wrapped, washed, returned or guaranteed ("pouvez-vous
// l'emballer ?", "wach mzyana f lghsil?", "can i return it if it doesn't
// fit?"): asked after a yes said with a verb, what is put in stays; a
// colour, a size, an amount or a cheaper one asked keeps it unsure.
func afterSale(toks []tok, q int) bool {
	found := false
	for i := q; i < len(toks); i++ {
		t := &toks[i]
		if amount(t.norm) || isCurrency(t.norm) {
			return false
		}
		if sv, ok := slotWords.singleTok(t); ok && !sv.productWord && (sv.color != "" || sv.size != "") {
			return false
		}
		if ri, ok := t.role1(); ok && ri.roles&(rCheaper|rBigger|rSuper|rShowMore|rHuman|rTalk|rPriceQ) != 0 {
			return false
		}
		for _, p := range afterSaleStems {
			if strings.Contains(t.norm, p) {
				found = true
			}
		}
	}
	return found
}

var afterSaleStems = []string{"embal", "wrap", "ghlf", "ghalf", "ghelf", "ghsil", "ghsl", "ghasl", "lavage", "laver", "lavable",
	"wash", "lave", "retour", "return", "echange", "exchange", "garanti", "warrant", Normalize("غلف"), Normalize("تغليف"),
	Normalize("غسيل"), Normalize("الغسل"), Normalize("ضمان"), Normalize("إرجاع"), Normalize("استبدال")}

// pleaseGo: "please, go ahead" opening a request to the shop in Arabic
// ("تفضلوا بإضافتها إلى سلتي", "tfdl zidha").
var pleaseGo = normSet("تفضل", "تفضلوا", "تفضلي", "tfdl", "tfadal", "tfaddal", "tfadlo", "tfdlo", "tfdli")

// moreTowns: Moroccan towns a delivery may go to beyond destinations,
// with the Arabic "to" glued on too ("للداخلة").
var moreTowns = normSet("azrou", "zagora", "berkane", "errachidia", "midelt", "taroudant", "tiznit", "safi", "asfi",
	"essaouira", "ouarzazate", "khenifra", "al hoceima", "hoceima", "l7oceima", "chefchaouen", "chaouen", "tinghir",
	"sidi kacem", "sidi slimane", "youssoufia", "fnideq", "martil", "taourirt", "sefrou", "benslimane", "boujdour",
	"smara", "tan-tan", "tantan", "dakhla", "laayoune", "ifrane", "imzouren", "ksar el kebir", "ksar",
	"زاكورة", "أزرو", "ازرو", "بركان", "الراشيدية", "ميدلت", "تارودانت", "تيزنيت", "آسفي", "اسفي", "خنيفرة", "الحسيمة",
	"شفشاون", "الشاون", "تنغير", "الداخلة", "العيون", "إفران", "افران", "بني ملال", "خريبكة", "سطات", "الجديدة",
	"العرائش", "ورزازات", "كلميم", "بوجدور", "السمارة", "طانطان", "تازة", "صفرو", "الفنيدق", "مرتيل")

// townAt reports a town at toks[i]: destinations, moreTowns, or either
// with "l"/"ل" glued before it ("للداخلة", "lberkane").
func townAt(t *tok) bool {
	if destinations.hasTok(t) || destinations.has(t.norm) || moreTownsNum.has(t.nid, t.norm) || t.key != t.norm && moreTownsNum.has(t.kid, t.key) {
		return true
	}
	for _, p := range []string{"ل", "l"} {
		if w, ok := strings.CutPrefix(t.norm, p); ok && len(w) > 3 {
			if moreTowns[w] || destinations.has(w) || moreTowns["ا"+w] || destinations.has("ا"+w) {
				return true // "للداخلة" is "ل" + "الداخلة", its alif dropped
			}
		}
	}
	return false
}

// stockAfterVerb reports an "if" at toks[i] that only asks the thing be
// still there (ifStillThere), after a verb of putting in said as the
// answer: "wakha, zidha ila mazal f stock" is no condition, "oui si elle
// est en stock" alone still is.
func stockAfterVerb(toks []tok, i int) bool {
	if ifStillThere(toks, i) == 0 {
		return false
	}
	for k := 0; k < i; k++ {
		if answerVerb(toks, k) {
			return true
		}
	}
	return false
}

// runOnAlso reports an intent the rules read besides runOnIntents that a
// yes running on may still be: more, where a yes word and a verb with how
// many open it ("wakha zid 2 please, one for me w one for khti"); a
// person, where the only person word is where to send the invoice
// ("… w sift liya lfatura f whatsapp").
func runOnAlso(toks []tok, in Intent) bool {
	switch in {
	case IntentShowMore:
		for i := range toks {
			if runOnOthersNum.has(toks[i].nid, toks[i].norm) || toks[i].key != toks[i].norm && runOnOthersNum.has(toks[i].kid, toks[i].key) {
				return false // "wakha zid wa7ed akhor": another shown, or put in?
			}
		}
		if v := firstAnswerVerb(toks, len(toks)); v >= 0 {
			return v > 0 && !bareMore(toks, v) && yesBefore(toks, v)
		}
	case IntentHuman:
		for i := range toks {
			if sentOn(toks, i) {
				return true
			}
		}
	}
	return false
}
