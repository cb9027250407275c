package intercom_test

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"strings"
	"testing"

	"github.com/wakha/wakha/intercom"
)

func TestVerifySignature(t *testing.T) {
	t.Parallel()
	body := []byte(`{"type":"notification_event","topic":"conversation.user.replied","id":"notif_1"}`)
	newer, older := []byte("client-secret-new"), []byte("client-secret-old")
	signedNew := intercom.Sign(newer, body)
	signedOld := intercom.Sign(older, body)
	tests := []struct {
		name      string
		secrets   [][]byte
		signature string
		body      []byte
		index     int
		want      error
	}{
		{name: "one secret", secrets: [][]byte{newer}, signature: signedNew, body: body, index: 0},
		{name: "rotation: new matches first", secrets: [][]byte{newer, older}, signature: signedNew, body: body, index: 0},
		{name: "rotation: old still accepted", secrets: [][]byte{newer, older}, signature: signedOld, body: body, index: 1},
		{name: "empty secrets are skipped", secrets: [][]byte{nil, older}, signature: signedOld, body: body, index: 1},
		{name: "upper-case hex and prefix", secrets: [][]byte{newer}, signature: "SHA1=" + strings.ToUpper(strings.TrimPrefix(signedNew, "sha1=")), body: body, index: 0},
		{name: "surrounding spaces", secrets: [][]byte{newer}, signature: "  " + signedNew + " ", body: body, index: 0},
		{name: "missing", secrets: [][]byte{newer}, signature: "", body: body, want: intercom.ErrMissingSignature},
		{name: "no secret configured", secrets: nil, signature: signedNew, body: body, want: intercom.ErrMissingSignature},
		{name: "wrong secret", secrets: [][]byte{[]byte("other")}, signature: signedNew, body: body, want: intercom.ErrBadSignature},
		{name: "tampered body", secrets: [][]byte{newer}, signature: signedNew, body: []byte(strings.Replace(string(body), "notif_1", "notif_2", 1)), want: intercom.ErrBadSignature},
		{name: "re-encoded body", secrets: [][]byte{newer}, signature: signedNew, body: append(append([]byte{}, body...), '\n'), want: intercom.ErrBadSignature},
		{name: "no prefix", secrets: [][]byte{newer}, signature: strings.TrimPrefix(signedNew, "sha1="), body: body, want: intercom.ErrBadSignature},
		{name: "sha256 prefix on the sha1 header", secrets: [][]byte{newer}, signature: "sha256=" + strings.TrimPrefix(signedNew, "sha1="), body: body, want: intercom.ErrBadSignature},
		{name: "not hex", secrets: [][]byte{newer}, signature: "sha1=zzzz", body: body, want: intercom.ErrBadSignature},
		{name: "truncated", secrets: [][]byte{newer}, signature: signedNew[:len(signedNew)-2], body: body, want: intercom.ErrBadSignature},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			idx, err := intercom.VerifySignature(tt.secrets, tt.signature, tt.body)
			if tt.want == nil {
				if err != nil || idx != tt.index {
					t.Fatalf("VerifySignature = %d, %v; want %d, nil", idx, err, tt.index)
				}
				return
			}
			var se *intercom.SignatureError
			if !errors.Is(err, tt.want) || !errors.As(err, &se) || idx != -1 {
				t.Fatalf("VerifySignature = %d, %v; want -1 and a SignatureError wrapping %v", idx, err, tt.want)
			}
			for _, s := range [][]byte{newer, older} {
				if strings.Contains(err.Error(), strings.TrimPrefix(intercom.Sign(s, tt.body), "sha1=")) {
					t.Errorf("error %q reveals an expected signature", err)
				}
			}
		})
	}
}

func TestSignKnownValue(t *testing.T) {
	t.Parallel()
	// HMAC-SHA1 test case 2 of RFC 2202.
	got := intercom.Sign([]byte("Jefe"), []byte("what do ya want for nothing?"))
	if want := "sha1=effcdf6ae5eb2fa2d27416d5f184df9c259a7c79"; got != want {
		t.Errorf("Sign = %s, want %s", got, want)
	}
}

func TestVerifyRequest(t *testing.T) {
	t.Parallel()
	secret := []byte("client-secret")
	body := []byte(`{"topic":"ping"}`)
	h := http.Header{}
	if _, err := intercom.VerifyRequest([][]byte{secret}, h, body); !errors.Is(err, intercom.ErrMissingSignature) {
		t.Errorf("no header: %v", err)
	}
	h.Set(intercom.HeaderSignature, intercom.Sign(secret, body))
	if i, err := intercom.VerifyRequest([][]byte{secret}, h, body); err != nil || i != 0 {
		t.Errorf("sha1 header: %d %v", i, err)
	}
	m := hmac.New(sha256.New, secret)
	m.Write(body)
	h = http.Header{}
	h.Set(intercom.HeaderSignature256, "sha256="+hex.EncodeToString(m.Sum(nil)))
	if i, err := intercom.VerifyRequest([][]byte{[]byte("old"), secret}, h, body); err != nil || i != 1 {
		t.Errorf("sha256 header: %d %v", i, err)
	}
	if _, err := intercom.VerifyRequest([][]byte{[]byte("other")}, h, body); !errors.Is(err, intercom.ErrBadSignature) {
		t.Errorf("sha256 header, wrong secret: %v", err)
	}
}

func TestParseSecrets(t *testing.T) {
	t.Parallel()
	got := intercom.ParseSecrets(" new , ,old,")
	if len(got) != 2 || string(got[0]) != "new" || string(got[1]) != "old" {
		t.Errorf("ParseSecrets = %q", got)
	}
	if got := intercom.ParseSecrets(""); len(got) != 0 {
		t.Errorf("ParseSecrets(\"\") = %q", got)
	}
}
