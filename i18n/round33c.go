package i18n

// Round 33c: intents heldout30 missed where the decision was read right
// or not asked, read by shape, never touching a yes, a no or a wait.

// round33cReading reads a message the chain left unknown, with no yes, no
// or wait read of it, whose opening says only yes or ok and whose rest,
// read alone, is a question about the product shown: "wakha yallah,
// walakin chhal ghadi tweslni?", "oui wakha, c'est quoi les frais de
// port?", "نعم وكيف أدفع؟". The README labels such a yes then a question
// whose answer could change it unclear (the bot answers and asks again),
// and the intent is the question's. The decision is left as it was read.
func (x *Understander) round33cReading(a analysis, u *Understanding) bool {
	toks := a.toks
	if x.open || u.Intent != IntentUnknown || len(toks) < 2 || len(toks) > 20 {
		return false
	}
	if d := u.answer(); d == DecisionYes || d == DecisionNo || d == DecisionHold {
		return false
	}
	n := yesOpening(toks)
	if n == 0 || n >= len(toks) {
		return false
	}
	for n < len(toks) && (tailAndsNum.has(toks[n].nid, toks[n].norm) || butWords33c[toks[n].norm]) {
		n++
	}
	if n >= len(toks) || orWords33c[toks[n].norm] {
		return false // ("yes or no, is it leather?": no yes said)
	}
	asked := a.endAsked
	for i := n; i < len(toks); i++ {
		if condWords33c[toks[i].norm] {
			return false // ("ok si vous livrez avant vendredi", "wakha? w ila ma jatnich?": a condition, unknown)
		}
		asked = asked || toks[i].asked
	}
	if !asked {
		return false
	}
	rest := rebuilt(toks, 0, n, "")
	if a.endAsked {
		rest += "?" // (the closing mark is no word: "ghadi tsiftouha" alone tells, asked it asks)
	}
	v := x.Understand(rest)
	if v.Intent != IntentProductQuestion {
		return false
	}
	u.Intent, u.Topic, u.Confidence = IntentProductQuestion, v.Topic, v.Confidence
	u.Guess = false
	return true
}

// butWords33c join a question to the yes before it ("walakin", "mais").
var butWords33c = normSet("walakin", "walaken", "walakn", "lakin", "lakn", "mais", "but", "ولكن", "لكن", "بس", "bss", "bs")

// orWords33c make "yes or no": no yes said. condWords33c open a condition.
var (
	orWords33c   = normSet("or", "wla", "ola", "ou", "ولا", "أو", "او")
	condWords33c = normSet("if", "si", "ila", "ida", "ilakan", "ايلا", "إلا", "الا", "إذا", "اذا", "لو", "unless", "بشرط", "condition")
)
