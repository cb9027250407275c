package i18n

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestZZDbg(t *testing.T) {
	s := os.Getenv("ZZ")
	if s == "" {
		t.Skip()
	}
	x := NewUnderstander(Vocabulary{})
	for _, m := range strings.Split(s, "|") {
		var buf [32]tok
		a := analyzeInto(m, buf[:0])
		for _, k := range a.toks {
			fmt.Printf("[%s/%s neg=%v] ", k.norm, k.key, k.neg)
		}
		u := x.Understand(m)
		r := x.ByRules(m)
		fmt.Printf("\n  %q -> %v/%v rules %v/%v runOn=%v\n", m, u.Intent, u.Decision, r.Intent, r.Decision, yesRunsOn(a))
	}
}
