package i18n

import "testing"

// Round 34r (round34r.go): readings the retrain on heldout31 moved, read
// by shape. Messages written for this test, not copied from a corpus
// file, each shape with the hard negatives it must leave alone.
func TestRound34rShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Plateau rond", "Jellaba", "Babouches cuir", "Tapis berbère"}})
	checkRound(t, shop, []roundCase{
		// whether it was added, asked back: no yes, no confirm guessed
		{"d'accord? ajoutée?", IntentUnknown, unclear},
		{"yes? added?", IntentUnknown, unclear},
		{"so like add it?", IntentUnknown, unclear},
		{"confirmée? ajoutée?", IntentUnknown, unclear},
		// hard negatives: the add verb said; asked then said
		{"ok add it", IntentConfirm, DecisionYes},
		{"sure, add it", IntentConfirm, DecisionYes},
		{"ajoute la", IntentConfirm, DecisionYes},

		// whether the seller is a robot or a real person: unknown
		{"are you a real person?", IntentUnknown, unclear},
		{"t'es un robot ou pas ?", IntentUnknown, unclear},
		{"nta bnadem wla robot?", IntentUnknown, unclear},
		// hard negatives: a person wanted, called for, begged; this bot
		{"are you a robot? i want a real person", IntentHuman, unclear},
		{"wach kayn chi bnadem?", IntentHuman, unclear},
		{"not you, a real person please", IntentHuman, unclear},
		{"get me a human, this bot is useless", IntentHuman, unclear},

		// "I want another one": more of them
		{"bghit wa7da khra l khti", IntentShowMore, unclear},
		{"bghina chi wa7da khra", IntentShowMore, unclear},
		// hard negative: asked
		{"bghit wa7da khra f l7mer?", "", unclear},
		// an ok, then "check with" someone: no person asked for
		{"ok chouf m3a lpatron", IntentUnknown, unclear},
		// hard negative: a person called for
		{"wakha 3ayet l lmodir", IntentHuman, unclear},

		// a no, then only praise: asked again
		{"no, it's gorgeous", "", unclear},
		{"la, zwina bzaf", "", unclear},
		// hard negatives: a reason against; a plain no
		{"no, too pretty for me", IntentCancel, DecisionNo},
		{"no no", IntentCancel, DecisionNo},

		// a decision against: a no
		{"i decided not to buy the lamp", IntentCancel, DecisionNo},
	})
}
