package postgres_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/internal/wait"
)

// TestTurnsCommitTogether: turns that come in while a commit is in flight
// wait for it and then commit as one group; the one among them that lost
// its claim gets ErrConflict and writes nothing, the others commit all
// their rows as if alone.
func TestTurnsCommitTogether(t *testing.T) {
	t.Parallel()
	ctx, db := setup(t)
	claims := map[string]*wakha.Claim{}
	for _, id := range []string{"held", "a", "b", "lost", "d"} {
		insert(t, ctx, db, key(id), 0)
		c := mustClaim(t, ctx, db, "w/"+id)
		claims[c.Key.ExternalID] = c
	}
	// Hold the first commit in flight: its conversation row is locked.
	tx, err := db.Pool().Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = tx.Rollback(ctx) }()
	if _, err := tx.Exec(ctx, `SELECT 1 FROM conversations WHERE id = $1 FOR UPDATE`, claims["held"].ConversationID); err != nil {
		t.Fatal(err)
	}
	results := map[string]chan error{}
	commit := func(id string, tr wakha.Turn) {
		results[id] = make(chan error, 1)
		go func() { results[id] <- db.CommitTurn(ctx, tr) }()
	}
	commit("held", turn(claims["held"], "held"))
	wait.For(t, "the first commit to be in flight", func() (bool, string) {
		var waiting bool
		err := db.Pool().QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_stat_activity
			WHERE datname = current_database() AND wait_event_type = 'Lock')`).Scan(&waiting)
		return err == nil && waiting, fmt.Sprint(err)
	})
	for _, id := range []string{"a", "b", "lost", "d"} {
		tr := turn(claims[id], id+"-1", id+"-2")
		tr.Transitions = []wakha.TransitionRow{{From: "idle", To: "recommending", Trigger: "search", EventID: claims[id].Events[0].ID}}
		if id == "lost" {
			tr.Version++ // another turn committed meanwhile
		}
		commit(id, tr)
	}
	wait.For(t, "four turns waiting behind it", func() (bool, string) {
		n := db.WaitingTurns()
		return n == 4, fmt.Sprint(n, " waiting")
	})
	if err := tx.Rollback(ctx); err != nil {
		t.Fatal(err)
	}
	for id, ch := range results {
		err := <-ch
		if id == "lost" {
			if !errors.Is(err, wakha.ErrConflict) {
				t.Errorf("%s: %v, want ErrConflict", id, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", id, err)
		}
	}
	for _, id := range []string{"a", "b", "lost", "d"} {
		v, err := db.Conversation(ctx, key(id), 0)
		if err != nil {
			t.Fatal(err)
		}
		committed := id != "lost"
		if (v.Version == 1) != committed || (len(v.Outbox) == 2) != committed || (len(v.Transitions) == 1) != committed {
			t.Errorf("%s: version %d, %d outbox rows, %d transitions; committed should be %v", id, v.Version, len(v.Outbox), len(v.Transitions), committed)
		}
		if committed && (v.Outbox[0].Seq != 1 || v.Outbox[1].Seq != 2 || v.LeaseOwner != "") {
			t.Errorf("%s: outbox %+v, lease %q", id, v.Outbox, v.LeaseOwner)
		}
	}
	if s, err := db.Stats(ctx); err != nil || s.EventsPending != 1 {
		t.Fatalf("events pending = %d, %v; want 1 (the lost turn's)", s.EventsPending, err)
	}
}
