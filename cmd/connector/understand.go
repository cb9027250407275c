package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/config"
	"github.com/wakha/wakha/i18n"
	"github.com/wakha/wakha/i18n/eval"
	"github.com/wakha/wakha/internal/corpus"
	"github.com/wakha/wakha/woocommerce"
)

// runUnderstandEval scores the understanding of a labelled JSONL file (the
// schema of testdata/understanding/README.md) and prints the report.
func runUnderstandEval(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	fs := flag.NewFlagSet("understand-eval", flag.ContinueOnError)
	fs.SetOutput(stdout)
	top := fs.Int("top", 15, "how many of the worst confusions to list")
	summary := fs.Bool("summary", false, "print the figures only, no message text (for a measuring set you must not tune on)")
	fs.Usage = func() {
		fmt.Fprintln(stdout, "usage: connector understand-eval [--top N] [--summary] FILE.jsonl\n\n"+
			"Reads every labelled message of FILE (one JSON object a line: text, lang, intent, family and the\n"+
			"optional decision, ordinal, min_price, max_price, color, size, gender; see\n"+
			"testdata/understanding/README.md) and prints how wakha understood them, with the catalog vocabulary\n"+
			"loaded as serve loads it (CATALOG_FILE or WOOCOMMERCE_BASE_URL; else "+demoCatalog+").")
		fs.PrintDefaults()
	}
	files, err := parseInterspersed(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if len(files) != 1 {
		fs.Usage()
		return errors.New("understand-eval: one FILE is needed")
	}
	exs, err := corpus.Load(files[0])
	if err != nil {
		return err
	}
	und, source, err := loadUnderstander(ctx, getenv)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "vocabulary: %s\n", source)
	r := eval.Run(files[0], exs, und.Understand)
	if *summary {
		return r.WriteSummary(stdout)
	}
	return r.Write(stdout, *top)
}

// runExplain prints what wakha understands of a message: the first thing
// to run when a shopper was misunderstood.
func runExplain(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout io.Writer) error {
	fs := flag.NewFlagSet("explain", flag.ContinueOnError)
	fs.SetOutput(stdout)
	asJSON := fs.Bool("json", false, "read one message a line from standard input and print one JSON object a line")
	fs.Usage = func() {
		fmt.Fprintln(stdout, "usage: connector explain \"message\"\n       connector explain --json < messages.txt\n\n"+
			"Prints what wakha understands of a shopper's message: intent, confidence, language, position picked,\n"+
			"price bounds, search terms, colour/size/gender, and what it would do with it if it had just asked\n"+
			"\"add it to your cart?\" (yes, no, hold or unclear). The catalog vocabulary is loaded as serve loads it\n"+
			"(CATALOG_FILE or WOOCOMMERCE_BASE_URL; else "+demoCatalog+").")
		fs.PrintDefaults()
	}
	rest, err := parseInterspersed(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if !*asJSON && len(rest) == 0 {
		fs.Usage()
		return errors.New("explain: a message is needed (or --json with messages on standard input)")
	}
	if *asJSON && len(rest) > 0 {
		return errors.New("explain --json reads the messages from standard input, one a line")
	}
	und, source, err := loadUnderstander(ctx, getenv)
	if err != nil {
		return err
	}
	if !*asJSON {
		text := strings.Join(rest, " ")
		return writeExplanation(stdout, text, und.Understand(text), source)
	}
	sc := bufio.NewScanner(stdin)
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	for sc.Scan() {
		text := sc.Text()
		if err := enc.Encode(explanationOf(text, und.Understand(text))); err != nil {
			return err
		}
	}
	return sc.Err()
}

// explanation is one line of explain --json.
type explanation struct {
	Text string `json:"text"`
	i18n.Understanding
	// IfAsked is what the engine would do with the message right after
	// asking "add it to your cart?": yes, no, hold or unclear (ask again).
	IfAsked string `json:"if_asked"`
}

func explanationOf(text string, u i18n.Understanding) explanation {
	return explanation{Text: text, Understanding: u, IfAsked: eval.Reading(u)}
}

func writeExplanation(w io.Writer, text string, u i18n.Understanding, source string) error {
	var b strings.Builder
	row := func(k, v string) { fmt.Fprintf(&b, "%-11s %s\n", k, v) }
	or := func(v, none string) string {
		if v == "" {
			return none
		}
		return v
	}
	row("message", fmt.Sprintf("%q", text))
	row("intent", fmt.Sprintf("%s (confidence %.2f%s)", u.Intent, u.Confidence, lowNote(u.Confidence)))
	if u.Guess {
		row("guess", "the classifier's reading of an answer the rules could not read: shown, never acted on (a pending question is asked again)")
	}
	row("language", or(string(u.Lang), "none detected (the conversation keeps its language)"))
	if u.Question {
		row("question", "yes")
	}
	if u.Ordinal != 0 {
		pos := fmt.Sprint(u.Ordinal)
		if u.Ordinal == i18n.OrdinalLast {
			pos = "the last one"
		}
		row("picks", pos)
	}
	if u.MinPrice > 0 || u.MaxPrice > 0 {
		row("price", priceRange(u.MinPrice, u.MaxPrice))
	}
	if len(u.Terms) > 0 {
		row("terms", strings.Join(u.Terms, ", "))
	}
	for _, s := range [][2]string{{"colour", u.Color}, {"size", u.Size}, {"gender", u.Gender}, {"drop filter", u.DropFilter}} {
		if s[1] != "" {
			row(s[0], s[1])
		}
	}
	if u.Cheaper {
		row("cheaper", "below the cheapest shown")
	}
	row("if asked", eval.Reading(u)+" (the answer to \"add it to your cart?\")")
	row("vocabulary", source)
	_, err := io.WriteString(w, b.String())
	return err
}

func lowNote(c float64) string {
	if c < 0.5 {
		return ": below 0.5, wakha asks the shopper to say more"
	}
	return ""
}

func priceRange(lo, hi int64) string {
	switch {
	case lo > 0 && hi > 0:
		return fmt.Sprintf("%d to %d", lo, hi)
	case lo > 0:
		return fmt.Sprintf("from %d", lo)
	}
	return fmt.Sprintf("up to %d", hi)
}

// loadUnderstander builds the understander serve would use (openCatalog,
// then understanderFor). With neither CATALOG_FILE nor WOOCOMMERCE_BASE_URL
// set it reads the sample catalog and says so in source.
func loadUnderstander(ctx context.Context, getenv func(string) string) (und *i18n.Understander, source string, err error) {
	cfg, err := config.Load(getenv)
	if err != nil {
		return nil, "", fmt.Errorf("configuration:\n%w", err)
	}
	switch {
	case cfg.Catalog.WooCommerceBaseURL != "":
		source = "the store " + cfg.Catalog.WooCommerceBaseURL + " (categories, tags)"
	case cfg.Catalog.File != "":
		source = "CATALOG_FILE " + cfg.Catalog.File
	default:
		if _, err := os.Stat(demoCatalog); err != nil {
			return nil, "", fmt.Errorf("no catalog: set CATALOG_FILE or WOOCOMMERCE_BASE_URL, or run from the repository root where %s is", demoCatalog)
		}
		cfg.Catalog.File = demoCatalog
		source = "the sample catalog " + demoCatalog + " (neither CATALOG_FILE nor WOOCOMMERCE_BASE_URL is set)"
	}
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	catalog, err := openCatalog(cfg, prometheus.NewRegistry(), quiet)
	if err != nil {
		return nil, "", err
	}
	und = understanderFor(ctx, catalog, quiet)
	if und == nil {
		return i18n.NewUnderstander(i18n.Vocabulary{}), source + " (no vocabulary)", nil
	}
	return und, source + " and the synonyms", nil
}

// understanderFor reads the shop's vocabulary from its catalog, once: the
// local catalog's names, categories and tags, or the live store's
// categories and tags (a store that does not answer leaves the synonyms,
// with a warning). nil for a catalog wakha does not know.
func understanderFor(ctx context.Context, catalog wakha.Catalog, log *slog.Logger) *i18n.Understander {
	var v i18n.Vocabulary
	switch c := catalog.(type) {
	case *woocommerce.Local:
		v = c.Vocabulary()
	case *woocommerce.Store:
		ctx, cancel := context.WithTimeout(ctx, vocabularyTimeout)
		defer cancel()
		var err error
		if v, err = c.Vocabulary(ctx); err != nil {
			log.Warn("store categories and tags unavailable: messages are understood with the synonyms table only", "err", err)
		}
	default:
		return nil
	}
	log.Info("vocabulary loaded", "products", len(v.Products), "synonyms", len(v.Synonyms), "modifiers", len(v.Modifiers))
	return i18n.NewUnderstander(v)
}

// vocabularyTimeout bounds reading the store's categories and tags at start.
const vocabularyTimeout = 15 * time.Second

// parseInterspersed parses flags given before or after the positional
// arguments ("understand-eval FILE --top 5") and returns the positionals.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		if fs.NArg() == 0 {
			return pos, nil
		}
		pos = append(pos, fs.Arg(0))
		args = fs.Args()[1:]
	}
}
