package main

import (
	"context"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
)

// The summary counts statements by label, whatever whitespace the text was
// sent with, and batches by length; every one is a round trip.
func TestStatementCounterReport(t *testing.T) {
	c := newStatementCounter()
	ctx := context.Background()
	for _, sql := range []string{"SELECT 1\n\tFROM t", "SELECT 1 FROM t", "  SELECT   1 FROM t", "UPDATE t SET x = 1"} {
		c.TraceQueryStart(ctx, nil, pgx.TraceQueryStartData{SQL: sql})
	}
	two := &pgx.Batch{}
	two.Queue("SELECT 1")
	two.Queue("SELECT 2")
	one := &pgx.Batch{}
	one.Queue("SELECT 1")
	for _, b := range []*pgx.Batch{two, one, two} {
		c.TraceBatchStart(ctx, nil, pgx.TraceBatchStartData{Batch: b})
	}
	var out strings.Builder
	c.report(&out, 7, 10)
	want := strings.Join([]string{
		"  round trips to Postgres: 7 (1.0 per answered message; 3 of them batches)",
		"          3   0.43/msg  SELECT 1 FROM t",
		"          2   0.29/msg  (batch of 2 statements)",
		"          1   0.14/msg  (batch of 1 statements)",
		"          1   0.14/msg  UPDATE t SET x = 1",
		"",
	}, "\n")
	if out.String() != want {
		t.Errorf("report:\n%s\nwant:\n%s", out.String(), want)
	}
}

// BenchmarkStatementCounter is the tracer's cost of one round trip, the
// service's claim statement (about 1.6 kB of SQL).
func BenchmarkStatementCounter(b *testing.B) {
	c := newStatementCounter()
	ctx := context.Background()
	data := pgx.TraceQueryStartData{SQL: strings.Repeat("WITH work AS (\n\t\tSELECT e.conversation_id AS id\n\t\tFROM inbound_events e\n", 20)}
	b.ReportAllocs()
	for b.Loop() {
		c.TraceQueryStart(ctx, nil, data)
	}
}
