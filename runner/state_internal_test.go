package runner

import (
	"context"
	"encoding/json"
	"os"
	"testing"

	"github.com/wakha/wakha/engine"
)

// loadtestState is a conversation's stored state as the load tool leaves
// it (six turns of a shopper's script): about 10 kB of JSON.
func loadtestState(tb testing.TB) json.RawMessage {
	tb.Helper()
	b, err := os.ReadFile("testdata/loadtest_state.json")
	if err != nil {
		tb.Fatal(err)
	}
	return json.RawMessage(b)
}

// The queue rule's lifecycle read from the once-decoded state is the one
// storedLifecycle reads from the raw JSON, readable or not.
func TestStoredStateLifecycle(t *testing.T) {
	cases := map[string]json.RawMessage{
		"new conversation":       nil,
		"load tool's state":      loadtestState(t),
		"no lifecycle":           json.RawMessage(`{"_v":1,"dialogue":{"state":"idle"}}`),
		"queued":                 json.RawMessage(`{"lifecycle":{"state":"QUEUED"}}`),
		"not JSON":               json.RawMessage(`{"lifecycle":`),
		"other field unreadable": json.RawMessage(`{"dialogue":7,"lifecycle":{"state":"NEEDS_HUMAN"}}`),
		"lifecycle unreadable":   json.RawMessage(`{"lifecycle":{"state":7}}`),
	}
	r := &Runner{cards: newCardCache()} // no card store: states are read as they are
	ctx := context.Background()
	load := func(raw json.RawMessage) *storedState {
		t.Helper()
		s, err := r.loadStored(ctx, raw)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	for name, raw := range cases {
		s := load(raw)
		if got, want := s.lifecycle(raw), storedLifecycle(raw); got != want {
			t.Errorf("%s: lifecycle %q, storedLifecycle %q", name, got, want)
		}
		if (s == nil) != (len(raw) == 0) {
			t.Errorf("%s: decoded %v for %d bytes", name, s != nil, len(raw))
		}
	}
	if got := load(loadtestState(t)).lifecycle(nil); got != engine.LifecycleHeartbeatScheduled {
		t.Errorf("load tool's state: lifecycle %q", got)
	}
	if s := load(json.RawMessage(`{"dialogue":7,"lifecycle":{"state":"NEEDS_HUMAN"}}`)); s.err == nil {
		t.Error("an unreadable field: no error, decide would not start fresh")
	}
}

// BenchmarkTurnStateRead is the state reading of one turn of a conversation
// with a contact: the queue rule's lifecycle and decide's starting state.
// "twice" is how process read them before loadStored.
func BenchmarkTurnStateRead(b *testing.B) {
	raw := loadtestState(b)
	b.Run("twice", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_ = storedLifecycle(raw)
			var st engine.State
			if err := json.Unmarshal(raw, &st); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("once", func(b *testing.B) {
		r := &Runner{cards: newCardCache()}
		b.ReportAllocs()
		for b.Loop() {
			s, _ := r.loadStored(context.Background(), raw)
			_ = s.lifecycle(raw)
			if s.err != nil {
				b.Fatal(s.err)
			}
		}
	})
}
