package i18n

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/transform"
)

// pipelineFold is fold's pipeline run on s, as fold ran it for every
// text beyond ASCII before foldLocal.
func pipelineFold(s string) string {
	c := chains.Get().(transform.Transformer)
	out, _, err := transform.String(c, s)
	chains.Put(c)
	if err != nil {
		return strings.ToLower(s)
	}
	return out
}

// TestFoldLocal: wherever foldLocal answers, it answers as the pipeline:
// on every corpus text beyond ASCII (most of which it answers), and on
// every rune of foldRanges beside a rune of a set that may meet it in
// NFKD or NFC (letters, combining marks, joiners, jamo, emoji), before
// it and after it.
func TestFoldLocal(t *testing.T) {
	t.Parallel()
	local, beyond := 0, 0
	for _, text := range corpusTextsToCheck(t) {
		s := strings.ToValidUTF8(truncate(text, MaxRunes), "\uFFFD")
		if isASCII(s) {
			continue
		}
		beyond++
		got, ok := foldLocal(s)
		if !ok {
			continue
		}
		local++
		if want := pipelineFold(s); got != want {
			t.Fatalf("foldLocal(%q) = %q, the pipeline %q", s, got, want)
		}
		if fold(text) != pipelineFold(s) {
			t.Fatalf("fold(%q) = %q, the pipeline %q", text, fold(text), pipelineFold(s))
		}
	}
	if local < beyond*9/10 {
		t.Errorf("foldLocal answers %d of the %d corpus texts beyond ASCII", local, beyond)
	}
	partners := []rune("aAeEiIzZ0 '`-?\u00a0\u00e9\u00c9\u0301\u0308\u0327\u0651\u0654\u0653\u0670\u034f\u200d\u200c\ufe0f\u3099\u309a\u1100\u1161\u11a8\u0b3e\u0bbe\u0cd5\u0dcf\u1b35" +
		"اأإآبةهىيويكگلمنسشعحخدذرزصضطظغفقت٣۳ـ\ufefb\ufef7\ufe8e\uff21\uff41\uff9e\u00df\u0130\u0131\u03a3\u03c2\u1e9e\u2126\u212a\u212b\u2460\u00bd\u00b4\u2019\u02bc" +
		"👍🏽😂❤✅")
	rng := rand.New(rand.NewPCG(3, 4))
	for range 10 {
		g := foldRanges[rng.IntN(len(foldRanges))]
		partners = append(partners, g.lo+rune(rng.IntN(int(g.hi-g.lo))))
	}
	checked := 0
	for _, g := range foldRanges {
		for r := g.lo; r < g.hi; r++ {
			if !utf8.ValidRune(r) {
				continue
			}
			for _, p := range partners {
				for _, s := range []string{string(r) + string(p), string(p) + string(r), string(r) + string(r)} {
					got, ok := foldLocal(s)
					if !ok {
						continue
					}
					checked++
					if want := pipelineFold(s); got != want {
						t.Fatalf("foldLocal(%q) = %q, the pipeline %q", s, got, want)
					}
				}
			}
		}
	}
	t.Logf("%d of %d corpus texts beyond ASCII folded by table; %d pairs checked", local, beyond, checked)
}
