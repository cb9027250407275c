package i18n

import (
	"fmt"
	"slices"
)

// numSet is a plain word set (plainSet, normSet, tokSet, a map literal)
// found by the word's number (spellings.ids): a message word is numbered
// once in analyzeInto (tok.kid for its key, tok.nid for its norm), and
// each of the thousand-odd sets a message is read against is then a bit
// test instead of hashing the word's string again. The sets are numbered
// once, with the spelling families (numberSets, setnums.go); m is the set
// itself, asked for a word that has no number.
//
// The bits are kept by word, not by set (members): row id holds one bit
// for each set numbered with it, the set's column. A message's dozen words
// are then a dozen rows of a few cache lines each, read again by every
// set asked; kept by set, the bits were spread over some 270 KB (a set's
// words are numbered apart when other sets share them) and most sets
// asked missed the cache.
type numSet struct {
	m    map[string]bool
	rows *members // the table the set is a column of (noMembers: empty)
	word uint32   // the column's uint64 in a row
	bit  uint64   // the column's bit in that uint64
}

// noMembers is an empty set's table: no rows.
var noMembers = &members{}

// members is the bit table of the sets numbered together: row id (a
// word's number), bit col of the row, for every word in the set of
// column col.
type members struct {
	n    uint32   // rows: the words numbered when the sets were
	wide uint32   // uint64 words a row
	bits []uint64 // n*wide
}

// newNumSet numbers m's words in ids (a word no list or set numbered yet
// gets the next number) and returns the set by number.
func newNumSet(m map[string]bool, ids map[string]int32) numSet {
	var s numSet
	numberAll(ids, []setToNumber{{&s, m}})
	return s
}

// setToNumber is a set numberSets numbers: the map and where its
// numSet goes.
type setToNumber struct {
	s *numSet
	m map[string]bool
}

// numberAll numbers the sets' words in ids, the smaller sets first so
// that their words are numbered close together, and makes each set's
// numSet, all of them columns of one members table.
func numberAll(ids map[string]int32, sets []setToNumber) {
	slices.SortStableFunc(sets, func(a, b setToNumber) int { return len(a.m) - len(b.m) })
	words := make([][]string, len(sets))
	for i, t := range sets {
		for w, in := range t.m {
			if in {
				words[i] = append(words[i], w)
			}
		}
		slices.Sort(words[i])
		for _, w := range words[i] {
			if ids[w] == 0 {
				ids[w] = int32(len(ids) + 1)
			}
		}
	}
	r := &members{n: uint32(len(ids) + 1), wide: uint32((len(sets) + 63) / 64)}
	r.bits = make([]uint64, int(r.n)*int(r.wide))
	for i, t := range sets {
		*t.s = numSet{m: t.m, rows: noMembers, word: uint32(i) >> 6, bit: 1 << (i & 63)}
		if len(words[i]) == 0 {
			continue
		}
		t.s.rows = r
		for _, w := range words[i] {
			r.bits[uint32(ids[w])*r.wide+t.s.word] |= t.s.bit
		}
	}
}

// has reports w in the set, w being the word numbered id (tok.nid,
// tok.kid): 0 when it was not numbered, -1 when it is in no list or set.
// With checkKeyIDs (the package's tests), every answer by number is
// checked against the answer by string, and the number against the word.
//
// has is asked from some two thousand places that each run about once a
// message: inlined, its code (the bit test, the map for an unnumbered
// word, the check) came to 0.8 MB of the package's 2.7 MB, and a message
// ran through a new copy at every place, missing the instruction cache.
// One copy called is cheaper than the misses.
//
//go:noinline
func (s *numSet) has(id int32, w string) bool {
	if id == 0 {
		return s.m[w]
	}
	r, u := s.rows, uint32(id)
	in := u < r.n && r.bits[u*r.wide+s.word]&s.bit != 0
	if checkKeyIDs && (in != s.m[w] || spell.ids[w] != max(id, 0)) {
		panic(badNumber{w, id, in})
	}
	return in
}

// badNumber is has's complaint when the number and the string disagree.
type badNumber struct {
	word string
	id   int32
	in   bool
}

func (b badNumber) Error() string {
	return fmt.Sprintf("i18n: word %q (number %d) is in a set by number %v, not by string", b.word, b.id, b.in)
}
