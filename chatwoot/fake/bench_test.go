package fake_test

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"

	"github.com/wakha/wakha/chatwoot"
	"github.com/wakha/wakha/chatwoot/fake"
)

// BenchmarkCreateCardsMessage is the fake's side of one of the bot's
// replies in the load tool: five cards posted and validated, the created
// message answered (its CPU shares the cores with the service; no time is
// asserted).
func BenchmarkCreateCardsMessage(b *testing.B) {
	f := fake.New(fake.Options{})
	defer f.Close()
	c := f.NewConversation(fake.ConversationOptions{})
	var cards []chatwoot.Card
	for i := range chatwoot.MaxCards {
		id := strconv.Itoa(100 + i)
		cards = append(cards, chatwoot.Card{Title: "Tajine en terre cuite " + id, Description: "149,00 MAD · en stock",
			MediaURL: "https://souk.example.com/wp-content/uploads/tajine-" + id + ".jpg",
			Actions: []chatwoot.CardAction{
				{Type: chatwoot.ActionLink, Text: "Voir", URI: "https://souk.example.com/produit/tajine-" + id + "/"},
				{Type: chatwoot.ActionPostback, Text: "Choisir", Payload: "wakha1.eyJwIjoiMTAwIiwiYSI6IjEiLCJjIjoiNDIifQ.c2lnbmF0dXJl" + id},
			}})
	}
	body, err := chatwoot.MessageRequestBody(chatwoot.Outbound{Kind: chatwoot.KindMessage, ContentType: chatwoot.ContentCards,
		Content: "Hadou li l9it:", Cards: cards, EchoID: "wakha-outbox-1"})
	if err != nil {
		b.Fatal(err)
	}
	path := "/api/v1/accounts/" + c.AccountID + "/conversations/" + c.ID + "/messages"
	b.SetBytes(int64(len(body)))
	b.ReportAllocs()
	for b.Loop() {
		req := httptest.NewRequest(http.MethodPost, path, bytes.NewReader(body))
		req.Header.Set(chatwoot.HeaderAccessToken, f.BotToken())
		req.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		f.ServeHTTP(w, req)
		if w.Code != http.StatusOK {
			b.Fatalf("status %d: %s", w.Code, w.Body)
		}
	}
	if v := f.Violations(); len(v) > 0 {
		b.Fatalf("violations: %v", v)
	}
}

// BenchmarkIncomingMessage builds a shopper's message_created webhook, as
// the load tool does for every message it sends (no time is asserted).
func BenchmarkIncomingMessage(b *testing.B) {
	f := fake.New(fake.Options{})
	defer f.Close()
	b.ReportAllocs()
	for b.Loop() {
		// A conversation per six messages, as the load tool's script.
		c := f.NewConversation(fake.ConversationOptions{CustomAttributes: map[string]string{"wakha_visitor": "v-1"}})
		for _, text := range []string{"wach 3ndkom tajine?", "zid", "2", "wakha", "robe rouge", "merci"} {
			if _, err := f.IncomingMessage(c.AccountID, c.ID, text); err != nil {
				b.Fatal(err)
			}
		}
	}
}
