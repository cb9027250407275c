package i18n_test

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/wakha/wakha/i18n"
	"github.com/wakha/wakha/i18n/eval"
	"github.com/wakha/wakha/i18n/internal/lr"
	"github.com/wakha/wakha/internal/corpus"
	"github.com/wakha/wakha/woocommerce"
)

// TestLeaveOneSetOut asks whether the classifier generalizes better than
// the rules, and whether more (and more varied) training lines help: for
// each held-out set K it trains one model on the tuning files alone (what
// shipped before the thirteenth round) and one on the tuning files plus
// every other held-out set (written blind by other writers), and reads K
// with each: the classifier alone, and the whole understanding with it.
// It takes a minute, so it runs only when asked:
//
//	WAKHA_LOO=1 go test -run LeaveOneSetOut -v ./i18n
//
// Only the held-out sets the embedded classifier trains on
// (trainedHeldout) are read: a newer blind set stays unread.
//
// WAKHA_LOO_STRONG sets the gate's floor after a strong opening;
// WAKHA_LOO_GUESS guessAnswer's floor (1.01: no guess), WAKHA_LOO_GUESS_SEARCH
// its floor over a search, WAKHA_LOO_GUESS_WEAK over a weak search,
// WAKHA_LOO_GUESS_QUESTION over a question about the product,
// WAKHA_LOO_GUESS_HUMAN of a yes over a person asked for.
// WAKHA_LOO_SETS lists the sets K (default heldout8 to heldout32; a
// tuning file K is left out of both models);
// WAKHA_LOO_LAMBDA, WAKHA_LOO_EPOCHS, WAKHA_LOO_BALANCE, WAKHA_LOO_RATE,
// WAKHA_LOO_SHARPEN and WAKHA_LOO_SEED change the training options;
// WAKHA_LOO_FLOOR the classifier's floor (classifierFloor by default).
// Round 33m's knobs for measuring faster on a loaded machine:
// WAKHA_LOO_NOOLD skips the tuning-only model (half the training);
// WAKHA_LOO_CACHE=DIR keeps each set's model in DIR/K.lr and reads it back
// on the next run (delete DIR after changing features or options);
// WAKHA_LOO_SWEEP="FLOOR=0.6;GATE=0.98;GUESS_WEAK=0.8" reads each set
// again with each floor changed alone (FLOOR, GATE, STRONG, GUESS,
// GUESS_SEARCH, GUESS_WEAK, GUESS_QUESTION, GUESS_HUMAN) without
// retraining; WAKHA_LOO_AUG=variant,typo,drop adds to the training lines
// copies respelt as cv_test.go's respell does, or with one word dropped.
// With WAKHA_LOO_POLICY it also tries letting the classifier overrule the
// rules (never into a yes or a no) at a few floors; with WAKHA_LOO_MOVES
// it counts what the classifier changed of the rules' reading, right and
// wrong; with WAKHA_LOO_DUMP it lists the yes and no the classifier reads
// where the rules read none; with WAKHA_LOO_GUESSES what guessAnswer
// named, by label.
func TestLeaveOneSetOut(t *testing.T) {
	if os.Getenv("WAKHA_LOO") == "" {
		t.Skip("set WAKHA_LOO=1 to measure the classifier set by set")
	}
	local, err := woocommerce.LoadFile(filepath.Join("..", "testdata", "catalog.json"), nil)
	if err != nil {
		t.Fatal(err)
	}
	und := i18n.NewUnderstander(local.Vocabulary())
	dir := filepath.Join("..", "testdata", "understanding")
	files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(files)
	files = slices.DeleteFunc(files, func(f string) bool {
		name := strings.TrimSuffix(filepath.Base(f), ".jsonl")
		return strings.HasPrefix(name, "heldout") && !slices.Contains(trainedHeldout, name)
	})
	load := func(f string) ([]corpus.Example, []lr.Doc) {
		exs, err := corpus.Load(f)
		if err != nil {
			t.Fatal(err)
		}
		var docs []lr.Doc
		for _, ex := range exs {
			docs = append(docs, i18n.ClassifierDoc(ex.Text, ex.Intent))
		}
		return exs, docs
	}
	// augment adds respelt copies of the training lines (WAKHA_LOO_AUG:
	// variant, typo, drop), experiment of round 33m.
	augment := func(f string, docs []lr.Doc) []lr.Doc {
		aug := os.Getenv("WAKHA_LOO_AUG")
		if aug == "" {
			return docs
		}
		exs, err := corpus.Load(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, kind := range strings.Split(aug, ",") {
			for _, ex := range exs {
				var txt string
				switch kind {
				case "drop":
					ws := strings.Fields(ex.Text)
					if len(ws) < 4 {
						continue
					}
					i := int(fnv32(ex.Text) % uint32(len(ws)))
					txt = strings.Join(append(ws[:i:i], ws[i+1:]...), " ")
				default:
					txt = respell(ex.Text, kind)
				}
				if txt != ex.Text {
					docs = append(docs, i18n.ClassifierDoc(txt, ex.Intent))
				}
			}
		}
		return docs
	}
	byName := map[string][]lr.Doc{}
	for _, f := range files {
		_, docs := load(f)
		byName[strings.TrimSuffix(filepath.Base(f), ".jsonl")] = augment(f, docs)
	}
	// tuningBut is the tuning files' documents without set k (a tuning
	// file K is left out of both models too).
	tuningBut := func(k string) []lr.Doc {
		var out []lr.Doc
		for _, f := range files {
			name := strings.TrimSuffix(filepath.Base(f), ".jsonl")
			if !strings.HasPrefix(name, "heldout") && name != k {
				out = append(out, byName[name]...)
			}
		}
		return out
	}
	sets := os.Getenv("WAKHA_LOO_SETS")
	if sets == "" {
		sets = "heldout8,heldout9,heldout10,heldout11,heldout12,heldout13,heldout14,heldout15,heldout16,heldout17,heldout18,heldout19,heldout20,heldout21,heldout22,heldout23,heldout24,heldout25,heldout26,heldout27,heldout28,heldout29,heldout30,heldout31,heldout32"
	}
	for _, fl := range []struct {
		env string
		set func(float64) float64
	}{
		{"WAKHA_LOO_GATE", i18n.SetGateFloor},                    // answerGate's floor (reconsider.go); 1.01 turns the gate off
		{"WAKHA_LOO_STRONG", i18n.SetStrongGateFloor},            // answerGate's floor after a strong opening
		{"WAKHA_LOO_GUESS", i18n.SetGuessFloor},                  // guessAnswer's floor (guess.go); 1.01 turns it off
		{"WAKHA_LOO_GUESS_SEARCH", i18n.SetGuessSearchFloor},     // guessAnswer's floor over a search; 1.01 turns it off
		{"WAKHA_LOO_GUESS_WEAK", i18n.SetGuessWeakSearchFloor},   // its floor over a weak search (guess.go); 1.01 turns it off
		{"WAKHA_LOO_GUESS_QUESTION", i18n.SetGuessQuestionFloor}, // its floor over a product question (guess.go); 1.01 turns it off
		{"WAKHA_LOO_GUESS_HUMAN", i18n.SetGuessHumanFloor},       // its floor of a yes over a person asked for; 1.01 turns it off
	} {
		if v := os.Getenv(fl.env); v != "" {
			var f float64
			fmt.Sscan(v, &f)
			defer fl.set(fl.set(f))
		}
	}
	opts := lr.Defaults
	var clfFloor float64
	for env, dst := range map[string]any{"WAKHA_LOO_LAMBDA": &opts.Lambda, "WAKHA_LOO_BALANCE": &opts.Balance, "WAKHA_LOO_EPOCHS": &opts.Epochs,
		"WAKHA_LOO_SHARPEN": &opts.Sharpen, "WAKHA_LOO_RATE": &opts.Rate, "WAKHA_LOO_SEED": &opts.Seed, "WAKHA_LOO_FLOOR": &clfFloor} {
		if v := os.Getenv(env); v != "" {
			fmt.Sscan(v, dst)
		}
	}
	var tuningOnly *lr.Model // the tuning files' model, for every held-out K
	for _, k := range strings.Split(sets, ",") {
		exs, docs := load(filepath.Join(dir, k+".jsonl"))
		old := tuningOnly
		if os.Getenv("WAKHA_LOO_NOOLD") != "" {
			old = nil
		} else if !strings.HasPrefix(k, "heldout") {
			old = lr.Train(corpus.Intents, tuningBut(k), opts)
		} else if old == nil {
			tuningOnly = lr.Train(corpus.Intents, tuningBut(""), opts)
			old = tuningOnly
		}
		train := tuningBut(k)
		var others []string
		for _, f := range files {
			name := strings.TrimSuffix(filepath.Base(f), ".jsonl")
			if strings.HasPrefix(name, "heldout") && name != k {
				train = append(train, byName[name]...)
				others = append(others, name)
			}
		}
		var loo *lr.Model
		cache := os.Getenv("WAKHA_LOO_CACHE")
		if cache != "" {
			if b, err := os.ReadFile(filepath.Join(cache, k+".lr")); err == nil {
				loo, _ = lr.Unmarshal(b)
			}
		}
		if loo == nil {
			loo = lr.Train(corpus.Intents, train, opts)
			if cache != "" {
				if err := os.MkdirAll(cache, 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(cache, k+".lr"), loo.Marshal(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
		if sw := os.Getenv("WAKHA_LOO_SWEEP"); sw != "" {
			setters := map[string]func(float64) float64{"GATE": i18n.SetGateFloor, "STRONG": i18n.SetStrongGateFloor,
				"GUESS": i18n.SetGuessFloor, "GUESS_SEARCH": i18n.SetGuessSearchFloor, "GUESS_WEAK": i18n.SetGuessWeakSearchFloor,
				"GUESS_QUESTION": i18n.SetGuessQuestionFloor, "GUESS_HUMAN": i18n.SetGuessHumanFloor}
			for _, a := range strings.Split(sw, ";") {
				name, val, _ := strings.Cut(a, "=")
				var f float64
				fmt.Sscan(val, &f)
				floor := clfFloor
				var restore func()
				if name == "FLOOR" {
					floor = f
				} else {
					old := setters[name](f)
					restore = func() { setters[name](old) }
				}
				r := eval.Run(k, exs, und.WithClassifier(loo, floor).Understand)
				t.Logf("SWEEP %s %s: whole %.1f%%, yes/no %.1f%%, false yes %d, false no %d", k, a, 100*r.Intent.Rate(), 100*r.YesNo().Rate(), len(r.FalseConfirm), len(r.FalseCancel))
				if restore != nil {
					restore()
				}
			}
		}
		for _, c := range []struct {
			name string
			m    *lr.Model
		}{{"tuning only", old}, {fmt.Sprintf("tuning + %d other sets", len(others)), loo}} {
			if c.m == nil {
				continue
			}
			var alone eval.Tally
			byLang := map[string]*eval.Tally{}
			for i, d := range docs {
				got, _ := c.m.Predict(d.Input)
				ok := got == d.Class
				alone.N++
				if byLang[exs[i].Lang] == nil {
					byLang[exs[i].Lang] = &eval.Tally{}
				}
				byLang[exs[i].Lang].N++
				if ok {
					alone.OK++
					byLang[exs[i].Lang].OK++
				}
			}
			r := eval.Run(k, exs, und.WithClassifier(c.m, clfFloor).Understand)
			if os.Getenv("WAKHA_LOO_DUMP") != "" && c.m == loo {
				for i, ex := range exs {
					u := und.WithClassifier(c.m, clfFloor).Understand(ex.Text)
					in, p := c.m.Predict(docs[i].Input)
					if (in == "confirm" || in == "cancel") && u.Decision != i18n.DecisionYes && u.Decision != i18n.DecisionNo && p >= 0.5 {
						t.Logf("DUMP %s label=%s/%s clf=%s %.2f rules=%s/%s %q", k, ex.Intent, ex.Decision, in, p, u.Intent, u.Decision, ex.Text)
					}
				}
			}
			if os.Getenv("WAKHA_LOO_MOVES") != "" && c.m == loo {
				moves := map[string]int{}
				for _, ex := range exs {
					x := und.WithClassifier(c.m, clfFloor)
					r, u := x.ByRules(ex.Text), x.Understand(ex.Text)
					if r.Intent != u.Intent {
						tag := "neither"
						if string(u.Intent) == ex.Intent {
							tag = "gain"
							t.Logf("GAIN %s→%s %q", r.Intent, u.Intent, ex.Text)
						} else if string(r.Intent) == ex.Intent {
							tag = "LOSS"
							t.Logf("LOSS %s %s→%s %q", ex.Intent, r.Intent, u.Intent, ex.Text)
						}
						moves[fmt.Sprintf("%s %s→%s", tag, r.Intent, u.Intent)]++
					}
				}
				for _, k := range slices.Sorted(maps.Keys(moves)) {
					t.Logf("  %3d %s", moves[k], k)
				}
			}
			if os.Getenv("WAKHA_LOO_GUESSES") != "" && c.m == loo {
				// what guessAnswer named, by label: a search turned into a
				// guess is a search the engine no longer runs
				guesses := map[string]int{}
				for _, ex := range exs {
					x := und.WithClassifier(c.m, clfFloor)
					if u := x.Understand(ex.Text); u.Guess {
						guesses[fmt.Sprintf("%s (rules %s) → %s", ex.Intent, x.ByRules(ex.Text).Intent, u.Intent)]++
					}
				}
				for _, k := range slices.Sorted(maps.Keys(guesses)) {
					t.Logf("  GUESS %3d %s", guesses[k], k)
				}
			}
			if os.Getenv("WAKHA_LOO_MISSES") != "" && c.m == loo {
				for i, ex := range exs {
					u := und.WithClassifier(c.m, clfFloor).Understand(ex.Text)
					if string(u.Intent) != ex.Intent && (ex.Decision == "" || eval.Reading(u) == ex.Decision) {
						in, p := c.m.Predict(docs[i].Input)
						t.Logf("IMISS %s %s %s→%s clf %s %.2f %q", k, ex.Lang, ex.Intent, u.Intent, in, p, ex.Text)
					}
					if ex.Decision != "yes" && ex.Decision != "no" {
						continue
					}
					if eval.Reading(u) != ex.Decision {
						in, p := c.m.Predict(docs[i].Input)
						t.Logf("MISS %s %s read %s/%s clf %s %.2f %q", k, ex.Decision, u.Intent, u.Decision, in, p, ex.Text)
					}
				}
			}
			if os.Getenv("WAKHA_LOO_POLICY") != "" {
				for _, th := range []float64{0.5, 0.6, 0.7, 0.8, 0.9} {
					for _, conf := range []float64{0.75, 0.85, 1.01} {
						pr := eval.Run(k, exs, func(text string) i18n.Understanding {
							u := und.WithClassifier(c.m, clfFloor).Understand(text)
							if u.Confidence >= conf || u.Intent == i18n.IntentConfirm || u.Intent == i18n.IntentCancel ||
								u.Decision == i18n.DecisionYes || u.Decision == i18n.DecisionNo {
								return u
							}
							w, ks, q := i18n.ClassifierInput(text)
							in, p := c.m.Predict(lr.Input{Words: w, Keys: ks, Question: q})
							if p < th || in == string(i18n.IntentConfirm) || in == string(i18n.IntentCancel) {
								return u
							}
							u.Intent = i18n.Intent(in)
							return u
						})
						t.Logf("   policy p>=%.1f rules conf<%.2f: whole %.1f%% (%s), yes/no %.1f%%, false yes %d, false no %d",
							th, conf, 100*pr.Intent.Rate(), langRates(pr.ByLang), 100*pr.YesNo().Rate(), len(pr.FalseConfirm), len(pr.FalseCancel))
					}
				}
			}
			t.Logf("%s, %s: classifier alone %.1f%% (%s); whole %.1f%% (%s), yes/no %.1f%%, false yes %d, false no %d",
				k, c.name, 100*alone.Rate(), langRates(byLang), 100*r.Intent.Rate(), langRates(r.ByLang),
				100*r.YesNo().Rate(), len(r.FalseConfirm), len(r.FalseCancel))
			for _, m := range r.FalseConfirm {
				t.Logf("   false yes: %q", m.Text)
			}
			for _, m := range r.FalseCancel {
				t.Logf("   false no: %q", m.Text)
			}
		}
	}
}

func langRates(m map[string]*eval.Tally) string {
	var out []string
	for _, l := range corpus.Langs {
		if t := m[l]; t != nil {
			out = append(out, fmt.Sprintf("%s %.1f", l, 100*t.Rate()))
		}
	}
	return strings.Join(out, ", ")
}
