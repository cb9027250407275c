package runner

import (
	"testing"
	"time"
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

func TestSearchOfReadsOnlyTheGivenStep(t *testing.T) {
	t.Parallel()
	// The runner feeds search results back step by step; a search effect
	// from an earlier step must not be executed again.
	if searchOf(nil) != nil {
		t.Fatal("search found in no effects")
	}
}
