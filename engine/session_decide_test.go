package engine

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/wakha/wakha/i18n"
)

// The session through Decide: what each event does to it, the offers, the
// back-off, CanOfferNow's reasons, NextWake's contract.

// offerStats lists the offer counts of effects as "trigger/label".
func offerStats(eff []Effect) []string {
	var out []string
	for _, e := range eff {
		if e.Kind == EffectOfferStat {
			out = append(out, string(e.OfferStat.Trigger)+"/"+e.OfferStat.Label())
		}
	}
	return out
}

// sessionMoves lists the session transitions of effects as "from->to(trigger)".
func sessionMoves(eff []Effect) []string {
	var out []string
	for _, e := range eff {
		if e.Kind == EffectSessionTransition {
			tr := e.SessionTransition
			out = append(out, fmt.Sprintf("%s->%s(%s)", tr.From, tr.To, tr.Trigger))
		}
	}
	return out
}

func offerOf(eff []Effect) *Effect {
	for i := range eff {
		if eff[i].Kind == EffectOffer {
			return &eff[i]
		}
	}
	return nil
}

// view reports a product page view of catalog product n.
func (c *conv) view(n int) []Effect {
	c.t.Helper()
	p := product(n)
	return c.do(Event{Kind: EventPageView, ProductID: p.ID, Product: &p})
}

// at moves the clock to t0 + d and ticks.
func (c *conv) at(d time.Duration) []Effect {
	c.t.Helper()
	c.now = t0.Add(d)
	return c.do(Event{Kind: EventTick})
}

func (c *conv) wantSession(s SessionState) {
	c.t.Helper()
	if c.st.Session.State != s {
		c.t.Fatalf("session %s, want %s (effects %v)", c.st.Session.State, s, kinds(c.all))
	}
}

func (c *conv) wantStats(want ...string) {
	c.t.Helper()
	if got := offerStats(c.all); !slices.Equal(got, want) {
		c.t.Fatalf("offer stats %v, want %v", got, want)
	}
}

func (c *conv) wantWake(want time.Time) {
	c.t.Helper()
	if at, ok := NextWake(c.st, c.cfg); !ok || !at.Equal(want) {
		c.t.Fatalf("NextWake = %v %v, want %v", at, ok, want)
	}
}

// offered drives a product page dwell of product n from t0 to its offer.
func offered(t *testing.T, n int) *conv {
	t.Helper()
	c := setup(t)
	c.view(n)
	c.at(30 * time.Second)
	if offerOf(c.all) == nil {
		t.Fatalf("no offer after the dwell: %v", kinds(c.all))
	}
	return c
}

func TestSessionEventsFromThinking(t *testing.T) {
	t.Parallel()
	u := intentU(i18n.IntentGreeting)
	tests := []struct {
		name   string
		ev     Event
		want   SessionState
		reason string
	}{
		{"a message starts a chat", Event{Kind: EventUserMessage, MessageID: "m1", Understanding: &u}, SessionReactive, "user_message"},
		{"a reaction too", Event{Kind: EventUserMessage, MessageID: "m1", Text: "👍", Reaction: true, Understanding: &u}, SessionReactive, "reaction"},
		{"a quick reply", Event{Kind: EventQuickReply, MessageID: "q1", Meaning: MeaningShowMore}, SessionReactive, "option_click"},
		{"a card button", Event{Kind: EventCardAction, ProductID: "p1"}, SessionReactive, "option_click"},
		{"the widget opened", Event{Kind: EventWidgetOpened}, SessionReactive, "widget_opened"},
		{"a tour starts: guidance, no chat", Event{Kind: EventTourStarted, TourID: "t1", Steps: 3}, SessionThinking, ""},
		{"a tour step", Event{Kind: EventTourStep, TourID: "t1", Step: 1}, SessionThinking, ""},
		{"a page view", Event{Kind: EventPageView, ProductID: "p1", Product: ptr(product(1))}, SessionThinking, ""},
		{"an add to cart", Event{Kind: EventAddToCart, ProductID: "p1"}, SessionThinking, ""},
		{"a tick", Event{Kind: EventTick}, SessionThinking, ""},
		{"search results", Event{Kind: EventSearchResults, Results: &SearchResult{QueryHash: "x"}}, SessionThinking, ""},
		{"a human takes over", Event{Kind: EventHumanTookOver}, SessionThinking, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := setup(t)
			c.now = t0.Add(time.Second)
			c.do(tt.ev)
			c.wantSession(tt.want)
			moves := sessionMoves(c.all)
			if tt.want == SessionThinking {
				if len(moves) != 0 {
					t.Fatalf("moves %v", moves)
				}
				return
			}
			if !slices.Equal(moves, []string{"thinking->reactive_assistance(chat)"}) || c.st.Session.Reactive == nil {
				t.Fatalf("moves %v", moves)
			}
			for _, e := range c.all {
				if e.SessionTransition != nil && e.SessionTransition.Reason != tt.reason {
					t.Fatalf("reason %q, want %q", e.SessionTransition.Reason, tt.reason)
				}
			}
			if !c.st.Session.LastInteractionAt.Equal(c.now) {
				t.Fatal("no interaction recorded")
			}
		})
	}
}

// A message in proactive_assistance stays there (the edge to reactive is
// forbidden) and engages with the offer; the timeout is the only way out.
func TestSessionProactiveStaysUntilTimeout(t *testing.T) {
	t.Parallel()
	c := offered(t, 3)
	c.now = t0.Add(40 * time.Second)
	c.say("ch7al?", questionU(i18n.TopicPrice, ""))
	c.wantSession(SessionProactive)
	c.wantStats("product_dwell/accepted")
	c.wantKey(i18n.KeyAnswerPrice) // the offered product is in focus
	if m := message(c.effects, i18n.KeyAnswerPrice); m.Args[0] != product(3).Name {
		t.Fatalf("answered about %v", m.Args)
	}
	if len(sessionMoves(c.all)) != 0 {
		t.Fatalf("moved: %v", sessionMoves(c.all))
	}
	c.at(60 * time.Second) // 20 s after the message: not more than the timeout
	c.wantSession(SessionProactive)
	c.at(61 * time.Second)
	c.wantSession(SessionThinking)
	if th := c.st.Session.Thinking; !th.CooldownActive || th.Conservative || !th.CooldownUntil.Equal(t0.Add(2*time.Minute)) {
		t.Fatalf("after an accepted offer: %+v", th)
	}
}

func TestProductDwellOffer(t *testing.T) {
	t.Parallel()
	c := setup(t)
	c.view(7)
	c.wantWake(t0.Add(30 * time.Second))
	c.now = t0.Add(10 * time.Second)
	c.view(7) // the same page reported again: the dwell keeps counting
	c.wantWake(t0.Add(30 * time.Second))
	if eff := c.at(30*time.Second - time.Millisecond); len(eff) != 0 {
		t.Fatalf("offered early: %v", kinds(c.all))
	}
	c.at(30 * time.Second)
	o := offerOf(c.all)
	if o == nil {
		t.Fatalf("no offer: %v", kinds(c.all))
	}
	want := []Option{
		{Label: i18n.KeyLabelAddCart, Meaning: "select:p7"},
		{Label: i18n.KeyLabelSimilar, Meaning: MeaningOfferSimilar},
		{Label: i18n.KeyLabelNoThanks, Meaning: MeaningOfferNo},
	}
	if o.Message.Key != i18n.KeyOfferProduct || !slices.Equal(o.Message.Args, []string{product(7).Name}) || !slices.Equal(o.Options, want) {
		t.Fatalf("offer %+v %+v", o.Message, o.Options)
	}
	if o.Offer.Trigger != OfferProductDwell || o.Offer.ProductID != "p7" || o.Offer.ID != c.st.Session.Proactive.TriggerID {
		t.Fatalf("offer record %+v", o.Offer)
	}
	c.wantSession(SessionProactive)
	c.wantStats("product_dwell/shown")
	if got := sessionMoves(c.all); !slices.Equal(got, []string{"thinking->proactive_assistance(offer)"}) {
		t.Fatalf("moves %v", got)
	}
	if at, ok := LastBotMessageAt(c.st); !ok || !at.Equal(c.now) {
		t.Fatalf("the offer is not the last bot message: %v %v", at, ok)
	}
	// The open offer's timeout is a wake-up: its outcome must be counted.
	c.wantWake(t0.Add(50*time.Second + time.Microsecond))

	// One offer, not two: the same page again arms nothing.
	c.now = t0.Add(40 * time.Second)
	c.view(7)
	if c.st.Session.Cue != nil {
		t.Fatal("the product offered is cued again")
	}
	// Ignored: at the timeout it is counted, the back-off grows.
	c.at(50*time.Second + time.Microsecond)
	c.wantStats("product_dwell/ignored")
	c.wantSession(SessionThinking)
	if s := c.st.Session; s.BackOff != 1 || !s.Thinking.Conservative || !s.Thinking.CooldownUntil.Equal(t0.Add(50*time.Second+2*time.Minute)) {
		t.Fatalf("after an ignored offer: backoff %d, %+v", s.BackOff, s.Thinking)
	}
	if _, ok := NextWake(c.st, c.cfg); ok {
		t.Fatal("a wake-up with nothing to do")
	}
	// Another product during the backed-off cooldown: blocked, dropped.
	c.now = t0.Add(time.Minute)
	c.view(8)
	c.at(90 * time.Second)
	c.wantStats("product_dwell/blocked:conservative_cooldown")
	if c.st.Session.Cue != nil || offerOf(c.all) != nil {
		t.Fatal("offered or kept a blocked trigger")
	}
}

func TestOfferAnswers(t *testing.T) {
	t.Parallel()
	t.Run("add to cart asks before it adds", func(t *testing.T) {
		t.Parallel()
		c := offered(t, 3)
		c.click("select:p3")
		c.wantStats("product_dwell/accepted")
		c.wantState(AwaitingConfirmation)
		if m := message(c.effects, i18n.KeyConfirmAddToCart); m == nil || m.Args[0] != product(3).Name {
			t.Fatalf("effects %v", kinds(c.effects))
		}
		c.say("wakha", decisionU(i18n.DecisionYes))
		c.wantKey(i18n.KeyAddToCartLink)
		if c.st.Session.BackOff != 0 || !c.st.Session.Proactive.UserClickedOption {
			t.Fatalf("session %+v", c.st.Session)
		}
	})
	t.Run("similar products search", func(t *testing.T) {
		t.Parallel()
		c := offered(t, 5)
		c.click(MeaningOfferSimilar)
		c.wantStats("product_dwell/accepted")
		if c.lastSearch == nil || c.lastSearch.Query.Text != strings.ToLower(product(5).Name) {
			t.Fatalf("search %+v", c.lastSearch)
		}
		c.answer(products(11, 12), false)
		c.wantState(Recommending)
	})
	t.Run("no thanks", func(t *testing.T) {
		t.Parallel()
		c := offered(t, 5)
		c.click(MeaningOfferNo)
		c.wantStats("product_dwell/dismissed")
		c.wantKey(i18n.KeyOfferDeclined)
		c.wantState(Idle)
		c.at(time.Hour)
		if s := c.st.Session; s.BackOff != 1 || s.State != SessionThinking {
			t.Fatalf("session %+v", s)
		}
	})
	t.Run("a typed no", func(t *testing.T) {
		t.Parallel()
		c := offered(t, 5)
		c.say("la shokran", decisionU(i18n.DecisionNo))
		c.wantStats("product_dwell/dismissed")
		c.wantKey(i18n.KeyOfferDeclined)
		if len(c.trans) != 0 {
			t.Fatalf("the dialogue moved: %v", c.trans)
		}
	})
	t.Run("a typed yes gives the product's page", func(t *testing.T) {
		t.Parallel()
		c := offered(t, 5)
		c.say("wakha", decisionU(i18n.DecisionYes))
		c.wantStats("product_dwell/accepted")
		if m := message(c.effects, i18n.KeyAnswerLink); m == nil || m.Args[1] != product(5).Permalink {
			t.Fatalf("effects %v", kinds(c.effects))
		}
	})
	t.Run("the widget's bubble", func(t *testing.T) {
		t.Parallel()
		c := offered(t, 3)
		id := c.st.Session.Offer.ID
		c.now = t0.Add(45 * time.Second)
		c.do(Event{Kind: EventOfferShown, OfferID: id})
		c.wantWake(t0.Add(65*time.Second + time.Microsecond)) // counted from the display
		c.do(Event{Kind: EventOfferAccepted, OfferID: "product_dwell-1"})
		if c.st.Session.Offer.Outcome != "" {
			t.Fatal("a stale report settled the offer")
		}
		c.do(Event{Kind: EventOfferAccepted, OfferID: id})
		c.wantStats("product_dwell/accepted")
		c.do(Event{Kind: EventOfferDismissed, OfferID: id})
		c.wantStats() // settled once
		c.say("ch7al?", questionU(i18n.TopicPrice, ""))
		c.wantKey(i18n.KeyAnswerPrice)
	})
	t.Run("the widget hid it", func(t *testing.T) {
		t.Parallel()
		c := offered(t, 3)
		c.do(Event{Kind: EventOfferIgnored})
		c.wantStats("product_dwell/ignored")
		c.at(time.Minute)
		c.wantStats() // not counted again at the timeout
	})
}

// Each offer dismissed or ignored doubles the next cooldown, up to the
// cap; engaging resets it.
func TestOfferBackOff(t *testing.T) {
	t.Parallel()
	c := setup(t)
	c.cfg.SessionCooldownMax = 3 * time.Minute
	c.cfg.ProactiveMaxPerHour = MaxOfferTimes
	offerAndDismiss := func(n int) time.Duration {
		t.Helper()
		c.view(n)
		c.now = c.now.Add(c.cfg.ProactiveDwell)
		c.do(Event{Kind: EventTick})
		if offerOf(c.all) == nil {
			t.Fatalf("no offer for p%d: %v", n, offerStats(c.all))
		}
		c.click(MeaningOfferNo)
		c.now = c.now.Add(21 * time.Second)
		c.do(Event{Kind: EventTick})
		th := c.st.Session.Thinking
		if !th.CooldownActive || !th.Conservative {
			t.Fatalf("after a dismissal: %+v", th)
		}
		d := th.CooldownUntil.Sub(*th.CooldownStartedAt)
		c.now = *th.CooldownUntil // wait the cooldown out
		return d
	}
	var got []time.Duration
	for n := 1; n <= 4; n++ {
		got = append(got, offerAndDismiss(n))
	}
	if want := []time.Duration{2 * time.Minute, 3 * time.Minute, 3 * time.Minute, 3 * time.Minute}; !slices.Equal(got, want) {
		t.Fatalf("cooldowns %v, want %v", got, want)
	}
	// Chatting resets the back-off: the next cooldown is the plain one.
	c.say("salam", intentU(i18n.IntentGreeting))
	if c.st.Session.BackOff != 0 {
		t.Fatalf("backoff %d after a chat", c.st.Session.BackOff)
	}
	c.now = c.now.Add(time.Minute)
	c.do(Event{Kind: EventTick})
	if th := c.st.Session.Thinking; th.Conservative || th.CooldownUntil.Sub(*th.CooldownStartedAt) != time.Minute {
		t.Fatalf("after a chat: %+v", th)
	}

	// Taking up an offer resets it too: one offer dismissed, the next
	// accepted from the bubble, and the cooldown after it is the plain one.
	c.now = *c.st.Session.Thinking.CooldownUntil
	if d := offerAndDismiss(5); d != 2*time.Minute || c.st.Session.BackOff != 1 {
		t.Fatalf("after one dismissal: cooldown %s, backoff %d", d, c.st.Session.BackOff)
	}
	c.view(6)
	c.now = c.now.Add(c.cfg.ProactiveDwell)
	c.do(Event{Kind: EventTick})
	if offerOf(c.all) == nil {
		t.Fatalf("no offer for p6: %v", offerStats(c.all))
	}
	c.do(Event{Kind: EventOfferAccepted, OfferID: c.st.Session.Offer.ID})
	c.wantStats("product_dwell/accepted")
	if c.st.Session.BackOff != 0 {
		t.Fatalf("backoff %d after an offer was accepted", c.st.Session.BackOff)
	}
	c.now = c.now.Add(c.cfg.SessionInteractionTimeout + time.Second)
	c.do(Event{Kind: EventTick})
	if th := c.st.Session.Thinking; th == nil || !th.CooldownActive || th.Conservative || th.CooldownUntil.Sub(*th.CooldownStartedAt) != c.cfg.SessionCooldown {
		t.Fatalf("after an accepted offer: %+v", th)
	}
}

func TestCanOfferNowReasons(t *testing.T) {
	t.Parallel()
	now := t0.Add(time.Hour)
	cooled := func(conservative bool) State {
		st := NewState(DefaultConfig())
		st.Session.Thinking = &ThinkingState{CooldownActive: true, CooldownStartedAt: ptr(now.Add(-time.Second)),
			CooldownUntil: ptr(now.Add(time.Minute)), Conservative: conservative}
		return st
	}
	tests := []struct {
		name string
		st   func() State
		cfg  func(*Config)
		want OfferReason
	}{
		{"ok", func() State { return NewState(DefaultConfig()) }, nil, OfferOK},
		{"disabled", func() State { return NewState(DefaultConfig()) }, func(c *Config) { c.ProactiveEnabled = false }, OfferDisabled},
		{"disabled wins over a human", func() State { return stateIn(Handoff) }, func(c *Config) { c.ProactiveEnabled = false }, OfferDisabled},
		{"handoff", func() State { return stateIn(Handoff) }, nil, OfferHumanOwner},
		{"paused", func() State {
			st := NewState(DefaultConfig())
			st.Paused = &Pause{Since: t0}
			return st
		}, nil, OfferHumanOwner},
		{"a pause that ended", func() State {
			st := NewState(DefaultConfig())
			st.Paused = &Pause{Since: t0, Until: ptr(now)}
			return st
		}, nil, OfferOK},
		{"reactive", func() State {
			st := NewState(DefaultConfig())
			_ = st.Session.TransitionToReactive(now)
			return st
		}, nil, OfferWrongState},
		{"reactive timed out", func() State {
			st := NewState(DefaultConfig())
			_ = st.Session.TransitionToReactive(now.Add(-time.Hour))
			return st
		}, nil, OfferOK},
		{"proactive", func() State {
			st := NewState(DefaultConfig())
			_, _ = st.Session.TransitionToProactive("x", now)
			return st
		}, nil, OfferWrongState},
		{"pending confirmation", func() State { return stateIn(AwaitingConfirmation) }, nil, OfferAwaitingAnswer},
		{"awaited selection", func() State {
			st := stateIn(Recommending)
			st.Awaiting = &Awaiting{Kind: AwaitSelection, Options: []string{"p1"}, Since: now, Until: now.Add(time.Minute)}
			return st
		}, nil, OfferAwaitingAnswer},
		{"awaited selection expired", func() State {
			st := stateIn(Recommending)
			st.Awaiting = &Awaiting{Kind: AwaitSelection, Options: []string{"p1"}, Since: t0, Until: now}
			return st
		}, nil, OfferOK},
		{"cooldown", func() State { return cooled(false) }, nil, OfferCooldown},
		{"conservative cooldown", func() State { return cooled(true) }, nil, OfferConservativeCooldown},
		{"cooldown over", func() State {
			st := cooled(true)
			st.Session.Thinking.CooldownUntil = ptr(now)
			return st
		}, nil, OfferOK},
		{"rate limited", func() State {
			st := NewState(DefaultConfig())
			st.Session.OfferTimes = []time.Time{now.Add(-59 * time.Minute), now.Add(-time.Minute)}
			return st
		}, nil, OfferRateLimited},
		{"an offer over an hour ago does not count", func() State {
			st := NewState(DefaultConfig())
			st.Session.OfferTimes = []time.Time{now.Add(-time.Hour), now.Add(-time.Minute)}
			return st
		}, nil, OfferOK},
		{"a higher limit", func() State {
			st := NewState(DefaultConfig())
			st.Session.OfferTimes = []time.Time{now.Add(-59 * time.Minute), now.Add(-time.Minute)}
			return st
		}, func(c *Config) { c.ProactiveMaxPerHour = 3 }, OfferOK},
	}
	seen := map[OfferReason]bool{}
	for _, tt := range tests {
		cfg := DefaultConfig()
		if tt.cfg != nil {
			tt.cfg(&cfg)
		}
		st := tt.st()
		if err := Validate(st); err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		ok, reason := CanOfferNow(st, now, cfg)
		if reason != tt.want || ok != (tt.want == OfferOK) {
			t.Errorf("%s: CanOfferNow = %v %s, want %s", tt.name, ok, reason, tt.want)
		}
		seen[reason] = true
	}
	for _, r := range OfferReasons {
		if !seen[r] {
			t.Errorf("reason %s never tested", r)
		}
	}
}

// Through Decide, a blocked trigger is counted with its reason and dropped.
func TestOffersNeverWhile(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		setup func(c *conv)
		want  string
	}{
		{"awaiting a yes or no", func(c *conv) {
			c.searchAndShow("caftan", products(1, 2), false)
			c.card("p1")
		}, "product_dwell/blocked:awaiting_answer"},
		{"a human owns it", func(c *conv) { c.do(Event{Kind: EventHumanTookOver}) }, "product_dwell/blocked:human_owner"},
		{"paused by a teammate", func(c *conv) { c.do(Event{Kind: EventPaused}) }, "product_dwell/blocked:human_owner"},
		{"rate limited", func(c *conv) {
			c.st.Session.OfferTimes = []time.Time{t0.Add(-30 * time.Minute), t0.Add(-20 * time.Minute)}
		}, "product_dwell/blocked:rate_limited"},
		{"disabled", func(c *conv) { c.cfg.ProactiveEnabled = false }, "product_dwell/blocked:disabled"},
		{"chatting", func(c *conv) {}, "product_dwell/blocked:wrong_state"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := setup(t)
			tt.setup(c)
			c.view(9)
			if tt.name == "chatting" {
				c.now = t0.Add(15 * time.Second)
				c.say("salam", intentU(i18n.IntentGreeting))
			}
			c.at(30 * time.Second)
			c.wantStats(tt.want)
			if offerOf(c.all) != nil || c.st.Session.Cue != nil {
				t.Fatal("offered, or kept the trigger")
			}
			if tt.name != "chatting" {
				c.wantSession(SessionThinking)
			}
		})
	}
}

// A follow-up scheduled (spec 003's HEARTBEAT_SCHEDULED) blocks an offer
// even once the awaited answer itself has expired: offers and follow-ups
// share one quiet timer, so wakha never speaks first in both ways.
func TestNoOfferWhileAFollowUpIsScheduled(t *testing.T) {
	t.Parallel()
	c := setup(t)
	c.searchAndShow("caftan", products(1, 2, 3), true)
	c.wantLifecycle(LifecycleHeartbeatScheduled)
	followUp, ok := NextFollowUp(c.st)
	if !ok {
		t.Fatal("no follow-up scheduled after the cards")
	}
	// Past the awaited selection's TTL and the chat's timeout and cooldown,
	// with the trigger due before the follow-up.
	c.now = followUp.Add(-2 * c.cfg.ProactiveDwell)
	if c.st.Awaiting != nil && c.now.Before(c.st.Awaiting.Until) {
		t.Fatalf("the awaited answer is still alive at %v: %+v", c.now, c.st.Awaiting)
	}
	c.view(9)
	c.now = c.now.Add(c.cfg.ProactiveDwell)
	c.do(Event{Kind: EventTick})
	c.wantLifecycle(LifecycleHeartbeatScheduled)
	if ok, reason := CanOfferNow(c.st, c.now, c.cfg); ok || reason != OfferAwaitingAnswer {
		t.Fatalf("CanOfferNow = %v %s with a follow-up scheduled, want awaiting_answer", ok, reason)
	}
	c.wantStats("product_dwell/blocked:awaiting_answer")
	if offerOf(c.all) != nil {
		t.Fatal("offered while a follow-up is scheduled")
	}
}

// A trigger that comes due during the plain cooldown waits for its end.
func TestOfferWaitsForThePlainCooldown(t *testing.T) {
	t.Parallel()
	c := setup(t)
	c.say("salam", intentU(i18n.IntentGreeting)) // reactive at t0
	c.now = t0.Add(5 * time.Second)
	c.view(4) // due at t0+35s; the chat times out at t0+20s, cooled until t0+80s
	if _, ok := dialogueWake(c.st, c.cfg); ok {
		t.Fatal("the dialogue waits for something")
	}
	c.wantWake(t0.Add(80 * time.Second))
	if eff := c.at(35 * time.Second); offerOf(eff) != nil || len(offerStats(c.all)) != 0 || c.st.Session.Cue == nil {
		t.Fatalf("at the dwell: %v, cue %+v", kinds(c.all), c.st.Session.Cue)
	}
	c.wantSession(SessionThinking)
	c.wantWake(t0.Add(80 * time.Second))
	c.at(80 * time.Second)
	c.wantStats("product_dwell/shown")

	// Without a trigger, a chat's timeout wakes nothing.
	d := setup(t)
	d.say("salam", intentU(i18n.IntentGreeting))
	if _, ok := NextWake(d.st, d.cfg); ok {
		t.Fatal("a plain chat asks for a wake-up")
	}
}

func TestTourSignals(t *testing.T) {
	t.Parallel()
	t.Run("steps keep a session active with the chat closed", func(t *testing.T) {
		t.Parallel()
		c := setup(t)
		c.say("salam", intentU(i18n.IntentGreeting)) // reactive at t0
		c.now = t0.Add(10 * time.Second)
		c.do(Event{Kind: EventTourStarted, TourID: "checkout", Steps: 5})
		if !c.st.Session.Reactive.VisualGuidanceActive {
			t.Fatal("visual guidance off during the tour")
		}
		for step := 1; step <= 4; step++ {
			c.now = c.now.Add(15 * time.Second)
			c.do(Event{Kind: EventTourStep, TourID: "checkout", Step: step})
			c.wantSession(SessionReactive) // 70 s after the last message
		}
		c.now = c.now.Add(10 * time.Second)
		c.do(Event{Kind: EventTourEnded, TourID: "checkout", Completed: true})
		if c.st.Session.Reactive.VisualGuidanceActive || c.st.Session.Tour != nil || c.st.Session.Cue != nil {
			t.Fatalf("after the tour: %+v", c.st.Session)
		}
	})
	t.Run("left midway: an offer of help", func(t *testing.T) {
		t.Parallel()
		c := setup(t)
		c.do(Event{Kind: EventTourStarted, TourID: "sizes", Steps: 4})
		c.now = t0.Add(5 * time.Second)
		c.do(Event{Kind: EventTourStep, TourID: "sizes", Step: 2})
		c.wantSession(SessionThinking)
		if !c.st.Session.LastInteractionAt.Equal(c.now) {
			t.Fatal("a tour step is no interaction with the chat closed")
		}
		c.now = t0.Add(8 * time.Second)
		c.do(Event{Kind: EventTourEnded, TourID: "sizes"})
		o := offerOf(c.all)
		if o == nil || o.Message.Key != i18n.KeyOfferTourHelp || o.Offer.TourID != "sizes" ||
			!slices.Equal(o.Options, []Option{{Label: i18n.KeyLabelHelpMe, Meaning: MeaningOfferHelp}, {Label: i18n.KeyLabelNoThanks, Meaning: MeaningOfferNo}}) {
			t.Fatalf("offer %+v", o)
		}
		c.wantStats("tour_abandoned/shown")
		c.click(MeaningOfferHelp)
		c.wantStats("tour_abandoned/accepted")
		c.wantKey(i18n.KeyOfferHelp)
	})
	for _, tt := range []struct {
		name string
		end  Event
		cue  bool
	}{
		{"completed", Event{Kind: EventTourEnded, TourID: "t", Completed: true, Step: 1}, false},
		{"closed before the first step", Event{Kind: EventTourEnded, TourID: "t"}, false},
		{"failed before the first step", Event{Kind: EventTourEnded, TourID: "t", Reason: TourFailed}, true},
		{"closed at a step it reports", Event{Kind: EventTourEnded, TourID: "t", Step: 3}, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := setup(t)
			c.do(Event{Kind: EventTourStarted, TourID: "t"})
			c.do(tt.end)
			if got := offerOf(c.all) != nil; got != tt.cue {
				t.Fatalf("offer %v, want %v (%v)", got, tt.cue, kinds(c.all))
			}
		})
	}
	t.Run("the tour moves the pages", func(t *testing.T) {
		t.Parallel()
		c := setup(t)
		c.view(2)
		c.do(Event{Kind: EventTourStarted, TourID: "t"})
		if c.st.Session.Cue != nil {
			t.Fatal("a tour kept the page's trigger")
		}
		c.view(3)
		if c.st.Session.Cue != nil {
			t.Fatal("a page the tour shows armed a trigger")
		}
		c.now = t0.Add(MaxTourIdle + time.Minute) // the page closed mid-tour
		c.view(3)
		if c.st.Session.Tour != nil || c.st.Session.Cue == nil {
			t.Fatalf("a stale tour still holds: %+v", c.st.Session)
		}
	})
}

func TestPageSignals(t *testing.T) {
	t.Parallel()
	c := setup(t)
	c.view(2)
	c.do(Event{Kind: EventPageView}) // left for a page that is no product's
	if c.st.Session.Cue != nil {
		t.Fatal("leaving the page kept the trigger")
	}
	c.view(2)
	c.do(Event{Kind: EventAddToCart, ProductID: "p2"})
	if c.st.Session.Cue != nil {
		t.Fatal("a product in the cart is still offered")
	}
	c.do(Event{Kind: EventPageView, ProductID: "p404"}) // unknown to the catalog
	if c.st.Session.Cue != nil {
		t.Fatal("a product without a card is cued")
	}
	// The report that a page was left stops that page's dwell only: one
	// arriving after the next page's view leaves that one alone.
	c.view(3)
	c.do(Event{Kind: EventPageView, ProductID: "p2", Reason: PageLeft})
	if cue := c.st.Session.Cue; cue == nil || cue.ProductID != "p3" {
		t.Fatalf("a late report of leaving p2 dropped p3's dwell: %+v", cue)
	}
	c.do(Event{Kind: EventPageView, ProductID: "p3", Reason: PageLeft})
	if c.st.Session.Cue != nil {
		t.Fatal("leaving p3's page kept its dwell")
	}
	if len(c.st.Recent) != 0 || len(c.trans) != 0 {
		t.Fatalf("page signals reached the dialogue: %v %v", c.st.Recent, c.trans)
	}
}

// An emoji-only message is a reaction to the session; the dialogue still
// reads its Understanding (a 👍 answers a pending question).
func TestReaction(t *testing.T) {
	t.Parallel()
	c := setup(t)
	c.searchAndShow("caftan", products(1, 2), false)
	c.card("p1")
	u := decisionU(i18n.DecisionYes)
	c.n++
	c.do(Event{Kind: EventUserMessage, MessageID: "r1", Text: "👍", Reaction: i18n.IsReaction("👍"), Understanding: &u})
	c.wantKey(i18n.KeyAddToCartLink)

	// A reaction to an open offer neither takes nor turns it down.
	d := offered(t, 3)
	d.do(Event{Kind: EventUserMessage, MessageID: "r2", Text: "😍", Reaction: true, Understanding: ptr(unclearU())})
	d.wantStats()
	if d.st.Session.Offer.Outcome != "" {
		t.Fatal("a reaction settled the offer")
	}
}

// A session snapshot Validate refuses is reset alone; the dialogue goes on
// and the shopper hears no fallback line. The placeholder stored before the
// session existed is upgraded silently.
func TestSessionSnapshotInState(t *testing.T) {
	t.Parallel()
	c := setup(t)
	c.searchAndShow("caftan", products(1, 2, 3), true)
	b, _ := json.Marshal(c.st)
	var raw map[string]any
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatal(err)
	}
	raw["session"].(map[string]any)["_v"] = 2
	b, _ = json.Marshal(raw)
	var st State
	if err := json.Unmarshal(b, &st); err != nil {
		t.Fatal(err)
	}
	if err := Validate(st); err == nil || !strings.Contains(err.Error(), "session: unsupported _v 2") {
		t.Fatalf("Validate = %v", err)
	}
	c.st = st
	c.say("zid", intentU(i18n.IntentShowMore))
	c.wantState(Paginating) // the dialogue is untouched
	if hasKey(c.effects, i18n.KeyFallback) {
		t.Fatal("a fallback line for the session's snapshot")
	}
	if got := sessionMoves(c.all); !slices.Equal(got, []string{"reactive_assistance->thinking(invalid_snapshot)", "thinking->reactive_assistance(chat)"}) {
		t.Fatalf("moves %v", got)
	}

	// The reset is to thinking without a cooldown.
	st, eff := repairSession(State{Session: Session{V: 9, State: SessionThinking,
		Thinking: &ThinkingState{CooldownActive: true, CooldownStartedAt: ptr(t0), CooldownUntil: ptr(t0.Add(time.Hour))}}}, t0)
	if len(eff) != 1 || st.Session.State != SessionThinking || st.Session.Thinking.CooldownActive {
		t.Fatalf("repaired %+v, %v", st.Session, eff)
	}

	// A state stored before the session model.
	old := []byte(`{"_v":1,"dialogue":{"state":"idle","pagination":{"limit":5}},"session":{"last_interaction_at":"2026-08-18T11:00:00Z"}}`)
	if err := json.Unmarshal(old, &st); err != nil {
		t.Fatal(err)
	}
	if err := Validate(st); err != nil {
		t.Fatalf("an old state refused: %v", err)
	}
	out, eff := Decide(st, Event{Kind: EventTick}, t0, DefaultConfig())
	if out.Session.V != SessionSchemaVersion || out.Session.State != SessionThinking || out.Session.Thinking.CooldownActive ||
		!out.Session.LastInteractionAt.Equal(t0.Add(-time.Hour)) || len(eff) != 0 {
		t.Fatalf("upgraded %+v, effects %v", out.Session, kinds(eff))
	}
}

// The metric's outcome label: the outcome, or blocked with its reason.
func TestOfferStatLabel(t *testing.T) {
	t.Parallel()
	for stat, want := range map[OfferStat]string{
		{Trigger: OfferProductDwell, Outcome: OutcomeBlocked, Reason: OfferCooldown}: "blocked:cooldown",
		{Trigger: OfferTourAbandoned, Outcome: OutcomeShown}:                         "shown",
		{Outcome: OutcomeIgnored, Reason: OfferCooldown}:                             "ignored",
	} {
		if got := stat.Label(); got != want {
			t.Errorf("%+v: label %q, want %q", stat, got, want)
		}
	}
}

// Decide never changes the session of the state it is given: every
// change is made on copies (the caller's sub-objects and slices are shared).
func TestSessionDecideDoesNotAliasInput(t *testing.T) {
	t.Parallel()
	c := offered(t, 3)
	st := c.st
	st.Session.OfferTimes = append(make([]time.Time, 0, 16), st.Session.OfferTimes...)
	st.Session.Tour = &Tour{ID: "t", Step: 1, StartedAt: t0, LastAt: c.now}
	snapshot, _ := json.Marshal(st)
	p := product(4)
	later := c.now.Add(time.Second)
	for _, ev := range []Event{
		{Kind: EventOfferShown}, {Kind: EventOfferAccepted}, {Kind: EventOfferDismissed}, {Kind: EventOfferIgnored},
		{Kind: EventQuickReply, MessageID: "q", Meaning: MeaningOfferNo}, {Kind: EventTourStep, TourID: "t", Step: 2},
		{Kind: EventTourEnded, TourID: "t", Step: 2}, {Kind: EventPageView, ProductID: p.ID, Product: &p},
		{Kind: EventWidgetOpened}, {Kind: EventUserMessage, MessageID: "m", Understanding: ptr(decisionU(i18n.DecisionYes))},
	} {
		Decide(st, ev, later, c.cfg)
		Decide(st, Event{Kind: EventTick}, later.Add(time.Hour), c.cfg)
		if after, _ := json.Marshal(st); string(snapshot) != string(after) {
			t.Fatalf("%s changed the input state", ev.Kind)
		}
	}
	if got := st.Session.OfferTimes[:2][1]; !got.IsZero() {
		t.Fatalf("Decide wrote %v into the caller's array", got)
	}
}
