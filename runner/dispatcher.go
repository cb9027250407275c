package runner

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/wakha/wakha/postgres"
)

// OutboxStore is the part of the database the dispatcher needs.
type OutboxStore interface {
	ClaimOutbox(ctx context.Context, owner string, lease time.Duration, limit int) ([]postgres.OutboxRow, error)
	MarkSent(ctx context.Context, id int64, owner, platformMessageID string) error
	MarkRetry(ctx context.Context, id int64, owner, errText string, nextAttemptAt time.Time) error
	MarkDead(ctx context.Context, id int64, owner, errText string) error
	ReleaseOutbox(ctx context.Context, owner string) error
}

// Sender delivers one outbox row to its platform. The platform only
// classifies its failures; what to do about them is the dispatcher's one
// policy for every platform.
type Sender interface {
	Send(ctx context.Context, row postgres.OutboxRow) (platformID string, err error)
	// Classify says what kind of failure a Send error is, and how long the
	// platform asked to wait before the next try.
	Classify(err error) Failure
}

// FailureKind is what a failed send means for its retries.
type FailureKind int

const (
	// Transient failures may succeed later (5xx, 429, timeouts, a dropped
	// connection): retried with backoff up to MaxAttempts.
	Transient FailureKind = iota
	// Permanent failures repeat whatever happens (the request itself is
	// refused): dead-lettered at once.
	Permanent
	// Auth failures are the platform refusing the credentials (401, 403):
	// usually a token being rotated, so retried like transient ones up to
	// MaxAttempts, and counted in wakha_outbox_auth_failures_total, which
	// deserves an alert when it keeps rising.
	Auth
)

// Failure is a platform's verdict on a failed send.
type Failure struct {
	Kind FailureKind
	// Wait is how long the platform asked to wait (Retry-After, Intercom's
	// X-RateLimit-Reset); 0 when it did not say. The dispatcher waits at
	// most MaxDelay, whatever was asked.
	Wait time.Duration
}

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
}

// Dispatcher sends outbox rows. Every committed reply is sent at least once,
// in order per conversation: only the oldest pending row of a conversation is
// ever claimed, so a row waiting for a retry holds back the ones behind it.
// Replies are never dropped as "superseded" by a newer shopper message: each
// one answers something the shopper wrote, and a dropped confirmation question
// would leave the engine waiting for an answer to a question never asked.
type Dispatcher struct {
	store   OutboxStore
	senders map[string]Sender
	opts    DispatchOptions
	log     *slog.Logger
	metrics *Metrics
	wake    chan struct{}
}

// NewDispatcher returns a dispatcher; senders are keyed by platform.
func NewDispatcher(store OutboxStore, senders map[string]Sender, opts DispatchOptions, log *slog.Logger, m *Metrics) *Dispatcher {
	if opts.Workers < 1 {
		opts.Workers = 1
	}
	if opts.SendTimeout <= 0 {
		opts.SendTimeout = 15 * time.Second
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	return &Dispatcher{store: store, senders: senders, opts: opts, log: log, metrics: m, wake: make(chan struct{}, 1)}
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

func (d *Dispatcher) deliver(ctx context.Context, row postgres.OutboxRow) {
	log := d.log.With("outbox_id", row.ID, "conversation", row.Key.ExternalID, "platform", row.Key.Platform, "kind", row.Kind, "attempt", row.Attempts+1)
	sender, ok := d.senders[row.Key.Platform]
	if !ok {
		d.dead(ctx, log, row, fmt.Errorf("no sender for platform %q", row.Key.Platform))
		return
	}
	sctx, cancel := context.WithTimeout(ctx, d.opts.SendTimeout)
	platformID, err := sender.Send(sctx, row)
	cancel()
	if err == nil {
		if err := d.store.MarkSent(ctx, row.ID, d.opts.Owner, platformID); err != nil {
			// The platform has it; at worst the row is sent again after the lease (at-least-once).
			log.Error("dispatcher: sent but could not mark", "err", err)
		}
		d.metrics.outboxSends.WithLabelValues(row.Kind, "sent").Inc()
		d.metrics.deliverySeconds.Observe(d.opts.Now().Sub(row.CreatedAt).Seconds())
		return
	}
	f := sender.Classify(err)
	platform := row.Key.Platform
	if f.Kind == Auth {
		d.metrics.authFailures.WithLabelValues(platform).Inc()
	}
	attempts := row.Attempts + 1
	if f.Kind == Permanent || attempts >= d.opts.MaxAttempts {
		d.dead(ctx, log, row, err)
		return
	}
	wait := d.backoff(attempts)
	if f.Wait > 0 {
		d.metrics.retryAfterSeconds.WithLabelValues(platform).Observe(f.Wait.Seconds())
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
	d.metrics.outboxSends.WithLabelValues(row.Kind, "retry").Inc()
	if f.Kind == Auth {
		log.Error("dispatcher: the platform refused wakha's credentials, will retry (a token being rotated, or revoked?)", "err", err, "next_attempt_at", next)
		return
	}
	log.Warn("dispatcher: send failed, will retry", "err", err, "next_attempt_at", next)
}

func (d *Dispatcher) dead(ctx context.Context, log *slog.Logger, row postgres.OutboxRow, err error) {
	if merr := d.store.MarkDead(ctx, row.ID, d.opts.Owner, err.Error()); merr != nil {
		log.Error("dispatcher: could not dead-letter", "err", errors.Join(err, merr))
	}
	d.metrics.outboxSends.WithLabelValues(row.Kind, "dead").Inc()
	if row.Kind == "toggle_status" {
		// The engine is in handoff and silent, but the platform still shows
		// the conversation as the bot's: nobody answers until a human opens it.
		log.Error("dispatcher: HANDOFF NOT OPENED: the conversation waits for a human who was never called; open it in Chatwoot", "err", err)
		return
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
