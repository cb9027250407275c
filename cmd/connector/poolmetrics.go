package main

import (
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"
)

// poolCollector exports the database pool's state at each scrape: a pool
// too small for the workers shows as acquisitions that had to wait.
type poolCollector struct {
	pool                                   *pgxpool.Pool
	acquired, idle, total, maxConns        *prometheus.Desc
	acquires, emptyAcquires, acquireWaited *prometheus.Desc
}

func newPoolCollector(pool *pgxpool.Pool) *poolCollector {
	d := func(name, help string) *prometheus.Desc { return prometheus.NewDesc(name, help, nil, nil) }
	return &poolCollector{
		pool:          pool,
		acquired:      d("wakha_db_pool_acquired_conns", "Database connections in use."),
		idle:          d("wakha_db_pool_idle_conns", "Database connections open and idle."),
		total:         d("wakha_db_pool_total_conns", "Database connections open (acquired, idle and being opened)."),
		maxConns:      d("wakha_db_pool_max_conns", "The pool's size: DATABASE_MAX_CONNS, or sized from RUNNER_WORKERS and OUTBOX_WORKERS."),
		acquires:      d("wakha_db_pool_acquires_total", "Connections taken from the pool."),
		emptyAcquires: d("wakha_db_pool_empty_acquires_total", "Connections taken from the pool that had to wait because none was idle."),
		acquireWaited: d("wakha_db_pool_acquire_wait_seconds_total", "Time spent waiting for a connection when none was idle: rising steadily, the pool is too small."),
	}
}

func (c *poolCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{c.acquired, c.idle, c.total, c.maxConns, c.acquires, c.emptyAcquires, c.acquireWaited} {
		ch <- d
	}
}

func (c *poolCollector) Collect(ch chan<- prometheus.Metric) {
	s := c.pool.Stat()
	gauge := func(d *prometheus.Desc, v float64) { ch <- prometheus.MustNewConstMetric(d, prometheus.GaugeValue, v) }
	counter := func(d *prometheus.Desc, v float64) {
		ch <- prometheus.MustNewConstMetric(d, prometheus.CounterValue, v)
	}
	gauge(c.acquired, float64(s.AcquiredConns()))
	gauge(c.idle, float64(s.IdleConns()))
	gauge(c.total, float64(s.TotalConns()))
	gauge(c.maxConns, float64(s.MaxConns()))
	counter(c.acquires, float64(s.AcquireCount()))
	counter(c.emptyAcquires, float64(s.EmptyAcquireCount()))
	counter(c.acquireWaited, s.EmptyAcquireWaitTime().Seconds())
}
