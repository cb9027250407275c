package woocommerce

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/wakha/wakha/i18n"
)

// fold is the matching form of a word or text: i18n.Normalize first (the
// shared folding the shopper's words went through), then a local pass that
// makes matching independent of how complete that folding is: compatibility
// decomposition, combining marks (Latin accents, Arabic harakat) dropped,
// Arabic letter variants and Eastern digits folded, repeated letters collapsed.
// Applying fold twice gives the same result.
func fold(s string) string {
	s = i18n.Normalize(s)
	if isPlainASCIILower(s) {
		return collapseRepeats(s)
	}
	s = norm.NFKD.String(s)
	var b strings.Builder
	b.Grow(len(s))
	var prev rune
	for _, r := range s {
		if unicode.Is(unicode.Mn, r) || r == 'ـ' { // marks and tatweel
			continue
		}
		r = unicode.ToLower(foldRune(r))
		switch r {
		case 'œ':
			b.WriteString("oe")
			prev = 'e'
			continue
		case 'æ':
			b.WriteString("ae")
			prev = 'e'
			continue
		case 'ß':
			r = 's'
		}
		if r == prev && unicode.IsLetter(r) {
			continue
		}
		b.WriteRune(r)
		prev = r
	}
	return b.String()
}

// foldRune maps Arabic letter variants and Arabic-Indic digits to one form.
func foldRune(r rune) rune {
	switch {
	case r >= '٠' && r <= '٩':
		return '0' + (r - '٠')
	case r >= '۰' && r <= '۹':
		return '0' + (r - '۰')
	}
	switch r {
	case 'أ', 'إ', 'آ', 'ٱ':
		return 'ا'
	case 'ى', 'ئ':
		return 'ي'
	case 'ؤ':
		return 'و'
	case 'ة':
		return 'ه'
	case 'گ':
		return 'ك'
	case '’', '‘', 'ʼ', '`', '´':
		return '\''
	}
	return r
}

func isPlainASCIILower(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf || (c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

// collapseRepeats turns runs of the same ASCII letter into one ("sbbat" → "sbat").
func collapseRepeats(s string) string {
	for i := 1; i < len(s); i++ {
		if s[i] == s[i-1] && isASCIILetter(s[i]) {
			b := make([]byte, 0, len(s))
			b = append(b, s[:i]...)
			for j := i; j < len(s); j++ {
				if s[j] == b[len(b)-1] && isASCIILetter(s[j]) {
					continue
				}
				b = append(b, s[j])
			}
			return string(b)
		}
	}
	return s
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' }

// words splits text into matching keys: each word folded and stemmed (see
// stem). Digits followed by a unit ("30cm") are also split ("30", "cm").
func words(s string) []string {
	f := fold(s)
	raw := strings.FieldsFunc(f, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsNumber(r)
	})
	out := raw[:0:0]
	for _, w := range raw {
		if n, u, ok := splitNumberUnit(w); ok {
			out = append(out, n, u)
			continue
		}
		out = append(out, stem(w))
	}
	return out
}

// units are the measure words that may follow a number ("30 cm", "100ml").
var units = map[string]bool{
	"cm": true, "mm": true, "m": true, "ml": true, "cl": true, "l": true, "g": true, "gr": true,
	"kg": true, "go": true, "gb": true, "to": true, "tb": true, "w": true, "mah": true, "v": true,
	"pcs": true, "pieces": true, "piece": true, "p": true, "x": true,
}

// splitNumberUnit splits "30cm" into "30" and "cm".
func splitNumberUnit(w string) (num, unit string, ok bool) {
	i := 0
	for i < len(w) && w[i] >= '0' && w[i] <= '9' {
		i++
	}
	if i == 0 || i == len(w) {
		return "", "", false
	}
	if !units[w[i:]] {
		return "", "", false
	}
	return w[:i], w[i:], true
}

// stem removes the French/English plural ending and the Arabic article, so
// "babouches" and "babouche", "الأركان" and "أركان" share a key.
func stem(w string) string {
	if isNumber(w) {
		return w
	}
	if n := len(w); n >= 4 && (w[n-1] == 's' || w[n-1] == 'x') && w[n-2] != 's' {
		return w[:n-1]
	}
	if strings.HasPrefix(w, "ال") && utf8.RuneCountInString(w) >= 5 {
		return w[len("ال"):]
	}
	return w
}

func isNumber(w string) bool {
	if w == "" {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return true
}

// stopwords are query words that carry no product meaning in the three
// languages (fillers, articles, price phrases). The product index keeps them;
// only query terms are dropped. "the" is absent on purpose: it is "thé" folded.
var stopwords = func() map[string]bool {
	list := `a an and any are at be by do for from have i in is it me my of on or our please show some to want with you your
	need looking find get buy need can could would like something
	au aux avec ce ces chez cherche de des du elle en est et il je la le les leur ma mes moi mon ne ou par pas pour qui que sur ta te tes ton tu un une vous voudrais veux besoin avez
	dh dhs mad dirham dirhams drh moins minimum under below less than over above entre between cher
	ana bghit bghina baghi baghya 3afak 3fak afak chi shi wach wash kayn kayna kaynin 3andkom 3ndkom 3ndk dyal dial dyali dialk dyalek li lia liya ila mn men fi f b l d w ta7t taht t7t fo9 foq 9al kter ktar chwiya
	في من على عن الى إلى ديال دال ديالي بغيت بغينا واش كاين كاينة عندكم عندك شي لي ليا تحت فوق اقل أقل درهم دراهم`
	m := map[string]bool{}
	for _, w := range strings.Fields(list) {
		for _, k := range words(w) {
			m[k] = true
		}
	}
	return m
}()

// isStopword reports whether a query key carries no product meaning.
func isStopword(k string) bool {
	if stopwords[k] {
		return true
	}
	// Single letters left over from elisions ("d'argan", "l'huile", "t-shirt").
	return utf8.RuneCountInString(k) == 1 && !isNumber(k)
}
