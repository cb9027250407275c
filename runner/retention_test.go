package runner_test

import (
	"context"
	"io"
	"log/slog"
	"maps"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/runner"
)

// The pruner asks for the cutoff RETENTION_PERIOD before now and counts
// what was deleted by kind.
func TestPrunerCountsRows(t *testing.T) {
	t.Parallel()
	now := time.Date(2030, 3, 21, 10, 0, 0, 0, time.UTC)
	var cutoff time.Time
	reg := prometheus.NewRegistry()
	p := runner.NewPruner(reg, func(_ context.Context, c time.Time, batch int) (wakha.Pruned, error) {
		cutoff = c
		if batch <= 0 {
			t.Errorf("batch %d", batch)
		}
		return wakha.Pruned{Events: 7, Outbox: 3, Conversations: 1, Visitors: 4}, nil
	}, 720*time.Hour, slog.New(slog.NewTextHandler(io.Discard, nil)))
	p.Now = func() time.Time { return now }
	if _, err := p.Once(context.Background()); err != nil {
		t.Fatal(err)
	}
	if !cutoff.Equal(now.Add(-720 * time.Hour)) {
		t.Fatalf("cutoff %v", cutoff)
	}
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]float64{}
	for _, mf := range mfs {
		if mf.GetName() != "wakha_retention_pruned_total" {
			continue
		}
		for _, m := range mf.GetMetric() {
			got[m.GetLabel()[0].GetValue()] = m.GetCounter().GetValue()
		}
	}
	want := map[string]float64{"events": 7, "outbox": 3, "transitions": 0, "conversations": 1, "visitors": 4}
	if !maps.Equal(got, want) {
		t.Fatalf("pruned counts %v, want %v", got, want)
	}
}
