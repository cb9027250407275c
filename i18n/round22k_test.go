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
		// whether it can be sent back, asked after the verb
		{"ok add it, can i return it if it's too small?", IntentConfirm, DecisionYes},
		{"yes put it in, is a refund possible if it doesn't suit me?", IntentConfirm, DecisionYes},
		{"oui mettez-la, je pourrai l'échanger si elle ne va pas ?", IntentConfirm, DecisionYes},
		{"iyeh dkhlha, w ila ma jatnich n9der nbdlha?", IntentConfirm, DecisionYes},
		{"wakha zidha, wach kayn tbdil ila kant kbira?", IntentConfirm, DecisionYes},
		{"نعم ضعها، هل يمكن استبدالها إذا لم تعجبني؟", IntentConfirm, DecisionYes},
		{"yes add it, but can i return it if it doesn't fit?", "", unclear}, // a but
		{"wakha zidha, wach n9der nrj3ha? ila la ma tzidhach", "", unclear}, // if not, don't
		{"yes add it, can i return it if i don't like it? if not dont add", "", unclear},
		{"yes add it, can i exchange it for the blue one?", "", unclear},           // another one asked
		{"ok add it, can i return the other one i bought?", "", unclear},           // another order
		{"wakha zidha, w ila ma jatnich nrj3ha w nakhod wa7da khra?", "", unclear}, // another one
		{"can i return it if it doesn't fit? add it", "", unclear},                 // asked before
		{"oui ajoutez, je peux échanger contre du M si trop petit ?", "", unclear},
		{"wakha zidha, wach n9der nrj3ha ila ma jatnich? wla nsena", "", unclear},
		// a no taken back: nos, a yes word and the verb, then "I erred"
		{"non, oui ajoutez, désolé", IntentConfirm, DecisionYes},
		{"la la, ah iyeh dkhlha, ghlt", IntentConfirm, DecisionYes},
		{"لا، نعم أضفها، أخطأت", IntentConfirm, DecisionYes},
		{"no no, yes put it in, oops", IntentConfirm, DecisionYes},
		{"la, iyeh zidha", "", unclear},                           // nothing takes the no back
		{"la la, zidha ghlatt", "", unclear},                      // no yes word
		{"la la, iyeh zidha, walakin mn b3d", "", unclear},        // a but and a later
		{"la la, iyeh zidha, ghlatt f lprix", "", unclear},        // an error about the price
		{"la... iyeh zidha ma3lich ila kant ghalia", "", unclear}, // a condition
		{"la la ma tzidhach, ghlatt", "", DecisionNo},
	})
}
