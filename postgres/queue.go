package postgres

import (
	"context"

	"github.com/jackc/pgx/v5"

	"github.com/wakha/wakha"
)

// One active instance per contact (spec 003): the runner asks for the
// contact's other conversations before a new instance starts, and wakes
// the queued ones when an instance ends. A QUEUED conversation is claimed
// only for its wake-up (events.go), so its events wait in order.

// ContactInstances returns the other conversations of the contact
// (same platform, account and contact_ref) whose instance has started and
// not ended: not CREATED, COMPLETED, ABANDONED or FAILED. Oldest first.
func (db *DB) ContactInstances(ctx context.Context, exceptID int64, key wakha.ConvKey, contactRef string) ([]wakha.ContactInstance, error) {
	if contactRef == "" {
		return nil, nil
	}
	rows, err := db.pool.Query(ctx, `
		SELECT id, platform, account_id, external_id, lifecycle_state
		FROM conversations
		WHERE platform = $1 AND account_id = $2 AND contact_ref = $3 AND id <> $4
			AND lifecycle_state NOT IN ('CREATED', 'COMPLETED', 'ABANDONED', 'FAILED')
		ORDER BY id`, key.Platform, key.AccountID, contactRef, exceptID)
	if err != nil {
		return nil, wrap("contact instances", err)
	}
	out, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (wakha.ContactInstance, error) {
		var c wakha.ContactInstance
		err := row.Scan(&c.ConversationID, &c.Key.Platform, &c.Key.AccountID, &c.Key.ExternalID, &c.LifecycleState)
		return c, err
	})
	return out, wrap("contact instances", err)
}

// WakeQueued makes the contact's QUEUED conversations due now, so a runner
// claims them and takes them up (the instance they waited for ended).
func (db *DB) WakeQueued(ctx context.Context, key wakha.ConvKey, contactRef string) error {
	if contactRef == "" {
		return nil
	}
	return wrap("wake queued", db.inTx(ctx, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `
			UPDATE conversations SET wake_at = coalesce($4::timestamptz, now())
			WHERE platform = $1 AND account_id = $2 AND contact_ref = $3 AND lifecycle_state = 'QUEUED'`,
			key.Platform, key.AccountID, contactRef, db.now())
		if err != nil || tag.RowsAffected() == 0 {
			return err
		}
		return notify(ctx, tx, ChannelEvents, "queued")
	}))
}
