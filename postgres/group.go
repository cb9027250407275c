package postgres

import (
	"context"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// Group commit: work that is ready while a commit of the same kind is in
// flight waits for it, then the next commit takes all of it as one batch
// in one implicit transaction: one round trip and one WAL flush for the
// group instead of one each. Nothing waits on a timer: work that finds no
// commit in flight goes at once, alone. Turns (turns.go) and inbound
// events (events.go) are committed this way.

// maxGroup bounds the items of one group (and so one transaction's locks
// and statements).
const maxGroup = 32

// groupTimeout bounds one group's commit.
const groupTimeout = 10 * time.Second

// pending is one item handed to a groupCommitter, and its answer.
type pending[T, R any] struct {
	ctx  context.Context // the caller's: it bounds the item's own commit
	item T
	res  R
	err  error
	done chan struct{}
}

// groupCommitter gathers items while a commit is in flight. commit must
// answer every item of the group it is given (res and err), without
// closing done. The group's context ends when the contexts of all its
// callers have ended (or after groupTimeout): one caller giving up does
// not fail the others' work, and a group of one is bounded by its caller
// as a commit of its own would be. An item committed again on its own
// (after its group failed) is bounded by its pending.ctx. An item whose
// caller gave up before a commit took it is not committed at all.
type groupCommitter[T, R any] struct {
	commit func(ctx context.Context, group []*pending[T, R])

	mu       sync.Mutex
	waiting  []*pending[T, R]
	inFlight bool
}

// submit commits item, alone or with the items ready at the same time, and
// returns its answer. ctx bounds the wait: when it ends while the item's
// commit is in flight, the item may still be committed (as with any
// commit whose answer was lost); when it ends while the item still waits
// for a commit to take it, the item is dropped, never committed.
func (g *groupCommitter[T, R]) submit(ctx context.Context, item T) (R, error) {
	p := &pending[T, R]{ctx: ctx, item: item, done: make(chan struct{})}
	g.mu.Lock()
	g.waiting = append(g.waiting, p)
	lead := !g.inFlight
	if lead {
		g.inFlight = true
	}
	g.mu.Unlock()
	if lead {
		// This caller commits the first group (its own item and whatever
		// came with it); later groups go on in a goroutine of their own.
		if g.commitNext() {
			go func() {
				for g.commitNext() {
				}
			}()
		}
	}
	select {
	case <-p.done:
		return p.res, p.err
	case <-ctx.Done():
		var zero R
		return zero, ctx.Err()
	}
}

// commitNext commits the items waiting now, up to maxGroup, and reports
// whether more are waiting (the caller commits them next); when none are,
// the committer is idle again.
func (g *groupCommitter[T, R]) commitNext() (more bool) {
	g.mu.Lock()
	n := min(len(g.waiting), maxGroup)
	group := slices.Clone(g.waiting[:n])
	g.waiting = slices.Delete(g.waiting, 0, n)
	g.mu.Unlock()

	if group = dropAbandoned(group); len(group) > 0 {
		g.commitGroup(group)
	}

	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.waiting) == 0 {
		g.inFlight = false
		return false
	}
	return true
}

// dropAbandoned answers the items whose callers have given up (their contexts
// ended while they waited) with their context's error, and returns the
// others. A caller that gave up has already answered that its work was
// not done (a webhook's 500, which the platform retries): committing the
// item afterwards, with a later group that has a live caller, would store
// what was reported as not stored, and an event without a dedupe key
// would then be stored twice.
func dropAbandoned[T, R any](group []*pending[T, R]) []*pending[T, R] {
	return slices.DeleteFunc(group, func(p *pending[T, R]) bool {
		if err := p.ctx.Err(); err != nil {
			p.err = err
			close(p.done)
			return true
		}
		return false
	})
}

// commitGroup commits group under a context that ends when the contexts
// of all its callers have ended, or after groupTimeout, and answers each
// item. A group of one commits under its caller's context itself, so the
// commit stops the moment its caller gives up, not a goroutine later.
func (g *groupCommitter[T, R]) commitGroup(group []*pending[T, R]) {
	if len(group) == 1 {
		ctx, cancel := context.WithTimeout(group[0].ctx, groupTimeout)
		g.commit(ctx, group)
		cancel()
		close(group[0].done)
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), groupTimeout)
	var live atomic.Int64
	live.Store(int64(len(group)))
	stops := make([]func() bool, len(group))
	for i, p := range group {
		stops[i] = context.AfterFunc(p.ctx, func() {
			if live.Add(-1) == 0 {
				cancel()
			}
		})
	}
	g.commit(ctx, group)
	for _, stop := range stops {
		stop()
	}
	cancel()
	for _, p := range group {
		close(p.done)
	}
}
