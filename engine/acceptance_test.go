package engine

import (
	"slices"
	"testing"
	"time"

	"github.com/wakha/wakha/i18n"
)

// The seven acceptance checks of spec §8, one test each.

func TestAcceptance1_ClarificationCapHandsOff(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		// reach leaves the conversation with clarification_attempts = 2.
		reach func(c *conv)
		// next is the unresolved turn that would need a third clarification.
		next func(c *conv)
	}{
		{
			name:  "unknown messages from idle",
			reach: func(c *conv) { c.say("hmm", unclearU()); c.say("euh", unclearU()) },
			next:  func(c *conv) { c.say("???", unclearU()) },
		},
		{
			name:  "underspecified search",
			reach: func(c *conv) { c.say("hmm", unclearU()); c.say("wach kayn", unclearU()) },
			next: func(c *conv) {
				c.say("below 200", i18n.Understanding{Intent: i18n.IntentProductSearch, MaxPrice: 200, Confidence: 0.8})
			},
		},
		{
			name: "pick with nothing to pick from",
			reach: func(c *conv) {
				c.say("hmm", unclearU())
				c.say("the second", ordinalU(2))
			},
			next: func(c *conv) { c.say("the third", ordinalU(3)) },
		},
		{
			name: "unclear answer to a re-asked confirmation",
			reach: func(c *conv) {
				c.searchAndShow("caftan", products(1, 2, 3), false)
				c.say("hmm", unclearU())                                  // recommending → clarifying (1)
				c.say("the second", ordinalU(2))                          // clarifying → awaiting_confirmation
				c.say("wakha walakin", decisionU(i18n.DecisionAmbiguous)) // awaiting → clarifying (2)
			},
			next: func(c *conv) { c.say("safi baraka", decisionU(i18n.DecisionAmbiguous)) },
		},
		{
			name: "unclear answer while awaiting confirmation",
			reach: func(c *conv) {
				c.searchAndShow("caftan", products(1, 2, 3), false)
				c.say("hmm", unclearU())
				c.say("euh", unclearU())
				c.say("the first", ordinalU(1)) // clarifying (2) → awaiting_confirmation
			},
			next: func(c *conv) { c.say("yak?", unclearU()) },
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := setup(t)
			tt.reach(c)
			if got := c.st.Dialogue.ClarificationAttempts; got != 2 {
				t.Fatalf("clarification_attempts = %d, want 2 (state %s)", got, c.st.Dialogue.State)
			}
			tt.next(c)
			c.wantState(Handoff)
			if c.st.HandoffReason != ReasonLowConfidence {
				t.Fatalf("handoff reason = %q, want low_confidence", c.st.HandoffReason)
			}
			if !slices.ContainsFunc(c.effects, func(e Effect) bool {
				return e.Kind == EffectHandoff && e.HandoffReason == ReasonLowConfidence
			}) {
				t.Fatalf("no handoff effect with low_confidence in %v", kinds(c.effects))
			}
			c.wantKey(i18n.KeyHandoff)
			if c.st.Dialogue.ClarificationAttempts != 0 {
				t.Fatalf("attempts not reset on entering handoff")
			}
		})
	}
}

func TestAcceptance2_RepeatedIntentClarifies(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		turns func(c *conv) // the first two product_search turns, without progress
	}{
		{
			name: "same empty search",
			turns: func(c *conv) {
				c.searchAndShow("unicorn", nil, false)
				c.searchAndShow("unicorn", nil, false)
			},
		},
		{
			name: "different empty searches",
			turns: func(c *conv) {
				c.searchAndShow("unicorn", nil, false)
				c.searchAndShow("dragon", nil, false)
			},
		},
		{
			name: "cards already shown again",
			turns: func(c *conv) {
				c.searchAndShow("caftan", products(1), false) // progress: resets the count
				c.searchAndShow("caftan", products(1), false) // only p1 again: no new card
				c.searchAndShow("caftan", products(1), false)
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := setup(t)
			tt.turns(c)
			if c.st.IntentRepeats != 2 {
				t.Fatalf("intent_repeats = %d before the third repeat, want 2", c.st.IntentRepeats)
			}
			c.say("unicorn", searchU("unicorn"))
			c.wantState(Clarifying)
			c.wantKey(i18n.KeyClarifyRepeat)
			if hasKind(c.effects, EffectSearch) {
				t.Fatal("the third repeat still searched")
			}
			if got := *c.st.Dialogue.LastIntent; got != string(i18n.IntentProductSearch) {
				t.Fatalf("last_intent = %q", got)
			}
		})
	}

	t.Run("progress resets the count", func(t *testing.T) {
		t.Parallel()
		c := setup(t)
		c.searchAndShow("unicorn", nil, false)
		c.searchAndShow("caftan", products(1, 2), false) // new cards
		c.searchAndShow("unicorn", nil, false)
		c.wantState(Idle)
		if c.st.IntentRepeats != 1 {
			t.Fatalf("intent_repeats = %d, want 1", c.st.IntentRepeats)
		}
	})
}

func TestAcceptance3_ShowMoreAdvancesOffsetWithoutDuplicates(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		showMore func(c *conv)
	}{
		{"quick reply", func(c *conv) { c.click(MeaningShowMore) }},
		{"typed", func(c *conv) { c.say("3tini ktar", intentU(i18n.IntentShowMore)) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := setup(t)
			c.searchAndShow("caftan", products(1, 2, 3, 4, 5), true)
			pg := c.st.Dialogue.Pagination
			if pg.Limit != 5 || pg.Offset != 0 {
				t.Fatalf("pagination = %+v, want limit 5 offset 0", pg)
			}
			hash := *pg.LastQueryHash

			tt.showMore(c)
			c.wantState(Paginating)
			pg = c.st.Dialogue.Pagination
			if pg.Offset != 5 || *pg.LastQueryHash != hash {
				t.Fatalf("after show_more: offset %d hash %s, want 5 and %s", pg.Offset, *pg.LastQueryHash, hash)
			}
			req := c.lastSearch
			if req.Offset != 5 || req.Limit != 5 || !slices.Equal(req.Exclude, []string{"p1", "p2", "p3", "p4", "p5"}) {
				t.Fatalf("search request = %+v", req)
			}

			// A misbehaving catalog repeats p3 and p5 and one id twice.
			c.answer(products(3, 6, 5, 7, 7, 8, 9, 10), true)
			c.wantState(Recommending)
			c.wantKey(i18n.KeyMoreIntro)
			if got := cardIDs(c.effects); !slices.Equal(got, []string{"p6", "p7", "p8", "p9", "p10"}) {
				t.Fatalf("cards = %v, want p6..p10", got)
			}
			if got := c.st.ShownProductIDs; len(got) != 10 || len(slices.Compact(slices.Sorted(slices.Values(got)))) != 10 {
				t.Fatalf("shown = %v, want 10 distinct ids", got)
			}
		})
	}
}

// pendingConv returns a conversation awaiting confirmation for p2 (no add-to-cart URL) or p1.
func pendingConv(t *testing.T, pick int) *conv {
	c := setup(t)
	c.searchAndShow("caftan", products(1, 2, 3), false)
	c.say("the one", ordinalU(pick))
	c.wantState(AwaitingConfirmation)
	return c
}

// understand reads text the way the runner does, through i18n.
func understand(text string) i18n.Understanding { return i18n.Understand(text) }

func TestAcceptance4_TypedWakhaConfirms(t *testing.T) {
	t.Parallel()
	for _, typed := range []string{"wakha", "Wakha", "  WAKHA "} {
		t.Run(typed, func(t *testing.T) {
			t.Parallel()
			c := pendingConv(t, 1)
			if d := i18n.ParseDecision(typed); d != i18n.DecisionYes {
				t.Fatalf("ParseDecision(%q) = %q", typed, d)
			}
			c.say(typed, understand(typed))
			msg := message(c.effects, i18n.KeyAddToCartLink)
			if msg == nil || msg.Args[0] != "Red Silk Caftan" || msg.Args[1] != product(1).AddToCartURL {
				t.Fatalf("effects %v, want the add-to-cart link of p1", kinds(c.effects))
			}
			if c.st.Dialogue.PendingConfirmation != (PendingConfirmation{}) {
				t.Fatalf("pending not cleared: %+v", c.st.Dialogue.PendingConfirmation)
			}
			c.wantState(Recommending) // p2 and p3 can still be picked
		})
	}
	t.Run("product with options", func(t *testing.T) {
		t.Parallel()
		c := pendingConv(t, 2)
		c.say("wakha", understand("wakha"))
		if msg := message(c.effects, i18n.KeyViewOptions); msg == nil || msg.Args[1] != product(2).Permalink {
			t.Fatalf("effects %v, want view_options with the permalink", kinds(c.effects))
		}
	})
}

func TestAcceptance5_TypedLaCancels(t *testing.T) {
	t.Parallel()
	for _, typed := range []string{"la", "LA!", "Laaaa"} {
		t.Run(typed, func(t *testing.T) {
			t.Parallel()
			acceptance5(t, typed)
		})
	}
}

func acceptance5(t *testing.T, typed string) {
	c := pendingConv(t, 1)
	if d := i18n.ParseDecision(typed); d != i18n.DecisionNo {
		t.Fatalf("ParseDecision(%q) = %q", typed, d)
	}
	c.say(typed, understand(typed))
	c.wantKey(i18n.KeyCancelled)
	c.wantState(Idle)
	if hasKey(c.effects, i18n.KeyAddToCartLink) {
		t.Fatal("cancelled confirmation still sent the link")
	}
	if c.st.Dialogue.PendingConfirmation != (PendingConfirmation{}) {
		t.Fatal("pending not cleared")
	}
	if got := c.trans[len(c.trans)-1]; got.Trigger != TriggerCancelled {
		t.Fatalf("last transition %+v", got)
	}
}

func TestAcceptance6_ExpiredConfirmationReturnsToIdle(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		next  func(c *conv)
		extra func(t *testing.T, c *conv)
	}{
		{name: "typed yes", next: func(c *conv) { c.say("wakha", decisionU(i18n.DecisionYes)) },
			extra: func(t *testing.T, c *conv) {
				if hasKey(c.effects, i18n.KeyAddToCartLink) {
					t.Fatal("expired confirmation was accepted")
				}
			}},
		{name: "quick reply yes", next: func(c *conv) { c.click(MeaningConfirm) }},
		{name: "unrelated message", next: func(c *conv) { c.say("salam", intentU(i18n.IntentGreeting)) },
			extra: func(t *testing.T, c *conv) { c.wantKey(i18n.KeyGreeting) }},
		{name: "tick", next: func(c *conv) { c.do(Event{Kind: EventTick}) }},
		{name: "new search continues from idle", next: func(c *conv) { c.say("babouche", searchU("babouche")) },
			extra: func(t *testing.T, c *conv) {
				if !hasKind(c.effects, EffectSearch) {
					t.Fatalf("no search after expiry: %v", kinds(c.effects))
				}
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := pendingConv(t, 1)
			c.now = c.now.Add(5*time.Minute + time.Second)
			tt.next(c)
			c.wantState(Idle)
			if c.st.Dialogue.PendingConfirmation != (PendingConfirmation{}) {
				t.Fatalf("pending not cleared: %+v", c.st.Dialogue.PendingConfirmation)
			}
			if msg := message(c.effects, i18n.KeyConfirmExpired); msg == nil || msg.Args[0] != "Red Silk Caftan" {
				t.Fatalf("no confirm_expired prompt in %v", kinds(c.effects))
			}
			if !slices.ContainsFunc(c.trans, func(tr Transition) bool { return tr.Trigger == TriggerConfirmationExpired }) {
				t.Fatal("no confirmation_expired transition")
			}
			if tt.extra != nil {
				tt.extra(t, c)
			}
		})
	}
	t.Run("not yet expired", func(t *testing.T) {
		t.Parallel()
		c := pendingConv(t, 1)
		c.now = c.now.Add(5*time.Minute - time.Second)
		c.do(Event{Kind: EventTick})
		c.wantState(AwaitingConfirmation)
		if len(c.effects) != 0 {
			t.Fatalf("tick before expiry did %v", kinds(c.effects))
		}
	})
}

func TestAcceptance7_InconsistentStateResetsToIdle(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		corrupt func(st *State)
	}{
		{"unknown state value", func(st *State) { st.Dialogue.State = "browsing" }},
		{"empty state value", func(st *State) { st.Dialogue.State = "" }},
		{"awaiting without pending", func(st *State) { st.Dialogue.PendingConfirmation = PendingConfirmation{} }},
		{"pending without created_at", func(st *State) { st.Dialogue.PendingConfirmation.CreatedAt = nil }},
		{"pending with unreadable created_at", func(st *State) { st.Dialogue.PendingConfirmation.CreatedAt = ptr("yesterday") }},
		{"pending with unknown action", func(st *State) { st.Dialogue.PendingConfirmation.Action = ptr("delete_account") }},
		{"pending left over in recommending", func(st *State) { st.Dialogue.State = Recommending }},
		{"recommending without query", func(st *State) {
			st.Dialogue.State = Recommending
			st.Dialogue.PendingConfirmation = PendingConfirmation{}
			st.Query = nil
		}},
		{"paginating without query", func(st *State) {
			st.Dialogue.State = Paginating
			st.Dialogue.PendingConfirmation = PendingConfirmation{}
			st.Query = nil
		}},
		{"limit 0", func(st *State) { st.Dialogue.Pagination.Limit = 0 }},
		{"limit 6", func(st *State) { st.Dialogue.Pagination.Limit = 6 }},
		{"negative offset", func(st *State) { st.Dialogue.Pagination.Offset = -5 }},
		{"negative attempts", func(st *State) { st.Dialogue.ClarificationAttempts = -1 }},
		{"attempts above the cap", func(st *State) { st.Dialogue.ClarificationAttempts = 3 }},
		{"negative error count", func(st *State) { st.ConsecutiveErrors = -2 }},
		{"wrong schema version", func(st *State) { st.V = 99 }},
		{"handoff reason outside handoff", func(st *State) { st.HandoffReason = ReasonLowConfidence }},
	}
	events := []Event{
		{Kind: EventUserMessage, MessageID: "u-42", Text: "wakha", Understanding: ptr(decisionU(i18n.DecisionYes))},
		{Kind: EventTick},
		{Kind: EventQuickReply, MessageID: "u-42", Meaning: MeaningShowMore},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			for _, ev := range events {
				st := stateIn(AwaitingConfirmation)
				tt.corrupt(&st)
				if Validate(st) == nil {
					t.Fatal("Validate accepted the inconsistent state")
				}
				out, all := Decide(st, ev, t0.Add(time.Minute), DefaultConfig())
				eff := core(all)
				if err := Validate(out); err != nil {
					t.Fatalf("reset state invalid: %v", err)
				}
				if out.Dialogue.State != Idle {
					t.Fatalf("%s: state %s, want idle", ev.Kind, out.Dialogue.State)
				}
				if out.Dialogue.PendingConfirmation != (PendingConfirmation{}) {
					t.Fatalf("pending not cleared")
				}
				wantUser := "u-41"
				if ev.MessageID != "" {
					wantUser = ev.MessageID
				}
				if *out.Dialogue.LastUserMessageID != wantUser || *out.Dialogue.LastAgentMessageID != "a-40" {
					t.Fatalf("trace ids lost: %v %v", *out.Dialogue.LastUserMessageID, *out.Dialogue.LastAgentMessageID)
				}
				if len(eff) != 2 || eff[0].Transition == nil || eff[0].Transition.Trigger != TriggerInconsistency ||
					eff[0].Transition.To != Idle || !hasKey(eff, i18n.KeyFallback) {
					t.Fatalf("%s: effects %v, want the reset and the fallback line only", ev.Kind, kinds(eff))
				}
				if !slices.Equal(out.ShownProductIDs, []string{"p1", "p2", "p3"}) {
					t.Fatalf("shown ids lost: %v", out.ShownProductIDs)
				}
			}
		})
	}
}
