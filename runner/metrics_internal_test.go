package runner

import (
	"slices"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"
)

// series returns "name{label=value,...}" → value for every series in reg.
func series(t *testing.T, reg *prometheus.Registry) map[string]float64 {
	t.Helper()
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]float64{}
	for _, mf := range mfs {
		for _, m := range mf.GetMetric() {
			key := mf.GetName() + labelString(m.GetLabel())
			switch {
			case m.Counter != nil:
				out[key] = m.GetCounter().GetValue()
			case m.Histogram != nil:
				out[key] = float64(m.GetHistogram().GetSampleCount())
			}
		}
	}
	return out
}

func labelString(ls []*dto.LabelPair) string {
	s := "{"
	for i, l := range ls {
		if i > 0 {
			s += ","
		}
		s += l.GetName() + "=" + l.GetValue()
	}
	return s + "}"
}

func TestPrepareCreatesTheSeriesDashboardsAndAlertsNeed(t *testing.T) {
	t.Parallel()
	reg := prometheus.NewRegistry()
	m := NewMetrics(reg)
	m.Prepare("chatwoot", "message", "toggle_status")
	m.Prepare("intercom", "reply", "assign")
	got := series(t, reg)
	for _, want := range []string{
		"wakha_events_processed_total{kind=any,outcome=given_up,platform=chatwoot}",
		"wakha_handoffs_total{platform=intercom,reason=confirmation_expired}",
		"wakha_handoffs_total{platform=chatwoot,reason=user_requested}",
		"wakha_confirmations_total{lang=darija,platform=chatwoot,result=expired}",
		"wakha_outbox_sends_total{kind=toggle_status,outcome=dead,platform=chatwoot}",
		"wakha_outbox_sends_total{kind=assign,outcome=dead,platform=intercom}",
		"wakha_outbox_sends_total{kind=reply,outcome=retry,platform=intercom}",
		"wakha_outbox_auth_failures_total{platform=intercom}",
		"wakha_outbox_delivery_seconds{platform=chatwoot}",
		"wakha_outbox_retry_after_seconds{platform=intercom}",
	} {
		v, ok := got[want]
		if !ok {
			t.Errorf("no series %s after Prepare", want)
		} else if v != 0 {
			t.Errorf("%s = %v, want 0", want, v)
		}
	}
	if _, ok := got["wakha_outbox_sends_total{kind=toggle_status,outcome=dead,platform=intercom}"]; ok {
		t.Error("Prepare made a series for a request kind the platform does not have")
	}
}

// Every result the engine's edges report has its series prepared.
func TestConfirmationResultNamesCoverTheEdges(t *testing.T) {
	t.Parallel()
	for trigger, result := range confirmationResults {
		if !slices.Contains(confirmationResultNames, result) {
			t.Errorf("trigger %s counts result %q, missing from confirmationResultNames", trigger, result)
		}
	}
}
