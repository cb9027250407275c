package woocommerce

import (
	"context"
	"encoding/json"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/i18n"
)

var catalogPath = filepath.Join("..", "testdata", "catalog.json")

var (
	localOnce sync.Once
	localCat  *Local
	localErr  error
	rawOnce   sync.Once
	rawCat    map[string]StoreProduct
)

// testLocal loads testdata/catalog.json once for all tests.
func testLocal(t testing.TB) *Local {
	t.Helper()
	localOnce.Do(func() { localCat, localErr = LoadFile(catalogPath, nil) })
	if localErr != nil {
		t.Fatal(localErr)
	}
	return localCat
}

// catalogByID returns the fixture's products by id, hidden ones included.
func catalogByID(t testing.TB) map[string]StoreProduct {
	t.Helper()
	rawOnce.Do(func() {
		data, err := os.ReadFile(catalogPath)
		if err != nil {
			panic(err)
		}
		ps, _, err := DecodeProducts(data)
		if err != nil {
			panic(err)
		}
		rawCat = map[string]StoreProduct{}
		for _, p := range ps {
			rawCat[strconv.FormatInt(int64(p.ID), 10)] = p
		}
	})
	return rawCat
}

// shopperQuery builds the engine.Query the way the engine does from the
// understood search words: Text normalized, Terms tokenized.
func shopperQuery(words string, maxPrice int64) engine.Query {
	return engine.Query{Text: i18n.Normalize(words), Terms: i18n.Tokens(words), MaxPrice: maxPrice, Hash: "h-" + words}
}

func categorySlugs(p StoreProduct) []string {
	var out []string
	for _, c := range p.Categories {
		out = append(out, string(c.Slug))
	}
	return out
}

// TestQueryStrategy is the shopper's view: each query must bring the
// products the shopper means to the top, and nothing unrelated on the first
// page (every first-page product is in one of the allowed categories).
func TestQueryStrategy(t *testing.T) {
	t.Parallel()
	runQueryStrategy(t, testLocal(t), false)
}

// strategyCase is one shopper query and the products it must bring.
type strategyCase struct {
	words    string
	maxPrice int64
	top      []string // must all be within the first len(top) results
	want     []string // must all be on the first page
	cats     []string // every first-page product is in one of these categories
	// localOnly marks queries the live Store API cannot answer as well: it
	// only matches titles, and these products' titles lack the word.
	localOnly bool
}

var strategyCases = []strategyCase{
	// Darija "shoes": shoe products, those named "chaussures" first.
	{words: "sbbat", top: []string{"1584", "1608"}, want: []string{"1342"}, cats: []string{"chaussures"}},
	// Darija "leather shoes": leather shoes only, the one whose name says both first.
	{words: "sebbat jeld", top: []string{"1584"}, want: []string{"1342", "1572", "1579", "1590"}, cats: []string{"chaussures"}},
	// French "red dress": red dresses (by name), then a dress sold in red.
	{words: "robe rouge", top: []string{"1201", "1210", "1263", "1222"}, cats: []string{"robes"}},
	// Darija Latin spelling of the same.
	{words: "robe 7amra", top: []string{"1201", "1210", "1263", "1222"}, cats: []string{"robes"}},
	// Arabic-script "tajine" with the shopper's ت spelling: tajines.
	{words: "تاجين", want: []string{"1287", "1699", "1705", "1716"}, cats: []string{"tajines"}},
	// Size: the two 30 cm tajines first.
	{words: "tajine 30cm", top: []string{"1287", "1716"}, cats: []string{"tajines"}},
	// English: argan oils, not olive oil or argan soap.
	{words: "argan oil", top: []string{"1890", "1906", "1909", "1916"}, cats: []string{"huiles", "epicerie"}},
	// French.
	{words: "huile d'argan", top: []string{"1890", "1906", "1909", "1916"}, cats: []string{"huiles", "epicerie"}},
	// Darija.
	{words: "zit argan", top: []string{"1890", "1906", "1909", "1916"}, cats: []string{"huiles", "epicerie"}},
	// English: iPhone 13 cases ("case" = coque), screen protection allowed after them.
	{words: "iphone 13 case", top: []string{"2105", "2110", "2121", "2127"}, cats: []string{"coques"}},
	// Darija gift for a woman under 300 dh (the price phrase became MaxPrice).
	{words: "cadeau pour femme", maxPrice: 300, top: []string{"2251", "2257"}, cats: []string{"cadeaux"}},
	// The same with the price phrase left in the words.
	{words: "cadeau pour femme ta7t 300 dh", maxPrice: 300, top: []string{"2251", "2257"}, cats: []string{"cadeaux"}},
	{words: "hdiya l mra", maxPrice: 300, top: []string{"2251", "2257"}, cats: []string{"cadeaux"}},
	// Typos: a prefix and a missing double letter.
	{words: "babouch", top: []string{"1342", "1540", "1549", "1560"}, cats: []string{"babouches", "chaussures"}},
	{words: "chausure cuir", top: []string{"1584"}, cats: []string{"chaussures"}},
	// Darija phone: smartphones (found by category; titles say "iPhone", "Samsung").
	{words: "tilifoun", top: []string{"2067", "2072", "2077", "2082", "2086"}, cats: []string{"smartphones"}, localOnly: true},
	// Arabic with the article.
	{words: "الأركان", want: []string{"1906", "1909", "1916"}, cats: []string{"huiles", "epicerie"}},
	// Colour + kind, Darija.
	{words: "djellaba k7la", top: []string{"1321"}, cats: []string{"djellabas"}},
}

func runQueryStrategy(t *testing.T, l searcher, live bool) {
	for _, tt := range strategyCases {
		if live && tt.localOnly {
			continue
		}
		t.Run(tt.words, func(t *testing.T) {
			t.Parallel()
			checkStrategy(t, l, tt, shopperQuery(tt.words, tt.maxPrice))
		})
	}
}

// TestQueryStrategyFromMessages starts from whole shopper messages: i18n
// understands them and the query is built as the engine builds it (Text and
// Terms normalized, the price phrase turned into MaxPrice).
func TestQueryStrategyFromMessages(t *testing.T) {
	t.Parallel()
	messages := map[string]string{ // message → strategy case
		"3andkom sebbat jeld?":          "sebbat jeld",
		"bghit robe rouge":              "robe rouge",
		"تاجين":                         "تاجين",
		"tajine 30cm":                   "tajine 30cm",
		"argan oil":                     "argan oil",
		"huile d'argan":                 "huile d'argan",
		"iphone 13 case":                "iphone 13 case",
		"cadeau pour femme ta7t 300 dh": "cadeau pour femme",
		"wach kayn chi hdiya l mra b9al mn 300dh": "hdiya l mra",
		"djellaba k7la": "djellaba k7la",
	}
	l := testLocal(t)
	for msg, words := range messages {
		i := slices.IndexFunc(strategyCases, func(c strategyCase) bool { return c.words == words })
		tt := strategyCases[i]
		t.Run(msg, func(t *testing.T) {
			t.Parallel()
			u := i18n.Understand(msg)
			if u.Intent != i18n.IntentProductSearch {
				t.Fatalf("i18n read %q as %s", msg, u.Intent)
			}
			q := engine.Query{Text: i18n.Normalize(u.Query), MinPrice: u.MinPrice, MaxPrice: u.MaxPrice, Hash: "h"}
			for _, w := range u.Terms {
				q.Terms = append(q.Terms, i18n.Normalize(w))
			}
			if q.MaxPrice != tt.maxPrice {
				t.Errorf("MaxPrice %d, want %d", q.MaxPrice, tt.maxPrice)
			}
			checkStrategy(t, l, tt, q)
		})
	}
}

// checkStrategy runs one strategy case's query and checks its expectations.
func checkStrategy(t *testing.T, l searcher, tt strategyCase, q engine.Query) {
	t.Helper()
	byID := catalogByID(t)
	res, err := l.Search(context.Background(), engine.SearchRequest{Query: q, Limit: 5})
	if err != nil {
		t.Fatal(err)
	}
	if res.QueryHash != q.Hash {
		t.Errorf("QueryHash = %q, want %q", res.QueryHash, q.Hash)
	}
	var ids []string
	for _, p := range res.Products {
		ids = append(ids, p.ID)
	}
	show := describeIDs(byID, ids)
	if len(ids) == 0 || len(ids) > 5 {
		t.Fatalf("got %d products: %s", len(ids), show)
	}
	for _, id := range tt.top {
		if i := slices.Index(ids, id); i < 0 || i >= len(tt.top) {
			t.Errorf("%s (%s) not in the top %d: %s", id, byID[id].Name, len(tt.top), show)
		}
	}
	for _, id := range tt.want {
		if !slices.Contains(ids, id) {
			t.Errorf("%s (%s) not on the first page: %s", id, byID[id].Name, show)
		}
	}
	for _, p := range res.Products {
		src := byID[p.ID]
		related := false
		for _, c := range categorySlugs(src) {
			related = related || slices.Contains(tt.cats, c)
		}
		if !related {
			t.Errorf("unrelated product %s %q (categories %v) on the first page: %s", p.ID, p.Name, categorySlugs(src), show)
		}
		if tt.maxPrice > 0 {
			lo, _ := priceBounds(src.Prices)
			if lo > tt.maxPrice*100 {
				t.Errorf("%s costs %s, over %d", p.ID, p.Price, tt.maxPrice)
			}
		}
	}
}

func describeIDs(byID map[string]StoreProduct, ids []string) string {
	var b strings.Builder
	for _, id := range ids {
		fmt.Fprintf(&b, "\n  %s %s", id, html.UnescapeString(string(byID[id].Name)))
	}
	return b.String()
}

// TestLocalShowMore pages through every result with a growing Exclude: no
// product twice, at most five per page, More false only at the end, and the
// union equals all matches.
func TestLocalShowMore(t *testing.T) {
	t.Parallel()
	l := testLocal(t)
	tests := []struct {
		words string
		limit int
		min   int // at least this many matches overall
	}{
		{"sbbat", 5, 20},
		{"tajine", 5, 10},
		{"robe", 3, 12},
		{"coque", 4, 12},
	}
	for _, tt := range tests {
		t.Run(tt.words, func(t *testing.T) {
			t.Parallel()
			q := shopperQuery(tt.words, 0)
			var shown []string
			for page := 0; ; page++ {
				res, err := l.Search(context.Background(), engine.SearchRequest{Query: q, Limit: tt.limit, Exclude: slices.Clone(shown)})
				if err != nil {
					t.Fatal(err)
				}
				if len(res.Products) > tt.limit {
					t.Fatalf("page %d has %d products", page, len(res.Products))
				}
				for _, p := range res.Products {
					if slices.Contains(shown, p.ID) {
						t.Fatalf("page %d repeats %s", page, p.ID)
					}
					shown = append(shown, p.ID)
				}
				if !res.More {
					break
				}
				if len(res.Products) < tt.limit {
					t.Fatalf("page %d: More with a short page (%d)", page, len(res.Products))
				}
				if page > 100 {
					t.Fatal("no end")
				}
			}
			if len(shown) < tt.min {
				t.Errorf("only %d results overall", len(shown))
			}
			res, _ := l.Search(context.Background(), engine.SearchRequest{Query: q, Limit: 5, Exclude: shown})
			if len(res.Products) != 0 || res.More {
				t.Errorf("after the end: %d products, more=%v", len(res.Products), res.More)
			}
		})
	}
}

func TestLocalNeverShowsHidden(t *testing.T) {
	t.Parallel()
	l := testLocal(t)
	byID := catalogByID(t)
	var hidden []string
	for id, p := range byID {
		if v := string(p.CatalogVisibility); v == "hidden" || v == "catalog" {
			hidden = append(hidden, id)
		}
	}
	if len(hidden) < 3 {
		t.Fatalf("fixture has %d hidden products", len(hidden))
	}
	for _, words := range []string{"caftan", "coffret", "produit test", "emballage cadeau", "cadeau", "vip"} {
		q := shopperQuery(words, 0)
		var shown []string
		for {
			res, _ := l.Search(context.Background(), engine.SearchRequest{Query: q, Limit: 5, Exclude: slices.Clone(shown)})
			for _, p := range res.Products {
				if slices.Contains(hidden, p.ID) {
					t.Errorf("%q shows hidden product %s %q", words, p.ID, p.Name)
				}
				shown = append(shown, p.ID)
			}
			if !res.More {
				break
			}
		}
	}
}

func TestLocalRanksOutOfStockLast(t *testing.T) {
	t.Parallel()
	l := testLocal(t)
	// All babouches match "babouche" equally well; the out-of-stock one comes last.
	q := shopperQuery("babouche", 0)
	var all []engine.Product
	var shown []string
	for {
		res, _ := l.Search(context.Background(), engine.SearchRequest{Query: q, Limit: 5, Exclude: slices.Clone(shown)})
		for _, p := range res.Products {
			all = append(all, p)
			shown = append(shown, p.ID)
		}
		if !res.More {
			break
		}
	}
	seenOut := false
	for _, p := range all {
		if !p.InStock {
			seenOut = true
		} else if seenOut {
			t.Errorf("in-stock %s %q after an out-of-stock product", p.ID, p.Name)
		}
	}
	if !seenOut {
		t.Error("fixture should have an out-of-stock babouche")
	}
}

func TestLocalPriceBounds(t *testing.T) {
	t.Parallel()
	l := testLocal(t)
	byID := catalogByID(t)
	tests := []struct {
		words    string
		min, max int64
	}{
		{"tajine", 0, 150},
		{"tajine", 200, 0},
		{"robe", 300, 450},
		{"", 0, 30}, // price alone browses
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s %d-%d", tt.words, tt.min, tt.max), func(t *testing.T) {
			t.Parallel()
			q := shopperQuery(tt.words, tt.max)
			q.MinPrice = tt.min
			res, _ := l.Search(context.Background(), engine.SearchRequest{Query: q, Limit: 5})
			if len(res.Products) == 0 {
				t.Fatal("no results")
			}
			for _, p := range res.Products {
				lo, hi := priceBounds(byID[p.ID].Prices)
				if (tt.max > 0 && lo > tt.max*100) || (tt.min > 0 && hi < tt.min*100) {
					t.Errorf("%s %q %s outside %d-%d", p.ID, p.Name, p.Price, tt.min, tt.max)
				}
			}
		})
	}
}

func TestLocalEdgeCases(t *testing.T) {
	t.Parallel()
	l := testLocal(t)
	ctx := context.Background()
	t.Run("nothing to search", func(t *testing.T) {
		res, err := l.Search(ctx, engine.SearchRequest{Query: shopperQuery("bghit chi haja", 0)})
		if err != nil || len(res.Products) != 0 || res.More {
			t.Errorf("got %+v %v", res, err)
		}
		if res.Products == nil {
			t.Error("Products must be an empty list, not null")
		}
	})
	t.Run("limit clamped to five", func(t *testing.T) {
		res, _ := l.Search(ctx, engine.SearchRequest{Query: shopperQuery("robe", 0), Limit: 50})
		if len(res.Products) != 5 {
			t.Errorf("got %d", len(res.Products))
		}
	})
	t.Run("offset pages when nothing is excluded", func(t *testing.T) {
		q := shopperQuery("tajine", 0)
		a, _ := l.Search(ctx, engine.SearchRequest{Query: q, Limit: 5})
		b, _ := l.Search(ctx, engine.SearchRequest{Query: q, Limit: 5, Offset: 5})
		for _, p := range b.Products {
			for _, o := range a.Products {
				if p.ID == o.ID {
					t.Errorf("offset page repeats %s", p.ID)
				}
			}
		}
	})
	t.Run("canceled context", func(t *testing.T) {
		c, cancel := context.WithCancel(ctx)
		cancel()
		if _, err := l.Search(c, engine.SearchRequest{Query: shopperQuery("robe", 0)}); err == nil {
			t.Error("want an error")
		}
	})
	t.Run("skips broken products", func(t *testing.T) {
		ps := []StoreProduct{
			{ID: 1, Name: "Tajine", Permalink: "https://s.example/p/1"},
			{ID: 0, Name: "Tajine sans id", Permalink: "https://s.example/p/0"},
			{ID: 2, Name: "", Permalink: "https://s.example/p/2"},
			{ID: 3, Name: "Tajine sans lien"},
		}
		loc := NewLocal(ps, "", nil)
		if loc.Len() != 1 || loc.Skipped() != 3 || loc.StoreBase() != "https://s.example" {
			t.Errorf("len %d skipped %d base %q", loc.Len(), loc.Skipped(), loc.StoreBase())
		}
	})
	t.Run("load errors", func(t *testing.T) {
		dir := t.TempDir()
		bad := filepath.Join(dir, "bad.json")
		os.WriteFile(bad, []byte("<html>"), 0o644)
		empty := filepath.Join(dir, "empty.json")
		os.WriteFile(empty, []byte("[]"), 0o644)
		for _, p := range []string{filepath.Join(dir, "missing.json"), bad, empty} {
			if _, err := LoadFile(p, nil); err == nil {
				t.Errorf("LoadFile(%s) succeeded", p)
			}
		}
	})
}

// TestCatalogFixture keeps testdata/catalog.json what the brief asks for.
func TestCatalogFixture(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(catalogPath)
	if err != nil {
		t.Fatal(err)
	}
	var raw []map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	ps, dropped, err := DecodeProducts(data)
	if err != nil || dropped > 0 {
		t.Fatalf("decode: %v, %d dropped", err, dropped)
	}
	var variable, outOfStock, onSale, hidden, entities int
	ids := map[Int]bool{}
	for _, p := range ps {
		if ids[p.ID] {
			t.Errorf("duplicate id %d", p.ID)
		}
		ids[p.ID] = true
		if p.Type == "variable" {
			variable++
		}
		if !p.IsInStock {
			outOfStock++
		}
		if p.OnSale {
			onSale++
		}
		if p.CatalogVisibility == "hidden" {
			hidden++
		}
		if strings.Contains(string(p.Name), "&#") || strings.Contains(string(p.Name), "&amp;") {
			entities++
		}
		if p.Prices == nil || p.Prices.CurrencyCode != "MAD" || !strings.HasPrefix(string(p.Permalink), "https://souk.example.com/") {
			t.Errorf("%d: prices or permalink wrong", p.ID)
		}
	}
	if len(ps) < 150 || variable < 20 || outOfStock < 5 || onSale < 5 || hidden < 2 || entities < 5 {
		t.Errorf("fixture: %d products, %d variable, %d out of stock, %d on sale, %d hidden, %d with entities",
			len(ps), variable, outOfStock, onSale, hidden, entities)
	}
}
