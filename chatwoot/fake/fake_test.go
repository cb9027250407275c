package fake_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wakha/wakha/chatwoot"
	"github.com/wakha/wakha/chatwoot/fake"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/internal/wait"
)

func start(t *testing.T, opts fake.Options) (*fake.Server, *httptest.Server, fake.Conversation) {
	t.Helper()
	f := fake.New(opts)
	srv := httptest.NewServer(f)
	t.Cleanup(srv.Close)
	t.Cleanup(f.Close)
	return f, srv, f.NewConversation(fake.ConversationOptions{})
}

func post(t *testing.T, srv *httptest.Server, path, token, contentType, body string) (int, string) {
	t.Helper()
	return send(t, srv, http.MethodPost, path, token, contentType, body)
}

func send(t *testing.T, srv *httptest.Server, method, path, token, contentType, body string) (int, string) {
	t.Helper()
	var rd io.Reader
	if method != http.MethodGet {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, srv.URL+path, rd)
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("api_access_token", token)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	resp, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// TestFakeChecks: the fake answers as Chatwoot does — 4xx where Chatwoot
// refuses, 200 where it accepts — and records a violation saying what is
// wrong either way.
func TestFakeChecks(t *testing.T) {
	t.Parallel()
	const msgs = "/api/v1/accounts/1/conversations/42/messages"
	card := func(actions string) string {
		return `{"content":"Tajine","content_type":"cards","content_attributes":{"items":[{"title":"Tajine","actions":` + actions + `}]}}`
	}
	tests := []struct {
		name   string
		path   string
		token  string
		ctype  string
		body   string
		status int
		hint   string
	}{
		// Refused by Chatwoot.
		{name: "no token", path: msgs, token: "-", body: `{"content":"x"}`, status: 401, hint: "api_access_token"},
		{name: "wrong token", path: msgs, token: "bad", body: `{"content":"x"}`, status: 401, hint: "wrong access token"},
		{name: "unknown route", path: "/api/v1/accounts/1/conversations/42/typing", body: `{}`, status: 404, hint: "unknown route"},
		{name: "form body", path: msgs, ctype: "application/x-www-form-urlencoded", body: "content=x", status: 415, hint: "Content-Type"},
		{name: "not JSON", path: msgs, body: `content`, status: 400, hint: "JSON object"},
		{name: "incoming from the bot", path: msgs, body: `{"content":"x","message_type":"incoming"}`, status: 422, hint: "message_type"},
		{name: "content type Chatwoot does not know", path: msgs, body: `{"content":"x","content_type":"carousel"}`, status: 422, hint: "not one of Chatwoot's"},
		{name: "input_select without items", path: msgs, body: `{"content":"?","content_type":"input_select","content_attributes":{"items":[]}}`, status: 422, hint: "At least one item"},
		{name: "input_select unknown item key", path: msgs, body: `{"content":"?","content_type":"input_select","content_attributes":{"items":[{"title":"a","value":"b","payload":"c"}]}}`, status: 422, hint: `unknown field "payload"`},
		{name: "card without actions", path: msgs, body: card(`[]`), status: 422, hint: "missing actions"},
		{name: "card with null actions", path: msgs, body: card(`null`), status: 422, hint: "missing actions"},
		{name: "card with actions not objects", path: msgs, body: card(`["Select"]`), status: 422, hint: "missing actions"},
		{name: "card with a null action", path: msgs, body: card(`[null]`), status: 422, hint: "actions[0] must be an object"},
		{name: "content_attributes null", path: msgs, body: `{"content":"?","content_type":"input_select","content_attributes":null}`, status: 422, hint: "must be an object"},
		{name: "content_attributes an array", path: msgs, body: `{"content":"?","content_type":"cards","content_attributes":[]}`, status: 422, hint: "must be an object"},
		{name: "items null", path: msgs, body: `{"content":"?","content_type":"input_select","content_attributes":{"items":null}}`, status: 422, hint: "At least one item"},
		{name: "items absent", path: msgs, body: `{"content":"?","content_type":"input_select","content_attributes":{}}`, status: 422, hint: "array of objects"},
		{name: "items not objects", path: msgs, body: `{"content":"?","content_type":"input_select","content_attributes":{"items":[{"title":"a","value":"b"},"c"]}}`, status: 422, hint: "array of objects"},
		{name: "a null item", path: msgs, body: `{"content":"?","content_type":"input_select","content_attributes":{"items":[null]}}`, status: 422, hint: "items[0] must be an object"},
		{name: "unknown card key", path: msgs, body: `{"content":"T","content_type":"cards","content_attributes":{"items":[{"title":"T","price":"1","actions":[{"type":"link","text":"V","uri":"https://x.ma"}]}]}}`, status: 422, hint: `unknown field "price"`},
		{name: "unknown action key", path: msgs, body: card(`[{"type":"link","text":"V","uri":"https://x.ma","url":"https://x.ma"}]`), status: 422, hint: `unknown field "url"`},
		{name: "toggle to nonsense", path: "/api/v1/accounts/1/conversations/42/toggle_status", body: `{"status":"closed"}`, status: 422, hint: `status "closed"`},
		{name: "assign an agent", path: "/api/v1/accounts/1/conversations/42/assignments", body: `{"assignee_id":9}`, status: 422, hint: "team_id is required"},
		{name: "team id as string", path: "/api/v1/accounts/1/conversations/42/assignments", body: `{"team_id":"4"}`, status: 422, hint: "positive integer"},
		{name: "labels as string", path: "/api/v1/accounts/1/conversations/42/labels", body: `{"labels":"a,b"}`, status: 422, hint: "array of strings"},
		{name: "priority nonsense", path: "/api/v1/accounts/1/conversations/42", body: `{"priority":"asap"}`, status: 422, hint: "priority"},
		// Accepted by Chatwoot, yet wrong for wakha.
		{name: "empty text", path: msgs, body: `{"content":""}`, status: 200, hint: "content is empty"},
		{name: "no content at all", path: msgs, body: `{"content_type":"text"}`, status: 200, hint: "content is empty"},
		{name: "content not a string", path: msgs, body: `{"content":42}`, status: 200, hint: "content must be a string"},
		{name: "private as string", path: msgs, body: `{"content":"x","private":"true"}`, status: 200, hint: "private must be a boolean"},
		{name: "unknown field is ignored", path: msgs, body: `{"content":"x","typing":true}`, status: 200, hint: `unknown field "typing"`},
		{name: "input_select without content", path: msgs, body: `{"content":"","content_type":"input_select","content_attributes":{"items":[{"title":"a","value":"b"}]}}`, status: 200, hint: "content is empty"},
		{name: "escaped title", path: msgs, body: `{"content":"?","content_type":"input_select","content_attributes":{"items":[{"title":"\u0020","value":"b"}]}}`, status: 200, hint: "title must be a non-empty string"},
		{name: "escaped content", path: msgs, body: `{"content":"\u0020\n"}`, status: 200, hint: "content is empty"},
		{name: "input_select value not a string", path: msgs, body: `{"content":"?","content_type":"input_select","content_attributes":{"items":[{"title":"a","value":1}]}}`, status: 200, hint: "value must be a non-empty string"},
		{name: "private input_select", path: msgs, body: `{"content":"?","private":true,"content_type":"input_select","content_attributes":{"items":[{"title":"a","value":"b"}]}}`, status: 200, hint: "private note"},
		{name: "cards without content", path: msgs, body: `{"content_type":"cards","content_attributes":{"items":[{"title":"T","actions":[{"type":"link","text":"V","uri":"https://x.ma/p"}]}]}}`, status: 200, hint: "content is empty"},
		{name: "link without uri", path: msgs, body: card(`[{"type":"link","text":"View"}]`), status: 200, hint: "absolute http(s) uri"},
		{name: "relative link", path: msgs, body: card(`[{"type":"link","text":"View","uri":"/p/1"}]`), status: 200, hint: "absolute http(s) uri"},
		{name: "postback without payload", path: msgs, body: card(`[{"type":"postback","text":"Select"}]`), status: 200, hint: "non-empty payload"},
		{name: "unknown action type", path: msgs, body: card(`[{"type":"button","text":"Go","payload":"x"}]`), status: 200, hint: "want link or postback"},
		{name: "article", path: msgs, body: `{"content":"x","content_type":"article","content_attributes":{"items":[{"title":"a","link":"https://x.ma"}]}}`, status: 200, hint: "not one wakha sends"},
		{name: "toggle without status", path: "/api/v1/accounts/1/conversations/42/toggle_status", body: `{}`, status: 200, hint: "without status toggles"},
		{name: "update with something else than priority", path: "/api/v1/accounts/1/conversations/42", body: `{"status":"open"}`, status: 200, hint: `unknown field "status"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			f, srv, _ := start(t, fake.Options{})
			token := f.BotToken()
			switch tt.token {
			case "-":
				token = ""
			case "":
			default:
				token = tt.token
			}
			ctype := tt.ctype
			if ctype == "" {
				ctype = "application/json"
			}
			method := http.MethodPost
			if !strings.Contains(strings.TrimPrefix(tt.path, "/api/v1/accounts/1/conversations/42"), "/") {
				method = http.MethodPatch
			}
			status, body := send(t, srv, method, tt.path, token, ctype, tt.body)
			if status != tt.status {
				t.Errorf("status %d, want %d (%s)", status, tt.status, body)
			}
			v := f.Violations()
			if len(v) == 0 || !strings.Contains(strings.Join(v, "\n"), tt.hint) {
				t.Errorf("violations %q, want one mentioning %q", v, tt.hint)
			}
			stored := len(f.Messages(f.AccountID(), "42")) > 0
			if want := tt.status == 200 && tt.path == msgs; stored != want {
				t.Errorf("message stored %v, want %v", stored, want)
			}
		})
	}
}

// TestFakeAcceptsManyCards: Chatwoot sets no limit on items; wakha's own
// limit (five per message) is Outbound.Validate's business.
func TestFakeAcceptsManyCards(t *testing.T) {
	t.Parallel()
	f, srv, c := start(t, fake.Options{})
	six := `{"content":"x","content_type":"cards","content_attributes":{"items":[` +
		strings.TrimSuffix(strings.Repeat(`{"title":"T","actions":[{"type":"link","text":"V","uri":"https://x.ma/p"}]},`, 6), ",") + `]}}`
	status, body := post(t, srv, "/api/v1/accounts/1/conversations/"+c.ID+"/messages", f.BotToken(), "application/json", six)
	if status != 200 {
		t.Fatalf("six cards: %d %s", status, body)
	}
	if v := f.Violations(); len(v) != 0 {
		t.Errorf("violations %v", v)
	}
	if ms := f.Messages(c.AccountID, c.ID); len(ms) != 1 || len(ms[0].Cards) != 6 {
		t.Errorf("stored %+v", ms)
	}
}

// TestFakeToggleWithoutStatusToggles: Conversation#toggle_status — open
// becomes resolved, anything else open — and the bot handoff path is not
// taken (success is true, not null).
func TestFakeToggleWithoutStatusToggles(t *testing.T) {
	t.Parallel()
	f, srv, c := start(t, fake.Options{})
	path := "/api/v1/accounts/1/conversations/" + c.ID + "/toggle_status"
	for i, want := range []string{"open", "resolved", "open"} {
		status, body := post(t, srv, path, f.BotToken(), "application/json", `{}`)
		if status != 200 || !strings.Contains(body, `"current_status":"`+want+`"`) || !strings.Contains(body, `"success":true`) {
			t.Errorf("toggle %d: %d %s, want %s", i, status, body, want)
		}
		if got := f.Status(c.AccountID, c.ID); got != want {
			t.Errorf("toggle %d: status %q, want %q", i, got, want)
		}
	}
	if v := f.Violations(); len(v) != 3 {
		t.Errorf("violations %v, want one per toggle", v)
	}
	if h := f.Handovers(); len(h) != 0 {
		t.Errorf("a toggle without status is no bot handoff: %+v", h)
	}
}

func TestFakeAcceptsUnderscoreHeaderAndUnknownConversation(t *testing.T) {
	t.Parallel()
	f, srv, _ := start(t, fake.Options{})
	status, body := post(t, srv, "/api/v1/accounts/1/conversations/42/messages", f.BotToken(), "application/json", `{"content":"salam","message_type":"outgoing","private":false,"content_type":"text"}`)
	if status != 200 {
		t.Fatalf("status %d: %s", status, body)
	}
	var resp map[string]any
	if err := json.Unmarshal([]byte(body), &resp); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"id", "content", "inbox_id", "echo_id", "conversation_id", "message_type", "content_type", "content_attributes", "created_at", "private", "sender"} {
		if _, ok := resp[k]; !ok {
			t.Errorf("response lacks %q: %s", k, body)
		}
	}
	if resp["message_type"] != float64(1) {
		t.Errorf("message_type %v, want 1", resp["message_type"])
	}
	status, _ = post(t, srv, "/api/v1/accounts/1/conversations/77/messages", f.BotToken(), "application/json", `{"content":"x"}`)
	if status != 404 {
		t.Errorf("unknown conversation: %d", status)
	}
	if v := f.Violations(); len(v) != 0 {
		t.Errorf("violations %v", v)
	}
}

func TestFakeToggleStatusResponse(t *testing.T) {
	t.Parallel()
	f, srv, c := start(t, fake.Options{})
	status, body := post(t, srv, "/api/v1/accounts/1/conversations/"+c.ID+"/toggle_status", f.BotToken(), "application/json", `{"status":"open"}`)
	if status != 200 {
		t.Fatalf("%d %s", status, body)
	}
	var resp struct {
		Meta    map[string]any `json:"meta"`
		Payload struct {
			Success        *bool  `json:"success"`
			ConversationID int64  `json:"conversation_id"`
			CurrentStatus  string `json:"current_status"`
		} `json:"payload"`
	}
	if err := json.Unmarshal([]byte(body), &resp); err != nil {
		t.Fatal(err)
	}
	if resp.Meta == nil || resp.Payload.Success != nil || resp.Payload.CurrentStatus != "open" || resp.Payload.ConversationID != 42 {
		t.Errorf("bot handoff response %s", body)
	}
	// Again, now open → a plain status set: success true.
	_, body = post(t, srv, "/api/v1/accounts/1/conversations/"+c.ID+"/toggle_status", f.BotToken(), "application/json", `{"status":"open"}`)
	if !strings.Contains(body, `"success":true`) {
		t.Errorf("second toggle %s", body)
	}
}

// TestBuildersParse: every payload the fake builds is classified by
// chatwoot.Parse the way the notes say.
func TestBuildersParse(t *testing.T) {
	t.Parallel()
	type want struct {
		event  string
		handle bool
		kind   engine.EventKind
		reason chatwoot.IgnoreReason
	}
	tests := []struct {
		name    string
		version string
		build   func(t *testing.T, f *fake.Server, c fake.Conversation, client *chatwoot.Client) []fake.Delivery
		want    []want
		account string
	}{
		{
			name: "incoming message",
			build: func(t *testing.T, f *fake.Server, c fake.Conversation, _ *chatwoot.Client) []fake.Delivery {
				return one(f.IncomingMessage(c.AccountID, c.ID, "Salam, 3ndkom tajine?"))
			},
			want: []want{{"message_created", true, engine.EventUserMessage, ""}},
		},
		{
			name: "image without text",
			build: func(t *testing.T, f *fake.Server, c fake.Conversation, _ *chatwoot.Client) []fake.Delivery {
				return one(f.IncomingMessage(c.AccountID, c.ID, "", fake.Attachment{FileType: "image", DataURL: "https://chat.example.com/a.jpg"}))
			},
			want: []want{{"message_created", true, engine.EventUserMessage, ""}},
		},
		{
			name: "quick reply click and read receipt",
			build: func(t *testing.T, f *fake.Server, c fake.Conversation, client *chatwoot.Client) []fake.Delivery {
				id, err := client.Send(context.Background(), c.AccountID, c.ID, chatwoot.Outbound{
					Kind: chatwoot.KindMessage, ContentType: chatwoot.ContentInputSelect, Content: "Bghiti ktar?",
					Items: []chatwoot.SelectItem{{Title: "Ah", Value: engine.MeaningShowMore}, {Title: "Insan", Value: engine.MeaningHuman}},
				})
				if err != nil {
					t.Fatal(err)
				}
				receipt := one(f.ReadReceipt(c.AccountID, c.ID, id))
				click := one(f.QuickReplyClick(c.AccountID, c.ID, id, engine.MeaningHuman))
				if _, err := f.QuickReplyClick(c.AccountID, c.ID, id, "not-an-option"); err == nil {
					t.Error("click on a value that is not an option accepted")
				}
				own := one(f.MessageCreated(c.AccountID, c.ID, id))
				return slices.Concat(receipt, click, own)
			},
			want: []want{
				{"message_updated", false, "", chatwoot.IgnoreReadReceipt},
				{"message_updated", true, engine.EventQuickReply, ""},
				{"message_created", false, "", chatwoot.IgnoreOwnMessage},
			},
		},
		{
			name: "agent reply, private note, template",
			build: func(t *testing.T, f *fake.Server, c fake.Conversation, _ *chatwoot.Client) []fake.Delivery {
				return slices.Concat(
					one(f.AgentMessage(c.AccountID, c.ID, "Salam, ana Amina")),
					one(f.PrivateNote(c.AccountID, c.ID, "chof stock")),
					one(f.TemplateMessage(c.AccountID, c.ID, "Merhba!")),
				)
			},
			want: []want{
				{"message_created", true, engine.EventHumanTookOver, ""},
				{"message_created", false, "", chatwoot.IgnorePrivateNote},
				{"message_created", false, "", chatwoot.IgnoreTemplate},
			},
		},
		{
			name: "resolve then a new message reactivates",
			build: func(t *testing.T, f *fake.Server, c fake.Conversation, _ *chatwoot.Client) []fake.Delivery {
				ds, err := f.Resolve(c.AccountID, c.ID)
				if err != nil {
					t.Fatal(err)
				}
				return append(ds, one(f.IncomingMessage(c.AccountID, c.ID, "rja3t"))...)
			},
			want: []want{
				{"conversation_status_changed", true, engine.EventHumanResolved, ""},
				{"conversation_resolved", true, engine.EventHumanResolved, ""},
				{"conversation_updated", false, "", chatwoot.IgnoreIrrelevantChange},
				{"message_created", true, engine.EventUserMessage, ""},
			},
		},
		{
			name: "opened by an agent",
			build: func(t *testing.T, f *fake.Server, c fake.Conversation, _ *chatwoot.Client) []fake.Delivery {
				ds, err := f.OpenByAgent(c.AccountID, c.ID)
				if err != nil {
					t.Fatal(err)
				}
				return append(ds, one(f.IncomingMessage(c.AccountID, c.ID, "allo?"))...)
			},
			want: []want{
				{"conversation_status_changed", true, engine.EventHumanTookOver, ""},
				{"conversation_opened", true, engine.EventHumanTookOver, ""},
				{"conversation_updated", true, engine.EventHumanTookOver, ""},
				{"message_created", false, "", chatwoot.IgnoreNotPending},
			},
		},
		{
			name: "assigned to a human (4.16.2 opens)",
			build: func(t *testing.T, f *fake.Server, c fake.Conversation, _ *chatwoot.Client) []fake.Delivery {
				ds, err := f.AssignAgent(c.AccountID, c.ID)
				if err != nil {
					t.Fatal(err)
				}
				return ds
			},
			want: []want{
				{"conversation_status_changed", true, engine.EventHumanTookOver, ""},
				{"conversation_opened", true, engine.EventHumanTookOver, ""},
				{"conversation_updated", true, engine.EventHumanTookOver, ""},
			},
		},
		{
			name:    "assigned to a human (4.15: stays pending)",
			version: "4.15.0",
			build: func(t *testing.T, f *fake.Server, c fake.Conversation, _ *chatwoot.Client) []fake.Delivery {
				ds, err := f.AssignAgent(c.AccountID, c.ID)
				if err != nil {
					t.Fatal(err)
				}
				return ds
			},
			want: []want{{"conversation_updated", true, engine.EventHumanTookOver, ""}},
		},
		{
			name:    "4.12: no status_changed/updated, resolved without account",
			version: "4.12.1",
			build: func(t *testing.T, f *fake.Server, c fake.Conversation, _ *chatwoot.Client) []fake.Delivery {
				ds, err := f.Resolve(c.AccountID, c.ID)
				if err != nil {
					t.Fatal(err)
				}
				return ds
			},
			want:    []want{{"conversation_resolved", true, engine.EventHumanResolved, ""}},
			account: "", // no account object, no messages to take it from
		},
		{
			name: "widget opened",
			build: func(t *testing.T, f *fake.Server, c fake.Conversation, _ *chatwoot.Client) []fake.Delivery {
				return one(f.WidgetTriggered(c.AccountID, c.ID))
			},
			want: []want{{"webwidget_triggered", true, engine.EventWidgetOpened, ""}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			f, srv, c := start(t, fake.Options{Version: tt.version})
			client := chatwoot.NewClient(srv.URL, f.BotToken(), srv.Client())
			ds := tt.build(t, f, c, client)
			if len(ds) != len(tt.want) {
				t.Fatalf("%d deliveries, want %d", len(ds), len(tt.want))
			}
			account := c.AccountID
			if tt.version == "4.12.1" {
				account = tt.account
			}
			ids := map[string]bool{}
			for i, d := range ds {
				in, err := chatwoot.Parse(d.Body)
				if err != nil {
					t.Fatalf("delivery %d (%s): %v\n%s", i, d.Event, err, d.Body)
				}
				w := tt.want[i]
				if in.Event != w.event || d.Event != w.event || in.Handle != w.handle || in.EngineEvent.Kind != w.kind || in.IgnoreReason != w.reason {
					t.Errorf("delivery %d: %s handle=%v kind=%q reason=%q, want %+v", i, in.Event, in.Handle, in.EngineEvent.Kind, in.IgnoreReason, w)
				}
				if in.AccountID != account || in.ConversationID != c.ID {
					t.Errorf("delivery %d: account %q conv %q", i, in.AccountID, in.ConversationID)
				}
				if in.ContactSourceID != c.SourceID {
					t.Errorf("delivery %d: source id %q, want %q", i, in.ContactSourceID, c.SourceID)
				}
				if ids[d.ID] || len(d.ID) != 36 {
					t.Errorf("delivery id %q reused or malformed", d.ID)
				}
				ids[d.ID] = true
			}
			if v := f.Violations(); len(v) != 0 {
				t.Errorf("violations %v", v)
			}
		})
	}
}

// TestWidgetTriggeredLanguages: the fake sends both languages as Chatwoot
// does, the site's widget locale and the visitor's browser language, and the
// parser keeps the visitor's.
func TestWidgetTriggeredLanguages(t *testing.T) {
	t.Parallel()
	f, _, _ := start(t, fake.Options{WidgetLocale: "fr"})
	c := f.NewConversation(fake.ConversationOptions{BrowserLanguage: "ar"})
	d, err := f.WidgetTriggered(c.AccountID, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	var body struct {
		EventInfo struct {
			WidgetLanguage  *string `json:"widget_language"`
			BrowserLanguage *string `json:"browser_language"`
		} `json:"event_info"`
	}
	if err := json.Unmarshal(d.Body, &body); err != nil {
		t.Fatal(err)
	}
	if w, b := body.EventInfo.WidgetLanguage, body.EventInfo.BrowserLanguage; w == nil || *w != "fr" || b == nil || *b != "ar" {
		t.Fatalf("event_info languages widget=%v browser=%v, want fr and ar", w, b)
	}
	in, err := chatwoot.Parse(d.Body)
	if err != nil {
		t.Fatal(err)
	}
	if in.BrowserLanguage != "ar" {
		t.Errorf("BrowserLanguage %q, want the visitor's ar", in.BrowserLanguage)
	}
}

func one(d fake.Delivery, err error) []fake.Delivery {
	if err != nil {
		panic(err)
	}
	return []fake.Delivery{d}
}

// TestOnWebhookEchoes: Chatwoot sends the bot its own messages and the
// conversation events its handoff causes.
func TestOnWebhookEchoes(t *testing.T) {
	t.Parallel()
	f, srv, c := start(t, fake.Options{})
	var mu sync.Mutex
	var events []string
	var reasons []chatwoot.IgnoreReason
	f.OnWebhook(func(d fake.Delivery) {
		in, err := chatwoot.Parse(d.Body)
		if err != nil {
			t.Errorf("echo %s: %v", d.Event, err)
			return
		}
		mu.Lock()
		defer mu.Unlock()
		events = append(events, d.Event)
		reasons = append(reasons, in.IgnoreReason)
	})
	var outgoing []string
	f.OnOutgoing(func(accountID, convID string, m fake.Message) {
		mu.Lock()
		defer mu.Unlock()
		outgoing = append(outgoing, accountID+"/"+convID+":"+m.Content)
	})
	client := chatwoot.NewClient(srv.URL, f.BotToken(), srv.Client())
	for _, o := range []chatwoot.Outbound{
		{Kind: chatwoot.KindMessage, Content: "note", Private: true},
		{Kind: chatwoot.KindMessage, Content: "ghadi y3awnek chi wa7ed"},
		{Kind: chatwoot.KindToggleStatus, Status: "open"},
	} {
		if _, err := client.Send(context.Background(), c.AccountID, c.ID, o); err != nil {
			t.Fatal(err)
		}
	}
	f.Flush()
	mu.Lock()
	defer mu.Unlock()
	wantEvents := []string{"message_created", "message_created", "conversation_status_changed", "conversation_opened", "conversation_updated"}
	if !slices.Equal(events, wantEvents) {
		t.Errorf("echoes %v, want %v", events, wantEvents)
	}
	wantReasons := []chatwoot.IgnoreReason{chatwoot.IgnorePrivateNote, chatwoot.IgnoreOwnMessage, "", "", ""}
	if !slices.Equal(reasons, wantReasons) {
		t.Errorf("reasons %v, want %v", reasons, wantReasons)
	}
	if want := []string{"1/42:note", "1/42:ghadi y3awnek chi wa7ed"}; !slices.Equal(outgoing, want) {
		t.Errorf("OnOutgoing %v, want %v", outgoing, want)
	}
}

func TestFailureInjection(t *testing.T) {
	t.Parallel()
	f, srv, c := start(t, fake.Options{})
	client := chatwoot.NewClient(srv.URL, f.BotToken(), srv.Client())
	text := chatwoot.Outbound{Kind: chatwoot.KindMessage, Content: "x"}
	f.FailNext(2, 500, 0)
	for i := range 2 {
		if _, err := client.Send(context.Background(), c.AccountID, c.ID, text); err == nil {
			t.Fatalf("attempt %d succeeded", i)
		}
	}
	if _, err := client.Send(context.Background(), c.AccountID, c.ID, text); err != nil {
		t.Fatalf("after the injected failures: %v", err)
	}
	f.Down(true)
	if _, err := client.Send(context.Background(), c.AccountID, c.ID, text); err == nil {
		t.Fatal("down but succeeded")
	}
	f.Down(false)
	if _, err := client.Send(context.Background(), c.AccountID, c.ID, text); err != nil {
		t.Fatalf("back up: %v", err)
	}
	if got := len(f.Messages(c.AccountID, c.ID)); got != 2 {
		t.Errorf("%d messages stored, want 2", got)
	}
	statuses := []int{}
	for _, r := range f.Requests() {
		statuses = append(statuses, r.Status)
	}
	if !slices.Equal(statuses, []int{500, 500, 200, 200}) {
		t.Errorf("recorded statuses %v", statuses)
	}
}

// A request its caller gave up on (a client timeout during the fake's delay)
// must not be handled late: otherwise the fake would invent duplicates that
// a real platform, which never saw the request through, would not have.
func TestDelayedRequestAbandonedByCallerIsNotHandled(t *testing.T) {
	t.Parallel()
	f := fake.New(fake.Options{})
	t.Cleanup(f.Close)
	c := f.NewConversation(fake.ConversationOptions{})
	// arrived and handled are barriers: the request reached the fake, and
	// the fake is done with it. The caller gives up only once the request
	// has arrived, so a slow machine cannot make it give up before.
	arrived := make(chan struct{}, 1)
	handled := make(chan struct{}, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		arrived <- struct{}{}
		f.ServeHTTP(w, r)
		handled <- struct{}{}
	}))
	t.Cleanup(srv.Close)
	f.SetDelay(time.Hour) // only the caller giving up can end the wait
	client := chatwoot.NewClient(srv.URL, f.BotToken(), &http.Client{})
	ctx, giveUp := context.WithCancel(context.Background())
	defer giveUp()
	go func() {
		<-arrived
		giveUp()
	}()
	text := chatwoot.Outbound{Kind: chatwoot.KindMessage, Content: "x"}
	if _, err := client.Send(ctx, c.AccountID, c.ID, text); err == nil {
		t.Fatal("send succeeded although the caller gave up")
	}
	wait.Recv(t, "the fake to drop the abandoned request", handled)
	if got := len(f.Messages(c.AccountID, c.ID)); got != 0 {
		t.Errorf("abandoned request stored %d messages, want 0", got)
	}
}

func TestWebhookSender(t *testing.T) {
	t.Parallel()
	secret := []byte("bot-secret")
	var mu sync.Mutex
	var seen []string
	var verifyErrs []error
	bot := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		err := chatwoot.VerifySignature(secret, r.Header.Get(chatwoot.HeaderTimestamp), r.Header.Get(chatwoot.HeaderSignature), body, time.Now(), time.Minute)
		mu.Lock()
		seen = append(seen, r.Header.Get(chatwoot.HeaderDelivery))
		verifyErrs = append(verifyErrs, err)
		mu.Unlock()
		w.WriteHeader(http.StatusAccepted)
	}))
	t.Cleanup(bot.Close)
	f, _, c := start(t, fake.Options{})
	d, err := f.IncomingMessage(c.AccountID, c.ID, "salam")
	if err != nil {
		t.Fatal(err)
	}
	s := fake.NewWebhookSender(bot.URL, secret)
	clock := time.Now()
	s.Now = func() time.Time { clock = clock.Add(time.Second); return clock }
	if status, err := s.Send(context.Background(), d); err != nil || status != http.StatusAccepted {
		t.Fatalf("Send = %d, %v", status, err)
	}
	if status, err := s.Resend(context.Background()); err != nil || status != http.StatusAccepted {
		t.Fatalf("Resend = %d, %v", status, err)
	}
	other, _ := f.IncomingMessage(c.AccountID, c.ID, "wach kayn?")
	if _, err := s.Send(context.Background(), other); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	for i, err := range verifyErrs {
		if err != nil {
			t.Errorf("delivery %d: %v", i, err)
		}
	}
	if len(seen) != 3 || seen[0] != d.ID || seen[1] != d.ID || seen[2] == d.ID {
		t.Errorf("delivery ids %v (first %s)", seen, d.ID)
	}

	unsigned := fake.NewWebhookSender(bot.URL, secret)
	unsigned.Unsigned = true
	req, err := unsigned.Request(context.Background(), d)
	if err != nil {
		t.Fatal(err)
	}
	if req.Header.Get(chatwoot.HeaderSignature) != "" || req.Header.Get(chatwoot.HeaderDelivery) != "" {
		t.Errorf("unsigned request has headers %v", req.Header)
	}
}

func TestSnapshotsAreCopies(t *testing.T) {
	t.Parallel()
	f, srv, c := start(t, fake.Options{})
	client := chatwoot.NewClient(srv.URL, f.BotToken(), srv.Client())
	_, err := client.Send(context.Background(), c.AccountID, c.ID, chatwoot.Outbound{Kind: chatwoot.KindMessage, ContentType: chatwoot.ContentCards, Content: "T",
		Cards: []chatwoot.Card{{Title: "T", Actions: []chatwoot.CardAction{{Type: "link", Text: "V", URI: "https://x.ma/p"}}}}})
	if err != nil {
		t.Fatal(err)
	}
	m := f.Messages(c.AccountID, c.ID)
	m[0].Cards[0].Actions[0].URI = "changed"
	if f.Messages(c.AccountID, c.ID)[0].Cards[0].Actions[0].URI != "https://x.ma/p" {
		t.Error("Messages exposes internal state")
	}
}

func get(t *testing.T, srv *httptest.Server, path, token string) (int, string) {
	t.Helper()
	return send(t, srv, http.MethodGet, path, token, "", "")
}

// TestFakeVersionEndpoint: GET /api answers like Chatwoot's ApiController,
// without a token; HideVersion makes it unreachable.
func TestFakeVersionEndpoint(t *testing.T) {
	t.Parallel()
	f, srv, _ := start(t, fake.Options{Version: "4.14.1"})
	status, body := get(t, srv, "/api", "")
	var v struct {
		Version string `json:"version"`
	}
	if status != 200 || json.Unmarshal([]byte(body), &v) != nil || v.Version != "4.14.1" {
		t.Errorf("GET /api: %d %s", status, body)
	}
	if len(f.Violations()) != 0 {
		t.Errorf("violations %v", f.Violations())
	}
	_, hidden, _ := start(t, fake.Options{HideVersion: true})
	if status, body := get(t, hidden, "/api", ""); status != 404 {
		t.Errorf("hidden version: %d %s", status, body)
	}
}

// TestFakeBotEndpointsByVersion: before 4.14.2 a bot token may not read a
// conversation nor its labels (401, "not authorized for bots"); update,
// which renders the conversation, is open to bots in every release simulated.
func TestFakeBotEndpointsByVersion(t *testing.T) {
	t.Parallel()
	tests := []struct {
		version string
		refused bool
	}{
		{"4.13.0", true},
		{"4.14.1", true},
		{"4.14.2", false},
		{"4.16.2", false},
	}
	for _, tt := range tests {
		t.Run(tt.version, func(t *testing.T) {
			t.Parallel()
			f, srv, c := start(t, fake.Options{Version: tt.version})
			conv := "/api/v1/accounts/1/conversations/" + c.ID
			calls := []struct {
				method, path, body string
			}{
				{http.MethodGet, conv, ""},
				{http.MethodGet, conv + "/labels", ""},
				{http.MethodPost, conv + "/labels", `{"labels":["wakha-handoff"]}`},
			}
			for _, call := range calls {
				status, body := send(t, srv, call.method, call.path, f.BotToken(), "application/json", call.body)
				switch {
				case tt.refused && (status != 401 || !strings.Contains(body, fake.BotRefusal)):
					t.Errorf("%s %s: %d %s, want 401 for bots", call.method, call.path, status, body)
				case !tt.refused && status != 200:
					t.Errorf("%s %s: %d %s", call.method, call.path, status, body)
				}
			}
			if got := len(f.Violations()); (got == len(calls)) != tt.refused || (!tt.refused && got != 0) {
				t.Errorf("violations %v", f.Violations())
			}
			status, body := send(t, srv, http.MethodPatch, conv, f.BotToken(), "application/json", `{}`)
			if status != 200 || !strings.Contains(body, `"status":"pending"`) {
				t.Errorf("PATCH {}: %d %s", status, body)
			}
		})
	}
}

// TestFakeConversationResource: show and update render the conversation as
// the Application API does (display id, status, meta with the human
// assignee and team only).
func TestFakeConversationResource(t *testing.T) {
	t.Parallel()
	f, srv, c := start(t, fake.Options{})
	f.AddAutoAssignTeam(4, "Ventes")
	if _, err := chatwoot.NewClient(srv.URL, f.BotToken(), srv.Client()).Send(context.Background(), c.AccountID, c.ID,
		chatwoot.Outbound{Kind: chatwoot.KindAssignTeam, TeamID: 4}); err != nil {
		t.Fatal(err)
	}
	if _, err := f.Resolve(c.AccountID, c.ID); err != nil {
		t.Fatal(err)
	}
	for _, method := range []string{http.MethodGet, http.MethodPatch} {
		status, body := send(t, srv, method, "/api/v1/accounts/1/conversations/"+c.ID, f.BotToken(), "application/json", `{}`)
		var got struct {
			ID     int64  `json:"id"`
			Status string `json:"status"`
			Meta   struct {
				Assignee *struct{ ID int64 } `json:"assignee"`
				Team     *struct{ ID int64 } `json:"team"`
			} `json:"meta"`
		}
		if status != 200 || json.Unmarshal([]byte(body), &got) != nil {
			t.Fatalf("%s: %d %s", method, status, body)
		}
		if got.ID != 42 || got.Status != "resolved" || got.Meta.Assignee == nil || got.Meta.Assignee.ID != fake.AgentID || got.Meta.Team == nil || got.Meta.Team.ID != 4 {
			t.Errorf("%s: %s", method, body)
		}
	}
	if v := f.Violations(); len(v) != 0 {
		t.Errorf("violations %v", v)
	}
}

// TestFakeTeamAutoAssign: a team with allow_auto_assign assigns an agent in
// the same save, even while the conversation is pending; a team without it
// sets only the team.
func TestFakeTeamAutoAssign(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		auto     bool
		assignee bool
	}{
		{name: "auto-assign team", auto: true, assignee: true},
		{name: "plain team", auto: false, assignee: false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			f, srv, c := start(t, fake.Options{})
			if tt.auto {
				f.AddAutoAssignTeam(4, "Ventes")
			} else {
				f.AddTeam(4, "Ventes")
			}
			var mu sync.Mutex
			var echoes [][]byte
			f.OnWebhook(func(d fake.Delivery) {
				mu.Lock()
				defer mu.Unlock()
				echoes = append(echoes, d.Body)
			})
			client := chatwoot.NewClient(srv.URL, f.BotToken(), srv.Client())
			if _, err := client.Send(context.Background(), c.AccountID, c.ID, chatwoot.Outbound{Kind: chatwoot.KindMessage, Content: "note", Private: true}); err != nil {
				t.Fatal(err)
			}
			status, body := post(t, srv, "/api/v1/accounts/1/conversations/"+c.ID+"/assignments", f.BotToken(), "application/json", `{"team_id":4}`)
			if status != 200 || !strings.Contains(body, fmt.Sprintf(`"allow_auto_assign":%v`, tt.auto)) {
				t.Fatalf("%d %s", status, body)
			}
			conv, _ := f.Conversation(c.AccountID, c.ID)
			if (conv.AssigneeID == fake.AgentID) != tt.assignee || conv.TeamID != 4 || conv.Status != "pending" {
				t.Errorf("conversation %+v", conv)
			}
			h := f.Handovers()
			if tt.assignee {
				if len(h) != 1 || h[0].Reason != fake.HandoverTeamAssigned || h[0].AgentID != fake.AgentID || h[0].Status != "pending" || len(h[0].Messages) != 1 {
					t.Errorf("handovers %+v", h)
				}
			} else if len(h) != 0 {
				t.Errorf("handovers %+v", h)
			}
			f.Flush()
			mu.Lock()
			defer mu.Unlock()
			last := echoes[len(echoes)-1]
			in, err := chatwoot.Parse(last)
			if err != nil {
				t.Fatal(err)
			}
			// The assignment reaches the bot as conversation_updated with the
			// team and, when an agent was picked, the assignee.
			if tt.assignee != (in.Handle && in.EngineEvent.Kind == engine.EventHumanTookOver) || !strings.Contains(string(last), `"team_id"`) {
				t.Errorf("echo %s parsed as %+v", last, in)
			}
		})
	}
}

// TestFakeHandoffShapes: a bot inbox makes the bot the assignee of new
// conversations from 4.16.2; the bot's toggle_status open clears it (as
// reported for 4.16.2) or keeps it (the v4.15.1 source's bot_handoff!).
func TestFakeHandoffShapes(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		opts      fake.Options
		botBefore bool
		botAfter  bool
	}{
		{name: "4.15: no bot assignee", opts: fake.Options{Version: "4.15.1"}},
		{name: "4.16.2: cleared", opts: fake.Options{}, botBefore: true},
		{name: "4.16.2: kept", opts: fake.Options{HandoffKeepsBot: true}, botBefore: true, botAfter: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			f, srv, c := start(t, tt.opts)
			if c.BotAssigned != tt.botBefore {
				t.Errorf("bot assigned %v before the handoff", c.BotAssigned)
			}
			var mu sync.Mutex
			var echoes []fake.Delivery
			f.OnWebhook(func(d fake.Delivery) {
				mu.Lock()
				defer mu.Unlock()
				echoes = append(echoes, d)
			})
			if _, err := chatwoot.NewClient(srv.URL, f.BotToken(), srv.Client()).Send(context.Background(), c.AccountID, c.ID,
				chatwoot.Outbound{Kind: chatwoot.KindToggleStatus, Status: "open"}); err != nil {
				t.Fatal(err)
			}
			conv, _ := f.Conversation(c.AccountID, c.ID)
			if conv.BotAssigned != tt.botAfter || conv.Status != "open" {
				t.Errorf("after handoff %+v", conv)
			}
			if h := f.Handovers(); len(h) != 1 || h[0].Reason != fake.HandoverOpened || h[0].Status != "open" {
				t.Errorf("handovers %+v", h)
			}
			f.Flush()
			mu.Lock()
			defer mu.Unlock()
			for _, d := range echoes {
				botChange := strings.Contains(string(d.Body), "assignee_agent_bot_id")
				if botChange != (tt.botBefore && !tt.botAfter) {
					t.Errorf("%s: assignee_agent_bot_id change %v", d.Event, botChange)
				}
				showsBot := strings.Contains(string(d.Body), `"assignee_type":"AgentBot"`)
				if showsBot != tt.botAfter {
					t.Errorf("%s: meta shows the bot %v", d.Event, showsBot)
				}
				in, err := chatwoot.Parse(d.Body)
				if err != nil {
					t.Fatal(err)
				}
				if d.Event == chatwoot.EventConversationOpened && (!in.Handle || in.EngineEvent.Kind != engine.EventHumanTookOver) {
					t.Errorf("opened with the bot still assignee parsed as %+v", in)
				}
			}
			d, err := f.IncomingMessage(c.AccountID, c.ID, "allo?")
			if err != nil {
				t.Fatal(err)
			}
			if in, err := chatwoot.Parse(d.Body); err != nil || in.Handle || in.IgnoreReason != chatwoot.IgnoreNotPending {
				t.Errorf("a message after the handoff parsed as %+v, %v", in, err)
			}
		})
	}
}

// TestFakeLabels: 4.13–4.15 store any label, lower-cased; a Chatwoot that
// drops labels the account does not define keeps only the defined ones.
func TestFakeLabels(t *testing.T) {
	t.Parallel()
	for _, drop := range []bool{false, true} {
		f, srv, c := start(t, fake.Options{DropUndefinedLabels: drop})
		f.DefineLabels("VIP")
		status, body := post(t, srv, "/api/v1/accounts/1/conversations/"+c.ID+"/labels", f.BotToken(), "application/json", `{"labels":["vip","Wakha-Handoff"]}`)
		want := `{"payload":["vip","wakha-handoff"]}`
		if drop {
			want = `{"payload":["vip"]}`
		}
		if status != 200 || strings.TrimSpace(body) != want {
			t.Errorf("drop=%v: %d %s, want %s", drop, status, body, want)
		}
	}
}
