package i18n

import "testing"

// Round 24g (round24g.go): a refusal given by its price alone, wrapped in
// softeners or after an echoed sum. Messages written for this test, not
// copied from a corpus file, and the hard negatives each must leave alone.
func TestRound24gDearSoftened(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Huile d'argan"}})
	checkRound(t, shop, []roundCase{
		// the price too high, with softeners only
		{"wallah ghalya bzzaf a khti", IntentCancel, DecisionNo},
		{"c beaucoup trop cher honnêtement", IntentCancel, DecisionNo},
		{"hhh ghali bzaf had tajine", IntentCancel, DecisionNo},
		{"ههه لا، غالي", IntentCancel, DecisionNo},
		{"honestly way too expensive lol", IntentCancel, DecisionNo},
		{"non c trop cher désolé", IntentCancel, DecisionNo},
		{"rah ghalia bzaf a sa7bi 😅", IntentCancel, DecisionNo},
		// a sum or a delay echoed, then the refusal
		{"2300 dh? ghalya bzaf", IntentCancel, DecisionNo},
		{"livraison 12 jours ?? trop long, non", IntentCancel, DecisionNo},
		{"950 for a lamp?? way too much", IntentCancel, DecisionNo},
		// hard negatives
		{"ah ghalia had l9adia", "", unclear},               // no excess, no no
		{"ghalia chwiya hhh", "", unclear},                  // a bit: no refusal
		{"a bit pricey honestly", "", unclear},              // the same
		{"zwina walakin ghalia bzaf", "", unclear},          // praise then a but: asked again
		{"lovely but way too expensive", "", unclear},       // the same
		{"machi ghalia bzaf hhh", "", unclear},              // the price denied
		{"oh là là c'est cher", "", unclear},                // a sigh, no no
		{"ma tkounch ghalia bzaf 3afak", "", unclear},       // a wish
		{"2300 dh? ghalya bzaf?", "", unclear},              // still asked at its end
		{"wach 2300? ghalya bzaf", "", unclear},             // the sum asked about, not echoed
		{"trop cher, vous faites 300 ?", "", unclear},       // a bargain
		{"ghalia bzaf walakin ghadi nakhodha", "", unclear}, // taken all the same
	})
}

// Round 24g: the price too high, then a top price for another one.
func TestRound24gDearThenBound(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Huile d'argan"}})
	checkRound(t, shop, []roundCase{
		{"ghalia bzaf, bghit chi wa7da ta7t 250", IntentRefine, DecisionNo},
		{"trop cher, un modèle à moins de 600 dh ?", IntentRefine, DecisionNo},
		{"way too pricey, got one under 300?", IntentRefine, DecisionNo},
		{"غالية بزاف، كاين شي وحدة تحت 300؟", IntentRefine, DecisionNo},
		// hard negatives
		{"ma ykounch ghali, ta7t 400", "", unclear},               // the dear word is a wish
		{"ghalia, bghit chi 7aja rkhisa", "", unclear},            // a cheaper one with no sum: labelled both ways
		{"zwina walakin ghalia, bghit ta7t 300", "", unclear},     // praise first
		{"wach kayn chi wa7da ta7t 300 ghir ghalia", "", unclear}, // no dear clause first
	})
}
