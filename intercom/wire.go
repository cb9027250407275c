package intercom

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
)

// Intercom documents ids as strings but sends some as JSON numbers
// (admin_assignee_id, team_assignee_id, content stat ids) and many as null;
// large conversation ids must not pass through float64. value keeps a JSON
// scalar as its text and remembers what it was, so every field whose type is
// not stable decodes without failing the whole notification.
type value struct {
	text     string
	set      bool // present and not null
	isString bool
	complex  bool // an object or an array
}

func (v *value) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	*v = value{}
	if len(b) == 0 || bytes.Equal(b, []byte("null")) {
		return nil
	}
	switch b[0] {
	case '"':
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		*v = value{text: s, set: true, isString: true}
	case '{', '[':
		*v = value{set: true, complex: true}
	default:
		*v = value{text: string(b), set: true}
	}
	return nil
}

// String is the text of a string, number or boolean; "" for null, objects
// and arrays.
func (v value) String() string {
	if v.complex {
		return ""
	}
	return strings.TrimSpace(dropNUL(v.text))
}

// Bool reads true and "true" as true.
func (v value) Bool() bool {
	return strings.EqualFold(v.String(), "true")
}

// Int64 reads an integer (or a numeric string); ok is false otherwise.
func (v value) Int64() (int64, bool) {
	s := v.String()
	if s == "" {
		return 0, false
	}
	if n, err := strconv.ParseInt(s, 10, 64); err == nil {
		return n, true
	}
	// Unix times sometimes come as floats ("1768031911.0").
	if f, err := strconv.ParseFloat(s, 64); err == nil && f >= -1<<62 && f <= 1<<62 {
		return int64(f), true
	}
	return 0, false
}

// id returns v as an id (a string or an integer, as text), or a FieldError
// naming field when it is missing, null, empty or not a scalar.
func (v value) id(field string) (string, error) {
	if !v.set {
		return "", missingField(field)
	}
	if v.complex {
		return "", badField(field, "must be a string or an integer, got an object or array")
	}
	s := v.String()
	if s == "" {
		return "", badField(field, "is empty")
	}
	if len(s) > maxIDLength || strings.ContainsAny(s, " \t\r\n:/?#") {
		return "", badField(field, "is not an id: "+strconv.Quote(truncate(s, 40)))
	}
	if !v.isString {
		// A JSON number: keep integers as written, refuse 1.5 or 1e9.
		if _, err := strconv.ParseUint(s, 10, 64); err != nil {
			return "", badField(field, "must be an integer id, got "+truncate(s, 40))
		}
	}
	return s, nil
}

// optionalID is id for fields that may be absent or null: they give "". An
// unusable value is also read as absent (the field is context, not needed).
func (v value) optionalID() string {
	s, err := v.id("")
	if err != nil {
		return ""
	}
	return s
}

// maxIDLength bounds ids copied into dedupe keys and API paths.
const maxIDLength = 64

// opt decodes a nested value leniently: when the JSON does not fit T (a shape
// wakha does not depend on changed), the field counts as absent instead of
// failing the notification, which Intercom would retry and then drop.
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

// wireNotification is the envelope of every webhook notification.
type wireNotification struct {
	Type      value     `json:"type"`
	ID        value     `json:"id"`
	Topic     value     `json:"topic"`
	AppID     value     `json:"app_id"`
	CreatedAt value     `json:"created_at"`
	Data      *wireData `json:"data"`
	Attempts  value     `json:"delivery_attempts"`
}

type wireData struct {
	Type value           `json:"type"`
	Item json.RawMessage `json:"item"`
}

type wireAuthor struct {
	Type value `json:"type"`
	ID   value `json:"id"`
}

type wireRef struct {
	Type value `json:"type"`
	ID   value `json:"id"`
}

// wireMetadata is conversation_part.metadata: the clicked option of a quick
// reply (quick_reply_uuid in the OpenAPI 2.14+ descriptions,
// quick_reply_option_uuid in the 2.14 changelog) and, on the admin's part,
// the options offered.
type wireMetadata struct {
	QuickReplyUUID       value `json:"quick_reply_uuid"`
	QuickReplyOptionUUID value `json:"quick_reply_option_uuid"`
}

type wirePart struct {
	Type           value                  `json:"type"`
	ID             value                  `json:"id"`
	PartType       value                  `json:"part_type"`
	Body           value                  `json:"body"`
	CreatedAt      value                  `json:"created_at"`
	AssignedTo     opt[wireRef]           `json:"assigned_to"`
	Author         opt[wireAuthor]        `json:"author"`
	Attachments    opt[[]json.RawMessage] `json:"attachments"`
	Metadata       opt[wireMetadata]      `json:"metadata"`
	AppPackageCode value                  `json:"app_package_code"`
}

type wireSource struct {
	Type        value                  `json:"type"`
	ID          value                  `json:"id"`
	Body        value                  `json:"body"`
	Author      opt[wireAuthor]        `json:"author"`
	Attachments opt[[]json.RawMessage] `json:"attachments"`
}

type wireContact struct {
	Type       value `json:"type"`
	ID         value `json:"id"`
	ExternalID value `json:"external_id"`
}

type wireContacts struct {
	Contacts []wireContact `json:"contacts"`
}

type wireParts struct {
	Parts []wirePart `json:"conversation_parts"`
}

// wireConversation is data.item of the conversation.* topics (2.x shape).
type wireConversation struct {
	Type            value             `json:"type"`
	ID              value             `json:"id"`
	CreatedAt       value             `json:"created_at"`
	UpdatedAt       value             `json:"updated_at"`
	State           value             `json:"state"`
	SnoozedUntil    value             `json:"snoozed_until"`
	AdminAssigneeID value             `json:"admin_assignee_id"`
	TeamAssigneeID  value             `json:"team_assignee_id"`
	Source          opt[wireSource]   `json:"source"`
	Contacts        opt[wireContacts] `json:"contacts"`
	Parts           opt[wireParts]    `json:"conversation_parts"`
}

// wireContentStat is data.item of the content_stat.* topics.
type wireContentStat struct {
	Type        value `json:"type"`
	CreatedAt   value `json:"created_at"`
	ContentStat opt[struct {
		ID           value `json:"id"`
		ContentType  value `json:"content_type"`
		ContentID    value `json:"content_id"`
		StatType     value `json:"stat_type"`
		RulesetID    value `json:"ruleset_id"`
		ContentTitle value `json:"content_title"`
	}] `json:"content_stat"`
	Contact opt[wireContact] `json:"contact"`
}

// dropNUL removes NUL characters, which no Postgres text or jsonb value can
// hold: a shopper could otherwise make a notification fail to store.
func dropNUL(s string) string { return strings.ReplaceAll(s, "\x00", "") }

// truncate cuts s to at most n bytes on a rune boundary, marking the cut.
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
