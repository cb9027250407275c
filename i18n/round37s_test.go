package i18n

import "testing"

// Round 37s (round37s.go): the cards shown disliked or unfit as a group,
// then more or others asked for, either order: a no with the request's
// intent. The near misses the corpus splits, and the vetoes, stay as
// they were.
func TestRound37sTheseDislikedThenMore(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Théière", "Tajine", "Couscoussier", "Babouches"}})
	checkRound(t, shop, []roundCase{
		// a like negated, before or after the request
		{"ma3jbounich hado, wrini chi 7aja khra", IntentShowMore, DecisionNo},
		{"show me more, hado ma3jbounich", IntentShowMore, DecisionNo},
		{"a sidi ma3jbounich hado ga3, wrini khrin", IntentShowMore, DecisionNo},
		{"not really feeling these, can I see others?", IntentShowMore, DecisionNo},
		{"these aren't really my style, anything else?", IntentShowMore, DecisionNo},
		{"elles ne me plaisent pas, rien d'autre en stock ?", IntentShowMore, DecisionNo},
		{"je les aime pas, montrez moi d autres paires", IntentShowMore, DecisionNo},
		{"لا يعجبني أي منها، عندكم أشياء أخرى؟", IntentShowMore, DecisionNo},
		{"hado ma kayjiwch m3a dar dyali, wrini khrin", IntentShowMore, DecisionNo},
		// a fault, dear with "all" or "too"
		{"these are ugly, sorry, show me others", IntentShowMore, DecisionNo},
		{"هاد الموديلات قدام، ما كاينش شي جديد؟", IntentShowMore, DecisionNo},
		{"hado kamlin ghalyin, wrini khrin", IntentShowMore, DecisionNo},
		{"more options please, hado ghalyin bzaf", IntentShowMore, DecisionNo},
		// vetoed: a doubt, the fault denied, a but, an add, a condition,
		// "for now", a question about the cards, a like said
		{"not sure i like these, show me more", "", DecisionHold},
		{"these aren't too expensive, show me more", "", unclear},
		{"hado machi khaybin, wrini ktar", "", unclear},
		{"these aren't my style but show me more", "", unclear},
		{"ma3jbounich hado, walakin zidhom f lpanier", "", unclear},
		{"hado ma3jbounich ila kan chi akhor wrini", "", unclear},
		{"encore svp, rien ne me plaît pour l'instant", "", unclear},
		{"wach ma3jbounikch hado? wrini khrin", "", unclear},
		{"3jbouni walakin bghit nchouf ktar", "", unclear},
		{"i like these, show me more", "", unclear},
		{"show me more like these", "", unclear},
		// left, the corpus splitting: softened, dear bare, a colour
		// refined
		{"had chi ma3jbnich bzaf, wrini modelat okhrin", "", unclear},
		{"y en a pas d'autres ? ceux-là me plaisent pas trop", "", unclear},
		{"autres choix? hado ghalyin", "", unclear},
		{"other colours? had lon ma3jbnich", "", unclear},
	})
}
