package postgres_test

import (
	"context"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/wakha/wakha/postgres"
	"github.com/wakha/wakha/postgres/pgtest"
)

// roundTrips counts the statements and batches a pool sends, but for the
// NOTIFYs that tell other replicas of new work (sent on their own timer).
type roundTrips struct{ n atomic.Int64 }

func (r *roundTrips) TraceQueryStart(ctx context.Context, _ *pgx.Conn, d pgx.TraceQueryStartData) context.Context {
	if !strings.Contains(d.SQL, "pg_notify") {
		r.n.Add(1)
	}
	return ctx
}
func (*roundTrips) TraceQueryEnd(context.Context, *pgx.Conn, pgx.TraceQueryEndData) {}
func (r *roundTrips) TraceBatchStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceBatchStartData) context.Context {
	r.n.Add(1)
	return ctx
}
func (*roundTrips) TraceBatchQuery(context.Context, *pgx.Conn, pgx.TraceBatchQueryData) {}
func (*roundTrips) TraceBatchEnd(context.Context, *pgx.Conn, pgx.TraceBatchEndData)     {}

// The runner's claim and the reply hand-over each cost one round trip
// whatever their size: claiming conversations with their events, and a
// turn committed with its replies leased to the dispatcher.
func TestClaimAndHandOverRoundTrips(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	trips := &roundTrips{}
	db, err := postgres.OpenWith(ctx, pgtest.URL(t), postgres.Options{Tracer: trips})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(db.Close)
	for i := range 3 {
		for n := range 2 {
			insert(t, ctx, db, key(fmt.Sprint("c", i)), 10*i+n)
		}
	}
	tests := []struct {
		name string
		do   func() (int, error) // what it did, for the check below
		want int
	}{
		{"three claims with two events each", func() (int, error) {
			claims, err := db.ClaimConversations(ctx, []string{"w/1", "w/2", "w/3", "w/4"}, time.Minute, 0)
			events := 0
			for _, c := range claims {
				events += len(c.Events)
			}
			if len(claims) != 3 {
				return 0, fmt.Errorf("%d claims, want 3", len(claims))
			}
			return events, err
		}, 6},
		{"nothing to claim", func() (int, error) {
			claims, err := db.ClaimConversations(ctx, []string{"x/1"}, time.Minute, 0)
			return len(claims), err
		}, 0},
	}
	for _, tc := range tests {
		before := trips.n.Load()
		got, err := tc.do()
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got != tc.want {
			t.Errorf("%s: got %d, want %d", tc.name, got, tc.want)
		}
		if n := trips.n.Load() - before; n != 1 {
			t.Errorf("%s: %d round trips, want 1", tc.name, n)
		}
	}

	insert(t, ctx, db, key("h"), 0)
	c, err := db.ClaimConversation(ctx, "h/1", time.Minute, 0)
	if err != nil {
		t.Fatal(err)
	}
	before := trips.n.Load()
	rows, err := db.CommitTurnHanded(ctx, turn(c, "one", "two"), "D", time.Minute)
	if err != nil || len(rows) != 2 {
		t.Fatalf("hand-over = %v, %v", rows, err)
	}
	if n := trips.n.Load() - before; n != 1 {
		t.Errorf("a turn with its replies handed over: %d round trips, want 1", n)
	}
}
