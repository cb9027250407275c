package i18n_test

import (
	"fmt"

	"github.com/wakha/wakha/i18n"
)

func ExampleNormalize() {
	fmt.Println(i18n.Normalize("  WAKHAAAA "))
	fmt.Println(i18n.Normalize("إيــه"))
	fmt.Println(i18n.Normalize("Oui 👍🏽"))
	fmt.Println(i18n.Normalize("تحت ٣٠٠ درهم"))
	// Output:
	// wakha
	// ايه
	// oui 👍
	// تحت 300 درهم
}

func ExampleParseDecision() {
	for _, s := range []string{"Wakhaaa!", "la machi mochkil", "la shokran", "safi baraka", "bllati", "wakha twil bzaf"} {
		fmt.Printf("%s → %q\n", s, i18n.ParseDecision(s))
	}
	// Output:
	// Wakhaaa! → "yes"
	// la machi mochkil → "yes"
	// la shokran → "no"
	// safi baraka → "ambiguous"
	// bllati → "hold"
	// wakha twil bzaf → ""
}

func ExampleUnderstand() {
	u := i18n.Understand("Salam, wach 3ndkom tajine 30cm ta7t 300 dh?")
	fmt.Println(u.Lang, u.Intent, u.Terms, u.MaxPrice, u.Confidence >= 0.7)

	u = i18n.Understand("the last one")
	fmt.Println(u.Intent, u.Ordinal == i18n.OrdinalLast)
	// Output:
	// darija product_search [tajine 30 cm] 300 true
	// select true
}

func ExampleRender() {
	fmt.Println(i18n.Render(i18n.Darija, i18n.KeyResultsIntro, "tajine"))
	fmt.Println(i18n.Render(i18n.French, i18n.KeyLabelShowMore))
	// Output:
	// Hahuma chi 7wayj l9it l “tajine”:
	// Voir plus
}
