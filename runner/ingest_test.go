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
	"github.com/wakha/wakha/internal/fakeclock"
	"github.com/wakha/wakha/internal/wait"
	"github.com/wakha/wakha/postgres"
	"github.com/wakha/wakha/postgres/pgtest"
	"github.com/wakha/wakha/runner"
)

// gateCatalog holds every search of the query "hold" until release is
// closed; the others answer at once.
type gateCatalog struct {
	started chan struct{}
	release chan struct{}
}

func (c *gateCatalog) Search(ctx context.Context, req engine.SearchRequest) (engine.SearchResult, error) {
	if req.Query.Text == "hold" {
		c.started <- struct{}{}
		select {
		case <-c.release:
		case <-ctx.Done():
			return engine.SearchResult{}, ctx.Err()
		}
	}
	return engine.SearchResult{QueryHash: req.Query.Hash}, nil
}

// ingestSetup starts a runner of one worker and a queue of one, with a
// heartbeat, taking
// claims at ingest (db.Claims), on a database whose clock is clock.
func ingestSetup(t *testing.T, catalog wakha.Catalog, clock *fakeclock.Clock) (*postgres.DB, *runner.Runner, *prometheus.Registry, context.CancelFunc, chan struct{}) {
	t.Helper()
	db := pgtest.New(t)
	db.Now = clock.Now
	reg := prometheus.NewRegistry()
	r := runner.New(db, catalog, wakha.NewPlatforms(rendererOnly{noopRenderer{}}),
		runner.Options{Owner: "test", Workers: 1, Queue: 1, Lease: 3 * time.Second, Heartbeat: 10 * time.Millisecond,
			PollInterval: time.Hour, MaxAttempts: 3, SearchTimeout: time.Minute, Engine: engine.DefaultConfig(), Now: clock.Now},
		slog.New(slog.NewTextHandler(io.Discard, nil)), runner.NewMetrics(reg))
	db.Claims = r
	db.OnCommit = func(ch string) {
		if ch == postgres.ChannelEvents {
			r.Notify()
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { _ = r.Run(ctx); close(done) }()
	t.Cleanup(func() { cancel(); <-done })
	wait.For(t, "the runner to take claims", func() (bool, string) {
		owner, _, _, ok := r.ReserveClaim()
		if ok {
			r.HandClaim(owner, nil)
		}
		return ok, "no reservation"
	})
	return db, r, reg, cancel, done
}

func sayTo(t *testing.T, db *postgres.DB, k wakha.ConvKey, id, text string) {
	t.Helper()
	b, _ := json.Marshal(engine.Event{Kind: engine.EventUserMessage, MessageID: id, Text: text})
	if _, _, err := db.InsertEvent(context.Background(), wakha.NewEvent{Key: k, DedupeKey: "msg:" + id, Kind: string(engine.EventUserMessage), Payload: b}); err != nil {
		t.Fatal(err)
	}
}

// A shopper's event stored while the worker is idle reaches it without a
// claim query: the poll is an hour away and nothing is announced, yet the
// turn runs. An event stored while the worker is busy waits for it in the
// queue, leased, and the heartbeat keeps that lease while it waits, past
// the lease's length.
func TestClaimsTakenAtIngest(t *testing.T) {
	t.Parallel()
	clock := fakeclock.New(time.Date(2030, 3, 21, 10, 0, 0, 0, time.UTC))
	catalog := &gateCatalog{started: make(chan struct{}, 1), release: make(chan struct{})}
	db, _, reg, _, _ := ingestSetup(t, catalog, clock)
	var once sync.Once
	release := func() { once.Do(func() { close(catalog.release) }) }
	t.Cleanup(release) // before the runner stops: its turn must end
	busy := wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: "busy"}
	queued := wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: "queued"}

	sayTo(t, db, busy, "1", "hold")
	wait.Recv(t, "the first turn's search", catalog.started)
	sayTo(t, db, queued, "2", "salam")
	if n, _ := sample(t, reg, "wakha_claims_at_ingest_total", "outcome", "taken"); n != 2 {
		t.Fatalf("claims taken at ingest = %v, want 2 (one running, one queued)", n)
	}
	// Twice the lease passes on the database's clock; the heartbeat keeps
	// both leases, so no other replica can claim either.
	for range 2 {
		clock.Add(3 * time.Second)
		wait.For(t, "the heartbeat to extend the leases", func() (bool, string) {
			until := leaseUntil(t, db, queued)
			return until.After(clock.Now()), "queued lease until " + until.String() + ", now " + clock.Now().String()
		})
	}
	if _, err := db.ClaimConversation(context.Background(), "thief", time.Minute, 0); !errors.Is(err, wakha.ErrNoWork) {
		t.Fatalf("another replica's claim = %v, want ErrNoWork: the queued claim's lease was let run out", err)
	}
	release()
	wait.For(t, "both turns to commit", func() (bool, string) {
		n := pending(t, db)
		return n == 0, "events pending"
	})
}

// leaseUntil reads the lease end of conversation k.
func leaseUntil(t *testing.T, db *postgres.DB, k wakha.ConvKey) time.Time {
	t.Helper()
	var until *time.Time
	err := db.Pool().QueryRow(context.Background(),
		`SELECT lease_until FROM conversations WHERE platform = $1 AND account_id = $2 AND external_id = $3`,
		k.Platform, k.AccountID, k.ExternalID).Scan(&until)
	if err != nil {
		t.Fatal(err)
	}
	if until == nil {
		return time.Time{}
	}
	return *until
}

// Run not running (before it starts, after it stops) reserves nothing, and
// a claim handed over after it stopped is given back at once: another
// replica claims the conversation without waiting for the lease.
func TestClaimHandedAfterStopIsGivenBack(t *testing.T) {
	t.Parallel()
	clock := fakeclock.New(time.Date(2030, 3, 21, 10, 0, 0, 0, time.UTC))
	db, r, reg, cancel, done := ingestSetup(t, &gateCatalog{}, clock)
	owner, lease, maxEvents, ok := r.ReserveClaim()
	if !ok || lease != 3*time.Second || maxEvents < 1 {
		t.Fatalf("ReserveClaim = %q, %v, %d, %v", owner, lease, maxEvents, ok)
	}
	cancel()
	<-done
	if _, _, _, ok := r.ReserveClaim(); ok {
		t.Fatal("ReserveClaim after Run stopped = ok")
	}
	// The store leased a conversation under it, as an insert would.
	k := wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: "late"}
	db.Claims = nil
	sayTo(t, db, k, "1", "salam")
	c, err := db.ClaimConversation(context.Background(), owner, lease, maxEvents)
	if err != nil {
		t.Fatal(err)
	}
	r.HandClaim(owner, c)
	if n, _ := sample(t, reg, "wakha_claims_at_ingest_total", "outcome", "given_back"); n != 1 {
		t.Fatalf("given back = %v, want 1", n)
	}
	again, err := db.ClaimConversation(context.Background(), "other", time.Minute, 0)
	if err != nil || again.Key != k {
		t.Fatalf("claim after the give-back = %+v, %v; want %v at once", again, err, k)
	}
}
