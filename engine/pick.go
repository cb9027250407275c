package engine

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/wakha/wakha/i18n"
)

// This file resolves which product a pick means: by card button or quick
// reply (id), by typed ordinal on the last page, or by name.

// lookup finds a product shown in this conversation by id, newest first.
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
	return Product{}, false
}

func (m *machine) productName(id string) string {
	if p, ok := m.lookup(id); ok && p.Name != "" {
		return p.Name
	}
	return id
}

// picked finds the product a pick means: a card button or quick reply by
// id (any card still remembered), a typed ordinal on the last page (1-based,
// negative from the end: -1 is the last), or a typed name that matches one
// card of the last page better than every other.
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
		return Product{}, false
	}
	best, bestScore, tie := -1, 0, false
	for i, p := range res {
		if p.ID == "" {
			continue
		}
		score := 0
		name := i18n.Tokens(p.Name)
		for _, w := range in.words {
			if utf8.RuneCountInString(w) < 3 {
				continue // "l", "el", "de": too common to tell cards apart
			}
			w = i18n.Normalize(w)
			for _, n := range name {
				if n == w {
					score++
					break
				}
			}
		}
		switch {
		case score > bestScore:
			best, bestScore, tie = i, score, false
		case score == bestScore && score > 0:
			tie = true
		}
	}
	if best < 0 || tie {
		return Product{}, false
	}
	return res[best], true
}

// searchAsPick reads a search that names exactly one card of the live page
// as a pick of that card. Only the step functions of recommending and
// awaiting_confirmation call it: after a "no" (idle) the same words search,
// so a shopper who declined is not asked about the same card again.
func (m *machine) searchAsPick(in input) input {
	if in.kind != inSearch {
		return in
	}
	if p, ok := m.namedCard(in.query); ok {
		return input{kind: inSelect, label: string(i18n.IntentSelect), productID: p.ID}
	}
	return in
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
		for _, w := range words {
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
