package engine

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/wakha/wakha/i18n"
)

// The follow-up layer (spec 004): one table per priority, the TTLs, the
// cancel phrases and the rule that a refinement finding nothing keeps the
// cards.

// jellaba returns catalog jellaba n (1-based) with what the catalog knows
// of it: a price as a number, colours, sizes, materials.
func jellaba(n int) Product {
	type j struct {
		name      string
		price     int64
		colors    []string
		sizes     []string
		materials []string
	}
	all := []j{
		{"Djellaba homme brodée main – Spéciale Aïd", 790, []string{"blue", "white"}, []string{"M", "L", "XL", "XXL"}, nil},
		{"Djellaba fille de l'Aïd", 320, []string{"blue", "pink"}, []string{"4 ans", "6 ans", "8 ans"}, nil},
		{"Jellaba femme satinée pour les fêtes", 850, []string{"blue", "pink", "green"}, []string{"S", "M", "L"}, []string{"satin"}},
		{"Djellaba enfant – Garçon", 299, nil, []string{"2 ans", "4 ans"}, []string{"cotton"}},
		{"Jellaba soussia rayée", 690, []string{"white"}, []string{"S", "M", "L", "XL"}, []string{"wool"}},
		{"Jellaba femme en coton léger", 420, []string{"white", "blue", "pink"}, []string{"S", "M", "L", "XL"}, []string{"cotton"}},
		{"Jellaba homme d'hiver en laine", 1100, []string{"brown", "grey"}, []string{"L", "XL", "XXL"}, []string{"wool"}},
		{"Djellaba bordeaux brodée", 950, nil, []string{"S", "M", "L", "XL"}, nil},
	}
	x := all[(n-1)%len(all)]
	return Product{
		ID:            fmt.Sprintf("j%d", n),
		Name:          x.name,
		Price:         fmt.Sprintf("%d,00 د.م.", x.price),
		PriceMinor:    x.price * 100,
		PriceDecimals: 2,
		Permalink:     fmt.Sprintf("https://souk.example.com/product/j%d/", n),
		InStock:       n != 4,
		Colors:        x.colors,
		Sizes:         x.sizes,
		Materials:     x.materials,
	}
}

func jellabas(ns ...int) []Product {
	out := make([]Product, len(ns))
	for i, n := range ns {
		out[i] = jellaba(n)
	}
	return out
}

func refineU(edit func(u *i18n.Understanding)) i18n.Understanding {
	u := i18n.Understanding{Lang: i18n.Darija, Intent: i18n.IntentRefine, Question: true, Confidence: 0.85}
	edit(&u)
	return u
}

func questionU(topic, size string) i18n.Understanding {
	return i18n.Understanding{Lang: i18n.Darija, Intent: i18n.IntentProductQuestion, Topic: topic, Size: size,
		Question: true, Confidence: 0.85}
}

func describedU(edit func(u *i18n.Understanding)) i18n.Understanding {
	u := i18n.Understanding{Lang: i18n.English, Intent: i18n.IntentSelect, Confidence: 0.8}
	edit(&u)
	return u
}

// eidConv has shown jellabas 1, 2, 3 for "jellaba l3id" (more to come).
func eidConv(t *testing.T) *conv {
	t.Helper()
	c := setup(t)
	c.searchAndShow("jellaba l3id", jellabas(1, 2, 3), true)
	c.wantState(Recommending)
	return c
}

func pendingTarget(c *conv) string {
	if id := c.st.Dialogue.PendingConfirmation.TargetID; id != nil {
		return *id
	}
	return ""
}

// Priority 1: what the bot awaits decides the input.
func TestAwaitingSelection(t *testing.T) {
	t.Parallel()
	blue := describedU(func(u *i18n.Understanding) { u.Color, u.Query, u.Terms = "blue", "blue", []string{"blue"} })
	pink := describedU(func(u *i18n.Understanding) { u.Color = "pink" })
	green := describedU(func(u *i18n.Understanding) { u.Color = "green" })
	cheapest := describedU(func(u *i18n.Understanding) { u.Superlative = i18n.SuperCheapest })
	priciest := describedU(func(u *i18n.Understanding) { u.Superlative = i18n.SuperPriciest })
	satin := describedU(func(u *i18n.Understanding) { u.Material = "satin" })
	byName := describedU(func(u *i18n.Understanding) { u.Terms = []string{"fille"} })
	tests := []struct {
		name  string
		after time.Duration
		u     i18n.Understanding
		want  string // picked product, "" = asked which one
	}{
		{"ordinal", 0, ordinalU(2), "j2"},
		{"ordinal long after: spec 001 wins", time.Hour, ordinalU(2), "j2"},
		{"last", 0, ordinalU(i18n.OrdinalLast), "j3"},
		{"colour of one card", time.Minute, green, "j3"},
		{"colour of several cards", time.Minute, pink, ""},
		{"colour of every card", 0, blue, ""},
		{"the cheapest", 0, cheapest, "j2"},
		{"the most expensive", 0, priciest, "j3"},
		{"material", 0, satin, "j3"},
		{"name fragment", 0, byName, "j2"},
		{"colour after the awaiting TTL", 2 * time.Minute, green, ""},
		{"rank after the awaiting TTL", 3 * time.Minute, cheapest, ""},
		{"name after the awaiting TTL", 3 * time.Minute, byName, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := eidConv(t)
			c.now = c.now.Add(tt.after)
			c.say("…", tt.u)
			if tt.want == "" {
				c.wantState(Clarifying)
				c.wantKey(i18n.KeySelectWhich)
				return
			}
			c.wantState(AwaitingConfirmation)
			if got := pendingTarget(c); got != tt.want {
				t.Fatalf("picked %q, want %q", got, tt.want)
			}
			if c.diag.Route != RouteAwaitingSelection || c.diag.Resolution != ResolvedSelection {
				t.Fatalf("diagnostic %+v", c.diag)
			}
			if a := c.st.Awaiting; a == nil || a.Kind != AwaitConfirmation || a.Target != tt.want ||
				!a.Until.Equal(c.now.Add(5*time.Minute)) {
				t.Fatalf("awaiting %+v, want the confirmation of %s with spec 001's TTL", a, tt.want)
			}
		})
	}
	t.Run("card buttons pick whatever the age", func(t *testing.T) {
		t.Parallel()
		c := eidConv(t)
		c.now = c.now.Add(time.Hour)
		c.card("j1")
		if got := pendingTarget(c); got != "j1" {
			t.Fatalf("picked %q", got)
		}
	})
	t.Run("another card described while a confirmation is pending", func(t *testing.T) {
		t.Parallel()
		c := eidConv(t)
		c.say("1", ordinalU(1))
		c.now = c.now.Add(4 * time.Minute) // past AWAITING_TTL, within the confirmation's
		c.say("the green one", green)
		if got := pendingTarget(c); got != "j3" {
			t.Fatalf("picked %q, want j3", got)
		}
	})
}

// The confirmation keeps spec 001's TTL (5 minutes), not AWAITING_TTL.
func TestAwaitingConfirmationKeepsSpecTTL(t *testing.T) {
	t.Parallel()
	c := eidConv(t)
	c.say("tania", ordinalU(2))
	c.now = c.now.Add(4*time.Minute + 59*time.Second)
	c.say("wakha", understand("wakha"))
	if c.diag.Route != RouteAwaitingConfirmation || c.diag.Resolution != ResolvedConfirmation {
		t.Fatalf("diagnostic %+v", c.diag)
	}
	if !hasKey(c.effects, i18n.KeyViewOptions) && !hasKey(c.effects, i18n.KeyAskSize) {
		t.Fatalf("a yes within the confirmation TTL did not confirm: %v", kinds(c.effects))
	}
	if _, ok := wakeButFollowUps(c.st, c.cfg); ok {
		t.Fatal("a wake-up for the follow-up layer's expiries")
	}
}

// Cancel phrases in every language let go of what is awaited; multi-word
// phrases are read before single words, so a bare "safi" is still a yes.
func TestCancelPhrases(t *testing.T) {
	t.Parallel()
	phrases := []string{"laisse tomber", "safi khlas", "nevermind", "ma bghit walo", "خلاص", "never mind"}
	for _, p := range phrases {
		t.Run(p, func(t *testing.T) {
			t.Parallel()
			u := understand(p)
			if u.Intent != i18n.IntentCancel {
				t.Fatalf("Understand(%q) = %s, want cancel", p, u.Intent)
			}
			// The cards: the result set closes.
			c := eidConv(t)
			c.say(p, u)
			c.wantState(Idle)
			c.wantKey(i18n.KeyDismissed)
			if c.st.Awaiting != nil || c.diag.Resolution != ResolvedCancel || c.diag.Route != RouteAwaitingSelection {
				t.Fatalf("awaiting %+v diagnostic %+v", c.st.Awaiting, c.diag)
			}
			// A pending confirmation: spec 001's no.
			c = eidConv(t)
			c.say("1", ordinalU(1))
			c.say(p, u)
			c.wantState(Idle)
			c.wantKey(i18n.KeyCancelled)
			if c.diag.Route != RouteAwaitingConfirmation {
				t.Fatalf("diagnostic %+v", c.diag)
			}
			// The open question: it goes, the cards stay.
			c = sizeConv(t)
			c.say(p, u)
			c.wantState(Recommending)
			c.wantKey(i18n.KeyDismissed)
			if c.st.Awaiting != nil || c.diag.Route != RouteAwaitingInput {
				t.Fatalf("awaiting %+v diagnostic %+v", c.st.Awaiting, c.diag)
			}
		})
	}
	t.Run("a bare safi is a yes", func(t *testing.T) {
		t.Parallel()
		c := eidConv(t)
		c.say("1", ordinalU(1))
		c.say("safi", understand("safi"))
		if !hasKey(c.effects, i18n.KeyAskSize) {
			t.Fatalf("safi did not confirm: %v", kinds(c.effects))
		}
	})
	t.Run("nothing awaited: spec 001 asks", func(t *testing.T) {
		t.Parallel()
		c := setup(t)
		c.say("laisse tomber", understand("laisse tomber"))
		c.wantState(Clarifying)
	})
}

// sizeConv has said yes to jellaba 1 (sizes M–XXL, no direct link): the
// bot asked which size, the cards of the page still on screen.
func sizeConv(t *testing.T) *conv {
	t.Helper()
	c := eidConv(t)
	c.say("1", ordinalU(1))
	c.say("wakha", understand("wakha"))
	c.wantState(Recommending)
	if msg := message(c.effects, i18n.KeyAskSize); msg == nil || msg.Args[1] != "M, L, XL, XXL" || msg.Args[2] != jellaba(1).Permalink {
		t.Fatalf("no size question with the sizes and the page: %v", kinds(c.effects))
	}
	if a := c.st.Awaiting; a == nil || a.Kind != AwaitInput || a.Question != QuestionSize || a.Target != "j1" {
		t.Fatalf("awaiting %+v", a)
	}
	return c
}

func TestAwaitingInput(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		after    time.Duration
		text     string
		u        i18n.Understanding
		wantKey  i18n.Key
		awaiting bool // the question still open afterwards
		route    Route
	}{
		{"a letter size", 0, "L", understand("L"), i18n.KeySizeChosen, false, RouteAwaitingInput},
		{"a size with a cue", time.Minute, "f XL", understand("f XL"), i18n.KeySizeChosen, false, RouteAwaitingInput},
		{"a size it does not come in", 0, "S", understand("taille S"), i18n.KeyAnswerNoSize, true, RouteAwaitingInput},
		{"after the awaiting TTL", 2 * time.Minute, "L", understand("L"), i18n.KeyClarify, false, RouteFresh},
		{"something else", 0, "shokran", understand("shokran"), i18n.KeyThanks, false, RouteFresh},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := sizeConv(t)
			c.now = c.now.Add(tt.after)
			c.say(tt.text, tt.u)
			c.wantKey(tt.wantKey)
			if got := c.st.Awaiting != nil && c.st.Awaiting.Kind == AwaitInput; got != tt.awaiting {
				t.Fatalf("question open %v, want %v (%+v)", got, tt.awaiting, c.st.Awaiting)
			}
			if c.diag.Route != tt.route {
				t.Fatalf("route %s, want %s", c.diag.Route, tt.route)
			}
			if tt.wantKey == i18n.KeySizeChosen {
				if msg := message(c.effects, i18n.KeySizeChosen); msg.Args[2] != jellaba(1).Permalink {
					t.Fatalf("size chosen %v", msg.Args)
				}
			}
		})
	}
	t.Run("a new search moves on", func(t *testing.T) {
		t.Parallel()
		c := sizeConv(t)
		c.say("babouche", searchU("babouche"))
		if c.st.Awaiting != nil || c.lastSearch.Query.Text != "babouche" {
			t.Fatalf("awaiting %+v search %+v", c.st.Awaiting, c.lastSearch)
		}
	})
	t.Run("a product with a direct link is not asked", func(t *testing.T) {
		t.Parallel()
		c := setup(t)
		p := jellaba(5)
		p.AddToCartURL = "https://souk.example.com/?add-to-cart=5"
		c.searchAndShow("jellaba", []Product{p}, false)
		c.say("1", ordinalU(1))
		c.say("wakha", understand("wakha"))
		c.wantKey(i18n.KeyAddToCartLink)
		if c.st.Awaiting != nil {
			t.Fatalf("awaiting %+v", c.st.Awaiting)
		}
	})
}

// Priority 2: the soft context answers questions about the product in focus.
func TestSoftContext(t *testing.T) {
	t.Parallel()
	pick2 := func(c *conv) { c.say("tania", ordinalU(2)) }
	tests := []struct {
		name   string
		before func(c *conv)
		after  time.Duration
		u      i18n.Understanding
		key    i18n.Key
		args   []string
		state  DialogueState
	}{
		{"price of the pending product", pick2, 0, questionU(i18n.TopicPrice, ""), i18n.KeyAnswerPrice,
			[]string{jellaba(2).Name, "320,00 د.م."}, Clarifying},
		{"a question without a topic is the price", pick2, 0, questionU("", ""), i18n.KeyAnswerPrice,
			[]string{jellaba(2).Name, "320,00 د.م."}, Clarifying},
		{"sizes", pick2, 0, questionU(i18n.TopicSize, ""), i18n.KeyAnswerSizes,
			[]string{jellaba(2).Name, "4 ans, 6 ans w 8 ans"}, Clarifying},
		{"in a size it comes in", pick2, 0, questionU(i18n.TopicSize, "6"), i18n.KeyAnswerHasSize,
			[]string{jellaba(2).Name, "6 ans"}, Clarifying},
		{"in a size it does not come in", pick2, 0, questionU(i18n.TopicSize, "L"), i18n.KeyAnswerNoSize,
			[]string{jellaba(2).Name, "L", "4 ans, 6 ans w 8 ans"}, Clarifying},
		{"colours", pick2, 0, questionU(i18n.TopicColor, ""), i18n.KeyAnswerColors,
			[]string{jellaba(2).Name, "zr9 w wardi"}, Clarifying}, // in the shopper's language
		{"where is it", pick2, 0, questionU(i18n.TopicWhere, ""), i18n.KeyAnswerLink,
			[]string{jellaba(2).Name, jellaba(2).Permalink}, Clarifying},
		{"delivery is on its page", pick2, 0, questionU(i18n.TopicDelivery, ""), i18n.KeyAnswerElsewhere,
			[]string{jellaba(2).Name, jellaba(2).Permalink}, Clarifying},
		{"the product just added", func(c *conv) {
			c.say("1", ordinalU(1))
			c.say("wakha", understand("wakha"))
			c.say("L", understand("L"))
		},
			4 * time.Minute, questionU(i18n.TopicStock, ""), i18n.KeyAnswerInStock, []string{jellaba(1).Name}, Recommending},
		{"a card named by the question", nil, 0,
			func() i18n.Understanding {
				u := questionU(i18n.TopicMaterial, "")
				u.Terms = []string{"satinee"}
				return u
			}(),
			i18n.KeyAnswerMaterial, []string{jellaba(3).Name, "satan"}, Recommending},
		{"no product in focus", nil, 0, questionU(i18n.TopicPrice, ""), i18n.KeyWhichProduct, nil, Clarifying},
		{"the focus past SOFT_CONTEXT_TTL", func(c *conv) { c.say("1", ordinalU(1)); c.say("la", understand("la")) },
			5 * time.Minute, questionU(i18n.TopicPrice, ""), i18n.KeyWhichProduct, nil, Clarifying},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := eidConv(t)
			if tt.before != nil {
				tt.before(c)
			}
			c.now = c.now.Add(tt.after)
			c.say("…?", tt.u)
			c.wantState(tt.state)
			msg := message(c.effects, tt.key)
			if msg == nil || (tt.args != nil && !slices.Equal(msg.Args, tt.args)) {
				t.Fatalf("effects %v (%+v), want %s %q", kinds(c.effects), msg, tt.key, tt.args)
			}
			if tt.key == i18n.KeyWhichProduct {
				if c.diag.Route != RouteFresh {
					t.Fatalf("route %s", c.diag.Route)
				}
				return
			}
			if c.diag.Route != RouteSoftContext || c.diag.Resolution != ResolvedQuestion {
				t.Fatalf("diagnostic %+v", c.diag)
			}
			if c.st.Dialogue.ClarificationAttempts != 0 {
				t.Fatal("an answered question counted as an unresolved clarification")
			}
		})
	}
	t.Run("the question answered, the confirmation asked again and taken", func(t *testing.T) {
		t.Parallel()
		c := eidConv(t)
		c.say("tania", ordinalU(2))
		c.say("ch7al?", questionU(i18n.TopicPrice, ""))
		want := []string{"awaiting_confirmation->clarifying(unclear_confirmation)", "reply:answer_price", "quick_replies:confirm_add_to_cart"}
		if got := kinds(c.effects); !slices.Equal(got, want) {
			t.Fatalf("effects %v, want %v", got, want)
		}
		c.say("wakha", understand("wakha"))
		if !hasKey(c.effects, i18n.KeyAskSize) {
			t.Fatalf("the yes after the answer did not confirm: %v", kinds(c.effects))
		}
	})
	t.Run("repeated questions are progress, not a repeated intent", func(t *testing.T) {
		t.Parallel()
		c := eidConv(t)
		c.say("1", ordinalU(1))
		c.say("wakha", understand("wakha"))
		for _, topic := range []string{i18n.TopicPrice, i18n.TopicStock, i18n.TopicSize, i18n.TopicColor} {
			c.say("?", questionU(topic, ""))
			c.wantState(Recommending)
		}
	})
}

// Priority 3: an incomplete follow-up refines the last query.
func TestEnrichment(t *testing.T) {
	t.Parallel()
	base := func() Query {
		q, _ := queryFrom(ptr(searchU("jellaba l3id")))
		return q
	}
	tests := []struct {
		name string
		u    i18n.Understanding
		want func(q Query) Query
		drop string // the filter the drop quick reply then undoes
	}{
		{"colour", refineU(func(u *i18n.Understanding) { u.Color, u.Terms = "blue", []string{"zr9"} }),
			func(q Query) Query { q.Color = "blue"; return q }, filterColor},
		{"price", refineU(func(u *i18n.Understanding) { u.MaxPrice = 500 }),
			func(q Query) Query { q.MaxPrice = 500; return q }, filterPrice},
		{"cheaper: below the cheapest shown", refineU(func(u *i18n.Understanding) { u.Cheaper = true }),
			func(q Query) Query { q.MaxPrice = 319; return q }, filterPrice},
		{"gender", refineU(func(u *i18n.Understanding) { u.Gender = "men"; u.Terms = []string{"rjal"} }),
			func(q Query) Query { q.Gender = "men"; return q }, filterGender},
		{"material", refineU(func(u *i18n.Understanding) { u.Material = "wool" }),
			func(q Query) Query { q.Material = "wool"; return q }, filterMaterial},
		{"size asked with nothing in focus", questionU(i18n.TopicSize, "L"),
			func(q Query) Query { q.Size = "L"; return q }, filterSize},
		{"a describing word", refineU(func(u *i18n.Understanding) { u.Terms = []string{"beldi"} }),
			func(q Query) Query { q.Text += " beldi"; q.Terms = append(q.Terms, "beldi"); return q }, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := eidConv(t)
			before := c.st
			c.say("…", tt.u)
			want := tt.want(base())
			want.Hash = QueryHash(want)
			req := c.lastSearch
			if req == nil || !hasKind(c.effects, EffectSearch) || req.Query.Hash != want.Hash || req.Offset != 0 ||
				!slices.Equal(req.Exclude, before.ShownProductIDs) {
				t.Fatalf("search %+v, want %+v from offset 0 excluding %v", req, want, before.ShownProductIDs)
			}
			if want.Hash == *before.Dialogue.Pagination.LastQueryHash {
				t.Fatal("the enriched query kept the old hash")
			}
			if c.diag.Route != RouteEnriched || c.diag.Enriched == nil || c.diag.Enriched.Hash != want.Hash {
				t.Fatalf("diagnostic %+v", c.diag)
			}
			// Nothing moves until the catalog answers.
			if *c.st.Dialogue.Pagination.LastQueryHash != *before.Dialogue.Pagination.LastQueryHash || c.st.Query.Hash != before.Query.Hash {
				t.Fatal("the current query changed before the catalog answered")
			}
			c.answer(jellabas(6), false)
			c.wantState(Recommending)
			pg := c.st.Dialogue.Pagination
			if c.st.Query.Hash != want.Hash || *pg.LastQueryHash != want.Hash || pg.Offset != 0 {
				t.Fatalf("query %+v pagination %+v, want the enriched query from zero", c.st.Query, pg)
			}
			intro := message(c.effects, i18n.KeyRefinedIntro)
			if intro == nil {
				t.Fatalf("no refined intro in %v", kinds(c.effects))
			}
			wantSaid := i18n.Describe(i18n.Darija, i18n.Criteria{Text: want.Text, Color: want.Color, Size: want.Size,
				Gender: want.Gender, Material: want.Material, MinPrice: want.MinPrice, MaxPrice: want.MaxPrice})
			if intro.Args[0] != wantSaid {
				t.Fatalf("understood %q, want %q", intro.Args[0], wantSaid)
			}
			opts := c.effects[len(c.effects)-1].Options
			hasDrop := slices.ContainsFunc(opts, func(o Option) bool { return o.Meaning == MeaningDropFilter })
			if hasDrop != (tt.drop != "") {
				t.Fatalf("options %+v, drop offered %v, want %v", opts, hasDrop, tt.drop != "")
			}
			if !hasDrop {
				return
			}
			// The quick reply undoes that filter: a new search on the query before it.
			c.click(MeaningDropFilter)
			undone := base()
			if tt.drop == filterPrice || tt.drop == filterColor || tt.drop == filterGender || tt.drop == filterMaterial || tt.drop == filterSize {
				undone.Hash = QueryHash(undone)
			}
			if c.lastSearch.Query.Hash != undone.Hash || c.diag.Route != RouteEnriched {
				t.Fatalf("drop searched %+v, want %+v (route %s)", c.lastSearch.Query, undone, c.diag.Route)
			}
		})
	}
	t.Run("merges into the enriched query, drops colour words of the text", func(t *testing.T) {
		t.Parallel()
		c := setup(t)
		c.searchAndShow("jellaba zr9a", jellabas(1, 2), true)
		c.say("b k7el?", refineU(func(u *i18n.Understanding) { u.Color = "black" }))
		if q := c.lastSearch.Query; q.Text != "jellaba" || !slices.Equal(q.Terms, []string{"jellaba"}) || q.Color != "black" {
			t.Fatalf("enriched %+v", q)
		}
		c.answer(jellabas(7), false)
		c.say("w ta7t 500?", refineU(func(u *i18n.Understanding) { u.MaxPrice = 500 }))
		if q := c.lastSearch.Query; q.Color != "black" || q.MaxPrice != 500 {
			t.Fatalf("second refinement lost the first: %+v", q)
		}
		c.answer(jellabas(3), false)
		c.say("other colours?", refineU(func(u *i18n.Understanding) { u.DropFilter = "color" }))
		if q := c.lastSearch.Query; q.Color != "" || q.MaxPrice != 500 || q.Text != "jellaba" {
			t.Fatalf("other colours: %+v", q)
		}
	})
	t.Run("the undo label typed undoes the filter", func(t *testing.T) {
		t.Parallel()
		for _, label := range []string{"Undo filter", "7iyed lfiltre", "Retirer le filtre", "حيد الفلتر"} {
			c := eidConv(t)
			base := c.st.Query.Hash
			c.say("b lon zr9", refineU(func(u *i18n.Understanding) { u.Color = "blue" }))
			c.answer(jellabas(6), false)
			c.now = c.now.Add(10 * time.Minute) // explicit: past the soft context too
			c.say(label, understand(label))
			if c.lastSearch.Query.Hash != base || c.diag.Route != RouteEnriched {
				t.Fatalf("%q searched %+v (route %s), want the query before the colour", label, c.lastSearch.Query, c.diag.Route)
			}
		}
	})
	t.Run("past SOFT_CONTEXT_TTL a follow-up is read afresh", func(t *testing.T) {
		t.Parallel()
		c := eidConv(t)
		c.now = c.now.Add(5 * time.Minute)
		c.say("en bleu ?", refineU(func(u *i18n.Understanding) { u.Color, u.Query, u.Terms = "blue", "bleu", []string{"bleu"} }))
		if q := c.lastSearch.Query; q.Text != "bleu" || q.Color != "" || c.diag.Route != RouteFresh ||
			!slices.Contains(c.diag.Expired, "soft_context") {
			t.Fatalf("search %+v diagnostic %+v", q, c.diag)
		}
		c.say("w ta7t 500?", refineU(func(u *i18n.Understanding) { u.MaxPrice = 500 }))
		c.wantState(Recommending) // a fresh search is under way for "bleu": its soft context is new
	})
	t.Run("cheaper with no price known is read afresh", func(t *testing.T) {
		t.Parallel()
		c := setup(t)
		c.searchAndShow("caftan", products(1, 2), true)
		c.say("cheaper?", refineU(func(u *i18n.Understanding) { u.Cheaper = true }))
		c.wantState(Clarifying)
		c.wantKey(i18n.KeyClarify)
	})
}

// A refinement that finds nothing says so, suggests what the cards on
// screen offer, and keeps them: recommending with the earlier page and
// cursor (DESIGN.md §3).
func TestRefinementFindingNothingKeepsTheCards(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		u       i18n.Understanding
		suggest i18n.Key
		arg     string
	}{
		{"a colour some cards have", refineU(func(u *i18n.Understanding) { u.Color = "green" }), i18n.KeyRefinedAmong, "3"},
		{"a colour no card has", refineU(func(u *i18n.Understanding) { u.Color = "red" }), i18n.KeyRefinedColors, "zr9, byed, wardi w khder"},
		{"a size no card has", refineU(func(u *i18n.Understanding) { u.Size = "XXXL" }), i18n.KeyRefinedSizes, "M, L, XL, XXL, 4 ans, 6 ans, 8 ans w S"},
		{"a budget below them", refineU(func(u *i18n.Understanding) { u.MaxPrice = 100 }), i18n.KeyRefinedFrom, "320,00 د.م."},
		{"cheaper", refineU(func(u *i18n.Understanding) { u.Cheaper = true }), i18n.KeyRefinedFrom, "320,00 د.م."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := eidConv(t)
			before := c.st
			c.say("…", tt.u)
			c.answer(nil, false)
			c.wantState(Recommending)
			if !slices.Equal(cardIDs([]Effect{{Kind: EffectCards, Cards: c.st.Results}}), []string{"j1", "j2", "j3"}) {
				t.Fatalf("results %v", c.st.Results)
			}
			if c.st.Query.Hash != before.Query.Hash || *c.st.Dialogue.Pagination.LastQueryHash != *before.Dialogue.Pagination.LastQueryHash ||
				c.st.Dialogue.Pagination.Offset != before.Dialogue.Pagination.Offset || c.st.ResultsExhausted != before.ResultsExhausted {
				t.Fatalf("cursor changed: %+v → %+v", before.Dialogue.Pagination, c.st.Dialogue.Pagination)
			}
			if c.st.Refining != nil || !c.st.Diagnostics.Kept {
				t.Fatalf("refining %+v diagnostics %+v", c.st.Refining, c.st.Diagnostics)
			}
			for _, tr := range c.trans[len(c.trans)-1:] {
				if tr.To != Recommending {
					t.Fatalf("transition %+v", tr)
				}
			}
			if !hasKey(c.effects, i18n.KeyRefinedNone) {
				t.Fatalf("effects %v", kinds(c.effects))
			}
			if msg := message(c.effects, tt.suggest); msg == nil || msg.Args[0] != tt.arg {
				t.Fatalf("suggestion %+v, want %s %q", msg, tt.suggest, tt.arg)
			}
			// The earlier cards are still selectable, by ordinal and by button.
			c.say("tania", ordinalU(2))
			if got := pendingTarget(c); got != "j2" {
				t.Fatalf("picked %q", got)
			}
			c.say("la", understand("la"))
			c.card("j3")
			if got := pendingTarget(c); got != "j3" {
				t.Fatalf("picked %q", got)
			}
		})
	}
	t.Run("show more continues the earlier search", func(t *testing.T) {
		t.Parallel()
		c := eidConv(t)
		hash := c.st.Query.Hash
		c.say("b 7mer?", refineU(func(u *i18n.Understanding) { u.Color = "red" }))
		c.answer(nil, false)
		c.click(MeaningShowMore)
		if c.lastSearch.Query.Hash != hash || c.lastSearch.Offset != 5 {
			t.Fatalf("show more searched %+v", c.lastSearch)
		}
	})
	t.Run("from idle it stays idle", func(t *testing.T) {
		t.Parallel()
		c := eidConv(t)
		c.say("shokran", intentU(i18n.IntentThanks))
		c.wantState(Idle)
		c.say("b 7mer?", refineU(func(u *i18n.Understanding) { u.Color = "red" }))
		c.answer(nil, false)
		c.wantState(Idle)
		c.wantKey(i18n.KeyRefinedNone)
		c.say("tania", ordinalU(2))
		if got := pendingTarget(c); got != "j2" {
			t.Fatalf("picked %q", got)
		}
	})
	t.Run("a failure drops the refinement", func(t *testing.T) {
		t.Parallel()
		c := eidConv(t)
		c.say("b 7mer?", refineU(func(u *i18n.Understanding) { u.Color = "red" }))
		c.fail()
		if c.st.Refining != nil {
			t.Fatal("refinement kept after the failure")
		}
	})
}

// The diagnostic of every call says which route the input took.
func TestDiagnosticRoutes(t *testing.T) {
	t.Parallel()
	c := eidConv(t)
	steps := []struct {
		do    func()
		route Route
	}{
		{func() { c.say("kayna b lon zr9?", refineU(func(u *i18n.Understanding) { u.Color = "blue" })) }, RouteEnriched},
		{func() { c.answer(jellabas(6), false) }, ""},
		{func() { c.say("tania", ordinalU(1)) }, RouteAwaitingSelection},
		{func() { c.say("ch7al?", questionU(i18n.TopicPrice, "")) }, RouteSoftContext},
		{func() { c.say("wakha", understand("wakha")) }, RouteAwaitingConfirmation},
		{func() { c.say("L", understand("L")) }, RouteAwaitingInput},
		{func() { c.say("salam", intentU(i18n.IntentGreeting)) }, RouteFresh},
	}
	for i, s := range steps {
		s.do()
		if c.diag == nil || c.diag.Route != s.route {
			t.Fatalf("step %d: diagnostic %+v, want route %q", i, c.diag, s.route)
		}
	}
	if d := c.st.Diagnostics; d == nil || d.Route != RouteFresh || d.Intent != i18n.IntentGreeting {
		t.Fatalf("state diagnostics %+v", d)
	}
}

func TestMatchSize(t *testing.T) {
	t.Parallel()
	options := []string{"S", "XL", "XXL", "4 ans", "42 EU"}
	for size, want := range map[string]string{
		"xl": "XL", "XXL": "XXL", "XXXL": "", "4": "4 ans", "4ans": "4 ans", "42": "42 EU", "M": "", "": "", "4 ans": "4 ans",
	} {
		got, ok := matchSize(options, size)
		if got != want || ok != (want != "") {
			t.Errorf("matchSize(%q) = %q %v, want %q", size, got, ok, want)
		}
	}
}

// TestFollowUpsThroughUnderstand plays issue 10's conversation on
// i18n.Understand's readings, in Darija (both scripts), French and English.
func TestFollowUpsThroughUnderstand(t *testing.T) {
	t.Parallel()
	scripts := map[string][6]string{
		"darija":  {"3ndkom chi jellaba dyal l3id?", "kayna b lon zr9?", "bghit tania", "ch7al taman dyalha?", "w ta7t 500?", "safi khlas"},
		"arabic":  {"عندكم شي جلابة ديال العيد؟", "كاينة باللون الزرق؟", "بغيت الثانية", "شحال الثمن ديالها؟", "وتحت 500؟", "خلاص"},
		"french":  {"avez-vous une djellaba pour l'aid ?", "en bleu ?", "la deuxième", "c'est combien ?", "moins cher ?", "laisse tomber"},
		"english": {"do you have a djellaba for eid?", "in blue?", "the second one", "how much is it?", "anything cheaper?", "nevermind"},
	}
	for name, s := range scripts {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			c := setup(t)
			say := func(text string) {
				t.Helper()
				c.n++
				u := i18n.Understand(text)
				c.do(Event{Kind: EventUserMessage, MessageID: fmt.Sprintf("m%d", c.n), Text: text, Understanding: &u})
			}
			say(s[0])
			c.answer(jellabas(1, 2, 3, 4, 5), true)
			c.wantState(Recommending)

			say(s[1])
			if q := c.lastSearch.Query; q.Color != "blue" || c.diag.Route != RouteEnriched {
				t.Fatalf("%q: search %+v route %s", s[1], q, c.diag.Route)
			}
			c.answer(jellabas(6, 9), false)
			if msg := message(c.effects, i18n.KeyRefinedIntro); msg == nil || !strings.Contains(msg.Args[0], " · ") {
				t.Fatalf("%q: no understood line in %v", s[1], kinds(c.effects))
			}

			say(s[2])
			if got := pendingTarget(c); got != "j9" {
				t.Fatalf("%q picked %q, want j9 from the current page", s[2], got)
			}

			say(s[3])
			if msg := message(c.effects, i18n.KeyAnswerPrice); msg == nil || msg.Args[1] != jellaba(9).Price {
				t.Fatalf("%q: %v", s[3], kinds(c.effects))
			}

			say(s[4])
			q := c.lastSearch.Query
			if c.diag.Route != RouteEnriched || q.Color != "blue" || q.MaxPrice == 0 || q.MaxPrice > 500 {
				t.Fatalf("%q: search %+v route %s", s[4], q, c.diag.Route)
			}
			c.answer(nil, false)
			c.wantState(Recommending)
			c.wantKey(i18n.KeyRefinedNone)
			if len(c.st.Results) != 2 {
				t.Fatalf("the blue page was not kept: %v", c.st.Results)
			}

			say(s[5])
			c.wantState(Idle)
			c.wantKey(i18n.KeyDismissed)
		})
	}
}
