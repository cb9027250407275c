package i18n

import "testing"

// After the eighteenth round (issue 11), heldout16's one false
// confirmation, read alone and fixed by a general rule: a price named
// right after a verb of doing or giving asks for a better price
// ("dir liya taman mzyan a khoya"), it adds nothing. Messages written for
// this test, not copied from a corpus file.
func TestBargainIsNoYes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé"}})
	for _, c := range []struct {
		in   string
		want Decision
	}{
		{"dir liya taman mzyan", unclear},
		{"dir lia chi taman a sahbi", unclear},
		{"دير ليا تمن مزيان الله يخليك", unclear},
		{"3tini chi takhfid", unclear},
		// the price accepted, or praised after a comma, is still a yes
		{"wakha nakhodha b had taman", DecisionYes},
		{"zidha, taman mzyan", DecisionYes},
		{"dirha liya", DecisionYes},
	} {
		if got := shopDecision(shop, c.in); got != c.want {
			t.Errorf("Understand(%q).Decision = %q, want %q", c.in, got, c.want)
		}
	}
}
