package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/wakha/wakha/chatwoot/fake"
	"github.com/wakha/wakha/internal/wait"
	"github.com/wakha/wakha/postgres/pgtest"
)

// broadSearch finds more than ten products in testdata/catalog.json.
const broadSearch = "wach 3ndkom tajine?"

func TestE2ESearchShowMoreWithoutRepeats(t *testing.T) {
	t.Parallel()
	p, inst, c := setup(t, nil)

	p.say(t, inst, c, broadSearch)
	turn := p.waitFor(t, c, 0, "first page", contentType("input_select"))
	first := checkCardsTurn(t, turn)
	seen := productIDs(t, first)
	qr, _ := lastOf(turn, "input_select")
	if !quickReply(qr, "show_more") || !quickReply(qr, "human") {
		t.Fatalf("quick replies lack show_more/human:\n%s", describe([]fake.Message{qr}))
	}

	// "Show more" clicked in the widget arrives as message_updated.
	before := len(p.botMessages(c))
	clickQuickReply(t, p, inst, c, qr, "show_more")
	second := checkCardsTurn(t, p.waitFor(t, c, before, "second page", contentType("input_select")))
	ids := productIDs(t, second)
	for _, id := range ids {
		if slices.Contains(seen, id) {
			t.Errorf("product %s shown twice", id)
		}
	}
	seen = append(seen, ids...)

	// The same click delivered again (a read receipt repeats submitted_values) is not a second "more".
	n := len(p.settle(t, inst, c))
	clickQuickReply(t, p, inst, c, qr, "show_more")
	if got := len(p.settle(t, inst, c)); got != n {
		t.Errorf("a repeated quick-reply submission was answered again (%d → %d messages)", n, got)
	}

	// Typed "more" in Darija and French keep paging with no repeats until the results run out.
	for _, more := range []string{"zid", "encore"} {
		before = len(p.botMessages(c))
		p.say(t, inst, c, more)
		p.waitFor(t, c, before, "a reply to "+more, func(ms []fake.Message) bool {
			return slices.ContainsFunc(ms, func(m fake.Message) bool { return m.ContentType == "input_select" || m.ContentType == "text" })
		})
		turn = p.settle(t, inst, c)[before:]
		if cards, ok := lastOf(turn, "cards"); ok {
			for _, id := range productIDs(t, cards) {
				if slices.Contains(seen, id) {
					t.Errorf("%q: product %s shown twice", more, id)
				}
				seen = append(seen, id)
			}
		}
	}
	if len(seen) < 10 {
		t.Errorf("only %d products over the pages; the catalog has more for %q", len(seen), broadSearch)
	}
}

func TestE2ESelectConfirmAndCancel(t *testing.T) {
	t.Parallel()
	p, inst, c := setup(t, nil)
	p.say(t, inst, c, broadSearch)
	cards := checkCardsTurn(t, p.waitFor(t, c, 0, "cards", contentType("input_select")))
	ids := productIDs(t, cards)
	if len(ids) < 3 {
		t.Fatalf("want at least 3 cards, got %d", len(ids))
	}

	confirms := []struct {
		pick   func()
		answer string
		card   int
	}{
		{func() { postback(t, inst, cards, ids[0]) }, "wakha", 0}, // card button, Darija
		{func() { p.say(t, inst, c, "2") }, "yes", 1},             // typed ordinal, English
		{func() { p.say(t, inst, c, "الثالث") }, "واخا", 2},       // Arabic ordinal and Arabic-script yes
	}
	for _, tc := range confirms {
		before := len(p.botMessages(c))
		tc.pick()
		ask := p.waitFor(t, c, before, "add-to-cart question", contentType("input_select"))
		q, _ := lastOf(ask, "input_select")
		if !quickReply(q, "confirm") || !quickReply(q, "cancel") {
			t.Fatalf("confirmation lacks confirm/cancel:\n%s", describe(ask))
		}
		before = len(p.botMessages(c))
		p.say(t, inst, c, tc.answer)
		reply := p.waitFor(t, c, before, "the add-to-cart link", contentType("text"))
		text, _ := lastOf(reply, "text")
		var links []string
		for _, a := range cards.Cards[tc.card].Actions {
			if a.URI != "" {
				links = append(links, a.URI)
			}
		}
		if !slices.ContainsFunc(links, func(l string) bool { return strings.Contains(text.Content, l) }) {
			t.Errorf("after %q the reply %q names none of the card's links %v", tc.answer, text.Content, links)
		}
	}

	// "la" and "no" cancel.
	for _, no := range []string{"la", "no"} {
		before := len(p.botMessages(c))
		p.say(t, inst, c, "1")
		p.waitFor(t, c, before, "question", contentType("input_select"))
		before = len(p.botMessages(c))
		p.say(t, inst, c, no)
		reply := p.waitFor(t, c, before, "cancellation", contentType("text"))
		text, _ := lastOf(reply, "text")
		if strings.Contains(text.Content, "add-to-cart=") {
			t.Errorf("%q did not cancel: %q", no, text.Content)
		}
	}
}

func TestE2EHandoffSilenceAndResolve(t *testing.T) {
	t.Parallel()
	p, inst, c := setup(t, nil)
	p.fake.DefineLabels("vip", "wakha-handoff", "wakha-user_requested")
	if err := p.fake.SetLabels(c.AccountID, c.ID, "vip"); err != nil {
		t.Fatal(err)
	}
	p.say(t, inst, c, "I want to talk to a human")
	wait.For(t, "the conversation opened for humans", func() (bool, string) {
		status := p.fake.Status(c.AccountID, c.ID)
		return status == "open", "status " + status + ", bot messages:\n" + describe(p.botMessages(c))
	})
	msgs := p.settle(t, inst, c)
	iNote := slices.IndexFunc(msgs, func(m fake.Message) bool { return m.Private })
	iLine := slices.IndexFunc(msgs, func(m fake.Message) bool { return !m.Private && m.ContentType == "text" })
	if iNote < 0 || iLine < 0 || iNote > iLine {
		t.Fatalf("want a private note then a line to the shopper:\n%s", describe(msgs))
	}
	if !strings.Contains(msgs[iNote].Content, "user_requested") || !strings.Contains(msgs[iNote].Content, "talk to a human") {
		t.Errorf("handoff note lacks the reason or the last turns: %q", msgs[iNote].Content)
	}
	labels := p.fake.Labels(c.AccountID, c.ID)
	if !slices.Contains(labels, "vip") || !slices.Contains(labels, "wakha-handoff") {
		t.Errorf("labels %v: existing ones must be kept and wakha-handoff added", labels)
	}
	reqs := p.fake.Requests()
	lastToggle := slices.IndexFunc(reqs, func(r fake.Request) bool { return strings.HasSuffix(r.Path, "/toggle_status") })
	if lastToggle < 0 || slices.ContainsFunc(reqs[lastToggle+1:], func(r fake.Request) bool { return strings.HasSuffix(r.Path, "/messages") }) {
		t.Errorf("toggle_status must be the last request of the handoff")
	}

	// While a human owns it, the bot stays silent.
	n := len(msgs)
	p.say(t, inst, c, "allo? wach kayn chi wa7ed?")
	if got := len(p.settle(t, inst, c)); got != n {
		t.Errorf("bot answered while the conversation was open (%d → %d)", n, got)
	}

	// The agent resolves; the shopper's next message is answered again.
	ds, err := p.fake.Resolve(c.AccountID, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range ds {
		deliver(t, inst, d, http.StatusOK)
	}
	p.say(t, inst, c, "robe rouge")
	p.waitFor(t, c, n, "an answer after resolve", func(ms []fake.Message) bool { return len(ms) > 0 })
}

func TestE2ELowConfidenceHandsOff(t *testing.T) {
	t.Parallel()
	p, inst, c := setup(t, nil)
	for _, text := range []string{"hmm", "xqzv ptk", "...?"} {
		before := len(p.botMessages(c))
		p.say(t, inst, c, text)
		p.waitFor(t, c, before, "a reply to "+text, func(ms []fake.Message) bool { return len(ms) > 0 })
	}
	msgs := p.settle(t, inst, c)
	if p.fake.Status(c.AccountID, c.ID) != "open" {
		t.Fatalf("three unresolvable messages did not hand off:\n%s", describe(msgs))
	}
	i := slices.IndexFunc(msgs, func(m fake.Message) bool { return m.Private })
	if i < 0 || !strings.Contains(msgs[i].Content, "low_confidence") {
		t.Errorf("no handoff note with reason low_confidence:\n%s", describe(msgs))
	}
}

func TestE2EDuplicatesAndIgnoredMessages(t *testing.T) {
	t.Parallel()
	p, inst, c := setup(t, nil)
	d, err := p.fake.IncomingMessage(c.AccountID, c.ID, "argan oil")
	if err != nil {
		t.Fatal(err)
	}
	deliver(t, inst, d, http.StatusOK)
	if status, err := inst.sender.Resend(context.Background()); err != nil || status != http.StatusOK {
		t.Fatalf("resend: %d %v", status, err)
	}
	// Chatwoot sometimes sends the same message_created twice under two delivery ids.
	var msg struct{ ID json.Number }
	if err := json.Unmarshal(d.Body, &msg); err != nil {
		t.Fatal(err)
	}
	again, err := p.fake.MessageCreated(c.AccountID, c.ID, msg.ID.String())
	if err != nil {
		t.Fatal(err)
	}
	if again.ID == d.ID {
		t.Fatal("the fake reused the delivery id; the test needs a new one")
	}
	deliver(t, inst, again, http.StatusOK)
	first := p.settle(t, inst, c)
	if n := countType(first, "cards"); n != 1 {
		t.Fatalf("%d card messages for one message delivered three times, want 1:\n%s", n, describe(first))
	}

	// Messages the bot must not answer.
	noise := []func() (fake.Delivery, error){
		func() (fake.Delivery, error) { return p.fake.AgentMessage(c.AccountID, c.ID, "Salam, ana Amina") },
		func() (fake.Delivery, error) { return p.fake.PrivateNote(c.AccountID, c.ID, "VIP customer") },
		func() (fake.Delivery, error) {
			return p.fake.TemplateMessage(c.AccountID, c.ID, "Rate your conversation")
		},
	}
	for _, mk := range noise {
		d, err := mk()
		if err != nil {
			t.Fatal(err)
		}
		deliver(t, inst, d, http.StatusOK)
	}
	if got := p.settle(t, inst, c); len(got) != len(first) {
		t.Errorf("bot answered agent/private/template messages:\n%s", describe(got[len(first):]))
	}

	// Bad signatures and stale timestamps are refused.
	bad := fake.NewWebhookSender(inst.url+"/webhooks/chatwoot", []byte("wrong-secret"))
	d2, _ := p.fake.IncomingMessage(c.AccountID, c.ID, "tajine")
	if status, _ := bad.Send(context.Background(), d2); status != http.StatusUnauthorized {
		t.Errorf("bad signature: %d, want 401", status)
	}
	stale := fake.NewWebhookSender(inst.url+"/webhooks/chatwoot", []byte(webhookSecret))
	stale.Now = func() time.Time { return time.Now().Add(-10 * time.Minute) }
	if status, _ := stale.Send(context.Background(), d2); status != http.StatusUnauthorized {
		t.Errorf("stale timestamp: %d, want 401", status)
	}
	big := fake.Delivery{ID: "big", Event: "message_created", Body: []byte(`{"event":"message_created","content":"` + strings.Repeat("x", 2<<20) + `"}`)}
	if status, _ := inst.sender.Send(context.Background(), big); status != http.StatusRequestEntityTooLarge {
		t.Errorf("oversized: %d, want 413", status)
	}
	if status, _ := inst.sender.Send(context.Background(), fake.Delivery{ID: "m", Body: []byte(`{"event":`)}); status != http.StatusBadRequest {
		t.Errorf("malformed: %d, want 400", status)
	}
}

func countType(ms []fake.Message, ct string) int {
	n := 0
	for _, m := range ms {
		if m.ContentType == ct {
			n++
		}
	}
	return n
}

func TestE2ERestartContinues(t *testing.T) {
	t.Parallel()
	p := newPlatform(t)
	db := pgtest.URL(t)
	a := start(t, p, db, nil)
	p.echoTo(a)
	c := p.fake.NewConversation(fake.ConversationOptions{})
	p.say(t, a, c, broadSearch)
	first := checkCardsTurn(t, p.waitFor(t, c, 0, "first page", contentType("input_select")))
	p.settle(t, a, c)
	a.stop()

	b := start(t, p, db, nil)
	p.echoTo(b)
	before := len(p.botMessages(c))
	p.say(t, b, c, "more")
	second := checkCardsTurn(t, p.waitFor(t, c, before, "second page after restart", contentType("input_select")))
	seen := productIDs(t, first)
	for _, id := range productIDs(t, second) {
		if slices.Contains(seen, id) {
			t.Errorf("product %s shown again after restart", id)
		}
	}
}

func TestE2ETwoInstancesKeepOrder(t *testing.T) {
	t.Parallel()
	p := newPlatform(t)
	db := pgtest.URL(t)
	a, b := start(t, p, db, nil), start(t, p, db, nil)
	p.echoTo(a)
	c := p.fake.NewConversation(fake.ConversationOptions{})
	searches := []string{"tajine", "babouches", "huile d'argan", "coque iphone"}
	for i, q := range searches { // alternate instances, no waiting in between
		p.say(t, []*instance{a, b}[i%2], c, q)
	}
	p.waitFor(t, c, 0, "four result pages", func(ms []fake.Message) bool { return countType(ms, "cards") >= len(searches) })
	msgs := p.settle(t, a, c)
	if n := countType(msgs, "cards"); n != len(searches) {
		t.Fatalf("%d card messages for %d searches (doubled or lost):\n%s", n, len(searches), describe(msgs))
	}
	// Replies come in the order the searches were sent: each results line names its query.
	var intros []string
	for i, m := range msgs {
		if m.ContentType == "cards" && i > 0 {
			intros = append(intros, strings.ToLower(msgs[i-1].Content))
		}
	}
	words := []string{"tajine", "babouche", "argan", "iphone"}
	for i, w := range words {
		if i < len(intros) && !strings.Contains(intros[i], w) {
			t.Errorf("reply %d is %q, want the results for %q (order kept)", i+1, intros[i], searches[i])
		}
	}
}

func TestE2EChatwootOutageDeliversOnceInOrder(t *testing.T) {
	t.Parallel()
	// The timeout only has to end the sends the fake holds for an hour. A
	// short one would also end sends the fake is merely slow to handle on a
	// loaded machine: those are stored and then sent again, the in-flight
	// window the README documents, which this test is not about.
	p, inst, c := setup(t, map[string]string{"CHATWOOT_TIMEOUT": "3s"})
	p.fake.FailNext(2, http.StatusInternalServerError, 0)
	p.fake.FailNext(2, http.StatusTooManyRequests, time.Second)
	p.say(t, inst, c, broadSearch)
	wait.For(t, "the four injected failures", func() (bool, string) {
		n := 0
		for _, r := range p.fake.Requests() {
			if r.Status == http.StatusInternalServerError || r.Status == http.StatusTooManyRequests {
				n++
			}
		}
		return n == 4, fmt.Sprintf("%d of them", n)
	})
	p.fake.SetDelay(time.Hour) // every call now times out…
	const failed = "dispatcher: send failed, will retry"
	wait.For(t, "a send that timed out", func() (bool, string) {
		n := inst.logs.count(failed, "Timeout") + inst.logs.count(failed, "deadline exceeded")
		return n > 0, fmt.Sprintf("%d %q lines in all", inst.logs.count(failed, ""), failed)
	})
	p.fake.SetDelay(0) // …until the platform recovers
	turn := p.waitFor(t, c, 0, "the whole turn after recovery", contentType("input_select"))
	checkCardsTurn(t, turn)
	msgs := p.settle(t, inst, c)
	if n := countType(msgs, "cards"); n != 1 {
		t.Errorf("cards delivered %d times, want once:\n%s", n, describe(msgs))
	}
	if n := countType(msgs, "text"); n != 1 {
		t.Errorf("results line delivered %d times, want once:\n%s", n, describe(msgs))
	}
	var sawFailures, saw429 bool
	for _, r := range p.fake.Requests() {
		sawFailures = sawFailures || r.Status == http.StatusInternalServerError
		saw429 = saw429 || r.Status == http.StatusTooManyRequests
	}
	if !sawFailures || !saw429 {
		t.Errorf("the injected failures never happened (500 %v, 429 %v)", sawFailures, saw429)
	}
	// Retry-After (1 s) was longer than OUTBOX_MAX_DELAY (400ms): capped, and said so.
	if n := inst.logs.count("dispatcher: the platform asked to wait longer than OUTBOX_MAX_DELAY; capped", ""); n != 2 {
		t.Errorf("%d log lines about a capped Retry-After, want 2 (one per 429)", n)
	}
	waitMetrics(t, inst, []string{`wakha_outbox_retry_after_seconds_count{platform="chatwoot"} 2`})
}

// A bot token being rotated makes Chatwoot answer 401 for a while: the
// replies of that window wait and go out once the token works again,
// instead of being dead-lettered on their first attempt.
func TestE2ETokenRotationDoesNotLoseReplies(t *testing.T) {
	t.Parallel()
	p, inst, c := setup(t, map[string]string{"OUTBOX_MAX_ATTEMPTS": "5"})
	p.fake.FailNext(2, http.StatusUnauthorized, 0)
	p.fake.FailNext(1, http.StatusForbidden, 0)
	p.say(t, inst, c, broadSearch)
	checkCardsTurn(t, p.waitFor(t, c, 0, "the whole turn once the token works", contentType("input_select")))
	msgs := p.settle(t, inst, c)
	if n := countType(msgs, "text"); n != 1 {
		t.Errorf("results line delivered %d times, want once:\n%s", n, describe(msgs))
	}
	waitMetrics(t, inst, []string{
		`wakha_outbox_auth_failures_total{platform="chatwoot"} 3`,
		`wakha_outbox_dead{platform="chatwoot"} 0`,
	})
}

func TestE2EDeadLetterDoesNotBlockLaterReplies(t *testing.T) {
	t.Parallel()
	p, inst, c := setup(t, map[string]string{"OUTBOX_MAX_ATTEMPTS": "2"})
	p.fake.FailNext(2, http.StatusInternalServerError, 0) // the results line fails twice: dead
	p.say(t, inst, c, broadSearch)
	turn := p.waitFor(t, c, 0, "cards and quick replies after the dead letter", contentType("input_select"))
	if countType(turn, "text") != 0 || countType(turn, "cards") != 1 {
		t.Errorf("want the dead-lettered line missing and the rest delivered:\n%s", describe(turn))
	}
	// A permanent error (422) is not retried: dead at once, the next reply still goes out.
	p.fake.FailNext(1, http.StatusUnprocessableEntity, 0)
	before := len(p.botMessages(c))
	p.say(t, inst, c, "merci")
	p.say(t, inst, c, "bslama")
	p.waitFor(t, c, before, "the reply after a permanent failure", func(ms []fake.Message) bool { return len(ms) >= 1 })
	p.settle(t, inst, c)

	waitMetrics(t, inst, []string{
		`wakha_outbox_dead{platform="chatwoot"} 2`,
		`wakha_outbox_sends_total{kind="message",outcome="dead",platform="chatwoot"} 2`,
		`wakha_webhook_requests_total{event="message_created",outcome="accepted",platform="chatwoot"}`,
		`wakha_events_processed_total{kind="user_message",outcome="ok",platform="chatwoot"}`,
		`wakha_transitions_total{from="idle",platform="chatwoot",to="recommending"} 1`,
		`wakha_turn_duration_seconds_bucket`,
		`wakha_webhook_duration_seconds_bucket`,
		`wakha_outbox_delivery_seconds_bucket`,
		`wakha_conversations{dialogue_state="`,
		`wakha_outbox_pending{platform="chatwoot"} 0`,
		`wakha_catalog_`,
	})
}

func TestE2EMetricsCountHandoffsAndConfirmations(t *testing.T) {
	t.Parallel()
	p, inst, c := setup(t, nil)
	p.say(t, inst, c, broadSearch)
	p.waitFor(t, c, 0, "cards", contentType("input_select"))
	before := len(p.botMessages(c))
	p.say(t, inst, c, "1")
	p.waitFor(t, c, before, "question", contentType("input_select"))
	before = len(p.botMessages(c))
	p.say(t, inst, c, "wakha")
	p.waitFor(t, c, before, "link", contentType("text"))
	before = len(p.botMessages(c))
	p.say(t, inst, c, "bghit nhder m3a chi wa7ed")
	p.waitFor(t, c, before, "handoff", func(ms []fake.Message) bool {
		return slices.ContainsFunc(ms, func(m fake.Message) bool { return m.Private })
	})
	p.settle(t, inst, c)
	waitMetrics(t, inst, []string{
		`wakha_confirmations_total{lang="darija",platform="chatwoot",result="accepted"} 1`,
		`wakha_handoffs_total{platform="chatwoot",reason="user_requested"} 1`,
		`wakha_conversations{dialogue_state="handoff",platform="chatwoot"} 1`,
		// four messages, each answered by a reply the platform accepted
		`wakha_message_answer_seconds_count{platform="chatwoot"} 4`,
	})
}

// waitMetrics scrapes /metrics until it has every wanted line. The
// database-derived gauges are read at most every 10 s, so a scrape taken
// before the work was done can show stale values for a while; the counters
// are live. After a settle the first scrape is normally the right one.
func waitMetrics(t *testing.T, inst *instance, wants []string) {
	t.Helper()
	wait.For(t, "the metrics", func() (bool, string) {
		metrics, err := scrape(inst)
		if err != nil {
			return false, err.Error()
		}
		var missing []string
		for _, want := range wants {
			if !strings.Contains(metrics, want) {
				missing = append(missing, want)
			}
		}
		return len(missing) == 0, "/metrics lacks " + strings.Join(missing, ", ")
	})
}

func scrape(inst *instance) (string, error) {
	resp, err := http.Get(inst.url + "/metrics")
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}
