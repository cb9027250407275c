package i18n_test

import (
	"bytes"
	"os"
	"runtime"
	"testing"

	"github.com/wakha/wakha/i18n"
	"github.com/wakha/wakha/i18n/internal/lr"
	"github.com/wakha/wakha/internal/corpus"
)

// The embedded classifier is the one the tuning files give: a corpus
// change without `go generate ./i18n` fails here. Training is exact on
// amd64, where the file is generated; elsewhere math.Exp may round
// differently in the last bit, so a weight may move by one quantum.
func TestClassifierFileIsCurrent(t *testing.T) {
	t.Parallel()
	var docs []lr.Doc
	for _, f := range trainingFiles(t) {
		exs, err := corpus.Load(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, ex := range exs {
			words, keys, q := i18n.ClassifierInput(ex.Text)
			docs = append(docs, lr.Doc{Input: lr.Input{Words: words, Keys: keys, Question: q}, Class: ex.Intent})
		}
	}
	want := lr.Train(corpus.Intents, docs, lr.Defaults)
	got, err := os.ReadFile("classifier.lr")
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(got, want.Marshal()) {
		return
	}
	stale := "classifier.lr is not what the tuning files train: run go generate ./i18n"
	if runtime.GOARCH == "amd64" {
		t.Fatal(stale)
	}
	m, err := lr.Unmarshal(got)
	if err != nil || len(m.W) != len(want.W) {
		t.Fatal(stale)
	}
	for i := range m.W {
		if d := int(m.W[i]) - int(want.W[i]); d < -1 || d > 1 {
			t.Fatal(stale)
		}
	}
}
