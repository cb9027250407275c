package engine

import (
	"testing"

	"github.com/wakha/wakha/i18n"
)

// A no that goes on to ask for something else ("no, not that one, the
// third"; "la, bghit babouche") leaves the card asked about and serves the
// request; a no with nothing else to act on is a plain no.
func TestDeclinedForSomethingElse(t *testing.T) {
	t.Parallel()
	no := func(u i18n.Understanding) i18n.Understanding {
		u.Decision = i18n.DecisionNo
		return u
	}
	tests := []struct {
		name    string
		text    string
		u       i18n.Understanding
		wantSt  DialogueState
		wantKey i18n.Key
		check   func(t *testing.T, c *conv)
	}{
		{"another card by position", "no, not that one, the third", no(ordinalU(3)), AwaitingConfirmation, i18n.KeyConfirmAddToCart, func(t *testing.T, c *conv) {
			if id := c.st.Dialogue.PendingConfirmation.TargetID; id == nil || *id != "p3" {
				t.Errorf("pending %v, want p3", id)
			}
		}},
		{"a new search", "la, bghit tajine", no(searchU("tajine")), Clarifying, "", func(t *testing.T, c *conv) {
			if c.st.Dialogue.PendingConfirmation != (PendingConfirmation{}) {
				t.Error("pending kept after the shopper declined and searched")
			}
			if !hasKind(c.effects, EffectSearch) || c.lastSearch == nil || c.lastSearch.Query.Text != "tajine" {
				t.Errorf("no search for tajine in %v", kinds(c.effects))
			}
		}},
		{"a pick with nothing to pick by", "no not that one", no(intentU(i18n.IntentSelect)), Idle, i18n.KeyCancelled, nil},
		{"a search with no query", "no, something else", no(i18n.Understanding{Intent: i18n.IntentProductSearch, Confidence: 0.9}), Idle, i18n.KeyCancelled, nil},
		{"a search read without confidence", "la, babouche?", no(i18n.Understanding{Intent: i18n.IntentProductSearch, Query: "babouche", Terms: []string{"babouche"}, Confidence: 0.3}), Idle, i18n.KeyCancelled, nil},
		{"show more after a no", "la, wrini lokhrin", no(intentU(i18n.IntentShowMore)), Idle, i18n.KeyCancelled, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := setup(t)
			c.searchAndShow("caftan", products(1, 2, 3), true)
			c.card("p1")
			c.say(tt.text, tt.u)
			c.wantState(tt.wantSt)
			if tt.wantKey != "" {
				c.wantKey(tt.wantKey)
			}
			if hasKey(c.effects, i18n.KeyCancelled) != (tt.wantKey == i18n.KeyCancelled) {
				t.Errorf("cancelled reply: %v in %v", hasKey(c.effects, i18n.KeyCancelled), kinds(c.effects))
			}
			if tt.check != nil {
				tt.check(t, c)
			}
		})
	}
}
