package i18n

import "sync"

// normTable is a reading of a word alone (of its norm, nothing else: no
// neighbour, no key, no shop), remembered for every numbered word
// (spellings.ids) the first time it is asked: a reader that asks it of
// every word of a message then pays an index for a numbered word
// (tok.nid > 0) instead of the map lookups and prefix tests the reading
// makes; a word no list numbers is read by f itself. f must read only
// package tables that do not change once built.
type normTable[T any] struct {
	once sync.Once
	f    func(w string) T
	vals []T // by number
}

func newNormTable[T any](f func(w string) T) *normTable[T] {
	return &normTable[T]{f: f}
}

// of is f(t.norm).
func (n *normTable[T]) of(t *tok) T {
	n.once.Do(n.build)
	if id := t.nid; id > 0 && int(id) < len(n.vals) {
		return n.vals[id]
	}
	return n.f(t.norm)
}

func (n *normTable[T]) build() {
	ids := loadSpellings().ids
	hi := int32(0)
	for _, id := range ids {
		hi = max(hi, id)
	}
	vals := make([]T, hi+1)
	for w, id := range ids {
		if id > 0 {
			vals[id] = n.f(w)
		}
	}
	n.vals = vals
}
