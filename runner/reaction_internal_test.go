package runner

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
)

// TestEmojiOnlyMessageIsAReaction: the runner marks an emoji-only message
// as a reaction before the engine sees it, so the session records a
// reaction (what started the chat says so); words stay a message.
func TestEmojiOnlyMessageIsAReaction(t *testing.T) {
	t.Parallel()
	r := New(nil, nil, nil, Options{Engine: engine.DefaultConfig()}, slog.New(slog.NewTextHandler(io.Discard, nil)),
		NewMetrics(prometheus.NewRegistry()))
	for _, tt := range []struct{ text, want string }{
		{"👍", "reaction"},
		{"❤️🙏", "reaction"},
		{"merci 👍", "user_message"},
	} {
		st := engine.NewState(engine.DefaultConfig())
		var stages wakha.Stages
		_, effects := r.step(context.Background(), st, engine.Event{Kind: engine.EventUserMessage, MessageID: "1", Text: tt.text},
			time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC), &stages)
		got := ""
		for _, e := range effects {
			if e.Kind == engine.EffectSessionTransition && e.SessionTransition.To == engine.SessionReactive {
				got = e.SessionTransition.Reason
			}
		}
		if got != tt.want {
			t.Errorf("%q started the chat as %q, want %q", tt.text, got, tt.want)
		}
	}
}

// TestVisitorEffectsAreOffersOnly: a visitor's own session has no
// conversation; only its offers reach the platform.
func TestVisitorEffectsAreOffersOnly(t *testing.T) {
	t.Parallel()
	effects := []engine.Effect{{Kind: engine.EffectReply}, {Kind: engine.EffectOffer}, {Kind: engine.EffectCards}, {Kind: engine.EffectOfferStat}}
	if got := deliverable(wakha.VisitorKey("chatwoot", "v"), effects); len(got) != 1 || got[0].Kind != engine.EffectOffer {
		t.Errorf("visitor: %+v", got)
	}
	if got := deliverable(wakha.ConvKey{Platform: "chatwoot", AccountID: "1", ExternalID: "2"}, effects); len(got) != len(effects) {
		t.Errorf("conversation: %+v", got)
	}
}
