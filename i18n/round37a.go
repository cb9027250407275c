package i18n

import "strings"

// Round 37a: an add order opening the message, then a condition that
// wishes, hopes or promises rather than sets one — "if possible", "if
// it is still in stock", a wish about the delivery or a gift, a second
// purchase or a return promised ("zidha ila momkin 9bel l3id", "oui
// ajoutez, et si possible livrez avant jeudi", "ah zidha ila ba9a wa7da
// f stock", "add it if you've still got one", "ewa dkhl wa7ed, w ila
// 3jbatni nzid wa7ed khor", "zidha, w ila kant ghalta nbdlha", "iyeh
// dkhlha, w ila kan chi code promo 7ttou", "yep add it, leave it with
// the guard if i'm not home", "زيدها، وإلا كان شي ريميز دير ليا فيه
// بركة"): a yes, as testdata/understanding/README.md rules "if possible"
// after a yes with a verb (tuning19) and "if it is still in stock" after
// one (`confirm`, `yes`); a yes hung on a fact stays unclear. Yes
// words alone in a clause of their own may stand for the order when the
// condition is set apart by a comma or an "and" ("Oui, et si possible un
// emballage discret", "yes and ship it to my hotel if u can").
//
// Read (addThenIf37a), the condition after the order:
//
//   - "if possible" or "if you can" ("ila momkin", "si c'est possible",
//     "إلا قدرتو", "إن أمكن"), in a clause of its own or closing the
//     message, a time at most after it (not "wakha zidha ila momkin
//     tjini had simana");
//   - still there or left ("ila mazal kayna", "si il reste du stock",
//     "إن كان لا يزال متوفرا"), after an add order only;
//   - the card liked, then more bought ("w ila 3jbatni nzid wa7ed
//     khor", "if she likes it i'll order another");
//   - a verb of sending back or changing it, its object said ("w ila ma
//     3jbatnich nrj3ha", "walakin ila jat sghira ghadi nrddha");
//   - a wish set apart: a condition opening its clause that names
//     something there may be ("w ila kan chi cadeau m3aha", "and if
//     there's a promo code") or runs on to what to do then, or one
//     closing a clause of its own ("leave it with the concierge if i'm
//     out", "ونخلص بالكارط إلا كانت الخدمة"), no fact of the thing or its
//     price in it ("fabor", "original", "moins cher", "remise" but after
//     "chi": "w ila kan chi remise …").
//
// Counted over every seen corpus line (heldout34 never read), the
// messages that open on an add order or on yes words set apart and have
// a condition word after them: 402, 235 labelled yes and 167 unclear
// (mostly a fact set on the order). This reader reads 181 of them, all
// labelled yes: 91 "if possible", 30 in stock, 8 more bought, 3 a return
// promised, 49 a wish; 80 of them were read unclear before. Without the
// word vetoes below (the shapes alone), it would read 193 yes and 13
// unclear. It leaves alone:
//
//   - anything asked (a question mark, a question's word, "can I",
//     "n9der"): 67 lines, 49 unclear ("zidha w ila ma 3jbatnich
//     nrddha, wakha?", "ok mais ila ma jatnich?");
//   - a fact set on the order, the condition right after it or after a
//     bare comma ("zidha ila kant original", "Ajoutez, si c'est bien
//     celle avec la doublure", "زيدها إلا كان التوصيل فابور"), "only if"
//     ("zidha ghir ila …", "yes, but only if …"), "if you want" ("zidha
//     ila bghiti"), an alternative ("… sinon la"), a but or "whether"
//     after bare yes words ("oui, sauf si …", "je voulais savoir si …");
//   - a size, a colour, a number in the condition, a price or a fact
//     ("free", "original", "under", "cheaper", a discount asked without
//     "chi": "wakha zidha w dir lia remise ila kayna"); in a wish, the
//     delivery's reach or time ("… send it to Fès if you deliver
//     there", round 26d's) or the sales ("w ila kan chi solde golhali",
//     round 24f's);
//   - a second thing asked beside the order ("and the same one for her
//     little sister if you have age 4", "w zid m3aha … ila kan fabor"),
//     "if you have one" closing the message, someone's yes awaited ("ila
//     gal rajli iyeh": the README's wait), a wait, a doubt, a no, a
//     removal, a position, round 36c's other vetoes.
//
// Of the 154 lines of the family left unasked, 118 are labelled unclear
// and 36 yes, the yeses sharing the left shapes (a second thing, "ghir",
// "if you have", a bare comma, a fact after "and").

// The shapes of a condition after an add order (if37a), for the counts.
const (
	if37aNone     = iota
	if37aPossible // "if possible", "if you can"
	if37aStock    // "if it is still in stock", "ila mazal kayna"
	if37aMore     // "if I like it I'll take another"
	if37aReturn   // "if it doesn't fit I'll send it back"
	if37aWish     // a wish about the delivery, paying, a gift, said under "if" in a clause of its own
)

var (
	// openers37a may open the add order besides putOpeners35e's
	openers37a = tokSet("ah", "aah", "wah", "mzyan", "parfait", "yep", "yup", "alright", "top", "آه", "اه", "أجل", "ahh", "oki")
	// addressed37a: the seller addressed after the order, besides addressed36c's ("zidha akhay")
	addressed37a = tokSet("akhay", "akhouya", "khouya", "khoya", "a7bibi", "habibi", "حبيبي", "أخويا", "اخويا")
	// if37a open a condition (the French "si" is siCondition35e's)
	if37a = tokSet("if", "ila", "ilaa", "إلا", "الا", "إذا", "اذا", "إن", "ان", "wila", "ويلا", "والا", "وإلا", "واذا", "وإذا", "وإن", "وان")
	// canBe37a may stand between the condition and its "possible" ("ila kan momkin", "si c'est possible", "if that's possible")
	canBe37a = tokSet("kan", "kant", "kano", "kanet", "كان", "كانت", "كانو", "c", "cest", "est", "ca", "ça", "thats", "that", "its", "it", "is", "s")
	// possible37a: "possible", or the one asked able ("if you can", "ila 9dertou", "إلا قدرتو")
	possible37a = tokSet("possible", "posible", "momkin", "mumkin", "momken", "mumken", "momkine", "amkn", "amken", "amkan", "ممكن", "أمكن",
		"امكن", "can", "could", "pouvez", "peux", "pouviez", "t9der", "t9dar", "t9dr", "9derti", "9dert", "9dertou", "9dartou", "9drti", "9drto",
		"9dertu", "qderti", "qdertou", "tqder", "قدرتو", "قدرتي", "قدرتوا", "تقدر", "تقدرو", "3afak", "عافاك")
	// you37a: the one asked, before "can" ("if you can", "si vous pouvez")
	you37a = tokSet("you", "u", "vous", "tu", "ya")
	// when37a: a time that may follow a bare "if possible" ("zidha ila momkin 9bel l3id", "si possible aujourd'hui")
	when37a = tokSet("9bel", "9bl", "qbel", "qbl", "avant", "before", "قبل", "aujourdhui", "today", "lyoum", "lyom", "اليوم", "ghda", "ghedda",
		"demain", "tomorrow", "غدا", "daba", "دابا", "now", "maintenant", "الآن", "الان", "this", "cette", "had")
	// still37a: still there, left, in stock ("ila mazal kayna", "if it's still in stock", "إن بقيت قطعة")
	still37a = tokSet("mazal", "mazala", "mazl", "mazel", "ba9a", "ba9i", "ba9at", "b9at", "b9a", "b9ات", "bqat", "encore", "still", "left",
		"reste", "stock", "lstock", "مازال", "مازالت", "يزال", "تزال", "بقات", "بقي", "بقيت", "بقا", "بقات", "السطوك", "ستوك")
	// like37a: liking it ("ila 3jbatni", "if she likes it", "ila jat mzyana")
	like37a = []string{"3jbat", "3ajbat", "3jbt", "عجبات", "عجبت", "like", "aime", "plait", "plaît", "mzyan", "zwin"}
	// more37a: buying more after ("nzid wa7ed khor", "nrje3 nchri", "i'll order another")
	more37a = []string{"nzid", "nchri", "nakhod", "nakhd", "nkhod", "order", "buy", "get", "commande", "prendr", "reprendr", "نشري", "نزيد", "ناخد",
		"ناخذ", "n3ayet", "another", "autre", "khor", "khra"}
	// return37a: sending it back or changing it ("nrddha", "nbdlha", "je la retourne", "نرجعها")
	return37a = []string{"nrd", "nred", "nrj3", "nrje3", "nrja3", "nbdl", "nbedl", "nbdel", "nbadl", "retourn", "renvoi", "rend", "echang",
		"échang", "return", "exchange", "نرد", "نرج", "نبدل", "نرجع", "كنرجع"}
	// only37a: only if ("zidha ghir ila …", "add it only if …"): a condition set
	only37a = tokSet("ghir", "gher", "غير", "only", "seulement", "uniquement", "juste", "just", "فقط", "condition", "بشرط", "chart", "شرط")
	// alt37a: an alternative ("… sinon la", "wla la", "otherwise no")
	alt37a = tokSet("wla", "ola", "ou", "or", "ولا", "sinon", "otherwise", "autrement", "else", "ولو")
	// second37a: a second thing asked beside the order ("and the same one for her sister", "throw in the matching glasses")
	second37a = tokSet("same", "matching", "throw", "assorti", "assortis", "meme", "même", "nfs", "nafs", "نفس", "pareil", "another", "autre")
	// one37a: one, and for whom, after the order ("dir liha wa7da", "put one in")
	one37a = tokSet("wa7d", "wa7da", "wa7ed", "wahd", "wahda", "one", "un", "une", "واحد", "واحدة", "liha", "lih", "lihom", "ليها", "ليه")
	// whether37a: "if" read as "whether" or "except" ("je voulais savoir si …", "sauf si …", "comme si …")
	whether37a = tokSet("savoir", "know", "wonder", "wondering", "whether", "sauf", "except", "comme", "as", "demande", "ask")
	// some37a: something there may be, after the condition ("w ila kan chi code promo", "and if there's a promo code", "وإذا كان هناك …")
	some37a = tokSet("chi", "chy", "شي", "any", "some", "un", "une", "a", "an", "theres", "there", "هناك", "هنالك", "kayna", "kayn", "كاين", "كاينة")
	// fact37a: a fact the thing or its delivery may lack ("free", "original", "under", "cheaper"): a condition set
	fact37a = tokSet("fabor", "fabour", "gratuit", "gratuite", "gratuitement", "free", "offert", "offerte", "مجاني", "مجانيا", "فابور", "باطل", "batel",
		"original", "originale", "asli", "asliya", "aslia", "أصلي", "أصلية", "اصلي", "اصلية", "real", "genuine", "vrai", "véritable", "veritable",
		"ta7t", "تحت", "under", "below", "moins", "less", "cheaper", "rkhisa", "rkhis", "أقل", "اقل", "أرخص", "ارخص", "remise", "discount",
		"réduction", "reduction", "تخفيض", "ريميز", "prix", "price", "tman", "taman", "ثمن", "الثمن", "سعر", "السعر", "naqes", "n9es",
		"n9as", "nqes", "na9es", "n9ess", "9ell", "baisser", "baissez", "baisse", "lower", "نقص", "نقصي", "نقصتي", "cher", "chère")
	// agree37a: someone agreeing or wanting ("if my husband agrees", "ila bghat", "إلا وافق")
	agree37a = tokSet("agree", "agrees", "agreed", "accepte", "accept", "accepts", "wafe9", "wafe9t", "wafq", "wafqat", "bgha",
		"bghat", "bghaw", "وافق", "وافقت", "بغا", "بغات", "بغاو", "says", "approve", "approves", "veut", "wants", "dit")
	// sales37a: the season's sales, awaited (round 24f's reason for a no)
	sales37a = tokSet("solde", "soldes", "lsoldes", "sale", "sales", "blackfriday", "tkhfidat", "التخفيضات", "تخفيضات", "الصولد", "صولد")
	// arrives37a: the delivery arriving or reaching, a fact a condition may set ("if you deliver there", "ila wslat 9bel l3id")
	arrives37a = tokSet("deliver", "delivers", "arrive", "arrives", "ship", "ships", "comes", "livrez", "livrer", "livre", "livrée", "livré",
		"wslat", "wsl", "twsel", "twsl", "twslat", "katwsel", "katwsl", "twslo", "katwslo", "tl7e9", "توصل", "وصلات", "وصل", "كتوصل",
		"توصلو", "كتوصلو", "يصل", "وصلت")
	// youWant37a: "if you want" ("zidha ila bghiti"): the choice left to the seller
	youWant37a = tokSet("bghiti", "briti", "bghitou", "بغيتي", "بغيتو", "want", "veux", "voulez", "شئت", "wanna")
)

// round37aReading reads a message that opens on an add order and goes on
// with a condition that wishes, hopes or promises rather than sets one
// as a yes, where nothing before it read an answer.
func (x *Understander) round37aReading(a *analysis, u *Understanding) {
	if x.open || u.answer() != DecisionNone || len(a.toks) < 3 || len(a.toks) > 30 || a.question || !a.may(cueIf37a) {
		return
	}
	if addThenIf37a(a.toks) != if37aNone {
		*u = yesAnswer(*u)
	}
}

// ifAt37a reports a condition opening at k: if37a's word (or its key, a
// glued "و" cut), or siCondition35e's "si"; not "لو سمحت" (please), "إن
// شاء الله" (God willing), "7ta ila" (even if).
func ifAt37a(toks []tok, k int) bool {
	t := &toks[k]
	if !if37a[t.norm] && !if37a[t.key] && !siCondition35e(toks, k) {
		return false
	}
	if k+1 < len(toks) && (strings.HasPrefix(toks[k+1].norm, "شاء") || strings.HasPrefix(toks[k+1].norm, "سمح")) {
		return false
	}
	if t.norm == "ان" && (k+1 == len(toks) || !ifThat37a[toks[k+1].norm]) {
		return false // "أن" (that), which folds as "إن" does: "قبل أن ينفد", "أرجو أن يصل"
	}
	if k > 0 && (concede37a[toks[k-1].norm] || hope37a[toks[k-1].norm]) {
		return false // "7ta ila", "même si"; "أرجو ألا …" (that … not)
	}
	return true
}

// someBefore37a reports something there may be said between the
// condition at c and k ("w ila kan chi remise", "si vous avez un code
// promo"): a hope, not a condition set on the price.
func someBefore37a(toks []tok, c, k int) bool {
	for j := c + 1; j < k; j++ {
		if w := toks[j].norm; some37a[w] && !article37a[w] || have37a[w] && !article37a[w] {
			return true
		}
	}
	return false
}

// article37a: some37a's and have37a's articles, which say nothing is hoped for alone ("si possible une remise")
var article37a = tokSet("un", "une", "a", "an", "y", "ya", "as")

// canI37a reports the shopper asking leave at k: "can I", "could we",
// "n9der", "نقدر" (a question, said with a mark or not).
func canI37a(toks []tok, k int) bool {
	w := toks[k].norm
	if (w == "can" || w == "could" || w == "may") && k+1 < len(toks) && (toks[k+1].norm == "i" || toks[k+1].norm == "we") {
		return true
	}
	return canFirst37a[w] || canFirst37a[toks[k].key]
}

// canFirst37a: "I can" in Darija and Arabic, asked ("wach n9der …")
var canFirst37a = tokSet("n9der", "n9dr", "nqder", "nqdr", "n9dro", "n9dar", "نقدر", "نقدرو", "أقدر", "اقدر", "أستطيع", "استطيع", "يمكنني")

// sizeOrPrice37a reports the number at k a size or a price ("en 42",
// "f 38", "300 dh").
func sizeOrPrice37a(toks []tok, k int) bool {
	return k > 0 && sizeBefore37a[toks[k-1].norm] || k+1 < len(toks) && money37a[toks[k+1].norm]
}

var (
	// sizeBefore37a may stand before a size
	sizeBefore37a = tokSet("en", "in", "f", "fi", "ف", "في", "taille", "size", "pointure", "l9yas", "9yas", "مقاس", "المقاس", "b", "ب")
	// money37a may follow a price
	money37a = tokSet("dh", "dhs", "dirham", "dirhams", "درهم", "mad", "euros", "euro", "rial", "ryal", "ريال")
)

// hope37a: hoping, before "ألا"/"أن" (that), which fold as "إلا"/"إن" do
var hope37a = tokSet("أرجو", "ارجو", "نرجو", "أتمنى", "اتمنى", "نتمنى", "يجب", "المهم")

// bareStems37a: a verb of putting in said bare ("zid", "dir"), which
// asks for more alone, and orders one with "one" after it
var bareStems37a = tokSet("zid", "dir", "7ot", "7et", "7ott", "dkhl", "dakhl", "زيد", "دير", "حط", "دخل")

// putOne37a reports a bare verb of putting in, then one ("dir wa7da",
// "zid liha wa7ed", "دير واحد").
func putOne37a(toks []tok, i int) bool {
	if !bareStems37a[toks[i].norm] {
		return false
	}
	for k := i + 1; k < len(toks) && k <= i+2 && !clauseStart(&toks[k]); k++ {
		if w := toks[k].norm; one37a[w] && w != "liha" && w != "lih" && w != "lihom" && w != "ليها" && w != "ليه" {
			return true
		} else if !one37a[w] && !putFillers32Num.has(toks[k].nid, w) {
			return false
		}
	}
	return false
}

// ifThat37a may follow "إن" (if), not "أن" (that): "إن أمكن", "إن كان", "إن لم أكن", "إن بقيت"
var ifThat37a = tokSet("أمكن", "امكن", "كان", "كانت", "كنت", "كانوا", "كانو", "لم", "بقي", "بقيت", "وجد", "وجدت", "توفر", "توفرت")

// concede37a: "even" before the condition ("7ta ila", "même si", "even if")
var concede37a = tokSet("7ta", "hta", "ta", "حتى", "meme", "même", "even")

// addThenIf37a reports the shape of a message that opens on an add order
// (or yes words in a clause of their own) and goes on under a condition
// (if37aPossible…), or if37aNone.
func addThenIf37a(toks []tok) int {
	e, yesOnly, ok := orderEnd37a(toks)
	if !ok {
		return if37aNone
	}
	c := -1
	for k := e; k < len(toks); k++ {
		if ifAt37a(toks, k) {
			c = k
			break
		}
	}
	if c < 0 {
		return if37aNone
	}
	// apart: the condition in a clause of its own after the order, "and"
	// before it ("w ila …", "وإلا …", "et si …") or words of its own
	// ("…, leave it with the guard if i'm not home"); not "ajoutez, si
	// c'est …", a condition set on the order
	apart := c == e && toks[c].norm != toks[c].key && gluedAnd36c(toks[c].norm) ||
		c > e && (clauseStart(&toks[e]) || and36c[toks[e].norm] || gluedAnd36c(toks[e].norm))
	if yesOnly && !apart {
		return if37aNone
	}
	for k := e; k < len(toks); k++ {
		if vetoed37a(toks, c, k) || yesOnly && (butWordsAll32Num.has(toks[k].nid, toks[k].norm) || whether37a[toks[k].norm]) {
			return if37aNone
		}
	}
	ce := c + 1 // the condition's clause ends
	for ce < len(toks) && !clauseStart(&toks[ce]) {
		ce++
	}
	for k := c + 1; k < ce; k++ {
		if isDigits(toks[k].norm) {
			return if37aNone // a size, a price, a date set ("zidha ila kayna f 38")
		}
		if saidVerbs32Num.has(toks[k].nid, toks[k].norm) || agree37a[toks[k].norm] || agree37a[toks[k].key] {
			return if37aNone // someone's yes awaited ("w ila gal rajli iyeh …"): a wait
		}
	}
	if p, ok := possibleAt37a(toks, c+1); ok {
		if apart || p == len(toks) || clauseStart(&toks[p]) || when37a[toks[p].norm] {
			return if37aPossible
		}
		return if37aNone // "wakha zidha ila momkin tjini had simana"
	}
	for k := c + 1; k < ce && !yesOnly; k++ {
		if still37a[toks[k].norm] || still37a[toks[k].key] {
			return if37aStock
		}
	}
	if haveEnd37a(toks, c) || !apart && !clauseStart(&toks[c]) || youWant37a[toks[min(c+1, len(toks)-1)].norm] {
		return if37aNone
	}
	for k := c + 1; k < ce; k++ {
		if arrives37a[toks[k].norm] || arrives37a[toks[k].key] || sales37a[toks[k].norm] {
			return if37aNone // the delivery's reach or time set ("… send it to Fès if you deliver there"), the sales awaited ("w ila kan chi solde golhali")
		}
	}
	if moreLater37a(toks, c, ce) {
		return if37aMore
	}
	for k := c + 1; k < len(toks); k++ {
		if returnAt37a(toks, k) {
			return if37aReturn
		}
	}
	if apart && wish37a(toks, c, ce) {
		return if37aWish
	}
	return if37aNone
}

// orderEnd37a reports where the order that opens toks ends: an add
// order (openers, the verb, its fillers, one, the seller addressed), or
// yes words alone up to a clause of their own or an "and" (yesOnly).
func orderEnd37a(toks []tok) (e int, yesOnly, ok bool) {
	i := 0
	for i < len(toks) && (putOpeners35e[toks[i].norm] || openers37a[toks[i].norm]) {
		i++
	}
	if i == len(toks) {
		return 0, false, false
	}
	if !toks[i].neg && !negationShaped(toks[i].norm) && (putVerb32(&toks[i]) || putOne37a(toks, i)) {
		e = orderEnd36c(toks, i)
		for e < len(toks) && !clauseStart(&toks[e]) && (one37a[toks[e].norm] || addressed37a[toks[e].norm] || putTail35e[toks[e].norm] ||
			putFillers32Num.has(toks[e].nid, toks[e].norm)) {
			e++ // "dir liha wa7da", "put one in", "zidha akhay"
		}
		return e, false, e < len(toks)
	}
	e, ok = yesEnd37a(toks, i)
	return e, true, ok
}

// moreLater37a reports, in the condition's clause toks[c:ce], the card
// liked ("ila 3jbatni", "if she likes it") then more bought after it
// ("nzid wa7ed khor", "i'll order another").
func moreLater37a(toks []tok, c, ce int) bool {
	for k := c + 1; k < ce; k++ {
		if !hasStem36c(toks[k].norm, like37a) {
			continue
		}
		if toks[k].neg || negationShaped(toks[k].norm) || k > c+1 && (toks[k-1].norm == "ma" || toks[k-1].norm == "ما") {
			return false // "ila ma 3jbatnich …": a return
		}
		for j := k + 1; j < len(toks); j++ {
			if hasStem36c(toks[j].norm, more37a) {
				return true
			}
		}
		return false
	}
	return false
}

// wish37a reports the condition at c (its clause ending at ce) a wish:
// opening its clause ("w ila …", "and if …"), it names something there
// may be ("w ila kan chi code promo 7ettou") or goes on to what to do
// then; closing a clause of its own ("leave it with the guard if i'm
// not home"), it is about the shopper. Neither hangs on a fact about the
// thing or its price ("w ila kant asliya", "w sifetha ila kan tawsil
// fabor").
func wish37a(toks []tok, c, ce int) bool {
	opens := clauseStart(&toks[c]) || and36c[toks[c-1].norm] || toks[c].norm != toks[c].key && gluedAnd36c(toks[c].norm)
	some := false
	for k := c + 1; k < len(toks) && k <= c+3; k++ {
		some = some || some37a[toks[k].norm]
	}
	if opens && !some && len(toks)-c < 7 {
		return false
	}
	for k := c + 1; k < ce && !some; k++ {
		if fact37a[toks[k].norm] || fact37a[toks[k].key] {
			return false
		}
	}
	return true
}

// objEnds37a: the card as the object glued to a Darija or Arabic verb ("nrddha", "نبدلها")
var objEnds37a = []string{"ha", "h", "ه", "ها", "hom", "هم"}

// returnAt37a reports a verb of sending back or changing the card at k,
// its object said ("nrddha", "نبدلها", "return it", "la retourner").
func returnAt37a(toks []tok, k int) bool {
	w := toks[k].norm
	if !hasStem36c(w, return37a) {
		return false
	}
	for _, p := range objEnds37a {
		if strings.HasSuffix(w, p) {
			return true
		}
	}
	return k+1 < len(toks) && (toks[k+1].norm == "it" || toks[k+1].norm == "them") || k > 0 && frObj36a[toks[k-1].norm]
}

// have37a: had, there ("if you have one", "ila kayna", "إلا عندكم")
var have37a = tokSet("have", "has", "got", "theres", "there", "kayna", "kayn", "kaynin", "kaynine", "3ndkom", "3ndk",
	"3andkom", "عندكم", "عندك", "كاينة", "كاين", "كاينين", "avez", "as", "tas", "existe", "ya", "y", "a")

// haveEnd37a reports the condition at c closing the message in a few
// words on what the shop has ("… and the gift card too if you have one",
// "w dir lia remise ila kayna", "ودير ليا ريميز إلا كاينة"): a second
// thing asked on condition, which the corpus reads unclear.
func haveEnd37a(toks []tok, c int) bool {
	if len(toks)-c > 4 {
		return false
	}
	for k := c + 1; k < len(toks); k++ {
		if clauseStart(&toks[k]) {
			return false
		}
	}
	if c+2 == len(toks) && canBe37a[toks[c+1].norm] {
		return true // "… ila kan", "… إلا كانو"
	}
	return c+1 < len(toks) && (have37a[toks[c+1].norm] || c+2 < len(toks) && have37a[toks[c+2].norm])
}

// yesEnd37a reports a message opening on yes words alone, up to a
// clause of their own or an "and" ("oui, et si possible …", "yes and
// i'll pick it up myself if possible"), and where they end.
func yesEnd37a(toks []tok, n int) (int, bool) {
	yes := false
	for k := 0; k < n; k++ {
		if k > 0 && (clauseStart(&toks[k]) || and36c[toks[k].norm]) {
			return k, yes
		}
		yes = yes || toks[k].in(hsYesWords28)
	}
	if n > 0 && n < len(toks) && (clauseStart(&toks[n]) || gluedAnd36c(toks[n].norm)) {
		return n, yes
	}
	return 0, false
}

// possibleAt37a reports "possible" said from k ("ila momkin", "si c'est
// possible", "if you can", "إلا قدرتو") and where it ends.
func possibleAt37a(toks []tok, k int) (int, bool) {
	for n := 0; k < len(toks) && n < 2 && !clauseStart(&toks[k]) && (canBe37a[toks[k].norm] || you37a[toks[k].norm]); n++ {
		k++
	}
	if k < len(toks) && !clauseStart(&toks[k]) && possible37a[toks[k].norm] {
		return k + 1, true
	}
	return 0, false
}

// vetoed37a reports the word at k (from the order's end on; the
// condition at c) keeping the message from being a yes: round 36c's
// vetoes, less its conditions, and a price, a fact, leave asked.
func vetoed37a(toks []tok, c, k int) bool {
	t := &toks[k]
	w := t.norm
	between := k < c
	switch {
	case t.asked || sizeSaid32Num.has(t.nid, w) || lookingWords32Num.has(t.nid, w) || colourOrMetal32(toks, k) || alt37a[w] || until35e[w] || only37a[w]:
		return true // asked, a size, a colour, an alternative, a condition set
	case (w == "en" || w == "in" || w == "f") && k+1 < len(toks) && sizeWords32Num.has(toks[k+1].nid, toks[k+1].norm):
		return true
	case between && isDigits(w) && sizeOrPrice37a(toks, k):
		return true // "oui, en 42 si possible"
	case (fact37a[w] || fact37a[t.key]) && !someBefore37a(toks, c, k):
		return true // "oui, moins cher si possible", "yes and if possible a discount"; not "w ila kan chi remise …"
	case canI37a(toks, k):
		return true // "… can I return it", "wach n9der nrddha": asked, a mark or not
	case noAt36c(toks, k):
		return true
	case holdWords32Num.has(t.nid, w) || looking35e[w] || stopWait[w] || takeBackWords[w] || waitStem(w):
		return true
	case mindChanged33b[w] || retract36c[w] || doubt36c[w] && !still37a[w] || between && (other35e[w] || also36c[w] || second37a[w]):
		return true
	case removalVerb(t) || forgetVerb(w) || between && (putVerb32(t) || strings.Contains(w, "zid") || strings.Contains(w, "زيد")):
		return true
	case wantNegated36c(toks, k) || t.neg && hasStem36c(w, send36c) || hasStem36c(w, asks36c) || hasStem36c(w, show36c):
		return true
	case wantRefused35e(toks, k) || arabicWantRefused36c(toks, k):
		return true
	case k+1 < len(toks) && laterNegators[w] && notNowWords[toks[k+1].norm]:
		return true
	}
	if n, _ := positionAt(toks, k); n != 0 {
		return true
	}
	ri, ok := t.role1()
	return ok && (ri.roles&(rQWord|rPriceQ) != 0 || between && ri.roles&rShowMore != 0)
}
