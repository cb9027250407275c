package i18n

import "strings"

// Round 24h: refusals said in forms the rules miss.
//
// refusalForm reads, in a message that asks nothing, a no said in one of
// these shapes:
//
//   - a negated first-person want written glued or drawn out ("ma
//     bghitchhhi", "manbghihach", "mabghitchi"), with only nos, "safi",
//     thanks, fillers or the thing beside it (gluedRefusalOnly);
//   - waiting for the sales ("je vais attendre les promos", "ghantsna
//     lpromo", "سأنتظر التخفيضات"): every corpus line of that shape is a
//     no (salesAwaited);
//   - adding nothing asked ("ne mettez rien", "do not add anything",
//     "لا تضيف شيئا"), not "nothing else" (nothingAdded);
//   - someone at home saying no or refusing ("mon pere a dit non",
//     "my sister said absolutely not", "اختي رفضت"), the no ending its
//     clause (kinRefused);
//   - asking why one would need it ("why would i need a third one",
//     "pourquoi j'en aurais besoin", "علاش نحتاجها") (needAskedWhy, the
//     only shape read though asked: "why would i add it?" is labelled
//     asked again, and is not read).
func refusalForm(a *analysis) bool {
	toks := a.toks
	if len(toks) == 0 || len(toks) > 16 {
		return false
	}
	if a.may(cueWhy) && a.may(cueNeed) && needAskedWhy(toks) {
		return true
	}
	if a.question {
		return false
	}
	return a.may(cueGluedWant) && gluedRefusalOnly(toks) || a.may(cueSalesWait) && salesAwaited(toks) || a.may(cueAddNeg) && nothingAdded(toks) ||
		a.may(cueKinSaid) && kinRefused(toks) || a.may(cuePlainRemoval) && bareRemoval(toks)
}

// bareRemoval: a removal verb said bare or with only "it", "that",
// "everything" and the cart ("supprime", "oui oui supprime", "scrap it",
// "scrap everything in the cart"), after nothing but a yes, an ok,
// fillers or thanks: the removal agreed, a no.
func bareRemoval(toks []tok) bool {
	r := -1
	for i := range toks {
		if plainRemoval(toks[i].norm) {
			r = i
			break
		}
	}
	if r < 0 {
		return false
	}
	for i := 0; i < r; i++ {
		if _, c, ok := decision1(toks, i); !ok || c != dYes && c != dAck && c != dOh && c != dFiller && c != dThanks {
			return false
		}
	}
	for i := r + 1; i < len(toks); i++ {
		t := &toks[i]
		if removedWhatNum.has(t.nid, t.norm) || cartPlace(t.norm) {
			continue
		}
		if _, c, ok := decision1(toks, i); ok && (c == dFiller || c == dThanks) {
			continue
		}
		return false
	}
	return true
}

// plainRemoval: a verb that only ever takes out ("supprime", "delete",
// "remove", "scrap", "enlevez", "احذف"); not "lghi", which is also a
// word's start ("lghalia").
func plainRemoval(w string) bool { return hasAnyPrefix(w, plainRemovals) }

var plainRemovals = stems("suprim", "supprim", "delet", "remov", "scrap", "enlev", "retir", "احذف", "حذف")

var removedWhat = normSet("it", "that", "this", "everything", "all", "tout", "in", "of", "the", "my", "from", "du", "de", "mon", "le", "la")

// gluedRefusal reports toks[i] as a negated first-person want the
// grammar does not read: "bghitchhha", "mabghitchi", "nbghihach", or
// "nbghiha" after a "ma" ("manbghiha", "ma nbghiha").
func gluedRefusal(toks []tok, i int) bool {
	for _, w := range []string{toks[i].norm, toks[i].key} {
		rest, glued := strings.CutPrefix(w, "ma")
		if !glued {
			rest, glued = strings.CutPrefix(w, "ما")
		}
		rest = strings.TrimPrefix(rest, "ka")
		stem := ""
		for _, p := range []string{"bghit", "nbghi", "بغيت", "نبغي"} {
			if strings.HasPrefix(rest, p) && !strings.HasPrefix(rest, "bghiti") {
				stem = p
				break
			}
		}
		if stem == "" {
			continue
		}
		after := rest[len(stem):]
		if strings.Contains(after, "ch") || strings.HasSuffix(after, "ش") {
			return true // "bghitchhha", "nbghihach", "بغيتهاش"
		}
		if glued || i > 0 && (toks[i-1].norm == "ma" || toks[i-1].norm == "ما") {
			return strings.HasPrefix(stem, "nb") || strings.HasPrefix(stem, "نب") // "manbghiha"
		}
	}
	return false
}

// gluedRefusalOnly: a gluedRefusal, and around it only nos, a "ma",
// "safi", thanks, fillers, the thing, "and" or "now".
func gluedRefusalOnly(toks []tok) bool {
	found := false
	for i := range toks {
		t := &toks[i]
		switch {
		case gluedRefusal(toks, i):
			found = true
		case t.norm == "ma" || t.norm == "ما" || t.isBareNo() || tailWordsNum.has(t.nid, t.norm) && !t.shop:
		default:
			_, c, ok := decision1(toks, i)
			if !ok || c != dNo && c != dSafi && c != dFiller && c != dThanks {
				return false
			}
		}
	}
	return found
}

// salesAwaited: a verb of waiting, then within four words the sales
// ("soldes", "black friday", "التخفيضات"), and no yes verb, person,
// question word, condition or but anywhere.
func salesAwaited(toks []tok) bool {
	w := -1
	for i := range toks {
		if salesWaitStem(toks[i].norm) {
			w = i
			break
		}
	}
	if w < 0 || negBefore(toks, w) {
		return false // ("i'm not waiting for the sales": round 24k)
	}
	s := -1
	for i := w + 1; i < len(toks) && i <= w+4; i++ {
		if clauseStart(&toks[i]) {
			break
		}
		if possessivesNum.has(toks[i].kid, toks[i].key) {
			break // "mon solde": the shopper's balance
		}
		if salesWordsNum.has(toks[i].nid, toks[i].norm) || toks[i].norm == "black" && i+1 < len(toks) && toks[i+1].norm == "friday" {
			s = i
			break
		}
	}
	if s < 0 {
		return false
	}
	for i := range toks {
		if i >= w && i <= s+1 {
			continue
		}
		t := &toks[i]
		if wantish(t) || t.isAddVerb() {
			return false
		}
		if ri, ok := t.role1(); ok && ri.roles&(rHuman|rTalk|rQWord|rCond|rRequest|rShowMore) != 0 {
			return false
		}
		if _, c, ok := decision1(toks, i); ok && (c == dYesVerb || c == dBut || c == dYes || c == dMore) {
			return false
		}
	}
	return true
}

func salesWaitStem(w string) bool {
	return hasAnyPrefix(strings.TrimPrefix(strings.TrimPrefix(w, "gha"), "ka"), salesWaitStems)
}

var salesWaitStems = stems("wait", "attend", "ntsn", "ntesn", "ntsen", "tsna", "نتسن", "كنتسن", "غانتسن", "سأنتظر",
	"الانتظار", "انتظار", "ننتظر", "انتظر")

var salesWords = normSet("soldes", "sales", "promos", "promo", "lpromo", "lpromos", "tkhfidat", "التخفيضات", "تخفيضات",
	"lsoldes", "blackfriday", "lblack", "الصولد", "صولد", "sale")

// nothingAdded: a verb of adding negated ("n'ajoutez", "don't put", "pas
// ajoutez", "لا تضع", "ma tzid") with "nothing" or "anything" right
// after it (not "nothing else", "rien d'autre"); the rest says only
// nos, please, thanks, that the shopper was only asking, or where.
func nothingAdded(toks []tok) bool {
	k := -1
	for i := range toks {
		if !addStem(toks[i].norm) || !addNegated(toks, i) {
			continue
		}
		j := i + 1
		if j < len(toks) && (toks[j].norm == "it" || toks[j].norm == "me") {
			j++
		}
		if j < len(toks) && !clauseStart(&toks[j]) && nothingAnyNum.has(toks[j].nid, toks[j].norm) {
			k = j
			break
		}
	}
	if k < 0 {
		return false
	}
	if k+1 < len(toks) && !clauseStart(&toks[k+1]) && elseWordsNum.has(toks[k+1].nid, toks[k+1].norm) {
		return false // "n'ajoutez rien d'autre": the rest added
	}
	for i := range toks {
		t := &toks[i]
		if i > k && (wantish(t) || t.isAddVerb()) {
			return false
		}
		if _, c, ok := decision1(toks, i); ok {
			switch c {
			case dYes, dAck, dHold, dHoldVerb, dHoldPrefix, dBut, dMixed, dMore, dPraise:
				return false
			}
		}
		if ri, ok := t.role1(); ok && ri.roles&(rHuman|rTalk|rCond|rShowMore) != 0 {
			return false
		}
	}
	return true
}

var addNegStems = stems("ajout", "rajout", "mett", "add", "put", "zid", "tzid", "t7ot", "t7et", "تضع", "تضيف", "تزيد", "تحط", "تدخل")

func addStem(w string) bool { return hasAnyPrefix(strings.TrimPrefix(w, "n"), addNegStems) }

// addNegated: the add verb at toks[i] glued to "n'" ("najoutez") or after
// a negation ("dont", "pas", "ne", "لا", "ma").
func addNegated(toks []tok, i int) bool {
	w := toks[i].norm
	if strings.HasPrefix(w, "n") && addStem(w) && !strings.HasPrefix(w, "nzid") {
		return true
	}
	if strings.HasPrefix(w, "matzid") || strings.HasPrefix(w, "matzed") {
		return true
	}
	return i > 0 && !clauseStart(&toks[i]) && addNegsNum.has(toks[i-1].nid, toks[i-1].norm)
}

var (
	addNegs    = normSet("dont", "don't", "not", "pas", "ne", "لا", "ma", "ما", "never", "jamais")
	nothingAny = normSet("rien", "anything", "nothing", "walo", "walou", "والو", "شيئا", "شيء", "شي", "ay7aja")
	elseWords  = normSet("else", "more", "other", "dautre", "d", "de", "plus", "autre", "khor", "khra", "akhor", "اخر", "آخر", "أخرى",
		"اخري", "غير", "ghir", "extra")
)

// kinRefused: someone at home ("my mother", "rajli", "الوالدة") who said
// no ("said no", "a dit non", "galt la", "قال بلا", "said absolutely
// not") or refused ("رفضت", "refused"), the no ending its clause or
// followed only by "from it", sorry, thanks or laughter.
func kinRefused(toks []tok) bool {
	kin := -1
	for i := range toks {
		if kinWordsNum.has(toks[i].nid, toks[i].norm) || toks[i].key != toks[i].norm && kinWordsNum.has(toks[i].kid, toks[i].key) || homeKinNum.has(toks[i].nid, toks[i].norm) {
			kin = i
			break
		}
	}
	if kin < 0 {
		return false
	}
	for i := kin + 1; i < len(toks) && i <= kin+6; i++ {
		w := strings.TrimPrefix(toks[i].norm, "و")
		e := -1
		switch {
		case refusedVerbs[w]:
			e = i + 1
		case saidVerbs[w]:
			j := i + 1
			for j < len(toks) && j <= i+2 && (saidToNum.has(toks[j].nid, toks[j].norm) || toks[j].norm == "absolutely") {
				j++
			}
			if j < len(toks) && (toks[j].isBareNo() || kinNosNum.has(toks[j].nid, toks[j].norm) || toks[j].norm == "not" && toks[j-1].norm == "absolutely") {
				e = j + 1
				if e < len(toks) && (toks[e].norm == "not" || toks[e].norm == "منها" || toks[e].norm == "mnha") {
					e++
				}
			}
		}
		if e < 0 {
			continue
		}
		for k := e; k < len(toks); k++ {
			t := &toks[k]
			if clauseStart(t) {
				break
			}
			if _, c, ok := decision1(toks, k); ok && (c == dFiller || c == dThanks || c == dNo) || laughsNum.has(t.nid, t.norm) || apologyWordsNum.has(t.nid, t.norm) {
				continue
			}
			return false
		}
		for k := range toks {
			if k > i && (wantish(&toks[k]) || toks[k].isAddVerb()) {
				return false
			}
			if k > i && k < e {
				continue // the no said ("absolutely not")
			}
			if _, c, ok := decision1(toks, k); ok && (c == dYes || c == dAck || c == dYesVerb || c == dBut || c == dMore) {
				return false
			}
		}
		return true
	}
	return false
}

var (
	homeKin      = normSet("الوالد", "الوالدة", "الواليد", "والدتي", "والدي", "راجلي", "مراتي", "بنتي", "ختي", "أختي", "اختي", "زوجي", "زوجتي", "ماما", "lwalida", "lwalid", "rajli", "mrati")
	refusedVerbs = normSet("رفضت", "رفض", "refused", "refuse", "refuses", "rfdat", "rafdat", "rfd")
	saidVerbs    = normSet("said", "says", "say", "dit", "galt", "gal", "galet", "gala", "katgol", "kaygol", "قالت", "قال", "قالي", "قاليا", "تقول", "يقول")
	saidTo       = normSet("lia", "liya", "lya", "ليا", "لي", "a", "me", "m", "mli")
	kinNos       = normSet("بلا", "bla", "nope")
	laughs       = normSet("lol", "hhh", "hhhh", "haha", "هههه", "ههه", "mdr")
	apologyWords = normSet("sorry", "desole", "désolé", "désolée", "desolee", "smhli", "سمح", "pardon")
)

// needAskedWhy: "why" then, within four words, a need ("why would i
// need it", "pourquoi j'en aurais besoin", "علاش نحتاج", "3lach
// m7tajha"), alone in its message or with only a reason after it.
func needAskedWhy(toks []tok) bool {
	for i := range toks {
		if !whyNeedWordsNum.has(toks[i].nid, toks[i].norm) {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+4; j++ {
			if clauseStart(&toks[j]) {
				break
			}
			if needStem(toks[j].norm) {
				for k := range toks {
					if k < i && !leadWordsNum.has(toks[k].nid, toks[k].norm) && !whyLeadsNum.has(toks[k].nid, toks[k].norm) && !toks[k].isBareNo() {
						return false
					}
					if wantish(&toks[k]) || toks[k].isAddVerb() {
						return false
					}
					if _, c, ok := decision1(toks, k); ok && (c == dYes || c == dAck || c == dYesVerb || c == dBut && k > i || c == dMore) {
						return false
					}
					if k > i && k < j && (toks[k].neg || toks[k].norm == "not" || strings.HasSuffix(toks[k].norm, "nt")) {
						return false // "why wouldn't i need it": a need denied
					}
				}
				return !toks[j].neg
			}
		}
	}
	return false
}

var whyNeedWords = normSet("why", "pourquoi", "3lach", "3lache", "lach", "علاش", "لماذا", "لاش")

var needStems = stems("need", "besoin", "m7taj", "محتاج", "نحتاج", "احتاج", "أحتاج", "حاجتي")

func needStem(w string) bool { return hasAnyPrefix(w, needStems) }

var whyLeads = normSet("et", "and", "mais", "but", "so", "alors", "ewa", "اذن", "إذن")
