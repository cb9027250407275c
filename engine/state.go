package engine

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/wakha/wakha/i18n"
)

// Limits of the spec that hold whatever the Config says.
const (
	// MaxCards is the spec §5.1 cap on cards per product_cards message.
	MaxCards = 5
	// MaxClarificationAttempts is the spec §4.1 cap on clarification_attempts.
	MaxClarificationAttempts = 2
	// MaxEarlierResults caps State.EarlierResults (three pages of five).
	MaxEarlierResults = 15
	// MaxTurnText is how many runes of shopper text a Turn keeps.
	MaxTurnText = 200
)

// ErrInconsistent is wrapped by every error Validate returns.
var ErrInconsistent = errors.New("engine: inconsistent conversation state")

// normalized returns cfg with zero or out-of-range values replaced: zero and
// negative values take DefaultConfig's, PageSize is clamped to 1..5 and
// MaxClarifications to 1..2 (the spec's caps win over configuration).
func (cfg Config) normalized() Config {
	def := DefaultConfig()
	if cfg.ConfirmationTTL <= 0 {
		cfg.ConfirmationTTL = def.ConfirmationTTL
	}
	if cfg.PageSize <= 0 {
		cfg.PageSize = def.PageSize
	}
	cfg.PageSize = min(cfg.PageSize, MaxCards)
	if cfg.MaxClarifications <= 0 {
		cfg.MaxClarifications = def.MaxClarifications
	}
	cfg.MaxClarifications = min(cfg.MaxClarifications, MaxClarificationAttempts)
	if cfg.RepeatedIntentLimit <= 0 {
		cfg.RepeatedIntentLimit = def.RepeatedIntentLimit
	}
	// A limit of 1 would turn every message into a "repeat"; 2 is the least that means anything.
	cfg.RepeatedIntentLimit = max(cfg.RepeatedIntentLimit, 2)
	if cfg.MaxConsecutiveErrors <= 0 {
		cfg.MaxConsecutiveErrors = def.MaxConsecutiveErrors
	}
	if cfg.RecentTurns <= 0 {
		cfg.RecentTurns = def.RecentTurns
	}
	cfg.RecentTurns = min(cfg.RecentTurns, 100)
	if cfg.AwaitingTTL <= 0 {
		cfg.AwaitingTTL = def.AwaitingTTL
	}
	if cfg.SoftContextTTL <= 0 {
		cfg.SoftContextTTL = def.SoftContextTTL
	}
	if cfg.SessionInteractionTimeout <= 0 {
		cfg.SessionInteractionTimeout = def.SessionInteractionTimeout
	}
	if cfg.SessionCooldown <= 0 {
		cfg.SessionCooldown = def.SessionCooldown
	}
	if cfg.SessionCooldownMax <= 0 {
		cfg.SessionCooldownMax = def.SessionCooldownMax
	}
	cfg.SessionCooldownMax = max(cfg.SessionCooldownMax, cfg.SessionCooldown)
	if cfg.ProactiveMaxPerHour <= 0 {
		cfg.ProactiveMaxPerHour = def.ProactiveMaxPerHour
	}
	cfg.ProactiveMaxPerHour = min(cfg.ProactiveMaxPerHour, MaxOfferTimes)
	if cfg.ProactiveDwell <= 0 {
		cfg.ProactiveDwell = def.ProactiveDwell
	}
	if len(cfg.FollowUpSchedule) == 0 || slices.ContainsFunc(cfg.FollowUpSchedule, func(d time.Duration) bool { return d <= 0 }) {
		cfg.FollowUpSchedule = def.FollowUpSchedule
	}
	if cfg.FollowUpMax == 0 {
		cfg.FollowUpMax = def.FollowUpMax
	}
	return cfg
}

// NewState returns the state of a new conversation: idle, nothing pending,
// limit = cfg.PageSize (clamped to 1..5), English until the shopper shows
// another language, and empty (non-nil) lists so the JSON holds [] not null.
func NewState(cfg Config) State {
	cfg = cfg.normalized()
	return State{
		V: SchemaVersion,
		Dialogue: Dialogue{
			State:      Idle,
			Pagination: Pagination{Limit: cfg.PageSize},
		},
		Lang:            i18n.English,
		ShownProductIDs: []string{},
		Results:         []Product{},
		EarlierResults:  []Product{},
		Recent:          []Turn{},
		Session:         NewSession(),
	}
}

// NextWake returns when the runner must deliver an EventTick to this
// conversation, the earliest of the dialogue's wake-up and the session's;
// ok is false when nothing is waiting on the clock.
//
// The dialogue's: the end of a pause while paused (nothing of the dialogue
// can happen before it), else the expiry of pending_confirmation
// (created_at + TTL); nothing in handoff.
//
// The session's (sessionWake, session_events.go), only when something must
// happen at that time: the interaction timeout of an open offer (it is
// then ignored, which the back-off and the metrics count), and the time a
// trigger comes due (a product page watched for ProactiveDwell, pushed to
// the end of a plain cooldown that covers it). The timeout of a session
// without an open offer wakes nothing: its exit takes effect at the
// deadline whenever the next event applies it, with the same result.
//
// The follow-up layer's expiries (Awaiting.Until, SoftContext.Until) are not
// wake-ups: nothing is said or done when they pass, so Decide checks them
// lazily at the next event and a conversation is not woken for them.
func NextWake(st State, cfg Config) (at time.Time, ok bool) {
	cfg = cfg.normalized()
	at, ok = dialogueWake(st, cfg)
	if s, sok := sessionWake(st, cfg); sok && (!ok || s.Before(at)) {
		at, ok = s, true
	}
	if f, fok := lifecycleWake(st); fok && (!ok || f.Before(at)) {
		at, ok = f, true
	}
	return at, ok
}

// dialogueWake is NextWake's answer for the dialogue alone.
func dialogueWake(st State, cfg Config) (at time.Time, ok bool) {
	if st.Dialogue.State == Handoff {
		return time.Time{}, false
	}
	if at, wake, paused := pauseWake(st); paused {
		return at, wake
	}
	created, ok := pendingCreatedAt(st.Dialogue.PendingConfirmation)
	if !ok {
		return time.Time{}, false
	}
	return created.Add(cfg.ConfirmationTTL), true
}

// QueryHash returns a stable hex hash of a query's normalized text, price
// bounds and attribute filters: two searches with the same hash continue the
// same result set. Filter values are compared without case or spaces ("XL"
// = "xl", "30 cm" = "30cm"). q.Hash itself is ignored. A query without
// filters hashes as it did before filters existed, so stored cursors stay
// valid.
func QueryHash(q Query) string {
	text := i18n.Normalize(q.Text)
	if text == "" {
		text = i18n.Normalize(strings.Join(q.Terms, " "))
	}
	text = strings.Join(strings.Fields(text), " ")
	h := sha256.New()
	h.Write([]byte(text))
	h.Write([]byte{0})
	h.Write([]byte(strconv.FormatInt(q.MinPrice, 10)))
	h.Write([]byte{0})
	h.Write([]byte(strconv.FormatInt(q.MaxPrice, 10)))
	if q.HasFilters() {
		for _, f := range [...]struct{ name, value string }{
			{"color", q.Color}, {"size", q.Size}, {"gender", q.Gender}, {"material", q.Material},
		} {
			h.Write([]byte{0})
			h.Write([]byte(f.name + "=" + filterKey(f.value)))
		}
	}
	return hex.EncodeToString(h.Sum(nil)[:16])
}

// filterKey is the form of a filter value that the hash compares.
func filterKey(v string) string {
	return strings.Join(strings.Fields(strings.ToLower(v)), "")
}

// pendingCreatedAt parses pending_confirmation.created_at; ok is false when
// nothing is pending or the time is unreadable.
func pendingCreatedAt(p PendingConfirmation) (time.Time, bool) {
	if p.Action == nil || p.TargetID == nil || p.CreatedAt == nil {
		return time.Time{}, false
	}
	t, err := time.Parse(time.RFC3339, *p.CreatedAt)
	if err != nil {
		return time.Time{}, false
	}
	return t, true
}

// Validate reports the spec §7 inconsistencies of a state: an unknown state
// value or schema version, fields outside the spec's bounds, and fields a
// state depends on that are missing or left over, and a session snapshot
// ValidateSession refuses. Decide resets a dialogue that fails Validate to
// idle; a session it refuses is reset alone, to thinking without a
// cooldown, before the dialogue is checked (repairSession: the dialogue is
// not at fault, so the shopper hears no fallback line). The error wraps
// ErrInconsistent.
func Validate(st State) error {
	var problems []string
	bad := func(format string, args ...any) {
		problems = append(problems, fmt.Sprintf(format, args...))
	}
	d := st.Dialogue
	if st.V != SchemaVersion {
		bad("unsupported _v %d", st.V)
	}
	if !d.State.Valid() {
		bad("unknown state %q", d.State)
	}
	if d.Pagination.Limit < 1 || d.Pagination.Limit > MaxCards {
		bad("pagination.limit %d outside 1..%d", d.Pagination.Limit, MaxCards)
	}
	if d.Pagination.Offset < 0 {
		bad("negative pagination.offset %d", d.Pagination.Offset)
	}
	if d.ClarificationAttempts < 0 || d.ClarificationAttempts > MaxClarificationAttempts {
		bad("clarification_attempts %d outside 0..%d", d.ClarificationAttempts, MaxClarificationAttempts)
	}
	switch d.State {
	case Idle, Recommending, Paginating, Handoff:
		// §4.3 resets the counter on entering idle, recommending and handoff;
		// paginating is only entered from recommending and never clarifies.
		if d.ClarificationAttempts != 0 {
			bad("clarification_attempts %d in %s", d.ClarificationAttempts, d.State)
		}
	}
	if st.IntentRepeats < 0 {
		bad("negative intent_repeats %d", st.IntentRepeats)
	}
	if st.ConsecutiveErrors < 0 {
		bad("negative consecutive_errors %d", st.ConsecutiveErrors)
	}

	p := d.PendingConfirmation
	set := 0
	for _, f := range []*string{p.Action, p.TargetID, p.CreatedAt} {
		if f != nil {
			set++
		}
	}
	switch {
	case set == 0:
		if d.State == AwaitingConfirmation {
			bad("awaiting_confirmation without pending_confirmation")
		}
	case set < 3:
		bad("pending_confirmation partly set")
	default:
		if *p.Action != ActionAddToCart {
			bad("unknown pending action %q", *p.Action)
		}
		if *p.TargetID == "" {
			bad("empty pending target_id")
		}
		if _, ok := pendingCreatedAt(p); !ok {
			bad("unreadable pending created_at %q", *p.CreatedAt)
		}
		if d.State != AwaitingConfirmation && d.State != Clarifying {
			bad("pending_confirmation left over in %s", d.State)
		}
	}

	if (d.State == Recommending || d.State == Paginating) && st.Query == nil {
		bad("%s without a query", d.State)
	}
	if len(st.Results) > MaxCards {
		bad("%d results, more than a page", len(st.Results))
	}
	if st.HandoffReason != "" && d.State != Handoff {
		bad("handoff_reason %q outside handoff", st.HandoffReason)
	}
	if p := validatePause(st.Paused); p != "" {
		bad("%s", p)
	}
	for _, p := range sessionProblems(st.Session) {
		bad("session: %s", p)
	}
	for _, p := range lifecycleProblems(st.Lifecycle) {
		bad("lifecycle: %s", p)
	}
	if l := st.Lifecycle; l.State == LifecyclePaused && l.PausedBy == PausedByOperator && st.Paused == nil {
		bad("lifecycle paused by an operator without the dialogue's pause")
	}
	validateLayer(st, bad)
	if len(problems) == 0 {
		return nil
	}
	return fmt.Errorf("%w: %s", ErrInconsistent, strings.Join(problems, "; "))
}

// validateLayer checks the follow-up layer's fields (spec 004): they live
// beside the dialogue and must agree with it.
func validateLayer(st State, bad func(format string, args ...any)) {
	d := st.Dialogue
	if a := st.Awaiting; a != nil {
		if a.Until.IsZero() || a.Until.Before(a.Since) {
			bad("awaiting until %v before since %v", a.Until, a.Since)
		}
		switch a.Kind {
		case AwaitSelection:
			if len(a.Options) == 0 || len(a.Options) > MaxCards {
				bad("awaiting selection among %d options", len(a.Options))
			}
			for _, id := range a.Options {
				if id == "" || !slices.ContainsFunc(st.Results, func(p Product) bool { return p.ID == id }) {
					bad("awaiting selection of %q, not on the last page", id)
				}
			}
		case AwaitConfirmation:
			if d.PendingConfirmation.TargetID == nil || *d.PendingConfirmation.TargetID != a.Target {
				bad("awaiting confirmation of %q without that pending_confirmation", a.Target)
			}
		case AwaitInput:
			if a.Question != QuestionSize || a.Target == "" || len(a.Options) == 0 {
				bad("awaiting input %q about %q with %d options", a.Question, a.Target, len(a.Options))
			}
		default:
			bad("unknown awaiting kind %q", a.Kind)
		}
		if d.State == Handoff {
			bad("awaiting %s in handoff", a.Kind)
		}
	}
	if d.PendingConfirmation.TargetID != nil && st.Awaiting != nil && st.Awaiting.Kind != AwaitConfirmation {
		bad("awaiting %s while a confirmation is pending", st.Awaiting.Kind)
	}
	// The soft context's and the refinement's query hashes are not checked
	// here (hashing costs more than the rest of Decide): an enriched query
	// is hashed anew, and an answer whose hash matches no query is stale.
	if c := st.Context; c != nil && c.Until.IsZero() {
		bad("soft_context without an expiry")
	}
}
