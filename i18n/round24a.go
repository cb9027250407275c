package i18n

// Round 24a: readings the retrain on heldout21 moved, kept by the rules
// that own them.

// otherPut reports a verb of putting in (toks[v]) whose object is
// another card than the one asked about: "add the other one", "zid
// lokhra", "ajoutez l'autre", "زيد الأخرى". It picks; it does not say
// yes to the one shown (a veto of the run-on yes).
func otherPut(toks []tok, v int) bool {
	for k := v + 1; k < len(toks) && k <= v+3; k++ {
		if k > v+1 && clauseStart(&toks[k]) {
			return false
		}
		if theOtherNum.has(toks[k].nid, toks[k].norm) || toks[k].norm == "other" && toks[k-1].norm == "the" {
			return true
		}
	}
	return false
}

// theOther: the other card, definite ("lokhra", "l'autre", "الأخرى");
// "wa7da khra", "another" add one more of it.
var theOther = normSet("lokhra", "lakhra", "lokhor", "lautre", "l'autre", "الاخرى", "الأخرى",
	"الاخر", "الآخر", "لوخرى", "لخرى", "اللخرة")

// pickOpens reports a message opened by a position said alone as its
// first clause ("the fourth one, my aunt will adore it", "التالتة،
// زوينة بزاف"): the pick, whatever the comment after it.
func pickOpens(toks []tok, u Understanding) bool {
	if u.Intent != IntentSelect || u.Ordinal == 0 {
		return false
	}
	for i := range toks {
		if i > 0 && clauseStart(&toks[i]) {
			return i <= 4 && ordinalIn(toks[:i]) != 0
		}
	}
	return false
}

// otherPutIn reports a verb of putting in said as the answer whose
// object is the other card: "pas besoin, ajoutez l'autre", "no, add the
// other one" pick another card, as the corpus labels "no, put the blue
// one instead"; the classifier may not read them as a no (a veto of
// classifierVetoed).
func otherPutIn(toks []tok) bool {
	for v := range toks {
		if answerVerb(toks, v) && otherPut(toks, v) {
			return true
		}
	}
	return false
}
