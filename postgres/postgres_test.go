package postgres_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/internal/fakeclock"
	"github.com/wakha/wakha/internal/wait"
	"github.com/wakha/wakha/postgres"
	"github.com/wakha/wakha/postgres/pgtest"
)

// setup gives the test a fresh migrated database and a context bounded by
// the test's deadline.
func setup(t testing.TB) (context.Context, *postgres.DB) {
	t.Helper()
	db := pgtest.New(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	return ctx, db
}

// t0 is where the injected clocks start.
var t0 = time.Date(2030, 3, 21, 10, 0, 0, 0, time.UTC)

// setupClock is setup with an injected clock standing at t0: leases, due
// times and timestamps follow it, and the test moves it instead of sleeping.
func setupClock(t testing.TB) (context.Context, *postgres.DB, *fakeclock.Clock) {
	t.Helper()
	ctx, db := setup(t)
	clock := fakeclock.New(t0)
	db.Now = clock.Now
	return ctx, db, clock
}

func key(id string) wakha.ConvKey {
	return wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: id}
}

func payload(n int) json.RawMessage {
	return json.RawMessage(fmt.Sprintf(`{"kind":"user_message","text":"m%d","n":%d}`, n, n))
}

// insert stores event n of conversation k without dedupe keys.
func insert(t testing.TB, ctx context.Context, db *postgres.DB, k wakha.ConvKey, n int) int64 {
	t.Helper()
	id, dup, err := db.InsertEvent(ctx, wakha.NewEvent{Key: k, Kind: "user_message", Payload: payload(n)})
	if err != nil || dup {
		t.Fatalf("InsertEvent(%v, %d) = %d, %v, %v", k, n, id, dup, err)
	}
	return id
}

func eventIDs(c *wakha.Claim) []int64 {
	ids := make([]int64, len(c.Events))
	for i, e := range c.Events {
		ids[i] = e.ID
	}
	return ids
}

// turn is a minimal turn for claim c that consumes all its events.
func turn(c *wakha.Claim, out ...string) wakha.Turn {
	t := wakha.Turn{
		ConversationID:    c.ConversationID,
		Owner:             c.Owner,
		Version:           c.Version,
		State:             json.RawMessage(`{"_v":1}`),
		DialogueState:     "recommending",
		ProcessedEventIDs: eventIDs(c),
	}
	for _, o := range out {
		t.Outbox = append(t.Outbox, wakha.OutboxItem{Kind: "reply", Payload: json.RawMessage(`{"content":"` + o + `"}`)})
	}
	return t
}

func mustClaim(t testing.TB, ctx context.Context, db *postgres.DB, owner string) *wakha.Claim {
	t.Helper()
	c, err := db.ClaimConversation(ctx, owner, time.Minute, 0)
	if err != nil {
		t.Fatalf("ClaimConversation(%s): %v", owner, err)
	}
	return c
}

func TestInsertEventDedupe(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name          string
		first, second wakha.NewEvent
		wantDuplicate bool
	}{
		{
			name:          "same delivery id",
			first:         wakha.NewEvent{DeliveryID: "d1", DedupeKey: "m1"},
			second:        wakha.NewEvent{DeliveryID: "d1", DedupeKey: "m2"},
			wantDuplicate: true,
		},
		{
			name:          "same dedupe key under a new delivery id",
			first:         wakha.NewEvent{DeliveryID: "d1", DedupeKey: "m1"},
			second:        wakha.NewEvent{DeliveryID: "d2", DedupeKey: "m1"},
			wantDuplicate: true,
		},
		{
			name:   "both different",
			first:  wakha.NewEvent{DeliveryID: "d1", DedupeKey: "m1"},
			second: wakha.NewEvent{DeliveryID: "d2", DedupeKey: "m2"},
		},
		{
			name:  "no keys never collide",
			first: wakha.NewEvent{}, second: wakha.NewEvent{},
		},
		{
			name:   "same keys on another platform",
			first:  wakha.NewEvent{DeliveryID: "d1", DedupeKey: "m1"},
			second: wakha.NewEvent{Key: wakha.ConvKey{Platform: "intercom", AccountID: "1", ExternalID: "c1"}, DeliveryID: "d1", DedupeKey: "m1"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			ctx, db := setup(t)
			for i, ev := range []wakha.NewEvent{tt.first, tt.second} {
				if ev.Key == (wakha.ConvKey{}) {
					ev.Key = key("c1")
				}
				ev.Kind, ev.Payload = "user_message", payload(i)
				id, dup, err := db.InsertEvent(ctx, ev)
				if err != nil {
					t.Fatalf("InsertEvent #%d: %v", i, err)
				}
				wantDup := i == 1 && tt.wantDuplicate
				if dup != wantDup || (id == 0) != wantDup {
					t.Fatalf("InsertEvent #%d = id %d, duplicate %v; want duplicate %v", i, id, dup, wantDup)
				}
			}
			want := 2
			if tt.wantDuplicate {
				want = 1
			}
			if s, err := db.Stats(ctx); err != nil || s.EventsPending != want {
				t.Fatalf("wakha.Stats = %+v, %v; want %d pending events", s, err, want)
			}
		})
	}
}

func TestInsertEventRejectsBadInput(t *testing.T) {
	t.Parallel()
	ctx, db := setup(t)
	tests := []struct {
		name string
		ev   wakha.NewEvent
	}{
		{"no key", wakha.NewEvent{Kind: "tick", Payload: payload(1)}},
		{"no kind", wakha.NewEvent{Key: key("c1"), Payload: payload(1)}},
		{"bad JSON", wakha.NewEvent{Key: key("c1"), Kind: "tick", Payload: json.RawMessage(`{`)}},
	}
	for _, tt := range tests {
		if _, _, err := db.InsertEvent(ctx, tt.ev); err == nil {
			t.Errorf("%s: InsertEvent succeeded", tt.name)
		}
	}
}

// Values Postgres refuses by themselves come back as ErrInvalidData, so the
// HTTP layer can answer 4xx instead of a retryable 500.
func TestInsertEventInvalidData(t *testing.T) {
	t.Parallel()
	ctx, db := setup(t)
	tests := []struct {
		name string
		ev   wakha.NewEvent
	}{
		{"NUL in jsonb", wakha.NewEvent{Key: key("c1"), Kind: "user_message", Payload: json.RawMessage(`{"text":"a\u0000b"}`)}},
		{"key too long for its index", wakha.NewEvent{Key: key("c1"), Kind: "quick_reply", DedupeKey: incompressible(8000), Payload: payload(1)}},
	}
	for _, tt := range tests {
		if _, _, err := db.InsertEvent(ctx, tt.ev); !errors.Is(err, wakha.ErrInvalidData) {
			t.Errorf("%s: err = %v, want wakha.ErrInvalidData", tt.name, err)
		}
	}
}

// incompressible returns n random hex characters (index entries are compressed).
func incompressible(n int) string {
	var b strings.Builder
	for b.Len() < n {
		fmt.Fprintf(&b, "%016x", rand.Uint64())
	}
	return b.String()[:n]
}

func TestContactRef(t *testing.T) {
	t.Parallel()
	ctx, db := setup(t)
	if _, err := db.Conversation(ctx, key("nope"), 0); !errors.Is(err, wakha.ErrNotFound) {
		t.Fatalf("Conversation(unknown) err = %v, want wakha.ErrNotFound", err)
	}
	steps := []struct{ ref, want string }{
		{"", ""}, // conversation created without a ref
		{"visitor-1", "visitor-1"},
		{"", "visitor-1"}, // an event without a ref keeps the old one
		{"visitor-2", "visitor-2"},
	}
	for i, s := range steps {
		if _, _, err := db.InsertEvent(ctx, wakha.NewEvent{Key: key("c1"), ContactRef: s.ref, Kind: "tick", Payload: payload(i)}); err != nil {
			t.Fatal(err)
		}
		if v, err := db.Conversation(ctx, key("c1"), 0); err != nil || v.ContactRef != s.want {
			t.Fatalf("step %d: ContactRef = %q, %v; want %q", i, v.ContactRef, err, s.want)
		}
	}
}

func TestClaimOrderAndLeases(t *testing.T) {
	t.Parallel()
	ctx, db, clock := setupClock(t)
	// c1's work is older than c2's; each has events in arrival order.
	var want1 []int64
	for n := range 3 {
		want1 = append(want1, insert(t, ctx, db, key("c1"), n))
	}
	want2 := []int64{insert(t, ctx, db, key("c2"), 0)}
	want1 = append(want1, insert(t, ctx, db, key("c1"), 3))

	a := mustClaim(t, ctx, db, "A")
	b := mustClaim(t, ctx, db, "B")
	if a.Key != key("c1") || b.Key != key("c2") {
		t.Fatalf("claims = %v, %v; want c1 (oldest work) then c2", a.Key, b.Key)
	}
	if fmt.Sprint(eventIDs(a)) != fmt.Sprint(want1) || fmt.Sprint(eventIDs(b)) != fmt.Sprint(want2) {
		t.Fatalf("events = %v, %v; want %v, %v", eventIDs(a), eventIDs(b), want1, want2)
	}
	if a.State != nil || a.Version != 0 || a.WakeDue {
		t.Fatalf("new conversation claim = state %s version %d wake %v", a.State, a.Version, a.WakeDue)
	}
	// Both conversations are leased: a third owner finds nothing, even when
	// more events arrive.
	insert(t, ctx, db, key("c1"), 4)
	if _, err := db.ClaimConversation(ctx, "C", time.Minute, 0); !errors.Is(err, wakha.ErrNoWork) {
		t.Fatalf("third claim err = %v, want wakha.ErrNoWork", err)
	}

	// maxEvents bounds a claim; the rest come with the next one.
	if err := db.ReleaseClaim(ctx, a.ConversationID, "A"); err != nil {
		t.Fatal(err)
	}
	if err := db.ReleaseClaim(ctx, a.ConversationID, "A"); !errors.Is(err, wakha.ErrConflict) {
		t.Fatalf("second release err = %v, want wakha.ErrConflict", err)
	}
	a2, err := db.ClaimConversation(ctx, "A", 30*time.Second, 2)
	if err != nil || len(a2.Events) != 2 || a2.Events[0].ID != want1[0] {
		t.Fatalf("bounded claim = %+v, %v", a2, err)
	}

	// A live lease holds until it ends…
	clock.Add(30 * time.Second)
	if c, err := db.ClaimConversation(ctx, "C", time.Minute, 0); !errors.Is(err, wakha.ErrNoWork) {
		t.Fatalf("claim at the end of the lease = %+v, %v; want wakha.ErrNoWork", c, err)
	}
	// …then it can be taken over, and the old owner can no longer commit.
	// c2's lease (a minute, from t0) still holds.
	clock.Add(time.Millisecond)
	c := mustClaim(t, ctx, db, "C")
	if c.ConversationID != a2.ConversationID {
		t.Fatalf("claim after expiry got %v, want c1", c.Key)
	}
	if err := db.CommitTurn(ctx, turn(a2)); !errors.Is(err, wakha.ErrConflict) {
		t.Fatalf("commit by expired owner err = %v, want wakha.ErrConflict", err)
	}
	if err := db.CommitTurn(ctx, turn(c)); err != nil {
		t.Fatalf("commit by new owner: %v", err)
	}
	if err := db.CommitTurn(ctx, turn(b)); err != nil {
		t.Fatalf("commit c2: %v", err)
	}
	if _, err := db.ClaimConversation(ctx, "A", time.Minute, 0); !errors.Is(err, wakha.ErrNoWork) {
		t.Fatalf("claim after all committed err = %v, want wakha.ErrNoWork", err)
	}
}

func TestCommitTurnVersionCheck(t *testing.T) {
	t.Parallel()
	ctx, db := setup(t)
	insert(t, ctx, db, key("c1"), 0)
	c := mustClaim(t, ctx, db, "A")
	tests := []struct {
		name   string
		modify func(*wakha.Turn)
	}{
		{"stale version", func(tr *wakha.Turn) { tr.Version-- }},
		{"future version", func(tr *wakha.Turn) { tr.Version++ }},
		{"other owner", func(tr *wakha.Turn) { tr.Owner = "B" }},
		{"other conversation", func(tr *wakha.Turn) { tr.ConversationID++ }},
	}
	for _, tt := range tests {
		tr := turn(c, "hello")
		tr.Transitions = []wakha.TransitionRow{{From: "idle", To: "recommending", Trigger: "search"}}
		tt.modify(&tr)
		if err := db.CommitTurn(ctx, tr); !errors.Is(err, wakha.ErrConflict) {
			t.Fatalf("%s: err = %v, want wakha.ErrConflict", tt.name, err)
		}
	}
	// Nothing was written by the rejected turns.
	v, err := db.Conversation(ctx, key("c1"), 0)
	if err != nil {
		t.Fatal(err)
	}
	if v.Version != 0 || v.State != nil || len(v.Transitions) != 0 || len(v.Outbox) != 0 || v.LeaseOwner != "A" {
		t.Fatalf("after conflicts: %+v", v)
	}
	if s, _ := db.Stats(ctx); s.EventsPending != 1 {
		t.Fatalf("events pending = %d, want 1", s.EventsPending)
	}

	// The right turn commits everything at once.
	tr := turn(c, "one", "two")
	tr.HandoffReason = "user_requested"
	tr.Transitions = []wakha.TransitionRow{
		{From: "idle", To: "recommending", Trigger: "search", EventID: c.Events[0].ID},
		{From: "recommending", To: "handoff", Trigger: "human", Reason: "user_requested"},
	}
	if err := db.CommitTurn(ctx, tr); err != nil {
		t.Fatal(err)
	}
	// Replaying the same turn is a conflict: the version moved on.
	if err := db.CommitTurn(ctx, tr); !errors.Is(err, wakha.ErrConflict) {
		t.Fatalf("replay err = %v, want wakha.ErrConflict", err)
	}
	v, err = db.Conversation(ctx, key("c1"), 0)
	if err != nil {
		t.Fatal(err)
	}
	if v.Version != 1 || string(v.State) != `{"_v": 1}` || v.DialogueState != "recommending" || v.HandoffReason != "user_requested" || v.LeaseOwner != "" {
		t.Fatalf("after commit: %+v (state %s)", v, v.State)
	}
	if len(v.Transitions) != 2 || v.Transitions[0].EventID != c.Events[0].ID || v.Transitions[1].To != "handoff" || v.Transitions[1].Reason != "user_requested" {
		t.Fatalf("transitions = %+v", v.Transitions)
	}
	if len(v.Outbox) != 2 || v.Outbox[0].Seq != 1 || v.Outbox[1].Seq != 2 || v.Outbox[0].Status != wakha.OutboxPending {
		t.Fatalf("outbox = %+v", v.Outbox)
	}
	// The next turn's outbox rows continue the sequence.
	insert(t, ctx, db, key("c1"), 1)
	c2 := mustClaim(t, ctx, db, "A")
	if c2.Version != 1 || string(c2.State) != `{"_v": 1}` || len(c2.Events) != 1 {
		t.Fatalf("second claim = %+v", c2)
	}
	if err := db.CommitTurn(ctx, turn(c2, "three")); err != nil {
		t.Fatal(err)
	}
	v, _ = db.Conversation(ctx, key("c1"), 2)
	if len(v.Outbox) != 2 || v.Outbox[0].Seq != 2 || v.Outbox[1].Seq != 3 {
		t.Fatalf("last 2 outbox rows = %+v", v.Outbox)
	}
	if _, err := db.Conversation(ctx, key("nope"), 0); !errors.Is(err, wakha.ErrNotFound) {
		t.Fatalf("Conversation(unknown) err = %v, want wakha.ErrNotFound", err)
	}
}

// The turn's diagnostics are written with it, in order, each with the turn's
// commit time; a turn that lost its race writes none, and a diagnostic the
// store could not read back is refused before anything is written.
func TestCommitTurnKeepsDiagnostics(t *testing.T) {
	t.Parallel()
	ctx, db := setup(t)
	insert(t, ctx, db, key("d1"), 1)
	insert(t, ctx, db, key("d1"), 2)
	c := mustClaim(t, ctx, db, "A")
	at := time.Date(2026, 11, 23, 9, 30, 0, 0, time.UTC)
	diags := []wakha.TurnDiagnostic{
		{EventID: c.Events[0].ID, EventKind: "user_message", Route: "fresh", Intent: "product_search", Confidence: 0.75,
			Lang: "darija_latn", Detail: json.RawMessage(`{"event":"user_message","route":"fresh","shown":5}`),
			Stages: wakha.Stages{Understand: 3 * time.Microsecond, Decide: 40 * time.Microsecond, Search: 2 * time.Millisecond, Render: 90 * time.Microsecond},
			At:     at},
		{EventID: c.Events[1].ID, EventKind: "user_message", Route: "enriched", Intent: "refine",
			Detail: json.RawMessage(`{"event":"user_message","route":"enriched","enriched":{"terms":["jellaba"]}}`),
			Stages: wakha.Stages{Decide: 7 * time.Microsecond}},
		{EventKind: "tick", Detail: json.RawMessage(`{"event":"tick"}`)},
	}

	bad := turn(c)
	bad.Diagnostics = []wakha.TurnDiagnostic{{EventKind: "tick", Detail: json.RawMessage(`{`)}}
	if err := db.CommitTurn(ctx, bad); err == nil || errors.Is(err, wakha.ErrConflict) {
		t.Fatalf("invalid detail: err = %v, want a validation error", err)
	}
	lost := turn(c)
	lost.Version++
	lost.Diagnostics = diags
	if err := db.CommitTurn(ctx, lost); !errors.Is(err, wakha.ErrConflict) {
		t.Fatalf("lost race: err = %v, want wakha.ErrConflict", err)
	}
	v, err := db.Conversation(ctx, key("d1"), 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Turns) != 0 {
		t.Fatalf("rejected turns left diagnostics: %+v", v.Turns)
	}

	tr := turn(c, "hi")
	tr.Diagnostics = diags
	if err := db.CommitTurn(ctx, tr); err != nil {
		t.Fatal(err)
	}
	v, err = db.Conversation(ctx, key("d1"), 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Turns) != 2 {
		t.Fatalf("last 2 diagnostics: got %d", len(v.Turns))
	}
	enriched, tick := v.Turns[0], v.Turns[1]
	if enriched.EventID != c.Events[1].ID || enriched.Route != "enriched" || enriched.Intent != "refine" || enriched.Confidence != 0 || enriched.Lang != "" {
		t.Fatalf("enriched diagnostic = %+v", enriched)
	}
	if tick.EventID != 0 || tick.EventKind != "tick" || tick.Route != "" || string(tick.Detail) != `{"event": "tick"}` {
		t.Fatalf("tick diagnostic = %+v (detail %s)", tick, tick.Detail)
	}
	if enriched.Stages.Commit <= 0 || enriched.Stages.Commit != tick.Stages.Commit {
		t.Fatalf("commit stage = %v and %v, want the same positive time for the turn", enriched.Stages.Commit, tick.Stages.Commit)
	}
	v, err = db.Conversation(ctx, key("d1"), 0)
	if err != nil {
		t.Fatal(err)
	}
	first := v.Turns[0]
	want := diags[0].Stages
	want.Commit = first.Stages.Commit
	if len(v.Turns) != 3 || first.EventID != c.Events[0].ID || first.Route != "fresh" || first.Lang != "darija_latn" ||
		first.Confidence != 0.75 || !first.At.Equal(at) || first.Stages != want {
		t.Fatalf("first diagnostic = %+v, want stages %+v", first, want)
	}
	// Rows without a time get the conversation's commit time.
	if tick.At.IsZero() || tick.At.Before(v.CreatedAt) {
		t.Fatalf("tick at = %v, created %v", tick.At, v.CreatedAt)
	}
}

func TestOutboxHeadOfLine(t *testing.T) {
	t.Parallel()
	ctx, db, clock := setupClock(t)
	insert(t, ctx, db, key("c1"), 0)
	insert(t, ctx, db, key("c2"), 0)
	for range 2 {
		c := mustClaim(t, ctx, db, "runner")
		out := []string{"a1", "a2", "a3"}
		if c.Key == key("c2") {
			out = []string{"b1"}
		}
		if err := db.CommitTurn(ctx, turn(c, out...)); err != nil {
			t.Fatal(err)
		}
	}
	content := func(r wakha.OutboxRow) string {
		var p struct{ Content string }
		_ = json.Unmarshal(r.Payload, &p)
		return p.Content
	}
	claim := func(owner string) []string {
		t.Helper()
		rows, err := db.ClaimOutbox(ctx, owner, time.Minute, 10)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, r := range rows {
			got = append(got, content(r))
		}
		return got
	}
	rowID := func(conv, c string) int64 {
		v, err := db.Conversation(ctx, key(conv), 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range v.Outbox {
			if content(r) == c {
				return r.ID
			}
		}
		t.Fatalf("no outbox row %q in %s", c, conv)
		return 0
	}

	// One head per conversation, in seq order.
	if got := claim("D1"); fmt.Sprint(got) != "[a1 b1]" {
		t.Fatalf("first claim = %v, want [a1 b1]", got)
	}
	// Heads are leased: nothing for a second dispatcher, not even a2.
	if got := claim("D2"); len(got) != 0 {
		t.Fatalf("second claim = %v, want none", got)
	}
	// Only the lease owner may finish a row.
	if err := db.MarkSent(ctx, rowID("c1", "a1"), "D2", "x"); !errors.Is(err, wakha.ErrConflict) {
		t.Fatalf("MarkSent by other owner err = %v, want wakha.ErrConflict", err)
	}
	if err := db.MarkSent(ctx, rowID("c2", "b1"), "D1", "pm-b1"); err != nil {
		t.Fatal(err)
	}
	// A retry in the future holds back the whole conversation.
	if err := db.MarkRetry(ctx, rowID("c1", "a1"), "D1", "429", clock.Now().Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if got := claim("D2"); len(got) != 0 {
		t.Fatalf("claim during backoff = %v, want none", got)
	}
	if err := db.MarkRetry(ctx, rowID("c1", "a1"), "D1", "x", clock.Now()); !errors.Is(err, wakha.ErrConflict) {
		t.Fatalf("MarkRetry of an unclaimed row err = %v, want wakha.ErrConflict", err)
	}
	clock.Add(time.Hour - time.Millisecond)
	if got := claim("D2"); len(got) != 0 {
		t.Fatalf("claim just before the retry is due = %v, want none", got)
	}
	// Once due, the same head comes back with its attempt counted.
	clock.Add(time.Millisecond)
	rows, err := db.ClaimOutbox(ctx, "D2", time.Minute, 10)
	if err != nil || len(rows) != 1 || content(rows[0]) != "a1" || rows[0].Attempts != 1 || rows[0].LastError != "429" || rows[0].Key != key("c1") {
		t.Fatalf("claim after backoff = %+v, %v", rows, err)
	}
	// A dead head lets the next row go.
	if err := db.MarkDead(ctx, rows[0].ID, "D2", "400 bad request"); err != nil {
		t.Fatal(err)
	}
	if got := claim("D1"); fmt.Sprint(got) != "[a2]" {
		t.Fatalf("claim after dead = %v, want [a2]", got)
	}
	// Shutdown releases the lease, so another dispatcher takes a2 at once.
	if err := db.ReleaseOutbox(ctx, "D1"); err != nil {
		t.Fatal(err)
	}
	if got := claim("D2"); fmt.Sprint(got) != "[a2]" {
		t.Fatalf("claim after release = %v, want [a2]", got)
	}
	if err := db.MarkSent(ctx, rowID("c1", "a2"), "D2", ""); err != nil {
		t.Fatal(err)
	}
	if got := claim("D2"); fmt.Sprint(got) != "[a3]" {
		t.Fatalf("claim = %v, want [a3]", got)
	}

	s, err := db.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	// a3 was committed at t0, an hour ago by the clock.
	if s.OutboxPending != 1 || s.OutboxDead != 1 || s.EventsPending != 0 || s.ByDialogueState["recommending"] != 2 || s.OldestPendingOutbox != time.Hour {
		t.Fatalf("stats = %+v", s)
	}
	v, _ := db.Conversation(ctx, key("c2"), 0)
	if v.Outbox[0].Status != wakha.OutboxSent || v.Outbox[0].PlatformMessageID != "pm-b1" || v.Outbox[0].SentAt == nil || !v.Outbox[0].SentAt.Equal(t0) {
		t.Fatalf("sent row = %+v", v.Outbox[0])
	}
	v, _ = db.Conversation(ctx, key("c1"), 0)
	if v.Outbox[0].Status != wakha.OutboxDead || v.Outbox[0].LastError != "400 bad request" || v.Outbox[0].Attempts != 2 {
		t.Fatalf("dead row = %+v", v.Outbox[0])
	}
}

// An outbox lease that ran out lets another dispatcher send the row; the
// first one can then no longer finish it.
func TestOutboxLeaseExpiry(t *testing.T) {
	t.Parallel()
	ctx, db, clock := setupClock(t)
	insert(t, ctx, db, key("c1"), 0)
	if err := db.CommitTurn(ctx, turn(mustClaim(t, ctx, db, "runner"), "hello")); err != nil {
		t.Fatal(err)
	}
	first, err := db.ClaimOutbox(ctx, "D1", 30*time.Second, 10)
	if err != nil || len(first) != 1 {
		t.Fatalf("first claim = %+v, %v", first, err)
	}
	clock.Add(30 * time.Second)
	if rows, err := db.ClaimOutbox(ctx, "D2", time.Minute, 10); err != nil || len(rows) != 0 {
		t.Fatalf("claim at the end of the lease = %+v, %v; want none", rows, err)
	}
	clock.Add(time.Millisecond)
	second, err := db.ClaimOutbox(ctx, "D2", time.Minute, 10)
	if err != nil || len(second) != 1 || second[0].ID != first[0].ID {
		t.Fatalf("claim after the lease = %+v, %v; want row %d", second, err, first[0].ID)
	}
	if err := db.MarkSent(ctx, first[0].ID, "D1", "pm-1"); !errors.Is(err, wakha.ErrConflict) {
		t.Fatalf("MarkSent by the expired owner err = %v, want wakha.ErrConflict", err)
	}
	if err := db.MarkSent(ctx, second[0].ID, "D2", "pm-2"); err != nil {
		t.Fatal(err)
	}
	v, err := db.Conversation(ctx, key("c1"), 0)
	if err != nil {
		t.Fatal(err)
	}
	if r := v.Outbox[0]; r.PlatformMessageID != "pm-2" || r.SentAt == nil || !r.SentAt.Equal(clock.Now()) {
		t.Fatalf("sent row = %+v", r)
	}
}

// Every timestamp that leases and timers compare comes from the injected
// clock, so a test that moves it sees one consistent time.
func TestInjectedClockStampsRows(t *testing.T) {
	t.Parallel()
	ctx, db, clock := setupClock(t)
	insert(t, ctx, db, key("c1"), 0)
	clock.Add(time.Second)
	c := mustClaim(t, ctx, db, "A")
	if got := c.Events[0].ReceivedAt; !got.Equal(t0) {
		t.Errorf("received_at %s, want %s", got, t0)
	}
	tr := turn(c, "hello")
	tr.Transitions = []wakha.TransitionRow{{From: "idle", To: "recommending", Trigger: "product_search"}}
	clock.Add(time.Second)
	if err := db.CommitTurn(ctx, tr); err != nil {
		t.Fatal(err)
	}
	committed := clock.Now()
	var processedAt, updatedAt time.Time
	if err := db.Pool().QueryRow(ctx, `SELECT e.processed_at, c.updated_at FROM inbound_events e JOIN conversations c ON c.id = e.conversation_id WHERE e.id = $1`,
		c.Events[0].ID).Scan(&processedAt, &updatedAt); err != nil {
		t.Fatal(err)
	}
	if !processedAt.Equal(committed) || !updatedAt.Equal(committed) {
		t.Errorf("processed_at %s, updated_at %s; want %s", processedAt, updatedAt, committed)
	}
	v, err := db.Conversation(ctx, key("c1"), 0)
	if err != nil {
		t.Fatal(err)
	}
	if at := v.Transitions[0].At; !at.Equal(committed) {
		t.Errorf("transition at %s, want %s", at, committed)
	}
	if o := v.Outbox[0]; !o.CreatedAt.Equal(committed) || !o.NextAttemptAt.Equal(committed) {
		t.Errorf("outbox created %s, due %s; want %s", o.CreatedAt, o.NextAttemptAt, committed)
	}
	clock.Add(90 * time.Second)
	if s, err := db.Stats(ctx); err != nil || s.OldestPendingOutbox != 90*time.Second {
		t.Errorf("stats = %+v, %v; want the oldest pending row 90s old", s, err)
	}
	// A failed event that is given up is stamped too.
	insert(t, ctx, db, key("c2"), 0)
	c2 := mustClaim(t, ctx, db, "A")
	if _, err := db.FailEvents(ctx, c2.ConversationID, "A", eventIDs(c2), "boom", 1); err != nil {
		t.Fatal(err)
	}
	if err := db.Pool().QueryRow(ctx, `SELECT processed_at FROM inbound_events WHERE id = $1`, c2.Events[0].ID).Scan(&processedAt); err != nil {
		t.Fatal(err)
	}
	if !processedAt.Equal(clock.Now()) {
		t.Errorf("given-up event processed_at %s, want %s", processedAt, clock.Now())
	}
}

// Without an injected clock every comparison uses the database's own, the
// one clock all replicas share: moving a lease back in SQL frees it.
func TestDatabaseClockByDefault(t *testing.T) {
	t.Parallel()
	ctx, db := setup(t)
	insert(t, ctx, db, key("c1"), 0)
	c, err := db.ClaimConversation(ctx, "A", time.Hour, 0)
	if err != nil {
		t.Fatal(err)
	}
	var fresh bool
	if err := db.Pool().QueryRow(ctx, `SELECT $1::timestamptz BETWEEN now() - interval '1 hour' AND now()`, c.Events[0].ReceivedAt).Scan(&fresh); err != nil || !fresh {
		t.Fatalf("received_at %s is not the database's recent now() (%v)", c.Events[0].ReceivedAt, err)
	}
	if _, err := db.ClaimConversation(ctx, "B", time.Hour, 0); !errors.Is(err, wakha.ErrNoWork) {
		t.Fatalf("claim of a leased conversation err = %v, want wakha.ErrNoWork", err)
	}
	if _, err := db.Pool().Exec(ctx, `UPDATE conversations SET lease_until = now() - interval '1 second' WHERE id = $1`, c.ConversationID); err != nil {
		t.Fatal(err)
	}
	if c2, err := db.ClaimConversation(ctx, "B", time.Hour, 0); err != nil || c2.ConversationID != c.ConversationID {
		t.Fatalf("claim after the lease ran out by the database clock = %+v, %v", c2, err)
	}
}

func TestFailEventsGivesUp(t *testing.T) {
	t.Parallel()
	ctx, db := setup(t)
	const maxAttempts = 3
	poison := insert(t, ctx, db, key("c1"), 0)
	for attempt := 1; attempt <= maxAttempts; attempt++ {
		c := mustClaim(t, ctx, db, "A")
		if len(c.Events) != 1 || c.Events[0].ID != poison || c.Events[0].Attempts != attempt-1 {
			t.Fatalf("attempt %d: claim = %+v", attempt, c)
		}
		if _, err := db.FailEvents(ctx, c.ConversationID, "B", eventIDs(c), "boom", maxAttempts); !errors.Is(err, wakha.ErrConflict) {
			t.Fatalf("FailEvents by non-owner err = %v, want wakha.ErrConflict", err)
		}
		gaveUp, err := db.FailEvents(ctx, c.ConversationID, "A", eventIDs(c), "boom", maxAttempts)
		if err != nil {
			t.Fatal(err)
		}
		if want := map[bool]int{true: 1, false: 0}[attempt == maxAttempts]; gaveUp != want {
			t.Fatalf("attempt %d: gaveUp = %d, want %d", attempt, gaveUp, want)
		}
	}
	// The poison event no longer blocks the conversation.
	if _, err := db.ClaimConversation(ctx, "A", time.Minute, 0); !errors.Is(err, wakha.ErrNoWork) {
		t.Fatalf("claim after give-up err = %v, want wakha.ErrNoWork", err)
	}
	next := insert(t, ctx, db, key("c1"), 1)
	if c := mustClaim(t, ctx, db, "A"); len(c.Events) != 1 || c.Events[0].ID != next {
		t.Fatalf("claim after new event = %+v", c)
	}
}

func TestWakeDue(t *testing.T) {
	t.Parallel()
	ctx, db, clock := setupClock(t)
	noWork := func(when string) {
		t.Helper()
		if c, err := db.ClaimConversation(ctx, "A", time.Minute, 0); !errors.Is(err, wakha.ErrNoWork) {
			t.Fatalf("%s: claim = %+v, %v; want wakha.ErrNoWork", when, c, err)
		}
	}
	wakeUp := func(when string, k wakha.ConvKey, version int64) *wakha.Claim {
		t.Helper()
		c, err := db.ClaimConversation(ctx, "A", time.Minute, 0)
		if err != nil || c.Key != k || !c.WakeDue || len(c.Events) != 0 || c.Version != version {
			t.Fatalf("%s: claim = %+v, %v; want a wake-up of %v at version %d", when, c, err, k, version)
		}
		return c
	}
	commitWake := func(c *wakha.Claim, in time.Duration) {
		t.Helper()
		tr := turn(c)
		if in != 0 {
			wake := clock.Now().Add(in)
			tr.WakeAt = &wake
		}
		if err := db.CommitTurn(ctx, tr); err != nil {
			t.Fatal(err)
		}
	}

	// A wake-up already due when committed is claimable at once.
	insert(t, ctx, db, key("past"), 0)
	commitWake(mustClaim(t, ctx, db, "A"), -time.Second)
	// Committing without a new wake-up ends it.
	commitWake(wakeUp("past wake-up", key("past"), 1), 0)
	noWork("after the tick")

	// A future one comes exactly when it is due, not a moment before.
	insert(t, ctx, db, key("later"), 0)
	commitWake(mustClaim(t, ctx, db, "A"), time.Hour)
	noWork("an hour before")
	clock.Add(time.Hour - time.Millisecond)
	noWork("a millisecond before")
	clock.Add(time.Millisecond)
	c := wakeUp("when due", key("later"), 1)
	// A claimed wake-up is leased like events are: nobody else gets it.
	if other, err := db.ClaimConversation(ctx, "B", time.Minute, 0); !errors.Is(err, wakha.ErrNoWork) {
		t.Fatalf("second claim of a leased wake-up = %+v, %v", other, err)
	}
	commitWake(c, 0)
	clock.Add(24 * time.Hour)
	noWork("a day after the tick")
}

// TestConcurrentClaimCommit runs producers and competing workers over a few
// conversations: every event must be processed exactly once, and in order
// within its conversation. The persisted state itself records the last
// event number, so the check runs through the version-checked commits.
func TestConcurrentClaimCommit(t *testing.T) {
	t.Parallel()
	ctx, db := setup(t)
	const (
		convs   = 8
		events  = 25 // per conversation
		workers = 4
	)
	var produced sync.WaitGroup
	for c := range convs {
		produced.Add(1)
		go func() {
			defer produced.Done()
			for n := 1; n <= events; n++ {
				if _, _, err := db.InsertEvent(ctx, wakha.NewEvent{Key: key(fmt.Sprint("c", c)), Kind: "user_message", Payload: payload(n)}); err != nil {
					t.Error(err)
					return
				}
				if rand.IntN(4) == 0 {
					runtime.Gosched() // let other producers interleave
				}
			}
		}()
	}
	producersDone := make(chan struct{})
	go func() { produced.Wait(); close(producersDone) }()

	var mu sync.Mutex
	seen := map[int64]bool{}
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			owner := fmt.Sprint("worker-", w)
			for {
				c, err := db.ClaimConversation(ctx, owner, time.Minute, 1+rand.IntN(5))
				if errors.Is(err, wakha.ErrNoWork) {
					select {
					case <-producersDone:
						// Done when nothing is left: a released claim leaves work behind.
						s, err := db.Stats(ctx)
						if err != nil {
							t.Error(err)
							return
						}
						if s.EventsPending == 0 {
							return
						}
					default:
					}
					runtime.Gosched() // the claim's round trip paces the loop
					continue
				}
				if err != nil {
					t.Error(err)
					return
				}
				var st struct{ Last int }
				if c.State != nil {
					if err := json.Unmarshal(c.State, &st); err != nil {
						t.Error(err)
						return
					}
				}
				for _, e := range c.Events {
					var p struct{ N int }
					_ = json.Unmarshal(e.Payload, &p)
					if p.N != st.Last+1 {
						t.Errorf("%v: event n=%d after n=%d", c.Key, p.N, st.Last)
					}
					st.Last = p.N
				}
				if rand.IntN(10) == 0 { // sometimes give the work back instead
					if err := db.ReleaseClaim(ctx, c.ConversationID, owner); err != nil {
						t.Error(err)
					}
					continue
				}
				tr := turn(c, "ok")
				tr.State, _ = json.Marshal(st)
				if err := db.CommitTurn(ctx, tr); err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				for _, id := range tr.ProcessedEventIDs {
					if seen[id] {
						t.Errorf("event %d processed twice", id)
					}
					seen[id] = true
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if t.Failed() {
		return
	}
	if len(seen) != convs*events {
		t.Fatalf("processed %d events, want %d", len(seen), convs*events)
	}
	for c := range convs {
		v, err := db.Conversation(ctx, key(fmt.Sprint("c", c)), 0)
		if err != nil {
			t.Fatal(err)
		}
		var st struct{ Last int }
		_ = json.Unmarshal(v.State, &st)
		if st.Last != events || v.LeaseOwner != "" {
			t.Fatalf("%v: last=%d lease=%q, want %d and no lease", v.Key, st.Last, v.LeaseOwner, events)
		}
	}
	if s, _ := db.Stats(ctx); s.EventsPending != 0 {
		t.Fatalf("events pending = %d", s.EventsPending)
	}
}

func TestMigrateConcurrentAndReady(t *testing.T) {
	t.Parallel()
	ctx, db := setup(t)
	if err := db.Ready(ctx); err != nil {
		t.Fatalf("Ready on a migrated database: %v", err)
	}
	// Back to an empty database.
	if _, err := db.Pool().Exec(ctx, `DROP SCHEMA public CASCADE; CREATE SCHEMA public`); err != nil {
		t.Fatal(err)
	}
	if err := db.Ready(ctx); err == nil {
		t.Fatal("Ready on an empty database succeeded")
	}
	url := db.Pool().Config().ConnString()
	var wg sync.WaitGroup
	errs := make([]error, 3)
	for i := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			replica, err := postgres.Open(ctx, url)
			if err != nil {
				errs[i] = err
				return
			}
			defer replica.Close()
			errs[i] = replica.Migrate(ctx)
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("Migrate #%d: %v", i, err)
		}
	}
	if err := db.Ready(ctx); err != nil {
		t.Fatalf("Ready after concurrent Migrate: %v", err)
	}
	insert(t, ctx, db, key("c1"), 0)
}

func TestListen(t *testing.T) {
	t.Parallel()
	// Two handles on one database, as two replicas: the listener hears the
	// writer's work, never its own (OnCommit told its workers already).
	url := pgtest.URL(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	open := func() *postgres.DB {
		db, err := postgres.Open(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(db.Close)
		return db
	}
	db, other := open(), open()
	var local sync.Mutex
	var committed []string
	db.OnCommit = func(ch string) { local.Lock(); committed = append(committed, ch); local.Unlock() }

	lctx, stop := context.WithCancel(ctx)
	got := make(chan string, 16)
	done := make(chan error, 1)
	go func() {
		done <- db.Listen(lctx, func(ch string) { got <- ch }, postgres.ChannelEvents, postgres.ChannelOutbox)
	}()
	expect := func(want string) {
		t.Helper()
		if ch := wait.Recv(t, "a "+want+" notification", got); ch != want {
			t.Fatalf("notified %q, want %q", ch, want)
		}
	}
	// One call per channel once listening: the cue to poll.
	expect(postgres.ChannelEvents)
	expect(postgres.ChannelOutbox)

	insert(t, ctx, other, key("c1"), 0)
	expect(postgres.ChannelEvents)

	// Kill the listener's session: Listen reconnects and cues a poll again.
	var killed int
	if err := db.Pool().QueryRow(ctx, `
		SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
		WHERE datname = current_database() AND query LIKE 'LISTEN%'`).Scan(&killed); err != nil || killed != 1 {
		t.Fatalf("terminated %d listener sessions, err %v; want 1", killed, err)
	}
	expect(postgres.ChannelEvents)
	expect(postgres.ChannelOutbox)

	c := mustClaim(t, ctx, other, "A")
	if err := other.CommitTurn(ctx, turn(c, "hi")); err != nil {
		t.Fatal(err)
	}
	expect(postgres.ChannelOutbox)

	// The listener's own work wakes its workers through OnCommit, once per
	// commit, and does not come back through Postgres.
	insert(t, ctx, db, key("c2"), 1)
	c = mustClaim(t, ctx, db, "A")
	if err := db.CommitTurn(ctx, turn(c, "hi")); err != nil {
		t.Fatal(err)
	}
	insert(t, ctx, other, key("c3"), 2) // a marker: notifications arrive in order
	expect(postgres.ChannelEvents)
	select {
	case ch := <-got:
		t.Errorf("a notification beyond the marker's: %q (the listener's own work came back)", ch)
	default:
	}
	local.Lock()
	if want := []string{postgres.ChannelEvents, postgres.ChannelOutbox}; !slices.Equal(committed, want) {
		t.Errorf("OnCommit calls = %v, want %v", committed, want)
	}
	local.Unlock()

	stop()
	if err := wait.Recv(t, "Listen to return after cancel", done); err != nil {
		t.Fatalf("Listen returned %v, want nil", err)
	}
}

func TestListenRejectsBadArguments(t *testing.T) {
	t.Parallel()
	ctx, db := setup(t)
	if err := db.Listen(ctx, func(string) {}); err == nil {
		t.Error("Listen without channels succeeded")
	}
	if err := db.Listen(ctx, nil, "x"); err == nil {
		t.Error("Listen with nil notify succeeded")
	}
}

func TestOpenBadURL(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if _, err := postgres.Open(ctx, "postgres://nobody:secret@127.0.0.1:1/none?sslmode=disable&connect_timeout=2"); err == nil {
		t.Fatal("Open of an unreachable server succeeded")
	} else if s := err.Error(); !strings.Contains(s, "127.0.0.1:1/none") || strings.Contains(s, "secret") {
		t.Fatalf("error %q should name the server and hide the password", s)
	}
}

// TestOutboxConcurrentDispatchers races dispatchers that sometimes fail:
// every row is sent exactly once (leases outlive the test), and a row is
// only ever claimed after every lower seq of its conversation was sent.
func TestOutboxConcurrentDispatchers(t *testing.T) {
	t.Parallel()
	ctx, db := setup(t)
	const (
		convs       = 6
		perConv     = 12
		dispatchers = 4
	)
	seedOutbox(t, ctx, db, "c", convs, perConv)

	var mu sync.Mutex
	lastSent := map[int64]int64{} // conversation id → highest seq sent
	sent := 0
	var wg sync.WaitGroup
	for d := range dispatchers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			owner := fmt.Sprint("dispatcher-", d)
			for {
				rows, err := db.ClaimOutbox(ctx, owner, time.Minute, 1+rand.IntN(4))
				if err != nil {
					t.Error(err)
					return
				}
				if len(rows) == 0 {
					mu.Lock()
					done := sent == convs*perConv
					mu.Unlock()
					if done {
						return
					}
					runtime.Gosched() // the claim's round trip paces the loop
					continue
				}
				perConvInBatch := map[int64]bool{}
				for _, r := range rows {
					if perConvInBatch[r.ConversationID] {
						t.Errorf("two rows of conversation %d in one claim", r.ConversationID)
					}
					perConvInBatch[r.ConversationID] = true
					if rand.IntN(4) == 0 {
						if err := db.MarkRetry(ctx, r.ID, owner, "503", time.Now().Add(-time.Second)); err != nil {
							t.Error(err)
						}
						continue
					}
					mu.Lock()
					if lastSent[r.ConversationID] != r.Seq-1 {
						t.Errorf("conversation %d: seq %d claimed after seq %d", r.ConversationID, r.Seq, lastSent[r.ConversationID])
					}
					lastSent[r.ConversationID] = r.Seq
					sent++
					mu.Unlock()
					if err := db.MarkSent(ctx, r.ID, owner, fmt.Sprint("pm-", r.ID)); err != nil {
						t.Error(err)
					}
				}
			}
		}()
	}
	wg.Wait()
	if s, err := db.Stats(ctx); err != nil || s.OutboxPending != 0 || s.OutboxDead != 0 {
		t.Fatalf("stats = %+v, %v; want nothing pending", s, err)
	}
}
