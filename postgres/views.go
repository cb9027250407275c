package postgres

import (
	"context"
	"encoding/json"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/wakha/wakha"
)

// Stats counts pending work, per platform and in total. The counts use the
// partial indexes, so they stay cheap while the queues are short.
func (db *DB) Stats(ctx context.Context) (wakha.Stats, error) {
	s := wakha.Stats{QueueStats: wakha.QueueStats{ByDialogueState: map[string]int{}, ByLifecycle: map[string]int{}}, ByPlatform: map[string]wakha.QueueStats{}}
	of := func(platform string) *wakha.QueueStats {
		q, ok := s.ByPlatform[platform]
		if !ok {
			q = wakha.QueueStats{ByDialogueState: map[string]int{}, ByLifecycle: map[string]int{}}
		}
		s.ByPlatform[platform] = q
		return &q
	}
	update := func(platform string, f func(*wakha.QueueStats)) {
		q := of(platform)
		f(q)
		s.ByPlatform[platform] = *q
		f(&s.QueueStats)
	}
	// Repeatable read: the three queries see one moment.
	err := pgx.BeginTxFunc(ctx, db.pool, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}, func(tx pgx.Tx) error {
		var platform, state string
		var n int
		rows, err := tx.Query(ctx, `
			SELECT platform, count(*) FROM inbound_events WHERE processed_at IS NULL GROUP BY platform`)
		if err != nil {
			return err
		}
		_, err = pgx.ForEachRow(rows, []any{&platform, &n}, func() error {
			update(platform, func(q *wakha.QueueStats) { q.EventsPending += n })
			return nil
		})
		if err != nil {
			return err
		}

		var status string
		var oldestMicros int64
		rows, err = tx.Query(ctx, `
			SELECT c.platform, o.status, count(*),
				COALESCE((extract(epoch FROM coalesce($1::timestamptz, now()) - min(o.created_at)) * 1000000)::bigint, 0)
			FROM outbox o JOIN conversations c ON c.id = o.conversation_id
			WHERE o.status IN ('pending', 'dead')
			GROUP BY c.platform, o.status`, db.now())
		if err != nil {
			return err
		}
		_, err = pgx.ForEachRow(rows, []any{&platform, &status, &n, &oldestMicros}, func() error {
			oldest := time.Duration(max(oldestMicros, 0)) * time.Microsecond
			update(platform, func(q *wakha.QueueStats) {
				if status == wakha.OutboxDead {
					q.OutboxDead += n
					return
				}
				q.OutboxPending += n
				q.OldestPendingOutbox = max(q.OldestPendingOutbox, oldest)
			})
			return nil
		})
		if err != nil {
			return err
		}

		var lifecycle string
		rows, err = tx.Query(ctx, `
			SELECT platform, dialogue_state, lifecycle_state, count(*) FROM conversations
			WHERE account_id <> $1 -- a storefront visitor's own session is no conversation
			GROUP BY platform, dialogue_state, lifecycle_state`, wakha.VisitorAccount)
		if err != nil {
			return err
		}
		_, err = pgx.ForEachRow(rows, []any{&platform, &state, &lifecycle, &n}, func() error {
			update(platform, func(q *wakha.QueueStats) {
				q.ByDialogueState[state] += n
				q.ByLifecycle[lifecycle] += n
			})
			return nil
		})
		return err
	})
	if err != nil {
		return wakha.Stats{}, wrap("stats", err)
	}
	return s, nil
}

// ConversationView is everything stored about one conversation, for the
// admin API.
type ConversationView struct {
	ID            int64
	Key           wakha.ConvKey
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
	// The spec 003 lifecycle: its state, whether an operator holds the
	// conversation, the next follow-up.
	LifecycleState string
	OperatorPaused bool
	NextFollowUpAt *time.Time
	// Transitions are the last lastN, oldest first, of both machines
	// (TransitionRow.Machine).
	Transitions []wakha.TransitionRow
	// Turns are the diagnostics of the last lastN events a turn acted on,
	// oldest first.
	Turns []wakha.TurnDiagnostic
	// Outbox holds the last lastN rows, in seq order, with status, attempts,
	// last error and platform message id.
	Outbox []wakha.OutboxRow
}

// DefaultViewRows is the number of transitions, diagnostics and outbox rows Conversation
// returns when lastN <= 0.
const DefaultViewRows = 20

// Conversation returns the conversation with its last lastN transitions and
// outbox rows (DefaultViewRows when lastN <= 0), or ErrNotFound.
func (db *DB) Conversation(ctx context.Context, key wakha.ConvKey, lastN int) (ConversationView, error) {
	if lastN <= 0 {
		lastN = DefaultViewRows
	}
	var v ConversationView
	// Repeatable read: the four queries see one moment.
	err := pgx.BeginTxFunc(ctx, db.pool, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}, func(tx pgx.Tx) error {
		var contactRef, handoff, leaseOwner *string
		err := tx.QueryRow(ctx, `
			SELECT id, platform, account_id, external_id, contact_ref, state, version, dialogue_state,
				handoff_reason, wake_at, lease_owner, lease_until, created_at, updated_at,
				lifecycle_state, operator_paused, next_followup_at
			FROM conversations
			WHERE platform = $1 AND account_id = $2 AND external_id = $3`,
			key.Platform, key.AccountID, key.ExternalID,
		).Scan(&v.ID, &v.Key.Platform, &v.Key.AccountID, &v.Key.ExternalID, &contactRef, &v.State, &v.Version,
			&v.DialogueState, &handoff, &v.WakeAt, &leaseOwner, &v.LeaseUntil, &v.CreatedAt, &v.UpdatedAt,
			&v.LifecycleState, &v.OperatorPaused, &v.NextFollowUpAt)
		if err != nil {
			return err
		}
		v.ContactRef, v.HandoffReason, v.LeaseOwner = textOr(contactRef), textOr(handoff), textOr(leaseOwner)

		rows, err := tx.Query(ctx, lastTransitionsSQL, v.ID, lastN)
		if err != nil {
			return err
		}
		v.Transitions, err = lastHops(rows, lastN)
		if err != nil {
			return err
		}

		rows, err = tx.Query(ctx, `
			SELECT event_id, event_kind, route, intent, confidence, lang, detail,
				understand_us, decide_us, search_us, render_us, commit_us, at
			FROM (
				SELECT id, event_id, event_kind, route, intent, confidence, lang, detail,
					understand_us, decide_us, search_us, render_us, commit_us, at
				FROM turn_diagnostics WHERE conversation_id = $1
				ORDER BY id DESC LIMIT $2
			) d
			ORDER BY id`, v.ID, lastN)
		if err != nil {
			return err
		}
		v.Turns, err = pgx.CollectRows(rows, scanTurnDiagnostic)
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

func scanTurnDiagnostic(row pgx.CollectableRow) (wakha.TurnDiagnostic, error) {
	var d wakha.TurnDiagnostic
	var eventID *int64
	var route, intent, lang *string
	var confidence *float32
	var understand, decide, search, render, commit int64
	err := row.Scan(&eventID, &d.EventKind, &route, &intent, &confidence, &lang, &d.Detail,
		&understand, &decide, &search, &render, &commit, &d.At)
	if eventID != nil {
		d.EventID = *eventID
	}
	if confidence != nil {
		d.Confidence = float64(*confidence)
	}
	d.Route, d.Intent, d.Lang = textOr(route), textOr(intent), textOr(lang)
	d.Stages = wakha.Stages{
		Understand: time.Duration(understand) * time.Microsecond, Decide: time.Duration(decide) * time.Microsecond,
		Search: time.Duration(search) * time.Microsecond, Render: time.Duration(render) * time.Microsecond,
		Commit: time.Duration(commit) * time.Microsecond,
	}
	return d, err
}
