package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/wakha/wakha"
)

// InsertEvent durably stores an inbound event; the webhook acknowledges only
// after it returns nil. In one transaction it upserts the conversation row
// and inserts the event unless another event has the same (platform,
// delivery id) or (platform, dedupe key): then duplicate is true, id is 0 and
// nothing is inserted. A stored event is announced on ChannelEvents.
//
// The upsert locks the conversation row until commit, so concurrent inserts
// for one conversation take their ids in commit order, and a claim (which
// skips locked rows) never sees a later event before an earlier one.
func (db *DB) InsertEvent(ctx context.Context, ev wakha.NewEvent) (id int64, duplicate bool, err error) {
	if !ev.Key.Valid() {
		return 0, false, fmt.Errorf("postgres: insert event: incomplete conversation key %q", ev.Key.String())
	}
	if ev.Kind == "" {
		return 0, false, errors.New("postgres: insert event: empty kind")
	}
	if !json.Valid(ev.Payload) {
		return 0, false, errors.New("postgres: insert event: payload is not valid JSON")
	}
	err = db.inTx(ctx, func(tx pgx.Tx) error {
		convID, err := eventConversation(ctx, tx, ev)
		if err != nil {
			return err
		}
		err = tx.QueryRow(ctx, `
			INSERT INTO inbound_events (conversation_id, platform, delivery_id, dedupe_key, kind, payload, received_at)
			VALUES ($1, $2, $3, $4, $5, $6, coalesce($7::timestamptz, now()))
			ON CONFLICT DO NOTHING
			RETURNING id`,
			convID, ev.Key.Platform, nullText(ev.DeliveryID), nullText(ev.DedupeKey), ev.Kind, ev.Payload, db.now(),
		).Scan(&id)
		if errors.Is(err, pgx.ErrNoRows) {
			duplicate = true
			return nil
		}
		return err
	})
	if err != nil {
		return 0, false, wrap("insert event", err)
	}
	if !duplicate {
		db.announce(ChannelEvents)
	}
	return id, duplicate, nil
}

// eventConversation returns the id of the conversation ev goes to, locked:
// a visitor's storefront event goes to the newest platform conversation
// carrying the visitor id, else to the visitor's own session row; any
// other event to its conversation, which records ev's visitor id.
func eventConversation(ctx context.Context, tx pgx.Tx, ev wakha.NewEvent) (int64, error) {
	if !ev.Key.IsVisitor() {
		id, err := upsertConversation(ctx, tx, ev.Key, ev.ContactRef)
		if err != nil || ev.VisitorID == "" {
			return id, err
		}
		_, err = tx.Exec(ctx, `UPDATE conversations SET visitor_id = $2 WHERE id = $1 AND visitor_id IS DISTINCT FROM $2`, id, ev.VisitorID)
		return id, err
	}
	var id int64
	err := tx.QueryRow(ctx, `
		SELECT id FROM conversations
		WHERE platform = $1 AND visitor_id = $2 AND account_id <> $3
		ORDER BY id DESC
		LIMIT 1
		FOR UPDATE`, ev.Key.Platform, ev.Key.ExternalID, wakha.VisitorAccount).Scan(&id)
	if err == nil {
		return id, nil
	}
	if !errors.Is(err, pgx.ErrNoRows) {
		return 0, err
	}
	return upsertConversation(ctx, tx, ev.Key, "")
}

// VisitorState returns the state of the visitor's own session row (nil
// when there is none or it has no state yet) and whether a platform
// conversation carries the visitor id.
func (db *DB) VisitorState(ctx context.Context, platform, visitorID string) (state json.RawMessage, linked bool, err error) {
	err = db.pool.QueryRow(ctx, `
		SELECT
			(SELECT state FROM conversations WHERE platform = $1 AND account_id = $3 AND external_id = $2),
			EXISTS (SELECT 1 FROM conversations WHERE platform = $1 AND visitor_id = $2 AND account_id <> $3)`,
		platform, visitorID, wakha.VisitorAccount).Scan(&state, &linked)
	if err != nil {
		return nil, false, wrap("visitor state", err)
	}
	return state, linked, nil
}

// LinkVisitor records visitorID on the conversation (a platform that
// reports the contact's attributes only on request: Intercom) and returns
// the visitor's own session state for it to start from, stopping that
// session's wake-ups as a claim does (adoptVisitor), and the state of the
// visitor's previous conversation (priorVisitorState), whose offer history
// the new one inherits.
func (db *DB) LinkVisitor(ctx context.Context, conversationID int64, platform, visitorID string) (state, prior json.RawMessage, err error) {
	err = db.inTx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `UPDATE conversations SET visitor_id = $2 WHERE id = $1`, conversationID, visitorID); err != nil {
			return err
		}
		var err error
		if state, err = adoptVisitor(ctx, tx, platform, visitorID); err != nil {
			return err
		}
		prior, err = priorVisitorState(ctx, tx, conversationID, platform, visitorID)
		return err
	})
	if err != nil {
		return nil, nil, wrap("link visitor", err)
	}
	return state, prior, nil
}

// HasVisitors reports whether any storefront visitor has a session row on
// platform.
func (db *DB) HasVisitors(ctx context.Context, platform string) (bool, error) {
	var yes bool
	err := db.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM conversations WHERE platform = $1 AND account_id = $2)`,
		platform, wakha.VisitorAccount).Scan(&yes)
	if err != nil {
		return false, wrap("has visitors", err)
	}
	return yes, nil
}

// VisitorSession returns the session a visitor's storefront events feed
// now: the state of the newest conversation carrying the visitor id
// (linked is then its key), else of the visitor's own session row; nil
// when neither has a state yet. For the demo's state panel and operators.
func (db *DB) VisitorSession(ctx context.Context, platform, visitorID string) (state json.RawMessage, linked *wakha.ConvKey, err error) {
	var k wakha.ConvKey
	err = db.pool.QueryRow(ctx, `
		SELECT platform, account_id, external_id, state FROM conversations
		WHERE platform = $1 AND visitor_id = $2 AND account_id <> $3
		ORDER BY id DESC LIMIT 1`, platform, visitorID, wakha.VisitorAccount).Scan(&k.Platform, &k.AccountID, &k.ExternalID, &state)
	if err == nil {
		return state, &k, nil
	}
	if !errors.Is(err, pgx.ErrNoRows) {
		return nil, nil, wrap("visitor session", err)
	}
	state, _, err = db.VisitorState(ctx, platform, visitorID)
	return state, nil, err
}

// upsertConversation returns the id of the conversation for key, creating it
// when new, and records contactRef when non-empty. It always locks the row.
func upsertConversation(ctx context.Context, tx pgx.Tx, key wakha.ConvKey, contactRef string) (int64, error) {
	var id int64
	err := tx.QueryRow(ctx, `
		INSERT INTO conversations (platform, account_id, external_id, contact_ref)
		VALUES ($1, $2, $3, $4)
		ON CONFLICT (platform, account_id, external_id)
		DO UPDATE SET contact_ref = COALESCE(EXCLUDED.contact_ref, conversations.contact_ref)
		RETURNING id`,
		key.Platform, key.AccountID, key.ExternalID, nullText(contactRef),
	).Scan(&id)
	return id, err
}

// DefaultMaxEvents is used by ClaimConversation when maxEvents <= 0.
const DefaultMaxEvents = 100

// claimRetries bounds how often ClaimConversation retries a candidate whose
// work vanished between the candidate query and the lock (another replica
// committed it in between).
const claimRetries = 3

// ClaimConversation leases one conversation that has unprocessed events or
// a due wake_at and no live lease, oldest work first. The candidate row is
// locked with FOR UPDATE SKIP LOCKED and leased to owner until now()+lease
// in a short transaction; nothing stays open after it returns, so the caller
// may then call the catalog. It returns ErrNoWork when nothing is ready.
//
// The lease is the caller's right to process the conversation: finish with
// CommitTurn, FailEvents or ReleaseClaim before it expires, or another
// replica may claim the conversation again.
func (db *DB) ClaimConversation(ctx context.Context, owner string, lease time.Duration, maxEvents int) (*wakha.Claim, error) {
	if owner == "" {
		return nil, errors.New("postgres: claim conversation: empty owner")
	}
	if lease <= 0 {
		return nil, errors.New("postgres: claim conversation: lease must be positive")
	}
	if maxEvents <= 0 {
		maxEvents = DefaultMaxEvents
	}
	for range claimRetries {
		var c *wakha.Claim
		err := db.inTx(ctx, func(tx pgx.Tx) error {
			var err error
			c, err = claimConversation(ctx, tx, db.now(), owner, lease, maxEvents)
			return err
		})
		if errors.Is(err, errStaleCandidate) {
			continue
		}
		if err != nil {
			return nil, wrap("claim conversation", err)
		}
		return c, nil
	}
	return nil, wrap("claim conversation", wakha.ErrNoWork)
}

// errStaleCandidate rolls back a claim whose work was done by someone else
// after the candidate query's snapshot.
var errStaleCandidate = errors.New("stale candidate")

// claimConversation leases the conversation with the oldest work. now is the
// clock (nil: the database's), see DB.Now.
func claimConversation(ctx context.Context, tx pgx.Tx, now *time.Time, owner string, lease time.Duration, maxEvents int) (*wakha.Claim, error) {
	// Work is unprocessed events (by their oldest arrival) or a due wake-up.
	// Locked rows are skipped: another replica is claiming or committing them,
	// or a webhook is inserting an event into them right now.
	var convID int64
	err := tx.QueryRow(ctx, `
		WITH work AS (
			SELECT e.conversation_id AS id, min(e.received_at) AS work_at
			FROM inbound_events e
			WHERE e.processed_at IS NULL
			GROUP BY e.conversation_id
			UNION ALL
			SELECT c.id, c.wake_at
			FROM conversations c
			WHERE c.wake_at <= coalesce($1::timestamptz, now())
		)
		SELECT c.id
		FROM conversations c
		JOIN (SELECT id, min(work_at) AS work_at FROM work GROUP BY id) w ON w.id = c.id
		WHERE (c.lease_until IS NULL OR c.lease_until < coalesce($1::timestamptz, now()))
			AND NOT c.operator_paused -- held by an operator: its events wait (admin.go)
			-- QUEUED behind the contact's other conversation: only its wake-up (queue.go)
			AND (c.lifecycle_state <> 'QUEUED' OR c.wake_at <= coalesce($1::timestamptz, now()))
		ORDER BY w.work_at, c.id
		LIMIT 1
		FOR UPDATE OF c SKIP LOCKED`, now).Scan(&convID)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, wakha.ErrNoWork
	}
	if err != nil {
		return nil, err
	}

	c := &wakha.Claim{ConversationID: convID, Owner: owner}
	var contactRef, visitorID *string
	err = tx.QueryRow(ctx, `
		UPDATE conversations
		SET lease_owner = $2, lease_until = coalesce($4::timestamptz, now()) + $3 * interval '1 microsecond'
		WHERE id = $1
		RETURNING platform, account_id, external_id, contact_ref, visitor_id, state, version,
			wake_at IS NOT NULL AND wake_at <= coalesce($4::timestamptz, now())`,
		convID, owner, micros(lease), now,
	).Scan(&c.Key.Platform, &c.Key.AccountID, &c.Key.ExternalID, &contactRef, &visitorID, &c.State, &c.Version, &c.WakeDue)
	if err != nil {
		return nil, err
	}
	c.ContactRef, c.VisitorID = textOr(contactRef), textOr(visitorID)
	if c.State == nil && c.VisitorID != "" {
		if c.Visitor, err = adoptVisitor(ctx, tx, c.Key.Platform, c.VisitorID); err != nil {
			return nil, err
		}
		if c.VisitorPrior, err = priorVisitorState(ctx, tx, convID, c.Key.Platform, c.VisitorID); err != nil {
			return nil, err
		}
	}

	// A new statement, so a new snapshot: events committed by a turn of
	// another replica since the candidate query are not returned again.
	rows, err := tx.Query(ctx, `
		SELECT id, kind, payload, received_at, attempts
		FROM inbound_events
		WHERE conversation_id = $1 AND processed_at IS NULL
		ORDER BY id
		LIMIT $2`, convID, maxEvents)
	if err != nil {
		return nil, err
	}
	c.Events, err = pgx.CollectRows(rows, func(row pgx.CollectableRow) (wakha.StoredEvent, error) {
		var e wakha.StoredEvent
		err := row.Scan(&e.ID, &e.Kind, &e.Payload, &e.ReceivedAt, &e.Attempts)
		return e, err
	})
	if err != nil {
		return nil, err
	}
	if len(c.Events) == 0 && !c.WakeDue {
		return nil, errStaleCandidate
	}
	return c, nil
}

// adoptVisitor hands the state of the visitor's own session to a new
// conversation and empties that session: its wake-ups stop (its offer, if
// open, lives on in the conversation, which counts it once), and a later
// conversation of the same visitor does not start from this old state.
// The version moves, so a turn of the visitor's session in flight loses
// its commit and runs again on the emptied session.
func adoptVisitor(ctx context.Context, tx pgx.Tx, platform, visitorID string) (json.RawMessage, error) {
	var state json.RawMessage
	err := tx.QueryRow(ctx, `
		WITH old AS (
			SELECT id, state FROM conversations
			WHERE platform = $1 AND account_id = $2 AND external_id = $3
			FOR UPDATE
		)
		UPDATE conversations c SET wake_at = NULL, state = NULL, version = c.version + 1
		FROM old WHERE c.id = old.id
		RETURNING old.state`, platform, wakha.VisitorAccount, visitorID).Scan(&state)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	return state, err
}

// priorVisitorState returns the state of the visitor's newest other
// platform conversation that has one (nil when none): a returning
// visitor's new conversation inherits its offer history, so
// PROACTIVE_MAX_PER_HOUR and the back-off hold per visitor. Since each
// new conversation inherits from the one before, the newest carries the
// visitor's whole recent history. Read without a lock: a turn of that
// conversation committing meanwhile can only add an offer the storefront
// no longer routes to it (storefront events go to the newest conversation).
func priorVisitorState(ctx context.Context, tx pgx.Tx, convID int64, platform, visitorID string) (json.RawMessage, error) {
	var state json.RawMessage
	err := tx.QueryRow(ctx, `
		SELECT state FROM conversations
		WHERE platform = $1 AND visitor_id = $2 AND account_id <> $3 AND id <> $4 AND state IS NOT NULL
		ORDER BY id DESC
		LIMIT 1`, platform, visitorID, wakha.VisitorAccount, convID).Scan(&state)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	return state, err
}

// CommitTurn applies a decided turn in one transaction: the new state,
// version+1, dialogue state, handoff reason and wake_at, with the lease
// cleared, only if the conversation is still at t.Version and leased to
// t.Owner — otherwise ErrConflict and nothing is written (the turn lost a
// race or its lease). Then it appends the transitions and outbox rows,
// marks the events processed and, last, records the turn's diagnostics with
// the time the transaction took so far as their commit stage. Added outbox rows are announced on
// ChannelOutbox.
func (db *DB) CommitTurn(ctx context.Context, t wakha.Turn) error {
	if t.Owner == "" {
		return errors.New("postgres: commit turn: empty owner")
	}
	if !json.Valid(t.State) {
		return errors.New("postgres: commit turn: state is not valid JSON")
	}
	for i, o := range t.Outbox {
		if o.Kind == "" || !json.Valid(o.Payload) {
			return fmt.Errorf("postgres: commit turn: outbox item %d needs a kind and a JSON payload", i)
		}
	}
	for i, d := range t.Diagnostics {
		if d.EventKind == "" || !json.Valid(d.Detail) {
			return fmt.Errorf("postgres: commit turn: diagnostic %d needs an event kind and a JSON detail", i)
		}
	}
	now := db.now()
	began := time.Now() // wall time: the commit stage is a duration, whatever the clock says
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `
			UPDATE conversations
			SET state = $4,
				version = version + 1,
				dialogue_state = COALESCE($5, dialogue_state),
				handoff_reason = $6,
				wake_at = $7,
				lease_owner = NULL,
				lease_until = NULL,
				updated_at = coalesce($8::timestamptz, now()),
				lifecycle_state = COALESCE($9, lifecycle_state),
				operator_paused = $10,
				next_followup_at = $11
			WHERE id = $1 AND version = $2 AND lease_owner = $3`,
			t.ConversationID, t.Version, t.Owner, t.State, nullText(t.DialogueState), nullText(t.HandoffReason), t.WakeAt, now,
			nullText(t.LifecycleState), t.OperatorPaused, t.NextFollowUpAt)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return wakha.ErrConflict
		}
		if err := insertTransitions(ctx, tx, now, t.ConversationID, t.Transitions); err != nil {
			return err
		}
		if err := appendOutbox(ctx, tx, now, t.ConversationID, t.Outbox, t.ProcessedEventIDs); err != nil {
			return err
		}
		if err := markProcessed(ctx, tx, now, t.ConversationID, t.ProcessedEventIDs); err != nil {
			return err
		}
		return insertDiagnostics(ctx, tx, now, t.ConversationID, t.Diagnostics, time.Since(began))
	})
	if err == nil && len(t.Outbox) > 0 {
		db.announce(ChannelOutbox)
	}
	return wrap("commit turn", err)
}

// insertTransitions appends the audit rows in order, in one statement; rows
// without a time get now (nil: the database clock).
func insertTransitions(ctx context.Context, tx pgx.Tx, now *time.Time, convID int64, ts []wakha.TransitionRow) error {
	if len(ts) == 0 {
		return nil
	}
	from := make([]string, len(ts))
	to := make([]string, len(ts))
	trigger := make([]string, len(ts))
	reason := make([]*string, len(ts))
	eventID := make([]*int64, len(ts))
	at := make([]*time.Time, len(ts))
	machine := make([]string, len(ts))
	for i, t := range ts {
		from[i], to[i], trigger[i], reason[i] = t.From, t.To, t.Trigger, nullText(t.Reason)
		machine[i] = t.Machine
		if machine[i] == "" {
			machine[i] = wakha.MachineDialogue
		}
		if t.EventID != 0 {
			eventID[i] = &t.EventID
		}
		if !t.At.IsZero() {
			at[i] = &t.At
		}
	}
	_, err := tx.Exec(ctx, `
		INSERT INTO transitions (conversation_id, from_state, to_state, trigger, reason, event_id, at, machine)
		SELECT $1, u.from_state, u.to_state, u.trigger, u.reason, u.event_id, coalesce(u.at, $8::timestamptz, now()), u.machine
		FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::timestamptz[], $9::text[])
			WITH ORDINALITY AS u(from_state, to_state, trigger, reason, event_id, at, machine, ord)
		ORDER BY u.ord`,
		convID, from, to, trigger, reason, eventID, at, now, machine)
	return err
}

// insertDiagnostics appends the turn's diagnostics in order, in one
// statement, each with the turn's commit time so far.
func insertDiagnostics(ctx context.Context, tx pgx.Tx, now *time.Time, convID int64, ds []wakha.TurnDiagnostic, commit time.Duration) error {
	if len(ds) == 0 {
		return nil
	}
	n := len(ds)
	eventID := make([]*int64, n)
	kind := make([]string, n)
	route, intent, lang := make([]*string, n), make([]*string, n), make([]*string, n)
	confidence := make([]*float32, n)
	detail := make([]string, n)
	understand, decide, search, render := make([]int64, n), make([]int64, n), make([]int64, n), make([]int64, n)
	at := make([]*time.Time, n)
	for i, d := range ds {
		if d.EventID != 0 {
			eventID[i] = &d.EventID
		}
		kind[i], route[i], intent[i], lang[i] = d.EventKind, nullText(d.Route), nullText(d.Intent), nullText(d.Lang)
		if d.Confidence != 0 {
			c := float32(d.Confidence)
			confidence[i] = &c
		}
		detail[i] = string(d.Detail)
		understand[i], decide[i] = d.Stages.Understand.Microseconds(), d.Stages.Decide.Microseconds()
		search[i], render[i] = d.Stages.Search.Microseconds(), d.Stages.Render.Microseconds()
		if !d.At.IsZero() {
			at[i] = &d.At
		}
	}
	_, err := tx.Exec(ctx, `
		INSERT INTO turn_diagnostics (conversation_id, event_id, event_kind, route, intent, confidence, lang, detail,
			understand_us, decide_us, search_us, render_us, commit_us, at)
		SELECT $1, u.event_id, u.kind, u.route, u.intent, u.confidence, u.lang, u.detail::jsonb,
			u.understand, u.decide, u.search, u.render, $13, coalesce(u.at, $14::timestamptz, now())
		FROM unnest($2::bigint[], $3::text[], $4::text[], $5::text[], $6::real[], $7::text[], $8::text[],
				$9::bigint[], $10::bigint[], $11::bigint[], $12::bigint[], $15::timestamptz[])
			WITH ORDINALITY AS u(event_id, kind, route, intent, confidence, lang, detail,
				understand, decide, search, render, at, ord)
		ORDER BY u.ord`,
		convID, eventID, kind, route, intent, confidence, lang, detail, understand, decide, search, render,
		commit.Microseconds(), now, at)
	return err
}

// appendOutbox adds items after the conversation's last seq. The caller
// holds the conversation row lock (its UPDATE), so no other turn of this
// conversation computes the same seq; the unique key backs that up. The rows
// are created, and due, at now (nil: the database clock). The first row
// records which of the turn's events it answers (answered: the events the
// turn consumes), for the answer-time metric and the load tool.
func appendOutbox(ctx context.Context, tx pgx.Tx, now *time.Time, convID int64, items []wakha.OutboxItem, answered []int64) error {
	if len(items) == 0 {
		return nil
	}
	kinds := make([]string, len(items))
	payloads := make([]string, len(items))
	for i, it := range items {
		kinds[i], payloads[i] = it.Kind, string(it.Payload)
	}
	if answered == nil {
		answered = []int64{}
	}
	_, err := tx.Exec(ctx, `
		INSERT INTO outbox (conversation_id, seq, kind, payload, created_at, next_attempt_at, answers_event_id, answers_received_at)
		SELECT $1, last.seq + u.ord, u.kind, u.payload::jsonb, clock.now, clock.now,
			CASE WHEN u.ord = 1 THEN ans.id END, CASE WHEN u.ord = 1 THEN ans.received_at END
		FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS u(kind, payload, ord),
			(SELECT COALESCE(max(seq), 0) AS seq FROM outbox WHERE conversation_id = $1) AS last,
			(SELECT coalesce($4::timestamptz, now()) AS now) AS clock,
			(SELECT max(id) AS id, min(received_at) AS received_at
				FROM inbound_events WHERE conversation_id = $1 AND id = ANY($5::bigint[])) AS ans
		ORDER BY u.ord`,
		convID, kinds, payloads, now, answered)
	return err
}

// markProcessed marks the conversation's events as consumed at now (nil:
// the database clock).
func markProcessed(ctx context.Context, tx pgx.Tx, now *time.Time, convID int64, ids []int64) error {
	if len(ids) == 0 {
		return nil
	}
	_, err := tx.Exec(ctx, `
		UPDATE inbound_events SET processed_at = coalesce($3::timestamptz, now())
		WHERE conversation_id = $1 AND id = ANY($2) AND processed_at IS NULL`,
		convID, ids, now)
	return err
}

// releaseConversation clears owner's lease; zero rows means the lease was lost.
func releaseConversation(ctx context.Context, tx pgx.Tx, convID int64, owner string) error {
	tag, err := tx.Exec(ctx, `
		UPDATE conversations SET lease_owner = NULL, lease_until = NULL
		WHERE id = $1 AND lease_owner = $2`, convID, owner)
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return wakha.ErrConflict
	}
	return nil
}

// FailEvents records a processing failure of the claimed conversation's
// events (attempts+1, last_error) and releases owner's lease. Events whose
// attempts reach maxAttempts are marked processed with the error kept, so one
// poison event cannot block its conversation forever; gaveUp says how many
// (the caller logs them). If owner no longer holds the lease it returns
// ErrConflict and writes nothing: the new holder owns those events now.
func (db *DB) FailEvents(ctx context.Context, conversationID int64, owner string, eventIDs []int64, errText string, maxAttempts int) (gaveUp int, err error) {
	if maxAttempts < 1 {
		maxAttempts = 1
	}
	err = db.inTx(ctx, func(tx pgx.Tx) error {
		if err := releaseConversation(ctx, tx, conversationID, owner); err != nil {
			return err
		}
		if len(eventIDs) == 0 {
			return nil
		}
		return tx.QueryRow(ctx, `
			WITH failed AS (
				UPDATE inbound_events
				SET attempts = attempts + 1,
					last_error = $3,
					processed_at = CASE WHEN attempts + 1 >= $4 THEN coalesce($5::timestamptz, now()) END
				WHERE conversation_id = $1 AND id = ANY($2) AND processed_at IS NULL
				RETURNING processed_at
			)
			SELECT count(*) FROM failed WHERE processed_at IS NOT NULL`,
			conversationID, eventIDs, errText, maxAttempts, db.now()).Scan(&gaveUp)
	})
	if err != nil {
		return 0, wrap("fail events", err)
	}
	return gaveUp, nil
}

// ReleaseClaim gives up owner's lease without committing, so another
// replica (or this one) can claim the conversation again at once. It
// returns ErrConflict when owner no longer held the lease.
func (db *DB) ReleaseClaim(ctx context.Context, conversationID int64, owner string) error {
	return wrap("release claim", db.inTx(ctx, func(tx pgx.Tx) error {
		return releaseConversation(ctx, tx, conversationID, owner)
	}))
}

// ClaimConversations leases up to len(owners) conversations with work, the
// i-th claimed to owners[i], oldest work first, as ClaimConversation does
// one; none is not an error. (It claims them one short transaction at a
// time: the single claim carries the lifecycle's and the storefront's
// rules, paused and queued conversations, visitor sessions.)
func (db *DB) ClaimConversations(ctx context.Context, owners []string, lease time.Duration, maxEvents int) ([]*wakha.Claim, error) {
	var claims []*wakha.Claim
	for _, owner := range owners {
		c, err := db.ClaimConversation(ctx, owner, lease, maxEvents)
		if errors.Is(err, wakha.ErrNoWork) {
			break
		}
		if err != nil {
			return claims, err
		}
		claims = append(claims, c)
	}
	return claims, nil
}

// ExtendClaims is the runner's heartbeat: it moves the lease of each
// claimed conversation (ids[i] held by owners[i]) to now()+lease, and
// returns the ids whose lease was lost (another replica took it over).
func (db *DB) ExtendClaims(ctx context.Context, ids []int64, owners []string, lease time.Duration) (lost []int64, err error) {
	if len(ids) != len(owners) {
		return nil, errors.New("postgres: extend claims: ids and owners differ in length")
	}
	if len(ids) == 0 {
		return nil, nil
	}
	rows, err := db.pool.Query(ctx, `
		UPDATE conversations c
		SET lease_until = coalesce($3::timestamptz, now()) + $4 * interval '1 microsecond'
		FROM unnest($1::bigint[], $2::text[]) AS u(id, owner)
		WHERE c.id = u.id AND c.lease_owner = u.owner
		RETURNING c.id`, ids, owners, db.now(), micros(lease))
	if err != nil {
		return nil, wrap("extend claims", err)
	}
	kept, err := pgx.CollectRows(rows, pgx.RowTo[int64])
	if err != nil {
		return nil, wrap("extend claims", err)
	}
	for _, id := range ids {
		if !slices.Contains(kept, id) {
			lost = append(lost, id)
		}
	}
	return lost, nil
}

// notify queues a NOTIFY that Postgres delivers when the transaction
// commits. Only rare operator and queue moves use it; the hot paths
// (ingest, turns) announce after their commit instead (notify.go).
func notify(ctx context.Context, tx pgx.Tx, channel, payload string) error {
	_, err := tx.Exec(ctx, `SELECT pg_notify($1, $2)`, channel, payload)
	return err
}
