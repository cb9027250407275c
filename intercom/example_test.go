package intercom_test

import (
	"fmt"

	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/i18n"
	"github.com/wakha/wakha/intercom"
)

// A quick-reply option's uuid carries its meaning, so a click maps back to
// the engine without remembering what was offered. Options wakha did not
// make do not decode; their label is then read like typed text.
func ExampleReplyUUID() {
	u := intercom.ReplyUUID("select:1042", intercom.SaltFor("37358121999"))
	fmt.Println(u)
	fmt.Println(intercom.DecodeReplyUUID(u))
	fmt.Println(intercom.DecodeReplyUUID("a5e1c524-5ddd-4c3e-9328-6bca5d6e3edb"))
	// Output:
	// 776b0105-8019-8df3-b400-000000000412
	// select:1042 true
	//  false
}

// Bodies are HTML before API 2.15 and plain text after; PlainText reads both.
func ExamplePlainText() {
	fmt.Printf("%q\n", intercom.PlainText("<p>Salam, 3ndkom tajine&nbsp;30 cm?</p><p>b <b>&lt;300</b> dh</p>"))
	fmt.Printf("%q\n", intercom.PlainText("Bonjour, prix < 300 dh ?"))
	// Output:
	// "Salam, 3ndkom tajine 30 cm?\nb <300 dh"
	// "Bonjour, prix < 300 dh ?"
}

// The bot's own reply comes back as conversation.admin.replied; it is
// recognised by its author (the bot teammate) and app_package_code.
func ExampleParser_Parse() {
	p := intercom.Parser{BotAdminID: "7714021"}
	in, err := p.Parse([]byte(`{"type":"notification_event","app_id":"souk2a7f","id":"notif_1",
		"topic":"conversation.admin.replied","data":{"item":{"type":"conversation","id":"215473180093312",
		"conversation_parts":{"conversation_parts":[{"id":"37358122002","part_type":"comment",
		"body":"<p>Hahuma:</p>","author":{"type":"admin","id":"7714021"},"app_package_code":"wakha"}]}}}}`))
	fmt.Println(in.Handle, in.IgnoreReason, in.DedupeKey, err)
	// Output: false own_message part:souk2a7f:215473180093312:37358122002 <nil>
}

// A confirmation becomes the question as a comment, then the quick replies.
func ExampleRender() {
	out := intercom.Render([]engine.Effect{{
		Kind:    engine.EffectQuickReplies,
		Message: &engine.Message{Key: i18n.KeyConfirmAddToCart, Args: []string{"Tajine &amp; couvercle"}},
		Options: []engine.Option{{Label: i18n.KeyLabelYes, Meaning: engine.MeaningConfirm}, {Label: i18n.KeyLabelNo, Meaning: engine.MeaningCancel}},
	}}, i18n.Darija, intercom.RenderOptions{})
	for _, o := range out {
		fmt.Println(o, o.Body, o.ReplyOptions)
	}
	// Output:
	// reply(comment) <p>Nzid Tajine &amp; couvercle l panier dyalek?</p> []
	// reply(quick_reply×2)  [{Ah 776b0102-0000-85e2-ac00-000000000000} {La 776b0103-0000-8e42-8d00-000000000000}]
}
