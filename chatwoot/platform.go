package chatwoot

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/i18n"
)

// Name is Chatwoot's value in wakha.ConvKey.Platform.
const Name = "chatwoot"

// Platform is Chatwoot as wakha's pipeline sees it (a wakha.Platform): the
// runner renders a turn's effects with it, the dispatcher sends the stored
// requests with it and asks it what a dead letter means.
type Platform struct {
	Client        *Client
	HandoffTeamID int64           // handoff team, 0 = none
	HandoffLabels []string        // handoff labels; nil = the defaults
	Postbacks     *PostbackSigner // signs the cards' Select buttons; nil = no Select button
}

var _ wakha.Platform = Platform{}

// Name implements wakha.Platform.
func (Platform) Name() string { return Name }

// Render implements wakha.Renderer: the effects become Chatwoot requests,
// each stored as the JSON of an Outbound.
//
// A visitor's own session (no conversation yet) sends nothing: its offer is
// the bubble the storefront script shows, read from the session by
// POST /widget/events.
func (p Platform) Render(key wakha.ConvKey, effects []engine.Effect, st engine.State) ([]wakha.OutboxItem, error) {
	if key.IsVisitor() {
		return nil, nil
	}
	opts := RenderOptions{
		HandoffTeamID: p.HandoffTeamID,
		HandoffLabels: p.HandoffLabels,
		Summary:       handoffSummary(effects, st),
	}
	if p.Postbacks != nil {
		opts.Postback = func(productID string) string {
			s, _ := p.Postbacks.Sign(Postback{ProductID: productID, AccountID: key.AccountID, ConversationID: key.ExternalID})
			return s // "" (no button) when the ids cannot be carried
		}
	}
	outs := Render(effects, i18n.LangOrDefault(st.Lang), opts)
	items := make([]wakha.OutboxItem, 0, len(outs))
	for _, o := range outs {
		b, err := json.Marshal(o)
		if err != nil {
			return nil, fmt.Errorf("chatwoot: encode %s: %w", o.Kind, err)
		}
		items = append(items, wakha.OutboxItem{Kind: string(o.Kind), Payload: b})
	}
	return items, nil
}

// errUndecodable marks an outbox row that is not an Outbound: no retry
// can send it.
var errUndecodable = errors.New("chatwoot: undecodable outbox payload")

// Send implements wakha.Sender.
func (p Platform) Send(ctx context.Context, row wakha.OutboxRow) (string, error) {
	var o Outbound
	if err := json.Unmarshal(row.Payload, &o); err != nil {
		return "", fmt.Errorf("%w: %v", errUndecodable, err)
	}
	return p.Client.Send(ctx, row.Key.AccountID, row.Key.ExternalID, o)
}

// Classify implements wakha.Sender: Chatwoot's answers as the dispatcher's
// failure kinds.
func (Platform) Classify(err error) wakha.Failure {
	switch {
	case errors.Is(err, errUndecodable):
		return wakha.Failure{Kind: wakha.Permanent}
	case AuthFailure(err):
		return wakha.Failure{Kind: wakha.Auth}
	}
	retry, wait := Retryable(err)
	if !retry {
		return wakha.Failure{Kind: wakha.Permanent}
	}
	return wakha.Failure{Kind: wakha.Transient, Wait: wait}
}

// DeadLetter implements wakha.Platform. A lost toggle_status is the one
// that hurts: the engine is in handoff and silent, but Chatwoot still shows
// the conversation as the bot's, so nobody answers until a human opens it.
func (Platform) DeadLetter(row wakha.OutboxRow) string {
	if row.Kind == string(KindToggleStatus) {
		return "HANDOFF NOT OPENED: the conversation waits for a human who was never called; open it in Chatwoot"
	}
	return ""
}

// handoffSummary is SummarizeTurns(st.Recent) when effects hand the
// conversation off, the one place it is read (the agents' note); "" for the
// other turns, which would build it for nothing.
func handoffSummary(effects []engine.Effect, st engine.State) string {
	if !slices.ContainsFunc(effects, func(e engine.Effect) bool { return e.Kind == engine.EffectHandoff }) {
		return ""
	}
	return SummarizeTurns(st.Recent)
}
