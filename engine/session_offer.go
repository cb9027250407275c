package engine

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/wakha/wakha/i18n"
)

// This file holds proactive offers (spec 000): the triggers that may make
// wakha speak first, the gate CanOfferNow with its stable reason codes, the
// offers' outcomes (which drive the back-off) and what their quick replies
// mean.

// OfferTrigger names what may prompt an offer.
type OfferTrigger string

const (
	// OfferProductDwell: a product page watched for Config.ProactiveDwell →
	// "want to know more about <product>?" (add to cart, similar products,
	// no thanks).
	OfferProductDwell OfferTrigger = "product_dwell"
	// OfferTourAbandoned: a storefront tour left or failed midway → an offer
	// of help (yes, help me; no thanks).
	OfferTourAbandoned OfferTrigger = "tour_abandoned"
)

// OfferTriggers lists the triggers (for metric labels).
var OfferTriggers = []OfferTrigger{OfferProductDwell, OfferTourAbandoned}

// OfferOutcome is what became of an offer, or of a trigger that was blocked.
type OfferOutcome string

const (
	OutcomeShown     OfferOutcome = "shown"     // the offer was made (EffectOffer)
	OutcomeAccepted  OfferOutcome = "accepted"  // the shopper took it up: a quick reply, the bubble, a message
	OutcomeDismissed OfferOutcome = "dismissed" // "no thanks", the bubble closed, a typed no
	OutcomeIgnored   OfferOutcome = "ignored"   // nothing until the interaction timeout, or the widget hid it
	OutcomeBlocked   OfferOutcome = "blocked"   // the trigger came but CanOfferNow said no (Reason)
)

// OfferOutcomes lists the outcomes (for metric labels).
var OfferOutcomes = []OfferOutcome{OutcomeShown, OutcomeAccepted, OutcomeDismissed, OutcomeIgnored, OutcomeBlocked}

// offerSettled are the outcomes an offer can end with.
var offerSettled = []OfferOutcome{OutcomeAccepted, OutcomeDismissed, OutcomeIgnored}

// OfferReason is CanOfferNow's answer: OfferOK, or why not. The values are
// stable: logs and metrics carry them.
type OfferReason string

const (
	OfferOK OfferReason = "ok"
	// OfferDisabled: PROACTIVE_ENABLED=false.
	OfferDisabled OfferReason = "disabled"
	// OfferHumanOwner: a human owns the conversation (the dialogue is in
	// handoff) or a teammate paused it.
	OfferHumanOwner OfferReason = "human_owner"
	// OfferWrongState: the session is not thinking (spec 000).
	OfferWrongState OfferReason = "wrong_state"
	// OfferAwaitingAnswer: the dialogue waits for the shopper: a pending
	// confirmation, or an awaited answer (spec 004) still alive.
	OfferAwaitingAnswer OfferReason = "awaiting_answer"
	// OfferConservativeCooldown: a cooldown lengthened by the back-off
	// (offers were dismissed or ignored) is running (spec 000 v1).
	OfferConservativeCooldown OfferReason = "conservative_cooldown"
	// OfferCooldown: the plain cooldown after an active session is running.
	OfferCooldown OfferReason = "cooldown"
	// OfferRateLimited: Config.ProactiveMaxPerHour offers were already made
	// in the last hour.
	OfferRateLimited OfferReason = "rate_limited"
)

// OfferReasons lists the reasons in the order CanOfferNow checks them.
var OfferReasons = []OfferReason{OfferOK, OfferDisabled, OfferHumanOwner, OfferWrongState, OfferAwaitingAnswer,
	OfferConservativeCooldown, OfferCooldown, OfferRateLimited}

// Quick-reply meanings of offers. "Add to cart" is MeaningSelectPrefix +
// the product id: the dialogue's own pick, which asks before it adds.
const (
	MeaningOfferSimilar = "offer:similar" // search products like the one offered
	MeaningOfferNo      = "offer:no"      // no thanks
	MeaningOfferHelp    = "offer:help"    // yes, help me (after a tour)
)

// DidOffer is the soft context's last action after an offer was accepted:
// the offered product is in focus, so "ch7al?" is about it.
const DidOffer = "offered"

// Offer is one offer wakha made.
type Offer struct {
	// ID identifies the offer in the widget's reports (EventOffer… OfferID)
	// and is the proactive state's trigger_id.
	ID      string       `json:"id"`
	Trigger OfferTrigger `json:"trigger"`
	// ProductID and Product: the product offered (product_dwell). The card
	// is kept so the offer's quick replies and questions resolve.
	ProductID string   `json:"product_id,omitempty"`
	Product   *Product `json:"product,omitempty"`
	// TourID: the tour left midway (tour_abandoned).
	TourID string `json:"tour_id,omitempty"`
	// At is when it was made; ShownAt when the widget reported it on screen
	// (the interaction timeout counts from the later).
	At      time.Time  `json:"at"`
	ShownAt *time.Time `json:"shown_at,omitempty"`
	// Outcome is "" while the offer is open, then accepted, dismissed or ignored.
	Outcome OfferOutcome `json:"outcome,omitempty"`
}

// OfferCue is a trigger waiting for its time.
type OfferCue struct {
	Trigger   OfferTrigger `json:"trigger"`
	ProductID string       `json:"product_id,omitempty"`
	Product   *Product     `json:"product,omitempty"`
	TourID    string       `json:"tour_id,omitempty"`
	// Since is when the page was first viewed or the tour ended; Due when
	// the offer may be made (Since + ProactiveDwell for a page).
	Since time.Time `json:"since"`
	Due   time.Time `json:"due"`
}

// OfferStat is one count of wakha_proactive_offers_total{trigger,outcome}.
type OfferStat struct {
	OfferID string       `json:"offer_id,omitempty"` // "" for a blocked trigger
	Trigger OfferTrigger `json:"trigger"`
	Outcome OfferOutcome `json:"outcome"`
	Reason  OfferReason  `json:"reason,omitempty"` // blocked only
}

// Label is the metric's outcome label: the outcome, or "blocked:<reason>".
func (o OfferStat) Label() string {
	if o.Outcome == OutcomeBlocked {
		return string(OutcomeBlocked) + ":" + string(o.Reason)
	}
	return string(o.Outcome)
}

// openOffer returns the offer still waiting for an outcome, or nil.
// OpenOffer returns the offer still waiting for an answer (nil for none):
// what the storefront's bubble shows for a visitor without a chat.
func (s Session) OpenOffer() *Offer { return s.openOffer() }

// Effect is the EffectOffer of o: its question and quick replies, for a
// renderer that shows it outside Decide (the storefront's bubble).
func (o Offer) Effect() Effect { return offerEffect(o) }

func (s Session) openOffer() *Offer {
	if o := s.Offer; o != nil && o.Outcome == "" && s.State == SessionProactive {
		return o
	}
	return nil
}

// settle gives the open offer its outcome and adjusts the back-off:
// accepting zeroes it, dismissing or ignoring adds one.
func (s *Session) settle(outcome OfferOutcome) Effect {
	o := *s.Offer
	o.Outcome = outcome
	s.Offer = &o
	switch outcome {
	case OutcomeAccepted:
		s.BackOff = 0
	case OutcomeDismissed, OutcomeIgnored:
		s.BackOff = min(s.BackOff+1, MaxBackOff)
	}
	return Effect{Kind: EffectOfferStat, OfferStat: &OfferStat{OfferID: o.ID, Trigger: o.Trigger, Outcome: outcome}}
}

// offersSince counts the offers made after since.
func (s Session) offersSince(since time.Time) int {
	n := 0
	for _, t := range s.OfferTimes {
		if t.After(since) {
			n++
		}
	}
	return n
}

// CanOfferNow reports whether wakha may make an unsolicited offer now, and
// why not. It reads the state as it would be after a Tick at now (an
// expired cooldown does not block) and changes nothing. The checks, in
// order: PROACTIVE_ENABLED (disabled); a human owns the conversation or a
// teammate paused it (human_owner); the session is not thinking
// (wrong_state); the dialogue awaits an answer (awaiting_answer); a
// cooldown runs, lengthened by the back-off (conservative_cooldown) or
// not (cooldown); PROACTIVE_MAX_PER_HOUR offers in the last hour
// (rate_limited).
func CanOfferNow(st State, now time.Time, cfg Config) (bool, OfferReason) {
	cfg = cfg.normalized()
	if !cfg.ProactiveEnabled {
		return false, OfferDisabled
	}
	if humanOwned(st, now) {
		return false, OfferHumanOwner
	}
	s := st.Session.At(now, cfg)
	if s.State != SessionThinking {
		return false, OfferWrongState
	}
	if awaitingAnswer(st, now) || LifecycleOf(st) == LifecycleHeartbeatScheduled {
		// A scheduled follow-up means the bot still awaits an answer:
		// follow-ups and offers never both run.
		return false, OfferAwaitingAnswer
	}
	if t := s.Thinking; t != nil && t.CooldownActive {
		if t.Conservative {
			return false, OfferConservativeCooldown
		}
		return false, OfferCooldown
	}
	if s.offersSince(now.Add(-time.Hour)) >= cfg.ProactiveMaxPerHour {
		return false, OfferRateLimited
	}
	return true, OfferOK
}

// humanOwned reports whether a human owns the conversation at now: the
// dialogue is in handoff (spec 003's NEEDS_HUMAN_INTERVENTION), or a
// teammate paused it and the pause still runs.
func humanOwned(st State, now time.Time) bool {
	if st.Dialogue.State == Handoff {
		return true
	}
	p := st.Paused
	return p != nil && (p.Until == nil || now.Before(*p.Until))
}

// awaitingAnswer reports whether the dialogue waits for the shopper: a
// pending confirmation, or what State.Awaiting names until it expires.
func awaitingAnswer(st State, now time.Time) bool {
	if st.Dialogue.PendingConfirmation.TargetID != nil {
		return true
	}
	a := st.Awaiting
	return a != nil && now.Before(a.Until)
}

// LastBotMessageAt is when wakha last said something in the conversation,
// offers included (they are recorded as bot turns): the start of the
// conversation's quiet time. Follow-ups (spec 003) count from it, so an
// offer postpones a follow-up; ok is false when wakha never spoke.
func LastBotMessageAt(st State) (at time.Time, ok bool) {
	for i := len(st.Recent) - 1; i >= 0; i-- {
		if st.Recent[i].Role == "bot" {
			return st.Recent[i].At, true
		}
	}
	return time.Time{}, false
}

// offerID names an offer: its trigger and time, so the widget's reports
// point at one offer and a stale report is told apart.
func offerID(trigger OfferTrigger, at time.Time) string {
	return fmt.Sprintf("%s-%d", trigger, at.UnixMilli())
}

// offerEffect is what wakha says for an offer: the question and its quick replies.
func offerEffect(o Offer) Effect {
	e := Effect{Kind: EffectOffer, Offer: &o}
	switch o.Trigger {
	case OfferProductDwell:
		e.Message = &Message{Key: i18n.KeyOfferProduct, Args: []string{o.Product.Name}}
		e.Options = []Option{
			{Label: i18n.KeyLabelAddCart, Meaning: MeaningSelectPrefix + o.ProductID},
			{Label: i18n.KeyLabelSimilar, Meaning: MeaningOfferSimilar},
			{Label: i18n.KeyLabelNoThanks, Meaning: MeaningOfferNo},
		}
	default:
		e.Message = &Message{Key: i18n.KeyOfferTourHelp}
		e.Options = []Option{
			{Label: i18n.KeyLabelHelpMe, Meaning: MeaningOfferHelp},
			{Label: i18n.KeyLabelNoThanks, Meaning: MeaningOfferNo},
		}
	}
	return e
}

// answers reports whether a quick-reply meaning answers offer o, and how.
func (o Offer) answers(meaning string) (OfferOutcome, bool) {
	switch {
	case meaning == MeaningOfferNo:
		return OutcomeDismissed, true
	case meaning == MeaningOfferHelp && o.Trigger == OfferTourAbandoned,
		meaning == MeaningOfferSimilar && o.Trigger == OfferProductDwell,
		o.ProductID != "" && meaning == MeaningSelectPrefix+o.ProductID:
		return OutcomeAccepted, true
	}
	return "", false
}

// similar is the search behind "similar products": the offered product's
// name as the query (the dialogue searches it like a typed search).
func (m *machine) similar() input {
	o := m.st.Session.Offer
	if o == nil || o.Product == nil || strings.TrimSpace(o.Product.Name) == "" {
		return input{kind: inUnknown, label: string(i18n.IntentUnknown), reason: "unknown_quick_reply"}
	}
	words := strings.Fields(strings.ToLower(o.Product.Name))
	q := Query{Text: strings.Join(words, " "), Terms: slices.Clone(words)}
	q.Hash = QueryHash(q)
	return input{kind: inSearch, label: string(i18n.IntentProductSearch), query: q}
}
