package i18n

import "testing"

// Round 24l (round24l.go): false yeses (and a false no) a reviewer wrote,
// with variants of each shape written for this test, and the hard
// negatives each rule must leave a yes.
func TestRound24lShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Huile d'argan",
		"Lampe en cuivre", "Plateau rond"}})
	checkRound(t, shop, []roundCase{
		// "hmm ok" then a verb, with a later, another thing or another's cart after it
		{"hmm ok, put it in tomorrow", "", unclear},
		{"hmm ok, add it after payday", "", unclear},
		{"hmm ok put it in for my sister's order", "", unclear},
		{"hmm ok put it in my sister's cart", "", unclear},
		{"hmm ok add the lamp too", "", unclear},
		{"hmm ok add it tomorrow", "", unclear},
		{"hmm ok add it to my mom's cart", "", unclear},
		// scorn
		{"yah sure, like that's happening", "", unclear},
		{"vale, y yo soy el rey", "", unclear},
		{"vale, y yo soy el papa", "", unclear},
		// time asked for: a wait
		{"zid liya tlata ayam", IntentHold, DecisionHold},
		{"zid liya jouj ayam", IntentHold, DecisionHold},
		{"zid liya nhar", IntentHold, DecisionHold},
		{"zid liya simana", IntentHold, DecisionHold},
		{"زيد ليا الوقت", IntentHold, DecisionHold},
		{"زيد ليا يومين", IntentHold, DecisionHold},
		{"zid liya chwiya d lwa9t", IntentHold, DecisionHold},
		// a cut or a code put in: a bargain
		{"7ot liya had lcode promo", "", unclear},
		{"7ot liya coupon", "", unclear},
		{"dir liya remise", "", unclear},
		{"dir liya tkhfid", "", unclear},
		{"dir liya takhfid 3afak", "", unclear},
		{"dir liya chi 9ta3", "", unclear},
		// thinking it over or asking first after the yes: a wait
		{"ne la supprimez pas, gardez-la dans le panier, je réfléchis", IntentHold, DecisionHold},
		{"yes and don't forget, I'm asking my wife first", IntentHold, DecisionHold},
		{"ok add it, i'm asking my husband first", IntentHold, DecisionHold},
		// a period to come
		{"7ot liya jouj f chhar jay", "", unclear},
		{"ah 7ot liya jouj f chhar jay", "", unclear},
		{"zid liya wa7da f simana jaya", "", unclear},
		// someone else's cart
		{"no, seriously, add it to my sister's cart", "", unclear},
		{"add it to my mom's cart", "", unclear},
		{"mettez-la dans le panier de ma sœur", "", unclear},
		{"7otha f lpanier d khti", "", unclear},
		// one product picked over another: asked again, never a no
		{"mon mari dit ok pour la table, pas la lampe", "", unclear}, // the intent is the model's alone (round 26a)

		// hard negatives
		{"hmm ok, add it", IntentConfirm, DecisionYes},
		{"hmm ok add it please", IntentConfirm, DecisionYes},
		{"hmm ok, add it for my mom", IntentConfirm, DecisionYes},
		{"hmm ok put it in for my sister", IntentConfirm, DecisionYes},
		{"hmm ok add it to my cart", IntentConfirm, DecisionYes},
		{"hmm ok add 2 please", IntentConfirm, DecisionYes},
		{"zid liya jouj", IntentConfirm, DecisionYes},
		{"zid liya jouj 3afak", IntentConfirm, DecisionYes},
		{"zid liya wa7da", IntentConfirm, DecisionYes},
		{"7ot liya tlata", IntentConfirm, DecisionYes},
		{"yah sure, add it", IntentConfirm, DecisionYes},
		{"ok add it for my sister", IntentConfirm, DecisionYes},
		{"ok add it for my sister, she'll love it", IntentConfirm, DecisionYes},
		{"add it to my cart please", IntentConfirm, DecisionYes},
		{"vale", IntentConfirm, DecisionYes},
		{"vale a sahbi, zidha", IntentConfirm, DecisionYes},
		{"vale vale, dakhlha", IntentConfirm, DecisionYes},
		{"wakha zidha rah bghitha l nhar lkhmis 3nd khti", IntentConfirm, DecisionYes}, // a date, no time asked
		{"yes pls add it, my wedding is next month", IntentConfirm, DecisionYes},       // a reason
		{"zidha, taman mzyan", IntentConfirm, DecisionYes},
		{"ok pour moi, pas de souci", IntentConfirm, DecisionYes},
		// a Spanish yes, then only a Spanish verb of putting in
		{"vale, añádelo", IntentConfirm, DecisionYes},
		{"claro, ponlo por favor", IntentConfirm, DecisionYes},
		{"claro que no, añádelo", "", unclear},
		{"vale, gracias", "", unclear},
	})
}
