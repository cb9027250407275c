package i18n

import (
	"fmt"
	"strings"
)

// phraseSet maps word sequences to values. Entries are normalized and
// tokenized exactly like messages (Tokens), so every spelling variant that
// normalizes the same way meets its entry. Lookups compare tokens and do
// not allocate.
type phraseSet[T any] struct {
	byFirst map[string][]phraseEntry[T] // longest entries first, as listed
	byKey   map[string][]phraseEntry[T] // the same with every word replaced by its spelling family (spelling.go)
	merge   func(text string, old, add T) T
	// ids finds byKey's lists by the key's number (keyIDs), once index
	// has run: a message word is hashed once, not once per list.
	ids       idTable
	byKeyList [][]phraseEntry[T] // byKey's lists in key order, as ids numbers them
	// keys marks, by word number, the lists some entry of which starts
	// with the word; col is this list's bit. A word no entry here starts
	// with (most words, for most lists) is told by its row of keys, hot
	// for the whole message, without probing ids.
	keys *members
	col  uint32 // the list's uint64 in a row of keys, and its bit there
	bit  uint64
}

type phraseEntry[T any] struct {
	rest []string // tokens after the first
	val  T
	// next is rest[0]'s word number (spellings.ids) when it has one, set
	// by index; 0 when rest is empty or its first word has no number. A
	// message word's number (tok.kid) is then compared instead of the
	// word's string: match and exact walk lists of up to 95 entries
	// ("je", "la", "لا", "i") at every word of a message, and most entries
	// are told apart by their second word.
	next int32
}

func newPhraseSet[T any](merge func(text string, old, add T) T) *phraseSet[T] {
	p := &phraseSet[T]{byFirst: map[string][]phraseEntry[T]{}, merge: merge}
	wordLists = append(wordLists, p)
	return p
}

func (p *phraseSet[T]) eachWord(f func(string)) {
	for first, list := range p.byFirst {
		f(first)
		for _, e := range list {
			for _, w := range e.rest {
				f(w)
			}
		}
	}
}

// rekey indexes the entries by spelling family; matches use this index.
// Two entries that become the same keep the first listed (the longest
// first, then list order).
func (p *phraseSet[T]) rekey(rep func(string) string) {
	byKey := make(map[string][]phraseEntry[T], len(p.byFirst))
	for _, first := range sortedKeys(p.byFirst) {
		for _, e := range p.byFirst[first] {
			k := rep(first)
			rest := make([]string, len(e.rest))
			for i, w := range e.rest {
				rest[i] = rep(w)
			}
			list := byKey[k]
			dup := false
			for _, o := range list {
				if equalWords(o.rest, rest) {
					dup = true
					break
				}
			}
			if dup {
				continue
			}
			at := len(list)
			for i := range list {
				if len(list[i].rest) < len(rest) {
					at = i
					break
				}
			}
			list = append(list, phraseEntry[T]{})
			copy(list[at+1:], list[at:])
			list[at] = phraseEntry[T]{rest: rest, val: e.val}
			byKey[k] = list
		}
	}
	p.byKey = byKey
}

// single returns the one-word entry of a matching key.
func (p *phraseSet[T]) single(key string) (val T, ok bool) {
	for _, e := range p.entries(key) {
		if len(e.rest) == 0 {
			return e.val, true
		}
	}
	return val, false
}

func (p *phraseSet[T]) entries(key string) []phraseEntry[T] {
	if p.byKey != nil {
		return p.byKey[key]
	}
	return p.byFirst[key]
}

// entriesTok is entries(t.key), found by the word's number when both the
// word and the list were numbered (index).
func (p *phraseSet[T]) entriesTok(t *tok) []phraseEntry[T] {
	if t.kid == 0 || p.ids.slots == nil {
		return p.entries(t.key)
	}
	var list []phraseEntry[T] // nil when no numbered list starts with the word
	if u := uint32(t.kid); u < p.keys.n && p.keys.bits[u*p.keys.wide+p.col]&p.bit != 0 {
		if at := p.ids.find(t.kid); at >= 0 {
			list = p.byKeyList[at]
		}
	}
	if checkKeyIDs {
		if want := p.entries(t.key); len(want) != len(list) || len(list) > 0 && &want[0] != &list[0] {
			panic(fmt.Sprintf("i18n: key %q (number %d) finds %d entries by number, %d by string", t.key, t.kid, len(list), len(want)))
		}
	}
	return list
}

// checkKeyIDs makes entriesTok check every lookup by number against the
// lookup by string; the package's tests turn it on.
var checkKeyIDs bool

func (p *phraseSet[T]) firstKeys(f func(string)) {
	for _, k := range sortedKeys(p.byKey) {
		f(k)
	}
}

// index numbers byKey's first words with ids (every key some list
// starts with) for entriesTok, and marks them in keys, the list being
// the col-th of them.
func (p *phraseSet[T]) index(ids map[string]int32, keys *members, col int) {
	ks := sortedKeys(p.byKey)
	p.byKeyList = make([][]phraseEntry[T], len(ks))
	numbered := make([]int32, len(ks))
	p.keys, p.col, p.bit = keys, uint32(col)>>6, 1<<(col&63)
	for i, k := range ks {
		p.byKeyList[i] = p.byKey[k]
		for j := range p.byKeyList[i] {
			if e := &p.byKeyList[i][j]; len(e.rest) > 0 {
				e.next = ids[e.rest[0]] // (0 when the word has no number)
			}
		}
		numbered[i] = ids[k]
		keys.bits[uint32(ids[k])*keys.wide+p.col] |= p.bit
	}
	p.ids = newIDTable(numbered)
}

// singleTok is single(t.key) through entriesTok. A list holds its
// longest entries first and at most one entry of one word (add and rekey
// keep one of two alike), so that entry is the list's last: it is
// checked alone instead of walking the list.
func (p *phraseSet[T]) singleTok(t *tok) (val T, ok bool) {
	if list := p.entriesTok(t); len(list) > 0 && len(list[len(list)-1].rest) == 0 {
		return list[len(list)-1].val, true
	}
	return val, false
}

// hasTok is has(t.key) through entriesTok.
func (p *phraseSet[T]) hasTok(t *tok) bool {
	_, ok := p.singleTok(t)
	return ok
}

func (p *phraseSet[T]) meaningOf(w string) string {
	for _, e := range p.byFirst[w] {
		if len(e.rest) == 0 {
			return fmt.Sprint(e.val)
		}
	}
	return ""
}

// add registers text. A text that normalizes to no token is a bug in the
// word lists, caught when the package initializes.
func (p *phraseSet[T]) add(text string, val T) {
	toks := Tokens(text)
	if len(toks) == 0 {
		panic(fmt.Sprintf("i18n: lexicon entry %q has no words", text))
	}
	first, rest := toks[0], toks[1:]
	list := p.byFirst[first]
	for i := range list {
		if equalWords(list[i].rest, rest) {
			if p.merge != nil {
				list[i].val = p.merge(text, list[i].val, val)
			} else {
				list[i].val = val
			}
			return
		}
	}
	at := len(list)
	for i := range list {
		if len(list[i].rest) < len(rest) {
			at = i
			break
		}
	}
	list = append(list, phraseEntry[T]{})
	copy(list[at+1:], list[at:])
	list[at] = phraseEntry[T]{rest: rest, val: val}
	p.byFirst[first] = list
}

func (p *phraseSet[T]) addAll(val T, texts ...string) {
	for _, t := range texts {
		p.add(t, val)
	}
}

// match finds the longest entry starting at toks[i] and ending before end.
func (p *phraseSet[T]) match(toks []tok, i, end int) (n int, val T, ok bool) {
	if i >= end {
		return 0, val, false
	}
	list := p.entriesTok(&toks[i])
	next := nextKid(toks, i, end)
	if checkKeyIDs && next != 0 {
		checkKid(&toks[i+1])
	}
	for k := range list {
		e := &list[k]
		if i+1+len(e.rest) > end || e.next != 0 && next != 0 && e.next != next {
			continue // (too long, or its second word is not the message's: nextKid)
		}
		if restMatches(toks[i+1:], e.rest) {
			return 1 + len(e.rest), e.val, true
		}
	}
	return 0, val, false
}

// exact finds an entry covering exactly toks[i:end].
func (p *phraseSet[T]) exact(toks []tok, i, end int) (val T, ok bool) {
	if i >= end {
		return val, false
	}
	list := p.entriesTok(&toks[i])
	next := nextKid(toks, i, end)
	if checkKeyIDs && next != 0 {
		checkKid(&toks[i+1])
	}
	for k := range list {
		e := &list[k]
		if 1+len(e.rest) == end-i && (e.next == 0 || next == 0 || e.next == next) && restMatches(toks[i+1:], e.rest) {
			return e.val, true
		}
	}
	return val, false
}

// nextKid is the number of the word after toks[i] (tok.kid) for the
// entries' next: 0 past end or when the word was not numbered, and then
// the strings are compared. A word numbered -1 is in no list's numbers,
// so it is no entry's numbered next word either: the numbers are one
// table (spellings.ids), one number a word.
func nextKid(toks []tok, i, end int) int32 {
	if i+1 >= end {
		return 0
	}
	return toks[i+1].kid
}

// checkKid panics when t's number is not its key's (the tests'
// checkKeyIDs): nextKid's numbers stand for the strings. (Asked by match
// and exact, not nextKid: nextKid must stay small enough to inline.)
func checkKid(t *tok) {
	if t.kid != 0 && t.kid != spell.keyID(t.key) {
		panic(fmt.Sprintf("i18n: key %q numbered %d, not %d", t.key, t.kid, spell.keyID(t.key)))
	}
}

func restMatches(toks []tok, rest []string) bool {
	for j, w := range rest {
		if toks[j].key != w {
			return false
		}
	}
	return true
}

func equalWords(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// wordSet is a list of words and phrases without values, matched like
// every list (spelling families included).
type wordSet = phraseSet[bool]

func newWordSet(texts ...string) *wordSet {
	s := newPhraseSet[bool](nil)
	s.addAll(true, texts...)
	return s
}

// has reports a word of the set.
func (p *phraseSet[T]) has(key string) bool {
	_, ok := p.single(key)
	return ok
}

// substrings is a list of words looked for inside a word (strings.Contains
// of each), indexed by first byte: contains reads the word once instead of
// searching it for every entry.
type substrings struct {
	byFirst [256][]string
}

func newSubstrings(list ...string) *substrings {
	s := &substrings{}
	for _, p := range list {
		if p == "" {
			panic("i18n: empty substring")
		}
		s.byFirst[p[0]] = append(s.byFirst[p[0]], p)
	}
	return s
}

// contains reports whether w contains one of the entries.
func (s *substrings) contains(w string) bool {
	for i := 0; i < len(w); i++ {
		for _, p := range s.byFirst[w[i]] {
			if len(w)-i >= len(p) && w[i:i+len(p)] == p {
				return true
			}
		}
	}
	return false
}

// prefixes is a list of word openings (strings.HasPrefix of each),
// indexed by first byte: has compares only the entries that open with
// the word's first byte.
type prefixes struct {
	byFirst [256][]string
}

func newPrefixes(list ...string) *prefixes {
	s := &prefixes{}
	for _, p := range list {
		if p == "" {
			panic("i18n: empty prefix")
		}
		s.byFirst[p[0]] = append(s.byFirst[p[0]], p)
	}
	return s
}

// of is the entries that may open w.
func (s *prefixes) of(w string) []string {
	if w == "" {
		return nil
	}
	return s.byFirst[w[0]]
}

// has reports whether w opens with one of the entries.
func (s *prefixes) has(w string) bool {
	for _, p := range s.of(w) {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// idTable maps key numbers to positions by open addressing: a lookup is a
// multiply and a probe or two, against hashing the key's string in a map
// for each of several hundred lists a message is read against.
type idTable struct {
	slots []idSlot // a power of two, at most half full; id 0 is empty
	shift uint32
}

type idSlot struct{ id, at int32 }

func newIDTable(ids []int32) idTable {
	size, shift := 2, uint32(31)
	for size < 2*len(ids) {
		size *= 2
		shift--
	}
	t := idTable{slots: make([]idSlot, size), shift: shift}
	mask := uint32(size - 1)
	for at, id := range ids {
		if id <= 0 {
			panic(fmt.Sprintf("i18n: key number %d", id))
		}
		h := (uint32(id) * 0x9E3779B1) >> shift
		for t.slots[h].id != 0 {
			h = (h + 1) & mask
		}
		t.slots[h] = idSlot{id: id, at: int32(at)}
	}
	return t
}

// find returns id's position, -1 when absent.
func (t *idTable) find(id int32) int32 {
	mask := uint32(len(t.slots) - 1)
	for h := (uint32(id) * 0x9E3779B1) >> t.shift; ; h = (h + 1) & mask {
		switch s := t.slots[h]; s.id {
		case id:
			return s.at
		case 0:
			return -1
		}
	}
}
