package i18n

import "testing"

// Every canonical value Understand can return has a name in every language.
func TestValueNamesComplete(t *testing.T) {
	t.Parallel()
	kinds := map[string][]string{"color": Colors, "material": Materials, "gender": {"men", "women", "kids"}}
	for kind, values := range kinds {
		for _, v := range values {
			names, ok := valueNames[kind][v]
			if !ok {
				t.Errorf("%s %q has no names", kind, v)
				continue
			}
			for i, n := range names {
				if n == "" {
					t.Errorf("%s %q has no name in %s", kind, v, Langs[i])
				}
			}
		}
		if len(valueNames[kind]) != len(values) {
			t.Errorf("%s: %d names for %d values", kind, len(valueNames[kind]), len(values))
		}
	}
	for _, l := range Langs {
		if langIndex(l) >= len(Langs) || Langs[langIndex(l)] != l {
			t.Errorf("langIndex(%s) = %d does not follow Langs", l, langIndex(l))
		}
		p := phrases[l]
		if p.under == "" || p.over == "" || p.between == "" || p.size == "" || p.and == "" {
			t.Errorf("%s: a phrase is missing: %+v", l, p)
		}
	}
}

func TestDescribe(t *testing.T) {
	t.Parallel()
	c := Criteria{Text: "jellaba", Color: "blue", MaxPrice: 500}
	for lang, want := range map[Lang]string{
		Darija:  "jellaba · zr9 · ta7t 500 dh",
		French:  "jellaba · bleu · moins de 500 dh",
		English: "jellaba · blue · under 500 dh",
		Arabic:  "jellaba · زرق · تحت 500 درهم",
		"xx":    "jellaba · blue · under 500 dh",
	} {
		if got := Describe(lang, c); got != want {
			t.Errorf("Describe(%s) = %q, want %q", lang, got, want)
		}
	}
	full := Criteria{Text: "djellaba", Color: "turquoise", Material: "wool", Gender: "men", Size: "XL", MinPrice: 200, MaxPrice: 900}
	if got, want := Describe(French, full), "djellaba · turquoise · laine · homme · taille XL · 200–900 dh"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
	if got, want := Describe(English, Criteria{MinPrice: 300}), "over 300 dh"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
	if got := Describe(English, Criteria{}); got != "" {
		t.Errorf("Describe of nothing = %q", got)
	}
}

func TestList(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lang  Lang
		names []string
		want  string
	}{
		{Darija, []string{"zr9", "byed", "wardi"}, "zr9, byed w wardi"},
		{English, []string{"blue"}, "blue"},
		{French, []string{"M", "L"}, "M et L"},
		{Arabic, nil, ""},
	} {
		if got := List(c.lang, c.names); got != c.want {
			t.Errorf("List(%s, %q) = %q, want %q", c.lang, c.names, got, c.want)
		}
	}
}
