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
