package i18n

import "testing"

// Round 39y (round39y.go): "zidou" closing the message after another
// clause, a price conceded then the card taken, and a yes hurried
// "before there are none left" read a yes; the near misses (a colour
// before "zidou", "zidou" with a second object, under a condition, a
// price left hanging, too dear for the shopper, an excess, a joke, the
// dear one picked, a doubt told, a refusal, a wait or a time after "avant", asked) stay as
// they were.
func TestRound39yYesShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Théière", "Tajine", "Couscoussier", "Babouches"}})
	checkRound(t, shop, []roundCase{
		// "zidou" closing
		{"hadi hiya li kont baghi, zidou", IntentConfirm, DecisionYes},
		{"ما كاين مشكل، زيدو عافاك", IntentConfirm, DecisionYes},
		{"ana rj3t 3la tajine, zido", IntentConfirm, DecisionYes},
		// a price conceded, then taken
		{"ghalia chi chwiya walakin dirha", IntentConfirm, DecisionYes},
		{"واخا غالية، دخلها ليا", IntentConfirm, DecisionYes},
		{"un peu cher mais je prends", IntentConfirm, DecisionYes},
		{"expensive but fine, add it", IntentConfirm, DecisionYes},
		// hurried
		{"oui vite avant qu'il n'en reste plus", IntentConfirm, DecisionYes},
		{"mettez-la avant qu'elle soit épuisée", IntentConfirm, DecisionYes},
		// near misses
		{"kolchi zwin, zido kolchi", "", unclear},
		{"ila kant f 42 zidou", "", unclear},
		{"ghalia walakin tstahel", "", unclear},
		{"ghalia 3liya walakin zidha", "", unclear},
		{"trop cher mais mettez-la", "", unclear},
		{"cher mais je blague, je prends", "", unclear},
		{"je prends la moins chère mais ajoute vite", "", unclear},
		{"ghalia chwiya walakin ma3rftch wach nakhodha", "", unclear},
		{"ghalia bzaf, la ma tzidhach", IntentCancel, DecisionNo},
		{"ghalia walakin zidha?", "", unclear},
		{"oui mais avant je veux voir la photo", "", unclear},
		{"avant qu'il n'y en ait plus?", "", unclear},
	})
}
