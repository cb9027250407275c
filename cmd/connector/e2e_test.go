package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wakha/wakha/chatwoot"
	"github.com/wakha/wakha/chatwoot/fake"
	"github.com/wakha/wakha/internal/fakeclock"
	"github.com/wakha/wakha/internal/wait"
	"github.com/wakha/wakha/postgres"
	"github.com/wakha/wakha/postgres/pgtest"
)

const webhookSecret = "e2e-webhook-secret"

// platform is a fake Chatwoot account whose webhooks go to one wakha instance.
type platform struct {
	fake   *fake.Server
	api    *httptest.Server
	mu     sync.Mutex
	target *fake.WebhookSender // where echoes go
}

func newPlatform(t *testing.T) *platform {
	t.Helper()
	return newPlatformWith(t, fake.Options{})
}

// newPlatformWith is newPlatform for a given release or setting of the fake.
func newPlatformWith(t *testing.T, opts fake.Options) *platform {
	t.Helper()
	p := &platform{fake: fake.New(opts)}
	p.api = httptest.NewServer(p.fake)
	t.Cleanup(func() {
		p.fake.Close()
		p.api.Close()
		if v := p.fake.Violations(); len(v) > 0 {
			t.Errorf("requests that break Chatwoot's documented shape:\n%s", strings.Join(v, "\n"))
		}
	})
	// Chatwoot echoes the bot's own messages and status changes back to the
	// bot; wakha must ignore or absorb them, so the test forwards them too.
	p.fake.OnWebhook(func(d fake.Delivery) {
		p.mu.Lock()
		s := p.target
		p.mu.Unlock()
		if s != nil {
			_, _ = s.Send(context.Background(), d)
		}
	})
	return p
}

// instance is one running connector (the real run()).
type instance struct {
	url    string
	sender *fake.WebhookSender
	stop   func()
	logs   *logBuffer
	db     *postgres.DB // the test's own handle on the instance's database, for barriers
}

type logBuffer struct {
	mu    sync.Mutex
	buf   bytes.Buffer
	addrC chan string
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.buf.Write(p)
	sc := bufio.NewScanner(bytes.NewReader(p))
	for sc.Scan() {
		var line struct{ Msg, Addr string }
		if json.Unmarshal(sc.Bytes(), &line) == nil && line.Msg == "listening" {
			select {
			case l.addrC <- line.Addr:
			default:
			}
		}
	}
	return len(p), nil
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

// count returns how many log lines have message msg and an err attribute
// containing errPart ("" matches any).
func (l *logBuffer) count(msg, errPart string) int {
	n := 0
	sc := bufio.NewScanner(strings.NewReader(l.String()))
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	for sc.Scan() {
		var line struct{ Msg, Err string }
		if json.Unmarshal(sc.Bytes(), &line) == nil && line.Msg == msg && strings.Contains(line.Err, errPart) {
			n++
		}
	}
	return n
}

func start(t *testing.T, p *platform, dbURL string, extra map[string]string) *instance {
	t.Helper()
	return startClock(t, p, dbURL, extra, nil)
}

// startClock is start with the connector on clock now (nil: the real one).
func startClock(t *testing.T, p *platform, dbURL string, extra map[string]string, now func() time.Time) *instance {
	t.Helper()
	env := map[string]string{
		"DATABASE_URL":            dbURL,
		"HTTP_ADDR":               "127.0.0.1:0",
		"CHATWOOT_BASE_URL":       p.api.URL,
		"CHATWOOT_BOT_TOKEN":      p.fake.BotToken(),
		"CHATWOOT_WEBHOOK_SECRET": webhookSecret,
		"CATALOG_FILE":            "../../testdata/catalog.json",
		"POLL_INTERVAL":           "100ms",
		"OUTBOX_BASE_DELAY":       "50ms",
		"OUTBOX_MAX_DELAY":        "400ms",
		"CHATWOOT_TIMEOUT":        "2s",
		"SHUTDOWN_TIMEOUT":        "5s",
		"LOG_LEVEL":               "debug",
	}
	for k, v := range extra {
		env[k] = v
	}
	inst := launch(t, env, now)
	inst.sender = fake.NewWebhookSender(inst.url+"/webhooks/chatwoot", []byte(webhookSecret))
	return inst
}

// launch runs the connector with env until the test ends: the real run()
// ("connector serve"), or, with a clock, the same serve with its database,
// runner and dispatcher on that clock.
func launch(t *testing.T, env map[string]string, now func() time.Time) *instance {
	t.Helper()
	logs := &logBuffer{addrC: make(chan string, 1)}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	getenv := func(k string) string { return env[k] }
	go func() {
		if now == nil {
			done <- run(ctx, []string{"serve"}, getenv, logs)
			return
		}
		cfg, err := configWith(nil, getenv)
		if err != nil {
			done <- err
			return
		}
		done <- serve(ctx, cfg, logs, serveHooks{now: now})
	}()
	var addr string
	select {
	case addr = <-logs.addrC:
	case err := <-done:
		cancel()
		t.Fatalf("connector exited before listening: %v\n%s", err, logs)
	case <-time.After(wait.Timeout):
		cancel()
		t.Fatalf("connector did not start\n%s", logs)
	}
	db, err := postgres.Open(context.Background(), env["DATABASE_URL"])
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	t.Cleanup(db.Close) // after stop (cleanups run last-in first-out)
	inst := &instance{url: "http://" + addr, logs: logs, db: db}
	var once sync.Once
	inst.stop = func() {
		once.Do(func() {
			cancel()
			select {
			case err := <-done:
				if err != nil {
					t.Errorf("connector stopped with error: %v", err)
				}
			case <-time.After(wait.Timeout):
				t.Errorf("connector did not stop within %s", wait.Timeout)
			}
		})
	}
	t.Cleanup(func() {
		inst.stop()
		if t.Failed() {
			t.Logf("connector logs:\n%s", tail(logs.String(), 80))
		}
	})
	return inst
}

func tail(s string, n int) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// setup starts a platform and one connector, echoes going to it.
func setup(t *testing.T, extra map[string]string) (*platform, *instance, fake.Conversation) {
	t.Helper()
	p := newPlatform(t)
	inst := start(t, p, pgtest.URL(t), extra)
	p.echoTo(inst)
	return p, inst, p.fake.NewConversation(fake.ConversationOptions{})
}

func (p *platform) echoTo(inst *instance) {
	p.mu.Lock()
	p.target = inst.sender
	p.mu.Unlock()
}

// say sends a shopper message through inst and checks the 2xx.
func (p *platform) say(t *testing.T, inst *instance, c fake.Conversation, text string) {
	t.Helper()
	d, err := p.fake.IncomingMessage(c.AccountID, c.ID, text)
	if err != nil {
		t.Fatal(err)
	}
	deliver(t, inst, d, http.StatusOK)
}

func deliver(t *testing.T, inst *instance, d fake.Delivery, want int) {
	t.Helper()
	status, err := inst.sender.Send(context.Background(), d)
	if err != nil {
		t.Fatal(err)
	}
	if status != want {
		t.Fatalf("webhook %s answered %d, want %d", d.Event, status, want)
	}
}

// botMessages returns what the bot posted in the conversation (notes included).
func (p *platform) botMessages(c fake.Conversation) []fake.Message {
	var out []fake.Message
	for _, m := range p.fake.Messages(c.AccountID, c.ID) {
		if m.MessageType == "outgoing" && m.SenderType == "agent_bot" {
			out = append(out, m)
		}
	}
	return out
}

// waitFor waits until cond holds on the bot's messages after the first skip.
func (p *platform) waitFor(t *testing.T, c fake.Conversation, skip int, what string, cond func([]fake.Message) bool) []fake.Message {
	t.Helper()
	var msgs []fake.Message
	wait.For(t, what, func() (bool, string) {
		msgs = p.botMessages(c)
		if len(msgs) < skip {
			return false, fmt.Sprintf("%d bot messages, fewer than the %d before", len(msgs), skip)
		}
		msgs = msgs[skip:]
		return cond(msgs), "new bot messages:\n" + describe(msgs)
	})
	return msgs
}

// settle waits until wakha has nothing left to do, then returns the bot's
// messages: no stored event unprocessed, no reply unsent, and every echo of
// the replies (Chatwoot sends the bot its own messages) delivered and
// processed too. It is the barrier before asserting that the bot did NOT
// answer something: whatever it was going to say has been said.
func (p *platform) settle(t *testing.T, inst *instance, c fake.Conversation) []fake.Message {
	t.Helper()
	wait.For(t, "wakha to finish its work", func() (bool, string) {
		calls := len(p.fake.Requests())
		if busy := pendingWork(inst); busy != "" {
			return false, busy
		}
		// The sends so far may have queued echoes; once delivered they are
		// stored events, so look again.
		p.fake.Flush()
		if busy := pendingWork(inst); busy != "" {
			return false, busy
		}
		// An API call in the meantime may have queued an echo after the flush.
		if n := len(p.fake.Requests()) - calls; n > 0 {
			return false, fmt.Sprintf("%d Chatwoot API calls while looking", n)
		}
		return true, ""
	})
	return p.botMessages(c)
}

// pendingWork describes the events and replies still waiting in inst's
// database, or "" when there are none.
func pendingWork(inst *instance) string {
	ctx, cancel := context.WithTimeout(context.Background(), wait.Timeout)
	defer cancel()
	s, err := inst.db.Stats(ctx)
	if err != nil {
		return err.Error()
	}
	if s.EventsPending > 0 || s.OutboxPending > 0 {
		return fmt.Sprintf("%d events and %d replies pending", s.EventsPending, s.OutboxPending)
	}
	return ""
}

// advance steps a test's clock once no reply waits for its "sent" mark.
// Leases are read on the same clock, so a step of hours taken while a send
// is in flight would expire its lease and the reply would go out again —
// what a crashed replica's reply does, not what these tests are about.
func advance(t *testing.T, inst *instance, clock *fakeclock.Clock, d time.Duration) {
	t.Helper()
	wait.For(t, "the replies in flight to be marked sent before the clock steps", func() (bool, string) {
		ctx, cancel := context.WithTimeout(context.Background(), wait.Timeout)
		defer cancel()
		s, err := inst.db.Stats(ctx)
		if err != nil {
			return false, err.Error()
		}
		if s.OutboxPending == 0 {
			return true, ""
		}
		// A send that failed (a loaded machine can make one time out) waits for
		// a retry due on the fake clock, which stands still until this step:
		// move it just past the earliest wait so the retry goes now.
		var due *time.Time
		if err := inst.db.Pool().QueryRow(ctx, `
			SELECT min(next_attempt_at) FROM outbox
			WHERE status = 'pending' AND (lease_until IS NULL OR lease_until <= $1)`, clock.Now()).Scan(&due); err != nil {
			return false, err.Error()
		}
		if due != nil && due.After(clock.Now()) {
			clock.Add(due.Sub(clock.Now()) + time.Millisecond)
		}
		return false, fmt.Sprintf("%d replies pending (earliest retry due %v)", s.OutboxPending, due)
	})
	clock.Add(d)
}

func describe(msgs []fake.Message) string {
	var b strings.Builder
	for _, m := range msgs {
		fmt.Fprintf(&b, "  [%d %s private=%v] %q", m.ID, m.ContentType, m.Private, m.Content)
		for _, it := range m.Items {
			fmt.Fprintf(&b, " (%s→%s)", it.Title, it.Value)
		}
		for _, c := range m.Cards {
			fmt.Fprintf(&b, " {%s}", c.Title)
		}
		b.WriteString("\n")
	}
	return b.String()
}

func contentType(ct string) func([]fake.Message) bool {
	return func(ms []fake.Message) bool {
		return slices.ContainsFunc(ms, func(m fake.Message) bool { return m.ContentType == ct })
	}
}

func lastOf(ms []fake.Message, ct string) (fake.Message, bool) {
	for i := len(ms) - 1; i >= 0; i-- {
		if ms[i].ContentType == ct && !ms[i].Private {
			return ms[i], true
		}
	}
	return fake.Message{}, false
}

// productIDs returns the ids named by the cards' Select postbacks.
func productIDs(t *testing.T, m fake.Message) []string {
	t.Helper()
	var ids []string
	for _, c := range m.Cards {
		id := ""
		for _, a := range c.Actions {
			if a.Type == chatwoot.ActionPostback {
				// select:<product>:<account>:<conversation>:<issued>:<signature>
				if f := strings.Split(a.Payload, ":"); len(f) == 6 && f[0] == "select" {
					id = f[1]
				}
			}
			if a.Type == chatwoot.ActionLink && !strings.HasPrefix(a.URI, "http") {
				t.Errorf("card %q link %q is not absolute", c.Title, a.URI)
			}
		}
		if id == "" {
			t.Errorf("card %q has no Select postback", c.Title)
		}
		ids = append(ids, id)
	}
	return ids
}

// checkCardsTurn asserts the shape of a results turn: a text line, then
// one cards message (≤ 5), then quick replies.
func checkCardsTurn(t *testing.T, turn []fake.Message) (cards fake.Message) {
	t.Helper()
	iText := slices.IndexFunc(turn, func(m fake.Message) bool { return m.ContentType == "text" && !m.Private })
	iCards := slices.IndexFunc(turn, func(m fake.Message) bool { return m.ContentType == "cards" })
	iQR := slices.IndexFunc(turn, func(m fake.Message) bool { return m.ContentType == "input_select" })
	if iText < 0 || iCards < 0 || iQR < 0 || !(iText < iCards && iCards < iQR) {
		t.Fatalf("want text, cards, quick replies in that order:\n%s", describe(turn))
	}
	cards = turn[iCards]
	if n := len(cards.Cards); n == 0 || n > 5 {
		t.Fatalf("cards message with %d cards", n)
	}
	if turn[iQR].Content == "" {
		t.Error("input_select with empty content: the widget would show nothing")
	}
	return cards
}

func quickReply(m fake.Message, value string) bool {
	return slices.ContainsFunc(m.Items, func(it chatwoot.SelectItem) bool { return it.Value == value })
}

// postback plays the storefront script: it forwards the payload of the
// card's Select button, which is all Chatwoot's browser event carries.
func postback(t *testing.T, inst *instance, cards fake.Message, productID string) {
	t.Helper()
	payload := ""
	for _, c := range cards.Cards {
		for _, a := range c.Actions {
			if a.Type == chatwoot.ActionPostback && strings.HasPrefix(a.Payload, "select:"+productID+":") {
				payload = a.Payload
			}
		}
	}
	if payload == "" {
		t.Fatalf("no Select button for product %s", productID)
	}
	body := fmt.Sprintf(`{"payload":%q,"click_id":"%d"}`, payload, time.Now().UnixNano())
	resp, err := http.Post(inst.url+"/widget/events", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusAccepted {
		t.Fatalf("widget postback: %d %s", resp.StatusCode, b)
	}
}

func clickQuickReply(t *testing.T, p *platform, inst *instance, c fake.Conversation, m fake.Message, value string) {
	t.Helper()
	if !quickReply(m, value) {
		t.Fatalf("message %d offers no quick reply %q:\n%s", m.ID, value, describe([]fake.Message{m}))
	}
	d, err := p.fake.QuickReplyClick(c.AccountID, c.ID, fmt.Sprint(m.ID), value)
	if err != nil {
		t.Fatal(err)
	}
	deliver(t, inst, d, http.StatusOK)
}
