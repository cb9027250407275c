package chatwoot_test

import (
	"strings"
	"testing"

	"github.com/wakha/wakha/chatwoot"
)

func TestPostbackSignVerify(t *testing.T) {
	t.Parallel()
	s, err := chatwoot.NewPostbackSigner(chatwoot.DerivePostbackKey("bot-token"))
	if err != nil {
		t.Fatal(err)
	}
	want := chatwoot.Postback{ProductID: "1287", AccountID: "1", ConversationID: "42"}
	payload, ok := s.Sign(want)
	if !ok || !strings.HasPrefix(payload, "select:1287:1:42:") {
		t.Fatalf("Sign = %q, %v", payload, ok)
	}
	got, err := s.Verify(payload)
	if err != nil || got != want {
		t.Fatalf("Verify = %+v, %v", got, err)
	}
	other, _ := chatwoot.NewPostbackSigner(chatwoot.DerivePostbackKey("another-token"))
	tampered := strings.Replace(payload, ":42:", ":43:", 1)
	for name, p := range map[string]string{
		"other conversation": tampered,
		"unsigned":           "select:1287",
		"no signature":       "select:1287:1:42",
		"empty":              "",
		"other prefix":       strings.Replace(payload, "select:", "buy:", 1),
		"huge":               payload + strings.Repeat("a", 400),
	} {
		if _, err := s.Verify(p); err == nil {
			t.Errorf("%s: %q verified", name, p)
		}
	}
	if _, err := other.Verify(payload); err == nil {
		t.Error("a payload signed with another key verified")
	}
	if _, ok := s.Sign(chatwoot.Postback{ProductID: "a:b", AccountID: "1", ConversationID: "42"}); ok {
		t.Error("signed a product id containing ':'")
	}
	if _, err := chatwoot.NewPostbackSigner([]byte("short")); err == nil {
		t.Error("accepted a short key")
	}
}

func FuzzPostbackVerify(f *testing.F) {
	s, _ := chatwoot.NewPostbackSigner(chatwoot.DerivePostbackKey("k"))
	p, _ := s.Sign(chatwoot.Postback{ProductID: "1", AccountID: "2", ConversationID: "3"})
	f.Add(p)
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
