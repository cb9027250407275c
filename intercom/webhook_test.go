package intercom_test

import (
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/intercom"
)

func signedRequest(body []byte, secret string) *http.Request {
	r := httptest.NewRequest(http.MethodPost, "/webhooks/intercom", strings.NewReader(string(body)))
	if secret != "" {
		r.Header.Set(intercom.HeaderSignature, intercom.Sign([]byte(secret), body))
	}
	return r
}

func TestWebhookAuthenticate(t *testing.T) {
	t.Parallel()
	body := fixtures(t)["conversation_user_replied"]
	const newSecret, oldSecret = "the-new-client-secret", "the-old-client-secret"
	rotation := [][]byte{[]byte(newSecret), []byte(oldSecret)}
	tests := []struct {
		name     string
		w        intercom.Webhook
		req      *http.Request
		want     int
		wantCode string // "" = accepted
	}{
		{"the new secret", intercom.Webhook{Secrets: rotation}, signedRequest(body, newSecret), 0, ""},
		{"the old secret during a rotation", intercom.Webhook{Secrets: rotation}, signedRequest(body, oldSecret), 1, ""},
		{"another secret", intercom.Webhook{Secrets: rotation}, signedRequest(body, "someone-elses-secret"), -1, wakha.EUNAUTHORIZED},
		{"no signature", intercom.Webhook{Secrets: rotation}, signedRequest(body, ""), -1, wakha.EUNAUTHORIZED},
		{"no signature, even when insecure is set beside a secret", intercom.Webhook{Secrets: rotation, Insecure: true}, signedRequest(body, ""), -1, wakha.EUNAUTHORIZED},
		{"no secret configured", intercom.Webhook{}, signedRequest(body, newSecret), -1, wakha.EUNAUTHORIZED},
		{"no secret, insecure by choice", intercom.Webhook{Insecure: true}, signedRequest(body, ""), -1, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := tt.w.Authenticate(tt.req, "", body)
			if code := wakha.ErrorCode(err); code != tt.wantCode || got != tt.want {
				t.Fatalf("Authenticate = %d, %v (code %q); want %d, code %q", got, err, code, tt.want, tt.wantCode)
			}
		})
	}
}

// TestWebhookParse states what is stored for each fixture: the engine
// event, under the key (intercom, app_id, conversation), or why nothing is.
func TestWebhookParse(t *testing.T) {
	t.Parallel()
	all := fixtures(t)
	snoozedUntil := func(name string) *time.Time {
		var n struct {
			Data struct {
				Item struct {
					SnoozedUntil int64 `json:"snoozed_until"`
				} `json:"item"`
			} `json:"data"`
		}
		if err := json.Unmarshal(all[name], &n); err != nil || n.Data.Item.SnoozedUntil == 0 {
			t.Fatalf("%s: no snoozed_until (%v)", name, err)
		}
		u := time.Unix(n.Data.Item.SnoozedUntil, 0).UTC()
		return &u
	}
	tests := []struct {
		fixture string
		label   string
		ignore  intercom.IgnoreReason
		kind    engine.EventKind
		paused  bool
		until   *time.Time
	}{
		{fixture: "ping", label: "ping", ignore: intercom.IgnorePing},
		{fixture: "conversation_user_created", label: intercom.TopicUserCreated, kind: engine.EventUserMessage},
		{fixture: "conversation_user_replied", label: intercom.TopicUserReplied, kind: engine.EventUserMessage},
		{fixture: "conversation_user_replied_quick_reply", label: intercom.TopicUserReplied, kind: engine.EventQuickReply},
		{fixture: "conversation_user_replied_snoozed", label: intercom.TopicUserReplied, kind: engine.EventUserMessage,
			paused: true, until: snoozedUntil("conversation_user_replied_snoozed")},
		{fixture: "conversation_admin_replied_own", label: intercom.TopicAdminReplied, ignore: intercom.IgnoreOwnMessage},
		{fixture: "conversation_admin_replied_human", label: intercom.TopicAdminReplied, kind: engine.EventHumanTookOver},
		{fixture: "conversation_operator_replied", label: intercom.TopicOperatorReplied, kind: engine.EventHumanTookOver},
		{fixture: "conversation_admin_noted_own", label: intercom.TopicAdminNoted, ignore: intercom.IgnoreNote},
		{fixture: "conversation_admin_assigned_own_handoff", label: intercom.TopicAdminAssigned, ignore: intercom.IgnoreOwnAction},
		{fixture: "conversation_admin_closed", label: intercom.TopicAdminClosed, kind: engine.EventHumanResolved},
		{fixture: "conversation_admin_snoozed", label: intercom.TopicAdminSnoozed, kind: engine.EventPaused,
			until: snoozedUntil("conversation_admin_snoozed")},
		{fixture: "conversation_admin_unsnoozed", label: intercom.TopicAdminUnsnoozed, kind: engine.EventResumed},
		{fixture: "content_stat_tour", label: intercom.TopicTourStat, ignore: intercom.IgnoreTourStat},
		{fixture: "content_stat_tour_shown", label: intercom.TopicTourStat, ignore: intercom.IgnoreTourStat},
		{fixture: "content_stat_tour_failed", label: intercom.TopicTourStat, ignore: intercom.IgnoreTourStat},
		{fixture: "content_stat_tour_goal", label: intercom.TopicTourStat, ignore: intercom.IgnoreTourGoal},
		{fixture: "content_stat_tour_no_contact", label: intercom.TopicTourStat, ignore: intercom.IgnoreTourNoContact},
		{fixture: "conversation_read", label: "other", ignore: intercom.IgnoreUnsupportedTopic},
	}
	w := &intercom.Webhook{Parser: intercom.Parser{BotAdminID: botAdmin}}
	for _, tt := range tests {
		t.Run(tt.fixture, func(t *testing.T) {
			t.Parallel()
			body, ok := all[tt.fixture]
			if !ok {
				t.Fatalf("fixture %s.json missing", tt.fixture)
			}
			got, err := w.Parse(signedRequest(body, ""), body)
			if err != nil {
				t.Fatal(err)
			}
			if got.Label != tt.label || got.IgnoreReason != string(tt.ignore) {
				t.Fatalf("label %q ignore %q, want %q %q", got.Label, got.IgnoreReason, tt.label, tt.ignore)
			}
			if tt.ignore != "" {
				if got.Event.Kind != "" {
					t.Errorf("an ignored notification has an event %+v", got.Event)
				}
				return
			}
			in, err := parser.Parse(body)
			if err != nil {
				t.Fatal(err)
			}
			ev := got.Event
			if ev.Key != (wakha.ConvKey{Platform: "intercom", AccountID: appID, ExternalID: in.ConversationID}) ||
				ev.DeliveryID != in.DeliveryID || ev.DedupeKey != in.DedupeKey || ev.DedupeKey == "" || ev.ContactRef != in.ContactID {
				t.Errorf("stored %+v for %+v", ev, in)
			}
			var stored engine.Event
			if err := json.Unmarshal(ev.Payload, &stored); err != nil {
				t.Fatal(err)
			}
			if ev.Kind != string(tt.kind) || stored.Kind != tt.kind || stored.Paused != tt.paused {
				t.Errorf("kind %q (payload %s), want %q paused %v", ev.Kind, ev.Payload, tt.kind, tt.paused)
			}
			if (stored.Until == nil) != (tt.until == nil) || stored.Until != nil && !stored.Until.Equal(*tt.until) {
				t.Errorf("until %v, want %v", stored.Until, tt.until)
			}
		})
	}
}

// Bad input is a 400 (EINVALID), never a 5xx and never 410.
func TestWebhookParseRejects(t *testing.T) {
	t.Parallel()
	w := &intercom.Webhook{Parser: intercom.Parser{BotAdminID: botAdmin}}
	for _, body := range []string{``, `[]`, `{"type":"notification_event"}`, `{"topic":"conversation.user.replied","app_id":"souk2a7f"}`,
		`{"topic":"conversation.user.replied","app_id":"souk2a7f","data":{"item":{"type":"conversation"}}}`, `{"topic":`} {
		_, err := w.Parse(signedRequest([]byte(body), ""), []byte(body))
		if wakha.ErrorCode(err) != wakha.EINVALID || !errors.Is(err, intercom.ErrInvalidPayload) {
			t.Errorf("%s: err %v, want EINVALID wrapping ErrInvalidPayload", body, err)
		}
	}
}
