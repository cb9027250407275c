package wakha

import (
	"context"
	"encoding/json"
	"slices"
	"time"

	"github.com/wakha/wakha/engine"
)

// The small ports the pipeline needs. postgres implements the stores,
// woocommerce the Catalog, and each platform package (chatwoot, intercom)
// a Platform. The runner, dispatcher and webhook layer depend on these
// interfaces only, so none of them names a database or a platform.

// EventStore keeps inbound events durably; the webhook layer acknowledges a
// request only after InsertEvent returned nil.
type EventStore interface {
	// InsertEvent stores ev unless an event with the same delivery id or
	// dedupe key exists (then duplicate is true and nothing is written).
	InsertEvent(ctx context.Context, ev NewEvent) (id int64, duplicate bool, err error)
	// Ready reports whether the store answers and its schema is current.
	Ready(ctx context.Context) error
}

// TurnStore is what the runner needs: claim a conversation with work,
// commit the turn decided for it, or give the claim back.
type TurnStore interface {
	// ClaimConversation leases one conversation with unprocessed events or
	// a due wake-up; ErrNoWork when there is none.
	ClaimConversation(ctx context.Context, owner string, lease time.Duration, maxEvents int) (*Claim, error)
	// CommitTurn applies t if the conversation is still at t.Version and
	// leased to t.Owner; ErrConflict otherwise.
	CommitTurn(ctx context.Context, t Turn) error
	// FailEvents records a failed attempt on the events and releases the
	// lease; events past maxAttempts are given up (gaveUp counts them).
	FailEvents(ctx context.Context, conversationID int64, owner string, eventIDs []int64, errText string, maxAttempts int) (gaveUp int, err error)
	// ReleaseClaim gives the lease back without committing.
	ReleaseClaim(ctx context.Context, conversationID int64, owner string) error
}

// ClaimTaker takes conversations the store leases while it stores their
// events, so a shopper's message reaches a worker without a claim query
// (the runner is one). The store asks ReserveClaim before storing; every
// reservation is ended by one HandClaim, with the claim the store leased
// under its owner once committed, or nil when it leased nothing.
type ClaimTaker interface {
	// ReserveClaim reserves an idle worker: the owner to lease under, for
	// lease, with at most maxEvents events; ok is false when none is idle.
	ReserveClaim() (owner string, lease time.Duration, maxEvents int, ok bool)
	// HandClaim ends the reservation of owner: c, leased to owner and
	// committed, is processed by the reserved worker; nil gives the worker
	// back. It reports whether c was taken (false: it was given back, its
	// events wait for a claim).
	HandClaim(owner string, c *Claim) bool
}

// CardStore reads product cards stored with earlier turns (Turn.Cards):
// the cards of the refs it has, by ref; a ref it has not is left out.
type CardStore interface {
	Cards(ctx context.Context, refs []string) (map[string]json.RawMessage, error)
}

// OutboxStore is what the dispatcher needs: claim queue heads, then mark
// each sent, due again later, or dead.
type OutboxStore interface {
	ClaimOutbox(ctx context.Context, owner string, lease time.Duration, limit int) ([]OutboxRow, error)
	MarkSent(ctx context.Context, id int64, owner, platformMessageID string) error
	MarkRetry(ctx context.Context, id int64, owner, errText string, nextAttemptAt time.Time) error
	MarkDead(ctx context.Context, id int64, owner, errText string) error
	// ReleaseOutbox gives back every lease owner holds (at shutdown).
	ReleaseOutbox(ctx context.Context, owner string) error
}

// StatsSource reads the numbers the dashboard shows.
type StatsSource interface {
	Stats(ctx context.Context) (Stats, error)
}

// Catalog finds products; the live WooCommerce store and the local JSON
// catalog implement it.
type Catalog interface {
	Search(ctx context.Context, req engine.SearchRequest) (engine.SearchResult, error)
}

// Renderer turns one turn's effects into a platform's requests, stored in
// the outbox as they will be sent.
type Renderer interface {
	Render(key ConvKey, effects []engine.Effect, st engine.State) ([]OutboxItem, error)
}

// Sender delivers one outbox row to its platform. The platform only
// classifies its failures; what to do about them is the dispatcher's one
// policy for every platform.
type Sender interface {
	Send(ctx context.Context, row OutboxRow) (platformID string, err error)
	// Classify says what kind of failure a Send error is, and how long the
	// platform asked to wait before the next try.
	Classify(err error) Failure
}

// FailureKind is what a failed send means for its retries.
type FailureKind int

const (
	// Transient failures may succeed later (5xx, 429, timeouts, a dropped
	// connection): retried with backoff up to the maximum attempts.
	Transient FailureKind = iota
	// Permanent failures repeat whatever happens (the request itself is
	// refused): dead-lettered at once.
	Permanent
	// Auth failures are the platform refusing the credentials (401, 403):
	// usually a token being rotated, so retried like transient ones, and
	// counted apart because a rise deserves an alert.
	Auth
)

// String names the kind for logs.
func (k FailureKind) String() string {
	switch k {
	case Transient:
		return "transient"
	case Permanent:
		return "permanent"
	case Auth:
		return "auth"
	}
	return "unknown"
}

// Failure is a platform's verdict on a failed send.
type Failure struct {
	Kind FailureKind
	// Wait is how long the platform asked to wait (Retry-After, Intercom's
	// X-RateLimit-Reset); 0 when it did not say. The dispatcher caps it.
	Wait time.Duration
}

// Platform is one messaging platform as the pipeline sees it: how a turn's
// effects become its requests, how they are sent, and what giving one up
// means for the conversation.
type Platform interface {
	// Name is the platform's value in ConvKey.Platform ("chatwoot").
	Name() string
	Renderer
	Sender
	// DeadLetter says what giving row up means beyond a lost message, for
	// the log line an operator is paged with: "" for an ordinary reply;
	// otherwise a sentence naming the consequence and what to do (a handoff
	// that never reached the platform leaves the shopper with nobody).
	DeadLetter(row OutboxRow) string
}

// Platforms indexes the configured platforms by name.
type Platforms map[string]Platform

// NewPlatforms indexes ps by Name.
func NewPlatforms(ps ...Platform) Platforms {
	m := make(Platforms, len(ps))
	for _, p := range ps {
		m[p.Name()] = p
	}
	return m
}

// Names returns the platform names, sorted.
func (ps Platforms) Names() []string {
	names := make([]string, 0, len(ps))
	for n := range ps {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}
