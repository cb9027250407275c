package runner

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
)

// One active instance per contact (spec 003). Before a conversation's
// instance starts (its first shopper input, or the first after an instance
// ended) the runner looks at the
// contact's other conversations (same platform, account and contact_ref):
//
//   - one ACTIVE, WAITING_FOR_AGENT, NEEDS_HUMAN_INTERVENTION or PAUSED:
//     this one is QUEUED (engine.EventQueued: one line to the shopper), its
//     events stay stored, and it is looked at again when that one ends
//     (WakeQueued) or QueueRecheck later, whichever comes first;
//   - one only waiting on the shopper (WAITING_FOR_REPLY,
//     HEARTBEAT_SCHEDULED): that one gets engine.EventSuperseded (completed,
//     reason superseded) and this one starts.
//
// A QUEUED conversation whose blocker ended is dequeued
// (engine.EventDequeued) and its stored events are processed in order.

// ContactStore is what queueing needs from the store (postgres.DB).
type ContactStore interface {
	ContactInstances(ctx context.Context, exceptID int64, key wakha.ConvKey, contactRef string) ([]wakha.ContactInstance, error)
	WakeQueued(ctx context.Context, key wakha.ConvKey, contactRef string) error
	InsertEvent(ctx context.Context, ev wakha.NewEvent) (id int64, duplicate bool, err error)
}

// QueueRecheck is how often a QUEUED conversation checks again by itself
// (a safety net: the end of the blocking instance wakes it at once).
const QueueRecheck = time.Minute

// blocking are the states of another instance that queue a new one.
var blocking = []engine.LifecycleState{engine.LifecycleActive, engine.LifecycleWaitingForAgent, engine.LifecycleNeedsHuman, engine.LifecyclePaused}

// supersedable are the states of another instance a new one completes.
var supersedable = []engine.LifecycleState{engine.LifecycleWaitingForReply, engine.LifecycleHeartbeatScheduled}

// storedState is a claim's stored state decoded once per turn: the queue
// rule reads its lifecycle and decide starts from it, so a turn parses the
// state's JSON once instead of twice.
type storedState struct {
	state engine.State
	err   error // unreadable: decide starts fresh
}

// loadStored reads a claim's stored state (decodeState, its cards
// included); nil for a new conversation. An unreadable state is not an
// error (decide starts fresh from it); an error is the card store's or the
// catalog's failure to answer, and the turn fails.
func (r *Runner) loadStored(ctx context.Context, raw json.RawMessage) (*storedState, error) {
	if len(raw) == 0 {
		return nil, nil
	}
	st, err := r.decodeState(ctx, raw)
	var bad errUnreadable
	if errors.As(err, &bad) {
		return &storedState{err: bad.err}, nil
	}
	if err != nil {
		return nil, err
	}
	return &storedState{state: st}, nil
}

// loadClaimed is loadStored(claim.State), from the state cache when this
// replica committed the claim's version itself.
func (r *Runner) loadClaimed(ctx context.Context, claim *wakha.Claim) (*storedState, error) {
	if len(claim.State) > 0 {
		if st, ok := r.states.take(claim.ConversationID, claim.Version); ok {
			return &storedState{state: st}, nil
		}
	}
	return r.loadStored(ctx, claim.State)
}

// lifecycle is storedLifecycle(raw) read from the decoded state; raw is
// the state it was decoded from, read again only if the whole state was
// unreadable (its lifecycle may still be).
func (s *storedState) lifecycle(raw json.RawMessage) engine.LifecycleState {
	switch {
	case s == nil:
		return engine.LifecycleCreated
	case s.err != nil:
		return storedLifecycle(raw)
	case s.state.Lifecycle.State == "":
		return engine.LifecycleCreated
	}
	return s.state.Lifecycle.State
}

// storedLifecycle reads the lifecycle state of a claim's stored state.
func storedLifecycle(state json.RawMessage) engine.LifecycleState {
	var st struct {
		Lifecycle engine.Lifecycle `json:"lifecycle"`
	}
	if len(state) == 0 || json.Unmarshal(state, &st) != nil || st.Lifecycle.State == "" {
		return engine.LifecycleCreated
	}
	return st.Lifecycle.State
}

func hasInput(evs []wakha.StoredEvent) bool {
	return slices.ContainsFunc(evs, func(e wakha.StoredEvent) bool {
		switch engine.EventKind(e.Kind) {
		case engine.EventUserMessage, engine.EventQuickReply, engine.EventCardAction:
			return true
		}
		return false
	})
}

// queueStep applies the rule before a claim is decided. It returns a turn
// to commit instead of deciding the claim's events (the conversation waits,
// queued), or nil to go on; it may prepend engine.EventDequeued to the
// claim's events.
func (r *Runner) queueStep(ctx context.Context, claim *wakha.Claim, stored *storedState) (*wakha.Turn, error) {
	cs, ok := r.store.(ContactStore)
	if !ok || claim.ContactRef == "" {
		return nil, nil
	}
	lc := stored.lifecycle(claim.State)
	starting := (lc == engine.LifecycleCreated || lc.Terminal()) && hasInput(claim.Events) // a new instance
	if lc != engine.LifecycleQueued && !starting {
		return nil, nil
	}
	others, err := cs.ContactInstances(ctx, claim.ConversationID, claim.Key, claim.ContactRef)
	if err != nil {
		return nil, err
	}
	blocked := slices.ContainsFunc(others, func(o wakha.ContactInstance) bool {
		return slices.Contains(blocking, engine.LifecycleState(o.LifecycleState))
	})
	now := r.opts.Now()
	if blocked {
		var kinds []engine.EventKind
		if starting {
			kinds = append(kinds, engine.EventQueued)
		}
		turn, err := r.decideOnly(ctx, claim, stored, now, kinds...)
		if err != nil {
			return nil, err
		}
		wake := now.Add(QueueRecheck)
		turn.WakeAt = &wake
		return &turn, nil
	}
	if lc == engine.LifecycleQueued {
		claim.Events = append([]wakha.StoredEvent{synthetic(engine.EventDequeued, now)}, claim.Events...)
	}
	for _, o := range others {
		if !slices.Contains(supersedable, engine.LifecycleState(o.LifecycleState)) {
			continue
		}
		payload, _ := json.Marshal(engine.Event{Kind: engine.EventSuperseded})
		_, _, err := cs.InsertEvent(ctx, wakha.NewEvent{Key: o.Key, Kind: string(engine.EventSuperseded), Payload: payload,
			DedupeKey: "superseded:" + strconv.FormatInt(o.ConversationID, 10) + ":by:" + strconv.FormatInt(claim.ConversationID, 10)})
		if err != nil {
			return nil, fmt.Errorf("supersede conversation %d: %w", o.ConversationID, err)
		}
	}
	return nil, nil
}

// synthetic is an event the runner makes (id 0: nothing to mark processed).
func synthetic(kind engine.EventKind, at time.Time) wakha.StoredEvent {
	payload, _ := json.Marshal(engine.Event{Kind: kind})
	return wakha.StoredEvent{Kind: string(kind), Payload: payload, ReceivedAt: at}
}

// decideOnly decides the given runner events (a tick when there are none)
// on stored, the claim's state as process read it, and leaves the claim's
// stored events unprocessed.
func (r *Runner) decideOnly(ctx context.Context, claim *wakha.Claim, stored *storedState, now time.Time, kinds ...engine.EventKind) (wakha.Turn, error) {
	c := *claim
	c.Events = nil
	for _, k := range kinds {
		c.Events = append(c.Events, synthetic(k, now))
	}
	turn, err := r.decideStored(ctx, &c, now, stored)
	turn.ProcessedEventIDs = nil
	return turn, err
}

// afterCommit wakes the contact's queued conversations when this turn
// ended an instance.
func (r *Runner) afterCommit(ctx context.Context, claim *wakha.Claim, turn wakha.Turn) {
	cs, ok := r.store.(ContactStore)
	if !ok || claim.ContactRef == "" || !engine.LifecycleState(turn.LifecycleState).Terminal() {
		return
	}
	if err := cs.WakeQueued(ctx, claim.Key, claim.ContactRef); err != nil {
		r.log.Warn("runner: could not wake the contact's queued conversations; they check again by themselves",
			"conversation", claim.ConversationID, "err", err, "recheck", QueueRecheck)
	}
}
