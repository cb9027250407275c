package postgres

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/wakha/wakha"
)

// A turn's hops go into one row and come back as they went in: times to
// the microsecond, a hop at the row's time stored without one, an empty
// machine read as the dialogue's.
func TestHopsRoundTrip(t *testing.T) {
	t.Parallel()
	at := time.Date(2026, 11, 27, 17, 30, 0, 123456789, time.UTC)
	later := at.Add(1500 * time.Millisecond)
	tests := []struct {
		name     string
		in       []wakha.TransitionRow
		rowAt    *time.Time // what encodeHops gives the row
		dbNow    time.Time  // the row's at when rowAt is nil
		want     []wakha.TransitionRow
		wantJSON string
	}{
		{
			name: "one clock for the turn",
			in: []wakha.TransitionRow{
				{From: "idle", To: "searching", Trigger: "user_message", EventID: 7, At: at},
				{From: "searching", To: "recommending", Trigger: "search_results", Reason: "3 products", Machine: wakha.MachineDialogue, At: at},
				{From: "ACTIVE", To: "WAITING", Trigger: "turn", Machine: wakha.MachineLifecycle, At: at},
			},
			rowAt: ptr(at.Truncate(time.Microsecond)),
			want: []wakha.TransitionRow{
				{From: "idle", To: "searching", Trigger: "user_message", Machine: wakha.MachineDialogue, EventID: 7, At: at.Truncate(time.Microsecond)},
				{From: "searching", To: "recommending", Trigger: "search_results", Reason: "3 products", Machine: wakha.MachineDialogue, At: at.Truncate(time.Microsecond)},
				{From: "ACTIVE", To: "WAITING", Trigger: "turn", Machine: wakha.MachineLifecycle, At: at.Truncate(time.Microsecond)},
			},
			wantJSON: `[{"from":"idle","to":"searching","trigger":"user_message","machine":"dialogue","event_id":7},` +
				`{"from":"searching","to":"recommending","trigger":"search_results","reason":"3 products","machine":"dialogue"},` +
				`{"from":"ACTIVE","to":"WAITING","trigger":"turn","machine":"lifecycle"}]`,
		},
		{
			name: "a hop at its own time",
			in: []wakha.TransitionRow{
				{From: "idle", To: "searching", Trigger: "user_message", At: at},
				{From: "searching", To: "recommending", Trigger: "search_results", At: later},
			},
			rowAt: ptr(at.Truncate(time.Microsecond)),
			want: []wakha.TransitionRow{
				{From: "idle", To: "searching", Trigger: "user_message", Machine: wakha.MachineDialogue, At: at.Truncate(time.Microsecond)},
				{From: "searching", To: "recommending", Trigger: "search_results", Machine: wakha.MachineDialogue, At: later.Truncate(time.Microsecond)},
			},
			wantJSON: `[{"from":"idle","to":"searching","trigger":"user_message","machine":"dialogue"},` +
				`{"from":"searching","to":"recommending","trigger":"search_results","machine":"dialogue","at":"2026-11-27T17:30:01.623456Z"}]`,
		},
		{
			name:     "no times: the commit's clock",
			in:       []wakha.TransitionRow{{From: "idle", To: "handoff", Trigger: "human"}},
			dbNow:    later,
			want:     []wakha.TransitionRow{{From: "idle", To: "handoff", Trigger: "human", Machine: wakha.MachineDialogue, At: later}},
			wantJSON: `[{"from":"idle","to":"handoff","trigger":"human","machine":"dialogue"}]`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			raw, rowAt := encodeHops(tt.in)
			if string(raw) != tt.wantJSON {
				t.Errorf("hops\n got %s\nwant %s", raw, tt.wantJSON)
			}
			if (rowAt == nil) != (tt.rowAt == nil) || (rowAt != nil && !rowAt.Equal(*tt.rowAt)) {
				t.Errorf("row at = %v, want %v", rowAt, tt.rowAt)
			}
			stored := tt.dbNow
			if rowAt != nil {
				stored = *rowAt
			}
			got, err := decodeHops(raw, stored)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("read back\n got %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

func TestDecodeHopsRefusesWhatIsNotAList(t *testing.T) {
	t.Parallel()
	for _, raw := range []string{`{"from":"idle"}`, `not json`, `[{"from":1}]`} {
		if _, err := decodeHops([]byte(raw), time.Now()); err == nil || !strings.Contains(err.Error(), "transitions.hops") {
			t.Errorf("decodeHops(%s) err = %v, want a transitions.hops error", raw, err)
		}
	}
}

func ptr[T any](v T) *T { return &v }
