package i18n

import "testing"

// Round 38k (round38k.go): a plain yes or a verb then how many with what
// is counted, "don't forget to add it" in Arabic script, and "checkout"
// said alone read a yes; the near misses (a but, a want, "ça me va", a
// colour, a pick, a having, a second object, a no opening, a negated
// want, a question) stay as they were.
func TestRound38kYesShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Théière", "Tajine", "Couscoussier", "Babouches"}})
	checkRound(t, shop, []roundCase{
		// how many, with what is counted
		{"oui 4 pièces stp", IntentConfirm, DecisionYes},
		{"yes, 3 of them please", IntentConfirm, DecisionYes},
		{"iyeh nakhod tlata mnha", IntentConfirm, DecisionYes},
		{"واخا جوج منها عافاك", IntentConfirm, DecisionYes},
		{"نعم قطعتين", IntentConfirm, DecisionYes},
		{"wakha 3 mnhom, wa7da liya w wa7da l khti", IntentConfirm, DecisionYes},
		// don't forget to add or send it
		{"ماتنساش تزيدها ليا", IntentConfirm, DecisionYes},
		{"لا تنساش تصيفطها غدا", IntentConfirm, DecisionYes},
		{"لا تتأخر في إرسالها", IntentConfirm, DecisionYes},
		// checkout alone
		{"checkout now please", IntentConfirm, DecisionYes},
		{"إتمام الطلب", IntentConfirm, DecisionYes},
		// near misses: a but, a want, "ça me va", two colours, a count from
		// a card, a having, a second object, a no opening, a negated want,
		// asked
		{"oui mais 3 pièces machi wa7da", "", unclear},
		{"نعم أريد أربع قطع", "", unclear},
		{"oui ça me va, 3 exemplaires stp", "", unclear},
		{"wakha, bghit tlata mnha", "", unclear},
		{"wakha jouj mnha, wa7da k7la w wa7da bida", "", unclear},
		{"قطعتان من الثانية", "", unclear},
		{"we already have two of those", IntentCancel, DecisionNo},
		{"لا تنساش تصيفط الفاتورة", "", unclear},
		{"la, ma tnsach tzidha", "", unclear},
		{"لا أريد إتمام الشراء", IntentCancel, DecisionNo},
		{"checkout or cart?", "", unclear},
	})
}
