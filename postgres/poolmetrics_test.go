package postgres_test

import (
	"context"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wakha/wakha/postgres"
	"github.com/wakha/wakha/postgres/pgtest"
)

func TestPoolCollectorReportsThePool(t *testing.T) {
	t.Parallel()
	db := pgtest.New(t)
	reg := prometheus.NewRegistry()
	postgres.NewPoolCollector(reg, db)
	if _, err := db.Stats(context.Background()); err != nil {
		t.Fatal(err)
	}
	families, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]float64{}
	for _, f := range families {
		for _, m := range f.GetMetric() {
			name := f.GetName()
			for _, l := range m.GetLabel() {
				name += "/" + l.GetValue()
			}
			got[name] = m.GetGauge().GetValue() + m.GetCounter().GetValue()
		}
	}
	if got["wakha_db_pool_max_connections"] < 1 {
		t.Errorf("max connections = %v, want the pool's size", got["wakha_db_pool_max_connections"])
	}
	if got["wakha_db_pool_acquires_total"] < 1 {
		t.Errorf("acquires = %v after a query, want at least 1", got["wakha_db_pool_acquires_total"])
	}
	for _, name := range []string{"wakha_db_pool_connections/acquired", "wakha_db_pool_connections/idle", "wakha_db_pool_connections/constructing",
		"wakha_db_pool_empty_acquires_total", "wakha_db_pool_acquire_wait_seconds_total"} {
		if _, ok := got[name]; !ok {
			t.Errorf("no series %s", name)
		}
	}
	if got["wakha_db_pool_connections/idle"]+got["wakha_db_pool_connections/acquired"] < 1 {
		t.Error("no connection counted after a query")
	}
}

// The pool's connections plan each prepared statement once (a generic
// plan), unless the URL sets plan_cache_mode itself.
func TestPoolPlansStatementsOnce(t *testing.T) {
	t.Parallel()
	url := pgtest.URL(t)
	sep := "?"
	if strings.Contains(url, "?") {
		sep = "&"
	}
	for _, tc := range []struct {
		name, url, want string
	}{
		{"default", url, "force_generic_plan"},
		{"set by the URL", url + sep + "plan_cache_mode=auto", "auto"},
		{"set by options", url + sep + "options=-c%20plan_cache_mode%3Dforce_custom_plan", "force_custom_plan"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			db, err := postgres.Open(ctx, tc.url)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			var got string
			if err := db.Pool().QueryRow(ctx, `SHOW plan_cache_mode`).Scan(&got); err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Errorf("plan_cache_mode = %q, want %q", got, tc.want)
			}
		})
	}
}
