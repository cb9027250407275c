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
	"github.com/wakha/wakha/internal/fakeclock"
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
	reg      *prometheus.Registry
	stop     context.CancelFunc // ctx and abort at once: a crash, nothing released
	finished chan struct{}
}

// startReplica starts a replica whose database, runner and dispatcher read
// the test's clock: a lease ends when the test steps the clock past it,
// never because a loaded machine delayed a heartbeat.
func startReplica(t *testing.T, url, owner string, catalog wakha.Catalog, platform wakha.Platform, now func() time.Time, lease time.Duration) *replica {
	t.Helper()
	const heartbeat = 200 * time.Millisecond
	db, err := postgres.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	db.Now = now
	t.Cleanup(db.Close)
	ctx, cancel := context.WithCancel(context.Background())
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	reg := prometheus.NewRegistry()
	m := runner.NewMetrics(reg)
	platforms := wakha.NewPlatforms(platform)
	disp := runner.NewDispatcher(db, platforms, runner.DispatchOptions{Owner: owner, Workers: 3, Lease: lease, Heartbeat: heartbeat,
		PollInterval: 20 * time.Millisecond, MaxAttempts: 100, BaseDelay: 10 * time.Millisecond, MaxDelay: 50 * time.Millisecond,
		SendTimeout: time.Minute, Abort: ctx, Now: now}, log, m)
	// The runner hands its replies to its own dispatcher, as serve wires it.
	run := runner.New(db, catalog, platforms, runner.Options{Owner: owner, Workers: 3, Lease: lease, Heartbeat: heartbeat,
		PollInterval: 20 * time.Millisecond, MaxAttempts: 5, SearchTimeout: time.Minute, Engine: engine.DefaultConfig(), Abort: ctx, Now: now,
		Dispatcher: disp}, log, m)
	db.OnCommit = func(ch string) {
		if ch == postgres.ChannelEvents {
			run.Notify()
		} else {
			disp.Notify()
		}
	}
	r := &replica{db: db, reg: reg, stop: cancel, finished: make(chan struct{})}
	var wg sync.WaitGroup
	wg.Go(func() { _ = run.Run(ctx) })
	wg.Go(func() { _ = disp.Run(ctx) })
	go func() { wg.Wait(); close(r.finished) }()
	t.Cleanup(func() { cancel(); <-r.finished })
	return r
}

// Two replicas share the database; one dies (its context and its abort end
// together, so it releases nothing) while it holds a conversation in a
// turn and replies in a send. The other takes both over once the
// leases end, which the dying replica's heartbeat had kept alive until then:
// every stored message is answered, every reply accepted exactly once (the
// dead replica's sends never completed), in order per conversation.
//
// The replicas' leases are read on a clock the test steps: while A lives,
// the clock moves half a lease at a time, each step once A's heartbeat has
// renewed its leases from the clock's time, so no heartbeat can be late;
// once A is dead, one step past the lease hands its work to B. (On the
// real clock, a 2 s lease could end on a machine too loaded to run A's
// heartbeat in time.)
func TestCrashTakeover(t *testing.T) {
	t.Parallel()
	url := pgtest.URL(t)
	l := &ledger{accepted: map[int64]int{}, order: map[string][]int64{}}
	ctx := context.Background()
	// Postgres keeps microseconds: stored leases then equal the clock's sums.
	clock := fakeclock.New(time.Now().UTC().Truncate(time.Microsecond))

	writer, err := postgres.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	writer.Now = clock.Now
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
	doomed := startReplica(t, url, "A", func() *hangingCatalog { c := &hangingCatalog{}; c.n.Store(2); return c }(), ledgerPlatform{l: l, hang: true}, clock.Now, takeoverLease)
	var heldTurn int64
	wait.For(t, "A to hold a turn in progress and a send in flight", func() (bool, string) {
		// A's two answered searches committed their turns; every turn A
		// holds after that hangs in its search.
		var committed, turns, sends int
		err := writer.Pool().QueryRow(ctx, `SELECT
			(SELECT count(*) FROM conversations WHERE version > 0),
			(SELECT count(*) FROM conversations WHERE lease_owner LIKE 'A/%' AND version = 0 AND lease_until > $1),
			(SELECT count(*) FROM outbox WHERE lease_owner = 'A' AND lease_until > $1)`, clock.Now()).Scan(&committed, &turns, &sends)
		if err != nil {
			return false, err.Error()
		}
		if committed < 2 || turns == 0 || sends == 0 {
			return false, fmt.Sprintf("%d turns committed, %d hanging, %d sends", committed, turns, sends)
		}
		err = writer.Pool().QueryRow(ctx, `SELECT id FROM conversations
			WHERE lease_owner LIKE 'A/%' AND version = 0 ORDER BY id LIMIT 1`).Scan(&heldTurn)
		return err == nil, fmt.Sprint(err)
	})

	// B starts beside A; A's heartbeat keeps A's claims while A lives,
	// for three leases of the clock.
	startReplica(t, url, "B", &slowCatalog{}, ledgerPlatform{l: l}, clock.Now, takeoverLease)
	for range 6 {
		now := clock.Add(takeoverLease / 2)
		// Every live lease, A's and B's, renewed from the clock's time
		// before the next step: a step past a lease B's heartbeat had no
		// time to renew would hand B's own work to B's claims again.
		wait.For(t, fmt.Sprintf("the heartbeats to renew the leases at %v", now), func() (bool, string) {
			var owner string
			var turns, sends time.Time
			if err := writer.Pool().QueryRow(ctx, `SELECT
				(SELECT coalesce(lease_owner, '') FROM conversations WHERE id = $1),
				(SELECT coalesce(min(lease_until), 'infinity') FROM conversations WHERE lease_owner IS NOT NULL),
				(SELECT coalesce(min(lease_until), 'infinity') FROM outbox WHERE lease_owner IS NOT NULL AND status = 'pending')`,
				heldTurn).Scan(&owner, &turns, &sends); err != nil {
				return false, err.Error()
			}
			if owner == "" || owner[0] != 'A' {
				t.Fatalf("conversation %d passed to %q while A was alive and beating", heldTurn, owner)
			}
			renewed := now.Add(takeoverLease)
			return !turns.Before(renewed) && !sends.Before(renewed),
				fmt.Sprintf("turns leased until %v, sends until %v", turns, sends)
		})
	}
	for c := range convs {
		say(c, 1, "zid")
		say(c, 2, "merci")
	}

	// B finishes what A does not hold, so the step past A's leases below
	// ends none of B's: B's own work in flight would otherwise be claimed
	// again by B (a send in flight across a lease's end is the documented
	// at-least-once window, not what this test is about).
	wait.For(t, "B to finish the work A does not hold", func() (bool, string) {
		var bTurns, bSends, freeConvs, freeHeads int
		err := writer.Pool().QueryRow(ctx, `SELECT
			(SELECT count(*) FROM conversations WHERE lease_owner LIKE 'B/%'),
			(SELECT count(*) FROM outbox WHERE lease_owner = 'B' AND status = 'pending'),
			(SELECT count(*) FROM conversations c WHERE c.lease_owner IS NULL
				AND EXISTS (SELECT 1 FROM inbound_events e WHERE e.conversation_id = c.id AND e.processed_at IS NULL)),
			(SELECT count(*) FROM (SELECT DISTINCT ON (conversation_id) lease_owner FROM outbox
				WHERE status = 'pending' ORDER BY conversation_id, seq) h WHERE h.lease_owner IS NULL)`).
			Scan(&bTurns, &bSends, &freeConvs, &freeHeads)
		if err != nil {
			return false, err.Error()
		}
		return bTurns+bSends+freeConvs+freeHeads == 0, fmt.Sprintf("B holds %d turns and %d sends; %d conversations and %d queues free",
			bTurns, bSends, freeConvs, freeHeads)
	})

	// A's replies came to its dispatcher in its turns' commits, not by a
	// claim: the hand-over is what B must take over.
	if n := gatheredCounter(t, doomed.reg, "wakha_outbox_handed_over_total"); n == 0 {
		t.Error("A handed no reply over to its dispatcher")
	}

	// A dies; its leases end one lease after its last beat; B finishes everything.
	doomed.stop()
	<-doomed.finished
	clock.Add(takeoverLease + time.Microsecond)
	waitAllDone(t, writer, "B to answer every message and send every reply")

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

// gatheredCounter reads the counter name of reg.
func gatheredCounter(t *testing.T, reg *prometheus.Registry, name string) float64 {
	t.Helper()
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() == name {
			var sum float64
			for _, m := range mf.GetMetric() {
				sum += m.GetCounter().GetValue()
			}
			return sum
		}
	}
	t.Fatalf("no metric %s", name)
	return 0
}

// waitAllDone waits until every stored event is processed and every reply
// sent, as seen by writer.
func waitAllDone(t *testing.T, writer *postgres.DB, what string) {
	t.Helper()
	wait.ForWithin(t, time.Minute, what, func() (bool, string) {
		var events, rows int
		err := writer.Pool().QueryRow(context.Background(), `SELECT
			(SELECT count(*) FROM inbound_events WHERE processed_at IS NULL),
			(SELECT count(*) FROM outbox WHERE status <> 'sent')`).Scan(&events, &rows)
		if err != nil {
			return false, err.Error()
		}
		return events == 0 && rows == 0, fmt.Sprintf("%d events unprocessed, %d replies unsent", events, rows)
	})
}
