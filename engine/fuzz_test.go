package engine

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/wakha/wakha/i18n"
)

// fuzzEvent picks the event of a fuzz case; search results answer the
// state's own query so the paging code is reached, not just the stale path.
func fuzzEvent(sel uint8, st State) Event {
	hash := "none"
	if st.Dialogue.Pagination.LastQueryHash != nil {
		hash = *st.Dialogue.Pagination.LastQueryHash
	}
	switch sel % 22 {
	case 0:
		return Event{Kind: EventUserMessage, MessageID: "f1", Text: "wakha", Understanding: ptr(decisionU(i18n.DecisionYes))}
	case 1:
		return Event{Kind: EventUserMessage, MessageID: "f2", Text: "la", Understanding: ptr(decisionU(i18n.DecisionNo))}
	case 2:
		return Event{Kind: EventUserMessage, MessageID: "f3", Text: "caftan", Understanding: ptr(searchU("caftan"))}
	case 3:
		return Event{Kind: EventUserMessage, MessageID: "f4", Text: "tani", Understanding: ptr(ordinalU(int(sel)/16 - 4))}
	case 4:
		return Event{Kind: EventUserMessage, MessageID: "f5", Text: "hmm", Understanding: ptr(unclearU())}
	case 5:
		return Event{Kind: EventQuickReply, MessageID: "f6", Meaning: MeaningShowMore}
	case 6:
		return Event{Kind: EventQuickReply, MessageID: "f7", Meaning: MeaningHuman}
	case 7:
		return Event{Kind: EventCardAction, ProductID: "p2"}
	case 8:
		return Event{Kind: EventSearchResults, Results: &SearchResult{QueryHash: hash, Products: products(1, 2, 3, 4, 5, 6, 7), More: sel&32 != 0}}
	case 9:
		return Event{Kind: EventSearchResults, Results: &SearchResult{QueryHash: hash}}
	case 10:
		return Event{Kind: EventSearchFailed, Reason: "boom"}
	case 11:
		return Event{Kind: EventHumanTookOver}
	case 12:
		return Event{Kind: EventHumanResolved}
	case 13:
		return Event{Kind: EventWidgetOpened}
	case 14:
		return Event{Kind: EventUserMessage, MessageID: "f8", Text: "safi", Understanding: ptr(decisionU(i18n.DecisionAmbiguous))}
	case 15:
		return Event{Kind: EventUserMessage, MessageID: "f9", Text: "b lon zr9?", Understanding: ptr(refineU(func(u *i18n.Understanding) {
			u.Color, u.Cheaper = "blue", sel&64 != 0
		}))}
	case 16:
		return Event{Kind: EventUserMessage, MessageID: "f10", Text: "ch7al?", Understanding: ptr(questionU(i18n.TopicPrice, ""))}
	case 17:
		return Event{Kind: EventQuickReply, MessageID: "f11", Meaning: MeaningDropFilter}
	case 18:
		return Event{Kind: EventUserMessage, MessageID: "f12", Text: "the blue one", Understanding: ptr(describedU(func(u *i18n.Understanding) {
			u.Color, u.Size = "blue", "L"
		}))}
	case 19:
		return Event{Kind: EventPaused, Until: ptr(t0.Add(time.Duration(sel) * time.Minute))}
	case 20:
		return Event{Kind: EventResumed}
	}
	return Event{Kind: EventTick}
}

func FuzzDecide(f *testing.F) {
	for i, s := range States {
		b, _ := json.Marshal(stateIn(s))
		f.Add(b, uint8(i), uint16(0))
		f.Add(b, uint8(i+8), uint16(400))
	}
	for _, seed := range []string{
		`{}`,
		`null`,
		`{"_v":1,"dialogue":{"state":"paginating","pagination":{"offset":5,"limit":5,"last_query_hash":"x"}},"query":{"text":"caftan","hash":"x"}}`,
		`{"_v":1,"dialogue":{"state":"awaiting_confirmation","pending_confirmation":{"action":"add_to_cart","target_id":"p1","created_at":"2026-08-18T11:00:00Z"},"pagination":{"limit":5}},"results":[{"id":"p1","name":"A"}]}`,
		`{"_v":1,"dialogue":{"state":"recommending","pagination":{"offset":9223372036854775807,"limit":5,"last_query_hash":"h"},"clarification_attempts":0},"query":{"text":"a","hash":"h"}}`,
		`{"_v":1,"dialogue":{"state":"idle","pagination":{"limit":7}}}`,
		`{"_v":1,"dialogue":{"state":"clarifying","clarification_attempts":2,"pagination":{"limit":5}},"intent_repeats":9223372036854775807,"consecutive_errors":2}`,
		`{"_v":1,"dialogue":{"state":"handoff","pagination":{"limit":1}},"handoff_reason":"low_confidence","shown_product_ids":["p1","p1",""]}`,
		`{"_v":1,"dialogue":{"state":"error","pagination":{"limit":5}},"results":[{"id":""},{"id":"p1"}],"earlier_results":null}`,
		`{"_v":1,"dialogue":{"state":"recommending","pagination":{"limit":5,"last_query_hash":"h"}},"query":{"text":"a","hash":"h"},"results":[{"id":"j1","price_minor":79000,"price_decimals":2,"colors":["blue"],"sizes":["M","L"]}],"awaiting":{"kind":"selection","options":["j1"],"since":"2026-08-18T12:00:00Z","until":"2026-08-18T12:02:00Z"},"soft_context":{"query":{"text":"a","hash":"h"},"action":"shown","until":"2026-08-18T12:05:00Z"}}`,
		`{"_v":1,"dialogue":{"state":"idle","pagination":{"limit":5}},"results":[{"id":"j1","sizes":["M","L"]}],"awaiting":{"kind":"input","question":"size","target":"j1","options":["M","L"],"since":"2026-08-18T12:00:00Z","until":"2026-08-18T12:02:00Z"},"refining":{"text":"b","color":"blue","hash":"x"}}`,
		`{"_v":1,"dialogue":{"state":"idle","pagination":{"limit":5}},"awaiting":{"kind":"confirmation","options":["p1"],"target":"p1","since":"2026-08-18T12:00:00Z","until":"2026-08-18T12:05:00Z"}}`,
		`{"_v":1,"dialogue":{"state":"idle","pagination":{"limit":5}},"paused":{"since":"2026-08-18T12:00:00Z","until":"2026-08-18T13:00:00Z"}}`,
		`{"_v":1,"dialogue":{"state":"idle","pagination":{"limit":5}},"paused":{"since":"2026-08-18T12:00:00Z","until":"2026-08-18T11:00:00Z"}}`,
	} {
		f.Add([]byte(seed), uint8(len(seed)), uint16(len(seed)*7))
	}
	f.Fuzz(func(t *testing.T, data []byte, sel uint8, jump uint16) {
		var st State
		if json.Unmarshal(data, &st) != nil {
			return
		}
		ev := fuzzEvent(sel, st)
		now := t0.Add(time.Duration(jump) * time.Second)
		out, eff := Decide(st, ev, now, DefaultConfig())
		if err := Validate(out); err != nil {
			t.Fatalf("output invalid: %v", err)
		}
		shown := map[string]bool{}
		for _, id := range st.ShownProductIDs {
			shown[id] = true
		}
		valid := Validate(st) == nil
		for _, e := range eff {
			if len(e.Cards) > MaxCards {
				t.Fatalf("%d cards", len(e.Cards))
			}
			for _, p := range e.Cards {
				if shown[p.ID] {
					t.Fatalf("product %q shown again", p.ID)
				}
				shown[p.ID] = true
			}
			if tr := e.Transition; tr != nil {
				if tr.Trigger == TriggerInconsistency {
					if valid {
						t.Fatalf("valid state reset: %s", tr.Reason)
					}
				} else if !Allowed(tr.From, tr.To, tr.Trigger) {
					t.Fatalf("transition %+v not in the table", *tr)
				}
			}
		}
	})
}
