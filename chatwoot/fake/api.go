package fake

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/wakha/wakha/chatwoot"
	"github.com/wakha/wakha/internal/httpbody"
)

// BotRefusal is the error Chatwoot answers (401) when a bot token calls an
// endpoint that is not open to bots.
const BotRefusal = "Access to this endpoint is not authorized for bots"

// botEndpointsSince are the bot-token endpoints Chatwoot opened later than
// the rest (conversation show, labels index/create: 4.14.2).
const botEndpointsSince = "4.14.2"

// ServeHTTP serves GET /api (the version) and the Application API subset.
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
	reqBody, _ := httpbody.Read(r.Body, r.ContentLength, 2<<20-1)
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
	after := s.handle(rec, r, reqBody)
	s.mu.Lock()
	s.requests = append(s.requests, Request{Method: r.Method, Path: r.URL.Path, Body: string(reqBody), Status: rec.status})
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

	if strings.TrimSuffix(r.URL.Path, "/") == "/api" {
		s.serveVersion(w, r, where)
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
	if !slices.Contains(botMethods[action], r.Method) {
		s.violate(where, "method not allowed for a bot token")
		writeJSON(w, http.StatusUnauthorized, map[string]string{"error": BotRefusal})
		return nil
	}
	if s.refusedToBots(action, r.Method) {
		s.violate(where, "bot tokens may call this endpoint from Chatwoot "+botEndpointsSince+" only (this is "+s.opts.Version+")")
		writeJSON(w, http.StatusUnauthorized, map[string]string{"error": BotRefusal})
		return nil
	}
	if r.Method == http.MethodPost || r.Method == http.MethodPatch {
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
	if r.Method == http.MethodPost || r.Method == http.MethodPatch {
		if err := json.Unmarshal(body, &fields); err != nil || fields == nil {
			s.violate(where, "body is not a JSON object")
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": "malformed JSON"})
			return nil
		}
	}
	switch action {
	case "":
		if r.Method == http.MethodGet {
			writeJSON(w, http.StatusOK, s.conversationResource(c))
			return nil
		}
		return s.update(w, where, c, fields)
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

// botMethods are the methods a bot token may use on each action of a
// conversation ("" is the conversation itself).
var botMethods = map[string][]string{
	"":              {http.MethodGet, http.MethodPatch}, // show, update
	"messages":      {http.MethodPost},
	"toggle_status": {http.MethodPost},
	"assignments":   {http.MethodPost},
	"labels":        {http.MethodGet, http.MethodPost},
}

// refusedToBots reports whether the simulated release refuses a bot token on
// an endpoint it opened to bots later: GET conversation and labels.
func (s *Server) refusedToBots(action, method string) bool {
	later := action == "labels" || (action == "" && method == http.MethodGet)
	return later && !s.atLeast(botEndpointsSince)
}

// serveVersion answers GET /api like Chatwoot's ApiController#index (no
// token needed).
func (s *Server) serveVersion(w http.ResponseWriter, r *http.Request, where string) {
	if r.Method != http.MethodGet || s.opts.HideVersion {
		if r.Method != http.MethodGet {
			s.violate(where, "GET /api only")
		}
		writeJSON(w, http.StatusNotFound, map[string]string{"error": "Not found"})
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"version":        s.opts.Version,
		"timestamp":      s.opts.Now().UTC().Format("2006-01-02 15:04:05"),
		"queue_services": "ok",
		"data_services":  "ok",
	})
}

// splitPath parses /api/v1/accounts/{a}/conversations/{c}[/{action}];
// action is "" for the conversation itself.
func splitPath(p string) (account, conv int64, action string, ok bool) {
	parts := strings.Split(strings.Trim(p, "/"), "/")
	if len(parts) < 6 || len(parts) > 7 || parts[0] != "api" || parts[1] != "v1" || parts[2] != "accounts" || parts[4] != "conversations" {
		return 0, 0, "", false
	}
	a, err1 := strconv.ParseInt(parts[3], 10, 64)
	c, err2 := strconv.ParseInt(parts[5], 10, 64)
	if err1 != nil || err2 != nil || a <= 0 || c <= 0 {
		return 0, 0, "", false
	}
	if len(parts) == 6 {
		return a, c, "", true
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

// checks collects what is wrong with a request. Chatwoot answers 422 to the
// refused problems. The flagged ones it accepts (it ignores unknown
// parameters, validates only item keys, …), so the fake accepts them too,
// but they are outside the documented shape or useless to the widget, and
// a correct client sends none: both kinds are recorded as violations.
type checks struct{ refused, flagged []string }

func (c *checks) refuse(problems ...string) { c.refused = append(c.refused, problems...) }
func (c *checks) flag(problems ...string)   { c.flagged = append(c.flagged, problems...) }

// settle records the problems and answers 422 when one is refused; it
// reports whether the request may go on.
func (s *Server) settle(w http.ResponseWriter, where string, c checks) bool {
	for _, p := range slices.Concat(c.refused, c.flagged) {
		s.violate(where, p)
	}
	if len(c.refused) == 0 {
		return true
	}
	writeJSON(w, http.StatusUnprocessableEntity, map[string]string{"error": strings.Join(c.refused, "; ")})
	return false
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

func unknownKeys[V any](fields map[string]V, allowed ...string) []string {
	var out []string
	for k := range fields {
		if !slices.Contains(allowed, k) {
			out = append(out, "unknown field "+strconv.Quote(k))
		}
	}
	slices.Sort(out)
	return out
}

// jsonString decodes raw as a string; ok false when it is not one. raw is
// a value of a document json.Unmarshal accepted, so a string without
// escapes in valid UTF-8 is its own text (the load tool's every field).
func jsonString(raw json.RawMessage) (string, bool) {
	if len(raw) < 2 || raw[0] != '"' {
		return "", false
	}
	if inner := raw[1 : len(raw)-1]; raw[len(raw)-1] == '"' && bytes.IndexByte(inner, '\\') < 0 && utf8.Valid(inner) {
		return string(inner), true
	}
	var v string
	if json.Unmarshal(raw, &v) != nil {
		return "", false
	}
	return v, true
}

// chatwootContentTypes are the content types Chatwoot's Message knows; any
// other value fails its enum.
var chatwootContentTypes = []string{"text", "input_text", "input_textarea", "input_email", "input_select", "cards",
	"form", "article", "incoming_email", "input_csat", "integrations", "sticker", "voice_call"}

func (s *Server) createMessage(w http.ResponseWriter, where string, c *conversation, f map[string]json.RawMessage) []func() {
	var ch checks
	// Rails drops parameters the controller does not read.
	ch.flag(unknownKeys(f, "content", "message_type", "private", "content_type", "content_attributes", "echo_id")...)
	content, ok := jsonString(f["content"])
	switch {
	case !ok && f["content"] != nil && string(f["content"]) != "null":
		// Rails casts a number or boolean to its text.
		ch.flag("content must be a string")
		content = string(f["content"])
	case strings.TrimSpace(content) == "":
		// Chatwoot stores it; the widget renders no agent message whose
		// content is empty, whatever its content type.
		ch.flag("content is empty (the widget shows nothing)")
	case len(content) > chatwoot.MaxContentLength:
		ch.refuse("content longer than 150000")
	}
	if raw, present := f["message_type"]; present {
		if mt, ok := jsonString(raw); !ok || mt != "outgoing" {
			ch.refuse(fmt.Sprintf("message_type %s, want \"outgoing\"", raw))
		}
	}
	private := false
	if raw, present := f["private"]; present {
		switch string(raw) {
		case "true":
			private = true
		case "false":
		default:
			ch.flag("private must be a boolean")
			private = string(raw) == `"true"`
		}
	}
	contentType := chatwoot.ContentText
	if raw, present := f["content_type"]; present {
		ct, ok := jsonString(raw)
		switch {
		case !ok:
			ch.refuse("content_type must be a string")
		case !slices.Contains(chatwootContentTypes, ct):
			ch.refuse(fmt.Sprintf("content_type %q is not one of Chatwoot's", ct))
		default:
			contentType = ct
		}
	}
	echoID := ""
	if raw, present := f["echo_id"]; present {
		if e, ok := jsonString(raw); ok {
			echoID = e
		} else {
			ch.flag("echo_id must be a string")
		}
	}
	msg := Message{ContentType: contentType, ContentAttributes: json.RawMessage(`{}`)}
	attrs, hasAttrs := f["content_attributes"]
	switch contentType {
	case chatwoot.ContentText:
		if hasAttrs && !isEmptyObject(attrs) {
			ch.flag("content_attributes on a text message")
		}
	case chatwoot.ContentInputSelect, chatwoot.ContentCards:
		if private {
			ch.flag(contentType + " as a private note (agents cannot answer it)")
		}
		if !hasAttrs {
			ch.refuse("content_attributes: At least one item is required.")
			break
		}
		msg.Items, msg.Cards = validateItems(contentType, attrs, &ch)
		msg.ContentAttributes = slices.Clone(attrs)
	default:
		ch.flag(fmt.Sprintf("content_type %q is not one wakha sends (text, input_select, cards)", contentType))
	}
	if !s.settle(w, where, ch) {
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

	writeJSON(w, http.StatusOK, createdMessage{
		ID: msg.ID, Content: nullableString(msg.Content), InboxID: s.opts.InboxID, EchoID: nullableString(echoID),
		ConversationID: c.id, MessageType: 1, ContentType: msg.ContentType, ContentAttributes: msg.ContentAttributes,
		CreatedAt: now.Unix(), Private: msg.Private,
		Sender: botSenderResource{ID: s.opts.BotID, Name: s.opts.BotName, Type: "agent_bot"},
	})

	var after []func()
	if hook := s.onOutgoing; hook != nil {
		acc, id, m := strconv.FormatInt(c.accountID, 10), strconv.FormatInt(c.id, 10), msg.clone()
		after = append(after, func() { hook(acc, id, m) })
	}
	// Chatwoot sends the bot its own messages (and notes) as message_created
	// (built only when someone takes webhooks: the load tool does not).
	if s.hooks.listening() {
		s.echo(chatwoot.EventMessageCreated, s.messagePayload(c, msg, chatwoot.EventMessageCreated), c)
	}
	return after
}

// createdMessage is the answer to POST .../messages: the message as
// Chatwoot renders it (api/v1/accounts/conversations/messages/create).
// A struct, not a map: it is encoded for every message the bot sends, and
// a map's keys are sorted by reflection each time.
type createdMessage struct {
	ID                int64             `json:"id"`
	Content           *string           `json:"content"`
	InboxID           int64             `json:"inbox_id"`
	EchoID            *string           `json:"echo_id"`
	ConversationID    int64             `json:"conversation_id"`
	MessageType       int               `json:"message_type"`
	ContentType       string            `json:"content_type"`
	ContentAttributes json.RawMessage   `json:"content_attributes"`
	CreatedAt         int64             `json:"created_at"`
	Private           bool              `json:"private"`
	Sender            botSenderResource `json:"sender"`
}

// botSenderResource is the bot as the sender of a message it created
// (botSender(true)).
type botSenderResource struct {
	ID        int64  `json:"id"`
	Name      string `json:"name"`
	Type      string `json:"type"`
	AvatarURL string `json:"avatar_url"`
}

// nullableString is s, or null when it is empty.
func nullableString(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func isEmptyObject(raw json.RawMessage) bool {
	var m map[string]json.RawMessage
	return json.Unmarshal(raw, &m) == nil && len(m) == 0
}

// validateItems checks content_attributes for input_select and cards. What
// Chatwoot's ContentAttributeValidator checks (items present, item and
// action keys, actions present on cards) is refused; what only the widget
// needs (titles, values, link uris, postback payloads) is flagged. Chatwoot
// sets no limit on the number of items. raw is decoded once, as a tree:
// decoding each level again from its raw bytes scanned a card's text a
// dozen times, and the load tool's fake shares the cores with the service.
func validateItems(contentType string, raw json.RawMessage, ch *checks) ([]chatwoot.SelectItem, []chatwoot.Card) {
	var tree any
	attrs, ok := map[string]any(nil), false
	if json.Unmarshal(raw, &tree) == nil {
		attrs, ok = tree.(map[string]any)
	}
	if !ok {
		ch.refuse("content_attributes must be an object")
		return nil, nil
	}
	ch.flag(unknownKeys(attrs, "items")...)
	items, ok := objects(attrs, "items")
	if !ok {
		ch.refuse("content_attributes.items must be an array of objects")
		return nil, nil
	}
	if len(items) == 0 {
		ch.refuse("content_attributes: At least one item is required.")
		return nil, nil
	}
	var selects []chatwoot.SelectItem
	var cards []chatwoot.Card
	for i, it := range items {
		at := "items[" + strconv.Itoa(i) + "]"
		if it == nil {
			ch.refuse(at + " must be an object")
			continue
		}
		if contentType == chatwoot.ContentInputSelect {
			ch.refuse(prefixed(at, unknownKeys(it, "title", "value"))...)
			title, ok1 := it["title"].(string)
			value, ok2 := it["value"].(string)
			if !ok1 || strings.TrimSpace(title) == "" {
				ch.flag(at + ".title must be a non-empty string")
			}
			if !ok2 || strings.TrimSpace(value) == "" {
				ch.flag(at + ".value must be a non-empty string")
			}
			selects = append(selects, chatwoot.SelectItem{Title: title, Value: value})
			continue
		}
		cards = append(cards, validateCard(at, it, ch))
	}
	return selects, cards
}

// objects is the array of objects under key in m, as decoding it into
// []map[string]json.RawMessage reads it: absent, or not an array of
// objects and nulls, is not ok; null is an empty array; a null element
// is a nil map.
func objects(m map[string]any, key string) ([]map[string]any, bool) {
	v, present := m[key]
	if !present {
		return nil, false
	}
	if v == nil {
		return nil, true
	}
	arr, ok := v.([]any)
	if !ok {
		return nil, false
	}
	out := make([]map[string]any, len(arr))
	for i, e := range arr {
		if e == nil {
			continue
		}
		if out[i], ok = e.(map[string]any); !ok {
			return nil, false
		}
	}
	return out, true
}

func prefixed(at string, problems []string) []string {
	for i := range problems {
		problems[i] = at + ": " + problems[i]
	}
	return problems
}

func validateCard(at string, it map[string]any, ch *checks) chatwoot.Card {
	ch.refuse(prefixed(at, unknownKeys(it, "title", "description", "media_url", "actions"))...)
	var card chatwoot.Card
	title, ok := it["title"].(string)
	if !ok || strings.TrimSpace(title) == "" {
		ch.flag(at + ".title must be a non-empty string")
	}
	card.Title = title
	if raw, present := it["description"]; present {
		d, ok := raw.(string)
		if !ok {
			ch.flag(at + ".description must be a string")
		}
		card.Description = d
	}
	if raw, present := it["media_url"]; present {
		u, ok := raw.(string)
		if !ok || !absoluteURL(u) {
			ch.flag(at + ".media_url must be an absolute http(s) URL")
		}
		card.MediaURL = u
	}
	actions, ok := objects(it, "actions")
	if !ok || len(actions) == 0 {
		ch.refuse(at + ".actions: contains items missing actions")
		return card
	}
	for j, a := range actions {
		aat := at + ".actions[" + strconv.Itoa(j) + "]"
		if a == nil {
			ch.refuse(aat + " must be an object")
			continue
		}
		ch.refuse(prefixed(aat, unknownKeys(a, "text", "type", "payload", "uri"))...)
		var act chatwoot.CardAction
		act.Text, ok = a["text"].(string)
		if !ok || strings.TrimSpace(act.Text) == "" {
			ch.flag(aat + ".text must be a non-empty string")
		}
		act.Type, _ = a["type"].(string)
		switch act.Type {
		case chatwoot.ActionLink:
			act.URI, ok = a["uri"].(string)
			if !ok || !absoluteURL(act.URI) {
				ch.flag(aat + ": link needs an absolute http(s) uri")
			}
			if _, present := a["payload"]; present {
				ch.flag(aat + ": link with a payload")
			}
		case chatwoot.ActionPostback:
			act.Payload, ok = a["payload"].(string)
			if !ok || act.Payload == "" {
				ch.flag(aat + ": postback needs a non-empty payload")
			}
			if _, present := a["uri"]; present {
				ch.flag(aat + ": postback with a uri")
			}
		default:
			ch.flag(fmt.Sprintf("%s.type %q, want link or postback", aat, act.Type))
		}
		card.Actions = append(card.Actions, act)
	}
	return card
}

func absoluteURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}

// toggled is the status Conversation#toggle_status gives: what
// toggle_status without a status does.
func toggled(status string) string {
	if status == chatwoot.StatusOpen {
		return chatwoot.StatusResolved
	}
	return chatwoot.StatusOpen
}

func (s *Server) toggleStatus(w http.ResponseWriter, where string, c *conversation, f map[string]json.RawMessage) []func() {
	var ch checks
	ch.flag(unknownKeys(f, "status", "snoozed_until")...)
	status, ok := jsonString(f["status"])
	switch {
	case f["status"] == nil || string(f["status"]) == "null":
		// Chatwoot toggles: open → resolved, anything else → open.
		ch.flag("toggle_status without status toggles the conversation")
		status = toggled(c.status)
	case !ok:
		ch.refuse("status must be a string")
	case !slices.Contains([]string{chatwoot.StatusOpen, chatwoot.StatusResolved, chatwoot.StatusPending, chatwoot.StatusSnoozed}, status):
		ch.refuse(fmt.Sprintf("status %q", status))
	}
	if !s.settle(w, where, ch) {
		return nil
	}
	var success any = true
	before, botBefore := c.status, c.botAssigned
	if c.status == chatwoot.StatusPending && status == chatwoot.StatusOpen && ok {
		// Bot handoff (bot_handoff!): opens; success is null on this path.
		success = nil
		if !s.opts.HandoffKeepsBot {
			c.botAssigned = false
		}
	}
	c.status = status
	if success == nil {
		s.handOver(c, HandoverOpened, 0)
	}
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
	var ch checks
	ch.flag(unknownKeys(f, "team_id")...)
	var teamID int64
	if raw, present := f["team_id"]; !present {
		ch.refuse("team_id is required (wakha assigns teams only)")
	} else if err := json.Unmarshal(raw, &teamID); err != nil || teamID <= 0 {
		ch.refuse(fmt.Sprintf("team_id %s must be a positive integer", raw))
	}
	if !s.settle(w, where, ch) {
		return nil
	}
	t, known := s.teams[teamID]
	if !known && len(s.teams) == 0 {
		t, known = team{id: teamID, name: "team " + strconv.FormatInt(teamID, 10)}, true
	}
	before, assigneeBefore := c.teamID, c.assigneeID
	if known {
		c.teamID = t.id
	} else {
		c.teamID = 0
	}
	if before != c.teamID {
		changes := []map[string]any{{"team_id": map[string]any{"previous_value": nullableID(before), "current_value": nullableID(c.teamID)}}}
		if known && t.autoAssign && c.assigneeID == 0 {
			// A team that allows auto-assignment picks an agent in the same
			// save, whatever the status: the agent has the conversation at
			// once. (The bot assignee is cleared only before validation, so
			// it stays.)
			c.assigneeID, c.assigneeName = AgentID, AgentName
			changes = append(changes, map[string]any{"assignee_id": map[string]any{"previous_value": nullableID(assigneeBefore), "current_value": int64(AgentID)}})
			s.handOver(c, HandoverTeamAssigned, AgentID)
		}
		c.updatedAt = s.tick()
		s.echo(chatwoot.EventConversationUpdated, s.conversationEvent(c, chatwoot.EventConversationUpdated, changes), c)
	}
	if !known {
		writeJSON(w, http.StatusOK, nil)
		return nil
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"id": t.id, "name": t.name, "description": "", "allow_auto_assign": t.autoAssign,
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
	var ch checks
	ch.flag(unknownKeys(f, "labels")...)
	var labels []string
	if raw, present := f["labels"]; !present {
		ch.refuse("labels is required")
	} else if err := json.Unmarshal(raw, &labels); err != nil || labels == nil {
		ch.refuse("labels must be an array of strings")
	}
	if !s.settle(w, where, ch) {
		return nil
	}
	var kept []string
	for _, l := range labels {
		// Chatwoot (acts_as_taggable_on) keeps labels lower-case.
		l = strings.ToLower(strings.TrimSpace(l))
		if l == "" || slices.Contains(kept, l) {
			continue
		}
		if s.opts.DropUndefinedLabels && !s.labelSet[l] {
			continue
		}
		kept = append(kept, l)
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

// update is PATCH .../conversations/{id}: Chatwoot permits only priority
// and answers with the conversation, so an empty body reads it.
func (s *Server) update(w http.ResponseWriter, where string, c *conversation, f map[string]json.RawMessage) []func() {
	var ch checks
	ch.flag(unknownKeys(f, "priority")...)
	if raw, present := f["priority"]; present && string(raw) != "null" {
		p, ok := jsonString(raw)
		if !ok || !slices.Contains([]string{"low", "medium", "high", "urgent"}, p) {
			ch.refuse(fmt.Sprintf("priority %s", raw))
		}
	}
	if !s.settle(w, where, ch) {
		return nil
	}
	// wakha never sets a priority; the fake keeps none.
	writeJSON(w, http.StatusOK, s.conversationResource(c))
	return nil
}

// conversationResource is the conversation as the Application API renders
// it (show, update): api/v1/conversations/partials/_conversation.
func (s *Server) conversationResource(c *conversation) map[string]any {
	meta := map[string]any{
		"sender":        s.contactSender(c, true),
		"channel":       "Channel::WebWidget",
		"hmac_verified": false,
	}
	if c.assigneeID != 0 {
		meta["assignee"] = map[string]any{"id": c.assigneeID, "name": c.assigneeName, "available_name": c.assigneeName,
			"email": AgentEmail, "role": "agent", "thumbnail": "", "availability_status": "online"}
	}
	if c.teamID != 0 {
		meta["team"] = s.teamRef(c.teamID)
	}
	var last any
	msgs := []map[string]any{}
	if n := len(c.messages); n > 0 {
		m := s.convMessage(c, c.messages[n-1])
		msgs = append(msgs, m)
		last = m
	}
	return map[string]any{
		"meta": meta, "id": c.id, "messages": msgs, "account_id": c.accountID,
		"uuid":                  fmt.Sprintf("00000000-0000-4000-8000-%012d", c.id),
		"additional_attributes": map[string]any{"browser_language": c.browserLanguage, "referer": c.referer},
		"agent_last_seen_at":    0, "assignee_last_seen_at": 0, "can_reply": true, "contact_last_seen_at": 0,
		"custom_attributes": map[string]any{}, "inbox_id": s.opts.InboxID, "labels": nonNil(c.labels), "muted": false,
		"snoozed_until": nil, "status": c.status, "created_at": c.createdAt.Unix(), "timestamp": c.updatedAt.Unix(),
		"first_reply_created_at": 0, "unread_count": 0, "last_non_activity_message": last,
		"last_activity_at": c.updatedAt.Unix(), "priority": nil, "waiting_since": c.createdAt.Unix(), "sla_policy_id": nil,
	}
}

func (s *Server) teamRef(id int64) map[string]any {
	name := "team " + strconv.FormatInt(id, 10)
	if t, ok := s.teams[id]; ok {
		name = t.name
	}
	return map[string]any{"id": id, "name": name}
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
