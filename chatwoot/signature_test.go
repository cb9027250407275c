package chatwoot_test

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/wakha/wakha/chatwoot"
)

func TestVerifySignature(t *testing.T) {
	t.Parallel()
	secret := []byte("bot-secret")
	body := []byte(`{"event":"message_created","id":9876}`)
	now := time.Unix(1786968131, 0)
	ts := now.Unix()
	good := chatwoot.Sign(secret, ts, body)
	tsStr := strconv.FormatInt(ts, 10)

	tests := []struct {
		name      string
		secret    []byte
		timestamp string
		signature string
		body      []byte
		now       time.Time
		want      error
	}{
		{name: "good", secret: secret, timestamp: tsStr, signature: good, body: body, now: now},
		{name: "good, uppercase hex", secret: secret, timestamp: tsStr, signature: "sha256=" + strings.ToUpper(strings.TrimPrefix(good, "sha256=")), body: body, now: now},
		{name: "good, 4m59s old", secret: secret, timestamp: tsStr, signature: good, body: body, now: now.Add(4*time.Minute + 59*time.Second)},
		{name: "good, clock 4m ahead of ours", secret: secret, timestamp: tsStr, signature: good, body: body, now: now.Add(-4 * time.Minute)},
		{name: "missing signature", secret: secret, timestamp: tsStr, signature: "", body: body, now: now, want: chatwoot.ErrMissingSignature},
		{name: "missing timestamp", secret: secret, timestamp: "", signature: good, body: body, now: now, want: chatwoot.ErrMissingSignature},
		{name: "wrong secret", secret: []byte("other"), timestamp: tsStr, signature: good, body: body, now: now, want: chatwoot.ErrBadSignature},
		{name: "tampered body", secret: secret, timestamp: tsStr, signature: good, body: []byte(`{"event":"message_created","id":9877}`), now: now, want: chatwoot.ErrBadSignature},
		{name: "body with trailing newline", secret: secret, timestamp: tsStr, signature: good, body: append(append([]byte{}, body...), '\n'), now: now, want: chatwoot.ErrBadSignature},
		{name: "timestamp of another attempt", secret: secret, timestamp: strconv.FormatInt(ts+1, 10), signature: good, body: body, now: now, want: chatwoot.ErrBadSignature},
		{name: "no sha256= prefix", secret: secret, timestamp: tsStr, signature: strings.TrimPrefix(good, "sha256="), body: body, now: now, want: chatwoot.ErrBadSignature},
		{name: "not hex", secret: secret, timestamp: tsStr, signature: "sha256=zz", body: body, now: now, want: chatwoot.ErrBadSignature},
		{name: "truncated signature", secret: secret, timestamp: tsStr, signature: good[:len(good)-2], body: body, now: now, want: chatwoot.ErrBadSignature},
		{name: "stale: 6 minutes old", secret: secret, timestamp: tsStr, signature: good, body: body, now: now.Add(6 * time.Minute), want: chatwoot.ErrStaleTimestamp},
		{name: "stale: 6 minutes in the future", secret: secret, timestamp: tsStr, signature: good, body: body, now: now.Add(-6 * time.Minute), want: chatwoot.ErrStaleTimestamp},
		{name: "timestamp not a number", secret: secret, timestamp: "yesterday", signature: good, body: body, now: now, want: chatwoot.ErrStaleTimestamp},
		{name: "timestamp in milliseconds", secret: secret, timestamp: strconv.FormatInt(ts*1000, 10), signature: good, body: body, now: now, want: chatwoot.ErrStaleTimestamp},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			err := chatwoot.VerifySignature(tt.secret, tt.timestamp, tt.signature, tt.body, tt.now, 5*time.Minute)
			if tt.want == nil {
				if err != nil {
					t.Fatalf("VerifySignature: %v", err)
				}
				return
			}
			if !errors.Is(err, tt.want) {
				t.Fatalf("error %v, want %v", err, tt.want)
			}
		})
	}
}

func TestSignKnownVector(t *testing.T) {
	t.Parallel()
	// HMAC-SHA256(key "secret", "1700000000.{}"), computed with Python's hmac module.
	got := chatwoot.Sign([]byte("secret"), 1700000000, []byte("{}"))
	const want = "sha256=b8569b78799ff9e3cbff0fc2d63a33a2b57f3282abd07c37ae5e8e7d79a5f163"
	if got != want {
		t.Fatalf("Sign = %q, want %q", got, want)
	}
}

func ExampleVerifySignature() {
	secret := []byte("bot-secret")
	body := []byte(`{"event":"webwidget_triggered","id":345}`)
	now := time.Unix(1786968131, 0)

	// What Chatwoot sends in X-Chatwoot-Timestamp and X-Chatwoot-Signature.
	timestamp := strconv.FormatInt(now.Unix(), 10)
	signature := chatwoot.Sign(secret, now.Unix(), body)

	err := chatwoot.VerifySignature(secret, timestamp, signature, body, now.Add(2*time.Second), chatwoot.DefaultMaxSkew)
	fmt.Println("fresh:", err)

	err = chatwoot.VerifySignature(secret, timestamp, signature, body, now.Add(10*time.Minute), chatwoot.DefaultMaxSkew)
	fmt.Println("replayed later:", errors.Is(err, chatwoot.ErrStaleTimestamp))
	// Output:
	// fresh: <nil>
	// replayed later: true
}
