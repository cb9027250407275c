package chatwoot

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"strings"

	"github.com/wakha/wakha/engine"
)

// Card postback buttons reach only the web page hosting the widget, as a
// "chatwoot:postback" browser event that carries the button's payload and
// nothing else: no account, no conversation, no visitor. So wakha puts what
// it needs into the payload, signed, and the storefront script forwards the
// payload as it is to POST /widget/events:
//
//	select:<product id>:<account id>:<conversation id>:<signature>
//
// The signature is an HMAC-SHA256 over the other fields (128 bits kept), so
// a page cannot make up a selection for another conversation.

// ErrBadPostback is returned for a payload that is not one wakha signed.
var ErrBadPostback = errors.New("chatwoot: not a postback payload signed by wakha")

// Postback is a verified card button press.
type Postback struct {
	ProductID      string
	AccountID      string
	ConversationID string
}

// PostbackSigner signs and verifies card postback payloads.
type PostbackSigner struct {
	key []byte
}

// NewPostbackSigner returns a signer with key (at least 16 bytes).
func NewPostbackSigner(key []byte) (*PostbackSigner, error) {
	if len(key) < 16 {
		return nil, errors.New("chatwoot: postback key shorter than 16 bytes")
	}
	return &PostbackSigner{key: append([]byte(nil), key...)}, nil
}

// DerivePostbackKey turns a configured secret into the signing key, so one
// secret is not used for two purposes as is.
func DerivePostbackKey(secret string) []byte {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte("wakha card postbacks v1"))
	return m.Sum(nil)
}

// Sign returns the payload of a "Select" button; ok is false when a field
// cannot be carried (empty or containing ':').
func (s *PostbackSigner) Sign(p Postback) (payload string, ok bool) {
	for _, f := range []string{p.ProductID, p.AccountID, p.ConversationID} {
		if f == "" || strings.ContainsRune(f, ':') || len(f) > 64 {
			return "", false
		}
	}
	body := engine.MeaningSelectPrefix + p.ProductID + ":" + p.AccountID + ":" + p.ConversationID
	return body + ":" + s.mac(body), true
}

// Verify checks a payload and returns what it names.
func (s *PostbackSigner) Verify(payload string) (Postback, error) {
	i := strings.LastIndexByte(payload, ':')
	if len(payload) > 300 || i < 0 || !strings.HasPrefix(payload, engine.MeaningSelectPrefix) {
		return Postback{}, ErrBadPostback
	}
	body, sig := payload[:i], payload[i+1:]
	if !hmac.Equal([]byte(sig), []byte(s.mac(body))) {
		return Postback{}, ErrBadPostback
	}
	f := strings.Split(strings.TrimPrefix(body, engine.MeaningSelectPrefix), ":")
	if len(f) != 3 || f[0] == "" || f[1] == "" || f[2] == "" {
		return Postback{}, ErrBadPostback
	}
	return Postback{ProductID: f[0], AccountID: f[1], ConversationID: f[2]}, nil
}

func (s *PostbackSigner) mac(body string) string {
	m := hmac.New(sha256.New, s.key)
	m.Write([]byte(body))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil)[:16])
}
