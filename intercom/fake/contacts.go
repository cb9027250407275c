package fake

import (
	"encoding/json"
	"maps"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/wakha/wakha/intercom"
)

// Contacts, their custom attributes and in-app messages: what wakha's
// storefront offers use (GET /contacts/{id}, POST /contacts/search, POST
// /messages). The fake checks the shape wakha must send: the search on one
// custom attribute, the in-app message from the bot teammate with
// create_conversation_without_contact_reply, and Intercom-Version 2.16 on
// both calls.

type contact struct {
	id, role string
	attrs    map[string]string
}

// InAppMessage is an in-app message a teammate sent to a contact.
type InAppMessage struct {
	ID             string `json:"id"`
	FromAdminID    string `json:"from_admin_id"`
	ContactID      string `json:"contact_id"`
	Body           string `json:"body"`
	ConversationID string `json:"conversation_id"`
}

// AddContact makes a contact ("user" or "lead") with custom attributes
// (the Messenger's Intercom('update', …)) and returns its id.
func (s *Server) AddContact(role string, attrs map[string]string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if role != "lead" {
		role = "user"
	}
	id := newObjectID()
	s.contacts[id] = &contact{id: id, role: role, attrs: maps.Clone(attrs)}
	return id
}

// SetContactAttributes merges attrs into a contact's custom attributes.
func (s *Server) SetContactAttributes(id string, attrs map[string]string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	ct := s.contacts[id]
	if ct == nil {
		return false
	}
	if ct.attrs == nil {
		ct.attrs = map[string]string{}
	}
	maps.Copy(ct.attrs, attrs)
	return true
}

// InAppMessages returns the in-app messages sent so far, oldest first.
func (s *Server) InAppMessages() []InAppMessage {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.inApp)
}

func (s *Server) contactJSON(ct *contact) map[string]any {
	attrs := map[string]any{}
	for k, v := range ct.attrs {
		attrs[k] = v
	}
	return map[string]any{"type": "contact", "id": ct.id, "workspace_id": s.opts.AppID, "role": ct.role, "custom_attributes": attrs}
}

func (s *Server) getContact(w http.ResponseWriter, id string) {
	ct := s.contacts[id]
	if ct == nil {
		s.writeError(w, http.StatusNotFound, "not_found", "User Not Found")
		return
	}
	writeJSON(w, http.StatusOK, s.contactJSON(ct))
}

// needVersion checks the Intercom-Version of a call that needs 2.16.
func (s *Server) needVersion(w http.ResponseWriter, where, version string) bool {
	if version != intercom.InAppVersion {
		s.violate(where, "Intercom-Version must be "+intercom.InAppVersion+" (create_conversation_without_contact_reply), got "+strconv.Quote(version))
		s.writeError(w, http.StatusBadRequest, "intercom_version_invalid", "this call needs Intercom-Version "+intercom.InAppVersion)
		return false
	}
	return true
}

// searchContacts answers POST /contacts/search for one custom attribute
// compared with "=".
func (s *Server) searchContacts(w http.ResponseWriter, where, version string, f map[string]json.RawMessage) {
	if !s.needVersion(w, where, version) {
		return
	}
	var problems []string
	problems = append(problems, unknownKeys(f, "query", "pagination")...)
	var q struct {
		Field    string `json:"field"`
		Operator string `json:"operator"`
		Value    any    `json:"value"`
	}
	if err := json.Unmarshal(f["query"], &q); err != nil {
		problems = append(problems, "query must be an object {field, operator, value}")
	}
	attr, ok := strings.CutPrefix(q.Field, "custom_attributes.")
	value, isString := q.Value.(string)
	switch {
	case !ok || attr == "":
		problems = append(problems, "query.field must be custom_attributes.<name>, got "+strconv.Quote(q.Field))
	case q.Operator != "=":
		problems = append(problems, "query.operator must be \"=\", got "+strconv.Quote(q.Operator))
	case !isString || value == "":
		problems = append(problems, "query.value must be a non-empty string")
	}
	if len(problems) > 0 {
		s.reject(w, where, problems)
		return
	}
	data := []any{}
	ids := make([]string, 0, len(s.contacts))
	for id := range s.contacts {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		if ct := s.contacts[id]; ct.attrs[attr] == value {
			data = append(data, s.contactJSON(ct))
		}
	}
	writeJSON(w, http.StatusOK, map[string]any{"type": "list", "data": data, "total_count": len(data),
		"pages": map[string]any{"type": "pages", "page": 1, "per_page": 50, "total_pages": 1}})
}

// createMessage answers POST /messages for an in-app message from a
// teammate to a contact, creating its conversation at once.
func (s *Server) createMessage(w http.ResponseWriter, where, version string, f map[string]json.RawMessage) []func() {
	if !s.needVersion(w, where, version) {
		return nil
	}
	problems := unknownKeys(f, "message_type", "body", "from", "to", "create_conversation_without_contact_reply", "subject", "template")
	var mt, body string
	_ = json.Unmarshal(f["message_type"], &mt)
	_ = json.Unmarshal(f["body"], &body)
	var from, to struct {
		Type string `json:"type"`
		ID   string `json:"id"`
	}
	_ = json.Unmarshal(f["from"], &from)
	_ = json.Unmarshal(f["to"], &to)
	var create bool
	if err := json.Unmarshal(f["create_conversation_without_contact_reply"], &create); err != nil || !create {
		problems = append(problems, "create_conversation_without_contact_reply must be true (the shopper's answer must join the offer's conversation)")
	}
	if mt != "in_app" {
		problems = append(problems, "message_type must be \"in_app\", got "+strconv.Quote(mt))
	}
	if strings.TrimSpace(body) == "" || !looksLikeHTML(body) {
		problems = append(problems, "body must be HTML")
	}
	if from.Type != "admin" || from.ID != s.opts.Bot.ID {
		problems = append(problems, "from must be {type: admin, id: the bot teammate}, got "+strconv.Quote(from.Type)+" "+strconv.Quote(from.ID))
	}
	ct := s.contacts[to.ID]
	switch {
	case to.Type != "user" && to.Type != "lead":
		problems = append(problems, "to.type must be user or lead, got "+strconv.Quote(to.Type))
	case ct == nil:
		problems = append(problems, "to.id names no contact")
	case ct.role != to.Type:
		problems = append(problems, "to.type "+to.Type+" but the contact is a "+ct.role)
	}
	if len(problems) > 0 {
		s.reject(w, where, problems)
		return nil
	}
	s.nextConv++
	s.nextSource++
	now := s.now()
	c := &conversation{Conversation: Conversation{
		ID: strconv.FormatInt(s.nextConv, 10), ContactID: ct.id, ContactType: ct.role, State: "open",
		CreatedAt: now, UpdatedAt: now,
		Source: Part{ID: strconv.FormatInt(s.nextSource, 10), PartType: "source", Body: body,
			AuthorType: "admin", AuthorID: from.ID, CreatedAt: now},
	}}
	s.convs[c.ID] = c
	m := InAppMessage{ID: c.Source.ID, FromAdminID: from.ID, ContactID: ct.id, Body: body, ConversationID: c.ID}
	s.inApp = append(s.inApp, m)
	writeJSON(w, http.StatusOK, map[string]any{"type": "admin_message", "id": m.ID, "message_type": "inapp",
		"body": body, "created_at": now.Unix(), "conversation_id": c.ID,
		"owner": map[string]any{"type": "admin", "id": from.ID}})
	return nil
}
