package chatwoot_test

import (
	"fmt"
	"testing"

	"github.com/wakha/wakha/chatwoot"
)

// TestVisitorIDFromCustomAttributes: the storefront visitor id comes from
// the contact's custom attributes (the sender of an incoming message, or
// the conversation's meta.sender); an agent's attributes, or a value not
// shaped like the script's ids, give none.
func TestVisitorIDFromCustomAttributes(t *testing.T) {
	t.Parallel()
	const vid = "Vb3kZ9xQ2mP7rT1wY5nC8d"
	message := func(sender, meta string) []byte {
		return fmt.Appendf(nil, `{"event":"message_created","id":1,"content":"salam","content_type":"text","message_type":"incoming",
		"private":false,"sender":%s,"account":{"id":1},
		"conversation":{"id":42,"status":"pending","contact_inbox":{"source_id":"s"},"meta":{"sender":%s}}}`, sender, meta)
	}
	conversation := fmt.Appendf(nil, `{"event":"conversation_opened","id":42,"status":"open","account":{"id":1},
		"meta":{"sender":{"id":678,"type":"contact","custom_attributes":{"wakha_visitor":%q}}}}`, vid)
	tests := []struct {
		name string
		body []byte
		want string
	}{
		{"the sender's attribute", message(`{"id":678,"custom_attributes":{"wakha_visitor":"`+vid+`"}}`, `{"id":678}`), vid},
		{"meta.sender's attribute", message(`{"id":678}`, `{"id":678,"type":"contact","custom_attributes":{"wakha_visitor":"`+vid+`"}}`), vid},
		{"a conversation event's meta", conversation, vid},
		{"no attributes", message(`{"id":678}`, `{"id":678}`), ""},
		{"too short to be random", message(`{"id":678,"custom_attributes":{"wakha_visitor":"abc"}}`, `{"id":678}`), ""},
		{"not text", message(`{"id":678,"custom_attributes":{"wakha_visitor":{"x":1}}}`, `{"id":678}`), ""},
		{"attributes of another shape", message(`{"id":678,"custom_attributes":["x"]}`, `{"id":678}`), ""},
	}
	for _, tt := range tests {
		in, err := chatwoot.Parse(tt.body)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		if in.VisitorID != tt.want {
			t.Errorf("%s: VisitorID = %q, want %q", tt.name, in.VisitorID, tt.want)
		}
	}
}
