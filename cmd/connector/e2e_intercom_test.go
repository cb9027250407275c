package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/chatwoot/fake"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/intercom"
	icfake "github.com/wakha/wakha/intercom/fake"
	"github.com/wakha/wakha/internal/fakeclock"
	"github.com/wakha/wakha/internal/wait"
	"github.com/wakha/wakha/postgres"
	"github.com/wakha/wakha/postgres/pgtest"
)

// The Chatwoot end-to-end scenarios again, on Intercom: the real connector
// (HTTP, Postgres, runner, dispatcher) against intercom/fake, which checks
// every API call against Intercom's documented shape and signs its
// notifications like Intercom.

const intercomSecret = "e2e-intercom-client-secret"

// icPlatform is a fake Intercom workspace whose notifications go to one
// wakha instance.
type icPlatform struct {
	fake   *icfake.Server
	api    *httptest.Server
	mu     sync.Mutex
	target *icfake.WebhookSender // where the echoes of wakha's own API calls go
}

func newIntercom(t *testing.T) *icPlatform {
	t.Helper()
	p := &icPlatform{fake: icfake.New(icfake.Options{ClientSecret: intercomSecret})}
	p.api = httptest.NewServer(p.fake)
	t.Cleanup(func() {
		p.fake.Close()
		p.api.Close()
		if v := p.fake.Violations(); len(v) > 0 {
			t.Errorf("requests that break Intercom's documented shape:\n%s", strings.Join(v, "\n"))
		}
	})
	// Intercom notifies the app of its own replies, notes and assignments
	// (admin.replied, admin.noted, admin.assigned with app_package_code):
	// wakha must ignore them, so the test forwards them too.
	p.fake.OnWebhook(func(n icfake.Notification) {
		p.mu.Lock()
		s := p.target
		p.mu.Unlock()
		if s != nil {
			_, _ = s.Send(context.Background(), n)
		}
	})
	return p
}

// env is the connector's environment for this workspace.
func (p *icPlatform) env(dbURL string) map[string]string {
	return map[string]string{
		"DATABASE_URL":           dbURL,
		"HTTP_ADDR":              "127.0.0.1:0",
		"INTERCOM_ACCESS_TOKEN":  p.fake.Token(),
		"INTERCOM_CLIENT_SECRET": intercomSecret,
		"INTERCOM_ADMIN_ID":      p.fake.BotAdminID(),
		"INTERCOM_BASE_URL":      p.api.URL,
		"INTERCOM_TIMEOUT":       "2s",
		"CATALOG_FILE":           "../../testdata/catalog.json",
		"POLL_INTERVAL":          "100ms",
		"OUTBOX_BASE_DELAY":      "50ms",
		"OUTBOX_MAX_DELAY":       "400ms",
		"SHUTDOWN_TIMEOUT":       "5s",
		"LOG_LEVEL":              "debug",
	}
}

// icInstance is a running connector seen from the Intercom side.
type icInstance struct {
	*instance
	p      *icPlatform
	sender *icfake.WebhookSender
	view   viewer
}

// startIntercom runs a connector for p (extra overrides the environment;
// now, when set, is its clock) and sends it p's echoes.
func startIntercom(t *testing.T, p *icPlatform, dbURL string, extra map[string]string, now func() time.Time) *icInstance {
	t.Helper()
	env := p.env(dbURL)
	for k, v := range extra {
		env[k] = v
	}
	inst := launch(t, env, now)
	url := inst.url + "/webhooks/intercom"
	ic := &icInstance{instance: inst, p: p, view: viewer{inst.db},
		sender: &icfake.WebhookSender{URL: url, Secret: []byte(intercomSecret)}}
	p.mu.Lock()
	// Echoes go through a sender of their own: ic.sender's Resend repeats
	// what the test sent, not an echo.
	p.target = &icfake.WebhookSender{URL: url, Secret: []byte(intercomSecret)}
	p.mu.Unlock()
	return ic
}

func setupIntercom(t *testing.T, extra map[string]string) *icInstance {
	t.Helper()
	return startIntercom(t, newIntercom(t), pgtest.URL(t), extra, nil)
}

// deliver sends n and checks the status.
func (ic *icInstance) deliver(t *testing.T, n icfake.Notification, want int) {
	t.Helper()
	status, err := ic.sender.Send(context.Background(), n)
	if err != nil {
		t.Fatal(err)
	}
	if status != want {
		t.Fatalf("notification %s answered %d, want %d", n.Topic, status, want)
	}
}

// open starts a conversation with the shopper's first message.
func (ic *icInstance) open(t *testing.T, text string) string {
	t.Helper()
	c, n := ic.p.fake.StartConversation(icfake.ConversationOptions{}, text)
	ic.deliver(t, n, http.StatusOK)
	return c.ID
}

func (ic *icInstance) say(t *testing.T, conv, text string) {
	t.Helper()
	n, err := ic.p.fake.UserReply(conv, text)
	if err != nil {
		t.Fatal(err)
	}
	ic.deliver(t, n, http.StatusOK)
}

// click clicks the option of the latest quick replies whose uuid means meaning.
func (ic *icInstance) click(t *testing.T, conv, meaning string) {
	t.Helper()
	u := optionFor(t, ic.p.fake.LastOptions(conv), meaning)
	n, err := ic.p.fake.QuickReplyClick(conv, u.UUID)
	if err != nil {
		t.Fatal(err)
	}
	ic.deliver(t, n, http.StatusOK)
}

func optionFor(t *testing.T, opts []intercom.ReplyOption, meaning string) intercom.ReplyOption {
	t.Helper()
	for _, o := range opts {
		if m, ok := intercom.DecodeReplyUUID(o.UUID); ok && m == meaning {
			return o
		}
	}
	t.Fatalf("no quick reply meaning %q among %+v", meaning, opts)
	return intercom.ReplyOption{}
}

// act returns a function that sends what a teammate's action in Intercom
// notifies: ic.act(t)(f.AdminClose(conv, admin)).
func (ic *icInstance) act(t *testing.T) func(icfake.Notification, error) {
	return func(n icfake.Notification, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		ic.deliver(t, n, http.StatusOK)
	}
}

// botParts returns the parts wakha posted through the API, oldest first.
func (ic *icInstance) botParts(conv string) []icfake.Part {
	var out []icfake.Part
	for _, p := range ic.p.fake.Parts(conv) {
		if p.AuthorID == ic.p.fake.BotAdminID() && p.AppPackageCode != "" {
			out = append(out, p)
		}
	}
	return out
}

// waitFor waits until cond holds on the bot's parts after the first skip.
func (ic *icInstance) waitFor(t *testing.T, conv string, skip int, what string, cond func([]icfake.Part) bool) []icfake.Part {
	t.Helper()
	var parts []icfake.Part
	wait.For(t, what, func() (bool, string) {
		parts = ic.botParts(conv)
		if len(parts) < skip {
			return false, fmt.Sprintf("%d bot parts, fewer than the %d before", len(parts), skip)
		}
		parts = parts[skip:]
		return cond(parts), "new bot parts:\n" + describeParts(parts)
	})
	return parts
}

// settle is the barrier before asserting that the bot did NOT answer: no
// event unprocessed, no request unsent, every echo delivered and processed.
func (ic *icInstance) settle(t *testing.T, conv string) []icfake.Part {
	t.Helper()
	wait.For(t, "wakha to finish its work", func() (bool, string) {
		calls := len(ic.p.fake.Requests())
		if busy := pendingWork(ic.instance); busy != "" {
			return false, busy
		}
		ic.p.fake.Flush()
		if busy := pendingWork(ic.instance); busy != "" {
			return false, busy
		}
		if n := len(ic.p.fake.Requests()) - calls; n > 0 {
			return false, fmt.Sprintf("%d Intercom API calls while looking", n)
		}
		return true, ""
	})
	return ic.botParts(conv)
}

func (ic *icInstance) key(conv string) wakha.ConvKey {
	return wakha.ConvKey{Platform: intercom.Name, AccountID: ic.p.fake.AppID(), ExternalID: conv}
}

// stored reads the conversation wakha keeps, once it keeps one.
func (ic *icInstance) stored(t *testing.T, conv string) (postgres.ConversationView, engine.State) {
	t.Helper()
	cv, err := ic.view.db.Conversation(context.Background(), ic.key(conv), 50)
	if err != nil {
		t.Fatal(err)
	}
	var st engine.State
	if err := json.Unmarshal(cv.State, &st); err != nil {
		t.Fatalf("state %s: %v", cv.State, err)
	}
	return cv, st
}

// waitStored waits until cond holds on the stored conversation.
func (ic *icInstance) waitStored(t *testing.T, conv, what string, cond func(postgres.ConversationView, engine.State) bool) (postgres.ConversationView, engine.State) {
	t.Helper()
	var cv postgres.ConversationView
	var st engine.State
	wait.For(t, what, func() (bool, string) {
		var err error
		cv, err = ic.view.db.Conversation(context.Background(), ic.key(conv), 50)
		if errors.Is(err, wakha.ErrNotFound) || len(cv.State) == 0 {
			return false, "nothing stored yet"
		}
		if err != nil {
			return false, err.Error()
		}
		st = engine.State{}
		if err := json.Unmarshal(cv.State, &st); err != nil {
			return false, err.Error()
		}
		return cond(cv, st), fmt.Sprintf("stored: state %s reason %q paused %+v, transitions %+v", cv.DialogueState, cv.HandoffReason, st.Paused, cv.Transitions)
	})
	return cv, st
}

func describeParts(parts []icfake.Part) string {
	var b strings.Builder
	for _, p := range parts {
		fmt.Fprintf(&b, "  [%s %s] %.120q", p.ID, p.PartType, p.Body)
		for _, o := range p.ReplyOptions {
			m, _ := intercom.DecodeReplyUUID(o.UUID)
			fmt.Fprintf(&b, " (%s→%s)", o.Text, m)
		}
		if p.AssignedID != "" {
			fmt.Fprintf(&b, " → %s %s", p.AssignedType, p.AssignedID)
		}
		b.WriteString("\n")
	}
	return b.String()
}

func partOfType(pt string) func([]icfake.Part) bool {
	return func(ps []icfake.Part) bool {
		return slices.ContainsFunc(ps, func(p icfake.Part) bool { return p.PartType == pt })
	}
}

func countParts(ps []icfake.Part, pt string) int {
	n := 0
	for _, p := range ps {
		if p.PartType == pt {
			n++
		}
	}
	return n
}

// cardsRE finds the numbered product names of a cards comment.
var cardsRE = regexp.MustCompile(`<p><b>\d+\. `)

func isCards(p icfake.Part) bool { return p.PartType == "comment" && cardsRE.MatchString(p.Body) }

// icCardsTurn checks the shape of a results turn: a line, one comment with
// at most five products, the question, then the quick replies (a pick per
// product, show more, a human). It returns the cards comment and the ids
// of the products shown.
func icCardsTurn(t *testing.T, turn []icfake.Part) (icfake.Part, []string) {
	t.Helper()
	iCards := slices.IndexFunc(turn, isCards)
	iQR := slices.IndexFunc(turn, func(p icfake.Part) bool { return p.PartType == "quick_reply" })
	if iCards < 1 || iQR < iCards+2 || turn[0].PartType != "comment" || turn[iQR-1].PartType != "comment" {
		t.Fatalf("want a line, the cards, the question and the quick replies:\n%s", describeParts(turn))
	}
	cards := turn[iCards]
	if n := len(cardsRE.FindAllString(cards.Body, -1)); n == 0 || n > 5 {
		t.Fatalf("a cards comment with %d products", n)
	}
	var ids []string
	meanings := map[string]bool{}
	for _, o := range turn[iQR].ReplyOptions {
		m, ok := intercom.DecodeReplyUUID(o.UUID)
		if !ok {
			t.Errorf("option %q: uuid %s is not wakha's", o.Text, o.UUID)
		}
		meanings[m] = true
		if id, ok := strings.CutPrefix(m, engine.MeaningSelectPrefix); ok {
			ids = append(ids, id)
		}
	}
	if len(ids) != len(cardsRE.FindAllString(cards.Body, -1)) || !meanings[engine.MeaningHuman] {
		t.Errorf("quick replies %+v: want one pick per product and a human", turn[iQR].ReplyOptions)
	}
	return cards, ids
}

var hrefRE = regexp.MustCompile(`href="([^"]+)"`)

// productLinks returns the links of the n-th product (1-based) of a cards comment.
func productLinks(cards icfake.Part, n int) []string {
	blocks := strings.Split(cards.Body, "<p><b>")[1:]
	if n > len(blocks) {
		return nil
	}
	var links []string
	for _, m := range hrefRE.FindAllStringSubmatch(blocks[n-1], -1) {
		links = append(links, m[1])
	}
	return links
}

func TestIntercomE2ESearchShowMoreWithoutRepeats(t *testing.T) {
	t.Parallel()
	ic := setupIntercom(t, nil)
	conv := ic.open(t, broadSearch)
	_, seen := icCardsTurn(t, ic.waitFor(t, conv, 0, "the first page", partOfType("quick_reply")))

	// "Show more" clicked: a comment carrying the option's uuid.
	before := len(ic.botParts(conv))
	ic.click(t, conv, engine.MeaningShowMore)
	_, ids := icCardsTurn(t, ic.waitFor(t, conv, before, "the second page", partOfType("quick_reply")))
	for _, id := range ids {
		if slices.Contains(seen, id) {
			t.Errorf("product %s shown twice", id)
		}
	}
	seen = append(seen, ids...)

	// Typed "more" in Darija and French keep paging, never repeating.
	for _, more := range []string{"zid", "encore"} {
		before = len(ic.botParts(conv))
		ic.say(t, conv, more)
		ic.waitFor(t, conv, before, "a reply to "+more, func(ps []icfake.Part) bool { return len(ps) > 0 })
		for _, p := range ic.settle(t, conv)[before:] {
			for _, o := range p.ReplyOptions {
				m, _ := intercom.DecodeReplyUUID(o.UUID)
				if id, ok := strings.CutPrefix(m, engine.MeaningSelectPrefix); ok {
					if slices.Contains(seen, id) {
						t.Errorf("%q: product %s shown twice", more, id)
					}
					seen = append(seen, id)
				}
			}
		}
	}
	if len(seen) < 10 {
		t.Errorf("only %d products over the pages; the catalog has more for %q", len(seen), broadSearch)
	}
}

func TestIntercomE2EPickConfirmAndCancel(t *testing.T) {
	t.Parallel()
	ic := setupIntercom(t, nil)
	conv := ic.open(t, broadSearch)
	cards, ids := icCardsTurn(t, ic.waitFor(t, conv, 0, "the cards", partOfType("quick_reply")))
	if len(ids) < 3 {
		t.Fatalf("want at least 3 products, got %d", len(ids))
	}
	picks := []struct {
		name   string
		pick   func()
		answer func()
		n      int // the product picked, 1-based
	}{
		{"a quick reply, confirmed by a click", func() { ic.click(t, conv, engine.MeaningSelectPrefix+ids[0]) },
			func() { ic.click(t, conv, engine.MeaningConfirm) }, 1},
		{"a typed ordinal, confirmed in English", func() { ic.say(t, conv, "2") }, func() { ic.say(t, conv, "yes") }, 2},
		{"an Arabic ordinal, confirmed in Arabic script", func() { ic.say(t, conv, "الثالث") }, func() { ic.say(t, conv, "واخا") }, 3},
	}
	for _, tc := range picks {
		before := len(ic.botParts(conv))
		tc.pick()
		ask := ic.waitFor(t, conv, before, tc.name+": the add-to-cart question", partOfType("quick_reply"))
		q := ask[slices.IndexFunc(ask, func(p icfake.Part) bool { return p.PartType == "quick_reply" })]
		optionFor(t, q.ReplyOptions, engine.MeaningConfirm)
		optionFor(t, q.ReplyOptions, engine.MeaningCancel)
		before = len(ic.botParts(conv))
		tc.answer()
		reply := ic.waitFor(t, conv, before, tc.name+": the link", partOfType("comment"))
		links := productLinks(cards, tc.n)
		if len(links) == 0 || !slices.ContainsFunc(links, func(l string) bool { return strings.Contains(reply[0].Body, `href="`+l+`"`) }) {
			t.Errorf("%s: the reply %q links none of the product's links %v", tc.name, reply[0].Body, links)
		}
	}

	// "la" and a click on "no" cancel.
	for _, cancel := range []func(){func() { ic.say(t, conv, "la") }, func() { ic.click(t, conv, engine.MeaningCancel) }} {
		before := len(ic.botParts(conv))
		ic.say(t, conv, "1")
		ic.waitFor(t, conv, before, "the question", partOfType("quick_reply"))
		before = len(ic.botParts(conv))
		cancel()
		reply := ic.waitFor(t, conv, before, "the cancellation", partOfType("comment"))
		if strings.Contains(reply[0].Body, "add-to-cart=") {
			t.Errorf("did not cancel: %q", reply[0].Body)
		}
	}
	ic.settle(t, conv)
	waitMetrics(t, ic.instance, []string{
		`wakha_confirmations_total{lang="darija",platform="intercom",result="accepted"}`,
		`platform="intercom",result="cancelled"}`,
		`wakha_transitions_total{from="recommending",platform="intercom",to="awaiting_confirmation"}`,
	})
}

// An unanswered question expires after CONFIRMATION_TTL: the connector's
// clock is stepped over it instead of waiting five minutes.
func TestIntercomE2EConfirmationExpires(t *testing.T) {
	t.Parallel()
	clock := fakeclock.New(time.Now())
	ic := startIntercom(t, newIntercom(t), pgtest.URL(t), nil, clock.Now)
	conv := ic.open(t, broadSearch)
	ic.waitFor(t, conv, 0, "the cards", partOfType("quick_reply"))
	before := len(ic.botParts(conv))
	ic.say(t, conv, "1")
	ic.waitFor(t, conv, before, "the question", partOfType("quick_reply"))
	cv, _ := ic.waitStored(t, conv, "the question's wake-up", func(cv postgres.ConversationView, _ engine.State) bool {
		return cv.DialogueState == string(engine.AwaitingConfirmation) && cv.WakeAt != nil
	})
	before = len(ic.settle(t, conv))

	advance(t, ic.instance, clock, cv.WakeAt.Sub(clock.Now())+time.Second)
	expired := ic.waitFor(t, conv, before, "the expiry prompt", partOfType("comment"))
	cv, _ = ic.waitStored(t, conv, "idle after the expiry", func(cv postgres.ConversationView, _ engine.State) bool {
		return cv.DialogueState == string(engine.Idle)
	})
	if !slices.ContainsFunc(cv.Transitions, func(tr wakha.TransitionRow) bool { return tr.Trigger == string(engine.TriggerConfirmationExpired) }) {
		t.Errorf("no confirmation_expired transition: %+v", cv.Transitions)
	}
	if strings.Contains(expired[0].Body, "add-to-cart=") {
		t.Errorf("the expiry prompt carries the link: %q", expired[0].Body)
	}
	// A late "wakha" does not add the product.
	before = len(ic.settle(t, conv))
	ic.say(t, conv, "wakha")
	for _, p := range ic.settle(t, conv)[before:] {
		if strings.Contains(p.Body, "add-to-cart=") {
			t.Errorf("a yes after the expiry added the product: %q", p.Body)
		}
	}
	waitMetrics(t, ic.instance, []string{`wakha_confirmations_total{lang="darija",platform="intercom",result="expired"} 1`})
}

// A handoff: a note for the teammates (reason, last turns), the assignment
// to INTERCOM_HANDOFF_TEAM_ID, the handoff tag, a line to the shopper; then
// silence until a teammate closes the conversation, and a fresh start.
func TestIntercomE2EHandoffSilenceAndClose(t *testing.T) {
	t.Parallel()
	ic := setupIntercom(t, map[string]string{"INTERCOM_HANDOFF_TEAM_ID": icfake.TeamID})
	ic.p.fake.DefineTag("vip")
	conv := ic.open(t, "Salam")
	ic.waitFor(t, conv, 0, "the greeting", partOfType("comment"))
	before := len(ic.botParts(conv))
	ic.say(t, conv, "bghit nhder m3a chi wa7ed")
	ic.waitFor(t, conv, before, "the handoff", partOfType("assignment"))
	parts := ic.settle(t, conv)[before:]
	var types []string
	for _, p := range parts {
		types = append(types, p.PartType)
	}
	if want := []string{"note", "assignment", "comment"}; !slices.Equal(types, want) {
		t.Fatalf("handoff parts %v, want %v:\n%s", types, want, describeParts(parts))
	}
	if !strings.Contains(parts[0].Body, "user_requested") || !strings.Contains(parts[0].Body, "nhder m3a chi wa7ed") {
		t.Errorf("the note lacks the reason or the last turns: %q", parts[0].Body)
	}
	if parts[1].AssignedType != "team" || parts[1].AssignedID != icfake.TeamID {
		t.Errorf("assigned to %s %s, want the team", parts[1].AssignedType, parts[1].AssignedID)
	}
	c, _ := ic.p.fake.Conversation(conv)
	if !slices.Contains(c.Tags, "wakha-handoff") || c.TeamAssigneeID != icfake.TeamID {
		t.Errorf("tags %v, team %q", c.Tags, c.TeamAssigneeID)
	}
	for _, r := range ic.p.fake.Requests() {
		if strings.Contains(r.Path, "run_assignment_rules") {
			t.Errorf("run_assignment_rules called: %+v", r)
		}
	}
	// The echoes of wakha's own note and assignment changed nothing.
	cv, _ := ic.stored(t, conv)
	if cv.DialogueState != string(engine.Handoff) || cv.HandoffReason != string(engine.ReasonUserRequested) || awaitingHuman(cv) != 0 {
		t.Errorf("after the echoes: state %s reason %q, %d awaiting_human", cv.DialogueState, cv.HandoffReason, awaitingHuman(cv))
	}

	// While a human owns it, the bot stays silent, whoever talks.
	n := len(ic.botParts(conv))
	ic.say(t, conv, "allo? wach kayn chi wa7ed?")
	ic.act(t)(ic.p.fake.AdminReply(conv, icfake.HumanAdminID, "Salam, ana Amina, kifach n3awnek?"))
	ic.say(t, conv, "bghit tajine")
	if got := ic.settle(t, conv); len(got) != n {
		t.Errorf("the bot spoke while a human owns the conversation:\n%s", describeParts(got[n:]))
	}

	// The teammate closes it: the shopper's next message starts afresh with the bot.
	ic.act(t)(ic.p.fake.AdminClose(conv, icfake.HumanAdminID))
	ic.waitStored(t, conv, "the close processed", func(cv postgres.ConversationView, _ engine.State) bool {
		return cv.DialogueState == string(engine.Idle)
	})
	ic.say(t, conv, broadSearch)
	icCardsTurn(t, ic.waitFor(t, conv, n, "an answer after the close", partOfType("quick_reply")))
	waitMetrics(t, ic.instance, []string{
		`wakha_handoffs_total{platform="intercom",reason="user_requested"} 1`,
		`wakha_outbox_sends_total{kind="assign",outcome="sent",platform="intercom"} 1`,
		`wakha_outbox_sends_total{kind="tag",outcome="sent",platform="intercom"} 1`,
	})
}

// Whoever else speaks or takes the conversation, the bot steps back and
// stays silent, as after its own handoff.
func TestIntercomE2ESilentWhenSomeoneElseTalks(t *testing.T) {
	t.Parallel()
	ic := setupIntercom(t, nil)
	f := ic.p.fake
	tests := []struct {
		name     string
		takeover func(conv string) (icfake.Notification, error)
	}{
		{"a teammate replies", func(c string) (icfake.Notification, error) { return f.AdminReply(c, icfake.HumanAdminID, "Ana hna") }},
		{"someone types in the Inbox as the bot's teammate", func(c string) (icfake.Notification, error) {
			return f.AdminReply(c, icfake.BotAdminID, "Salam, ana men l-équipe")
		}},
		{"Fin answers", func(c string) (icfake.Notification, error) {
			return f.OperatorReply(c, "Here is an article about tajines.")
		}},
		{"a teammate takes the assignment", func(c string) (icfake.Notification, error) {
			return f.Assign(c, icfake.HumanAdminID, "admin", icfake.HumanAdminID)
		}},
		{"a teammate assigns a team", func(c string) (icfake.Notification, error) {
			return f.Assign(c, icfake.HumanAdminID, "team", icfake.TeamID)
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			conv := ic.open(t, broadSearch)
			ic.waitFor(t, conv, 0, "the cards", partOfType("quick_reply"))
			ic.act(t)(tt.takeover(conv))
			n := len(ic.settle(t, conv))
			ic.say(t, conv, "zid")
			ic.say(t, conv, "bghit nhder m3a chi wa7ed")
			if got := ic.settle(t, conv); len(got) != n {
				t.Errorf("the bot spoke after %s:\n%s", tt.name, describeParts(got[n:]))
			}
			cv, _ := ic.stored(t, conv)
			if cv.DialogueState != string(engine.Handoff) || cv.HandoffReason != string(engine.ReasonHumanTookOver) {
				t.Errorf("state %s reason %q, want handoff for human_took_over", cv.DialogueState, cv.HandoffReason)
			}
		})
	}
}

// A snoozed conversation. A message Intercom reports on a conversation still
// snoozed (a delivery that overtook the reopening) is stored and not
// answered; the bot resumes when a teammate unsnoozes it, when
// snoozed_until passes (the connector's clock is stepped over it), or on a
// shopper's reply, which Intercom makes reopen the conversation.
func TestIntercomE2ESnooze(t *testing.T) {
	t.Parallel()
	clock := fakeclock.New(time.Now())
	ic := startIntercom(t, newIntercom(t), pgtest.URL(t), nil, clock.Now)
	conv := ic.open(t, broadSearch)
	ic.waitFor(t, conv, 0, "the cards", partOfType("quick_reply"))

	until := clock.Now().Add(time.Hour)
	ic.act(t)(ic.p.fake.Snooze(conv, icfake.HumanAdminID, until))
	n := len(ic.settle(t, conv))
	reply, err := ic.p.fake.UserReply(conv, "zid")
	if err != nil {
		t.Fatal(err)
	}
	// As if delivered before Intercom reopened the conversation: still snoozed.
	reply.Body = stillSnoozed(t, reply.Body, until)
	ic.deliver(t, reply, http.StatusOK)
	if got := ic.settle(t, conv); len(got) != n {
		t.Fatalf("answered while snoozed:\n%s", describeParts(got[n:]))
	}
	parts := ic.p.fake.Parts(conv)
	said := parts[len(parts)-1].ID
	cv, st := ic.stored(t, conv)
	if st.Paused == nil || st.Dialogue.LastUserMessageID == nil || *st.Dialogue.LastUserMessageID != said || cv.DialogueState != string(engine.Recommending) {
		t.Fatalf("while snoozed: paused %+v, last user message %v (want %s), state %s", st.Paused, st.Dialogue.LastUserMessageID, said, cv.DialogueState)
	}
	if cv.LifecycleState != string(engine.LifecyclePaused) || st.Lifecycle.PausedBy != engine.PausedByPlatform || cv.OperatorPaused {
		t.Fatalf("while snoozed the lifecycle is %s (paused by %q, operator %v), want PAUSED by the platform", cv.LifecycleState, st.Lifecycle.PausedBy, cv.OperatorPaused)
	}

	ic.act(t)(ic.p.fake.Unsnooze(conv, icfake.HumanAdminID))
	ic.waitStored(t, conv, "the lifecycle back from PAUSED", func(v postgres.ConversationView, _ engine.State) bool {
		return v.LifecycleState != string(engine.LifecyclePaused)
	})
	ic.say(t, conv, "zid")
	icCardsTurn(t, ic.waitFor(t, conv, n, "the next page after the unsnooze", partOfType("quick_reply")))

	// Snoozed again: the shopper's reply reopens it, and is answered.
	ic.act(t)(ic.p.fake.Snooze(conv, icfake.HumanAdminID, clock.Now().Add(time.Hour)))
	ic.waitStored(t, conv, "the second snooze", func(_ postgres.ConversationView, st engine.State) bool { return st.Paused != nil })
	n = len(ic.settle(t, conv))
	ic.say(t, conv, "robe rouge")
	ic.waitFor(t, conv, n, "an answer to the reply that reopened it", func(ps []icfake.Part) bool { return len(ps) > 0 })
	if _, st := ic.stored(t, conv); st.Paused != nil {
		t.Fatalf("still paused after the shopper reopened the conversation: %+v", st.Paused)
	}

	// Snoozed for 30 minutes: when they pass, the bot is back by itself.
	ic.act(t)(ic.p.fake.Snooze(conv, icfake.HumanAdminID, clock.Now().Add(30*time.Minute)))
	ic.waitStored(t, conv, "the third snooze", func(_ postgres.ConversationView, st engine.State) bool { return st.Paused != nil })
	advance(t, ic.instance, clock, 31*time.Minute)
	ic.waitStored(t, conv, "the snooze to end by itself", func(_ postgres.ConversationView, st engine.State) bool { return st.Paused == nil })
}

// stillSnoozed rewrites a user.replied notification's conversation as
// Intercom shows a snoozed one.
func stillSnoozed(t *testing.T, body []byte, until time.Time) []byte {
	t.Helper()
	var n map[string]any
	if err := json.Unmarshal(body, &n); err != nil {
		t.Fatal(err)
	}
	item := n["data"].(map[string]any)["item"].(map[string]any)
	item["state"], item["open"], item["snoozed_until"] = "snoozed", false, until.Unix()
	out, err := json.Marshal(n)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// Duplicates are stored once and answered once: Intercom's retry of a
// notification (same id, another body), and the same part in two
// notifications; the bot's own parts coming back change nothing.
func TestIntercomE2EDuplicatesAndEchoes(t *testing.T) {
	t.Parallel()
	ic := setupIntercom(t, nil)
	conv := ic.open(t, broadSearch)
	if status, err := ic.sender.Resend(context.Background()); err != nil || status != http.StatusOK {
		t.Fatalf("Intercom's retry: %d %v", status, err)
	}
	first := ic.settle(t, conv)
	if n := countParts(first, "quick_reply"); n != 1 || len(slices.DeleteFunc(slices.Clone(first), func(p icfake.Part) bool { return !isCards(p) })) != 1 {
		t.Fatalf("one first message delivered twice answered %d times:\n%s", n, describeParts(first))
	}

	n, err := ic.p.fake.UserReply(conv, "zid")
	if err != nil {
		t.Fatal(err)
	}
	ic.deliver(t, n, http.StatusOK)
	var sent struct {
		Data struct {
			Item struct {
				Parts struct {
					Parts []struct{ ID string } `json:"conversation_parts"`
				} `json:"conversation_parts"`
			} `json:"item"`
		} `json:"data"`
	}
	if err := json.Unmarshal(n.Body, &sent); err != nil || len(sent.Data.Item.Parts.Parts) != 1 {
		t.Fatalf("notification body: %v", err)
	}
	again, err := ic.p.fake.Renotify(conv, sent.Data.Item.Parts.Parts[0].ID, intercom.TopicUserReplied)
	if err != nil {
		t.Fatal(err)
	}
	if again.ID == n.ID {
		t.Fatal("the fake reused the notification id; the test needs a new one")
	}
	ic.deliver(t, again, http.StatusOK)
	second := ic.settle(t, conv)[len(first):]
	if got := countParts(second, "quick_reply"); got != 1 {
		t.Fatalf("one message in two notifications answered %d times:\n%s", got, describeParts(second))
	}

	// The bot's own reply notified again (as Intercom does for API parts): ignored.
	total := len(ic.botParts(conv))
	for _, topic := range []string{intercom.TopicAdminReplied, intercom.TopicOperatorReplied} {
		echo, err := ic.p.fake.Renotify(conv, ic.botParts(conv)[total-1].ID, topic)
		if err != nil {
			t.Fatal(err)
		}
		ic.deliver(t, echo, http.StatusOK)
	}
	if got := ic.settle(t, conv); len(got) != total {
		t.Errorf("the bot answered its own echo:\n%s", describeParts(got[total:]))
	}
	if cv, _ := ic.stored(t, conv); cv.DialogueState == string(engine.Handoff) {
		t.Error("the bot's own echo was taken for a teammate taking over")
	}
	waitMetrics(t, ic.instance, []string{
		`wakha_webhook_requests_total{event="conversation.user.created",outcome="duplicate",platform="intercom"} 1`,
		`wakha_webhook_requests_total{event="conversation.user.replied",outcome="duplicate",platform="intercom"} 1`,
		`wakha_webhook_requests_total{event="conversation.admin.replied",outcome="ignored",platform="intercom"}`,
		`wakha_events_processed_total{kind="user_message",outcome="ok",platform="intercom"} 2`,
	})
}

// What the endpoint answers besides a stored event: never 410 (it would
// disable the subscription), never a 5xx for bad input.
func TestIntercomE2EEndpoint(t *testing.T) {
	t.Parallel()
	ic := setupIntercom(t, nil)
	f := ic.p.fake
	c, created := f.StartConversation(icfake.ConversationOptions{}, "tajine")
	tour, err := f.TourStat(c.ID, 3301, "Welcome tour", "completion")
	if err != nil {
		t.Fatal(err)
	}
	url := ic.sender.URL
	tests := []struct {
		name   string
		send   func() (int, error)
		status int
	}{
		{"HEAD, Intercom validating the URL", func() (int, error) { return ic.sender.Head(context.Background()) }, http.StatusOK},
		{"ping", func() (int, error) { return ic.sender.Send(context.Background(), f.Ping()) }, http.StatusOK},
		{"a tour statistic, acknowledged", func() (int, error) { return ic.sender.Send(context.Background(), tour) }, http.StatusOK},
		{"another app's secret", func() (int, error) {
			return (&icfake.WebhookSender{URL: url, Secret: []byte("another-apps-client-secret")}).Send(context.Background(), created)
		}, http.StatusUnauthorized},
		{"unsigned", func() (int, error) { return (&icfake.WebhookSender{URL: url}).Send(context.Background(), created) }, http.StatusUnauthorized},
		{"over 1 MiB", func() (int, error) {
			big := icfake.Notification{Topic: "conversation.user.replied", Body: []byte(`{"topic":"conversation.user.replied","x":"` + strings.Repeat("x", 2<<20) + `"}`)}
			return ic.sender.Send(context.Background(), big)
		}, http.StatusRequestEntityTooLarge},
		{"not JSON", func() (int, error) {
			return ic.sender.Send(context.Background(), icfake.Notification{Body: []byte(`{"topic":`)})
		}, http.StatusBadRequest},
		{"a conversation topic without the conversation", func() (int, error) {
			return ic.sender.Send(context.Background(), icfake.Notification{Body: []byte(`{"type":"notification_event","topic":"conversation.user.replied","app_id":"souk2a7f","data":{"type":"notification_event_data"}}`)})
		}, http.StatusBadRequest},
	}
	for _, tt := range tests {
		status, err := tt.send()
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if status != tt.status {
			t.Errorf("%s: %d, want %d", tt.name, status, tt.status)
		}
	}
	// None of that was stored or answered.
	if got := ic.settle(t, c.ID); len(got) != 0 {
		t.Errorf("the bot answered:\n%s", describeParts(got))
	}
	if _, err := ic.view.db.Conversation(context.Background(), ic.key(c.ID), 1); !errors.Is(err, wakha.ErrNotFound) {
		t.Errorf("a conversation was stored from rejected or ignored notifications: %v", err)
	}
	waitMetrics(t, ic.instance, []string{
		`wakha_webhook_requests_total{event="ping",outcome="ignored",platform="intercom"} 1`,
		`wakha_webhook_requests_total{event="content_stat.tour",outcome="ignored",platform="intercom"} 1`,
		`wakha_webhook_requests_total{event="unknown",outcome="unauthorized",platform="intercom"} 2`,
		`wakha_webhook_requests_total{event="unknown",outcome="too_large",platform="intercom"} 1`,
		`wakha_webhook_requests_total{event="unknown",outcome="invalid",platform="intercom"} 2`,
	})
}

// Intercom rate-limits wakha (429 with X-RateLimit-Reset) and fails once:
// every part of the turn still arrives, once, in order, and the wait
// Intercom asked for is honoured up to OUTBOX_MAX_DELAY.
func TestIntercomE2ERateLimitedDeliversOnceInOrder(t *testing.T) {
	t.Parallel()
	ic := setupIntercom(t, nil)
	ic.p.fake.FailNext(
		icfake.Failure{Status: http.StatusTooManyRequests, Reset: 3 * time.Second},
		icfake.Failure{Status: http.StatusInternalServerError},
		icfake.Failure{Status: http.StatusTooManyRequests, Reset: 3 * time.Second},
	)
	conv := ic.open(t, broadSearch)
	turn := ic.waitFor(t, conv, 0, "the whole turn", partOfType("quick_reply"))
	icCardsTurn(t, turn)
	parts := ic.settle(t, conv)
	var types []string
	for _, p := range parts {
		types = append(types, p.PartType)
	}
	if want := []string{"comment", "comment", "comment", "quick_reply"}; !slices.Equal(types, want) {
		t.Errorf("parts %v, want %v (each once, in order):\n%s", types, want, describeParts(parts))
	}
	failed := 0
	for _, r := range ic.p.fake.Requests() {
		if r.Status == http.StatusTooManyRequests || r.Status == http.StatusInternalServerError {
			failed++
		}
	}
	if failed != 3 {
		t.Errorf("%d failed requests, want the 3 injected", failed)
	}
	if n := ic.logs.count("dispatcher: the platform asked to wait longer than OUTBOX_MAX_DELAY; capped", ""); n != 2 {
		t.Errorf("%d log lines about a capped wait, want 2 (one per 429)", n)
	}
	waitMetrics(t, ic.instance, []string{
		`wakha_outbox_retry_after_seconds_count{platform="intercom"} 2`,
		`wakha_outbox_sends_total{kind="reply",outcome="retry",platform="intercom"} 3`,
		`wakha_outbox_sends_total{kind="reply",outcome="sent",platform="intercom"} 4`,
		`wakha_outbox_pending{platform="intercom"} 0`,
	})
}

// One process serves Chatwoot and Intercom side by side; each metric says
// which platform a conversation lives on.
func TestIntercomE2EBothPlatformsInOneProcess(t *testing.T) {
	t.Parallel()
	cw := newPlatform(t)
	in := newIntercom(t)
	dbURL := pgtest.URL(t)
	env := in.env(dbURL)
	env["CHATWOOT_BASE_URL"] = cw.api.URL
	env["CHATWOOT_BOT_TOKEN"] = cw.fake.BotToken()
	env["CHATWOOT_WEBHOOK_SECRET"] = webhookSecret
	env["CHATWOOT_TIMEOUT"] = "2s"
	ic := startIntercom(t, in, dbURL, env, nil)
	ic.instance.sender = fake.NewWebhookSender(ic.url+"/webhooks/chatwoot", []byte(webhookSecret))
	cw.echoTo(ic.instance)

	c := cw.fake.NewConversation(fake.ConversationOptions{})
	cw.say(t, ic.instance, c, broadSearch)
	conv := ic.open(t, broadSearch)
	checkCardsTurn(t, cw.waitFor(t, c, 0, "the Chatwoot answer", contentType("input_select")))
	icCardsTurn(t, ic.waitFor(t, conv, 0, "the Intercom answer", partOfType("quick_reply")))
	ic.settle(t, conv)
	cw.settle(t, ic.instance, c)
	waitMetrics(t, ic.instance, []string{
		`wakha_webhook_requests_total{event="conversation.user.created",outcome="accepted",platform="intercom"} 1`,
		`wakha_webhook_requests_total{event="message_created",outcome="accepted",platform="chatwoot"} 1`,
		`wakha_events_processed_total{kind="user_message",outcome="ok",platform="intercom"} 1`,
		`wakha_events_processed_total{kind="user_message",outcome="ok",platform="chatwoot"} 1`,
		`wakha_transitions_total{from="idle",platform="intercom",to="recommending"} 1`,
		`wakha_transitions_total{from="idle",platform="chatwoot",to="recommending"} 1`,
		`wakha_conversations{dialogue_state="recommending",platform="intercom"} 1`,
		`wakha_conversations{dialogue_state="recommending",platform="chatwoot"} 1`,
		`wakha_outbox_pending{platform="intercom"} 0`,
		`wakha_outbox_dead{platform="intercom"} 0`,
		`wakha_outbox_oldest_pending_seconds{platform="intercom"} 0`,
		`wakha_outbox_delivery_seconds_count{platform="intercom"} 4`,
		`wakha_outbox_sends_total{kind="reply",outcome="sent",platform="intercom"} 4`,
		`wakha_outbox_sends_total{kind="message",outcome="sent",platform="chatwoot"}`,
		`wakha_events_pending{platform="intercom"} 0`,
	})
}
