package engine

import (
	"time"

	"github.com/wakha/wakha/i18n"
)

// SchemaVersion is the "_v" of the persisted State envelope.
const SchemaVersion = 1

// DialogueState is a node of the spec 001 state machine.
type DialogueState string

const (
	// Idle: nothing in progress; a new conversation or after a reset.
	Idle DialogueState = "idle"
	// Clarifying: the bot asked the shopper to say more.
	Clarifying DialogueState = "clarifying"
	// Recommending: a page of product cards is on screen and more or a pick is possible.
	Recommending DialogueState = "recommending"
	// AwaitingConfirmation: the bot asked a yes/no question about pending_confirmation.
	AwaitingConfirmation DialogueState = "awaiting_confirmation"
	// Paginating: the shopper asked for more results of the current search.
	Paginating DialogueState = "paginating"
	// Error: a recoverable failure (catalog down) is being reported.
	Error DialogueState = "error"
	// Handoff: a human owns the conversation; the bot stays silent.
	Handoff DialogueState = "handoff"
)

// Dialogue is exactly the spec's conversation_state object (JSON field names included).
type Dialogue struct {
	State                 DialogueState       `json:"state"`
	LastIntent            *string             `json:"last_intent"`
	Pagination            Pagination          `json:"pagination"`
	PendingConfirmation   PendingConfirmation `json:"pending_confirmation"`
	ClarificationAttempts int                 `json:"clarification_attempts"`
	LastUserMessageID     *string             `json:"last_user_message_id"`
	LastAgentMessageID    *string             `json:"last_agent_message_id"`
}

// Pagination is the show-more cursor of the current search.
type Pagination struct {
	Offset        int     `json:"offset"`
	Limit         int     `json:"limit"` // 1..5
	LastQueryHash *string `json:"last_query_hash"`
}

// PendingConfirmation is the action waiting for the shopper's yes or no.
type PendingConfirmation struct {
	Action    *string `json:"action"`
	TargetID  *string `json:"target_id"`
	CreatedAt *string `json:"created_at"` // RFC 3339 wall-clock time
}

// ActionAddToCart is the only confirmable action today.
const ActionAddToCart = "add_to_cart"

// State is everything wakha remembers about one conversation, persisted as JSON.
type State struct {
	V        int       `json:"_v"`
	Dialogue Dialogue  `json:"dialogue"`
	Lang     i18n.Lang `json:"lang"`
	// ShownProductIDs holds every product id shown in this conversation, oldest first.
	ShownProductIDs []string `json:"shown_product_ids"`
	// Results is the last page of cards shown, in order, so "the second one" can be resolved.
	Results []Product `json:"results"`
	// EarlierResults keeps the cards of the pages before Results (oldest first, capped
	// at MaxEarlierResults) so a card button on an older message still resolves.
	EarlierResults []Product `json:"earlier_results"`
	// Query is the current search (what show-more continues); nil when there is none.
	Query *Query `json:"query"`
	// ResultsExhausted is true when the catalog said no further results exist for Query.
	ResultsExhausted bool `json:"results_exhausted"`
	// IntentRepeats counts consecutive turns with the same last_intent and no progress.
	IntentRepeats int `json:"intent_repeats"`
	// ConsecutiveErrors counts recoverable failures in a row; the third hands off.
	ConsecutiveErrors int `json:"consecutive_errors"`
	// HandoffReason is set while in handoff.
	HandoffReason HandoffReason `json:"handoff_reason,omitempty"`
	// Session is the engagement session (spec 000 v2, session.go): whether
	// wakha may speak first. A versioned snapshot ("_v") beside the
	// dialogue, never inside it; wall-clock times only.
	Session Session `json:"session"`
	// Recent keeps the last few turns (both sides) for the handoff note.
	Recent []Turn `json:"recent"`
	// Paused is set while a teammate has paused the conversation on its
	// platform (Intercom's snooze); nil otherwise. It lives beside the spec
	// 001 dialogue object, never in it (see pause.go).
	Paused *Pause `json:"paused,omitempty"`

	// Awaiting is what the bot asked and waits an answer to (spec 004
	// priority 1): a pick among the cards shown, a yes/no, an open question.
	// Beside the dialogue, never inside it; nil when nothing is awaited.
	Awaiting *Awaiting `json:"awaiting,omitempty"`
	// Context is the soft context (spec 004 priority 2): the last query, the
	// product in focus and the last action, until it expires; nil when none.
	Context *SoftContext `json:"soft_context,omitempty"`
	// Refining is an enriched query asked of the catalog and not adopted yet
	// (spec 004 priority 3): it replaces Query only when it finds something,
	// so a refinement that finds nothing keeps the earlier page and cursor.
	Refining *Query `json:"refining,omitempty"`
	// Diagnostics records what the follow-up layer did with the last
	// shopper input (spec 002): route, understanding, enriched query.
	Diagnostics *Diagnostic `json:"diagnostics,omitempty"`

	// Lifecycle is the spec 003 instance lifecycle (lifecycle.go): waiting,
	// follow-ups, a human's or an operator's hold, the end of an instance.
	// Beside the dialogue, never inside it; its own transition table.
	Lifecycle Lifecycle `json:"lifecycle"`
}

// Query is a search the shopper asked for, normalized.
//
// The attribute filters narrow the search to products with that colour,
// size, gender or material; "" is no filter. Their values are canonical
// (the catalog maps them to the store's own terms):
//
//   - Color: an English colour name: red, blue, green, black, white,
//     yellow, brown, beige, pink, grey, orange, purple, gold, silver.
//   - Size: a letter size (XS, S, M, L, XL, XXL, XXXL), a number ("42"), or
//     a number with its unit ("30cm").
//   - Gender: men, women or kids.
//   - Material: an English material name (leather, cotton, linen, wool,
//     silk, wood, clay, copper, silver, steel, velvet …).
//
// A filter is part of the query hash: a refined query is a new search.
type Query struct {
	Text     string   `json:"text"`
	Terms    []string `json:"terms"`
	MinPrice int64    `json:"min_price,omitempty"` // major units
	MaxPrice int64    `json:"max_price,omitempty"` // major units
	Color    string   `json:"color,omitempty"`
	Size     string   `json:"size,omitempty"`
	Gender   string   `json:"gender,omitempty"`
	Material string   `json:"material,omitempty"`
	Hash     string   `json:"hash"`
}

// HasFilters reports whether the query narrows by colour, size, gender or material.
func (q Query) HasFilters() bool {
	return q.Color != "" || q.Size != "" || q.Gender != "" || q.Material != ""
}

// Turn is one line of the recent history.
type Turn struct {
	Role string    `json:"role"` // "shopper" or "bot"
	Text string    `json:"text"` // shopper text (truncated) or the bot's message key
	At   time.Time `json:"at"`
}

// Product is what a card shows; the catalog fills it, already cleaned and formatted.
type Product struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	Description  string `json:"description,omitempty"`   // plain text, short
	Price        string `json:"price"`                   // formatted with currency, e.g. "249,00 د.م."
	RegularPrice string `json:"regular_price,omitempty"` // formatted, only when on sale
	ImageURL     string `json:"image_url,omitempty"`     // empty when the product has no image
	Permalink    string `json:"permalink"`
	AddToCartURL string `json:"add_to_cart_url,omitempty"` // only simple, purchasable, in-stock products without options
	InStock      bool   `json:"in_stock"`
	StockText    string `json:"stock_text,omitempty"`

	// What the catalog knows beyond the card, for follow-ups (spec 004):
	// "cheaper" compares PriceMinor, "wach kayna f L?" reads Sizes, "the blue
	// one" reads Colors. All optional: a product stored before they existed
	// simply knows less.
	PriceMinor    int64    `json:"price_minor,omitempty"`    // the lowest price in the currency's minor units; 0 = unknown
	PriceDecimals int      `json:"price_decimals,omitempty"` // the currency's minor unit: PriceMinor / 10^PriceDecimals is in major units
	Colors        []string `json:"colors,omitempty"`         // canonical colours it comes in (i18n.Colors: "blue"), or the store's own word
	Sizes         []string `json:"sizes,omitempty"`          // sizes it comes in, as the store names them ("M", "4 ans")
	Materials     []string `json:"materials,omitempty"`      // canonical materials ("wool", "cotton")
}

// SearchRequest asks the catalog for one page of products.
type SearchRequest struct {
	Query   Query     `json:"query"`
	Lang    i18n.Lang `json:"lang"`
	Offset  int       `json:"offset"`
	Limit   int       `json:"limit"`   // ≤ 5
	Exclude []string  `json:"exclude"` // product ids already shown in this conversation
}

// SearchResult is the catalog's answer to one SearchRequest.
type SearchResult struct {
	QueryHash string    `json:"query_hash"`
	Products  []Product `json:"products"` // at most Limit, none of Exclude
	More      bool      `json:"more"`     // further unseen results exist
}

// HandoffReason says why a conversation went to a human.
type HandoffReason string

const (
	ReasonUserRequested  HandoffReason = "user_requested"
	ReasonLowConfidence  HandoffReason = "low_confidence"
	ReasonRepeatedErrors HandoffReason = "repeated_errors"
	ReasonHumanTookOver  HandoffReason = "human_took_over"
	ReasonConfirmExpired HandoffReason = "confirmation_expired"
)

// HandoffReasons lists every HandoffReason (metrics create their series
// from it).
var HandoffReasons = []HandoffReason{ReasonUserRequested, ReasonLowConfidence, ReasonRepeatedErrors, ReasonHumanTookOver, ReasonConfirmExpired}

// EventKind names what happened in a conversation.
type EventKind string

const (
	EventUserMessage   EventKind = "user_message"    // Text, MessageID, Understanding
	EventQuickReply    EventKind = "quick_reply"     // Meaning, MessageID
	EventCardAction    EventKind = "card_action"     // ProductID (a card's "Select" button)
	EventSearchResults EventKind = "search_results"  // Results
	EventSearchFailed  EventKind = "search_failed"   // Reason
	EventHumanTookOver EventKind = "human_took_over" // Reason (assigned, opened, agent replied)
	EventHumanResolved EventKind = "human_resolved"
	EventWidgetOpened  EventKind = "widget_opened"
	EventTick          EventKind = "tick"
	EventPaused        EventKind = "paused"  // Until (optional): a teammate paused the conversation
	EventResumed       EventKind = "resumed" // the pause ended on the platform
	// EventReturnedToBot: the platform gave a conversation a human owned
	// back to the bot (Chatwoot: status pending again; Intercom: assigned
	// back to the bot's admin). The handoff ends and the bot answers again.
	EventReturnedToBot EventKind = "returned_to_bot"
)

// Operator commands (the admin API): spec 003's pause, resume and cancel.
const (
	// EventOperatorPaused pauses the instance until EventOperatorResumed;
	// the store holds the conversation's later events unprocessed meanwhile.
	EventOperatorPaused EventKind = "operator_paused"
	// EventOperatorResumed ends an operator's pause: back to the state it recorded.
	EventOperatorResumed EventKind = "operator_resumed"
	// EventCancelled ends the instance: FAILED with reason "cancelled".
	// The shopper's next message starts a new instance.
	EventCancelled EventKind = "cancelled"
)

// One active instance per contact (spec 003), sent by the runner, which
// knows the contact's other conversations.
const (
	// EventQueued: another conversation of the same contact is active; a
	// CREATED instance waits (QUEUED) and says so in one line.
	EventQueued EventKind = "queued"
	// EventDequeued: that conversation ended; QUEUED → CREATED.
	EventDequeued EventKind = "dequeued"
	// EventSuperseded: a newer conversation of the contact started while
	// this one only waited on the shopper; it completes (superseded).
	EventSuperseded EventKind = "superseded"
)

// Storefront events (spec 000): what the widget script and the platforms'
// tour notifications report. They feed the engagement session
// (session_events.go); the dialogue never answers them.
const (
	// EventTourStarted: TourID, Steps (0: unknown). A tour overlay runs.
	EventTourStarted EventKind = "tour_started"
	// EventTourStep: TourID, Step (1-based). Tour progress: an interaction
	// even with the chat closed.
	EventTourStep EventKind = "tour_step"
	// EventTourEnded: TourID, Completed, Step (where it ended, 0: unknown),
	// Reason (TourFailed when the tour tool says it failed).
	EventTourEnded EventKind = "tour_ended"
	// EventPageView: ProductID ("" for a page that is not a product's) and
	// Product, the catalog's card the runner attaches (loaded).
	EventPageView EventKind = "page_view"
	// EventAddToCart: ProductID, added from the store's page.
	EventAddToCart EventKind = "add_to_cart"
	// EventOfferShown, EventOfferAccepted, EventOfferDismissed,
	// EventOfferIgnored: OfferID ("": the current offer). The widget's
	// reports about an offer it displays beside the launcher.
	EventOfferShown     EventKind = "offer_shown"
	EventOfferAccepted  EventKind = "offer_accepted"
	EventOfferDismissed EventKind = "offer_dismissed"
	EventOfferIgnored   EventKind = "offer_ignored"
)

// TourFailed is EventTourEnded's Reason when the tour tool reports a
// failure (Intercom's tour_step_failure).
const TourFailed = "failed"

// PageLeft is the Reason of an EventPageView reporting that the page of
// ProductID was left or hidden: the dwell on that product stops (a report
// arriving after the next page's view leaves that one's dwell alone).
const PageLeft = "left"

// Quick-reply meanings. A product pick is MeaningSelectPrefix + product id.
const (
	MeaningShowMore     = "show_more"
	MeaningConfirm      = "confirm"
	MeaningCancel       = "cancel"
	MeaningHuman        = "human"
	MeaningSelectPrefix = "select:"
	// MeaningDropFilter undoes the filter the last refinement added (spec 004).
	MeaningDropFilter = "drop_filter"
)

// Event is one input to Decide.
type Event struct {
	Kind          EventKind           `json:"kind"`
	MessageID     string              `json:"message_id,omitempty"`
	Text          string              `json:"text,omitempty"`
	Understanding *i18n.Understanding `json:"understanding,omitempty"`
	Meaning       string              `json:"meaning,omitempty"`
	ProductID     string              `json:"product_id,omitempty"`
	Results       *SearchResult       `json:"results,omitempty"`
	Reason        string              `json:"reason,omitempty"`
	// Until is when a pause ends by itself (EventPaused, or a Paused
	// input); nil when the platform did not say.
	Until *time.Time `json:"until,omitempty"`
	// Paused, on a shopper input, says the platform reported the
	// conversation paused when the shopper wrote: the input pauses it (until
	// Until) if it was not already, and is recorded without a reply.
	Paused bool `json:"paused,omitempty"`
	// Open marks a shopper input the platform reports written on an open
	// conversation: a pause ends with it, and it is answered. On Intercom a
	// shopper's reply reopens a snoozed conversation, and the bot is back.
	Open bool `json:"open,omitempty"`

	// Reaction marks a user message that is only emoji (i18n.IsReaction,
	// set by whoever builds the event): the session records a reaction,
	// the dialogue still reads the Understanding.
	Reaction bool `json:"reaction,omitempty"`
	// Product is the catalog's card of ProductID on a page view (the
	// runner loads it); nil when unknown, and then no offer names it.
	Product *Product `json:"product,omitempty"`
	// TourID, Step, Steps, Completed describe a tour event.
	TourID    string `json:"tour_id,omitempty"`
	Step      int    `json:"step,omitempty"`
	Steps     int    `json:"steps,omitempty"`
	Completed bool   `json:"completed,omitempty"`
	// OfferID names the offer a widget report is about ("": the current one).
	OfferID string `json:"offer_id,omitempty"`
}

// EffectKind names what the runner must do.
type EffectKind string

const (
	EffectReply        EffectKind = "reply"         // Message
	EffectQuickReplies EffectKind = "quick_replies" // Message (the question) + Options
	EffectCards        EffectKind = "cards"         // Cards (≤ 5)
	EffectSearch       EffectKind = "search"        // Search; the runner answers with EventSearchResults/Failed
	EffectHandoff      EffectKind = "handoff"       // HandoffReason
	EffectTransition   EffectKind = "transition"    // Transition, for the audit log and metrics
	// EffectDiagnostic is the last effect of every Decide call that did
	// something: what the follow-up layer made of the event (spec 002
	// diagnostics). Renderers ignore it; the runner may log and count it.
	EffectDiagnostic EffectKind = "diagnostic" // Diagnostic

	// EffectOffer is an unsolicited offer to deliver: Message + Options
	// (quick replies) + Offer. In a conversation the bot owns, a message
	// with quick replies; otherwise the widget shows it (spec 000).
	EffectOffer EffectKind = "offer" // Message, Options, Offer
	// EffectOfferStat counts one offer outcome (shown, accepted, dismissed,
	// ignored, blocked) for wakha_proactive_offers_total{trigger,outcome}.
	// Renderers ignore it.
	EffectOfferStat EffectKind = "offer_stat" // OfferStat
	// EffectSessionTransition is one move of the engagement session, for
	// wakha_session_transitions_total{from,to} and the log. Renderers ignore it.
	EffectSessionTransition EffectKind = "session_transition" // SessionTransition

	// EffectLifecycle is one move of the instance lifecycle (spec 003), for
	// the audit log and wakha_lifecycle_transitions_total. Renderers ignore it.
	EffectLifecycle EffectKind = "lifecycle" // Lifecycle
	// EffectFollowUpStat counts a follow-up sent, answered or abandoned
	// (FollowUp holds the outcome). Renderers ignore it.
	EffectFollowUpStat EffectKind = "followup_stat" // FollowUp
	// EffectResolve asks the platform to resolve (close) the conversation:
	// an abandoned instance with FOLLOWUP_RESOLVE_ON_ABANDON.
	EffectResolve EffectKind = "resolve"
)

// Message is a reply key and its arguments, rendered later in the conversation's language.
type Message struct {
	Key  i18n.Key `json:"key"`
	Args []string `json:"args,omitempty"`
}

// Option is one quick reply: a label and the meaning sent back when clicked.
type Option struct {
	Label   i18n.Key `json:"label"`
	Meaning string   `json:"meaning"`
}

// Trigger names why a transition happened (spec §3 triggers).
type Trigger string

// Transition is one hop through the transition table.
type Transition struct {
	From    DialogueState `json:"from"`
	To      DialogueState `json:"to"`
	Trigger Trigger       `json:"trigger"`
	Reason  string        `json:"reason,omitempty"`
}

// Effect is one instruction to the runner, in order.
type Effect struct {
	Kind          EffectKind     `json:"kind"`
	Message       *Message       `json:"message,omitempty"`
	Options       []Option       `json:"options,omitempty"`
	Cards         []Product      `json:"cards,omitempty"`
	Search        *SearchRequest `json:"search,omitempty"`
	HandoffReason HandoffReason  `json:"handoff_reason,omitempty"`
	Transition    *Transition    `json:"transition,omitempty"`
	Diagnostic    *Diagnostic    `json:"diagnostic,omitempty"`

	Offer             *Offer             `json:"offer,omitempty"`
	OfferStat         *OfferStat         `json:"offer_stat,omitempty"`
	SessionTransition *SessionTransition `json:"session_transition,omitempty"`

	Lifecycle *LifecycleTransition `json:"lifecycle,omitempty"`
	FollowUp  string               `json:"followup,omitempty"`
}

// Config holds the timings and limits of the spec; DefaultConfig has the spec's values.
type Config struct {
	ConfirmationTTL      time.Duration // 5m: pending confirmation expiry (spec §6.2)
	PageSize             int           // 5: cards per message (spec §5), clamped to 1..5
	MaxClarifications    int           // 2: the third unresolved clarification hands off (spec §4)
	RepeatedIntentLimit  int           // 3: same intent without progress → clarifying (spec §4)
	MaxConsecutiveErrors int           // 3: the third error in a row hands off
	RecentTurns          int           // 8: turns kept for the handoff note
	// AwaitingTTL (2m, spec 004) bounds how long looser answers to what the
	// bot asked are tried: a pick by colour, rank or name among the cards,
	// the answer to an open question. Typed ordinals and card buttons pick
	// from the last page while recommending whatever its age (spec 001).
	AwaitingTTL time.Duration
	// SoftContextTTL (5m, spec 004) bounds how long the last query and the
	// product in focus enrich follow-ups ("en bleu ?", "ch7al?").
	SoftContextTTL time.Duration

	// The engagement session (spec 000). SessionInteractionTimeout (20s):
	// an active session with no activity for longer goes back to thinking.
	// SessionCooldown (60s): then no offer for that long, doubled per offer
	// dismissed or ignored in a row, capped at SessionCooldownMax (30m).
	SessionInteractionTimeout time.Duration
	SessionCooldown           time.Duration
	SessionCooldownMax        time.Duration
	// ProactiveEnabled turns unsolicited offers on (DefaultConfig: true;
	// the zero Config makes none). ProactiveMaxPerHour (2) caps them per
	// visitor (a session's offer times, which CarryOfferHistory hands to the
	// visitor's next conversation), clamped to 1..MaxOfferTimes. ProactiveDwell (30s) is how
	// long a product page is watched before "want to know more?".
	ProactiveEnabled    bool
	ProactiveMaxPerHour int
	ProactiveDwell      time.Duration

	// Follow-ups (spec 003 heartbeats). FollowUpSchedule (10m, 2h): the
	// n-th follow-up is due FollowUpSchedule[n-1] after the bot's previous
	// message (the last offset repeats past the list). FollowUpMax (2):
	// how many; 0 takes the default, negative turns follow-ups (and
	// abandonment) off. One last interval after the last follow-up the
	// instance is abandoned, and resolved on the platform when
	// FollowUpResolveOnAbandon. QuietHours (nil: none), read in Location
	// (nil: UTC), postpones a follow-up due inside them to their end.
	FollowUpSchedule         []time.Duration
	FollowUpMax              int
	FollowUpResolveOnAbandon bool
	QuietHours               *QuietHours
	Location                 *time.Location
}

// DefaultConfig returns the spec's values.
func DefaultConfig() Config {
	return Config{
		ConfirmationTTL:      5 * time.Minute,
		PageSize:             5,
		MaxClarifications:    2,
		RepeatedIntentLimit:  3,
		MaxConsecutiveErrors: 3,
		RecentTurns:          8,
		AwaitingTTL:          2 * time.Minute,
		SoftContextTTL:       5 * time.Minute,

		SessionInteractionTimeout: 20 * time.Second,
		SessionCooldown:           60 * time.Second,
		SessionCooldownMax:        30 * time.Minute,
		ProactiveEnabled:          true,
		ProactiveMaxPerHour:       2,
		ProactiveDwell:            30 * time.Second,

		FollowUpSchedule: []time.Duration{10 * time.Minute, 2 * time.Hour},
		FollowUpMax:      2,
	}
}
