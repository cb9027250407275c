package postgres_test

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/wakha/wakha"
)

// TestClaimConversations: one query leases several conversations, oldest
// work first, each to its own owner with its own events in order; leased
// ones are skipped until their lease ends, and a due wake-up counts as work.
func TestClaimConversations(t *testing.T) {
	t.Parallel()
	ctx, db, clock := setupClock(t)
	for i := range 4 {
		for n := range 2 {
			insert(t, ctx, db, key(fmt.Sprint("c", i)), 10*i+n)
			clock.Add(time.Second)
		}
	}
	claims, err := db.ClaimConversations(ctx, []string{"w/1", "w/2", "w/3"}, time.Minute, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(claims) != 3 {
		t.Fatalf("claimed %d conversations, want 3", len(claims))
	}
	for i, c := range claims {
		if want := key(fmt.Sprint("c", i)); c.Key != want || c.Owner != fmt.Sprint("w/", i+1) {
			t.Errorf("claim %d = %v by %s, want %v by w/%d", i, c.Key, c.Owner, want, i+1)
		}
		if len(c.Events) != 2 || c.Events[0].ID >= c.Events[1].ID {
			t.Errorf("claim %d events = %+v, want two in id order", i, c.Events)
		}
	}
	// The rest: only c3 is free.
	more, err := db.ClaimConversations(ctx, []string{"v/1", "v/2"}, time.Minute, 1)
	if err != nil || len(more) != 1 || more[0].Key != key("c3") || len(more[0].Events) != 1 {
		t.Fatalf("second claim = %+v, %v; want c3 with one event (maxEvents 1)", more, err)
	}
	// A commit by its owner clears one lease; the others stay leased.
	if err := db.CommitTurn(ctx, turn(claims[0], "hi")); err != nil {
		t.Fatal(err)
	}
	if none, err := db.ClaimConversations(ctx, []string{"x"}, time.Minute, 0); err != nil || len(none) != 0 {
		t.Fatalf("claim with everything leased or done = %+v, %v", none, err)
	}
	// Leases end: the unfinished conversations come back, with their events.
	clock.Add(time.Minute + time.Second)
	back, err := db.ClaimConversations(ctx, []string{"y/1", "y/2", "y/3", "y/4"}, time.Minute, 0)
	if err != nil || len(back) != 3 {
		t.Fatalf("after the leases ended = %d claims, %v; want 3", len(back), err)
	}
	// The old owner's commit is refused now.
	if err := db.CommitTurn(ctx, turn(claims[1], "late")); !errors.Is(err, wakha.ErrConflict) {
		t.Fatalf("commit under a lost lease = %v, want ErrConflict", err)
	}
}
