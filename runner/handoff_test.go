package runner_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/postgres"
	"github.com/wakha/wakha/postgres/pgtest"
)

// flakyLedger is the ledger's platform, refusing the first attempt at
// each conversation's first reply once (a 503).
type flakyLedger struct {
	ledgerPlatform
	mu      sync.Mutex
	refused map[string]bool
}

var errBusy = errors.New("503 busy")

func (p *flakyLedger) Send(ctx context.Context, row wakha.OutboxRow) (string, error) {
	p.mu.Lock()
	refuse := row.Seq == 1 && !p.refused[row.Key.ExternalID]
	if refuse {
		p.refused[row.Key.ExternalID] = true
	}
	p.mu.Unlock()
	if refuse {
		return "", errBusy
	}
	return p.ledgerPlatform.Send(ctx, row)
}

// Replies handed to the replica's own dispatcher in their turn's commit are
// sent once each, in order per conversation, also when the head of a
// handed queue must be retried: the rows behind it are given back and go
// after it, and a later turn's replies wait behind them.
func TestHandedRepliesSentOnceInOrder(t *testing.T) {
	t.Parallel()
	url := pgtest.URL(t)
	ctx := context.Background()
	writer, err := postgres.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(writer.Close)
	l := &ledger{accepted: map[int64]int{}, order: map[string][]int64{}}
	tests := []struct {
		conv  string
		texts []string
	}{
		{"greets", []string{"salam", "wach 3ndkom tajine?", "merci"}},
		{"asks", []string{"wach 3ndkom tajine?", "zid", "chhal taman?"}},
		{"thanks", []string{"merci"}},
	}
	platform := &flakyLedger{ledgerPlatform: ledgerPlatform{l: l}, refused: map[string]bool{}}
	// On the real clock (the retries' backoff is waited out), with a lease
	// no late heartbeat on a loaded machine lets run out.
	r := startReplica(t, url, "A", &slowCatalog{}, platform, time.Now, time.Minute)
	messages := 0
	for _, tc := range tests {
		for i, text := range tc.texts {
			k := wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: tc.conv}
			b, _ := json.Marshal(engine.Event{Kind: engine.EventUserMessage, MessageID: fmt.Sprint(tc.conv, i), Text: text})
			if _, _, err := writer.InsertEvent(ctx, wakha.NewEvent{Key: k, DedupeKey: fmt.Sprint(tc.conv, i),
				Kind: string(engine.EventUserMessage), Payload: b}); err != nil {
				t.Fatal(err)
			}
			messages++
		}
	}
	waitAllDone(t, writer, "every message answered and every reply sent")
	var total int
	if err := writer.Pool().QueryRow(ctx, `SELECT count(*) FROM outbox`).Scan(&total); err != nil {
		t.Fatal(err)
	}
	if n := gatheredCounter(t, r.reg, "wakha_outbox_handed_over_total"); n == 0 {
		t.Error("no reply was handed over")
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.accepted) != total || total < messages {
		t.Errorf("the platform accepted %d distinct replies; the outbox has %d for %d messages", len(l.accepted), total, messages)
	}
	for id, n := range l.accepted {
		if n != 1 {
			t.Errorf("reply %d accepted %d times", id, n)
		}
	}
	for _, tc := range tests {
		seqs := l.order[tc.conv]
		if !slices.IsSorted(seqs) || len(seqs) == 0 || seqs[0] != 1 {
			t.Errorf("%s: replies accepted in seq order %v", tc.conv, seqs)
		}
		if !platform.refused[tc.conv] {
			t.Errorf("%s: the first reply was never refused", tc.conv)
		}
	}
}
