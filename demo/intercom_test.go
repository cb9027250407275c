package demo

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/intercom"
	"github.com/wakha/wakha/internal/wait"
	"github.com/wakha/wakha/postgres"
)

// icBot stands in for wakha's /webhooks/intercom: it checks each
// notification's signature and records what Intercom's parser reads.
type icBot struct {
	t      *testing.T
	secret []byte
	parser intercom.Parser

	mu  sync.Mutex
	got []intercom.Inbound
}

func (b *icBot) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	if r.URL.Path != "/webhooks/intercom" {
		b.t.Errorf("notification posted to %s", r.URL.Path)
	}
	if _, err := intercom.VerifyRequest([][]byte{b.secret}, r.Header, body); err != nil {
		b.t.Errorf("notification signature: %v", err)
	}
	in, err := b.parser.Parse(body)
	if err != nil {
		b.t.Errorf("notification body: %v", err)
	}
	b.mu.Lock()
	b.got = append(b.got, in)
	b.mu.Unlock()
	w.WriteHeader(http.StatusOK)
}

func (b *icBot) topics() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []string
	for _, in := range b.got {
		out = append(out, in.Topic)
	}
	return out
}

func (b *icBot) last() intercom.Inbound {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.got[len(b.got)-1]
}

type icHarness struct {
	harness
	d   *IntercomDemo
	bot *icBot
}

func newIntercomHarness(t *testing.T, st Store) *icHarness {
	t.Helper()
	d, err := NewIntercom(IntercomOptions{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = d.Close() })
	b := &icBot{t: t, secret: []byte(d.ClientSecret()), parser: intercom.Parser{BotAdminID: d.AdminID()}}
	wakhaSrv := httptest.NewServer(b)
	t.Cleanup(wakhaSrv.Close)
	d.SetWakhaURL(wakhaSrv.URL)
	e := echo.New()
	d.Mount(e, st)
	page := httptest.NewServer(e)
	t.Cleanup(page.Close)
	return &icHarness{harness: harness{t: t, page: page}, d: d, bot: b}
}

func (h *icHarness) snapshot(base string) icSnapshot {
	h.t.Helper()
	var snap icSnapshot
	if code := h.call("GET", base, nil, &snap); code != http.StatusOK {
		h.t.Fatalf("poll: %d", code)
	}
	return snap
}

func TestIntercomConversationFlow(t *testing.T) {
	h := newIntercomHarness(t, store{err: wakha.ErrNotFound})

	var conv conversationJSON
	if code := h.call("POST", "/demo/api/conversations", map[string]string{"lang": "ar"}, &conv); code != http.StatusCreated {
		t.Fatalf("start: %d", code)
	}
	if conv.Platform != "intercom" || conv.ConversationID == "" || conv.ExternalID != "" || conv.Status != "pending" || conv.AccountID != h.d.AppID() {
		t.Fatalf("start: %+v", conv)
	}
	if got := h.bot.topics(); len(got) != 0 {
		t.Fatalf("wakha heard %v before the shopper wrote", got)
	}
	base := "/demo/api/conversations/" + conv.ConversationID
	if code := h.call("POST", base+"/agent/open", nil, nil); code != http.StatusConflict {
		t.Errorf("a teammate acting before the conversation exists: %d, want 409", code)
	}

	// The first message starts the Intercom conversation.
	if code := h.call("POST", base+"/messages", map[string]string{"text": "  wach 3ndkom tajine?  "}, nil); code != http.StatusOK {
		t.Fatalf("message: %d", code)
	}
	first := h.bot.last()
	if first.Topic != intercom.TopicUserCreated || !first.Handle || first.EngineEvent.Text != "wach 3ndkom tajine?" || first.AppID != h.d.AppID() {
		t.Fatalf("first message: wakha got %+v", first)
	}
	for _, bad := range []map[string]string{{"text": "  "}, {"text": strings.Repeat("x", MaxTextLength+1)}} {
		if code := h.call("POST", base+"/messages", bad, nil); code != http.StatusBadRequest {
			t.Errorf("message %.10q: %d, want 400", bad["text"], code)
		}
	}

	// The bot answers through the REST API, as wakha's client does.
	client, err := intercom.NewClient(intercom.ClientConfig{BaseURL: h.d.BaseURL(), AccessToken: h.d.AccessToken(), AdminID: h.d.AdminID()})
	if err != nil {
		t.Fatal(err)
	}
	showMore := intercom.ReplyUUID(engine.MeaningShowMore, 7)
	for _, out := range []intercom.Outbound{
		{Kind: intercom.KindReply, MessageType: intercom.MessageComment, Body: `<p><b>1. Tajine</b></p><p><a href="https://souk.example.com/?add-to-cart=1042">Add to cart</a></p>`},
		{Kind: intercom.KindReply, MessageType: intercom.MessageQuickReply, ReplyOptions: []intercom.ReplyOption{
			{Text: "Zid", UUID: showMore}, {Text: "Chi wa7ed", UUID: intercom.ReplyUUID(engine.MeaningHuman, 7)}}},
		{Kind: intercom.KindReply, MessageType: intercom.MessageNote, Body: "<p>for the team</p>"},
	} {
		if _, err := client.Send(context.Background(), first.ConversationID, out); err != nil {
			t.Fatalf("send %s: %v", out, err)
		}
	}
	// Intercom notifies the app of its own replies: the demo passes them on.
	wait.For(t, "the echoes of the bot's replies", func() (bool, string) {
		n := 0
		for _, topic := range h.bot.topics() {
			if topic == intercom.TopicAdminReplied || topic == intercom.TopicAdminNoted {
				n++
			}
		}
		return n == 3, strings.Join(h.bot.topics(), ", ")
	})

	snap := h.snapshot(base)
	if snap.Conversation.ExternalID != first.ConversationID || snap.Conversation.Status != "pending" || snap.API.Calls != 3 || len(snap.API.Violations) != 0 {
		t.Fatalf("poll: conversation %+v, api %+v", snap.Conversation, snap.API)
	}
	var types []string
	for _, m := range snap.Messages {
		types = append(types, m.MessageType+"/"+m.ContentType)
	}
	if want := []string{"incoming/text", "outgoing/html", "outgoing/input_select", "outgoing/text"}; !slices.Equal(types, want) {
		t.Fatalf("messages %v, want %v: %+v", types, want, snap.Messages)
	}
	if m := snap.Messages[2]; len(m.Items) != 2 || m.Items[0].Value != showMore || m.Items[0].Meaning != engine.MeaningShowMore {
		t.Errorf("reply options %+v", m.Items)
	}
	if m := snap.Messages[3]; !m.Private || m.Content != "for the team" {
		t.Errorf("the note %+v", m)
	}

	// A click on an option: the label as the shopper's message, the uuid in its metadata.
	if code := h.call("POST", base+"/quick_reply", map[string]any{"message_id": snap.Messages[2].ID, "value": showMore}, nil); code != http.StatusOK {
		t.Fatalf("quick reply: %d", code)
	}
	if in := h.bot.last(); in.EngineEvent.Kind != engine.EventQuickReply || in.EngineEvent.Meaning != engine.MeaningShowMore {
		t.Fatalf("quick reply: wakha got %+v", in)
	}
	snap = h.snapshot(base)
	if m := snap.Messages[2]; len(m.Items) != 0 {
		t.Errorf("answered options still offered: %+v", m.Items)
	}
	if last := snap.Messages[len(snap.Messages)-1]; last.MessageType != "incoming" || last.Content != "Zid" {
		t.Errorf("the click is not the shopper's message: %+v", last)
	}
	if code := h.call("POST", base+"/quick_reply", map[string]any{"message_id": "x", "value": "not-an-option"}, nil); code != http.StatusBadRequest {
		t.Errorf("a click on no option: %d", code)
	}

	// The human side: each action is the notification Intercom sends.
	for _, a := range []struct {
		action string
		body   any
		topic  string
		status string // the page's reading afterwards
	}{
		{"open", nil, intercom.TopicAdminAssigned, "pending"}, // handoff only once wakha says so (no store here)
		{"reply", map[string]string{"text": "Salam, ana Amina"}, intercom.TopicAdminReplied, "pending"},
		{"snooze", nil, intercom.TopicAdminSnoozed, "snoozed"},
		{"unsnooze", nil, intercom.TopicAdminUnsnoozed, "pending"},
		{"resolve", nil, intercom.TopicAdminClosed, "resolved"},
	} {
		if code := h.call("POST", base+"/agent/"+a.action, a.body, nil); code != http.StatusOK {
			t.Fatalf("%s: %d", a.action, code)
		}
		if got := h.bot.last().Topic; got != a.topic {
			t.Errorf("%s: wakha got %s, want %s", a.action, got, a.topic)
		}
		if got := h.snapshot(base).Conversation.Status; got != a.status {
			t.Errorf("after %s the page reads %q, want %q", a.action, got, a.status)
		}
	}
	snap = h.snapshot(base)
	if snap.Conversation.Assignee != "Amina" {
		t.Errorf("assignee %q", snap.Conversation.Assignee)
	}
	var activities []string
	for _, m := range snap.Messages {
		if m.MessageType == "activity" {
			activities = append(activities, m.Content)
		}
		if m.SenderType == "user" && m.Content != "Salam, ana Amina" {
			t.Errorf("a teammate's message %+v", m)
		}
	}
	if want := []string{"Amina took the conversation", "Amina snoozed the conversation", "Amina unsnoozed the conversation", "Amina closed the conversation"}; !slices.Equal(activities, want) {
		t.Errorf("activities %q, want %q", activities, want)
	}
	if code := h.call("POST", base+"/agent/dance", nil, nil); code != http.StatusNotFound {
		t.Errorf("unknown agent action: %d", code)
	}
	if code := h.call("GET", "/demo/api/conversations/999", nil, nil); code != http.StatusNotFound {
		t.Errorf("unknown conversation: %d", code)
	}
}

// The page's panel reads wakha's stored state; a handoff makes the page
// show a human owner, and the outbox speaks Intercom's requests.
func TestIntercomEngineView(t *testing.T) {
	now := time.Now()
	h := newIntercomHarness(t, store{view: postgres.ConversationView{
		Version: 4, DialogueState: "handoff", UpdatedAt: now,
		Key:   wakha.ConvKey{Platform: intercom.Name},
		State: json.RawMessage(`{"dialogue":{"state":"handoff"}}`),
		Outbox: []wakha.OutboxRow{
			{Seq: 1, Kind: "reply", Status: "sent", PlatformMessageID: "37358130001", Payload: json.RawMessage(`{"kind":"reply","message_type":"quick_reply","reply_options":[{"text":"a","uuid":"x"},{"text":"b","uuid":"y"}]}`)},
			{Seq: 2, Kind: "assign", Status: "pending", Attempts: 1, Payload: json.RawMessage(`{"kind":"assign","assignee_type":"team","assignee_id":"5017691"}`)},
		},
	}})
	var conv conversationJSON
	h.call("POST", "/demo/api/conversations", nil, &conv)
	base := "/demo/api/conversations/" + conv.ConversationID
	if snap := h.snapshot(base); snap.Engine != nil {
		t.Errorf("an engine view before the conversation exists: %+v", snap.Engine)
	}
	h.call("POST", base+"/messages", map[string]string{"text": "bghit nhder m3a chi wa7ed"}, nil)
	snap := h.snapshot(base)
	e := snap.Engine
	if e == nil || snap.Conversation.Status != "open" || len(e.Outbox) != 2 {
		t.Fatalf("engine %+v, status %q", e, snap.Conversation.Status)
	}
	if e.Outbox[0].Request != "reply(quick_reply×2)" || e.Outbox[1].Request != "assign(team:5017691)" {
		t.Errorf("outbox view: %+v", e.Outbox)
	}
}
