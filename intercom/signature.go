package intercom

import (
	"crypto/hmac"
	"crypto/sha1" //nolint:gosec // Intercom signs notifications with HMAC-SHA1; HMAC keeps it sound.
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"hash"
	"net/http"
	"strings"
)

// Webhook delivery headers.
const (
	// HeaderSignature is "sha1=" + hex HMAC-SHA1(client secret, raw body).
	HeaderSignature = "X-Hub-Signature"
	// HeaderSignature256 is not documented by Intercom, but a third-party
	// connector reads it; it is accepted when present and the SHA-1 one is not.
	HeaderSignature256 = "X-Hub-Signature-256"
)

// Signature errors; the HTTP layer answers 401 to all of them.
var (
	// ErrMissingSignature: no X-Hub-Signature (nor -256) header, or no
	// secret configured to check it with.
	ErrMissingSignature = errors.New("intercom: missing webhook signature")
	// ErrBadSignature: the signature does not match the body with any of the
	// secrets, or is malformed.
	ErrBadSignature = errors.New("intercom: bad webhook signature")
)

// SignatureError says why a notification's signature was refused. It wraps
// ErrMissingSignature or ErrBadSignature (errors.Is works).
type SignatureError struct {
	Err    error  // ErrMissingSignature or ErrBadSignature
	Detail string // what was wrong, never the expected value
}

func (e *SignatureError) Error() string {
	if e.Detail == "" {
		return e.Err.Error()
	}
	return e.Err.Error() + ": " + e.Detail
}

func (e *SignatureError) Unwrap() error { return e.Err }

const (
	prefixSHA1   = "sha1="
	prefixSHA256 = "sha256="
)

// Sign returns the X-Hub-Signature value Intercom sends for body:
// "sha1=" + lowercase hex HMAC-SHA1(secret, body).
func Sign(secret, body []byte) string {
	return prefixSHA1 + hex.EncodeToString(mac(sha1.New, secret, body))
}

func mac(h func() hash.Hash, secret, body []byte) []byte {
	m := hmac.New(h, secret)
	m.Write(body)
	return m.Sum(nil)
}

// VerifySignature checks an X-Hub-Signature value against the raw body with
// each secret in turn (several during a rotation: the new one first, then the
// old), in constant time per secret, and returns the index of the secret that
// matched. Errors are *SignatureError values wrapping ErrMissingSignature or
// ErrBadSignature. The signature covers the body only (no timestamp):
// replays are caught by de-duplicating on the notification id.
func VerifySignature(secrets [][]byte, signature string, body []byte) (int, error) {
	return verify(secrets, signature, prefixSHA1, sha1.New, body)
}

// VerifyRequest checks the signature headers of a notification: X-Hub-Signature
// (HMAC-SHA1), or X-Hub-Signature-256 (HMAC-SHA256) when only that one is
// present. It returns the index of the matching secret.
func VerifyRequest(secrets [][]byte, h http.Header, body []byte) (int, error) {
	if sig := h.Get(HeaderSignature); strings.TrimSpace(sig) != "" {
		return VerifySignature(secrets, sig, body)
	}
	if sig := h.Get(HeaderSignature256); strings.TrimSpace(sig) != "" {
		return verify(secrets, sig, prefixSHA256, sha256.New, body)
	}
	return -1, &SignatureError{Err: ErrMissingSignature, Detail: "no " + HeaderSignature + " header"}
}

func verify(secrets [][]byte, signature, prefix string, h func() hash.Hash, body []byte) (int, error) {
	signature = strings.TrimSpace(signature)
	if signature == "" {
		return -1, &SignatureError{Err: ErrMissingSignature, Detail: "empty signature"}
	}
	usable := 0
	for _, s := range secrets {
		if len(s) > 0 {
			usable++
		}
	}
	if usable == 0 {
		return -1, &SignatureError{Err: ErrMissingSignature, Detail: "no secret configured"}
	}
	hexSig, ok := cutPrefixFold(signature, prefix)
	if !ok {
		return -1, &SignatureError{Err: ErrBadSignature, Detail: "no " + prefix + " prefix"}
	}
	got, err := hex.DecodeString(hexSig)
	if err != nil || len(got) != h().Size() {
		return -1, &SignatureError{Err: ErrBadSignature, Detail: "not a hex digest of the right length"}
	}
	// Every secret is tried, so the time taken does not say which one matched.
	match := -1
	for i, s := range secrets {
		if len(s) == 0 {
			continue
		}
		if hmac.Equal(got, mac(h, s, body)) && match < 0 {
			match = i
		}
	}
	if match < 0 {
		return -1, &SignatureError{Err: ErrBadSignature, Detail: "does not match the body"}
	}
	return match, nil
}

func cutPrefixFold(s, prefix string) (string, bool) {
	if len(s) < len(prefix) || !strings.EqualFold(s[:len(prefix)], prefix) {
		return "", false
	}
	return s[len(prefix):], true
}

// ParseSecrets splits a configured secret list ("new,old", for a rotation)
// into keys, trimming spaces and dropping empty entries.
func ParseSecrets(list string) [][]byte {
	var out [][]byte
	for _, s := range strings.Split(list, ",") {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, []byte(s))
		}
	}
	return out
}
