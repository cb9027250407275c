package postgres

import (
	"cmp"
	"context"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/wakha/wakha"
)

// Turns that are ready together commit together (group.go). Each turn of a
// group keeps its own checks (version and lease): when any of them fails,
// the whole group is rolled back and its turns are committed again one by
// one, so each gets its own answer (ErrConflict for the one that lost its
// claim) as if it had never been grouped.

// turnCommit is a turn handed to the group committer.
type turnCommit struct {
	turn  wakha.Turn
	now   *time.Time // db.now() when it was handed over
	began time.Time  // for the commit stage
	// handOwner, when set, is the dispatcher the turn's rows are leased to
	// for handLease when they start their conversation's queue
	// (CommitTurnHanded); the commit answers with them.
	handOwner string
	handLease time.Duration
}

// turnGroup is a turn waiting for its group, answered with the rows it
// leased to its handOwner.
type turnGroup = pending[turnCommit, []wakha.OutboxRow]

// commitTurnGroup commits group in one batch, or one by one when the batch
// fails, and answers each turn.
func (db *DB) commitTurnGroup(ctx context.Context, group []*turnGroup) {
	if len(group) > 1 {
		// Conversation rows are locked in id order, as the heartbeat
		// (ExtendClaims) and a group of inbound events lock them: no two
		// of them wait for each other in a cycle.
		slices.SortFunc(group, func(a, b *turnGroup) int {
			return cmp.Compare(a.item.turn.ConversationID, b.item.turn.ConversationID)
		})
		b := &pgx.Batch{}
		items := make([]turnCommit, len(group))
		for i, p := range group {
			queueTurn(b, p.item.now, p.item.turn, p.item.handOwner, p.item.handLease, &p.res)
			items[i] = p.item
		}
		queueRecords(b, items...)
		if err := db.pool.SendBatch(ctx, b).Close(); err == nil {
			for _, p := range group {
				db.turnCommitted(p, nil)
			}
			return
		}
	}
	for _, p := range group {
		// Rows read from a group that was rolled back are not leased.
		p.res = nil
		b := &pgx.Batch{}
		queueTurn(b, p.item.now, p.item.turn, p.item.handOwner, p.item.handLease, &p.res)
		queueRecords(b, p.item)
		ctx := ctx
		if len(group) > 1 {
			var cancel context.CancelFunc
			ctx, cancel = context.WithTimeout(p.ctx, groupTimeout)
			defer cancel()
		}
		db.turnCommitted(p, turnError(db.pool.SendBatch(ctx, b).Close()))
	}
}

// turnCommitted answers p, announcing its outbox rows once committed,
// unless they were leased to the dispatcher that asked for them.
func (db *DB) turnCommitted(p *turnGroup, err error) {
	if err != nil {
		p.res = nil
	}
	if err == nil && len(p.item.turn.Outbox) > 0 && len(p.res) == 0 {
		db.announce(ChannelOutbox)
	}
	p.err = err
}
