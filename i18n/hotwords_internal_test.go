package i18n

import (
	"math/bits"
	"testing"
)

// TestHotBits: at every word of the corpus texts, and of a few words
// written here (a known word, a word no list holds, a word numbered by no
// list, a tok made without analyzeInto), each hot bit is the hasTok it
// stands for, read by the word's string as well (has of the key), and
// each bit is set at some word.
func TestHotBits(t *testing.T) {
	t.Parallel()
	sets := []struct {
		name string
		bit  uint16
		set  *wordSet
	}{
		{"bareNos", hotBareNo, bareNos},
		{"addVerbs", hotAddVerb, addVerbs},
		{"untilWords", hotUntil, untilWords},
		{"becauseWords", hotBecause, becauseWords},
		{"onlyWords", hotOnly, onlyWords},
		{"lookAux", hotLookAux, lookAux},
		{"looseQuantity", hotLooseQty, looseQuantity},
		{"looseBlock", hotLooseBlock, looseBlock},
		{"manyWords", hotMany, manyWords},
		{"yesNoOpeners", hotYesNoOpener, yesNoOpeners},
		{"qualityWords", hotQuality, qualityWords},
		{"reasonOpeners", hotReasonOpener, reasonOpeners},
	}
	if len(sets) != len(hotLists) {
		t.Fatalf("%d hot lists, %d checked", len(hotLists), len(sets))
	}
	for _, s := range sets {
		if hotLists[bits.TrailingZeros16(s.bit)] != s.set || s.bit&hotKnown != 0 {
			t.Fatalf("hot bit %s (%b) is not its list's", s.name, s.bit)
		}
	}
	set := make([]int, len(sets))
	check := func(text string, tk *tok) {
		h := tk.hotBits()
		if h&hotKnown == 0 {
			t.Fatalf("%q word %q: hot bits %b without hotKnown", text, tk.norm, h)
		}
		for k, s := range sets {
			got := h&s.bit != 0
			if got != s.set.hasTok(tk) || got != s.set.has(tk.key) {
				t.Fatalf("%q word %q (key %q, number %d): hot %s %v, hasTok %v, has %v", text, tk.norm, tk.key, tk.kid, s.name,
					got, s.set.hasTok(tk), s.set.has(tk.key))
			}
			if got {
				set[k]++
			}
		}
	}
	var buf [64]tok
	texts := append(corpusTextsForGates(t), "la la non", "zid 7et ajoute add", "7ta ghda 7it rah", "just kont jouj", "wach ghir bio", "xqzv qwpzt", "LA, NON!")
	for _, text := range texts {
		toks := analyzeInto(text, buf[:0]).toks
		for i := range toks {
			check(text, &toks[i])
		}
		// the same words read again from a copy of the analysis, and from
		// toks made by tokenize alone (no number: hasTok by the string)
		for _, tk := range tokenize(finish(fold(text), 3), nil) {
			tk := tk
			check(text, &tk)
		}
	}
	for k, s := range sets {
		if set[k] == 0 {
			t.Errorf("hot bit %s set at no word", s.name)
		}
	}
}
