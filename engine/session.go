package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
)

// This file is the engagement session of spec 000 (its v2 SessionState):
// whether wakha may speak first. It is a second, small state machine
// beside the spec 001 dialogue, with its own table:
//
//	thinking             → proactive_assistance  offer    (TransitionToProactive; false while the cooldown runs)
//	thinking             → reactive_assistance   chat     (TransitionToReactive; clears the cooldown)
//	proactive_assistance → thinking              timeout  (Tick only; starts the cooldown)
//	reactive_assistance  → thinking              timeout  (Tick only; starts the cooldown)
//
// Every other move is an InvalidTransitionError. The timeout is
// Config.SessionInteractionTimeout (spec: 20 s) after the last activity;
// the cooldown is Config.SessionCooldown (60 s), doubled for each offer
// dismissed or ignored in a row (the back-off kept from spec 000 v1),
// capped at Config.SessionCooldownMax.
//
// Every time is wall-clock, UTC, and persisted as RFC 3339: a snapshot
// restored in another process (another replica, after a restart) computes
// the same elapsed times. Nothing here reads the clock; now is passed in.
// Mutations are copy-on-write: a Session copied by value never shares a
// changed sub-object with its copy.
//
// The exit at the timeout takes effect at the deadline itself
// (last activity + timeout), whenever Tick runs after it: the cooldown
// starts then, so a late tick, or the next event hours later, leaves the
// session exactly as a tick on time would have.

// SessionSchemaVersion is the "_v" of a persisted session snapshot.
const SessionSchemaVersion = 1

// SessionState is a state of the engagement session.
type SessionState string

const (
	// SessionThinking is the idle baseline between signals: a proactive
	// offer may be made unless the cooldown is active.
	SessionThinking SessionState = "thinking"
	// SessionProactive: wakha surfaced an unsolicited offer; the session
	// stays here while the shopper interacts, until the interaction timeout.
	SessionProactive SessionState = "proactive_assistance"
	// SessionReactive: the shopper opened the chat or wrote to it; the
	// session is in active dialogue until the interaction timeout.
	SessionReactive SessionState = "reactive_assistance"
)

// SessionStates lists the session's states (for metric labels).
var SessionStates = []SessionState{SessionThinking, SessionProactive, SessionReactive}

// Valid reports whether s is one of the three states.
func (s SessionState) Valid() bool {
	return s == SessionThinking || s == SessionProactive || s == SessionReactive
}

// SessionTrigger names how the session moved.
type SessionTrigger string

const (
	// SessionTriggerOffer: thinking → proactive_assistance, an offer was made.
	SessionTriggerOffer SessionTrigger = "offer"
	// SessionTriggerChat: thinking → reactive_assistance, the shopper started
	// a chat (a message, a reaction, a quick reply, the widget opened, an
	// offer accepted late); SessionTransition.Reason says which.
	SessionTriggerChat SessionTrigger = "chat"
	// SessionTriggerTimeout: an active state → thinking, the interaction
	// timeout passed (Tick).
	SessionTriggerTimeout SessionTrigger = "timeout"
	// SessionTriggerInvalidSnapshot is not an edge: it labels the reset of
	// a snapshot Validate refuses (a wrong "_v", a broken field) to a fresh
	// thinking session without a cooldown.
	SessionTriggerInvalidSnapshot SessionTrigger = "invalid_snapshot"
)

// SessionEdge is one row of the session's transition table.
type SessionEdge struct {
	From    SessionState   `json:"from"`
	To      SessionState   `json:"to"`
	Trigger SessionTrigger `json:"trigger"`
}

// sessionTable lists exactly spec 000 v2's allowed moves.
var sessionTable = []SessionEdge{
	{SessionThinking, SessionProactive, SessionTriggerOffer},
	{SessionThinking, SessionReactive, SessionTriggerChat},
	{SessionProactive, SessionThinking, SessionTriggerTimeout},
	{SessionReactive, SessionThinking, SessionTriggerTimeout},
}

// SessionEdges returns a copy of the session's transition table.
func SessionEdges() []SessionEdge { return slices.Clone(sessionTable) }

// SessionAllowed reports whether the session's table has the edge.
func SessionAllowed(from, to SessionState, trigger SessionTrigger) bool {
	return slices.Contains(sessionTable, SessionEdge{from, to, trigger})
}

// SessionTransition is one move of the session, for the audit log and
// wakha_session_transitions_total{from,to}.
type SessionTransition struct {
	From    SessionState   `json:"from"`
	To      SessionState   `json:"to"`
	Trigger SessionTrigger `json:"trigger"`
	// Reason details the trigger: what started a chat, the offer's id.
	Reason string `json:"reason,omitempty"`
	// At is when the move took effect: for a timeout, the deadline, which
	// may be before the event that applied it.
	At time.Time `json:"at"`
}

// ErrInvalidTransition is wrapped by every InvalidTransitionError.
var ErrInvalidTransition = errors.New("engine: session transition not allowed")

// InvalidTransitionError is a move the session's table forbids; the
// session is left as it was.
type InvalidTransitionError struct {
	From, To SessionState
}

func (e *InvalidTransitionError) Error() string {
	return fmt.Sprintf("engine: session transition %s -> %s not allowed", e.From, e.To)
}

// Unwrap makes errors.Is(err, ErrInvalidTransition) work.
func (e *InvalidTransitionError) Unwrap() error { return ErrInvalidTransition }

// ErrInvalidSnapshot is wrapped by ParseSession's errors.
var ErrInvalidSnapshot = errors.New("engine: invalid session snapshot")

// ThinkingState is the thinking state's own data (reset on entering it).
type ThinkingState struct {
	// CooldownActive is true while the cooldown blocks a new offer.
	CooldownActive bool `json:"cooldown_active"`
	// CooldownStartedAt is when the cooldown began: the moment the
	// session came back to thinking.
	CooldownStartedAt *time.Time `json:"cooldown_started_at,omitempty"`
	// CooldownUntil is when it ends by itself, fixed when it starts (the
	// back-off decides its length then).
	CooldownUntil *time.Time `json:"cooldown_until,omitempty"`
	// Conservative marks a cooldown lengthened by the back-off: offers were
	// dismissed or ignored (spec 000 v1's conservative_assistance).
	Conservative bool `json:"conservative,omitempty"`
}

// CanGoProactive reports whether no cooldown blocks an offer.
func (t ThinkingState) CanGoProactive() bool { return !t.CooldownActive }

// ProactiveState is proactive_assistance's own data (reset on entering it).
type ProactiveState struct {
	// TriggerID names what made wakha speak first: the offer's id.
	TriggerID string `json:"trigger_id"`
	// UserClickedOption is true once the shopper tapped a quick reply.
	UserClickedOption bool `json:"user_clicked_option"`
	// VisualGuidanceActive is true while a tour overlay runs, chat open or not.
	VisualGuidanceActive bool `json:"visual_guidance_active"`
}

// ReactiveState is reactive_assistance's own data (reset on entering it).
type ReactiveState struct {
	// VisualGuidanceActive is true while a tour overlay runs.
	VisualGuidanceActive bool `json:"visual_guidance_active"`
}

// Tour is a storefront tour in progress (wakha.tour.* in the widget, or a
// platform's tour events).
type Tour struct {
	ID string `json:"id"`
	// Steps is how many steps it has (0: unknown); Step the last reached (0: started).
	Steps int `json:"steps,omitempty"`
	Step  int `json:"step"`
	// StartedAt and LastAt (the last start or step) are wall-clock times.
	StartedAt time.Time `json:"started_at"`
	LastAt    time.Time `json:"last_at"`
}

// MaxTourIdle is how long a tour without a step still counts as running:
// a page closed mid-tour sends no end.
const MaxTourIdle = 10 * time.Minute

// MaxBackOff caps Session.BackOff (the cooldown doubles per unit, and is
// capped by Config.SessionCooldownMax long before).
const MaxBackOff = 16

// MaxOfferTimes caps Session.OfferTimes and Config.ProactiveMaxPerHour.
const MaxOfferTimes = 10

// Session is the engagement session's snapshot, persisted in State (and on
// its own, e.g. for a visitor before any conversation: ParseSession).
// Exactly one of Thinking, Proactive, Reactive is set: the one of State.
type Session struct {
	V     int          `json:"_v"`
	State SessionState `json:"state"`
	// EnteredAt is when State was entered (nil for a session that has
	// been thinking since it began).
	EnteredAt *time.Time `json:"entered_at,omitempty"`
	// LastInteractionAt is the shopper's last interaction of any kind: a
	// chat message, a quick reply, a reaction, a tour step.
	LastInteractionAt *time.Time `json:"last_interaction_at,omitempty"`
	// WidgetOpenedAt is when the shopper last opened the chat widget.
	WidgetOpenedAt *time.Time `json:"widget_opened_at,omitempty"`

	Thinking  *ThinkingState  `json:"thinking,omitempty"`
	Proactive *ProactiveState `json:"proactive,omitempty"`
	Reactive  *ReactiveState  `json:"reactive,omitempty"`

	// BackOff counts the offers dismissed or ignored in a row; each doubles
	// the next cooldown. Engaging (accepting an offer, starting a chat)
	// zeroes it.
	BackOff int `json:"backoff,omitempty"`
	// OfferTimes are when the offers of the last hour were made, oldest
	// first, at most MaxOfferTimes (the per-hour rate limit).
	OfferTimes []time.Time `json:"offer_times,omitempty"`
	// Offer is the last offer made; open (no outcome) only while proactive.
	Offer *Offer `json:"offer,omitempty"`
	// Cue is a trigger waiting for its time (a product page watched, a tour
	// left midway); nil when none.
	Cue *OfferCue `json:"cue,omitempty"`
	// Tour is the storefront tour in progress; nil when none.
	Tour *Tour `json:"tour,omitempty"`
}

// NewSession returns a fresh session: thinking, no cooldown.
func NewSession() Session {
	return Session{V: SessionSchemaVersion, State: SessionThinking, Thinking: &ThinkingState{}}
}

// wall returns t as a persisted time: UTC, without a monotonic reading.
func wall(t time.Time) *time.Time {
	u := t.UTC()
	return &u
}

// legacy reports whether s is the placeholder stored before the session
// model (no "_v", no state: at most interaction times).
func (s Session) legacy() bool {
	return s.V == 0 && s.State == "" && s.Thinking == nil && s.Proactive == nil && s.Reactive == nil &&
		s.BackOff == 0 && len(s.OfferTimes) == 0 && s.Offer == nil && s.Cue == nil && s.Tour == nil && s.EnteredAt == nil
}

// upgraded returns a legacy placeholder as a thinking session without a
// cooldown, keeping its interaction times; any other session as it is.
func (s Session) upgraded() Session {
	if !s.legacy() {
		return s
	}
	n := NewSession()
	n.LastInteractionAt, n.WidgetOpenedAt = s.LastInteractionAt, s.WidgetOpenedAt
	return n
}

// activity is when the interaction timeout is counted from: the last
// interaction, the entry into the state, and an open offer's display,
// whichever is latest.
func (s Session) activity() time.Time {
	var t time.Time
	for _, p := range []*time.Time{s.EnteredAt, s.LastInteractionAt} {
		if p != nil && p.After(t) {
			t = *p
		}
	}
	if o := s.openOffer(); o != nil && o.ShownAt != nil && o.ShownAt.After(t) {
		t = *o.ShownAt
	}
	return t
}

// SinceLastInteraction is the spec's time_since_last_interaction_s: how long
// the session has been without activity at now. It is computed, never
// stored: a stored duration is stale the moment it is read.
func (s Session) SinceLastInteraction(now time.Time) time.Duration {
	a := s.activity()
	if a.IsZero() {
		return 0
	}
	return now.Sub(a)
}

// TimeoutAt is when an active session's interaction timeout has passed
// (the first microsecond, Postgres's resolution, after last activity +
// timeout: the spec's rule is strictly greater); ok is false in thinking.
func (s Session) TimeoutAt(cfg Config) (at time.Time, ok bool) {
	if s.State != SessionProactive && s.State != SessionReactive {
		return time.Time{}, false
	}
	cfg = cfg.normalized()
	return s.activity().Add(cfg.SessionInteractionTimeout + time.Microsecond), true
}

// cooldownFor is the cooldown after backOff offers dismissed or ignored in
// a row: SessionCooldown doubled per offer, capped at SessionCooldownMax.
func cooldownFor(backOff int, cfg Config) time.Duration {
	d := cfg.SessionCooldown
	for range min(backOff, MaxBackOff) {
		if d >= cfg.SessionCooldownMax {
			break
		}
		d *= 2
	}
	return min(d, cfg.SessionCooldownMax)
}

// move is the only way the session's state changes: it checks the table,
// resets the per-state data of the state entered and records the hop.
func (s *Session) move(to SessionState, trigger SessionTrigger, reason string, at time.Time) (SessionTransition, error) {
	from := s.State
	if !SessionAllowed(from, to, trigger) {
		return SessionTransition{}, &InvalidTransitionError{From: from, To: to}
	}
	s.State, s.EnteredAt = to, wall(at)
	s.Thinking, s.Proactive, s.Reactive = nil, nil, nil
	switch to {
	case SessionThinking:
		s.Thinking = &ThinkingState{}
	case SessionProactive:
		s.Proactive = &ProactiveState{}
	case SessionReactive:
		s.Reactive = &ReactiveState{}
	}
	return SessionTransition{From: from, To: to, Trigger: trigger, Reason: reason, At: at.UTC()}, nil
}

// flushCooldown clears a cooldown that has run out by now.
func (s *Session) flushCooldown(now time.Time) {
	if t := s.Thinking; s.State == SessionThinking && t != nil && t.CooldownActive && t.CooldownUntil != nil && !now.Before(*t.CooldownUntil) {
		s.Thinking = &ThinkingState{}
	}
}

// Tick evaluates the timeout rules at now (spec: call it on every event and
// on a background pulse): an active session whose last activity is more
// than the interaction timeout ago goes back to thinking, at that deadline,
// and the cooldown starts there (an offer still open is ignored, which
// lengthens it); a cooldown that has run out is cleared. It returns what
// it did as effects: EffectOfferStat (ignored) and EffectSessionTransition.
func (s *Session) Tick(now time.Time, cfg Config) []Effect {
	cfg = cfg.normalized()
	*s = s.upgraded()
	var out []Effect
	if active := s.State == SessionProactive || s.State == SessionReactive; active &&
		now.Sub(s.activity()) > cfg.SessionInteractionTimeout {
		deadline := s.activity().Add(cfg.SessionInteractionTimeout)
		if o := s.openOffer(); o != nil {
			out = append(out, s.settle(OutcomeIgnored))
		}
		tr, err := s.move(SessionThinking, SessionTriggerTimeout, "", deadline)
		if err == nil {
			s.Thinking = &ThinkingState{
				CooldownActive: true, CooldownStartedAt: wall(deadline),
				CooldownUntil: wall(deadline.Add(cooldownFor(s.BackOff, cfg))), Conservative: s.BackOff > 0,
			}
			out = append(out, Effect{Kind: EffectSessionTransition, SessionTransition: &tr})
		}
	}
	s.flushCooldown(now)
	if t := s.Tour; t != nil && now.Sub(t.LastAt) > MaxTourIdle {
		s.Tour = nil // the page went away mid-tour
	}
	return out
}

// At returns the session as Tick would leave it at now, without the
// effects: what a state panel shows between events.
func (s Session) At(now time.Time, cfg Config) Session {
	c := s
	c.Tick(now, cfg)
	return c
}

// TransitionToProactive moves thinking → proactive_assistance for the
// trigger (an offer's id). It first clears a cooldown that has run out;
// while one is still active it returns false and changes nothing. From any
// other state it is an InvalidTransitionError.
func (s *Session) TransitionToProactive(triggerID string, now time.Time) (bool, error) {
	tr, err := s.toProactive(triggerID, now)
	return tr != nil, err
}

func (s *Session) toProactive(triggerID string, now time.Time) (*SessionTransition, error) {
	*s = s.upgraded()
	if s.State != SessionThinking {
		return nil, &InvalidTransitionError{From: s.State, To: SessionProactive}
	}
	s.flushCooldown(now)
	if s.Thinking != nil && s.Thinking.CooldownActive {
		return nil, nil
	}
	tr, err := s.move(SessionProactive, SessionTriggerOffer, triggerID, now)
	if err != nil {
		return nil, err
	}
	s.Proactive.TriggerID = triggerID
	s.Proactive.VisualGuidanceActive = s.tourRunning(now)
	return &tr, nil
}

// TransitionToReactive moves thinking → reactive_assistance: the shopper
// started a chat. It clears the cooldown and the back-off (a shopper who
// chats has engaged). From any other state it is an InvalidTransitionError.
func (s *Session) TransitionToReactive(now time.Time) error {
	_, err := s.toReactive("", now)
	return err
}

func (s *Session) toReactive(reason string, now time.Time) (*SessionTransition, error) {
	*s = s.upgraded()
	if s.State != SessionThinking {
		return nil, &InvalidTransitionError{From: s.State, To: SessionReactive}
	}
	tr, err := s.move(SessionReactive, SessionTriggerChat, reason, now)
	if err != nil {
		return nil, err
	}
	s.BackOff = 0
	s.Reactive.VisualGuidanceActive = s.tourRunning(now)
	return &tr, nil
}

// RecordAnyInteraction resets the interaction timeout: any chat or visual
// guidance activity. Time never goes back: an older now changes nothing.
func (s *Session) RecordAnyInteraction(now time.Time) {
	*s = s.upgraded()
	if s.LastInteractionAt == nil || now.After(*s.LastInteractionAt) {
		s.LastInteractionAt = wall(now)
	}
}

// RecordUserInteraction records a chat message from the shopper.
func (s *Session) RecordUserInteraction(now time.Time) { s.RecordAnyInteraction(now) }

// RecordReaction records an emoji reaction (an emoji-only message).
func (s *Session) RecordReaction(now time.Time) { s.RecordAnyInteraction(now) }

// RecordTourStep records storefront tour progress: it resets the timeout
// even when the shopper never opened the chat.
func (s *Session) RecordTourStep(now time.Time) { s.RecordAnyInteraction(now) }

// RecordOptionClick records a quick-reply click; in proactive_assistance it
// also sets UserClickedOption.
func (s *Session) RecordOptionClick(now time.Time) {
	s.RecordAnyInteraction(now)
	if p := s.Proactive; s.State == SessionProactive && p != nil && !p.UserClickedOption {
		c := *p
		c.UserClickedOption = true
		s.Proactive = &c
	}
}

// SetVisualGuidance turns the current active state's tour flag on or off;
// turning it on also resets the interaction timeout. In thinking it does
// nothing (spec).
func (s *Session) SetVisualGuidance(active bool, now time.Time) {
	*s = s.upgraded()
	switch s.State {
	case SessionProactive:
		c := *s.Proactive
		c.VisualGuidanceActive = active
		s.Proactive = &c
	case SessionReactive:
		c := *s.Reactive
		c.VisualGuidanceActive = active
		s.Reactive = &c
	default:
		return
	}
	if active {
		s.RecordAnyInteraction(now)
	}
}

// tourRunning reports whether a tour is in progress at now.
func (s Session) tourRunning(now time.Time) bool {
	return s.Tour != nil && now.Sub(s.Tour.LastAt) <= MaxTourIdle
}

// ValidateSession reports what is wrong with a session snapshot: a "_v"
// other than SessionSchemaVersion, an unknown state, per-state data that
// is missing or belongs to another state (never two states at once), a
// cooldown outside thinking or without its times, an open offer outside
// proactive_assistance, counters out of bounds. The placeholder stored
// before the session existed (no "_v", no state) is accepted: Decide
// upgrades it to thinking without a cooldown. Errors wrap ErrInconsistent.
func ValidateSession(s Session) error {
	if p := sessionProblems(s); len(p) > 0 {
		return fmt.Errorf("%w: session: %s", ErrInconsistent, strings.Join(p, "; "))
	}
	return nil
}

func sessionProblems(s Session) []string {
	if s.legacy() {
		return nil
	}
	var problems []string
	bad := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	if s.V != SessionSchemaVersion {
		bad("unsupported _v %d", s.V)
	}
	if !s.State.Valid() {
		bad("unknown state %q", s.State)
	}
	// Exactly the current state's data: never two states at once.
	for _, sub := range [...]struct {
		state SessionState
		set   bool
	}{{SessionThinking, s.Thinking != nil}, {SessionProactive, s.Proactive != nil}, {SessionReactive, s.Reactive != nil}} {
		if sub.set != (sub.state == s.State) {
			bad("%s data in state %s", sub.state, s.State)
		}
	}
	if (s.State == SessionProactive || s.State == SessionReactive) && s.EnteredAt == nil {
		bad("%s without entered_at", s.State)
	}
	if t := s.Thinking; t != nil {
		switch {
		case t.CooldownActive && (t.CooldownStartedAt == nil || t.CooldownUntil == nil):
			bad("cooldown without its times")
		case t.CooldownActive && t.CooldownUntil.Before(*t.CooldownStartedAt):
			bad("cooldown until %s before it started", t.CooldownUntil.Format(time.RFC3339))
		case !t.CooldownActive && (t.CooldownStartedAt != nil || t.CooldownUntil != nil || t.Conservative):
			bad("cooldown times without a cooldown")
		}
	}
	if p := s.Proactive; p != nil && p.TriggerID == "" {
		bad("proactive_assistance without a trigger_id")
	}
	if s.BackOff < 0 || s.BackOff > MaxBackOff {
		bad("backoff %d outside 0..%d", s.BackOff, MaxBackOff)
	}
	if len(s.OfferTimes) > MaxOfferTimes {
		bad("%d offer_times, more than %d", len(s.OfferTimes), MaxOfferTimes)
	}
	if !slices.IsSortedFunc(s.OfferTimes, func(a, b time.Time) int { return a.Compare(b) }) {
		bad("offer_times out of order")
	}
	if o := s.Offer; o != nil {
		if o.ID == "" || !slices.Contains(OfferTriggers, o.Trigger) || o.At.IsZero() {
			bad("offer %q with trigger %q at %v", o.ID, o.Trigger, o.At)
		}
		if o.Outcome != "" && !slices.Contains(offerSettled, o.Outcome) {
			bad("offer outcome %q", o.Outcome)
		}
		if o.Outcome == "" && (s.State != SessionProactive || s.Proactive == nil || s.Proactive.TriggerID != o.ID) {
			bad("offer %q open outside its proactive_assistance", o.ID)
		}
	}
	if c := s.Cue; c != nil {
		if !slices.Contains(OfferTriggers, c.Trigger) || c.Due.IsZero() || (c.Trigger == OfferProductDwell && c.ProductID == "") {
			bad("cue %q for %q due %v", c.Trigger, c.ProductID, c.Due)
		}
	}
	if t := s.Tour; t != nil && (t.ID == "" || t.Step < 0 || t.Steps < 0 || t.LastAt.IsZero()) {
		bad("tour %q at step %d of %d", t.ID, t.Step, t.Steps)
	}
	return problems
}

// ParseSession decodes a session snapshot (the JSON of a Session, as
// persisted) and refuses what ValidateSession refuses, and a missing "_v":
// spec 000's from_dict. Errors wrap ErrInvalidSnapshot.
func ParseSession(data []byte) (Session, error) {
	var s Session
	if err := json.Unmarshal(data, &s); err != nil {
		return Session{}, fmt.Errorf("%w: %v", ErrInvalidSnapshot, err)
	}
	if s.V != SessionSchemaVersion {
		return Session{}, fmt.Errorf("%w: _v %d, want %d", ErrInvalidSnapshot, s.V, SessionSchemaVersion)
	}
	if p := sessionProblems(s); len(p) > 0 {
		return Session{}, fmt.Errorf("%w: %s", ErrInvalidSnapshot, strings.Join(p, "; "))
	}
	return s, nil
}
