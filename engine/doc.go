// Package engine is wakha's pure core: the dialogue state machine of the
// normative spec (001), decided by Decide from a conversation's State, one
// Event and the wall-clock time passed in. It performs no I/O and never
// reads the clock; the runner executes the Effects it returns.
//
// # One event, in stages
//
// Decide runs every event through the same stages; only the last one
// depends on the dialogue state:
//
//  1. Understand — not here. The runner attaches an i18n.Understanding to
//     every typed message before calling Decide; the engine never reads
//     text, and a message without one is an unknown, low-confidence input.
//  2. Validate the incoming state (spec §7: reset to idle with the fallback
//     line) and drop a duplicate delivery (same last_user_message_id).
//  3. Bookkeep: trace id, language, interaction time, the shopper's turn.
//  4. A pause the platform set (pause.go: a teammate snoozed the
//     conversation) holds every event but a human taking over or resolving
//     until it ends: inputs are recorded by stage 3 and get nothing else.
//     EventPaused and EventResumed are handled here and go no further.
//     Then a human taking over or resolving, decided for every state at once.
//  5. Classify a shopper input (classify.go) and expire a pending
//     confirmation past its TTL (confirm.go, §6.2).
//  6. Resolve against what the bot last asked — the seam for spec 004, not
//     built yet. It will sit between stage 5 and stage 7 in machine.step and
//     rewrite the classified input: priority 1 explicit awaiting (a
//     selection among the cards shown, a yes/no, an open question's
//     answer), priority 2 soft context (the last query, products shown or
//     picked), priority 3 query enrichment (a follow-up merged into the last
//     query: a new search with a new query hash). Spec 001 keeps winning: a
//     typed ordinal or card Select while recommending is always a pick from
//     the last page, and the pending confirmation keeps its TTL.
//  7. The state's step function (step.go: stepIdle, stepClarifying,
//     stepRecommending, stepAwaitingConfirmation, stepPaginating, stepError,
//     stepHandoff), which use the shared policies (policy.go: the input
//     guard, clarification cap, errors, handoff), searches and pages
//     (search.go), picks (pick.go) and confirmations (confirm.go). Every
//     state change goes through move and the transition table (table.go).
//  8. Validate the output (a failure is the §7 reset) and append the turns.
//
// # Where each field lives (spec 002 labels)
//
// input — set by the caller for one call, never persisted by Decide:
// the Event (kind, message id, text, Understanding, quick-reply meaning,
// product id, failure reason), now, and the Config.
//
// loaded — fetched by the runner during the turn and fed back as an event:
// the catalog's SearchResult (EventSearchResults) answering an EffectSearch.
// The engine never fetches; it asks with effects.
//
// reducer — persisted in State and carried across turns; each has one rule
// for how a turn changes it:
//
//   - Dialogue (the spec 001 object): changed hop by hop through move and the
//     transition table; last_user_message_id by bookkeeping;
//     last_agent_message_id only by the sender, outside Decide.
//   - ShownProductIDs: append-only for the whole conversation, through resets
//     and session ends (§5.3).
//   - Results: replaced by each page. EarlierResults: the pages before,
//     appended and capped at MaxEarlierResults.
//   - Query, ResultsExhausted: replaced by each new search; cleared by a
//     reset, a session end or a lost context.
//   - IntentRepeats, ConsecutiveErrors: counters, incremented per turn and
//     zeroed on progress (§4.2) or a successful search.
//   - HandoffReason: set on entering handoff, cleared on leaving it.
//   - Lang: last write wins, from an Understanding with language evidence.
//   - Session: engagement timestamps, last write wins.
//   - Recent: appended each turn, capped at Config.RecentTurns.
//   - Paused: set by EventPaused (or an input the platform reports paused),
//     cleared by EventResumed, by the first event at or after its Until, and
//     by a human taking over or resolving; kept through a §7 reset. It sits
//     beside Dialogue: spec 001's object has no pause.
//
// turn-scoped — fresh in each call, gone when it returns: the classified
// input, the machine's effects, turns and abort flag, and the returned
// Effects (transitions included, which the runner logs).
package engine
