package i18n

import (
	"reflect"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/transform"
)

func TestNormalize(t *testing.T) {
	t.Parallel()
	cases := []struct{ in, want string }{
		{"  WaKhA  ", "wakha"},
		{"Wakhaaaa", "wakha"},
		{"iyyeh", "iyeh"},
		{"okkk", "ok"},
		{"واخاااا", "واخا"},
		{"أه", "اه"},
		{"آه", "اه"},
		{"إيــه", "ايه"},
		{"إِيهْ", "ايه"},
		{"وَاخَا", "واخا"},
		{"واخّا", "واخا"},
		{"صافــي", "صافي"},
		{"ﻻ", "لا"},
		{"نَعَمْ", "نعم"},
		{"مزيانة", "مزيانه"},
		{"ٱلسلام", "السلام"},
		{"ی ک ى", "ي ك ي"},
		{"👍🏽", "👍"},
		{"✔️", "✔"},
		{"D'ACCORD", "d'acord"},
		{"d’accord", "d'acord"},
		{"d`accord", "d'acord"},
		{"Ｏｋ", "ok"},
		{"Straße", "strase"},
		{"Crème Brûlée", "creme brule"},
		{"ça marche", "ca marche"},
		{"٣٠٠ درهم", "300 درهم"},
		{"۴۲", "42"},
		{"300", "300"},
		{"1000 dh", "1000 dh"},
		{"wa\u200dkha\u200f", "wakha"},
		{"a \t\n  b", "a b"},
		{"", ""},
		{"   ", ""},
		{"2️⃣", "2"},
		// cases.Fold alone swaps Cherokee cases back and forth; Normalize pins them
		{"\u13a0\uab71", "\u13a0\u13a1"},
	}
	for _, c := range cases {
		if got := Normalize(c.in); got != c.want {
			t.Errorf("Normalize(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestNormalizeInvalidUTF8(t *testing.T) {
	t.Parallel()
	for _, in := range []string{"\xff", "wa\xc3kha", "\xe2\x82", "ok\x80\x80"} {
		got := Normalize(in)
		if !utf8.ValidString(got) {
			t.Errorf("Normalize(%q) = %q: invalid UTF-8", in, got)
		}
		if again := Normalize(got); again != got {
			t.Errorf("Normalize not idempotent on %q: %q then %q", in, got, again)
		}
	}
}

func TestNormalizeASCIIPathMatchesPipeline(t *testing.T) {
	t.Parallel()
	// The ASCII shortcut must agree with the x/text chain.
	for _, s := range []string{"Hello World", "D`Accord", "  Tajine 30CM ", "WAKHA!!", "a\tb\r\nc", "x\x00y"} {
		t1 := chains.Get()
		want, _, _ := transformString(t1, s)
		chains.Put(t1)
		if got := fold(s); got != want {
			t.Errorf("fold(%q) = %q, chain gives %q", s, got, want)
		}
	}
}

func TestTokens(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in   string
		want []string
	}{
		{"d'accord", []string{"dacord"}},
		{"d’accord", []string{"dacord"}},
		{"daccord", []string{"dacord"}},
		{"WAKHA!", []string{"wakha"}},
		{"wa5a, n3am & 7bes", []string{"wa5a", "n3am", "7bes"}},
		{"Oui👍🏽👍", []string{"oui", "👍", "👍"}},
		{"vas-y", []string{"vas", "y"}},
		{"c'est bon", []string{"cest", "bon"}},
		{"لا، شكرا!", []string{"لا", "شكرا"}},
		{"tajine 30cm?", []string{"tajine", "30cm"}},
		{"'wakha'", []string{"wakha"}},
		{"", nil},
		{"?!...", nil},
	}
	for _, c := range cases {
		if got := Tokens(c.in); !reflect.DeepEqual(got, c.want) {
			t.Errorf("Tokens(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// The analysis used by Understand reads the same words as Tokens.
func TestAnalysisAgreesWithTokens(t *testing.T) {
	t.Parallel()
	for _, s := range []string{"Salam, bghit tajine ta7t 300dh 3afak", "D'ACCORD 👍🏽", "cooool dress", "l'huile d'argan", "واخاااا"} {
		a := analyzeInto(s, nil)
		var got []string
		for _, tk := range a.toks {
			got = append(got, tk.norm)
		}
		if want := Tokens(s); !reflect.DeepEqual(got, want) {
			t.Errorf("analysis of %q reads %q, Tokens reads %q", s, got, want)
		}
	}
}

func TestSearchFormKeepsDoubleLetters(t *testing.T) {
	t.Parallel()
	a := analyzeInto("dress coffee tajiiiine l'huile", nil)
	var got []string
	for _, tk := range a.toks {
		got = append(got, tk.term)
	}
	want := []string{"dress", "coffee", "tajine", "huile"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("search forms = %q, want %q", got, want)
	}
}

func TestNormalizeConcurrent(t *testing.T) {
	t.Parallel()
	inputs := []string{"إيــه", "D'ACCORD", "واخاااا", "👍🏽", "Crème"}
	want := make([]string, len(inputs))
	for i, s := range inputs {
		want[i] = Normalize(s)
	}
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := 0; k < 200; k++ {
				i := k % len(inputs)
				if got := Normalize(inputs[i]); got != want[i] {
					t.Errorf("concurrent Normalize(%q) = %q, want %q", inputs[i], got, want[i])
					return
				}
			}
		}()
	}
	wg.Wait()
}

func TestTruncate(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("é", MaxRunes+10)
	if got := utf8.RuneCountInString(truncate(long, MaxRunes)); got != MaxRunes {
		t.Errorf("truncate kept %d runes, want %d", got, MaxRunes)
	}
	if got := truncate("abc", MaxRunes); got != "abc" {
		t.Errorf("truncate(abc) = %q", got)
	}
}

func transformString(t any, s string) (string, int, error) {
	return transform.String(t.(transform.Transformer), s)
}
