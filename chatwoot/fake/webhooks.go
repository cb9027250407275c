package fake

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/wakha/wakha/chatwoot"
)

// Delivery is one webhook POST Chatwoot makes to the Agent Bot.
type Delivery struct {
	// ID is X-Chatwoot-Delivery: one UUID per event, identical on re-sends.
	ID             string `json:"id"`
	Event          string `json:"event"`
	AccountID      string `json:"account_id"`
	ConversationID string `json:"conversation_id,omitempty"`
	Body           []byte `json:"body"`
}

// The human agent the builders use.
const (
	AgentID    = 9
	AgentName  = "Amina"
	AgentEmail = "amina@souk.example.com"
)

// OnWebhook registers f to receive, in order and on one goroutine, the
// deliveries Chatwoot sends the bot as a consequence of API calls: its own
// messages and notes as message_created, and conversation_status_changed /
// conversation_opened / conversation_updated after toggle_status, team or
// label changes. Without it they are dropped. Close stops the goroutine.
func (s *Server) OnWebhook(f func(Delivery)) { s.hooks.set(f) }

// Flush waits until every queued OnWebhook delivery has been handed to f.
func (s *Server) Flush() { s.hooks.flush() }

// Close stops the OnWebhook goroutine.
func (s *Server) Close() { s.hooks.close() }

// echo queues a delivery for OnWebhook; call with s.mu held.
func (s *Server) echo(event string, payload map[string]any, c *conversation) {
	if !s.eventSent(event) || !s.hooks.listening() {
		return
	}
	s.hooks.push(s.delivery(event, payload, c))
}

// eventSent reports whether the simulated release sends event to bots.
func (s *Server) eventSent(event string) bool {
	switch event {
	case chatwoot.EventStatusChanged, chatwoot.EventConversationUpdated:
		return s.atLeast("4.13.0")
	}
	return true
}

func (s *Server) delivery(event string, payload map[string]any, c *conversation) Delivery {
	return Delivery{
		ID:             newUUID(),
		Event:          event,
		AccountID:      strconv.FormatInt(c.accountID, 10),
		ConversationID: strconv.FormatInt(c.id, 10),
		Body:           marshal(payload),
	}
}

// IncomingMessage records a visitor's message and returns its
// message_created. A resolved conversation becomes pending again (bot inbox).
// Attachments are optional; text may then be empty.
func (s *Server) IncomingMessage(accountID, convID, text string, attachments ...Attachment) (Delivery, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, err := s.lookup(accountID, convID)
	if err != nil {
		return Delivery{}, err
	}
	if c.status == chatwoot.StatusResolved {
		c.status = chatwoot.StatusPending
	}
	m := s.addMessage(c, Message{
		Content: text, ContentType: chatwoot.ContentText, MessageType: "incoming",
		SenderType: "contact", SenderID: c.contactID, SenderName: c.contactName,
		ContentAttributes: json.RawMessage(`{"in_reply_to":null}`), Attachments: slices.Clone(attachments),
	})
	return s.delivery(chatwoot.EventMessageCreated, s.messagePayload(c, m, chatwoot.EventMessageCreated), c), nil
}

// AgentMessage records a human agent's public reply and returns its message_created.
func (s *Server) AgentMessage(accountID, convID, text string) (Delivery, error) {
	return s.agentMessage(accountID, convID, text, false)
}

// PrivateNote records a human agent's private note and returns its message_created.
func (s *Server) PrivateNote(accountID, convID, text string) (Delivery, error) {
	return s.agentMessage(accountID, convID, text, true)
}

func (s *Server) agentMessage(accountID, convID, text string, private bool) (Delivery, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, err := s.lookup(accountID, convID)
	if err != nil {
		return Delivery{}, err
	}
	m := s.addMessage(c, Message{
		Content: text, ContentType: chatwoot.ContentText, MessageType: "outgoing", Private: private,
		SenderType: "user", SenderID: AgentID, SenderName: AgentName, ContentAttributes: json.RawMessage(`{}`),
	})
	return s.delivery(chatwoot.EventMessageCreated, s.messagePayload(c, m, chatwoot.EventMessageCreated), c), nil
}

// TemplateMessage records a template message (inbox greeting, email
// collect, CSAT: no sender) and returns its message_created.
func (s *Server) TemplateMessage(accountID, convID, text string) (Delivery, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, err := s.lookup(accountID, convID)
	if err != nil {
		return Delivery{}, err
	}
	m := s.addMessage(c, Message{
		Content: text, ContentType: chatwoot.ContentText, MessageType: "template", ContentAttributes: json.RawMessage(`{}`),
	})
	return s.delivery(chatwoot.EventMessageCreated, s.messagePayload(c, m, chatwoot.EventMessageCreated), c), nil
}

// MessageCreated returns the message_created delivery of a stored message
// (e.g. one the bot sent).
func (s *Server) MessageCreated(accountID, convID, messageID string) (Delivery, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, m, err := s.findMessage(accountID, convID, messageID)
	if err != nil {
		return Delivery{}, err
	}
	return s.delivery(chatwoot.EventMessageCreated, s.messagePayload(c, *m, chatwoot.EventMessageCreated), c), nil
}

// QuickReplyClick does what the widget does when the visitor clicks the
// option with value on the bot's input_select message messageID ("" = the
// latest one): it stores submitted_values on that message and returns the
// resulting message_updated. A click creates no incoming message.
func (s *Server) QuickReplyClick(accountID, convID, messageID, value string) (Delivery, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, err := s.lookup(accountID, convID)
	if err != nil {
		return Delivery{}, err
	}
	var m *Message
	for i := len(c.messages) - 1; i >= 0; i-- {
		cand := &c.messages[i]
		if cand.ContentType != chatwoot.ContentInputSelect || cand.SenderType != "agent_bot" {
			continue
		}
		if messageID == "" || strconv.FormatInt(cand.ID, 10) == messageID {
			m = cand
			break
		}
	}
	if m == nil {
		return Delivery{}, fmt.Errorf("%w: no input_select message %q from the bot", ErrNotFound, messageID)
	}
	idx := slices.IndexFunc(m.Items, func(it chatwoot.SelectItem) bool { return it.Value == value })
	if idx < 0 {
		return Delivery{}, fmt.Errorf("fake chatwoot: message %d has no option %q", m.ID, value)
	}
	m.SubmittedValues = []chatwoot.SelectItem{m.Items[idx]}
	attrs := map[string]any{}
	_ = json.Unmarshal(m.ContentAttributes, &attrs)
	attrs["submitted_values"] = m.SubmittedValues
	if _, ok := attrs["in_reply_to"]; !ok {
		attrs["in_reply_to"] = nil
	}
	m.ContentAttributes = marshal(attrs)
	c.updatedAt = s.tick()
	return s.delivery(chatwoot.EventMessageUpdated, s.messagePayload(c, *m, chatwoot.EventMessageUpdated), c), nil
}

// ReadReceipt returns the message_updated Chatwoot sends when the visitor
// has seen a message (the message unchanged; submitted_values repeat if any).
func (s *Server) ReadReceipt(accountID, convID, messageID string) (Delivery, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, m, err := s.findMessage(accountID, convID, messageID)
	if err != nil {
		return Delivery{}, err
	}
	return s.delivery(chatwoot.EventMessageUpdated, s.messagePayload(c, *m, chatwoot.EventMessageUpdated), c), nil
}

// WidgetTriggered returns the webwidget_triggered of the visitor of convID
// opening the chat bubble (the conversation is its current one).
func (s *Server) WidgetTriggered(accountID, convID string) (Delivery, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, err := s.lookup(accountID, convID)
	if err != nil {
		return Delivery{}, err
	}
	now := s.opts.Now()
	payload := map[string]any{
		"id":                   c.contactInboxID,
		"contact":              s.contactSender(c, true),
		"inbox":                map[string]any{"id": s.opts.InboxID, "name": s.opts.InboxName},
		"account":              s.account(c),
		"current_conversation": s.conversationPayload(c),
		"source_id":            c.sourceID,
		"event":                chatwoot.EventWebwidgetTriggered,
		"event_info": map[string]any{
			"initiated_at":     map[string]any{"timestamp": now.Format("Mon Jan 02 2006 15:04:05 GMT-0700 (MST)")},
			"referer":          c.referer,
			"widget_language":  s.opts.WidgetLocale,
			"browser_language": c.browserLanguage,
			"browser": map[string]any{
				"browser_name": "Chrome", "browser_version": "126.0.0.0", "device_name": "Unknown",
				"platform_name": "Android", "platform_version": "14",
			},
		},
	}
	return s.delivery(chatwoot.EventWebwidgetTriggered, payload, c), nil
}

// Resolve resolves the conversation as an agent would and returns what
// Chatwoot sends: conversation_status_changed (4.13+), conversation_resolved,
// conversation_updated (4.13+).
func (s *Server) Resolve(accountID, convID string) ([]Delivery, error) {
	return s.setStatus(accountID, convID, chatwoot.StatusResolved)
}

// OpenByAgent opens the conversation as an agent would (taking it from the
// bot) and returns conversation_status_changed (4.13+),
// conversation_opened, conversation_updated (4.13+).
func (s *Server) OpenByAgent(accountID, convID string) ([]Delivery, error) {
	return s.setStatus(accountID, convID, chatwoot.StatusOpen)
}

// ReturnToBot sets the conversation back to pending as an agent giving it
// back to the bot would, and returns conversation_status_changed (4.13+)
// and conversation_updated (4.13+).
func (s *Server) ReturnToBot(accountID, convID string) ([]Delivery, error) {
	return s.setStatus(accountID, convID, chatwoot.StatusPending)
}

func (s *Server) setStatus(accountID, convID, status string) ([]Delivery, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, err := s.lookup(accountID, convID)
	if err != nil {
		return nil, err
	}
	before, botBefore := c.status, c.botAssigned
	c.status = status
	if status == chatwoot.StatusOpen {
		c.botAssigned = false
	}
	c.updatedAt = s.tick()
	changes := []map[string]any{{"status": map[string]any{"previous_value": before, "current_value": status}}}
	if botBefore && !c.botAssigned {
		changes = append(changes, map[string]any{"assignee_agent_bot_id": map[string]any{"previous_value": s.opts.BotID, "current_value": nil}})
	}
	return s.statusDeliveries(c, changes), nil
}

// AssignAgent assigns the human agent (AgentID) as an admin would and returns
// what Chatwoot sends: on 4.16.2+ this also opens a pending conversation
// (status_changed, opened, updated); before, only conversation_updated.
func (s *Server) AssignAgent(accountID, convID string) ([]Delivery, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, err := s.lookup(accountID, convID)
	if err != nil {
		return nil, err
	}
	before, botBefore, assigneeBefore := c.status, c.botAssigned, c.assigneeID
	c.assigneeID, c.assigneeName = AgentID, AgentName
	c.botAssigned = false
	if s.atLeast("4.16.2") && c.status == chatwoot.StatusPending {
		c.status = chatwoot.StatusOpen
	}
	c.updatedAt = s.tick()
	changes := []map[string]any{{"assignee_id": map[string]any{"previous_value": nullableID(assigneeBefore), "current_value": int64(AgentID)}}}
	if botBefore {
		changes = append(changes, map[string]any{"assignee_agent_bot_id": map[string]any{"previous_value": s.opts.BotID, "current_value": nil}})
	}
	if before != c.status {
		changes = append(changes, map[string]any{"status": map[string]any{"previous_value": before, "current_value": c.status}})
		return s.statusDeliveries(c, changes), nil
	}
	if !s.eventSent(chatwoot.EventConversationUpdated) {
		return nil, nil
	}
	return []Delivery{s.delivery(chatwoot.EventConversationUpdated, s.conversationEvent(c, chatwoot.EventConversationUpdated, changes), c)}, nil
}

func (s *Server) statusDeliveries(c *conversation, changes []map[string]any) []Delivery {
	events := []string{chatwoot.EventStatusChanged}
	switch c.status {
	case chatwoot.StatusOpen:
		events = append(events, chatwoot.EventConversationOpened)
	case chatwoot.StatusResolved:
		events = append(events, chatwoot.EventConversationResolve)
	}
	events = append(events, chatwoot.EventConversationUpdated)
	var out []Delivery
	for _, e := range events {
		if s.eventSent(e) {
			out = append(out, s.delivery(e, s.conversationEvent(c, e, changes), c))
		}
	}
	return out
}

// addMessage stores m with a new id and time; call with s.mu held.
func (s *Server) addMessage(c *conversation, m Message) Message {
	s.nextMsg++
	now := s.tick()
	m.ID = s.nextMsg
	m.AccountID = c.accountID
	m.ConversationID = c.id
	m.CreatedAt = now
	c.messages = append(c.messages, m)
	c.updatedAt = now
	return m
}

func (s *Server) findMessage(accountID, convID, messageID string) (*conversation, *Message, error) {
	c, err := s.lookup(accountID, convID)
	if err != nil {
		return nil, nil, err
	}
	for i := range c.messages {
		if strconv.FormatInt(c.messages[i].ID, 10) == messageID {
			return c, &c.messages[i], nil
		}
	}
	return nil, nil, fmt.Errorf("%w: message %q", ErrNotFound, messageID)
}

func (s *Server) account(c *conversation) map[string]any {
	return map[string]any{"id": c.accountID, "name": s.opts.AccountName}
}

func iso(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05.000Z") }

func unixFloat(t time.Time) json.Number {
	return json.Number(strconv.FormatFloat(float64(t.UnixMicro())/1e6, 'f', -1, 64))
}

// contactSender is the visitor as a message sender (withType false: the
// top-level sender of Message#webhook_data, which has no type) or in
// meta.sender / messages[] (type "contact").
func (s *Server) contactSender(c *conversation, withType bool) map[string]any {
	m := map[string]any{
		"additional_attributes": map[string]any{}, "custom_attributes": customAttributes(c), "email": nil,
		"id": c.contactID, "identifier": nil, "name": c.contactName, "phone_number": nil, "thumbnail": "", "blocked": false,
	}
	if withType {
		m["type"] = "contact"
	} else {
		m["account"] = s.account(c)
		m["avatar"] = ""
	}
	return m
}

// customAttributes is the contact's custom attributes as Chatwoot sends them.
func customAttributes(c *conversation) map[string]any {
	m := make(map[string]any, len(c.customAttrs))
	for k, v := range c.customAttrs {
		m[k] = v
	}
	return m
}

func (s *Server) botSender(withAvatar bool) map[string]any {
	m := map[string]any{"id": s.opts.BotID, "name": s.opts.BotName, "type": "agent_bot"}
	if withAvatar {
		m["avatar_url"] = ""
	}
	return m
}

func agentSender() map[string]any {
	return map[string]any{"id": AgentID, "name": AgentName, "email": AgentEmail, "type": "user"}
}

func (s *Server) senderOf(c *conversation, m Message, topLevel bool) any {
	switch m.SenderType {
	case "contact":
		return s.contactSender(c, !topLevel)
	case "agent_bot":
		return s.botSender(!topLevel)
	case "user":
		return agentSender()
	}
	return nil
}

func senderClass(m Message) any {
	switch m.SenderType {
	case "contact":
		return "Contact"
	case "agent_bot":
		return "AgentBot"
	case "user":
		return "User"
	}
	return nil
}

var messageTypeInt = map[string]int{"incoming": 0, "outgoing": 1, "activity": 2, "template": 3}

// messagePayload is Message#webhook_data plus "event".
func (s *Server) messagePayload(c *conversation, m Message, event string) map[string]any {
	attrs := m.ContentAttributes
	if len(attrs) == 0 {
		attrs = json.RawMessage(`{}`)
	}
	p := map[string]any{
		"account":               s.account(c),
		"additional_attributes": map[string]any{},
		"content_attributes":    attrs,
		"content_type":          m.ContentType,
		"content":               m.Content,
		"conversation":          s.conversationPayload(c),
		"created_at":            iso(m.CreatedAt),
		"id":                    m.ID,
		"inbox":                 map[string]any{"id": s.opts.InboxID, "name": s.opts.InboxName},
		"message_type":          m.MessageType,
		"private":               m.Private,
		"sender":                s.senderOf(c, m, true),
		"source_id":             nil,
		"event":                 event,
	}
	if len(m.Attachments) > 0 {
		var atts []map[string]any
		for i, a := range m.Attachments {
			atts = append(atts, map[string]any{
				"id": 7000 + int(m.ID)*10 + i, "message_id": m.ID, "file_type": a.FileType, "account_id": c.accountID,
				"extension": nil, "data_url": a.DataURL, "thumb_url": a.DataURL, "file_size": 48213, "width": 800, "height": 600,
			})
		}
		p["attachments"] = atts
	}
	return p
}

// convMessage is an item of conversation.messages[] (integer message_type,
// unix created_at, typed sender).
func (s *Server) convMessage(c *conversation, m Message) map[string]any {
	attrs := m.ContentAttributes
	if len(attrs) == 0 {
		attrs = json.RawMessage(`{}`)
	}
	return map[string]any{
		"id": m.ID, "content": m.Content, "account_id": c.accountID, "inbox_id": s.opts.InboxID,
		"conversation_id": c.id, "message_type": messageTypeInt[m.MessageType], "created_at": m.CreatedAt.Unix(),
		"updated_at": iso(m.CreatedAt), "private": m.Private, "status": "sent", "source_id": nil,
		"content_type": m.ContentType, "content_attributes": attrs, "sender_type": senderClass(m),
		"sender_id": nullableID(m.SenderID), "external_source_ids": map[string]any{}, "additional_attributes": map[string]any{},
		"processed_message_content": m.Content, "sentiment": map[string]any{},
		"conversation": map[string]any{
			"assignee_id": nullableID(c.assigneeID), "unread_count": 1, "last_activity_at": c.updatedAt.Unix(),
			"contact_inbox": map[string]any{"source_id": c.sourceID},
		},
		"sender": s.senderOf(c, m, false),
	}
}

// conversationPayload is Conversations::EventDataPresenter#webhook_data.
func (s *Server) conversationPayload(c *conversation) map[string]any {
	var msgs []map[string]any
	for i := len(c.messages) - 1; i >= 0; i-- {
		if m := c.messages[i]; !m.Private && m.MessageType != "activity" {
			msgs = append(msgs, s.convMessage(c, m))
			break
		}
	}
	if msgs == nil {
		msgs = []map[string]any{}
	}
	var assignee any
	var assigneeType any
	switch {
	case c.assigneeID != 0:
		assignee = map[string]any{"id": c.assigneeID, "name": c.assigneeName, "available_name": c.assigneeName,
			"email": AgentEmail, "role": "agent", "thumbnail": "", "availability_status": "online", "type": "user"}
		assigneeType = "User"
	case c.botAssigned && s.atLeast("4.16.2"):
		assignee = s.botSender(true)
		assigneeType = "AgentBot"
	}
	var teamV any
	if c.teamID != 0 {
		name := "team " + strconv.FormatInt(c.teamID, 10)
		if t, ok := s.teams[c.teamID]; ok {
			name = t.name
		}
		teamV = map[string]any{"id": c.teamID, "name": name}
	}
	created := c.createdAt.Unix()
	p := map[string]any{
		"additional_attributes": map[string]any{
			"browser_language": c.browserLanguage,
			"browser": map[string]any{"browser_name": "Chrome", "browser_version": "126.0.0.0", "device_name": "Unknown",
				"platform_name": "Android", "platform_version": "14"},
			"initiated_at": map[string]any{"timestamp": c.createdAt.Format("Mon Jan 02 2006 15:04:05 GMT-0700 (MST)")},
			"referer":      c.referer,
		},
		"can_reply": true,
		"channel":   "Channel::WebWidget",
		"contact_inbox": map[string]any{
			"id": c.contactInboxID, "contact_id": c.contactID, "inbox_id": s.opts.InboxID, "source_id": c.sourceID,
			"created_at": iso(c.createdAt), "updated_at": iso(c.createdAt), "hmac_verified": false, "pubsub_token": "s76CptSuowp4BDcBom2q7aNX",
		},
		"id":       c.id,
		"inbox_id": s.opts.InboxID,
		"messages": msgs,
		"labels":   nonNil(c.labels),
		"meta": map[string]any{
			"sender": s.contactSender(c, true), "assignee": assignee, "assignee_type": assigneeType,
			"team": teamV, "hmac_verified": false,
		},
		"status":                 c.status,
		"custom_attributes":      map[string]any{},
		"snoozed_until":          nil,
		"unread_count":           1,
		"first_reply_created_at": nil,
		"priority":               nil,
		"waiting_since":          created,
		"agent_last_seen_at":     0,
		"contact_last_seen_at":   0,
		"last_activity_at":       c.updatedAt.Unix(),
		"timestamp":              c.updatedAt.Unix(),
		"created_at":             created,
		"updated_at":             unixFloat(c.updatedAt),
	}
	if s.atLeast("4.14.2") {
		p["account"] = s.account(c)
	}
	return p
}

// conversationEvent is a conversation event payload: the conversation plus
// "event" and "changed_attributes".
func (s *Server) conversationEvent(c *conversation, event string, changes []map[string]any) map[string]any {
	p := s.conversationPayload(c)
	p["event"] = event
	if changes == nil {
		p["changed_attributes"] = nil
	} else {
		p["changed_attributes"] = changes
	}
	return p
}

// webhookQueue hands deliveries to one callback, in order, on one goroutine.
type webhookQueue struct {
	mu      sync.Mutex
	cond    *sync.Cond
	f       func(Delivery)
	pending []Delivery
	busy    bool
	wake    chan struct{}
	done    chan struct{}
	closed  bool
}

func (q *webhookQueue) set(f func(Delivery)) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.f = f
	if q.wake == nil && f != nil && !q.closed {
		q.cond = sync.NewCond(&q.mu)
		q.wake = make(chan struct{}, 1)
		q.done = make(chan struct{})
		go q.loop(q.wake, q.done)
	}
}

// listening reports whether deliveries have somewhere to go: without a
// callback, push drops them, so they need not be built.
func (q *webhookQueue) listening() bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.f != nil && !q.closed
}

func (q *webhookQueue) push(d Delivery) {
	q.mu.Lock()
	if q.f == nil || q.closed {
		q.mu.Unlock()
		return
	}
	q.pending = append(q.pending, d)
	wake := q.wake
	q.mu.Unlock()
	select {
	case wake <- struct{}{}:
	default:
	}
}

func (q *webhookQueue) loop(wake, done chan struct{}) {
	for {
		select {
		case <-wake:
		case <-done:
			return
		}
		for {
			q.mu.Lock()
			if len(q.pending) == 0 || q.closed {
				q.busy = false
				q.cond.Broadcast()
				q.mu.Unlock()
				break
			}
			d, f := q.pending[0], q.f
			q.pending = q.pending[1:]
			q.busy = true
			q.mu.Unlock()
			f(d)
		}
	}
}

func (q *webhookQueue) flush() {
	q.mu.Lock()
	defer q.mu.Unlock()
	for q.cond != nil && !q.closed && (len(q.pending) > 0 || q.busy) {
		q.cond.Wait()
	}
}

func (q *webhookQueue) close() {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.closed {
		return
	}
	q.closed = true
	q.pending = nil
	if q.done != nil {
		close(q.done)
		q.cond.Broadcast()
	}
}

// newUUID returns a random (version 4) UUID.
func newUUID() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

// WebhookSender POSTs deliveries to the Agent Bot's outgoing URL the way
// Chatwoot 4.13+ does: X-Chatwoot-Signature over "<timestamp>.<body>",
// X-Chatwoot-Timestamp fresh on every attempt, X-Chatwoot-Delivery stable.
type WebhookSender struct {
	URL    string
	Secret []byte
	Client *http.Client     // nil: a client with Chatwoot's 5 s timeout
	Now    func() time.Time // nil: time.Now
	// Unsigned sends no signature, timestamp or delivery headers (before 4.13).
	Unsigned bool

	mu   sync.Mutex
	last *Delivery
}

// NewWebhookSender returns a sender to url signing with secret.
func NewWebhookSender(url string, secret []byte) *WebhookSender {
	return &WebhookSender{URL: url, Secret: secret}
}

// Send POSTs d and returns the HTTP status.
func (w *WebhookSender) Send(ctx context.Context, d Delivery) (int, error) {
	w.mu.Lock()
	cp := d
	cp.Body = slices.Clone(d.Body)
	w.last = &cp
	w.mu.Unlock()
	req, err := w.Request(ctx, d)
	if err != nil {
		return 0, err
	}
	hc := w.Client
	if hc == nil {
		hc = &http.Client{Timeout: 5 * time.Second}
	}
	resp, err := hc.Do(req)
	if err != nil {
		return 0, fmt.Errorf("fake chatwoot: webhook %s: %w", d.Event, err)
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<20))
	return resp.StatusCode, nil
}

// Resend POSTs the last delivery again, as Chatwoot's retry does: same
// X-Chatwoot-Delivery and body, new timestamp and signature.
func (w *WebhookSender) Resend(ctx context.Context) (int, error) {
	w.mu.Lock()
	last := w.last
	w.mu.Unlock()
	if last == nil {
		return 0, fmt.Errorf("fake chatwoot: nothing sent yet")
	}
	return w.Send(ctx, *last)
}

// Request builds the signed POST for d without sending it (for handlers
// tested without a network).
func (w *WebhookSender) Request(ctx context.Context, d Delivery) (*http.Request, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, w.URL, bytes.NewReader(d.Body))
	if err != nil {
		return nil, fmt.Errorf("fake chatwoot: webhook request: %w", err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "rest-client/2.1.0 (linux x86_64) ruby/3.4.4p34")
	if w.Unsigned {
		return req, nil
	}
	now := time.Now
	if w.Now != nil {
		now = w.Now
	}
	ts := now().Unix()
	req.Header.Set(chatwoot.HeaderTimestamp, strconv.FormatInt(ts, 10))
	req.Header.Set(chatwoot.HeaderSignature, chatwoot.Sign(w.Secret, ts, d.Body))
	req.Header.Set(chatwoot.HeaderDelivery, d.ID)
	return req, nil
}
