package fake_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/intercom"
	"github.com/wakha/wakha/intercom/fake"
)

var clock = time.Date(2026, 1, 10, 7, 56, 29, 0, time.UTC)

func setup(t *testing.T, opts fake.Options) (*fake.Server, *httptest.Server, fake.Conversation) {
	t.Helper()
	if opts.Now == nil {
		opts.Now = func() time.Time { return clock }
	}
	f := fake.New(opts)
	srv := httptest.NewServer(f)
	t.Cleanup(srv.Close)
	t.Cleanup(f.Close)
	c, _ := f.StartConversation(fake.ConversationOptions{}, "Salam, 3ndkom tajine?")
	return f, srv, c
}

type call struct {
	method, path, token, version, ctype, body string
}

func do(t *testing.T, srv *httptest.Server, f *fake.Server, c call) (int, string, http.Header) {
	t.Helper()
	var rd io.Reader
	if c.body != "" {
		rd = strings.NewReader(c.body)
	}
	if c.method == "" {
		c.method = http.MethodPost
	}
	req, err := http.NewRequest(c.method, srv.URL+c.path, rd)
	if err != nil {
		t.Fatal(err)
	}
	switch c.token {
	case "":
		req.Header.Set("Authorization", "Bearer "+f.Token())
	case "-":
	default:
		req.Header.Set("Authorization", c.token)
	}
	switch c.version {
	case "":
		req.Header.Set(intercom.HeaderVersion, "2.14")
	case "-":
	default:
		req.Header.Set(intercom.HeaderVersion, c.version)
	}
	req.Header.Set("Accept", "application/json")
	if c.ctype == "" {
		c.ctype = "application/json"
	}
	if c.body != "" {
		req.Header.Set("Content-Type", c.ctype)
	}
	resp, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b), resp.Header
}

// TestFakeRejects: every malformed request gets Intercom's error.list and a
// violation that says what is wrong.
func TestFakeRejects(t *testing.T) {
	t.Parallel()
	const admin = `"admin_id":"7714021"`
	opt := func(text, uuid string) string { return `{"text":"` + text + `","uuid":"` + uuid + `"}` }
	const u1, u2 = "776b0101-8019-891d-8400-000000000000", "776b0104-8019-8131-be00-000000000000"
	eleven := make([]string, 11)
	for i := range eleven {
		eleven[i] = opt("x", intercom.ReplyUUID("select:"+string(rune('1'+i%9))+strings.Repeat("0", i/9), 0))
	}
	tests := []struct {
		name   string
		call   call
		status int
		hint   string
	}{
		{name: "no token", call: call{path: "/conversations/{c}/reply", token: "-", body: `{}`}, status: 401, hint: "Authorization"},
		{name: "token without Bearer", call: call{path: "/conversations/{c}/reply", token: "fake-intercom-token", body: `{}`}, status: 401, hint: "Bearer"},
		{name: "wrong token", call: call{path: "/conversations/{c}/reply", token: "Bearer nope", body: `{}`}, status: 401, hint: "Authorization"},
		{name: "no version", call: call{path: "/conversations/{c}/reply", version: "-", body: `{}`}, status: 400, hint: "Intercom-Version"},
		{name: "unknown version", call: call{path: "/conversations/{c}/reply", version: "3.0", body: `{}`}, status: 400, hint: `unknown Intercom-Version "3.0"`},
		{name: "form body", call: call{path: "/conversations/{c}/reply", ctype: "application/x-www-form-urlencoded", body: "a=b"}, status: 415, hint: "Content-Type"},
		{name: "not JSON", call: call{path: "/conversations/{c}/reply", body: `[1]`}, status: 400, hint: "JSON object"},
		{name: "unknown route", call: call{method: http.MethodGet, path: "/contacts"}, status: 404, hint: "unknown route"},
		{name: "typing indicator", call: call{path: "/conversations/{c}/typing", body: `{}`}, status: 404, hint: "unknown route"},
		{name: "run_assignment_rules", call: call{path: "/conversations/{c}/run_assignment_rules", body: `{}`}, status: 404, hint: "removed on 31 Dec 2026"},

		{name: "reply without message_type", call: call{path: "/conversations/{c}/reply", body: `{"type":"admin",` + admin + `,"body":"<p>x</p>"}`}, status: 400, hint: "message_type is required"},
		{name: "reply of an unknown type", call: call{path: "/conversations/{c}/reply", body: `{"message_type":"chat","type":"admin",` + admin + `,"body":"<p>x</p>"}`}, status: 400, hint: `message_type "chat"`},
		{name: "reply as a user", call: call{path: "/conversations/{c}/reply", body: `{"message_type":"comment","type":"user",` + admin + `,"body":"<p>x</p>"}`}, status: 400, hint: `type must be "admin"`},
		{name: "admin id as a number", call: call{path: "/conversations/{c}/reply", body: `{"message_type":"comment","type":"admin","admin_id":7714021,"body":"<p>x</p>"}`}, status: 400, hint: "admin_id must be a string id"},
		{name: "unknown admin", call: call{path: "/conversations/{c}/reply", body: `{"message_type":"comment","type":"admin","admin_id":"1","body":"<p>x</p>"}`}, status: 400, hint: "not a teammate"},
		{name: "comment without body", call: call{path: "/conversations/{c}/reply", body: `{"message_type":"comment","type":"admin",` + admin + `}`}, status: 400, hint: "body is required"},
		{name: "comment in plain text", call: call{path: "/conversations/{c}/reply", body: `{"message_type":"comment","type":"admin",` + admin + `,"body":"Salam"}`}, status: 400, hint: "must be HTML"},
		{name: "note in plain text", call: call{path: "/conversations/{c}/reply", body: `{"message_type":"note","type":"admin",` + admin + `,"body":"x"}`}, status: 400, hint: "must be HTML"},
		{name: "comment with options", call: call{path: "/conversations/{c}/reply", body: `{"message_type":"comment","type":"admin",` + admin + `,"body":"<p>x</p>","reply_options":[` + opt("a", u1) + `]}`}, status: 400, hint: "only go with quick_reply"},
		{name: "quick reply without options", call: call{path: "/conversations/{c}/reply", body: `{"message_type":"quick_reply","type":"admin",` + admin + `}`}, status: 400, hint: "reply_options is required"},
		{name: "quick reply with no option", call: call{path: "/conversations/{c}/reply", body: `{"message_type":"quick_reply","type":"admin",` + admin + `,"reply_options":[]}`}, status: 400, hint: "reply_options is empty"},
		{name: "eleven options", call: call{path: "/conversations/{c}/reply", body: `{"message_type":"quick_reply","type":"admin",` + admin + `,"reply_options":[` + strings.Join(eleven, ",") + `]}`}, status: 400, hint: "at most 10"},
		{name: "option without uuid", call: call{path: "/conversations/{c}/reply", body: `{"message_type":"quick_reply","type":"admin",` + admin + `,"reply_options":[{"text":"Ah"}]}`}, status: 400, hint: "uuid must be a string"},
		{name: "option uuid not a uuid", call: call{path: "/conversations/{c}/reply", body: `{"message_type":"quick_reply","type":"admin",` + admin + `,"reply_options":[` + opt("Ah", "confirm") + `]}`}, status: 400, hint: "not in uuid format"},
		{name: "option uuids repeated", call: call{path: "/conversations/{c}/reply", body: `{"message_type":"quick_reply","type":"admin",` + admin + `,"reply_options":[` + opt("Ah", u1) + `,` + opt("La", u1) + `]}`}, status: 400, hint: "repeats"},
		{name: "option text empty", call: call{path: "/conversations/{c}/reply", body: `{"message_type":"quick_reply","type":"admin",` + admin + `,"reply_options":[` + opt(" ", u2) + `]}`}, status: 400, hint: "text must be a non-empty string"},
		{name: "option with a value", call: call{path: "/conversations/{c}/reply", body: `{"message_type":"quick_reply","type":"admin",` + admin + `,"reply_options":[{"text":"a","uuid":"` + u1 + `","value":"x"}]}`}, status: 400, hint: `unknown field "value"`},
		{name: "quick reply before 2.14", call: call{path: "/conversations/{c}/reply", version: "2.13", body: `{"message_type":"quick_reply","type":"admin",` + admin + `,"reply_options":[` + opt("Ah", u1) + `]}`}, status: 400, hint: "2.14 or later"},
		{name: "skip_notifications before 2.15", call: call{path: "/conversations/{c}/reply", body: `{"message_type":"comment","type":"admin",` + admin + `,"body":"<p>x</p>","skip_notifications":true}`}, status: 400, hint: `unknown field "skip_notifications"`},

		{name: "assignment without assignee", call: call{path: "/conversations/{c}/parts", body: `{"message_type":"assignment","type":"team",` + admin + `}`}, status: 400, hint: "assignee_id is required"},
		{name: "assignee id as a number", call: call{path: "/conversations/{c}/parts", body: `{"message_type":"assignment","type":"team",` + admin + `,"assignee_id":5017691}`}, status: 400, hint: "assignee_id must be a string id"},
		{name: "assignment to a contact", call: call{path: "/conversations/{c}/parts", body: `{"message_type":"assignment","type":"user",` + admin + `,"assignee_id":"5017691"}`}, status: 400, hint: `type must be "admin" or "team"`},
		{name: "unknown team", call: call{path: "/conversations/{c}/parts", body: `{"message_type":"assignment","type":"team",` + admin + `,"assignee_id":"42"}`}, status: 400, hint: "not a team"},
		{name: "note through parts", call: call{path: "/conversations/{c}/parts", body: `{"message_type":"note",` + admin + `,"body":"<p>x</p>"}`}, status: 400, hint: "notes go to /reply"},
		{name: "snooze without time", call: call{path: "/conversations/{c}/parts", body: `{"message_type":"snoozed",` + admin + `}`}, status: 400, hint: "snoozed_until"},

		{name: "tag id as a number", call: call{path: "/conversations/{c}/tags", body: `{"id":7522901,` + admin + `}`}, status: 400, hint: "id must be a string id"},
		{name: "tag without admin", call: call{path: "/conversations/{c}/tags", body: `{"id":"7522901"}`}, status: 400, hint: "admin_id is required"},
		{name: "create tag without name", call: call{path: "/tags", body: `{}`}, status: 400, hint: "name must be"},
		{name: "tag users", call: call{path: "/tags", body: `{"name":"vip","users":[{"id":"1"}]}`}, status: 400, hint: `unknown field "users"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			f, srv, c := setup(t, fake.Options{})
			tt.call.path = strings.ReplaceAll(tt.call.path, "{c}", c.ID)
			status, body, _ := do(t, srv, f, tt.call)
			if status != tt.status {
				t.Errorf("status %d, want %d (%s)", status, tt.status, body)
			}
			var e struct {
				Type   string `json:"type"`
				Errors []struct {
					Code string `json:"code"`
				} `json:"errors"`
			}
			if json.Unmarshal([]byte(body), &e) != nil || e.Type != "error.list" || len(e.Errors) == 0 || e.Errors[0].Code == "" {
				t.Errorf("body %s is not an error.list", body)
			}
			v := f.Violations()
			if len(v) == 0 || !strings.Contains(strings.Join(v, "\n"), tt.hint) {
				t.Errorf("violations %q, want one mentioning %q", v, tt.hint)
			}
			if len(f.Parts(c.ID)) != 0 {
				t.Errorf("a rejected request changed the conversation: %+v", f.Parts(c.ID))
			}
		})
	}
}

// TestFakeNotFound: conversations and tags that do not exist answer 404
// without a violation (they may have been deleted).
func TestFakeNotFound(t *testing.T) {
	t.Parallel()
	f, srv, c := setup(t, fake.Options{})
	status, body, _ := do(t, srv, f, call{path: "/conversations/999/reply", body: `{"message_type":"comment","type":"admin","admin_id":"7714021","body":"<p>x</p>"}`})
	if status != 404 || !strings.Contains(body, `"not_found"`) {
		t.Errorf("unknown conversation: %d %s", status, body)
	}
	status, body, _ = do(t, srv, f, call{path: "/conversations/" + c.ID + "/tags", body: `{"id":"1","admin_id":"7714021"}`})
	if status != 404 || !strings.Contains(body, `"tag_not_found"`) {
		t.Errorf("unknown tag: %d %s", status, body)
	}
	if v := f.Violations(); len(v) != 0 {
		t.Errorf("violations %q", v)
	}
}

// TestFakeAPI: well-formed requests change the conversation, answer in
// Intercom's shapes and come back as notifications the parser reads as the
// bot's own.
func TestFakeAPI(t *testing.T) {
	t.Parallel()
	f, srv, c := setup(t, fake.Options{})
	var mu sync.Mutex
	var echoes []fake.Notification
	f.OnWebhook(func(n fake.Notification) {
		mu.Lock()
		defer mu.Unlock()
		echoes = append(echoes, n)
	})
	u := intercom.ReplyUUID(engine.MeaningShowMore, 1)
	requests := []string{
		`/conversations/{c}/reply {"message_type":"comment","type":"admin","admin_id":"7714021","body":"<p>Hahuma:</p>"}`,
		`/conversations/{c}/reply {"message_type":"quick_reply","type":"admin","admin_id":"7714021","reply_options":[{"text":"Zid","uuid":"` + u + `"}]}`,
		`/conversations/{c}/reply {"message_type":"note","type":"admin","admin_id":"7714021","body":"<p>handoff</p>"}`,
		`/conversations/{c}/parts {"message_type":"assignment","type":"team","admin_id":"7714021","assignee_id":"5017691"}`,
	}
	var lastPart string
	for _, r := range requests {
		path, body, _ := strings.Cut(strings.ReplaceAll(r, "{c}", c.ID), " ")
		status, resp, h := do(t, srv, f, call{path: path, body: body})
		if status != 200 {
			t.Fatalf("%s: %d %s", path, status, resp)
		}
		if h.Get(intercom.HeaderRateLimitReset) == "" || h.Get(intercom.HeaderRateLimitRemaining) == "" {
			t.Errorf("%s: no rate-limit headers", path)
		}
		var conv struct {
			Type  string `json:"type"`
			ID    string `json:"id"`
			Parts struct {
				Parts []struct {
					ID string `json:"id"`
				} `json:"conversation_parts"`
			} `json:"conversation_parts"`
		}
		if err := json.Unmarshal([]byte(resp), &conv); err != nil || conv.Type != "conversation" || conv.ID != c.ID || len(conv.Parts.Parts) == 0 {
			t.Fatalf("%s: answer %s", path, resp)
		}
		if id := conv.Parts.Parts[len(conv.Parts.Parts)-1].ID; id == lastPart {
			t.Errorf("%s: the last part %s is not new", path, id)
		} else {
			lastPart = id
		}
	}
	// Tags: created by name once, attached by id.
	status, resp, _ := do(t, srv, f, call{path: "/tags", body: `{"name":"wakha-handoff"}`})
	var tag struct{ ID, Name string }
	if status != 200 || json.Unmarshal([]byte(resp), &tag) != nil || tag.ID == "" {
		t.Fatalf("create tag: %d %s", status, resp)
	}
	if status, resp, _ := do(t, srv, f, call{path: "/tags", body: `{"name":"WAKHA-handoff"}`}); status != 200 || !strings.Contains(resp, `"id":"`+tag.ID+`"`) {
		t.Errorf("same name, other case: %d %s (want the same tag)", status, resp)
	}
	if status, resp, _ := do(t, srv, f, call{path: "/conversations/" + c.ID + "/tags", body: `{"id":"` + tag.ID + `","admin_id":"7714021"}`}); status != 200 || !strings.Contains(resp, `"applied_by"`) {
		t.Errorf("tag conversation: %d %s", status, resp)
	}
	if status, resp, _ := do(t, srv, f, call{method: http.MethodGet, path: "/tags"}); status != 200 || !strings.Contains(resp, `"name":"wakha-handoff"`) {
		t.Errorf("list tags: %d %s", status, resp)
	}
	if v := f.Violations(); len(v) != 0 {
		t.Fatalf("violations %q", v)
	}

	got, _ := f.Conversation(c.ID)
	if len(got.Parts) != 4 || got.TeamAssigneeID != fake.TeamID || len(got.Tags) != 1 || got.Tags[0] != "wakha-handoff" {
		t.Errorf("conversation %+v", got)
	}
	if got.Parts[1].PartType != intercom.MessageQuickReply || got.Parts[1].ReplyOptions[0].UUID != u || got.Parts[0].AppPackageCode == "" {
		t.Errorf("parts %+v", got.Parts)
	}

	f.Flush()
	mu.Lock()
	defer mu.Unlock()
	wantTopics := []string{intercom.TopicAdminReplied, intercom.TopicAdminReplied, intercom.TopicAdminNoted, intercom.TopicAdminAssigned}
	if len(echoes) != len(wantTopics) {
		t.Fatalf("%d echoes, want %d", len(echoes), len(wantTopics))
	}
	p := intercom.Parser{BotAdminID: fake.BotAdminID}
	for i, n := range echoes {
		in, err := p.Parse(n.Body)
		if err != nil || n.Topic != wantTopics[i] || in.Handle {
			t.Errorf("echo %d %s: %+v %v, want an ignored %s", i, n.Topic, in, err, wantTopics[i])
		}
		if want := map[string]intercom.IgnoreReason{intercom.TopicAdminReplied: intercom.IgnoreOwnMessage, intercom.TopicAdminNoted: intercom.IgnoreNote, intercom.TopicAdminAssigned: intercom.IgnoreOwnAction}[n.Topic]; in.IgnoreReason != want {
			t.Errorf("echo %d %s ignored as %q, want %q", i, n.Topic, in.IgnoreReason, want)
		}
	}
}

func TestFakeFailures(t *testing.T) {
	t.Parallel()
	f, srv, c := setup(t, fake.Options{})
	f.FailNext(fake.Failure{Status: 500}, fake.Failure{Status: 429, Reset: 7 * time.Second}, fake.Failure{Status: 401})
	reply := call{path: "/conversations/" + c.ID + "/reply", body: `{"message_type":"comment","type":"admin","admin_id":"7714021","body":"<p>x</p>"}`}
	if status, body, _ := do(t, srv, f, reply); status != 500 || !strings.Contains(body, "server_error") {
		t.Errorf("first: %d %s", status, body)
	}
	status, body, h := do(t, srv, f, reply)
	if status != 429 || !strings.Contains(body, "rate_limit_exceeded") || h.Get(intercom.HeaderRateLimitReset) != "1768031796" || h.Get(intercom.HeaderRateLimitRemaining) != "0" {
		t.Errorf("second: %d %s reset %q", status, body, h.Get(intercom.HeaderRateLimitReset))
	}
	if status, body, _ := do(t, srv, f, reply); status != 401 || !strings.Contains(body, "unauthorized") {
		t.Errorf("third: %d %s", status, body)
	}
	if status, _, _ := do(t, srv, f, reply); status != 200 {
		t.Errorf("fourth: %d, want the request handled", status)
	}
	if n := len(f.Parts(c.ID)); n != 1 {
		t.Errorf("%d parts, want only the fourth request's", n)
	}

	// A hung request is never handled, even once the client has given up.
	arrived := make(chan struct{}, 1)
	f.FailNext(fake.Failure{Hang: true, Arrived: arrived})
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, srv.URL+reply.path, strings.NewReader(reply.body))
	req.Header.Set("Authorization", "Bearer "+f.Token())
	req.Header.Set(intercom.HeaderVersion, "2.14")
	req.Header.Set("Content-Type", "application/json")
	errc := make(chan error, 1)
	go func() {
		resp, err := srv.Client().Do(req)
		if err == nil {
			resp.Body.Close()
		}
		errc <- err
	}()
	<-arrived
	cancel()
	if err := <-errc; err == nil {
		t.Error("hung request answered")
	}
	if status, _, _ := do(t, srv, f, reply); status != 200 {
		t.Errorf("after the hang: %d", status)
	}
	if n := len(f.Parts(c.ID)); n != 2 {
		t.Errorf("%d parts, want the two requests handled normally", n)
	}

	f.Down(true)
	if _, err := srv.Client().Post(srv.URL+reply.path, "application/json", strings.NewReader(reply.body)); err == nil {
		t.Error("a down fake answered")
	}
	f.Down(false)
	if n := len(f.Parts(c.ID)); n != 2 {
		t.Errorf("%d parts after failures, want 2", n)
	}
}

// TestFakeNotifications: what the platform side builds parses as the
// connector notes say, in both body formats.
func TestFakeNotifications(t *testing.T) {
	t.Parallel()
	for _, version := range []string{"2.14", "2.15"} {
		t.Run(version, func(t *testing.T) {
			t.Parallel()
			f, _, _ := setup(t, fake.Options{Version: version})
			p := intercom.Parser{BotAdminID: f.BotAdminID()}
			c, created := f.StartConversation(fake.ConversationOptions{ContactType: "lead"}, "Bonjour, des babouches <42> & plus ?")
			// The bot offers two options (as the API would record them).
			u := intercom.ReplyUUID("select:1042", 5)
			setOptions(t, f, c.ID, []intercom.ReplyOption{{Text: "1. Tajine", UUID: u}, {Text: "Zid", UUID: intercom.ReplyUUID(engine.MeaningShowMore, 5)}})

			type step struct {
				name     string
				n        func() (fake.Notification, error)
				kind     engine.EventKind
				reason   intercom.IgnoreReason
				takeover string
				text     string
				meaning  string
			}
			steps := []step{
				{name: "created", n: func() (fake.Notification, error) { return created, nil }, kind: engine.EventUserMessage, text: "Bonjour, des babouches <42> & plus ?"},
				{name: "reply", n: func() (fake.Notification, error) { return f.UserReply(c.ID, "wach kayn\nf 42?") }, kind: engine.EventUserMessage, text: "wach kayn\nf 42?"},
				{name: "click", n: func() (fake.Notification, error) { return f.QuickReplyClick(c.ID, u) }, kind: engine.EventQuickReply, text: "1. Tajine", meaning: "select:1042"},
				{name: "human reply", n: func() (fake.Notification, error) { return f.AdminReply(c.ID, fake.HumanAdminID, "Salam, ana Amina") }, kind: engine.EventHumanTookOver, takeover: intercom.TakeoverAdminReplied},
				{name: "bot seat typed", n: func() (fake.Notification, error) { return f.AdminReply(c.ID, fake.BotAdminID, "Je m'en occupe") }, kind: engine.EventHumanTookOver, takeover: intercom.TakeoverBotSeatReplied},
				{name: "note", n: func() (fake.Notification, error) { return f.Note(c.ID, fake.HumanAdminID, "client fidèle") }, reason: intercom.IgnoreNote},
				{name: "Fin", n: func() (fake.Notification, error) { return f.OperatorReply(c.ID, "Livraison en 48 h") }, kind: engine.EventHumanTookOver, takeover: intercom.TakeoverOperatorReplied},
				{name: "Fin notice", n: func() (fake.Notification, error) { return f.OperatorNotice(c.ID, "On vous répond vite") }, reason: intercom.IgnoreOperatorNotice},
				{name: "assign admin", n: func() (fake.Notification, error) {
					return f.Assign(c.ID, fake.HumanAdminID, "admin", fake.HumanAdminID)
				}, kind: engine.EventHumanTookOver, takeover: intercom.TakeoverAssignedAdmin},
				{name: "assign team", n: func() (fake.Notification, error) { return f.Assign(c.ID, fake.HumanAdminID, "team", fake.TeamID) }, kind: engine.EventHumanTookOver, takeover: intercom.TakeoverAssignedTeam},
				{name: "assign bot", n: func() (fake.Notification, error) { return f.Assign(c.ID, fake.HumanAdminID, "admin", fake.BotAdminID) }, kind: engine.EventReturnedToBot},
				{name: "close", n: func() (fake.Notification, error) { return f.AdminClose(c.ID, fake.HumanAdminID) }, kind: engine.EventHumanResolved},
				{name: "reply reopens", n: func() (fake.Notification, error) { return f.UserReply(c.ID, "rje3t") }, kind: engine.EventUserMessage, text: "rje3t"},
				{name: "close again", n: func() (fake.Notification, error) { return f.AdminClose(c.ID, fake.HumanAdminID) }, kind: engine.EventHumanResolved},
				{name: "reopen", n: func() (fake.Notification, error) { return f.AdminOpen(c.ID, fake.HumanAdminID) }, kind: engine.EventHumanTookOver, takeover: intercom.TakeoverOpened},
				{name: "snooze", n: func() (fake.Notification, error) { return f.Snooze(c.ID, fake.HumanAdminID, clock.Add(2*time.Hour)) }, reason: intercom.IgnoreSnoozed},
				{name: "unsnooze", n: func() (fake.Notification, error) { return f.Unsnooze(c.ID, fake.HumanAdminID) }, reason: intercom.IgnoreUnsnoozed},
				{name: "ping", n: func() (fake.Notification, error) { return f.Ping(), nil }, reason: intercom.IgnorePing},
				{name: "tour", n: func() (fake.Notification, error) {
					return f.TourStat(c.ID, 4412, "Découvrir nos tajines", "completion")
				}, reason: intercom.IgnoreTourStat},
			}
			for _, s := range steps {
				n, err := s.n()
				if err != nil {
					t.Fatalf("%s: %v", s.name, err)
				}
				in, err := p.Parse(n.Body)
				if err != nil {
					t.Fatalf("%s: Parse: %v\n%s", s.name, err, n.Body)
				}
				ev := in.EngineEvent
				if ev.Kind != s.kind || in.IgnoreReason != s.reason || ev.Reason != s.takeover || ev.Text != s.text || ev.Meaning != s.meaning {
					t.Errorf("%s (%s): kind %q reason %q takeover %q text %q meaning %q; want %q %q %q %q %q",
						s.name, n.Topic, ev.Kind, in.IgnoreReason, ev.Reason, ev.Text, ev.Meaning, s.kind, s.reason, s.takeover, s.text, s.meaning)
				}
				if n.Topic != intercom.TopicPing && (in.DeliveryID != n.ID || in.AppID != f.AppID()) {
					t.Errorf("%s: delivery %q app %q", s.name, in.DeliveryID, in.AppID)
				}
			}
			if got, _ := f.Conversation(c.ID); got.State != "open" {
				t.Errorf("state %q after unsnooze", got.State)
			}
		})
	}
}

// setOptions posts a quick_reply as the bot through the fake's API.
func setOptions(t *testing.T, f *fake.Server, convID string, opts []intercom.ReplyOption) {
	t.Helper()
	srv := httptest.NewServer(f)
	defer srv.Close()
	b, _ := json.Marshal(map[string]any{"message_type": "quick_reply", "type": "admin", "admin_id": f.BotAdminID(), "reply_options": opts})
	if status, body, _ := do(t, srv, f, call{path: "/conversations/" + convID + "/reply", body: string(b)}); status != 200 {
		t.Fatalf("quick_reply: %d %s", status, body)
	}
}

func TestFakeBodies(t *testing.T) {
	t.Parallel()
	for version, want := range map[string]string{"2.14": "<p>Salam &amp; merci<br>tajine</p>", "2.16": "Salam & merci\ntajine"} {
		f, _, c := setup(t, fake.Options{Version: version})
		n, err := f.UserReply(c.ID, "Salam & merci\ntajine")
		if err != nil {
			t.Fatal(err)
		}
		var m struct {
			Data struct {
				Item struct {
					Parts struct {
						Parts []struct {
							Body string `json:"body"`
						} `json:"conversation_parts"`
					} `json:"conversation_parts"`
				} `json:"item"`
			} `json:"data"`
		}
		if err := json.Unmarshal(n.Body, &m); err != nil || len(m.Data.Item.Parts.Parts) != 1 || m.Data.Item.Parts.Parts[0].Body != want {
			t.Errorf("%s: body %+v, want %q", version, m, want)
		}
	}
}

func TestFakeRenotify(t *testing.T) {
	t.Parallel()
	f, _, c := setup(t, fake.Options{})
	first, err := f.OperatorReply(c.ID, "Livraison en 48 h")
	if err != nil {
		t.Fatal(err)
	}
	parts := f.Parts(c.ID)
	second, err := f.Renotify(c.ID, parts[len(parts)-1].ID, intercom.TopicAdminReplied)
	if err != nil {
		t.Fatal(err)
	}
	p := intercom.Parser{BotAdminID: f.BotAdminID()}
	a, _ := p.Parse(first.Body)
	b, _ := p.Parse(second.Body)
	if a.DedupeKey == "" || a.DedupeKey != b.DedupeKey || a.DeliveryID == b.DeliveryID {
		t.Errorf("keys %q/%q deliveries %q/%q: want one part key, two deliveries", a.DedupeKey, b.DedupeKey, a.DeliveryID, b.DeliveryID)
	}
	if _, err := f.Renotify(c.ID, "1", intercom.TopicAdminReplied); err == nil {
		t.Error("Renotify of an unknown part")
	}
	if _, err := f.QuickReplyClick(c.ID, intercom.ReplyUUID(engine.MeaningHuman, 0)); err == nil {
		t.Error("click on an option never offered")
	}
}

func TestWebhookSender(t *testing.T) {
	t.Parallel()
	f, _, c := setup(t, fake.Options{})
	type got struct {
		method, sig, ua string
		body            []byte
	}
	received := make(chan got, 4)
	hook := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		received <- got{r.Method, r.Header.Get(intercom.HeaderSignature), r.Header.Get("User-Agent"), b}
	}))
	t.Cleanup(hook.Close)
	ws := &fake.WebhookSender{URL: hook.URL, Secret: f.ClientSecret()}
	ctx := context.Background()
	n, _ := f.UserReply(c.ID, "Salam")
	if status, err := ws.Send(ctx, n); err != nil || status != 200 {
		t.Fatalf("Send: %d %v", status, err)
	}
	first := <-received
	if i, err := intercom.VerifySignature([][]byte{f.ClientSecret()}, first.sig, first.body); err != nil || i != 0 || first.ua != fake.UserAgent {
		t.Errorf("signature %q: %v, user agent %q", first.sig, err, first.ua)
	}
	if _, err := ws.Resend(ctx); err != nil {
		t.Fatal(err)
	}
	retry := <-received
	if _, err := intercom.VerifySignature([][]byte{f.ClientSecret()}, retry.sig, retry.body); err != nil {
		t.Errorf("retry signature: %v", err)
	}
	p := intercom.Parser{BotAdminID: f.BotAdminID()}
	a, _ := p.Parse(first.body)
	b, _ := p.Parse(retry.body)
	if a.DeliveryID != b.DeliveryID || b.DeliveryAttempts != 2 || a.DedupeKey != b.DedupeKey || retry.sig == first.sig {
		t.Errorf("retry: %+v vs %+v", a, b)
	}
	if status, err := ws.Head(ctx); err != nil || status != 200 {
		t.Errorf("Head: %d %v", status, err)
	}
	if head := <-received; head.method != http.MethodHead {
		t.Errorf("method %s", head.method)
	}
	unsigned := &fake.WebhookSender{URL: hook.URL}
	if _, err := unsigned.Send(ctx, f.Ping()); err != nil {
		t.Fatal(err)
	}
	if ping := <-received; ping.sig != "" {
		t.Errorf("unsigned sender signed: %q", ping.sig)
	}
}
