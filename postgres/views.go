package postgres

import (
	"context"
	"encoding/json"
	"time"

	"github.com/jackc/pgx/v5"
)

// Stats is a snapshot of the queues, for metrics and the admin API.
type Stats struct {
	EventsPending int // inbound events not yet processed
	OutboxPending int
	OutboxDead    int
	// ByDialogueState counts conversations per dialogue state.
	ByDialogueState map[string]int
	// OldestPendingOutbox is the age of the oldest pending outbox row (0 when none).
	OldestPendingOutbox time.Duration
}

// Stats counts pending work. The counts use the partial indexes, so they
// stay cheap while the queues are short.
func (db *DB) Stats(ctx context.Context) (Stats, error) {
	s := Stats{ByDialogueState: map[string]int{}}
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		var oldestMicros int64
		err := tx.QueryRow(ctx, `
			SELECT
				(SELECT count(*) FROM inbound_events WHERE processed_at IS NULL),
				(SELECT count(*) FROM outbox WHERE status = 'pending'),
				(SELECT count(*) FROM outbox WHERE status = 'dead'),
				(SELECT COALESCE((extract(epoch FROM coalesce($1::timestamptz, now()) - min(created_at)) * 1000000)::bigint, 0)
					FROM outbox WHERE status = 'pending')`, db.now(),
		).Scan(&s.EventsPending, &s.OutboxPending, &s.OutboxDead, &oldestMicros)
		if err != nil {
			return err
		}
		s.OldestPendingOutbox = time.Duration(max(oldestMicros, 0)) * time.Microsecond
		rows, err := tx.Query(ctx, `SELECT dialogue_state, count(*) FROM conversations GROUP BY dialogue_state`)
		if err != nil {
			return err
		}
		var state string
		var n int
		_, err = pgx.ForEachRow(rows, []any{&state, &n}, func() error {
			s.ByDialogueState[state] = n
			return nil
		})
		return err
	})
	if err != nil {
		return Stats{}, wrap("stats", err)
	}
	return s, nil
}

// ConversationView is everything stored about one conversation, for the
// admin API.
type ConversationView struct {
	ID            int64
	Key           ConvKey
	ContactRef    string
	State         json.RawMessage // nil until the first turn committed
	Version       int64
	DialogueState string
	HandoffReason string
	WakeAt        *time.Time
	LeaseOwner    string
	LeaseUntil    *time.Time
	CreatedAt     time.Time
	UpdatedAt     time.Time
	// Transitions are the last lastN, oldest first.
	Transitions []TransitionRow
	// Outbox holds the last lastN rows, in seq order, with status, attempts,
	// last error and platform message id.
	Outbox []OutboxRow
}

// DefaultViewRows is the number of transitions and outbox rows Conversation
// returns when lastN <= 0.
const DefaultViewRows = 20

// Conversation returns the conversation with its last lastN transitions and
// outbox rows (DefaultViewRows when lastN <= 0), or ErrNotFound.
func (db *DB) Conversation(ctx context.Context, key ConvKey, lastN int) (ConversationView, error) {
	if lastN <= 0 {
		lastN = DefaultViewRows
	}
	var v ConversationView
	// Repeatable read: the three queries see one moment.
	err := pgx.BeginTxFunc(ctx, db.pool, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}, func(tx pgx.Tx) error {
		var contactRef, handoff, leaseOwner *string
		err := tx.QueryRow(ctx, `
			SELECT id, platform, account_id, external_id, contact_ref, state, version, dialogue_state,
				handoff_reason, wake_at, lease_owner, lease_until, created_at, updated_at
			FROM conversations
			WHERE platform = $1 AND account_id = $2 AND external_id = $3`,
			key.Platform, key.AccountID, key.ExternalID,
		).Scan(&v.ID, &v.Key.Platform, &v.Key.AccountID, &v.Key.ExternalID, &contactRef, &v.State, &v.Version,
			&v.DialogueState, &handoff, &v.WakeAt, &leaseOwner, &v.LeaseUntil, &v.CreatedAt, &v.UpdatedAt)
		if err != nil {
			return err
		}
		v.ContactRef, v.HandoffReason, v.LeaseOwner = textOr(contactRef), textOr(handoff), textOr(leaseOwner)

		rows, err := tx.Query(ctx, `
			SELECT from_state, to_state, trigger, reason, event_id, at
			FROM (
				SELECT id, from_state, to_state, trigger, reason, event_id, at
				FROM transitions WHERE conversation_id = $1
				ORDER BY id DESC LIMIT $2
			) t
			ORDER BY id`, v.ID, lastN)
		if err != nil {
			return err
		}
		v.Transitions, err = pgx.CollectRows(rows, func(row pgx.CollectableRow) (TransitionRow, error) {
			var t TransitionRow
			var reason *string
			var eventID *int64
			err := row.Scan(&t.From, &t.To, &t.Trigger, &reason, &eventID, &t.At)
			t.Reason = textOr(reason)
			if eventID != nil {
				t.EventID = *eventID
			}
			return t, err
		})
		if err != nil {
			return err
		}

		rows, err = tx.Query(ctx, `
			SELECT `+outboxColumns+`
			FROM (
				SELECT id FROM outbox WHERE conversation_id = $1 ORDER BY seq DESC LIMIT $2
			) last
			JOIN outbox o ON o.id = last.id
			JOIN conversations c ON c.id = o.conversation_id
			ORDER BY o.seq`, v.ID, lastN)
		if err != nil {
			return err
		}
		v.Outbox, err = pgx.CollectRows(rows, scanOutboxRow)
		return err
	})
	if err != nil {
		return ConversationView{}, wrap("conversation "+key.String(), err)
	}
	return v, nil
}
