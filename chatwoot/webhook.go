package chatwoot

import (
	"crypto/subtle"
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/internal/keyring"
)

// Webhook authenticates and reads Agent Bot deliveries: wakha's HTTP layer
// calls it for POST /webhooks/chatwoot[/<token>] (a wakha.Webhook).
type Webhook struct {
	// Secrets are the bot's webhook secrets (4.13+ signs deliveries), newest
	// first: any one verifies, so a rotation needs no downtime.
	Secrets []string
	// PathToken, when set, must be the route's token segment (for versions
	// that do not sign).
	PathToken string
	// Insecure accepts unauthenticated deliveries (an explicit opt-in).
	Insecure bool
	// AccountID is used when a payload lacks account.id (before 4.14.2).
	AccountID string
	// MaxSkew rejects signed timestamps further from now.
	MaxSkew time.Duration
	// Now is the clock of the timestamp check (default time.Now).
	Now func() time.Time

	ring keyring.Ring
}

var _ wakha.Webhook = (*Webhook)(nil)

// NewWebhook returns w ready for use.
func NewWebhook(w Webhook) *Webhook {
	w.ring = keyring.New(w.Secrets...)
	if w.Now == nil {
		w.Now = time.Now
	}
	return &w
}

// Name implements wakha.Webhook.
func (*Webhook) Name() string { return Name }

// Authenticate implements wakha.Webhook: the path token and the signature,
// whichever are configured.
func (w *Webhook) Authenticate(r *http.Request, pathToken string, body []byte) (int, error) {
	if w.PathToken != "" && subtle.ConstantTimeCompare([]byte(pathToken), []byte(w.PathToken)) != 1 {
		return -1, wakha.Errorf(wakha.EUNAUTHORIZED, "unknown webhook path token")
	}
	if w.ring.Len() > 0 {
		now := w.Now()
		i, err := w.ring.Verify(func(secret []byte) error {
			return VerifySignature(secret, r.Header.Get(HeaderTimestamp), r.Header.Get(HeaderSignature), body, now, w.MaxSkew)
		})
		if err != nil {
			return -1, &wakha.Error{Code: wakha.EUNAUTHORIZED, Message: signatureMessage(err), Err: err}
		}
		return i, nil
	}
	if w.PathToken == "" && !w.Insecure {
		return -1, wakha.Errorf(wakha.EUNAUTHORIZED, "webhook authentication is not configured")
	}
	return -1, nil
}

func signatureMessage(err error) string {
	switch {
	case errors.Is(err, ErrMissingSignature):
		return "missing X-Chatwoot-Signature or X-Chatwoot-Timestamp"
	case errors.Is(err, ErrStaleTimestamp):
		return "X-Chatwoot-Timestamp too far from now"
	default:
		return "bad signature"
	}
}

// Parse implements wakha.Webhook.
func (w *Webhook) Parse(r *http.Request, body []byte) (wakha.Received, error) {
	in, err := Parse(body)
	if err != nil {
		return wakha.Received{}, &wakha.Error{Code: wakha.EINVALID, Message: err.Error(), Err: err}
	}
	got := wakha.Received{Label: eventLabel(in.Event)}
	if !in.Handle {
		got.IgnoreReason = string(in.IgnoreReason)
		return got, nil
	}
	account := in.AccountID
	if account == "" {
		account = w.AccountID
	}
	if account == "" {
		return got, wakha.Errorf(wakha.EINVALID, "payload has no account.id and CHATWOOT_ACCOUNT_ID is not set")
	}
	payload, err := json.Marshal(in.EngineEvent)
	if err != nil {
		return got, err
	}
	got.Event = wakha.NewEvent{
		Key:        wakha.ConvKey{Platform: Name, AccountID: account, ExternalID: in.ConversationID},
		DeliveryID: r.Header.Get(HeaderDelivery),
		DedupeKey:  in.DedupeKey,
		ContactRef: in.ContactSourceID,
		VisitorID:  in.VisitorID,
		Kind:       string(in.EngineEvent.Kind),
		Payload:    payload,
	}
	return got, nil
}

// knownEvents bounds the metrics label: anything else is "other".
var knownEvents = map[string]bool{
	EventMessageCreated: true, EventMessageUpdated: true, "conversation_created": true,
	EventConversationOpened: true, EventConversationResolve: true, EventStatusChanged: true,
	EventConversationUpdated: true, EventWebwidgetTriggered: true,
}

func eventLabel(e string) string {
	if knownEvents[e] {
		return e
	}
	return "other"
}
