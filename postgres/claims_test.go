package postgres_test

import (
	"encoding/json"
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

// TestClaimConversationsKeepsTheRules: one batch claim skips a paused
// conversation and a QUEUED one until its wake-up, hands a visitor's
// session to the first new conversation carrying the visitor id (the
// second starts afresh), and gives back the visitor's own session when it
// was claimed in the same batch (its version moved under the claim).
func TestClaimConversationsKeepsTheRules(t *testing.T) {
	t.Parallel()
	ctx, db, clock := setupClock(t)
	const vid = "Vb3kZ9xQ2mP7rT1wY5nC8d"
	vkey := wakha.VisitorKey("chatwoot", vid)
	ev := func(k wakha.ConvKey, visitor string, n int) {
		t.Helper()
		if _, _, err := db.InsertEvent(ctx, wakha.NewEvent{Key: k, VisitorID: visitor, Kind: "user_message", Payload: payload(n)}); err != nil {
			t.Fatal(err)
		}
		clock.Add(time.Second)
	}
	commit := func(c *wakha.Claim, edit func(*wakha.Turn)) {
		t.Helper()
		tr := turn(c)
		edit(&tr)
		if err := db.CommitTurn(ctx, tr); err != nil {
			t.Fatal(err)
		}
	}
	// The visitor's session, with a state and a wake-up an hour away.
	ev(vkey, "", 0)
	commit(mustClaim(t, ctx, db, "setup"), func(tr *wakha.Turn) {
		tr.State = json.RawMessage(`{"session":{"state":"proactive_assistance"}}`)
		at := t0.Add(time.Hour)
		tr.WakeAt = &at
	})
	// paused: held by an operator. queued: QUEUED, its recheck in a minute.
	ev(key("paused"), "", 1)
	commit(mustClaim(t, ctx, db, "setup"), func(tr *wakha.Turn) { tr.OperatorPaused = true })
	ev(key("queued"), "", 2)
	queuedAt := clock.Now().Add(time.Minute)
	commit(mustClaim(t, ctx, db, "setup"), func(tr *wakha.Turn) { tr.LifecycleState, tr.WakeAt = "QUEUED", &queuedAt })
	// Work for all of them, and two new conversations of the visitor.
	ev(key("paused"), "", 3)
	ev(key("queued"), "", 4)
	ev(vkey, "", 5) // before the chats carry the id: to the session row
	ev(key("first"), vid, 6)
	ev(key("second"), vid, 7)

	claims, err := db.ClaimConversations(ctx, []string{"w/1", "w/2", "w/3", "w/4", "w/5"}, time.Minute, 0)
	if err != nil {
		t.Fatal(err)
	}
	got := map[wakha.ConvKey]*wakha.Claim{}
	for _, c := range claims {
		got[c.Key] = c
	}
	if len(claims) != 2 || got[key("first")] == nil || got[key("second")] == nil {
		t.Fatalf("claimed %v; want first and second only (the session given back, paused and queued skipped)", keysOf(claims))
	}
	var v struct {
		Session struct{ State string } `json:"session"`
	}
	if err := json.Unmarshal(got[key("first")].Visitor, &v); err != nil || v.Session.State != "proactive_assistance" {
		t.Fatalf("first's Visitor = %s (%v), want the visitor's session", got[key("first")].Visitor, err)
	}
	if got[key("second")].Visitor != nil || got[key("first")].VisitorID != vid {
		t.Fatalf("second's Visitor = %s, first's visitor id %q", got[key("second")].Visitor, got[key("first")].VisitorID)
	}
	// The session was emptied and given back: its event is claimable, on
	// the emptied state, without a wake-up.
	if state, _, err := db.VisitorState(ctx, "chatwoot", vid); err != nil || state != nil {
		t.Fatalf("visitor session after adoption = %s, %v", state, err)
	}
	s, err := db.ClaimConversation(ctx, "w/6", time.Minute, 0)
	if err != nil || s.Key != vkey || s.State != nil || s.WakeDue || len(s.Events) != 1 {
		t.Fatalf("the session's claim = %+v, %v", s, err)
	}
	// The queued conversation comes back for its wake-up, with its events.
	if _, err := db.ClaimConversation(ctx, "w/7", time.Minute, 0); !errors.Is(err, wakha.ErrNoWork) {
		t.Fatalf("claim before the queued wake-up: %v, want ErrNoWork", err)
	}
	clock.Add(queuedAt.Sub(clock.Now()))
	q, err := db.ClaimConversation(ctx, "w/8", time.Minute, 0)
	if err != nil || q.Key != key("queued") || !q.WakeDue || len(q.Events) != 1 {
		t.Fatalf("the queued conversation's claim = %+v, %v", q, err)
	}
}

func keysOf(cs []*wakha.Claim) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.Key.ExternalID)
	}
	return out
}
