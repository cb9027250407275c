package woocommerce

import (
	"errors"
	"fmt"

	"github.com/prometheus/client_golang/prometheus"
)

// Request outcomes (label values of wakha_catalog_requests_total).
const (
	OutcomeOK          = "ok"
	OutcomeError       = "error"
	OutcomeTimeout     = "timeout"
	OutcomeBadResponse = "bad_response"
	OutcomeCircuitOpen = "circuit_open"
)

// Metrics are the catalog's Prometheus collectors, all named wakha_catalog_*.
// Labels are low-cardinality: outcome, cache ("request" or "search"),
// source ("live" or "local").
type Metrics struct {
	requests       *prometheus.CounterVec
	requestSeconds prometheus.Histogram
	cacheHits      *prometheus.CounterVec
	cacheMisses    *prometheus.CounterVec
	circuitState   prometheus.Gauge
	searches       *prometheus.CounterVec
	searchSeconds  *prometheus.HistogramVec
	skipped        *prometheus.CounterVec
}

// NewMetrics creates the collectors and registers them with reg. When reg
// already holds them (a Store and a Local sharing one registry), the
// registered ones are reused. A nil reg keeps the metrics unregistered.
func NewMetrics(reg prometheus.Registerer) (*Metrics, error) {
	m := &Metrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "wakha_catalog_requests_total",
			Help: "Store API requests by outcome (ok, error, timeout, bad_response, circuit_open); a retry counts as a request.",
		}, []string{"outcome"}),
		requestSeconds: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "wakha_catalog_request_duration_seconds",
			Help:    "Latency of Store API requests that reached the network.",
			Buckets: []float64{.025, .05, .1, .25, .5, 1, 2, 3, 5, 10},
		}),
		cacheHits: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "wakha_catalog_cache_hits_total",
			Help: "Catalog cache hits: cache=request (one Store API URL) or cache=search (a show-more answered from the previous fetch).",
		}, []string{"cache"}),
		cacheMisses: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "wakha_catalog_cache_misses_total",
			Help: "Catalog cache misses, by cache (request, search).",
		}, []string{"cache"}),
		circuitState: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "wakha_catalog_circuit_state",
			Help: "Store circuit breaker: 0 closed, 1 half-open, 2 open.",
		}),
		searches: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "wakha_catalog_searches_total",
			Help: "Catalog searches by source (live, local).",
		}, []string{"source"}),
		searchSeconds: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "wakha_catalog_search_duration_seconds",
			Help:    "Duration of whole catalog searches by source (live, local).",
			Buckets: []float64{.0005, .001, .005, .01, .05, .1, .25, .5, 1, 3, 10},
		}, []string{"source"}),
		skipped: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "wakha_catalog_products_skipped_total",
			Help: "Products left out because they could not make a valid card (no id, name or permalink, malformed), by source.",
		}, []string{"source"}),
	}
	if reg == nil {
		return m, nil
	}
	var errs []error
	m.requests = register(reg, m.requests, &errs)
	m.requestSeconds = register(reg, m.requestSeconds, &errs)
	m.cacheHits = register(reg, m.cacheHits, &errs)
	m.cacheMisses = register(reg, m.cacheMisses, &errs)
	m.circuitState = register(reg, m.circuitState, &errs)
	m.searches = register(reg, m.searches, &errs)
	m.searchSeconds = register(reg, m.searchSeconds, &errs)
	m.skipped = register(reg, m.skipped, &errs)
	if err := errors.Join(errs...); err != nil {
		return nil, fmt.Errorf("woocommerce: metrics: %w", err)
	}
	return m, nil
}

// prepareStore creates at 0 the live Store's series that the dashboard and
// the alert rules (deploy/) look for: requests of every outcome, both
// caches' hits and misses, live searches. A local catalog makes none of
// them (no Store API, no cache), so it does not call this.
func (m *Metrics) prepareStore() {
	for _, outcome := range []string{OutcomeOK, OutcomeError, OutcomeTimeout, OutcomeBadResponse, OutcomeCircuitOpen} {
		m.requests.WithLabelValues(outcome)
	}
	for _, cache := range []string{"request", "search"} {
		m.cacheHits.WithLabelValues(cache)
		m.cacheMisses.WithLabelValues(cache)
	}
	m.searches.WithLabelValues("live")
	m.searchSeconds.WithLabelValues("live")
}

// register registers c, or returns the identical collector already registered.
func register[T prometheus.Collector](reg prometheus.Registerer, c T, errs *[]error) T {
	err := reg.Register(c)
	if err == nil {
		return c
	}
	var are prometheus.AlreadyRegisteredError
	if errors.As(err, &are) {
		if existing, ok := are.ExistingCollector.(T); ok {
			return existing
		}
	}
	*errs = append(*errs, err)
	return c
}
