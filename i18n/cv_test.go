package i18n_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wakha/wakha/i18n"
	"github.com/wakha/wakha/i18n/eval"
	"github.com/wakha/wakha/i18n/internal/lr"
	"github.com/wakha/wakha/internal/corpus"
	"github.com/wakha/wakha/woocommerce"
)

// TestCrossValidation measures the whole understanding (rules and
// classifier) with the classifier trained by k-fold cross-validation on
// the tuning files: each message is read by a model that never saw it.
// It is how the classifier's options and floor were chosen; it takes a
// few seconds, so it runs only when asked:
//
//	WAKHA_CV=1 go test -run CrossValidation -v ./i18n
//
// WAKHA_CV_FLOORS lists the floors to compare (default "0.5,0.6,0.7,0.8,0.9,1.1";
// 1.1 is "no classifier"). Held-out messages are never read.
func TestCrossValidation(t *testing.T) {
	if os.Getenv("WAKHA_CV") == "" {
		t.Skip("set WAKHA_CV=1 to cross-validate the classifier")
	}
	local, err := woocommerce.LoadFile(filepath.Join("..", "testdata", "catalog.json"), nil)
	if err != nil {
		t.Fatal(err)
	}
	und := i18n.NewUnderstander(local.Vocabulary())
	var exs []corpus.Example
	var docs []lr.Doc
	for _, f := range trainingFiles(t) {
		e, err := corpus.Load(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, ex := range e {
			words, keys, q := i18n.ClassifierInput(ex.Text)
			docs = append(docs, lr.Doc{Input: lr.Input{Words: words, Keys: keys, Question: q}, Class: ex.Intent})
		}
		exs = append(exs, e...)
	}
	const k = 5
	var models []*lr.Model
	for fold := 0; fold < k; fold++ {
		var train []lr.Doc
		for i, d := range docs {
			if i%k != fold {
				train = append(train, d)
			}
		}
		models = append(models, lr.Train(corpus.Intents, train, lr.Defaults))
	}
	floors := os.Getenv("WAKHA_CV_FLOORS")
	if floors == "" {
		floors = "0.5,0.6,0.7,0.8,0.9,1.1"
	}
	for _, fs := range strings.Split(floors, ",") {
		var floor float64
		if _, err := fmt.Sscan(fs, &floor); err != nil {
			t.Fatal(err)
		}
		var fold int
		r := eval.Run("cv", exs, func(text string) i18n.Understanding {
			// eval.Run reads the examples in order: example i is in fold i%k.
			u := und.WithClassifier(models[fold%k], floor).Understand(text)
			fold++
			return u
		})
		var langs []string
		for _, l := range corpus.Langs {
			langs = append(langs, fmt.Sprintf("%s %.1f", l, 100*r.ByLang[l].Rate()))
		}
		t.Logf("floor %.2f: intent %.1f%% (%s); yes/no %.1f%%; unclear %.1f%%; false yes %d, false no %d",
			floor, 100*r.Intent.Rate(), strings.Join(langs, ", "), 100*r.YesNo().Rate(),
			100*r.ByDecision[eval.ReadUnclear].Rate(), len(r.FalseConfirm), len(r.FalseCancel))
	}
}

// trainingFiles are the corpus files the classifier is trained on: every
// file of testdata/understanding but the held-out ones (heldout*.jsonl).
func trainingFiles(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "testdata", "understanding", "*.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range files {
		if !strings.HasPrefix(filepath.Base(f), "heldout") {
			out = append(out, f)
		}
	}
	return out
}
