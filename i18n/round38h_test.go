package i18n

import "testing"

// Round 38h (round38h.go): a yes taken back to a wait, a yes waiting on
// someone at home, someone else's yes beside one's own doubt: a wait.
// The near misses the corpus splits or reads otherwise stay as they were.
func TestRound38hWaits(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Théière", "Tajine", "Couscoussier", "Babouches"}})
	checkRound(t, shop, []roundCase{
		// a yes, then a no and a wait, a doubt or a thought
		{"iyeh zidha... la la sber, nfekker", IntentHold, DecisionHold},
		{"ok... non non attendez, je réfléchis", IntentHold, DecisionHold},
		{"yeah... no wait, let me think", IntentHold, DecisionHold},
		{"إيه... لا صبر، ما عرفتش", IntentHold, DecisionHold},
		{"oui ajoute... non attends, nsowel khti", IntentHold, DecisionHold},
		// a yes or an ok, then a wait or a thought alone
		{"oui oui... attendez", IntentHold, DecisionHold},
		{"wakha wakha, ghir sber chwiya", IntentHold, DecisionHold},
		// a yes word, then not knowing; an ok, a pause, then not knowing
		{"iyeh... ma3rftch wallah", IntentHold, DecisionHold},
		{"yes, i'm not sure", IntentHold, DecisionHold},
		{"ok, je sais pas trop", IntentHold, DecisionHold},
		// a yes waiting on someone at home
		{"ila wafqat mrati ghadi nakhodha", IntentHold, DecisionHold},
		{"si mon mari veut, je la prends", IntentHold, DecisionHold},
		{"yes if my wife agrees", IntentHold, DecisionHold},
		{"ila galt mama iyeh, zidha", IntentHold, DecisionHold},
		// someone else's yes, one's own doubt
		{"khti kat9oul zidha, ana ma3rftch", IntentHold, DecisionHold},
		{"my husband says yes, i'm not sure", IntentHold, DecisionHold},

		// near misses (read as before, asked again or a no): the yes
		// taken back to a removal; an add verb then a thought; an ok glued to not
		// knowing ("ok je sais pas", labelled both ways); "why not" then
		// not knowing (mostly asked again); the wait said to someone at
		// home; a question; the condition negated; someone else's yes
		// alone; the yes said again after the wait
		{"oui... non attends, enlève-la", IntentCancel, DecisionNo}, // (the removal closes it: round 38n)
		{"dirha f lpanier w ghadi nfker", IntentConfirm, unclear},
		{"ok je sais pas", IntentUnknown, unclear},
		{"pourquoi pas... je sais pas", "", unclear},
		{"wakha a bnti sber", "", unclear},
		{"zidha wla la? ma3rftch", "", unclear},
		{"si ma femme veut pas, non", IntentCancel, DecisionNo},
		{"khti kat9oul zidha", IntentConfirm, unclear},
		{"iyeh... la sber... safi zidha", IntentConfirm, unclear},
	})
}
