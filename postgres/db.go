// Package postgres holds all of wakha's SQL: the connection pool, schema
// migrations, the durable inbox of platform events, conversation claims with
// leases, the version-checked commit of a decided turn, the ordered outbox,
// LISTEN/NOTIFY wake-ups and the read models behind the admin API.
//
// Every replica shares one Postgres, so coordination lives here: rows are
// claimed with FOR UPDATE SKIP LOCKED in short transactions and then leased
// (lease_owner, lease_until) so no transaction stays open while the caller
// talks to a remote service; commits compare the conversation's version so
// a replica that lost its lease cannot overwrite newer work. Leases and due
// times use the database clock (now()), one clock for all replicas; tests
// set DB.Now to move time instead of sleeping.
//
// Exported methods own their transaction; unexported helpers take a pgx.Tx.
package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/wakha/wakha"
)

// Notification channels used with NOTIFY and Listen.
const (
	// ChannelEvents is notified when an inbound event was stored.
	ChannelEvents = "wakha_events"
	// ChannelOutbox is notified when a committed turn added outbox rows.
	ChannelOutbox = "wakha_outbox"
)

// pgUniqueViolation is the SQLSTATE of unique_violation.
const pgUniqueViolation = "23505"

// DB is wakha's handle on Postgres: a pgx connection pool. It is safe for
// concurrent use by any number of goroutines.
type DB struct {
	pool *pgxpool.Pool

	// Now, when set, stands in for the database clock in every statement
	// that reads it: lease expiry and lease_until, due wake-ups (wake_at),
	// due retries (next_attempt_at), and the received, processed, sent and
	// created timestamps. Tests set it to move time instead of sleeping; it
	// is nil in production, where the database clock is the one clock all
	// replicas share. Set it before the DB is used.
	Now func() time.Time

	// OnCommit, when set, is called after a transaction that stored inbound
	// events (ChannelEvents) or outbox rows (ChannelOutbox) committed, so the
	// caller wakes its own workers without a round trip through Postgres;
	// other replicas hear of it by a NOTIFY shortly after. It must not
	// block. Set it before the DB is used.
	OnCommit func(channel string)

	// Claims, when set, takes conversations leased as their events are
	// stored (see insertEventGroup): a shopper's message then reaches a
	// worker without a claim query. Set it before the DB is used.
	Claims wakha.ClaimTaker

	notifier *notifier
	// Turns and inbound events ready together commit together (group.go).
	turns  groupCommitter[turnCommit, []wakha.OutboxRow]
	events groupCommitter[eventInsert, eventStored]
}

// now is the argument every statement passes for its clock: nil (SQL NULL,
// so coalesce($n::timestamptz, now()) reads the database clock) unless
// db.Now is set.
func (db *DB) now() *time.Time {
	if db.Now == nil {
		return nil
	}
	t := db.Now()
	return &t
}

// Open connects a pool to url (a postgres:// URL or key=value DSN; pool
// settings such as pool_max_conns may be given in it) and pings the server,
// so a wrong address or credentials fail here with a clear error.
func Open(ctx context.Context, url string) (*DB, error) {
	return OpenWith(ctx, url, Options{})
}

// genericPlans makes the pool's connections plan each prepared statement
// once (plan_cache_mode = force_generic_plan), unless url sets
// plan_cache_mode itself (as a parameter or in options). pgx prepares every
// statement once per connection, but Postgres's default (auto) keeps
// choosing a custom plan for most of wakha's: their unnest arrays and
// clock parameters make the generic plan's estimate look dearer than a plan
// for the values at hand, so they were planned again at every execution —
// about a quarter of the backends' CPU per answered message in the load
// tool (BENCHMARKS.md, branch pgclaims). Every statement of the hot path
// keeps an index-driven generic plan on tables of hundreds of thousands of
// rows (the same section). Retention's batched deletes go back to auto in
// their transactions: a generic plan does not know their LIMIT. A cached
// plan is still rebuilt when ANALYZE changes its tables' statistics.
func genericPlans(cfg *pgx.ConnConfig) {
	if _, ok := cfg.RuntimeParams["plan_cache_mode"]; ok || strings.Contains(cfg.RuntimeParams["options"], "plan_cache_mode") {
		return
	}
	if cfg.RuntimeParams == nil {
		cfg.RuntimeParams = map[string]string{}
	}
	cfg.RuntimeParams["plan_cache_mode"] = "force_generic_plan"
}

// Options size the pool.
type Options struct {
	// MaxConns, when positive, is the pool's size, whatever url says.
	MaxConns int
	// DefaultMaxConns, when positive, is the pool's size unless url sets
	// pool_max_conns (pgx's own default is max(4, CPUs): too small for a
	// pipeline with a dozen workers).
	DefaultMaxConns int
	// Tracer, when set, sees every statement of every connection (the load
	// tool counts round trips with it).
	Tracer pgx.QueryTracer
}

// OpenWith is Open with the pool sized by opts.
func OpenWith(ctx context.Context, url string, opts Options) (*DB, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		// pgx redacts the password in parse errors.
		return nil, fmt.Errorf("postgres: parse database URL: %w", err)
	}
	switch {
	case opts.MaxConns > 0:
		cfg.MaxConns = int32(min(opts.MaxConns, 1<<20))
	case opts.DefaultMaxConns > 0 && !strings.Contains(url, "pool_max_conns"):
		cfg.MaxConns = int32(min(opts.DefaultMaxConns, 1<<20))
	}
	if opts.Tracer != nil {
		cfg.ConnConfig.Tracer = opts.Tracer
	}
	genericPlans(cfg.ConnConfig)
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("postgres: open pool: %w", err)
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		cc := cfg.ConnConfig
		return nil, fmt.Errorf("postgres: connect to %s:%d/%s as %s: %w", cc.Host, cc.Port, cc.Database, cc.User, err)
	}
	db := &DB{pool: pool, notifier: newNotifier(pool)}
	db.turns.commit = db.commitTurnGroup
	db.events.commit = db.insertEventGroup
	return db, nil
}

// Close closes every connection of the pool; in-flight calls finish first.
func (db *DB) Close() {
	db.notifier.close()
	db.pool.Close()
}

// Pool returns the underlying pool, for callers that need pgx directly
// (tests, tools). wakha's own SQL stays in this package.
func (db *DB) Pool() *pgxpool.Pool { return db.pool }

// inTx runs fn in a transaction, committing when it returns nil and rolling
// back otherwise. Transactions are kept short: fn must not call out of
// process.
func (db *DB) inTx(ctx context.Context, fn func(pgx.Tx) error) error {
	return pgx.BeginFunc(ctx, db.pool, fn)
}

// wrap adds the operation name to err and translates pgx's errors into this
// package's sentinels at the boundary, keeping the original in the chain.
func wrap(op string, err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, wakha.ErrNoWork) {
		return wakha.ErrNoWork // expected and frequent: keep it cheap and plain
	}
	if errors.Is(err, wakha.ErrConflict) || errors.Is(err, wakha.ErrNotFound) || errors.Is(err, wakha.ErrDuplicate) {
		return fmt.Errorf("%w (%s)", err, op)
	}
	if errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("postgres: %s: %w (%w)", op, wakha.ErrNotFound, err)
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == pgUniqueViolation {
		return fmt.Errorf("postgres: %s: %w (%w)", op, wakha.ErrDuplicate, err)
	}
	if errors.As(err, &pgErr) && (strings.HasPrefix(pgErr.Code, "22") || pgErr.Code == "54000") {
		return fmt.Errorf("postgres: %s: %w (%w)", op, wakha.ErrInvalidData, err)
	}
	return fmt.Errorf("postgres: %s: %w", op, err)
}

// micros converts a lease duration into the bigint microseconds the SQL
// multiplies by interval '1 microsecond' (no interval codec subtleties).
func micros(d time.Duration) int64 { return d.Microseconds() }

// nullText maps "" to SQL NULL.
func nullText(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// textOr returns *s, or "" for NULL.
func textOr(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
