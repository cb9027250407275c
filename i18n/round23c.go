package i18n

// englishFine reports "fine" at toks[i] said in English — followed by a
// verb of putting in or an English word ("ok fine add it", "fine i'll
// take it", "fine by me") — not the Darija "where" ("fine kayna had
// jellaba?"), which asks.
func englishFine(toks []tok, i int) bool {
	if toks[i].norm != "fine" || i+1 >= len(toks) {
		return false
	}
	return putVerbAt(toks, i+1) || afterFineNum.has(toks[i+1].nid, toks[i+1].norm)
}

// afterFine: English words that follow "fine" said as "all right".
var afterFine = plainSet("i", "il", "ill", "by", "with", "then", "whatever", "go", "lets", "let", "put", "add", "take",
	"send", "thanks", "thank", "no")
