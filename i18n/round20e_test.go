package i18n

import "testing"

// After the twentieth round, fifth part: leave-one-set-out read yes or
// no, with a model that never saw the line, where the message says more
// than its answer: a condition, a negated want, a story, a video asked,
// a fresh want with a count, "just kidding", a filter removed, praise
// after a no, a correction of what was said. Messages written for this
// test, in several languages, with the safe twins the vetoes leave alone.
func TestRound20eClassifierVetoes(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in      string
		yes, no bool // vetoed as a yes, as a no
	}{
		// a condition on the adding
		{"zidha ila kan livraison fabor", true, false},
		{"ajoutez-la si la livraison est gratuite", true, false},
		{"add it if shipping is free", true, false},
		{"ضيفها إلا كانت فيها الضمانة", true, false},
		{"zidha w sifto lia ghda", false, false},
		// a want negated after the yes
		{"wakha dirha, ma bghitch daba", true, false},
		{"ok ajoute, non je ne veux pas finalement", true, false},
		{"نعم أضفها، لا أريدها الآن", true, false},
		{"نعم، هذا ما أريده، أضفه", false, false},
		{"yallah zidha ma bghitch ntsna", false, false},
		{"oui ajoutez, je ne veux pas attendre", false, false},
		// a polite "if possible" is no condition
		{"zidha ila momkin", false, false},
		{"yes add it if possible", false, false},
		// someone else's past purchase
		{"khti 3jbha lkaftan lli sifti", true, false},
		{"ma mère aime le tajine que vous avez envoyé", true, false},
		{"khti zidha liya", false, false},
		// a picture or video asked with a send verb
		{"sift lia tswira dyalha", true, false},
		{"envoyez-moi une photo svp", true, false},
		{"صيفط ليا فيديو ديالو", true, false},
		{"sifto lia l dar", false, false},
		// a fresh want run on from the yes, a count after it
		{"iyeh bghit tlata", true, false},
		{"yes i want three", true, false},
		{"نعم، أريد اثنين منها", false, false},
		{"iyeh bghit nakhod jouj", false, false},
		// just kidding
		{"la la ghir kandhak", true, true},
		{"non je rigole", true, true},
		{"no no just kidding", true, true},
		{"la la, ma bghitch", true, false},
		// a filter removed, not the item
		{"enlève le filtre du prix", false, true},
		{"7iyed lfiltre dyal taman", false, true},
		{"remove it from my cart", false, false},
		// praise after the no words, nothing refused
		{"la la had ljellaba zwina", false, true},
		{"non non elle est magnifique", false, true},
		{"la la zwina walakin ma bghitch", true, false},
		// what the shopper said, corrected
		{"la machi hadi lli glt", false, true},
		{"no not that, what i said was the blue one", false, true},
		{"la, glt lik la", false, false},
	} {
		a := analyzeInto(c.in, nil)
		if got := classifierVetoed(a.toks, DecisionYes); got != c.yes {
			t.Errorf("classifierVetoed(%q, yes) = %v, want %v", c.in, got, c.yes)
		}
		if got := classifierVetoed(a.toks, DecisionNo); got != c.no {
			t.Errorf("classifierVetoed(%q, no) = %v, want %v", c.in, got, c.no)
		}
	}
}

// The whole understanding of the unsafe shapes never reads the answer
// they do not give; their safe twins keep it.
func TestRound20eReadings(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé"}})
	for _, c := range []struct {
		in   string
		want Decision
	}{
		{"zidha ila kan livraison fabor", unclear},
		{"wakha dirha, ma bghitch daba", unclear},
		{"khti 3jbha lkaftan lli sifti", unclear},
		{"sift lia tswira dyalha 3afak", unclear},
		{"la la ghir kandhak", unclear},
		{"no no just kidding", unclear},
		{"enlève le filtre du prix", unclear},
		{"la la had ljellaba zwina", unclear},
		{"wakha zidha", DecisionYes},
		{"la la, ma bghitch", DecisionNo},
		{"non merci", DecisionNo},
	} {
		if got := shopDecision(shop, c.in); got != askedAgain(c.want) {
			t.Errorf("Understand(%q).Decision = %q, want %q", c.in, got, c.want)
		}
	}
}
