// Package fake is an in-memory Chatwoot account for tests and the demo.
//
// Server implements the Application API endpoints wakha's client uses
// (messages create, toggle_status, assignments, labels index/create) with
// Chatwoot's response shapes, checks every request against the documented
// shape (method, path, token, JSON fields and types) and answers a bad one
// with a 4xx while recording why (Violations). It can fail on purpose
// (FailNext, SetDelay, Down).
//
// It also plays the platform side: NewConversation opens a widget
// conversation, and the builders (IncomingMessage, QuickReplyClick, …)
// return the webhook Deliveries Chatwoot would POST to the Agent Bot, which a
// WebhookSender signs and sends. Deliveries Chatwoot sends as a consequence
// of API calls (the bot's own messages coming back, conversation events after
// a handoff) go to the OnWebhook callback, in order.
//
// The package does not import testing: mount Server on httptest.NewServer in
// tests or on a real listener in the demo.
package fake

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/wakha/wakha/chatwoot"
)

// Options configure a Server; zero values get the defaults shown.
type Options struct {
	BotToken    string // "fake-bot-token"
	AccountID   int64  // 1: the account NewConversation uses by default
	AccountName string // "Souk Store"
	InboxID     int64  // 3
	InboxName   string // "Shop Website"
	BotID       int64  // 5
	BotName     string // "Shop Assistant"
	Version     string // "4.16.2": payload shape (see Server.atLeast)
	// WidgetLocale is event_info.widget_language of webwidget_triggered: the
	// locale the site set for the widget, the same for every visitor ("en").
	WidgetLocale string
	Now          func() time.Time // time.Now
}

// Message is one message of a fake conversation.
type Message struct {
	ID                int64                 `json:"id"`
	AccountID         int64                 `json:"account_id"`
	ConversationID    int64                 `json:"conversation_id"`
	Content           string                `json:"content"`
	ContentType       string                `json:"content_type"`
	ContentAttributes json.RawMessage       `json:"content_attributes"`
	MessageType       string                `json:"message_type"` // incoming, outgoing, template, activity
	Private           bool                  `json:"private"`
	SenderType        string                `json:"sender_type"` // contact, user, agent_bot
	SenderID          int64                 `json:"sender_id"`
	SenderName        string                `json:"sender_name"`
	EchoID            string                `json:"echo_id,omitempty"`
	CreatedAt         time.Time             `json:"created_at"`
	Attachments       []Attachment          `json:"attachments,omitempty"`
	Items             []chatwoot.SelectItem `json:"items,omitempty"`            // input_select, decoded
	Cards             []chatwoot.Card       `json:"cards,omitempty"`            // cards, decoded
	SubmittedValues   []chatwoot.SelectItem `json:"submitted_values,omitempty"` // the visitor's click
}

// Attachment is a file of an incoming message.
type Attachment struct {
	FileType string `json:"file_type"` // image, audio, video, file
	DataURL  string `json:"data_url"`
}

// Conversation is a snapshot of a fake conversation.
type Conversation struct {
	AccountID      string    `json:"account_id"`
	ID             string    `json:"id"` // display id
	Status         string    `json:"status"`
	SourceID       string    `json:"source_id"` // contact_inbox.source_id: the visitor's id
	ContactID      int64     `json:"contact_id"`
	ContactInboxID int64     `json:"contact_inbox_id"`
	ContactName    string    `json:"contact_name"`
	BotAssigned    bool      `json:"bot_assigned"`
	AssigneeID     int64     `json:"assignee_id,omitempty"`
	TeamID         int64     `json:"team_id,omitempty"`
	Labels         []string  `json:"labels"`
	UpdatedAt      time.Time `json:"updated_at"`
}

// ConversationOptions shape NewConversation; zero values get defaults.
type ConversationOptions struct {
	AccountID       int64  // Options.AccountID
	Status          string // "pending" (a new conversation in a bot inbox)
	SourceID        string // a random UUID
	ContactName     string // "little-haze-776"
	BrowserLanguage string // "fr": the visitor's browser (Accept-Language)
	Referer         string // "https://souk.example.com/"
}

// Request is one API request the fake received.
type Request struct {
	Method string `json:"method"`
	Path   string `json:"path"`
	Body   string `json:"body,omitempty"`
	Status int    `json:"status"`
}

type convKey struct{ account, id int64 }

type conversation struct {
	accountID, id   int64
	contactID       int64
	contactInboxID  int64
	sourceID        string
	contactName     string
	browserLanguage string
	referer         string
	status          string
	botAssigned     bool
	assigneeID      int64
	assigneeName    string
	teamID          int64
	labels          []string
	messages        []Message
	createdAt       time.Time
	updatedAt       time.Time
}

type team struct {
	id   int64
	name string
}

type failure struct {
	status     int
	retryAfter time.Duration
}

// Server is the fake Chatwoot. Use New; it is safe for concurrent use.
type Server struct {
	opts Options

	mu          sync.Mutex
	convs       map[convKey]*conversation
	nextConv    map[int64]int64
	nextMsg     int64
	nextContact int64
	lastUpdate  time.Time
	teams       map[int64]team
	labelSet    map[string]bool // nil: every label is accepted
	violations  []string
	requests    []Request
	failures    []failure
	delay       time.Duration
	down        bool
	onOutgoing  func(accountID, convID string, msg Message)

	hooks webhookQueue
}

// New returns an empty fake account.
func New(opts Options) *Server {
	if opts.BotToken == "" {
		opts.BotToken = "fake-bot-token"
	}
	if opts.AccountID == 0 {
		opts.AccountID = 1
	}
	if opts.AccountName == "" {
		opts.AccountName = "Souk Store"
	}
	if opts.InboxID == 0 {
		opts.InboxID = 3
	}
	if opts.InboxName == "" {
		opts.InboxName = "Shop Website"
	}
	if opts.BotID == 0 {
		opts.BotID = 5
	}
	if opts.BotName == "" {
		opts.BotName = "Shop Assistant"
	}
	if opts.Version == "" {
		opts.Version = "4.16.2"
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.WidgetLocale == "" {
		opts.WidgetLocale = "en"
	}
	return &Server{
		opts:        opts,
		convs:       map[convKey]*conversation{},
		nextConv:    map[int64]int64{},
		nextMsg:     9875,
		nextContact: 677,
		teams:       map[int64]team{},
	}
}

// BotToken is the access token the fake accepts.
func (s *Server) BotToken() string { return s.opts.BotToken }

// AccountID is the default account, as a string.
func (s *Server) AccountID() string { return strconv.FormatInt(s.opts.AccountID, 10) }

// atLeast reports whether the simulated Chatwoot release is v or later.
func (s *Server) atLeast(v string) bool {
	return compareVersions(s.opts.Version, v) >= 0
}

func compareVersions(a, b string) int {
	pa, pb := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < max(len(pa), len(pb)); i++ {
		var x, y int
		if i < len(pa) {
			x, _ = strconv.Atoi(pa[i])
		}
		if i < len(pb) {
			y, _ = strconv.Atoi(pb[i])
		}
		if x != y {
			if x < y {
				return -1
			}
			return 1
		}
	}
	return 0
}

// NewConversation opens a widget conversation in the bot's inbox.
func (s *Server) NewConversation(o ConversationOptions) Conversation {
	s.mu.Lock()
	defer s.mu.Unlock()
	if o.AccountID == 0 {
		o.AccountID = s.opts.AccountID
	}
	if o.Status == "" {
		o.Status = chatwoot.StatusPending
	}
	if o.SourceID == "" {
		o.SourceID = newUUID()
	}
	if o.ContactName == "" {
		o.ContactName = "little-haze-776"
	}
	if o.BrowserLanguage == "" {
		o.BrowserLanguage = "fr"
	}
	if o.Referer == "" {
		o.Referer = "https://souk.example.com/"
	}
	if s.nextConv[o.AccountID] == 0 {
		s.nextConv[o.AccountID] = 41
	}
	s.nextConv[o.AccountID]++
	s.nextContact++
	now := s.tick()
	c := &conversation{
		accountID:       o.AccountID,
		id:              s.nextConv[o.AccountID],
		contactID:       s.nextContact,
		contactInboxID:  s.nextContact - 333,
		sourceID:        o.SourceID,
		contactName:     o.ContactName,
		browserLanguage: o.BrowserLanguage,
		referer:         o.Referer,
		status:          o.Status,
		botAssigned:     o.Status == chatwoot.StatusPending,
		createdAt:       now,
		updatedAt:       now,
	}
	s.convs[convKey{c.accountID, c.id}] = c
	return c.snapshot()
}

// tick returns now, strictly after the previous tick, so that every change
// has its own updated_at (Chatwoot's has microseconds). Call with s.mu held.
func (s *Server) tick() time.Time {
	now := s.opts.Now().UTC().Truncate(time.Microsecond)
	if !now.After(s.lastUpdate) {
		now = s.lastUpdate.Add(time.Microsecond)
	}
	s.lastUpdate = now
	return now
}

func (c *conversation) snapshot() Conversation {
	return Conversation{
		AccountID:      strconv.FormatInt(c.accountID, 10),
		ID:             strconv.FormatInt(c.id, 10),
		Status:         c.status,
		SourceID:       c.sourceID,
		ContactID:      c.contactID,
		ContactInboxID: c.contactInboxID,
		ContactName:    c.contactName,
		BotAssigned:    c.botAssigned,
		AssigneeID:     c.assigneeID,
		TeamID:         c.teamID,
		Labels:         slices.Clone(c.labels),
		UpdatedAt:      c.updatedAt,
	}
}

// ErrNotFound: no such account or conversation in the fake.
var ErrNotFound = errors.New("fake chatwoot: conversation not found")

// lookup finds a conversation by string ids; call with s.mu held.
func (s *Server) lookup(accountID, convID string) (*conversation, error) {
	a, err1 := strconv.ParseInt(accountID, 10, 64)
	c, err2 := strconv.ParseInt(convID, 10, 64)
	if err1 != nil || err2 != nil {
		return nil, fmt.Errorf("%w: account %q conversation %q", ErrNotFound, accountID, convID)
	}
	conv := s.convs[convKey{a, c}]
	if conv == nil {
		return nil, fmt.Errorf("%w: account %s conversation %s", ErrNotFound, accountID, convID)
	}
	return conv, nil
}

// Conversation returns a snapshot of a conversation.
func (s *Server) Conversation(accountID, convID string) (Conversation, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, err := s.lookup(accountID, convID)
	if err != nil {
		return Conversation{}, false
	}
	return c.snapshot(), true
}

// Messages returns every message of a conversation, oldest first.
func (s *Server) Messages(accountID, convID string) []Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, err := s.lookup(accountID, convID)
	if err != nil {
		return nil
	}
	out := make([]Message, len(c.messages))
	for i, m := range c.messages {
		out[i] = m.clone()
	}
	return out
}

func (m Message) clone() Message {
	m.ContentAttributes = slices.Clone(m.ContentAttributes)
	m.Attachments = slices.Clone(m.Attachments)
	m.Items = slices.Clone(m.Items)
	m.SubmittedValues = slices.Clone(m.SubmittedValues)
	cards := make([]chatwoot.Card, len(m.Cards))
	for i, c := range m.Cards {
		c.Actions = slices.Clone(c.Actions)
		cards[i] = c
	}
	if m.Cards == nil {
		cards = nil
	}
	m.Cards = cards
	return m
}

// Status returns a conversation's status ("" when unknown).
func (s *Server) Status(accountID, convID string) string {
	c, _ := s.Conversation(accountID, convID)
	return c.Status
}

// Labels returns a conversation's labels.
func (s *Server) Labels(accountID, convID string) []string {
	c, _ := s.Conversation(accountID, convID)
	return c.Labels
}

// Team returns a conversation's team id (0: none).
func (s *Server) Team(accountID, convID string) int64 {
	c, _ := s.Conversation(accountID, convID)
	return c.TeamID
}

// SetLabels replaces a conversation's labels, as an agent would.
func (s *Server) SetLabels(accountID, convID string, labels ...string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, err := s.lookup(accountID, convID)
	if err != nil {
		return err
	}
	c.labels = slices.Clone(labels)
	c.updatedAt = s.tick()
	return nil
}

// AddTeam defines a team. Once one is defined, assigning an unknown team id
// behaves like Chatwoot: the team is cleared and the answer is null.
func (s *Server) AddTeam(id int64, name string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.teams[id] = team{id: id, name: name}
}

// DefineLabels declares the account's labels. Once defined, Chatwoot (and
// the fake) silently drops posted labels that are not among them.
func (s *Server) DefineLabels(labels ...string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.labelSet == nil {
		s.labelSet = map[string]bool{}
	}
	for _, l := range labels {
		s.labelSet[l] = true
	}
}

// Violations lists every request that broke the documented shape, as
// "METHOD path: problem". A correct client leaves it empty.
func (s *Server) Violations() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.violations)
}

// Requests lists every API request received, in order.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.requests)
}

// FailNext makes the next n requests fail with status (and a Retry-After
// header in whole seconds when retryAfter > 0), before any other check.
func (s *Server) FailNext(n, status int, retryAfter time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for range n {
		s.failures = append(s.failures, failure{status: status, retryAfter: retryAfter})
	}
}

// SetDelay makes every request wait d before it is handled (0: no delay).
func (s *Server) SetDelay(d time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.delay = d
}

// Down makes the fake drop every connection without an answer while down.
func (s *Server) Down(down bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.down = down
}

// OnOutgoing registers f, called after each message the bot creates.
func (s *Server) OnOutgoing(f func(accountID, convID string, msg Message)) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.onOutgoing = f
}

// ServeHTTP serves the Application API subset.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	down, delay := s.down, s.delay
	s.mu.Unlock()
	if down {
		if hj, ok := w.(http.Hijacker); ok {
			if conn, _, err := hj.Hijack(); err == nil {
				conn.Close()
				return
			}
		}
		http.Error(w, "down", http.StatusBadGateway)
		return
	}
	// Read the body before waiting: net/http only notices a client that gave
	// up (its context is cancelled) once the body has been consumed, and a
	// request abandoned by the caller must not be handled late.
	body, _ := io.ReadAll(io.LimitReader(r.Body, 2<<20))
	if delay > 0 {
		t := time.NewTimer(delay)
		select {
		case <-t.C:
		case <-r.Context().Done():
			t.Stop()
			return
		}
	}
	rec := &recorder{ResponseWriter: w}
	after := s.handle(rec, r, body)
	s.mu.Lock()
	s.requests = append(s.requests, Request{Method: r.Method, Path: r.URL.Path, Body: string(body), Status: rec.status})
	s.mu.Unlock()
	for _, f := range after {
		f()
	}
}

type recorder struct {
	http.ResponseWriter
	status int
}

func (r *recorder) WriteHeader(code int) {
	r.status = code
	r.ResponseWriter.WriteHeader(code)
}

// handle answers one request and returns callbacks to run once the lock is
// released (outgoing hook, webhook echoes).
func (s *Server) handle(w http.ResponseWriter, r *http.Request, body []byte) []func() {
	s.mu.Lock()
	defer s.mu.Unlock()
	where := r.Method + " " + r.URL.Path

	if len(s.failures) > 0 {
		f := s.failures[0]
		s.failures = s.failures[1:]
		if f.retryAfter > 0 {
			secs := int64((f.retryAfter + time.Second - 1) / time.Second)
			w.Header().Set("Retry-After", strconv.FormatInt(secs, 10))
		}
		writeJSON(w, f.status, map[string]string{"error": "injected failure"})
		return nil
	}

	token := r.Header.Get("Api-Access-Token")
	if token == "" {
		token = r.Header.Get("api_access_token")
	}
	switch {
	case token == "":
		s.violate(where, "no api_access_token header")
		writeJSON(w, http.StatusUnauthorized, map[string]string{"error": "You need to sign in or sign up before continuing."})
		return nil
	case token != s.opts.BotToken:
		s.violate(where, "wrong access token")
		writeJSON(w, http.StatusUnauthorized, map[string]string{"error": "Invalid Access Token"})
		return nil
	}

	account, convID, action, ok := splitPath(r.URL.Path)
	if !ok {
		s.violate(where, "unknown route")
		writeJSON(w, http.StatusNotFound, map[string]string{"error": "Not found"})
		return nil
	}
	allowed := map[string][]string{
		"messages":      {http.MethodPost},
		"toggle_status": {http.MethodPost},
		"assignments":   {http.MethodPost},
		"labels":        {http.MethodGet, http.MethodPost},
	}[action]
	if !slices.Contains(allowed, r.Method) {
		s.violate(where, "method not allowed for a bot token")
		writeJSON(w, http.StatusUnauthorized, map[string]string{"error": "You are not authorized to do this action"})
		return nil
	}
	if r.Method == http.MethodPost {
		if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
			s.violate(where, fmt.Sprintf("Content-Type %q, want application/json", ct))
			writeJSON(w, http.StatusUnsupportedMediaType, map[string]string{"error": "JSON body expected"})
			return nil
		}
	}
	c := s.convs[convKey{account, convID}]
	if c == nil {
		writeJSON(w, http.StatusNotFound, map[string]string{"error": "Resource could not be found"})
		return nil
	}
	var fields map[string]json.RawMessage
	if r.Method == http.MethodPost {
		if err := json.Unmarshal(body, &fields); err != nil || fields == nil {
			s.violate(where, "body is not a JSON object")
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": "malformed JSON"})
			return nil
		}
	}
	switch action {
	case "messages":
		return s.createMessage(w, where, c, fields)
	case "toggle_status":
		return s.toggleStatus(w, where, c, fields)
	case "assignments":
		return s.assign(w, where, c, fields)
	default:
		if r.Method == http.MethodGet {
			writeJSON(w, http.StatusOK, map[string]any{"payload": nonNil(c.labels)})
			return nil
		}
		return s.postLabels(w, where, c, fields)
	}
}

// splitPath parses /api/v1/accounts/{a}/conversations/{c}/{action}.
func splitPath(p string) (account, conv int64, action string, ok bool) {
	parts := strings.Split(strings.Trim(p, "/"), "/")
	if len(parts) != 7 || parts[0] != "api" || parts[1] != "v1" || parts[2] != "accounts" || parts[4] != "conversations" {
		return 0, 0, "", false
	}
	a, err1 := strconv.ParseInt(parts[3], 10, 64)
	c, err2 := strconv.ParseInt(parts[5], 10, 64)
	if err1 != nil || err2 != nil || a <= 0 || c <= 0 {
		return 0, 0, "", false
	}
	switch parts[6] {
	case "messages", "toggle_status", "assignments", "labels":
		return a, c, parts[6], true
	}
	return 0, 0, "", false
}

func (s *Server) violate(where, problem string) {
	s.violations = append(s.violations, where+": "+problem)
}

// reject records a violation and answers 422 like Chatwoot's validations.
func (s *Server) reject(w http.ResponseWriter, where string, problems []string) {
	for _, p := range problems {
		s.violate(where, p)
	}
	writeJSON(w, http.StatusUnprocessableEntity, map[string]string{"error": strings.Join(problems, "; ")})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func unknownKeys(fields map[string]json.RawMessage, allowed ...string) []string {
	var out []string
	for k := range fields {
		if !slices.Contains(allowed, k) {
			out = append(out, "unknown field "+strconv.Quote(k))
		}
	}
	slices.Sort(out)
	return out
}

// jsonString decodes raw as a string; ok false when it is not one.
func jsonString(raw json.RawMessage) (string, bool) {
	var v string
	if len(raw) == 0 || raw[0] != '"' || json.Unmarshal(raw, &v) != nil {
		return "", false
	}
	return v, true
}

func (s *Server) createMessage(w http.ResponseWriter, where string, c *conversation, f map[string]json.RawMessage) []func() {
	problems := unknownKeys(f, "content", "message_type", "private", "content_type", "content_attributes", "echo_id")
	content, ok := jsonString(f["content"])
	switch {
	case !ok:
		problems = append(problems, "content must be a string")
	case strings.TrimSpace(content) == "":
		problems = append(problems, "content is empty (the widget shows nothing)")
	case len(content) > chatwoot.MaxContentLength:
		problems = append(problems, "content longer than 150000")
	}
	if raw, present := f["message_type"]; present {
		if mt, ok := jsonString(raw); !ok || mt != "outgoing" {
			problems = append(problems, fmt.Sprintf("message_type %s, want \"outgoing\"", raw))
		}
	}
	private := false
	if raw, present := f["private"]; present {
		if err := json.Unmarshal(raw, &private); err != nil || (string(raw) != "true" && string(raw) != "false") {
			problems = append(problems, "private must be a boolean")
		}
	}
	contentType := chatwoot.ContentText
	if raw, present := f["content_type"]; present {
		ct, ok := jsonString(raw)
		if !ok {
			problems = append(problems, "content_type must be a string")
		} else {
			contentType = ct
		}
	}
	echoID := ""
	if raw, present := f["echo_id"]; present {
		if e, ok := jsonString(raw); ok {
			echoID = e
		} else {
			problems = append(problems, "echo_id must be a string")
		}
	}
	msg := Message{ContentType: contentType, ContentAttributes: json.RawMessage(`{}`)}
	attrs, hasAttrs := f["content_attributes"]
	switch contentType {
	case chatwoot.ContentText:
		if hasAttrs && !isEmptyObject(attrs) {
			problems = append(problems, "content_attributes on a text message")
		}
	case chatwoot.ContentInputSelect, chatwoot.ContentCards:
		if private {
			problems = append(problems, contentType+" cannot be private")
		}
		if !hasAttrs {
			problems = append(problems, "content_attributes.items is required for "+contentType)
			break
		}
		items, cards, ps := validateItems(contentType, attrs)
		problems = append(problems, ps...)
		msg.Items, msg.Cards = items, cards
		msg.ContentAttributes = slices.Clone(attrs)
	default:
		problems = append(problems, fmt.Sprintf("content_type %q is not one wakha sends (text, input_select, cards)", contentType))
	}
	if len(problems) > 0 {
		s.reject(w, where, problems)
		return nil
	}
	s.nextMsg++
	now := s.tick()
	msg.ID = s.nextMsg
	msg.AccountID = c.accountID
	msg.ConversationID = c.id
	msg.Content = content
	msg.MessageType = "outgoing"
	msg.Private = private
	msg.SenderType = "agent_bot"
	msg.SenderID = s.opts.BotID
	msg.SenderName = s.opts.BotName
	msg.EchoID = echoID
	msg.CreatedAt = now
	c.messages = append(c.messages, msg)
	c.updatedAt = now

	resp := map[string]any{
		"id":                 msg.ID,
		"content":            msg.Content,
		"inbox_id":           s.opts.InboxID,
		"echo_id":            nullable(echoID),
		"conversation_id":    c.id,
		"message_type":       1,
		"content_type":       msg.ContentType,
		"content_attributes": msg.ContentAttributes,
		"created_at":         now.Unix(),
		"private":            msg.Private,
		"sender":             s.botSender(true),
	}
	writeJSON(w, http.StatusOK, resp)

	var after []func()
	if hook := s.onOutgoing; hook != nil {
		acc, id, m := strconv.FormatInt(c.accountID, 10), strconv.FormatInt(c.id, 10), msg.clone()
		after = append(after, func() { hook(acc, id, m) })
	}
	// Chatwoot sends the bot its own messages (and notes) as message_created.
	s.echo(chatwoot.EventMessageCreated, s.messagePayload(c, msg, chatwoot.EventMessageCreated), c)
	return after
}

func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}

func isEmptyObject(raw json.RawMessage) bool {
	var m map[string]json.RawMessage
	return json.Unmarshal(raw, &m) == nil && len(m) == 0
}

// validateItems checks content_attributes for input_select and cards
// (chatwoot: ContentAttributeValidator, plus the widget's needs).
func validateItems(contentType string, raw json.RawMessage) ([]chatwoot.SelectItem, []chatwoot.Card, []string) {
	var attrs map[string]json.RawMessage
	if err := json.Unmarshal(raw, &attrs); err != nil || attrs == nil {
		return nil, nil, []string{"content_attributes must be an object"}
	}
	problems := unknownKeys(attrs, "items")
	var items []map[string]json.RawMessage
	if err := json.Unmarshal(attrs["items"], &items); err != nil {
		return nil, nil, append(problems, "content_attributes.items must be an array of objects")
	}
	if len(items) == 0 {
		return nil, nil, append(problems, "content_attributes.items: at least one item is required")
	}
	var selects []chatwoot.SelectItem
	var cards []chatwoot.Card
	for i, it := range items {
		at := fmt.Sprintf("items[%d]", i)
		if it == nil {
			problems = append(problems, at+" must be an object")
			continue
		}
		if contentType == chatwoot.ContentInputSelect {
			problems = append(problems, prefixed(at, unknownKeys(it, "title", "value"))...)
			title, ok1 := jsonString(it["title"])
			value, ok2 := jsonString(it["value"])
			if !ok1 || strings.TrimSpace(title) == "" {
				problems = append(problems, at+".title must be a non-empty string")
			}
			if !ok2 || strings.TrimSpace(value) == "" {
				problems = append(problems, at+".value must be a non-empty string")
			}
			selects = append(selects, chatwoot.SelectItem{Title: title, Value: value})
			continue
		}
		card, ps := validateCard(at, it)
		problems = append(problems, ps...)
		cards = append(cards, card)
	}
	if contentType == chatwoot.ContentCards && len(items) > chatwoot.MaxCards {
		problems = append(problems, fmt.Sprintf("%d cards, wakha sends at most %d", len(items), chatwoot.MaxCards))
	}
	return selects, cards, problems
}

func prefixed(at string, problems []string) []string {
	for i := range problems {
		problems[i] = at + ": " + problems[i]
	}
	return problems
}

func validateCard(at string, it map[string]json.RawMessage) (chatwoot.Card, []string) {
	problems := prefixed(at, unknownKeys(it, "title", "description", "media_url", "actions"))
	var card chatwoot.Card
	title, ok := jsonString(it["title"])
	if !ok || strings.TrimSpace(title) == "" {
		problems = append(problems, at+".title must be a non-empty string")
	}
	card.Title = title
	if raw, present := it["description"]; present {
		d, ok := jsonString(raw)
		if !ok {
			problems = append(problems, at+".description must be a string")
		}
		card.Description = d
	}
	if raw, present := it["media_url"]; present {
		u, ok := jsonString(raw)
		if !ok || !absoluteURL(u) {
			problems = append(problems, at+".media_url must be an absolute http(s) URL")
		}
		card.MediaURL = u
	}
	var actions []map[string]json.RawMessage
	if err := json.Unmarshal(it["actions"], &actions); err != nil || len(actions) == 0 {
		return card, append(problems, at+".actions: contains items missing actions")
	}
	for j, a := range actions {
		aat := fmt.Sprintf("%s.actions[%d]", at, j)
		if a == nil {
			problems = append(problems, aat+" must be an object")
			continue
		}
		problems = append(problems, prefixed(aat, unknownKeys(a, "text", "type", "payload", "uri"))...)
		var act chatwoot.CardAction
		act.Text, ok = jsonString(a["text"])
		if !ok || strings.TrimSpace(act.Text) == "" {
			problems = append(problems, aat+".text must be a non-empty string")
		}
		act.Type, _ = jsonString(a["type"])
		switch act.Type {
		case chatwoot.ActionLink:
			act.URI, ok = jsonString(a["uri"])
			if !ok || !absoluteURL(act.URI) {
				problems = append(problems, aat+": link needs an absolute http(s) uri")
			}
			if _, present := a["payload"]; present {
				problems = append(problems, aat+": link with a payload")
			}
		case chatwoot.ActionPostback:
			act.Payload, ok = jsonString(a["payload"])
			if !ok || act.Payload == "" {
				problems = append(problems, aat+": postback needs a non-empty payload")
			}
			if _, present := a["uri"]; present {
				problems = append(problems, aat+": postback with a uri")
			}
		default:
			problems = append(problems, fmt.Sprintf("%s.type %q, want link or postback", aat, act.Type))
		}
		card.Actions = append(card.Actions, act)
	}
	return card, problems
}

func absoluteURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}

func (s *Server) toggleStatus(w http.ResponseWriter, where string, c *conversation, f map[string]json.RawMessage) []func() {
	problems := unknownKeys(f, "status", "snoozed_until")
	status, ok := jsonString(f["status"])
	switch {
	case f["status"] == nil:
		problems = append(problems, "toggle_status without status toggles the conversation")
	case !ok:
		problems = append(problems, "status must be a string")
	case !slices.Contains([]string{chatwoot.StatusOpen, chatwoot.StatusResolved, chatwoot.StatusPending, chatwoot.StatusSnoozed}, status):
		problems = append(problems, fmt.Sprintf("status %q", status))
	}
	if len(problems) > 0 {
		s.reject(w, where, problems)
		return nil
	}
	var success any = true
	before, botBefore := c.status, c.botAssigned
	if c.status == chatwoot.StatusPending && status == chatwoot.StatusOpen {
		// Bot handoff: opens, clears the bot assignee; success is null here.
		success = nil
		c.botAssigned = false
	}
	c.status = status
	changed := before != c.status || botBefore != c.botAssigned
	if changed {
		c.updatedAt = s.tick()
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"meta": map[string]any{},
		"payload": map[string]any{
			"success":         success,
			"conversation_id": c.id,
			"current_status":  c.status,
			"snoozed_until":   nil,
		},
	})
	if before != c.status {
		changes := []map[string]any{{"status": map[string]any{"previous_value": before, "current_value": c.status}}}
		if botBefore != c.botAssigned {
			changes = append(changes, map[string]any{"assignee_agent_bot_id": map[string]any{"previous_value": s.opts.BotID, "current_value": nil}})
		}
		s.echoStatusChange(c, changes)
	}
	return nil
}

func (s *Server) assign(w http.ResponseWriter, where string, c *conversation, f map[string]json.RawMessage) []func() {
	problems := unknownKeys(f, "team_id")
	var teamID int64
	if raw, present := f["team_id"]; !present {
		problems = append(problems, "team_id is required (wakha assigns teams only)")
	} else if err := json.Unmarshal(raw, &teamID); err != nil || teamID <= 0 {
		problems = append(problems, fmt.Sprintf("team_id %s must be a positive integer", raw))
	}
	if len(problems) > 0 {
		s.reject(w, where, problems)
		return nil
	}
	t, known := s.teams[teamID]
	if !known && len(s.teams) == 0 {
		t, known = team{id: teamID, name: "team " + strconv.FormatInt(teamID, 10)}, true
	}
	before := c.teamID
	if known {
		c.teamID = t.id
	} else {
		c.teamID = 0
	}
	if before != c.teamID {
		c.updatedAt = s.tick()
		s.echo(chatwoot.EventConversationUpdated, s.conversationEvent(c, chatwoot.EventConversationUpdated,
			[]map[string]any{{"team_id": map[string]any{"previous_value": nullableID(before), "current_value": nullableID(c.teamID)}}}), c)
	}
	if !known {
		writeJSON(w, http.StatusOK, nil)
		return nil
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"id": t.id, "name": t.name, "description": "", "allow_auto_assign": true,
		"account_id": c.accountID, "is_member": false,
	})
	return nil
}

func nullableID(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}

func (s *Server) postLabels(w http.ResponseWriter, where string, c *conversation, f map[string]json.RawMessage) []func() {
	problems := unknownKeys(f, "labels")
	var labels []string
	if raw, present := f["labels"]; !present {
		problems = append(problems, "labels is required")
	} else if err := json.Unmarshal(raw, &labels); err != nil || labels == nil {
		problems = append(problems, "labels must be an array of strings")
	}
	if len(problems) > 0 {
		s.reject(w, where, problems)
		return nil
	}
	var kept []string
	for _, l := range labels {
		if (s.labelSet == nil || s.labelSet[l]) && !slices.Contains(kept, l) {
			kept = append(kept, l)
		}
	}
	before := c.labels
	c.labels = kept
	if !slices.Equal(before, kept) {
		c.updatedAt = s.tick()
		s.echo(chatwoot.EventConversationUpdated, s.conversationEvent(c, chatwoot.EventConversationUpdated,
			[]map[string]any{{"label_list": map[string]any{"previous_value": nonNil(before), "current_value": nonNil(kept)}}}), c)
	}
	writeJSON(w, http.StatusOK, map[string]any{"payload": nonNil(kept)})
	return nil
}

// echoStatusChange queues what Chatwoot 4.13+ sends the bot after a status
// change: conversation_status_changed, conversation_opened/resolved, then
// conversation_updated. Call with s.mu held.
func (s *Server) echoStatusChange(c *conversation, changes []map[string]any) {
	s.echo(chatwoot.EventStatusChanged, s.conversationEvent(c, chatwoot.EventStatusChanged, changes), c)
	switch c.status {
	case chatwoot.StatusOpen:
		s.echo(chatwoot.EventConversationOpened, s.conversationEvent(c, chatwoot.EventConversationOpened, changes), c)
	case chatwoot.StatusResolved:
		s.echo(chatwoot.EventConversationResolve, s.conversationEvent(c, chatwoot.EventConversationResolve, changes), c)
	}
	s.echo(chatwoot.EventConversationUpdated, s.conversationEvent(c, chatwoot.EventConversationUpdated, changes), c)
}

// marshal encodes a payload built by this package (never fails in practice).
func marshal(v any) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic(fmt.Sprintf("fake chatwoot: encoding payload: %v", err))
	}
	return bytes.TrimRight(buf.Bytes(), "\n")
}
