package postgres_test

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/wakha/wakha"
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
