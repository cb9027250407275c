package i18n

import "testing"

// Round 20d: intents outside yes/no (issue 11) — a size or property asked
// of the product shown, a person named by a post, a greeting with "I'm
// back", a budget, a pick with a comment about kin, talk that buys
// nothing. Each rule with hard negatives that must not change. Messages
// written for this test, not copied from a corpus file.
func TestRound20dIntents(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Parfum musc",
		"Savon noir", "Babouches cuir"}})
	for _, c := range []struct {
		in     string
		intent Intent
	}{
		// A size or an age asked of the one pointed at is a question about
		// it (rulesKeep); without a pointer it refines.
		{"wach 3ndkom hadi f 38?", IntentProductQuestion},
		{"هاد البلغة كاينة ف 41؟", IntentProductQuestion},
		{"est-ce que vous avez celle-ci en 39 ?", IntentProductQuestion},
		{"en 39 ?", IntentRefine},
		{"f 42?", IntentRefine},
		{"wach kayna f lk7el?", IntentRefine},

		// "fih" after the thing sold says what it has (rulesKeep).
		{"wach lparfum musc fih lalcool?", IntentProductQuestion},
		{"الصابون الأسود واش فيه الزيت؟", IntentProductQuestion},
		{"wach babouches fihom semelle?", IntentProductQuestion},
		{"wach 3ndkom parfum?", IntentProductSearch},

		// A person named by post or desk, or a putting-through verb.
		{"can a staff member call me back about my order?", IntentHuman},
		{"l mudir ila 3afak", IntentHuman},
		{"je veux parler au responsable", IntentHuman},
		{"حولني على قسم الشكاوى عافاك", IntentHuman},
		{"أرجو تحويلي إلى المدير", IntentHuman},
		{"is the owner of this tajine happy with it?", ""},

		// A greeting with "I'm back" or "a quick question" is a greeting.
		{"hello, i'm back!", IntentGreeting},
		{"bonsoir, petite question", IntentGreeting},
		{"سلام، رجعت", IntentGreeting},
		{"salam, 3ndi so2al", IntentGreeting},
		{"quick question: how much is the caftan?", IntentProductQuestion},

		// A budget around its amount refines; something under it is
		// looked for.
		{"my budget is 450 dh max", IntentRefine},
		{"budget dyali 600 dh maximum", IntentRefine},
		{"سعر لا يزيد عن ٤٠٠ درهم", IntentRefine},
		{"tajine ta7t 200 dh", IntentProductSearch},

		// A pick with a comment about kin is a pick.
		{"tanya, khti ghadi tfre7 biha", IntentSelect},
		{"الثانية، بنتي غادي تعجبها", IntentSelect},
		{"the third, my wife will love it", IntentSelect},
		{"la deuxième, ma mère va l'adorer", IntentSelect},
		// not when the comment asks, names a colour or a thing
		{"tanya, wach khti ghadi t3jbha?", ""},
		{"the third, my wife wants it in red", ""},

		// An amount offered for the one shown is a price question
		// (amountOffered); a count of one digit or a thing named is not.
		{"could you do it for 450?", IntentProductQuestion},
		{"n9der nakhdha b 350?", IntentProductQuestion},
		{"تقدر تخليها ليا ب 220؟", IntentProductQuestion},
		{"vous pouvez me la laisser à 180 ?", IntentProductQuestion},

		// A delivery asked "if I order today" is a question, "today" no
		// talk of the date (onlyDayChat); "fo9ach" asks when.
		{"if i order today when does it arrive in agadir?", IntentProductQuestion},
		{"ila commanditha lyoum fo9ach ghadi twsel?", IntentProductQuestion},
		{"فوقاش توصل؟", IntentProductQuestion},

		// A goodbye said first, then why or when, is a goodbye (byeOpens).
		{"gotta run, my taxi is waiting", IntentBye},
		{"je me sauve, ma pause est finie", IntentBye},
		{"خاصني نمشي دابا، الخدمة كتسناني", IntentBye},
		{"bye, wach katsifto l tanja?", IntentProductQuestion},

		// Selling to the shop, working for it, a recipe: no search.
		{"bghit nbi3 les caftans dyali 3ndkom", IntentUnknown},
		{"are you hiring?", IntentUnknown},
		{"je voudrais travailler avec vous", IntentUnknown},
		{"عطيني وصفة ديال الطاجين", IntentUnknown},
		// but not what a product works with, nor a thing to buy
		{"does the tajine work with gas?", ""},
		{"wach katbi3o tajine?", IntentProductSearch},
	} {
		u := shop.Understand(c.in)
		var buf [32]tok
		if r := shop.byRules(analyzed(c.in, buf[:0])); c.intent != "" && r.Intent != c.intent && !classifierNeeded[c.intent] {
			// the rules alone read it so, not only the classifier
			t.Errorf("byRules(%q) = %s, want %s", c.in, r.Intent, c.intent)
		}
		if c.intent == "" {
			if u.Intent == IntentUnknown && offTopic(analyzeInto(c.in, nil).toks) {
				t.Errorf("Understand(%q) read as talk that buys nothing", c.in)
			}
			if u.Intent == IntentSelect || u.Intent == IntentHuman {
				t.Errorf("Understand(%q) = %s, want no pick or person", c.in, u.Intent)
			}
			continue
		}
		if u.Intent != c.intent {
			t.Errorf("Understand(%q) = %s (%.2f), want %s", c.in, u.Intent, u.Confidence, c.intent)
		}
	}
}

// classifierNeeded are the intents round 20d lets the classifier give
// where the rules read another (rulesKeep no longer keeps them).
var classifierNeeded = map[Intent]bool{IntentProductQuestion: true}

// What rulesKeep keeps against a sure classifier (round 20d): a budget
// with only its amount and cue stays a refinement, something under it
// does not; a size asked of the one pointed at, or what the thing sold
// has, is the classifier's product question.
func TestRound20dRulesKeep(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Parfum musc", "Babouches cuir"}})
	for _, c := range []struct {
		in   string
		clf  Intent
		keep bool
	}{
		{"minimum 750 dirhams", IntentProductSearch, true},
		{"entre 200 et 400 dh", IntentProductSearch, true},
		{"chi haja ta7t 400 dh", IntentProductSearch, false},
		{"wach 3ndkom hadi f 38?", IntentProductQuestion, false},
		{"had lmodel kayn f 40?", IntentProductQuestion, false},
		{"en 39 ?", IntentProductQuestion, true},
		{"hadi kayna f lk7el?", IntentProductQuestion, true},
		{"wach lparfum musc fih lalcool?", IntentProductQuestion, false},
		{"wach kayn parfum musc b lalcool?", IntentProductQuestion, true},
		// an amount offered stays a price question
		{"t9der tkhalliha b 260?", IntentRefine, true},
		// a greeting with only listed words asking nothing yet stays one
		{"bonsoir, une petite question", IntentUnknown, true},
		{"salam, rja3t", IntentProductSearch, true},
		{"hello, quick question, i'm back", IntentRefine, true},
		{"salam, wach hadi hiya?", IntentUnknown, false},
	} {
		var buf [32]tok
		a := analyzeInto(c.in, buf[:0])
		u := shop.byRules(&a)
		if got := rulesKeep(a.toks, u, c.clf); got != c.keep {
			t.Errorf("rulesKeep(%q, rules %s, classifier %s) = %v, want %v", c.in, u.Intent, c.clf, got, c.keep)
		}
	}
}

// Kin is never the shop's thing ("fille" met "fil", thread), and what
// comes in the box is a detail of the one shown (round 20d).
func TestRound20dKinAndBox(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Fil doré à broder", "Chargeur rapide", "Box cadeau"}})
	for _, c := range []struct {
		in     string
		intent Intent
	}{
		{"is the cable in the box too?", IntentProductQuestion},
		{"wach chargeur kayn f lbwata?", IntentProductQuestion},
		{"je cherche du fil doré", IntentProductSearch},
		{"bghit box cadeau", IntentProductSearch},
	} {
		if u := shop.Understand(c.in); u.Intent != c.intent {
			t.Errorf("Understand(%q) = %s, want %s", c.in, u.Intent, c.intent)
		}
	}
	// (round 34r: the retrain on heldout31 reads this one unknown, not a
	// question about the product: the corpus labels "vous l'avez … ?"
	// every way; what this test holds is that kin is no search of "fil")
	if u := shop.Understand("vous l'avez pour une fille de 10 ans ?"); u.Intent == IntentProductSearch || u.Query != "" {
		t.Errorf("Understand(fille de 10 ans) = %s, query %q, want no search", u.Intent, u.Query)
	}
	var buf [32]tok
	if u := shop.byRules(analyzed("un cadeau pour ma fille", buf[:0])); u.Query == "fille" || u.Query == "file" {
		t.Errorf("byRules(ma fille) searched %q", u.Query)
	}
}
