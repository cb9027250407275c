package runner

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/i18n"
)

// step reads the text with the injected understander: with the shop's
// vocabulary a word the shop does not sell is no search; without one (nil)
// any unknown word may be a product and is searched.
func TestStepUsesTheInjectedUnderstander(t *testing.T) {
	t.Parallel()
	shop := i18n.NewUnderstander(i18n.Vocabulary{Synonyms: []string{"babouche", "belgha"}})
	tests := []struct {
		name     string
		und      *i18n.Understander
		text     string
		searches int
	}{
		{"shop word", shop, "belgha", 1},
		{"not the shop's word", shop, "qwertzuiop", 0},
		{"no vocabulary", nil, "belgha", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			cat := &countingCatalog{products: []engine.Product{{ID: "p1", Name: "Belgha fassia", Permalink: "https://x.example/p1"}}}
			r := New(nil, cat, nil, Options{Engine: engine.DefaultConfig(), SearchTimeout: time.Second, Understander: tt.und,
				Now: func() time.Time { return time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC) }},
				slog.New(slog.NewTextHandler(io.Discard, nil)), NewMetrics(prometheus.NewRegistry()))
			var stages wakha.Stages
			r.step(context.Background(), engine.NewState(engine.DefaultConfig()),
				engine.Event{Kind: engine.EventUserMessage, MessageID: "m1", Text: tt.text}, r.opts.Now(), &stages)
			if cat.calls != tt.searches {
				t.Errorf("catalog searched %d times, want %d", cat.calls, tt.searches)
			}
			// The stages the event ran are timed; one it did not run stays zero.
			if searched := stages.Search > 0; searched != (tt.searches > 0) {
				t.Errorf("search stage = %v after %d searches", stages.Search, tt.searches)
			}
			if stages.Understand <= 0 || stages.Decide <= 0 {
				t.Errorf("understand %v, decide %v: want both timed", stages.Understand, stages.Decide)
			}
		})
	}
}
