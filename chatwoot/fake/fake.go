// Package fake is an in-memory Chatwoot account for tests and the demo.
//
// Server implements the endpoints wakha's client uses (GET /api for the
// version; conversation show and update, messages create, toggle_status,
// assignments, labels index/create) with Chatwoot's response shapes and the
// bot-token rules of the simulated release. It answers every request as
// Chatwoot would — a 4xx where Chatwoot refuses, a 2xx where Chatwoot
// accepts — and records every request outside the documented shape
// (Violations), whether Chatwoot refuses it or not. It can fail on purpose
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
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/wakha/wakha/chatwoot"
)

// Options configure a Server; zero values get the defaults shown.
type Options struct {
	BotToken    string           // "fake-bot-token"
	AccountID   int64            // 1: the account NewConversation uses by default
	AccountName string           // "Souk Store"
	InboxID     int64            // 3
	InboxName   string           // "Shop Website"
	BotID       int64            // 5
	BotName     string           // "Shop Assistant"
	Version     string           // "4.16.2": payload shape and bot-token rules (see Server.atLeast)
	Now         func() time.Time // time.Now
	// WidgetLocale is event_info.widget_language of webwidget_triggered: the
	// locale the site set for the widget, the same for every visitor ("en").
	WidgetLocale string
	// HideVersion makes GET /api answer 404, as behind a proxy that exposes
	// only /api/v1: a client cannot learn the version.
	HideVersion bool
	// HandoffKeepsBot leaves the bot as the conversation's
	// assignee_agent_bot after its toggle_status open, as the v4.15.1
	// source does (bot_handoff! only opens); by default it is cleared, as
	// reported for 4.16.2. It shows from 4.16.2 on, the first release that
	// makes the bot the assignee of new conversations.
	HandoffKeepsBot bool
	// DropUndefinedLabels drops posted labels the account does not define
	// (DefineLabels), silently, as later Chatwoot sources do; 4.13–4.15
	// store whatever is posted.
	DropUndefinedLabels bool
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
	// CustomAttributes are the contact's (the widget's setCustomAttributes
	// before the conversation started); webhooks carry them.
	CustomAttributes map[string]string
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
	customAttrs     map[string]string
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
	id         int64
	name       string
	autoAssign bool // allow_auto_assign
}

// Handover reasons.
const (
	HandoverTeamAssigned = "team_assigned" // a team with auto-assignment picked an agent
	HandoverOpened       = "opened"        // the bot handoff opened the conversation for the agents
)

// Handover is a moment Chatwoot put a conversation in front of a human
// agent, with what the agent found there.
type Handover struct {
	Reason         string    `json:"reason"`
	AgentID        int64     `json:"agent_id,omitempty"` // 0: the inbox's agents
	AccountID      string    `json:"account_id"`
	ConversationID string    `json:"conversation_id"`
	Status         string    `json:"status"`
	Messages       []Message `json:"messages"`
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
	labelSet    map[string]bool // DefineLabels; used with Options.DropUndefinedLabels
	handovers   []Handover
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
		customAttrs:     maps.Clone(o.CustomAttributes),
		status:          o.Status,
		// From 4.16.2 a bot inbox makes the bot the assignee of new conversations.
		botAssigned: o.Status == chatwoot.StatusPending && s.atLeast("4.16.2"),
		createdAt:   now,
		updatedAt:   now,
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

// SetContactAttributes merges attrs into the custom attributes of the
// conversation's contact, as the widget's $chatwoot.setCustomAttributes
// does; later webhooks carry them.
func (s *Server) SetContactAttributes(accountID, convID string, attrs map[string]string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, err := s.lookup(accountID, convID)
	if err != nil {
		return err
	}
	if c.customAttrs == nil {
		c.customAttrs = map[string]string{}
	}
	maps.Copy(c.customAttrs, attrs)
	return nil
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

// AddTeam defines a team without auto-assignment: assigning it sets only
// the team. Once a team is defined, assigning an unknown team id behaves
// like Chatwoot: the team is cleared and the answer is null.
func (s *Server) AddTeam(id int64, name string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.teams[id] = team{id: id, name: name}
}

// AddAutoAssignTeam defines a team with allow_auto_assign: assigning it to
// a conversation without a human assignee also assigns the agent AgentID at
// once, in the same save, whatever the conversation's status (chatwoot:
// AssignmentHandler#find_assignee_from_team), and records a Handover.
func (s *Server) AddAutoAssignTeam(id int64, name string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.teams[id] = team{id: id, name: name, autoAssign: true}
}

// DefineLabels declares the account's labels. Chatwoot 4.13–4.15 store
// posted labels whether the account defines them or not (its dashboard
// shows only the defined ones); with Options.DropUndefinedLabels the fake
// drops the others, as later sources do.
func (s *Server) DefineLabels(labels ...string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.labelSet == nil {
		s.labelSet = map[string]bool{}
	}
	for _, l := range labels {
		s.labelSet[strings.ToLower(l)] = true
	}
}

// Handovers lists, in order, every moment a conversation was put in front
// of human agents (team auto-assignment, bot handoff), with a copy of its
// messages then.
func (s *Server) Handovers() []Handover {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Handover, len(s.handovers))
	for i, h := range s.handovers {
		h.Messages = slices.Clone(h.Messages)
		out[i] = h
	}
	return out
}

// handOver records a Handover; call with s.mu held.
func (s *Server) handOver(c *conversation, reason string, agentID int64) {
	msgs := make([]Message, len(c.messages))
	for i, m := range c.messages {
		msgs[i] = m.clone()
	}
	s.handovers = append(s.handovers, Handover{
		Reason: reason, AgentID: agentID, Status: c.status, Messages: msgs,
		AccountID: strconv.FormatInt(c.accountID, 10), ConversationID: strconv.FormatInt(c.id, 10),
	})
}

// Violations lists every request outside the documented shape, as "METHOD
// path: problem", whether Chatwoot refuses it (the fake answered 4xx) or
// accepts it (unknown parameters, empty content, toggle_status without a
// status, …). A correct client leaves it empty.
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
