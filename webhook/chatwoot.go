package webhook

import (
	"crypto/subtle"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/chatwoot"
	"github.com/wakha/wakha/postgres"
)

const platformChatwoot = "chatwoot"

// chatwoot handles POST /webhooks/chatwoot[/:token]. Order matters: size cap,
// authentication, parsing, then the durable insert — and only then 200.
func (s *Server) chatwoot(c echo.Context) error {
	start := s.opts.Now()
	event, outcome := "unknown", "error"
	defer func() {
		s.metrics.requests.WithLabelValues(platformChatwoot, eventLabel(event), outcome).Inc()
		s.metrics.seconds.WithLabelValues(platformChatwoot).Observe(time.Since(start).Seconds())
	}()
	reject := func(err error) error {
		outcome = wakha.ErrorCode(err)
		switch outcome {
		case wakha.EINVALID:
			outcome = "invalid"
		case wakha.ETOOLARGE:
			outcome = "too_large"
		case wakha.EUNAUTHORIZED:
			outcome = "unauthorized"
		}
		return err
	}

	body, err := readBody(c.Request())
	if err != nil {
		return reject(err)
	}
	if err := s.authenticateChatwoot(c, body); err != nil {
		return reject(err)
	}
	in, err := chatwoot.Parse(body)
	if err != nil {
		return reject(&wakha.Error{Code: wakha.EINVALID, Message: err.Error(), Err: err})
	}
	event = in.Event
	if !in.Handle {
		outcome = "ignored"
		return c.JSON(http.StatusOK, map[string]string{"status": "ignored", "reason": string(in.IgnoreReason)})
	}
	account := in.AccountID
	if account == "" {
		account = s.opts.Chatwoot.AccountID
	}
	if account == "" {
		return reject(wakha.Errorf(wakha.EINVALID, "payload has no account.id and CHATWOOT_ACCOUNT_ID is not set"))
	}
	payload, err := json.Marshal(in.EngineEvent)
	if err != nil {
		return reject(err)
	}
	ctx, cancel := s.dbContext(c)
	defer cancel()
	id, dup, err := s.opts.Store.InsertEvent(ctx, postgres.NewEvent{
		Key:        postgres.ConvKey{Platform: platformChatwoot, AccountID: account, ExternalID: in.ConversationID},
		DeliveryID: c.Request().Header.Get("X-Chatwoot-Delivery"),
		DedupeKey:  in.DedupeKey,
		ContactRef: in.ContactSourceID,
		Kind:       string(in.EngineEvent.Kind),
		Payload:    payload,
	})
	if errors.Is(err, postgres.ErrInvalidData) {
		// The payload itself is unstorable: a retry would fail the same way.
		return reject(&wakha.Error{Code: wakha.EINVALID, Message: "payload holds a value that cannot be stored", Err: err})
	}
	if err != nil {
		// 500 on purpose, also past the deadline: Chatwoot retries 500 (and
		// 429) but hands the conversation to humans on any other failure.
		return reject(&wakha.Error{Code: wakha.EINTERNAL, Message: "could not store event", Err: err})
	}
	if dup {
		outcome = "duplicate"
		return c.JSON(http.StatusOK, map[string]string{"status": "duplicate"})
	}
	outcome = "accepted"
	s.opts.Notify()
	return c.JSON(http.StatusOK, map[string]any{"status": "accepted", "event_id": id})
}

// authenticateChatwoot checks the path token and the signature, whichever are configured.
func (s *Server) authenticateChatwoot(c echo.Context, body []byte) error {
	o := s.opts.Chatwoot
	if o.PathToken != "" {
		got := c.Param("token")
		if subtle.ConstantTimeCompare([]byte(got), []byte(o.PathToken)) != 1 {
			return wakha.Errorf(wakha.EUNAUTHORIZED, "unknown webhook path token")
		}
	}
	if s.chatwootSecrets.Len() > 0 {
		h := c.Request().Header
		now := s.opts.Now()
		i, err := s.chatwootSecrets.Verify(func(secret []byte) error {
			return chatwoot.VerifySignature(secret, h.Get(chatwoot.HeaderTimestamp), h.Get(chatwoot.HeaderSignature), body, now, o.MaxSkew)
		})
		if err != nil {
			return &wakha.Error{Code: wakha.EUNAUTHORIZED, Message: signatureMessage(err), Err: err}
		}
		s.metrics.secretMatches.WithLabelValues(platformChatwoot, strconv.Itoa(i)).Inc()
	}
	if o.PathToken == "" && s.chatwootSecrets.Len() == 0 && !o.Insecure {
		return wakha.Errorf(wakha.EUNAUTHORIZED, "webhook authentication is not configured")
	}
	return nil
}

func signatureMessage(err error) string {
	switch {
	case errors.Is(err, chatwoot.ErrMissingSignature):
		return "missing X-Chatwoot-Signature or X-Chatwoot-Timestamp"
	case errors.Is(err, chatwoot.ErrStaleTimestamp):
		return "X-Chatwoot-Timestamp too far from now"
	default:
		return "bad signature"
	}
}
