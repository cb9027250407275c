package runner

import (
	"maps"
	"sync"
	"sync/atomic"
)

// children memoizes the children of a metric vector by their label values
// (up to three). WithLabelValues hashes the values, takes the vector's
// read lock and searches its map on every call, and a message's turn and
// sends make about fifteen of them. Here a lookup is a map read without a
// lock: the map is replaced, never changed, when a label set is first
// seen. Label sets are bounded, as the vector's own children are; no child
// is ever deleted from these vectors.
type children[V any] struct {
	get func(lvs ...string) V // the vector's WithLabelValues

	mu sync.Mutex // serializes the replacements of m
	m  atomic.Pointer[map[[3]string]V]
}

func newChildren[V any](get func(lvs ...string) V) *children[V] {
	c := &children[V]{get: get}
	c.m.Store(&map[[3]string]V{})
	return c
}

func (c *children[V]) with(key [3]string, n int) V {
	if v, ok := (*c.m.Load())[key]; ok {
		return v
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if v, ok := (*c.m.Load())[key]; ok {
		return v
	}
	lvs := make([]string, n)
	copy(lvs, key[:n])
	v := c.get(lvs...)
	next := maps.Clone(*c.m.Load())
	next[key] = v
	c.m.Store(&next)
	return v
}

func (c *children[V]) with1(a string) V        { return c.with([3]string{a}, 1) }
func (c *children[V]) with2(a, b string) V     { return c.with([3]string{a, b}, 2) }
func (c *children[V]) with3(a, b, c3 string) V { return c.with([3]string{a, b, c3}, 3) }
