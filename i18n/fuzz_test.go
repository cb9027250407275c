package i18n

import (
	"strings"
	"testing"
	"unicode/utf8"
)

var fuzzSeeds = []string{
	"", "wakha", "Wakhaaa", "واخاااا", "إيــه", "ﻻ", "Oui 👍🏽", "✔️", "d’accord", "la machi mochkil",
	"safi baraka", "wach 3ndkom tajine 30 cm?", "between 100 and 300 dh", "أقل من ٣٠٠ درهم", "1.500,00 dh",
	"2️⃣", "n°3", "\xff\xfe", "Straße", "İstanbul", "ﷺ", "ǅ", "ᾈ", "ﾞ", "l'huile d'argan", "<300", "- 100 -",
	// issue 11 forms: questions, negations, glued clitics, word amounts, sizes
	"wakha?", "ok ?", "ma bghitch nzidha", "لا أحتاجه", "ta7t mitin", "t-shirt noir XXL", "kanfker", "بالأزرق",
	"ma 3ndkomch ta7t 200?", "la, wrini lokhrin", "ok merci", "c'est bon", "zidou", "ماغاديش ناخدها", "lalala",
	"ma bghitch lkhamsa, bghit rab3a", "la moins chère", "mn ghir lk7el?", "tajine dyal 30 سم", "y", "je vais y réfléchir",
}

func FuzzNormalize(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n := Normalize(s)
		if !utf8.ValidString(n) {
			t.Fatalf("Normalize(%q) = %q: invalid UTF-8", s, n)
		}
		if again := Normalize(n); again != n {
			t.Fatalf("Normalize not idempotent: %q → %q → %q", s, n, again)
		}
		if strings.TrimSpace(n) != n || strings.Contains(n, "  ") {
			t.Fatalf("Normalize(%q) = %q: untrimmed spaces", s, n)
		}
	})
}

func FuzzTokens(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		toks := Tokens(s)
		for _, w := range toks {
			if w == "" || !utf8.ValidString(w) {
				t.Fatalf("Tokens(%q) has bad word %q", s, w)
			}
			if strings.ContainsAny(w, " '") {
				t.Fatalf("Tokens(%q) word %q keeps a space or an apostrophe", s, w)
			}
		}
		// Words are already normalized: reading them again changes nothing.
		for _, w := range toks {
			if again := Tokens(w); len(again) != 1 || again[0] != w {
				t.Fatalf("Tokens(%q) word %q re-tokenizes to %q", s, w, again)
			}
		}
	})
}

func FuzzParseDecision(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		switch d := ParseDecision(s); d {
		case DecisionNone, DecisionYes, DecisionNo, DecisionAmbiguous, DecisionHold:
			// Normalizing first must not change the answer, unless the
			// text hesitates in a way normalizing erases: laughter or a
			// slip ("YYY" is not "y"), a drawn-out "aaah".
			if d2 := ParseDecision(Normalize(s)); d2 != d && !(isHesitant(s) && d == DecisionNone) {
				t.Fatalf("ParseDecision(%q) = %q but %q on its normalized form", s, d, d2)
			}
		default:
			t.Fatalf("ParseDecision(%q) = %q", s, d)
		}
	})
}

func FuzzUnderstand(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	for _, s := range goldenMessages {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u := Understand(s)
		if !knownIntent(u.Intent) {
			t.Fatalf("Understand(%q).Intent = %q", s, u.Intent)
		}
		if !(u.Confidence >= 0 && u.Confidence <= 1) {
			t.Fatalf("Understand(%q).Confidence = %v", s, u.Confidence)
		}
		if !utf8.ValidString(u.Query) {
			t.Fatalf("Understand(%q).Query = %q: invalid UTF-8", s, u.Query)
		}
		for _, w := range u.Terms {
			if w == "" || !utf8.ValidString(w) {
				t.Fatalf("Understand(%q).Terms has %q", s, w)
			}
		}
		if u.MinPrice < 0 || u.MaxPrice < 0 || (u.MinPrice > 0 && u.MaxPrice > 0 && u.MinPrice > u.MaxPrice) {
			t.Fatalf("Understand(%q) prices %d..%d", s, u.MinPrice, u.MaxPrice)
		}
		if u.Decision != ParseDecision(s) {
			t.Fatalf("Understand(%q).Decision = %q, ParseDecision says %q", s, u.Decision, ParseDecision(s))
		}
		if u.Lang != DetectLang(s) {
			t.Fatalf("Understand(%q).Lang = %q, DetectLang says %q", s, u.Lang, DetectLang(s))
		}
		if u.Ordinal != 0 && u.Intent != IntentSelect {
			t.Fatalf("Understand(%q) has position %d but intent %s", s, u.Ordinal, u.Intent)
		}
		if (u.Intent == IntentConfirm) != (u.Decision == DecisionYes) {
			t.Fatalf("Understand(%q) = %s with decision %q: a confirm is exactly a yes", s, u.Intent, u.Decision)
		}
		if u.Intent == IntentUnknown && u.Confidence >= 0.5 {
			t.Fatalf("Understand(%q) is unknown with confidence %.2f", s, u.Confidence)
		}
		if u.Question && u.Decision != DecisionNone {
			t.Fatalf("Understand(%q) is a question read as the answer %q", s, u.Decision)
		}
	})
}

// FuzzUnderstandShop reads with a vocabulary, where the classifier may
// overrule the rules (reconsider.go): it must not panic, and a yes or a
// no it reads must be the intent too.
func FuzzUnderstandShop(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	for _, s := range goldenMessages {
		f.Add(s)
	}
	for _, s := range []string{"iyeh zidha w goul liya ch7al ghadi twsal", "nn ma bghithach shokran", "la, ma bghitch",
		"oui oui ajoutez, je paie à la livraison", "c ajouté? safi?", "non-stop", "la pochette brodée"} {
		f.Add(s)
	}
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Babouches en cuir", "Caftan satin vert"}})
	f.Fuzz(func(t *testing.T, s string) {
		u := shop.Understand(s)
		if !knownIntent(u.Intent) || !(u.Confidence >= 0 && u.Confidence <= 1) {
			t.Fatalf("Understand(%q) = %q %v", s, u.Intent, u.Confidence)
		}
		if u.Decision == DecisionYes && u.Intent != IntentConfirm {
			t.Fatalf("Understand(%q): decision yes, intent %s", s, u.Intent)
		}
		// (a no may carry the request that refuses the card: more shown, a
		// search, a refinement, a pick of another, rounds 35d, 37b and 37p)
		if u.Decision == DecisionNo && u.Intent != IntentCancel && u.Intent != IntentHuman && !request37b(u.Intent) {
			t.Fatalf("Understand(%q): decision no, intent %s", s, u.Intent)
		}
	})
}
