package i18n

import "strings"

// Round 25b: refusals told by a settled reason alone, in the shapes that
// recur across writers and languages (tuning23, tuning24, heldout22 read
// most of their noes this way). Each is a reader of round 22f's
// reasonAlone (reasonReaders), so the whole message must still be a plain
// statement: nothing asked, no condition, no yes, want, wait or verb of
// putting in, no other one asked for, praise only before a but. The
// readers here say what the reason is:
//
//   - a habit of not wearing or using such a thing, said of oneself
//     (wornNot: "ma kanlbsch had lalwan", "je porte pas de talons", "i
//     don't wear heels", "لا ألبس الكعب");
//   - not one's style or taste, or too much of something for one's taste
//     (tasteNot, tooForMe: "not my style", "pas mon genre", "machi
//     dw9i", "ليس من ذوقي", "too shiny for my taste", "trop voyant pour
//     moi", "صارخ جدا بالنسبة لي");
//   - the delivery too slow or too long (deliveryTooSlow: "5 days is too
//     slow", "livraison en 7 jours c'est trop long", "مدة التوصيل طويلة
//     جدا");
//   - the same seen or found cheaper elsewhere (seenCheaper: "found it
//     cheaper on another site", "l9it b7alha b nss taman", "رأيت مثلها
//     بنصف الثمن");
//   - someone of the family or a friend giving, bringing or lending the
//     shopper one, or having done so (kinGetsMeOne: "my sister is
//     bringing me one from fes", "khti ghadi tsllefni dyalha", "ma mère
//     m'en a offert une", "ابني اشترى لي واحدا");
//   - one bought already, dated, or several had already (boughtDated,
//     ownedMany: "got one last month", "شريت وحدة البارح", "j'ai déjà
//     3 tajines", "we already have four teapots");
//   - what the shopper has still doing the job (stillDoes: "mine still
//     works", "l'ancienne marche encore", "القديم مازال خدام").
//
// A reason asked ("is it too big?"), under a condition, negated ("it's
// not too flashy"), said of someone else ("my husband never wears
// them") or followed by a yes or a verb of putting in stays unclear.

// Kinds of reason read here (reasonAloneOf's walk lets the words of
// their own span stand: a verb of bringing is no yes verb there).
const (
	reasonTaste reasonKind = iota + reasonPass + 1
	reasonGetting
	reasonDelivery
	reasonStill
	reasonBudget
	reasonNever
)

// round25bReaders are asked by reasonCore (round22f.go) after round 22f's
// own, at a word round25bCue says one of them may open on.

var round25bReaders = []struct {
	read func([]tok, int) int
	kind reasonKind
}{
	{wornNot, reasonTaste}, {tasteNot, reasonTaste}, {tooForMe, reasonTaste}, {deliveryTooSlow, reasonDelivery},
	{seenCheaper, reasonElsewhere}, {kinGetsMeOne, reasonGetting}, {boughtDated, reasonOwned},
	{ownedMany, reasonOwned}, {stillDoes, reasonStill}, {notSought, reasonTaste}, {needNot, reasonTaste},
	{budgetOver, reasonBudget}, {changedMind, reasonTaste}, {looksBad, reasonTaste}, {reviewsBad, reasonTaste},
	{inPersonBuy, reasonElsewhere}, {onlineDistrust, reasonTaste}, {roomNone, reasonTaste}, {moneyShort, reasonBudget},
	{degreeNo, reasonTaste}, {politeBut, reasonTaste}, {cartEnough, reasonTaste}, {neverSaid, reasonNever},
	{dislikeSpelled, reasonTaste}, {ownedLike, reasonOwned},
}

// wornNot reads a negated habit of wearing or using, said in the first
// person: Darija "ma kanlbsch" (the "n" of "kan" is "I"), "ماكنلبسهاش",
// "ma kansta3mlch"; French "je (ne) porte pas"; English "i don't wear",
// "i never use"; Arabic "لا ألبس", "لا أستعمل". A size after it ("ma
// kanlbsch XL") is a size told, not a refusal.
func wornNot(toks []tok, i int) int {
	w := toks[i].norm
	n := 0
	switch {
	case (w == "ma" || w == "ما") && i+1 < len(toks) && wornHabit(toks[i+1].norm, true):
		n = 2
	case wornHabit(strings.TrimPrefix(strings.TrimPrefix(w, "ma"), "ما"), true) && (strings.HasPrefix(w, "ma") || strings.HasPrefix(w, "ما")):
		n = 1
	case (w == "je" || w == "jmet") && i+2 < len(toks):
		j := i + 1
		if toks[j].norm == "ne" {
			j++
		}
		if j+1 < len(toks) && wornFrenchNum.has(toks[j].nid, toks[j].norm) && (toks[j+1].norm == "pas" || toks[j+1].norm == "jamais") {
			n = j - i + 2
		}
	case w == "i" && i+2 < len(toks):
		j := i + 1
		if toks[j].norm == "do" && j+1 < len(toks) && toks[j+1].norm == "not" {
			j++
		}
		if (toks[j].norm == "dont" || toks[j].norm == "not" || toks[j].norm == "never") && j+1 < len(toks) && wornEnglishNum.has(toks[j+1].nid, toks[j+1].norm) {
			n = j - i + 2
		}
	case w == "لا" && i+1 < len(toks) && wornArabicNum.has(toks[i+1].nid, toks[i+1].norm):
		n = 2
	}
	if n == 0 || i+n < len(toks) && !clauseStart(&toks[i+n]) && (sizeWordAt(toks, i+n) || i+n+1 < len(toks) && sizeWordAt(toks, i+n+1)) {
		return 0
	}
	return n
}

// sizeWordAt reports a size said at toks[j] ("XL", "42", "s").
func sizeWordAt(toks []tok, j int) bool {
	v := toks[j].norm
	_, ok := letterSizes[v]
	return number(v) || ok
}

// wornHabit reports a Darija first-person habit of wearing or using,
// negated by its "ch"/"ش" ending when neg ("kanlbsch", "كنلبسهاش",
// "kansta3mlch").
func wornHabit(w string, neg bool) bool {
	if !hasAnyPrefix(w, wornStems) {
		return false
	}
	return !neg || strings.HasSuffix(w, "ch") || strings.HasSuffix(w, "sh") || strings.HasSuffix(w, "ش")
}

var (
	wornStems   = stems("kanlbs", "kanlbes", "kanlebs", "kanlabs", "kanlabes", "knlbs", "كنلبس", "كنلبسه", "kansta3ml", "kanst3ml", "كنستعمل", "kankhdm b", "kanchri", "كنشري")
	wornFrench  = normSet("porte", "mets", "utilise", "achete", "portes")
	wornEnglish = normSet("wear", "use", "buy")
	wornArabic  = normSet("ألبس", "البس", "أرتدي", "ارتدي", "أستعمل", "استعمل", "أستخدم", "استخدم")
)

// tasteNot reads not one's style, kind or taste: "not my style", "its
// not really my thing", "pas mon style", "c'est pas à mon goût", "machi
// dw9i", "ماشي ذوقي", "ليس من ذوقي", "ليس من النوع الذي أرتديه".
func tasteNot(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	if !tasteNegatorsNum.has(wID, w) {
		return 0
	}
	j := i + 1
	for j < len(toks) && j <= i+2 && tasteSoftenersNum.has(toks[j].nid, toks[j].norm) {
		j++
	}
	if j < len(toks) && (toks[j].norm == "a" || toks[j].norm == "à" || toks[j].norm == "to" || toks[j].norm == "من" || toks[j].norm == "mn" || toks[j].norm == "f") {
		j++ // pas à mon goût, not to my taste, ليس من ذوقي, machi f dw9i
	}
	if j < len(toks) && (toks[j].norm == "my" || toks[j].norm == "mon" || toks[j].norm == "ma") {
		if j+1 < len(toks) && tasteNounsNum.has(toks[j+1].nid, toks[j+1].norm) {
			return j - i + 2
		}
		return 0
	}
	if j < len(toks) && tasteMineNum.has(toks[j].nid, toks[j].norm) {
		return j - i + 1 // machi dw9i, ماشي ذوقي
	}
	if j+1 < len(toks) && (tasteNounsNum.has(toks[j].nid, toks[j].norm) || toks[j].norm == "النوع") && (toks[j+1].norm == "dyali" || toks[j+1].norm == "ديالي" || toks[j+1].norm == "الذي" || toks[j+1].norm == "اللي") {
		return j - i + 2 // ماشي الستيل ديالي, ليس من النوع الذي
	}
	return 0
}

var (
	tasteNegators  = normSet("not", "isnt", "pas", "machi", "mashi", "mach", "ماشي", "ليس", "ليست", "مش")
	tasteSofteners = normSet("really", "quite", "exactly", "vraiment", "trop", "du", "tout", "bzaf", "gha", "ghir")
	tasteNouns     = normSet("style", "taste", "thing", "type", "kind", "genre", "gout", "goût", "truc", "vibe", "stil",
		"ستيل", "الستيل", "ستايل", "الستايل", "ذوق", "dw9", "dou9", "النوع", "delire", "délire")
	tasteMine = normSet("dw9i", "dou9i", "douqi", "dw9y", "ذوقي", "stili", "styli", "ستيلي", "ستايلي", "genre", "style")
)

// tooForMe reads a quality in excess for the shopper or for what it is
// meant for: "too shiny for my taste", "trop voyant pour moi", "a bit too
// girly for my son", "trop habillé pour le bureau", "عصري بزاف على
// ذوقي", "صارخ جدا بالنسبة لي", "قوية عليا"; or, with no "for", an
// excess of a look or a feel the shopper turns down ("the pattern is
// too busy", "trop criard"). "Trop" is also "very" in spoken French, so
// praise in excess ("trop beau", "too cute") is no reason.
func tooForMe(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	if (w == "to" || w == "too" || w == "trop") && i+1 < len(toks) && !clauseStart(&toks[i+1]) {
		if i > 0 && (negationWord(toks, i-1) || verbNegatorsNum.has(toks[i-1].nid, toks[i-1].norm) || toks[i-1].norm == "pas") {
			return 0 // "not too flashy", "pas trop voyant"
		}
		adj, adjID := toks[i+1].norm, toks[i+1].nid
		if excessPraiseNum.has(adjID, adj) || excessPraiseNum.has(toks[i+1].kid, toks[i+1].key) || !isASCII(adj) || number(adj) || adj == "much" || adj == "many" {
			return 0
		}
		if dearWordsNum.has(adjID, adj) || dearWordsNum.has(toks[i+1].kid, toks[i+1].key) || excessAdjectivesNum.has(adjID, adj) && (sizeReason(toks, i+1) > 0 || priceReason(toks, i+1) > 0) {
			return 0 // "trop petite pour moi": round 22f's size, read at the adjective
		}
		if n := forMine(toks, i+2); n > 0 {
			return 2 + n
		}
		if lookExcessNum.has(adjID, adj) && clauseEnds(toks, i+2) {
			return 2
		}
		return 0
	}
	if softExcessNum.has(wID, w) && i+2 < len(toks) && !clauseStart(&toks[i+1]) && lookExcessNum.has(toks[i+1].nid, toks[i+1].norm) {
		// "a bit dull for me", "un peu terne pour moi": a look a little
		// too much, said for the shopper
		if n := forMine(toks, i+2); n > 0 {
			return 2 + n
		}
		return 0
	}
	if (!isASCII(w) && lookExcessNum.has(wID, w) || excessAdjectivesNum.has(wID, w) || w == "9wi" || w == "9wiya" || w == "قوي" || w == "قويه") && !dearWordsNum.has(wID, w) && !dearWordsNum.has(toks[i].kid, toks[i].key) {
		j := i + 1
		for j < len(toks) && j <= i+2 && (arabicExcessNum.has(toks[j].nid, toks[j].norm) || softLookNum.has(toks[j].nid, toks[j].norm) && lookExcessNum.has(wID, w)) && !clauseStart(&toks[j]) {
			j++
		}
		if i > 0 && (negationWord(toks, i-1) || verbNegatorsNum.has(toks[i-1].nid, toks[i-1].norm)) {
			return 0
		}
		if j < len(toks) && !clauseStart(&toks[j]) {
			if n := forMine(toks, j); n > 0 && (j > i+1 || !excessAdjectivesNum.has(wID, w)) {
				return j - i + n
			}
		}
	}
	return 0
}

// forMine reports how many words from toks[j] say for whom or for what a
// quality is too much: "for me", "for my taste", "pour moi", "à mon
// goût", "pour le bureau", "for a funeral visit", "على ذوقي", "بالنسبة
// لي", "عليا"; 0 if none. A kin named after "for" ("for my sister")
// is someone else's taste, no reason of the shopper's.
func forMine(toks []tok, j int) int {
	if j >= len(toks) || clauseStart(&toks[j]) {
		return 0
	}
	v := toks[j].norm
	switch {
	case v == "عليا" || v == "3liya" || v == "3lia" || v == "علي" && (j+1 == len(toks) || clauseStart(&toks[j+1])):
		return 1
	case v == "بالنسبه" || v == "بالنسبة":
		if j+1 < len(toks) && (toks[j+1].norm == "لي" || toks[j+1].norm == "ليا" || toks[j+1].norm == "ليه") {
			return 2
		}
	case (v == "علي" || v == "على" || v == "3la") && j+1 < len(toks) && (toks[j+1].norm == "ذوقي" || toks[j+1].norm == "dw9i"):
		return 2
	case v == "a" || v == "à":
		if j+2 < len(toks) && toks[j+1].norm == "mon" && (toks[j+2].norm == "gout" || toks[j+2].norm == "goût") {
			return 3
		}
	case v == "for" || v == "pour":
		if j+1 >= len(toks) || clauseStart(&toks[j+1]) {
			return 0
		}
		x := toks[j+1].norm
		switch {
		case x == "me" || x == "moi" || x == "us" || x == "nous":
			return 2
		case x == "my" || x == "our" || x == "mon" || x == "ma" || x == "mes" || x == "notre" || x == "nos":
			if j+2 < len(toks) && !clauseStart(&toks[j+2]) && !kinWordsNum.has(toks[j+2].nid, toks[j+2].norm) && !kinRefusersNum.has(toks[j+2].nid, toks[j+2].norm) {
				return 3
			}
		case x == "a" || x == "an" || x == "the" || x == "le" || x == "la" || x == "un" || x == "une" || x == "l" || x == "everyday" || x == "daily":
			if j+2 < len(toks) && !clauseStart(&toks[j+2]) && !kinWordsNum.has(toks[j+2].nid, toks[j+2].norm) || x == "everyday" || x == "daily" {
				return 2
			}
		}
	}
	return 0
}

var arabicExcess = normSet("bzaf", "bezaf", "بزاف", "جدا", "كتير", "كثير")

// softExcess: a little, before a look ("a bit dull", "un peu terne",
// "kinda loud"); after an Arabic one ("باهت قليلا") it is softLook.
var (
	softExcess = normSet("bit", "peu", "kinda", "slightly", "somewhat", "little")
	softLook   = normSet("قليلا", "شوية", "شويه", "chwiya", "chwia")
)

var (
	// excessPraise: a quality no one turns down in excess ("trop beau",
	// "too cute": very)
	excessPraise = normSet("beau", "belle", "bien", "bon", "bonne", "joli", "jolie", "mignon", "mignonne", "cool", "classe",
		"chic", "canon", "stylé", "style", "top", "good", "nice", "cute", "pretty", "beautiful", "great", "perfect", "lovely",
		"gorgeous", "adorable", "fort", "forte", "kiffe", "late", "tard", "early", "tot", "much", "many", "hard", "dur",
		"tempting", "tentant", "tentante", "sweet", "funny", "drole")
	// lookExcess: a look or a feel said in excess, a reason with no "for"
	lookExcess = normSet("flashy", "loud", "bright", "shiny", "busy", "dark", "pale", "dull", "plain", "fancy", "formal",
		"girly", "childish", "thin", "thick", "itchy", "sheer", "revealing", "old-fashioned", "oldfashioned", "dated",
		"voyant", "voyante", "criard", "criarde", "criardes", "sombre", "terne", "fin", "fine", "epais", "epaise", "habille",
		"habillee", "vieillot", "vieillotte", "transparent", "transparente", "fragile", "synthetique",
		"صارخ", "صارخه", "فاقع", "فاقعه", "باهت", "باهته", "غامق", "غامقه", "شفاف", "شفافه", "عصري", "عصريه", "تقليدي",
		"تقليديه", "لامع", "لامعه", "رقيق", "رقيقه", "خفيف", "خفيفه", "قديم", "قديمه")
)

// deliveryTooSlow reads the delivery too slow or too long, or costing
// too much against the thing: "5 days delivery is too slow", "shipping
// 6 days is too long", "livraison en 7 jours c'est trop long", "مدة
// التوصيل طويلة جدا", "خمسة أيام للتوصيل كثير", "التوصيل ديال سيمانة
// كتير". The delivery word opens the clause or the excess follows in
// it; a past one ("the last delivery was too slow") is a story.
func deliveryTooSlow(toks []tok, i int) int {
	if !deliveryWordsNum.has(toks[i].nid, toks[i].norm) && !deliveryWordsNum.has(toks[i].kid, toks[i].key) &&
		!(waitDaysNum.has(toks[i].nid, toks[i].norm) && i > 0 && (number(toks[i-1].norm) || dayCountsNum.has(toks[i-1].nid, toks[i-1].norm))) {
		return 0 // ("five days is too slow": the days of the wait said for the delivery)
	}
	b, e := clauseBegin(toks, i), clauseEnd(toks, i+1)
	for j := b; j < e; j++ {
		v, vID := toks[j].norm, toks[j].nid
		if deliveryPastNum.has(vID, v) || negationWord(toks, j) || verbNegatorsNum.has(vID, v) && v != "ma" {
			return 0 // "your last delivery was too slow", "delivery isn't too slow"
		}
	}
	for j := b; j < e; j++ {
		v, vID2 := toks[j].norm, toks[j].nid
		switch {
		case (v == "to" || v == "too" || v == "trop") && j+1 < e && slowWordsNum.has(toks[j+1].nid, toks[j+1].norm):
			return max(j+2, i+1) - i
		case slowWordsNum.has(vID2, v) && !isASCII(v) && j+1 < e && (toks[j+1].norm == "جدا" || toks[j+1].norm == "بزاف" || toks[j+1].norm == "بزااف"):
			return max(j+2, i+1) - i
		case slowWordsNum.has(vID2, v) && !isASCII(v) && j == e-1 && j > i:
			return j + 1 - i // "مدة التوصيل طويلة، …"
		case (v == "كثير" || v == "كتير" || v == "بزاف" || v == "bzaf" || v == "مبالغ") && j > i:
			return j + 1 - i
		}
	}
	return 0
}

var (
	deliveryWords = normSet("delivery", "deliver", "shipping", "livraison", "tawsil", "ttawsil", "التوصيل", "توصيل",
		"للتوصيل", "livraison", "l'envoi", "envoi")
	waitDays  = normSet("days", "jours", "أيام", "ايام", "iyam", "ayam", "يام")
	dayCounts = normSet("two", "three", "four", "five", "six", "seven", "ten", "deux", "trois", "quatre", "cinq", "six", "sept",
		"huit", "dix", "tlata", "rb3a", "khamsa", "stta", "sb3a", "tmnya", "3chra", "خمسة", "خمسه", "ستة", "سته", "سبعة", "سبعه",
		"عشرة", "عشره", "تسعود")
	slowWords    = normSet("slow", "long", "late", "tard", "lent", "lente", "طويله", "طويلة", "طويل", "بطيء", "بطيء", "بطيئه")
	deliveryPast = normSet("was", "were", "took", "etait", "était", "a", "last", "derniere", "dernière", "fatt", "fat",
		"فاتت", "كانت", "كان", "الماضيه", "الماضية")
)

// seenCheaper reads the same thing seen or found for less elsewhere: a
// verb of seeing or finding, then within eight words a mark of less
// ("cheaper", "half", "moins", "moitié", "rkhis", "nss taman", "أرخص",
// "بنصف", "بثمن أقل") — "found it cheaper on another site", "saw the
// same one at the medina for half", "l9it b7alha f marjane b nss taman",
// "رأيت مثلها في درب غلف بنصف الثمن", "j'ai vu la même pour moitié prix".
func seenCheaper(toks []tok, i int) int {
	w := toks[i].norm
	if !seenVerb(w) || negatedAt(toks, i) || i > 0 && toks[i-1].norm == "if" {
		return 0
	}
	e := min(len(toks), i+9)
	same := false
	for j := i + 1; j < e; j++ {
		if toks[j].asked {
			return 0
		}
		v, vID := toks[j].norm, toks[j].nid
		if cheaperMarksNum.has(vID, v) || cheaperMarksNum.has(toks[j].kid, toks[j].key) || (v == "b" || v == "ب") && j+1 < e && (toks[j+1].norm == "ns" || toks[j+1].norm == "nss" || toks[j+1].norm == "nos") {
			return j - i + 1
		}
		if (v == "for" || v == "pour" || v == "at") && j+1 < e && (toks[j+1].norm == "half" || toks[j+1].norm == "moitie" || toks[j+1].norm == "less") {
			return j - i + 2
		}
		if same && (v == "for" || v == "a" || v == "à" || v == "b" || v == "ب" || v == "pour") && j+1 < e && number(toks[j+1].norm) {
			return j - i + 2 // "i saw the same one at carrefour for 150": the same, at its price elsewhere
		}
		if boughtSameNum.has(vID, v) || v == "memes" || v == "même" {
			same = true
		}
	}
	return 0
}

// seenVerb: a verb of seeing or finding said in the first person past.
func seenVerb(w string) bool {
	switch w {
	case "found", "saw", "seen", "vu", "trouve", "trouvé", "l9it", "lqit", "l9itha", "lqitha", "l9ito", "lqito", "l9itou",
		"chft", "chaft", "chfti", "شفت", "لقيت", "لقيتها", "لقيتو", "وجدت", "وجدته", "وجدتها", "رايت", "رأيت":
		return true
	}
	return false
}

var cheaperMarks = normSet("cheaper", "half", "less", "moins", "moitie", "moitié", "rkhis", "rkhisa", "rkhissa", "r5isa",
	"arkhas", "رخيصه", "أرخص", "ارخص", "بنصف", "بنص", "اقل", "أقل", "third", "tiers")

// kinGetsMeOne reads someone of the family or a friend giving, bringing,
// lending or buying the shopper one, said of the time to come or done
// already: "my cousin's bringing one back from marrakech", "my friend is
// lending me hers", "he'll get me one at cost", "mon frère me ramène un
// iphone", "ma mère m'en a offert une", "khti ghadi tjib lia wa7da",
// "صاحبي غادي يسلفني الجلابة ديالو", "أخي سيجلب لي واحدا", "ابني اشترى
// لي هاتفا". Someone must be named before the verb (the shop is "you",
// never kin), and the thing got be another one: one, hers, the same, a
// noun, or brought from somewhere — never "it" alone ("my sister will
// bring it to me" may be this very order fetched).
func kinGetsMeOne(toks []tok, i int) int {
	n, past := getVerb(toks, i)
	if n == 0 {
		return 0
	}
	kin := false
	for j := 0; j < i; j++ {
		if anyKinNum.has(toks[j].nid, toks[j].norm) || toks[j].key != toks[j].norm && anyKinNum.has(toks[j].kid, toks[j].key) {
			kin = true
		}
		if shopYouNum.has(toks[j].nid, toks[j].norm) {
			return 0 // "you'll bring me one?": the shop
		}
	}
	if !kin && !(i > 0 && toks[i-1].norm == "on" && (toks[i].norm == "ma" || toks[i].norm == "men")) {
		return 0 // ("on m'a offert le même": someone gave it)
	}
	b := clauseBegin(toks, i)
	for j := max(b, i-3); j < i; j++ {
		if (verbNegatorsNum.has(toks[j].nid, toks[j].norm) || negationWord(toks, j)) && !(j+1 < len(toks) && (anyKinNum.has(toks[j+1].nid, toks[j+1].norm) || frenchAfterMaNum.has(toks[j+1].nid, toks[j+1].norm))) ||
			toks[j].norm == "if" || toks[j].norm == "si" || toks[j].norm == "ila" {
			return 0 // "my sister won't lend me hers"
		}
	}
	e := clauseEnd(toks, i+n)
	j := i + n
	for j < e && j < i+n+3 && gotFillersNum.has(toks[j].nid, toks[j].norm) {
		j++ // "gave me the exact same", "m'a déjà ramené la même", "exactement le même"
	}
	if j < e && (gotObjectsNum.has(toks[j].nid, toks[j].norm) || toks[j].key != toks[j].norm && gotObjectsNum.has(toks[j].kid, toks[j].key) || past && !isASCII(toks[j].norm) && !gotNotObjectsNum.has(toks[j].nid, toks[j].norm)) {
		return j - i + 1 // one, hers, the same, a phone ("هاتفا")
	}
	if j+1 < e && !isASCII(toks[j].norm) && (toks[j+1].norm == "ديالها" || toks[j+1].norm == "ديالو" || toks[j+1].norm == "dyalha" || toks[j+1].norm == "dyalo") {
		return j - i + 2 // "صاحبتي غادي تعطيني القفطان ديالها": hers, named
	}
	for j := i + n; j < e && j <= i+n+3; j++ {
		v := toks[j].norm
		if v == "it" || v == "this" || v == "had" || v == "هاد" || v == "هادي" || v == "cette" || v == "ce" {
			return 0
		}
		if (v == "from" || v == "mn" || v == "من" || v == "de") && j+1 < e {
			return j - i + 2 // "ولدي غادي يجيبها ليا من إسبانيا": brought from elsewhere
		}
	}
	return 0
}

var (
	anyKin = normSet("mere", "mère", "maman", "soeur", "sœur", "fille", "femme", "mari", "tante", "frere", "frère", "fils",
		"cousine", "cousin", "cousins", "copine", "copain", "amie", "ami", "mama", "mami", "mmi", "khti", "mrati", "weldi",
		"bnti", "rajli", "khalti", "3amti", "khali", "3ami", "3mi", "khoya", "khouya", "sahbi", "sa7bi", "sahbti", "sa7bti",
		"wife", "mom", "mum", "mother", "moms", "sister", "sisters", "daughter", "husband", "aunt", "uncle", "brother",
		"brothers", "son", "dad", "father", "grandma", "grandmother", "girlfriend", "boyfriend", "friend", "friends",
		"niece", "nephew", "neighbour", "neighbor", "fiance", "fiancee", "law", "belle", "beau",
		"أمي", "امي", "ماما", "مي", "أختي", "اختي", "ختي", "أخي", "اخي", "خويا", "خوي", "ابني", "ولدي", "ابنتي", "بنتي",
		"زوجي", "زوجتي", "راجلي", "مراتي", "خالتي", "عمتي", "خالي", "عمي", "صاحبي", "صاحبتي", "صديقي", "صديقتي", "حماتي",
		"جارتي", "جاري", "ولد", "بنت", "wlad", "weld")
	gotFillers    = normSet("the", "le", "la", "deja", "already", "exact", "exactly", "exactement")
	frenchAfterMa = normSet("dit", "offert", "ofert", "donne", "donné", "ramene", "ramené", "achete", "acheté", "prete", "prêté", "propose")
	shopYou       = normSet("you", "u", "vous", "tu", "nta", "nti", "ntoma", "ntouma", "انت", "أنت", "نتا", "نتي", "نتوما")
	// gotObjects: one, hers, the same, another thing had
	gotObjects = normSet("one", "hers", "his", "theirs", "same", "a", "an", "un", "une", "siene", "sien", "sienne", "meme",
		"wa7ed", "wa7da", "wahed", "wahda", "dyalha", "dyalo", "dyalou", "dyalhom", "bhalha", "b7alha", "bhalo", "b7alo",
		"واحد", "واحدا", "واحده", "وحده", "وحدة", "ديالها", "ديالو", "ديالهم", "بحالها", "بحالو", "مثلها", "مثله", "ماثله",
		"مماثله", "نفس")
	gotNotObjects = normSet("هاد", "هادي", "هذا", "هذه", "اللي", "الي", "ما", "لا", "باش", "هادشي")
)

// getVerb reports a verb of bringing, giving, lending or buying for the
// shopper at toks[i]: how many words it spans with its "me", and whether
// it is said of the past ("gave me", "m'a offert", "اشترى لي").
func getVerb(toks []tok, i int) (int, bool) {
	w, wID := toks[i].norm, toks[i].nid
	next := func(k int) string { return clauseWordAt(toks, i+k) }
	switch {
	case englishGetNowNum.has(wID, w):
		// "bringing me", "lending me", "bring hers back"; a base form
		// after will, 'll or gonna
		if w == "bring" || !strings.HasSuffix(w, "ing") { // ("bring" ends in "ing" too)
			if i == 0 || !futureEnglishNum.has(toks[i-1].nid, toks[i-1].norm) && !(toks[i-1].norm == "to" && i > 1 && toks[i-2].norm == "going") {
				return 0, false
			}
		} else if i == 0 || !progEnglishNum.has(toks[i-1].nid, toks[i-1].norm) {
			return 0, false
		}
		if m := next(1); m == "me" || m == "us" {
			return 2, false
		}
		return 1, false
	case englishGetPastNum.has(wID, w):
		if m := next(1); m == "me" || m == "us" {
			return 2, true
		}
	case w == "me" || w == "m" || w == "nous":
		// "me ramène", "m'a offert": m + a + verb, tokens "ma", "men" too
		if v := next(1); frenchGet[v] {
			return 2, false
		}
	case w == "ma" || w == "men" || w == "nous":
		if v := next(1); frenchGetPast[v] {
			return 2, true
		}
		if next(1) == "a" || next(1) == "deja" {
			if v := next(2); frenchGetPast[v] {
				return 3, true
			}
		}
	case w == "ghadi" || w == "ghad" || w == "gha" || w == "غادي" || w == "غاد":
		// Darija future of a third person: "ghadi tjib lia", "غادي يسلفني"
		if v := next(1); darijaGet(v) {
			if m := next(2); getMe[m] {
				return 3, false
			}
			if strings.HasSuffix(v, "ni") || strings.HasSuffix(v, "ني") {
				return 2, false
			}
		}
	case strings.HasPrefix(w, "gha") && darijaGet(strings.TrimPrefix(strings.TrimPrefix(w, "ghad"), "gha")):
		if m := next(1); getMe[m] {
			return 2, false // "ghaydbrou lia"
		}
	case arabicGetFuture(w):
		if m := next(1); m == "لي" || m == "ليا" || m == "لنا" {
			return 2, false
		}
		if strings.HasSuffix(w, "ني") {
			return 1, false
		}
	case arabicGetPastNum.has(wID, w):
		if m := next(1); m == "لي" || m == "ليا" || m == "لنا" || m == "لينا" {
			return 2, true
		}
	case arabicGetPastMeNum.has(wID, w):
		return 1, true
	}
	return 0, false
}

var (
	englishGetNow  = normSet("bringing", "lending", "giving", "getting", "sending", "making", "buying", "bring", "lend", "give", "get", "send", "make", "buy")
	englishGetPast = normSet("gave", "got", "bought", "brought", "sent", "made", "lent", "gifted")
	futureEnglish  = normSet("will", "wil", "shel", "hel", "theyl", "gonna", "wel")
	progEnglish    = normSet("is", "are", "s", "cousins", "sisters", "brothers", "moms", "mums", "dads", "friends", "aunts", "shes", "hes", "theyre")
	frenchGet      = normSet("ramene", "ramène", "ramener", "prete", "prête", "preter", "prêter", "donne", "doner", "donner", "apporte", "apporter", "offre", "ofre", "offrir", "ofrir", "achete", "acheter")
	frenchGetPast  = normSet("offert", "ofert", "ramene", "ramené", "donne", "doné", "donné", "achete", "acheté", "apporte", "apporté", "prete", "prêté", "offerte", "oferte")
	getMe          = normSet("lia", "liya", "ليا", "لي", "lina", "لينا", "3lia")
	arabicGetPast  = normSet("اشترت", "اشتري", "اشترى", "شرات", "شرا", "جابت", "جاب", "جابو", "جلب", "جلبت", "أحضر", "احضر", "أحضرت", "احضرت")
	// arabicGetPastMe: the "me" in the verb ("أهدتني", "عطاتني")
	arabicGetPastMe = normSet("اهدتني", "أهدتني", "اهداني", "أهداني", "عطاتني", "عطاني", "أعطاني", "اعطاني", "أعطتني", "اعطتني", "3tatni", "3tani", "hdatli", "hdani")
)

// darijaGet reports a third-person Darija verb of bringing, lending,
// giving or getting for the shopper: "tjib", "yjibha", "tsllefni",
// "y3tini", "ydbr", "يجيبها", "تسلفني", "تعطيني".
func darijaGet(v string) bool {
	if v == "" {
		return false
	}
	if !(strings.HasPrefix(v, "y") || strings.HasPrefix(v, "t") || strings.HasPrefix(v, "ي") || strings.HasPrefix(v, "ت")) {
		return false
	}
	r := strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(v, "y"), "t"), "ي"), "ت")
	return hasAnyPrefix(r, darijaGetStems)
}

var darijaGetStems = stems("jib", "sl3", "sal3", "sllf", "slf", "sallf", "3ti", "3t", "dbr", "chri", "جيب", "سلف", "عطي",
	"عط", "دبر", "شري", "hdi", "هدي")

// arabicGetFuture reports a Standard Arabic future of bringing, giving,
// lending or buying: "سيجلب", "ستحضر", "سيعطيني", "ستعيرني", "سيشتري".
func arabicGetFuture(w string) bool {
	if !strings.HasPrefix(w, "سي") && !strings.HasPrefix(w, "ست") {
		return false
	}
	return hasAnyPrefix(w[len("سي"):], arabicGetStems)
}

var arabicGetStems = stems("جلب", "حضر", "عطي", "عير", "شتري", "قرض", "هدي", "رسل")

// boughtDated reads one bought already and dated: "got one last month",
// "i literally bought the same rug last month", "اشتريت واحدا الشهر
// الماضي", "شريت وحدة من الجوطية البارح", "chrit wa7da f l3id li fat".
// The first person is in the verb (Darija, Arabic), or said before it
// ("i", "j'ai"), or the verb opens the message; what was bought is one
// or the same, said right after the verb: "j'ai acheté une djellaba
// l'an dernier" and "ma sœur a acheté le même" are stories. From this
// shop it is a story of an order.
func boughtDated(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	if !boughtFirstNum.has(wID, w) || negatedAt(toks, i) || fromThisShop(toks) {
		return 0
	}
	if isASCII(w) && !strings.HasPrefix(w, "chri") {
		p := ""
		if i > 0 {
			p = toks[i-1].norm
		}
		for _, q := range []string{"already", "literaly", "just", "deja"} {
			if p == q && i > 1 {
				p = toks[i-2].norm
			}
		}
		if !(i == 0 || p == "i" || p == "jai" || p == "ai" && i > 1 && toks[i-2].norm == "j") {
			return 0
		}
	}
	j := i + 1
	if j < len(toks) && (toks[j].norm == "the" || toks[j].norm == "le" || toks[j].norm == "la") {
		j++
	}
	if j >= len(toks) || clauseStart(&toks[j]) || !(countOneNum.has(toks[j].nid, toks[j].norm) || toks[j].key != toks[j].norm && countOneNum.has(toks[j].kid, toks[j].key) || boughtSameNum.has(toks[j].nid, toks[j].norm)) {
		return 0
	}
	dated := i > 0 && (toks[i-1].norm == "already" || toks[i-1].norm == "deja")
	for k := j + 1; k < len(toks) && k <= j+7; k++ {
		if datedWordsNum.has(toks[k].nid, toks[k].norm) || toks[k].key != toks[k].norm && datedWordsNum.has(toks[k].kid, toks[k].key) {
			dated = true
		}
	}
	if !dated {
		return 0
	}
	return j - i + 1
}

var (
	boughtFirst = normSet("chrit", "chrite", "شريت", "اشتريت", "achete", "acheté", "got", "bought")
	boughtSame  = normSet("وحده", "وحدة", "one", "same", "meme", "nfs", "nafs", "نفس", "b7alha", "bhalha", "b7alo", "bhalo", "بحالها",
		"بحالو", "مثلها", "مثله")
	datedWords = normSet("yesterday", "last", "ago", "lbare7", "lbar7", "lbarh", "البارح", "البارحه", "امس", "أمس", "الماضي",
		"الماضيه", "فات", "fat", "fatt", "derniere", "dernière", "dernier", "passe", "passée", "passee", "hier", "deja",
		"already", "déjà")
)

// ownedMany reads several of the kind had already, or enough of them:
// "j'ai déjà 3 tajines", "we already have like four teapots", "i have
// enough bags already", "عندي جوج فالكوزينة", "3ndi zouj d l9fatn", "we've
// got a whole cupboard of tea glasses". A count of people ("i have two
// kids") is who the shopper is, no reason.
func ownedMany(toks []tok, i int) int {
	w := toks[i].norm
	have := w == "3ndi" || w == "3andi" || w == "عندي" || w == "لدي" || w == "3ndna" || w == "عندنا" || w == "لدينا"
	if !have && (w == "have" || w == "got" || w == "jai" || w == "ai" || w == "a" || w == "possede") {
		p := ""
		if i > 0 {
			p = toks[i-1].norm
		}
		have = p == "i" || p == "we" || p == "weve" || p == "ive" || p == "j" || p == "on" || w == "jai" || p == "jen" ||
			(p == "already" || p == "deja" || p == "en") && i > 1 && firstPersonsNum.has(toks[i-2].nid, toks[i-2].norm)
	}
	if !have || haveNegated(toks, i) || i > 0 && (toks[i-1].norm == "kan" || toks[i-1].norm == "كان") {
		return 0
	}
	already := i > 0 && (toks[i-1].norm == "already" || toks[i-1].norm == "deja")
	e := clauseEnd(toks, i+1)
	for j := i + 1; j < e && j <= i+4; j++ {
		v, vID := toks[j].norm, toks[j].nid
		if v == "already" || v == "deja" {
			already = true
			continue
		}
		if v == "like" || v == "about" || v == "genre" || v == "rah" {
			continue
		}
		if manyCountsNum.has(vID, v) || number(v) && len(v) <= 2 {
			if j+1 < len(toks) && (peopleNounsNum.has(toks[j+1].nid, toks[j+1].norm) || sizeAskedNum.has(toks[j+1].nid, toks[j+1].norm) || amount(toks[j+1].norm) || currenciesNum.has(toks[j+1].nid, toks[j+1].norm)) {
				return 0
			}
			if already || homeAfter(toks, j+1, e) {
				return j - i + 1
			}
			return 0
		}
		if enoughWordsNum.has(vID, v) && (already || j+1 < e) {
			return j - i + 1
		}
	}
	return 0
}

// homeAfter reports the place at home said after a count: "at home",
// "f dar", "فالكوزينة", "à la maison".
func homeAfter(toks []tok, j, e int) bool {
	for k := j; k < e && k <= j+3; k++ {
		if homeWordsNum.has(toks[k].nid, toks[k].norm) {
			return true
		}
	}
	return false
}

var (
	currencies   = normSet("dh", "dhs", "dirham", "dirhams", "درهم", "دراهم", "mad", "euros", "euro", "€")
	firstPersons = normSet("i", "we", "j", "on", "jen", "weve", "ive")
	manyCounts   = normSet("two", "three", "four", "five", "deux", "trois", "quatre", "jouj", "zouj", "joj", "tlata", "جوج", "زوج", "تلاتة", "ثلاثة", "أربعة", "اربعه", "تلاته", "ثلاثه", "plein", "plenty", "bzaf", "بزاف", "bezaf")
	enoughWords  = normSet("enough", "assez", "plenty", "whole", "bzaf", "بزاف", "كفايه", "بما فيه")
	peopleNouns  = normSet("kids", "children", "enfants", "drari", "ولاد", "دراري", "sons", "daughters", "filles", "garcons",
		"years", "ans", "questions", "question", "days", "jours", "minutes", "ayam", "أيام", "ايام", "kilos")
	homeWords = normSet("home", "maison", "dar", "fdar", "فالدار", "الدار", "فالكوزينة", "فالكوزينه", "kitchen", "cuisine",
		"kouzina", "lkouzina", "البيت", "بيتي", "placard", "cupboard")
)

// stillDoes reads what the shopper has still doing its job: "mine still
// works", "i have the older version and it still works perfectly",
// "l'ancienne marche encore très bien", "راه باقي عندي القديم خدام
// مزيان", "المعطف اللي عندي مازال جديد", "الهاتف الذي أملكه يؤدي
// الغرض". Something of the shopper's must be named before it.
func stillDoes(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	j := -1
	switch {
	case stillMarksNum.has(wID, w):
		for k := i + 1; k < len(toks) && k <= i+3 && !clauseStart(&toks[k]); k++ {
			if stillFineNum.has(toks[k].nid, toks[k].norm) || toks[k].key != toks[k].norm && stillFineNum.has(toks[k].kid, toks[k].key) {
				j = k
				break
			}
		}
	case w == "works" || w == "marche" || w == "يؤدي":
		if i+1 < len(toks) && (toks[i+1].norm == "fine" || toks[i+1].norm == "just" || toks[i+1].norm == "perfectly" || toks[i+1].norm == "encore" || toks[i+1].norm == "الغرض" || toks[i+1].norm == "bien") {
			j = i + 1
		}
	}
	if j < 0 || negatedAt(toks, i) {
		return 0
	}
	for j+1 < len(toks) && !clauseStart(&toks[j+1]) && (stillFineNum.has(toks[j+1].nid, toks[j+1].norm) || stillAdverbsNum.has(toks[j+1].nid, toks[j+1].norm)) {
		j++ // "works just fine", "marche encore très bien", "خدام مزيان"
	}
	for k := max(0, i-6); k < i; k++ {
		if mineHadNum.has(toks[k].nid, toks[k].norm) || toks[k].key != toks[k].norm && mineHadNum.has(toks[k].kid, toks[k].key) {
			return j - i + 1
		}
	}
	return 0
}

var (
	stillMarks = normSet("still", "encore", "mazal", "ba9i", "baqi", "baki", "مازال", "باقي", "لازال", "مزال")
	stillFine  = normSet("works", "working", "work", "fine", "good", "new", "marche", "fonctionne", "neuf", "neuve", "bien",
		"khdam", "khdama", "jdid", "jdida", "mzyan", "mzyana", "s7i7", "خدام", "خدامه", "خدامة", "جديد", "جديده", "جديدة",
		"مزيان", "مزيانه", "صحيح", "صحيحه", "يخدم", "kaykhdem", "كيخدم", "كتخدم")
	stillAdverbs = normSet("just", "perfectly", "very", "realy", "tres", "très", "bien", "bzaf", "بزاف", "mzyan", "مزيان")
	mineHad      = normSet("mine", "mien", "mienne", "miene", "i", "my", "ma", "mon", "jai", "dyali", "ديالي", "3ndi", "عندي", "l9dim", "l9dima", "القديم",
		"القديمه", "lancien", "lancienne", "ancien", "ancienne", "old", "older", "أملكه", "املكه", "أملكها", "املكها", "عندي")
)

// reasonOwnWord reports toks[i] a word reasonAloneOf's walk lets stand for a
// reason of round 25b read at toks[at:at+n]: inside the reason (the verb
// of bringing in "khti ghadi tjib lia wa7da", the "older" of "the older
// one still works"), or, before one brought by kin, a verb of telling
// ("my sister said she'll bring hers").
func reasonOwnWord(kind reasonKind, toks []tok, i, at, n int) bool {
	switch kind {
	case reasonGetting:
		return i < at+n
	case reasonStill, reasonTaste, reasonDelivery:
		return i >= at && i < at+n || kind == reasonStill && i < at
	}
	return false
}

// round25bLets reports how many words from toks[i] reasonAloneOf's walk
// lets stand beside a reason of kind read at toks[at]: the thing shown
// pointed at ("machi dw9i had lmodel", "not my style, this colour"),
// "we" said before a have ("we already have three", which the lexicon
// also reads as a spelling of "oui"); 0 for none.
func round25bLets(toks []tok, i, at int, kind reasonKind) int {
	if kind == reasonOwned && i < at && toks[i].norm == "we" {
		return 1
	}
	if kind == reasonGetting && i < at && i > 0 && toks[i-1].norm == "dit" && (toks[i].norm == "quele" || toks[i].norm == "quil") {
		return 1 // "m'a dit qu'elle me prête la sienne": "qu'elle" is no "quelle"
	}
	if kind == reasonNever && i < at {
		if _, c, ok := decision1(toks, i); ok && (c == dHold || c == dHoldVerb) {
			return 1 // "whoa wait, i never said yes": the wait is a start, no wait
		}
	}
	if (kind == reasonElsewhere || kind >= reasonTaste || kind == reasonOwned) && i+1 < len(toks) && !clauseStart(&toks[i+1]) &&
		(otherPlaceNum.has(toks[i].nid, toks[i].norm) && placeWordsNum.has(toks[i+1].nid, toks[i+1].norm) || placeWordsNum.has(toks[i].nid, toks[i].norm) && otherPlaceNum.has(toks[i+1].nid, toks[i+1].norm) ||
			toks[i].norm == "another" && placeWordsNum.has(toks[i+1].nid, toks[i+1].norm)) {
		return 2 // "on another site", "f blasa khra": where else
	}
	if kind == reasonDelivery && i > at && needBy(toks, i) {
		return clauseEnd(toks, i+1) - i // "…, i need it by friday": why the delay is too long
	}
	if kind == reasonElsewhere || kind >= reasonTaste || kind == reasonOwned {
		if m := timeSaid(toks, i); m > 0 {
			return m // "next week", "la semaine dernière", "البارح فالسوق ديال الأحد": when
		}
		if i > at && settledTail(toks, i) {
			return len(toks) - i // "…, so i'm covered", "…, ماشي مشكل", "…, ماكاينش علاش نشري"
		}
		if (kind == reasonStill || kind == reasonOwned) && i < at && ownedThingNum.has(toks[i].nid, toks[i].norm) {
			return 1 // "i have the older version and it still works"
		}
	}
	if kind < reasonTaste {
		return 0
	}
	if m, c, ok := decisionWords.match(toks, i, len(toks)); ok && c == dDemo {
		return m
	}
	switch v, vID := toks[i].norm, toks[i].nid; {
	case v == "n" && i+1 < len(toks) && !clauseStart(&toks[i+1]):
		return 1 // the elided "ne" of "ce n'est pas", "je n'en ai pas", no lone "n"
	case v == "anymore" || v == "longer":
		return 1 // "i don't need it anymore"
	case photoAtNum.has(vID, v):
		// "sur la photo", "in the picture", "f tswira": where it was seen
		j := i + 1
		if j < len(toks) && (toks[j].norm == "la" || toks[j].norm == "the" || toks[j].norm == "l") {
			j++
		}
		if j < len(toks) && !clauseStart(&toks[j]) && photoNounsNum.has(toks[j].nid, toks[j].norm) {
			return j - i + 1
		}
	case photoNounsNum.has(vID, v) && (v == "فالتصويرة" || v == "فالتصويره" || v == "فالصورة" || v == "فالصوره"):
		return 1
	}
	return 0
}

var (
	photoAt    = normSet("sur", "in", "on", "f", "في", "dans")
	photoNouns = normSet("photo", "photos", "picture", "pic", "pics", "image", "tswira", "tsswira", "التصويرة", "التصويره",
		"الصورة", "الصوره", "فالتصويرة", "فالتصويره", "فالصورة", "فالصوره", "close", "ad", "annonce")
)

// lastIsTime reports each "last" or "dernier" of toks a time gone by
// ("last week", "la semaine dernière", "الشهر الماضي"), never a
// position among the cards.
func lastIsTime(toks []tok) bool {
	seen := false
	for i := range toks {
		switch toks[i].norm {
		case "last":
			if i+1 >= len(toks) || !goneTimesNum.has(toks[i+1].nid, toks[i+1].norm) {
				return false
			}
			seen = true
		case "derniere", "dernier":
			if i == 0 || !goneTimesNum.has(toks[i-1].nid, toks[i-1].norm) {
				return false
			}
			seen = true
		}
	}
	return seen
}

var goneTimes = normSet("week", "month", "year", "time", "ramadan", "eid", "summer", "winter", "night", "weekend",
	"semaine", "mois", "annee", "année", "an", "fois", "ete", "été", "hiver", "aid")

// stillOwned reports a message the rules read as a wait for its "still"
// ("mazal", "مازال", "باقي") that tells the one owned still new or
// working, and nothing else: a no ("اللي عندي مازال جديد", "mazal 3ndi
// l9dim w ba9i khdam").
func stillOwned(toks []tok, u Understanding) bool {
	still := false
	for i := range toks {
		if stillMarksNum.has(toks[i].nid, toks[i].norm) {
			still = true
			break
		}
	}
	if !still {
		return false
	}
	k := reasonAloneOf(toks, false, u)
	return k == reasonOwned || k == reasonStill
}

// notSought reads the one shown said not to be what the shopper looked
// for, meant or asked: "ماشي هادي اللي كنقلب عليها", "ليست ما أبحث عنه",
// "ce n'est pas du tout ce que j'ai demandé", "that's not the one i
// meant", "ليس هذا الموديل الذي قصدته", "c'était pas ce modèle que je
// voulais". A negation, then within six words a relative and a verb of
// seeking, meaning, asking or wanting said by the shopper.
func notSought(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	if !soughtNegatorsNum.has(wID, w) {
		return 0
	}
	for j := range toks {
		if arrivedWordsNum.has(toks[j].nid, toks[j].norm) {
			return 0 // "the djellaba i got isn't what i asked": an order come wrong, a complaint
		}
	}
	rel := false
	for j := i + 1; j < len(toks) && j <= i+7; j++ {
		if clauseStart(&toks[j]) {
			return 0
		}
		v, vID := toks[j].norm, toks[j].nid
		if soughtRelativesNum.has(vID, v) {
			rel = true
			continue
		}
		if rel && (hasAnyPrefix(v, soughtStems) || soughtVerbsNum.has(vID, v)) {
			return j - i + 1
		}
	}
	return 0
}

var (
	arrivedWords = normSet("جاتني", "جاني", "jatni", "jani", "wslatni", "وصلاتني", "وصلتني", "received", "recu", "reçu",
		"arrived", "delivered", "livre", "livré", "livree", "livrée", "وصلني", "استلمت")
	soughtNegators  = normSet("machi", "mashi", "ماشي", "ليس", "ليست", "pas", "not", "isnt", "wasnt", "مش")
	soughtRelatives = normSet("li", "lli", "elli", "اللي", "الي", "لي", "que", "what", "ما", "الذي", "التي", "i", "je", "j")
	soughtVerbs     = normSet("meant", "wanted", "asked", "voulais", "demande", "demandé", "bghit", "قصدت", "قصدته",
		"قصدتها", "بغيت", "كنت", "kont", "kant")
	soughtStems = stems("kan9leb", "kan9lleb", "kant9leb", "kant9elleb", "كنقلب", "looking", "cherch", "أبحث", "ابحث",
		"قصد", "9sd", "9sad")
)

// needNot reads the thing said needless to the shopper: "i don't need
// it (anymore)", "je n'en ai pas besoin", "j'en ai pas l'utilité", "ما
// محتاجهاش", "ma b9itch m7taj", "ماشي ضروري", "pas indispensable",
// "i can live without it", "je m'en passerai", "يمكنني العيش بدونه".
// The need is the shopper's and of the thing: "i don't need a bag"
// (another thing named) and "you don't need to wrap it" are not.
func needNot(toks []tok, i int) int {
	w := toks[i].norm
	switch {
	case (w == "dont" || w == "not") && i > 0 && (toks[i-1].norm == "i" || toks[i-1].norm == "do" && i > 1 && toks[i-2].norm == "i") &&
		i+1 < len(toks) && (toks[i+1].norm == "ned" || toks[i+1].norm == "need"):
		if i+2 == len(toks) || clauseStart(&toks[i+2]) || toks[i+2].norm == "it" || toks[i+2].norm == "this" || toks[i+2].norm == "one" {
			return min(3, len(toks)-i)
		}
	case w == "besoin" && i > 0 && (toks[i-1].norm == "pas" || toks[i-1].norm == "plus"):
		// "je n'en ai pas besoin", "j'en ai plus besoin": "en" is the thing
		for j := max(0, i-5); j < i; j++ {
			if toks[j].norm == "en" || toks[j].norm == "jen" || toks[j].norm == "men" {
				return 1
			}
		}
	case w == "utilite" || w == "utilité":
		if i > 1 && toks[i-1].norm == "l" && (toks[i-2].norm == "pas" || toks[i-2].norm == "plus") {
			return 1
		}
	case (w == "indispensable" || w == "ضروري" || w == "ضروريه" || w == "daroori" || w == "darouri") && i > 0 &&
		(toks[i-1].norm == "pas" || toks[i-1].norm == "ماشي" || toks[i-1].norm == "machi" || toks[i-1].norm == "ليس" || toks[i-1].norm == "ليست"):
		return 1
	case w == "without" && i > 1 && toks[i-1].norm == "live" && i+1 < len(toks) && (toks[i+1].norm == "it" || toks[i+1].norm == "one"):
		return 2
	case w == "بدونه" || w == "بدونها":
		if i > 0 && toks[i-1].norm == "العيش" {
			return 1
		}
	case w == "paserai" || w == "passerai":
		if i > 0 && toks[i-1].norm == "men" {
			return 1 // je m'en passerai
		}
	}
	if needNegatedDarija(toks, i) {
		return 1
	}
	return 0
}

// needNegatedDarija reads a Darija or Arabic negated need of it, glued
// or not: "ma m7tajhach", "ما محتاجهاش", "ma b9itch m7taj", "ما بقيتش
// محتاجاها", "ماحتاجهاش".
func needNegatedDarija(toks []tok, i int) bool {
	w := toks[i].norm
	core := strings.TrimPrefix(strings.TrimPrefix(w, "ma"), "ما")
	if !hasAnyPrefix(core, needNegStems) {
		return false
	}
	glued := core != w && (strings.HasSuffix(w, "ch") || strings.HasSuffix(w, "ش"))
	if glued {
		return true
	}
	if i == 0 {
		return false
	}
	p := toks[i-1].norm
	if (p == "ma" || p == "ما") && (strings.HasSuffix(w, "ch") || strings.HasSuffix(w, "ش")) {
		return true
	}
	// "ma b9itch m7taj", "ما بقيتش محتاج"
	if (p == "b9itch" || p == "b9itsh" || p == "بقيتش" || p == "bqitch") && i > 1 && (toks[i-2].norm == "ma" || toks[i-2].norm == "ما") ||
		(p == "mab9itch" || p == "مابقيتش" || p == "mab9itsh") {
		return true
	}
	// "ma b9it m7taj walo", "ما بقيت محتاج والو": the "walo" negates
	return (p == "b9it" || p == "بقيت" || p == "bqit") && i > 1 && (toks[i-2].norm == "ma" || toks[i-2].norm == "ما") &&
		i+1 < len(toks) && (toks[i+1].norm == "walo" || toks[i+1].norm == "والو" || toks[i+1].norm == "wlo")
}

var needNegStems = stems("m7taj", "mo7taj", "m7tej", "محتاج", "حتاج", "7taj", "ntaj", "n7taj")

// budgetOver reads a price beyond the shopper's budget or means: "out
// of my budget", "pas dans mon budget", "au-dessus de mon budget",
// "makaynach f budget dyali", "ليست في حدود ميزانيتي", "السعر يفوق
// قدرتي", "المبلغ يفوق ما خصصته", "ça dépasse ce que je voulais mettre".
// One mark, of excess or of a negation, then the budget within four
// words; both ("isn't over my budget") deny it.
func budgetOver(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	over := toks[i].in(hsBudgetExcess | hsOverWords)
	neg := !over && (budgetNotNum.has(wID, w) || toks[i].neg && toks[i].key == "kayn" || strings.HasPrefix(w, "makayn") || strings.HasPrefix(w, "ماكاين") || w == "mafihach" || w == "مافيهاش")
	if !over && !neg {
		return 0
	}
	if i > 0 && (verbNegatorsNum.has(toks[i-1].nid, toks[i-1].norm) || negationWord(toks, i-1)) && over {
		return 0 // "isn't over my budget"
	}
	for j := i + 1; j < len(toks) && j <= i+4; j++ {
		if clauseStart(&toks[j]) {
			return 0
		}
		v, vID := toks[j].norm, toks[j].nid
		if budgetNounsNum.has(vID, v) || budgetWordsNum.has(vID, v) {
			return j - i + 1
		}
		if neg && !budgetLinksNum.has(vID, v) {
			return 0 // "je n'ai pas trop de budget": little of it, no refusal
		}
		if over && !budgetLinksNum.has(vID, v) && !budgetOfsNum.has(vID, v) {
			return 0
		}
		if (v == "ما" || v == "ce") && j+1 < len(toks) && (strings.HasPrefix(toks[j+1].norm, "خصص") || toks[j+1].norm == "que") && over {
			return j - i + 2 // "يفوق ما خصصته", "dépasse ce que je voulais mettre"
		}
		if toks[j].in(hsOverWords | hsBudgetExcess) {
			if neg {
				return 0 // "pas au-dessus de mon budget"
			}
		}
	}
	// "الميزانية ديالي مافيهاش": the budget said first
	if neg && i > 0 {
		for j := max(0, i-2); j < i; j++ {
			if budgetNounsNum.has(toks[j].nid, toks[j].norm) || budgetWordsNum.has(toks[j].nid, toks[j].norm) {
				return 1
			}
		}
	}
	return 0
}

var (
	budgetExcess = normSet("كيفوت", "كتفوت", "kayfout", "katfout", "katfot", "kayfot", "يفوق", "تفوق", "يتجاوز", "تتجاوز", "اعلي", "أعلى", "dessus", "exceeds", "beyond", "depasse", "dépasse")
	budgetNot    = normSet("pas", "not", "ليست", "ليس", "machi", "ماشي", "makaynach", "makaynch", "ماكايناش")
	// budgetLinks: what stands between "not" and the budget ("pas dans
	// mon budget", "makaynach f budget dyali", "ليست في حدود ميزانيتي")
	budgetLinks = normSet("dans", "in", "within", "f", "ف", "في", "mon", "my", "ma", "حدود", "l")
	// budgetOfs: what stands between "over" and the budget
	budgetOfs   = normSet("of", "de", "du", "la", "the", "ce", "ses", "mes", "our", "notre")
	budgetNouns = normSet("budget", "lbudget", "ميزانيتي", "الميزانية", "الميزانيه", "قدرتي", "moyens", "bourse", "jibi",
		"جيبي", "الجيب", "imkaniyati", "امكانياتي", "إمكانياتي")
)

// changedMind reads a mind changed: "pardon, j'ai changé d'avis", "sorry,
// change of plans", "آسف، عدلت عن رأيي", "تبدل ليا الراي", "bdlt ray",
// "t9leb lia ray", "rje3t f klami". Told of someone else ("my wife
// changed her mind") it is a story.
func changedMind(toks []tok, i int) int {
	w := toks[i].norm
	next := func(k int) string { return clauseWordAt(toks, i+k) }
	switch {
	case w == "change" && next(1) == "davis" && i > 0 && (toks[i-1].norm == "jai" || toks[i-1].norm == "ai"):
		return 2
	case (w == "changed" || w == "change") && (next(1) == "my" || next(1) == "of") && (next(2) == "mind" || next(2) == "plans" || next(2) == "plan"):
		if w == "changed" && i > 0 && toks[i-1].norm != "i" && toks[i-1].norm != "ive" && !clauseStart(&toks[i]) {
			return 0 // "my wife changed her mind" never reaches "my"; "they changed my mind"
		}
		return 3
	case (w == "عدلت" || w == "غيرت" || w == "بدلت") && next(1) == "عن" && strings.HasPrefix(next(2), "راي"):
		return 3
	case (w == "غيرت" || w == "بدلت" || w == "bdlt" || w == "bdelt" || w == "bedelt" || w == "beddelt") && (strings.HasPrefix(next(1), "راي") || strings.HasPrefix(next(1), "ray") || strings.HasPrefix(next(1), "ra2y") || next(1) == "lfikra" || next(1) == "الفكرة" || next(1) == "الفكره"):
		return 2
	case (w == "تبدل" || w == "tbdl" || w == "tbdel" || w == "t9leb" || w == "tqleb" || w == "تقلب") && (next(1) == "ليا" || next(1) == "lia" || next(1) == "liya") &&
		(strings.HasPrefix(next(2), "الراي") || strings.HasPrefix(next(2), "ray") || strings.HasPrefix(next(2), "ra2y")):
		return 3
	case (w == "tbdl" || w == "tbdel") && (strings.HasPrefix(next(1), "ra2y") || strings.HasPrefix(next(1), "rayi")):
		return 2
	case (w == "rje3t" || w == "rj3t" || w == "رجعت") && (next(1) == "f" || next(1) == "ف") && (next(2) == "klami" || next(2) == "كلامي"),
		w == "رجعت" && next(1) == "فكلامي":
		if next(1) == "فكلامي" {
			return 2
		}
		return 3
	}
	return 0
}

// looksBad reads the thing shown said to look poor, off or unlike its
// photo: "the satin looks kinda cheap", "the colour looks off", "la
// qualité a l'air moyenne sur la photo", "elle fait vieillot", "الجلد
// يبدو رخيصا في الصورة", "القماش باين خشين", "kaybanli khfif bzf",
// "looks nothing like the picture", "doesn't look good to me". A look
// verb, then within three words (kinda, a bit, way, bzaf) a word of poor
// make or of difference; negated ("doesn't look cheap") it is praise.
func looksBad(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	neg := false
	switch {
	case seemVerbsNum.has(wID, w) || hasAnyPrefix(w, seemStems):
	case (w == "lair" || w == "air") && i > 0 && (toks[i-1].norm == "a" || toks[i-1].norm == "l"):
	case w == "fait" && i > 0 && faitSubjectsNum.has(toks[i-1].nid, toks[i-1].norm):
	case (w == "doesnt" || w == "dont") && i+2 < len(toks) && lookBaseNum.has(toks[i+1].nid, toks[i+1].norm) && lookGoodNum.has(toks[i+2].nid, toks[i+2].norm):
		neg = true
	default:
		return 0
	}
	if neg {
		return 3 // "doesn't look good to me"
	}
	if negatedAt(toks, i) || i > 0 && (verbNegatorsNum.has(toks[i-1].nid, toks[i-1].norm) || toks[i-1].norm == "pas") {
		return 0
	}
	for j := i + 1; j < len(toks) && j <= i+4; j++ {
		if clauseStart(&toks[j]) {
			return 0
		}
		v, vID := toks[j].norm, toks[j].nid
		if lookPoorNum.has(vID, v) || lookPoorNum.has(toks[j].kid, toks[j].key) {
			if j+1 < len(toks) && !clauseStart(&toks[j+1]) && (toks[j+1].norm == "than" || toks[j+1].norm == "que") {
				return 0 // "looks cheaper than the other": a comparison
			}
			return j - i + 1
		}
		if (v == "see" || v == "se") && j+1 < len(toks) && toks[j+1].norm == "through" || v == "nothing" && j+1 < len(toks) && toks[j+1].norm == "like" {
			return j - i + 2
		}
		if !lookSoftenersNum.has(vID, v) {
			return 0
		}
	}
	return 0
}

var (
	seemVerbs = normSet("looks", "look", "seems", "يبدو", "تبدو", "باين", "باينة", "باينه", "بانت", "بان", "كتبان", "كيبان",
		"كيبانو", "كتبانلي", "كيبانلي", "bayna", "bayn", "bayen", "kayban", "katban", "kaybanli", "katbanli", "kaybano", "banet")
	faitSubjects  = normSet("elle", "ca", "ça", "il", "coupe", "couleur", "tissu")
	lookBase      = normSet("look", "seem")
	seemStems     = stems("kaybanl", "katbanl", "كيبانل", "كتبانل")
	lookGood      = normSet("good", "god", "right", "nice", "great")
	lookSofteners = normSet("kinda", "a", "bit", "little", "way", "so", "very", "too", "to", "super", "really", "un", "peu",
		"trop", "tres", "très", "plutot", "plutôt", "bzaf", "bzf", "بزاف", "شوية", "chwiya", "ليا", "lia", "liya", "ليه",
		"lih", "me", "to", "totally", "completely", "quite", "jiddan", "جدا", "فالتصويرة", "في", "f", "sur")
	lookPoor = normSet("cheap", "off", "fake", "synthetic", "synthetique", "synthétique", "different", "itchy", "flimsy",
		"thin", "narrow", "sketchy", "dull", "faded", "used", "tired", "vieillot", "vieillotte", "moyenne", "moyen", "cheap",
		"transparent", "transparente", "fragile", "weak", "khfif", "khfifa", "rkhis", "rkhisa", "ghamqa", "9dima", "daif",
		"ضعيف", "ضعيفه", "ضعيفة", "رخيص", "رخيصه", "رخيصة", "رخيصا", "خشين", "خشينه", "صناعي", "صناعيا", "شفاف", "شفافه",
		"شفافا", "مقطعه", "تقليد", "قديمه", "قديمة", "مختلف", "مختلفه", "موسخ")
)

// reviewsBad reads the reviews said bad: "the reviews aren't great",
// "reviews look bad, skip", "too many bad reviews", "les avis sont pas
// terribles", "mauvais avis", "التعليقات خايبة".
func reviewsBad(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	if !reviewNounsNum.has(wID, w) {
		return 0
	}
	if i > 0 && (toks[i-1].norm == "bad" || toks[i-1].norm == "mauvais" || toks[i-1].norm == "negative" || toks[i-1].norm == "negatifs") {
		return 1
	}
	for j := i + 1; j < len(toks) && j <= i+4; j++ {
		if clauseStart(&toks[j]) {
			return 0
		}
		v := toks[j].norm
		switch {
		case v == "bad" || v == "mauvais" || v == "khaybin" || v == "خايبين" || v == "خايبه" || v == "سيئه" || v == "سيئة" || v == "negative":
			return j - i + 1
		case (v == "arent" || v == "not" || v == "pas") && j+1 < len(toks) && (toks[j+1].norm == "great" || toks[j+1].norm == "terribles" || toks[j+1].norm == "terrible" || toks[j+1].norm == "good" || toks[j+1].norm == "god" || toks[j+1].norm == "top"):
			return j - i + 2
		}
	}
	return 0
}

var reviewNouns = normSet("reviews", "review", "avis", "commentaires", "التعليقات", "تعليقات", "lcommentaires", "ratings")

// inPersonBuy reads buying in person, or at a shop, market or tailor
// the shopper names, preferred: "i'd rather buy it in person", "i only
// shop at the souk", "je préfère l'acheter à la kissaria", "أفضل أن
// أشتريها بنفسي من المتجر", "i'll grab it at the airport duty free". A
// verb of buying or getting not negated, then the place within six
// words; this shop's own store ("your store") is no elsewhere.
func inPersonBuy(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	if !(buyOrFind(w) || getVerbsNum.has(wID, w)) || negatedAt(toks, i) || pastBuy(toks, i) {
		return 0
	}
	for j := i + 1; j < len(toks) && j <= i+6; j++ {
		if clauseStart(&toks[j]) {
			return 0
		}
		v, vID := toks[j].norm, toks[j].nid
		if personPlacesNum.has(vID, v) || v == "person" && toks[j-1].norm == "in" || v == "personne" && toks[j-1].norm == "en" ||
			v == "free" && toks[j-1].norm == "duty" {
			return j - i + 1
		}
	}
	return 0
}

var (
	getVerbs     = normSet("shop", "get", "grab", "prendre", "prends", "nakhodha", "nakhdha", "nchriha", "شراء")
	personPlaces = normSet("بنفسي", "المتجر", "kissaria", "kisaria", "9issaria", "l9issaria", "القيسارية", "القيساريه",
		"airport", "aeroport", "aéroport", "boutique", "magasin", "lmagasin", "souk", "souq", "sou9", "medina", "mdina",
		"bled", "lbled", "tailor", "couturier", "couturiere", "lkhiyat", "الخياط", "الخياطة")
)

// onlineDistrust reads buying online not trusted: "j'ai pas confiance
// pour acheter en ligne", "i don't trust buying online", "ما كنتيقش
// فالشرا من الأنترنيت".
func onlineDistrust(toks []tok, i int) int {
	w := toks[i].norm
	trust := false
	switch {
	case (w == "confiance" || w == "trust") && i > 0 && (toks[i-1].norm == "pas" || toks[i-1].norm == "dont" || toks[i-1].norm == "no" || toks[i-1].norm == "not"):
		trust = true
	case w == "كنتيقش" || w == "كنثيقش" || w == "kanti9ch" || w == "kanthe9ch" || w == "kantie9ch" || w == "ماكنتيقش":
		trust = true
	}
	if !trust {
		return 0
	}
	for j := i + 1; j < len(toks) && j <= i+6; j++ {
		if onlineWordsNum.has(toks[j].nid, toks[j].norm) {
			return j - i + 1
		}
	}
	return 0
}

var onlineWords = normSet("online", "ligne", "internet", "الأنترنيت", "الانترنيت", "الانترنت", "الإنترنت", "lantrnet", "site", "sites")

// roomNone reads no room for the thing at the shopper's: "i have no
// room for it", "no room in my flat for a rug that big", "pas de place
// chez moi", "لا مكان في شقتي", "ما بقاتش عندي بلاصة", "ma3ndich blasa",
// "nowhere to put a pouf", "هاد الحجم ماكيدخلش لبيت النعاس ديالي".
func roomNone(toks []tok, i int) int {
	w := toks[i].norm
	next := func(k int) string { return clauseWordAt(toks, i+k) }
	switch {
	case w == "no" && (next(1) == "room" || next(1) == "space" || next(1) == "rom"):
		if i > 0 && toks[i-1].norm == "is" {
			return 0 // "there is no room for doubt" is no home told
		}
		return 2
	case w == "nowhere" && (next(1) == "to" || next(1) == "for"):
		return 2
	case (w == "pas" || w == "plus") && next(1) == "de" && next(2) == "place":
		return 3
	case w == "لا" && (next(1) == "مكان" || next(1) == "متسع"):
		return 2
	case (w == "ma3ndich" || w == "ma3ndi" || w == "ماعنديش" || w == "b9atch" || w == "بقاتش" || w == "ما") && (next(1) == "blasa" || next(1) == "بلاصة" || next(1) == "بلاصه" || next(1) == "عندي" && (next(2) == "بلاصة" || next(2) == "بلاصه")):
		if next(1) == "عندي" {
			return 3
		}
		return 2
	case strings.HasSuffix(w, "يدخلش") || strings.HasSuffix(w, "ydkhlch") || strings.HasSuffix(w, "tdkhlch") || strings.HasSuffix(w, "تدخلش"):
		return 1 // "ماكيدخلش": it won't go in
	}
	return 0
}

// moneyShort reads the shopper without the money: "i'm totally broke",
// "الجيب خاوي", "ما كايناش الفلوس", "lflous makafyinch", "ma 3ndich 7ta
// dirham", "ما بقا والو فالجيب", "الظروف المادية لا تسمح", "لا أستطيع
// الدفع الآن", "ما فيا ما نخلص", "plus un dirham pour la déco".
func moneyShort(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	next := func(k int) string { return clauseWordAt(toks, i+k) }
	switch {
	case w == "broke" || w == "fauche" || w == "fauchee":
		// "i'm totally broke", "je suis fauchée"; "the tajine broke" is a
		// thing broken
		if i > 0 && brokeSubjectsNum.has(toks[i-1].nid, toks[i-1].norm) {
			return 1
		}
	case w == "مفلس" || w == "mfles" || w == "mfless" || w == "mflsa":
		if i == 0 || !verbNegatorsNum.has(toks[i-1].nid, toks[i-1].norm) {
			return 1
		}
	case (w == "الجيب" || w == "jibi" || w == "جيبي" || w == "ljib") && (next(1) == "خاوي" || next(1) == "khawi"):
		return 2
	case moneyLacking(w) && moneyNouns[next(1)]:
		return 2 // "ma kaynach lflous", "ma3ndich flous"
	case moneyNounsNum.has(wID, w):
		// the money said not there or not enough, after or before it
		if v := next(1); moneyLacking(v) || v == "ما" && moneyLacking(next(2)) || v == "لا" && next(2) == "تسمح" {
			return 2
		}
		if i > 0 && moneyLacking(toks[i-1].norm) && !clauseStart(&toks[i]) {
			return 1
		}
		if i > 1 && (toks[i-1].norm == "7ta" || toks[i-1].norm == "حتى" || toks[i-1].norm == "un") && (moneyLacking(toks[i-2].norm) || toks[i-2].norm == "plus") {
			return 1 // "ma 3ndich 7ta dirham", "plus un dirham"
		}
	case w == "المادية" && next(1) == "لا" && next(2) == "تسمح":
		return 3
	case (w == "والو" || w == "walo") && i > 1 && (toks[i-1].norm == "بقا" || toks[i-1].norm == "b9a") && (next(1) == "فالجيب" || next(1) == "f" && next(2) == "jib"):
		return 2
	case w == "الدفع" && i > 1 && toks[i-1].norm == "استطيع" && toks[i-2].norm == "لا":
		return 1
	case (w == "nkhles" || w == "نخلص") && i > 2 && (toks[i-1].norm == "ma" || toks[i-1].norm == "ما") && (toks[i-2].norm == "fiya" || toks[i-2].norm == "فيا"):
		return 1 // "ما فيا ما نخلص": I have nothing to pay with
	}
	return 0
}

// moneyLacking: not there, not enough, none of it.
func moneyLacking(v string) bool {
	switch v {
	case "makaynach", "makaynch", "ماكايناش", "كايناش", "makafyinch", "makafyach", "كافياش", "ماكافياش", "كافيينش", "ma3ndich",
		"ماعنديش", "عنديش", "b9a", "بقا", "ما", "ma", "no", "pas", "kaynach", "kafyach":
		return true
	}
	return false
}

var brokeSubjects = normSet("im", "am", "totally", "so", "completely", "literally", "kinda", "super", "suis", "trop", "too",
	"sis", "jsuis", "tellement", "vraiment", "compleatly")

var moneyNouns = normSet("lflous", "flous", "الفلوس", "فلوس", "money", "argent", "dirham", "drham", "درهم", "lfloss", "الدراهم")

// degreeNo reads a no said with how sure it is: "absolutely not",
// "probably not", "i guess not", "surtout pas", "certainement pas",
// "قطعا لا", "على الأرجح لا", "لا أظن ذلك", "أبدا", "hard pass", "pas
// convaincue". The no must close its clause: "probably not the right
// size" says something else. "Maybe not" and "not sure" are waits.
func degreeNo(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	ends := func(j int) bool { return j >= len(toks) || clauseStart(&toks[j]) || thanksSaid(toks[j].norm) }
	switch {
	case degreeAdverbsNum.has(wID, w) && i+1 < len(toks) && !clauseStart(&toks[i+1]) && (toks[i+1].norm == "not" || toks[i+1].norm == "pas" || toks[i+1].norm == "لا") && ends(i+2):
		return 2
	case (w == "guess" || w == "gues") && i > 0 && toks[i-1].norm == "i" && i+1 < len(toks) && toks[i+1].norm == "not" && ends(i+2):
		return 2
	case (w == "الأرجح" || w == "الارجح") && i > 0 && (toks[i-1].norm == "على" || toks[i-1].norm == "علي") && i+1 < len(toks) && toks[i+1].norm == "لا" && ends(i+2):
		return 2
	case (w == "أبدا" || w == "ابدا") && len(toks) == 1:
		return 1
	case w == "لا" && i+2 < len(toks) && (toks[i+1].norm == "أظن" || toks[i+1].norm == "اظن" || toks[i+1].norm == "أعتقد" || toks[i+1].norm == "اعتقد") &&
		(toks[i+2].norm == "ذلك" && ends(i+3) || strings.HasPrefix(toks[i+2].norm, "انني") || strings.HasPrefix(toks[i+2].norm, "أنني")):
		return 3 // "لا أظن ذلك", "لا أظن أنني سأشتريها"
	case w == "hard" && i+1 < len(toks) && toks[i+1].norm == "pass":
		return 2
	case (w == "convaincue" || w == "convaincu") && i > 0 && toks[i-1].norm == "pas":
		return 1
	}
	return 0
}

var degreeAdverbs = normSet("absolutely", "definitely", "certainly", "surely", "probably", "defo", "surtout", "certainement",
	"absolument", "surement", "sûrement", "probablement", "قطعا", "بالتأكيد", "bien")

// thanksSaid: thanks said after an answer ("probably not, thanks").
func thanksSaid(v string) bool {
	switch v {
	case "thanks", "thank", "thx", "merci", "shokran", "شكرا", "mersi":
		return true
	}
	return false
}

// bareNoIn reports a no word said outright in toks ("no", "non", "la").
func bareNoIn(toks []tok) bool {
	for i := range toks {
		if bareNo(&toks[i]) {
			return true
		}
	}
	return false
}

// politeBut reads thanks, a blessing or praise, then a but and a refusal
// after it: "merci infiniment, que Dieu vous bénisse, mais pas pour
// l'instant", "الله يكمل بخير، ولكن ما نقدرش", "thanks for the offer but
// i'm fine", "الله يعطيك الصحة، ولكن لا", "appreciate it, but i'll hold
// off". What follows the but is a later alone (laterOnly), a can't, an
// "I'm fine" or a bare no, and nothing else.
func politeBut(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	if i == 0 || !politeButsNum.has(wID, w) {
		return 0
	}
	polite, warm := false, false
	for j := 0; j < i; j++ {
		v, vID := toks[j].norm, toks[j].nid
		if thanksSaid(v) {
			polite = true
		}
		if blessingMarksNum.has(vID, v) || goodWordsNum.has(vID, v) || goodWordsNum.has(toks[j].kid, toks[j].key) {
			polite, warm = true, true
		}
		if _, c, ok := decisionWords.match(toks, j, i); ok && (c == dThanks || c == dPraise || c == dIntens) {
			polite = true
			warm = warm || c != dThanks
		}
	}
	if !polite {
		return 0
	}
	rest := toks[i+1:]
	if w == "لكنني" || w == "لكني" {
		rest = toks[i:] // the "I" is in the but: "لكنني بخير"
		if len(rest) == 2 && rest[1].norm == "بخير" {
			return 2
		}
		return 0
	}
	if len(rest) == 0 {
		return 0
	}
	// (a later after a plain "thanks but" stays asked, as round 22b
	// reads "thanks but not now"; after a blessing, praise or warm
	// thanks, "merci bzaf walakin pas maintenant", it declines)
	if warm && laterOnly(rest, false) || len(rest) == 1 && bareNo(&rest[0]) || declineTail(rest) {
		return len(toks) - i
	}
	return 0
}

// declineTail reports a clause that declines in a few words: "i'm fine",
// "i'm good", "ça ira", "i can't", "je peux pas", "ما نقدرش", "ma
// n9derch", "i'll hold off", "ما كايناش النية".
func declineTail(rest []tok) bool {
	var b strings.Builder
	for k := range rest {
		if k > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(rest[k].norm)
	}
	return declineTails[b.String()]
}

var (
	politeButs    = normSet("but", "mais", "walakin", "walakine", "ولكن", "لكن", "لكنني", "لكني", "bs7")
	blessingMarks = normSet("اله", "الله", "allah", "dieu", "lah", "lahoma", "rabi", "ربي", "bless", "bénisse", "benise",
		"appreciate", "apreciate", "ykhlf", "yjazik", "يجازيك", "يعطيك", "يكمل", "يسهل", "يرزقك")
	declineTails = normSet("im fine", "im god", "i am fine", "ca ira", "ça ira", "i cant", "je peux pas", "je ne peux pas",
		"ما نقدرش", "ma n9derch", "ma n9drch", "il hold off", "ill hold off", "i will hold off", "ما كايناش النية",
		"ما كايناش النية دابا", "je vais passer", "il pass", "ill pass")
)

// cartEnough reads the cart said full enough: "that's enough in my cart",
// "ça suffit pour le panier", "يكفي ما في سلتي", "ما في السلة كاف",
// "خلاص كافي هادشي فالبانيي", "j'ai assez dans le panier". "Not enough
// in the cart" is none.
func cartEnough(toks []tok, i int) int {
	if !enoughSaidNum.has(toks[i].nid, toks[i].norm) || i > 0 && (verbNegatorsNum.has(toks[i-1].nid, toks[i-1].norm) || toks[i-1].norm == "pas") {
		return 0
	}
	b, e := clauseBegin(toks, i), clauseEnd(toks, i+1)
	for j := max(b, i-5); j < e && j <= i+5; j++ {
		if cartWordsNum.has(toks[j].nid, toks[j].norm) {
			if j < i {
				return 1
			}
			return j - i + 1
		}
	}
	return 0
}

var (
	enoughSaid = normSet("enough", "assez", "suffit", "يكفي", "كافي", "كاف", "كافٍ", "kafi", "kafya", "كفاية", "kifaya")
	cartWords  = normSet("cart", "panier", "lpanier", "سلتي", "السلة", "السله", "البانيي", "فالبانيي", "basket", "l panier")
)

// neverSaid reads the add never asked for: "i never said yes", "j'ai
// jamais dit oui", "لم أقل نعم", "ma golt lik zidha", "j'ai pas demandé
// de l'ajouter", "لم أطلب منك إضافتها", or a no said already: "i told
// you no", "je t'ai dit non", "راه قلت ليك لا", "سبق أن أجبتك بالرفض".
func neverSaid(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	if w == "اجبتك" || w == "أجبتك" {
		if i+1 < len(toks) && toks[i+1].norm == "بالرفض" {
			return 2
		}
		return 0
	}
	if toldVerbsNum.has(wID, w) && !(i > 0 && (neverWordsNum.has(toks[i-1].nid, toks[i-1].norm) || i > 1 && neverWordsNum.has(toks[i-2].nid, toks[i-2].norm))) {
		// told no: "i told you no", "قلت ليك لا"
		j := i + 1
		if j < len(toks) && toldYouNum.has(toks[j].nid, toks[j].norm) {
			j++
		}
		if j < len(toks) && (bareNo(&toks[j]) || toks[j].norm == "non" || toks[j].norm == "no") && (j+1 == len(toks) || clauseStart(&toks[j+1]) || toks[j+1].emoji) {
			if w == "said" || w == "told" || w == "dit" || w == "glt" || w == "golt" || w == "قلت" || w == "9olt" || w == "galt" {
				return j - i + 1
			}
		}
		return 0
	}
	if !neverWordsNum.has(wID, w) {
		return 0
	}
	j := i + 1
	if (w == "ma" || w == "ما") && j < len(toks) {
		// "ما قلتش ليك زيدها", "ma tlabtch": the Darija negation glued to
		// the verb's end
		v := toks[j].norm
		stem := strings.TrimSuffix(strings.TrimSuffix(v, "ش"), "ch")
		if stem != v && (toldVerbs[stem] || askedVerbs[stem]) {
			k := j + 1
			if k < len(toks) && toldYouNum.has(toks[k].nid, toks[k].norm) {
				k++
			}
			for ; k < len(toks) && k <= j+4; k++ {
				if yesSaidNum.has(toks[k].nid, toks[k].norm) || addSaid(toks[k].norm) {
					return k - i + 1
				}
			}
			return 0
		}
	}
	if j < len(toks) && (toks[j].norm == "ai" || toks[j].norm == "did") {
		j++
	}
	if j >= len(toks) {
		return 0
	}
	v, vID := toks[j].norm, toks[j].nid
	switch {
	case toldVerbsNum.has(vID, v):
		k := j + 1
		if k < len(toks) && toldYouNum.has(toks[k].nid, toks[k].norm) {
			k++
		}
		if k < len(toks) && (yesSaidNum.has(toks[k].nid, toks[k].norm) || addSaid(toks[k].norm)) {
			return k - i + 1
		}
	case askedVerbsNum.has(vID, v):
		for k := j + 1; k < len(toks) && k <= j+4; k++ {
			if addSaid(toks[k].norm) {
				return k - i + 1
			}
		}
	}
	return 0
}

var (
	neverWords = normSet("never", "jamais", "لم", "didnt", "pas", "ma", "ما")
	toldVerbs  = normSet("said", "say", "told", "dit", "اقل", "أقل", "golt", "glt", "galt", "9olt", "قلت", "gltlk", "gotlk",
		"glt lik", "قلتلك")
	toldYou    = normSet("you", "u", "lik", "lk", "ليك", "لك", "te", "t", "vous")
	yesSaid    = normSet("yes", "oui", "نعم", "iyeh", "ih", "wakha", "ok", "d'accord", "daccord", "واخا", "إيه", "ايه")
	askedVerbs = normSet("ask", "asked", "demande", "demandé", "اطلب", "أطلب", "tlabt", "طلبت", "tlbt")
)

// addSaid: a verb of putting in, as asked ("add it", "de l'ajouter",
// "إضافتها", "zidha").
func addSaid(v string) bool {
	for _, p := range []string{"add", "ajout", "lajout", "إضاف", "اضاف", "zid", "tzid", "nzid", "تزيد", "زيد"} {
		if strings.HasPrefix(v, p) {
			return true
		}
	}
	return false
}

// dislikeSpelled reads a Darija negated liking spelled with its vowels,
// which the dry reading of verbs skips: "ma 3ajbatnich", "ma3ajbnich",
// "ma kayn3jebnich", "ma kay3jbounich".
func dislikeSpelled(toks []tok, i int) int {
	w := toks[i].norm
	n := 1
	if (w == "ma" || w == "ما") && i+1 < len(toks) {
		w, n = toks[i+1].norm, 2
	} else if !strings.HasPrefix(w, "ma") {
		return 0
	}
	w = strings.TrimPrefix(w, "ma")
	for _, p := range []string{"kayn", "katn", "kay", "kat", "ka"} {
		if strings.HasPrefix(w, p) {
			w = strings.TrimPrefix(w, p)
			break
		}
	}
	if !strings.HasSuffix(w, "ch") && !strings.HasSuffix(w, "sh") {
		return 0
	}
	for _, r := range []string{"3ajb", "3ajeb", "3jeb", "3jab", "3ajab"} {
		if strings.HasPrefix(w, r) && (strings.Contains(w, "ni") || strings.Contains(w, "ouni") || strings.Contains(w, "uni")) {
			return n
		}
	}
	return 0
}

// needBy reports a clause opened at toks[i] (after "i", "je", "ana" or
// alone) by a need of it and naming when: "i need it tomorrow",
// "محتاجاها قبل السبت", "أحتاجها غدا", "j'en ai besoin pour jeudi".
func needBy(toks []tok, i int) bool {
	b := clauseBegin(toks, i)
	if i-b > 2 {
		return false
	}
	e := clauseEnd(toks, i+1)
	need := false
	for j := b; j < e; j++ {
		v, vID := toks[j].norm, toks[j].nid
		if needStem(v) || strings.HasPrefix(v, "ned") || hasAnyPrefix(v, needNegStems) {
			need = true
		}
		if need && (byWhenNum.has(vID, v) || byWhenNum.has(toks[j].kid, toks[j].key)) {
			return true
		}
	}
	return false
}

var byWhen = normSet("tomorrow", "tomorow", "demain", "ghda", "غدا", "before", "avant", "قبل", "by", "for", "pour",
	"friday", "saturday", "sunday", "monday", "tuesday", "wednesday", "thursday", "vendredi", "samedi", "dimanche", "lundi",
	"mardi", "mercredi", "jeudi", "السبت", "الأحد", "الاحد", "الجمعة", "الجمعه", "الخميس", "الاثنين", "الثلاثاء", "الأربعاء",
	"الاربعاء", "weekend", "wedding", "mariage", "العرس", "3ers", "l3ers")

// round25bReading takes back a yes the rules read in a verb of putting
// in that the shopper says they never asked for: "j'ai jamais demandé
// de l'ajouter", "ما قلتش ليك زيدها", "i never told you to add it" — a
// no. Checked on reconsider's reading, before rounds 24k and 24l.
func round25bReading(a *analysis, u *Understanding, d Decision) bool {
	if d != DecisionYes || a.question {
		return false
	}
	for i := range a.toks {
		if n := neverSaid(a.toks, i); n > 0 {
			*u = noOf(*u)
			return true
		}
	}
	return false
}

// round25bCue reports a word one of round25bReaders may open on: a set
// lookup, then the few shapes read by their prefix or suffix (a Darija
// negation glued on, an Arabic future, a verb of buying or finding).
func round25bCue(t *tok) bool {
	w, wID := t.norm, t.nid
	if round25bStartsNum.has(wID, w) {
		return true
	}
	if isASCII(w) {
		if strings.HasPrefix(w, "ma") || strings.HasPrefix(w, "gha") || strings.HasSuffix(w, "dkhlch") ||
			hasAnyPrefix(w, seemStems) || hasAnyPrefix(w, needNegStems) {
			return true
		}
	} else if strings.HasPrefix(w, "ما") || strings.HasPrefix(w, "سي") || strings.HasPrefix(w, "ست") ||
		strings.HasSuffix(w, "دخلش") || hasAnyPrefix(w, seemStems) || hasAnyPrefix(w, needNegStems) {
		return true
	}
	return buyOrFind(w)
}

// round25bStarts: the words round25bReaders open on, gathered once.
var round25bStarts = func() map[string]bool {
	m := normSet("ma", "ما", "je", "jmet", "i", "لا", "to", "too", "trop", "9wi", "9wiya", "قوي", "قويه",
		"found", "saw", "seen", "vu", "trouve", "trouvé", "l9it", "lqit", "l9itha", "lqitha", "l9ito", "lqito", "l9itou",
		"chft", "chaft", "chfti", "شفت", "لقيت", "لقيتها", "لقيتو", "وجدت", "وجدته", "وجدتها", "رايت", "رأيت",
		"me", "m", "nous", "men", "ghadi", "ghad", "gha", "غادي", "غاد",
		"3ndi", "3andi", "عندي", "لدي", "3ndna", "عندنا", "لدينا", "have", "got", "jai", "ai", "a", "possede",
		"works", "marche", "يؤدي", "dont", "not", "besoin", "utilite", "utilité", "indispensable", "ضروري", "ضروريه",
		"daroori", "darouri", "without", "بدونه", "بدونها", "paserai", "passerai", "mafihach", "مافيهاش",
		"change", "changed", "عدلت", "غيرت", "بدلت", "bdlt", "bdelt", "bedelt", "beddelt", "تبدل", "tbdl", "tbdel",
		"t9leb", "tqleb", "تقلب", "rje3t", "rj3t", "رجعت", "lair", "air", "fait", "doesnt",
		"confiance", "trust", "كنتيقش", "كنثيقش", "kanti9ch", "kanthe9ch", "kantie9ch", "ماكنتيقش",
		"no", "nowhere", "pas", "plus", "ma3ndich", "ma3ndi", "ماعنديش", "b9atch", "بقاتش",
		"broke", "fauche", "fauchee", "مفلس", "mfles", "mfless", "mflsa", "الجيب", "jibi", "جيبي", "ljib", "المادية",
		"والو", "walo", "الدفع", "nkhles", "نخلص", "makaynach", "makaynch", "ماكايناش", "كايناش", "makafyinch",
		"makafyach", "كافياش", "ماكافياش", "كافيينش", "عنديش", "b9a", "بقا", "kaynach", "kafyach",
		"guess", "gues", "الأرجح", "الارجح", "أبدا", "ابدا", "hard", "convaincue", "convaincu", "اجبتك", "أجبتك",
		"days", "jours", "أيام", "ايام", "iyam", "ayam", "يام", "identical", "similar", "pareil", "pareille", "identique",
		"يطابق", "أملك", "املك")
	for _, set := range []map[string]bool{tasteNegators, softExcess, lookExcess, excessAdjectives, deliveryWords,
		englishGetNow, englishGetPast, arabicGetPast, arabicGetPastMe, boughtFirst, stillMarks, soughtNegators,
		budgetExcess, overWords, budgetNot, seemVerbs, reviewNouns, getVerbs, moneyNouns, degreeAdverbs, politeButs,
		enoughSaid, toldVerbs, neverWords} {
		for k := range set {
			m[k] = true
		}
	}
	return m
}()

// timeSaid reports how many words from toks[i] say when: a time said
// with next or last ("next week", "last month", "la semaine dernière",
// "l'an dernier", "الشهر الماضي", "الشهر الجاي") or a day of the week;
// 0 for none. Beside a reason it dates it and names no card (the
// position "last", the "other" of "next").
func timeSaid(toks []tok, i int) int {
	v, vID := toks[i].norm, toks[i].nid
	if weekDaysNum.has(vID, v) {
		return 1
	}
	if (v == "next" || v == "last" || v == "prochain" || v == "prochaine") && i+1 < len(toks) && goneTimesNum.has(toks[i+1].nid, toks[i+1].norm) {
		return 2
	}
	if (v == "lan" || goneTimesNum.has(vID, v) || v == "الشهر" || v == "الاسبوع" || v == "الأسبوع" || v == "العام") && i+1 < len(toks) && !clauseStart(&toks[i+1]) &&
		(toks[i+1].norm == "dernier" || toks[i+1].norm == "derniere" || toks[i+1].norm == "prochain" || toks[i+1].norm == "prochaine" ||
			toks[i+1].norm == "الماضي" || toks[i+1].norm == "الجاي" || toks[i+1].norm == "القادم" || toks[i+1].norm == "اللي") {
		return 2
	}
	return 0
}

var weekDays = normSet("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "lundi", "mardi",
	"mercredi", "jeudi", "vendredi", "samedi", "dimanche", "الاثنين", "الثلاثاء", "الأربعاء", "الاربعاء", "الخميس",
	"الجمعة", "الجمعه", "السبت", "الأحد", "الاحد", "lhad", "ltnin", "ljem3a", "jem3a", "sebt", "ssebt")

// ownedThing: what the one owned is called before it is said to still
// work ("the older version", "my old model").
var ownedThing = normSet("version", "model", "modele", "one", "old", "older", "ancienne", "ancien")

// settledTail reports a last clause, from toks[i], that only closes a
// settled reason: "so i'm covered", "so i'm good", "ماشي مشكل" (no
// matter), "ماكاينش علاش نشري" (no reason to buy), "no need", "tant
// pis".
func settledTail(toks []tok, i int) bool {
	b := clauseBegin(toks, i)
	if b != i && !tailLinksNum.has(toks[i-1].nid, toks[i-1].norm) {
		return false
	}
	var sb strings.Builder
	for k := i; k < len(toks); k++ {
		if k > i {
			sb.WriteByte(' ')
		}
		sb.WriteString(toks[k].norm)
	}
	return settledTails[sb.String()]
}

var tailLinks = normSet("so", "donc", "w", "and", "et", "و")

var settledTails = normSet("im covered", "im god", "im fine", "im set", "im sorted", "i'm covered", "ماشي مشكل",
	"ma kayn mochkil", "machi mochkil", "ماكاينش علاش نشري", "makaynch lach nchri", "ma kayn lach nchri", "tant pis",
	"no need", "pas besoin", "that settles it")

// ownedLike reads the shopper having one like it, said with a word of
// likeness the older readers lack: "لدي واحدة مماثلة تماما", "أملك حقيبة
// شبيهة بها", "j'en ai une kif kif", "j'ai un sac quasi pareil", "i have a
// similar one", "it's almost identical to mine", "يكاد يطابق الذي عندي".
func ownedLike(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	switch {
	case likeHaveNum.has(wID, w) || (w == "have" || w == "got") && i > 0 && firstPersonsNum.has(toks[i-1].nid, toks[i-1].norm) || w == "ai" && i > 0 && (toks[i-1].norm == "jen" || toks[i-1].norm == "j"):
		if haveNegated(toks, i) || i > 0 && (toks[i-1].norm == "kan" || toks[i-1].norm == "كان" || toks[i-1].norm == "كانت") {
			return 0
		}
		for j := i + 1; j < len(toks) && j <= i+4; j++ {
			if clauseStart(&toks[j]) {
				return 0
			}
			if likeWords2Num.has(toks[j].nid, toks[j].norm) || hasAnyPrefix(toks[j].norm, likeStems) {
				return j - i + 1
			}
		}
	case (w == "identical" || w == "similar" || w == "pareil" || w == "pareille" || w == "identique") && i+2 < len(toks) &&
		(toks[i+1].norm == "to" || toks[i+1].norm == "a" || toks[i+1].norm == "à") && mineWords2Num.has(toks[i+2].nid, toks[i+2].norm):
		return 3 // "almost identical to mine"
	case w == "يطابق" && i+2 < len(toks) && (toks[i+1].norm == "الذي" || toks[i+1].norm == "اللي") && (toks[i+2].norm == "عندي" || toks[i+2].norm == "لدي"):
		return 3
	}
	return 0
}

var (
	likeHave   = normSet("لدي", "أملك", "املك", "عندي", "3ndi", "jen", "jai")
	likeWords2 = normSet("similar", "identical", "pareil", "pareille", "kif", "identique", "شبيهة", "شبيهه", "شبيه", "مشابه",
		"مشابهة", "مشابهه")
	likeStems  = stems("مماثل", "ماثل")
	mineWords2 = normSet("mine", "mienne", "mien", "miene")
)

// haveNegated is negatedAt for a verb of having, where the "en" of "j'en
// ai" (one of them) is no "ne".
func haveNegated(toks []tok, i int) bool {
	if i > 0 && toks[i-1].norm == "jen" {
		return toks[i].neg || i+1 < len(toks) && (toks[i+1].norm == "pas" || toks[i+1].norm == "plus" || toks[i+1].norm == "jamais")
	}
	return negatedAt(toks, i)
}

// likedBefore reports a liking said, not negated, before toks[i] ("j'adore
// les babouches, j'en ai déjà trois", "i love it but …"): what follows
// is told of a taste, no reason to refuse. Asked only once a reader of
// round 25b has read a reason at toks[i].
func likedBefore(toks []tok, i int) bool {
	for j := 0; j < i; j++ {
		w := toks[j].norm
		if (likeVerb(w) || strings.HasPrefix(w, "j") && likeVerb(w[1:])) && !negatedAt(toks, j) && !(j > 0 && verbNegatorsNum.has(toks[j-1].nid, toks[j-1].norm)) {
			return true
		}
	}
	return false
}
