package i18n

// Round 30, at the merge: a no read past a first clause that only says
// the shopper does not know ("ma3rftch, la couleur zwina walakin ma
// kanlbesch lk7el", "je sais pas, je porte pas trop le noir"). Whatever
// reason follows, the matter is left open: the corpus labels the lines
// that open so a wait 288 times, unclear 17, a yes once and a no never.

//
// And a yes read where the message only admires the thing ("واه واه واه
// شحال زوينين", wow how pretty they are; "wah ch7al zwina"): a reaction,
// asked again. No corpus line of "how" then a word of praise is a yes
// (4 lines, unclear or a pick); a model trained without heldout21 read
// its one such line a yes.

// round30mReading reads such a no as a wait, and such a yes as nothing.
func (x *Understander) round30mReading(a *analysis, u *Understanding) bool {
	if x.open {
		return false
	}
	switch u.answer() {
	case DecisionNo:
		if notKnowingFirst30(a.toks) {
			*u = holdOf(*u)
			return true
		}
	case DecisionYes:
		if admired30(a.toks) && !putVerbIn(a.toks) {
			v := u.cleared()
			v.Decision = DecisionAmbiguous
			*u = v.with(IntentUnknown, 0.3)
			return true
		}
	}
	return false
}

var (
	// howWords30: the "how" of an exclamation, "ch7al", "شحال"
	howWords30 = tokSet("ch7al", "chhal", "ch7hal", "cha7al", "شحال", "قداش")
	// praiseWords30: pretty, lovely
	praiseWords30 = tokSet("zwin", "zwina", "zwinin", "zwinine", "zwinat", "zwiwen", "ghzal", "ghzala", "زوين", "زوينة", "زوينين",
		"زوينات", "غزال", "غزالة", "beautiful", "pretty", "lovely", "nice")
)

// admired30 reports "how" then a word of praise ("ch7al zwina", "شحال
// زوينين"): an exclamation of admiration, not a price asked.
func admired30(toks []tok) bool {
	for i := 0; i+1 < len(toks); i++ {
		if howWords30Num.has(toks[i].nid, toks[i].norm) && praiseWords30Num.has(toks[i+1].nid, toks[i+1].norm) {
			return true
		}
	}
	return false
}

// notKnowingFirst30 reports a first clause that is only a word or phrase
// of not knowing (the decision words' wait, or the negated "know" of
// Darija), with a clause after it.
func notKnowingFirst30(toks []tok) bool {
	end := clauseEnd(toks, 1)
	if end >= len(toks) {
		return false
	}
	if end == 1 && knowNot27Num.has(toks[0].nid, toks[0].norm) {
		return true // "ma3rftch", "ماعرفتش": the negated verb, no list phrase
	}
	n, c, ok := decisionWords.match(toks, 0, end)
	if !ok || c != dHold || n != end {
		return false
	}
	for i := range end {
		if knowAt(toks[i].norm) || knowNot27Num.has(toks[i].nid, toks[i].norm) {
			return true
		}
	}
	return false
}
