package main

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
)

// isolatedSchema makes the demo and the load tool keep to a schema of their
// own when pointed at a database that may also hold a real installation:
// their runners would otherwise claim real conversations and their fake
// Chatwoot would swallow real replies. It creates the schema (dropping it
// first when fresh is set) and returns dbURL with search_path set to it.
func isolatedSchema(ctx context.Context, dbURL, schema string, fresh bool) (string, error) {
	u, err := url.Parse(dbURL)
	if err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql") {
		return "", fmt.Errorf("DATABASE_URL must be a postgres:// URL to isolate the %s schema", schema)
	}
	conn, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		return "", fmt.Errorf("connect to DATABASE_URL: %w", err)
	}
	defer conn.Close(context.WithoutCancel(ctx))
	ident := pgx.Identifier{schema}.Sanitize()
	if fresh {
		if _, err := conn.Exec(ctx, "DROP SCHEMA IF EXISTS "+ident+" CASCADE"); err != nil {
			return "", fmt.Errorf("drop schema %s: %w", schema, err)
		}
	}
	if _, err := conn.Exec(ctx, "CREATE SCHEMA IF NOT EXISTS "+ident); err != nil {
		return "", fmt.Errorf("create schema %s: %w", schema, err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String(), nil
}

// analyzeEvery runs ANALYZE on the schema's tables every interval until ctx
// ends. A load run starts from empty tables, and plans made on empty tables
// are sequential scans that the service's pooled connections keep; a real
// installation's tables are analyzed by autovacuum, which needs a minute to
// notice new tables even where it is on (and test servers often turn it off).
// Without this stand-in the service is measured with plans it would never
// run in production. Errors end the loop quietly: the run is still valid,
// only less representative, and the caller learns how many passes ran.
func analyzeEvery(ctx context.Context, dbURL, schema string, interval time.Duration) (passes func() int) {
	var n atomic.Int64
	go func() {
		conn, err := pgx.Connect(ctx, dbURL)
		if err != nil {
			return
		}
		defer conn.Close(context.WithoutCancel(ctx))
		tick := time.NewTicker(interval)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
			}
			var tables []string
			rows, err := conn.Query(ctx, `SELECT format('%I.%I', schemaname, tablename) FROM pg_tables WHERE schemaname = $1 ORDER BY tablename`, schema)
			if err == nil {
				tables, err = pgx.CollectRows(rows, pgx.RowTo[string])
			}
			if err != nil || len(tables) == 0 {
				return
			}
			if _, err := conn.Exec(ctx, "ANALYZE "+strings.Join(tables, ", ")); err != nil {
				return
			}
			n.Add(1)
		}
	}()
	return func() int { return int(n.Load()) }
}
