package postgres_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/wakha/wakha"
)

// TestVisitorSessionIsAdoptedOnce: a new conversation carrying a visitor id
// is claimed with the visitor's session state, whose wake-ups stop; the
// visitor's later events go to the conversation.
func TestVisitorSessionIsAdoptedOnce(t *testing.T) {
	t.Parallel()
	ctx, db, clock := setupClock(t)
	const vid = "Vb3kZ9xQ2mP7rT1wY5nC8d"
	vkey := wakha.VisitorKey("chatwoot", vid)
	insertKind := func(k wakha.ConvKey, visitor, kind string) {
		t.Helper()
		if _, _, err := db.InsertEvent(ctx, wakha.NewEvent{Key: k, VisitorID: visitor, Kind: kind, Payload: json.RawMessage(`{"kind":"` + kind + `"}`)}); err != nil {
			t.Fatal(err)
		}
	}
	insertKind(vkey, "", "page_view")
	c, err := db.ClaimConversation(ctx, "o", time.Minute, 10)
	if err != nil || c.Key != vkey || c.Visitor != nil {
		t.Fatalf("claim = %+v, %v", c, err)
	}
	wake := t0.Add(30 * time.Second)
	tr := turn(c)
	tr.State, tr.WakeAt = json.RawMessage(`{"session":{"_v":1,"state":"proactive_assistance"}}`), &wake
	if err := db.CommitTurn(ctx, tr); err != nil {
		t.Fatal(err)
	}
	if state, linked, err := db.VisitorState(ctx, "chatwoot", vid); err != nil || linked || string(state) == "" {
		t.Fatalf("VisitorState = %s, %v, %v", state, linked, err)
	}
	insertKind(key("42"), vid, "user_message")
	c, err = db.ClaimConversation(ctx, "o", time.Minute, 10)
	if err != nil || c.Key != key("42") || c.VisitorID != vid {
		t.Fatalf("claim = %+v, %v", c, err)
	}
	var v struct {
		Session struct{ State string } `json:"session"`
	}
	if err := json.Unmarshal(c.Visitor, &v); err != nil || v.Session.State != "proactive_assistance" {
		t.Fatalf("claim.Visitor = %s (%v), want the visitor's session", c.Visitor, err)
	}
	if err := db.CommitTurn(ctx, turn(c)); err != nil {
		t.Fatal(err)
	}
	// The visitor's own session was handed over: emptied, so a later
	// conversation of the same visitor starts afresh.
	if state, _, err := db.VisitorState(ctx, "chatwoot", vid); err != nil || state != nil {
		t.Fatalf("the visitor's session after adoption: %s, %v", state, err)
	}
	// The visitor's own wake-up was stopped: nothing to claim at its time.
	clock.Add(time.Minute)
	if c, err := db.ClaimConversation(ctx, "o", time.Minute, 10); err == nil {
		t.Fatalf("claimed %v: the visitor's session still wakes up", c.Key)
	}
	// Later storefront events join the conversation, which is not new any more.
	insertKind(vkey, "", "tour_started")
	c, err = db.ClaimConversation(ctx, "o", time.Minute, 10)
	if err != nil || c.Key != key("42") || c.Visitor != nil || len(c.Events) != 1 {
		t.Fatalf("claim = %+v, %v", c, err)
	}
	if _, linked, err := db.VisitorState(context.Background(), "chatwoot", vid); err != nil || !linked {
		t.Fatalf("linked = %v, %v", linked, err)
	}
}

// TestSecondConversationStartsAfresh: a returning visitor's second chat
// does not start from the session the first one took over (it only
// inherits the first's offer history through Claim.VisitorPrior:
// TestNextConversationInheritsTheOfferHistory).
func TestSecondConversationStartsAfresh(t *testing.T) {
	t.Parallel()
	ctx, db, _ := setupClock(t)
	const vid = "Vb3kZ9xQ2mP7rT1wY5nC8d"
	if _, _, err := db.InsertEvent(ctx, wakha.NewEvent{Key: wakha.VisitorKey("chatwoot", vid), Kind: "page_view", Payload: json.RawMessage(`{"kind":"page_view"}`)}); err != nil {
		t.Fatal(err)
	}
	c, err := db.ClaimConversation(ctx, "o", time.Minute, 10)
	if err != nil {
		t.Fatal(err)
	}
	tr := turn(c)
	tr.State = json.RawMessage(`{"session":{"state":"thinking"}}`)
	if err := db.CommitTurn(ctx, tr); err != nil {
		t.Fatal(err)
	}
	for i, id := range []string{"42", "43"} {
		if _, _, err := db.InsertEvent(ctx, wakha.NewEvent{Key: key(id), VisitorID: vid, Kind: "user_message", Payload: payload(i)}); err != nil {
			t.Fatal(err)
		}
		c, err := db.ClaimConversation(ctx, "o", time.Minute, 10)
		if err != nil || c.Key != key(id) {
			t.Fatalf("claim %s = %+v, %v", id, c, err)
		}
		if (c.Visitor != nil) != (i == 0) {
			t.Fatalf("conversation %s got the visitor's state %s", id, c.Visitor)
		}
		if err := db.CommitTurn(ctx, turn(c)); err != nil {
			t.Fatal(err)
		}
	}
}

// TestNextConversationInheritsTheOfferHistory: a returning visitor's new
// conversation, claimed or linked later (Intercom), is given the state of
// the visitor's newest earlier conversation, whose offer history it
// inherits; a first conversation and another visitor's get none.
func TestNextConversationInheritsTheOfferHistory(t *testing.T) {
	t.Parallel()
	ctx, db, _ := setupClock(t)
	const vid, other = "Vb3kZ9xQ2mP7rT1wY5nC8d", "Wq4nM8sK1zX6cV3bN7hJ2f"
	history := func(n int) json.RawMessage {
		return json.RawMessage(fmt.Sprintf(`{"session":{"_v":1,"state":"thinking","thinking":{"cooldown_active":false},"backoff":%d,`+
			`"offer_times":["2030-01-01T09:50:00Z","2030-01-01T09:5%d:00Z"]}}`, n, n))
	}
	type sessionOnly struct {
		Session struct {
			BackOff    int      `json:"backoff"`
			OfferTimes []string `json:"offer_times"`
		} `json:"session"`
	}
	want := func(t *testing.T, got json.RawMessage, n int) {
		t.Helper()
		var g, w sessionOnly
		if err := json.Unmarshal(got, &g); err != nil {
			t.Fatalf("prior %s: %v", got, err)
		}
		_ = json.Unmarshal(history(n), &w)
		if g.Session.BackOff != w.Session.BackOff || !slices.Equal(g.Session.OfferTimes, w.Session.OfferTimes) {
			t.Fatalf("prior = %s, want the history %s", got, history(n))
		}
	}
	claim := func(id, visitor string, i int) *wakha.Claim {
		t.Helper()
		if _, _, err := db.InsertEvent(ctx, wakha.NewEvent{Key: key(id), VisitorID: visitor, Kind: "user_message", Payload: payload(i)}); err != nil {
			t.Fatal(err)
		}
		c, err := db.ClaimConversation(ctx, "o", time.Minute, 10)
		if err != nil || c.Key != key(id) || c.VisitorID != visitor {
			t.Fatalf("claim %s = %+v, %v", id, c, err)
		}
		return c
	}
	commit := func(c *wakha.Claim, state json.RawMessage) {
		t.Helper()
		tr := turn(c)
		tr.State = state
		if err := db.CommitTurn(ctx, tr); err != nil {
			t.Fatal(err)
		}
	}

	c := claim("42", vid, 0)
	if c.VisitorPrior != nil {
		t.Fatalf("a first conversation got a prior state %s", c.VisitorPrior)
	}
	commit(c, history(1))
	c = claim("50", other, 1)
	if c.VisitorPrior != nil {
		t.Fatalf("another visitor's conversation got %s", c.VisitorPrior)
	}
	commit(c, history(9))

	c = claim("43", vid, 2)
	want(t, c.VisitorPrior, 1)
	commit(c, history(2))
	// A conversation already started is not new: no prior state.
	c = claim("43", vid, 3)
	if c.VisitorPrior != nil {
		t.Fatalf("a started conversation got a prior state %s", c.VisitorPrior)
	}
	commit(c, history(2))

	// Intercom: the visitor is found after the claim; linking hands over
	// the newest earlier conversation's state.
	c = claim("44", "", 4)
	if c.VisitorPrior != nil {
		t.Fatalf("an unlinked conversation got a prior state %s", c.VisitorPrior)
	}
	state, prior, err := db.LinkVisitor(ctx, c.ConversationID, "chatwoot", vid)
	if err != nil || state != nil {
		t.Fatalf("LinkVisitor = %s, %v", state, err)
	}
	want(t, prior, 2)
	commit(c, history(4))

	// Claimed together, each new conversation gets its own visitor's history.
	for i, id := range []string{"45", "51"} {
		if _, _, err := db.InsertEvent(ctx, wakha.NewEvent{Key: key(id), VisitorID: []string{vid, other}[i], Kind: "user_message", Payload: payload(5 + i)}); err != nil {
			t.Fatal(err)
		}
	}
	claims, err := db.ClaimConversations(ctx, []string{"a", "b"}, time.Minute, 10)
	if err != nil || len(claims) != 2 {
		t.Fatalf("ClaimConversations = %d claims, %v", len(claims), err)
	}
	for _, c := range claims {
		switch c.Key {
		case key("45"):
			want(t, c.VisitorPrior, 4)
		case key("51"):
			want(t, c.VisitorPrior, 9)
		default:
			t.Fatalf("claimed %v", c.Key)
		}
	}
}
