package engine

import (
	"fmt"
	"reflect"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/wakha/wakha/i18n"
)

// Decide is the dialogue state machine: it returns the conversation's next
// state and the effects the runner must carry out, in order. It is pure: no
// I/O, no clock (now is the event's wall-clock time), no shared state.
//
// Guarantees: Decide never panics; the returned state passes Validate; no
// cards effect holds more than five cards or a product already in
// ShownProductIDs; every state change is an EffectTransition through the
// transition table. An incoming state that fails Validate is reset to idle
// with the fallback line (spec §7); the zero State is a new conversation.
// An event repeating the last user message id is a duplicate delivery and
// changes nothing. A user message without an Understanding is an unknown,
// low-confidence input: Decide never reads text itself (the runner attaches
// the Understanding).
//
// The checks every event goes through run here and in machine.step, once;
// what a state does with the event is its step function (see stepState).
func Decide(st State, ev Event, now time.Time, cfg Config) (out State, effects []Effect) {
	cfg = cfg.normalized()
	if st.Dialogue.State == "" && reflect.DeepEqual(st, State{}) {
		st = NewState(cfg)
	}
	st, repaired := repairSession(st, now)
	st, fixed := repairLifecycle(st, now)
	repaired = append(repaired, fixed...)
	err := Validate(st)
	if err == nil && isDuplicate(st, ev) {
		return st, append([]Effect{}, repaired...)
	}

	m := &machine{st: st, cfg: cfg, now: now, diag: Diagnostic{Event: ev.Kind}, session: repaired}
	defer func() {
		// Last defense: a bug must not take the conversation down with it.
		if r := recover(); r != nil {
			m = &machine{st: st, cfg: cfg, now: now, diag: Diagnostic{Event: ev.Kind}, session: repaired}
			m.bookkeep(ev)
			m.reset(fmt.Sprintf("internal error: %v", r))
			out, effects = m.finish()
		}
	}()

	m.bookkeep(ev)
	if err != nil {
		m.reset(err.Error())
		// §7 asks for a fresh request, so the event is dropped, except a human
		// taking over or being asked for: that is never swallowed by a reset.
		if ev.Kind != EventHumanTookOver && !(isInput(ev) && m.classify(ev).kind == inHuman) {
			return m.finish()
		}
	}

	before := m.st
	m.mark = len(m.effects)
	sessionMark, lifecycleMark := len(m.session), len(m.lifecycle)
	m.step(ev)
	if !m.aborted {
		m.syncAwaiting()
		m.sessionTriggers()
		m.lifecycleStep(ev)
		if err := Validate(m.st); err != nil {
			m.st = before
			m.effects = m.effects[:m.mark]
			m.session = m.session[:sessionMark]
			m.lifecycle = m.lifecycle[:lifecycleMark]
			m.reset("output: " + err.Error())
		}
	}
	return m.finish()
}

// machine is the working copy of one Decide call. Slices of st are never
// written in place: they may share arrays with the caller's state.
type machine struct {
	st      State
	cfg     Config
	now     time.Time
	effects []Effect
	turns   []Turn
	mark    int  // effects before handling began (kept on abort)
	aborted bool // a move outside the table reset the state; stop acting
	diag    Diagnostic
	// session holds the engagement session's effects, appended last
	// (session_events.go); offerAnswer is a typed answer to an open offer.
	session     []Effect
	lifecycle   []lifecycleNote // the lifecycle's effects, appended after the session's
	offerAnswer int
	resetDone   bool // a §7 reset happened: no offer in this call
}

// step runs one event from a valid state: the checks that do not depend on
// the state, then the state's step function.
//
//  0. A pause set by the platform (pause.go) holds every event but a human
//     taking over or resolving, until it ends.
//  1. A human resolving or taking over is decided for every state at once
//     (humanResolved, humanTookOver); nothing else runs.
//  2. A shopper input is classified (classify) while a pending confirmation
//     can still make its yes/no reading win.
//  3. An expired pending confirmation is cleared (expire, §6.2); a yes/no
//     that answered the expired question is consumed by the expiry prompt.
//  4. The follow-up layer (spec 004, layer.go) resolves the input against
//     what the bot last asked (awaiting), what the conversation is about
//     (soft context) and the last query (enrichment), and clears what
//     expired. It rewrites in before any state sees it; an ordinal or card
//     Select while recommending stays spec 001's pick.
//  5. The current state's step function acts (stepState).
func (m *machine) step(ev Event) {
	if m.operatorStep(ev) {
		return // an operator's command, or the conversation back to the bot (lifecycle_step.go)
	}
	if m.pauseStep(ev) {
		return // a pause, a resume, or an event held by a pause (pause.go)
	}
	switch ev.Kind {
	case EventHumanResolved:
		m.humanResolved()
		return
	case EventHumanTookOver:
		m.humanTookOver()
		return
	}
	if m.offerReply(ev) {
		return // an answer to an offer (session_events.go)
	}
	var in input
	if isInput(ev) {
		in = m.classify(ev)
	}
	if m.expire() {
		if m.aborted {
			return
		}
		if isInput(ev) && in.isDecision() {
			// The yes/no answered the question that just expired; the expiry prompt answers it.
			m.noteIntent(in.label)
			m.expireLayer()
			m.diag.Route, m.diag.Awaited = RouteAwaitingConfirmation, AwaitConfirmation
			return
		}
	} else if ev.Kind == EventTick && !m.syncPause() && m.scheduleHeartbeat(false) && m.heartbeat() {
		return // a follow-up, or the abandonment (lifecycle_followup.go)
	}
	in = m.resolve(ev, in)
	if !m.stepState(ev, in) {
		m.abort(fmt.Sprintf("no step function for state %q", m.st.Dialogue.State))
	}
}

// finish appends the session's effects, records the turns of this call in
// Recent (an offer is a bot turn) and returns the result.
func (m *machine) finish() (State, []Effect) {
	if n := len(m.session) + len(m.lifecycle); n > 0 {
		// One allocation for everything still to come, the diagnostic included.
		all := make([]Effect, len(m.effects), len(m.effects)+n+1)
		copy(all, m.effects)
		all = append(all, m.session...)
		m.effects = m.lifecycleEffects(all)
	}
	for _, e := range m.effects {
		switch {
		case e.Kind == EffectCards:
			ids := make([]string, len(e.Cards))
			for i, c := range e.Cards {
				ids[i] = c.ID
			}
			m.turns = append(m.turns, Turn{Role: "bot", Text: "cards:" + strings.Join(ids, ","), At: m.now})
		case (e.Kind == EffectReply || e.Kind == EffectQuickReplies || e.Kind == EffectOffer) && e.Message != nil:
			m.turns = append(m.turns, Turn{Role: "bot", Text: string(e.Message.Key), At: m.now})
		}
	}
	if len(m.turns) > 0 {
		all := len(m.st.Recent) + len(m.turns)
		keep := min(all, m.cfg.RecentTurns)
		recent := make([]Turn, 0, keep)
		if skip := all - keep; skip < len(m.st.Recent) {
			recent = append(recent, m.st.Recent[skip:]...)
			recent = append(recent, m.turns...)
		} else {
			recent = append(recent, m.turns[skip-len(m.st.Recent):]...)
		}
		m.st.Recent = recent
	}
	if m.st.ShownProductIDs == nil {
		m.st.ShownProductIDs = []string{}
	}
	if m.st.Results == nil {
		m.st.Results = []Product{}
	}
	if m.st.EarlierResults == nil {
		m.st.EarlierResults = []Product{}
	}
	if m.st.Recent == nil {
		m.st.Recent = []Turn{}
	}
	m.finishDiagnostic()
	if m.effects == nil {
		m.effects = []Effect{}
	}
	return m.st, m.effects
}

func isDuplicate(st State, ev Event) bool {
	id := st.Dialogue.LastUserMessageID
	return isInput(ev) && ev.MessageID != "" && id != nil && *id == ev.MessageID
}

// bookkeep records what every event leaves behind whatever the state:
// trace id, language, the shopper's turn, and the engagement session
// (interaction times, its moves: sessionEvent).
func (m *machine) bookkeep(ev Event) {
	m.sessionEvent(ev)
	switch ev.Kind {
	case EventUserMessage, EventQuickReply, EventCardAction:
		if ev.MessageID != "" {
			id := ev.MessageID
			m.st.Dialogue.LastUserMessageID = &id
		}
		if ev.Kind == EventUserMessage && ev.Understanding != nil && ev.Understanding.Lang != "" {
			m.st.Lang = ev.Understanding.Lang
		}
		text := ev.Text
		switch ev.Kind {
		case EventQuickReply:
			text = "quick_reply:" + ev.Meaning
		case EventCardAction:
			text = "card_action:" + ev.ProductID
		}
		m.turns = append(m.turns, Turn{Role: "shopper", Text: truncateRunes(text, MaxTurnText), At: m.now})
	}
}

func truncateRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	i := 0
	for pos := range s {
		if i == n {
			return s[:pos]
		}
		i++
	}
	return s
}

// emit appends an effect unless a reset has cut this call short.
func (m *machine) emit(e Effect) {
	if !m.aborted {
		m.effects = append(m.effects, e)
	}
}

func (m *machine) reply(key i18n.Key, args ...string) {
	m.emit(Effect{Kind: EffectReply, Message: &Message{Key: key, Args: args}})
}

// move is the only way the dialogue state changes: it checks the table,
// records the hop and applies the entry rules (§4.3 counter reset; pending
// confirmation lives only in awaiting_confirmation and clarifying). A move
// the table does not allow is the §7 inconsistency.
func (m *machine) move(to DialogueState, trigger Trigger, reason string) bool {
	if m.aborted {
		return false
	}
	d := &m.st.Dialogue
	from := d.State
	if !Allowed(from, to, trigger) {
		m.abort(fmt.Sprintf("transition %s -> %s (%s) is not in the table", from, to, trigger))
		return false
	}
	m.emit(Effect{Kind: EffectTransition, Transition: &Transition{From: from, To: to, Trigger: trigger, Reason: reason}})
	d.State = to
	switch to {
	case Idle, Recommending, Handoff:
		d.ClarificationAttempts = 0
	}
	if to != AwaitingConfirmation && to != Clarifying {
		d.PendingConfirmation = PendingConfirmation{}
	}
	if to != Handoff {
		m.st.HandoffReason = ""
	}
	return true
}

// abort drops what this call did so far and resets (spec §7).
func (m *machine) abort(why string) {
	m.effects = m.effects[:m.mark]
	m.reset(why)
	m.aborted = true
}

// reset is the spec §7 fallback: idle, pending confirmation cleared, trace
// ids kept, a safe fallback line. Everything else is transient and starts
// afresh, except what freshState keeps for a reset (keepOnReset).
func (m *machine) reset(why string) {
	m.resetDone = true
	old := m.st
	m.st = freshState(old, m.cfg, keepOnReset)
	m.effects = append(m.effects,
		Effect{Kind: EffectTransition, Transition: &Transition{From: old.Dialogue.State, To: Idle, Trigger: TriggerInconsistency, Reason: truncateRunes(why, 300)}},
		Effect{Kind: EffectReply, Message: &Message{Key: i18n.KeyFallback}},
	)
}

// endSession handles a resolve outside handoff: an agent closed the
// conversation from the dashboard while the bot owned it. The conversation is
// over (Chatwoot: clear the session), so the shopper's next message starts a
// new one, which is idle's entry condition "new conversation" (§3.1). This is
// a session boundary, not a move inside the state machine: no transition is
// recorded and nothing is said.
func (m *machine) endSession() {
	m.st = freshState(m.st, m.cfg, keepOnSessionEnd)
}

// carry says what a fresh state takes over from the old one beyond what
// every fresh state keeps. The two values below are the only ones used;
// their differences are deliberate.
type carry struct {
	// cards keeps the cards of the last pages (Results, then EarlierResults,
	// newest first, at most MaxEarlierResults) as EarlierResults, so card
	// buttons still on the shopper's screen resolve to a name and a link.
	cards bool
	// repair distrusts the old state: shown ids are deduplicated and empty
	// ones dropped, an empty language becomes the default. Without it they
	// are copied as they are (the old state passed Validate).
	repair bool
}

var (
	// keepOnReset is the §7 reset: the old state may be corrupt (repair),
	// and the cards the shopper still sees stay selectable (cards).
	keepOnReset = carry{cards: true, repair: true}
	// keepOnSessionEnd is a resolve outside handoff: the old state is valid
	// and its result set is over, so no card of it stays selectable.
	keepOnSessionEnd = carry{}
)

// freshState returns a new conversation's state (NewState) carrying over
// what outlives a reset or a session: always the trace ids (§7.3), the ids
// of every product already shown (§5.3 counts the whole conversation), the
// language, the engagement session and the recent turns; then what c says.
// The query, pagination cursor, pending confirmation, counters, last intent
// and handoff reason always start afresh.
func freshState(old State, cfg Config, c carry) State {
	r := NewState(cfg)
	r.Dialogue.LastUserMessageID = old.Dialogue.LastUserMessageID
	r.Dialogue.LastAgentMessageID = old.Dialogue.LastAgentMessageID
	r.Session = old.Session
	r.Recent = old.Recent
	r.Lifecycle = old.Lifecycle // the instance outlives a reset; its own events end it
	if !c.repair || validatePause(old.Paused) == "" {
		r.Paused = old.Paused // the platform's pause outlives a reset
	}
	if !c.repair {
		r.Lang = old.Lang
		r.ShownProductIDs = old.ShownProductIDs
	} else {
		if old.Lang != "" {
			r.Lang = old.Lang
		}
		seen := make(map[string]bool, len(old.ShownProductIDs))
		for _, id := range old.ShownProductIDs {
			if id != "" && !seen[id] {
				seen[id] = true
				r.ShownProductIDs = append(r.ShownProductIDs, id)
			}
		}
	}
	if c.cards {
		var kept []Product
		picked := map[string]bool{}
		for _, list := range [][]Product{old.Results, old.EarlierResults} {
			for i := len(list) - 1; i >= 0 && len(kept) < MaxEarlierResults; i-- {
				if p := list[i]; p.ID != "" && !picked[p.ID] {
					picked[p.ID] = true
					kept = append(kept, p)
				}
			}
		}
		for i := len(kept) - 1; i >= 0; i-- { // back to oldest first
			r.EarlierResults = append(r.EarlierResults, kept[i])
		}
	}
	return r
}
