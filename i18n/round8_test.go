package i18n

import "testing"

// Eighth round (issue 11): a request for a person wins over a leading
// refusal of the bot, in every language, and is no refusal of the cart;
// a genuine refusal stays a cancellation, and a question about the bot
// asks for nobody.
func TestRefuseBotAskHuman(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan satin vert", "Tajine en argile 30 cm"}})
	cases := []struct {
		in     string
		intent Intent
		dec    Decision
	}{
		// en
		{"no i don't want a bot, i want a human", IntentHuman, DecisionNone},
		{"no, not a robot, i want a real person", IntentHuman, DecisionNone},
		{"no, I want a person", IntentHuman, DecisionNone},
		// fr
		{"non pas un robot, je veux un humain", IntentHuman, DecisionNone},
		{"non je veux pas de robot, je veux parler à un conseiller", IntentHuman, DecisionNone},
		{"non je veux parler à quelqu'un", IntentHuman, DecisionNone},
		// ar
		{"لا أريد روبوتا، أريد إنسانا", IntentHuman, DecisionNone},
		{"لا أريد روبوتاً، أريد إنساناً", IntentHuman, DecisionNone},
		{"لا أريد روبوت، أريد إنسان", IntentHuman, DecisionNone},
		{"لا، أريد التحدث مع موظف", IntentHuman, DecisionNone},
		// darija_latn
		{"ma bghitch robot bghit insan", IntentHuman, DecisionNone},
		{"la ma bghitch robot, bghit nhder m3a bnadem", IntentHuman, DecisionNone},
		{"la, bghit chi bnadem", IntentHuman, DecisionNone},
		// darija_arab
		{"ما بغيتش روبو بغيت بنادم", IntentHuman, DecisionNone},
		{"لا بغيتش نهضر مع روبو، بغيت شي واحد", IntentHuman, DecisionNone},
		// genuine refusals stay refusals
		{"la ma bghitch", IntentCancel, DecisionNo},
		{"non merci", IntentCancel, DecisionNo},
		{"لا شكرا", IntentCancel, DecisionNo},
		{"no thanks", IntentCancel, DecisionNo},
		{"ما بغيتش", IntentCancel, DecisionNo},
		{"لا أريد شيئا", IntentCancel, DecisionNo},
		// a question about the bot asks for nobody
		{"wach nta bnadem?", IntentUnknown, DecisionNone},
		{"are you a human or a bot?", IntentUnknown, DecisionNone},
		{"bghit n3ref wach nta bnadem", IntentUnknown, DecisionNone},
		{"أريد أن أعرف هل أنت إنسان", IntentUnknown, DecisionNone},
		{"هل أنت روبوت؟", IntentUnknown, DecisionNone},
	}
	for _, c := range cases {
		for name, x := range map[string]*Understander{"no vocabulary": defaultUnderstander, "shop": shop} {
			u := x.Understand(c.in)
			if u.Intent != c.intent || u.Decision != c.dec {
				t.Errorf("%s: Understand(%q) = %s / %q, want %s / %q", name, c.in, u.Intent, u.Decision, c.intent, c.dec)
			}
		}
	}
}

// The accusative tanween's alif ("روبوتاً" → "روبوت") is read off an
// unlisted Standard Arabic word whose stem is listed; a final alif that
// belongs to the word is kept, and the fold never makes an answer.
func TestAccusativeTanween(t *testing.T) {
	t.Parallel()
	s := loadSpellings()
	for _, c := range []struct{ in, stem string }{
		{"روبوتا", "روبوت"}, {"روبوتاً", "روبوت"}, {"إنسانا", "إنسان"}, {"إنساناً", "إنسان"},
	} {
		in, stem := Normalize(c.in), Normalize(c.stem)
		want, _ := s.canon(stem)
		if got := s.accusative(in); got == "" || got != want {
			t.Errorf("accusative(%q) = %q, want %q (what %q is read as)", c.in, got, want, c.stem)
		}
	}
	// A final alif of the stem, too short a stem, a pronoun ending, an
	// answer, Latin letters: not an accusative.
	for _, w := range []string{"واخا", "هنا", "أنا", "دابا", "شكرا", "جدا", "غدا", "أبدا", "هكذا", "لا", "ما",
		"تماما", "ثمنها", "بغيتها", "زيدها", "ila", "insana"} {
		n := Normalize(w)
		if rep, listed := s.rep[n]; listed {
			if got, _ := s.canon(n); got != rep {
				t.Errorf("canon(%q) = %q, want its own reading %q", w, got, rep)
			}
			continue
		}
		if got := s.accusative(n); got != "" {
			t.Errorf("accusative(%q) = %q, want nothing", w, got)
		}
	}
	for _, c := range []struct {
		in   string
		want Decision
	}{{"واخا", DecisionYes}, {"تماما", DecisionNone}, {"شكرا", DecisionNone}, {"لا", DecisionNo}} {
		if got := ParseDecision(c.in); got != c.want {
			t.Errorf("ParseDecision(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// A yes/no question about a product pointed at (a demonstrative or a
// definite article) asks about the one shown, whatever words no list
// knows say what; asked for, available or in a colour it stays a search
// or a refinement.
func TestPointedProductQuestion(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan satin", "Tajine en argile", "Sac", "Théière", "Brad",
		"Shirt", "Kaftan", "Teapot", "قميص", "قفطان", "طاجين", "Babouches"}})
	checkIntents(t, shop, []intentCase{
		{"هل هذا القميص قطني؟", IntentProductQuestion},
		{"هل القفطان مبطن من الداخل؟", IntentProductQuestion},
		{"is the kaftan lined?", IntentProductQuestion},
		{"does the teapot come with glasses?", IntentProductQuestion},
		{"wach lbrad jay m3a lkisan?", IntentProductQuestion},
		{"le sac est en cuir véritable ?", IntentProductQuestion},
		{"ce tajine passe au four ?", IntentProductQuestion},
		// not pointed at, asked for, another colour: not about the one shown
		{"do you have a kaftan lined inside?", IntentProductSearch},
		{"wach 3ndkom tajine kbir?", IntentProductSearch},
		{"هل لديكم قفطان مبطن؟", IntentProductSearch},
		{"ce tajine en rouge ?", IntentProductSearch},
	})
}

// A card picked by what it has or lacks, by an adjective among the cards,
// or by a colour with its article after a take or give verb.
func TestPickByWhatItIs(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan satin", "Tajine en argile", "Teapot"}})
	checkIntents(t, shop, []intentCase{
		{"the one without sleeves", IntentSelect},
		{"lli bla kmam", IntentSelect},
		{"التي بدون أكمام", IntentSelect},
		{"celle avec le couvercle", IntentSelect},
		{"sghir fihom", IntentSelect},
		{"the cheaper of the two", IntentSelect},
		{"je prends le marron", IntentSelect},
		{"3tini lbyda", IntentSelect},
		{"سآخذ السوداء", IntentSelect},
		// a new filter, a question, more, another product: no pick
		{"bghit zr9a", IntentRefine},
		{"bghit nfs lmodel f lwardi", IntentRefine},
	})
}

// Refusals said in the future ("سأتركه", "ghankhalliha"), as "not what I
// was looking for", or with an adverb after the negation.
func TestParseDecisionRound8(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in   string
		want Decision
	}{
		{"سأتركه", DecisionNo}, {"سأحذفها", DecisionNo}, {"غانخليها", DecisionNo}, {"ghankhalliha", DecisionNo},
		{"it's not what i was looking for", DecisionNo}, {"c'est pas ce que je cherchais", DecisionNo},
		{"ليس ما كنت أبحث عنه", DecisionNo}, {"machi hadchi li kan9lleb 3lih", DecisionNo},
		{"i don't really need it", DecisionNo}, {"my wife wouldn't like it", DecisionNo},
		// the future of a yes verb is not read as a refusal
		{"سأضيفه", DecisionNone}, {"ghanzidha", DecisionNone},
	}
	for _, c := range cases {
		if got := ParseDecision(c.in); got != c.want {
			t.Errorf("ParseDecision(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
