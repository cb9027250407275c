package postgres_test

import (
	"testing"
	"time"
)

// TestOutboxAnswers: the first reply of a turn that consumed events carries
// the last of them and when the oldest was stored, whether the turn says
// when (Turn.AnsweredAt, from the claim: the runner's way) or the store
// reads it from the events; its other rows and a timer turn's rows carry
// nothing.
func TestOutboxAnswers(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name      string
		fromClaim bool
	}{
		{"looked up", false},
		{"from the claim", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			testOutboxAnswers(t, tc.fromClaim)
		})
	}
}

func testOutboxAnswers(t *testing.T, fromClaim bool) {
	ctx, db, clock := setupClock(t)
	k := key("answers")
	first := insert(t, ctx, db, k, 1)
	clock.Add(time.Second)
	second := insert(t, ctx, db, k, 2)
	c := mustClaim(t, ctx, db, "w")
	tr := turn(c, "a", "b")
	if fromClaim {
		if len(c.Events) != 2 {
			t.Fatalf("claimed %d events, want 2", len(c.Events))
		}
		// The events' own times, not the clock's now: a wrong source shows.
		tr.AnsweredAt = c.Events[0].ReceivedAt
	}
	due := clock.Now() // a timer due at once
	tr.WakeAt = &due
	if err := db.CommitTurn(ctx, tr); err != nil {
		t.Fatal(err)
	}
	type row struct {
		seq        int64
		eventID    *int64
		receivedAt *time.Time
	}
	read := func() []row {
		t.Helper()
		rows, err := db.Pool().Query(ctx, `SELECT seq, answers_event_id, answers_received_at FROM outbox ORDER BY seq`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var out []row
		for rows.Next() {
			var r row
			if err := rows.Scan(&r.seq, &r.eventID, &r.receivedAt); err != nil {
				t.Fatal(err)
			}
			out = append(out, r)
		}
		return out
	}
	got := read()
	if len(got) != 2 {
		t.Fatalf("got %d outbox rows, want 2", len(got))
	}
	if got[0].eventID == nil || *got[0].eventID != second {
		t.Errorf("first row answers event %v, want %d (the turn's last; %d is answered too)", got[0].eventID, second, first)
	}
	if got[0].receivedAt == nil || !got[0].receivedAt.Equal(t0) {
		t.Errorf("first row answers_received_at = %v, want the oldest event's %v", got[0].receivedAt, t0)
	}
	if got[1].eventID != nil || got[1].receivedAt != nil {
		t.Errorf("second row carries an answer: %+v", got[1])
	}

	// A turn without events (a timer) answers nothing.
	c = mustClaim(t, ctx, db, "w")
	if !c.WakeDue || len(c.Events) != 0 {
		t.Fatalf("want a timer claim, got %+v", c)
	}
	if err := db.CommitTurn(ctx, turn(c, "tick")); err != nil {
		t.Fatal(err)
	}
	got = read()
	if len(got) != 3 || got[2].eventID != nil || got[2].receivedAt != nil {
		t.Errorf("timer turn's row: %+v", got)
	}
	// The dispatcher sees the wait's start on the first row only.
	claimed, err := db.ClaimOutbox(ctx, "d", time.Minute, 10)
	if err != nil || len(claimed) != 1 {
		t.Fatalf("ClaimOutbox = %v, %v", claimed, err)
	}
	if claimed[0].AnswersReceivedAt == nil || !claimed[0].AnswersReceivedAt.Equal(t0) {
		t.Errorf("claimed head AnswersReceivedAt = %v, want %v", claimed[0].AnswersReceivedAt, t0)
	}
}
