package woocommerce

import (
	"html"
	"net/url"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/wakha/wakha/engine"
)

// DescriptionRunes is the length a card description is shortened to.
const DescriptionRunes = 140

// Reasons a product cannot become a card (see CardProblem).
const (
	problemNoID        = "no_id"
	problemNoName      = "no_name"
	problemNoPermalink = "no_permalink"
)

// CardProblem says why p cannot be shown as a card ("" when it can): every
// card needs an id, a name and an http(s) permalink, so a product missing
// one of them is skipped rather than shown broken.
func CardProblem(p StoreProduct, storeBase string) string {
	switch {
	case p.ID <= 0:
		return problemNoID
	case cleanText(string(p.Name)) == "":
		return problemNoName
	case resolveHTTP(storeBase, string(p.Permalink)) == "":
		return problemNoPermalink
	}
	return ""
}

// ToProduct maps a Store API product to the card wakha shows. Texts are
// stripped of HTML and entity-decoded; the description is the short
// description (or the long one) shortened to about DescriptionRunes runes on
// a word boundary; prices are formatted with the store's own currency
// settings using integer arithmetic only. AddToCartURL is set only for
// simple, purchasable, in-stock products without options; other products
// link to their page. Relative URLs are resolved against storeBase.
// PriceMinor is the lowest price in minor units (PriceDecimals of them);
// the colours, sizes and materials a product comes in are filled by the
// catalogs, which read attributes through the synonyms' lexicon.
// Call CardProblem first: ToProduct does not reject incomplete products.
func ToProduct(p StoreProduct, storeBase string) engine.Product {
	out := engine.Product{
		ID:        strconv.FormatInt(int64(p.ID), 10),
		Name:      cleanText(string(p.Name)),
		Permalink: resolveHTTP(storeBase, string(p.Permalink)),
		InStock:   bool(p.IsInStock),
	}
	desc := cleanText(string(p.ShortDescription))
	if desc == "" {
		desc = cleanText(string(p.Description))
	}
	out.Description = shorten(desc, DescriptionRunes)
	out.Price, out.RegularPrice = formatPrices(p)
	if p.Prices != nil {
		// The lowest price as a number, for "cheaper" and "the cheapest one".
		if lo, _ := priceBounds(p.Prices); lo > 0 {
			out.PriceMinor, out.PriceDecimals = lo, currencyOf(p.Prices).minor
		}
	}
	if len(p.Images) > 0 {
		img := p.Images[0]
		src := string(img.Thumbnail)
		if strings.TrimSpace(src) == "" {
			src = string(img.Src)
		}
		out.ImageURL = resolveHTTP(storeBase, src)
	}
	if string(p.Type) == "simple" && bool(p.IsPurchasable) && bool(p.IsInStock) && !bool(p.HasOptions) {
		out.AddToCartURL = resolveHTTP(storeBase, "?add-to-cart="+out.ID)
	}
	if p.StockAvailability != nil {
		out.StockText = cleanText(string(p.StockAvailability.Text))
	}
	return out
}

// formatPrices returns the price to show and, when on sale, the regular price.
func formatPrices(p StoreProduct) (price, regular string) {
	if p.Prices == nil {
		return "", ""
	}
	c := currencyOf(p.Prices)
	if r := p.Prices.PriceRange; r != nil && r.MinAmount != "" && r.MaxAmount != "" && r.MinAmount != r.MaxAmount {
		return c.formatRange(string(r.MinAmount), string(r.MaxAmount)), ""
	}
	if p.Prices.Price == "" {
		return "", ""
	}
	price = c.format(string(p.Prices.Price))
	if bool(p.OnSale) && p.Prices.RegularPrice != "" && p.Prices.RegularPrice != p.Prices.Price {
		reg, _ := p.Prices.RegularPrice.Minor()
		cur, _ := p.Prices.Price.Minor()
		if reg > cur {
			regular = c.format(string(p.Prices.RegularPrice))
		}
	}
	return price, regular
}

// currency is a store's money format.
type currency struct {
	minor             int
	decimal, thousand string
	prefix, suffix    string
}

// currencyOf reads the formatting fields, with defaults for older stores:
// 2 decimals, "." and ",", and the symbol as a suffix when no prefix or
// suffix is given.
func currencyOf(p *Prices) currency {
	c := currency{minor: 2, decimal: ".", thousand: ",", prefix: string(p.CurrencyPrefix), suffix: string(p.CurrencySuffix)}
	if p.CurrencyMinorUnit != nil && *p.CurrencyMinorUnit >= 0 && *p.CurrencyMinorUnit <= 8 {
		c.minor = int(*p.CurrencyMinorUnit)
	}
	if p.CurrencyDecimalSeparator != nil {
		c.decimal = string(*p.CurrencyDecimalSeparator)
	}
	if p.CurrencyThousandSeparator != nil {
		c.thousand = string(*p.CurrencyThousandSeparator)
	}
	if c.prefix == "" && c.suffix == "" {
		switch {
		case p.CurrencySymbol != "":
			c.suffix = " " + string(p.CurrencySymbol)
		case p.CurrencyCode != "":
			c.suffix = " " + string(p.CurrencyCode)
		}
	}
	return c
}

func (c currency) format(minor string) string {
	return c.prefix + c.number(minor) + c.suffix
}

func (c currency) formatRange(lo, hi string) string {
	return c.prefix + c.number(lo) + " – " + c.number(hi) + c.suffix
}

// number formats a non-negative integer of minor units: "24900" with 2
// decimals, "," and " " → "249,00"; "1250000" → "12 500,00".
func (c currency) number(digits string) string {
	if digits == "" || !isNumber(digits) {
		return ""
	}
	if len(digits) <= c.minor {
		digits = strings.Repeat("0", c.minor-len(digits)+1) + digits
	}
	intPart, frac := digits[:len(digits)-c.minor], digits[len(digits)-c.minor:]
	intPart = strings.TrimLeft(intPart, "0")
	if intPart == "" {
		intPart = "0"
	}
	var b strings.Builder
	for i, d := range intPart {
		if i > 0 && (len(intPart)-i)%3 == 0 {
			b.WriteString(c.thousand)
		}
		b.WriteRune(d)
	}
	if c.minor > 0 {
		b.WriteString(c.decimal)
		b.WriteString(frac)
	}
	return b.String()
}

// resolveHTTP resolves ref against base and returns it only if the result
// is an absolute http(s) URL with a host; "" otherwise.
func resolveHTTP(base, ref string) string {
	ref = strings.TrimSpace(ref)
	if ref == "" {
		return ""
	}
	u, err := url.Parse(ref)
	if err != nil {
		return ""
	}
	if !u.IsAbs() || u.Host == "" {
		b, err := url.Parse(strings.TrimSpace(base))
		if err != nil || b.Host == "" {
			return ""
		}
		if b.Path == "" || !strings.HasSuffix(b.Path, "/") {
			b.Path += "/"
		}
		u = b.ResolveReference(u)
	}
	if (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return ""
	}
	return u.String()
}

// cleanText strips HTML tags (dropping script and style content), decodes
// entities and collapses white space.
func cleanText(s string) string {
	if s == "" {
		return ""
	}
	s = stripTags(s)
	s = html.UnescapeString(s)
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || r == '\u00a0' }), " ")
}

// stripTags removes markup; block-level tags become spaces so words do not glue.
func stripTags(s string) string {
	if !strings.ContainsAny(s, "<>") {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		c := s[i]
		if c != '<' {
			b.WriteByte(c)
			i++
			continue
		}
		end := strings.IndexByte(s[i:], '>')
		if end < 0 { // a lone "<" is text
			b.WriteString(s[i:])
			break
		}
		tag := strings.ToLower(s[i+1 : i+end])
		i += end + 1
		for _, skip := range [...]string{"script", "style"} {
			if strings.HasPrefix(tag, skip) {
				if close := strings.Index(strings.ToLower(s[i:]), "</"+skip); close >= 0 {
					i += close
				} else {
					i = len(s)
				}
			}
		}
		b.WriteByte(' ')
	}
	return b.String()
}

// shorten cuts s to at most n runes on a word boundary and adds "…".
func shorten(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	cut, count := len(s), 0
	for i := range s {
		if count == n-1 { // keep room for the ellipsis
			cut = i
			break
		}
		count++
	}
	head := s[:cut]
	if next, _ := utf8.DecodeRuneInString(s[cut:]); unicode.IsSpace(next) {
		head = strings.TrimRightFunc(head, unicode.IsSpace)
		return trimEnd(head) + "…"
	}
	if sp := strings.LastIndexFunc(head, unicode.IsSpace); sp > len(head)/2 {
		head = head[:sp]
	}
	return trimEnd(head) + "…"
}

// trimEnd drops trailing spaces and punctuation before an ellipsis.
func trimEnd(s string) string {
	return strings.TrimRightFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || unicode.IsPunct(r) && r != ')' && r != '»'
	})
}

// truncateRunes cuts s to n runes without adding anything.
func truncateRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n])
}
