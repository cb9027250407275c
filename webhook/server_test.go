package webhook_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/chatwoot"
	"github.com/wakha/wakha/postgres"
	"github.com/wakha/wakha/postgres/pgtest"
	"github.com/wakha/wakha/ratelimit"
	"github.com/wakha/wakha/webhook"
)

const secret = "bot-secret"

var now = time.Date(2026, 8, 18, 12, 2, 11, 0, time.UTC)

type harness struct {
	srv      *httptest.Server
	db       *postgres.DB
	registry *prometheus.Registry
	notified int
}

func setup(t *testing.T, mutate func(*webhook.Options)) *harness {
	t.Helper()
	h := &harness{db: pgtest.New(t), registry: prometheus.NewRegistry()}
	opts := webhook.Options{
		Store:    h.db,
		Webhooks: chatwootHook(chatwoot.Webhook{Secrets: []string{secret}, MaxSkew: 5 * time.Minute}),
		Notify:   func() { h.notified++ },
		Registry: h.registry,
		Log:      slog.New(slog.NewJSONHandler(io.Discard, nil)),
		Now:      func() time.Time { return now },
	}
	if mutate != nil {
		mutate(&opts)
	}
	h.srv = httptest.NewServer(webhook.New(opts))
	t.Cleanup(h.srv.Close)
	return h
}

// chatwootHook is Chatwoot's webhook endpoint on the tests' clock.
func chatwootHook(w chatwoot.Webhook) []wakha.Webhook {
	w.Now = func() time.Time { return now }
	return []wakha.Webhook{chatwoot.NewWebhook(w)}
}

// incoming is a widget shopper's message_created, shaped like Chatwoot 4.16.
func incoming(msgID int, text string) []byte {
	return fmt.Appendf(nil, `{"event":"message_created","id":%d,"content":%q,"content_type":"text",
	"content_attributes":{"in_reply_to":null},"message_type":"incoming","private":false,
	"created_at":"2026-08-18T12:02:11.482Z","source_id":null,
	"sender":{"id":678,"name":"little-haze-776","email":null,"identifier":null},
	"account":{"id":1,"name":"Souk Store"},"inbox":{"id":3,"name":"Shop Website"},
	"conversation":{"id":42,"inbox_id":3,"status":"pending","channel":"Channel::WebWidget",
	  "contact_inbox":{"id":345,"contact_id":678,"inbox_id":3,"source_id":"visitor-6f0b"},
	  "meta":{"sender":{"id":678,"type":"contact"},"assignee":null,"assignee_type":null},
	  "messages":[],"labels":[],"custom_attributes":{},"additional_attributes":{},
	  "created_at":1786968131,"updated_at":1786968131.49,"timestamp":1786968131}}`, msgID, text)
}

func (h *harness) post(t *testing.T, path string, body []byte, header map[string]string) (*http.Response, map[string]any) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, h.srv.URL+path, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]any
	_ = json.NewDecoder(resp.Body).Decode(&out)
	return resp, out
}

func signed(body []byte, at time.Time, delivery string) map[string]string {
	ts := at.Unix()
	return map[string]string{
		"X-Chatwoot-Timestamp": strconv.FormatInt(ts, 10),
		"X-Chatwoot-Signature": chatwoot.Sign([]byte(secret), ts, body),
		"X-Chatwoot-Delivery":  delivery,
	}
}

func TestChatwootWebhookStatuses(t *testing.T) {
	t.Parallel()
	h := setup(t, nil)
	body := incoming(9876, "Salam, wach 3ndkom tajine 30 cm?")
	big := incoming(1, strings.Repeat("a", webhook.MaxBodyBytes))
	tests := []struct {
		name       string
		body       []byte
		header     map[string]string
		wantStatus int
		wantField  string // a key of the JSON answer
		wantValue  string
	}{
		{"accepted", body, signed(body, now, "d-1"), 200, "status", "accepted"},
		{"same delivery again", body, signed(body, now, "d-1"), 200, "status", "duplicate"},
		{"same message, new delivery id", body, signed(body, now.Add(time.Second), "d-2"), 200, "status", "duplicate"},
		{"no signature", body, nil, 401, "code", "unauthorized"},
		{"bad signature", body, map[string]string{"X-Chatwoot-Timestamp": strconv.FormatInt(now.Unix(), 10), "X-Chatwoot-Signature": "sha256=00"}, 401, "code", "unauthorized"},
		{"tampered body", incoming(9877, "hello"), signed(body, now, "d-3"), 401, "code", "unauthorized"},
		{"stale timestamp", incoming(9878, "x"), signed(incoming(9878, "x"), now.Add(-6*time.Minute), "d-4"), 401, "error", "X-Chatwoot-Timestamp too far from now"},
		{"future timestamp", incoming(9879, "x"), signed(incoming(9879, "x"), now.Add(6*time.Minute), "d-5"), 401, "code", "unauthorized"},
		{"oversized", big, signed(big, now, "d-6"), 413, "code", "too_large"},
		{"not json", []byte("<html>"), signed([]byte("<html>"), now, "d-7"), 400, "code", "invalid"},
		{"missing conversation", []byte(`{"event":"message_created","id":5,"message_type":"incoming"}`),
			signed([]byte(`{"event":"message_created","id":5,"message_type":"incoming"}`), now, "d-8"), 400, "code", "invalid"},
	}
	for _, tt := range tests { // sequential: the duplicate cases depend on the first
		resp, out := h.post(t, "/webhooks/chatwoot", tt.body, tt.header)
		if resp.StatusCode != tt.wantStatus {
			t.Errorf("%s: status %d, want %d (%v)", tt.name, resp.StatusCode, tt.wantStatus, out)
			continue
		}
		if got := fmt.Sprint(out[tt.wantField]); got != tt.wantValue {
			t.Errorf("%s: %s = %q, want %q", tt.name, tt.wantField, got, tt.wantValue)
		}
	}
	st, err := h.db.Stats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if st.EventsPending != 1 {
		t.Errorf("events stored = %d, want exactly 1 (duplicates stored once)", st.EventsPending)
	}
	if h.notified != 1 {
		t.Errorf("runner notified %d times, want 1", h.notified)
	}
	if got := counterValue(t, h.registry, "wakha_webhook_requests_total", map[string]string{"event": "message_created", "outcome": "duplicate"}); got != 2 {
		t.Errorf("duplicate counter = %v, want 2", got)
	}
}

// counterValue reads one labelled series of a counter from the registry.
func counterValue(t *testing.T, reg *prometheus.Registry, name string, want map[string]string) float64 {
	t.Helper()
	families, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range families {
		if f.GetName() != name {
			continue
		}
	metrics:
		for _, m := range f.GetMetric() {
			for _, l := range m.GetLabel() {
				if v, ok := want[l.GetName()]; ok && v != l.GetValue() {
					continue metrics
				}
			}
			return m.GetCounter().GetValue()
		}
	}
	return 0
}

func TestIgnoredEventsAreAcknowledged(t *testing.T) {
	t.Parallel()
	h := setup(t, nil)
	own := bytes.Replace(incoming(555, "Hahuma"), []byte(`"message_type":"incoming"`), []byte(`"message_type":"outgoing"`), 1)
	own = bytes.Replace(own, []byte(`"sender":{"id":678,`), []byte(`"sender":{"type":"agent_bot","id":5,`), 1)
	resp, out := h.post(t, "/webhooks/chatwoot", own, signed(own, now, "d-own"))
	if resp.StatusCode != 200 || out["status"] != "ignored" {
		t.Fatalf("own message: %d %v, want 200 ignored", resp.StatusCode, out)
	}
	st, err := h.db.Stats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if st.EventsPending != 0 {
		t.Errorf("ignored event was stored (%d pending)", st.EventsPending)
	}
}

func TestPathTokenAuth(t *testing.T) {
	t.Parallel()
	h := setup(t, func(o *webhook.Options) {
		o.Webhooks = chatwootHook(chatwoot.Webhook{PathToken: "s3cret-path", MaxSkew: time.Minute})
	})
	body := incoming(1, "robe rouge")
	if resp, _ := h.post(t, "/webhooks/chatwoot/wrong", body, nil); resp.StatusCode != 401 {
		t.Errorf("wrong token: %d, want 401", resp.StatusCode)
	}
	if resp, _ := h.post(t, "/webhooks/chatwoot", body, nil); resp.StatusCode != 401 {
		t.Errorf("no token: %d, want 401", resp.StatusCode)
	}
	if resp, out := h.post(t, "/webhooks/chatwoot/s3cret-path", body, nil); resp.StatusCode != 200 || out["status"] != "accepted" {
		t.Errorf("right token: %d %v, want 200 accepted", resp.StatusCode, out)
	}
}

func TestNoAuthConfiguredRejects(t *testing.T) {
	t.Parallel()
	h := setup(t, func(o *webhook.Options) { o.Webhooks = chatwootHook(chatwoot.Webhook{MaxSkew: time.Minute}) })
	if resp, _ := h.post(t, "/webhooks/chatwoot", incoming(1, "x"), nil); resp.StatusCode != 401 {
		t.Errorf("unauthenticated webhook accepted without opt-in: %d", resp.StatusCode)
	}
}

func TestAccountIDFallback(t *testing.T) {
	t.Parallel()
	body := bytes.Replace(incoming(77, "tajine"), []byte(`"account":{"id":1,"name":"Souk Store"},`), nil, 1)
	h := setup(t, nil)
	if resp, out := h.post(t, "/webhooks/chatwoot", body, signed(body, now, "d-a")); resp.StatusCode != 400 {
		t.Errorf("no account anywhere: %d %v, want 400", resp.StatusCode, out)
	}
	h2 := setup(t, func(o *webhook.Options) {
		o.Webhooks = chatwootHook(chatwoot.Webhook{Secrets: []string{secret}, MaxSkew: 5 * time.Minute, AccountID: "1"})
	})
	if resp, out := h2.post(t, "/webhooks/chatwoot", body, signed(body, now, "d-b")); resp.StatusCode != 200 {
		t.Errorf("CHATWOOT_ACCOUNT_ID fallback: %d %v, want 200", resp.StatusCode, out)
	}
}

func TestDatabaseDownIs500(t *testing.T) {
	t.Parallel()
	db, err := postgres.Open(context.Background(), pgtest.URL(t))
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	srv := httptest.NewServer(webhook.New(webhook.Options{
		Store: db, Webhooks: chatwootHook(chatwoot.Webhook{Secrets: []string{secret}, MaxSkew: time.Minute}),
		Registry: prometheus.NewRegistry(), Log: slog.New(slog.NewJSONHandler(io.Discard, nil)), Now: func() time.Time { return now },
	}))
	defer srv.Close()
	h := &harness{srv: srv}
	body := incoming(1, "x")
	// 500, not 503: Chatwoot retries only 500 and 429.
	if resp, _ := h.post(t, "/webhooks/chatwoot", body, signed(body, now, "d")); resp.StatusCode != 500 {
		t.Errorf("database down: %d, want 500", resp.StatusCode)
	}
	resp, err := http.Get(srv.URL + "/readyz")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 503 {
		t.Errorf("readyz with database down: %d, want 503", resp.StatusCode)
	}
}

func TestHealthAndReady(t *testing.T) {
	t.Parallel()
	h := setup(t, nil)
	for path, want := range map[string]int{"/healthz": 200, "/readyz": 200, "/metrics": 200, "/nope": 404} {
		resp, err := http.Get(h.srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("GET %s = %d, want %d", path, resp.StatusCode, want)
		}
	}
}

// newSigner returns a postback signer on the tests' fixed clock.
func newSigner(t *testing.T, secret string) *chatwoot.PostbackSigner {
	t.Helper()
	s, err := chatwoot.NewPostbackSigner(chatwoot.DerivePostbackKey(secret))
	if err != nil {
		t.Fatal(err)
	}
	s.Now = func() time.Time { return now }
	return s
}

func widgetEvent(payload, click string) []byte {
	return fmt.Appendf(nil, `{"payload":%q,"click_id":%q}`, payload, click)
}

func TestWidgetPostback(t *testing.T) {
	t.Parallel()
	signer := newSigner(t, "bot-token")
	h := setup(t, func(o *webhook.Options) { o.Postbacks = signer })
	payload, _ := signer.Sign(chatwoot.Postback{ProductID: "1287", AccountID: "1", ConversationID: "42"})
	forged, _ := newSigner(t, "someone-else").Sign(chatwoot.Postback{ProductID: "1287", AccountID: "1", ConversationID: "42"})
	old, _ := signer.Sign(chatwoot.Postback{ProductID: "1287", AccountID: "1", ConversationID: "42",
		IssuedAt: now.Add(-chatwoot.DefaultPostbackTTL - time.Minute)})
	tests := []struct {
		name     string
		body     []byte
		want     int
		wantCode string
	}{
		{"signed payload", widgetEvent(payload, "c1"), 202, ""},
		{"double click", widgetEvent(payload, "c1"), 200, ""},
		{"another click", widgetEvent(payload, "c2"), 202, ""},
		{"signed by another key", widgetEvent(forged, "c3"), 403, "forbidden"},
		{"unsigned legacy payload", widgetEvent("select:1287", "c4"), 403, "forbidden"},
		{"other conversation", widgetEvent(strings.Replace(payload, ":42:", ":43:", 1), "c5"), 403, "forbidden"},
		{"a card older than a week", widgetEvent(old, "c6"), 410, "expired"},
		{"no payload", widgetEvent("", "c7"), 400, "invalid"},
		{"click id too long", widgetEvent(payload, strings.Repeat("c", 101)), 400, "invalid"},
		{"not json", []byte("select"), 400, "invalid"},
	}
	for _, tt := range tests {
		resp, out := h.post(t, "/widget/events", tt.body, nil)
		if resp.StatusCode != tt.want {
			t.Errorf("%s: %d %v, want %d", tt.name, resp.StatusCode, out, tt.want)
		}
		if tt.wantCode != "" && out["code"] != tt.wantCode {
			t.Errorf("%s: code %v, want %q", tt.name, out["code"], tt.wantCode)
		}
	}
	st, err := h.db.Stats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if st.EventsPending != 2 {
		t.Errorf("pending events = %d, want 2 (two distinct clicks)", st.EventsPending)
	}
}

// A signed payload replayed with fresh click ids (300 events and 177 API
// calls in the probe) is cut off per conversation with 429 and Retry-After.
func TestWidgetClicksAreLimitedPerConversation(t *testing.T) {
	t.Parallel()
	signer := newSigner(t, "bot-token")
	var clock atomic.Int64 // seconds after now, read by the handlers
	clicks, err := ratelimit.New(ratelimit.Options{Burst: 3, Every: 10 * time.Second,
		Now: func() time.Time { return now.Add(time.Duration(clock.Load()) * time.Second) }})
	if err != nil {
		t.Fatal(err)
	}
	h := setup(t, func(o *webhook.Options) { o.Postbacks = signer; o.Clicks = clicks })
	conv42, _ := signer.Sign(chatwoot.Postback{ProductID: "1287", AccountID: "1", ConversationID: "42"})
	conv43, _ := signer.Sign(chatwoot.Postback{ProductID: "1287", AccountID: "1", ConversationID: "43"})
	accepted, limited := 0, 0
	for i := range 300 {
		resp, out := h.post(t, "/widget/events", widgetEvent(conv42, fmt.Sprint("replay-", i)), nil)
		switch resp.StatusCode {
		case 202:
			accepted++
		case 429:
			limited++
			if got := resp.Header.Get("Retry-After"); got != "10" {
				t.Fatalf("Retry-After = %q, want 10", got)
			}
			if out["code"] != "rate_limited" {
				t.Fatalf("code = %v", out["code"])
			}
		default:
			t.Fatalf("replay %d: %d %v", i, resp.StatusCode, out)
		}
	}
	if accepted != 3 || limited != 297 {
		t.Errorf("accepted %d, limited %d; want 3 and 297", accepted, limited)
	}
	if resp, out := h.post(t, "/widget/events", widgetEvent(conv43, "other"), nil); resp.StatusCode != 202 {
		t.Errorf("another conversation: %d %v, want 202", resp.StatusCode, out)
	}
	clock.Add(10)
	if resp, out := h.post(t, "/widget/events", widgetEvent(conv42, "later"), nil); resp.StatusCode != 202 {
		t.Errorf("after Retry-After: %d %v, want 202", resp.StatusCode, out)
	}
	st, err := h.db.Stats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if st.EventsPending != 5 {
		t.Errorf("events stored = %d, want 5", st.EventsPending)
	}
	if got := counterValue(t, h.registry, "wakha_webhook_requests_total", map[string]string{"platform": "widget", "outcome": "rate_limited"}); got != 297 {
		t.Errorf("rate_limited counted %v, want 297", got)
	}
}

// Only JSON is accepted, so a cross-origin form post (which a browser sends
// without a CORS preflight) is refused before anything is stored.
func TestWidgetNeedsJSON(t *testing.T) {
	t.Parallel()
	signer := newSigner(t, "bot-token")
	h := setup(t, func(o *webhook.Options) {
		o.Postbacks = signer
		o.AllowedOrigins = []string{"https://shop.example.ma"}
	})
	payload, _ := signer.Sign(chatwoot.Postback{ProductID: "1287", AccountID: "1", ConversationID: "42"})
	for i, tt := range []struct {
		contentType string
		want        int
	}{
		{"application/x-www-form-urlencoded", 415},
		{"multipart/form-data; boundary=x", 415},
		{"text/plain;charset=UTF-8", 415},
		{"", 415},
		{"application/json; charset=utf-8", 202},
	} {
		req, _ := http.NewRequest(http.MethodPost, h.srv.URL+"/widget/events", bytes.NewReader(widgetEvent(payload, fmt.Sprint(i))))
		if tt.contentType != "" {
			req.Header.Set("Content-Type", tt.contentType)
		}
		req.Header.Set("Origin", "https://evil.example")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != tt.want {
			t.Errorf("Content-Type %q: %d, want %d", tt.contentType, resp.StatusCode, tt.want)
		}
	}
	st, err := h.db.Stats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if st.EventsPending != 1 {
		t.Errorf("events stored = %d, want only the JSON one", st.EventsPending)
	}
}

func TestWidgetMethods(t *testing.T) {
	t.Parallel()
	for _, origins := range [][]string{nil, {"https://shop.example.ma"}} {
		h := setup(t, func(o *webhook.Options) { o.AllowedOrigins = origins; o.Postbacks = newSigner(t, "bot-token") })
		for _, method := range []string{http.MethodGet, http.MethodPut, http.MethodDelete} {
			req, _ := http.NewRequest(method, h.srv.URL+"/widget/events", nil)
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != http.StatusMethodNotAllowed || !strings.Contains(resp.Header.Get("Allow"), "POST") {
				t.Errorf("origins %v: %s /widget/events = %d, Allow %q; want 405 with POST allowed",
					origins, method, resp.StatusCode, resp.Header.Get("Allow"))
			}
		}
		if origins == nil {
			continue
		}
		// The browser's preflight for the storefront's JSON POST.
		req, _ := http.NewRequest(http.MethodOptions, h.srv.URL+"/widget/events", nil)
		req.Header.Set("Origin", origins[0])
		req.Header.Set("Access-Control-Request-Method", "POST")
		req.Header.Set("Access-Control-Request-Headers", "content-type")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusNoContent || resp.Header.Get("Access-Control-Allow-Origin") != origins[0] {
			t.Errorf("preflight: %d, Access-Control-Allow-Origin %q", resp.StatusCode, resp.Header.Get("Access-Control-Allow-Origin"))
		}
		req.Header.Set("Origin", "https://evil.example")
		resp, err = http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if got := resp.Header.Get("Access-Control-Allow-Origin"); got != "" {
			t.Errorf("preflight from another origin allowed: %q", got)
		}
	}
}

// Values the shopper or the widget page controls must never turn into a 500
// (Chatwoot would retry, then hand the conversation to humans).
func TestShopperControlledValuesAreStored(t *testing.T) {
	t.Parallel()
	h := setup(t, nil)
	nul := bytes.Replace(incoming(4242, "tajine NUL 30 cm"), []byte("NUL"), []byte(`\u0000`), 1)
	if resp, out := h.post(t, "/webhooks/chatwoot", nul, signed(nul, now, "d-nul")); resp.StatusCode != 200 || out["status"] != "accepted" {
		t.Errorf("NUL in text: %d %v, want 200 accepted", resp.StatusCode, out)
	}

	fixture, err := os.ReadFile("../testdata/chatwoot/message_updated_quick_reply.json")
	if err != nil {
		t.Fatal(err)
	}
	var qr map[string]any
	if err := json.Unmarshal(fixture, &qr); err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat("x", 6000) + "\x00"
	qr["content_attributes"].(map[string]any)["submitted_values"] = []any{map[string]any{"title": "x", "value": long}}
	body, _ := json.Marshal(qr)
	if resp, out := h.post(t, "/webhooks/chatwoot", body, signed(body, now, "d-long")); resp.StatusCode != 200 || out["status"] != "accepted" {
		t.Errorf("6 kB quick-reply value: %d %v, want 200 accepted", resp.StatusCode, out)
	}
	// The same long submission again is a duplicate, not a second event.
	if resp, out := h.post(t, "/webhooks/chatwoot", body, signed(body, now, "d-long-2")); resp.StatusCode != 200 || out["status"] != "duplicate" {
		t.Errorf("repeated long submission: %d %v, want 200 duplicate", resp.StatusCode, out)
	}
}

// During a rotation both secrets verify, and the metric says which one
// Chatwoot signs with, so the old one can be removed when its count stops.
func TestSecretRotation(t *testing.T) {
	t.Parallel()
	const fresh, old = "new-secret-9f8e7d6c5b", secret
	h := setup(t, func(o *webhook.Options) {
		o.Webhooks = chatwootHook(chatwoot.Webhook{Secrets: []string{fresh, old}, MaxSkew: 5 * time.Minute})
	})
	signedWith := func(key string, body []byte, delivery string) map[string]string {
		return map[string]string{
			"X-Chatwoot-Timestamp": strconv.FormatInt(now.Unix(), 10),
			"X-Chatwoot-Signature": chatwoot.Sign([]byte(key), now.Unix(), body),
			"X-Chatwoot-Delivery":  delivery,
		}
	}
	tests := []struct {
		name string
		key  string
		want int
	}{
		{"signed with the old secret (before the reset)", old, 200},
		{"signed with the new secret (after the reset)", fresh, 200},
		{"signed with the new secret again", fresh, 200},
		{"signed with neither", "someone-elses-secret", 401},
	}
	for i, tt := range tests {
		body := incoming(600+i, "robe rouge")
		if resp, out := h.post(t, "/webhooks/chatwoot", body, signedWith(tt.key, body, fmt.Sprint("rot-", i))); resp.StatusCode != tt.want {
			t.Errorf("%s: %d %v, want %d", tt.name, resp.StatusCode, out, tt.want)
		}
	}
	for position, want := range map[string]float64{"0": 2, "1": 1} {
		if got := counterValue(t, h.registry, "wakha_webhook_secret_matches_total", map[string]string{"platform": "chatwoot", "secret": position}); got != want {
			t.Errorf("secret %s matched %v times, want %v", position, got, want)
		}
	}
}

// The series a dashboard or an alert on refused webhooks looks for exist,
// at 0, before the first refusal.
func TestRefusalSeriesExistFromTheStart(t *testing.T) {
	t.Parallel()
	h := setup(t, nil)
	families, err := h.registry.Gather()
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]float64{}
	for _, f := range families {
		if f.GetName() != "wakha_webhook_requests_total" {
			continue
		}
		for _, m := range f.GetMetric() {
			labels := map[string]string{}
			for _, l := range m.GetLabel() {
				labels[l.GetName()] = l.GetValue()
			}
			if labels["platform"] == "chatwoot" && labels["event"] == "unknown" {
				found[labels["outcome"]] = m.GetCounter().GetValue()
			}
		}
	}
	for _, outcome := range []string{"unauthorized", "too_large", "invalid", "internal"} {
		if v, ok := found[outcome]; !ok || v != 0 {
			t.Errorf("wakha_webhook_requests_total{platform=chatwoot,event=unknown,outcome=%s} = %v (present %v), want 0 from the start", outcome, v, ok)
		}
	}
}
