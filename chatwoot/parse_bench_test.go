package chatwoot_test

import (
	"testing"

	"github.com/wakha/wakha/chatwoot"
	"github.com/wakha/wakha/chatwoot/fake"
)

// BenchmarkParseMessage parses a shopper's message_created as the fake
// Chatwoot sends it (the webhook's CPU per message; no time is asserted).
func BenchmarkParseMessage(b *testing.B) {
	platform := fake.New(fake.Options{})
	defer platform.Close()
	c := platform.NewConversation(fake.ConversationOptions{})
	d, err := platform.IncomingMessage(c.AccountID, c.ID, "wach 3ndkom tajine?")
	if err != nil {
		b.Fatal(err)
	}
	// "lenient" is the decode Parse made before its strict twins.
	for _, bc := range []struct {
		name  string
		parse func([]byte) (chatwoot.Inbound, error)
	}{{"strict", chatwoot.Parse}, {"lenient", chatwoot.ParseLenient}} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(len(d.Body)))
			b.ReportAllocs()
			for b.Loop() {
				in, err := bc.parse(d.Body)
				if err != nil || !in.Handle {
					b.Fatalf("Parse = %+v, %v", in, err)
				}
			}
		})
	}
}
