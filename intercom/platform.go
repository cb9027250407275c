package intercom

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

// Platform is Intercom as wakha's pipeline sees it (a wakha.Platform): the
// runner renders a turn's effects with it, the dispatcher sends the stored
// requests with it and asks it what a dead letter means.
//
// One Platform speaks for one workspace: the access token is the
// workspace's, so every conversation key it sends for carries that
// workspace's app_id.
type Platform struct {
	Client *Client
	// HandoffTeamID, when set, is the team a handoff assigns the
	// conversation to (INTERCOM_HANDOFF_TEAM_ID).
	HandoffTeamID string
	// HandoffTag is added on handoff; "" means DefaultHandoffTag
	// (INTERCOM_HANDOFF_TAG).
	HandoffTag string
}

var _ wakha.Platform = Platform{}

// Name implements wakha.Platform.
func (Platform) Name() string { return Name }

// Render implements wakha.Renderer: the effects become Intercom requests,
// each stored as the JSON of an Outbound. The quick replies' uuids are
// salted with the id of the message answered, so two turns never offer the
// same uuid for different questions.
func (p Platform) Render(key wakha.ConvKey, effects []engine.Effect, st engine.State) ([]wakha.OutboxItem, error) {
	if key.IsVisitor() {
		// A storefront visitor without a conversation: its offer goes as an
		// in-app message to the contact carrying the visitor id.
		return items(RenderInApp(key.ExternalID, effects, i18n.LangOrDefault(st.Lang)))
	}
	answered := ""
	if id := st.Dialogue.LastUserMessageID; id != nil {
		answered = *id
	}
	outs := Render(effects, i18n.LangOrDefault(st.Lang), RenderOptions{
		HandoffTeamID: p.HandoffTeamID,
		HandoffTag:    p.HandoffTag,
		Summary:       handoffSummary(effects, st),
		Salt:          SaltFor(answered),
	})
	return items(outs)
}

// items stores each Outbound as the JSON of an outbox item.
func items(outs []Outbound) ([]wakha.OutboxItem, error) {
	items := make([]wakha.OutboxItem, 0, len(outs))
	for _, o := range outs {
		b, err := marshal(o)
		if err != nil {
			return nil, fmt.Errorf("intercom: encode %s: %w", o.Kind, err)
		}
		items = append(items, wakha.OutboxItem{Kind: string(o.Kind), Payload: b})
	}
	return items, nil
}

// FindVisitor implements wakha.VisitorFinder: the storefront visitor id of
// the contact of a new conversation (Intercom's webhooks do not carry it).
func (p Platform) FindVisitor(ctx context.Context, contactRef string) (string, error) {
	return p.Client.FindVisitor(ctx, contactRef)
}

// errUndecodable marks an outbox row that is not an Outbound: no retry can
// send it.
var errUndecodable = errors.New("intercom: undecodable outbox payload")

// Send implements wakha.Sender: the stored Outbound, on the conversation
// the row's key names.
func (p Platform) Send(ctx context.Context, row wakha.OutboxRow) (string, error) {
	var o Outbound
	if err := json.Unmarshal(row.Payload, &o); err != nil {
		return "", fmt.Errorf("%w: %v", errUndecodable, err)
	}
	return p.Client.Send(ctx, row.Key.ExternalID, o)
}

// Classify implements wakha.Sender: Intercom's answers (Classify) as the
// dispatcher's failure kinds. A 429's wait is Intercom's own
// (X-RateLimit-Reset or Retry-After); the dispatcher caps it.
func (Platform) Classify(err error) wakha.Failure {
	if errors.Is(err, errUndecodable) {
		return wakha.Failure{Kind: wakha.Permanent}
	}
	switch class, wait := Classify(err); class {
	case ClassRetry:
		return wakha.Failure{Kind: wakha.Transient, Wait: wait}
	case ClassAuth:
		return wakha.Failure{Kind: wakha.Auth}
	}
	return wakha.Failure{Kind: wakha.Permanent}
}

// DeadLetter implements wakha.Platform. The engine is in handoff and silent
// once a handoff is rendered, so what a lost request of the handoff costs is
// that the teammates may never learn of it: the assignment puts the
// conversation in the team's inbox, the tag is what inbox views filter on,
// the note says why.
func (Platform) DeadLetter(row wakha.OutboxRow) string {
	var o Outbound
	if json.Unmarshal(row.Payload, &o) != nil {
		return ""
	}
	switch {
	case o.Kind == KindAssign:
		return "HANDOFF NOT ASSIGNED: the bot went silent for a human, but the conversation was never assigned to team " +
			o.AssigneeID + "; assign it in Intercom"
	case o.Kind == KindTag:
		return "HANDOFF NOT TAGGED: the bot went silent for a human, but the conversation lacks the " + o.TagName +
			" tag that inbox views filter on; find it in Intercom and tag or assign it"
	case o.Kind == KindReply && o.MessageType == MessageNote:
		return "HANDOFF NOTE LOST: the teammate who takes over will not see why the bot handed the conversation over; " +
			"read the conversation in Intercom"
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
