package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/internal/wait"
	"github.com/wakha/wakha/postgres"
	"github.com/wakha/wakha/postgres/pgtest"
)

// The load tool pointed at a database that holds a real installation must
// leave its conversations alone: it works in a schema of its own.
func TestLoadtestKeepsToItsOwnSchema(t *testing.T) {
	t.Parallel()
	url := pgtest.URL(t)
	db, err := postgres.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ev, _ := json.Marshal(engine.Event{Kind: engine.EventUserMessage, MessageID: "real-1", Text: "tajine"})
	real := wakha.NewEvent{Key: wakha.ConvKey{Platform: "chatwoot", AccountID: "7", ExternalID: "1"}, Kind: "user_message", Payload: ev}
	if _, _, err := db.InsertEvent(context.Background(), real); err != nil {
		t.Fatal(err)
	}

	var out bytes.Buffer
	env := map[string]string{"DATABASE_URL": url, "CATALOG_FILE": "../../testdata/catalog.json"}
	err = run(context.Background(), []string{"loadtest", "--conversations", "3", "--concurrency", "3", "--max-duration", "60s"},
		func(k string) string { return env[k] }, &out)
	if err != nil {
		t.Fatalf("loadtest: %v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "accepted: 18 ") || !strings.Contains(out.String(), "answered: 18 ") {
		t.Errorf("loadtest report:\n%s", out.String())
	}
	st, err := db.Stats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if st.EventsPending != 1 {
		t.Errorf("the real installation's event was touched: %d pending, want 1", st.EventsPending)
	}
}

func TestBareCommandWithDatabaseButNoChatwootRefuses(t *testing.T) {
	t.Parallel()
	env := map[string]string{"DATABASE_URL": "postgres://db.internal/wakha"}
	err := run(context.Background(), nil, func(k string) string { return env[k] }, &bytes.Buffer{})
	if err == nil || !strings.Contains(err.Error(), "CHATWOOT_BASE_URL") || !strings.Contains(err.Error(), "INTERCOM_ACCESS_TOKEN") {
		t.Fatalf("err = %v, want a refusal naming CHATWOOT_BASE_URL and INTERCOM_ACCESS_TOKEN", err)
	}
}

// The load tool stands in for autovacuum: the tables of its schema get
// statistics during a run, so the service is measured with the plans a real
// installation's analyzed tables give, not with plans made on empty tables.
func TestAnalyzeEveryGivesTheSchemaStatistics(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	url, err := isolatedSchema(ctx, pgtest.URL(t), "wakha_analyze", true)
	if err != nil {
		t.Fatal(err)
	}
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, `CREATE TABLE rows_to_count (id int); INSERT INTO rows_to_count SELECT generate_series(1, 500);
		CREATE TABLE few_rows (id int); INSERT INTO few_rows SELECT generate_series(1, 10)`); err != nil {
		t.Fatal(err)
	}
	// The counts reach pg_stat_user_tables when this backend reports them:
	// now rather than up to 10 s later.
	if _, err := conn.Exec(ctx, `SELECT pg_stat_force_next_flush()`); err != nil {
		t.Fatal(err)
	}
	reltuples := func() float64 {
		var n float64
		if err := conn.QueryRow(ctx, `SELECT reltuples FROM pg_class WHERE oid = 'wakha_analyze.rows_to_count'::regclass`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	if n := reltuples(); n > 0 {
		t.Fatalf("reltuples = %v before any ANALYZE: the test cannot tell", n)
	}

	runCtx, stop := context.WithCancel(ctx)
	defer stop()
	analyzed := analyzeEvery(runCtx, url, "wakha_analyze", time.Millisecond)
	wait.For(t, "an ANALYZE of the changed table", func() (bool, string) {
		return analyzed() > 0, fmt.Sprintf("%d tables analyzed", analyzed())
	})
	if n := reltuples(); n != 500 {
		t.Errorf("reltuples = %v after %d tables analyzed, want 500", n, analyzed())
	}
	// 10 changed rows are under autovacuum's threshold (50 + 10 %): the
	// pass that analyzed the other table, written in the same transaction,
	// left this one alone.
	var fewAnalyzed bool
	if err := conn.QueryRow(ctx, `SELECT last_analyze IS NOT NULL FROM pg_stat_user_tables WHERE relid = 'wakha_analyze.few_rows'::regclass`).Scan(&fewAnalyzed); err != nil {
		t.Fatal(err)
	}
	if fewAnalyzed || analyzed() != 1 {
		t.Errorf("few_rows analyzed: %v, tables analyzed %d: want only rows_to_count (10 changed rows are under the threshold)", fewAnalyzed, analyzed())
	}
}
