package woocommerce

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"unicode"
)

//go:embed synonyms.json
var defaultSynonymsJSON []byte

// SynonymFile is the JSON format of synonyms.json and of a shop's
// SYNONYMS_FILE. Groups are merged by name: a shop's group replaces the
// shipped group of the same name, a group with no terms removes it, and new
// names are added.
type SynonymFile struct {
	Groups []SynonymGroup `json:"groups"`
	// Attributes maps an attribute kind (color, size, gender, material) to
	// the words of its values, for attribute filters. Merged by kind and
	// value: see AttributeSpec and the package README.
	Attributes map[AttrKind]AttributeSpec `json:"attributes,omitempty"`
}

// SynonymGroup is a set of words that mean the same product or property.
type SynonymGroup struct {
	// Name identifies the group for merging ("shoes", "red").
	Name string `json:"name"`
	// Terms are equivalent words or phrases, the store's own vocabulary
	// first: the live search sends the first one or two to the Store API.
	Terms []string `json:"terms"`
	// Narrower are kinds of the group's product that a query for the group
	// also matches ("babouche" for "shoes"), not the other way round.
	Narrower []string `json:"narrower,omitempty"`
	// Modifier marks words that describe rather than name a product
	// (colours, materials, audiences, sizes): a query that also names a
	// product kind only returns products of that kind.
	Modifier bool `json:"modifier,omitempty"`
}

// Synonyms maps shoppers' Darija, French, Arabic and English shopping words
// to the store's vocabulary. The zero value and nil hold no synonyms; use
// DefaultSynonyms for the shipped table. Safe for concurrent use once built.
type Synonyms struct {
	groups []synGroup
	// byPhrase maps a term's keys joined by spaces to the groups listing it.
	byPhrase map[string][]int
	maxWords int
	// spell maps a folded word to its spelling in the table ("feme" →
	// "femme"), to undo letter collapsing before a Store API substring search.
	spell map[string]string
	// specs is the merged attributes section; lex is built from it.
	specs map[AttrKind]AttributeSpec
	lex   *lexicon
}

type synGroup struct {
	SynonymGroup
	terms    [][]string // keys of each term
	narrower [][]string // keys of each narrower word
}

// DefaultSynonyms returns the shipped table (woocommerce/synonyms.json).
func DefaultSynonyms() *Synonyms {
	s, err := ParseSynonyms(defaultSynonymsJSON, nil)
	if err != nil {
		panic("woocommerce: embedded synonyms.json: " + err.Error()) // caught by the tests
	}
	return s
}

// LoadSynonyms returns the shipped table merged with the shop's file at
// path (same format); an empty path returns the shipped table alone.
func LoadSynonyms(path string) (*Synonyms, error) {
	if path == "" {
		return DefaultSynonyms(), nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("woocommerce: synonyms: %w", err)
	}
	return ParseSynonyms(data, DefaultSynonyms())
}

// ParseSynonyms parses a synonym file and merges it over base (nil = no base).
func ParseSynonyms(data []byte, base *Synonyms) (*Synonyms, error) {
	var f SynonymFile
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("woocommerce: synonyms: %w", err)
	}
	var groups []SynonymGroup
	pos := map[string]int{}
	if base != nil {
		for _, g := range base.groups {
			pos[g.Name] = len(groups)
			groups = append(groups, g.SynonymGroup)
		}
	}
	for i, g := range f.Groups {
		g.Name = strings.TrimSpace(g.Name)
		if g.Name == "" {
			return nil, fmt.Errorf("woocommerce: synonyms: group %d has no name", i)
		}
		if at, ok := pos[g.Name]; ok {
			groups[at] = g
			continue
		}
		pos[g.Name] = len(groups)
		groups = append(groups, g)
	}
	var baseSpecs map[AttrKind]AttributeSpec
	if base != nil {
		baseSpecs = base.specs
	}
	specs := mergeSpecs(baseSpecs, f.Attributes)
	lex, err := newLexicon(specs)
	if err != nil {
		return nil, err
	}
	s := &Synonyms{byPhrase: map[string][]int{}, spell: map[string]string{}, specs: specs, lex: lex}
	for _, g := range groups {
		if len(g.Terms) == 0 {
			continue // removed by the shop
		}
		sg := synGroup{SynonymGroup: g}
		gi := len(s.groups)
		for _, t := range g.Terms {
			k := words(t)
			if len(k) == 0 {
				continue
			}
			sg.terms = append(sg.terms, k)
			phrase := strings.Join(k, " ")
			if !containsInt(s.byPhrase[phrase], gi) {
				s.byPhrase[phrase] = append(s.byPhrase[phrase], gi)
			}
			s.maxWords = max(s.maxWords, len(k))
		}
		for _, t := range g.Narrower {
			if k := words(t); len(k) > 0 {
				sg.narrower = append(sg.narrower, k)
			}
		}
		for _, list := range [][]string{g.Terms, g.Narrower} {
			for _, t := range list {
				learnSpellings(s.spell, t, -1)
			}
		}
		s.groups = append(s.groups, sg)
	}
	return s, nil
}

// Expand returns the equivalents of a word or phrase as typed by a shopper
// (its synonyms and narrower words, raw), the word itself first. It is meant
// for diagnostics and the README; searches use the folded keys directly.
func (s *Synonyms) Expand(term string) []string {
	out := []string{term}
	if s == nil {
		return out
	}
	seen := map[string]bool{strings.Join(words(term), " "): true}
	for _, gi := range s.byPhrase[strings.Join(words(term), " ")] {
		g := s.groups[gi]
		for _, list := range [][]string{g.Terms, g.Narrower} {
			for _, t := range list {
				k := strings.Join(words(t), " ")
				if !seen[k] {
					seen[k] = true
					out = append(out, t)
				}
			}
		}
	}
	return out
}

// Len returns the number of groups.
func (s *Synonyms) Len() int {
	if s == nil {
		return 0
	}
	return len(s.groups)
}

func containsInt(list []int, v int) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// learnSpellings records, for each word of text whose folded form differs
// from its lower-case spelling, that spelling under the folded form; at most
// limit entries (negative = no limit). The first spelling seen wins.
func learnSpellings(m map[string]string, text string, limit int) {
	for _, w := range strings.FieldsFunc(strings.ToLower(text), notWordRune) {
		if limit >= 0 && len(m) >= limit {
			return
		}
		if k := fold(w); k != w && k != "" {
			if _, ok := m[k]; !ok {
				m[k] = w
			}
		}
	}
}

// respell replaces each word of text by the spelling lookup knows for its
// folded form, keeping everything between words as it is.
func respell(text string, lookup func(folded string) (string, bool)) string {
	var b strings.Builder
	start := -1
	flush := func(end int) {
		if start < 0 {
			return
		}
		w := text[start:end]
		if v, ok := lookup(fold(w)); ok {
			w = v
		}
		b.WriteString(w)
		start = -1
	}
	for i, r := range text {
		if notWordRune(r) {
			flush(i)
			b.WriteRune(r)
			continue
		}
		if start < 0 {
			start = i
		}
	}
	flush(len(text))
	return b.String()
}

func notWordRune(r rune) bool {
	return !unicode.IsLetter(r) && !unicode.IsNumber(r) && !unicode.Is(unicode.Mn, r)
}
