package i18n

import "testing"

// Round seventeen (issue 11). Messages written for these tests, not
// copied from a corpus file.

// The gate (answerGate): the rules read a clear yes or no opening the
// message, then words they do not know; the classifier, sure of that
// very answer (p ≥ gateFloor), is the second vote. Refused when the
// classifier is unsure, when it reads the other answer, when the
// opening is not clear, and when a veto word is there.
func TestAnswerGate(t *testing.T) {
	t.Parallel()
	const sure, unsure = 0.999, 0.9
	for _, c := range []struct {
		in   string
		clf  Intent
		want Decision
	}{
		// accepted: the rules' clear opening, nothing vetoing
		{"iyeh zidha w ghadi nkhelles f ddar", IntentConfirm, DecisionYes},
		{"wakha rah 3jbatni bzaf lkhedma dyalha", IntentConfirm, DecisionYes},
		{"oui ajoutez-la elle me plait beaucoup franchement", IntentConfirm, DecisionYes},
		{"yes add it to my basket i've been wanting one forever", IntentConfirm, DecisionYes},
		{"la shokran rah sbe9t chrit wa7ed", IntentCancel, DecisionNo},
		{"non merci j'ai changé d'avis finalement", IntentCancel, DecisionNo},
		{"no thanks i changed my mind about it", IntentCancel, DecisionNo},
		{"لا شكرا راه عندي بحالها فالدار", IntentCancel, DecisionNo},
		// refused: a veto word (but, if, later, an amount, a colour, another one)
		{"iyeh zidha walakin bghitha f lk7el", IntentConfirm, DecisionNone},
		{"oui ajoutez-la si la livraison est gratuite", IntentConfirm, DecisionNone},
		{"la shokran ma bghitch nfout khamsmya dh", IntentCancel, DecisionNone},
		{"no thanks maybe next month when i get paid", IntentCancel, DecisionNone},
		// refused: no clear opening
		{"la robe rouge me plait bien", IntentCancel, DecisionNone},
		{"i don't get it at all", IntentCancel, DecisionNone},
		{"not gonna lie it's pretty", IntentCancel, DecisionNone},
		{"yeah right", IntentConfirm, DecisionNone},
		{"ah mchat lia l connexion", IntentConfirm, DecisionNone},
		{"non-stick pan please", IntentCancel, DecisionNone},
		{"wakha, bghit jouj", IntentConfirm, DecisionNone},
		{"yes how much is the delivery then", IntentConfirm, DecisionNone},
		{"oui combien coûte la livraison alors", IntentConfirm, DecisionNone},
		{"wakha ch7al taman dyal tawsil", IntentConfirm, DecisionNone},
		{"don't worry, add it", IntentCancel, DecisionNone},
		// refused: the classifier reads the other answer
		{"la shokran rah sbe9t chrit wa7ed", IntentConfirm, DecisionNone},
		{"iyeh zidha w ghadi nkhelles f ddar", IntentCancel, DecisionNone},
		// refused: asked
		{"iyeh zidha w wach kayn tawsil?", IntentConfirm, DecisionNone},
	} {
		var buf [32]tok
		a := analyzeInto(c.in, buf[:0])
		if got, _ := answerGate(&a, c.clf, sure); got != c.want {
			t.Errorf("answerGate(%q, %s, %.3f) = %q, want %q", c.in, c.clf, sure, got, c.want)
		}
		if got, ok := answerGate(&a, c.clf, unsure); ok || got != DecisionNone {
			t.Errorf("answerGate(%q, %s, %.3f) = %q, want none: the classifier is unsure", c.in, c.clf, unsure, got)
		}
	}
}

// "One" then "other" ("واحد آخر", "wa7da khra", "one more") asks for
// another one, as Arabic and Darija put the adjective after its noun; a
// classifier sure of a pick does not overrule it without a position
// said. "آخر واحد" (the last one) still picks.
func TestOneThenOther(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"واحد آخر", true},
		{"وحدة خرا", true},
		{"wa7da khra", true},
		{"one more", true},
		// hard negatives
		{"آخر واحد", false},
		{"khra wa7da", false},
		{"wa7da khra zer9a", false},
		{"lkhra", false},
	} {
		var buf [32]tok
		if got := oneThenOther(analyzeInto(c.in, buf[:0]).toks); got != c.want {
			t.Errorf("oneThenOther(%q) = %v, want %v", c.in, got, c.want)
		}
	}
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm"}})
	if u := shop.Understand("آخر واحد"); u.Intent != IntentSelect || u.Ordinal != OrdinalLast {
		t.Errorf(`shop.Understand("آخر واحد") = %s/%d, want the last one picked`, u.Intent, u.Ordinal)
	}
}
