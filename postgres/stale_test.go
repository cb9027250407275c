package postgres_test

import (
	"testing"
	"time"

	"github.com/wakha/wakha"
)

// TestStaleClaimsGivenBack: a claim whose work a turn finished after the
// claim statement's snapshot comes back with neither events nor a due
// wake-up; it is given back (its lease cleared) and counted as stale. A
// claim with events, or with a due wake-up, is kept with them; so is one
// whose events came in while it was held, though its claim statement saw
// none.
func TestStaleClaimsGivenBack(t *testing.T) {
	t.Parallel()
	ctx, db := setup(t)
	lease := func(id, owner string) *wakha.Claim {
		t.Helper()
		var c wakha.Claim
		err := db.Pool().QueryRow(ctx, `
			UPDATE conversations SET lease_owner = $2, lease_until = now() + interval '1 minute'
			WHERE platform = 'chatwoot' AND account_id = '1' AND external_id = $1
			RETURNING id, version, lease_owner, wake_at IS NOT NULL AND wake_at <= now()`, id, owner).
			Scan(&c.ConversationID, &c.Version, &c.Owner, &c.WakeDue)
		if err != nil {
			t.Fatal(err)
		}
		c.Key = key(id)
		return &c
	}
	// done, woken and late: their only event was processed by a turn.
	for _, id := range []string{"done", "woken", "late"} {
		insert(t, ctx, db, key(id), 0)
		if err := db.CommitTurn(ctx, turn(mustClaim(t, ctx, db, "w/"+id))); err != nil {
			t.Fatal(err)
		}
	}
	insert(t, ctx, db, key("busy"), 0)
	if _, err := db.Pool().Exec(ctx, `UPDATE conversations SET wake_at = now() - interval '1 second' WHERE external_id = 'woken'`); err != nil {
		t.Fatal(err)
	}
	done := lease("done", "a")
	claims := []*wakha.Claim{done, lease("busy", "b"), lease("woken", "c"), lease("late", "d")}
	insert(t, ctx, db, key("late"), 1) // after its claim statement, which saw no work

	kept, stale, err := db.CompleteClaims(ctx, claims, 10)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for _, c := range kept {
		got[c.Key.ExternalID] = len(c.Events)
	}
	want := map[string]int{"busy": 1, "woken": 0, "late": 1}
	if stale != 1 || len(got) != len(want) {
		t.Fatalf("kept %v, %d stale; want %v and 1 stale", got, stale, want)
	}
	for id, n := range want {
		if got[id] != n {
			t.Errorf("%s: %d events, want %d", id, got[id], n)
		}
	}
	var owner *string
	if err := db.Pool().QueryRow(ctx, `SELECT lease_owner FROM conversations WHERE id = $1`, done.ConversationID).Scan(&owner); err != nil {
		t.Fatal(err)
	}
	if owner != nil {
		t.Errorf("the stale claim is still leased to %q", *owner)
	}
}

// TestClaimDueWakeUpPastLeased: the earliest due wake-up belongs to a
// conversation another owner holds; a claim for one owner still gets the
// next due one (the wake-ups it considers are those it may claim).
func TestClaimDueWakeUpPastLeased(t *testing.T) {
	t.Parallel()
	ctx, db := setup(t)
	for _, id := range []string{"held", "free"} {
		insert(t, ctx, db, key(id), 0)
		if err := db.CommitTurn(ctx, turn(mustClaim(t, ctx, db, "w/"+id))); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := db.Pool().Exec(ctx, `
		UPDATE conversations SET
			wake_at = now() - CASE external_id WHEN 'held' THEN interval '2 seconds' ELSE interval '1 second' END,
			lease_owner = CASE external_id WHEN 'held' THEN 'other' END,
			lease_until = CASE external_id WHEN 'held' THEN now() + interval '1 minute' END
		WHERE external_id IN ('held', 'free')`); err != nil {
		t.Fatal(err)
	}
	claims, err := db.ClaimConversations(ctx, []string{"w1"}, time.Minute, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(claims) != 1 || claims[0].Key.ExternalID != "free" || !claims[0].WakeDue {
		t.Fatalf("claimed %+v, want the free conversation's wake-up", claims)
	}
}
