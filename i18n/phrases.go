package i18n

import "fmt"

// phraseSet maps word sequences to values. Entries are normalized and
// tokenized exactly like messages (Tokens), so every spelling variant that
// normalizes the same way meets its entry. Lookups compare tokens and do
// not allocate.
type phraseSet[T any] struct {
	byFirst map[string][]phraseEntry[T] // longest entries first
	merge   func(text string, old, add T) T
}

type phraseEntry[T any] struct {
	rest []string // tokens after the first
	val  T
}

func newPhraseSet[T any](merge func(text string, old, add T) T) *phraseSet[T] {
	return &phraseSet[T]{byFirst: map[string][]phraseEntry[T]{}, merge: merge}
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
	list := p.byFirst[toks[i].norm]
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
	list := p.byFirst[toks[i].norm]
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
		if toks[j].norm != w {
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
