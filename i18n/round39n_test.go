package i18n

import "testing"

// Round 39n (round39n.go): an interjection then a bare no, a never said
// as the whole answer, and a verb of buying negated without a subject
// read a no; the near misses (a plain yes alone before the no, a reason
// after it, "no way", a never beside praise or an add, a verb after the
// never, "not gonna lie", another's verb, a condition or a later) stay as
// they were.
func TestRound39nNoShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Théière", "Tajine", "Babouches", "Sac en cuir"}})
	checkRound(t, shop, []roundCase{
		// an interjection then a bare no
		{"ugh, no thanks", IntentCancel, DecisionNo},
		{"hmm non désolée", IntentCancel, DecisionNo},
		{"bon ben non merci", IntentCancel, DecisionNo},
		{"ouais non finalement", IntentCancel, DecisionNo},
		{"امم لا شكرا", IntentCancel, DecisionNo},
		// a never said as the whole answer
		{"jamais de la vie 🙅", IntentCancel, DecisionNo},
		{"never ever lol", IntentCancel, DecisionNo},
		{"certainement pas à ce prix", IntentCancel, DecisionNo},
		{"absolutely not at that price", IntentCancel, DecisionNo},
		{"مستحيل بهذا الثمن", IntentCancel, DecisionNo},
		{"لا وألف لا يا أخي", "", unclear}, // (a word beside the never)
		// a verb of buying negated, no subject or the shopper's
		{"not getting this one, sorry", IntentCancel, DecisionNo},
		{"we're not gonna buy it, too bulky for our flat", IntentCancel, DecisionNo},
		{"قررت ألا آخذه، شكرا", IntentCancel, DecisionNo},
		{"آسفة، لن أكمل الطلب", IntentCancel, DecisionNo},
		// near misses: a plain yes alone before the no, a reason after
		// it, "no way", a never beside praise or an add, a verb after the
		// never
		{"yeah no", IntentCancel, DecisionNo},
		{"oui non", "", unclear},
		{"ok non", "", unclear},
		{"لا أبدا", "", unclear},
		{"no way", "", unclear},
		{"no way it's that cheap 😍", "", unclear},
		{"لا أبدا، أضفه", IntentConfirm, DecisionYes},
		{"jamais vu une théière aussi belle", "", unclear},
		// near misses: "not gonna lie", another's verb, a condition or a
		// later, asked, a yes verb after it
		{"not gonna lie it's lovely", "", unclear},
		{"the courier won't take cash?", "", unclear},
		{"not buying it unless you lower the price", "", unclear},
		{"not buying it yet, maybe next week", "", unclear},
		{"not getting it? why", "", unclear},
		{"add this one, I won't get the blue one", "", unclear},
	})
}
