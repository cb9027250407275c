// Package corpus reads the labelled understanding corpus: JSON lines of
// shop-chat messages (testdata/understanding/{dev,heldout}.jsonl) with the
// intent, language and slots a Moroccan shop assistant would read in them.
//
// The reader is strict on purpose. The corpus is the yardstick for i18n's
// understanding, so a mistyped label ("colour" for "color", an ordinal on a
// greeting) must stop the evaluation rather than silently count as a miss.
// Every error names the file and the line.
package corpus

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"slices"
	"strings"

	"github.com/wakha/wakha"
)

// Label sets. The README of testdata/understanding defines each value.
var (
	Langs     = []string{"en", "fr", "ar", "darija_latn", "darija_arab", "mixed"}
	Intents   = []string{"greeting", "thanks", "bye", "product_search", "show_more", "select", "confirm", "cancel", "hold", "human", "refine", "product_question", "unknown"}
	Decisions = []string{"yes", "no", "hold", "unclear"}
	Families  = []string{"yes_words", "no_words", "hesitation", "show_more", "ordinals", "human", "social", "prices", "questions", "lang_detect", "unknown", "followup", "search", "hard_negative"}
	Colors    = []string{"red", "blue", "green", "black", "white", "yellow", "brown", "beige", "pink", "grey", "orange", "purple", "gold", "silver"}
	Genders   = []string{"men", "women", "kids"}
)

// sizeRe accepts letter sizes and numbers (shoe, jeans) with an optional
// "cm" (tajines).
var sizeRe = regexp.MustCompile(`^(?:S|M|L|XL|XXL|[0-9]{1,3}(?:cm)?)$`)

// Example is one labelled message. Optional labels are zero when absent.
type Example struct {
	Line     int    // 1-based line in the file it was read from
	Text     string // what the shopper typed
	Lang     string
	Intent   string
	Decision string  // "" when the message is not a plausible answer to "add it to your cart?"
	Ordinal  int     // select only: 1-based position, -1 for "the last one"
	MinPrice float64 // dirhams (major units)
	MaxPrice float64
	Color    string
	Size     string
	Gender   string
	Family   string
}

// record mirrors one JSON line; pointers tell "absent" from "zero" so that
// "ordinal":0 or "min_price":0 are rejected instead of read as absent.
type record struct {
	Text     *string  `json:"text"`
	Lang     *string  `json:"lang"`
	Intent   *string  `json:"intent"`
	Decision *string  `json:"decision"`
	Ordinal  *int     `json:"ordinal"`
	MinPrice *float64 `json:"min_price"`
	MaxPrice *float64 `json:"max_price"`
	Color    *string  `json:"color"`
	Size     *string  `json:"size"`
	Gender   *string  `json:"gender"`
	Family   *string  `json:"family"`
}

// maxLine bounds one line; a message longer than this is not chat.
const maxLine = 64 << 10

// Load reads and validates the JSONL file at path.
func Load(path string) ([]Example, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("corpus: %w", err)
	}
	defer f.Close()
	return Parse(f, path)
}

// Parse reads and validates JSON lines from r; name prefixes error messages.
// Blank lines are errors (a stray blank line usually means a bad merge); a
// final newline is not required.
func Parse(r io.Reader, name string) ([]Example, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), maxLine)
	var out []Example
	n := 0
	for sc.Scan() {
		n++
		ex, err := parseLine(sc.Bytes())
		if err != nil {
			return nil, wakha.Errorf(wakha.EINVALID, "%s:%d: %v", name, n, err)
		}
		ex.Line = n
		out = append(out, ex)
	}
	if err := sc.Err(); err != nil {
		return nil, wakha.Errorf(wakha.EINVALID, "%s:%d: %v", name, n+1, err)
	}
	return out, nil
}

// Key is the form under which two texts count as the same message.
func Key(text string) string { return strings.ToLower(strings.TrimSpace(text)) }

func parseLine(b []byte) (Example, error) {
	if len(bytes.TrimSpace(b)) == 0 {
		return Example{}, errors.New("blank line")
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var r record
	if err := dec.Decode(&r); err != nil {
		return Example{}, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return Example{}, errors.New("more than one JSON value on the line")
	}
	return r.validate()
}

func (r record) validate() (Example, error) {
	var ex Example
	req := func(field string, p *string, set []string) (string, error) {
		if p == nil {
			return "", fmt.Errorf("%s is required", field)
		}
		if set != nil && !slices.Contains(set, *p) {
			return "", fmt.Errorf("%s %q is not one of %v", field, *p, set)
		}
		return *p, nil
	}
	opt := func(field string, p *string, set []string) (string, error) {
		if p == nil {
			return "", nil
		}
		return req(field, p, set)
	}
	var err error
	if ex.Text, err = req("text", r.Text, nil); err != nil {
		return ex, err
	}
	if strings.TrimSpace(ex.Text) == "" {
		return ex, errors.New("text is empty")
	}
	if ex.Lang, err = req("lang", r.Lang, Langs); err != nil {
		return ex, err
	}
	if ex.Intent, err = req("intent", r.Intent, Intents); err != nil {
		return ex, err
	}
	if ex.Family, err = req("family", r.Family, Families); err != nil {
		return ex, err
	}
	if ex.Decision, err = opt("decision", r.Decision, Decisions); err != nil {
		return ex, err
	}
	if ex.Color, err = opt("color", r.Color, Colors); err != nil {
		return ex, err
	}
	if ex.Gender, err = opt("gender", r.Gender, Genders); err != nil {
		return ex, err
	}
	if ex.Size, err = opt("size", r.Size, nil); err != nil {
		return ex, err
	}
	if r.Size != nil && !sizeRe.MatchString(ex.Size) {
		return ex, fmt.Errorf("size %q is not S, M, L, XL, XXL or a number (with optional cm)", ex.Size)
	}
	if r.Ordinal != nil {
		ex.Ordinal = *r.Ordinal
		if ex.Ordinal == 0 || ex.Ordinal < -1 {
			return ex, fmt.Errorf("ordinal %d: want 1, 2, … or -1 (the last)", ex.Ordinal)
		}
		if ex.Intent != "select" {
			return ex, fmt.Errorf("ordinal on intent %s; only select has one", ex.Intent)
		}
	}
	for _, p := range []struct {
		name string
		v    *float64
		dst  *float64
	}{{"min_price", r.MinPrice, &ex.MinPrice}, {"max_price", r.MaxPrice, &ex.MaxPrice}} {
		if p.v == nil {
			continue
		}
		if *p.v <= 0 {
			return ex, fmt.Errorf("%s %v: want a positive amount in dirhams", p.name, *p.v)
		}
		*p.dst = *p.v
	}
	if ex.MinPrice > 0 && ex.MaxPrice > 0 && ex.MinPrice > ex.MaxPrice {
		return ex, fmt.Errorf("min_price %v above max_price %v", ex.MinPrice, ex.MaxPrice)
	}
	if ex.MinPrice > 0 || ex.MaxPrice > 0 || ex.Color != "" || ex.Size != "" || ex.Gender != "" {
		if ex.Intent != "product_search" && ex.Intent != "refine" {
			return ex, fmt.Errorf("price/colour/size/gender on intent %s; only product_search and refine carry them", ex.Intent)
		}
	}
	// The decision a confirm/cancel/hold message takes is implied by its
	// intent; a mismatch is a labelling slip.
	want := map[string]string{"confirm": "yes", "cancel": "no", "hold": "hold"}[ex.Intent]
	if want != "" && ex.Decision != want {
		return ex, fmt.Errorf("intent %s needs decision %q, got %q", ex.Intent, want, ex.Decision)
	}
	return ex, nil
}
