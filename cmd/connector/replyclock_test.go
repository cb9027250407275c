package main

import (
	"context"
	"sync"
	"time"
)

// replyClock records when the bot's messages reach a fake, per
// conversation: tests pace their shoppers with it (the load tool pairs
// messages with their answers instead, see answerBook).
type replyClock struct {
	mu    sync.Mutex
	times map[string][]time.Time
	wake  chan struct{}
}

func newReplyClock() *replyClock {
	return &replyClock{times: map[string][]time.Time{}, wake: make(chan struct{})}
}

func (r *replyClock) seen(conv string, at time.Time) {
	r.mu.Lock()
	r.times[conv] = append(r.times[conv], at)
	close(r.wake)
	r.wake = make(chan struct{})
	r.mu.Unlock()
}

func (r *replyClock) count(conv string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.times[conv])
}

// wait returns the time of the conversation's first message after the first n.
func (r *replyClock) wait(ctx context.Context, conv string, n int, limit time.Duration) (time.Time, bool) {
	deadline := time.NewTimer(limit)
	defer deadline.Stop()
	for {
		r.mu.Lock()
		ts, wake := r.times[conv], r.wake
		r.mu.Unlock()
		if len(ts) > n {
			return ts[n], true
		}
		select {
		case <-wake:
		case <-deadline.C:
			return time.Time{}, false
		case <-ctx.Done():
			return time.Time{}, false
		}
	}
}
