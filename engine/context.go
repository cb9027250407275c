package engine

import (
	"slices"
	"time"

	"github.com/wakha/wakha/i18n"
)

// This file is priority 2 of the follow-up layer (spec 004): the soft
// context. It remembers, for SoftContextTTL after the last action, what the
// conversation is about — the last query, the product last picked or
// added, the last action — so "ch7al taman dyalha?", "is it in stock?",
// "wach kayna f L?" are answered about the product in focus. It enriches
// understanding without forcing a route: a message it cannot place goes on
// to enrichment or is read afresh. The products last shown are
// State.Results.

// Last actions of the soft context.
const (
	DidSearch  = "searched"  // a query was sent to the catalog
	DidShow    = "shown"     // cards were put on screen
	DidRefine  = "refined"   // a refined query found cards
	DidPick    = "picked"    // a card was picked ("add X to your cart?")
	DidAdd     = "added"     // the shopper said yes
	DidDecline = "declined"  // the shopper said no
	DidAnswer  = "answered"  // a question about the product in focus was answered
	DidDismiss = "dismissed" // the shopper let the cards or the question go
)

// SoftContext is what the conversation is about, until Until.
type SoftContext struct {
	// Query is the last query searched: what a follow-up refines.
	Query *Query `json:"query,omitempty"`
	// Focus is the product last picked, added or asked about.
	Focus string `json:"focus,omitempty"`
	// Action is the last action (Did…).
	Action string `json:"action"`
	// Refined names the filter the last refinement added ("color", "size",
	// "gender", "material", "price"): the one MeaningDropFilter undoes.
	Refined string `json:"refined,omitempty"`
	// Until is SoftContextTTL after the last action.
	Until time.Time `json:"until"`
}

// soft returns the soft context while it lasts, else nil.
func (m *machine) soft() *SoftContext {
	if c := m.st.Context; c != nil && m.alive(c.Until) {
		return c
	}
	return nil
}

// touch records an action in the soft context and restarts its TTL. The
// context is copied, never changed in place: the caller's state may share it.
func (m *machine) touch(action string, change func(c *SoftContext)) {
	var c SoftContext
	if old := m.soft(); old != nil {
		c = *old
	}
	c.Action = action
	c.Until = m.now.Add(m.cfg.SoftContextTTL)
	if change != nil {
		change(&c)
	}
	m.st.Context = &c
}

// focusOn makes p the product in focus.
func (m *machine) focusOn(action, id string) {
	m.touch(action, func(c *SoftContext) { c.Focus = id })
}

// remember makes q the last query.
func (m *machine) remember(action string, q Query, refined string) {
	q.Terms = slices.Clone(q.Terms)
	m.touch(action, func(c *SoftContext) {
		c.Query, c.Focus, c.Refined = &q, "", refined
	})
}

// inFocus is the product a question is about: a card its words name, the
// one a pending confirmation is about, the one last picked or asked about,
// or the only card on screen.
func (m *machine) inFocus(in input) (Product, bool) {
	if in.u != nil && len(in.u.Terms) > 0 {
		if p, ok := byName(m.st.Results, in.u.Terms); ok {
			return p, true
		}
	}
	if m.hasPending() {
		if p, ok := m.lookup(*m.st.Dialogue.PendingConfirmation.TargetID); ok {
			return p, true
		}
	}
	c := m.soft()
	if c == nil {
		return Product{}, false
	}
	if c.Focus != "" {
		if p, ok := m.lookup(c.Focus); ok {
			return p, true
		}
	}
	if len(m.st.Results) == 1 && m.st.Results[0].ID != "" {
		return m.st.Results[0], true
	}
	return Product{}, false
}

// resolveContext is priority 2: a question about the product in focus.
func (m *machine) resolveContext(in input) (input, bool) {
	if in.u == nil || in.u.Intent != i18n.IntentProductQuestion || !(in.u.Confidence >= minConfidence) {
		return in, false
	}
	p, ok := m.inFocus(in)
	if !ok {
		return in, false
	}
	return input{kind: inQuestion, label: in.label, productID: p.ID, topic: in.u.Topic, value: in.u.Size, u: in.u}, true
}
