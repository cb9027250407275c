package woocommerce

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// StoreProduct is one product as the WooCommerce Store API
// (/wp-json/wc/store/v1/products) returns it. Every field is optional:
// older stores omit some (slug, stock_availability, add_to_cart) and send
// others with drifting types, so ids, amounts and flags accept both JSON
// numbers and strings. Only the fields wakha reads are declared.
type StoreProduct struct {
	ID                Int                `json:"id"`
	Parent            Int                `json:"parent"`
	Name              Text               `json:"name"`
	Slug              Text               `json:"slug"`
	Type              Text               `json:"type"`
	Variation         Text               `json:"variation"`
	Permalink         Text               `json:"permalink"`
	SKU               Text               `json:"sku"`
	ShortDescription  Text               `json:"short_description"`
	Description       Text               `json:"description"`
	OnSale            Bool               `json:"on_sale"`
	Prices            *Prices            `json:"prices"`
	AverageRating     Text               `json:"average_rating"`
	ReviewCount       Int                `json:"review_count"`
	Images            []Image            `json:"images"`
	Categories        []Term             `json:"categories"`
	Tags              []Term             `json:"tags"`
	Brands            []Term             `json:"brands"`
	Attributes        []Attribute        `json:"attributes"`
	Variations        []Variation        `json:"variations"`
	HasOptions        Bool               `json:"has_options"`
	IsPurchasable     Bool               `json:"is_purchasable"`
	IsInStock         Bool               `json:"is_in_stock"`
	IsOnBackorder     Bool               `json:"is_on_backorder"`
	LowStockRemaining *Int               `json:"low_stock_remaining"`
	StockAvailability *StockAvailability `json:"stock_availability"`
	SoldIndividually  Bool               `json:"sold_individually"`
	AddToCart         *AddToCart         `json:"add_to_cart"`
	// CatalogVisibility is not part of the Store API response (the API
	// filters on it instead); exports and fixtures carry it so the local
	// catalog can hide products: "visible" (default), "catalog", "search", "hidden".
	CatalogVisibility Text `json:"catalog_visibility,omitempty"`
}

// Prices holds the amounts of a product in minor units plus the store's
// currency formatting, exactly as the Store API sends them.
type Prices struct {
	Price                     Amount      `json:"price"`
	RegularPrice              Amount      `json:"regular_price"`
	SalePrice                 Amount      `json:"sale_price"`
	PriceRange                *PriceRange `json:"price_range"`
	CurrencyCode              Text        `json:"currency_code"`
	CurrencySymbol            Text        `json:"currency_symbol"`
	CurrencyMinorUnit         *Int        `json:"currency_minor_unit"`
	CurrencyDecimalSeparator  *Text       `json:"currency_decimal_separator"`
	CurrencyThousandSeparator *Text       `json:"currency_thousand_separator"`
	CurrencyPrefix            Text        `json:"currency_prefix"`
	CurrencySuffix            Text        `json:"currency_suffix"`
}

// PriceRange is the min/max of a variable or grouped product, minor units.
type PriceRange struct {
	MinAmount Amount `json:"min_amount"`
	MaxAmount Amount `json:"max_amount"`
}

// Image is one product image; the first one is the featured image.
type Image struct {
	ID        Int  `json:"id"`
	Src       Text `json:"src"`
	Thumbnail Text `json:"thumbnail"`
	Srcset    Text `json:"srcset"`
	Sizes     Text `json:"sizes"`
	Name      Text `json:"name"`
	Alt       Text `json:"alt"`
}

// Term is a category, tag or brand reference.
type Term struct {
	ID   Int  `json:"id"`
	Name Text `json:"name"`
	Slug Text `json:"slug"`
	Link Text `json:"link"`
}

// Attribute is a product attribute with its terms ("Couleur": Rouge, Bleu).
type Attribute struct {
	ID            Int             `json:"id"`
	Name          Text            `json:"name"`
	Taxonomy      Text            `json:"taxonomy"`
	HasVariations Bool            `json:"has_variations"`
	Terms         []AttributeTerm `json:"terms"`
}

// AttributeTerm is one value of an attribute.
type AttributeTerm struct {
	ID      Int  `json:"id"`
	Name    Text `json:"name"`
	Slug    Text `json:"slug"`
	Default Bool `json:"default,omitempty"`
}

// Variation is a variation id with its attribute values (slug, or null = any).
type Variation struct {
	ID         Int                  `json:"id"`
	Attributes []VariationAttribute `json:"attributes"`
}

// VariationAttribute is one attribute value of a variation.
type VariationAttribute struct {
	Name  Text  `json:"name"`
	Value *Text `json:"value"`
}

// StockAvailability is the store's localized stock line ("12 en stock").
type StockAvailability struct {
	Text  Text `json:"text"`
	Class Text `json:"class"`
}

// AddToCart is the store's add-to-cart button data; URL is often relative.
type AddToCart struct {
	Text        Text `json:"text"`
	Description Text `json:"description"`
	URL         Text `json:"url"`
	SingleText  Text `json:"single_text"`
	Minimum     Int  `json:"minimum"`
	Maximum     Int  `json:"maximum"`
	MultipleOf  Int  `json:"multiple_of"`
}

// Int is an integer that may arrive as a JSON number or a numeric string;
// null and "" decode to 0.
type Int int64

// UnmarshalJSON accepts 12, "12", null and "".
func (n *Int) UnmarshalJSON(b []byte) error {
	s, err := numericScalar(b, "integer")
	if err != nil {
		return err
	}
	if s == "" {
		*n = 0
		return nil
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		// 12.0 from a loosely typed store is still 12; 12.5 is not an integer.
		f, ferr := strconv.ParseFloat(s, 64)
		if ferr != nil || f != float64(int64(f)) {
			return fmt.Errorf("integer: %q is not an integer", s)
		}
		v = int64(f)
	}
	*n = Int(v)
	return nil
}

// Text is a string that also accepts JSON numbers and booleans (a numeric
// SKU, a rating sent as 4.5); null decodes to "".
type Text string

// UnmarshalJSON accepts strings, numbers, booleans and null.
func (t *Text) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) == 0 {
		return errors.New("text: empty value")
	}
	switch b[0] {
	case '"':
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return fmt.Errorf("text: %w", err)
		}
		*t = Text(s)
	case 'n':
		*t = ""
	case '{', '[':
		return fmt.Errorf("text: got %s", kindOf(b[0]))
	default:
		*t = Text(b) // number or true/false, verbatim
	}
	return nil
}

// Bool is a flag that may arrive as true/false, 1/0 or "yes"/"no"-like strings.
type Bool bool

// UnmarshalJSON accepts true, false, 1, 0, "1", "true", "yes", "" and null.
func (v *Bool) UnmarshalJSON(b []byte) error {
	s := strings.Trim(strings.ToLower(string(bytes.TrimSpace(b))), `"`)
	switch s {
	case "true", "1", "yes", "on":
		*v = true
	case "false", "0", "no", "off", "", "null":
		*v = false
	default:
		return fmt.Errorf("bool: %q", s)
	}
	return nil
}

// Amount is a money amount in minor units, kept as its decimal digits so
// that formatting never goes through floating point. It accepts "24900",
// 24900, "" and null (absent). Anything else, such as "249.00" or "abc",
// is rejected: the Store API only sends integers in minor units.
type Amount string

// UnmarshalJSON accepts integer strings or numbers.
func (a *Amount) UnmarshalJSON(b []byte) error {
	s, err := numericScalar(b, "amount")
	if err != nil {
		return err
	}
	if s == "" {
		*a = ""
		return nil
	}
	if !isNumber(s) || len(s) > 18 {
		return fmt.Errorf("amount: %q is not an integer in minor units", s)
	}
	s = strings.TrimLeft(s, "0")
	if s == "" {
		s = "0"
	}
	*a = Amount(s)
	return nil
}

// Minor returns the amount as an integer number of minor units; ok is false
// when the amount is absent.
func (a Amount) Minor() (v int64, ok bool) {
	if a == "" {
		return 0, false
	}
	v, err := strconv.ParseInt(string(a), 10, 64)
	return v, err == nil
}

// numericScalar unwraps a JSON value that should hold a number, sent bare or
// quoted by loosely typed stores: null and "" give "", a string gives its
// trimmed content, anything else its raw text (checked by the caller).
func numericScalar(b []byte, what string) (string, error) {
	b = bytes.TrimSpace(b)
	if string(b) == "null" {
		return "", nil
	}
	s := string(b)
	if len(b) > 0 && b[0] == '"' {
		if err := json.Unmarshal(b, &s); err != nil {
			return "", fmt.Errorf("%s: %w", what, err)
		}
		s = strings.TrimSpace(s)
	}
	return s, nil
}

func kindOf(c byte) string {
	if c == '{' {
		return "an object"
	}
	return "an array"
}

// DecodeProducts decodes a Store API product list. The body must be a JSON
// array; anything else (an HTML page, a WordPress error object, a security
// challenge) is an error wrapping ErrBadResponse. Elements that are not
// valid products (an object with a non-numeric price, a string) are dropped
// and counted in dropped, so one broken product never hides the others.
func DecodeProducts(data []byte) (products []StoreProduct, dropped int, err error) {
	data = bytes.TrimSpace(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))
	if len(data) == 0 {
		return nil, 0, fmt.Errorf("%w: empty body", ErrBadResponse)
	}
	if data[0] != '[' {
		return nil, 0, fmt.Errorf("%w: %s", ErrBadResponse, describeBody(data))
	}
	var raw []json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, 0, fmt.Errorf("%w: product list is not valid JSON: %w", ErrBadResponse, err)
	}
	products = make([]StoreProduct, 0, len(raw))
	for _, r := range raw {
		var p StoreProduct
		if len(r) == 0 || r[0] != '{' {
			dropped++
			continue
		}
		if err := json.Unmarshal(r, &p); err != nil {
			dropped++
			continue
		}
		products = append(products, p)
	}
	return products, dropped, nil
}

// describeBody says in a few words what a non-list body looks like.
func describeBody(b []byte) string {
	switch b[0] {
	case '<':
		low := strings.ToLower(string(b[:min(len(b), 4096)]))
		switch {
		case strings.Contains(low, "cf-chl") || strings.Contains(low, "challenge") || strings.Contains(low, "captcha") ||
			strings.Contains(low, "just a moment"):
			return "got an HTML security challenge instead of JSON (a WAF or CDN blocks the bot)"
		default:
			return "got an HTML page instead of JSON (Store API missing, maintenance mode or a caching plugin?)"
		}
	case '{':
		var wpErr struct {
			Code    string `json:"code"`
			Message string `json:"message"`
		}
		if json.Unmarshal(b, &wpErr) == nil && wpErr.Code != "" {
			return fmt.Sprintf("WordPress error %q: %s", wpErr.Code, truncateRunes(wpErr.Message, 200))
		}
		return "got a JSON object instead of a product list"
	}
	return fmt.Sprintf("got %q instead of a product list", truncateRunes(string(b), 40))
}
