package i18n

import "testing"

// Ninth round (issue 11): a refusal denied ("I won't refuse", "لن أرفض",
// "je dis pas non", "ma nrfdch") refuses nothing: beside a yes verb it is a
// yes, alone it is asked again; the refusal itself, or a no before it in
// another clause ("لا، أرفض"), stays a no.
func TestDeniedRefusal(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan satin vert", "Tajine en argile 30 cm"}})
	cases := []struct {
		in  string
		dec Decision
	}{
		// ar
		{"لن أرفض، أضفها", DecisionYes},
		{"لا أرفض، أضفه إلى السلة", DecisionYes},
		{"لا، لن أرفض، أضفه", DecisionYes},
		{"لن أقول لا، أضفها", DecisionYes},
		{"لن أرفض", DecisionNone},
		{"لا أرفض", DecisionNone},
		// en
		{"i won't refuse, add it", DecisionYes},
		{"I can't say no, add it", DecisionYes},
		{"no, i won't refuse it, add it", DecisionYes},
		{"i won't say no, send it", DecisionYes},
		{"i won't refuse", DecisionNone},
		// fr
		{"je ne refuse pas, ajoutez-la", DecisionYes},
		{"je refuse pas, mets-la dans le panier", DecisionYes},
		{"je dis pas non, ajoute-la", DecisionYes},
		{"je dis pas non", DecisionNone},
		// darija_latn
		{"ma nrfdch, zidha", DecisionYes},
		{"manrfdch zidha", DecisionYes},
		{"ma ngolch la, zidha", DecisionYes},
		{"la la, ma nrfdch, zidha", DecisionYes},
		{"ana ma nrfdch, sifto", DecisionYes},
		// the future between the negation and the verb (heldout11's one
		// false cancellation after the thirteenth round)
		{"ma ghadich nrfdha, zidha", DecisionYes},
		{"la la, ma ghadi nrfdhach, zidha", DecisionYes},
		{"ma ghadich nrfdha", DecisionNone},
		{"je vais pas refuser, ajoutez-la", DecisionYes},
		{"لا، ما غاديش نرفضها، زيدها", DecisionYes},
		// darija_arab
		{"ما نقولش لا، زيدها", DecisionYes},
		{"ماشي نرفض، زيدها", DecisionYes},
		// refusals stay refusals
		{"لا، أرفض", DecisionNo},
		{"لا ، أرفض", DecisionNo},
		{"أرفض", DecisionNo},
		{"non je refuse", DecisionNo},
		{"no", DecisionNo},
		{"don't add it", DecisionNo},
		{"ma bghitch", DecisionNo},
		{"ma ghadich nzidha", DecisionNo},
	}
	for _, c := range cases {
		if got := ParseDecision(c.in); got != c.dec {
			t.Errorf("ParseDecision(%q) = %q, want %q", c.in, got, c.dec)
		}
		for name, x := range map[string]*Understander{"no vocabulary": defaultUnderstander, "shop": shop} {
			if u := x.Understand(c.in); answerRead(u) != c.dec {
				t.Errorf("%s: Understand(%q).Decision = %q, want %q", name, c.in, u.Decision, c.dec)
			}
		}
	}
}

// Ninth round: a pick by a product and what sets it apart — "the" before
// it in English, an adjective with its own article in Arabic script and
// Latin Darija, a take/give/want verb in any language — while a bare
// French "la robe rouge", a search verb, an indefinite article or a shop
// tag ("البلدي") keep a search.
func TestPickByNamedCard(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{
		Products:  []string{"Théière argentée", "Tapis berbère", "Tajine en argile", "Caftan satin", "Djellaba", "Sac en cuir", "Babouches", "Savon beldi", "Takchita"},
		Synonyms:  []string{"teapot", "rug", "tajine", "kaftan", "caftan", "jellaba", "bag", "babouches", "zarbiya", "zerbiya", "brad", "الزربية", "زربية", "الطاجين", "طاجين", "القفطان", "قفطان", "الجلابة", "جلابة", "البراد", "براد", "الإبريق", "إبريق", "robe", "kamiza", "الصابون", "صابون", "takchita"},
		Modifiers: []string{"beldi", "البلدي", "embroidered"},
	})
	checkIntents(t, shop, []intentCase{
		// en
		{"the silver teapot please", IntentSelect},
		{"i'll take the red kaftan", IntentSelect},
		{"the big rug", IntentSelect},
		{"the embroidered kaftan", IntentSelect},
		// fr: with a take verb
		{"je prends la djellaba blanche", IntentSelect},
		{"je prends le grand tapis", IntentSelect},
		// ar
		{"الزربية الكبيرة", IntentSelect},
		{"سآخذ القفطان الأحمر", IntentSelect},
		{"أريد الجلابة البيضاء", IntentSelect},
		// darija_latn
		{"zarbiya lkbira", IntentSelect},
		{"lbrad lfaddi", IntentSelect},
		{"3tini jellaba lbyda", IntentSelect},
		// darija_arab
		{"البراد الفضي", IntentSelect},
		{"عطيني الجلابة البيضا", IntentSelect},
		// searches stay searches
		{"la robe rouge", IntentProductSearch},
		{"la kamiza l7amra", IntentProductSearch},
		{"kan9lleb 3la caftan lwardi", IntentProductSearch},
		{"bghit chi takchita l3ors", IntentProductSearch},
		{"بغيت الصابون البلدي", IntentProductSearch},
		{"i want a red kaftan", IntentProductSearch},
		{"je cherche la djellaba blanche", IntentProductSearch},
		{"is the silver teapot in stock?", IntentProductQuestion},
	})
}

// Ninth round: a person declined is asked for by nobody ("no thanks, no
// need for a human"); opened by a no it declines what was offered, and a
// person asked for after a refusal still asks for one.
func TestPersonDeclined(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in     string
		intent Intent
		dec    Decision
	}{
		// en
		{"no thanks, no need for a human", IntentCancel, DecisionNo},
		{"no thanks, i don't need to talk to anyone", IntentCancel, DecisionNo},
		{"nah no need for an agent", IntentCancel, DecisionNo},
		// fr
		{"non merci, pas besoin d'un conseiller", IntentCancel, DecisionNo},
		{"non merci, pas besoin de parler à quelqu'un", IntentCancel, DecisionNo},
		// ar
		{"لا شكرا، لا أحتاج إلى موظف", IntentCancel, DecisionNo},
		// darija_latn
		{"la shokran, ma bghitch nhder m3a chi wa7ed", IntentCancel, DecisionNo},
		// darija_arab
		{"لا شكرا، ما بغيتش نهضر مع شي واحد", IntentCancel, DecisionNo},
		// a person asked for still asks
		{"no i don't want a bot, i want a human", IntentHuman, DecisionNone},
		{"ma bghitch robot bghit nhder m3a bnadem", IntentHuman, DecisionNone},
		{"la, bghit chi bnadem", IntentHuman, DecisionNone},
		{"لا أريد روبوتا، أريد إنسانا", IntentHuman, DecisionNone},
		{"non je veux parler à quelqu'un", IntentHuman, DecisionNone},
	}
	for _, c := range cases {
		if u := Understand(c.in); u.Intent != c.intent || u.Decision != c.dec {
			t.Errorf("Understand(%q) = %s / %q, want %s / %q", c.in, u.Intent, u.Decision, c.intent, c.dec)
		}
	}
}
