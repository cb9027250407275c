package engine

import (
	"reflect"
	"testing"

	"github.com/wakha/wakha/i18n"
)

// A yes or a no the classifier guessed where the rules read none
// (i18n/guess.go: intent confirm or cancel, decision ambiguous, Guess,
// confidence 0.45) is shown in explain and scored, never acted on: in
// every state the engine does what it does with a message it did not
// understand.
func TestGuessedAnswerActsAsUnknown(t *testing.T) {
	t.Parallel()
	unknown := i18n.Understanding{Lang: i18n.Darija, Intent: i18n.IntentUnknown, Confidence: 0.2}
	guessed := func(in i18n.Intent) i18n.Understanding {
		return i18n.Understanding{Lang: i18n.Darija, Intent: in, Decision: i18n.DecisionAmbiguous, Guess: true, Confidence: 0.45}
	}
	situations := []struct {
		name   string
		before func(c *conv)
	}{
		{"idle", func(c *conv) {}},
		{"cards shown", func(c *conv) { c.searchAndShow("caftan", products(1, 2, 3), true) }},
		{"confirmation pending", func(c *conv) {
			c.searchAndShow("caftan", products(1, 2, 3), true)
			c.card("p1")
		}},
		{"confirmation asked again", func(c *conv) {
			c.searchAndShow("caftan", products(1, 2, 3), true)
			c.card("p1")
			c.say("safi baraka", decisionU(i18n.DecisionAmbiguous))
		}},
	}
	for _, s := range situations {
		for _, in := range []i18n.Intent{i18n.IntentConfirm, i18n.IntentCancel} {
			t.Run(s.name+"/"+string(in), func(t *testing.T) {
				t.Parallel()
				plain, guess := setup(t), setup(t)
				s.before(plain)
				s.before(guess)
				plain.say("ma3ndich fin nhetha", unknown)
				guess.say("ma3ndich fin nhetha", guessed(in))
				if plain.st.Dialogue.State != guess.st.Dialogue.State {
					t.Errorf("state %s after a guessed %s, %s after an unknown message", guess.st.Dialogue.State, in, plain.st.Dialogue.State)
				}
				if !reflect.DeepEqual(kinds(plain.effects), kinds(guess.effects)) {
					t.Errorf("effects %v after a guessed %s, %v after an unknown message", kinds(guess.effects), in, kinds(plain.effects))
				}
				for _, k := range []i18n.Key{i18n.KeyClarifyConfirm, i18n.KeyCancelled, i18n.KeyAddToCartLink, i18n.KeyClarify} {
					if hasKey(plain.effects, k) != hasKey(guess.effects, k) {
						t.Errorf("reply %s: %v after a guessed %s, %v after an unknown message", k, hasKey(guess.effects, k), in, hasKey(plain.effects, k))
					}
				}
			})
		}
	}
}
