package postgres_test

import (
	"context"
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
