package main

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/bench"
	"github.com/wakha/wakha/chatwoot/fake"
	"github.com/wakha/wakha/demo/pgtmp"
)

// loadScript is what each simulated shopper types, in order: a search,
// paging, a pick and its confirmation, a second search.
var loadScript = []string{"wach 3ndkom tajine?", "zid", "2", "wakha", "robe rouge", "merci"}

// loadtestSecret signs the load tool's webhooks; config wants 16 characters.
const loadtestSecret = "loadtest-webhook-secret"

// The profiler label a --cpuprofile's samples carry, and its values.
const (
	profilePart  = "part"
	partService  = "service"
	partFake     = "fake-chatwoot"
	partShoppers = "shoppers"
	partAnalyze  = "analyze" // --analyze-every's statements
)

// loadOptions are the load tool's flags.
type loadOptions struct {
	convs, parallel int
	read            time.Duration // closed loop: a shopper's reading time once answered
	rate            float64       // open loop: messages per second (0: closed loop)
	duration        time.Duration // open loop: how long to send
	inFlight        int           // open loop: most webhooks outstanding
	limit           time.Duration
	pgbench         bool
	cpuProfile      string
	memProfile      string
	statements      int           // print the top statements by count
	analyzeEvery    time.Duration // ANALYZE the schema's tables this often during the load (0: never)
	warmup          time.Duration // latencies of messages sent this early are reported apart
}

// runLoadtest drives the real service, in this process, with signed webhooks
// from a fake Chatwoot on loopback. Closed loop (the default), each shopper
// types its next message once the last one is answered (plus --read); open
// loop (--rate), messages arrive at a fixed rate whatever the service does.
// Each message is paired with the reply that answers it: the webhook's
// answer names the stored event, and the dispatcher reports each reply that
// answers events (outbox.answers_event_id: the first reply of the turn that
// consumed them) when the platform accepted it — never "the next message
// that arrived", which may be the tail of an earlier turn. With --pgbench it then runs bench/same_work.sql with pgbench on
// the same database and prints wakha's answered rate as a share of it.
// Every loop is bounded in count and time; nothing leaves this machine.
func runLoadtest(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	fs := flag.NewFlagSet("loadtest", flag.ContinueOnError)
	fs.SetOutput(stdout)
	var o loadOptions
	fs.IntVar(&o.convs, "conversations", 200, "closed loop: simulated shoppers, each typing the whole script")
	fs.IntVar(&o.parallel, "concurrency", 20, "closed loop: shoppers typing at the same time")
	fs.DurationVar(&o.read, "read", 0, "closed loop: how long a shopper reads an answer before typing again (0: back-to-back)")
	fs.Float64Var(&o.rate, "rate", 0, "open loop: messages per second, sent on schedule whatever the service does")
	fs.DurationVar(&o.duration, "duration", 30*time.Second, "open loop: how long to send")
	fs.IntVar(&o.inFlight, "max-in-flight", 2000, "open loop: most webhooks outstanding; a message due beyond it is counted as skipped")
	fs.DurationVar(&o.limit, "max-duration", 2*time.Minute, "stop after this long whatever is left")
	fs.BoolVar(&o.pgbench, "pgbench", false, "then run pgbench "+strings.Join(bench.PgbenchArgs, " ")+" -f bench/same_work.sql on the same database and print the ratio")
	fs.StringVar(&o.cpuProfile, "cpuprofile", "", "write a CPU profile of the run (service and shoppers, this process) to this file")
	fs.StringVar(&o.memProfile, "memprofile", "", "write an allocation profile of the run (this process) to this file")
	fs.IntVar(&o.statements, "statements", 0, "print the service's N most frequent statements (round trips) with their count per answered message")
	fs.DurationVar(&o.warmup, "warmup", 0, "report the latencies of messages sent in this first part of the run on a line of their own, apart from the percentiles (a fresh process and schema: connections, caches, first plans)")
	fs.DurationVar(&o.analyzeEvery, "analyze-every", 2*time.Second, "look at the load's tables this often during the run and ANALYZE those past autovacuum's default threshold (50 rows + 10 % changed), as autovacuum does for a real installation's (0: never; plans then stay those made on empty tables)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if o.analyzeEvery < 0 || o.warmup < 0 {
		return errors.New("loadtest: --analyze-every and --warmup must not be negative")
	}
	if o.convs < 1 || o.parallel < 1 || o.limit <= 0 || o.rate < 0 || o.duration <= 0 || o.inFlight < 1 || o.read < 0 {
		return errors.New("loadtest: --conversations, --concurrency, --duration, --max-in-flight and --max-duration must be positive, --rate and --read not negative")
	}
	if o.pgbench {
		if _, err := exec.LookPath("pgbench"); err != nil {
			return errors.New("loadtest: --pgbench needs pgbench on PATH (Debian: postgresql-client)")
		}
	}
	ctx, cancel := context.WithTimeout(ctx, o.limit)
	defer cancel()
	log := newLogger(io.Discard, "error")

	dbURL, schema := getenv("DATABASE_URL"), ""
	if dbURL == "" {
		cluster, err := pgtmp.StartWith(ctx, pgtmp.Options{Path: getenv("PATH"), SearchGlobs: demoPGSearchGlobs, TempDir: getenv("TMPDIR"), Log: log})
		if err != nil {
			return fmt.Errorf("loadtest: set DATABASE_URL or install PostgreSQL: %w", err)
		}
		defer cluster.Stop()
		dbURL = cluster.URL()
	}
	// A schema of its own, emptied first: numbers from a clean start, and
	// never a real installation's conversations.
	schema = "wakha_loadtest"
	baseURL := dbURL
	dbURL, err := isolatedSchema(ctx, dbURL, schema, true)
	if err != nil {
		return fmt.Errorf("loadtest: %w", err)
	}

	platform := fake.New(fake.Options{})
	defer platform.Close()
	// Goroutines inherit their creator's profiler labels: every goroutine
	// of the fake's server, of the service and of the shoppers carries its
	// part's name, so a --cpuprofile splits the process's CPU between them
	// (go tool pprof -tags; what carries none is the runtime's: GC workers,
	// the scheduler).
	var api *httptest.Server
	pprof.Do(ctx, pprof.Labels(profilePart, partFake), func(context.Context) { api = httptest.NewServer(platform) })
	defer api.Close()
	book := newAnswerBook()
	trips := newStatementCounter()

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
	go pprof.Do(serveCtx, pprof.Labels(profilePart, partService), func(serveCtx context.Context) {
		served <- serve(serveCtx, cfg, io.Discard, serveHooks{listening: func(a string) { addrC <- a }, answered: book.answer, dbTracer: trips})
	})
	var addr string
	select {
	case addr = <-addrC:
	case err := <-served:
		stopServe()
		return fmt.Errorf("loadtest: service did not start: %w", err)
	}
	serving := true
	stop := func() {
		if serving {
			stopServe()
			<-served
			serving = false
		}
	}
	defer stop()

	sender := fake.NewWebhookSender("http://"+addr+"/webhooks/chatwoot", []byte(loadtestSecret))
	sender.Client = &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 256}}
	rec := &loadRecord{book: book}
	load0 := loadAverage()
	if o.cpuProfile != "" {
		f, err := os.Create(o.cpuProfile)
		if err != nil {
			return fmt.Errorf("loadtest: %w", err)
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return fmt.Errorf("loadtest: %w", err)
		}
		defer pprof.StopCPUProfile()
	}
	analyzeCtx, stopAnalyze := context.WithCancel(ctx)
	defer stopAnalyze()
	analyzed := func() int { return 0 }
	if o.analyzeEvery > 0 {
		pprof.Do(analyzeCtx, pprof.Labels(profilePart, partAnalyze), func(analyzeCtx context.Context) {
			analyzed = analyzeEvery(analyzeCtx, dbURL, schema, o.analyzeEvery)
		})
	}
	cpu0, heap0 := processCPU(), readHeapStats()
	start := time.Now()
	pprof.Do(ctx, pprof.Labels(profilePart, partShoppers), func(ctx context.Context) {
		if o.rate > 0 {
			openLoop(ctx, o, platform, sender, rec)
		} else {
			closedLoop(ctx, o, platform, sender, rec)
		}
	})
	sending := rec.lastAck.Sub(start)
	// Open loop does not wait for answers: give the last ones time.
	book.waitAll(ctx, 15*time.Second)
	load1 := loadAverage()
	cpu1, heap := processCPU(), readHeapStats().since(heap0)
	stopAnalyze()
	stop()
	// The profile covers the load and the service's shutdown, not pgbench's
	// run (a stopped profile stops again as a no-op).
	pprof.StopCPUProfile()
	if o.memProfile != "" {
		if err := writeAllocs(o.memProfile); err != nil {
			return fmt.Errorf("loadtest: %w", err)
		}
	}
	answerLat, lastAnswer, missing := book.results()
	answered := len(answerLat)
	elapsed := lastAnswer.Sub(start)
	if o.rate > 0 {
		fmt.Fprintf(stdout, "wakha loadtest, open loop: %.0f messages/s for %s over %d-message conversations\n",
			o.rate, o.duration, len(loadScript))
	} else {
		mode := "back-to-back"
		if o.read > 0 {
			mode = "reading " + o.read.String() + " per answer"
		}
		fmt.Fprintf(stdout, "wakha loadtest, closed loop: %d conversations × %d messages, %d shoppers at a time, %s\n",
			o.convs, len(loadScript), o.parallel, mode)
	}
	fmt.Fprintf(stdout, "  load average before/after: %s / %s\n", load0, load1)
	if o.analyzeEvery > 0 {
		fmt.Fprintf(stdout, "  tables past autovacuum's analyze threshold, looked at every %s: %d analyzed\n", o.analyzeEvery, analyzed())
	}
	fmt.Fprintf(stdout, "  accepted: %d in %s (%.0f/s); failed: %d; skipped (client at --max-in-flight): %d\n",
		len(rec.acks), sending.Round(time.Millisecond), perSecond(len(rec.acks), sending), rec.failed.Load(), rec.skipped.Load())
	fmt.Fprintf(stdout, "  answered: %d in %s (%.0f/s); not answered within 15s of the last answer: %d\n",
		answered, elapsed.Round(time.Millisecond), perSecond(answered, elapsed), missing)
	warmAcks, acks := splitSamples(rec.ackSamples(), start.Add(o.warmup))
	warmAnswers, answers := splitSamples(book.samples(), start.Add(o.warmup))
	after := ""
	if o.warmup > 0 {
		after = fmt.Sprintf(" (sent after the first %s)", o.warmup)
	}
	fmt.Fprintf(stdout, "  webhook ack:       %s%s\n", percentiles(acks), after)
	fmt.Fprintf(stdout, "  message → answer:  %s%s   (webhook sent → Chatwoot accepted the first reply of the turn that consumed it)\n",
		percentiles(answers), after)
	if o.warmup > 0 {
		fmt.Fprintf(stdout, "  warm-up, the first %s (%d acknowledged, %d answered): ack %s; message → answer %s\n",
			o.warmup, len(warmAcks), len(warmAnswers), percentiles(warmAcks), percentiles(warmAnswers))
	}
	if cpu1 > 0 && answered > 0 {
		// Less swayed by the neighbours than the rates: CPU the work took, not
		// how long it waited for a core.
		fmt.Fprintf(stdout, "  CPU of this process (service, fake Chatwoot, shoppers): %s, %.2f ms per answered message\n",
			(cpu1 - cpu0).Round(time.Millisecond), float64(cpu1-cpu0)/float64(time.Millisecond)/float64(answered))
	}
	if answered > 0 {
		fmt.Fprintf(stdout, "  allocated: %.0f kB in %.0f objects per answered message; GC: %d cycles, %.2f ms of CPU per answered message (the runtime's estimate, GOGC %d)\n",
			float64(heap.allocBytes)/1024/float64(answered), float64(heap.allocObjects)/float64(answered), heap.gcCycles,
			heap.gcCPU*1000/float64(answered), heap.gogc)
	}
	// Counted from the service's start: its startup statements are a handful.
	trips.report(stdout, answered, o.statements)
	if o.pgbench {
		tps, err := runPgbench(ctx, baseURL, schema, stdout)
		if err != nil {
			return fmt.Errorf("loadtest: %w", err)
		}
		fmt.Fprintf(stdout, "  pgbench same work: %.0f transactions/s (pgbench %s -f bench/same_work.sql)\n",
			tps, strings.Join(bench.PgbenchArgs, " "))
		if o.rate > 0 {
			fmt.Fprintf(stdout, "  (open loop: --rate bounds the answered rate; the ratio is a closed-loop measure)\n")
		} else {
			fmt.Fprintf(stdout, "  ratio answered ÷ same-work pgbench: %.2f\n", perSecond(answered, elapsed)/tps)
		}
	}
	if v := platform.Violations(); len(v) > 0 {
		return fmt.Errorf("loadtest: %d requests broke Chatwoot's documented shape, first: %s", len(v), v[0])
	}
	if n := rec.failed.Load(); n > 0 {
		return fmt.Errorf("loadtest: %d webhooks failed", n)
	}
	return nil
}

// loadRecord is what the senders observed.
type loadRecord struct {
	book    *answerBook
	mu      sync.Mutex
	acks    []time.Duration
	ackSent []time.Time // when each of acks was sent
	lastAck time.Time
	failed  atomic.Int64
	skipped atomic.Int64
}

// send posts one shopper message; once acknowledged, its stored event is
// in the book, and send returns its id.
func (r *loadRecord) send(ctx context.Context, platform *fake.Server, sender *fake.WebhookSender, conv fake.Conversation, text string) (int64, bool) {
	d, err := platform.IncomingMessage(conv.AccountID, conv.ID, text)
	if err != nil {
		r.failed.Add(1)
		return 0, false
	}
	req, err := sender.Request(ctx, d)
	if err != nil {
		r.failed.Add(1)
		return 0, false
	}
	sent := time.Now()
	resp, err := sender.Client.Do(req)
	if err != nil {
		if ctx.Err() == nil {
			r.failed.Add(1)
		}
		return 0, false
	}
	var body struct {
		EventID int64 `json:"event_id"`
	}
	derr := json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(&body)
	_ = resp.Body.Close()
	acked := time.Now()
	if resp.StatusCode != http.StatusOK || derr != nil || body.EventID == 0 {
		r.failed.Add(1)
		return 0, false
	}
	r.book.add(conv.ID, body.EventID, sent)
	r.mu.Lock()
	r.acks = append(r.acks, acked.Sub(sent))
	r.ackSent = append(r.ackSent, sent)
	if acked.After(r.lastAck) {
		r.lastAck = acked
	}
	r.mu.Unlock()
	return body.EventID, true
}

// ackSamples are the acknowledgments with when each message was sent.
func (r *loadRecord) ackSamples() []latency {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := make([]latency, len(r.acks))
	for i, d := range r.acks {
		out[i] = latency{sent: r.ackSent[i], d: d}
	}
	return out
}

// latency is one message's wait and when it was sent.
type latency struct {
	sent time.Time
	d    time.Duration
}

// splitSamples parts the waits of messages sent before from (a warm-up)
// from the others.
func splitSamples(ls []latency, from time.Time) (before, after []time.Duration) {
	for _, l := range ls {
		if l.sent.Before(from) {
			before = append(before, l.d)
		} else {
			after = append(after, l.d)
		}
	}
	return before, after
}

// closedLoop runs o.parallel shoppers through o.convs conversations; each
// types its next message once the last one is answered, and o.read later.
func closedLoop(ctx context.Context, o loadOptions, platform *fake.Server, sender *fake.WebhookSender, rec *loadRecord) {
	work := make(chan struct{}, o.convs)
	for range o.convs {
		work <- struct{}{}
	}
	close(work)
	var wg sync.WaitGroup
	for range o.parallel {
		wg.Go(func() {
			for range work {
				c := platform.NewConversation(fake.ConversationOptions{})
				for _, text := range loadScript {
					if ctx.Err() != nil {
						return
					}
					id, ok := rec.send(ctx, platform, sender, c, text)
					if !ok || !rec.book.wait(ctx, c.ID, id, 15*time.Second) {
						continue
					}
					if o.read > 0 {
						select {
						case <-ctx.Done():
						case <-time.After(o.read):
						}
					}
				}
			}
		})
	}
	wg.Wait()
}

// openLoop sends o.rate messages per second for o.duration, on schedule
// (a late message does not delay the next: no coordinated omission). Each
// conversation gets a message about every two seconds, walking the script,
// and a new conversation starts when one has finished it.
func openLoop(ctx context.Context, o loadOptions, platform *fake.Server, sender *fake.WebhookSender, rec *loadRecord) {
	ring := max(1, int(2*o.rate))
	type shopper struct {
		conv fake.Conversation
		next int
	}
	shoppers := make([]*shopper, ring)
	interval := time.Duration(float64(time.Second) / o.rate)
	total := int(o.rate * o.duration.Seconds())
	slots := make(chan struct{}, o.inFlight)
	var wg sync.WaitGroup
	start := time.Now()
	for i := range total {
		if d := time.Until(start.Add(time.Duration(i) * interval)); d > 0 {
			select {
			case <-ctx.Done():
			case <-time.After(d):
			}
		}
		if ctx.Err() != nil {
			break
		}
		s := shoppers[i%ring]
		if s == nil || s.next == len(loadScript) {
			s = &shopper{conv: platform.NewConversation(fake.ConversationOptions{})}
			shoppers[i%ring] = s
		}
		text := loadScript[s.next]
		s.next++
		select {
		case slots <- struct{}{}:
		default:
			rec.skipped.Add(1)
			continue
		}
		wg.Go(func() {
			defer func() { <-slots }()
			rec.send(ctx, platform, sender, s.conv, text)
		})
	}
	wg.Wait()
}

// pgbenchTPS reads pgbench's "tps = 1234.5 (without initial connection time)".
var pgbenchTPS = regexp.MustCompile(`tps = ([0-9.]+)`)

// runPgbench runs the same-work script on the load tool's schema and
// returns its transactions per second.
func runPgbench(ctx context.Context, dbURL, schema string, stdout io.Writer) (float64, error) {
	dir, err := os.MkdirTemp("", "wakha-pgbench")
	if err != nil {
		return 0, err
	}
	defer os.RemoveAll(dir)
	script := filepath.Join(dir, "same_work.sql")
	if err := os.WriteFile(script, []byte(bench.SameWork), 0o600); err != nil {
		return 0, err
	}
	// libpq does not take search_path in a URL: it goes in PGOPTIONS.
	u, err := url.Parse(dbURL)
	if err != nil {
		return 0, err
	}
	q := u.Query()
	q.Del("search_path")
	u.RawQuery = q.Encode()
	args := append(slices.Clone(bench.PgbenchArgs), "-f", script, u.String())
	cmd := exec.CommandContext(ctx, "pgbench", args...)
	cmd.Env = append(os.Environ(), "PGOPTIONS=-c search_path="+schema)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return 0, fmt.Errorf("pgbench: %w\n%s", err, out)
	}
	m := pgbenchTPS.FindSubmatch(out)
	if m == nil {
		return 0, fmt.Errorf("pgbench printed no tps:\n%s", out)
	}
	if failed := regexp.MustCompile(`number of failed transactions: ([1-9][0-9]*)`).FindSubmatch(out); failed != nil {
		fmt.Fprintf(stdout, "  pgbench: %s failed transactions\n", failed[1])
	}
	return strconv.ParseFloat(string(m[1]), 64)
}

// writeAllocs writes the allocations since the process started (go tool
// pprof -sample_index=alloc_space) to path.
func writeAllocs(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
		_ = f.Close()
		return err
	}
	return f.Close()
}

// loadAverage is /proc/loadavg's first three fields ("" off Linux): the
// machine's business, printed beside the numbers it colours.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "unknown"
	}
	return strings.Join(f[:3], " ")
}

func perSecond(n int, d time.Duration) float64 {
	if d <= 0 {
		return 0
	}
	return float64(n) / d.Seconds()
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

// answerBook pairs each acknowledged message with the first reply that
// answers it, per conversation, in whichever order the two are reported.
type answerBook struct {
	mu    sync.Mutex
	convs map[string]*convAnswers
	wake  chan struct{} // closed and replaced on every answer
	// answered latencies with their messages' sending times, and the last
	// answer's time
	lat  []latency
	last time.Time
}

type convAnswers struct {
	waiting []pendingMessage // acknowledged, not answered yet, in event id order
	answers []reportedAnswer // every answer reported, in the order reported
	// wake is closed and replaced on each answer of this conversation: its
	// shopper waits on it, not on every answer of the run (32 shoppers woken
	// by each of hundreds of answers a second cost the load tool CPU that
	// the service then lacked).
	wake chan struct{}
}

type pendingMessage struct {
	eventID int64
	sent    time.Time
}

type reportedAnswer struct {
	eventID int64 // the last event it answers
	at      time.Time
}

func newAnswerBook() *answerBook {
	return &answerBook{convs: map[string]*convAnswers{}, wake: make(chan struct{})}
}

func (b *answerBook) conv(id string) *convAnswers {
	c, ok := b.convs[id]
	if !ok {
		c = &convAnswers{wake: make(chan struct{})}
		b.convs[id] = c
	}
	return c
}

// add records an acknowledged message; an answer may have been reported
// already (the service can answer before the client reads the 200).
func (b *answerBook) add(conv string, eventID int64, sent time.Time) {
	b.mu.Lock()
	defer b.mu.Unlock()
	c := b.conv(conv)
	for _, a := range c.answers {
		if a.eventID >= eventID {
			b.record(sent, a.at)
			return
		}
	}
	c.waiting = append(c.waiting, pendingMessage{eventID, sent})
	slices.SortFunc(c.waiting, func(x, y pendingMessage) int { return cmp.Compare(x.eventID, y.eventID) })
}

// answer is the dispatcher's hook: row answers its conversation's events up
// to row.AnswersEventID.
func (b *answerBook) answer(row wakha.OutboxRow, at time.Time) {
	b.mu.Lock()
	defer b.mu.Unlock()
	c := b.conv(row.Key.ExternalID)
	c.answers = append(c.answers, reportedAnswer{row.AnswersEventID, at})
	n := 0
	for _, m := range c.waiting {
		if m.eventID > row.AnswersEventID {
			break
		}
		b.record(m.sent, at)
		n++
	}
	c.waiting = c.waiting[n:]
	close(c.wake)
	c.wake = make(chan struct{})
	close(b.wake)
	b.wake = make(chan struct{})
}

func (b *answerBook) record(sent, at time.Time) {
	b.lat = append(b.lat, latency{sent: sent, d: at.Sub(sent)})
	if at.After(b.last) {
		b.last = at
	}
}

// wait blocks until the conversation's event eventID is answered, limit
// passes or ctx ends.
func (b *answerBook) wait(ctx context.Context, conv string, eventID int64, limit time.Duration) bool {
	deadline := time.NewTimer(limit)
	defer deadline.Stop()
	for {
		b.mu.Lock()
		c := b.conv(conv)
		wake := c.wake
		done := len(c.waiting) == 0 || c.waiting[0].eventID > eventID
		b.mu.Unlock()
		if done {
			return true
		}
		select {
		case <-wake:
		case <-deadline.C:
			return false
		case <-ctx.Done():
			return false
		}
	}
}

// waitAll waits until every acknowledged message is answered, or until no
// answer came for limit.
func (b *answerBook) waitAll(ctx context.Context, limit time.Duration) {
	for {
		b.mu.Lock()
		left, wake := 0, b.wake
		for _, c := range b.convs {
			left += len(c.waiting)
		}
		b.mu.Unlock()
		if left == 0 {
			return
		}
		select {
		case <-wake:
		case <-time.After(limit):
			return
		case <-ctx.Done():
			return
		}
	}
}

// results are the answered messages' latencies, the last answer's time and
// how many messages were never answered.
func (b *answerBook) results() (lat []time.Duration, last time.Time, missing int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, c := range b.convs {
		missing += len(c.waiting)
	}
	lat = make([]time.Duration, len(b.lat))
	for i, l := range b.lat {
		lat[i] = l.d
	}
	return lat, b.last, missing
}

// samples are the answered messages' waits with their sending times.
func (b *answerBook) samples() []latency {
	b.mu.Lock()
	defer b.mu.Unlock()
	return slices.Clone(b.lat)
}
