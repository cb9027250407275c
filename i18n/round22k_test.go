package i18n

import "testing"

// Round 22k (round22k.go): more of a yes that runs on. Messages written
// for this test, not copied from a corpus file, and the hard negatives
// each must leave alone.
func TestRound22kYes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Huile d'argan"}})
	checkRound(t, shop, []roundCase{
		// a no asked back as beyond saying, then the verb
		{"how could anyone say no? put it in", IntentConfirm, DecisionYes},
		{"who would say no to it? add it", IntentConfirm, DecisionYes},
		{"why wouldn't i? add it", IntentConfirm, DecisionYes},
		{"comment dire non à ça ? mettez-le", IntentConfirm, DecisionYes},
		{"qui dirait non ? ajoutez-la", IntentConfirm, DecisionYes},
		{"kifach ngol la? dkhlha", IntentConfirm, DecisionYes},
		{"chkoun ghadi ygol la? zidha", IntentConfirm, DecisionYes},
		{"كيفاش غادي نقول لا؟ حطها", IntentConfirm, DecisionYes},
		{"كيف أقول لا؟ أضفها", IntentConfirm, DecisionYes},
		{"ما عندي علاش نقول لا حطها", IntentConfirm, DecisionYes},
		{"how could i say no? add it?", "", unclear}, // the yes asked back
		{"kifach la? zidha?", "", unclear},           // the same
		{"3lach la? zidha?", "", unclear},            // the same, after a why not
		{"why would i add it? no", "", unclear},      // the verb is what is asked
		{"how do i say no to my wife? she wants it", "", unclear},
		{"kifach la? ma bghitch", "", unclear},
		{"who says no? add it, but tomorrow", "", unclear},
		{"kifach la? zidha mn b3d", "", unclear},
		{"why don't you have it in blue? add it", "", unclear}, // a real question
		{"how do i remove it? add the other one", "", unclear},
		{"who says no to a discount? add it if there is one", "", unclear},
		{"wach ngol la? zidha wla la", "", unclear},
	})
}
