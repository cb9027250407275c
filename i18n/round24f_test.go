package i18n

import "testing"

// Round 24f (round24f.go): a yes or a no that the rest of the message
// turns into something else. Messages written for this test, not copied
// from a corpus file, and the hard negatives each must leave alone.
func TestRound24fNotTheAnswer(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Huile d'argan"}})
	checkRound(t, shop, []roundCase{
		// this one turned down, the one before picked
		{"non, pas celle-ci, celle d'avant svp", IntentSelect, DecisionNo}, // (a no since round 37p: README, "a refusal of the card shown then a pick of another is select, no")
		{"la machi hadi, bghit lli 9bel", IntentSelect, DecisionNo},        // (a no since round 37p: README, "a refusal of the card shown then a pick of another is select, no")
		{"ماشي هادي، اللي قبلها عافاك", IntentSelect, DecisionNo},          // (a no since round 37p: README, "a refusal of the card shown then a pick of another is select, no")
		{"لا، ليس هذه، التي قبلها", IntentSelect, DecisionNo},              // (a no since round 37p: README, "a refusal of the card shown then a pick of another is select, no")
		// a clause of time first: a purchase put off until then
		{"mli tkhlesni ccharika nchriha", IntentHold, DecisionHold},
		{"عندما أقبض راتبي سأشتريها", IntentHold, DecisionHold},
		// another thing put in besides the one asked about
		{"oui, et mettez aussi deux bols", IntentProductSearch, unclear},
		{"yes, and add the copper tray too", IntentProductSearch, unclear},
		{"wakha, dir lia ta 2 d zlayf", IntentProductSearch, unclear},
		{"اه زيدها، وزيد معاها ٢ ديال الكيسان", "", unclear},
		// a yes bound to what matters
		{"wakha, lmohim tkoun asliya", "", unclear},
		{"ok, l'important c'est qu'elle arrive vendredi", "", unclear},
		// no time now, then soon: a wait
		{"ma 3ndich lwe9t daba, ghda n3awd nchoufha", IntentHold, DecisionHold},
		{"ما عنديش الوقت دابا نختار، غدا إن شاء الله", IntentHold, DecisionHold},
		// not for me, for someone: whom corrected
		{"la machi liya, l mmi, kayna f XL?", "", unclear},
		{"non pas pour moi, pour ma mère", "", unclear},
		// a thing of the shop's that fails
		{"le code promo ne marche pas", "", unclear},
		{"lien ma khdamch", "", unclear},
		// hard negatives
		{"la, machi hadi", "", DecisionNo},                               // nothing picked instead
		{"لا، تأخر طلبي السابق", "", DecisionNo},                         // the order before, no pick
		{"zidha, w mli twsel 3iyet lia", IntentConfirm, DecisionYes},     // the yes said first
		{"oui, ajoutez-en 3", IntentConfirm, DecisionYes},                // more of the same
		{"wakha, zid lia 3 d zit argan", IntentConfirm, DecisionYes},     // a count of the one shown
		{"yes add it, and send it to rabat", IntentConfirm, DecisionYes}, // "to" a place
		{"oui, ajoutez-en une aussi pour ma sœur", IntentConfirm, DecisionYes},
		{"lmohim, zidha", IntentConfirm, DecisionYes}, // "anyway"
		{"la, ma 3ndich lwe9t, mn b3d l3id", "", DecisionNo},
		{"not for me, thanks", "", DecisionNo},
		{"la machi liya", "", DecisionNo},
		{"no, it doesn't work for me", "", DecisionNo},
	})
}

// Round 24f: a no said by its reason alone — the sales awaited, not this
// month, the budget gone.
func TestRound24fReasonNo(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Huile d'argan"}})
	checkRound(t, shop, []roundCase{
		{"on attendra les soldes je pense", IntentCancel, DecisionNo},
		{"gonna wait for the summer sale", IntentCancel, DecisionNo},
		{"نتسناو التخفيضات ديال الصيف", IntentCancel, DecisionNo},
		{"machi had chhar a khouya", IntentCancel, DecisionNo},
		{"pas ce mois, désolée", IntentCancel, DecisionNo},
		{"lbudget tsala f l3id", IntentCancel, DecisionNo},
		{"الفلوس مشاو فالمدرسة", IntentCancel, DecisionNo},
		// hard negatives
		{"zidha, w ila kan chi solde golhali", "", unclear},     // a yes first, with its condition
		{"wait, is it on sale?", "", unclear},                   // asked
		{"ce mois-ci je la prends", IntentConfirm, DecisionYes}, // no "not"
		{"bghit wa7da khra, budget dyali fini", "", unclear},    // another wanted
		{"had chhar ghanchri bzaf", "", unclear},                // this month, no not
	})
}
