package webhook

import (
	"encoding/json"
	"math"
	"testing"
)

// TestAcceptedBody: the hand-written answer to a stored event is the JSON
// object the platforms and the load tool read.
func TestAcceptedBody(t *testing.T) {
	t.Parallel()
	for _, id := range []int64{1, 42, math.MaxInt64} {
		var got struct {
			EventID int64  `json:"event_id"`
			Status  string `json:"status"`
		}
		if err := json.Unmarshal(acceptedBody(id), &got); err != nil || got.EventID != id || got.Status != "accepted" {
			t.Errorf("acceptedBody(%d) = %s → %+v, %v", id, acceptedBody(id), got, err)
		}
	}
}
