package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"

	"github.com/wakha/wakha/migrations"
)

// newProvider builds a goose provider over the embedded migrations that
// talks to the pool through database/sql. Closing it does not close the pool.
func (db *DB) newProvider() (*goose.Provider, error) {
	// Poll the advisory lock every second (goose's default is 5 s) for up to
	// 5 minutes: replicas that start together wait for the first one.
	locker, err := lock.NewPostgresSessionLocker(lock.WithLockTimeout(1, 300))
	if err != nil {
		return nil, err
	}
	p, err := goose.NewProvider(goose.DialectPostgres, stdlib.OpenDBFromPool(db.pool), migrations.FS,
		goose.WithSessionLocker(locker))
	if err != nil {
		return nil, err
	}
	return p, nil
}

// Migrate applies every pending migration under goose's Postgres session
// advisory lock, so replicas starting together apply each migration once
// and the others wait, then find nothing to do.
func (db *DB) Migrate(ctx context.Context) error {
	p, err := db.newProvider()
	if err != nil {
		return wrap("migrate", err)
	}
	defer p.Close()
	if _, err := p.Up(ctx); err != nil {
		return wrap("migrate", err)
	}
	return nil
}

// Ready reports whether the database answers and its schema is at the
// version this binary was built with. It writes nothing, so it is safe as a
// readiness probe.
func (db *DB) Ready(ctx context.Context) error {
	if err := db.pool.Ping(ctx); err != nil {
		return wrap("ready: ping", err)
	}
	var hasTable bool
	if err := db.pool.QueryRow(ctx, `SELECT to_regclass('goose_db_version') IS NOT NULL`).Scan(&hasTable); err != nil {
		return wrap("ready: schema", err)
	}
	if !hasTable {
		// Checked first because goose would create the version table.
		return fmt.Errorf("postgres: ready: database has no wakha schema yet: run the migrations (connector migrate)")
	}
	p, err := db.newProvider()
	if err != nil {
		return wrap("ready", err)
	}
	defer p.Close()
	pending, err := p.HasPending(ctx)
	if err != nil {
		return wrap("ready: migrations", err)
	}
	if pending {
		current, target, err := p.GetVersions(ctx)
		if err != nil {
			return wrap("ready: migrations", err)
		}
		return fmt.Errorf("postgres: ready: schema at migration %d, this build needs %d: run the migrations (connector migrate)", current, target)
	}
	return nil
}
