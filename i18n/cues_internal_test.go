package i18n

import "testing"

// TestCueTableByWord: the cue table answers by number what wordCues
// reads of the word, at every word of the corpus texts; and the word's
// classes are its norm's (two words of one norm read alike).
func TestCueTableByWord(t *testing.T) {
	t.Parallel()
	byNorm := map[string]cueSet{}
	eachCorpusWord(t, func(text string, toks []tok, i int) {
		tk := &toks[i]
		got, want := cueTableOf(tk), wordCues(tk)
		if got != want {
			t.Fatalf("%q: cue table %x, wordCues %x", tk.norm, got, want)
		}
		if c, ok := byNorm[tk.norm]; ok && c != want {
			t.Fatalf("%q: classes %x and %x", tk.norm, c, want)
		}
		byNorm[tk.norm] = want
	})
}
