package runner

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/internal/fakeclock"
)

// memOutbox is an in-memory OutboxStore that records how the dispatcher
// finished each row, and can be told to fail.
type memOutbox struct {
	mu                         sync.Mutex
	sent, retried, dead        []finish
	sentErr, retryErr, deadErr error
}

// finish is one Mark* call.
type finish struct {
	id        int64
	owner     string
	platform  string // MarkSent's platform message id
	errText   string
	nextRetry time.Time
}

func (s *memOutbox) ClaimOutbox(context.Context, string, time.Duration, int) ([]wakha.OutboxRow, error) {
	return nil, nil
}

func (s *memOutbox) MarkSent(_ context.Context, id int64, owner, platformID string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.sent = append(s.sent, finish{id: id, owner: owner, platform: platformID})
	return s.sentErr
}

func (s *memOutbox) MarkRetry(_ context.Context, id int64, owner, errText string, next time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.retried = append(s.retried, finish{id: id, owner: owner, errText: errText, nextRetry: next})
	return s.retryErr
}

func (s *memOutbox) MarkDead(_ context.Context, id int64, owner, errText string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.dead = append(s.dead, finish{id: id, owner: owner, errText: errText})
	return s.deadErr
}

func (s *memOutbox) ReleaseOutbox(context.Context, string) error { return nil }

// fakeSender answers every Send with err (or platform id "pm-<row id>") and
// classifies errors as a platform would.
type fakeSender struct {
	err   error
	calls int
}

func (s *fakeSender) Send(_ context.Context, row wakha.OutboxRow) (string, error) {
	s.calls++
	if s.err != nil {
		return "", s.err
	}
	return "pm-" + strconv.FormatInt(row.ID, 10), nil
}

func (s *fakeSender) Classify(err error) wakha.Failure {
	return failures[err]
}

func (*fakeSender) Name() string { return "chatwoot" }

func (*fakeSender) Render(wakha.ConvKey, []engine.Effect, engine.State) ([]wakha.OutboxItem, error) {
	return nil, nil
}

// DeadLetter names a consequence for toggle_status rows, so the tests see
// the dispatcher log what the platform says.
func (*fakeSender) DeadLetter(row wakha.OutboxRow) string {
	if row.Kind == "toggle_status" {
		return "HANDOFF NOT OPENED (as the platform puts it)"
	}
	return ""
}

var (
	errUnavailable = errors.New("503 service unavailable")
	errRateLimited = errors.New("429 too many requests, retry after 30 s")
	errParked      = errors.New("429 too many requests, retry after a day")
	errInvalid     = errors.New("422 unprocessable")
	errUnauthorize = errors.New("401 unauthorized")
)

var failures = map[error]wakha.Failure{
	errUnavailable: {Kind: wakha.Transient},
	errRateLimited: {Kind: wakha.Transient, Wait: 30 * time.Second},
	errParked:      {Kind: wakha.Transient, Wait: 24 * time.Hour},
	errInvalid:     {Kind: wakha.Permanent},
	errUnauthorize: {Kind: wakha.Auth},
}

// logLines captures a logger's JSON lines.
type logLines struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *logLines) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

// find returns the lines with message msg.
func (l *logLines) find(msg string) []map[string]any {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(l.buf.String()), "\n") {
		var m map[string]any
		if json.Unmarshal([]byte(line), &m) == nil && m["msg"] == msg {
			out = append(out, m)
		}
	}
	return out
}

// metricValue returns the sum of the counters name whose labels include
// labels (label, value pairs), or of the histograms' sample counts; 0 when
// there is none.
func metricValue(t *testing.T, reg *prometheus.Registry, name string, labels ...string) float64 {
	t.Helper()
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	sum := 0.0
	for _, mf := range mfs {
		if mf.GetName() != name {
			continue
		}
	metrics:
		for _, m := range mf.GetMetric() {
			have := map[string]string{}
			for _, lp := range m.GetLabel() {
				have[lp.GetName()] = lp.GetValue()
			}
			for i := 0; i+1 < len(labels); i += 2 {
				if have[labels[i]] != labels[i+1] {
					continue metrics
				}
			}
			if h := m.GetHistogram(); h != nil {
				sum += float64(h.GetSampleCount())
				continue
			}
			sum += m.GetCounter().GetValue()
		}
	}
	return sum
}

type deliverEnv struct {
	d      *Dispatcher
	store  *memOutbox
	sender *fakeSender
	clock  *fakeclock.Clock
	logs   *logLines
	reg    *prometheus.Registry
}

const (
	testBase = time.Second
	testMax  = 5 * time.Minute
)

func newDeliverEnv(sender *fakeSender) deliverEnv {
	e := deliverEnv{
		store: &memOutbox{}, sender: sender, logs: &logLines{}, reg: prometheus.NewRegistry(),
		clock: fakeclock.New(time.Date(2030, 3, 21, 10, 0, 0, 0, time.UTC)),
	}
	e.d = NewDispatcher(e.store, wakha.NewPlatforms(sender),
		DispatchOptions{Owner: "D1", Lease: time.Minute, MaxAttempts: 3, BaseDelay: testBase, MaxDelay: testMax, Now: e.clock.Now},
		slog.New(slog.NewJSONHandler(e.logs, nil)), NewMetrics(e.reg))
	return e
}

func outboxRow(kind string, attempts int) wakha.OutboxRow {
	return wakha.OutboxRow{ID: 7, ConversationID: 1, Seq: 1, Key: wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: "42"},
		Kind: kind, Payload: json.RawMessage(`{}`), Status: wakha.OutboxPending, Attempts: attempts}
}

func TestDeliver(t *testing.T) {
	t.Parallel()
	// window is where a retry may be scheduled, relative to now.
	type window struct{ lo, hi time.Duration }
	tests := []struct {
		name     string
		sender   *fakeSender
		row      wakha.OutboxRow
		outcome  string // wakha_outbox_sends_total outcome
		retry    *window
		deadErr  string // want MarkDead with this error text
		logMsg   string
		logLevel string
		asked    float64 // waits observed in wakha_outbox_retry_after_seconds
		auth     float64 // wakha_outbox_auth_failures_total
	}{
		{
			name: "sent", sender: &fakeSender{}, row: outboxRow("message", 0),
			outcome: "sent",
		},
		{
			name: "transient failure retries with backoff", sender: &fakeSender{err: errUnavailable},
			row: outboxRow("message", 0), outcome: "retry",
			retry:  &window{testBase / 2, testBase * 3 / 2}, // attempt 1: nominal BaseDelay, jittered
			logMsg: "dispatcher: send failed, will retry", logLevel: "WARN",
		},
		{
			name: "backoff grows with the attempts", sender: &fakeSender{err: errUnavailable},
			row: outboxRow("message", 1), outcome: "retry",
			retry: &window{testBase, testBase * 3}, // attempt 2: nominal 2×BaseDelay
		},
		{
			name: "Retry-After is honoured", sender: &fakeSender{err: errRateLimited},
			row: outboxRow("message", 0), outcome: "retry",
			retry: &window{30 * time.Second, 30 * time.Second}, asked: 1,
		},
		{
			name: "Retry-After is capped at the maximum delay", sender: &fakeSender{err: errParked},
			row: outboxRow("message", 0), outcome: "retry",
			retry: &window{testMax, testMax}, asked: 1,
			logMsg: "dispatcher: the platform asked to wait longer than OUTBOX_MAX_DELAY; capped", logLevel: "WARN",
		},
		{
			name: "an auth failure is retried, not dead at once", sender: &fakeSender{err: errUnauthorize},
			row: outboxRow("message", 0), outcome: "retry",
			retry:  &window{testBase / 2, testBase * 3 / 2},
			logMsg: "dispatcher: the platform refused wakha's credentials, will retry (a token being rotated, or revoked?)", logLevel: "ERROR",
			auth: 1,
		},
		{
			name: "an auth failure that lasts is dead after the last attempt", sender: &fakeSender{err: errUnauthorize},
			row: outboxRow("message", 2), outcome: "dead", deadErr: errUnauthorize.Error(),
			logMsg: "dispatcher: dead-lettered", logLevel: "ERROR", auth: 1,
		},
		{
			name: "dead after the last attempt", sender: &fakeSender{err: errUnavailable},
			row: outboxRow("message", 2), outcome: "dead", deadErr: errUnavailable.Error(),
			logMsg: "dispatcher: dead-lettered", logLevel: "ERROR",
		},
		{
			name: "a permanent error is dead at once", sender: &fakeSender{err: errInvalid},
			row: outboxRow("message", 0), outcome: "dead", deadErr: errInvalid.Error(),
			logMsg: "dispatcher: dead-lettered", logLevel: "ERROR",
		},
		{
			name: "a handoff that could not open says so", sender: &fakeSender{err: errInvalid},
			row: outboxRow("toggle_status", 0), outcome: "dead", deadErr: errInvalid.Error(),
			logMsg: "dispatcher: HANDOFF NOT OPENED (as the platform puts it)", logLevel: "ERROR",
		},
		{
			name: "no sender for the platform", sender: &fakeSender{},
			row: func() wakha.OutboxRow {
				r := outboxRow("message", 0)
				r.Key.Platform = "intercom"
				return r
			}(),
			outcome: "dead", deadErr: `no platform "intercom" configured`,
			logMsg: "dispatcher: dead-lettered", logLevel: "ERROR",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e := newDeliverEnv(tt.sender)
			now := e.clock.Now()
			e.d.deliver(context.Background(), tt.row)

			for _, o := range []string{"sent", "retry", "dead"} {
				want := 0.0
				if o == tt.outcome {
					want = 1
				}
				if got := metricValue(t, e.reg, "wakha_outbox_sends_total", "kind", tt.row.Kind, "outcome", o); got != want {
					t.Errorf("sends_total{outcome=%q} = %v, want %v", o, got, want)
				}
			}
			if got := metricValue(t, e.reg, "wakha_outbox_retry_after_seconds", "platform", "chatwoot"); got != tt.asked {
				t.Errorf("retry_after_seconds observed %v waits, want %v", got, tt.asked)
			}
			if got := metricValue(t, e.reg, "wakha_outbox_auth_failures_total", "platform", tt.row.Key.Platform); got != tt.auth {
				t.Errorf("auth_failures_total = %v, want %v", got, tt.auth)
			}
			s := e.store
			switch tt.outcome {
			case "sent":
				if len(s.sent) != 1 || s.sent[0] != (finish{id: 7, owner: "D1", platform: "pm-7"}) || len(s.retried)+len(s.dead) != 0 {
					t.Fatalf("store calls: sent %+v retried %+v dead %+v", s.sent, s.retried, s.dead)
				}
			case "retry":
				if len(s.retried) != 1 || len(s.sent)+len(s.dead) != 0 {
					t.Fatalf("store calls: sent %+v retried %+v dead %+v", s.sent, s.retried, s.dead)
				}
				r := s.retried[0]
				wait := r.nextRetry.Sub(now)
				if r.id != 7 || r.owner != "D1" || r.errText != tt.sender.err.Error() || wait < tt.retry.lo || wait > tt.retry.hi {
					t.Fatalf("retry %+v: next attempt in %v, want within [%v, %v]", r, wait, tt.retry.lo, tt.retry.hi)
				}
			case "dead":
				if len(s.dead) != 1 || len(s.sent)+len(s.retried) != 0 {
					t.Fatalf("store calls: sent %+v retried %+v dead %+v", s.sent, s.retried, s.dead)
				}
				if d := s.dead[0]; d.id != 7 || d.owner != "D1" || d.errText != tt.deadErr {
					t.Fatalf("dead %+v, want error %q", d, tt.deadErr)
				}
			}
			if tt.logMsg != "" {
				lines := e.logs.find(tt.logMsg)
				if len(lines) != 1 || lines[0]["level"] != tt.logLevel || lines[0]["outbox_id"] != float64(7) || lines[0]["platform"] != tt.row.Key.Platform {
					t.Errorf("log lines %q: %v, want one at %s naming the row", tt.logMsg, lines, tt.logLevel)
				}
			}
		})
	}
}

// A failure to record the outcome is logged with both errors: the row then
// waits for its lease to run out and is sent again (at least once).
func TestDeliverLogsMarkFailures(t *testing.T) {
	t.Parallel()
	dbDown := errors.New("database unreachable")
	tests := []struct {
		name   string
		sender *fakeSender
		row    wakha.OutboxRow
		fail   func(*memOutbox)
		logMsg string
		errHas []string
	}{
		{"sent", &fakeSender{}, outboxRow("message", 0), func(s *memOutbox) { s.sentErr = dbDown },
			"dispatcher: sent but could not mark", []string{dbDown.Error()}},
		{"retry", &fakeSender{err: errUnavailable}, outboxRow("message", 0),
			func(s *memOutbox) { s.retryErr = dbDown }, "dispatcher: could not schedule retry", []string{errUnavailable.Error(), dbDown.Error()}},
		{"dead", &fakeSender{err: errInvalid}, outboxRow("message", 0), func(s *memOutbox) { s.deadErr = dbDown },
			"dispatcher: could not dead-letter", []string{errInvalid.Error(), dbDown.Error()}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e := newDeliverEnv(tt.sender)
			tt.fail(e.store)
			e.d.deliver(context.Background(), tt.row)
			lines := e.logs.find(tt.logMsg)
			if len(lines) != 1 || lines[0]["level"] != "ERROR" {
				t.Fatalf("log lines %q: %v, want one error", tt.logMsg, lines)
			}
			for _, part := range tt.errHas {
				if err, _ := lines[0]["err"].(string); !strings.Contains(err, part) {
					t.Errorf("logged err %q lacks %q", err, part)
				}
			}
		})
	}
}
