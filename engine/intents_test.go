package engine

import (
	"testing"

	"github.com/wakha/wakha/i18n"
)

// The intents issue 11 added, read afresh (no soft context: the states are
// built by hand): hold waits, refine searches on its own words, a question
// about a product asks which one unless a pending confirmation names it.
func TestNewIntentsMapping(t *testing.T) {
	t.Parallel()
	holdU := i18n.Understanding{Intent: i18n.IntentHold, Decision: i18n.DecisionHold, Confidence: 0.9}
	bareHold := i18n.Understanding{Intent: i18n.IntentHold, Confidence: 0.9} // no Decision: read from the intent
	refineU := i18n.Understanding{Intent: i18n.IntentRefine, Query: "bleu", Terms: []string{"bleu"}, Color: "blue", Confidence: 0.85}
	priceOnly := i18n.Understanding{Intent: i18n.IntentRefine, MaxPrice: 500, Confidence: 0.85}
	questionU := i18n.Understanding{Intent: i18n.IntentProductQuestion, Question: true, Confidence: 0.85}

	tests := []struct {
		name      string
		from      DialogueState
		u         i18n.Understanding
		wantState DialogueState
		wantKey   i18n.Key
		search    string // query text searched, "" = none
	}{
		{"hold with a question pending keeps it open", AwaitingConfirmation, holdU, AwaitingConfirmation, i18n.KeyHoldOn, ""},
		{"hold read from the intent alone", AwaitingConfirmation, bareHold, AwaitingConfirmation, i18n.KeyHoldOn, ""},
		{"hold with nothing pending waits where it is", Recommending, holdU, Recommending, i18n.KeyTakeYourTime, ""},
		{"hold in idle", Idle, bareHold, Idle, i18n.KeyTakeYourTime, ""},
		{"refine searches its own words", Recommending, refineU, Recommending, "", "bleu"},
		{"refine without words is underspecified", Idle, priceOnly, Clarifying, i18n.KeyClarify, ""},
		{"product question with cards but none in focus", Recommending, questionU, Clarifying, i18n.KeyWhichProduct, ""},
		{"product question with nothing on screen", Idle, questionU, Clarifying, i18n.KeyClarify, ""},
		{"product question about the pending product", AwaitingConfirmation, questionU, Clarifying, i18n.KeyConfirmAddToCart, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := setup(t)
			c.st = stateIn(tt.from)
			c.say("message", tt.u)
			c.wantState(tt.wantState)
			if tt.wantKey != "" {
				c.wantKey(tt.wantKey)
			}
			switch {
			case tt.search != "" && (c.lastSearch == nil || c.lastSearch.Query.Text != tt.search):
				t.Fatalf("search %+v, want %q", c.lastSearch, tt.search)
			case tt.search == "" && hasKind(c.effects, EffectSearch):
				t.Fatalf("searched: %v", kinds(c.effects))
			}
			if got := *c.st.Dialogue.LastIntent; got != string(tt.u.Intent) {
				t.Errorf("last_intent %q, want %q", got, tt.u.Intent)
			}
		})
	}
}

func TestDecisionOfHoldIntent(t *testing.T) {
	t.Parallel()
	if d := decisionOf(&i18n.Understanding{Intent: i18n.IntentHold}); d != i18n.DecisionHold {
		t.Fatalf("decisionOf(hold) = %q", d)
	}
	if d := decisionOf(&i18n.Understanding{Intent: i18n.IntentProductQuestion, Question: true}); d != i18n.DecisionNone {
		t.Fatalf("decisionOf(product_question) = %q", d)
	}
}
