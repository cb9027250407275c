package i18n

import "testing"

// Round 22h (round22h.go): plain yeses the lexicon lacked, a future of
// taking, and more of a yes that runs on. Messages written for this
// test, not copied from a corpus file, and the hard negatives each must
// leave alone.
func TestRound22hYes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière"}})
	checkRound(t, shop, []roundCase{
		// plain yeses
		{"bon ben d'accord", IntentConfirm, DecisionYes},
		{"sans hésitation, ajoutez", IntentConfirm, DecisionYes},
		{"sans aucune hésitation", IntentConfirm, DecisionYes},
		{"yessir add it", IntentConfirm, DecisionYes},
		{"sounds great to me", IntentConfirm, DecisionYes},
		{"ok with me", IntentConfirm, DecisionYes},
		{"sounds good to me but not now", "", unclear},
		{"yessir?", "", unclear},
		{"never been so sure, add it", IntentConfirm, DecisionYes}, // "been" is no "ben"
		// an objection denied "at all"
		{"لا أمانع إطلاقا", IntentConfirm, DecisionYes},
		{"لا أبدا", "", unclear},
		{"لا أمانع أبدا، لكن ليس الآن", "", unclear},
		// a future of taking
		{"ghanakhodhom", IntentConfirm, DecisionYes},
		{"wakha ghadi nakhdhom", IntentConfirm, DecisionYes},
		{"wakha, ghanchriha mn 3ndkom", "", unclear}, // buying, maybe in the shop
		{"غادي ناخد جوج", IntentConfirm, DecisionYes},
		{"غانخدهم", IntentConfirm, DecisionYes},
		{"ghanakhod mnha wa7da", IntentConfirm, DecisionYes},
		{"ma ghanakhodhach", "", DecisionNo},
		{"kont ghanakhodha walakin ghalia", "", unclear},
		{"ghanakhodha mn b3d", "", unclear},
		{"ghanakhod jouj?", "", unclear},
		{"ghadi nakhod talta", "", unclear}, // the third, a pick
		{"ghanakhod wa7ed akhor", "", unclear},
		{"wakha jouj", "", unclear}, // a bare count after a yes
		{"سآخذ اثنين إذا كان هناك تخفيض", "", unclear},
		// never mind, then the verb
		{"ma3lich a sahbi, 7ottha ghir", IntentConfirm, DecisionYes},
		{"معليش، زيدها", IntentConfirm, DecisionYes},
		{"safi ma3lich", "", unclear},
		{"ma3lich, mn b3d", "", unclear},
		{"ma3lich, zidha walakin mn b3d", "", unclear},
		// a no then "wait" taken back by a yes
		{"لا انتظر، نعم أضفه", IntentConfirm, DecisionYes},
		{"no wait, add the other one", "", unclear},
		{"non attendez, ajoutez la rouge", "", unclear},
		// why the shopper went quiet
		{"sorry my battery died, yes add it", IntentConfirm, DecisionYes},
		{"smhli t9ta3 liya rizo, iyeh dirha", IntentConfirm, DecisionYes},
		// (a no since round 30a: "but no" is a no in 66 of the corpus's 71
		// lines; after an apology, 2 of 2)
		{"sorry my battery died, but no", "", DecisionNo},
		// what is asked or told after the verb
		{"oui ajoutez, livrez-la demain soir", IntentConfirm, DecisionYes},
		{"yes add it, can i pick it up from the shop?", IntentConfirm, DecisionYes},
		{"oui mettez, ça se lave en machine ?", IntentConfirm, DecisionYes},
		{"zidha w dir liha carte sghira", IntentConfirm, DecisionYes},
		{"iyeh dir liya jouj flacons d huile d argan", IntentConfirm, DecisionYes},
		{"yes add it, it's for my mom", IntentConfirm, DecisionYes},
		{"oui ajoutez, elle existe en rose ?", "", unclear},
		{"yes add it, and is there a cheaper one?", "", unclear},
		{"oui ajoutez-la, mais livrez demain matin si c'est 200 dh", "", unclear},
	})
}
