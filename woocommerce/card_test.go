package woocommerce

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"
	"unicode/utf8"

	"github.com/wakha/wakha/engine"
)

var update = flag.Bool("update", false, "rewrite golden files")

const sampleBase = "https://souk.example.com"

func loadSamples(t testing.TB) []StoreProduct {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "sample_products.json"))
	if err != nil {
		t.Fatal(err)
	}
	ps, dropped, err := DecodeProducts(data)
	if err != nil || dropped != 0 {
		t.Fatalf("DecodeProducts: %v (dropped %d)", err, dropped)
	}
	return ps
}

// TestCardsGolden maps the two sample products of the notes (§7) to cards.
// Run with -update to rewrite testdata/cards.golden.json after a deliberate change.
func TestCardsGolden(t *testing.T) {
	t.Parallel()
	var cards []engine.Product
	for _, p := range loadSamples(t) {
		if why := CardProblem(p, sampleBase); why != "" {
			t.Fatalf("sample %d rejected: %s", p.ID, why)
		}
		cards = append(cards, ToProduct(p, sampleBase))
	}
	got, err := json.MarshalIndent(cards, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, '\n')
	golden := filepath.Join("testdata", "cards.golden.json")
	if *update {
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -run TestCardsGolden -update)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("cards differ from %s (run with -update if intended):\n got: %s\nwant: %s", golden, got, want)
	}
	// The facts the golden file must show, spelled out.
	tajine, babouches := cards[0], cards[1]
	checks := []struct{ name, got, want string }{
		{"tajine name decoded", tajine.Name, "Tajine en argile fait main – 30 cm"},
		{"tajine sale price", tajine.Price, "249,00 د.م."},
		{"tajine regular price", tajine.RegularPrice, "299,00 د.م."},
		{"tajine add to cart", tajine.AddToCartURL, "https://souk.example.com/?add-to-cart=1287"},
		{"tajine thumbnail", tajine.ImageURL, "https://souk.example.com/wp-content/uploads/2025/03/tajine-argile-30-300x300.jpg"},
		{"tajine stock", tajine.StockText, "12 en stock"},
		{"babouches range", babouches.Price, "180,00 – 220,00 د.م."},
		{"babouches no regular", babouches.RegularPrice, ""},
		{"babouches options: no add-to-cart", babouches.AddToCartURL, ""},
		{"babouches permalink", babouches.Permalink, "https://souk.example.com/produit/babouches-cuir-homme/"},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, c.got, c.want)
		}
	}
}

func TestFormatPrice(t *testing.T) {
	t.Parallel()
	mad := func(minor int) *Prices {
		m := Int(minor)
		comma, space := Text(","), Text(" ")
		return &Prices{CurrencyMinorUnit: &m, CurrencyDecimalSeparator: &comma, CurrencyThousandSeparator: &space,
			CurrencySuffix: " د.م.", CurrencySymbol: "د.م.", CurrencyCode: "MAD"}
	}
	tests := []struct {
		name   string
		prices *Prices
		amount string
		want   string
	}{
		{"two decimals", mad(2), "24900", "249,00 د.م."},
		{"thousands", mad(2), "1250000", "12 500,00 د.م."},
		{"millions", mad(2), "123456789", "1 234 567,89 د.م."},
		{"under one dirham", mad(2), "5", "0,05 د.م."},
		{"zero", mad(2), "0", "0,00 د.م."},
		{"no decimals store", mad(0), "249", "249 د.م."},
		{"three decimals", mad(3), "1500", "1,500 د.م."},
		{"old store without separators", &Prices{CurrencySymbol: "MAD"}, "24900", "249.00 MAD"},
		{"prefix currency", &Prices{CurrencyPrefix: "€"}, "1999", "€19.99"},
		{"huge", mad(2), "999999999999999999", "9 999 999 999 999 999,99 د.م."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := currencyOf(tt.prices).format(tt.amount); got != tt.want {
				t.Errorf("format(%s) = %q, want %q", tt.amount, got, tt.want)
			}
		})
	}
}

func TestToProductRules(t *testing.T) {
	t.Parallel()
	two := Int(2)
	base := StoreProduct{
		ID: 7, Name: "Savon &amp; <b>gant</b> &#8211; lot", Type: "simple", Permalink: "/produit/savon/",
		IsPurchasable: true, IsInStock: true,
		Prices: &Prices{Price: "3500", RegularPrice: "3500", SalePrice: "3500", CurrencyMinorUnit: &two, CurrencySuffix: " د.م."},
	}
	tests := []struct {
		name string
		edit func(p *StoreProduct)
		want func(t *testing.T, c engine.Product)
	}{
		{"relative permalink resolved, add-to-cart built", func(*StoreProduct) {}, func(t *testing.T, c engine.Product) {
			if c.Permalink != "https://souk.example.com/produit/savon/" || c.AddToCartURL != "https://souk.example.com/?add-to-cart=7" {
				t.Errorf("links: %q %q", c.Permalink, c.AddToCartURL)
			}
			if c.Name != "Savon & gant – lot" {
				t.Errorf("name %q", c.Name)
			}
			if c.RegularPrice != "" {
				t.Errorf("not on sale but regular price %q", c.RegularPrice)
			}
		}},
		{"out of stock: no add-to-cart", func(p *StoreProduct) { p.IsInStock = false }, func(t *testing.T, c engine.Product) {
			if c.AddToCartURL != "" || c.InStock {
				t.Errorf("got %+v", c)
			}
		}},
		{"not purchasable", func(p *StoreProduct) { p.IsPurchasable = false }, func(t *testing.T, c engine.Product) {
			if c.AddToCartURL != "" {
				t.Errorf("add to cart %q", c.AddToCartURL)
			}
		}},
		{"external product", func(p *StoreProduct) { p.Type = "external" }, func(t *testing.T, c engine.Product) {
			if c.AddToCartURL != "" {
				t.Errorf("add to cart %q", c.AddToCartURL)
			}
		}},
		{"image falls back to src, non-http dropped", func(p *StoreProduct) {
			p.Images = []Image{{Src: "javascript:alert(1)"}}
		}, func(t *testing.T, c engine.Product) {
			if c.ImageURL != "" {
				t.Errorf("image %q", c.ImageURL)
			}
		}},
		{"image src when no thumbnail", func(p *StoreProduct) {
			p.Images = []Image{{Src: "https://cdn.example.com/a.jpg"}}
		}, func(t *testing.T, c engine.Product) {
			if c.ImageURL != "https://cdn.example.com/a.jpg" {
				t.Errorf("image %q", c.ImageURL)
			}
		}},
		{"on sale equal prices is not a sale", func(p *StoreProduct) { p.OnSale = true }, func(t *testing.T, c engine.Product) {
			if c.RegularPrice != "" {
				t.Errorf("regular %q", c.RegularPrice)
			}
		}},
		{"range with equal ends is one price", func(p *StoreProduct) {
			p.Prices.PriceRange = &PriceRange{MinAmount: "3500", MaxAmount: "3500"}
		}, func(t *testing.T, c engine.Product) {
			if c.Price != "35,00 د.م." && c.Price != "35.00 د.م." {
				t.Errorf("price %q", c.Price)
			}
		}},
		{"no prices", func(p *StoreProduct) { p.Prices = nil }, func(t *testing.T, c engine.Product) {
			if c.Price != "" {
				t.Errorf("price %q", c.Price)
			}
		}},
		{"long description shortened on a word", func(p *StoreProduct) {
			p.ShortDescription = Text("<p>" + repeatWords("argan", 60) + "</p>")
		}, func(t *testing.T, c engine.Product) {
			if n := utf8.RuneCountInString(c.Description); n > DescriptionRunes || n < DescriptionRunes-10 {
				t.Errorf("description has %d runes: %q", n, c.Description)
			}
			if c.Description[len(c.Description)-len("…"):] != "…" || bytes.Contains([]byte(c.Description), []byte("arga…")) {
				t.Errorf("description %q", c.Description)
			}
		}},
		{"script content dropped", func(p *StoreProduct) {
			p.Description = "<script>alert('x')</script><p>Bon&nbsp;produit</p>"
		}, func(t *testing.T, c engine.Product) {
			if c.Description != "Bon produit" {
				t.Errorf("description %q", c.Description)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			p := base
			pr := *base.Prices
			p.Prices = &pr
			tt.edit(&p)
			tt.want(t, ToProduct(p, sampleBase))
		})
	}
}

func TestCardProblem(t *testing.T) {
	t.Parallel()
	ok := StoreProduct{ID: 1, Name: "x", Permalink: "https://s.example/p/x/"}
	tests := []struct {
		name string
		edit func(p *StoreProduct)
		want string
	}{
		{"complete", func(*StoreProduct) {}, ""},
		{"no id", func(p *StoreProduct) { p.ID = 0 }, problemNoID},
		{"blank name", func(p *StoreProduct) { p.Name = " <p></p> " }, problemNoName},
		{"no permalink", func(p *StoreProduct) { p.Permalink = "" }, problemNoPermalink},
		{"ftp permalink", func(p *StoreProduct) { p.Permalink = "ftp://s.example/x" }, problemNoPermalink},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			p := ok
			tt.edit(&p)
			if got := CardProblem(p, ""); got != tt.want {
				t.Errorf("CardProblem = %q, want %q", got, tt.want)
			}
		})
	}
}

func repeatWords(w string, n int) string {
	var b bytes.Buffer
	for i := range n {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(w)
	}
	return b.String()
}
