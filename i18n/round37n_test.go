package i18n

import "testing"

// Round 37n (round37n.go): an explicit refusal in a clause of its own
// beside a reason or an aside, the classifier hearing a cancel in the
// whole, reads a no; the near misses (a wait, a later after "not now",
// a complaint about an order received, a take verb, a size, an
// exclamation, a request) stay as they were.
func TestRound37nRefusalBesideReason(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Théière", "Tajine", "Couscoussier", "Babouches"}})
	checkRound(t, shop, []roundCase{
		// the refusal first, then a reason or an aside
		{"pas pour cette fois, merci quand même", IntentCancel, DecisionNo},
		{"ليس اليوم، شكراً لكم", IntentCancel, DecisionNo},
		{"ماشي دابا، عندي مصاريف الدخول المدرسي", IntentCancel, DecisionNo},
		{"non merci, la qualité n'a pas l'air top sur les photos", IntentCancel, DecisionNo},
		{"no, we don't have an oven, it'd be useless", IntentCancel, DecisionNo},
		{"c'est non, le prix a augmenté", IntentCancel, DecisionNo},
		// near misses: an exclamation, a wait or a later, "not now" then
		// a time, an order received, a take verb, a size (asked again: the
		// corpus labels some of them hold or yes, no reader here reads them)
		{"ah la la, ghalia bzaf hadi", "", unclear},
		{"non non, rien ne presse, je vous dirai", "", unclear},
		{"non merci, j'attends les soldes w nchouf", "", unclear},
		{"ماشي دابا، ولكن نهار العيد", "", unclear},
		{"pas maintenant, après la paie du 25", "", unclear},
		{"no, the teapot i got yesterday leaks from the spout", "", unclear},
		{"non, vous avez raison, je la prends", "", unclear},
		{"non, ma fille a 15 ans, elle fait du S adulte", "", unclear},
	})
}
