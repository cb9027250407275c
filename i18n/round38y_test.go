package i18n

import "testing"

// Round 38y (round38y.go): a yes told as already given, or relayed from
// someone at home, alone or beside a reproach for being asked again or
// an add order, is a yes; a no said before, then a turn and an add order
// closing the message, is a yes. The near misses — a condition, the said
// clause asked, the verb negated, said to someone else, a but, a size, a
// complaint, a tag question, a no said — stay as they were.
func TestRound38ySaidYes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Théière", "Tajine", "Couscoussier", "Babouches"}})
	checkRound(t, shop, []roundCase{
		// a yes told as given, beside a reproach
		{"3lach kat3awd tsowelni? rah glt lik wakha", IntentConfirm, DecisionYes},
		{"3lach katsowlni bzaf, golt lik wakha", IntentConfirm, DecisionYes},
		{"why are you asking again, i told you yes", IntentConfirm, DecisionYes},
		{"pourquoi vous me redemandez ? je vous ai dit oui", IntentConfirm, DecisionYes},
		{"لماذا تسألني؟ قلت لك نعم", IntentConfirm, DecisionYes},
		{"راه قلتلك واخا، آش كتسنى؟", IntentConfirm, DecisionYes},
		{"glt lik iyeh, zidha", IntentConfirm, DecisionYes},
		// someone at home's yes relayed
		{"khti katgol lik wakha", IntentConfirm, DecisionYes},
		{"ختي كتقول ليك إيه", IntentConfirm, DecisionYes},
		// a no said before, then a turn and an add order
		{"lbar7 golt lik la walakin daba zidha", IntentConfirm, DecisionYes},
		{"أمس قلت لك لا، والآن أضفها", IntentConfirm, DecisionYes},
		// near misses
		{"ila glt lik iyeh wach ghadi tsiftha lyoum?", "", unclear},
		{"ana glt lik iyeh wla la?", "", unclear},
		{"9olt lik wakha?", "", unclear},
		{"golt l khti wakha, machi lik", "", unclear},
		{"glt lik iyeh, wach wslat?", "", unclear},
		{"glt lik iyeh, 3lach ma zidtihach?", "", unclear},
		{"glt lik iyeh f L", "", unclear},
		{"j'ai déjà dit oui, non ?", "", unclear},
		{"khti tqol lik iyeh walakin ana mazal ma 3raftch", "", unclear},
		{"lbar7 glt lik wakha walakin daba la", "", unclear},
		{"lbar7 glt lik la, daba zidha?", "", unclear},
		{"3lach kat3awd, glt lik la", IntentCancel, DecisionNo}, // (the no said again: round 38n)
		{"i said yes to my sister, not to you", "", unclear},
	})
}
