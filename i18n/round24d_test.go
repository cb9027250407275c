package i18n

import "testing"

// Round 24d (round24d.go): yeses the rules missed, by family. Messages
// written for this test, not copied from a corpus file, and the hard
// negatives each rule must leave alone.
func TestRound24dYes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Huile d'argan"}})
	checkRound(t, shop, []roundCase{
		// plain yes words
		{"np", IntentConfirm, DecisionYes},
		{"ok np", IntentConfirm, DecisionYes},
		{"yah sure", IntentConfirm, DecisionYes},
		{"vale", IntentConfirm, DecisionYes},
		{"claro", IntentConfirm, DecisionYes},
		{"ok c'est bon pour moi", IntentConfirm, DecisionYes},
		{"باهي", IntentConfirm, DecisionYes},
		// a bare verb of putting in, for me, then how many or which
		{"7ot liya tlata", IntentConfirm, DecisionYes},
		{"حط ليا جوج عافاك", IntentConfirm, DecisionYes},
		{"ah 7ot liya wa7da", IntentConfirm, DecisionYes},
		{"آه زيد ليا ٣", IntentConfirm, DecisionYes},
		// still in stock, in Arabic
		{"نعم ضعها إذا كانت لا تزال متوفرة", IntentConfirm, DecisionYes},
		// if you can, closing a request about the sending
		{"ok add it, ship it on monday if you can", IntentConfirm, DecisionYes},
		{"wakha zidha, jibha lia ghda ila 9derti", IntentConfirm, DecisionYes},
		// kept in the cart
		{"la la, khalliha f lpanier", IntentConfirm, DecisionYes},
		{"no no do not delete it, keep it in the basket", IntentConfirm, DecisionYes},
		{"wakha, khalliha f lpanier 7ta nkhalless", IntentConfirm, DecisionYes},
		// hmm settled, an apology for the delay, a can't miss it
		{"hmm ok, put it in", IntentConfirm, DecisionYes},
		{"عذرا على التأخير، نعم ضعها", IntentConfirm, DecisionYes},
		{"ma n9derch nkhalliha, dakhlha", IntentConfirm, DecisionYes},
		{"add it if you can", IntentConfirm, DecisionYes}, // politeness, as "if possible"
		// hard negatives
		{"yaaah zwin", "", unclear},                           // a wow, not "yah"
		{"c'est bon", "", unclear},                            // fine, or no need
		{"hmm ok", "", unclear},                               // no verb after the okay
		{"hmm, add it?", "", unclear},                         // asked back
		{"دير ليا تمن مزيان", "", unclear},                    // a price asked, no count
		{"7ot liya wa7da khra", "", unclear},                  // another one? a pick
		{"ah 7ot liya jouj walakin mn b3d", "", unclear},      // a but, a later
		{"ah 7ot liya tlata ila n9sti f taman", "", unclear},  // a condition on the price
		{"نعم ضعها إذا كانت لا تزال بنفس الثمن", "", unclear}, // a condition that is no stock
		{"ok add it if you can make it cheaper", "", unclear}, // what can be done is a condition
		{"la khalliha f lpanier", "", unclear},                // a single no: no, leave it
		{"don't leave it in the cart", "", unclear},           // the keep verb negated
		{"la la, khalliha f lpanier 7ta salaire", "", unclear},
		{"khalliha f lpanier 7ta nkhalless w nchouf", "", unclear}, // a wait after
		{"hmm ok, add it later", "", unclear},                      // a later
		{"sorry for the delay, no thanks", "", DecisionNo},
		{"ma n9derch nzidha", "", unclear},
	})
}
