package chatwoot

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// Release is a Chatwoot version, major.minor.patch.
type Release [3]int

// BotReadsAndLabels is the first release that lets a bot token read a
// conversation (GET …/conversations/{id}) and call the labels endpoints;
// before it they answer 401 "not authorized for bots".
var BotReadsAndLabels = Release{4, 14, 2}

// ParseRelease reads "4.15.1", "v4.15.1", "4.15" or "4.16.2-ee" (a suffix
// after the numbers is ignored).
func ParseRelease(s string) (Release, bool) {
	s = strings.TrimPrefix(strings.TrimSpace(s), "v")
	if i := strings.IndexFunc(s, func(r rune) bool { return r != '.' && (r < '0' || r > '9') }); i >= 0 {
		s = s[:i]
	}
	parts := strings.Split(strings.TrimSuffix(s, "."), ".")
	if len(parts) < 2 || len(parts) > 3 {
		return Release{}, false
	}
	var r Release
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 {
			return Release{}, false
		}
		r[i] = n
	}
	return r, true
}

// Before reports whether r is older than o.
func (r Release) Before(o Release) bool {
	for i := range r {
		if r[i] != o[i] {
			return r[i] < o[i]
		}
	}
	return false
}

func (r Release) String() string { return fmt.Sprintf("%d.%d.%d", r[0], r[1], r[2]) }

// versionRetry is how long a failed GET /api is trusted before the next
// request asks again.
const versionRetry = time.Minute

// release returns the Chatwoot release: Client.Version when set, else what
// GET /api said (asked once, lazily, cached; after a failure asked again
// after versionRetry). ok is false while it is unknown.
func (c *Client) release(ctx context.Context) (Release, bool) {
	if c.Version != "" {
		if r, ok := ParseRelease(c.Version); ok {
			return r, true
		}
	}
	c.mu.Lock()
	if c.probed != nil {
		r := *c.probed
		c.mu.Unlock()
		return r, true
	}
	if !c.probeFailed.IsZero() && c.now().Sub(c.probeFailed) < versionRetry {
		c.mu.Unlock()
		return Release{}, false
	}
	c.mu.Unlock()

	r, err := c.probeVersion(ctx)
	c.mu.Lock()
	defer c.mu.Unlock()
	if err != nil {
		first := c.probeFailed.IsZero()
		c.probeFailed = c.now()
		if first {
			c.warn("chatwoot: could not read the version from GET /api; set CHATWOOT_VERSION to tell it", "err", err)
		}
		return Release{}, false
	}
	c.probed = &r
	c.probeFailed = time.Time{}
	return r, true
}

// probeVersion asks Chatwoot's GET /api (no token: the route is public).
func (c *Client) probeVersion(ctx context.Context) (Release, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/api", nil)
	if err != nil {
		return Release{}, err
	}
	req.Header.Set("Accept", "application/json")
	req.Header.Set("User-Agent", c.userAgent())
	resp, err := c.hc.Do(req)
	if err != nil {
		return Release{}, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	if err != nil {
		return Release{}, err
	}
	if resp.StatusCode != http.StatusOK {
		return Release{}, fmt.Errorf("GET /api: %d %s", resp.StatusCode, http.StatusText(resp.StatusCode))
	}
	var body struct {
		Version string `json:"version"`
	}
	if err := json.Unmarshal(data, &body); err != nil {
		return Release{}, fmt.Errorf("GET /api: %w", err)
	}
	r, ok := ParseRelease(body.Version)
	if !ok {
		return Release{}, fmt.Errorf("GET /api: version %q", truncate(body.Version, 40))
	}
	return r, nil
}

// refusedToBot reports whether err is Chatwoot refusing the endpoint to bot
// tokens (401 "Access to this endpoint is not authorized for bots"), as
// opposed to refusing the token itself ("Invalid Access Token").
func refusedToBot(err error) bool {
	var ae *APIError
	return errors.As(err, &ae) && ae.Status == http.StatusUnauthorized &&
		strings.Contains(strings.ToLower(ae.Body), "not authorized for bots")
}

func isStatus(err error, status int) bool {
	var ae *APIError
	return errors.As(err, &ae) && ae.Status == status
}

// labelsSupported says whether labels may be sent; once they are known to
// be refused they are skipped for the life of the client.
func (c *Client) labelsSupported(ctx context.Context) bool {
	c.mu.Lock()
	off := c.labelsOff
	c.mu.Unlock()
	if off {
		return false
	}
	if r, ok := c.release(ctx); ok && r.Before(BotReadsAndLabels) {
		c.disableLabels(fmt.Sprintf("Chatwoot %s lets a bot token set labels only from %s", r, BotReadsAndLabels))
		return false
	}
	return true
}

// labelsRefused reports whether a labels call failed because this Chatwoot
// does not let bot tokens use labels: it said so, or it answered 401 while
// a conversation read with the same token succeeds. Then labels are turned
// off. Any other failure (a rotated token, a 403 on Cloud) stays an error.
func (c *Client) labelsRefused(ctx context.Context, convPath string, err error) bool {
	switch {
	case refusedToBot(err):
	case isStatus(err, http.StatusUnauthorized):
		var conv conversationStatus
		if c.do(ctx, http.MethodPatch, convPath, []byte(`{}`), &conv) != nil {
			return false
		}
	default:
		return false
	}
	c.disableLabels("this Chatwoot answers 401 to the labels endpoints for the bot's token while other calls with it succeed (labels are open to bots from " + BotReadsAndLabels.String() + ")")
	return true
}

func (c *Client) disableLabels(why string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.labelsOff {
		return
	}
	c.labelsOff = true
	c.warn("chatwoot: handoff labels are skipped from now on: " + why + "; upgrade Chatwoot to label handed-off conversations")
}

// conversationStatus is the part of the conversation resource (show,
// update) the handoff needs.
type conversationStatus struct {
	Status string `json:"status"`
}

// currentStatus reads the conversation's status before a handoff: GET
// (bots may from 4.14.2), else PATCH with an empty body, which changes
// nothing (Chatwoot permits only priority) and renders the conversation;
// update is open to bot tokens in the releases wakha targets (4.13+). known
// is false when neither is allowed or the answer has no status: the caller
// then goes on unguarded.
func (c *Client) currentStatus(ctx context.Context, convPath string) (status string, known bool, err error) {
	c.mu.Lock()
	showOff, readOff := c.showOff, c.readOff
	c.mu.Unlock()
	var conv conversationStatus
	if r, ok := c.release(ctx); !showOff && (!ok || !r.Before(BotReadsAndLabels)) {
		err := c.do(ctx, http.MethodGet, convPath, nil, &conv)
		switch {
		case err == nil:
			return c.statusOf(conv)
		case !refusedToBot(err):
			return "", false, err
		}
		c.mu.Lock()
		c.showOff = true
		c.mu.Unlock()
	}
	if readOff {
		return "", false, nil
	}
	err = c.do(ctx, http.MethodPatch, convPath, []byte(`{}`), &conv)
	switch {
	case err == nil:
		return c.statusOf(conv)
	case !refusedToBot(err):
		return "", false, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.readOff {
		c.readOff = true
		c.warn("chatwoot: this Chatwoot lets the bot read no conversation: a handoff delivered late may reopen a conversation an agent already resolved")
	}
	return "", false, nil
}

func (c *Client) statusOf(conv conversationStatus) (string, bool, error) {
	s := strings.TrimSpace(conv.Status)
	if s == "" {
		c.warn("chatwoot: the conversation read before a handoff has no status; sending the handoff unguarded")
		return "", false, nil
	}
	return s, true, nil
}

func (c *Client) warn(msg string, args ...any) {
	if c.Logger != nil {
		c.Logger.Warn(msg, args...)
	}
}

func (c *Client) userAgent() string {
	if c.UserAgent == "" {
		return DefaultUserAgent
	}
	return c.UserAgent
}
