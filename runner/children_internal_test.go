package runner

import (
	"sync"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"
)

// TestChildrenAreTheVectorsOwn: a memoized child is the vector's child for
// those label values, so what it counts is what a scrape shows, and each
// label set keeps its own; concurrent first lookups agree.
func TestChildrenAreTheVectorsOwn(t *testing.T) {
	t.Parallel()
	vec := prometheus.NewCounterVec(prometheus.CounterOpts{Name: "test_total", Help: "test"}, []string{"platform", "kind", "outcome"})
	c := newChildren(vec.WithLabelValues)
	tests := []struct {
		labels [3]string
		adds   int
	}{
		{[3]string{"chatwoot", "message", "sent"}, 3},
		{[3]string{"chatwoot", "message", "retry"}, 1},
		{[3]string{"intercom", "message", "sent"}, 2},
		{[3]string{"chatwoot", "", "sent"}, 1}, // an empty value is a value
	}
	var wg sync.WaitGroup
	for _, tt := range tests {
		for range tt.adds {
			wg.Go(func() { c.with3(tt.labels[0], tt.labels[1], tt.labels[2]).Inc() })
		}
	}
	wg.Wait()
	for _, tt := range tests {
		if got := counterValue(vec.WithLabelValues(tt.labels[:]...)); got != float64(tt.adds) {
			t.Errorf("%v counted %v, want %d", tt.labels, got, tt.adds)
		}
	}

	hist := prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "test_seconds", Help: "test"}, []string{"platform", "stage"})
	h := newChildren(hist.WithLabelValues)
	h.with2("chatwoot", "decide").Observe(1)
	h.with2("chatwoot", "decide").Observe(2)
	h.with2("chatwoot", "render").Observe(3)
	if n := testCount(t, hist, "chatwoot", "decide"); n != 2 {
		t.Errorf("decide observed %d times, want 2", n)
	}
	if n := testCount(t, hist, "chatwoot", "render"); n != 1 {
		t.Errorf("render observed %d times, want 1", n)
	}
	one := prometheus.NewCounterVec(prometheus.CounterOpts{Name: "one_total", Help: "test"}, []string{"platform"})
	newChildren(one.WithLabelValues).with1("chatwoot").Add(5)
	if got := counterValue(one.WithLabelValues("chatwoot")); got != 5 {
		t.Errorf("one label: counted %v, want 5", got)
	}
}

func testCount(t *testing.T, hist *prometheus.HistogramVec, lvs ...string) uint64 {
	t.Helper()
	m, err := hist.GetMetricWithLabelValues(lvs...)
	if err != nil {
		t.Fatal(err)
	}
	var d dto.Metric
	if err := m.(prometheus.Metric).Write(&d); err != nil {
		t.Fatal(err)
	}
	return d.GetHistogram().GetSampleCount()
}

// BenchmarkCounterLookup compares a vector's WithLabelValues with the
// memoized child, for the per-event counter (no time is asserted).
func BenchmarkCounterLookup(b *testing.B) {
	vec := prometheus.NewCounterVec(prometheus.CounterOpts{Name: "bench_total", Help: "bench"}, []string{"platform", "kind", "outcome"})
	c := newChildren(vec.WithLabelValues)
	kind := string([]byte("user_message")) // not a constant, as the event's kind is not
	b.Run("WithLabelValues", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			vec.WithLabelValues("chatwoot", kind, "ok").Inc()
		}
	})
	b.Run("memoized", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			c.with3("chatwoot", kind, "ok").Inc()
		}
	})
}
