package chatwoot

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The wire types below decode only what Parse needs. Chatwoot's types vary
// between releases and between the top level and conversation.messages[]
// (message_type string vs int, created_at string vs int), so every field whose
// type is not stable is a scalar.

// scalar keeps a JSON string, number or boolean as text; null leaves it unset.
// Objects and arrays are remembered as "complex" so the caller can report the
// field instead of failing the whole decode.
type scalar struct {
	text     string
	set      bool
	isString bool
	complex  bool
}

func (v *scalar) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	*v = scalar{}
	if len(b) == 0 || bytes.Equal(b, []byte("null")) {
		return nil
	}
	switch b[0] {
	case '"':
		if s, ok := plainString(b); ok {
			*v = scalar{text: s, set: true, isString: true}
			return nil
		}
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		*v = scalar{text: s, set: true, isString: true}
	case '{', '[':
		*v = scalar{set: true, complex: true}
	default:
		*v = scalar{text: string(b), set: true}
	}
	return nil
}

// plainString is the text of a JSON string literal b that has no escapes,
// no control characters and only valid UTF-8: what json.Unmarshal would
// make of it, without a second pass over it.
func plainString(b []byte) (string, bool) {
	if len(b) < 2 || b[len(b)-1] != '"' {
		return "", false
	}
	inner := b[1 : len(b)-1]
	for _, c := range inner {
		if c == '\\' || c == '"' || c < 0x20 {
			return "", false
		}
	}
	if !utf8.Valid(inner) {
		return "", false
	}
	return string(inner), true
}

// String is the text of a string, number or boolean; "" otherwise.
func (v scalar) String() string {
	if v.complex {
		return ""
	}
	return v.text
}

// Bool reads true, "true", 1 and "1" as true.
func (v scalar) Bool() bool {
	switch strings.ToLower(strings.TrimSpace(v.String())) {
	case "true", "1":
		return true
	}
	return false
}

// id returns v as a canonical positive integer, or a FieldError naming field.
func (v scalar) id(field string) (string, error) {
	if !v.set {
		return "", missingField(field)
	}
	if v.complex {
		return "", badField(field, "must be an integer, got an object or array")
	}
	s := strings.TrimSpace(v.text)
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n <= 0 {
		return "", badField(field, "must be a positive integer, got "+strconv.Quote(truncate(s, 40)))
	}
	return strconv.FormatInt(n, 10), nil
}

// opt decodes a nested value leniently: when the JSON does not fit T (a
// shape wakha does not depend on changed), the field counts as absent instead
// of failing the whole payload, which Chatwoot would treat as a failed
// delivery and hand the conversation to humans.
type opt[T any] struct{ v *T }

func (o *opt[T]) UnmarshalJSON(b []byte) error {
	o.v = nil
	if bytes.Equal(bytes.TrimSpace(b), []byte("null")) {
		return nil
	}
	var v T
	if json.Unmarshal(b, &v) == nil {
		o.v = &v
	}
	return nil
}

// get returns the decoded value, nil when absent, null or unreadable.
func (o opt[T]) get() *T { return o.v }

type wireRef struct {
	ID scalar `json:"id"`
}

type wireSender struct {
	ID   scalar `json:"id"`
	Type scalar `json:"type"`
	// CustomAttributes of a contact sender: the storefront script's visitor
	// id (wakha.VisitorAttribute) among them.
	CustomAttributes opt[map[string]scalar] `json:"custom_attributes"`
}

// wireMeta is conversation.meta: its sender is the contact.
type wireMeta struct {
	Sender opt[wireSender] `json:"sender"`
}

type wireContactInbox struct {
	ID       scalar `json:"id"`
	SourceID scalar `json:"source_id"`
}

// wireConvMessage is an item of conversation.messages[]; only its account id
// is read (the fallback when a pre-4.14.2 payload has no account object).
type wireConvMessage struct {
	AccountID scalar `json:"account_id"`
}

type wireAdditional struct {
	BrowserLanguage scalar `json:"browser_language"`
}

// wireConversation is Conversations::EventDataPresenter#webhook_data: the
// conversation inside message events, the whole payload of conversation
// events, and current_conversation of webwidget_triggered.
type wireConversation struct {
	ID                   scalar                 `json:"id"`
	Status               scalar                 `json:"status"`
	Account              opt[wireRef]           `json:"account"`
	ContactInbox         opt[wireContactInbox]  `json:"contact_inbox"`
	Messages             opt[[]wireConvMessage] `json:"messages"`
	UpdatedAt            scalar                 `json:"updated_at"`
	AdditionalAttributes opt[wireAdditional]    `json:"additional_attributes"`
	ChangedAttributes    json.RawMessage        `json:"changed_attributes"`
	Meta                 opt[wireMeta]          `json:"meta"`
}

// wireMessage is Message#webhook_data plus "event".
type wireMessage struct {
	ID                scalar                 `json:"id"`
	Content           scalar                 `json:"content"`
	ContentType       scalar                 `json:"content_type"`
	ContentAttributes json.RawMessage        `json:"content_attributes"`
	MessageType       scalar                 `json:"message_type"`
	Private           scalar                 `json:"private"`
	Sender            opt[wireSender]        `json:"sender"`
	Account           opt[wireRef]           `json:"account"`
	Conversation      *wireConversation      `json:"conversation"`
	Attachments       opt[[]json.RawMessage] `json:"attachments"`
}

type wireSubmitted struct {
	Title scalar `json:"title"`
	Value scalar `json:"value"`
	Name  scalar `json:"name"`
}

type wireContentAttributes struct {
	SubmittedValues []wireSubmitted `json:"submitted_values"`
}

type wireEventInfo struct {
	InitiatedAt opt[struct {
		Timestamp scalar `json:"timestamp"`
	}] `json:"initiated_at"`
	WidgetLanguage  scalar `json:"widget_language"`
	BrowserLanguage scalar `json:"browser_language"`
}

// wirePayload is every top-level field of the three shapes below (message,
// conversation, widget) and "event", so that one decode serves whichever
// event the body turns out to be. Where two shapes share a name they share
// its type, so a body that decodes as its own shape decodes as this too,
// unless a field of another shape holds what that shape cannot read.
type wirePayload struct {
	Event   scalar       `json:"event"`
	ID      scalar       `json:"id"`
	Account opt[wireRef] `json:"account"`
	// wireMessage's
	Content           scalar                 `json:"content"`
	ContentType       scalar                 `json:"content_type"`
	ContentAttributes json.RawMessage        `json:"content_attributes"`
	MessageType       scalar                 `json:"message_type"`
	Private           scalar                 `json:"private"`
	Sender            opt[wireSender]        `json:"sender"`
	Conversation      *wireConversation      `json:"conversation"`
	Attachments       opt[[]json.RawMessage] `json:"attachments"`
	// wireConversation's
	Status               scalar                 `json:"status"`
	ContactInbox         opt[wireContactInbox]  `json:"contact_inbox"`
	Messages             opt[[]wireConvMessage] `json:"messages"`
	UpdatedAt            scalar                 `json:"updated_at"`
	AdditionalAttributes opt[wireAdditional]    `json:"additional_attributes"`
	ChangedAttributes    json.RawMessage        `json:"changed_attributes"`
	Meta                 opt[wireMeta]          `json:"meta"`
	// wireWidget's
	SourceID            scalar             `json:"source_id"`
	CurrentConversation *wireConversation  `json:"current_conversation"`
	Contact             opt[wireSender]    `json:"contact"`
	EventInfo           opt[wireEventInfo] `json:"event_info"`
}

func (p *wirePayload) message() wireMessage {
	return wireMessage{ID: p.ID, Content: p.Content, ContentType: p.ContentType, ContentAttributes: p.ContentAttributes,
		MessageType: p.MessageType, Private: p.Private, Sender: p.Sender, Account: p.Account,
		Conversation: p.Conversation, Attachments: p.Attachments}
}

func (p *wirePayload) conversation() wireConversation {
	return wireConversation{ID: p.ID, Status: p.Status, Account: p.Account, ContactInbox: p.ContactInbox,
		Messages: p.Messages, UpdatedAt: p.UpdatedAt, AdditionalAttributes: p.AdditionalAttributes,
		ChangedAttributes: p.ChangedAttributes, Meta: p.Meta}
}

func (p *wirePayload) widget() wireWidget {
	return wireWidget{ID: p.ID, SourceID: p.SourceID, Account: p.Account, CurrentConversation: p.CurrentConversation,
		Contact: p.Contact, EventInfo: p.EventInfo}
}

// wireWidget is ContactInbox#webhook_data plus "event" and "event_info".
type wireWidget struct {
	ID                  scalar             `json:"id"`
	SourceID            scalar             `json:"source_id"`
	Account             opt[wireRef]       `json:"account"`
	CurrentConversation *wireConversation  `json:"current_conversation"`
	Contact             opt[wireSender]    `json:"contact"`
	EventInfo           opt[wireEventInfo] `json:"event_info"`
}

// change is one entry of changed_attributes.
type change struct {
	Previous scalar `json:"previous_value"`
	Current  scalar `json:"current_value"`
}

// decodeChanges reads changed_attributes, documented as an array of
// single-key objects ([{"status":{...}}, ...]); a plain object is accepted too.
// Unreadable input yields no changes (the field is advisory).
func decodeChanges(raw json.RawMessage) map[string]change {
	out := map[string]change{}
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return out
	}
	var list []map[string]change
	if err := json.Unmarshal(raw, &list); err == nil {
		for _, m := range list {
			for k, c := range m {
				out[k] = c
			}
		}
		return out
	}
	var one map[string]change
	if err := json.Unmarshal(raw, &one); err == nil {
		for k, c := range one {
			out[k] = c
		}
	}
	return out
}

// decodeContentAttributes accepts an object or a JSON-encoded string of one.
func decodeContentAttributes(raw json.RawMessage) wireContentAttributes {
	var out wireContentAttributes
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return out
	}
	if raw[0] == '"' {
		var s string
		if json.Unmarshal(raw, &s) != nil {
			return out
		}
		raw = []byte(s)
	}
	_ = json.Unmarshal(raw, &out) // advisory: a shape we cannot read has no submissions
	return out
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && !utf8RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

func utf8RuneStart(b byte) bool { return b&0xC0 != 0x80 }
