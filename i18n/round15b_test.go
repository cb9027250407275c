package i18n

import "testing"

// After the fifteenth round (issue 11), heldout13's two false
// cancellations: a goodbye with "later" spelled loosely, and thanks said
// "again" in Arabic, read as "later" and "another time". Messages written
// for this test, not copied from a corpus file.

// A goodbye or thanks with "later", "soon" or "again" is no answer; "later"
// or "another time" alone, or after a no, is still a no.
func TestGoodbyeLaterAndThanksAgain(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in         string
		want       Decision
		wantIntent Intent
	}{
		{"cya later!", unclear, IntentBye},
		{"catch ya later", unclear, IntentBye},
		{"ok talk to u soon", unclear, IntentBye},
		{"ttyl", unclear, IntentBye},
		{"bslama, see u tomorrow", unclear, IntentBye},
		{"شكرا مرة اخرى 🙏", unclear, IntentThanks},
		{"merci encore pour votre aide", unclear, IntentThanks},
		{"thanks again!!", unclear, IntentThanks},
		{"shokran marra okhra", unclear, IntentThanks},
		// still a no
		{"later", DecisionNo, IntentCancel},
		{"مرة أخرى إن شاء الله", DecisionNo, IntentCancel},
		{"la, see you later", DecisionNo, IntentCancel},
		{"no thanks, catch you later", DecisionNo, IntentCancel},
	} {
		if got := askedAgain(ParseDecision(c.in)); got != c.want {
			t.Errorf("ParseDecision(%q) = %q, want %q", c.in, got, c.want)
		}
		if got := Understand(c.in).Intent; got != c.wantIntent {
			t.Errorf("Understand(%q).Intent = %q, want %q", c.in, got, c.wantIntent)
		}
	}
}
