package chatwoot_test

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/wakha/wakha/chatwoot"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/i18n"
)

func product(id string) engine.Product {
	return engine.Product{
		ID:           id,
		Name:         "Tajine " + id,
		Price:        "249,00 د.م.",
		ImageURL:     "https://souk.example.com/img/" + id + ".jpg",
		Permalink:    "https://souk.example.com/produit/tajine-" + id + "/",
		AddToCartURL: "https://souk.example.com/panier/?add-to-cart=" + id,
		InStock:      true,
		StockText:    "En stock",
	}
}

// txt is what the renderer puts in a message: the catalog text, trimmed.
func txt(lang i18n.Lang, key i18n.Key, args ...string) string {
	return strings.TrimSpace(i18n.Render(lang, key, args...))
}

func reply(key i18n.Key, args ...string) engine.Effect {
	return engine.Effect{Kind: engine.EffectReply, Message: &engine.Message{Key: key, Args: args}}
}

func kinds(out []chatwoot.Outbound) []string {
	var ks []string
	for _, o := range out {
		ks = append(ks, o.String())
	}
	return ks
}

func TestRenderMessages(t *testing.T) {
	t.Parallel()
	lang := i18n.Darija
	tests := []struct {
		name    string
		effects []engine.Effect
		opts    chatwoot.RenderOptions
		want    []string
		check   func(t *testing.T, out []chatwoot.Outbound)
	}{
		{
			name:    "reply",
			effects: []engine.Effect{reply(i18n.KeyResultsIntro, "tajine")},
			want:    []string{"message(text)"},
			check: func(t *testing.T, out []chatwoot.Outbound) {
				if out[0].Content != txt(lang, i18n.KeyResultsIntro, "tajine") || out[0].Private {
					t.Errorf("got %+v", out[0])
				}
			},
		},
		{
			name:    "reply without message is skipped",
			effects: []engine.Effect{{Kind: engine.EffectReply}},
		},
		{
			name: "search and transition produce nothing",
			effects: []engine.Effect{
				{Kind: engine.EffectSearch, Search: &engine.SearchRequest{Limit: 5}},
				{Kind: engine.EffectTransition, Transition: &engine.Transition{From: engine.Idle, To: engine.Recommending}},
			},
		},
		{
			name: "quick replies carry the question as content",
			effects: []engine.Effect{{
				Kind:    engine.EffectQuickReplies,
				Message: &engine.Message{Key: i18n.KeyConfirmAddToCart, Args: []string{"Tajine 30 cm"}},
				Options: []engine.Option{{Label: i18n.KeyLabelYes, Meaning: engine.MeaningConfirm}, {Label: i18n.KeyLabelNo, Meaning: engine.MeaningCancel}},
			}},
			want: []string{"message(input_select)"},
			check: func(t *testing.T, out []chatwoot.Outbound) {
				o := out[0]
				if o.Content != txt(lang, i18n.KeyConfirmAddToCart, "Tajine 30 cm") {
					t.Errorf("content %q", o.Content)
				}
				want := []chatwoot.SelectItem{
					{Title: txt(lang, i18n.KeyLabelYes), Value: engine.MeaningConfirm},
					{Title: txt(lang, i18n.KeyLabelNo), Value: engine.MeaningCancel},
				}
				if !reflect.DeepEqual(o.Items, want) {
					t.Errorf("items %+v, want %+v", o.Items, want)
				}
			},
		},
		{
			name: "quick replies without a question still have content",
			effects: []engine.Effect{{
				Kind:    engine.EffectQuickReplies,
				Options: []engine.Option{{Label: i18n.KeyLabelShowMore, Meaning: engine.MeaningShowMore}, {Label: i18n.KeyLabelHuman, Meaning: engine.MeaningHuman}},
			}},
			want: []string{"message(input_select)"},
			check: func(t *testing.T, out []chatwoot.Outbound) {
				if strings.TrimSpace(out[0].Content) == "" {
					t.Error("empty content")
				}
			},
		},
		{
			name: "quick replies without options degrade to text",
			effects: []engine.Effect{{
				Kind: engine.EffectQuickReplies, Message: &engine.Message{Key: i18n.KeyClarify},
			}},
			want: []string{"message(text)"},
		},
		{
			name:    "five cards in one message",
			effects: []engine.Effect{reply(i18n.KeyResultsIntro, "tajine"), {Kind: engine.EffectCards, Cards: []engine.Product{product("1"), product("2"), product("3"), product("4"), product("5")}}},
			want:    []string{"message(text)", "message(cards)"},
			check: func(t *testing.T, out []chatwoot.Outbound) {
				if len(out[1].Cards) != 5 {
					t.Errorf("%d cards", len(out[1].Cards))
				}
			},
		},
		{
			name:    "more than five cards are split, never dropped",
			effects: []engine.Effect{{Kind: engine.EffectCards, Cards: []engine.Product{product("1"), product("2"), product("3"), product("4"), product("5"), product("6"), product("7")}}},
			want:    []string{"message(cards)", "message(cards)"},
			check: func(t *testing.T, out []chatwoot.Outbound) {
				if len(out[0].Cards) != 5 || len(out[1].Cards) != 2 {
					t.Errorf("split %d + %d", len(out[0].Cards), len(out[1].Cards))
				}
			},
		},
		{
			name:    "no cards, no message",
			effects: []engine.Effect{{Kind: engine.EffectCards}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			out := chatwoot.Render(tt.effects, lang, tt.opts)
			if got := kinds(out); !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("requests %v, want %v", got, tt.want)
			}
			for i, o := range out {
				if err := o.Validate(); err != nil {
					t.Errorf("request %d invalid: %v", i, err)
				}
			}
			if tt.check != nil {
				tt.check(t, out)
			}
		})
	}
}

func TestRenderCard(t *testing.T) {
	t.Parallel()
	onSale := product("77")
	onSale.RegularPrice = "299,00 د.م."
	noImage := product("78")
	noImage.ImageURL = ""
	variable := product("79")
	variable.AddToCartURL = ""
	out := chatwoot.Render([]engine.Effect{{Kind: engine.EffectCards, Cards: []engine.Product{onSale, noImage, variable}}}, i18n.French, chatwoot.RenderOptions{})
	if len(out) != 1 {
		t.Fatalf("%d requests", len(out))
	}
	cards := out[0].Cards
	if out[0].Content == "" {
		t.Error("cards message without content")
	}

	c := cards[0]
	if c.Title != onSale.Name || c.MediaURL != onSale.ImageURL {
		t.Errorf("card %+v", c)
	}
	// Prices are bidi-isolated so "د.م." cannot drag the stock count into its run.
	isolated := func(s string) string { return "\u2066" + s + "\u2069" }
	for _, want := range []string{isolated(onSale.Price), "au lieu de " + isolated(onSale.RegularPrice), onSale.StockText} {
		if !strings.Contains(c.Description, want) {
			t.Errorf("description %q lacks %q", c.Description, want)
		}
	}
	wantActions := []chatwoot.CardAction{
		{Type: chatwoot.ActionLink, Text: txt(i18n.French, i18n.KeyLabelView), URI: onSale.Permalink},
		{Type: chatwoot.ActionLink, Text: txt(i18n.French, i18n.KeyLabelAddCart), URI: onSale.AddToCartURL},
		{Type: chatwoot.ActionPostback, Text: txt(i18n.French, i18n.KeyLabelSelect), Payload: "select:77"},
	}
	if !reflect.DeepEqual(c.Actions, wantActions) {
		t.Errorf("actions %+v\nwant %+v", c.Actions, wantActions)
	}
	if cards[1].MediaURL != "" {
		t.Errorf("media_url %q for a product without image", cards[1].MediaURL)
	}
	for _, a := range cards[2].Actions {
		if a.URI == "" && a.Type == chatwoot.ActionLink {
			t.Errorf("empty link %+v", a)
		}
		if strings.Contains(a.URI, "add-to-cart") {
			t.Errorf("add-to-cart link for a product with options: %+v", a)
		}
	}
	// The wire body keeps only the keys Chatwoot's validator allows.
	body, err := chatwoot.MessageRequestBody(out[0])
	if err != nil {
		t.Fatal(err)
	}
	var wire struct {
		ContentAttributes struct {
			Items []map[string]json.RawMessage `json:"items"`
		} `json:"content_attributes"`
	}
	if err := json.Unmarshal(body, &wire); err != nil {
		t.Fatal(err)
	}
	for i, it := range wire.ContentAttributes.Items {
		for k := range it {
			switch k {
			case "title", "description", "media_url", "actions":
			default:
				t.Errorf("item %d has key %q", i, k)
			}
		}
	}
}

// TestRenderHandoffSequence: the note and the shopper's line go first,
// because assigning a team that auto-assigns puts the conversation in front
// of an agent at once; then team, labels, and the opening last.
func TestRenderHandoffSequence(t *testing.T) {
	t.Parallel()
	// What the engine emits for "bghit nhder m3a chi wa7ed".
	effects := []engine.Effect{
		{Kind: engine.EffectTransition, Transition: &engine.Transition{From: engine.Idle, To: engine.Handoff}},
		{Kind: engine.EffectHandoff, HandoffReason: engine.ReasonUserRequested},
		reply(i18n.KeyHandoff),
	}
	tests := []struct {
		name string
		opts chatwoot.RenderOptions
		want []string
	}{
		{
			name: "with team",
			opts: chatwoot.RenderOptions{HandoffTeamID: 4, Summary: "shopper: bghit nhder m3a chi wa7ed"},
			want: []string{"message(private text)", "message(text)", "assign_team(4)", "add_labels(wakha-handoff,wakha-user_requested)", "toggle_status(open)"},
		},
		{
			name: "without team",
			want: []string{"message(private text)", "message(text)", "add_labels(wakha-handoff,wakha-user_requested)", "toggle_status(open)"},
		},
		{
			name: "configured labels",
			opts: chatwoot.RenderOptions{HandoffLabels: []string{"bot-handoff"}},
			want: []string{"message(private text)", "message(text)", "add_labels(bot-handoff)", "toggle_status(open)"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			out := chatwoot.Render(effects, i18n.Darija, tt.opts)
			if got := kinds(out); !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("sequence %v\nwant     %v", got, tt.want)
			}
			note := out[0]
			if !note.Private || !strings.Contains(note.Content, string(engine.ReasonUserRequested)) {
				t.Errorf("note %+v", note)
			}
			if tt.opts.Summary != "" && !strings.Contains(note.Content, tt.opts.Summary) {
				t.Errorf("note %q lacks the summary", note.Content)
			}
			if last := out[len(out)-1]; last.Kind != chatwoot.KindToggleStatus || last.Status != chatwoot.StatusOpen {
				t.Errorf("last request %v, want toggle_status(open)", last)
			}
			for i, o := range out {
				if err := o.Validate(); err != nil {
					t.Errorf("request %d invalid: %v", i, err)
				}
			}
		})
	}
}

func TestRenderHandoffNoteLang(t *testing.T) {
	t.Parallel()
	effects := []engine.Effect{{Kind: engine.EffectHandoff, HandoffReason: engine.ReasonLowConfidence}}
	out := chatwoot.Render(effects, i18n.Darija, chatwoot.RenderOptions{NoteLang: i18n.English, Summary: "s"})
	if want := txt(i18n.English, i18n.KeyNoteHandoff, string(engine.ReasonLowConfidence), "s"); out[0].Content != want {
		t.Errorf("note %q, want %q", out[0].Content, want)
	}
}

func TestRenderHandoffOncePerTurn(t *testing.T) {
	t.Parallel()
	effects := []engine.Effect{
		{Kind: engine.EffectHandoff, HandoffReason: engine.ReasonRepeatedErrors},
		reply(i18n.KeyHandoff),
		{Kind: engine.EffectHandoff, HandoffReason: engine.ReasonRepeatedErrors},
	}
	got := kinds(chatwoot.Render(effects, i18n.English, chatwoot.RenderOptions{}))
	want := []string{"message(private text)", "message(text)", "add_labels(wakha-handoff,wakha-repeated_errors)", "toggle_status(open)"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("sequence %v, want %v", got, want)
	}
}

func TestOutboundJSONRoundTrip(t *testing.T) {
	t.Parallel()
	effects := []engine.Effect{
		reply(i18n.KeyGreeting),
		{Kind: engine.EffectQuickReplies, Message: &engine.Message{Key: i18n.KeyMoreIntro}, Options: []engine.Option{{Label: i18n.KeyLabelShowMore, Meaning: engine.MeaningShowMore}}},
		{Kind: engine.EffectCards, Cards: []engine.Product{product("1")}},
		{Kind: engine.EffectHandoff, HandoffReason: engine.ReasonLowConfidence},
	}
	out := chatwoot.Render(effects, i18n.English, chatwoot.RenderOptions{HandoffTeamID: 2, Summary: "x"})
	for _, o := range out {
		b, err := json.Marshal(o)
		if err != nil {
			t.Fatal(err)
		}
		var back chatwoot.Outbound
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(o, back) {
			t.Errorf("round trip changed %s:\n%+v\n%+v", b, o, back)
		}
	}
}

func TestOutboundValidate(t *testing.T) {
	t.Parallel()
	card := chatwoot.Card{Title: "T", Actions: []chatwoot.CardAction{{Type: "link", Text: "View", URI: "https://x.ma/p"}}}
	six := make([]chatwoot.Card, 6)
	for i := range six {
		six[i] = card
	}
	tests := []struct {
		name string
		o    chatwoot.Outbound
		ok   bool
	}{
		{"text", chatwoot.Outbound{Kind: chatwoot.KindMessage, Content: "salam"}, true},
		{"empty text", chatwoot.Outbound{Kind: chatwoot.KindMessage, Content: "  "}, false},
		{"too long", chatwoot.Outbound{Kind: chatwoot.KindMessage, Content: strings.Repeat("a", chatwoot.MaxContentLength+1)}, false},
		{"input_select without items", chatwoot.Outbound{Kind: chatwoot.KindMessage, ContentType: "input_select", Content: "?"}, false},
		{"input_select item without value", chatwoot.Outbound{Kind: chatwoot.KindMessage, ContentType: "input_select", Content: "?", Items: []chatwoot.SelectItem{{Title: "a"}}}, false},
		{"private input_select", chatwoot.Outbound{Kind: chatwoot.KindMessage, ContentType: "input_select", Content: "?", Private: true, Items: []chatwoot.SelectItem{{Title: "a", Value: "b"}}}, false},
		{"one card", chatwoot.Outbound{Kind: chatwoot.KindMessage, ContentType: "cards", Content: "T", Cards: []chatwoot.Card{card}}, true},
		{"six cards", chatwoot.Outbound{Kind: chatwoot.KindMessage, ContentType: "cards", Content: "T", Cards: six}, false},
		{"card without actions", chatwoot.Outbound{Kind: chatwoot.KindMessage, ContentType: "cards", Content: "T", Cards: []chatwoot.Card{{Title: "T"}}}, false},
		{"relative link", chatwoot.Outbound{Kind: chatwoot.KindMessage, ContentType: "cards", Content: "T", Cards: []chatwoot.Card{{Title: "T", Actions: []chatwoot.CardAction{{Type: "link", Text: "V", URI: "/p"}}}}}, false},
		{"postback without payload", chatwoot.Outbound{Kind: chatwoot.KindMessage, ContentType: "cards", Content: "T", Cards: []chatwoot.Card{{Title: "T", Actions: []chatwoot.CardAction{{Type: "postback", Text: "V"}}}}}, false},
		{"unknown action type", chatwoot.Outbound{Kind: chatwoot.KindMessage, ContentType: "cards", Content: "T", Cards: []chatwoot.Card{{Title: "T", Actions: []chatwoot.CardAction{{Type: "button", Text: "V", Payload: "x"}}}}}, false},
		{"article", chatwoot.Outbound{Kind: chatwoot.KindMessage, ContentType: "article", Content: "T"}, false},
		{"toggle open", chatwoot.Outbound{Kind: chatwoot.KindToggleStatus, Status: "open"}, true},
		{"toggle without status", chatwoot.Outbound{Kind: chatwoot.KindToggleStatus}, false},
		{"team", chatwoot.Outbound{Kind: chatwoot.KindAssignTeam, TeamID: 3}, true},
		{"team 0", chatwoot.Outbound{Kind: chatwoot.KindAssignTeam}, false},
		{"labels", chatwoot.Outbound{Kind: chatwoot.KindAddLabels, Labels: []string{"wakha-handoff"}}, true},
		{"label with comma", chatwoot.Outbound{Kind: chatwoot.KindAddLabels, Labels: []string{"a,b"}}, false},
		{"no labels", chatwoot.Outbound{Kind: chatwoot.KindAddLabels}, false},
		{"unknown kind", chatwoot.Outbound{Kind: "typing"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			err := tt.o.Validate()
			if (err == nil) != tt.ok {
				t.Fatalf("Validate = %v, want ok=%v", err, tt.ok)
			}
			if err != nil && !errors.Is(err, chatwoot.ErrInvalidOutbound) {
				t.Errorf("%v does not wrap ErrInvalidOutbound", err)
			}
		})
	}
}

func TestSummarizeTurns(t *testing.T) {
	t.Parallel()
	at := time.Date(2026, 8, 18, 12, 0, 0, 0, time.UTC)
	got := chatwoot.SummarizeTurns([]engine.Turn{
		{Role: "shopper", Text: "wach kayn\ntajine?", At: at},
		{Role: "bot", Text: string(i18n.KeyResultsIntro), At: at},
	})
	want := "shopper: wach kayn tajine?\nbot: results_intro"
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestRenderResolveAfterMessages(t *testing.T) {
	t.Parallel()
	got := kinds(chatwoot.Render([]engine.Effect{reply(i18n.KeyFollowUpNudge), {Kind: engine.EffectResolve}}, i18n.English, chatwoot.RenderOptions{}))
	want := []string{"message(text)", "toggle_status(resolved)"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("sequence %v, want %v", got, want)
	}
	got = kinds(chatwoot.Render([]engine.Effect{{Kind: engine.EffectLifecycle}, {Kind: engine.EffectFollowUpStat, FollowUp: engine.FollowUpSent}}, i18n.English, chatwoot.RenderOptions{}))
	if len(got) != 0 {
		t.Fatalf("lifecycle records rendered: %v", got)
	}
}

// TestMessageRequestBodyWire pins the bytes POST .../messages carries for
// each content type wakha sends.
func TestMessageRequestBodyWire(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		out  chatwoot.Outbound
		want string
	}{
		{"text", chatwoot.Outbound{Kind: chatwoot.KindMessage, Content: "Salam <3 & bienvenue"},
			`{"content":"Salam \u003c3 \u0026 bienvenue","message_type":"outgoing","private":false,"content_type":"text"}`},
		{"private note with echo id", chatwoot.Outbound{Kind: chatwoot.KindMessage, Content: "note", Private: true, EchoID: "e1"},
			`{"content":"note","message_type":"outgoing","private":true,"content_type":"text","echo_id":"e1"}`},
		{"input_select", chatwoot.Outbound{Kind: chatwoot.KindMessage, ContentType: chatwoot.ContentInputSelect, Content: "Wach?",
			Items: []chatwoot.SelectItem{{Title: "Ah", Value: "yes"}, {Title: "La", Value: "no"}}},
			`{"content":"Wach?","message_type":"outgoing","private":false,"content_type":"input_select",` +
				`"content_attributes":{"items":[{"title":"Ah","value":"yes"},{"title":"La","value":"no"}]}}`},
		{"cards", chatwoot.Outbound{Kind: chatwoot.KindMessage, ContentType: chatwoot.ContentCards, Content: "Hadou:",
			Cards: []chatwoot.Card{{Title: "Tajine", MediaURL: "https://x.ma/t.jpg", Actions: []chatwoot.CardAction{
				{Type: chatwoot.ActionLink, Text: "Voir", URI: "https://x.ma/p/1"}, {Type: chatwoot.ActionPostback, Text: "Choisir", Payload: "p1"}}}}},
			`{"content":"Hadou:","message_type":"outgoing","private":false,"content_type":"cards","content_attributes":{"items":[` +
				`{"title":"Tajine","media_url":"https://x.ma/t.jpg","actions":[{"type":"link","text":"Voir","uri":"https://x.ma/p/1"},` +
				`{"type":"postback","text":"Choisir","payload":"p1"}]}]}}`},
		{"input_select without items", chatwoot.Outbound{Kind: chatwoot.KindMessage, ContentType: chatwoot.ContentInputSelect, Content: "?"},
			`{"content":"?","message_type":"outgoing","private":false,"content_type":"input_select","content_attributes":{"items":null}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := chatwoot.MessageRequestBody(tt.out)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tt.want {
				t.Errorf("body\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

// BenchmarkMessageRequestBody encodes a five-card reply, as the dispatcher
// does for each one it sends (no time is asserted).
func BenchmarkMessageRequestBody(b *testing.B) {
	var cards []chatwoot.Card
	for i := range chatwoot.MaxCards {
		cards = append(cards, chatwoot.Card{Title: "Tajine " + string(rune('A'+i)), Description: "249,00 MAD", MediaURL: "https://x.ma/t.jpg",
			Actions: []chatwoot.CardAction{{Type: chatwoot.ActionLink, Text: "Voir", URI: "https://x.ma/p/1"},
				{Type: chatwoot.ActionPostback, Text: "Choisir", Payload: "wakha1.payload.signature"}}})
	}
	out := chatwoot.Outbound{Kind: chatwoot.KindMessage, ContentType: chatwoot.ContentCards, Content: "Hadou:", Cards: cards, EchoID: "e1"}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := chatwoot.MessageRequestBody(out); err != nil {
			b.Fatal(err)
		}
	}
}
