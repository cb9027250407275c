package webhook

import (
	"bytes"
	"encoding/json"
	"errors"
	"mime"
	"net/http"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/ratelimit"
)

// Default click limit per conversation on /widget/events: a shopper picks a
// product now and then; a script replaying a button does not get far.
const (
	DefaultClickBurst = 10
	DefaultClickEvery = 6 * time.Second
)

// WidgetEvent is what the storefront script POSTs to /widget/events when a
// shopper presses a card's "Select" button. Chatwoot hands the button's
// payload to the host page as a "chatwoot:postback" browser event and
// nothing else; wakha signed everything it needs into that payload. (Its
// other kinds, page views, tours and offers, are in storefront.go.)
type WidgetEvent struct {
	Kind    string `json:"kind,omitempty"` // "postback" or absent
	Payload string `json:"payload"`        // the button's payload, forwarded as it is
	ClickID string `json:"click_id"`       // optional: de-duplicates double clicks and retries
}

// newClickLimiter is the default per-conversation limit on the server's clock.
func newClickLimiter(now func() time.Time) *ratelimit.Limiter {
	l, err := ratelimit.New(ratelimit.Options{Burst: DefaultClickBurst, Every: DefaultClickEvery, Now: now})
	if err != nil {
		panic(err) // constant options
	}
	return l
}

// widgetEvent handles POST /widget/events. The storefront is public and
// holds no secret: the payload's signature is the authentication.
func (s *Server) widgetEvent(c echo.Context) error {
	start := s.opts.Now()
	event, outcome := "postback", "error"
	defer func() {
		s.metrics.requests.WithLabelValues("widget", event, outcome).Inc()
		s.metrics.seconds.WithLabelValues("widget").Observe(time.Since(start).Seconds())
	}()
	// A browser sends a cross-origin form or text/plain POST without asking
	// CORS first; requiring JSON makes every write go through the preflight.
	if mt, _, err := mime.ParseMediaType(c.Request().Header.Get(echo.HeaderContentType)); err != nil || mt != echo.MIMEApplicationJSON {
		outcome = "unsupported_media_type"
		return wakha.Errorf(wakha.EMEDIATYPE, "Content-Type must be application/json")
	}
	body, err := readBody(c.Request())
	if err != nil {
		outcome = "too_large"
		return err
	}
	var req widgetRequest
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		outcome = "invalid"
		return wakha.Errorf(wakha.EINVALID, "body is not a JSON widget event: %s", truncate(err.Error(), 120))
	}
	if req.Kind != "" && req.Kind != WidgetPostback {
		event = "other"
		if len(s.widgetPlatforms) == 0 {
			outcome = "not_found"
			return wakha.Errorf(wakha.ENOTFOUND, "storefront events are not configured")
		}
		return s.storefrontEvent(c, req, func(l string) { event = l }, func(o string) { outcome = o })
	}
	we := WidgetEvent{Payload: req.Payload, ClickID: req.ClickID}
	if we.Payload == "" || len(we.ClickID) > 100 {
		outcome = "invalid"
		return wakha.Errorf(wakha.EINVALID, "payload is required; click_id is at most 100 characters")
	}
	if s.opts.Postbacks == nil {
		return wakha.Errorf(wakha.ENOTFOUND, "card postbacks are not configured")
	}
	key, productID, err := s.opts.Postbacks.VerifyPostback(we.Payload)
	if err != nil {
		outcome = "unauthorized"
		if wakha.ErrorCode(err) == wakha.EEXPIRED {
			outcome = "expired"
		}
		return withCode(err, wakha.EFORBIDDEN, "payload not signed by this wakha")
	}
	// Keyed by the signed conversation, so the keys cannot be made up.
	if ok, wait := s.clicks.Allow(key.String()); !ok {
		outcome = "rate_limited"
		c.Response().Header().Set("Retry-After", ratelimit.RetryAfterSeconds(wait))
		return wakha.Errorf(wakha.ERATELIMITED, "too many clicks in this conversation; try again in a few seconds")
	}
	ev := engine.Event{Kind: engine.EventCardAction, ProductID: productID}
	payload, _ := json.Marshal(ev)
	ne := wakha.NewEvent{Key: key, Kind: string(ev.Kind), Payload: payload}
	if we.ClickID != "" {
		ne.DedupeKey = "postback:" + key.AccountID + ":" + key.ExternalID + ":" + we.ClickID
	}
	ctx, cancel := s.dbContext(c)
	defer cancel()
	_, dup, err := s.opts.Store.InsertEvent(ctx, ne)
	if errors.Is(err, wakha.ErrInvalidData) {
		outcome = "invalid"
		return &wakha.Error{Code: wakha.EINVALID, Message: "click_id cannot be stored", Err: err}
	}
	if err != nil {
		return &wakha.Error{Code: wakha.EINTERNAL, Message: "could not store event", Err: err}
	}
	if dup {
		outcome = "duplicate"
		return c.JSON(http.StatusOK, map[string]string{"status": "duplicate"})
	}
	outcome = "accepted"
	s.opts.Notify()
	return c.JSON(http.StatusAccepted, map[string]string{"status": "accepted"})
}
