package i18n

import "testing"

// Sixth round (issue 11): a reason said in excess refuses alone, "until
// a time" waits, a Darija progressive verb is what the shopper is doing
// (no answer), "not understood" is no answer, "ah" with an okay spelling
// is "oh, I see", put-in and book verbs take an object.
func TestParseDecisionRound6(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in   string
		want Decision
	}{
		// excess reasons refuse; a mild or denied one does not
		// "c trop cher" is "c'est trop cher" since the fourteenth round ("c"
		// is "c'est"), a no as that is; it was no answer while "c" was unknown
		{"ghalia bzaaf", DecisionNo}, {"c trop cher", DecisionNo}, {"c'est trop cher hh", DecisionNone},
		{"trop chère", DecisionNo}, {"too big for me", DecisionNo}, {"sghira 3liya a khti", DecisionNo},
		{"ghalia chwiya", DecisionNone}, {"ghalia", DecisionNone}, {"pas trop cher", DecisionNone},
		{"not too expensive", DecisionNone}, {"wakha walakin ghalia bzaf", DecisionNone},
		{"ok trop cher", DecisionNone},
		// until a time waits, even after "leave it"
		{"khalliha 7ta lghda", DecisionHold}, {"خليها حتى الليل", DecisionHold}, {"till tonight", DecisionHold},
		{"khalliha", DecisionNo},
		// a Darija progressive verb beside an answer is no answer
		{"la la kanktb l sahbti", DecisionNone}, {"la kanhdr m3a khti", DecisionNone},
		// not understood
		{"ma fhmtch", DecisionNone}, {"ma fhemt walo", DecisionNone}, {"مافهمتش والو", DecisionNone},
		{"ما تزيد والو", DecisionNo}, {"walo", DecisionNo},
		// "ah" + okay
		{"ah okey", DecisionAmbiguous}, {"ah oki", DecisionAmbiguous}, {"ah okey zidha", DecisionYes},
		// put in, book, send
		{"dakhlha", DecisionYes}, {"dkhlha l panier", DecisionYes}, {"7jzha liya", DecisionYes},
		{"ma tdakhlhach", DecisionNo}, {"احجزها ليا", DecisionYes}, {"دخلها", DecisionYes},
	}
	for _, c := range cases {
		if got := ParseDecision(c.in); got != c.want {
			t.Errorf("ParseDecision(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// "See you (later)" is a goodbye, never "later" (a no).
func TestSeeYouIsGoodbye(t *testing.T) {
	t.Parallel()
	for _, s := range []string{"nchoufkom mn b3d nchallah", "نشوفكم من بعد", "nchofk ghda"} {
		if got := ParseDecision(s); got != DecisionNone {
			t.Errorf("ParseDecision(%q) = %q, want none", s, got)
		}
		if got := Understand(s).Intent; got != IntentBye {
			t.Errorf("Understand(%q).Intent = %q, want bye", s, got)
		}
	}
}

// A product named in a story is no search; asked for, or with a slot, it is.
func TestChitChatWithProducts(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan satin vert", "Tajine en argile 30 cm", "Babouches femme"}})
	cases := []struct {
		in   string
		want Intent
	}{
		{"my cousin wore a caftan at her wedding", IntentUnknown}, {"sahbti chrat mnkom tajine l3am li fat", IntentUnknown},
		{"bghit caftan", IntentProductSearch}, {"caftan vert", IntentProductSearch}, {"tajine 30 cm", IntentProductSearch},
		{"babouches", IntentProductSearch},
	}
	for _, c := range cases {
		if got := shop.Understand(c.in).Intent; got != c.want {
			t.Errorf("Understand(%q).Intent = %s, want %s", c.in, got, c.want)
		}
	}
}

// A problem or objection denied says yes; a worry denied reassures (a yes
// only beside a yes verb); listed phrases ("never mind") keep their meaning.
func TestReassurance(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in   string
		want Decision
	}{
		{"ma 3ndi ta mochkil, sifetha", DecisionYes}, {"makaynch mochkil", DecisionYes}, {"لا أمانع", DecisionYes},
		{"no objection", DecisionYes}, {"ça ne me gêne pas, ajoutez-la", DecisionYes}, {"la tkhafi zidiha", DecisionYes},
		{"la tkhaf", DecisionNone}, {"don't worry", DecisionNone}, {"machi ghalia, zidha", DecisionYes},
		{"pas trop cher", DecisionNone}, {"never mind", DecisionNo}, {"no i changed my mind", DecisionNo},
		{"لا شكرا", DecisionNo}, {"la tkhaf, ma bghitch", DecisionNo}, {"n'hésitez pas", DecisionNone},
	}
	for _, c := range cases {
		if got := ParseDecision(c.in); got != c.want {
			t.Errorf("ParseDecision(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// How the shopper pays or is delivered beside a yes verb is still a yes;
// Standard Arabic order verbs take their object.
func TestRound6YesForms(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in   string
		want Decision
	}{
		{"zidha, ghadi nkhlles cash", DecisionYes}, {"sift liya tswira dyalha", DecisionNone},
		{"أتممي الطلب من فضلك", DecisionYes}, {"ضعيها في السلة", DecisionYes}, {"اطلبيها ليا", DecisionYes},
		{"wakha ghadi nfker", DecisionAmbiguous}, {"ghadi nchouf", DecisionHold},
	}
	for _, c := range cases {
		if got := ParseDecision(c.in); got != c.want {
			t.Errorf("ParseDecision(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// An answer followed by why; a small count after a yes verb; the last of
// repeated nos denies.
func TestRound6Clauses(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in   string
		want Decision
	}{
		{"la ma bghitch rah chrit wa7da lbareh", DecisionNo}, {"zidha rah kanqelleb 3liha mn zman", DecisionYes},
		{"zidha rah ma 3ndich lflous", DecisionNone}, {"la, rah zwina", DecisionNone},
		{"ajoute 3 stp", DecisionYes}, {"ok 3", DecisionNone}, {"zidha 300", DecisionNone}, {"je prends 2", DecisionNone},
		{"la la 3adi", DecisionYes}, {"لا، لا مانع", DecisionYes}, {"ما تسجلهاش", DecisionNo},
	}
	for _, c := range cases {
		if got := ParseDecision(c.in); got != c.want {
			t.Errorf("ParseDecision(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// "The same one, in another colour" refines the cards shown; a product
// named without "same" is still a search.
func TestSameAsShownRefines(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan satin vert", "Babouches femme"}})
	cases := []struct {
		in   string
		want Intent
	}{
		{"bghit nfs lmodel f lwardi", IntentRefine}, {"same style in brown?", IntentRefine}, {"نفس الموديل بالأزرق", IntentRefine},
		{"caftan f lwardi", IntentProductSearch},
	}
	for _, c := range cases {
		if got := shop.Understand(c.in).Intent; got != c.want {
			t.Errorf("Understand(%q).Intent = %s, want %s", c.in, got, c.want)
		}
	}
}

// Standard Arabic negation before a verb of liking, wanting or fitting
// refuses; an apology is a filler beside the answer.
func TestRound6Refusals(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in   string
		want Decision
	}{
		{"لم تعجبني القطعة", DecisionNo}, {"لن أشتريها", DecisionNo}, {"لا أوافق", DecisionNo}, {"لا أرغب فيه", DecisionNo},
		{"لا تقلق", DecisionNone}, {"sorry, no", DecisionNo}, {"désolé, oui ajoutez-la", DecisionYes}, {"sorry", DecisionNone},
		{"sorry?", DecisionNone}, {"ma khasnich", DecisionNo},
	}
	for _, c := range cases {
		if got := ParseDecision(c.in); got != c.want {
			t.Errorf("ParseDecision(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
