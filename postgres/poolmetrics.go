package postgres

import (
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"
)

// PoolCollector exports the connection pool's state: how many connections
// are in use, idle or opening against the pool's maximum, and how often a
// query had to wait for one (the pool is too small, or the database slow).
// It reads pgxpool's counters at scrape time, without a query.
type PoolCollector struct {
	pool                                     *pgxpool.Pool
	conns, max, acquires, waited, waitedSecs *prometheus.Desc
}

// NewPoolCollector registers on reg a collector of db's pool.
func NewPoolCollector(reg prometheus.Registerer, db *DB) *PoolCollector {
	c := &PoolCollector{
		pool:       db.pool,
		conns:      prometheus.NewDesc("wakha_db_pool_connections", "Database connections by state (acquired, idle, constructing).", []string{"state"}, nil),
		max:        prometheus.NewDesc("wakha_db_pool_max_connections", "The pool's maximum size: DATABASE_MAX_CONNS, a pool_max_conns in DATABASE_URL, or RUNNER_WORKERS + OUTBOX_WORKERS + 8.", nil, nil),
		acquires:   prometheus.NewDesc("wakha_db_pool_acquires_total", "Connections taken from the pool.", nil, nil),
		waited:     prometheus.NewDesc("wakha_db_pool_empty_acquires_total", "Acquires that found no idle connection and had to wait for one.", nil, nil),
		waitedSecs: prometheus.NewDesc("wakha_db_pool_acquire_wait_seconds_total", "Time spent waiting for a connection by acquires that found none idle.", nil, nil),
	}
	reg.MustRegister(c)
	return c
}

// Describe implements prometheus.Collector.
func (c *PoolCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{c.conns, c.max, c.acquires, c.waited, c.waitedSecs} {
		ch <- d
	}
}

// Collect implements prometheus.Collector.
func (c *PoolCollector) Collect(ch chan<- prometheus.Metric) {
	s := c.pool.Stat()
	ch <- prometheus.MustNewConstMetric(c.conns, prometheus.GaugeValue, float64(s.AcquiredConns()), "acquired")
	ch <- prometheus.MustNewConstMetric(c.conns, prometheus.GaugeValue, float64(s.IdleConns()), "idle")
	ch <- prometheus.MustNewConstMetric(c.conns, prometheus.GaugeValue, float64(s.ConstructingConns()), "constructing")
	ch <- prometheus.MustNewConstMetric(c.max, prometheus.GaugeValue, float64(s.MaxConns()))
	ch <- prometheus.MustNewConstMetric(c.acquires, prometheus.CounterValue, float64(s.AcquireCount()))
	ch <- prometheus.MustNewConstMetric(c.waited, prometheus.CounterValue, float64(s.EmptyAcquireCount()))
	ch <- prometheus.MustNewConstMetric(c.waitedSecs, prometheus.CounterValue, s.EmptyAcquireWaitTime().Seconds())
}
