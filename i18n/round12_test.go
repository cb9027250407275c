package i18n

import "testing"

// Round twelve (issue 11, tuning12): a yes said with a verb and run on,
// without a comma, into why or for whom accepts ("oui je la prends c'est
// pour ma soeur", "ok add it to my cart its a gift for my wife"); the
// same run-on with a colour, a size, a product, a photo asked for, a
// question, a but or a later is still asked again. Someone else having
// one like it is a story, never a yes.
func TestRunOnYes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan satin vert", "Tajine en argile 30 cm", "Théière argentée"}})
	checkDecisions(t, shop, []decisionCase{
		{"oui je la prends c'est pour ma tante", DecisionYes},
		{"ok ajoutez la c'est pour l'anniversaire de mon frère", DecisionYes},
		{"je confirme c'est pour ma femme", DecisionYes},
		{"yes add it its a present for my mom", DecisionYes},
		{"ok add it to my basket its for my brother", DecisionYes},
		{"iyeh zidha l khti", DecisionYes},
		{"wakha zidha rah l 3ers dyal khti", DecisionYes},
		// still asked again
		{"oui je la prends en rouge", DecisionNone},
		{"oui je la prends mais en noir", DecisionNone},
		{"envoyez-la moi une photo svp", DecisionNone},
		// Since the thirteenth round a yes verb run on into a delivery
		// or payment question confirms, when the classifier reads a yes
		// too (reconsider.go); ParseDecision alone still asks again.
		{"ok add it where do you deliver", DecisionYes},
		{"oui je la prends demain", DecisionNone},
		{"yes i saw it on instagram", DecisionNone},
	})
	checkIntents(t, shop, []intentCase{
		{"oui je la prends c'est pour ma tante", IntentConfirm},
		{"yes add it its a present for my mom", IntentConfirm},
	})
}

// TestLikeOwnedStory: "mama 3ndha bhal had lbrad" (my mother has one like
// this teapot) read the have word as a dry yes verb; told of somebody, a
// like one owned is a story, and only a yes word beside it answers.
func TestLikeOwnedStory(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Théière argentée"}})
	checkDecisions(t, shop, []decisionCase{
		{"mama 3ndha bhal had lbrad", DecisionNone},
		{"khalti 3ndha bhal hadi", DecisionNone},
		{"jarti 3ndha nafs lmodel", DecisionNone},
		{"wakha zidha, mama 3ndha bhalha", DecisionYes},
	})
}

// TestPickWithReason: a position named, then why or for whom run on, is a
// pick; a colour, a product or a question after it is not read as one.
func TestPickWithReason(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan satin vert", "Théière argentée"}})
	checkIntents(t, shop, []intentCase{
		{"je prends la troisième c'est pour ma soeur", IntentSelect},
		{"i'll take the second one its for my wife", IntentSelect},
		{"bghit talta rah l khti", IntentSelect},
	})
	for _, c := range []struct {
		in  string
		pos int
	}{{"je prends la troisième c'est pour ma soeur", 3}, {"i'll take the second one its for my wife", 2}} {
		if got := shop.Understand(c.in).Ordinal; got != c.pos {
			t.Errorf("Understand(%q).Ordinal = %d, want %d", c.in, got, c.pos)
		}
	}
	for _, in := range []string{"je prends la troisième c'est pour ma soeur en rouge", "i'll take the second one is it for my wife"} {
		if got := shop.Understand(in).Intent; got == IntentSelect {
			t.Errorf("Understand(%q).Intent = select, want no pick", in)
		}
	}
}

// The rules alone (ParseDecision) still ask again after a yes run on into
// a question; only the classifier's agreement reads it as a yes.
func TestRunOnYesQuestionRulesAlone(t *testing.T) {
	if got := ParseDecision("ok add it where do you deliver"); got != DecisionNone {
		t.Errorf("ParseDecision(%q) = %q, want none", "ok add it where do you deliver", got)
	}
}
