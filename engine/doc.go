// Package engine is wakha's pure core: the dialogue state machine of the
// normative spec (001), with beside it the engagement session of spec 000
// (whether wakha may speak first: session.go), decided by Decide from a
// conversation's State, one Event and the wall-clock time passed in. It
// performs no I/O and never reads the clock; the runner executes the
// Effects it returns.
//
// # One event, in stages
//
// Decide runs every event through the same stages; only the last one
// depends on the dialogue state:
//
//  1. Understand — not here. The runner attaches an i18n.Understanding to
//     every typed message before calling Decide; the engine never reads
//     text, and a message without one is an unknown, low-confidence input.
//  2. Repair the session snapshot (a refused one restarts alone, thinking
//     without a cooldown: repairSession), validate the incoming state (spec
//     §7: reset to idle with the fallback line) and drop a duplicate
//     delivery (same last_user_message_id).
//  3. Bookkeep: trace id, language, the shopper's turn, and the session
//     (sessionEvent: Tick at the event's time, then what the event means
//     for it: interactions, moves, tours, page signals, offer outcomes).
//  4. A pause the platform set (pause.go: a teammate snoozed the
//     conversation) holds every event but a human taking over or resolving
//     until it ends: inputs are recorded by stage 3 and get nothing else.
//     EventPaused and EventResumed are handled here and go no further.
//     Then a human taking over or resolving, decided for every state at
//     once; then the answers to an offer the dialogue does not own ("no
//     thanks", "help me", a typed yes or no: offerReply).
//  5. Classify a shopper input (classify.go) and expire a pending
//     confirmation past its TTL (confirm.go, §6.2).
//  6. The follow-up layer of spec 004 (layer.go), between classification
//     and the state: it first clears, lazily, an awaited answer or a soft
//     context past its TTL (nothing waits on the clock for them), then
//     rewrites the classified input by priority. Priority 1, explicit
//     awaiting (awaiting.go): a yes/no to the pending confirmation (spec
//     001 §6, its TTL); a card button or a typed position, which while
//     recommending always picks from the last page (spec 001); within
//     AwaitingTTL a pick by colour, rank or name among the cards and the
//     answer to an open question ("which size?"); a cancel phrase lets go of
//     what is awaited. Priority 2, soft context (context.go): a question
//     about the product in focus becomes an answer (answer.go). Priority 3,
//     enrichment (enrich.go): an incomplete follow-up merged into the last
//     query becomes a refined search, held apart until the catalog answers
//     (cards adopt it; nothing keeps the earlier page). Otherwise the input
//     is read afresh. The layer never moves the dialogue: stage 7 does,
//     through the table. It records the route in a Diagnostic.
//  7. The state's step function (step.go: stepIdle, stepClarifying,
//     stepRecommending, stepAwaitingConfirmation, stepPaginating, stepError,
//     stepHandoff), which use the shared policies (policy.go: the input
//     guard, clarification cap, errors, handoff), searches and pages
//     (search.go), picks (pick.go) and confirmations (confirm.go). Every
//     state change goes through move and the transition table (table.go).
//  8. Keep State.Awaiting true to the dialogue (syncAwaiting: a pending
//     confirmation is what is awaited, an answered one gives the cards
//     back), offer what has come due if CanOfferNow allows it
//     (sessionTriggers), validate the output (a failure is the §7 reset),
//     then the lifecycle (lifecycleStep: spec 003's instance, follow-ups),
//     append the session's and the lifecycle's effects and the turns and,
//     last, the call's EffectDiagnostic. Before stage 4 run the operator's
//     commands (operatorStep), and after stage 5, on a tick that expired
//     nothing, a due follow-up (heartbeat).
//
// # Where each field lives (spec 002 labels)
//
// input — set by the caller for one call, never persisted by Decide:
// the Event (kind, message id, text, Understanding, quick-reply meaning,
// product id, failure reason; for the storefront: Reaction, TourID, Step,
// Steps, Completed, OfferID), now, and the Config (its TTLs included:
// ConfirmationTTL, AwaitingTTL, SoftContextTTL; the session's:
// SessionInteractionTimeout, SessionCooldown, SessionCooldownMax,
// ProactiveEnabled, ProactiveMaxPerHour, ProactiveDwell; the follow-ups':
// FollowUpSchedule, FollowUpMax, FollowUpResolveOnAbandon, QuietHours,
// Location).
//
// loaded — fetched by the runner during the turn and fed back as an event:
// the catalog's SearchResult (EventSearchResults) answering an EffectSearch,
// with what each Product knows for follow-ups (PriceMinor, Colors, Sizes,
// Materials); the catalog's card of a page view's product (Event.Product,
// EventPageView). The engine never fetches; it asks with effects.
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
//   - Query, ResultsExhausted: replaced by each new search and each
//     refinement that finds cards; cleared by a reset, a session end or a
//     lost context.
//   - IntentRepeats, ConsecutiveErrors: counters, incremented per turn and
//     zeroed on progress (§4.2) or a successful search.
//   - HandoffReason: set on entering handoff, cleared on leaving it.
//   - Lang: last write wins, from an Understanding with language evidence.
//   - Session (spec 000, a versioned snapshot of its own): State and its
//     per-state data change only through the session's table (session.go)
//     — an offer, a chat, Tick's timeout — and the per-state data is reset
//     on entry; LastInteractionAt only moves forward; WidgetOpenedAt, last
//     write wins; BackOff +1 per offer dismissed or ignored, 0 on engaging;
//     OfferTimes appended per offer, kept for an hour, capped; Offer
//     replaced by each offer and settled once; Cue set by a page view or a
//     tour left midway, cleared when it fires, is blocked or superseded;
//     Tour from start to end (or MaxTourIdle without a step). A §7 reset
//     and a session end keep it; a snapshot Validate refuses restarts it.
//     A visitor's new conversation starts with the offer times, back-off
//     and running cooldown of its previous one (CarryOfferHistory).
//   - Recent: appended each turn, capped at Config.RecentTurns.
//   - Awaiting (spec 004): set when cards are shown (selection), a yes/no
//     is asked (confirmation, mirrored from pending_confirmation by
//     syncAwaiting) or an open question is asked (input); cleared when it
//     is answered or let go, when its cards leave the last page, in
//     handoff, by a reset, and lazily once past Until.
//   - Context, the soft context (spec 004): each action (search, cards
//     shown, pick, yes/no, answer) records itself and restarts the TTL;
//     the last query changes with a search or an adopted refinement;
//     cleared by a reset or a session end, and lazily once past Until.
//   - Refining: set when an enriched query is asked; cleared by its answer,
//     its failure, a new search or a reset.
//   - Diagnostics: replaced by each shopper input's call, completed by the
//     answer to the search it asked (cards shown, earlier cards kept).
//   - Paused: set by EventPaused (or an input the platform reports paused),
//     cleared by EventResumed, by the first event at or after its Until, and
//     by a human taking over or resolving; kept through a §7 reset. It sits
//     beside Dialogue: spec 001's object has no pause. An operator's pause
//     (By "operator") is set and cleared only by the operator's events.
//   - Lifecycle (spec 003, lifecycle.go): State changes only through
//     lifecycleMove and its own table, driven by operatorStep (operator
//     commands, the conversation back to the bot, the queue's events),
//     heartbeat (a due follow-up or the abandonment, on a tick) and
//     lifecycleStep (after the state's step: new instance, resolve, pause
//     sync, the moves of an input and of the bot speaking, then the next
//     heartbeat); FollowUps counts follow-ups since the shopper last wrote;
//     FollowUpAt is recomputed each call from the bot's last message;
//     About is replaced when the bot speaks (not by a tick or an offer
//     alone); Declined by each input. A §7 reset and a session end keep
//     it; one Validate refuses restarts alone as a new instance.
//
// turn-scoped — fresh in each call, gone when it returns: the classified
// input (with the follow-up layer's reading: the Understanding, a refined
// query, a topic, an answer), the machine's effects, session effects,
// typed answer to an offer, turns, abort flag and diagnostic, and the
// returned Effects (transitions, which the runner logs; the
// EffectDiagnostic, which it may log and count; EffectOffer, which
// renderers deliver; EffectOfferStat and EffectSessionTransition, which
// the runner counts; EffectLifecycle, which it logs and counts;
// EffectFollowUpStat, which it counts; EffectResolve, which renderers
// deliver).
package engine
