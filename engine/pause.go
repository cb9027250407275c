package engine

import (
	"fmt"
	"time"
)

// This file holds the pause: a teammate put the conversation aside on its
// platform (Intercom's snooze) and the bot must not talk over them. It is
// not a dialogue state: spec 001's conversation_state knows nothing of it,
// so it lives beside the dialogue (State.Paused) and is checked once, at
// the start of machine.step, before any state's step function.
//
//   - EventPaused pauses the conversation, until Event.Until when the
//     platform says (a pause whose Until has passed is no pause), else until
//     EventResumed. A second EventPaused replaces the first.
//   - While paused, a shopper input is recorded by the bookkeeping (Recent,
//     last_user_message_id, language, interaction time) and nothing else:
//     no reply, no intent, no dialogue move, no expiry prompt. Ticks, widget
//     opens and stale search answers do nothing either.
//   - The pause ends with EventResumed (nothing is said: the next input is
//     answered), with the first event at or after Until (a tick at Until,
//     which NextWake asks for, or a shopper input that came later), or with
//     a shopper input the platform reports written on an open conversation
//     (Event.Open: on Intercom a shopper's reply reopens a snoozed
//     conversation); that input is then handled as if there had been no pause.
//   - A human taking over or resolving ends it too and applies as always:
//     the teammate acting is the newer fact.
//   - An operator's pause (Pause.By = PausedByOperator, set by
//     EventOperatorPaused, lifecycle_step.go) holds the same way, but only
//     EventOperatorResumed ends it: a platform's resume, snooze or reopening
//     leaves it alone. The store holds the conversation's events while it
//     runs, so this is a second line of defence.
//   - A shopper input with Event.Paused set (the platform reported the
//     conversation paused when the shopper wrote) pauses a conversation that
//     was not, until Event.Until: a pause notification that was lost or is
//     still on its way holds the bot all the same.

// Pause is a paused conversation. Times are wall-clock.
type Pause struct {
	// Since is when the pause began (the event's time).
	Since time.Time `json:"since"`
	// Until is when it ends by itself; nil: only EventResumed ends it.
	Until *time.Time `json:"until,omitempty"`
	// By is PausedByOperator for an operator's pause (only an operator's
	// resume ends it); "" for the platform's.
	By string `json:"by,omitempty"`
}

// pauseStep runs first in machine.step. It reports whether the event is
// fully handled: a pause or resume, or an event held by the pause.
func (m *machine) pauseStep(ev Event) bool {
	operator := m.st.Paused != nil && m.st.Paused.By == PausedByOperator
	switch ev.Kind {
	case EventPaused:
		if !operator { // an operator's pause is the operator's to end
			m.pause(ev.Until)
		}
		return true
	case EventResumed:
		if !operator {
			m.st.Paused = nil
		}
		return true
	case EventHumanTookOver, EventHumanResolved:
		m.st.Paused = nil
		return false
	}
	if isInput(ev) && ev.Paused && m.st.Paused == nil {
		m.pause(ev.Until)
	}
	if isInput(ev) && ev.Open && !ev.Paused && !operator {
		m.st.Paused = nil // the platform reopened it: answered as usual
	}
	p := m.st.Paused
	if p == nil {
		return false
	}
	if p.Until != nil && !m.now.Before(*p.Until) {
		m.st.Paused = nil // over: the event is handled as usual
		return false
	}
	return true
}

// pause pauses the conversation until until (nil: until resumed). A pause
// that has already ended clears any pause instead.
func (m *machine) pause(until *time.Time) {
	if until != nil && !until.After(m.now) {
		m.st.Paused = nil
		return
	}
	p := &Pause{Since: m.now.UTC()}
	if until != nil {
		u := until.UTC()
		p.Until = &u
	}
	m.st.Paused = p
}

// pauseWake is NextWake's answer for a paused conversation: the end of the
// pause, or nothing to wait for (only EventResumed ends it). ok is false
// when st is not paused.
func pauseWake(st State) (at time.Time, wake, ok bool) {
	if st.Paused == nil {
		return time.Time{}, false, false
	}
	if st.Paused.Until == nil {
		return time.Time{}, false, true
	}
	return *st.Paused.Until, true, true
}

// validatePause reports what is wrong with a pause ("" when nothing).
func validatePause(p *Pause) string {
	switch {
	case p == nil:
		return ""
	case p.Since.IsZero():
		return "paused without a since time"
	case p.Until != nil && p.Until.Before(p.Since):
		return fmt.Sprintf("paused until %s, before it began (%s)", p.Until.Format(time.RFC3339), p.Since.Format(time.RFC3339))
	}
	return ""
}
