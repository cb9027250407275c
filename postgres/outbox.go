package postgres

import (
	"cmp"
	"context"
	"errors"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/wakha/wakha"
)

// outboxColumns is the select list scanned by scanOutboxRow; o is outbox, c conversations.
const outboxColumns = `o.id, o.conversation_id, o.seq, c.platform, c.account_id, c.external_id, o.kind, o.payload,
	o.status, o.attempts, o.next_attempt_at, o.last_error, o.platform_message_id, o.created_at, o.sent_at, coalesce(o.answers_event_id, 0), o.answers_received_at`

func scanOutboxRow(row pgx.CollectableRow) (wakha.OutboxRow, error) {
	var r wakha.OutboxRow
	var lastErr, platformID *string
	// The payload is scanned as bytes: into a json.RawMessage pgx would run
	// json.Unmarshal, validating what Postgres's jsonb already guarantees.
	var payload []byte
	err := row.Scan(&r.ID, &r.ConversationID, &r.Seq, &r.Key.Platform, &r.Key.AccountID, &r.Key.ExternalID,
		&r.Kind, &payload, &r.Status, &r.Attempts, &r.NextAttemptAt, &lastErr, &platformID, &r.CreatedAt, &r.SentAt, &r.AnswersEventID, &r.AnswersReceivedAt)
	r.Payload = payload
	r.LastError, r.PlatformMessageID = textOr(lastErr), textOr(platformID)
	return r, err
}

// ClaimOutbox leases up to limit rows to owner until now()+lease, at most
// one per conversation: the head (lowest pending seq) of each conversation
// whose head is due (next_attempt_at <= now()) and not leased. A later row
// is never claimed while an earlier one is pending, so per-conversation
// order holds across replicas. Most overdue first. An empty result is not
// an error.
func (db *DB) ClaimOutbox(ctx context.Context, owner string, lease time.Duration, limit int) ([]wakha.OutboxRow, error) {
	if owner == "" {
		return nil, errors.New("postgres: claim outbox: empty owner")
	}
	if lease <= 0 {
		return nil, errors.New("postgres: claim outbox: lease must be positive")
	}
	if limit <= 0 {
		return nil, nil
	}
	var out []wakha.OutboxRow
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		var err error
		out, err = claimOutbox(ctx, tx, db.now(), owner, lease, limit)
		return err
	})
	if err != nil {
		return nil, wrap("claim outbox", err)
	}
	return out, nil
}

// lockedHeads is the CTEs both outbox claims start from ($3 the most heads,
// $4 the clock, nil for the database's): each conversation's lowest
// pending seq, leased or not, so a leased or backing-off head blocks the
// rows behind it; the due ones, most overdue first; and those locked now,
// the lease re-checked on the row's latest version (SKIP LOCKED skips rows
// another replica is claiming right now).
const lockedHeads = `clock AS (
			SELECT coalesce($4::timestamptz, now()) AS now
		),
		heads AS (
			SELECT DISTINCT ON (conversation_id) id, next_attempt_at, lease_until
			FROM outbox
			WHERE status = 'pending'
			ORDER BY conversation_id, seq
		),
		due AS (
			SELECT id
			FROM heads, clock
			WHERE next_attempt_at <= clock.now AND (lease_until IS NULL OR lease_until < clock.now)
			ORDER BY next_attempt_at, id
			LIMIT $3
		),
		locked AS (
			SELECT o.id, o.conversation_id, o.seq
			FROM outbox o, clock
			WHERE o.id IN (SELECT id FROM due)
				AND o.status = 'pending'
				AND (o.lease_until IS NULL OR o.lease_until < clock.now)
			FOR UPDATE OF o SKIP LOCKED
		)`

// claimOutbox leases due heads; now is the clock (nil: the database's), see DB.Now.
func claimOutbox(ctx context.Context, tx pgx.Tx, now *time.Time, owner string, lease time.Duration, limit int) ([]wakha.OutboxRow, error) {
	rows, err := tx.Query(ctx, `
		WITH `+lockedHeads+`
		UPDATE outbox o
		SET lease_owner = $1, lease_until = clock.now + $2 * interval '1 microsecond'
		FROM locked, conversations c, clock
		WHERE o.id = locked.id AND c.id = o.conversation_id
		RETURNING `+outboxColumns,
		owner, micros(lease), limit, now)
	if err != nil {
		return nil, err
	}
	out, err := pgx.CollectRows(rows, scanOutboxRow)
	if err != nil {
		return nil, err
	}
	// RETURNING has no order; hand out the most overdue first.
	slices.SortFunc(out, func(a, b wakha.OutboxRow) int {
		if c := a.NextAttemptAt.Compare(b.NextAttemptAt); c != 0 {
			return c
		}
		return cmp.Compare(a.ID, b.ID)
	})
	return out, nil
}

// finishOutbox runs one lease-checked update of a claimed pending row;
// zero rows means owner lost the lease (or the row is no longer pending).
func (db *DB) finishOutbox(ctx context.Context, op, sql string, args ...any) error {
	return wrap(op, db.inTx(ctx, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, sql, args...)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return wakha.ErrConflict
		}
		return nil
	}))
}

// MarkSent records that the claimed row was delivered, with the platform's
// message id (may be ""), and releases the lease. The last error of earlier
// attempts is kept, for the record. ErrConflict means owner no
// longer held it; the row may then be sent again by another replica (at
// least once).
func (db *DB) MarkSent(ctx context.Context, id int64, owner, platformMessageID string) error {
	return db.finishOutbox(ctx, "mark sent", `
		UPDATE outbox
		SET status = 'sent', sent_at = coalesce($4::timestamptz, now()), platform_message_id = $3,
			lease_owner = NULL, lease_until = NULL
		WHERE id = $1 AND lease_owner = $2 AND status = 'pending'`,
		id, owner, nullText(platformMessageID), db.now())
}

// MarkRetry records a failed attempt (attempts+1, last_error), releases the
// lease and makes the row due again at nextAttemptAt (from Go, e.g. honouring
// Retry-After). The conversation's later rows wait behind it.
func (db *DB) MarkRetry(ctx context.Context, id int64, owner, errText string, nextAttemptAt time.Time) error {
	return db.finishOutbox(ctx, "mark retry", `
		UPDATE outbox
		SET attempts = attempts + 1, last_error = $3, next_attempt_at = $4,
			lease_owner = NULL, lease_until = NULL
		WHERE id = $1 AND lease_owner = $2 AND status = 'pending'`,
		id, owner, errText, nextAttemptAt)
}

// MarkDead gives the claimed row up (attempts+1, last_error kept, status
// dead) so the conversation's later rows proceed.
func (db *DB) MarkDead(ctx context.Context, id int64, owner, errText string) error {
	return db.finishOutbox(ctx, "mark dead", `
		UPDATE outbox
		SET status = 'dead', attempts = attempts + 1, last_error = $3,
			lease_owner = NULL, lease_until = NULL
		WHERE id = $1 AND lease_owner = $2 AND status = 'pending'`,
		id, owner, errText)
}

// ReleaseOutbox is called on shutdown: it releases the leases owner holds
// (compared exactly) on pending outbox rows, so other replicas send them at
// once instead of after the leases expire. Conversation leases are not
// touched: turns still running finish and commit under their own leases.
func (db *DB) ReleaseOutbox(ctx context.Context, owner string) error {
	_, err := db.pool.Exec(ctx, `
		UPDATE outbox SET lease_owner = NULL, lease_until = NULL
		WHERE status = 'pending' AND lease_owner = $1`, owner)
	return wrap("release outbox leases", err)
}

// ClaimOutboxQueues leases the queues of up to conversations conversations
// to owner until now()+lease: each due, unleased head (as ClaimOutbox) and
// up to perConversation-1 of the pending rows behind it, so a turn's text,
// cards and quick replies go out in one claim. The rows come back grouped
// by conversation, most overdue head first, in seq order within each: send
// them in that order, and on a failure give the rest back (ReleaseOutboxRows)
// so they wait behind the retried head. An empty result is not an error.
//
// It is one statement (one round trip, its own implicit transaction): the
// heads are locked with SKIP LOCKED, the rows behind them without it, and
// all of them leased by the same UPDATE.
func (db *DB) ClaimOutboxQueues(ctx context.Context, owner string, lease time.Duration, conversations, perConversation int) ([][]wakha.OutboxRow, error) {
	if owner == "" {
		return nil, errors.New("postgres: claim outbox queues: empty owner")
	}
	if lease <= 0 {
		return nil, errors.New("postgres: claim outbox queues: lease must be positive")
	}
	if conversations <= 0 {
		return nil, nil
	}
	perConversation = max(perConversation, 1)
	// heads and locked are lockedHeads'. The rows behind a head this
	// statement locks are nobody else's: a claim takes a queue from its
	// head, and the head was free. They are locked without SKIP LOCKED, so
	// none is skipped and order holds. locked is read twice, so Postgres
	// materializes it: the heads are locked once.
	rows, err := db.pool.Query(ctx, `
		WITH `+lockedHeads+`,
		later AS (
			SELECT o.id
			FROM outbox o
			JOIN locked h ON o.conversation_id = h.conversation_id
			WHERE o.status = 'pending' AND o.seq > h.seq AND o.seq < h.seq + $5
			FOR UPDATE OF o
		),
		claimed AS (
			SELECT id FROM locked
			UNION ALL
			SELECT id FROM later
		)
		UPDATE outbox o
		SET lease_owner = $1, lease_until = clock.now + $2 * interval '1 microsecond'
		FROM claimed, conversations c, clock
		WHERE o.id = claimed.id AND c.id = o.conversation_id
		RETURNING `+outboxColumns,
		owner, micros(lease), conversations, db.now(), perConversation)
	if err != nil {
		return nil, wrap("claim outbox queues", err)
	}
	claimed, err := pgx.CollectRows(rows, scanOutboxRow)
	if err != nil {
		return nil, wrap("claim outbox queues", err)
	}
	return groupQueues(claimed), nil
}

// groupQueues groups claimed rows by conversation, in seq order within
// each (the head first), and orders the queues most overdue head first
// (RETURNING has no order).
func groupQueues(rows []wakha.OutboxRow) [][]wakha.OutboxRow {
	if len(rows) == 0 {
		return nil
	}
	slices.SortFunc(rows, func(a, b wakha.OutboxRow) int {
		if c := cmp.Compare(a.ConversationID, b.ConversationID); c != 0 {
			return c
		}
		return cmp.Compare(a.Seq, b.Seq)
	})
	var queues [][]wakha.OutboxRow
	for i := 0; i < len(rows); {
		j := i + 1
		for j < len(rows) && rows[j].ConversationID == rows[i].ConversationID {
			j++
		}
		queues = append(queues, rows[i:j:j])
		i = j
	}
	slices.SortFunc(queues, func(a, b []wakha.OutboxRow) int {
		if c := a[0].NextAttemptAt.Compare(b[0].NextAttemptAt); c != 0 {
			return c
		}
		return cmp.Compare(a[0].ID, b[0].ID)
	})
	return queues
}

// heldOutbox selects the pending rows $1 leases. The statements that change
// many of them (sent marks, releases, the heartbeat) run at the same time
// for one owner; each locks its rows in id order first, so none waits for
// another in a cycle (Postgres would end one with a deadlock error, its
// marks lost and its rows sent again once the lease ran out).
const heldOutbox = `SELECT id FROM outbox WHERE lease_owner = $1 AND status = 'pending'`

// ReleaseOutboxRows gives back owner's leases on the rows ids (pending and
// still owner's), so they are claimed again behind their retried head.
func (db *DB) ReleaseOutboxRows(ctx context.Context, owner string, ids []int64) error {
	if len(ids) == 0 {
		return nil
	}
	_, err := db.pool.Exec(ctx, `
		WITH held AS (`+heldOutbox+` AND id = ANY($2) ORDER BY id FOR UPDATE)
		UPDATE outbox o SET lease_owner = NULL, lease_until = NULL
		FROM held WHERE o.id = held.id`, owner, ids)
	return wrap("release outbox rows", err)
}

// MarkSentBatch records many delivered rows in one statement, as MarkSent
// does one, each with the time the platform accepted it (zero: now). It
// returns how many were no longer owner's (their lease was lost: they may
// be sent again by another replica, at least once).
func (db *DB) MarkSentBatch(ctx context.Context, owner string, marks []wakha.SentMark) (lost int, err error) {
	if len(marks) == 0 {
		return 0, nil
	}
	ids := make([]int64, len(marks))
	pids := make([]*string, len(marks))
	ats := make([]*time.Time, len(marks))
	for i, m := range marks {
		ids[i], pids[i] = m.ID, nullText(m.PlatformMessageID)
		if !m.SentAt.IsZero() {
			ats[i] = &marks[i].SentAt
		}
	}
	tag, err := db.pool.Exec(ctx, `
		WITH held AS (`+heldOutbox+` AND id = ANY($2) ORDER BY id FOR UPDATE)
		UPDATE outbox o
		SET status = 'sent', sent_at = coalesce(u.sent_at, $5::timestamptz, now()), platform_message_id = u.platform_id,
			lease_owner = NULL, lease_until = NULL
		FROM held, unnest($2::bigint[], $3::text[], $4::timestamptz[]) AS u(id, platform_id, sent_at)
		WHERE o.id = held.id AND u.id = held.id`,
		owner, ids, pids, ats, db.now())
	if err != nil {
		return 0, wrap("mark sent", err)
	}
	return len(marks) - int(tag.RowsAffected()), nil
}

// ExtendOutboxRows is the dispatcher's heartbeat for the rows it knows it
// holds (ids: claimed or handed over, being sent or waiting for their sent
// mark): it moves the lease of each one owner still holds to now()+lease.
// A row leased to owner that the dispatcher no longer tracks (its sent
// mark failed, or a commit that leased it reported an error) is left to
// run out, so another claim takes it.
func (db *DB) ExtendOutboxRows(ctx context.Context, owner string, ids []int64, lease time.Duration) error {
	if len(ids) == 0 {
		return nil
	}
	_, err := db.pool.Exec(ctx, `
		WITH held AS (`+heldOutbox+` AND id = ANY($4) ORDER BY id FOR UPDATE)
		UPDATE outbox o SET lease_until = coalesce($2::timestamptz, now()) + $3 * interval '1 microsecond'
		FROM held WHERE o.id = held.id`, owner, db.now(), micros(lease), ids)
	return wrap("extend outbox leases", err)
}
