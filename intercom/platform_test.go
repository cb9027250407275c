package intercom_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/i18n"
	"github.com/wakha/wakha/intercom"
	"github.com/wakha/wakha/intercom/fake"
)

// Platform classifies what the real client returns against the fake
// Intercom: one policy in the dispatcher, Intercom's facts here.
func TestPlatformClassify(t *testing.T) {
	t.Parallel()
	comment, _ := json.Marshal(intercom.Outbound{Kind: intercom.KindReply, MessageType: intercom.MessageComment, Body: "<p>Salam</p>"})
	tests := []struct {
		name    string
		failure *fake.Failure
		down    bool
		token   string // "" = the workspace's
		conv    string // "" = an existing conversation
		payload json.RawMessage
		want    wakha.Failure
	}{
		{name: "500", failure: &fake.Failure{Status: http.StatusInternalServerError},
			want: wakha.Failure{Kind: wakha.Transient}},
		{name: "429 with X-RateLimit-Reset", failure: &fake.Failure{Status: http.StatusTooManyRequests, Reset: 7 * time.Second},
			want: wakha.Failure{Kind: wakha.Transient, Wait: 7 * time.Second}},
		{name: "429 with Retry-After", failure: &fake.Failure{Status: http.StatusTooManyRequests, RetryAfter: 30 * time.Second},
			want: wakha.Failure{Kind: wakha.Transient, Wait: 30 * time.Second}},
		{name: "401: a token being rotated", token: "the-old-token",
			want: wakha.Failure{Kind: wakha.Auth}},
		{name: "403: a permission or plan missing", failure: &fake.Failure{Status: http.StatusForbidden},
			want: wakha.Failure{Kind: wakha.Auth}},
		{name: "404: the conversation is gone", conv: "215473180099999",
			want: wakha.Failure{Kind: wakha.Permanent}},
		{name: "422", failure: &fake.Failure{Status: http.StatusUnprocessableEntity},
			want: wakha.Failure{Kind: wakha.Permanent}},
		{name: "connection dropped", down: true,
			want: wakha.Failure{Kind: wakha.Transient}},
		{name: "undecodable outbox row", payload: json.RawMessage(`{"kind":`),
			want: wakha.Failure{Kind: wakha.Permanent}},
		{name: "a request Intercom would refuse forever", payload: json.RawMessage(`{"kind":"reply","message_type":"comment"}`),
			want: wakha.Failure{Kind: wakha.Permanent}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e := setupClient(t, intercom.ClientConfig{AccessToken: tt.token})
			if tt.failure != nil {
				e.f.FailNext(*tt.failure)
			}
			e.f.Down(tt.down)
			payload, conv := tt.payload, tt.conv
			if payload == nil {
				payload = comment
			}
			if conv == "" {
				conv = e.conv.ID
			}
			p := intercom.Platform{Client: e.client}
			_, err := p.Send(context.Background(), wakha.OutboxRow{ID: 1, Kind: "reply", Payload: payload,
				Key: wakha.ConvKey{Platform: intercom.Name, AccountID: e.f.AppID(), ExternalID: conv}})
			if err == nil {
				t.Fatal("Send succeeded")
			}
			if got := p.Classify(err); got != tt.want {
				t.Errorf("Classify(%v) = %+v, want %+v", err, got, tt.want)
			}
		})
	}
}

// Render stores requests the client sends as they are, salts the quick
// replies with the message answered, and renders the handoff with the
// configured team and tag.
func TestPlatformRenderAndSend(t *testing.T) {
	t.Parallel()
	e := setupClient(t, intercom.ClientConfig{})
	p := intercom.Platform{Client: e.client, HandoffTeamID: fake.TeamID, HandoffTag: "bot-handoff"}
	key := wakha.ConvKey{Platform: intercom.Name, AccountID: e.f.AppID(), ExternalID: e.conv.ID}
	st := engine.NewState(engine.DefaultConfig())
	st.Lang = i18n.Darija
	st.Dialogue.LastUserMessageID = ptr("37358121999")
	st.Recent = []engine.Turn{{Role: "shopper", Text: "bghit nhder m3a chi wa7ed"}}

	turn := append(cardsTurn(products()), engine.Effect{Kind: engine.EffectHandoff, HandoffReason: engine.ReasonUserRequested}, reply(i18n.KeyHandoff))
	items, err := p.Render(key, turn, st)
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	salt := intercom.SaltFor("37358121999")
	for i, it := range items {
		var o intercom.Outbound
		if err := json.Unmarshal(it.Payload, &o); err != nil || string(o.Kind) != it.Kind {
			t.Fatalf("item %d %s: %s (%v)", i, it.Kind, it.Payload, err)
		}
		if strings.Contains(string(it.Payload), `\u003c`) {
			t.Errorf("item %d stores escaped HTML: %s", i, it.Payload)
		}
		kinds = append(kinds, o.String())
		for _, opt := range o.ReplyOptions {
			meaning, ok := intercom.DecodeReplyUUID(opt.UUID)
			if !ok || intercom.ReplyUUID(meaning, salt) != opt.UUID {
				t.Errorf("option %q: uuid %s is not salted with the message answered", opt.Text, opt.UUID)
			}
		}
		id, err := p.Send(context.Background(), wakha.OutboxRow{ID: int64(i + 1), Key: key, Kind: it.Kind, Payload: it.Payload})
		if err != nil {
			t.Fatalf("send %s: %v", o, err)
		}
		if o.Kind != intercom.KindTag && id == "" {
			t.Errorf("send %s: no part id", o)
		}
	}
	want := "reply(comment) reply(comment) reply(comment) reply(quick_reply×5) reply(note) assign(team:" + fake.TeamID + ") tag(bot-handoff) reply(comment)"
	if got := strings.Join(kinds, " "); got != want {
		t.Errorf("rendered %s\nwant     %s", got, want)
	}
	if v := e.f.Violations(); len(v) > 0 {
		t.Fatalf("violations:\n%s", strings.Join(v, "\n"))
	}
	if tags := e.f.Tags(e.conv.ID); len(tags) != 1 || tags[0] != "bot-handoff" {
		t.Errorf("tags %v", tags)
	}
	if conv, _ := e.f.Conversation(e.conv.ID); conv.TeamAssigneeID != fake.TeamID {
		t.Errorf("team assignee %q", conv.TeamAssigneeID)
	}
}

// What a dead letter means, for the log line an operator is paged with.
func TestPlatformDeadLetter(t *testing.T) {
	t.Parallel()
	row := func(o intercom.Outbound) wakha.OutboxRow {
		b, _ := json.Marshal(o)
		return wakha.OutboxRow{Kind: string(o.Kind), Payload: b}
	}
	tests := []struct {
		name string
		row  wakha.OutboxRow
		want string // prefix; "" = an ordinary lost reply
	}{
		{"assignment", row(intercom.Outbound{Kind: intercom.KindAssign, AssigneeType: "team", AssigneeID: "5017691"}), "HANDOFF NOT ASSIGNED"},
		{"tag", row(intercom.Outbound{Kind: intercom.KindTag, TagName: "wakha-handoff"}), "HANDOFF NOT TAGGED"},
		{"note", row(intercom.Outbound{Kind: intercom.KindReply, MessageType: intercom.MessageNote, Body: "<p>x</p>"}), "HANDOFF NOTE LOST"},
		{"comment", row(intercom.Outbound{Kind: intercom.KindReply, MessageType: intercom.MessageComment, Body: "<p>x</p>"}), ""},
		{"quick reply", row(intercom.Outbound{Kind: intercom.KindReply, MessageType: intercom.MessageQuickReply}), ""},
		{"undecodable", wakha.OutboxRow{Kind: "assign", Payload: json.RawMessage(`{`)}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got := intercom.Platform{}.DeadLetter(tt.row)
			if tt.want == "" && got != "" || !strings.HasPrefix(got, tt.want) {
				t.Errorf("DeadLetter = %q, want %q…", got, tt.want)
			}
		})
	}
}

func ptr[T any](v T) *T { return &v }
