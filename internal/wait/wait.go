// Package wait is the one way wakha's tests wait for something: poll the
// condition itself until it holds, with a deadline generous enough for a
// machine whose cores are saturated by other work. A test never sleeps a
// fixed time hoping the work is done; when it fails, it says what it waited
// for and what it saw last.
package wait

import (
	"testing"
	"time"
)

// Timeout bounds every wait. It is long on purpose: a wait returns as soon
// as its condition holds, so only a failing test pays for it, and CI
// machines shared with other jobs can be many times slower than a laptop.
const Timeout = 60 * time.Second

// poll interval bounds: start fast (most conditions hold within
// milliseconds), back off so a slow condition does not burn a core.
const (
	firstPoll = 2 * time.Millisecond
	maxPoll   = 50 * time.Millisecond
)

// For polls cond until it reports true, and fails the test (t.Fatalf) when
// Timeout passes first. cond returns whether the wait is over and a
// description of the state it observed; the last description is in the
// failure message. what names the awaited condition ("the reply to tajine").
// For runs on the test's goroutine, like t.Fatalf.
func For(t testing.TB, what string, cond func() (bool, string)) {
	t.Helper()
	ForWithin(t, Timeout, what, cond)
}

// ForWithin is For with a deadline of d, for the few waits that are slow
// even on a fast machine (starting a throwaway PostgreSQL cluster).
func ForWithin(t testing.TB, d time.Duration, what string, cond func() (bool, string)) {
	t.Helper()
	if last, ok := Until(d, cond); !ok {
		t.Fatalf("gave up after %s waiting for %s; last seen: %s", d, what, last)
	}
}

// Until polls cond until it reports true or d passes, and returns the last
// observed state and whether cond held. Use For in tests; Until is for
// helpers that report failures their own way.
func Until(d time.Duration, cond func() (bool, string)) (last string, ok bool) {
	deadline := time.Now().Add(d)
	poll := firstPoll
	for {
		done, state := cond()
		if done {
			return state, true
		}
		if !time.Now().Before(deadline) {
			return state, false
		}
		time.Sleep(min(poll, time.Until(deadline)))
		poll = min(poll*2, maxPoll)
	}
}

// Recv waits for a value on ch, failing the test after Timeout.
func Recv[T any](t testing.TB, what string, ch <-chan T) T {
	t.Helper()
	timer := time.NewTimer(Timeout)
	defer timer.Stop()
	select {
	case v := <-ch:
		return v
	case <-timer.C:
		t.Fatalf("gave up after %s waiting for %s", Timeout, what)
		panic("unreachable")
	}
}
