package i18n

import "testing"

// Round 21d: the shapes behind tuning21's false readings, each read by a
// general rule, with hard negatives that must not change. Messages
// written for this test, not copied from a corpus file.
func TestRound21d(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière"}})
	checkRound(t, shop, []roundCase{
		// "If possible" then a clause with its own verb is a condition
		// (politeIf, clauseVerb).
		{"iyeh zidha ila momkin twsl qbel ljem3a", "", unclear},
		{"oui ajoutez-la si possible qu'elle arrive avant samedi", "", unclear},
		{"yes add it if possible it gets here by friday", "", unclear},
		{"نعم أضفها إذا أمكن تصلني قبل الجمعة", "", unclear},
		// a bare "if possible", or a day, a count or a thanks after it, is a please
		{"wakha zidha ila momkin", IntentConfirm, DecisionYes},
		{"sure, put it in the cart if possible", IntentConfirm, DecisionYes},
		{"iyeh zidha ila momkin nhar ljem3a", IntentConfirm, DecisionYes},
		{"wakha dir liya tlata ila momkin", IntentConfirm, DecisionYes},
		{"oui ajoutez si possible, merci", IntentConfirm, DecisionYes},

		// "What do you mean", shortened, asks: no answer.
		{"wdym put it in", "", unclear},
		{"wym add it??", "", unclear},
		{"cad je l'ajoute ?", "", unclear},
		{"càd ajoutez", "", unclear},
		// "cadeau" is no "càd"
		{"oui ajoutez, c'est un cadeau", IntentConfirm, DecisionYes},

		// An acknowledgment then the delivery's cost named, not asked
		// with "how much" (costNouns): the yes may wait on it.
		{"okay, and the shipping fees?", "", unclear},
		{"wakha, w lfrais d livraison?", "", unclear},
		{"d'accord, et les frais de port ?", "", unclear},
		{"تمام، والرسوم ديال التوصيل؟", "", unclear},
		// how long it takes, or where it goes, stays a yes; so does a verb of adding
		{"ok, how long is delivery to rabat?", IntentConfirm, DecisionYes},
		{"ok, and delivery to fes?", IntentConfirm, DecisionYes},
		{"ok add it, delivery fees?", IntentConfirm, DecisionYes},

		// A 3 (ع) between two consonants is a letter: "n3sa" (sleep) is
		// not "nsa" (forget it, a no).
		{"kont n3sa smh lia", "", unclear},
		{"nsa", IntentCancel, DecisionNo},
		{"la nsaha", IntentCancel, DecisionNo},
	})
}
