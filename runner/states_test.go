package runner_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/internal/fakeclock"
	"github.com/wakha/wakha/postgres/pgtest"
	"github.com/wakha/wakha/runner"
	"github.com/wakha/wakha/woocommerce"
)

// effectRecorder renders every turn as what the engine decided and the
// state it left, in JSON: two runs that render the same decided the same.
type effectRecorder struct {
	mu    sync.Mutex
	turns []string
}

func (e *effectRecorder) Render(_ wakha.ConvKey, effects []engine.Effect, st engine.State) ([]wakha.OutboxItem, error) {
	b, err := json.Marshal(struct {
		Effects []engine.Effect `json:"effects"`
		State   engine.State    `json:"state"`
	}{effects, st})
	if err != nil {
		return nil, err
	}
	e.mu.Lock()
	e.turns = append(e.turns, string(b))
	e.mu.Unlock()
	return nil, nil
}

// A turn that starts from the state this replica committed, kept decoded,
// decides exactly as one that reads the stored state back: the same
// effects, the same states rendered and stored, over a conversation that
// searches, pages, picks, confirms, refuses, waits for its follow-ups and
// comes back.
func TestCachedStateDecidesAsTheStoredState(t *testing.T) {
	t.Parallel()
	catalog, err := woocommerce.LoadFile("../testdata/catalog.json", nil)
	if err != nil {
		t.Fatal(err)
	}
	script := []struct {
		text string
		wait time.Duration // the clock moves this long before the message
	}{
		{"salam", 0}, {"bghit tajine", 2 * time.Second}, {"wrini ktar", 5 * time.Second}, {"tani", 3 * time.Second},
		{"zidha f lpanier", 4 * time.Second}, {"wakha", 2 * time.Second}, {"3ndkom babouche ta7t 300dh?", 20 * time.Second},
		{"la", 3 * time.Second}, {"argan oil", 10 * time.Minute}, {"the first one", 30 * time.Second},
		{"yes", 2 * time.Second}, {"merci", 3 * time.Hour}, {"kaftan a7mar", 26 * time.Hour}, {"lkhar", 5 * time.Second},
		{"non merci", 10 * time.Second}, {"bghit nhder m3a chi wa7ed", 5 * time.Second},
	}
	type run struct {
		rendered []string
		stored   []string
		hits     int
	}
	play := func(cached bool) run {
		t.Helper()
		start := time.Date(2030, 3, 21, 10, 0, 0, 0, time.UTC)
		clock := fakeclock.New(start)
		db := pgtest.New(t)
		db.Now = clock.Now
		rec := &effectRecorder{}
		r := runner.New(db, catalog, wakha.NewPlatforms(rendererOnly{rec}),
			runner.Options{Owner: "test", Workers: 1, Lease: time.Minute, PollInterval: 50 * time.Millisecond, MaxAttempts: 3,
				SearchTimeout: time.Second, Engine: engine.DefaultConfig(), Now: clock.Now},
			slog.New(slog.NewTextHandler(io.Discard, nil)), runner.NewMetrics(prometheus.NewRegistry()))
		if !cached {
			runner.WithoutStateCache(r)
		}
		var out run
		runAll := func() {
			t.Helper()
			processDue(t, r, func() {
				view, err := db.Conversation(context.Background(), key, 0)
				if err != nil {
					t.Fatal(err)
				}
				out.stored = append(out.stored, string(view.State))
			})
		}
		for i, line := range script {
			clock.Add(line.wait)
			runAll() // the wake-ups due by now (follow-ups, expiries)
			say(t, db, "m"+string(rune('a'+i)), line.text)
			runAll()
		}
		out.rendered, out.hits = rec.turns, runner.StateCacheHits(r)
		return out
	}
	cached, read := play(true), play(false)
	if read.hits != 0 {
		t.Fatalf("without the cache %d turns started from it", read.hits)
	}
	// Every turn after the first starts from the state the one before it
	// committed here.
	if cached.hits < len(script)-1 {
		t.Errorf("%d turns started from a cached state, want at least %d", cached.hits, len(script)-1)
	}
	if len(cached.rendered) < len(script) || !slices.Equal(cached.rendered, read.rendered) {
		for i := range max(len(cached.rendered), len(read.rendered)) {
			var c, r string
			if i < len(cached.rendered) {
				c = cached.rendered[i]
			}
			if i < len(read.rendered) {
				r = read.rendered[i]
			}
			if c != r {
				t.Fatalf("rendered turn %d of %d/%d differs:\ncached: %s\nread:   %s", i, len(cached.rendered), len(read.rendered), c, r)
			}
		}
		t.Fatalf("%d turns rendered", len(cached.rendered))
	}
	if !slices.Equal(cached.stored, read.stored) {
		t.Fatalf("stored states differ:\ncached: %q\nread:   %q", cached.stored, read.stored)
	}
}
