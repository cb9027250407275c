package i18n

import "testing"

// Round 24i (round24i.go): conditions on a yes, and yeses the rules
// missed. Messages written for this test, not copied from a corpus
// file, and the hard negatives each must leave alone.
func TestRound24iConditions(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Huile d'argan"}})
	checkRound(t, shop, []roundCase{
		// a condition on the yes: asked again, never a yes
		{"آه زيدها إلا نقصتي فالثمن", "", unclear},
		{"واخا زيدها إلا وصلات قبل السبت", "", unclear},
		{"إيه دخلها إلا جات بالأحمر", "", unclear},
		{"زيدها إلا جا فالوقت", "", unclear},
		{"ah zidha ila nqsti chwiya", "", unclear},
		{"wakha zidha ila wslat qbel l3id", "", unclear},
		{"iyeh zidha ilaa kant f lkhdar", "", unclear},
		{"zidha la kan taman na9es", "", unclear},
		{"ok dkhlha lakan fiha livraison fabor", "", unclear},
		{"نعم أضفها إذا خفضت السعر", "", unclear},
		{"نعم أضفها لو خفضت السعر", "", unclear},
		{"oui ajoutez si vous baissez le prix", "", unclear},
		{"oui ajoutez-le à condition qu'il arrive lundi", "", unclear},
		{"yes add it only if it ships by friday", "", unclear},
		{"yes add it as long as shipping is free", "", unclear},
		{"yes put it in unless it ships after monday", "", unclear},
		{"sí, añádelo si llega antes del lunes", "", unclear},
		{"sí añádelo solo si baja el precio", "", unclear},
		// a yes then a later, a yes then no, another product, asked back
		{"oui mais pas maintenant", "", unclear},
		{"yes add it but not now", "", unclear},
		{"iyeh zidha walakin machi daba", "", unclear},
		{"oui, ajoutez-le... non attendez", "", unclear},
		{"yes add it... no wait", "", unclear},
		{"iyeh zidha... la sber", "", unclear},
		{"oui ajoutez-le demain", "", unclear},
		{"yes add it next week", "", unclear},
		{"yes I'll add it later myself", "", unclear},
		{"إيه غانزيدها من بعد", "", unclear},
		{"نعم ولكن ليس الآن", "", unclear},
		{"oui ajoutez plutôt le rouge", "", unclear},
		{"yes add the blue one instead", "", unclear},
		{"wakha zid lkhor machi hada", "", unclear},
		{"oui pour la théière, pas pour ce tajine", "", unclear},
		{"yes for the lamp, not this one", "", unclear},
		{"iyeh lwa7da lokhra machi hadi", "", unclear},
		{"oui? vous voulez que je l'ajoute?", "", unclear},
		{"yes? add what?", "", unclear},
		{"wach bghiti nzidha?", "", unclear},
		// someone else's yes about their own purchase, a mocking yes
		{"ma copine a dit oui pour le sien", "", unclear},
		{"my sister said yes to her order last week", "", unclear},
		{"khti galt iyeh l lkaftan dyalha", "", unclear},
		{"oh yes, add it, as if I had the money", "", unclear},
		{"ouais c'est ça, ajoute-le, comme si j'avais les sous", "", unclear},
		{"yeah right, add it, like i'd pay that much", "", unclear},
		// no condition: politeness, the thing still there, "only"
		{"نعم أضفها لو سمحت", IntentConfirm, DecisionYes},
		{"ما بغيت إلا هادي، زيدها", IntentConfirm, DecisionYes},
		{"زيدها إلا مازال كاينة", IntentConfirm, DecisionYes},
		{"واخا زيدها إلا ممكن", IntentConfirm, DecisionYes},
		{"اه زيدها، صيفطها غدا إلا قدرتو", IntentConfirm, DecisionYes},
		{"zidha ila momkin", IntentConfirm, DecisionYes},
		{"zidha ila 3afak", IntentConfirm, DecisionYes},
		{"zidha ila mazal f stock", IntentConfirm, DecisionYes},
		{"iyeh zidha, la kan momkin", IntentConfirm, DecisionYes},
	})
}
