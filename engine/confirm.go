package engine

import (
	"time"

	"github.com/wakha/wakha/i18n"
)

// This file holds the confirmation of spec 001 §6: asking, the answers, the
// accepted action and the expiry of the pending confirmation.

func (m *machine) hasPending() bool {
	return m.st.Dialogue.PendingConfirmation.TargetID != nil
}

// ask sets pending_confirmation and asks "add X to your cart?".
func (m *machine) ask(p Product) {
	action, id, created := ActionAddToCart, p.ID, m.now.UTC().Format(time.RFC3339)
	m.st.Dialogue.PendingConfirmation = PendingConfirmation{Action: &action, TargetID: &id, CreatedAt: &created}
	m.st.IntentRepeats = 0 // a pick is progress
	m.focusOn(DidPick, p.ID)
	m.emit(Effect{
		Kind:    EffectQuickReplies,
		Message: &Message{Key: i18n.KeyConfirmAddToCart, Args: []string{p.Name}},
		Options: yesNo(),
	})
}

func yesNo() []Option {
	return []Option{
		{Label: i18n.KeyLabelYes, Meaning: MeaningConfirm},
		{Label: i18n.KeyLabelNo, Meaning: MeaningCancel},
	}
}

// answerConfirmation handles an input in awaiting_confirmation: the answer
// to "add X to your cart?". It is reached from stepAwaitingConfirmation and,
// for a yes/no/wait answering a re-asked question, from stepClarifying after
// the hop back to awaiting_confirmation.
func (m *machine) answerConfirmation(in input) {
	target := *m.st.Dialogue.PendingConfirmation.TargetID
	switch in.kind {
	case inYes:
		m.confirm()
	case inNo:
		if m.move(Idle, TriggerCancelled, "") {
			m.st.IntentRepeats = 0
			m.reply(i18n.KeyCancelled)
			m.touch(DidDecline, nil)
		}
	case inHold:
		m.reply(i18n.KeyHoldOn)
	case inSearch:
		// Neither yes nor no but a clear new request: leave the question and search.
		if m.move(Clarifying, TriggerUnclearConfirmation, "new_search") {
			m.st.Dialogue.PendingConfirmation = PendingConfirmation{}
			m.searchFor(in)
		}
	case inQuestion:
		// A question about the product instead of a yes or no: answered, and
		// the confirmation asked again (not counted as unresolved).
		if m.move(Clarifying, TriggerUnclearConfirmation, "product_question") {
			m.answerQuestion(in)
			m.reask()
		}
	case inSelect:
		p, ok := m.picked(in)
		switch {
		case !ok:
			m.clarify("unclear_confirmation", i18n.KeyClarifyConfirm)
		case p.ID == target:
			m.ask(p) // the same card again: ask again
		default:
			// Another card: the reply is not an answer (→ clarifying), it is a new pick (→ awaiting).
			if m.move(Clarifying, TriggerUnclearConfirmation, "new_pick") &&
				m.move(AwaitingConfirmation, TriggerClarificationImpliesAction, "new_pick") {
				m.ask(p)
			}
		}
	default:
		m.clarify("unclear_confirmation", i18n.KeyClarifyConfirm)
	}
}

// confirm carries out the accepted add-to-cart: the link (or the product
// page when options must be chosen there), then recommending while more
// results or other cards remain, else idle.
func (m *machine) confirm() {
	p, ok := m.lookup(*m.st.Dialogue.PendingConfirmation.TargetID)
	if !ok {
		// The product fell out of memory: the accepted action cannot be done.
		if m.move(Error, TriggerExecutionFailure, "product_unavailable") {
			m.reply(i18n.KeyError)
			m.afterError()
		}
		return
	}
	m.st.IntentRepeats = 0
	switch {
	case p.AddToCartURL != "":
		m.reply(i18n.KeyAddToCartLink, p.Name, p.AddToCartURL)
	case m.askSize(p):
		// Which size: the open question awaits its answer (spec 004).
	default:
		m.reply(i18n.KeyViewOptions, p.Name, p.Permalink)
	}
	m.focusOn(DidAdd, p.ID)
	others := false
	for _, r := range m.st.Results {
		if r.ID != p.ID {
			others = true
			break
		}
	}
	if m.st.Query != nil && (!m.st.ResultsExhausted || others) {
		m.move(Recommending, TriggerConfirmedNextResults, "")
		return
	}
	m.move(Idle, TriggerCompleted, "")
}

// expire applies §6.2: a pending confirmation older than the TTL is cleared
// and the dialogue returns to idle with a short prompt. It reports whether
// it expired one. Decide checks it once per event, before the state's step
// function, for every event except a human taking over or resolving.
func (m *machine) expire() bool {
	d := &m.st.Dialogue
	created, ok := pendingCreatedAt(d.PendingConfirmation)
	if !ok || m.now.Before(created.Add(m.cfg.ConfirmationTTL)) {
		return false
	}
	name := m.productName(*d.PendingConfirmation.TargetID)
	if d.State == Clarifying {
		// clarifying has no edge to idle: the re-asked confirmation expires
		// through awaiting_confirmation, whose expiry edge §3.4 defines.
		if !m.move(AwaitingConfirmation, TriggerClarificationImpliesAction, "confirmation_expired") {
			return true
		}
	}
	if !m.move(Idle, TriggerConfirmationExpired, "") {
		return true
	}
	m.st.IntentRepeats = 0
	m.reply(i18n.KeyConfirmExpired, name)
	return true
}
