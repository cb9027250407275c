package runner_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/i18n"
	"github.com/wakha/wakha/internal/fakeclock"
	"github.com/wakha/wakha/postgres"
	"github.com/wakha/wakha/postgres/pgtest"
	"github.com/wakha/wakha/runner"
)

// keyRenderer stores one outbox row per message, its payload the reply
// key: enough to count what would be sent.
type keyRenderer struct{}

func (keyRenderer) Render(_ wakha.ConvKey, effects []engine.Effect, _ engine.State) ([]wakha.OutboxItem, error) {
	var out []wakha.OutboxItem
	for _, e := range effects {
		if e.Message != nil && (e.Kind == engine.EffectReply || e.Kind == engine.EffectQuickReplies) {
			b, _ := json.Marshal(map[string]string{"key": string(e.Message.Key)})
			out = append(out, wakha.OutboxItem{Kind: "message", Payload: b})
		}
		if e.Kind == engine.EffectCards {
			out = append(out, wakha.OutboxItem{Kind: "cards", Payload: []byte(`{}`)})
		}
	}
	return out, nil
}

// followUpRig is one database shared by two runner replicas on one fake clock.
type followUpRig struct {
	db    *postgres.DB
	clock *fakeclock.Clock
	a, b  *runner.Runner
	reg   *prometheus.Registry // both replicas' metrics and the stats collector
}

func newFollowUpRig(t *testing.T) *followUpRig {
	t.Helper()
	clock := fakeclock.New(time.Date(2030, 3, 21, 10, 0, 0, 0, time.UTC))
	db := pgtest.New(t)
	db.Now = clock.Now
	reg := prometheus.NewRegistry()
	m := runner.NewMetrics(reg) // one registry, as if both replicas were scraped together
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	runner.NewStatsCollector(reg, db, 0, log, "chatwoot")
	mk := func(owner string) *runner.Runner {
		return runner.New(db, &slowCatalog{}, wakha.NewPlatforms(rendererOnly{keyRenderer{}}),
			runner.Options{Owner: owner, Workers: 1, Lease: time.Minute, PollInterval: 50 * time.Millisecond, MaxAttempts: 3,
				SearchTimeout: time.Second, Engine: engine.DefaultConfig(), Now: clock.Now}, log, m)
	}
	return &followUpRig{db: db, clock: clock, a: mk("replica-a"), b: mk("replica-b"), reg: reg}
}

// drain lets both replicas race for whatever is due, concurrently, until
// neither finds work.
func (r *followUpRig) drain(t *testing.T) {
	t.Helper()
	for range 20 {
		var wg sync.WaitGroup
		var did [2]bool
		var errs [2]error
		for i, rn := range []*runner.Runner{r.a, r.b} {
			wg.Go(func() { did[i], errs[i] = rn.ProcessOne(context.Background(), []string{"a", "b"}[i]) })
		}
		wg.Wait()
		if err := errors.Join(errs[:]...); err != nil {
			t.Fatal(err)
		}
		if !did[0] && !did[1] {
			return
		}
	}
	t.Fatal("the replicas never ran out of work")
}

// metric returns the value of the series name{label=value}.
func (r *followUpRig) metric(t *testing.T, name, label, value string) float64 {
	t.Helper()
	mfs, err := r.reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() != name {
			continue
		}
		for _, m := range mf.GetMetric() {
			for _, l := range m.GetLabel() {
				if l.GetName() == label && l.GetValue() == value {
					if m.GetCounter() != nil {
						return m.GetCounter().GetValue()
					}
					return m.GetGauge().GetValue()
				}
			}
		}
	}
	return 0
}

// sent counts the outbox rows of key k.
func (r *followUpRig) sent(t *testing.T, k i18n.Key) (int, postgres.ConversationView) {
	t.Helper()
	v, err := r.db.Conversation(context.Background(), key, 200)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, o := range v.Outbox {
		var p map[string]string
		_ = json.Unmarshal(o.Payload, &p)
		if p["key"] == string(k) {
			n++
		}
	}
	return n, v
}

// Follow-ups are durable timers: the wake-up is the conversation's wake_at,
// the follow-up an outbox row committed with the state that counts it. Two
// replicas racing for every wake-up, and a replica that claimed the
// wake-up and died before committing, still make exactly one follow-up per
// due time, none early, none dropped.
func TestFollowUpsExactlyOnceAcrossRestartAndReplicas(t *testing.T) {
	t.Parallel()
	r := newFollowUpRig(t)
	ctx := context.Background()
	start := r.clock.Now()
	say(t, r.db, "m1", "tajine")
	r.drain(t)
	n, v := r.sent(t, i18n.KeyFollowUpCards)
	if n != 0 || v.LifecycleState != string(engine.LifecycleHeartbeatScheduled) || v.NextFollowUpAt == nil ||
		!v.NextFollowUpAt.Equal(start.Add(10*time.Minute)) || v.WakeAt == nil || !v.WakeAt.Equal(*v.NextFollowUpAt) {
		t.Fatalf("after the cards: %d follow-ups, lifecycle %s, next %v, wake %v", n, v.LifecycleState, v.NextFollowUpAt, v.WakeAt)
	}

	// Not due yet: nothing.
	r.clock.Add(10*time.Minute - time.Second)
	r.drain(t)
	if n, _ := r.sent(t, i18n.KeyFollowUpCards); n != 0 {
		t.Fatalf("%d follow-ups before their time", n)
	}

	// Due: a replica claims the wake-up and dies before committing.
	r.clock.Add(time.Second)
	dead, err := r.db.ClaimConversation(ctx, "crashed", time.Minute, 10)
	if err != nil || !dead.WakeDue {
		t.Fatalf("crashed claim: %+v %v", dead, err)
	}
	r.drain(t) // the lease holds: nobody sends it meanwhile
	if n, _ := r.sent(t, i18n.KeyFollowUpCards); n != 0 {
		t.Fatalf("%d follow-ups while another replica held the wake-up", n)
	}
	// Its lease runs out: the two live replicas race for it; one sends it.
	r.clock.Add(time.Minute + time.Second)
	r.drain(t)
	n, v = r.sent(t, i18n.KeyFollowUpCards)
	if n != 1 {
		t.Fatalf("%d follow-ups after the restart, want exactly 1", n)
	}
	// The dead replica comes back and commits what it had: refused.
	if err := r.db.CommitTurn(ctx, wakha.Turn{ConversationID: dead.ConversationID, Owner: "crashed", Version: dead.Version, State: json.RawMessage(`{}`)}); !errors.Is(err, wakha.ErrConflict) {
		t.Fatalf("stale commit: %v, want ErrConflict", err)
	}
	second := start.Add(10*time.Minute + time.Minute + time.Second + 2*time.Hour)
	if v.NextFollowUpAt == nil || !v.NextFollowUpAt.Equal(second) {
		t.Fatalf("next follow-up %v, want %v (2h after the first, sent late)", v.NextFollowUpAt, second)
	}

	// The second, then the abandonment: each exactly once.
	r.clock.Add(2 * time.Hour)
	r.drain(t)
	r.drain(t)
	if n, _ := r.sent(t, i18n.KeyFollowUpCards); n != 2 {
		t.Fatalf("%d follow-ups, want 2", n)
	}
	r.clock.Add(2 * time.Hour)
	r.drain(t)
	n, v = r.sent(t, i18n.KeyFollowUpCards)
	if n != 2 || v.LifecycleState != string(engine.LifecycleAbandoned) || v.WakeAt != nil || v.NextFollowUpAt != nil {
		t.Fatalf("after the last interval: %d follow-ups, lifecycle %s, wake %v", n, v.LifecycleState, v.WakeAt)
	}
	lifecycleMoves := 0
	for _, tr := range v.Transitions {
		if tr.Machine == wakha.MachineLifecycle {
			lifecycleMoves++
			if !engine.LifecycleAllowed(engine.LifecycleState(tr.From), engine.LifecycleState(tr.To), engine.LifecycleTrigger(tr.Trigger)) &&
				tr.Trigger != string(engine.LTNewInstance) {
				t.Errorf("logged move %+v is not in the table", tr)
			}
		}
	}
	if lifecycleMoves == 0 {
		t.Fatal("no lifecycle move in the transition log")
	}
	// The counts agree: two sent, one abandoned; the gauge has the instance ABANDONED.
	if sent, abandoned := r.metric(t, "wakha_followups_total", "outcome", "sent"), r.metric(t, "wakha_followups_total", "outcome", "abandoned"); sent != 2 || abandoned != 1 {
		t.Fatalf("wakha_followups_total sent %v abandoned %v", sent, abandoned)
	}
	if g := r.metric(t, "wakha_conversation_instances", "lifecycle", "ABANDONED"); g != 1 {
		t.Fatalf("wakha_conversation_instances{lifecycle=ABANDONED} = %v", g)
	}
	// Restarting the whole service changes nothing: no wake-up is left.
	r.clock.Add(24 * time.Hour)
	r.drain(t)
	if n, _ := r.sent(t, i18n.KeyFollowUpCards); n != 2 {
		t.Fatalf("%d follow-ups after a day", n)
	}
}
