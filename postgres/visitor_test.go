package postgres_test

import (
	"context"
	"encoding/json"
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
// does not start from the session the first one took over.
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
