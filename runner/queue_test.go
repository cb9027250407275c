package runner_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/i18n"
)

// One active instance per contact, against real Postgres: a conversation
// only waiting on the shopper is superseded by the contact's new one; a
// new one while the contact's other is with a human waits QUEUED (told so
// in one line, its message stored, not answered) and is taken up, its
// message answered, when that one ends.
func TestOneActiveInstancePerContact(t *testing.T) {
	t.Parallel()
	r := newFollowUpRig(t)
	ctx := context.Background()
	conv := func(id string) wakha.ConvKey {
		return wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: id}
	}
	send := func(k wakha.ConvKey, id string, ev engine.Event) {
		t.Helper()
		b, _ := json.Marshal(ev)
		if _, _, err := r.db.InsertEvent(ctx, wakha.NewEvent{Key: k, DedupeKey: id, ContactRef: "visitor-7", Kind: string(ev.Kind), Payload: b}); err != nil {
			t.Fatal(err)
		}
		r.clock.Add(time.Second)
	}
	say := func(k wakha.ConvKey, id, text string) {
		send(k, id, engine.Event{Kind: engine.EventUserMessage, MessageID: id, Text: text})
	}
	view := func(k wakha.ConvKey) (string, []string) {
		t.Helper()
		v, err := r.db.Conversation(ctx, k, 50)
		if err != nil {
			t.Fatal(err)
		}
		var keys []string
		for _, o := range v.Outbox {
			var p map[string]string
			_ = json.Unmarshal(o.Payload, &p)
			keys = append(keys, p["key"])
		}
		return v.LifecycleState, keys
	}

	a, b, c := conv("100"), conv("101"), conv("102")
	say(a, "a1", "tajine")
	r.drain(t)
	if lc, _ := view(a); lc != string(engine.LifecycleHeartbeatScheduled) {
		t.Fatalf("a: %s", lc)
	}
	// b starts while a only waits on the shopper: a is superseded.
	say(b, "b1", "babouches")
	r.drain(t)
	if lc, _ := view(a); lc != string(engine.LifecycleCompleted) {
		t.Fatalf("a after b started: %s, want COMPLETED (superseded)", lc)
	}
	// b goes to a human; c starts meanwhile: queued.
	send(b, "b-human", engine.Event{Kind: engine.EventHumanTookOver, Reason: "assigned"})
	r.drain(t)
	if lc, _ := view(b); lc != string(engine.LifecycleNeedsHuman) {
		t.Fatalf("b: %s", lc)
	}
	say(c, "c1", "salam")
	r.drain(t)
	lc, keys := view(c)
	if lc != string(engine.LifecycleQueued) || len(keys) != 1 || keys[0] != string(i18n.KeyQueued) {
		t.Fatalf("c while b is with a human: %s, said %v; want QUEUED and the queued line", lc, keys)
	}
	if st, _ := r.db.Stats(ctx); st.EventsPending != 1 {
		t.Fatalf("%d events pending, want c's message kept", st.EventsPending)
	}
	// Its recheck finds b still with the human: still queued, nothing said.
	r.clock.Add(2 * time.Minute)
	r.drain(t)
	if lc, keys := view(c); lc != string(engine.LifecycleQueued) || len(keys) != 1 {
		t.Fatalf("c after a recheck: %s %v", lc, keys)
	}
	// The human resolves b: c is taken up at once and its message answered.
	send(b, "b-resolved", engine.Event{Kind: engine.EventHumanResolved})
	r.drain(t)
	lc, keys = view(c)
	if lc == string(engine.LifecycleQueued) || len(keys) != 2 || keys[1] != string(i18n.KeyGreeting) {
		t.Fatalf("c after b ended: %s, said %v; want the greeting answered", lc, keys)
	}
	if st, _ := r.db.Stats(ctx); st.EventsPending != 0 {
		t.Fatalf("%d events pending", st.EventsPending)
	}
}
