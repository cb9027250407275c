package i18n

import "strings"

// placeSaid reports how many words from toks[i] say where a thing is
// bought or was got, around a reason of buying elsewhere or of having
// one already (reasonAlone, round 22j): the place itself ("souk",
// "محل", "another store", "متجر آخر"), the old town ("lmdina l9dima",
// "المدينة القديمة"), over there ("la bas", "tma", "هناك"), and when
// the shopper goes there, to the end of the clause ("when i visit",
// "mli nmchi", "فاش نمشي لفاس", "عندما أزورها") unless a want or a verb
// of putting in is in it; and, for any reason, the thanks "quand même".
// The in-law of "ma belle-mère" is kin, not praise. 0 if none. Said of a place, these words ask nothing and pick no card.
func placeSaid(toks []tok, i int, kind reasonKind) int {
	w, wID := toks[i].norm, toks[i].nid
	if anyway(toks, i) {
		return 2 // "merci quand même"
	}
	if (w == "bele" || w == "belle" || w == "beau") && i+1 < len(toks) && inLawsNum.has(toks[i+1].nid, toks[i+1].norm) {
		return 2 // "ma belle mère me l'a offert": kin, no praise
	}
	if kind != reasonElsewhere && kind != reasonOwned {
		return 0
	}
	switch {
	case townShopsNum.has(wID, w) || townShops[trimArticle(w)] || placeWordsNum.has(wID, w) || storeWordsNum.has(wID, w):
		return 1
	case availThereNum.has(wID, w) && i+1 < len(toks) && thereWordsNum.has(toks[i+1].nid, toks[i+1].norm):
		return 2 // "kayna tma b rkhis": it is there, cheap
	case i > 0 && (placeWordsNum.has(toks[i-1].nid, toks[i-1].norm) || storeWordsNum.has(toks[i-1].nid, toks[i-1].norm)) && otherPlaceNum.has(wID, w) && !toks[i].comma:
		return 1 // "متجر آخر", "magasin autre"
	case i > 0 && (townShopsNum.has(toks[i-1].nid, toks[i-1].norm) || townShops[trimArticle(toks[i-1].norm)]) && oldTownNum.has(wID, w) && !toks[i].comma:
		return 1 // "lmdina l9dima", "المدينة القديمة"
	case w == "la" && i+1 < len(toks) && toks[i+1].norm == "bas" && !toks[i+1].comma:
		return 2
	case thereWordsNum.has(wID, w):
		return 1
	case whenWordsNum.has(wID, w) && i > 0 && !clauseStart(&toks[i]):
		j := i + 1
		for j < len(toks) && !clauseStart(&toks[j]) && j < i+6 {
			if wantish(&toks[j]) || toks[j].objectVerb() || toks[j].asked {
				return 0
			}
			j++
		}
		if j < len(toks) && !clauseStart(&toks[j]) {
			return 0 // more than a short when: something else is said
		}
		return j - i
	}
	return 0
}

// trimArticle is w without a glued Darija or Arabic article ("lmdina",
// "lsouk"); the Arabic "ال" stays, as the lists spell it.
func trimArticle(w string) string {
	if len(w) > 3 && w[0] == 'l' {
		return w[1:]
	}
	return w
}

var (
	// storeWords: a store, besides the lists' places
	storeWords = normSet("متجر", "المتجر", "متاجر", "موقع")
	// availThere: it is there ("kayna tma")
	availThere = normSet("kayna", "kayn", "kaina", "kain", "كاينة", "كاين", "كاينه")
	// inLaws: the in-law of "belle-mère", "beau-père"
	inLaws = normSet("mere", "mère", "pere", "père", "soeur", "sœur", "frere", "frère", "fille", "fils", "famille")
	// oldTown: the old of "the old medina"
	oldTown = normSet("l9dima", "9dima", "lqdima", "qdima", "l9dim", "old", "ancienne", "vieille", "القديمة", "القديمه", "القديم")
	// thereWords: over there, where the shop in town is
	thereWords = normSet("tma", "temma", "lhih", "تما", "تماك", "هناك", "هنالك", "there")
	// whenWords: when the shopper goes to the place named
	whenWords = normSet("mli", "mlli", "melli", "ملي", "فاش", "when", "lorsque", "عندما", "لما", "حين")
)

// partnerWord reports a partner ("شريكي", "chriki", "chrikti"): a noun
// whose letters hold a verb of buying ("شري", "chri").
func partnerWord(w string) bool {
	return strings.HasPrefix(w, "شريك") || strings.HasPrefix(w, "الشريك") || strings.HasPrefix(w, "chrik")
}

// judgedFor reports how many words from toks[e] go on, after a dear
// word, to weigh the price against what the thing is: a sum said
// perhaps, then "for a", "pour une", "3la chi", "على" and the thing, or
// "pour ce que c'est" ("way too pricey for a teapot", "c abusé 4500
// pour une takchita", "ghalia 3la chi tajine", "trop chère pour ce que
// c'est"); 0 if none. The "for" may already be the dear word's (dearFor).
func judgedFor(toks []tok, e int) int {
	j := e
	if j < len(toks) && !clauseStart(&toks[j]) && (amount(toks[j].norm) || number(toks[j].norm)) {
		j++
		if j < len(toks) && !clauseStart(&toks[j]) && moneyUnitsNum.has(toks[j].nid, toks[j].norm) {
			j++
		}
	}
	if j < len(toks) && !clauseStart(&toks[j]) && judgeForNum.has(toks[j].nid, toks[j].norm) {
		j++
	} else if !(j == e && e > 0 && judgeForNum.has(toks[e-1].nid, toks[e-1].norm)) {
		return 0
	}
	if j+1 < len(toks) && !clauseStart(&toks[j]) && !clauseStart(&toks[j+1]) && judgedArticleNum.has(toks[j].nid, toks[j].norm) {
		return j - e + 2
	}
	if j+2 < len(toks) && toks[j].norm == "ce" && toks[j+1].norm == "que" && (toks[j+2].norm == "cest" || toks[j+2].norm == "c") {
		return j - e + 3
	}
	return 0
}

var (
	judgeFor      = normSet("for", "pour", "3la", "على", "علي", "ف", "f")
	judgedArticle = normSet("a", "an", "un", "une", "chi", "شي", "واحد")
	moneyUnits    = normSet("dh", "dhs", "mad", "dirham", "dirhams", "درهم", "دراهم", "euros", "€")
)

// praisedBefore reports praise or a but before toks[s] ("zwina walakin
// ghalia 3la chi tajine"): tuning3 leaves praise then "but too dear",
// not said for the shopper, asked again.
func praisedBefore(toks []tok, s int) bool {
	for i := 0; i < s; i++ {
		if goodWordsNum.has(toks[i].kid, toks[i].key) || goodWordsNum.has(toks[i].nid, toks[i].norm) {
			return true
		}
		if _, c, ok := decisionWords.match(toks, i, s); ok && (c == dPraise || c == dBut) {
			return true
		}
	}
	return false
}
