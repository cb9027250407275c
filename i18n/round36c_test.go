package i18n

import "testing"

// Round 36c (round36c.go): an add order opening the message, then a
// reason, the seller addressed, an address or a wish about the delivery:
// a yes. Messages written for this test, not copied from a corpus file,
// each shape with the near misses it must leave alone.
func TestRound36cShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Lampe en cuivre",
		"Plateau rond", "Jellaba", "Robe"}})
	checkRound(t, shop, []roundCase{
		// the order, then a reason, an address, a delivery wish
		{"zidha, kont kanqelleb 3liha mn l3am li fat", IntentConfirm, DecisionYes},
		{"ajoutez-la, je la cherchais partout depuis l'été", IntentConfirm, DecisionYes},
		{"yes add it, my aunt has wanted one for years", IntentConfirm, DecisionYes},
		{"iyeh dirha, ana f hay salam 9rib l jame3", IntentConfirm, DecisionYes},
		{"زيدها، هادي اللي كنت كنقلب عليها للعرس ديال ختي", IntentConfirm, DecisionYes},
		{"ajoute-la, je rigole", "", unclear},
		{"zidha, machi daba, ghir mn b3d", "", unclear},
		{"zidha zidha, rah hadi hiya li kont baghi", IntentConfirm, DecisionYes},
		// near misses: the order asked back, a condition, a but, a wait or
		// a no after it, another item asked for too, shown, a joke, not now
		{"zidha? ana ma glt walo", "", unclear},
		{"zidha ila kant katwsel f jouj ayam", "", unclear},
		{"ajoutez-la si c'est du coton", "", unclear},
		{"oui zidha walakin f lk7el", "", unclear},
		{"ok zidha, ah la tsenna, nsowel khti", IntentHold, DecisionHold}, // taken back to a wait (round 38h)
		{"ajoute-la... non attends, laisse tomber", "", unclear},
		{"zidha w zid m3aha jouj kisan", "", unclear},
		{"add it, and show me some matching rugs", "", unclear},
		{"iyeh zidha, w bghit 7ta lbrad", "", unclear},
		{"zidha, la la ghir kanmza7", "", unclear},
		{"add it, actually no, forget it", "", unclear},
		{"zidha wla la, kif bghiti", "", unclear},
		{"put it in, maybe i'll take it", "", unclear},
	})
}
