package intercom_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/intercom"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

const fixtureDir = "../testdata/intercom"

// The teammate wakha replies as in the fixtures, and the human one.
const (
	botAdmin   = "7714021"
	humanAdmin = "6652018"
	appID      = "souk2a7f"
	convID     = "215473180093312"
)

var parser = intercom.Parser{BotAdminID: botAdmin}

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

// golden compares got with testdata/name, rewriting it under -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if !bytes.Equal(want, got) {
		t.Errorf("output differs from %s (check, then run with -update):\n%s", path, got)
	}
}

type goldenEntry struct {
	Inbound *intercom.Inbound `json:"inbound,omitempty"`
	Error   string            `json:"error,omitempty"`
}

// TestParseGolden parses every fixture and compares with the golden file
// (go test ./intercom -run TestParseGolden -update rewrites it).
func TestParseGolden(t *testing.T) {
	t.Parallel()
	got := map[string]goldenEntry{}
	for name, body := range fixtures(t) {
		in, err := parser.Parse(body)
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
	golden(t, "parse.golden.json", append(enc, '\n'))
}

// TestParseFixtures states the expected decision for each fixture, so the
// golden file cannot silently drift from the notes.
func TestParseFixtures(t *testing.T) {
	t.Parallel()
	all := fixtures(t)
	tests := []struct {
		fixture  string
		handle   bool
		reason   intercom.IgnoreReason
		kind     engine.EventKind
		conv     string
		dedupe   string
		msgID    string
		text     string
		meaning  string
		takeover string
	}{
		{fixture: "ping", reason: intercom.IgnorePing},
		{fixture: "conversation_user_created", handle: true, kind: engine.EventUserMessage, conv: convID, dedupe: "source:souk2a7f:215473180093312:3381828792", msgID: "3381828792",
			text: "Salam, 3ndkom tajine dyal 30 cm?\nBghitha l couscous & l-khodra."},
		{fixture: "conversation_user_created_plain", handle: true, kind: engine.EventUserMessage, conv: "215473180093377", dedupe: "source:souk2a7f:215473180093377:3381829104", msgID: "3381829104",
			text: "Bonjour, vous avez des babouches en cuir taille 42 ?\nPlutôt en jaune."},
		{fixture: "conversation_user_created_arabic", handle: true, kind: engine.EventUserMessage, conv: "215473180093401", dedupe: "source:souk2a7f:215473180093401:3381829330", msgID: "3381829330",
			text: "واش عندكم طاجين ديال 30 سنتيم؟"},
		{fixture: "conversation_user_created_attachment_only", handle: true, kind: engine.EventUserMessage, conv: "215473180093455", dedupe: "source:souk2a7f:215473180093455:3381829561", msgID: "3381829561"},
		{fixture: "conversation_user_replied", handle: true, kind: engine.EventUserMessage, conv: convID, dedupe: "part:souk2a7f:215473180093312:37358121999", msgID: "37358121999",
			text: "Wakha, bghit n3ref ch7al taman\ndyal tajine l-kbir <30 cm>"},
		{fixture: "conversation_user_replied_plain", handle: true, kind: engine.EventUserMessage, conv: "215473180093377", dedupe: "part:souk2a7f:215473180093377:37358122105", msgID: "37358122105",
			text: "Le deuxième me plaît, il est dispo en 42 ?"},
		{fixture: "conversation_user_replied_quick_reply", handle: true, kind: engine.EventQuickReply, conv: convID, dedupe: "part:souk2a7f:215473180093312:37358122001", msgID: "37358122001",
			text: "Zid", meaning: engine.MeaningShowMore},
		{fixture: "conversation_user_replied_quick_reply_select", handle: true, kind: engine.EventQuickReply, conv: convID, dedupe: "part:souk2a7f:215473180093312:37358122010", msgID: "37358122010",
			text: "2. Tajine en terre cuite 30 cm", meaning: "select:1042"},
		{fixture: "conversation_user_replied_quick_reply_foreign", handle: true, kind: engine.EventUserMessage, conv: convID, dedupe: "part:souk2a7f:215473180093312:37358122020", msgID: "37358122020",
			text: "Ah, wakha"},
		{fixture: "conversation_user_replied_snoozed", handle: true, kind: engine.EventUserMessage, conv: convID, dedupe: "part:souk2a7f:215473180093312:37358123400", msgID: "37358123400",
			text: "Mazal ma jawbtinich 3la tajine"},
		{fixture: "conversation_user_replied_reopen", handle: true, kind: engine.EventUserMessage, conv: convID, dedupe: "part:souk2a7f:215473180093312:37358123300", msgID: "37358123300",
			text: "Rje3t, mazal bghit tajine"},
		{fixture: "conversation_admin_replied_own", reason: intercom.IgnoreOwnMessage, conv: convID, dedupe: "part:souk2a7f:215473180093312:37358122002"},
		{fixture: "conversation_admin_replied_own_quick_reply", reason: intercom.IgnoreOwnMessage, conv: convID, dedupe: "part:souk2a7f:215473180093312:37358122004"},
		{fixture: "conversation_admin_replied_human", handle: true, kind: engine.EventHumanTookOver, conv: convID, dedupe: "part:souk2a7f:215473180093312:37358122300", msgID: "37358122300",
			takeover: intercom.TakeoverAdminReplied},
		{fixture: "conversation_admin_replied_bot_seat", handle: true, kind: engine.EventHumanTookOver, conv: convID, dedupe: "part:souk2a7f:215473180093312:37358122310", msgID: "37358122310",
			takeover: intercom.TakeoverBotSeatReplied},
		{fixture: "conversation_admin_noted_own", reason: intercom.IgnoreNote, conv: convID, dedupe: "part:souk2a7f:215473180093312:37358122400"},
		{fixture: "conversation_admin_noted", reason: intercom.IgnoreNote, conv: convID, dedupe: "part:souk2a7f:215473180093312:37358122410"},
		{fixture: "conversation_operator_replied", handle: true, kind: engine.EventHumanTookOver, conv: convID, dedupe: "part:souk2a7f:215473180093312:37358122500", msgID: "37358122500",
			takeover: intercom.TakeoverOperatorReplied},
		{fixture: "conversation_operator_replied_notice", reason: intercom.IgnoreOperatorNotice, conv: convID, dedupe: "part:souk2a7f:215473180093312:37358121213"},
		{fixture: "conversation_admin_assigned_own_handoff", reason: intercom.IgnoreOwnAction, conv: convID, dedupe: "part:souk2a7f:215473180093312:37358122600"},
		{fixture: "conversation_admin_assigned_admin", handle: true, kind: engine.EventHumanTookOver, conv: convID, dedupe: "part:souk2a7f:215473180093312:37358122610", msgID: "37358122610",
			takeover: intercom.TakeoverAssignedAdmin},
		{fixture: "conversation_admin_assigned_team", handle: true, kind: engine.EventHumanTookOver, conv: convID, dedupe: "part:souk2a7f:215473180093312:37358122620", msgID: "37358122620",
			takeover: intercom.TakeoverAssignedTeam},
		{fixture: "conversation_admin_assigned_bot", handle: true, kind: engine.EventReturnedToBot, conv: convID, dedupe: "part:souk2a7f:215473180093312:37358122630", msgID: "37358122630"},
		{fixture: "conversation_admin_open_assigned", handle: true, kind: engine.EventHumanTookOver, conv: convID, dedupe: "part:souk2a7f:215473180093312:37358123310", msgID: "37358123310",
			takeover: intercom.TakeoverAssignedAdmin},
		{fixture: "conversation_admin_closed", handle: true, kind: engine.EventHumanResolved, conv: convID, dedupe: "part:souk2a7f:215473180093312:37358122700", msgID: "37358122700"},
		{fixture: "conversation_admin_opened", handle: true, kind: engine.EventHumanTookOver, conv: convID, dedupe: "part:souk2a7f:215473180093312:37358122800", msgID: "37358122800",
			takeover: intercom.TakeoverOpened},
		{fixture: "conversation_admin_snoozed", reason: intercom.IgnoreSnoozed, conv: convID, dedupe: "part:souk2a7f:215473180093312:37358122900"},
		{fixture: "conversation_admin_unsnoozed", reason: intercom.IgnoreUnsnoozed, conv: convID, dedupe: "part:souk2a7f:215473180093312:37358123000"},
		{fixture: "conversation_admin_single_created", reason: intercom.IgnoreProactive, conv: "215473180094001", dedupe: "conv:souk2a7f:215473180094001:conversation.admin.single.created:1768031789"},
		{fixture: "content_stat_tour", reason: intercom.IgnoreTourStat, dedupe: "stat:souk2a7f:88213"},
		{fixture: "content_stat_tour_shown", reason: intercom.IgnoreTourStat, dedupe: "stat:souk2a7f:88201"},
		{fixture: "content_stat_tour_failed", reason: intercom.IgnoreTourStat, dedupe: "stat:souk2a7f:88207"},
		{fixture: "content_stat_tour_goal", reason: intercom.IgnoreTourGoal, dedupe: "stat:souk2a7f:88210"},
		{fixture: "content_stat_tour_no_contact", reason: intercom.IgnoreTourNoContact, dedupe: "stat:souk2a7f:88215"},
		{fixture: "conversation_read", reason: intercom.IgnoreUnsupportedTopic},
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
			in, err := parser.Parse(body)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if in.Handle != tt.handle || in.IgnoreReason != tt.reason {
				t.Errorf("Handle=%v reason=%q, want %v %q", in.Handle, in.IgnoreReason, tt.handle, tt.reason)
			}
			ev := in.EngineEvent
			if ev.Kind != tt.kind || ev.MessageID != tt.msgID {
				t.Errorf("kind %q message %q, want %q %q", ev.Kind, ev.MessageID, tt.kind, tt.msgID)
			}
			if in.AppID != appID || in.ConversationID != tt.conv || in.DedupeKey != tt.dedupe {
				t.Errorf("app %q conv %q dedupe %q, want %q %q %q", in.AppID, in.ConversationID, in.DedupeKey, appID, tt.conv, tt.dedupe)
			}
			if ev.Text != tt.text || ev.Meaning != tt.meaning || ev.Reason != tt.takeover {
				t.Errorf("text %q meaning %q reason %q, want %q %q %q", ev.Text, ev.Meaning, ev.Reason, tt.text, tt.meaning, tt.takeover)
			}
			if tt.fixture != "ping" && !strings.HasPrefix(in.DeliveryID, "notif_") {
				t.Errorf("DeliveryID %q", in.DeliveryID)
			}
		})
	}
	for name := range all {
		if !seen[name] {
			t.Errorf("fixture %s has no expectation in TestParseFixtures", name)
		}
	}
}

// TestParseContext checks the classified extras: snooze time, tour stat,
// assignees, contact, attachments.
func TestParseContext(t *testing.T) {
	t.Parallel()
	all := fixtures(t)
	parse := func(name string) intercom.Inbound {
		t.Helper()
		in, err := parser.Parse(all[name])
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return in
	}
	if in := parse("conversation_admin_snoozed"); in.Snooze == nil || !in.Snooze.Until.Equal(time.Unix(1768044200, 0)) || in.State != "snoozed" {
		t.Errorf("snoozed: Snooze %+v state %q", in.Snooze, in.State)
	}
	if in := parse("conversation_admin_unsnoozed"); !in.Unsnoozed || in.Snooze != nil {
		t.Errorf("unsnoozed: %+v", in)
	}
	in := parse("content_stat_tour")
	want := intercom.TourStat{StatID: "88213", StatType: "completion", ContentID: "4412", ContentTitle: "Découvrir nos tajines",
		RulesetID: "29871", ContactID: "6962054606a4dbb9050aa7fd", ContactExternalID: "cust_42"}
	if in.Tour == nil || *in.Tour != want {
		t.Errorf("tour %+v, want %+v", in.Tour, want)
	}
	in = parse("conversation_admin_assigned_admin")
	if in.AdminAssigneeID != humanAdmin || in.AuthorType != "admin" || in.AuthorID != humanAdmin {
		t.Errorf("assignee %q author %s/%s", in.AdminAssigneeID, in.AuthorType, in.AuthorID)
	}
	in = parse("conversation_user_replied")
	if in.ContactID != "6962054606a4dbb9050aa7fd" || in.ContactExternalID != "cust_42" || in.State != "open" ||
		!in.OccurredAt.Equal(time.Unix(1768031911, 0)) || in.DeliveryAttempts != 1 {
		t.Errorf("context %+v", in)
	}
	if in := parse("conversation_user_created_attachment_only"); in.Attachments != 1 || in.EngineEvent.Text != "" {
		t.Errorf("attachments %d text %q", in.Attachments, in.EngineEvent.Text)
	}
	if in := parse("conversation_user_replied_quick_reply_foreign"); in.QuickReplyUUID != "1448547007" {
		t.Errorf("QuickReplyUUID %q", in.QuickReplyUUID)
	}
}

// mutate decodes a fixture, applies f and re-encodes it.
func mutate(t *testing.T, fixture string, f func(m map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(fixtures(t)[fixture], &m); err != nil {
		t.Fatal(err)
	}
	if f != nil {
		f(m)
	}
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func item(m map[string]any) map[string]any {
	return m["data"].(map[string]any)["item"].(map[string]any)
}

func firstPart(m map[string]any) map[string]any {
	return item(m)["conversation_parts"].(map[string]any)["conversation_parts"].([]any)[0].(map[string]any)
}

func TestParseVariants(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		fixture  string
		noBot    bool // parse without a configured bot admin
		change   func(m map[string]any)
		raw      string // used instead of fixture+change when set
		handle   bool
		reason   intercom.IgnoreReason
		kind     engine.EventKind
		takeover string
		check    func(t *testing.T, in intercom.Inbound)
	}{
		{
			name: "conversation id as a JSON number keeps every digit", fixture: "conversation_user_replied",
			raw:    strings.Replace(string(readFixture(t, "conversation_user_replied")), `"id": "215473180093312"`, `"id": 215473180093312`, 1),
			handle: true, kind: engine.EventUserMessage,
			check: func(t *testing.T, in intercom.Inbound) {
				if in.ConversationID != convID {
					t.Errorf("conversation %q", in.ConversationID)
				}
			},
		},
		{
			name: "part id as a number", fixture: "conversation_user_replied",
			change: func(m map[string]any) { firstPart(m)["id"] = 37358121999 },
			handle: true, kind: engine.EventUserMessage,
			check: func(t *testing.T, in intercom.Inbound) {
				if in.DedupeKey != "part:souk2a7f:215473180093312:37358121999" {
					t.Errorf("dedupe %q", in.DedupeKey)
				}
			},
		},
		{
			name: "assignee ids as strings", fixture: "conversation_admin_assigned_team",
			change: func(m map[string]any) { item(m)["team_assignee_id"] = "5017691"; item(m)["admin_assignee_id"] = "0" },
			handle: true, kind: engine.EventHumanTookOver, takeover: intercom.TakeoverAssignedTeam,
		},
		{
			name: "same part in admin.replied and operator.replied: one key", fixture: "conversation_operator_replied",
			change: func(m map[string]any) { m["topic"] = intercom.TopicAdminReplied; m["id"] = "notif_other" },
			handle: true, kind: engine.EventHumanTookOver, takeover: intercom.TakeoverOperatorReplied,
			check: func(t *testing.T, in intercom.Inbound) {
				if in.DedupeKey != "part:souk2a7f:215473180093312:37358122500" || in.DeliveryID != "notif_other" {
					t.Errorf("dedupe %q delivery %q", in.DedupeKey, in.DeliveryID)
				}
			},
		},
		{
			name: "own reply without a configured bot admin looks human", fixture: "conversation_admin_replied_own",
			noBot:  true,
			handle: true, kind: engine.EventHumanTookOver, takeover: intercom.TakeoverAdminReplied,
		},
		{
			name: "another app's API reply is a teammate's", fixture: "conversation_admin_replied_human",
			change: func(m map[string]any) { firstPart(m)["app_package_code"] = "helpdesk-sync" },
			handle: true, kind: engine.EventHumanTookOver, takeover: intercom.TakeoverAdminReplied,
		},
		{
			name: "assignment without assigned_to falls back to the conversation", fixture: "conversation_admin_assigned_admin",
			change: func(m map[string]any) { firstPart(m)["assigned_to"] = nil },
			handle: true, kind: engine.EventHumanTookOver, takeover: intercom.TakeoverAssignedAdmin,
		},
		{
			name: "assignment to nobody", fixture: "conversation_admin_assigned_admin",
			change: func(m map[string]any) {
				firstPart(m)["assigned_to"] = map[string]any{"type": "admin", "id": "0"}
				item(m)["admin_assignee_id"] = nil
			},
			reason: intercom.IgnoreUnassigned,
		},
		{
			name: "assignment by a workflow to the bot", fixture: "conversation_admin_assigned_bot",
			change: func(m map[string]any) { firstPart(m)["assigned_to"] = nil },
			handle: true, kind: engine.EventReturnedToBot,
		},
		{
			name: "wakha's own reopen", fixture: "conversation_admin_opened",
			change: func(m map[string]any) {
				firstPart(m)["author"] = map[string]any{"type": "admin", "id": botAdmin}
				firstPart(m)["app_package_code"] = "wakha-shop-assistant"
			},
			reason: intercom.IgnoreOwnAction,
		},
		{
			name: "reopened by a workflow", fixture: "conversation_admin_opened",
			change: func(m map[string]any) { firstPart(m)["author"] = map[string]any{"type": "bot", "id": "9608808"} },
			reason: intercom.IgnoreReopened,
		},
		{
			name: "Fin posting a quick_reply is Fin talking", fixture: "conversation_operator_replied",
			change: func(m map[string]any) { firstPart(m)["part_type"] = "quick_reply"; firstPart(m)["body"] = nil },
			handle: true, kind: engine.EventHumanTookOver, takeover: intercom.TakeoverOperatorReplied,
		},
		{
			name: "note on admin.replied stays a note", fixture: "conversation_admin_replied_human",
			change: func(m map[string]any) { firstPart(m)["part_type"] = "note" },
			reason: intercom.IgnoreNote,
		},
		{
			name: "user topic with an admin part", fixture: "conversation_user_replied",
			change: func(m map[string]any) { firstPart(m)["author"] = map[string]any{"type": "admin", "id": humanAdmin} },
			reason: intercom.IgnoreNotContact,
		},
		{
			name: "user part of another type", fixture: "conversation_user_replied",
			change: func(m map[string]any) { firstPart(m)["part_type"] = "conversation_rating_changed" },
			reason: intercom.IgnoreUnsupportedPart,
		},
		{
			name: "empty user message", fixture: "conversation_user_replied",
			change: func(m map[string]any) { firstPart(m)["body"] = "<p> &nbsp; </p>" },
			reason: intercom.IgnoreEmpty,
		},
		{
			name: "wakha uuid with a tampered checksum falls back to the label", fixture: "conversation_user_replied_quick_reply",
			change: func(m map[string]any) {
				firstPart(m)["metadata"] = map[string]any{"quick_reply_uuid": "776b0101-8019-891d-8401-000000000000"}
			},
			handle: true, kind: engine.EventUserMessage,
			check: func(t *testing.T, in intercom.Inbound) {
				if in.EngineEvent.Text != "Zid" {
					t.Errorf("text %q", in.EngineEvent.Text)
				}
			},
		},
		{
			name: "no parts in a reply notification", fixture: "conversation_admin_replied_human",
			change: func(m map[string]any) { item(m)["conversation_parts"] = nil },
			reason: intercom.IgnoreNoPart,
			check: func(t *testing.T, in intercom.Inbound) {
				if !strings.HasPrefix(in.DedupeKey, "conv:souk2a7f:215473180093312:conversation.admin.replied:") {
					t.Errorf("dedupe %q", in.DedupeKey)
				}
			},
		},
		{
			name: "close without parts still resolves", fixture: "conversation_admin_closed",
			change: func(m map[string]any) {
				item(m)["conversation_parts"] = map[string]any{"type": "conversation_part.list"}
			},
			handle: true, kind: engine.EventHumanResolved,
		},
		{
			name: "snooze without parts keeps its time", fixture: "conversation_admin_snoozed",
			change: func(m map[string]any) { delete(item(m), "conversation_parts") },
			reason: intercom.IgnoreSnoozed,
			check: func(t *testing.T, in intercom.Inbound) {
				if in.Snooze == nil || in.Snooze.Until.Unix() != 1768044200 {
					t.Errorf("snooze %+v", in.Snooze)
				}
			},
		},
		{
			name: "a ticket is not a conversation", fixture: "conversation_admin_replied_human",
			change: func(m map[string]any) { item(m)["type"] = "ticket" },
			reason: intercom.IgnoreNotConversation,
		},
		{
			name: "fields of an unexpected shape are ignored", fixture: "conversation_user_replied",
			change: func(m map[string]any) {
				item(m)["contacts"] = "nobody"
				item(m)["source"] = 42
				firstPart(m)["metadata"] = []any{1, 2}
				firstPart(m)["attachments"] = "none"
			},
			handle: true, kind: engine.EventUserMessage,
		},
		{
			name: "NUL in a message is dropped", fixture: "conversation_user_replied_plain",
			change: func(m map[string]any) { firstPart(m)["body"] = "tajine\u0000 30 cm" },
			handle: true, kind: engine.EventUserMessage,
			check: func(t *testing.T, in intercom.Inbound) {
				if in.EngineEvent.Text != "tajine 30 cm" {
					t.Errorf("text %q", in.EngineEvent.Text)
				}
			},
		},
		{
			name: "ping without app id", raw: `{"type":"notification_event","topic":"ping","id":null,"data":{"item":{"type":"ping"}}}`,
			reason: intercom.IgnorePing,
		},
		{
			name: "unknown topic without data", raw: `{"type":"notification_event","topic":"company.created","app_id":"souk2a7f"}`,
			reason: intercom.IgnoreUnsupportedTopic,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			body := []byte(tt.raw)
			if tt.raw == "" {
				body = mutate(t, tt.fixture, tt.change)
			}
			p := parser
			if tt.noBot {
				p = intercom.Parser{}
			}
			in, err := p.Parse(body)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if in.Handle != tt.handle || in.IgnoreReason != tt.reason || in.EngineEvent.Kind != tt.kind || in.EngineEvent.Reason != tt.takeover {
				t.Errorf("got Handle=%v reason=%q kind=%q takeover=%q, want %v %q %q %q",
					in.Handle, in.IgnoreReason, in.EngineEvent.Kind, in.EngineEvent.Reason, tt.handle, tt.reason, tt.kind, tt.takeover)
			}
			if tt.check != nil {
				tt.check(t, in)
			}
		})
	}
}

func readFixture(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(fixtureDir, name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestParseErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		body  string
		field string // "" when no FieldError is expected
	}{
		{name: "empty", body: ""},
		{name: "not an object", body: `[1,2]`},
		{name: "not JSON", body: `{"topic":`},
		{name: "no topic", body: `{"type":"notification_event","app_id":"souk2a7f"}`, field: "topic"},
		{name: "topic not a string", body: `{"topic":5}`, field: "topic"},
		{name: "other envelope type", body: `{"type":"conversation","topic":"ping"}`, field: "type"},
		{name: "id an object", body: `{"topic":"ping","id":{"x":1}}`, field: "id"},
		{name: "conversation without app id", body: `{"topic":"conversation.user.replied","data":{"item":{"type":"conversation","id":"1"}}}`, field: "app_id"},
		{name: "app id an array", body: `{"topic":"conversation.user.replied","app_id":["a"],"data":{"item":{"id":"1"}}}`, field: "app_id"},
		{name: "no data", body: `{"topic":"conversation.user.replied","app_id":"souk2a7f"}`, field: "data"},
		{name: "no item", body: `{"topic":"conversation.user.replied","app_id":"souk2a7f","data":{}}`, field: "data.item"},
		{name: "item a string", body: `{"topic":"conversation.user.replied","app_id":"souk2a7f","data":{"item":"x"}}`, field: "data.item"},
		{name: "no conversation id", body: `{"topic":"conversation.admin.closed","app_id":"souk2a7f","data":{"item":{"type":"conversation"}}}`, field: "data.item.id"},
		{name: "conversation id a float", body: `{"topic":"conversation.admin.closed","app_id":"souk2a7f","data":{"item":{"type":"conversation","id":1.5}}}`, field: "data.item.id"},
		{name: "conversation id with a slash", body: `{"topic":"conversation.admin.closed","app_id":"souk2a7f","data":{"item":{"type":"conversation","id":"1/../2"}}}`, field: "data.item.id"},
		{name: "user.created without source", body: `{"topic":"conversation.user.created","app_id":"souk2a7f","data":{"item":{"type":"conversation","id":"1"}}}`, field: "data.item.source"},
		{name: "tour without content_stat", body: `{"topic":"content_stat.tour","app_id":"souk2a7f","data":{"item":{"type":"content_stat.tour"}}}`, field: "data.item.content_stat"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			_, err := parser.Parse([]byte(tt.body))
			if !errors.Is(err, intercom.ErrInvalidPayload) {
				t.Fatalf("err %v, want ErrInvalidPayload", err)
			}
			var fe *intercom.FieldError
			if tt.field == "" {
				if errors.As(err, &fe) {
					t.Errorf("unexpected FieldError %v", fe)
				}
				return
			}
			if !errors.As(err, &fe) || fe.Field != tt.field {
				t.Errorf("err %v, want a FieldError on %s", err, tt.field)
			}
		})
	}
}
