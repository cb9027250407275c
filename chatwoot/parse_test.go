package chatwoot_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wakha/wakha/chatwoot"
	"github.com/wakha/wakha/engine"
)

var update = flag.Bool("update", false, "rewrite testdata/parse.golden.json")

const fixtureDir = "../testdata/chatwoot"

func fixtures(t testing.TB) map[string][]byte {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(fixtureDir, "*.json"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no fixtures in %s: %v", fixtureDir, err)
	}
	out := map[string][]byte{}
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		out[strings.TrimSuffix(filepath.Base(p), ".json")] = b
	}
	return out
}

type goldenEntry struct {
	Inbound *chatwoot.Inbound `json:"inbound,omitempty"`
	Error   string            `json:"error,omitempty"`
}

// TestParseGolden parses every fixture and compares with the golden file
// (go test ./chatwoot -run TestParseGolden -update rewrites it).
func TestParseGolden(t *testing.T) {
	t.Parallel()
	got := map[string]goldenEntry{}
	for name, body := range fixtures(t) {
		in, err := chatwoot.Parse(body)
		if err != nil {
			got[name] = goldenEntry{Error: err.Error()}
			continue
		}
		got[name] = goldenEntry{Inbound: &in}
	}
	enc, err := json.MarshalIndent(got, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	enc = append(enc, '\n')
	golden := filepath.Join("testdata", "parse.golden.json")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(golden, enc, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if !bytes.Equal(want, enc) {
		t.Errorf("Parse output differs from %s (run with -update after checking):\n%s", golden, enc)
	}
}

// TestParseFixtures states the expected decision for each fixture, so the
// golden file cannot silently drift from the notes.
func TestParseFixtures(t *testing.T) {
	t.Parallel()
	all := fixtures(t)
	tests := []struct {
		fixture  string
		handle   bool
		reason   chatwoot.IgnoreReason
		kind     engine.EventKind
		account  string
		conv     string
		dedupe   string
		text     string
		meaning  string
		takeover string
	}{
		{fixture: "message_created_incoming", handle: true, kind: engine.EventUserMessage, account: "1", conv: "42", dedupe: "msg:9876", text: "Salam, wach 3ndkom tajine 30 cm?"},
		{fixture: "message_created_incoming_arabic", handle: true, kind: engine.EventUserMessage, account: "1", conv: "42", dedupe: "msg:9892", text: "واش عندكم طاجين ديال 30 سنتيم؟"},
		{fixture: "message_created_pre_4_12_1_html", handle: true, kind: engine.EventUserMessage, account: "1", conv: "42", dedupe: "msg:9876", text: "Salam, wach 3ndkom tajine 30 cm & l-couvercle?"},
		{fixture: "message_created_attachment_only", handle: true, kind: engine.EventUserMessage, account: "1", conv: "42", dedupe: "msg:9891", text: ""},
		{fixture: "message_created_bot_outgoing", reason: chatwoot.IgnoreOwnMessage, account: "1", conv: "42", dedupe: "msg:9877"},
		{fixture: "message_created_agent_reply", handle: true, kind: engine.EventHumanTookOver, account: "1", conv: "42", dedupe: "msg:9880", takeover: chatwoot.TakeoverAgentReplied},
		{fixture: "message_created_private_note", reason: chatwoot.IgnorePrivateNote, account: "1", conv: "42", dedupe: "msg:9881"},
		{fixture: "message_created_template", reason: chatwoot.IgnoreTemplate, account: "1", conv: "42", dedupe: "msg:9875"},
		{fixture: "message_created_not_pending", reason: chatwoot.IgnoreNotPending, account: "1", conv: "42", dedupe: "msg:9890"},
		{fixture: "message_updated_quick_reply", handle: true, kind: engine.EventQuickReply, account: "1", conv: "42", dedupe: "qr:9877:track_order", meaning: "track_order"},
		{fixture: "message_updated_read_receipt", reason: chatwoot.IgnoreReadReceipt, account: "1", conv: "42", dedupe: "msg:9877"},
		{fixture: "conversation_resolved", handle: true, kind: engine.EventHumanResolved, account: "1", conv: "42", dedupe: "conv:42:human_resolved:resolved:1786969021.5518"},
		{fixture: "conversation_resolved_pre_4_14_2", handle: true, kind: engine.EventHumanResolved, account: "1", conv: "42", dedupe: "conv:42:human_resolved:resolved:1786969021.5518"},
		{fixture: "conversation_opened_pre_4_14_2", handle: true, kind: engine.EventHumanTookOver, account: "", conv: "42", dedupe: "conv:42:human_took_over:open:1786968402.8841", takeover: chatwoot.TakeoverOpened},
		{fixture: "conversation_status_changed_open", handle: true, kind: engine.EventHumanTookOver, account: "1", conv: "42", dedupe: "conv:42:human_took_over:open:1786968402.8841", takeover: chatwoot.TakeoverOpened},
		{fixture: "conversation_status_changed_pending", handle: true, kind: engine.EventReturnedToBot, account: "1", conv: "42", dedupe: "conv:42:returned_to_bot:pending:1786972111.0031"},
		{fixture: "conversation_updated_assigned", handle: true, kind: engine.EventHumanTookOver, account: "1", conv: "42", dedupe: "conv:42:human_took_over:pending:1786968455.1093", takeover: chatwoot.TakeoverAssigned},
		// The team's auto-assignment during wakha's own handoff: a takeover
		// event the engine, already in handoff, only records.
		{fixture: "conversation_updated_team_auto_assigned", handle: true, kind: engine.EventHumanTookOver, account: "1", conv: "42", dedupe: "conv:42:human_took_over:pending:1786968450.2201", takeover: chatwoot.TakeoverAssigned},
		// After the bot's handoff the v4.15.1 source leaves the bot assignee
		// (4.16.2 payloads then show it in meta): the status decides.
		{fixture: "conversation_opened_bot_still_assignee", handle: true, kind: engine.EventHumanTookOver, account: "1", conv: "42", dedupe: "conv:42:human_took_over:open:1786968402.8841", takeover: chatwoot.TakeoverOpened},
		{fixture: "message_created_open_bot_still_assignee", reason: chatwoot.IgnoreNotPending, account: "1", conv: "42", dedupe: "msg:9890"},
		{fixture: "conversation_updated_labels", reason: chatwoot.IgnoreIrrelevantChange, account: "1", conv: "42", dedupe: "conv:42:conversation_updated:pending:1786968470.4402"},
		{fixture: "webwidget_triggered", handle: true, kind: engine.EventWidgetOpened, account: "1", conv: "42", dedupe: "widget:345:Tue Aug 18 2026 13:09:44 GMT+0100 (GMT+01:00)"},
		{fixture: "webwidget_triggered_no_conversation", reason: chatwoot.IgnoreNoConversation, account: "1", conv: "", dedupe: "widget:346:Tue Aug 18 2026 13:09:44 GMT+0100 (GMT+01:00)"},
	}
	seen := map[string]bool{}
	for _, tt := range tests {
		seen[tt.fixture] = true
		t.Run(tt.fixture, func(t *testing.T) {
			t.Parallel()
			body, ok := all[tt.fixture]
			if !ok {
				t.Fatalf("fixture %s.json missing", tt.fixture)
			}
			in, err := chatwoot.Parse(body)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if in.Handle != tt.handle || in.IgnoreReason != tt.reason {
				t.Errorf("Handle=%v reason=%q, want %v %q", in.Handle, in.IgnoreReason, tt.handle, tt.reason)
			}
			if in.EngineEvent.Kind != tt.kind {
				t.Errorf("kind %q, want %q", in.EngineEvent.Kind, tt.kind)
			}
			if in.AccountID != tt.account || in.ConversationID != tt.conv || in.DedupeKey != tt.dedupe {
				t.Errorf("account %q conv %q dedupe %q, want %q %q %q", in.AccountID, in.ConversationID, in.DedupeKey, tt.account, tt.conv, tt.dedupe)
			}
			if in.EngineEvent.Text != tt.text || in.EngineEvent.Meaning != tt.meaning || in.EngineEvent.Reason != tt.takeover {
				t.Errorf("text %q meaning %q reason %q, want %q %q %q", in.EngineEvent.Text, in.EngineEvent.Meaning, in.EngineEvent.Reason, tt.text, tt.meaning, tt.takeover)
			}
			if tt.conv != "" && in.ContactSourceID != "6f0b6d8e-3c1d-4a3e-9a51-2d0c1f7e9b11" {
				t.Errorf("ContactSourceID %q", in.ContactSourceID)
			}
		})
	}
	for name := range all {
		if !seen[name] {
			t.Errorf("fixture %s has no expectation in TestParseFixtures", name)
		}
	}
}

// mutate decodes a fixture, applies f and re-encodes it.
func mutate(t *testing.T, fixture string, f func(m map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(fixtures(t)[fixture], &m); err != nil {
		t.Fatal(err)
	}
	f(m)
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func conv(m map[string]any) map[string]any { return m["conversation"].(map[string]any) }

func TestParseVariants(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		body    func(t *testing.T) []byte
		handle  bool
		reason  chatwoot.IgnoreReason
		kind    engine.EventKind
		account string
		check   func(t *testing.T, in chatwoot.Inbound)
	}{
		{
			name: "message_type as integer (conversation.messages[] form)",
			body: func(t *testing.T) []byte {
				return mutate(t, "message_created_incoming", func(m map[string]any) { m["message_type"] = 0 })
			},
			handle: true, kind: engine.EventUserMessage, account: "1",
		},
		{
			name: "bot message with integer message_type 1",
			body: func(t *testing.T) []byte {
				return mutate(t, "message_created_bot_outgoing", func(m map[string]any) { m["message_type"] = 1 })
			},
			reason: chatwoot.IgnoreOwnMessage, account: "1",
		},
		{
			name: "ids as strings",
			body: func(t *testing.T) []byte {
				return mutate(t, "message_created_incoming", func(m map[string]any) {
					m["id"] = "9876"
					conv(m)["id"] = "42"
					m["account"] = map[string]any{"id": "1"}
				})
			},
			handle: true, kind: engine.EventUserMessage, account: "1",
			check: func(t *testing.T, in chatwoot.Inbound) {
				if in.DedupeKey != "msg:9876" || in.ConversationID != "42" {
					t.Errorf("got %q %q", in.DedupeKey, in.ConversationID)
				}
			},
		},
		{
			name: "no top-level account: conversation.account",
			body: func(t *testing.T) []byte {
				return mutate(t, "message_created_incoming", func(m map[string]any) {
					delete(m, "account")
					conv(m)["account"] = map[string]any{"id": 7, "name": "Other"}
				})
			},
			handle: true, kind: engine.EventUserMessage, account: "7",
		},
		{
			name: "no account at all: messages[0].account_id",
			body: func(t *testing.T) []byte {
				return mutate(t, "message_created_incoming", func(m map[string]any) {
					delete(m, "account")
					delete(conv(m), "account")
				})
			},
			handle: true, kind: engine.EventUserMessage, account: "1",
		},
		{
			name: "no account anywhere",
			body: func(t *testing.T) []byte {
				return mutate(t, "message_created_incoming", func(m map[string]any) {
					delete(m, "account")
					delete(conv(m), "account")
					conv(m)["messages"] = []any{}
				})
			},
			handle: true, kind: engine.EventUserMessage, account: "",
		},
		{
			name: "meta.assignee null (before 4.16.2)",
			body: func(t *testing.T) []byte {
				return mutate(t, "message_created_incoming", func(m map[string]any) {
					meta := conv(m)["meta"].(map[string]any)
					meta["assignee"], meta["assignee_type"] = nil, nil
				})
			},
			handle: true, kind: engine.EventUserMessage, account: "1",
		},
		{
			name: "shapes wakha does not need changed: still handled",
			body: func(t *testing.T) []byte {
				return mutate(t, "message_created_incoming", func(m map[string]any) {
					m["sender"] = "contact"
					m["attachments"] = "none"
					conv(m)["meta"] = "x"
					conv(m)["contact_inbox"] = []any{1}
					conv(m)["additional_attributes"] = 3
					conv(m)["messages"] = map[string]any{"id": 1}
				})
			},
			handle: true, kind: engine.EventUserMessage, account: "1",
		},
		{
			name: "whitespace-only text",
			body: func(t *testing.T) []byte {
				return mutate(t, "message_created_incoming", func(m map[string]any) { m["content"] = "  \n " })
			},
			reason: chatwoot.IgnoreEmpty, account: "1",
		},
		{
			name: "activity message",
			body: func(t *testing.T) []byte {
				return mutate(t, "message_created_incoming", func(m map[string]any) { m["message_type"] = "activity"; m["sender"] = nil })
			},
			reason: chatwoot.IgnoreActivity, account: "1",
		},
		{
			name: "captain assistant reply",
			body: func(t *testing.T) []byte {
				return mutate(t, "message_created_bot_outgoing", func(m map[string]any) {
					m["sender"] = map[string]any{"id": 2, "name": "Captain", "type": "captain_assistant"}
				})
			},
			reason: chatwoot.IgnoreBotMessage, account: "1",
		},
		{
			name: "outgoing without sender (automation)",
			body: func(t *testing.T) []byte {
				return mutate(t, "message_created_bot_outgoing", func(m map[string]any) { delete(m, "sender") })
			},
			reason: chatwoot.IgnoreSystemMessage, account: "1",
		},
		{
			name: "human reply on an open conversation",
			body: func(t *testing.T) []byte {
				return mutate(t, "message_created_agent_reply", func(m map[string]any) { conv(m)["status"] = "open" })
			},
			reason: chatwoot.IgnoreAgentMessage, account: "1",
		},
		{
			name: "message_created for a private note of the bot itself",
			body: func(t *testing.T) []byte {
				return mutate(t, "message_created_private_note", func(m map[string]any) {
					m["sender"] = map[string]any{"id": 5, "name": "Shop Assistant", "type": "agent_bot"}
				})
			},
			reason: chatwoot.IgnorePrivateNote, account: "1",
		},
		{
			name: "quick reply on a non-pending conversation",
			body: func(t *testing.T) []byte {
				return mutate(t, "message_updated_quick_reply", func(m map[string]any) { conv(m)["status"] = "open" })
			},
			reason: chatwoot.IgnoreNotPending, account: "1",
			check: func(t *testing.T, in chatwoot.Inbound) {
				if in.DedupeKey != "qr:9877:track_order" {
					t.Errorf("dedupe %q", in.DedupeKey)
				}
			},
		},
		{
			name: "content_attributes as a JSON string",
			body: func(t *testing.T) []byte {
				return mutate(t, "message_updated_quick_reply", func(m map[string]any) {
					b, _ := json.Marshal(m["content_attributes"])
					m["content_attributes"] = string(b)
				})
			},
			handle: true, kind: engine.EventQuickReply, account: "1",
		},
		{
			name: "form submission",
			body: func(t *testing.T) []byte {
				return mutate(t, "message_updated_quick_reply", func(m map[string]any) {
					m["content_type"] = "form"
					m["content_attributes"] = map[string]any{
						"items":            []any{map[string]any{"name": "email", "type": "email", "label": "Email"}},
						"submitted_values": []any{map[string]any{"name": "email", "value": "a@b.ma"}},
					}
				})
			},
			handle: true, kind: engine.EventQuickReply, account: "1",
			check: func(t *testing.T, in chatwoot.Inbound) {
				if in.EngineEvent.Meaning != "a@b.ma" {
					t.Errorf("meaning %q", in.EngineEvent.Meaning)
				}
			},
		},
		{
			name: "empty submitted value",
			body: func(t *testing.T) []byte {
				return mutate(t, "message_updated_quick_reply", func(m map[string]any) {
					m["content_attributes"] = map[string]any{"submitted_values": []any{map[string]any{"title": "x", "value": ""}}}
				})
			},
			reason: chatwoot.IgnoreEmpty, account: "1",
		},
		{
			name: "message_updated on a text message",
			body: func(t *testing.T) []byte {
				return mutate(t, "message_created_incoming", func(m map[string]any) { m["event"] = "message_updated" })
			},
			reason: chatwoot.IgnoreUnsupportedUpdate, account: "1",
		},
		{
			name: "submitted values on an incoming message",
			body: func(t *testing.T) []byte {
				return mutate(t, "message_updated_quick_reply", func(m map[string]any) { m["message_type"] = "incoming" })
			},
			reason: chatwoot.IgnoreUnsupportedUpdate, account: "1",
		},
		{
			name: "status_changed to resolved",
			body: func(t *testing.T) []byte {
				return mutate(t, "conversation_status_changed_open", func(m map[string]any) {
					m["status"] = "resolved"
					m["changed_attributes"] = nil
				})
			},
			handle: true, kind: engine.EventHumanResolved, account: "1",
		},
		{
			name: "status_changed to snoozed",
			body: func(t *testing.T) []byte {
				return mutate(t, "conversation_status_changed_open", func(m map[string]any) { m["status"] = "snoozed" })
			},
			reason: chatwoot.IgnoreSnoozed, account: "1",
		},
		{
			name: "conversation_updated with changed_attributes as an object",
			body: func(t *testing.T) []byte {
				return mutate(t, "conversation_updated_assigned", func(m map[string]any) {
					m["changed_attributes"] = map[string]any{"assignee_id": map[string]any{"previous_value": nil, "current_value": 9}}
				})
			},
			handle: true, kind: engine.EventHumanTookOver, account: "1",
		},
		{
			name: "assignee removed is no takeover",
			body: func(t *testing.T) []byte {
				return mutate(t, "conversation_updated_assigned", func(m map[string]any) {
					m["changed_attributes"] = []any{map[string]any{"assignee_id": map[string]any{"previous_value": 9, "current_value": nil}}}
				})
			},
			reason: chatwoot.IgnoreIrrelevantChange, account: "1",
		},
		{
			name: "assigning a resolved conversation",
			body: func(t *testing.T) []byte {
				return mutate(t, "conversation_updated_assigned", func(m map[string]any) { m["status"] = "resolved" })
			},
			reason: chatwoot.IgnoreNotPending, account: "1",
		},
		{
			name: "conversation event without updated_at",
			body: func(t *testing.T) []byte {
				return mutate(t, "conversation_resolved", func(m map[string]any) { delete(m, "updated_at") })
			},
			handle: true, kind: engine.EventHumanResolved, account: "1",
			check: func(t *testing.T, in chatwoot.Inbound) {
				if !strings.HasPrefix(in.DedupeKey, "conv:42:human_resolved:resolved:h") {
					t.Errorf("dedupe %q", in.DedupeKey)
				}
			},
		},
		{
			name: "widget opened on an open conversation",
			body: func(t *testing.T) []byte {
				return mutate(t, "webwidget_triggered", func(m map[string]any) {
					m["current_conversation"].(map[string]any)["status"] = "open"
				})
			},
			reason: chatwoot.IgnoreNotPending, account: "1",
		},
		{
			// Postgres text cannot hold NUL; a stray one in the visitor id
			// must not make the whole message unstorable.
			name: "NUL in contact_inbox.source_id is dropped",
			body: func(t *testing.T) []byte {
				return mutate(t, "message_created_incoming", func(m map[string]any) {
					conv(m)["contact_inbox"].(map[string]any)["source_id"] = "6f0b6d8e\x00-3c1d"
					conv(m)["updated_at"] = "1786968131.4903\x00"
				})
			},
			handle: true, kind: engine.EventUserMessage, account: "1",
			check: func(t *testing.T, in chatwoot.Inbound) {
				if in.ContactSourceID != "6f0b6d8e-3c1d" {
					t.Errorf("ContactSourceID %q", in.ContactSourceID)
				}
			},
		},
		{
			name: "NUL in the widget's source_id, timestamp and languages is dropped",
			body: func(t *testing.T) []byte {
				return mutate(t, "webwidget_triggered", func(m map[string]any) {
					m["source_id"] = "\x006f0b6d8e"
					info := m["event_info"].(map[string]any)
					info["initiated_at"] = map[string]any{"timestamp": "Tue Aug 18\x00 2026"}
					info["browser_language"] = "ar\x00"
				})
			},
			handle: true, kind: engine.EventWidgetOpened, account: "1",
			check: func(t *testing.T, in chatwoot.Inbound) {
				if in.ContactSourceID != "6f0b6d8e" || in.DedupeKey != "widget:345:Tue Aug 18 2026" || in.BrowserLanguage != "ar" {
					t.Errorf("source %q key %q language %q", in.ContactSourceID, in.DedupeKey, in.BrowserLanguage)
				}
			},
		},
		{
			name: "NUL in a conversation event's status and updated_at is dropped",
			body: func(t *testing.T) []byte {
				return mutate(t, "conversation_resolved", func(m map[string]any) {
					m["status"] = "resolved\x00"
					m["updated_at"] = "1786969021.5518\x00"
				})
			},
			handle: true, kind: engine.EventHumanResolved, account: "1",
			check: func(t *testing.T, in chatwoot.Inbound) {
				if in.DedupeKey != "conv:42:human_resolved:resolved:1786969021.5518" {
					t.Errorf("dedupe %q", in.DedupeKey)
				}
			},
		},
		{
			name: "event not sent to bots",
			body: func(t *testing.T) []byte {
				return []byte(`{"event":"conversation_typing_on","conversation":{"id":42}}`)
			},
			reason: chatwoot.IgnoreUnsupportedEvent,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			in, err := chatwoot.Parse(tt.body(t))
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if in.Handle != tt.handle || in.IgnoreReason != tt.reason || in.EngineEvent.Kind != tt.kind {
				t.Errorf("Handle=%v reason=%q kind=%q, want %v %q %q", in.Handle, in.IgnoreReason, in.EngineEvent.Kind, tt.handle, tt.reason, tt.kind)
			}
			if in.AccountID != tt.account {
				t.Errorf("account %q, want %q", in.AccountID, tt.account)
			}
			if tt.check != nil {
				tt.check(t, in)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		body  func(t *testing.T) []byte
		field string // "" when the error is not about one field
	}{
		{name: "empty body", body: func(*testing.T) []byte { return nil }},
		{name: "not JSON", body: func(*testing.T) []byte { return []byte("event=message_created") }},
		{name: "JSON array", body: func(*testing.T) []byte { return []byte(`[{"event":"message_created"}]`) }},
		{name: "truncated JSON", body: func(*testing.T) []byte { return []byte(`{"event":"message_created","id":`) }},
		{name: "no event", body: func(*testing.T) []byte { return []byte(`{"id":1}`) }, field: "event"},
		{name: "event not a string", body: func(*testing.T) []byte { return []byte(`{"event":42}`) }, field: "event"},
		{name: "message without id", body: func(t *testing.T) []byte {
			return mutate(t, "message_created_incoming", func(m map[string]any) { delete(m, "id") })
		}, field: "id"},
		{name: "message id not a number", body: func(t *testing.T) []byte {
			return mutate(t, "message_created_incoming", func(m map[string]any) { m["id"] = "abc" })
		}, field: "id"},
		{name: "message without conversation", body: func(t *testing.T) []byte {
			return mutate(t, "message_created_incoming", func(m map[string]any) { delete(m, "conversation") })
		}, field: "conversation.id"},
		{name: "conversation id null", body: func(t *testing.T) []byte {
			return mutate(t, "message_updated_quick_reply", func(m map[string]any) { conv(m)["id"] = nil })
		}, field: "conversation.id"},
		{name: "conversation id negative", body: func(t *testing.T) []byte {
			return mutate(t, "message_created_incoming", func(m map[string]any) { conv(m)["id"] = -4 })
		}, field: "conversation.id"},
		{name: "conversation id is an object", body: func(t *testing.T) []byte {
			return mutate(t, "message_created_incoming", func(m map[string]any) { conv(m)["id"] = map[string]any{"x": 1} })
		}, field: "conversation.id"},
		{name: "conversation event without id", body: func(t *testing.T) []byte {
			return mutate(t, "conversation_resolved", func(m map[string]any) { delete(m, "id") })
		}, field: "id"},
		{name: "account id garbage", body: func(t *testing.T) []byte {
			return mutate(t, "message_created_incoming", func(m map[string]any) { m["account"] = map[string]any{"id": "x1"} })
		}, field: "account.id"},
		{name: "conversation is a string", body: func(t *testing.T) []byte {
			return mutate(t, "message_created_incoming", func(m map[string]any) { m["conversation"] = "42" })
		}, field: "conversation"},
		{name: "widget without contact inbox id", body: func(t *testing.T) []byte {
			return mutate(t, "webwidget_triggered", func(m map[string]any) { delete(m, "id") })
		}, field: "id"},
		{name: "widget conversation without id", body: func(t *testing.T) []byte {
			return mutate(t, "webwidget_triggered", func(m map[string]any) { delete(m["current_conversation"].(map[string]any), "id") })
		}, field: "current_conversation.id"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			_, err := chatwoot.Parse(tt.body(t))
			if err == nil {
				t.Fatal("Parse accepted it")
			}
			if !errors.Is(err, chatwoot.ErrInvalidPayload) {
				t.Errorf("error %v does not wrap ErrInvalidPayload", err)
			}
			var fe *chatwoot.FieldError
			if tt.field == "" {
				return
			}
			if !errors.As(err, &fe) || fe.Field != tt.field {
				t.Errorf("error %v, want a FieldError on %q", err, tt.field)
			}
			if !strings.Contains(err.Error(), tt.field) {
				t.Errorf("message %q does not name %q", err, tt.field)
			}
		})
	}
}

// TestDedupeOneStatusChange: Chatwoot fires status_changed, opened and
// updated for one change; they share a dedupe key.
func TestDedupeOneStatusChange(t *testing.T) {
	t.Parallel()
	keys := map[string]bool{}
	for _, event := range []string{"conversation_status_changed", "conversation_opened", "conversation_updated"} {
		body := mutate(t, "conversation_status_changed_open", func(m map[string]any) { m["event"] = event })
		in, err := chatwoot.Parse(body)
		if err != nil {
			t.Fatal(err)
		}
		if !in.Handle || in.EngineEvent.Kind != engine.EventHumanTookOver {
			t.Fatalf("%s: %+v", event, in)
		}
		keys[in.DedupeKey] = true
	}
	if len(keys) != 1 {
		t.Errorf("keys %v, want one", keys)
	}
}

func FuzzParse(f *testing.F) {
	for _, b := range fixtures(f) {
		f.Add(b)
	}
	f.Add([]byte(`{"event":"message_created","id":1,"message_type":0,"conversation":{"id":2,"status":"pending"},"content":"x"}`))
	f.Add([]byte(`{"event":"message_updated","id":1,"message_type":"outgoing","content_type":"input_select","content_attributes":"{\"submitted_values\":[{\"value\":1}]}","conversation":{"id":2,"status":"pending"}}`))
	f.Add([]byte(`{"event":"conversation_updated","id":3,"status":"open","changed_attributes":[{"assignee_id":{"current_value":1}}]}`))
	f.Add([]byte(`{"event":"message_created","id":1,"message_type":"incoming","content":"x","conversation":{"id":2,"status":"pending","updated_at":"1\u0000","contact_inbox":{"source_id":"a\u0000b"}}}`))
	f.Fuzz(func(t *testing.T, body []byte) {
		in, err := chatwoot.Parse(body)
		if !repeatsKey(body) {
			// The strict first decode changes nothing (see wire_strict.go).
			lin, lerr := chatwoot.ParseLenient(body)
			if fmt.Sprint(err) != fmt.Sprint(lerr) || mustJSON(t, in) != mustJSON(t, lin) {
				t.Fatalf("Parse = %+v, %v; lenient decode alone %+v, %v", in, err, lin, lerr)
			}
		}
		if err != nil {
			if !errors.Is(err, chatwoot.ErrInvalidPayload) {
				t.Fatalf("error %v does not wrap ErrInvalidPayload", err)
			}
			return
		}
		if in.Event == "" {
			t.Fatal("no event name without error")
		}
		// Everything Parse returns may be stored, and Postgres text holds no NUL.
		if b, _ := json.Marshal(in); bytes.Contains(b, []byte(`\u0000`)) {
			t.Fatalf("NUL in %s", b)
		}
		if !in.Handle {
			if in.IgnoreReason == "" || in.EngineEvent.Kind != "" {
				t.Fatalf("ignored without reason or with an event: %+v", in)
			}
			return
		}
		switch in.EngineEvent.Kind {
		case engine.EventUserMessage, engine.EventQuickReply, engine.EventHumanTookOver, engine.EventHumanResolved, engine.EventWidgetOpened, engine.EventReturnedToBot:
		default:
			t.Fatalf("handled with kind %q", in.EngineEvent.Kind)
		}
		if !isID(in.ConversationID) || in.DedupeKey == "" || in.IgnoreReason != "" {
			t.Fatalf("handled without a valid conversation id or dedupe key: %+v", in)
		}
		if in.AccountID != "" && !isID(in.AccountID) {
			t.Fatalf("account id %q", in.AccountID)
		}
		if in.EngineEvent.Kind == engine.EventQuickReply && in.EngineEvent.Meaning == "" {
			t.Fatal("quick reply without meaning")
		}
	})
}

func isID(s string) bool {
	if s == "" || s[0] == '0' {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// TestParseWidgetLanguage: event_info.widget_language is the locale the site
// configured for the widget (Chatwoot reads the widget's locale parameter),
// browser_language the shopper's browser (Accept-Language); the shopper's
// own language is the better hint.
func TestParseWidgetLanguage(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name            string
		widget, browser any
		want            string
	}{
		{name: "browser language preferred", widget: "fr", browser: "ar", want: "ar"},
		{name: "widget locale when the browser sent none", widget: "fr", browser: nil, want: "fr"},
		{name: "blank browser language falls back", widget: "en", browser: " ", want: "en"},
		{name: "neither", widget: nil, browser: nil, want: ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			body := mutate(t, "webwidget_triggered", func(m map[string]any) {
				info := m["event_info"].(map[string]any)
				info["widget_language"] = tt.widget
				info["browser_language"] = tt.browser
			})
			in, err := chatwoot.Parse(body)
			if err != nil {
				t.Fatal(err)
			}
			if in.BrowserLanguage != tt.want {
				t.Errorf("BrowserLanguage %q, want %q", in.BrowserLanguage, tt.want)
			}
		})
	}
	// The fixture carries both, as Chatwoot sends them.
	in, err := chatwoot.Parse(fixtures(t)["webwidget_triggered"])
	if err != nil || in.BrowserLanguage != "ar" {
		t.Errorf("fixture: BrowserLanguage %q, %v; want the browser's \"ar\" over the widget's \"fr\"", in.BrowserLanguage, err)
	}
}

// TestParseIgnoresOtherShapesFields: Parse decodes a body once into the
// fields of every event's shape; a field that belongs to another event's
// shape and holds what that shape cannot read must not fail the event (it
// is decoded again as its own shape), nor change what it parses to.
func TestParseIgnoresOtherShapesFields(t *testing.T) {
	t.Parallel()
	for fixture, foreign := range map[string]map[string]any{
		"message_created_incoming": {"current_conversation": "7", "meta": 3, "event_info": []any{1}},
		"conversation_resolved":    {"conversation": 7, "sender": "x", "current_conversation": true},
		"webwidget_triggered":      {"conversation": "7", "messages": "none", "meta": []any{}},
	} {
		t.Run(fixture, func(t *testing.T) {
			t.Parallel()
			want, err := chatwoot.Parse(fixtures(t)[fixture])
			if err != nil {
				t.Fatal(err)
			}
			got, err := chatwoot.Parse(mutate(t, fixture, func(m map[string]any) {
				for k, v := range foreign {
					m[k] = v
				}
			}))
			if err != nil {
				t.Fatalf("Parse with %v: %v", foreign, err)
			}
			if g, w := mustJSON(t, got), mustJSON(t, want); g != w {
				t.Errorf("Parse with %v =\n%s\nwant\n%s", foreign, g, w)
			}
		})
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// repeatsKey reports whether body is JSON with an object key repeated at
// one level (or is not JSON at all: nothing to compare then either way).
func repeatsKey(body []byte) bool {
	dec := json.NewDecoder(bytes.NewReader(body))
	type level struct {
		keys   map[string]bool
		object bool
		key    bool // the next token of an object is a key
	}
	var stack []*level
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return false
		}
		if err != nil {
			return true
		}
		var top *level
		if len(stack) > 0 {
			top = stack[len(stack)-1]
		}
		if top != nil && top.object && top.key {
			if d, ok := tok.(json.Delim); ok && d == '}' {
				stack = stack[:len(stack)-1]
				if len(stack) > 0 && stack[len(stack)-1].object {
					stack[len(stack)-1].key = true
				}
				continue
			}
			// encoding/json matches keys to fields without case.
			k := strings.ToLower(strings.ToUpper(tok.(string)))
			if top.keys[k] {
				return true
			}
			top.keys[k] = true
			top.key = false
			continue
		}
		switch tok {
		case json.Delim('{'):
			stack = append(stack, &level{keys: map[string]bool{}, object: true, key: true})
			continue
		case json.Delim('['):
			stack = append(stack, &level{})
			continue
		case json.Delim(']'):
			stack = stack[:len(stack)-1]
		}
		if len(stack) > 0 && stack[len(stack)-1].object {
			stack[len(stack)-1].key = true
		}
	}
}
