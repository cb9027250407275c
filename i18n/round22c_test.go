package i18n

import "testing"

// Round 22c: more of a yes that runs on (round22c.go). Messages written
// for this test, not copied from a corpus file: the shopper still there
// before the yes, a no said twice, "why would I say no", one for
// someone, a date, an "if" that only asks it be in stock or wishes for a
// gift, "celle-là", "my other items", a "but" telling of an earlier
// order, the invoice on WhatsApp, an after-sale question, a plain yes
// then delivery to a town; and the hard negatives each must leave alone.
func TestRound22cYesRunsOn(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière"}})
	checkRound(t, shop, []roundCase{
		// still there, or back from a call, before the yes
		{"ana mazal hna, wakha dirha", IntentConfirm, DecisionYes},
		{"rani hna, iyeh 7ottha", IntentConfirm, DecisionYes},
		{"i'm still here, yes add it", IntentConfirm, DecisionYes},
		{"je suis toujours là, oui mettez-la", IntentConfirm, DecisionYes},
		{"مازلت هنا، نعم أضفها", IntentConfirm, DecisionYes},
		{"سمح ليا كانت عندي خدمة، واخا زيدها", IntentConfirm, DecisionYes},
		{"smhli kont f tomobil, iyeh zidha", IntentConfirm, DecisionYes},
		{"mazal, ma zidhach", "", DecisionHold},
		{"mazal hna", "", DecisionHold}, // as before: no yes
		{"yes i'm here", "", unclear},
		{"mazal ma 9rrt, zidha mn b3d", "", unclear},
		// a no said twice denies the doubt; once, or with a but, it does not
		{"nonon, mettez-la", IntentConfirm, DecisionYes},
		{"لالا، زيدها", IntentConfirm, DecisionYes},
		{"no no, add it", IntentConfirm, DecisionYes},
		{"no, add the other one", "", unclear},
		{"la la, zidha walakin mn b3d", "", unclear},
		{"non non, ajoutez pas", "", DecisionNo},
		// a no said twice, then only that it is wanted
		{"nonon je la veux, mettez-la", IntentConfirm, DecisionYes},
		{"لا لا، بغيتها، حطها", IntentConfirm, DecisionYes},
		{"no no, i really want it, put it in", IntentConfirm, DecisionYes},
		{"la la ma bghitha, zidha", "", unclear},
		{"no no i want the other one, add it", "", unclear},
		{"la la bghit nchouf, zidha", "", unclear},
		// the doubt denied before the verb says the yes
		{"la a sahbi ma kayn mochkil, sifetha", IntentConfirm, DecisionYes},
		{"je vois pas pourquoi dire non, mettez-la", IntentConfirm, DecisionYes},
		{"ما كاين علاش نقول لا، دخلها", IntentConfirm, DecisionYes},
		{"ma kayn mochkil, sift liya tswira", "", unclear},
		// one for someone: a count, not "someone"
		{"iyeh dir liya jouj, wa7ed liya w wa7ed l khti", IntentConfirm, DecisionYes},
		{"واخا حط ليا جوج، واحد ليا وواحد لصاحبتي", IntentConfirm, DecisionYes},
		{"واخا زيدها، واش كاين شي واحد نهضر معاه؟", "", unclear},
		{"wakha zid wa7ed akhor", "", unclear},
		// a date beside "next", "last", "other"
		{"ok add it, the party is next week", IntentConfirm, DecisionYes},
		{"oui ajoutez-la, c'est pour le mois prochain", IntentConfirm, DecisionYes},
		{"إيه زيدها، راه العرس ف آخر الشهر", IntentConfirm, DecisionYes},
		{"ok add it and show me the next one", "", unclear},
		{"wakha zid lakhra", "", unclear},
		// "celle-là", "my other items"
		{"d'accord je prends celle-là", IntentConfirm, DecisionYes},
		{"yes put it with my other items", IntentConfirm, DecisionYes},
		{"oui ajoutez les autres aussi", "", unclear},
		{"yes add the other ones", "", unclear},
		// an "if" that only asks it be still there, or wishes for a gift
		{"iyeh 7ottha ila mazala kayna", IntentConfirm, DecisionYes},
		{"oui ajoutez-la si elle est encore disponible", IntentConfirm, DecisionYes},
		{"نعم أضفها إذا كانت متوفرة", IntentConfirm, DecisionYes},
		{"yes add it, and if there's a free gift even better", IntentConfirm, DecisionYes},
		{"oui si elle est en stock", "", unclear},
		{"oui ajoutez-la si elle est disponible avec le plateau", "", unclear},
		{"zidha ila kant mazal f lkhdar", "", unclear},
		{"oui ajoutez-la si elle est disponible en 40", "", unclear},
		{"wakha zidha ila kant livraison fabor", "", unclear},
		{"ila mazal kayna zidha", "", unclear},
		{"yes add it if it's cheaper", "", unclear},
		// a but that only tells of an earlier order
		{"ok add it, but last time the parcel came late", IntentConfirm, DecisionYes},
		{"oui ajoutez, mais la dernière fois le colis était abîmé", IntentConfirm, DecisionYes},
		{"wakha zidha walakin lmra li fatet ghalya, dirha f lk7el", "", unclear},
		{"wakha zidha walakin f lk7el", "", unclear},
		{"ok add it but later", "", unclear},
		// where to send the invoice
		{"iyeh zidha w sift liya lfatura f whatsapp", IntentConfirm, DecisionYes},
		{"oui ajoutez et envoyez la facture par email", IntentConfirm, DecisionYes},
		{"wakha zidha w tsl biya f whatsapp", "", unclear},
		{"bghit nhder m3akom f whatsapp", "", unclear},
		// an after-sale question after the verb
		{"wakha zidha, wach katghsl f lmachine?", IntentConfirm, DecisionYes},
		{"ok je la prends. Vous pouvez l'emballer ?", IntentConfirm, DecisionYes},
		{"نعم أضفها، هل يمكن إرجاعها؟", IntentConfirm, DecisionYes},
		{"yes add it, can i return it?", IntentConfirm, DecisionYes},
		{"wakha zidha, wach kayna f lk7el?", "", unclear},
		{"yes add it, can you wrap it for 50 dh?", "", unclear},
		{"add it?", "", unclear},
		{"wash it?", "", unclear},
		// more, a yes and a verb with how many
		{"iyeh zid 3 please, wa7da liya w jouj l khwati", IntentConfirm, DecisionYes},
		{"wakha zid wrini khrin", "", unclear},
		// a plain yes then delivery to a town: asked again since round 36u
		// (README's round-28 ruling; the seen corpus labels 19 such lines unclear (the newer files), 29 older ones a yes)
		{"oui, vous livrez à Tinghir ?", IntentProductQuestion, unclear},
		{"نعم، هل توصلون إلى ميدلت؟", IntentProductQuestion, unclear},
		{"wakha, wach katwslo l zagora?", IntentProductQuestion, unclear},
		{"yes, but do you deliver to Azrou?", "", unclear},
		{"ok, la livraison à Midelt c'est combien ?", "", unclear},
		{"wakha?", "", unclear},
		{"ok i'll think about it, do you deliver to azrou?", "", unclear},
		{"la, ghadi nchriha mn 3nd wa7ed f azrou", "", DecisionNo},
	})
}
