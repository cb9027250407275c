package fake

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/wakha/wakha/intercom"
)

// Notification is one webhook POST Intercom makes to the app's endpoint.
type Notification struct {
	// ID is the notification id ("notif_…"), the same when Intercom retries;
	// "" for ping, whose id is null.
	ID             string `json:"id"`
	Topic          string `json:"topic"`
	ConversationID string `json:"conversation_id,omitempty"`
	Body           []byte `json:"body"`
}

// UserAgent is the User-Agent of Intercom's webhook deliveries.
const UserAgent = "intercom-parrot-service-client/1.0"

// Request builds the signed POST Intercom would make to url; secret nil
// leaves it unsigned.
func (n Notification) Request(ctx context.Context, url string, secret []byte) (*http.Request, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(n.Body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	req.Header.Set("User-Agent", UserAgent)
	if secret != nil {
		req.Header.Set(intercom.HeaderSignature, intercom.Sign(secret, n.Body))
	}
	return req, nil
}

// Retry returns the notification as Intercom's second attempt carries it:
// the same id, delivery_attempts 2, delivery_status "retry"; the body, and so
// its signature, differ from the first attempt.
func (n Notification) Retry() Notification {
	var m map[string]any
	dec := json.NewDecoder(bytes.NewReader(n.Body))
	dec.UseNumber() // ids beyond 2^53 must survive
	if dec.Decode(&m) != nil {
		return n
	}
	m["delivery_attempts"] = 2
	m["delivery_status"] = "retry"
	n.Body = marshal(m)
	return n
}

// WebhookSender POSTs notifications to a webhook URL the way Intercom does.
type WebhookSender struct {
	URL    string
	Secret []byte       // the app's client secret; nil sends unsigned
	Client *http.Client // nil: http.DefaultClient

	mu   sync.Mutex
	last Notification
}

// Send POSTs n and returns the HTTP status of the answer.
func (ws *WebhookSender) Send(ctx context.Context, n Notification) (int, error) {
	ws.mu.Lock()
	ws.last = n
	ws.mu.Unlock()
	req, err := n.Request(ctx, ws.URL, ws.Secret)
	if err != nil {
		return 0, err
	}
	return ws.do(req)
}

// Resend repeats the last notification as Intercom's retry (see Retry).
func (ws *WebhookSender) Resend(ctx context.Context) (int, error) {
	ws.mu.Lock()
	n := ws.last
	ws.mu.Unlock()
	if n.Body == nil {
		return 0, fmt.Errorf("fake intercom: nothing sent yet")
	}
	return ws.Send(ctx, n.Retry())
}

// Head makes the HEAD request Intercom uses to validate the endpoint.
func (ws *WebhookSender) Head(ctx context.Context) (int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodHead, ws.URL, nil)
	if err != nil {
		return 0, err
	}
	req.Header.Set("User-Agent", UserAgent)
	return ws.do(req)
}

func (ws *WebhookSender) do(req *http.Request) (int, error) {
	hc := ws.Client
	if hc == nil {
		hc = http.DefaultClient
	}
	resp, err := hc.Do(req)
	if err != nil {
		return 0, err
	}
	resp.Body.Close()
	return resp.StatusCode, nil
}

// OnWebhook registers f to receive, in order and on one goroutine, the
// notifications Intercom sends as a consequence of API calls: the bot's
// replies (admin.replied), notes (admin.noted) and assignments
// (admin.assigned), with app_package_code set. Without it they are dropped.
// Close stops the goroutine.
func (s *Server) OnWebhook(f func(Notification)) { s.hooks.set(f) }

// Flush waits until every queued OnWebhook notification has been handed to f.
func (s *Server) Flush() { s.hooks.flush() }

// Close stops the OnWebhook goroutine.
func (s *Server) Close() { s.hooks.close() }

// echo queues a notification for OnWebhook; call with s.mu held.
func (s *Server) echo(n Notification) { s.hooks.push(n) }

// UserReply records a contact's message and returns its
// conversation.user.replied. A reply reopens a closed or snoozed
// conversation; the part is then an "open" part carrying the message.
func (s *Server) UserReply(convID, text string) (Notification, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, err := s.lookup(convID)
	if err != nil {
		return Notification{}, err
	}
	partType := "comment"
	if c.State != "open" {
		partType = "open"
		c.State, c.SnoozedUntil = "open", time.Time{}
	}
	p := s.addPart(c, Part{PartType: partType, Body: paragraph(text), AuthorType: c.ContactType, AuthorID: c.ContactID})
	return s.notification(intercom.TopicUserReplied, c, &p), nil
}

// QuickReplyClick does what the Messenger does when the contact clicks the
// option with uuid on the bot's latest quick_reply part offering it: a
// comment part by the contact whose body is the label and whose metadata
// names the option. It returns its conversation.user.replied.
func (s *Server) QuickReplyClick(convID, uuid string) (Notification, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, err := s.lookup(convID)
	if err != nil {
		return Notification{}, err
	}
	for i := len(c.Parts) - 1; i >= 0; i-- {
		offered := c.Parts[i]
		if offered.PartType != intercom.MessageQuickReply {
			continue
		}
		j := slices.IndexFunc(offered.ReplyOptions, func(o intercom.ReplyOption) bool { return o.UUID == uuid })
		if j < 0 {
			continue
		}
		c.State = "open"
		p := s.addPart(c, Part{
			PartType: "comment", Body: paragraph(offered.ReplyOptions[j].Text),
			AuthorType: c.ContactType, AuthorID: c.ContactID, QuickReplyUUID: uuid,
		})
		return s.notification(intercom.TopicUserReplied, c, &p), nil
	}
	return Notification{}, fmt.Errorf("%w: no quick reply option %q in conversation %s", ErrNotFound, uuid, convID)
}

// LastOptions returns the options of the latest quick_reply part of a
// conversation (nil when none).
func (s *Server) LastOptions(convID string) []intercom.ReplyOption {
	parts := s.Parts(convID)
	for i := len(parts) - 1; i >= 0; i-- {
		if parts[i].PartType == intercom.MessageQuickReply {
			return parts[i].ReplyOptions
		}
	}
	return nil
}

// AdminReply records a teammate's reply typed in the Inbox and returns its
// conversation.admin.replied. adminID may be the bot's own teammate: typed
// in the Inbox, its part has no app_package_code.
func (s *Server) AdminReply(convID, adminID, text string) (Notification, error) {
	return s.teammatePart(convID, adminID, "comment", text, intercom.TopicAdminReplied)
}

// Note records a teammate's internal note and returns its conversation.admin.noted.
func (s *Server) Note(convID, adminID, text string) (Notification, error) {
	return s.teammatePart(convID, adminID, "note", text, intercom.TopicAdminNoted)
}

func (s *Server) teammatePart(convID, adminID, partType, text, topic string) (Notification, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, err := s.lookup(convID)
	if err != nil {
		return Notification{}, err
	}
	if !s.isAdmin(adminID) {
		return Notification{}, fmt.Errorf("%w: teammate %q", ErrNotFound, adminID)
	}
	p := s.addPart(c, Part{PartType: partType, Body: paragraph(text), AuthorType: "admin", AuthorID: adminID})
	return s.notification(topic, c, &p), nil
}

// OperatorReply records Fin (or a workflow) answering and returns its
// conversation.operator.replied. Intercom may also send the same part as
// conversation.admin.replied: see Renotify.
func (s *Server) OperatorReply(convID, text string) (Notification, error) {
	return s.operatorPart(convID, "comment", text)
}

// OperatorNotice records the Operator's expected-reply-time notice and
// returns its conversation.operator.replied.
func (s *Server) OperatorNotice(convID, text string) (Notification, error) {
	return s.operatorPart(convID, "channel_and_reply_time_expectation", text)
}

func (s *Server) operatorPart(convID, partType, text string) (Notification, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, err := s.lookup(convID)
	if err != nil {
		return Notification{}, err
	}
	p := s.addPart(c, Part{PartType: partType, Body: paragraph(text), AuthorType: "bot", AuthorID: FinID})
	return s.notification(intercom.TopicOperatorReplied, c, &p), nil
}

// Assign assigns the conversation as teammate adminID would in the Inbox
// (typ "admin" or "team"; assigneeID "0" unassigns) and returns its
// conversation.admin.assigned, or admin.open.assigned when it reopens a
// closed conversation.
func (s *Server) Assign(convID, adminID, typ, assigneeID string) (Notification, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, err := s.lookup(convID)
	if err != nil {
		return Notification{}, err
	}
	if typ != "admin" && typ != "team" {
		return Notification{}, fmt.Errorf("fake intercom: assignee type %q", typ)
	}
	p := s.assign(c, adminID, typ, assigneeID, "", "")
	return s.notification(s.assignTopic(c), c, &p), nil
}

// AdminClose closes the conversation as a teammate would and returns its conversation.admin.closed.
func (s *Server) AdminClose(convID, adminID string) (Notification, error) {
	return s.stateChange(convID, adminID, "close", time.Time{})
}

// AdminOpen reopens the conversation as a teammate would and returns its conversation.admin.opened.
func (s *Server) AdminOpen(convID, adminID string) (Notification, error) {
	return s.stateChange(convID, adminID, "open", time.Time{})
}

// Snooze snoozes the conversation until until and returns its conversation.admin.snoozed.
func (s *Server) Snooze(convID, adminID string, until time.Time) (Notification, error) {
	return s.stateChange(convID, adminID, "snoozed", until)
}

// Unsnooze ends a snooze and returns its conversation.admin.unsnoozed.
func (s *Server) Unsnooze(convID, adminID string) (Notification, error) {
	return s.stateChange(convID, adminID, "unsnoozed", time.Time{})
}

func (s *Server) stateChange(convID, adminID, mt string, until time.Time) (Notification, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, err := s.lookup(convID)
	if err != nil {
		return Notification{}, err
	}
	p := s.setState(c, mt, adminID, "", "", until.UTC().Truncate(time.Second))
	return s.notification(stateTopic(mt), c, &p), nil
}

// Renotify returns a notification of topic for an existing part (the bot's
// own reply, or a workflow reply Intercom sends under two topics), with a
// new notification id.
func (s *Server) Renotify(convID, partID, topic string) (Notification, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, err := s.lookup(convID)
	if err != nil {
		return Notification{}, err
	}
	i := slices.IndexFunc(c.Parts, func(p Part) bool { return p.ID == partID })
	if i < 0 {
		return Notification{}, fmt.Errorf("%w: part %q", ErrNotFound, partID)
	}
	p := c.Parts[i]
	return s.notification(topic, c, &p), nil
}

// Ping returns the ping Intercom sends to check the endpoint (its id is null).
func (s *Server) Ping() Notification {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.now().Unix()
	body := map[string]any{
		"type": "notification_event", "app_id": s.opts.AppID,
		"data":  map[string]any{"type": "notification_event_data", "item": map[string]any{"type": "ping", "message": "something something interzen"}},
		"links": map[string]any{}, "id": nil, "topic": intercom.TopicPing,
		"delivery_status": nil, "delivery_attempts": 1, "delivered_at": 0,
		"first_sent_at": now, "created_at": now, "self": nil,
	}
	return Notification{Topic: intercom.TopicPing, Body: marshal(body)}
}

// TourStat returns a content_stat.tour notification for the conversation's
// contact: statType is receipt, goal_success, tour_step_failure or completion.
func (s *Server) TourStat(convID string, tourID int64, title, statType string) (Notification, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, err := s.lookup(convID)
	if err != nil {
		return Notification{}, err
	}
	return s.tourStat(c.ContactID, c.ContactType, c.externalID, tourID, title, statType), nil
}

// ContactTourStat returns a content_stat.tour notification for a contact
// that may have no conversation (one made by AddContact, or an id Intercom
// does not know).
func (s *Server) ContactTourStat(contactID string, tourID int64, title, statType string) Notification {
	s.mu.Lock()
	defer s.mu.Unlock()
	role := "user"
	if ct := s.contacts[contactID]; ct != nil {
		role = ct.role
	}
	return s.tourStat(contactID, role, "", tourID, title, statType)
}

// tourStat builds a tour statistic; call with s.mu held.
func (s *Server) tourStat(contactID, role, externalID string, tourID int64, title, statType string) Notification {
	s.nextNotif++
	now := s.now()
	item := map[string]any{
		"type": intercom.TopicTourStat, "created_at": now.Format("2006-01-02T15:04:05.000Z"),
		"content_stat": map[string]any{
			"id": 88000 + s.nextNotif, "content_type": "tour", "content_id": tourID, "stat_type": statType,
			"ruleset_id": 29871, "content_title": title, "ruleset_version_id": -1, "receipt_id": 551000 + s.nextNotif,
			"tags": map[string]any{"type": "list", "has_more": false, "data": []any{}, "total_count": 0},
		},
		"contact": map[string]any{"type": "contact", "id": contactID, "external_id": nullable(externalID), "role": role},
	}
	return s.envelope(intercom.TopicTourStat, "", item, now)
}

// notification builds the payload of topic for conversation c and its
// triggering part p (nil for conversation.user.created: the first message
// is the source). Call with s.mu held.
func (s *Server) notification(topic string, c *conversation, p *Part) Notification {
	var parts []Part
	if p != nil {
		parts = []Part{*p}
	}
	return s.envelope(topic, c.ID, s.conversationJSON(c, parts, true), s.now())
}

func (s *Server) envelope(topic, convID string, item map[string]any, now time.Time) Notification {
	id := "notif_" + newUUID()
	body := map[string]any{
		"type": "notification_event", "app_id": s.opts.AppID,
		"data":  map[string]any{"type": "notification_event_data", "item": item},
		"links": map[string]any{}, "id": id, "topic": topic,
		"delivery_status": "pending", "delivery_attempts": 1, "delivered_at": 0,
		"first_sent_at": now.Unix(), "created_at": now.Unix(), "self": nil,
	}
	return Notification{ID: id, Topic: topic, ConversationID: convID, Body: marshal(body)}
}

// conversationJSON is a conversation in the 2.x shape with the given parts.
// Notifications of 2.15 and later carry plain-text bodies; REST answers
// always carry HTML. Ids of assignees are integers, as Intercom sends them.
func (s *Server) conversationJSON(c *conversation, parts []Part, webhook bool) map[string]any {
	partsJSON := make([]map[string]any, 0, len(parts))
	for _, p := range parts {
		partsJSON = append(partsJSON, s.partJSON(c, p, webhook))
	}
	var snoozed any
	if !c.SnoozedUntil.IsZero() {
		snoozed = c.SnoozedUntil.Unix()
	}
	var teammates []map[string]any
	if c.AdminAssigneeID != "" {
		teammates = append(teammates, map[string]any{"type": "admin", "id": c.AdminAssigneeID})
	}
	var waiting any
	if c.State == "open" {
		waiting = c.UpdatedAt.Unix()
	}
	contactName, contactEmail := nullable(c.ContactName), nullable(c.contactEmail)
	return map[string]any{
		"type": "conversation", "id": c.ID, "created_at": c.CreatedAt.Unix(), "updated_at": c.UpdatedAt.Unix(),
		"waiting_since": waiting, "snoozed_until": snoozed,
		"source": map[string]any{
			"type": "conversation", "id": c.Source.ID, "delivered_as": "customer_initiated", "subject": "",
			"body":        s.body(c.Source.Body, webhook),
			"author":      map[string]any{"type": c.ContactType, "id": c.ContactID, "name": contactName, "email": contactEmail},
			"attachments": []any{}, "url": c.url, "redacted": false,
		},
		"contacts": map[string]any{"type": "contact.list", "contacts": []map[string]any{
			{"type": "contact", "id": c.ContactID, "external_id": nullable(c.externalID)},
		}},
		"first_contact_reply": map[string]any{"created_at": c.CreatedAt.Unix(), "type": "conversation", "url": c.url},
		"admin_assignee_id":   intOrNull(c.AdminAssigneeID),
		"team_assignee_id":    intOrNull(c.TeamAssigneeID),
		"open":                c.State != "closed", "state": c.State, "read": false, "priority": "not_priority", "sla_applied": nil,
		"tags": map[string]any{"type": "tag.list", "tags": s.tagList(c)},
		"statistics": map[string]any{
			"type": "conversation_statistics", "count_conversation_parts": len(c.Parts) + 1,
		},
		"conversation_rating": nil,
		"teammates":           map[string]any{"type": "admin.list", "admins": nonNil(teammates)},
		"title":               "", "custom_attributes": map[string]any{},
		"topics":         map[string]any{"type": "topic.list", "topics": []any{}, "total_count": 0},
		"ticket":         nil,
		"linked_objects": map[string]any{"type": "list", "data": []any{}, "total_count": 0, "has_more": false},
		"ai_agent":       nil, "ai_agent_participated": false,
		"conversation_parts": map[string]any{
			"type": "conversation_part.list", "conversation_parts": partsJSON, "total_count": len(partsJSON),
		},
	}
}

func (s *Server) partJSON(c *conversation, p Part, webhook bool) map[string]any {
	author := map[string]any{"id": p.AuthorID, "type": p.AuthorType, "from_ai_agent": false, "is_ai_answer": false}
	switch p.AuthorType {
	case "admin":
		a := s.admin(p.AuthorID)
		author["name"], author["email"] = a.Name, a.Email
	case "bot":
		author["name"], author["email"] = "Fin", "operator+"+s.opts.AppID+"@intercom.io"
		author["from_ai_agent"] = p.PartType == "comment"
		author["is_ai_answer"] = p.PartType == "comment"
	default:
		author["name"], author["email"] = nullable(c.ContactName), nullable(c.contactEmail)
	}
	var assigned any
	if p.AssignedType != "" {
		assigned = map[string]any{"type": p.AssignedType, "id": p.AssignedID}
	}
	metadata := map[string]any{}
	if len(p.ReplyOptions) > 0 {
		var opts []map[string]any
		for _, o := range p.ReplyOptions {
			opts = append(opts, map[string]any{"text": o.Text, "uuid": o.UUID, "translations": nil})
		}
		metadata["quick_reply_options"] = opts
	}
	if p.QuickReplyUUID != "" {
		metadata[s.opts.ClickField] = p.QuickReplyUUID
	}
	return map[string]any{
		"type": "conversation_part", "id": p.ID, "part_type": p.PartType, "body": s.body(p.Body, webhook),
		"created_at": p.CreatedAt.Unix(), "updated_at": p.CreatedAt.Unix(), "notified_at": p.CreatedAt.Unix(),
		"assigned_to": assigned, "author": author, "attachments": []any{}, "external_id": nil, "redacted": false,
		"metadata": metadata, "email_message_metadata": nil, "state": c.State, "tags": []any{}, "event_details": map[string]any{},
		"app_package_code": nullable(p.AppPackageCode),
	}
}

// body is a stored HTML body as a payload carries it: null when empty,
// plain text in notifications of 2.15 and later.
func (s *Server) body(h string, webhook bool) any {
	if h == "" {
		return nil
	}
	if webhook && intercom.PlainTextBodies(s.opts.Version) {
		return intercom.PlainText(h)
	}
	return h
}

func (s *Server) admin(id string) Admin {
	if id == s.opts.Bot.ID {
		return s.opts.Bot
	}
	for _, a := range s.opts.Admins {
		if a.ID == id {
			return a
		}
	}
	return Admin{ID: id, Name: "Teammate " + id}
}

func (s *Server) tagList(c *conversation) []map[string]any {
	out := []map[string]any{}
	for _, name := range c.Tags {
		for _, t := range s.tags {
			if t.name == name {
				out = append(out, map[string]any{"type": "tag", "id": t.id, "name": t.name})
			}
		}
	}
	return out
}

func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// intOrNull renders an assignee id as Intercom's payloads do: an integer, or null.
func intOrNull(id string) any {
	if id == "" || id == "0" {
		return nil
	}
	if n, err := strconv.ParseInt(id, 10, 64); err == nil {
		return n
	}
	return id
}

func nonNil(v []map[string]any) []map[string]any {
	if v == nil {
		return []map[string]any{}
	}
	return v
}

// queue hands notifications to one callback, in order, on one goroutine.
type queue struct {
	mu      sync.Mutex
	cond    *sync.Cond
	items   []Notification
	f       func(Notification)
	busy    bool
	started bool
	closed  bool
}

func (q *queue) init() {
	if q.cond == nil {
		q.cond = sync.NewCond(&q.mu)
	}
}

func (q *queue) set(f func(Notification)) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.init()
	q.f = f
	if !q.started && f != nil {
		q.started = true
		go q.run()
	}
}

// push is called with the Server's lock held; it never waits for f.
func (q *queue) push(n Notification) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.init()
	if q.f == nil || q.closed {
		return
	}
	q.items = append(q.items, n)
	q.cond.Broadcast()
}

func (q *queue) run() {
	q.mu.Lock()
	defer q.mu.Unlock()
	for {
		for len(q.items) == 0 && !q.closed {
			q.cond.Wait()
		}
		if q.closed {
			q.items = nil
			q.cond.Broadcast()
			return
		}
		n, f := q.items[0], q.f
		q.items = q.items[1:]
		q.busy = true
		q.mu.Unlock()
		f(n)
		q.mu.Lock()
		q.busy = false
		q.cond.Broadcast()
	}
}

func (q *queue) flush() {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.init()
	for (len(q.items) > 0 || q.busy) && !q.closed {
		q.cond.Wait()
	}
}

func (q *queue) close() {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.init()
	q.closed = true
	q.cond.Broadcast()
}
