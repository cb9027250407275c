package i18n

import "testing"

// Round 24a (round24a.go): readings the retrain on heldout21 moved, now
// owned by the rules. Messages written for this test, in no corpus file.
func TestRound24aRetrainKept(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière"}})
	checkRound(t, shop, []roundCase{
		// another card put in: a pick, never a yes to the one shown
		{"no wait, add the other one", "", unclear},
		{"non attendez, ajoutez l'autre", "", unclear},
		{"hmm add the other one instead", "", unclear},
		// one more of it is still a yes
		{"wakha zid liya wa7da khra", IntentConfirm, DecisionYes},
		// a position as the first clause picks, whatever follows
		{"the fourth one, my aunt will adore it", IntentSelect, unclear},
		{"the second one, my sister has been looking for that", IntentSelect, unclear},
		// a lost chance denied before the verb, whatever the model hears
		{"ma bghitch nkhsser had lfor9a, dkhlha", IntentConfirm, DecisionYes},
		{"ma bghitch nkhsser had lfor9a, dkhlha?", "", unclear},
	})
}

// The yes of "نعم، أريد ثلاث قطع منها" is the classifier's; what the rules
// own is that a count of it ("منها", answered first after a comma) does
// not veto that yes, where a fresh want run on from the yes does.
func TestFreshWantCountOfIt(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text string
		veto bool
	}{
		{"نعم، أريد ثلاث قطع منها", false},
		{"نعم أريد ثلاث قطع", true},
	} {
		var buf [32]tok
		a := analyzeInto(c.text, buf[:0])
		if got := freshWantCount(a.toks); got != c.veto {
			t.Errorf("freshWantCount(%q) = %v, want %v", c.text, got, c.veto)
		}
	}
}
