package webhook

import (
	"context"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/postgres"
)

// WidgetEvent is what the storefront script POSTs to /widget/events when a
// shopper presses a card's postback button (Chatwoot delivers postbacks only
// to the host page, as a "chatwoot:postback" browser event).
type WidgetEvent struct {
	Platform       string `json:"platform"`        // "chatwoot"
	AccountID      string `json:"account_id"`      // Chatwoot account id
	ConversationID string `json:"conversation_id"` // conversation display id
	SourceID       string `json:"source_id"`       // the widget visitor's contact source id
	Payload        string `json:"payload"`         // the button's payload, e.g. "select:1287"
	ClickID        string `json:"click_id"`        // optional: de-duplicates double clicks and retries
}

// widgetEvent handles POST /widget/events. The storefront is public, so it
// cannot hold a secret; the visitor's source_id (known only to that browser
// and to Chatwoot) must match the one recorded from Chatwoot's own webhooks.
func (s *Server) widgetEvent(c echo.Context) error {
	start := s.opts.Now()
	outcome := "error"
	defer func() {
		s.metrics.requests.WithLabelValues("widget", "postback", outcome).Inc()
		s.metrics.seconds.WithLabelValues("widget").Observe(time.Since(start).Seconds())
	}()
	body, err := readBody(c.Request())
	if err != nil {
		outcome = "too_large"
		return err
	}
	var we WidgetEvent
	if err := json.Unmarshal(body, &we); err != nil {
		outcome = "invalid"
		return wakha.Errorf(wakha.EINVALID, "body is not a JSON widget event")
	}
	ev, err := we.engineEvent()
	if err != nil {
		outcome = "invalid"
		return err
	}
	key := postgres.ConvKey{Platform: we.Platform, AccountID: we.AccountID, ExternalID: we.ConversationID}
	ctx, cancel := context.WithTimeout(c.Request().Context(), 3*time.Second)
	defer cancel()
	ref, err := s.opts.Store.ContactRef(ctx, key)
	if errors.Is(err, postgres.ErrNotFound) || (err == nil && (ref == "" || subtle.ConstantTimeCompare([]byte(ref), []byte(we.SourceID)) != 1)) {
		// One answer for both cases, so the endpoint cannot be used to probe conversation ids.
		outcome = "unauthorized"
		return wakha.Errorf(wakha.EFORBIDDEN, "unknown conversation or visitor")
	}
	if err != nil {
		return &wakha.Error{Code: wakha.EUNAVAILABLE, Message: "could not check the conversation", Err: err}
	}
	payload, _ := json.Marshal(ev)
	ne := postgres.NewEvent{Key: key, Kind: string(ev.Kind), Payload: payload}
	if we.ClickID != "" {
		ne.DedupeKey = "postback:" + we.ConversationID + ":" + we.ClickID
	}
	_, dup, err := s.opts.Store.InsertEvent(ctx, ne)
	if err != nil {
		return &wakha.Error{Code: wakha.EUNAVAILABLE, Message: "could not store event", Err: err}
	}
	if dup {
		outcome = "duplicate"
		return c.JSON(http.StatusOK, map[string]string{"status": "duplicate"})
	}
	outcome = "accepted"
	s.opts.Notify()
	return c.JSON(http.StatusAccepted, map[string]string{"status": "accepted"})
}

func (we WidgetEvent) engineEvent() (engine.Event, error) {
	switch {
	case we.Platform != platformChatwoot:
		return engine.Event{}, wakha.Errorf(wakha.EINVALID, "platform must be %q", platformChatwoot)
	case we.AccountID == "" || we.ConversationID == "" || we.SourceID == "":
		return engine.Event{}, wakha.Errorf(wakha.EINVALID, "account_id, conversation_id and source_id are required")
	case len(we.ClickID) > 100:
		return engine.Event{}, wakha.Errorf(wakha.EINVALID, "click_id longer than 100 characters")
	}
	id, ok := strings.CutPrefix(we.Payload, engine.MeaningSelectPrefix)
	if !ok || id == "" || len(id) > 64 {
		return engine.Event{}, wakha.Errorf(wakha.EINVALID, "payload must be %q followed by a product id", engine.MeaningSelectPrefix)
	}
	return engine.Event{Kind: engine.EventCardAction, ProductID: id}, nil
}
