package postgres

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/wakha/wakha"
)

// The queries behind the admin API (spec 003's operator controls): list
// and filter conversations, claim one by id for an operator's command,
// retry or drop a dead-lettered outbox row. Kept apart from the runner's
// claims (events.go) on purpose.

// ErrBusy says a conversation is leased by a runner right now: an
// operator's command is refused rather than interleaved with a turn; the
// caller retries in a moment (a turn takes a second or two).
var ErrBusy = errors.New("postgres: the conversation is being processed; retry in a moment")

// ConversationFilter selects conversations for the admin list. Empty
// fields match everything.
type ConversationFilter struct {
	Platform  string
	Lifecycle string // a spec 003 state, e.g. PAUSED
	Dialogue  string // a spec 001 state, e.g. handoff
	// Before pages: only ids below it (the list is newest id first).
	Before int64
	// Limit caps the rows (DefaultListLimit when <= 0, MaxListLimit at most).
	Limit int
}

// List limits of ListConversations.
const (
	DefaultListLimit = 50
	MaxListLimit     = 500
)

// ConversationSummary is one line of the admin list.
type ConversationSummary struct {
	ID             int64         `json:"id"`
	Key            wakha.ConvKey `json:"key"`
	DialogueState  string        `json:"dialogue_state"`
	LifecycleState string        `json:"lifecycle_state"`
	OperatorPaused bool          `json:"operator_paused"`
	NextFollowUpAt *time.Time    `json:"next_followup_at,omitempty"`
	WakeAt         *time.Time    `json:"wake_at,omitempty"`
	EventsPending  int           `json:"events_pending"`
	OutboxDead     int           `json:"outbox_dead"`
	UpdatedAt      time.Time     `json:"updated_at"`
}

// ListConversations returns conversations matching f, newest id first.
func (db *DB) ListConversations(ctx context.Context, f ConversationFilter) ([]ConversationSummary, error) {
	limit := f.Limit
	if limit <= 0 {
		limit = DefaultListLimit
	}
	limit = min(limit, MaxListLimit)
	rows, err := db.pool.Query(ctx, `
		SELECT c.id, c.platform, c.account_id, c.external_id, c.dialogue_state, c.lifecycle_state, c.operator_paused,
			c.next_followup_at, c.wake_at, c.updated_at,
			(SELECT count(*) FROM inbound_events e WHERE e.conversation_id = c.id AND e.processed_at IS NULL),
			(SELECT count(*) FROM outbox o WHERE o.conversation_id = c.id AND o.status = 'dead')
		FROM conversations c
		WHERE ($1 = '' OR c.platform = $1)
			AND ($2 = '' OR c.lifecycle_state = $2)
			AND ($3 = '' OR c.dialogue_state = $3)
			AND ($4 = 0 OR c.id < $4)
		ORDER BY c.id DESC
		LIMIT $5`,
		f.Platform, strings.ToUpper(f.Lifecycle), strings.ToLower(f.Dialogue), f.Before, limit)
	if err != nil {
		return nil, wrap("list conversations", err)
	}
	out, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (ConversationSummary, error) {
		var s ConversationSummary
		err := row.Scan(&s.ID, &s.Key.Platform, &s.Key.AccountID, &s.Key.ExternalID, &s.DialogueState, &s.LifecycleState,
			&s.OperatorPaused, &s.NextFollowUpAt, &s.WakeAt, &s.UpdatedAt, &s.EventsPending, &s.OutboxDead)
		return s, err
	})
	if err != nil {
		return nil, wrap("list conversations", err)
	}
	if out == nil {
		out = []ConversationSummary{}
	}
	return out, nil
}

// ConversationByID is Conversation for an id: ErrNotFound when none.
func (db *DB) ConversationByID(ctx context.Context, id int64, lastN int) (ConversationView, error) {
	var k wakha.ConvKey
	err := db.pool.QueryRow(ctx, `SELECT platform, account_id, external_id FROM conversations WHERE id = $1`, id).
		Scan(&k.Platform, &k.AccountID, &k.ExternalID)
	if err != nil {
		return ConversationView{}, wrap("conversation by id", err)
	}
	return db.Conversation(ctx, k, lastN)
}

// ClaimConversationByID leases conversation id to owner for an operator's
// command, without its events: the caller decides one command on the
// stored state and commits it with CommitTurn (version and lease checked
// as for any turn). ErrNotFound when there is no such conversation, ErrBusy
// while another lease is live.
func (db *DB) ClaimConversationByID(ctx context.Context, id int64, owner string, lease time.Duration) (*wakha.Claim, error) {
	if owner == "" || lease <= 0 {
		return nil, errors.New("postgres: claim conversation by id: an owner and a positive lease are needed")
	}
	c := &wakha.Claim{ConversationID: id, Owner: owner}
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		var contactRef *string
		err := tx.QueryRow(ctx, `
			UPDATE conversations
			SET lease_owner = $2, lease_until = coalesce($4::timestamptz, now()) + $3 * interval '1 microsecond'
			WHERE id = $1 AND (lease_until IS NULL OR lease_until < coalesce($4::timestamptz, now()))
			RETURNING platform, account_id, external_id, contact_ref, state, version`,
			id, owner, micros(lease), db.now(),
		).Scan(&c.Key.Platform, &c.Key.AccountID, &c.Key.ExternalID, &contactRef, &c.State, &c.Version)
		if errors.Is(err, pgx.ErrNoRows) {
			var exists bool
			if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM conversations WHERE id = $1)`, id).Scan(&exists); err != nil {
				return err
			}
			if exists {
				return ErrBusy
			}
			return wakha.ErrNotFound
		}
		c.ContactRef = textOr(contactRef)
		return err
	})
	if errors.Is(err, ErrBusy) {
		return nil, ErrBusy
	}
	if err != nil {
		return nil, wrap("claim conversation by id", err)
	}
	return c, nil
}

// RetryDead makes a dead-lettered outbox row pending again, due now, with
// its attempts reset (the last error is kept for the record). It is sent
// in its conversation's seq order: before any later row still pending.
// ErrNotFound when id is not a dead row.
func (db *DB) RetryDead(ctx context.Context, id int64) error {
	return wrap("retry dead letter", db.inTx(ctx, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `
			UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = coalesce($2::timestamptz, now()),
				lease_owner = NULL, lease_until = NULL
			WHERE id = $1 AND status = 'dead'`, id, db.now())
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return wakha.ErrNotFound
		}
		var conv int64
		if err := tx.QueryRow(ctx, `SELECT conversation_id FROM outbox WHERE id = $1`, id).Scan(&conv); err != nil {
			return err
		}
		return notify(ctx, tx, ChannelOutbox, strconv.FormatInt(conv, 10))
	}))
}

// DropDead deletes a dead-lettered outbox row an operator gave up on.
// ErrNotFound when id is not a dead row (pending and sent rows are never
// dropped).
func (db *DB) DropDead(ctx context.Context, id int64) error {
	return wrap("drop dead letter", db.inTx(ctx, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `DELETE FROM outbox WHERE id = $1 AND status = 'dead'`, id)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return wakha.ErrNotFound
		}
		return nil
	}))
}

// AnnounceEvents wakes the runners of every replica for conversation id
// (ChannelEvents), e.g. after an operator resumed it: its held events are
// claimable again.
func (db *DB) AnnounceEvents(ctx context.Context, id int64) error {
	return wrap("announce events", db.inTx(ctx, func(tx pgx.Tx) error {
		return notify(ctx, tx, ChannelEvents, strconv.FormatInt(id, 10))
	}))
}
