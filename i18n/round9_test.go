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
	}
	for _, c := range cases {
		if got := ParseDecision(c.in); got != c.dec {
			t.Errorf("ParseDecision(%q) = %q, want %q", c.in, got, c.dec)
		}
		for name, x := range map[string]*Understander{"no vocabulary": defaultUnderstander, "shop": shop} {
			if u := x.Understand(c.in); u.Decision != c.dec {
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
	cases := []struct {
		in     string
		intent Intent
	}{
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
	}
	for _, c := range cases {
		if u := shop.Understand(c.in); u.Intent != c.intent {
			t.Errorf("Understand(%q) = %s, want %s", c.in, u.Intent, c.intent)
		}
	}
}
