package i18n

// noThenAsked reports a message whose first clause is a plain no, as the
// rules read it, ended by a comma, a stop or a question mark, followed by
// a request the rules read as something else: others, another colour or
// size, another thing ("no, do you have it in black?", "la shokran, bghit
// chi 7aja kbira", "non, faites voir autre chose"). The no answers the
// question pending; what follows asks for something instead (the
// README's ruling: "non, wrini lokhrin" is a no). A put-in verb after it
// ("no, add the black one") keeps it asked again.
func noThenAsked(toks []tok, question bool) bool {
	c := 0
	for i := 1; i < len(toks); i++ {
		if clauseStart(&toks[i]) {
			c = i
			break
		}
	}
	if c == 0 || c > maxAnswerSpan || !toks[0].isBareNo() {
		return false // a bare no opens it ("lalla", "9bel ma tzidha" do not)
	}
	asked := question // the message ends asked, or a clause of it
	for i := c; i < len(toks); i++ {
		asked = asked || toks[i].asked
		if wantish(&toks[i]) {
			// "la, bghit chi 7aja ktar mn 500": the seen sets label a
			// want said after a no both ways; asked again
			return false
		}
	}
	if !asked {
		return false // only a question asked after the no ("no, in black?")
	}
	if toks[c-1].asked {
		return false // "no?" asked back, then something: nothing refused
	}
	if d, m := decideWords(toks[:c], false); d != DecisionNo || m {
		return false
	}
	if onlyNothing(toks[:c]) || !answerClause(toks, 0, c, DecisionNo) {
		return false
	}
	for i := range toks {
		if _, ok := deniedRefusal(toks, i); ok {
			return false
		}
	}
	return !yesVerbIn(toks[c:])
}

// askingIntents: what may follow a no as another request.
func askingIntents(in Intent) bool {
	switch in {
	case IntentShowMore, IntentRefine, IntentProductSearch, IntentProductQuestion:
		return true
	}
	return false
}

// notNowLater reports a message opened by a "not now" ("machi daba",
// "pas maintenant", "not right now", "ماشي دابا"), or a bare no then one,
// and a later said after it ("…, mn b3d l3id", "…, maybe next month"),
// nothing asked, no yes word nor verb: the README rules "maybe later" a
// no, and the seen sets label a no then a later no (round 21g). A yes
// then a later ("ok but later") is no such opening and stays asked again.
func notNowLater(toks []tok, question bool) bool {
	if question || len(toks) < 3 {
		return false
	}
	s := 0
	if toks[0].isBareNo() {
		s = 1
	}
	n := 0
	for k := 3; k >= 2; k-- {
		if s+k <= len(toks) && laterWords.match1(toks, s, k) {
			n = k
			break
		}
	}
	if n == 0 || s+n >= len(toks) || !laterIn(toks[s+n:]) {
		return false
	}
	for i := range toks {
		if toks[i].asked {
			return false
		}
		if _, c, ok := decision1(toks, i); ok && (c == dYes || c == dYesVerb || c == dAck) {
			return false
		}
	}
	return !yesVerbIn(toks)
}
