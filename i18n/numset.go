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
type numSet struct {
	m    map[string]bool
	lo   int32    // the lowest number of a word in the set
	bits []uint64 // bit id-lo is set for every word of the set
}

// newNumSet numbers m's words in ids (a word no list or set numbered yet
// gets the next number) and returns the set by number.
func newNumSet(m map[string]bool, ids map[string]int32) numSet {
	words := make([]string, 0, len(m))
	for w, in := range m {
		if in {
			words = append(words, w)
		}
	}
	slices.Sort(words)
	s := numSet{m: m}
	if len(words) == 0 {
		return s
	}
	lo, hi := int32(-1), int32(-1)
	for _, w := range words {
		id := ids[w]
		if id == 0 {
			id = int32(len(ids) + 1)
			ids[w] = id
		}
		if lo < 0 || id < lo {
			lo = id
		}
		hi = max(hi, id)
	}
	s.lo = lo
	s.bits = make([]uint64, (hi-lo)/64+1)
	for _, w := range words {
		u := uint32(ids[w] - lo)
		s.bits[u>>6] |= 1 << (u & 63)
	}
	return s
}

// setToNumber is a set numberSets numbers: the map and where its
// numSet goes.
type setToNumber struct {
	s *numSet
	m map[string]bool
}

// numberAll numbers the sets' words in ids, the smaller sets first so
// that their words are numbered close together (their bits are fewer),
// and makes each set's numSet.
func numberAll(ids map[string]int32, sets []setToNumber) {
	slices.SortStableFunc(sets, func(a, b setToNumber) int { return len(a.m) - len(b.m) })
	for _, t := range sets {
		*t.s = newNumSet(t.m, ids)
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
	u := uint(id - s.lo)
	in := u>>6 < uint(len(s.bits)) && s.bits[u>>6]>>(u&63)&1 != 0
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
