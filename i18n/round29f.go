package i18n

// Round 29f: a no that opens a question. "non rien, juste une question :
// vous avez des tapis ?" answers "add it to your cart?" with nothing: the
// no word and "nothing" clear the way for the question, which is what
// the shopper wants. The corpus labels "no, I'm just asking, what's it
// made of" a product question asked again; "la, ghir kanswwel" with
// nothing asked after it stays a no (2 of 2), and so does a want
// refused anywhere in the message.

// justWords29f open "just a question": "juste", "just", "ghir", "غير",
// "فقط" (after the noun in Arabic).
var justWords29f = tokSet("juste", "just", "ghir", "gher", "غير", "فقط", "seulement", "only")

// askWords29f name the asking: "question", "su2al", "asking", "demander",
// "kansowel".
var askWords29f = tokSet("question", "questions", "qst", "su2al", "so2al", "sou2al", "soual", "سؤال", "asking", "ask", "demander",
	"demande", "kansowel", "kanswwel", "kansewel", "kansawel", "كنسول")

// round29fReading drops the no of a message that opens with a no word,
// says it is just a question, and then asks one; the intent stays the
// question's.
func (x *Understander) round29fReading(a *analysis, u *Understanding) bool {
	toks := a.toks
	if u.answer() != DecisionNo || u.Intent == IntentCancel || !a.question || len(toks) < 5 || !bareNo(&toks[0]) {
		return false
	}
	ask := -1
	for i := 1; i+1 < len(toks) && i <= 4; i++ {
		if askWords29fNum.has(toks[i].nid, toks[i].norm) && (justWords29fNum.has(toks[i-1].nid, toks[i-1].norm) || i > 1 && justWords29fNum.has(toks[i-2].nid, toks[i-2].norm) ||
			justWords29fNum.has(toks[i+1].nid, toks[i+1].norm)) {
			ask = i
			break
		}
	}
	// a question asked after it: two words at least past the asking
	if ask < 0 || len(toks)-ask < 3 || refusedWant29c(toks) {
		return false
	}
	u.Decision = DecisionNone
	return true
}
