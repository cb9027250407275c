package engine

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/wakha/wakha/i18n"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// goldenScripts are whole conversations; their events, effects and states
// are kept in testdata/<name>.golden.json.
var goldenScripts = map[string]func(c *conv){
	"search_page_pick_confirm": func(c *conv) {
		c.say("salam", i18n.Understanding{Lang: i18n.Darija, Intent: i18n.IntentGreeting, Confidence: 0.95})
		c.say("bghit caftan a7mer", searchU("caftan a7mer"))
		c.answer(products(1, 2, 3, 4, 5), true)
		c.now = c.now.Add(20 * time.Second)
		c.click(MeaningShowMore)
		c.answer(products(4, 6, 7), false) // p4 again: filtered
		c.now = c.now.Add(30 * time.Second)
		c.say("tani", ordinalU(2))
		c.say("wakha", decisionU(i18n.DecisionYes))
		c.say("shokran", intentU(i18n.IntentThanks))
	},
	"clarify_then_handoff": func(c *conv) {
		c.say("hmm", unclearU())
		c.say("chi haja", i18n.Understanding{Intent: i18n.IntentProductSearch, MaxPrice: 300, Confidence: 0.7})
		c.say("???", unclearU())
		c.say("allo", intentU(i18n.IntentGreeting)) // silent: a human owns it now
		c.do(Event{Kind: EventHumanResolved})
	},
	// Issue 10's conversation (spec 004), with the understandings i18n gives.
	"followups_issue10": func(c *conv) {
		u := searchU("jellaba l3id")
		u.Lang, u.Question = i18n.Darija, true
		c.say("3ndkom chi jellaba dyal l3id?", u)
		c.answer(jellabas(1, 2, 3, 4, 5), true)
		c.now = c.now.Add(20 * time.Second)
		c.say("kayna b lon zr9?", refineU(func(u *i18n.Understanding) { u.Color, u.Query, u.Terms = "blue", "zr9", []string{"zr9"} }))
		c.answer(jellabas(6, 9), false)
		c.now = c.now.Add(20 * time.Second)
		c.say("bghit tania", ordinalU(2))
		c.say("ch7al taman dyalha?", questionU(i18n.TopicPrice, ""))
		c.now = c.now.Add(time.Minute)
		c.say("w ta7t 500?", refineU(func(u *i18n.Understanding) { u.MaxPrice = 500 }))
		c.answer(nil, false) // nothing: the blue ones stay
		c.say("en bleu ?", refineU(func(u *i18n.Understanding) {
			u.Lang, u.Color, u.Query, u.Terms = i18n.French, "blue", "bleu", []string{"bleu"}
		}))
		c.answer(jellabas(10), false)
		c.say("anything cheaper?", refineU(func(u *i18n.Understanding) { u.Lang, u.Cheaper = i18n.English, true }))
		c.answer(nil, false)
		c.click(MeaningDropFilter)
		c.answer(jellabas(11), false)
		c.say("safi khlas", decisionU(i18n.DecisionNo))
	},
	// Spec 003: follow-ups after cards and after an expired confirmation,
	// an operator's pause, the abandonment, a new instance.
	"lifecycle_followups": func(c *conv) {
		c.say("bghit caftan", searchU("caftan"))
		c.answer(products(1, 2, 3), true)
		c.tick(10 * time.Minute) // the first follow-up: the cards
		c.say("tania", ordinalU(2))
		c.tick(5 * time.Minute)  // the confirmation expires
		c.tick(10 * time.Minute) // the follow-up re-offers the product
		c.do(Event{Kind: EventOperatorPaused})
		c.tick(3 * time.Hour)
		c.do(Event{Kind: EventOperatorResumed})
		c.tick(time.Minute)   // due during the pause; the re-offer's expiry comes first
		c.tick(2 * time.Hour) // the second and last follow-up
		c.tick(5 * time.Minute)
		c.tick(2 * time.Hour) // abandoned
		c.say("salam", intentU(i18n.IntentGreeting))
	},
	"expiry_errors_and_reset": func(c *conv) {
		c.say("babouche", searchU("babouche"))
		c.answer(products(3, 8), false)
		c.card("p8")
		c.tick(5 * time.Minute)
		for range 3 {
			c.say("tajine", searchU("tajine"))
			c.fail()
		}
		c.do(Event{Kind: EventHumanResolved})
		c.st.Dialogue.State = "shopping" // corrupted in storage
		c.say("salam", intentU(i18n.IntentGreeting))
	},
}

func TestGolden(t *testing.T) {
	t.Parallel()
	for name, script := range goldenScripts {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			c := setup(t)
			var steps []goldenStep
			c.record = &steps
			script(c)
			got, err := json.MarshalIndent(steps, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, '\n')
			path := filepath.Join("testdata", name+".golden.json")
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test ./engine -run TestGolden -update)", err)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("%s differs from the golden file; review and rerun with -update:\n%s", path, got)
			}
		})
	}
}
