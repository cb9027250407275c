package postgres_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/wakha/wakha"
)

// BenchmarkInsertEvent measures the webhook's critical path: one durable,
// deduplicated statement (the conversation upsert and the event insert).
func BenchmarkInsertEvent(b *testing.B) {
	ctx, db := setup(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		ev := wakha.NewEvent{
			Key:        key(fmt.Sprint("c", i%64)),
			DeliveryID: fmt.Sprint("d", i),
			DedupeKey:  fmt.Sprint("m", i),
			Kind:       "user_message",
			Payload:    payload(i),
		}
		if _, dup, err := db.InsertEvent(ctx, ev); err != nil || dup {
			b.Fatal(dup, err)
		}
		i++
	}
}

// BenchmarkClaimCommit measures one runner cycle without the engine: claim
// a conversation with one event, then commit a turn with a transition and
// an outbox row. Events are inserted with the timer stopped.
func BenchmarkClaimCommit(b *testing.B) {
	ctx, db := setup(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		b.StopTimer()
		insert(b, ctx, db, key(fmt.Sprint("c", i%64)), i)
		i++
		b.StartTimer()
		c, err := db.ClaimConversation(ctx, "bench", time.Minute, 1)
		if err != nil {
			b.Fatal(err)
		}
		tr := turn(c, "reply")
		tr.Transitions = []wakha.TransitionRow{{From: "idle", To: "recommending", Trigger: "search", EventID: c.Events[0].ID}}
		if err := db.CommitTurn(ctx, tr); err != nil {
			b.Fatal(err)
		}
	}
}
