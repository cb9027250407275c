// Package runner turns stored events into replies. Runner workers claim one
// conversation at a time, run the pure engine over its pending events —
// executing catalog searches between engine steps with no transaction open —
// and commit the new state, transition log and outbox rows in one
// transaction. Dispatcher workers then send the outbox rows, in order per
// conversation, with retries.
//
// The package knows no database and no platform: it works through the ports
// of the root package (wakha.TurnStore, wakha.OutboxStore, wakha.Catalog,
// wakha.Platform), so a platform is added by wiring alone.
package runner

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/i18n"
)

// Options tune the runner.
type Options struct {
	Owner   string // unique per process: who holds leases
	Workers int    // conversations processed in parallel
	// Queue is how many claimed conversations may wait for a busy worker
	// (with a heartbeat only, which keeps their leases while they wait):
	// a claim then takes the work of several turns, and a shopper's event
	// stored while every worker is busy is still leased in the transaction
	// that stores it (ReserveClaim), without a claim query.
	Queue int
	Lease time.Duration // how long a claim is held before another replica may take over
	// Heartbeat, when positive, is how often the leases of turns in
	// progress are extended by Lease, so a short lease (a crashed replica's
	// conversations are taken over within it) does not cut a long turn
	// short. Zero: no heartbeat, and the lease bounds the turn.
	Heartbeat     time.Duration
	PollInterval  time.Duration // fallback when a notification is missed
	MaxAttempts   int           // processing attempts before an event is given up
	MaxEvents     int           // events folded into one turn
	SearchTimeout time.Duration
	Engine        engine.Config
	// Now is the clock of ticks, new wake-ups and the turn's budget
	// (default time.Now); tests share one fake clock with postgres.DB.Now.
	Now func() time.Time
	// Abort, when it ends, cancels turns in progress, which otherwise
	// finish after Run's context ends (a shutdown past its grace period).
	Abort context.Context
	// Understander reads shoppers' messages with the shop's vocabulary
	// (i18n.NewUnderstander); nil reads them without one (i18n.Understand).
	Understander *i18n.Understander
	// Dispatcher, when set, is this replica's dispatcher: a turn whose
	// replies start their conversation's queue leases them to it in its
	// commit and hands them over, so they are sent without a claim (the
	// store must commit hand-overs: postgres.DB does).
	Dispatcher *Dispatcher
}

// handingStore is a TurnStore that can lease a turn's replies to a
// dispatcher in the turn's commit (postgres.DB is one).
type handingStore interface {
	CommitTurnHanded(ctx context.Context, t wakha.Turn, owner string, lease time.Duration) ([]wakha.OutboxRow, error)
}

// Runner processes conversations.
type Runner struct {
	store     wakha.TurnStore
	catalog   wakha.Catalog
	platforms wakha.Platforms
	opts      Options
	log       *slog.Logger
	metrics   *Metrics
	wake      chan struct{}
	// announced counts Notify calls: a worker whose turn saw new work
	// announced while it ran wakes the producer again.
	announced atomic.Int64
	// turnWoke is set by such a worker; the producer swaps it before each
	// claim, and one that comes back short looks again soon (runBatched).
	turnWoke atomic.Bool

	mu       sync.Mutex
	inflight map[int64]*inflightTurn // by conversation id, for the heartbeat
	// While runBatched runs (serving): the job queue, a token per free
	// slot (an idle worker or room in the queue: Options.Queue), and the
	// lease end of each claim reserved at ingest (ReserveClaim), by owner.
	serving  bool
	jobs     chan job
	idle     chan struct{}
	reserved map[string]reservation
	claimSeq int // names each claim's owner

	cards  *cardCache  // product cards of stored states (cards.go)
	states *stateCache // the states this replica's turns committed (states.go)
}

// inflightTurn is a claim being processed.
type inflightTurn struct {
	owner  string
	cancel context.CancelFunc // ends the turn when its lease is lost
}

// leaseExtender is a TurnStore with a heartbeat (postgres.DB is one).
type leaseExtender interface {
	ExtendClaims(ctx context.Context, ids []int64, owners []string, lease time.Duration) (lost []int64, err error)
}

// New returns a Runner that renders each conversation's replies with its
// platform from platforms.
func New(store wakha.TurnStore, catalog wakha.Catalog, platforms wakha.Platforms, opts Options, log *slog.Logger, m *Metrics) *Runner {
	if opts.Workers < 1 {
		opts.Workers = 1
	}
	if opts.MaxEvents < 1 {
		opts.MaxEvents = 20
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	return &Runner{store: store, catalog: catalog, platforms: platforms, opts: opts, log: log, metrics: m,
		wake: make(chan struct{}, 1), inflight: map[int64]*inflightTurn{}, cards: newCardCache(),
		states: newStateCache(stateCacheSize)}
}

// Notify wakes the runner; call it when new events were stored.
func (r *Runner) Notify() {
	r.announced.Add(1)
	select {
	case r.wake <- struct{}{}:
	default:
	}
}

// batchClaimer is a TurnStore that leases several conversations in one
// query (postgres.DB does).
type batchClaimer interface {
	ClaimConversations(ctx context.Context, owners []string, lease time.Duration, maxEvents int) ([]*wakha.Claim, error)
}

// Run processes conversations until ctx ends. A turn in progress when ctx
// ends is finished (bounded by the lease) so no half-done work is left.
//
// With a store that claims in batches, one producer claims as many
// conversations as there are idle workers, in one query, and hands them
// out: a wake-up costs one claim whatever the worker count, instead of
// every idle worker racing for the same row and most claims coming back
// empty.
func (r *Runner) Run(ctx context.Context) error {
	if bc, ok := r.store.(batchClaimer); ok {
		r.runBatched(ctx, bc)
		return nil
	}
	var wg sync.WaitGroup
	for i := range r.opts.Workers {
		// Each worker holds leases under its own name, so one worker can
		// never release or commit over a lease a sibling has just taken.
		owner := fmt.Sprintf("%s/r%d", r.opts.Owner, i)
		wg.Go(func() { r.work(ctx, owner) })
	}
	wg.Wait()
	return nil
}

func (r *Runner) work(ctx context.Context, owner string) {
	backoff := r.opts.PollInterval
	for ctx.Err() == nil {
		// Detached so a shutdown does not cut a turn in half: the claim's
		// lease bounds how long it may take.
		base, release := detach(ctx, r.opts.Abort)
		turnCtx, cancel := context.WithTimeout(base, r.opts.Lease)
		did, err := r.ProcessOne(turnCtx, owner)
		cancel()
		release()
		if err != nil {
			r.log.Error("runner: turn failed", "err", err)
			sleep(ctx, backoff)
			backoff = min(backoff*2, 30*time.Second)
			continue
		}
		backoff = r.opts.PollInterval
		if did {
			continue
		}
		select {
		case <-ctx.Done():
		case <-r.wake:
		case <-time.After(r.opts.PollInterval):
		}
	}
}

// job is a claim handed from the producer to a worker.
type job struct {
	claim     *wakha.Claim
	leaseEnd  time.Time // as process needs it
	announced int64     // r.announced when it was claimed
	// lost ends when the heartbeat finds the lease lost (stop ends it
	// once the job is done).
	lost context.Context
	stop context.CancelFunc
}

// runBatched is Run with one producer claiming for all workers.
func (r *Runner) runBatched(ctx context.Context, bc batchClaimer) {
	workers := r.opts.Workers
	slots := workers + r.queued()
	jobs := make(chan job, slots)
	idle := make(chan struct{}, slots) // a token per free slot: an idle worker or room in the queue
	for range slots {
		idle <- struct{}{}
	}
	r.mu.Lock()
	r.serving, r.jobs, r.idle, r.reserved = true, jobs, idle, map[string]reservation{}
	r.mu.Unlock()
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for j := range jobs {
				if ctx.Err() != nil {
					// Shutting down: a claim not started yet goes back, for
					// another replica to take at once.
					r.giveBack(j)
					idle <- struct{}{}
					continue
				}
				r.runJob(ctx, j)
				if r.announced.Load() != j.announced {
					// Events came in while this turn ran, maybe for this
					// conversation, which could not be claimed then.
					r.turnWoke.Store(true)
					select {
					case r.wake <- struct{}{}:
					default:
					}
				}
				idle <- struct{}{}
			}
		})
	}
	stopHeartbeat := func() {}
	if ext, ok := r.store.(leaseExtender); ok && r.opts.Heartbeat > 0 {
		hbCtx, cancel := context.WithCancel(context.WithoutCancel(ctx))
		hbDone := make(chan struct{})
		go func() { r.heartbeat(hbCtx, ext); close(hbDone) }()
		stopHeartbeat = func() { cancel(); <-hbDone }
	}
	defer func() {
		// No job is queued after this: a claim handed over later is given
		// back (HandClaim). The heartbeat keeps the leases of the turns
		// still running until they are done.
		r.mu.Lock()
		r.serving = false
		close(jobs)
		r.mu.Unlock()
		wg.Wait()
		stopHeartbeat()
	}()
	backoff := r.opts.PollInterval
	// The claim takes slots for the events announced since the last one
	// (each needs one at most), or for twice what a full claim took, or one
	// (a worker, the poll or a retry asks to look): not every free slot,
	// since slots left free take the next shoppers' events as they are
	// stored (ReserveClaim), without a claim.
	var claimedThrough int64 // r.announced before the last claim
	more := 1
	recheck := 0 // quick looks left since a turn's end asked for a claim
	for ctx.Err() == nil {
		announced := r.announced.Load()
		want := max(more, int(announced-claimedThrough))
		n, ok := freeWorkers(ctx, idle, min(slots, want))
		if !ok {
			return
		}
		owners := make([]string, n)
		for i := range owners {
			owners[i] = r.nextOwner()
		}
		announced = r.announced.Load()
		claimedThrough = announced
		if r.turnWoke.Swap(false) {
			recheck = recheckTries
		}
		leaseEnd := r.opts.Now().Add(r.opts.Lease)
		cctx, cancel := context.WithTimeout(ctx, commitTimeout)
		claims, err := bc.ClaimConversations(cctx, owners, r.opts.Lease, r.opts.MaxEvents)
		cancel()
		r.mu.Lock()
		for _, c := range claims {
			r.queueJob(job{claim: c, leaseEnd: leaseEnd, announced: announced})
		}
		r.mu.Unlock()
		for range n - len(claims) {
			idle <- struct{}{}
		}
		if err != nil {
			if ctx.Err() == nil {
				r.log.Error("runner: claim failed", "err", err)
			}
			sleep(ctx, backoff)
			backoff = min(backoff*2, 30*time.Second)
			continue
		}
		backoff = r.opts.PollInterval
		if len(claims) == n {
			more = min(slots, 2*n)
			continue // there may be more: claim again once a slot is free
		}
		more = 1
		wait := r.opts.PollInterval
		if recheck > 0 {
			// A turn ended with events announced while it ran, and the
			// claim since came back short: the conversation may have
			// been skipped as locked (SKIP LOCKED) by a statement still
			// holding its row for a moment, such as a heartbeat that
			// waited on the turn's commit and then on other rows. Look
			// again soon, a little later each time, rather than at the
			// next poll.
			wait = min(wait, recheckAfterTurn<<(recheckTries-recheck))
			recheck--
		}
		select {
		case <-ctx.Done():
		case <-r.wake:
		case <-time.After(wait):
		}
	}
}

// recheckAfterTurn is how soon the producer claims again when the claim
// a turn's end asked for came back short (runBatched); it doubles for
// each of the recheckTries looks (25, 50, 100, 200 ms).
const (
	recheckAfterTurn = 25 * time.Millisecond
	recheckTries     = 4
)

// nextOwner names a claim: each is leased under a name of its own, so a
// worker can never release or commit over a lease a sibling has just
// taken.
func (r *Runner) nextOwner() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.nextOwnerLocked()
}

// nextOwnerLocked is nextOwner for a caller holding r.mu.
func (r *Runner) nextOwnerLocked() string {
	r.claimSeq++
	return fmt.Sprintf("%s/r%d", r.opts.Owner, r.claimSeq)
}

// ReserveClaim takes a free slot (an idle worker or room in the queue) for
// a conversation the store leases as it stores an event (wakha.ClaimTaker):
// the owner to lease under, the lease and the events a turn takes. ok is
// false when Run is not claiming in batches or no slot is free; the event
// is then announced and waits for the producer's claim.
func (r *Runner) ReserveClaim() (owner string, lease time.Duration, maxEvents int, ok bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.serving {
		return "", 0, 0, false
	}
	select {
	case <-r.idle:
	default:
		return "", 0, 0, false
	}
	owner = r.nextOwnerLocked()
	// Both read before the store's statement, as the producer reads them
	// before its claim: the lease the store takes ends no earlier, and an
	// event announced after this wakes the producer once the turn is done
	// (it may be one the lease left for later).
	r.reserved[owner] = reservation{leaseEnd: r.opts.Now().Add(r.opts.Lease), announced: r.announced.Load()}
	return owner, r.opts.Lease, r.opts.MaxEvents, true
}

// reservation is a slot reserved by ReserveClaim.
type reservation struct {
	leaseEnd  time.Time
	announced int64
}

// HandClaim ends the reservation of owner (wakha.ClaimTaker): c is queued
// for the next free worker, or the slot is free again when c is nil. It
// reports whether c was taken: a claim handed over after Run stopped is
// given back to the store instead (false).
func (r *Runner) HandClaim(owner string, c *wakha.Claim) bool {
	r.mu.Lock()
	res, ok := r.reserved[owner]
	delete(r.reserved, owner)
	taken := false
	switch {
	case !ok || !r.serving:
		// Not reserved, or the worker is gone with the queue.
	case c == nil:
		r.idle <- struct{}{} // its token back: never blocks
	default:
		// The reservation took a slot's token, so the queue (as long as
		// the slots) has room for its job.
		r.queueJob(job{claim: c, leaseEnd: res.leaseEnd, announced: res.announced})
		taken = true
	}
	r.mu.Unlock()
	switch {
	case c == nil:
	case taken:
		r.metrics.claimsAtIngest.WithLabelValues(c.Key.Platform, "taken").Inc()
	default:
		r.metrics.claimsAtIngest.WithLabelValues(c.Key.Platform, "given_back").Inc()
		// Not in the caller's way: it is storing events.
		go r.releaseNow(c)
	}
	return taken
}

// releaseNow gives claim c back at once, so another replica need not wait
// for its lease to end; an error only leaves that wait.
func (r *Runner) releaseNow(c *wakha.Claim) {
	ctx, cancel := context.WithTimeout(context.Background(), commitTimeout)
	defer cancel()
	if err := r.store.ReleaseClaim(ctx, c.ConversationID, c.Owner); err != nil {
		r.log.Warn("runner: giving back a claim", "conversation", c.ConversationID, "err", err)
	}
}

// giveBack gives back a queued claim that will not run (its heartbeat
// registration ends with it).
func (r *Runner) giveBack(j job) {
	r.forget(j)
	if j.lost.Err() == nil {
		r.releaseNow(j.claim)
	}
	j.stop()
}

// forget ends j's registration with the heartbeat, unless a later claim of
// the conversation holds it now.
func (r *Runner) forget(j job) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if t := r.inflight[j.claim.ConversationID]; t != nil && t.owner == j.claim.Owner {
		delete(r.inflight, j.claim.ConversationID)
	}
}

// queued is Options.Queue where a heartbeat keeps the leases of claims
// waiting for a worker, else none.
func (r *Runner) queued() int {
	if _, ok := r.store.(leaseExtender); !ok || r.opts.Heartbeat <= 0 {
		return 0
	}
	return max(r.opts.Queue, 0)
}

// queueJob queues j for the next free worker (the caller holds r.mu and a
// slot's token, so the queue has room) and registers it with the
// heartbeat, which keeps its lease while it waits.
func (r *Runner) queueJob(j job) {
	j.lost, j.stop = context.WithCancel(context.Background())
	r.inflight[j.claim.ConversationID] = &inflightTurn{owner: j.claim.Owner, cancel: j.stop}
	r.jobs <- j
}

// runJob processes one claim handed out by the producer.
func (r *Runner) runJob(ctx context.Context, j job) {
	defer j.stop()
	defer r.forget(j)
	if j.lost.Err() != nil {
		// The heartbeat found the lease lost while the claim waited:
		// another replica has the conversation, and the commit would fail.
		return
	}
	// The turn's time counts from now, not from the claim, which may have
	// waited in the queue: the heartbeat kept its lease, extended at its
	// last beat (at most Heartbeat ago) to Lease beyond.
	leaseEnd := j.leaseEnd
	if r.opts.Heartbeat > 0 {
		if fresh := r.opts.Now().Add(r.opts.Lease - r.opts.Heartbeat); fresh.After(leaseEnd) {
			leaseEnd = fresh
		}
	}
	// Detached so a shutdown does not cut a turn in half: turnLimit bounds
	// how long it may take, and the heartbeat ends it if its lease is lost
	// (j.lost).
	base, release := detach(ctx, r.opts.Abort)
	defer release()
	turnCtx, cancel := context.WithDeadline(base, leaseEnd.Add(r.turnLimit()-r.opts.Lease))
	defer cancel()
	defer context.AfterFunc(j.lost, cancel)()
	if err := r.process(turnCtx, j.claim, leaseEnd); err != nil {
		r.log.Error("runner: turn failed", "err", err)
	}
}

// heartbeat extends the leases of the turns in progress every Heartbeat,
// in one statement, and ends the turns whose lease was lost.
func (r *Runner) heartbeat(ctx context.Context, ext leaseExtender) {
	t := time.NewTicker(r.opts.Heartbeat)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		r.mu.Lock()
		ids := make([]int64, 0, len(r.inflight))
		owners := make([]string, 0, len(r.inflight))
		sent := make(map[int64]string, len(r.inflight))
		for id, t := range r.inflight {
			ids, owners = append(ids, id), append(owners, t.owner)
			sent[id] = t.owner
		}
		r.mu.Unlock()
		if len(ids) == 0 {
			continue
		}
		hctx, cancel := context.WithTimeout(ctx, r.opts.Heartbeat)
		lost, err := ext.ExtendClaims(hctx, ids, owners, r.opts.Lease)
		cancel()
		if err != nil {
			if ctx.Err() == nil {
				r.log.Warn("runner: heartbeat failed; the leases of turns in progress may run out", "err", err)
			}
			continue
		}
		r.mu.Lock()
		for _, id := range lost {
			// The owner sent, not a later claim of the conversation
			// registered meanwhile (its event stored as the turn committed).
			if t := r.inflight[id]; t != nil && t.owner == sent[id] {
				r.log.Warn("runner: lost the lease of a turn in progress; ending it", "conversation", id)
				t.cancel()
			}
		}
		r.mu.Unlock()
	}
}

// defaultTurnLimit is what a turn may take, searches included, when leases
// are kept alive by a heartbeat (the lease bounds it otherwise).
const defaultTurnLimit = 60 * time.Second

// turnLimit is the longest a turn may run from its claim to its commit.
func (r *Runner) turnLimit() time.Duration {
	if r.opts.Heartbeat <= 0 {
		return r.opts.Lease
	}
	return max(r.opts.Lease, defaultTurnLimit, maxSearchesPerEvent*r.opts.SearchTimeout+commitTimeout+5*time.Second)
}

// ProcessOne claims one conversation with work, as owner, and processes it.
// It returns false when there was nothing to do.
func (r *Runner) ProcessOne(ctx context.Context, owner string) (bool, error) {
	// The lease runs from the claim: read just before it, this end errs on
	// the early side (as far as this process's clock agrees with the database's).
	leaseEnd := r.opts.Now().Add(r.opts.Lease)
	claim, err := r.store.ClaimConversation(ctx, owner, r.opts.Lease, r.opts.MaxEvents)
	if errors.Is(err, wakha.ErrNoWork) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("claim: %w", err)
	}
	return true, r.process(ctx, claim, leaseEnd)
}

// process decides and commits the turn of a claimed conversation; leaseEnd
// is when its lease ends by this process's clock.
func (r *Runner) process(ctx context.Context, claim *wakha.Claim, leaseEnd time.Time) error {
	began := time.Now() // for the duration metric: wall time, whatever the clock says
	var turn wakha.Turn
	var queued *wakha.Turn
	var decided engine.State
	stored, err := r.loadClaimed(ctx, claim)
	if err == nil {
		queued, err = r.queueStep(ctx, claim, stored) // one active instance per contact (queue.go)
	}
	switch {
	case err != nil:
	case queued != nil:
		turn = *queued
	default:
		turn, decided, err = r.decideState(ctx, claim, r.opts.Now(), stored)
	}
	turnCtx := ctx
	// The commit gets its own short deadline: a turn that used most of its
	// lease on slow searches must still be able to save what it decided.
	ctx, release := detach(ctx, r.opts.Abort)
	defer release()
	ctx, cancel := context.WithTimeout(ctx, commitTimeout)
	defer cancel()
	if err != nil {
		ids := eventIDs(claim.Events)
		gaveUp, ferr := r.store.FailEvents(ctx, claim.ConversationID, claim.Owner, ids, err.Error(), r.opts.MaxAttempts)
		if gaveUp > 0 {
			r.log.Error("runner: events given up", "conversation", claim.ConversationID, "events", gaveUp, "err", err)
			r.metrics.eventsProcessed.WithLabelValues(claim.Key.Platform, "any", "given_up").Add(float64(gaveUp))
		}
		if ferr != nil && !errors.Is(ferr, wakha.ErrConflict) {
			// The failed attempt is not counted, but the conversation need
			// not wait out the lease for it.
			r.releaseClaim(turnCtx, claim, leaseEnd, ferr)
		}
		return errors.Join(fmt.Errorf("conversation %d: %w", claim.ConversationID, err), ferr)
	}
	committing := time.Now()
	err = r.commitHanded(ctx, turn, claim.Key)
	if errors.Is(err, wakha.ErrConflict) {
		// Another worker moved this conversation on (our lease ran out);
		// its events stay unprocessed and are decided again from the new state.
		r.metrics.conflicts.Inc()
		r.log.Warn("runner: lost the race for a conversation", "conversation", claim.ConversationID)
		return nil
	}
	if err != nil {
		r.releaseClaim(turnCtx, claim, leaseEnd, err)
		return fmt.Errorf("commit conversation %d: %w", claim.ConversationID, err)
	}
	if queued == nil {
		r.states.put(claim.ConversationID, claim.Version+1, decided) // the commit raised the version by one
	}
	r.metrics.observeTurn(claim.Key.Platform, turn, time.Since(began), time.Since(committing))
	r.afterCommit(ctx, claim, turn)
	return nil
}

// commitTurn commits turn; once it is committed, the cards it stored are
// known to be stored.
func (r *Runner) commitTurn(ctx context.Context, turn wakha.Turn) error {
	err := r.store.CommitTurn(ctx, turn)
	if err == nil {
		r.cards.markStored(turn.Cards)
	}
	return err
}

// commitHanded is commitTurn that hands the turn's replies to this
// replica's dispatcher when it can (Options.Dispatcher).
func (r *Runner) commitHanded(ctx context.Context, turn wakha.Turn, key wakha.ConvKey) error {
	hs, ok := r.store.(handingStore)
	if !ok || r.opts.Dispatcher == nil || len(turn.Outbox) == 0 {
		return r.commitTurn(ctx, turn)
	}
	h, ok := r.opts.Dispatcher.reserveHandOff()
	if !ok {
		return r.commitTurn(ctx, turn)
	}
	rows, err := hs.CommitTurnHanded(ctx, turn, h.owner, h.lease)
	for i := range rows {
		rows[i].Key = key
	}
	r.opts.Dispatcher.handOver(h, rows)
	if err == nil {
		r.cards.markStored(turn.Cards)
	}
	return err
}

// commitTimeout bounds the final transaction of a turn.
const commitTimeout = 10 * time.Second

// Release retries: the first wait, and the longest.
const (
	releaseBackoffMin = 100 * time.Millisecond
	releaseBackoffMax = 5 * time.Second
)

// releaseClaim gives a claim back after its turn could not be saved
// (because of cause), so the conversation is claimed again at once instead
// of waiting out the lease. The database that failed the commit has often
// failed the release too: then the release is logged and retried with
// backoff until it succeeds, the lease turns out lost (nothing left to
// release), the lease would expire before the next try (it frees the
// conversation by itself then), or ctx or Abort ends.
func (r *Runner) releaseClaim(ctx context.Context, claim *wakha.Claim, leaseEnd time.Time, cause error) {
	log := r.log.With("conversation", claim.ConversationID, "platform", claim.Key.Platform, "cause", cause)
	var aborted <-chan struct{}
	if r.opts.Abort != nil {
		aborted = r.opts.Abort.Done()
	}
	wait := releaseBackoffMin
	for attempt := 1; ; attempt++ {
		actx, undetach := detach(ctx, r.opts.Abort)
		actx, cancel := context.WithTimeout(actx, commitTimeout)
		err := r.store.ReleaseClaim(actx, claim.ConversationID, claim.Owner)
		cancel()
		undetach()
		switch {
		case err == nil:
			if attempt > 1 {
				log.Info("runner: released the conversation's lease after retrying", "attempts", attempt)
			}
			return
		case errors.Is(err, wakha.ErrConflict):
			return // not ours any more: whoever holds it now goes on
		}
		if !r.opts.Now().Add(wait).Before(leaseEnd) {
			log.Error("runner: could not release the conversation's lease; it is free again when the lease ends",
				"attempts", attempt, "err", err, "lease_end", leaseEnd)
			return
		}
		log.Warn("runner: could not release the conversation's lease; retrying", "attempt", attempt, "err", err, "retry_in", wait)
		select {
		case <-ctx.Done():
		case <-aborted:
		case <-time.After(wait):
			wait = min(wait*2, releaseBackoffMax)
			continue
		}
		log.Error("runner: stopped retrying the release of the conversation's lease; it is free again when the lease ends",
			"attempts", attempt, "err", err, "lease_end", leaseEnd)
		return
	}
}

// turnBudget is how long a turn may keep taking new events: one more event
// can still run its searches and the commit must fit in the turn's limit.
func (r *Runner) turnBudget() time.Duration {
	return r.turnLimit() - maxSearchesPerEvent*r.opts.SearchTimeout - commitTimeout
}

// decide folds the claim's events (and a due tick) through the engine. It
// stops taking events when the turn's budget is spent; the rest stay stored
// and are claimed again at once, so a long backlog on a slow catalog makes
// progress instead of timing out as a whole.
func (r *Runner) decide(ctx context.Context, claim *wakha.Claim, start time.Time) (wakha.Turn, error) {
	stored, err := r.loadStored(ctx, claim.State)
	if err != nil {
		return wakha.Turn{}, err
	}
	return r.decideStored(ctx, claim, start, stored)
}

// decideStored is decide with the claim's state already read
// (loadStored(claim.State)).
func (r *Runner) decideStored(ctx context.Context, claim *wakha.Claim, start time.Time, stored *storedState) (wakha.Turn, error) {
	turn, _, err := r.decideState(ctx, claim, start, stored)
	return turn, err
}

// decideState is decideStored that also returns the state the turn
// leaves, as the engine left it (for the state cache).
func (r *Runner) decideState(ctx context.Context, claim *wakha.Claim, start time.Time, stored *storedState) (wakha.Turn, engine.State, error) {
	fail := func(err error) (wakha.Turn, engine.State, error) { return wakha.Turn{}, engine.State{}, err }
	renderer, ok := r.platforms[claim.Key.Platform]
	if !ok {
		return fail(fmt.Errorf("no platform %q configured", claim.Key.Platform))
	}
	if len(claim.State) == 0 && claim.VisitorID == "" && claim.ContactRef != "" && !claim.Key.IsVisitor() {
		r.findVisitor(ctx, claim, renderer)
	}
	st := engine.NewState(r.opts.Engine)
	if stored != nil {
		if stored.err != nil {
			// Unreadable state is the spec's inconsistency case: start
			// fresh rather than block the conversation forever.
			r.log.Error("runner: unreadable state, starting fresh", "conversation", claim.ConversationID, "err", stored.err)
		} else {
			st = stored.state
		}
	} else {
		if len(claim.Visitor) > 0 {
			st = r.adoptVisitor(ctx, claim, st)
		}
		if len(claim.VisitorPrior) > 0 {
			st = r.inheritOffers(claim, st, start)
		}
	}
	turn := wakha.Turn{ConversationID: claim.ConversationID, Owner: claim.Owner, Version: claim.Version}
	platform := claim.Key.Platform
	apply := func(ev engine.Event, eventID int64, at time.Time) error {
		var effects []engine.Effect
		var stages wakha.Stages
		st, effects = r.step(ctx, st, ev, at, &stages)
		began := time.Now()
		items, err := renderer.Render(claim.Key, deliverable(claim.Key, effects), st)
		stages.Render = time.Since(began)
		if err != nil {
			return fmt.Errorf("render: %w", err)
		}
		turn.Outbox = append(turn.Outbox, items...)
		for _, e := range effects {
			if e.Kind == engine.EffectTransition && e.Transition != nil {
				tr := e.Transition
				turn.Transitions = append(turn.Transitions, wakha.TransitionRow{
					From: string(tr.From), To: string(tr.To), Trigger: string(tr.Trigger), Reason: tr.Reason, EventID: eventID, At: at,
				})
			}
			if row, ok := lifecycleRow(e, eventID, at); ok {
				turn.Transitions = append(turn.Transitions, row)
			}
		}
		if d, ok := eventDiagnostic(ev.Kind, effects); ok {
			td, err := turnDiagnostic(d, eventID, at, stages)
			if err != nil {
				return err
			}
			turn.Diagnostics = append(turn.Diagnostics, td)
			r.metrics.observeDiagnostic(platform, d)
		}
		r.metrics.observeStages(platform, ev.Kind, stages)
		r.metrics.observeEffects(platform, st, effects)
		return nil
	}
	budget := r.turnBudget()
	for i, se := range claim.Events {
		if i > 0 && r.opts.Now().Sub(start) > budget {
			r.log.Warn("runner: turn budget spent, committing what is done", "conversation", claim.ConversationID,
				"done", i, "left", len(claim.Events)-i)
			break
		}
		var ev engine.Event
		if err := json.Unmarshal(se.Payload, &ev); err != nil || ev.Kind == "" {
			// A stored event we cannot read will never become readable.
			r.log.Error("runner: skipping unreadable event", "event", se.ID, "err", err)
			r.metrics.eventsProcessed.WithLabelValues(claim.Key.Platform, se.Kind, "invalid").Inc()
			turn.ProcessedEventIDs = append(turn.ProcessedEventIDs, se.ID)
			continue
		}
		// The engine's clock for an event is when it arrived, not when a
		// (possibly late) worker gets to it: a "yes" sent in time stays in time.
		at := se.ReceivedAt
		if at.IsZero() {
			at = r.opts.Now()
		}
		if err := apply(ev, se.ID, at); err != nil {
			return fail(err)
		}
		r.metrics.processed.with3(claim.Key.Platform, string(ev.Kind), "ok").Inc()
		turn.ProcessedEventIDs = append(turn.ProcessedEventIDs, se.ID)
	}
	// The events processed are the claim's first ones, in order: the
	// oldest arrival among them starts the wait the first reply answers.
	for _, se := range claim.Events[:len(turn.ProcessedEventIDs)] {
		if turn.AnsweredAt.IsZero() || se.ReceivedAt.Before(turn.AnsweredAt) {
			turn.AnsweredAt = se.ReceivedAt
		}
	}
	now := r.opts.Now()
	if len(turn.ProcessedEventIDs) == len(claim.Events) && (claim.WakeDue || len(claim.Events) == 0) {
		if err := apply(engine.Event{Kind: engine.EventTick}, 0, now); err != nil {
			return fail(err)
		}
	}
	b, cards, err := r.encodeState(st)
	if err != nil {
		return fail(fmt.Errorf("encode state: %w", err))
	}
	turn.State, turn.Cards = b, cards
	turn.DialogueState = string(st.Dialogue.State)
	turn.HandoffReason = string(st.HandoffReason)
	lifecycleColumns(&turn, st)
	if at, ok := engine.NextWake(st, r.opts.Engine); ok {
		// The database decides when a wake-up is due, with its own clock. If
		// ours is behind, the tick above changed nothing and the same due
		// time would make the conversation claimable again at once.
		if !at.After(now) {
			at = now.Add(r.opts.PollInterval)
		}
		turn.WakeAt = &at
	}
	return turn, st, nil
}

// visitorLookupTimeout bounds the one contact read of a new conversation.
const visitorLookupTimeout = 3 * time.Second

// findVisitor asks a platform whose webhooks carry no contact attributes
// (Intercom) for the storefront visitor id of a new conversation's
// contact, once, and links the conversation to it; claim.Visitor gets the
// visitor's session to start from. A failure only loses that link: the
// conversation goes on without the storefront's context.
func (r *Runner) findVisitor(ctx context.Context, claim *wakha.Claim, p wakha.Platform) {
	finder, ok := p.(wakha.VisitorFinder)
	linker, ok2 := r.store.(wakha.VisitorLinker)
	if !ok || !ok2 {
		return
	}
	lctx, cancel := context.WithTimeout(ctx, visitorLookupTimeout)
	defer cancel()
	// A shop without the storefront script on this platform: no contact
	// carries a visitor id, and no API call is spent finding out.
	if has, err := linker.HasVisitors(lctx, claim.Key.Platform); err != nil || !has {
		return
	}
	vid, err := finder.FindVisitor(lctx, claim.ContactRef)
	if err != nil {
		r.log.Warn("runner: could not read the contact's storefront visitor id", "conversation", claim.ConversationID, "err", err)
		return
	}
	if !wakha.ValidVisitorID(vid) {
		return
	}
	state, prior, err := linker.LinkVisitor(lctx, claim.ConversationID, claim.Key.Platform, vid)
	if err != nil {
		r.log.Warn("runner: could not link the conversation to its storefront visitor", "conversation", claim.ConversationID, "err", err)
		return
	}
	claim.VisitorID, claim.Visitor, claim.VisitorPrior = vid, state, prior
}

// adoptVisitor starts a new conversation from the state of its visitor's
// own session (the storefront's page views, offers and their answers), so
// an offer the shopper took up carries its product into the chat. The
// visitor session holds no dialogue of its own beyond that.
func (r *Runner) adoptVisitor(ctx context.Context, claim *wakha.Claim, fresh engine.State) engine.State {
	v, err := r.decodeState(ctx, claim.Visitor)
	if err != nil {
		r.log.Warn("runner: unreadable visitor session, starting fresh", "conversation", claim.ConversationID, "err", err)
		return fresh
	}
	if err := engine.Validate(v); err != nil {
		// Keep what is sound: the session alone (Decide repairs it if needed).
		fresh.Session = v.Session
		return fresh
	}
	return v
}

// inheritOffers carries the offer history of the visitor's previous
// conversation (its offers of the last hour, back-off and cooldown) into a
// new one, so PROACTIVE_MAX_PER_HOUR counts per visitor. An unreadable
// prior state only loses that history.
func (r *Runner) inheritOffers(claim *wakha.Claim, st engine.State, now time.Time) engine.State {
	var prior struct {
		Session engine.Session `json:"session"`
	}
	if err := json.Unmarshal(claim.VisitorPrior, &prior); err != nil {
		r.log.Warn("runner: unreadable state of the visitor's previous conversation, its offer history is lost",
			"conversation", claim.ConversationID, "err", err)
		return st
	}
	if err := engine.ValidateSession(prior.Session); err != nil {
		r.log.Warn("runner: the visitor's previous session is inconsistent, its offer history is lost",
			"conversation", claim.ConversationID, "err", err)
		return st
	}
	st.Session = engine.CarryOfferHistory(st.Session, prior.Session, now, r.opts.Engine)
	return st
}

// deliverable is what of a turn's effects the platform renders. A
// visitor's own session has no conversation to write to: only its offers
// go out (the widget's bubble, or the platform's own way to speak first).
func deliverable(key wakha.ConvKey, effects []engine.Effect) []engine.Effect {
	if !key.IsVisitor() {
		return effects
	}
	var out []engine.Effect
	for _, e := range effects {
		if e.Kind == engine.EffectOffer {
			out = append(out, e)
		}
	}
	return out
}

// maxSearchesPerEvent bounds the engine↔catalog loop; the engine asks for one
// search per event, the slack absorbs a new search after a lost context.
const maxSearchesPerEvent = 3

// step runs one event through the engine, executing the searches it asks
// for, and adds the wall time of each stage to stages.
func (r *Runner) step(ctx context.Context, st engine.State, ev engine.Event, at time.Time, stages *wakha.Stages) (engine.State, []engine.Effect) {
	// Wall time only, as a state read back from its JSON has: a state kept
	// decoded for the next turn (states.go) must not compare its times by
	// this process's monotonic clock where a decoded one would not.
	at = at.Round(0)
	if ev.Kind == engine.EventUserMessage && !ev.Reaction && i18n.IsReaction(ev.Text) {
		ev.Reaction = true // an emoji-only message: the session counts a reaction
	}
	if ev.Kind == engine.EventUserMessage && ev.Understanding == nil {
		began := time.Now()
		u := r.understand(ev.Text)
		stages.Understand += time.Since(began)
		ev.Understanding = &u
	}
	began := time.Now()
	st, latest := engine.Decide(st, ev, at, r.opts.Engine)
	stages.Decide += time.Since(began)
	effects := latest
	for range maxSearchesPerEvent {
		req := searchOf(latest)
		if req == nil {
			break
		}
		began = time.Now()
		answer := r.search(ctx, *req)
		stages.Search += time.Since(began)
		began = time.Now()
		st, latest = engine.Decide(st, answer, at, r.opts.Engine)
		stages.Decide += time.Since(began)
		effects = append(effects, latest...)
	}
	return st, effects
}

func (r *Runner) understand(text string) i18n.Understanding {
	if r.opts.Understander != nil {
		return r.opts.Understander.Understand(text)
	}
	return i18n.Understand(text)
}

func (r *Runner) search(ctx context.Context, req engine.SearchRequest) engine.Event {
	ctx, cancel := context.WithTimeout(ctx, r.opts.SearchTimeout)
	defer cancel()
	start := time.Now()
	res, err := r.catalog.Search(ctx, req)
	r.metrics.searchSeconds.Observe(time.Since(start).Seconds())
	if err != nil {
		r.log.Warn("runner: catalog search failed", "err", err)
		return engine.Event{Kind: engine.EventSearchFailed, Reason: "catalog_unavailable"}
	}
	if res.QueryHash == "" {
		res.QueryHash = req.Query.Hash
	}
	return engine.Event{Kind: engine.EventSearchResults, Results: &res}
}

// searchOf returns the search one engine step asked for, if any.
func searchOf(effects []engine.Effect) *engine.SearchRequest {
	for _, e := range effects {
		if e.Kind == engine.EffectSearch && e.Search != nil {
			return e.Search
		}
	}
	return nil
}

func eventIDs(evs []wakha.StoredEvent) []int64 {
	ids := make([]int64, len(evs))
	for i, e := range evs {
		ids[i] = e.ID
	}
	return ids
}

func sleep(ctx context.Context, d time.Duration) {
	select {
	case <-ctx.Done():
	case <-time.After(d):
	}
}

// eventDiagnostic is the engine's diagnostic of one event and the searches
// it led to: the event's own, completed by the answers' (cards shown, an
// earlier page kept). ok is false when the engine recorded nothing (a tick
// with nothing due, an input held by a pause).
func eventDiagnostic(kind engine.EventKind, effects []engine.Effect) (engine.Diagnostic, bool) {
	var d engine.Diagnostic
	found := false
	for _, e := range effects {
		if e.Kind != engine.EffectDiagnostic || e.Diagnostic == nil {
			continue
		}
		switch {
		case !found && e.Diagnostic.Event == kind:
			d, found = *e.Diagnostic, true
		case found:
			d.Shown += e.Diagnostic.Shown
			d.Kept = d.Kept || e.Diagnostic.Kept
		}
	}
	return d, found
}

// turnDiagnostic is the row the store keeps of one event's diagnostic.
func turnDiagnostic(d engine.Diagnostic, eventID int64, at time.Time, stages wakha.Stages) (wakha.TurnDiagnostic, error) {
	detail, err := json.Marshal(d)
	if err != nil {
		return wakha.TurnDiagnostic{}, fmt.Errorf("encode diagnostic: %w", err)
	}
	return wakha.TurnDiagnostic{
		EventID: eventID, EventKind: string(d.Event), Route: string(d.Route), Intent: string(d.Intent),
		Confidence: d.Confidence, Lang: string(d.Lang), Detail: detail, Stages: stages, At: at,
	}, nil
}

// freeWorkers waits until one worker reports free on free, then counts the
// others already free, up to most: a producer claims that much work at once.
// ok is false when ctx ended first.
func freeWorkers(ctx context.Context, free <-chan struct{}, most int) (n int, ok bool) {
	select {
	case <-ctx.Done():
		return 0, false
	case <-free:
	}
	for n = 1; n < most; n++ {
		select {
		case <-free:
		default:
			return n, true
		}
	}
	return n, true
}
