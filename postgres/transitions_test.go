package postgres_test

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/postgres"
)

// Migration 00012 makes the log one row per turn while the rows written
// before it still read as one hop each, and its Down turns every row back
// into rows of one hop.
func TestTransitionsPerTurnMigration(t *testing.T) {
	t.Parallel()
	ctx, db := setup(t)
	if err := db.MigrateTo(ctx, 11); err != nil {
		t.Fatalf("down to 11: %v", err)
	}
	at := time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
	key := wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: "m12"}
	if err := exec(ctx, db, `
		WITH c AS (INSERT INTO conversations (platform, account_id, external_id) VALUES ($1, $2, $3) RETURNING id)
		INSERT INTO transitions (conversation_id, from_state, to_state, trigger, reason, event_id, at, machine)
		SELECT c.id, v.f, v.t, v.g, v.r, v.e, $4::timestamptz + v.s * interval '1 second', v.m
		FROM c, (VALUES
			('idle', 'recommending', 'product_search', NULL, 41::bigint, 0, 'dialogue'),
			('ACTIVE', 'WAITING', 'turn', 'asked', NULL, 0, 'lifecycle'),
			('recommending', 'awaiting_confirmation', 'select', NULL, 42, 5, 'dialogue')
		) AS v(f, t, g, r, e, s, m)`, key.Platform, key.AccountID, key.ExternalID, at); err != nil {
		t.Fatal(err)
	}
	want := []wakha.TransitionRow{
		{From: "idle", To: "recommending", Trigger: "product_search", Machine: wakha.MachineDialogue, EventID: 41, At: at},
		{From: "ACTIVE", To: "WAITING", Trigger: "turn", Reason: "asked", Machine: wakha.MachineLifecycle, At: at},
		{From: "recommending", To: "awaiting_confirmation", Trigger: "select", Machine: wakha.MachineDialogue, EventID: 42, At: at.Add(5 * time.Second)},
	}
	if err := db.MigrateTo(ctx, 12); err != nil {
		t.Fatalf("up to 12: %v", err)
	}
	v, err := db.Conversation(ctx, key, 20)
	if err != nil {
		t.Fatal(err)
	}
	if !sameHops(v.Transitions, want) {
		t.Fatalf("after 00012: %+v\nwant %+v", v.Transitions, want)
	}
	// The last two hops only: the newest rows are read, the oldest hops cut.
	if v, err = db.Conversation(ctx, key, 2); err != nil || !sameHops(v.Transitions, want[1:]) {
		t.Fatalf("last 2 after 00012: %+v (%v), want %+v", v.Transitions, err, want[1:])
	}

	// A turn written now is one row of several hops beside the old rows;
	// Down splits it into rows of the old shape, and Up reads them again.
	later := at.Add(time.Minute)
	if err := exec(ctx, db, `
		INSERT INTO transitions (conversation_id, at, hops)
		SELECT id, $2, $3::jsonb FROM conversations WHERE external_id = $1`, key.ExternalID, later,
		`[{"from":"awaiting_confirmation","to":"idle","trigger":"confirm","machine":"dialogue","event_id":43},`+
			`{"from":"WAITING","to":"COMPLETED","trigger":"done","reason":"bought","machine":"lifecycle","at":"2026-11-27T09:01:02.000003Z"}]`); err != nil {
		t.Fatal(err)
	}
	want = append(want,
		wakha.TransitionRow{From: "awaiting_confirmation", To: "idle", Trigger: "confirm", Machine: wakha.MachineDialogue, EventID: 43, At: later},
		wakha.TransitionRow{From: "WAITING", To: "COMPLETED", Trigger: "done", Reason: "bought", Machine: wakha.MachineLifecycle,
			At: time.Date(2026, 11, 27, 9, 1, 2, 3000, time.UTC)})
	// A replica of the previous version, still running, adds a one-hop row
	// after it.
	if err := exec(ctx, db, `
		INSERT INTO transitions (conversation_id, from_state, to_state, trigger, at)
		SELECT id, 'idle', 'recommending', 'product_search', $2 FROM conversations WHERE external_id = $1`, key.ExternalID, later); err != nil {
		t.Fatal(err)
	}
	want = append(want, wakha.TransitionRow{From: "idle", To: "recommending", Trigger: "product_search", Machine: wakha.MachineDialogue, At: later})
	if v, err = db.Conversation(ctx, key, 20); err != nil || !sameHops(v.Transitions, want) {
		t.Fatalf("old rows and a turn's row: %+v (%v), want %+v", v.Transitions, err, want)
	}
	if err := db.MigrateTo(ctx, 11); err != nil {
		t.Fatalf("down to 11 again: %v", err)
	}
	var rows int
	if err := db.Pool().QueryRow(ctx, `SELECT count(*) FROM transitions`).Scan(&rows); err != nil || rows != 6 {
		t.Fatalf("after Down: %d rows (%v), want 6, a hop each", rows, err)
	}
	if err := db.MigrateTo(ctx, 12); err != nil {
		t.Fatalf("up to 12 again: %v", err)
	}
	if v, err = db.Conversation(ctx, key, 20); err != nil || !sameHops(v.Transitions, want) {
		t.Fatalf("after down and up: %+v (%v), want %+v", v.Transitions, err, want)
	}
	// The shape is checked: a row holds its hops or one hop, never both
	// nor neither.
	for _, bad := range []string{
		`INSERT INTO transitions (conversation_id, hops, from_state, to_state, trigger) SELECT id, '[{"from":"a"}]', 'a', 'b', 'c' FROM conversations`,
		`INSERT INTO transitions (conversation_id) SELECT id FROM conversations`,
		`INSERT INTO transitions (conversation_id, hops) SELECT id, '[]' FROM conversations`,
	} {
		if err := exec(ctx, db, bad); err == nil {
			t.Errorf("accepted: %s", bad)
		}
	}
}

// A committed turn's hops are one row, read back in order with the
// conversation's earlier turns'.
func TestTurnHopsAreOneRow(t *testing.T) {
	t.Parallel()
	ctx, db := setup(t)
	key := wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: "hops"}
	var want []wakha.TransitionRow
	for i := range 2 {
		insert(t, ctx, db, key, i+1)
		c := mustClaim(t, ctx, db, "w")
		tr := turn(c, "reply")
		tr.Transitions = []wakha.TransitionRow{
			{From: "idle", To: "searching", Trigger: "product_search", EventID: c.Events[0].ID},
			{From: "searching", To: "recommending", Trigger: "search_results", Reason: "2 found"},
			{Machine: wakha.MachineLifecycle, From: "ACTIVE", To: "WAITING", Trigger: "turn"},
		}
		if err := db.CommitTurn(ctx, tr); err != nil {
			t.Fatal(err)
		}
		for _, h := range tr.Transitions {
			if h.Machine == "" {
				h.Machine = wakha.MachineDialogue
			}
			want = append(want, h)
		}
	}
	v, err := db.Conversation(ctx, key, 20)
	if err != nil {
		t.Fatal(err)
	}
	var rows int
	if err := db.Pool().QueryRow(ctx, `SELECT count(*) FROM transitions WHERE conversation_id = $1`, v.ID).Scan(&rows); err != nil {
		t.Fatal(err)
	}
	if rows != 2 {
		t.Errorf("%d transitions rows for 2 turns, want 2", rows)
	}
	for i := range v.Transitions {
		v.Transitions[i].At = time.Time{} // the database's clock
	}
	if !reflect.DeepEqual(v.Transitions, want) {
		t.Errorf("hops read back\n got %+v\nwant %+v", v.Transitions, want)
	}
}

func sameHops(got, want []wakha.TransitionRow) bool {
	if len(got) != len(want) {
		return false
	}
	for i := range got {
		g, w := got[i], want[i]
		if !g.At.Equal(w.At) {
			return false
		}
		g.At, w.At = time.Time{}, time.Time{}
		if g != w {
			return false
		}
	}
	return true
}

// exec runs one statement on db's pool.
func exec(ctx context.Context, db *postgres.DB, sql string, args ...any) error {
	_, err := db.Pool().Exec(ctx, sql, args...)
	return err
}
