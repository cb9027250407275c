package runner

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"strconv"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/i18n"
	"github.com/wakha/wakha/internal/fakeclock"
)

func TestBackoffGrowsWithJitterAndCap(t *testing.T) {
	t.Parallel()
	d := &Dispatcher{opts: DispatchOptions{BaseDelay: 100 * time.Millisecond, MaxDelay: 2 * time.Second}}
	tests := []struct {
		attempts int
		nominal  time.Duration
	}{
		{1, 100 * time.Millisecond},
		{2, 200 * time.Millisecond},
		{4, 800 * time.Millisecond},
		{5, 1600 * time.Millisecond},
		{6, 2 * time.Second},  // capped
		{60, 2 * time.Second}, // no overflow
	}
	for _, tt := range tests {
		lo, hi := tt.nominal/2, tt.nominal*3/2
		varied := false
		first := d.backoff(tt.attempts)
		for range 200 {
			got := d.backoff(tt.attempts)
			if got < lo || got >= hi {
				t.Fatalf("attempt %d: backoff %v outside [%v, %v)", tt.attempts, got, lo, hi)
			}
			varied = varied || got != first
		}
		if !varied {
			t.Errorf("attempt %d: 200 backoffs all equal %v: no jitter", tt.attempts, first)
		}
	}
}

type countingCatalog struct {
	calls    int
	products []engine.Product
	err      error
}

func (c *countingCatalog) Search(_ context.Context, req engine.SearchRequest) (engine.SearchResult, error) {
	c.calls++
	if c.err != nil {
		return engine.SearchResult{}, c.err
	}
	return engine.SearchResult{QueryHash: req.Query.Hash, Products: c.products, More: true}, nil
}

// step executes each search the engine asks for exactly once and feeds the
// answer back, so a turn ends with cards (or the error line), never a
// dangling search and never the same search twice.
func TestStepRunsEachSearchOnce(t *testing.T) {
	t.Parallel()
	products := []engine.Product{
		{ID: "1", Name: "Tajine 30 cm", Price: "249,00 MAD", Permalink: "https://shop.example/p/1"},
		{ID: "2", Name: "Tajine 20 cm", Price: "149,00 MAD", Permalink: "https://shop.example/p/2"},
	}
	tests := []struct {
		name    string
		catalog *countingCatalog
		want    engine.DialogueState
		wantKey i18n.Key
	}{
		{"results", &countingCatalog{products: products}, engine.Recommending, i18n.KeyResultsIntro},
		{"catalog down", &countingCatalog{err: errors.New("store unreachable")}, engine.Idle, i18n.KeyError},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			cfg := engine.DefaultConfig()
			r := New(nil, tt.catalog, nil, Options{Engine: cfg, SearchTimeout: time.Second,
				Now: func() time.Time { return time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC) }},
				slog.New(slog.NewTextHandler(io.Discard, nil)), NewMetrics(prometheus.NewRegistry()))
			st, effects := r.step(context.Background(), engine.NewState(cfg), engine.Event{Kind: engine.EventUserMessage, MessageID: "m1", Text: "tajine"}, r.opts.Now(), &wakha.Stages{})
			if tt.catalog.calls != 1 {
				t.Errorf("catalog called %d times, want 1", tt.catalog.calls)
			}
			if st.Dialogue.State != tt.want {
				t.Errorf("state %s, want %s", st.Dialogue.State, tt.want)
			}
			if !hasMessage(effects, tt.wantKey) {
				t.Errorf("no %s reply in %+v", tt.wantKey, effects)
			}
		})
	}
}

func hasMessage(effects []engine.Effect, key i18n.Key) bool {
	for _, e := range effects {
		if e.Message != nil && e.Message.Key == key {
			return true
		}
	}
	return false
}

// Confirmation outcomes are counted from the engine's transitions out of
// awaiting_confirmation, whatever the reply says.
func TestConfirmationOutcomesCounted(t *testing.T) {
	t.Parallel()
	products := []engine.Product{
		{ID: "1", Name: "Tajine 30 cm", Price: "249,00 MAD", Permalink: "https://shop.example/p/1", AddToCartURL: "https://shop.example/?add-to-cart=1"},
		{ID: "2", Name: "Tajine 20 cm", Price: "149,00 MAD", Permalink: "https://shop.example/p/2"},
	}
	cfg := engine.DefaultConfig()
	t0 := time.Date(2030, 3, 21, 10, 0, 0, 0, time.UTC)
	say := func(text string) engine.Event { return engine.Event{Kind: engine.EventUserMessage, Text: text} }
	// An answer that is neither yes nor no (i18n's reading of real phrases
	// may change; the engine's edge is what is counted).
	ambiguous := engine.Event{Kind: engine.EventUserMessage, Text: "wakha walakin", Understanding: &i18n.Understanding{
		Lang: i18n.Darija, Intent: i18n.IntentUnknown, Decision: i18n.DecisionAmbiguous, Confidence: 0.9}}
	tests := []struct {
		name   string
		answer []engine.Event // after "tajine" and "1"
		later  time.Duration
		want   map[string]float64
	}{
		{"accepted in Darija", []engine.Event{say("wakha")}, 0, map[string]float64{"accepted": 1}},
		{"accepted, no link", []engine.Event{say("yes")}, 0, map[string]float64{"accepted": 1}},
		{"cancelled", []engine.Event{say("la")}, 0, map[string]float64{"cancelled": 1}},
		{"unclear, then accepted", []engine.Event{ambiguous, say("wakha")}, 0, map[string]float64{"unclear": 1, "accepted": 1}},
		{"a new search leaves the question", []engine.Event{say("babouches")}, 0, map[string]float64{"unclear": 1}},
		{"still waiting", []engine.Event{say("bllati")}, 0, map[string]float64{}},
		{"expired", nil, cfg.ConfirmationTTL, map[string]float64{"expired": 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			reg := prometheus.NewRegistry()
			r := New(nil, &countingCatalog{products: products}, nil, Options{Engine: cfg, SearchTimeout: time.Second},
				slog.New(slog.NewTextHandler(io.Discard, nil)), NewMetrics(reg))
			st := engine.NewState(cfg)
			feed := func(ev engine.Event, at time.Time) {
				var effects []engine.Effect
				st, effects = r.step(context.Background(), st, ev, at, &wakha.Stages{})
				r.metrics.observeEffects("chatwoot", st, effects)
			}
			for i, ev := range append([]engine.Event{say("tajine"), say("1")}, tt.answer...) {
				ev.MessageID = strconv.Itoa(i)
				feed(ev, t0)
			}
			if tt.later > 0 {
				feed(engine.Event{Kind: engine.EventTick}, t0.Add(tt.later))
			}
			for _, result := range []string{"accepted", "cancelled", "unclear", "expired"} {
				if got := metricValue(t, reg, "wakha_confirmations_total", "result", result); got != tt.want[result] {
					t.Errorf("confirmations{result=%q} = %v, want %v (state %s)", result, got, tt.want[result], st.Dialogue.State)
				}
			}
		})
	}
}

// countingStats is a StatsSource that counts its reads.
type countingStats struct {
	reads int
	err   error
}

func (s *countingStats) Stats(context.Context) (wakha.Stats, error) {
	s.reads++
	q := wakha.QueueStats{OutboxPending: s.reads}
	return wakha.Stats{QueueStats: q, ByPlatform: map[string]wakha.QueueStats{"chatwoot": q}}, s.err
}

// The stats query runs at most once per interval however often /metrics is
// scraped; a failed one reports the database down and keeps the last values.
func TestStatsCollectorReadsOncePerInterval(t *testing.T) {
	t.Parallel()
	reg := prometheus.NewRegistry()
	src := &countingStats{}
	c := NewStatsCollector(reg, src, 10*time.Second, slog.New(slog.NewTextHandler(io.Discard, nil)), "chatwoot")
	clock := fakeclock.New(time.Date(2030, 3, 21, 10, 0, 0, 0, time.UTC))
	c.now = clock.Now
	gauge := func(name string) float64 {
		t.Helper()
		mfs, err := reg.Gather()
		if err != nil {
			t.Fatal(err)
		}
		for _, mf := range mfs {
			if mf.GetName() == name {
				return mf.GetMetric()[0].GetGauge().GetValue()
			}
		}
		t.Fatalf("no %s", name)
		return 0
	}
	steps := []struct {
		advance   time.Duration
		fail      bool
		reads     int
		pending   float64
		upWanted  float64
		situation string
	}{
		{0, false, 1, 1, 1, "first scrape"},
		{9 * time.Second, false, 1, 1, 1, "within the interval"},
		{time.Second, false, 2, 2, 1, "interval over"},
		{10 * time.Second, true, 3, 2, 0, "query failed"},
		{10 * time.Second, false, 4, 4, 1, "database back"},
	}
	for _, s := range steps {
		clock.Add(s.advance)
		src.err = nil
		if s.fail {
			src.err = errors.New("database down")
		}
		pending, up := gauge("wakha_outbox_pending"), gauge("wakha_database_up")
		if src.reads != s.reads || pending != s.pending || up != s.upWanted {
			t.Fatalf("%s: %d reads, pending %v, up %v; want %d, %v, %v", s.situation, src.reads, pending, up, s.reads, s.pending, s.upWanted)
		}
	}
}
