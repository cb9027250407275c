package main

import (
	"context"
	"testing"
	"time"

	"github.com/wakha/wakha"
)

// The book pairs a message with the first reply that answers it — folded
// messages share it, an answer reported before the 200 is read still
// counts, and the tail of an earlier turn never answers a later message.
func TestAnswerBookPairsMessagesWithTheirAnswers(t *testing.T) {
	t.Parallel()
	t0 := time.Date(2030, 1, 1, 12, 0, 0, 0, time.UTC)
	at := func(ms int) time.Time { return t0.Add(time.Duration(ms) * time.Millisecond) }
	row := func(conv string, event int64) wakha.OutboxRow {
		return wakha.OutboxRow{Key: wakha.ConvKey{ExternalID: conv}, AnswersEventID: event}
	}
	b := newAnswerBook()
	b.add("1", 10, at(0))
	b.add("1", 11, at(5)) // folded into the same turn as 10
	b.answer(row("1", 11), at(40))
	b.answer(row("2", 20), at(50)) // answered before the client saw its 200
	b.add("2", 20, at(30))
	b.add("1", 12, at(60))
	b.answer(row("1", 11), at(70)) // a second turn's reply that answers nothing new
	if b.wait(context.Background(), "1", 12, time.Millisecond) {
		t.Fatal("event 12 counted as answered by a reply to event 11")
	}
	b.answer(row("1", 12), at(90))

	lat, last, missing := b.results()
	want := []time.Duration{40 * time.Millisecond, 35 * time.Millisecond, 20 * time.Millisecond, 30 * time.Millisecond}
	if len(lat) != len(want) {
		t.Fatalf("latencies %v, want %v", lat, want)
	}
	for i := range want {
		if lat[i] != want[i] {
			t.Errorf("latency %d = %v, want %v", i, lat[i], want[i])
		}
	}
	if !last.Equal(at(90)) || missing != 0 {
		t.Errorf("last = %v, missing = %d; want %v, 0", last, missing, at(90))
	}
	if !b.wait(context.Background(), "1", 12, time.Millisecond) {
		t.Error("event 12 not answered after its reply")
	}
}

// A shopper waiting for its answer is woken by it, whatever other
// conversations are answered meanwhile.
func TestAnswerBookWakesTheWaitingShopper(t *testing.T) {
	t.Parallel()
	b := newAnswerBook()
	now := time.Now()
	b.add("3", 30, now)
	b.add("4", 40, now)
	woken := make(chan bool, 1)
	go func() { woken <- b.wait(context.Background(), "3", 30, time.Minute) }()
	b.answer(wakha.OutboxRow{Key: wakha.ConvKey{ExternalID: "4"}, AnswersEventID: 40}, now)
	b.answer(wakha.OutboxRow{Key: wakha.ConvKey{ExternalID: "3"}, AnswersEventID: 30}, now)
	if !<-woken {
		t.Fatal("wait gave up before its answer")
	}
}

// With --warmup, the messages sent before its end are reported apart:
// split by when each was sent, not by when it was answered.
func TestWarmupSplitsBySendingTime(t *testing.T) {
	t.Parallel()
	t0 := time.Date(2030, 1, 1, 12, 0, 0, 0, time.UTC)
	at := func(ms int) time.Time { return t0.Add(time.Duration(ms) * time.Millisecond) }
	b := newAnswerBook()
	b.add("1", 10, at(0))   // sent in the warm-up, answered after it
	b.add("2", 20, at(900)) // sent in the warm-up
	b.add("3", 30, at(1000))
	b.answer(wakha.OutboxRow{Key: wakha.ConvKey{ExternalID: "1"}, AnswersEventID: 10}, at(1500))
	b.answer(wakha.OutboxRow{Key: wakha.ConvKey{ExternalID: "2"}, AnswersEventID: 20}, at(950))
	b.answer(wakha.OutboxRow{Key: wakha.ConvKey{ExternalID: "3"}, AnswersEventID: 30}, at(1004))
	warm, rest := splitSamples(b.samples(), at(1000))
	if len(warm) != 2 || warm[0] != 1500*time.Millisecond || warm[1] != 50*time.Millisecond {
		t.Errorf("warm-up waits %v, want [1.5s 50ms]", warm)
	}
	if len(rest) != 1 || rest[0] != 4*time.Millisecond {
		t.Errorf("measured waits %v, want [4ms]", rest)
	}
	rec := &loadRecord{acks: []time.Duration{time.Millisecond, 2 * time.Millisecond}, ackSent: []time.Time{at(10), at(2000)}}
	warm, rest = splitSamples(rec.ackSamples(), at(1000))
	if len(warm) != 1 || warm[0] != time.Millisecond || len(rest) != 1 || rest[0] != 2*time.Millisecond {
		t.Errorf("acks split into %v and %v, want [1ms] and [2ms]", warm, rest)
	}
}
