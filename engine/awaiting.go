package engine

import (
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/wakha/wakha/i18n"
)

// This file is priority 1 of the follow-up layer (spec 004): what the bot
// explicitly waits for. After cards it awaits a selection among them; after
// "add X to your cart?" a confirmation (spec 001's pending_confirmation,
// with its TTL); after an open question ("which size?") the answer.

// AwaitingKind is what the bot waits for.
type AwaitingKind string

const (
	// AwaitSelection: a pick among the cards of the last page.
	AwaitSelection AwaitingKind = "selection"
	// AwaitConfirmation: a yes or a no to pending_confirmation.
	AwaitConfirmation AwaitingKind = "confirmation"
	// AwaitInput: the answer to an open question (Question).
	AwaitInput AwaitingKind = "input"
)

// QuestionSize is the open question "which size of X?", asked after a yes
// to a product that comes in several sizes.
const QuestionSize = "size"

// Awaiting is what the bot asked and waits an answer to.
type Awaiting struct {
	Kind AwaitingKind `json:"kind"`
	// Options are what may answer: the product ids of the page (selection),
	// the pending target (confirmation), the sizes offered (input).
	Options []string `json:"options"`
	// Target is the product a confirmation or an open question is about.
	Target string `json:"target,omitempty"`
	// Question is what an AwaitInput asked (QuestionSize).
	Question string `json:"question,omitempty"`
	// Since is when it was asked; Until when looser answers stop being
	// tried (Since + AwaitingTTL; a confirmation: created_at + ConfirmationTTL).
	Since time.Time `json:"since"`
	Until time.Time `json:"until"`
}

// awaitSelection makes the cards of the last page what the bot awaits.
func (m *machine) awaitSelection() {
	ids := make([]string, 0, len(m.st.Results))
	for _, p := range m.st.Results {
		ids = append(ids, p.ID)
	}
	if len(ids) == 0 {
		m.st.Awaiting = nil
		return
	}
	m.st.Awaiting = &Awaiting{Kind: AwaitSelection, Options: ids, Since: m.now, Until: m.now.Add(m.cfg.AwaitingTTL)}
}

// awaitInput asks an open question about a product and awaits its answer.
func (m *machine) awaitInput(question, target string, options []string) {
	m.st.Awaiting = &Awaiting{Kind: AwaitInput, Options: slices.Clone(options), Target: target, Question: question,
		Since: m.now, Until: m.now.Add(m.cfg.AwaitingTTL)}
}

// awaiting returns the awaited answer of kind k while its looser answers
// are still tried, else nil.
func (m *machine) awaiting(k AwaitingKind) *Awaiting {
	if a := m.st.Awaiting; a != nil && a.Kind == k && m.alive(a.Until) {
		return a
	}
	return nil
}

// selectionLive reports whether a pick by colour, rank or name may still be
// read among the cards: while they are awaited, or while a confirmation
// about one of them is pending (the shopper is looking at them).
func (m *machine) selectionLive() bool {
	return m.awaiting(AwaitSelection) != nil || m.hasPending()
}

// resolveAwaiting is priority 1. ok is true when what was awaited decided
// the input (route says which); the input is then what it resolved to.
func (m *machine) resolveAwaiting(in input) (out input, route Route, ok bool) {
	d := &m.diag
	// A pending confirmation takes every yes, no, wait (spec 001 §6).
	if m.hasPending() && in.isDecision() {
		d.Resolution = ResolvedConfirmation
		if in.kind == inNo {
			d.Resolution = ResolvedCancel
		}
		return in, RouteAwaitingConfirmation, true
	}

	cards := m.st.Dialogue.State == Recommending || m.awaiting(AwaitSelection) != nil
	// A cancel phrase lets go of what is awaited: the open question, or the
	// cards. (With a confirmation pending it was a no, above.)
	if in.kind == inNo && !m.hasPending() {
		switch {
		case m.awaiting(AwaitInput) != nil:
			d.Resolution = ResolvedCancel
			m.st.Awaiting = nil
			// Only the question goes: the cards, if any, stay on screen.
			return input{kind: inDismiss, label: in.label, value: string(AwaitInput)}, RouteAwaitingInput, true
		case cards && len(m.st.Results) > 0:
			d.Resolution = ResolvedCancel
			m.st.Awaiting = nil
			return input{kind: inDismiss, label: in.label}, RouteAwaitingSelection, true
		}
	}

	// The open question takes the next message as its answer, or lets it go.
	if a := m.awaiting(AwaitInput); a != nil {
		if value, asked := m.answerOf(a, in); asked {
			d.Resolution = ResolvedInput
			return input{kind: inAnswer, label: "answer", productID: a.Target, value: value}, RouteAwaitingInput, true
		}
		if in.kind != inHuman {
			// Not an answer: the shopper moved on; the message is read without the question.
			m.st.Awaiting = nil
		}
	}

	// A card button, and a typed position on the last page, always pick (spec 001).
	if in.kind == inSelect && (in.productID != "" || in.ordinal != 0) {
		if cards || m.hasPending() {
			d.Resolution = ResolvedSelection
			return in, RouteAwaitingSelection, true
		}
		return in, "", false
	}
	if !m.selectionLive() || len(m.st.Results) == 0 {
		return in, "", false
	}
	// Looser picks, within AWAITING_TTL: by rank, attribute or name.
	switch in.kind {
	case inSelect:
		if p, ok := m.describedCard(in); ok {
			d.Resolution = ResolvedSelection
			in.productID = p.ID
		}
		// Tried and not told apart: the step function asks which one.
		return in, RouteAwaitingSelection, true
	case inSearch:
		// Only where spec 001 reads names as picks: after a "no" (idle) or
		// while clarifying, the same words search, so a shopper who declined
		// is not asked about the same card again.
		if s := m.st.Dialogue.State; s != Recommending && s != AwaitingConfirmation {
			break
		}
		if p, ok := m.namedCard(in.query); ok {
			d.Resolution = ResolvedSelection
			return input{kind: inSelect, label: string(i18n.IntentSelect), productID: p.ID}, RouteAwaitingSelection, true
		}
	}
	return in, "", false
}

// fresh reads an input as if nothing had been asked: a pick that is not a
// card button or a position cannot be told apart without the cards being
// awaited, so the step function asks which one.
func (m *machine) fresh(in input) input {
	if in.kind == inSelect && in.productID == "" && in.ordinal == 0 {
		in.words = nil
		in.u = nil
	}
	return in
}

// answerOf reads a message as the answer to an open question. asked is
// true when the message answers it (value is then an option, or the size
// asked when the product does not come in it).
func (m *machine) answerOf(a *Awaiting, in input) (value string, asked bool) {
	if a.Question != QuestionSize || in.u == nil {
		return "", false
	}
	u := in.u
	if u.Intent == i18n.IntentHuman || u.Intent == i18n.IntentCancel {
		return "", false
	}
	if u.Size != "" {
		if o, ok := matchSize(a.Options, u.Size); ok {
			return o, true
		}
		return u.Size, true
	}
	// A bare "M", "4 ans", "xl" is the answer when it is one of the sizes offered.
	if o, ok := matchSize(a.Options, in.text); ok {
		return o, true
	}
	return "", false
}

// matchSize finds the option a size means: the same once case and spaces
// are ignored, or the same number where one side has no unit
// ("42" = "42 EU").
func matchSize(options []string, size string) (string, bool) {
	want := sizeKey(size)
	if want == "" {
		return "", false
	}
	for _, o := range options {
		if sizeKey(o) == want {
			return o, true
		}
	}
	wn, wu := splitNumber(want)
	if wn == "" {
		return "", false
	}
	for _, o := range options {
		on, ou := splitNumber(sizeKey(o))
		if on == wn && (wu == "" || ou == "") {
			return o, true
		}
	}
	return "", false
}

// sizeKey compares sizes without case or spaces; not through
// i18n.Normalize, which folds repeated letters ("XXL" would be "XL").
func sizeKey(s string) string {
	return strings.ToLower(strings.Join(strings.Fields(s), ""))
}

func splitNumber(s string) (num, unit string) {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return s[:i], s[i:]
}

// describedCard finds the one card of the last page a pick describes: by
// rank ("la moins chère", "the most expensive"), by attribute ("the blue
// one", "lli k7la", "celle en cuir") or by the words of its name ("the
// leather one"). ok is false when no card or several fit.
func (m *machine) describedCard(in input) (Product, bool) {
	res := m.st.Results
	if u := in.u; u != nil {
		switch u.Superlative {
		case i18n.SuperCheapest, i18n.SuperPriciest:
			return byPrice(res, u.Superlative == i18n.SuperCheapest)
		}
		if u.Color != "" || u.Material != "" || u.Size != "" {
			var fit []Product
			for _, p := range res {
				if p.ID == "" {
					continue
				}
				if (u.Color == "" || hasValue(p.Colors, u.Color) || nameSays(p, u.Color)) &&
					(u.Material == "" || hasValue(p.Materials, u.Material)) &&
					(u.Size == "" || hasSize(p.Sizes, u.Size)) {
					fit = append(fit, p)
				}
			}
			if len(fit) == 1 {
				return fit[0], true
			}
			if len(fit) > 1 {
				return Product{}, false
			}
		}
	}
	return byName(res, in.words)
}

// byPrice is the cheapest (or dearest) card whose price is known, when one
// stands alone at that end.
func byPrice(res []Product, cheapest bool) (Product, bool) {
	best, found, tie := Product{}, false, false
	for _, p := range res {
		if p.ID == "" || p.PriceMinor <= 0 {
			continue
		}
		switch {
		case !found:
			best, found, tie = p, true, false
		case p.major() == best.major():
			tie = true
		case (p.major() < best.major()) == cheapest:
			best, tie = p, false
		}
	}
	return best, found && !tie
}

// major is the product's price in major units, scaled ×10^4 to compare
// currencies of different minor units without floats.
func (p Product) major() int64 {
	v := p.PriceMinor
	for d := p.PriceDecimals; d < 4; d++ {
		v *= 10
	}
	for d := p.PriceDecimals; d > 4; d-- {
		v /= 10
	}
	return v
}

// byName is the card whose name holds more of the words than any other.
func byName(res []Product, words []string) (Product, bool) {
	best, bestScore, tie := -1, 0, false
	for i, p := range res {
		if p.ID == "" {
			continue
		}
		score := 0
		name := i18n.Tokens(p.Name)
		for _, w := range words {
			if utf8.RuneCountInString(w) < 3 {
				continue // "l", "el", "de": too common to tell cards apart
			}
			if slices.Contains(name, i18n.Normalize(w)) {
				score++
			}
		}
		switch {
		case score > bestScore:
			best, bestScore, tie = i, score, false
		case score == bestScore && score > 0:
			tie = true
		}
	}
	if best < 0 || tie {
		return Product{}, false
	}
	return res[best], true
}

func hasValue(values []string, v string) bool {
	return slices.ContainsFunc(values, func(x string) bool { return strings.EqualFold(x, v) })
}

func hasSize(sizes []string, size string) bool {
	_, ok := matchSize(sizes, size)
	return ok
}

// nameSays reports a colour named in a product's name or description in
// any language ("Djellaba bordeaux" is red): for cards the catalog filled
// without colours.
func nameSays(p Product, color string) bool {
	if len(p.Colors) > 0 {
		return false
	}
	for _, w := range i18n.Tokens(p.Name) {
		if i18n.TermSlot(w) == "color" && i18n.Understand(w).Color == color {
			return true
		}
	}
	return false
}
