package engine

import "github.com/wakha/wakha/i18n"

// stepState runs the current state's step function: what one dialogue
// state does with an event once Decide's cross-cutting checks have run
// (validation, duplicates, bookkeeping, a human taking over or resolving,
// expiry). in is the classified input when ev is a shopper input, the zero
// input otherwise. It reports false for a state without a step function,
// which Validate keeps from ever getting here. (A switch rather than a map
// of functions: the static calls keep the machine on the stack.)
func (m *machine) stepState(ev Event, in input) bool {
	switch m.st.Dialogue.State {
	case Idle:
		m.stepIdle(ev, in)
	case Clarifying:
		m.stepClarifying(ev, in)
	case Recommending:
		m.stepRecommending(ev, in)
	case AwaitingConfirmation:
		m.stepAwaitingConfirmation(ev, in)
	case Paginating:
		m.stepPaginating(ev, in)
	case Error:
		m.stepError(ev, in)
	case Handoff:
		m.stepHandoff(ev, in)
	default:
		return false
	}
	return true
}

// stepIdle: nothing in progress. A search's answer opens a result set, a
// failure reports the error; inputs search, pick a card still remembered,
// or are answered politely or with a clarifying question.
func (m *machine) stepIdle(ev Event, in input) {
	switch ev.Kind {
	case EventSearchResults:
		m.onResults(ev.Results)
		return
	case EventSearchFailed:
		m.onSearchFailed(ev.Reason)
		return
	}
	if !isInput(ev) || !m.admit(in) {
		return
	}
	switch in.kind {
	case inSearch:
		m.searchFor(in)
	case inQuestion:
		m.answerQuestion(in)
	case inAnswer:
		m.answerInput(in)
	case inDismiss:
		m.dismiss()
	case inShowMore:
		if m.st.Query != nil && m.st.ResultsExhausted {
			m.reply(i18n.KeyNoMoreResults)
			return
		}
		m.clarify("lost_context", i18n.KeyLostContext)
	case inSelect:
		p, ok := m.picked(in)
		if !ok {
			m.clarify("select_which", i18n.KeySelectWhich)
			return
		}
		if m.move(AwaitingConfirmation, TriggerNeedsConfirmation, "") {
			m.ask(p)
		}
	case inGreeting, inThanks, inBye:
		m.reply(politeKey(in.kind))
	default:
		m.clarify(unclearReason(in), m.unclearKey(in))
	}
}

// stepClarifying: wakha asked the shopper to say more, possibly re-asking a
// pending confirmation (which then takes every answer but a new search or a
// pick).
func (m *machine) stepClarifying(ev Event, in input) {
	switch ev.Kind {
	case EventSearchResults:
		m.onResults(ev.Results)
		return
	case EventSearchFailed:
		m.onSearchFailed(ev.Reason)
		return
	}
	if !isInput(ev) || !m.admit(in) {
		return
	}
	pending := m.hasPending()
	switch in.kind {
	case inSearch:
		// A fresh search replaces the question still open.
		m.st.Dialogue.PendingConfirmation = PendingConfirmation{}
		m.searchFor(in)
	case inQuestion:
		m.answerQuestion(in)
		if pending {
			m.reask()
		}
	case inAnswer:
		m.answerInput(in)
	case inDismiss:
		m.st.Awaiting = nil
		m.reply(i18n.KeyDismissed)
	case inSelect:
		p, ok := m.picked(in)
		switch {
		case ok:
			if m.move(AwaitingConfirmation, TriggerClarificationImpliesAction, "") {
				m.ask(p)
			}
		case pending:
			m.clarify("unclear_confirmation", i18n.KeyClarifyConfirm)
		default:
			m.clarify("select_which", i18n.KeySelectWhich)
		}
	case inYes, inNo, inHold:
		if !pending {
			m.clarify(unclearReason(in), i18n.KeyClarify)
			return
		}
		// The answer to the re-asked confirmation: back to the question, then answer it.
		if m.move(AwaitingConfirmation, TriggerClarificationImpliesAction, in.label) {
			m.answerConfirmation(in)
		}
	case inShowMore:
		if pending {
			m.clarify("unclear_confirmation", i18n.KeyClarifyConfirm)
			return
		}
		m.clarify("lost_context", i18n.KeyLostContext)
	case inGreeting, inThanks, inBye:
		if pending {
			m.clarify("unclear_confirmation", i18n.KeyClarifyConfirm)
			return
		}
		m.reply(politeKey(in.kind))
	default:
		if pending {
			m.clarify("unclear_confirmation", i18n.KeyClarifyConfirm)
			return
		}
		m.clarify(unclearReason(in), m.unclearKey(in))
	}
}

// stepRecommending: a page of cards is on screen. A new search's answer
// closes the set and opens the next; inputs page, pick, search again, move
// on (the set closes, the cards stay selectable from idle) or are unclear.
func (m *machine) stepRecommending(ev Event, in input) {
	switch ev.Kind {
	case EventSearchResults:
		m.onResults(ev.Results)
		return
	case EventSearchFailed:
		m.onSearchFailed(ev.Reason)
		return
	}
	if !isInput(ev) || !m.admit(in) {
		return
	}
	switch in.kind {
	case inSearch:
		// Stays recommending while the catalog answers; the results close the
		// old set (recommending → idle) and open the new one. A refinement
		// that finds nothing keeps this one.
		m.searchFor(in)
	case inQuestion:
		m.answerQuestion(in)
	case inAnswer:
		m.answerInput(in)
	case inDismiss:
		if in.value == string(AwaitInput) {
			m.dismiss() // the open question goes, the cards stay
			return
		}
		// The shopper lets the cards go: the response is complete.
		if m.move(Idle, TriggerResponseComplete, "dismissed") {
			m.dismiss()
		}
	case inShowMore:
		m.showMore()
	case inSelect:
		p, ok := m.picked(in)
		if !ok {
			m.clarify("select_which", i18n.KeySelectWhich)
			return
		}
		if m.move(AwaitingConfirmation, TriggerItemSelected, "") {
			m.ask(p)
		}
	case inGreeting, inThanks, inBye:
		// The shopper moves on: the response is complete (cards stay selectable from idle).
		if m.move(Idle, TriggerResponseComplete, in.label) {
			m.reply(politeKey(in.kind))
		}
	default:
		m.clarify(unclearReason(in), m.unclearKey(in))
	}
}

// stepAwaitingConfirmation: wakha asked "add X to your cart?". No search is
// asked from here, so search answers and failures are stale; inputs answer
// the question (see answerConfirmation).
func (m *machine) stepAwaitingConfirmation(ev Event, in input) {
	if !isInput(ev) || !m.admit(in) {
		return
	}
	m.answerConfirmation(in)
}

// stepPaginating: a show-more page is being fetched. Its answer or failure
// is handled here; any input means the page never came: its context is
// lost (paginating → clarifying) and the input is handled from clarifying.
func (m *machine) stepPaginating(ev Event, in input) {
	switch ev.Kind {
	case EventSearchResults:
		m.onPage(ev.Results)
	case EventSearchFailed:
		m.onSearchFailed(ev.Reason)
	case EventUserMessage, EventQuickReply, EventCardAction:
		if m.move(Clarifying, TriggerLostContext, "page_interrupted") {
			m.stepClarifying(ev, in)
		}
	}
}

// stepError: Decide never leaves error at rest (the fallback follows in the
// same call), so an error here comes from older data. A request for a human
// is honoured from error; anything else normalizes to idle first and is then
// handled there.
func (m *machine) stepError(ev Event, in input) {
	if isInput(ev) && in.kind == inHuman {
		m.noteIntent(in.label)
		m.handoff(ReasonUserRequested)
		return
	}
	if m.move(Idle, TriggerFallbackPrepared, "normalized") {
		m.stepIdle(ev, in)
	}
}

// stepHandoff: a human owns the conversation; wakha stays silent and only
// records that it waits, once per shopper input. Ticks, widget opens and
// stale search events record nothing. (Decide handles the human taking over
// again and resolving, the only way out.)
func (m *machine) stepHandoff(ev Event, _ input) {
	if isInput(ev) {
		m.move(Handoff, TriggerAwaitingHuman, "shopper_message")
	}
}
