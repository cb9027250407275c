// Command train counts the features of the labelled understanding corpus
// and writes the classifier file i18n embeds (i18n/classifier.nb). Run it
// through go generate in i18n:
//
//	go generate ./i18n
//
// It reads the tuning files only (dev.jsonl, tuning.jsonl), never the
// held-out file, and is deterministic: the same files give the same bytes.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/wakha/wakha/i18n"
	"github.com/wakha/wakha/i18n/internal/nb"
	"github.com/wakha/wakha/internal/corpus"
)

func main() {
	out := flag.String("out", "classifier.nb", "file to write")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: train [-out FILE] CORPUS.jsonl...")
		os.Exit(2)
	}
	var docs []nb.Doc
	for _, f := range flag.Args() {
		if strings.Contains(f, "heldout") {
			fmt.Fprintf(os.Stderr, "train: %s looks like the held-out file: the classifier never sees it\n", f)
			os.Exit(2)
		}
		exs, err := corpus.Load(f)
		if err != nil {
			fmt.Fprintln(os.Stderr, "train:", err)
			os.Exit(1)
		}
		for _, ex := range exs {
			docs = append(docs, nb.Doc{Words: i18n.Tokens(ex.Text), Question: i18n.Understand(ex.Text).Question, Class: ex.Intent})
		}
	}
	counts := nb.Train(corpus.Intents, docs, nb.Alpha)
	if err := os.WriteFile(*out, counts.Marshal(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "train:", err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "train: %d messages, %d non-zero counts → %s\n", len(docs), len(counts.Feature), *out)
}
