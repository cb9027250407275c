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
//   - yes words, then only whom they are said to, asked ("tamam a
//     khoya?", "واخا آ خويا؟"), guessed a yes (guessAnswer): a question
//     asked back, unknown (8 of 8 lines, like "wakha?"); a veto in
//     guessAnswer, no reader here.
func (x *Understander) round32rReading(a analysis, u *Understanding) bool {
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
	return kinAddress[toks[i].norm] || addressWords32r[toks[i].norm]
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
