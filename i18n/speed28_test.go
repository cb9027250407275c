package i18n

import (
	"fmt"
	"testing"
)

func TestIDTableFindsWhatItHolds(t *testing.T) {
	t.Parallel()
	for _, n := range []int{0, 1, 2, 3, 7, 64, 1000} {
		ids := make([]int32, n)
		for i := range ids {
			ids[i] = int32(3*i + 1) // gaps, so absent numbers sit between present ones
		}
		tab := newIDTable(ids)
		if len(tab.slots) < 2*n {
			t.Errorf("%d ids: %d slots, want at least twice as many", n, len(tab.slots))
		}
		for at, id := range ids {
			if got := tab.find(id); got != int32(at) {
				t.Errorf("%d ids: find(%d) = %d, want %d", n, id, got, at)
			}
			if got := tab.find(id + 1); got != -1 {
				t.Errorf("%d ids: find(%d) = %d, want -1 (absent)", n, id+1, got)
			}
		}
	}
}

func TestIDTableRefusesNumberZero(t *testing.T) {
	t.Parallel()
	defer func() {
		if recover() == nil {
			t.Error("newIDTable took number 0, which marks an empty slot")
		}
	}()
	newIDTable([]int32{1, 0})
}

// Every word a message is read into carries its key's number, and the
// lists find the same entries by number as by string.
func TestKeyNumbersMatchKeys(t *testing.T) {
	t.Parallel()
	sp := loadSpellings()
	numbered, unnumbered := 0, 0
	for _, text := range []string{
		"wakha zidha", "la shokran ma bghitch daba", "wach 3ndkom tajine 30 cm?", "👍 ok", "نعم أضفها للسلة",
		"non merci c'est trop cher", "xyzzy qwrtp", "the second one", "3ayet l chi wa7ed", "makaynch f 38?",
	} {
		a := analyzeInto(text, nil)
		for i := range a.toks {
			tk := &a.toks[i]
			want := int32(-1)
			if id, ok := sp.ids[tk.key]; ok {
				want = id
			}
			if want > 0 {
				numbered++
			} else {
				unnumbered++
			}
			if tk.kid != want {
				t.Errorf("%q word %q: number %d, want %d", text, tk.key, tk.kid, want)
			}
			byNum, byStr := decisionWords.entriesTok(tk), decisionWords.entries(tk.key)
			if fmt.Sprint(byNum) != fmt.Sprint(byStr) {
				t.Errorf("%q word %q: decisionWords by number %v, by string %v", text, tk.key, byNum, byStr)
			}
			if roleWords.hasTok(tk) != roleWords.has(tk.key) {
				t.Errorf("%q word %q: roleWords disagree by number and by string", text, tk.key)
			}
		}
	}
	if numbered == 0 || unnumbered == 0 {
		t.Errorf("%d words numbered, %d not: the texts should hold both", numbered, unnumbered)
	}
}
