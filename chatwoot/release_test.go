package chatwoot_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wakha/wakha/chatwoot"
	"github.com/wakha/wakha/chatwoot/fake"
)

func TestParseRelease(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in   string
		want chatwoot.Release
		ok   bool
	}{
		{"4.15.1", chatwoot.Release{4, 15, 1}, true},
		{"v4.14.2", chatwoot.Release{4, 14, 2}, true},
		{" 4.16 ", chatwoot.Release{4, 16, 0}, true},
		{"4.16.2-ee", chatwoot.Release{4, 16, 2}, true},
		{"4.13.0.beta", chatwoot.Release{4, 13, 0}, true},
		{"latest", chatwoot.Release{}, false},
		{"4", chatwoot.Release{}, false},
		{"4.x.1", chatwoot.Release{}, false},
		{"", chatwoot.Release{}, false},
	}
	for _, tt := range tests {
		got, ok := chatwoot.ParseRelease(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("ParseRelease(%q) = %v, %v; want %v, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
	if !(chatwoot.Release{4, 14, 1}).Before(chatwoot.BotReadsAndLabels) || (chatwoot.Release{4, 14, 2}).Before(chatwoot.BotReadsAndLabels) ||
		(chatwoot.Release{5, 0, 0}).Before(chatwoot.BotReadsAndLabels) {
		t.Error("Before")
	}
}

// logs is a concurrency-safe log sink.
type logs struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *logs) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *logs) count(s string) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return strings.Count(l.buf.String(), s)
}

func (l *logs) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

func withLogs(c *chatwoot.Client) *logs {
	l := &logs{}
	c.Logger = slog.New(slog.NewTextHandler(l, nil))
	return l
}

func requestsTo(f *fake.Server, method, suffix string) int {
	n := 0
	for _, r := range f.Requests() {
		if r.Method == method && strings.HasSuffix(r.Path, suffix) {
			n++
		}
	}
	return n
}

// TestClientLabelsByRelease: before 4.14.2 a bot token may not use labels.
// The client learns it from the version (GET /api or Client.Version) or from
// Chatwoot's refusal, skips labels from then on with one warning, and
// reports success: a handoff must not dead-letter over labels.
func TestClientLabelsByRelease(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		opts      fake.Options
		version   string // Client.Version
		labeled   bool
		warn      bool
		refusals  int // labels requests Chatwoot refused (the fake records each)
		versionGs int // GET /api requests over both sends
	}{
		{name: "4.16.2 from GET /api", opts: fake.Options{}, labeled: true, versionGs: 1},
		{name: "4.14.2 from GET /api", opts: fake.Options{Version: "4.14.2"}, labeled: true, versionGs: 1},
		{name: "4.14.1 from GET /api", opts: fake.Options{Version: "4.14.1"}, warn: true, versionGs: 1},
		{name: "4.13.0 from CHATWOOT_VERSION", opts: fake.Options{Version: "4.13.0"}, version: "4.13.0", warn: true},
		{name: "4.13.0, version unknown: learned from the refusal", opts: fake.Options{Version: "4.13.0", HideVersion: true}, warn: true, refusals: 1, versionGs: 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t, tt.opts, nil)
			e.client.Version = tt.version
			l := withLogs(e.client)
			other := e.fake.NewConversation(fake.ConversationOptions{})
			for _, conv := range []string{e.conv.ID, other.ID} {
				id, err := e.client.Send(context.Background(), e.conv.AccountID, conv, chatwoot.Outbound{Kind: chatwoot.KindAddLabels, Labels: []string{"wakha-handoff"}})
				if err != nil || id != "" {
					t.Fatalf("Send = %q, %v; labels must never fail a handoff here", id, err)
				}
				if got := slices.Contains(e.fake.Labels(e.conv.AccountID, conv), "wakha-handoff"); got != tt.labeled {
					t.Errorf("conversation %s labeled %v, want %v", conv, got, tt.labeled)
				}
			}
			if got := l.count("handoff labels are skipped"); got != map[bool]int{true: 1}[tt.warn] {
				t.Errorf("%d warnings, want one at most:\n%s", got, l)
			}
			labelCalls := requestsTo(e.fake, http.MethodGet, "/labels") + requestsTo(e.fake, http.MethodPost, "/labels")
			if !tt.labeled && labelCalls != tt.refusals {
				t.Errorf("%d labels requests, want %d (none once labels are known to be refused)", labelCalls, tt.refusals)
			}
			if got := len(e.fake.Violations()); got != tt.refusals {
				t.Errorf("violations %v", e.fake.Violations())
			}
			if got := requestsTo(e.fake, http.MethodGet, "/api"); got != tt.versionGs {
				t.Errorf("%d GET /api, want %d (asked once, cached)", got, tt.versionGs)
			}
			if strings.Contains(l.String(), e.fake.BotToken()) {
				t.Error("token logged")
			}
		})
	}
}

// TestClientLabels401: a 401 on labels without Chatwoot's "not authorized
// for bots" is still read as labels being closed to bots when a conversation
// read with the same token succeeds; when that fails too, the token itself
// is refused (rotated), and the 401 goes to the dispatcher.
func TestClientLabels401(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		patchCode int
		wantErr   bool
	}{
		{name: "labels closed, token fine", patchCode: 200},
		{name: "token refused everywhere", patchCode: 401, wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				switch {
				case r.URL.Path == "/api":
					w.WriteHeader(http.StatusNotFound)
				case strings.HasSuffix(r.URL.Path, "/labels"):
					w.WriteHeader(http.StatusUnauthorized)
					_, _ = w.Write([]byte(`{"error":"Unauthorized"}`))
				case r.Method == http.MethodPatch:
					w.WriteHeader(tt.patchCode)
					_, _ = w.Write([]byte(`{"id":42,"status":"pending"}`))
				default:
					w.WriteHeader(http.StatusTeapot)
				}
			}))
			t.Cleanup(srv.Close)
			c := chatwoot.NewClient(srv.URL, "tok", srv.Client())
			l := withLogs(c)
			_, err := c.Send(context.Background(), "1", "42", chatwoot.Outbound{Kind: chatwoot.KindAddLabels, Labels: []string{"wakha-handoff"}})
			var ae *chatwoot.APIError
			if tt.wantErr {
				if !errors.As(err, &ae) || ae.Status != http.StatusUnauthorized {
					t.Fatalf("err %v, want the labels 401", err)
				}
				if l.count("handoff labels are skipped") != 0 {
					t.Errorf("labels turned off on a refused token:\n%s", l)
				}
				return
			}
			if err != nil || l.count("handoff labels are skipped") != 1 {
				t.Errorf("err %v, logs:\n%s", err, l)
			}
		})
	}
}

// TestClientHandoffNotStale: toggle_status open is sent only while the
// conversation is pending. A handoff delivered after an agent resolved (or
// opened) the conversation would reopen it; it is skipped and reported as
// done. The status is read with GET (4.14.2+) or an empty PATCH (before).
func TestClientHandoffNotStale(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		opts     fake.Options
		before   func(f *fake.Server, c fake.Conversation) error
		want     string // status after the Send
		toggled  bool
		readWith string // GET or PATCH
	}{
		{name: "pending: handed off", opts: fake.Options{}, want: "open", toggled: true, readWith: http.MethodGet},
		{name: "resolved meanwhile (4.16.2)", opts: fake.Options{}, before: resolve, want: "resolved", readWith: http.MethodGet},
		{name: "opened by an agent meanwhile", opts: fake.Options{}, before: openByAgent, want: "open", readWith: http.MethodGet},
		{name: "resolved meanwhile (4.13: PATCH read)", opts: fake.Options{Version: "4.13.0"}, before: resolve, want: "resolved", readWith: http.MethodPatch},
		{name: "pending (4.13: PATCH read)", opts: fake.Options{Version: "4.13.0"}, want: "open", toggled: true, readWith: http.MethodPatch},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t, tt.opts, nil)
			l := withLogs(e.client)
			if tt.before != nil {
				if err := tt.before(e.fake, e.conv); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := e.send(t, chatwoot.Outbound{Kind: chatwoot.KindToggleStatus, Status: chatwoot.StatusOpen}); err != nil {
				t.Fatalf("Send: %v", err)
			}
			if got := e.fake.Status(e.conv.AccountID, e.conv.ID); got != tt.want {
				t.Errorf("status %q, want %q", got, tt.want)
			}
			if got := requestsTo(e.fake, http.MethodPost, "/toggle_status") == 1; got != tt.toggled {
				t.Errorf("toggle_status sent %v, want %v", got, tt.toggled)
			}
			convPath := "/api/v1/accounts/" + e.conv.AccountID + "/conversations/" + e.conv.ID
			if requestsTo(e.fake, tt.readWith, convPath) != 1 {
				t.Errorf("status not read with %s: %v", tt.readWith, e.fake.Requests())
			}
			if skipped := l.count("handoff not sent") == 1; skipped == tt.toggled {
				t.Errorf("skip logged %v:\n%s", skipped, l)
			}
			noViolations(t, e.fake)
		})
	}
}

func resolve(f *fake.Server, c fake.Conversation) error {
	_, err := f.Resolve(c.AccountID, c.ID)
	return err
}

func openByAgent(f *fake.Server, c fake.Conversation) error {
	_, err := f.OpenByAgent(c.AccountID, c.ID)
	return err
}

// TestClientHandoffReadFallbacks: when the version is unknown and GET is
// refused to bots, the client learns to read with PATCH; where no read is
// allowed it sends the handoff unguarded with one warning; a failed read
// (5xx) fails the send, to be retried, and sends nothing.
func TestClientHandoffReadFallbacks(t *testing.T) {
	t.Parallel()
	t.Run("GET refused, PATCH learned", func(t *testing.T) {
		t.Parallel()
		e := newEnv(t, fake.Options{Version: "4.13.0", HideVersion: true}, nil)
		second := e.fake.NewConversation(fake.ConversationOptions{})
		for _, c := range []fake.Conversation{e.conv, second} {
			if _, err := e.client.Send(context.Background(), c.AccountID, c.ID, chatwoot.Outbound{Kind: chatwoot.KindToggleStatus, Status: "open"}); err != nil {
				t.Fatal(err)
			}
			if e.fake.Status(c.AccountID, c.ID) != "open" {
				t.Errorf("conversation %s not handed off", c.ID)
			}
		}
		if gets, patches := requestsTo(e.fake, http.MethodGet, "/conversations/"+e.conv.ID)+requestsTo(e.fake, http.MethodGet, "/conversations/"+second.ID),
			requestsTo(e.fake, http.MethodPatch, "/conversations/"+e.conv.ID)+requestsTo(e.fake, http.MethodPatch, "/conversations/"+second.ID); gets != 1 || patches != 2 {
			t.Errorf("%d GET and %d PATCH reads, want 1 (refused, then remembered) and 2", gets, patches)
		}
	})
	t.Run("no read allowed: unguarded, one warning", func(t *testing.T) {
		t.Parallel()
		var toggles int
		var mu sync.Mutex
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			switch {
			case r.URL.Path == "/api":
				_, _ = w.Write([]byte(`{"version":"4.12.1"}`))
			case strings.HasSuffix(r.URL.Path, "/toggle_status"):
				mu.Lock()
				toggles++
				mu.Unlock()
				_, _ = w.Write([]byte(`{"meta":{},"payload":{"success":null,"conversation_id":42,"current_status":"open"}}`))
			default:
				w.WriteHeader(http.StatusUnauthorized)
				_, _ = w.Write([]byte(`{"error":"Access to this endpoint is not authorized for bots"}`))
			}
		}))
		t.Cleanup(srv.Close)
		c := chatwoot.NewClient(srv.URL, "tok", srv.Client())
		l := withLogs(c)
		for range 2 {
			if _, err := c.Send(context.Background(), "1", "42", chatwoot.Outbound{Kind: chatwoot.KindToggleStatus, Status: "open"}); err != nil {
				t.Fatal(err)
			}
		}
		mu.Lock()
		defer mu.Unlock()
		if toggles != 2 || l.count("lets the bot read no conversation") != 1 {
			t.Errorf("%d toggles; logs:\n%s", toggles, l)
		}
	})
	t.Run("read fails: retry later, nothing sent", func(t *testing.T) {
		t.Parallel()
		e := newEnv(t, fake.Options{}, nil)
		e.client.Version = "4.16.2"
		e.fake.FailNext(1, 503, 0)
		_, err := e.send(t, chatwoot.Outbound{Kind: chatwoot.KindToggleStatus, Status: "open"})
		var ae *chatwoot.APIError
		if !errors.As(err, &ae) || ae.Status != 503 {
			t.Fatalf("err %v, want the read's 503", err)
		}
		if requestsTo(e.fake, http.MethodPost, "/toggle_status") != 0 || e.fake.Status(e.conv.AccountID, e.conv.ID) != "pending" {
			t.Error("toggled without knowing the status")
		}
	})
}

// TestClientVersionProbeRetry: a failed GET /api leaves the version unknown
// (the client still works, learning from refusals) and is asked again only
// after a minute.
func TestClientVersionProbeRetry(t *testing.T) {
	t.Parallel()
	e := newEnv(t, fake.Options{}, nil)
	now := time.Date(2026, 8, 18, 12, 0, 0, 0, time.UTC)
	chatwoot.SetClock(e.client, func() time.Time { return now })
	l := withLogs(e.client)
	labels := chatwoot.Outbound{Kind: chatwoot.KindAddLabels, Labels: []string{"wakha-handoff"}}
	e.fake.FailNext(1, 502, 0)
	for range 2 {
		if _, err := e.send(t, labels); err != nil {
			t.Fatal(err)
		}
	}
	if got := requestsTo(e.fake, http.MethodGet, "/api"); got != 1 {
		t.Errorf("%d GET /api within the minute, want 1", got)
	}
	now = now.Add(61 * time.Second)
	for range 2 {
		if _, err := e.send(t, labels); err != nil {
			t.Fatal(err)
		}
	}
	if got := requestsTo(e.fake, http.MethodGet, "/api"); got != 2 {
		t.Errorf("%d GET /api, want 2 (asked again after a minute, then cached)", got)
	}
	if l.count("could not read the version") != 1 {
		t.Errorf("logs:\n%s", l)
	}
}
