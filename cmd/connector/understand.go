package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/wakha/wakha/i18n"
	"github.com/wakha/wakha/i18n/eval"
	"github.com/wakha/wakha/internal/corpus"
)

// runUnderstandEval scores the understanding of a labelled JSONL file (the
// schema of testdata/understanding/README.md) and prints the report.
func runUnderstandEval(_ context.Context, args []string, _ func(string) string, stdout io.Writer) error {
	fs := flag.NewFlagSet("understand-eval", flag.ContinueOnError)
	fs.SetOutput(stdout)
	top := fs.Int("top", 15, "how many of the worst confusions to list")
	summary := fs.Bool("summary", false, "print the figures only, no message text (for a measuring set you must not tune on)")
	fs.Usage = func() {
		fmt.Fprintln(stdout, "usage: connector understand-eval [--top N] FILE.jsonl\n\n"+
			"Reads every labelled message of FILE (one JSON object a line: text, lang, intent, family and the\n"+
			"optional decision, ordinal, min_price, max_price, color, size, gender; see\n"+
			"testdata/understanding/README.md) and prints how wakha understood them.")
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
	r := eval.Run(files[0], exs, i18n.Understand)
	if *summary {
		return r.WriteSummary(stdout)
	}
	return r.Write(stdout, *top)
}

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
