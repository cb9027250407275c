package chatwoot_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/wakha/wakha/chatwoot"
	"github.com/wakha/wakha/chatwoot/fake"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/i18n"
)

type env struct {
	fake   *fake.Server
	srv    *httptest.Server
	client *chatwoot.Client
	conv   fake.Conversation
}

func newEnv(t *testing.T, opts fake.Options, hc *http.Client) env {
	t.Helper()
	f := fake.New(opts)
	srv := httptest.NewServer(f)
	t.Cleanup(srv.Close)
	t.Cleanup(f.Close)
	if hc == nil {
		hc = srv.Client()
	}
	return env{fake: f, srv: srv, client: chatwoot.NewClient(srv.URL+"/", f.BotToken(), hc), conv: f.NewConversation(fake.ConversationOptions{})}
}

func (e env) send(t *testing.T, out chatwoot.Outbound) (string, error) {
	t.Helper()
	return e.client.Send(context.Background(), e.conv.AccountID, e.conv.ID, out)
}

func noViolations(t *testing.T, f *fake.Server) {
	t.Helper()
	if v := f.Violations(); len(v) > 0 {
		t.Errorf("fake Chatwoot saw invalid requests:\n%s", strings.Join(v, "\n"))
	}
}

// TestClientFullTurn renders a realistic turn (greeting, cards, question,
// handoff) and sends every request to the fake, which checks each shape.
func TestClientFullTurn(t *testing.T) {
	t.Parallel()
	e := newEnv(t, fake.Options{}, nil)
	e.fake.AddTeam(4, "Ventes")
	e.fake.DefineLabels("vip", chatwoot.LabelHandoff, "wakha-"+string(engine.ReasonUserRequested))
	if err := e.fake.SetLabels(e.conv.AccountID, e.conv.ID, "vip"); err != nil {
		t.Fatal(err)
	}
	onSale := product("12")
	onSale.RegularPrice = "299,00 د.م."
	effects := []engine.Effect{
		reply(i18n.KeyResultsIntro, "tajine"),
		{Kind: engine.EffectCards, Cards: []engine.Product{onSale, product("13"), product("14")}},
		{Kind: engine.EffectQuickReplies, Message: &engine.Message{Key: i18n.KeyMoreIntro}, Options: []engine.Option{
			{Label: i18n.KeyLabelShowMore, Meaning: engine.MeaningShowMore}, {Label: i18n.KeyLabelHuman, Meaning: engine.MeaningHuman}}},
		{Kind: engine.EffectHandoff, HandoffReason: engine.ReasonUserRequested},
		reply(i18n.KeyHandoff),
	}
	outs := chatwoot.Render(effects, i18n.Darija, chatwoot.RenderOptions{HandoffTeamID: 4, Summary: "shopper: bghit wa7ed"})
	var ids []string
	for _, o := range outs {
		id, err := e.send(t, o)
		if err != nil {
			t.Fatalf("Send %v: %v", o, err)
		}
		if (id != "") != (o.Kind == chatwoot.KindMessage) {
			t.Errorf("Send %v returned id %q", o, id)
		}
		if id != "" {
			ids = append(ids, id)
		}
	}
	noViolations(t, e.fake)

	msgs := e.fake.Messages(e.conv.AccountID, e.conv.ID)
	var got []string
	for i, m := range msgs {
		got = append(got, m.ContentType+map[bool]string{true: "/private"}[m.Private])
		if m.MessageType != "outgoing" || m.SenderType != "agent_bot" {
			t.Errorf("message %d: %s from %s", i, m.MessageType, m.SenderType)
		}
		if i < len(ids) && ids[i] != itoa(m.ID) {
			t.Errorf("platform id %s, fake id %d", ids[i], m.ID)
		}
	}
	want := []string{"text", "cards", "input_select", "text/private", "text"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("messages %v, want %v", got, want)
	}
	if len(msgs) == len(want) {
		if !reflect.DeepEqual(msgs[1].Cards, outs[1].Cards) {
			t.Errorf("cards stored %+v\nsent %+v", msgs[1].Cards, outs[1].Cards)
		}
		if !reflect.DeepEqual(msgs[2].Items, outs[2].Items) || msgs[2].Content == "" {
			t.Errorf("quick replies stored %+v", msgs[2])
		}
	}
	if got := e.fake.Team(e.conv.AccountID, e.conv.ID); got != 4 {
		t.Errorf("team %d", got)
	}
	if got, want := e.fake.Labels(e.conv.AccountID, e.conv.ID), []string{"vip", "wakha-handoff", "wakha-user_requested"}; !reflect.DeepEqual(got, want) {
		t.Errorf("labels %v, want %v", got, want)
	}
	if got := e.fake.Status(e.conv.AccountID, e.conv.ID); got != chatwoot.StatusOpen {
		t.Errorf("status %q", got)
	}
	c, _ := e.fake.Conversation(e.conv.AccountID, e.conv.ID)
	if c.BotAssigned {
		t.Error("bot still assigned after handoff")
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

func TestClientLabelsMerge(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		existing  []string
		add       []string
		defined   []string
		want      []string
		wantPosts int
		wantWarn  bool
		drop      bool // a Chatwoot that drops labels the account does not define
	}{
		{name: "added to existing", existing: []string{"vip", "livraison"}, add: []string{"wakha-handoff"}, want: []string{"vip", "livraison", "wakha-handoff"}, wantPosts: 1},
		{name: "none before", add: []string{"wakha-handoff", "wakha-low_confidence"}, want: []string{"wakha-handoff", "wakha-low_confidence"}, wantPosts: 1},
		{name: "already there: no POST", existing: []string{"wakha-handoff"}, add: []string{"wakha-handoff"}, want: []string{"wakha-handoff"}, wantPosts: 0},
		{name: "case-insensitive", existing: []string{"wakha-handoff"}, add: []string{"Wakha-Handoff"}, want: []string{"wakha-handoff"}, wantPosts: 0},
		{name: "undefined label kept (4.13–4.15)", existing: []string{"vip"}, add: []string{"wakha-handoff"}, defined: []string{"vip"}, want: []string{"vip", "wakha-handoff"}, wantPosts: 1},
		{name: "undefined label dropped by Chatwoot: warning only", existing: []string{"vip"}, add: []string{"wakha-handoff"}, defined: []string{"vip"}, drop: true, want: []string{"vip"}, wantPosts: 1, wantWarn: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t, fake.Options{DropUndefinedLabels: tt.drop}, nil)
			var logs bytes.Buffer
			e.client.Logger = slog.New(slog.NewTextHandler(&logs, nil))
			if tt.defined != nil {
				e.fake.DefineLabels(tt.defined...)
			}
			if err := e.fake.SetLabels(e.conv.AccountID, e.conv.ID, tt.existing...); err != nil {
				t.Fatal(err)
			}
			if _, err := e.send(t, chatwoot.Outbound{Kind: chatwoot.KindAddLabels, Labels: tt.add}); err != nil {
				t.Fatalf("Send: %v", err)
			}
			if got := e.fake.Labels(e.conv.AccountID, e.conv.ID); !reflect.DeepEqual(nonNilStrings(got), nonNilStrings(tt.want)) {
				t.Errorf("labels %v, want %v", got, tt.want)
			}
			posts := 0
			for _, r := range e.fake.Requests() {
				if r.Method == http.MethodPost {
					posts++
				}
			}
			if posts != tt.wantPosts {
				t.Errorf("%d POSTs, want %d", posts, tt.wantPosts)
			}
			if warned := strings.Contains(logs.String(), "dropped"); warned != tt.wantWarn {
				t.Errorf("warning logged %v, want %v: %s", warned, tt.wantWarn, logs.String())
			}
			if strings.Contains(logs.String(), e.fake.BotToken()) {
				t.Error("token logged")
			}
			noViolations(t, e.fake)
		})
	}
}

func nonNilStrings(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func TestClientErrors(t *testing.T) {
	t.Parallel()
	text := chatwoot.Outbound{Kind: chatwoot.KindMessage, ContentType: chatwoot.ContentText, Content: "salam"}
	tests := []struct {
		name      string
		setup     func(e env)
		client    func(e env) *chatwoot.Client
		conv      string
		out       chatwoot.Outbound
		status    int // 0: not an APIError
		retry     bool
		after     time.Duration
		target    error
		violation bool
	}{
		{name: "500", setup: func(e env) { e.fake.FailNext(1, 500, 0) }, out: text, status: 500, retry: true},
		{name: "502 with Retry-After", setup: func(e env) { e.fake.FailNext(1, 502, 3*time.Second) }, out: text, status: 502, retry: true, after: 3 * time.Second},
		{name: "429 with Retry-After", setup: func(e env) { e.fake.FailNext(1, 429, 7*time.Second) }, out: text, status: 429, retry: true, after: 7 * time.Second},
		{name: "422 is final", setup: func(e env) { e.fake.FailNext(1, 422, 0) }, out: text, status: 422},
		{name: "403 (api_and_webhooks off) is final", setup: func(e env) { e.fake.FailNext(1, 403, 0) }, out: text, status: 403},
		{name: "unknown conversation", conv: "999", out: text, status: 404},
		{name: "wrong token", client: func(e env) *chatwoot.Client { return chatwoot.NewClient(e.srv.URL, "nope", e.srv.Client()) }, out: text, status: 401, violation: true},
		{name: "timeout", setup: func(e env) { e.fake.SetDelay(500 * time.Millisecond) }, client: func(e env) *chatwoot.Client {
			return chatwoot.NewClient(e.srv.URL, e.fake.BotToken(), &http.Client{Timeout: 50 * time.Millisecond})
		}, out: text, retry: true},
		{name: "connection dropped", setup: func(e env) { e.fake.Down(true) }, out: text, retry: true},
		{name: "connection refused", client: func(e env) *chatwoot.Client {
			dead := httptest.NewServer(http.NotFoundHandler())
			dead.Close()
			return chatwoot.NewClient(dead.URL, e.fake.BotToken(), nil)
		}, out: text, retry: true},
		{name: "invalid request is not sent", out: chatwoot.Outbound{Kind: chatwoot.KindToggleStatus}, target: chatwoot.ErrInvalidOutbound},
		{name: "non-numeric conversation id", conv: "42/../../x", out: text, target: chatwoot.ErrInvalidOutbound},
		{name: "unknown team", setup: func(e env) { e.fake.AddTeam(1, "Support") }, out: chatwoot.Outbound{Kind: chatwoot.KindAssignTeam, TeamID: 99}, target: chatwoot.ErrTeamNotFound},
		{name: "retry after on labels GET", setup: func(e env) { e.client.Version = "4.16.2"; e.fake.FailNext(1, 429, time.Second) }, out: chatwoot.Outbound{Kind: chatwoot.KindAddLabels, Labels: []string{"x"}}, status: 429, retry: true, after: time.Second},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t, fake.Options{}, nil)
			if tt.setup != nil {
				tt.setup(e)
			}
			c := e.client
			if tt.client != nil {
				c = tt.client(e)
			}
			conv := e.conv.ID
			if tt.conv != "" {
				conv = tt.conv
			}
			_, err := c.Send(context.Background(), e.conv.AccountID, conv, tt.out)
			if err == nil {
				t.Fatal("Send succeeded")
			}
			if strings.Contains(err.Error(), e.fake.BotToken()) {
				t.Errorf("token in error %q", err)
			}
			var ae *chatwoot.APIError
			if tt.status != 0 {
				if !errors.As(err, &ae) || ae.Status != tt.status {
					t.Fatalf("error %v, want APIError %d", err, tt.status)
				}
			}
			if tt.target != nil && !errors.Is(err, tt.target) {
				t.Errorf("error %v, want %v", err, tt.target)
			}
			retry, after := chatwoot.Retryable(err)
			if retry != tt.retry || after != tt.after {
				t.Errorf("Retryable(%v) = %v, %v; want %v, %v", err, retry, after, tt.retry, tt.after)
			}
			if got := len(e.fake.Violations()) > 0; got != tt.violation {
				t.Errorf("violations %v, want some=%v", e.fake.Violations(), tt.violation)
			}
		})
	}
}

// TestClientAgainstOddServers covers answers the fake does not give.
func TestClientAgainstOddServers(t *testing.T) {
	t.Parallel()
	// The client reads the date on this clock: a loaded machine that starts
	// a subtest late must not eat into the 90 s.
	now := time.Now().UTC().Truncate(time.Second)
	date := now.Add(90 * time.Second).Format(http.TimeFormat)
	tests := []struct {
		name    string
		handler http.HandlerFunc
		out     chatwoot.Outbound
		target  error
		retry   bool
		after   func(time.Duration) bool
		bodyMax int
	}{
		{
			name: "Retry-After as HTTP date",
			handler: func(w http.ResponseWriter, _ *http.Request) {
				w.Header().Set("Retry-After", date)
				w.WriteHeader(http.StatusServiceUnavailable)
			},
			out:   chatwoot.Outbound{Kind: chatwoot.KindMessage, Content: "x"},
			retry: true,
			after: func(d time.Duration) bool { return d == 90*time.Second },
		},
		{
			name: "toggle_status leaves it pending",
			handler: func(w http.ResponseWriter, _ *http.Request) {
				_, _ = w.Write([]byte(`{"meta":{},"payload":{"success":false,"conversation_id":42,"current_status":"pending"}}`))
			},
			out:    chatwoot.Outbound{Kind: chatwoot.KindToggleStatus, Status: "open"},
			target: chatwoot.ErrNotOpened,
		},
		{
			name: "2xx with HTML",
			handler: func(w http.ResponseWriter, _ *http.Request) {
				_, _ = w.Write([]byte(`<html>maintenance</html>`))
			},
			out:    chatwoot.Outbound{Kind: chatwoot.KindMessage, Content: "x"},
			target: chatwoot.ErrBadResponse,
		},
		{
			name: "2xx without message id",
			handler: func(w http.ResponseWriter, _ *http.Request) {
				_, _ = w.Write([]byte(`{"content":"x"}`))
			},
			out:    chatwoot.Outbound{Kind: chatwoot.KindMessage, Content: "x"},
			target: chatwoot.ErrBadResponse,
		},
		{
			name: "huge 2xx body",
			handler: func(w http.ResponseWriter, _ *http.Request) {
				_, _ = w.Write([]byte(`{"id":1,"content":"`))
				_, _ = w.Write(bytes.Repeat([]byte("a"), 2<<20))
				_, _ = w.Write([]byte(`"}`))
			},
			out:    chatwoot.Outbound{Kind: chatwoot.KindMessage, Content: "x"},
			target: chatwoot.ErrBadResponse,
		},
		{
			name: "huge error body is truncated",
			handler: func(w http.ResponseWriter, _ *http.Request) {
				w.WriteHeader(http.StatusBadRequest)
				_, _ = w.Write(bytes.Repeat([]byte("e"), 100000))
			},
			out:     chatwoot.Outbound{Kind: chatwoot.KindMessage, Content: "x"},
			bodyMax: 600,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			srv := httptest.NewServer(tt.handler)
			t.Cleanup(srv.Close)
			c := chatwoot.NewClient(srv.URL, "tok", srv.Client())
			chatwoot.SetClock(c, func() time.Time { return now })
			_, err := c.Send(context.Background(), "1", "42", tt.out)
			if err == nil {
				t.Fatal("Send succeeded")
			}
			if tt.target != nil && !errors.Is(err, tt.target) {
				t.Errorf("error %v, want %v", err, tt.target)
			}
			retry, after := chatwoot.Retryable(err)
			if retry != tt.retry {
				t.Errorf("Retryable = %v", retry)
			}
			if tt.after != nil && !tt.after(after) {
				t.Errorf("after = %v", after)
			}
			if tt.bodyMax > 0 {
				var ae *chatwoot.APIError
				if !errors.As(err, &ae) || len(ae.Body) > tt.bodyMax {
					t.Errorf("APIError body %d bytes", len(ae.Body))
				}
			}
		})
	}
}

func TestClientHeaders(t *testing.T) {
	t.Parallel()
	var got http.Header
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r.Header.Clone()
		_, _ = w.Write([]byte(`{"id":9900}`))
	}))
	t.Cleanup(srv.Close)
	c := chatwoot.NewClient(srv.URL, "s3cret", srv.Client())
	id, err := c.Send(context.Background(), "1", "42", chatwoot.Outbound{Kind: chatwoot.KindMessage, Content: "x"})
	if err != nil || id != "9900" {
		t.Fatalf("Send = %q, %v", id, err)
	}
	if got.Get("Api-Access-Token") != "s3cret" || !strings.HasPrefix(got.Get("Content-Type"), "application/json") || !strings.HasPrefix(got.Get("User-Agent"), "wakha") {
		t.Errorf("headers %v", got)
	}
}

func TestRetryableOthers(t *testing.T) {
	t.Parallel()
	tests := []struct {
		err   error
		retry bool
	}{
		{nil, false},
		{errors.New("something"), false},
		{context.DeadlineExceeded, true},
		{context.Canceled, true},
		{&chatwoot.APIError{Status: 408}, true},
		{&chatwoot.APIError{Status: 400}, false},
		{&chatwoot.APIError{Status: 503}, true},
	}
	for _, tt := range tests {
		if retry, _ := chatwoot.Retryable(tt.err); retry != tt.retry {
			t.Errorf("Retryable(%v) = %v", tt.err, retry)
		}
	}
}
