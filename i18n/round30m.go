package i18n

// Round 30, at the merge: a no read past a first clause that only says
// the shopper does not know ("ma3rftch, la couleur zwina walakin ma
// kanlbesch lk7el", "je sais pas, je porte pas trop le noir"). Whatever
// reason follows, the matter is left open: the corpus labels the lines
// that open so a wait 288 times, unclear 17, a yes once and a no never.

// round30mReading reads such a no as a wait.
func (x *Understander) round30mReading(a analysis, u *Understanding) bool {
	if x.open || u.answer() != DecisionNo || !notKnowingFirst30(a.toks) {
		return false
	}
	*u = holdOf(*u)
	return true
}

// notKnowingFirst30 reports a first clause that is only a word or phrase
// of not knowing (the decision words' wait, or the negated "know" of
// Darija), with a clause after it.
func notKnowingFirst30(toks []tok) bool {
	end := clauseEnd(toks, 1)
	if end >= len(toks) {
		return false
	}
	if end == 1 && knowNot27[toks[0].norm] {
		return true // "ma3rftch", "ماعرفتش": the negated verb, no list phrase
	}
	n, c, ok := decisionWords.match(toks, 0, end)
	if !ok || c != dHold || n != end {
		return false
	}
	for i := range end {
		if knowAt(toks[i].norm) || knowNot27[toks[i].norm] {
			return true
		}
	}
	return false
}
