package runner_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/internal/wait"
	"github.com/wakha/wakha/postgres"
	"github.com/wakha/wakha/postgres/pgtest"
	"github.com/wakha/wakha/runner"
)

// ledger is the platform both replicas send to: it records every row it
// accepted, and how often.
type ledger struct {
	mu       sync.Mutex
	accepted map[int64]int      // outbox row id → times accepted
	order    map[string][]int64 // conversation → seqs in the order accepted
}

// ledgerPlatform renders one reply per engine step and sends it to the ledger.
type ledgerPlatform struct {
	l    *ledger
	hang bool // every send hangs until its context ends
}

func (ledgerPlatform) Name() string { return "chatwoot" }

func (ledgerPlatform) Render(k wakha.ConvKey, effects []engine.Effect, _ engine.State) ([]wakha.OutboxItem, error) {
	b, _ := json.Marshal(map[string]any{"conversation": k.ExternalID, "effects": len(effects)})
	return []wakha.OutboxItem{{Kind: "message", Payload: b}}, nil
}

func (p ledgerPlatform) Send(ctx context.Context, row wakha.OutboxRow) (string, error) {
	if p.hang {
		<-ctx.Done()
		return "", ctx.Err()
	}
	p.l.mu.Lock()
	defer p.l.mu.Unlock()
	p.l.accepted[row.ID]++
	p.l.order[row.Key.ExternalID] = append(p.l.order[row.Key.ExternalID], row.Seq)
	return fmt.Sprint("pm-", row.ID), nil
}

func (ledgerPlatform) Classify(error) wakha.Failure { return wakha.Failure{Kind: wakha.Transient} }

func (ledgerPlatform) DeadLetter(wakha.OutboxRow) string { return "" }

// hangingCatalog answers its first n searches, then hangs until the turn ends.
type hangingCatalog struct{ n atomic.Int32 }

func (c *hangingCatalog) Search(ctx context.Context, req engine.SearchRequest) (engine.SearchResult, error) {
	if c.n.Add(-1) < 0 {
		<-ctx.Done()
		return engine.SearchResult{}, ctx.Err()
	}
	return engine.SearchResult{QueryHash: req.Query.Hash, Products: []engine.Product{
		{ID: "1", Name: "Tajine 30 cm", Price: "249,00 MAD", Permalink: "https://shop.example/p/1"},
	}}, nil
}

// takeoverLease is the replicas' lease in TestCrashTakeover.
const takeoverLease = 2 * time.Second

// replica is one process's runner and dispatcher on its own pool.
type replica struct {
	db       *postgres.DB
	stop     context.CancelFunc // ctx and abort at once: a crash, nothing released
	finished chan struct{}
}

func startReplica(t *testing.T, url, owner string, catalog wakha.Catalog, platform ledgerPlatform) *replica {
	t.Helper()
	// An injected short lease, kept alive by a heartbeat ten times as often:
	// production's 3× is enough for a replica on its own cores, but on a
	// shared CI machine with both cores saturated a beat can be a second
	// late, and a lost lease here would be the machine's fault, not A's.
	const lease, heartbeat = takeoverLease, 200 * time.Millisecond
	db, err := postgres.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(db.Close)
	ctx, cancel := context.WithCancel(context.Background())
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	m := runner.NewMetrics(prometheus.NewRegistry())
	platforms := wakha.NewPlatforms(platform)
	run := runner.New(db, catalog, platforms, runner.Options{Owner: owner, Workers: 3, Lease: lease, Heartbeat: heartbeat,
		PollInterval: 20 * time.Millisecond, MaxAttempts: 5, SearchTimeout: time.Minute, Engine: engine.DefaultConfig(), Abort: ctx}, log, m)
	disp := runner.NewDispatcher(db, platforms, runner.DispatchOptions{Owner: owner, Workers: 3, Lease: lease, Heartbeat: heartbeat,
		PollInterval: 20 * time.Millisecond, MaxAttempts: 100, BaseDelay: 10 * time.Millisecond, MaxDelay: 50 * time.Millisecond,
		SendTimeout: time.Minute, Abort: ctx}, log, m)
	db.OnCommit = func(ch string) {
		if ch == postgres.ChannelEvents {
			run.Notify()
		} else {
			disp.Notify()
		}
	}
	r := &replica{db: db, stop: cancel, finished: make(chan struct{})}
	var wg sync.WaitGroup
	wg.Go(func() { _ = run.Run(ctx) })
	wg.Go(func() { _ = disp.Run(ctx) })
	go func() { wg.Wait(); close(r.finished) }()
	t.Cleanup(func() { cancel(); <-r.finished })
	return r
}

// Two replicas share the database; one dies (its context and its abort end
// together, so it releases nothing) while it holds a conversation in a
// turn and replies in a send. The other takes both over once the short
// leases end, which the dying replica's heartbeat had kept alive until then:
// every stored message is answered, every reply accepted exactly once (the
// dead replica's sends never completed), in order per conversation.
func TestCrashTakeover(t *testing.T) {
	t.Parallel()
	url := pgtest.URL(t)
	l := &ledger{accepted: map[int64]int{}, order: map[string][]int64{}}
	ctx := context.Background()

	writer, err := postgres.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(writer.Close)
	const convs, perConv = 6, 3
	say := func(conv, n int, text string) {
		t.Helper()
		k := wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: fmt.Sprint(conv)}
		b, _ := json.Marshal(engine.Event{Kind: engine.EventUserMessage, MessageID: fmt.Sprint(conv, "-", n), Text: text})
		if _, _, err := writer.InsertEvent(ctx, wakha.NewEvent{Key: k, DedupeKey: fmt.Sprint("msg:", conv, "-", n),
			Kind: string(engine.EventUserMessage), Payload: b}); err != nil {
			t.Fatal(err)
		}
	}
	for c := range convs {
		say(c, 0, "wach 3ndkom tajine?")
	}

	// A answers two searches, then hangs in its turns; every send of its hangs.
	doomed := startReplica(t, url, "A", func() *hangingCatalog { c := &hangingCatalog{}; c.n.Store(2); return c }(), ledgerPlatform{l: l, hang: true})
	var heldTurn int64
	var heldUntil time.Time
	wait.For(t, "A to hold a turn in progress and a send in flight", func() (bool, string) {
		// A's two answered searches committed their turns; every turn A
		// holds after that hangs in its search.
		var committed, turns, sends int
		err := writer.Pool().QueryRow(ctx, `SELECT
			(SELECT count(*) FROM conversations WHERE version > 0),
			(SELECT count(*) FROM conversations WHERE lease_owner LIKE 'A/%' AND version = 0 AND lease_until > now()),
			(SELECT count(*) FROM outbox WHERE lease_owner = 'A' AND lease_until > now())`).Scan(&committed, &turns, &sends)
		if err != nil {
			return false, err.Error()
		}
		if committed < 2 || turns == 0 || sends == 0 {
			return false, fmt.Sprintf("%d turns committed, %d hanging, %d sends", committed, turns, sends)
		}
		err = writer.Pool().QueryRow(ctx, `SELECT id, lease_until FROM conversations
			WHERE lease_owner LIKE 'A/%' AND version = 0 ORDER BY id LIMIT 1`).Scan(&heldTurn, &heldUntil)
		return err == nil, fmt.Sprint(err)
	})

	// B starts beside A; A's heartbeat keeps A's claims while A lives.
	startReplica(t, url, "B", &slowCatalog{}, ledgerPlatform{l: l})
	wait.For(t, "A's heartbeat to keep its turn past three leases", func() (bool, string) {
		var owner string
		var until time.Time
		if err := writer.Pool().QueryRow(ctx, `SELECT coalesce(lease_owner, ''), coalesce(lease_until, 'epoch') FROM conversations WHERE id = $1`,
			heldTurn).Scan(&owner, &until); err != nil {
			return false, err.Error()
		}
		if owner == "" || owner[0] != 'A' {
			t.Fatalf("conversation %d passed to %q while A was alive and beating", heldTurn, owner)
		}
		return until.Sub(heldUntil) >= 3*takeoverLease, fmt.Sprintf("lease moved by %s", until.Sub(heldUntil))
	})
	for c := range convs {
		say(c, 1, "zid")
		say(c, 2, "merci")
	}

	// A dies; B finishes everything.
	doomed.stop()
	<-doomed.finished
	wait.ForWithin(t, time.Minute, "B to answer every message and send every reply", func() (bool, string) {
		var events, rows int
		err := writer.Pool().QueryRow(ctx, `SELECT
			(SELECT count(*) FROM inbound_events WHERE processed_at IS NULL),
			(SELECT count(*) FROM outbox WHERE status <> 'sent')`).Scan(&events, &rows)
		if err != nil {
			return false, err.Error()
		}
		return events == 0 && rows == 0, fmt.Sprintf("%d events unprocessed, %d replies unsent", events, rows)
	})

	var total, answered int
	if err := writer.Pool().QueryRow(ctx, `SELECT count(*), count(*) FILTER (WHERE answers_event_id IS NOT NULL) FROM outbox`).
		Scan(&total, &answered); err != nil {
		t.Fatal(err)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.accepted) != total {
		t.Errorf("the platform accepted %d distinct replies, the outbox has %d", len(l.accepted), total)
	}
	for id, n := range l.accepted {
		if n != 1 {
			t.Errorf("reply %d accepted %d times", id, n)
		}
	}
	for conv, seqs := range l.order {
		if !slices.IsSorted(seqs) {
			t.Errorf("conversation %s: replies accepted in seq order %v", conv, seqs)
		}
	}
	if answered == 0 {
		t.Error("no reply records the message it answers")
	}
	var unanswered int
	if err := writer.Pool().QueryRow(ctx, `
		SELECT count(*) FROM inbound_events e
		WHERE NOT EXISTS (SELECT 1 FROM outbox o WHERE o.conversation_id = e.conversation_id AND o.answers_event_id >= e.id)`).
		Scan(&unanswered); err != nil {
		t.Fatal(err)
	}
	if unanswered != 0 {
		t.Errorf("%d stored messages have no reply answering them", unanswered)
	}
	if n := convs * perConv; len(l.accepted) < n {
		t.Errorf("%d replies for %d messages", len(l.accepted), n)
	}
}
