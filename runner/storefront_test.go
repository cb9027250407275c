package runner_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/chatwoot"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/internal/fakeclock"
	"github.com/wakha/wakha/postgres"
	"github.com/wakha/wakha/postgres/pgtest"
	"github.com/wakha/wakha/runner"
)

const visitorID = "Vb3kZ9xQ2mP7rT1wY5nC8d"

var tajine = engine.Product{ID: "7", Name: "Tajine 30 cm", Price: "249,00 MAD", Permalink: "https://shop.example/p/7"}

type storefrontHarness struct {
	db    *postgres.DB
	r     *runner.Runner
	clock *fakeclock.Clock
	m     *runner.Metrics
	cfg   engine.Config
}

// storefrontSetup runs Chatwoot's real renderer on a fake clock shared with
// the database.
func storefrontSetup(t *testing.T) *storefrontHarness {
	t.Helper()
	h := &storefrontHarness{db: pgtest.New(t), clock: fakeclock.New(time.Date(2030, 3, 21, 10, 0, 0, 0, time.UTC)),
		m: runner.NewMetrics(prometheus.NewRegistry()), cfg: engine.DefaultConfig()}
	h.db.Now = h.clock.Now
	h.r = runner.New(h.db, &slowCatalog{}, wakha.NewPlatforms(chatwoot.Platform{}),
		runner.Options{Owner: "test", Workers: 1, Lease: time.Minute, PollInterval: 50 * time.Millisecond, MaxAttempts: 3,
			SearchTimeout: time.Second, Engine: h.cfg, Now: h.clock.Now},
		slog.New(slog.NewTextHandler(io.Discard, nil)), h.m)
	return h
}

func (h *storefrontHarness) insert(t *testing.T, ev wakha.NewEvent, e engine.Event) {
	t.Helper()
	b, _ := json.Marshal(e)
	ev.Kind, ev.Payload = string(e.Kind), b
	if _, _, err := h.db.InsertEvent(context.Background(), ev); err != nil {
		t.Fatal(err)
	}
}

// drain processes every conversation with work now.
func (h *storefrontHarness) drain(t *testing.T) {
	t.Helper()
	for range 20 {
		did, err := h.r.ProcessOne(context.Background(), "w")
		if err != nil {
			t.Fatal(err)
		}
		if !did {
			return
		}
	}
	t.Fatal("still work after 20 turns")
}

// outbox claims every pending outbox row.
func (h *storefrontHarness) outbox(t *testing.T) []wakha.OutboxRow {
	t.Helper()
	var all []wakha.OutboxRow
	for range 20 {
		rows, err := h.db.ClaimOutbox(context.Background(), "d", time.Minute, 50)
		if err != nil {
			t.Fatal(err)
		}
		if len(rows) == 0 {
			return all
		}
		for _, r := range rows {
			all = append(all, r)
			if err := h.db.MarkSent(context.Background(), r.ID, "d", "1"); err != nil {
				t.Fatal(err)
			}
		}
	}
	return all
}

func (h *storefrontHarness) offers(outcome string) float64 {
	return h.m.OffersCounted("product_dwell", outcome)
}

// TestVisitorOfferCarriesIntoTheChat: a product page watched before any
// chat makes one offer in the visitor's own session (nothing is sent: the
// widget shows it); the shopper takes it up and writes; the new
// conversation starts from the visitor's session, so the first reply is
// about the product offered.
func TestVisitorOfferCarriesIntoTheChat(t *testing.T) {
	t.Parallel()
	h := storefrontSetup(t)
	vkey := wakha.VisitorKey("chatwoot", visitorID)
	h.insert(t, wakha.NewEvent{Key: vkey}, engine.Event{Kind: engine.EventPageView, ProductID: "7", Product: &tajine})
	h.drain(t)
	h.clock.Add(h.cfg.ProactiveDwell / 2)
	h.insert(t, wakha.NewEvent{Key: vkey}, engine.Event{Kind: engine.EventPageView, ProductID: "7", Product: &tajine})
	h.drain(t)
	if n := h.offers("shown"); n != 0 {
		t.Fatalf("%v offers before the dwell", n)
	}
	h.clock.Add(h.cfg.ProactiveDwell/2 + time.Second)
	h.drain(t) // the wake-up at the dwell's end
	state, linked, err := h.db.VisitorState(context.Background(), "chatwoot", visitorID)
	if err != nil || linked {
		t.Fatalf("VisitorState: linked %v, %v", linked, err)
	}
	var st engine.State
	if err := json.Unmarshal(state, &st); err != nil {
		t.Fatal(err)
	}
	offer := st.Session.OpenOffer()
	if offer == nil || offer.ProductID != "7" {
		t.Fatalf("visitor session: %+v, want an open offer about product 7", st.Session)
	}
	if n := h.offers("shown"); n != 1 {
		t.Fatalf("wakha_proactive_offers_total{product_dwell,shown} = %v, want 1", n)
	}
	if rows := h.outbox(t); len(rows) != 0 {
		t.Fatalf("a visitor without a chat got %d outbox rows: %+v", len(rows), rows)
	}
	// The widget shows the bubble, the shopper clicks it and writes.
	h.insert(t, wakha.NewEvent{Key: vkey}, engine.Event{Kind: engine.EventOfferShown, OfferID: offer.ID})
	h.insert(t, wakha.NewEvent{Key: vkey}, engine.Event{Kind: engine.EventOfferAccepted, OfferID: offer.ID})
	h.drain(t)
	if n := h.offers("accepted"); n != 1 {
		t.Fatalf("accepted = %v, want 1", n)
	}
	h.clock.Add(2 * time.Second)
	h.insert(t, wakha.NewEvent{Key: key, VisitorID: visitorID, DedupeKey: "msg:1"},
		engine.Event{Kind: engine.EventUserMessage, MessageID: "1", Text: "ch7al taman?"})
	h.drain(t)
	rows := h.outbox(t)
	var replies []string
	for _, r := range rows {
		replies = append(replies, string(r.Payload))
	}
	if got := strings.Join(replies, "\n"); !strings.Contains(got, "249") {
		t.Fatalf("the first reply does not know the product offered:\n%s", got)
	}
	if n := h.offers("shown"); n != 1 {
		t.Fatalf("offers shown = %v after the chat started, want still 1", n)
	}
}

// TestOfferInABotOwnedConversation: a conversation linked to the visitor
// gets the offer as a message with quick replies.
func TestOfferInABotOwnedConversation(t *testing.T) {
	t.Parallel()
	h := storefrontSetup(t)
	h.insert(t, wakha.NewEvent{Key: key, VisitorID: visitorID, DedupeKey: "msg:1"},
		engine.Event{Kind: engine.EventUserMessage, MessageID: "1", Text: "salam"})
	h.drain(t)
	h.outbox(t)
	// The session's chat times out and its cooldown passes.
	h.clock.Add(h.cfg.SessionInteractionTimeout + h.cfg.SessionCooldown + time.Second)
	vkey := wakha.VisitorKey("chatwoot", visitorID)
	h.insert(t, wakha.NewEvent{Key: vkey}, engine.Event{Kind: engine.EventPageView, ProductID: "7", Product: &tajine})
	h.drain(t)
	h.clock.Add(h.cfg.ProactiveDwell + time.Second)
	h.drain(t)
	rows := h.outbox(t)
	if len(rows) != 1 {
		t.Fatalf("%d outbox rows, want the offer: %+v", len(rows), rows)
	}
	var o chatwoot.Outbound
	if err := json.Unmarshal(rows[0].Payload, &o); err != nil {
		t.Fatal(err)
	}
	if o.ContentType != chatwoot.ContentInputSelect || !strings.Contains(o.Content, "Tajine 30 cm") || len(o.Items) != 3 ||
		o.Items[2].Value != engine.MeaningOfferNo || rows[0].Key != key {
		t.Fatalf("offer rendered as %+v on %v", o, rows[0].Key)
	}
	if n := h.offers("shown"); n != 1 {
		t.Fatalf("offers shown = %v, want 1", n)
	}
	moves := h.m.SessionMovesCounted("thinking", "proactive_assistance")
	if moves != 1 {
		t.Fatalf("wakha_session_transitions_total{thinking,proactive_assistance} = %v, want 1", moves)
	}
}

// finder is Chatwoot's renderer on a platform that, like Intercom, must be
// asked for the contact's visitor id.
type finder struct {
	chatwoot.Platform
	asked *int
}

func (f finder) FindVisitor(_ context.Context, contactRef string) (string, error) {
	*f.asked++
	if contactRef == "contact-1" {
		return visitorID, nil
	}
	return "", nil
}

// TestVisitorFoundOnRequest: a platform whose webhooks carry no contact
// attributes is asked once, when the conversation starts; the conversation
// is linked and starts from the visitor's session.
func TestVisitorFoundOnRequest(t *testing.T) {
	t.Parallel()
	h := storefrontSetup(t)
	asked := 0
	h.r = runner.New(h.db, &slowCatalog{}, wakha.NewPlatforms(finder{asked: &asked}),
		runner.Options{Owner: "test", Workers: 1, Lease: time.Minute, PollInterval: 50 * time.Millisecond, MaxAttempts: 3,
			SearchTimeout: time.Second, Engine: h.cfg, Now: h.clock.Now},
		slog.New(slog.NewTextHandler(io.Discard, nil)), h.m)
	// No storefront visitor yet: a new conversation costs no contact read.
	other := wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: "41"}
	h.insert(t, wakha.NewEvent{Key: other, ContactRef: "contact-1", DedupeKey: "msg:0"},
		engine.Event{Kind: engine.EventUserMessage, MessageID: "0", Text: "salam"})
	h.drain(t)
	if asked != 0 {
		t.Fatalf("the platform was asked %d times without any visitor", asked)
	}
	vkey := wakha.VisitorKey("chatwoot", visitorID)
	h.insert(t, wakha.NewEvent{Key: vkey}, engine.Event{Kind: engine.EventPageView, ProductID: "7", Product: &tajine})
	h.drain(t)
	h.clock.Add(h.cfg.ProactiveDwell + time.Second)
	h.drain(t)
	h.insert(t, wakha.NewEvent{Key: vkey}, engine.Event{Kind: engine.EventOfferAccepted})
	h.drain(t)
	h.insert(t, wakha.NewEvent{Key: key, ContactRef: "contact-1", DedupeKey: "msg:1"},
		engine.Event{Kind: engine.EventUserMessage, MessageID: "1", Text: "ch7al taman?"})
	h.insert(t, wakha.NewEvent{Key: key, ContactRef: "contact-1", DedupeKey: "msg:2"},
		engine.Event{Kind: engine.EventUserMessage, MessageID: "2", Text: "merci"})
	h.drain(t)
	var replies []string
	for _, r := range h.outbox(t) {
		replies = append(replies, string(r.Payload))
	}
	if got := strings.Join(replies, "\n"); !strings.Contains(got, "249") {
		t.Fatalf("the first reply does not know the product offered:\n%s", got)
	}
	if _, linked, err := h.db.VisitorState(context.Background(), "chatwoot", visitorID); err != nil || !linked {
		t.Fatalf("linked = %v, %v", linked, err)
	}
	if asked != 1 {
		t.Fatalf("the platform was asked %d times, want once", asked)
	}
}

// TestOfferLimitHoldsPerVisitor: PROACTIVE_MAX_PER_HOUR (2) counts the
// visitor's offers, not one conversation's. One offer in the visitor's own
// session before any chat, one in the conversation that adopted it; the
// visitor's next conversation starts afresh but inherits that history, so
// a product page watched there is blocked as rate_limited, until the first
// offer is an hour old.
func TestOfferLimitHoldsPerVisitor(t *testing.T) {
	t.Parallel()
	h := storefrontSetup(t)
	vkey := wakha.VisitorKey("chatwoot", visitorID)
	quiet := h.cfg.SessionInteractionTimeout + 4*h.cfg.SessionCooldown + time.Second
	watch := func(p engine.Product) {
		t.Helper()
		h.insert(t, wakha.NewEvent{Key: vkey}, engine.Event{Kind: engine.EventPageView, ProductID: p.ID, Product: &p})
		h.drain(t)
		h.clock.Add(h.cfg.ProactiveDwell + time.Second)
		h.drain(t) // the wake-up at the dwell's end
	}
	first := h.clock.Now()
	watch(tajine)
	if n := h.offers("shown"); n != 1 {
		t.Fatalf("offers shown = %v, want 1 in the visitor's session", n)
	}
	h.insert(t, wakha.NewEvent{Key: key, VisitorID: visitorID, DedupeKey: "msg:1"},
		engine.Event{Kind: engine.EventUserMessage, MessageID: "1", Text: "salam"})
	h.drain(t)
	h.clock.Add(quiet)
	watch(engine.Product{ID: "8", Name: "Couscoussier", Price: "399,00 MAD"})
	if n := h.offers("shown"); n != 2 {
		t.Fatalf("offers shown = %v, want 2: the second in the adopting conversation", n)
	}
	h.outbox(t)

	// The visitor comes back in a new conversation within the hour.
	next := wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: "43"}
	h.insert(t, wakha.NewEvent{Key: next, VisitorID: visitorID, DedupeKey: "msg:2"},
		engine.Event{Kind: engine.EventUserMessage, MessageID: "2", Text: "salam"})
	h.drain(t)
	h.outbox(t) // the greeting
	h.clock.Add(quiet)
	watch(engine.Product{ID: "9", Name: "Théière", Price: "149,00 MAD"})
	if n := h.offers("blocked:rate_limited"); n != 1 {
		t.Fatalf("blocked:rate_limited = %v, want 1 (shown %v)", n, h.offers("shown"))
	}
	if n := h.offers("shown"); n != 2 {
		t.Fatalf("offers shown = %v, want still 2", n)
	}
	state, linked, err := h.db.VisitorSession(context.Background(), "chatwoot", visitorID)
	if err != nil || linked == nil || *linked != next {
		t.Fatalf("the visitor's session is in %v (%v), want the new conversation", linked, err)
	}
	var st engine.State
	if err := json.Unmarshal(state, &st); err != nil {
		t.Fatal(err)
	}
	if _, why := engine.CanOfferNow(st, h.clock.Now(), h.cfg); why != engine.OfferRateLimited {
		t.Fatalf("CanOfferNow in the new conversation = %s, want rate_limited", why)
	}

	// An hour after the first offer, the limit lets one through again.
	h.clock.Add(first.Add(time.Hour + time.Second).Sub(h.clock.Now()))
	watch(engine.Product{ID: "10", Name: "Plat à tajine", Price: "99,00 MAD"})
	if n := h.offers("shown"); n != 3 {
		t.Fatalf("offers shown = %v an hour later, want 3 (blocked: %v)", n, h.offers("blocked:rate_limited"))
	}
	rows := h.outbox(t)
	if len(rows) != 1 || rows[0].Key != next {
		t.Fatalf("outbox %+v, want the offer in the new conversation", rows)
	}
}
