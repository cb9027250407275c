package i18n

import (
	"flag"
	"os"
	"testing"

	"github.com/wakha/wakha/i18n/internal/lr"
)

// WithClassifier returns a copy of x that asks m instead of the embedded
// classifier and takes its answers from floor up (0: the package's floor):
// cross-validation trains one model per fold.
func (x *Understander) WithClassifier(m *lr.Model, floor float64) *Understander {
	y := *x
	y.clf, y.clfFloor = m, floor
	return &y
}

// ByRules is what the rules alone read of text, before the classifier
// reconsiders it (reconsider.go).
func (x *Understander) ByRules(text string) Understanding {
	var buf [32]tok
	return x.byRules(analyzed(text, buf[:0]))
}

// SetGateFloor sets answerGate's floor (leave-one-set-out tries a few)
// and returns the old one.
func SetGateFloor(f float64) float64 { return swapFloat(&gateFloor, f) }

// SetStrongGateFloor sets answerGate's floor after a strong opening and
// returns the old one.
func SetStrongGateFloor(f float64) float64 { return swapFloat(&strongGateFloor, f) }

// SetGuessFloor sets guessAnswer's floor (leave-one-set-out tries a few)
// and returns the old one.
func SetGuessFloor(f float64) float64 { return swapFloat(&guessFloor, f) }

// SetGuessSearchFloor sets guessAnswer's floor over a search and returns
// the old one.
func SetGuessSearchFloor(f float64) float64 { return swapFloat(&guessSearchFloor, f) }

// SetGuessWeakSearchFloor sets guessAnswer's floor over a weak search
// and returns the old one.
func SetGuessWeakSearchFloor(f float64) float64 { return swapFloat(&guessWeakSearchFloor, f) }

// SetGuessQuestionFloor sets guessAnswer's floor over a question about
// the product and returns the old one.
func SetGuessQuestionFloor(f float64) float64 { return swapFloat(&guessQuestionFloor, f) }

// SetGuessHumanFloor sets guessAnswer's floor of a yes over a person
// asked for and returns the old one.
func SetGuessHumanFloor(f float64) float64 { return swapFloat(&guessHumanFloor, f) }

// swapFloat sets *p to f and returns what it was.
func swapFloat(p *float64, f float64) float64 {
	old := *p
	*p = f
	return old
}

// TestMain has every lookup of a word list by the word's number checked
// against the lookup by its string while the package's tests run
// (phraseSet.entriesTok); benchmarks run without the check.
func TestMain(m *testing.M) {
	flag.Parse()
	checkKeyIDs = flag.Lookup("test.bench").Value.String() == ""
	os.Exit(m.Run())
}

// CueNames name the word classes reconsider's readers are gated by
// (cues.go), in cue order.
func CueNames() []string { return cueNames[:] }

// MessageCues reports, class by class (CueNames), whether text holds a
// word of it.
func MessageCues(text string) []bool {
	var buf [32]tok
	s := messageCues(analyzeInto(text, buf[:0]).toks)
	has := make([]bool, cueCount)
	for c := range cueCount {
		has[c] = s.has(cue(c))
	}
	return has
}

// UnderstandCues reads text as Understand does, the class drop (-1:
// none) struck off its cues; with all, every gated reader is asked
// whatever the words.
func (x *Understander) UnderstandCues(text string, drop int, all bool) Understanding {
	var buf [32]tok
	a := analyzeInto(text, buf[:0])
	var memo clfMemo
	a.memo = &memo
	a.cues = messageCues(a.toks)
	if drop >= 0 {
		a.cues[drop>>6] &^= 1 << (drop & 63)
	}
	if all {
		a.cues = cueSet{^uint64(0), ^uint64(0)}
	}
	u := x.byRules(&a)
	return x.guessAnswer(&a, x.reconsider(&a, u))
}

// CorpusTextsForGates is corpusTextsForGates, for the gate tests outside
// the package.
func CorpusTextsForGates(t *testing.T) []string { return corpusTextsForGates(t) }

// analyzed is analyzeInto's analysis, for the readers that take it by
// pointer.
func analyzed(text string, buf []tok) *analysis {
	a := analyzeInto(text, buf)
	return &a
}
