package runner_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/internal/fakeclock"
	"github.com/wakha/wakha/runner"
)

var errDown = errors.New("connection refused: the database is down")

// downStore is a database that fails the end of a turn: the commit or the
// record of a failed attempt, then ReleaseClaim for a while. Each
// ReleaseClaim call moves the clock by step.
type downStore struct {
	clock        *fakeclock.Clock
	step         time.Duration
	failReleases int   // ReleaseClaim fails this many times, then succeeds
	releaseErr   error // what a failing ReleaseClaim returns (default errDown)

	mu       sync.Mutex
	releases []error // the result of every ReleaseClaim call
}

func (s *downStore) ClaimConversation(_ context.Context, owner string, _ time.Duration, _ int) (*wakha.Claim, error) {
	payload, _ := json.Marshal(engine.Event{Kind: engine.EventUserMessage, MessageID: "m1", Text: "tajine"})
	return &wakha.Claim{ConversationID: 9, Key: key, Owner: owner,
		Events: []wakha.StoredEvent{{ID: 1, Kind: string(engine.EventUserMessage), Payload: payload, ReceivedAt: s.clock.Now()}}}, nil
}

func (s *downStore) CommitTurn(context.Context, wakha.Turn) error { return errDown }

func (s *downStore) FailEvents(context.Context, int64, string, []int64, string, int) (int, error) {
	return 0, errDown
}

func (s *downStore) ReleaseClaim(_ context.Context, conversationID int64, owner string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.clock.Add(s.step)
	var err error
	if len(s.releases) < s.failReleases {
		err = s.releaseErr
		if err == nil {
			err = errDown
		}
	}
	s.releases = append(s.releases, err)
	return err
}

// failingRenderer makes every turn fail before its commit.
type failingRenderer struct{}

func (failingRenderer) Render(wakha.ConvKey, []engine.Effect, engine.State) ([]wakha.OutboxItem, error) {
	return nil, errors.New("renderer broken")
}

// jsonLines returns the messages of the JSON log lines in buf, with their levels.
func jsonLines(t *testing.T, buf *bytes.Buffer) []string {
	t.Helper()
	var out []string
	for _, line := range strings.Split(strings.TrimSpace(buf.String()), "\n") {
		if line == "" {
			continue
		}
		var m struct{ Level, Msg string }
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatalf("log line %q: %v", line, err)
		}
		out = append(out, m.Level+" "+m.Msg)
	}
	return out
}

// When the database drops during the end of a turn, the release of the
// claim fails too; it is logged and retried, so the conversation is free
// again as soon as the database is back rather than when the lease ends.
func TestReleaseRetriedUntilTheDatabaseIsBack(t *testing.T) {
	t.Parallel()
	const (
		retrying = "WARN runner: could not release the conversation's lease; retrying"
		released = "INFO runner: released the conversation's lease after retrying"
		gaveUp   = "ERROR runner: could not release the conversation's lease; it is free again when the lease ends"
	)
	tests := []struct {
		name       string
		renderer   wakha.Renderer
		store      *downStore
		wantCalls  int
		wantLogged []string // the release's log lines, in order
	}{
		{
			name: "commit failed, released on the third try", renderer: noopRenderer{},
			store: &downStore{failReleases: 2}, wantCalls: 3,
			wantLogged: []string{retrying, retrying, released},
		},
		{
			name: "failed attempt not recorded, released on the second try", renderer: failingRenderer{},
			store: &downStore{failReleases: 1}, wantCalls: 2,
			wantLogged: []string{retrying, released},
		},
		{
			name: "released at once: nothing to log", renderer: noopRenderer{},
			store: &downStore{}, wantCalls: 1,
		},
		{
			name: "the lease was lost meanwhile: nothing to release", renderer: noopRenderer{},
			store: &downStore{failReleases: 5, releaseErr: wakha.ErrConflict}, wantCalls: 1,
		},
		{
			// Each try takes 20 s by the clock: after the third the lease
			// (a minute) ends before a fourth could run.
			name: "no retry after the lease ends", renderer: noopRenderer{},
			store: &downStore{failReleases: 100, step: 20 * time.Second}, wantCalls: 3,
			wantLogged: []string{retrying, retrying, gaveUp},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			store := tt.store
			store.clock = fakeclock.New(time.Date(2030, 3, 21, 10, 0, 0, 0, time.UTC))
			var logs bytes.Buffer
			r := runner.New(store, &slowCatalog{}, wakha.NewPlatforms(rendererOnly{tt.renderer}),
				runner.Options{Owner: "test", Lease: time.Minute, MaxAttempts: 3, SearchTimeout: time.Second,
					Engine: engine.DefaultConfig(), Now: store.clock.Now},
				slog.New(slog.NewJSONHandler(&logs, nil)), runner.NewMetrics(prometheus.NewRegistry()))
			did, err := r.ProcessOne(context.Background(), "w1")
			if !did || !errors.Is(err, errDown) {
				t.Fatalf("ProcessOne = %v, %v; want the database error", did, err)
			}
			if len(store.releases) != tt.wantCalls {
				t.Fatalf("ReleaseClaim called %d times (%v), want %d", len(store.releases), store.releases, tt.wantCalls)
			}
			var logged []string
			for _, l := range jsonLines(t, &logs) {
				if strings.Contains(l, "lease") {
					logged = append(logged, l)
				}
			}
			if strings.Join(logged, "\n") != strings.Join(tt.wantLogged, "\n") {
				t.Errorf("logged:\n%s\nwant:\n%s", strings.Join(logged, "\n"), strings.Join(tt.wantLogged, "\n"))
			}
		})
	}
}
