package runner_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/internal/fakeclock"
	"github.com/wakha/wakha/postgres"
	"github.com/wakha/wakha/postgres/pgtest"
	"github.com/wakha/wakha/runner"
)

// oneReply renders one text row per turn, whatever its effects.
type oneReply struct{ rendererOnly }

func (oneReply) Render(wakha.ConvKey, []engine.Effect, engine.State) ([]wakha.OutboxItem, error) {
	return []wakha.OutboxItem{{Kind: "text", Payload: json.RawMessage(`{"content":"ok"}`)}}, nil
}

// turnSpy is the store, keeping the last turn committed.
type turnSpy struct {
	*postgres.DB
	last wakha.Turn
}

func (s *turnSpy) CommitTurn(ctx context.Context, t wakha.Turn) error {
	s.last = t
	return s.DB.CommitTurn(ctx, t)
}

// The turn's first reply records the last event it answers and when the
// oldest was stored, taken from the claim (Turn.AnsweredAt), not the
// runner's clock nor the commit's: the start of the shopper's wait.
func TestFirstReplyRecordsTheWaitsStart(t *testing.T) {
	t.Parallel()
	start := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	dbClock := fakeclock.New(start)
	db := pgtest.New(t)
	db.Now = dbClock.Now
	runnerNow := func() time.Time { return start.Add(time.Hour) }
	spy := &turnSpy{DB: db}
	r := runner.New(spy, &slowCatalog{}, wakha.NewPlatforms(oneReply{}),
		runner.Options{Owner: "test", Workers: 1, Lease: time.Minute, PollInterval: 50 * time.Millisecond, MaxAttempts: 3,
			SearchTimeout: time.Second, Engine: engine.DefaultConfig(), Now: runnerNow},
		slog.New(slog.NewTextHandler(io.Discard, nil)), runner.NewMetrics(prometheus.NewRegistry()))
	say(t, db, "m1", "tajine")
	dbClock.Add(3 * time.Second)
	say(t, db, "m2", "couscous")
	dbClock.Add(5 * time.Second) // the commit's time: not the wait's start
	if _, err := r.ProcessOne(context.Background(), "w1"); err != nil {
		t.Fatal(err)
	}
	if !spy.last.AnsweredAt.Equal(start) {
		t.Errorf("Turn.AnsweredAt = %v, want the claim's oldest event's %v (the store would look it up)", spy.last.AnsweredAt, start)
	}
	var lastEvent, answered *int64
	var at *time.Time
	err := db.Pool().QueryRow(context.Background(), `
		SELECT (SELECT max(id) FROM inbound_events), answers_event_id, answers_received_at
		FROM outbox ORDER BY seq LIMIT 1`).Scan(&lastEvent, &answered, &at)
	if err != nil {
		t.Fatal(err)
	}
	if answered == nil || lastEvent == nil || *answered != *lastEvent {
		t.Errorf("first reply answers event %v, want the turn's last, %v", answered, lastEvent)
	}
	if at == nil || !at.Equal(start) {
		t.Errorf("first reply's wait started at %v, want the oldest event's arrival %v", at, start)
	}
}
