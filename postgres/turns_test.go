package postgres_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/internal/wait"
	"github.com/wakha/wakha/postgres"
)

// TestTurnsCommitTogether: turns that come in while a commit is in flight
// wait for it and then commit as one group; the one among them that lost
// its claim gets ErrConflict and writes nothing, the others commit all
// their rows as if alone.
func TestTurnsCommitTogether(t *testing.T) {
	t.Parallel()
	ctx, db := setup(t)
	results := commitBehindHeld(t, ctx, db, []string{"a", "b", "lost", "d"}, func(id string, c *wakha.Claim, tr *wakha.Turn) {
		tr.Transitions = []wakha.TransitionRow{{From: "idle", To: "recommending", Trigger: "search", EventID: c.Events[0].ID}}
		if id == "lost" {
			tr.Version++ // another turn committed meanwhile
		}
	})
	for id, err := range results {
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

// A group that commits as one writes every turn's records in one statement:
// each conversation gets its own events processed, hops and diagnostics, in
// its turn's order, none of another's.
func TestGroupedTurnsKeepTheirRecords(t *testing.T) {
	t.Parallel()
	ctx, db := setup(t)
	ids := []string{"r1", "r2", "r3"}
	results := commitBehindHeld(t, ctx, db, ids, func(id string, c *wakha.Claim, tr *wakha.Turn) {
		ev := c.Events[0].ID
		tr.Transitions = []wakha.TransitionRow{
			{From: "idle", To: "searching", Trigger: id, EventID: ev},
			{From: "searching", To: "recommending", Trigger: id + "/results"},
		}
		tr.Diagnostics = []wakha.TurnDiagnostic{
			{EventID: ev, EventKind: "user_message", Route: "fresh", Intent: id, Confidence: 0.5, Lang: "fr", Detail: json.RawMessage(`{"n":1}`)},
			{EventKind: "tick", Detail: json.RawMessage(`{"n":2}`)},
		}
	})
	for id, err := range results {
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
	}
	for _, id := range ids {
		v, err := db.Conversation(ctx, key(id), 20)
		if err != nil {
			t.Fatal(err)
		}
		if len(v.Transitions) != 2 || v.Transitions[0].Trigger != id || v.Transitions[1].Trigger != id+"/results" ||
			v.Transitions[0].EventID == 0 || v.Transitions[1].EventID != 0 {
			t.Errorf("%s: transitions %+v", id, v.Transitions)
		}
		if len(v.Turns) != 2 || v.Turns[0].Intent != id || v.Turns[0].EventID != v.Transitions[0].EventID ||
			v.Turns[0].Lang != "fr" || v.Turns[1].EventKind != "tick" || v.Turns[1].EventID != 0 {
			t.Errorf("%s: diagnostics %+v", id, v.Turns)
		}
	}
	if s, err := db.Stats(ctx); err != nil || s.EventsPending != 0 {
		t.Fatalf("events pending = %d, %v; want 0", s.EventsPending, err)
	}
}

// commitBehindHeld claims a conversation "held" and one for each of ids,
// holds the row lock of "held" while its turn commits, so that the turns of
// ids (each with two replies, shaped by shape) wait behind it and commit as
// one group once it is let go, and returns each id's CommitTurn answer.
func commitBehindHeld(t *testing.T, ctx context.Context, db *postgres.DB, ids []string, shape func(id string, c *wakha.Claim, tr *wakha.Turn)) map[string]error {
	t.Helper()
	claims := map[string]*wakha.Claim{}
	for _, id := range append([]string{"held"}, ids...) {
		insert(t, ctx, db, key(id), 0)
		c := mustClaim(t, ctx, db, "w/"+id)
		claims[c.Key.ExternalID] = c
	}
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
		ch := make(chan error, 1)
		results[id] = ch
		go func() { ch <- db.CommitTurn(ctx, tr) }()
	}
	commit("held", turn(claims["held"], "held"))
	wait.For(t, "the first commit to be in flight", func() (bool, string) {
		var waiting bool
		err := db.Pool().QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_stat_activity
			WHERE datname = current_database() AND wait_event_type = 'Lock')`).Scan(&waiting)
		return err == nil && waiting, fmt.Sprint(err)
	})
	for _, id := range ids {
		tr := turn(claims[id], id+"-1", id+"-2")
		shape(id, claims[id], &tr)
		commit(id, tr)
	}
	wait.For(t, "the turns waiting behind it", func() (bool, string) {
		n := db.WaitingTurns()
		return n == len(ids), fmt.Sprint(n, " waiting")
	})
	if err := tx.Rollback(ctx); err != nil {
		t.Fatal(err)
	}
	out := map[string]error{}
	for id, ch := range results {
		if err := <-ch; id != "held" {
			out[id] = err
		} else if err != nil {
			t.Fatalf("held: %v", err)
		}
	}
	return out
}

// TestEventsStoredTogether: webhook inserts that come in while another is
// in flight wait for it and are stored as one group; each still gets its
// own answer: a new id (in arrival order within a conversation), duplicate
// for a second delivery within the group. A group with an unstorable
// payload is stored one by one: ErrInvalidData for that event alone.
func TestEventsStoredTogether(t *testing.T) {
	t.Parallel()
	ctx, db := setup(t)
	insert(t, ctx, db, key("held"), 0)
	type answer struct {
		id  int64
		dup bool
		err error
	}
	send := func(ev wakha.NewEvent) chan answer {
		ch := make(chan answer, 1)
		go func() {
			id, dup, err := db.InsertEvent(ctx, ev)
			ch <- answer{id, dup, err}
		}()
		return ch
	}
	// round holds an insert in flight (its conversation row locked by
	// another transaction), sends evs one at a time behind it, so their
	// order is known, then lets them go and returns their answers.
	round := func(n int, evs ...wakha.NewEvent) []answer {
		t.Helper()
		tx, err := db.Pool().Begin(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer func() { _ = tx.Rollback(ctx) }()
		if _, err := tx.Exec(ctx, `SELECT 1 FROM conversations WHERE external_id = 'held' FOR UPDATE`); err != nil {
			t.Fatal(err)
		}
		held := send(wakha.NewEvent{Key: key("held"), Kind: "user_message", Payload: payload(n)})
		wait.For(t, "the held insert to be in flight", func() (bool, string) {
			var waiting bool
			err := db.Pool().QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_stat_activity
				WHERE datname = current_database() AND wait_event_type = 'Lock')`).Scan(&waiting)
			return err == nil && waiting, fmt.Sprint(err)
		})
		var chs []chan answer
		for i, ev := range evs {
			ev.Kind = "user_message"
			chs = append(chs, send(ev))
			wait.For(t, "the insert to wait behind the one in flight", func() (bool, string) {
				n := db.WaitingEvents()
				return n == i+1, fmt.Sprint(n, " waiting")
			})
		}
		if err := tx.Rollback(ctx); err != nil {
			t.Fatal(err)
		}
		if a := <-held; a.err != nil || a.dup {
			t.Fatalf("held insert = %+v", a)
		}
		var got []answer
		for _, ch := range chs {
			got = append(got, <-ch)
		}
		return got
	}
	got := round(1,
		wakha.NewEvent{Key: key("new"), DeliveryID: "n1", Payload: payload(2)},
		wakha.NewEvent{Key: key("other"), DeliveryID: "o1", Payload: payload(3)},
		wakha.NewEvent{Key: key("new"), DeliveryID: "n2", Payload: payload(4)},
		wakha.NewEvent{Key: key("new"), DeliveryID: "n1", Payload: payload(5)},
	)
	if got[0].err != nil || got[2].err != nil || got[0].dup || got[2].dup || got[0].id >= got[2].id {
		t.Errorf("two events of a new conversation = %+v, %+v; want both stored in order", got[0], got[2])
	}
	if got[1].err != nil || got[1].dup || got[1].id == 0 {
		t.Errorf("another conversation's event = %+v", got[1])
	}
	if got[3].err != nil || !got[3].dup || got[3].id != 0 {
		t.Errorf("the same delivery again in the group = %+v, want a duplicate", got[3])
	}
	got = round(6,
		wakha.NewEvent{Key: key("bad"), DeliveryID: "b1", Payload: json.RawMessage(`{"text":"a\u0000b"}`)},
		wakha.NewEvent{Key: key("other"), DeliveryID: "o2", Payload: payload(7)},
		wakha.NewEvent{Key: key("new"), DeliveryID: "n2", Payload: payload(8)},
	)
	if !errors.Is(got[0].err, wakha.ErrInvalidData) {
		t.Errorf("unstorable payload = %+v, want ErrInvalidData", got[0])
	}
	if got[1].err != nil || got[1].dup || got[1].id == 0 || got[2].err != nil || !got[2].dup {
		t.Errorf("beside the unstorable payload: %+v, %+v; want stored, and a duplicate", got[1], got[2])
	}
	// held: 3 events; new: 2; other: 2.
	if s, err := db.Stats(ctx); err != nil || s.EventsPending != 7 {
		t.Fatalf("events pending = %d, %v; want 7", s.EventsPending, err)
	}
}
