package engine

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/wakha/wakha/i18n"
)

// t0 is the wall-clock start of every scripted conversation.
var t0 = time.Date(2026, 8, 18, 12, 0, 0, 0, time.UTC)

var productNames = []string{
	"Red Silk Caftan", "Blue Cotton Djellaba", "Leather Babouche", "Argan Oil Soap", "Berber Wool Rug",
	"Brass Tea Pot", "Green Tajine Pot", "White Linen Gandoura", "Black Leather Bag", "Saffron Spice Box",
	"Cedar Wood Box", "Silver Hand Necklace", "Rose Water Bottle", "Mint Tea Glasses", "Copper Lantern",
	"Amber Musk Perfume", "Woven Palm Basket", "Clay Couscous Dish", "Yellow Babouche Slippers", "Kilim Cushion Cover",
}

// product returns catalog product n (1-based); odd ones can be added to the
// cart directly, even ones need options chosen on the product page.
func product(n int) Product {
	p := Product{
		ID:        fmt.Sprintf("p%d", n),
		Name:      productNames[(n-1)%len(productNames)],
		Price:     fmt.Sprintf("%d,00 د.م.", 100+10*n),
		Permalink: fmt.Sprintf("https://souk.example.com/product/p%d/", n),
		InStock:   true,
	}
	if n%2 == 1 {
		p.AddToCartURL = fmt.Sprintf("https://souk.example.com/?add-to-cart=%d", n)
	}
	return p
}

func products(ns ...int) []Product {
	out := make([]Product, len(ns))
	for i, n := range ns {
		out[i] = product(n)
	}
	return out
}

// Understandings built by hand, so the tests do not depend on i18n heuristics.
func searchU(text string) i18n.Understanding {
	return i18n.Understanding{Lang: i18n.English, Intent: i18n.IntentProductSearch, Query: text, Terms: strings.Fields(text), Confidence: 0.9}
}

func intentU(intent i18n.Intent) i18n.Understanding {
	return i18n.Understanding{Intent: intent, Confidence: 0.9}
}

func ordinalU(n int) i18n.Understanding {
	return i18n.Understanding{Intent: i18n.IntentSelect, Ordinal: n, Confidence: 0.9}
}

func decisionU(d i18n.Decision) i18n.Understanding {
	u := i18n.Understanding{Lang: i18n.Darija, Intent: i18n.IntentUnknown, Decision: d, Confidence: 0.9}
	switch d {
	case i18n.DecisionYes:
		u.Intent = i18n.IntentConfirm
	case i18n.DecisionNo:
		u.Intent = i18n.IntentCancel
	}
	return u
}

func unclearU() i18n.Understanding {
	return i18n.Understanding{Intent: i18n.IntentUnknown, Confidence: 0.2}
}

// conv drives one conversation through Decide and checks every step.
type conv struct {
	t          testing.TB
	cfg        Config
	st         State
	now        time.Time
	n          int
	effects    []Effect // of the last step, core only
	all        []Effect // of the last step, all of them
	trans      []Transition
	lastSearch *SearchRequest
	diag       *Diagnostic   // of the last step
	record     *[]goldenStep // when set, every step is recorded
}

// goldenStep is one line of a golden conversation.
type goldenStep struct {
	At      time.Time `json:"at"`
	Event   Event     `json:"event"`
	Effects []Effect  `json:"effects"`
	State   State     `json:"state"`
}

// setup starts a new conversation at t0 with the spec's configuration.
func setup(t testing.TB) *conv {
	t.Helper()
	cfg := DefaultConfig()
	return &conv{t: t, cfg: cfg, st: NewState(cfg), now: t0}
}

func (c *conv) do(ev Event) []Effect {
	c.t.Helper()
	st, eff := Decide(c.st, ev, c.now, c.cfg)
	if err := Validate(st); err != nil {
		c.t.Fatalf("after %s: %v", ev.Kind, err)
	}
	for _, e := range eff {
		if e.Kind == EffectTransition {
			c.trans = append(c.trans, *e.Transition)
		}
		if e.Kind == EffectSearch {
			s := *e.Search
			c.lastSearch = &s
		}
	}
	c.diag = nil
	if n := len(eff); n > 0 && eff[n-1].Kind == EffectDiagnostic {
		c.diag = eff[n-1].Diagnostic
	}
	c.st, c.effects, c.all = st, core(eff), eff
	if c.record != nil {
		*c.record = append(*c.record, goldenStep{At: c.now, Event: ev, Effects: eff, State: st})
	}
	return c.effects
}

func (c *conv) say(text string, u i18n.Understanding) []Effect {
	c.t.Helper()
	c.n++
	return c.do(Event{Kind: EventUserMessage, MessageID: fmt.Sprintf("m%d", c.n), Text: text, Understanding: &u})
}

func (c *conv) click(meaning string) []Effect {
	c.t.Helper()
	c.n++
	return c.do(Event{Kind: EventQuickReply, MessageID: fmt.Sprintf("q%d", c.n), Meaning: meaning})
}

func (c *conv) card(id string) []Effect {
	c.t.Helper()
	return c.do(Event{Kind: EventCardAction, ProductID: id})
}

// answer answers the last search request with ps.
func (c *conv) answer(ps []Product, more bool) []Effect {
	c.t.Helper()
	if c.lastSearch == nil {
		c.t.Fatal("no search to answer")
	}
	return c.do(Event{Kind: EventSearchResults, Results: &SearchResult{QueryHash: c.lastSearch.Query.Hash, Products: ps, More: more}})
}

func (c *conv) fail() []Effect {
	c.t.Helper()
	return c.do(Event{Kind: EventSearchFailed, Reason: "catalog timeout"})
}

func (c *conv) tick(after time.Duration) []Effect {
	c.t.Helper()
	c.now = c.now.Add(after)
	return c.do(Event{Kind: EventTick})
}

// searchAndShow searches text and answers with ps.
func (c *conv) searchAndShow(text string, ps []Product, more bool) {
	c.t.Helper()
	c.say(text, searchU(text))
	if c.lastSearch == nil || !hasKind(c.effects, EffectSearch) {
		c.t.Fatalf("search %q: no search effect in %v", text, kinds(c.effects))
	}
	c.answer(ps, more)
}

func (c *conv) wantState(s DialogueState) {
	c.t.Helper()
	if c.st.Dialogue.State != s {
		c.t.Fatalf("state = %s, want %s (effects %v)", c.st.Dialogue.State, s, kinds(c.effects))
	}
}

func (c *conv) wantKey(k i18n.Key) {
	c.t.Helper()
	if !hasKey(c.effects, k) {
		c.t.Fatalf("no %s in %v", k, kinds(c.effects))
	}
}

// core drops the diagnostic effect (always the last one) and the
// session's counts (EffectOfferStat, EffectSessionTransition): what the
// shopper sees and the runner must do. session_test.go reads the counts.
func core(eff []Effect) []Effect {
	out := make([]Effect, 0, len(eff))
	for i, e := range eff {
		switch e.Kind {
		case EffectDiagnostic:
			if i != len(eff)-1 {
				panic("a diagnostic effect that is not the last one")
			}
		case EffectOfferStat, EffectSessionTransition, EffectLifecycle, EffectFollowUpStat:
		default:
			out = append(out, e)
		}
	}
	return out
}

func hasKind(eff []Effect, k EffectKind) bool {
	return slices.ContainsFunc(eff, func(e Effect) bool { return e.Kind == k })
}

func hasKey(eff []Effect, k i18n.Key) bool {
	return slices.ContainsFunc(eff, func(e Effect) bool { return e.Message != nil && e.Message.Key == k })
}

func message(eff []Effect, k i18n.Key) *Message {
	for _, e := range eff {
		if e.Message != nil && e.Message.Key == k {
			return e.Message
		}
	}
	return nil
}

func cardIDs(eff []Effect) []string {
	var ids []string
	for _, e := range eff {
		for _, p := range e.Cards {
			ids = append(ids, p.ID)
		}
	}
	return ids
}

// kinds summarizes effects for failure messages.
func kinds(eff []Effect) []string {
	out := make([]string, 0, len(eff))
	for _, e := range eff {
		switch {
		case e.Transition != nil:
			out = append(out, fmt.Sprintf("%s->%s(%s)", e.Transition.From, e.Transition.To, e.Transition.Trigger))
		case e.Message != nil:
			out = append(out, string(e.Kind)+":"+string(e.Message.Key))
		case e.Kind == EffectCards:
			out = append(out, "cards:"+strings.Join(cardIDs([]Effect{e}), ","))
		default:
			out = append(out, string(e.Kind))
		}
	}
	return out
}

func ptr[T any](v T) *T { return &v }

// stateIn returns a valid state in s with trace ids set, built by hand.
func stateIn(s DialogueState) State {
	st := NewState(DefaultConfig())
	st.Dialogue.LastUserMessageID = ptr("u-41")
	st.Dialogue.LastAgentMessageID = ptr("a-40")
	q, _ := queryFrom(ptr(searchU("caftan")))
	withResults := func() {
		st.Query = &q
		st.Dialogue.Pagination.LastQueryHash = ptr(q.Hash)
		st.Results = products(1, 2, 3)
		st.ShownProductIDs = []string{"p1", "p2", "p3"}
	}
	pending := func() {
		st.Dialogue.PendingConfirmation = PendingConfirmation{
			Action: ptr(ActionAddToCart), TargetID: ptr("p2"), CreatedAt: ptr(t0.Format(time.RFC3339)),
		}
	}
	st.Dialogue.State = s
	switch s {
	case Clarifying:
		withResults()
		st.Dialogue.ClarificationAttempts = 1
	case Recommending, Paginating:
		withResults()
	case AwaitingConfirmation:
		withResults()
		pending()
	case Handoff:
		st.HandoffReason = ReasonUserRequested
	}
	return st
}

// wakeButFollowUps is NextWake with the lifecycle's heartbeat left out:
// what the dialogue and the session alone wait for.
func wakeButFollowUps(st State, cfg Config) (time.Time, bool) {
	st.Lifecycle = Lifecycle{}
	return NextWake(st, cfg)
}
