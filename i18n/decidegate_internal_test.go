package i18n

import "testing"

// TestDecideOpens: at every word of the corpus texts, and of the texts
// with their first words cut, decideOpens answers by number what
// decideOpenOf answers of the word's string (and of its key), and every
// reader whose bit is 0 there reads nothing there; repeatedNo's bit is
// repeatedNo itself. Each reader reads something somewhere, so that
// each bit is put to the test. deniedWait's gate read from the bits of
// the word and the two after it (decideOpensMemo.deniedWaitOpens) is
// deniedWaitMayOpen at every word.
func TestDecideOpens(t *testing.T) {
	t.Parallel()
	readers := []struct {
		name string
		bit  uint32
		read func(toks []tok, i int) bool
	}{
		{"negation", decideOpenNegation, func(toks []tok, i int) bool {
			n, c, ok := negation(toks, i)
			return n != 0 || c != 0 || ok
		}},
		{"meetAgain", decideOpenMeet, func(toks []tok, i int) bool { return meetAgain(toks, i) != 0 }},
		{"alreadyOwned", decideOpenOwned, func(toks []tok, i int) bool { n, ok := alreadyOwned(toks, i); return n != 0 || ok }},
		{"fitRefused", decideOpenFit, func(toks []tok, i int) bool { n, ok := fitRefused(toks, i); return n != 0 || ok }},
		{"excessFor", decideOpenExcess, func(toks []tok, i int) bool { n, ok := excessFor(toks, i); return n != 0 || ok }},
		{"tooToVerb", decideOpenToo, func(toks []tok, i int) bool { n, ok := tooToVerb(toks, i); return n != 0 || ok }},
		{"futureTake", decideOpenFuture, func(toks []tok, i int) bool { return futureTake(toks, i) != 0 }},
		{"removalFromCart", decideOpenRemoval, func(toks []tok, i int) bool { return removalFromCart(toks, i) != 0 }},
		{"takenOut", decideOpenRemoval | decideOpenTakeOut, func(toks []tok, i int) bool { return takenOut(toks, i) != 0 }},
		{"deniedRefusal", decideOpenDenied, func(toks []tok, i int) bool { n, ok := deniedRefusalAll(toks, i); return n != 0 || ok }},
		{"reassurance", decideOpenReassure, func(toks []tok, i int) bool {
			// (a word negated, tok.neg, opens reassurance whatever its bits)
			n, c, ok := reassuranceAll(toks, i)
			return !toks[i].neg && (n != 0 || c != 0 || ok)
		}},
	}
	read := make([]int, len(readers))
	var buf [64]tok
	for _, text := range corpusTextsForGates(t) {
		toks := analyzeInto(text, buf[:0]).toks
		for cut := 0; cut <= 2 && cut < len(toks); cut++ {
			ts := toks[cut:]
			for i := range ts {
				tk := &ts[i]
				open := decideOpens(tk)
				byString := decideOpenOf(tk.norm)
				if tk.key != tk.norm {
					byString |= decideOpenKey.f(tk.key)
				}
				if open != byString {
					t.Fatalf("%q word %q (key %q): decideOpens %b, by string %b", text, tk.norm, tk.key, open, byString)
				}
				var memo decideOpensMemo
				if got, want := memo.deniedWaitOpens(ts, i, open), deniedWaitMayOpen(ts, i); got != want {
					t.Fatalf("%q word %d %q: deniedWait's gate by the bits %v, deniedWaitMayOpen %v", text, i, tk.norm, got, want)
				}
				for _, l := range []struct {
					name string
					bit  uint32
					in   bool
				}{{"notWords", decideOpenNot, notWords.hasTok(tk)}, {"demoWords", decideOpenDemo, demoWords.hasTok(tk)}, {"sendDays", decideOpenSendDay, sendDays.hasTok(tk)}} {
					if l.in && open&l.bit == 0 {
						t.Fatalf("%q word %q (key %q): in %s, its bit 0", text, tk.norm, tk.key, l.name)
					}
				}
				if got := open&decideOpenPrep != 0; got != prepositions.has(tk.norm) {
					t.Fatalf("%q word %q: prepositions.has %v, its bit %v", text, tk.norm, !got, got)
				}
				if got := open&decideOpenRepeated != 0; got != repeatedNo(tk.norm) {
					t.Fatalf("%q word %q: repeatedNo %v, its bit %v", text, tk.norm, !got, got)
				}
				for k, r := range readers {
					if !r.read(ts, i) {
						continue
					}
					read[k]++
					if open&r.bit == 0 {
						t.Errorf("%q at %q (word %d): %s reads something, its bit is 0", text, tk.norm, i, r.name)
					}
				}
			}
		}
	}
	for k, r := range readers {
		if read[k] == 0 {
			t.Errorf("%s reads nothing in the corpus: its bit is not put to the test", r.name)
		}
	}
	t.Logf("words read: %v", read)
}
