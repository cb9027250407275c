package i18n

import "testing"

// Round 27a (guess.go): over a weak search — a pattern around words no
// list or catalog knows — the classifier's sure yes or no is kept as a
// guess: the intent named, the decision unclear, never acted on.
// Messages written for this test, not copied from a corpus file, each
// shape with the hard negatives it must leave alone.
func TestRound27aWeakSearchGuess(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Plateau rond", "Jellaba"}})
	guessed := []struct {
		in     string
		intent Intent
	}{
		// a no with its reason, the reason's words unknown to the lists
		{"hmm no, velvet gets dusty too fast", IntentCancel},
		{"non merci, le velours ça prend la poussière", IntentCancel},
		{"خويا خدام فالفخار، كيصاوب لينا كلشي", IntentCancel},
		// a yes in words no rule knows
		{"yes please ring it up for me", IntentConfirm},
	}
	for _, c := range guessed {
		u := shop.Understand(c.in)
		if u.Intent != c.intent || !u.Guess || u.Decision != DecisionAmbiguous || u.Query != "" {
			t.Errorf("Understand(%q) = %s (guess %v, decision %s, query %q), want a guessed %s, decision unclear",
				c.in, u.Intent, u.Guess, u.Decision, u.Query, c.intent)
		}
	}
	checkRound(t, shop, []roundCase{
		// the guess never decides: the question is asked again
		{"hmm no, velvet gets dusty too fast", IntentCancel, unclear},
		{"yes please ring it up for me", IntentConfirm, unclear},
		// hard negatives: a prefix, not a no; things asked for, with or
		// without an answer word before them; a thing the shop sells
		{"non-slip mat please", IntentProductSearch, unclear},
		{"no-iron shirt for my husband", IntentProductSearch, unclear},
		{"yes i want a linen tablecloth", IntentProductSearch, unclear},
		{"la nappe en lin brodée", IntentProductSearch, unclear},
		{"la housse de coussin berbère", IntentProductSearch, unclear},
		{"bghit tlaja", IntentProductSearch, unclear},
		{"wach 3ndkom chi sfenj?", IntentProductSearch, unclear},
		// hard negatives: a yes, then another thing put in (round 24f)
		{"yes, and add two mugs too", IntentProductSearch, unclear},
		{"wakha, w zid lia ta 3 d lkisan", IntentProductSearch, unclear},
		// hard negatives: someone else's no, a no meant elsewhere
		{"ma soeur a dit non pour sa robe", IntentUnknown, unclear},
		{"no sorry that was for my husband", "", unclear},
	})
	for _, s := range []string{"non-slip mat please", "no-iron shirt for my husband", "yes i want a linen tablecloth", "bghit tlaja"} {
		if u := shop.Understand(s); u.Guess || u.Query == "" {
			t.Errorf("Understand(%q) = %s (guess %v, query %q), want the search kept", s, u.Intent, u.Guess, u.Query)
		}
	}
}
