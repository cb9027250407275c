package engine

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/wakha/wakha/i18n"
)

// This file resolves which product a pick means: by card button or quick
// reply (id), by typed ordinal on the last page, or (for the follow-up
// layer) by a search that names one card.

// lookup finds a product shown in this conversation by id, newest first,
// then the product last offered.
func (m *machine) lookup(id string) (Product, bool) {
	if id == "" {
		return Product{}, false
	}
	for _, p := range m.st.Results {
		if p.ID == id {
			return p, true
		}
	}
	for i := len(m.st.EarlierResults) - 1; i >= 0; i-- {
		if p := m.st.EarlierResults[i]; p.ID == id {
			return p, true
		}
	}
	// The product of the last offer (spec 000): its "add to cart" quick
	// reply and questions about it resolve like a card's.
	if o := m.st.Session.Offer; o != nil && o.Product != nil && o.Product.ID == id {
		return *o.Product, true
	}
	return Product{}, false
}

func (m *machine) productName(id string) string {
	if p, ok := m.lookup(id); ok && p.Name != "" {
		return p.Name
	}
	return id
}

// picked finds the product a pick means: a card button or quick reply by
// id (any card still remembered), or a typed ordinal on the last page
// (1-based, negative from the end: -1 is the last). A pick by colour, rank
// or name is told apart by the follow-up layer while the cards are awaited
// (awaiting.go), which then names the product by id.
func (m *machine) picked(in input) (Product, bool) {
	if in.productID != "" {
		return m.lookup(in.productID)
	}
	res := m.st.Results
	if in.ordinal != 0 {
		i := in.ordinal - 1
		if in.ordinal < 0 {
			i = len(res) + in.ordinal
		}
		if i >= 0 && i < len(res) && res[i].ID != "" {
			return res[i], true
		}
	}
	return Product{}, false
}

// namedCard reads a search that names one card of the last page ("the
// leather one" while a babouche and a bag are shown) as a pick of that card:
// every significant word of the search is in that card's name and in no
// other's, and the words are not just the current query again (which is a
// search for more of the same).
func (m *machine) namedCard(q Query) (Product, bool) {
	if len(m.st.Results) == 0 {
		return Product{}, false
	}
	var words []string
	for _, w := range q.Terms {
		if utf8.RuneCountInString(w) >= 3 {
			words = append(words, w)
		}
	}
	// Card names are compared in their normalized words.
	norm := make([]string, len(words))
	for i, w := range words {
		norm[i] = i18n.Normalize(w)
	}
	if len(words) == 0 {
		return Product{}, false
	}
	if cur := m.st.Query; cur != nil {
		known := strings.Fields(cur.Text)
		known = append(known, cur.Terms...)
		repeat := true
		for _, w := range words {
			if !slices.Contains(known, w) {
				repeat = false
				break
			}
		}
		if repeat {
			return Product{}, false
		}
	}
	var found Product
	matches := 0
	for _, p := range m.st.Results {
		if p.ID == "" {
			continue
		}
		name := i18n.Tokens(p.Name)
		all := true
		for _, w := range norm {
			if !slices.Contains(name, w) {
				all = false
				break
			}
		}
		if all {
			found = p
			matches++
		}
	}
	return found, matches == 1
}
