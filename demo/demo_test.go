package demo

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/chatwoot"
	"github.com/wakha/wakha/postgres"
)

// bot stands in for wakha's webhook endpoint: it checks each delivery's
// signature and records what it parsed.
type bot struct {
	t      *testing.T
	secret []byte
	status int

	mu  sync.Mutex
	got []chatwoot.Inbound
}

func (b *bot) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	if r.URL.Path != "/webhooks/chatwoot" {
		b.t.Errorf("webhook posted to %s", r.URL.Path)
	}
	if err := chatwoot.VerifySignature(b.secret, r.Header.Get(chatwoot.HeaderTimestamp), r.Header.Get(chatwoot.HeaderSignature), body, time.Now(), 0); err != nil {
		b.t.Errorf("webhook signature: %v", err)
	}
	in, err := chatwoot.Parse(body)
	if err != nil {
		b.t.Errorf("webhook body: %v", err)
	}
	b.mu.Lock()
	b.got = append(b.got, in)
	status := b.status
	b.mu.Unlock()
	if status == 0 {
		status = http.StatusOK
	}
	w.WriteHeader(status)
}

func (b *bot) events() []chatwoot.Inbound {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]chatwoot.Inbound(nil), b.got...)
}

type store struct {
	view postgres.ConversationView
	err  error
}

func (s store) Conversation(context.Context, wakha.ConvKey, int) (postgres.ConversationView, error) {
	return s.view, s.err
}

type harness struct {
	t    *testing.T
	d    *Demo
	bot  *bot
	page *httptest.Server
}

func newHarness(t *testing.T, st Store) *harness {
	t.Helper()
	d, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = d.Close() })
	b := &bot{t: t, secret: []byte(d.Secret())}
	wakha := httptest.NewServer(b)
	t.Cleanup(wakha.Close)
	d.SetWakhaURL(wakha.URL)
	e := echo.New()
	d.Mount(e, st)
	page := httptest.NewServer(e)
	t.Cleanup(page.Close)
	return &harness{t: t, d: d, bot: b, page: page}
}

func (h *harness) call(method, path string, body any, out any) int {
	h.t.Helper()
	var r io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		r = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, h.page.URL+path, r)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		h.t.Fatal(err)
	}
	defer resp.Body.Close()
	if out != nil {
		_ = json.NewDecoder(resp.Body).Decode(out)
	}
	return resp.StatusCode
}

func TestPageAndAssets(t *testing.T) {
	h := newHarness(t, nil)
	for path, want := range map[string]string{
		"/demo":                  `id="messages"`,
		"/demo/assets/demo.js":   "/widget/events",
		"/demo/assets/demo.css":  "--wk-color",
		"/demo/assets/missing.x": "",
	} {
		resp, err := http.Get(h.page.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if want == "" {
			if resp.StatusCode != http.StatusNotFound {
				t.Errorf("GET %s: %d, want 404", path, resp.StatusCode)
			}
			continue
		}
		if resp.StatusCode != http.StatusOK || !strings.Contains(string(b), want) {
			t.Errorf("GET %s: %d, body lacks %q", path, resp.StatusCode, want)
		}
	}
	// Nothing on the page comes from another site.
	for _, name := range []string{"index.html", "demo.css", "demo.js"} {
		b, err := assets.ReadFile("assets/" + name)
		if err != nil {
			t.Fatal(err)
		}
		for _, bad := range []string{"src=\"http", "href=\"http", "@import", "url(http", "fonts.googleapis", "cdn."} {
			if strings.Contains(string(b), bad) {
				t.Errorf("%s contains %q: the page must load nothing from the internet", name, bad)
			}
		}
	}
}

func TestConversationFlow(t *testing.T) {
	h := newHarness(t, store{err: wakha.ErrNotFound})

	var conv conversationJSON
	if code := h.call("POST", "/demo/api/conversations", map[string]string{"lang": "fr-FR"}, &conv); code != http.StatusCreated {
		t.Fatalf("start: %d", code)
	}
	if conv.ConversationID == "" || conv.SourceID == "" || conv.Status != chatwoot.StatusPending {
		t.Fatalf("start: %+v", conv)
	}
	ev := h.bot.events()
	if len(ev) != 1 || ev[0].Event != chatwoot.EventWebwidgetTriggered || ev[0].ContactSourceID != conv.SourceID {
		t.Fatalf("after start, wakha got %+v", ev)
	}

	base := "/demo/api/conversations/" + conv.ConversationID
	if code := h.call("POST", base+"/messages", map[string]string{"text": "  bghit tajine  "}, nil); code != http.StatusOK {
		t.Fatalf("message: %d", code)
	}
	ev = h.bot.events()
	last := ev[len(ev)-1]
	if last.Event != chatwoot.EventMessageCreated || !last.Handle || last.EngineEvent.Text != "bghit tajine" {
		t.Fatalf("message: wakha got %+v", last)
	}
	for _, bad := range []map[string]string{{"text": "  "}, {"text": strings.Repeat("x", MaxTextLength+1)}} {
		if code := h.call("POST", base+"/messages", bad, nil); code != http.StatusBadRequest {
			t.Errorf("message %.10q: %d, want 400", bad["text"], code)
		}
	}

	// The bot answers with quick replies through the Application API.
	client := chatwoot.NewClient(h.d.ChatwootURL(), h.d.BotToken(), nil)
	id, err := client.Send(context.Background(), conv.AccountID, conv.ConversationID, chatwoot.Outbound{
		Kind: chatwoot.KindMessage, ContentType: chatwoot.ContentInputSelect, Content: "More?",
		Items: []chatwoot.SelectItem{{Title: "Show more", Value: "show_more"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	if code := h.call("POST", base+"/quick_reply", map[string]any{"message_id": json.Number(id), "value": "show_more"}, nil); code != http.StatusOK {
		t.Fatalf("quick reply: %d", code)
	}
	var qr *chatwoot.Inbound
	for _, in := range h.bot.events() {
		if in.Event == chatwoot.EventMessageUpdated {
			qr = &in
		}
	}
	if qr == nil || !qr.Handle || qr.EngineEvent.Meaning != "show_more" {
		t.Fatalf("quick reply: wakha got %+v", qr)
	}

	var snap snapshot
	if code := h.call("GET", base, nil, &snap); code != http.StatusOK {
		t.Fatalf("poll: %d", code)
	}
	if snap.Engine != nil || snap.EngineError != "" {
		t.Errorf("no stored conversation yet, got engine %+v / %q", snap.Engine, snap.EngineError)
	}
	var sel []chatwoot.SelectItem
	for _, m := range snap.Messages {
		if m.ContentType == chatwoot.ContentInputSelect {
			sel = m.SubmittedValues
		}
	}
	if len(snap.Messages) != 2 || len(sel) != 1 || sel[0].Value != "show_more" {
		t.Errorf("poll: messages %+v", snap.Messages)
	}
	if snap.API.Calls != 1 || len(snap.API.Violations) != 0 {
		t.Errorf("poll: api %+v", snap.API)
	}

	// The human side.
	if code := h.call("POST", base+"/agent/open", nil, nil); code != http.StatusOK {
		t.Fatalf("open: %d", code)
	}
	if code := h.call("POST", base+"/agent/reply", map[string]string{"text": "Salam, Amina here"}, nil); code != http.StatusOK {
		t.Fatalf("reply: %d", code)
	}
	if code := h.call("POST", base+"/agent/resolve", nil, nil); code != http.StatusOK {
		t.Fatalf("resolve: %d", code)
	}
	var names []string
	for _, in := range h.bot.events() {
		names = append(names, in.Event)
	}
	for _, want := range []string{chatwoot.EventConversationOpened, chatwoot.EventConversationResolve} {
		if !strings.Contains(strings.Join(names, " "), want) {
			t.Errorf("wakha never got %s: %v", want, names)
		}
	}
	if code := h.call("POST", base+"/agent/dance", nil, nil); code != http.StatusNotFound {
		t.Errorf("unknown agent action: %d", code)
	}
	if code := h.call("GET", "/demo/api/conversations/999", nil, nil); code != http.StatusNotFound {
		t.Errorf("unknown conversation: %d", code)
	}
}

func TestWakhaRefusal(t *testing.T) {
	h := newHarness(t, nil)
	var conv conversationJSON
	h.call("POST", "/demo/api/conversations", nil, &conv)
	h.bot.mu.Lock()
	h.bot.status = http.StatusUnauthorized
	h.bot.mu.Unlock()
	var out apiError
	code := h.call("POST", "/demo/api/conversations/"+conv.ConversationID+"/messages", map[string]string{"text": "salam"}, &out)
	if code != http.StatusBadGateway || !strings.Contains(out.Error, "401") {
		t.Fatalf("got %d %+v, want 502 naming wakha's 401", code, out)
	}
}

func TestEngineView(t *testing.T) {
	now := time.Now()
	h := newHarness(t, store{view: postgres.ConversationView{
		Version: 3, DialogueState: "recommending", UpdatedAt: now,
		LifecycleState: "HEARTBEAT_SCHEDULED", NextFollowUpAt: &now,
		State: json.RawMessage(`{"dialogue":{"state":"recommending","pagination":{"offset":5,"limit":5}}}`),
		Transitions: []wakha.TransitionRow{{From: "idle", To: "recommending", Trigger: "product_search", At: now},
			{Machine: wakha.MachineLifecycle, From: "WAITING_FOR_REPLY", To: "HEARTBEAT_SCHEDULED", Trigger: "heartbeat_scheduled", At: now}},
		Turns: []wakha.TurnDiagnostic{{EventKind: "user_message", Route: "enriched", Intent: "refine", Lang: "fr",
			Stages: wakha.Stages{Understand: 4 * time.Microsecond, Decide: 30 * time.Microsecond, Search: 2 * time.Millisecond,
				Render: 12 * time.Microsecond, Commit: 900 * time.Microsecond}, At: now}},
		Outbox: []wakha.OutboxRow{
			{Seq: 1, Kind: "message", Status: "sent", PlatformMessageID: "9877", Payload: json.RawMessage(`{"kind":"message","content_type":"cards","content":"x"}`)},
			{Seq: 2, Kind: "toggle_status", Status: "pending", Attempts: 2, LastError: "503", Payload: json.RawMessage(`{"kind":"toggle_status","status":"open"}`)},
		},
	}})
	var conv conversationJSON
	h.call("POST", "/demo/api/conversations", nil, &conv)
	var snap snapshot
	h.call("GET", "/demo/api/conversations/"+conv.ConversationID, nil, &snap)
	e := snap.Engine
	if e == nil || e.DialogueState != "recommending" || len(e.Transitions) != 2 || len(e.Outbox) != 2 {
		t.Fatalf("engine view: %+v", e)
	}
	// The state panel's lifecycle: its state, the next follow-up, which machine each transition is.
	if e.LifecycleState != "HEARTBEAT_SCHEDULED" || e.NextFollowUpAt == nil || !e.NextFollowUpAt.Equal(now) ||
		e.Transitions[0].Machine != wakha.MachineDialogue || e.Transitions[1].Machine != wakha.MachineLifecycle {
		t.Errorf("lifecycle view: %+v", e)
	}
	if len(e.Turns) != 1 || e.Turns[0] != (turnJSON{Event: "user_message", Route: "enriched", Intent: "refine", Lang: "fr",
		UnderstandUS: 4, DecideUS: 30, SearchUS: 2000, RenderUS: 12, CommitUS: 900, At: e.Turns[0].At}) || !e.Turns[0].At.Equal(now) {
		t.Errorf("turns view: %+v", e.Turns)
	}
	if e.Outbox[0].Request != "message(cards)" || e.Outbox[1].Request != "toggle_status(open)" || e.Outbox[1].Attempts != 2 {
		t.Errorf("outbox view: %+v", e.Outbox)
	}
	if !strings.Contains(string(e.State), `"offset":5`) {
		t.Errorf("state not passed through: %s", e.State)
	}

	h2 := newHarness(t, store{err: errors.New("connection refused")})
	h2.call("POST", "/demo/api/conversations", nil, &conv)
	snap = snapshot{}
	h2.call("GET", "/demo/api/conversations/"+conv.ConversationID, nil, &snap)
	if snap.Engine != nil || !strings.Contains(snap.EngineError, "connection refused") {
		t.Errorf("store error: %+v %q", snap.Engine, snap.EngineError)
	}
}
