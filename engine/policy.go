package engine

import "github.com/wakha/wakha/i18n"

// This file holds the policies every state shares: the input guard (last
// intent, a request for a human, the repeated-intent guard of §4.2), the
// clarification cap of §4.1, recoverable errors, and handoff with the
// platform's human taking over or resolving.

// noteIntent records last_intent and counts repeats without progress (§4.2).
func (m *machine) noteIntent(label string) {
	d := &m.st.Dialogue
	if d.LastIntent != nil && *d.LastIntent == label {
		m.st.IntentRepeats = min(m.st.IntentRepeats, m.cfg.RepeatedIntentLimit) + 1
		return
	}
	l := label
	d.LastIntent = &l
	m.st.IntentRepeats = 1
}

// admit applies what every input-taking state does first: it records the
// intent (§4.2), hands off when the shopper asks for a human, and asks a
// disambiguating question when the same intent repeats without progress. It
// reports whether the state's step function should act on the input.
func (m *machine) admit(in input) bool {
	m.noteIntent(in.label)
	if in.kind == inHuman {
		m.handoff(ReasonUserRequested)
		return false
	}
	if in.kind == inHold && !m.hasPending() {
		// "sber chwiya", "je réfléchis" with no question open: wakha waits
		// where it is (a pending question's hold is answered by the
		// confirmation step).
		m.reply(i18n.KeyTakeYourTime)
		return false
	}
	if m.st.IntentRepeats >= m.cfg.RepeatedIntentLimit {
		// §4.2: the same intent again and again without progress; ask a disambiguating question.
		m.st.IntentRepeats = 0
		key := i18n.KeyClarifyRepeat
		if m.hasPending() {
			key = i18n.KeyClarifyConfirm
		}
		m.clarify("repeated_intent", key)
		return false
	}
	return true
}

func politeKey(k inKind) i18n.Key {
	switch k {
	case inGreeting:
		return i18n.KeyGreeting
	case inThanks:
		return i18n.KeyThanks
	}
	return i18n.KeyBye
}

func unclearReason(in input) string {
	if in.reason != "" {
		return in.reason
	}
	return "unclear"
}

// clarify asks a clarifying question, or hands off with low_confidence when
// the cap of §4.1 is reached (the 3rd unresolved clarification turn).
func (m *machine) clarify(reason string, key i18n.Key, args ...string) {
	d := &m.st.Dialogue
	if d.ClarificationAttempts >= m.cfg.MaxClarifications {
		m.handoff(ReasonLowConfidence)
		return
	}
	var trigger Trigger
	switch d.State {
	case Idle:
		trigger = TriggerAmbiguousQuery
	case Clarifying:
		trigger = TriggerMoreClarification
	case Recommending:
		trigger = TriggerFilterAmbiguity
		if reason == "repeated_intent" {
			trigger = TriggerRepeatedIntent
		}
	case AwaitingConfirmation:
		trigger = TriggerUnclearConfirmation
	case Paginating:
		trigger = TriggerLostContext
	}
	if !m.move(Clarifying, trigger, reason) {
		return
	}
	d.ClarificationAttempts++
	if key == i18n.KeyClarifyConfirm {
		if m.hasPending() {
			m.emit(Effect{
				Kind:    EffectQuickReplies,
				Message: &Message{Key: key, Args: []string{m.productName(*d.PendingConfirmation.TargetID)}},
				Options: yesNo(),
			})
			return
		}
		key, args = i18n.KeyClarify, nil
	}
	m.reply(key, args...)
}

// handoff gives the conversation to a human. A human who already took over
// gets no handoff request and the shopper no announcement.
func (m *machine) handoff(reason HandoffReason) {
	from := m.st.Dialogue.State
	trigger := TriggerPolicyCondition
	switch reason {
	case ReasonUserRequested:
		trigger = TriggerHumanRequested
	case ReasonRepeatedErrors:
		trigger = TriggerRepeatedErrors
	case ReasonLowConfidence:
		switch from {
		case Clarifying:
			trigger = TriggerClarificationLimit
		case AwaitingConfirmation:
			trigger = TriggerExpiryAmbiguity
		}
	}
	if !m.move(Handoff, trigger, string(reason)) {
		return
	}
	m.st.HandoffReason = reason
	m.st.IntentRepeats = 0
	if reason == ReasonHumanTookOver {
		return
	}
	m.emit(Effect{Kind: EffectHandoff, HandoffReason: reason})
	m.reply(i18n.KeyHandoff)
}

// humanTookOver handles the platform saying a human took the conversation
// (assigned, opened, an agent replied), whatever the state. No expiry prompt
// comes first: the handoff clears the question.
func (m *machine) humanTookOver() {
	switch m.st.Dialogue.State {
	case Handoff:
		m.move(Handoff, TriggerAwaitingHuman, string(ReasonHumanTookOver))
	case Paginating:
		// paginating has no edge to handoff: the page's context is lost first.
		if m.move(Clarifying, TriggerLostContext, "page_interrupted") {
			m.handoff(ReasonHumanTookOver)
		}
	default:
		m.handoff(ReasonHumanTookOver)
	}
}

// humanResolved handles the platform saying a human resolved the
// conversation. In handoff that is the only way back to idle (§3.7).
// Outside handoff an agent closed a conversation the bot still owned: the
// session ends (see endSession), with no prompt about a pending question.
func (m *machine) humanResolved() {
	if m.st.Dialogue.State != Handoff {
		m.endSession()
		return
	}
	if m.move(Idle, TriggerHumanResolved, "") {
		m.st.ConsecutiveErrors = 0
		m.st.IntentRepeats = 0
	}
}

// onFailure handles a failed catalog search from idle, clarifying,
// recommending or paginating (the states that ask for searches; the others
// ignore a stale report): → error, the error line, then error → idle, or
// error → handoff on the MaxConsecutiveErrors-th failure.
func (m *machine) onFailure(reason string) {
	if !m.move(Error, TriggerRecoverableFailure, truncateRunes(reason, 100)) {
		return
	}
	m.reply(i18n.KeyError)
	m.afterError()
}

func (m *machine) afterError() {
	// A retry after "something went wrong" is what the shopper was asked to
	// do, not an unresolved repeat (§4.2); repeated errors have their own cap.
	m.st.IntentRepeats = 0
	m.st.ConsecutiveErrors = min(m.st.ConsecutiveErrors, m.cfg.MaxConsecutiveErrors) + 1
	if m.st.ConsecutiveErrors >= m.cfg.MaxConsecutiveErrors {
		m.handoff(ReasonRepeatedErrors)
		return
	}
	m.move(Idle, TriggerFallbackPrepared, "")
}
