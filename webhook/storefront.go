package webhook

import (
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/i18n"
	"github.com/wakha/wakha/ratelimit"
)

// Storefront events (spec 000, issue 14): what /widget.js reports from the
// store's pages. Each names the browser's random visitor id; before the
// visitor has a chat, the events build the visitor's own session, then
// they join the conversation whose contact carries that id.

// Widget event kinds. "postback" (or no kind with a payload) is a card's
// Select button, handled as before.
const (
	WidgetPageView       = "page_view"       // product_id ("" or absent: a page without a product)
	WidgetPageLeave      = "page_leave"      // product_id: its page was hidden or left, its dwell stops
	WidgetAddToCart      = "add_to_cart"     // product_id
	WidgetTourStart      = "tour_start"      // tour_id, steps
	WidgetTourStep       = "tour_step"       // tour_id, step
	WidgetTourEnd        = "tour_end"        // tour_id, completed, step
	WidgetOfferShown     = "offer_shown"     // offer_id: the bubble is on screen
	WidgetOfferAccepted  = "offer_accepted"  // offer_id: the bubble was clicked, the chat opens
	WidgetOfferDismissed = "offer_dismissed" // offer_id: the bubble was closed
	WidgetPing           = "ping"            // nothing to store: is there an offer to show?
	WidgetPostback       = "postback"
)

// widgetKinds maps each storable kind to its engine event (also the bounded
// set of the metrics' event label).
var widgetKinds = map[string]engine.EventKind{
	WidgetPageView:       engine.EventPageView,
	WidgetPageLeave:      engine.EventPageView,
	WidgetAddToCart:      engine.EventAddToCart,
	WidgetTourStart:      engine.EventTourStarted,
	WidgetTourStep:       engine.EventTourStep,
	WidgetTourEnd:        engine.EventTourEnded,
	WidgetOfferShown:     engine.EventOfferShown,
	WidgetOfferAccepted:  engine.EventOfferAccepted,
	WidgetOfferDismissed: engine.EventOfferDismissed,
}

// Default limits of storefront events: a visitor reports a page now and
// then and pings every few seconds while a page is open; an address may
// hide a whole office or mobile carrier behind one NAT.
const (
	DefaultVisitorBurst = 30
	DefaultVisitorEvery = time.Second
	DefaultAddressBurst = 300
	DefaultAddressEvery = 100 * time.Millisecond
)

// Bounds of the storefront event's fields.
const (
	maxTourSteps = 1000
	maxIDLength  = 100
)

var (
	productIDPattern = regexp.MustCompile(`^[0-9]{1,20}$`)
	tourIDPattern    = regexp.MustCompile(`^[A-Za-z0-9_.:-]{1,64}$`)
	tokenPattern     = regexp.MustCompile(`^[A-Za-z0-9_.:-]{1,100}$`)
)

// widgetRequest is the JSON body of POST /widget/events.
type widgetRequest struct {
	Kind string `json:"kind"`
	// Payload and ClickID: a card's Select button (kind postback).
	Payload string `json:"payload"`
	ClickID string `json:"click_id"`

	VisitorID string `json:"visitor_id"`
	// Platform names the chat the store runs ("chatwoot", "intercom");
	// optional when wakha serves one platform.
	Platform  string `json:"platform"`
	ProductID string `json:"product_id"`
	// DwellMS is how long the page was visible (page_leave); informative:
	// the dwell that triggers an offer is measured by wakha from the view.
	DwellMS   int64  `json:"dwell_ms"`
	TourID    string `json:"tour_id"`
	Step      int    `json:"step"`
	Steps     int    `json:"steps"`
	Completed bool   `json:"completed"`
	OfferID   string `json:"offer_id"`
	// EventID, optional, de-duplicates a retried report.
	EventID string `json:"event_id"`
}

// Bubble is an offer for the storefront script to show beside the chat
// launcher: the response's "offer" when the visitor's own session has one
// open (no conversation yet).
type Bubble struct {
	ID        string         `json:"id"`
	Trigger   string         `json:"trigger"`
	Text      string         `json:"text"`
	ProductID string         `json:"product_id,omitempty"`
	Product   string         `json:"product,omitempty"` // the product's name
	Permalink string         `json:"permalink,omitempty"`
	Image     string         `json:"image,omitempty"`
	Options   []BubbleOption `json:"options"`
}

// BubbleOption is one of the offer's quick replies, for the script to show
// as a button (its meaning is what the chat would send).
type BubbleOption struct {
	Label   string `json:"label"`
	Meaning string `json:"meaning"`
}

// widgetResponse is the answer to a storefront event.
type widgetResponse struct {
	Status string  `json:"status"`
	Offer  *Bubble `json:"offer,omitempty"`
}

// newLimiter builds a limiter from constant options.
func newLimiter(burst int, every time.Duration, now func() time.Time) *ratelimit.Limiter {
	l, err := ratelimit.New(ratelimit.Options{Burst: burst, Every: every, Now: now})
	if err != nil {
		panic(err) // constant options
	}
	return l
}

// clientAddress is the address the per-address limit counts: the direct
// peer, or, behind proxies on loopback or private networks, the address
// the nearest of them saw (echo's X-Forwarded-For extractor).
func clientAddress(c echo.Context) string {
	ip := echo.ExtractIPFromXFFHeader()(c.Request())
	if ip == "" {
		host, _, err := net.SplitHostPort(c.Request().RemoteAddr)
		if err != nil {
			return c.Request().RemoteAddr
		}
		return host
	}
	return ip
}

// storefrontEvent handles every kind but postback: validate, limit, check
// the product against the catalog, store the event for the visitor, and
// answer with the offer to show, if any.
func (s *Server) storefrontEvent(c echo.Context, req widgetRequest, setLabel func(string), setOutcome func(string)) error {
	kind := req.Kind
	if _, ok := widgetKinds[kind]; !ok && kind != WidgetPing {
		setOutcome("invalid")
		return wakha.Errorf(wakha.EINVALID, "unknown kind %q", truncate(kind, 40))
	}
	setLabel(kind)
	if !wakha.ValidVisitorID(req.VisitorID) {
		setOutcome("invalid")
		return wakha.Errorf(wakha.EINVALID, "visitor_id must be 22 to 64 characters of A-Z, a-z, 0-9, _ and -")
	}
	platform, err := s.widgetPlatform(req.Platform)
	if err != nil {
		setOutcome("invalid")
		return err
	}
	if err := checkFields(req); err != nil {
		setOutcome("invalid")
		return err
	}
	// The address first: a flood of made-up visitor ids stops there.
	if ok, wait := s.addresses.Allow(clientAddress(c)); !ok {
		setOutcome("rate_limited")
		c.Response().Header().Set("Retry-After", ratelimit.RetryAfterSeconds(wait))
		return wakha.Errorf(wakha.ERATELIMITED, "too many storefront events from this address; try again in a few seconds")
	}
	if ok, wait := s.visitors.Allow(platform + "/" + req.VisitorID); !ok {
		setOutcome("rate_limited")
		c.Response().Header().Set("Retry-After", ratelimit.RetryAfterSeconds(wait))
		return wakha.Errorf(wakha.ERATELIMITED, "too many storefront events from this visitor; try again in a few seconds")
	}
	ctx, cancel := s.dbContext(c)
	defer cancel()
	if kind == WidgetPing {
		setOutcome("ok")
		return c.JSON(http.StatusOK, widgetResponse{Status: "ok", Offer: s.bubble(ctx, platform, req.VisitorID)})
	}
	ev, err := s.engineEvent(ctx, req)
	if err != nil {
		setOutcome(outcomeOf(err))
		return err
	}
	payload, err := json.Marshal(ev)
	if err != nil {
		return &wakha.Error{Code: wakha.EINTERNAL, Message: "could not encode event", Err: err}
	}
	ne := wakha.NewEvent{Key: wakha.VisitorKey(platform, req.VisitorID), Kind: string(ev.Kind), Payload: payload}
	if req.EventID != "" {
		ne.DedupeKey = "widget:" + req.VisitorID + ":" + req.EventID
	}
	_, dup, err := s.opts.Store.InsertEvent(ctx, ne)
	if errors.Is(err, wakha.ErrInvalidData) {
		setOutcome("invalid")
		return &wakha.Error{Code: wakha.EINVALID, Message: "event cannot be stored", Err: err}
	}
	if err != nil {
		return &wakha.Error{Code: wakha.EINTERNAL, Message: "could not store event", Err: err}
	}
	status, code := "accepted", http.StatusAccepted
	if dup {
		status, code = "duplicate", http.StatusOK
	} else {
		s.opts.Notify()
	}
	setOutcome(status)
	resp := widgetResponse{Status: status}
	if !strings.HasPrefix(kind, "offer_") {
		// An answer about an offer is not processed yet: the offer it
		// answers would come back.
		resp.Offer = s.bubble(ctx, platform, req.VisitorID)
	}
	return c.JSON(code, resp)
}

// widgetPlatform returns the platform an event names, or the only one.
func (s *Server) widgetPlatform(name string) (string, error) {
	names := s.widgetPlatforms
	if name == "" {
		if len(names) == 1 {
			return names[0], nil
		}
		return "", wakha.Errorf(wakha.EINVALID, "platform is required (one of %s)", strings.Join(names, ", "))
	}
	for _, n := range names {
		if n == name {
			return n, nil
		}
	}
	return "", wakha.Errorf(wakha.EINVALID, "platform must be one of %s", strings.Join(names, ", "))
}

// checkFields checks what each kind needs and bounds every field.
func checkFields(req widgetRequest) error {
	switch req.Kind {
	case WidgetPageView, WidgetPageLeave:
		if req.ProductID != "" && !productIDPattern.MatchString(req.ProductID) {
			return wakha.Errorf(wakha.EINVALID, "product_id must be a WooCommerce product id (digits)")
		}
	case WidgetAddToCart:
		if !productIDPattern.MatchString(req.ProductID) {
			return wakha.Errorf(wakha.EINVALID, "add_to_cart needs a product_id (digits)")
		}
	case WidgetTourStart, WidgetTourStep, WidgetTourEnd:
		if !tourIDPattern.MatchString(req.TourID) {
			return wakha.Errorf(wakha.EINVALID, "tour_id must be 1 to 64 characters of A-Z, a-z, 0-9, _ . : and -")
		}
		if req.Step < 0 || req.Step > maxTourSteps || req.Steps < 0 || req.Steps > maxTourSteps {
			return wakha.Errorf(wakha.EINVALID, "step and steps must be between 0 and %d", maxTourSteps)
		}
		if req.Kind == WidgetTourStep && req.Step < 1 {
			return wakha.Errorf(wakha.EINVALID, "tour_step needs a step (1 for the first)")
		}
	case WidgetOfferShown, WidgetOfferAccepted, WidgetOfferDismissed:
		if len(req.OfferID) > maxIDLength || req.OfferID == "" {
			return wakha.Errorf(wakha.EINVALID, "%s needs the offer_id of the offer shown (at most %d characters)", req.Kind, maxIDLength)
		}
	}
	if req.DwellMS < 0 {
		return wakha.Errorf(wakha.EINVALID, "dwell_ms must not be negative")
	}
	if req.EventID != "" && !tokenPattern.MatchString(req.EventID) {
		return wakha.Errorf(wakha.EINVALID, "event_id must be 1 to 100 characters of A-Z, a-z, 0-9, _ . : and -")
	}
	return nil
}

// engineEvent builds the engine's event; a product is checked against the
// catalog and a page view carries its card.
func (s *Server) engineEvent(ctx context.Context, req widgetRequest) (engine.Event, error) {
	ev := engine.Event{Kind: widgetKinds[req.Kind]}
	switch req.Kind {
	case WidgetPageView, WidgetAddToCart:
		if req.ProductID == "" {
			break
		}
		p, err := s.product(ctx, req.ProductID)
		if err != nil {
			return engine.Event{}, err
		}
		ev.ProductID = req.ProductID
		if req.Kind == WidgetPageView {
			ev.Product = &p
		}
	case WidgetPageLeave:
		// Not checked against the catalog: it only names the dwell to stop.
		ev.ProductID, ev.Reason = req.ProductID, engine.PageLeft
	case WidgetTourStart:
		ev.TourID, ev.Steps = req.TourID, req.Steps
	case WidgetTourStep:
		ev.TourID, ev.Step, ev.Steps = req.TourID, req.Step, req.Steps
	case WidgetTourEnd:
		ev.TourID, ev.Step, ev.Completed = req.TourID, req.Step, req.Completed
	case WidgetOfferShown, WidgetOfferAccepted, WidgetOfferDismissed:
		ev.OfferID = req.OfferID
	}
	return ev, nil
}

// product returns the catalog's card of id: 404 for a product the store
// does not have, 503 when the catalog cannot say.
func (s *Server) product(ctx context.Context, id string) (engine.Product, error) {
	if s.opts.Products == nil {
		return engine.Product{}, wakha.Errorf(wakha.EUNAVAILABLE, "no catalog configured to check product ids")
	}
	p, err := s.opts.Products.Product(ctx, id)
	switch {
	case wakha.ErrorCode(err) == wakha.ENOTFOUND:
		return engine.Product{}, &wakha.Error{Code: wakha.ENOTFOUND, Message: "no product " + id + " in the catalog", Err: err}
	case err != nil:
		return engine.Product{}, &wakha.Error{Code: wakha.EUNAVAILABLE, Message: "the catalog could not be asked about product " + id, Err: err}
	}
	p.ID = id
	return p, nil
}

// bubble reads the visitor's own session and returns its open offer for
// the storefront's bubble: none when the visitor has a conversation (the
// offer goes there as a message) or the session cannot be read (the next
// event asks again).
func (s *Server) bubble(ctx context.Context, platform, visitorID string) *Bubble {
	if s.opts.Visitors == nil || (s.opts.BubblePlatforms != nil && !slices.Contains(s.opts.BubblePlatforms, platform)) {
		return nil
	}
	raw, linked, err := s.opts.Visitors.VisitorState(ctx, platform, visitorID)
	if err != nil {
		s.log.Warn("widget: could not read the visitor's session", "platform", platform, "err", err)
		return nil
	}
	if linked || len(raw) == 0 {
		return nil
	}
	var st engine.State
	if err := json.Unmarshal(raw, &st); err != nil {
		return nil
	}
	o := st.Session.OpenOffer()
	if o == nil {
		return nil
	}
	return BubbleOf(*o, i18n.LangOrDefault(st.Lang))
}

// BubbleOf renders an offer for the storefront's bubble in lang.
func BubbleOf(o engine.Offer, lang i18n.Lang) *Bubble {
	e := o.Effect()
	b := &Bubble{ID: o.ID, Trigger: string(o.Trigger), ProductID: o.ProductID, Options: []BubbleOption{}}
	if e.Message != nil {
		b.Text = strings.TrimSpace(i18n.Render(lang, e.Message.Key, e.Message.Args...))
	}
	if p := o.Product; p != nil {
		b.Product, b.Permalink, b.Image = p.Name, p.Permalink, p.ImageURL
	}
	for _, opt := range e.Options {
		if l := strings.TrimSpace(i18n.Render(lang, opt.Label)); l != "" {
			b.Options = append(b.Options, BubbleOption{Label: l, Meaning: opt.Meaning})
		}
	}
	return b
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

//go:embed widget.js
var widgetJS []byte

// serveWidgetJS serves the storefront script. Browsers and CDNs may keep it
// for five minutes: a new wakha's script reaches shoppers soon after.
func serveWidgetJS(c echo.Context) error {
	h := c.Response().Header()
	h.Set(echo.HeaderCacheControl, "public, max-age=300")
	h.Set("X-Content-Type-Options", "nosniff")
	return c.Blob(http.StatusOK, "text/javascript; charset=utf-8", widgetJS)
}
