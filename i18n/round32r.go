package i18n

import "strings"

// Round 32r: readings the retrain on heldout28 and heldout29 moved, read
// by shape (the corpus counts are of every open set: heldout30 and newer
// unread). Asked after round 30a's, it asks the words only, never the
// model:
//   - "I don't like it" opening the message alone in its clause, then
//     more asked ("ma3jbatnich, wrini khrin", "ما عجبتنيش، شي حاجة خرى
//     عافاك"), read as more asked with no answer: a no, as the README
//     settles a dislike followed by a request for others (the corpus: 28
//     of the 28 lines of the shape are a no, 21 of them show_more, 7
//     cancel; the whole list disliked with "these" in the clause, "ماعجبونيش
//     هادو، وريني …", or more asked first, "show me more, had chi ma
//     3jbnich", is left: older sets give it no answer);
//   - a bare no, then a decision against ("no, i decided not to take
//     it", "لا، قررت عدم الشراء"), or the decision against alone, read as
//     a guess or a wait: a no (the corpus: 3 of 3 lines, one after a bare
//     no, two after a preface, which round 24c reads; "i decided not to
//     wait, add it" puts it in, "i decided to take it" is a yes,
//     "haven't decided yet" a wait);
//   - an ok, at once a but, then "not sure" ("ok mais je suis pas
//     sûre", "yes but I'm not sure about the size"), read as a wait: a
//     mixed answer, unknown and asked again (3 of 3 lines; "not sure"
//     without the ok first is a wait in 73 of 76 lines, and a wait or a
//     thought said after it, "ok mais pas sûre, je réfléchis", stays one);
//   - yes words, then only whom they are said to, asked ("tamam a
//     khoya?", "واخا آ خويا؟"), guessed a yes (guessAnswer): a question
//     asked back, unknown (8 of 8 lines, like "wakha?"); a veto in
//     guessAnswer, no reader here.
func (x *Understander) round32rReading(a *analysis, u *Understanding) bool {
	toks := a.toks
	if x.open || len(toks) < 2 || len(toks) > 30 {
		return false
	}
	d := u.answer()
	if d == DecisionYes || d == DecisionNo {
		return false
	}
	switch {
	case a.question:
		return false
	case u.Intent == IntentShowMore && d == DecisionNone && a.may(cueDislike30a) && dislikeOpensAlone32r(toks):
		u.Decision = DecisionNo
		return true
	case u.Intent == IntentHold && a.may(cueBut30a) && okButUnsure32r(toks):
		*u = noAnswerAs(*u, IntentUnknown, 0.5)
		return true
	case (u.Intent == IntentCancel || u.Intent == IntentHold || u.Intent == IntentUnknown) && (decidedAgainst(toks) || noThenDecidedAgainst32r(toks)):
		*u = noOf(*u)
		return true
	}
	return false
}

// noThenDecidedAgainst32r reports a bare no, then a decision against
// (decidedAgainst): "no, i decided not to take it".
func noThenDecidedAgainst32r(toks []tok) bool {
	n := noLead27(toks)
	return n > 0 && n < len(toks) && decidedAgainst(toks[n:]) // (decidedAgainst asks no mark of its first word)
}

// yesThenAddressOnly32r reports yes words, then only whom they are said
// to ("tamam a khoya?", "واخا آ خويا؟").
func yesThenAddressOnly32r(toks []tok) bool {
	n := yesOpening28(toks)
	if n == 0 || n+1 >= len(toks) {
		return false
	}
	i := n
	if toks[i].norm == "a" || toks[i].norm == "ya" || toks[i].norm == "آ" || toks[i].norm == "يا" || toks[i].norm == "ا" {
		i++
	}
	if i+1 != len(toks) {
		return false
	}
	return kinAddressNum.has(toks[i].nid, toks[i].norm) || addressWords32rNum.has(toks[i].nid, toks[i].norm)
}

var addressWords32r = normSet("khoya", "khouya", "khti", "sahbi", "خويا", "ختي", "صاحبي", "lalla", "للا", "sidi", "سيدي", "bro", "sis")

// dislikeOpensAlone32r reports a message opened by "I don't like it"
// alone in its clause ("ma3jbatnich, …", "ما عجبتنيش، …"), then another
// clause: the dislike said of the thing shown, nothing else with it.
func dislikeOpensAlone32r(toks []tok) bool {
	i := 0
	if len(toks) > 2 && (toks[0].norm == "ma" || toks[0].norm == "ما") {
		i = 1
	}
	if i+1 >= len(toks) || !dislikeWord32r(&toks[i]) || !clauseStart(&toks[i+1]) {
		return false
	}
	return dislikeTold30a(toks)
}

// dislikeWord32r reports a negated "3jb" (dislikeTold30a's word).
func dislikeWord32r(t *tok) bool {
	w := t.norm
	if !strings.Contains(w, "3jb") && !strings.Contains(w, "3ajb") && !strings.Contains(w, "عجب") {
		return false
	}
	return t.neg || strings.HasSuffix(w, "ch") || strings.HasSuffix(w, "che") || strings.HasSuffix(w, "sh") || strings.HasSuffix(w, "ش")
}

var (
	// sureWords32r: sure, said negated after "ok but"
	sureWords32r = normSet("sure", "sûre", "sûr", "sur", "mt2kd", "mt2kda", "met2ked", "mt2akd", "mta2kd", "متأكد", "متأكدة", "متيقن")
	// unsureNegs32r negate a sure
	unsureNegs32r = normSet("pas", "not", "ne", "n", "ma", "machi", "mashi", "ماشي", "ما", "لست", "مش", "im", "i'm")
	// thinkWords32r: a wait or a thought said after the doubt
	thinkWords32r = normSet("reflechis", "réfléchis", "réfléchir", "reflechir", "think", "thinking", "wait", "attends", "attendez",
		"nfker", "nfkr", "ntfker", "nchouf", "nfakar", "نفكر", "نشوف", "later", "demain", "tomorrow", "ghda")
)

// okButUnsure32r reports yes words, at once a but, then "not sure":
// "ok mais je suis pas sûre", "yes but i'm not sure about the size",
// nothing asked and no wait or thought said.
func okButUnsure32r(toks []tok) bool {
	n := yesOpening28(toks)
	if n == 0 || n+1 >= len(toks) || !butWordsNum.has(toks[n].nid, toks[n].norm) {
		return false
	}
	unsure, neg := false, false
	for i := n + 1; i < len(toks); i++ {
		t := &toks[i]
		if t.asked || thinkWords32rNum.has(t.nid, t.norm) {
			return false
		}
		if sureWords32rNum.has(t.nid, t.norm) && (neg || t.neg) {
			unsure = true
		}
		neg = neg || t.neg || unsureNegs32rNum.has(t.nid, t.norm) || strings.HasSuffix(t.norm, "n't")
	}
	return unsure
}
