package i18n

// Round 35m (the round's merge): a pick refused with "not … either".
//
// "non, la deuxième non plus" (not the second one either) names a
// position only to refuse it. The retrain on tuning32 and tuning33 reads
// the position as a pick, over the rules' no (round 30c's test), and a
// pick with no answer would have the engine ask about that very card. A
// position said, a no word first, and the message closed by "non plus"
// / "either" / "neither" is a no: the shopper refuses the card shown and
// the one named, with nothing else to act on.
func (x *Understander) round35mReading(a *analysis, u *Understanding) {
	toks := a.toks
	n := len(toks)
	if x.open || u.Intent != IntentSelect || u.Decision != DecisionNone || n < 3 || n > 8 || !toks[0].isBareNo() {
		return
	}
	last, prev := toks[n-1].norm, toks[n-2].norm
	if !(prev == "non" && last == "plus") && last != "either" && toks[1].norm != "neither" {
		return
	}
	u.Decision = DecisionNo
	u.Query, u.Terms, u.Ordinal = "", nil, 0
	*u = u.with(IntentCancel, 0.7)
}
