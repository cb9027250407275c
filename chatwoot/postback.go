package chatwoot

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"hash"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
)

// Card postback buttons reach only the web page hosting the widget, as a
// "chatwoot:postback" browser event that carries the button's payload and
// nothing else: no account, no conversation, no visitor. So wakha puts what
// it needs into the payload, signed, and the storefront script forwards the
// payload as it is to POST /widget/events:
//
//	select:<product id>:<account id>:<conversation id>:<issued, unix seconds>:<signature>
//
// The signature is an HMAC-SHA256 over the other fields (128 bits kept), so
// a page cannot make up a selection for another conversation, and the issue
// time makes a payload expire: a copied button cannot be replayed forever.
// Payloads of the first format (no issue time) verify as expired.

// DefaultPostbackTTL is how long a card's Select button works: a shopper
// may come back to an open conversation days later, but not for ever.
const DefaultPostbackTTL = 7 * 24 * time.Hour

// maxPostbackFuture tolerates replicas whose clocks disagree a little.
const maxPostbackFuture = 5 * time.Minute

var (
	// ErrBadPostback is returned for a payload that is not one wakha signed.
	ErrBadPostback = errors.New("chatwoot: not a postback payload signed by wakha")
	// ErrExpiredPostback is returned for a payload wakha signed longer ago
	// than the signer's TTL, or in the first format, which had no time.
	ErrExpiredPostback = errors.New("chatwoot: postback payload expired")
)

// Postback is a verified card button press.
type Postback struct {
	ProductID      string
	AccountID      string
	ConversationID string
	IssuedAt       time.Time // when the card was rendered; zero when signing means now
}

// PostbackSigner signs and verifies card postback payloads. Set its fields
// before first use; it is then safe for concurrent use.
type PostbackSigner struct {
	key []byte
	// TTL is how long a payload verifies after it was issued; 0 means
	// DefaultPostbackTTL.
	TTL time.Duration
	// Now is the clock; nil means time.Now.
	Now func() time.Time

	// macs keeps keyed HMACs (hash.Hash) for reuse: a new one hashes the
	// key twice and allocates, for each card's button.
	macs sync.Pool
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

// Sign returns the payload of a "Select" button issued at p.IssuedAt (now
// when zero); ok is false when a field cannot be carried (empty or
// containing ':').
func (s *PostbackSigner) Sign(p Postback) (payload string, ok bool) {
	for _, f := range []string{p.ProductID, p.AccountID, p.ConversationID} {
		if f == "" || strings.ContainsRune(f, ':') || len(f) > 64 {
			return "", false
		}
	}
	issued := p.IssuedAt
	if issued.IsZero() {
		issued = s.now()
	}
	body := engine.MeaningSelectPrefix + p.ProductID + ":" + p.AccountID + ":" + p.ConversationID +
		":" + strconv.FormatInt(issued.Unix(), 10)
	return body + ":" + s.mac(body), true
}

// Verify checks a payload and returns what it names. Its error wraps
// ErrBadPostback, or ErrExpiredPostback for a payload wakha signed that is
// too old to act on.
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
	if len(f) == 3 {
		return Postback{}, fmt.Errorf("%w: signed before payloads carried their issue time", ErrExpiredPostback)
	}
	if len(f) != 4 || f[0] == "" || f[1] == "" || f[2] == "" {
		return Postback{}, ErrBadPostback
	}
	unix, err := strconv.ParseInt(f[3], 10, 64)
	if err != nil {
		return Postback{}, ErrBadPostback
	}
	p := Postback{ProductID: f[0], AccountID: f[1], ConversationID: f[2], IssuedAt: time.Unix(unix, 0).UTC()}
	now := s.now()
	if age := now.Sub(p.IssuedAt); age > s.ttl() {
		return Postback{}, fmt.Errorf("%w: issued %s ago, the limit is %s", ErrExpiredPostback, age.Round(time.Second), s.ttl())
	} else if age < -maxPostbackFuture {
		return Postback{}, fmt.Errorf("%w: issued %s in the future", ErrBadPostback, (-age).Round(time.Second))
	}
	return p, nil
}

func (s *PostbackSigner) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

func (s *PostbackSigner) ttl() time.Duration {
	if s.TTL > 0 {
		return s.TTL
	}
	return DefaultPostbackTTL
}

func (s *PostbackSigner) mac(body string) string {
	m, ok := s.macs.Get().(hash.Hash)
	if !ok {
		m = hmac.New(sha256.New, s.key)
	}
	m.Reset()
	m.Write([]byte(body))
	var sum [sha256.Size]byte
	mac := base64.RawURLEncoding.EncodeToString(m.Sum(sum[:0])[:16])
	s.macs.Put(m)
	return mac
}

// VerifyPostback reads a Select button's payload for the storefront
// endpoint: the conversation and the product it names, or an error whose
// wakha code is the answer the browser gets (EEXPIRED for an old button,
// EFORBIDDEN for a payload wakha did not sign).
func (s *PostbackSigner) VerifyPostback(payload string) (key wakha.ConvKey, productID string, err error) {
	p, err := s.Verify(payload)
	if errors.Is(err, ErrExpiredPostback) {
		return wakha.ConvKey{}, "", &wakha.Error{Code: wakha.EEXPIRED, Message: "this card's button has expired: ask for the products again", Err: err}
	}
	if err != nil {
		return wakha.ConvKey{}, "", &wakha.Error{Code: wakha.EFORBIDDEN, Message: "payload not signed by this wakha", Err: err}
	}
	return wakha.ConvKey{Platform: Name, AccountID: p.AccountID, ExternalID: p.ConversationID}, p.ProductID, nil
}
