package woocommerce

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestDecodeProductsTolerant(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		body    string
		n       int
		dropped int
		err     bool
		check   func(t *testing.T, ps []StoreProduct)
	}{
		{"ids and prices as numbers", `[{"id":"12","name":"A","prices":{"price":2500,"currency_minor_unit":"2"},"is_in_stock":1}]`, 1, 0, false,
			func(t *testing.T, ps []StoreProduct) {
				if ps[0].ID != 12 || ps[0].Prices.Price != "2500" || *ps[0].Prices.CurrencyMinorUnit != 2 || !bool(ps[0].IsInStock) {
					t.Errorf("got %+v", ps[0])
				}
			}},
		{"numeric sku and null fields", `[{"id":3,"name":"B","sku":12345,"slug":null,"prices":{"price_range":null},"stock_availability":null}]`, 1, 0, false,
			func(t *testing.T, ps []StoreProduct) {
				if ps[0].SKU != "12345" || ps[0].Prices.PriceRange != nil {
					t.Errorf("got %+v", ps[0])
				}
			}},
		{"older store: quantity_limit, no add_to_cart", `[{"id":4,"name":"C","quantity_limit":99,"permalink":"https://s/p"}]`, 1, 0, false, nil},
		{"leading zeros", `[{"id":5,"name":"D","prices":{"price":"0024900"}}]`, 1, 0, false,
			func(t *testing.T, ps []StoreProduct) {
				if ps[0].Prices.Price != "24900" {
					t.Errorf("price %q", ps[0].Prices.Price)
				}
			}},
		{"non-numeric price drops the product only", `[{"id":6,"name":"E","prices":{"price":"12,50"}},{"id":7,"name":"F"}]`, 1, 1, false, nil},
		{"decimal price is not minor units", `[{"id":8,"prices":{"price":249.5}}]`, 0, 1, false, nil},
		{"non-object elements", `[1,"x",null,{"id":9}]`, 1, 3, false, nil},
		{"empty list", `[]`, 0, 0, false, nil},
		{"BOM and spaces", "\ufeff  [{\"id\":1}] ", 1, 0, false, nil},
		{"html page", `<!DOCTYPE html><html><body>Maintenance</body></html>`, 0, 0, true, nil},
		{"wordpress error", `{"code":"rest_no_route","message":"No route was found","data":{"status":404}}`, 0, 0, true, nil},
		{"truncated", `[{"id":1,"name":"A"`, 0, 0, true, nil},
		{"empty body", ``, 0, 0, true, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			ps, dropped, err := DecodeProducts([]byte(tt.body))
			if (err != nil) != tt.err {
				t.Fatalf("err = %v, want error %v", err, tt.err)
			}
			if err != nil && !errors.Is(err, ErrBadResponse) {
				t.Errorf("error %v does not wrap ErrBadResponse", err)
			}
			if len(ps) != tt.n || dropped != tt.dropped {
				t.Errorf("got %d products, %d dropped; want %d, %d", len(ps), dropped, tt.n, tt.dropped)
			}
			if tt.check != nil && len(ps) > 0 {
				tt.check(t, ps)
			}
		})
	}
}

func TestDescribeBody(t *testing.T) {
	t.Parallel()
	tests := []struct{ body, want string }{
		{`<html><title>Just a moment...</title>`, "security challenge"},
		{`<html><body>hello</body></html>`, "HTML page"},
		{`{"code":"rest_forbidden","message":"Sorry"}`, `WordPress error "rest_forbidden"`},
		{`{"a":1}`, "JSON object"},
	}
	for _, tt := range tests {
		if got := describeBody([]byte(tt.body)); !strings.Contains(got, tt.want) {
			t.Errorf("describeBody(%q) = %q, want it to mention %q", tt.body, got, tt.want)
		}
	}
}

// FuzzDecodeProducts checks that no Store API answer makes the decoder or
// the card mapping panic, and that every card it produces is well formed.
func FuzzDecodeProducts(f *testing.F) {
	seed, err := os.ReadFile(filepath.Join("testdata", "sample_products.json"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(seed)
	f.Add([]byte(`[{"id":"1","name":"&#8211;<b>x","permalink":"/p","prices":{"price":"1","price_range":{"min_amount":"1","max_amount":"100000"},"currency_minor_unit":9}}]`))
	f.Add([]byte(`[{"id":1,"prices":{"price":"abc"}}]`))
	f.Add([]byte(`<html>`))
	f.Add([]byte(`{"code":"x"}`))
	f.Add([]byte(`[null,1,"a",[],{}]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		ps, dropped, err := DecodeProducts(data)
		if err != nil {
			if !errors.Is(err, ErrBadResponse) {
				t.Fatalf("error does not wrap ErrBadResponse: %v", err)
			}
			return
		}
		if dropped < 0 {
			t.Fatal("negative dropped")
		}
		for _, p := range ps {
			if CardProblem(p, sampleBase) != "" {
				continue
			}
			c := ToProduct(p, sampleBase)
			if c.ID == "" || c.Name == "" || c.Permalink == "" {
				t.Fatalf("incomplete card %+v", c)
			}
		}
	})
}
