// Package ratelimit limits how often one key (a conversation, a visitor, an
// address) may do something: a token bucket per key, in bounded memory.
//
// A fresh key may act Burst times at once; afterwards it earns one more
// action per Every, saving up to Burst. Keys are forgotten when their bucket
// is full again (a forgotten key and a full bucket behave the same) or, past
// MaxKeys, least recently used first. A key forgotten early starts again
// with a full bucket, so MaxKeys should exceed the number of keys that are
// busy at the same time.
package ratelimit

import (
	"container/list"
	"fmt"
	"math"
	"sync"
	"time"
)

// DefaultMaxKeys is MaxKeys when Options leave it 0: a few hundred kB.
const DefaultMaxKeys = 10_000

// Options configure a Limiter.
type Options struct {
	Burst   int              // actions a fresh key may take at once (at least 1)
	Every   time.Duration    // one more action is allowed per Every (positive)
	MaxKeys int              // keys remembered at most; 0 = DefaultMaxKeys
	Now     func() time.Time // the clock; nil = time.Now
}

// Limiter is a set of token buckets keyed by string. It is safe for
// concurrent use.
type Limiter struct {
	burst   float64
	every   time.Duration
	maxKeys int
	now     func() time.Time

	mu   sync.Mutex
	keys map[string]*list.Element
	lru  list.List // of *bucket, most recently used first
}

type bucket struct {
	key    string
	tokens float64
	at     time.Time // when tokens was computed
}

// New returns a Limiter; it fails on a Burst below 1 or a non-positive Every.
func New(o Options) (*Limiter, error) {
	if o.Burst < 1 || o.Every <= 0 {
		return nil, fmt.Errorf("ratelimit: need Burst >= 1 and Every > 0, got %d and %s", o.Burst, o.Every)
	}
	if o.MaxKeys <= 0 {
		o.MaxKeys = DefaultMaxKeys
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	return &Limiter{burst: float64(o.Burst), every: o.Every, maxKeys: o.MaxKeys, now: o.Now,
		keys: make(map[string]*list.Element)}, nil
}

// Allow takes one action for key. When the key has none left it returns
// false and how long until the next one is earned.
func (l *Limiter) Allow(key string) (ok bool, retryAfter time.Duration) {
	now := l.now()
	l.mu.Lock()
	defer l.mu.Unlock()
	l.forgetFull(now)
	var b *bucket
	if e, found := l.keys[key]; found {
		b = e.Value.(*bucket)
		l.refill(b, now)
		l.lru.MoveToFront(e)
	} else {
		for l.lru.Len() >= l.maxKeys {
			l.remove(l.lru.Back())
		}
		b = &bucket{key: key, tokens: l.burst, at: now}
		l.keys[key] = l.lru.PushFront(b)
	}
	if b.tokens >= 1 {
		b.tokens--
		return true, 0
	}
	return false, time.Duration(math.Ceil((1 - b.tokens) * float64(l.every)))
}

// Len is the number of keys remembered.
func (l *Limiter) Len() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.lru.Len()
}

func (l *Limiter) refill(b *bucket, now time.Time) {
	if elapsed := now.Sub(b.at); elapsed > 0 { // a clock stepping back earns nothing
		b.tokens = min(l.burst, b.tokens+float64(elapsed)/float64(l.every))
		b.at = now
	}
}

// forgetFull drops a few least recently used keys whose bucket has filled
// up again, so memory shrinks back when traffic calms down.
func (l *Limiter) forgetFull(now time.Time) {
	for range 4 {
		e := l.lru.Back()
		if e == nil {
			return
		}
		b := e.Value.(*bucket)
		l.refill(b, now)
		if b.tokens < l.burst {
			return
		}
		l.remove(e)
	}
}

func (l *Limiter) remove(e *list.Element) {
	delete(l.keys, e.Value.(*bucket).key)
	l.lru.Remove(e)
}

// RetryAfterSeconds renders a wait as an HTTP Retry-After value: whole
// seconds, rounded up, at least 1.
func RetryAfterSeconds(d time.Duration) string {
	return fmt.Sprint(max(1, int64(math.Ceil(d.Seconds()))))
}
