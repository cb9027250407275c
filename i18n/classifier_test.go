package i18n_test

import (
	"bytes"
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/wakha/wakha/i18n"
	"github.com/wakha/wakha/i18n/internal/lr"
	"github.com/wakha/wakha/internal/corpus"
)

// The embedded classifier is the one the tuning files and the held-out
// sets named in trainedHeldout give: a corpus change without `go
// generate ./i18n` fails here, and so does a go:generate line that names
// other sets. Training is exact on
// amd64, where the file is generated; elsewhere math.Exp may round
// differently in the last bit, so a weight may move by one quantum.
func TestClassifierFileIsCurrent(t *testing.T) {
	t.Parallel()
	src, err := os.ReadFile("classifier.go")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(src), "-heldout "+strings.Join(trainedHeldout, ",")+" ") {
		t.Fatalf("classifier.go's go:generate line does not train on -heldout %s", strings.Join(trainedHeldout, ","))
	}
	var docs []lr.Doc
	for _, f := range trainingFiles(t) {
		exs, err := corpus.Load(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, ex := range exs {
			docs = append(docs, i18n.ClassifierDoc(ex.Text, ex.Intent))
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
