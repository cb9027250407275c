package i18n

//go:generate go run ./internal/train -out classifier.nb ../testdata/understanding/dev.jsonl ../testdata/understanding/tuning.jsonl

import (
	_ "embed"
	"sync"

	nbayes "github.com/wakha/wakha/i18n/internal/nb"
)

// classifierFloor is the posterior below which the classifier's answer is
// not taken: the message stays unknown and the engine asks.
const classifierFloor = 0.9

//go:embed classifier.nb
var classifierFile []byte

var (
	modelOnce sync.Once
	model     *nbayes.Model
)

// classifierModel loads the embedded model on first use. A broken file is
// a build bug the tests catch; without it, the rules alone decide.
func classifierModel() *nbayes.Model {
	modelOnce.Do(func() {
		c, err := nbayes.Unmarshal(classifierFile)
		if err == nil {
			model = c.Model()
		}
	})
	return model
}

// classify is the statistical fallback for messages the rules cannot read:
// the most probable intent and its probability.
func classify(toks []tok, question bool) (Intent, float64) {
	m := classifierModel()
	if m == nil {
		return IntentUnknown, 0
	}
	var buf [32]string
	words := buf[:0]
	for i := range toks {
		words = append(words, toks[i].norm)
	}
	c, p := m.Predict(words, question)
	return Intent(c), p
}
