package i18n

import "testing"

func TestLightKey(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"ta7t": "taht", "shokran": "chukran", "choukran": "chukran", "n3am": "nam", "9ahwi": "kahwi",
		"qahwi": "kahwi", "wa5a": "wakha", "bllati": "blati", "la2": "la", "30cm": "30cm", "a15": "a15", "ok": "",
	} {
		if got := light(in); got != want {
			t.Errorf("light(%q) = %q, want %q", in, got, want)
		}
	}
}

// Spelling variants nobody listed meet the listed word; words that only
// look alike do not.
func TestSpellingFamilies(t *testing.T) {
	t.Parallel()
	meet := [][2]string{
		{"chukran", "shokran"}, {"tsenna", "tsnna"}, {"bellati", "bllati"}, {"chwia", "chwiya"},
		{"mezian", "mzyan"}, {"lokhrine", "lokhrin"}, {"ba9i", "baki"}, {"ta7t", "taht"},
	}
	sp := loadSpellings()
	for _, p := range meet {
		a, _ := sp.canon(p[0])
		b, _ := sp.canon(p[1])
		if a != b {
			t.Errorf("%q → %q and %q → %q: want one family", p[0], a, p[1], b)
		}
	}
	apart := [][2]string{{"dress", "dores"}, {"rugs", "rouges"}, {"l3tr", "later"}, {"lkhar", "lkhra"}, {"sofa", "safi"}}
	for _, p := range apart {
		a, _ := sp.canon(p[0])
		b, _ := sp.canon(p[1])
		if a == b {
			t.Errorf("%q and %q both → %q: want them apart", p[0], p[1], a)
		}
	}
}

func TestNegationStem(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"makaynch": "kayn", "kaynach": "kayna", "3ndkomch": "3ndkom", "ماكاينش": "كاين", "much": "", "kayn": "",
	} {
		if got := negationStem(in); got != want {
			t.Errorf("negationStem(%q) = %q, want %q", in, got, want)
		}
	}
}
