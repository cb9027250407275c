package engine

import (
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/wakha/wakha/i18n"
)

// edgeScenarios drive Decide through each row of the table at least once.
var edgeScenarios = map[Edge]func(c *conv){
	{Idle, Recommending, TriggerProductSearch}: func(c *conv) { c.searchAndShow("caftan", products(1, 2), true) },
	{Idle, Clarifying, TriggerAmbiguousQuery}:  func(c *conv) { c.say("hmm", unclearU()) },
	{Idle, AwaitingConfirmation, TriggerNeedsConfirmation}: func(c *conv) {
		c.searchAndShow("caftan", products(1, 2), true)
		c.say("shokran", intentU(i18n.IntentThanks))
		c.say("the first", ordinalU(1))
	},
	{Idle, Error, TriggerRecoverableFailure}: func(c *conv) { c.say("caftan", searchU("caftan")); c.fail() },
	{Idle, Handoff, TriggerHumanRequested}:   func(c *conv) { c.say("bghit chi wa7ed", intentU(i18n.IntentHuman)) },
	{Idle, Handoff, TriggerPolicyCondition}:  func(c *conv) { c.do(Event{Kind: EventHumanTookOver}) },

	{Clarifying, Recommending, TriggerClarificationResolved}: func(c *conv) {
		c.say("hmm", unclearU())
		c.searchAndShow("caftan", products(1), false)
	},
	{Clarifying, AwaitingConfirmation, TriggerClarificationImpliesAction}: func(c *conv) {
		c.searchAndShow("caftan", products(1, 2), false)
		c.say("hmm", unclearU())
		c.say("the second", ordinalU(2))
	},
	{Clarifying, Clarifying, TriggerMoreClarification}: func(c *conv) { c.say("hmm", unclearU()); c.say("euh", unclearU()) },
	{Clarifying, Handoff, TriggerClarificationLimit}: func(c *conv) {
		c.say("hmm", unclearU())
		c.say("the second", ordinalU(2))
		c.say("euh", unclearU())
	},
	{Clarifying, Handoff, TriggerHumanRequested}:  func(c *conv) { c.say("hmm", unclearU()); c.click(MeaningHuman) },
	{Clarifying, Handoff, TriggerPolicyCondition}: func(c *conv) { c.say("hmm", unclearU()); c.do(Event{Kind: EventHumanTookOver}) },
	{Clarifying, Error, TriggerRecoverableFailure}: func(c *conv) {
		c.say("hmm", unclearU())
		c.say("caftan", searchU("caftan"))
		c.fail()
	},

	{Recommending, Paginating, TriggerShowMore}: func(c *conv) {
		c.searchAndShow("caftan", products(1, 2), true)
		c.click(MeaningShowMore)
	},
	{Recommending, AwaitingConfirmation, TriggerItemSelected}: func(c *conv) {
		c.searchAndShow("caftan", products(1, 2), true)
		c.card("p2")
	},
	{Recommending, Clarifying, TriggerRepeatedIntent}: func(c *conv) {
		c.st = stateIn(Recommending)
		c.st.Dialogue.LastIntent = ptr(string(i18n.IntentProductSearch))
		c.st.IntentRepeats = 2
		c.say("caftan", searchU("caftan"))
	},
	{Recommending, Clarifying, TriggerFilterAmbiguity}: func(c *conv) {
		c.searchAndShow("caftan", products(1, 2), true)
		c.say("hmm", unclearU())
	},
	{Recommending, Idle, TriggerResponseComplete}: func(c *conv) {
		c.searchAndShow("caftan", products(1, 2), true)
		c.say("shokran", intentU(i18n.IntentThanks))
	},
	{Recommending, Error, TriggerRecoverableFailure}: func(c *conv) {
		c.searchAndShow("caftan", products(1, 2), true)
		c.say("babouche", searchU("babouche"))
		c.fail()
	},
	{Recommending, Handoff, TriggerHumanRequested}: func(c *conv) {
		c.searchAndShow("caftan", products(1, 2), true)
		c.click(MeaningHuman)
	},
	{Recommending, Handoff, TriggerPolicyCondition}: func(c *conv) {
		c.searchAndShow("caftan", products(1, 2), true)
		c.do(Event{Kind: EventHumanTookOver, Reason: "assigned"})
	},

	{AwaitingConfirmation, Recommending, TriggerConfirmedNextResults}: func(c *conv) {
		c.searchAndShow("caftan", products(1, 2), true)
		c.card("p1")
		c.click(MeaningConfirm)
	},
	{AwaitingConfirmation, Idle, TriggerCancelled}: func(c *conv) {
		c.searchAndShow("caftan", products(1, 2), true)
		c.card("p1")
		c.click(MeaningCancel)
	},
	{AwaitingConfirmation, Idle, TriggerCompleted}: func(c *conv) {
		c.searchAndShow("caftan", products(1), false)
		c.card("p1")
		c.say("ah", decisionU(i18n.DecisionYes))
	},
	{AwaitingConfirmation, Idle, TriggerConfirmationExpired}: func(c *conv) {
		c.searchAndShow("caftan", products(1, 2), true)
		c.card("p1")
		c.tick(6 * time.Minute)
	},
	{AwaitingConfirmation, Clarifying, TriggerUnclearConfirmation}: func(c *conv) {
		c.searchAndShow("caftan", products(1, 2), true)
		c.card("p1")
		c.say("safi baraka", decisionU(i18n.DecisionAmbiguous))
	},
	{AwaitingConfirmation, Handoff, TriggerExpiryAmbiguity}: func(c *conv) {
		c.searchAndShow("caftan", products(1, 2), true)
		c.say("hmm", unclearU())
		c.say("euh", unclearU())
		c.card("p1")
		c.say("yak?", unclearU())
	},
	{AwaitingConfirmation, Handoff, TriggerHumanRequested}: func(c *conv) {
		c.searchAndShow("caftan", products(1, 2), true)
		c.card("p1")
		c.say("bghit nhder m3a chi wa7ed", intentU(i18n.IntentHuman))
	},
	{AwaitingConfirmation, Handoff, TriggerPolicyCondition}: func(c *conv) {
		c.searchAndShow("caftan", products(1, 2), true)
		c.card("p1")
		c.do(Event{Kind: EventHumanTookOver})
	},
	{AwaitingConfirmation, Error, TriggerExecutionFailure}: func(c *conv) {
		c.st = stateIn(AwaitingConfirmation)
		c.st.Dialogue.PendingConfirmation.TargetID = ptr("p404") // no longer remembered
		c.click(MeaningConfirm)
	},

	{Paginating, Recommending, TriggerNextPage}: func(c *conv) {
		c.searchAndShow("caftan", products(1, 2), true)
		c.click(MeaningShowMore)
		c.answer(products(3, 4), false)
	},
	{Paginating, Idle, TriggerNoMoreResults}: func(c *conv) {
		c.searchAndShow("caftan", products(1, 2), true)
		c.click(MeaningShowMore)
		c.answer(nil, false)
	},
	{Paginating, Clarifying, TriggerLostContext}: func(c *conv) {
		c.searchAndShow("caftan", products(1, 2), true)
		c.click(MeaningShowMore)
		c.do(Event{Kind: EventSearchResults, Results: &SearchResult{QueryHash: "not-the-same", Products: products(3)}})
	},
	{Paginating, Error, TriggerRecoverableFailure}: func(c *conv) {
		c.searchAndShow("caftan", products(1, 2), true)
		c.click(MeaningShowMore)
		c.fail()
	},

	{Error, Idle, TriggerFallbackPrepared}: func(c *conv) { c.say("caftan", searchU("caftan")); c.fail() },
	{Error, Handoff, TriggerRepeatedErrors}: func(c *conv) {
		for range 3 {
			c.say("caftan", searchU("caftan"))
			c.fail()
		}
	},
	{Error, Handoff, TriggerHumanRequested}:  func(c *conv) { c.st = stateIn(Error); c.click(MeaningHuman) },
	{Error, Handoff, TriggerPolicyCondition}: func(c *conv) { c.st = stateIn(Error); c.do(Event{Kind: EventHumanTookOver}) },

	{Handoff, Handoff, TriggerAwaitingHuman}: func(c *conv) {
		c.click(MeaningHuman)
		c.say("allo?", intentU(i18n.IntentGreeting))
	},
	{Handoff, Idle, TriggerHumanResolved}: func(c *conv) {
		c.click(MeaningHuman)
		c.do(Event{Kind: EventHumanResolved})
	},
}

func TestTransitionTableEdges(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	observed := map[Edge]bool{}
	t.Run("each", func(t *testing.T) {
		for _, e := range table {
			t.Run(fmt.Sprintf("%s->%s(%s)", e.From, e.To, e.Trigger), func(t *testing.T) {
				t.Parallel()
				scenario, ok := edgeScenarios[e]
				if !ok {
					t.Fatal("no scenario takes this edge")
				}
				c := setup(t)
				scenario(c)
				mu.Lock()
				defer mu.Unlock()
				for _, tr := range c.trans {
					got := Edge{tr.From, tr.To, tr.Trigger}
					if !Allowed(got.From, got.To, got.Trigger) {
						t.Errorf("emitted %v, not in the table", got)
					}
					observed[got] = true
				}
				if !slices.ContainsFunc(c.trans, func(tr Transition) bool { return Edge{tr.From, tr.To, tr.Trigger} == e }) {
					t.Fatalf("edge not taken; transitions: %v", c.trans)
				}
			})
		}
	})
	for _, e := range table {
		if !observed[e] {
			t.Errorf("edge %v never observed", e)
		}
	}
	if len(edgeScenarios) != len(table) {
		t.Errorf("%d scenarios for %d edges", len(edgeScenarios), len(table))
	}
}

// specPairs are the (from, to) pairs of spec §3, written out independently of the table.
var specPairs = map[[2]DialogueState]bool{
	{Idle, Recommending}: true, {Idle, Clarifying}: true, {Idle, AwaitingConfirmation}: true, {Idle, Error}: true, {Idle, Handoff}: true,
	{Clarifying, Recommending}: true, {Clarifying, AwaitingConfirmation}: true, {Clarifying, Clarifying}: true, {Clarifying, Handoff}: true, {Clarifying, Error}: true,
	{Recommending, Paginating}: true, {Recommending, AwaitingConfirmation}: true, {Recommending, Clarifying}: true, {Recommending, Idle}: true, {Recommending, Error}: true, {Recommending, Handoff}: true,
	{AwaitingConfirmation, Recommending}: true, {AwaitingConfirmation, Idle}: true, {AwaitingConfirmation, Clarifying}: true, {AwaitingConfirmation, Handoff}: true, {AwaitingConfirmation, Error}: true,
	{Paginating, Recommending}: true, {Paginating, Idle}: true, {Paginating, Clarifying}: true, {Paginating, Error}: true,
	{Error, Idle}: true, {Error, Handoff}: true,
	{Handoff, Handoff}: true, {Handoff, Idle}: true,
}

func TestTableHasExactlyTheSpecPairs(t *testing.T) {
	t.Parallel()
	inTable := map[[2]DialogueState]bool{}
	for _, e := range table {
		inTable[[2]DialogueState{e.From, e.To}] = true
		if !e.From.Valid() || !e.To.Valid() || e.Trigger == "" {
			t.Errorf("bad row %v", e)
		}
	}
	for p := range specPairs {
		if !inTable[p] {
			t.Errorf("spec edge %v missing from the table", p)
		}
	}
	for p := range inTable {
		if !specPairs[p] {
			t.Errorf("table edge %v is not in the spec", p)
		}
	}
	if len(specPairs) != 29 {
		t.Fatalf("spec §3 has 29 edges, listed %d", len(specPairs))
	}
}

// assertReset checks the spec §7 outcome of a move the table refuses.
func assertReset(t *testing.T, m *machine, ok bool, from DialogueState) {
	t.Helper()
	if ok {
		t.Fatal("move accepted")
	}
	st := m.st
	if st.Dialogue.State != Idle || st.Dialogue.PendingConfirmation != (PendingConfirmation{}) {
		t.Fatalf("state %s pending %+v, want idle with nothing pending", st.Dialogue.State, st.Dialogue.PendingConfirmation)
	}
	if *st.Dialogue.LastUserMessageID != "u-41" || *st.Dialogue.LastAgentMessageID != "a-40" {
		t.Fatal("trace ids lost")
	}
	if err := Validate(st); err != nil {
		t.Fatalf("reset state invalid: %v", err)
	}
	if len(m.effects) != 2 || m.effects[0].Transition == nil || m.effects[0].Transition.Trigger != TriggerInconsistency ||
		m.effects[0].Transition.From != from || !hasKey(m.effects, i18n.KeyFallback) {
		t.Fatalf("effects %v", kinds(m.effects))
	}
	if !m.aborted || m.move(Recommending, TriggerProductSearch, "") {
		t.Fatal("machine still acting after the reset")
	}
}

func TestDisallowedMovesReset(t *testing.T) {
	t.Parallel()
	cfg := DefaultConfig().normalized()
	for _, from := range States {
		for _, to := range States {
			if specPairs[[2]DialogueState{from, to}] {
				continue
			}
			t.Run(fmt.Sprintf("%s->%s", from, to), func(t *testing.T) {
				t.Parallel()
				for _, e := range table { // every trigger, none of which fits this pair
					m := &machine{st: stateIn(from), cfg: cfg, now: t0}
					m.effects = append(m.effects, Effect{Kind: EffectReply, Message: &Message{Key: i18n.KeyGreeting}})
					assertReset(t, m, m.move(to, e.Trigger, ""), from)
				}
			})
		}
	}
	t.Run("spec pair with a foreign trigger", func(t *testing.T) {
		t.Parallel()
		m := &machine{st: stateIn(Idle), cfg: cfg, now: t0}
		assertReset(t, m, m.move(Recommending, TriggerNextPage, ""), Idle)
	})
	t.Run("unknown from state", func(t *testing.T) {
		t.Parallel()
		st := stateIn(Idle)
		st.Dialogue.State = "shopping"
		m := &machine{st: st, cfg: cfg, now: t0}
		assertReset(t, m, m.move(Idle, TriggerFallbackPrepared, ""), "shopping")
	})
	t.Run("unknown to state", func(t *testing.T) {
		t.Parallel()
		m := &machine{st: stateIn(Idle), cfg: cfg, now: t0}
		assertReset(t, m, m.move("shopping", TriggerProductSearch, ""), Idle)
	})
}
