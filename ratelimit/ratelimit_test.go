package ratelimit_test

import (
	"fmt"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/wakha/wakha/ratelimit"
)

// clock is a manual clock for tests.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) Add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

func setup(t *testing.T, o ratelimit.Options) (*ratelimit.Limiter, *clock) {
	t.Helper()
	c := &clock{now: time.Date(2026, 8, 18, 12, 0, 0, 0, time.UTC)}
	o.Now = c.Now
	l, err := ratelimit.New(o)
	if err != nil {
		t.Fatal(err)
	}
	return l, c
}

func TestBurstThenOnePerInterval(t *testing.T) {
	t.Parallel()
	l, c := setup(t, ratelimit.Options{Burst: 3, Every: 10 * time.Second})
	type step struct {
		advance   time.Duration
		wantOK    bool
		wantAfter time.Duration
	}
	steps := []step{
		{0, true, 0}, {0, true, 0}, {0, true, 0}, // the burst
		{0, false, 10 * time.Second},
		{4 * time.Second, false, 6 * time.Second}, // partly earned
		{6 * time.Second, true, 0},                // one earned
		{0, false, 10 * time.Second},
		{time.Hour, true, 0}, // saved up, but never more than the burst
		{0, true, 0},
		{0, true, 0},
		{0, false, 10 * time.Second},
	}
	for i, s := range steps {
		c.Add(s.advance)
		ok, after := l.Allow("conv-42")
		if ok != s.wantOK || after != s.wantAfter {
			t.Fatalf("step %d: Allow = %v, %s; want %v, %s", i, ok, after, s.wantOK, s.wantAfter)
		}
	}
}

func TestKeysAreIndependent(t *testing.T) {
	t.Parallel()
	l, _ := setup(t, ratelimit.Options{Burst: 1, Every: time.Minute})
	if ok, _ := l.Allow("a"); !ok {
		t.Fatal("first action of a refused")
	}
	if ok, _ := l.Allow("a"); ok {
		t.Fatal("second action of a allowed")
	}
	if ok, _ := l.Allow("b"); !ok {
		t.Fatal("b refused because of a")
	}
}

func TestMemoryIsBounded(t *testing.T) {
	t.Parallel()
	l, _ := setup(t, ratelimit.Options{Burst: 1, Every: time.Minute, MaxKeys: 100})
	for i := range 10_000 {
		l.Allow(strconv.Itoa(i))
		if n := l.Len(); n > 100 {
			t.Fatalf("after %d keys: Len = %d, want at most 100", i+1, n)
		}
	}
	// The most recent keys are remembered, the oldest forgotten.
	if ok, _ := l.Allow("9999"); ok {
		t.Error("a recent key was forgotten")
	}
	if ok, _ := l.Allow("0"); !ok {
		t.Error("the oldest key is still remembered past MaxKeys")
	}
}

func TestFullBucketsAreForgotten(t *testing.T) {
	t.Parallel()
	l, c := setup(t, ratelimit.Options{Burst: 2, Every: time.Second})
	for i := range 50 {
		l.Allow(strconv.Itoa(i))
	}
	if n := l.Len(); n != 50 {
		t.Fatalf("Len = %d, want 50", n)
	}
	c.Add(time.Minute) // every bucket is full again
	for range 20 {
		l.Allow("busy")
	}
	if n := l.Len(); n > 1 {
		t.Errorf("Len = %d after the idle keys refilled, want only the busy key left", n)
	}
}

func TestClockSteppingBackEarnsNothing(t *testing.T) {
	t.Parallel()
	l, c := setup(t, ratelimit.Options{Burst: 1, Every: time.Minute})
	l.Allow("k")
	c.Add(-time.Hour)
	if ok, _ := l.Allow("k"); ok {
		t.Error("a clock stepping back refilled the bucket")
	}
}

func TestConcurrentUse(t *testing.T) {
	t.Parallel()
	l, _ := setup(t, ratelimit.Options{Burst: 10, Every: time.Hour, MaxKeys: 50})
	var wg sync.WaitGroup
	allowed := make([]int, 8)
	for g := range allowed {
		wg.Go(func() {
			for i := range 1000 {
				if ok, _ := l.Allow(strconv.Itoa(i % 5)); ok {
					allowed[g]++
				}
			}
		})
	}
	wg.Wait()
	total := 0
	for _, n := range allowed {
		total += n
	}
	if total != 50 { // 5 keys × a burst of 10, and nothing earned in the meantime
		t.Errorf("allowed %d actions, want 50", total)
	}
}

func TestNewRejectsNonsense(t *testing.T) {
	t.Parallel()
	for _, o := range []ratelimit.Options{{Burst: 0, Every: time.Second}, {Burst: 1, Every: 0}} {
		if _, err := ratelimit.New(o); err == nil {
			t.Errorf("New(%+v) accepted", o)
		}
	}
}

func TestRetryAfterSeconds(t *testing.T) {
	t.Parallel()
	for d, want := range map[time.Duration]string{0: "1", 300 * time.Millisecond: "1", time.Second: "1", 1001 * time.Millisecond: "2", 90 * time.Second: "90"} {
		if got := ratelimit.RetryAfterSeconds(d); got != want {
			t.Errorf("RetryAfterSeconds(%s) = %s, want %s", d, got, want)
		}
	}
}

func ExampleLimiter_Allow() {
	// Ten clicks at once per conversation, then one every six seconds.
	// (A stopped clock keeps the printed wait exact.)
	stopped := func() time.Time { return time.Date(2026, 8, 18, 12, 0, 0, 0, time.UTC) }
	clicks, _ := ratelimit.New(ratelimit.Options{Burst: 10, Every: 6 * time.Second, Now: stopped})
	for i := range 11 {
		ok, retryAfter := clicks.Allow("chatwoot:1:42")
		if !ok {
			fmt.Printf("click %d refused; Retry-After: %s\n", i+1, ratelimit.RetryAfterSeconds(retryAfter))
		}
	}
	// Output: click 11 refused; Retry-After: 6
}
