package woocommerce

import (
	"context"
	"fmt"
	"os"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/wakha/wakha/engine"
)

// benchQueries are shopper searches of the query-strategy table plus a few
// broad ones (many matches) and a typo (fuzzy matching).
var benchQueries = []struct {
	words    string
	maxPrice int64
}{
	{"sbbat", 0}, {"sebbat jeld", 0}, {"robe rouge", 0}, {"تاجين", 0}, {"tajine 30cm", 0},
	{"argan oil", 0}, {"huile d'argan", 0}, {"iphone 13 case", 0}, {"cadeau pour femme", 300},
	{"coque", 0}, {"femme", 0}, {"parfume", 0}, {"hdiya l mama", 500},
}

var (
	bigOnce sync.Once
	bigCat  *Local
)

// bigCatalog builds a 20,000-product catalog from testdata/catalog.json:
// copies with new ids, a model word and a colour in the name, and shifted prices.
func bigCatalog(b *testing.B) *Local {
	bigOnce.Do(func() {
		data, err := os.ReadFile(catalogPath)
		if err != nil {
			panic(err)
		}
		base, _, err := DecodeProducts(data)
		if err != nil {
			panic(err)
		}
		colours := []string{"rouge", "noir", "bleu", "vert", "beige", "doré", "blanc", "rose"}
		models := []string{"Atlas", "Fès", "Rif", "Sahara", "Essaouira", "Tanger", "Ifrane", "Agadir", "Oasis", "Medina"}
		var all []StoreProduct
		for k := 0; len(all) < 20000; k++ {
			for _, p := range base {
				if len(all) == 20000 {
					break
				}
				c := p
				c.ID = p.ID + Int(100000*(k+1))
				c.Name = Text(fmt.Sprintf("%s %s %s %d", p.Name, models[k%len(models)], colours[(k/len(models))%len(colours)], k))
				c.Permalink = Text(fmt.Sprintf("%s-%d/", p.Permalink, k))
				if p.Prices != nil {
					pr := *p.Prices
					if v, ok := pr.Price.Minor(); ok {
						pr.Price = Amount(fmt.Sprint(v + int64(k%7)*1000))
					}
					c.Prices = &pr
				}
				all = append(all, c)
			}
		}
		bigCat = NewLocal(all, "https://souk.example.com", nil)
	})
	return bigCat
}

// benchFilters are filtered searches: a colour, a size, a gender, a
// material, two filters at once, and a colour alone (every product is a
// candidate).
var benchFilters = []engine.Query{
	{Text: "jellaba", Color: "blue"}, {Text: "robe", Color: "red"}, {Text: "djellaba", Size: "XXL"},
	{Text: "sbbat", Size: "42"}, {Text: "djellaba", Gender: "women"}, {Text: "sac", Material: "leather"},
	{Text: "jellaba", Color: "blue", Size: "XL"}, {Text: "coque", Color: "black"}, {Color: "blue"},
}

// BenchmarkLocalSearch measures one search per operation, cycling through
// benchQueries (or benchFilters), and reports the median and 99th
// percentile per query.
//
//	go test -run '^$' -bench LocalSearch -benchtime 3000x ./woocommerce/
func BenchmarkLocalSearch(b *testing.B) {
	for _, bc := range []struct {
		name    string
		cat     func(*testing.B) *Local
		filters bool
	}{
		{"catalog", func(b *testing.B) *Local { return testLocal(b) }, false},
		{"20k", bigCatalog, false},
		{"catalog/filters", func(b *testing.B) *Local { return testLocal(b) }, true},
		{"20k/filters", bigCatalog, true},
	} {
		b.Run(bc.name, func(b *testing.B) {
			l := bc.cat(b)
			var reqs []engine.SearchRequest
			exclude := []string{"1287", "1342", "1540"}
			if bc.filters {
				for _, q := range benchFilters {
					reqs = append(reqs, engine.SearchRequest{Query: q, Limit: 5, Exclude: exclude})
				}
			} else {
				for _, q := range benchQueries {
					reqs = append(reqs, engine.SearchRequest{Query: shopperQuery(q.words, q.maxPrice), Limit: 5, Exclude: exclude})
				}
			}
			ctx := context.Background()
			durations := make([]time.Duration, 0, b.N)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				start := time.Now()
				if _, err := l.Search(ctx, reqs[i%len(reqs)]); err != nil {
					b.Fatal(err)
				}
				durations = append(durations, time.Since(start))
			}
			b.StopTimer()
			slices.Sort(durations)
			b.ReportMetric(float64(durations[len(durations)/2].Microseconds()), "p50-µs")
			b.ReportMetric(float64(durations[len(durations)*99/100].Microseconds()), "p99-µs")
			b.ReportMetric(float64(l.Len()), "products")
		})
	}
}

// BenchmarkBuildIndex measures indexing testdata/catalog.json.
func BenchmarkBuildIndex(b *testing.B) {
	data, err := os.ReadFile(catalogPath)
	if err != nil {
		b.Fatal(err)
	}
	ps, _, _ := DecodeProducts(data)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		NewLocal(ps, "", nil)
	}
}
