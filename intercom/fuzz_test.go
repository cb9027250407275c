package intercom_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/intercom"
)

// FuzzParse: any input either fails with ErrInvalidPayload or yields a
// consistent Inbound that stores (valid UTF-8, no NUL) and round-trips as JSON.
func FuzzParse(f *testing.F) {
	for _, body := range fixtures(f) {
		f.Add(body)
	}
	f.Add([]byte(`{"topic":"conversation.user.replied","app_id":"a","data":{"item":{"id":1,"conversation_parts":{"conversation_parts":[{"id":"2","author":{"type":"user"},"body":"<p>x</p>","metadata":{"quick_reply_uuid":"776b0101-8019-891d-8400-000000000000"}}]}}}}`))
	f.Add([]byte(`{"topic":"ping","id":null}`))
	f.Add([]byte(`{}`))
	f.Fuzz(func(t *testing.T, body []byte) {
		in, err := parser.Parse(body)
		if err != nil {
			if !errors.Is(err, intercom.ErrInvalidPayload) {
				t.Fatalf("error %v does not wrap ErrInvalidPayload", err)
			}
			return
		}
		if in.Topic == "" {
			t.Fatal("no topic")
		}
		if in.Handle == (in.IgnoreReason != "") {
			t.Fatalf("Handle %v with reason %q", in.Handle, in.IgnoreReason)
		}
		if in.Handle != (in.EngineEvent.Kind != "") {
			t.Fatalf("Handle %v with event kind %q", in.Handle, in.EngineEvent.Kind)
		}
		if in.Handle && (in.AppID == "" || in.ConversationID == "" || in.DedupeKey == "") {
			t.Fatalf("handled without a key: %+v", in)
		}
		switch in.EngineEvent.Kind {
		case "", engine.EventUserMessage, engine.EventQuickReply, engine.EventHumanTookOver, engine.EventHumanResolved, engine.EventReturnedToBot:
		default:
			t.Fatalf("unexpected event kind %q", in.EngineEvent.Kind)
		}
		if in.EngineEvent.Kind == engine.EventQuickReply {
			if _, ok := intercom.DecodeReplyUUID(in.QuickReplyUUID); !ok {
				t.Fatalf("quick reply from an undecodable uuid %q", in.QuickReplyUUID)
			}
		}
		for _, s := range []string{in.DeliveryID, in.AppID, in.ConversationID, in.DedupeKey, in.EngineEvent.Text, in.EngineEvent.MessageID, in.QuickReplyUUID} {
			if !utf8.ValidString(s) || strings.ContainsRune(s, 0) {
				t.Fatalf("unstorable string %q", s)
			}
		}
		if _, err := json.Marshal(in); err != nil {
			t.Fatalf("marshal: %v", err)
		}
	})
}

// FuzzPlainText: the output is storable, trimmed, has no blank lines and is
// a fixed point for plain text without markup.
func FuzzPlainText(f *testing.F) {
	for _, s := range []string{"<p>Salam<br>tajine &amp; co</p>", "prix < 300", "<script>x</script>y", "a<!--", "<p title='>'>x</p>", "\x00\xff", "واش عندكم"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := intercom.PlainText(s)
		if !utf8.ValidString(got) || strings.ContainsRune(got, 0) {
			t.Fatalf("PlainText(%q) = %q: not storable", s, got)
		}
		if got != strings.TrimSpace(got) || strings.Contains(got, "\n\n") || strings.Contains(got, "  ") {
			t.Fatalf("PlainText(%q) = %q: whitespace not normalized", s, got)
		}
		if !strings.ContainsAny(got, "<&") {
			if again := intercom.PlainText(got); again != got {
				t.Fatalf("PlainText not idempotent on %q: %q", got, again)
			}
		}
	})
}
