package corpus

import (
	"bytes"
	"testing"
)

// FuzzParse: a maintainer's own file goes through Parse (understand-eval
// FILE), so arbitrary bytes must give examples or an error, never a panic,
// and every example returned must satisfy the label rules.
func FuzzParse(f *testing.F) {
	f.Add([]byte(`{"text":"bghit tania","lang":"darija_latn","intent":"select","ordinal":2,"family":"ordinals"}`))
	f.Add([]byte(`{"text":"ktar mn 1000 dh","lang":"darija_latn","intent":"refine","min_price":1000,"family":"prices"}` + "\n"))
	f.Add([]byte("{}\n\n{\"text\":1}"))
	f.Fuzz(func(t *testing.T, b []byte) {
		exs, err := Parse(bytes.NewReader(b), "fuzz")
		if err != nil {
			return
		}
		for _, ex := range exs {
			if Key(ex.Text) == "" || ex.Ordinal < -1 || (ex.Ordinal != 0 && ex.Intent != "select") ||
				(ex.MinPrice > 0 && ex.MaxPrice > 0 && ex.MinPrice > ex.MaxPrice) {
				t.Fatalf("invalid example accepted: %+v", ex)
			}
		}
	})
}
