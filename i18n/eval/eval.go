// Package eval measures how well an understander reads the labelled corpus
// (testdata/understanding): intent accuracy overall and per language,
// precision and recall per intent, how messages would answer a pending
// "add it to your cart?", the slots (position, price bounds, colour, size,
// gender) and the confusions that cost the most.
//
// The yes/no reading is the one that matters most: a message read as "yes"
// adds a product to a cart, so a false confirmation (or cancellation) is
// counted and listed separately from every other miss.
package eval

import (
	"cmp"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"github.com/wakha/wakha/i18n"
	"github.com/wakha/wakha/internal/corpus"
)

// Understander reads one message; (*i18n.Understander).Understand and
// i18n.Understand both fit.
type Understander func(text string) i18n.Understanding

// Readings of a message as the answer to a pending yes/no question: the
// corpus's decision labels. ReadUnclear is every message that makes the
// engine ask again.
const (
	ReadYes     = "yes"
	ReadNo      = "no"
	ReadHold    = "hold"
	ReadUnclear = "unclear"
)

// Reading is what the engine does with u while a confirmation is pending:
// add (yes), drop (no), keep waiting (hold), or ask again (unclear). It
// mirrors engine.decisionOf: the Decision wins, then the intent.
func Reading(u i18n.Understanding) string {
	switch u.Decision {
	case i18n.DecisionYes:
		return ReadYes
	case i18n.DecisionNo:
		return ReadNo
	case i18n.DecisionHold:
		return ReadHold
	case i18n.DecisionAmbiguous:
		return ReadUnclear
	}
	switch u.Intent {
	case i18n.IntentConfirm:
		return ReadYes
	case i18n.IntentCancel:
		return ReadNo
	case i18n.IntentHold:
		return ReadHold
	}
	return ReadUnclear
}

// Tally counts right answers out of a total.
type Tally struct {
	N, OK int
}

// Rate is OK/N, 0 when nothing was counted.
func (t Tally) Rate() float64 {
	if t.N == 0 {
		return 0
	}
	return float64(t.OK) / float64(t.N)
}

func (t *Tally) add(ok bool) {
	t.N++
	if ok {
		t.OK++
	}
}

// IntentStats are the counts behind precision and recall of one intent.
type IntentStats struct {
	Labelled  int // lines labelled with the intent
	Predicted int // lines read as the intent
	Right     int // both
}

// Precision is Right/Predicted (1 when nothing was predicted: no false alarm).
func (s IntentStats) Precision() float64 {
	if s.Predicted == 0 {
		return 1
	}
	return float64(s.Right) / float64(s.Predicted)
}

// Recall is Right/Labelled (1 when nothing is labelled).
func (s IntentStats) Recall() float64 {
	if s.Labelled == 0 {
		return 1
	}
	return float64(s.Right) / float64(s.Labelled)
}

// SlotStats compare one slot: lines that carry the label, how many were
// read exactly, and how many unlabelled lines got a value anyway.
type SlotStats struct {
	Tally
	Spurious int // a value read where the label has none
}

// Miss is one line read wrongly.
type Miss struct {
	Line int
	Text string
	Want string
	Got  string
}

// Confusion is a (labelled, read) pair and the lines that made it.
type Confusion struct {
	Want, Got string
	Count     int
	Examples  []Miss // the first few, in file order
}

// Slot names, in report order.
var Slots = []string{"ordinal", "price", "color", "size", "gender"}

// Report is the evaluation of one file.
type Report struct {
	Name     string
	Intent   Tally
	ByLang   map[string]*Tally // corpus language → intent accuracy
	ByFamily map[string]*Tally // corpus family → intent accuracy
	// FalseByFamily counts false confirmations and cancellations by family:
	// where to write new tuning messages, without reading a measuring set.
	FalseByFamily map[string]int

	Intents map[string]*IntentStats // every intent label or reading seen

	// Decisions: lines that carry a decision label.
	Decision     Tally            // reading == label
	ByDecision   map[string]Tally // per label: reading == label
	YesNoUnclear int              // labelled yes/no but read as unclear or hold (the safe miss)
	// FalseConfirm: read as yes, labelled anything else (a line without a
	// decision label counts too: a pending question would have taken it).
	FalseConfirm []Miss
	FalseCancel  []Miss // read as no, labelled anything else

	Slots map[string]*SlotStats

	// Language detection: corpus language → detected i18n.Lang, scored on
	// the lines where a language was detected. Mixed lines are not scored
	// (several answers are right); "" (no evidence, "ok", "2", "tajine")
	// keeps the conversation's language and is counted apart.
	Lang       Tally
	LangSilent int // detected "" on a line that is not mixed

	Confusions []Confusion // intent confusions, most frequent first
}

// maxExamples bounds the examples kept per confusion.
const maxExamples = 3

// Run reads every example with u and scores it.
func Run(name string, examples []corpus.Example, u Understander) *Report {
	r := &Report{
		Name:          name,
		ByLang:        map[string]*Tally{},
		ByFamily:      map[string]*Tally{},
		FalseByFamily: map[string]int{},
		Intents:       map[string]*IntentStats{},
		ByDecision:    map[string]Tally{},
		Slots:         map[string]*SlotStats{},
	}
	for _, s := range Slots {
		r.Slots[s] = &SlotStats{}
	}
	conf := map[[2]string]*Confusion{}
	stats := func(intent string) *IntentStats {
		s := r.Intents[intent]
		if s == nil {
			s = &IntentStats{}
			r.Intents[intent] = s
		}
		return s
	}
	for _, ex := range examples {
		got := u(ex.Text)
		intent := string(got.Intent)
		ok := intent == ex.Intent
		r.Intent.add(ok)
		lt := r.ByLang[ex.Lang]
		if lt == nil {
			lt = &Tally{}
			r.ByLang[ex.Lang] = lt
		}
		lt.add(ok)
		ft := r.ByFamily[ex.Family]
		if ft == nil {
			ft = &Tally{}
			r.ByFamily[ex.Family] = ft
		}
		ft.add(ok)
		stats(ex.Intent).Labelled++
		stats(intent).Predicted++
		if ok {
			stats(intent).Right++
		} else {
			k := [2]string{ex.Intent, intent}
			c := conf[k]
			if c == nil {
				c = &Confusion{Want: ex.Intent, Got: intent}
				conf[k] = c
			}
			c.Count++
			if len(c.Examples) < maxExamples {
				c.Examples = append(c.Examples, Miss{Line: ex.Line, Text: ex.Text, Want: ex.Intent, Got: intent})
			}
		}

		read := Reading(got)
		if ex.Decision != "" {
			right := read == ex.Decision
			r.Decision.add(right)
			t := r.ByDecision[ex.Decision]
			t.add(right)
			r.ByDecision[ex.Decision] = t
			if (ex.Decision == ReadYes || ex.Decision == ReadNo) && (read == ReadUnclear || read == ReadHold) {
				r.YesNoUnclear++
			}
		}
		want := cmp.Or(ex.Decision, "(none)")
		if read == ReadYes && ex.Decision != ReadYes {
			r.FalseConfirm = append(r.FalseConfirm, Miss{Line: ex.Line, Text: ex.Text, Want: want, Got: read})
			r.FalseByFamily[ex.Family]++
		}
		if read == ReadNo && ex.Decision != ReadNo {
			r.FalseCancel = append(r.FalseCancel, Miss{Line: ex.Line, Text: ex.Text, Want: want, Got: read})
			r.FalseByFamily[ex.Family]++
		}

		r.slot("ordinal", ex.Ordinal != 0, got.Ordinal != 0, got.Ordinal == ex.Ordinal)
		wantMin, wantMax := bound(ex.MinPrice, math.Floor), bound(ex.MaxPrice, math.Ceil)
		r.slot("price", ex.MinPrice > 0 || ex.MaxPrice > 0, got.MinPrice > 0 || got.MaxPrice > 0,
			got.MinPrice == wantMin && got.MaxPrice == wantMax)
		r.slot("color", ex.Color != "", got.Color != "", got.Color == ex.Color)
		r.slot("size", ex.Size != "", got.Size != "", strings.EqualFold(got.Size, ex.Size))
		r.slot("gender", ex.Gender != "", got.Gender != "", got.Gender == ex.Gender)

		if ex.Lang != "mixed" {
			if got.Lang == "" {
				r.LangSilent++ // no evidence: the conversation keeps its language
			} else {
				r.Lang.add(got.Lang == langOf(ex.Lang))
			}
		}
	}
	for _, c := range conf {
		r.Confusions = append(r.Confusions, *c)
	}
	slices.SortFunc(r.Confusions, func(a, b Confusion) int {
		return cmp.Or(b.Count-a.Count, cmp.Compare(a.Want, b.Want), cmp.Compare(a.Got, b.Got))
	})
	return r
}

func bound(v float64, round func(float64) float64) int64 {
	if v <= 0 {
		return 0
	}
	return int64(round(v))
}

func (r *Report) slot(name string, labelled, read, equal bool) {
	s := r.Slots[name]
	switch {
	case labelled:
		s.add(equal)
	case read:
		s.Spurious++
	}
}

// langOf maps a corpus language to the language i18n answers in: Standard
// Arabic and Darija in Arabic script are both Arabic script.
func langOf(corpusLang string) i18n.Lang {
	switch corpusLang {
	case "en":
		return i18n.English
	case "fr":
		return i18n.French
	case "darija_latn":
		return i18n.Darija
	case "ar", "darija_arab":
		return i18n.Arabic
	}
	return ""
}

// Write prints the report as plain-text tables, then the false
// confirmations and cancellations and the top worst confusions with
// example messages.
func (r *Report) Write(w io.Writer, top int) error {
	p := &printer{w: w}
	r.tables(p)
	for _, list := range []struct {
		title string
		m     []Miss
	}{{"false confirmations", r.FalseConfirm}, {"false cancellations", r.FalseCancel}} {
		if len(list.m) == 0 {
			continue
		}
		p.f("\n%s (labelled → read):\n", list.title)
		for _, m := range list.m {
			p.f("  %d: %q  %s → %s\n", m.Line, m.Text, m.Want, m.Got)
		}
	}
	if top > 0 && len(r.Confusions) > 0 {
		p.f("\nworst confusions (labelled → read):\n")
		for i, c := range r.Confusions {
			if i == top {
				break
			}
			ex := make([]string, len(c.Examples))
			for k, m := range c.Examples {
				ex[k] = fmt.Sprintf("%q", m.Text)
			}
			p.f("  %3d  %s → %s: %s\n", c.Count, c.Want, c.Got, strings.Join(ex, ", "))
		}
	}
	return p.err
}

// WriteSummary prints the tables only: figures, no message text, so a
// measuring set can be scored without reading its lines.
func (r *Report) WriteSummary(w io.Writer) error {
	p := &printer{w: w}
	r.tables(p)
	return p.err
}

func (r *Report) tables(p *printer) {
	p.f("# %s: %d messages\n\n", r.Name, r.Intent.N)
	p.f("intent accuracy  %s\n", pct(r.Intent))
	p.f("decision (lines labelled with one)  %s   yes/no read as labelled  %s   yes/no read unclear or hold  %d\n",
		pct(r.Decision), pct(r.yesNo()), r.YesNoUnclear)
	p.f("false confirmations  %d   false cancellations  %d\n", len(r.FalseConfirm), len(r.FalseCancel))
	p.f("language detected right (mixed lines not scored)  %s   no evidence (kept from the conversation)  %d\n\n", pct(r.Lang), r.LangSilent)

	p.f("%-12s %6s %8s\n", "language", "lines", "intent")
	for _, l := range corpus.Langs {
		if t := r.ByLang[l]; t != nil {
			p.f("%-12s %6d %8s\n", l, t.N, pctShort(*t))
		}
	}
	p.f("\n%-14s %6s %8s %7s\n", "family", "lines", "intent", "false")
	for _, fam := range corpus.Families {
		if t := r.ByFamily[fam]; t != nil {
			p.f("%-14s %6d %8s %7d\n", fam, t.N, pctShort(*t), r.FalseByFamily[fam])
		}
	}
	p.f("\n%-17s %6s %6s %9s %7s\n", "intent", "lines", "read", "precision", "recall")
	for _, in := range r.intentOrder() {
		s := r.Intents[in]
		p.f("%-17s %6d %6d %8.1f%% %6.1f%%\n", in, s.Labelled, s.Predicted, 100*s.Precision(), 100*s.Recall())
	}
	p.f("\n%-10s %6s %9s\n", "decision", "lines", "as label")
	for _, d := range corpus.Decisions {
		if t, ok := r.ByDecision[d]; ok {
			p.f("%-10s %6d %9s\n", d, t.N, pctShort(t))
		}
	}
	p.f("\n%-8s %6s %8s %9s\n", "slot", "lines", "exact", "spurious")
	for _, s := range Slots {
		st := r.Slots[s]
		p.f("%-8s %6d %8s %9d\n", s, st.N, pctShort(st.Tally), st.Spurious)
	}
}

// YesNo is the share of lines labelled yes or no that read as labelled.
func (r *Report) YesNo() Tally { return r.yesNo() }

func (r *Report) yesNo() Tally {
	y, n := r.ByDecision[ReadYes], r.ByDecision[ReadNo]
	return Tally{N: y.N + n.N, OK: y.OK + n.OK}
}

// intentOrder lists the corpus intents first, then any other reading.
func (r *Report) intentOrder() []string {
	out := []string{}
	for _, in := range corpus.Intents {
		if _, ok := r.Intents[in]; ok {
			out = append(out, in)
		}
	}
	var extra []string
	for in := range r.Intents {
		if !slices.Contains(corpus.Intents, in) {
			extra = append(extra, in)
		}
	}
	slices.Sort(extra)
	return append(out, extra...)
}

func pct(t Tally) string {
	return fmt.Sprintf("%.1f%% (%d/%d)", 100*t.Rate(), t.OK, t.N)
}

func pctShort(t Tally) string {
	if t.N == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100*t.Rate())
}

type printer struct {
	w   io.Writer
	err error
}

func (p *printer) f(format string, args ...any) {
	if p.err == nil {
		_, p.err = fmt.Fprintf(p.w, format, args...)
	}
}

func pctOf(v float64) string { return fmt.Sprintf("%.1f%%", 100*v) }

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}
