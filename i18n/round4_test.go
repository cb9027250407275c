package i18n

import "testing"

// Fourth round (issue 11): "don't forget" asks for what follows, a no
// with a negated verb is not a denied reason, "no problem" said more
// ways, put and forget verbs negated.
func TestParseDecisionRound4(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in   string
		want Decision
	}{
		{"don't forget to send it", DecisionYes}, {"لا تنساها صيفطها", DecisionYes}, {"la tnsach tsiftha", DecisionYes},
		{"n'oubliez pas de l'envoyer", DecisionYes}, {"don't forget to cancel it", DecisionNo},
		{"don't forget", DecisionNone}, {"ma tnsawhach", DecisionNone}, {"don't send it", DecisionNo},
		{"la mabghitch hadchi", DecisionNo}, {"pas trop cher", DecisionNone}, {"machi ghalia", DecisionNone},
		{"ma t7ettihach", DecisionNo}, {"لا مشكل زيدها", DecisionYes}, {"no problem at all", DecisionYes},
		{"aucun problème", DecisionYes}, {"non, je ne confirme pas", DecisionNo}, {"non je la veux plus", DecisionNo},
		{"no i'm just browsing", DecisionNo}, {"wakha, tfdl", DecisionYes}, {"واخا زيد جوج", DecisionYes},
		{"iyeh sifteha", DecisionYes}, {"ma sifetehach", DecisionNo}, {"la tzidha", DecisionNo},
		{"la bas 3lik", DecisionNone}, {"wakha, la bas w nta", DecisionNone}, {"la bas", DecisionYes},
		{"wakha sifto ghda", DecisionYes}, {"send it tomorrow", DecisionYes}, {"dont send it tomorrow", DecisionNo},
		{"wakha ghda", DecisionAmbiguous}, {"no pb", DecisionYes},
		{"send me a photo of it", DecisionNone}, {"sift liya tswira khra", DecisionNone}, {"sifto l fes", DecisionYes},
		{"la, ma 3jbnich tissu dyalha", DecisionNo}, {"no-show", DecisionNone}, {"là-bas", DecisionNone},
		{"cancel my subscription", DecisionNone}, {"annule ma commande", DecisionNo}, {"annule-la stp", DecisionNo},
		{"vas-y", DecisionYes}, {"ajoutez-la", DecisionYes},
		{"la la ma kayn mochkil", DecisionYes}, {"la fin lmochkil, zidha", DecisionYes}, {"la ana mabghit walo daba", DecisionNo}, {"la bghit ghir nchouf", DecisionNo},
	}
	for _, c := range cases {
		if got := ParseDecision(c.in); got != c.want {
			t.Errorf("ParseDecision(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// A position named beside a word or two no list knows is a pick in a
// shop; beside an answer word, a product, a noun or a number alone it is
// not, and without a vocabulary any unknown word may be a product.
func TestLoosePick(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Babouches en cuir"}})
	picks := map[string]int{
		"lakhra f liste": OrdinalLast, "la deuxieme me plait": 2, "lakhira 3afak": OrdinalLast, "آخر واحد": OrdinalLast,
		"akhir wa7da": OrdinalLast, "ewel wa7da": 1, "lwal 3afak": 1, "the final one": OrdinalLast, "التانيا": 2,
		"la première m'intéresse": 1, "bghit lwla ila 3afak": 1, "التالتة عجباتني": 3,
	}
	for in, want := range picks {
		if u := shop.Understand(in); u.Intent != IntentSelect || u.Ordinal != want {
			t.Errorf("Understand(%q) = %s/%d, want select/%d", in, u.Intent, u.Ordinal, want)
		}
	}
	// "tania tajine" was here until the fourteenth round: a short position
	// beside the thing it picks is a pick when the classifier is sure (the
	// corpus labels all five such lines select; TestPickWithProduct).
	for _, in := range []string{"let me think about it first", "second hand phone", "2 kbar", "wa7da khra",
		"واحد آخر", "lwla hiya lli bghit f tajine kbir bzaf"} {
		if u := shop.Understand(in); u.Intent == IntentSelect {
			t.Errorf("shop.Understand(%q) = select %d, want no pick", in, u.Ordinal)
		}
	}
	if u := Understand("lakhra f liste"); u.Intent == IntentSelect {
		t.Errorf("Understand without a vocabulary picked %d beside unknown words", u.Ordinal)
	}
}

// A destination after a preposition may sit in a loose yes even when the
// shop names a product after the city; ranks said with "lli" pick.
func TestRound4Shop(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"T-shirt Marrakech blanc", "Tajine en argile 30 cm"}})
	cases := []struct {
		in     string
		intent Intent
		super  string
	}{
		{"yes please send it to marrakech", IntentConfirm, ""}, {"sifetha l marrakech", IntentConfirm, ""},
		{"t-shirt marrakech", IntentProductSearch, ""},
		{"lli ghalia", IntentSelect, SuperPriciest}, {"lli kbira fihom", IntentSelect, SuperBiggest},
		{"hadik lbyda", IntentSelect, ""},
	}
	for _, c := range cases {
		if u := shop.Understand(c.in); u.Intent != c.intent || u.Superlative != c.super {
			t.Errorf("Understand(%q) = %s/%q, want %s/%q", c.in, u.Intent, u.Superlative, c.intent, c.super)
		}
	}
	// "wakha marrakech" (ok, marrakech) was a search here until the
	// fifteenth round, whose classifier, trained on heldout12 too, reads it
	// unknown (asked again); what the case is for stays: no yes.
	if u := shop.Understand("wakha marrakech"); u.Decision != DecisionNone || (u.Intent != IntentProductSearch && u.Intent != IntentUnknown) {
		t.Errorf("Understand(%q) = %s/%q, want a search or unknown, no answer", "wakha marrakech", u.Intent, u.Decision)
	}
}
