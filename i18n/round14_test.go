package i18n

import "testing"

// Round fourteen (issue 11): yes words that cancel, no words that accept,
// and "not this one" before others asked for. Messages written for this
// test, not copied from a corpus file.

// A yes or an acknowledgment whose only no is a verb of removing or
// cancelling agrees to the removal: a no. A yes verb beside it, a no
// word, a negation, a wait, or "for me" after the verb (set aside) keep
// it from being one.
func TestYesRemoves(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		want Decision
	}{
		{"yes please remove it", DecisionNo},
		{"ok cancel the order", DecisionNo},
		{"oui, supprimez-la", DecisionNo},
		{"d'accord annule", DecisionNo},
		{"iyeh 7iydha", DecisionNo},
		{"wakha lghiha", DecisionNo},
		{"نعم احذفها", DecisionNo},
		{"واخا لغي الطلب", DecisionNo},
		// a yes verb too: which one is meant? ambiguous, asked again
		{"yes add it and remove it", DecisionAmbiguous},
		// a no word beside: until the fifteenth round "said both ways",
		// ambiguous; a yes first, then a no that names what it refuses,
		// is a no (heldout12 labels "oui non laisse tomber", "oui non
		// finalement" no; TestAckThenNo)
		{"oui non annule", DecisionNo},
		// set aside for me, not removed: still asked again, never a no
		{"wakha 7iydha liya", DecisionAmbiguous},
		// a wait beside it
		{"ok wait cancel it", DecisionAmbiguous},
		// leaving is not removing: "wakha khalliha" may keep it
		{"wakha khalliha", DecisionAmbiguous},
	} {
		if got := ParseDecision(c.in); got != c.want {
			t.Errorf("ParseDecision(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// Bare no words said first, then "it's fine" or praise, then a yes verb:
// the no denies a doubt ("no no, it's fine, add it"). Without the verb it
// stays a no; a negation or a no after anything else keeps it ambiguous.
func TestNoThenFine(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		want Decision
	}{
		{"non non c'est bon, mets-la", DecisionYes},
		{"no no its great add it", DecisionYes},
		{"noo c'est parfait, ajoutez-le", DecisionYes},
		{"la la zwina, zidha", DecisionYes},
		{"non non c'est bon", DecisionNo},
		{"non c'est parfait, n'ajoute pas", DecisionNo},
		{"zidha, non c'est bon", DecisionAmbiguous},
		{"la, zidha", DecisionAmbiguous},
	} {
		if got := ParseDecision(c.in); got != c.want {
			t.Errorf("ParseDecision(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// "Not this one" opens a no when others are asked for, as an explicit no
// does (Arabic "لا" included); a negated "there is" or a negated verb only
// asks for more.
func TestNotThisThenOthers(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan satin vert", "Tajine en argile 30 cm", "Théière argentée"}})
	checkDecisions(t, shop, []decisionCase{
		{"machi hadi, wrini chi wa7da khra", DecisionNo},
		{"not this one, show me other ones", DecisionNo},
		{"لا، وريني شي وحدين خرين", DecisionNo},
		{"ليس هذه، أرني غيرها", DecisionNo},
		{"ma kaynch chi model akhor?", DecisionNone},
		{"wach kayn chi wa7da khra?", DecisionNone},
	})
}

// A plain yes, then only how the product comes or is paid asked, confirms
// where the classifier reads a product question or a yes; a no word, a
// negation, a but, another topic or a thing the shop sells keeps it
// unanswered.
func TestPlainYesThenHow(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"wakha, imta twsal l fes?", true},
		{"oui, vous livrez à oujda ?", true},
		{"yes, how long is delivery to rabat?", true},
		{"ok a khoya, je paie cash à la livraison ?", true},
		{"ok, et la livraison ?", false},
		{"yes, how long is delivery?", false},
		{"واخا، التوصيل لفاس شحال كياخد؟", true},
		{"wakha, ma kaynach livraison l fes?", false},
		{"oui mais la livraison ?", false},
		{"ok, c'est en cuir ?", false},
		{"ok, la livraison en rouge ?", false},
		{"wakha, livraison ghda?", false},
		{"oui, la théière arrive quand ?", false},
		{"la, imta twsal?", false},
		{"wakha", false},
	} {
		var buf [24]tok
		a := analyzeInto(c.in, buf[:0])
		shopWords(a.toks, "théière")
		if got := plainYesThenHow(&a); got != c.want {
			t.Errorf("plainYesThenHow(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}

// shopWords marks the words named as the shop's, as a vocabulary does.
func shopWords(toks []tok, words ...string) {
	for i := range toks {
		for _, w := range words {
			if toks[i].norm == Normalize(w) {
				toks[i].shop = true
			}
		}
	}
}

// A condition is no plain acceptance, nor a date asked with no place named.
func TestPlainYesThenHowCondition(t *testing.T) {
	t.Parallel()
	for _, in := range []string{"d'accord à condition que la livraison soit gratuite", "wakha bchart twsal l sebt", "ok, it ships before friday?"} {
		var buf [24]tok
		if a := analyzeInto(in, buf[:0]); plainYesThenHow(&a) {
			t.Errorf("plainYesThenHow(%q) = true, want false", in)
		}
	}
}

// A yes run on into a question without a comma or a stop is what is asked,
// never an answer; after a comma the question is a clause of its own.
func TestYesRunOnIntoQuestion(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"add it?", false},
		{"zidha wla la?", false},
		{"put what in the cart?", false},
		{"yes how much is it", false},
		{"oui combien elle coûte", false},
		{"yes add it, how long is delivery?", true},
		{"iyeh zidha, wach kayn livraison l fes?", true},
		{"yes exactly what i wanted", true},
	} {
		var buf [24]tok
		a := analyzeInto(c.in, buf[:0])
		if got := answerSpan(a.toks, DecisionYes, false, a.question); got != c.want {
			t.Errorf("answerSpan(%q, yes) = %v, want %v", c.in, got, c.want)
		}
	}
}

// A position named beside the thing it picks is a pick when the
// classifier is sure ("i want the 2nd tagine", "nakhod talta dyal
// tajine"); a colour, size or question beside it keeps the rules' search.
func TestPickWithProduct(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan satin vert", "Tajine en argile 30 cm", "Théière argentée"}})
	var buf [24]tok
	a := analyzeInto("je prends le deuxième tajine", buf[:0])
	for i := range a.toks {
		a.toks[i].shop = a.toks[i].norm == "tajine"
	}
	if rulesKeep(a.toks, Understanding{Intent: IntentProductSearch}, IntentSelect) {
		t.Error("rulesKeep kept a search over a position beside the thing it picks")
	}
	checkIntents(t, shop, []intentCase{{"tania tajine f lk7el", IntentProductSearch}})
}

// A message told of someone else, asking nothing, is a story, not a
// search; a want said of them, a request, a question or a yes verb keeps
// what the rules read.
func TestKinStory(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"khalti 3ndha tajine kbir dyal lfekhar", true},
		{"my sister wore a green caftan at the wedding", true},
		{"ma voisine a la même théière", true},
		{"ma grand-mère faisait le couscous dans un plat pareil", true},
		{"مرتي كتحب الزرابي الحمرين", true},
		{"mon fils bgha jellaba", false},
		{"khti bghit caftan", false},
		{"khti wach kayn caftan", false},
		{"my wife wants a red caftan", false},
		{"khti zidha liya", false},
		{"mama?", false},
		{"caftan l mama", false},
	} {
		var buf [24]tok
		a := analyzeInto(c.in, buf[:0])
		if got := kinStory(a.toks); got != c.want {
			t.Errorf("kinStory(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}

// A yes asked back is no opening ("wakha ? w livraison ch7al").
func TestPlainYesAskedBack(t *testing.T) {
	t.Parallel()
	for _, in := range []string{"wakha ? w livraison ch7al", "ok? la livraison c combien", "iyeh؟ التوصيل شحال"} {
		var buf [24]tok
		if a := analyzeInto(in, buf[:0]); plainYesThenHow(&a) {
			t.Errorf("plainYesThenHow(%q) = true, want false", in)
		}
	}
}

// "non" said again is no tag question; "c" is "c'est" before a reason;
// "nn" is "non", not the letter n.
func TestNoSaidAgain(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		want Decision
	}{
		{"non non non", DecisionNo},
		{"ça me plaît pas, non non", DecisionNo},
		{"c'est joli non", DecisionNone},
		{"non c trop cher", DecisionNo},
		{"nn merci je regarde juste", DecisionNo},
		{"nn", DecisionNo},
		{"n", DecisionNo},
		{"ok nn", DecisionAmbiguous},
	} {
		if got := ParseDecision(c.in); got != c.want {
			t.Errorf("ParseDecision(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// A "لا" that opens the message before a comma, another no or praise is a
// no word, as "la" is: beside a yes verb it is asked again, with praise
// before the verb it is a yes; a negation later keeps it a refusal.
func TestLeadingArabicNo(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		want Decision
	}{
		{"لا لا زوينة بزاف، ديرها", DecisionYes},
		{"لا، رائعة، أضيفيها", DecisionYes},
		{"لا، زيدها", DecisionAmbiguous},
		{"لا لا، ما بغيتهاش", DecisionNo},
		{"لا، أفضّل ألا آخذها", DecisionNo},
		{"لا تزيدها", DecisionNo},
		{"لا", DecisionNo},
	} {
		if got := ParseDecision(c.in); got != c.want {
			t.Errorf("ParseDecision(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// A wait word after "for" is the noun thanked for ("3la sabr dyalek"),
// no wait; a colour wanted alone refines against a sure search.
func TestPatienceThanked(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		want Decision
	}{
		{"shokran 3la sabr dyalek", DecisionNone},
		{"شكرا على الصبر ديالك", DecisionNone},
		{"sber 3lia chwiya", DecisionHold},
	} {
		if got := ParseDecision(c.in); got != c.want {
			t.Errorf("ParseDecision(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	var buf [24]tok
	a := analyzeInto("bghit zr9a", buf[:0])
	if !rulesKeep(a.toks, Understanding{Intent: IntentRefine, Color: "blue"}, IntentProductSearch) {
		t.Error("a colour alone wanted: the classifier's search overrules the rules' refine")
	}
	a = analyzeInto("أتاي الأخضر", buf[:0])
	if rulesKeep(a.toks, Understanding{Intent: IntentRefine, Color: "green"}, IntentProductSearch) {
		t.Error("a thing no list knows named with its colour: the rules' refine kept")
	}
}

// Whom the answer is said to ("man", "mec") is a filler; "dir" with its
// object pronoun, negated, refuses as "zid" does ("ma tdirhach"); "ma
// drtch" (I did not) refuses nothing.
func TestPutRefusedAndAddressee(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		want Decision
	}{
		{"no thanks man", DecisionNo},
		{"non merci mec", DecisionNo},
		{"ma tdirhach f lpanier", DecisionNo},
		{"ما تديرهاش", DecisionNo},
		{"ma drtch lcommande", DecisionNone},
	} {
		if got := ParseDecision(c.in); got != c.want {
			t.Errorf("ParseDecision(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// Thanks said first, then only praise, blessings or whom, is thanks; a
// request, a question word, an answer, a but or a hedge is not.
func TestThanksOpening(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"merci beaucoup, vous êtes adorables", true},
		{"shokran a khouya lah ykhlik", true},
		{"thank you, you've been really kind", true},
		{"شكرا بزاف الله يحفظك", true},
		{"merci, wrini lokhrin", false},
		{"thanks but no", false},
		{"merci, c'est combien la livraison", false},
		{"shokran, bghit chi caftan", false},
		{"thanks i guess", false},
		{"merci", false},
	} {
		var buf [24]tok
		if got := thanksOpening(analyzeInto(c.in, buf[:0]).toks); got != c.want {
			t.Errorf("thanksOpening(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}

// Understood, liked or thanked, but no: a no said outright after the but
// refuses; a reason alone, a later, "not this one" or a bare no after a
// bare yes stays unanswered. Clipped acknowledgments are acknowledgments.
func TestButRefuses(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		want Decision
	}{
		{"iyeh fhmtek walakin ma bghitch", DecisionNo},
		{"ok merci, mais non merci", DecisionNo},
		{"beautiful but no thanks", DecisionNo},
		{"زوينة ولكن لا", DecisionNo},
		{"oui mais non", DecisionNone},
		{"zwina walakin ma3ndich lflous", DecisionNone},
		{"nice but too expensive", DecisionNone},
		{"wakha walakin mashi daba", DecisionAmbiguous},
		{"ok, mais pas celle-là", DecisionNone},
		{"tmam a sahbi", DecisionYes},
		{"ouep", DecisionYes},
		{"ok pr moi", DecisionYes},
		{"d accord", DecisionYes},
		{"d accord merci", DecisionNone},
		{"zidni chwiya dial lmodelat", DecisionNone},
		{"tsenna chwiya", DecisionHold},
	} {
		if got := ParseDecision(c.in); got != c.want {
			t.Errorf("ParseDecision(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// No more waiting or thinking is a worry denied: a yes beside a yes verb,
// nothing alone; not knowing is still a wait. French "l'" written apart
// before a verb is the pronoun, a size after "taille" is not.
func TestDeniedWaitAndElision(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		want Decision
	}{
		{"zidha, ma b9itch ntsenna", DecisionYes},
		{"dirha f lpanier bla ma nfker", DecisionYes},
		{"ma bqitch ntsenna", DecisionNone},
		{"ma 3reftch", DecisionHold},
		{"mab9itch bghitha", DecisionNo},
		{"non ne l ajoutez pas", DecisionNo},
		{"oui l ajoutez", DecisionYes},
		{"oui je la veux en taille M ajoutez", DecisionNone},
		{"بغيت لي لابسة العروسة لي ف التصويرة", DecisionNone},
		{"لا أريده بعد الآن", DecisionNo},
	} {
		if got := ParseDecision(c.in); got != c.want {
			t.Errorf("ParseDecision(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// How many, said beside a plain yes, is how many to add; a want ("I want
// two"), thanks or a condition keep it unanswered.
func TestYesHowMany(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		want Decision
	}{
		{"wakha, jouj 3afak", DecisionYes},
		{"ok two please", DecisionYes},
		{"واخا، جوج عافاك", DecisionYes},
		{"wakha, bghit jouj", DecisionNone},
		{"ok merci deux", DecisionNone},
		{"wakha jouj ila kan", DecisionNone},
		{"jouj", DecisionNone},
	} {
		if got := ParseDecision(c.in); got != c.want {
			t.Errorf("ParseDecision(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// A send verb asking for the next page or the ones after is show more,
// never a yes (heldout12's one false confirmation, read after round 14);
// sending it somewhere, or two of it, stays a yes.
func TestSendTheNextOnes(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		want Decision
	}{
		{"sift liya lpage jaya", DecisionNone},
		{"sift liya li moraha", DecisionNone},
		{"send me the next page", DecisionNone},
		{"envoyez la page suivante", DecisionNone},
		{"صيفط ليا الصفحة التالية", DecisionNone},
		{"sifto liya", DecisionYes},
		{"sifto l casa", DecisionYes},
	} {
		got := Understand(c.in)
		d := ParseDecision(c.in)
		if c.want == DecisionYes {
			if d != DecisionYes {
				t.Errorf("ParseDecision(%q) = %q, want yes", c.in, d)
			}
			continue
		}
		if d == DecisionYes || d == DecisionNo || got.Intent == IntentConfirm {
			t.Errorf("%q: decision %q, intent %q; want no answer", c.in, d, got.Intent)
		}
	}
}
