package i18n_test

import (
	"path/filepath"
	"reflect"
	"testing"

	"github.com/wakha/wakha/i18n"
	"github.com/wakha/wakha/woocommerce"
)

// gateTeeth are messages of the round tests that show a gate's teeth
// where no corpus text does: the readers it gates read shapes written
// for their round (round34n_test.go, round34r_test.go, round27a_test.go,
// round34a_test.go), which no corpus line holds.
var gateTeeth = map[string][]string{
	"decide29c": {"je n'ai pas encore pris ma décision pour le plateau"},
	"too34n":    {"no, too pretty for me", "hmm no, velvet gets dusty too fast"},
	"cancel34a": {"لا تلغيه، أريده"},
}

// TestCueGates: every corpus text reads the same with reconsider's readers gated by the
// classes of its words (cues.go) as with every reader asked, with the
// shop's vocabulary and without; and each gate has teeth: struck off the
// texts that hold its class, some text reads otherwise.
func TestCueGates(t *testing.T) {
	t.Parallel()
	local, err := woocommerce.LoadFile(filepath.Join("..", "testdata", "catalog.json"), nil)
	if err != nil {
		t.Fatal(err)
	}
	xs := map[string]*i18n.Understander{"shop": i18n.NewUnderstander(local.Vocabulary()), "open": i18n.NewUnderstander(i18n.Vocabulary{})}
	texts := i18n.CorpusTextsForGates(t)
	names := i18n.CueNames()
	bitTexts := make([][]string, len(names)) // the texts that hold each class
	for _, text := range texts {
		has := i18n.MessageCues(text)
		for b := range names {
			if has[b] {
				bitTexts[b] = append(bitTexts[b], text)
			}
		}
	}
	for name, x := range xs {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			for _, text := range texts {
				if got, all := x.UnderstandCues(text, -1, false), x.UnderstandCues(text, -1, true); !reflect.DeepEqual(got, all) {
					t.Errorf("%q: gated %+v, every reader asked %+v", text, got, all)
				}
			}
		})
	}
	for b, name := range names {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			for _, text := range append(bitTexts[b], gateTeeth[name]...) {
				for _, x := range xs {
					if !reflect.DeepEqual(x.UnderstandCues(text, b, false), x.UnderstandCues(text, -1, false)) {
						return // the gate shut changes a reading
					}
				}
			}
			t.Errorf("no corpus text reads otherwise with the %s gate shut (%d texts hold the class)", name, len(bitTexts[b]))
		})
	}
}
