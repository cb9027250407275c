package postgres

import (
	"context"
	"errors"
	"math/rand/v2"
	"time"

	"github.com/jackc/pgx/v5"
)

// Listen timings; variables so tests can shorten them.
var (
	// listenHealthCheck is how long Listen waits for a notification before
	// it pings the connection: a silently dead TCP connection would
	// otherwise wait forever.
	listenHealthCheck = 30 * time.Second
	listenBackoffMin  = 100 * time.Millisecond
	listenBackoffMax  = 30 * time.Second
)

// Listen keeps a dedicated connection (outside the pool) LISTENing on the
// channels and calls notify(channel) for each notification, from this
// goroutine: notify must not block (e.g. a non-blocking send on a channel
// with a buffer of one). On failure it reconnects with jittered exponential backoff.
// After every (re)connection it also calls notify once per channel, since
// notifications sent while it was not listening are lost: workers should
// poll then. Workers also poll on a timer, so a lost notification only
// delays work.
//
// Listen returns nil when ctx ends, and an error only for bad arguments.
func (db *DB) Listen(ctx context.Context, notify func(channel string), channels ...string) error {
	if len(channels) == 0 {
		return errors.New("postgres: listen: no channels")
	}
	if notify == nil {
		return errors.New("postgres: listen: nil notify func")
	}
	for _, ch := range channels {
		if ch == "" {
			return errors.New("postgres: listen: empty channel name")
		}
	}
	backoff := listenBackoffMin
	for ctx.Err() == nil {
		listened, _ := db.listenOnce(ctx, notify, channels)
		// The error is not returned: the caller can do nothing but wait, and
		// Ready reports a database that stays down.
		if listened {
			backoff = listenBackoffMin
		}
		wait := backoff/2 + rand.N(backoff/2+1)
		backoff = min(backoff*2, listenBackoffMax)
		select {
		case <-ctx.Done():
		case <-time.After(wait):
		}
	}
	return nil
}

// listenOnce connects, listens and relays notifications until the
// connection fails or ctx ends. listened reports whether LISTEN succeeded.
func (db *DB) listenOnce(ctx context.Context, notify func(string), channels []string) (listened bool, err error) {
	conn, err := pgx.ConnectConfig(ctx, db.pool.Config().ConnConfig.Copy())
	if err != nil {
		return false, err
	}
	defer func() {
		closeCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer cancel()
		_ = conn.Close(closeCtx)
	}()
	for _, ch := range channels {
		if _, err := conn.Exec(ctx, "LISTEN "+pgx.Identifier{ch}.Sanitize()); err != nil {
			return false, err
		}
	}
	for _, ch := range channels {
		notify(ch)
	}
	for {
		waitCtx, cancel := context.WithTimeout(ctx, listenHealthCheck)
		n, err := conn.WaitForNotification(waitCtx)
		cancel()
		switch {
		case err == nil:
			if db.notifier == nil || n.Payload != db.notifier.self {
				notify(n.Channel)
			}
		case ctx.Err() != nil:
			return true, nil
		case errors.Is(err, context.DeadlineExceeded) || waitCtx.Err() != nil:
			// Quiet for a while: make sure the connection is still alive.
			pingCtx, cancel := context.WithTimeout(ctx, 5*time.Second)
			err := conn.Ping(pingCtx)
			cancel()
			if err != nil {
				return true, err
			}
		default:
			return true, err
		}
	}
}
