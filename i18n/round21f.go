package i18n

// putAfterNo reports a last clause that is only a verb of putting in said
// to the shop, negated by nothing, after what the rules read a no ("لا، لن أتراجع هذه المرة، أضفها", "ma
// tzidhach ghir wa7da, zid jouj"): a no and a put-in side by side contradict
// each other, so the no is asked again (round 21: the two no readings
// leave-one-set-out found on heldout18). "la, zid wa7da khra" asks for
// another one shown, not in the cart: "khra" and "other" keep the no.
func putAfterNo(toks []tok) bool {
	if len(toks) < 3 {
		return false
	}
	if _, c, ok := decision1(toks, 0); !toks[0].neg && !bareNo(&toks[0]) && (!ok || c != dNo) {
		return false // the no opens the message
	}
	for i := 2; i < len(toks); i++ {
		if !clauseStart(&toks[i]) || !putStem(&toks[i]) || !answerVerb(toks, i) {
			continue
		}
		// the verb ends the message, or only how many, for whom or a please
		// follows ("…, zid jouj", "…, zidha liya", "…, أضفها من فضلك"); "la, zid wrini" asks to see more
		rest := toks[i+1:]
		if len(rest) > 2 || otherOne(rest) || len(rest) == 0 && goOnWordsNum.has(toks[i].nid, toks[i].norm) {
			// ("la machi hadou, zid": go on, show more)
			return false
		}
		for j := range rest {
			if bareCount(&rest[j]) {
				continue
			}
			if _, c, ok := decision1(rest, j); ok && (c == dFiller || c == dObj) {
				continue
			}
			return false
		}
		return true
	}
	return false
}

// otherOne: "wa7da khra", "another", "une autre", "أخرى" right after.
func otherOne(toks []tok) bool {
	for i := 0; i < len(toks) && i < 2; i++ {
		if toks[i].in(hsOtherWords) || toks[i].key != toks[i].norm && toks[i].keyIn(hsOtherWords) {
			return true
		}
	}
	return false
}

// goOnWords are "zid" alone: "go on", "more", as well as "add".
var goOnWords = normSet("zid", "zidi", "zido", "زيد", "زيدي", "زيدو")
