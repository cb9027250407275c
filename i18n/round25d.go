package i18n

import (
	"strings"
	"unicode/utf8"
)

// Round 25d: intents outside yes and no that the rules misread, read
// from the seen sets' misses: a colour only spelt like a thing sold, a
// comparison or a budget said as a follow-up (refine), a size asked of a
// card named by its colour (a product question), a card named by its
// colour or shape alone (a pick), waits said in more forms (hold). None
// gives a yes or a no; a wait is only read where no yes or no was.

// colourNotShop reports a word the slot lists read as a colour that the
// shop's vocabulary matches only by its shape: "lwrdi" (pink) shares its
// skeleton with "lward" (roses), so "kayna b lwrdi?" asked for roses. A
// colour is a thing sold only when the shop lists that very word.
func (x *Understander) colourNotShop(t *tok) bool {
	if !slotColor(*t) {
		return false
	}
	w := t.norm
	if _, ok := x.products[w]; ok {
		return false
	}
	if _, ok := x.products[singular(w)]; ok {
		return false
	}
	if lk := light(w); lk != "" {
		if _, ok := x.lights[lk]; ok {
			return false
		}
	}
	// ("lkhol", kohl, is black too: with its article off, listed)
	return stripClitic(w, func(r string) bool {
		_, ok := x.products[r]
		return ok
	}) == ""
}

// round25dReading re-reads, last, a message the rules and the classifier
// gave no yes and no no. It never gives one either: a wait, a pick, a
// refinement, a product question or an unknown.
func (x *Understander) round25dReading(a analysis, u Understanding) (Understanding, bool) {
	toks := a.toks
	d := u.answer()
	if x.open || len(toks) == 0 || d == DecisionYes || d == DecisionNo {
		return u, false
	}
	unanswered := d == DecisionNone || d == DecisionAmbiguous
	switch {
	case unanswered && !a.question && (u.Intent == IntentUnknown || u.Intent == IntentHold) &&
		(bothThenUnsure(toks) || ackThanksThink(toks) || keptForLater(toks)):
		// "oui non je sais pas", "ok thanks, i'll think", "pas
		// maintenant mais ne la retirez pas, je reviens": a wait
		return holdOf(u), true
	case d == DecisionNone && u.Intent == IntentHuman && x.waitThenOwn(a):
		// "tsna chwiya n3ayt l mmi": a wait, then the shopper's own call
		return holdOf(u), true
	case d == DecisionNone && u.Intent == IntentRefine && !a.question && cardByLook(toks, u):
		// "l7amra", "الكبيرة": the card named by how it looks
		u.Query, u.Terms = "", nil
		return u.with(IntentSelect, 0.8), true
	case d == DecisionNone && (u.Intent == IntentRefine || u.Intent == IntentSelect) && a.question && meantAsked(toks):
		// "you mean the red one?", "الثانية، صحيح؟": which the shop
		// meant, asked back
		u = u.cleared()
		return u.with(IntentUnknown, 0.3), true
	}
	return u, false
}

// bothThenUnsure reports a yes and a no both said, then not knowing
// ("yes no maybe idk", "oui... non... je sais plus", "إيه لا، ما
// عرفتش"), and nothing but fillers and hesitations: undecided, a wait.
func bothThenUnsure(toks []tok) bool {
	yes, no, unsure := false, false, false
	for i := 0; i < len(toks); {
		n, c, ok := decisionWords.match(toks, i, len(toks))
		if !ok {
			n, c, ok = negation(toks, i) // "ma3rftch", "ماعرفتش": a wait
		}
		if !ok {
			// "je sais plus", "je sais pas trop": the French verb alone
			if toks[i].norm == "sais" && i+1 < len(toks) && (toks[i+1].norm == "plus" || toks[i+1].norm == "pas") {
				unsure = true
				i += 2
				continue
			}
			return false
		}
		switch c {
		case dYes, dAck:
			yes = true
		case dNo, dNeg:
			if n != 1 || !bareNo(&toks[i]) {
				return false
			}
			no = true
		case dHold:
			unsure = true
		case dHmm, dFiller, dObj:
		default:
			return false
		}
		i += n
	}
	return yes && no && unsure
}

// ackThanksThink reports an ok and a thanks, then only a thought ("ok
// thanks, i'll think", "oki merci, je réfléchis", "حسنا شكرا، سأفكر"):
// round 24e's ok then a thought, with the thanks that closes it.
func ackThanksThink(toks []tok) bool {
	ack, thanks, think := false, false, false
	for i := 0; i < len(toks); {
		t := &toks[i]
		if t.neg || negationShaped(t.norm) || bareNo(t) {
			return false
		}
		n, c, ok := decisionWords.match(toks, i, len(toks))
		if !ok {
			switch {
			case thinkAt(toks, i):
				think = true
			case vocatives[t.norm], t.norm == "il", t.norm == "ill", t.norm == "i", t.norm == "je", t.norm == "vais":
			default:
				return false
			}
			i++
			continue
		}
		switch c {
		case dAck, dYes:
			ack = ack || !think
		case dThanks:
			thanks = true
		case dHold, dHoldVerb:
			for j := i; j < i+n; j++ {
				think = think || thinkAt(toks, j)
			}
			if !think {
				return false // "ok merci, nchouf": seen both ways
			}
		case dHoldPrefix, dFiller, dOh, dObj, dIntens:
		default:
			return false
		}
		i += n
	}
	return ack && thanks && think
}

// backAgain: the shopper coming back or finishing later ("je reviens",
// "ghanrje3", "غنجي", "i'll be back", "ghda nkmel").
var backAgain = normSet("ghanrja3", "ghanrje3", "nrja3", "nrje3", "nrj3", "غانرجع", "نرجع", "غنرجع", "غادي نرجع", "reviens",
	"repasse", "reviendrai", "back", "غنجي", "غانجي", "نجي", "ghanji", "ghadi nji", "nkmel", "nkmmel", "nkml", "nkemmel",
	"نكمل", "غنكمل", "finish", "terminer", "finirai")

// keptForLater reports the product kept ("ne la retirez pas", "khalliha
// f panier", "خليها عندك", "don't remove it") and a coming back or a
// finishing later, with no yes said: "not now but don't remove it, I'll
// be back", "ماشي دابا ولكن خليها عندك، غنجي نشوفها" — a wait, which
// the seen sets label a wait. A yes word, a verb of putting in, a
// question or a bare no first ("no, leave it, I'll come back another
// day" refuses) leaves it alone.
func keptForLater(toks []tok) bool {
	if bareNo(&toks[0]) && !(len(toks) > 1 && laterWords.match1(toks, 0, 2)) {
		return false // "no leave it, i'll come back another day": the no first
	}
	kept, back := false, false
	for i := range toks {
		if _, c, ok := decisionWords.match(toks, i, i+1); ok && (c == dYes || c == dAck || c == dYesVerb) {
			return false
		}
		if answerVerb(toks, i) && !toks[i].neg {
			return false
		}
		if deniedRemoval(toks, i) > 0 || keepVerb(&toks[i]) && !toks[i].neg {
			kept = true
		}
		if backAgain[toks[i].norm] {
			back = true
		}
	}
	return kept && back
}

// waitThenOwn reports a wait said first (after a bare no at most) and
// read by the classifier as a wait: "hold on, i'm taking a call",
// "tsna chwiya n3ayt l mmi": the call is the shopper's own, no person
// asked of the shop.
func (x *Understander) waitThenOwn(a analysis) bool {
	toks := a.toks
	s := 0
	if bareNo(&toks[0]) {
		s = 1
	}
	if s >= len(toks) {
		return false
	}
	if _, c, ok := decisionWords.match(toks, s, len(toks)); !ok || c != dHold {
		return false
	}
	in, p := x.classifyMemo(a.memo, toks, a.question)
	return in == IntentHold && p >= answerFloor
}

// cardByLook reports a message of one definite word that says how a card
// looks — its colour, size or make ("l7amra", "الحمرا", "lkbira",
// "الجلدية") — with fillers at most: the card so named, picked. A bare
// colour without its article ("k7la"), with a preposition ("بالكحل",
// "f lk7el") or asked stays a refinement.
func cardByLook(toks []tok, u Understanding) bool {
	word := -1
	for i := range toks {
		if _, c, ok := decisionWords.match(toks, i, i+1); ok && c == dFiller && roleOf(&toks[i])&rRequest == 0 {
			continue // "3afak", "please"; not "bghit lkhdar", a colour wanted
		}
		if word >= 0 {
			return false
		}
		word = i
	}
	if word < 0 || u.Ordinal != 0 || u.Size != "" || u.MinPrice > 0 || u.MaxPrice > 0 {
		return false
	}
	w := toks[word].norm
	rest, ok := withoutDefinite(w)
	if !ok {
		return false
	}
	return slotColor(toks[word]) || shapeWords[rest] || u.Material != ""
}

// withoutDefinite is w without its definite article ("l7amra" →
// "7amra", "الكبيرة" → "كبيرة") and true; false when w carries none.
func withoutDefinite(w string) (string, bool) {
	if r, ok := strings.CutPrefix(w, "ال"); ok && utf8.RuneCountInString(r) >= 3 {
		return r, true
	}
	if len(w) >= 4 && w[0] == 'l' && isASCII(w) && !isVowel(w[1]) {
		return w[1:], true
	}
	return "", false
}

func isVowel(b byte) bool {
	switch b {
	case 'a', 'e', 'i', 'o', 'u', 'y':
		return true
	}
	return false
}

// meanWords: "you mean", "tqsd", "كتقصد", "tu veux dire".
var meanWords = normSet("mean", "meant", "t9sd", "t9sed", "tqsd", "tqsed", "kat9sd", "kat9sed", "katqsed", "تقصد", "كتقصد",
	"أتقصد", "تقصدين", "كتقصدي", "dire")

// rightTags close a question that checks what was meant: "right?",
// "صحيح؟", "correct?" ("c'est ça ?" is read apart).
var rightTags = normSet("right", "صحيح", "correct")

// meantAsked reports which card the shop meant, asked back: a verb of
// meaning ("you mean the red one?", "كتقصد الحمرا؟"), or a card then a
// checking tag at the end ("the red one right?", "الثانية، صحيح؟", "la
// verte, c'est ça ?").
func meantAsked(toks []tok) bool {
	for i := range toks {
		if meanWords[toks[i].norm] && (toks[i].norm != "dire" || i > 0 && (toks[i-1].norm == "veux" || toks[i-1].norm == "voulez")) {
			return true
		}
	}
	last := len(toks) - 1
	if last < 1 {
		return false
	}
	w := toks[last].norm
	return rightTags[w] || (w == "ca" || w == "ça") && toks[last-1].norm == "cest"
}
