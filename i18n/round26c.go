package i18n

import "strings"

// Round 26c: English, French and Standard Arabic refusals told by a
// reason alone that the fresh writers (heldout22, heldout23, tuning23,
// tuning24) wrote in several files and languages, and round 25b's
// readers did not reach. Each is a reader of round 22f's reasonAlone
// (reasonCore asks them at a word round26cCue says they may open on), so
// the whole message must still be a plain statement: nothing asked, no
// condition, no yes, want, wait or verb of putting in, no praise after
// the reason. The shapes:
//
//   - the delivery costing as much as the thing or more (deliveryCostly:
//     "the delivery fee is more than the soap itself", "the delivery cost
//     to Laayoune kills it", "la livraison coûte presque autant que
//     l'article", "مصاريف التوصيل تكاد تساوي ثمن القطعة", "سعر التوصيل
//     مبالغ فيه");
//   - someone of the family judging it ugly, too much, not worth it or
//     not needed (kinVerdict: "my husband says it's a rip off", "my fiancé
//     vetoed it", "mon mari trouve ça trop voyant", "زوجي يرى أنه لا يستحق
//     هذا الثمن", "ابنتي تقول إن اللون لا يليق بي");
//   - only the price wanted (justPriceAsked: "i just wanted to know the
//     price", "je voulais juste savoir le prix", "c'était juste pour
//     voir", "أردت فقط معرفة الثمن");
//   - a child grown out of the size (outgrown: "my son outgrew that
//     size", "ma fille a grandi, elle rentrera jamais dedans", "ابني كبر
//     ولم يعد هذا مقاسه").
//
// Asked, under a condition, negated, said of another one, or followed by
// a yes, praise after it or a verb of putting in, each stays unclear.

var round26cReaders = []struct {
	read func([]tok, int) int
	kind reasonKind
}{
	{deliveryCostly, reasonDelivery}, {kinVerdict, reasonOther}, {justPriceAsked, reasonPass}, {outgrown, reasonSize},
	{boughtAlready, reasonOwned}, {budgetSpent, reasonBudget}, {wontDo, reasonSize},
	{settleFor, reasonPass}, {lookElsewhere, reasonElsewhere},
}

// round26cCue reports a word one of round26cReaders may open on.
func round26cCue(t *tok) bool {
	return round26cStartsNum.has(t.nid, t.norm)
}

var round26cStarts = func() map[string]bool {
	m := normSet("just", "juste", "voulais", "etait", "était", "c'était", "أردت", "اردت", "outgrew", "outgrown", "grandi",
		"budgets", "الظروف", "ظروفي", "وضعي", "saving", "economies", "économies", "that", "it", "this", "the", "so", "sert",
		"يكفي", "contenter", "cest", "look", "search", "shop", "keep", "voir", "chercher", "regarder", "سأبحث", "سنبحث",
		"سأشتري", "سأشتريها", "سأشتريه")
	for _, set := range []map[string]bool{deliveryWords, deliveryCostNouns, kinRefusers, kinMore, r26cBought, budgetWords, r26cPriceNouns, r26cSettle} {
		for k := range set {
			m[k] = true
		}
	}
	for _, w := range []string{"كبر", "كبرت"} {
		for _, p := range []string{"", "و", "ف"} {
			m[Normalize(p+w)] = true
		}
	}
	return m
}()

// clauseNegOrIf reports a negation, a condition or a past story word in
// toks[b:e] outside the words skip says are the reason's own.
func clauseNegOrIf(toks []tok, b, e int, skip func(string) bool) bool {
	for j := b; j < e; j++ {
		v, vID := toks[j].norm, toks[j].nid
		if skip != nil && skip(v) {
			continue
		}
		if condWordsNum.has(vID, v) || ifWordsNum.has(vID, v) || v == "لو" || v == "unless" || negationWord(toks, j) || verbNegatorsNum.has(vID, v) || toks[j].neg ||
			r26cNegsNum.has(vID, v) {
			return true
		}
	}
	return false
}

// deliveryCostly reads the delivery costing as much as the thing or more:
// a delivery word (with its cost noun before it: "frais de livraison",
// "مصاريف التوصيل", "delivery fee") and, in its clause, a comparison with
// the thing ("more than the item", "autant que l'article", "plus cher que
// le produit", "تساوي ثمن", "أغلى من") or a verdict ("kills it", "revient
// trop cher", "مبالغ فيه"). A number compared ("more than 50 dh") is a
// fact, a past delivery a story.
func deliveryCostly(toks []tok, i int) int {
	s := i
	if deliveryCostNounsNum.has(toks[i].nid, toks[i].norm) {
		j := i + 1
		if j < len(toks) && (toks[j].norm == "de" || toks[j].norm == "d") {
			j++
		}
		if j >= len(toks) || !deliveryWordsNum.has(toks[j].nid, toks[j].norm) || clauseStart(&toks[j]) {
			return 0
		}
		i = j
	} else if !deliveryWordsNum.has(toks[i].nid, toks[i].norm) || i > 0 && !clauseStart(&toks[i]) && deliveryCostNounsNum.has(toks[i-1].nid, toks[i-1].norm) {
		return 0 // (read from its cost noun)
	}
	b, e := clauseBegin(toks, s), clauseEnd(toks, i+1)
	if clauseNegOrIf(toks, b, e, nil) {
		return 0 // "the delivery isn't more than the item", "if shipping costs more than…"
	}
	costSaid := s < i
	for j := b; j < e; j++ {
		v, vID := toks[j].norm, toks[j].nid
		if deliveryPastNum.has(vID, v) && v != "a" || v == "was" || v == "cost" && j > 0 && toks[j-1].norm == "delivery" && j+1 < e && toks[j+1].norm == "me" {
			return 0 // "the last delivery cost more than the item"
		}
		if deliveryCostNounsNum.has(vID, v) || costVerbsNum.has(vID, v) {
			costSaid = true
		}
	}
	for j := i + 1; j < e; j++ {
		v, vID2 := toks[j].norm, toks[j].nid
		switch {
		case (v == "more" || v == "plus" || v == "autant" || v == "much") && j+1 < e && (toks[j+1].norm == "than" || toks[j+1].norm == "que" || toks[j+1].norm == "as") ||
			(v == "cher" || v == "chers" || v == "chere" || v == "cheres") && j+1 < e && toks[j+1].norm == "que" && j > 0 && toks[j-1].norm == "plus":
			k := j + 2
			for k < e && (toks[k].norm == "the" || toks[k].norm == "le" || toks[k].norm == "la" || toks[k].norm == "l" || toks[k].norm == "as") {
				k++
			}
			if !costSaid || k >= e || number(toks[k].norm) || amountIn(toks[k:e]) {
				return 0
			}
			return e - s
		case r26cKillsNum.has(vID2, v) && j+1 < e && toks[j+1].norm == "it" && costSaid:
			return j + 2 - s
		case v == "revient" && j+1 < e && (toks[j+1].norm == "trop" || toks[j+1].norm == "plus") && j+2 < e && dearWordsNum.has(toks[j+2].nid, toks[j+2].norm):
			return j + 3 - s
		case (strings.HasSuffix(v, "تساوي") || strings.HasSuffix(v, "يساوي")) && j+1 < e && (strings.HasPrefix(toks[j+1].norm, "ثمن") || strings.HasPrefix(toks[j+1].norm, "سعر")):
			return e - s
		case r26cDearerNum.has(vID2, v) && j+1 < e && toks[j+1].norm == "من" && j+2 < e && !number(toks[j+2].norm):
			return e - s
		case v == "مبالغ" && costSaid && j == e-1 || v == "مبالغ" && costSaid && j+2 == e && toks[j+1].norm == "فيه":
			return e - s
		}
	}
	return 0
}

// r26cFitWords: a size that fits or not, which a relative says of the
// wearer, no verdict on the thing.
var r26cFitWords = normSet("big", "small", "tight", "large", "loose", "long", "short", "wide", "narrow", "grand", "grande",
	"petit", "petite", "serre", "serrée", "serré", "court", "courte", "longue", "large", "juste")

// r26cNegs: English and French negations the decision lexicon does not
// list as such.
var r26cNegs = normSet("not", "never", "hasnt", "havent", "hadnt", "didnt", "dont", "doesnt", "isnt", "wasnt", "arent",
	"werent", "wont", "cant", "pas", "jamais", "aint")

var (
	deliveryCostNouns = normSet("frais", "cout", "coût", "prix", "مصاريف", "سعر", "ثمن", "تكلفة", "تكلفه", "رسوم")
	costVerbs         = normSet("cost", "costs", "fee", "fees", "price", "charge", "coute", "coûte", "coutent", "coûtent",
		"frais", "تكلف", "يكلف")
)

// kinMore: kin round 22f's kinRefusers do not list.
var kinMore = normSet("fiance", "fiancé", "fiancee", "fiancée", "grandma", "grandpa", "mamie", "papi", "جدتي", "جدي",
	"belle-mere", "belle-mère", "wife's", "hubby", "ابنتي", "ابني", "والدي", "والدتي", "زوجتي")

// kinVerdict reads someone of the family judging the thing: a kin word
// said as "my …" ("my husband", "mon mari", "زوجي", "ابنتي"), then a verb
// of saying or finding ("says", "thinks", "trouve", "dit que", "ترى",
// "تقول") and, in the same clause, a judgement against it: ugly, a rip
// off, not worth it, too much, not needed, absolutely not ("my husband
// says it's a rip off", "ma femme dit que c'est bzaf", "زوجي يرى أنه لا
// يستحق هذا الثمن"); or "vetoed it" alone. Said of another one ("the
// blue one"), negated ("doesn't think"), under a condition or asked, it
// stays unclear (reasonAlone's checks, and the colour and ordinal ones).
func kinVerdict(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	if !kinRefusersNum.has(wID, w) && !kinMoreNum.has(wID, w) {
		return 0
	}
	if isASCII(w) {
		if i == 0 || !r26cKinOwnersNum.has(toks[i-1].nid, toks[i-1].norm) {
			return 0 // "my husband", "mon mari", not "her husband"
		}
		if i > 1 && !clauseStart(&toks[i-1]) && (condWordsNum.has(toks[i-2].nid, toks[i-2].norm) || ifWordsNum.has(toks[i-2].nid, toks[i-2].norm)) {
			return 0
		}
	} else if w != "ابنتي" && w != "ابني" && w != "زوجي" && w != "زوجتي" && w != "أمي" && w != "امي" && w != "أبي" && w != "ابي" &&
		w != "والدي" && w != "والدتي" && w != "أختي" && w != "اختي" && w != "أخي" && w != "اخي" {
		return 0
	}
	e := clauseEnd(toks, i+1)
	j := i + 1
	if j < e && (toks[j].norm == "in" || toks[j].norm == "law") {
		for j < e && (toks[j].norm == "in" || toks[j].norm == "law") {
			j++ // "my mother in law"
		}
	}
	if j < e && (toks[j].norm == "just" || toks[j].norm == "also" || r26cAlsoNum.has(toks[j].nid, toks[j].norm) || toks[j].norm == "m") {
		j++
	}
	if j < e && (toks[j].norm == "a" || toks[j].norm == "has") {
		j++ // "a dit", "has said"
	}
	if j >= e {
		return 0
	}
	v, vID := toks[j].norm, toks[j].nid
	if v == "vetoed" || v == "veto" || v == "vetoe" {
		if j+1 < len(toks) && (toks[j+1].norm == "it" || toks[j+1].norm == "this" || toks[j+1].norm == "that") && clauseEnds(toks, j+2) {
			return j + 2 - i
		}
		return 0
	}
	if !r26cSayVerbsNum.has(vID, v) {
		return 0
	}
	// the judgement, in the clause after the verb
	for k := j + 1; k < e; k++ {
		if n := verdictAgainst(toks, k, e); n > 0 {
			if clauseNegOrIf(toks, j+1, k, func(s string) bool { return s == "la" }) {
				return 0 // "my husband says it's not too much", "…si c'est trop"
			}
			return k + n - i
		}
	}
	return 0
}

var (
	r26cKinOwners = normSet("my", "mon", "ma", "mes", "our")
	r26cSayVerbs  = normSet("says", "said", "thinks", "thought", "finds", "dit", "trouve", "pense", "trouvent", "disent",
		"ترى", "يرى", "تقول", "يقول", "قال", "قالت", "تعتبر", "يعتبر", "تجد", "يجد")
	r26cUglyWords = normSet("ugly", "ripof", "rip", "cringe", "tacky", "overpriced", "hideous", "moche", "nul", "nulle",
		"ringard", "ringarde", "قبيح", "قبيحه", "قبيحة")
)

// verdictAgainst reads a judgement against the thing at toks[k] (within
// toks[:e]): an ugly word, "a rip off", "not worth it", "too much",
// "trop" + a quality that is no praise, "absolutely not", "we don't need
// it", "لا يليق", "لا يستحق", "لسنا بحاجة", "لا نحتاج".
func verdictAgainst(toks []tok, k, e int) int {
	v, vID := toks[k].norm, toks[k].nid
	switch {
	case r26cUglyWordsNum.has(vID, v):
		if v == "rip" {
			if k+1 < e && (toks[k+1].norm == "of" || toks[k+1].norm == "off") {
				return 2
			}
			return 0
		}
		return 1
	case v == "to" || v == "too" || v == "trop" || v == "tres":
		if k+1 < e && (toks[k+1].norm == "much" || toks[k+1].norm == "many") {
			return 2
		}
		if k+1 < e && v != "tres" && isASCII(toks[k+1].norm) && !excessPraiseNum.has(toks[k+1].nid, toks[k+1].norm) && !number(toks[k+1].norm) && !clauseStart(&toks[k+1]) {
			if r26cFitWordsNum.has(toks[k+1].nid, toks[k+1].norm) || k+2 < e && (toks[k+2].norm == "for" || toks[k+2].norm == "pour") {
				return 0 // "too big for her": the fit of whoever wears it, told
			}
			return 2 // "trop voyant", "too loud"
		}
	case v == "bzaf" || v == "bezaf":
		return 1
	case v == "not" && k+1 < e && toks[k+1].norm == "worth", v == "absolutely" && k+1 < e && toks[k+1].norm == "not" && clauseEnds(toks, k+2):
		return 2
	case (v == "dont" || v == "do") && k+1 < e && (r26cNeedNum.has(toks[k+1].nid, toks[k+1].norm) || toks[k+1].norm == "not" && k+2 < e && r26cNeedNum.has(toks[k+2].nid, toks[k+2].norm)):
		if k > 0 && (toks[k-1].norm == "we" || toks[k-1].norm == "i") {
			return 2
		}
	case v == "vaut" && k+1 < e && toks[k+1].norm == "pas", v == "pas" && k+1 < e && toks[k+1].norm == "la" && k+2 < e && toks[k+2].norm == "peine":
		return 2
	case v == "لا" && k+1 < e && (strings.HasPrefix(toks[k+1].norm, "يليق") || strings.HasPrefix(toks[k+1].norm, "يستحق") ||
		strings.HasPrefix(toks[k+1].norm, "تليق") || strings.HasPrefix(toks[k+1].norm, "نحتاج")):
		return 2
	case (v == "لسنا" || v == "لست") && k+1 < e && strings.HasPrefix(toks[k+1].norm, "بحاج"):
		return 2
	}
	return 0
}

// justPriceAsked reads only the price wanted: "(i) just wanted to know
// / see the price", "how much it was", "je voulais juste savoir / voir
// le prix", "c'était juste pour voir (le prix)", "أردت فقط معرفة الثمن",
// "أردت فقط أن أعرف السعر". The clause must end with the price: "just
// wanted to know the price of the red one" asks about another.
func justPriceAsked(toks []tok, i int) int {
	w := toks[i].norm
	j := -1
	switch {
	case w == "just" && i+2 < len(toks) && (toks[i+1].norm == "wanted" || toks[i+1].norm == "wana") && toks[i+2].norm == "to":
		j = i + 3
		if j < len(toks) && r26cKnowSeeNum.has(toks[j].nid, toks[j].norm) {
			j++
		} else {
			return 0
		}
	case w == "voulais" && i+2 < len(toks) && toks[i+1].norm == "juste" && (toks[i+2].norm == "savoir" || toks[i+2].norm == "voir"):
		j = i + 3
	case (w == "etait" || w == "était") && i+3 < len(toks) && toks[i+1].norm == "juste" && toks[i+2].norm == "pour" && toks[i+3].norm == "voir":
		j = i + 4
		if j >= len(toks) || clauseStart(&toks[j]) {
			return j - i
		}
	case (w == "أردت" || w == "اردت") && i+2 < len(toks) && toks[i+1].norm == "فقط":
		j = i + 2
		if toks[j].norm == "أن" || toks[j].norm == "ان" {
			j++
			if j >= len(toks) || !(toks[j].norm == "أعرف" || toks[j].norm == "اعرف") {
				return 0
			}
		} else if toks[j].norm != "معرفة" && toks[j].norm != "معرفه" {
			return 0
		}
		j++
	default:
		return 0
	}
	if j >= len(toks) || clauseStart(&toks[j]) {
		return 0
	}
	v := toks[j].norm
	switch {
	case v == "the" || v == "le" || v == "les":
		if j+1 < len(toks) && (toks[j+1].norm == "price" || toks[j+1].norm == "prices" || toks[j+1].norm == "prix" || toks[j+1].norm == "cost") {
			j += 2
		} else {
			return 0
		}
	case v == "how" && j+2 < len(toks) && toks[j+1].norm == "much" && toks[j+2].norm == "it":
		j += 3
		if j < len(toks) && (toks[j].norm == "was" || toks[j].norm == "is" || toks[j].norm == "costs" || toks[j].norm == "cost") {
			j++
		}
	case v == "الثمن" || v == "السعر" || v == "ثمنها" || v == "سعرها" || v == "ثمنه" || v == "سعره":
		j++
	default:
		return 0
	}
	for j < len(toks) && !clauseStart(&toks[j]) && (toks[j].norm == "c" || toks[j].norm == "tout" || toks[j].norm == "only" || toks[j].norm == "lol") {
		j++ // "le prix c tout"
	}
	if j < len(toks) && !clauseStart(&toks[j]) {
		return 0
	}
	return j - i
}

// outgrown reads a child grown out of the size: "(my son) outgrew that
// size / it / this one", "has outgrown it", "ma fille a grandi, elle
// (ne) rentrera jamais / plus dedans", "ابني كبر ولم يعد هذا مقاسه / يلبس
// هذا المقاس". "outgrew his old shoes" is the reason to buy, no refusal.
func outgrown(toks []tok, i int) int {
	w := toks[i].norm
	switch {
	case w == "outgrew" || w == "outgrown":
		if i > 0 && (negatorBefore(toks, i) || r26cNegsNum.has(toks[i-1].nid, toks[i-1].norm)) || i > 1 && (negatorBefore(toks, i-1) || r26cNegsNum.has(toks[i-2].nid, toks[i-2].norm)) {
			return 0 // "hasn't outgrown", "never outgrew"
		}
		j := i + 1
		if j < len(toks) && (toks[j].norm == "that" || toks[j].norm == "this" || toks[j].norm == "the") && j+1 < len(toks) && (toks[j+1].norm == "size" || toks[j+1].norm == "one") {
			return j + 2 - i
		}
		if j < len(toks) && toks[j].norm == "it" && (j+1 >= len(toks) || clauseStart(&toks[j+1]) || toks[j+1].norm == "already") {
			return 2
		}
	case w == "grandi":
		if i == 0 || toks[i-1].norm != "a" || clauseNegOrIf(toks, clauseBegin(toks, i), i, nil) {
			return 0
		}
		e := clauseEnd(toks, i+1)
		if e != i+1 || e >= len(toks) {
			return 0
		}
		// the next clause: (il|elle) (ne|n) (rentre|rentrera|rentrerait|va) (plus|jamais) (dedans)
		k := e
		if toks[k].norm == "elle" || toks[k].norm == "il" {
			k++
		}
		if k < len(toks) && (toks[k].norm == "ne" || toks[k].norm == "n") {
			k++
		}
		if k+1 < len(toks) && (strings.HasPrefix(toks[k].norm, "rentr") || toks[k].norm == "flote") && (toks[k+1].norm == "plus" || toks[k+1].norm == "jamais") {
			k += 2
			if k < len(toks) && toks[k].norm == "dedans" {
				k++
			}
			if k < len(toks) && !clauseStart(&toks[k]) {
				return 0
			}
			return k - i
		}
	default:
		stem := strings.TrimPrefix(strings.TrimPrefix(w, "و"), "ف")
		if stem != "كبر" && stem != "كبرت" || i == 0 {
			return 0
		}
		if p := toks[i-1].norm; p != "ابني" && p != "ابنتي" && p != "ولدي" && p != "بنتي" {
			return 0
		}
		// "ولم يعد (يلبس) هذا المقاس / هذا مقاسه / مقاسه"
		k := i + 1
		if k < len(toks) && (toks[k].norm == "ولم" || toks[k].norm == "لم" || toks[k].norm == "فلم") {
			k++
			if k < len(toks) && (toks[k].norm == "يعد" || toks[k].norm == "تعد") {
				k++
				if k < len(toks) && (strings.HasPrefix(toks[k].norm, "يلبس") || strings.HasPrefix(toks[k].norm, "تلبس") || strings.HasPrefix(toks[k].norm, "يناسب") || strings.HasPrefix(toks[k].norm, "تناسب")) {
					k++
				}
				if k < len(toks) && (toks[k].norm == "هذا" || toks[k].norm == "هذه") {
					k++
				}
				if k < len(toks) && (strings.HasPrefix(toks[k].norm, "مقاس") || strings.HasPrefix(toks[k].norm, "المقاس")) {
					k++
					if k < len(toks) && !clauseStart(&toks[k]) {
						return 0
					}
					return k - i
				}
			}
		}
	}
	return 0
}

// boughtAlready reads one bought or ordered already, in the first
// person, told with a date or a lower price: "i just bought a new one
// two weeks ago", "i ordered the same thing last month", "got one for
// half that price", "j'en ai commandé une chez Jumia hier", "اشتريت
// طاجينا مماثلا الأسبوع الماضي", "اشتريت واحدة من السوق بسعر أقل",
// "اشترت لي ابنتي ساعة مماثلة". The thing must be one, the same or a like
// one ("i bought a rug from you last year" is a story), and the date or
// the price said in its clause; negated, asked or under a condition it
// is no reason.
func boughtAlready(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	if !r26cBoughtNum.has(wID, w) {
		return 0
	}
	e := clauseEnd(toks, i+1)
	b := clauseBegin(toks, i)
	if clauseNegOrIf(toks, b, i, func(s string) bool { return s == "jen" }) || i > 0 && !clauseStart(&toks[i]) && negatorBefore(toks, i) && toks[i-1].norm != "ai" {
		return 0 // "i haven't bought one yet", "si j'en avais commandé une"
	}
	j := i + 1
	switch {
	case isASCII(w) && (w == "comande" || w == "achete"):
		if i < 2 || toks[i-1].norm != "ai" || toks[i-2].norm != "jen" {
			return 0 // "j'en ai commandé une": one of them, by the shopper
		}
		if j >= e || toks[j].norm != "une" && toks[j].norm != "un" {
			return 0
		}
		j++
	case isASCII(w):
		if i > 0 && !clauseStart(&toks[i]) {
			p, pID := toks[i-1].norm, toks[i-1].nid
			if p == "just" || p == "already" || p == "literaly" || r26cActuallyNum.has(pID, p) {
				if i > 1 && !clauseStart(&toks[i-1]) {
					p = toks[i-2].norm
				} else {
					p = "i"
				}
			}
			if p == "and" && toks[b].norm == "i" {
				p = "i"
			}
			if p != "i" && p != "we" {
				return 0 // "my sister bought one"
			}
		}
		if j < e && (toks[j].norm == "a" || toks[j].norm == "the") {
			j++
		}
		if j < e && (toks[j].norm == "new" || toks[j].norm == "exact") {
			j++
		}
		if j < e && toks[j].norm == "same" {
			j++
			if j < e && (toks[j].norm == "one" || toks[j].norm == "thing") {
				j++
			}
		} else if j < e && (toks[j].norm == "one" || toks[j].norm == "it") {
			j++
		} else {
			return 0
		}
	default:
		if r26cBoughtForMeNum.has(wID, w) {
			if j >= e || toks[j].norm != "لي" {
				return 0 // someone bought it for the shopper: "اشترت لي ابنتي"
			}
			j++
			if j < e && (kinRefusersNum.has(toks[j].nid, toks[j].norm) || kinMoreNum.has(toks[j].nid, toks[j].norm)) {
				j++
			}
		}
		if j >= e {
			return 0
		}
		v, vID := toks[j].norm, toks[j].nid
		switch {
		case countOneNum.has(vID, v) || r26cLikeArNum.has(vID, v):
			j++
		case j+1 < e && r26cLikeArNum.has(toks[j+1].nid, toks[j+1].norm):
			j += 2 // "طاجينا مماثلا"
		default:
			return 0
		}
	}
	for k := j; k < e && k <= j+6; k++ {
		v, vID2 := toks[k].norm, toks[k].nid
		if datedWordsNum.has(vID2, v) || datedWordsNum.has(toks[k].kid, toks[k].key) || r26cCheaperMarksNum.has(vID2, v) || v == "today" || v == "اليوم" {
			if toks[k].norm == "deja" || toks[k].norm == "already" {
				continue
			}
			if k > 0 && r26cYearsNum.has(toks[k-1].nid, toks[k-1].norm) || k+1 < len(toks) && r26cYearsNum.has(toks[k+1].nid, toks[k+1].norm) {
				return 0 // "a like bag bought last year": a story of long ago, read both ways
			}
			return k + 1 - i
		}
	}
	return 0
}

var (
	r26cBought       = normSet("bought", "ordered", "got", "comande", "commandé", "achete", "acheté", "اشتريت", "طلبت", "اشترت", "اشترى")
	r26cLikeAr       = normSet("مماثلا", "مماثلة", "مماثله", "مماثل", "مثلها", "مثله", "مثلهما", "نفسها", "نفسه")
	r26cYears        = normSet("year", "years", "an", "annee", "année", "العام", "السنة", "السنه", "عام", "سنة")
	r26cCheaperMarks = normSet("half", "cheaper", "moitie", "moitié", "بنصف", "أرخص", "ارخص", "أقل", "اقل")
)

// budgetSpent reads the shopper's money gone or too short for it: the
// budget blown or already spent ("my budget's blown this month", "mon
// budget est déjà dépassé"), the price above what the shopper can bear
// ("ثمنها فوق طاقتي", "الثمن أعلى من قدرتي"), means that do not allow it
// ("الظروف المادية لا تسمح"), or saving up for something else ("i'm
// saving up for my wedding", "je fais des économies pour le voyage").
func budgetSpent(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	e := clauseEnd(toks, i+1)
	switch {
	case budgetWordsNum.has(wID, w) || w == "budgets":
		if i > 0 && !clauseStart(&toks[i]) && !(toks[i-1].norm == "my" || toks[i-1].norm == "mon" || toks[i-1].norm == "our" || toks[i-1].norm == "notre") {
			return 0 // "my budget", "mon budget", not "a budget" or "your budget"
		}
		j := i + 1
		for j < e && j <= i+3 && (toks[j].norm == "is" || toks[j].norm == "s" || toks[j].norm == "est" || toks[j].norm == "already" ||
			toks[j].norm == "deja" || toks[j].norm == "totally" || toks[j].norm == "totaly" || toks[j].norm == "completement" || toks[j].norm == "has" || r26cBeenNum.has(toks[j].nid, toks[j].norm)) {
			j++
		}
		if j < e && r26cSpentWordsNum.has(toks[j].nid, toks[j].norm) && !clauseNegOrIf(toks, clauseBegin(toks, i), j, nil) {
			return j + 1 - i
		}
	case r26cPriceNounsNum.has(wID, w):
		j := i + 1
		if j < e && (toks[j].norm == "فوق" || r26cAboveNum.has(toks[j].nid, toks[j].norm) && j+1 < e && toks[j+1].norm == "من") {
			if toks[j].norm != "فوق" {
				j++
			}
			if j+1 < e && r26cMeansNum.has(toks[j+1].nid, toks[j+1].norm) {
				return j + 2 - i
			}
		}
	case w == "الظروف" || w == "ظروفي" || w == "وضعي":
		j := i + 1
		if j < e && (toks[j].norm == "المادية" || toks[j].norm == "الماديه") {
			j++
		}
		if j+1 < e && toks[j].norm == "لا" && (toks[j+1].norm == "تسمح" || toks[j+1].norm == "يسمح") {
			return j + 2 - i
		}
	case w == "saving" || w == "economies" || w == "économies":
		if w == "saving" {
			if i == 0 || !(toks[i-1].norm == "im" || toks[i-1].norm == "am" || toks[i-1].norm == "i") {
				return 0
			}
			j := i + 1
			if j < e && toks[j].norm == "up" {
				j++
			}
			if j < e && toks[j].norm == "for" && j+1 < e {
				return j + 2 - i
			}
			return 0
		}
		if i >= 2 && toks[i-1].norm == "des" && toks[i-2].norm == "fais" && !clauseNegOrIf(toks, clauseBegin(toks, i), i, nil) {
			return 1
		}
	}
	return 0
}

var (
	r26cSpentWords = normSet("blown", "gone", "spent", "maxed", "depasse", "dépassé", "explose", "explosé", "fini", "finished",
		"done", "serré", "sere", "serre")
	r26cPriceNouns = normSet("الثمن", "ثمنها", "ثمنه", "السعر", "سعرها", "سعره", "المبلغ")
	r26cAbove      = normSet("أعلى", "اعلى", "أكبر", "اكبر")
	r26cMeans      = normSet("طاقتي", "قدرتي", "إمكانياتي", "امكانياتي", "ميزانيتي", "استطاعتي")
)

// wontDo reads a verdict that it will not do for the shopper, closing a
// reason: "(so) that won't work (for me)", "that case won't fit", "the
// 35cm tajine won't fit in my oven", "ça sert à rien", "la coque sert
// plus à rien". Said of "that", "it", "this" or "the …" (never of "my
// old one", which the new one replaces, nor of the bot), in the future,
// to the clause's end (or with "for me", "in my …").
func wontDo(toks []tok, i int) int {
	w := toks[i].norm
	e := clauseEnd(toks, i+1)
	switch {
	case w == "that" || w == "it" || w == "this" || w == "the" || w == "so" && i+1 < e && toks[i+1].norm == "that":
		j := i + 1
		if w == "so" {
			j++
		}
		// a subject of up to three words after "the", "that", "this":
		// "that case", "the 35cm tajine"
		for k := 0; k < 3 && j < e && !r26cWontWordsNum.has(toks[j].nid, toks[j].norm) && (w == "the" || w == "that" || w == "this"); k++ {
			if r26cOldWordsNum.has(toks[j].nid, toks[j].norm) || toks[j].norm == "my" || toks[j].norm == "bot" || toks[j].norm == "you" {
				return 0
			}
			j++
		}
		if w == "the" && (j == i+1 || number(toks[i+1].norm)) {
			return 0 // ("i wear a 42, the 40 won't work": a size told, the next one asked)
		}
		if j+1 >= e || !r26cWontWordsNum.has(toks[j].nid, toks[j].norm) {
			return 0
		}
		if toks[j+1].norm != "work" && toks[j+1].norm != "fit" {
			return 0
		}
		k := j + 2
		if k < e && (toks[k].norm == "for" || toks[k].norm == "in" || toks[k].norm == "on" || toks[k].norm == "with") {
			for k < e && !clauseStart(&toks[k]) && k <= j+6 {
				k++
			}
		}
		if k < e {
			return 0
		}
		if b := clauseBegin(toks, i); clauseNegOrIf(toks, b, i, nil) {
			return 0
		}
		return k - i
	case w == "sert" && i > 0 && !clauseStart(&toks[i]):
		p := toks[i-1].norm
		if p != "ca" && p != "coque" && !(i > 1 && (toks[i-2].norm == "la" || toks[i-2].norm == "le")) {
			return 0
		}
		j := i + 1
		if j < e && toks[j].norm == "plus" {
			j++
		}
		if j+1 < e && (toks[j].norm == "a" || toks[j].norm == "à") && toks[j+1].norm == "rien" && j+2 == e {
			if b := clauseBegin(toks, i); clauseNegOrIf(toks, b, i, nil) || robotIn(toks) {
				return 0
			}
			return j + 2 - i
		}
	}
	return 0
}

// robotIn reports the bot or the shop's chat named ("le robot ne sert à
// rien": a person asked for).
func robotIn(toks []tok) bool {
	for i := range toks {
		if v := toks[i].norm; v == "robot" || v == "bot" || v == "chatbot" || v == "vous" || v == "tu" {
			return true
		}
	}
	return false
}

var (
	r26cWontWords = normSet("wont", "won't")
	r26cOldWords  = normSet("old", "current", "ancien", "ancienne", "actuel", "actuelle", "other", "previous")
)

// settleFor reads the shopper settling for what they have or stopping
// for the day: "(س)أكتفي بما في السلة / بما لدي / بالنظر / بهذا القدر /
// بهذا", "هذا يكفي (اليوم)", "je vais me contenter de ce que j'ai",
// "c'est tout pour aujourd'hui". "سأكتفي بهذه" may settle for the one
// shown, and "يكفي لثمانية أشخاص" tells how many it serves: neither is
// read.
func settleFor(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	e := clauseEnd(toks, i+1)
	switch {
	case r26cSettleNum.has(wID, w):
		if i+1 >= e || clauseNegOrIf(toks, clauseBegin(toks, i), i, nil) || i > 0 && (toks[i-1].norm == "لن" || toks[i-1].norm == "لا") {
			return 0 // "لن أكتفي بما لدي"
		}
		v, vID := toks[i+1].norm, toks[i+1].nid
		switch {
		case r26cSettleObjNum.has(vID, v) && (!r26cBimaNum.has(vID, v) || i+2 < e && (r26cSettleAfterMaNum.has(toks[i+2].nid, toks[i+2].norm))):
			return e - i
		case r26cBihadhaNum.has(vID, v) && (i+2 == e || i+3 <= e && r26cQadrNum.has(toks[i+2].nid, toks[i+2].norm)):
			return e - i
		}
	case r26cYakfiNum.has(wID, w) && i > 0 && r26cHadhaNum.has(toks[i-1].nid, toks[i-1].norm) && !clauseStart(&toks[i]):
		if clauseBegin(toks, i) != i-1 {
			return 0 // "هل هذا يكفي"
		}
		if i+1 == e || i+2 == e && r26cTodayNum.has(toks[i+1].nid, toks[i+1].norm) {
			return e - i
		}
	case w == "contenter" && i >= 3 && toks[i-1].norm == "me" && toks[i-2].norm == "vais" && toks[i-3].norm == "je":
		if i+4 < len(toks) && toks[i+1].norm == "de" && toks[i+2].norm == "ce" && toks[i+3].norm == "que" && (toks[i+4].norm == "jai" || toks[i+4].norm == "j") {
			return clauseEnd(toks, i+4) - i
		}
	case w == "cest" && i+3 < len(toks) && toks[i+1].norm == "tout" && toks[i+2].norm == "pour" && toks[i+3].norm == "aujourdhui":
		if i+4 == len(toks) || clauseStart(&toks[i+4]) {
			return 4
		}
	}
	return 0
}

var (
	r26cSettle        = normSet("أكتفي", "اكتفي", "سأكتفي", "ساكتفي", "اكتفيت", "سنكتفي", "نكتفي")
	r26cSettleObj     = normSet("بما", "بالنظر", "بالمشاهدة", "بالمشاهده", "بالفرجة")
	r26cSettleAfterMa = normSet("في", "لدي", "عندي", "لدينا", "عندنا", "اشتريت", "اخترت", "أخذت", "اخذت")
)

// lookElsewhere reads the shopper going to look elsewhere or on: "i'll
// look elsewhere", "i'm gonna keep looking", "je vais voir / chercher /
// regarder ailleurs", "سأبحث في مكان آخر". Said by the shopper in the
// future ("i", "je", the "سـ" of "سأبحث"), not negated, asked or under a
// condition.
func lookElsewhere(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	e := clauseEnd(toks, i+1)
	b := clauseBegin(toks, i)
	n := 0
	switch {
	case r26cLookVerbsNum.has(wID, w) && i+1 < e && toks[i+1].norm == "elsewhere":
		n = 2
	case r26cKeepNum.has(wID, w) && i+1 < e && r26cLookingNum.has(toks[i+1].nid, toks[i+1].norm):
		n = 2
	case r26cVoirNum.has(wID, w) && i+1 < e && r26cAilleursNum.has(toks[i+1].nid, toks[i+1].norm):
		if i < 2 || toks[i-1].norm != "vais" || toks[i-2].norm != "je" {
			return 0
		}
		n = 2
	case r26cSeekArNum.has(wID, w) && i+3 <= e &&
		(toks[i+1].norm == "في" || toks[i+1].norm == "من") && r26cPlaceNum.has(toks[i+2].nid, toks[i+2].norm) && i+3 < len(toks) && r26cOtherNum.has(toks[i+3].nid, toks[i+3].norm):
		n = 4
	default:
		return 0
	}
	if r26cLookVerbsNum.has(wID, w) || r26cKeepNum.has(wID, w) {
		// the shopper, in the future: "i'll", "i will", "i'm gonna", "gonna"
		ok := false
		for k := max(b, i-3); k < i; k++ {
			v, vID := toks[k].norm, toks[k].nid
			if r26cFutureNum.has(vID, v) {
				ok = true
			}
			if r26cOthersNum.has(vID, v) || anyKinNum.has(vID, v) {
				return 0 // "you'll", "my sister will"
			}
		}
		if !ok {
			return 0
		}
	}
	if clauseNegOrIf(toks, b, i, nil) {
		return 0 // "i won't look elsewhere", "if it's sold out i'll look elsewhere"
	}
	return n
}

var (
	r26cLookVerbs = normSet("look", "search", "shop")
	r26cKeep      = normSet("keep")
	r26cLooking   = normSet("looking", "searching")
	r26cVoir      = normSet("voir", "chercher", "regarder")
	r26cAilleurs  = normSet("ailleurs")
	r26cFuture    = normSet("il", "i'll", "ill", "gonna", "gona", "will", "im", "i'm")
	r26cOthers    = normSet("you", "she", "he", "they", "she'll", "he'll", "they'll", "we", "we'll")
)

// Words the readers above compare, normalized once (doubled letters
// collapse: "see" is read "se", "need" "ned").
var (
	r26cKnowSee  = normSet("know", "see", "check")
	r26cNeed     = normSet("need")
	r26cAlso     = normSet("also", "aussi")
	r26cBeen     = normSet("been")
	r26cActually = normSet("actually")
	r26cKills    = normSet("kills", "kill")
)

// Arabic words the readers compare, normalized once.
var (
	r26cBoughtForMe = normSet("اشترت", "اشترى")
	r26cBima        = normSet("بما")
	r26cBihadha     = normSet("بهذا")
	r26cQadr        = normSet("القدر")
	r26cYakfi       = normSet("يكفي")
	r26cHadha       = normSet("هذا")
	r26cToday       = normSet("اليوم", "لليوم")
	r26cSeekAr      = normSet("سأبحث", "سنبحث", "سأشتري", "سأشتريها", "سأشتريه")
	r26cPlace       = normSet("مكان")
	r26cOther       = normSet("آخر")
	r26cDearer      = normSet("أغلى", "اغلى")
)
