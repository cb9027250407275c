package i18n

import "testing"

// decisionCase is a message and the answer it must read as when a question
// is pending; intentCase, the intent it must read as.
type (
	decisionCase struct {
		in  string
		dec Decision
	}
	intentCase struct {
		in     string
		intent Intent
	}
)

// checkDecisions reads every message with x and reports each decision
// other than the one wanted.
func checkDecisions(t *testing.T, x *Understander, cases []decisionCase) {
	t.Helper()
	for _, c := range cases {
		if got := answerRead(x.Understand(c.in)); got != c.dec {
			t.Errorf("Understand(%q).Decision = %q, want %q", c.in, got, c.dec)
		}
	}
}

// answerRead is the decision a case table states: a guessed answer
// (guess.go) is none, since the engine does not act on it.
func answerRead(u Understanding) Decision {
	if u.Guess {
		return DecisionNone
	}
	return u.Decision
}

// checkIntents reads every message with x and reports each intent other
// than the one wanted.
func checkIntents(t *testing.T, x *Understander, cases []intentCase) {
	t.Helper()
	for _, c := range cases {
		if got := x.Understand(c.in).Intent; got != c.intent {
			t.Errorf("Understand(%q).Intent = %s, want %s", c.in, got, c.intent)
		}
	}
}
