package i18n_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/wakha/wakha/i18n/internal/lr"
)

// The embedded classifier is what classifier.go's go:generate line writes,
// and that line trains on the tuning files and the held-out sets named in
// trainedHeldout: a corpus change without `go generate ./i18n` fails here,
// and so does a go:generate line that names other sets.
//
// The line is run as go generate would, in a child `go run` built without
// the race detector: training on 100k lines takes under a minute plainly
// and ten times that instrumented, and the check tests no concurrency.
// Training is exact on amd64, where the file is generated; elsewhere
// math.Exp may round differently in the last bit, so a weight may move by
// one quantum.
func TestClassifierFileIsCurrent(t *testing.T) {
	t.Parallel()
	args := generateArgs(t)
	if !strings.Contains(strings.Join(args, " "), "-heldout "+strings.Join(trainedHeldout, ",")+" ") {
		t.Fatalf("classifier.go's go:generate line does not train on -heldout %s", strings.Join(trainedHeldout, ","))
	}
	out := filepath.Join(t.TempDir(), "classifier.lr")
	for i, a := range args {
		if a == "-out" && i+1 < len(args) {
			args[i+1] = out
		}
	}
	// go test puts its own GOROOT/bin first on the test's PATH.
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the go command is needed to run the go:generate line: %v", err)
	}
	cmd := exec.Command(goBin, args[1:]...)
	cmd.Env = append(os.Environ(), "GOFLAGS=")
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", strings.Join(args, " "), err, msg)
	}
	want, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("classifier.lr")
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(got, want) {
		return
	}
	stale := "classifier.lr is not what the tuning files train: run go generate ./i18n"
	if runtime.GOARCH == "amd64" {
		t.Fatal(stale)
	}
	m, err1 := lr.Unmarshal(got)
	w, err2 := lr.Unmarshal(want)
	if err1 != nil || err2 != nil || len(m.W) != len(w.W) {
		t.Fatal(stale)
	}
	for i := range m.W {
		if d := int(m.W[i]) - int(w.W[i]); d < -1 || d > 1 {
			t.Fatal(stale)
		}
	}
}

// generateArgs are the words of classifier.go's go:generate line, starting
// with "go run".
func generateArgs(t *testing.T) []string {
	t.Helper()
	src, err := os.ReadFile("classifier.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(src), "\n") {
		if rest, ok := strings.CutPrefix(line, "//go:generate "); ok {
			args := strings.Fields(rest)
			if len(args) < 3 || args[0] != "go" || args[1] != "run" {
				t.Fatalf("classifier.go's go:generate line is not a go run: %s", rest)
			}
			return args
		}
	}
	t.Fatal("classifier.go has no go:generate line")
	return nil
}
