package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"

	"github.com/jackc/pgx/v5"
)

// statementCounter is a pgx tracer that counts the service's round trips to
// Postgres: one per statement (BEGIN and COMMIT included), one per batch
// however many statements it queues.
type statementCounter struct {
	mu      sync.Mutex
	total   int
	batches int
	// bySQL counts statements by their text as sent and bySize batches by
	// their length; labels are made once, in report, not per round trip
	// (the tracer's cost counts in the load tool's CPU per message).
	bySQL  map[string]int
	bySize map[int]int
}

func newStatementCounter() *statementCounter {
	return &statementCounter{bySQL: map[string]int{}, bySize: map[int]int{}}
}

// statementLabel is the first words of sql, whitespace collapsed: enough
// to tell the statements apart in a summary.
func statementLabel(sql string) string {
	s := strings.Join(strings.Fields(sql), " ")
	if len(s) > 72 {
		s = s[:72] + "…"
	}
	return s
}

func (c *statementCounter) TraceQueryStart(ctx context.Context, _ *pgx.Conn, data pgx.TraceQueryStartData) context.Context {
	c.mu.Lock()
	c.total++
	c.bySQL[data.SQL]++
	c.mu.Unlock()
	return ctx
}

func (*statementCounter) TraceQueryEnd(context.Context, *pgx.Conn, pgx.TraceQueryEndData) {}

func (c *statementCounter) TraceBatchStart(ctx context.Context, _ *pgx.Conn, data pgx.TraceBatchStartData) context.Context {
	c.mu.Lock()
	c.total++
	c.batches++
	c.bySize[data.Batch.Len()]++
	c.mu.Unlock()
	return ctx
}

func (*statementCounter) TraceBatchQuery(context.Context, *pgx.Conn, pgx.TraceBatchQueryData) {}
func (*statementCounter) TraceBatchEnd(context.Context, *pgx.Conn, pgx.TraceBatchEndData)     {}

// report prints the round trips per answered message and, when top > 0,
// the top statements by count.
func (c *statementCounter) report(w io.Writer, answered, top int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	per := 0.0
	if answered > 0 {
		per = float64(c.total) / float64(answered)
	}
	fmt.Fprintf(w, "  round trips to Postgres: %d (%.1f per answered message; %d of them batches)\n", c.total, per, c.batches)
	if top <= 0 {
		return
	}
	type row struct {
		label string
		n     int
	}
	byLabel := map[string]int{}
	for sql, n := range c.bySQL {
		byLabel[statementLabel(sql)] += n
	}
	for size, n := range c.bySize {
		byLabel[fmt.Sprintf("(batch of %d statements)", size)] += n
	}
	var rows []row
	for l, n := range byLabel {
		rows = append(rows, row{l, n})
	}
	slices.SortFunc(rows, func(a, b row) int {
		if a.n != b.n {
			return b.n - a.n
		}
		return strings.Compare(a.label, b.label)
	})
	for _, r := range rows[:min(top, len(rows))] {
		fmt.Fprintf(w, "    %7d  %5.2f/msg  %s\n", r.n, float64(r.n)/float64(max(answered, 1)), r.label)
	}
}
