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
}

type phraseEntry[T any] struct {
	rest []string // tokens after the first
	val  T
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
	list := p.entries(toks[i].key)
	for k := range list {
		e := &list[k]
		if i+1+len(e.rest) > end {
			continue
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
	list := p.entries(toks[i].key)
	for k := range list {
		e := &list[k]
		if 1+len(e.rest) == end-i && restMatches(toks[i+1:], e.rest) {
			return e.val, true
		}
	}
	return val, false
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
