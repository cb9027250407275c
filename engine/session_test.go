package engine

import (
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
)

// The tests of the session model alone (session.go): spec 000 v2's worked
// example, its transition table edge by edge, timeouts, cooldown, snapshot.

// sessionIn returns a session in state s entered at t0, with the last
// interaction at t0.
func sessionIn(t testing.TB, s SessionState) Session {
	t.Helper()
	ss := NewSession()
	switch s {
	case SessionProactive:
		if ok, err := ss.TransitionToProactive("trig_test", t0); !ok || err != nil {
			t.Fatalf("to proactive: %v %v", ok, err)
		}
	case SessionReactive:
		if err := ss.TransitionToReactive(t0); err != nil {
			t.Fatal(err)
		}
	}
	ss.RecordAnyInteraction(t0)
	return ss
}

// The spec's Example block, with an injected clock instead of shifting
// monotonic timestamps.
func TestSessionSpecExample(t *testing.T) {
	t.Parallel()
	cfg := DefaultConfig() // interaction timeout 20 s, cooldown 60 s
	now := t0
	session := NewSession()

	// Proactive trigger fires.
	fired, err := session.TransitionToProactive("trig_001", now)
	if !fired || err != nil || session.State != SessionProactive {
		t.Fatalf("fire: %v %v, state %s", fired, err, session.State)
	}
	// User clicks a chip.
	session.RecordOptionClick(now)
	if !session.Proactive.UserClickedOption {
		t.Fatal("the click is not recorded")
	}
	// Background pulse: nothing has timed out.
	if eff := session.Tick(now, cfg); len(eff) != 0 || session.State != SessionProactive {
		t.Fatalf("tick at once: %v, state %s", eff, session.State)
	}
	// 25 s of silence → thinking with the cooldown.
	now = now.Add(25 * time.Second)
	eff := session.Tick(now, cfg)
	if session.State != SessionThinking || !session.Thinking.CooldownActive {
		t.Fatalf("after 25 s: state %s, thinking %+v", session.State, session.Thinking)
	}
	if len(eff) != 1 || eff[0].SessionTransition == nil || *eff[0].SessionTransition != (SessionTransition{
		From: SessionProactive, To: SessionThinking, Trigger: SessionTriggerTimeout, At: t0.Add(20 * time.Second),
	}) {
		t.Fatalf("timeout effects %+v", eff)
	}
	// During the cooldown, proactive is blocked.
	if fired, err := session.TransitionToProactive("trig_002", now); fired || err != nil || session.State != SessionThinking {
		t.Fatalf("during the cooldown: %v %v, state %s", fired, err, session.State)
	}
	// 70 s later the cooldown is over.
	now = now.Add(70 * time.Second)
	session.Tick(now, cfg)
	if !session.Thinking.CanGoProactive() {
		t.Fatalf("after the cooldown: %+v", session.Thinking)
	}
	// Persist and restore.
	blob, err := json.Marshal(session)
	if err != nil {
		t.Fatal(err)
	}
	restored, err := ParseSession(blob)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(restored, session) {
		t.Fatalf("round trip:\n got %+v\nwant %+v", restored, session)
	}
}

// The table holds exactly spec 000 v2's four allowed moves.
func TestSessionTableIsTheSpecs(t *testing.T) {
	t.Parallel()
	want := map[[2]SessionState]bool{
		{SessionThinking, SessionProactive}: true,
		{SessionThinking, SessionReactive}:  true,
		{SessionProactive, SessionThinking}: true,
		{SessionReactive, SessionThinking}:  true,
	}
	got := map[[2]SessionState]bool{}
	for _, e := range SessionEdges() {
		got[[2]SessionState{e.From, e.To}] = true
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("table pairs %v, want %v", got, want)
	}
	// Every pair and trigger outside the table is refused by move, which
	// leaves the session as it was.
	triggers := []SessionTrigger{SessionTriggerOffer, SessionTriggerChat, SessionTriggerTimeout, SessionTriggerInvalidSnapshot, "other"}
	for _, from := range SessionStates {
		for _, to := range append(slices.Clone(SessionStates), "limbo") {
			for _, tr := range triggers {
				s := sessionIn(t, from)
				before := s
				_, err := s.move(to, tr, "", t0)
				if SessionAllowed(from, to, tr) {
					if err != nil || s.State != to {
						t.Errorf("%s -> %s (%s): %v", from, to, tr, err)
					}
					continue
				}
				var inv *InvalidTransitionError
				if !errors.As(err, &inv) || !errors.Is(err, ErrInvalidTransition) || inv.From != from || inv.To != to {
					t.Errorf("%s -> %s (%s): error %v", from, to, tr, err)
				}
				if !reflect.DeepEqual(s, before) {
					t.Errorf("%s -> %s (%s): a refused move changed the session", from, to, tr)
				}
			}
		}
	}
}

// Each edge through the public API, and each forbidden one.
func TestSessionTransitionsEdgeByEdge(t *testing.T) {
	t.Parallel()
	cfg := DefaultConfig()
	timeout := cfg.SessionInteractionTimeout
	tests := []struct {
		name string
		from SessionState
		do   func(s *Session) error
		want SessionState
		// wantErr: the move is forbidden (InvalidTransitionError, session unchanged).
		wantErr bool
	}{
		{"thinking → proactive", SessionThinking, func(s *Session) error {
			ok, err := s.TransitionToProactive("t", t0)
			if !ok && err == nil {
				return errors.New("not fired")
			}
			return err
		}, SessionProactive, false},
		{"thinking → reactive", SessionThinking, func(s *Session) error { return s.TransitionToReactive(t0) }, SessionReactive, false},
		{"proactive → thinking by tick", SessionProactive, func(s *Session) error {
			s.Tick(t0.Add(timeout+time.Nanosecond), cfg)
			return nil
		}, SessionThinking, false},
		{"reactive → thinking by tick", SessionReactive, func(s *Session) error {
			s.Tick(t0.Add(timeout+time.Nanosecond), cfg)
			return nil
		}, SessionThinking, false},
		{"proactive stays at exactly the timeout (strictly greater)", SessionProactive, func(s *Session) error {
			s.Tick(t0.Add(timeout), cfg)
			return nil
		}, SessionProactive, false},
		{"reactive stays at exactly the timeout", SessionReactive, func(s *Session) error {
			s.Tick(t0.Add(timeout), cfg)
			return nil
		}, SessionReactive, false},
		{"thinking stays thinking on tick", SessionThinking, func(s *Session) error {
			s.Tick(t0.Add(time.Hour), cfg)
			return nil
		}, SessionThinking, false},
		{"proactive → reactive is forbidden", SessionProactive, func(s *Session) error { return s.TransitionToReactive(t0) }, SessionProactive, true},
		{"reactive → proactive is forbidden", SessionReactive, func(s *Session) error {
			_, err := s.TransitionToProactive("t", t0)
			return err
		}, SessionReactive, true},
		{"proactive → proactive is forbidden", SessionProactive, func(s *Session) error {
			_, err := s.TransitionToProactive("t2", t0)
			return err
		}, SessionProactive, true},
		{"reactive → reactive is forbidden", SessionReactive, func(s *Session) error { return s.TransitionToReactive(t0) }, SessionReactive, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			s := sessionIn(t, tt.from)
			before := s
			err := tt.do(&s)
			if tt.wantErr {
				var inv *InvalidTransitionError
				if !errors.As(err, &inv) {
					t.Fatalf("error %v, want an InvalidTransitionError", err)
				}
				if !reflect.DeepEqual(s, before) {
					t.Fatal("a forbidden move changed the session")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if s.State != tt.want {
				t.Fatalf("state %s, want %s", s.State, tt.want)
			}
			if err := ValidateSession(s); err != nil {
				t.Fatal(err)
			}
			// Arriving in thinking from an active state always starts the cooldown.
			if tt.from != SessionThinking && s.State == SessionThinking && !s.Thinking.CooldownActive {
				t.Fatal("back in thinking without a cooldown")
			}
		})
	}
}

func TestSessionCooldown(t *testing.T) {
	t.Parallel()
	cfg := DefaultConfig()
	s := sessionIn(t, SessionReactive)
	s.Tick(t0.Add(25*time.Second), cfg)
	th := s.Thinking
	// The cooldown starts when the timeout passed, not when the tick came.
	if !th.CooldownActive || !th.CooldownStartedAt.Equal(t0.Add(20*time.Second)) || !th.CooldownUntil.Equal(t0.Add(80*time.Second)) || th.Conservative {
		t.Fatalf("cooldown %+v", th)
	}
	if ok, _ := s.TransitionToProactive("t", t0.Add(80*time.Second-time.Nanosecond)); ok {
		t.Fatal("fired a nanosecond before the cooldown's end")
	}
	// transition_to_proactive flushes a cooldown that has run out.
	if ok, err := s.TransitionToProactive("t", t0.Add(80*time.Second)); !ok || err != nil {
		t.Fatalf("at the cooldown's end: %v %v", ok, err)
	}

	// A shopper starting a chat clears the cooldown.
	s = sessionIn(t, SessionProactive)
	s.Tick(t0.Add(time.Minute), cfg)
	if err := s.TransitionToReactive(t0.Add(time.Minute)); err != nil || s.Reactive == nil || s.Thinking != nil {
		t.Fatalf("chat during the cooldown: %v %+v", err, s)
	}

	// A tick hours late leaves the same session as ticks on time.
	late, onTime := sessionIn(t, SessionReactive), sessionIn(t, SessionReactive)
	onTime.Tick(t0.Add(21*time.Second), cfg)
	onTime.Tick(t0.Add(3*time.Hour), cfg)
	late.Tick(t0.Add(3*time.Hour), cfg)
	if !reflect.DeepEqual(late, onTime) {
		t.Fatalf("late tick:\n%+v\non time:\n%+v", late, onTime)
	}
	if late.Thinking.CooldownActive {
		t.Fatal("a cooldown long over is still active")
	}
}

func TestSessionInteractions(t *testing.T) {
	t.Parallel()
	cfg := DefaultConfig()
	later := t0.Add(15 * time.Second)
	for name, record := range map[string]func(s *Session){
		"any":             func(s *Session) { s.RecordAnyInteraction(later) },
		"user message":    func(s *Session) { s.RecordUserInteraction(later) },
		"option click":    func(s *Session) { s.RecordOptionClick(later) },
		"reaction":        func(s *Session) { s.RecordReaction(later) },
		"tour step":       func(s *Session) { s.RecordTourStep(later) },
		"guidance turned": func(s *Session) { s.SetVisualGuidance(true, later) },
	} {
		for _, st := range []SessionState{SessionProactive, SessionReactive} {
			s := sessionIn(t, st)
			record(&s)
			// 30 s after t0 but 15 s after the interaction: still active.
			if s.Tick(t0.Add(30*time.Second), cfg); s.State != st {
				t.Errorf("%s in %s did not reset the timeout", name, st)
			}
			if got := s.SinceLastInteraction(t0.Add(30 * time.Second)); got != 15*time.Second {
				t.Errorf("%s in %s: since last interaction %s", name, st, got)
			}
		}
	}

	// A tour step counts even with the chat never opened (thinking).
	s := NewSession()
	s.RecordTourStep(later)
	if s.LastInteractionAt == nil || !s.LastInteractionAt.Equal(later) {
		t.Fatalf("tour step in thinking: %v", s.LastInteractionAt)
	}
	// Time never goes back.
	s.RecordAnyInteraction(t0)
	if !s.LastInteractionAt.Equal(later) {
		t.Fatal("an older interaction moved last_interaction_at back")
	}

	// Visual guidance: a no-op in thinking; on, then off, in active states.
	th := NewSession()
	th.SetVisualGuidance(true, later)
	if !reflect.DeepEqual(th, NewSession()) {
		t.Fatalf("visual guidance changed a thinking session: %+v", th)
	}
	p := sessionIn(t, SessionProactive)
	p.SetVisualGuidance(true, later)
	if !p.Proactive.VisualGuidanceActive || !p.LastInteractionAt.Equal(later) {
		t.Fatalf("guidance on in proactive: %+v", p)
	}
	p.SetVisualGuidance(false, later.Add(time.Second))
	if p.Proactive.VisualGuidanceActive || !p.LastInteractionAt.Equal(later) {
		t.Fatalf("guidance off: %+v (turning it off is no interaction)", p)
	}
	r := sessionIn(t, SessionReactive)
	r.SetVisualGuidance(true, later)
	if !r.Reactive.VisualGuidanceActive {
		t.Fatal("guidance on in reactive")
	}
	// Entering a state resets its data.
	r.Tick(t0.Add(time.Hour), cfg)
	if err := r.TransitionToReactive(t0.Add(time.Hour)); err != nil || r.Reactive.VisualGuidanceActive {
		t.Fatalf("re-entered reactive with old data: %v %+v", err, r.Reactive)
	}
}

// Copies of a session never share a change (copy-on-write).
func TestSessionCopiesAreIndependent(t *testing.T) {
	t.Parallel()
	a := sessionIn(t, SessionProactive)
	b := a
	b.RecordOptionClick(t0.Add(time.Second))
	b.SetVisualGuidance(true, t0.Add(time.Second))
	if a.Proactive.UserClickedOption || a.Proactive.VisualGuidanceActive || !a.LastInteractionAt.Equal(t0) {
		t.Fatalf("the original changed with its copy: %+v", a.Proactive)
	}
}

func TestSessionSnapshot(t *testing.T) {
	t.Parallel()
	cfg := DefaultConfig()
	s := sessionIn(t, SessionProactive)
	s.Tick(t0.Add(time.Minute), cfg)
	s.BackOff = 2
	s.OfferTimes = []time.Time{t0}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"_v":1`, `"state":"thinking"`, `"cooldown_started_at":"2026-08-18T12:00:20Z"`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("snapshot %s lacks %s", b, want)
		}
	}
	got, err := ParseSession(b)
	if err != nil || !reflect.DeepEqual(got, s) {
		t.Fatalf("round trip: %v\n got %+v\nwant %+v", err, got, s)
	}

	// The version check, and snapshots ValidateSession refuses.
	for name, change := range map[string]func(m map[string]any){
		"wrong _v":          func(m map[string]any) { m["_v"] = 2 },
		"no _v":             func(m map[string]any) { delete(m, "_v") },
		"unknown state":     func(m map[string]any) { m["state"] = "guidance_execution" },
		"two states":        func(m map[string]any) { m["reactive"] = map[string]any{} },
		"no state data":     func(m map[string]any) { delete(m, "thinking") },
		"cooldown no times": func(m map[string]any) { m["thinking"] = map[string]any{"cooldown_active": true} },
		"negative backoff":  func(m map[string]any) { m["backoff"] = -1 },
		"not json":          nil,
	} {
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatal(err)
		}
		data := []byte("{")
		if change != nil {
			change(m)
			data, _ = json.Marshal(m)
		}
		if _, err := ParseSession(data); !errors.Is(err, ErrInvalidSnapshot) {
			t.Errorf("%s: ParseSession error %v", name, err)
		}
		var bad Session
		if json.Unmarshal(data, &bad) == nil && name != "no _v" && ValidateSession(bad) == nil {
			t.Errorf("%s: ValidateSession accepted it", name)
		}
	}
}

// A snapshot written by one process and read by another: elapsed times come
// from the persisted wall-clock times, never from a monotonic reading
// (intercom.md §11), so the restored session times out and cools down on
// the same schedule.
func TestSessionRestoredElsewhere(t *testing.T) {
	t.Parallel()
	cfg := DefaultConfig()
	start := time.Now() // carries a monotonic reading, as a server's clock does
	s := NewSession()
	if err := s.TransitionToReactive(start); err != nil {
		t.Fatal(err)
	}
	s.RecordUserInteraction(start)
	for _, p := range []*time.Time{s.EnteredAt, s.LastInteractionAt} {
		if strings.Contains(p.String(), "m=") || p.Location() != time.UTC {
			t.Fatalf("persisted time %s has a monotonic reading or is not UTC", p)
		}
	}
	blob, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}

	// "Another replica": a fresh decode, and a clock that is only wall time.
	other, err := ParseSession(blob)
	if err != nil {
		t.Fatal(err)
	}
	wallStart := start.Round(0)
	if got := other.SinceLastInteraction(wallStart.Add(19 * time.Second)); got != 19*time.Second {
		t.Fatalf("elapsed after restore %s, want 19s", got)
	}
	other.Tick(wallStart.Add(19*time.Second), cfg)
	if other.State != SessionReactive {
		t.Fatal("timed out early after a restore")
	}
	other.Tick(wallStart.Add(21*time.Second), cfg)
	if other.State != SessionThinking || !other.Thinking.CooldownUntil.Equal(wallStart.Add(80*time.Second)) {
		t.Fatalf("after a restore: %s, cooldown %+v", other.State, other.Thinking)
	}
}
