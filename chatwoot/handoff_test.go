package chatwoot_test

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wakha/wakha/chatwoot"
	"github.com/wakha/wakha/chatwoot/fake"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/i18n"
)

// TestHandoffWithAutoAssignTeam plays a whole handoff against a Chatwoot
// whose handoff team auto-assigns: the agent gets the conversation at the
// team assignment, still pending, and wakha gets an assignee change in the
// middle of its own handoff. The agent must find the note and the shopper's
// line already there, and the echo of the assignment wakha caused must
// change nothing: no new handoff reason, no message.
func TestHandoffWithAutoAssignTeam(t *testing.T) {
	t.Parallel()
	for _, opts := range []fake.Options{{}, {HandoffKeepsBot: true}, {Version: "4.15.1"}, {Version: "4.13.0"}} {
		t.Run(fmt.Sprintf("%s keeps bot %v", map[bool]string{true: opts.Version, false: "4.16.2"}[opts.Version != ""], opts.HandoffKeepsBot), func(t *testing.T) {
			t.Parallel()
			e := newEnv(t, opts, nil)
			e.fake.AddAutoAssignTeam(4, "Ventes")
			var mu sync.Mutex
			var echoes []fake.Delivery
			e.fake.OnWebhook(func(d fake.Delivery) {
				mu.Lock()
				defer mu.Unlock()
				echoes = append(echoes, d)
			})

			cfg := engine.DefaultConfig()
			now := time.Date(2026, 8, 18, 12, 0, 0, 0, time.UTC)
			st, effects := engine.Decide(engine.NewState(cfg), engine.Event{Kind: engine.EventUserMessage, MessageID: "9876", Text: "bghit nhder m3a chi wa7ed", Understanding: understood("bghit nhder m3a chi wa7ed")}, now, cfg)
			if st.Dialogue.State != engine.Handoff || st.HandoffReason != engine.ReasonUserRequested {
				t.Fatalf("engine did not hand off: %+v", st.Dialogue)
			}
			for _, o := range chatwoot.Render(effects, i18n.Darija, chatwoot.RenderOptions{HandoffTeamID: 4, Summary: "shopper: bghit nhder m3a chi wa7ed"}) {
				if _, err := e.send(t, o); err != nil {
					t.Fatalf("Send %v: %v", o, err)
				}
			}
			noViolations(t, e.fake)

			hs := e.fake.Handovers()
			if len(hs) != 2 || hs[0].Reason != fake.HandoverTeamAssigned || hs[1].Reason != fake.HandoverOpened {
				t.Fatalf("handovers %+v", hs)
			}
			for _, h := range hs {
				note := slices.IndexFunc(h.Messages, func(m fake.Message) bool { return m.Private })
				line := slices.IndexFunc(h.Messages, func(m fake.Message) bool { return !m.Private && m.Content == txt(i18n.Darija, i18n.KeyHandoff) })
				if note < 0 || line < 0 {
					t.Errorf("at %s (%s) the agent found no note or no line to the shopper: %+v", h.Reason, h.Status, h.Messages)
				}
			}
			if hs[0].Status != chatwoot.StatusPending || e.fake.Status(e.conv.AccountID, e.conv.ID) != chatwoot.StatusOpen {
				t.Errorf("team assigned while %s; now %s", hs[0].Status, e.fake.Status(e.conv.AccountID, e.conv.ID))
			}

			// Everything Chatwoot sent back goes through the engine, as the runner would.
			e.fake.Flush()
			mu.Lock()
			defer mu.Unlock()
			sawAssignment := false
			for _, d := range echoes {
				in, err := chatwoot.Parse(d.Body)
				if err != nil {
					t.Fatalf("echo %s: %v", d.Event, err)
				}
				if !in.Handle {
					continue
				}
				if in.EngineEvent.Reason == chatwoot.TakeoverAssigned && strings.Contains(string(d.Body), `"team_id"`) {
					sawAssignment = true
				}
				now = now.Add(time.Second)
				var out []engine.Effect
				st, out = engine.Decide(st, in.EngineEvent, now, cfg)
				if st.Dialogue.State != engine.Handoff || st.HandoffReason != engine.ReasonUserRequested {
					t.Errorf("after %s (%s): state %s reason %q", d.Event, in.EngineEvent.Kind, st.Dialogue.State, st.HandoffReason)
				}
				if rendered := chatwoot.Render(out, i18n.Darija, chatwoot.RenderOptions{HandoffTeamID: 4}); len(rendered) != 0 {
					t.Errorf("after %s: wakha would send %v", d.Event, kinds(rendered))
				}
			}
			if !sawAssignment {
				t.Errorf("the team's auto-assignment never reached wakha: %d echoes", len(echoes))
			}
		})
	}
}

// understood attaches what the runner attaches: the engine does not read text.
func understood(text string) *i18n.Understanding {
	u := i18n.Understand(text)
	return &u
}
