package runner_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"sync/atomic"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/internal/fakeclock"
	"github.com/wakha/wakha/postgres"
	"github.com/wakha/wakha/postgres/pgtest"
	"github.com/wakha/wakha/runner"
)

// slowCatalog is a struggling store: every search moves the test's clock
// by delay, as if it had taken that long.
type slowCatalog struct {
	clock *fakeclock.Clock
	delay time.Duration
	calls atomic.Int32
}

func (c *slowCatalog) Search(_ context.Context, req engine.SearchRequest) (engine.SearchResult, error) {
	c.calls.Add(1)
	if c.clock != nil {
		c.clock.Add(c.delay)
	}
	return engine.SearchResult{QueryHash: req.Query.Hash, Products: []engine.Product{
		{ID: "1", Name: "Tajine 30 cm", Price: "249,00 MAD", Permalink: "https://shop.example/p/1"},
	}}, nil
}

// rendererOnly makes a Renderer a Platform: the runner only renders.
type rendererOnly struct{ wakha.Renderer }

func (rendererOnly) Name() string { return "chatwoot" }

func (rendererOnly) Send(context.Context, wakha.OutboxRow) (string, error) {
	return "", errors.New("the runner never sends")
}

func (rendererOnly) Classify(error) wakha.Failure { return wakha.Failure{Kind: wakha.Permanent} }

func (rendererOnly) DeadLetter(wakha.OutboxRow) string { return "" }

// noopRenderer stores nothing: these tests look at state, not replies.
type noopRenderer struct{}

func (noopRenderer) Render(wakha.ConvKey, []engine.Effect, engine.State) ([]wakha.OutboxItem, error) {
	return nil, nil
}

// processDue processes whatever is due now, ticks included, one turn at
// a time, calling after (if set) after each turn.
func processDue(t *testing.T, r *runner.Runner, after func()) {
	t.Helper()
	for range 20 {
		did, err := r.ProcessOne(context.Background(), "w1")
		if err != nil {
			t.Fatal(err)
		}
		if !did {
			return
		}
		if after != nil {
			after()
		}
	}
	t.Fatal("the runner never ran out of work")
}

var key = wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: "42"}

// setup starts a runner on a fresh database. dbNow is the database's clock
// (nil: its own), now the runner's.
func setup(t *testing.T, catalog wakha.Catalog, lease, searchTimeout time.Duration, dbNow, now func() time.Time) (*postgres.DB, *runner.Runner) {
	t.Helper()
	db := pgtest.New(t)
	db.Now = dbNow
	r := runner.New(db, catalog, wakha.NewPlatforms(rendererOnly{noopRenderer{}}),
		runner.Options{Owner: "test", Workers: 1, Lease: lease, PollInterval: 50 * time.Millisecond, MaxAttempts: 3,
			SearchTimeout: searchTimeout, Engine: engine.DefaultConfig(), Now: now},
		slog.New(slog.NewTextHandler(io.Discard, nil)), runner.NewMetrics(prometheus.NewRegistry()))
	return db, r
}

func say(t *testing.T, db *postgres.DB, id, text string) {
	t.Helper()
	sayTo(t, db, key, id, text)
}

func pending(t *testing.T, db *postgres.DB) int {
	t.Helper()
	st, err := db.Stats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return st.EventsPending
}

// A backlog of searches on a slow catalog is committed in parts that fit the
// lease, instead of timing out as a whole and being retried forever.
func TestSlowCatalogBacklogCommitsInParts(t *testing.T) {
	t.Parallel()
	// Lease = 3 searches + 10 s commit + a 300 ms budget for taking events;
	// each search takes 150 ms by the clock, so a turn takes three events:
	// the second starts at 150 ms, the third at 300 ms (within the budget),
	// the fourth would start at 450 ms.
	const searchTimeout = 200 * time.Millisecond
	lease := 3*searchTimeout + 10*time.Second + 300*time.Millisecond
	clock := fakeclock.New(time.Date(2030, 3, 21, 10, 0, 0, 0, time.UTC))
	catalog := &slowCatalog{clock: clock, delay: 150 * time.Millisecond}
	db, r := setup(t, catalog, lease, searchTimeout, clock.Now, clock.Now)
	for i, q := range []string{"tajine", "babouches", "argan", "robe", "caftan", "coque"} {
		say(t, db, string(rune('a'+i)), q)
	}
	for turn, wantLeft := range []int{3, 0} {
		did, err := r.ProcessOne(context.Background(), "w1")
		if err != nil || !did {
			t.Fatalf("turn %d: did=%v err=%v", turn+1, did, err)
		}
		if left := pending(t, db); left != wantLeft {
			t.Fatalf("after turn %d, %d of 6 events are pending, want %d (%d searches so far)", turn+1, left, wantLeft, catalog.calls.Load())
		}
	}
}

// A timer fires when the clock says so, not before: a pending confirmation
// expires through the conversation's wake-up, claimed from the database
// once due.
func TestConfirmationExpiresOnItsWakeUp(t *testing.T) {
	t.Parallel()
	start := time.Date(2030, 3, 21, 10, 0, 0, 0, time.UTC)
	clock := fakeclock.New(start)
	db, r := setup(t, &slowCatalog{}, time.Minute, time.Second, clock.Now, clock.Now)
	say(t, db, "m1", "tajine")
	say(t, db, "m2", "1")
	runAll := func() { t.Helper(); processDue(t, r, nil) }
	state := func() (engine.State, []wakha.TransitionRow) {
		t.Helper()
		view, err := db.Conversation(context.Background(), key, 50)
		if err != nil {
			t.Fatal(err)
		}
		var st engine.State
		if err := json.Unmarshal(view.State, &st); err != nil {
			t.Fatal(err)
		}
		return st, view.Transitions
	}
	runAll()
	if st, _ := state(); st.Dialogue.State != engine.AwaitingConfirmation {
		t.Fatalf("state %s, want awaiting_confirmation", st.Dialogue.State)
	}
	// Other timers (the session's) may tick meanwhile; the question stays.
	ttl := engine.DefaultConfig().ConfirmationTTL
	clock.Add(ttl - time.Millisecond)
	runAll()
	if st, _ := state(); st.Dialogue.State != engine.AwaitingConfirmation {
		t.Fatalf("a millisecond before the TTL: state %s, want awaiting_confirmation", st.Dialogue.State)
	}
	clock.Add(time.Millisecond)
	runAll()
	st, transitions := state()
	last := transitions[len(transitions)-1]
	if st.Dialogue.State != engine.Idle || last.Trigger != string(engine.TriggerConfirmationExpired) || !last.At.Equal(clock.Now()) {
		t.Fatalf("at the TTL: state %s, last transition %+v; want idle by confirmation_expired at %s", st.Dialogue.State, last, clock.Now())
	}
}

// The engine's clock for a stored event is when it arrived: a worker that
// gets to it late (a crashed replica's lease, a backlog) must not expire a
// confirmation the shopper answered in time.
func TestEventsAreDecidedAtTheirArrivalTime(t *testing.T) {
	t.Parallel()
	late := time.Now().Add(24 * time.Hour)
	db, r := setup(t, &slowCatalog{}, time.Minute, time.Second, nil, func() time.Time { return late })
	say(t, db, "m1", "tajine")
	say(t, db, "m2", "1")
	if _, err := r.ProcessOne(context.Background(), "w1"); err != nil {
		t.Fatal(err)
	}
	view, err := db.Conversation(context.Background(), key, 10)
	if err != nil {
		t.Fatal(err)
	}
	var st engine.State
	if err := json.Unmarshal(view.State, &st); err != nil {
		t.Fatal(err)
	}
	if st.Dialogue.State != engine.AwaitingConfirmation || st.Dialogue.PendingConfirmation.CreatedAt == nil {
		t.Fatalf("state %s, want awaiting_confirmation", st.Dialogue.State)
	}
	asked, err := time.Parse(time.RFC3339, *st.Dialogue.PendingConfirmation.CreatedAt)
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(asked); d < -time.Minute || d > time.Minute {
		t.Errorf("confirmation created at %s, want the event's arrival (now), not the worker's clock %s", asked, late)
	}
	for _, tr := range view.Transitions {
		if tr.At.After(time.Now().Add(time.Hour)) {
			t.Errorf("transition %s→%s logged at the worker's clock %s", tr.From, tr.To, tr.At)
		}
	}
}

// Every shopper input leaves a diagnostic with the turn: its route, its
// understanding and its stage times, readable with the conversation; the
// routes and stages are counted in the metrics.
func TestTurnDiagnosticsAreKeptAndCounted(t *testing.T) {
	t.Parallel()
	db := pgtest.New(t)
	reg := prometheus.NewRegistry()
	m := runner.NewMetrics(reg)
	m.Prepare("chatwoot")
	r := runner.New(db, &slowCatalog{}, wakha.NewPlatforms(rendererOnly{noopRenderer{}}),
		runner.Options{Owner: "test", Workers: 1, Lease: time.Minute, PollInterval: 50 * time.Millisecond, MaxAttempts: 3,
			SearchTimeout: time.Second, Engine: engine.DefaultConfig()},
		slog.New(slog.NewTextHandler(io.Discard, nil)), m)
	// Before any turn, the preset series are there at zero.
	if n, ok := sample(t, reg, "wakha_routes_total", "route", "enriched"); !ok || n != 0 {
		t.Fatalf("preset enriched route = %v (present %v), want 0", n, ok)
	}
	for _, step := range []struct {
		text, route string
	}{
		{"3ndkom chi tajine?", "fresh"},
		{"w ta7t 500?", "enriched"},
	} {
		say(t, db, step.text, step.text)
		if did, err := r.ProcessOne(context.Background(), "w1"); err != nil || !did {
			t.Fatalf("%q: did=%v err=%v", step.text, did, err)
		}
	}
	v, err := db.Conversation(context.Background(), key, 0)
	if err != nil {
		t.Fatal(err)
	}
	var routes []string
	for _, d := range v.Turns {
		if d.Route != "" {
			routes = append(routes, d.Route)
		}
	}
	if len(routes) != 2 || routes[0] != "fresh" || routes[1] != "enriched" {
		t.Fatalf("routes = %v (turns %+v)", routes, v.Turns)
	}
	first := v.Turns[0]
	if first.EventKind != "user_message" || first.Intent == "" || first.Lang == "" || first.EventID == 0 {
		t.Fatalf("first diagnostic = %+v", first)
	}
	var detail engine.Diagnostic
	if err := json.Unmarshal(first.Detail, &detail); err != nil || detail.Route != engine.RouteFresh || detail.Shown != 1 {
		t.Fatalf("first detail = %s (%v): want route fresh with the one card shown", first.Detail, err)
	}
	if first.Stages.Understand <= 0 || first.Stages.Decide <= 0 || first.Stages.Search <= 0 || first.Stages.Commit <= 0 {
		t.Fatalf("first stages = %+v: want understand, decide, search and commit timed", first.Stages)
	}
	enriched := v.Turns[len(v.Turns)-1]
	var ed engine.Diagnostic
	if err := json.Unmarshal(enriched.Detail, &ed); err != nil || ed.Enriched == nil || ed.Enriched.MaxPrice != 500 {
		t.Fatalf("enriched detail = %s (%v): want the merged query with its price bound", enriched.Detail, err)
	}

	for route, want := range map[engine.Route]float64{engine.RouteFresh: 1, engine.RouteEnriched: 1, engine.RouteSoftContext: 0} {
		if got, _ := sample(t, reg, "wakha_routes_total", "route", string(route)); got != want {
			t.Errorf("wakha_routes_total{route=%q} = %v, want %v", route, got, want)
		}
	}
	if n := series(t, reg, "wakha_query_enrichments_total"); n != 2 {
		t.Errorf("enrichment series = %d, want found and kept", n)
	}
	if n := series(t, reg, "wakha_turn_stage_seconds"); n != 5 {
		t.Errorf("stage series = %d, want one per stage", n)
	}
}

// series counts the series of the family name in reg.
func series(t *testing.T, reg *prometheus.Registry, name string) int {
	t.Helper()
	families, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range families {
		if f.GetName() == name {
			return len(f.GetMetric())
		}
	}
	return 0
}

// sample reads the counter name{platform="chatwoot", label=value} from reg.
func sample(t *testing.T, reg *prometheus.Registry, name, label, value string) (float64, bool) {
	t.Helper()
	families, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range families {
		if f.GetName() != name {
			continue
		}
		for _, m := range f.GetMetric() {
			labels := map[string]string{}
			for _, l := range m.GetLabel() {
				labels[l.GetName()] = l.GetValue()
			}
			if labels["platform"] == "chatwoot" && labels[label] == value {
				return m.GetCounter().GetValue(), true
			}
		}
	}
	return 0, false
}
