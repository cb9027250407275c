package runner

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/wakha/wakha/chatwoot"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/i18n"
	"github.com/wakha/wakha/postgres"
)

// ChatwootRenderer renders effects as Chatwoot Application API requests.
type ChatwootRenderer struct {
	TeamID    int                      // handoff team, 0 = none
	Labels    []string                 // handoff labels; nil = chatwoot's defaults
	Postbacks *chatwoot.PostbackSigner // signs the cards' Select buttons
}

// Render implements Renderer.
func (r ChatwootRenderer) Render(key postgres.ConvKey, effects []engine.Effect, st engine.State) ([]postgres.OutboxItem, error) {
	opts := chatwoot.RenderOptions{
		HandoffTeamID: int64(r.TeamID),
		HandoffLabels: r.Labels,
		Summary:       chatwoot.SummarizeTurns(st.Recent),
	}
	if r.Postbacks != nil {
		opts.Postback = func(productID string) string {
			p, _ := r.Postbacks.Sign(chatwoot.Postback{ProductID: productID, AccountID: key.AccountID, ConversationID: key.ExternalID})
			return p // "" (no button) when the ids cannot be carried
		}
	}
	outs := chatwoot.Render(effects, i18n.LangOrDefault(st.Lang), opts)
	items := make([]postgres.OutboxItem, 0, len(outs))
	for _, o := range outs {
		b, err := json.Marshal(o)
		if err != nil {
			return nil, fmt.Errorf("encode %s: %w", o.Kind, err)
		}
		items = append(items, postgres.OutboxItem{Kind: string(o.Kind), Payload: b})
	}
	return items, nil
}

// ChatwootSender sends stored Chatwoot requests.
type ChatwootSender struct {
	Client *chatwoot.Client
}

// errPermanent marks failures that no retry can fix.
var errPermanent = errors.New("permanent failure")

// Send implements Sender.
func (s ChatwootSender) Send(ctx context.Context, row postgres.OutboxRow) (string, error) {
	var o chatwoot.Outbound
	if err := json.Unmarshal(row.Payload, &o); err != nil {
		return "", fmt.Errorf("%w: undecodable outbox payload: %v", errPermanent, err)
	}
	return s.Client.Send(ctx, row.Key.AccountID, row.Key.ExternalID, o)
}

// Classify implements Sender.
func (ChatwootSender) Classify(err error) Failure {
	switch {
	case errors.Is(err, errPermanent):
		return Failure{Kind: Permanent}
	case chatwoot.AuthFailure(err):
		return Failure{Kind: Auth}
	}
	retry, wait := chatwoot.Retryable(err)
	if !retry {
		return Failure{Kind: Permanent}
	}
	return Failure{Kind: Transient, Wait: wait}
}
