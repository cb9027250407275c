package i18n

import "testing"

// Round 24b (round24b.go): a want or a take refused in a clause of its
// own inside a longer message, and a no use, room or reason for the
// product. Messages written for this test, not copied from a corpus
// file, and the hard negatives each rule must leave alone.
func TestRound24bRefusalSaid(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Huile d'argan"}})
	checkRound(t, shop, []roundCase{
		// the want or take refused, the rest only who, when, sorry or why
		{"smhli ta9t, walakin la, ma bghitch", IntentCancel, DecisionNo},
		{"la ma bghitch 7it jatni lcommande m3tla", IntentCancel, DecisionNo},
		{"la, lmerra lkhra wslatni m3awja, mabghitch n3awed", IntentCancel, DecisionNo},
		{"salam, finalement ma b9itch bghit latay", IntentCancel, DecisionNo},
		{"iyeh smhli, la safi ma bghitch", IntentCancel, DecisionNo},
		{"سمحلي تعطلت، ولكن لا ما بقيتش بغيتها", IntentCancel, DecisionNo},
		{"ma n9derch nakhodha, ma3ndich lflous had simana", IntentCancel, DecisionNo},
		{"walakin la ma nakhodhach daba", IntentCancel, DecisionNo},
		// no use, room or reason for it
		{"ma3ndich fin n7ttha, dari sghira", IntentCancel, DecisionNo},
		{"la a khoya ma kaynch lach", IntentCancel, DecisionNo},
		{"ما عنديش فين نلبسها", IntentCancel, DecisionNo},
		// hard negatives
		{"la ma bghitch nkhsser lfor9a, zidha", IntentConfirm, DecisionYes}, // the chance not to be missed
		{"ma bghitch lk7la, bghit lbyda", "", unclear},                      // a search corrected
		{"ma bghitch daba, mn b3d nchouf", "", DecisionHold},                // a later
		{"3lach ma bghitich tzidha?", "", unclear},                          // asked
		{"ila ma bghitich ma3lich, ghir 9oli", "", unclear},                 // a condition
		{"mrati ma bghatch, walakin ana bghitha", "", unclear},              // a but, a want
		{"ghir kandwi, ma bghit walo", "", unclear},                         // just talk
		{"ma bghitch hadi, wrini lokhrin", "", DecisionNo},                  // others asked, read as before
		{"ma kayn lach t9l9, zidha", IntentConfirm, DecisionYes},            // a worry denied
		{"ma kayn lach tchkerni a khoya", "", unclear},                      // thanks waved off
		{"ma kaynch lach ngoul la, dkhlha", IntentConfirm, DecisionYes},     // no reason to say no
		{"ma3ndi ma ndir daba", "", unclear},                                // idle, nothing refused
		{"wach ma3ndkch fin nlbsha?", "", unclear},                          // a question
	})
}
