// Command train fits the classifier i18n embeds (i18n/classifier.lr) to the
// labelled understanding corpus. Run it through go generate in i18n:
//
//	go generate ./i18n
//
// Given a directory, it reads every corpus file in it (sorted by name)
// except the held-out files (heldout.jsonl, heldout2.jsonl: any name
// starting with "heldout"), which it refuses even when named, unless
// -heldout names them: a held-out set trained on can no longer measure
// how the understanding generalizes, so it is given by name, one by one,
// and a new blind set stays out until it is named. -exclude leaves one
// file out (leave-one-set-out: train on every other set, measure on it).
// It is deterministic: the same files give the same bytes.
//
// With -cv K it writes nothing and prints the K-fold cross-validated
// accuracy of the classifier alone (every message classified by a model
// that never saw it), per language and per intent, for the options given
// or, with -grid, for a small grid of them: how the options were chosen.
package main

import (
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/wakha/wakha/i18n"
	"github.com/wakha/wakha/i18n/internal/lr"
	"github.com/wakha/wakha/internal/corpus"
)

func main() {
	out := flag.String("out", "classifier.lr", "file to write")
	cv := flag.Int("cv", 0, "cross-validate with this many folds instead of writing the model")
	grid := flag.Bool("grid", false, "with -cv: try a grid of options")
	o := lr.Defaults
	flag.Float64Var(&o.Lambda, "lambda", o.Lambda, "L2 penalty")
	flag.IntVar(&o.Epochs, "epochs", o.Epochs, "passes over the corpus")
	flag.Float64Var(&o.Rate, "rate", o.Rate, "initial learning rate")
	flag.Float64Var(&o.Balance, "balance", o.Balance, "class weighting exponent (0 none, 1 every class alike)")
	heldout := flag.String("heldout", "", "comma-separated held-out sets to train on too, by name (heldout,heldout2,…)")
	exclude := flag.String("exclude", "", "comma-separated corpus files to leave out, by name (heldout9)")
	flag.Parse()
	allowed := nameSet(*heldout)
	excluded := nameSet(*exclude)
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: train [-out FILE] [-heldout SETS] [-exclude SETS] [-cv K [-grid]] CORPUS.jsonl|DIR...")
		os.Exit(2)
	}
	var docs []lr.Doc
	var langs []string
	for _, f := range corpusFiles(flag.Args(), allowed) {
		if excluded[setName(f)] {
			continue
		}
		if isHeldout(f) && !allowed[setName(f)] {
			fmt.Fprintf(os.Stderr, "train: %s looks like the held-out file: the classifier never sees it\n", f)
			os.Exit(2)
		}
		exs, err := corpus.Load(f)
		if err != nil {
			fmt.Fprintln(os.Stderr, "train:", err)
			os.Exit(1)
		}
		for _, ex := range exs {
			docs = append(docs, i18n.ClassifierDoc(ex.Text, ex.Intent))
			langs = append(langs, ex.Lang)
		}
	}
	if *cv > 1 {
		opts := []lr.Options{o}
		if *grid {
			opts = nil
			for _, l := range []float64{0, 1e-5, 1e-4, 1e-3, 1e-2} {
				for _, e := range []int{10, 30} {
					opts = append(opts, lr.Options{Lambda: l, Epochs: e, Rate: o.Rate, Seed: o.Seed, Balance: o.Balance})
				}
			}
		}
		for _, op := range opts {
			crossValidate(docs, langs, *cv, op)
		}
		return
	}
	m := lr.Train(corpus.Intents, docs, o)
	b := m.Marshal()
	if err := os.WriteFile(*out, b, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "train:", err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "train: %d messages → %s (%d bytes)\n", len(docs), *out, len(b))
}

// corpusFiles expands directories to the corpus files in them, sorted,
// without the held-out files not allowed: what the classifier is trained on.
func corpusFiles(args []string, allowed map[string]bool) []string {
	var out []string
	for _, a := range args {
		if st, err := os.Stat(a); err != nil || !st.IsDir() {
			out = append(out, a)
			continue
		}
		files, err := filepath.Glob(filepath.Join(a, "*.jsonl"))
		if err != nil {
			fmt.Fprintln(os.Stderr, "train:", err)
			os.Exit(1)
		}
		slices.Sort(files)
		for _, f := range files {
			if !isHeldout(f) || allowed[setName(f)] {
				out = append(out, f)
			}
		}
	}
	return out
}

// setName is a corpus file's name without its directory and extension.
func setName(path string) string {
	return strings.TrimSuffix(filepath.Base(path), ".jsonl")
}

// nameSet reads a comma-separated list of set names ("heldout9" or
// "heldout9.jsonl").
func nameSet(list string) map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Split(list, ",") {
		if n = strings.TrimSpace(n); n != "" {
			m[setName(n)] = true
		}
	}
	return m
}

// isHeldout tells a held-out file by its name: heldout.jsonl, heldout2.jsonl…
func isHeldout(path string) bool {
	return strings.HasPrefix(filepath.Base(path), "heldout")
}

// crossValidate classifies every document with a model trained on the
// other folds (fold = position mod k) and prints the accuracy, and the
// accuracy of the answers at least as sure as a few floors.
func crossValidate(docs []lr.Doc, langs []string, k int, o lr.Options) {
	type tally struct{ n, ok int }
	byLang := map[string]*tally{}
	byClass := map[string]*tally{}
	floors := []float64{0.5, 0.6, 0.7, 0.8, 0.9}
	above := make([]tally, len(floors))
	var all tally
	for fold := 0; fold < k; fold++ {
		var train []lr.Doc
		for i, d := range docs {
			if i%k != fold {
				train = append(train, d)
			}
		}
		m := lr.Train(corpus.Intents, train, o)
		for i := fold; i < len(docs); i += k {
			got, p := m.Predict(docs[i].Input)
			ok := got == docs[i].Class
			for _, t := range []*tally{&all, get(byLang, langs[i]), get(byClass, docs[i].Class)} {
				t.n++
				if ok {
					t.ok++
				}
			}
			for j, f := range floors {
				if p >= f {
					above[j].n++
					if ok {
						above[j].ok++
					}
				}
			}
		}
	}
	pct := func(t tally) string { return fmt.Sprintf("%.1f%%", 100*float64(t.ok)/float64(max(t.n, 1))) }
	fmt.Printf("lambda %g epochs %d rate %g balance %g: %d-fold accuracy %s (%d messages)\n", o.Lambda, o.Epochs, o.Rate, o.Balance, k, pct(all), all.n)
	for _, l := range corpus.Langs {
		if t := byLang[l]; t != nil {
			fmt.Printf("  %-12s %5d %7s\n", l, t.n, pct(*t))
		}
	}
	for _, c := range slices.Sorted(maps.Keys(byClass)) {
		fmt.Printf("  %-17s %5d %7s\n", c, byClass[c].n, pct(*byClass[c]))
	}
	for j, f := range floors {
		fmt.Printf("  p ≥ %.1f: %5d answered (%.0f%%), %s right\n", f, above[j].n, 100*float64(above[j].n)/float64(all.n), pct(above[j]))
	}
}

func get[T any](m map[string]*T, k string) *T {
	if m[k] == nil {
		m[k] = new(T)
	}
	return m[k]
}
