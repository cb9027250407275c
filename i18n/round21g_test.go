package i18n

import "testing"

// A bare no, a comma, then a question for something else: the no answers
// the pending question (noThenAsked). Written for this test, with hard
// negatives: a no asked back, a want after the no (labelled both ways),
// a title that looks like "la la", a put-in verb after the no.
func TestNoThenAsked(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé"}})
	checkRound(t, shop, []roundCase{
		{"nope, do you have it in navy?", "", DecisionNo},
		{"non, elle existe en beige ?", "", DecisionNo},
		{"la, kayna b lbyed?", "", DecisionNo},
		{"لا، كاين بالأخضر؟", "", DecisionNo},
		// hard negatives
		{"no? got it in navy?", "", unclear},
		{"no problem, got it in navy?", "", unclear},
		{"lalla, wach kayn chi caftan?", "", unclear},
		{"la, bghit chi wa7ed ktar mn 300?", "", unclear},
		{"non, ajoute la beige ?", "", unclear},
	})
}

// A not now, then a later: a no (notNowLater). Hard negatives: a yes then
// a later, a later asked, "see you later", a not now without a later.
func TestNotNowLater(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé"}})
	checkRound(t, shop, []roundCase{
		{"la machi daba, mn b3d rm9dan", "", DecisionNo},
		{"pas maintenant, plus tard dans l'année", "", DecisionNo},
		{"not right now, later in the summer", "", DecisionNo},
		{"ok but later", "", unclear},
		{"not now, later?", "", unclear},
		{"wakha machi daba, mn b3d zidha", "", unclear},
	})
}
