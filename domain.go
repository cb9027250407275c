package wakha

import (
	"encoding/json"
	"time"
)

// The domain both sides of the pipeline share. The webhook layer turns a
// platform's request into a NewEvent; the store keeps it; the runner gets it
// back in a Claim, decides a Turn with the engine and a platform's Renderer;
// the dispatcher sends each OutboxRow with the platform's Sender. None of
// these types knows a platform by name: the platform is a value in ConvKey.

// ConvKey identifies a conversation across platforms: (platform, account id,
// platform conversation id).
type ConvKey struct {
	Platform   string
	AccountID  string
	ExternalID string
}

// Valid reports whether every part of the key is set.
func (k ConvKey) Valid() bool { return k.Platform != "" && k.AccountID != "" && k.ExternalID != "" }

// String returns "platform/account/external", for logs.
func (k ConvKey) String() string { return k.Platform + "/" + k.AccountID + "/" + k.ExternalID }

// NewEvent is an inbound event to store.
type NewEvent struct {
	Key ConvKey
	// DeliveryID is the platform's delivery id (X-Chatwoot-Delivery, Intercom
	// notification id), optional: a retried delivery is stored once.
	DeliveryID string
	// DedupeKey is optional (platform message id, quick-reply submission…):
	// the same message delivered twice is stored once.
	DedupeKey string
	// ContactRef is optional; when non-empty it is stored on the conversation.
	ContactRef string
	// VisitorID is optional: the storefront visitor id the contact carries
	// (VisitorAttribute). When non-empty it is stored on the conversation,
	// whose events the visitor's storefront events then join.
	VisitorID string
	// Kind is the engine event kind.
	Kind string
	// Payload is the engine.Event as JSON.
	Payload json.RawMessage
}

// StoredEvent is an unprocessed inbound event handed to the runner.
type StoredEvent struct {
	ID         int64
	Kind       string
	Payload    json.RawMessage
	ReceivedAt time.Time
	Attempts   int // failed processing attempts so far
}

// Claim is a leased conversation with the work it has to do.
type Claim struct {
	ConversationID int64
	Key            ConvKey
	ContactRef     string
	// State is nil for a new conversation (start from engine.NewState).
	State json.RawMessage
	// VisitorID is the storefront visitor the conversation is linked to ("" for none).
	VisitorID string
	// Visitor is the state of the linked visitor's own session, given only
	// with a new conversation (State nil): the conversation starts from it,
	// so a session, an offer and the product it named carry into the chat.
	Visitor json.RawMessage
	// VisitorPrior is the state of the linked visitor's previous
	// conversation, given only with a new conversation (State nil): the
	// new one inherits its offer history (engine.CarryOfferHistory), so the
	// per-hour limit and the back-off hold per visitor.
	VisitorPrior json.RawMessage
	// Version must be passed back in Turn.Version.
	Version int64
	// Events are unprocessed, in arrival (id) order, at most maxEvents.
	Events []StoredEvent
	// WakeDue is true when wake_at has come: deliver an engine tick.
	WakeDue bool
	// Owner is the lease owner that claimed it.
	Owner string
}

// TransitionRow is one line of the transition audit log.
type TransitionRow struct {
	From    string `json:"from"`
	To      string `json:"to"`
	Trigger string `json:"trigger"`
	Reason  string `json:"reason,omitempty"`
	// Machine is MachineDialogue ("" is read so) or MachineLifecycle.
	Machine string `json:"machine,omitempty"`
	// EventID is the inbound event that caused the hop; 0 for none (stored NULL).
	EventID int64 `json:"event_id,omitempty"`
	// At is when the hop happened; zero means the database's now().
	At time.Time `json:"at"`
}

// TurnDiagnostic is what one event's way through a turn left behind (spec
// 002): which priority of the follow-up layer resolved it, what the
// understanding was, and how long each stage took.
type TurnDiagnostic struct {
	// EventID is the inbound event; 0 for a tick (stored NULL).
	EventID int64
	// EventKind is the engine event's kind ("user_message", "tick", …).
	EventKind string
	// Route is the follow-up layer's route ("fresh", "enriched", …); "" for
	// events that are not shopper input.
	Route string
	// Intent, Confidence and Lang are the understanding of a typed message
	// (a click's meaning is its intent, with no confidence or language).
	Intent     string
	Confidence float64
	Lang       string
	// Detail is the engine's whole diagnostic as JSON (what was awaited, the
	// enriched query, cards shown, what expired).
	Detail json.RawMessage
	// Stages are the wall time of each stage. Commit is filled in by the
	// store: the turn's transaction up to the diagnostics' insert.
	Stages Stages
	// At is the engine's clock for the event (when it arrived).
	At time.Time
}

// Stages are the wall times of one event's stages in a turn.
type Stages struct {
	Understand time.Duration // reading a typed message (i18n)
	Decide     time.Duration // every engine.Decide call of the event
	Search     time.Duration // catalog searches the engine asked for
	Render     time.Duration // the platform renderer
	Commit     time.Duration // the turn's transaction, shared by its events
}

// OutboxItem is a rendered platform request to send.
type OutboxItem struct {
	Kind    string
	Payload json.RawMessage
}

// Turn is what the runner decided for a claimed conversation.
type Turn struct {
	ConversationID int64
	Owner          string
	// Version is the version read in the Claim.
	Version int64
	// State is the new engine.State JSON (required).
	State json.RawMessage
	// DialogueState is the new dialogue state (the indexed column); "" keeps the old one.
	DialogueState string
	// HandoffReason is stored as NULL when "".
	HandoffReason string
	// ProcessedEventIDs are marked processed.
	ProcessedEventIDs []int64
	Transitions       []TransitionRow
	// Diagnostics say how each event of the turn was understood and routed
	// and how long its stages took (spec 002); kept beside the transitions.
	Diagnostics []TurnDiagnostic
	// Outbox rows are appended in order after the conversation's existing
	// rows (seq = max+1, max+2…).
	Outbox []OutboxItem
	// WakeAt is the next wake-up (nil for none); a wall-clock time from Go.
	WakeAt *time.Time
	// LifecycleState is the new spec 003 lifecycle state (the indexed
	// column); "" keeps the old one. OperatorPaused says an operator holds
	// the conversation (claims skip it). NextFollowUpAt is the due
	// follow-up, for operators (nil: none).
	LifecycleState string
	OperatorPaused bool
	NextFollowUpAt *time.Time
	// Cards are the product cards State refers to by ref that the store may
	// not have yet: stored with the turn, a card already stored is left as
	// it is (a ref always names the same card).
	Cards []Card
}

// Card is one product card (engine.Product as JSON) stored once and
// referenced from conversation states by Ref, "<product id>~<hash of JSON>".
type Card struct {
	Ref  string
	JSON json.RawMessage
}

// Transition log machines (TransitionRow.Machine).
const (
	MachineDialogue  = "dialogue"
	MachineLifecycle = "lifecycle"
)

// Outbox row statuses.
const (
	OutboxPending = "pending"
	OutboxSent    = "sent"
	OutboxDead    = "dead"
)

// OutboxRow is one outbox row: claimed for sending, or shown by the admin view.
type OutboxRow struct {
	ID, ConversationID, Seq int64
	Key                     ConvKey
	Kind                    string
	Payload                 json.RawMessage
	Status                  string // OutboxPending, OutboxSent or OutboxDead
	Attempts                int    // failed send attempts so far
	NextAttemptAt           time.Time
	LastError               string
	PlatformMessageID       string
	CreatedAt               time.Time
	SentAt                  *time.Time
	// AnswersEventID and AnswersReceivedAt are set on the first reply of a
	// turn that consumed events: the last of those events (0 otherwise) and
	// when the oldest of them was stored.
	AnswersEventID    int64
	AnswersReceivedAt *time.Time
}

// SentMark records that the platform accepted an outbox row.
type SentMark struct {
	ID                int64
	PlatformMessageID string
	// SentAt is when the platform accepted it; zero means the database's now().
	SentAt time.Time
}

// Stats is a snapshot of the queues, for metrics and the admin API: the
// totals, and the same numbers per platform.
type Stats struct {
	QueueStats
	// ByPlatform breaks the numbers down by ConvKey.Platform.
	ByPlatform map[string]QueueStats
}

// QueueStats are the numbers of one platform, or of all.
type QueueStats struct {
	EventsPending int // inbound events not yet processed
	OutboxPending int
	OutboxDead    int
	// ByDialogueState counts conversations per dialogue state.
	ByDialogueState map[string]int
	// ByLifecycle counts conversations per lifecycle state (spec 003).
	ByLifecycle map[string]int
	// OldestPendingOutbox is the age of the oldest pending outbox row (0 when none).
	OldestPendingOutbox time.Duration
}

// Platform returns the numbers of one platform (zero when it has none).
func (s Stats) Platform(name string) QueueStats {
	q := s.ByPlatform[name]
	if q.ByDialogueState == nil {
		q.ByDialogueState = map[string]int{}
	}
	if q.ByLifecycle == nil {
		q.ByLifecycle = map[string]int{}
	}
	return q
}

// Pruned counts the rows one retention run deleted, by what they were.
type Pruned struct {
	Events        int64 // processed inbound events
	Outbox        int64 // sent outbox rows
	Transitions   int64 // transition log rows
	Conversations int64 // finished conversations (their remaining rows go with them)
	// Visitors are storefront visitors' own session rows not seen for the
	// retention period (their events and sent offers go with them).
	Visitors int64
	// Skipped is true when another replica held the lock: nothing was done.
	Skipped bool
}

// ContactInstance is another conversation of the same contact, for the
// one-active-instance-per-contact rule (spec 003).
type ContactInstance struct {
	ConversationID int64
	Key            ConvKey
	LifecycleState string
}
