package eval_test

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/wakha/wakha/i18n"
	"github.com/wakha/wakha/i18n/eval"
	"github.com/wakha/wakha/internal/corpus"
	"github.com/wakha/wakha/woocommerce"
)

// TestCorpusFloors is the gate of issue 11: on every corpus file, no false
// confirmation, no false cancellation, and accuracy at least the floors the
// README states (eval.Floors). For the held-out files only figures are
// printed, never a message: they are measuring sets.
func TestCorpusFloors(t *testing.T) {
	t.Parallel()
	local, err := woocommerce.LoadFile(filepath.Join("..", "..", "testdata", "catalog.json"), nil)
	if err != nil {
		t.Fatal(err)
	}
	und := i18n.NewUnderstander(local.Vocabulary())
	names := make([]string, 0, len(eval.Floors))
	for name := range eval.Floors {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			exs, err := corpus.Load(filepath.Join("..", "..", "testdata", "understanding", name))
			if err != nil {
				t.Fatal(err)
			}
			r := eval.Run(name, exs, und.Understand)
			for _, p := range r.Check(eval.Floors[name]) {
				t.Error(p)
			}
			if strings.HasPrefix(name, "heldout") {
				return // a measuring set: figures only, never its messages
			}
			for _, m := range append(r.FalseConfirm, r.FalseCancel...) {
				t.Errorf("%s:%d %q: labelled %s, read %s", name, m.Line, m.Text, m.Want, m.Got)
			}
		})
	}
}
