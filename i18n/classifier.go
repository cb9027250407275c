package i18n

//go:generate go run ./internal/train -out classifier.lr -heldout heldout,heldout2,heldout3,heldout4,heldout5,heldout6,heldout7,heldout8,heldout9,heldout10,heldout11,heldout12,heldout13,heldout14,heldout15,heldout16,heldout17,heldout18,heldout19,heldout20,heldout21,heldout22,heldout23,heldout24,heldout25,heldout26,heldout27,heldout28,heldout29,heldout30,heldout31,heldout32 ../testdata/understanding

import (
	_ "embed"
	"sync"

	"github.com/wakha/wakha/i18n/internal/lr"
)

// classifierFloor is the probability below which the classifier's answer
// is not taken: the message stays unknown and the engine asks. Chosen by
// cross-validation on the tuning files (README, "The classifier").
const classifierFloor = 0.7

//go:embed classifier.lr
var classifierFile []byte

var (
	modelOnce sync.Once
	model     *lr.Model
)

// classifierModel loads the embedded model on first use. A broken file is
// a build bug the tests catch; without it, the rules alone decide.
func classifierModel() *lr.Model {
	modelOnce.Do(func() {
		if m, err := lr.Unmarshal(classifierFile); err == nil {
			model = m
		}
	})
	return model
}

// ClassifierInput is what the statistical classifier reads of a message:
// its words as the word lists match them (normalized, Latin spelling
// folded: "chokran" and "shukran" are one word), the word lists' name for
// each ("" where it has none), and whether it is a question. The training
// program builds its documents with it, so the classifier learns from
// exactly what it is later asked.
func ClassifierInput(text string) (words, keys []string, question bool) {
	var buf [32]tok
	a := analyzeInto(text, buf[:0])
	in := classifierInput(a.toks, a.question, nil, nil, nil)
	return in.Words, in.Keys, in.Question
}

// ClassifierDoc is a labelled message as the classifier trains on it: its
// ClassifierInput and its intent.
func ClassifierDoc(text, intent string) lr.Doc {
	words, keys, q := ClassifierInput(text)
	return lr.Doc{Input: lr.Input{Words: words, Keys: keys, Question: q}, Class: intent}
}

// classifierWord is the word the classifier reads for t: its light key,
// or its norm when that is empty.
func classifierWord(t *tok) string {
	if lk := t.lightTok(); lk != "" {
		return lk
	}
	return t.norm
}

// classifierKey is the family the classifier reads for t: its key, or ""
// where that is the word itself.
func classifierKey(t *tok) string {
	if t.key == t.norm {
		return ""
	}
	return t.key
}

// knownGrams is what the classifier reads of a known word (spellings.known):
// the word and family it reads (classifierWord, classifierKey), its
// character n-grams, and the embedded model's Part of them (nil until
// that model is loaded and the parts made: knownParts).
type knownGrams struct {
	word, key string
	g         []uint32
	part      *lr.Part
}

var partsOnce sync.Once

// knownParts makes the embedded model m's Part of every known word, once:
// a known word's features are then added up at once (lr.Input.Parts).
func knownParts(m *lr.Model) {
	partsOnce.Do(func() {
		for _, k := range loadSpellings().known {
			k.grams.part = m.WordPart(k.grams.word, k.grams.key, k.grams.g)
		}
	})
}

// classifierInput is the classifier's input of toks, read into words and
// keys; grams, when not nil, receives the n-grams the known words carry
// (lr.Input.Grams).
func classifierInput(toks []tok, question bool, words, keys []string, grams [][]uint32) lr.Input {
	withGrams := grams != nil
	for i := range toks {
		w := classifierWord(&toks[i])
		if withGrams {
			var g []uint32
			if toks[i].grams != nil {
				g = toks[i].grams.g
			}
			grams = append(grams, g)
		}
		words = append(words, w)
		keys = append(keys, classifierKey(&toks[i]))
	}
	// (the classifier keeps reading "a dit non", "donc non" as a tag
	// question, as it was trained: round 23a)
	if !withGrams {
		grams = nil
	}
	return lr.Input{Words: words, Keys: keys, Question: question, Grams: grams}
}

func (x *Understander) floor() float64 {
	if x.clfFloor > 0 {
		return x.clfFloor
	}
	return classifierFloor
}

// classify is the statistical fallback for messages the rules cannot read:
// the most probable intent and its probability.
func (x *Understander) classify(toks []tok, question bool) (Intent, float64) {
	m := x.clf
	if m == nil {
		m = classifierModel()
	}
	if m == nil {
		return IntentUnknown, 0
	}
	var wbuf, kbuf [32]string
	var gbuf [32][]uint32
	in := classifierInput(toks, question, wbuf[:0], kbuf[:0], gbuf[:0])
	if m == classifierModel() {
		knownParts(m)
		var pbuf [32]*lr.Part
		parts := pbuf[:0]
		for i := range toks {
			var p *lr.Part
			if g := toks[i].grams; g != nil && g.word == in.Words[i] && g.key == in.Keys[i] {
				p = g.part // (what the Part was made of: the word and family read now)
			}
			parts = append(parts, p)
		}
		in.Parts = parts
	}
	c, p := m.Predict(in)
	return Intent(c), p
}

// clfMemo keeps the classifier's answer for one message: the rules and
// reconsider may both ask it.
type clfMemo struct {
	intent Intent
	p      float64
	done   bool
	// mashing(toks) of the message, once asked (mashed: asked; mash: the
	// answer); the bools side by side keep the memo in 32 bytes
	mashed, mash bool
}

// mashing is mashing(toks), asked once per message when m is not nil.
func (m *clfMemo) mashing(toks []tok) bool {
	if m == nil {
		return mashing(toks)
	}
	if !m.mashed {
		m.mash, m.mashed = mashing(toks), true
	}
	return m.mash
}

// classifyMemo is classify, asked once per message when m is not nil.
// The toks and question of one message's calls are the same.
func (x *Understander) classifyMemo(m *clfMemo, toks []tok, question bool) (Intent, float64) {
	if m == nil {
		return x.classify(toks, question)
	}
	if !m.done {
		m.intent, m.p = x.classify(toks, question)
		m.done = true
	}
	return m.intent, m.p
}
