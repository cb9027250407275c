package i18n

import (
	"sync"
	"sync/atomic"
)

// normTable is a reading of a word alone (of its norm, nothing else: no
// neighbour, no key, no shop), remembered by word number (tok.nid, the
// word's number in spellings.ids) the first time a numbered word is
// read: a reader that asks it of every word of a message then pays an
// index for a numbered word instead of the map lookups and prefix tests
// the reading makes; a word no list numbers is read by f each time. f
// must read only package tables that do not change once built, and
// answer below 1<<31. Safe for concurrent use: two goroutines reading a
// new word at once both store the same answer.
type normTable struct {
	once sync.Once
	f    func(w string) uint32
	key  bool            // a reading of the key (tok.key, numbered tok.kid) instead
	vals []atomic.Uint32 // f's answer | normRead, by number; 0 when not read yet
}

const normRead = 1 << 31

func newNormTable(f func(w string) uint32) *normTable {
	return &normTable{f: f}
}

// newKeyTable is a normTable of the key a word is listed as (tok.key).
func newKeyTable(f func(k string) uint32) *normTable {
	return &normTable{f: f, key: true}
}

// of is f(t.norm), or f(t.key) for a table of the key.
func (n *normTable) of(t *tok) uint32 {
	n.once.Do(n.alloc)
	id, w := t.nid, t.norm
	if n.key {
		id, w = t.kid, t.key
	}
	if id <= 0 || int(id) >= len(n.vals) {
		return n.f(w)
	}
	if v := n.vals[id].Load(); v != 0 {
		return v &^ normRead
	}
	v := n.f(w)
	if v&normRead != 0 {
		panic("i18n: normTable reading too large")
	}
	n.vals[id].Store(v | normRead)
	return v
}

// is is of(t) != 0, for the tables of a yes or a no.
func (n *normTable) is(t *tok) bool { return n.of(t) != 0 }

func (n *normTable) alloc() {
	n.vals = make([]atomic.Uint32, len(loadSpellings().ids)+1) // (words are numbered from 1, one after another)
}

// b32 is a bool as a normTable reading.
func b32(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}
