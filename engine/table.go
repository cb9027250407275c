package engine

// Triggers of the spec §3 edges. Where the spec joins two causes with "or"
// on one edge, each cause has its own trigger so the audit log says which.
const (
	// TriggerProductSearch: idle → recommending, a clear product search found cards.
	TriggerProductSearch Trigger = "product_search"
	// TriggerAmbiguousQuery: idle → clarifying, the request is ambiguous or underspecified.
	TriggerAmbiguousQuery Trigger = "ambiguous_query"
	// TriggerNeedsConfirmation: idle → awaiting_confirmation, the intent needs a yes/no first.
	TriggerNeedsConfirmation Trigger = "needs_confirmation"
	// TriggerRecoverableFailure: → error from idle, clarifying, recommending or paginating.
	TriggerRecoverableFailure Trigger = "recoverable_failure"
	// TriggerHumanRequested: → handoff, the shopper explicitly asked for a human.
	TriggerHumanRequested Trigger = "human_requested"
	// TriggerPolicyCondition: → handoff, a hard policy/system condition (a human took over).
	TriggerPolicyCondition Trigger = "policy_condition"

	// TriggerClarificationResolved: clarifying → recommending, a searchable query found cards.
	TriggerClarificationResolved Trigger = "clarification_resolved"
	// TriggerClarificationImpliesAction: clarifying → awaiting_confirmation.
	TriggerClarificationImpliesAction Trigger = "clarification_implies_action"
	// TriggerMoreClarification: clarifying → clarifying, another question (subject to the cap).
	TriggerMoreClarification Trigger = "more_clarification"
	// TriggerClarificationLimit: clarifying → handoff, the clarification cap was exceeded.
	TriggerClarificationLimit Trigger = "clarification_limit"

	// TriggerShowMore: recommending → paginating, the shopper chose show_more.
	TriggerShowMore Trigger = "show_more"
	// TriggerItemSelected: recommending → awaiting_confirmation, a card was picked.
	TriggerItemSelected Trigger = "item_selected"
	// TriggerRepeatedIntent: recommending → clarifying, the same intent repeated without progress.
	TriggerRepeatedIntent Trigger = "repeated_intent"
	// TriggerFilterAmbiguity: recommending → clarifying, the message or pick is ambiguous.
	TriggerFilterAmbiguity Trigger = "filter_ambiguity"
	// TriggerResponseComplete: recommending → idle, the result set is closed and nothing is pending.
	TriggerResponseComplete Trigger = "response_complete"

	// TriggerConfirmedNextResults: awaiting_confirmation → recommending, accepted and results remain.
	TriggerConfirmedNextResults Trigger = "confirmed_next_results"
	// TriggerCancelled: awaiting_confirmation → idle, the shopper said no.
	TriggerCancelled Trigger = "cancelled"
	// TriggerCompleted: awaiting_confirmation → idle, accepted and nothing further to show.
	TriggerCompleted Trigger = "completed"
	// TriggerConfirmationExpired: awaiting_confirmation → idle, pending_confirmation expired (§3.4, §6.2).
	TriggerConfirmationExpired Trigger = "confirmation_expired"
	// TriggerUnclearConfirmation: awaiting_confirmation → clarifying, neither yes nor no.
	TriggerUnclearConfirmation Trigger = "unclear_confirmation"
	// TriggerExpiryAmbiguity: awaiting_confirmation → handoff, repeated ambiguity past the cap.
	TriggerExpiryAmbiguity Trigger = "expiry_repeated_ambiguity"
	// TriggerExecutionFailure: awaiting_confirmation → error, the accepted action could not be done.
	TriggerExecutionFailure Trigger = "execution_failure"

	// TriggerNextPage: paginating → recommending, the next page was found and rendered.
	TriggerNextPage Trigger = "next_page"
	// TriggerNoMoreResults: paginating → idle, nothing left to show.
	TriggerNoMoreResults Trigger = "no_more_results"
	// TriggerLostContext: paginating → clarifying, last_query_hash missing or mismatched.
	TriggerLostContext Trigger = "lost_context"

	// TriggerFallbackPrepared: error → idle, the fallback line was said and the state normalized.
	TriggerFallbackPrepared Trigger = "fallback_prepared"
	// TriggerRepeatedErrors: error → handoff, MaxConsecutiveErrors failures in a row.
	TriggerRepeatedErrors Trigger = "repeated_errors"

	// TriggerAwaitingHuman: handoff → handoff, an event arrived while a human owns the conversation.
	TriggerAwaitingHuman Trigger = "awaiting_human"
	// TriggerHumanResolved: handoff → idle, the platform says a human resolved the conversation.
	TriggerHumanResolved Trigger = "human_resolved"

	// TriggerInconsistency is not a table edge: it labels the spec §7 reset to idle
	// after an inconsistent state or a move the table does not allow.
	TriggerInconsistency Trigger = "inconsistent_state"
)

// Edge is one row of the transition table: a spec §3 edge and one of its triggers.
type Edge struct {
	From    DialogueState `json:"from"`
	To      DialogueState `json:"to"`
	Trigger Trigger       `json:"trigger"`
}

// table lists exactly the spec §3 edges. Every (From, To) pair below is a
// spec edge and no spec edge is missing. Two readings add triggers to spec
// edges (never new pairs): the shopper's request for a human and a human
// taking over (a "hard policy/system condition") are allowed on every spec
// edge into handoff, because §3.7 makes both entry conditions of handoff;
// and confirmation expiry is the awaiting_confirmation → idle behaviour
// §3.4 requires.
var table = []Edge{
	{Idle, Recommending, TriggerProductSearch},
	{Idle, Clarifying, TriggerAmbiguousQuery},
	{Idle, AwaitingConfirmation, TriggerNeedsConfirmation},
	{Idle, Error, TriggerRecoverableFailure},
	{Idle, Handoff, TriggerHumanRequested},
	{Idle, Handoff, TriggerPolicyCondition},

	{Clarifying, Recommending, TriggerClarificationResolved},
	{Clarifying, AwaitingConfirmation, TriggerClarificationImpliesAction},
	{Clarifying, Clarifying, TriggerMoreClarification},
	{Clarifying, Handoff, TriggerClarificationLimit},
	{Clarifying, Handoff, TriggerHumanRequested},
	{Clarifying, Handoff, TriggerPolicyCondition},
	{Clarifying, Error, TriggerRecoverableFailure},

	{Recommending, Paginating, TriggerShowMore},
	{Recommending, AwaitingConfirmation, TriggerItemSelected},
	{Recommending, Clarifying, TriggerRepeatedIntent},
	{Recommending, Clarifying, TriggerFilterAmbiguity},
	{Recommending, Idle, TriggerResponseComplete},
	{Recommending, Error, TriggerRecoverableFailure},
	{Recommending, Handoff, TriggerHumanRequested},
	{Recommending, Handoff, TriggerPolicyCondition},

	{AwaitingConfirmation, Recommending, TriggerConfirmedNextResults},
	{AwaitingConfirmation, Idle, TriggerCancelled},
	{AwaitingConfirmation, Idle, TriggerCompleted},
	{AwaitingConfirmation, Idle, TriggerConfirmationExpired},
	{AwaitingConfirmation, Clarifying, TriggerUnclearConfirmation},
	{AwaitingConfirmation, Handoff, TriggerExpiryAmbiguity},
	{AwaitingConfirmation, Handoff, TriggerHumanRequested},
	{AwaitingConfirmation, Handoff, TriggerPolicyCondition},
	{AwaitingConfirmation, Error, TriggerExecutionFailure},

	{Paginating, Recommending, TriggerNextPage},
	{Paginating, Idle, TriggerNoMoreResults},
	{Paginating, Clarifying, TriggerLostContext},
	{Paginating, Error, TriggerRecoverableFailure},

	{Error, Idle, TriggerFallbackPrepared},
	{Error, Handoff, TriggerRepeatedErrors},
	{Error, Handoff, TriggerHumanRequested},
	{Error, Handoff, TriggerPolicyCondition},

	{Handoff, Handoff, TriggerAwaitingHuman},
	{Handoff, Idle, TriggerHumanResolved},
}

// States lists the spec §2 states in spec order.
var States = []DialogueState{Idle, Clarifying, Recommending, AwaitingConfirmation, Paginating, Error, Handoff}

// Edges returns a copy of the transition table.
func Edges() []Edge {
	return append([]Edge(nil), table...)
}

// Allowed reports whether the table has the edge from → to with trigger.
func Allowed(from, to DialogueState, trigger Trigger) bool {
	for _, e := range table {
		if e.From == from && e.To == to && e.Trigger == trigger {
			return true
		}
	}
	return false
}

// Valid reports whether s is one of the spec §2 states.
func (s DialogueState) Valid() bool {
	switch s {
	case Idle, Clarifying, Recommending, AwaitingConfirmation, Paginating, Error, Handoff:
		return true
	}
	return false
}
