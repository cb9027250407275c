package chatwoot

import "encoding/json"

// The strict twins of the wire types: the same fields, with a plain
// pointer where the wire types have opt. Decoding into opt is lenient but
// costly: encoding/json hands each opt its bytes after skipping over them,
// and opt decodes them again from the start, validation included, at
// every level of nesting (conversation.meta.sender.custom_attributes is
// read four times, conversation.messages — a copy of the message — three).
// A body that decodes into the strict twins decodes into the wire types to
// the same values (every opt would have read its bytes without error,
// which is what the pointer did), so Parse tries them first and falls back
// to the lenient decode only when they fail. One difference: an object
// key repeated at one level, which Chatwoot's JSON never has, is merged
// into the first value by a pointer and replaces it in an opt.

type strictSender struct {
	ID               scalar             `json:"id"`
	Type             scalar             `json:"type"`
	CustomAttributes *map[string]scalar `json:"custom_attributes"`
}

type strictMeta struct {
	Sender *strictSender `json:"sender"`
}

type strictConversation struct {
	ID                   scalar             `json:"id"`
	Status               scalar             `json:"status"`
	Account              *wireRef           `json:"account"`
	ContactInbox         *wireContactInbox  `json:"contact_inbox"`
	Messages             *[]wireConvMessage `json:"messages"`
	UpdatedAt            scalar             `json:"updated_at"`
	AdditionalAttributes *wireAdditional    `json:"additional_attributes"`
	ChangedAttributes    json.RawMessage    `json:"changed_attributes"`
	Meta                 *strictMeta        `json:"meta"`
}

type strictEventInfo struct {
	InitiatedAt *struct {
		Timestamp scalar `json:"timestamp"`
	} `json:"initiated_at"`
	WidgetLanguage  scalar `json:"widget_language"`
	BrowserLanguage scalar `json:"browser_language"`
}

// strictPayload is wirePayload's strict twin.
type strictPayload struct {
	Event                scalar              `json:"event"`
	ID                   scalar              `json:"id"`
	Account              *wireRef            `json:"account"`
	Content              scalar              `json:"content"`
	ContentType          scalar              `json:"content_type"`
	ContentAttributes    json.RawMessage     `json:"content_attributes"`
	MessageType          scalar              `json:"message_type"`
	Private              scalar              `json:"private"`
	Sender               *strictSender       `json:"sender"`
	Conversation         *strictConversation `json:"conversation"`
	Attachments          *[]json.RawMessage  `json:"attachments"`
	Status               scalar              `json:"status"`
	ContactInbox         *wireContactInbox   `json:"contact_inbox"`
	Messages             *[]wireConvMessage  `json:"messages"`
	UpdatedAt            scalar              `json:"updated_at"`
	AdditionalAttributes *wireAdditional     `json:"additional_attributes"`
	ChangedAttributes    json.RawMessage     `json:"changed_attributes"`
	Meta                 *strictMeta         `json:"meta"`
	SourceID             scalar              `json:"source_id"`
	CurrentConversation  *strictConversation `json:"current_conversation"`
	Contact              *strictSender       `json:"contact"`
	EventInfo            *strictEventInfo    `json:"event_info"`
}

// decodeStrict decodes body into p through the strict twins; false (p
// untouched) when they cannot read it.
func decodeStrict(body []byte, p *wirePayload) bool {
	var s strictPayload
	if decode(body, &s) != nil {
		return false
	}
	*p = wirePayload{
		Event: s.Event, ID: s.ID, Account: opt[wireRef]{s.Account},
		Content: s.Content, ContentType: s.ContentType, ContentAttributes: s.ContentAttributes,
		MessageType: s.MessageType, Private: s.Private, Sender: s.Sender.wire(),
		Conversation: s.Conversation.wire(), Attachments: opt[[]json.RawMessage]{s.Attachments},
		Status: s.Status, ContactInbox: opt[wireContactInbox]{s.ContactInbox}, Messages: opt[[]wireConvMessage]{s.Messages},
		UpdatedAt: s.UpdatedAt, AdditionalAttributes: opt[wireAdditional]{s.AdditionalAttributes},
		ChangedAttributes: s.ChangedAttributes, Meta: s.Meta.wire(),
		SourceID: s.SourceID, CurrentConversation: s.CurrentConversation.wire(), Contact: s.Contact.wire(),
		EventInfo: s.EventInfo.wire(),
	}
	return true
}

func (s *strictSender) wire() opt[wireSender] {
	if s == nil {
		return opt[wireSender]{}
	}
	return opt[wireSender]{&wireSender{ID: s.ID, Type: s.Type, CustomAttributes: opt[map[string]scalar]{s.CustomAttributes}}}
}

func (m *strictMeta) wire() opt[wireMeta] {
	if m == nil {
		return opt[wireMeta]{}
	}
	return opt[wireMeta]{&wireMeta{Sender: m.Sender.wire()}}
}

func (c *strictConversation) wire() *wireConversation {
	if c == nil {
		return nil
	}
	return &wireConversation{
		ID: c.ID, Status: c.Status, Account: opt[wireRef]{c.Account}, ContactInbox: opt[wireContactInbox]{c.ContactInbox},
		Messages: opt[[]wireConvMessage]{c.Messages}, UpdatedAt: c.UpdatedAt,
		AdditionalAttributes: opt[wireAdditional]{c.AdditionalAttributes}, ChangedAttributes: c.ChangedAttributes,
		Meta: c.Meta.wire(),
	}
}

func (e *strictEventInfo) wire() opt[wireEventInfo] {
	if e == nil {
		return opt[wireEventInfo]{}
	}
	w := wireEventInfo{WidgetLanguage: e.WidgetLanguage, BrowserLanguage: e.BrowserLanguage}
	if e.InitiatedAt != nil {
		w.InitiatedAt.v = &struct {
			Timestamp scalar `json:"timestamp"`
		}{Timestamp: e.InitiatedAt.Timestamp}
	}
	return opt[wireEventInfo]{&w}
}
