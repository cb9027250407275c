package chatwoot

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
)

// TestDecodeStrictMatchesLenient: a body the strict twins read decodes to
// the wire types' very values (opt's pointers followed), and Parse reads it
// as the lenient decode alone does. The bodies are every fixture, a visitor
// id in the contact's custom attributes added, and each of them with, in
// one field at a time, a value of each other JSON type (which the strict
// twins mostly cannot read and hand on).
func TestDecodeStrictMatchesLenient(t *testing.T) {
	t.Parallel()
	paths, err := filepath.Glob("../testdata/chatwoot/*.json")
	if err != nil || len(paths) == 0 {
		t.Fatalf("fixtures: %v, %v", paths, err)
	}
	others := []any{nil, "7", 7, true, []any{1}, map[string]any{"x": 1}}
	for _, path := range paths {
		t.Run(filepath.Base(path), func(t *testing.T) {
			t.Parallel()
			raw, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			var root map[string]any
			if err := json.Unmarshal(raw, &root); err != nil {
				t.Fatal(err)
			}
			bodies := [][]byte{raw}
			if c, ok := root["conversation"].(map[string]any); ok {
				if m, ok := c["meta"].(map[string]any); ok {
					if s, ok := m["sender"].(map[string]any); ok {
						s["custom_attributes"] = map[string]any{"wakha_visitor": "v_0123456789abcdef0123456789abcdef"}
						bodies = append(bodies, marshalTest(t, root))
					}
				}
			}
			var walk func(path []string, v any)
			walk = func(path []string, v any) {
				m, ok := v.(map[string]any)
				if !ok {
					return
				}
				for k, sub := range m {
					p := append(slices.Clone(path), k)
					for _, o := range others {
						var variant map[string]any
						if err := json.Unmarshal(raw, &variant); err != nil {
							t.Fatal(err)
						}
						setPath(variant, p, o)
						bodies = append(bodies, marshalTest(t, variant))
					}
					walk(p, sub)
				}
			}
			walk(nil, root)
			strict := 0
			for _, b := range bodies {
				var s, l wirePayload
				if decodeStrict(b, &s) {
					strict++
					if err := decode(b, &l); err != nil {
						t.Fatalf("%s: strict twins read it, lenient decode: %v", b, err)
					}
					if !reflect.DeepEqual(s, l) {
						t.Fatalf("%s:\nstrict  %+v\nlenient %+v", b, s, l)
					}
				}
				in, err := Parse(b)
				lin, lerr := parseLenient(b)
				if fmt.Sprint(err) != fmt.Sprint(lerr) || !reflect.DeepEqual(in, lin) {
					t.Fatalf("%s:\nParse   %+v, %v\nlenient %+v, %v", b, in, err, lin, lerr)
				}
			}
			if strict < 2 {
				t.Fatalf("the strict twins read %d of %d bodies: the comparison compared nothing", strict, len(bodies))
			}
		})
	}
}

// setPath sets root's value at path (objects only).
func setPath(root map[string]any, path []string, v any) {
	m := root
	for _, k := range path[:len(path)-1] {
		m = m[k].(map[string]any)
	}
	m[path[len(path)-1]] = v
}

func marshalTest(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
