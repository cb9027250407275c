package runner

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/i18n"
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
			st, effects := r.step(context.Background(), engine.NewState(cfg), engine.Event{Kind: engine.EventUserMessage, MessageID: "m1", Text: "tajine"}, r.opts.Now())
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
