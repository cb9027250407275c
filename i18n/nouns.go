package i18n

import (
	_ "embed"
	"encoding/json"
	"sync"
)

// The shopping nouns (nouns.json) are the things shoppers ask for by name
// whatever the shop sells: "laptop", "tlaja", "un frigo", "نظارات". A
// message naming one is a search even in a shop whose catalog and synonyms
// do not list it: the engine searches, finds nothing and says so, which is
// the right answer to "bghit tlaja" — asking "what do you mean?" is not.
// They are matched like a shop's words (plurals, spelling families, glued
// articles), but a search they make is less sure than one naming the
// shop's own products.

//go:embed nouns.json
var nounsFile []byte

// nounTable is the file's shape.
type nounTable struct {
	About      string `json:"about"`
	Categories []struct {
		Name  string   `json:"name"`
		Words []string `json:"words"`
	} `json:"categories"`
}

var (
	nounsOnce sync.Once
	nouns     *Understander
)

// shoppingNouns loads the table on first use, into the same matching
// structure as a shop's vocabulary. A broken file panics: it is embedded,
// so every test run catches it.
func shoppingNouns() *Understander {
	nounsOnce.Do(func() {
		var t nounTable
		if err := json.Unmarshal(nounsFile, &t); err != nil {
			panic("i18n: nouns.json: " + err.Error())
		}
		var words []string
		for _, c := range t.Categories {
			words = append(words, c.Words...)
		}
		nouns = NewUnderstander(Vocabulary{Synonyms: words})
	})
	return nouns
}

// isNoun reports a word naming something shoppers buy, sold here or not.
// Without a vocabulary every unknown word may be a product already.
func (x *Understander) isNoun(w string) bool {
	return !x.open && shoppingNouns().isProduct(w)
}

// isNounNum is isNoun(w), w being the word numbered id (tok.nid for its
// norm, tok.kid for its key).
func (x *Understander) isNounNum(id int32, w string) bool {
	return !x.open && shoppingNouns().isProductNum(id, w)
}
