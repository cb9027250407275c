package intercom

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"

	"github.com/wakha/wakha"
)

// Storefront visitors (issue 14). The storefront script gives the Messenger
// contact the custom attribute wakha_visitor (Intercom('update', …)).
// Intercom's webhooks do not carry contact attributes, so wakha reads the
// contact once when a conversation starts (FindVisitor); and an offer to a
// visitor who has no conversation is an in-app message from the bot
// teammate to the contact found by that attribute (KindInApp).

// InAppVersion is the Intercom-Version of the in-app offer's calls:
// create_conversation_without_contact_reply on POST /messages needs 2.16.
const InAppVersion = "2.16"

// ErrNoContact: no contact carries the visitor id (the visitor never
// opened the Messenger, or the attribute never reached Intercom). The
// offer cannot be delivered; retrying does not help.
var ErrNoContact = errors.New("intercom: no contact with this visitor id")

type contactJSON struct {
	Type             string                     `json:"type"`
	ID               string                     `json:"id"`
	Role             string                     `json:"role"` // user or lead
	CustomAttributes map[string]json.RawMessage `json:"custom_attributes"`
}

// FindVisitor reads the contact's storefront visitor id (GET
// /contacts/{id}); "" when it has none or not one shaped like the script's.
func (c *Client) FindVisitor(ctx context.Context, contactID string) (string, error) {
	if contactID == "" {
		return "", nil
	}
	var ct contactJSON
	if err := c.do(ctx, "GET", "/contacts/"+url.PathEscape(contactID), nil, &ct); err != nil {
		return "", err
	}
	var v string
	if raw, ok := ct.CustomAttributes[wakha.VisitorAttribute]; ok && json.Unmarshal(raw, &v) == nil && wakha.ValidVisitorID(v) {
		return v, nil
	}
	return "", nil
}

// searchRequest is POST /contacts/search's body: one field, one value.
type searchRequest struct {
	Query struct {
		Field    string `json:"field"`
		Operator string `json:"operator"`
		Value    string `json:"value"`
	} `json:"query"`
}

// inAppRequest is POST /messages's body for an in-app message.
type inAppRequest struct {
	MessageType string `json:"message_type"`
	Body        string `json:"body"`
	From        struct {
		Type string `json:"type"`
		ID   string `json:"id"`
	} `json:"from"`
	To struct {
		Type string `json:"type"`
		ID   string `json:"id"`
	} `json:"to"`
	CreateConversationWithoutContactReply bool `json:"create_conversation_without_contact_reply"`
}

// sendInApp finds the contact carrying out.VisitorID and sends it out.Body
// as an in-app message from the bot teammate, in a conversation created at
// once, so the shopper's answer joins it. It returns the message's id.
func (c *Client) sendInApp(ctx context.Context, out Outbound) (string, error) {
	var q searchRequest
	q.Query.Field, q.Query.Operator, q.Query.Value = "custom_attributes."+wakha.VisitorAttribute, "=", out.VisitorID
	body, err := marshal(q)
	if err != nil {
		return "", err
	}
	var found struct {
		Data []contactJSON `json:"data"`
	}
	if err := c.doVersion(ctx, "POST", "/contacts/search", InAppVersion, body, &found); err != nil {
		return "", err
	}
	if len(found.Data) == 0 || found.Data[0].ID == "" {
		return "", fmt.Errorf("%w: %w", ErrInvalidOutbound, ErrNoContact)
	}
	ct := found.Data[0]
	var m inAppRequest
	m.MessageType, m.Body = "in_app", out.Body
	m.From.Type, m.From.ID = "admin", c.admin
	m.To.Type, m.To.ID = ct.Role, ct.ID
	if m.To.Type != "lead" {
		m.To.Type = "user"
	}
	m.CreateConversationWithoutContactReply = true
	if body, err = marshal(m); err != nil {
		return "", err
	}
	var sent struct {
		ID string `json:"id"`
	}
	if err := c.doVersion(ctx, "POST", "/messages", InAppVersion, body, &sent); err != nil {
		return "", err
	}
	return sent.ID, nil
}
