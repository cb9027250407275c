package keyring_test

import (
	"crypto/hmac"
	"crypto/sha256"
	"errors"
	"fmt"
	"testing"

	"github.com/wakha/wakha/internal/keyring"
)

var errBad = errors.New("bad signature")

// hmacCheck is a signature scheme for the tests: HMAC-SHA256 of body.
func hmacCheck(body, sig []byte) func([]byte) error {
	return func(secret []byte) error {
		m := hmac.New(sha256.New, secret)
		m.Write(body)
		if !hmac.Equal(m.Sum(nil), sig) {
			return errBad
		}
		return nil
	}
}

func sign(secret string, body []byte) []byte {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write(body)
	return m.Sum(nil)
}

func TestVerifyNamesTheSecretThatMatched(t *testing.T) {
	t.Parallel()
	ring := keyring.New("new-secret-0123456789", "", "old-secret-0123456789")
	if ring.Len() != 2 {
		t.Fatalf("Len = %d, want 2 (empty entries dropped)", ring.Len())
	}
	body := []byte(`{"event":"message_created"}`)
	tests := []struct {
		name    string
		signer  string
		want    int
		wantErr error
	}{
		{"signed with the new secret", "new-secret-0123456789", 0, nil},
		{"signed with the old secret, during a rotation", "old-secret-0123456789", 1, nil},
		{"signed with neither", "someone-else", -1, errBad},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := ring.Verify(hmacCheck(body, sign(tt.signer, body)))
			if got != tt.want || !errors.Is(err, tt.wantErr) {
				t.Errorf("Verify = %d, %v; want %d, %v", got, err, tt.want, tt.wantErr)
			}
		})
	}
}

func TestVerifyReportsTheFirstError(t *testing.T) {
	t.Parallel()
	ring := keyring.New("a-secret-of-16-chars", "b-secret-of-16-chars")
	calls := 0
	_, err := ring.Verify(func(secret []byte) error {
		calls++
		return fmt.Errorf("secret %d: %w", calls, errBad)
	})
	if err == nil || err.Error() != "secret 1: bad signature" || calls != 2 {
		t.Errorf("err = %v after %d calls, want the first secret's error after trying both", err, calls)
	}
}

func TestEmptyRing(t *testing.T) {
	t.Parallel()
	var ring keyring.Ring
	if i, err := ring.Verify(func([]byte) error { return nil }); i != -1 || !errors.Is(err, keyring.ErrEmpty) {
		t.Errorf("empty ring: %d, %v; want -1, ErrEmpty", i, err)
	}
	if keyring.New("", "").Len() != 0 {
		t.Error("empty secrets kept")
	}
}
