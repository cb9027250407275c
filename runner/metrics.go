package runner

import (
	"context"
	"log/slog"
	"slices"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/i18n"
)

// Metrics are the runner's and dispatcher's Prometheus series. Labels are
// bounded sets (event kinds, states, reasons, languages), never ids.
type Metrics struct {
	eventsProcessed   *prometheus.CounterVec
	turnSeconds       prometheus.Histogram
	searchSeconds     prometheus.Histogram
	transitions       *prometheus.CounterVec
	handoffs          *prometheus.CounterVec
	confirmations     *prometheus.CounterVec
	conflicts         prometheus.Counter
	handedOver        prometheus.Counter
	claimsAtIngest    *prometheus.CounterVec
	outboxSends       *prometheus.CounterVec
	deliverySeconds   *prometheus.HistogramVec
	retryAfterSeconds *prometheus.HistogramVec
	authFailures      *prometheus.CounterVec
	answerSeconds     *prometheus.HistogramVec
	routes            *prometheus.CounterVec
	enrichments       *prometheus.CounterVec
	softContextHits   *prometheus.CounterVec
	stageSeconds      *prometheus.HistogramVec
	lifecycleMoves    *prometheus.CounterVec
	followUps         *prometheus.CounterVec
	offers            *prometheus.CounterVec
	sessionMoves      *prometheus.CounterVec

	// The children used for every message, looked up once per label set.
	processed, sends, moves, lifecycle, routed *children[prometheus.Counter]
	stages, delivered, answered                *children[prometheus.Observer]
}

// Stage labels of wakha_turn_stage_seconds, in the order a turn runs them.
var stageLabels = []string{"understand", "decide", "search", "render", "commit"}

// NewMetrics registers the series on reg.
func NewMetrics(reg prometheus.Registerer) *Metrics {
	m := &Metrics{
		eventsProcessed: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "wakha_events_processed_total", Help: "Inbound events run through the engine, by platform, event kind and outcome (ok, invalid, given_up).",
		}, []string{"platform", "kind", "outcome"}),
		turnSeconds: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name: "wakha_turn_duration_seconds", Help: "Time from claiming a conversation to committing its turn, catalog searches included.",
			Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10},
		}),
		searchSeconds: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name: "wakha_turn_search_duration_seconds", Help: "Catalog search time as seen by the runner.",
			Buckets: []float64{.001, .005, .01, .05, .1, .25, .5, 1, 3, 10},
		}),
		transitions: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "wakha_transitions_total", Help: "Dialogue state transitions, by platform, from and to state.",
		}, []string{"platform", "from", "to"}),
		handoffs: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "wakha_handoffs_total", Help: "Conversations handed to a human, by platform and reason.",
		}, []string{"platform", "reason"}),
		confirmations: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "wakha_confirmations_total", Help: "How pending confirmations ended, by platform, conversation language and result (accepted, cancelled, unclear, expired): the engine's transitions out of awaiting_confirmation.",
		}, []string{"platform", "lang", "result"}),
		conflicts: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "wakha_turn_conflicts_total", Help: "Turns discarded because another worker committed the conversation first.",
		}),
		handedOver: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "wakha_outbox_handed_over_total", Help: "Replies leased to this replica's dispatcher in their turn's commit and sent without a claim.",
		}),
		claimsAtIngest: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "wakha_claims_at_ingest_total", Help: "Conversations leased to a worker in the transaction that stored their shopper's event, so no claim query was needed, by platform and outcome: taken (queued for a worker), or given_back (the runner had stopped).",
		}, []string{"platform", "outcome"}),
		outboxSends: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "wakha_outbox_sends_total", Help: "Outbox delivery attempts, by platform, request kind and outcome (sent, retry, dead).",
		}, []string{"platform", "kind", "outcome"}),
		deliverySeconds: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "wakha_outbox_delivery_seconds", Help: "Time from committing a reply to the platform accepting it, by platform.",
			Buckets: []float64{.01, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60, 300},
		}, []string{"platform"}),
		retryAfterSeconds: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "wakha_outbox_retry_after_seconds", Help: "Waits a platform asked for before the next try (Retry-After), as asked: waits above OUTBOX_MAX_DELAY are capped.",
			Buckets: []float64{1, 5, 15, 30, 60, 300, 900, 3600, 86400},
		}, []string{"platform"}),
		authFailures: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "wakha_outbox_auth_failures_total", Help: "Sends the platform refused for wakha's credentials (401, 403): a rotated or revoked token. Retried up to OUTBOX_MAX_ATTEMPTS.",
		}, []string{"platform"}),
		answerSeconds: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "wakha_message_answer_seconds", Help: "Time from a shopper's event being stored to the first reply of the turn that consumed it being accepted by the platform, by platform: what the shopper waits.",
			Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60},
		}, []string{"platform"}),
		routes: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "wakha_routes_total", Help: "Shopper inputs by platform and the follow-up layer's route (awaiting_confirmation, awaiting_selection, awaiting_input, soft_context, enriched, fresh).",
		}, []string{"platform", "route"}),
		enrichments: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "wakha_query_enrichments_total", Help: "Follow-ups merged into the last query (route enriched), by platform and result: found (new cards) or kept (nothing found, the earlier cards stay).",
		}, []string{"platform", "result"}),
		softContextHits: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "wakha_soft_context_hits_total", Help: "Shopper inputs answered from the soft context (a question about the product in focus, route soft_context), by platform.",
		}, []string{"platform"}),
		stageSeconds: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "wakha_turn_stage_seconds", Help: "Wall time of one stage of a turn, by platform and stage: understand, decide, search (per event that ran them), render (per event), commit (per turn).",
			Buckets: []float64{.00001, .00005, .0001, .0005, .001, .005, .01, .05, .1, .5, 1, 5},
		}, []string{"platform", "stage"}),
		lifecycleMoves: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "wakha_lifecycle_transitions_total", Help: "Moves of the spec 003 instance lifecycle, by platform, from and to state (from \"\" is a new instance).",
		}, []string{"platform", "from", "to"}),
		followUps: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "wakha_followups_total", Help: "Follow-ups (spec 003 heartbeats) by platform and outcome: sent, answered (the shopper wrote after one), abandoned (silent one interval after the last).",
		}, []string{"platform", "outcome"}),
		offers: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "wakha_proactive_offers_total", Help: "Proactive offers (spec 000) by trigger (product_dwell, tour_abandoned) and outcome: shown, accepted, dismissed, ignored, or blocked:<reason> when CanOfferNow refused (disabled, human_owner, wrong_state, awaiting_answer, conservative_cooldown, rate_limited).",
		}, []string{"trigger", "outcome"}),
		sessionMoves: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "wakha_session_transitions_total", Help: "Moves of the engagement session (spec 000) between thinking, proactive_assistance and reactive_assistance; from=none for a refused snapshot reset.",
		}, []string{"from", "to"}),
	}
	m.processed, m.sends = newChildren(m.eventsProcessed.WithLabelValues), newChildren(m.outboxSends.WithLabelValues)
	m.moves, m.lifecycle = newChildren(m.transitions.WithLabelValues), newChildren(m.lifecycleMoves.WithLabelValues)
	m.routed = newChildren(m.routes.WithLabelValues)
	m.stages = newChildren(m.stageSeconds.WithLabelValues)
	m.delivered, m.answered = newChildren(m.deliverySeconds.WithLabelValues), newChildren(m.answerSeconds.WithLabelValues)
	reg.MustRegister(m.eventsProcessed, m.turnSeconds, m.searchSeconds, m.transitions, m.handoffs,
		m.confirmations, m.conflicts, m.handedOver, m.claimsAtIngest, m.outboxSends, m.deliverySeconds, m.retryAfterSeconds, m.authFailures,
		m.routes, m.enrichments, m.softContextHits, m.stageSeconds, m.lifecycleMoves, m.followUps, m.answerSeconds,
		m.offers, m.sessionMoves)
	// The storefront's series have no platform label: create them at 0 now.
	for _, t := range engine.OfferTriggers {
		for _, o := range []engine.OfferOutcome{engine.OutcomeShown, engine.OutcomeAccepted, engine.OutcomeDismissed, engine.OutcomeIgnored} {
			m.offers.WithLabelValues(string(t), string(o))
		}
	}
	for _, e := range engine.SessionEdges() {
		m.sessionMoves.WithLabelValues(string(e.From), string(e.To))
	}
	return m
}

// Prepare creates at 0 the series of platform that the dashboard and the
// alert rules (deploy/) look for, so that they have data before the first
// handoff, dead letter or given-up event rather than "no data": events
// given up, handoffs by reason, confirmations by language and result,
// sends of each of the platform's request kinds by outcome, auth failures,
// the delivery and Retry-After histograms, and the follow-up layer's routes,
// enrichments, soft-context hits, stage times and follow-ups. Call it once
// per configured platform at start.
func (m *Metrics) Prepare(platform string, requestKinds ...string) {
	m.eventsProcessed.WithLabelValues(platform, "any", "given_up")
	for _, r := range engine.HandoffReasons {
		m.handoffs.WithLabelValues(platform, string(r))
	}
	for _, lang := range i18n.Langs {
		for _, result := range confirmationResultNames {
			m.confirmations.WithLabelValues(platform, string(lang), result)
		}
	}
	for _, kind := range requestKinds {
		for _, outcome := range []string{"sent", "retry", "dead"} {
			m.outboxSends.WithLabelValues(platform, kind, outcome)
		}
	}
	m.authFailures.WithLabelValues(platform)
	m.deliverySeconds.WithLabelValues(platform)
	m.retryAfterSeconds.WithLabelValues(platform)
	for _, r := range engine.Routes {
		m.routes.WithLabelValues(platform, string(r))
	}
	m.enrichments.WithLabelValues(platform, "found")
	m.enrichments.WithLabelValues(platform, "kept")
	m.softContextHits.WithLabelValues(platform)
	for _, s := range stageLabels {
		m.stageSeconds.WithLabelValues(platform, s)
	}
	for _, o := range engine.FollowUpOutcomes {
		m.followUps.WithLabelValues(platform, o)
	}
}

func (m *Metrics) observeTurn(platform string, t wakha.Turn, d, commit time.Duration) {
	m.turnSeconds.Observe(d.Seconds())
	m.stages.with2(platform, "commit").Observe(commit.Seconds())
	m.observeMoves(platform, t)
}

// observeMoves counts the turn's transitions of both machines.
func (m *Metrics) observeMoves(platform string, t wakha.Turn) {
	for _, tr := range t.Transitions {
		if tr.Machine == wakha.MachineLifecycle {
			m.lifecycle.with3(platform, tr.From, tr.To).Inc()
			continue
		}
		m.moves.with3(platform, tr.From, tr.To).Inc()
	}
}

// observeDiagnostic counts a shopper input's route and what the follow-up
// layer made of it.
func (m *Metrics) observeDiagnostic(platform string, d engine.Diagnostic) {
	if d.Route == "" {
		return
	}
	m.routed.with2(platform, string(d.Route)).Inc()
	switch d.Route {
	case engine.RouteEnriched:
		result := "found"
		if d.Kept {
			result = "kept"
		}
		m.enrichments.WithLabelValues(platform, result).Inc()
	case engine.RouteSoftContext:
		m.softContextHits.WithLabelValues(platform).Inc()
	}
}

// observeStages records one event's stage times: understand and search only
// when the event ran them, so a histogram is not diluted by zeros.
func (m *Metrics) observeStages(platform string, kind engine.EventKind, s wakha.Stages) {
	if kind == engine.EventUserMessage {
		m.stages.with2(platform, "understand").Observe(s.Understand.Seconds())
	}
	if s.Search > 0 {
		m.stages.with2(platform, "search").Observe(s.Search.Seconds())
	}
	m.stages.with2(platform, "decide").Observe(s.Decide.Seconds())
	m.stages.with2(platform, "render").Observe(s.Render.Seconds())
}

// observeEffects counts handoffs, the fate of pending confirmations, the
// session's moves and the offers' outcomes.
func (m *Metrics) observeEffects(platform string, after engine.State, effects []engine.Effect) {
	for _, e := range effects {
		switch {
		case e.Kind == engine.EffectOfferStat && e.OfferStat != nil:
			m.offers.WithLabelValues(string(e.OfferStat.Trigger), e.OfferStat.Label()).Inc()
		case e.Kind == engine.EffectSessionTransition && e.SessionTransition != nil:
			from := string(e.SessionTransition.From)
			if from == "" {
				from = "none"
			}
			m.sessionMoves.WithLabelValues(from, string(e.SessionTransition.To)).Inc()
		case e.Kind == engine.EffectHandoff:
			m.handoffs.WithLabelValues(platform, string(e.HandoffReason)).Inc()
		case e.Kind == engine.EffectFollowUpStat:
			m.followUps.WithLabelValues(platform, e.FollowUp).Inc()
		case e.Kind == engine.EffectTransition && e.Transition != nil && e.Transition.From == engine.AwaitingConfirmation:
			if result, ok := confirmationResults[e.Transition.Trigger]; ok {
				m.confirmations.WithLabelValues(platform, string(i18n.LangOrDefault(after.Lang)), result).Inc()
			}
		}
	}
}

// confirmationResultNames are the result label's values.
var confirmationResultNames = []string{"accepted", "cancelled", "unclear", "expired"}

// confirmationResults names what each way out of awaiting_confirmation
// says about the shopper's answer (the spec's edges, engine/table.go). A
// request for a human or a human taking over answers nothing and is not
// counted here.
var confirmationResults = map[engine.Trigger]string{
	engine.TriggerConfirmedNextResults: "accepted",
	engine.TriggerCompleted:            "accepted",
	engine.TriggerExecutionFailure:     "accepted", // accepted, but the product was gone
	engine.TriggerCancelled:            "cancelled",
	engine.TriggerConfirmationExpired:  "expired",
	engine.TriggerUnclearConfirmation:  "unclear",
	engine.TriggerExpiryAmbiguity:      "unclear", // unclear once too often: handed off
}

// StatsCollector exports database-derived gauges (conversations by state,
// outbox depth). It reads them at most once per interval so a busy scraper
// cannot load the database.
type StatsCollector struct {
	src       wakha.StatsSource
	platforms []string
	interval  time.Duration
	log       *slog.Logger
	now       func() time.Time

	mu      sync.Mutex
	last    wakha.Stats
	readAt  time.Time
	lastErr error

	conversations, instances, eventsPending, outboxPending, outboxDead, oldestPending, up *prometheus.Desc
}

// NewStatsCollector registers on reg a collector that reads src at most once
// per interval. Every gauge carries a platform label; the platforms named
// here get their series at 0 before they have any conversation, so a
// dashboard's panels and alerts have data from the start.
func NewStatsCollector(reg prometheus.Registerer, src wakha.StatsSource, interval time.Duration, log *slog.Logger, platforms ...string) *StatsCollector {
	byPlatform := []string{"platform"}
	c := &StatsCollector{
		src: src, platforms: platforms, interval: interval, log: log, now: time.Now,
		conversations: prometheus.NewDesc("wakha_conversations", "Conversations by platform and dialogue state.", []string{"platform", "dialogue_state"}, nil),
		instances: prometheus.NewDesc("wakha_conversation_instances", "Conversations by platform and spec 003 lifecycle state of their current instance.",
			[]string{"platform", "lifecycle"}, nil),
		eventsPending: prometheus.NewDesc("wakha_events_pending", "Stored inbound events not yet processed, by platform.", byPlatform, nil),
		outboxPending: prometheus.NewDesc("wakha_outbox_pending", "Outbox rows waiting to be sent (queue depth), by platform.", byPlatform, nil),
		outboxDead:    prometheus.NewDesc("wakha_outbox_dead", "Outbox rows dead-lettered and kept for inspection, by platform.", byPlatform, nil),
		oldestPending: prometheus.NewDesc("wakha_outbox_oldest_pending_seconds", "Age of the oldest unsent outbox row, by platform.", byPlatform, nil),
		up:            prometheus.NewDesc("wakha_database_up", "1 when the last stats query succeeded.", nil, nil),
	}
	reg.MustRegister(c)
	return c
}

// Describe implements prometheus.Collector.
func (c *StatsCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{c.conversations, c.instances, c.eventsPending, c.outboxPending, c.outboxDead, c.oldestPending, c.up} {
		ch <- d
	}
}

// Collect implements prometheus.Collector.
func (c *StatsCollector) Collect(ch chan<- prometheus.Metric) {
	c.mu.Lock()
	if c.now().Sub(c.readAt) >= c.interval {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		s, err := c.src.Stats(ctx)
		cancel()
		c.readAt, c.lastErr = c.now(), err
		if err == nil {
			c.last = s
		} else {
			c.log.Warn("metrics: stats query failed", "err", err)
		}
	}
	s, err := c.last, c.lastErr
	c.mu.Unlock()
	up := 1.0
	if err != nil {
		up = 0
	}
	ch <- prometheus.MustNewConstMetric(c.up, prometheus.GaugeValue, up)
	platforms := slices.Clone(c.platforms)
	for p := range s.ByPlatform {
		if !slices.Contains(platforms, p) {
			platforms = append(platforms, p)
		}
	}
	for _, p := range platforms {
		q := s.Platform(p)
		for _, state := range engine.States {
			ch <- prometheus.MustNewConstMetric(c.conversations, prometheus.GaugeValue, float64(q.ByDialogueState[string(state)]), p, string(state))
		}
		for _, state := range engine.LifecycleStates {
			ch <- prometheus.MustNewConstMetric(c.instances, prometheus.GaugeValue, float64(q.ByLifecycle[string(state)]), p, string(state))
		}
		ch <- prometheus.MustNewConstMetric(c.eventsPending, prometheus.GaugeValue, float64(q.EventsPending), p)
		ch <- prometheus.MustNewConstMetric(c.outboxPending, prometheus.GaugeValue, float64(q.OutboxPending), p)
		ch <- prometheus.MustNewConstMetric(c.outboxDead, prometheus.GaugeValue, float64(q.OutboxDead), p)
		ch <- prometheus.MustNewConstMetric(c.oldestPending, prometheus.GaugeValue, q.OldestPendingOutbox.Seconds(), p)
	}
}

// OffersCounted reads wakha_proactive_offers_total{trigger,outcome} (for
// tests and the demo's panel).
func (m *Metrics) OffersCounted(trigger, outcome string) float64 {
	return counterValue(m.offers.WithLabelValues(trigger, outcome))
}

// SessionMovesCounted reads wakha_session_transitions_total{from,to}.
func (m *Metrics) SessionMovesCounted(from, to string) float64 {
	return counterValue(m.sessionMoves.WithLabelValues(from, to))
}

func counterValue(c prometheus.Counter) float64 {
	var d dto.Metric
	if err := c.Write(&d); err != nil || d.Counter == nil {
		return 0
	}
	return d.Counter.GetValue()
}
