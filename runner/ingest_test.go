package runner_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"sync"
	"sync/atomic"
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

// hookedStore is the database with hooks on the runner's claim query and
// heartbeat: it counts claims, and, armed, holds one heartbeat until
// proceed is closed (after telling heldBeat it has the heartbeat's list).
type hookedStore struct {
	*postgres.DB
	claims   atomic.Int64
	beats    atomic.Int64
	armed    atomic.Bool
	heldBeat chan struct{}
	proceed  chan struct{}
	// lockOnClaim, when set, is a conversation whose row another
	// transaction holds locked during the next lockClaims claims.
	lockOnClaim atomic.Int64
	lockClaims  atomic.Int32
}

func (s *hookedStore) ClaimConversations(ctx context.Context, owners []string, lease time.Duration, maxEvents int) ([]*wakha.Claim, error) {
	defer s.claims.Add(1)
	if id := s.lockOnClaim.Load(); id != 0 && s.lockClaims.Add(-1) >= 0 {
		tx, err := s.Pool().Begin(ctx)
		if err != nil {
			return nil, err
		}
		defer func() { _ = tx.Rollback(context.Background()) }()
		if _, err := tx.Exec(ctx, `SELECT id FROM conversations WHERE id = $1 FOR UPDATE`, id); err != nil {
			return nil, err
		}
	}
	return s.DB.ClaimConversations(ctx, owners, lease, maxEvents)
}

func (s *hookedStore) ExtendClaims(ctx context.Context, ids []int64, owners []string, lease time.Duration) ([]int64, error) {
	defer s.beats.Add(1)
	if s.armed.CompareAndSwap(true, false) {
		s.heldBeat <- struct{}{}
		<-s.proceed
		// As if it had waited for a row lock: past its own deadline.
		ctx = context.Background()
	}
	return s.DB.ExtendClaims(ctx, ids, owners, lease)
}

// ingestSetup starts a runner of one worker and a queue of one, with a
// heartbeat, taking claims at ingest (db.Claims), on a database whose
// clock is clock.
func ingestSetup(t *testing.T, catalog wakha.Catalog, clock *fakeclock.Clock) (*hookedStore, *runner.Runner, *prometheus.Registry, context.CancelFunc, chan struct{}) {
	t.Helper()
	db := pgtest.New(t)
	db.Now = clock.Now
	store := &hookedStore{DB: db, heldBeat: make(chan struct{}), proceed: make(chan struct{})}
	reg := prometheus.NewRegistry()
	r := runner.New(store, catalog, wakha.NewPlatforms(rendererOnly{noopRenderer{}}),
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
	// Both slots free: the producer's first claim, at start, is over (it
	// holds a slot while it claims).
	wait.For(t, "the runner to take claims in both slots", func() (bool, string) {
		var owners []string
		for range 2 {
			if owner, _, _, ok := r.ReserveClaim(); ok {
				owners = append(owners, owner)
			}
		}
		for _, o := range owners {
			r.HandClaim(o, nil)
		}
		return len(owners) == 2, fmt.Sprintf("%d slots free", len(owners))
	})
	return store, r, reg, cancel, done
}

func sayTo(t *testing.T, db wakha.EventStore, k wakha.ConvKey, id, text string) {
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
		n := pending(t, db.DB)
		return n == 0, "events pending"
	})
}

// leaseUntil reads the lease end of conversation k.
func leaseUntil(t *testing.T, db *hookedStore, k wakha.ConvKey) time.Time {
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
	// Given back in the background (HandClaim's caller is storing
	// events); the lease would never end on this clock, so a claim that
	// succeeds at all proves the give-back.
	var again *wakha.Claim
	wait.For(t, "a claim after the give-back", func() (bool, string) {
		c, err := db.ClaimConversation(context.Background(), "other", time.Minute, 0)
		if err != nil {
			return false, err.Error()
		}
		again = c
		return true, ""
	})
	if again.Key != k {
		t.Fatalf("claim after the give-back = %v, want %v", again.Key, k)
	}
}

// holdCatalog holds the searches of the queries in release until their
// channel is closed, telling started first; it records the context error
// each search ended with.
type holdCatalog struct {
	started chan string
	release map[string]chan struct{}
	// stubborn: a held search waits for its release even past its
	// context's end, as a slow catalog call may.
	stubborn bool
	mu       sync.Mutex
	errs     map[string]error
}

func newHoldCatalog(queries ...string) *holdCatalog {
	c := &holdCatalog{started: make(chan string, len(queries)), release: map[string]chan struct{}{}, errs: map[string]error{}}
	for _, q := range queries {
		c.release[q] = make(chan struct{})
	}
	return c
}

func (c *holdCatalog) Search(ctx context.Context, req engine.SearchRequest) (engine.SearchResult, error) {
	err := ctx.Err()
	if ch, ok := c.release[req.Query.Text]; ok && (err == nil || c.stubborn) {
		c.started <- req.Query.Text
		if c.stubborn {
			<-ch
			err = nil
		} else {
			select {
			case <-ch:
			case <-ctx.Done():
				err = ctx.Err()
			}
		}
	}
	c.mu.Lock()
	c.errs[req.Query.Text] = err
	c.mu.Unlock()
	if err != nil {
		return engine.SearchResult{}, err
	}
	return engine.SearchResult{QueryHash: req.Query.Hash}, nil
}

// let ends the hold of query q (once).
func (c *holdCatalog) let(q string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	select {
	case <-c.release[q]:
	default:
		close(c.release[q])
	}
}

func (c *holdCatalog) letAll() {
	for q := range c.release {
		c.let(q)
	}
}

func (c *holdCatalog) err(q string) (error, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	err, ok := c.errs[q]
	return err, ok
}

// At shutdown a claim still waiting in the queue is given back at once,
// for another replica, while the heartbeat keeps the lease of the turn
// still running until it is done.
func TestShutdownGivesBackQueuedClaims(t *testing.T) {
	t.Parallel()
	clock := fakeclock.New(time.Date(2030, 3, 21, 10, 0, 0, 0, time.UTC))
	cat := newHoldCatalog("hold")
	t.Cleanup(cat.letAll) // before the runner stops: its turn must end
	db, _, _, cancel, done := ingestSetup(t, cat, clock)
	busy := wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: "busy"}
	queued := wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: "queued"}
	sayTo(t, db, busy, "1", "hold")
	wait.Recv(t, "the first turn's search", cat.started)
	sayTo(t, db, queued, "2", "salam")
	cancel()
	clock.Add(4 * time.Second) // past the lease
	wait.For(t, "the heartbeat to keep the running turn's lease", func() (bool, string) {
		until := leaseUntil(t, db, busy)
		return until.After(clock.Now()), "busy lease until " + until.String()
	})
	cat.let("hold")
	<-done
	if n := pending(t, db.DB); n != 1 {
		t.Fatalf("%d events pending after shutdown, want 1: the queued claim's, not run", n)
	}
	c, err := db.ClaimConversation(context.Background(), "other", time.Minute, 0)
	if err != nil || c.Key != queued {
		t.Fatalf("another replica's claim = %+v, %v; want the queued conversation at once", c, err)
	}
}

// A claim's turn has its whole time however long it waited in the queue:
// here longer than a turn may take, by the clock.
func TestQueuedTurnTimeCountsFromItsStart(t *testing.T) {
	t.Parallel()
	// The runner's clock stands 200 s behind the wall clock, then jumps
	// while the claim waits: as if it had waited 200 s, more than the
	// turn limit (3 × SearchTimeout + 15 s = 195 s). The first turn's
	// search goes on past its own end, as a slow catalog call may.
	clock := fakeclock.New(time.Now().Add(-200 * time.Second))
	cat := newHoldCatalog("hold")
	cat.stubborn = true
	t.Cleanup(cat.letAll)
	db, _, _, _, _ := ingestSetup(t, cat, clock)
	sayTo(t, db, wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: "busy"}, "1", "hold")
	wait.Recv(t, "the first turn's search", cat.started)
	sayTo(t, db, wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: "queued"}, "2", "red shoes")
	clock.Add(200 * time.Second)
	cat.let("hold")
	wait.For(t, "both turns to commit", func() (bool, string) { return pending(t, db.DB) == 0, "events pending" })
	if err, ok := cat.err("red shoes"); !ok || err != nil {
		t.Fatalf("the queued turn's search ended with %v (searched: %v), want no error", err, ok)
	}
}

// The heartbeat ends only the turn whose lease it found lost: a later
// claim of the same conversation, taken at ingest as the lost one
// committed, keeps running.
func TestHeartbeatEndsOnlyTheLostClaim(t *testing.T) {
	t.Parallel()
	clock := fakeclock.New(time.Date(2030, 3, 21, 10, 0, 0, 0, time.UTC))
	cat := newHoldCatalog("hold", "again")
	t.Cleanup(cat.letAll)
	db, _, _, _, _ := ingestSetup(t, cat, clock)
	k := wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: "c"}
	sayTo(t, db, k, "1", "hold")
	wait.Recv(t, "turn 1's search", cat.started)
	db.armed.Store(true)
	wait.Recv(t, "a heartbeat holding turn 1's owner", db.heldBeat)
	cat.let("hold")
	wait.For(t, "turn 1 to commit", func() (bool, string) { return pending(t, db.DB) == 0, "events pending" })
	sayTo(t, db, k, "2", "again") // leased at ingest under a new owner
	if q := wait.Recv(t, "turn 2's search", cat.started); q != "again" {
		t.Fatalf("search %q, want again", q)
	}
	beats := db.beats.Load()
	close(db.proceed) // the held heartbeat finds turn 1's lease gone
	wait.For(t, "the next heartbeat (the held one's answer handled)", func() (bool, string) {
		return db.beats.Load() > beats+1, "beats"
	})
	cat.let("again")
	wait.For(t, "turn 2 to commit", func() (bool, string) { return pending(t, db.DB) == 0, "events pending" })
	if err, _ := cat.err("again"); err != nil {
		t.Fatalf("turn 2, its lease held, was ended: its search returned %v", err)
	}
}

// An event another replica stores for a conversation just leased here at
// ingest (its announcement arriving before the claim reaches its worker)
// is claimed once the turn is done, not at the next poll.
func TestEventAnnouncedBeforeHandOverIsClaimedAfterTheTurn(t *testing.T) {
	t.Parallel()
	clock := fakeclock.New(time.Date(2030, 3, 21, 10, 0, 0, 0, time.UTC))
	cat := newHoldCatalog("hold")
	t.Cleanup(cat.letAll)
	db, r, _, _, _ := ingestSetup(t, cat, clock)
	db.Claims = &otherReplicaFirst{Runner: r, db: db, t: t}
	k := wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: "c"}
	claims := db.claims.Load()
	sayTo(t, db, k, "1", "hold")
	wait.Recv(t, "turn 1's search", cat.started)
	// The announcement woke the producer; its claim found c leased.
	wait.For(t, "the producer's claim", func() (bool, string) { return db.claims.Load() > claims, "no claim yet" })
	cat.let("hold")
	// The poll is an hour away: only a wake-up after the turn claims it.
	wait.For(t, "both events to be processed", func() (bool, string) { return pending(t, db.DB) == 0, "events pending" })
}

// storeSecondMessage stores a shopper's second message in conversation
// conv as another replica would: not through this process's ingest, so
// neither leased nor announced here.
func storeSecondMessage(db *hookedStore, conv int64) error {
	_, err := db.Pool().Exec(context.Background(), `
		INSERT INTO inbound_events (conversation_id, platform, dedupe_key, kind, payload, received_at)
		VALUES ($1, 'chatwoot', 'msg:2', 'user_message', '{"kind":"user_message","text":"salam","message_id":"2"}', $2)`,
		conv, db.Now())
	return err
}

// otherReplicaFirst hands claims to the runner, but first stores a second
// event of the claimed conversation as another replica would, and
// announces it (its NOTIFY), between the lease's commit and the hand-over.
type otherReplicaFirst struct {
	*runner.Runner
	db   *hookedStore
	t    *testing.T
	once sync.Once
}

func (o *otherReplicaFirst) HandClaim(owner string, c *wakha.Claim) bool {
	if c != nil {
		o.once.Do(func() {
			if err := storeSecondMessage(o.db, c.ConversationID); err != nil {
				o.t.Error(err)
			}
			o.Notify()
		})
	}
	return o.Runner.HandClaim(owner, c)
}

// A conversation whose shopper wrote again during its turn is claimed
// after the turn even when the claim the turn's end asks for skips its
// row, locked for a moment by another statement (a heartbeat that waited
// on the turn's commit keeps the new row version locked until it ends):
// the producer looks again shortly, a little later each time, not at the
// next poll (an hour here).
func TestClaimSkippingALockedConversationLooksAgain(t *testing.T) {
	t.Parallel()
	clock := fakeclock.New(time.Date(2030, 3, 21, 10, 0, 0, 0, time.UTC))
	cat := newHoldCatalog("hold")
	t.Cleanup(cat.letAll)
	db, r, _, _, _ := ingestSetup(t, cat, clock)
	k := wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: "d"}
	sayTo(t, db, k, "1", "hold")
	wait.Recv(t, "turn 1's search", cat.started)
	var conv int64
	if err := db.Pool().QueryRow(context.Background(), `SELECT id FROM conversations WHERE external_id = 'd'`).Scan(&conv); err != nil {
		t.Fatal(err)
	}
	// Another replica stores the shopper's next message and announces it:
	// the producer's claim finds the conversation leased.
	claims := db.claims.Load()
	if err := storeSecondMessage(db, conv); err != nil {
		t.Fatal(err)
	}
	r.Notify()
	wait.For(t, "the producer's claim", func() (bool, string) { return db.claims.Load() > claims, "no claim yet" })
	// The claim after the turn, and the first look again, find the row
	// locked.
	claims = db.claims.Load()
	db.lockClaims.Store(2)
	db.lockOnClaim.Store(conv)
	cat.let("hold")
	wait.For(t, "two claims after the turn", func() (bool, string) { return db.claims.Load() >= claims+2, "not yet" })
	wait.For(t, "both events to be processed", func() (bool, string) { return pending(t, db.DB) == 0, "events pending" })
}
