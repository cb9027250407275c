package postgres

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"sync"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

// notifyWindow is how long announcements gather before one NOTIFY tells the
// other replicas; a variable so tests can change it.
var notifyWindow = 20 * time.Millisecond

// notifier tells other replicas about new work with NOTIFY, outside the
// data transactions and at most once per channel per notifyWindow. A
// pg_notify inside an insert's or a turn's transaction takes Postgres's
// global notify lock from the NOTIFY until the commit is flushed, which
// serializes those commits: they could no longer share a WAL flush.
type notifier struct {
	pool *pgxpool.Pool
	// self is the payload of this handle's NOTIFYs: its own Listen skips
	// them, since OnCommit has woken the local workers already.
	self string

	mu      sync.Mutex
	pending map[string]bool
	timer   *time.Timer // a flush is scheduled
	closed  bool
}

func newNotifier(pool *pgxpool.Pool) *notifier {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	return &notifier{pool: pool, self: "wakha-" + hex.EncodeToString(b), pending: map[string]bool{}}
}

// schedule asks for a NOTIFY on channel within notifyWindow.
func (n *notifier) schedule(channel string) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.closed {
		return
	}
	n.pending[channel] = true
	if n.timer == nil {
		n.timer = time.AfterFunc(notifyWindow, n.flush)
	}
}

// flush sends one NOTIFY per pending channel. A lost NOTIFY only delays
// other replicas until their next poll, so errors are not reported.
func (n *notifier) flush() {
	n.mu.Lock()
	channels := make([]string, 0, len(n.pending))
	for ch := range n.pending {
		channels = append(channels, ch)
	}
	clear(n.pending)
	n.timer = nil
	closed := n.closed
	n.mu.Unlock()
	if closed || len(channels) == 0 {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, _ = n.pool.Exec(ctx, `SELECT pg_notify(ch, $2) FROM unnest($1::text[]) AS ch`, channels, n.self)
}

func (n *notifier) close() {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.closed = true
	if n.timer != nil {
		n.timer.Stop()
		n.timer = nil
	}
}

// announce reports committed work on channel: to this process at once
// (OnCommit), to the other replicas by a NOTIFY shortly after.
func (db *DB) announce(channel string) {
	if db.OnCommit != nil {
		db.OnCommit(channel)
	}
	if db.notifier != nil {
		db.notifier.schedule(channel)
	}
}
