package i18n

// englishFine reports "fine" at toks[i] said in English — followed by a
// verb of putting in or an English word ("ok fine add it", "fine i'll
// take it", "fine by me", "fine you win", "fine, nevermind") or said
// last after an ok ("ok fine", round 39) — not the Darija "where" ("fine
// kayna had jellaba?"), which asks.
func englishFine(toks []tok, i int) bool {
	if toks[i].norm != "fine" {
		return false
	}
	if i+1 >= len(toks) {
		if i == 0 {
			return false
		}
		_, c, ok := decision1(toks[i-1:i], 0)
		return ok && (c == dYes || c == dAck) // "ok fine", "yeah fine": all right, said last
	}
	return putVerbAt(toks, i+1) || afterFineNum.has(toks[i+1].nid, toks[i+1].norm)
}

// afterFine: English words that follow "fine" said as "all right".
var afterFine = plainSet("i", "il", "ill", "by", "with", "then", "whatever", "go", "lets", "let", "put", "add", "take",
	"send", "thanks", "thank", "no", "you", "yes", "since", "nevermind")
