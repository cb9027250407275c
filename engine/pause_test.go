package engine

import (
	"encoding/json"
	"slices"
	"testing"
	"time"

	"github.com/wakha/wakha/i18n"
)

// The pause (pause.go): what each event does to a paused conversation, and
// when the pause ends.
func TestPause(t *testing.T) {
	t.Parallel()
	until := t0.Add(time.Hour)
	search := func(id string) Event {
		return Event{Kind: EventUserMessage, MessageID: id, Text: "caftan", Understanding: ptr(searchU("caftan"))}
	}
	pausedIn := func(s DialogueState, until *time.Time) State {
		st := stateIn(s)
		st.Paused = &Pause{Since: t0, Until: until}
		return st
	}
	tests := []struct {
		name  string
		st    State
		ev    Event
		at    time.Duration // after t0
		state DialogueState
		// paused: whether the conversation is paused after the event.
		paused bool
		// wantKinds are the effect kinds, in order (nil: none).
		wantKinds []EffectKind
		// recorded: the input was written into Recent and last_user_message_id.
		recorded bool
	}{
		{name: "a pause with an end", st: stateIn(Recommending), ev: Event{Kind: EventPaused, Until: &until},
			state: Recommending, paused: true},
		{name: "a pause without an end", st: stateIn(Idle), ev: Event{Kind: EventPaused},
			state: Idle, paused: true},
		{name: "a pause that has already ended is none", st: stateIn(Idle), ev: Event{Kind: EventPaused, Until: ptr(t0.Add(-time.Minute))},
			state: Idle, paused: false},
		{name: "a pause that has already ended clears the pause before", st: pausedIn(Idle, nil), ev: Event{Kind: EventPaused, Until: ptr(t0)},
			state: Idle, paused: false},
		{name: "a message while paused is recorded, not answered", st: pausedIn(Idle, &until), ev: search("m1"), at: time.Minute,
			state: Idle, paused: true, recorded: true},
		{name: "a yes while paused does not confirm", st: pausedIn(AwaitingConfirmation, &until),
			ev:    Event{Kind: EventUserMessage, MessageID: "m1", Text: "wakha", Understanding: ptr(decisionU(i18n.DecisionYes))},
			state: AwaitingConfirmation, paused: true, recorded: true},
		{name: "a quick reply while paused", st: pausedIn(Recommending, nil), ev: Event{Kind: EventQuickReply, MessageID: "q1", Meaning: MeaningShowMore},
			state: Recommending, paused: true, recorded: true},
		{name: "a request for a human while paused waits too", st: pausedIn(Idle, nil),
			ev:    Event{Kind: EventQuickReply, MessageID: "q1", Meaning: MeaningHuman},
			state: Idle, paused: true, recorded: true},
		{name: "no expiry prompt while paused", st: pausedIn(AwaitingConfirmation, &until), ev: Event{Kind: EventTick}, at: 10 * time.Minute,
			state: AwaitingConfirmation, paused: true},
		{name: "a tick at the end resumes, then expires the question", st: pausedIn(AwaitingConfirmation, &until), ev: Event{Kind: EventTick}, at: time.Hour,
			state: Idle, paused: false, wantKinds: []EffectKind{EffectTransition, EffectReply}},
		{name: "a message after the end resumes and is answered", st: pausedIn(Idle, &until), ev: search("m1"), at: 2 * time.Hour,
			state: Idle, paused: false, wantKinds: []EffectKind{EffectSearch}, recorded: true},
		{name: "resumed: nothing is said", st: pausedIn(Recommending, nil), ev: Event{Kind: EventResumed},
			state: Recommending, paused: false},
		{name: "resumed when not paused", st: stateIn(Idle), ev: Event{Kind: EventResumed},
			state: Idle, paused: false},
		{name: "a human taking over applies and ends the pause", st: pausedIn(Recommending, &until), ev: Event{Kind: EventHumanTookOver},
			state: Handoff, paused: false, wantKinds: []EffectKind{EffectTransition}},
		{name: "a human resolving applies and ends the pause", st: pausedIn(Handoff, nil), ev: Event{Kind: EventHumanResolved},
			state: Idle, paused: false, wantKinds: []EffectKind{EffectTransition}},
		{name: "a resolve outside handoff ends the session and the pause", st: pausedIn(Recommending, nil), ev: Event{Kind: EventHumanResolved},
			state: Idle, paused: false},
		{name: "an input the platform reports paused pauses", st: stateIn(Idle), ev: Event{Kind: EventUserMessage, MessageID: "m1",
			Text: "caftan", Understanding: ptr(searchU("caftan")), Paused: true, Until: &until},
			state: Idle, paused: true, recorded: true},
		{name: "an input reported paused past its end is answered", st: stateIn(Idle), ev: Event{Kind: EventUserMessage, MessageID: "m1",
			Text: "caftan", Understanding: ptr(searchU("caftan")), Paused: true, Until: ptr(t0.Add(-time.Second))},
			state: Idle, paused: false, wantKinds: []EffectKind{EffectSearch}, recorded: true},
		{name: "an input the platform reports open ends the pause and is answered", st: pausedIn(Idle, nil),
			ev:    Event{Kind: EventUserMessage, MessageID: "m1", Text: "caftan", Understanding: ptr(searchU("caftan")), Open: true},
			state: Idle, paused: false, wantKinds: []EffectKind{EffectSearch}, recorded: true},
		{name: "a widget opened while paused", st: pausedIn(Idle, nil), ev: Event{Kind: EventWidgetOpened},
			state: Idle, paused: true},
		{name: "a stale search answer while paused", st: pausedIn(Recommending, nil),
			ev:    Event{Kind: EventSearchResults, Results: &SearchResult{QueryHash: "h", Products: products(7)}},
			state: Recommending, paused: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			in := tt.st
			out, all := Decide(in, tt.ev, t0.Add(tt.at), DefaultConfig())
			eff := core(all)
			if err := Validate(out); err != nil {
				t.Fatal(err)
			}
			if out.Dialogue.State != tt.state {
				t.Errorf("state %s, want %s (effects %v)", out.Dialogue.State, tt.state, kinds(eff))
			}
			if got := out.Paused != nil; got != tt.paused {
				t.Errorf("paused %v (%+v), want %v", got, out.Paused, tt.paused)
			}
			var got []EffectKind
			for _, e := range eff {
				got = append(got, e.Kind)
			}
			if !slices.Equal(got, tt.wantKinds) {
				t.Errorf("effects %v, want kinds %v", kinds(eff), tt.wantKinds)
			}
			if tt.recorded {
				id := out.Dialogue.LastUserMessageID
				if id == nil || *id != tt.ev.MessageID {
					t.Errorf("last_user_message_id %v, want %s", id, tt.ev.MessageID)
				}
				if len(out.Recent) != len(in.Recent)+1 || out.Recent[len(out.Recent)-1].Role != "shopper" {
					t.Errorf("recent %+v: the input is not recorded", out.Recent)
				}
			}
			if tt.paused && len(eff) == 0 {
				// Held: nothing of the dialogue moved.
				if in.Dialogue.State == out.Dialogue.State && !samePending(in, out) {
					t.Errorf("pending confirmation changed while paused: %+v → %+v", in.Dialogue.PendingConfirmation, out.Dialogue.PendingConfirmation)
				}
				if !equalPtr(in.Dialogue.LastIntent, out.Dialogue.LastIntent) || in.IntentRepeats != out.IntentRepeats {
					t.Errorf("intent bookkeeping moved while paused")
				}
			}
		})
	}
}

func samePending(a, b State) bool {
	pa, pb := a.Dialogue.PendingConfirmation, b.Dialogue.PendingConfirmation
	return equalPtr(pa.Action, pb.Action) && equalPtr(pa.TargetID, pb.TargetID) && equalPtr(pa.CreatedAt, pb.CreatedAt)
}

func equalPtr(a, b *string) bool { return (a == nil) == (b == nil) && (a == nil || *a == *b) }

// A whole pause, the way a platform delivers it: paused, shopper messages
// held, resumed, then answered; and a pause that runs out by itself.
func TestPauseConversation(t *testing.T) {
	t.Parallel()
	c := setup(t)
	c.searchAndShow("caftan", products(1, 2, 3), true)
	until := c.now.Add(30 * time.Minute)
	c.do(Event{Kind: EventPaused, Until: &until})
	if at, ok := NextWake(c.st, c.cfg); !ok || !at.Equal(until) {
		t.Fatalf("NextWake = %v %v, want the end of the pause %v", at, ok, until)
	}
	c.now = c.now.Add(time.Minute)
	if eff := c.say("zid", intentU(i18n.IntentShowMore)); len(eff) != 0 {
		t.Fatalf("answered while paused: %v", kinds(eff))
	}
	c.wantState(Recommending)
	c.do(Event{Kind: EventResumed})
	if _, ok := wakeButFollowUps(c.st, c.cfg); ok {
		t.Fatal("a wake-up left after the pause ended")
	}
	c.say("zid", intentU(i18n.IntentShowMore))
	c.wantState(Paginating)
	c.answer(products(4, 5), false)
	c.wantState(Recommending)

	// Paused without an end: only a resume (or a human) ends it; the clock does not.
	c.do(Event{Kind: EventPaused})
	if _, ok := NextWake(c.st, c.cfg); ok {
		t.Fatal("a pause without an end asks for a wake-up")
	}
	if eff := c.tick(48 * time.Hour); len(eff) != 0 {
		t.Fatalf("a tick acted during an open-ended pause: %v", kinds(eff))
	}

	// A pause with an end, over a pending confirmation: the expiry waits for the pause.
	c.do(Event{Kind: EventResumed})
	c.say("1", ordinalU(1))
	c.wantState(AwaitingConfirmation)
	until = c.now.Add(time.Hour)
	c.do(Event{Kind: EventPaused, Until: &until})
	if at, _ := NextWake(c.st, c.cfg); !at.Equal(until) {
		t.Fatalf("NextWake %v, want the pause's end %v, not the confirmation's", at, until)
	}
	if eff := c.tick(10 * time.Minute); len(eff) != 0 {
		t.Fatalf("expired while paused: %v", kinds(eff))
	}
	c.tick(50 * time.Minute)
	c.wantState(Idle)
	c.wantKey(i18n.KeyConfirmExpired)
	if c.st.Paused != nil {
		t.Fatalf("still paused after its end: %+v", c.st.Paused)
	}
}

// A message repeated while paused is still a duplicate, and a pause
// survives the round trip through JSON (the runner stores the state).
func TestPausePersists(t *testing.T) {
	t.Parallel()
	c := setup(t)
	until := t0.Add(time.Hour)
	c.do(Event{Kind: EventPaused, Until: &until})
	c.say("caftan", searchU("caftan"))
	recent := len(c.st.Recent)
	c.do(Event{Kind: EventUserMessage, MessageID: "m1", Text: "caftan", Understanding: ptr(searchU("caftan"))})
	if len(c.st.Recent) != recent {
		t.Fatal("a duplicate delivery was recorded again while paused")
	}
	b, err := json.Marshal(c.st)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back.Paused == nil || !back.Paused.Since.Equal(t0) || back.Paused.Until == nil || !back.Paused.Until.Equal(until) {
		t.Fatalf("pause after JSON: %+v (from %s)", back.Paused, b)
	}
	if err := Validate(back); err != nil {
		t.Fatal(err)
	}
}

func TestValidatePause(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		pause *Pause
		ok    bool
	}{
		{"none", nil, true},
		{"open-ended", &Pause{Since: t0}, true},
		{"with an end", &Pause{Since: t0, Until: ptr(t0.Add(time.Hour))}, true},
		{"no since", &Pause{Until: ptr(t0)}, false},
		{"ends before it began", &Pause{Since: t0, Until: ptr(t0.Add(-time.Second))}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			st := stateIn(Recommending)
			st.Paused = tt.pause
			if err := Validate(st); (err == nil) != tt.ok {
				t.Fatalf("Validate = %v, want ok %v", err, tt.ok)
			}
			// A reset keeps a valid pause (a platform fact) and drops a broken one.
			st.Dialogue.Pagination.Limit = 0
			out, _ := Decide(st, Event{Kind: EventTick}, t0, DefaultConfig())
			if err := Validate(out); err != nil {
				t.Fatalf("after the reset: %v", err)
			}
			if kept := out.Paused != nil; kept != (tt.ok && tt.pause != nil) {
				t.Fatalf("pause after a reset %+v, want kept %v", out.Paused, tt.ok && tt.pause != nil)
			}
		})
	}
}
