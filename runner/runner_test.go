package runner_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"sync/atomic"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/postgres"
	"github.com/wakha/wakha/postgres/pgtest"
	"github.com/wakha/wakha/runner"
)

// slowCatalog answers every search after a delay, like a struggling store.
type slowCatalog struct {
	delay time.Duration
	calls atomic.Int32
}

func (c *slowCatalog) Search(ctx context.Context, req engine.SearchRequest) (engine.SearchResult, error) {
	c.calls.Add(1)
	select {
	case <-time.After(c.delay):
	case <-ctx.Done():
		return engine.SearchResult{}, ctx.Err()
	}
	return engine.SearchResult{QueryHash: req.Query.Hash, Products: []engine.Product{
		{ID: "1", Name: "Tajine 30 cm", Price: "249,00 MAD", Permalink: "https://shop.example/p/1"},
	}}, nil
}

// noopRenderer stores nothing: these tests look at state, not replies.
type noopRenderer struct{}

func (noopRenderer) Render(postgres.ConvKey, []engine.Effect, engine.State) ([]postgres.OutboxItem, error) {
	return nil, nil
}

var key = postgres.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: "42"}

func setup(t *testing.T, catalog runner.Catalog, lease, searchTimeout time.Duration, now func() time.Time) (*postgres.DB, *runner.Runner) {
	t.Helper()
	db := pgtest.New(t)
	r := runner.New(db, catalog, map[string]runner.Renderer{"chatwoot": noopRenderer{}},
		runner.Options{Owner: "test", Workers: 1, Lease: lease, PollInterval: 50 * time.Millisecond, MaxAttempts: 3,
			SearchTimeout: searchTimeout, Engine: engine.DefaultConfig(), Now: now},
		slog.New(slog.NewTextHandler(io.Discard, nil)), runner.NewMetrics(prometheus.NewRegistry()))
	return db, r
}

func say(t *testing.T, db *postgres.DB, id, text string) {
	t.Helper()
	b, _ := json.Marshal(engine.Event{Kind: engine.EventUserMessage, MessageID: id, Text: text})
	if _, _, err := db.InsertEvent(context.Background(), postgres.NewEvent{Key: key, DedupeKey: "msg:" + id, Kind: string(engine.EventUserMessage), Payload: b}); err != nil {
		t.Fatal(err)
	}
}

func pending(t *testing.T, db *postgres.DB) int {
	t.Helper()
	st, err := db.Stats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return st.EventsPending
}

// A backlog of searches on a slow catalog is committed in parts that fit the
// lease, instead of timing out as a whole and being retried forever.
func TestSlowCatalogBacklogCommitsInParts(t *testing.T) {
	t.Parallel()
	// Lease = 3 searches + 10 s commit + a 300 ms budget for taking events.
	const searchTimeout = 200 * time.Millisecond
	lease := 3*searchTimeout + 10*time.Second + 300*time.Millisecond
	db, r := setup(t, &slowCatalog{delay: 150 * time.Millisecond}, lease, searchTimeout, time.Now)
	for i, q := range []string{"tajine", "babouches", "argan", "robe", "caftan", "coque"} {
		say(t, db, string(rune('a'+i)), q)
	}
	did, err := r.ProcessOne(context.Background(), "w1")
	if err != nil || !did {
		t.Fatalf("first turn: did=%v err=%v", did, err)
	}
	left := pending(t, db)
	if left == 0 || left == 6 {
		t.Fatalf("after one turn %d of 6 events are pending, want some done and some left", left)
	}
	for range 6 {
		if pending(t, db) == 0 {
			break
		}
		if _, err := r.ProcessOne(context.Background(), "w1"); err != nil {
			t.Fatal(err)
		}
	}
	if n := pending(t, db); n != 0 {
		t.Fatalf("%d events still pending after the backlog was worked off", n)
	}
}

// The engine's clock for a stored event is when it arrived: a worker that
// gets to it late (a crashed replica's lease, a backlog) must not expire a
// confirmation the shopper answered in time.
func TestEventsAreDecidedAtTheirArrivalTime(t *testing.T) {
	t.Parallel()
	late := time.Now().Add(24 * time.Hour)
	db, r := setup(t, &slowCatalog{}, time.Minute, time.Second, func() time.Time { return late })
	say(t, db, "m1", "tajine")
	say(t, db, "m2", "1")
	if _, err := r.ProcessOne(context.Background(), "w1"); err != nil {
		t.Fatal(err)
	}
	view, err := db.Conversation(context.Background(), key, 10)
	if err != nil {
		t.Fatal(err)
	}
	var st engine.State
	if err := json.Unmarshal(view.State, &st); err != nil {
		t.Fatal(err)
	}
	if st.Dialogue.State != engine.AwaitingConfirmation || st.Dialogue.PendingConfirmation.CreatedAt == nil {
		t.Fatalf("state %s, want awaiting_confirmation", st.Dialogue.State)
	}
	asked, err := time.Parse(time.RFC3339, *st.Dialogue.PendingConfirmation.CreatedAt)
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(asked); d < -time.Minute || d > time.Minute {
		t.Errorf("confirmation created at %s, want the event's arrival (now), not the worker's clock %s", asked, late)
	}
	for _, tr := range view.Transitions {
		if tr.At.After(time.Now().Add(time.Hour)) {
			t.Errorf("transition %s→%s logged at the worker's clock %s", tr.From, tr.To, tr.At)
		}
	}
}
