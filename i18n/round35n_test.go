package i18n

import "testing"

// Round 35n (round35n.go): the first person's verb of buying, taking or
// adding negated, with no condition, question or time beside it, is a
// no; the near misses the corpus splits or reads otherwise are left.
func TestRound35nNegatedBuy(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Théière", "Tajine", "Couscoussier"}})
	checkRound(t, shop, []roundCase{
		{"I won't be purchasing this item", IntentCancel, DecisionNo},
		{"i like it, but i'm not buying it", IntentCancel, DecisionNo},
		{"je ne souhaite pas ajouter ce produit", IntentCancel, DecisionNo},
		{"merci beaucoup pour votre aide mais je ne vais rien prendre aujourd'hui", IntentCancel, DecisionNo},
		{"elle est belle mais je la prends pas", IntentCancel, DecisionNo},
		{"mzyana walakin ma ghadich nakhodha", IntentCancel, DecisionNo},
		{"chokran bzaf 3la lkhdma, walakin ma ghadich nchri", IntentCancel, DecisionNo},
		{"أتمنى لكم التوفيق، لكن لن أشتريها", IntentCancel, DecisionNo},
		{"غير كنسول، ما غاديش نشري", IntentCancel, DecisionNo},
		// a no, the request after it kept
		{"la, ma ghadich nakhod tajine, bghit couscoussier", "", DecisionNo},
		// near misses: a condition, a question, a time, a yes after, a want
		// alone, someone else's verb
		{"moins de 500dh, sinon ma ghadich nakhod", "", unclear},
		{"lla 3lach ma nakhodhach, zidha", "", DecisionYes},
		{"je ne vais pas acheter sans avoir parlé à un responsable d'abord", "", unclear},
		{"ma ghadich nchriha daba, ghadi nchouf mn b3d", "", DecisionHold},
		{"ce serait bête de pas le prendre, ajoute", "", DecisionYes},
		{"ma bghitch nstenna, zidha", "", DecisionYes},
		{"mon mari ne veut pas l'acheter", "", unclear},
	})
}
