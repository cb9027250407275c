package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/chatwoot/fake"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/i18n"
	icfake "github.com/wakha/wakha/intercom/fake"
	"github.com/wakha/wakha/internal/fakeclock"
	"github.com/wakha/wakha/internal/wait"
	"github.com/wakha/wakha/postgres"
	"github.com/wakha/wakha/postgres/pgtest"
)

const e2eAdminToken = "e2e-admin-token-0123456789abcdefghij"

// Spec 003 through the real service on Intercom, its clock stepped: the
// silent shopper gets the follow-ups on time and in their language, then
// the conversation is abandoned and closed in Intercom
// (FOLLOWUP_RESOLVE_ON_ABANDON); an operator pauses another conversation
// with `connector admin`, its messages wait, and the resume answers them.
func TestIntercomE2ELifecycle(t *testing.T) {
	t.Parallel()
	clock := fakeclock.New(time.Now())
	ic := startIntercom(t, newIntercom(t), pgtest.URL(t), map[string]string{
		"FOLLOWUP_RESOLVE_ON_ABANDON": "true", "ADMIN_TOKEN": e2eAdminToken,
	}, clock.Now)
	followUp := i18n.Render(i18n.French, i18n.KeyFollowUpCards)
	followUp = followUp[:strings.IndexAny(followUp, "?\u00a0")]

	conv := ic.open(t, "bonjour, je cherche un tajine")
	n := len(ic.waitFor(t, conv, 0, "the cards", partOfType("quick_reply")))
	ic.waitStored(t, conv, "a follow-up scheduled", func(v postgres.ConversationView, _ engine.State) bool {
		return v.LifecycleState == string(engine.LifecycleHeartbeatScheduled) && v.NextFollowUpAt != nil
	})
	withText := func(s string) func([]icfake.Part) bool {
		return func(ps []icfake.Part) bool {
			for _, p := range ps {
				if strings.Contains(p.Body, s) {
					return true
				}
			}
			return false
		}
	}
	advance(t, ic.instance, clock, 10*time.Minute+time.Second)
	n += len(ic.waitFor(t, conv, n, "the first follow-up, in French", withText(followUp)))
	advance(t, ic.instance, clock, 2*time.Hour+time.Second)
	n += len(ic.waitFor(t, conv, n, "the second follow-up", withText(followUp)))
	if got := ic.settle(t, conv); len(got) != n {
		t.Fatalf("more than the follow-ups:\n%s", describeParts(got))
	}
	advance(t, ic.instance, clock, 2*time.Hour+time.Second)
	ic.waitFor(t, conv, n, "the close of the abandoned conversation", partOfType("close"))
	v, st := ic.waitStored(t, conv, "abandoned", func(v postgres.ConversationView, _ engine.State) bool {
		return v.LifecycleState == string(engine.LifecycleAbandoned)
	})
	if st.Lifecycle.FollowUps != 2 || v.WakeAt != nil {
		t.Fatalf("abandoned with %d follow-ups, wake %v", st.Lifecycle.FollowUps, v.WakeAt)
	}
	if c, _ := ic.p.fake.Conversation(conv); c.State != "closed" {
		t.Fatalf("Intercom shows the conversation %q, want closed", c.State)
	}

	// An operator's pause, through the CLI and the service's admin API.
	other := ic.open(t, "tajine")
	m := len(ic.waitFor(t, other, 0, "the cards", partOfType("quick_reply")))
	cv, _ := ic.stored(t, other)
	admin := func(args ...string) map[string]any {
		t.Helper()
		var out bytes.Buffer
		getenv := func(k string) string {
			return map[string]string{"ADMIN_TOKEN": e2eAdminToken, "ADMIN_URL": ic.url}[k]
		}
		if err := run(context.Background(), append([]string{"admin"}, args...), getenv, &out); err != nil {
			t.Fatalf("connector admin %v: %v", args, err)
		}
		var got map[string]any
		if err := json.Unmarshal(out.Bytes(), &got); err != nil {
			t.Fatalf("connector admin %v printed %q", args, out.String())
		}
		return got
	}
	id := itoaID(cv.ID)
	admin("pause", id)
	ic.say(t, other, "zid")
	// Stored and held: the runners skip the conversation (settle would wait for it forever).
	list := admin("list", "--lifecycle", "PAUSED")
	rows := list["conversations"].([]any)
	if len(rows) != 1 || rows[0].(map[string]any)["events_pending"].(float64) != 1 {
		t.Fatalf("paused list %v", list)
	}
	advance(t, ic.instance, clock, time.Hour) // timers due meanwhile wait too
	if got := ic.botParts(other); len(got) != m {
		t.Fatalf("answered while paused:\n%s", describeParts(got[m:]))
	}
	admin("resume", id)
	ic.waitFor(t, other, m, "the next page after the resume", partOfType("quick_reply"))
	shown := admin("show", id)
	if shown["lifecycle_state"] == "PAUSED" || len(shown["transitions"].([]any)) == 0 {
		t.Fatalf("show after the resume: %v", shown["lifecycle_state"])
	}
	// Without the token: 401.
	req, _ := http.NewRequest(http.MethodGet, ic.url+"/admin/conversations", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnauthorized {
		t.Fatalf("admin API without a token: %d", resp.StatusCode)
	}
}

func itoaID(n int64) string { return strconv.FormatInt(n, 10) }

// Chatwoot: an agent handing the conversation back to the bot (status back
// to pending) makes wakha answer again; the lifecycle goes from
// NEEDS_HUMAN_INTERVENTION back to ACTIVE.
func TestE2EReturnedToBot(t *testing.T) {
	t.Parallel()
	p, inst, c := setup(t, nil)
	p.say(t, inst, c, "I want to talk to a human")
	wait.For(t, "the conversation opened for humans", func() (bool, string) {
		status := p.fake.Status(c.AccountID, c.ID)
		return status == "open", "status " + status
	})
	n := len(p.settle(t, inst, c))
	key := wakha.ConvKey{Platform: "chatwoot", AccountID: c.AccountID, ExternalID: c.ID}
	if v, err := inst.db.Conversation(context.Background(), key, 50); err != nil || v.LifecycleState != string(engine.LifecycleNeedsHuman) {
		t.Fatalf("after the handoff: %s %v", v.LifecycleState, err)
	}
	ds, err := p.fake.ReturnToBot(c.AccountID, c.ID)
	if err != nil || len(ds) == 0 {
		t.Fatalf("return to bot: %v %v", ds, err)
	}
	for _, d := range ds {
		deliver(t, inst, d, http.StatusOK)
	}
	p.settle(t, inst, c)
	v, err := inst.db.Conversation(context.Background(), key, 50)
	if err != nil || v.LifecycleState != string(engine.LifecycleActive) || v.DialogueState != string(engine.Idle) {
		t.Fatalf("after the return: lifecycle %s dialogue %s %v", v.LifecycleState, v.DialogueState, err)
	}
	p.say(t, inst, c, "robe rouge")
	p.waitFor(t, c, n, "an answer after the return", func(ms []fake.Message) bool { return len(ms) > 0 })
}

// Chatwoot, its clock stepped: two follow-ups to a silent shopper, then
// the abandoned conversation is resolved in Chatwoot
// (FOLLOWUP_RESOLVE_ON_ABANDON, toggle_status resolved).
func TestE2EAbandonedResolvedOnChatwoot(t *testing.T) {
	t.Parallel()
	clock := fakeclock.New(time.Now())
	p := newPlatform(t)
	inst := startClock(t, p, pgtest.URL(t), map[string]string{"FOLLOWUP_RESOLVE_ON_ABANDON": "true"}, clock.Now)
	p.echoTo(inst)
	c := p.fake.NewConversation(fake.ConversationOptions{})
	p.say(t, inst, c, "tajine")
	p.waitFor(t, c, 0, "the cards", contentType("cards"))
	n := len(p.settle(t, inst, c))
	for i, step := range []time.Duration{10 * time.Minute, 2 * time.Hour} {
		advance(t, inst, clock, step+time.Second)
		got := p.waitFor(t, c, n, "follow-up "+strconv.Itoa(i+1), func(ms []fake.Message) bool { return len(ms) > 0 })
		n += len(got)
		if s := p.fake.Status(c.AccountID, c.ID); s != "pending" {
			t.Fatalf("status %q after follow-up %d", s, i+1)
		}
	}
	advance(t, inst, clock, 2*time.Hour+time.Second)
	wait.For(t, "the abandoned conversation resolved in Chatwoot", func() (bool, string) {
		s := p.fake.Status(c.AccountID, c.ID)
		return s == "resolved", "status " + s
	})
	if got := p.settle(t, inst, c); len(got) != n {
		t.Fatalf("said more than the two follow-ups:\n%s", describe(got[n:]))
	}
	key := wakha.ConvKey{Platform: "chatwoot", AccountID: c.AccountID, ExternalID: c.ID}
	if v, err := inst.db.Conversation(context.Background(), key, 50); err != nil || v.LifecycleState != string(engine.LifecycleAbandoned) {
		t.Fatalf("lifecycle %s %v", v.LifecycleState, err)
	}
}
