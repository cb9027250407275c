package intercom

import (
	"container/list"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"sync"
	"time"

	"github.com/wakha/wakha"
)

// Product tour statistics (content_stat.tour, issue 14). Intercom reports a
// tour shown, completed or failed for a contact; wakha stores it as a
// storefront event of the contact's visitor, so it joins the visitor's
// engagement session (or the conversation the visitor's session went to),
// in order with the storefront script's own reports. The notification
// carries the contact but none of its custom attributes: the contact is
// read (GET /contacts/{id}) for its wakha_visitor attribute, and the answer
// kept for a while in ContactVisitors.

// Defaults of ContactVisitors.
const (
	// DefaultContactCacheSize bounds the contacts remembered: an entry is
	// two short strings, so the cache stays well under a few megabytes.
	DefaultContactCacheSize = 10000
	// DefaultContactCacheTTL is how long a contact's visitor id is trusted:
	// the same shopper in a new browser gets a new visitor id, which the
	// script writes to the contact.
	DefaultContactCacheTTL = time.Hour
	// DefaultContactTimeout bounds the contact read within the webhook's
	// answer: Intercom waits 5 s, and the event is stored after the read.
	DefaultContactTimeout = 2 * time.Second
)

// Reasons for a tour statistic acknowledged and not stored, besides the
// parser's (IgnoreTourGoal, IgnoreTourStatType, IgnoreTourNoContact).
const (
	// IgnoreTourNoVisitor: the contact carries no storefront visitor id
	// (the store does not load /widget.js, or the contact never came
	// through a page that does).
	IgnoreTourNoVisitor IgnoreReason = "tour_no_visitor"
	// IgnoreTourUnknownContact: Intercom has no such contact (404): it was
	// deleted or merged since.
	IgnoreTourUnknownContact IgnoreReason = "tour_unknown_contact"
	// IgnoreTourContactRefused: Intercom refused the contact read for good
	// (401 or 403: the token lacks Read and list users and companies; or
	// another 4xx). Answering 5xx would only have Intercom retry, and
	// errors pile up against the app's whole subscription, conversations
	// included.
	IgnoreTourContactRefused IgnoreReason = "tour_contact_refused"
)

// ErrUnknownContact: Intercom answered 404 for the contact.
var ErrUnknownContact = errors.New("intercom: no such contact")

// ContactReader reads a contact's storefront visitor id ("" when it has
// none). *Client implements it (FindVisitor).
type ContactReader interface {
	FindVisitor(ctx context.Context, contactID string) (string, error)
}

// ContactVisitors maps Intercom contacts to storefront visitor ids, reading
// a contact the first time one of its tour statistics arrives and keeping
// the answer for TTL, at most Size contacts (the least recently used go
// first). It is safe for concurrent use.
//
// Why in memory and not on the visitor's row: the mapping is a cache of
// Intercom's data, not wakha's: a contact's attribute changes when the
// shopper comes back in another browser, so a stored copy would need the
// same expiry, plus a column and an index, for a handful of statistics per
// tour. A replica that restarts, or another replica, pays one more contact
// read; Intercom allows thousands a minute. Only found visitor ids are
// kept: a contact without one may get it any moment (the script sets it
// when the Messenger boots), and reading it again costs one call per
// statistic, a few per tour.
type ContactVisitors struct {
	reader  ContactReader
	size    int
	ttl     time.Duration
	timeout time.Duration
	now     func() time.Time

	mu      sync.Mutex
	entries map[string]*list.Element
	order   *list.List // of *contactEntry, most recently used first
}

type contactEntry struct {
	contact, visitor string
	expires          time.Time
}

// ContactVisitorsOptions configures NewContactVisitors; zero values get
// the defaults.
type ContactVisitorsOptions struct {
	Size    int           // DefaultContactCacheSize
	TTL     time.Duration // DefaultContactCacheTTL
	Timeout time.Duration // DefaultContactTimeout: bounds one contact read
	Now     func() time.Time
}

// NewContactVisitors returns a cache in front of reader.
func NewContactVisitors(reader ContactReader, o ContactVisitorsOptions) *ContactVisitors {
	if o.Size <= 0 {
		o.Size = DefaultContactCacheSize
	}
	if o.TTL <= 0 {
		o.TTL = DefaultContactCacheTTL
	}
	if o.Timeout <= 0 {
		o.Timeout = DefaultContactTimeout
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	return &ContactVisitors{reader: reader, size: o.Size, ttl: o.TTL, timeout: o.Timeout, now: o.Now,
		entries: map[string]*list.Element{}, order: list.New()}
}

// Visitor returns the storefront visitor id of the contact: "" when it has
// none, ErrUnknownContact when Intercom does not know the contact, another
// error when Intercom could not be asked.
func (cv *ContactVisitors) Visitor(ctx context.Context, contactID string) (string, error) {
	if v, ok := cv.cached(contactID); ok {
		return v, nil
	}
	ctx, cancel := context.WithTimeout(ctx, cv.timeout)
	defer cancel()
	v, err := cv.reader.FindVisitor(ctx, contactID)
	var ae *APIError
	switch {
	case errors.As(err, &ae) && ae.Status == http.StatusNotFound:
		return "", ErrUnknownContact
	case err != nil:
		return "", err
	case v != "":
		cv.store(contactID, v)
	}
	return v, nil
}

// Len is the number of contacts remembered (expired ones included until
// they are looked up or pushed out).
func (cv *ContactVisitors) Len() int {
	cv.mu.Lock()
	defer cv.mu.Unlock()
	return cv.order.Len()
}

func (cv *ContactVisitors) cached(contactID string) (string, bool) {
	cv.mu.Lock()
	defer cv.mu.Unlock()
	el, ok := cv.entries[contactID]
	if !ok {
		return "", false
	}
	e := el.Value.(*contactEntry)
	if !cv.now().Before(e.expires) {
		cv.order.Remove(el)
		delete(cv.entries, contactID)
		return "", false
	}
	cv.order.MoveToFront(el)
	return e.visitor, true
}

func (cv *ContactVisitors) store(contactID, visitorID string) {
	cv.mu.Lock()
	defer cv.mu.Unlock()
	e := &contactEntry{contact: contactID, visitor: visitorID, expires: cv.now().Add(cv.ttl)}
	if el, ok := cv.entries[contactID]; ok {
		el.Value = e
		cv.order.MoveToFront(el)
		return
	}
	cv.entries[contactID] = cv.order.PushFront(e)
	for cv.order.Len() > cv.size {
		last := cv.order.Back()
		cv.order.Remove(last)
		delete(cv.entries, last.Value.(*contactEntry).contact)
	}
}

// tourEvent turns a tour statistic the parser classified (IgnoreTourStat)
// into a storefront event of the contact's visitor: the visitor's own
// session, or the conversation it went to (the store routes
// wakha.VisitorKey). Without Visitors, tour statistics are acknowledged
// and dropped, as before wakha read them.
func (w *Webhook) tourEvent(ctx context.Context, in Inbound, got wakha.Received) (wakha.Received, error) {
	ev, ok := in.Tour.Event()
	if !ok || w.Visitors == nil {
		got.IgnoreReason = string(IgnoreTourStat)
		return got, nil
	}
	vid, err := w.Visitors.Visitor(ctx, in.Tour.ContactID)
	switch {
	case errors.Is(err, ErrUnknownContact):
		got.IgnoreReason = string(IgnoreTourUnknownContact)
		return got, nil
	case err != nil:
		if class, _ := Classify(err); class != ClassRetry {
			got.IgnoreReason = string(IgnoreTourContactRefused)
			return got, nil
		}
		// 503: Intercom delivers the notification once more a minute later.
		return got, &wakha.Error{Code: wakha.EUNAVAILABLE, Message: "could not read the tour's contact from Intercom", Err: err}
	case !wakha.ValidVisitorID(vid):
		got.IgnoreReason = string(IgnoreTourNoVisitor)
		return got, nil
	}
	payload, err := json.Marshal(ev)
	if err != nil {
		return got, &wakha.Error{Code: wakha.EINVALID, Message: "tour statistic cannot be stored", Err: err}
	}
	got.Event = wakha.NewEvent{
		Key:        wakha.VisitorKey(Name, vid),
		DeliveryID: in.DeliveryID,
		DedupeKey:  in.DedupeKey,
		Kind:       string(ev.Kind),
		Payload:    payload,
	}
	return got, nil
}
