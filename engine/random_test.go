package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/wakha/wakha/i18n"
)

// compileSchema loads the spec's normative conversation_state schema.
func compileSchema(t testing.TB) *jsonschema.Schema {
	t.Helper()
	f, err := os.Open("testdata/conversation_state.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource("conversation_state.schema.json", doc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile("conversation_state.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	return sch
}

func schemaValid(sch *jsonschema.Schema, d Dialogue) error {
	b, err := json.Marshal(d)
	if err != nil {
		return err
	}
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
	if err != nil {
		return err
	}
	return sch.Validate(v)
}

func TestSchemaRejectsWhatValidateRejects(t *testing.T) {
	t.Parallel()
	sch := compileSchema(t)
	for _, s := range States {
		if err := schemaValid(sch, stateIn(s).Dialogue); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	bad := stateIn(Idle).Dialogue
	bad.Pagination.Limit = 6
	if schemaValid(sch, bad) == nil {
		t.Fatal("schema accepted limit 6")
	}
	bad = stateIn(Idle).Dialogue
	bad.State = "browsing"
	if schemaValid(sch, bad) == nil {
		t.Fatal("schema accepted an unknown state")
	}
}

// gen draws random events for one conversation.
type gen struct {
	r   *rand.Rand
	n   int
	now time.Time // roughly when the next event happens (for pause ends)
}

var (
	randIntents = []i18n.Intent{
		i18n.IntentGreeting, i18n.IntentProductSearch, i18n.IntentShowMore, i18n.IntentSelect, i18n.IntentConfirm,
		i18n.IntentCancel, i18n.IntentHuman, i18n.IntentThanks, i18n.IntentBye, i18n.IntentUnknown, "", "weird",
		i18n.IntentHold, i18n.IntentRefine, i18n.IntentProductQuestion,
	}
	randDecisions = []i18n.Decision{i18n.DecisionNone, i18n.DecisionYes, i18n.DecisionNo, i18n.DecisionAmbiguous, i18n.DecisionHold, "maybe"}
	randWords     = []string{"caftan", "babouche", "red", "leather", "tea", "pot", "silk", "blue", "rug", "", "zzz"}
	randLangs     = []i18n.Lang{"", i18n.English, i18n.Darija, i18n.French, i18n.Arabic}
)

func (g *gen) pick(n int) int { return g.r.IntN(n) }

func (g *gen) understanding() *i18n.Understanding {
	if g.pick(20) == 0 {
		return nil
	}
	intent := randIntents[g.pick(len(randIntents))]
	switch g.pick(6) {
	case 0, 1:
		intent = i18n.IntentProductSearch
	case 2:
		intent = i18n.IntentSelect
	}
	u := &i18n.Understanding{
		Lang:       randLangs[g.pick(len(randLangs))],
		Intent:     intent,
		Decision:   randDecisions[g.pick(len(randDecisions))],
		Ordinal:    g.pick(9) - 2,
		Confidence: g.r.Float64(),
	}
	if g.pick(3) > 0 {
		u.Confidence = 0.5 + u.Confidence/2
	}
	for range g.pick(3) {
		u.Terms = append(u.Terms, randWords[g.pick(len(randWords))])
	}
	if g.pick(4) > 0 {
		u.Query = randWords[g.pick(len(randWords))]
	}
	if g.pick(5) == 0 {
		u.MaxPrice = int64(g.pick(1000)) - 50
		u.MinPrice = int64(g.pick(1000)) - 50
	}
	// The slots the follow-up layer reads (spec 004).
	pickOf := func(options ...string) string { return options[g.pick(len(options))] }
	if g.pick(3) == 0 {
		u.Color = pickOf("", "blue", "pink", "red", "white", "turquoise")
	}
	if g.pick(4) == 0 {
		u.Size = pickOf("", "M", "L", "XXL", "4", "42")
	}
	if g.pick(6) == 0 {
		u.Gender = pickOf("", "men", "women", "kids")
	}
	if g.pick(6) == 0 {
		u.Material = pickOf("", "wool", "satin", "cotton")
	}
	if g.pick(6) == 0 {
		u.Cheaper = true
	}
	if g.pick(8) == 0 {
		u.DropFilter = pickOf("color", "price", "size")
	}
	if g.pick(5) == 0 {
		u.Superlative = pickOf(i18n.SuperCheapest, i18n.SuperPriciest, i18n.SuperBiggest, "")
	}
	if g.pick(3) == 0 {
		u.Topic = pickOf(i18n.Topics...)
	}
	return u
}

func (g *gen) productID() string {
	switch g.pick(30) {
	case 0:
		return ""
	case 1, 2, 3, 4, 5, 6, 7, 8, 9, 10:
		return fmt.Sprintf("j%d", 1+g.pick(16)) // with a price, colours and sizes
	}
	return fmt.Sprintf("p%d", 1+g.pick(40))
}

// productFor returns the catalog product with id (j… or p…).
func productFor(id string) Product {
	n := 1
	if _, err := fmt.Sscanf(id, "j%d", &n); err == nil {
		p := jellaba(max(n, 1))
		p.ID = id
		return p
	}
	fmt.Sscanf(id, "p%d", &n)
	p := product(max(n, 1))
	p.ID = id
	return p
}

func (g *gen) results(req *SearchRequest) *SearchResult {
	r := &SearchResult{QueryHash: req.Query.Hash, More: g.pick(2) == 0}
	switch g.pick(20) {
	case 0:
		r.QueryHash = "stale"
	case 1:
		return nil
	}
	for range g.pick(9) { // up to 8: more than a page, on purpose
		id := g.productID()
		if g.pick(4) == 0 && len(req.Exclude) > 0 {
			id = req.Exclude[g.pick(len(req.Exclude))] // a catalog ignoring Exclude
		}
		r.Products = append(r.Products, productFor(id))
	}
	return r
}

// event returns the next event: mostly the answer to an outstanding search,
// otherwise anything a shopper, platform or clock can send.
func (g *gen) event(st State, search *SearchRequest) Event {
	g.n++
	id := fmt.Sprintf("m%d", g.n)
	if g.pick(20) == 0 {
		id = fmt.Sprintf("m%d", g.n-1) // a duplicate delivery
	}
	if st.Dialogue.State == Handoff && g.pick(3) == 0 {
		return Event{Kind: EventHumanResolved}
	}
	if g.pick(25) == 0 { // a platform pausing or resuming the conversation
		switch g.pick(3) {
		case 0:
			return Event{Kind: EventResumed}
		case 1:
			return Event{Kind: EventPaused}
		default:
			until := g.now.Add(time.Duration(g.pick(30)-5) * time.Minute)
			return Event{Kind: EventPaused, Until: &until}
		}
	}
	if g.pick(40) == 0 { // an input the platform reports paused
		until := g.now.Add(time.Duration(g.pick(20)) * time.Minute)
		return Event{Kind: EventUserMessage, MessageID: id, Text: "caftan", Understanding: g.understanding(), Paused: true, Until: &until}
	}
	if search != nil && g.pick(10) < 8 {
		if g.pick(8) == 0 {
			return Event{Kind: EventSearchFailed, Reason: "timeout"}
		}
		return Event{Kind: EventSearchResults, Results: g.results(search)}
	}
	switch g.pick(40) {
	case 0, 1, 2, 3, 4, 5, 6, 7, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29:
		return Event{Kind: EventUserMessage, MessageID: id, Text: randWords[g.pick(len(randWords))], Understanding: g.understanding()}
	case 8, 9, 10, 30, 31, 32, 33:
		meanings := []string{MeaningShowMore, MeaningConfirm, MeaningCancel, MeaningHuman, MeaningSelectPrefix + g.productID(),
			MeaningDropFilter, "garbage", ""}
		return Event{Kind: EventQuickReply, MessageID: id, Meaning: meanings[g.pick(len(meanings))]}
	case 11, 12, 34, 35, 36:
		return Event{Kind: EventCardAction, ProductID: g.productID()}
	case 13, 14, 37:
		return Event{Kind: EventTick}
	case 15:
		return Event{Kind: EventWidgetOpened}
	case 16:
		return Event{Kind: EventHumanTookOver}
	case 17, 18, 38:
		return Event{Kind: EventHumanResolved}
	default:
		if g.pick(2) == 0 {
			return Event{Kind: EventSearchFailed}
		}
		return Event{Kind: EventSearchResults, Results: &SearchResult{QueryHash: "unsolicited", Products: products(1, 2)}}
	}
}

func (g *gen) jump() time.Duration {
	switch g.pick(10) {
	case 0:
		return time.Duration(4+g.pick(4)) * time.Minute
	case 1:
		return 0
	case 2:
		return time.Duration(100+g.pick(60)) * time.Second // around AWAITING_TTL
	}
	return time.Duration(g.pick(90)) * time.Second
}

func TestRandomConversations(t *testing.T) {
	t.Parallel()
	sch := compileSchema(t)
	r := rand.New(rand.NewPCG(20260818, 1))
	conversations, steps := 1500, 40
	if testing.Short() {
		conversations = 150
	}
	stats := map[DialogueState]int{}
	edges := map[Edge]int{}
	routes := map[Route]int{}
	keptSeen := 0
	for i := range conversations {
		cfg := DefaultConfig()
		if i%5 == 0 {
			cfg.PageSize = 1 + r.IntN(5)
		}
		g := &gen{r: r}
		st := NewState(cfg)
		now := t0
		shown := map[string]bool{}
		var search *SearchRequest
		for step := range steps {
			g.now = now
			ev := g.event(st, search)
			now = now.Add(g.jump())
			wasHandoff := st.Dialogue.State == Handoff
			held := st.Paused != nil && (st.Paused.Until == nil || now.Before(*st.Paused.Until)) &&
				ev.Kind != EventHumanTookOver && ev.Kind != EventHumanResolved
			out, eff := Decide(st, ev, now, cfg)
			fail := func(format string, args ...any) {
				t.Helper()
				in, _ := json.Marshal(st)
				evj, _ := json.Marshal(ev)
				t.Fatalf("conversation %d step %d: %s\nstate: %s\nevent: %s\neffects: %v",
					i, step, fmt.Sprintf(format, args...), in, evj, kinds(eff))
			}
			if err := Validate(out); err != nil {
				fail("%v", err)
			}
			if err := schemaValid(sch, out.Dialogue); err != nil {
				fail("schema: %v", err)
			}
			if a := out.Dialogue.ClarificationAttempts; a < 0 || a > 2 {
				fail("clarification_attempts %d", a)
			}
			// While paused the session still counts (its moves and offer
			// outcomes); nothing is said or done.
			if held && slices.ContainsFunc(eff, func(e Effect) bool {
				return e.Kind != EffectOfferStat && e.Kind != EffectSessionTransition && e.Kind != EffectLifecycle
			}) {
				fail("acted while paused")
			}
			search = nil
			for _, e := range eff {
				switch e.Kind {
				case EffectCards:
					if len(e.Cards) == 0 || len(e.Cards) > MaxCards {
						fail("%d cards", len(e.Cards))
					}
					for _, p := range e.Cards {
						if shown[p.ID] || p.ID == "" {
							fail("product %q shown twice", p.ID)
						}
						shown[p.ID] = true
					}
				case EffectTransition:
					tr := e.Transition
					if tr.Trigger == TriggerInconsistency || !Allowed(tr.From, tr.To, tr.Trigger) {
						fail("transition %+v from a valid state", *tr)
					}
					edges[Edge{tr.From, tr.To, tr.Trigger}]++
				case EffectSearch:
					s := *e.Search
					search = &s
					if s.Limit < 1 || s.Limit > MaxCards || len(s.Exclude) != len(shown) {
						fail("search %+v", s)
					}
				case EffectReply, EffectQuickReplies, EffectHandoff:
					if wasHandoff && ev.Kind != EventHumanResolved {
						fail("spoke while a human owns the conversation")
					}
				}
			}
			if len(out.ShownProductIDs) != len(shown) {
				fail("shown_product_ids %v, tracked %d", out.ShownProductIDs, len(shown))
			}
			// Spec 004 with spec 001: a refinement that finds nothing keeps
			// the cards, the query and the cursor; the diagnostic is last and
			// names a route for every shopper input.
			if ev.Kind == EventSearchResults && ev.Results != nil && st.Refining != nil && ev.Results.QueryHash == st.Refining.Hash &&
				!hasKind(eff, EffectCards) && Validate(st) == nil {
				if !slices.EqualFunc(out.Results, st.Results, func(a, b Product) bool { return a.ID == b.ID }) ||
					(st.Query == nil) != (out.Query == nil) || (st.Query != nil && out.Query.Hash != st.Query.Hash) ||
					out.Dialogue.Pagination.Offset != st.Dialogue.Pagination.Offset {
					fail("a refinement that found nothing changed the result set")
				}
				if s := st.Dialogue.State; (s == Recommending || s == Idle) && out.Dialogue.State != s {
					fail("a refinement that found nothing left %s for %s", s, out.Dialogue.State)
				}
				keptSeen++
			}
			for i, e := range eff {
				if e.Kind == EffectDiagnostic && i != len(eff)-1 {
					fail("diagnostic effect at %d of %d", i, len(eff))
				}
			}
			if n := len(eff); isInput(ev) && Validate(st) == nil && !isDuplicate(st, ev) && !held && out.Paused == nil {
				if n == 0 || eff[n-1].Kind != EffectDiagnostic || !slices.Contains(append(Routes, ""), eff[n-1].Diagnostic.Route) {
					fail("no diagnostic with a known route")
				}
				routes[eff[n-1].Diagnostic.Route]++
			}
			stats[out.Dialogue.State]++
			st = out
		}
	}
	for _, s := range States {
		if s != Error && stats[s] == 0 { // error never rests
			t.Errorf("state %s never reached", s)
		}
	}
	var missing []Edge
	for _, e := range table {
		if edges[e] == 0 {
			missing = append(missing, e)
		}
	}
	for _, r := range Routes {
		if routes[r] == 0 {
			t.Errorf("route %s never taken", r)
		}
	}
	if keptSeen == 0 {
		t.Error("no refinement found nothing")
	}
	t.Logf("states at rest: %v; %d of %d edges taken; not taken: %v; routes %v; refinements that kept the cards %d",
		stats, len(edges), len(table), missing, routes, keptSeen)
}
