package engine

import (
	"time"

	"github.com/wakha/wakha/i18n"
)

// This file drives the lifecycle (lifecycle.go) from Decide. The hooks, in
// the order a call runs them:
//
//   - repairLifecycle (before Validate): a stored lifecycle the checks
//     refuse starts over as a new instance, alone (the dialogue is not at
//     fault); a state stored before the lifecycle existed reads as CREATED.
//   - operatorStep (first in machine.step): the operator's pause, resume
//     and cancel, and the platform giving a conversation back to the bot.
//   - heartbeat (lifecycle_followup.go, a tick after the expiry check).
//   - lifecycleStep (after the state's step and the session's triggers):
//     what the event and the bot's answer mean for the instance, then the
//     next follow-up's time.
//
// Lifecycle effects (EffectLifecycle, EffectFollowUpStat) are collected
// with the session's and appended last, before the diagnostic.

// repairLifecycle upgrades a legacy lifecycle (read as CREATED) and resets
// one the checks refuse to a new instance, alone: the dialogue is not at
// fault. The reset is recorded as a new_instance move from "".
func repairLifecycle(st State, now time.Time) (State, []Effect) {
	l := st.Lifecycle
	if lifecycleProblems(l) == nil {
		st.Lifecycle = l.upgraded(now)
		return st, nil
	}
	n := max(l.Instance, 0) + 1
	st.Lifecycle = Lifecycle{State: LifecycleCreated, Since: now.UTC(), Instance: n}
	return st, []Effect{{Kind: EffectLifecycle, Lifecycle: &LifecycleTransition{
		To: LifecycleCreated, Trigger: LTNewInstance, Reason: "invalid_lifecycle", Instance: n, At: now.UTC(),
	}}}
}

// lifecycleNote is one lifecycle effect of the call: a move, or a
// follow-up outcome (stat set). They are kept by value and turned into
// effects once, in finish (lifecycleEffects), which keeps a call's
// allocations down.
type lifecycleNote struct {
	move LifecycleTransition
	stat string
}

func (m *machine) noteLifecycle(n lifecycleNote) {
	m.lifecycle = append(m.lifecycle, n)
}

// lifecycleEffects appends the call's lifecycle effects to out.
func (m *machine) lifecycleEffects(out []Effect) []Effect {
	for i := range m.lifecycle {
		n := &m.lifecycle[i]
		if n.stat != "" {
			out = append(out, Effect{Kind: EffectFollowUpStat, FollowUp: n.stat})
			continue
		}
		out = append(out, Effect{Kind: EffectLifecycle, Lifecycle: &n.move})
	}
	return out
}

// lifecycleMove is the only way the lifecycle changes state: it checks the
// table and records the move. A move outside the table is a bug: it is
// refused (the lifecycle stays) and reported with the diagnostic.
func (m *machine) lifecycleMove(to LifecycleState, trigger LifecycleTrigger, reason string) bool {
	l := &m.st.Lifecycle
	from := l.State
	if !LifecycleAllowed(from, to, trigger) {
		m.diag.Expired = append(m.diag.Expired, "lifecycle:"+string(from)+"->"+string(to)+":"+string(trigger))
		return false
	}
	if from == LifecyclePaused {
		l.ResumeTo, l.PausedBy = "", ""
	}
	l.State, l.Since = to, m.now.UTC()
	if to.Terminal() {
		l.Reason = reason
		l.FollowUpAt = nil
	}
	if to != LifecycleHeartbeatScheduled && to != LifecyclePaused {
		l.FollowUpAt = nil
	}
	m.noteLifecycle(lifecycleNote{move: LifecycleTransition{
		From: from, To: to, Trigger: trigger, Reason: reason, Instance: l.Instance, At: m.now.UTC(),
	}})
	return true
}

// lifecyclePause moves to PAUSED, recording where to resume to.
func (m *machine) lifecyclePause(by string) {
	l := &m.st.Lifecycle
	from := l.State
	if from == LifecyclePaused || from.Terminal() {
		if from == LifecyclePaused && by == PausedByOperator {
			l.PausedBy = by // an operator's pause outlasts the platform's
		}
		return
	}
	at := l.FollowUpAt
	if m.lifecycleMove(LifecyclePaused, LTPaused, by) {
		l.ResumeTo, l.PausedBy = from, by
		if from == LifecycleHeartbeatScheduled {
			l.FollowUpAt = at
		}
	}
}

// lifecycleResume goes back to the state the pause recorded.
func (m *machine) lifecycleResume() {
	l := &m.st.Lifecycle
	if l.State != LifecyclePaused {
		return
	}
	at, to := l.FollowUpAt, l.ResumeTo
	if m.lifecycleMove(to, LTResumed, "") && to == LifecycleHeartbeatScheduled {
		l.FollowUpAt = at // lifecycleStep recomputes it
	}
}

// operatorStep handles the operator's commands, the platform giving the
// conversation back to the bot and the runner's queueing events. It
// reports whether the event is handled (a shopper input while QUEUED is
// held: the store keeps those events until the instance is dequeued, so
// this is a second line of defence).
func (m *machine) operatorStep(ev Event) bool {
	l := &m.st.Lifecycle
	if l.State == LifecycleQueued && isInput(ev) {
		return true
	}
	switch ev.Kind {
	case EventOperatorPaused:
		if l.State.Terminal() {
			return true
		}
		m.lifecyclePause(PausedByOperator)
		m.st.Paused = &Pause{Since: m.now.UTC(), By: PausedByOperator}
		return true
	case EventOperatorResumed:
		if p := m.st.Paused; p != nil && p.By == PausedByOperator {
			m.st.Paused = nil
		}
		if l.State == LifecyclePaused && l.PausedBy == PausedByOperator && m.st.Paused == nil {
			m.lifecycleResume()
		}
		return true
	case EventCancelled:
		if l.State.Terminal() {
			return true
		}
		m.st.Paused = nil
		if m.lifecycleMove(LifecycleFailed, LTCancelled, ReasonCancelled) {
			// The instance is over: the next shopper message starts afresh.
			m.endSession()
		}
		return true
	case EventQueued:
		if l.State.Terminal() {
			// The runner queues a shopper's return to an ended instance: a
			// new instance starts, and waits.
			m.newInstance()
			if m.st.Dialogue.State == Handoff {
				// A human owns this conversation already: theirs, not the queue's.
				m.lifecycleMove(LifecycleNeedsHuman, LTHumanTookOver, string(m.st.HandoffReason))
				return true
			}
		}
		if l.State == LifecycleCreated && m.lifecycleMove(LifecycleQueued, LTQueued, "") {
			m.reply(i18n.KeyQueued)
		}
		return true
	case EventDequeued:
		if l.State == LifecycleQueued {
			m.lifecycleMove(LifecycleCreated, LTDequeued, "")
		}
		return true
	case EventSuperseded:
		if l.State == LifecycleWaitingForReply || l.State == LifecycleHeartbeatScheduled {
			m.lifecycleMove(LifecycleCompleted, LTSuperseded, ReasonSuperseded)
		}
		return true
	case EventReturnedToBot:
		if m.st.Dialogue.State == Handoff && m.move(Idle, TriggerHumanResolved, "returned_to_bot") {
			m.st.ConsecutiveErrors, m.st.IntentRepeats = 0, 0
		}
		if l.State == LifecycleNeedsHuman {
			m.lifecycleMove(LifecycleActive, LTBackToBot, "")
		}
		return true
	}
	return false
}

// newInstance starts the next instance after a terminal one (a boundary
// recorded from "", not an edge of the table).
func (m *machine) newInstance() {
	l := &m.st.Lifecycle
	*l = Lifecycle{State: LifecycleCreated, Since: m.now.UTC(), Instance: l.Instance + 1}
	m.noteLifecycle(lifecycleNote{move: LifecycleTransition{
		To: LifecycleCreated, Trigger: LTNewInstance, Instance: l.Instance, At: m.now.UTC(),
	}})
}

// saidNo reports whether a shopper input declines: a no, a cancel, "no thanks".
func saidNo(ev Event) bool {
	switch ev.Kind {
	case EventQuickReply:
		return ev.Meaning == MeaningCancel || ev.Meaning == MeaningOfferNo
	case EventUserMessage:
		return ev.Understanding != nil && decisionOf(ev.Understanding) == i18n.DecisionNo
	}
	return false
}

// botSpoke reports whether this call says something to the shopper.
func (m *machine) botSpoke() bool {
	for _, list := range [][]Effect{m.effects, m.session} {
		for _, e := range list {
			switch e.Kind {
			case EffectReply, EffectQuickReplies, EffectCards, EffectOffer:
				return true
			}
		}
	}
	return false
}

// lifecycleStep applies what the call did to the lifecycle, then
// schedules the next heartbeat. See the package README for the mapping.
func (m *machine) lifecycleStep(ev Event) {
	l := &m.st.Lifecycle
	switch ev.Kind {
	case EventOperatorPaused, EventOperatorResumed, EventCancelled, EventReturnedToBot, EventQueued, EventDequeued, EventSuperseded:
		if !l.State.Terminal() {
			m.scheduleHeartbeat(false)
		}
		return
	}
	input := isInput(ev)
	if l.State == LifecycleQueued && input {
		return // held (operatorStep)
	}
	if l.State.Terminal() && input {
		m.newInstance() // the shopper came back after the instance ended
	}
	if l.State.Terminal() {
		return
	}
	if ev.Kind == EventHumanResolved {
		m.lifecycleMove(LifecycleCompleted, LTResolved, ReasonResolved)
		return
	}
	if m.syncPause() {
		return // a pause (the platform's or an operator's) holds the instance
	}
	spoke := m.botSpoke()
	if input {
		if l.FollowUps > 0 {
			m.noteLifecycle(lifecycleNote{stat: FollowUpAnswered})
		}
		l.FollowUps = 0
		l.Declined = saidNo(ev)
		switch l.State {
		case LifecycleWaitingForReply, LifecycleHeartbeatScheduled:
			m.lifecycleMove(LifecycleWaitingForAgent, LTShopperReplied, "")
			m.lifecycleMove(LifecycleActive, LTProcessing, "")
		case LifecycleWaitingForAgent:
			m.lifecycleMove(LifecycleActive, LTProcessing, "")
		}
	}
	if l.State == LifecycleCreated && (input || spoke) {
		m.lifecycleMove(LifecycleActive, LTStart, "")
	}
	switch handoff := m.st.Dialogue.State == Handoff; {
	case handoff && l.State == LifecycleActive:
		m.lifecycleMove(LifecycleNeedsHuman, LTHandoff, string(m.st.HandoffReason))
	case handoff && l.State != LifecycleNeedsHuman:
		m.lifecycleMove(LifecycleNeedsHuman, LTHumanTookOver, string(m.st.HandoffReason))
	case !handoff && l.State == LifecycleNeedsHuman:
		// The dialogue left handoff (a §7 reset): the bot owns it again.
		m.lifecycleMove(LifecycleActive, LTBackToBot, "reset")
	}
	if l.State == LifecycleNeedsHuman {
		l.About = nil
		return
	}
	if spoke && l.State == LifecycleActive {
		m.lifecycleMove(LifecycleWaitingForReply, LTBotReplied, "")
	}
	if spoke && ev.Kind != EventTick && !onlyOffer(m.effects) {
		// What the bot now waits to hear about; a tick's expiry prompt or
		// follow-up keeps the topic it recalls.
		l.About = m.waitingOn()
	}
	m.scheduleHeartbeat(spoke)
}

// syncPause follows the dialogue's pause: PAUSED while it holds (reported
// true), back to the recorded state once it ended.
func (m *machine) syncPause() bool {
	l := &m.st.Lifecycle
	if p := m.st.Paused; p != nil {
		by := PausedByPlatform
		if p.By == PausedByOperator {
			by = PausedByOperator
		}
		m.lifecyclePause(by)
		return true
	}
	if l.State == LifecyclePaused {
		m.lifecycleResume()
	}
	return false
}

// onlyOffer reports whether the dialogue's own effects say nothing (what
// was said was the session's offer).
func onlyOffer(effects []Effect) bool {
	for _, e := range effects {
		switch e.Kind {
		case EffectReply, EffectQuickReplies, EffectCards:
			return false
		}
	}
	return true
}

// scheduleHeartbeat sets the next heartbeat of an instance waiting for the
// shopper: WAITING_FOR_REPLY → HEARTBEAT_SCHEDULED when one applies,
// HEARTBEAT_SCHEDULED → WAITING_FOR_REPLY when none does any more. It
// reports whether a heartbeat is scheduled.
func (m *machine) scheduleHeartbeat(spoke bool) bool {
	l := &m.st.Lifecycle
	if l.State != LifecycleWaitingForReply && l.State != LifecycleHeartbeatScheduled {
		return false
	}
	lastBot, ok := LastBotMessageAt(m.st)
	switch {
	case spoke:
		lastBot = m.now // this call's messages are not in Recent yet
	case !ok:
		lastBot = l.Since // older turns fell out of Recent
	}
	at, due := m.followUpDue(lastBot)
	switch {
	case due && l.State == LifecycleWaitingForReply:
		if m.lifecycleMove(LifecycleHeartbeatScheduled, LTHeartbeatScheduled, "") {
			l.FollowUpAt = &at
		}
	case due:
		l.FollowUpAt = &at
	case l.State == LifecycleHeartbeatScheduled:
		m.lifecycleMove(LifecycleWaitingForReply, LTHeartbeatCancelled, "")
	}
	return l.State == LifecycleHeartbeatScheduled
}
