package i18n

import "testing"

// Round 38s (round38s.go): the card praised but something better
// wanted, judged first then others asked, praised but "not mine", the
// wallet saying no: a no, the request's intent kept. The near misses the
// corpus labels otherwise stay as they were.
func TestRound38sPraisedOrJudgedThenElse(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Théière", "Tajine", "Couscoussier", "Babouches", "Portefeuille cuir"}})
	checkRound(t, shop, []roundCase{
		// praised, then something better or other wanted
		{"zwina walakin bghit chi 7aja ktar chic", "", DecisionNo},
		{"pas mal mais je cherche un truc plus moderne", "", DecisionNo},
		{"nice but i want something classier", "", DecisionNo},
		{"جميلة لكن أبحث عن شيء أفخم", "", DecisionNo},
		// judged first, then others asked
		{"trop ringard, vous avez d'autres modèles ?", IntentShowMore, DecisionNo},
		{"bof, montrez moi autre chose", IntentShowMore, DecisionNo},
		{"too plain for my taste, show me others", IntentShowMore, DecisionNo},
		{"this isn't for me, any other ones?", IntentShowMore, DecisionNo},
		{"ma3jbni walo, wrini modelat khrin", IntentShowMore, DecisionNo},
		{"d'autres modèles svp, ma 3jbni walo", IntentShowMore, DecisionNo},
		// praised, but not one's own; the wallet says no
		{"zwina bzaf walakin machi dyali", IntentCancel, DecisionNo},
		{"c'est beau mais pas pour moi, merci", IntentCancel, DecisionNo},
		{"my wallet says no 😅", IntentCancel, DecisionNo},
		{"lbztam dyali kaygol la hhh", IntentCancel, DecisionNo},
		// vetoed: more of the same to see or compare, the card itself
		// changed, a question of stock, "not mine" then whom it is for,
		// the heart saying yes, a size judged, the judgment after "zid"
		{"zwina walakin bghit nchouf ktar 9bel", "", unclear},
		{"joli mais je voudrais comparer avec d'autres", "", unclear},
		{"mzyana walakin bghitha b kmam twal", "", unclear},
		{"zwina walakin kayna b l7mer?", "", unclear},
		{"pas mal mais je veux plus de choix avant de décider", "", unclear},
		{"mon cœur dit oui mais mon portefeuille dit non", "", unclear},
		{"show me other rugs, these are too big for my room", "", unclear},
		{"zid 3afak, ma3jbni ta wa7ed", "", unclear},
		{"other colours? lk7el ma3jbnich", "", unclear},
		{"un caftan classique pas trop cher, max 1000", "", unclear},
	})
}
