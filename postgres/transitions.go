package postgres

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/wakha/wakha"
)

// hop is one element of transitions.hops (migration 00012): a turn's hops
// are stored in one row, in order. At is left out when the hop happened at
// the row's time, which is the usual case (a turn's hops share its clock).
type hop struct {
	From    string     `json:"from"`
	To      string     `json:"to"`
	Trigger string     `json:"trigger"`
	Reason  string     `json:"reason,omitempty"`
	Machine string     `json:"machine"`
	EventID int64      `json:"event_id,omitempty"`
	At      *time.Time `json:"at,omitempty"`
}

// encodeHops is the hops column of a turn's row and the row's own time:
// its first hop's (nil when that hop has none: the commit's clock then).
// Times are kept to the microsecond, as a timestamptz column keeps them,
// so a hop read back has the time the row column would have given it.
func encodeHops(ts []wakha.TransitionRow) (hops []byte, rowAt *time.Time) {
	if !ts[0].At.IsZero() {
		at := ts[0].At.Truncate(time.Microsecond)
		rowAt = &at
	}
	out := make([]hop, len(ts))
	for i, t := range ts {
		h := hop{From: t.From, To: t.To, Trigger: t.Trigger, Reason: t.Reason, Machine: t.Machine, EventID: t.EventID}
		if h.Machine == "" {
			h.Machine = wakha.MachineDialogue
		}
		if !t.At.IsZero() {
			at := t.At.Truncate(time.Microsecond)
			if rowAt == nil || !at.Equal(*rowAt) {
				h.At = &at
			}
		}
		out[i] = h
	}
	hops, err := json.Marshal(out)
	if err != nil {
		// Strings, numbers and times only: json.Marshal cannot fail on them.
		panic(fmt.Sprintf("postgres: encode transitions: %v", err))
	}
	return hops, rowAt
}

// decodeHops is encodeHops read back: the row's hops in order, each with its
// time (the row's when it has none of its own).
func decodeHops(raw []byte, rowAt time.Time) ([]wakha.TransitionRow, error) {
	var hs []hop
	if err := json.Unmarshal(raw, &hs); err != nil {
		return nil, fmt.Errorf("transitions.hops: %w", err)
	}
	out := make([]wakha.TransitionRow, len(hs))
	for i, h := range hs {
		out[i] = h.row(rowAt)
	}
	return out, nil
}

// row is h as a TransitionRow, at rowAt unless it has a time of its own.
func (h hop) row(rowAt time.Time) wakha.TransitionRow {
	t := wakha.TransitionRow{From: h.From, To: h.To, Trigger: h.Trigger, Reason: h.Reason, Machine: h.Machine, EventID: h.EventID, At: rowAt}
	if t.Machine == "" {
		t.Machine = wakha.MachineDialogue
	}
	if h.At != nil {
		t.At = *h.At
	}
	return t
}

// lastTransitionsSQL reads the rows holding at least the last $2 hops of
// conversation $1 (every row holds one or more), newest first: a turn's
// row (hops) or a hop's row of the shape before migration 00012 (hops
// NULL, the hop in the columns).
const lastTransitionsSQL = `
	SELECT at, hops, from_state, to_state, trigger, reason, event_id, machine
	FROM transitions WHERE conversation_id = $1
	ORDER BY id DESC LIMIT $2`

// lastHops reads lastTransitionsSQL's rows and keeps the last n hops,
// oldest first.
func lastHops(rows pgx.Rows, n int) ([]wakha.TransitionRow, error) {
	var newestFirst [][]wakha.TransitionRow
	var (
		at                time.Time
		hops              []byte
		from, to, trigger *string
		reason, machine   *string
		eventID           *int64
	)
	if _, err := pgx.ForEachRow(rows, []any{&at, &hops, &from, &to, &trigger, &reason, &eventID, &machine}, func() error {
		if hops == nil {
			if from == nil || to == nil || trigger == nil {
				return fmt.Errorf("transitions: a row with neither hops nor a hop")
			}
			h := hop{From: *from, To: *to, Trigger: *trigger, Reason: textOr(reason), Machine: textOr(machine)}
			if eventID != nil {
				h.EventID = *eventID
			}
			newestFirst = append(newestFirst, []wakha.TransitionRow{h.row(at)})
			return nil
		}
		hs, err := decodeHops(hops, at)
		if err != nil {
			return err
		}
		newestFirst = append(newestFirst, hs)
		return nil
	}); err != nil {
		return nil, err
	}
	var out []wakha.TransitionRow
	for i := len(newestFirst) - 1; i >= 0; i-- {
		out = append(out, newestFirst[i]...)
	}
	if len(out) > n {
		out = out[len(out)-n:]
	}
	return out, nil
}
