package postgres

import (
	"cmp"
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
// nothing is inserted. A stored event is announced on ChannelEvents once
// committed (see DB.OnCommit).
//
// The upsert locks the conversation row until commit, so concurrent inserts
// for one conversation take their ids in commit order, and a claim (which
// skips locked rows) never sees a later event before an earlier one. The
// whole insert is one statement: one round trip, one implicit transaction.
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
	// One statement, so one round trip and no BEGIN/COMMIT: the upsert
	// runs first and locks the conversation row, then the event takes its
	// id; both commit together.
	err = db.pool.QueryRow(ctx, `
		WITH conv AS (
			INSERT INTO conversations (platform, account_id, external_id, contact_ref)
			VALUES ($1, $2, $3, $4)
			ON CONFLICT (platform, account_id, external_id)
			DO UPDATE SET contact_ref = COALESCE(EXCLUDED.contact_ref, conversations.contact_ref)
			RETURNING id
		)
		INSERT INTO inbound_events (conversation_id, platform, delivery_id, dedupe_key, kind, payload, received_at)
		SELECT conv.id, $1, $5, $6, $7, $8, coalesce($9::timestamptz, now())
		FROM conv
		ON CONFLICT DO NOTHING
		RETURNING id`,
		ev.Key.Platform, ev.Key.AccountID, ev.Key.ExternalID, nullText(ev.ContactRef),
		nullText(ev.DeliveryID), nullText(ev.DedupeKey), ev.Kind, ev.Payload, db.now(),
	).Scan(&id)
	if errors.Is(err, pgx.ErrNoRows) {
		duplicate, err = true, nil
	}
	if err != nil {
		return 0, false, wrap("insert event", err)
	}
	if !duplicate {
		db.announce(ChannelEvents)
	}
	return id, duplicate, nil
}

// DefaultMaxEvents is used by ClaimConversation when maxEvents <= 0.
const DefaultMaxEvents = 100

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
	// One candidate query for one claim or many (ClaimConversations):
	// candidates whose work another replica finished meanwhile are dropped
	// there, so a few tries cover them.
	for range claimRetries {
		claims, stale, err := db.claimConversations(ctx, []string{owner}, lease, maxEvents)
		if err != nil {
			return nil, wrap("claim conversation", err)
		}
		if len(claims) == 1 {
			return claims[0], nil
		}
		if stale == 0 {
			break
		}
	}
	return nil, wakha.ErrNoWork
}

// claimRetries bounds how often ClaimConversation tries again after its
// candidate's work vanished between the candidate query and the lock
// (another replica committed it in between).
const claimRetries = 3

// CommitTurn applies a decided turn in one transaction: the new state,
// version+1, dialogue state, handoff reason and wake_at, with the lease
// cleared, only if the conversation is still at t.Version and leased to
// t.Owner — otherwise ErrConflict and nothing is written (the turn lost a
// race or its lease). Then it appends the transitions and outbox rows,
// marks the events processed and, last, records the turn's diagnostics with
// the time the transaction took so far as their commit stage. Added outbox
// rows are announced on ChannelOutbox once committed.
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
				updated_at = coalesce($8::timestamptz, now())
			WHERE id = $1 AND version = $2 AND lease_owner = $3`,
			t.ConversationID, t.Version, t.Owner, t.State, nullText(t.DialogueState), nullText(t.HandoffReason), t.WakeAt, now)
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
	for i, t := range ts {
		from[i], to[i], trigger[i], reason[i] = t.From, t.To, t.Trigger, nullText(t.Reason)
		if t.EventID != 0 {
			eventID[i] = &t.EventID
		}
		if !t.At.IsZero() {
			at[i] = &t.At
		}
	}
	_, err := tx.Exec(ctx, `
		INSERT INTO transitions (conversation_id, from_state, to_state, trigger, reason, event_id, at)
		SELECT $1, u.from_state, u.to_state, u.trigger, u.reason, u.event_id, coalesce(u.at, $8::timestamptz, now())
		FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::timestamptz[])
			WITH ORDINALITY AS u(from_state, to_state, trigger, reason, event_id, at, ord)
		ORDER BY u.ord`,
		convID, from, to, trigger, reason, eventID, at, now)
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

// ClaimConversations leases up to len(owners) conversations with work, as
// ClaimConversation does one, in one short transaction: the i-th claimed
// conversation (oldest work first) is leased to owners[i], so each worker
// the claims are handed to holds its lease under its own name. It returns
// what it claimed (none is not an error). Candidates whose work another
// replica finished since the candidate query are released in the same
// transaction, instead of rolling the claim back.
func (db *DB) ClaimConversations(ctx context.Context, owners []string, lease time.Duration, maxEvents int) ([]*wakha.Claim, error) {
	if len(owners) == 0 {
		return nil, nil
	}
	for _, o := range owners {
		if o == "" {
			return nil, errors.New("postgres: claim conversations: empty owner")
		}
	}
	if lease <= 0 {
		return nil, errors.New("postgres: claim conversations: lease must be positive")
	}
	if maxEvents <= 0 {
		maxEvents = DefaultMaxEvents
	}
	claims, _, err := db.claimConversations(ctx, owners, lease, maxEvents)
	if err != nil {
		return nil, wrap("claim conversations", err)
	}
	return claims, nil
}

// claimConversations is ClaimConversations; stale counts the candidates
// dropped because their work was done meanwhile.
func (db *DB) claimConversations(ctx context.Context, owners []string, lease time.Duration, maxEvents int) (claims []*wakha.Claim, stale int, err error) {
	if lease <= 0 {
		return nil, 0, errors.New("lease must be positive")
	}
	if maxEvents <= 0 {
		maxEvents = DefaultMaxEvents
	}
	now := db.now()
	err = db.inTx(ctx, func(tx pgx.Tx) error {
		claims, stale = nil, 0
		// Work is unprocessed events (by their oldest arrival) or a due
		// wake-up. Locked rows are skipped: another replica is claiming or
		// committing them, or a webhook is inserting an event into them.
		rows, err := tx.Query(ctx, `
			WITH work AS (
				SELECT e.conversation_id AS id, min(e.received_at) AS work_at
				FROM inbound_events e
				WHERE e.processed_at IS NULL
				GROUP BY e.conversation_id
				UNION ALL
				SELECT c.id, c.wake_at
				FROM conversations c
				WHERE c.wake_at <= coalesce($1::timestamptz, now())
			),
			candidates AS (
				SELECT c.id, w.work_at
				FROM conversations c
				JOIN (SELECT id, min(work_at) AS work_at FROM work GROUP BY id) w ON w.id = c.id
				WHERE c.lease_until IS NULL OR c.lease_until < coalesce($1::timestamptz, now())
				ORDER BY w.work_at, c.id
				LIMIT cardinality($2::text[])
				FOR UPDATE OF c SKIP LOCKED
			),
			numbered AS (
				SELECT id, row_number() OVER (ORDER BY work_at, id) AS n FROM candidates
			)
			UPDATE conversations c
			SET lease_owner = ($2::text[])[numbered.n],
				lease_until = coalesce($1::timestamptz, now()) + $3 * interval '1 microsecond'
			FROM numbered
			WHERE c.id = numbered.id
			RETURNING numbered.n, c.id, c.platform, c.account_id, c.external_id, c.contact_ref, c.state, c.version,
				c.wake_at IS NOT NULL AND c.wake_at <= coalesce($1::timestamptz, now()), c.lease_owner`,
			now, owners, micros(lease))
		if err != nil {
			return err
		}
		byID := map[int64]*wakha.Claim{}
		order := map[int64]int64{}
		for rows.Next() {
			c := &wakha.Claim{}
			var n int64
			var contactRef *string
			if err := rows.Scan(&n, &c.ConversationID, &c.Key.Platform, &c.Key.AccountID, &c.Key.ExternalID, &contactRef,
				&c.State, &c.Version, &c.WakeDue, &c.Owner); err != nil {
				rows.Close()
				return err
			}
			c.ContactRef = textOr(contactRef)
			byID[c.ConversationID] = c
			order[c.ConversationID] = n
			claims = append(claims, c)
		}
		if err := rows.Err(); err != nil {
			return err
		}
		if len(claims) == 0 {
			return nil
		}
		slices.SortFunc(claims, func(a, b *wakha.Claim) int { return cmp.Compare(order[a.ConversationID], order[b.ConversationID]) })
		ids := make([]int64, len(claims))
		for i, c := range claims {
			ids[i] = c.ConversationID
		}
		// A new statement, so a new snapshot: events committed by a turn of
		// another replica since the candidate query are not returned again.
		rows, err = tx.Query(ctx, `
			SELECT conversation_id, id, kind, payload, received_at, attempts
			FROM (
				SELECT e.conversation_id, e.id, e.kind, e.payload, e.received_at, e.attempts,
					row_number() OVER (PARTITION BY e.conversation_id ORDER BY e.id) AS n
				FROM inbound_events e
				WHERE e.conversation_id = ANY($1) AND e.processed_at IS NULL
			) pending
			WHERE n <= $2
			ORDER BY conversation_id, id`, ids, maxEvents)
		if err != nil {
			return err
		}
		for rows.Next() {
			var convID int64
			var e wakha.StoredEvent
			if err := rows.Scan(&convID, &e.ID, &e.Kind, &e.Payload, &e.ReceivedAt, &e.Attempts); err != nil {
				rows.Close()
				return err
			}
			byID[convID].Events = append(byID[convID].Events, e)
		}
		if err := rows.Err(); err != nil {
			return err
		}
		var done []int64
		kept := claims[:0]
		for _, c := range claims {
			if len(c.Events) == 0 && !c.WakeDue {
				done = append(done, c.ConversationID)
				continue
			}
			kept = append(kept, c)
		}
		claims, stale = kept, len(done)
		if len(done) > 0 {
			_, err = tx.Exec(ctx, `UPDATE conversations SET lease_owner = NULL, lease_until = NULL WHERE id = ANY($1)`, done)
		}
		return err
	})
	if err != nil {
		return nil, 0, err
	}
	return claims, stale, nil
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
