package i18n

import "testing"

// Round 36a (round36a.go): the shopper's own want negated, the card its
// object, nothing, a demonstrative or a verb of buying after it, or
// closing its clause, is a no; the near misses the corpus splits or
// reads otherwise are left.
func TestRound36aWantRefused(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Théière", "Tajine", "Couscoussier"}})
	checkRound(t, shop, []roundCase{
		// the card its object
		{"la a khti, ma bghitouch", IntentCancel, DecisionNo},
		{"hiya zwina walakin ma bghithach 7it lon ma 3jbnich", IntentCancel, DecisionNo},
		{"شكرا بزاف، ما بغيتهاش", IntentCancel, DecisionNo},
		{"شكرا جزيلا، لكن لا أريدها", IntentCancel, DecisionNo},
		{"merci mais je n'en veux pas finalement", IntentCancel, DecisionNo},
		{"thanks for showing me, but I don't want this one", IntentCancel, DecisionNo},
		// closing its clause, nothing, this, a verb of buying
		{"fin ghadi nhetha f dar, ma bghitch", IntentCancel, DecisionNo},
		{"ma bghit 7ta 7aja lyoum, shokran", IntentCancel, DecisionNo},
		{"ma bghitch had tajine a khoya", IntentCancel, DecisionNo},
		{"لا، ما بغيتش نكمل الكوموند", IntentCancel, DecisionNo},
		{"لا أرغب في شرائه، شكرا", IntentCancel, DecisionNo},
		// near misses: a yes verb after, another asked for, a price, a
		// person, a condition, a question, "only", a wait, a want said,
		// the second person, a yes in its clause
		{"ma bghitch nfker bzaf, zidha", "", DecisionYes},
		{"je n'en veux pas d'autre, c'est celle-là", "", unclear},
		{"ma bghitch nfout 400 dh", "", unclear},
		{"ma bghitch robot, bghit bnadem", "", unclear},
		{"ila kanat ghalia ma bghitch", "", unclear},
		{"ma bghithach ghir f lkhdar", "", unclear},
		{"la daba ma bghitch, ghadi nfker", "", DecisionHold},
		{"bghit wa7da khra, ma bghitch", "", unclear},
		{"kif ma bghiti nta", "", unclear},
		{"wakha walakin ma bghitch", "", unclear},
		{"yes but plus cher ma bghitch", "", unclear},
		{"ma bghitch nchri chi haja ma katsalhch", "", unclear},
	})
}
