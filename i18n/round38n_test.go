package i18n

import "testing"

// Round 38n (round38n.go): a removal order closing the message, "I'm
// fine as I am" alone and one's own no said again read a no; the near
// misses (the order denied or asked, a condition, a wait before "don't
// add it", a yes then a removal alone, "I'm fine" asked back, with a
// yes or with nothing refusing beside it, a no said by mistake or asked
// about) stay as they were.
func TestRound38nRefusalsReadAsNothing(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Théière", "Tajine", "Couscoussier", "Babouches"}})
	checkRound(t, shop, []roundCase{
		// the last word a removal order
		{"dirha, wla la, 7aydha 3afak", IntentCancel, DecisionNo},
		{"mets-la... non attends, retire-la", IntentCancel, DecisionNo},
		{"ok add it... actually no, take it out", IntentCancel, DecisionNo},
		{"زيدها... لا لا، احذفها من فضلك", IntentCancel, DecisionNo},
		{"j'ai dit oui trop vite, en fait non, supprime-la", IntentCancel, DecisionNo},
		{"la a khti, ma tzidhach", IntentCancel, DecisionNo},
		// "I'm fine as I am"
		{"la shokran a khoya, ana mzyana hakka", IntentCancel, DecisionNo},
		{"non merci, je suis bien comme ça", IntentCancel, DecisionNo},
		{"thanks, but i'm alright for now", IntentCancel, DecisionNo},
		{"لا شكرا، أنا مزيانة هكا", IntentCancel, DecisionNo},
		// one's own no said again
		{"ana glt lik la, 3lach ba9i katzidha?", IntentCancel, DecisionNo},
		{"راه قلت ليك لا", IntentCancel, DecisionNo},
		{"je vous ai déjà dit non, pourquoi vous insistez ?", IntentCancel, DecisionNo},
		// near misses
		{"zidha, w ila ma 3jbatnich 7aydha", "", unclear},
		{"wach n9der n7aydha mn b3d?", "", unclear},
		{"ok, don't remove it", "", unclear},
		{"iyeh... la sber, ma tzidhach", "", unclear},
		{"i'm fine thanks, and you?", "", unclear},
		{"la shokran 3la soual, ana mzyan", "", unclear},
		{"أنا مزيانة هكا، شكرا", "", unclear}, // no refusal beside it: round 29len's, asked again
		{"ila glt lik la, chno ghaydra?", "", unclear},
		{"qult la b lghalat, zidha", "", DecisionYes},
		{"قلت لا؟", "", unclear},
	})
}
