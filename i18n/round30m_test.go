package i18n

import "testing"

// Round 30 at the merge (round30m.go): "I don't know" first, then a
// reason that would close the matter, is a wait; a no said outright
// stays a no.
func TestRound30mNotKnowingFirst(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan noir", "Jellaba en laine", "Sac en cuir"}})
	checkDecisions(t, shop, []decisionCase{
		{"ma3rftch, lon zwin walakin ma kanlbesch lk7el", DecisionHold},
		{"ma3reftch, ma kanlbsch had no3 bzaf", DecisionHold},
		// hard negatives: a no said, or not knowing after the refusal
		{"la, ma kanlbesch lk7el", DecisionNo},
		{"non merci, je porte pas le noir", DecisionNo},
	})
}

// A yes word then only admiration ("how pretty!") is a reaction, asked
// again; with a put verb it is the yes it says. The shipped model reads
// these unclear already; a model trained without heldout21 read one a
// yes, so the reader is asked directly of a yes reading too.
func TestRound30mAdmired(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan noir", "Jellaba en laine", "Sac en cuir"}})
	checkDecisions(t, shop, []decisionCase{
		{"واه واه شحال زوينة", DecisionNone},
		{"wah wah ch7al zwinin", DecisionNone},
		{"واه زيدها", DecisionYes},
		{"wah wah zidha", DecisionYes},
	})
	for _, c := range []struct {
		in   string
		read bool
	}{
		{"واه واه واه شحال زوينين", true},
		{"wah ch7al zwina", true},
		{"iyeh iyeh ch7al ghzala", true},
		// hard negatives: a put verb; "how much" asked; no "how"
		{"wah ch7al zwina, zidha", false},
		{"iyeh ch7al taman?", false},
		{"wah zwina bzaf", false},
	} {
		var buf [32]tok
		a := analyzeInto(c.in, buf[:0])
		u := yesAnswer(Understanding{Intent: IntentUnknown})
		if got := shop.round30mReading(&a, &u); got != c.read || got && u.answer() == DecisionYes {
			t.Errorf("round30mReading(%q) over a yes = %v (%s), want %v", c.in, got, u.answer(), c.read)
		}
	}
}
