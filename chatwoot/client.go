package chatwoot

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/wakha/wakha/internal/httpbody"
)

// HeaderAccessToken carries the bot's access token. Rails reads it as
// api_access_token; the hyphenated spelling survives proxies (nginx drops
// header names with underscores by default).
const HeaderAccessToken = "Api-Access-Token"

// DefaultUserAgent identifies wakha's requests in Chatwoot's logs.
const DefaultUserAgent = "wakha-connector/1 (+https://github.com/wakha/wakha)"

const (
	maxResponseBytes = 1 << 20 // responses are small JSON documents
	maxErrorBody     = 512     // bytes of an error response kept in APIError
)

// Errors of Send besides *APIError and transport errors.
var (
	// ErrBadResponse: a 2xx response whose body is not what Chatwoot returns.
	ErrBadResponse = errors.New("chatwoot: unexpected response body")
	// ErrNotOpened: toggle_status answered but the conversation is not in the requested status.
	ErrNotOpened = errors.New("chatwoot: conversation status not changed")
	// ErrTeamNotFound: Chatwoot answered null to a team assignment (unknown team id).
	ErrTeamNotFound = errors.New("chatwoot: team not found in the account")
)

// APIError is a non-2xx answer of the Application API.
type APIError struct {
	Method     string
	Path       string
	Status     int
	RetryAfter time.Duration // from Retry-After (seconds or HTTP date); 0 when absent
	Body       string        // start of the response body
}

func (e *APIError) Error() string {
	msg := fmt.Sprintf("chatwoot: %s %s: %d %s", e.Method, e.Path, e.Status, http.StatusText(e.Status))
	if e.RetryAfter > 0 {
		msg += fmt.Sprintf(" (retry after %s)", e.RetryAfter)
	}
	if e.Body != "" {
		msg += ": " + e.Body
	}
	return msg
}

// Retryable says whether a Send error may succeed later and how long to wait
// at least (0 = use your own backoff). Retryable: 5xx, 429, 408, timeouts,
// cancelled contexts and transport errors (refused, reset, EOF, DNS, TLS).
// Not retryable: other 4xx (the same request would fail forever), invalid
// requests, unexpected response bodies. 401 and 403 are not retryable as
// requests, but the token may be in the middle of a rotation: see AuthFailure.
func Retryable(err error) (retry bool, after time.Duration) {
	if err == nil {
		return false, 0
	}
	var ae *APIError
	if errors.As(err, &ae) {
		switch {
		case ae.Status == http.StatusTooManyRequests, ae.Status == http.StatusRequestTimeout, ae.Status >= 500:
			return true, ae.RetryAfter
		}
		return false, 0
	}
	if errors.Is(err, ErrInvalidOutbound) || errors.Is(err, ErrBadResponse) ||
		errors.Is(err, ErrNotOpened) || errors.Is(err, ErrTeamNotFound) {
		return false, 0
	}
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		return true, 0
	}
	var ne net.Error
	if errors.As(err, &ne) {
		return true, 0
	}
	var ue *url.Error
	if errors.As(err, &ue) {
		return true, 0
	}
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return true, 0
	}
	return false, 0
}

// AuthFailure reports whether Chatwoot refused a Send for its credentials
// (401, 403): the bot token was reset or revoked, or the account's API
// access is off. A token being rotated heals within minutes, so callers
// should retry these for a while rather than give up at once.
func AuthFailure(err error) bool {
	var ae *APIError
	return errors.As(err, &ae) && (ae.Status == http.StatusUnauthorized || ae.Status == http.StatusForbidden)
}

// Client sends Outbound requests with an Agent Bot access token. It adapts
// to the Chatwoot release (see Version): labels are skipped where bot tokens
// may not use them, and a handoff's toggle_status is sent only while the
// conversation is still pending.
type Client struct {
	base      string
	token     string
	hc        *http.Client
	now       func() time.Time
	UserAgent string
	// Logger, when set, receives what does not fail a request: labels
	// skipped or dropped, a handoff skipped because the conversation is no
	// longer pending, a version it could not read. It never sees the token.
	Logger *slog.Logger
	// Version is the Chatwoot release ("4.15.1"); "" means ask GET /api
	// once, on first need.
	Version string

	mu          sync.Mutex
	probed      *Release  // from GET /api
	probeFailed time.Time // last failed GET /api
	labelsOff   bool      // bot tokens may not use labels here (warned once)
	showOff     bool      // GET conversation refused to the bot: use PATCH
	readOff     bool      // no conversation read allowed (warned once)
}

// NewClient returns a client for the Chatwoot installation at baseURL
// (e.g. "https://chat.example.com"). hc nil means a client with a 10 s timeout.
func NewClient(baseURL, botToken string, hc *http.Client) *Client {
	if hc == nil {
		hc = &http.Client{Timeout: 10 * time.Second}
	}
	return &Client{
		base:      strings.TrimRight(strings.TrimSpace(baseURL), "/"),
		token:     botToken,
		hc:        hc,
		now:       time.Now,
		UserAgent: DefaultUserAgent,
	}
}

// Send performs out on conversation conversationID (display id) of account
// accountID. For a message it returns the created message's id; for other
// kinds "". Errors: *APIError for non-2xx answers (see Retryable), errors
// wrapping ErrInvalidOutbound, ErrBadResponse, ErrNotOpened, ErrTeamNotFound,
// or transport errors.
func (c *Client) Send(ctx context.Context, accountID, conversationID string, out Outbound) (platformID string, err error) {
	if err := out.Validate(); err != nil {
		return "", err
	}
	if !digits(accountID) || !digits(conversationID) {
		return "", fmt.Errorf("%w: account %q / conversation %q must be numeric ids", ErrInvalidOutbound, truncate(accountID, 20), truncate(conversationID, 20))
	}
	path := "/api/v1/accounts/" + accountID + "/conversations/" + conversationID
	switch out.Kind {
	case KindMessage:
		return c.sendMessage(ctx, path+"/messages", out)
	case KindToggleStatus:
		return "", c.toggleStatus(ctx, path, out.Status)
	case KindAssignTeam:
		return "", c.assignTeam(ctx, path+"/assignments", out.TeamID)
	case KindAddLabels:
		return "", c.addLabels(ctx, path, out.Labels)
	}
	return "", fmt.Errorf("%w: unknown kind %q", ErrInvalidOutbound, out.Kind)
}

func digits(s string) bool {
	if s == "" || len(s) > 19 {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// messageRequest is the body of POST .../messages.
type messageRequest struct {
	Content           string             `json:"content"`
	MessageType       string             `json:"message_type"`
	Private           bool               `json:"private"`
	ContentType       string             `json:"content_type"`
	ContentAttributes *messageAttributes `json:"content_attributes,omitempty"`
	EchoID            string             `json:"echo_id,omitempty"`
}

// messageAttributes are the content_attributes of an input_select or a
// cards message: Items is their []SelectItem or []Card. A struct, not a
// map: it is encoded for every reply.
type messageAttributes struct {
	Items any `json:"items"`
}

// MessageRequestBody is the JSON body Send posts for a KindMessage Outbound.
func MessageRequestBody(out Outbound) ([]byte, error) {
	if out.Kind != KindMessage {
		return nil, fmt.Errorf("%w: %s is not a message", ErrInvalidOutbound, out.Kind)
	}
	ct := out.ContentType
	if ct == "" {
		ct = ContentText
	}
	req := messageRequest{Content: out.Content, MessageType: "outgoing", Private: out.Private, ContentType: ct, EchoID: out.EchoID}
	switch ct {
	case ContentInputSelect:
		req.ContentAttributes = &messageAttributes{Items: out.Items}
	case ContentCards:
		req.ContentAttributes = &messageAttributes{Items: out.Cards}
	}
	return json.Marshal(req)
}

func (c *Client) sendMessage(ctx context.Context, path string, out Outbound) (string, error) {
	body, err := MessageRequestBody(out)
	if err != nil {
		return "", err
	}
	var resp struct {
		ID scalar `json:"id"`
	}
	if err := c.do(ctx, http.MethodPost, path, body, &resp); err != nil {
		return "", err
	}
	id, err := resp.ID.id("id")
	if err != nil {
		return "", fmt.Errorf("%w: POST %s: message %w", ErrBadResponse, path, err)
	}
	return id, nil
}

// toggleStatus sets the status. Opening is the handoff: it is sent only
// while the conversation is pending, because a handoff delivered late (after
// retries) would otherwise reopen a conversation an agent has resolved
// meanwhile — toggle_status open on a resolved conversation simply opens it.
// The skip is no error: the agents already own the conversation.
func (c *Client) toggleStatus(ctx context.Context, convPath, status string) error {
	if status == StatusOpen {
		current, known, err := c.currentStatus(ctx, convPath)
		if err != nil {
			return err
		}
		if known && current != StatusPending {
			if c.Logger != nil {
				c.Logger.Info("chatwoot: handoff not sent: the conversation is no longer pending", "path", convPath, "status", current)
			}
			return nil
		}
	}
	path := convPath + "/toggle_status"
	body, _ := json.Marshal(map[string]string{"status": status})
	var resp struct {
		Payload *struct {
			CurrentStatus string `json:"current_status"`
		} `json:"payload"`
	}
	if err := c.do(ctx, http.MethodPost, path, body, &resp); err != nil {
		return err
	}
	if resp.Payload == nil {
		return fmt.Errorf("%w: POST %s: no payload", ErrBadResponse, path)
	}
	// payload.success is null on the bot-handoff path; current_status is what counts.
	if resp.Payload.CurrentStatus != status {
		return fmt.Errorf("%w: asked %q, conversation is %q", ErrNotOpened, status, resp.Payload.CurrentStatus)
	}
	return nil
}

func (c *Client) assignTeam(ctx context.Context, path string, teamID int64) error {
	body, _ := json.Marshal(map[string]int64{"team_id": teamID})
	var team *struct {
		ID scalar `json:"id"`
	}
	if err := c.do(ctx, http.MethodPost, path, body, &team); err != nil {
		return err
	}
	// Chatwoot renders the team it found, or null (and clears the team).
	if team == nil || team.ID.String() != strconv.FormatInt(teamID, 10) {
		return fmt.Errorf("%w: team %d", ErrTeamNotFound, teamID)
	}
	return nil
}

type labelsPayload struct {
	Payload []string `json:"payload"`
}

// addLabels merges: POST .../labels replaces the whole list, so it reads the
// current labels first and posts the union (nothing when nothing is new).
// Where bot tokens may not use labels (before 4.14.2) it does nothing and
// succeeds: labels are a convenience, never worth failing a handoff for.
func (c *Client) addLabels(ctx context.Context, convPath string, labels []string) error {
	if !c.labelsSupported(ctx) {
		return nil
	}
	path := convPath + "/labels"
	var current labelsPayload
	if err := c.do(ctx, http.MethodGet, path, nil, &current); err != nil {
		if c.labelsRefused(ctx, convPath, err) {
			return nil
		}
		return err
	}
	union, added := mergeLabels(current.Payload, labels)
	if len(added) == 0 {
		return nil
	}
	body, _ := json.Marshal(map[string][]string{"labels": union})
	var result labelsPayload
	if err := c.do(ctx, http.MethodPost, path, body, &result); err != nil {
		if c.labelsRefused(ctx, convPath, err) {
			return nil
		}
		return err
	}
	if _, missing := mergeLabels(result.Payload, added); len(missing) > 0 {
		c.warn("chatwoot dropped labels (a release that keeps only labels defined in the account?): define them in Chatwoot", "path", path, "labels", missing)
	}
	return nil
}

// mergeLabels returns have + the labels of add not in have (case-insensitive,
// Chatwoot stores labels lower-case), and those added ones.
func mergeLabels(have, add []string) (union, added []string) {
	seen := make(map[string]bool, len(have)+len(add))
	union = make([]string, 0, len(have)+len(add))
	for _, l := range have {
		k := strings.ToLower(strings.TrimSpace(l))
		if k == "" || seen[k] {
			continue
		}
		seen[k] = true
		union = append(union, l)
	}
	for _, l := range add {
		k := strings.ToLower(strings.TrimSpace(l))
		if k == "" || seen[k] {
			continue
		}
		seen[k] = true
		union = append(union, k)
		added = append(added, k)
	}
	return union, added
}

// do performs one request; body nil means none. out receives the decoded
// 2xx response.
func (c *Client) do(ctx context.Context, method, path string, body []byte, out any) error {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, rd)
	if err != nil {
		return fmt.Errorf("%w: %s %s: %w", ErrInvalidOutbound, method, path, err)
	}
	req.Header.Set(HeaderAccessToken, c.token)
	req.Header.Set("Accept", "application/json")
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("User-Agent", c.userAgent())

	resp, err := c.hc.Do(req)
	if err != nil {
		return fmt.Errorf("chatwoot: %s %s: %w", method, path, err)
	}
	defer resp.Body.Close()
	data, err := httpbody.Read(resp.Body, resp.ContentLength, maxResponseBytes)
	if err != nil {
		return fmt.Errorf("chatwoot: %s %s: reading response: %w", method, path, err)
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return &APIError{
			Method:     method,
			Path:       path,
			Status:     resp.StatusCode,
			RetryAfter: parseRetryAfter(resp.Header.Get("Retry-After"), c.now()),
			Body:       truncate(strings.TrimSpace(string(data)), maxErrorBody),
		}
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

// parseRetryAfter reads delay-seconds or an HTTP date; 0 when absent or past.
func parseRetryAfter(v string, now time.Time) time.Duration {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0
	}
	if n, err := strconv.ParseInt(v, 10, 64); err == nil {
		if n <= 0 {
			return 0
		}
		return time.Duration(min(n, int64(24*time.Hour/time.Second))) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil {
		if d := t.Sub(now); d > 0 {
			return d
		}
	}
	return 0
}
