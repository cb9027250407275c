package webhook

import (
	"sync"
	"time"
)

// DefaultRejectedLogEvery is how often, at most, one kind of rejected
// request (same route, same error code) is logged; metrics count them all.
const DefaultRejectedLogEvery = 10 * time.Second

// logSampler lets the first line of a kind through, then at most one per
// interval, and says how many it held back in between. A flood of forged
// or unauthenticated requests (12,500 lines during one slowloris probe)
// would otherwise bury every other log line. Kinds are route × error code:
// a small, fixed set.
type logSampler struct {
	every time.Duration
	now   func() time.Time

	mu    sync.Mutex
	kinds map[string]*sampled
}

type sampled struct {
	last       time.Time
	suppressed int
}

func newLogSampler(every time.Duration, now func() time.Time) *logSampler {
	if every <= 0 {
		every = DefaultRejectedLogEvery
	}
	return &logSampler{every: every, now: now, kinds: map[string]*sampled{}}
}

// allow reports whether a line of this kind may be logged now, and how many
// lines of the kind were held back since the last one logged.
func (s *logSampler) allow(kind string) (ok bool, suppressed int) {
	now := s.now()
	s.mu.Lock()
	defer s.mu.Unlock()
	k := s.kinds[kind]
	if k == nil {
		s.kinds[kind] = &sampled{last: now}
		return true, 0
	}
	if d := now.Sub(k.last); d < s.every && d > -s.every {
		k.suppressed++
		return false, 0
	}
	suppressed = k.suppressed
	k.last, k.suppressed = now, 0
	return true, suppressed
}
