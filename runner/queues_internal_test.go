package runner

import (
	"context"
	"log/slog"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
)

// memQueues is an in-memory queue store for one conversation: a claim takes
// its pending rows from the head when the head is not leased, as
// postgres.DB.ClaimOutboxQueues does. MarkSentBatch waits for hold to be
// closed, so a test can keep the head leased and unmarked.
type memQueues struct {
	memOutbox
	hold chan struct{}

	mu      sync.Mutex
	rows    []wakha.OutboxRow // pending, in seq order
	leased  map[int64]bool
	claims  int
	claimed chan []wakha.OutboxRow // every non-empty claim
}

func (s *memQueues) add(id int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.rows = append(s.rows, wakha.OutboxRow{ID: id, ConversationID: 1, Seq: id, Key: wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: "c1"}, Kind: "message",
		Payload: []byte(`{"content":"r` + strconv.FormatInt(id, 10) + `"}`)})
}

func (s *memQueues) ClaimOutboxQueues(_ context.Context, _ string, _ time.Duration, conversations, per int) ([][]wakha.OutboxRow, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.claims++
	if conversations < 1 || len(s.rows) == 0 || s.leased[s.rows[0].ID] {
		return nil, nil
	}
	q := append([]wakha.OutboxRow(nil), s.rows[:min(per, len(s.rows))]...)
	for _, r := range q {
		s.leased[r.ID] = true
	}
	s.claimed <- q
	return [][]wakha.OutboxRow{q}, nil
}

func (s *memQueues) ReleaseOutboxRows(_ context.Context, _ string, ids []int64) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, id := range ids {
		delete(s.leased, id)
	}
	return nil
}

func (s *memQueues) MarkSentBatch(_ context.Context, _ string, marks []wakha.SentMark) (int, error) {
	<-s.hold
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, m := range marks {
		for i, r := range s.rows {
			if r.ID == m.ID {
				s.rows = append(s.rows[:i], s.rows[i+1:]...)
				delete(s.leased, m.ID)
				break
			}
		}
	}
	return 0, nil
}

// okSender accepts every row.
type okSender struct{}

func (okSender) Send(_ context.Context, row wakha.OutboxRow) (string, error) {
	return "pm-" + strconv.FormatInt(row.ID, 10), nil
}
func (okSender) Classify(error) wakha.Failure { return wakha.Failure{Kind: wakha.Transient} }
func (okSender) Name() string                 { return "chatwoot" }
func (okSender) DeadLetter(wakha.OutboxRow) string {
	return ""
}
func (okSender) Render(wakha.ConvKey, []engine.Effect, engine.State) ([]wakha.OutboxItem, error) {
	return nil, nil
}

// TestDispatcherClaimsRowsCommittedBehindAnUnmarkedHead: a row committed
// (and announced) while the conversation's previous reply was sent but not
// yet marked cannot be claimed then; once the completer has recorded the
// mark, the dispatcher claims it without waiting for its poll (an hour here).
func TestDispatcherClaimsRowsCommittedBehindAnUnmarkedHead(t *testing.T) {
	t.Parallel()
	store := &memQueues{hold: make(chan struct{}), leased: map[int64]bool{}, claimed: make(chan []wakha.OutboxRow, 16)}
	store.add(1)
	d := NewDispatcher(store, wakha.NewPlatforms(okSender{}), DispatchOptions{Owner: "d", Workers: 2, Lease: time.Minute,
		PollInterval: time.Hour, MaxAttempts: 3, BaseDelay: time.Second, MaxDelay: time.Minute},
		slog.New(slog.DiscardHandler), NewMetrics(prometheus.NewRegistry()))
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- d.Run(ctx) }()
	defer func() { cancel(); <-done }()

	deadline := time.After(30 * time.Second)
	next := func(what string) []wakha.OutboxRow {
		t.Helper()
		select {
		case q := <-store.claimed:
			return q
		case <-deadline:
			t.Fatalf("no claim of %s", what)
			return nil
		}
	}
	if q := next("the first row"); len(q) != 1 || q[0].ID != 1 {
		t.Fatalf("first claim = %+v", q)
	}
	// Row 1 is sent; its mark waits (hold). Row 2 is committed behind it.
	store.add(2)
	d.Notify()
	close(store.hold)
	if q := next("the row committed behind the unmarked head"); len(q) != 1 || q[0].ID != 2 {
		t.Fatalf("second claim = %+v", q)
	}
}
