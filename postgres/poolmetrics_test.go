package postgres_test

import (
	"context"
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
