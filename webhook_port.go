package wakha

import "net/http"

// Webhook is one platform's side of POST /webhooks/<Name>: it authenticates
// a delivery and reads from its body the event to store. The platform
// packages implement it; the HTTP layer caps the body, calls Authenticate,
// then Parse, stores the event and answers — it never names a platform.
type Webhook interface {
	// Name is the platform's name: the path segment, the metrics label and
	// ConvKey.Platform of what it stores.
	Name() string
	// Authenticate checks the delivery (signature, path token: pathToken is
	// the route's /webhooks/<name>/<token> segment, "" when absent). secret
	// is the position of the configured secret that verified it, -1 when no
	// secret was involved. Errors carry EUNAUTHORIZED.
	Authenticate(r *http.Request, pathToken string, body []byte) (secret int, err error)
	// Parse reads an authenticated body. An error carries EINVALID (a
	// malformed payload: 400, never stored).
	Parse(r *http.Request, body []byte) (Received, error)
}

// Received is a platform's reading of one webhook delivery.
type Received struct {
	// Label names the platform's event for metrics; the platform keeps it to
	// a small fixed set, so a hostile payload cannot create series at will.
	Label string
	// IgnoreReason, when not "", says why the delivery is acknowledged and
	// dropped (the bot's own echo, a private note…); Event is then unset.
	IgnoreReason string
	// Event is what to store.
	Event NewEvent
}
