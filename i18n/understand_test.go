package i18n

import (
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestUnderstandIntents(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in   string
		want Intent
	}{
		// greeting
		{"hi", IntentGreeting}, {"Hello!", IntentGreeting}, {"salam", IntentGreeting}, {"slm", IntentGreeting},
		{"salut", IntentGreeting}, {"Bonjour", IntentGreeting}, {"bonsoir", IntentGreeting},
		{"السلام عليكم", IntentGreeting}, {"مرحبا", IntentGreeting}, {"labas?", IntentGreeting},
		{"salam alaykom", IntentGreeting}, {"sba7 lkhir", IntentGreeting}, {"good morning", IntentGreeting},
		// greeting + search = search
		{"salam, bghit tajine", IntentProductSearch}, {"hi, do you have candles?", IntentProductSearch},
		{"bonjour, je cherche une robe", IntentProductSearch}, {"السلام عليكم بغيت طاجين", IntentProductSearch},
		// product search
		{"tajine", IntentProductSearch}, {"red dress", IntentProductSearch}, {"wach 3ndkom sbbat?", IntentProductSearch},
		{"vous avez des babouches ?", IntentProductSearch}, {"عندكم الزربية؟", IntentProductSearch},
		// show more
		{"more", IntentShowMore}, {"show more", IntentShowMore}, {"next", IntentShowMore}, {"zid", IntentShowMore},
		{"zidni", IntentShowMore}, {"ktar", IntentShowMore}, {"encore", IntentShowMore}, {"plus", IntentShowMore},
		{"autres", IntentShowMore}, {"d'autres", IntentShowMore}, {"voir plus", IntentShowMore},
		{"المزيد", IntentShowMore}, {"زيد", IntentShowMore}, {"more please", IntentShowMore},
		{"wach kayn ktar?", IntentShowMore}, {"zidni chi 7wayj", IntentShowMore}, {"d'autres modèles svp", IntentShowMore},
		{"show me other options", IntentShowMore},
		// select
		{"2", IntentSelect}, {"#2", IntentSelect}, {"n2", IntentSelect}, {"the second one", IntentSelect},
		{"second", IntentSelect}, {"tani", IntentSelect}, {"tanya", IntentSelect}, {"lwl", IntentSelect},
		{"lowel", IntentSelect}, {"premier", IntentSelect}, {"deuxième", IntentSelect}, {"2ème", IntentSelect},
		{"الثاني", IntentSelect}, {"التاني", IntentSelect}, {"اللول", IntentSelect}, {"last", IntentSelect},
		{"lakher", IntentSelect}, {"dernier", IntentSelect}, {"i'll take the 3rd", IntentSelect},
		{"je prends le 2", IntentSelect}, {"bghit tani", IntentSelect}, {"number 4 please", IntentSelect},
		{"2️⃣", IntentSelect}, {"n°3", IntentSelect}, {"رقم 2", IntentSelect},
		// confirm / cancel
		{"wakha", IntentConfirm}, {"ok", IntentConfirm}, {"oui 👍", IntentConfirm}, {"واخا", IntentConfirm},
		{"la", IntentCancel}, {"no thanks", IntentCancel}, {"non merci", IntentCancel}, {"ماشي دابا", IntentCancel},
		// human
		{"talk to a human", IntentHuman}, {"real person please", IntentHuman}, {"agent", IntentHuman},
		{"customer service", IntentHuman}, {"bghit nhder m3a chi wahed", IntentHuman},
		{"bghit nhder m3a chi 7ed", IntentHuman}, {"بغيت نهضر مع شي واحد", IntentHuman},
		{"un conseiller svp", IntentHuman}, {"je veux parler à quelqu'un", IntentHuman}, {"service client", IntentHuman},
		{"can I speak to someone?", IntentHuman},
		// thanks / bye
		{"thanks", IntentThanks}, {"thank you!", IntentThanks}, {"merci", IntentThanks}, {"shokran", IntentThanks},
		{"شكرا بزاف", IntentThanks}, {"merci beaucoup", IntentThanks}, {"🙏", IntentThanks},
		{"bye", IntentBye}, {"bslama", IntentBye}, {"au revoir", IntentBye}, {"مع السلامة", IntentBye},
		{"merci, bonne journée", IntentBye}, {"great thanks", IntentThanks}, {"thank u", IntentThanks},
		{"wa fin", IntentGreeting}, {"bghit nchouf lkhra", IntentShowMore}, {"help", IntentUnknown},
		// unknown
		{"", IntentUnknown}, {"???", IntentUnknown}, {"asdfgh", IntentUnknown}, {"kjhkjh", IntentUnknown},
		{"lol", IntentUnknown}, {"😂", IntentUnknown}, {"iwa", IntentUnknown}, {"wait", IntentHold},
		{"safi baraka", IntentUnknown}, {"cool", IntentUnknown}, {"ok cool", IntentUnknown}, {"❤️", IntentUnknown},
	}
	for _, c := range cases {
		if got := Understand(c.in); got.Intent != c.want {
			t.Errorf("Understand(%q).Intent = %q, want %q (%+v)", c.in, got.Intent, c.want, got)
		}
	}
}

func TestUnderstandDecisionField(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]Decision{
		"wakha": DecisionYes, "la": DecisionNo, "bllati": DecisionHold, "safi baraka": DecisionAmbiguous,
		"tajine": DecisionNone, "la robe rouge": DecisionNone,
	} {
		if got := Understand(in).Decision; got != want {
			t.Errorf("Understand(%q).Decision = %q, want %q", in, got, want)
		}
	}
}

func TestUnderstandOrdinals(t *testing.T) {
	t.Parallel()
	cases := map[string]int{
		"1": 1, "2": 2, "#3": 3, "n2": 2, "no 4": 4, "the second one": 2, "the first": 1, "third": 3,
		"tani": 2, "talt": 3, "lwl": 1, "lowla": 1, "premier": 1, "première": 1, "deuxième": 2, "2ème": 2,
		"3e": 3, "2nd": 2, "الثاني": 2, "التاني": 2, "اللول": 1, "الأول": 1, "الثالث": 3, "last": OrdinalLast,
		"the last one": OrdinalLast, "lakher": OrdinalLast, "dernier": OrdinalLast, "الأخير": OrdinalLast,
		"20": 20,
	}
	for in, want := range cases {
		u := Understand(in)
		if u.Intent != IntentSelect || u.Ordinal != want {
			t.Errorf("Understand(%q) = %s/%d, want select/%d", in, u.Intent, u.Ordinal, want)
		}
	}
	for _, in := range []string{"21", "300", "0", "tajine 2", "1 2", "second hand phone", "2 under 300"} {
		if u := Understand(in); u.Intent == IntentSelect {
			t.Errorf("Understand(%q) = select %d, want no pick", in, u.Ordinal)
		}
	}
}

func TestUnderstandPrices(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in       string
		min, max int64
		query    string
	}{
		{"under 300", 0, 300, ""},
		{"less than 300", 0, 300, ""},
		{"max 300", 0, 300, ""},
		{"below 300 dh", 0, 300, ""},
		{"ta7t 300 dh", 0, 300, ""},
		{"ta7t men 300", 0, 300, ""},
		{"b9el mn 300", 0, 300, ""},
		{"أقل من 300", 0, 300, ""},
		{"تحت 300", 0, 300, ""},
		{"تحت ٣٠٠ درهم", 0, 300, ""},
		{"moins de 300 dhs", 0, 300, ""},
		{"pas plus de 300", 0, 300, ""},
		{"300 dh max", 0, 300, ""},
		{"300dh maximum", 0, 300, ""},
		{"between 100 and 300", 100, 300, ""},
		{"entre 100 et 300", 100, 300, ""},
		{"entre 300 et 100 dh", 100, 300, ""},
		{"from 100 to 300", 100, 300, ""},
		{"100-300 dh", 100, 300, ""},
		{"bin 100 w 300 dh", 100, 300, ""},
		{"over 200", 200, 0, ""},
		{"more than 200", 200, 0, ""},
		{"plus de 200", 200, 0, ""},
		{"kter mn 200", 200, 0, ""},
		{"أكثر من 200", 200, 0, ""},
		{"at least 1.500 dh", 1500, 0, ""},
		{"under 2k", 0, 2000, ""},
		{"under 49.99", 0, 50, ""},
		{"<300", 0, 300, ""},
		{"red dress under 300 dh", 0, 300, "red dress"},
		{"bghit tajine ta7t 300 dh 3afak", 0, 300, "tajine"},
		{"tajine 300 dh", 0, 300, "tajine"},
		{"tajine 300درهم", 0, 300, "tajine"},
		{"robe de 200 a 400 dh", 200, 400, "robe"},
		{"sac moins de 500 dhs svp", 0, 500, "sac"},
		// an article between cue and amount, a cue glued to its amount
		{"tajine ta7t l 300", 0, 300, "tajine"},
		{"robe ta7t300dh", 0, 300, "robe"},
		{"moins de300dh", 0, 300, ""},
		{"sac ktar mn1000", 1000, 0, "sac"},
		{"تحت300 درهم", 0, 300, ""},
		{"au-dessus de 1000", 1000, 0, ""}, // not "en dessous", though the spelling keys meet
		// numbers that are not prices
		{"tajine 30 cm", 0, 0, "tajine 30 cm"},
		{"chaussures 42", 0, 0, "chaussures 42"},
		{"tajine pour 6 personnes", 0, 0, "tajine 6 personnes"},
		{"plus de choix", 0, 0, ""},
	}
	for _, c := range cases {
		u := Understand(c.in)
		if u.MinPrice != c.min || u.MaxPrice != c.max || u.Query != c.query {
			t.Errorf("Understand(%q) = min %d max %d query %q, want %d %d %q", c.in, u.MinPrice, u.MaxPrice, u.Query, c.min, c.max, c.query)
		}
		if c.min != 0 || c.max != 0 {
			for _, term := range u.Terms {
				if term == "dh" || term == "dhs" || term == "درهم" || term == "300" {
					t.Errorf("Understand(%q): price word %q left in terms %q", c.in, term, u.Terms)
				}
			}
		}
	}
}

// Terms choice: sizes keep the number and the unit as two words ("30cm"
// and "30 cm" both give "30", "cm") so a shop product named either way
// matches a word-by-word search.
func TestUnderstandTerms(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in    string
		terms []string
		query string
	}{
		{"wach 3ndkom tajine 30 cm?", []string{"tajine", "30", "cm"}, "tajine 30 cm"},
		{"wach 3ndkom tajine 30cm?", []string{"tajine", "30", "cm"}, "tajine 30 cm"},
		{"I'm looking for a coffee table", []string{"coffee", "table"}, "coffee table"},
		{"do you have the red dress in size 42?", []string{"red", "dress", "42"}, "red dress 42"},
		{"je cherche des chaussures pour femme", []string{"chaussures", "femme"}, "chaussures femme"},
		{"avez-vous l'huile d'argan ?", []string{"huile", "argan"}, "huile argan"},
		{"show me t-shirts", []string{"shirts"}, "t shirts"},
		{"bghit sbbat dyal rjal 3afak", []string{"sbbat", "rjal"}, "sbbat rjal"},
		{"عندكم طاجين ديال الفخار؟", []string{"طاجين", "الفخار"}, "طاجين الفخار"},
		{"TAJIIIINE", []string{"tajine"}, "tajine"},
		{"salam, kayn zarbiya?", []string{"zarbiya"}, "zarbiya"},
		{"la robe rouge", []string{"robe", "rouge"}, "robe rouge"},
		{"tajine tajine", []string{"tajine"}, "tajine tajine"},
	}
	for _, c := range cases {
		u := Understand(c.in)
		if u.Intent != IntentProductSearch || !reflect.DeepEqual(u.Terms, c.terms) || u.Query != c.query {
			t.Errorf("Understand(%q) = %s terms %q query %q, want terms %q query %q", c.in, u.Intent, u.Terms, u.Query, c.terms, c.query)
		}
	}
}

func TestUnderstandConfidence(t *testing.T) {
	t.Parallel()
	clear := []string{"tajine", "red dress under 300", "wach 3ndkom tajine 30 cm?", "je cherche une robe rouge",
		"بغيت طاجين", "coffee table", "do you have argan oil?"}
	for _, in := range clear {
		if u := Understand(in); u.Intent != IntentProductSearch || u.Confidence < 0.7 {
			t.Errorf("Understand(%q) = %s %.2f, want a confident product_search", in, u.Intent, u.Confidence)
		}
	}
	// Asking without saying what is not a search: unknown, and the engine asks.
	vague := []string{"I want something", "3afak", "something nice", "bghit chi haja", "je cherche un truc",
		"do you have anything?", "بغيت شي حاجة", "42", "help", "can you help me?", "aide-moi"}
	for _, in := range vague {
		if u := Understand(in); u.Intent != IntentUnknown || u.Confidence >= 0.5 {
			t.Errorf("Understand(%q) = %s %.2f, want unknown with low confidence", in, u.Intent, u.Confidence)
		}
	}
	for _, in := range []string{"asdfgh", "qwerty", "xzxzxz", "lol", "hhhhhh"} {
		if u := Understand(in); u.Intent != IntentUnknown || u.Confidence >= 0.5 {
			t.Errorf("Understand(%q) = %s %.2f, want unknown with low confidence", in, u.Intent, u.Confidence)
		}
	}
}

func TestUnderstandNeverBreaks(t *testing.T) {
	t.Parallel()
	inputs := []string{
		"", " ", "👍👍👍", "🦄", strings.Repeat("tajine ", 2000), strings.Repeat("ا", 10000),
		strings.Repeat("9", 10000), "\xff\xfe\xfd", "wakha\x00", "بغيت tajine 30cm ta7t ٣٠٠ dh 👍🏽",
		"999999999999999999999 dh", "under 99999999999", "1.2.3.4.5", "- - -", "between and", "under",
		"entre 100 et", "1,5,000,000", strings.Repeat("2k ", 3000),
	}
	for _, in := range inputs {
		u := Understand(in)
		if !knownIntent(u.Intent) {
			t.Errorf("Understand(%.40q).Intent = %q", in, u.Intent)
		}
		if u.Confidence < 0 || u.Confidence > 1 {
			t.Errorf("Understand(%.40q).Confidence = %v", in, u.Confidence)
		}
		if !utf8.ValidString(u.Query) {
			t.Errorf("Understand(%.40q).Query is not UTF-8", in)
		}
		if u.MinPrice < 0 || u.MaxPrice < 0 {
			t.Errorf("Understand(%.40q) prices %d %d", in, u.MinPrice, u.MaxPrice)
		}
	}
}

func knownIntent(i Intent) bool {
	for _, k := range Intents {
		if k == i {
			return true
		}
	}
	return false
}
