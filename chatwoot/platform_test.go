package chatwoot_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/chatwoot"
	"github.com/wakha/wakha/chatwoot/fake"
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
