package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/wakha/wakha"
)

// Retention (RETENTION_PERIOD): what is older than the cutoff and done
// with is deleted in small batches, by one replica at a time. Dead
// letters are kept until an operator retries or drops them, and so is a
// finished conversation that still has one.

// retentionLockKey is the advisory lock that makes one replica prune at a
// time ("wakha_retention").
const retentionLockKey int64 = 0x77616b6861_7265

// DefaultPruneBatch is how many rows one delete statement removes.
const DefaultPruneBatch = 500

// Prune deletes, in batches of batch rows (DefaultPruneBatch when <= 0),
// processed events, sent outbox rows and transitions from before cutoff,
// and conversations whose instance ended (COMPLETED, ABANDONED, FAILED)
// and were last touched before cutoff, unless they still have a dead
// letter or unprocessed events, or a live lease; and storefront visitors'
// own session rows (wakha.VisitorKey) not seen since cutoff — no turn
// and no event received since — unless a platform conversation that has
// not finished carries the visitor id, or the row has unprocessed events,
// a pending or dead outbox row, or a live lease. A deleted row's events,
// outbox rows and transitions go with it. It takes a session
// advisory lock first and returns Skipped when another replica holds it.
// Each batch commits on its own, so a long prune holds no long
// transaction; ctx ends it between batches.
func (db *DB) Prune(ctx context.Context, cutoff time.Time, batch int) (wakha.Pruned, error) {
	var p wakha.Pruned
	if batch <= 0 {
		batch = DefaultPruneBatch
	}
	conn, err := db.pool.Acquire(ctx)
	if err != nil {
		return p, wrap("prune", err)
	}
	defer conn.Release()
	var locked bool
	if err := conn.QueryRow(ctx, `SELECT pg_try_advisory_lock($1)`, retentionLockKey).Scan(&locked); err != nil {
		return p, wrap("prune: lock", err)
	}
	if !locked {
		p.Skipped = true
		return p, nil
	}
	defer func() {
		// A fresh context: the lock must go even when ctx has ended.
		uctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer cancel()
		_, _ = conn.Exec(uctx, `SELECT pg_advisory_unlock($1)`, retentionLockKey)
	}()
	steps := []struct {
		name  string
		count *int64
		sql   string
	}{
		{"events", &p.Events, `
			DELETE FROM inbound_events WHERE id IN (
				SELECT id FROM inbound_events WHERE processed_at < $1 LIMIT $2)`},
		{"outbox", &p.Outbox, `
			DELETE FROM outbox WHERE id IN (
				SELECT id FROM outbox WHERE status = 'sent' AND sent_at < $1 LIMIT $2)`},
		// A row holds a turn's hops (migration 00012), or one hop for
		// rows written before it: the batch is of rows, the count of hops.
		{"transitions", &p.Transitions, `
			WITH gone AS (
				DELETE FROM transitions WHERE id IN (
					SELECT id FROM transitions WHERE at < $1 LIMIT $2)
				RETURNING coalesce(jsonb_array_length(hops), 1) AS hops)
			SELECT count(*), coalesce(sum(hops), 0) FROM gone`},
		{"conversations", &p.Conversations, `
			DELETE FROM conversations WHERE id IN (
				SELECT c.id FROM conversations c
				WHERE c.lifecycle_state IN ('COMPLETED', 'ABANDONED', 'FAILED')
					AND c.updated_at < $1
					AND (c.lease_until IS NULL OR c.lease_until < coalesce($3::timestamptz, now()))
					AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.conversation_id = c.id AND o.status IN ('dead', 'pending'))
					AND NOT EXISTS (SELECT 1 FROM inbound_events e WHERE e.conversation_id = c.id AND e.processed_at IS NULL)
				LIMIT $2
				FOR UPDATE SKIP LOCKED)`},
		{"visitors", &p.Visitors, `
			DELETE FROM conversations WHERE id IN (
				SELECT v.id FROM conversations v
				WHERE v.account_id = '` + wakha.VisitorAccount + `'
					AND v.updated_at < $1
					AND (v.wake_at IS NULL OR v.wake_at < $1)
					AND (v.lease_until IS NULL OR v.lease_until < coalesce($3::timestamptz, now()))
					AND NOT EXISTS (SELECT 1 FROM inbound_events e WHERE e.conversation_id = v.id
						AND (e.processed_at IS NULL OR e.received_at >= $1))
					AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.conversation_id = v.id AND o.status IN ('dead', 'pending'))
					AND NOT EXISTS (SELECT 1 FROM conversations c
						WHERE c.platform = v.platform AND c.visitor_id = v.external_id
							AND c.account_id <> v.account_id
							AND c.lifecycle_state NOT IN ('COMPLETED', 'ABANDONED', 'FAILED'))
				LIMIT $2
				FOR UPDATE SKIP LOCKED)`},
	}
	now := db.now()
	for _, s := range steps {
		for {
			if err := ctx.Err(); err != nil {
				return p, err
			}
			var n, counted int64 // rows deleted; what they count for (hops for transitions)
			err := pgx.BeginTxFunc(ctx, conn, pgx.TxOptions{}, func(tx pgx.Tx) error {
				args := []any{cutoff, batch}
				if s.name == "conversations" || s.name == "visitors" {
					args = append(args, now)
				}
				// Planned for the batch at hand, as Postgres does by default:
				// the pool's generic plans (genericPlans) would not know the
				// LIMIT and hash-join each batch with a scan of the whole table.
				if _, err := tx.Exec(ctx, `SET LOCAL plan_cache_mode = auto`); err != nil {
					return err
				}
				if s.name == "transitions" {
					return tx.QueryRow(ctx, s.sql, args...).Scan(&n, &counted)
				}
				tag, err := tx.Exec(ctx, s.sql, args...)
				n, counted = tag.RowsAffected(), tag.RowsAffected()
				return err
			})
			if err != nil {
				return p, wrap(fmt.Sprintf("prune %s", s.name), err)
			}
			*s.count += counted
			if n < int64(batch) {
				break
			}
		}
	}
	return p, nil
}
