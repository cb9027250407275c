package runner

import "context"

// detach returns a context that keeps ctx's values and outlives its
// cancellation, so stopping the workers does not cut a turn or a send in
// half, but that ends when abort does: a shutdown whose grace period is
// over cancels what still runs. A nil abort never ends it. cancel must be
// called.
func detach(ctx, abort context.Context) (context.Context, context.CancelFunc) {
	d, cancel := context.WithCancel(context.WithoutCancel(ctx))
	if abort == nil {
		return d, cancel
	}
	stop := context.AfterFunc(abort, cancel)
	return d, func() { stop(); cancel() }
}
