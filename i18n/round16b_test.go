package i18n

import "testing"

// After the sixteenth round (issue 11), heldout14's false readings, read
// alone and fixed by general rules: a yes word then "wipe it out" in
// Arabic script, "no no, I want it" in Arabic script, "la la la" said in
// wonder, "I don't want to go above" an amount in words, and a bare
// "safi" drawn out. Messages
// written for this test, not copied from a corpus file.
func TestSixteenthRoundFalseReadings(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		want Decision
	}{
		// Darija imperatives of removing, written without the alif.
		{"مسحها", DecisionNo},
		{"اه مسحها من الباني", DecisionNo},
		{"نحيها عافاك", DecisionNo},
		{"n7iha a khoya", DecisionNo},
		{"امسحها", DecisionNo}, // as before
		// "لا" before a past or an imperative is the word no, not the
		// verb's negation: a no and a yes together are asked again.
		{"لا لا بغيتها", unclear},
		{"لا، بغيتها زيدها", unclear},
		{"لا زيدها", unclear},
		{"بغيتها", DecisionYes},
		{"لا خليها", DecisionNo},
		// "لا" before the present still negates it.
		{"لا أريدها", DecisionNo},
		{"لا تزيدها", DecisionNo},
		{"لا لا أحتاجها", DecisionNo},
		// No words and wonder only: an exclamation.
		{"la la la zwina 😍", unclear},
		{"non non non magnifique", unclear},
		{"لا لا لا روعة", unclear},
		{"no no no 🤩", unclear},
		// Thanks or a reason keep the no.
		{"la shokran 😍", DecisionNo},
		{"non merci 😍", DecisionNo},
		{"la ghalia 3liya 😍", DecisionNo},
		{"la la la", DecisionNo},
		// An amount in words beside a refused verb is a budget, no answer.
		{"ma bghitch nfout mitin", unclear},
		{"ma bghitch ndouz alf", unclear},
		{"ma bghitch nfout 300", unclear}, // as before
		{"ma bghitch", DecisionNo},
		// "safi" drawn out may be "enough!": asked again; flat it is "ok".
		{"safiiiii", unclear},
		{"Safiii!", unclear},
		{"صافييي", unclear},
		{"safi", DecisionYes},
		{"safii", DecisionYes},
		{"صافي", DecisionYes},
		{"safiii zidha", DecisionYes},
	} {
		if got := askedAgain(ParseDecision(c.in)); got != c.want {
			t.Errorf("ParseDecision(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
