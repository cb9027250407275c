package intercom_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/i18n"
	"github.com/wakha/wakha/intercom"
)

func products() []engine.Product {
	return []engine.Product{
		{
			ID: "1042", Name: "Tajine en terre cuite 30 cm &amp; couvercle", Price: "249,00 د.م.", RegularPrice: "299,00 د.م.",
			ImageURL: "https://souk.example.com/wp-content/uploads/tajine-30.jpg", Permalink: "https://souk.example.com/produit/tajine-30/",
			AddToCartURL: "https://souk.example.com/?add-to-cart=1042", InStock: true, StockText: "6 en stock",
		},
		{
			ID: "1077", Name: "Babouches en cuir", Price: "180,00 MAD", Permalink: "https://souk.example.com/produit/babouches/",
			ImageURL: "https://souk.example.com/wp-content/uploads/babouches.jpg", InStock: true, StockText: "En stock",
		},
		{
			ID: "1090", Name: "Couscoussier inox 8 L", Price: "390,00 MAD", Permalink: "https://souk.example.com/produit/couscoussier/",
			AddToCartURL: "https://souk.example.com/?add-to-cart=1090", InStock: false, StockText: "Rupture de stock",
		},
	}
}

func reply(key i18n.Key, args ...string) engine.Effect {
	return engine.Effect{Kind: engine.EffectReply, Message: &engine.Message{Key: key, Args: args}}
}

func cardsTurn(ps []engine.Product) []engine.Effect {
	return []engine.Effect{
		{Kind: engine.EffectSearch, Search: &engine.SearchRequest{Limit: 5}},
		reply(i18n.KeyResultsIntro, "tajine"),
		{Kind: engine.EffectCards, Cards: ps},
		{Kind: engine.EffectQuickReplies, Message: &engine.Message{Key: i18n.KeyMoreOrPick}, Options: []engine.Option{
			{Label: i18n.KeyLabelShowMore, Meaning: engine.MeaningShowMore},
			{Label: i18n.KeyLabelHuman, Meaning: engine.MeaningHuman},
		}},
		{Kind: engine.EffectTransition, Transition: &engine.Transition{From: engine.Idle, To: engine.Recommending}},
	}
}

type renderCase struct {
	name    string
	effects []engine.Effect
	lang    i18n.Lang
	opts    intercom.RenderOptions
}

func renderCases() []renderCase {
	many := products()
	for i := 0; len(many) < 7; i++ {
		p := products()[1]
		p.ID = fmt.Sprint(2000 + i)
		p.Name = fmt.Sprintf("Babouches modèle %d, cuir tanné à la main à Fès", i+1)
		many = append(many, p)
	}
	return []renderCase{
		{name: "cards_darija", effects: cardsTurn(products()), lang: i18n.Darija, opts: intercom.RenderOptions{Salt: 0x8019}},
		{name: "cards_without_select_replies", effects: cardsTurn(products()[:1]), lang: i18n.French, opts: intercom.RenderOptions{OmitSelectReplies: true}},
		{name: "cards_split_beyond_five", effects: cardsTurn(many), lang: i18n.English},
		{name: "cards_without_question", effects: []engine.Effect{{Kind: engine.EffectCards, Cards: products()[:2]}}, lang: i18n.Arabic},
		{name: "confirm_french", lang: i18n.French, effects: []engine.Effect{{
			Kind: engine.EffectQuickReplies, Message: &engine.Message{Key: i18n.KeyConfirmAddToCart, Args: []string{"Tajine en terre cuite 30 cm &amp; couvercle"}},
			Options: []engine.Option{{Label: i18n.KeyLabelYes, Meaning: engine.MeaningConfirm}, {Label: i18n.KeyLabelNo, Meaning: engine.MeaningCancel}},
		}}},
		{name: "add_to_cart_link", lang: i18n.English, effects: []engine.Effect{
			reply(i18n.KeyAddToCartLink, "Tajine <30 cm>", "https://souk.example.com/?add-to-cart=1042&quantity=1&copy=1"),
		}},
		{name: "view_options_link", lang: i18n.Darija, effects: []engine.Effect{
			reply(i18n.KeyViewOptions, "Babouches", "https://souk.example.com/produit/babouches/?attribute_pa_taille=42"),
		}},
		{name: "shopper_words_escaped", lang: i18n.English, effects: []engine.Effect{
			reply(i18n.KeyNoResults, `<script>alert("x")</script> & co`),
		}},
		{name: "handoff_team_and_tag", lang: i18n.Darija, opts: intercom.RenderOptions{
			HandoffTeamID: "5017691", HandoffTag: "souk-humain", NoteLang: i18n.French,
			Summary: "shopper: bghit nhder m3a chi wa7ed\nbot: handoff",
		}, effects: []engine.Effect{
			{Kind: engine.EffectHandoff, HandoffReason: engine.ReasonUserRequested},
			{Kind: engine.EffectHandoff, HandoffReason: engine.ReasonUserRequested}, // repeated: nothing more
			reply(i18n.KeyHandoff),
		}},
		{name: "handoff_defaults", lang: i18n.Arabic, effects: []engine.Effect{
			{Kind: engine.EffectHandoff},
			reply(i18n.KeyHandoff),
		}},
		{name: "nothing_to_send", lang: i18n.English, effects: []engine.Effect{
			{Kind: engine.EffectSearch, Search: &engine.SearchRequest{}},
			{Kind: engine.EffectReply},
			{Kind: engine.EffectQuickReplies},
		}},
	}
}

// TestRenderGolden renders every case and compares with
// testdata/render.golden.json (-update rewrites it).
func TestRenderGolden(t *testing.T) {
	t.Parallel()
	got := map[string][]intercom.Outbound{}
	for _, c := range renderCases() {
		got[c.name] = intercom.Render(c.effects, c.lang, c.opts)
	}
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(got); err != nil {
		t.Fatal(err)
	}
	golden(t, "render.golden.json", []byte(b.String()))
}

// TestRenderValid: every request Render makes passes Validate, and the
// quick-reply uuids decode back to the meanings offered.
func TestRenderValid(t *testing.T) {
	t.Parallel()
	for _, c := range renderCases() {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			out := intercom.Render(c.effects, c.lang, c.opts)
			for i, o := range out {
				if err := o.Validate(); err != nil {
					t.Errorf("request %d %s: %v", i, o, err)
				}
				if o.MessageType == intercom.MessageQuickReply && i > 0 && out[i-1].MessageType != intercom.MessageComment {
					t.Errorf("request %d: quick_reply not after the comment it belongs to", i)
				}
				for _, r := range o.ReplyOptions {
					m, ok := intercom.DecodeReplyUUID(r.UUID)
					if !ok || m == "" {
						t.Errorf("option %q: uuid %s does not decode", r.Text, r.UUID)
					}
				}
			}
		})
	}
}

func TestRenderCards(t *testing.T) {
	t.Parallel()
	out := intercom.Render(cardsTurn(products()), i18n.French, intercom.RenderOptions{})
	if len(out) != 4 {
		t.Fatalf("%d requests, want intro, cards, question, quick_reply: %v", len(out), out)
	}
	cards := out[1].Body
	for _, want := range []string{
		"<p><b>1. Tajine en terre cuite 30 cm &amp; couvercle</b></p>",
		`<img src="https://souk.example.com/wp-content/uploads/tajine-30.jpg">`,
		"249,00 د.م.", "au lieu de", "6 en stock",
		`<a href="https://souk.example.com/produit/tajine-30/">Voir</a>`,
		`<a href="https://souk.example.com/?add-to-cart=1042">Ajouter au panier</a>`,
		"<b>2. Babouches en cuir</b>", "<b>3. Couscoussier inox 8 L</b>", "Rupture de stock",
	} {
		if !strings.Contains(cards, want) {
			t.Errorf("cards body lacks %q:\n%s", want, cards)
		}
	}
	if strings.Contains(cards, "&amp;amp;") {
		t.Error("entity-encoded name escaped twice")
	}
	if strings.Contains(cards, "add-to-cart=1090") {
		t.Error("add-to-cart link for an out-of-stock product")
	}
	if strings.Count(cards, "Ajouter au panier") != 1 {
		t.Error("add-to-cart link for a product without one")
	}
	var texts, meanings []string
	for _, r := range out[3].ReplyOptions {
		m, _ := intercom.DecodeReplyUUID(r.UUID)
		texts, meanings = append(texts, r.Text), append(meanings, m)
	}
	wantMeanings := []string{"select:1042", "select:1077", "select:1090", engine.MeaningShowMore, engine.MeaningHuman}
	if strings.Join(meanings, ",") != strings.Join(wantMeanings, ",") {
		t.Errorf("meanings %v, want %v", meanings, wantMeanings)
	}
	if texts[0] != "1. Tajine en terre cuite 30 cm & couver…" || texts[3] != "Voir plus" || texts[4] != "Un conseiller" {
		t.Errorf("labels %q", texts)
	}
}

func TestRenderLimits(t *testing.T) {
	t.Parallel()
	var ps []engine.Product
	for i := range 12 {
		ps = append(ps, engine.Product{ID: fmt.Sprint(100 + i), Name: strings.Repeat("طاجين ", 12), Price: "10 MAD", Permalink: "https://souk.example.com/p/"})
	}
	out := intercom.Render(cardsTurn(ps), i18n.Arabic, intercom.RenderOptions{})
	comments := 0
	for _, o := range out {
		if o.MessageType == intercom.MessageComment && strings.Contains(o.Body, "<b>") {
			comments++
			if n := strings.Count(o.Body, "<b>"); n > intercom.MaxCards {
				t.Errorf("%d products in one comment", n)
			}
		}
		if n := len(o.ReplyOptions); n > intercom.MaxReplyOptions {
			t.Errorf("%d reply options", n)
		}
		for _, r := range o.ReplyOptions {
			if utf8.RuneCountInString(r.Text) > intercom.MaxLabelRunes {
				t.Errorf("label %q too long", r.Text)
			}
		}
	}
	if comments != 3 {
		t.Errorf("%d card comments for 12 products, want 3", comments)
	}
	last := out[len(out)-1]
	if len(last.ReplyOptions) != intercom.MaxReplyOptions {
		t.Fatalf("last request %s, want %d options", last, intercom.MaxReplyOptions)
	}
	// The engine's own options are kept; picks fill the rest.
	if m, _ := intercom.DecodeReplyUUID(last.ReplyOptions[9].UUID); m != engine.MeaningHuman {
		t.Errorf("last option means %q, want human", m)
	}
}

func TestRenderHandoff(t *testing.T) {
	t.Parallel()
	effects := []engine.Effect{{Kind: engine.EffectHandoff, HandoffReason: engine.ReasonRepeatedErrors}, reply(i18n.KeyHandoff)}
	tests := []struct {
		name  string
		opts  intercom.RenderOptions
		kinds string
		tag   string
	}{
		{name: "team", opts: intercom.RenderOptions{HandoffTeamID: "5017691"}, kinds: "reply(note) assign(team:5017691) tag(wakha-handoff) reply(comment)", tag: intercom.DefaultHandoffTag},
		{name: "no team", opts: intercom.RenderOptions{HandoffTag: " vip "}, kinds: "reply(note) tag(vip) reply(comment)", tag: "vip"},
		{name: "team id not numeric is skipped", opts: intercom.RenderOptions{HandoffTeamID: "support"}, kinds: "reply(note) tag(wakha-handoff) reply(comment)", tag: intercom.DefaultHandoffTag},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			tt.opts.Summary = "shopper: <b>ach had l7ala</b>\nbot: error"
			out := intercom.Render(effects, i18n.English, tt.opts)
			var kinds []string
			for _, o := range out {
				kinds = append(kinds, o.String())
				if o.Kind == intercom.KindTag && o.TagName != tt.tag {
					t.Errorf("tag %q, want %q", o.TagName, tt.tag)
				}
			}
			if got := strings.Join(kinds, " "); got != tt.kinds {
				t.Errorf("requests %s, want %s", got, tt.kinds)
			}
			note := out[0].Body
			for _, want := range []string{"repeated_errors", "<br>shopper: &lt;b&gt;ach had l7ala&lt;/b&gt;<br>bot: error"} {
				if !strings.Contains(note, want) {
					t.Errorf("note %q lacks %q", note, want)
				}
			}
		})
	}
}

func TestValidate(t *testing.T) {
	t.Parallel()
	u1, u2 := intercom.ReplyUUID(engine.MeaningConfirm, 1), intercom.ReplyUUID(engine.MeaningCancel, 1)
	opts := func(n int) []intercom.ReplyOption {
		var out []intercom.ReplyOption
		for i := range n {
			out = append(out, intercom.ReplyOption{Text: fmt.Sprint(i + 1), UUID: intercom.ReplyUUID(fmt.Sprintf("select:%d", i+1), 0)})
		}
		return out
	}
	tests := []struct {
		name string
		o    intercom.Outbound
		ok   bool
	}{
		{name: "comment", o: intercom.Outbound{Kind: intercom.KindReply, MessageType: intercom.MessageComment, Body: "<p>Salam</p>"}, ok: true},
		{name: "note", o: intercom.Outbound{Kind: intercom.KindReply, MessageType: intercom.MessageNote, Body: "<p>x</p>"}, ok: true},
		{name: "quick reply", o: intercom.Outbound{Kind: intercom.KindReply, MessageType: intercom.MessageQuickReply, ReplyOptions: []intercom.ReplyOption{{"Ah", u1}, {"La", u2}}}, ok: true},
		{name: "ten options", o: intercom.Outbound{Kind: intercom.KindReply, MessageType: intercom.MessageQuickReply, ReplyOptions: opts(10)}, ok: true},
		{name: "assign team", o: intercom.Outbound{Kind: intercom.KindAssign, AssigneeType: intercom.AssigneeTeam, AssigneeID: "5017691"}, ok: true},
		{name: "tag", o: intercom.Outbound{Kind: intercom.KindTag, TagName: "wakha-handoff"}, ok: true},

		{name: "empty comment", o: intercom.Outbound{Kind: intercom.KindReply, MessageType: intercom.MessageComment, Body: "  "}},
		{name: "comment not HTML", o: intercom.Outbound{Kind: intercom.KindReply, MessageType: intercom.MessageComment, Body: "Salam"}},
		{name: "comment with options", o: intercom.Outbound{Kind: intercom.KindReply, MessageType: intercom.MessageComment, Body: "<p>x</p>", ReplyOptions: []intercom.ReplyOption{{"Ah", u1}}}},
		{name: "eleven options", o: intercom.Outbound{Kind: intercom.KindReply, MessageType: intercom.MessageQuickReply, ReplyOptions: opts(11)}},
		{name: "no options", o: intercom.Outbound{Kind: intercom.KindReply, MessageType: intercom.MessageQuickReply}},
		{name: "quick reply with a body", o: intercom.Outbound{Kind: intercom.KindReply, MessageType: intercom.MessageQuickReply, Body: "<p>?</p>", ReplyOptions: []intercom.ReplyOption{{"Ah", u1}}}},
		{name: "option without text", o: intercom.Outbound{Kind: intercom.KindReply, MessageType: intercom.MessageQuickReply, ReplyOptions: []intercom.ReplyOption{{" ", u1}}}},
		{name: "option label too long", o: intercom.Outbound{Kind: intercom.KindReply, MessageType: intercom.MessageQuickReply, ReplyOptions: []intercom.ReplyOption{{strings.Repeat("x", 41), u1}}}},
		{name: "option uuid not a uuid", o: intercom.Outbound{Kind: intercom.KindReply, MessageType: intercom.MessageQuickReply, ReplyOptions: []intercom.ReplyOption{{"Ah", "yes"}}}},
		{name: "option uuid repeated", o: intercom.Outbound{Kind: intercom.KindReply, MessageType: intercom.MessageQuickReply, ReplyOptions: []intercom.ReplyOption{{"Ah", u1}, {"Oui", strings.ToUpper(u1)}}}},
		{name: "unknown message type", o: intercom.Outbound{Kind: intercom.KindReply, MessageType: "assignment", Body: "<p>x</p>"}},
		{name: "reply with a tag", o: intercom.Outbound{Kind: intercom.KindReply, MessageType: intercom.MessageComment, Body: "<p>x</p>", TagName: "x"}},
		{name: "assign nobody", o: intercom.Outbound{Kind: intercom.KindAssign, AssigneeType: intercom.AssigneeTeam, AssigneeID: "0"}},
		{name: "assign a name", o: intercom.Outbound{Kind: intercom.KindAssign, AssigneeType: intercom.AssigneeTeam, AssigneeID: "support"}},
		{name: "assign to a contact", o: intercom.Outbound{Kind: intercom.KindAssign, AssigneeType: "user", AssigneeID: "5"}},
		{name: "assign with a body", o: intercom.Outbound{Kind: intercom.KindAssign, AssigneeType: intercom.AssigneeTeam, AssigneeID: "5", Body: "<p>x</p>"}},
		{name: "tag without name", o: intercom.Outbound{Kind: intercom.KindTag}},
		{name: "tag name with spaces around", o: intercom.Outbound{Kind: intercom.KindTag, TagName: " vip"}},
		{name: "unknown kind", o: intercom.Outbound{Kind: "snooze"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			err := tt.o.Validate()
			if tt.ok != (err == nil) {
				t.Fatalf("Validate() = %v, want ok=%v", err, tt.ok)
			}
			if err != nil && !errors.Is(err, intercom.ErrInvalidOutbound) {
				t.Errorf("error %v does not wrap ErrInvalidOutbound", err)
			}
		})
	}
}

func TestSummarizeTurns(t *testing.T) {
	t.Parallel()
	got := intercom.SummarizeTurns([]engine.Turn{
		{Role: "shopper", Text: "bghit   tajine\n30 cm"},
		{Role: "bot", Text: "results_intro"},
		{Text: "x\x00y"},
	})
	if want := "shopper: bghit tajine 30 cm\nbot: results_intro\n?: xy"; got != want {
		t.Errorf("SummarizeTurns = %q, want %q", got, want)
	}
}

// TestRenderOfferInConversation: an offer in a conversation the bot owns
// (spec 000) is the question as a comment and its three choices as quick
// replies whose uuids carry the offer's meanings.
func TestRenderOfferInConversation(t *testing.T) {
	t.Parallel()
	p := products()[1]
	offer := engine.Offer{ID: "product_dwell-1", Trigger: engine.OfferProductDwell, ProductID: p.ID, Product: &p}
	out := intercom.Render([]engine.Effect{offer.Effect()}, i18n.English, intercom.RenderOptions{Salt: 7})
	var kinds []string
	for _, o := range out {
		kinds = append(kinds, o.String())
	}
	if got := strings.Join(kinds, " "); got != "reply(comment) reply(quick_reply×3)" {
		t.Fatalf("requests %s, want the question and its quick replies", got)
	}
	if !strings.Contains(out[0].Body, "Babouches en cuir") {
		t.Errorf("question %q does not name the product", out[0].Body)
	}
	want := []intercom.ReplyOption{
		{Text: "Add to cart", UUID: intercom.ReplyUUID(engine.MeaningSelectPrefix+p.ID, 7)},
		{Text: "Similar products", UUID: intercom.ReplyUUID(engine.MeaningOfferSimilar, 7)},
		{Text: "No thanks", UUID: intercom.ReplyUUID(engine.MeaningOfferNo, 7)},
	}
	if got := out[1].ReplyOptions; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("quick replies %+v, want %+v", got, want)
	}
}
