package i18n

import (
	"math/rand"
	"strings"
	"testing"
)

// The indexes of round 27's speed work answer exactly what the loops they
// replace answered (strings.Contains, strings.HasPrefix, ContainsAny).
func TestSpeed27IndexesAgree(t *testing.T) {
	words := []string{"", "a", "qwer", "xqwerty", "asdfgh", "qsd", "mlkj", "chrit", "achèté", "ghachriha", "nchriha", "bghit",
		"veux", "wanted", "بغيت", "نريد", "annulez", "7aydha", "حيدها", "zidha", "zd", "dirha", "ajoute", "keep", "laisse",
		"احتفظ", "kanrfd", "refuse", "wakha?", "ok ؟", "¿que", "❓", "l9itha", "trouvé", "وجدت", "\xff\xfe?", "\xd8"}
	r := rand.New(rand.NewSource(27))
	alphabet := []string{"a", "c", "h", "r", "i", "q", "w", "e", "s", "d", "f", "z", "7", "9", "ش", "ر", "ي", "?", "؟", "\xd8", " "}
	for range 5000 {
		var b strings.Builder
		for range r.Intn(9) {
			b.WriteString(alphabet[r.Intn(len(alphabet))])
		}
		words = append(words, b.String())
	}
	containsAny := func(w string, list []string) bool {
		for _, p := range list {
			if strings.Contains(w, p) {
				return true
			}
		}
		return false
	}
	prefixAny := func(w string, list []string) bool {
		for _, p := range list {
			if strings.HasPrefix(w, p) {
				return true
			}
		}
		return false
	}
	buy := []string{"chri", "chra", "chrit", "buy", "bought", "achet", "achèt", "l9i", "l9a", "find", "found",
		"trouv", "شري", "شتري", "شرا", "لقي", "لقا", "وجد"}
	for _, w := range words {
		if got, want := keyboardRun(w), containsAny(w, keyboardRuns); got != want {
			t.Errorf("keyboardRun(%q) = %v, want %v", w, got, want)
		}
		if got, want := buyOrFind(w), containsAny(w, buy); got != want {
			t.Errorf("buyOrFind(%q) = %v, want %v", w, got, want)
		}
		if got, want := removalPrefixes.has(w), prefixAny(w, removalStems); got != want {
			t.Errorf("removalPrefixes.has(%q) = %v, want %v", w, got, want)
		}
		if got, want := putPrefixIndex.has(w), prefixAny(w, putPrefixes); got != want {
			t.Errorf("putPrefixIndex.has(%q) = %v, want %v", w, got, want)
		}
		if got, want := hasQuestionMark(w), strings.ContainsAny(w, "?؟¿⁇❓❔？﹖⸮"); got != want {
			t.Errorf("hasQuestionMark(%q) = %v, want %v", w, got, want)
		}
	}
}
