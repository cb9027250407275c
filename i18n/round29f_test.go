package i18n

import "testing"

// Round 29f (round29f.go): a no word, "just a question", then the
// question: asked again, never a no. Messages written for this test.
func TestRound29fShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tapis berbère", "Caftan brodé", "Babouches en cuir", "Tajine en argile 30 cm"}})
	for _, c := range []struct {
		in     string
		answer Decision
	}{
		{"non rien, juste une question, vous avez des babouches en cuir ?", DecisionNone},
		{"non non juste une question : le caftan existe en bleu ?", DecisionNone},
		{"no, just a question, do you have tajines in 30 cm?", DecisionNone},
		// a no and only "just asking", or a want refused, stays a no
		{"la, ghir kanswwel", DecisionNo},
		{"non merci, juste une question", DecisionNo},
		{"la ma bghitch, ghir su2al: wach kayn tapis kbir?", DecisionNo},
		{"non", DecisionNo},
	} {
		u := shop.Understand(c.in)
		if got := u.answer(); got != c.answer && !(c.answer == DecisionNone && got == DecisionAmbiguous) {
			t.Errorf("Understand(%q) answers %q (intent %s), want %q", c.in, got, u.Intent, c.answer)
		}
	}
}
