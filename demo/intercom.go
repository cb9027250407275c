package demo

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/intercom"
	icfake "github.com/wakha/wakha/intercom/fake"
)

// IntercomOptions configure an IntercomDemo; zero values get the defaults
// shown.
type IntercomOptions struct {
	// BotName is the bot's teammate as the page shows it ("wakha").
	BotName string
	// ShopName is the workspace's name ("Souk Store").
	ShopName string
	// Addr is where the fake Intercom listens ("127.0.0.1:0").
	Addr string
	// Log receives problems (failed notifications); nil discards them.
	Log *slog.Logger
}

// IntercomDemo is the demo played on Intercom: the same page, backed by a
// fake Intercom workspace (intercom/fake) on its own listener. The page's
// actions become the notifications Intercom would send, signed with the
// app's client secret and POSTed to wakha's real /webhooks/intercom; wakha
// answers through the real intercom.Client, as its bot teammate, to the
// fake, which keeps the conversation for the page to show. A quick reply
// is a click on one of Intercom's reply options; "Take over", "Reply as
// agent", "Snooze", "Unsnooze" and "Resolve as agent" play a human teammate
// (an assignment to them, a reply, a snooze, a close).
type IntercomDemo struct {
	opts   IntercomOptions
	fake   *icfake.Server
	secret string
	srv    *http.Server
	ln     net.Listener
	sender atomic.Pointer[icfake.WebhookSender]
	log    *slog.Logger
	store  Store

	mu    sync.Mutex
	pages map[string]string // the page's conversation id → Intercom's ("" until the shopper writes)
	next  int

	closeOnce sync.Once
}

// NewIntercom starts the fake Intercom on opts.Addr. Call SetWakhaURL once
// wakha listens, Mount to add the routes, and Close at the end.
func NewIntercom(opts IntercomOptions) (*IntercomDemo, error) {
	if opts.BotName == "" {
		opts.BotName = "wakha"
	}
	if opts.ShopName == "" {
		opts.ShopName = "Souk Store"
	}
	if opts.Addr == "" {
		opts.Addr = "127.0.0.1:0"
	}
	log := opts.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	ln, err := net.Listen("tcp", opts.Addr)
	if err != nil {
		return nil, fmt.Errorf("demo: fake Intercom: %w", err)
	}
	// A fresh workspace per run: the fake numbers conversations from the
	// same start every time, and a database kept between runs must not
	// mistake a new conversation for an old one.
	secret := randomHex(24)
	f := icfake.New(icfake.Options{
		Token: randomHex(16), AppID: "demo" + randomHex(4), ClientSecret: secret,
		Bot: icfake.Admin{ID: icfake.BotAdminID, Name: opts.BotName, Email: "assistant@souk.example.com"},
	})
	d := &IntercomDemo{opts: opts, fake: f, secret: secret, ln: ln, log: log, pages: map[string]string{}}
	d.srv = &http.Server{Handler: f, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		if err := d.srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Error("demo: fake Intercom stopped", "err", err)
		}
	}()
	// What Intercom notifies as a consequence of wakha's own API calls (its
	// replies, notes and assignments) goes to wakha too, as it would.
	f.OnWebhook(func(n icfake.Notification) {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if _, err := d.deliver(ctx, n); err != nil {
			log.Warn("demo: notification echo not delivered", "topic", n.Topic, "err", err)
		}
	})
	return d, nil
}

// BaseURL is the fake's API host (wakha's INTERCOM_BASE_URL).
func (d *IntercomDemo) BaseURL() string { return "http://" + d.ln.Addr().String() }

// AccessToken is the token the fake accepts (INTERCOM_ACCESS_TOKEN).
func (d *IntercomDemo) AccessToken() string { return d.fake.Token() }

// ClientSecret signs the notifications (INTERCOM_CLIENT_SECRET).
func (d *IntercomDemo) ClientSecret() string { return d.secret }

// AdminID is the bot's teammate (INTERCOM_ADMIN_ID).
func (d *IntercomDemo) AdminID() string { return d.fake.BotAdminID() }

// TeamID is the team handoffs go to (INTERCOM_HANDOFF_TEAM_ID).
func (d *IntercomDemo) TeamID() string { return icfake.TeamID }

// AppID is the fake workspace's id.
func (d *IntercomDemo) AppID() string { return d.fake.AppID() }

// Fake is the fake Intercom, for tests.
func (d *IntercomDemo) Fake() *icfake.Server { return d.fake }

// SetWakhaURL says where wakha listens: notifications go to its /webhooks/intercom.
func (d *IntercomDemo) SetWakhaURL(base string) {
	d.sender.Store(&icfake.WebhookSender{URL: strings.TrimRight(base, "/") + "/webhooks/intercom", Secret: []byte(d.secret)})
}

// Close stops the fake Intercom.
func (d *IntercomDemo) Close() error {
	var err error
	d.closeOnce.Do(func() {
		d.fake.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		err = d.srv.Shutdown(ctx)
	})
	return err
}

// Mount adds GET /demo, its assets and the page's JSON API, played on Intercom.
func (d *IntercomDemo) Mount(e *echo.Echo, store Store) {
	d.store = store
	api := mountPage(e)
	api.POST("/conversations", d.startConversation)
	api.GET("/conversations/:id", d.getConversation)
	api.POST("/conversations/:id/messages", d.shopperMessage)
	api.POST("/conversations/:id/quick_reply", d.quickReply)
	api.POST("/conversations/:id/agent/:action", d.agentAction)
}

// deliver signs n and POSTs it to wakha; a non-2xx answer is an error.
func (d *IntercomDemo) deliver(ctx context.Context, n icfake.Notification) (int, error) {
	s := d.sender.Load()
	if s == nil {
		return 0, errors.New("wakha is not listening yet")
	}
	status, err := s.Send(ctx, n)
	if err != nil {
		return 0, err
	}
	if status < 200 || status > 299 {
		return status, fmt.Errorf("wakha answered %d to %s", status, n.Topic)
	}
	return status, nil
}

func (d *IntercomDemo) send(c echo.Context, n icfake.Notification) error {
	status, err := d.deliver(c.Request().Context(), n)
	if err != nil {
		return fail(c, http.StatusBadGateway, "%v", err)
	}
	return c.JSON(http.StatusOK, map[string]any{"event": n.Topic, "wakha_status": status})
}

// startConversation opens the Messenger: POST /demo/api/conversations. An
// Intercom conversation begins with the shopper's first message, so until
// then the page's conversation has no Intercom id and wakha hears nothing.
func (d *IntercomDemo) startConversation(c echo.Context) error {
	d.mu.Lock()
	d.next++
	id := "m" + strconv.Itoa(d.next)
	d.pages[id] = ""
	d.mu.Unlock()
	return c.JSON(http.StatusCreated, d.conversationJSON(id, icfake.Conversation{}, false, ""))
}

// page returns the Intercom conversation behind the page's :id ("" before
// the first message); ok is false for an id the demo never gave out.
func (d *IntercomDemo) page(c echo.Context) (pageID, convID string, ok bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	pageID = c.Param("id")
	convID, ok = d.pages[pageID]
	return pageID, convID, ok
}

func notFound(c echo.Context) error {
	return fail(c, http.StatusNotFound, "no such conversation (the demo was restarted?)")
}

// shopperMessage is the shopper typing: the first message starts the
// Intercom conversation (conversation.user.created), the next ones reply
// (conversation.user.replied).
func (d *IntercomDemo) shopperMessage(c echo.Context) error {
	pageID, convID, ok := d.page(c)
	if !ok {
		return notFound(c)
	}
	var in struct {
		Text string `json:"text"`
	}
	if err := c.Bind(&in); err != nil {
		return fail(c, http.StatusBadRequest, "body must be {\"text\": ...}")
	}
	text := strings.TrimSpace(in.Text)
	if text == "" {
		return fail(c, http.StatusBadRequest, "empty message")
	}
	if utf8.RuneCountInString(text) > MaxTextLength {
		return fail(c, http.StatusBadRequest, "message longer than %d characters", MaxTextLength)
	}
	if convID == "" {
		conv, n := d.fake.StartConversation(icfake.ConversationOptions{ContactType: "lead", ContactName: "demo visitor"}, text)
		d.mu.Lock()
		d.pages[pageID] = conv.ID
		d.mu.Unlock()
		return d.send(c, n)
	}
	n, err := d.fake.UserReply(convID, text)
	if err != nil {
		return fail(c, http.StatusInternalServerError, "%v", err)
	}
	return d.send(c, n)
}

// quickReply is a click on one of the bot's reply options: POST
// .../quick_reply {message_id, value: the option's uuid}. The Messenger
// posts the label as the shopper's message, with the option's uuid in the
// part's metadata.
func (d *IntercomDemo) quickReply(c echo.Context) error {
	_, convID, ok := d.page(c)
	if !ok || convID == "" {
		return notFound(c)
	}
	var in struct {
		Value string `json:"value"`
	}
	if err := c.Bind(&in); err != nil || in.Value == "" {
		return fail(c, http.StatusBadRequest, "body must be {\"message_id\": ..., \"value\": ...}")
	}
	n, err := d.fake.QuickReplyClick(convID, in.Value)
	if err != nil {
		return fail(c, http.StatusBadRequest, "%v", err)
	}
	return d.send(c, n)
}

// snoozeFor is how long the panel's "Snooze" puts the conversation aside.
const snoozeFor = time.Hour

// agentAction plays a human teammate (Amina): POST .../agent/open (she
// assigns the conversation to herself), .../agent/reply {text},
// .../agent/snooze, .../agent/unsnooze, .../agent/resolve (she closes it).
func (d *IntercomDemo) agentAction(c echo.Context) error {
	_, convID, ok := d.page(c)
	if !ok {
		return notFound(c)
	}
	if convID == "" {
		return fail(c, http.StatusConflict, "the conversation starts with the shopper's first message: say something first")
	}
	const amina = icfake.HumanAdminID
	var n icfake.Notification
	var err error
	switch c.Param("action") {
	case "open":
		n, err = d.fake.Assign(convID, amina, "admin", amina)
	case "resolve":
		n, err = d.fake.AdminClose(convID, amina)
	case "snooze":
		n, err = d.fake.Snooze(convID, amina, time.Now().Add(snoozeFor))
	case "unsnooze":
		n, err = d.fake.Unsnooze(convID, amina)
	case "reply":
		var in struct {
			Text string `json:"text"`
		}
		_ = c.Bind(&in)
		text := strings.TrimSpace(in.Text)
		if text == "" || utf8.RuneCountInString(text) > MaxTextLength {
			return fail(c, http.StatusBadRequest, "the reply must have 1 to %d characters", MaxTextLength)
		}
		n, err = d.fake.AdminReply(convID, amina, text)
	default:
		return fail(c, http.StatusNotFound, "unknown agent action %q", c.Param("action"))
	}
	if err != nil {
		return fail(c, http.StatusBadRequest, "%v", err)
	}
	if _, err := d.deliver(c.Request().Context(), n); err != nil {
		return fail(c, http.StatusBadGateway, "%v", err)
	}
	return c.JSON(http.StatusOK, map[string]any{"delivered": 1})
}

// pageMessage is one line of the chat as the page renders it, in the
// Chatwoot widget's terms the page knows: incoming (the shopper), outgoing
// (the bot, sender_type agent_bot, or a teammate, sender_type user),
// activity; private for notes. The bot's comments are Intercom HTML
// (content_type html), its reply options an input_select whose items are
// the options (value: the uuid; meaning: what wakha encoded in it).
type pageMessage struct {
	ID          string       `json:"id"`
	Content     string       `json:"content"`
	ContentType string       `json:"content_type"` // text, html, input_select
	MessageType string       `json:"message_type"` // incoming, outgoing, activity
	Private     bool         `json:"private"`
	SenderType  string       `json:"sender_type,omitempty"` // contact, user, agent_bot
	SenderName  string       `json:"sender_name,omitempty"`
	Items       []optionJSON `json:"items,omitempty"`
	CreatedAt   time.Time    `json:"created_at"`
}

type optionJSON struct {
	Title   string `json:"title"`
	Value   string `json:"value"`
	Meaning string `json:"meaning,omitempty"`
}

// icSnapshot is the page's poll answer on Intercom.
type icSnapshot struct {
	Conversation conversationJSON `json:"conversation"`
	Messages     []pageMessage    `json:"messages"`
	Engine       *engineJSON      `json:"engine"`
	EngineError  string           `json:"engine_error,omitempty"`
	API          apiJSON          `json:"api"`
}

// getConversation is the page's poll: GET /demo/api/conversations/:id.
func (d *IntercomDemo) getConversation(c echo.Context) error {
	pageID, convID, ok := d.page(c)
	if !ok {
		return notFound(c)
	}
	out := icSnapshot{Messages: []pageMessage{}, API: apiJSON{Violations: d.fake.Violations()}}
	if out.API.Violations == nil {
		out.API.Violations = []string{}
	}
	conv, started := icfake.Conversation{}, false
	if convID != "" {
		conv, started = d.fake.Conversation(convID)
	}
	handoff := false
	if started {
		out.Messages = d.messages(conv)
		for _, r := range d.fake.Requests() {
			if strings.HasPrefix(r.Path, "/conversations/"+convID+"/") {
				out.API.Calls++
			}
		}
		if d.store != nil {
			ctx, cancel := context.WithTimeout(c.Request().Context(), 3*time.Second)
			defer cancel()
			v, err := d.store.Conversation(ctx, wakha.ConvKey{Platform: intercom.Name, AccountID: d.fake.AppID(), ExternalID: convID}, ViewRows)
			switch {
			case errors.Is(err, wakha.ErrNotFound):
			case err != nil:
				out.EngineError = err.Error()
			default:
				out.Engine = engineView(v)
				handoff = v.DialogueState == string(engine.Handoff)
			}
		}
	}
	out.Conversation = d.conversationJSON(pageID, conv, handoff, convID)
	c.Response().Header().Set("Cache-Control", "no-store")
	return c.JSON(http.StatusOK, out)
}

// conversationJSON says who has the conversation in the page's terms: a
// closed one is resolved, one wakha handed to humans (or a teammate took)
// is open, a snoozed one snoozed, else the bot's (pending).
func (d *IntercomDemo) conversationJSON(pageID string, conv icfake.Conversation, handoff bool, convID string) conversationJSON {
	out := conversationJSON{
		Platform: intercom.Name, AccountID: d.fake.AppID(), ConversationID: pageID, ExternalID: convID,
		SourceID: conv.ContactID, Status: "pending", Labels: conv.Tags,
		BotName: d.opts.BotName, ShopName: d.opts.ShopName, AgentName: "Amina",
	}
	if out.Labels == nil {
		out.Labels = []string{}
	}
	switch {
	case conv.State == "closed":
		out.Status = "resolved"
	case conv.State == "snoozed":
		out.Status = "snoozed"
	case handoff:
		out.Status = "open"
	}
	if conv.AdminAssigneeID == icfake.HumanAdminID {
		out.Assignee = "Amina"
	}
	out.BotAssigned = conv.AdminAssigneeID == icfake.BotAdminID
	if id, err := strconv.ParseInt(conv.TeamAssigneeID, 10, 64); err == nil {
		out.TeamID = id
	}
	return out
}

// messages renders the conversation as the Messenger shows it, with the
// teammates' side (notes, assignments, state changes) for the panel.
func (d *IntercomDemo) messages(conv icfake.Conversation) []pageMessage {
	bot := d.fake.BotAdminID()
	out := []pageMessage{{
		ID: "s" + conv.Source.ID, Content: intercom.PlainText(conv.Source.Body), ContentType: "text",
		MessageType: "incoming", SenderType: "contact", SenderName: conv.ContactName, CreatedAt: conv.Source.CreatedAt,
	}}
	// Reply options are answered once the shopper writes after them.
	answered := map[int]bool{}
	pending := -1
	for i, p := range conv.Parts {
		switch {
		case p.PartType == intercom.MessageQuickReply:
			pending = i
		case isContactPart(p) && pending >= 0:
			answered[pending] = true
			pending = -1
		}
	}
	for i, p := range conv.Parts {
		m := pageMessage{ID: "p" + p.ID, CreatedAt: p.CreatedAt, MessageType: "outgoing"}
		ownPart := p.AuthorID == bot && p.AppPackageCode != ""
		name := teammateName(p, bot, d.opts.BotName)
		switch {
		case isContactPart(p):
			m.MessageType, m.SenderType, m.SenderName = "incoming", "contact", conv.ContactName
			m.ContentType, m.Content = "text", intercom.PlainText(p.Body)
			if m.Content == "" {
				continue
			}
		case p.PartType == intercom.MessageNote:
			m.Private, m.ContentType, m.Content, m.SenderName = true, "text", intercom.PlainText(p.Body), name
		case p.PartType == intercom.MessageQuickReply:
			m.SenderType, m.SenderName, m.ContentType = "agent_bot", d.opts.BotName, "input_select"
			if !answered[i] {
				for _, o := range p.ReplyOptions {
					meaning, _ := intercom.DecodeReplyUUID(o.UUID)
					m.Items = append(m.Items, optionJSON{Title: o.Text, Value: o.UUID, Meaning: meaning})
				}
			}
		case p.PartType == intercom.MessageComment && ownPart:
			m.SenderType, m.SenderName, m.ContentType, m.Content = "agent_bot", d.opts.BotName, "html", p.Body
		case p.PartType == intercom.MessageComment:
			// A teammate, the bot's seat typed in the Inbox, or Fin.
			m.SenderType, m.SenderName, m.ContentType, m.Content = "user", name, "text", intercom.PlainText(p.Body)
		default:
			m.MessageType, m.ContentType, m.Content = "activity", "text", activity(p, name, d.teamName(p.AssignedID))
			if m.Content == "" {
				continue
			}
		}
		out = append(out, m)
	}
	return out
}

func isContactPart(p icfake.Part) bool {
	switch p.AuthorType {
	case "user", "lead", "contact", "visitor":
		return true
	}
	return false
}

func teammateName(p icfake.Part, bot, botName string) string {
	switch {
	case p.AuthorType == "bot":
		return "Fin"
	case p.AuthorID == bot && p.AppPackageCode != "":
		return botName
	case p.AuthorID == bot:
		return botName + " (typed in the Inbox)"
	case p.AuthorID == icfake.HumanAdminID:
		return "Amina"
	}
	return "a teammate"
}

func (d *IntercomDemo) teamName(id string) string {
	if id == icfake.TeamID {
		return "Souk support"
	}
	return "team " + id
}

// activity is the Inbox's line for a part that is not a message.
func activity(p icfake.Part, who, team string) string {
	switch p.PartType {
	case "assignment", "assign_and_reopen":
		switch {
		case p.AssignedID == "0" || p.AssignedID == "":
			return who + " unassigned the conversation"
		case p.AssignedType == "team":
			return who + " assigned the conversation to " + team
		case p.AssignedID == p.AuthorID:
			return who + " took the conversation"
		case p.AssignedID == icfake.HumanAdminID:
			return who + " assigned the conversation to Amina"
		}
		return who + " assigned the conversation"
	case "close":
		return who + " closed the conversation"
	case "open":
		return who + " reopened the conversation"
	case "snoozed":
		return who + " snoozed the conversation"
	case "unsnoozed":
		return who + " unsnoozed the conversation"
	}
	return ""
}
