package runner

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/wakha/wakha"
)

// DispatchOptions tune the dispatcher.
type DispatchOptions struct {
	Owner   string
	Workers int // conversations whose replies are sent in parallel
	Lease   time.Duration
	// Heartbeat, when positive, is how often the leases of rows being sent
	// (or waiting for their sent mark) are extended by Lease, so a short
	// lease does not expire under a slow send.
	Heartbeat    time.Duration
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
	// announced counts Notify calls (see Runner.announced).
	announced atomic.Int64
	// marks, while Run runs, takes sent marks to the completer.
	marks chan sentMark
	// claimWanted says the claim loop should query the store: rows were
	// announced, a queue was given back, or the loop starts or polls.
	// Queues handed over (handOver) wake the loop without it.
	claimWanted atomic.Bool

	// mu guards what follows.
	mu sync.Mutex
	// held is the rows whose leases this dispatcher holds and tracks:
	// claimed or handed over, until their sent mark is recorded or they
	// are given back. The heartbeat extends these leases only, so a row
	// the dispatcher lost track of runs out and is claimed again.
	held map[int64]struct{}
	// handed is the queues the runner handed over (turns' replies leased
	// to this dispatcher in their commit), oldest first, waiting for a
	// worker; handedRows counts their rows.
	handed     []claimedQueue
	handedRows int
	// accepting is true while the claim loop runs; reserved counts the
	// hand-overs promised to turns committing now, and settled is
	// signalled when one is done (shutdown waits for them, so the leases
	// it then gives back include theirs).
	accepting bool
	reserved  int
	settled   *sync.Cond
}

// claimedQueue is one conversation's rows to send in order, and
// Dispatcher.announced when they were claimed (or their hand-over was
// reserved): if rows were announced since, some may wait behind them.
type claimedQueue struct {
	rows      []wakha.OutboxRow
	announced int64
}

// outboxExtender is an OutboxStore with a heartbeat (postgres.DB is one).
type outboxExtender interface {
	ExtendOutboxRows(ctx context.Context, owner string, ids []int64, lease time.Duration) error
}

// sentMark is a delivered row on its way to the completer.
type sentMark struct {
	mark wakha.SentMark
	row  wakha.OutboxRow // for the log line if the mark cannot be recorded
	// announced is Dispatcher.announced when the row was claimed: if rows
	// were committed since, some may wait behind this one.
	announced int64
}

// queueStore is an OutboxStore that claims a conversation's queue at once
// and completes sends in batches (postgres.DB is one).
type queueStore interface {
	ClaimOutboxQueues(ctx context.Context, owner string, lease time.Duration, conversations, perConversation int) ([][]wakha.OutboxRow, error)
	ReleaseOutboxRows(ctx context.Context, owner string, ids []int64) error
	MarkSentBatch(ctx context.Context, owner string, marks []wakha.SentMark) (lost int, err error)
}

// Batch sizes: rows of one conversation per claim, sent marks per statement.
const (
	queueClaim = 16
	markBatch  = 256
)

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
	d := &Dispatcher{store: store, platforms: platforms, opts: opts, log: log, metrics: m, wake: make(chan struct{}, 1),
		held: map[int64]struct{}{}}
	d.settled = sync.NewCond(&d.mu)
	return d
}

// Notify wakes the dispatcher; call it when outbox rows were committed.
func (d *Dispatcher) Notify() {
	d.announced.Add(1)
	d.poke()
}

// poke wakes the dispatcher's claim loop to claim, without announcing new
// rows.
func (d *Dispatcher) poke() {
	d.claimWanted.Store(true)
	d.wakeLoop()
}

// wakeLoop wakes the claim loop.
func (d *Dispatcher) wakeLoop() {
	select {
	case d.wake <- struct{}{}:
	default:
	}
}

// maxHanded bounds the rows handed over and waiting for a worker: past it,
// turns commit their replies unleased, for a claim to take once a worker
// is free, instead of piling up in memory.
const maxHanded = markBatch

// handOff is a reserved hand-over (reserveHandOff).
type handOff struct {
	owner     string
	lease     time.Duration
	announced int64
}

// reserveHandOff asks whether a turn about to commit may lease its
// replies to this dispatcher (the runner then commits them with
// CommitTurnHanded as owner, for lease): ok is false when the claim loop
// does not run or enough handed rows wait already. Every reservation must
// be ended with handOver, rows or none, right after the commit.
func (d *Dispatcher) reserveHandOff() (h handOff, ok bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if !d.accepting || d.handedRows >= maxHanded {
		return handOff{}, false
	}
	d.reserved++
	// Read before the commit: rows the conversation's next turn commits
	// unleased are announced after this, so the completer knows to claim
	// them once these are sent.
	return handOff{owner: d.opts.Owner, lease: d.opts.Lease, announced: d.announced.Load()}, true
}

// handOver ends reservation h with the rows the turn's commit leased to
// this dispatcher (none: nothing was leased, or the commit failed). They
// are sent, in order, by the next free worker, without a claim; the
// heartbeat keeps their leases until then.
func (d *Dispatcher) handOver(h handOff, rows []wakha.OutboxRow) {
	d.mu.Lock()
	d.reserved--
	d.settled.Broadcast()
	if len(rows) > 0 {
		for _, r := range rows {
			d.held[r.ID] = struct{}{}
		}
		// Queued even after the loop stopped: Run gives back every lease
		// of this owner once the reservations are settled.
		d.handed = append(d.handed, claimedQueue{rows: rows, announced: h.announced})
		d.handedRows += len(rows)
	}
	d.mu.Unlock()
	if len(rows) > 0 {
		d.metrics.handedOver.Add(float64(len(rows)))
		d.wakeLoop()
	}
}

// takeHanded takes up to n handed queues, oldest first.
func (d *Dispatcher) takeHanded(n int) []claimedQueue {
	d.mu.Lock()
	defer d.mu.Unlock()
	n = min(n, len(d.handed))
	if n == 0 {
		return nil
	}
	out := slices.Clone(d.handed[:n])
	d.handed = slices.Delete(d.handed, 0, n)
	for _, q := range out {
		d.handedRows -= len(q.rows)
	}
	return out
}

// handedWaiting reports whether handed queues wait for a worker.
func (d *Dispatcher) handedWaiting() bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return len(d.handed) > 0
}

// hold records that this dispatcher holds the leases of rows.
func (d *Dispatcher) hold(rows []wakha.OutboxRow) {
	d.mu.Lock()
	for _, r := range rows {
		d.held[r.ID] = struct{}{}
	}
	d.mu.Unlock()
}

// letGo stops tracking the rows ids: recorded, given back or lost.
func (d *Dispatcher) letGo(ids ...int64) {
	d.mu.Lock()
	for _, id := range ids {
		delete(d.held, id)
	}
	d.mu.Unlock()
}

// heldIDs is the rows the heartbeat extends.
func (d *Dispatcher) heldIDs() []int64 {
	d.mu.Lock()
	defer d.mu.Unlock()
	ids := make([]int64, 0, len(d.held))
	for id := range d.held {
		ids = append(ids, id)
	}
	return ids
}

// setAccepting opens or closes hand-overs; closing waits (up to
// commitTimeout) for the reservations in flight to be handed over.
func (d *Dispatcher) setAccepting(on bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.accepting = on
	if on {
		return
	}
	deadline := time.AfterFunc(commitTimeout+time.Second, func() {
		d.mu.Lock()
		d.reserved = 0 // stop waiting: a turn stuck past its commit's timeout
		d.settled.Broadcast()
		d.mu.Unlock()
	})
	defer deadline.Stop()
	for d.reserved > 0 {
		d.settled.Wait()
	}
}

// Run sends rows until ctx ends; sends in flight then finish and the leases
// this owner holds are released so another replica picks the rest up at once.
//
// Run claims as many conversations as it has free workers, whenever one is
// free (no batch waits for its slowest send), takes each conversation's
// pending rows in order in the same claim, and records sends in batches,
// River's completer shape. The store must claim queues (postgres.DB does).
func (d *Dispatcher) Run(ctx context.Context) error {
	qs, ok := d.store.(queueStore)
	if !ok {
		return errors.New("runner: the dispatcher's store cannot claim outbox queues")
	}
	d.runQueues(ctx, qs)
	// Turns committing now may still lease rows to this owner: they are
	// given back with the rest once handed over.
	d.setAccepting(false)
	return d.releaseAll(ctx)
}

// releaseAll gives back every lease this owner holds, at shutdown.
func (d *Dispatcher) releaseAll(ctx context.Context) error {
	rctx, release := detach(ctx, d.opts.Abort)
	defer release()
	rctx, cancel := context.WithTimeout(rctx, 5*time.Second)
	defer cancel()
	return d.store.ReleaseOutbox(rctx, d.opts.Owner)
}

// runQueues is Run with queue claims by free capacity and a completer.
func (d *Dispatcher) runQueues(ctx context.Context, qs queueStore) {
	if ext, ok := d.store.(outboxExtender); ok && d.opts.Heartbeat > 0 {
		hbCtx, stopHeartbeat := context.WithCancel(context.WithoutCancel(ctx))
		hbDone := make(chan struct{})
		go func() { d.heartbeat(hbCtx, ext); close(hbDone) }()
		// Stops once the sends are done and their marks recorded.
		defer func() { stopHeartbeat(); <-hbDone }()
	}
	d.marks = make(chan sentMark, markBatch)
	completed := make(chan struct{})
	go func() { d.complete(ctx, qs); close(completed) }()
	defer func() {
		close(d.marks)
		<-completed
		d.marks = nil
	}()

	workers := d.opts.Workers
	free := make(chan struct{}, workers) // a token per free worker
	for range workers {
		free <- struct{}{}
	}
	// The workers live as long as the loop: a goroutine per claimed queue
	// started with a small stack and grew it (copied it) on every send, as
	// the JSON of the platform's request and answer went deep.
	work := make(chan claimedQueue, workers)
	var wg sync.WaitGroup
	defer wg.Wait()
	defer close(work) // before the Wait: the workers finish what they hold
	for range workers {
		wg.Go(func() {
			for q := range work {
				// Detached: a shutdown lets sends in flight finish.
				sendCtx, release := detach(ctx, d.opts.Abort)
				if !d.sendQueue(sendCtx, qs, q.rows, q.announced) && d.announced.Load() != q.announced {
					// Rows committed while this queue was leased could not be
					// claimed then, and the completer has no mark of it to
					// wake the dispatcher with (its last row was given up):
					// look again.
					d.poke()
				}
				release()
				free <- struct{}{}
			}
		})
	}
	d.setAccepting(true)
	// The first claim takes what waits from before: rows of a replica
	// that died, retries due, rows committed unleased.
	d.claimWanted.Store(true)
	backoff := d.opts.PollInterval
	for ctx.Err() == nil {
		n, ok := freeWorkers(ctx, free, workers)
		if !ok {
			return
		}
		// Queues handed over by this replica's runner need no claim: they
		// were leased in their turn's commit. When a claim is wanted too,
		// half the free workers are left to it, so rows waiting in the
		// table (behind sent rows, retries, orphans) are not starved by a
		// steady flow of hand-overs.
		take := n
		if d.claimWanted.Load() {
			take = n / 2
		}
		for _, q := range d.takeHanded(take) {
			work <- q // never blocks: a free worker per queue
			n--
		}
		var err error
		if n > 0 && d.claimWanted.Swap(false) {
			announced := d.announced.Load()
			claimCtx, release := detach(ctx, d.opts.Abort)
			var queues [][]wakha.OutboxRow
			queues, err = qs.ClaimOutboxQueues(claimCtx, d.opts.Owner, d.opts.Lease, n, queueClaim)
			release()
			for _, q := range queues {
				d.hold(q)
				work <- claimedQueue{q, announced}
				n--
			}
			if err != nil || n == 0 {
				// A full claim may have left more: claim again once a
				// worker is free (after a failure: after the backoff).
				d.claimWanted.Store(true)
			}
		}
		for range n {
			free <- struct{}{}
		}
		if err != nil {
			d.log.Error("dispatcher: claim failed", "err", err)
			sleep(ctx, backoff)
			backoff = min(backoff*2, 30*time.Second)
			continue
		}
		backoff = d.opts.PollInterval
		if n == 0 || d.handedWaiting() {
			continue // every worker busy, or hand-overs left for the next round
		}
		select {
		case <-ctx.Done():
		case <-d.wake:
		case <-time.After(d.opts.PollInterval):
			d.claimWanted.Store(true)
		}
	}
}

// heartbeat extends this owner's outbox leases every Heartbeat while sends
// are in flight or their marks wait for the completer.
func (d *Dispatcher) heartbeat(ctx context.Context, ext outboxExtender) {
	t := time.NewTicker(d.opts.Heartbeat)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		ids := d.heldIDs()
		if len(ids) == 0 {
			continue
		}
		hctx, cancel := context.WithTimeout(ctx, d.opts.Heartbeat)
		err := ext.ExtendOutboxRows(hctx, d.opts.Owner, ids, d.opts.Lease)
		cancel()
		if err != nil && ctx.Err() == nil {
			d.log.Warn("dispatcher: heartbeat failed; the leases of sends in progress may run out", "err", err)
		}
	}
}

// sendQueue sends one conversation's claimed rows in order. A row that must
// be retried holds the rest back: their leases are given back so they are
// claimed again behind it. It reports whether the queue's last row went to
// the completer (which then wakes the dispatcher if rows were announced
// since announced, the claim's count).
func (d *Dispatcher) sendQueue(ctx context.Context, qs queueStore, rows []wakha.OutboxRow, announced int64) (marked bool) {
	for i, row := range rows {
		var ok bool
		if ok, marked = d.deliverQueued(ctx, row, announced, func() { d.giveBack(ctx, qs, rows[i+1:]) }); ok {
			continue
		}
		return false
	}
	return marked
}

// giveBack releases the leases of rows, the rest of a queue behind a head
// that must be retried. It runs before the head's retry is recorded, while
// the head is still leased: a claim in between cannot take the queue, so
// none of these rows is claimed again by this owner and then given back
// under its new sender (which would let a third claim send them again).
func (d *Dispatcher) giveBack(ctx context.Context, qs queueStore, rows []wakha.OutboxRow) {
	if len(rows) == 0 {
		return
	}
	rest := make([]int64, len(rows))
	for i, r := range rows {
		rest[i] = r.ID
	}
	if err := qs.ReleaseOutboxRows(ctx, d.opts.Owner, rest); err != nil {
		d.log.Warn("dispatcher: could not give back the rows behind a retry; they wait for their lease", "err", err)
	}
	d.letGo(rest...)
}

// complete records sent marks in batches: it takes what has gathered while
// the previous batch was written, so an idle system adds no delay and a busy
// one shares one statement and one commit among many sends.
func (d *Dispatcher) complete(ctx context.Context, qs queueStore) {
	batch := make([]wakha.SentMark, 0, markBatch)
	rows := make([]wakha.OutboxRow, 0, markBatch)
	for m := range d.marks {
		batch, rows = append(batch[:0], m.mark), append(rows[:0], m.row)
		oldest := m.announced // the smallest claim count of the batch
	gather:
		for len(batch) < markBatch {
			select {
			case m, ok := <-d.marks:
				if !ok {
					break gather
				}
				batch, rows = append(batch, m.mark), append(rows, m.row)
				oldest = min(oldest, m.announced)
			default:
				break gather
			}
		}
		mctx, release := detach(ctx, d.opts.Abort)
		mctx, cancel := context.WithTimeout(mctx, 10*time.Second)
		lost, err := qs.MarkSentBatch(mctx, d.opts.Owner, batch)
		cancel()
		release()
		for _, m := range batch {
			d.letGo(m.ID)
		}
		switch {
		case err != nil:
			// The platform has them; at worst they are sent again after the lease (at-least-once).
			for _, r := range rows {
				d.rowLog(r).Error("dispatcher: sent but could not mark", "err", err)
			}
		case lost > 0:
			d.log.Error("dispatcher: sent but the lease was lost before marking; another replica may send again", "rows", lost)
		}
		// Rows committed behind these while they were leased can go now;
		// when none was committed since their claims, no claim would find
		// anything new (rows committed before a claim came with their head).
		if d.announced.Load() != oldest {
			d.poke()
		}
	}
}

// deliver sends one claimed row and records the outcome. It reports whether
// the rows behind it may go on: true when it was sent or given up.
func (d *Dispatcher) deliver(ctx context.Context, row wakha.OutboxRow) bool {
	ok, _ := d.deliverQueued(ctx, row, d.announced.Load(), nil)
	return ok
}

// deliverQueued is deliver for a row claimed when Dispatcher.announced was
// announced; marked reports that its sent mark went to the completer. When
// the row must be retried, beforeRetry (if set) runs before the retry is
// recorded (sendQueue gives back the rows behind it then).
func (d *Dispatcher) deliverQueued(ctx context.Context, row wakha.OutboxRow, announced int64, beforeRetry func()) (ok, marked bool) {
	platform, ok := d.platforms[row.Key.Platform]
	if !ok {
		d.dead(ctx, d.rowLog(row), nil, row, fmt.Errorf("no platform %q configured", row.Key.Platform))
		return true, false
	}
	sctx, cancel := context.WithTimeout(ctx, d.opts.SendTimeout)
	platformID, err := platform.Send(sctx, row)
	cancel()
	if err == nil {
		sentAt := d.opts.Now()
		if d.marks != nil {
			// Held until the completer has recorded it.
			d.marks <- sentMark{wakha.SentMark{ID: row.ID, PlatformMessageID: platformID, SentAt: sentAt}, row, announced}
			marked = true
		} else {
			if err := d.store.MarkSent(ctx, row.ID, d.opts.Owner, platformID); err != nil {
				// The platform has it; at worst the row is sent again after the lease (at-least-once).
				d.rowLog(row).Error("dispatcher: sent but could not mark", "err", err)
			}
			d.letGo(row.ID)
		}
		d.metrics.sends.with3(row.Key.Platform, row.Kind, "sent").Inc()
		d.metrics.delivered.with1(row.Key.Platform).Observe(sentAt.Sub(row.CreatedAt).Seconds())
		if row.AnswersReceivedAt != nil {
			d.metrics.answered.with1(row.Key.Platform).Observe(sentAt.Sub(*row.AnswersReceivedAt).Seconds())
		}
		if row.AnswersEventID != 0 && d.opts.OnAnswer != nil {
			d.opts.OnAnswer(row, sentAt)
		}
		return true, marked
	}
	log := d.rowLog(row)
	f := platform.Classify(err)
	if f.Kind == wakha.Auth {
		d.metrics.authFailures.WithLabelValues(row.Key.Platform).Inc()
	}
	attempts := row.Attempts + 1
	if f.Kind == wakha.Permanent || attempts >= d.opts.MaxAttempts {
		d.dead(ctx, log, platform, row, err)
		return true, false
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
	if beforeRetry != nil {
		beforeRetry()
	}
	if merr := d.store.MarkRetry(ctx, row.ID, d.opts.Owner, err.Error(), next); merr != nil {
		log.Error("dispatcher: could not schedule retry", "err", errors.Join(err, merr))
	}
	d.letGo(row.ID)
	d.metrics.outboxSends.WithLabelValues(row.Key.Platform, row.Kind, "retry").Inc()
	if f.Kind == wakha.Auth {
		log.Error("dispatcher: the platform refused wakha's credentials, will retry (a token being rotated, or revoked?)", "err", err, "next_attempt_at", next)
		return false, false
	}
	log.Warn("dispatcher: send failed, will retry", "err", err, "next_attempt_at", next)
	return false, false
}

// rowLog is the dispatcher's logger with row's fields; built only when a
// line is written (formatting six attributes per sent row cost more than
// the rest of its bookkeeping).
func (d *Dispatcher) rowLog(row wakha.OutboxRow) *slog.Logger {
	return d.log.With("outbox_id", row.ID, "conversation", row.Key.ExternalID, "platform", row.Key.Platform, "kind", row.Kind, "attempt", row.Attempts+1)
}

func (d *Dispatcher) dead(ctx context.Context, log *slog.Logger, platform wakha.Platform, row wakha.OutboxRow, err error) {
	if merr := d.store.MarkDead(ctx, row.ID, d.opts.Owner, err.Error()); merr != nil {
		log.Error("dispatcher: could not dead-letter", "err", errors.Join(err, merr))
	}
	d.letGo(row.ID)
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
