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
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/wakha/wakha"
)

// InsertEvent durably stores an inbound event; the webhook acknowledges only
// after it returns nil. It routes the event to its conversation (creating
// it when new, see the routing below) and inserts the event unless another
// event has the same (platform, delivery id) or (platform, dedupe key): then
// duplicate is true, id is 0 and nothing is inserted. A stored event is
// announced on ChannelEvents once committed (see DB.OnCommit).
//
// Routing: a visitor's storefront event goes to the newest platform
// conversation carrying the visitor id, else to the visitor's own session
// row; any other event to its conversation, which records ev's contact
// reference and visitor id when they are given.
//
// The whole insert is one statement: one round trip, one implicit
// transaction; inserts that come in while another is in flight are stored
// together after it, in one transaction (insertEventGroup), each answered
// once committed. Its conversation row is locked (by the upsert or FOR UPDATE)
// before the event takes its id, and stays locked until commit, so
// concurrent inserts for one conversation take their ids in commit order,
// and a claim (which skips locked rows) never sees a later event before an
// earlier one.
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
	visitor := ev.Key.IsVisitor()
	contactRef, visitorID := nullText(ev.ContactRef), nullText(ev.VisitorID)
	if visitor {
		// The visitor's own session row carries neither.
		contactRef, visitorID = nil, nil
	}
	r, err := db.events.submit(ctx, eventInsert{key: ev.Key, args: []any{
		ev.Key.Platform, ev.Key.AccountID, ev.Key.ExternalID, contactRef, visitorID, visitor, wakha.VisitorAccount,
		nullText(ev.DeliveryID), nullText(ev.DedupeKey), ev.Kind, ev.Payload, db.now(),
	}})
	if err != nil {
		return 0, false, wrap("insert event", err)
	}
	return r.id, r.duplicate, nil
}

// eventInsert is an inbound event handed to the group committer: its
// conversation key and insertEventSQL's arguments.
type eventInsert struct {
	key  wakha.ConvKey
	args []any
}

// eventStored is InsertEvent's answer.
type eventStored struct {
	id        int64
	duplicate bool
}

// insertEventGroup stores group (events that came in while another insert
// was in flight, see group.go) in one batch, one insertEventSQL each, in
// one implicit transaction, or one by one when the batch fails, so each
// event gets its own answer (an unstorable payload fails its own insert
// only). Each statement sees the ones before it: a duplicate within the
// group is a duplicate as it would be one after the other.
//
// With db.Claims set, the same transaction leases the group's
// conversations to idle workers (leaseAtIngestSQL), which take them with
// their events once committed: no claim query, no wake-up, no NOTIFY for
// those events.
//
// Locks: the group first locks the existing conversations its events go
// to, in id order (as a group of turns and the heartbeat do); new
// conversations are then created in key order. So no two groups, nor a
// group and a turn, wait for each other in a cycle. The lease statement
// updates only rows the inserts locked already.
func (db *DB) insertEventGroup(ctx context.Context, group []*pending[eventInsert, eventStored]) {
	if len(group) > 1 {
		slices.SortStableFunc(group, func(a, b *pending[eventInsert, eventStored]) int {
			x, y := a.item.key, b.item.key
			return cmp.Or(cmp.Compare(x.Platform, y.Platform), cmp.Compare(x.AccountID, y.AccountID), cmp.Compare(x.ExternalID, y.ExternalID))
		})
	}
	leases := db.reserveClaims(group)
	if len(group) > 1 || leases != nil {
		b := &pgx.Batch{}
		if len(group) > 1 {
			n := len(group)
			platforms, accounts, externals := make([]string, n), make([]string, n), make([]string, n)
			for i, p := range group {
				platforms[i], accounts[i], externals[i] = p.item.key.Platform, p.item.key.AccountID, p.item.key.ExternalID
			}
			b.Queue(lockEventConversationsSQL, platforms, accounts, externals, wakha.VisitorAccount)
		}
		for _, p := range group {
			b.Queue(insertEventSQL, p.item.args...).QueryRow(func(row pgx.Row) error {
				return scanStored(row, &p.res)
			})
		}
		var claims []*wakha.Claim
		if leases != nil {
			b.Queue(leaseAtIngestSQL, leases.platforms, leases.accounts, leases.externals, leases.owners,
				db.now(), micros(leases.lease), leases.maxEvents).Query(func(rows pgx.Rows) error {
				var err error
				claims, _, err = readClaims(rows)
				return err
			})
		}
		err := db.pool.SendBatch(ctx, b).Close()
		if err == nil {
			handed := db.handClaims(ctx, leases, claims)
			for _, p := range group {
				db.eventStored(p, nil, handed[p.item.key])
			}
			return
		}
		leases.cancel(db.Claims)
		if pgErr := (*pgconn.PgError)(nil); !errors.As(err, &pgErr) {
			// Only the server's refusal says the batch rolled back. A lost
			// connection or an ended context may come after the commit:
			// storing each event again could store one without a dedupe key
			// twice, so every caller hears the error, as a lone insert's
			// caller would, and the platform's retry is deduplicated. The
			// leases it may have taken are given back, if the database can
			// be reached, so its events are claimed without waiting for
			// them to end.
			db.releaseLeases(leases)
			for _, p := range group {
				db.eventStored(p, err, false)
			}
			return
		}
	}
	for _, p := range group {
		p.res = eventStored{}
		ctx := ctx
		if len(group) > 1 {
			var cancel context.CancelFunc
			ctx, cancel = context.WithTimeout(p.ctx, groupTimeout)
			defer cancel()
		}
		db.eventStored(p, scanStored(db.pool.QueryRow(ctx, insertEventSQL, p.item.args...), &p.res), false)
	}
}

// ingestLeases are the reservations of one group of inbound events: one
// idle worker per conversation key, as leaseAtIngestSQL's arguments.
type ingestLeases struct {
	platforms, accounts, externals, owners []string
	lease                                  time.Duration
	maxEvents                              int
}

// reserveClaims reserves an idle worker of db.Claims for each distinct
// conversation of group (visitors' storefront events excepted: their
// routing is the claim's), as long as workers are idle; nil when none.
func (db *DB) reserveClaims(group []*pending[eventInsert, eventStored]) *ingestLeases {
	if db.Claims == nil {
		return nil
	}
	var l *ingestLeases
	seen := map[wakha.ConvKey]bool{}
	for _, p := range group {
		k := p.item.key
		if k.IsVisitor() || seen[k] {
			continue
		}
		owner, lease, maxEvents, ok := db.Claims.ReserveClaim()
		if !ok {
			break
		}
		seen[k] = true
		if l == nil {
			l = &ingestLeases{lease: lease, maxEvents: max(maxEvents, 1)}
		}
		l.platforms, l.accounts, l.externals = append(l.platforms, k.Platform), append(l.accounts, k.AccountID), append(l.externals, k.ExternalID)
		l.owners = append(l.owners, owner)
	}
	return l
}

// cancel ends every reservation of l with nothing leased.
func (l *ingestLeases) cancel(t wakha.ClaimTaker) {
	if l == nil {
		return
	}
	for _, o := range l.owners {
		t.HandClaim(o, nil)
	}
}

// handClaims ends l's reservations once the group committed: the claims
// leased under them go to their workers (new conversations carrying a
// visitor take the visitor's session over first, as a claim's do), the
// other reservations end with nothing. It returns the conversations handed
// over with all their events: their events need no announcement.
func (db *DB) handClaims(ctx context.Context, l *ingestLeases, claims []*wakha.Claim) map[wakha.ConvKey]bool {
	if l == nil {
		return nil
	}
	kept, _, err := db.adoptClaims(ctx, claims)
	if err != nil {
		// Given back (best effort): their events are announced below and
		// claimed.
		kept = nil
		db.releaseLeases(l)
	}
	byOwner := make(map[string]*wakha.Claim, len(kept))
	for _, c := range kept {
		byOwner[c.Owner] = c
	}
	handed := map[wakha.ConvKey]bool{}
	for _, o := range l.owners {
		c := byOwner[o]
		// With maxEvents events the claim may have left some behind: those
		// are announced, and claimed after this turn. A claim the runner
		// gave back (it had stopped) leaves its events to be announced.
		if taken := db.Claims.HandClaim(o, c); taken && len(c.Events) < l.maxEvents {
			handed[c.Key] = true
		}
	}
	return handed
}

// releaseLeases gives back, in the background and at best, the leases l's
// reservations may hold: by key and owner, so a conversation another
// owner leased meanwhile is left alone.
func (db *DB) releaseLeases(l *ingestLeases) {
	if l == nil {
		return
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), groupTimeout)
		defer cancel()
		_, _ = db.pool.Exec(ctx, releaseLeasesSQL, l.platforms, l.accounts, l.externals, l.owners)
	}()
}

// releaseLeasesSQL clears the leases of the conversations $1, $2, $3 held
// by the owners $4 (the i-th key's by the i-th owner).
const releaseLeasesSQL = `
	UPDATE conversations c SET lease_owner = NULL, lease_until = NULL
	FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS u(platform, account_id, external_id, owner)
	WHERE c.platform = u.platform AND c.account_id = u.account_id AND c.external_id = u.external_id
		AND c.lease_owner = u.owner`

// leaseAtIngestSQL leases the conversations of an event group's keys ($1,
// $2, $3) to the owners reserved for them ($4) until $5 (the clock: nil
// for the database's) + $6 µs, where a claim would take them: no live
// lease, not paused by an operator, not QUEUED unless its wake-up is due,
// and with unprocessed events. It returns what wakha_claimed does: one
// row per lease, then their first $7 unprocessed events in id order. It
// runs after the group's inserts, in their transaction, with a snapshot of
// its own that sees them: the rows are locked by the inserts, so the
// events it reads are every unprocessed event of the conversation up to
// this one (a concurrent insert for it waits for this commit).
const leaseAtIngestSQL = `
	WITH clock AS (
		SELECT coalesce($5::timestamptz, now()) AS now
	),
	want AS (
		SELECT c.id, u.owner, u.n
		FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS u(platform, account_id, external_id, owner, n)
		JOIN conversations c ON c.platform = u.platform AND c.account_id = u.account_id AND c.external_id = u.external_id
	),
	leased AS (
		UPDATE conversations c
		SET lease_owner = want.owner, lease_until = clock.now + $6 * interval '1 microsecond'
		FROM want, clock
		WHERE c.id = want.id
			AND (c.lease_until IS NULL OR c.lease_until < clock.now)
			AND NOT c.operator_paused
			AND (c.lifecycle_state <> 'QUEUED' OR c.wake_at <= clock.now)
			AND EXISTS (SELECT 1 FROM inbound_events e WHERE e.conversation_id = c.id AND e.processed_at IS NULL)
		RETURNING want.n, c.id, c.platform, c.account_id, c.external_id, c.contact_ref, c.visitor_id, c.state, c.version,
			c.wake_at IS NOT NULL AND c.wake_at <= clock.now AS wake_due, c.lease_owner
	)
	SELECT n, id, platform, account_id, external_id, contact_ref, visitor_id, state, version, wake_due, lease_owner,
		NULL::bigint AS ev_id, NULL::text, NULL::jsonb, NULL::timestamptz, NULL::int
	FROM leased
	UNION ALL
	SELECT NULL, l.id, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
		e.id, e.kind, e.payload, e.received_at, e.attempts
	FROM leased l
	CROSS JOIN LATERAL (
		SELECT id, kind, payload, received_at, attempts
		FROM inbound_events
		WHERE conversation_id = l.id AND processed_at IS NULL
		ORDER BY id
		LIMIT $7
	) e
	ORDER BY 1 NULLS LAST, 2, ev_id`

// scanStored reads insertEventSQL's answer: the new id, or no row for a
// duplicate.
func scanStored(row pgx.Row, r *eventStored) error {
	err := row.Scan(&r.id)
	if errors.Is(err, pgx.ErrNoRows) {
		r.duplicate, err = true, nil
	}
	return err
}

// eventStored answers p, announcing a new event once committed unless its
// conversation was handed to a worker with it.
func (db *DB) eventStored(p *pending[eventInsert, eventStored], err error, handed bool) {
	if err == nil && !p.res.duplicate && !handed {
		db.announce(ChannelEvents)
	}
	if err != nil {
		p.res = eventStored{}
	}
	p.err = err
}

// lockEventConversationsSQL locks, in id order, the existing conversations
// a group of events ($1, $2, $3: their keys) may go to: each key's own row
// and, for a visitor's key ($4: the visitors' account), the platform
// conversations carrying the visitor id.
const lockEventConversationsSQL = `
	SELECT id FROM conversations
	WHERE id IN (
		SELECT c.id
		FROM unnest($1::text[], $2::text[], $3::text[]) AS u(platform, account_id, external_id)
		JOIN conversations c ON c.platform = u.platform AND c.account_id = u.account_id AND c.external_id = u.external_id
		UNION
		SELECT c.id
		FROM unnest($1::text[], $2::text[], $3::text[]) AS u(platform, account_id, external_id)
		JOIN conversations c ON c.platform = u.platform AND c.visitor_id = u.external_id AND c.account_id <> $4
		WHERE u.account_id = $4
	)
	ORDER BY id
	FOR UPDATE`

// insertEventSQL is InsertEvent's one statement. linked: for a visitor's
// event ($6), the newest platform conversation carrying the visitor id,
// locked. own: otherwise the event's own conversation, upserted (which
// locks it), recording the contact reference and visitor id when given.
// Then the event, deduplicated by ON CONFLICT DO NOTHING.
const insertEventSQL = `
	WITH linked AS (
		SELECT id FROM conversations
		WHERE $6 AND platform = $1 AND visitor_id = $3 AND account_id <> $7
		ORDER BY id DESC
		LIMIT 1
		FOR UPDATE
	),
	own AS (
		INSERT INTO conversations (platform, account_id, external_id, contact_ref, visitor_id)
		SELECT $1, $2, $3, $4, $5
		WHERE NOT EXISTS (SELECT 1 FROM linked)
		ON CONFLICT (platform, account_id, external_id)
		DO UPDATE SET contact_ref = COALESCE(EXCLUDED.contact_ref, conversations.contact_ref),
			visitor_id = COALESCE(EXCLUDED.visitor_id, conversations.visitor_id)
		RETURNING id
	),
	conv AS (
		SELECT id FROM linked
		UNION ALL
		SELECT id FROM own
	)
	INSERT INTO inbound_events (conversation_id, platform, delivery_id, dedupe_key, kind, payload, received_at)
	SELECT conv.id, $1, $8, $9, $10, $11, coalesce($12::timestamptz, now())
	FROM conv
	ON CONFLICT DO NOTHING
	RETURNING id`

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

// DefaultMaxEvents is used by ClaimConversation when maxEvents <= 0.
const DefaultMaxEvents = 100

// claimRetries bounds how often ClaimConversation tries again after its
// candidate's work vanished between the candidate query and the lock
// (another replica committed it in between).
const claimRetries = 3

// ClaimConversation leases one conversation that has unprocessed events or
// a due wake_at and no live lease, oldest work first, as ClaimConversations
// does several. Nothing stays open after it returns, so the caller may then
// call the catalog. It returns ErrNoWork when nothing is ready.
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

// ClaimConversations leases up to len(owners) conversations with work, the
// i-th claimed (oldest work first) to owners[i], so each worker the claims
// are handed to holds its lease under its own name. None is not an error.
//
// Work is unprocessed events (by their oldest arrival) or a due wake-up.
// Skipped: conversations under a live lease; conversations an operator
// paused (their events wait, admin.go); QUEUED conversations except for
// their wake-up (one instance per contact, queue.go: their events wait in
// order). A new conversation carrying a storefront visitor id takes over
// the visitor's own session (Claim.Visitor, see adoptVisitor) and is given
// the state of the visitor's previous conversation (Claim.VisitorPrior,
// priorVisitorsSQL).
//
// It costs one round trip whatever the number of claims: wakha_claim
// (migration 00011) picks, locks (FOR UPDATE SKIP LOCKED: rows another
// replica is claiming or committing, or a webhook is inserting into, are
// skipped) and leases the candidates in one statement; then, in a
// statement of its own that sees the leases just taken, gives back the
// candidates whose work was finished (by a turn committed after the claim
// statement's snapshot: neither events nor a due wake-up) and reads the
// events of the others. The claimed rows stay locked until the call
// commits, and under a live lease only its holder marks the conversation's
// events processed (turns and failures check the lease), so the events
// read are the conversation's next ones. New conversations carrying a
// storefront visitor (their first claim, rare) cost a second round trip:
// one batch hands the visitor sessions over and reads the visitors'
// previous conversations.
func (db *DB) ClaimConversations(ctx context.Context, owners []string, lease time.Duration, maxEvents int) ([]*wakha.Claim, error) {
	if len(owners) == 0 {
		return nil, nil
	}
	if slices.Contains(owners, "") {
		return nil, errors.New("postgres: claim conversations: empty owner")
	}
	if lease <= 0 {
		return nil, errors.New("postgres: claim conversations: lease must be positive")
	}
	claims, _, err := db.claimConversations(ctx, owners, lease, maxEvents)
	if err != nil {
		return nil, wrap("claim conversations", err)
	}
	return claims, nil
}

// adoptVisitorsSQL is adoptVisitor for the new conversations $1 (on
// platforms $2, carrying visitor ids $3, in claim order): each visitor's own
// session row is emptied, locked, its wake-up stopped and its version moved,
// and its old state returned with the conversation that takes it. When two
// conversations carry the same visitor, the first in claim order takes it.
// A session row leased by one of this claim's owners ($5) is given back:
// its claim is stale now (the version moved) and is dropped.
const adoptVisitorsSQL = `
	WITH want AS (
		SELECT DISTINCT ON (v.id) v.id, u.conv_id
		FROM unnest($1::bigint[], $2::text[], $3::text[]) WITH ORDINALITY AS u(conv_id, platform, visitor_id, ord)
		-- still ours: not given back as stale just before
		JOIN conversations c ON c.id = u.conv_id AND c.lease_owner = ANY($5::text[])
		JOIN conversations v ON v.platform = u.platform AND v.account_id = $4 AND v.external_id = u.visitor_id
		ORDER BY v.id, u.ord
	),
	old AS (
		SELECT v.id, v.state, v.lease_owner, want.conv_id
		FROM conversations v JOIN want ON want.id = v.id
		ORDER BY v.id -- locked in id order, as groups and the heartbeat lock theirs
		FOR UPDATE OF v
	)
	UPDATE conversations c
	SET wake_at = NULL, state = NULL, version = c.version + 1,
		lease_owner = CASE WHEN old.lease_owner = ANY($5::text[]) THEN NULL ELSE c.lease_owner END,
		lease_until = CASE WHEN old.lease_owner = ANY($5::text[]) THEN NULL ELSE c.lease_until END
	FROM old
	WHERE c.id = old.id
	RETURNING old.conv_id, old.state, c.id, coalesce(old.lease_owner = ANY($5::text[]), false)`

// claimConversations is ClaimConversations; stale counts the candidates
// given back because their work was done meanwhile.
func (db *DB) claimConversations(ctx context.Context, owners []string, lease time.Duration, maxEvents int) (claims []*wakha.Claim, stale int, err error) {
	if maxEvents <= 0 {
		maxEvents = DefaultMaxEvents
	}
	// The claim's writes are leases only, so its commit need not wait for
	// its WAL to reach the disk (see asyncCommitSQL); both statements go
	// in one round trip and one implicit transaction.
	b := &pgx.Batch{}
	b.Queue(asyncCommitSQL)
	b.Queue(`SELECT * FROM wakha_claim($1, $2, $3, $4)`, db.now(), owners, micros(lease), maxEvents)
	br := db.pool.SendBatch(ctx, b)
	if _, err := br.Exec(); err != nil {
		_ = br.Close()
		return nil, 0, err
	}
	rows, err := br.Query()
	if err != nil {
		_ = br.Close()
		return nil, 0, err
	}
	// The batch's connection goes back to the pool (and its transaction
	// commits) once the rows are read, before adoptVisitors takes one.
	return db.collectClaims(ctx, rows, br.Close)
}

// asyncCommitSQL lets the transaction it runs in commit without waiting for
// its WAL to be flushed (synchronous_commit = off for that transaction
// only). It is for transactions that write leases and nothing else: if the
// server crashes before the WAL writer flushes them (a fraction of a
// second), those leases are gone after recovery, which is what a lease is
// for — the conversation is claimed again, and the claim's holder, whose
// connection died with the server, commits nothing under it (turns check
// the lease). Anything durable committed later flushes the WAL up to its own
// record, the lease's included. The claim then costs no flush of its own.
const asyncCommitSQL = `SELECT set_config('synchronous_commit', 'off', true)`

// completeClaims is the second half of a claim (wakha_claimed) for
// conversations already leased, the i-th of claims to its Owner: stale
// ones are given back, the others come back with their events.
func (db *DB) completeClaims(ctx context.Context, claims []*wakha.Claim, now *time.Time, maxEvents int) (kept []*wakha.Claim, stale int, err error) {
	ids, owners, ns := make([]int64, len(claims)), make([]string, len(claims)), make([]int64, len(claims))
	for i, c := range claims {
		ids[i], owners[i], ns[i] = c.ConversationID, c.Owner, int64(i+1)
	}
	rows, err := db.pool.Query(ctx, `SELECT * FROM wakha_claimed($1, $2, $3, $4, $5)`, ids, owners, ns, now, maxEvents)
	if err != nil {
		return nil, 0, err
	}
	return db.collectClaims(ctx, rows, nil)
}

// collectClaims reads wakha_claim's rows (readClaims); new conversations
// carrying a visitor then take the visitor's session over (adoptClaims).
// done, when set, ends what the rows came from (a batch) once they are
// read; its error is the claim's.
func (db *DB) collectClaims(ctx context.Context, rows pgx.Rows, done func() error) (kept []*wakha.Claim, stale int, err error) {
	claims, stale, err := readClaims(rows)
	if done != nil {
		if derr := done(); err == nil {
			err = derr
		}
	}
	if err != nil {
		return nil, stale, err
	}
	kept, released, err := db.adoptClaims(ctx, claims)
	if err != nil {
		// The leases stay until they end: the conversations are claimed
		// again then.
		return nil, 0, err
	}
	return kept, stale + released, nil
}

// readClaims reads wakha_claimed's rows: the claims in claim order (those
// whose lease came back NULL were given back as stale, and counted), then
// their events.
func readClaims(rows pgx.Rows) (claims []*wakha.Claim, stale int, err error) {
	byID := map[int64]*wakha.Claim{}
	var (
		n, version                                    *int64
		convID                                        int64
		platform, account, external, contact, visitor *string
		owner                                         *string
		state                                         []byte
		wakeDue                                       *bool
		evID                                          *int64
		evKind                                        *string
		payload                                       []byte // not json.RawMessage: pgx would run it through json.Unmarshal
		receivedAt                                    *time.Time
		attempts                                      *int
	)
	_, err = pgx.ForEachRow(rows, []any{&n, &convID, &platform, &account, &external, &contact, &visitor, &state, &version, &wakeDue, &owner,
		&evID, &evKind, &payload, &receivedAt, &attempts}, func() error {
		if n != nil {
			if owner == nil {
				stale++
				return nil
			}
			c := &wakha.Claim{ConversationID: convID, Key: wakha.ConvKey{Platform: *platform, AccountID: *account, ExternalID: *external},
				ContactRef: textOr(contact), VisitorID: textOr(visitor), State: state, Version: *version, WakeDue: *wakeDue, Owner: *owner}
			claims = append(claims, c)
			byID[convID] = c
			return nil
		}
		c := byID[convID]
		if c == nil || evID == nil {
			return fmt.Errorf("an event of conversation %d, which was not claimed", convID)
		}
		c.Events = append(c.Events, wakha.StoredEvent{ID: *evID, Kind: *evKind, Payload: payload, ReceivedAt: *receivedAt, Attempts: *attempts})
		return nil
	})
	if err != nil {
		return nil, stale, err
	}
	return claims, stale, nil
}

// adoptClaims runs adoptVisitors for committed claims and returns those
// kept: a claim of a visitor's own session row whose session another claim
// of the same batch took over is dropped (released counts them).
func (db *DB) adoptClaims(ctx context.Context, claims []*wakha.Claim) (kept []*wakha.Claim, released int, err error) {
	if len(claims) == 0 {
		return nil, 0, nil
	}
	byID := make(map[int64]*wakha.Claim, len(claims))
	for _, c := range claims {
		byID[c.ConversationID] = c
	}
	dropped, err := db.adoptVisitors(ctx, claims, byID)
	if err != nil {
		return nil, 0, err
	}
	kept = claims[:0]
	for _, c := range claims {
		if dropped[c.ConversationID] {
			released++
			continue
		}
		kept = append(kept, c)
	}
	return kept, released, nil
}

// adoptVisitors hands visitor sessions over to the new conversations among
// claims that carry a visitor id, and reads the visitors' previous
// conversations (none such: no round trip). It returns the claims given
// back: a visitor's own session row claimed in the same batch, whose
// version the hand-over moved.
func (db *DB) adoptVisitors(ctx context.Context, claims []*wakha.Claim, byID map[int64]*wakha.Claim) (map[int64]bool, error) {
	var adoptIDs []int64
	var adoptPlatforms, adoptVisitors []string
	held := make([]string, len(claims))
	for i, c := range claims {
		held[i] = c.Owner
		if c.State == nil && c.VisitorID != "" {
			adoptIDs = append(adoptIDs, c.ConversationID)
			adoptPlatforms, adoptVisitors = append(adoptPlatforms, c.Key.Platform), append(adoptVisitors, c.VisitorID)
		}
	}
	if len(adoptIDs) == 0 {
		return nil, nil
	}
	released := map[int64]bool{}
	b := &pgx.Batch{}
	b.Queue(adoptVisitorsSQL, adoptIDs, adoptPlatforms, adoptVisitors, wakha.VisitorAccount, held).Query(func(rows pgx.Rows) error {
		var convID, sessionID int64
		var state []byte
		var ours bool
		_, err := pgx.ForEachRow(rows, []any{&convID, &state, &sessionID, &ours}, func() error {
			byID[convID].Visitor = state
			if ours {
				released[sessionID] = true
			}
			return nil
		})
		return err
	})
	b.Queue(priorVisitorsSQL, adoptIDs, adoptPlatforms, adoptVisitors, wakha.VisitorAccount).Query(func(rows pgx.Rows) error {
		var convID int64
		var state []byte // not json.RawMessage: pgx would run it through json.Unmarshal
		_, err := pgx.ForEachRow(rows, []any{&convID, &state}, func() error {
			byID[convID].VisitorPrior = state
			return nil
		})
		return err
	})
	if err := db.pool.SendBatch(ctx, b).Close(); err != nil {
		return nil, err
	}
	return released, nil
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

// priorVisitorsSQL returns, for each new conversation $1 (on platforms $2,
// carrying visitor ids $3), the state of the visitor's newest other
// platform conversation that has one (none: no row). A returning visitor's
// new conversation inherits its offer history (Claim.VisitorPrior), so
// PROACTIVE_MAX_PER_HOUR and the back-off hold per visitor; since each new
// conversation inherits from the one before, the newest carries the
// visitor's whole recent history. Read without a lock: a turn of that
// conversation committing meanwhile can only add an offer the storefront no
// longer routes to it (storefront events go to the newest conversation).
// The partial index conversations_visitor_idx serves it.
const priorVisitorsSQL = `
	SELECT u.conv_id, p.state
	FROM unnest($1::bigint[], $2::text[], $3::text[]) AS u(conv_id, platform, visitor_id)
	CROSS JOIN LATERAL (
		SELECT c.state FROM conversations c
		WHERE c.platform = u.platform AND c.visitor_id = u.visitor_id AND c.account_id <> $4
			AND c.id <> u.conv_id AND c.state IS NOT NULL
		ORDER BY c.id DESC
		LIMIT 1
	) p`

// priorVisitorState is priorVisitorsSQL for one conversation.
func priorVisitorState(ctx context.Context, tx pgx.Tx, convID int64, platform, visitorID string) (json.RawMessage, error) {
	var convIDs int64
	var state []byte
	err := tx.QueryRow(ctx, priorVisitorsSQL, []int64{convID}, []string{platform}, []string{visitorID}, wakha.VisitorAccount).
		Scan(&convIDs, &state)
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
// the time the transaction took so far as their commit stage. Added outbox
// rows are announced on ChannelOutbox.
//
// The statements go to Postgres as one pipelined batch, in one implicit
// transaction: one round trip. When the version- and lease-checked update
// matches nothing, wakha_turn_claimed (migration 00008) fails it, which
// rolls the whole batch back before anything else is written. Turns ready
// while another commit is in flight commit together after it (turns.go).
func (db *DB) CommitTurn(ctx context.Context, t wakha.Turn) error {
	if err := validTurn(t); err != nil {
		return err
	}
	began := time.Now() // wall time: the commit stage is a duration, whatever the clock says
	_, err := db.turns.submit(ctx, turnCommit{turn: t, now: db.now(), began: began})
	return wrap("commit turn", err)
}

// CommitTurnHanded is CommitTurn for a runner that hands its replies to
// its own replica's dispatcher: when the conversation has no pending
// outbox row before the turn's (nothing of it waits to be sent), the
// turn's rows are inserted leased to owner until now()+lease, in the same
// statement, and returned in seq order (their Key left empty) for owner to
// send without claiming them; they are not announced. Otherwise none is
// leased, none is returned, and they are announced as CommitTurn's are,
// for a claim to take behind the rows before them. A lease owner lets run
// out (a crashed replica) frees them for another replica's claim.
func (db *DB) CommitTurnHanded(ctx context.Context, t wakha.Turn, owner string, lease time.Duration) ([]wakha.OutboxRow, error) {
	if err := validTurn(t); err != nil {
		return nil, err
	}
	if owner == "" || lease <= 0 {
		return nil, errors.New("postgres: commit turn: handing over needs an owner and a positive lease")
	}
	began := time.Now()
	rows, err := db.turns.submit(ctx, turnCommit{turn: t, now: db.now(), began: began, handOwner: owner, handLease: lease})
	if err != nil {
		return nil, wrap("commit turn", err)
	}
	return rows, nil
}

// validTurn checks what the database would otherwise reject halfway.
func validTurn(t wakha.Turn) error {
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
	for i, c := range t.Cards {
		if !validCard(c) {
			return fmt.Errorf("postgres: commit turn: card %d needs a ref and a JSON card", i)
		}
	}
	for i, d := range t.Diagnostics {
		if d.EventKind == "" || !json.Valid(d.Detail) {
			return fmt.Errorf("postgres: commit turn: diagnostic %d needs an event kind and a JSON detail", i)
		}
	}
	return nil
}

// pgTurnLostClaim is the SQLSTATE wakha_turn_claimed raises.
const pgTurnLostClaim = "WK409"

// turnError reads a turn batch's failure: wakha_turn_claimed's is
// ErrConflict.
func turnError(err error) error {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == pgTurnLostClaim {
		return wakha.ErrConflict
	}
	return err
}

// commitTurnSQL is the turn's version- and lease-checked update; the
// batch goes on only if it matched the conversation.
const commitTurnSQL = `
	WITH turn AS (
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
		WHERE id = $1 AND version = $2 AND lease_owner = $3
		RETURNING id
	)
	SELECT wakha_turn_claimed(count(*)) FROM turn`

// queueTurn queues the statements of t's commit on b, in order: the
// checked update first (see CommitTurn), then the cards and outbox rows the
// turn adds; its records (events processed, hops, diagnostics) follow in
// queueRecords, one statement for every turn of the batch. now is the clock
// (nil: the database's). The conversation row is locked from the first
// statement to the end of the transaction, so the later statements see
// every earlier turn of the conversation (each one a new snapshot).
// With a hand-over owner (handOwner), the rows it leases are put in *rows.
func queueTurn(b *pgx.Batch, now *time.Time, t wakha.Turn, handOwner string, handLease time.Duration, rows *[]wakha.OutboxRow) {
	b.Queue(commitTurnSQL,
		t.ConversationID, t.Version, t.Owner, t.State, nullText(t.DialogueState), nullText(t.HandoffReason), t.WakeAt, now,
		nullText(t.LifecycleState), t.OperatorPaused, t.NextFollowUpAt)
	queueCards(b, t.Cards)
	var hand *handoff
	if handOwner != "" {
		hand = &handoff{owner: handOwner, lease: handLease, rows: rows}
	}
	queueOutbox(b, now, t.ConversationID, t.Outbox, t.ProcessedEventIDs, t.AnsweredAt, hand)
}

// queueOutbox adds items after the conversation's last seq. The caller
// holds the conversation row lock (its UPDATE), so no other turn of this
// conversation computes the same seq; the unique key backs that up. The rows
// are created, and due, at now (nil: the database clock). The first row
// records which of the turn's events it answers (answered: the events the
// turn consumes, all of the conversation's): the last of them, and when the
// oldest was stored, answeredAt — from the claim the caller read, or, when
// it is zero, from the events themselves (a lookup in inbound_events the
// runner spares every turn). With hand, the rows are leased to hand.owner
// when they start the conversation's queue (see CommitTurnHanded) and
// appended to hand.rows.
func queueOutbox(b *pgx.Batch, now *time.Time, convID int64, items []wakha.OutboxItem, answered []int64, answeredAt time.Time, hand *handoff) {
	if len(items) == 0 {
		return
	}
	kinds := make([]string, len(items))
	payloads := make([]string, len(items))
	for i, it := range items {
		kinds[i], payloads[i] = it.Kind, string(it.Payload)
	}
	var owner *string
	var lease int64
	if hand != nil {
		owner, lease = &hand.owner, micros(hand.lease)
	}
	var q *pgx.QueuedQuery
	if len(answered) > 0 && answeredAt.IsZero() {
		q = b.Queue(insertOutboxLookupSQL, convID, kinds, payloads, now, answered, (*time.Time)(nil), owner, lease)
	} else {
		var lastID *int64
		var at *time.Time
		if len(answered) > 0 {
			last := slices.Max(answered)
			lastID, at = &last, &answeredAt
		}
		q = b.Queue(insertOutboxSQL, convID, kinds, payloads, now, lastID, at, owner, lease)
	}
	if hand == nil {
		return
	}
	q.Query(func(rows pgx.Rows) error {
		var r wakha.OutboxRow
		var leased bool
		var got []wakha.OutboxRow
		_, err := pgx.ForEachRow(rows, []any{&r.ID, &r.Seq, &r.CreatedAt, &r.AnswersEventID, &r.AnswersReceivedAt, &leased}, func() error {
			if leased {
				got = append(got, r)
			}
			return nil
		})
		if err != nil || len(got) == 0 {
			return err
		}
		if len(got) != len(items) {
			return fmt.Errorf("postgres: commit turn: %d of %d outbox rows leased", len(got), len(items))
		}
		// RETURNING has no order; the seqs follow the items'.
		slices.SortFunc(got, func(a, b wakha.OutboxRow) int { return cmp.Compare(a.Seq, b.Seq) })
		for i := range got {
			got[i].ConversationID, got[i].Kind, got[i].Payload = convID, items[i].Kind, items[i].Payload
			got[i].Status, got[i].NextAttemptAt = wakha.OutboxPending, got[i].CreatedAt
		}
		*hand.rows = got
		return nil
	})
}

// handoff asks queueOutbox to lease a turn's rows to owner for lease when
// they start their conversation's queue, and collects them in rows.
type handoff struct {
	owner string
	lease time.Duration
	rows  *[]wakha.OutboxRow
}

// outboxInsertSQL is the shape of both outbox inserts: from is the rows'
// source ($1 the conversation, $2 kinds, $3 payloads, $4 the clock),
// answers the first row's answered event and its wait's start. hand
// leases the rows to $owner ($7, NULL: none) for $8 µs when the
// conversation has no pending row before them: the turn's rows are then
// the head of its queue, which nobody else may claim (a claim takes a
// queue from its unleased head). A conversation with pending rows keeps
// them behind those, unleased, for a claim to take in order.
func outboxInsertSQL(answers, extra string) string {
	return `
	INSERT INTO outbox (conversation_id, seq, kind, payload, created_at, next_attempt_at, answers_event_id, answers_received_at,
		lease_owner, lease_until)
	SELECT $1, last.seq + u.ord, u.kind, u.payload::jsonb, clock.now, clock.now, ` + answers + `,
		hand.owner, clock.now + hand.lease
	FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS u(kind, payload, ord)
		CROSS JOIN (SELECT COALESCE(max(seq), 0) AS seq FROM outbox WHERE conversation_id = $1) AS last
		CROSS JOIN (SELECT coalesce($4::timestamptz, now()) AS now) AS clock` + extra + `
		LEFT JOIN (
			SELECT $7::text AS owner, $8 * interval '1 microsecond' AS lease
			WHERE NOT EXISTS (SELECT 1 FROM outbox WHERE conversation_id = $1 AND status = 'pending')
		) AS hand ON $7::text IS NOT NULL
	ORDER BY u.ord
	RETURNING id, seq, created_at, coalesce(answers_event_id, 0), answers_received_at, lease_owner IS NOT NULL`
}

// insertOutboxSQL appends the turn's rows ($2 kinds, $3 payloads) after
// the conversation's last seq; the first carries the answered event $5 and
// its wait's start $6 (NULL both for a turn that consumed none).
var insertOutboxSQL = outboxInsertSQL(
	`CASE WHEN u.ord = 1 THEN $5::bigint END, CASE WHEN u.ord = 1 THEN $6::timestamptz END`, "")

// insertOutboxLookupSQL is insertOutboxSQL for a caller that knows only
// the answered events' ids ($5): their last and oldest arrival are read
// from inbound_events ($6, passed NULL, only gives the parameter a type).
var insertOutboxLookupSQL = outboxInsertSQL(
	`CASE WHEN u.ord = 1 THEN ans.id END, CASE WHEN u.ord = 1 THEN coalesce(ans.received_at, $6::timestamptz) END`, `
		CROSS JOIN (SELECT max(id) AS id, min(received_at) AS received_at
			FROM inbound_events WHERE conversation_id = $1 AND id = ANY($5::bigint[])) AS ans`)

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
	// Rows are locked in id order, as a group of turns locks them
	// (turns.go), so the two never wait for each other in a cycle.
	rows, err := db.pool.Query(ctx, `
		WITH held AS (
			SELECT c.id
			FROM conversations c
			JOIN unnest($1::bigint[], $2::text[]) AS u(id, owner) ON c.id = u.id AND c.lease_owner = u.owner
			ORDER BY c.id
			FOR UPDATE OF c
		)
		UPDATE conversations c
		SET lease_until = coalesce($3::timestamptz, now()) + $4 * interval '1 microsecond'
		FROM held
		WHERE c.id = held.id
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
