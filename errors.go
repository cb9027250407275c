// Package wakha is the domain every layer shares: the conversation key, the
// stored event, the claim, the turn and the outbox row (domain.go), the
// error type with its codes (errors.go), and the small ports the pipeline
// depends on (ports.go, webhook_port.go). The packages below it do the work —
// engine (the pure state machine), i18n, the platforms (chatwoot, intercom),
// woocommerce, postgres, runner, webhook — and cmd/connector wires them. The
// pipeline (runner, webhook, postgres) depends on these types and ports, never
// on a platform package.
package wakha

import (
	"errors"
	"fmt"
	"strings"
)

// Error codes; the HTTP layer maps each to one status in one place.
const (
	EINVALID      = "invalid"                // malformed input: 400
	EUNAUTHORIZED = "unauthorized"           // bad or missing signature/token: 401
	EFORBIDDEN    = "forbidden"              // authenticated but not allowed: 403
	ENOTFOUND     = "not_found"              // 404
	ETOOLARGE     = "too_large"              // body over the cap: 413
	EEXPIRED      = "expired"                // a signed token past its lifetime: 410
	EMEDIATYPE    = "unsupported_media_type" // a body of the wrong Content-Type: 415
	ERATELIMITED  = "rate_limited"           // too many requests for one key: 429
	EUNAVAILABLE  = "unavailable"            // a dependency is down: 503
	EINTERNAL     = "internal"               // anything else: 500, never shown to the caller
)

// Error is an error with a code and a message that is safe to show.
type Error struct {
	Code    string
	Message string
	Err     error // the cause, logged, never shown
}

// Error reads "code: message: cause". A cause whose text is already the
// message, or ends the message, is not repeated: callers often show a
// cause's own text as the message.
func (e *Error) Error() string {
	msg := e.Message
	if e.Err != nil {
		cause := e.Err.Error()
		switch {
		case msg == "":
			msg = cause
		case cause != "" && !strings.HasSuffix(msg, cause):
			msg += ": " + cause
		}
	}
	if msg == "" {
		return e.Code
	}
	return e.Code + ": " + msg
}

func (e *Error) Unwrap() error { return e.Err }

// Errorf returns an *Error with a formatted, showable message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// ErrorCode returns the code of the first *Error in err's chain, EINTERNAL otherwise.
func ErrorCode(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	if err == nil {
		return ""
	}
	return EINTERNAL
}

// ErrorMessage returns the showable message of err; internal errors get a generic one.
func ErrorMessage(err error) string {
	var e *Error
	if errors.As(err, &e) && e.Code != EINTERNAL {
		return e.Message
	}
	return "internal error"
}

// Sentinel errors of the stores (postgres implements them), matched with
// errors.Is. They say what happened to a store call, whatever the database.
var (
	// ErrNoWork means no conversation or outbox row is ready to be claimed.
	ErrNoWork = errors.New("no work ready")
	// ErrConflict means the caller lost a race: the version it read is stale
	// or its lease was taken over. Nothing was written.
	ErrConflict = errors.New("conflict: stale version or lease lost")
	// ErrNotFound means the requested row does not exist.
	ErrNotFound = errors.New("not found")
	// ErrDuplicate means a unique key was violated.
	ErrDuplicate = errors.New("duplicate")
	// ErrInvalidData means the database refused a value itself (SQLSTATE class 22
	// "data exception", or 54000 "program limit exceeded", e.g. a key too long
	// for its index): retrying cannot help, the input must change.
	ErrInvalidData = errors.New("invalid data")
)
