package i18n_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/wakha/wakha/i18n"
	"github.com/wakha/wakha/i18n/internal/nb"
	"github.com/wakha/wakha/internal/corpus"
)

// The embedded classifier is the one the tuning files give: a corpus
// change without `go generate ./i18n` fails here.
func TestClassifierFileIsCurrent(t *testing.T) {
	t.Parallel()
	var docs []nb.Doc
	for _, f := range []string{"dev.jsonl", "tuning.jsonl"} {
		exs, err := corpus.Load(filepath.Join("..", "testdata", "understanding", f))
		if err != nil {
			t.Fatal(err)
		}
		for _, ex := range exs {
			docs = append(docs, nb.Doc{Words: i18n.Tokens(ex.Text), Question: i18n.Understand(ex.Text).Question, Class: ex.Intent})
		}
	}
	want := nb.Train(corpus.Intents, docs, nb.Alpha).Marshal()
	got, err := os.ReadFile("classifier.nb")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("classifier.nb is not what the tuning files train: run go generate ./i18n")
	}
}
