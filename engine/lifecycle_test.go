package engine

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/wakha/wakha/i18n"
)

// allLifecycleTriggers lists every trigger of the table.
var allLifecycleTriggers = []LifecycleTrigger{
	LTStart, LTBotReplied, LTShopperReplied, LTProcessing, LTHeartbeatScheduled, LTHeartbeatSent,
	LTHeartbeatCancelled, LTMaxFollowUps, LTPaused, LTResumed, LTHandoff, LTHumanTookOver, LTBackToBot,
	LTResolved, LTSuperseded, LTCancelled, LTQueued, LTDequeued,
}

// specLifecycleEdges are spec 003's own edges.
var specLifecycleEdges = []LifecycleEdge{
	{LifecycleCreated, LifecycleActive, LTStart},
	{LifecycleActive, LifecycleWaitingForReply, LTBotReplied},
	{LifecycleWaitingForReply, LifecycleWaitingForAgent, LTShopperReplied},
	{LifecycleWaitingForAgent, LifecycleActive, LTProcessing},
	{LifecycleWaitingForReply, LifecycleHeartbeatScheduled, LTHeartbeatScheduled},
	{LifecycleHeartbeatScheduled, LifecycleWaitingForReply, LTHeartbeatSent},
	{LifecycleHeartbeatScheduled, LifecycleAbandoned, LTMaxFollowUps},
	{LifecycleQueued, LifecycleCreated, LTDequeued},
	{LifecycleActive, LifecyclePaused, LTPaused},
	{LifecyclePaused, LifecycleActive, LTResumed},
	{LifecycleWaitingForReply, LifecyclePaused, LTPaused},
	{LifecyclePaused, LifecycleWaitingForReply, LTResumed},
	{LifecycleActive, LifecycleNeedsHuman, LTHandoff},
	{LifecycleNeedsHuman, LifecycleActive, LTBackToBot},
}

// addedLifecycleEdges are the edges wakha adds (package README lists them).
func addedLifecycleEdges() []LifecycleEdge {
	e := []LifecycleEdge{
		{LifecycleHeartbeatScheduled, LifecycleWaitingForAgent, LTShopperReplied},
		{LifecycleHeartbeatScheduled, LifecycleWaitingForReply, LTHeartbeatCancelled},
		{LifecycleCreated, LifecycleQueued, LTQueued},
		{LifecycleWaitingForReply, LifecycleCompleted, LTSuperseded},
		{LifecycleHeartbeatScheduled, LifecycleCompleted, LTSuperseded},
	}
	for _, from := range []LifecycleState{LifecycleCreated, LifecycleWaitingForReply, LifecycleWaitingForAgent, LifecycleHeartbeatScheduled, LifecycleQueued} {
		e = append(e, LifecycleEdge{from, LifecycleNeedsHuman, LTHumanTookOver})
	}
	for _, from := range nonTerminal {
		if from != LifecyclePaused {
			e = append(e, LifecycleEdge{from, LifecyclePaused, LTPaused})
		}
		e = append(e, LifecycleEdge{from, LifecycleFailed, LTCancelled}, LifecycleEdge{from, LifecycleCompleted, LTResolved})
	}
	for _, to := range resumable {
		e = append(e, LifecycleEdge{LifecyclePaused, to, LTResumed})
	}
	return e
}

// TestLifecycleTableEdgeByEdge checks every (from, to, trigger) of the
// lifecycle: allowed exactly when it is a spec edge or a documented added
// one; every other combination is forbidden, and nothing leaves a terminal state.
func TestLifecycleTableEdgeByEdge(t *testing.T) {
	t.Parallel()
	want := map[LifecycleEdge]bool{}
	for _, e := range append(slices.Clone(specLifecycleEdges), addedLifecycleEdges()...) {
		want[e] = true
	}
	if got := len(LifecycleEdges()); got != len(want) {
		t.Errorf("table has %d edges, want %d (a duplicate or an undocumented edge)", got, len(want))
	}
	allowed := 0
	for _, from := range LifecycleStates {
		for _, to := range LifecycleStates {
			for _, tr := range allLifecycleTriggers {
				e := LifecycleEdge{from, to, tr}
				got := LifecycleAllowed(from, to, tr)
				if got != want[e] {
					t.Errorf("LifecycleAllowed(%s, %s, %s) = %v, want %v", from, to, tr, got, want[e])
				}
				if got {
					allowed++
				}
				if got && from.Terminal() {
					t.Errorf("an edge leaves terminal %s", from)
				}
			}
		}
	}
	if allowed != len(want) {
		t.Errorf("%d combinations allowed, want %d", allowed, len(want))
	}
	for _, s := range nonTerminal {
		if !LifecycleAllowed(s, LifecycleFailed, LTCancelled) {
			t.Errorf("%s cannot be cancelled", s)
		}
		if s != LifecyclePaused && !LifecycleAllowed(s, LifecyclePaused, LTPaused) {
			t.Errorf("%s cannot be paused", s)
		}
	}
	if LifecycleAllowed(LifecyclePaused, LifecyclePaused, LTResumed) || LifecycleAllowed(LifecyclePaused, LifecyclePaused, LTPaused) {
		t.Error("a pause resumes or pauses into itself")
	}
	for _, s := range LifecycleStates {
		if s.Terminal() != slices.Contains([]LifecycleState{LifecycleCompleted, LifecycleAbandoned, LifecycleFailed}, s) || !s.Valid() {
			t.Errorf("%s: terminal %v valid %v", s, s.Terminal(), s.Valid())
		}
	}
	if LifecycleState("DONE").Valid() {
		t.Error("an unknown state is valid")
	}
}

// lcConv is a conversation with follow-up settings of the test's choosing.
func lcConv(t *testing.T, mod func(*Config)) *conv {
	t.Helper()
	c := setup(t)
	if mod != nil {
		mod(&c.cfg)
	}
	return c
}

func (c *conv) wantLifecycle(s LifecycleState) {
	c.t.Helper()
	if got := c.st.Lifecycle.State; got != s {
		c.t.Fatalf("lifecycle = %s, want %s (%+v)", got, s, c.st.Lifecycle)
	}
}

// lifecycleMoves returns the lifecycle moves of the last step.
func (c *conv) lifecycleMoves() []string {
	var out []string
	for _, e := range c.all {
		if e.Kind == EffectLifecycle {
			out = append(out, fmt.Sprintf("%s->%s(%s)", e.Lifecycle.From, e.Lifecycle.To, e.Lifecycle.Trigger))
		}
	}
	return out
}

func (c *conv) followUpStats() []string {
	var out []string
	for _, e := range c.all {
		if e.Kind == EffectFollowUpStat {
			out = append(out, e.FollowUp)
		}
	}
	return out
}

func (c *conv) wantFollowUpAt(at time.Time) {
	c.t.Helper()
	got, ok := NextFollowUp(c.st)
	if !ok || !got.Equal(at) {
		c.t.Fatalf("next follow-up %v %v, want %v", got, ok, at)
	}
	if w, ok := NextWake(c.st, c.cfg); !ok || w.After(at) {
		c.t.Fatalf("NextWake %v %v does not include the follow-up at %v", w, ok, at)
	}
}

// toWake moves the clock to NextWake and ticks.
func (c *conv) toWake() []Effect {
	c.t.Helper()
	at, ok := NextWake(c.st, c.cfg)
	if !ok {
		c.t.Fatal("nothing to wake for")
	}
	c.now = at
	return c.do(Event{Kind: EventTick})
}

func TestLifecycleNormalFlow(t *testing.T) {
	t.Parallel()
	c := setup(t)
	if LifecycleOf(c.st) != LifecycleCreated {
		t.Fatalf("a new conversation is %s", LifecycleOf(c.st))
	}
	c.say("caftan", searchU("caftan"))
	// The search is out: the bot handles the message, nothing said yet.
	if got := c.lifecycleMoves(); !slices.Equal(got, []string{"CREATED->ACTIVE(start)"}) {
		t.Fatalf("moves %v", got)
	}
	c.answer(products(1, 2, 3), false)
	if got := c.lifecycleMoves(); !slices.Equal(got, []string{"ACTIVE->WAITING_FOR_REPLY(bot_replied)", "WAITING_FOR_REPLY->HEARTBEAT_SCHEDULED(heartbeat_scheduled)"}) {
		t.Fatalf("moves %v", got)
	}
	c.wantFollowUpAt(t0.Add(10 * time.Minute))
	c.now = c.now.Add(time.Minute)
	c.say("tania", ordinalU(2))
	want := []string{
		"HEARTBEAT_SCHEDULED->WAITING_FOR_AGENT(shopper_replied)", "WAITING_FOR_AGENT->ACTIVE(processing)",
		"ACTIVE->WAITING_FOR_REPLY(bot_replied)", "WAITING_FOR_REPLY->HEARTBEAT_SCHEDULED(heartbeat_scheduled)",
	}
	if got := c.lifecycleMoves(); !slices.Equal(got, want) {
		t.Fatalf("moves %v, want %v", got, want)
	}
	if a := c.st.Lifecycle.About; a == nil || a.Kind != TopicConfirmation || a.ProductID != "p2" {
		t.Fatalf("about %+v", a)
	}
	// The follow-up counts from the bot's last message.
	c.wantFollowUpAt(c.now.Add(10 * time.Minute))
	// A no closes the question: nothing left to follow up.
	c.say("la", decisionU(i18n.DecisionNo))
	c.wantState(Idle)
	c.wantLifecycle(LifecycleWaitingForReply)
	if _, ok := NextFollowUp(c.st); ok {
		t.Fatal("a follow-up with nothing open")
	}
}

func TestFollowUpSchedule(t *testing.T) {
	t.Parallel()
	c := setup(t)
	c.c(t, "caftan")
	c.wantFollowUpAt(t0.Add(10 * time.Minute))
	eff := c.toWake()
	if !hasKey(eff, i18n.KeyFollowUpCards) || !slices.Equal(c.followUpStats(), []string{FollowUpSent}) {
		t.Fatalf("first follow-up: %v %v", kinds(eff), c.followUpStats())
	}
	c.wantLifecycle(LifecycleHeartbeatScheduled)
	// The second offset counts from the first follow-up.
	c.wantFollowUpAt(t0.Add(10*time.Minute + 2*time.Hour))
	eff = c.toWake()
	if !hasKey(eff, i18n.KeyFollowUpCards) || c.st.Lifecycle.FollowUps != 2 {
		t.Fatalf("second follow-up: %v %+v", kinds(eff), c.st.Lifecycle)
	}
	// Cap reached: one last interval, then abandoned, and nothing said.
	c.wantFollowUpAt(t0.Add(10*time.Minute + 4*time.Hour))
	c.now = t0.Add(10*time.Minute + 4*time.Hour - time.Second)
	if eff := c.do(Event{Kind: EventTick}); len(eff) != 0 {
		t.Fatalf("a tick before the abandonment did %v", kinds(eff))
	}
	eff = c.toWake()
	if len(eff) != 0 || !slices.Equal(c.followUpStats(), []string{FollowUpAbandoned}) {
		t.Fatalf("abandonment: %v %v", kinds(eff), c.followUpStats())
	}
	c.wantLifecycle(LifecycleAbandoned)
	if c.st.Lifecycle.Reason != ReasonAbandoned {
		t.Fatalf("reason %q", c.st.Lifecycle.Reason)
	}
	if _, ok := NextWake(c.st, c.cfg); ok {
		t.Fatal("an abandoned instance still wakes")
	}
	// Terminal is final: ticks do nothing; the shopper's next message starts a new instance.
	c.tick(24 * time.Hour)
	c.wantLifecycle(LifecycleAbandoned)
	c.say("salam", intentU(i18n.IntentGreeting))
	if got := c.lifecycleMoves(); len(got) < 2 || got[0] != "->CREATED(new_instance)" || got[1] != "CREATED->ACTIVE(start)" {
		t.Fatalf("moves %v", got)
	}
	if c.st.Lifecycle.Instance != 2 || c.st.Lifecycle.FollowUps != 0 {
		t.Fatalf("new instance %+v", c.st.Lifecycle)
	}
}

// c shows cards for text at the conversation's time.
func (c *conv) c(t *testing.T, text string) {
	t.Helper()
	c.searchAndShow(text, products(1, 2, 3), true)
}

func TestFollowUpResolveOnAbandonAndCustomSchedule(t *testing.T) {
	t.Parallel()
	c := lcConv(t, func(cfg *Config) {
		cfg.FollowUpSchedule = []time.Duration{time.Minute, 3 * time.Minute, 7 * time.Minute}
		cfg.FollowUpMax = 1
		cfg.FollowUpResolveOnAbandon = true
	})
	c.c(t, "caftan")
	c.wantFollowUpAt(t0.Add(time.Minute))
	c.toWake()
	// Max 1: the abandonment waits one more interval, the second offset.
	c.wantFollowUpAt(t0.Add(4 * time.Minute))
	eff := c.toWake()
	if !slices.ContainsFunc(c.all, func(e Effect) bool { return e.Kind == EffectResolve }) || len(eff) != 1 {
		t.Fatalf("abandonment with resolve: %v", kinds(c.all))
	}
	c.wantLifecycle(LifecycleAbandoned)
	// FOLLOWUP_MAX < 0: none at all, and no abandonment.
	c = lcConv(t, func(cfg *Config) { cfg.FollowUpMax = -1 })
	c.c(t, "caftan")
	c.wantLifecycle(LifecycleWaitingForReply)
	if _, ok := NextWake(c.st, c.cfg); ok {
		t.Fatal("a wake-up with follow-ups off")
	}
}

func TestFollowUpQuietHours(t *testing.T) {
	t.Parallel()
	casa, err := time.LoadLocation("Africa/Casablanca")
	if err != nil {
		t.Skip("no tzdata:", err)
	}
	quiet := &QuietHours{Start: 22 * time.Hour, End: 8 * time.Hour}
	at := func(day, h, m int) time.Time { return time.Date(2026, 8, day, h, m, 0, 0, casa) }
	for _, tc := range []struct {
		name      string
		lastBot   time.Time
		want      time.Time
		followUps int
	}{
		{"before the window", at(18, 21, 40), at(18, 21, 50), 0},
		{"in the evening part: the next morning", at(18, 21, 55), at(19, 8, 0), 0},
		{"in the morning part: that morning", at(19, 7, 0), at(19, 8, 0), 0},
		{"at the end: sent", at(19, 7, 50), at(19, 8, 0), 0},
		{"after the window", at(19, 8, 30), at(19, 8, 40), 0},
		{"just before midnight", at(18, 23, 55), at(19, 8, 0), 0},
		{"the abandonment ignores quiet hours (nothing is said)", at(18, 21, 55), at(18, 22, 5), 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			c := lcConv(t, func(cfg *Config) {
				cfg.QuietHours, cfg.Location = quiet, casa
				cfg.FollowUpSchedule = []time.Duration{10 * time.Minute}
			})
			c.now = tc.lastBot.UTC()
			c.c(t, "caftan")
			if tc.followUps > 0 {
				l := c.st.Lifecycle
				l.FollowUps = tc.followUps
				c.st.Lifecycle = l
				c.do(Event{Kind: EventWidgetOpened}) // recomputes the schedule, says nothing
			}
			c.wantFollowUpAt(tc.want.UTC())
			// A tick inside the quiet hours (a stale wake-up) sends nothing.
			if tc.followUps == 0 && tc.want.Sub(tc.lastBot) > time.Hour {
				c.now = tc.want.Add(-time.Minute).UTC()
				if eff := c.do(Event{Kind: EventTick}); hasKind(eff, EffectReply) {
					t.Fatalf("a follow-up in quiet hours: %v", kinds(eff))
				}
				c.wantFollowUpAt(tc.want.UTC())
			}
		})
	}
	// A window inside one day (12:00-14:00 UTC).
	c := lcConv(t, func(cfg *Config) { cfg.QuietHours = &QuietHours{Start: 12 * time.Hour, End: 14 * time.Hour} })
	c.now = time.Date(2026, 8, 18, 11, 55, 0, 0, time.UTC)
	c.c(t, "caftan")
	c.wantFollowUpAt(time.Date(2026, 8, 18, 14, 0, 0, 0, time.UTC))
}

func TestNoFollowUpAfterNoOrDuringHandoff(t *testing.T) {
	t.Parallel()
	// After a no.
	c := setup(t)
	c.c(t, "caftan")
	c.say("la", decisionU(i18n.DecisionNo))
	if _, ok := NextFollowUp(c.st); ok || !c.st.Lifecycle.Declined {
		t.Fatalf("a follow-up after a no: %+v", c.st.Lifecycle)
	}
	c.tick(3 * time.Hour)
	if hasKind(c.effects, EffectReply) {
		t.Fatalf("said %v", kinds(c.effects))
	}
	// During a handoff, whoever started it.
	for _, ev := range []Event{{Kind: EventHumanTookOver}, {Kind: EventUserMessage, MessageID: "h", Understanding: &i18n.Understanding{Intent: i18n.IntentHuman, Confidence: 0.9}}} {
		c := setup(t)
		c.c(t, "caftan")
		c.do(ev)
		c.wantLifecycle(LifecycleNeedsHuman)
		if _, ok := NextWake(c.st, c.cfg); ok {
			t.Fatalf("%s: a wake-up in handoff", ev.Kind)
		}
		c.tick(3 * time.Hour)
		if len(c.effects) != 0 {
			t.Fatalf("%s: said %v", ev.Kind, kinds(c.effects))
		}
		// Given back to the bot: ACTIVE, the dialogue idle, the bot answers again.
		c.do(Event{Kind: EventReturnedToBot})
		if got := c.lifecycleMoves(); !slices.Equal(got, []string{"NEEDS_HUMAN_INTERVENTION->ACTIVE(back_to_bot)"}) {
			t.Fatalf("back to bot: %v", got)
		}
		c.wantState(Idle)
		c.say("caftan", searchU("caftan"))
		if !hasKind(c.effects, EffectSearch) {
			t.Fatalf("not answered after the return: %v", kinds(c.effects))
		}
	}
}

func TestFollowUpReoffersAfterExpiredConfirmation(t *testing.T) {
	t.Parallel()
	c := setup(t)
	c.c(t, "caftan")
	c.now = c.now.Add(time.Minute)
	c.say("tania", i18n.Understanding{Lang: i18n.Darija, Intent: i18n.IntentSelect, Ordinal: 2, Confidence: 0.9})
	asked := c.now
	// The confirmation expires at +5m with its prompt (a bot message)...
	c.toWake()
	c.wantKey(i18n.KeyConfirmExpired)
	c.wantState(Idle)
	// ...and the follow-up comes 10 minutes after that prompt: the product re-offered.
	c.wantFollowUpAt(asked.Add(5*time.Minute + 10*time.Minute))
	eff := c.toWake()
	m := message(eff, i18n.KeyFollowUpStillWant)
	if m == nil || m.Args[0] != product(2).Name || !slices.Equal(c.trans[len(c.trans)-1:], []Transition{{Idle, AwaitingConfirmation, TriggerNeedsConfirmation, "followup"}}) {
		t.Fatalf("re-offer: %v", kinds(eff))
	}
	if c.st.Lang != i18n.Darija {
		t.Fatalf("language %s: the follow-up is rendered in the shopper's", c.st.Lang)
	}
	if got := i18n.Render(i18n.Darija, m.Key, m.Args...); got == "" || got == string(m.Key) {
		t.Fatalf("no Darija text for %s", m.Key)
	}
	// A yes takes the re-offered product.
	c.now = c.now.Add(time.Minute)
	c.say("ah", decisionU(i18n.DecisionYes))
	if !hasKey(c.effects, i18n.KeyViewOptions) && !hasKey(c.effects, i18n.KeyAddToCartLink) && !hasKey(c.effects, i18n.KeyAskSize) {
		t.Fatalf("yes after the re-offer: %v", kinds(c.effects))
	}
	if !slices.Contains(c.followUpStats(), FollowUpAnswered) {
		t.Fatalf("answer not counted: %v", c.followUpStats())
	}
}

func TestPauseResumeCancel(t *testing.T) {
	t.Parallel()
	// Operator pause: held, only the operator's resume ends it, back to the recorded state.
	c := setup(t)
	c.c(t, "caftan")
	c.do(Event{Kind: EventOperatorPaused})
	c.wantLifecycle(LifecyclePaused)
	if l := c.st.Lifecycle; l.ResumeTo != LifecycleHeartbeatScheduled || l.PausedBy != PausedByOperator {
		t.Fatalf("pause %+v", l)
	}
	if _, ok := NextWake(c.st, c.cfg); ok {
		t.Fatal("a wake-up while an operator paused it")
	}
	c.say("zid", intentU(i18n.IntentShowMore))
	c.do(Event{Kind: EventResumed}) // the platform's resume is not the operator's
	c.tick(time.Hour)
	if len(c.effects) != 0 || c.st.Lifecycle.State != LifecyclePaused {
		t.Fatalf("acted while paused: %v %s", kinds(c.effects), c.st.Lifecycle.State)
	}
	c.do(Event{Kind: EventOperatorResumed})
	if got := c.lifecycleMoves(); !slices.Equal(got, []string{"PAUSED->HEARTBEAT_SCHEDULED(resumed)"}) {
		t.Fatalf("resume: %v", got)
	}
	c.say("zid", intentU(i18n.IntentShowMore))
	c.wantState(Paginating)
	// Platform snooze: PAUSED by the platform, ended by its resume.
	c.do(Event{Kind: EventPaused})
	if l := c.st.Lifecycle; l.State != LifecyclePaused || l.PausedBy != PausedByPlatform || l.ResumeTo != LifecycleActive {
		t.Fatalf("snooze %+v", l)
	}
	c.do(Event{Kind: EventResumed})
	c.wantLifecycle(LifecycleActive)
	// Cancel: FAILED, reason cancelled, from any non-terminal state; the
	// dialogue starts afresh; a second cancel does nothing.
	c.do(Event{Kind: EventCancelled})
	c.wantLifecycle(LifecycleFailed)
	if c.st.Lifecycle.Reason != ReasonCancelled || c.st.Dialogue.State != Idle {
		t.Fatalf("cancel: %+v %s", c.st.Lifecycle, c.st.Dialogue.State)
	}
	c.do(Event{Kind: EventCancelled})
	c.do(Event{Kind: EventOperatorPaused})
	c.do(Event{Kind: EventHumanResolved})
	if c.st.Lifecycle.State != LifecycleFailed || c.st.Lifecycle.Reason != ReasonCancelled {
		t.Fatalf("a terminal state moved: %+v", c.st.Lifecycle)
	}
	// Resolve completes from any non-terminal state.
	c = setup(t)
	c.c(t, "caftan")
	c.do(Event{Kind: EventOperatorPaused})
	c.do(Event{Kind: EventHumanResolved})
	c.wantLifecycle(LifecycleCompleted)
	if c.st.Paused != nil {
		t.Fatal("the operator's pause outlived the instance")
	}
}

// TestLifecycleRandomInvariants drives random conversations with operators
// and clocks that follow NextWake, and checks the lifecycle's invariants
// step by step: every move is in the table and chains from the state
// before, terminal states are left only by a new instance on a shopper
// message, a follow-up is never sent while a human owns the conversation,
// paused, after a no, in quiet hours or past FOLLOWUP_MAX, NextWake
// includes the heartbeat. Every edge Decide can take is taken.
func TestLifecycleRandomInvariants(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(20261123, 3))
	conversations, steps := 800, 60
	if testing.Short() {
		conversations = 100
	}
	cfg := DefaultConfig()
	cfg.FollowUpSchedule = []time.Duration{3 * time.Minute, 9 * time.Minute}
	cfg.QuietHours = &QuietHours{Start: 23 * time.Hour, End: 6 * time.Hour}
	edges := map[LifecycleEdge]int{}
	stats := map[string]int{}
	for i := range conversations {
		g := &gen{r: r}
		st := NewState(cfg)
		now := t0.Add(time.Duration(r.IntN(24*60)) * time.Minute)
		var search *SearchRequest
		for step := range steps {
			g.now = now
			var ev Event
			commands := []EventKind{EventOperatorPaused, EventOperatorResumed, EventCancelled, EventReturnedToBot, EventQueued, EventDequeued, EventSuperseded}
			choice := r.IntN(12)
			switch LifecycleOf(st) {
			case LifecycleCreated:
				if r.IntN(4) == 0 {
					choice = -1 // the queue's events are sent early in an instance
				}
			case LifecycleQueued:
				if r.IntN(2) == 0 {
					choice = 0
				}
			}
			switch choice {
			case -1:
				ev = Event{Kind: EventQueued}
			case 0:
				ev = Event{Kind: commands[r.IntN(len(commands))]}
			case 1, 2, 3:
				if at, ok := NextWake(st, cfg); ok {
					if at.After(now) {
						now = at
					}
					ev = Event{Kind: EventTick}
					break
				}
				fallthrough
			default:
				ev = g.event(st, search)
				now = now.Add(g.jump())
			}
			out, eff := Decide(st, ev, now, cfg)
			fail := func(format string, args ...any) {
				t.Helper()
				a, _ := json.Marshal(st.Lifecycle)
				b, _ := json.Marshal(out.Lifecycle)
				t.Fatalf("conversation %d step %d (%s at %s): %s\nbefore: %s\nafter:  %s\neffects: %v",
					i, step, ev.Kind, now.Format(time.RFC3339), fmt.Sprintf(format, args...), a, b, kinds(eff))
			}
			if err := Validate(out); err != nil {
				fail("%v", err)
			}
			cur := LifecycleOf(st)
			search = nil
			for _, e := range eff {
				switch e.Kind {
				case EffectSearch:
					s := *e.Search
					search = &s
				case EffectLifecycle:
					m := *e.Lifecycle
					if m.Trigger == LTNewInstance {
						if m.From != "" || m.To != LifecycleCreated || !cur.Terminal() || !(isInput(ev) || ev.Kind == EventQueued) {
							fail("new instance %+v from %s", m, cur)
						}
					} else {
						if m.From != cur || !LifecycleAllowed(m.From, m.To, m.Trigger) {
							fail("move %+v from %s", m, cur)
						}
						edges[LifecycleEdge{m.From, m.To, m.Trigger}]++
					}
					cur = m.To
				case EffectFollowUpStat:
					stats[e.FollowUp]++
					if e.FollowUp == FollowUpSent {
						held := st.Paused != nil && (st.Paused.Until == nil || now.Before(*st.Paused.Until))
						if st.Dialogue.State == Handoff || held || st.Lifecycle.Declined {
							fail("a follow-up while owned by a human, paused or after a no")
						}
						if _, quiet := cfg.normalized().quietEnd(now); quiet {
							fail("a follow-up in quiet hours")
						}
						if ev.Kind != EventTick {
							fail("a follow-up on %s", ev.Kind)
						}
					}
				}
			}
			if cur != LifecycleOf(out) {
				fail("the moves end in %s, the lifecycle is %s", cur, LifecycleOf(out))
			}
			if out.Lifecycle.FollowUps > cfg.FollowUpMax {
				fail("%d follow-ups", out.Lifecycle.FollowUps)
			}
			if at, ok := NextFollowUp(out); ok {
				if w, wok := NextWake(out, cfg); !wok || w.After(at) {
					fail("NextWake %v misses the follow-up at %v", w, at)
				}
			}
			if (out.Dialogue.State == Handoff) && !LifecycleOf(out).Terminal() && LifecycleOf(out) != LifecycleNeedsHuman && LifecycleOf(out) != LifecyclePaused {
				fail("handoff while the lifecycle is %s", LifecycleOf(out))
			}
			st = out
		}
	}
	for _, e := range lifecycleTable {
		// Decide passes through WAITING_FOR_AGENT within one call (the
		// shopper's message is taken up at once): nothing else can happen
		// in it, so only its two transit edges are taken.
		if (e.From == LifecycleWaitingForAgent && e.Trigger != LTProcessing) || (e.To == LifecycleWaitingForAgent && e.Trigger != LTShopperReplied) {
			continue
		}
		if edges[e] == 0 {
			t.Errorf("edge %+v never taken", e)
		}
	}
	for _, o := range FollowUpOutcomes {
		if stats[o] == 0 {
			t.Errorf("no follow-up %s", o)
		}
	}
	t.Logf("follow-ups %v; %d distinct edges", stats, len(edges))
}

func TestLifecycleRepairedAlone(t *testing.T) {
	t.Parallel()
	c := setup(t)
	c.c(t, "caftan")
	c.st.Lifecycle.State = "SHOPPING" // corrupted in storage
	c.say("tania", ordinalU(2))
	if c.st.Dialogue.State != AwaitingConfirmation {
		t.Fatalf("the dialogue was reset for the lifecycle's fault: %s", c.st.Dialogue.State)
	}
	if l := c.st.Lifecycle; l.Instance != 2 {
		t.Fatalf("lifecycle %+v", l)
	}
	if err := Validate(State{V: SchemaVersion, Dialogue: stateIn(Idle).Dialogue, Lifecycle: Lifecycle{State: LifecyclePaused, Instance: 1, ResumeTo: LifecycleCompleted, PausedBy: "x"}}); err == nil {
		t.Fatal("a pause resuming to a terminal state is valid")
	}
}

func TestQueueAndSupersede(t *testing.T) {
	t.Parallel()
	c := setup(t)
	c.do(Event{Kind: EventQueued})
	c.wantLifecycle(LifecycleQueued)
	c.wantKey(i18n.KeyQueued)
	// Held while queued: recorded, not answered.
	if eff := c.say("caftan", searchU("caftan")); len(eff) != 0 {
		t.Fatalf("answered while queued: %v", kinds(eff))
	}
	c.do(Event{Kind: EventQueued}) // only a CREATED instance queues
	if len(c.effects) != 0 {
		t.Fatalf("queued twice: %v", kinds(c.effects))
	}
	c.do(Event{Kind: EventDequeued})
	if got := c.lifecycleMoves(); !slices.Equal(got, []string{"QUEUED->CREATED(prior_ended)"}) {
		t.Fatalf("dequeue: %v", got)
	}
	c.c(t, "caftan")
	c.wantLifecycle(LifecycleHeartbeatScheduled)
	c.do(Event{Kind: EventSuperseded})
	c.wantLifecycle(LifecycleCompleted)
	if c.st.Lifecycle.Reason != ReasonSuperseded {
		t.Fatalf("reason %q", c.st.Lifecycle.Reason)
	}
	// Queued on returning to an ended instance: a new instance, queued.
	c.do(Event{Kind: EventQueued})
	if got := c.lifecycleMoves(); !slices.Equal(got, []string{"->CREATED(new_instance)", "CREATED->QUEUED(queued)"}) || c.st.Lifecycle.Instance != 2 {
		t.Fatalf("queued after the end: %v %+v", got, c.st.Lifecycle)
	}
	// Superseding an instance that is not only waiting does nothing.
	c = setup(t)
	c.say("caftan", searchU("caftan")) // ACTIVE: a search is out
	c.do(Event{Kind: EventSuperseded})
	c.wantLifecycle(LifecycleActive)
}
