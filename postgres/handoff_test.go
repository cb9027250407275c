package postgres_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/postgres"
)

// A turn's replies are leased to the committing replica's dispatcher in
// the commit only when nothing of the conversation waits before them: a
// pending row (leased or backing off) keeps them unleased behind it, for a
// claim to take in order; sent and dead rows do not.
func TestCommitTurnHandedOnlyAtTheHead(t *testing.T) {
	t.Parallel()
	const lease = 5 * time.Second
	tests := []struct {
		name   string
		before string // what becomes of the conversation's earlier reply: "none", "sent", "dead", "pending", "retry"
		handed bool
	}{
		{"first reply", "none", true},
		{"earlier reply sent", "sent", true},
		{"earlier reply dead", "dead", true},
		{"earlier reply being sent", "pending", false},
		{"earlier reply backing off", "retry", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			ctx, db, clock := setupClock(t)
			var announced atomic.Int32
			db.OnCommit = func(ch string) {
				if ch == postgres.ChannelOutbox {
					announced.Add(1)
				}
			}
			k := key("c")
			if tc.before != "none" {
				insert(t, ctx, db, k, 0)
				if err := db.CommitTurn(ctx, turn(mustClaim(t, ctx, db, "w0"), "earlier")); err != nil {
					t.Fatal(err)
				}
				rows, err := db.ClaimOutbox(ctx, "D0", time.Minute, 1)
				if err != nil || len(rows) != 1 {
					t.Fatalf("claim of the earlier reply = %v, %v", rows, err)
				}
				switch tc.before {
				case "sent":
					err = db.MarkSent(ctx, rows[0].ID, "D0", "")
				case "dead":
					err = db.MarkDead(ctx, rows[0].ID, "D0", "400")
				case "retry":
					err = db.MarkRetry(ctx, rows[0].ID, "D0", "503", clock.Now().Add(time.Hour))
				}
				if err != nil {
					t.Fatal(err)
				}
			}
			announced.Store(0)
			ev := insert(t, ctx, db, k, 1)
			c := mustClaim(t, ctx, db, "w1")
			tr := turn(c, "one", "two")
			tr.AnsweredAt = c.Events[0].ReceivedAt
			rows, err := db.CommitTurnHanded(ctx, tr, "D1", lease)
			if err != nil {
				t.Fatal(err)
			}
			var held []struct {
				Seq   int64
				Owner *string
				Until *time.Time
			}
			dbRows, err := db.Pool().Query(ctx, `SELECT seq, lease_owner, lease_until FROM outbox
				WHERE conversation_id = $1 AND payload->>'content' IN ('one', 'two') ORDER BY seq`, c.ConversationID)
			if err != nil {
				t.Fatal(err)
			}
			for dbRows.Next() {
				var h struct {
					Seq   int64
					Owner *string
					Until *time.Time
				}
				if err := dbRows.Scan(&h.Seq, &h.Owner, &h.Until); err != nil {
					t.Fatal(err)
				}
				held = append(held, h)
			}
			if err := dbRows.Err(); err != nil || len(held) != 2 {
				t.Fatalf("stored rows %+v, %v", held, err)
			}
			if !tc.handed {
				if len(rows) != 0 {
					t.Errorf("handed over %+v behind a pending reply", rows)
				}
				for _, h := range held {
					if h.Owner != nil || h.Until != nil {
						t.Errorf("row %d leased to %v until %v behind a pending reply", h.Seq, *h.Owner, h.Until)
					}
				}
				if announced.Load() != 1 {
					t.Errorf("unleased rows announced %d times, want 1", announced.Load())
				}
				return
			}
			if announced.Load() != 0 {
				t.Errorf("handed rows announced %d times, want none", announced.Load())
			}
			if len(rows) != 2 {
				t.Fatalf("handed over %+v, want both rows", rows)
			}
			for i, want := range []string{"one", "two"} {
				r := rows[i]
				var p struct{ Content string }
				if err := json.Unmarshal(r.Payload, &p); err != nil || p.Content != want || r.Kind != "reply" {
					t.Errorf("row %d = kind %q payload %s, want reply %q", i, r.Kind, r.Payload, want)
				}
				if r.Seq != held[i].Seq || r.ConversationID != c.ConversationID || r.Status != wakha.OutboxPending ||
					!r.CreatedAt.Equal(clock.Now()) || !r.NextAttemptAt.Equal(clock.Now()) {
					t.Errorf("row %d = %+v, stored seq %d", i, r, held[i].Seq)
				}
				if h := held[i]; h.Owner == nil || *h.Owner != "D1" || h.Until == nil || !h.Until.Equal(clock.Now().Add(lease)) {
					t.Errorf("row %d stored leased to %v until %v, want D1 until %v", i, h.Owner, h.Until, clock.Now().Add(lease))
				}
			}
			if rows[0].AnswersEventID != ev || rows[0].AnswersReceivedAt == nil || !rows[0].AnswersReceivedAt.Equal(tr.AnsweredAt) {
				t.Errorf("first row answers %d at %v, want %d at %v", rows[0].AnswersEventID, rows[0].AnswersReceivedAt, ev, tr.AnsweredAt)
			}
			if rows[1].AnswersEventID != 0 || rows[1].AnswersReceivedAt != nil {
				t.Errorf("second row answers %d at %v, want none", rows[1].AnswersEventID, rows[1].AnswersReceivedAt)
			}
			// Nobody else claims them while the lease lasts.
			if q, err := db.ClaimOutboxQueues(ctx, "D2", time.Minute, 10, 16); err != nil || len(q) != 0 {
				t.Errorf("another dispatcher claimed %v, %v", q, err)
			}
		})
	}
}

// Rows handed over are the owner's to send once; the conversation's next
// turn waits behind them, and when the owner dies (its lease runs out
// without a heartbeat) another dispatcher takes them, in order, and the
// dead owner can no longer mark them.
func TestHandedRowsTakenOverAfterTheLease(t *testing.T) {
	t.Parallel()
	const lease = 5 * time.Second
	ctx, db, clock := setupClock(t)
	k := key("c")
	insert(t, ctx, db, k, 0)
	handed, err := db.CommitTurnHanded(ctx, turn(mustClaim(t, ctx, db, "w0"), "a1", "a2"), "A", lease)
	if err != nil || len(handed) != 2 {
		t.Fatalf("handed %v, %v", handed, err)
	}
	insert(t, ctx, db, k, 1)
	later, err := db.CommitTurnHanded(ctx, turn(mustClaim(t, ctx, db, "w1"), "b1"), "A", lease)
	if err != nil || len(later) != 0 {
		t.Fatalf("the next turn handed %v, %v; want none behind pending rows", later, err)
	}
	claim := func(owner string) string {
		t.Helper()
		q, err := db.ClaimOutboxQueues(ctx, owner, lease, 10, 16)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, rows := range q {
			for _, r := range rows {
				var p struct{ Content string }
				_ = json.Unmarshal(r.Payload, &p)
				got = append(got, p.Content)
			}
		}
		return fmt.Sprint(got)
	}
	if got := claim("B"); got != "[]" {
		t.Fatalf("B claimed %s while A holds the head", got)
	}
	// A's heartbeat keeps the rows it tracks.
	clock.Add(lease - time.Second)
	if err := db.ExtendOutboxRows(ctx, "A", []int64{handed[0].ID, handed[1].ID}, lease); err != nil {
		t.Fatal(err)
	}
	clock.Add(time.Second + time.Microsecond)
	if got := claim("B"); got != "[]" {
		t.Fatalf("B claimed %s after A's heartbeat", got)
	}
	// A dies: the leases run out, B sends the queue in order.
	clock.Add(lease)
	if got := claim("B"); got != "[a1 a2 b1]" {
		t.Fatalf("B claimed %s, want [a1 a2 b1]", got)
	}
	if lost, err := db.MarkSentBatch(ctx, "A", []wakha.SentMark{{ID: handed[0].ID}}); err != nil || lost != 1 {
		t.Fatalf("A marked a1 after losing it: lost %d, %v; want 1 lost", lost, err)
	}
	// A late heartbeat of A's moves nothing of B's.
	if err := db.ExtendOutboxRows(ctx, "A", []int64{handed[0].ID, handed[1].ID}, time.Hour); err != nil {
		t.Fatal(err)
	}
	var owner string
	var until time.Time
	if err := db.Pool().QueryRow(ctx, `SELECT lease_owner, lease_until FROM outbox WHERE id = $1`, handed[0].ID).Scan(&owner, &until); err != nil ||
		owner != "B" || !until.Equal(clock.Now().Add(lease)) {
		t.Fatalf("a1 leased to %q until %v (%v), want B until %v", owner, until, err, clock.Now().Add(lease))
	}
	if got := claim("C"); got != "[]" {
		t.Fatalf("C claimed %s while B holds the queue", got)
	}
}

// A turn that lost its claim hands nothing over and stores nothing.
func TestCommitTurnHandedLostClaim(t *testing.T) {
	t.Parallel()
	ctx, db, _ := setupClock(t)
	insert(t, ctx, db, key("c"), 0)
	c := mustClaim(t, ctx, db, "w0")
	tr := turn(c, "a1")
	tr.Version++
	rows, err := db.CommitTurnHanded(ctx, tr, "A", time.Minute)
	if !errors.Is(err, wakha.ErrConflict) || rows != nil {
		t.Fatalf("CommitTurnHanded = %v, %v; want nothing, ErrConflict", rows, err)
	}
	var n int
	if err := db.Pool().QueryRow(ctx, `SELECT count(*) FROM outbox`).Scan(&n); err != nil || n != 0 {
		t.Fatalf("%d outbox rows stored (%v)", n, err)
	}
	if _, err := db.CommitTurnHanded(ctx, turn(c, "a1"), "", time.Minute); err == nil {
		t.Fatal("a hand-over without an owner was accepted")
	}
}
