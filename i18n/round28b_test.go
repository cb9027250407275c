package i18n

import "testing"

// Round 28b (guess.go): over a search that names a thing the shop sells,
// the classifier's yes or no at p ≥ 0.97 is kept as a guess: the intent
// named, the decision unclear, the search not run. Messages written for
// this test, not copied from a corpus file, with the searches the guess
// must leave alone.
func TestRound28bStrongSearchGuess(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière en cuivre",
		"Lampe en cuivre", "Plateau rond", "Jellaba"}})
	for _, in := range []string{
		// a thing the shop sells, said too big or too much: a no
		"plateau wa3r bzaf 3la l kouzina dyali",
		"the lamp is too much for my tiny room",
		// ("lampe bzaf 3la salon sghir" was one: the retrain on heldout31
		// gives its no under 0.97, and it stays a search, round 34r; so
		// does "tajine kbir bzaf 3la jouj d nass" since the retrain on
		// tuning32/33, round 35)
	} {
		u := shop.Understand(in)
		if u.Intent != IntentCancel || !u.Guess || u.Decision != DecisionAmbiguous || u.Query != "" || u.Confidence >= 0.5 {
			t.Errorf("Understand(%q) = %s (guess %v, decision %s, query %q, confidence %.2f), want a guessed cancel, decision unclear, no search",
				in, u.Intent, u.Guess, u.Decision, u.Query, u.Confidence)
		}
	}
	// hard negatives: things asked for, with what they are for
	for _, in := range []string{
		"théière en cuivre pour ma cuisine",
		"plateau rond pour servir le thé aux invités",
		"lampe en cuivre pour le salon",
		"tajine dyal lfekhar l dar jdida",
		"a caftan for my sister's henna night",
		"bghit jellaba bida f L",
	} {
		if u := shop.Understand(in); u.Intent != IntentProductSearch || u.Guess || u.Query == "" {
			t.Errorf("Understand(%q) = %s (guess %v, query %q), want the search kept", in, u.Intent, u.Guess, u.Query)
		}
	}
}
