package webhook_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/ratelimit"
	"github.com/wakha/wakha/webhook"
)

// products is a catalog of two products; "13" makes the catalog fail.
type products struct{}

func (products) Product(_ context.Context, id string) (engine.Product, error) {
	switch id {
	case "7":
		return engine.Product{ID: "7", Name: "Tajine 30 cm", Permalink: "https://souk.example/p/7", Price: "249 MAD"}, nil
	case "9":
		return engine.Product{ID: "9", Name: "Babouches", Permalink: "https://souk.example/p/9", Price: "99 MAD"}, nil
	case "13":
		return engine.Product{}, errors.New("store down")
	}
	return engine.Product{}, wakha.Errorf(wakha.ENOTFOUND, "no product %s", id)
}

const visitor = "Vb3kZ9xQ2mP7rT1wY5nC8d"

func storefront(t *testing.T, mutate func(*webhook.Options)) *harness {
	return setup(t, func(o *webhook.Options) {
		o.WidgetPlatforms = []string{"chatwoot"}
		o.Products = products{}
		o.Visitors = o.Store.(wakha.VisitorStore)
		if mutate != nil {
			mutate(o)
		}
	})
}

func TestStorefrontEventStatuses(t *testing.T) {
	t.Parallel()
	h := storefront(t, nil)
	tests := []struct {
		name       string
		body       string
		wantStatus int
		wantCode   string
	}{
		{"page view of a product", `{"kind":"page_view","visitor_id":"` + visitor + `","product_id":"7"}`, http.StatusAccepted, ""},
		{"page without a product", `{"kind":"page_view","visitor_id":"` + visitor + `"}`, http.StatusAccepted, ""},
		{"page left", `{"kind":"page_leave","visitor_id":"` + visitor + `","product_id":"7","dwell_ms":4200}`, http.StatusAccepted, ""},
		{"page left, unknown product", `{"kind":"page_leave","visitor_id":"` + visitor + `","product_id":"8"}`, http.StatusAccepted, ""},
		{"page left, not a product id", `{"kind":"page_leave","visitor_id":"` + visitor + `","product_id":"x"}`, http.StatusBadRequest, wakha.EINVALID},
		{"platform named", `{"kind":"page_view","platform":"chatwoot","visitor_id":"` + visitor + `"}`, http.StatusAccepted, ""},
		{"add to cart", `{"kind":"add_to_cart","visitor_id":"` + visitor + `","product_id":"9"}`, http.StatusAccepted, ""},
		{"tour start", `{"kind":"tour_start","visitor_id":"` + visitor + `","tour_id":"sizes","steps":4}`, http.StatusAccepted, ""},
		{"tour step", `{"kind":"tour_step","visitor_id":"` + visitor + `","tour_id":"sizes","step":2}`, http.StatusAccepted, ""},
		{"tour end", `{"kind":"tour_end","visitor_id":"` + visitor + `","tour_id":"sizes","completed":true}`, http.StatusAccepted, ""},
		{"offer shown", `{"kind":"offer_shown","visitor_id":"` + visitor + `","offer_id":"product_dwell-1"}`, http.StatusAccepted, ""},
		{"ping", `{"kind":"ping","visitor_id":"` + visitor + `"}`, http.StatusOK, ""},
		{"unknown product", `{"kind":"page_view","visitor_id":"` + visitor + `","product_id":"8"}`, http.StatusNotFound, wakha.ENOTFOUND},
		{"catalog down", `{"kind":"page_view","visitor_id":"` + visitor + `","product_id":"13"}`, http.StatusServiceUnavailable, wakha.EUNAVAILABLE},
		{"product id not a number", `{"kind":"page_view","visitor_id":"` + visitor + `","product_id":"7 OR 1=1"}`, http.StatusBadRequest, wakha.EINVALID},
		{"add to cart without product", `{"kind":"add_to_cart","visitor_id":"` + visitor + `"}`, http.StatusBadRequest, wakha.EINVALID},
		{"short visitor id", `{"kind":"page_view","visitor_id":"abc"}`, http.StatusBadRequest, wakha.EINVALID},
		{"visitor id with odd characters", `{"kind":"page_view","visitor_id":"` + strings.Repeat("é", 22) + `"}`, http.StatusBadRequest, wakha.EINVALID},
		{"no visitor id", `{"kind":"page_view"}`, http.StatusBadRequest, wakha.EINVALID},
		{"unknown kind", `{"kind":"purchase","visitor_id":"` + visitor + `"}`, http.StatusBadRequest, wakha.EINVALID},
		{"unknown field", `{"kind":"page_view","visitor_id":"` + visitor + `","price":3}`, http.StatusBadRequest, wakha.EINVALID},
		{"unknown platform", `{"kind":"page_view","platform":"zendesk","visitor_id":"` + visitor + `"}`, http.StatusBadRequest, wakha.EINVALID},
		{"tour without id", `{"kind":"tour_start","visitor_id":"` + visitor + `"}`, http.StatusBadRequest, wakha.EINVALID},
		{"tour step 0", `{"kind":"tour_step","visitor_id":"` + visitor + `","tour_id":"t","step":0}`, http.StatusBadRequest, wakha.EINVALID},
		{"tour of too many steps", `{"kind":"tour_start","visitor_id":"` + visitor + `","tour_id":"t","steps":100000}`, http.StatusBadRequest, wakha.EINVALID},
		{"offer answer without id", `{"kind":"offer_dismissed","visitor_id":"` + visitor + `"}`, http.StatusBadRequest, wakha.EINVALID},
		{"negative dwell", `{"kind":"page_leave","visitor_id":"` + visitor + `","dwell_ms":-1}`, http.StatusBadRequest, wakha.EINVALID},
		{"odd event id", `{"kind":"page_view","visitor_id":"` + visitor + `","event_id":"a b"}`, http.StatusBadRequest, wakha.EINVALID},
		{"not JSON", `kind=page_view`, http.StatusBadRequest, wakha.EINVALID},
		{"body over the cap", `{"kind":"page_view","visitor_id":"` + visitor + `","tour_id":"` + strings.Repeat("a", webhook.MaxBodyBytes) + `"}`, http.StatusRequestEntityTooLarge, wakha.ETOOLARGE},
	}
	for _, tt := range tests {
		resp, out := h.post(t, "/widget/events", []byte(tt.body), nil)
		if resp.StatusCode != tt.wantStatus {
			t.Errorf("%s: status %d, want %d (%v)", tt.name, resp.StatusCode, tt.wantStatus, out)
			continue
		}
		if tt.wantCode != "" && out["code"] != tt.wantCode {
			t.Errorf("%s: code %v, want %s (%v)", tt.name, out["code"], tt.wantCode, out)
		}
		if tt.wantCode != "" && out["error"] == "" {
			t.Errorf("%s: no error message: %v", tt.name, out)
		}
	}
}

// TestStorefrontEventsAreStoredForTheVisitor: before a conversation
// exists, events build the visitor's own session; once a conversation
// carries the visitor id, they go to it.
func TestStorefrontEventsAreStoredForTheVisitor(t *testing.T) {
	t.Parallel()
	h := storefront(t, nil)
	ctx := context.Background()
	resp, _ := h.post(t, "/widget/events", []byte(`{"kind":"page_view","visitor_id":"`+visitor+`","product_id":"7","event_id":"e1"}`), nil)
	if resp.StatusCode != http.StatusAccepted || h.notified != 1 {
		t.Fatalf("status %d, notified %d", resp.StatusCode, h.notified)
	}
	// The same report retried is stored once.
	resp, out := h.post(t, "/widget/events", []byte(`{"kind":"page_view","visitor_id":"`+visitor+`","product_id":"7","event_id":"e1"}`), nil)
	if resp.StatusCode != http.StatusOK || out["status"] != "duplicate" {
		t.Fatalf("retry: %d %v", resp.StatusCode, out)
	}
	claim, err := h.db.ClaimConversation(ctx, "test", time.Minute, 10)
	if err != nil {
		t.Fatal(err)
	}
	if claim.Key != wakha.VisitorKey("chatwoot", visitor) || len(claim.Events) != 1 {
		t.Fatalf("claimed %v with %d events, want the visitor's session with 1", claim.Key, len(claim.Events))
	}
	var ev engine.Event
	if err := json.Unmarshal(claim.Events[0].Payload, &ev); err != nil {
		t.Fatal(err)
	}
	if ev.Kind != engine.EventPageView || ev.ProductID != "7" || ev.Product == nil || ev.Product.Name != "Tajine 30 cm" {
		t.Fatalf("stored %+v, want a page view carrying the catalog's card", ev)
	}
	if err := h.db.ReleaseClaim(ctx, claim.ConversationID, "test"); err != nil {
		t.Fatal(err)
	}
	// A conversation whose contact carries the visitor id.
	if _, _, err := h.db.InsertEvent(ctx, wakha.NewEvent{Key: wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: "42"},
		VisitorID: visitor, Kind: "user_message", Payload: json.RawMessage(`{"kind":"user_message","text":"salam"}`)}); err != nil {
		t.Fatal(err)
	}
	if _, linked, err := h.db.VisitorState(ctx, "chatwoot", visitor); err != nil || !linked {
		t.Fatalf("VisitorState: linked %v, %v", linked, err)
	}
	resp, out = h.post(t, "/widget/events", []byte(`{"kind":"tour_start","visitor_id":"`+visitor+`","tour_id":"sizes","steps":3}`), nil)
	if resp.StatusCode != http.StatusAccepted {
		t.Fatalf("tour start: %d %v", resp.StatusCode, out)
	}
	// Another visitor's events never reach that conversation.
	other := strings.Repeat("Q", 22)
	h.post(t, "/widget/events", []byte(`{"kind":"page_view","visitor_id":"`+other+`"}`), nil)
	seen := map[wakha.ConvKey][]string{}
	for {
		c, err := h.db.ClaimConversation(ctx, "test", time.Minute, 10)
		if errors.Is(err, wakha.ErrNoWork) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range c.Events {
			seen[c.Key] = append(seen[c.Key], e.Kind)
		}
		if err := h.db.CommitTurn(ctx, wakha.Turn{ConversationID: c.ConversationID, Owner: c.Owner, Version: c.Version,
			State: json.RawMessage(`{}`), ProcessedEventIDs: ids(c)}); err != nil {
			t.Fatal(err)
		}
	}
	conv := wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: "42"}
	if got := strings.Join(seen[conv], ","); got != "user_message,tour_started" {
		t.Errorf("conversation 42 got %q, want the message then the tour", got)
	}
	if got := strings.Join(seen[wakha.VisitorKey("chatwoot", other)], ","); got != "page_view" {
		t.Errorf("the other visitor's session got %q", got)
	}
}

func ids(c *wakha.Claim) []int64 {
	out := make([]int64, len(c.Events))
	for i, e := range c.Events {
		out[i] = e.ID
	}
	return out
}

// TestStorefrontBubble: the open offer of the visitor's own session comes
// back with the next event; none once a conversation carries the visitor.
func TestStorefrontBubble(t *testing.T) {
	t.Parallel()
	h2 := storefront(t, nil)
	ctx := context.Background()
	// The visitor's session with an open offer, as the runner leaves it.
	cfg := engine.DefaultConfig()
	at := time.Date(2026, 8, 18, 12, 0, 0, 0, time.UTC)
	st := engine.NewState(cfg)
	p := engine.Product{ID: "7", Name: "Tajine 30 cm", Permalink: "https://souk.example/p/7"}
	st, _ = engine.Decide(st, engine.Event{Kind: engine.EventPageView, ProductID: "7", Product: &p}, at, cfg)
	st, effects := engine.Decide(st, engine.Event{Kind: engine.EventTick}, at.Add(cfg.ProactiveDwell), cfg)
	offer := st.Session.OpenOffer()
	if offer == nil {
		t.Fatalf("no offer after the dwell: %+v", effects)
	}
	b, _ := json.Marshal(st)
	key := wakha.VisitorKey("chatwoot", visitor)
	if _, _, err := h2.db.InsertEvent(ctx, wakha.NewEvent{Key: key, Kind: "tick", Payload: json.RawMessage(`{"kind":"tick"}`)}); err != nil {
		t.Fatal(err)
	}
	c, err := h2.db.ClaimConversation(ctx, "test", time.Minute, 10)
	if err != nil {
		t.Fatal(err)
	}
	if err := h2.db.CommitTurn(ctx, wakha.Turn{ConversationID: c.ConversationID, Owner: c.Owner, Version: c.Version, State: b, ProcessedEventIDs: ids(c)}); err != nil {
		t.Fatal(err)
	}
	var out struct {
		Status string          `json:"status"`
		Offer  *webhook.Bubble `json:"offer"`
	}
	ping := func() {
		t.Helper()
		out.Offer = nil
		resp, raw := h2.post(t, "/widget/events", []byte(`{"kind":"ping","visitor_id":"`+visitor+`"}`), nil)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("ping: %d %v", resp.StatusCode, raw)
		}
		rb, _ := json.Marshal(raw)
		_ = json.Unmarshal(rb, &out)
	}
	ping()
	if out.Offer == nil || out.Offer.ID != offer.ID || out.Offer.ProductID != "7" || !strings.Contains(out.Offer.Text, "Tajine 30 cm") || len(out.Offer.Options) != 3 {
		t.Fatalf("bubble = %+v, want the offer about the tajine with three options", out.Offer)
	}
	// An answer about the offer does not bring it back.
	resp, raw := h2.post(t, "/widget/events", []byte(`{"kind":"offer_dismissed","visitor_id":"`+visitor+`","offer_id":"`+offer.ID+`"}`), nil)
	if resp.StatusCode != http.StatusAccepted || raw["offer"] != nil {
		t.Fatalf("dismissal: %d %v", resp.StatusCode, raw)
	}
	// Another visitor sees nothing of it.
	resp, raw = h2.post(t, "/widget/events", []byte(`{"kind":"ping","visitor_id":"`+strings.Repeat("Z", 30)+`"}`), nil)
	if resp.StatusCode != http.StatusOK || raw["offer"] != nil {
		t.Fatalf("another visitor: %d %v", resp.StatusCode, raw)
	}
	// Once a conversation carries the visitor, the offer goes there.
	if _, _, err := h2.db.InsertEvent(ctx, wakha.NewEvent{Key: wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: "42"},
		VisitorID: visitor, Kind: "user_message", Payload: json.RawMessage(`{"kind":"user_message","text":"salam"}`)}); err != nil {
		t.Fatal(err)
	}
	ping()
	if out.Offer != nil {
		t.Fatalf("bubble %+v for a visitor with a conversation", out.Offer)
	}
}

func TestStorefrontLimits(t *testing.T) {
	t.Parallel()
	clock := now
	visitors, _ := ratelimit.New(ratelimit.Options{Burst: 2, Every: time.Minute, Now: func() time.Time { return clock }})
	addresses, _ := ratelimit.New(ratelimit.Options{Burst: 4, Every: time.Minute, Now: func() time.Time { return clock }})
	h := storefront(t, func(o *webhook.Options) { o.VisitorLimit, o.AddressLimit = visitors, addresses })
	send := func(v string) *http.Response {
		resp, _ := h.post(t, "/widget/events", []byte(`{"kind":"ping","visitor_id":"`+v+`"}`), nil)
		return resp
	}
	a, b, c := strings.Repeat("a", 22), strings.Repeat("b", 22), strings.Repeat("c", 22)
	for i, want := range []int{200, 200, 429} {
		if got := send(a).StatusCode; got != want {
			t.Fatalf("visitor a, request %d: %d, want %d", i, got, want)
		}
	}
	// Another visitor has its own budget, until the address's runs out.
	resp := send(b)
	if resp.StatusCode != 200 {
		t.Fatalf("visitor b: %d", resp.StatusCode)
	}
	resp = send(c)
	if resp.StatusCode != 429 || resp.Header.Get("Retry-After") == "" {
		t.Fatalf("past the address's limit: %d, Retry-After %q", resp.StatusCode, resp.Header.Get("Retry-After"))
	}
}

// TestStorefrontCORS: the store's page reads the answer to its POST (the
// offer to show), so the POST itself, not only the preflight, names an
// allowed origin; any other origin gets no CORS header.
func TestStorefrontCORS(t *testing.T) {
	t.Parallel()
	const shop = "https://shop.example.ma"
	h := storefront(t, func(o *webhook.Options) { o.AllowedOrigins = []string{shop} })
	for origin, want := range map[string]string{shop: shop, "https://evil.example": ""} {
		resp, out := h.post(t, "/widget/events", []byte(`{"kind":"ping","visitor_id":"`+visitor+`"}`), map[string]string{"Origin": origin})
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("ping from %s: %d %v", origin, resp.StatusCode, out)
		}
		if got := resp.Header.Get("Access-Control-Allow-Origin"); got != want {
			t.Errorf("POST from %s: Access-Control-Allow-Origin %q, want %q", origin, got, want)
		}
	}
}

func TestStorefrontOffWithoutPlatforms(t *testing.T) {
	t.Parallel()
	h := setup(t, nil)
	resp, out := h.post(t, "/widget/events", []byte(`{"kind":"page_view","visitor_id":"`+visitor+`"}`), nil)
	if resp.StatusCode != http.StatusNotFound {
		t.Fatalf("status %d %v, want 404", resp.StatusCode, out)
	}
}

func TestWidgetScriptIsServed(t *testing.T) {
	t.Parallel()
	h := setup(t, nil)
	resp, err := http.Get(h.srv.URL + "/widget.js")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/javascript") {
		t.Fatalf("GET /widget.js: %d %q", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	for _, want := range []string{"chatwoot:postback", "/widget/events", "keepalive", "setCustomAttributes", "wakha_visitor", "tour"} {
		if !strings.Contains(string(body), want) {
			t.Errorf("widget.js lacks %q", want)
		}
	}
	if strings.Contains(string(body), "sendBeacon(") {
		t.Error("widget.js uses sendBeacon, which cannot send JSON cross-origin")
	}
}
