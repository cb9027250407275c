package engine

import (
	"slices"
	"time"

	"github.com/wakha/wakha/i18n"
)

// This file decides the follow-ups (spec 003's heartbeats), purely from the
// state and the time passed in:
//
//   - A follow-up applies while the instance waits for the shopper
//     (WAITING_FOR_REPLY or HEARTBEAT_SCHEDULED) about something the bot
//     asked or showed (Lifecycle.About: a confirmation, cards, an open
//     question, a clarification) and the shopper's last input was not a no.
//     A human owning the conversation or a pause moves the lifecycle out of
//     those states, so neither gets one.
//   - The n-th follow-up is due FollowUpSchedule[n-1] after the bot's
//     previous message (the previous follow-up, an offer or an expiry
//     prompt included), moved to the end of QuietHours when it falls in
//     them. After FollowUpMax follow-ups, one last interval (the schedule's
//     last offset) later the instance is ABANDONED.
//   - The follow-up after a confirmation that expired re-offers the
//     product: the question is asked anew ("still want X?"), with a fresh
//     pending_confirmation.

// QuietHours is a daily window without follow-ups, in Config.Location.
// Start and End are offsets from local midnight; a window with Start after
// End runs across midnight (22:00-08:00).
type QuietHours struct {
	Start time.Duration
	End   time.Duration
}

// followUpsOn reports whether follow-ups are configured at all.
func (cfg Config) followUpsOn() bool {
	return cfg.FollowUpMax > 0 && len(cfg.FollowUpSchedule) > 0
}

// quietEnd returns the end of the quiet hours t falls in, and whether it
// falls in them.
func (cfg Config) quietEnd(t time.Time) (time.Time, bool) {
	q := cfg.QuietHours
	if q == nil || q.Start == q.End {
		return time.Time{}, false
	}
	loc := cfg.Location
	if loc == nil {
		loc = time.UTC
	}
	lt := t.In(loc)
	y, mo, d := lt.Date()
	at := func(day int, off time.Duration) time.Time {
		h, mi := int(off/time.Hour), int(off%time.Hour/time.Minute)
		return time.Date(y, mo, d+day, h, mi, 0, 0, loc)
	}
	// The wall-clock offset within the local day (a DST day is read as the clock shows it).
	of := time.Duration(lt.Hour())*time.Hour + time.Duration(lt.Minute())*time.Minute +
		time.Duration(lt.Second())*time.Second + time.Duration(lt.Nanosecond())
	if q.Start < q.End {
		if of >= q.Start && of < q.End {
			return at(0, q.End), true
		}
		return time.Time{}, false
	}
	// Across midnight: [Start, 24h) today ends tomorrow; [0, End) ends today.
	switch {
	case of >= q.Start:
		return at(1, q.End), true
	case of < q.End:
		return at(0, q.End), true
	}
	return time.Time{}, false
}

// afterQuiet moves t to the end of the quiet hours it falls in.
func (cfg Config) afterQuiet(t time.Time) time.Time {
	if end, in := cfg.quietEnd(t); in {
		return end.UTC()
	}
	return t
}

// followUpOffset is the wait before follow-up n+1 (n sent so far), or
// before the abandonment when n has reached the maximum.
func (cfg Config) followUpOffset(n int) time.Duration {
	s := cfg.FollowUpSchedule
	return s[min(n, len(s)-1)]
}

// waitingOn returns what the bot waits to hear about, from the dialogue
// as the call leaves it, or nil.
func (m *machine) waitingOn() *FollowUpTopic {
	st := m.st
	if id := st.Dialogue.PendingConfirmation.TargetID; id != nil {
		return &FollowUpTopic{Kind: TopicConfirmation, ProductID: *id, ProductName: m.productName(*id)}
	}
	if a := st.Awaiting; a != nil {
		switch a.Kind {
		case AwaitInput:
			return &FollowUpTopic{Kind: TopicQuestion, ProductID: a.Target, ProductName: m.productName(a.Target)}
		case AwaitSelection:
			return &FollowUpTopic{Kind: TopicSelection}
		}
	}
	switch st.Dialogue.State {
	case Recommending, Paginating:
		return &FollowUpTopic{Kind: TopicSelection}
	case Clarifying:
		return &FollowUpTopic{Kind: TopicClarify}
	}
	return nil
}

// followUpDue returns when the next heartbeat of the instance is due: a
// follow-up, or the abandonment after the last one. lastBot is when the
// bot last spoke. ok is false when none applies.
func (m *machine) followUpDue(lastBot time.Time) (at time.Time, ok bool) {
	l := m.st.Lifecycle
	if !m.cfg.followUpsOn() || l.About == nil || l.Declined || lastBot.IsZero() || m.st.Dialogue.State == Handoff {
		return time.Time{}, false
	}
	at = lastBot.Add(m.cfg.followUpOffset(l.FollowUps)).UTC()
	if l.FollowUps < m.cfg.FollowUpMax {
		at = m.cfg.afterQuiet(at)
	}
	return at, true
}

// heartbeat runs on a tick: a due follow-up is sent, or after the last one
// the instance is abandoned. It reports whether it did either. The caller
// has checked that no pause holds the tick and that no expiry prompt was
// said in this call.
func (m *machine) heartbeat() bool {
	l := &m.st.Lifecycle
	if l.State != LifecycleHeartbeatScheduled || l.FollowUpAt == nil || m.now.Before(*l.FollowUpAt) {
		return false
	}
	if l.FollowUps >= m.cfg.FollowUpMax {
		m.lifecycleMove(LifecycleAbandoned, LTMaxFollowUps, ReasonAbandoned)
		l.FollowUpAt = nil
		m.noteLifecycle(lifecycleNote{stat: FollowUpAbandoned})
		if m.cfg.FollowUpResolveOnAbandon {
			m.emit(Effect{Kind: EffectResolve})
		}
		return true
	}
	if _, quiet := m.cfg.quietEnd(m.now); quiet {
		return false // rescheduled to the morning by lifecycleStep
	}
	if o := m.st.Session.openOffer(); o != nil {
		return false // an offer is on screen: the follow-up counts from it
	}
	m.followUpMessage(*l.About)
	l.FollowUps++
	l.FollowUpAt = nil
	m.lifecycleMove(LifecycleWaitingForReply, LTHeartbeatSent, "")
	m.noteLifecycle(lifecycleNote{stat: FollowUpSent})
	return true
}

// followUpMessage says the follow-up about t, in the shopper's language
// (the runner renders the key in State.Lang).
func (m *machine) followUpMessage(t FollowUpTopic) {
	switch t.Kind {
	case TopicConfirmation:
		name := t.ProductName
		if name == "" {
			name = m.productName(t.ProductID)
		}
		if m.hasPending() {
			// Still pending (a schedule shorter than the confirmation TTL): ask again.
			m.emit(Effect{Kind: EffectQuickReplies, Message: &Message{Key: i18n.KeyFollowUpStillWant, Args: []string{name}}, Options: yesNo()})
			return
		}
		if p, ok := m.remembered(t.ProductID); ok && m.st.Dialogue.State == Idle {
			// The question expired: re-offer the product with a fresh question.
			if m.move(AwaitingConfirmation, TriggerNeedsConfirmation, "followup") {
				action, id, created := ActionAddToCart, p.ID, m.now.UTC().Format(time.RFC3339)
				m.st.Dialogue.PendingConfirmation = PendingConfirmation{Action: &action, TargetID: &id, CreatedAt: &created}
				m.focusOn(DidPick, p.ID)
				m.emit(Effect{Kind: EffectQuickReplies, Message: &Message{Key: i18n.KeyFollowUpStillWant, Args: []string{p.Name}}, Options: yesNo()})
			}
			return
		}
		m.reply(i18n.KeyFollowUpNudge)
	case TopicSelection:
		if len(m.st.Results) > 0 {
			m.reply(i18n.KeyFollowUpCards)
			return
		}
		m.reply(i18n.KeyFollowUpNudge)
	default:
		m.reply(i18n.KeyFollowUpNudge)
	}
}

// remembered finds a product among the cards still known (the last page,
// then the earlier ones).
func (m *machine) remembered(id string) (Product, bool) {
	for _, list := range [][]Product{m.st.Results, m.st.EarlierResults} {
		if i := slices.IndexFunc(list, func(p Product) bool { return p.ID == id }); i >= 0 && list[i].Name != "" {
			return list[i], true
		}
	}
	return Product{}, false
}

// lifecycleWake is NextWake's answer for the lifecycle: the due heartbeat.
func lifecycleWake(st State) (time.Time, bool) {
	l := st.Lifecycle
	if l.State == LifecycleHeartbeatScheduled && l.FollowUpAt != nil {
		return *l.FollowUpAt, true
	}
	return time.Time{}, false
}

// NextFollowUp returns when the instance's next follow-up (or abandonment)
// is due, for the demo's state panel and the admin API; ok is false when
// none is scheduled.
func NextFollowUp(st State) (time.Time, bool) {
	return lifecycleWake(st)
}
