// Package demo is the local playground behind `connector demo`: a chat page
// at /demo that looks and behaves like the Chatwoot web widget, backed by a
// fake Chatwoot account (chatwoot/fake) running in the same process.
//
// Nothing on wakha's side is simulated. The page's actions become the
// webhooks Chatwoot would send, built and signed by the fake and POSTed to
// wakha's real /webhooks/chatwoot endpoint; wakha stores them in Postgres,
// runs the engine and sends its replies from the outbox through the
// Chatwoot Application API — here the fake's, which records them for the page
// to show. Card "Select" buttons go to the real /widget/events, the way the
// storefront script forwards them. A side panel reads the conversation's
// state, transitions and outbox back from Postgres.
//
// IntercomDemo (intercom.go) plays the same page on Intercom: a fake
// Intercom workspace (intercom/fake), signed notifications to wakha's real
// /webhooks/intercom, replies through the real Intercom client.
package demo

import (
	"context"
	"crypto/rand"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"math/big"
	"net"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/chatwoot"
	"github.com/wakha/wakha/chatwoot/fake"
	"github.com/wakha/wakha/intercom"
	"github.com/wakha/wakha/postgres"
)

//go:embed assets
var assets embed.FS

// Store is what the side panel reads: *postgres.DB implements it.
type Store interface {
	Conversation(ctx context.Context, key wakha.ConvKey, lastN int) (postgres.ConversationView, error)
}

// Options configure a Demo; zero values get the defaults shown.
type Options struct {
	// Secret signs the webhooks (wakha's CHATWOOT_WEBHOOK_SECRET); random when empty.
	Secret string
	// BotToken is the Agent Bot token the fake accepts (CHATWOOT_BOT_TOKEN); random when empty.
	BotToken string
	// BotName is shown in the widget header and on the bot's messages ("wakha").
	BotName string
	// ShopName is the account's name ("Souk Store").
	ShopName string
	// Addr is where the fake Chatwoot listens ("127.0.0.1:0").
	Addr string
	// AccountID is the fake account's id; random (100000..999999) when 0.
	AccountID int64
	// Log receives problems (failed webhook deliveries); nil discards them.
	Log *slog.Logger
}

// MaxTextLength caps what the page may send as one message.
const MaxTextLength = 2000

// Demo is the fake Chatwoot account on its own listener plus the page and
// its JSON API, mounted on wakha's router by Mount.
type Demo struct {
	opts   Options
	fake   *fake.Server
	srv    *http.Server
	ln     net.Listener
	sender atomic.Pointer[fake.WebhookSender]
	log    *slog.Logger
	store  Store

	closeOnce sync.Once
}

// New starts the fake Chatwoot on opts.Addr. Call SetWakhaURL once wakha
// listens, Mount to add the routes, and Close at the end.
func New(opts Options) (*Demo, error) {
	if opts.Secret == "" {
		opts.Secret = randomHex(24)
	}
	if opts.BotToken == "" {
		opts.BotToken = randomHex(16)
	}
	if opts.BotName == "" {
		opts.BotName = "wakha"
	}
	if opts.ShopName == "" {
		opts.ShopName = "Souk Store"
	}
	if opts.Addr == "" {
		opts.Addr = "127.0.0.1:0"
	}
	if opts.AccountID == 0 {
		n, _ := rand.Int(rand.Reader, big.NewInt(900000))
		opts.AccountID = 100000 + n.Int64()
	}
	log := opts.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	ln, err := net.Listen("tcp", opts.Addr)
	if err != nil {
		return nil, fmt.Errorf("demo: fake Chatwoot: %w", err)
	}
	// A fresh account id per run: the fake numbers conversations from the
	// same start every time, and a database kept between runs (DATABASE_URL)
	// must not mistake a new conversation for an old one.
	f := fake.New(fake.Options{BotToken: opts.BotToken, BotName: opts.BotName, AccountName: opts.ShopName, AccountID: opts.AccountID})
	d := &Demo{opts: opts, fake: f, ln: ln, log: log}
	d.srv = &http.Server{Handler: f, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		if err := d.srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Error("demo: fake Chatwoot stopped", "err", err)
		}
	}()
	// What Chatwoot sends the bot as a consequence of its own API calls (its
	// messages coming back, the status events of a handoff) goes to wakha too.
	f.OnWebhook(func(dl fake.Delivery) {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if _, err := d.deliver(ctx, dl); err != nil {
			log.Warn("demo: webhook echo not delivered", "event", dl.Event, "err", err)
		}
	})
	return d, nil
}

// ChatwootURL is the fake's base URL (wakha's CHATWOOT_BASE_URL).
func (d *Demo) ChatwootURL() string { return "http://" + d.ln.Addr().String() }

// AccountID is the fake account's id (wakha's CHATWOOT_ACCOUNT_ID).
func (d *Demo) AccountID() string { return d.fake.AccountID() }

// BotToken is the access token the fake accepts (wakha's CHATWOOT_BOT_TOKEN).
func (d *Demo) BotToken() string { return d.opts.BotToken }

// Secret is the webhook signing secret (wakha's CHATWOOT_WEBHOOK_SECRET).
func (d *Demo) Secret() string { return d.opts.Secret }

// Fake is the fake Chatwoot account, for tests.
func (d *Demo) Fake() *fake.Server { return d.fake }

// SetWakhaURL says where wakha listens (e.g. "http://127.0.0.1:8080"):
// webhooks go to its /webhooks/chatwoot.
func (d *Demo) SetWakhaURL(base string) {
	d.sender.Store(fake.NewWebhookSender(strings.TrimRight(base, "/")+"/webhooks/chatwoot", []byte(d.opts.Secret)))
}

// Close stops the fake Chatwoot.
func (d *Demo) Close() error {
	var err error
	d.closeOnce.Do(func() {
		d.fake.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		err = d.srv.Shutdown(ctx)
	})
	return err
}

// Mount adds GET /demo, its assets and the JSON API under /demo/api/.
func (d *Demo) Mount(e *echo.Echo, store Store) {
	d.store = store
	api := mountPage(e)
	api.POST("/conversations", d.startConversation)
	api.GET("/conversations/:id", d.getConversation)
	api.POST("/conversations/:id/messages", d.shopperMessage)
	api.POST("/conversations/:id/quick_reply", d.quickReply)
	api.POST("/conversations/:id/agent/:action", d.agentAction)
	api.POST("/conversations/:id/contact", d.contactAttributes)
}

// checkAttributes bounds the contact attributes the page may set.
func checkAttributes(attrs map[string]string) error {
	if len(attrs) > 10 {
		return errors.New("at most 10 custom attributes")
	}
	for k, v := range attrs {
		if k == "" || len(k) > 64 || len(v) > 256 {
			return errors.New("a custom attribute needs a name of 1 to 64 bytes and a value of at most 256")
		}
	}
	return nil
}

// contactAttributes is the page's $chatwoot.setCustomAttributes once a
// conversation exists: POST .../contact {custom_attributes}. Like Chatwoot,
// the fake only stores them; the next webhooks carry them.
func (d *Demo) contactAttributes(c echo.Context) error {
	conv, ok := d.conversation(c)
	if !ok {
		return fail(c, http.StatusNotFound, "no such conversation (the demo was restarted?)")
	}
	var in struct {
		CustomAttributes map[string]string `json:"custom_attributes"`
	}
	if err := c.Bind(&in); err != nil {
		return fail(c, http.StatusBadRequest, "body must be {\"custom_attributes\": {...}}")
	}
	if err := checkAttributes(in.CustomAttributes); err != nil {
		return fail(c, http.StatusBadRequest, "%v", err)
	}
	if err := d.fake.SetContactAttributes(conv.AccountID, conv.ID, in.CustomAttributes); err != nil {
		return fail(c, http.StatusNotFound, "%v", err)
	}
	return c.NoContent(http.StatusNoContent)
}

// mountPage adds GET /demo and its assets, whichever platform the demo
// plays, and returns the group of the page's JSON API (/demo/api).
func mountPage(e *echo.Echo) *echo.Group {
	static, _ := fs.Sub(assets, "assets")
	page := func(c echo.Context) error {
		b, err := fs.ReadFile(static, "index.html")
		if err != nil {
			return err
		}
		h := c.Response().Header()
		h.Set("Cache-Control", "no-store")
		// Everything the page needs is served from here: no CDN, no fonts.
		// Product images are the shop's own, from wherever the catalog says.
		h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data: http: https:; style-src 'self'; script-src 'self'; connect-src 'self'")
		h.Set("X-Content-Type-Options", "nosniff")
		return c.HTMLBlob(http.StatusOK, b)
	}
	e.GET("/demo", page)
	e.GET("/demo/", page)
	e.GET("/", func(c echo.Context) error { return c.Redirect(http.StatusFound, "/demo") })
	e.GET("/demo/assets/*", echo.WrapHandler(http.StripPrefix("/demo/assets/", noCache(http.FileServerFS(static)))))

	return e.Group("/demo/api", middleware.BodyLimit("16K"))
}

func noCache(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		h.ServeHTTP(w, r)
	})
}

// deliver signs d and POSTs it to wakha's webhook endpoint; a non-2xx answer is an error.
func (d *Demo) deliver(ctx context.Context, dl fake.Delivery) (int, error) {
	s := d.sender.Load()
	if s == nil {
		return 0, errors.New("wakha is not listening yet")
	}
	status, err := s.Send(ctx, dl)
	if err != nil {
		return 0, err
	}
	if status < 200 || status > 299 {
		return status, fmt.Errorf("wakha answered %d to %s", status, dl.Event)
	}
	return status, nil
}

// conversationJSON is what the page knows about a conversation. Status is
// Chatwoot's word for who has it (pending: the bot, open: a human,
// resolved), which the page reads whatever the platform.
type conversationJSON struct {
	// Platform is the platform the demo plays: chatwoot or intercom.
	Platform       string `json:"platform"`
	AccountID      string `json:"account_id"`
	ConversationID string `json:"conversation_id"`
	// ExternalID is the platform's conversation id when the page's differs
	// (Intercom's conversation exists only once the shopper wrote).
	ExternalID  string   `json:"external_id,omitempty"`
	SourceID    string   `json:"source_id"`
	Status      string   `json:"status"`
	BotAssigned bool     `json:"bot_assigned"`
	Assignee    string   `json:"assignee,omitempty"`
	TeamID      int64    `json:"team_id,omitempty"`
	Labels      []string `json:"labels"`
	BotName     string   `json:"bot_name"`
	ShopName    string   `json:"shop_name"`
	AgentName   string   `json:"agent_name"`
}

func (d *Demo) conversationJSON(c fake.Conversation) conversationJSON {
	out := conversationJSON{
		Platform:  chatwoot.Name,
		AccountID: c.AccountID, ConversationID: c.ID, SourceID: c.SourceID, Status: c.Status,
		BotAssigned: c.BotAssigned, TeamID: c.TeamID, Labels: c.Labels,
		BotName: d.opts.BotName, ShopName: d.opts.ShopName, AgentName: fake.AgentName,
	}
	if out.Labels == nil {
		out.Labels = []string{}
	}
	if c.AssigneeID != 0 {
		out.Assignee = fake.AgentName
	}
	return out
}

type apiError struct {
	Error string `json:"error"`
}

func fail(c echo.Context, status int, format string, args ...any) error {
	return c.JSON(status, apiError{Error: fmt.Sprintf(format, args...)})
}

// startConversation opens a conversation as a visitor opening the widget:
// POST /demo/api/conversations {lang}. wakha gets webwidget_triggered.
func (d *Demo) startConversation(c echo.Context) error {
	var in struct {
		Lang             string            `json:"lang"`
		CustomAttributes map[string]string `json:"custom_attributes"`
	}
	_ = c.Bind(&in)
	if err := checkAttributes(in.CustomAttributes); err != nil {
		return fail(c, http.StatusBadRequest, "%v", err)
	}
	lang := strings.ToLower(strings.TrimSpace(in.Lang))
	if i := strings.IndexAny(lang, "-_"); i > 0 {
		lang = lang[:i]
	}
	if len(lang) != 2 {
		lang = "en"
	}
	conv := d.fake.NewConversation(fake.ConversationOptions{BrowserLanguage: lang, ContactName: "demo visitor",
		CustomAttributes: in.CustomAttributes})
	dl, err := d.fake.WidgetTriggered(conv.AccountID, conv.ID)
	if err != nil {
		return fail(c, http.StatusInternalServerError, "%v", err)
	}
	if _, err := d.deliver(c.Request().Context(), dl); err != nil {
		return fail(c, http.StatusBadGateway, "%v", err)
	}
	conv, _ = d.fake.Conversation(conv.AccountID, conv.ID)
	return c.JSON(http.StatusCreated, d.conversationJSON(conv))
}

// conversation finds the conversation named by :id in the fake account.
func (d *Demo) conversation(c echo.Context) (fake.Conversation, bool) {
	return d.fake.Conversation(d.fake.AccountID(), c.Param("id"))
}

// shopperMessage is the visitor typing: POST .../messages {text}.
func (d *Demo) shopperMessage(c echo.Context) error {
	conv, ok := d.conversation(c)
	if !ok {
		return fail(c, http.StatusNotFound, "no such conversation (the demo was restarted?)")
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
	dl, err := d.fake.IncomingMessage(conv.AccountID, conv.ID, text)
	if err != nil {
		return fail(c, http.StatusInternalServerError, "%v", err)
	}
	return d.send(c, dl)
}

// quickReply is a click on an input_select option: POST .../quick_reply
// {message_id, value}. Like the widget, it updates the bot's message with
// submitted_values and Chatwoot sends message_updated.
func (d *Demo) quickReply(c echo.Context) error {
	conv, ok := d.conversation(c)
	if !ok {
		return fail(c, http.StatusNotFound, "no such conversation (the demo was restarted?)")
	}
	var in struct {
		MessageID json.Number `json:"message_id"`
		Value     string      `json:"value"`
	}
	if err := c.Bind(&in); err != nil || in.MessageID == "" || in.Value == "" {
		return fail(c, http.StatusBadRequest, "body must be {\"message_id\": ..., \"value\": ...}")
	}
	dl, err := d.fake.QuickReplyClick(conv.AccountID, conv.ID, in.MessageID.String(), in.Value)
	if err != nil {
		return fail(c, http.StatusBadRequest, "%v", err)
	}
	return d.send(c, dl)
}

// agentAction plays the human side: POST .../agent/resolve, .../agent/open
// (take over) or .../agent/reply {text}.
func (d *Demo) agentAction(c echo.Context) error {
	conv, ok := d.conversation(c)
	if !ok {
		return fail(c, http.StatusNotFound, "no such conversation (the demo was restarted?)")
	}
	var dls []fake.Delivery
	var err error
	switch c.Param("action") {
	case "resolve":
		dls, err = d.fake.Resolve(conv.AccountID, conv.ID)
	case "open":
		dls, err = d.fake.OpenByAgent(conv.AccountID, conv.ID)
	case "reply":
		var in struct {
			Text string `json:"text"`
		}
		_ = c.Bind(&in)
		text := strings.TrimSpace(in.Text)
		if text == "" || utf8.RuneCountInString(text) > MaxTextLength {
			return fail(c, http.StatusBadRequest, "the reply must have 1 to %d characters", MaxTextLength)
		}
		var dl fake.Delivery
		dl, err = d.fake.AgentMessage(conv.AccountID, conv.ID, text)
		dls = []fake.Delivery{dl}
	default:
		return fail(c, http.StatusNotFound, "unknown agent action %q", c.Param("action"))
	}
	if err != nil {
		return fail(c, http.StatusBadRequest, "%v", err)
	}
	for _, dl := range dls {
		if _, err := d.deliver(c.Request().Context(), dl); err != nil {
			return fail(c, http.StatusBadGateway, "%v", err)
		}
	}
	return c.JSON(http.StatusOK, map[string]any{"delivered": len(dls)})
}

func (d *Demo) send(c echo.Context, dl fake.Delivery) error {
	status, err := d.deliver(c.Request().Context(), dl)
	if err != nil {
		return fail(c, http.StatusBadGateway, "%v", err)
	}
	return c.JSON(http.StatusOK, map[string]any{"event": dl.Event, "wakha_status": status})
}

// snapshot is the page's poll answer: the widget's view (messages), the
// agent's view (status, labels, notes) and wakha's view (engine state).
type snapshot struct {
	Conversation conversationJSON `json:"conversation"`
	Messages     []fake.Message   `json:"messages"`
	Engine       *engineJSON      `json:"engine"`
	EngineError  string           `json:"engine_error,omitempty"`
	API          apiJSON          `json:"api"`
}

type engineJSON struct {
	Version       int64      `json:"version"`
	DialogueState string     `json:"dialogue_state"`
	HandoffReason string     `json:"handoff_reason,omitempty"`
	WakeAt        *time.Time `json:"wake_at,omitempty"`
	// The spec 003 lifecycle: state, next follow-up, an operator's hold.
	LifecycleState string            `json:"lifecycle_state"`
	NextFollowUpAt *time.Time        `json:"next_followup_at,omitempty"`
	OperatorPaused bool              `json:"operator_paused,omitempty"`
	State          json.RawMessage   `json:"state"`
	Transitions    []transitionJSON  `json:"transitions"`
	Turns          []turnJSON        `json:"turns"`
	Outbox         []outboxJSON      `json:"outbox"`
	UpdatedAt      time.Time         `json:"updated_at"`
	Key            map[string]string `json:"key"`
}

type transitionJSON struct {
	Machine string    `json:"machine"` // dialogue or lifecycle
	From    string    `json:"from"`
	To      string    `json:"to"`
	Trigger string    `json:"trigger"`
	Reason  string    `json:"reason,omitempty"`
	At      time.Time `json:"at"`
}

// turnJSON is one event's diagnostic: route, understanding and stage
// times in microseconds.
type turnJSON struct {
	Event        string    `json:"event"`
	Route        string    `json:"route,omitempty"`
	Intent       string    `json:"intent,omitempty"`
	Lang         string    `json:"lang,omitempty"`
	UnderstandUS int64     `json:"understand_us"`
	DecideUS     int64     `json:"decide_us"`
	SearchUS     int64     `json:"search_us"`
	RenderUS     int64     `json:"render_us"`
	CommitUS     int64     `json:"commit_us"`
	At           time.Time `json:"at"`
}

type outboxJSON struct {
	Seq       int64  `json:"seq"`
	Request   string `json:"request"`
	Status    string `json:"status"`
	Attempts  int    `json:"attempts"`
	LastError string `json:"last_error,omitempty"`
	MessageID string `json:"message_id,omitempty"`
}

// apiJSON counts the Application API calls wakha made for the conversation
// and those the fake refused as not matching Chatwoot's documented shape.
type apiJSON struct {
	Calls      int      `json:"calls"`
	Violations []string `json:"violations"`
}

// ViewRows is how many transitions and outbox rows the side panel shows.
const ViewRows = 8

// getConversation is the page's poll: GET /demo/api/conversations/:id.
func (d *Demo) getConversation(c echo.Context) error {
	conv, ok := d.conversation(c)
	if !ok {
		return fail(c, http.StatusNotFound, "no such conversation (the demo was restarted?)")
	}
	out := snapshot{Conversation: d.conversationJSON(conv), Messages: d.fake.Messages(conv.AccountID, conv.ID)}
	if out.Messages == nil {
		out.Messages = []fake.Message{}
	}
	prefix := "/api/v1/accounts/" + conv.AccountID + "/conversations/" + conv.ID + "/"
	for _, r := range d.fake.Requests() {
		if strings.HasPrefix(r.Path, prefix) {
			out.API.Calls++
		}
	}
	out.API.Violations = d.fake.Violations()
	if out.API.Violations == nil {
		out.API.Violations = []string{}
	}
	if d.store != nil {
		ctx, cancel := context.WithTimeout(c.Request().Context(), 3*time.Second)
		defer cancel()
		v, err := d.store.Conversation(ctx, wakha.ConvKey{Platform: "chatwoot", AccountID: conv.AccountID, ExternalID: conv.ID}, ViewRows)
		switch {
		case errors.Is(err, wakha.ErrNotFound):
			// wakha has not stored anything for it yet.
		case err != nil:
			out.EngineError = err.Error()
		default:
			out.Engine = engineView(v)
		}
	}
	c.Response().Header().Set("Cache-Control", "no-store")
	return c.JSON(http.StatusOK, out)
}

func engineView(v postgres.ConversationView) *engineJSON {
	e := &engineJSON{
		Version: v.Version, DialogueState: v.DialogueState, HandoffReason: v.HandoffReason, WakeAt: v.WakeAt,
		LifecycleState: v.LifecycleState, NextFollowUpAt: v.NextFollowUpAt, OperatorPaused: v.OperatorPaused,
		State: v.State, UpdatedAt: v.UpdatedAt,
		Key:         map[string]string{"platform": v.Key.Platform, "account_id": v.Key.AccountID, "external_id": v.Key.ExternalID},
		Transitions: []transitionJSON{}, Turns: []turnJSON{}, Outbox: []outboxJSON{},
	}
	if len(e.State) == 0 {
		e.State = json.RawMessage("null")
	}
	for _, t := range v.Transitions {
		machine := t.Machine
		if machine == "" {
			machine = wakha.MachineDialogue
		}
		e.Transitions = append(e.Transitions, transitionJSON{Machine: machine, From: t.From, To: t.To, Trigger: t.Trigger, Reason: t.Reason, At: t.At})
	}
	for _, t := range v.Turns {
		e.Turns = append(e.Turns, turnJSON{Event: t.EventKind, Route: t.Route, Intent: t.Intent, Lang: t.Lang,
			UnderstandUS: t.Stages.Understand.Microseconds(), DecideUS: t.Stages.Decide.Microseconds(),
			SearchUS: t.Stages.Search.Microseconds(), RenderUS: t.Stages.Render.Microseconds(),
			CommitUS: t.Stages.Commit.Microseconds(), At: t.At})
	}
	for _, r := range v.Outbox {
		o := outboxJSON{Seq: r.Seq, Request: r.Kind, Status: r.Status, Attempts: r.Attempts, LastError: r.LastError, MessageID: r.PlatformMessageID}
		o.Request = describeRequest(v.Key.Platform, r)
		e.Outbox = append(e.Outbox, o)
	}
	return e
}

// describeRequest names an outbox row's request for the panel, in its
// platform's terms ("message(cards)", "reply(quick_reply×5)").
func describeRequest(platform string, r wakha.OutboxRow) string {
	if platform == intercom.Name {
		var ob intercom.Outbound
		if json.Unmarshal(r.Payload, &ob) == nil && ob.Kind != "" {
			return ob.String()
		}
		return r.Kind
	}
	var ob chatwoot.Outbound
	if json.Unmarshal(r.Payload, &ob) == nil && ob.Kind != "" {
		return ob.String()
	}
	return r.Kind
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
