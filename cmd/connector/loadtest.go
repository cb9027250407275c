package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/wakha/wakha/chatwoot/fake"
	"github.com/wakha/wakha/demo/pgtmp"
)

// loadScript is what each simulated shopper types, in order: a search,
// paging, a pick and its confirmation, a second search.
var loadScript = []string{"wach 3ndkom tajine?", "zid", "2", "wakha", "robe rouge", "merci"}

// runLoadtest drives the real service, in this process, with signed webhooks
// from a fake Chatwoot on loopback, and reports how fast webhooks are
// acknowledged and how fast the first reply of each turn reaches Chatwoot.
// Every loop is bounded in count and time; nothing leaves this machine.
// loadtestSecret signs the load tool's webhooks; config wants 16 characters.
const loadtestSecret = "loadtest-webhook-secret"

func runLoadtest(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	fs := flag.NewFlagSet("loadtest", flag.ContinueOnError)
	fs.SetOutput(stdout)
	convs := fs.Int("conversations", 200, "simulated shoppers")
	parallel := fs.Int("concurrency", 20, "shoppers typing at the same time")
	limit := fs.Duration("max-duration", 2*time.Minute, "stop after this long whatever is left")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *convs < 1 || *parallel < 1 || *limit <= 0 {
		return errors.New("loadtest: --conversations, --concurrency and --max-duration must be positive")
	}
	ctx, cancel := context.WithTimeout(ctx, *limit)
	defer cancel()
	log := newLogger(io.Discard, "error")

	dbURL := getenv("DATABASE_URL")
	if dbURL == "" {
		cluster, err := pgtmp.StartWith(ctx, pgtmp.Options{Path: getenv("PATH"), SearchGlobs: demoPGSearchGlobs, TempDir: getenv("TMPDIR"), Log: log})
		if err != nil {
			return fmt.Errorf("loadtest: set DATABASE_URL or install PostgreSQL: %w", err)
		}
		defer cluster.Stop()
		dbURL = cluster.URL()
	} else {
		// A schema of its own, emptied first: numbers from a clean start,
		// and never a real installation's conversations.
		isolated, err := isolatedSchema(ctx, dbURL, "wakha_loadtest", true)
		if err != nil {
			return fmt.Errorf("loadtest: %w", err)
		}
		dbURL = isolated
	}

	platform := fake.New(fake.Options{})
	defer platform.Close()
	api := httptest.NewServer(platform)
	defer api.Close()
	replies := newReplyClock()
	platform.OnOutgoing(func(account, conv string, m fake.Message) { replies.seen(conv, time.Now()) })

	env := map[string]string{
		"DATABASE_URL": dbURL, "HTTP_ADDR": "127.0.0.1:0", "LOG_LEVEL": "error",
		"CHATWOOT_BASE_URL": api.URL, "CHATWOOT_BOT_TOKEN": platform.BotToken(), "CHATWOOT_WEBHOOK_SECRET": loadtestSecret,
	}
	clearSettings(env, "INTERCOM_") // it drives a fake Chatwoot alone, whatever the environment sets up
	if getenv("CATALOG_FILE") == "" && getenv("WOOCOMMERCE_BASE_URL") == "" {
		env["CATALOG_FILE"] = demoCatalog
	}
	cfg, err := configWith(env, getenv)
	if err != nil {
		return err
	}

	addrC := make(chan string, 1)
	serveCtx, stopServe := context.WithCancel(context.WithoutCancel(ctx))
	served := make(chan error, 1)
	go func() {
		served <- serve(serveCtx, cfg, io.Discard, serveHooks{listening: func(a string) { addrC <- a }})
	}()
	var addr string
	select {
	case addr = <-addrC:
	case err := <-served:
		stopServe()
		return fmt.Errorf("loadtest: service did not start: %w", err)
	}
	defer func() { stopServe(); <-served }()

	sender := fake.NewWebhookSender("http://"+addr+"/webhooks/chatwoot", []byte(loadtestSecret))
	sender.Client = &http.Client{Timeout: 10 * time.Second}
	var (
		mu                         sync.Mutex
		acks, firstByte, wholeTurn []time.Duration
		failed, late               atomic.Int64
	)
	start := time.Now()
	work := make(chan struct{}, *convs)
	for range *convs {
		work <- struct{}{}
	}
	close(work)
	var wg sync.WaitGroup
	for range *parallel {
		wg.Go(func() {
			for range work {
				c := platform.NewConversation(fake.ConversationOptions{})
				for _, text := range loadScript {
					if ctx.Err() != nil {
						return
					}
					d, err := platform.IncomingMessage(c.AccountID, c.ID, text)
					if err != nil {
						failed.Add(1)
						continue
					}
					before := replies.count(c.ID)
					sent := time.Now()
					status, err := sender.Send(ctx, d)
					ack := time.Since(sent)
					if err != nil || status != http.StatusOK {
						failed.Add(1)
						continue
					}
					at, ok := replies.wait(ctx, c.ID, before, 15*time.Second)
					if !ok {
						late.Add(1)
						mu.Lock()
						acks = append(acks, ack)
						mu.Unlock()
						continue
					}
					// A shopper reads the whole answer (text, cards, quick
					// replies) before typing again: wait for the turn to go quiet.
					last := replies.quiet(ctx, c.ID, quietWindow)
					mu.Lock()
					acks = append(acks, ack)
					firstByte = append(firstByte, at.Sub(sent))
					wholeTurn = append(wholeTurn, last.Sub(sent))
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(start)

	fmt.Fprintf(stdout, "wakha loadtest: %d conversations × %d messages, %d at a time, in %s\n",
		*convs, len(loadScript), *parallel, elapsed.Round(time.Millisecond))
	fmt.Fprintf(stdout, "  messages acknowledged: %d (%.0f/s), failed: %d, no reply within 15s: %d\n",
		len(acks), float64(len(acks))/elapsed.Seconds(), failed.Load(), late.Load())
	fmt.Fprintf(stdout, "  webhook ack latency:   %s\n", percentiles(acks))
	fmt.Fprintf(stdout, "  first reply latency:   %s   (webhook sent → first bot message stored at Chatwoot)\n", percentiles(firstByte))
	fmt.Fprintf(stdout, "  whole turn latency:    %s   (webhook sent → last message of the turn stored)\n", percentiles(wholeTurn))
	if v := platform.Violations(); len(v) > 0 {
		return fmt.Errorf("loadtest: %d requests broke Chatwoot's documented shape, first: %s", len(v), v[0])
	}
	if failed.Load() > 0 {
		return fmt.Errorf("loadtest: %d webhooks failed", failed.Load())
	}
	return nil
}

func percentiles(ds []time.Duration) string {
	if len(ds) == 0 {
		return "no samples"
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	at := func(p float64) time.Duration { return s[min(len(s)-1, int(p*float64(len(s))))] }
	return fmt.Sprintf("p50 %s  p95 %s  p99 %s  max %s",
		at(.50).Round(10*time.Microsecond), at(.95).Round(10*time.Microsecond), at(.99).Round(10*time.Microsecond), s[len(s)-1].Round(10*time.Microsecond))
}

// quietWindow is how long without a new bot message ends a turn.
const quietWindow = 150 * time.Millisecond

// replyClock records when the bot's messages reach the fake, per conversation.
type replyClock struct {
	mu    sync.Mutex
	times map[string][]time.Time
	wake  chan struct{}
}

func newReplyClock() *replyClock {
	return &replyClock{times: map[string][]time.Time{}, wake: make(chan struct{})}
}

func (r *replyClock) seen(conv string, at time.Time) {
	r.mu.Lock()
	r.times[conv] = append(r.times[conv], at)
	close(r.wake)
	r.wake = make(chan struct{})
	r.mu.Unlock()
}

func (r *replyClock) count(conv string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.times[conv])
}

// wait returns the time of the conversation's first message after the first n.
func (r *replyClock) wait(ctx context.Context, conv string, n int, limit time.Duration) (time.Time, bool) {
	deadline := time.NewTimer(limit)
	defer deadline.Stop()
	for {
		r.mu.Lock()
		ts, wake := r.times[conv], r.wake
		r.mu.Unlock()
		if len(ts) > n {
			return ts[n], true
		}
		select {
		case <-wake:
		case <-deadline.C:
			return time.Time{}, false
		case <-ctx.Done():
			return time.Time{}, false
		}
	}
}

// quiet waits until the conversation has had no new message for window and
// returns the time of its last message.
func (r *replyClock) quiet(ctx context.Context, conv string, window time.Duration) time.Time {
	for {
		r.mu.Lock()
		ts := r.times[conv]
		r.mu.Unlock()
		last := ts[len(ts)-1]
		wait := window - time.Since(last)
		if wait <= 0 || ctx.Err() != nil {
			return last
		}
		select {
		case <-time.After(wait):
		case <-ctx.Done():
		}
	}
}
