package woocommerce_test

import (
	"context"
	"fmt"

	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/woocommerce"
)

// ToProduct formats prices from the Store API's minor units with the store's
// own separators and symbol, using integer arithmetic only.
func ExampleToProduct() {
	minor := woocommerce.Int(2)
	comma, space := woocommerce.Text(","), woocommerce.Text(" ")
	currency := func(p woocommerce.Prices) *woocommerce.Prices {
		p.CurrencyCode, p.CurrencySymbol, p.CurrencySuffix = "MAD", "د.م.", " د.م."
		p.CurrencyMinorUnit, p.CurrencyDecimalSeparator, p.CurrencyThousandSeparator = &minor, &comma, &space
		return &p
	}
	onSale := woocommerce.StoreProduct{
		ID: 1287, Name: "Tajine en argile fait main &#8211; 30 cm", Type: "simple",
		Permalink: "https://souk.example.com/produit/tajine-argile-fait-main-30-cm/",
		OnSale:    true, IsPurchasable: true, IsInStock: true,
		Prices: currency(woocommerce.Prices{Price: "24900", RegularPrice: "29900", SalePrice: "24900"}),
	}
	variable := woocommerce.StoreProduct{
		ID: 1342, Name: "Babouches en cuir &#8211; Homme", Type: "variable", HasOptions: true,
		Permalink: "https://souk.example.com/produit/babouches-cuir-homme/",
		Prices: currency(woocommerce.Prices{Price: "18000",
			PriceRange: &woocommerce.PriceRange{MinAmount: "18000", MaxAmount: "22000"}}),
	}
	phone := woocommerce.StoreProduct{
		ID: 2077, Name: "iPhone 15", Type: "simple", Permalink: "https://souk.example.com/produit/iphone-15/",
		Prices: currency(woocommerce.Prices{Price: "849000"}),
	}
	for _, p := range []woocommerce.StoreProduct{onSale, variable, phone} {
		c := woocommerce.ToProduct(p, "https://souk.example.com")
		fmt.Printf("%s | %s | was %q | cart %q\n", c.Name, c.Price, c.RegularPrice, c.AddToCartURL)
	}
	// Output:
	// Tajine en argile fait main – 30 cm | 249,00 د.م. | was "299,00 د.م." | cart "https://souk.example.com/?add-to-cart=1287"
	// Babouches en cuir – Homme | 180,00 – 220,00 د.م. | was "" | cart ""
	// iPhone 15 | 8 490,00 د.م. | was "" | cart ""
}

// A filter's value is canonical ("blue"); the catalog reads the store's own
// terms ("Bleu nuit", "أزرق") and, for products without a colour
// attribute, their names and descriptions.
func ExampleLocal_Search_filters() {
	product := func(id woocommerce.Int, name string, colours ...string) woocommerce.StoreProduct {
		p := woocommerce.StoreProduct{ID: id, Name: woocommerce.Text(name), Type: "variable",
			Permalink: woocommerce.Text(fmt.Sprintf("https://souk.example.com/p/%d/", id))}
		if len(colours) > 0 {
			a := woocommerce.Attribute{ID: 1, Name: "Couleur", Taxonomy: "pa_couleur"}
			for i, c := range colours {
				a.Terms = append(a.Terms, woocommerce.AttributeTerm{ID: woocommerce.Int(10 + i), Name: woocommerce.Text(c)})
			}
			p.Attributes = []woocommerce.Attribute{a}
		}
		return p
	}
	cat := woocommerce.NewLocal([]woocommerce.StoreProduct{
		product(1, "Djellaba de l'Aïd", "Bleu nuit", "Blanc"),
		product(2, "Djellaba homme", "Marron"),
		product(3, "Djellaba brodée bleue"),
		product(4, "Djellaba femme", "أزرق"),
	}, "https://souk.example.com", nil)
	syn := woocommerce.DefaultSynonyms()
	fmt.Println(syn.Canonical(woocommerce.AttrColor, "zr9"), syn.Canonical(woocommerce.AttrSize, "L/XL"))
	res, _ := cat.Search(context.Background(), engine.SearchRequest{Query: engine.Query{Text: "djellaba", Color: "blue"}, Limit: 5})
	for _, p := range res.Products {
		fmt.Println(p.ID, p.Name)
	}
	// Output:
	// [blue] [L XL]
	// 1 Djellaba de l'Aïd
	// 3 Djellaba brodée bleue
	// 4 Djellaba femme
}
