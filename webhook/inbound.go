package webhook

import (
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/wakha/wakha"
)

// inbound handles POST /webhooks/<platform>[/:token] for one platform. Order
// matters: size cap, authentication, parsing, then the durable insert — and
// only then 2xx.
func (s *Server) inbound(w wakha.Webhook) echo.HandlerFunc {
	platform := w.Name()
	seconds := s.metrics.seconds.WithLabelValues(platform) // looked up once, not per request
	return func(c echo.Context) error {
		start := s.opts.Now()
		event, outcome := "unknown", "error"
		defer func() {
			s.metrics.requests.WithLabelValues(platform, event, outcome).Inc()
			seconds.Observe(time.Since(start).Seconds())
		}()
		reject := func(err error) error {
			outcome = outcomeOf(err)
			return err
		}

		body, err := readBody(c.Request())
		if err != nil {
			return reject(err)
		}
		secret, err := w.Authenticate(c.Request(), c.Param("token"), body)
		if err != nil {
			return reject(withCode(err, wakha.EUNAUTHORIZED, "webhook not authenticated"))
		}
		if secret >= 0 {
			s.metrics.secretMatches.WithLabelValues(platform, strconv.Itoa(secret)).Inc()
		}
		got, err := w.Parse(c.Request(), body)
		if got.Label != "" {
			event = got.Label
		}
		if err != nil {
			return reject(withCode(err, wakha.EINVALID, err.Error()))
		}
		if got.IgnoreReason != "" {
			outcome = "ignored"
			return c.JSON(http.StatusOK, map[string]string{"status": "ignored", "reason": got.IgnoreReason})
		}
		ctx, cancel := s.dbContext(c)
		defer cancel()
		id, dup, err := s.opts.Store.InsertEvent(ctx, got.Event)
		if errors.Is(err, wakha.ErrInvalidData) {
			// The payload itself is unstorable: a retry would fail the same way.
			return reject(&wakha.Error{Code: wakha.EINVALID, Message: "payload holds a value that cannot be stored", Err: err})
		}
		if err != nil {
			// 500 on purpose, also past the deadline: Chatwoot retries 500 (and
			// 429) but hands the conversation to humans on any other failure;
			// Intercom retries a failed delivery once.
			return reject(&wakha.Error{Code: wakha.EINTERNAL, Message: "could not store event", Err: err})
		}
		if dup {
			outcome = "duplicate"
			return c.JSON(http.StatusOK, map[string]string{"status": "duplicate"})
		}
		outcome = "accepted"
		s.opts.Notify()
		// Written by hand: the answer every stored event gets, without a
		// map and reflection per request.
		return c.JSONBlob(http.StatusOK, acceptedBody(id))
	}
}

// withCode keeps a platform's error as it is when it carries a wakha code,
// and gives any other one code: a platform's rejection of bad input is a
// 4xx, never a 5xx that it would retry.
func withCode(err error, code, message string) error {
	var e *wakha.Error
	if errors.As(err, &e) {
		return err
	}
	return &wakha.Error{Code: code, Message: message, Err: err}
}

// outcomeOf names a rejection for the metrics' outcome label.
func outcomeOf(err error) string {
	switch code := wakha.ErrorCode(err); code {
	case wakha.EINVALID:
		return "invalid"
	case wakha.ETOOLARGE:
		return "too_large"
	case wakha.EUNAUTHORIZED:
		return "unauthorized"
	default:
		return code
	}
}

// acceptedBody is {"event_id":<id>,"status":"accepted"}.
func acceptedBody(id int64) []byte {
	b := make([]byte, 0, 48)
	b = append(b, `{"event_id":`...)
	b = strconv.AppendInt(b, id, 10)
	return append(b, `,"status":"accepted"}`...)
}
