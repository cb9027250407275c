package i18n

import "testing"

func TestDetectLang(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in   string
		want Lang
	}{
		// Arabic script
		{"السلام عليكم", Arabic}, {"بغيت طاجين", Arabic}, {"واش عندكم 30cm", Arabic}, {"لا", Arabic},
		{"iphone 15 بغيت", Arabic},
		// Darija in Latin letters
		{"wach 3ndkom tajine?", Darija}, {"bghit chi haja zwina", Darija}, {"ch7al hada", Darija},
		{"salam", Darija}, {"la shokran", Darija}, {"zid", Darija}, {"3afak", Darija}, {"l9it walou", Darija},
		{"merci bzaf", Darija}, {"fin kayn lmagazin", Darija}, {"sbbat ta7t 300", Darija},
		{"hello, bghit tajine", Darija}, {"kifach n9der nchri", Darija},
		{"ou zidha", Darija}, {"sifto", Darija},
		// French
		{"bonjour", French}, {"je cherche une robe", French}, {"vous avez des chaussures ?", French},
		{"moins de 300 dh", French}, {"encore", French}, {"oui", French}, {"non merci", French},
		{"un conseiller svp", French}, {"service client", French}, {"la robe rouge", French},
		// English
		{"hi", English}, {"do you have red dresses?", English}, {"show me more", English},
		{"I want to talk to a human", English}, {"under 300 dh please", English}, {"yes", English},
		// no evidence: keep the conversation's language
		{"ok", ""}, {"2", ""}, {"👍", ""}, {"la", ""}, {"", ""}, {"merci", ""}, {"tajine", ""}, {"30cm", ""},
		{"2eme", ""}, {"n2", ""}, {"5kg", ""}, {"!!!", ""},
	}
	for _, c := range cases {
		if got := DetectLang(c.in); got != c.want {
			t.Errorf("DetectLang(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestArabizi(t *testing.T) {
	t.Parallel()
	cases := map[string]int{
		"ch7al": 2, "3afak": 2, "n3am": 2, "7bes": 2, "sa7": 1, "30cm": 0, "2eme": 0, "42": 0, "iphone15": 0,
		"wakha": 0, "300dh": 0, "5kg": 0, "n2": 0,
	}
	for w, want := range cases {
		if got := arabizi(w); got != want {
			t.Errorf("arabizi(%q) = %d, want %d", w, got, want)
		}
	}
}
