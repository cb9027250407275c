package intercom

import (
	"html"
	"strings"
	"unicode"
	"unicode/utf8"
)

// PlainText returns the text a shopper wrote from a message body as Intercom
// delivers it: HTML before API 2.15 ("<p>Salam, 3ndkom tajine?</p>"), plain
// text from 2.15 on. Tags are removed (the content of script and style
// elements and comments with them), block elements and <br> end a line,
// entities are decoded once, whitespace runs collapse to one space, blank
// lines disappear, and the result is trimmed. Plain text passes through with
// only its whitespace normalized: a "<" that does not open a tag ("prix < 300",
// "<3") stays. NUL characters and invalid UTF-8 never come out.
func PlainText(s string) string {
	if s == "" {
		return ""
	}
	s = strings.ToValidUTF8(dropNUL(s), "\uFFFD")
	var b strings.Builder
	b.Grow(len(s))
	skip := "" // inside <script> or <style>: drop everything up to its end tag
	for i := 0; i < len(s); {
		if s[i] != '<' {
			if skip == "" {
				b.WriteByte(s[i])
			}
			i++
			continue
		}
		t, end, ok := readTag(s, i)
		if !ok {
			if skip == "" {
				b.WriteByte('<')
			}
			i++
			continue
		}
		i = end
		switch {
		case skip != "":
			if t.closing && t.name == skip {
				skip = ""
			}
		case t.name == "":
			// a comment or a declaration: nothing to show
		case (t.name == "script" || t.name == "style") && !t.closing && !t.selfClosing:
			skip = t.name
		case t.name == "br" || blockElements[t.name]:
			b.WriteByte('\n')
		}
	}
	return normalizeSpace(html.UnescapeString(b.String()))
}

// blockElements end a line of text when they open or close.
var blockElements = map[string]bool{
	"p": true, "div": true, "li": true, "ul": true, "ol": true, "dl": true, "dt": true, "dd": true,
	"h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true,
	"blockquote": true, "pre": true, "hr": true, "table": true, "tr": true,
	"section": true, "article": true, "header": true, "footer": true, "figure": true, "figcaption": true,
}

type tag struct {
	name        string // lower case; "" for comments and declarations
	closing     bool
	selfClosing bool
}

// readTag reads the tag starting at s[i] == '<' and returns it and the index
// just after it; ok is false when s[i:] does not start a tag (then the '<' is
// text). Attribute values may hold '>' inside quotes.
func readTag(s string, i int) (t tag, end int, ok bool) {
	j := i + 1
	if strings.HasPrefix(s[j:], "!--") {
		k := strings.Index(s[j+3:], "-->")
		if k < 0 {
			return tag{}, len(s), true // an unclosed comment hides the rest, as in browsers
		}
		return tag{}, j + 3 + k + 3, true
	}
	if j < len(s) && (s[j] == '!' || s[j] == '?') {
		k := strings.IndexByte(s[j:], '>')
		if k < 0 {
			return tag{}, 0, false
		}
		return tag{}, j + k + 1, true
	}
	if j < len(s) && s[j] == '/' {
		t.closing = true
		j++
	}
	start := j
	for j < len(s) && (isASCIILetter(s[j]) || (j > start && (isASCIIDigit(s[j]) || s[j] == '-'))) {
		j++
	}
	if j == start {
		return tag{}, 0, false
	}
	t.name = strings.ToLower(s[start:j])
	if j < len(s) && !(s[j] == '>' || s[j] == '/' || isHTMLSpace(s[j])) {
		return tag{}, 0, false // "<3abc" or "<a,b>": not a tag name
	}
	var quote byte
	for ; j < len(s); j++ {
		c := s[j]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '>':
			t.selfClosing = j > 0 && s[j-1] == '/'
			return t, j + 1, true
		}
	}
	return tag{}, 0, false
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isASCIIDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isHTMLSpace(c byte) bool   { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }

// normalizeSpace collapses whitespace inside each line to single spaces,
// trims the lines and drops empty ones. No-break and other Unicode spaces
// count as spaces.
func normalizeSpace(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	line := 0 // bytes written for the current line
	space := false
	for len(s) > 0 {
		r, size := utf8.DecodeRuneInString(s)
		s = s[size:]
		switch {
		case r == '\n' || r == '\r' || r == '\u2028' || r == '\u2029':
			if line > 0 {
				b.WriteByte('\n')
			}
			line, space = 0, false
		case unicode.IsSpace(r) || r == '\u200b' || r == '\ufeff':
			space = line > 0
		case unicode.IsControl(r) && r != '\t':
			// drop other control characters
		default:
			if space {
				b.WriteByte(' ')
				line++
				space = false
			}
			b.WriteRune(r)
			line += size
		}
	}
	return strings.TrimRight(b.String(), "\n")
}

// escape renders an external string (a product name, a price, a shopper's
// words) as HTML text. Store names arrive entity-encoded ("Tajine &amp;
// couvercle"): they are decoded first so they are escaped exactly once.
// Quotes stay as they are: they need no escaping between tags, and a
// "j&#39;ai" would show raw wherever Intercom turns the body into plain text
// (push and email notifications).
func escape(s string) string {
	return textEscaper.Replace(html.UnescapeString(s))
}

var textEscaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;")

// paragraphs renders plain text as HTML <p> blocks: a blank line separates
// paragraphs, a single line break becomes <br>. Text is escaped.
func paragraphs(text string) string {
	return paragraphsWith(text, escape)
}

// paragraphsWith is paragraphs with a custom escaper for each line (used to
// keep links). Intercom only translates and formats text inside block
// elements, so even one line goes in a <p>.
func paragraphsWith(text string, esc func(string) string) string {
	text = strings.ReplaceAll(strings.TrimSpace(text), "\r\n", "\n")
	if text == "" {
		return ""
	}
	var b strings.Builder
	for _, para := range strings.Split(text, "\n\n") {
		para = strings.TrimSpace(para)
		if para == "" {
			continue
		}
		b.WriteString("<p>")
		for i, line := range strings.Split(para, "\n") {
			if i > 0 {
				b.WriteString("<br>")
			}
			b.WriteString(esc(strings.TrimSpace(line)))
		}
		b.WriteString("</p>")
	}
	return b.String()
}
