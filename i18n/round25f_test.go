package i18n

import "testing"

// Round 25f (round25f.go): noes that are not one to the cart. Messages
// written for this test, not copied from a corpus file, each shape with
// the hard negatives it must leave alone.
func TestRound25fNotANo(t *testing.T) {
	t.Parallel()
	x := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Tajine en argile", "Sac à main cuir",
		"Théière argentée", "Babouches cuir"}})
	checkRound(t, x, []roundCase{
		// Not this one, then the other one alone: a pick.
		{"la, machi hadi, lokhra 3afak", IntentSelect, unclear},
		{"لا، ماشي هاديك، الأخرى", IntentSelect, unclear},
		{"non, pas celui-ci, l'autre", IntentSelect, unclear},
		{"nope, not that one, the other one", IntentSelect, DecisionNo}, // (a no since round 37p: the README's "a refusal of the card shown then a pick of another is select, no")
		// hard negatives: the others, a verb of showing, both refused
		{"la machi hadi, bghit nchouf lokhrin", "", DecisionNo},
		{"no, not this one, the other ones", "", DecisionNo},
		{"لا، وريني الأخرى", "", DecisionNo},

		// A time to come, then "I can't now": a wait.
		{"ghda nchallah, daba ma n9derch", IntentHold, DecisionHold},
		{"الأسبوع الجاي إن شاء الله، دابا ما نقدرش", IntentHold, DecisionHold},
		{"simana jaya nchallah, daba ma n9derch", IntentHold, DecisionHold},
		{"ras chhar inchallah, daba ma nqderch", IntentHold, DecisionHold}, // the start of the month, spelt with q
		{"next week maybe, right now i can't", "", unclear},
		// hard negatives: this month, the time negated (no wait)
		{"had chhar ma n9derch", "", DecisionNo},
		{"machi ghda, daba ma n9derch", "", unclear},

		// Paying now or by card denied, then paying otherwise: how to pay.
		{"ma bghitch nkhless daba, nkhless 3nd twsil", IntentProductQuestion, unclear},
		{"i can't pay by card, cash only", IntentProductQuestion, unclear},
		{"ma nqdrch nkhless online, ghir f lbab", IntentProductQuestion, unclear}, // the can spelt with q
		{"je peux pas payer par carte, en espèces seulement", IntentProductQuestion, unclear},
		// hard negatives: a refusal first, nothing paid otherwise
		{"la, ma n9derch nkhless b lcarte, cash", "", DecisionNo},
		{"ma n9derch nkhless daba, mara khra", "", DecisionNo},

		// A no, then it was said to someone else: no answer.
		{"lol no i was talking to my brother", IntentUnknown, unclear},
		{"hhh la, kunt kanhder m3a mmi", IntentUnknown, unclear},
		{"non désolé c'était pour mon mari", IntentUnknown, unclear},
		// hard negatives: the other person's no told after it
		{"non, je parlais à mon mari, il veut pas", "", DecisionNo},
		{"la, hdert m3a rajli ma bghahach", "", DecisionNo},

		// "later!" waves goodbye; a bare "later" stays a no.
		{"later!", IntentBye, unclear},
		{"later", "", DecisionNo},
		{"later?", "", unclear},
	})
}
