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

// analyzeEvery looks at the schema's tables every interval until ctx ends
// and runs ANALYZE on those autovacuum would analyze: the ones whose rows
// changed since their last analysis (pg_stat_user_tables.n_mod_since_analyze)
// outnumber autovacuumAnalyzeBase plus autovacuumAnalyzeScale of their rows.
// A load run starts from empty tables, and plans made on empty tables are
// sequential scans that the service's pooled connections keep; a real
// installation's tables are analyzed by autovacuum, which needs a minute to
// notice new tables even where it is on (and test servers often turn it
// off). Without this stand-in the service is measured with plans it would
// never run in production; analyzing every table at every look instead
// would charge the run far more ANALYZE work than autovacuum's thresholds
// ever cause (each pass samples every table anew, however little changed).
// Errors end the loop quietly: the run is still valid, only less
// representative, and the caller learns how many tables were analyzed.
func analyzeEvery(ctx context.Context, dbURL, schema string, interval time.Duration) (analyzed func() int) {
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
			tables, err := tablesToAnalyze(ctx, conn, schema)
			if err != nil {
				return
			}
			if len(tables) == 0 {
				continue
			}
			if _, err := conn.Exec(ctx, "ANALYZE "+strings.Join(tables, ", ")); err != nil {
				return
			}
			n.Add(int64(len(tables)))
		}
	}()
	return func() int { return int(n.Load()) }
}

// Autovacuum's defaults (autovacuum_analyze_threshold and
// autovacuum_analyze_scale_factor): a table is analyzed once this many rows
// plus this share of its rows changed since its last analysis.
const (
	autovacuumAnalyzeBase  = 50
	autovacuumAnalyzeScale = 0.1
)

// tablesToAnalyze names the schema's tables past autovacuum's analyze
// threshold, quoted for a statement. A table never analyzed counts its rows
// as zero, as autovacuum does (reltuples is -1 until then).
func tablesToAnalyze(ctx context.Context, conn *pgx.Conn, schema string) ([]string, error) {
	rows, err := conn.Query(ctx, `
		SELECT format('%I.%I', s.schemaname, s.relname)
		FROM pg_stat_user_tables s
		JOIN pg_class c ON c.oid = s.relid
		WHERE s.schemaname = $1
			AND s.n_mod_since_analyze > $2 + $3 * greatest(c.reltuples, 0)
		ORDER BY s.relname`, schema, autovacuumAnalyzeBase, autovacuumAnalyzeScale)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowTo[string])
}
