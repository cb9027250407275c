package i18n

import "testing"

// A yes or an acknowledgment, then a verb of taking out with a word
// more: the removal is the no (ackThenRemoval). Hard negatives: the
// removal negated, a swap (removed then another put in or shown), a
// removal asked, "ok merci" alone, a yes verb.
func TestAckThenRemoval(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé"}})
	checkRound(t, shop, []roundCase{
		{"ok, enlevez-la finalement", IntentCancel, DecisionNo},
		{"wakha, 7aydha kamla", IntentCancel, DecisionNo},
		{"ok, remove it after all", IntentCancel, DecisionNo},
		{"حسنا، احذفه من فضلك", IntentCancel, DecisionNo},
		{"iyeh mse7ha gae", IntentCancel, DecisionNo},
		// hard negatives
		{"ok, don't remove it", "", unclear},
		{"ok, ne l'enlevez pas", "", unclear},
		{"wakha, 7aydha w zid lokhra", "", unclear},
		{"ok, remove it?", "", unclear},
		{"ok merci", "", unclear},
		{"ok, remove the red one and add the black one", "", unclear},
		{"oui c'est ça, ajoutez-la", "", DecisionYes},
		{"why not, remove the old one", "", unclear},
		{"ok, enlevez l'ancienne", "", unclear},
		{"wakha, 7ayed lokhra", "", unclear},
	})
}

// A no, then buying it elsewhere: in a shop in town, the souk, a market,
// another site (noThenElsewhere). Hard negatives: a yes then buying,
// buying asked, a no then buying from the shop itself, a no then a wait.
func TestNoThenBoughtElsewhere(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé"}})
	checkRound(t, shop, []roundCase{
		{"non merci, je l'achète au marché", IntentCancel, DecisionNo},
		{"la, ghanchriha mn souk", IntentCancel, DecisionNo},
		{"no thanks, i'll get it at the market", IntentCancel, DecisionNo},
		{"لا، غادي نشريها من الحانوت", IntentCancel, DecisionNo},
		// hard negatives
		{"wakha, ghanchriha mn 3ndkom", "", unclear},
		{"no, can i buy it in the shop?", "", unclear},
		{"la, ghadi nchriha mn 3ndkom mn b3d", "", unclear},
		{"la, ghadi nchriha mn souk? wla mn 3ndkom?", "", unclear},
		{"non, attends, je l'achète au souk ?", "", unclear},
	})
}

// A bare no, then only its reason: too dear, too small for someone, the
// story of an earlier order (noThenReason). Hard negatives: "la" as the
// French article, a reason denied then put in, a want after the reason,
// a story without a no, a no asked back.
func TestNoThenReason(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé"}})
	checkRound(t, shop, []roundCase{
		{"non, trop chère pour moi ce mois-ci", IntentCancel, DecisionNo},
		{"la, sghira 3la khti", IntentCancel, DecisionNo},
		{"no, the last time the colour was off", IntentCancel, DecisionNo},
		{"لا، كبيرة علينا", IntentCancel, DecisionNo},
		{"non, la dernière fois le colis était abîmé", IntentCancel, DecisionNo},
		// hard negatives
		{"la moins chère des deux", "", unclear},
		{"la dernière fois c'était trop cher", "", unclear},
		{"la, machi ghalia, zidha", "", DecisionYes},
		{"la, kbira 3liya, bghit sghira", "", DecisionNo}, // (round 39b: the size unfit then the one wanted, the README's no)
		{"last time the size was off", "", unclear},
		{"no? too expensive for you?", "", unclear},
		{"non, la dernière fois ?", "", unclear},
	})
}

// A no with thanks and a but, nothing else (noButThanks), and a no, a
// but, then something else asked (noButAsked). Hard negatives: a yes
// with the but, a want after it, a put-in verb, "no problem".
func TestNoButThanks(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé"}})
	checkRound(t, shop, []roundCase{
		{"la walakin shokran bzaf", IntentCancel, DecisionNo},
		{"شكرا ولكن لا", IntentCancel, DecisionNo},
		{"la shokran walakin wrini lokhrin", "", DecisionNo},
		{"لا شكرا، لكن وريني شي حاجة خرى", "", DecisionNo},
		// hard negatives
		{"oui merci mais non", "", unclear},
		{"shokran walakin", "", unclear},
		{"la shokran walakin bghit lk7la", "", unclear},
		{"la shokran walakin zidha", "", unclear},
		{"no problem but show me others", "", unclear},
	})
}

// A yes (or "no problem") then buying somewhere else is no yes
// (buysElsewhere), and "no problem" is no bare no. Written for this test.
func TestBuysElsewhere(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé"}})
	checkRound(t, shop, []roundCase{
		{"ok no problem ill get it at the mall", "", unclear},
		{"no problem, i'll buy it at the store", "", unclear},
		{"wakha, ghanchriha mn souk", "", unclear},
		{"oui je l'achète en boutique", "", unclear},
		// bought here, or a no then elsewhere, reads as before
		{"wakha zidha", IntentConfirm, DecisionYes},
		{"wakha nchriha mn 3ndkom", IntentConfirm, DecisionYes},
		{"no thanks, i'll get it at the mall", IntentCancel, DecisionNo},
	})
}
