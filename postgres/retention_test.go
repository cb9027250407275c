package postgres_test

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/wakha/wakha"
)

// Retention deletes what is old and done with, in batches, keeps dead
// letters (and the conversation holding one), pending work and anything
// recent, and runs on one replica at a time.
func TestPrune(t *testing.T) {
	t.Parallel()
	ctx, db, clock := setupClock(t)
	// Conversation a: finished (COMPLETED) with sent rows, old.
	// Conversation b: finished, but with a dead letter: kept.
	// Conversation c: still open (HEARTBEAT_SCHEDULED), old rows pruned, the row kept.
	finish := func(k wakha.ConvKey, lifecycle string, outbox ...string) {
		t.Helper()
		insert(t, ctx, db, k, 1)
		c := mustClaim(t, ctx, db, "w")
		tr := turn(c, outbox...)
		tr.LifecycleState = lifecycle
		tr.Transitions = []wakha.TransitionRow{{From: "idle", To: "recommending", Trigger: "product_search"},
			{Machine: wakha.MachineLifecycle, From: "ACTIVE", To: lifecycle, Trigger: "x"}}
		if err := db.CommitTurn(ctx, tr); err != nil {
			t.Fatal(err)
		}
	}
	finish(key("a"), "COMPLETED", "r1", "r2", "r3")
	finish(key("b"), "ABANDONED", "r1", "r2")
	finish(key("c"), "HEARTBEAT_SCHEDULED", "r1")
	// Send everything; one row of b dies.
	rows, err := db.ClaimOutbox(ctx, "d", time.Minute, 100)
	if err != nil {
		t.Fatal(err)
	}
	for len(rows) > 0 {
		for _, r := range rows {
			if r.Key == key("b") && r.Seq == 2 {
				if err := db.MarkDead(ctx, r.ID, "d", "400"); err != nil {
					t.Fatal(err)
				}
				continue
			}
			if err := db.MarkSent(ctx, r.ID, "d", ""); err != nil {
				t.Fatal(err)
			}
		}
		if rows, err = db.ClaimOutbox(ctx, "d", time.Minute, 100); err != nil {
			t.Fatal(err)
		}
	}
	// Nothing is old yet.
	p, err := db.Prune(ctx, clock.Now().Add(-time.Hour), 2)
	if err != nil || p.Events+p.Outbox+p.Transitions+p.Conversations != 0 {
		t.Fatalf("recent rows pruned: %+v %v", p, err)
	}
	// A new event for c arrives later; then everything before it is old.
	clock.Add(48 * time.Hour)
	insert(t, ctx, db, key("c"), 2)
	p, err = db.Prune(ctx, clock.Now().Add(-time.Hour), 2) // batches of 2: several rounds
	if err != nil {
		t.Fatal(err)
	}
	if p.Skipped || p.Conversations != 1 || p.Events != 3 || p.Outbox != 5 || p.Transitions != 6 {
		t.Fatalf("pruned %+v, want a gone, 3 events, 5 sent rows, 6 transitions", p)
	}
	if _, err := db.Conversation(ctx, key("a"), 10); err == nil {
		t.Fatal("finished conversation a is still there")
	}
	vb, err := db.Conversation(ctx, key("b"), 10)
	if err != nil || len(vb.Outbox) != 1 || vb.Outbox[0].Status != wakha.OutboxDead {
		t.Fatalf("b, with its dead letter: %+v %v", vb.Outbox, err)
	}
	vc, err := db.Conversation(ctx, key("c"), 10)
	if err != nil || len(vc.Outbox) != 0 || len(vc.Transitions) != 0 {
		t.Fatalf("c: %+v %v", vc, err)
	}
	if st, _ := db.Stats(ctx); st.EventsPending != 1 {
		t.Fatalf("the unprocessed event of c was pruned: %+v", st)
	}
}

// Two replicas pruning at once: one does the work, the other skips.
func TestPruneOneReplicaAtATime(t *testing.T) {
	t.Parallel()
	ctx, db, clock := setupClock(t)
	for i := range 30 {
		insert(t, ctx, db, key("x"), i)
	}
	c := mustClaim(t, ctx, db, "w")
	if err := db.CommitTurn(ctx, turn(c)); err != nil {
		t.Fatal(err)
	}
	clock.Add(48 * time.Hour)
	var wg sync.WaitGroup
	results := make([]struct {
		skipped bool
		n       int64
		err     error
	}, 4)
	for i := range results {
		wg.Go(func() {
			p, err := db.Prune(context.Background(), clock.Now().Add(-time.Hour), 1)
			results[i].skipped, results[i].n, results[i].err = p.Skipped, p.Events, err
		})
	}
	wg.Wait()
	var total int64
	for _, r := range results {
		if r.err != nil {
			t.Fatal(r.err)
		}
		if r.skipped && r.n != 0 {
			t.Fatalf("a skipped prune deleted %d", r.n)
		}
		total += r.n
	}
	if total != 30 {
		t.Fatalf("%d events pruned in all, want 30 (each once)", total)
	}
}

// TestPruneVisitors: a storefront visitor's own session row not seen for
// the retention period goes, with its events, unless a conversation that
// has not finished carries the visitor id, or it still has work: an
// unprocessed event, a dead letter.
func TestPruneVisitors(t *testing.T) {
	t.Parallel()
	ctx, db, clock := setupClock(t)
	vids := map[string]string{}
	for _, name := range []string{"gone", "live", "finished", "pending", "dead", "recent"} {
		vids[name] = "Visitor_" + name + "_0123456789abcdef"
	}
	// run inserts one event for k and processes it at once.
	run := func(k wakha.ConvKey, visitor, lifecycle string, out ...string) {
		t.Helper()
		if _, _, err := db.InsertEvent(ctx, wakha.NewEvent{Key: k, VisitorID: visitor, Kind: "page_view", Payload: json.RawMessage(`{"kind":"page_view"}`)}); err != nil {
			t.Fatal(err)
		}
		c := mustClaim(t, ctx, db, "w")
		if c.Key != k {
			t.Fatalf("claimed %v, want %v", c.Key, k)
		}
		tr := turn(c, out...)
		tr.LifecycleState = lifecycle
		if err := db.CommitTurn(ctx, tr); err != nil {
			t.Fatal(err)
		}
	}
	for name, vid := range vids {
		run(wakha.VisitorKey("intercom", vid), "", "CREATED", map[bool][]string{true: {"offer"}}[name == "dead"]...)
	}
	// Two visitors started a chat: one still going, one finished.
	chat := func(id string) wakha.ConvKey {
		return wakha.ConvKey{Platform: "intercom", AccountID: "app", ExternalID: id}
	}
	run(chat("live"), vids["live"], "ACTIVE")
	run(chat("finished"), vids["finished"], "COMPLETED")
	// The dead visitor's offer could not be delivered.
	rows, err := db.ClaimOutbox(ctx, "d", time.Minute, 10)
	if err != nil || len(rows) != 1 {
		t.Fatalf("outbox %+v, %v", rows, err)
	}
	if err := db.MarkDead(ctx, rows[0].ID, "d", "404"); err != nil {
		t.Fatal(err)
	}

	// Nothing is old yet.
	if p, err := db.Prune(ctx, clock.Now().Add(-time.Hour), 1); err != nil || p.Visitors != 0 {
		t.Fatalf("recent visitors pruned: %+v %v", p, err)
	}
	clock.Add(48 * time.Hour)
	// The recent visitor came back and was processed; the pending one
	// reports a page the runner has not read yet.
	run(wakha.VisitorKey("intercom", vids["recent"]), "", "CREATED")
	if _, _, err := db.InsertEvent(ctx, wakha.NewEvent{Key: wakha.VisitorKey("intercom", vids["pending"]), Kind: "page_view", Payload: json.RawMessage(`{"kind":"page_view"}`)}); err != nil {
		t.Fatal(err)
	}
	p, err := db.Prune(ctx, clock.Now().Add(-time.Hour), 1)
	if err != nil {
		t.Fatal(err)
	}
	if p.Skipped || p.Visitors != 2 {
		t.Errorf("pruned %+v, want 2 visitors (gone, finished)", p)
	}
	for name, vid := range vids {
		_, err := db.Conversation(ctx, wakha.VisitorKey("intercom", vid), 10)
		gone := errors.Is(err, wakha.ErrNotFound)
		if err != nil && !gone {
			t.Fatal(err)
		}
		if want := name == "gone" || name == "finished"; gone != want {
			t.Errorf("visitor %s: deleted %v, want %v", name, gone, want)
		}
	}
	// The live conversation stays, and so does the pending event.
	if _, err := db.Conversation(ctx, chat("live"), 10); err != nil {
		t.Errorf("the live conversation: %v", err)
	}
	if st, _ := db.Stats(ctx); st.EventsPending != 1 {
		t.Errorf("pending events %d, want the pending visitor's one", st.EventsPending)
	}
	// A visitor pruned comes back: a new session row, as for a first visit.
	if _, dup, err := db.InsertEvent(ctx, wakha.NewEvent{Key: wakha.VisitorKey("intercom", vids["gone"]), Kind: "page_view", Payload: json.RawMessage(`{"kind":"page_view"}`)}); err != nil || dup {
		t.Fatalf("the visitor back: %v %v", dup, err)
	}
	if _, err := db.Conversation(ctx, wakha.VisitorKey("intercom", vids["gone"]), 10); err != nil {
		t.Errorf("the visitor back has no session row: %v", err)
	}
}
