package intercom_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/intercom"
)

const visitorID = "Vb3kZ9xQ2mP7rT1wY5nC8d"

// offerState is a visitor's session with an open offer about a tajine.
func offerEffects(t *testing.T) []engine.Effect {
	t.Helper()
	cfg := engine.DefaultConfig()
	at := time.Date(2026, 8, 18, 12, 0, 0, 0, time.UTC)
	p := engine.Product{ID: "7", Name: "Tajine 30 cm", Permalink: "https://souk.example/p/7"}
	st, _ := engine.Decide(engine.NewState(cfg), engine.Event{Kind: engine.EventPageView, ProductID: "7", Product: &p}, at, cfg)
	_, eff := engine.Decide(st, engine.Event{Kind: engine.EventTick}, at.Add(cfg.ProactiveDwell), cfg)
	return eff
}

// TestInAppOffer: a visitor's offer becomes an in-app message from the bot
// teammate to the contact carrying the visitor id, found with
// POST /contacts/search; both calls with Intercom-Version 2.16, as the
// fake checks.
func TestInAppOffer(t *testing.T) {
	t.Parallel()
	e := setupClient(t, intercom.ClientConfig{})
	contact := e.f.AddContact("lead", map[string]string{wakha.VisitorAttribute: visitorID})
	e.f.AddContact("user", map[string]string{wakha.VisitorAttribute: strings.Repeat("x", 22)})
	p := intercom.Platform{Client: e.client}
	key := wakha.VisitorKey(intercom.Name, visitorID)
	items, err := p.Render(key, offerEffects(t), engine.NewState(engine.DefaultConfig()))
	if err != nil || len(items) != 1 || items[0].Kind != string(intercom.KindInApp) {
		t.Fatalf("Render = %+v, %v; want one in-app message", items, err)
	}
	id, err := p.Send(context.Background(), wakha.OutboxRow{Key: key, Kind: items[0].Kind, Payload: items[0].Payload})
	if err != nil || id == "" {
		t.Fatalf("Send = %q, %v", id, err)
	}
	msgs := e.f.InAppMessages()
	if len(msgs) != 1 || msgs[0].ContactID != contact || msgs[0].FromAdminID != e.f.BotAdminID() || !strings.Contains(msgs[0].Body, "Tajine 30 cm") {
		t.Fatalf("in-app messages %+v", msgs)
	}
	if v := e.f.Violations(); len(v) > 0 {
		t.Fatalf("the fake refused: %v", v)
	}
	seen := map[string]string{}
	for _, r := range e.f.Requests() {
		seen[r.Method+" "+r.Path] = r.Version
	}
	for _, call := range []string{"POST /contacts/search", "POST /messages"} {
		if seen[call] != intercom.InAppVersion {
			t.Errorf("%s with Intercom-Version %q, want %s", call, seen[call], intercom.InAppVersion)
		}
	}

	// A visitor no contact carries: a permanent failure, not a retry.
	items, _ = p.Render(wakha.VisitorKey(intercom.Name, strings.Repeat("Z", 22)), offerEffects(t), engine.NewState(engine.DefaultConfig()))
	_, err = p.Send(context.Background(), wakha.OutboxRow{Key: key, Kind: items[0].Kind, Payload: items[0].Payload})
	if !errors.Is(err, intercom.ErrNoContact) || p.Classify(err).Kind != wakha.Permanent {
		t.Fatalf("unknown visitor: %v (%v)", err, p.Classify(err))
	}
}

func TestFindVisitor(t *testing.T) {
	t.Parallel()
	e := setupClient(t, intercom.ClientConfig{})
	with := e.f.AddContact("user", map[string]string{wakha.VisitorAttribute: visitorID})
	without := e.f.AddContact("user", nil)
	odd := e.f.AddContact("user", map[string]string{wakha.VisitorAttribute: "short"})
	p := intercom.Platform{Client: e.client}
	for contact, want := range map[string]string{with: visitorID, without: "", odd: ""} {
		got, err := p.FindVisitor(context.Background(), contact)
		if err != nil || got != want {
			t.Errorf("FindVisitor(%s) = %q, %v; want %q", contact, got, err, want)
		}
	}
	if _, err := p.FindVisitor(context.Background(), "nobody"); err == nil {
		t.Error("FindVisitor of an unknown contact: no error")
	}
}

// TestFakeChecksTheInAppShape: the fake refuses the in-app calls without
// 2.16 or with a wrong shape, so TestInAppOffer can fail.
func TestFakeChecksTheInAppShape(t *testing.T) {
	t.Parallel()
	e := setupClient(t, intercom.ClientConfig{})
	contact := e.f.AddContact("user", map[string]string{wakha.VisitorAttribute: visitorID})
	good := map[string]any{"message_type": "in_app", "body": "<p>Salam</p>", "create_conversation_without_contact_reply": true,
		"from": map[string]string{"type": "admin", "id": e.f.BotAdminID()}, "to": map[string]string{"type": "user", "id": contact}}
	edit := func(k string, v any) map[string]any {
		m := map[string]any{}
		for kk, vv := range good {
			m[kk] = vv
		}
		if v == nil {
			delete(m, k)
		} else {
			m[k] = v
		}
		return m
	}
	tests := []struct {
		name    string
		path    string
		version string
		body    any
		want    int
	}{
		{"in-app message", "/messages", "2.16", good, 200},
		{"old version", "/messages", "2.14", good, 400},
		{"no create_conversation_without_contact_reply", "/messages", "2.16", edit("create_conversation_without_contact_reply", nil), 400},
		{"from a human", "/messages", "2.16", edit("from", map[string]string{"type": "admin", "id": "1"}), 400},
		{"to a lead that is a user", "/messages", "2.16", edit("to", map[string]string{"type": "lead", "id": contact}), 400},
		{"search", "/contacts/search", "2.16", map[string]any{"query": map[string]string{"field": "custom_attributes.wakha_visitor", "operator": "=", "value": visitorID}}, 200},
		{"search, old version", "/contacts/search", "2.14", map[string]any{"query": map[string]string{"field": "custom_attributes.wakha_visitor", "operator": "=", "value": visitorID}}, 400},
		{"search on a standard field", "/contacts/search", "2.16", map[string]any{"query": map[string]string{"field": "email", "operator": "=", "value": "x"}}, 400},
	}
	for _, tt := range tests {
		b, _ := json.Marshal(tt.body)
		req, _ := http.NewRequest(http.MethodPost, e.srv.URL+tt.path, bytes.NewReader(b))
		req.Header.Set("Authorization", "Bearer "+e.f.Token())
		req.Header.Set("Intercom-Version", tt.version)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != tt.want {
			t.Errorf("%s: %d, want %d", tt.name, resp.StatusCode, tt.want)
		}
	}
}
