package webhook

import "github.com/prometheus/client_golang/prometheus"

type metrics struct {
	requests      *prometheus.CounterVec
	seconds       *prometheus.HistogramVec
	secretMatches *prometheus.CounterVec
}

func newMetrics(reg prometheus.Registerer) *metrics {
	m := &metrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "wakha_webhook_requests_total",
			Help: "Webhook requests by platform, event and outcome (accepted, duplicate, ignored, invalid, unauthorized, too_large, error).",
		}, []string{"platform", "event", "outcome"}),
		seconds: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "wakha_webhook_duration_seconds",
			Help:    "Time to authenticate, parse and durably store a webhook.",
			Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5},
		}, []string{"platform"}),
		secretMatches: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "wakha_webhook_secret_matches_total",
			Help: "Signed webhooks by the position of the configured secret that verified them (0 = the first); during a rotation, the old secret can go once its count stops rising.",
		}, []string{"platform", "secret"}),
	}
	reg.MustRegister(m.requests, m.seconds, m.secretMatches)
	return m
}

// refusedBeforeParsing are the outcomes of requests refused before their
// event is known: they are counted with event="unknown".
var refusedBeforeParsing = []string{"unauthorized", "too_large", "invalid", "internal"}

// prepare creates at 0 the platform's series that the dashboard and the
// alert rules (deploy/) look for, so a panel or an alert on unauthorized
// or failed webhooks has data before the first one: the refusals that
// come before parsing (event="unknown") and the latency histogram.
func (m *metrics) prepare(platform string) {
	for _, outcome := range refusedBeforeParsing {
		m.requests.WithLabelValues(platform, "unknown", outcome)
	}
	m.seconds.WithLabelValues(platform)
}
