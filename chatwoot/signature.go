package chatwoot

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Webhook delivery headers (Chatwoot 4.13+ for Agent Bots).
const (
	HeaderSignature = "X-Chatwoot-Signature"
	HeaderTimestamp = "X-Chatwoot-Timestamp"
	HeaderDelivery  = "X-Chatwoot-Delivery"
)

// DefaultMaxSkew is how far a delivery's timestamp may be from now, either way.
const DefaultMaxSkew = 5 * time.Minute

// Signature errors; the HTTP layer answers 401 to all of them.
var (
	// ErrMissingSignature: no signature or no timestamp header.
	ErrMissingSignature = errors.New("chatwoot: missing webhook signature or timestamp")
	// ErrBadSignature: the signature does not match the body (or is malformed).
	ErrBadSignature = errors.New("chatwoot: bad webhook signature")
	// ErrStaleTimestamp: the timestamp is unreadable or too far from now.
	ErrStaleTimestamp = errors.New("chatwoot: webhook timestamp outside the allowed window")
)

const signaturePrefix = "sha256="

// Sign returns the X-Chatwoot-Signature value for body sent at unix time ts:
// "sha256=" + lowercase hex HMAC-SHA256(secret, "<ts>.<body>").
func Sign(secret []byte, ts int64, body []byte) string {
	return signaturePrefix + hex.EncodeToString(mac(secret, strconv.FormatInt(ts, 10), body))
}

func mac(secret []byte, ts string, body []byte) []byte {
	h := hmac.New(sha256.New, secret)
	h.Write([]byte(ts))
	h.Write([]byte{'.'})
	h.Write(body)
	return h.Sum(nil)
}

// VerifySignature checks a delivery's X-Chatwoot-Signature against the raw
// body and its X-Chatwoot-Timestamp, in constant time, and rejects timestamps
// more than maxSkew away from now in either direction (maxSkew <= 0 means
// DefaultMaxSkew). Errors wrap ErrMissingSignature, ErrBadSignature or
// ErrStaleTimestamp.
func VerifySignature(secret []byte, timestamp, signature string, body []byte, now time.Time, maxSkew time.Duration) error {
	timestamp = strings.TrimSpace(timestamp)
	signature = strings.TrimSpace(signature)
	if signature == "" || timestamp == "" {
		return ErrMissingSignature
	}
	if maxSkew <= 0 {
		maxSkew = DefaultMaxSkew
	}
	ts, err := strconv.ParseInt(timestamp, 10, 64)
	if err != nil {
		return fmt.Errorf("%w: timestamp %q is not unix seconds", ErrStaleTimestamp, truncate(timestamp, 32))
	}
	skew := now.Sub(time.Unix(ts, 0))
	if skew > maxSkew || skew < -maxSkew {
		return fmt.Errorf("%w: %s off", ErrStaleTimestamp, skew.Round(time.Second))
	}
	hexSig, ok := strings.CutPrefix(signature, signaturePrefix)
	if !ok {
		return fmt.Errorf("%w: no %q prefix", ErrBadSignature, signaturePrefix)
	}
	got, err := hex.DecodeString(strings.ToLower(hexSig))
	if err != nil {
		return fmt.Errorf("%w: not hex", ErrBadSignature)
	}
	if !hmac.Equal(got, mac(secret, timestamp, body)) {
		return ErrBadSignature
	}
	return nil
}
