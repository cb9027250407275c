package engine

import (
	"slices"
	"time"

	"github.com/wakha/wakha/i18n"
)

// This file is stage 6 of Decide (see the package doc): the follow-up
// layer of spec 004. It reads a classified shopper input against what the
// bot last asked (priority 1, awaiting.go), what the conversation is about
// (priority 2, context.go) and the last query (priority 3, enrich.go), and
// hands the state's step function the input it means. It never moves the
// dialogue itself: every state change stays with the step functions and
// the transition table, so spec 001 keeps its edges, caps and TTL.

// Route says which priority of the follow-up layer resolved an input.
type Route string

// The routes of spec 004, plus fresh: nothing resolved it, it is read as
// if nothing came before.
const (
	RouteAwaitingConfirmation Route = "awaiting_confirmation"
	RouteAwaitingSelection    Route = "awaiting_selection"
	RouteAwaitingInput        Route = "awaiting_input"
	RouteSoftContext          Route = "soft_context"
	RouteEnriched             Route = "enriched"
	RouteFresh                Route = "fresh"
)

// Routes lists every route, for metrics that must know their labels up front.
var Routes = []Route{RouteAwaitingConfirmation, RouteAwaitingSelection, RouteAwaitingInput, RouteSoftContext,
	RouteEnriched, RouteFresh}

// Resolutions: what the layer made of an input (spec 004's resolution types).
const (
	ResolvedSelection    = "selection"    // a card picked
	ResolvedConfirmation = "confirmation" // the yes/no question answered
	ResolvedInput        = "input"        // the open question answered
	ResolvedCancel       = "cancel"       // what was awaited let go
	ResolvedQuestion     = "question"     // a question about the product in focus
	ResolvedRefinement   = "refinement"   // the last query refined
)

// Diagnostic is what one Decide call did, for the turn's diagnostics (spec
// 002): the last effect of the call (EffectDiagnostic), and for a shopper
// input the layer resolved also State.Diagnostics, which the answer to the
// search it asked completes (Shown, Kept). Every shopper input gets one; an
// input the follow-up layer never saw (held by a pause, dropped by a §7
// reset, a human request from error, an answer to an offer) has no route.
type Diagnostic struct {
	Event      EventKind    `json:"event"`
	Route      Route        `json:"route,omitempty"`      // shopper inputs only
	Resolution string       `json:"resolution,omitempty"` // Resolved…, when a priority resolved the input
	Intent     i18n.Intent  `json:"intent,omitempty"`     // the understanding of a typed message
	Confidence float64      `json:"confidence,omitempty"`
	Lang       i18n.Lang    `json:"lang,omitempty"`
	Awaited    AwaitingKind `json:"awaited,omitempty"`  // what was awaited when the input came
	Enriched   *Query       `json:"enriched,omitempty"` // the merged query searched (priority 3)
	Expired    []string     `json:"expired,omitempty"`  // "awaiting", "soft_context": found past their TTL, cleared
	Shown      int          `json:"shown,omitempty"`    // cards this call put on screen
	Kept       bool         `json:"kept,omitempty"`     // an enriched search found nothing: the earlier page stays
}

// resolve is stage 6. It first clears what expired (lazily: nothing waits
// on the clock for it), then tries the priorities in order. The input it
// returns is what the step function acts on.
func (m *machine) resolve(ev Event, in input) input {
	m.expireLayer()
	if !isInput(ev) {
		return in
	}
	d := &m.diag
	if a := m.st.Awaiting; a != nil {
		d.Awaited = a.Kind
	}
	if u := in.u; u != nil {
		d.Intent, d.Confidence, d.Lang = u.Intent, u.Confidence, u.Lang
	} else {
		d.Intent = i18n.Intent(in.label) // a click: its meaning is the intent
	}
	if out, route, ok := m.resolveAwaiting(in); ok {
		d.Route = route
		return out
	}
	if out, ok := m.resolveContext(in); ok {
		d.Route, d.Resolution = RouteSoftContext, ResolvedQuestion
		return out
	}
	if out, ok := m.resolveEnrichment(in); ok {
		q := out.query
		q.Terms = slices.Clone(q.Terms)
		d.Route, d.Resolution, d.Enriched = RouteEnriched, ResolvedRefinement, &q
		return out
	}
	d.Route = RouteFresh
	return m.fresh(in)
}

// expireLayer clears an awaited answer or a soft context past its TTL. A
// pending confirmation is spec 001's and expires in expire (confirm.go);
// its awaiting entry follows it in syncAwaiting.
func (m *machine) expireLayer() {
	if a := m.st.Awaiting; a != nil && a.Kind != AwaitConfirmation && !m.now.Before(a.Until) {
		m.st.Awaiting = nil
		m.diag.Expired = append(m.diag.Expired, "awaiting")
	}
	if c := m.st.Context; c != nil && !m.now.Before(c.Until) {
		m.st.Context = nil
		m.diag.Expired = append(m.diag.Expired, "soft_context")
	}
}

// syncAwaiting keeps State.Awaiting true to the dialogue once the step
// function has acted: a pending confirmation is what is awaited (with its
// spec 001 TTL); an answered one gives the cards back to the shopper while
// recommending; a selection needs its cards on the last page; nothing is
// awaited while a human owns the conversation.
func (m *machine) syncAwaiting() {
	if m.st.Dialogue.State == Handoff {
		m.st.Awaiting = nil
		return
	}
	p := m.st.Dialogue.PendingConfirmation
	if created, ok := pendingCreatedAt(p); ok {
		target := *p.TargetID
		if a := m.st.Awaiting; a == nil || a.Kind != AwaitConfirmation || a.Target != target || !a.Since.Equal(created) {
			m.st.Awaiting = &Awaiting{Kind: AwaitConfirmation, Options: []string{target}, Target: target,
				Since: created, Until: created.Add(m.cfg.ConfirmationTTL)}
		}
		return
	}
	a := m.st.Awaiting
	if a == nil {
		return
	}
	switch a.Kind {
	case AwaitConfirmation:
		m.st.Awaiting = nil
		if m.st.Dialogue.State == Recommending {
			m.awaitSelection()
		}
	case AwaitSelection:
		for _, id := range a.Options {
			if !slices.ContainsFunc(m.st.Results, func(p Product) bool { return p.ID == id }) {
				m.st.Awaiting = nil
				return
			}
		}
	}
}

// alive reports whether t (an expiry) is still ahead.
func (m *machine) alive(until time.Time) bool {
	return m.now.Before(until)
}

// finishDiagnostic closes the call's diagnostic: the effect, and for a
// shopper input the state's copy; the answer to a search completes it.
func (m *machine) finishDiagnostic() {
	if m.diag.Event == "" {
		return
	}
	for _, e := range m.effects {
		if e.Kind == EffectCards {
			m.diag.Shown += len(e.Cards)
		}
	}
	acted := slices.ContainsFunc(m.effects, func(e Effect) bool { return !isSessionEffect(e) })
	if d := m.diag; d.Route == "" && !acted && len(d.Expired) == 0 {
		// A tick or a stale answer that changed nothing, an input held by a
		// pause, a storefront event for the session alone: nothing to record.
		return
	}
	d := m.diag
	d.Expired = slices.Clone(d.Expired)
	switch {
	case d.Route != "":
		cp := d
		m.st.Diagnostics = &cp
	case (d.Event == EventSearchResults || d.Event == EventSearchFailed) && m.st.Diagnostics != nil:
		cp := *m.st.Diagnostics
		cp.Shown += d.Shown
		cp.Kept = cp.Kept || d.Kept
		m.st.Diagnostics = &cp
	}
	m.effects = append(m.effects, Effect{Kind: EffectDiagnostic, Diagnostic: &d})
}
