package i18n

import "testing"

// heldout20's false readings, fixed by general rules (round 22i).
// Messages written for this test, not copied from a corpus file, with the
// hard negatives each rule must leave alone.
func TestRound22i(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Babouches cuir"}})
	checkRound(t, shop, []roundCase{
		// kept aside, in mind or with the shop and a coming back: a wait
		// (with a "later" the intent holds and the engine waits on it)
		{"khliha f bali a khoya", IntentHold, DecisionHold},
		{"khliha f bali, mn b3d nrja3 lik", IntentHold, unclear},
		{"khlliha 3ndek, ghanrja3 lik", IntentHold, DecisionHold},
		{"on verra, khlliha 3ndek", IntentHold, DecisionHold},
		{"khliha 3lik a khoya", IntentCancel, DecisionNo},
		// "safi" with a blessing closes; alone it is "ok"
		{"safi allah ykhlik a khoya", IntentThanks, unclear},
		{"safi", IntentConfirm, DecisionYes},
		{"la lah ykhlik", IntentCancel, DecisionNo},
		// a gift verb is not "I take it"
		{"bghit chi 7aja nhdiha l khti", "", unclear},
		// what was ordered, told
		{"ma cousine a commandé le même caftan", "", unclear},
		{"oui ajoutez-le", IntentConfirm, DecisionYes},
		// the French article before a noun is no "la"
		{"ah la livraison c long", "", unclear},
		{"ah la, ma bghitch", IntentCancel, DecisionNo},
		// the whole list disliked, then more: asked again (labelled both
		// ways); the one shown disliked, then others: a no
		{"wrini khrin, hadou ma 3jbounich", "", DecisionNo},           // read a no since round 37s (round37s.go)
		{"i don't like any of these, show me others", "", DecisionNo}, // read a no since round 37s (round37s.go)
		{"la hadi la, wrini chi wa7da khra", "", DecisionNo},
		// the verb asked back, then a question: no yes
		{"add it? can i return it?", "", unclear},
		{"ajoutez-la ? je peux la retourner ?", "", unclear},
		{"wakha zidha, wach n9der nrj3ha?", IntentConfirm, DecisionYes},
		// found by leave-one-set-out: an objection denied, nothing said
		{"la ma3ndi hta mani3, zidha", IntentConfirm, DecisionYes},
		{"la ana ma golt walo", "", unclear},
		// ordered later: a wait
		{"i'll confirm after work", IntentHold, DecisionHold},
		{"add it, deliver after iftar", IntentConfirm, DecisionYes},
	})
}
