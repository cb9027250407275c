package intercom

import (
	"errors"
	"fmt"
	"html"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/i18n"
)

// OutboundKind names one REST API request.
type OutboundKind string

const (
	// KindReply posts a part as the bot: POST /conversations/{id}/reply
	// (message_type comment, note or quick_reply).
	KindReply OutboundKind = "reply"
	// KindAssign assigns the conversation: POST /conversations/{id}/parts
	// (message_type assignment).
	KindAssign OutboundKind = "assign"
	// KindTag tags the conversation: POST /conversations/{id}/tags, the tag
	// found or created by name once (GET /tags, POST /tags).
	KindTag OutboundKind = "tag"
	// KindClose closes the conversation: POST /conversations/{id}/parts
	// (message_type close), for an abandoned conversation with
	// FOLLOWUP_RESOLVE_ON_ABANDON.
	KindClose OutboundKind = "close"
	// KindInApp is a proactive offer to a storefront visitor without a
	// conversation: an in-app message from the bot teammate to the contact
	// whose custom attribute wakha_visitor is VisitorID (POST /messages).
	KindInApp OutboundKind = "in_app"
)

// OutboundKinds lists every OutboundKind (the kind label of the outbox
// metrics).
var OutboundKinds = []OutboundKind{KindReply, KindAssign, KindTag, KindClose, KindInApp}

// Reply message types.
const (
	MessageComment    = "comment"
	MessageNote       = "note"
	MessageQuickReply = "quick_reply"
)

// Assignee types of an assignment.
const (
	AssigneeTeam  = "team"
	AssigneeAdmin = "admin"
)

// Limits wakha keeps.
const (
	// MaxReplyOptions: Intercom's quick replies are meant for a handful of
	// choices; wakha never offers more than ten.
	MaxReplyOptions = 10
	// MaxCards is the number of products in one comment (spec: ≤ 5).
	MaxCards = 5
	// MaxLabelRunes bounds a quick-reply label so it fits one button.
	MaxLabelRunes = 40
	// MaxTagLength bounds a tag name, in characters.
	MaxTagLength = 100
)

// DefaultHandoffTag marks every conversation wakha handed to humans.
const DefaultHandoffTag = "wakha-handoff"

// ReplyOption is one quick-reply button.
type ReplyOption struct {
	Text string `json:"text"`
	UUID string `json:"uuid"`
}

// Outbound is one request to Intercom, stored as JSON in the outbox and sent
// later by Client.Send. Which fields apply depends on Kind. The authoring
// teammate (admin_id) is not stored: the Client adds its own, so rows survive
// a change of INTERCOM_ADMIN_ID.
type Outbound struct {
	Kind OutboundKind `json:"kind"`

	// KindReply.
	MessageType  string        `json:"message_type,omitempty"`  // comment, note or quick_reply
	Body         string        `json:"body,omitempty"`          // HTML; comment and note
	ReplyOptions []ReplyOption `json:"reply_options,omitempty"` // quick_reply

	// KindAssign.
	AssigneeType string `json:"assignee_type,omitempty"` // team (wakha's handoff) or admin
	AssigneeID   string `json:"assignee_id,omitempty"`

	// KindTag.
	TagName string `json:"tag_name,omitempty"`

	// KindInApp (with Body): the storefront visitor to find.
	VisitorID string `json:"visitor_id,omitempty"`
}

// ErrInvalidOutbound is wrapped by Validate errors; such a request would be
// refused by Intercom forever, so it is never sent nor retried.
var ErrInvalidOutbound = errors.New("intercom: invalid outbound request")

// Validate checks o against what Intercom's API accepts and wakha sends.
func (o Outbound) Validate() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s: %s", ErrInvalidOutbound, o.Kind, fmt.Sprintf(format, args...))
	}
	switch o.Kind {
	case KindReply:
		if o.AssigneeType != "" || o.AssigneeID != "" || o.TagName != "" {
			return bad("assignment or tag fields on a reply")
		}
		switch o.MessageType {
		case MessageComment, MessageNote:
			if strings.TrimSpace(o.Body) == "" {
				return bad("%s without a body", o.MessageType)
			}
			if !strings.HasPrefix(strings.TrimSpace(o.Body), "<") {
				return bad("%s body is not HTML", o.MessageType)
			}
			if len(o.ReplyOptions) > 0 {
				return bad("%s with reply_options", o.MessageType)
			}
		case MessageQuickReply:
			if o.Body != "" {
				// The question goes in the comment before: whether Intercom
				// shows a quick_reply body is not documented.
				return bad("quick_reply with a body")
			}
			if n := len(o.ReplyOptions); n == 0 || n > MaxReplyOptions {
				return bad("%d reply_options, want 1..%d", n, MaxReplyOptions)
			}
			seen := map[string]bool{}
			for i, r := range o.ReplyOptions {
				if strings.TrimSpace(r.Text) == "" {
					return bad("option %d: empty text", i)
				}
				if utf8.RuneCountInString(r.Text) > MaxLabelRunes {
					return bad("option %d: text longer than %d characters", i, MaxLabelRunes)
				}
				if !ValidUUID(r.UUID) {
					return bad("option %d: uuid %q is not a uuid", i, truncate(r.UUID, 40))
				}
				if seen[strings.ToLower(r.UUID)] {
					return bad("option %d: uuid repeated", i)
				}
				seen[strings.ToLower(r.UUID)] = true
			}
		default:
			return bad("message_type %q", o.MessageType)
		}
	case KindAssign:
		if o.MessageType != "" || o.Body != "" || len(o.ReplyOptions) > 0 || o.TagName != "" {
			return bad("reply or tag fields on an assignment")
		}
		if o.AssigneeType != AssigneeTeam && o.AssigneeType != AssigneeAdmin {
			return bad("assignee_type %q, want team or admin", o.AssigneeType)
		}
		if !positiveDigits(o.AssigneeID) {
			// "0" unassigns, which wakha never does.
			return bad("assignee_id %q is not a positive numeric id", truncate(o.AssigneeID, 20))
		}
	case KindTag:
		if o.MessageType != "" || o.Body != "" || len(o.ReplyOptions) > 0 || o.AssigneeType != "" || o.AssigneeID != "" {
			return bad("reply or assignment fields on a tag")
		}
		name := strings.TrimSpace(o.TagName)
		if name == "" || name != o.TagName || utf8.RuneCountInString(name) > MaxTagLength {
			return bad("tag name %q", truncate(o.TagName, 40))
		}
	case KindClose:
		if o.MessageType != "" || o.Body != "" || len(o.ReplyOptions) > 0 || o.AssigneeType != "" || o.AssigneeID != "" || o.TagName != "" {
			return bad("fields on a close")
		}
	case KindInApp:
		if o.MessageType != "" || len(o.ReplyOptions) > 0 || o.AssigneeType != "" || o.AssigneeID != "" || o.TagName != "" {
			return bad("reply, assignment or tag fields on an in-app message")
		}
		if !wakha.ValidVisitorID(o.VisitorID) {
			return bad("visitor id %q", truncate(o.VisitorID, 70))
		}
		if !strings.HasPrefix(strings.TrimSpace(o.Body), "<") {
			return bad("body is not HTML")
		}
	default:
		return bad("unknown kind")
	}
	return nil
}

func positiveDigits(s string) bool {
	if s == "" || len(s) > 19 || s[0] == '0' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// String describes o for logs (no content).
func (o Outbound) String() string {
	switch o.Kind {
	case KindReply:
		if o.MessageType == MessageQuickReply {
			return "reply(quick_reply×" + strconv.Itoa(len(o.ReplyOptions)) + ")"
		}
		return "reply(" + o.MessageType + ")"
	case KindAssign:
		return "assign(" + o.AssigneeType + ":" + o.AssigneeID + ")"
	case KindTag:
		return "tag(" + o.TagName + ")"
	case KindInApp:
		return "message(in_app)"
	}
	return string(o.Kind)
}

// RenderOptions carries what the renderer needs beyond the effects.
type RenderOptions struct {
	// HandoffTeamID, when set, assigns handed-off conversations to this team
	// (INTERCOM_HANDOFF_TEAM_ID).
	HandoffTeamID string
	// HandoffTag is added to handed-off conversations; "" means
	// DefaultHandoffTag (INTERCOM_HANDOFF_TAG).
	HandoffTag string
	// Summary of the recent turns, put in the handoff note (see SummarizeTurns).
	Summary string
	// NoteLang is the language of the handoff note for the teammates; ""
	// means the conversation's language.
	NoteLang i18n.Lang
	// Salt varies the quick-reply uuids between turns (see SaltFor).
	Salt uint16
	// OmitSelectReplies drops the per-product quick replies after cards:
	// the shopper then picks by typing a number or a name.
	OmitSelectReplies bool
}

// Render maps one turn's effects to Intercom requests, in order, with texts
// in lang. EffectSearch and EffectTransition produce nothing (the runner
// handles them).
//
//   - reply: one comment, the text as <p> blocks, links as <a>.
//   - quick replies: the question as a comment, then a quick_reply part with
//     the options (uuid from ReplyUUID). Intercom documents no display of a
//     quick_reply body, so the question never rides on it.
//   - cards: one comment per five products (image, numbered name, price,
//     stock, View and Add to cart links), then, with the quick replies that
//     follow, one option per product ("2. Tajine…", meaning select:<id>).
//   - handoff: a note for the teammates (reason and recent turns), the
//     assignment to RenderOptions.HandoffTeamID when set, the handoff tag;
//     the shopper-facing line is the reply that follows in the same turn.
func Render(effects []engine.Effect, lang i18n.Lang, opts RenderOptions) []Outbound {
	var out []Outbound
	var picks []pick // select options of the cards shown this turn
	picked := 0      // products numbered so far this turn
	handoff, closing := false, false
	for _, e := range effects {
		switch e.Kind {
		case engine.EffectReply:
			if e.Message == nil {
				continue
			}
			if body := renderMessage(lang, *e.Message); body != "" {
				out = append(out, comment(body))
			}
		case engine.EffectQuickReplies, engine.EffectOffer: // an offer in a conversation the bot owns: a question with quick replies
			if e.Message != nil {
				if body := renderMessage(lang, *e.Message); body != "" {
					out = append(out, comment(body))
				}
			}
			if q, ok := quickReply(lang, picks, e.Options, opts.Salt); ok {
				out = append(out, q)
			}
			picks = nil
		case engine.EffectCards:
			for start := 0; start < len(e.Cards); start += MaxCards {
				end := min(start+MaxCards, len(e.Cards))
				body, shown := renderCards(lang, e.Cards[start:end], picked)
				if body == "" {
					continue
				}
				out = append(out, comment(body))
				for _, p := range shown {
					picked++
					if !opts.OmitSelectReplies && p.ID != "" {
						picks = append(picks, pick{text: selectLabel(picked, p.Name), meaning: engine.MeaningSelectPrefix + p.ID})
					}
				}
			}
		case engine.EffectHandoff:
			if !handoff {
				out = append(out, renderHandoff(lang, e.HandoffReason, opts)...)
				handoff = true
			}
		case engine.EffectResolve:
			closing = true
		}
	}

	if len(picks) > 0 {
		// Cards without a question after them: offer the picks alone.
		if q, ok := quickReply(lang, picks, nil, opts.Salt); ok {
			out = append(out, q)
		}
	}
	if closing && !handoff {
		out = append(out, Outbound{Kind: KindClose}) // after whatever the turn said
	}
	return out
}

func comment(body string) Outbound {
	return Outbound{Kind: KindReply, MessageType: MessageComment, Body: body}
}

// renderMessage renders a catalog message as HTML <p> blocks. Arguments
// that are absolute http(s) URLs become links; every other string is
// escaped once.
func renderMessage(lang i18n.Lang, m engine.Message) string {
	args := make([]string, len(m.Args))
	var links []string
	for i, a := range m.Args {
		if absoluteURL(a) {
			args[i] = linkMark(len(links))
			links = append(links, a)
			continue
		}
		args[i] = dropNUL(a)
	}
	text := strings.TrimSpace(i18n.Render(lang, m.Key, args...))
	if text == "" {
		return ""
	}
	linkText := ""
	if m.Key == i18n.KeyAddToCartLink {
		linkText = label(lang, i18n.KeyLabelAddCart, "Add to cart")
	}
	return paragraphsWith(text, func(line string) string {
		s := escape(line)
		for i, u := range links {
			t := linkText
			if t == "" {
				t = u
			}
			s = strings.ReplaceAll(s, linkMark(i), anchor(u, t))
		}
		return s
	})
}

// linkMark stands for the i-th link while the text is escaped; NUL never
// reaches here from outside (dropped from arguments and inbound text).
func linkMark(i int) string { return "\x00link" + strconv.Itoa(i) + "\x00" }

func anchor(href, text string) string {
	// A URL is escaped as an attribute, never unescaped first: "&copy=1" in a
	// query string is not an entity.
	return `<a href="` + html.EscapeString(href) + `">` + escape(text) + `</a>`
}

// pick is a quick reply that selects a product; its text is final (no key).
type pick struct{ text, meaning string }

func quickReply(lang i18n.Lang, picks []pick, options []engine.Option, salt uint16) (Outbound, bool) {
	// The engine's own options (show more, a human) always fit; picks fill
	// what is left of the ten.
	room := MaxReplyOptions - min(len(options), MaxReplyOptions)
	if len(picks) > room {
		picks = picks[:room]
	}
	var opts []ReplyOption
	seen := map[string]bool{}
	add := func(text, meaning string) {
		text = clipLabel(text)
		if text == "" || meaning == "" || len(opts) == MaxReplyOptions {
			return
		}
		u := ReplyUUID(meaning, salt)
		if seen[u] {
			return // the same meaning twice
		}
		seen[u] = true
		opts = append(opts, ReplyOption{Text: text, UUID: u})
	}
	for _, p := range picks {
		add(p.text, p.meaning)
	}
	for _, o := range options {
		add(i18n.Render(lang, o.Label), o.Meaning)
	}
	if len(opts) == 0 {
		return Outbound{}, false
	}
	return Outbound{Kind: KindReply, MessageType: MessageQuickReply, ReplyOptions: opts}, true
}

// selectLabel is the quick reply that picks the n-th product of the turn.
// Its text is what comes back if the uuid cannot be read: "2. Tajine…"
// still reads as the second one.
func selectLabel(n int, name string) string {
	return clipLabel(strconv.Itoa(n) + ". " + strings.Join(strings.Fields(html.UnescapeString(name)), " "))
}

// clipLabel trims a label to MaxLabelRunes, cutting on a rune.
func clipLabel(s string) string {
	s = strings.TrimSpace(strings.Join(strings.Fields(dropNUL(s)), " "))
	if utf8.RuneCountInString(s) <= MaxLabelRunes {
		return s
	}
	r := []rune(s)
	return strings.TrimSpace(string(r[:MaxLabelRunes-1])) + "…"
}

// renderCards writes products as one comment: numbered from offset+1 so the
// shopper can answer "2". It returns the products shown (those with a name).
func renderCards(lang i18n.Lang, products []engine.Product, offset int) (string, []engine.Product) {
	var b strings.Builder
	var shown []engine.Product
	view := label(lang, i18n.KeyLabelView, "View")
	addCart := label(lang, i18n.KeyLabelAddCart, "Add to cart")
	for _, p := range products {
		name := strings.TrimSpace(p.Name)
		if name == "" {
			continue
		}
		shown = append(shown, p)
		n := offset + len(shown)
		b.WriteString("<p><b>" + strconv.Itoa(n) + ". " + escape(name) + "</b></p>")
		if absoluteURL(p.ImageURL) {
			b.WriteString(`<p><img src="` + html.EscapeString(p.ImageURL) + `"></p>`)
		}
		var facts []string
		if p.Price != "" {
			price := isolate(escape(p.Price))
			if p.RegularPrice != "" && p.RegularPrice != p.Price {
				price += " (" + escape(i18n.Render(lang, i18n.KeyPriceWas, isolate(p.RegularPrice))) + ")"
			}
			facts = append(facts, price)
		}
		if p.StockText != "" {
			facts = append(facts, escape(p.StockText))
		}
		if len(facts) > 0 {
			b.WriteString("<p>" + strings.Join(facts, " · ") + "</p>")
		}
		var links []string
		if absoluteURL(p.Permalink) {
			links = append(links, anchor(p.Permalink, view))
		}
		if p.InStock && absoluteURL(p.AddToCartURL) {
			links = append(links, anchor(p.AddToCartURL, addCart))
		}
		if len(links) > 0 {
			b.WriteString("<p>" + strings.Join(links, " · ") + "</p>")
		}
	}
	return b.String(), shown
}

// isolate wraps a price in a left-to-right isolate (U+2066…U+2069), so an
// Arabic currency such as "د.م." does not pull the neighbouring numbers into
// its right-to-left run.
func isolate(s string) string { return "\u2066" + s + "\u2069" }

func label(lang i18n.Lang, key i18n.Key, fallback string) string {
	if s := strings.TrimSpace(i18n.Render(lang, key)); s != "" {
		return s
	}
	return fallback
}

func renderHandoff(lang i18n.Lang, reason engine.HandoffReason, opts RenderOptions) []Outbound {
	code := string(reason)
	if code == "" {
		code = "unspecified"
	}
	summary := strings.TrimSpace(opts.Summary)
	if summary == "" {
		summary = "-"
	}
	if opts.NoteLang != "" {
		lang = opts.NoteLang
	}
	// The summary's turns go on lines of their own in the note.
	note := strings.TrimSpace(i18n.Render(lang, i18n.KeyNoteHandoff, code, "\n"+summary))
	if note == "" {
		note = "wakha handoff: " + code
	}
	out := []Outbound{{Kind: KindReply, MessageType: MessageNote, Body: paragraphs(note)}}
	if positiveDigits(opts.HandoffTeamID) {
		out = append(out, Outbound{Kind: KindAssign, AssigneeType: AssigneeTeam, AssigneeID: opts.HandoffTeamID})
	}
	tag := strings.TrimSpace(opts.HandoffTag)
	if tag == "" {
		tag = DefaultHandoffTag
	}
	out = append(out, Outbound{Kind: KindTag, TagName: truncateRunes(tag, MaxTagLength)})
	return out
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
		b.WriteString(strings.Join(strings.Fields(truncate(dropNUL(t.Text), 300)), " "))
	}
	return b.String()
}

func truncateRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}

func absoluteURL(s string) bool {
	if s == "" || strings.ContainsAny(s, " \t\r\n\x00") {
		return false
	}
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}

// RenderInApp renders a visitor's offer (EffectOffer) as an in-app message
// with its question. An in-app message has no buttons: the shopper answers
// by replying, which starts the conversation the offer's context joins.
func RenderInApp(visitorID string, effects []engine.Effect, lang i18n.Lang) []Outbound {
	var out []Outbound
	for _, e := range effects {
		if e.Kind != engine.EffectOffer || e.Message == nil {
			continue
		}
		body := renderMessage(lang, *e.Message)
		if body == "" {
			continue
		}
		out = append(out, Outbound{Kind: KindInApp, VisitorID: visitorID, Body: body})
	}
	return out
}
