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
func encodeHops(ts []wakha.TransitionRow) (hops []byte, rowAt *time.Time, err error) {
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
	hops, err = json.Marshal(out)
	return hops, rowAt, err
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
		t := wakha.TransitionRow{From: h.From, To: h.To, Trigger: h.Trigger, Reason: h.Reason, Machine: h.Machine, EventID: h.EventID, At: rowAt}
		if t.Machine == "" {
			t.Machine = wakha.MachineDialogue
		}
		if h.At != nil {
			t.At = *h.At
		}
		out[i] = t
	}
	return out, nil
}

// lastTransitionsSQL reads the rows holding at least the last $2 hops of
// conversation $1 (every row holds one or more), newest first.
const lastTransitionsSQL = `
	SELECT at, hops FROM transitions WHERE conversation_id = $1
	ORDER BY id DESC LIMIT $2`

// lastHops reads lastTransitionsSQL's rows and keeps the last n hops,
// oldest first.
func lastHops(rows pgx.Rows, n int) ([]wakha.TransitionRow, error) {
	type turnRow struct {
		at   time.Time
		hops []byte
	}
	var newestFirst []turnRow
	var r turnRow
	if _, err := pgx.ForEachRow(rows, []any{&r.at, &r.hops}, func() error {
		newestFirst = append(newestFirst, turnRow{at: r.at, hops: append([]byte(nil), r.hops...)})
		return nil
	}); err != nil {
		return nil, err
	}
	var out []wakha.TransitionRow
	for i := len(newestFirst) - 1; i >= 0; i-- {
		hs, err := decodeHops(newestFirst[i].hops, newestFirst[i].at)
		if err != nil {
			return nil, err
		}
		out = append(out, hs...)
	}
	if len(out) > n {
		out = out[len(out)-n:]
	}
	return out, nil
}
