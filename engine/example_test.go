package engine_test

import (
	"fmt"
	"time"

	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/i18n"
)

// A shopper asks for a caftan: Decide asks the runner to search, then turns
// the catalog's answer into a page of cards.
func ExampleDecide() {
	cfg := engine.DefaultConfig()
	now := time.Date(2026, 8, 18, 12, 0, 0, 0, time.UTC)
	st := engine.NewState(cfg)

	st, effects := engine.Decide(st, engine.Event{
		Kind:      engine.EventUserMessage,
		MessageID: "m1",
		Text:      "bghit caftan a7mer",
		Understanding: &i18n.Understanding{
			Lang: i18n.Darija, Intent: i18n.IntentProductSearch,
			Query: "caftan a7mer", Terms: []string{"caftan", "a7mer"}, Confidence: 0.9,
		},
	}, now, cfg)
	search := effects[0].Search
	fmt.Println(effects[0].Kind, search.Query.Text, search.Offset, search.Limit, st.Dialogue.State)

	// The runner runs the search and feeds the answer back.
	st, effects = engine.Decide(st, engine.Event{
		Kind: engine.EventSearchResults,
		Results: &engine.SearchResult{
			QueryHash: search.Query.Hash,
			Products: []engine.Product{
				{ID: "101", Name: "Caftan Fassi", Price: "890,00 د.م.", Permalink: "https://souk.example.com/p/101"},
				{ID: "102", Name: "Caftan Rbati", Price: "1 200,00 د.م.", Permalink: "https://souk.example.com/p/102"},
			},
			More: true,
		},
	}, now, cfg)
	for _, e := range effects {
		switch e.Kind {
		case engine.EffectTransition:
			fmt.Println(e.Kind, e.Transition.From, "->", e.Transition.To)
		case engine.EffectReply:
			fmt.Println(e.Kind, e.Message.Key, e.Message.Args)
		case engine.EffectCards:
			fmt.Println(e.Kind, len(e.Cards))
		case engine.EffectQuickReplies:
			fmt.Println(e.Kind, e.Options[0].Meaning, e.Options[1].Meaning)
		}
	}
	fmt.Println(st.Dialogue.State, st.ShownProductIDs)
	// Output:
	// search caftan a7mer 0 5 idle
	// transition idle -> recommending
	// reply results_intro [caftan a7mer]
	// cards 2
	// quick_replies show_more human
	// recommending [101 102]
}
