package fake

import (
	"bytes"
	"encoding/json"
	"strconv"
	"testing"

	"github.com/wakha/wakha/chatwoot"
)

// reference is what marshal wrote before it walked payloads itself:
// encoding/json's Encoder without HTML escaping.
func reference(t *testing.T, v any) string {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return string(bytes.TrimRight(buf.Bytes(), "\n"))
}

// TestMarshalMatchesEncodingJSON: the payload encoder writes the bytes
// encoding/json writes, for every shape the builders make and for the
// strings JSON escapes.
func TestMarshalMatchesEncodingJSON(t *testing.T) {
	t.Parallel()
	tricky := []string{"", "plain", `quote " and backslash \`, "tab\tnewline\nreturn\r", "\b\f\x00\x01\x1f\x7f",
		"<b>&amp;</b>", "wach 3ndkom tajine? 🍲", "مرحبا", "bad \xff utf-8 \xe2\x82", "line\u2028para\u2029end"}
	s := New(Options{Version: "4.16.2"})
	defer s.Close()
	s.AddAutoAssignTeam(7, `Ventes "VIP" <1>`)
	for i, text := range tricky {
		conv := s.NewConversation(ConversationOptions{ContactName: text, Referer: "https://souk.example.com/?q=" + text,
			CustomAttributes: map[string]string{"wakha_visitor": "v-" + strconv.Itoa(i), "note": text}})
		if _, err := s.IncomingMessage(conv.AccountID, conv.ID, text, Attachment{FileType: "image", DataURL: "https://x.ma/" + text}); err != nil {
			t.Fatal(err)
		}
		if _, err := s.AgentMessage(conv.AccountID, conv.ID, text); err != nil {
			t.Fatal(err)
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	var values []any
	for _, c := range s.convs {
		for _, m := range c.messages {
			values = append(values, s.messagePayload(c, m, chatwoot.EventMessageCreated), s.convMessage(c, m))
		}
		c.teamID, c.assigneeID, c.assigneeName, c.labels = 7, AgentID, AgentName, []string{"wakha-handoff", "vip"}
		values = append(values, s.conversationPayload(c), s.conversationResource(c),
			s.conversationEvent(c, chatwoot.EventConversationUpdated, []map[string]any{{"team_id": map[string]any{"previous_value": nil, "current_value": int64(7)}}}),
			s.conversationEvent(c, chatwoot.EventStatusChanged, nil))
	}
	values = append(values, nil, true, 42, int64(-7), json.Number("1700000000.123456"), json.Number(""),
		json.RawMessage(" { \"a\" : [1, 2] } "), json.RawMessage(nil), []string{"a", "b"}, []string(nil), []any{1, "x", nil},
		map[string]any{"z": 1, "a": map[string]any{}, "m": []map[string]any{}}, map[string]any(nil), []map[string]any(nil),
		3.5, map[string]string{"other": "reflected"}, struct{ A string }{"reflected"})
	for _, v := range tricky {
		values = append(values, v, map[string]any{v: v})
	}
	for i, v := range values {
		if got, want := string(marshal(v)), reference(t, v); got != want {
			t.Errorf("value %d: marshal\n%s\nencoding/json\n%s", i, got, want)
		}
	}
}
