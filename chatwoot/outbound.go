package chatwoot

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/i18n"
)

// OutboundKind names one Application API request.
type OutboundKind string

const (
	// KindMessage creates a message: POST .../conversations/{id}/messages.
	KindMessage OutboundKind = "message"
	// KindToggleStatus sets the status: POST .../conversations/{id}/toggle_status.
	KindToggleStatus OutboundKind = "toggle_status"
	// KindAssignTeam sets the team: POST .../conversations/{id}/assignments.
	KindAssignTeam OutboundKind = "assign_team"
	// KindAddLabels merges labels: GET then POST .../conversations/{id}/labels.
	KindAddLabels OutboundKind = "add_labels"
)

// OutboundKinds lists every OutboundKind (the kind label of the outbox
// metrics).
var OutboundKinds = []OutboundKind{KindMessage, KindToggleStatus, KindAssignTeam, KindAddLabels}

// Message content types wakha sends.
const (
	ContentText        = "text"
	ContentInputSelect = "input_select"
	ContentCards       = "cards"
)

// Card action types: a link opens Uri in a new tab; any other type is a
// postback, which only reaches the host page (browser event chatwoot:postback).
const (
	ActionLink     = "link"
	ActionPostback = "postback"
)

// MaxCards is the number of cards wakha puts in one message (spec: ≤ 5).
const MaxCards = 5

// MaxContentLength is Chatwoot's limit on a message's content.
const MaxContentLength = 150000

// SelectItem is one quick reply of an input_select message.
type SelectItem struct {
	Title string `json:"title"`
	Value string `json:"value"`
}

// CardAction is a button of a card.
type CardAction struct {
	Type    string `json:"type"`
	Text    string `json:"text"`
	URI     string `json:"uri,omitempty"`
	Payload string `json:"payload,omitempty"`
}

// Card is one item of a cards message.
type Card struct {
	Title       string       `json:"title"`
	Description string       `json:"description,omitempty"`
	MediaURL    string       `json:"media_url,omitempty"`
	Actions     []CardAction `json:"actions"`
}

// Outbound is one request to Chatwoot, stored as JSON in the outbox and sent
// later by Client.Send. Which fields apply depends on Kind.
type Outbound struct {
	Kind OutboundKind `json:"kind"`

	// KindMessage.
	ContentType string       `json:"content_type,omitempty"` // text, input_select or cards
	Content     string       `json:"content,omitempty"`
	Private     bool         `json:"private,omitempty"` // a note for the agents
	Items       []SelectItem `json:"items,omitempty"`   // input_select
	Cards       []Card       `json:"cards,omitempty"`   // cards
	EchoID      string       `json:"echo_id,omitempty"` // echoed back by Chatwoot, optional

	// KindToggleStatus.
	Status string `json:"status,omitempty"`

	// KindAssignTeam.
	TeamID int64 `json:"team_id,omitempty"`

	// KindAddLabels: added to the conversation's current labels.
	Labels []string `json:"labels,omitempty"`
}

// ErrInvalidOutbound is wrapped by Validate errors; such a request would be
// refused by Chatwoot forever, so it is never retried.
var ErrInvalidOutbound = errors.New("chatwoot: invalid outbound request")

// Validate checks o against what Chatwoot accepts and the widget renders.
func (o Outbound) Validate() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s: %s", ErrInvalidOutbound, o.Kind, fmt.Sprintf(format, args...))
	}
	switch o.Kind {
	case KindMessage:
		if strings.TrimSpace(o.Content) == "" {
			return bad("empty content")
		}
		if len(o.Content) > MaxContentLength {
			return bad("content longer than %d bytes", MaxContentLength)
		}
		switch o.ContentType {
		case "", ContentText:
			if len(o.Items) > 0 || len(o.Cards) > 0 {
				return bad("text message with items or cards")
			}
		case ContentInputSelect:
			if o.Private {
				return bad("private input_select")
			}
			if len(o.Items) == 0 {
				return bad("input_select without items")
			}
			for i, it := range o.Items {
				if strings.TrimSpace(it.Title) == "" || strings.TrimSpace(it.Value) == "" {
					return bad("item %d: empty title or value", i)
				}
			}
		case ContentCards:
			if o.Private {
				return bad("private cards")
			}
			if len(o.Cards) == 0 || len(o.Cards) > MaxCards {
				return bad("%d cards, want 1..%d", len(o.Cards), MaxCards)
			}
			for i, c := range o.Cards {
				if err := validateCard(c); err != nil {
					return bad("card %d: %v", i, err)
				}
			}
		default:
			return bad("unsupported content_type %q", o.ContentType)
		}
	case KindToggleStatus:
		switch o.Status {
		case StatusOpen, StatusResolved, StatusPending:
		default:
			// An empty status would toggle instead of set.
			return bad("status %q", o.Status)
		}
	case KindAssignTeam:
		if o.TeamID <= 0 {
			return bad("team id %d", o.TeamID)
		}
	case KindAddLabels:
		if len(o.Labels) == 0 {
			return bad("no labels")
		}
		for _, l := range o.Labels {
			if strings.TrimSpace(l) == "" || strings.ContainsAny(l, ", ") {
				return bad("label %q", l)
			}
		}
	default:
		return bad("unknown kind")
	}
	return nil
}

func validateCard(c Card) error {
	if strings.TrimSpace(c.Title) == "" {
		return errors.New("empty title")
	}
	if c.MediaURL != "" && !absoluteURL(c.MediaURL) {
		return fmt.Errorf("media_url %q is not an absolute http(s) URL", c.MediaURL)
	}
	if len(c.Actions) == 0 {
		return errors.New("no actions")
	}
	for j, a := range c.Actions {
		if strings.TrimSpace(a.Text) == "" {
			return fmt.Errorf("action %d: empty text", j)
		}
		switch a.Type {
		case ActionLink:
			if !absoluteURL(a.URI) {
				return fmt.Errorf("action %d: link uri %q is not an absolute http(s) URL", j, a.URI)
			}
		case ActionPostback:
			if a.Payload == "" {
				return fmt.Errorf("action %d: postback without payload", j)
			}
		default:
			return fmt.Errorf("action %d: type %q", j, a.Type)
		}
	}
	return nil
}

func absoluteURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}

// RenderOptions carries what the renderer needs beyond the effects.
type RenderOptions struct {
	// HandoffTeamID, when not 0, assigns handed-off conversations to this team.
	HandoffTeamID int64
	// Summary of the recent turns, put in the handoff note (see SummarizeTurns).
	Summary string
	// HandoffLabels replaces the default labels of a handoff
	// ("wakha-handoff" and "wakha-<reason>"). Chatwoot stores any label, but
	// its dashboard shows and filters only labels defined in the account, so
	// define them there.
	HandoffLabels []string
	// NoteLang is the language of the handoff note for the agents; "" means
	// the conversation's language.
	NoteLang i18n.Lang
	// Postback returns the payload of a card's "Select" button for a product
	// (see PostbackSigner); nil gives the plain "select:<id>".
	Postback func(productID string) string
}

// LabelHandoff marks every conversation wakha handed to humans.
const LabelHandoff = "wakha-handoff"

// Render maps one turn's effects to Chatwoot requests, in order, with texts
// in lang. EffectSearch and EffectTransition produce nothing (the runner
// handles them).
//
// A handoff becomes, in this order: a private note for the agents (reason and
// recent turns), whatever the turn says after the handoff (the
// shopper-facing handoff line), assign_team (when opts.HandoffTeamID != 0),
// add_labels, and last toggle_status "open". The note and the line come
// first because assigning a team that allows auto-assignment gives the
// conversation to an agent at once, even while it is pending: the agent
// must find the note and the shopper already told a human is coming.
// Opening is last because it ends the bot's ownership and runs Chatwoot's
// auto-assignment, which needs the team already set.
func Render(effects []engine.Effect, lang i18n.Lang, opts RenderOptions) []Outbound {
	var out, assign []Outbound // assign: team and labels, sent after the turn's messages
	handoff, resolve := false, false
	for _, e := range effects {
		switch e.Kind {
		case engine.EffectReply:
			if e.Message == nil {
				continue
			}
			text := renderMessage(lang, *e.Message)
			if text == "" {
				continue
			}
			out = append(out, Outbound{Kind: KindMessage, ContentType: ContentText, Content: text})
		case engine.EffectQuickReplies, engine.EffectOffer: // an offer in a conversation the bot owns: a question with quick replies
			if q, ok := renderQuickReplies(lang, e); ok {
				out = append(out, q)
			}
		case engine.EffectCards:
			out = append(out, renderCards(lang, e.Cards, opts.Postback)...)
		case engine.EffectHandoff:
			if !handoff {
				// One note, team and label set per turn is enough.
				out = append(out, renderHandoffNote(lang, e.HandoffReason, opts))
				assign = renderHandoffAssign(e.HandoffReason, opts)
			}
			handoff = true
		case engine.EffectResolve:
			resolve = true
		}
	}
	if handoff {
		out = append(out, assign...)
		out = append(out, Outbound{Kind: KindToggleStatus, Status: StatusOpen})
	}
	if resolve && !handoff {
		// An abandoned conversation (FOLLOWUP_RESOLVE_ON_ABANDON), after
		// whatever the turn said.
		out = append(out, Outbound{Kind: KindToggleStatus, Status: StatusResolved})
	}
	return out
}

func renderMessage(lang i18n.Lang, m engine.Message) string {
	return strings.TrimSpace(i18n.Render(lang, m.Key, m.Args...))
}

func renderQuickReplies(lang i18n.Lang, e engine.Effect) (Outbound, bool) {
	items := make([]SelectItem, 0, len(e.Options))
	titles := make([]string, 0, len(e.Options))
	for _, o := range e.Options {
		title := strings.TrimSpace(i18n.Render(lang, o.Label))
		if title == "" || o.Meaning == "" {
			continue
		}
		items = append(items, SelectItem{Title: title, Value: o.Meaning})
		titles = append(titles, title)
	}
	content := ""
	if e.Message != nil {
		content = renderMessage(lang, *e.Message)
	}
	if len(items) == 0 {
		if content == "" {
			return Outbound{}, false
		}
		return Outbound{Kind: KindMessage, ContentType: ContentText, Content: content}, true
	}
	if content == "" {
		// The widget shows nothing for an input_select without content.
		content = strings.Join(titles, " / ")
	}
	return Outbound{Kind: KindMessage, ContentType: ContentInputSelect, Content: content, Items: items}, true
}

// renderCards builds one cards message per MaxCards products (the engine
// sends at most five; more are split rather than dropped).
func renderCards(lang i18n.Lang, products []engine.Product, postback func(string) string) []Outbound {
	var out []Outbound
	for start := 0; start < len(products); start += MaxCards {
		end := min(start+MaxCards, len(products))
		var cards []Card
		var names []string
		for _, p := range products[start:end] {
			c, ok := renderCard(lang, p, postback)
			if !ok {
				continue
			}
			cards = append(cards, c)
			names = append(names, c.Title)
		}
		if len(cards) == 0 {
			continue
		}
		// The widget does not show a cards message's content, but requires
		// it; agents see it in the dashboard.
		out = append(out, Outbound{Kind: KindMessage, ContentType: ContentCards, Content: strings.Join(names, " · "), Cards: cards})
	}
	return out
}

func renderCard(lang i18n.Lang, p engine.Product, postback func(string) string) (Card, bool) {
	title := strings.TrimSpace(p.Name)
	if title == "" {
		return Card{}, false
	}
	var desc []string
	if p.Price != "" {
		price := isolate(p.Price)
		if p.RegularPrice != "" && p.RegularPrice != p.Price {
			price += " (" + i18n.Render(lang, i18n.KeyPriceWas, isolate(p.RegularPrice)) + ")"
		}
		desc = append(desc, price)
	}
	if p.StockText != "" {
		desc = append(desc, p.StockText)
	}
	c := Card{Title: title, Description: strings.Join(desc, " · ")}
	if absoluteURL(p.ImageURL) {
		c.MediaURL = p.ImageURL
	}
	if absoluteURL(p.Permalink) {
		c.Actions = append(c.Actions, CardAction{Type: ActionLink, Text: label(lang, i18n.KeyLabelView, "View"), URI: p.Permalink})
	}
	if absoluteURL(p.AddToCartURL) {
		c.Actions = append(c.Actions, CardAction{Type: ActionLink, Text: label(lang, i18n.KeyLabelAddCart, "Add to cart"), URI: p.AddToCartURL})
	}
	if p.ID != "" {
		payload := engine.MeaningSelectPrefix + p.ID
		if postback != nil {
			payload = postback(p.ID)
		}
		if payload != "" {
			c.Actions = append(c.Actions, CardAction{Type: ActionPostback, Text: label(lang, i18n.KeyLabelSelect, "Select"), Payload: payload})
		}
	}
	if len(c.Actions) == 0 {
		return Card{}, false
	}
	return c, true
}

func label(lang i18n.Lang, key i18n.Key, fallback string) string {
	if s := strings.TrimSpace(i18n.Render(lang, key)); s != "" {
		return s
	}
	return fallback
}

// isolate wraps a price in a left-to-right isolate (U+2066…U+2069). The
// store formats prices left to right (amount, then suffix); without the
// isolate an Arabic currency such as "د.م." pulls the neighbouring numbers
// ("· 6 en stock") into its right-to-left run, and a first-strong isolate
// would turn the whole price around.
func isolate(s string) string { return "\u2066" + s + "\u2069" }

func reasonCode(reason engine.HandoffReason) string {
	if reason == "" {
		return "unspecified"
	}
	return string(reason)
}

// renderHandoffNote is the private note for the agents: reason and recent turns.
func renderHandoffNote(lang i18n.Lang, reason engine.HandoffReason, opts RenderOptions) Outbound {
	code := reasonCode(reason)
	summary := strings.TrimSpace(opts.Summary)
	if summary == "" {
		summary = "-"
	}
	if opts.NoteLang != "" {
		lang = opts.NoteLang
	}
	note := strings.TrimSpace(i18n.Render(lang, i18n.KeyNoteHandoff, code, summary))
	if note == "" {
		note = "wakha handoff: " + code
	}
	return Outbound{Kind: KindMessage, ContentType: ContentText, Content: truncate(note, MaxContentLength-8), Private: true}
}

// renderHandoffAssign is the team (when configured) and the labels.
func renderHandoffAssign(reason engine.HandoffReason, opts RenderOptions) []Outbound {
	var out []Outbound
	if opts.HandoffTeamID != 0 {
		out = append(out, Outbound{Kind: KindAssignTeam, TeamID: opts.HandoffTeamID})
	}
	labels := opts.HandoffLabels
	if len(labels) == 0 {
		labels = []string{LabelHandoff, "wakha-" + reasonCode(reason)}
	}
	return append(out, Outbound{Kind: KindAddLabels, Labels: labels})
}

// SummarizeTurns formats recent turns for the handoff note, one per line,
// oldest first: "shopper: <text>" or "bot: <message key>".
func SummarizeTurns(turns []engine.Turn) string {
	var b strings.Builder
	for _, t := range turns {
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
		role := t.Role
		if role == "" {
			role = "?"
		}
		b.WriteString(role)
		b.WriteString(": ")
		b.WriteString(strings.Join(strings.Fields(truncate(t.Text, 300)), " "))
	}
	return b.String()
}

// String describes o for logs (no content).
func (o Outbound) String() string {
	switch o.Kind {
	case KindMessage:
		ct := o.ContentType
		if o.Private {
			ct = "private " + ct
		}
		return "message(" + ct + ")"
	case KindToggleStatus:
		return "toggle_status(" + o.Status + ")"
	case KindAssignTeam:
		return "assign_team(" + strconv.FormatInt(o.TeamID, 10) + ")"
	case KindAddLabels:
		return "add_labels(" + strings.Join(o.Labels, ",") + ")"
	}
	return string(o.Kind)
}
