package runner

import (
	"context"
	"log/slog"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wakha/wakha"
)

// DefaultPruneBatch is how many rows one delete statement removes.
const DefaultPruneBatch = 500

// Pruner deletes old rows (RETENTION_PERIOD) now and then; the store's Prune (postgres.DB.Prune)
// does the work in small batches under an advisory lock, so with several
// replicas one prunes at a time and the others skip.
type Pruner struct {
	// Prune is the store's Prune (postgres.DB.Prune).
	Prune func(ctx context.Context, cutoff time.Time, batch int) (wakha.Pruned, error)
	// Retention is how old a row must be (RETENTION_PERIOD).
	Retention time.Duration
	// Every is the pause between runs (default 10m); Now the clock.
	Every time.Duration
	Now   func() time.Time
	Log   *slog.Logger

	pruned *prometheus.CounterVec
}

// NewPruner registers wakha_retention_pruned_total on reg.
func NewPruner(reg prometheus.Registerer, prune func(context.Context, time.Time, int) (wakha.Pruned, error), retention time.Duration, log *slog.Logger) *Pruner {
	p := &Pruner{Prune: prune, Retention: retention, Every: 10 * time.Minute, Now: time.Now, Log: log,
		pruned: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "wakha_retention_pruned_total",
			Help: "Rows deleted by retention (RETENTION_PERIOD), by kind: events, outbox (sent rows), transitions (counted in state hops), conversations (finished ones), visitors (storefront visitors' own sessions not seen since).",
		}, []string{"kind"})}
	for _, k := range []string{"events", "outbox", "transitions", "conversations", "visitors"} {
		p.pruned.WithLabelValues(k)
	}
	if reg != nil {
		reg.MustRegister(p.pruned)
	}
	return p
}

// Once prunes what is older than the retention period now.
func (p *Pruner) Once(ctx context.Context) (wakha.Pruned, error) {
	res, err := p.Prune(ctx, p.Now().Add(-p.Retention), DefaultPruneBatch)
	for k, n := range map[string]int64{"events": res.Events, "outbox": res.Outbox, "transitions": res.Transitions, "conversations": res.Conversations, "visitors": res.Visitors} {
		p.pruned.WithLabelValues(k).Add(float64(n))
	}
	return res, err
}

// Run prunes every p.Every until ctx ends; the first run is one interval
// after the start, so a fleet restarting together does not prune at once.
func (p *Pruner) Run(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-time.After(p.Every):
		}
		res, err := p.Once(ctx)
		switch {
		case err != nil && ctx.Err() == nil:
			p.Log.Warn("retention: prune failed; trying again later", "err", err)
		case res.Skipped:
			p.Log.Debug("retention: another replica is pruning")
		case res.Events+res.Outbox+res.Transitions+res.Conversations+res.Visitors > 0:
			p.Log.Info("retention: pruned", "events", res.Events, "outbox", res.Outbox, "transitions", res.Transitions, "conversations", res.Conversations, "visitors", res.Visitors)
		}
	}
}
