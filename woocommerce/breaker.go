package woocommerce

import (
	"sync"
	"time"
)

// Circuit breaker states (also the values of wakha_catalog_circuit_state).
const (
	circuitClosed   = 0
	circuitHalfOpen = 1
	circuitOpen     = 2
)

// breaker is a small consecutive-failure circuit breaker. Closed, it lets
// every request through and opens after threshold failures in a row. Open,
// it refuses requests until coolDown has passed, then lets one probe
// through (half-open): success closes it, failure opens it again.
type breaker struct {
	mu        sync.Mutex
	state     int
	failures  int
	openedAt  time.Time
	probing   bool
	threshold int
	coolDown  time.Duration
	now       func() time.Time
	onChange  func(state int)
}

func newBreaker(threshold int, coolDown time.Duration, now func() time.Time, onChange func(int)) *breaker {
	if onChange == nil {
		onChange = func(int) {}
	}
	b := &breaker{threshold: threshold, coolDown: coolDown, now: now, onChange: onChange}
	onChange(circuitClosed)
	return b
}

// allow reports whether a request may go out now.
func (b *breaker) allow() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	switch b.state {
	case circuitOpen:
		if b.now().Sub(b.openedAt) < b.coolDown {
			return false
		}
		b.set(circuitHalfOpen)
		b.probing = true
		return true
	case circuitHalfOpen:
		if b.probing {
			return false // one probe at a time
		}
		b.probing = true
		return true
	}
	return true
}

// success records a good answer: the circuit closes.
func (b *breaker) success() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.failures = 0
	b.probing = false
	if b.state != circuitClosed {
		b.set(circuitClosed)
	}
}

// failure records a failed request.
func (b *breaker) failure() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.probing = false
	b.failures++
	if b.state == circuitHalfOpen || (b.state == circuitClosed && b.failures >= b.threshold) {
		b.openedAt = b.now()
		b.set(circuitOpen)
	}
}

// release gives back a probe whose request ended without a verdict (the
// caller gave up), leaving the state as it was.
func (b *breaker) release() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.probing = false
}

// current returns the state, for tests and logs.
func (b *breaker) current() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.state
}

func (b *breaker) set(state int) {
	b.state = state
	b.onChange(state)
}
