package woocommerce_test

import (
	"fmt"

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
