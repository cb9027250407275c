package engine

import (
	"fmt"
	"time"
)

// This file holds the conversation instance lifecycle of spec 003: where an
// instance of a conversation stands operationally (the bot waits for the
// shopper, a follow-up is due, a human owns it, an operator paused it, it
// is over). It lives beside the spec 001 dialogue (State.Lifecycle), never
// inside it, with its own transition table (lifecycleTable) and its own
// checks; lifecycle_step.go drives it from Decide and lifecycle_followup.go
// decides the follow-ups.

// LifecycleState is a state of the spec 003 instance lifecycle.
type LifecycleState string

const (
	// LifecycleCreated: the instance exists and the bot has not spoken in it yet.
	LifecycleCreated LifecycleState = "CREATED"
	// LifecycleActive: the bot owns the conversation and is handling it (or
	// handled the last input without asking anything back).
	LifecycleActive LifecycleState = "ACTIVE"
	// LifecycleWaitingForReply: the bot spoke and waits for the shopper; no follow-up is due.
	LifecycleWaitingForReply LifecycleState = "WAITING_FOR_REPLY"
	// LifecycleWaitingForAgent: the shopper replied and the bot has not handled it yet.
	LifecycleWaitingForAgent LifecycleState = "WAITING_FOR_AGENT"
	// LifecycleHeartbeatScheduled: the bot waits for the shopper and a
	// follow-up (or, after the last one, the abandonment) is due at FollowUpAt.
	LifecycleHeartbeatScheduled LifecycleState = "HEARTBEAT_SCHEDULED"
	// LifecyclePaused: an operator (admin API) or the platform (a snooze)
	// paused the instance; ResumeTo is where it goes back to.
	LifecyclePaused LifecycleState = "PAUSED"
	// LifecycleQueued: another instance of the same contact is active; this
	// one starts (CREATED) when that one ends.
	LifecycleQueued LifecycleState = "QUEUED"
	// LifecycleNeedsHuman: a human owns the conversation (the dialogue's
	// handoff); the bot is silent until the platform gives it back.
	LifecycleNeedsHuman LifecycleState = "NEEDS_HUMAN_INTERVENTION"
	// LifecycleCompleted (terminal): resolved or closed on the platform, or
	// superseded by a newer instance of the same contact.
	LifecycleCompleted LifecycleState = "COMPLETED"
	// LifecycleAbandoned (terminal): the shopper stayed silent through every
	// follow-up and one last interval after them.
	LifecycleAbandoned LifecycleState = "ABANDONED"
	// LifecycleFailed (terminal): cancelled by an operator (Reason
	// "cancelled") or an unrecoverable error.
	LifecycleFailed LifecycleState = "FAILED"
)

// LifecycleStates lists every lifecycle state (metric labels, tests).
var LifecycleStates = []LifecycleState{
	LifecycleCreated, LifecycleActive, LifecycleWaitingForReply, LifecycleWaitingForAgent,
	LifecycleHeartbeatScheduled, LifecyclePaused, LifecycleQueued, LifecycleNeedsHuman,
	LifecycleCompleted, LifecycleAbandoned, LifecycleFailed,
}

// Valid reports whether s is one of the spec 003 states.
func (s LifecycleState) Valid() bool {
	for _, v := range LifecycleStates {
		if s == v {
			return true
		}
	}
	return false
}

// Terminal reports whether s is final: COMPLETED, ABANDONED or FAILED.
func (s LifecycleState) Terminal() bool {
	return s == LifecycleCompleted || s == LifecycleAbandoned || s == LifecycleFailed
}

// LifecycleTrigger names why the lifecycle moved.
type LifecycleTrigger string

// Lifecycle triggers. Each edge of lifecycleTable has exactly one.
const (
	// LTStart: CREATED → ACTIVE, the bot handles its first event of the instance.
	LTStart LifecycleTrigger = "start"
	// LTBotReplied: ACTIVE → WAITING_FOR_REPLY, the bot spoke.
	LTBotReplied LifecycleTrigger = "bot_replied"
	// LTShopperReplied: WAITING_FOR_REPLY or HEARTBEAT_SCHEDULED →
	// WAITING_FOR_AGENT, the shopper wrote.
	LTShopperReplied LifecycleTrigger = "shopper_replied"
	// LTProcessing: WAITING_FOR_AGENT → ACTIVE, the bot takes the reply up.
	LTProcessing LifecycleTrigger = "processing"
	// LTHeartbeatScheduled: WAITING_FOR_REPLY → HEARTBEAT_SCHEDULED, a follow-up is due later.
	LTHeartbeatScheduled LifecycleTrigger = "heartbeat_scheduled"
	// LTHeartbeatSent: HEARTBEAT_SCHEDULED → WAITING_FOR_REPLY, the follow-up was sent.
	LTHeartbeatSent LifecycleTrigger = "heartbeat_sent"
	// LTHeartbeatCancelled: HEARTBEAT_SCHEDULED → WAITING_FOR_REPLY, no
	// follow-up applies any more (the configuration turned them off).
	LTHeartbeatCancelled LifecycleTrigger = "heartbeat_cancelled"
	// LTMaxFollowUps: HEARTBEAT_SCHEDULED → ABANDONED, still silent one
	// interval after the last follow-up.
	LTMaxFollowUps LifecycleTrigger = "max_followups"
	// LTPaused: any non-terminal state but PAUSED → PAUSED.
	LTPaused LifecycleTrigger = "paused"
	// LTResumed: PAUSED → the state recorded when it paused.
	LTResumed LifecycleTrigger = "resumed"
	// LTHandoff: ACTIVE → NEEDS_HUMAN_INTERVENTION, the dialogue handed off.
	LTHandoff LifecycleTrigger = "handoff"
	// LTHumanTookOver: CREATED, WAITING_FOR_REPLY, WAITING_FOR_AGENT,
	// HEARTBEAT_SCHEDULED or QUEUED → NEEDS_HUMAN_INTERVENTION, a teammate
	// took the conversation while the bot was not handling anything.
	LTHumanTookOver LifecycleTrigger = "human_took_over"
	// LTBackToBot: NEEDS_HUMAN_INTERVENTION → ACTIVE, the platform gave the
	// conversation back to the bot.
	LTBackToBot LifecycleTrigger = "back_to_bot"
	// LTResolved: any non-terminal state → COMPLETED, resolved or closed on the platform.
	LTResolved LifecycleTrigger = "resolved"
	// LTSuperseded: WAITING_FOR_REPLY or HEARTBEAT_SCHEDULED → COMPLETED, a
	// newer instance of the same contact started.
	LTSuperseded LifecycleTrigger = "superseded"
	// LTCancelled: any non-terminal state → FAILED, an operator cancelled it.
	LTCancelled LifecycleTrigger = "cancelled"
	// LTQueued: CREATED → QUEUED, another instance of the contact is active.
	LTQueued LifecycleTrigger = "queued"
	// LTDequeued: QUEUED → CREATED, the instance it waited for ended.
	LTDequeued LifecycleTrigger = "prior_ended"
)

// LifecycleEdge is one allowed move of the lifecycle.
type LifecycleEdge struct {
	From    LifecycleState
	To      LifecycleState
	Trigger LifecycleTrigger
}

// nonTerminal lists the states an instance can still leave.
var nonTerminal = []LifecycleState{
	LifecycleCreated, LifecycleActive, LifecycleWaitingForReply, LifecycleWaitingForAgent,
	LifecycleHeartbeatScheduled, LifecyclePaused, LifecycleQueued, LifecycleNeedsHuman,
}

// resumable lists where a pause may go back to: the non-terminal states
// but PAUSED itself.
var resumable = []LifecycleState{
	LifecycleCreated, LifecycleActive, LifecycleWaitingForReply, LifecycleWaitingForAgent,
	LifecycleHeartbeatScheduled, LifecycleQueued, LifecycleNeedsHuman,
}

// lifecycleTable is the one lifecycle transition table: spec 003's edges
// and the ones wakha adds (package README, "The instance lifecycle").
// Everything else is forbidden; nothing leaves a terminal state.
var lifecycleTable = buildLifecycleTable()

func buildLifecycleTable() []LifecycleEdge {
	t := []LifecycleEdge{
		// Spec 003, normal flow.
		{LifecycleCreated, LifecycleActive, LTStart},
		{LifecycleActive, LifecycleWaitingForReply, LTBotReplied},
		{LifecycleWaitingForReply, LifecycleWaitingForAgent, LTShopperReplied},
		{LifecycleWaitingForAgent, LifecycleActive, LTProcessing},
		// Spec 003, heartbeats.
		{LifecycleWaitingForReply, LifecycleHeartbeatScheduled, LTHeartbeatScheduled},
		{LifecycleHeartbeatScheduled, LifecycleWaitingForReply, LTHeartbeatSent},
		{LifecycleHeartbeatScheduled, LifecycleAbandoned, LTMaxFollowUps},
		// Spec 003, queueing and human intervention.
		{LifecycleQueued, LifecycleCreated, LTDequeued},
		{LifecycleActive, LifecycleNeedsHuman, LTHandoff},
		{LifecycleNeedsHuman, LifecycleActive, LTBackToBot},
		// Added: the shopper answers while a follow-up is scheduled.
		{LifecycleHeartbeatScheduled, LifecycleWaitingForAgent, LTShopperReplied},
		// Added: follow-ups turned off while one was scheduled.
		{LifecycleHeartbeatScheduled, LifecycleWaitingForReply, LTHeartbeatCancelled},
		// Added: a new instance waits for the contact's active one.
		{LifecycleCreated, LifecycleQueued, LTQueued},
		// Added: a newer instance of the contact supersedes one that only
		// waits on the shopper.
		{LifecycleWaitingForReply, LifecycleCompleted, LTSuperseded},
		{LifecycleHeartbeatScheduled, LifecycleCompleted, LTSuperseded},
	}
	// Added: a teammate takes the conversation while the bot is not in
	// the middle of handling something.
	for _, from := range []LifecycleState{LifecycleCreated, LifecycleWaitingForReply, LifecycleWaitingForAgent, LifecycleHeartbeatScheduled, LifecycleQueued} {
		t = append(t, LifecycleEdge{from, LifecycleNeedsHuman, LTHumanTookOver})
	}
	for _, from := range nonTerminal {
		if from != LifecyclePaused {
			// Spec 003: any non-terminal state can be paused.
			t = append(t, LifecycleEdge{from, LifecyclePaused, LTPaused})
		}
		// Spec 003: any non-terminal state can be cancelled.
		t = append(t, LifecycleEdge{from, LifecycleFailed, LTCancelled})
		// Added: a platform resolve or close completes it from anywhere.
		t = append(t, LifecycleEdge{from, LifecycleCompleted, LTResolved})
	}
	// Spec 003: a pause goes back to the state it recorded.
	for _, to := range resumable {
		t = append(t, LifecycleEdge{LifecyclePaused, to, LTResumed})
	}
	return t
}

// LifecycleEdges returns a copy of the lifecycle transition table.
func LifecycleEdges() []LifecycleEdge {
	return append([]LifecycleEdge(nil), lifecycleTable...)
}

// LifecycleAllowed reports whether the table has the edge from → to with trigger.
func LifecycleAllowed(from, to LifecycleState, trigger LifecycleTrigger) bool {
	for _, e := range lifecycleTable {
		if e.From == from && e.To == to && e.Trigger == trigger {
			return true
		}
	}
	return false
}

// Who paused an instance (Lifecycle.PausedBy, Pause.By).
const (
	// PausedByOperator: the admin API or `connector admin pause`. Only an
	// operator's resume ends it; the store holds the instance's events
	// unprocessed meanwhile.
	PausedByOperator = "operator"
	// PausedByPlatform: a teammate snoozed the conversation on its
	// platform; shopper messages are recorded and not answered.
	PausedByPlatform = "platform"
)

// Reasons of a terminal lifecycle (Lifecycle.Reason).
const (
	ReasonResolved   = "resolved"
	ReasonAbandoned  = "abandoned"
	ReasonCancelled  = "cancelled"
	ReasonSuperseded = "superseded"
)

// Lifecycle is the spec 003 instance lifecycle of a conversation, beside
// its dialogue. Times are wall-clock.
type Lifecycle struct {
	// State is where the instance stands; "" in a state stored before the
	// lifecycle existed, read as CREATED.
	State LifecycleState `json:"state"`
	// Since is when State was entered.
	Since time.Time `json:"since"`
	// Instance counts the instances of this conversation, from 1: a
	// shopper message after a terminal state starts the next one.
	Instance int `json:"instance"`
	// ResumeTo is where a pause goes back to (PAUSED only).
	ResumeTo LifecycleState `json:"resume_to,omitempty"`
	// PausedBy says who paused it (PAUSED only): PausedByOperator or PausedByPlatform.
	PausedBy string `json:"paused_by,omitempty"`
	// Reason says why a terminal state was reached (ReasonResolved …).
	Reason string `json:"reason,omitempty"`
	// FollowUps counts the follow-ups sent since the shopper last wrote.
	FollowUps int `json:"followups"`
	// FollowUpAt is when the next follow-up (or, after the last one, the
	// abandonment) is due; set only in HEARTBEAT_SCHEDULED (and kept in a
	// pause that recorded it).
	FollowUpAt *time.Time `json:"followup_at,omitempty"`
	// About is what the bot waits to hear about, which a follow-up recalls;
	// nil when the bot waits for nothing in particular (then no follow-up).
	About *FollowUpTopic `json:"about,omitempty"`
	// Declined is set when the shopper's last input said no: no follow-up
	// after a no.
	Declined bool `json:"declined,omitempty"`
}

// FollowUpTopic is what a follow-up recalls.
type FollowUpTopic struct {
	// Kind: TopicConfirmation (a yes/no about ProductID, pending or
	// expired), TopicSelection (cards shown, none picked), TopicQuestion (an
	// open question), TopicClarify (the bot asked what they look for).
	Kind string `json:"kind"`
	// ProductID and ProductName name the product of a confirmation or question.
	ProductID   string `json:"product_id,omitempty"`
	ProductName string `json:"product_name,omitempty"`
}

// Follow-up topics (FollowUpTopic.Kind).
const (
	TopicConfirmation = "confirmation"
	TopicSelection    = "selection"
	TopicQuestion     = "question"
	TopicClarify      = "clarify"
)

// LifecycleTransition is one move of the lifecycle, for the audit log and
// wakha_lifecycle_transitions_total. From is "" when a new instance starts.
type LifecycleTransition struct {
	From     LifecycleState   `json:"from"`
	To       LifecycleState   `json:"to"`
	Trigger  LifecycleTrigger `json:"trigger"`
	Reason   string           `json:"reason,omitempty"`
	Instance int              `json:"instance"`
	At       time.Time        `json:"at"`
}

// LTNewInstance labels the record of a new instance starting after a
// terminal one (From ""): a boundary, not an edge of the table.
const LTNewInstance LifecycleTrigger = "new_instance"

// Follow-up outcomes counted by EffectFollowUpStat.
const (
	FollowUpSent      = "sent"
	FollowUpAnswered  = "answered"
	FollowUpAbandoned = "abandoned"
)

// FollowUpOutcomes lists them (metric labels).
var FollowUpOutcomes = []string{FollowUpSent, FollowUpAnswered, FollowUpAbandoned}

// upgraded returns l with a legacy empty state read as CREATED.
func (l Lifecycle) upgraded(now time.Time) Lifecycle {
	if l.State == "" {
		l.State, l.Since = LifecycleCreated, now.UTC()
	}
	if l.Instance < 1 {
		l.Instance = 1
	}
	return l
}

// LifecycleOf returns the conversation's lifecycle state, CREATED for a
// state stored before the lifecycle existed.
func LifecycleOf(st State) LifecycleState {
	if st.Lifecycle.State == "" {
		return LifecycleCreated
	}
	return st.Lifecycle.State
}

// lifecycleProblems reports what is wrong with a lifecycle (nil when nothing).
func lifecycleProblems(l Lifecycle) []string {
	var p []string
	bad := func(format string, args ...any) { p = append(p, fmt.Sprintf(format, args...)) }
	if l.State == "" {
		if l.ResumeTo != "" || l.FollowUpAt != nil || l.PausedBy != "" {
			bad("lifecycle without a state has data")
		}
		return p
	}
	if !l.State.Valid() {
		bad("unknown lifecycle state %q", l.State)
		return p
	}
	if l.Instance < 1 {
		bad("lifecycle instance %d", l.Instance)
	}
	if l.FollowUps < 0 {
		bad("negative followups %d", l.FollowUps)
	}
	if l.State == LifecyclePaused {
		if !LifecycleAllowed(LifecyclePaused, l.ResumeTo, LTResumed) {
			bad("paused with nowhere to resume to (%q)", l.ResumeTo)
		}
		if l.PausedBy != PausedByOperator && l.PausedBy != PausedByPlatform {
			bad("paused by %q", l.PausedBy)
		}
	} else if l.ResumeTo != "" || l.PausedBy != "" {
		bad("resume_to %q / paused_by %q outside a pause", l.ResumeTo, l.PausedBy)
	}
	scheduled := l.State == LifecycleHeartbeatScheduled || (l.State == LifecyclePaused && l.ResumeTo == LifecycleHeartbeatScheduled)
	if scheduled != (l.FollowUpAt != nil) {
		bad("followup_at %v in %s", l.FollowUpAt, l.State)
	}
	if l.State.Terminal() != (l.Reason != "") {
		bad("reason %q in %s", l.Reason, l.State)
	}
	return p
}
