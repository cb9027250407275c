package main

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/chatwoot"
	"github.com/wakha/wakha/chatwoot/fake"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/i18n"
	"github.com/wakha/wakha/internal/wait"
	"github.com/wakha/wakha/postgres"
	"github.com/wakha/wakha/postgres/pgtest"
)

// The scenarios below play Chatwoot as it really is against a running
// connector: a handoff team that auto-assigns, and a handoff delivered after
// an agent resolved the conversation.

// viewer reads a conversation's stored state, to wait on what the connector
// committed instead of on time.
type viewer struct{ db *postgres.DB }

func newViewer(t *testing.T, dbURL string) viewer {
	t.Helper()
	db, err := postgres.Open(context.Background(), dbURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(db.Close)
	return viewer{db}
}

func (v viewer) view(t *testing.T, c fake.Conversation) (postgres.ConversationView, bool) {
	t.Helper()
	cv, err := v.db.Conversation(context.Background(), wakha.ConvKey{Platform: "chatwoot", AccountID: c.AccountID, ExternalID: c.ID}, 50)
	if errors.Is(err, wakha.ErrNotFound) {
		return cv, false
	}
	if err != nil {
		t.Fatal(err)
	}
	return cv, true
}

// waitView polls the stored conversation until cond holds.
func (v viewer) waitView(t *testing.T, c fake.Conversation, what string, cond func(postgres.ConversationView) bool) postgres.ConversationView {
	t.Helper()
	var cv postgres.ConversationView
	wait.For(t, what, func() (bool, string) {
		var ok bool
		cv, ok = v.view(t, c)
		return ok && cond(cv), fmt.Sprintf("stored: state %s reason %q, transitions %+v, outbox %+v", cv.DialogueState, cv.HandoffReason, cv.Transitions, cv.Outbox)
	})
	return cv
}

func outboxDone(cv postgres.ConversationView) bool {
	return len(cv.Outbox) > 0 && !slices.ContainsFunc(cv.Outbox, func(r wakha.OutboxRow) bool { return r.Status == wakha.OutboxPending })
}

func awaitingHuman(cv postgres.ConversationView) int {
	n := 0
	for _, tr := range cv.Transitions {
		if tr.Trigger == string(engine.TriggerAwaitingHuman) {
			n++
		}
	}
	return n
}

// TestE2EHandoffToAutoAssignTeam: CHATWOOT_HANDOFF_TEAM_ID names a team that
// auto-assigns. The agent gets the conversation at the team assignment,
// before the opening; they must find the note and the shopper's line, and
// the assignment wakha caused must neither change the handoff's reason nor
// make the bot speak.
func TestE2EHandoffToAutoAssignTeam(t *testing.T) {
	t.Parallel()
	p := newPlatform(t)
	p.fake.AddAutoAssignTeam(4, "Ventes")
	dbURL := pgtest.URL(t)
	inst := start(t, p, dbURL, map[string]string{"CHATWOOT_HANDOFF_TEAM_ID": "4"})
	p.echoTo(inst)
	v := newViewer(t, dbURL)
	c := p.fake.NewConversation(fake.ConversationOptions{})

	p.say(t, inst, c, "I want to talk to a human")
	// Two takeovers come back: the team's assignment (conversation_updated)
	// and the opening (status_changed, opened, updated: one fact). Each is
	// recorded as awaiting_human once processed, and the outbox rows of
	// those turns are committed with them.
	cv := v.waitView(t, c, "both echoes processed and every request sent", func(cv postgres.ConversationView) bool {
		return awaitingHuman(cv) == 2 && outboxDone(cv)
	})
	if cv.DialogueState != string(engine.Handoff) || cv.HandoffReason != string(engine.ReasonUserRequested) {
		t.Errorf("after the echoes: state %s reason %q, want handoff for user_requested", cv.DialogueState, cv.HandoffReason)
	}
	for _, tr := range cv.Transitions {
		if tr.Trigger == string(engine.TriggerAwaitingHuman) && tr.Reason != string(engine.ReasonHumanTookOver) {
			t.Errorf("transition %+v", tr)
		}
	}
	if msgs := p.botMessages(c); len(msgs) != 2 {
		t.Errorf("bot messages, want the note and the line only:\n%s", describe(msgs))
	}
	hs := p.fake.Handovers()
	if len(hs) != 2 || hs[0].Reason != fake.HandoverTeamAssigned || hs[0].Status != chatwoot.StatusPending {
		t.Fatalf("handovers %+v", hs)
	}
	line := strings.TrimSpace(i18n.Render(i18n.English, i18n.KeyHandoff))
	if !slices.ContainsFunc(hs[0].Messages, func(m fake.Message) bool { return m.Private }) ||
		!slices.ContainsFunc(hs[0].Messages, func(m fake.Message) bool { return !m.Private && m.Content == line }) {
		t.Errorf("the agent got the conversation without the note or the shopper's line:\n%s", describe(hs[0].Messages))
	}
	if got := p.fake.Status(c.AccountID, c.ID); got != chatwoot.StatusOpen {
		t.Errorf("status %s", got)
	}
}

// TestE2ELateHandoffDoesNotReopen: Chatwoot is unreachable while wakha
// hands a conversation over; meanwhile an agent resolves it. When Chatwoot
// is back the note and the line are delivered, but the opening is not: it
// would reopen the resolved conversation.
func TestE2ELateHandoffDoesNotReopen(t *testing.T) {
	t.Parallel()
	p := newPlatform(t)
	dbURL := pgtest.URL(t)
	inst := start(t, p, dbURL, map[string]string{"OUTBOX_MAX_ATTEMPTS": "1000"})
	p.echoTo(inst)
	v := newViewer(t, dbURL)
	c := p.fake.NewConversation(fake.ConversationOptions{})

	p.fake.Down(true)
	p.say(t, inst, c, "I want to talk to a human")
	v.waitView(t, c, "the handoff committed and its first request failed", func(cv postgres.ConversationView) bool {
		return cv.DialogueState == string(engine.Handoff) && len(cv.Outbox) > 0 && cv.Outbox[0].Attempts > 0
	})
	ds, err := p.fake.Resolve(c.AccountID, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range ds {
		deliver(t, inst, d, http.StatusOK)
	}
	v.waitView(t, c, "the resolve processed", func(cv postgres.ConversationView) bool {
		return cv.DialogueState == string(engine.Idle)
	})
	p.fake.Down(false)
	cv := v.waitView(t, c, "every request of the handoff done", outboxDone)

	if got := p.fake.Status(c.AccountID, c.ID); got != chatwoot.StatusResolved {
		t.Errorf("status %s: the late handoff reopened the resolved conversation", got)
	}
	for _, r := range p.fake.Requests() {
		if strings.HasSuffix(r.Path, "/toggle_status") {
			t.Errorf("toggle_status sent: %+v", r)
		}
	}
	for _, r := range cv.Outbox {
		if r.Status != wakha.OutboxSent {
			t.Errorf("outbox row %s is %s (%s), want sent", r.Kind, r.Status, r.LastError)
		}
	}
	if msgs := p.botMessages(c); len(msgs) != 2 {
		t.Errorf("want the note and the line delivered:\n%s", describe(msgs))
	}
}

// TestE2EOldChatwootHandsOffWithoutLabels: Chatwoot 4.13 refuses labels to
// bot tokens. Handoffs still complete, no row is dead-lettered, and the
// connector's log says once that labels are skipped.
func TestE2EOldChatwootHandsOffWithoutLabels(t *testing.T) {
	t.Parallel()
	p := newPlatformWith(t, fake.Options{Version: "4.13.0"})
	dbURL := pgtest.URL(t)
	// 4.13's conversation events carry no account.
	inst := start(t, p, dbURL, map[string]string{"CHATWOOT_ACCOUNT_ID": "1"})
	p.echoTo(inst)
	v := newViewer(t, dbURL)
	for range 2 {
		c := p.fake.NewConversation(fake.ConversationOptions{})
		p.say(t, inst, c, "I want to talk to a human")
		cv := v.waitView(t, c, "the handoff sent", outboxDone)
		for _, r := range cv.Outbox {
			if r.Status != wakha.OutboxSent {
				t.Errorf("outbox row %s is %s (%s)", r.Kind, r.Status, r.LastError)
			}
		}
		if got := p.fake.Status(c.AccountID, c.ID); got != chatwoot.StatusOpen {
			t.Errorf("status %s", got)
		}
		if got := p.fake.Labels(c.AccountID, c.ID); len(got) != 0 {
			t.Errorf("labels %v", got)
		}
	}
	if n := strings.Count(inst.logs.String(), "handoff labels are skipped"); n != 1 {
		t.Errorf("%d warnings about labels, want one for the process", n)
	}
	for _, r := range p.fake.Requests() {
		if strings.HasSuffix(r.Path, "/labels") {
			t.Errorf("labels requested on 4.13: %+v", r)
		}
	}
}
