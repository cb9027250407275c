package webhook_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"log/slog"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/wakha/wakha/webhook"
)

// lockedBuffer collects log lines written from handler goroutines.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

// lines returns the JSON log lines with this message.
func (b *lockedBuffer) lines(t *testing.T, msg string) []map[string]any {
	t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []map[string]any
	sc := bufio.NewScanner(bytes.NewReader(b.buf.Bytes()))
	for sc.Scan() {
		var line map[string]any
		if err := json.Unmarshal(sc.Bytes(), &line); err != nil {
			t.Fatalf("log line is not JSON: %s", sc.Bytes())
		}
		if line["msg"] == msg {
			out = append(out, line)
		}
	}
	return out
}

// A flood of unauthenticated webhooks is counted one by one but logged
// once per interval, with the number of lines held back.
func TestRejectedRequestsAreLoggedSparingly(t *testing.T) {
	t.Parallel()
	logs := &lockedBuffer{}
	var offset atomic.Int64 // seconds after now
	h := setup(t, func(o *webhook.Options) {
		o.Log = slog.New(slog.NewJSONHandler(logs, nil))
		o.Now = func() time.Time { return now.Add(time.Duration(offset.Load()) * time.Second) }
		o.RejectedLogEvery = time.Minute
	})
	body := incoming(1, "x")
	for range 200 {
		if resp, _ := h.post(t, "/webhooks/chatwoot", body, nil); resp.StatusCode != 401 {
			t.Fatalf("unsigned webhook: %d, want 401", resp.StatusCode)
		}
	}
	// Another kind of rejection is not held back by the flood.
	if resp, _ := h.post(t, "/webhooks/chatwoot", []byte("<html>"), signed([]byte("<html>"), now, "d-x")); resp.StatusCode != 400 {
		t.Fatalf("malformed webhook: %d, want 400", resp.StatusCode)
	}
	lines := logs.lines(t, "request rejected")
	if len(lines) != 2 || lines[0]["code"] != "unauthorized" || lines[1]["code"] != "invalid" {
		t.Fatalf("logged %d lines, want the first 401 and the 400:\n%v", len(lines), lines)
	}
	if got := counterValue(t, h.registry, "wakha_webhook_requests_total", map[string]string{"outcome": "unauthorized"}); got != 200 {
		t.Errorf("unauthorized counted %v times, want 200", got)
	}

	offset.Store(61)
	if resp, _ := h.post(t, "/webhooks/chatwoot", body, nil); resp.StatusCode != 401 {
		t.Fatalf("unsigned webhook: %d", resp.StatusCode)
	}
	lines = logs.lines(t, "request rejected")
	if len(lines) != 3 {
		t.Fatalf("after the interval: %d lines, want 3", len(lines))
	}
	if got := lines[2]["similar_not_logged"]; got != float64(199) {
		t.Errorf("similar_not_logged = %v, want 199", got)
	}
}
