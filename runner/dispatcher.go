package runner

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/wakha/wakha"
)

// DispatchOptions tune the dispatcher.
type DispatchOptions struct {
	Owner        string
	Workers      int // rows (of different conversations) sent in parallel
	Lease        time.Duration
	PollInterval time.Duration
	MaxAttempts  int
	BaseDelay    time.Duration
	MaxDelay     time.Duration
	SendTimeout  time.Duration
	// Now is the clock retries are scheduled by (default time.Now).
	Now func() time.Time
	// Abort, when it ends, cancels sends in progress, which otherwise
	// finish after Run's context ends (a shutdown past its grace period).
	Abort context.Context
	// OnAnswer, when set, is called after the platform accepted a row that
	// answers shopper events (AnswersEventID != 0), with the time it did:
	// the load tool pairs its messages with their answers through it. It
	// must not block.
	OnAnswer func(row wakha.OutboxRow, acceptedAt time.Time)
}

// Dispatcher sends outbox rows. Every committed reply is sent at least once,
// in order per conversation: only the oldest pending row of a conversation is
// ever claimed, so a row waiting for a retry holds back the ones behind it.
// Replies are never dropped as "superseded" by a newer shopper message: each
// one answers something the shopper wrote, and a dropped confirmation question
// would leave the engine waiting for an answer to a question never asked.
type Dispatcher struct {
	store     wakha.OutboxStore
	platforms wakha.Platforms
	opts      DispatchOptions
	log       *slog.Logger
	metrics   *Metrics
	wake      chan struct{}
}

// NewDispatcher returns a dispatcher that sends each row with its
// conversation's platform from platforms.
func NewDispatcher(store wakha.OutboxStore, platforms wakha.Platforms, opts DispatchOptions, log *slog.Logger, m *Metrics) *Dispatcher {
	if opts.Workers < 1 {
		opts.Workers = 1
	}
	if opts.SendTimeout <= 0 {
		opts.SendTimeout = 15 * time.Second
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	return &Dispatcher{store: store, platforms: platforms, opts: opts, log: log, metrics: m, wake: make(chan struct{}, 1)}
}

// Notify wakes the dispatcher; call it when outbox rows were committed.
func (d *Dispatcher) Notify() {
	select {
	case d.wake <- struct{}{}:
	default:
	}
}

// Run sends rows until ctx ends; sends in flight then finish and the leases
// this owner holds are released so another replica picks the rest up at once.
func (d *Dispatcher) Run(ctx context.Context) error {
	backoff := d.opts.PollInterval
	for ctx.Err() == nil {
		sendCtx, release := detach(ctx, d.opts.Abort)
		n, err := d.DispatchOnce(sendCtx)
		release()
		if err != nil {
			d.log.Error("dispatcher: claim failed", "err", err)
			sleep(ctx, backoff)
			backoff = min(backoff*2, 30*time.Second)
			continue
		}
		backoff = d.opts.PollInterval
		if n > 0 {
			continue
		}
		select {
		case <-ctx.Done():
		case <-d.wake:
		case <-time.After(d.opts.PollInterval):
		}
	}
	rctx, release := detach(ctx, d.opts.Abort)
	defer release()
	rctx, cancel := context.WithTimeout(rctx, 5*time.Second)
	defer cancel()
	return d.store.ReleaseOutbox(rctx, d.opts.Owner)
}

// DispatchOnce claims due rows (one per conversation) and sends them in
// parallel. It returns how many rows it handled.
func (d *Dispatcher) DispatchOnce(ctx context.Context) (int, error) {
	rows, err := d.store.ClaimOutbox(ctx, d.opts.Owner, d.opts.Lease, d.opts.Workers)
	if err != nil {
		return 0, fmt.Errorf("claim outbox: %w", err)
	}
	var wg sync.WaitGroup
	for _, row := range rows {
		wg.Go(func() { d.deliver(ctx, row) })
	}
	wg.Wait()
	return len(rows), nil
}

func (d *Dispatcher) deliver(ctx context.Context, row wakha.OutboxRow) {
	log := d.log.With("outbox_id", row.ID, "conversation", row.Key.ExternalID, "platform", row.Key.Platform, "kind", row.Kind, "attempt", row.Attempts+1)
	platform, ok := d.platforms[row.Key.Platform]
	if !ok {
		d.dead(ctx, log, nil, row, fmt.Errorf("no platform %q configured", row.Key.Platform))
		return
	}
	sctx, cancel := context.WithTimeout(ctx, d.opts.SendTimeout)
	platformID, err := platform.Send(sctx, row)
	cancel()
	if err == nil {
		sentAt := d.opts.Now()
		if err := d.store.MarkSent(ctx, row.ID, d.opts.Owner, platformID); err != nil {
			// The platform has it; at worst the row is sent again after the lease (at-least-once).
			log.Error("dispatcher: sent but could not mark", "err", err)
		}
		d.metrics.outboxSends.WithLabelValues(row.Key.Platform, row.Kind, "sent").Inc()
		d.metrics.deliverySeconds.WithLabelValues(row.Key.Platform).Observe(sentAt.Sub(row.CreatedAt).Seconds())
		if row.AnswersReceivedAt != nil {
			d.metrics.answerSeconds.WithLabelValues(row.Key.Platform).Observe(sentAt.Sub(*row.AnswersReceivedAt).Seconds())
		}
		if row.AnswersEventID != 0 && d.opts.OnAnswer != nil {
			d.opts.OnAnswer(row, sentAt)
		}
		return
	}
	f := platform.Classify(err)
	if f.Kind == wakha.Auth {
		d.metrics.authFailures.WithLabelValues(row.Key.Platform).Inc()
	}
	attempts := row.Attempts + 1
	if f.Kind == wakha.Permanent || attempts >= d.opts.MaxAttempts {
		d.dead(ctx, log, platform, row, err)
		return
	}
	wait := d.backoff(attempts)
	if f.Wait > 0 {
		d.metrics.retryAfterSeconds.WithLabelValues(row.Key.Platform).Observe(f.Wait.Seconds())
		asked := f.Wait
		if asked > d.opts.MaxDelay {
			// A day-long Retry-After would park the conversation's replies
			// for a day: wait what we would have waited at most anyway.
			asked = d.opts.MaxDelay
			log.Warn("dispatcher: the platform asked to wait longer than OUTBOX_MAX_DELAY; capped",
				"asked", f.Wait.String(), "waiting", asked.String())
		}
		wait = max(wait, asked)
	}
	next := d.opts.Now().Add(wait)
	if merr := d.store.MarkRetry(ctx, row.ID, d.opts.Owner, err.Error(), next); merr != nil {
		log.Error("dispatcher: could not schedule retry", "err", errors.Join(err, merr))
	}
	d.metrics.outboxSends.WithLabelValues(row.Key.Platform, row.Kind, "retry").Inc()
	if f.Kind == wakha.Auth {
		log.Error("dispatcher: the platform refused wakha's credentials, will retry (a token being rotated, or revoked?)", "err", err, "next_attempt_at", next)
		return
	}
	log.Warn("dispatcher: send failed, will retry", "err", err, "next_attempt_at", next)
}

func (d *Dispatcher) dead(ctx context.Context, log *slog.Logger, platform wakha.Platform, row wakha.OutboxRow, err error) {
	if merr := d.store.MarkDead(ctx, row.ID, d.opts.Owner, err.Error()); merr != nil {
		log.Error("dispatcher: could not dead-letter", "err", errors.Join(err, merr))
	}
	d.metrics.outboxSends.WithLabelValues(row.Key.Platform, row.Kind, "dead").Inc()
	if platform != nil {
		// The platform knows what a lost request costs beyond a lost line:
		// a handoff that never opened leaves the shopper with nobody.
		if consequence := platform.DeadLetter(row); consequence != "" {
			log.Error("dispatcher: "+consequence, "err", err)
			return
		}
	}
	log.Error("dispatcher: dead-lettered", "err", err)
}

// backoff is exponential with full jitter around the nominal delay, so
// replicas retrying after one outage do not hit the platform in step.
func (d *Dispatcher) backoff(attempts int) time.Duration {
	nominal := d.opts.BaseDelay << min(attempts-1, 20)
	if nominal <= 0 || nominal > d.opts.MaxDelay {
		nominal = d.opts.MaxDelay
	}
	return nominal/2 + rand.N(nominal)
}
