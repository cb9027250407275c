package engine

import (
	"fmt"
	"math"
	"reflect"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/wakha/wakha/i18n"
)

// minConfidence is the spec's intent-confidence threshold: below it wakha asks.
const minConfidence = 0.5

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
// changes nothing.
func Decide(st State, ev Event, now time.Time, cfg Config) (out State, effects []Effect) {
	cfg = cfg.normalized()
	if ev.Kind == EventUserMessage && ev.Understanding == nil {
		// The runner normally understands the text; read it here if it did not.
		u := i18n.Understand(ev.Text)
		ev.Understanding = &u
	}
	if st.Dialogue.State == "" && reflect.DeepEqual(st, State{}) {
		st = NewState(cfg)
	}
	err := Validate(st)
	if err == nil && isDuplicate(st, ev) {
		return st, []Effect{}
	}

	m := &machine{st: st, cfg: cfg, now: now}
	defer func() {
		// Last defense: a bug must not take the conversation down with it.
		if r := recover(); r != nil {
			m = &machine{st: st, cfg: cfg, now: now}
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
	m.handle(ev)
	if !m.aborted {
		if err := Validate(m.st); err != nil {
			m.st = before
			m.effects = m.effects[:m.mark]
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
}

// finish appends the turns of this call to Recent and returns the result.
func (m *machine) finish() (State, []Effect) {
	for _, e := range m.effects {
		switch {
		case e.Kind == EffectCards:
			ids := make([]string, len(e.Cards))
			for i, c := range e.Cards {
				ids[i] = c.ID
			}
			m.turns = append(m.turns, Turn{Role: "bot", Text: "cards:" + strings.Join(ids, ","), At: m.now})
		case (e.Kind == EffectReply || e.Kind == EffectQuickReplies) && e.Message != nil:
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
	if m.effects == nil {
		m.effects = []Effect{}
	}
	return m.st, m.effects
}

func isInput(ev Event) bool {
	return ev.Kind == EventUserMessage || ev.Kind == EventQuickReply || ev.Kind == EventCardAction
}

func isDuplicate(st State, ev Event) bool {
	id := st.Dialogue.LastUserMessageID
	return isInput(ev) && ev.MessageID != "" && id != nil && *id == ev.MessageID
}

// bookkeep records what every event leaves behind whatever the state:
// trace id, language, interaction time and the shopper's turn.
func (m *machine) bookkeep(ev Event) {
	switch ev.Kind {
	case EventUserMessage, EventQuickReply, EventCardAction:
		if ev.MessageID != "" {
			id := ev.MessageID
			m.st.Dialogue.LastUserMessageID = &id
		}
		if ev.Kind == EventUserMessage && ev.Understanding != nil && ev.Understanding.Lang != "" {
			m.st.Lang = ev.Understanding.Lang
		}
		t := m.now
		m.st.Session.LastInteractionAt = &t
		text := ev.Text
		switch ev.Kind {
		case EventQuickReply:
			text = "quick_reply:" + ev.Meaning
		case EventCardAction:
			text = "card_action:" + ev.ProductID
		}
		m.turns = append(m.turns, Turn{Role: "shopper", Text: truncateRunes(text, MaxTurnText), At: m.now})
	case EventWidgetOpened:
		opened, last := m.now, m.now
		m.st.Session.WidgetOpenedAt = &opened
		m.st.Session.LastInteractionAt = &last
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
// ids kept, a safe fallback line. The pagination cursor, query, counters and
// handoff reason are transient too and start afresh; the shown product ids
// are kept so nothing is shown twice, and the cards already on screen stay
// selectable through EarlierResults.
func (m *machine) reset(why string) {
	old := m.st
	r := NewState(m.cfg)
	r.Dialogue.LastUserMessageID = old.Dialogue.LastUserMessageID
	r.Dialogue.LastAgentMessageID = old.Dialogue.LastAgentMessageID
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
	r.Session = old.Session
	r.Recent = old.Recent
	m.st = r
	m.effects = append(m.effects,
		Effect{Kind: EffectTransition, Transition: &Transition{From: old.Dialogue.State, To: Idle, Trigger: TriggerInconsistency, Reason: truncateRunes(why, 300)}},
		Effect{Kind: EffectReply, Message: &Message{Key: i18n.KeyFallback}},
	)
}

// handle routes one event from a valid state.
func (m *machine) handle(ev Event) {
	d := &m.st.Dialogue
	if d.State == Handoff {
		// A human owns the conversation: wakha stays silent and only logs that it waits.
		switch ev.Kind {
		case EventHumanResolved:
			if m.move(Idle, TriggerHumanResolved, "") {
				m.st.ConsecutiveErrors = 0
				m.st.IntentRepeats = 0
			}
		case EventUserMessage, EventQuickReply, EventCardAction:
			m.move(Handoff, TriggerAwaitingHuman, "shopper_message")
		case EventHumanTookOver:
			m.move(Handoff, TriggerAwaitingHuman, string(ReasonHumanTookOver))
		}
		return
	}

	if ev.Kind == EventHumanResolved {
		m.endSession()
		return
	}

	var in input
	if isInput(ev) {
		in = m.classify(ev)
	}
	// A human who just took over needs no expiry prompt: the handoff clears the question.
	if ev.Kind != EventHumanTookOver && m.expire() {
		if m.aborted {
			return
		}
		if isInput(ev) && in.isDecision() {
			// The yes/no answered the question that just expired; the expiry prompt answers it.
			m.noteIntent(in.label)
			return
		}
	}

	switch d.State {
	case Error:
		// error is never left at rest by Decide; an old or restored one is normalized first.
		if ev.Kind == EventHumanTookOver {
			m.handoff(ReasonHumanTookOver)
			return
		}
		if isInput(ev) && in.kind == inHuman {
			m.noteIntent(in.label)
			m.handoff(ReasonUserRequested)
			return
		}
		if !m.move(Idle, TriggerFallbackPrepared, "normalized") {
			return
		}
	case Paginating:
		switch ev.Kind {
		case EventSearchResults:
			m.onPage(ev.Results)
			return
		case EventSearchFailed:
			m.onFailure(ev.Reason)
			return
		case EventHumanTookOver, EventUserMessage, EventQuickReply, EventCardAction:
			// The page never came: its context is lost; handle the event from clarifying.
			if !m.move(Clarifying, TriggerLostContext, "page_interrupted") {
				return
			}
		default:
			return
		}
	}

	switch ev.Kind {
	case EventHumanTookOver:
		m.handoff(ReasonHumanTookOver)
	case EventSearchResults:
		m.onFirstPage(ev.Results)
	case EventSearchFailed:
		m.onFailure(ev.Reason)
	case EventUserMessage, EventQuickReply, EventCardAction:
		m.onInput(in)
	}
}

// endSession handles a resolve outside handoff: an agent closed the
// conversation from the dashboard while the bot owned it. The conversation is
// over (Chatwoot: clear the session), so the shopper's next message starts a
// new one, which is idle's entry condition "new conversation" (§3.1). This is
// a session boundary, not a move inside the state machine: no transition is
// recorded. Kept: the trace ids (§7), the products already shown (§5.3 counts
// the whole conversation), the language and the recent turns.
func (m *machine) endSession() {
	old := m.st
	fresh := NewState(m.cfg)
	fresh.Dialogue.LastUserMessageID = old.Dialogue.LastUserMessageID
	fresh.Dialogue.LastAgentMessageID = old.Dialogue.LastAgentMessageID
	fresh.ShownProductIDs = old.ShownProductIDs
	fresh.Lang = old.Lang
	fresh.Session = old.Session
	fresh.Recent = old.Recent
	m.st = fresh
}

// expire applies §6.2: a pending confirmation older than the TTL is cleared
// and the dialogue returns to idle with a short prompt. It reports whether
// it expired one.
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

// inKind is what a shopper's input asks for, once understood.
type inKind int

const (
	inUnknown inKind = iota
	inSearch
	inShowMore
	inSelect
	inYes
	inNo
	inHold
	inAmbiguous
	inHuman
	inGreeting
	inThanks
	inBye
)

// input is one shopper input (typed, quick reply or card button) reduced to
// what the state machine needs.
type input struct {
	kind      inKind
	label     string // last_intent
	reason    string // why it is unclear, for the transition log
	query     Query
	ordinal   int
	productID string
	words     []string
}

func (in input) isDecision() bool {
	switch in.kind {
	case inYes, inNo, inHold, inAmbiguous:
		return true
	}
	return false
}

func (m *machine) hasPending() bool {
	return m.st.Dialogue.PendingConfirmation.TargetID != nil
}

// classify turns an input event into an input. While a confirmation is
// pending the message's yes/no reading wins over its intent.
func (m *machine) classify(ev Event) input {
	switch ev.Kind {
	case EventQuickReply:
		switch {
		case ev.Meaning == MeaningShowMore:
			return input{kind: inShowMore, label: string(i18n.IntentShowMore)}
		case ev.Meaning == MeaningConfirm:
			return input{kind: inYes, label: string(i18n.IntentConfirm)}
		case ev.Meaning == MeaningCancel:
			return input{kind: inNo, label: string(i18n.IntentCancel)}
		case ev.Meaning == MeaningHuman:
			return input{kind: inHuman, label: string(i18n.IntentHuman)}
		case strings.HasPrefix(ev.Meaning, MeaningSelectPrefix) && len(ev.Meaning) > len(MeaningSelectPrefix):
			return input{kind: inSelect, label: string(i18n.IntentSelect), productID: ev.Meaning[len(MeaningSelectPrefix):]}
		}
		return input{kind: inUnknown, label: string(i18n.IntentUnknown), reason: "unknown_quick_reply"}
	case EventCardAction:
		if ev.ProductID == "" {
			return input{kind: inUnknown, label: string(i18n.IntentUnknown), reason: "card_without_product"}
		}
		return input{kind: inSelect, label: string(i18n.IntentSelect), productID: ev.ProductID}
	}

	u := ev.Understanding
	if u == nil {
		u = &i18n.Understanding{Intent: i18n.IntentUnknown}
	}
	if m.hasPending() {
		switch decisionOf(u) {
		case i18n.DecisionYes:
			return input{kind: inYes, label: string(i18n.IntentConfirm)}
		case i18n.DecisionNo:
			return input{kind: inNo, label: string(i18n.IntentCancel)}
		case i18n.DecisionHold:
			return input{kind: inHold, label: "hold"}
		case i18n.DecisionAmbiguous:
			return input{kind: inAmbiguous, label: "ambiguous", reason: "ambiguous_decision"}
		}
	}
	if !(u.Confidence >= minConfidence) {
		return input{kind: inUnknown, label: string(i18n.IntentUnknown), reason: "low_confidence"}
	}
	label := string(u.Intent)
	switch u.Intent {
	case i18n.IntentHuman:
		return input{kind: inHuman, label: label}
	case i18n.IntentProductSearch, i18n.IntentRefine:
		// A refinement ("en bleu ?", "w ta7t 500?") searches on its own
		// words until the follow-up layer (issue 10) merges it into the
		// last query.
		q, ok := queryFrom(u)
		if !ok {
			return input{kind: inUnknown, label: label, reason: "underspecified"}
		}
		return input{kind: inSearch, label: label, query: q}
	case i18n.IntentHold:
		return input{kind: inHold, label: label}
	case i18n.IntentProductQuestion:
		// Price, stock, delivery of the product shown: not answered yet
		// (issue 10); asked again like any unclear message.
		return input{kind: inUnknown, label: label, reason: "product_question"}
	case i18n.IntentShowMore:
		return input{kind: inShowMore, label: label}
	case i18n.IntentSelect:
		words := u.Terms
		if len(words) == 0 {
			words = i18n.Tokens(ev.Text)
		}
		return input{kind: inSelect, label: label, ordinal: u.Ordinal, words: words}
	case i18n.IntentConfirm:
		return input{kind: inYes, label: label, reason: "nothing_to_confirm"}
	case i18n.IntentCancel:
		return input{kind: inNo, label: label, reason: "nothing_to_cancel"}
	case i18n.IntentGreeting:
		return input{kind: inGreeting, label: label}
	case i18n.IntentThanks:
		return input{kind: inThanks, label: label}
	case i18n.IntentBye:
		return input{kind: inBye, label: label}
	}
	return input{kind: inUnknown, label: string(i18n.IntentUnknown), reason: "unknown_intent"}
}

// decisionOf reads a message as an answer to a yes/no question.
func decisionOf(u *i18n.Understanding) i18n.Decision {
	switch u.Decision {
	case i18n.DecisionYes, i18n.DecisionNo, i18n.DecisionHold, i18n.DecisionAmbiguous:
		return u.Decision
	}
	switch u.Intent {
	case i18n.IntentConfirm:
		return i18n.DecisionYes
	case i18n.IntentCancel:
		return i18n.DecisionNo
	case i18n.IntentHold:
		return i18n.DecisionHold
	}
	return i18n.DecisionNone
}

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

// onInput handles a shopper input in idle, clarifying, recommending or
// awaiting_confirmation.
func (m *machine) onInput(in input) {
	if in.kind == inSearch {
		switch m.st.Dialogue.State {
		case Recommending, AwaitingConfirmation:
			// Only while the cards are live: after a "no" (idle) the same words search.
			if p, ok := m.namedCard(in.query); ok {
				in = input{kind: inSelect, label: string(i18n.IntentSelect), productID: p.ID}
			}
		}
	}
	m.noteIntent(in.label)
	if in.kind == inHuman {
		m.handoff(ReasonUserRequested)
		return
	}
	if in.kind == inHold && !m.hasPending() {
		// "sber chwiya", "je réfléchis" with no question open: wakha waits
		// where it is (a pending question's hold is answered in inAwaiting).
		m.reply(i18n.KeyTakeYourTime)
		return
	}
	if m.st.IntentRepeats >= m.cfg.RepeatedIntentLimit {
		// §4.2: the same intent again and again without progress; ask a disambiguating question.
		m.st.IntentRepeats = 0
		key := i18n.KeyClarifyRepeat
		if m.hasPending() {
			key = i18n.KeyClarifyConfirm
		}
		m.clarify("repeated_intent", key)
		return
	}
	switch m.st.Dialogue.State {
	case Idle:
		m.inIdle(in)
	case Clarifying:
		m.inClarifying(in)
	case Recommending:
		m.inRecommending(in)
	case AwaitingConfirmation:
		m.inAwaiting(in)
	}
}

func (m *machine) inIdle(in input) {
	switch in.kind {
	case inSearch:
		m.search(in.query)
	case inShowMore:
		if m.st.Query != nil && m.st.ResultsExhausted {
			m.reply(i18n.KeyNoMoreResults)
			return
		}
		m.clarify("lost_context", i18n.KeyLostContext)
	case inSelect:
		p, ok := m.resolve(in)
		if !ok {
			m.clarify("select_which", i18n.KeySelectWhich)
			return
		}
		if m.move(AwaitingConfirmation, TriggerNeedsConfirmation, "") {
			m.ask(p)
		}
	case inGreeting:
		m.reply(i18n.KeyGreeting)
	case inThanks:
		m.reply(i18n.KeyThanks)
	case inBye:
		m.reply(i18n.KeyBye)
	default:
		m.clarify(unclearReason(in), i18n.KeyClarify)
	}
}

func (m *machine) inClarifying(in input) {
	pending := m.hasPending()
	switch in.kind {
	case inSearch:
		// A fresh search replaces the question still open.
		m.st.Dialogue.PendingConfirmation = PendingConfirmation{}
		m.search(in.query)
	case inSelect:
		p, ok := m.resolve(in)
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
			m.inAwaiting(in)
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
		m.clarify(unclearReason(in), i18n.KeyClarify)
	}
}

func (m *machine) inRecommending(in input) {
	switch in.kind {
	case inSearch:
		// Stays recommending while the catalog answers; the results close the
		// old set (recommending → idle) and open the new one.
		m.search(in.query)
	case inShowMore:
		m.showMore()
	case inSelect:
		p, ok := m.resolve(in)
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
		m.clarify(unclearReason(in), i18n.KeyClarify)
	}
}

func (m *machine) inAwaiting(in input) {
	target := *m.st.Dialogue.PendingConfirmation.TargetID
	switch in.kind {
	case inYes:
		m.confirm()
	case inNo:
		if m.move(Idle, TriggerCancelled, "") {
			m.st.IntentRepeats = 0
			m.reply(i18n.KeyCancelled)
		}
	case inHold:
		m.reply(i18n.KeyHoldOn)
	case inSearch:
		// Neither yes nor no but a clear new request: leave the question and search.
		if m.move(Clarifying, TriggerUnclearConfirmation, "new_search") {
			m.st.Dialogue.PendingConfirmation = PendingConfirmation{}
			m.search(in.query)
		}
	case inSelect:
		p, ok := m.resolve(in)
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

// onFailure handles a failed catalog search: → error, the error line, then
// error → idle, or error → handoff on the MaxConsecutiveErrors-th failure.
func (m *machine) onFailure(reason string) {
	switch m.st.Dialogue.State {
	case Idle, Clarifying, Recommending, Paginating:
	default:
		return // no search was asked from here: a stale report
	}
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

// search starts a new search: a fresh cursor on the new query, excluding
// everything shown so far. The state does not change until the results come.
func (m *machine) search(q Query) {
	m.st.Query = &q
	h := q.Hash
	m.st.Dialogue.Pagination = Pagination{Offset: 0, Limit: m.cfg.PageSize, LastQueryHash: &h}
	m.st.ResultsExhausted = false
	m.emitSearch()
}

func (m *machine) emitSearch() {
	q := *m.st.Query
	q.Terms = append([]string{}, q.Terms...)
	pg := m.st.Dialogue.Pagination
	m.emit(Effect{Kind: EffectSearch, Search: &SearchRequest{
		Query:   q,
		Lang:    m.st.Lang,
		Offset:  pg.Offset,
		Limit:   pg.Limit,
		Exclude: append([]string{}, m.st.ShownProductIDs...),
	}})
}

// contextOK reports whether the show-more context is intact (§5.4).
func (m *machine) contextOK() bool {
	h := m.st.Dialogue.Pagination.LastQueryHash
	q := m.st.Query
	return q != nil && h != nil && *h == q.Hash && q.Hash == QueryHash(*q)
}

// showMore is §5.2: recommending → paginating, offset += limit, same hash.
func (m *machine) showMore() {
	if !m.move(Paginating, TriggerShowMore, "") {
		return
	}
	pg := &m.st.Dialogue.Pagination
	if !m.contextOK() || pg.Offset > math.MaxInt32-pg.Limit {
		m.lostContext()
		return
	}
	pg.Offset += pg.Limit
	if m.st.ResultsExhausted {
		// The catalog already said there is nothing more: no need to ask it again.
		if m.move(Idle, TriggerNoMoreResults, "") {
			m.reply(i18n.KeyNoMoreResults)
		}
		return
	}
	m.emitSearch()
}

// lostContext is §3.5/§5.4: paginating → clarifying, ask for fresh criteria.
func (m *machine) lostContext() {
	m.st.Query = nil
	m.st.ResultsExhausted = false
	m.st.Dialogue.Pagination.LastQueryHash = nil
	m.st.Dialogue.Pagination.Offset = 0
	m.clarify("lost_context", i18n.KeyLostContext)
}

// onPage handles the catalog's answer to a show-more in paginating.
func (m *machine) onPage(r *SearchResult) {
	h := m.st.Dialogue.Pagination.LastQueryHash
	if r == nil || !m.contextOK() || r.QueryHash != *h {
		m.lostContext()
		return
	}
	m.st.ConsecutiveErrors = 0
	page := m.filter(r.Products)
	if len(page) == 0 {
		m.st.ResultsExhausted = true
		if m.move(Idle, TriggerNoMoreResults, "") {
			m.reply(i18n.KeyNoMoreResults)
		}
		return
	}
	m.st.ResultsExhausted = !r.More
	if m.move(Recommending, TriggerNextPage, "") {
		m.show(page, Message{Key: i18n.KeyMoreIntro})
	}
}

// onFirstPage handles the catalog's answer to a new search started in idle,
// clarifying or recommending. Results for another query are stale and ignored.
func (m *machine) onFirstPage(r *SearchResult) {
	from := m.st.Dialogue.State
	switch from {
	case Idle, Clarifying, Recommending:
	default:
		return
	}
	h := m.st.Dialogue.Pagination.LastQueryHash
	if r == nil || m.st.Query == nil || h == nil || *h != m.st.Query.Hash || r.QueryHash != *h {
		return
	}
	m.st.ConsecutiveErrors = 0
	text := m.st.Query.Text
	page := m.filter(r.Products)
	if len(page) == 0 {
		m.archiveResults()
		m.st.ResultsExhausted = true
		if from == Clarifying {
			// The answer to our question still finds nothing: the
			// clarification is unresolved and counts toward the §4 cap, so a
			// shopper who cannot be helped reaches a human instead of looping.
			m.clarify("no_results", i18n.KeyNoResults, text)
			return
		}
		if from == Recommending && !m.move(Idle, TriggerResponseComplete, "no_results") {
			return
		}
		m.reply(i18n.KeyNoResults, text)
		return
	}
	m.st.ResultsExhausted = !r.More
	switch from {
	case Recommending:
		if !m.move(Idle, TriggerResponseComplete, "new_search") || !m.move(Recommending, TriggerProductSearch, "") {
			return
		}
	case Idle:
		if !m.move(Recommending, TriggerProductSearch, "") {
			return
		}
	case Clarifying:
		if !m.move(Recommending, TriggerClarificationResolved, "") {
			return
		}
	}
	m.show(page, Message{Key: i18n.KeyResultsIntro, Args: []string{text}})
}

// filter is the last defense of §5.1 and §5.3 against a misbehaving catalog:
// no empty or already-shown id, no id twice, at most limit (≤ 5) cards.
func (m *machine) filter(products []Product) []Product {
	limit := min(max(m.st.Dialogue.Pagination.Limit, 1), MaxCards)
	shown := make(map[string]struct{}, len(m.st.ShownProductIDs)+limit)
	for _, id := range m.st.ShownProductIDs {
		shown[id] = struct{}{}
	}
	page := make([]Product, 0, limit)
	for _, p := range products {
		if len(page) == limit {
			break
		}
		if _, dup := shown[p.ID]; p.ID == "" || dup {
			continue
		}
		shown[p.ID] = struct{}{}
		page = append(page, p)
	}
	return page
}

// show puts a page on screen: intro, cards, then the quick replies.
func (m *machine) show(page []Product, intro Message) {
	m.archiveResults()
	m.st.Results = page
	shown := m.st.ShownProductIDs
	ids := make([]string, 0, len(shown)+len(page))
	ids = append(ids, shown...)
	for _, p := range page {
		ids = append(ids, p.ID)
	}
	m.st.ShownProductIDs = ids
	m.st.IntentRepeats = 0 // new cards are progress
	m.emit(Effect{Kind: EffectReply, Message: &intro})
	m.emit(Effect{Kind: EffectCards, Cards: append([]Product(nil), page...)})
	opts := make([]Option, 0, 2)
	if !m.st.ResultsExhausted {
		opts = append(opts, Option{Label: i18n.KeyLabelShowMore, Meaning: MeaningShowMore})
	}
	opts = append(opts, Option{Label: i18n.KeyLabelHuman, Meaning: MeaningHuman})
	// The widget shows a quick-reply message's text as a bubble: ask a real question.
	m.emit(Effect{Kind: EffectQuickReplies, Message: &Message{Key: i18n.KeyMoreOrPick}, Options: opts})
}

// archiveResults moves the current page to EarlierResults (capped).
func (m *machine) archiveResults() {
	if len(m.st.Results) == 0 {
		m.st.Results = []Product{}
		return
	}
	all := len(m.st.EarlierResults) + len(m.st.Results)
	skip := max(all-MaxEarlierResults, 0)
	earlier := make([]Product, 0, all-skip)
	for i, p := range m.st.EarlierResults {
		if i >= skip {
			earlier = append(earlier, p)
		}
	}
	for i, p := range m.st.Results {
		if len(m.st.EarlierResults)+i >= skip {
			earlier = append(earlier, p)
		}
	}
	m.st.EarlierResults = earlier
	m.st.Results = []Product{}
}

// lookup finds a product shown in this conversation by id, newest first.
func (m *machine) lookup(id string) (Product, bool) {
	if id == "" {
		return Product{}, false
	}
	for _, p := range m.st.Results {
		if p.ID == id {
			return p, true
		}
	}
	for i := len(m.st.EarlierResults) - 1; i >= 0; i-- {
		if p := m.st.EarlierResults[i]; p.ID == id {
			return p, true
		}
	}
	return Product{}, false
}

func (m *machine) productName(id string) string {
	if p, ok := m.lookup(id); ok && p.Name != "" {
		return p.Name
	}
	return id
}

// resolve finds the product a pick means: a card button or quick reply by
// id (any card still remembered), a typed ordinal on the last page (1-based,
// negative from the end: -1 is the last), or a typed name that matches one
// card of the last page better than every other.
func (m *machine) resolve(in input) (Product, bool) {
	if in.productID != "" {
		return m.lookup(in.productID)
	}
	res := m.st.Results
	if in.ordinal != 0 {
		i := in.ordinal - 1
		if in.ordinal < 0 {
			i = len(res) + in.ordinal
		}
		if i >= 0 && i < len(res) && res[i].ID != "" {
			return res[i], true
		}
		return Product{}, false
	}
	best, bestScore, tie := -1, 0, false
	for i, p := range res {
		if p.ID == "" {
			continue
		}
		score := 0
		name := i18n.Tokens(p.Name)
		for _, w := range in.words {
			if utf8.RuneCountInString(w) < 3 {
				continue // "l", "el", "de": too common to tell cards apart
			}
			w = i18n.Normalize(w)
			for _, n := range name {
				if n == w {
					score++
					break
				}
			}
		}
		switch {
		case score > bestScore:
			best, bestScore, tie = i, score, false
		case score == bestScore && score > 0:
			tie = true
		}
	}
	if best < 0 || tie {
		return Product{}, false
	}
	return res[best], true
}

// namedCard reads a search that names one card of the last page ("the
// leather one" while a babouche and a bag are shown) as a pick of that card:
// every significant word of the search is in that card's name and in no
// other's, and the words are not just the current query again (which is a
// search for more of the same).
func (m *machine) namedCard(q Query) (Product, bool) {
	if len(m.st.Results) == 0 {
		return Product{}, false
	}
	var words []string
	for _, w := range q.Terms {
		if utf8.RuneCountInString(w) >= 3 {
			words = append(words, w)
		}
	}
	if len(words) == 0 {
		return Product{}, false
	}
	if cur := m.st.Query; cur != nil {
		known := strings.Fields(cur.Text)
		known = append(known, cur.Terms...)
		repeat := true
		for _, w := range words {
			if !slices.Contains(known, w) {
				repeat = false
				break
			}
		}
		if repeat {
			return Product{}, false
		}
	}
	var found Product
	matches := 0
	for _, p := range m.st.Results {
		if p.ID == "" {
			continue
		}
		name := i18n.Tokens(p.Name)
		all := true
		for _, w := range words {
			if !slices.Contains(name, w) {
				all = false
				break
			}
		}
		if all {
			found = p
			matches++
		}
	}
	return found, matches == 1
}

// ask sets pending_confirmation and asks "add X to your cart?".
func (m *machine) ask(p Product) {
	action, id, created := ActionAddToCart, p.ID, m.now.UTC().Format(time.RFC3339)
	m.st.Dialogue.PendingConfirmation = PendingConfirmation{Action: &action, TargetID: &id, CreatedAt: &created}
	m.st.IntentRepeats = 0 // a pick is progress
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
	if p.AddToCartURL != "" {
		m.reply(i18n.KeyAddToCartLink, p.Name, p.AddToCartURL)
	} else {
		m.reply(i18n.KeyViewOptions, p.Name, p.Permalink)
	}
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
