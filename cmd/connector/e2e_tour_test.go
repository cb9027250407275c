package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/intercom"
	icfake "github.com/wakha/wakha/intercom/fake"
	"github.com/wakha/wakha/internal/wait"
)

// Intercom's product tour statistics (content_stat.tour, issue 14), end to
// end: the real connector reads the contact of each statistic from the
// fake Intercom for its storefront visitor id, stores the statistic as a
// storefront event of that visitor, and the runner moves the visitor's
// engagement session; a failed tour makes one offer of help, an in-app
// message, however often Intercom delivers the notification.

const tourVisitor = "TourVisitor_0123456789abcd"

// deliverTour sends n and returns the status and the answer's status field
// and reason.
func (ic *icInstance) deliverTour(t *testing.T, n icfake.Notification) (int, string, string) {
	t.Helper()
	req, err := n.Request(context.Background(), ic.url+"/webhooks/intercom", []byte(intercomSecret))
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	var out struct {
		Status string `json:"status"`
		Reason string `json:"reason"`
	}
	_ = json.Unmarshal(b, &out)
	return resp.StatusCode, out.Status, out.Reason
}

// waitSession waits until cond holds on the session the visitor's events
// feed (its own, or its conversation's).
func (ic *icInstance) waitSession(t *testing.T, visitor, what string, cond func(engine.State, *wakha.ConvKey) bool) engine.State {
	t.Helper()
	var st engine.State
	wait.For(t, what, func() (bool, string) {
		raw, linked, err := ic.db.VisitorSession(context.Background(), intercom.Name, visitor)
		if err != nil {
			return false, err.Error()
		}
		if len(raw) == 0 {
			return false, "no session yet"
		}
		st = engine.State{}
		if err := json.Unmarshal(raw, &st); err != nil {
			return false, err.Error()
		}
		return cond(st, linked), fmt.Sprintf("session %s tour %+v offer %+v linked %v", st.Session.State, st.Session.Tour, st.Session.Offer, linked)
	})
	return st
}

func TestIntercomE2ETourStats(t *testing.T) {
	t.Parallel()
	ic := setupIntercom(t, nil)
	f := ic.p.fake
	contact := f.AddContact("lead", map[string]string{wakha.VisitorAttribute: tourVisitor})

	// Shown: the visitor's session has the tour running.
	shown := f.ContactTourStat(contact, 4412, "Découvrir nos tajines", intercom.TourShown)
	if code, status, _ := ic.deliverTour(t, shown); code != http.StatusOK || status != "accepted" {
		t.Fatalf("tour shown: %d %s", code, status)
	}
	ic.waitSession(t, tourVisitor, "the tour running", func(st engine.State, linked *wakha.ConvKey) bool {
		return linked == nil && st.Session.Tour != nil && st.Session.Tour.ID == "4412"
	})

	// Failed: the tour ends, and the visitor gets one offer of help, an
	// in-app message to the contact (no conversation exists).
	failed := f.ContactTourStat(contact, 4412, "Découvrir nos tajines", intercom.TourStepFailure)
	if code, status, _ := ic.deliverTour(t, failed); code != http.StatusOK || status != "accepted" {
		t.Fatalf("tour failed: %d %s", code, status)
	}
	// Intercom's retry of the same notification is stored once.
	if code, status, _ := ic.deliverTour(t, failed.Retry()); code != http.StatusOK || status != "duplicate" {
		t.Fatalf("the failure again: %d %s, want 200 duplicate", code, status)
	}
	wait.For(t, "the offer of help", func() (bool, string) {
		msgs := f.InAppMessages()
		return len(msgs) > 0, fmt.Sprintf("%d in-app messages", len(msgs))
	})
	ic.waitSession(t, tourVisitor, "the tour ended", func(st engine.State, _ *wakha.ConvKey) bool {
		return st.Session.Tour == nil
	})

	// A contact Intercom does not know, and one without a visitor id:
	// acknowledged, not stored.
	if code, status, reason := ic.deliverTour(t, f.ContactTourStat("69620546ffffffffffffffff", 4412, "x", intercom.TourShown)); code != http.StatusOK ||
		status != "ignored" || reason != string(intercom.IgnoreTourUnknownContact) {
		t.Errorf("unknown contact: %d %s %s", code, status, reason)
	}
	anon := f.AddContact("lead", nil)
	if code, status, reason := ic.deliverTour(t, f.ContactTourStat(anon, 4412, "x", intercom.TourShown)); code != http.StatusOK ||
		status != "ignored" || reason != string(intercom.IgnoreTourNoVisitor) {
		t.Errorf("contact without a visitor id: %d %s %s", code, status, reason)
	}

	// The tour shown again: once the session has it, everything before is
	// processed, and the failure made one offer, not two.
	again := f.ContactTourStat(contact, 4412, "Découvrir nos tajines", intercom.TourShown)
	if code, status, _ := ic.deliverTour(t, again); code != http.StatusOK || status != "accepted" {
		t.Fatalf("tour shown again: %d %s", code, status)
	}
	ic.waitSession(t, tourVisitor, "the tour running again", func(st engine.State, _ *wakha.ConvKey) bool {
		return st.Session.Tour != nil
	})
	msgs := f.InAppMessages()
	if len(msgs) != 1 || msgs[0].ContactID != contact || msgs[0].FromAdminID != f.BotAdminID() {
		t.Fatalf("in-app messages %+v, want one from the bot to the contact", msgs)
	}
	reads := 0
	for _, r := range f.Requests() {
		if r.Method == http.MethodGet && r.Path == "/contacts/"+contact {
			reads++
		}
	}
	if reads != 1 {
		t.Errorf("the contact was read %d times for four statistics, want once", reads)
	}

	// The shopper writes: the conversation starts from the visitor's
	// session (the tour running), and the next statistic goes to it.
	_, first := f.StartConversation(icfake.ConversationOptions{ContactID: contact}, "Salam, 3ndkom tajine?")
	ic.deliver(t, first, http.StatusOK)
	ic.waitSession(t, tourVisitor, "the conversation linked", func(st engine.State, linked *wakha.ConvKey) bool {
		return linked != nil && st.Session.Tour != nil && st.Session.Tour.ID == "4412"
	})
	done := f.ContactTourStat(contact, 4412, "Découvrir nos tajines", intercom.TourCompletion)
	if code, status, _ := ic.deliverTour(t, done); code != http.StatusOK || status != "accepted" {
		t.Fatalf("tour completed: %d %s", code, status)
	}
	ic.waitSession(t, tourVisitor, "the conversation's tour ended", func(st engine.State, linked *wakha.ConvKey) bool {
		return linked != nil && linked.ExternalID == first.ConversationID && st.Session.Tour == nil
	})

	m := scrapeMetrics(t, ic.url+"/metrics")
	for outcome, want := range map[string]float64{"accepted": 4, "duplicate": 1, "ignored": 2} {
		if got := m.sum("wakha_webhook_requests_total", "platform", "intercom", "event", intercom.TopicTourStat, "outcome", outcome); got != want {
			t.Errorf("tour statistics %s: %v, want %v", outcome, got, want)
		}
	}
	if got := m.sum("wakha_proactive_offers_total", "trigger", "tour_abandoned", "outcome", "shown"); got != 1 {
		t.Errorf("tour_abandoned offers shown: %v, want 1", got)
	}
	if v := f.Violations(); len(v) > 0 {
		t.Errorf("requests that break Intercom's documented shape:\n%s", strings.Join(v, "\n"))
	}
}

// TestIntercomE2EOffersOff: with PROACTIVE_ENABLED=false the same failed
// tour moves the visitor's session but wakha never speaks first: the
// trigger is counted as blocked:disabled and no in-app message goes out.
func TestIntercomE2EOffersOff(t *testing.T) {
	t.Parallel()
	ic := setupIntercom(t, map[string]string{"PROACTIVE_ENABLED": "false"})
	f := ic.p.fake
	contact := f.AddContact("lead", map[string]string{wakha.VisitorAttribute: tourVisitor})
	for _, kind := range []string{intercom.TourShown, intercom.TourStepFailure} {
		if code, status, _ := ic.deliverTour(t, f.ContactTourStat(contact, 4412, "Découvrir nos tajines", kind)); code != http.StatusOK || status != "accepted" {
			t.Fatalf("tour %s: %d %s", kind, code, status)
		}
	}
	wait.For(t, "the offer of help blocked as disabled", func() (bool, string) {
		m := scrapeMetrics(t, ic.url+"/metrics")
		got := m.sum("wakha_proactive_offers_total", "trigger", "tour_abandoned", "outcome", "blocked:disabled")
		return got == 1, fmt.Sprintf("blocked:disabled = %v", got)
	})
	st := ic.waitSession(t, tourVisitor, "the tour ended", func(st engine.State, _ *wakha.ConvKey) bool {
		return st.Session.Tour == nil
	})
	if st.Session.Offer != nil || st.Session.State != engine.SessionThinking {
		t.Fatalf("session %s with offer %+v, want thinking without one", st.Session.State, st.Session.Offer)
	}
	m := scrapeMetrics(t, ic.url+"/metrics")
	if got := m.sum("wakha_proactive_offers_total", "trigger", "tour_abandoned", "outcome", "shown"); got != 0 {
		t.Errorf("tour_abandoned offers shown: %v, want 0", got)
	}
	if msgs := f.InAppMessages(); len(msgs) != 0 {
		t.Fatalf("in-app messages %+v with offers off", msgs)
	}
}
