package i18n

import (
	"fmt"
	"testing"
)

// TestNumberedSets: every set asked by number holds, by number, the
// words its map holds and no other (a set written after numberSets, by
// an init the numbering ran before, would differ here).
func TestNumberedSets(t *testing.T) {
	sp := loadSpellings()
	sets := numberedSets()
	if len(sets) == 0 {
		t.Fatal("no set is numbered")
	}
	rows := map[*members]bool{}
	for name, s := range sets {
		n := 0
		for w, in := range s.m {
			id := sp.keyID(w)
			if in {
				n++
				if id <= 0 {
					t.Errorf("%s: %q has no number", name, w)
				}
			}
			if got := s.has(id, w); got != in {
				t.Errorf("%s: %q (number %d) by number %v, by string %v", name, w, id, got, in)
			}
		}
		bits := 0
		if r := s.rows; r != noMembers {
			for u := range r.n {
				if r.bits[u*r.wide+s.word]&s.bit != 0 {
					bits++
				}
			}
			rows[r] = true
		}
		if bits != n {
			t.Errorf("%s: %d words by number, %d by string", name, bits, n)
		}
	}
	if len(rows) != 1 {
		t.Errorf("the sets are columns of %d tables, not one", len(rows))
	}
	for r := range rows {
		t.Logf("%d sets, %d words: %d bytes of bits", len(sets), r.n, 8*len(r.bits))
	}
}

func TestNumSet(t *testing.T) {
	ids := map[string]int32{"a": 1, "b": 2}
	s := newNumSet(map[string]bool{"b": true, "c": true, "d": false}, ids)
	if ids["c"] != 3 || ids["d"] != 0 {
		t.Fatalf("numbers %v", ids)
	}
	for _, c := range []struct {
		id   int32
		w    string
		want bool
	}{{1, "a", false}, {2, "b", true}, {3, "c", true}, {-1, "z", false}, {0, "c", true}, {0, "d", false}, {0, "a", false}, {200, "y", false}} {
		defer func(old bool) { checkKeyIDs = old }(checkKeyIDs)
		checkKeyIDs = false
		if got := s.has(c.id, c.w); got != c.want {
			t.Errorf("has(%d, %q) = %v", c.id, c.w, got)
		}
	}
	empty := newNumSet(map[string]bool{}, ids)
	if empty.has(1, "a") || empty.has(-1, "q") {
		t.Error("empty set has a word")
	}
}

// TestNumSetCheck: with checkKeyIDs, a number that is not the word's
// panics.
func TestNumSetCheck(t *testing.T) {
	loadSpellings()
	if !checkKeyIDs {
		t.Skip("checks off")
	}
	var s *numSet
	for _, v := range numberedSets() {
		s = v
		break
	}
	var w string
	for k := range s.m {
		w = k
		break
	}
	defer func() {
		if r := recover(); r == nil {
			t.Errorf("%q asked with a wrong number did not panic", w)
		} else {
			_ = fmt.Sprint(r)
		}
	}()
	s.has(spell.ids[w]+100000, w)
}
