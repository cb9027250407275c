package runner

import (
	"time"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
)

// This file carries the spec 003 lifecycle (engine/lifecycle.go) into the
// store: its moves go to the transition log (machine "lifecycle"), its
// state, the operator's hold and the next follow-up to the conversation's
// columns. Follow-ups need nothing else here: engine.NextWake includes the
// next one, so it is the conversation's wake_at, claimed like an event,
// and the follow-up is an outbox row committed with the state that counts
// it (one version, one lease): a restart or a second replica re-decides an
// uncommitted turn instead of sending it twice, and a committed one is
// never decided again.

// lifecycleRow turns an EffectLifecycle into a transition log row.
func lifecycleRow(e engine.Effect, eventID int64, at time.Time) (wakha.TransitionRow, bool) {
	if e.Kind != engine.EffectLifecycle || e.Lifecycle == nil {
		return wakha.TransitionRow{}, false
	}
	l := e.Lifecycle
	return wakha.TransitionRow{
		Machine: wakha.MachineLifecycle, From: string(l.From), To: string(l.To), Trigger: string(l.Trigger),
		Reason: l.Reason, EventID: eventID, At: at,
	}, true
}

// lifecycleColumns fills the turn's lifecycle columns from the new state.
func lifecycleColumns(t *wakha.Turn, st engine.State) {
	t.LifecycleState = string(engine.LifecycleOf(st))
	t.OperatorPaused = st.Lifecycle.State == engine.LifecyclePaused && st.Lifecycle.PausedBy == engine.PausedByOperator
	if at, ok := engine.NextFollowUp(st); ok {
		t.NextFollowUpAt = &at
	}
}
