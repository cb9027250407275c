package intercom

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"
)

// API defaults.
const (
	// DefaultBaseURL is the US host; the EU (https://api.eu.intercom.io) and
	// Australian (https://api.au.intercom.io) hosts take the same requests.
	DefaultBaseURL = "https://api.intercom.io"
	// DefaultVersion is the first version with quick replies on conversations.
	DefaultVersion = "2.14"
	// HeaderVersion selects the API version of a request.
	HeaderVersion = "Intercom-Version"
	// DefaultUserAgent identifies wakha's requests.
	DefaultUserAgent = "wakha-connector/1 (+https://github.com/wakha/wakha)"
	// DefaultTimeout bounds one request when no http.Client is given.
	DefaultTimeout = 10 * time.Second
)

// Rate-limit headers of authenticated responses.
const (
	HeaderRateLimitLimit     = "X-RateLimit-Limit"
	HeaderRateLimitRemaining = "X-RateLimit-Remaining"
	HeaderRateLimitReset     = "X-RateLimit-Reset" // unix seconds when the window resets
)

const (
	maxResponseBytes = 4 << 20 // a conversation with its parts can be large
	maxErrorBody     = 512
	maxWait          = 24 * time.Hour
)

// Versions lists the Intercom-Version values Intercom accepts; quick replies
// on conversations need 2.14 or later (or Preview, formerly Unstable).
var Versions = []string{
	"1.0", "1.1", "1.2", "1.3", "1.4",
	"2.0", "2.1", "2.2", "2.3", "2.4", "2.5", "2.6", "2.7", "2.8", "2.9",
	"2.10", "2.11", "2.12", "2.13", "2.14", "2.15", "2.16", "Preview", "Unstable",
}

// SupportsQuickReplies reports whether API version v takes message_type
// quick_reply on POST /conversations/{id}/reply.
func SupportsQuickReplies(v string) bool {
	if v == "Preview" || v == "Unstable" {
		return true
	}
	major, minor, ok := splitVersion(v)
	return ok && (major > 2 || major == 2 && minor >= 14)
}

// PlainTextBodies reports whether webhook payloads of API version v carry
// plain-text bodies (2.15 and later) rather than HTML.
func PlainTextBodies(v string) bool {
	if v == "Preview" || v == "Unstable" {
		return true
	}
	major, minor, ok := splitVersion(v)
	return ok && (major > 2 || major == 2 && minor >= 15)
}

func splitVersion(v string) (major, minor int, ok bool) {
	a, b, found := strings.Cut(v, ".")
	if !found {
		return 0, 0, false
	}
	x, err1 := strconv.Atoi(a)
	y, err2 := strconv.Atoi(b)
	return x, y, err1 == nil && err2 == nil
}

// Errors of Send besides *APIError and transport errors.
var (
	// ErrBadResponse: a 2xx answer whose body is not what Intercom returns.
	// The request may have taken effect: it is never resent.
	ErrBadResponse = errors.New("intercom: unexpected response body")
)

// APIError is a non-2xx answer of the REST API.
type APIError struct {
	Method string
	Path   string
	Status int
	// Code is the first errors[].code of Intercom's error.list
	// ("unauthorized", "not_found", "rate_limit_exceeded", "parameter_invalid"…).
	Code      string
	Message   string
	RequestID string
	// RetryAfter is how long Intercom asks to wait (429: until
	// X-RateLimit-Reset, or Retry-After); 0 when it does not say.
	RetryAfter time.Duration
	// Body is the start of a response that is not an error.list.
	Body string
}

func (e *APIError) Error() string {
	msg := fmt.Sprintf("intercom: %s %s: %d %s", e.Method, e.Path, e.Status, http.StatusText(e.Status))
	if e.Code != "" {
		msg += " (" + e.Code
		if e.Message != "" {
			msg += ": " + e.Message
		}
		msg += ")"
	}
	if e.RetryAfter > 0 {
		msg += fmt.Sprintf(" retry after %s", e.RetryAfter)
	}
	if e.RequestID != "" {
		msg += " request " + e.RequestID
	}
	if e.Body != "" {
		msg += ": " + e.Body
	}
	return msg
}

// Class is what a failed Send calls for.
type Class string

const (
	// ClassRetry: the same request may succeed later (5xx, 408, 429,
	// timeouts, transport errors); wait at least the returned duration.
	ClassRetry Class = "retry"
	// ClassAuth: the token was refused (401) or lacks a permission or plan
	// (403). Fixing the configuration makes the request succeed; the
	// dispatcher decides how long to keep trying.
	ClassAuth Class = "auth"
	// ClassPermanent: the request will fail again (400, 404, 422, invalid
	// outbound, unexpected answer).
	ClassPermanent Class = "permanent"
)

// Classify says what a Send error calls for and how long Intercom asked to
// wait (0 = use your own backoff). Waits are Intercom's, uncapped: the
// dispatcher caps every platform-given wait. nil gives "".
func Classify(err error) (Class, time.Duration) {
	if err == nil {
		return "", 0
	}
	var ae *APIError
	if errors.As(err, &ae) {
		switch {
		case ae.Status == http.StatusTooManyRequests, ae.Status == http.StatusRequestTimeout, ae.Status >= 500:
			return ClassRetry, ae.RetryAfter
		case ae.Status == http.StatusUnauthorized, ae.Status == http.StatusForbidden:
			return ClassAuth, 0
		}
		return ClassPermanent, 0
	}
	if errors.Is(err, ErrInvalidOutbound) || errors.Is(err, ErrBadResponse) {
		return ClassPermanent, 0
	}
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		return ClassRetry, 0
	}
	var ne net.Error
	var ue *url.Error
	if errors.As(err, &ne) || errors.As(err, &ue) || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return ClassRetry, 0
	}
	return ClassPermanent, 0
}

// Retryable is Classify for a dispatcher that knows only retry or not:
// ClassRetry and ClassAuth are retried (a refused token is fixed by the
// operator while rows wait), ClassPermanent is not.
func Retryable(err error) (bool, time.Duration) {
	class, after := Classify(err)
	return class == ClassRetry || class == ClassAuth, after
}

// ClientConfig configures a Client; zero values get the defaults shown.
type ClientConfig struct {
	BaseURL     string // DefaultBaseURL
	AccessToken string // required: sent as Authorization: Bearer
	AdminID     string // required: the teammate wakha replies as (admin_id)
	Version     string // DefaultVersion; 2.14 or later
	HTTPClient  *http.Client
	UserAgent   string           // DefaultUserAgent
	Now         func() time.Time // time.Now; reads X-RateLimit-Reset
}

// Client sends Outbound requests as one teammate of one workspace. It is safe
// for concurrent use.
type Client struct {
	base, token, admin, version, ua string
	hc                              *http.Client
	now                             func() time.Time

	tagMu sync.Mutex
	tags  map[string]string // lower-case tag name → id, found or created once
}

// NewClient checks cfg and returns a client.
func NewClient(cfg ClientConfig) (*Client, error) {
	if cfg.BaseURL == "" {
		cfg.BaseURL = DefaultBaseURL
	}
	base := strings.TrimRight(strings.TrimSpace(cfg.BaseURL), "/")
	if !absoluteURL(base) {
		return nil, fmt.Errorf("intercom: base URL %q is not an absolute http(s) URL", cfg.BaseURL)
	}
	if strings.TrimSpace(cfg.AccessToken) == "" {
		return nil, errors.New("intercom: access token is required")
	}
	if !positiveDigits(cfg.AdminID) {
		return nil, fmt.Errorf("intercom: admin id %q is not a numeric teammate id", truncate(cfg.AdminID, 20))
	}
	if cfg.Version == "" {
		cfg.Version = DefaultVersion
	}
	known := false
	for _, v := range Versions {
		known = known || v == cfg.Version
	}
	if !known {
		return nil, fmt.Errorf("intercom: unknown API version %q", truncate(cfg.Version, 20))
	}
	if !SupportsQuickReplies(cfg.Version) {
		return nil, fmt.Errorf("intercom: API version %s has no quick replies; use 2.14 or later", cfg.Version)
	}
	if cfg.HTTPClient == nil {
		cfg.HTTPClient = &http.Client{Timeout: DefaultTimeout}
	}
	if cfg.UserAgent == "" {
		cfg.UserAgent = DefaultUserAgent
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	return &Client{
		base: base, token: strings.TrimSpace(cfg.AccessToken), admin: cfg.AdminID, version: cfg.Version,
		ua: cfg.UserAgent, hc: cfg.HTTPClient, now: cfg.Now, tags: map[string]string{},
	}, nil
}

// AdminID is the teammate the client writes as.
func (c *Client) AdminID() string { return c.admin }

// Version is the Intercom-Version the client sends.
func (c *Client) Version() string { return c.version }

// Send performs out on conversation conversationID. For replies and
// assignments it returns the id of the part created (the last part of the
// conversation Intercom answers with; "" if the answer lists none); for tags
// "". Errors: *APIError for non-2xx answers (see Classify), errors wrapping
// ErrInvalidOutbound or ErrBadResponse, or transport errors.
func (c *Client) Send(ctx context.Context, conversationID string, out Outbound) (platformID string, err error) {
	if err := out.Validate(); err != nil {
		return "", err
	}
	if out.Kind == KindInApp {
		return c.sendInApp(ctx, out)
	}
	if !positiveDigits(conversationID) {
		return "", fmt.Errorf("%w: conversation id %q is not numeric", ErrInvalidOutbound, truncate(conversationID, 30))
	}
	path := "/conversations/" + conversationID
	switch out.Kind {
	case KindReply:
		body, err := ReplyRequestBody(out, c.admin)
		if err != nil {
			return "", err
		}
		return c.postPart(ctx, path+"/reply", body)
	case KindAssign:
		body, err := AssignRequestBody(out, c.admin)
		if err != nil {
			return "", err
		}
		return c.postPart(ctx, path+"/parts", body)
	case KindTag:
		return "", c.tag(ctx, path+"/tags", out.TagName)
	case KindClose:
		body, err := marshal(closeRequest{MessageType: "close", Type: "admin", AdminID: c.admin})
		if err != nil {
			return "", err
		}
		return c.postPart(ctx, path+"/parts", body)
	}
	return "", fmt.Errorf("%w: unknown kind %q", ErrInvalidOutbound, out.Kind)
}

// closeRequest closes a conversation as the bot's teammate.
type closeRequest struct {
	MessageType string `json:"message_type"`
	Type        string `json:"type"`
	AdminID     string `json:"admin_id"`
}

// replyRequest is admin_reply_conversation_request.
type replyRequest struct {
	MessageType  string        `json:"message_type"`
	Type         string        `json:"type"`
	AdminID      string        `json:"admin_id"`
	Body         string        `json:"body,omitempty"`
	ReplyOptions []ReplyOption `json:"reply_options,omitempty"`
}

// ReplyRequestBody is the JSON body Send posts to /conversations/{id}/reply
// for a KindReply Outbound, as teammate adminID.
func ReplyRequestBody(out Outbound, adminID string) ([]byte, error) {
	if out.Kind != KindReply {
		return nil, fmt.Errorf("%w: %s is not a reply", ErrInvalidOutbound, out.Kind)
	}
	return marshal(replyRequest{MessageType: out.MessageType, Type: "admin", AdminID: adminID, Body: out.Body, ReplyOptions: out.ReplyOptions})
}

// assignRequest is assign_conversation_request. run_assignment_rules is
// never used: it is removed from the API on 31 Dec 2026.
type assignRequest struct {
	MessageType string `json:"message_type"`
	Type        string `json:"type"`
	AdminID     string `json:"admin_id"`
	AssigneeID  string `json:"assignee_id"`
}

// AssignRequestBody is the JSON body Send posts to /conversations/{id}/parts
// for a KindAssign Outbound, as teammate adminID.
func AssignRequestBody(out Outbound, adminID string) ([]byte, error) {
	if out.Kind != KindAssign {
		return nil, fmt.Errorf("%w: %s is not an assignment", ErrInvalidOutbound, out.Kind)
	}
	return marshal(assignRequest{MessageType: "assignment", Type: out.AssigneeType, AdminID: adminID, AssigneeID: out.AssigneeID})
}

// marshal encodes without escaping <, > and & (bodies are HTML).
func marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalidOutbound, err)
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}

func (c *Client) postPart(ctx context.Context, path string, body []byte) (string, error) {
	var conv struct {
		Type  value          `json:"type"`
		ID    value          `json:"id"`
		Parts opt[wireParts] `json:"conversation_parts"`
	}
	if err := c.do(ctx, http.MethodPost, path, body, &conv); err != nil {
		return "", err
	}
	if t := conv.Type.String(); t != "" && t != "conversation" {
		return "", fmt.Errorf("%w: POST %s: answered a %q, not a conversation", ErrBadResponse, path, truncate(t, 30))
	}
	if ps := conv.Parts.get(); ps != nil && len(ps.Parts) > 0 {
		return ps.Parts[len(ps.Parts)-1].ID.optionalID(), nil
	}
	return "", nil
}

// tag attaches the tag named name, looked up (or created) once and cached.
// A cached id that Intercom no longer knows (the tag was deleted) is looked
// up again, once.
func (c *Client) tag(ctx context.Context, path, name string) error {
	for attempt := 0; ; attempt++ {
		id, err := c.tagID(ctx, name)
		if err != nil {
			return err
		}
		body, err := marshal(map[string]string{"id": id, "admin_id": c.admin})
		if err != nil {
			return err
		}
		err = c.do(ctx, http.MethodPost, path, body, nil)
		var ae *APIError
		if attempt == 0 && errors.As(err, &ae) && ae.Status == http.StatusNotFound && ae.Code == "tag_not_found" {
			c.forgetTag(name)
			continue
		}
		return err
	}
}

type wireTag struct {
	Type value `json:"type"`
	ID   value `json:"id"`
	Name value `json:"name"`
}

// tagID finds the tag named name (Intercom compares names without case) or
// creates it. The lock is held across the lookup so concurrent sends create
// one tag, not two.
func (c *Client) tagID(ctx context.Context, name string) (string, error) {
	key := strings.ToLower(strings.TrimSpace(name))
	c.tagMu.Lock()
	defer c.tagMu.Unlock()
	if id, ok := c.tags[key]; ok {
		return id, nil
	}
	var list struct {
		Data []wireTag `json:"data"`
	}
	if err := c.do(ctx, http.MethodGet, "/tags", nil, &list); err != nil {
		return "", err
	}
	for _, t := range list.Data {
		if strings.EqualFold(t.Name.String(), strings.TrimSpace(name)) {
			if id := t.ID.optionalID(); id != "" {
				c.tags[key] = id
				return id, nil
			}
		}
	}
	body, err := marshal(map[string]string{"name": strings.TrimSpace(name)})
	if err != nil {
		return "", err
	}
	var created wireTag
	if err := c.do(ctx, http.MethodPost, "/tags", body, &created); err != nil {
		return "", err
	}
	id := created.ID.optionalID()
	if id == "" {
		return "", fmt.Errorf("%w: POST /tags: no tag id", ErrBadResponse)
	}
	c.tags[key] = id
	return id, nil
}

func (c *Client) forgetTag(name string) {
	c.tagMu.Lock()
	defer c.tagMu.Unlock()
	delete(c.tags, strings.ToLower(strings.TrimSpace(name)))
}

// do performs one request; body nil means none. out receives the decoded
// 2xx answer (nil: the answer is read and dropped).
func (c *Client) do(ctx context.Context, method, path string, body []byte, out any) error {
	return c.doVersion(ctx, method, path, c.version, body, out)
}

// doVersion is do with an Intercom-Version of its own.
func (c *Client) doVersion(ctx context.Context, method, path, version string, body []byte, out any) error {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, rd)
	if err != nil {
		return fmt.Errorf("%w: %s %s: %w", ErrInvalidOutbound, method, path, err)
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	req.Header.Set(HeaderVersion, version)
	req.Header.Set("Accept", "application/json")
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("User-Agent", c.ua)

	resp, err := c.hc.Do(req)
	if err != nil {
		return fmt.Errorf("intercom: %s %s: %w", method, path, err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, maxResponseBytes+1))
	if err != nil {
		return fmt.Errorf("intercom: %s %s: reading response: %w", method, path, err)
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return c.apiError(method, path, resp, data)
	}
	if len(data) > maxResponseBytes {
		return fmt.Errorf("%w: %s %s: response larger than %d bytes", ErrBadResponse, method, path, maxResponseBytes)
	}
	if out == nil {
		return nil
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("%w: %s %s: %w", ErrBadResponse, method, path, err)
	}
	return nil
}

func (c *Client) apiError(method, path string, resp *http.Response, data []byte) *APIError {
	e := &APIError{Method: method, Path: path, Status: resp.StatusCode}
	var list struct {
		Type      value `json:"type"`
		RequestID value `json:"request_id"`
		Errors    []struct {
			Code    value `json:"code"`
			Message value `json:"message"`
		} `json:"errors"`
	}
	if json.Unmarshal(data, &list) == nil && len(list.Errors) > 0 {
		e.Code = truncate(list.Errors[0].Code.String(), 64)
		e.Message = truncate(list.Errors[0].Message.String(), 200)
		e.RequestID = truncate(list.RequestID.String(), 64)
	} else {
		e.Body = truncate(strings.TrimSpace(string(data)), maxErrorBody)
	}
	if e.RequestID == "" {
		e.RequestID = truncate(resp.Header.Get("X-Request-Id"), 64)
	}
	e.RetryAfter = waitFrom(resp.Header, c.now())
	return e
}

// waitFrom reads how long Intercom asks to wait: Retry-After (seconds or an
// HTTP date) when present, else X-RateLimit-Reset (unix seconds), rounded up
// to the second the window resets. 0 when neither says, or the time has
// passed. Capped at a day against nonsense headers.
func waitFrom(h http.Header, now time.Time) time.Duration {
	if v := strings.TrimSpace(h.Get("Retry-After")); v != "" {
		if n, err := strconv.ParseInt(v, 10, 64); err == nil {
			return time.Duration(min(max(n, 0), int64(maxWait/time.Second))) * time.Second
		}
		if t, err := http.ParseTime(v); err == nil {
			return ceilSecond(t.Sub(now))
		}
	}
	if v := strings.TrimSpace(h.Get(HeaderRateLimitReset)); v != "" {
		if n, err := strconv.ParseInt(v, 10, 64); err == nil && n > 0 && n < 1<<40 {
			return ceilSecond(time.Unix(n, 0).Sub(now))
		}
	}
	return 0
}

func ceilSecond(d time.Duration) time.Duration {
	if d <= 0 {
		return 0
	}
	return min((d+time.Second-1)/time.Second*time.Second, maxWait)
}
