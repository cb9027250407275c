package i18n

import "strings"

// Round 26b: Darija refusals told by a reason alone that round 22f's and
// round 25b's readers miss, in the shapes that recur across the newest
// writers (heldout23, tuning23, tuning24, heldout22). Each is a reader
// asked by reasonCore (round22f.go), so the whole message must still be a
// plain statement (reasonAloneOf: nothing asked, no condition, no yes,
// want or verb of putting in after it, praise only before a but):
//
//   - someone at home against it (kinAgainst): a member of the family,
//     named as Darija names them ("الراجل ديالي", "الوالدة", "lwalida",
//     "حماتي", "wldi", "الدراري"), said to refuse it — a verb of saying
//     then a no ("قال ليا لا", "قالت بلاش"), a verb of buying, adding,
//     spending or liking negated ("قال ليا ما نزيدوش", "katgol ma
//     nakhdouch", "قالت ماتخسرش الفلوس", "قالو ما عجباتهومش", "gal liya
//     ma nchri walo"), the price too much ("كتقول بزاف هاد الثمن", "ma
//     femme dit que c'est bzaf", "قال الثمن بزاف"); or the kin's own
//     want or liking negated with nothing after it ("الراجل ديالي ما
//     بغاش", "mmi ma 3jbatha").
//
// What the kin said must be against it: praise said ("mmi galt lia
// zwina bzaf"), a price denied ("galt lia ma ghaliach"), the saying
// negated ("ma galtch lia la"), a want of something else ("ma bghatch
// lk7el, bghat lbyed"), a question or a condition, and a yes or a verb of
// putting in after it ("… walakin zidha") stay asked again.

// kinAgainst reads someone at home against it, from a kin word at
// toks[i]: how many words it spans; 0 if none.
func kinAgainst(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	if !kinRefusersNum.has(wID, w) && !kinHomeNum.has(wID, w) {
		return 0
	}
	if kinHomeMineNum.has(wID, w) && !(i+1 < len(toks) && mineAfterKinNum.has(toks[i+1].nid, toks[i+1].norm)) {
		return 0 // "الراجل" alone is any man; "الراجل ديالي" is the husband
	}
	j := i + 1
	if j < len(toks) && mineAfterKinNum.has(toks[j].nid, toks[j].norm) {
		j++
	}
	if j < len(toks) && !clauseStart(&toks[j]) {
		if n := kinNegWant(toks, j); n > 0 {
			return j - i + n // "الراجل ديالي ما بغاش", "mmi ma 3jbatha"
		}
	}
	// a verb of saying within three words ("شاف التصويرة وقال")
	s := -1
	for k := j; k < len(toks) && k <= j+3; k++ {
		if k > j && clauseStart(&toks[k]) && !kinSayVerb(toks[k].norm) {
			break
		}
		if kinSayVerb(toks[k].norm) {
			s = k
			break
		}
	}
	if s < 0 || negatedAt(toks, s) || s > 0 && (toks[s-1].norm == "ma" || toks[s-1].norm == "ما") {
		return 0 // "ma galtch lia la": the saying negated
	}
	k := s + 1
	for k < len(toks) && k <= s+3 && (saidToMeNum.has(toks[k].nid, toks[k].norm) || saidThatNum.has(toks[k].nid, toks[k].norm)) {
		k++
	}
	if k >= len(toks) {
		return 0
	}
	if toks[k].isBareNo() || kinNoWordsNum.has(toks[k].nid, toks[k].norm) {
		return k - i + 1 // "قال ليا لا", "قالت بلاش"
	}
	for m := k; m < len(toks) && m <= k+3; m++ {
		t := &toks[m]
		if m > k && clauseStart(t) {
			break
		}
		if goodWordsNum.has(t.kid, t.key) || goodWordsNum.has(t.nid, t.norm) {
			return 0 // "galt lia zwina bzaf": praise told
		}
		neg := t.neg || negationShaped(t.norm) || m > 0 && (toks[m-1].norm == "ma" || toks[m-1].norm == "ما" || toks[m-1].norm == "pas")
		if neg && (buyOrTake(t.norm) || hasAnyPrefix(kinVerbCore(t.norm), kinAgainstStems)) {
			return m - i + 1 // "قال ليا ما نزيدوش", "قالو ما عجباتهومش", "gal liya ma nchri walo"
		}
		if (dearWordsNum.has(t.nid, t.norm) || t.key != t.norm && dearWordsNum.has(t.kid, t.key) || t.norm == "bzaf" || t.norm == "bezaf" || t.norm == "بزاف") && !neg &&
			(m == k || kinPriceSubjectNum.has(toks[m-1].nid, toks[m-1].norm)) {
			if m+1 < len(toks) && !clauseStart(&toks[m+1]) && (goodWordsNum.has(toks[m+1].kid, toks[m+1].key) || goodWordsNum.has(toks[m+1].nid, toks[m+1].norm)) {
				return 0 // "bzaf zwina"
			}
			return m - i + 1 // "كتقول بزاف هاد الثمن", "dit que c'est bzaf", "قال الثمن بزاف"
		}
	}
	return 0
}

// kinNegWant reads the kin's own want or liking negated, with nothing
// after it in its clause but "it", "this" or "again" ("ما بغاش", "ma
// 3jbatha", "ما عجباتهاش هادي"): n words from toks[j]; 0 if none.
func kinNegWant(toks []tok, j int) int {
	n := 0
	t := &toks[j]
	switch {
	case (t.norm == "ma" || t.norm == "ما") && j+1 < len(toks) && !clauseStart(&toks[j+1]) && kinWantThird(toks[j+1].norm, false):
		n = 2
	case kinWantThird(t.norm, true):
		n = 1
	default:
		return 0
	}
	e := j + n
	for e < len(toks) && !clauseStart(&toks[e]) && kinWantTailNum.has(toks[e].nid, toks[e].norm) {
		e++
	}
	if e < len(toks) && !clauseStart(&toks[e]) {
		return 0 // "ma bghatch lk7el", "ما بغاش يجي": a taste or another thing
	}
	return e - j
}

// kinWantThird reports a third-person Darija want or liking negated by its
// "ch"/"ش" ending ("bghach", "bghatch", "3jbatha", "عجباتهاش", "بغاش");
// glued reports the "ma"/"ما" glued on ("mabghach", "ماعجباتهاش").
func kinWantThird(w string, glued bool) bool {
	if glued {
		if !(strings.HasPrefix(w, "ma") || strings.HasPrefix(w, "ما")) {
			return false
		}
		w = strings.TrimPrefix(strings.TrimPrefix(w, "ma"), "ما")
	}
	if !hasAnyPrefix(w, kinWantStems) {
		return false
	}
	if strings.HasPrefix(w, "3jba") || strings.HasPrefix(w, "عجبا") {
		return true // "3jbatha", "عجباتها": it pleased her (negated by the "ma")
	}
	return strings.HasSuffix(w, "ch") || strings.HasSuffix(w, "sh") || strings.HasSuffix(w, "ش")
}

// kinSayVerb reports a verb of saying, with Arabic "و" (and) glued on
// ("وقال") or the Darija present ("katgol", "كتقول").
func kinSayVerb(w string) bool {
	if sayVerbs[w] || kinSayMore[w] {
		return true
	}
	if r := strings.TrimPrefix(w, "و"); r != w {
		return sayVerbs[r] || kinSayMore[r]
	}
	return false
}

// kinVerbCore is a negated verb without its glued "ma"/"ما" ("ماتخسرش"
// → "تخسرش").
func kinVerbCore(w string) string {
	return strings.TrimPrefix(strings.TrimPrefix(w, "ma"), "ما")
}

var (
	// kinHome: the family as Darija and French name it beyond round
	// 22f's kin ("الوالدة" is my mother)
	kinHome = normSet("الوالدة", "الوالده", "الواليدة", "الواليده", "lwalida", "lwalda", "lwalide", "الوالد", "lwalid",
		"حماتي", "7mati", "hmati", "wldi", "wlidi", "wldy", "mrati", "مرتي", "مراتي", "rajli", "rjli", "راجلي",
		"الدراري", "drari", "ddrari", "khatibi", "خطيبي", "الراجل", "الزوج", "الخطيب", "المرا", "lmra", "rajel", "rajl",
		"jeddti", "جدتي", "mari", "femme", "wife", "husband", "mom", "mum", "mother", "ماما", "mama", "mmi")
	// kinHomeMine: kin words that name the shopper's own only with
	// "dyali" after them ("الراجل ديالي", "lmra dyali")
	kinHomeMine  = normSet("الراجل", "الزوج", "الخطيب", "المرا", "lmra", "rajel", "rajl")
	mineAfterKin = normSet("ديالي", "dyali", "dialy", "diali", "dyal")
	// kinSayMore: says, keeps saying, said (they)
	kinSayMore = normSet("katgol", "katgoul", "kat9ol", "kat9oul", "kaygol", "kaygoul", "kay9ol", "كتقول", "كيقول",
		"قالو", "galo", "galou", "9alo", "9alou", "قالتلي", "dit", "dis")
	// saidThat: "that", "bli", ":" after a verb of saying
	saidThat = normSet("bli", "belli", "بلي", "que", "qu", "lina", "لينا", "linna", "lya")
	// kinNoWords: don't, leave it
	kinNoWords = normSet("بلاش", "blach", "blash", "non", "no")
	// kinPriceSubject: what is said too much before "bzaf" ("c'est
	// bzaf", "الثمن بزاف", "taman bzaf")
	kinPriceSubject = normSet("cest", "c", "الثمن", "taman", "ttaman", "tman", "lprix", "prix", "هادشي", "hadchi",
		"its", "it's", "thats")
	// kinAgainstStems: verbs of adding, spending, wasting, being worth,
	// liking and wanting, negated in what the kin said ("ما نزيدوش",
	// "ماتخسرش", "ma tstahlch", "ما عجباتهومش", "ma bghinach")
	kinAgainstStems = stems("nzid", "tzid", "zid", "نزيد", "تزيد", "khsr", "tkhsr", "تخسر", "خسر", "tstahl", "stahl",
		"تستاهل", "كتستاهل", "ستاهل", "3jb", "عجب", "bghi", "بغي", "tchri", "nchri", "تشري", "نشري", "tjib", "njib",
		"تجيب", "نجيب")
	// kinWantStems: her or his want or liking ("bghat", "3jbatha")
	kinWantStems = stems("bgha", "بغا", "3jba", "عجبا", "عجبت", "3jbo", "عجبو", "3jbat")
	// kinWantTail: what may follow the kin's negated want in its clause
	kinWantTail = normSet("hadi", "had", "hadchi", "هادي", "هادشي", "tani", "تاني", "ga3", "كاع", "bzaf", "بزاف",
		"it", "this", "lmodel", "الموديل")
)

// round26bLets lets words stand in reasonAloneOf's walk beside a reason
// of one owned (reasonOwned, reasonStill), from toks[i] after the
// reason: how many; 0 for none.
//
//   - the one owned said still new or working ("3ndi b7alha f dar
//     mazal jdida", "عندي جوج مازال جداد"): "mazal" is "still" there, no
//     wait;
//   - a last clause that only says no other is needed (ownedNoNeed: "ma
//     khassnich tlt", "ماكنحتاجش واحد آخر", "ma3ndi ma ndir biha",
//     "علاش نشري آخر", "كافياني", "bla ma nzid talt", "machi darouri
//     njib tani").
func round26bLets(toks []tok, i, at int, kind reasonKind) int {
	if kind == reasonRoom && i > at && (smallHomeNum.has(toks[i].nid, toks[i].norm) || homeNounsNum.has(toks[i].nid, toks[i].norm)) {
		return 1 // "ma3ndi fin n7tha, ddar sghira": the home said small
	}
	if kind != reasonOwned && kind != reasonStill || i <= at {
		return 0
	}
	if stillMarksNum.has(toks[i].nid, toks[i].norm) {
		if n := stillDoes(toks, i); n > 0 {
			return n
		}
		if i > 0 && (mineHadNum.has(toks[at].nid, toks[at].norm) || toks[at].key != toks[at].norm && mineHadNum.has(toks[at].kid, toks[at].key)) && i+1 < len(toks) && !clauseStart(&toks[i+1]) && stillNewMoreNum.has(toks[i+1].nid, toks[i+1].norm) {
			return 2 // "mazal jdad"
		}
		if i+2 < len(toks) && (toks[i+1].norm == "fiha" || toks[i+1].norm == "فيها") && (strings.HasPrefix(toks[i+2].norm, "lbarak") || strings.HasPrefix(toks[i+2].norm, "البرك")) {
			return 3 // "mazal fiha lbarakat": still good for use
		}
		return 0
	}
	if clauseStart(&toks[i]) {
		if n := ownedNoNeed(toks, i); n > 0 {
			return n
		}
	}
	return 0
}

// ownedNoNeed reads a last clause from toks[i] that only says no other
// is needed: the whole rest of the message, or 0.
func ownedNoNeed(toks []tok, i int) int {
	e := clauseEndAt(toks, i)
	if e != len(toks) {
		return 0 // the last clause only
	}
	return noNeedClause(toks[i:e])
}

// clauseEndAt is the end of the clause that toks[i] opens.
func clauseEndAt(toks []tok, i int) int {
	e := i
	for e < len(toks) && (e == i || !clauseStart(&toks[e])) {
		e++
	}
	return e
}

// noNeedClause reports a clause that only says no other is needed: its
// length, or 0.
func noNeedClause(cl []tok) int {
	if len(cl) == 0 {
		return 0
	}
	first, firstID := cl[0].norm, cl[0].nid
	h := 0 // the words of the head read
	switch {
	case noNeedWordsNum.has(firstID, first) || noNeedWordsNum.has(cl[0].kid, cl[0].key):
		h = 1 // "ماكنحتاجش", "كافياني"
	case (first == "ma" || first == "ما") && len(cl) > 1 && (noNeedWordsNum.has(cl[1].nid, cl[1].norm) || noNeedWords["ma"+cl[1].norm]):
		h = 2 // "ma khassnich", "ما محتاجش"
	case (first == "ma3ndi" || first == "ماعنديش" || (first == "ma" || first == "ما") && len(cl) > 1 && (cl[1].norm == "3ndi" || cl[1].norm == "عندي")):
		// "ma3ndi ma ndir biha", "ما عندي ما ندير بيه"
		k := 1
		if first == "ma" || first == "ما" {
			k = 2
		}
		if !(k+1 < len(cl) && (cl[k].norm == "ma" || cl[k].norm == "ما") && hasAnyPrefix(cl[k+1].norm, noNeedDo)) {
			return 0
		}
		h = k + 2
		if h < len(cl) && (strings.HasPrefix(cl[h].norm, "b") || strings.HasPrefix(cl[h].norm, "ب")) {
			h++ // "biha", "بالبراد"
		}
	case first == "3lach" || first == "علاش" || first == "bla" || first == "بلا":
		// "3lach nzid tani", "علاش نشري آخر", "bla ma nzid talt"
		k := 1
		if k < len(cl) && (cl[k].norm == "ma" || cl[k].norm == "ما") {
			if first != "bla" && first != "بلا" {
				return 0
			}
			k++
		}
		if !(k+1 < len(cl) && hasAnyPrefix(cl[k].norm, noNeedBuy) && noNeedOtherNum.has(cl[k+1].nid, cl[k+1].norm)) {
			return 0
		}
		h = k + 2
	case (first == "machi" || first == "mchi" || first == "ماشي") && len(cl) > 2 && noNeedWordsNum.has(cl[1].nid, cl[1].norm) &&
		hasAnyPrefix(cl[2].norm, noNeedBuy):
		h = 3 // "machi darouri njib tani"
	default:
		return 0
	}
	for k := h; k < len(cl); k++ {
		if !noNeedOtherNum.has(cl[k].nid, cl[k].norm) && !noNeedTailNum.has(cl[k].nid, cl[k].norm) || cl[k].asked {
			return 0 // "…, walakin zidha l khti": more than the no need
		}
	}
	return len(cl)
}

var (
	// stillNewMore: new, said of several ("mazal jdad")
	stillNewMore = normSet("jdad", "jdadin", "جداد", "جدادين", "jdida", "جديدة")
	// noNeedWords: I need it not, it is enough for me
	noNeedWords = normSet("khassnich", "khasnich", "makhassnich", "makhasnich", "ماخاصنيش", "خاصنيش", "ماكنحتاجش",
		"كنحتاجش", "محتاجش", "ma7tajch", "m7tajch", "ma7tajhach", "محتاجهاش", "ماكنحتاجهاش", "makan7tajch", "kan7tajch",
		"كافياني", "كافيني", "كفاوني", "كفاوها", "كفاوه", "kafyani", "kafini", "kafyin", "daruri", "darouri", "daroori",
		"ضروري", "lazem", "لازم")
	// noNeedDo: "what would I do with it" ("ma ndir biha")
	noNeedDo = stems("ndir", "ندير", "ndirou", "نديرو")
	// noNeedBuy: buying or adding another ("nzid tani", "نشري آخر")
	noNeedBuy = stems("nzid", "نزيد", "nchri", "نشري", "njib", "نجيب")
	// noNeedOther: another, a second, a third
	noNeedOther = normSet("tani", "tania", "تاني", "تانية", "akhor", "akhur", "khor", "آخر", "اخر", "اخرى", "أخرى", "talt",
		"tlt", "تالت", "rab3", "رابع", "wa7ed", "واحد", "التالت", "الثالث", "التاني", "الثاني", "lakhor", "ltalt", "وحدة",
		"wa7da")
	// noNeedTail: what may close a no need ("ma khassnich walo", "أصلا")
	noNeedTail = normSet("walo", "والو", "ga3", "gaa3", "كاع", "asln", "aslan", "أصلا", "اصلا", "bih", "biha", "بيه",
		"بيها", "f", "dar", "فالدار", "daba", "دابا")
)

// haveAndNoNeed reads, from the first word, a message of two clauses:
// one or a few owned ("3ndi wa7ed", "rah 3ndi zouj d tawajin mazal
// jdad", "عندي جوج") and one that only says no other is needed (ma
// khassnich, "3lach nzid tani", "ما عندي ما ندير بيه"), in either order:
// the whole message, or 0. "kan 3ndi" (I had) owns nothing now.
func haveAndNoNeed(toks []tok, i int) int {
	if i != 0 && !(i == 1 && (toks[0].norm == "rah" || toks[0].norm == "راه")) {
		return 0
	}
	c := clauseEndAt(toks, i)
	if c >= len(toks) || clauseEndAt(toks, c) != len(toks) {
		return 0 // two clauses
	}
	switch {
	case haveCountClause(toks[i:c]) && noNeedClause(toks[c:]) > 0:
	case noNeedClause(toks[i:c]) > 0 && haveCountClause(toks[c:]):
	default:
		return 0
	}
	return len(toks) - i
}

// haveCountClause reports a clause that says one or a few are owned: a
// verb of having ("3ndi", "عندي", "3ndna", "عندنا", after "rah") then a
// count ("wa7ed", "zouj", "جوج", "3"), and no want or question in it.
func haveCountClause(cl []tok) bool {
	k := 0
	if k < len(cl) && (cl[k].norm == "rah" || cl[k].norm == "راه" || cl[k].norm == "w" || cl[k].norm == "و") {
		k++
	}
	if k+1 >= len(cl) || !haveNowNum.has(cl[k].nid, cl[k].norm) || cl[k].neg {
		return false
	}
	if !(haveCountsNum.has(cl[k+1].nid, cl[k+1].norm) || number(cl[k+1].norm)) {
		return false
	}
	for j := range cl {
		if wantish(&cl[j]) && !negatedAt(cl, j) || cl[j].asked {
			return false
		}
	}
	return true
}

var (
	haveNow    = normSet("3ndi", "3andi", "عندي", "3ndna", "3andna", "عندنا")
	haveCounts = normSet("wa7ed", "wahed", "wa7da", "wahda", "واحد", "وحدة", "وحده", "zouj", "jouj", "zoj", "joj", "جوج",
		"زوج", "tlata", "tlat", "تلاتة", "تلاته", "ربعة", "rb3a")
)

// moneyBuysMore reads the price told by what the same money buys: "with
// this money I'd buy two" ("b had taman nchri jouj f derb ghallef",
// "بهاد الثمن نشري جوج فالمدينة", "هاد الفلوس نجوج بيها ختي", "بهاد
// الفلوس نخيط قفطانين"): a "with this price/money", then within three
// words a first-person verb of buying or making with a thing after it.
// The verb with the thing shown as its object ("b had taman nchriha") is
// a yes said, never read here; negated, it is another reader's.
func moneyBuysMore(toks []tok, i int) int {
	w := toks[i].norm
	j := 0
	switch {
	case (w == "b" || w == "ب") && i+2 < len(toks) && (toks[i+1].norm == "had" || toks[i+1].norm == "هاد") && moneyThisNum.has(toks[i+2].nid, toks[i+2].norm):
		j = i + 3
	case (w == "bhad" || w == "بهاد") && i+1 < len(toks) && moneyThisNum.has(toks[i+1].nid, toks[i+1].norm):
		j = i + 2
	case (w == "had" || w == "هاد") && i+1 < len(toks) && (toks[i+1].norm == "lflous" || toks[i+1].norm == "الفلوس"):
		j = i + 2
	default:
		return 0
	}
	for k := j; k < len(toks) && k <= j+2; k++ {
		t := &toks[k]
		if clauseStart(t) {
			return 0
		}
		if !hasAnyPrefix(t.norm, moneyBuyStems) {
			continue
		}
		if t.neg || negationShaped(t.norm) || negatedAt(toks, k) || objectSuffixed(t.norm) {
			return 0
		}
		if k+1 >= len(toks) || clauseStart(&toks[k+1]) {
			return 0 // "b had taman nchri": what is bought not said
		}
		return k - i + 2
	}
	return 0
}

// objectSuffixed reports a Darija verb with the thing shown as its
// object ("nchriha", "نشريها", "nchrih", "نشريه").
func objectSuffixed(w string) bool {
	return strings.HasSuffix(w, "ha") || strings.HasSuffix(w, "ih") || strings.HasSuffix(w, "io") || strings.HasSuffix(w, "ها") ||
		strings.HasSuffix(w, "يه") || strings.HasSuffix(w, "hom") || strings.HasSuffix(w, "هم")
}

var (
	moneyThis     = normSet("taman", "ttaman", "tman", "lflous", "flous", "الثمن", "الفلوس", "ثمن", "lprix", "prix", "lmablagh", "المبلغ")
	moneyBuyStems = stems("nchri", "نشري", "nkhayt", "nkhyt", "nkhiyt", "نخيط", "نجوج", "njwj", "njouwj", "ndir", "ندير",
		"nsaweb", "nsowb", "نصاوب", "nmchi", "نمشي", "nkri", "نكري", "nakhod", "nakhd", "ناخد")
)

// echoedThenReason reports a sum or a delay echoed with a question mark,
// then a reason alone ("159 3la short? b had taman nchri jouj", "4500
// dh?? hadi b7al salaire dyali kaml" is not one): reasonAloneOf on what
// follows the last mark (round 24g's echoedAmount), whose end is no
// question.
func echoedThenReason(toks []tok, question, endAsked bool, u Understanding) bool {
	if !question || endAsked {
		return false
	}
	s := echoedAmount(toks)
	if s <= 0 || s >= len(toks)-1 {
		return false
	}
	tail := toks[s:]
	for i := 1; i < len(tail); i++ {
		if tail[i].asked {
			return false
		}
	}
	var buf [32]tok
	if len(tail) > len(buf) {
		return false
	}
	cp := buf[:len(tail)]
	copy(cp, tail)
	cp[0].asked = false // the mark closes the echo, not what follows it
	return reasonAloneOf(cp, false, u) != reasonNone
}

// sizeOnUs reads a size that does not suit the household: "kbir 3lina",
// "صغير علينا", "sghir bzaf 3lina" (round 22f's sizeReason reads it said
// of the shopper alone, "3liya").
func sizeOnUs(toks []tok, i int) int {
	if !sizeWordsNum.has(toks[i].nid, toks[i].norm) && !sizeWordsNum.has(toks[i].kid, toks[i].key) {
		return 0
	}
	j := i + 1
	for j < len(toks) && excessMarksNum.has(toks[j].nid, toks[j].norm) && !toks[j].comma {
		j++
	}
	if j < len(toks) && !toks[j].comma && onUsNum.has(toks[j].nid, toks[j].norm) {
		return j - i + 1
	}
	return 0
}

var onUs = normSet("3lina", "3lena", "3alina", "علينا")

// soldForLess reads the same sold, made or bought elsewhere at a price
// said: a present verb of selling, making, finding or buying ("kaybi3ha",
// "كيديرها", "كتنسجها", "kanchri", "كنجيبها", "كنلقاها", "l9it"), a place
// or a seller in its clause ("f souk", "f instagram", "عند العطار",
// "فالسوق"), and a price after "b"/"ب" ("b 60", "بعشرة دراهم", "بنص
// الثمن", "b nss taman"). "kayna b 300" with no place is the price here,
// told; the seller being this shop is round 22f's (yoursSaid).
func soldForLess(toks []tok, i int) int {
	w := toks[i].norm
	if w == "" || !(w[0] == 'k' || w[0] == 'l' || strings.HasPrefix(w, "ك") || strings.HasPrefix(w, "ل")) {
		return 0 // (every verb read here opens so: a byte looked at first)
	}
	if !hasAnyPrefix(w, soldStems) || negatedAt(toks, i) {
		return 0
	}
	e := clauseEndAt(toks, i)
	b := clauseBegin(toks, i)
	place, price := false, -1
	for k := b; k < e; k++ {
		v, vID := toks[k].norm, toks[k].nid
		if soldPlacesNum.has(vID, v) || (strings.HasPrefix(v, "ف") || strings.HasPrefix(v, "فال")) && len(v) > 6 && k != i {
			place = true
		}
		if k > i && price < 0 && (v == "b" || v == "ب" || v == "a" || v == "à") && k+1 < e && (number(toks[k+1].norm) || amount(toks[k+1].norm) || halfWordsNum.has(toks[k+1].nid, toks[k+1].norm)) {
			price = k + 1
		}
		if k > i && price < 0 && soldPriceGluedNum.has(vID, v) {
			price = k
		}
	}
	if !place || price < 0 {
		return 0
	}
	return price - i + 1
}

var (
	soldStems = stems("kaybi3", "kaytbi3", "katbi3", "كيبيع", "كتبيع", "كيبيعو", "كيديرها", "كيديرو", "كتديرها", "كتنسج", "كينسج",
		"kanchri", "كنشري", "kanakhd", "كنجيب", "كنلقا", "kanl9a", "kanlqa", "l9it", "lqit", "لقيت", "kaydirha", "kaydirouha")
	soldPlaces = normSet("souk", "sou9", "sok", "derb", "instagram", "jumia", "facebook", "marjane", "3nd", "عند", "mn", "من",
		"lmdina", "المدينة", "السوق", "فالسوق", "القريعة", "الحومة", "lhouma", "l7ouma", "sur", "chez")
	halfWords      = normSet("nss", "nes", "nos", "nus", "نص")
	soldPriceGlued = normSet("بنص", "بعشرة", "بثمن", "بخمسين", "بميا", "بمية")
)

// roomNowhere reads no place at home for it, in Darija: "ma3ndi fin
// n7tha", "ma 3ndna fin n7ettoh", "ما عندي فين نحطها", "ma 3ndi fin
// nlbs had chi"; or "where would I put it" said beside a home too small
// ("الدار صغيرة، فين غادي نحط زربية بحال هادي", "kanskn f studio, fin
// ghan7t zrbiya b7al hadi"), not asked.
func roomNowhere(toks []tok, i int) int {
	w, wID := toks[i].norm, toks[i].nid
	j := 0
	switch {
	case roomHaveNotNum.has(wID, w) && i+1 < len(toks) && roomWhereNum.has(toks[i+1].nid, toks[i+1].norm):
		j = i + 2
	case (w == "ma" || w == "ما") && i+2 < len(toks) && haveNowNum.has(toks[i+1].nid, toks[i+1].norm) && roomWhereNum.has(toks[i+2].nid, toks[i+2].norm):
		j = i + 3
	case roomWhereNum.has(wID, w) && smallHomeSaid(toks):
		j = i + 1
		if j < len(toks) && (toks[j].norm == "ghadi" || toks[j].norm == "غادي" || toks[j].norm == "gha") {
			j++
		}
	default:
		return 0
	}
	if j < len(toks) && !clauseStart(&toks[j]) && hasAnyPrefix(toks[j].norm, roomPut) {
		return j - i + 1
	}
	return 0
}

// smallHomeSaid reports a home said small or full ("dari sghira", "الدار
// صغيرة", "salon sghir", "kanskn f studio").
func smallHomeSaid(toks []tok) bool {
	for k := range toks {
		v, vID := toks[k].norm, toks[k].nid
		if v == "studio" || v == "ستوديو" {
			return true
		}
		if !homeNounsNum.has(vID, v) {
			continue
		}
		for m := max(0, k-2); m < len(toks) && m <= k+2; m++ {
			if smallHomeNum.has(toks[m].nid, toks[m].norm) {
				return true
			}
		}
	}
	return false
}

// reasonRoom: no place at home for it (roomNowhere).
const reasonRoom = reasonNever + 1

var (
	roomHaveNot = normSet("ma3ndi", "ma3ndna", "ماعندي", "ماعنديش", "ماعندناش", "ma3ndich", "ma3ndnach")
	roomWhere   = normSet("fin", "fine", "فين", "فاين")
	roomPut     = stems("n7t", "n7et", "نحط", "nkhzn", "nkhzen", "نخزن", "nlbs", "nlbes", "نلبس", "ghan7t", "غانحط",
		"nsta3ml", "نستعمل", "n7tajha", "ن7ت")
	homeNouns = normSet("dar", "ddar", "dari", "darna", "الدار", "داري", "دارنا", "salon", "الصالون", "kouzina", "lkouzina",
		"الكوزينة", "الكوزينه", "bit", "lbit", "البيت", "بيتي", "chambre", "appartement", "lapartma")
	smallHome = normSet("sghira", "sghir", "sghar", "صغيرة", "صغيره", "صغير", "3amra", "3amer", "عامرة", "عامره", "m3mra", "m3mmra")
)
