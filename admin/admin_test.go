package admin_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/admin"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/internal/fakeclock"
	"github.com/wakha/wakha/postgres"
	"github.com/wakha/wakha/postgres/pgtest"
	"github.com/wakha/wakha/runner"
)

const token = "0123456789abcdef0123456789abcdef"

var key = wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: "42"}

// catalog finds one tajine for anything.
type catalog struct{}

func (catalog) Search(_ context.Context, req engine.SearchRequest) (engine.SearchResult, error) {
	return engine.SearchResult{QueryHash: req.Query.Hash, Products: []engine.Product{
		{ID: "1", Name: "Tajine 30 cm", Price: "249,00 MAD", Permalink: "https://shop.example/p/1", InStock: true},
	}}, nil
}

// platform renders each message as an outbox row holding the event
// ids it answered, by its key; it never sends.
type platform struct{}

func (platform) Name() string { return "chatwoot" }
func (platform) Render(_ wakha.ConvKey, effects []engine.Effect, _ engine.State) ([]wakha.OutboxItem, error) {
	var out []wakha.OutboxItem
	for _, e := range effects {
		if e.Message != nil {
			b, _ := json.Marshal(map[string]string{"key": string(e.Message.Key)})
			out = append(out, wakha.OutboxItem{Kind: "message", Payload: b})
		}
	}
	return out, nil
}
func (platform) Send(context.Context, wakha.OutboxRow) (string, error) {
	return "", errors.New("no sends")
}
func (platform) Classify(error) wakha.Failure      { return wakha.Failure{Kind: wakha.Permanent} }
func (platform) DeadLetter(wakha.OutboxRow) string { return "" }

type rig struct {
	db    *postgres.DB
	run   *runner.Runner
	srv   *httptest.Server
	clock *fakeclock.Clock
}

func setup(t *testing.T) *rig {
	t.Helper()
	clock := fakeclock.New(time.Date(2030, 3, 21, 10, 0, 0, 0, time.UTC))
	db := pgtest.New(t)
	db.Now = clock.Now
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	run := runner.New(db, catalog{}, wakha.NewPlatforms(platform{}),
		runner.Options{Owner: "test", Workers: 1, Lease: time.Minute, PollInterval: 50 * time.Millisecond, MaxAttempts: 3,
			SearchTimeout: time.Second, Engine: engine.DefaultConfig(), Now: clock.Now},
		log, runner.NewMetrics(prometheus.NewRegistry()))
	srv := httptest.NewServer(admin.New(token, db, run, log, prometheus.NewRegistry()))
	t.Cleanup(srv.Close)
	return &rig{db: db, run: run, srv: srv, clock: clock}
}

func (r *rig) say(t *testing.T, id, text string) {
	t.Helper()
	b, _ := json.Marshal(engine.Event{Kind: engine.EventUserMessage, MessageID: id, Text: text})
	if _, _, err := r.db.InsertEvent(context.Background(), wakha.NewEvent{Key: key, DedupeKey: "msg:" + id, Kind: string(engine.EventUserMessage), Payload: b}); err != nil {
		t.Fatal(err)
	}
	r.clock.Add(time.Second)
}

func (r *rig) drain(t *testing.T) {
	t.Helper()
	for range 50 {
		did, err := r.run.ProcessOne(context.Background(), "w")
		if err != nil {
			t.Fatal(err)
		}
		if !did {
			return
		}
	}
	t.Fatal("never ran out of work")
}

// call makes an admin request with the token (auth "" sends none).
func (r *rig) call(t *testing.T, method, path, auth string, out any) int {
	t.Helper()
	req, _ := http.NewRequest(method, r.srv.URL+path, nil)
	if auth != "" {
		req.Header.Set("Authorization", auth)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if out != nil && resp.StatusCode == http.StatusOK {
		if err := json.Unmarshal(b, out); err != nil {
			t.Fatalf("%s %s: %v in %s", method, path, err, b)
		}
	}
	if strings.Contains(string(b), token) {
		t.Fatalf("%s %s: the token is echoed", method, path)
	}
	return resp.StatusCode
}

const bearer = "Bearer " + token

func (r *rig) list(t *testing.T, query string) []postgres.ConversationSummary {
	t.Helper()
	var got struct {
		Conversations []postgres.ConversationSummary `json:"conversations"`
	}
	if code := r.call(t, http.MethodGet, "/admin/conversations"+query, bearer, &got); code != http.StatusOK {
		t.Fatalf("list%s: %d", query, code)
	}
	return got.Conversations
}

func (r *rig) show(t *testing.T, id int64) admin.View {
	t.Helper()
	var v admin.View
	if code := r.call(t, http.MethodGet, "/admin/conversations/"+itoa(id), bearer, &v); code != http.StatusOK {
		t.Fatalf("show: %d", code)
	}
	return v
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// keys returns the message keys in the outbox, in seq order.
func keys(v admin.View) []string {
	var out []string
	for _, o := range v.Outbox {
		var p map[string]string
		_ = json.Unmarshal(o.Payload, &p)
		out = append(out, p["key"])
	}
	return out
}

// TestPauseHoldsEventsResumeAnswersInOrder is issue 13's end-to-end check:
// an operator pauses a conversation through the HTTP API, the shopper's
// messages accumulate unprocessed, the operator resumes it and they are
// answered in the order they came.
func TestPauseHoldsEventsResumeAnswersInOrder(t *testing.T) {
	t.Parallel()
	r := setup(t)
	r.say(t, "m1", "tajine")
	r.drain(t)
	all := r.list(t, "")
	if len(all) != 1 {
		t.Fatalf("list %+v", all)
	}
	id := all[0].ID
	before := keys(r.show(t, id))

	var paused struct {
		Lifecycle engine.Lifecycle `json:"lifecycle"`
	}
	if code := r.call(t, http.MethodPost, "/admin/conversations/"+itoa(id)+"/pause", bearer, &paused); code != http.StatusOK {
		t.Fatalf("pause: %d", code)
	}
	if paused.Lifecycle.State != engine.LifecyclePaused || paused.Lifecycle.PausedBy != engine.PausedByOperator {
		t.Fatalf("paused lifecycle %+v", paused.Lifecycle)
	}
	r.say(t, "m2", "1")  // picks the tajine
	r.say(t, "m3", "la") // and says no to adding it
	r.say(t, "m4", "thanks")
	r.clock.Add(time.Hour) // timers would be due by now too
	r.drain(t)
	held := r.list(t, "?lifecycle=paused")
	if len(held) != 1 || held[0].EventsPending != 3 || !held[0].OperatorPaused || held[0].LifecycleState != "PAUSED" {
		t.Fatalf("while paused: %+v", held)
	}
	if got := keys(r.show(t, id)); !slices.Equal(got, before) {
		t.Fatalf("said %v while paused (before: %v)", got[len(before):], before)
	}
	if n := len(r.list(t, "?lifecycle=ACTIVE")); n != 0 {
		t.Fatalf("%d active conversations while paused", n)
	}

	if code := r.call(t, http.MethodPost, "/admin/conversations/"+itoa(id)+"/resume", bearer, nil); code != http.StatusOK {
		t.Fatalf("resume: %d", code)
	}
	r.drain(t)
	v := r.show(t, id)
	after := keys(v)[len(before):]
	want := []string{"confirm_add_to_cart", "cancelled", "thanks"}
	if !slices.Equal(after, want) {
		t.Fatalf("answered %v after the resume, want %v in order", after, want)
	}
	if v.OperatorPaused || v.LifecycleState == "PAUSED" || r.list(t, "")[0].EventsPending != 0 {
		t.Fatalf("after the resume: %+v", v)
	}
	// The transitions say it: the lifecycle's pause and resume, then the
	// dialogue's moves of m2, m3 in event order.
	var lifecycle []string
	var lastEvent int64
	for _, tr := range v.Transitions {
		if tr.Machine == wakha.MachineLifecycle {
			lifecycle = append(lifecycle, tr.To+"("+tr.Trigger+")")
		}
		if tr.EventID != 0 {
			if tr.EventID < lastEvent {
				t.Fatalf("transitions out of event order: %+v", v.Transitions)
			}
			lastEvent = tr.EventID
		}
	}
	if !slices.Contains(lifecycle, "PAUSED(paused)") || !slices.Contains(lifecycle, "HEARTBEAT_SCHEDULED(resumed)") {
		t.Fatalf("lifecycle moves %v", lifecycle)
	}
	// With the turn diagnostics of the events (spec 002), joinable on event_id.
	routed := 0
	for _, d := range v.Turns {
		if d.EventID != 0 && d.Route != "" {
			routed++
		}
	}
	if routed == 0 {
		t.Fatalf("no turn diagnostics in the view: %+v", v.Turns)
	}

	// Cancel: FAILED, reason cancelled; the filter finds it.
	if code := r.call(t, http.MethodPost, "/admin/conversations/"+itoa(id)+"/cancel", bearer, nil); code != http.StatusOK {
		t.Fatalf("cancel: %d", code)
	}
	failed := r.list(t, "?lifecycle=FAILED&dialogue=idle")
	if len(failed) != 1 || r.show(t, id).Lifecycle.Reason != engine.ReasonCancelled {
		t.Fatalf("after cancel: %+v", failed)
	}
}

func TestAuthAndErrors(t *testing.T) {
	t.Parallel()
	r := setup(t)
	for _, auth := range []string{"", "Bearer", "Bearer wrong", "Basic " + token, "Bearer " + token + "x"} {
		if code := r.call(t, http.MethodGet, "/admin/conversations", auth, nil); code != http.StatusUnauthorized {
			t.Errorf("auth %q: %d, want 401", auth, code)
		}
	}
	if code := r.call(t, http.MethodGet, "/admin/conversations", "bearer "+token, nil); code != http.StatusOK {
		t.Errorf("lower-case scheme: %d", code)
	}
	for _, tc := range []struct {
		method, path string
		want         int
	}{
		{http.MethodGet, "/admin/conversations/999", http.StatusNotFound},
		{http.MethodGet, "/admin/conversations/abc", http.StatusBadRequest},
		{http.MethodPost, "/admin/conversations/999/pause", http.StatusNotFound},
		{http.MethodGet, "/admin/conversations?lifecycle=SLEEPING", http.StatusBadRequest},
		{http.MethodGet, "/admin/conversations?dialogue=shopping", http.StatusBadRequest},
		{http.MethodGet, "/admin/conversations?limit=-1", http.StatusBadRequest},
		{http.MethodPost, "/admin/outbox/999/retry", http.StatusNotFound},
		{http.MethodPost, "/admin/outbox/999/drop", http.StatusNotFound},
		{http.MethodGet, "/admin/conversations/1/pause", http.StatusMethodNotAllowed},
	} {
		if code := r.call(t, tc.method, tc.path, bearer, nil); code != tc.want {
			t.Errorf("%s %s: %d, want %d", tc.method, tc.path, code, tc.want)
		}
	}
	// A conversation a turn holds is busy: 409, and nothing changes.
	r.say(t, "m1", "tajine")
	claim, err := r.db.ClaimConversation(context.Background(), "other", time.Minute, 10)
	if err != nil {
		t.Fatal(err)
	}
	if code := r.call(t, http.MethodPost, "/admin/conversations/"+itoa(claim.ConversationID)+"/pause", bearer, nil); code != http.StatusConflict {
		t.Fatalf("pause of a leased conversation: %d, want 409", code)
	}
}

// A dead letter is retried (pending again, due now, attempts reset) or
// dropped; rows that are not dead are neither.
func TestDeadLetters(t *testing.T) {
	t.Parallel()
	r := setup(t)
	ctx := context.Background()
	r.say(t, "m1", "tajine")
	r.drain(t)
	rows, err := r.db.ClaimOutbox(ctx, "d", time.Minute, 10)
	if err != nil || len(rows) == 0 {
		t.Fatalf("claim outbox: %v %v", rows, err)
	}
	if err := r.db.MarkDead(ctx, rows[0].ID, "d", "400 bad request"); err != nil {
		t.Fatal(err)
	}
	dead := rows[0].ID
	if l := r.list(t, ""); l[0].OutboxDead != 1 {
		t.Fatalf("list %+v", l)
	}
	if code := r.call(t, http.MethodPost, "/admin/outbox/"+itoa(dead)+"/retry", bearer, nil); code != http.StatusOK {
		t.Fatalf("retry: %d", code)
	}
	v := r.show(t, r.list(t, "")[0].ID)
	if v.Outbox[0].Status != wakha.OutboxPending || v.Outbox[0].Attempts != 0 || v.Outbox[0].LastError != "400 bad request" {
		t.Fatalf("retried row %+v", v.Outbox[0])
	}
	if code := r.call(t, http.MethodPost, "/admin/outbox/"+itoa(dead)+"/drop", bearer, nil); code != http.StatusNotFound {
		t.Fatalf("drop of a pending row: %d, want 404", code)
	}
	rows, _ = r.db.ClaimOutbox(ctx, "d", time.Minute, 10)
	if err := r.db.MarkDead(ctx, rows[0].ID, "d", "400 again"); err != nil {
		t.Fatal(err)
	}
	if code := r.call(t, http.MethodPost, "/admin/outbox/"+itoa(rows[0].ID)+"/drop", bearer, nil); code != http.StatusOK {
		t.Fatalf("drop: %d", code)
	}
	if l := r.list(t, ""); l[0].OutboxDead != 0 {
		t.Fatalf("after drop: %+v", l)
	}
}
