package chatwoot

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"regexp"
	"strconv"
	"strings"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
)

// Chatwoot event names the Agent Bot listener sends.
const (
	EventMessageCreated      = "message_created"
	EventMessageUpdated      = "message_updated"
	EventConversationOpened  = "conversation_opened"
	EventConversationResolve = "conversation_resolved"
	EventStatusChanged       = "conversation_status_changed"
	EventConversationUpdated = "conversation_updated"
	EventWebwidgetTriggered  = "webwidget_triggered"
)

// Conversation statuses.
const (
	StatusOpen     = "open"
	StatusPending  = "pending"
	StatusResolved = "resolved"
	StatusSnoozed  = "snoozed"
)

// Reasons given with engine.EventHumanTookOver.
const (
	TakeoverOpened       = "opened"
	TakeoverAssigned     = "assigned"
	TakeoverAgentReplied = "agent_replied"
)

// IgnoreReason says why an event is acknowledged and dropped. The values are a
// small fixed set, fit for a metrics label.
type IgnoreReason string

const (
	IgnoreOwnMessage        IgnoreReason = "own_message"    // the bot's own outgoing message
	IgnoreBotMessage        IgnoreReason = "bot_message"    // another bot's (e.g. Captain) message
	IgnoreAgentMessage      IgnoreReason = "agent_message"  // a human agent's reply on a non-pending conversation
	IgnoreSystemMessage     IgnoreReason = "system_message" // outgoing message without a known sender (automation, API)
	IgnorePrivateNote       IgnoreReason = "private_note"   // private note, whoever wrote it
	IgnoreTemplate          IgnoreReason = "template"       // greeting, email collect, CSAT
	IgnoreActivity          IgnoreReason = "activity"       // activity messages (normally never sent)
	IgnoreUnknownType       IgnoreReason = "unknown_message_type"
	IgnoreNotPending        IgnoreReason = "not_pending"        // the conversation is not the bot's (open, resolved, snoozed)
	IgnoreReadReceipt       IgnoreReason = "read_receipt"       // message_updated on a choice message without submitted values
	IgnoreUnsupportedUpdate IgnoreReason = "unsupported_update" // message_updated on anything but input_select/form
	IgnoreEmpty             IgnoreReason = "empty"              // no text, no attachment, or an empty choice
	IgnoreUnsupportedEvent  IgnoreReason = "unsupported_event"  // an event name wakha does not know
	IgnoreNoConversation    IgnoreReason = "no_conversation"    // webwidget_triggered before the visitor has a conversation
	// IgnoreReactivated is no longer used: pending again is
	// engine.EventReturnedToBot. Kept so stored ignore reasons still read.
	IgnoreReactivated      IgnoreReason = "reactivated"
	IgnoreSnoozed          IgnoreReason = "snoozed"           // status changed to snoozed
	IgnoreIrrelevantChange IgnoreReason = "irrelevant_change" // conversation_updated not about an assignee
	IgnoreUnknownStatus    IgnoreReason = "unknown_status"    // a status value wakha does not know
)

// Inbound is one webhook, decoded and classified.
type Inbound struct {
	// Event is Chatwoot's event name ("message_created", …).
	Event string `json:"event"`
	// Handle is false when the event must be acknowledged (2xx) and dropped;
	// IgnoreReason then says why.
	Handle       bool         `json:"handle"`
	IgnoreReason IgnoreReason `json:"ignore_reason,omitempty"`
	// AccountID is the payload's account id; "" when the payload has none
	// (conversation events before 4.14.2): use CHATWOOT_ACCOUNT_ID then.
	AccountID string `json:"account_id,omitempty"`
	// ConversationID is the conversation's display id (what API routes use).
	ConversationID string `json:"conversation_id,omitempty"`
	// ConversationStatus is open, pending, resolved or snoozed as sent.
	ConversationStatus string `json:"conversation_status,omitempty"`
	// ContactSourceID is the widget visitor's id (contact_inbox.source_id).
	ContactSourceID string `json:"contact_source_id,omitempty"`
	// VisitorID is the storefront visitor id the contact carries as the
	// custom attribute wakha.VisitorAttribute (set by /widget.js); "" when
	// absent or not shaped like one.
	VisitorID string `json:"visitor_id,omitempty"`
	// DedupeKey identifies the fact the event reports; two deliveries with the
	// same key must be handled once (see the package README).
	DedupeKey string `json:"dedupe_key,omitempty"`
	// EngineEvent is the platform-neutral event; its Kind is "" when !Handle.
	EngineEvent engine.Event `json:"engine_event"`
	// Attachments counts the files of an incoming message (its text may be empty).
	Attachments int `json:"attachments,omitempty"`
	// BrowserLanguage is the visitor's browser language when the payload
	// carries it (a hint for the greeting), e.g. "fr"; webwidget_triggered
	// falls back to the widget's configured locale when the browser sent none.
	BrowserLanguage string `json:"browser_language,omitempty"`
}

// ErrInvalidPayload is wrapped by every error Parse returns: the body is not
// JSON, or a field wakha needs is missing or of the wrong type.
var ErrInvalidPayload = errors.New("chatwoot: invalid webhook payload")

// FieldError names the field of a payload that is missing or unusable.
type FieldError struct {
	Field  string // JSON path, e.g. "conversation.id"
	Reason string
}

func (e *FieldError) Error() string {
	return fmt.Sprintf("%v: field %s: %s", ErrInvalidPayload, e.Field, e.Reason)
}

// Unwrap makes errors.Is(err, ErrInvalidPayload) true.
func (e *FieldError) Unwrap() error { return ErrInvalidPayload }

func missingField(field string) error { return &FieldError{Field: field, Reason: "missing"} }

func badField(field, reason string) error { return &FieldError{Field: field, Reason: reason} }

// Parse decodes one Agent Bot webhook body. It returns an error wrapping
// ErrInvalidPayload (a *FieldError when a field is at fault) for malformed
// JSON or a missing event, message id or conversation id; events wakha does
// not act on come back with Handle false and a reason, never as errors.
//
// The body is decoded once, into the fields of every event's shape; a body
// that does not decode so (a type wakha cannot read in a field the event
// may not even have) is decoded again, the event first and then its own
// shape, so the error names the field at fault for that event, or there is
// none.
//
// The one decode tries the wire types' strict twins first (wire_strict.go),
// which read a well-formed body in one pass.
func Parse(body []byte) (Inbound, error) {
	var p wirePayload
	if !decodeStrict(body, &p) && decode(body, &p) != nil {
		return parseEach(body)
	}
	return parsePayload(body, &p)
}

// parseLenient is Parse without the strict twins (what Parse did before
// them; tests compare the two).
func parseLenient(body []byte) (Inbound, error) {
	var p wirePayload
	if decode(body, &p) != nil {
		return parseEach(body)
	}
	return parsePayload(body, &p)
}

// parsePayload is Parse of a body decoded into p.
func parsePayload(body []byte, p *wirePayload) (Inbound, error) {
	event, err := eventName(p.Event)
	if err != nil {
		return Inbound{}, err
	}
	switch event {
	case EventMessageCreated, EventMessageUpdated:
		return parseMessage(event, p.message())
	case EventConversationOpened, EventConversationResolve, EventStatusChanged, EventConversationUpdated:
		return parseConversation(event, p.conversation(), body)
	case EventWebwidgetTriggered:
		return parseWidget(event, p.widget(), body)
	default:
		return Inbound{Event: event, IgnoreReason: IgnoreUnsupportedEvent}, nil
	}
}

// parseEach is Parse decoding the event first, then the event's own shape.
func parseEach(body []byte) (Inbound, error) {
	var head struct {
		Event scalar `json:"event"`
	}
	if err := decode(body, &head); err != nil {
		return Inbound{}, err
	}
	event, err := eventName(head.Event)
	if err != nil {
		return Inbound{}, err
	}
	switch event {
	case EventMessageCreated, EventMessageUpdated:
		var m wireMessage
		if err := decode(body, &m); err != nil {
			return Inbound{}, err
		}
		return parseMessage(event, m)
	case EventConversationOpened, EventConversationResolve, EventStatusChanged, EventConversationUpdated:
		var c wireConversation
		if err := decode(body, &c); err != nil {
			return Inbound{}, err
		}
		return parseConversation(event, c, body)
	case EventWebwidgetTriggered:
		var w wireWidget
		if err := decode(body, &w); err != nil {
			return Inbound{}, err
		}
		return parseWidget(event, w, body)
	default:
		return Inbound{Event: event, IgnoreReason: IgnoreUnsupportedEvent}, nil
	}
}

// eventName is the payload's "event", which must be a non-empty string.
func eventName(v scalar) (string, error) {
	if !v.set || text(v) == "" {
		return "", missingField("event")
	}
	if !v.isString {
		return "", badField("event", "must be a string")
	}
	return text(v), nil
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
			return badField(te.Field, "must be "+jsonKind(te.Type.Kind().String())+", got "+te.Value)
		}
		return fmt.Errorf("%w: %w", ErrInvalidPayload, err)
	}
	return nil
}

func jsonKind(goKind string) string {
	switch goKind {
	case "struct", "map":
		return "an object"
	case "slice", "array":
		return "an array"
	case "string":
		return "a string"
	default:
		return "a " + goKind
	}
}

func parseMessage(event string, m wireMessage) (Inbound, error) {
	in := Inbound{Event: event}
	msgID, err := m.ID.id("id")
	if err != nil {
		return Inbound{}, err
	}
	if m.Conversation == nil {
		return Inbound{}, missingField("conversation.id")
	}
	c := m.Conversation
	if in.ConversationID, err = c.ID.id("conversation.id"); err != nil {
		return Inbound{}, err
	}
	if in.AccountID, err = accountID(m.Account.get(), c); err != nil {
		return Inbound{}, err
	}
	in.ConversationStatus = text(c.Status)
	in.ContactSourceID = contactSourceID(c)
	in.BrowserLanguage = browserLanguage(c)
	in.VisitorID = visitorID(m.Sender.get(), c)
	in.DedupeKey = "msg:" + msgID
	if a := m.Attachments.get(); a != nil {
		in.Attachments = len(*a)
	}

	mtype := messageType(m.MessageType)
	senderType := ""
	if sender := m.Sender.get(); sender != nil {
		senderType = strings.TrimSpace(sender.Type.String())
	}
	pending := in.ConversationStatus == StatusPending

	if m.Private.Bool() {
		return in.ignore(IgnorePrivateNote), nil
	}
	if event == EventMessageUpdated {
		return parseUpdate(in, m, msgID, mtype, pending)
	}

	switch mtype {
	case "template":
		return in.ignore(IgnoreTemplate), nil
	case "activity":
		return in.ignore(IgnoreActivity), nil
	case "outgoing":
		switch senderType {
		case "agent_bot":
			return in.ignore(IgnoreOwnMessage), nil
		case "captain_assistant":
			return in.ignore(IgnoreBotMessage), nil
		case "user":
			if !pending {
				return in.ignore(IgnoreAgentMessage), nil
			}
			in.Handle = true
			in.EngineEvent = engine.Event{Kind: engine.EventHumanTookOver, MessageID: msgID, Reason: TakeoverAgentReplied}
			return in, nil
		default:
			return in.ignore(IgnoreSystemMessage), nil
		}
	case "incoming":
		if !pending {
			return in.ignore(IgnoreNotPending), nil
		}
		text := plainContent(m.Content.String())
		if text == "" && in.Attachments == 0 {
			return in.ignore(IgnoreEmpty), nil
		}
		// An attachment without text is handed over with empty text: the
		// engine asks the shopper what they are looking for.
		in.Handle = true
		in.EngineEvent = engine.Event{Kind: engine.EventUserMessage, MessageID: msgID, Text: text}
		return in, nil
	default:
		return in.ignore(IgnoreUnknownType), nil
	}
}

// parseUpdate classifies message_updated: only a submission on one of the
// bot's choice messages (input_select, form) is a quick reply.
func parseUpdate(in Inbound, m wireMessage, msgID, mtype string, pending bool) (Inbound, error) {
	ct := strings.TrimSpace(m.ContentType.String())
	if ct != "input_select" && ct != "form" {
		return in.ignore(IgnoreUnsupportedUpdate), nil
	}
	attrs := decodeContentAttributes(m.ContentAttributes)
	if len(attrs.SubmittedValues) == 0 {
		return in.ignore(IgnoreReadReceipt), nil
	}
	if mtype != "outgoing" {
		// A choice message the bot did not send (an incoming form?) is no quick reply.
		return in.ignore(IgnoreUnsupportedUpdate), nil
	}
	value := strings.TrimSpace(dropNUL(attrs.SubmittedValues[0].Value.String()))
	in.DedupeKey = "qr:" + msgID + ":" + keyPart(value)
	if !pending {
		return in.ignore(IgnoreNotPending), nil
	}
	if value == "" {
		return in.ignore(IgnoreEmpty), nil
	}
	in.Handle = true
	in.EngineEvent = engine.Event{Kind: engine.EventQuickReply, MessageID: msgID, Meaning: value}
	return in, nil
}

func parseConversation(event string, c wireConversation, body []byte) (Inbound, error) {
	in := Inbound{Event: event}
	var err error
	if in.ConversationID, err = c.ID.id("id"); err != nil {
		return Inbound{}, err
	}
	if in.AccountID, err = accountID(nil, &c); err != nil {
		return Inbound{}, err
	}
	in.ConversationStatus = text(c.Status)
	in.ContactSourceID = contactSourceID(&c)
	in.BrowserLanguage = browserLanguage(&c)
	in.VisitorID = visitorID(nil, &c)

	var ev engine.Event
	switch event {
	case EventConversationResolve:
		ev = engine.Event{Kind: engine.EventHumanResolved}
	case EventConversationOpened:
		ev = engine.Event{Kind: engine.EventHumanTookOver, Reason: TakeoverOpened}
	case EventStatusChanged:
		switch in.ConversationStatus {
		case StatusResolved:
			ev = engine.Event{Kind: engine.EventHumanResolved}
		case StatusOpen:
			ev = engine.Event{Kind: engine.EventHumanTookOver, Reason: TakeoverOpened}
		case StatusPending:
			// Back to pending: the agents gave the conversation back to the
			// bot (spec 003: NEEDS_HUMAN_INTERVENTION → ACTIVE). A visitor
			// reopening a resolved one makes it pending too; then the bot
			// owns it already and the event changes nothing.
			ev = engine.Event{Kind: engine.EventReturnedToBot}
		case StatusSnoozed:
			in.DedupeKey = conversationKey(in, event, c, body)
			return in.ignore(IgnoreSnoozed), nil
		default:
			in.DedupeKey = conversationKey(in, event, c, body)
			return in.ignore(IgnoreUnknownStatus), nil
		}
	case EventConversationUpdated:
		if !humanAssigned(decodeChanges(c.ChangedAttributes)) {
			in.DedupeKey = conversationKey(in, event, c, body)
			return in.ignore(IgnoreIrrelevantChange), nil
		}
		if in.ConversationStatus == StatusResolved {
			// Assigning a resolved conversation does not take it from the bot:
			// the next visitor message makes it pending again.
			in.DedupeKey = conversationKey(in, event, c, body)
			return in.ignore(IgnoreNotPending), nil
		}
		ev = engine.Event{Kind: engine.EventHumanTookOver, Reason: TakeoverAssigned}
	}
	in.Handle = true
	in.EngineEvent = ev
	// One status change fires status_changed + opened/resolved + updated with
	// the same conversation state: keying on the engine event (not the
	// Chatwoot event name) makes them one fact.
	in.DedupeKey = conversationKey(in, string(ev.Kind), c, body)
	return in, nil
}

// humanAssigned reports whether changed_attributes show a human assignee set
// or the bot's assignment removed.
func humanAssigned(changes map[string]change) bool {
	if c, ok := changes["assignee_id"]; ok && c.Current.set && c.Current.String() != "" {
		return true
	}
	if c, ok := changes["assignee_agent_bot_id"]; ok && c.Previous.set && !c.Current.set {
		return true
	}
	return false
}

// conversationKey is "conv:<id>:<what>:<status>:<updated_at>"; when the
// payload has no updated_at, a digest of the body stands in.
func conversationKey(in Inbound, what string, c wireConversation, body []byte) string {
	stamp := text(c.UpdatedAt)
	if stamp == "" {
		stamp = bodyDigest(body)
	}
	return "conv:" + in.ConversationID + ":" + what + ":" + in.ConversationStatus + ":" + stamp
}

func bodyDigest(body []byte) string {
	sum := sha256.Sum256(body)
	return "h" + hex.EncodeToString(sum[:8])
}

func parseWidget(event string, w wireWidget, body []byte) (Inbound, error) {
	in := Inbound{Event: event}
	contactInboxID, err := w.ID.id("id")
	if err != nil {
		return Inbound{}, err
	}
	if in.AccountID, err = accountID(w.Account.get(), w.CurrentConversation); err != nil {
		return Inbound{}, err
	}
	in.ContactSourceID = text(w.SourceID)
	in.VisitorID = visitorID(w.Contact.get(), w.CurrentConversation)
	stamp := ""
	if info := w.EventInfo.get(); info != nil {
		if at := info.InitiatedAt.get(); at != nil {
			stamp = text(at.Timestamp)
		}
		// widget_language is the locale the site set for the widget, the
		// same for every visitor; browser_language is the shopper's own.
		in.BrowserLanguage = text(info.BrowserLanguage)
		if in.BrowserLanguage == "" {
			in.BrowserLanguage = text(info.WidgetLanguage)
		}
	}
	if stamp == "" {
		stamp = bodyDigest(body)
	}
	in.DedupeKey = "widget:" + contactInboxID + ":" + stamp

	c := w.CurrentConversation
	if c == nil {
		return in.ignore(IgnoreNoConversation), nil
	}
	if in.ConversationID, err = c.ID.id("current_conversation.id"); err != nil {
		return Inbound{}, err
	}
	in.ConversationStatus = text(c.Status)
	if in.ContactSourceID == "" {
		in.ContactSourceID = contactSourceID(c)
	}
	if in.ConversationStatus != StatusPending {
		return in.ignore(IgnoreNotPending), nil
	}
	in.Handle = true
	in.EngineEvent = engine.Event{Kind: engine.EventWidgetOpened}
	return in, nil
}

func (in Inbound) ignore(r IgnoreReason) Inbound {
	in.Handle = false
	in.IgnoreReason = r
	in.EngineEvent = engine.Event{}
	return in
}

// accountID takes the top-level account, then conversation.account (4.14.2+),
// then conversation.messages[0].account_id; "" when none is present.
func accountID(top *wireRef, c *wireConversation) (string, error) {
	if top != nil && top.ID.set {
		return top.ID.id("account.id")
	}
	if c == nil {
		return "", nil
	}
	if a := c.Account.get(); a != nil && a.ID.set {
		return a.ID.id("conversation.account.id")
	}
	if msgs := c.Messages.get(); msgs != nil {
		// Last resort, and only a hint: an unreadable value is skipped.
		for _, m := range *msgs {
			if id, err := m.AccountID.id("conversation.messages[].account_id"); err == nil {
				return id, nil
			}
		}
	}
	return "", nil
}

func contactSourceID(c *wireConversation) string {
	if c == nil || c.ContactInbox.get() == nil {
		return ""
	}
	return text(c.ContactInbox.get().SourceID)
}

// visitorID reads the storefront visitor id from the contact's custom
// attributes: the message's sender when it is the contact, else the
// conversation's meta.sender. A value not shaped like the script's ids is
// ignored (a contact attribute is writable from the browser).
func visitorID(sender *wireSender, c *wireConversation) string {
	read := func(s *wireSender) string {
		if s == nil || s.CustomAttributes.get() == nil {
			return ""
		}
		if v := text((*s.CustomAttributes.get())[wakha.VisitorAttribute]); wakha.ValidVisitorID(v) {
			return v
		}
		return ""
	}
	if sender != nil && !strings.EqualFold(text(sender.Type), "user") && !strings.Contains(strings.ToLower(text(sender.Type)), "bot") {
		if v := read(sender); v != "" {
			return v
		}
	}
	if c != nil && c.Meta.get() != nil {
		return read(c.Meta.get().Sender.get())
	}
	return ""
}

func browserLanguage(c *wireConversation) string {
	if c == nil || c.AdditionalAttributes.get() == nil {
		return ""
	}
	return text(c.AdditionalAttributes.get().BrowserLanguage)
}

// messageType normalizes the string form ("incoming") and the integer form of
// conversation.messages[] (0 incoming, 1 outgoing, 2 activity, 3 template).
func messageType(v scalar) string {
	s := strings.ToLower(strings.TrimSpace(v.String()))
	if n, err := strconv.Atoi(s); err == nil && !v.isString {
		switch n {
		case 0:
			return "incoming"
		case 1:
			return "outgoing"
		case 2:
			return "activity"
		case 3:
			return "template"
		}
		return ""
	}
	return s
}

// htmlTag matches the tags Chatwoot's channel renderer produced in webhook
// content before 4.12.1 (chatwoot PR #13896), e.g. "<p><strong>x</strong></p>".
var htmlTag = regexp.MustCompile(`(?i)</?(p|br|strong|b|em|i|u|s|del|a|ul|ol|li|code|pre|blockquote|h[1-6]|span|div|hr)(\s[^<>]*)?/?>`)

var blockBreak = regexp.MustCompile(`(?i)<br\s*/?>|</p>\s*<p[^>]*>|</li>|</h[1-6]>|</blockquote>|</pre>`)

// plainContent returns the shopper's text: raw since 4.12.1, rendered HTML
// before, which is turned back into plain text.
func plainContent(s string) string {
	s = strings.TrimSpace(dropNUL(s))
	if !htmlTag.MatchString(s) {
		return s
	}
	s = blockBreak.ReplaceAllString(s, "\n")
	s = htmlTag.ReplaceAllString(s, "")
	return strings.TrimSpace(html.UnescapeString(s))
}

// dropNUL removes NUL characters, which no Postgres text or jsonb value can
// hold: a shopper (or a widget page) could otherwise make a webhook fail.
func dropNUL(s string) string { return strings.ReplaceAll(s, "\x00", "") }

// text is a scalar as wakha keeps it: trimmed and without NUL, because every
// string Parse returns may end up in a stored key or column.
func text(v scalar) string { return strings.TrimSpace(dropNUL(v.String())) }

// keyPart keeps a dedupe key readable for short values and bounded for long
// ones: the submitted value comes from the browser and keys are indexed.
func keyPart(v string) string {
	if len(v) <= 64 {
		return v
	}
	sum := sha256.Sum256([]byte(v))
	return "sha256:" + hex.EncodeToString(sum[:16])
}
