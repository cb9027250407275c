// Package admin is the operators' HTTP API (spec 003's operator controls):
// list and filter conversations by lifecycle and dialogue state, read one
// conversation (state, lifecycle, recent transitions, outbox), pause,
// resume and cancel it, retry or drop a dead-lettered outbox row. It is
// mounted only when ADMIN_TOKEN is set; every request carries
// "Authorization: Bearer <token>", compared in constant time and never
// logged. `connector admin …` is its command-line client.
package admin

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/postgres"
)

// Store is what the API reads and changes (postgres.DB).
type Store interface {
	ListConversations(ctx context.Context, f postgres.ConversationFilter) ([]postgres.ConversationSummary, error)
	ConversationByID(ctx context.Context, id int64, lastN int) (postgres.ConversationView, error)
	RetryDead(ctx context.Context, outboxID int64) error
	DropDead(ctx context.Context, outboxID int64) error
	AnnounceEvents(ctx context.Context, conversationID int64) error
}

// Operator applies an operator's command as a turn (runner.Runner).
type Operator interface {
	Operate(ctx context.Context, id int64, kind engine.EventKind) (engine.State, error)
}

// Prefix is where the API is mounted.
const Prefix = "/admin/"

// Handler serves the admin API.
type Handler struct {
	token   [32]byte
	store   Store
	op      Operator
	log     *slog.Logger
	mux     *http.ServeMux
	actions *prometheus.CounterVec
	timeout time.Duration
}

// New returns the API; token must not be empty (the caller leaves the API
// unmounted without one). reg may be nil.
func New(token string, store Store, op Operator, log *slog.Logger, reg prometheus.Registerer) *Handler {
	h := &Handler{token: sha256.Sum256([]byte(token)), store: store, op: op, log: log, mux: http.NewServeMux(), timeout: 10 * time.Second,
		actions: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "wakha_operator_actions_total",
			Help: "Operators' commands through the admin API, by action (pause, resume, cancel, retry, drop) and outcome (ok, not_found, busy, error).",
		}, []string{"action", "outcome"})}
	if reg != nil {
		reg.MustRegister(h.actions)
	}
	h.mux.HandleFunc("GET /admin/conversations", h.list)
	h.mux.HandleFunc("GET /admin/conversations/{id}", h.show)
	for _, a := range []struct {
		name string
		kind engine.EventKind
	}{{"pause", engine.EventOperatorPaused}, {"resume", engine.EventOperatorResumed}, {"cancel", engine.EventCancelled}} {
		h.mux.HandleFunc("POST /admin/conversations/{id}/"+a.name, func(w http.ResponseWriter, r *http.Request) { h.command(w, r, a.name, a.kind) })
	}
	h.mux.HandleFunc("POST /admin/outbox/{id}/retry", func(w http.ResponseWriter, r *http.Request) { h.deadLetter(w, r, "retry") })
	h.mux.HandleFunc("POST /admin/outbox/{id}/drop", func(w http.ResponseWriter, r *http.Request) { h.deadLetter(w, r, "drop") })
	return h
}

// ServeHTTP checks the bearer token, then routes.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if !h.authorized(r) {
		w.Header().Set("WWW-Authenticate", `Bearer realm="wakha-admin"`)
		writeError(w, http.StatusUnauthorized, "missing or wrong bearer token")
		return
	}
	h.mux.ServeHTTP(w, r)
}

// authorized compares the bearer token in constant time (hashes of equal
// length, so not even the token's length leaks).
func (h *Handler) authorized(r *http.Request) bool {
	auth := r.Header.Get("Authorization")
	scheme, tok, ok := strings.Cut(auth, " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return false
	}
	got := sha256.Sum256([]byte(strings.TrimSpace(tok)))
	return subtle.ConstantTimeCompare(got[:], h.token[:]) == 1
}

func (h *Handler) ctx(r *http.Request) (context.Context, context.CancelFunc) {
	return context.WithTimeout(r.Context(), h.timeout)
}

func (h *Handler) list(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	f := postgres.ConversationFilter{Platform: q.Get("platform"), Lifecycle: q.Get("lifecycle"), Dialogue: q.Get("dialogue")}
	if v := q.Get("lifecycle"); v != "" && !engine.LifecycleState(strings.ToUpper(v)).Valid() {
		writeError(w, http.StatusBadRequest, "unknown lifecycle state "+strconv.Quote(v))
		return
	}
	if v := q.Get("dialogue"); v != "" && !engine.DialogueState(strings.ToLower(v)).Valid() {
		writeError(w, http.StatusBadRequest, "unknown dialogue state "+strconv.Quote(v))
		return
	}
	var err error
	if f.Limit, err = intParam(q.Get("limit")); err != nil {
		writeError(w, http.StatusBadRequest, "limit: "+err.Error())
		return
	}
	var before int
	if before, err = intParam(q.Get("before")); err != nil {
		writeError(w, http.StatusBadRequest, "before: "+err.Error())
		return
	}
	f.Before = int64(before)
	ctx, cancel := h.ctx(r)
	defer cancel()
	rows, err := h.store.ListConversations(ctx, f)
	if err != nil {
		h.fail(w, "list", err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"conversations": rows})
}

// View is one conversation as the API shows it.
type View struct {
	ID             int64                 `json:"id"`
	Key            wakha.ConvKey         `json:"key"`
	Version        int64                 `json:"version"`
	DialogueState  string                `json:"dialogue_state"`
	HandoffReason  string                `json:"handoff_reason,omitempty"`
	LifecycleState string                `json:"lifecycle_state"`
	OperatorPaused bool                  `json:"operator_paused"`
	NextFollowUpAt *time.Time            `json:"next_followup_at,omitempty"`
	WakeAt         *time.Time            `json:"wake_at,omitempty"`
	LeaseOwner     string                `json:"lease_owner,omitempty"`
	LeaseUntil     *time.Time            `json:"lease_until,omitempty"`
	UpdatedAt      time.Time             `json:"updated_at"`
	Lifecycle      *engine.Lifecycle     `json:"lifecycle,omitempty"`
	State          json.RawMessage       `json:"state"`
	Transitions    []wakha.TransitionRow `json:"transitions"`
	// Turns are the turn diagnostics of the last events acted on (spec
	// 002): join on event_id with Transitions.
	Turns  []TurnRow   `json:"turns"`
	Outbox []OutboxRow `json:"outbox"`
}

// TurnRow is one event's turn diagnostic: how it was read and where the
// time went (microseconds per stage).
type TurnRow struct {
	EventID      int64           `json:"event_id,omitempty"`
	EventKind    string          `json:"event_kind"`
	Route        string          `json:"route,omitempty"`
	Intent       string          `json:"intent,omitempty"`
	Confidence   float64         `json:"confidence,omitempty"`
	Lang         string          `json:"lang,omitempty"`
	Detail       json.RawMessage `json:"detail,omitempty"`
	UnderstandUS int64           `json:"understand_us"`
	DecideUS     int64           `json:"decide_us"`
	SearchUS     int64           `json:"search_us"`
	RenderUS     int64           `json:"render_us"`
	CommitUS     int64           `json:"commit_us"`
	At           time.Time       `json:"at"`
}

// OutboxRow is one outbox row as the API shows it.
type OutboxRow struct {
	ID                int64           `json:"id"`
	Seq               int64           `json:"seq"`
	Kind              string          `json:"kind"`
	Status            string          `json:"status"`
	Attempts          int             `json:"attempts"`
	LastError         string          `json:"last_error,omitempty"`
	PlatformMessageID string          `json:"platform_message_id,omitempty"`
	CreatedAt         time.Time       `json:"created_at"`
	SentAt            *time.Time      `json:"sent_at,omitempty"`
	Payload           json.RawMessage `json:"payload"`
}

func (h *Handler) show(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(w, r)
	if !ok {
		return
	}
	n, err := intParam(r.URL.Query().Get("last"))
	if err != nil {
		writeError(w, http.StatusBadRequest, "last: "+err.Error())
		return
	}
	ctx, cancel := h.ctx(r)
	defer cancel()
	v, err := h.store.ConversationByID(ctx, id, n)
	if err != nil {
		h.fail(w, "show", err)
		return
	}
	writeJSON(w, http.StatusOK, viewOf(v))
}

func viewOf(v postgres.ConversationView) View {
	out := View{ID: v.ID, Key: v.Key, Version: v.Version, DialogueState: v.DialogueState, HandoffReason: v.HandoffReason,
		LifecycleState: v.LifecycleState, OperatorPaused: v.OperatorPaused, NextFollowUpAt: v.NextFollowUpAt, WakeAt: v.WakeAt,
		LeaseOwner: v.LeaseOwner, LeaseUntil: v.LeaseUntil, UpdatedAt: v.UpdatedAt, State: v.State,
		Transitions: v.Transitions, Turns: []TurnRow{}, Outbox: []OutboxRow{}}
	for _, t := range v.Turns {
		out.Turns = append(out.Turns, TurnRow{EventID: t.EventID, EventKind: t.EventKind, Route: t.Route, Intent: t.Intent,
			Confidence: t.Confidence, Lang: t.Lang, Detail: t.Detail,
			UnderstandUS: t.Stages.Understand.Microseconds(), DecideUS: t.Stages.Decide.Microseconds(), SearchUS: t.Stages.Search.Microseconds(),
			RenderUS: t.Stages.Render.Microseconds(), CommitUS: t.Stages.Commit.Microseconds(), At: t.At})
	}
	if out.State == nil {
		out.State = json.RawMessage("null")
	}
	if out.Transitions == nil {
		out.Transitions = []wakha.TransitionRow{}
	}
	var st engine.State
	if len(v.State) > 0 && json.Unmarshal(v.State, &st) == nil {
		l := st.Lifecycle
		out.Lifecycle = &l
	}
	for _, o := range v.Outbox {
		out.Outbox = append(out.Outbox, OutboxRow{ID: o.ID, Seq: o.Seq, Kind: o.Kind, Status: o.Status, Attempts: o.Attempts,
			LastError: o.LastError, PlatformMessageID: o.PlatformMessageID, CreatedAt: o.CreatedAt, SentAt: o.SentAt, Payload: o.Payload})
	}
	return out
}

func (h *Handler) command(w http.ResponseWriter, r *http.Request, action string, kind engine.EventKind) {
	id, ok := pathID(w, r)
	if !ok {
		return
	}
	ctx, cancel := h.ctx(r)
	defer cancel()
	st, err := h.op.Operate(ctx, id, kind)
	if err != nil {
		h.count(action, err)
		h.fail(w, action, err)
		return
	}
	h.count(action, nil)
	if kind == engine.EventOperatorResumed {
		// Other replicas' runners: the held events are claimable again.
		if err := h.store.AnnounceEvents(ctx, id); err != nil {
			h.log.Warn("admin: could not announce the resumed conversation; runners poll", "conversation", id, "err", err)
		}
	}
	h.log.Info("admin: operator command", "action", action, "conversation", id, "lifecycle", st.Lifecycle.State)
	writeJSON(w, http.StatusOK, map[string]any{"id": id, "lifecycle": st.Lifecycle})
}

func (h *Handler) deadLetter(w http.ResponseWriter, r *http.Request, action string) {
	id, ok := pathID(w, r)
	if !ok {
		return
	}
	ctx, cancel := h.ctx(r)
	defer cancel()
	var err error
	if action == "retry" {
		err = h.store.RetryDead(ctx, id)
	} else {
		err = h.store.DropDead(ctx, id)
	}
	h.count(action, err)
	if err != nil {
		h.fail(w, action, err)
		return
	}
	h.log.Info("admin: dead letter", "action", action, "outbox", id)
	writeJSON(w, http.StatusOK, map[string]any{"id": id, "action": action})
}

func (h *Handler) count(action string, err error) {
	outcome := "ok"
	switch {
	case err == nil:
	case errors.Is(err, wakha.ErrNotFound):
		outcome = "not_found"
	case errors.Is(err, postgres.ErrBusy):
		outcome = "busy"
	default:
		outcome = "error"
	}
	h.actions.WithLabelValues(action, outcome).Inc()
}

// fail answers an error: 404 for an unknown id (or a row that is not a
// dead letter), 409 while a turn holds the conversation, 500 otherwise.
func (h *Handler) fail(w http.ResponseWriter, action string, err error) {
	switch {
	case errors.Is(err, wakha.ErrNotFound):
		writeError(w, http.StatusNotFound, "not found")
	case errors.Is(err, postgres.ErrBusy):
		w.Header().Set("Retry-After", "1")
		writeError(w, http.StatusConflict, "the conversation is being processed; retry in a moment")
	default:
		h.log.Error("admin: request failed", "action", action, "err", err)
		writeError(w, http.StatusInternalServerError, "internal error (see the service's log)")
	}
}

func pathID(w http.ResponseWriter, r *http.Request) (int64, bool) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		writeError(w, http.StatusBadRequest, "the id must be a positive number")
		return 0, false
	}
	return id, true
}

func intParam(v string) (int, error) {
	if v == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		return 0, errors.New("not a whole number ≥ 0")
	}
	return n, nil
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	_ = enc.Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}
