package i18n

import "testing"

// After the nineteenth round (issue 11): a yes then "because" and a
// negation written apart from its verb ("wakha 7it ma bghitch") read as a
// yes, though the glued negation ("wakha 7it mabghitch") already stopped
// it. Found by the round's engineer, not in a corpus file; messages
// written for this test.
func TestBecauseThenNegationIsNoAnswer(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé"}})
	for _, c := range []struct {
		in   string
		want Decision
	}{
		{"wakha 7it ma bghitch", unclear},
		{"iyeh 7it ma 3jbatnich", unclear},
		{"oui car je ne la veux pas", unclear},
		{"wakha 7it mabghitch", unclear},
		// a reason with no negation still answers
		{"wakha 7it 3jbatni", DecisionYes},
		{"oui car elle est jolie", DecisionYes},
	} {
		if got := shopDecision(shop, c.in); got != c.want {
			t.Errorf("Understand(%q).Decision = %q, want %q", c.in, got, c.want)
		}
	}
}
