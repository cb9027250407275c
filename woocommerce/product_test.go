package woocommerce

import (
	"context"
	"testing"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
)

// TestProductByID: both catalogs find a product page's id, and say
// ENOTFOUND for one the store does not have.
func TestProductByID(t *testing.T) {
	t.Parallel()
	local, err := LoadFile(catalogPath, nil)
	if err != nil {
		t.Fatal(err)
	}
	env := newStoreEnv(t, nil)
	res, err := local.Search(context.Background(), engine.SearchRequest{Query: shopperQuery("tajine", 0), Limit: 5})
	if err != nil || len(res.Products) == 0 {
		t.Fatalf("no tajine to look up: %v", err)
	}
	want := res.Products[0]
	for name, c := range map[string]wakha.ProductLookup{"local": local, "store": env.store} {
		got, err := c.Product(context.Background(), want.ID)
		if err != nil || got.ID != want.ID || got.Name != want.Name || got.Permalink != want.Permalink {
			t.Errorf("%s: Product(%s) = %+v, %v; want %+v", name, want.ID, got, err, want)
		}
		for _, id := range []string{"999999", "0", "abc"} {
			if _, err := c.Product(context.Background(), id); wakha.ErrorCode(err) != wakha.ENOTFOUND {
				t.Errorf("%s: Product(%q) = %v, want ENOTFOUND", name, id, err)
			}
		}
	}
}
