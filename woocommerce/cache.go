package woocommerce

import (
	"sync"
	"time"
)

// ttlCache is a small map with per-entry expiry and a size bound; when full,
// expired entries go first, then the one closest to expiry.
type ttlCache[V any] struct {
	mu  sync.Mutex
	ttl time.Duration
	max int
	now func() time.Time
	m   map[string]cacheItem[V]
}

type cacheItem[V any] struct {
	v       V
	expires time.Time
}

func newTTLCache[V any](ttl time.Duration, maxEntries int, now func() time.Time) *ttlCache[V] {
	return &ttlCache[V]{ttl: ttl, max: maxEntries, now: now, m: map[string]cacheItem[V]{}}
}

// get returns the live value for key.
func (c *ttlCache[V]) get(key string) (V, bool) {
	var zero V
	if c == nil || c.ttl <= 0 {
		return zero, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	it, ok := c.m[key]
	if !ok {
		return zero, false
	}
	if !c.now().Before(it.expires) {
		delete(c.m, key)
		return zero, false
	}
	return it.v, true
}

// put stores v under key for the cache's TTL.
func (c *ttlCache[V]) put(key string, v V) {
	if c == nil || c.ttl <= 0 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	now := c.now()
	if _, ok := c.m[key]; !ok && len(c.m) >= c.max {
		oldest, oldestAt := "", time.Time{}
		for k, it := range c.m {
			if !now.Before(it.expires) {
				delete(c.m, k)
				continue
			}
			if oldest == "" || it.expires.Before(oldestAt) {
				oldest, oldestAt = k, it.expires
			}
		}
		if len(c.m) >= c.max {
			delete(c.m, oldest)
		}
	}
	c.m[key] = cacheItem[V]{v: v, expires: now.Add(c.ttl)}
}
