package i18n

import "testing"

// Round 23e: messages with a no or a negation in them that refuse
// nothing shown (notANo, noBeforeWant). Written for this test, in no
// corpus file. Hard negatives: the plain refusals beside each family
// ("la ma bghitch", "ma nzidch", a kin's "ma bghatch", "لا يهمني" alone,
// "maybe not", "nah no need for a human", the dislike said before
// others asked, a "non" then a comma).
func TestRound23eNotANo(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Poêle antiadhésive"}})
	checkRound(t, shop, []roundCase{
		// a no, then presence told
		{"la ma ghbtch, ghir tfa lia tilifoun", "", unclear},
		{"no i didn't leave, my phone died", "", unclear},
		{"لا ما مشيتش، غير تقطع عليا الريزو", "", unclear},
		{"la ma mchitch, zidha", IntentConfirm, DecisionYes},
		{"la ma bghitch", IntentCancel, DecisionNo},
		// a general wish
		{"ma bghitch nchri chi 7aja mamzyanach", "", unclear},
		{"la, ma bghitch nkhsr flousi f hadchi", IntentCancel, DecisionNo},
		// a price ceiling
		{"ما نزيدش على 500 درهم", IntentRefine, unclear},
		{"i won't go above 500", IntentRefine, unclear},
		{"je dépasse pas 1000", IntentRefine, unclear},
		{"ma nzidch", IntentCancel, DecisionNo},
		{"ma nzidhach 3afak", IntentCancel, DecisionNo},
		// "won't" of a thing
		{"lcarte ma bghatch tdouz", "", unclear},
		{"التيليفون ما بغاش يشارجي", "", unclear},
		{"mrati ma bghatch tchriha", IntentCancel, DecisionNo},
		{"la, mmi ma bghatch", IntentCancel, DecisionNo},
		// maybe both ways
		{"yemken nakhodha yemken la", IntentHold, DecisionHold},
		{"ربما آخذها وربما لا", IntentHold, DecisionHold},
		{"peut-être oui peut-être non", IntentHold, DecisionHold},
		{"maybe not", "", unclear},
		// others asked, then the dislike
		{"kayn lwan khrin? hadi ma3jbatnich", "", unclear},
		{"d'autres modèles ? celui-ci me plait pas", "", unclear},
		{"ma3jbnich hada", IntentCancel, DecisionNo},
		// "non" as a prefix
		{"non-slip mat please", IntentProductSearch, unclear},
		{"non toxique, vous avez des jouets en bois ?", "", unclear},
		// a person wanted after a no
		{"no i want a real person", IntentHuman, unclear},
		{"la bghit nhder m3a chi bnadem machi robot", IntentHuman, unclear},
		{"nah no need for a human, i'm fine", IntentCancel, DecisionNo},
		{"no i don't want a human", IntentCancel, DecisionNo},
		// an aspect that does not matter
		{"lloun ma kayhmnich, lmohim jawda", "", unclear},
		{"peu importe la taille, c'est pour offrir", "", unclear},
		{"لا يهمني", IntentCancel, DecisionNo},
	})
}
