package engine

import (
	"testing"

	"github.com/wakha/wakha/i18n"
)

// BenchmarkDecide measures one Decide call on the hot paths; each iteration
// starts from the same state (Decide is pure).
func BenchmarkDecide(b *testing.B) {
	cfg := DefaultConfig()
	c := setup(b)
	c.say("caftan", searchU("caftan"))
	searching := c.st
	results := Event{Kind: EventSearchResults, Results: &SearchResult{QueryHash: c.lastSearch.Query.Hash, Products: products(1, 2, 3, 4, 5), More: true}}
	c.do(results)
	// A longer conversation behind it: 40 products already shown.
	recommending := c.st
	for i := 6; i <= 45; i++ {
		recommending.ShownProductIDs = append(recommending.ShownProductIDs, product(i).ID)
	}
	c.st = recommending
	c.card("p2")
	awaiting := c.st

	// A follow-up refining the page of jellabas, and the catalog's answer.
	f := setup(b)
	f.searchAndShow("jellaba l3id", jellabas(1, 2, 3, 4, 5), true)
	shown := f.st
	refine := Event{Kind: EventUserMessage, MessageID: "m8", Text: "kayna b lon zr9?",
		Understanding: ptr(refineU(func(u *i18n.Understanding) { u.Color = "blue" }))}
	f.do(refine)
	refining := f.st
	refined := Event{Kind: EventSearchResults, Results: &SearchResult{QueryHash: f.lastSearch.Query.Hash, Products: jellabas(6, 9)}}

	// The engagement session (spec 000): a product page viewed, and the
	// tick at the end of its dwell that makes the offer.
	s := setup(b)
	s.now = t0.Add(-cfg.ProactiveDwell)
	browsing := s.st
	p := product(3)
	view := Event{Kind: EventPageView, ProductID: p.ID, Product: &p}
	s.do(view)
	dwelt := s.st

	cases := []struct {
		name string
		st   State
		ev   Event
	}{
		{"search_results", searching, results},
		{"show_more", recommending, Event{Kind: EventQuickReply, MessageID: "q9", Meaning: MeaningShowMore}},
		{"confirm", awaiting, Event{Kind: EventUserMessage, MessageID: "m9", Text: "wakha", Understanding: &i18n.Understanding{Intent: i18n.IntentConfirm, Decision: i18n.DecisionYes, Confidence: 1}}},
		{"refine", shown, refine},
		{"refined_results", refining, refined},
		{"product_question", awaiting, Event{Kind: EventUserMessage, MessageID: "m9", Text: "ch7al?", Understanding: ptr(questionU(i18n.TopicPrice, ""))}},
		{"page_view", browsing, view},
		{"offer", dwelt, Event{Kind: EventTick}},
	}
	for _, bc := range cases {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Decide(bc.st, bc.ev, t0, cfg)
			}
		})
	}
}
