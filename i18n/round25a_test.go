package i18n

import "testing"

// Round 25a (round25a.go): an excess said for a purpose, a goodbye with
// its time, a closing after an ok.
// Messages written for this test, not copied from a corpus file, and the
// hard negatives each must leave alone.
func TestRound25aReadings(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Sac", "Jellaba",
		"Babouches cuir", "Théière"}})
	checkRound(t, shop, []roundCase{
		// too heavy, big or dear for a purpose: a no, its verb no yes
		{"way too heavy to take on the train", IntentCancel, DecisionNo},
		{"trop lourd pour l'emporter en voyage", IntentCancel, DecisionNo},
		{"kbira bzaf bach ndkhlha l tomobil", IntentCancel, DecisionNo},
		{"ثقيل جدا لكي أحمله في الحقيبة", IntentCancel, DecisionNo},
		{"غالية بزاف باش نشريها هاد الشهر", IntentCancel, DecisionNo},
		// hard negatives: the excess denied, asked, or not said
		{"not too heavy to carry, add it", IntentConfirm, DecisionYes},
		{"ce n'est pas trop lourd pour le porter, ajoutez-le", IntentConfirm, DecisionYes},
		{"is it too heavy to carry on a plane?", "", unclear},
		{"pas trop lourd pour le porter", "", unclear},
		{"it's light enough to carry, add it", IntentConfirm, DecisionYes},
		{"too heavy to carry but i'll take it anyway", "", unclear},
		// (a no said besides the excess denied still refuses)
		{"la, machi kbira bzaf, ma 3jbatnich", "", DecisionNo},
		// a goodbye with its time: no answer
		{"allez, on se voit une autre fois", "", unclear},
		{"ntla9aw chi merra khra inchallah", "", unclear},
		{"see you next time", "", unclear},
		// hard negatives: "another time" alone, or beside a no, refuses
		{"une autre fois peut-être", IntentCancel, DecisionNo},
		{"merci, une autre fois", IntentCancel, DecisionNo},
		{"non, on se voit une autre fois", IntentCancel, DecisionNo},
		// a closing after an ok: no reason for a yes
		{"ok, that's all for today, bye", "", unclear},
		{"d'accord, c'est tout pour moi, au revoir", "", unclear},
		{"wakha, safi hadchi, bslama", "", unclear},
		// hard negatives: the ok with a plain reason, "c'est tout bon"
		{"ok, c'est tout bon, ajoutez-la", IntentConfirm, DecisionYes},
		{"ok, it's for my sister", IntentConfirm, DecisionYes},
		{"wakha, rah dyal mama", IntentConfirm, DecisionYes},
	})
}
