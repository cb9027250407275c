package intercom_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/i18n"
	"github.com/wakha/wakha/intercom"
	"github.com/wakha/wakha/intercom/fake"
)

var clock = time.Date(2026, 1, 10, 7, 56, 29, 0, time.UTC)

type env struct {
	f      *fake.Server
	srv    *httptest.Server
	client *intercom.Client
	conv   fake.Conversation
}

func setupClient(t *testing.T, cfg intercom.ClientConfig) env {
	t.Helper()
	f := fake.New(fake.Options{Now: func() time.Time { return clock }})
	srv := httptest.NewServer(f)
	t.Cleanup(srv.Close)
	t.Cleanup(f.Close)
	cfg.BaseURL = srv.URL
	if cfg.AccessToken == "" {
		cfg.AccessToken = f.Token()
	}
	if cfg.AdminID == "" {
		cfg.AdminID = f.BotAdminID()
	}
	if cfg.Now == nil {
		cfg.Now = func() time.Time { return clock }
	}
	c, err := intercom.NewClient(cfg)
	if err != nil {
		t.Fatal(err)
	}
	conv, _ := f.StartConversation(fake.ConversationOptions{}, "Salam, 3ndkom tajine?")
	return env{f: f, srv: srv, client: c, conv: conv}
}

// TestClientSendsRenderedTurns sends whole rendered turns through the
// fake, which checks every request, and reads them back.
func TestClientSendsRenderedTurns(t *testing.T) {
	t.Parallel()
	e := setupClient(t, intercom.ClientConfig{})
	ctx := context.Background()
	turns := [][]engine.Effect{
		cardsTurn(products()),
		{{Kind: engine.EffectHandoff, HandoffReason: engine.ReasonUserRequested}, reply(i18n.KeyHandoff)},
	}
	opts := intercom.RenderOptions{HandoffTeamID: fake.TeamID, Summary: "shopper: bghit tajine"}
	var ids []string
	for _, effects := range turns {
		for _, out := range intercom.Render(effects, i18n.Darija, opts) {
			id, err := e.client.Send(ctx, e.conv.ID, out)
			if err != nil {
				t.Fatalf("Send %s: %v", out, err)
			}
			if out.Kind != intercom.KindTag && id == "" {
				t.Errorf("Send %s: no part id", out)
			}
			ids = append(ids, id)
		}
	}
	if v := e.f.Violations(); len(v) != 0 {
		t.Fatalf("violations:\n%s", strings.Join(v, "\n"))
	}
	conv, _ := e.f.Conversation(e.conv.ID)
	var types []string
	for i, p := range conv.Parts {
		types = append(types, p.PartType)
		if p.AuthorID != fake.BotAdminID || p.AppPackageCode == "" {
			t.Errorf("part %d by %s/%s app %q", i, p.AuthorType, p.AuthorID, p.AppPackageCode)
		}
	}
	want := "comment comment comment quick_reply note assignment comment"
	if got := strings.Join(types, " "); got != want {
		t.Errorf("parts %s, want %s", got, want)
	}
	if conv.TeamAssigneeID != fake.TeamID || strings.Join(conv.Tags, ",") != intercom.DefaultHandoffTag {
		t.Errorf("team %q tags %q", conv.TeamAssigneeID, conv.Tags)
	}
	if ids[0] != conv.Parts[0].ID || ids[3] != conv.Parts[3].ID {
		t.Errorf("ids %v do not name the parts created", ids)
	}
	for _, r := range e.f.Requests() {
		if r.Version != intercom.DefaultVersion {
			t.Errorf("%s %s sent Intercom-Version %q", r.Method, r.Path, r.Version)
		}
	}
}

// TestClientTagOnce: the handoff tag is found or created once, then its id
// is reused; a tag deleted since is looked up again.
func TestClientTagOnce(t *testing.T) {
	t.Parallel()
	e := setupClient(t, intercom.ClientConfig{})
	ctx := context.Background()
	other, _ := e.f.StartConversation(fake.ConversationOptions{ContactType: "lead"}, "Bonjour")
	tagOut := intercom.Outbound{Kind: intercom.KindTag, TagName: "Wakha-Handoff"}
	count := func() (lists, creates, attaches int) {
		for _, r := range e.f.Requests() {
			switch {
			case r.Method == http.MethodGet && r.Path == "/tags":
				lists++
			case r.Method == http.MethodPost && r.Path == "/tags":
				creates++
			case strings.HasSuffix(r.Path, "/tags"):
				attaches++
			}
		}
		return
	}
	for _, conv := range []string{e.conv.ID, other.ID, e.conv.ID} {
		if _, err := e.client.Send(ctx, conv, tagOut); err != nil {
			t.Fatal(err)
		}
	}
	if l, c, a := count(); l != 1 || c != 1 || a != 3 {
		t.Errorf("lists %d creates %d attaches %d, want 1 1 3", l, c, a)
	}
	if got := e.f.WorkspaceTags(); len(got) != 1 {
		t.Errorf("workspace tags %q", got)
	}

	// An existing tag (another case) is found, not created.
	e2 := setupClient(t, intercom.ClientConfig{})
	e2.f.DefineTag("wakha-handoff")
	if _, err := e2.client.Send(ctx, e2.conv.ID, tagOut); err != nil {
		t.Fatal(err)
	}
	if got := e2.f.WorkspaceTags(); len(got) != 1 || e2.f.Tags(e2.conv.ID)[0] != "wakha-handoff" {
		t.Errorf("workspace tags %q conversation tags %q", got, e2.f.Tags(e2.conv.ID))
	}

	e.f.DeleteTag("wakha-handoff")
	if _, err := e.client.Send(ctx, other.ID, tagOut); err != nil {
		t.Fatalf("after the tag was deleted: %v", err)
	}
	if l, c, _ := count(); l != 2 || c != 2 {
		t.Errorf("lists %d creates %d, want the tag looked up and created again", l, c)
	}
	if v := e.f.Violations(); len(v) != 0 {
		t.Errorf("violations %q", v)
	}
}

func TestClientErrors(t *testing.T) {
	t.Parallel()
	comment := intercom.Outbound{Kind: intercom.KindReply, MessageType: intercom.MessageComment, Body: "<p>Salam</p>"}
	tests := []struct {
		name     string
		cfg      intercom.ClientConfig
		prepare  func(e env)
		conv     string
		out      intercom.Outbound
		ctx      func() (context.Context, context.CancelFunc)
		class    intercom.Class
		after    time.Duration
		status   int
		code     string
		retrySay bool
	}{
		{name: "500", prepare: func(e env) { e.f.FailNext(fake.Failure{Status: 500}) }, class: intercom.ClassRetry, status: 500, code: "server_error", retrySay: true},
		{name: "503", prepare: func(e env) { e.f.FailNext(fake.Failure{Status: 503}) }, class: intercom.ClassRetry, status: 503, retrySay: true},
		{name: "429 waits until X-RateLimit-Reset", prepare: func(e env) { e.f.FailNext(fake.Failure{Status: 429, Reset: 7 * time.Second}) },
			class: intercom.ClassRetry, after: 7 * time.Second, status: 429, code: "rate_limit_exceeded", retrySay: true},
		{name: "429 with Retry-After", prepare: func(e env) {
			e.f.FailNext(fake.Failure{Status: 429, Reset: 7 * time.Second, RetryAfter: 30 * time.Second})
		}, class: intercom.ClassRetry, after: 30 * time.Second, status: 429, retrySay: true},
		{name: "401 from the API", prepare: func(e env) { e.f.FailNext(fake.Failure{Status: 401}) }, class: intercom.ClassAuth, status: 401, code: "unauthorized", retrySay: true},
		{name: "wrong token", cfg: intercom.ClientConfig{AccessToken: "revoked"}, class: intercom.ClassAuth, status: 401, code: "unauthorized", retrySay: true},
		{name: "403 plan restricted", prepare: func(e env) { e.f.FailNext(fake.Failure{Status: 403}) }, class: intercom.ClassAuth, status: 403, code: "api_plan_restricted", retrySay: true},
		{name: "404 conversation", conv: "999", class: intercom.ClassPermanent, status: 404, code: "not_found"},
		{name: "400 refused", cfg: intercom.ClientConfig{AdminID: "1"}, class: intercom.ClassPermanent, status: 400, code: "parameter_invalid"},
		{name: "422", prepare: func(e env) { e.f.FailNext(fake.Failure{Status: 422}) }, class: intercom.ClassPermanent, status: 422},
		{name: "timeout", prepare: func(e env) { e.f.FailNext(fake.Failure{Hang: true}) },
			ctx: func() (context.Context, context.CancelFunc) {
				return context.WithTimeout(context.Background(), 20*time.Millisecond)
			},
			class: intercom.ClassRetry, retrySay: true},
		{name: "connection dropped", prepare: func(e env) { e.f.Down(true) }, class: intercom.ClassRetry, retrySay: true},
		{name: "invalid outbound never sent", out: intercom.Outbound{Kind: intercom.KindReply, MessageType: intercom.MessageComment}, class: intercom.ClassPermanent},
		{name: "conversation id not numeric", conv: "last", class: intercom.ClassPermanent},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e := setupClient(t, tt.cfg)
			if tt.prepare != nil {
				tt.prepare(e)
			}
			conv := e.conv.ID
			if tt.conv != "" {
				conv = tt.conv
			}
			out := comment
			if tt.out.Kind != "" {
				out = tt.out
			}
			ctx, cancel := context.Background(), context.CancelFunc(func() {})
			if tt.ctx != nil {
				ctx, cancel = tt.ctx()
			}
			defer cancel()
			_, err := e.client.Send(ctx, conv, out)
			if err == nil {
				t.Fatal("Send succeeded")
			}
			class, after := intercom.Classify(err)
			if class != tt.class || after != tt.after {
				t.Errorf("Classify(%v) = %s %s, want %s %s", err, class, after, tt.class, tt.after)
			}
			if retry, _ := intercom.Retryable(err); retry != tt.retrySay {
				t.Errorf("Retryable = %v, want %v", retry, tt.retrySay)
			}
			var ae *intercom.APIError
			if tt.status == 0 {
				if errors.As(err, &ae) {
					t.Errorf("unexpected APIError %v", ae)
				}
				return
			}
			if !errors.As(err, &ae) || ae.Status != tt.status || (tt.code != "" && ae.Code != tt.code) || ae.RequestID == "" {
				t.Fatalf("err %v, want an APIError %d %s with a request id", err, tt.status, tt.code)
			}
			if strings.Contains(err.Error(), e.f.Token()) {
				t.Errorf("error %q shows the token", err)
			}
		})
	}
}

// TestClientNothingSentWhenInvalid: a request Validate refuses never
// reaches Intercom.
func TestClientNothingSentWhenInvalid(t *testing.T) {
	t.Parallel()
	e := setupClient(t, intercom.ClientConfig{})
	_, err := e.client.Send(context.Background(), e.conv.ID, intercom.Outbound{Kind: intercom.KindAssign, AssigneeType: intercom.AssigneeTeam, AssigneeID: "0"})
	if !errors.Is(err, intercom.ErrInvalidOutbound) {
		t.Fatalf("err %v", err)
	}
	if n := len(e.f.Requests()); n != 0 {
		t.Errorf("%d requests sent", n)
	}
}

func TestClientBadResponse(t *testing.T) {
	t.Parallel()
	for name, body := range map[string]string{
		"not JSON":             "<html>proxy</html>",
		"not a conversation":   `{"type":"error.list","errors":[]}`,
		"tag without id":       `{"type":"list","data":[]}`,
		"conversation parts ?": `{"type":"conversation","id":"1","conversation_parts":"x"}`,
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "application/json")
				if r.URL.Path == "/tags" && r.Method == http.MethodPost {
					fmt.Fprint(w, `{"type":"tag","name":"x"}`)
					return
				}
				fmt.Fprint(w, body)
			}))
			t.Cleanup(srv.Close)
			c, err := intercom.NewClient(intercom.ClientConfig{BaseURL: srv.URL, AccessToken: "t", AdminID: "1"})
			if err != nil {
				t.Fatal(err)
			}
			out := intercom.Outbound{Kind: intercom.KindReply, MessageType: intercom.MessageComment, Body: "<p>x</p>"}
			if name == "tag without id" {
				out = intercom.Outbound{Kind: intercom.KindTag, TagName: "x"}
			}
			id, err := c.Send(context.Background(), "1", out)
			switch name {
			case "conversation parts ?":
				// A conversation without readable parts: sent, id unknown.
				if err != nil || id != "" {
					t.Errorf("Send = %q %v", id, err)
				}
			default:
				if !errors.Is(err, intercom.ErrBadResponse) {
					t.Errorf("err %v, want ErrBadResponse", err)
				}
				if class, _ := intercom.Classify(err); class != intercom.ClassPermanent {
					t.Errorf("class %s", class)
				}
			}
		})
	}
}

func TestClientHeaders(t *testing.T) {
	t.Parallel()
	got := make(chan http.Header, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got <- r.Header.Clone()
		fmt.Fprint(w, `{"type":"conversation","id":"1","conversation_parts":{"conversation_parts":[{"id":"77"}]}}`)
	}))
	t.Cleanup(srv.Close)
	c, err := intercom.NewClient(intercom.ClientConfig{BaseURL: srv.URL + "/", AccessToken: " tok ", AdminID: "1", Version: "2.16"})
	if err != nil {
		t.Fatal(err)
	}
	id, err := c.Send(context.Background(), "1", intercom.Outbound{Kind: intercom.KindReply, MessageType: intercom.MessageNote, Body: "<p>x</p>"})
	if err != nil || id != "77" {
		t.Fatalf("Send = %q %v", id, err)
	}
	h := <-got
	for k, want := range map[string]string{
		"Authorization": "Bearer tok", intercom.HeaderVersion: "2.16", "Accept": "application/json",
		"Content-Type": "application/json", "User-Agent": intercom.DefaultUserAgent,
	} {
		if h.Get(k) != want {
			t.Errorf("%s = %q, want %q", k, h.Get(k), want)
		}
	}
}

func TestNewClient(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		cfg  intercom.ClientConfig
		ok   bool
	}{
		{name: "defaults", cfg: intercom.ClientConfig{AccessToken: "t", AdminID: "7714021"}, ok: true},
		{name: "EU host, 2.15", cfg: intercom.ClientConfig{BaseURL: "https://api.eu.intercom.io", AccessToken: "t", AdminID: "7714021", Version: "2.15"}, ok: true},
		{name: "Preview", cfg: intercom.ClientConfig{AccessToken: "t", AdminID: "7714021", Version: "Preview"}, ok: true},
		{name: "no token", cfg: intercom.ClientConfig{AdminID: "7714021"}},
		{name: "no admin", cfg: intercom.ClientConfig{AccessToken: "t"}},
		{name: "admin not numeric", cfg: intercom.ClientConfig{AccessToken: "t", AdminID: "bot"}},
		{name: "relative base", cfg: intercom.ClientConfig{BaseURL: "api.intercom.io", AccessToken: "t", AdminID: "1"}},
		{name: "unknown version", cfg: intercom.ClientConfig{AccessToken: "t", AdminID: "1", Version: "2.99"}},
		{name: "version without quick replies", cfg: intercom.ClientConfig{AccessToken: "t", AdminID: "1", Version: "2.13"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c, err := intercom.NewClient(tt.cfg)
			if tt.ok != (err == nil) {
				t.Fatalf("NewClient = %v, want ok=%v", err, tt.ok)
			}
			if err == nil && (c.AdminID() != tt.cfg.AdminID || c.Version() == "") {
				t.Errorf("admin %q version %q", c.AdminID(), c.Version())
			}
		})
	}
}

func TestClassifyOther(t *testing.T) {
	t.Parallel()
	if class, after := intercom.Classify(nil); class != "" || after != 0 {
		t.Errorf("Classify(nil) = %s %s", class, after)
	}
	for _, tt := range []struct {
		err   error
		class intercom.Class
	}{
		{context.DeadlineExceeded, intercom.ClassRetry},
		{fmt.Errorf("wrapped: %w", context.Canceled), intercom.ClassRetry},
		{&intercom.APIError{Status: 408}, intercom.ClassRetry},
		{&intercom.APIError{Status: 409}, intercom.ClassPermanent},
		{errors.New("something else"), intercom.ClassPermanent},
	} {
		if class, _ := intercom.Classify(tt.err); class != tt.class {
			t.Errorf("Classify(%v) = %s, want %s", tt.err, class, tt.class)
		}
	}
}

// TestRetryAfterHTTPDate: Retry-After as an HTTP date counts from the
// injected clock, rounded up to the second.
func TestRetryAfterHTTPDate(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Retry-After", clock.Add(90*time.Second).Format(http.TimeFormat))
		w.WriteHeader(http.StatusTooManyRequests)
	}))
	t.Cleanup(srv.Close)
	c, _ := intercom.NewClient(intercom.ClientConfig{BaseURL: srv.URL, AccessToken: "t", AdminID: "1", Now: func() time.Time { return clock.Add(300 * time.Millisecond) }})
	_, err := c.Send(context.Background(), "1", intercom.Outbound{Kind: intercom.KindTag, TagName: "x"})
	var ae *intercom.APIError
	if !errors.As(err, &ae) || ae.RetryAfter != 90*time.Second || ae.Body != "" {
		t.Errorf("err %v (RetryAfter %v)", err, ae)
	}
}

// TestClientClosesAbandoned renders an abandonment with
// FOLLOWUP_RESOLVE_ON_ABANDON and sends it through the fake, which checks
// the close request's shape: the conversation ends up closed.
func TestClientClosesAbandoned(t *testing.T) {
	t.Parallel()
	e := setupClient(t, intercom.ClientConfig{})
	out := intercom.Render([]engine.Effect{{Kind: engine.EffectResolve}}, i18n.French, intercom.RenderOptions{})
	if len(out) != 1 || out[0].Kind != intercom.KindClose || out[0].Validate() != nil {
		t.Fatalf("rendered %v", out)
	}
	if _, err := e.client.Send(context.Background(), e.conv.ID, out[0]); err != nil {
		t.Fatal(err)
	}
	if v := e.f.Violations(); len(v) != 0 {
		t.Fatalf("violations:\n%s", strings.Join(v, "\n"))
	}
	conv, _ := e.f.Conversation(e.conv.ID)
	if conv.State != "closed" {
		t.Fatalf("conversation state %q, want closed", conv.State)
	}
	// A handoff in the same turn wins: the teammates own it now.
	out = intercom.Render([]engine.Effect{{Kind: engine.EffectHandoff, HandoffReason: engine.ReasonUserRequested}, {Kind: engine.EffectResolve}}, i18n.French, intercom.RenderOptions{})
	for _, o := range out {
		if o.Kind == intercom.KindClose {
			t.Fatalf("closed a conversation handed off: %v", out)
		}
	}
	if (intercom.Outbound{Kind: intercom.KindClose, Body: "<p>x</p>"}).Validate() == nil {
		t.Fatal("a close with a body is valid")
	}
}
