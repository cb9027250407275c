package intercom

import (
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
)

// Webhook authenticates and reads notifications: wakha's HTTP layer calls
// it for POST /webhooks/intercom (a wakha.Webhook).
type Webhook struct {
	// Secrets are the app's client secrets, newest first (a rotation passes
	// "new,old"): a notification signed with any of them is accepted.
	Secrets [][]byte
	// Insecure accepts unsigned notifications when no secret is configured
	// (an explicit opt-in, INTERCOM_INSECURE_NO_SIGNATURE).
	Insecure bool
	// Parser knows the bot's teammate, to tell its own parts from a human's.
	Parser Parser
	// Visitors, when set, maps the contact of a product tour statistic
	// (content_stat.tour) to its storefront visitor, whose session the
	// statistic is stored for; nil acknowledges tour statistics and drops
	// them (IgnoreTourStat).
	Visitors *ContactVisitors
}

var _ wakha.Webhook = (*Webhook)(nil)

// Name implements wakha.Webhook.
func (*Webhook) Name() string { return Name }

// Authenticate implements wakha.Webhook: X-Hub-Signature, HMAC-SHA1 of the
// raw body, with each configured secret; the index of the one that matched.
// Intercom has no path token: a route token is not looked at.
func (w *Webhook) Authenticate(r *http.Request, _ string, body []byte) (int, error) {
	if len(w.Secrets) == 0 {
		if w.Insecure {
			return -1, nil
		}
		return -1, wakha.Errorf(wakha.EUNAUTHORIZED, "webhook authentication is not configured")
	}
	i, err := VerifyRequest(w.Secrets, r.Header, body)
	if err != nil {
		msg := "bad signature"
		if errors.Is(err, ErrMissingSignature) {
			msg = "missing " + HeaderSignature
		}
		return -1, &wakha.Error{Code: wakha.EUNAUTHORIZED, Message: msg, Err: err}
	}
	return i, nil
}

// Parse implements wakha.Webhook. Besides the notifications Parser gives
// the engine, it stores a snooze as engine.EventPaused (until snoozed_until)
// and an unsnooze as engine.EventResumed, so they take their place among the
// conversation's events; and a shopper's message on a conversation Intercom
// reports snoozed is stored marked Paused (not answered while paused), and
// one on a conversation Intercom reports open is marked Open: a reply
// reopens a snoozed conversation, and the bot answers it.
// A product tour statistic (content_stat.tour: shown, completed, failed)
// is stored as a storefront event of the contact's visitor (tour.go): the
// contact is read from Intercom for its visitor id, unless Visitors
// remembers it.
func (w *Webhook) Parse(r *http.Request, body []byte) (wakha.Received, error) {
	in, err := w.Parser.Parse(body)
	if err != nil {
		return wakha.Received{}, &wakha.Error{Code: wakha.EINVALID, Message: err.Error(), Err: err}
	}
	got := wakha.Received{Label: topicLabel(in.Topic)}
	if in.Tour != nil && in.IgnoreReason == IgnoreTourStat {
		return w.tourEvent(r.Context(), in, got)
	}
	ev, ok := engineEvent(in)
	if !ok {
		got.IgnoreReason = string(in.IgnoreReason)
		if got.IgnoreReason == "" {
			got.IgnoreReason = string(IgnoreUnsupportedTopic)
		}
		return got, nil
	}
	key := wakha.ConvKey{Platform: Name, AccountID: in.AppID, ExternalID: in.ConversationID}
	if !key.Valid() {
		return got, wakha.Errorf(wakha.EINVALID, "notification names no app_id or conversation")
	}
	payload, err := json.Marshal(ev)
	if err != nil {
		return got, &wakha.Error{Code: wakha.EINVALID, Message: "notification cannot be stored", Err: err}
	}
	got.Event = wakha.NewEvent{
		Key:        key,
		DeliveryID: in.DeliveryID,
		DedupeKey:  in.DedupeKey,
		ContactRef: in.ContactID,
		Kind:       string(ev.Kind),
		Payload:    payload,
	}
	return got, nil
}

// engineEvent is the event to store for in; ok is false when there is none.
func engineEvent(in Inbound) (engine.Event, bool) {
	switch {
	case in.Handle:
		ev := in.EngineEvent
		isInput := ev.Kind == engine.EventUserMessage || ev.Kind == engine.EventQuickReply
		if isInput && in.State == "open" {
			// A shopper's reply reopens a snoozed conversation: the bot is back.
			ev.Open = true
		}
		if in.State == "snoozed" && isInput {
			ev.Paused = true
			ev.Until = timePtr(in.SnoozedUntil)
		}
		return ev, true
	case in.Snooze != nil:
		return engine.Event{Kind: engine.EventPaused, Until: timePtr(in.Snooze.Until)}, true
	case in.Unsnoozed:
		return engine.Event{Kind: engine.EventResumed}, true
	}
	return engine.Event{}, false
}

func timePtr(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}

// knownTopics bound the metrics label: anything else is "other".
var knownTopics = map[string]bool{
	TopicPing: true, TopicUserCreated: true, TopicUserReplied: true, TopicAdminReplied: true, TopicAdminNoted: true,
	TopicOperatorReplied: true, TopicAdminAssigned: true, TopicAdminOpenAssigned: true, TopicAdminClosed: true,
	TopicAdminOpened: true, TopicAdminSnoozed: true, TopicAdminUnsnoozed: true, TopicAdminSingleCreated: true,
	TopicTourStat: true,
}

func topicLabel(topic string) string {
	if knownTopics[topic] {
		return topic
	}
	return "other"
}
