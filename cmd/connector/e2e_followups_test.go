package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/wakha/wakha/chatwoot/fake"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/intercom"
	icfake "github.com/wakha/wakha/intercom/fake"
	"github.com/wakha/wakha/postgres"
	"github.com/wakha/wakha/postgres/pgtest"
	"github.com/wakha/wakha/woocommerce/wootest"
)

// Issue 10's conversation through the real HTTP path (signed Chatwoot
// webhooks, real Postgres, the outbox, the fake Chatwoot), in Darija in
// both scripts, French and English, on the local catalog and on the fake
// Store API: a search, a colour follow-up that finds the blue ones (some
// blue only in their pa_couleur attribute), a pick by position on the
// refined page, a question about its price, and a price follow-up.

// followup is one language's conversation.
type followup struct {
	lang                                    string
	search, blue, second, price, refinement string
	blueWord                                string // how the understood line names blue
	priceWord                               string // a word of the understood line after the price follow-up
	cancel                                  string
}

var followups = []followup{
	{"darija", "3ndkom chi jellaba dyal l3id?", "kayna b lon zr9?", "bghit tania", "ch7al taman dyalha?", "w ta7t 500?",
		"zr9", "ta7t 500 dh", "safi khlas"},
	{"arabic", "عندكم شي جلابة ديال العيد؟", "كاينة باللون الزرق؟", "بغيت الثانية", "شحال الثمن ديالها؟", "وتحت 500؟",
		"زرق", "تحت 500 درهم", "خلاص"},
	{"french", "vous avez des djellabas ?", "en bleu ?", "la deuxième", "c'est combien ?", "moins cher ?",
		"bleu", "moins de", "laisse tomber"},
	{"english", "do you have djellabas?", "in blue?", "the second one", "how much is it?", "anything cheaper?",
		"blue", "under", "nevermind"},
}

func TestE2EFollowUps(t *testing.T) {
	t.Parallel()
	catalog := loadFixture(t)
	for _, source := range []string{"local", "store"} {
		for _, f := range followups {
			t.Run(source+"/"+f.lang, func(t *testing.T) {
				t.Parallel()
				var extra map[string]string
				if source == "store" {
					store := wootest.New(t, "../../testdata/catalog.json")
					extra = map[string]string{"CATALOG_FILE": "", "WOOCOMMERCE_BASE_URL": store.URL}
				}
				p := newPlatform(t)
				dbURL := pgtest.URL(t)
				inst := start(t, p, dbURL, extra)
				p.echoTo(inst)
				c := p.fake.NewConversation(fake.ConversationOptions{})
				v := newViewer(t, dbURL)
				playFollowUps(t, p, inst, v, c, f, catalog)
			})
		}
	}
}

func playFollowUps(t *testing.T, p *platform, inst *instance, v viewer, c fake.Conversation, f followup, catalog map[string]fixtureProduct) {
	turn := func(text string) []fake.Message {
		t.Helper()
		before := len(p.settle(t, inst, c))
		p.say(t, inst, c, text)
		p.waitFor(t, c, before, "an answer to "+text, func(ms []fake.Message) bool {
			return slices.ContainsFunc(ms, func(m fake.Message) bool { return !m.Private })
		})
		out := p.settle(t, inst, c)[before:]
		t.Logf("%s →\n%s", text, describe(out))
		return out
	}
	// state is the stored state; its cards are stored apart and named by
	// ref (runner/cards.go), so pageCards() counts the refs of the last page.
	type shape struct {
		engine.State
		ResultRefs []string `json:"result_refs"`
	}
	var stored shape
	state := func() engine.State {
		t.Helper()
		cv, ok := v.view(t, c)
		if !ok {
			t.Fatal("no stored conversation")
		}
		stored = shape{}
		if err := json.Unmarshal(cv.State, &stored); err != nil {
			t.Fatal(err)
		}
		return stored.State
	}
	pageCards := func() int { return len(stored.Results) + len(stored.ResultRefs) }

	// 1. The search: cards.
	first := productIDs(t, checkCardsTurn(t, turn(f.search)))

	// 2. "In blue?": the blue ones among the rest, with what was understood.
	msgs := turn(f.blue)
	cards := checkCardsTurn(t, msgs)
	blue := productIDs(t, cards)
	intro := msgs[slices.IndexFunc(msgs, func(m fake.Message) bool { return m.ContentType == "text" && !m.Private })]
	if !strings.Contains(intro.Content, f.blueWord) || !strings.Contains(intro.Content, " · ") {
		t.Errorf("%q: the line above the cards %q does not say %q", f.blue, intro.Content, f.blueWord)
	}
	attrOnly := false
	for _, id := range blue {
		if slices.Contains(first, id) {
			t.Errorf("%q showed %s again", f.blue, id)
		}
		fp := catalog[id]
		if !fp.blue() {
			t.Errorf("%q showed %s %q, which is not blue", f.blue, id, fp.Name)
		}
		attrOnly = attrOnly || fp.blueOnlyInAttributes()
	}
	if !attrOnly {
		t.Errorf("%q: none of %v is blue only in its attributes", f.blue, blue)
	}
	if qr, _ := lastOf(msgs, "input_select"); !quickReply(qr, engine.MeaningDropFilter) {
		t.Errorf("no quick reply to undo the colour:\n%s", describe([]fake.Message{qr}))
	}
	st := state()
	if st.Diagnostics == nil || st.Diagnostics.Route != engine.RouteEnriched || st.Query == nil || st.Query.Color != "blue" {
		t.Fatalf("stored after %q: diagnostics %+v query %+v", f.blue, st.Diagnostics, st.Query)
	}
	if len(blue) < 2 {
		t.Fatalf("%q found %d cards; the conversation needs two", f.blue, len(blue))
	}

	// 3. "The second": the second card of the refined page.
	msgs = turn(f.second)
	q, ok := lastOf(msgs, "input_select")
	picked := catalog[blue[1]]
	if !ok || !strings.Contains(q.Content, picked.Name) || !quickReply(q, engine.MeaningConfirm) {
		t.Fatalf("%q: want the question about %q:\n%s", f.second, picked.Name, describe(msgs))
	}

	// 4. "How much is it?": its price, and the question again.
	msgs = turn(f.price)
	answer, _ := lastOf(msgs, "text")
	if !strings.Contains(answer.Content, picked.Name) || !strings.Contains(digits(answer.Content), picked.lowPrice()) {
		t.Errorf("%q: answer %q lacks %q and %s", f.price, answer.Content, picked.Name, picked.lowPrice())
	}
	if q, ok := lastOf(msgs, "input_select"); !ok || !quickReply(q, engine.MeaningConfirm) {
		t.Errorf("%q: the add-to-cart question is not asked again:\n%s", f.price, describe(msgs))
	}
	if st := state(); st.Diagnostics == nil || st.Diagnostics.Route != engine.RouteSoftContext {
		t.Errorf("stored after %q: diagnostics %+v", f.price, st.Diagnostics)
	}

	// 5. The price follow-up: a new search on the blue query within a price;
	// whether it finds cards or not, the shopper reads what was understood,
	// and the conversation stays on cards to pick from.
	msgs = turn(f.refinement)
	said := slices.ContainsFunc(msgs, func(m fake.Message) bool {
		return m.ContentType == "text" && strings.Contains(m.Content, f.blueWord) && strings.Contains(m.Content, f.priceWord)
	})
	if !said {
		t.Errorf("%q: no line says %q and %q:\n%s", f.refinement, f.blueWord, f.priceWord, describe(msgs))
	}
	st = state()
	if st.Dialogue.State != engine.Recommending || pageCards() == 0 {
		t.Fatalf("after %q: state %s with %d cards, want recommending with cards", f.refinement, st.Dialogue.State, pageCards())
	}
	if d := st.Diagnostics; d == nil || d.Route != engine.RouteEnriched || d.Enriched == nil || d.Enriched.Color != "blue" || d.Enriched.MaxPrice == 0 {
		t.Errorf("stored after %q: diagnostics %+v", f.refinement, d)
	}
	if cards, ok := lastOf(msgs, "cards"); ok {
		for _, id := range productIDs(t, cards) {
			if fp := catalog[id]; !fp.blue() || fp.lowMinor() > d100(st.Diagnostics.Enriched.MaxPrice) {
				t.Errorf("%q showed %s %q (%s)", f.refinement, id, fp.Name, fp.lowPrice())
			}
		}
	} else if !st.Diagnostics.Kept {
		t.Errorf("%q found no cards, yet the earlier ones were not kept", f.refinement)
	}

	// 6. A cancel phrase lets the cards go.
	turn(f.cancel)
	if st := state(); st.Dialogue.State != engine.Idle || st.Awaiting != nil {
		t.Errorf("after %q: state %s awaiting %+v", f.cancel, st.Dialogue.State, st.Awaiting)
	}
	cv, _ := v.view(t, c)
	for _, tr := range cv.Transitions {
		if tr.Trigger == string(engine.TriggerInconsistency) {
			t.Errorf("an inconsistency reset: %+v", tr)
		}
	}
	if n := len(p.fake.Violations()); n > 0 {
		t.Errorf("%d requests broke Chatwoot's shape", n)
	}
}

func d100(major int64) int64 { return major * 100 }

// digits drops the spaces a formatted amount may hold ("1 100,00").
func digits(s string) string {
	return strings.Map(func(r rune) rune {
		if r == ' ' || r == '\u00a0' || r == '\u202f' {
			return -1
		}
		return r
	}, s)
}

// fixtureProduct is what the test reads of testdata/catalog.json on its
// own, to judge the cards independently of the catalog code.
type fixtureProduct struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	Short       string `json:"short_description"`
	Prices      struct {
		Price      string `json:"price"`
		PriceRange *struct {
			Min string `json:"min_amount"`
		} `json:"price_range"`
	} `json:"prices"`
	Attributes []struct {
		Name  string `json:"name"`
		Terms []struct {
			Name string `json:"name"`
		} `json:"terms"`
	} `json:"attributes"`
}

func loadFixture(t *testing.T) map[string]fixtureProduct {
	t.Helper()
	data, err := os.ReadFile("../../testdata/catalog.json")
	if err != nil {
		t.Fatal(err)
	}
	var list []fixtureProduct
	if err := json.Unmarshal(data, &list); err != nil {
		t.Fatal(err)
	}
	out := map[string]fixtureProduct{}
	for _, p := range list {
		p.Name = cleanFixture(p.Name)
		out[strconv.FormatInt(p.ID, 10)] = p
	}
	return out
}

// cleanFixture decodes the few entities the fixture's names use, as cards show them.
func cleanFixture(s string) string {
	return strings.NewReplacer("&#8211;", "–", "&#8217;", "’", "&amp;", "&").Replace(s)
}

func (p fixtureProduct) inAttributes() bool {
	for _, a := range p.Attributes {
		if strings.EqualFold(a.Name, "couleur") {
			for _, term := range a.Terms {
				if strings.HasPrefix(strings.ToLower(term.Name), "bleu") {
					return true
				}
			}
		}
	}
	return false
}

func (p fixtureProduct) inText() bool {
	text := strings.ToLower(p.Name + " " + p.Description + " " + p.Short)
	return strings.Contains(text, "bleu") || strings.Contains(text, "blue") || strings.Contains(text, "indigo")
}

func (p fixtureProduct) blue() bool                 { return p.inAttributes() || p.inText() }
func (p fixtureProduct) blueOnlyInAttributes() bool { return p.inAttributes() && !p.inText() }

func (p fixtureProduct) lowMinor() int64 {
	s := p.Prices.Price
	if p.Prices.PriceRange != nil && p.Prices.PriceRange.Min != "" {
		s = p.Prices.PriceRange.Min
	}
	v, _ := strconv.ParseInt(s, 10, 64)
	return v
}

// lowPrice is the lowest price as cards write it with two decimals ("420,00").
func (p fixtureProduct) lowPrice() string {
	v := p.lowMinor()
	return fmt.Sprintf("%d,%02d", v/100, v%100)
}

// On Intercom the same follow-ups, and the "undo filter" quick reply: its
// meaning is not one Intercom's reply uuids encode, so the click comes back
// as its label text, which wakha reads as the same undo.
func TestIntercomE2EFollowUps(t *testing.T) {
	t.Parallel()
	ic := setupIntercom(t, nil)
	conv := ic.open(t, "3ndkom chi jellaba dyal l3id?")
	icCardsTurn(t, ic.waitFor(t, conv, 0, "the cards", partOfType("quick_reply")))

	before := len(ic.settle(t, conv))
	ic.say(t, conv, "kayna b lon zr9?")
	turn := ic.waitFor(t, conv, before, "the blue ones", partOfType("quick_reply"))
	if !slices.ContainsFunc(turn, func(p icfake.Part) bool { return strings.Contains(p.Body, "zr9") && strings.Contains(p.Body, " · ") }) {
		t.Errorf("no understood line:\n%s", describeParts(turn))
	}
	_, st := ic.waitStored(t, conv, "the blue query", func(_ postgres.ConversationView, st engine.State) bool {
		return st.Query != nil && st.Query.Color == "blue"
	})
	plain := *st.Dialogue.Pagination.LastQueryHash

	var undo intercom.ReplyOption
	for _, o := range ic.p.fake.LastOptions(conv) {
		if o.Text == "7iyed lfiltre" {
			undo = o
		}
	}
	if undo.UUID == "" {
		t.Fatalf("no undo option among %+v", ic.p.fake.LastOptions(conv))
	}
	n, err := ic.p.fake.QuickReplyClick(conv, undo.UUID)
	if err != nil {
		t.Fatal(err)
	}
	ic.deliver(t, n, http.StatusOK)
	ic.waitStored(t, conv, "the colour undone", func(_ postgres.ConversationView, st engine.State) bool {
		return st.Diagnostics != nil && st.Diagnostics.Route == engine.RouteEnriched && st.Diagnostics.Enriched != nil &&
			st.Diagnostics.Enriched.Color == "" && st.Diagnostics.Enriched.Hash != plain
	})
}
