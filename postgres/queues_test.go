package postgres_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/postgres"
)

// TestOutboxQueues: a claim takes each due conversation's pending rows in
// seq order with its head; a row given back waits for the next claim; sent
// marks complete in one batch and count the rows whose lease was lost.
func TestOutboxQueues(t *testing.T) {
	t.Parallel()
	ctx, db, clock := setupClock(t)
	for _, k := range []string{"a", "b", "c"} {
		insert(t, ctx, db, key(k), 0)
	}
	for range 3 {
		c := mustClaim(t, ctx, db, "runner")
		out := map[string][]string{"a": {"a1", "a2", "a3"}, "b": {"b1"}, "c": {"c1", "c2"}}[c.Key.ExternalID]
		if err := db.CommitTurn(ctx, turn(c, out...)); err != nil {
			t.Fatal(err)
		}
	}
	content := func(r wakha.OutboxRow) string {
		var p struct{ Content string }
		_ = json.Unmarshal(r.Payload, &p)
		return p.Content
	}
	claim := func(owner string, convs, per int) [][]wakha.OutboxRow {
		t.Helper()
		qs, err := db.ClaimOutboxQueues(ctx, owner, time.Minute, convs, per)
		if err != nil {
			t.Fatal(err)
		}
		return qs
	}
	names := func(qs [][]wakha.OutboxRow) string {
		var s []string
		for _, q := range qs {
			var names []string
			for _, r := range q {
				names = append(names, content(r))
			}
			s = append(s, fmt.Sprint(names))
		}
		return fmt.Sprint(s)
	}

	// c's head is retried later: its queue is not due.
	c := claim("D", 1, 1)
	if got := names(c); got != "[[a1]]" {
		t.Fatalf("first head = %s", got)
	}
	if err := db.MarkRetry(ctx, c[0][0].ID, "D", "boom", clock.Now().Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	qs := claim("D", 10, 2)
	if got := names(qs); got != "[[b1] [c1 c2]]" {
		t.Fatalf("queues = %s, want b1, then c1 c2 (a waits for its retry)", got)
	}
	if again := claim("E", 10, 16); len(again) != 0 {
		t.Fatalf("leased queues claimed again: %s", names(again))
	}
	// c2 is given back (as after a retry of c1): it is claimed again only
	// once c1 is done.
	if err := db.ReleaseOutboxRows(ctx, "D", []int64{qs[1][1].ID}); err != nil {
		t.Fatal(err)
	}
	if again := claim("E", 10, 16); len(again) != 0 {
		t.Fatalf("a row behind a leased head was claimed: %s", names(again))
	}
	sentAt := clock.Now().Add(-time.Second)
	lost, err := db.MarkSentBatch(ctx, "D", []wakha.SentMark{
		{ID: qs[0][0].ID, PlatformMessageID: "p-b1", SentAt: sentAt},
		{ID: qs[1][0].ID},
		{ID: c[0][0].ID}, // not leased any more (retried): lost
	})
	if err != nil || lost != 1 {
		t.Fatalf("MarkSentBatch = %d lost, %v; want 1 lost", lost, err)
	}
	if got := names(claim("E", 10, 16)); got != "[[c2]]" {
		t.Fatalf("after c1 was sent = %s, want c2", got)
	}
	v, err := db.Conversation(ctx, key("b"), 0)
	if err != nil {
		t.Fatal(err)
	}
	if r := v.Outbox[0]; r.Status != wakha.OutboxSent || r.PlatformMessageID != "p-b1" || r.SentAt == nil || !r.SentAt.Equal(sentAt) {
		t.Errorf("b1 after the batch = %+v", r)
	}
	// The retried head comes back with the rows behind it, in order; c2,
	// whose lease E let lapse, comes back too, first: it is older.
	clock.Add(time.Hour)
	if got := names(claim("F", 10, 16)); got != "[[c2] [a1 a2 a3]]" {
		t.Fatalf("after the retry is due = %s", got)
	}
}

// TestOutboxQueuesConcurrent races queue claimers that sometimes give a
// queue's tail back (as after a retry of a row): every row is sent exactly
// once, a conversation's rows are sent in seq order, no two claims hold a
// conversation's rows at once, and queues come back in seq order.
func TestOutboxQueuesConcurrent(t *testing.T) {
	t.Parallel()
	ctx, db := setup(t)
	const (
		convs       = 8
		perConv     = 10
		dispatchers = 4
	)
	seedOutbox(t, ctx, db, "q", convs, perConv)

	var mu sync.Mutex
	lastSent := map[int64]int64{} // conversation id → highest seq sent
	holder := map[int64]string{}  // conversation id → owner holding rows of it
	sent := 0
	var wg sync.WaitGroup
	for d := range dispatchers {
		wg.Go(func() {
			owner := fmt.Sprint("dispatcher-", d)
			for {
				qs, err := db.ClaimOutboxQueues(ctx, owner, time.Minute, 1+rand.IntN(3), 1+rand.IntN(4))
				if err != nil {
					t.Error(err)
					return
				}
				if len(qs) == 0 {
					mu.Lock()
					done := sent >= convs*perConv
					mu.Unlock()
					if done || ctx.Err() != nil {
						return
					}
					runtime.Gosched() // the claim's round trip paces the loop
					continue
				}
				for _, q := range qs {
					conv := q[0].ConversationID
					mu.Lock()
					if h, ok := holder[conv]; ok {
						t.Errorf("conversation %d claimed by %s while %s holds it", conv, owner, h)
					}
					holder[conv] = owner
					mu.Unlock()
					// Send a prefix; give the rest back.
					n := len(q)
					if rand.IntN(3) == 0 {
						n = rand.IntN(len(q))
					}
					var marks []wakha.SentMark
					for i, r := range q {
						if r.ConversationID != conv || (i > 0 && r.Seq != q[i-1].Seq+1) {
							t.Errorf("queue out of order or mixed: %+v", q)
						}
						if i >= n {
							break
						}
						mu.Lock()
						if lastSent[conv] != r.Seq-1 {
							t.Errorf("conversation %d: seq %d sent after seq %d", conv, r.Seq, lastSent[conv])
						}
						lastSent[conv] = r.Seq
						sent++
						mu.Unlock()
						marks = append(marks, wakha.SentMark{ID: r.ID, PlatformMessageID: fmt.Sprint("pm-", r.ID)})
					}
					var rest []int64
					for _, r := range q[n:] {
						rest = append(rest, r.ID)
					}
					// Hand the conversation on before its rows are free again.
					mu.Lock()
					delete(holder, conv)
					mu.Unlock()
					if lost, err := db.MarkSentBatch(ctx, owner, marks); err != nil || lost != 0 {
						t.Errorf("MarkSentBatch = %d lost, %v", lost, err)
					}
					if err := db.ReleaseOutboxRows(ctx, owner, rest); err != nil {
						t.Error(err)
					}
				}
			}
		})
	}
	wg.Wait()
	if s, err := db.Stats(ctx); err != nil || s.OutboxPending != 0 || s.OutboxDead != 0 || sent != convs*perConv {
		t.Fatalf("stats = %+v, %v, sent %d; want all %d sent", s, err, sent, convs*perConv)
	}
}

// seedOutbox gives convs conversations (keys prefix0, prefix1, …) one
// committed turn of perConv replies each, "0" to perConv-1 in seq order.
func seedOutbox(t *testing.T, ctx context.Context, db *postgres.DB, prefix string, convs, perConv int) {
	t.Helper()
	for c := range convs {
		insert(t, ctx, db, key(fmt.Sprint(prefix, c)), 0)
	}
	for range convs {
		c := mustClaim(t, ctx, db, "runner")
		var out []string
		for i := range perConv {
			out = append(out, fmt.Sprint(i))
		}
		if err := db.CommitTurn(ctx, turn(c, out...)); err != nil {
			t.Fatal(err)
		}
	}
}
