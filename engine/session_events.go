package engine

import (
	"time"

	"github.com/wakha/wakha/i18n"
)

// This file connects the engagement session (session.go) and its offers
// (session_offer.go) to Decide. The hooks, in the order a call runs them:
//
//   - repairSession (stage 2): a session snapshot Validate refuses is reset
//     alone to thinking without a cooldown; the placeholder stored before
//     the session existed is upgraded silently.
//   - sessionEvent (stage 3, bookkeeping, so also while paused and before a
//     §7 reset): Tick at the event's time, then what the event means for
//     the session (table in the package README).
//   - offerReply (stage 4, after a pause and a human's moves): the answers
//     to an offer that the dialogue does not own — "no thanks", "yes, help
//     me", a typed yes or no to the open offer — get their reply here.
//   - sessionTriggers (after the state's step): a trigger that has come due
//     is offered, deferred to the end of a plain cooldown, or dropped with
//     its reason.
//
// Session effects (EffectSessionTransition, EffectOfferStat, EffectOffer)
// are collected apart and appended last, before the diagnostic.

// Typed answers to an open offer, read in bookkeeping, answered in offerReply.
const (
	offerSaidNothing = iota
	offerSaidNo
	offerSaidYes
)

// repairSession resets a session snapshot Validate refuses (wrong "_v",
// broken fields) to a fresh thinking session without a cooldown: what
// spec 000's from_dict refuses starts over, and only the session does. The
// reset is recorded with the invalid_snapshot trigger. A legacy
// placeholder is upgraded without a record.
func repairSession(st State, now time.Time) (State, []Effect) {
	if sessionProblems(st.Session) == nil {
		st.Session = st.Session.upgraded()
		return st, nil
	}
	from := st.Session.State
	if !from.Valid() {
		from = ""
	}
	st.Session = NewSession()
	return st, []Effect{{Kind: EffectSessionTransition, SessionTransition: &SessionTransition{
		From: from, To: SessionThinking, Trigger: SessionTriggerInvalidSnapshot, At: now.UTC(),
	}}}
}

// noteSession collects session effects for the end of the call.
func (m *machine) noteSession(effects ...Effect) {
	m.session = append(m.session, effects...)
}

// isSessionEffect reports whether e is the session's (appended last,
// ignored by the follow-up layer's diagnostic).
func isSessionEffect(e Effect) bool {
	return e.Kind == EffectOffer || e.Kind == EffectOfferStat || e.Kind == EffectSessionTransition ||
		e.Kind == EffectLifecycle || e.Kind == EffectFollowUpStat
}

// chat moves a thinking session to reactive_assistance: the shopper
// started a chat (reason: what they did).
func (m *machine) chat(reason string) {
	s := &m.st.Session
	if s.State != SessionThinking {
		return // proactive → reactive is forbidden; the interaction was recorded
	}
	if tr, err := s.toReactive(reason, m.now); err == nil && tr != nil {
		m.noteSession(Effect{Kind: EffectSessionTransition, SessionTransition: tr})
	}
}

// settleOffer gives the open offer its outcome; accepting puts its product
// in focus (the soft context), so the shopper's next question is about it.
func (m *machine) settleOffer(outcome OfferOutcome) {
	s := &m.st.Session
	m.noteSession(s.settle(outcome))
	if o := s.Offer; outcome == OutcomeAccepted && o.ProductID != "" {
		m.focusOn(DidOffer, o.ProductID)
	}
}

// sessionEvent is the session's part of the bookkeeping: Tick, then the
// event. See the package README for each kind.
func (m *machine) sessionEvent(ev Event) {
	s := &m.st.Session
	now := m.now
	m.noteSession(s.Tick(now, m.cfg)...)
	switch ev.Kind {
	case EventUserMessage:
		if ev.Reaction {
			s.RecordReaction(now)
			m.chat("reaction")
			return // a reaction decides no offer
		}
		s.RecordUserInteraction(now)
		m.chat("user_message")
		if s.openOffer() != nil {
			m.answerOffer(ev)
		}
	case EventQuickReply, EventCardAction:
		s.RecordOptionClick(now)
		m.chat("option_click")
		meaning := ev.Meaning
		if ev.Kind == EventCardAction {
			meaning = MeaningSelectPrefix + ev.ProductID
		}
		if o := s.openOffer(); o != nil {
			if outcome, ok := o.answers(meaning); ok {
				m.settleOffer(outcome)
			}
		}
	case EventWidgetOpened:
		s.WidgetOpenedAt = wall(now)
		s.RecordAnyInteraction(now)
		m.chat("widget_opened")
	case EventTourStarted, EventTourStep:
		m.tourProgress(ev)
	case EventTourEnded:
		m.tourEnded(ev)
	case EventPageView:
		m.pageView(ev)
	case EventAddToCart:
		// No "want to know more?" about a product already in the cart.
		if c := s.Cue; c != nil && c.Trigger == OfferProductDwell && (ev.ProductID == "" || c.ProductID == ev.ProductID) {
			s.Cue = nil
		}
	case EventOfferShown, EventOfferAccepted, EventOfferDismissed, EventOfferIgnored:
		m.offerReport(ev)
	}
}

// answerOffer reads a typed message while an offer is open: a no
// dismisses it (and offerReply answers), anything else engages with it (a
// yes is answered by offerReply, other words by the dialogue, with the
// product in focus).
func (m *machine) answerOffer(ev Event) {
	d := i18n.DecisionNone
	if ev.Understanding != nil {
		d = decisionOf(ev.Understanding)
	}
	switch {
	case d == i18n.DecisionNo && !m.hasPending():
		m.settleOffer(OutcomeDismissed)
		m.offerAnswer = offerSaidNo
	default:
		m.settleOffer(OutcomeAccepted)
		if d == i18n.DecisionYes && !m.hasPending() {
			m.offerAnswer = offerSaidYes
		}
	}
}

// tourProgress records a tour starting or stepping: guidance activity,
// which resets the interaction timeout with the chat open or not.
func (m *machine) tourProgress(ev Event) {
	s := &m.st.Session
	now := m.now.UTC()
	id := ev.TourID
	if id == "" {
		id = "tour"
	}
	t := Tour{ID: id, StartedAt: now}
	if old := s.Tour; old != nil && (old.ID == id || ev.TourID == "") && ev.Kind == EventTourStep {
		t = *old
	}
	if ev.Steps > 0 {
		t.Steps = ev.Steps
	}
	if ev.Kind == EventTourStep {
		t.Step = max(ev.Step, 0)
	}
	t.LastAt = now
	s.Tour = &t
	// The tour moves the shopper from page to page: a page it shows is no
	// sign of interest of the shopper's own.
	if c := s.Cue; c != nil && c.Trigger == OfferProductDwell {
		s.Cue = nil
	}
	if ev.Kind == EventTourStep {
		s.RecordTourStep(m.now)
	} else {
		s.RecordAnyInteraction(m.now)
	}
	s.SetVisualGuidance(true, m.now)
}

// tourEnded records the end of a tour; one left or failed midway (a step
// reached, or a failure) cues an offer of help, due at once.
func (m *machine) tourEnded(ev Event) {
	s := &m.st.Session
	id, step := ev.TourID, ev.Step
	if t := s.Tour; t != nil && (id == "" || id == t.ID) {
		id = t.ID
		if step == 0 {
			step = t.Step
		}
	}
	if id == "" {
		id = "tour"
	}
	s.Tour = nil
	s.RecordAnyInteraction(m.now)
	s.SetVisualGuidance(false, m.now)
	if !ev.Completed && (step > 0 || ev.Reason == TourFailed) {
		now := m.now.UTC()
		s.Cue = &OfferCue{Trigger: OfferTourAbandoned, TourID: id, Since: now, Due: now}
	}
}

// pageView arms, keeps or clears the product-page trigger. A page view is
// not an interaction with the assistant: it moves no state.
func (m *machine) pageView(ev Event) {
	s := &m.st.Session
	if s.tourRunning(m.now) {
		return // the tour shows the page (see tourProgress)
	}
	c := s.Cue
	dwell := c != nil && c.Trigger == OfferProductDwell
	switch {
	case ev.Reason == PageLeft:
		// The page was left: its dwell stops, another page's goes on.
		if dwell && (ev.ProductID == "" || c.ProductID == ev.ProductID) {
			s.Cue = nil
		}
	case ev.ProductID == "" || ev.Product == nil || ev.Product.Name == "":
		// Not a product page, or one the catalog does not know: nothing to
		// offer, and the shopper left the page watched before.
		if dwell {
			s.Cue = nil
		}
	case dwell && c.ProductID == ev.ProductID:
		// The same page again (a reload, a repeated report): the dwell keeps counting.
	case s.Offer != nil && s.Offer.ProductID == ev.ProductID:
		// Offered already: one offer per product.
		if dwell {
			s.Cue = nil
		}
	default:
		p := *ev.Product
		p.ID = ev.ProductID
		now := m.now.UTC()
		s.Cue = &OfferCue{Trigger: OfferProductDwell, ProductID: ev.ProductID, Product: &p, Since: now, Due: now.Add(m.cfg.ProactiveDwell)}
	}
}

// offerReport applies the widget's report about the offer it shows beside
// the launcher. A report about another offer than the last one is stale.
func (m *machine) offerReport(ev Event) {
	s := &m.st.Session
	o := s.Offer
	if o == nil || (ev.OfferID != "" && ev.OfferID != o.ID) {
		return
	}
	open := s.openOffer() != nil
	switch ev.Kind {
	case EventOfferShown:
		if open && o.ShownAt == nil {
			c := *o
			c.ShownAt = wall(m.now)
			s.Offer = &c
		}
	case EventOfferAccepted:
		// The bubble was clicked and the chat opens.
		s.RecordOptionClick(m.now)
		if open {
			m.settleOffer(OutcomeAccepted)
		} else {
			s.BackOff = 0 // accepted after it was counted: still engagement
			if o.ProductID != "" {
				m.focusOn(DidOffer, o.ProductID)
			}
		}
		m.chat("offer_accepted")
	case EventOfferDismissed:
		if open {
			m.settleOffer(OutcomeDismissed)
		}
	case EventOfferIgnored:
		if open {
			m.settleOffer(OutcomeIgnored)
		}
	}
}

// offerReply answers what the dialogue does not own: "no thanks" and "yes,
// help me" clicked, a typed no or yes to the open offer (read by
// answerOffer). It reports whether it answered; the state's step function
// then does nothing. A human's conversation and a pending confirmation
// keep the dialogue's own handling.
func (m *machine) offerReply(ev Event) bool {
	if m.st.Dialogue.State == Handoff || m.hasPending() {
		return false
	}
	o := m.st.Session.Offer
	switch {
	case ev.Kind == EventQuickReply && ev.Meaning == MeaningOfferNo,
		ev.Kind == EventUserMessage && m.offerAnswer == offerSaidNo:
		m.reply(i18n.KeyOfferDeclined)
	case ev.Kind == EventQuickReply && ev.Meaning == MeaningOfferHelp,
		ev.Kind == EventUserMessage && m.offerAnswer == offerSaidYes && (o.Product == nil || o.Product.Permalink == ""):
		m.reply(i18n.KeyOfferHelp)
	case ev.Kind == EventUserMessage && m.offerAnswer == offerSaidYes:
		m.reply(i18n.KeyAnswerLink, o.Product.Name, o.Product.Permalink)
	default:
		return false
	}
	return true
}

// sessionTriggers runs after the state's step: a cue that has come due is
// offered when CanOfferNow allows it; during a plain cooldown it waits for
// the cooldown's end (NextWake); any other reason drops it, counted as
// blocked with that reason.
func (m *machine) sessionTriggers() {
	s := &m.st.Session
	c := s.Cue
	if c == nil || m.now.Before(c.Due) || m.resetDone {
		return
	}
	ok, reason := CanOfferNow(m.st, m.now, m.cfg)
	if !ok {
		if reason == OfferCooldown {
			return
		}
		s.Cue = nil
		m.noteSession(Effect{Kind: EffectOfferStat, OfferStat: &OfferStat{Trigger: c.Trigger, Outcome: OutcomeBlocked, Reason: reason}})
		return
	}
	now := m.now.UTC()
	o := Offer{ID: offerID(c.Trigger, now), Trigger: c.Trigger, ProductID: c.ProductID, Product: c.Product, TourID: c.TourID, At: now}
	tr, err := s.toProactive(o.ID, now)
	if err != nil || tr == nil {
		return // CanOfferNow said thinking without a cooldown: not reached
	}
	s.Cue = nil
	s.Offer = &o
	times := make([]time.Time, 0, MaxOfferTimes)
	for _, t := range s.OfferTimes {
		if t.After(now.Add(-time.Hour)) {
			times = append(times, t)
		}
	}
	s.OfferTimes = append(times[max(0, len(times)-(MaxOfferTimes-1)):], now)
	m.noteSession(
		Effect{Kind: EffectSessionTransition, SessionTransition: tr},
		offerEffect(o),
		Effect{Kind: EffectOfferStat, OfferStat: &OfferStat{OfferID: o.ID, Trigger: o.Trigger, Outcome: OutcomeShown}},
	)
}

// sessionWake is NextWake's answer for the session: an open offer's
// interaction timeout, and a cue's due time (the end of a plain cooldown
// that will cover it, as a Tick then would find it).
func sessionWake(st State, cfg Config) (at time.Time, ok bool) {
	s := st.Session.upgraded()
	earliest := func(t time.Time) {
		if !ok || t.Before(at) {
			at, ok = t, true
		}
	}
	if s.openOffer() != nil {
		if t, yes := s.TimeoutAt(cfg); yes {
			earliest(t)
		}
	}
	if c := s.Cue; c != nil {
		due := c.Due
		p := s.At(due, cfg)
		if t := p.Thinking; p.State == SessionThinking && t != nil && t.CooldownActive && !t.Conservative && t.CooldownUntil.After(due) {
			due = *t.CooldownUntil
		}
		earliest(due)
	}
	return at, ok
}
