// Package fake is an in-memory Intercom workspace for tests and the demo.
//
// Server implements the REST endpoints wakha's client uses (reply, parts,
// conversation tags, tags list and create, conversation read) with Intercom's
// response shapes, checks every request against the documented shape of the
// API version it names (Authorization, Intercom-Version, JSON fields, their
// types, uuid format, known teammates, teams and tags) and answers a bad one
// with Intercom's error.list while recording why (Violations). It can fail
// on purpose (FailNext, SetDelay, Down), with rate-limit headers on 429.
//
// It also plays the platform side: StartConversation opens a Messenger
// conversation, and the builders (UserReply, QuickReplyClick, AdminReply,
// Assign, AdminClose, Snooze, …) return the Notifications Intercom would POST to
// the app's webhook URL, which a WebhookSender signs and sends. What Intercom
// notifies as a consequence of API calls (the bot's own replies, notes and
// assignments coming back, with app_package_code set) goes to the OnWebhook
// callback, in order.
//
// The package does not import testing: mount Server on httptest.NewServer in
// tests or on a real listener in the demo.
package fake

import (
	"bytes"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/wakha/wakha/intercom"
)

// Options configure a Server; zero values get the defaults shown.
type Options struct {
	Token          string  // "fake-intercom-token": the access token accepted
	AppID          string  // "souk2a7f": the workspace
	ClientSecret   string  // "fake-client-secret": signs notifications
	Version        string  // "2.14": the shape of notifications (bodies are plain text from 2.15)
	Bot            Admin   // {7714021, "Souk Assistant"}: the teammate wakha replies as
	Admins         []Admin // [{6652018, "Amina"}]: human teammates
	Teams          []Team  // [{5017691, "Souk support"}]
	AppPackageCode string  // "wakha-shop-assistant": set on parts made through the API
	// ClickField is the metadata key a quick-reply click carries:
	// "quick_reply_uuid" (the OpenAPI descriptions, default) or
	// "quick_reply_option_uuid" (the 2.14 changelog).
	ClickField string
	Now        func() time.Time // time.Now
}

// Admin is a teammate.
type Admin struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Email string `json:"email"`
}

// Team is an inbox team.
type Team struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// The teammates and team the defaults use.
const (
	BotAdminID   = "7714021"
	HumanAdminID = "6652018"
	TeamID       = "5017691"
	FinID        = "9608808"
)

// Part is one conversation part as the fake keeps it.
type Part struct {
	ID             string                 `json:"id"`
	PartType       string                 `json:"part_type"`        // comment, note, quick_reply, assignment, close, open, snoozed, unsnoozed
	Body           string                 `json:"body,omitempty"`   // HTML, as Intercom stores it
	AuthorType     string                 `json:"author_type"`      // user, lead, admin, bot
	AuthorID       string                 `json:"author_id"`        // contact or teammate id
	AppPackageCode string                 `json:"app_package_code"` // "" unless made through the API
	ReplyOptions   []intercom.ReplyOption `json:"reply_options,omitempty"`
	QuickReplyUUID string                 `json:"quick_reply_uuid,omitempty"` // the option a click chose
	AssignedType   string                 `json:"assigned_type,omitempty"`
	AssignedID     string                 `json:"assigned_id,omitempty"`
	CreatedAt      time.Time              `json:"created_at"`
}

// Conversation is a snapshot of a fake conversation.
type Conversation struct {
	ID              string    `json:"id"`
	ContactID       string    `json:"contact_id"`
	ContactType     string    `json:"contact_type"` // user or lead
	ContactName     string    `json:"contact_name"`
	State           string    `json:"state"` // open, closed, snoozed
	SnoozedUntil    time.Time `json:"snoozed_until,omitzero"`
	AdminAssigneeID string    `json:"admin_assignee_id,omitempty"`
	TeamAssigneeID  string    `json:"team_assignee_id,omitempty"`
	Tags            []string  `json:"tags"` // names
	Source          Part      `json:"source"`
	Parts           []Part    `json:"parts"`
	CreatedAt       time.Time `json:"created_at"`
	UpdatedAt       time.Time `json:"updated_at"`
}

// ConversationOptions shape StartConversation; zero values get defaults.
type ConversationOptions struct {
	ContactType  string // "user" ("lead" for an anonymous visitor)
	ContactName  string // "Yassine"
	ContactEmail string // "yassine@example.ma"
	ExternalID   string // "cust_42" for users
	URL          string // "https://souk.example.com/"
	AdminID      string // the first assignee; "" = unassigned
	// ContactID continues with a contact made by AddContact ("" = a new one).
	ContactID string
}

// Request is one API request the fake received.
type Request struct {
	Method  string `json:"method"`
	Path    string `json:"path"`
	Version string `json:"version"`
	Body    string `json:"body,omitempty"`
	Status  int    `json:"status"`
}

// Failure is an answer FailNext gives instead of handling a request.
type Failure struct {
	Status int // e.g. 500, 429, 401
	// Reset, for a 429, sets X-RateLimit-Reset to now + Reset (whole seconds).
	Reset time.Duration
	// RetryAfter, when > 0, sets Retry-After in whole seconds.
	RetryAfter time.Duration
	// Hang makes the fake hold the request until the client gives up (a
	// timeout) instead of answering.
	Hang bool
	// Arrived, when set, receives a value once the failing request has
	// arrived, so a test can wait for it instead of sleeping.
	Arrived chan<- struct{}
}

type tag struct{ id, name string }

type conversation struct {
	Conversation
	contactEmail, externalID, url string
}

// Server is the fake Intercom. Use New; it is safe for concurrent use.
type Server struct {
	opts Options

	mu         sync.Mutex
	convs      map[string]*conversation
	nextConv   int64
	nextPart   int64
	nextSource int64
	nextTag    int64
	nextNotif  int64
	lastTime   time.Time
	tags       []tag
	violations []string
	requests   []Request
	failures   []Failure
	delay      time.Duration
	down       bool
	remaining  int
	onReply    func(convID string, p Part)
	contacts   map[string]*contact // by id
	inApp      []InAppMessage

	hooks queue
}

// New returns an empty fake workspace.
func New(opts Options) *Server {
	if opts.Token == "" {
		opts.Token = "fake-intercom-token"
	}
	if opts.AppID == "" {
		opts.AppID = "souk2a7f"
	}
	if opts.ClientSecret == "" {
		opts.ClientSecret = "fake-client-secret"
	}
	if opts.Version == "" {
		opts.Version = intercom.DefaultVersion
	}
	if opts.Bot.ID == "" {
		opts.Bot = Admin{ID: BotAdminID, Name: "Souk Assistant", Email: "assistant@souk.example.com"}
	}
	if opts.Admins == nil {
		opts.Admins = []Admin{{ID: HumanAdminID, Name: "Amina", Email: "amina@souk.example.com"}}
	}
	if opts.Teams == nil {
		opts.Teams = []Team{{ID: TeamID, Name: "Souk support"}}
	}
	if opts.AppPackageCode == "" {
		opts.AppPackageCode = "wakha-shop-assistant"
	}
	if opts.ClickField == "" {
		opts.ClickField = "quick_reply_uuid"
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	return &Server{
		opts:       opts,
		convs:      map[string]*conversation{},
		contacts:   map[string]*contact{},
		nextConv:   215473180093300,
		nextPart:   37358130000,
		nextSource: 3381828700,
		nextTag:    7522900,
		remaining:  rateLimit,
	}
}

// Token is the access token the fake accepts.
func (s *Server) Token() string { return s.opts.Token }

// AppID is the workspace id notifications carry.
func (s *Server) AppID() string { return s.opts.AppID }

// ClientSecret is the secret notifications are signed with.
func (s *Server) ClientSecret() []byte { return []byte(s.opts.ClientSecret) }

// BotAdminID is the teammate wakha replies as.
func (s *Server) BotAdminID() string { return s.opts.Bot.ID }

// Version is the API version of the notifications the fake sends.
func (s *Server) Version() string { return s.opts.Version }

// now returns the time, strictly after the previous call at second
// resolution is not needed: Intercom's times are whole seconds too. Call
// with s.mu held.
func (s *Server) now() time.Time {
	t := s.opts.Now().UTC().Truncate(time.Second)
	if t.Before(s.lastTime) {
		t = s.lastTime
	}
	s.lastTime = t
	return t
}

// ErrNotFound: no such conversation (or part, or option) in the fake.
var ErrNotFound = errors.New("fake intercom: not found")

func (s *Server) lookup(id string) (*conversation, error) {
	c := s.convs[id]
	if c == nil {
		return nil, fmt.Errorf("%w: conversation %q", ErrNotFound, id)
	}
	return c, nil
}

func (c *conversation) snapshot() Conversation {
	out := c.Conversation
	out.Tags = slices.Clone(c.Tags)
	if out.Tags == nil {
		out.Tags = []string{}
	}
	out.Parts = make([]Part, len(c.Parts))
	for i, p := range c.Parts {
		p.ReplyOptions = slices.Clone(p.ReplyOptions)
		out.Parts[i] = p
	}
	return out
}

// Conversation returns a snapshot of a conversation.
func (s *Server) Conversation(id string) (Conversation, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, err := s.lookup(id)
	if err != nil {
		return Conversation{}, false
	}
	return c.snapshot(), true
}

// Parts returns the parts of a conversation after its first message, oldest first.
func (s *Server) Parts(id string) []Part {
	c, _ := s.Conversation(id)
	return c.Parts
}

// Tags returns the names of a conversation's tags.
func (s *Server) Tags(id string) []string {
	c, _ := s.Conversation(id)
	return c.Tags
}

// WorkspaceTags returns every tag name defined in the workspace.
func (s *Server) WorkspaceTags() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for _, t := range s.tags {
		out = append(out, t.name)
	}
	return out
}

// DefineTag creates a tag as a teammate would and returns its id.
func (s *Server) DefineTag(name string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.findOrCreateTag(name).id
}

// DeleteTag deletes a tag from the workspace (and its conversations), as a
// teammate would; a client that cached its id gets tag_not_found.
func (s *Server) DeleteTag(name string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.tags = slices.DeleteFunc(s.tags, func(t tag) bool { return strings.EqualFold(t.name, name) })
	for _, c := range s.convs {
		c.Tags = slices.DeleteFunc(c.Tags, func(n string) bool { return strings.EqualFold(n, name) })
	}
}

func (s *Server) findOrCreateTag(name string) tag {
	for _, t := range s.tags {
		if strings.EqualFold(t.name, name) {
			return t
		}
	}
	s.nextTag++
	t := tag{id: strconv.FormatInt(s.nextTag, 10), name: name}
	s.tags = append(s.tags, t)
	return t
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

// FailNext makes the next len(fs) requests fail as described, in order,
// before any other check.
func (s *Server) FailNext(fs ...Failure) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.failures = append(s.failures, fs...)
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

// OnReply registers f, called after each part the bot posts through the API
// (for the demo's live page).
func (s *Server) OnReply(f func(convID string, p Part)) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.onReply = f
}

// StartConversation opens a Messenger conversation with a contact's first
// message and returns it and its conversation.user.created notification.
func (s *Server) StartConversation(o ConversationOptions, text string) (Conversation, Notification) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if o.ContactType == "" {
		o.ContactType = "user"
	}
	if o.ContactName == "" && o.ContactType == "user" {
		o.ContactName = "Yassine"
	}
	if o.ContactEmail == "" && o.ContactType == "user" {
		o.ContactEmail = "yassine@example.ma"
	}
	if o.ExternalID == "" && o.ContactType == "user" {
		o.ExternalID = "cust_42"
	}
	if o.URL == "" {
		o.URL = "https://souk.example.com/"
	}
	s.nextConv++
	s.nextSource++
	now := s.now()
	contactID := o.ContactID
	if ct := s.contacts[contactID]; ct != nil {
		o.ContactType = ct.role
	} else {
		contactID = newObjectID()
		s.contacts[contactID] = &contact{id: contactID, role: o.ContactType, attrs: map[string]string{}}
	}
	c := &conversation{
		Conversation: Conversation{
			ID: strconv.FormatInt(s.nextConv, 10), ContactID: contactID, ContactType: o.ContactType, ContactName: o.ContactName,
			State: "open", AdminAssigneeID: o.AdminID, CreatedAt: now, UpdatedAt: now,
			Source: Part{
				ID: strconv.FormatInt(s.nextSource, 10), PartType: "source", Body: paragraph(text),
				AuthorType: o.ContactType, AuthorID: contactID, CreatedAt: now,
			},
		},
		contactEmail: o.ContactEmail, externalID: o.ExternalID, url: o.URL,
	}
	s.convs[c.ID] = c
	return c.snapshot(), s.notification(intercom.TopicUserCreated, c, nil)
}

// paragraph stores a contact's or teammate's text the way Intercom does: HTML.
func paragraph(text string) string {
	if text == "" {
		return ""
	}
	var b strings.Builder
	for i, line := range strings.Split(strings.TrimSpace(text), "\n") {
		if i > 0 {
			b.WriteString("<br>")
		}
		b.WriteString(html.EscapeString(line))
	}
	return "<p>" + b.String() + "</p>"
}

// addPart appends a part; call with s.mu held.
func (s *Server) addPart(c *conversation, p Part) Part {
	s.nextPart++
	p.ID = strconv.FormatInt(s.nextPart, 10)
	p.CreatedAt = s.now()
	c.Parts = append(c.Parts, p)
	c.UpdatedAt = p.CreatedAt
	return p
}

// ServeHTTP serves the REST API subset.
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
	// Read the body before waiting: net/http notices a client that gave up
	// only once the body is consumed, and an abandoned request must not be
	// handled late.
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
	s.requests = append(s.requests, Request{Method: r.Method, Path: r.URL.Path, Version: r.Header.Get(intercom.HeaderVersion), Body: string(body), Status: rec.status})
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

// Rate limit the fake advertises: Intercom's private-app limit, spread
// over 10-second windows.
const (
	rateLimit  = 1666
	rateWindow = 10 * time.Second
)

// handle answers one request and returns callbacks to run once the lock is
// released.
func (s *Server) handle(w http.ResponseWriter, r *http.Request, body []byte) []func() {
	s.mu.Lock()
	if len(s.failures) > 0 {
		f := s.failures[0]
		s.failures = s.failures[1:]
		s.mu.Unlock()
		s.fail(w, r, f)
		return nil
	}
	defer s.mu.Unlock()
	where := r.Method + " " + r.URL.Path

	auth := r.Header.Get("Authorization")
	token, ok := strings.CutPrefix(auth, "Bearer ")
	if !ok || token != s.opts.Token {
		s.violate(where, "Authorization must be \"Bearer <access token>\", got "+describeAuth(auth))
		s.writeError(w, http.StatusUnauthorized, "unauthorized", "Access Token Invalid")
		return nil
	}
	s.rateHeaders(w)
	version := r.Header.Get(intercom.HeaderVersion)
	if version == "" {
		s.violate(where, "no Intercom-Version header (the app's default version would apply)")
		s.writeError(w, http.StatusBadRequest, "intercom_version_invalid", "Intercom-Version header missing")
		return nil
	}
	if !slices.Contains(intercom.Versions, version) {
		s.violate(where, "unknown Intercom-Version "+strconv.Quote(version))
		s.writeError(w, http.StatusBadRequest, "intercom_version_invalid", "Requested version does not exist")
		return nil
	}
	if a := r.Header.Get("Accept"); !strings.Contains(a, "application/json") && !strings.Contains(a, "*/*") {
		s.violate(where, "Accept must include application/json, got "+strconv.Quote(a))
	}
	var fields map[string]json.RawMessage
	if r.Method == http.MethodPost {
		if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
			s.violate(where, "Content-Type must be application/json, got "+strconv.Quote(ct))
			s.writeError(w, http.StatusUnsupportedMediaType, "unsupported_media_type", "Content-Type must be application/json")
			return nil
		}
		if err := json.Unmarshal(body, &fields); err != nil || fields == nil {
			s.violate(where, "body is not a JSON object")
			s.writeError(w, http.StatusBadRequest, "parameter_invalid", "body is not a JSON object")
			return nil
		}
	}

	parts := strings.Split(strings.Trim(r.URL.Path, "/"), "/")
	switch {
	case len(parts) == 1 && parts[0] == "tags" && r.Method == http.MethodGet:
		s.listTags(w)
		return nil
	case len(parts) == 1 && parts[0] == "tags" && r.Method == http.MethodPost:
		s.createTag(w, where, fields)
		return nil
	case len(parts) == 2 && parts[0] == "contacts" && parts[1] == "search" && r.Method == http.MethodPost:
		s.searchContacts(w, where, version, fields)
		return nil
	case len(parts) == 2 && parts[0] == "contacts" && r.Method == http.MethodGet:
		s.getContact(w, parts[1])
		return nil
	case len(parts) == 1 && parts[0] == "messages" && r.Method == http.MethodPost:
		s.createMessage(w, where, version, fields)
		return nil
	case len(parts) >= 2 && parts[0] == "conversations":
	default:
		s.violate(where, "unknown route")
		s.writeError(w, http.StatusNotFound, "not_found", "Resource Not Found")
		return nil
	}
	c := s.convs[parts[1]]
	switch {
	case len(parts) == 2 && r.Method == http.MethodGet:
		if c == nil {
			s.writeError(w, http.StatusNotFound, "not_found", "Resource Not Found")
			return nil
		}
		writeJSON(w, http.StatusOK, s.conversationJSON(c, c.Parts, false))
		return nil
	case len(parts) == 3 && parts[2] == "run_assignment_rules":
		s.violate(where, "run_assignment_rules is deprecated from 2.12 and removed on 31 Dec 2026: assign to a team")
		s.writeError(w, http.StatusNotFound, "not_found", "Resource Not Found")
		return nil
	case len(parts) != 3 || r.Method != http.MethodPost:
		s.violate(where, "unknown route")
		s.writeError(w, http.StatusNotFound, "not_found", "Resource Not Found")
		return nil
	}
	if c == nil {
		// Not a violation: the conversation may have been deleted.
		s.writeError(w, http.StatusNotFound, "not_found", "Resource Not Found")
		return nil
	}
	switch parts[2] {
	case "reply":
		return s.reply(w, where, version, c, fields)
	case "parts":
		return s.managePart(w, where, c, fields)
	case "tags":
		return s.tagConversation(w, where, c, fields)
	}
	s.violate(where, "unknown route")
	s.writeError(w, http.StatusNotFound, "not_found", "Resource Not Found")
	return nil
}

func describeAuth(a string) string {
	if a == "" {
		return "nothing"
	}
	if scheme, _, ok := strings.Cut(a, " "); ok {
		return strconv.Quote(scheme + " …")
	}
	return "a value without a scheme"
}

func (s *Server) fail(w http.ResponseWriter, r *http.Request, f Failure) {
	if f.Arrived != nil {
		f.Arrived <- struct{}{}
	}
	if f.Hang {
		<-r.Context().Done()
		return
	}
	s.mu.Lock()
	now := s.opts.Now()
	s.mu.Unlock()
	if f.Status == http.StatusTooManyRequests {
		w.Header().Set(intercom.HeaderRateLimitLimit, strconv.Itoa(rateLimit/6))
		w.Header().Set(intercom.HeaderRateLimitRemaining, "0")
		w.Header().Set(intercom.HeaderRateLimitReset, strconv.FormatInt(now.Add(f.Reset).Unix(), 10))
	}
	if f.RetryAfter > 0 {
		w.Header().Set("Retry-After", strconv.FormatInt(int64(f.RetryAfter/time.Second), 10))
	}
	code, msg := "server_error", "Internal server error"
	switch {
	case f.Status == http.StatusTooManyRequests:
		code, msg = "rate_limit_exceeded", "Exceeded rate limit of 167 in 10_seconds"
	case f.Status == http.StatusUnauthorized:
		code, msg = "unauthorized", "Access Token Invalid"
	case f.Status == http.StatusForbidden:
		code, msg = "api_plan_restricted", "Active subscription needed."
	case f.Status == http.StatusNotFound:
		code, msg = "not_found", "Resource Not Found"
	case f.Status < 500:
		code, msg = "parameter_invalid", "Invalid parameters"
	}
	s.writeError(w, f.Status, code, msg)
}

// rateHeaders sets the headers of an authenticated answer; call with s.mu held.
func (s *Server) rateHeaders(w http.ResponseWriter) {
	now := s.opts.Now()
	reset := now.Truncate(rateWindow).Add(rateWindow)
	if s.remaining > 0 {
		s.remaining--
	}
	w.Header().Set(intercom.HeaderRateLimitLimit, strconv.Itoa(rateLimit/6))
	w.Header().Set(intercom.HeaderRateLimitRemaining, strconv.Itoa(s.remaining/6))
	w.Header().Set(intercom.HeaderRateLimitReset, strconv.FormatInt(reset.Unix(), 10))
}

func (s *Server) violate(where, problem string) {
	s.violations = append(s.violations, where+": "+problem)
}

// reject records violations and answers 400 with parameter_invalid.
func (s *Server) reject(w http.ResponseWriter, where string, problems []string) {
	for _, p := range problems {
		s.violate(where, p)
	}
	s.writeError(w, http.StatusBadRequest, "parameter_invalid", strings.Join(problems, "; "))
}

func (s *Server) writeError(w http.ResponseWriter, status int, code, message string) {
	id := newUUID()
	w.Header().Set("X-Request-Id", id)
	writeJSON(w, status, map[string]any{
		"type": "error.list", "request_id": id,
		"errors": []map[string]any{{"code": code, "message": message}},
	})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(marshal(v))
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

// stringID checks that field holds an id as a JSON string, as Intercom's
// request bodies want (payloads give integers, requests take strings).
func stringID(f map[string]json.RawMessage, field string, problems *[]string) string {
	raw, present := f[field]
	if !present {
		*problems = append(*problems, field+" is required")
		return ""
	}
	v, ok := jsonString(raw)
	if !ok {
		*problems = append(*problems, fmt.Sprintf("%s must be a string id, got %s", field, truncate(string(raw), 30)))
		return ""
	}
	if v == "" {
		*problems = append(*problems, field+" is empty")
	}
	return v
}

func (s *Server) isAdmin(id string) bool {
	if id == s.opts.Bot.ID {
		return true
	}
	return slices.ContainsFunc(s.opts.Admins, func(a Admin) bool { return a.ID == id })
}

func (s *Server) isTeam(id string) bool {
	return slices.ContainsFunc(s.opts.Teams, func(t Team) bool { return t.ID == id })
}

// looksLikeHTML is the fake's reading of "the body is HTML": wakha sends
// <p> blocks, which Intercom needs to format and translate a reply.
func looksLikeHTML(s string) bool {
	s = strings.TrimSpace(s)
	return strings.HasPrefix(s, "<") && strings.Contains(s, ">") && strings.Contains(s, "</")
}

func (s *Server) reply(w http.ResponseWriter, where, version string, c *conversation, f map[string]json.RawMessage) []func() {
	allowed := []string{"message_type", "type", "admin_id", "body", "created_at", "reply_options", "attachment_urls", "attachment_files"}
	if intercom.PlainTextBodies(version) {
		allowed = append(allowed, "skip_notifications") // 2.15+
	}
	problems := unknownKeys(f, allowed...)
	mt, ok := jsonString(f["message_type"])
	switch {
	case f["message_type"] == nil:
		problems = append(problems, "message_type is required")
	case !ok:
		problems = append(problems, "message_type must be a string")
	case mt == intercom.MessageQuickReply && !intercom.SupportsQuickReplies(version):
		problems = append(problems, "message_type quick_reply needs Intercom-Version 2.14 or later, got "+version)
	case mt != intercom.MessageComment && mt != intercom.MessageNote && mt != intercom.MessageQuickReply:
		problems = append(problems, fmt.Sprintf("message_type %q, want comment, note or quick_reply", mt))
	}
	if typ, ok := jsonString(f["type"]); !ok || typ != "admin" {
		problems = append(problems, fmt.Sprintf("type must be \"admin\" for a teammate's reply, got %s", truncate(string(f["type"]), 20)))
	}
	admin := stringID(f, "admin_id", &problems)
	if admin != "" && !s.isAdmin(admin) {
		problems = append(problems, "admin_id "+strconv.Quote(admin)+" is not a teammate of the workspace")
	}
	body := ""
	if raw, present := f["body"]; present {
		b, ok := jsonString(raw)
		if !ok {
			problems = append(problems, "body must be a string")
		}
		body = b
	}
	var options []intercom.ReplyOption
	switch mt {
	case intercom.MessageComment, intercom.MessageNote:
		switch {
		case strings.TrimSpace(body) == "":
			problems = append(problems, "body is required for "+mt)
		case !looksLikeHTML(body):
			problems = append(problems, "body of a "+mt+" must be HTML (<p> blocks)")
		}
		if _, present := f["reply_options"]; present {
			problems = append(problems, "reply_options only go with quick_reply")
		}
	case intercom.MessageQuickReply:
		var ps []string
		options, ps = validateOptions(f["reply_options"])
		problems = append(problems, ps...)
	}
	if len(problems) > 0 {
		s.reject(w, where, problems)
		return nil
	}
	p := s.addPart(c, Part{
		PartType: mt, Body: body, AuthorType: "admin", AuthorID: admin,
		AppPackageCode: s.opts.AppPackageCode, ReplyOptions: options,
	})
	writeJSON(w, http.StatusOK, s.conversationJSON(c, c.Parts, false))
	topic := intercom.TopicAdminReplied
	if mt == intercom.MessageNote {
		topic = intercom.TopicAdminNoted
	}
	s.echo(s.notification(topic, c, &p))
	var after []func()
	if hook := s.onReply; hook != nil {
		id, cp := c.ID, p
		cp.ReplyOptions = slices.Clone(p.ReplyOptions)
		after = append(after, func() { hook(id, cp) })
	}
	return after
}

// validateOptions checks reply_options: 1 to 10 objects {text, uuid}, text
// a non-empty string, uuid a string in uuid format, uuids distinct.
func validateOptions(raw json.RawMessage) ([]intercom.ReplyOption, []string) {
	if raw == nil {
		return nil, []string{"reply_options is required for quick_reply"}
	}
	var items []map[string]json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil {
		return nil, []string{"reply_options must be an array of objects"}
	}
	var problems []string
	switch {
	case len(items) == 0:
		problems = append(problems, "reply_options is empty")
	case len(items) > intercom.MaxReplyOptions:
		problems = append(problems, fmt.Sprintf("%d reply_options: wakha offers at most %d", len(items), intercom.MaxReplyOptions))
	}
	var out []intercom.ReplyOption
	seen := map[string]bool{}
	for i, it := range items {
		at := fmt.Sprintf("reply_options[%d]", i)
		if it == nil {
			problems = append(problems, at+" must be an object")
			continue
		}
		for _, p := range unknownKeys(it, "text", "uuid") {
			problems = append(problems, at+": "+p)
		}
		text, ok := jsonString(it["text"])
		if !ok || strings.TrimSpace(text) == "" {
			problems = append(problems, at+".text must be a non-empty string")
		}
		u, ok := jsonString(it["uuid"])
		switch {
		case !ok:
			problems = append(problems, at+".uuid must be a string")
		case !intercom.ValidUUID(u):
			problems = append(problems, at+".uuid "+strconv.Quote(truncate(u, 40))+" is not in uuid format")
		case seen[strings.ToLower(u)]:
			problems = append(problems, at+".uuid repeats another option's")
		}
		seen[strings.ToLower(u)] = true
		out = append(out, intercom.ReplyOption{Text: text, UUID: u})
	}
	return out, problems
}

func (s *Server) managePart(w http.ResponseWriter, where string, c *conversation, f map[string]json.RawMessage) []func() {
	mt, _ := jsonString(f["message_type"])
	var problems []string
	switch mt {
	case "assignment":
		problems = unknownKeys(f, "message_type", "type", "admin_id", "assignee_id", "body")
		typ, ok := jsonString(f["type"])
		if !ok || (typ != "admin" && typ != "team") {
			problems = append(problems, fmt.Sprintf("type must be \"admin\" or \"team\", got %s", truncate(string(f["type"]), 20)))
		}
		admin := stringID(f, "admin_id", &problems)
		if admin != "" && !s.isAdmin(admin) {
			problems = append(problems, "admin_id "+strconv.Quote(admin)+" is not a teammate of the workspace")
		}
		assignee := stringID(f, "assignee_id", &problems)
		if assignee != "" && assignee != "0" {
			if typ == "team" && !s.isTeam(assignee) {
				problems = append(problems, "assignee_id "+strconv.Quote(assignee)+" is not a team of the workspace")
			}
			if typ == "admin" && !s.isAdmin(assignee) {
				problems = append(problems, "assignee_id "+strconv.Quote(assignee)+" is not a teammate of the workspace")
			}
		}
		body := s.optionalBody(f, &problems)
		if len(problems) > 0 {
			s.reject(w, where, problems)
			return nil
		}
		p := s.assign(c, admin, typ, assignee, s.opts.AppPackageCode, body)
		writeJSON(w, http.StatusOK, s.conversationJSON(c, c.Parts, false))
		s.echo(s.notification(s.assignTopic(c), c, &p))
		return nil
	case "close", "open", "snoozed":
		problems = s.checkStateChange(mt, f)
		if len(problems) > 0 {
			s.reject(w, where, problems)
			return nil
		}
		admin, _ := jsonString(f["admin_id"])
		var until time.Time
		if mt == "snoozed" {
			var sec int64
			_ = json.Unmarshal(f["snoozed_until"], &sec)
			until = time.Unix(sec, 0).UTC()
		}
		body := s.optionalBody(f, &problems)
		p := s.setState(c, mt, admin, s.opts.AppPackageCode, body, until)
		writeJSON(w, http.StatusOK, s.conversationJSON(c, c.Parts, false))
		s.echo(s.notification(stateTopic(mt), c, &p))
		return nil
	default:
		s.reject(w, where, []string{fmt.Sprintf("message_type %s, want assignment, close, open or snoozed (notes go to /reply)", truncate(string(f["message_type"]), 20))})
		return nil
	}
}

func (s *Server) optionalBody(f map[string]json.RawMessage, problems *[]string) string {
	raw, present := f["body"]
	if !present {
		return ""
	}
	b, ok := jsonString(raw)
	if !ok {
		*problems = append(*problems, "body must be a string")
	}
	return b
}

func (s *Server) checkStateChange(mt string, f map[string]json.RawMessage) []string {
	var problems []string
	switch mt {
	case "close":
		problems = unknownKeys(f, "message_type", "type", "admin_id", "body")
		if typ, ok := jsonString(f["type"]); !ok || typ != "admin" {
			problems = append(problems, "type must be \"admin\"")
		}
	case "open":
		problems = unknownKeys(f, "message_type", "admin_id")
	case "snoozed":
		problems = unknownKeys(f, "message_type", "admin_id", "snoozed_until")
		var sec int64
		if raw := f["snoozed_until"]; raw == nil || json.Unmarshal(raw, &sec) != nil || sec <= 0 {
			problems = append(problems, "snoozed_until must be a unix timestamp (integer)")
		}
	}
	admin := stringID(f, "admin_id", &problems)
	if admin != "" && !s.isAdmin(admin) {
		problems = append(problems, "admin_id "+strconv.Quote(admin)+" is not a teammate of the workspace")
	}
	return problems
}

func stateTopic(mt string) string {
	switch mt {
	case "close":
		return intercom.TopicAdminClosed
	case "snoozed":
		return intercom.TopicAdminSnoozed
	case "unsnoozed":
		return intercom.TopicAdminUnsnoozed
	}
	return intercom.TopicAdminOpened
}

// assignTopic is admin.open.assigned when the assignment just made (the
// last part) reopened the conversation.
func (s *Server) assignTopic(c *conversation) string {
	if len(c.Parts) > 0 && c.Parts[len(c.Parts)-1].PartType == "assign_and_reopen" {
		return intercom.TopicAdminOpenAssigned
	}
	return intercom.TopicAdminAssigned
}

// assign records an assignment part; call with s.mu held.
func (s *Server) assign(c *conversation, admin, typ, assignee, appCode, body string) Part {
	partType := "assignment"
	if c.State == "closed" {
		partType = "assign_and_reopen"
		c.State = "open"
	}
	switch {
	case typ == "team" && assignee == "0":
		c.TeamAssigneeID = ""
	case typ == "team":
		c.TeamAssigneeID = assignee
	case assignee == "0":
		c.AdminAssigneeID = ""
	default:
		c.AdminAssigneeID = assignee
	}
	return s.addPart(c, Part{
		PartType: partType, Body: paragraph(body), AuthorType: "admin", AuthorID: admin, AppPackageCode: appCode,
		AssignedType: typ, AssignedID: assignee,
	})
}

// setState records a close, open, snooze or unsnooze; call with s.mu held.
func (s *Server) setState(c *conversation, mt, admin, appCode, body string, until time.Time) Part {
	switch mt {
	case "close":
		c.State = "closed"
		c.SnoozedUntil = time.Time{}
	case "snoozed":
		c.State = "snoozed"
		c.SnoozedUntil = until
	default: // open, unsnoozed
		c.State = "open"
		c.SnoozedUntil = time.Time{}
	}
	authorType := "admin"
	if admin == FinID {
		authorType = "bot"
	}
	return s.addPart(c, Part{PartType: mt, Body: paragraph(body), AuthorType: authorType, AuthorID: admin, AppPackageCode: appCode})
}

func (s *Server) tagConversation(w http.ResponseWriter, where string, c *conversation, f map[string]json.RawMessage) []func() {
	problems := unknownKeys(f, "id", "admin_id")
	id := stringID(f, "id", &problems)
	admin := stringID(f, "admin_id", &problems)
	if admin != "" && !s.isAdmin(admin) {
		problems = append(problems, "admin_id "+strconv.Quote(admin)+" is not a teammate of the workspace")
	}
	if len(problems) > 0 {
		s.reject(w, where, problems)
		return nil
	}
	i := slices.IndexFunc(s.tags, func(t tag) bool { return t.id == id })
	if i < 0 {
		// Not a violation: the tag may have been deleted since it was looked up.
		s.writeError(w, http.StatusNotFound, "tag_not_found", "Tag not found")
		return nil
	}
	t := s.tags[i]
	if !slices.ContainsFunc(c.Tags, func(n string) bool { return strings.EqualFold(n, t.name) }) {
		c.Tags = append(c.Tags, t.name)
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"type": "tag", "id": t.id, "name": t.name, "applied_at": s.now().Unix(),
		"applied_by": map[string]any{"type": "admin", "id": admin},
	})
	return nil
}

func (s *Server) listTags(w http.ResponseWriter) {
	data := []map[string]any{}
	for _, t := range s.tags {
		data = append(data, map[string]any{"type": "tag", "id": t.id, "name": t.name})
	}
	writeJSON(w, http.StatusOK, map[string]any{"type": "list", "data": data})
}

func (s *Server) createTag(w http.ResponseWriter, where string, f map[string]json.RawMessage) {
	// POST /tags also updates tags and tags companies or users: wakha only creates.
	problems := unknownKeys(f, "name")
	name, ok := jsonString(f["name"])
	if !ok || strings.TrimSpace(name) == "" {
		problems = append(problems, "name must be a non-empty string")
	}
	if len(problems) > 0 {
		s.reject(w, where, problems)
		return
	}
	t := s.findOrCreateTag(strings.TrimSpace(name))
	writeJSON(w, http.StatusOK, map[string]any{"type": "tag", "id": t.id, "name": t.name})
}

// marshal encodes a payload built by this package (never fails in practice).
func marshal(v any) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic(fmt.Sprintf("fake intercom: encoding payload: %v", err))
	}
	return bytes.TrimRight(buf.Bytes(), "\n")
}

func newUUID() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

// newObjectID makes a contact id like Intercom's (24 hex digits).
func newObjectID() string {
	var b [12]byte
	_, _ = rand.Read(b[:])
	return fmt.Sprintf("%x", b[:])
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && s[cut]&0xC0 == 0x80 {
		cut--
	}
	return s[:cut] + "…"
}
