package intercom

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/wakha/wakha/engine"
)

// Name is Intercom's value in wakha.ConvKey.Platform: the conversation key
// is (Name, app_id, conversation id).
const Name = "intercom"

// Notification topics wakha reads (API 2.x).
const (
	TopicPing               = "ping"
	TopicUserCreated        = "conversation.user.created"
	TopicUserReplied        = "conversation.user.replied"
	TopicAdminReplied       = "conversation.admin.replied"
	TopicAdminNoted         = "conversation.admin.noted"
	TopicOperatorReplied    = "conversation.operator.replied"
	TopicAdminAssigned      = "conversation.admin.assigned"
	TopicAdminOpenAssigned  = "conversation.admin.open.assigned"
	TopicAdminClosed        = "conversation.admin.closed"
	TopicAdminOpened        = "conversation.admin.opened"
	TopicAdminSnoozed       = "conversation.admin.snoozed"
	TopicAdminUnsnoozed     = "conversation.admin.unsnoozed"
	TopicAdminSingleCreated = "conversation.admin.single.created"
	TopicTourStat           = "content_stat.tour"
)

// Reasons given with engine.EventHumanTookOver.
const (
	// TakeoverAdminReplied: a teammate other than the bot replied.
	TakeoverAdminReplied = "admin_replied"
	// TakeoverBotSeatReplied: someone typed in the Inbox as the bot's own
	// teammate (no app_package_code): a human is behind the seat now.
	TakeoverBotSeatReplied = "bot_seat_replied"
	// TakeoverOperatorReplied: Fin or a workflow answered the shopper.
	TakeoverOperatorReplied = "operator_replied"
	// TakeoverAssignedAdmin: the conversation was assigned to a teammate other than the bot.
	TakeoverAssignedAdmin = "assigned_admin"
	// TakeoverAssignedTeam: the conversation was assigned to a team, not by wakha's handoff.
	TakeoverAssignedTeam = "assigned_team"
	// TakeoverOpened: a teammate reopened the conversation.
	TakeoverOpened = "admin_opened"
)

// IgnoreReason says why a notification is acknowledged and not given to the
// engine. The values are a small fixed set, fit for a metrics label.
type IgnoreReason string

const (
	IgnorePing           IgnoreReason = "ping"            // Intercom checking the endpoint
	IgnoreOwnMessage     IgnoreReason = "own_message"     // the bot's own reply (API part by the bot admin)
	IgnoreOwnAction      IgnoreReason = "own_action"      // wakha's own assignment or state change
	IgnoreNote           IgnoreReason = "note"            // an internal note, whoever wrote it
	IgnoreOperatorNotice IgnoreReason = "operator_notice" // an Operator part that answers nothing (reply-time notice, attribute update)
	// IgnoreAssignedToBot is no longer used: an assignment to the bot's
	// teammate is engine.EventReturnedToBot. Kept so stored reasons read.
	IgnoreAssignedToBot    IgnoreReason = "assigned_to_bot"
	IgnoreUnassigned       IgnoreReason = "unassigned"        // assignment removed
	IgnoreReopened         IgnoreReason = "reopened"          // reopened by an automation, not a teammate
	IgnoreNotContact       IgnoreReason = "not_contact"       // a user topic whose part is not by a contact
	IgnoreUnsupportedPart  IgnoreReason = "unsupported_part"  // a part type wakha does not read here
	IgnoreNoPart           IgnoreReason = "no_part"           // a topic that needs a part came without one
	IgnoreEmpty            IgnoreReason = "empty"             // no text and no attachment
	IgnoreNotConversation  IgnoreReason = "not_conversation"  // data.item is not a conversation (a ticket…)
	IgnoreSnoozed          IgnoreReason = "snoozed"           // classified: Inbound.Snooze
	IgnoreUnsnoozed        IgnoreReason = "unsnoozed"         // classified: Inbound.Unsnoozed
	IgnoreTourStat         IgnoreReason = "tour_stat"         // classified: Inbound.Tour (Webhook routes it to the contact's visitor)
	IgnoreTourGoal         IgnoreReason = "tour_goal"         // a tour's goal reached: neither its start nor its end
	IgnoreTourStatType     IgnoreReason = "tour_stat_type"    // a content_stat.tour stat type wakha does not know
	IgnoreTourNoContact    IgnoreReason = "tour_no_contact"   // a tour stat naming no contact
	IgnoreProactive        IgnoreReason = "proactive"         // a conversation a teammate started
	IgnoreUnsupportedTopic IgnoreReason = "unsupported_topic" // a topic wakha does not read
)

// Inbound is one webhook notification, decoded and classified.
type Inbound struct {
	// Topic is the notification's topic ("conversation.user.replied", …).
	Topic string `json:"topic"`
	// DeliveryID is the notification id ("notif_…"), the same on Intercom's
	// retry; "" for ping, whose id is null.
	DeliveryID string `json:"delivery_id,omitempty"`
	// DeliveryAttempts is Intercom's attempt counter (1, then 2 on the retry).
	DeliveryAttempts int `json:"delivery_attempts,omitempty"`
	// Handle is false when the notification must be acknowledged (2xx) and
	// not given to the engine; IgnoreReason then says why. Snoozes, unsnoozes
	// and tour stats are not conversation events: Handle is false and Snooze,
	// Unsnoozed or Tour carry what Webhook stores (a tour stat goes to the
	// storefront session of the contact's visitor, which the parser cannot
	// know).
	Handle       bool         `json:"handle"`
	IgnoreReason IgnoreReason `json:"ignore_reason,omitempty"`
	// AppID identifies the workspace: with ConversationID, the conversation key.
	AppID          string `json:"app_id,omitempty"`
	ConversationID string `json:"conversation_id,omitempty"`
	// DedupeKey names the fact: the conversation part (or the first message,
	// for conversation.user.created). The same part arriving in two
	// notifications (a workflow reply fires admin.replied and
	// operator.replied) has one key.
	DedupeKey string `json:"dedupe_key,omitempty"`
	// EngineEvent is the platform-neutral event; its Kind is "" when !Handle.
	EngineEvent engine.Event `json:"engine_event"`
	// OccurredAt is when the part was created (Intercom does not guarantee
	// the order of deliveries); the notification's time when there is none.
	OccurredAt time.Time `json:"occurred_at,omitzero"`

	// Context from the conversation, filled when present.
	State string `json:"state,omitempty"` // open, closed or snoozed
	// SnoozedUntil is when a snoozed conversation reopens by itself (zero
	// when it is not snoozed or the payload does not say).
	SnoozedUntil      time.Time `json:"snoozed_until,omitzero"`
	AdminAssigneeID   string    `json:"admin_assignee_id,omitempty"`
	TeamAssigneeID    string    `json:"team_assignee_id,omitempty"`
	ContactID         string    `json:"contact_id,omitempty"`
	ContactExternalID string    `json:"contact_external_id,omitempty"`
	// AuthorType and AuthorID describe who wrote the part (user, lead, admin, bot, team).
	AuthorType string `json:"author_type,omitempty"`
	AuthorID   string `json:"author_id,omitempty"`
	// Attachments counts the files of a shopper's message (its text may be empty).
	Attachments int `json:"attachments,omitempty"`
	// QuickReplyUUID is the clicked option of a quick-reply click, whether
	// or not wakha could decode it.
	QuickReplyUUID string `json:"quick_reply_uuid,omitempty"`

	// Snooze is set for conversation.admin.snoozed.
	Snooze *Snooze `json:"snooze,omitempty"`
	// Unsnoozed is set for conversation.admin.unsnoozed.
	Unsnoozed bool `json:"unsnoozed,omitempty"`
	// Tour is set for content_stat.tour.
	Tour *TourStat `json:"tour,omitempty"`
}

// Snooze is a conversation snoozed by a teammate.
type Snooze struct {
	// Until is when Intercom reopens it; zero when the payload does not say.
	Until time.Time `json:"until,omitzero"`
}

// TourStat is one product tour statistic (content_stat.tour): shown
// ("receipt"), "goal_success", "tour_step_failure" or "completion". Intercom
// reports tours as a whole, never step by step.
type TourStat struct {
	// StatID is the statistic's own id: one per (tour, contact, stat).
	StatID            string `json:"stat_id,omitempty"`
	StatType          string `json:"stat_type"`
	ContentID         string `json:"content_id,omitempty"`
	ContentTitle      string `json:"content_title,omitempty"`
	RulesetID         string `json:"ruleset_id,omitempty"`
	ContactID         string `json:"contact_id,omitempty"`
	ContactExternalID string `json:"contact_external_id,omitempty"`
}

// Stat types of content_stat.tour.
const (
	TourShown       = "receipt"           // the tour was shown to the contact
	TourGoalSuccess = "goal_success"      // the tour's goal was reached
	TourStepFailure = "tour_step_failure" // a step could not be shown: the tour stopped
	TourCompletion  = "completion"        // the contact went through every step
)

// Event is the storefront event a tour statistic stands for (issue 14):
// shown starts the tour, completion ends it completed, a step failure ends
// it not completed (engine.TourFailed), which cues the offer of help a tour
// left midway cues. ok is false for the other stat types. Intercom says
// nothing of the steps between: per-step activity comes only from the
// storefront script's wakha.tour.step. The tour id is Intercom's content
// id, the id a page passes to Intercom('startTour', id) and may pass to
// wakha.tour.start as well.
func (t TourStat) Event() (ev engine.Event, ok bool) {
	switch t.StatType {
	case TourShown:
		return engine.Event{Kind: engine.EventTourStarted, TourID: t.ContentID}, true
	case TourCompletion:
		return engine.Event{Kind: engine.EventTourEnded, TourID: t.ContentID, Completed: true}, true
	case TourStepFailure:
		return engine.Event{Kind: engine.EventTourEnded, TourID: t.ContentID, Reason: engine.TourFailed}, true
	}
	return engine.Event{}, false
}

// ErrInvalidPayload is wrapped by every error Parse returns: the body is not
// a JSON object, or a field wakha needs is missing or of the wrong type.
var ErrInvalidPayload = errors.New("intercom: invalid webhook payload")

// FieldError names the field of a payload that is missing or unusable.
type FieldError struct {
	Field  string // JSON path, e.g. "data.item.id"
	Reason string
}

func (e *FieldError) Error() string {
	return fmt.Sprintf("%v: field %s: %s", ErrInvalidPayload, e.Field, e.Reason)
}

// Unwrap makes errors.Is(err, ErrInvalidPayload) true.
func (e *FieldError) Unwrap() error { return ErrInvalidPayload }

func missingField(field string) error { return &FieldError{Field: field, Reason: "missing"} }

func badField(field, reason string) error { return &FieldError{Field: field, Reason: reason} }

// Parser classifies notifications for one bot teammate.
type Parser struct {
	// BotAdminID is the teammate wakha replies as (INTERCOM_ADMIN_ID). Parts
	// it authored through the API are the bot's own; without it every
	// admin reply counts as a human's.
	BotAdminID string
}

// Parse decodes one notification body. It returns an error wrapping
// ErrInvalidPayload (a *FieldError when a field is at fault) for a body that
// is not a JSON object, lacks a topic, or, for a conversation topic, lacks
// app_id, data.item or the conversation id; notifications wakha does not act
// on come back with Handle false and a reason, never as errors.
func (p Parser) Parse(body []byte) (Inbound, error) {
	var n wireNotification
	if err := decode(body, &n); err != nil {
		return Inbound{}, err
	}
	if !n.Topic.set || n.Topic.String() == "" {
		return Inbound{}, missingField("topic")
	}
	if !n.Topic.isString {
		return Inbound{}, badField("topic", "must be a string")
	}
	if t := n.Type.String(); n.Type.set && t != "notification_event" {
		return Inbound{}, badField("type", "must be \"notification_event\", got "+quote(t))
	}
	in := Inbound{Topic: n.Topic.String()}
	if n.ID.complex {
		return Inbound{}, badField("id", "must be a string or null")
	}
	in.DeliveryID = truncate(n.ID.String(), 200)
	if a, ok := n.Attempts.Int64(); ok && a > 0 && a < 1000 {
		in.DeliveryAttempts = int(a)
	}
	if n.AppID.complex {
		return Inbound{}, badField("app_id", "must be a string")
	}
	if at, ok := n.CreatedAt.Int64(); ok && at > 0 {
		in.OccurredAt = unix(at)
	}

	switch in.Topic {
	case TopicPing:
		in.AppID = n.AppID.optionalID()
		return in.ignore(IgnorePing), nil
	case TopicTourStat:
		return p.parseTour(in, n)
	case TopicUserCreated, TopicUserReplied, TopicAdminReplied, TopicAdminNoted, TopicOperatorReplied,
		TopicAdminAssigned, TopicAdminOpenAssigned, TopicAdminClosed, TopicAdminOpened,
		TopicAdminSnoozed, TopicAdminUnsnoozed, TopicAdminSingleCreated:
		return p.parseConversation(in, n, body)
	default:
		in.AppID = n.AppID.optionalID()
		return in.ignore(IgnoreUnsupportedTopic), nil
	}
}

// decode unmarshals body into v and turns type mismatches into FieldErrors.
func decode(body []byte, v any) error {
	trimmed := bytes.TrimSpace(body)
	if len(trimmed) == 0 {
		return fmt.Errorf("%w: empty body", ErrInvalidPayload)
	}
	if trimmed[0] != '{' {
		return fmt.Errorf("%w: body is not a JSON object", ErrInvalidPayload)
	}
	if err := json.Unmarshal(trimmed, v); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) && te.Field != "" {
			return badField(te.Field, "has the wrong type ("+te.Value+")")
		}
		return fmt.Errorf("%w: %w", ErrInvalidPayload, err)
	}
	return nil
}

func (p Parser) parseConversation(in Inbound, n wireNotification, body []byte) (Inbound, error) {
	var err error
	if in.AppID, err = n.AppID.id("app_id"); err != nil {
		return Inbound{}, err
	}
	if n.Data == nil {
		return Inbound{}, missingField("data")
	}
	item := bytes.TrimSpace(n.Data.Item)
	if len(item) == 0 || bytes.Equal(item, []byte("null")) {
		return Inbound{}, missingField("data.item")
	}
	if item[0] != '{' {
		return Inbound{}, badField("data.item", "must be an object")
	}
	var c wireConversation
	if err := decode(item, &c); err != nil {
		var fe *FieldError
		if errors.As(err, &fe) {
			fe.Field = "data.item." + fe.Field
		}
		return Inbound{}, err
	}
	if t := c.Type.String(); c.Type.set && t != "conversation" {
		in.ConversationID = c.ID.optionalID()
		in.DedupeKey = p.fallbackKey(in, c, body)
		return in.ignore(IgnoreNotConversation), nil
	}
	if in.ConversationID, err = c.ID.id("data.item.id"); err != nil {
		return Inbound{}, err
	}
	in.fillConversation(c)

	switch in.Topic {
	case TopicUserCreated:
		return p.parseFirstMessage(in, c, body)
	case TopicAdminSingleCreated:
		// A teammate started it (a proactive message): not the bot's.
		in.DedupeKey = p.fallbackKey(in, c, body)
		return in.ignore(IgnoreProactive), nil
	}
	part := lastPart(c)
	if part == nil {
		in.DedupeKey = p.fallbackKey(in, c, body)
		switch in.Topic {
		case TopicAdminSnoozed:
			in.Snooze = &Snooze{Until: snoozedUntil(c)}
			return in.ignore(IgnoreSnoozed), nil
		case TopicAdminUnsnoozed:
			in.Unsnoozed = true
			return in.ignore(IgnoreUnsnoozed), nil
		case TopicAdminClosed:
			// The state change itself is the fact; no part to key on.
			return in.handle(engine.Event{Kind: engine.EventHumanResolved}), nil
		}
		return in.ignore(IgnoreNoPart), nil
	}
	partID := part.ID.optionalID()
	if partID != "" {
		in.DedupeKey = "part:" + in.AppID + ":" + in.ConversationID + ":" + partID
	} else {
		in.DedupeKey = p.fallbackKey(in, c, body)
	}
	if at, ok := part.CreatedAt.Int64(); ok && at > 0 {
		in.OccurredAt = unix(at)
	}
	a := part.Author.get()
	if a != nil {
		in.AuthorType = strings.ToLower(a.Type.String())
		in.AuthorID = a.ID.optionalID()
	}
	partType := strings.ToLower(part.PartType.String())

	switch in.Topic {
	case TopicUserReplied:
		return p.userReply(in, part, partID, partType)
	case TopicAdminReplied, TopicOperatorReplied:
		if partType == "note" {
			return in.ignore(IgnoreNote), nil
		}
		return p.teammateReply(in, part, partID, partType)
	case TopicAdminNoted:
		return in.ignore(IgnoreNote), nil
	case TopicAdminAssigned, TopicAdminOpenAssigned:
		return p.assignment(in, c, part, partID)
	case TopicAdminClosed:
		return in.handle(engine.Event{Kind: engine.EventHumanResolved, MessageID: partID}), nil
	case TopicAdminOpened:
		switch {
		case p.own(part):
			return in.ignore(IgnoreOwnAction), nil
		case in.AuthorType == "admin":
			return in.handle(engine.Event{Kind: engine.EventHumanTookOver, MessageID: partID, Reason: TakeoverOpened}), nil
		default:
			return in.ignore(IgnoreReopened), nil
		}
	case TopicAdminSnoozed:
		in.Snooze = &Snooze{Until: snoozedUntil(c)}
		return in.ignore(IgnoreSnoozed), nil
	default: // TopicAdminUnsnoozed
		in.Unsnoozed = true
		return in.ignore(IgnoreUnsnoozed), nil
	}
}

// parseFirstMessage reads conversation.user.created: the shopper's first
// message is the conversation's source, not a part.
func (p Parser) parseFirstMessage(in Inbound, c wireConversation, body []byte) (Inbound, error) {
	src := c.Source.get()
	if src == nil {
		return Inbound{}, missingField("data.item.source")
	}
	id := src.ID.optionalID()
	if id != "" {
		in.DedupeKey = "source:" + in.AppID + ":" + in.ConversationID + ":" + id
	} else {
		in.DedupeKey = p.fallbackKey(in, c, body)
	}
	if at, ok := c.CreatedAt.Int64(); ok && at > 0 {
		in.OccurredAt = unix(at)
	}
	if a := src.Author.get(); a != nil {
		in.AuthorType = strings.ToLower(a.Type.String())
		in.AuthorID = a.ID.optionalID()
	}
	if !isContact(in.AuthorType) {
		return in.ignore(IgnoreNotContact), nil
	}
	if in.ContactID == "" {
		in.ContactID = in.AuthorID
	}
	if atts := src.Attachments.get(); atts != nil {
		in.Attachments = len(*atts)
	}
	text := PlainText(src.Body.String())
	if text == "" && in.Attachments == 0 {
		return in.ignore(IgnoreEmpty), nil
	}
	return in.handle(engine.Event{Kind: engine.EventUserMessage, MessageID: id, Text: text}), nil
}

// userReply reads a contact's part: a message, or a quick-reply click.
func (p Parser) userReply(in Inbound, part *wirePart, partID, partType string) (Inbound, error) {
	if !isContact(in.AuthorType) {
		return in.ignore(IgnoreNotContact), nil
	}
	if in.ContactID == "" {
		in.ContactID = in.AuthorID
	}
	// A reply to a closed conversation reopens it: that part is "open" and
	// carries the message.
	switch partType {
	case "comment", "open", "":
	default:
		return in.ignore(IgnoreUnsupportedPart), nil
	}
	if atts := part.Attachments.get(); atts != nil {
		in.Attachments = len(*atts)
	}
	text := PlainText(part.Body.String())
	if md := part.Metadata.get(); md != nil {
		in.QuickReplyUUID = md.QuickReplyUUID.String()
		if in.QuickReplyUUID == "" {
			in.QuickReplyUUID = md.QuickReplyOptionUUID.String()
		}
		in.QuickReplyUUID = truncate(in.QuickReplyUUID, 64)
	}
	if in.QuickReplyUUID != "" {
		if meaning, ok := DecodeReplyUUID(in.QuickReplyUUID); ok {
			return in.handle(engine.Event{Kind: engine.EventQuickReply, MessageID: partID, Meaning: meaning, Text: text}), nil
		}
		// Not one of wakha's uuids: the label is what the shopper "said".
	}
	if text == "" && in.Attachments == 0 {
		return in.ignore(IgnoreEmpty), nil
	}
	return in.handle(engine.Event{Kind: engine.EventUserMessage, MessageID: partID, Text: text}), nil
}

// teammateReply classifies a part of admin.replied or operator.replied.
func (p Parser) teammateReply(in Inbound, part *wirePart, partID, partType string) (Inbound, error) {
	switch {
	case p.own(part):
		return in.ignore(IgnoreOwnMessage), nil
	case in.AuthorType == "bot":
		// Fin and workflows also post notices (expected reply time,
		// attribute collection) that answer nothing.
		if partType != "comment" && partType != "quick_reply" {
			return in.ignore(IgnoreOperatorNotice), nil
		}
		return in.handle(engine.Event{Kind: engine.EventHumanTookOver, MessageID: partID, Reason: TakeoverOperatorReplied}), nil
	case in.AuthorType == "admin" || in.AuthorType == "team":
		reason := TakeoverAdminReplied
		if p.BotAdminID != "" && in.AuthorID == p.BotAdminID {
			reason = TakeoverBotSeatReplied
		}
		return in.handle(engine.Event{Kind: engine.EventHumanTookOver, MessageID: partID, Reason: reason}), nil
	default:
		return in.ignore(IgnoreUnsupportedPart), nil
	}
}

// assignment classifies admin.assigned and admin.open.assigned. The part's
// assigned_to says what this assignment changed; without it the
// conversation's assignees stand in.
func (p Parser) assignment(in Inbound, c wireConversation, part *wirePart, partID string) (Inbound, error) {
	if p.own(part) {
		// wakha's own handoff to the team (author: the bot, through the API).
		return in.ignore(IgnoreOwnAction), nil
	}
	kind, id := "", ""
	if to := part.AssignedTo.get(); to != nil && to.ID.optionalID() != "" {
		kind, id = strings.ToLower(to.Type.String()), to.ID.optionalID()
		if kind == "" {
			kind = "admin"
		}
	} else if a := in.AdminAssigneeID; a != "" && a != "0" && a != p.BotAdminID {
		kind, id = "admin", a
	} else if t := in.TeamAssigneeID; t != "" && t != "0" {
		kind, id = "team", t
	} else if a != "" && a != "0" {
		kind, id = "admin", a
	}
	switch {
	case id == "" || id == "0":
		return in.ignore(IgnoreUnassigned), nil
	case kind == "team":
		return in.handle(engine.Event{Kind: engine.EventHumanTookOver, MessageID: partID, Reason: TakeoverAssignedTeam}), nil
	case p.BotAdminID != "" && id == p.BotAdminID:
		// A teammate gave the conversation back to the bot (spec 003:
		// NEEDS_HUMAN_INTERVENTION → ACTIVE); when the bot owns it
		// already the event changes nothing.
		return in.handle(engine.Event{Kind: engine.EventReturnedToBot, MessageID: partID}), nil
	default:
		return in.handle(engine.Event{Kind: engine.EventHumanTookOver, MessageID: partID, Reason: TakeoverAssignedAdmin}), nil
	}
}

// own reports whether the bot made this part through the API: its teammate
// is the author and app_package_code is set. The same teammate acting in
// the Inbox leaves app_package_code null and counts as a human.
func (p Parser) own(part *wirePart) bool {
	if p.BotAdminID == "" || part.AppPackageCode.String() == "" {
		return false
	}
	a := part.Author.get()
	return a != nil && strings.EqualFold(a.Type.String(), "admin") && a.ID.optionalID() == p.BotAdminID
}

func (p Parser) parseTour(in Inbound, n wireNotification) (Inbound, error) {
	in.AppID = n.AppID.optionalID()
	var item wireContentStat
	if n.Data != nil && len(bytes.TrimSpace(n.Data.Item)) > 0 {
		if err := decode(n.Data.Item, &item); err != nil {
			var fe *FieldError
			if errors.As(err, &fe) {
				fe.Field = "data.item." + fe.Field
			}
			return Inbound{}, err
		}
	}
	stat := item.ContentStat.get()
	if stat == nil {
		return Inbound{}, missingField("data.item.content_stat")
	}
	t := &TourStat{
		StatID:       stat.ID.optionalID(),
		StatType:     truncate(stat.StatType.String(), 64),
		ContentID:    stat.ContentID.optionalID(),
		ContentTitle: truncate(stat.ContentTitle.String(), 200),
		RulesetID:    stat.RulesetID.optionalID(),
	}
	if ct := item.Contact.get(); ct != nil {
		t.ContactID = ct.ID.optionalID()
		t.ContactExternalID = ct.ExternalID.optionalID()
		in.ContactID, in.ContactExternalID = t.ContactID, t.ContactExternalID
	}
	if t.StatID != "" {
		in.DedupeKey = "stat:" + in.AppID + ":" + t.StatID
	}
	in.Tour = t
	switch {
	case t.StatType == TourGoalSuccess:
		return in.ignore(IgnoreTourGoal), nil
	case !validTourStat(t.StatType):
		return in.ignore(IgnoreTourStatType), nil
	case t.ContactID == "":
		return in.ignore(IgnoreTourNoContact), nil
	}
	return in.ignore(IgnoreTourStat), nil
}

func validTourStat(statType string) bool {
	_, ok := TourStat{StatType: statType}.Event()
	return ok
}

// fillConversation copies the context fields of the conversation.
func (in *Inbound) fillConversation(c wireConversation) {
	in.State = strings.ToLower(truncate(c.State.String(), 20))
	in.SnoozedUntil = snoozedUntil(c)
	in.AdminAssigneeID = c.AdminAssigneeID.optionalID()
	in.TeamAssigneeID = c.TeamAssigneeID.optionalID()
	if cs := c.Contacts.get(); cs != nil && len(cs.Contacts) > 0 {
		in.ContactID = cs.Contacts[0].ID.optionalID()
		in.ContactExternalID = cs.Contacts[0].ExternalID.optionalID()
	}
	if at, ok := c.UpdatedAt.Int64(); ok && at > 0 && in.OccurredAt.IsZero() {
		in.OccurredAt = unix(at)
	}
}

// lastPart is the part that triggered the notification: usually the only
// one, else the newest (parts are listed oldest first).
func lastPart(c wireConversation) *wirePart {
	ps := c.Parts.get()
	if ps == nil || len(ps.Parts) == 0 {
		return nil
	}
	return &ps.Parts[len(ps.Parts)-1]
}

func snoozedUntil(c wireConversation) time.Time {
	if at, ok := c.SnoozedUntil.Int64(); ok && at > 0 {
		return unix(at)
	}
	return time.Time{}
}

// fallbackKey keys a conversation notification without a part id on what
// changed and when; a digest of the body stands in when updated_at is absent.
func (p Parser) fallbackKey(in Inbound, c wireConversation, body []byte) string {
	stamp := c.UpdatedAt.String()
	if stamp == "" || len(stamp) > 20 {
		sum := sha256.Sum256(body)
		stamp = "h" + hex.EncodeToString(sum[:8])
	}
	return "conv:" + in.AppID + ":" + in.ConversationID + ":" + in.Topic + ":" + stamp
}

func isContact(authorType string) bool {
	switch authorType {
	case "user", "lead", "contact", "visitor":
		return true
	}
	return false
}

func (in Inbound) ignore(r IgnoreReason) Inbound {
	in.Handle = false
	in.IgnoreReason = r
	in.EngineEvent = engine.Event{}
	return in
}

func (in Inbound) handle(ev engine.Event) Inbound {
	in.Handle = true
	in.IgnoreReason = ""
	in.EngineEvent = ev
	return in
}

func unix(sec int64) time.Time {
	if sec > 1<<40 { // milliseconds by mistake: still a sane time
		sec /= 1000
	}
	return time.Unix(sec, 0).UTC()
}

func quote(s string) string { return fmt.Sprintf("%q", truncate(s, 40)) }
