package chatwoot_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/chatwoot"
	"github.com/wakha/wakha/chatwoot/fake"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/i18n"
)

// Platform classifies what the real client returns against the fake
// Chatwoot: one policy in the dispatcher, Chatwoot's facts here.
func TestChatwootSenderClassify(t *testing.T) {
	t.Parallel()
	message, _ := json.Marshal(chatwoot.Outbound{Kind: chatwoot.KindMessage, Content: "Salam"})
	tests := []struct {
		name    string
		setup   func(*fake.Server)
		token   string // "" = the bot's
		payload json.RawMessage
		want    wakha.Failure
	}{
		{name: "500", setup: func(f *fake.Server) { f.FailNext(1, http.StatusInternalServerError, 0) },
			want: wakha.Failure{Kind: wakha.Transient}},
		{name: "429 with Retry-After", setup: func(f *fake.Server) { f.FailNext(1, http.StatusTooManyRequests, 7*time.Second) },
			want: wakha.Failure{Kind: wakha.Transient, Wait: 7 * time.Second}},
		{name: "422", setup: func(f *fake.Server) { f.FailNext(1, http.StatusUnprocessableEntity, 0) },
			want: wakha.Failure{Kind: wakha.Permanent}},
		{name: "401: a token being rotated", token: "the-old-token",
			want: wakha.Failure{Kind: wakha.Auth}},
		{name: "403", setup: func(f *fake.Server) { f.FailNext(1, http.StatusForbidden, 0) },
			want: wakha.Failure{Kind: wakha.Auth}},
		{name: "connection dropped", setup: func(f *fake.Server) { f.Down(true) },
			want: wakha.Failure{Kind: wakha.Transient}},
		{name: "undecodable outbox row", payload: json.RawMessage(`{"kind":`),
			want: wakha.Failure{Kind: wakha.Permanent}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			f := fake.New(fake.Options{})
			srv := httptest.NewServer(f)
			t.Cleanup(srv.Close)
			t.Cleanup(f.Close)
			c := f.NewConversation(fake.ConversationOptions{})
			if tt.setup != nil {
				tt.setup(f)
			}
			token := f.BotToken()
			if tt.token != "" {
				token = tt.token
			}
			payload := tt.payload
			if payload == nil {
				payload = message
			}
			s := chatwoot.Platform{Client: chatwoot.NewClient(srv.URL, token, srv.Client())}
			_, err := s.Send(context.Background(), wakha.OutboxRow{ID: 1, Kind: "message", Payload: payload,
				Key: wakha.ConvKey{Platform: "chatwoot", AccountID: c.AccountID, ExternalID: c.ID}})
			if err == nil {
				t.Fatal("Send succeeded")
			}
			if got := s.Classify(err); got != tt.want {
				t.Errorf("Classify(%v) = %+v, want %+v", err, got, tt.want)
			}
		})
	}
}

// The agents' handoff note carries the recent turns, which Platform.Render
// summarizes only for a turn that hands off.
func TestPlatformRenderHandoffNoteSummary(t *testing.T) {
	t.Parallel()
	st := engine.NewState(engine.DefaultConfig())
	st.Recent = []engine.Turn{{Role: "shopper", Text: "bghit nhder m3a chi wa7ed"}, {Role: "bot", Text: "handoff"}}
	key := wakha.ConvKey{Platform: chatwoot.Name, AccountID: "1", ExternalID: "42"}
	tests := []struct {
		name    string
		effects []engine.Effect
		note    bool
	}{
		{name: "handoff", effects: []engine.Effect{{Kind: engine.EffectHandoff, HandoffReason: engine.ReasonUserRequested}}, note: true},
		{name: "reply", effects: []engine.Effect{{Kind: engine.EffectReply, Message: &engine.Message{Key: i18n.KeyThanks}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			items, err := chatwoot.Platform{}.Render(key, tt.effects, st)
			if err != nil {
				t.Fatal(err)
			}
			notes := 0
			for _, it := range items {
				var o chatwoot.Outbound
				if err := json.Unmarshal(it.Payload, &o); err != nil {
					t.Fatal(err)
				}
				if o.Private {
					notes++
					if !strings.Contains(o.Content, "shopper: bghit nhder m3a chi wa7ed") || !strings.Contains(o.Content, "bot: handoff") {
						t.Errorf("note without the recent turns: %q", o.Content)
					}
				}
			}
			if got := notes > 0; got != tt.note {
				t.Errorf("%d notes in %d items, want a note: %v", notes, len(items), tt.note)
			}
		})
	}
}

// BenchmarkPlatformRender renders a plain reply in a conversation with the
// eight recent turns the load tool's shoppers leave (no time is asserted).
func BenchmarkPlatformRender(b *testing.B) {
	st := engine.NewState(engine.DefaultConfig())
	for i := range 4 {
		at := time.Date(2026, 11, 23, 13, 11, i, 0, time.UTC)
		st.Recent = append(st.Recent, engine.Turn{Role: "shopper", Text: "wach 3ndkom tajine?", At: at}, engine.Turn{Role: "bot", Text: "results_intro", At: at})
	}
	key := wakha.ConvKey{Platform: chatwoot.Name, AccountID: "1", ExternalID: "42"}
	effects := []engine.Effect{{Kind: engine.EffectReply, Message: &engine.Message{Key: i18n.KeyThanks}}}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := (chatwoot.Platform{}).Render(key, effects, st); err != nil {
			b.Fatal(err)
		}
	}
}
