package postgres

import (
	"cmp"
	"context"
	"slices"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/wakha/wakha"
)

// Turns that are ready together commit together. A turn's commit is one
// pipelined batch (CommitTurn); while one is in flight, the turns that
// come in wait, and the next commit takes all of them as one batch in one
// implicit transaction: one round trip and one WAL flush for the group
// instead of one each. Nothing waits on a timer: a turn that finds no
// commit in flight goes at once, alone.
//
// Each turn of a group keeps its own checks (version and lease): when any
// of them fails, the whole group is rolled back and its turns are
// committed again one by one, so each gets its own answer (ErrConflict for
// the one that lost its claim) as if it had never been grouped.

// maxTurnGroup bounds the turns of one group (and so one transaction's
// locks and statements).
const maxTurnGroup = 32

// turnGroups gathers the turns waiting for the commit in flight.
type turnGroups struct {
	mu       sync.Mutex
	waiting  []*pendingTurn
	inFlight bool
}

// pendingTurn is a turn handed to the group committer.
type pendingTurn struct {
	turn  wakha.Turn
	now   *time.Time // db.now() when it was handed over
	began time.Time  // for the commit stage
	done  chan error // its answer, buffered
}

// commitGrouped commits t, alone or with the turns ready at the same time.
// ctx bounds the wait for the answer; the group's statements are bounded
// by commitGroupTimeout alone, so one caller giving up does not fail the
// others' turns.
func (db *DB) commitGrouped(ctx context.Context, t wakha.Turn, began time.Time) error {
	p := &pendingTurn{turn: t, now: db.now(), began: began, done: make(chan error, 1)}
	g := &db.turns
	g.mu.Lock()
	g.waiting = append(g.waiting, p)
	lead := !g.inFlight
	if lead {
		g.inFlight = true
	}
	g.mu.Unlock()
	if lead {
		// This caller commits the first group (its own turn and whatever
		// came with it); later groups go on in a goroutine of their own.
		gctx := context.WithoutCancel(ctx)
		if db.commitNextGroup(gctx) {
			go func() {
				for db.commitNextGroup(gctx) {
				}
			}()
		}
	}
	select {
	case err := <-p.done:
		return err
	case <-ctx.Done():
		// The turn may still commit with its group: as with any commit
		// whose answer was lost, the lease check keeps it from counting twice.
		return ctx.Err()
	}
}

// commitGroupTimeout bounds one group's round trip (and the retries one by
// one after a failed group).
const commitGroupTimeout = 10 * time.Second

// commitNextGroup commits the turns waiting now, up to maxTurnGroup, and
// reports whether more are waiting (the caller commits them next); when
// none are, the committer is idle again.
func (db *DB) commitNextGroup(ctx context.Context) (more bool) {
	g := &db.turns
	g.mu.Lock()
	n := min(len(g.waiting), maxTurnGroup)
	group := slices.Clone(g.waiting[:n])
	g.waiting = slices.Delete(g.waiting, 0, n)
	g.mu.Unlock()

	ctx, cancel := context.WithTimeout(ctx, commitGroupTimeout)
	defer cancel()
	db.commitTurnGroup(ctx, group)

	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.waiting) == 0 {
		g.inFlight = false
		return false
	}
	return true
}

// commitTurnGroup commits group in one batch, or one by one when the batch
// fails, and answers each turn.
func (db *DB) commitTurnGroup(ctx context.Context, group []*pendingTurn) {
	if len(group) > 1 {
		// Conversation rows are locked in id order, as the heartbeat
		// locks them (ExtendClaims): two groups, or a group and a
		// heartbeat, never wait for each other in a cycle.
		slices.SortFunc(group, func(a, b *pendingTurn) int {
			return cmp.Compare(a.turn.ConversationID, b.turn.ConversationID)
		})
		b := &pgx.Batch{}
		for _, p := range group {
			queueTurn(b, p.now, p.turn, p.began)
		}
		if err := db.pool.SendBatch(ctx, b).Close(); err == nil {
			for _, p := range group {
				db.turnCommitted(p, nil)
			}
			return
		}
	}
	for _, p := range group {
		b := &pgx.Batch{}
		queueTurn(b, p.now, p.turn, p.began)
		db.turnCommitted(p, turnError(db.pool.SendBatch(ctx, b).Close()))
	}
}

// turnCommitted answers p's caller, announcing its outbox rows once
// committed.
func (db *DB) turnCommitted(p *pendingTurn, err error) {
	if err == nil && len(p.turn.Outbox) > 0 {
		db.announce(ChannelOutbox)
	}
	p.done <- err
}
