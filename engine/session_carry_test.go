package engine

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
	"time"
)

// Tests of CarryOfferHistory: a visitor's offer history follows it into its
// next conversation, so PROACTIVE_MAX_PER_HOUR holds per visitor.

// offerGate is CanOfferNow for a bot-owned conversation holding s.
func offerGate(s Session, now time.Time, cfg Config) OfferReason {
	st := NewState(cfg)
	st.Session = s
	_, why := CanOfferNow(st, now, cfg)
	return why
}

func TestCarryOfferHistoryKeepsOnlyTheLastHour(t *testing.T) {
	t.Parallel()
	cfg := DefaultConfig()
	cfg.ProactiveMaxPerHour = 2
	now := t0.Add(3 * time.Hour)
	src := NewSession()
	src.OfferTimes = []time.Time{now.Add(-2 * time.Hour), now.Add(-61 * time.Minute), now.Add(-time.Hour), now.Add(-30 * time.Minute)}
	dst := NewSession()
	dst.OfferTimes = []time.Time{now.Add(-30 * time.Minute), now.Add(-10 * time.Minute)}
	srcBefore, dstBefore := clone(t, src), clone(t, dst)

	got := CarryOfferHistory(dst, src, now, cfg)
	// An offer exactly an hour ago no longer counts (offersSince is strict);
	// the one both sessions hold counts once.
	want := []time.Time{now.Add(-30 * time.Minute), now.Add(-10 * time.Minute)}
	if !slices.EqualFunc(got.OfferTimes, want, time.Time.Equal) {
		t.Fatalf("offer times %v, want %v", got.OfferTimes, want)
	}
	if err := ValidateSession(got); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(src, srcBefore) || !reflect.DeepEqual(dst, dstBefore) {
		t.Fatal("CarryOfferHistory changed its arguments")
	}

	// A fresh conversation alone may offer; with the visitor's two offers of
	// the last hour it may not, until the older one is an hour old.
	fresh := NewSession()
	if why := offerGate(fresh, now, cfg); why != OfferOK {
		t.Fatalf("fresh session: %s", why)
	}
	one := NewSession()
	one.OfferTimes = []time.Time{now.Add(-50 * time.Minute)}
	got = CarryOfferHistory(fresh, one, now, cfg)
	if why := offerGate(got, now, cfg); why != OfferOK {
		t.Fatalf("one offer in the hour: %s, want ok", why)
	}
	two := NewSession()
	two.OfferTimes = []time.Time{now.Add(-50 * time.Minute), now.Add(-5 * time.Minute)}
	got = CarryOfferHistory(fresh, two, now, cfg)
	if why := offerGate(got, now, cfg); why != OfferRateLimited {
		t.Fatalf("two offers in the hour: %s, want rate_limited", why)
	}
	if why := offerGate(got, now.Add(10*time.Minute+time.Second), cfg); why != OfferOK {
		t.Fatalf("once the older offer is an hour old: %s, want ok", why)
	}
}

func TestCarryOfferHistoryCapsTheTimes(t *testing.T) {
	t.Parallel()
	cfg := DefaultConfig()
	now := t0
	src, dst := NewSession(), NewSession()
	for i := range MaxOfferTimes {
		src.OfferTimes = append(src.OfferTimes, now.Add(time.Duration(-50+2*i)*time.Minute))
		dst.OfferTimes = append(dst.OfferTimes, now.Add(time.Duration(-49+2*i)*time.Minute))
	}
	got := CarryOfferHistory(dst, src, now, cfg)
	if len(got.OfferTimes) != MaxOfferTimes || !got.OfferTimes[MaxOfferTimes-1].Equal(dst.OfferTimes[MaxOfferTimes-1]) ||
		!got.OfferTimes[0].Equal(src.OfferTimes[MaxOfferTimes/2]) {
		t.Fatalf("offer times %v: want the newest %d", got.OfferTimes, MaxOfferTimes)
	}
	if err := ValidateSession(got); err != nil {
		t.Fatal(err)
	}
}

// The back-off and a conservative cooldown still running carry over; the
// next cooldown of the new conversation is lengthened by the back-off.
func TestCarryOfferHistoryKeepsTheBackOff(t *testing.T) {
	t.Parallel()
	cfg := DefaultConfig()
	// The old conversation: two offers ignored in a row, back in thinking
	// with a cooldown of four plain ones.
	src := NewSession()
	src.BackOff = 2
	src.Thinking = &ThinkingState{CooldownActive: true, CooldownStartedAt: wall(t0),
		CooldownUntil: wall(t0.Add(cooldownFor(2, cfg))), Conservative: true}
	if err := ValidateSession(src); err != nil {
		t.Fatal(err)
	}
	now := t0.Add(time.Minute)
	got := CarryOfferHistory(NewSession(), src, now, cfg)
	if got.BackOff != 2 {
		t.Fatalf("backoff %d, want 2", got.BackOff)
	}
	if why := offerGate(got, now, cfg); why != OfferConservativeCooldown {
		t.Fatalf("CanOfferNow = %s, want conservative_cooldown", why)
	}
	if err := ValidateSession(got); err != nil {
		t.Fatal(err)
	}
	if got.Thinking == src.Thinking {
		t.Fatal("the cooldown is shared with the old session")
	}

	// Once that cooldown is over only the back-off carries: the next offer,
	// ignored, starts a cooldown eight times the plain one.
	later := t0.Add(cooldownFor(2, cfg) + time.Second)
	got = CarryOfferHistory(NewSession(), src, later, cfg)
	if got.Thinking == nil || got.Thinking.CooldownActive || got.BackOff != 2 {
		t.Fatalf("after the cooldown: %+v backoff %d", got.Thinking, got.BackOff)
	}
	if why := offerGate(got, later, cfg); why != OfferOK {
		t.Fatalf("CanOfferNow = %s, want ok", why)
	}
	o := Offer{ID: offerID(OfferProductDwell, later), Trigger: OfferProductDwell, ProductID: "7", At: later}
	if ok, err := got.TransitionToProactive(o.ID, later); !ok || err != nil {
		t.Fatal(ok, err)
	}
	got.Offer = &o
	got.Tick(later.Add(cfg.SessionInteractionTimeout+time.Second), cfg)
	th := got.Thinking
	if got.BackOff != 3 || th == nil || !th.CooldownActive || !th.Conservative ||
		th.CooldownUntil.Sub(*th.CooldownStartedAt) != cooldownFor(3, cfg) {
		t.Fatalf("after an ignored offer: backoff %d, %+v; want a cooldown of %v", got.BackOff, th, cooldownFor(3, cfg))
	}

	// A larger back-off already in the new session is kept; a longer
	// cooldown of its own too.
	dst := NewSession()
	dst.BackOff = 4
	dst.Thinking = &ThinkingState{CooldownActive: true, CooldownStartedAt: wall(t0),
		CooldownUntil: wall(t0.Add(time.Hour)), Conservative: true}
	got = CarryOfferHistory(dst, src, now, cfg)
	if got.BackOff != 4 || !got.Thinking.CooldownUntil.Equal(t0.Add(time.Hour)) {
		t.Fatalf("backoff %d, cooldown until %v: the new session's own were lost", got.BackOff, got.Thinking.CooldownUntil)
	}
}

// Only the rate-limiting history moves: the old conversation's state,
// offer, cue and tour stay behind, and an active new session keeps its
// state (its own exit starts the cooldown).
func TestCarryOfferHistoryTakesNothingElse(t *testing.T) {
	t.Parallel()
	cfg := DefaultConfig()
	src := sessionIn(t, SessionProactive)
	o := Offer{ID: "trig_test", Trigger: OfferProductDwell, ProductID: "7", At: t0}
	src.Offer = &o
	src.OfferTimes = []time.Time{t0}
	src.Cue = &OfferCue{Trigger: OfferProductDwell, ProductID: "8", Since: t0, Due: t0.Add(time.Minute)}
	src.Tour = &Tour{ID: "tour", Step: 1, StartedAt: t0, LastAt: t0}
	now := t0.Add(5 * time.Second)
	dst := sessionIn(t, SessionReactive)
	got := CarryOfferHistory(dst, src, now, cfg)
	if got.State != SessionReactive || got.Offer != nil || got.Cue != nil || got.Tour != nil || got.Reactive == nil {
		t.Fatalf("carried more than the history: %+v", got)
	}
	if len(got.OfferTimes) != 1 || !got.OfferTimes[0].Equal(t0) {
		t.Fatalf("offer times %v", got.OfferTimes)
	}
	// A cooldown the old session is in does not land on an active new one.
	src = sessionIn(t, SessionReactive)
	src.Tick(t0.Add(time.Minute), cfg)
	if src.Thinking == nil || !src.Thinking.CooldownActive {
		t.Fatalf("setup: %+v", src)
	}
	got = CarryOfferHistory(dst, src, t0.Add(30*time.Second), cfg)
	if got.Thinking != nil || ValidateSession(got) != nil {
		t.Fatalf("an active session got a cooldown: %+v", got)
	}
}

// Snapshots persisted before the carry existed load and merge: the legacy
// placeholder (no "_v") and a version-1 snapshot without offer history.
func TestCarryOfferHistoryFromOldSnapshots(t *testing.T) {
	t.Parallel()
	cfg := DefaultConfig()
	now := t0.Add(time.Minute)
	for name, raw := range map[string]string{
		"legacy": `{"last_interaction_at":"2026-08-18T11:59:00Z"}`,
		"v1":     `{"_v":1,"state":"thinking","thinking":{"cooldown_active":false}}`,
		"v1 with offers": `{"_v":1,"state":"thinking","thinking":{"cooldown_active":true,"cooldown_started_at":"2026-08-18T11:59:30Z",` +
			`"cooldown_until":"2026-08-18T12:03:30Z","conservative":true},"backoff":2,"offer_times":["2026-08-18T11:40:00Z"]}`,
	} {
		var src Session
		if err := json.Unmarshal([]byte(raw), &src); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := ValidateSession(src); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		got := CarryOfferHistory(NewSession(), src, now, cfg)
		b, err := json.Marshal(got)
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParseSession(b)
		if err != nil {
			t.Fatalf("%s: the merged snapshot does not load: %v\n%s", name, err, b)
		}
		if name == "v1 with offers" && (back.BackOff != 2 || len(back.OfferTimes) != 1 || offerGate(back, now, cfg) != OfferConservativeCooldown) {
			t.Fatalf("%s: %s", name, b)
		}
	}
}

// Random sessions from random storefront runs: the merge is always a valid
// wall-clock snapshot, never forgets an offer of the last hour that either
// side held, and never counts more offers than the two together.
func TestRandomCarryOfferHistory(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(20261123, 14))
	cfg := DefaultConfig()
	randomSession := func(start time.Time) Session {
		s := NewSession()
		now := start
		for range 30 {
			now = now.Add(time.Duration(r.IntN(15)) * time.Minute)
			switch r.IntN(4) {
			case 0:
				s.Tick(now, cfg)
				if ok, _ := s.TransitionToProactive("x", now); ok {
					o := Offer{ID: "x", Trigger: OfferProductDwell, ProductID: "7", At: now.UTC()}
					s.Offer = &o
					s.OfferTimes = append(s.OfferTimes[max(0, len(s.OfferTimes)-(MaxOfferTimes-1)):], now.UTC())
				}
			case 1:
				s.Tick(now, cfg)
			case 2:
				if s.openOffer() != nil {
					s.settle(OfferOutcome([]OfferOutcome{OutcomeDismissed, OutcomeAccepted}[r.IntN(2)]))
				}
			default:
				s.RecordAnyInteraction(now)
			}
		}
		return s
	}
	for run := range 300 {
		base := t0.Add(time.Duration(r.IntN(120)) * time.Minute)
		src, dst := randomSession(base), randomSession(base.Add(time.Duration(r.IntN(60))*time.Minute))
		now := base.Add(time.Duration(r.IntN(240)) * time.Minute)
		got := CarryOfferHistory(dst, src, now, cfg)
		if err := ValidateSession(got); err != nil {
			t.Fatalf("run %d: %v\n%+v", run, err, got)
		}
		if err := wallClockOnly(got); err != nil {
			t.Fatalf("run %d: %v", run, err)
		}
		since := now.Add(-time.Hour)
		n := got.offersSince(since)
		if all := src.offersSince(since) + dst.offersSince(since); n > all || n < min(MaxOfferTimes, max(src.offersSince(since), dst.offersSince(since))) {
			t.Fatalf("run %d: %d offers in the hour after the merge; src %d, dst %d", run, n, src.offersSince(since), dst.offersSince(since))
		}
		if got.BackOff < src.At(now, cfg).BackOff || got.BackOff < dst.BackOff {
			t.Fatalf("run %d: backoff %d lost (src %d, dst %d)", run, got.BackOff, src.BackOff, dst.BackOff)
		}
	}
}

// clone deep-copies a session through its JSON.
func clone(t *testing.T, s Session) Session {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var c Session
	if err := json.Unmarshal(b, &c); err != nil {
		t.Fatal(err)
	}
	return c
}
