package engine

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/wakha/wakha/i18n"
)

func TestSearchFlow(t *testing.T) {
	t.Parallel()
	c := setup(t)
	c.say("bghit caftan a7mer", searchU("caftan a7mer"))
	c.wantState(Idle) // nothing changes until the catalog answers
	req := c.lastSearch
	if len(c.effects) != 1 || req == nil || req.Offset != 0 || req.Limit != 5 || req.Query.Text != "caftan a7mer" ||
		req.Query.Hash != QueryHash(Query{Text: "caftan a7mer"}) || req.Exclude == nil {
		t.Fatalf("effects %v, search %+v", kinds(c.effects), req)
	}

	c.answer(products(1, 2, 3), true)
	c.wantState(Recommending)
	want := []string{"idle->recommending(product_search)", "reply:results_intro", "cards:p1,p2,p3", "quick_replies:more_or_pick"}
	if got := kinds(c.effects); !slices.Equal(got, want) {
		t.Fatalf("effects %v, want %v", got, want)
	}
	if msg := message(c.effects, i18n.KeyResultsIntro); msg.Args[0] != "caftan a7mer" {
		t.Fatalf("intro args %v", msg.Args)
	}
	opts := c.effects[3].Options
	if len(opts) != 2 || opts[0].Meaning != MeaningShowMore || opts[0].Label != i18n.KeyLabelShowMore ||
		opts[1].Meaning != MeaningHuman || opts[1].Label != i18n.KeyLabelHuman {
		t.Fatalf("options %+v", opts)
	}
	if !slices.Equal(c.st.ShownProductIDs, []string{"p1", "p2", "p3"}) || len(c.st.Results) != 3 {
		t.Fatalf("shown %v results %d", c.st.ShownProductIDs, len(c.st.Results))
	}

	// The last page: no show-more button, but the cards stay selectable.
	c.click(MeaningShowMore)
	c.answer(products(4), false)
	c.wantState(Recommending)
	if opts := c.effects[len(c.effects)-1].Options; len(opts) != 1 || opts[0].Meaning != MeaningHuman {
		t.Fatalf("options on the last page %+v", opts)
	}
	// show_more again: the catalog is not asked again.
	c.click(MeaningShowMore)
	c.wantState(Idle)
	c.wantKey(i18n.KeyNoMoreResults)
	if hasKind(c.effects, EffectSearch) {
		t.Fatal("searched past the end")
	}
	// In idle with the result set exhausted, show_more still says "that's all".
	c.say("ktar", intentU(i18n.IntentShowMore))
	c.wantState(Idle)
	c.wantKey(i18n.KeyNoMoreResults)
}

func TestNoResults(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name         string
		start        func(c *conv)
		want         DialogueState
		wantAttempts int // an empty answer to a clarifying question is an unresolved clarification
	}{
		{"from idle", func(c *conv) {}, Idle, 0},
		{"from clarifying", func(c *conv) { c.say("hmm", unclearU()) }, Clarifying, 2},
		{"from recommending", func(c *conv) { c.searchAndShow("caftan", products(1), true) }, Idle, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := setup(t)
			tt.start(c)
			c.searchAndShow("unicorn", nil, false)
			c.wantState(tt.want)
			if msg := message(c.effects, i18n.KeyNoResults); msg == nil || msg.Args[0] != "unicorn" {
				t.Fatalf("effects %v", kinds(c.effects))
			}
			if got := c.st.Dialogue.ClarificationAttempts; got != tt.wantAttempts {
				t.Fatalf("clarification_attempts = %d, want %d", got, tt.wantAttempts)
			}
			if len(c.st.Results) != 0 {
				t.Fatal("old results still answer ordinals after a new search")
			}
		})
	}
}

// A shopper whose answers keep finding nothing reaches a human (spec §4 cap).
func TestEmptySearchesWhileClarifyingHandOff(t *testing.T) {
	t.Parallel()
	c := setup(t)
	c.say("hmm", unclearU())
	c.searchAndShow("xqzv", nil, false)
	c.wantState(Clarifying)
	c.searchAndShow("ptkw", nil, false)
	c.wantState(Handoff)
	if c.st.HandoffReason != ReasonLowConfidence {
		t.Fatalf("handoff reason %q, want low_confidence", c.st.HandoffReason)
	}
}

func TestNewSearchWhileRecommending(t *testing.T) {
	t.Parallel()
	c := setup(t)
	c.searchAndShow("caftan", products(1, 2, 3, 4, 5), true)
	c.click(MeaningShowMore)
	c.answer(products(6, 7, 8, 9, 10), true)
	if c.st.Dialogue.Pagination.Offset != 5 {
		t.Fatalf("offset %d", c.st.Dialogue.Pagination.Offset)
	}
	c.say("babouche", searchU("babouche"))
	c.wantState(Recommending)
	if c.lastSearch.Offset != 0 || c.st.Dialogue.Pagination.Offset != 0 || len(c.lastSearch.Exclude) != 10 {
		t.Fatalf("new search request %+v", c.lastSearch)
	}
	c.answer(products(11, 12), false)
	want := []string{"recommending->idle(response_complete)", "idle->recommending(product_search)"}
	if got := kinds(c.effects)[:2]; !slices.Equal(got, want) {
		t.Fatalf("hops %v, want %v", got, want)
	}
	if *c.st.Dialogue.Pagination.LastQueryHash != QueryHash(Query{Text: "babouche"}) {
		t.Fatal("hash not switched to the new query")
	}
	// Cards of the older pages can still be picked by their button.
	c.card("p7")
	c.wantState(AwaitingConfirmation)
	if msg := message(c.effects, i18n.KeyConfirmAddToCart); msg.Args[0] != product(7).Name {
		t.Fatalf("confirm args %v", msg.Args)
	}
}

func TestSelect(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		pick   func(c *conv)
		want   string // product id; "" = no pick
		wantSt DialogueState
	}{
		{"ordinal", func(c *conv) { c.say("tani", ordinalU(2)) }, "p2", AwaitingConfirmation},
		{"last", func(c *conv) { c.say("lakher", ordinalU(-1)) }, "p4", AwaitingConfirmation},
		{"ordinal out of range", func(c *conv) { c.say("l3ashr", ordinalU(10)) }, "", Clarifying},
		{"name", func(c *conv) {
			c.say("bghit the leather one", i18n.Understanding{Intent: i18n.IntentSelect, Confidence: 0.8})
		}, "p3", AwaitingConfirmation},
		{"name via terms", func(c *conv) {
			c.say("djellaba", i18n.Understanding{Intent: i18n.IntentSelect, Terms: []string{"djellaba"}, Confidence: 0.8})
		}, "p2", AwaitingConfirmation},
		{"ambiguous name", func(c *conv) {
			c.say("the silk one or the cotton one", i18n.Understanding{Intent: i18n.IntentSelect, Confidence: 0.8})
		}, "", Clarifying},
		{"quick reply", func(c *conv) { c.click(MeaningSelectPrefix + "p1") }, "p1", AwaitingConfirmation},
		{"card button", func(c *conv) { c.card("p4") }, "p4", AwaitingConfirmation},
		{"unknown card", func(c *conv) { c.card("p99") }, "", Clarifying},
		{"empty select quick reply", func(c *conv) { c.click(MeaningSelectPrefix) }, "", Clarifying},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := setup(t)
			c.searchAndShow("caftan", products(1, 2, 3, 4), true)
			c.now = c.now.Add(time.Minute)
			tt.pick(c)
			c.wantState(tt.wantSt)
			if tt.want == "" {
				if !hasKey(c.effects, i18n.KeySelectWhich) && !hasKey(c.effects, i18n.KeyClarify) {
					t.Fatalf("effects %v", kinds(c.effects))
				}
				return
			}
			p := c.st.Dialogue.PendingConfirmation
			if *p.Action != ActionAddToCart || *p.TargetID != tt.want || *p.CreatedAt != c.now.Format(time.RFC3339) {
				t.Fatalf("pending %v %v %v", *p.Action, *p.TargetID, *p.CreatedAt)
			}
			e := c.effects[len(c.effects)-1]
			if e.Kind != EffectQuickReplies || e.Message.Key != i18n.KeyConfirmAddToCart ||
				!slices.Equal(e.Options, []Option{{i18n.KeyLabelYes, MeaningConfirm}, {i18n.KeyLabelNo, MeaningCancel}}) {
				t.Fatalf("question %+v", e)
			}
		})
	}
	t.Run("nothing to pick from", func(t *testing.T) {
		t.Parallel()
		c := setup(t)
		c.say("tani", ordinalU(2))
		c.wantState(Clarifying)
		c.wantKey(i18n.KeySelectWhich)
	})
}

func TestConfirmationAnswers(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		answer  func(c *conv)
		wantSt  DialogueState
		wantKey i18n.Key
	}{
		{"quick reply confirm", func(c *conv) { c.click(MeaningConfirm) }, Recommending, i18n.KeyAddToCartLink},
		{"quick reply cancel", func(c *conv) { c.click(MeaningCancel) }, Idle, i18n.KeyCancelled},
		{"hold", func(c *conv) { c.say("bllati", decisionU(i18n.DecisionHold)) }, AwaitingConfirmation, i18n.KeyHoldOn},
		{"ambiguous", func(c *conv) { c.say("safi baraka", decisionU(i18n.DecisionAmbiguous)) }, Clarifying, i18n.KeyClarifyConfirm},
		{"unrelated", func(c *conv) { c.say("salam", intentU(i18n.IntentGreeting)) }, Clarifying, i18n.KeyClarifyConfirm},
		{"show more", func(c *conv) { c.click(MeaningShowMore) }, Clarifying, i18n.KeyClarifyConfirm},
		{"human", func(c *conv) { c.say("chi wa7ed", intentU(i18n.IntentHuman)) }, Handoff, i18n.KeyHandoff},
		{"same card again", func(c *conv) { c.card("p1") }, AwaitingConfirmation, i18n.KeyConfirmAddToCart},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := setup(t)
			c.searchAndShow("caftan", products(1, 2, 3), true)
			c.card("p1")
			tt.answer(c)
			c.wantState(tt.wantSt)
			c.wantKey(tt.wantKey)
		})
	}
}

func TestClarifiedConfirmation(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		answer func(c *conv)
		hops   []string
		wantSt DialogueState
	}{
		{"then wakha", func(c *conv) { c.say("wakha", decisionU(i18n.DecisionYes)) },
			[]string{"clarifying->awaiting_confirmation(clarification_implies_action)", "reply:add_to_cart_link", "awaiting_confirmation->recommending(confirmed_next_results)"},
			Recommending},
		{"then la", func(c *conv) { c.say("la", decisionU(i18n.DecisionNo)) },
			[]string{"clarifying->awaiting_confirmation(clarification_implies_action)", "awaiting_confirmation->idle(cancelled)", "reply:cancelled"},
			Idle},
		{"then a new search", func(c *conv) { c.say("babouche", searchU("babouche")) },
			[]string{"search"}, Clarifying},
		{"then another card", func(c *conv) { c.card("p3") },
			[]string{"clarifying->awaiting_confirmation(clarification_implies_action)", "quick_replies:confirm_add_to_cart"},
			AwaitingConfirmation},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := setup(t)
			c.searchAndShow("caftan", products(1, 2, 3), true)
			c.card("p1")
			c.say("yak?", unclearU())
			c.wantState(Clarifying)
			if c.st.Dialogue.PendingConfirmation.TargetID == nil || c.st.Dialogue.ClarificationAttempts != 1 {
				t.Fatal("pending confirmation not kept while clarifying")
			}
			if msg := message(c.effects, i18n.KeyClarifyConfirm); msg == nil || msg.Args[0] != product(1).Name {
				t.Fatalf("effects %v", kinds(c.effects))
			}
			tt.answer(c)
			if got := kinds(c.effects); !slices.Equal(got, tt.hops) {
				t.Fatalf("effects %v, want %v", got, tt.hops)
			}
			c.wantState(tt.wantSt)
		})
	}
}

func TestNewSearchWhileAwaiting(t *testing.T) {
	t.Parallel()
	c := setup(t)
	c.searchAndShow("caftan", products(1, 2), true)
	c.card("p1")
	c.say("babouche", searchU("babouche"))
	c.wantState(Clarifying)
	if c.st.Dialogue.PendingConfirmation != (PendingConfirmation{}) {
		t.Fatal("pending kept after the shopper moved on")
	}
	c.answer(products(5), false)
	c.wantState(Recommending)
	if c.trans[len(c.trans)-1].Trigger != TriggerClarificationResolved {
		t.Fatalf("transitions %v", c.trans)
	}
}

func TestExpiryWhileClarifying(t *testing.T) {
	t.Parallel()
	c := setup(t)
	c.searchAndShow("caftan", products(1, 2), true)
	c.card("p1")
	c.say("yak?", unclearU())
	wake, ok := NextWake(c.st, c.cfg)
	if !ok || !wake.Equal(t0.Add(5*time.Minute)) {
		t.Fatalf("NextWake = %v %v", wake, ok)
	}
	c.tick(5 * time.Minute)
	c.wantState(Idle)
	want := []string{
		"clarifying->awaiting_confirmation(clarification_implies_action)",
		"awaiting_confirmation->idle(confirmation_expired)",
		"reply:confirm_expired",
	}
	if got := kinds(c.effects); !slices.Equal(got, want) {
		t.Fatalf("effects %v, want %v", got, want)
	}
	if _, ok := wakeButFollowUps(c.st, c.cfg); ok {
		t.Fatal("still a wake-up after expiry")
	}
}

func TestHandoff(t *testing.T) {
	t.Parallel()
	t.Run("user request", func(t *testing.T) {
		t.Parallel()
		c := setup(t)
		c.click(MeaningHuman)
		c.wantState(Handoff)
		want := []string{"idle->handoff(human_requested)", "handoff", "reply:handoff"}
		if got := kinds(c.effects); !slices.Equal(got, want) || c.effects[1].HandoffReason != ReasonUserRequested {
			t.Fatalf("effects %v, want %v", got, want)
		}
		// Silent while a human owns the conversation.
		for _, ev := range []Event{
			{Kind: EventUserMessage, MessageID: "x1", Text: "caftan", Understanding: ptr(searchU("caftan"))},
			{Kind: EventQuickReply, MessageID: "x2", Meaning: MeaningShowMore},
			{Kind: EventCardAction, ProductID: "p1"},
			{Kind: EventTick},
			{Kind: EventSearchResults, Results: &SearchResult{}},
			{Kind: EventSearchFailed},
			{Kind: EventWidgetOpened},
		} {
			c.do(ev)
			c.wantState(Handoff)
			for _, e := range c.effects {
				if e.Kind != EffectTransition || e.Transition.Trigger != TriggerAwaitingHuman {
					t.Fatalf("%s in handoff: %v", ev.Kind, kinds(c.effects))
				}
			}
		}
		c.do(Event{Kind: EventHumanResolved})
		c.wantState(Idle)
		if c.st.HandoffReason != "" || len(c.effects) != 1 {
			t.Fatalf("after resolution: reason %q, effects %v", c.st.HandoffReason, kinds(c.effects))
		}
	})
	t.Run("human took over", func(t *testing.T) {
		t.Parallel()
		for _, s := range []DialogueState{Idle, Clarifying, Recommending, AwaitingConfirmation, Paginating, Error} {
			c := setup(t)
			c.st = stateIn(s)
			c.do(Event{Kind: EventHumanTookOver, Reason: "agent replied"})
			c.wantState(Handoff)
			if c.st.HandoffReason != ReasonHumanTookOver {
				t.Fatalf("%s: reason %q", s, c.st.HandoffReason)
			}
			for _, e := range c.effects {
				if e.Kind != EffectTransition {
					t.Fatalf("%s: a human is talking, yet %v", s, kinds(c.effects))
				}
			}
		}
	})
	t.Run("resolved outside handoff ends the session silently", func(t *testing.T) {
		t.Parallel()
		c := setup(t)
		c.searchAndShow("caftan", products(1), true)
		c.do(Event{Kind: EventHumanResolved})
		c.wantState(Idle)
		if len(c.effects) != 0 {
			t.Fatalf("effects %v", kinds(c.effects))
		}
	})
}

func TestErrors(t *testing.T) {
	t.Parallel()
	c := setup(t)
	c.say("caftan", searchU("caftan"))
	c.fail()
	want := []string{"idle->error(recoverable_failure)", "reply:error", "error->idle(fallback_prepared)"}
	if got := kinds(c.effects); !slices.Equal(got, want) {
		t.Fatalf("effects %v, want %v", got, want)
	}
	c.say("caftan", searchU("caftan"))
	c.fail()
	if c.st.ConsecutiveErrors != 2 {
		t.Fatalf("consecutive errors %d", c.st.ConsecutiveErrors)
	}
	c.say("caftan", searchU("caftan"))
	c.answer(products(1), false) // success resets the count
	if c.st.ConsecutiveErrors != 0 {
		t.Fatalf("consecutive errors %d after success", c.st.ConsecutiveErrors)
	}
	for range 3 {
		c.say("babouche", searchU("babouche"))
		c.fail()
	}
	c.wantState(Handoff)
	if c.st.HandoffReason != ReasonRepeatedErrors {
		t.Fatalf("reason %q", c.st.HandoffReason)
	}
	c.do(Event{Kind: EventHumanResolved})
	if c.st.ConsecutiveErrors != 0 {
		t.Fatal("error count survived the human's resolution")
	}
	// A failure report nobody asked for while awaiting confirmation is stale.
	c.st = stateIn(AwaitingConfirmation)
	c.fail()
	c.wantState(AwaitingConfirmation)
}

func TestLostContext(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		corrupt func(st *State)
	}{
		{"hash missing", func(st *State) { st.Dialogue.Pagination.LastQueryHash = nil }},
		{"hash of another query", func(st *State) { st.Dialogue.Pagination.LastQueryHash = ptr("feedface") }},
		{"query hash forged", func(st *State) {
			q := *st.Query
			q.Hash = "feedface"
			st.Query = &q
			st.Dialogue.Pagination.LastQueryHash = ptr("feedface")
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := setup(t)
			c.st = stateIn(Recommending)
			tt.corrupt(&c.st)
			c.click(MeaningShowMore)
			want := []string{"recommending->paginating(show_more)", "paginating->clarifying(lost_context)", "reply:lost_context"}
			if got := kinds(c.effects); !slices.Equal(got, want) {
				t.Fatalf("effects %v, want %v", got, want)
			}
			if c.st.Query != nil || c.st.Dialogue.Pagination.LastQueryHash != nil {
				t.Fatal("stale query kept")
			}
		})
	}
	t.Run("show more in idle without a query", func(t *testing.T) {
		t.Parallel()
		c := setup(t)
		c.click(MeaningShowMore)
		c.wantState(Clarifying)
		c.wantKey(i18n.KeyLostContext)
	})
	t.Run("a page interrupted by a message", func(t *testing.T) {
		t.Parallel()
		c := setup(t)
		c.st = stateIn(Paginating)
		c.say("shokran", intentU(i18n.IntentThanks))
		want := []string{"paginating->clarifying(lost_context)", "reply:thanks"}
		if got := kinds(c.effects); !slices.Equal(got, want) {
			t.Fatalf("effects %v, want %v", got, want)
		}
	})
	t.Run("stale first-page results are ignored", func(t *testing.T) {
		t.Parallel()
		c := setup(t)
		c.searchAndShow("caftan", products(1), true)
		c.do(Event{Kind: EventSearchResults, Results: &SearchResult{QueryHash: "old", Products: products(2)}})
		c.do(Event{Kind: EventSearchResults})
		if len(c.effects) != 0 {
			t.Fatalf("effects %v", kinds(c.effects))
		}
	})
}

func TestBookkeeping(t *testing.T) {
	t.Parallel()
	c := setup(t)
	c.cfg.RecentTurns = 4
	long := strings.Repeat("ب", 250)
	u := searchU("caftan")
	u.Lang = i18n.Arabic
	c.say(long, u)
	if c.st.Lang != i18n.Arabic || *c.st.Dialogue.LastUserMessageID != "m1" {
		t.Fatalf("lang %q id %v", c.st.Lang, *c.st.Dialogue.LastUserMessageID)
	}
	if got := c.st.Recent[0]; got.Role != "shopper" || len([]rune(got.Text)) != MaxTurnText || !got.At.Equal(t0) {
		t.Fatalf("turn %+v", got)
	}
	c.say("ok", i18n.Understanding{Intent: i18n.IntentThanks, Confidence: 0.9}) // no language evidence
	if c.st.Lang != i18n.Arabic {
		t.Fatal("language lost on a message without evidence")
	}
	c.answer(products(1, 2), true)
	c.card("p1")
	if len(c.st.Recent) != 4 {
		t.Fatalf("recent %d turns, want the cap 4", len(c.st.Recent))
	}
	if last := c.st.Recent[3]; last.Role != "bot" || last.Text != string(i18n.KeyConfirmAddToCart) {
		t.Fatalf("last turn %+v", last)
	}

	c.now = t0.Add(time.Minute) // before the confirmation expires
	c.do(Event{Kind: EventWidgetOpened})
	if len(c.effects) != 0 || !c.st.Session.WidgetOpenedAt.Equal(c.now) || !c.st.Session.LastInteractionAt.Equal(c.now) {
		t.Fatalf("widget opened: effects %v session %+v", kinds(c.effects), c.st.Session)
	}
}

func TestDuplicateDeliveryIgnored(t *testing.T) {
	t.Parallel()
	c := setup(t)
	ev := Event{Kind: EventUserMessage, MessageID: "m7", Text: "caftan", Understanding: ptr(searchU("caftan"))}
	c.do(ev)
	before := c.st
	c.do(ev)
	if len(c.effects) != 0 || c.st.IntentRepeats != before.IntentRepeats || len(c.st.Recent) != len(before.Recent) {
		t.Fatalf("duplicate acted: %v", kinds(c.effects))
	}
}

func TestNewStateJSON(t *testing.T) {
	t.Parallel()
	for _, cfg := range []Config{DefaultConfig(), {}, {PageSize: 9}, {PageSize: 3}} {
		st := NewState(cfg)
		if err := Validate(st); err != nil {
			t.Fatal(err)
		}
		want := min(max(cfg.PageSize, 0), 5)
		if want == 0 {
			want = 5
		}
		if st.Dialogue.Pagination.Limit != want {
			t.Fatalf("PageSize %d: limit %d", cfg.PageSize, st.Dialogue.Pagination.Limit)
		}
		b, _ := json.Marshal(st)
		for _, frag := range []string{`"shown_product_ids":[]`, `"results":[]`, `"recent":[]`, `"earlier_results":[]`,
			`"last_intent":null`, `"last_query_hash":null`, `"action":null`, `"target_id":null`, `"created_at":null`, `"_v":1`} {
			if !strings.Contains(string(b), frag) {
				t.Fatalf("%s missing in %s", frag, b)
			}
		}
	}
	// The zero State is a new conversation, not an inconsistency.
	st, eff := Decide(State{}, Event{Kind: EventUserMessage, Text: "salam", Understanding: ptr(intentU(i18n.IntentGreeting))}, t0, Config{})
	if !hasKey(eff, i18n.KeyGreeting) || hasKey(eff, i18n.KeyFallback) || Validate(st) != nil {
		t.Fatalf("zero state: %v", kinds(eff))
	}
}

func TestQueryHash(t *testing.T) {
	t.Parallel()
	a := QueryHash(Query{Text: "Caftan  Rouge "})
	if a != QueryHash(Query{Text: "caftan rouge", Hash: "ignored"}) || a != QueryHash(Query{Terms: []string{"caftan", "rouge"}}) {
		t.Fatal("hash depends on spelling of the same query")
	}
	if a == QueryHash(Query{Text: "caftan rouge", MaxPrice: 500}) || a == QueryHash(Query{Text: "caftan"}) {
		t.Fatal("different queries share a hash")
	}
	if len(a) != 32 || strings.Trim(a, "0123456789abcdef") != "" {
		t.Fatalf("hash %q is not 32 hex digits", a)
	}
}

func TestConfigNormalized(t *testing.T) {
	t.Parallel()
	got := Config{PageSize: 50, MaxClarifications: 9, RepeatedIntentLimit: 1, RecentTurns: -1, ProactiveMaxPerHour: 50}.normalized()
	want := DefaultConfig()
	want.PageSize, want.MaxClarifications, want.RepeatedIntentLimit = 5, 2, 2
	want.ProactiveMaxPerHour = MaxOfferTimes
	// A bool has no "unset": the zero Config makes no unsolicited offer.
	want.ProactiveEnabled = false
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("normalized %+v, want %+v", got, want)
	}
	// The back-off cap is never below the cooldown it caps.
	got = Config{SessionCooldown: time.Hour, SessionCooldownMax: time.Minute}.normalized()
	if got.SessionCooldownMax != time.Hour {
		t.Fatalf("normalized %+v, want %+v", got, want)
	}
}

func TestDecideDoesNotAliasInput(t *testing.T) {
	t.Parallel()
	c := setup(t)
	c.searchAndShow("caftan", products(1, 2), true)
	st := c.st
	// Spare capacity tempts an in-place append into the caller's arrays.
	st.ShownProductIDs = append(make([]string, 0, 64), st.ShownProductIDs...)
	st.Recent = append(make([]Turn, 0, 64), st.Recent...)
	snapshot, _ := json.Marshal(st)
	paging, _ := Decide(st, Event{Kind: EventQuickReply, MessageID: "z", Meaning: MeaningShowMore}, t0, c.cfg)
	Decide(paging, Event{Kind: EventSearchResults, Results: &SearchResult{QueryHash: st.Query.Hash, Products: products(3)}}, t0, c.cfg)
	Decide(st, Event{Kind: EventCardAction, ProductID: "p1"}, t0, c.cfg)
	if after, _ := json.Marshal(st); string(snapshot) != string(after) {
		t.Fatal("Decide changed its input state")
	}
	if got := st.ShownProductIDs[:3][2]; got != "" {
		t.Fatalf("Decide wrote %q into the caller's array", got)
	}
	if got := st.Recent[:len(st.Recent)+1][len(st.Recent)]; got != (Turn{}) {
		t.Fatalf("Decide wrote %+v into the caller's array", got)
	}
}

// TestThroughUnderstand runs a conversation on i18n.Understand's readings,
// attached to each message as the runner does (Decide never reads text).
func TestThroughUnderstand(t *testing.T) {
	t.Parallel()
	c := setup(t)
	say := func(text string) {
		t.Helper()
		c.n++
		u := i18n.Understand(text)
		c.do(Event{Kind: EventUserMessage, MessageID: fmt.Sprintf("m%d", c.n), Text: text, Understanding: &u})
	}
	say("salam")
	c.wantKey(i18n.KeyGreeting)
	say("bghit caftan a7mer")
	if c.lastSearch == nil || c.lastSearch.Query.Text != "caftan a7mer" {
		t.Fatalf("search %+v", c.lastSearch)
	}
	c.answer(products(1, 2, 3, 4, 5), true)
	say("3tini ktar")
	c.wantState(Paginating)
	c.answer(products(6, 7, 8, 9), false)
	say("lakher")
	if p := c.st.Dialogue.PendingConfirmation.TargetID; p == nil || *p != "p9" {
		t.Fatalf("picked %v, want the last card p9", p)
	}
	say("bllati")
	c.wantKey(i18n.KeyHoldOn)
	say("the white linen one")
	if p := c.st.Dialogue.PendingConfirmation.TargetID; p == nil || *p != "p8" {
		t.Fatalf("picked %v, want p8 by its name", p)
	}
	say("WAKHA!")
	c.wantKey(i18n.KeyViewOptions)
	say("bghit nhder m3a chi wa7ed")
	c.wantState(Handoff)
	if c.st.Lang != i18n.Darija {
		t.Fatalf("lang %q", c.st.Lang)
	}
}

// An agent who resolves a conversation the bot still owned ends it: the
// next message starts afresh (no old question, no old result set), while
// products already shown stay shown.
func TestResolveOutsideHandoffStartsANewSession(t *testing.T) {
	t.Parallel()
	c := setup(t)
	c.searchAndShow("caftan", products(1, 2, 3), true)
	c.say("2", ordinalU(2))
	c.wantState(AwaitingConfirmation)
	c.do(Event{Kind: EventHumanResolved})
	c.wantState(Idle)
	d := c.st.Dialogue
	if d.PendingConfirmation.Action != nil || c.st.Query != nil || len(c.st.Results) != 0 || d.Pagination.LastQueryHash != nil {
		t.Fatalf("session state survived the resolve: %+v", c.st)
	}
	if len(c.st.ShownProductIDs) != 3 || d.LastUserMessageID == nil {
		t.Fatalf("shown products or trace ids lost: %+v", c.st)
	}
	if len(c.effects) != 0 {
		t.Fatalf("a resolve made the bot act: %v", kinds(c.effects))
	}
	// "zid" no longer continues the old search.
	c.lastSearch = nil
	c.say("zid", intentU(i18n.IntentShowMore))
	if c.lastSearch != nil && c.lastSearch.Query.Text == "caftan" {
		t.Fatal("show more continued the search of the resolved session")
	}
}
