package woocommerce

import (
	"context"
	"encoding/json"
	"html"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/wakha/wakha/engine"
)

// The lexicon maps Darija (both scripts), French, English and MSA words,
// and the store's own term names and slugs, to canonical values.
func TestAttributeLexicon(t *testing.T) {
	t.Parallel()
	syn := DefaultSynonyms()
	tests := []struct {
		kind AttrKind
		text string
		want []string
	}{
		{AttrColor, "zr9", []string{"blue"}},
		{AttrColor, "zre9", []string{"blue"}},
		{AttrColor, "azra9", []string{"blue"}},
		{AttrColor, "أزرق", []string{"blue"}},
		{AttrColor, "الأزرق", []string{"blue"}},
		{AttrColor, "زرق", []string{"blue"}},
		{AttrColor, "bleu", []string{"blue"}},
		{AttrColor, "Blue", []string{"blue"}},
		{AttrColor, "Bleu nuit", []string{"blue"}},
		{AttrColor, "bleu-ciel", []string{"blue"}},
		{AttrColor, "7mer", []string{"red"}},
		{AttrColor, "حمر", []string{"red"}},
		{AttrColor, "rouge", []string{"red"}},
		{AttrColor, "Rouge brique", []string{"red"}},
		{AttrColor, "k7el", []string{"black"}},
		{AttrColor, "كحلة", []string{"black"}},
		{AttrColor, "Noir", []string{"black"}},
		{AttrColor, "byed", []string{"white"}},
		{AttrColor, "khder", []string{"green"}},
		{AttrColor, "Vert émeraude", []string{"green"}},
		{AttrColor, "Gris anthracite", []string{"grey"}},
		{AttrColor, "Crème", []string{"beige"}},
		{AttrColor, "Camel", []string{"brown"}},
		{AttrColor, "Noir et blanc", []string{"black", "white"}},
		{AttrColor, "Rouge à lèvres nude", []string{"beige"}}, // lipstick is not a colour
		{AttrColor, "Eau de rose", nil},
		{AttrColor, "Minuit", nil},
		{AttrSize, "M", []string{"M"}},
		{AttrSize, "xl", []string{"XL"}},
		{AttrSize, "XXL", []string{"XXL"}}, // not folded into XL
		{AttrSize, "2XL", []string{"XXL"}},
		{AttrSize, "S/M", []string{"S", "M"}},
		{AttrSize, "l-xl", []string{"L", "XL"}},
		{AttrSize, "42", []string{"42"}},
		{AttrSize, "30 cm", []string{"30cm"}},
		{AttrSize, "30cm", []string{"30cm"}},
		{AttrSize, "4 ans", []string{"4y"}},
		{AttrSize, "medium", []string{"M"}},
		{AttrSize, "kbir", []string{"L"}},
		{AttrSize, "extra large", []string{"XL"}},
		{AttrGender, "femme", []string{"women"}},
		{AttrGender, "dyal rjal", []string{"men"}},
		{AttrGender, "Garçon", []string{"kids"}},
		{AttrGender, "unisexe", []string{"men", "women"}},
		{AttrMaterial, "cuir", []string{"leather"}},
		{AttrMaterial, "jeld", []string{"leather"}},
		{AttrMaterial, "simili cuir", nil},
		{AttrMaterial, "coton bio", []string{"cotton"}},
		{AttrMaterial, "قطن", []string{"cotton"}},
	}
	for _, tt := range tests {
		if got := syn.Canonical(tt.kind, tt.text); !slices.Equal(got, tt.want) {
			t.Errorf("Canonical(%s, %q) = %q, want %q", tt.kind, tt.text, got, tt.want)
		}
	}
	if got := syn.Canonical("shape", "rond"); got != nil {
		t.Errorf("unknown kind: %q", got)
	}
}

// Attribute kinds are recognised by the attribute's name or taxonomy.
func TestAttributeKindOf(t *testing.T) {
	t.Parallel()
	lx := DefaultSynonyms().attrs()
	tests := []struct {
		name, taxonomy string
		want           int
	}{
		{"Couleur", "pa_couleur", kColor},
		{"Color", "pa_color", kColor},
		{"", "pa_lon", kColor},
		{"لون", "", kColor},
		{"Taille", "pa_taille", kSize},
		{"Pointure", "pa_pointure", kSize},
		{"", "pa_taille-vetement", kSize},
		{"Genre", "pa_genre", kindIndex(AttrGender)},
		{"Matière", "", kindIndex(AttrMaterial)},
		{"Modèle", "pa_modele", -1},
		{"", "", -1},
	}
	for _, tt := range tests {
		if got := lx.kindOf(tt.name, tt.taxonomy); got != tt.want {
			t.Errorf("kindOf(%q, %q) = %d, want %d", tt.name, tt.taxonomy, got, tt.want)
		}
	}
}

// In free text a size must look like one: a number with its unit, or
// letters and numbers right after a size word.
func TestSizesInText(t *testing.T) {
	t.Parallel()
	lx := DefaultSynonyms().attrs()
	tests := []struct {
		text string
		want []string
	}{
		{"Tajine en argile – 30 cm", []string{"30cm"}},
		{"Taille : M", []string{"M"}},
		{"Disponible en taille S, M et L", []string{"S", "M", "L"}},
		{"pointure 42", []string{"42"}},
		{"S'adapte à toutes les morphologies", nil},
		{"iPhone 13 – 128 Go", nil},
		{"Lot de 4 bols", nil},
		{"grand modèle", nil},
	}
	for _, tt := range tests {
		if got := lx.textValues(kSize, sizeTokens(tt.text)); !slices.Equal(got, tt.want) {
			t.Errorf("sizes in %q = %q, want %q", tt.text, got, tt.want)
		}
	}
}

func TestSizeMatch(t *testing.T) {
	t.Parallel()
	tests := []struct {
		want, have string
		ok         bool
	}{
		{"XL", "XL", true}, {"XL", "XXL", false}, {"42", "42", true}, {"30", "30cm", true},
		{"30cm", "30", true}, {"30cm", "30mm", false}, {"4", "4y", true}, {"4y", "40", false}, {"M", "m", false},
	}
	for _, tt := range tests {
		if got := sizeMatch(tt.want, tt.have); got != tt.ok {
			t.Errorf("sizeMatch(%q, %q) = %v", tt.want, tt.have, got)
		}
	}
}

// A shop's SYNONYMS_FILE extends the attributes section: a value's list
// replaces the shipped one, an empty list removes it, new values and
// names are added; unknown kinds and fields are refused.
func TestAttributeSynonymsMerge(t *testing.T) {
	t.Parallel()
	shop := `{"groups": [], "attributes": {
		"color": {"values": {"blue": ["bleu", "blue", "zer9a"], "pink": [], "turquoise": ["turquoise", "fayrouzi", "فيروزي"]}},
		"size": {"names": ["taille", "9ad"]}
	}}`
	path := filepath.Join(t.TempDir(), "syn.json")
	if err := os.WriteFile(path, []byte(shop), 0o644); err != nil {
		t.Fatal(err)
	}
	syn, err := LoadSynonyms(path)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		kind AttrKind
		text string
		want []string
	}{
		{AttrColor, "zer9a", []string{"blue"}},
		{AttrColor, "zr9", nil}, // the shop's list replaced the shipped one
		{AttrColor, "rose", nil},
		{AttrColor, "fayrouzi", []string{"turquoise"}},
		{AttrColor, "فيروزي", []string{"turquoise"}},
		{AttrColor, "7mer", []string{"red"}}, // untouched
		{AttrSize, "XL", []string{"XL"}},
	}
	for _, tt := range tests {
		if got := syn.Canonical(tt.kind, tt.text); !slices.Equal(got, tt.want) {
			t.Errorf("Canonical(%s, %q) = %q, want %q", tt.kind, tt.text, got, tt.want)
		}
	}
	lx := syn.attrs()
	if lx.kindOf("9ad", "") != kSize || lx.kindOf("Pointure", "pa_pointure") != -1 {
		t.Error("size names not replaced")
	}
	for _, bad := range []string{
		`{"groups": [], "attributes": {"shape": {"values": {"round": ["rond"]}}}}`,
		`{"groups": [], "attributes": {"color": {"valeurs": {}}}}`,
		`{"groups": [], "attributes": {"color": {"values": {" ": ["x"]}}}}`,
	} {
		if _, err := ParseSynonyms([]byte(bad), DefaultSynonyms()); err == nil {
			t.Errorf("accepted %s", bad)
		}
	}
}

// filterCase is one filtered search and what its results must be.
type filterCase struct {
	name  string
	q     engine.Query
	want  []string // all of them among the results (every page)
	never []string // none of them
	min   int      // at least this many results
}

var filterCases = []filterCase{
	// The demo's conversation: jellabas in blue. 2601, 2606 and 2611 say
	// blue only in their colour attribute (bleu, bleu nuit, bleu ciel).
	{name: "jellaba in blue", q: engine.Query{Text: "jellaba", Color: "blue"},
		want: []string{"2601", "2606", "2611", "2506"}, never: []string{"2616", "1321", "1316", "1332"}},
	// A canonical value given in another language still filters.
	{name: "jellaba zr9", q: engine.Query{Text: "jellaba", Color: "zr9"}, want: []string{"2601", "2606", "2611"}, never: []string{"2616"}},
	// Names as the fallback: this caftan has no colour attribute.
	{name: "caftan in blue", q: engine.Query{Text: "caftan", Color: "blue"}, want: []string{"1399"}, never: []string{"1415", "1410"}},
	{name: "djellaba in black", q: engine.Query{Text: "djellaba", Color: "black"}, want: []string{"1321"}, never: []string{"2601", "2506"}},
	{name: "dress in red", q: engine.Query{Text: "robe", Color: "red"}, want: []string{"1201", "1210", "1263", "1222"}, never: []string{"1216", "1227"}},
	{name: "size XXL", q: engine.Query{Text: "djellaba", Size: "XXL"}, want: []string{"2601", "2616", "1307"}, never: []string{"2506", "2606"}},
	{name: "shoe size 42", q: engine.Query{Text: "sbbat", Size: "42"}, want: []string{"1342", "1584"}, never: []string{"1549"}},
	{name: "kids size by age", q: engine.Query{Text: "djellaba", Size: "4 ans"}, want: []string{"2611", "1339"}, never: []string{"2601"}},
	{name: "size from the name", q: engine.Query{Text: "tajine", Size: "30cm"}, want: []string{"1287", "1716"}, min: 2},
	{name: "women", q: engine.Query{Text: "djellaba", Gender: "women"}, want: []string{"1316", "1321", "2506", "2606"}, never: []string{"2601", "1307", "2611"}},
	{name: "kids", q: engine.Query{Text: "djellaba", Gender: "kids"}, want: []string{"2611", "1339"}, never: []string{"2601", "2506"}},
	{name: "leather", q: engine.Query{Text: "sac", Material: "leather"}, want: []string{"2360"}},
	{name: "colour and size", q: engine.Query{Text: "jellaba", Color: "blue", Size: "XXL"}, want: []string{"2601"}, never: []string{"2606", "2506", "2616"}},
	{name: "colour and price", q: engine.Query{Text: "jellaba", Color: "blue", MaxPrice: 500}, want: []string{"2506", "2611"}, never: []string{"2601", "2606"}},
	{name: "colour alone", q: engine.Query{Color: "blue"}, want: []string{"2601", "1399", "2435"}, min: 10},
	{name: "nothing in that colour", q: engine.Query{Text: "tajine", Color: "purple"}},
}

// TestLocalFilters pages through each filtered search: everything the
// query must find is found, nothing it must not is, every result passes the
// filter by its attributes (or, without one of that kind, by its text), and
// no product repeats.
func TestLocalFilters(t *testing.T) {
	t.Parallel()
	l := testLocal(t)
	byID := catalogByID(t)
	lx := l.syn.attrs()
	for _, tt := range filterCases {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			ids := pageAll(t, l, tt.q)
			for _, id := range tt.want {
				if !slices.Contains(ids, id) {
					t.Errorf("%s %q missing: %s", id, byID[id].Name, describeIDs(byID, ids))
				}
			}
			for _, id := range tt.never {
				if slices.Contains(ids, id) {
					t.Errorf("%s %q must not match: %s", id, byID[id].Name, describeIDs(byID, ids))
				}
			}
			if len(ids) < tt.min {
				t.Errorf("%d results, want at least %d", len(ids), tt.min)
			}
			for _, id := range ids {
				p := byID[id]
				ai := lx.productAttrs(&p, textOf(p))
				for _, f := range lx.filters(tt.q) {
					if !overlap(f.kind, f.want, ai.vals[f.kind]) {
						t.Errorf("%s %q does not state %s %q (has attribute: %v, values %q)", id, html.UnescapeString(string(p.Name)),
							attrKinds[f.kind], f.value, ai.has[f.kind], ai.vals[f.kind])
					}
				}
			}
		})
	}
}

// textOf builds a product's fallback text the way buildIndex does.
func textOf(p StoreProduct) *fallbackText {
	var t fallbackText
	parts := []string{cleanText(string(p.Name))}
	for _, list := range [][]Term{p.Categories, p.Tags, p.Brands} {
		for _, x := range list {
			parts = append(parts, cleanText(string(x.Name)))
		}
	}
	parts = append(parts, cleanText(string(p.ShortDescription)), cleanText(string(p.Description)))
	for _, s := range parts {
		t.words = append(append(t.words, words(s)...), ".")
	}
	t.parts = parts
	return &t
}

// pageAll runs show-more until the catalog says there is nothing more.
func pageAll(t *testing.T, s searcher, q engine.Query) []string {
	t.Helper()
	var shown []string
	for page := 0; page < 60; page++ {
		res, err := s.Search(context.Background(), engine.SearchRequest{Query: q, Limit: 5, Exclude: slices.Clone(shown)})
		if err != nil {
			t.Fatalf("page %d: %v", page, err)
		}
		for _, p := range res.Products {
			if slices.Contains(shown, p.ID) {
				t.Fatalf("page %d repeats %s", page, p.ID)
			}
			shown = append(shown, p.ID)
		}
		if !res.More {
			return shown
		}
		if len(res.Products) == 0 {
			t.Fatalf("page %d: empty page with More", page)
		}
	}
	t.Fatal("show more never ends")
	return nil
}

// An attribute of the kind wins over the text: a product named "bleue"
// but sold in red only is red. A value the lexicon does not know matches
// the same words, in attributes and (without an attribute) in the text.
func TestFilterAttributeWinsAndLiterals(t *testing.T) {
	t.Parallel()
	mk := func(id Int, name string, colours ...string) StoreProduct {
		p := StoreProduct{ID: id, Name: Text(name), Type: "simple", Permalink: Text("https://s.example/p/" + string(rune('a'+id))),
			IsInStock: true, IsPurchasable: true, Prices: &Prices{Price: "10000"}}
		if len(colours) > 0 {
			a := Attribute{ID: 1, Name: "Couleur", Taxonomy: "pa_couleur"}
			for i, c := range colours {
				a.Terms = append(a.Terms, AttributeTerm{ID: Int(10 + i), Name: Text(c), Slug: Text(strings.ToLower(c))})
			}
			p.Attributes = []Attribute{a}
		}
		return p
	}
	l := NewLocal([]StoreProduct{
		mk(1, "Robe bleue", "Rouge"),
		mk(2, "Robe d'été", "Bleu", "Turquoise"),
		mk(3, "Robe turquoise"),
		mk(4, "Robe fleurie"),
	}, "https://s.example", nil)
	tests := []struct {
		q    engine.Query
		want []string
	}{
		{engine.Query{Text: "robe", Color: "blue"}, []string{"2"}},
		{engine.Query{Text: "robe", Color: "red"}, []string{"1"}},
		{engine.Query{Text: "robe", Color: "turquoise"}, []string{"2", "3"}},
		{engine.Query{Text: "robe", Color: "fayrouzi"}, nil},
		{engine.Query{Text: "robe"}, []string{"1", "2", "3", "4"}},
	}
	for _, tt := range tests {
		got := pageAll(t, l, tt.q)
		slices.Sort(got)
		if !slices.Equal(got, tt.want) {
			t.Errorf("%+v: %v, want %v", tt.q, got, tt.want)
		}
	}
}

// TestCatalogTermsGolden pins what every attribute term of
// testdata/catalog.json means to the filters (testdata/attribute_terms.golden.json);
// run with -update after a deliberate lexicon change and review the diff.
func TestCatalogTermsGolden(t *testing.T) {
	t.Parallel()
	lx := DefaultSynonyms().attrs()
	type row struct {
		Taxonomy string   `json:"taxonomy"`
		Kind     AttrKind `json:"kind"`
		Term     string   `json:"term"`
		Values   []string `json:"values"`
	}
	var rows []row
	seen := map[string]bool{}
	byID := catalogByID(t)
	idList := make([]string, 0, len(byID))
	for id := range byID {
		idList = append(idList, id)
	}
	slices.Sort(idList)
	for _, id := range idList {
		for _, a := range byID[id].Attributes {
			k := lx.kindOf(cleanText(string(a.Name)), string(a.Taxonomy))
			for _, term := range a.Terms {
				key := string(a.Taxonomy) + "/" + string(term.Slug)
				if seen[key] {
					continue
				}
				seen[key] = true
				r := row{Taxonomy: string(a.Taxonomy), Term: cleanText(string(term.Name))}
				if k >= 0 {
					r.Kind = attrKinds[k]
					for _, v := range lx.termValues(k, cleanText(string(term.Name)), string(term.Slug)) {
						if !strings.HasPrefix(v, "~") {
							r.Values = append(r.Values, v)
						}
					}
				}
				rows = append(rows, r)
			}
		}
	}
	slices.SortFunc(rows, func(a, b row) int { return strings.Compare(a.Taxonomy+"/"+a.Term, b.Taxonomy+"/"+b.Term) })
	got, err := json.MarshalIndent(rows, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, '\n')
	golden := filepath.Join("testdata", "attribute_terms.golden.json")
	if *update {
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -run TestCatalogTermsGolden -update)", err)
	}
	if string(got) != string(want) {
		t.Errorf("term meanings differ from %s (run with -update if intended):\n%s", golden, got)
	}
}

// Cards carry what the engine's follow-ups read (spec 004): the lowest
// price as a number, the colours and materials as canonical values, the
// sizes as the store names them. Djellaba 2601's colours are only in its
// pa_couleur attribute; tajine 1287 states its size only in its name.
func TestCardsKnowTheirAttributes(t *testing.T) {
	t.Parallel()
	type want struct {
		price         int64
		colors, sizes []string
		materials     []string
	}
	wants := map[string]want{
		"2601": {79000, []string{"blue", "white"}, []string{"M", "L", "XL", "XXL"}, nil},
		"2611": {32000, []string{"blue", "pink"}, []string{"4 ans", "6 ans", "8 ans"}, nil},
		"1307": {129000, nil, []string{"M", "L", "XL", "XXL"}, []string{"wool", "silk"}}, // "soie" in its description
		"1287": {24900, nil, []string{"30cm"}, []string{"clay"}},
	}
	queries := map[string]engine.Query{
		"2601": shopperQuery("djellaba aid", 0), "2611": shopperQuery("djellaba fille", 0),
		"1307": shopperQuery("djellaba laine", 0), "1287": shopperQuery("tajine argile", 0),
	}
	e := newStoreEnv(t, nil)
	for name, s := range map[string]searcher{"local": testLocal(t), "live": e.store} {
		for id, w := range wants {
			var card *engine.Product
			q := queries[id]
			q.Hash = engine.QueryHash(q)
			res, err := s.Search(context.Background(), engine.SearchRequest{Query: q, Limit: 5})
			if err != nil {
				t.Fatalf("%s %s: %v", name, id, err)
			}
			for i := range res.Products {
				if res.Products[i].ID == id {
					card = &res.Products[i]
				}
			}
			if card == nil {
				t.Errorf("%s: %s not on the first page of %q", name, id, q.Text)
				continue
			}
			if card.PriceMinor != w.price || card.PriceDecimals != 2 || !slices.Equal(card.Colors, w.colors) ||
				!slices.Equal(card.Sizes, w.sizes) || !slices.Equal(card.Materials, w.materials) {
				t.Errorf("%s %s: price %d/%d colours %q sizes %q materials %q; want %d %q %q %q", name, id,
					card.PriceMinor, card.PriceDecimals, card.Colors, card.Sizes, card.Materials, w.price, w.colors, w.sizes, w.materials)
			}
		}
	}
}
