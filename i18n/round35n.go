package i18n

import "strings"

// Round 35n: a refusal said by negating the verb of buying, taking or
// adding the card shown, with no separate no word ("I won't be
// purchasing this item", "je ne souhaite pas l'acheter", "je ne vais
// rien prendre", "ma ghadich nakhodha", "لن أشتريه", "ما غاديش نشريها").
//
// Counted over every seen corpus file (heldout33 unseen), the shapes
// read here are near-unanimous noes: Darija "ma ghadi(ch) n<buy/take>"
// 79 no of 80 (the other a condition, "sinon ma ghadich nakhod"), its
// Arabic script 34 of 34, "لن" before a verb of buying, taking, adding
// or ordering 101 of 102 (the other "… قبل أن أتكلم مع مسؤول"), French
// "je … pas/rien … acheter/prendre/ajouter/commander" 61 of 63 (a
// "sans …" and "ce serait bête de pas le prendre"), "ma nakhodhach" 52
// of 56 (two conditions, a question, kin asked). Round 34a reads the
// message made of nothing but such a verb; this reads it beside reasons
// and thanks, where the rules and the classifier saw no answer.
//
// Left alone, the corpus splitting or saying otherwise: the verb inside a
// condition or a question ("ma nakhodch ila …", "3lach ma nakhodhach"),
// a time that puts it off ("not now", "pas maintenant", "daba", "before
// I speak to …", "sans …", "yet"), a yes verb after it ("… mais ajoute
// l'autre"), a want alone ("ma bghitch", split: "ma bghitch nstenna,
// zidha" is a yes), kin or anyone but "I"/"we" as the subject (only the
// first person's verbs are read), "not only … but".

var (
	// buyStems35n: Darija and Arabic first-person verbs of buying, taking,
	// adding, ordering (prefixes of the norm)
	buyStems35n = []string{"nchri", "nshri", "nechri", "nakhod", "nakhd", "nkhod", "nakhed", "nakhud", "نشري", "نشتري", "اشتري",
		"ناخد", "ناخذ", "اخذ", "اخد", "اضيف", "نضيف", "اطلب", "نطلب"}
	// buyWords35n: French and English verbs of buying, taking, adding,
	// ordering, as a message's words read
	buyWords35n = tokSet("acheter", "lacheter", "prendre", "ajouter", "lajouter", "commander", "buy", "buying", "purchase",
		"purchasing", "take", "taking", "order", "ordering")
	// buyConj35n: French first-person forms negated by a "pas" after them
	buyConj35n = tokSet("achete", "lachete", "nachete", "prends")
	// frAux35n: what may stand between "je" and the French infinitive
	frAux35n = tokSet("ne", "n", "la", "le", "les", "l", "vais", "veux", "compte", "souhaite", "desire", "peux", "pense")
	// frNeg35n: the French negation's second word
	frNeg35n = tokSet("pas", "rien", "jamais")
	// enAux35n: what may stand between "I" and the English verb
	enAux35n = tokSet("be", "going", "to", "gonna", "want", "wanna", "will", "am", "do", "really", "not", "dont", "wont", "never",
		"cant", "cannot")
	// enNeg35n: the English negation
	enNeg35n = tokSet("not", "dont", "wont", "never", "cant", "cannot")
	// lan35n: Arabic "will not"
	lan35n = tokSet("لن", "ولن", "فلن")
	// ghadi35n: Arabic-script "going to", negated or after a negator
	ghadi35n = tokSet("غادي", "غاديش")
	// ghadiNeg35n: Arabic-script negators of "ghadi", and "ghadi" negated whole
	ghadiNeg35n = tokSet("ما", "مش", "مانيش", "ماشي")
	// off35n: a condition, a question word, a time putting it off: the
	// corpus splits or reads otherwise where these stand in the message
	off35n = tokSet("si", "sinon", "if", "unless", "ila", "ilaa", "إذا", "اذا", "إلا", "الا", "لو", "ida", "why", "pourquoi",
		"3lach", "3lah", "lach", "علاش", "لماذا", "لاش", "daba", "dba", "دابا", "now", "maintenant", "instant", "الآن", "الان",
		"yet", "encore", "mazal", "ba9i", "باقي", "مازال", "suite", "before", "avant", "قبل", "sans", "without", "until", "7ta",
		"حتى", "jusqu", "jusqua", "tant", "only", "seulement")
)

// buyWord35n reports a verb of buying, taking, adding or ordering
// (buyStems35n, buyWords35n, buyConj35n): the cue of round35nReading.
func buyWord35n(w string) bool {
	if buyWords35n[w] || buyConj35n[w] {
		return true
	}
	for _, p := range buyStems35n {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// round35nReading reads a message with no answer whose clause negates
// the first person's verb of buying, taking or adding as a no.
func (x *Understander) round35nReading(a *analysis, u *Understanding) {
	toks := a.toks
	if x.open || a.question || len(toks) < 2 || len(toks) > 30 || u.answer() != DecisionNone || !a.may(cueBuy35n) {
		return
	}
	v := -1
	for i := range toks {
		if c := cueTableOf(&toks[i]); c.has(cueBuy35n) && negatedBuy35n(toks, i) {
			v = i
			break
		}
	}
	if v < 0 || yesVerbIn(toks[v+1:]) {
		return
	}
	for i := range toks {
		if off35n[toks[i].norm] {
			return
		}
	}
	for i := v + 1; i < len(toks) && u.Intent != IntentCancel; i++ {
		if firstWant(&toks[i]) && !toks[i].neg && toks[i-1].norm != "ma" && toks[i-1].norm != "ما" {
			u.Decision = DecisionNo // "ma ghadich nakhod tajine, bghit couscoussier": a no, the request kept
			return
		}
	}
	*u = noOf(*u)
}

// negatedBuy35n reports the verb at toks[v] negated in its own clause,
// with "I" or "we" its subject: "ma ghadi(ch) nchriha", "ma
// nakhodhach", "ما غاديش ناخدها", "لن أشتريه", "je ne vais pas le
// prendre", "je l'achète pas", "I won't be buying it".
func negatedBuy35n(toks []tok, v int) bool {
	t := &toks[v]
	w := t.norm
	prev := func(k int) *tok { // the word k before v in v's clause, or nil
		for j := v; j > v-k; j-- {
			if j <= 0 || toks[j].comma {
				return nil
			}
		}
		return &toks[v-k]
	}
	p1, p2 := prev(1), prev(2)
	switch {
	case p1 == nil:
	case p1.norm == "ma" && t.neg || p1.norm == "ما" && t.neg: // "ma nakhodhach", "ما ناخدهاش"
		return true
	case p1.key == "ghad" && p2 != nil && p2.norm == "ma": // "ma ghadich nchri"
		return true
	case p1.norm == "ماغادي" || p1.norm == "ماغاديش" || ghadi35n[p1.norm] && p2 != nil && ghadiNeg35n[p2.norm]:
		return true
	case lan35n[p1.norm]:
		return true
	}
	if buyConj35n[w] {
		return v+1 < len(toks) && !toks[v+1].comma && frNeg35n[toks[v+1].norm] && subjectBefore35n(toks, v, frAux35n, nil, "je")
	}
	if !buyWords35n[w] {
		return false
	}
	return subjectBefore35n(toks, v, frAux35n, frNeg35n, "je") || subjectBefore35n(toks, v, enAux35n, enNeg35n, "i", "im")
}

// subjectBefore35n reports, going back from toks[v] in its clause over
// aux words only, a subject of subj, and a word of neg on the way (any
// when neg is nil).
func subjectBefore35n(toks []tok, v int, aux, neg map[string]bool, subj ...string) bool {
	seen := neg == nil
	for j := v - 1; j >= 0; j-- {
		w := toks[j].norm
		for _, s := range subj {
			if w == s {
				return seen
			}
		}
		if toks[j+1].comma || !aux[w] && (neg == nil || !neg[w]) {
			return false
		}
		seen = seen || neg[w]
	}
	return false
}
