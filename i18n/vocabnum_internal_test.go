package i18n

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// catalogVocabulary is a vocabulary from the sample catalog's product
// names, categories and tags, with a few shoppers' synonyms.
func catalogVocabulary(t *testing.T) Vocabulary {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "testdata", "catalog.json"))
	if err != nil {
		t.Fatal(err)
	}
	var products []struct {
		Name       string
		Categories []struct{ Name string }
		Tags       []struct{ Name string }
	}
	if err := json.Unmarshal(b, &products); err != nil {
		t.Fatal(err)
	}
	v := Vocabulary{Synonyms: []string{"belgha", "بلغة", "sac", "tajine", "طاجين", "sbbat", "جلابة", "caftan", "argan"}}
	for _, p := range products {
		v.Products = append(v.Products, p.Name)
		for _, c := range p.Categories {
			v.Products = append(v.Products, c.Name)
		}
		for _, g := range p.Tags {
			v.Modifiers = append(v.Modifiers, g.Name)
		}
	}
	if len(v.Products) < 10 {
		t.Fatalf("only %d product texts in the catalog", len(v.Products))
	}
	return v
}

// TestProductsByNumber: at every word of the corpus texts, isProductNum
// and isNounNum answer by the word's number (of its norm, of its key)
// what isProduct and isNoun answer of its string, for a shop's
// vocabulary and without one; and productTok what isProduct does.
func TestProductsByNumber(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(catalogVocabulary(t))
	products := 0
	for _, x := range []*Understander{shop, defaultUnderstander} {
		eachCorpusWord(t, func(text string, toks []tok, i int) {
			tk := &toks[i]
			for _, w := range []struct {
				id   int32
				word string
			}{{tk.nid, tk.norm}, {tk.kid, tk.key}} {
				if got, want := x.isProductNum(w.id, w.word), x.isProduct(w.word); got != want {
					t.Fatalf("%q word %q (number %d): isProductNum %v, isProduct %v", text, w.word, w.id, got, want)
				} else if got {
					products++
				}
				if got, want := x.isNounNum(w.id, w.word), x.isNoun(w.word); got != want {
					t.Fatalf("%q word %q (number %d): isNounNum %v, isNoun %v", text, w.word, w.id, got, want)
				}
			}
			c := *tk
			c.memo &^= memoProdKnown | memoProd
			if got, want := x.productTok(&c), x.isProduct(tk.norm); got != want {
				t.Fatalf("%q word %q: productTok %v, isProduct %v", text, tk.norm, got, want)
			}
		})
	}
	if products < 1000 {
		t.Errorf("only %d corpus words are the shop's", products)
	}
}
