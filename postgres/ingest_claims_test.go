package postgres_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/wakha/wakha"
)

// taker is a wakha.ClaimTaker with free idle workers: it records every
// reservation and how it ended.
type taker struct {
	mu        sync.Mutex
	free      int
	maxEvents int
	seq       int
	open      map[string]bool         // reserved, not ended
	handed    map[string]*wakha.Claim // ended with a claim
	ended     []string                // every reservation ended, in order
}

func newTaker(free, maxEvents int) *taker {
	return &taker{free: free, maxEvents: maxEvents, open: map[string]bool{}, handed: map[string]*wakha.Claim{}}
}

// idle sets how many workers are idle.
func (k *taker) idle(n int) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.free = n
}

func (k *taker) ReserveClaim() (string, time.Duration, int, bool) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.free == 0 {
		return "", 0, 0, false
	}
	k.free--
	k.seq++
	owner := fmt.Sprintf("ingest/%d", k.seq)
	k.open[owner] = true
	return owner, time.Minute, k.maxEvents, true
}

func (k *taker) HandClaim(owner string, c *wakha.Claim) bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	if !k.open[owner] {
		panic("HandClaim of an owner not reserved, or ended twice: " + owner)
	}
	delete(k.open, owner)
	k.ended = append(k.ended, owner)
	if c == nil {
		k.free++
		return false
	}
	if c.Owner != owner {
		panic(fmt.Sprintf("claim leased to %q handed to reservation %q", c.Owner, owner))
	}
	k.handed[owner] = c
	return true
}

// take returns the claims handed since the last call (by key) and checks
// that no reservation is left open.
func (k *taker) take(t *testing.T) map[wakha.ConvKey]*wakha.Claim {
	t.Helper()
	k.mu.Lock()
	defer k.mu.Unlock()
	if len(k.open) != 0 {
		t.Fatalf("reservations left open: %v", k.open)
	}
	out := map[wakha.ConvKey]*wakha.Claim{}
	for o, c := range k.handed {
		if out[c.Key] != nil {
			t.Fatalf("two claims of %v handed over", c.Key)
		}
		out[c.Key] = c
		delete(k.handed, o)
	}
	return out
}

// TestClaimAtIngest: with a ClaimTaker, the transaction that stores a
// shopper's event leases the conversation to an idle worker and hands the
// claim over with every unprocessed event of it, in order, announcing
// nothing; where a claim would not take the conversation (leased, paused,
// QUEUED), or no worker is idle, the event is announced and claimed as
// before.
func TestClaimAtIngest(t *testing.T) {
	t.Parallel()
	ctx, db, clock := setupClock(t)
	var mu sync.Mutex
	var announced int
	db.OnCommit = func(ch string) {
		if ch == "wakha_events" {
			mu.Lock()
			announced++
			mu.Unlock()
		}
	}
	announcedSince := func() int {
		mu.Lock()
		defer mu.Unlock()
		n := announced
		announced = 0
		return n
	}
	k := newTaker(0, 20)
	db.Claims = k

	// No idle worker: stored, announced, claimed by the claim query.
	first := insert(t, ctx, db, key("a"), 1)
	if n := announcedSince(); n != 1 || len(k.take(t)) != 0 {
		t.Fatalf("with no idle worker: %d announcements, want 1, and no claim handed", n)
	}

	// A worker idle: the next event of a leases it with both events.
	k.idle(1)
	second := insert(t, ctx, db, key("a"), 2)
	handed := k.take(t)
	c := handed[key("a")]
	if c == nil || len(handed) != 1 {
		t.Fatalf("handed %v, want a's claim", handed)
	}
	if !slices.Equal(eventIDs(c), []int64{first, second}) || c.State != nil || c.WakeDue {
		t.Fatalf("a's claim = %+v, want events %d and %d of a new conversation", c, first, second)
	}
	if n := announcedSince(); n != 0 {
		t.Fatalf("an event handed over was announced %d times", n)
	}
	// The lease is the worker's: no claim takes a meanwhile.
	if _, err := db.ClaimConversation(ctx, "other", time.Minute, 0); !errors.Is(err, wakha.ErrNoWork) {
		t.Fatalf("claim while a is leased at ingest: %v, want ErrNoWork", err)
	}
	// An event stored while a's turn runs waits for it, announced, even
	// with a worker idle.
	k.idle(1)
	third := insert(t, ctx, db, key("a"), 3)
	if len(k.take(t)) != 0 || announcedSince() != 1 {
		t.Fatal("an event of a leased conversation was handed over, or not announced")
	}
	tr := turn(c, "hello")
	tr.State = json.RawMessage(`{"step":1}`)
	if err := db.CommitTurn(ctx, tr); err != nil {
		t.Fatalf("commit of the claim taken at ingest: %v", err)
	}
	next := mustClaim(t, ctx, db, "w")
	if !slices.Equal(eventIDs(next), []int64{third}) || string(next.State) != `{"step": 1}` {
		t.Fatalf("claim after the turn = %+v, want the third event on the new state", next)
	}
	if err := db.CommitTurn(ctx, turn(next)); err != nil {
		t.Fatal(err)
	}

	// Paused by an operator, or QUEUED before its recheck: not leased.
	k.idle(8)
	insert(t, ctx, db, key("paused"), 4)
	p := k.take(t)[key("paused")]
	tr = turn(p)
	tr.OperatorPaused = true
	if err := db.CommitTurn(ctx, tr); err != nil {
		t.Fatal(err)
	}
	insert(t, ctx, db, key("queued"), 5)
	q := k.take(t)[key("queued")]
	recheck := clock.Now().Add(time.Minute)
	tr = turn(q)
	tr.LifecycleState, tr.WakeAt = "QUEUED", &recheck
	if err := db.CommitTurn(ctx, tr); err != nil {
		t.Fatal(err)
	}
	announcedSince()
	insert(t, ctx, db, key("paused"), 6)
	insert(t, ctx, db, key("queued"), 7)
	if got := k.take(t); len(got) != 0 || announcedSince() != 2 {
		t.Fatalf("paused or queued leased at ingest: %v", keysOfMap(got))
	}
	// Its recheck due, the QUEUED conversation is leased with a tick.
	clock.Add(time.Minute)
	insert(t, ctx, db, key("queued"), 8)
	q = k.take(t)[key("queued")]
	if q == nil || !q.WakeDue || len(q.Events) != 2 {
		t.Fatalf("queued at its recheck = %+v, want a tick and its two events", q)
	}

	// A duplicate of a processed event leaves the conversation alone.
	ev := wakha.NewEvent{Key: key("dup"), Kind: "user_message", Payload: payload(9), DeliveryID: "d-9"}
	if _, _, err := db.InsertEvent(ctx, ev); err != nil {
		t.Fatal(err)
	}
	d := k.take(t)[key("dup")]
	if err := db.CommitTurn(ctx, turn(d)); err != nil {
		t.Fatal(err)
	}
	if _, dup, err := db.InsertEvent(ctx, ev); err != nil || !dup {
		t.Fatalf("second delivery = %v, %v; want a duplicate", dup, err)
	}
	if got := k.take(t); len(got) != 0 {
		t.Fatalf("a duplicate leased %v", keysOfMap(got))
	}

	// A storefront visitor's event is routed by the claim, never leased here.
	insert(t, ctx, db, wakha.VisitorKey("chatwoot", "Vb3kZ9xQ2mP7rT1wY5nC8d"), 10)
	if got := k.take(t); len(got) != 0 || announcedSince() != 1 {
		t.Fatalf("a visitor's event leased %v", keysOfMap(got))
	}
}

// TestClaimAtIngestMaxEvents: a claim taken at ingest holds at most the
// worker's maxEvents events; the ones left behind are announced.
func TestClaimAtIngestMaxEvents(t *testing.T) {
	t.Parallel()
	ctx, db := setup(t)
	var mu sync.Mutex
	var announced int
	db.OnCommit = func(ch string) { mu.Lock(); announced++; mu.Unlock() }
	k := newTaker(0, 1)
	db.Claims = k
	first := insert(t, ctx, db, key("m"), 1)
	k.idle(1)
	insert(t, ctx, db, key("m"), 2)
	c := k.take(t)[key("m")]
	if c == nil || !slices.Equal(eventIDs(c), []int64{first}) {
		t.Fatalf("claim = %+v, want the first event only", c)
	}
	mu.Lock()
	defer mu.Unlock()
	if announced != 2 {
		t.Fatalf("%d announcements, want 2: the event left behind is announced", announced)
	}
}

// TestClaimAtIngestConcurrent: shoppers of many conversations writing at
// once (their inserts grouped) each reach at most one worker, every event
// in exactly one claim, in order, and an event is never handed over ahead
// of an earlier one of its conversation.
func TestClaimAtIngestConcurrent(t *testing.T) {
	t.Parallel()
	ctx, db := setup(t)
	k := newTaker(4, 20)
	db.Claims = k
	const convs, perConv = 6, 5
	var wg sync.WaitGroup
	for i := range convs {
		wg.Go(func() {
			for n := range perConv {
				insert(t, ctx, db, key(fmt.Sprint("k", i)), 100*i+n)
			}
		})
	}
	wg.Wait()
	seen := map[int64]bool{}
	k.mu.Lock()
	claims := make([]*wakha.Claim, 0, len(k.handed))
	for _, c := range k.handed {
		claims = append(claims, c)
	}
	k.handed = map[string]*wakha.Claim{}
	k.mu.Unlock()
	for _, c := range claims {
		for i, e := range c.Events {
			if seen[e.ID] || (i > 0 && e.ID <= c.Events[i-1].ID) {
				t.Fatalf("claim of %v: events %v repeat or are out of order", c.Key, eventIDs(c))
			}
			seen[e.ID] = true
		}
		if err := db.CommitTurn(ctx, turn(c)); err != nil {
			t.Fatal(err)
		}
	}
	// The rest through the claim query, until nothing is left.
	for {
		c, err := db.ClaimConversation(ctx, "rest", time.Minute, 0)
		if errors.Is(err, wakha.ErrNoWork) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range c.Events {
			if seen[e.ID] {
				t.Fatalf("event %d claimed twice", e.ID)
			}
			seen[e.ID] = true
		}
		if err := db.CommitTurn(ctx, turn(c)); err != nil {
			t.Fatal(err)
		}
	}
	if len(seen) != convs*perConv {
		t.Fatalf("%d events processed, want %d", len(seen), convs*perConv)
	}
	if len(claims) == 0 {
		t.Fatal("no claim was taken at ingest")
	}
}

func keysOfMap(m map[wakha.ConvKey]*wakha.Claim) []string {
	var out []string
	for k := range m {
		out = append(out, k.ExternalID)
	}
	return out
}
