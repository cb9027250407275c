package i18n

// Round 24d: yeses the rules missed across the seen sets, by family.
//
//   - plain yes words missing in a language or a spelling: "np", "yah
//     sure" (not "yah" alone: drawn out it is a wow), the Spanish of the
//     north ("vale", "claro", "sí"), "oe", "باهي", "c'est bon pour moi"
//     (fine for me: not the "fine, no need" of "c'est bon" alone);
//   - a bare Darija or Arabic verb of putting in before whom it is for
//     and how many or which ("7ot liya tlata", "حط ليا جوج"), or after a
//     Darija "ah" said right before it: the answer, as "zidha" is;
//   - "if it is still in stock" in Standard Arabic and with the glued
//     Darija place ("إذا كانت لا تزال موجودة", "فالسطوك");
//   - "if you can" closing a request about the sending ("ship it monday
//     if you can", "jibha lia ila 9derti"): politeness;
//   - a removal denied or a doubled no, then the thing kept in the cart
//     ("no no, don't delete it, keep it in the basket"), or kept there
//     until the shopper pays ("khalliha f lpanier 7ta nkhelles");
//   - "hmm" opening a plain okay, then a verb of putting in: the sigh
//     settled ("hmm ok, put it in"); "hmm ok" alone stays unclear;
//   - an apology for the delay before the yes ("désolé du retard"),
//     which a spelling may read as "the last";
//   - a "can" negated before missing or leaving it ("ma n9derch
//     nkhalliha"): a reason to take it, as a want negated is.
//
// Every veto of the run-on yes (runOnVeto, questionTail, otherPut) still
// reads the rest of the message.

func init() {
	// (no word that is new to the lists' spelling: "réponse", "achète"
	// would move the keys the classifier is trained on)
	decisionWords.addAll(dYes, "np", "yah sure", "yah yah", "yah ok", "vale", "claro", "claro que si", "claro que sí", "sí",
		"oe", "c'est bon pour moi", "c bon pour moi", "cest bon pour moi", "c'est ok pour moi")
	decisionWords.addAll(dAck, "باهي")
	for _, w := range []string{"فالسطوك", "السطوك", "متوفرا", "متوفره", "تزال", "يزال"} {
		stockWords[Normalize(w)] = true
	}
	ifWords[Normalize("إن")] = true
}

// barePutArabic: a Darija verb of putting in, in Arabic letters, bare
// ("زيد", "دخل", "حط", "دير"): with whom it is for after it, the answer
// (putFor reads the Latin spellings).
var barePutArabic = normSet("زيد", "دخل", "حط", "دير")

// barePutFor reports a bare verb of putting in at toks[i] before whom it
// is for ("7ot liya", "حط ليا", "zidli" glued): said to the shop as
// the answer, like "zidha".
func barePutFor(toks []tok, i int) bool {
	w, wID := toks[i].norm, toks[i].nid
	if w == "zidli" || w == "zidlia" || w == "zidliya" || putFor(toks, i) {
		return true
	}
	return i+1 < len(toks) && forMeNum.has(toks[i+1].nid, toks[i+1].norm) && barePutArabicNum.has(wID, w)
}

// putForCounted reports barePutFor at toks[v] with how many or which
// one right after whom it is for ("7ot liya khamsa", "حط ليا ٣",
// "زيد ليا هاد البراد"): the answer without a yes word; "دير ليا تمن
// مزيان" asks a price.
func putForCounted(toks []tok, v int) bool {
	if !barePutFor(toks, v) {
		return false
	}
	k := v + 1
	if k < len(toks) && forMeNum.has(toks[k].nid, toks[k].norm) {
		k++
	}
	if k >= len(toks) {
		return false
	}
	n := &toks[k]
	return n.isLooseQty() || n.isMany() || runOnCountsNum.has(n.nid, n.norm) || number(n.norm) || oneCountNum.has(n.nid, n.norm) ||
		demoWords.hasTok(n) || demo(n) || n.shop
}

// ahOpens reports the Darija "ah" opening the message right before the
// verb of putting in at toks[v] ("ah 7ot liya jouj", "آه حط ليا
// وحدة"): yes, not "oh" (an "ah" said before anything else is read by
// the other rules).
func ahOpens(toks []tok, v int) bool {
	if v != 1 {
		return false
	}
	switch toks[0].norm {
	case "ah", "aah", "آه", "اه", "أه":
		return true
	}
	return false
}

// stillNeg reports "لا" of "لا تزال", "لا يزال" (still) at toks[i]: no
// negation.
func stillNeg(toks []tok, i int) bool {
	if i+1 >= len(toks) || toks[i].norm != "لا" {
		return false
	}
	n := toks[i+1].norm
	return n == stillArabic1 || n == stillArabic2
}

var stillArabic1, stillArabic2 = Normalize("تزال"), Normalize("يزال")

// ifYouCan reports at toks[i] a condition that is only "if you can"
// ("... if you could", "ila 9derti", "إلا قدرتي", "si vous pouvez") closing its clause: politeness, not a condition on the yes.
func ifYouCan(toks []tok, i int) bool {
	if !ifWordsNum.has(toks[i].nid, toks[i].norm) {
		return false
	}
	j := i + 1
	if j < len(toks) && ifYouWordsNum.has(toks[j].nid, toks[j].norm) {
		j++
	}
	if j >= len(toks) || !canWordsNum.has(toks[j].nid, toks[j].norm) {
		return false
	}
	return j+1 == len(toks) || clauseStart(&toks[j+1])
}

var (
	ifYouWords = normSet("you", "u", "vous", "tu", "ya")
	canWords   = normSet("can", "could", "pouvez", "peux", "9derti", "9drti", "9dartou", "9dertou", "9drtou", "9dertiw",
		"9dartiw", "qdarti", "qderti", "قدرتي", "قدرتو", "قدرتيو")
)

// keptInCart reports the product left in the cart (leftInCart: the
// keep verb at toks[v], the place ending at e) with, before it, only
// yes words, fillers, praise, a removal denied ("do not delete it",
// "لا تمسحها", "zwina bzaf") or a doubled no ("la la"), and after
// it only whom it is for, or the shopper paying now or before long ("7ta
// nkhalless", "w ghan khelles daba", "حتى نخلص"): kept, a yes. A single no
// before it ("la khalliha f lpanier": no, leave it) is asked again.
func keptInCart(toks []tok, v, e int) bool {
	nos, removal := 0, false
	for i := 0; i < v; i++ {
		t := &toks[i]
		if removalVerb(t) {
			if !t.neg && !(i > 0 && (toks[i-1].neg || negationWord(toks, i-1) || removalNegatorsNum.has(toks[i-1].nid, toks[i-1].norm) || frenchPronounNum.has(toks[i-1].nid, toks[i-1].norm))) {
				return false
			}
			removal = true
			continue
		}
		if leadNo(t) {
			nos++
			continue
		}
		if (removalNegatorsNum.has(t.nid, t.norm) || frenchPronounNum.has(t.nid, t.norm) || t.norm == "ne") && removalAhead(toks, i, v) {
			continue // "ne la supprimez pas", "do not delete it"
		}
		if (t.norm == "pas" || t.norm == "it") && removal {
			continue
		}
		_, c, ok := decision1(toks, i)
		if ok && (c == dYes || c == dAck || c == dFiller || c == dIntens) && !t.neg {
			continue
		}
		return false
	}
	if nos == 1 && !removal {
		return false
	}
	k := e
	if k < len(toks) && forMeNum.has(toks[k].nid, toks[k].norm) {
		k++
	}
	if k == len(toks) {
		return true
	}
	return payingSoon(toks, k)
}

// removalAhead: a verb of removing within two words after toks[i],
// before v.
func removalAhead(toks []tok, i, v int) bool {
	for k := i + 1; k < v && k <= i+2; k++ {
		if removalVerb(&toks[k]) {
			return true
		}
	}
	return false
}

// payingSoon reports toks[k:] saying only that the shopper pays now or
// before long: "7ta nkhalless", "w ghan khelles daba", "and i'll pay
// now"; not a salary, a day or anything else waited for.
func payingSoon(toks []tok, k int) bool {
	pay := false
	for ; k < len(toks); k++ {
		w, wID := toks[k].norm, toks[k].nid
		switch {
		case payNowWordsNum.has(wID, w):
			pay = true
		case soonFillerNum.has(wID, w):
		default:
			return false
		}
	}
	return pay
}

var (
	payNowWords = normSet("nkhalless", "nkhaless", "nkhlass", "nkhlss", "nkhlles", "nkhles", "nkheles", "nkhalass", "nkhless", "نخلص", "pay", "payer", "paie",
		"nkhelles")
	soonFiller = normSet("7ta", "hta", "حتى", "w", "o", "و", "ghadi", "ghad", "غادي", "db", "daba", "دابا", "now",
		"and", "i'll", "ill", "i", "will", "je", "vais", "et", "until")
)

// hmmThenOk reports "hmm" opening the message (toks[i], i == 0) before a
// plain okay, with a verb of putting in at toks[v] after it ("hmm ok,
// put it in"): the sigh settled by the okay; "hmm ok" alone stays
// unclear.
func hmmThenOk(toks []tok, i, v int) bool {
	if i != 0 || v < 2 || !hmmWordsNum.has(toks[0].nid, toks[0].norm) {
		return false
	}
	_, c, ok := decisionWords.match(toks, 1, 2)
	return ok && (c == dAck || c == dYes)
}

var hmmWords = plainSet("hmm", "hm", "hmmm", "mmm")

// apologyFor reads at toks[i] an apology for the delay ("sorry for the
// delay", "عذرا على التأخير", "smhli 3la t2khir"): the words it spans, 0
// for none. The delay is the shopper's going quiet, no later (and
// "التأخير" no "the last" a spelling may read).
func apologyFor(toks []tok, i int) int {
	if !toks[i].in(hsApologies) && !toks[i].keyIn(hsApologies) {
		return 0
	}
	j := i + 1
	if j < len(toks) && apologyForWordsNum.has(toks[j].nid, toks[j].norm) {
		j++
	}
	if j < len(toks) && delayWordsNum.has(toks[j].nid, toks[j].norm) {
		return j + 1 - i
	}
	return 0
}

var (
	apologyForWords = normSet("for", "pour", "du", "de", "على", "3la", "3lā", "عن")
	delayWords      = normSet("delay", "retard", "التأخير", "التاخير", "التأخر", "t2khir", "ta2khir", "tta2khir", "t2akhor")
)

// cantMiss reads at toks[i] a "can" negated before a verb of missing or
// leaving it ("ma n9derch nkhalliha", "ما نقدرش نفوتها", "i can't miss
// it"): a reason to take it, as a want
// negated is (missIt). It returns the words it spans, 0 for none.
func cantMiss(toks []tok, i int) int {
	j := i
	if !cantWord(toks[i].norm) {
		if !toks[i].neg && !negationShaped(toks[i].norm) && toks[i].norm != "ma" && toks[i].norm != "ما" {
			return 0
		}
		j = i + 1
		if j >= len(toks) || !cantWord(toks[j].norm) {
			return 0
		}
	}
	for k := j + 1; k < len(toks) && k <= j+2; k++ {
		if clauseStart(&toks[k]) {
			return 0
		}
		if missVerb(toks[k].norm) || leaveItWordsNum.has(toks[k].nid, toks[k].norm) {
			return k - i + 1
		}
	}
	return 0
}

// cantWord: "can" negated, glued or not ("n9derch", "ما نقدرش", "can't").
func cantWord(w string) bool {
	return cantWords[w]
}

var (
	cantWords = normSet("n9derch", "n9drch", "n9dch", "nqderch", "نقدرش", "can't", "cant", "cannot")
	// leaveItWords: leaving it behind ("nkhliha", "نخليها", "leave it").
	leaveItWords = normSet("nkhliha", "nkhalliha", "nkhlliha", "nkhallih", "نخليها", "نخليه", "nfowtha", "nfoutha",
		"nfawtha", "نفوتها")
)
