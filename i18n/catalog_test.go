package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"regexp"
	"strings"
	"testing"
)

var placeholder = regexp.MustCompile(`\{(\d+)\}`)

// keyArgs reads the placeholders each key's comment in keys.go promises,
// so the catalog test follows the contract rather than a copy of it.
func keyArgs(t *testing.T) map[Key][]string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "keys.go", nil, parser.ParseComments)
	if err != nil {
		t.Fatalf("parse keys.go: %v", err)
	}
	values := map[string]Key{}
	for _, k := range Keys {
		values[`"`+string(k)+`"`] = k
	}
	out := map[Key][]string{}
	for _, decl := range f.Decls {
		gd, ok := decl.(*ast.GenDecl)
		if !ok || gd.Tok != token.CONST {
			continue
		}
		for _, spec := range gd.Specs {
			vs := spec.(*ast.ValueSpec)
			if len(vs.Values) != 1 {
				continue
			}
			lit, ok := vs.Values[0].(*ast.BasicLit)
			if !ok {
				continue
			}
			k, ok := values[lit.Value]
			if !ok {
				continue
			}
			out[k] = nil
			if vs.Comment != nil {
				out[k] = placeholder.FindAllString(vs.Comment.Text(), -1)
			}
		}
	}
	return out
}

func TestCatalogComplete(t *testing.T) {
	t.Parallel()
	args := keyArgs(t)
	if len(args) != len(Keys) {
		t.Fatalf("found %d keys in keys.go, Keys lists %d", len(args), len(Keys))
	}
	for _, k := range Keys {
		if got := argCount[k]; got != len(args[k]) {
			t.Errorf("argCount[%s] = %d, keys.go lists %v", k, got, args[k])
		}
		for _, l := range Langs {
			text := catalog[l][k]
			if strings.TrimSpace(text) == "" {
				t.Errorf("%s/%s: no text", l, k)
				continue
			}
			for _, p := range args[k] {
				if !strings.Contains(text, p) {
					t.Errorf("%s/%s: %q lacks %s", l, k, text, p)
				}
			}
			for _, m := range placeholder.FindAllStringSubmatch(text, -1) {
				if n := int(m[1][0] - '0'); len(m[1]) > 1 || n < 1 || n > len(args[k]) {
					t.Errorf("%s/%s: %q uses %s but the key takes %d args", l, k, text, m[0], len(args[k]))
				}
			}
			if strings.HasPrefix(string(k), "label_") {
				if n := len(strings.Fields(text)); n < 1 || n > 3 {
					t.Errorf("%s/%s: label %q has %d words, want 1–3", l, k, text, n)
				}
			}
		}
	}
	for l, texts := range catalog {
		for k := range texts {
			if _, ok := args[k]; !ok {
				t.Errorf("%s: text for unknown key %q", l, k)
			}
		}
	}
}

func TestRender(t *testing.T) {
	t.Parallel()
	cases := []struct {
		lang Lang
		key  Key
		args []string
		want string
	}{
		{English, KeyResultsIntro, []string{"tajine"}, "Here is what I found for “tajine”:"},
		{Darija, KeyResultsIntro, []string{"tajine"}, "Hahuma chi 7wayj l9it l “tajine”:"},
		{Darija, KeyLabelShowMore, nil, "Zid"},
		{French, KeyLabelShowMore, nil, "Voir plus"},
		{Arabic, KeyLabelShowMore, nil, "زيد"},
		{English, KeyAddToCartLink, []string{"Tajine 30 cm", "https://shop.ma/?add-to-cart=7"}, "Great choice! Tap here to add Tajine 30 cm to your cart: https://shop.ma/?add-to-cart=7"},
		// missing arguments become empty, extra ones are ignored, arguments are not re-expanded
		{English, KeyConfirmAddToCart, nil, "Add  to your cart?"},
		{English, KeyConfirmAddToCart, []string{"{2}", "x"}, "Add {2} to your cart?"},
		// unknown language → English; unknown key → English fallback
		{"es", KeyLabelYes, nil, "Yes"},
		{"", KeyLabelNo, nil, "No"},
		{Darija, "no_such_key", nil, catalog[English][KeyFallback]},
		{"xx", "no_such_key", []string{"a"}, catalog[English][KeyFallback]},
	}
	for _, c := range cases {
		if got := Render(c.lang, c.key, c.args...); got != c.want {
			t.Errorf("Render(%q, %q, %q) = %q, want %q", c.lang, c.key, c.args, got, c.want)
		}
	}
}

func TestLangOrDefault(t *testing.T) {
	t.Parallel()
	for in, want := range map[Lang]Lang{English: English, Darija: Darija, French: French, Arabic: Arabic, "": English, "es": English} {
		if got := LangOrDefault(in); got != want {
			t.Errorf("LangOrDefault(%q) = %q, want %q", in, got, want)
		}
	}
}
