package chatwoot_test

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/wakha/wakha/chatwoot"
)

var issued = time.Date(2026, 8, 18, 12, 0, 0, 0, time.UTC)

// signerAt returns a signer whose clock reads *at.
func signerAt(t testing.TB, secret string, at *time.Time) *chatwoot.PostbackSigner {
	t.Helper()
	s, err := chatwoot.NewPostbackSigner(chatwoot.DerivePostbackKey(secret))
	if err != nil {
		t.Fatal(err)
	}
	s.Now = func() time.Time { return *at }
	return s
}

func TestPostbackSignVerify(t *testing.T) {
	t.Parallel()
	now := issued
	s := signerAt(t, "bot-token", &now)
	want := chatwoot.Postback{ProductID: "1287", AccountID: "1", ConversationID: "42", IssuedAt: issued}
	payload, ok := s.Sign(chatwoot.Postback{ProductID: "1287", AccountID: "1", ConversationID: "42"})
	if !ok || !strings.HasPrefix(payload, "select:1287:1:42:1787054400:") {
		t.Fatalf("Sign = %q, %v", payload, ok)
	}
	got, err := s.Verify(payload)
	if err != nil || got != want {
		t.Fatalf("Verify = %+v, %v; want %+v", got, err, want)
	}
	other := signerAt(t, "another-token", &now)
	tampered := strings.Replace(payload, ":42:", ":43:", 1)
	for name, p := range map[string]string{
		"other conversation": tampered,
		"later issue time":   strings.Replace(payload, ":1787054400:", ":1787054999:", 1),
		"unsigned":           "select:1287",
		"no signature":       "select:1287:1:42:1787054400",
		"empty":              "",
		"other prefix":       strings.Replace(payload, "select:", "buy:", 1),
		"huge":               payload + strings.Repeat("a", 400),
	} {
		if _, err := s.Verify(p); !errors.Is(err, chatwoot.ErrBadPostback) {
			t.Errorf("%s: %q: err = %v, want ErrBadPostback", name, p, err)
		}
	}
	if _, err := other.Verify(payload); !errors.Is(err, chatwoot.ErrBadPostback) {
		t.Errorf("a payload signed with another key: err = %v", err)
	}
	if _, ok := s.Sign(chatwoot.Postback{ProductID: "a:b", AccountID: "1", ConversationID: "42"}); ok {
		t.Error("signed a product id containing ':'")
	}
	if _, err := chatwoot.NewPostbackSigner([]byte("short")); err == nil {
		t.Error("accepted a short key")
	}
}

func TestPostbackExpiry(t *testing.T) {
	t.Parallel()
	now := issued
	s := signerAt(t, "bot-token", &now)
	payload, _ := s.Sign(chatwoot.Postback{ProductID: "1287", AccountID: "1", ConversationID: "42"})
	tests := []struct {
		name    string
		at      time.Time
		ttl     time.Duration
		wantErr error
	}{
		{"just issued", issued, 0, nil},
		{"six days later", issued.Add(6 * 24 * time.Hour), 0, nil},
		{"at the default limit", issued.Add(chatwoot.DefaultPostbackTTL), 0, nil},
		{"past the default limit", issued.Add(chatwoot.DefaultPostbackTTL + time.Second), 0, chatwoot.ErrExpiredPostback},
		{"past a shorter limit", issued.Add(2 * time.Hour), time.Hour, chatwoot.ErrExpiredPostback},
		{"another replica's clock a little behind", issued.Add(-time.Minute), 0, nil},
		{"issued far in the future", issued.Add(-time.Hour), 0, chatwoot.ErrBadPostback},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			at := tt.at
			v := signerAt(t, "bot-token", &at)
			v.TTL = tt.ttl
			_, err := v.Verify(payload)
			if !errors.Is(err, tt.wantErr) || (tt.wantErr == nil && err != nil) {
				t.Errorf("Verify at %s: err = %v, want %v", tt.at, err, tt.wantErr)
			}
		})
	}
}

// Buttons of cards shown before payloads carried a time are refused as
// expired (not as forged): the storefront can tell the shopper to search again.
func TestPostbackFirstFormatIsExpired(t *testing.T) {
	t.Parallel()
	now := issued
	s := signerAt(t, "bot-token", &now)
	// A first-format payload, signed the way wakha used to sign it.
	old := "select:1287:1:42:" + firstFormatMAC(t, "bot-token", "select:1287:1:42")
	if _, err := s.Verify(old); !errors.Is(err, chatwoot.ErrExpiredPostback) {
		t.Errorf("first-format payload: err = %v, want ErrExpiredPostback", err)
	}
	forged := "select:1287:1:42:" + firstFormatMAC(t, "someone-else", "select:1287:1:42")
	if _, err := s.Verify(forged); !errors.Is(err, chatwoot.ErrBadPostback) {
		t.Errorf("first-format payload with another key: err = %v, want ErrBadPostback", err)
	}
}

func FuzzPostbackVerify(f *testing.F) {
	now := issued
	s := signerAt(f, "k", &now)
	p, _ := s.Sign(chatwoot.Postback{ProductID: "1", AccountID: "2", ConversationID: "3"})
	f.Add(p)
	f.Add("select:1:2:3:1787054400:xx")
	f.Add("select:1:2:3:xx")
	f.Add(":::")
	f.Fuzz(func(t *testing.T, payload string) {
		got, err := s.Verify(payload)
		if err != nil {
			return
		}
		// Whatever verifies must be exactly what signing those fields gives.
		again, ok := s.Sign(got)
		if !ok || again != payload {
			t.Fatalf("Verify(%q) = %+v, which signs to %q", payload, got, again)
		}
	})
}

// firstFormatMAC signs body as the first payload format did: an
// HMAC-SHA256 with the derived key, 128 bits kept, base64url.
func firstFormatMAC(t *testing.T, secret, body string) string {
	t.Helper()
	m := hmac.New(sha256.New, chatwoot.DerivePostbackKey(secret))
	m.Write([]byte(body))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil)[:16])
}

// BenchmarkPostbackSign signs one card's Select button (five per cards
// message; no time is asserted).
func BenchmarkPostbackSign(b *testing.B) {
	s, err := chatwoot.NewPostbackSigner([]byte("0123456789abcdef0123456789abcdef"))
	if err != nil {
		b.Fatal(err)
	}
	p := chatwoot.Postback{ProductID: "1201", AccountID: "1", ConversationID: "42"}
	b.ReportAllocs()
	for b.Loop() {
		if _, ok := s.Sign(p); !ok {
			b.Fatal("not signed")
		}
	}
}
