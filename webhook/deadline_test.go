package webhook_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wakha/wakha/chatwoot"
	"github.com/wakha/wakha/internal/faultproxy"
	"github.com/wakha/wakha/postgres"
	"github.com/wakha/wakha/postgres/pgtest"
	"github.com/wakha/wakha/webhook"
)

// hungSetup serves wakha with a database reached through a fault proxy.
func hungSetup(t *testing.T) (*harness, *faultproxy.Proxy, *chatwoot.PostbackSigner) {
	t.Helper()
	direct := pgtest.URL(t)
	u, err := url.Parse(direct)
	if err != nil {
		t.Fatal(err)
	}
	proxy, err := faultproxy.New(u.Host)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = proxy.Close() })
	viaProxy, err := proxy.Via(direct)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	db, err := postgres.Open(ctx, viaProxy)
	if err != nil {
		t.Fatal(err)
	}
	// Resume before closing the pool, so Close never waits on held bytes.
	t.Cleanup(db.Close)
	t.Cleanup(proxy.Resume)
	signer, err := chatwoot.NewPostbackSigner(chatwoot.DerivePostbackKey("bot-token"))
	if err != nil {
		t.Fatal(err)
	}
	h := &harness{db: db, registry: prometheus.NewRegistry()}
	h.srv = httptest.NewServer(webhook.New(webhook.Options{
		Store:     db,
		Webhooks:  chatwootHook(chatwoot.Webhook{Secrets: []string{secret}, MaxSkew: 5 * time.Minute}),
		Postbacks: signer,
		Registry:  h.registry,
		Log:       slog.New(slog.NewJSONHandler(io.Discard, nil)),
		Now:       func() time.Time { return now },
		// The production deadline: a shorter one could fire on a busy
		// machine in the healthy half of the test.
		DBTimeout: webhook.DefaultDBTimeout,
	}))
	t.Cleanup(h.srv.Close)
	return h, proxy, signer
}

// A hung database (connections open, no answer) must not hold a webhook
// past Chatwoot's 5 s: the handler gives up at its deadline with exactly
// 500, which Chatwoot retries, and the retry stores the event once. What
// was answered 500 is not stored: neither the webhook (so the retry is
// "accepted", not a "duplicate") nor the storefront click.
func TestHungDatabaseGivesUpWith500(t *testing.T) {
	t.Parallel()
	h, proxy, signer := hungSetup(t)
	body := incoming(31337, "wach kayn tajine?")
	click, _ := signer.Sign(chatwoot.Postback{ProductID: "1287", AccountID: "1", ConversationID: "42"})
	widgetBody := fmt.Appendf(nil, `{"payload":%q,"click_id":"c1"}`, click)

	proxy.Hang()
	type answer struct {
		what   string
		status int
	}
	answers := make(chan answer, 3)
	ask := func(what, method, path string, body []byte, header map[string]string) {
		req, _ := http.NewRequest(method, h.srv.URL+path, bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		for k, v := range header {
			req.Header.Set(k, v)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			answers <- answer{what, 0}
			return
		}
		resp.Body.Close()
		answers <- answer{what, resp.StatusCode}
	}
	go ask("webhook", http.MethodPost, "/webhooks/chatwoot", body, signed(body, now, "d-hung"))
	go ask("widget", http.MethodPost, "/widget/events", widgetBody, nil)
	go ask("readyz", http.MethodGet, "/readyz", nil, nil)
	want := map[string]int{"webhook": 500, "widget": 500, "readyz": 503}
	for range want {
		var a answer
		select {
		case a = <-answers:
		case <-time.After(time.Minute): // a failure bound, not a measurement
			t.Fatal("a request is still waiting on the hung database")
		}
		if a.status != want[a.what] {
			t.Errorf("%s with a hung database: %d, want %d", a.what, a.status, want[a.what])
		}
	}
	// The answers came while the proxy still held the requests' bytes:
	// the handlers reached the database and gave up on their own.
	select {
	case <-proxy.Stalled():
	default:
		t.Fatal("nothing reached the hung database: the test proves nothing")
	}

	// The database comes back with its connections reset: what the two
	// requests had sent before their 500 never reaches it. Resuming the
	// held bytes instead would let a statement in flight at the deadline
	// still commit (a commit whose answer was lost: the retry would then be
	// a "duplicate", which is also right), and the count below could not be
	// exact. With them gone, a second row can only come from a commit begun
	// after its caller answered 500: an abandoned click committed along
	// with the retry, which a loaded machine made happen here before the
	// group committer dropped abandoned items (postgres/group.go).
	proxy.Drop()
	proxy.Resume()
	resp, out := h.post(t, "/webhooks/chatwoot", body, signed(body, now, "d-hung"))
	if resp.StatusCode != 200 || out["status"] != "accepted" {
		t.Fatalf("Chatwoot's retry after the database came back: %d %v, want 200 accepted", resp.StatusCode, out)
	}
	st, err := h.db.Stats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if st.EventsPending != 1 {
		t.Errorf("events stored = %d, want 1: the retry's (what was answered 500 is not stored)", st.EventsPending)
	}
	if got := counterValue(t, h.registry, "wakha_webhook_requests_total", map[string]string{"platform": "chatwoot", "outcome": "internal"}); got != 1 {
		t.Errorf(`webhook outcome "internal" counted %v times, want 1`, got)
	}
}
