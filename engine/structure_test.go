package engine

import (
	"fmt"
	"slices"
	"testing"

	"github.com/wakha/wakha/i18n"
)

// Every spec state has a step function, and nothing else has one.
func TestEveryStateHasAStepFunction(t *testing.T) {
	t.Parallel()
	for _, s := range append(States, "shopping", "") {
		m := &machine{st: stateIn(Idle), cfg: DefaultConfig(), now: t0}
		m.st.Dialogue.State = s
		if got, want := m.stepState(Event{Kind: EventTick}, input{}), s.Valid(); got != want {
			t.Errorf("%q: step function %v, want %v", s, got, want)
		}
	}
}

// Decide never reads text: a message without an Understanding is an
// unknown, low-confidence input in every state that takes input, whatever
// its words say.
func TestMessageWithoutUnderstandingIsUnknown(t *testing.T) {
	t.Parallel()
	tests := []struct {
		from    DialogueState
		text    string
		want    DialogueState
		trigger Trigger
		reason  string
		key     i18n.Key
	}{
		{Idle, "bghit caftan a7mer", Clarifying, TriggerAmbiguousQuery, "low_confidence", i18n.KeyClarify},
		{Recommending, "tani", Clarifying, TriggerFilterAmbiguity, "low_confidence", i18n.KeyClarify},
		{AwaitingConfirmation, "wakha", Clarifying, TriggerUnclearConfirmation, "unclear_confirmation", i18n.KeyClarifyConfirm},
		{Clarifying, "bghit nhder m3a chi wa7ed", Clarifying, TriggerMoreClarification, "low_confidence", i18n.KeyClarify},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s/%s", tt.from, tt.text), func(t *testing.T) {
			t.Parallel()
			st := stateIn(tt.from)
			if tt.from == Clarifying {
				st.Dialogue.ClarificationAttempts = 0
			}
			out, all := Decide(st, Event{Kind: EventUserMessage, MessageID: "m1", Text: tt.text}, t0, DefaultConfig())
			eff := core(all)
			if out.Dialogue.State != tt.want || !hasKey(eff, tt.key) || hasKind(eff, EffectSearch) {
				t.Fatalf("state %s, effects %v; want %s with %s", out.Dialogue.State, kinds(eff), tt.want, tt.key)
			}
			tr := eff[0].Transition
			if tr == nil || tr.Trigger != tt.trigger || tr.Reason != tt.reason {
				t.Fatalf("first effect %v, want %s (%s)", kinds(eff[:1]), tt.trigger, tt.reason)
			}
			if out.Dialogue.LastIntent == nil || *out.Dialogue.LastIntent != string(i18n.IntentUnknown) {
				t.Fatalf("last_intent %v", out.Dialogue.LastIntent)
			}
		})
	}
}

// freshState keeps different things for a §7 reset and a session end, on
// purpose; this table is the place those differences are pinned.
func TestFreshStateCarry(t *testing.T) {
	t.Parallel()
	old := stateIn(Recommending)
	old.Lang = ""
	old.ShownProductIDs = []string{"p1", "p1", "", "p2", "p3"}
	old.EarlierResults = products(7)
	old.ConsecutiveErrors, old.IntentRepeats = 2, 2
	old.Recent = []Turn{{Role: "shopper", Text: "caftan", At: t0}}
	cfg := DefaultConfig()

	tests := []struct {
		name     string
		c        carry
		lang     i18n.Lang
		shown    []string
		earlier  []string
		fallback bool
	}{
		{"reset", keepOnReset, i18n.English, []string{"p1", "p2", "p3"}, []string{"p7", "p1", "p2", "p3"}, true},
		{"session end", keepOnSessionEnd, "", []string{"p1", "p1", "", "p2", "p3"}, nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			r := freshState(old, cfg, tt.c)
			d := r.Dialogue
			if d.State != Idle || r.Query != nil || d.Pagination.LastQueryHash != nil || len(r.Results) != 0 ||
				r.ConsecutiveErrors != 0 || r.IntentRepeats != 0 || d.LastIntent != nil {
				t.Fatalf("transient fields kept: %+v", r)
			}
			if d.LastUserMessageID != old.Dialogue.LastUserMessageID || d.LastAgentMessageID != old.Dialogue.LastAgentMessageID ||
				len(r.Recent) != 1 {
				t.Fatalf("trace ids or recent turns lost: %+v", r)
			}
			if r.Lang != tt.lang || !slices.Equal(r.ShownProductIDs, tt.shown) {
				t.Fatalf("lang %q shown %v; want %q %v", r.Lang, r.ShownProductIDs, tt.lang, tt.shown)
			}
			var earlier []string
			for _, p := range r.EarlierResults {
				earlier = append(earlier, p.ID)
			}
			if !slices.Equal(earlier, tt.earlier) {
				t.Fatalf("earlier %v, want %v", earlier, tt.earlier)
			}
			if err := Validate(r); err != nil {
				t.Fatal(err)
			}
		})
	}
}
