package runner

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
)

// ConversationClaimer leases one conversation by id for an operator's
// command (postgres.DB implements it); it fails with an error wrapping
// wakha.ErrNotFound for an unknown id, and with a busy error while a turn
// holds the conversation.
type ConversationClaimer interface {
	ClaimConversationByID(ctx context.Context, id int64, owner string, lease time.Duration) (*wakha.Claim, error)
}

// OperatorCommands are the events an operator may send (the admin API).
var OperatorCommands = []engine.EventKind{engine.EventOperatorPaused, engine.EventOperatorResumed, engine.EventCancelled}

// Operate applies an operator's command (engine.EventOperatorPaused,
// EventOperatorResumed, EventCancelled) to conversation id now, as a turn
// of its own: the conversation is leased by id, the command decided on the
// stored state (rendered and logged like any event) and committed with
// the version check. The conversation's stored events are not touched: an
// operator's pause makes claims skip them until the resume, after which
// they are processed in order. It returns the new state.
func (r *Runner) Operate(ctx context.Context, id int64, kind engine.EventKind) (engine.State, error) {
	ok := false
	for _, k := range OperatorCommands {
		ok = ok || k == kind
	}
	if !ok {
		return engine.State{}, fmt.Errorf("runner: %q is not an operator command", kind)
	}
	store, ok := r.store.(ConversationClaimer)
	if !ok {
		return engine.State{}, errors.New("runner: the store cannot claim a conversation by id")
	}
	owner := r.opts.Owner + "/operator"
	claim, err := store.ClaimConversationByID(ctx, id, owner, r.opts.Lease)
	if err != nil {
		return engine.State{}, err
	}
	payload, _ := json.Marshal(engine.Event{Kind: kind})
	// One synthetic event (id 0: nothing to mark processed, no event id in
	// the log) at the runner's now.
	claim.Events = []wakha.StoredEvent{{Kind: string(kind), Payload: payload, ReceivedAt: r.opts.Now()}}
	turn, err := r.decide(ctx, claim, r.opts.Now())
	if err == nil {
		turn.ProcessedEventIDs = nil
		err = r.commitTurn(ctx, turn)
	}
	if err != nil {
		if rerr := r.store.ReleaseClaim(context.WithoutCancel(ctx), id, owner); rerr != nil && !errors.Is(rerr, wakha.ErrConflict) {
			err = errors.Join(err, rerr)
		}
		return engine.State{}, fmt.Errorf("runner: %s on conversation %d: %w", kind, id, err)
	}
	st, err := r.decodeState(ctx, turn.State)
	if err != nil {
		return engine.State{}, err
	}
	r.metrics.observeMoves(claim.Key.Platform, turn)
	if kind == engine.EventOperatorResumed {
		r.Notify()
	}
	return st, nil
}
