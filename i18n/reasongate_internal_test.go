package i18n

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// corpusTextsForGates is every text of testdata/understanding the tests
// may read (never the blind sets heldout27 to heldout37).
func corpusTextsForGates(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "testdata", "understanding", "*.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, f := range files {
		if b := filepath.Base(f); b == "heldout27.jsonl" || b == "heldout28.jsonl" || b == "heldout29.jsonl" || b == "heldout30.jsonl" || b == "heldout31.jsonl" || b == "heldout32.jsonl" || b == "heldout33.jsonl" || b == "heldout34.jsonl" || b == "heldout35.jsonl" || b == "heldout36.jsonl" || b == "heldout37.jsonl" {
			continue
		}
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			var ex struct{ Text string }
			if err := json.Unmarshal(sc.Bytes(), &ex); err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			texts = append(texts, ex.Text)
		}
		fh.Close()
	}
	if len(texts) < 10000 {
		t.Fatalf("only %d corpus texts", len(texts))
	}
	return texts
}

// corpusTextsToCheck are the texts the fast-path equivalence tests read
// (a fast path must give what the plain code gives on every one): all of
// corpusTextsForGates, or every fourth of them in a -race build, where
// the race detector slows these single-goroutine loops tenfold and finds
// nothing in them; `go test ./i18n/...` reads them all.
func corpusTextsToCheck(t *testing.T) []string {
	t.Helper()
	texts := corpusTextsForGates(t)
	if !raceDetector {
		return texts
	}
	sample := texts[:0:0]
	for i := 0; i < len(texts); i += 4 {
		sample = append(sample, texts[i])
	}
	return sample
}

// eachCorpusWord calls f at every word of every corpus text the tests may
// read: the loop of the gate tests below.
func eachCorpusWord(t *testing.T, f func(text string, toks []tok, i int)) {
	t.Helper()
	var buf [64]tok
	for _, text := range corpusTextsToCheck(t) {
		toks := analyzeInto(text, buf[:0]).toks
		for i := range toks {
			f(text, toks, i)
		}
	}
}

// TestReasonMayStartLooser: wherever reasonMayStart says no reader opens
// on a word of a corpus text, or of the text with its first words cut
// (so that every word is also read past the first two), reasonCore reads
// there what reasonCoreAll, every reader asked, reads (nothing, or
// haveAndNoNeed on the first two words); and the gate by number answers
// as the gate by string.
func TestReasonMayStartLooser(t *testing.T) {
	t.Parallel()
	var buf [64]tok
	gated := 0
	for _, text := range corpusTextsToCheck(t) {
		toks := analyzeInto(text, buf[:0]).toks
		for cut := 0; cut <= 2 && cut < len(toks); cut++ {
			ts := toks[cut:]
			for i := range ts {
				tk := &ts[i]
				byString := reasonNormStart(tk.norm, 0) || reasonKeyStart(tk.key)
				if got := reasonMayStart(tk); got != byString {
					t.Fatalf("%q word %q: reasonMayStart %v, by string %v", text, tk.norm, got, byString)
				}
				if byString {
					continue
				}
				gated++
				n, k := reasonCore(ts, i)
				if m, l := reasonCoreAll(ts, i); m != n || l != k {
					t.Errorf("%q at %q (word %d): reasonCoreAll reads %d words of kind %d, reasonCore %d of kind %d", text, tk.norm, i, m, l, n, k)
				}
			}
		}
	}
	if gated < 10000 {
		t.Fatalf("only %d words gated", gated)
	}
}

// TestNormTablesByString: a normTable answers by number what its
// reading answers of the word's string, at every word of the corpus
// texts.
func TestNormTablesByString(t *testing.T) {
	t.Parallel()
	tables := map[string]*normTable{"yesCuesOfWord": yesCuesOfWord, "condOrMockFirst": condOrMockFirst, "mashWord": mashWord,
		"personVerbOf": personVerbOf, "misunderstoodWord": misunderstoodWord, "deniedRefusalWord": deniedRefusalWord,
		"deniedRefusalKey": deniedRefusalKey, "reassuranceWord": reassuranceWord, "reassuranceKey": reassuranceKey,
		"outOfCartFirst": outOfCartFirst, "cartFromFirst": cartFromFirst, "negatorShaped27": negatorShaped27,
		"cancelOrNo27": cancelOrNo27}
	var buf [64]tok
	for _, text := range corpusTextsToCheck(t) {
		toks := analyzeInto(text, buf[:0]).toks
		for i := range toks {
			tk := &toks[i]
			for name, n := range tables {
				w := tk.norm
				if n.key {
					w = tk.key
				}
				if got, want := n.of(tk), n.f(w); got != want {
					t.Fatalf("%q: %s %x by number, %x by string", w, name, got, want)
				}
			}
		}
	}
}

// TestDeniedGates: at every word of the corpus texts deniedRefusal and
// deniedWait, each gated by the words it opens on, read what their full
// readers (deniedRefusalAll, deniedWaitAll) read.
func TestDeniedGates(t *testing.T) {
	t.Parallel()
	for _, g := range []struct {
		name       string
		gated, all func([]tok, int) (int, bool)
	}{
		{"deniedRefusal", deniedRefusal, deniedRefusalAll},
		{"deniedWait", deniedWait, deniedWaitAll},
	} {
		t.Run(g.name, func(t *testing.T) {
			t.Parallel()
			eachCorpusWord(t, func(text string, toks []tok, i int) {
				n, ok := g.gated(toks, i)
				if m, all := g.all(toks, i); m != n || all != ok {
					t.Errorf("%q at %q (word %d): the full reader reads %d %v, the gated one %d %v", text, toks[i].norm, i, m, all, n, ok)
				}
			})
		})
	}
}

// TestYesThenExtraGate: over the corpus texts, yesThenExtra reads an
// extra only where r26IfOrForgetIn holds (round26dReading's gate).
func TestYesThenExtraGate(t *testing.T) {
	t.Parallel()
	var buf [64]tok
	for _, text := range corpusTextsToCheck(t) {
		toks := analyzeInto(text, buf[:0]).toks
		if _, ok := yesThenExtra(toks); ok && !r26IfOrForgetIn(toks) {
			t.Errorf("%q: yesThenExtra reads an extra with no condition or forgetting", text)
		}
	}
}

// TestPutVerbAtGate: at every word of the corpus texts putVerbAt, with
// putNextAt gated by putNextWord, reads what putNextAt alone reads.
func TestPutVerbAtGate(t *testing.T) {
	t.Parallel()
	eachCorpusWord(t, func(text string, toks []tok, i int) {
		if putNextAt(toks, i) && !putNextWord.is(&toks[i]) {
			t.Errorf("%q at %q (word %d): putNextAt reads a verb putNextWord does not open", text, toks[i].norm, i)
		}
	})
}

// TestReassuranceGate: at every word of the corpus texts reassurance,
// gated by the word it opens on, reads what reassuranceAll reads.
func TestReassuranceGate(t *testing.T) {
	t.Parallel()
	eachCorpusWord(t, func(text string, toks []tok, i int) {
		n, c, ok := reassurance(toks, i)
		if m, d, all := reassuranceAll(toks, i); m != n || d != c || all != ok {
			t.Errorf("%q at %q (word %d): reassuranceAll reads %d %v %v, reassurance %d %v %v", text, toks[i].norm, i, m, d, all, n, c, ok)
		}
	})
}
