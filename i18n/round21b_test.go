package i18n

import "testing"

// Round 21b (issue 11): noes that run on. A bare no word then a word that
// opens why lets the gate take a sure no; a verb of taking out with the
// cart it leaves; "safi" said last after a negation closes the no.
// Messages written for this test, with the twins that must stay asked
// again or stay a yes.
func TestRound21bNoesThatRunOn(t *testing.T) {
	t.Parallel()
	x := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière en argent"}})
	checkRound(t, x, []roundCase{
		// taken out of the cart, whatever the verb, in every script
		{"please take the caftan out of my cart", IntentCancel, DecisionNo},
		{"take it off my list please", IntentCancel, DecisionNo},
		{"ok take that one out of the basket", IntentCancel, DecisionNo},
		{"أخرج القفطان من السلة", IntentCancel, DecisionNo},
		{"supprimi dak tajine mn le panier", IntentCancel, DecisionNo},
		// "take" without the cart it leaves is no removal
		{"ok take it", "", DecisionYes},
		{"take the caftan and the teapot", "", unclear},
		// "safi" said last after a negation: enough
		{"la la ma bghitch safi", "", DecisionNo},
		// "safi" alone or after a yes stays what it was
		{"safi", "", DecisionYes},
		{"wakha safi", "", DecisionYes},
	})
}

// The gate's reading of a bare no then why, asked of the rules alone:
// clearOpening must open on it only where the word after the no cannot
// be what the no negates or an article.
func TestRound21bNoThenWhy(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"la rah chrit wa7ed l3am lli fat", true},
		{"la 7it makanlbsch lkaftan", true},
		{"لا راه عندي بحالو", true},
		{"لا حيت ماشي ستيل ديالي", true},
		{"no i already got one from my aunt", true},
		{"non je vais attendre les soldes", true},
		{"la ma kanbghich had lmodelat", true},
		{"la ghanchrih mn sou9", true},
		// an article, a worry, the no said twice, a question word: no why
		{"la robe rouge svp", false},
		{"la la khouya", false},
		{"no problem at all", false},
		{"لا بأس عليك", false},
		{"la fin kayn lmagasin", false},
		{"rah 3ndi wa7ed", false},
	} {
		var buf [32]tok
		if got := noThenWhy(analyzeInto(c.in, buf[:0]).toks); got != c.want {
			t.Errorf("noThenWhy(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}

// Bought elsewhere, after a no and why, is where the shopper buys; a
// verb of buying alone is not.
func TestRound21bBoughtElsewhere(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		at   int
		want bool
	}{
		{"la ghadi nchriha mn sou9", 2, true},
		{"non je vais l'acheter en boutique", 3, true},
		{"no i'll buy it from the souk", 2, true},
		{"la ghadi nchriha daba", 2, false},
		{"je vais l'acheter", 2, false},
	} {
		var buf [32]tok
		if got := boughtElsewhere(analyzeInto(c.in, buf[:0]).toks, c.at); got != c.want {
			t.Errorf("boughtElsewhere(%q, %d) = %v, want %v", c.in, c.at, got, c.want)
		}
	}
}
