package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/wakha/wakha/i18n"
)

// Randomized tests of the session's invariants: the model alone, and
// through Decide with storefront events mixed into random conversations.

// sessionTimes lists every time a session holds.
func sessionTimes(s Session) []time.Time {
	var out []time.Time
	for _, p := range []*time.Time{s.EnteredAt, s.LastInteractionAt, s.WidgetOpenedAt} {
		if p != nil {
			out = append(out, *p)
		}
	}
	if t := s.Thinking; t != nil {
		for _, p := range []*time.Time{t.CooldownStartedAt, t.CooldownUntil} {
			if p != nil {
				out = append(out, *p)
			}
		}
	}
	out = append(out, s.OfferTimes...)
	if o := s.Offer; o != nil {
		out = append(out, o.At)
		if o.ShownAt != nil {
			out = append(out, *o.ShownAt)
		}
	}
	if c := s.Cue; c != nil {
		out = append(out, c.Since, c.Due)
	}
	if t := s.Tour; t != nil {
		out = append(out, t.StartedAt, t.LastAt)
	}
	return out
}

// wallClockOnly reports a time that is not UTC or carries a monotonic reading.
func wallClockOnly(s Session) error {
	for _, t := range sessionTimes(s) {
		if t.Location() != time.UTC || strings.Contains(t.String(), "m=") {
			return fmt.Errorf("time %s is not a UTC wall-clock time", t)
		}
	}
	return nil
}

func TestRandomSessionOps(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(20260819, 2))
	cfg := DefaultConfig()
	base := time.Now() // with a monotonic reading, as a server's clock
	runs, steps := 400, 60
	if testing.Short() {
		runs = 40
	}
	taken := map[string]int{}
	for run := range runs {
		s := NewSession()
		now := base
		for step := range steps {
			switch r.IntN(8) {
			case 0:
				now = now.Add(time.Duration(r.IntN(120)) * time.Second)
			case 1:
				now = now.Add(cfg.SessionInteractionTimeout + time.Duration(r.IntN(3)-1)) // the boundary
			default:
				now = now.Add(time.Duration(r.IntN(8000)) * time.Millisecond)
			}
			before := s
			op := r.IntN(12)
			var err error
			var fired bool
			name := ""
			switch op {
			case 0, 1:
				name = "proactive"
				fired, err = s.TransitionToProactive(fmt.Sprintf("trig_%d", step), now)
			case 2, 3:
				name = "reactive"
				err = s.TransitionToReactive(now)
			case 4, 5:
				name = "tick"
				s.Tick(now, cfg)
			case 6:
				name = "any"
				s.RecordAnyInteraction(now)
			case 7:
				name = "click"
				s.RecordOptionClick(now)
			case 8:
				name = "reaction"
				s.RecordReaction(now)
			case 9:
				name = "tour step"
				s.RecordTourStep(now)
			case 10:
				name = "guidance"
				s.SetVisualGuidance(r.IntN(2) == 0, now)
			case 11:
				name = "restore"
				b, _ := json.Marshal(s)
				if s, err = ParseSession(b); err != nil {
					t.Fatalf("run %d step %d: restore: %v", run, step, err)
				}
				if !reflect.DeepEqual(s, before) {
					t.Fatalf("run %d step %d: the snapshot did not round-trip", run, step)
				}
			}
			fail := func(format string, args ...any) {
				t.Helper()
				t.Fatalf("run %d step %d (%s at +%s): %s\nbefore %+v\nafter  %+v", run, step, name, now.Sub(base),
					fmt.Sprintf(format, args...), before, s)
			}
			if e := ValidateSession(s); e != nil {
				fail("%v", e)
			}
			if e := wallClockOnly(s); e != nil {
				fail("%v", e)
			}
			if err != nil {
				var inv *InvalidTransitionError
				if !errors.As(err, &inv) || before.State == SessionThinking {
					fail("error %v", err)
				}
				if !reflect.DeepEqual(s, before) {
					fail("a refused move changed the session")
				}
				taken["refused "+name]++
				continue
			}
			active := func(st SessionState) bool { return st != SessionThinking }
			// Tick is the only way out of an active state.
			if active(before.State) && s.State != before.State && name != "tick" {
				fail("left %s by %s", before.State, name)
			}
			if name == "tick" && active(s.State) && s.SinceLastInteraction(now) > cfg.SessionInteractionTimeout {
				fail("still %s %s after the last activity", s.State, s.SinceLastInteraction(now))
			}
			if active(before.State) && s.State == SessionThinking && !s.Thinking.CooldownActive && now.Before(s.EnteredAt.Add(cfg.SessionCooldown)) {
				fail("back in thinking without the cooldown")
			}
			if name == "proactive" && !fired && (s.State != SessionThinking || !s.Thinking.CooldownActive) {
				fail("not fired without a cooldown")
			}
			if name == "reactive" && (s.State != SessionReactive || s.BackOff != 0) {
				fail("a chat did not reach reactive or clear the back-off")
			}
			if before.State != s.State {
				taken[string(before.State)+"->"+string(s.State)]++
			}
		}
	}
	for _, e := range sessionTable {
		if taken[string(e.From)+"->"+string(e.To)] == 0 {
			t.Errorf("edge %s -> %s never taken", e.From, e.To)
		}
	}
	for _, refused := range []string{"refused proactive", "refused reactive"} {
		if taken[refused] == 0 {
			t.Errorf("no %s", refused)
		}
	}
	t.Logf("%v", taken)
}

// storefront draws a storefront event for a conversation in state st.
func (g *gen) storefront(st State) Event {
	s := st.Session
	offerID := ""
	if s.Offer != nil && g.pick(4) > 0 {
		offerID = s.Offer.ID
	} else if g.pick(3) == 0 {
		offerID = "product_dwell-1"
	}
	n := 1 + g.pick(6)
	choice := g.pick(14)
	if s.openOffer() != nil && g.pick(2) == 0 {
		choice = 9 + g.pick(4) // answer the offer on screen
	}
	switch choice {
	case 0, 1, 2, 3:
		p := product(n)
		switch g.pick(8) {
		case 0:
			return Event{Kind: EventPageView}
		case 1:
			return Event{Kind: EventPageView, ProductID: p.ID}
		}
		return Event{Kind: EventPageView, ProductID: p.ID, Product: &p}
	case 4:
		return Event{Kind: EventTourStarted, TourID: fmt.Sprintf("t%d", g.pick(2)), Steps: g.pick(5)}
	case 5, 6:
		return Event{Kind: EventTourStep, TourID: fmt.Sprintf("t%d", g.pick(2)), Step: 1 + g.pick(4)}
	case 7:
		ev := Event{Kind: EventTourEnded, TourID: fmt.Sprintf("t%d", g.pick(2)), Completed: g.pick(3) == 0, Step: g.pick(3)}
		if g.pick(4) == 0 {
			ev.Reason = TourFailed
		}
		return ev
	case 8:
		return Event{Kind: EventAddToCart, ProductID: fmt.Sprintf("p%d", n)}
	case 9:
		return Event{Kind: EventOfferShown, OfferID: offerID}
	case 10:
		kinds := []EventKind{EventOfferAccepted, EventOfferDismissed, EventOfferIgnored}
		return Event{Kind: kinds[g.pick(3)], OfferID: offerID}
	case 11:
		meanings := []string{MeaningOfferNo, MeaningOfferSimilar, MeaningOfferHelp, MeaningSelectPrefix + fmt.Sprintf("p%d", n)}
		if s.Offer != nil {
			meanings = append(meanings, MeaningSelectPrefix+s.Offer.ProductID)
		}
		g.n++
		return Event{Kind: EventQuickReply, MessageID: fmt.Sprintf("o%d", g.n), Meaning: meanings[g.pick(len(meanings))]}
	case 12:
		g.n++
		u := decisionU([]i18n.Decision{i18n.DecisionYes, i18n.DecisionNo, i18n.DecisionNone}[g.pick(3)])
		return Event{Kind: EventUserMessage, MessageID: fmt.Sprintf("o%d", g.n), Text: "…", Understanding: &u, Reaction: g.pick(4) == 0}
	}
	return Event{Kind: EventWidgetOpened}
}

// TestRandomSessionConversations runs random conversations with storefront
// events and checks the session's invariants after every step: only table
// moves, the timeout the only way out of an active state, one state at a
// time, the cooldown only in thinking, offers only from thinking and never
// while the dialogue awaits an answer, a human owns it, the hour's quota is
// used or offers are off; every offer settled once; wall-clock times; and a
// tick at NextWake's time never asks for the same time again.
func TestRandomSessionConversations(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(20260819, 3))
	base := time.Now()
	conversations, steps := 300, 50
	if testing.Short() {
		conversations = 80
	}
	edges := map[SessionEdge]int{}
	stats := map[string]int{}
	wakes := 0
	for i := range conversations {
		cfg := DefaultConfig()
		switch i % 7 {
		case 0:
			cfg.ProactiveEnabled = false
		case 1:
			cfg.ProactiveMaxPerHour = 1
		case 2:
			cfg.ProactiveDwell = 5 * time.Second
		}
		g := &gen{r: r}
		st := NewState(cfg)
		now := base
		var search *SearchRequest
		var offers []time.Time
		settled := map[string]bool{}
		for step := range steps {
			g.now = now
			var ev Event
			wake, waking := NextWake(st, cfg)
			switch {
			case waking && g.pick(3) == 0 && !wake.Before(now):
				now, ev = wake, Event{Kind: EventTick}
			case search == nil && g.pick(2) == 0:
				ev = g.storefront(st)
				now = now.Add(time.Duration(g.pick(25000)) * time.Millisecond)
			default:
				ev = g.event(st, search)
				now = now.Add(g.jump())
			}
			atWake := waking && ev.Kind == EventTick && now.Equal(wake)
			out, eff := Decide(st, ev, now, cfg)
			fail := func(format string, args ...any) {
				t.Helper()
				in, _ := json.Marshal(st.Session)
				o, _ := json.Marshal(out.Session)
				t.Fatalf("conversation %d step %d (%s at +%s): %s\nsession before: %s\nsession after:  %s\neffects: %v",
					i, step, ev.Kind, now.Sub(base), fmt.Sprintf(format, args...), in, o, kinds(eff))
			}
			if err := Validate(out); err != nil {
				fail("%v", err)
			}
			if err := wallClockOnly(out.Session); err != nil {
				fail("%v", err)
			}
			b, _ := json.Marshal(out)
			var back State
			if err := json.Unmarshal(b, &back); err != nil || !reflect.DeepEqual(back.Session, out.Session) {
				fail("the session does not survive JSON: %v", err)
			}
			cur := st.Session.State
			search = nil
			for k, e := range eff {
				switch e.Kind {
				case EffectSearch:
					s := *e.Search
					search = &s
				case EffectSessionTransition:
					tr := *e.SessionTransition
					if !SessionAllowed(tr.From, tr.To, tr.Trigger) || tr.From != cur {
						fail("session move %+v from %s", tr, cur)
					}
					if tr.From != SessionThinking && tr.Trigger != SessionTriggerTimeout {
						fail("left %s by %s", tr.From, tr.Trigger)
					}
					cur = tr.To
					edges[SessionEdge{tr.From, tr.To, tr.Trigger}]++
				case EffectOffer:
					if k == 0 || eff[k-1].SessionTransition == nil || eff[k-1].SessionTransition.To != SessionProactive {
						fail("an offer without thinking -> proactive_assistance")
					}
					if !cfg.ProactiveEnabled || humanOwned(out, now) || awaitingAnswer(out, now) {
						fail("an offer while disabled, owned by a human or awaiting an answer")
					}
					offers = append(offers, now)
					inHour := 0
					for _, at := range offers {
						if at.After(now.Add(-time.Hour)) {
							inHour++
						}
					}
					if inHour > cfg.ProactiveMaxPerHour {
						fail("%d offers in an hour", inHour)
					}
				case EffectOfferStat:
					o := *e.OfferStat
					if !slices.Contains(OfferTriggers, o.Trigger) || !slices.Contains(OfferOutcomes, o.Outcome) ||
						(o.Outcome == OutcomeBlocked) != (o.Reason != "") || o.Reason == OfferOK {
						fail("stat %+v", o)
					}
					if o.Outcome == OutcomeAccepted || o.Outcome == OutcomeDismissed || o.Outcome == OutcomeIgnored {
						if settled[o.OfferID] {
							fail("offer %s settled twice", o.OfferID)
						}
						settled[o.OfferID] = true
					}
					stats[o.Label()]++
				}
			}
			if cur != out.Session.State {
				fail("the moves end in %s, the session is %s", cur, out.Session.State)
			}
			if t := out.Session.Thinking; t != nil && t.CooldownActive && out.Session.State != SessionThinking {
				fail("a cooldown outside thinking")
			}
			if atWake {
				wakes++
				if next, ok := NextWake(out, cfg); ok && !next.After(now) {
					j, _ := json.Marshal(st)
					fail("woken at %s, asks for %s again %s %v", now.Sub(base), next.Sub(base), j, kinds(eff))
				}
			}
			st = out
		}
	}
	for _, e := range sessionTable {
		if edges[e] == 0 {
			t.Errorf("edge %+v never taken", e)
		}
	}
	for _, want := range []string{"shown", "accepted", "dismissed", "ignored", "blocked:disabled", "blocked:wrong_state",
		"blocked:awaiting_answer", "blocked:human_owner", "blocked:rate_limited", "blocked:conservative_cooldown"} {
		if stats[want] == 0 {
			t.Errorf("no offer %s", want)
		}
	}
	if wakes == 0 {
		t.Error("never ticked at a wake-up")
	}
	t.Logf("session edges %v; offer outcomes %v; ticks at a wake-up %d", edges, stats, wakes)
}

// FuzzSessionSnapshot: whatever a stored snapshot holds, ParseSession
// accepts only valid sessions, and every operation keeps them valid, and
// Decide with a storefront event repairs whatever it is given.
func FuzzSessionSnapshot(f *testing.F) {
	s := sessionIn(f, SessionProactive)
	s.Offer = &Offer{ID: "trig_test", Trigger: OfferProductDwell, ProductID: "p1", Product: ptr(product(1)), At: t0}
	s.Proactive.TriggerID = "trig_test"
	b, _ := json.Marshal(s)
	f.Add(b, uint8(0), uint16(30))
	cooled := sessionIn(f, SessionReactive)
	cooled.Tick(t0.Add(time.Minute), DefaultConfig())
	cooled.Cue = &OfferCue{Trigger: OfferProductDwell, ProductID: "p2", Product: ptr(product(2)), Since: t0, Due: t0.Add(30 * time.Second)}
	b, _ = json.Marshal(cooled)
	f.Add(b, uint8(3), uint16(90))
	for _, seed := range []string{`{}`, `{"_v":1}`, `{"_v":2,"state":"thinking","thinking":{}}`,
		`{"_v":1,"state":"thinking","thinking":{"cooldown_active":true,"cooldown_started_at":"2026-08-18T12:00:00Z","cooldown_until":"2026-08-18T11:00:00Z"}}`,
		`{"_v":1,"state":"reactive_assistance","reactive":{},"thinking":{}}`, `{"last_interaction_at":"2026-08-18T12:00:00Z"}`} {
		f.Add([]byte(seed), uint8(len(seed)), uint16(len(seed)))
	}
	f.Fuzz(func(t *testing.T, data []byte, op uint8, jump uint16) {
		now := t0.Add(time.Duration(jump) * time.Second)
		if s, err := ParseSession(data); err == nil {
			if ValidateSession(s) != nil {
				t.Fatal("ParseSession accepted an invalid session")
			}
			switch op % 4 {
			case 0:
				s.Tick(now, DefaultConfig())
			case 1:
				_, _ = s.TransitionToProactive("f", now)
			case 2:
				_ = s.TransitionToReactive(now)
			default:
				s.RecordOptionClick(now)
				s.SetVisualGuidance(op&8 != 0, now)
			}
			if err := ValidateSession(s); err != nil {
				t.Fatalf("after op %d: %v", op%4, err)
			}
		}
		var sess Session
		if json.Unmarshal(data, &sess) != nil {
			return
		}
		st := NewState(DefaultConfig())
		st.Session = sess
		p := product(int(op%5) + 1)
		evs := []Event{{Kind: EventPageView, ProductID: p.ID, Product: &p}, {Kind: EventTick}, {Kind: EventOfferAccepted},
			{Kind: EventTourEnded, TourID: "t", Step: 2}, {Kind: EventQuickReply, MessageID: "q", Meaning: MeaningOfferSimilar}}
		out, _ := Decide(st, evs[int(op)%len(evs)], now, DefaultConfig())
		if err := Validate(out); err != nil {
			t.Fatalf("Decide left %v", err)
		}
	})
}
