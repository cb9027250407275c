package intercom_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/intercom"
)

func TestTourStatEvent(t *testing.T) {
	t.Parallel()
	tests := []struct {
		stat      string
		ok        bool
		kind      engine.EventKind
		completed bool
		reason    string
	}{
		{stat: intercom.TourShown, ok: true, kind: engine.EventTourStarted},
		{stat: intercom.TourCompletion, ok: true, kind: engine.EventTourEnded, completed: true},
		{stat: intercom.TourStepFailure, ok: true, kind: engine.EventTourEnded, reason: engine.TourFailed},
		{stat: intercom.TourGoalSuccess},
		{stat: "dismissal"},
		{stat: ""},
	}
	for _, tt := range tests {
		ev, ok := intercom.TourStat{StatType: tt.stat, ContentID: "4412"}.Event()
		if ok != tt.ok || ev.Kind != tt.kind || ev.Completed != tt.completed || ev.Reason != tt.reason {
			t.Errorf("%q: %+v %v, want kind %q completed %v reason %q (%v)", tt.stat, ev, ok, tt.kind, tt.completed, tt.reason, tt.ok)
		}
		if ok && ev.TourID != "4412" {
			t.Errorf("%q: tour %q, want the content id", tt.stat, ev.TourID)
		}
	}
}

// contactAPI is a bare Intercom contacts endpoint that checks the read's
// shape: GET /contacts/{id}, the bearer token, the client's
// Intercom-Version, JSON accepted, no body.
type contactAPI struct {
	t       *testing.T
	token   string
	version string

	mu       sync.Mutex
	reads    map[string]int
	contacts map[string]map[string]any // id → custom attributes
	broken   map[string]bool           // ids answered 500
	refused  map[string]bool           // ids answered 403
}

func (a *contactAPI) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	id, ok := strings.CutPrefix(r.URL.Path, "/contacts/")
	problems := []string{}
	if !ok || id == "" || strings.Contains(id, "/") {
		problems = append(problems, "path "+r.URL.Path)
	}
	if r.Method != http.MethodGet {
		problems = append(problems, "method "+r.Method)
	}
	if got := r.Header.Get("Authorization"); got != "Bearer "+a.token {
		problems = append(problems, "Authorization "+got)
	}
	if got := r.Header.Get(intercom.HeaderVersion); got != a.version {
		problems = append(problems, "Intercom-Version "+got)
	}
	if got := r.Header.Get("Accept"); got != "application/json" {
		problems = append(problems, "Accept "+got)
	}
	if r.ContentLength > 0 {
		problems = append(problems, "a body on a GET")
	}
	if len(problems) > 0 {
		a.t.Errorf("contact read: %s", strings.Join(problems, "; "))
		http.Error(w, `{"type":"error.list","errors":[{"code":"parameter_invalid"}]}`, http.StatusBadRequest)
		return
	}
	a.mu.Lock()
	a.reads[id]++
	attrs, known := a.contacts[id]
	broken, refused := a.broken[id], a.refused[id]
	a.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	switch {
	case refused:
		w.WriteHeader(http.StatusForbidden)
		_, _ = w.Write([]byte(`{"type":"error.list","errors":[{"code":"token_unauthorized","message":"Not authorized to access resource"}]}`))
	case broken:
		w.WriteHeader(http.StatusInternalServerError)
		_, _ = w.Write([]byte(`{"type":"error.list","errors":[{"code":"server_error","message":"try again"}]}`))
	case !known:
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"type":"error.list","errors":[{"code":"not_found","message":"User Not Found"}]}`))
	default:
		_ = json.NewEncoder(w).Encode(map[string]any{"type": "contact", "id": id, "role": "lead", "custom_attributes": attrs})
	}
}

func (a *contactAPI) readsOf(id string) int {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.reads[id]
}

// tourStat is a fixture's tour statistic for another contact and stat.
func tourStat(t *testing.T, contactID, stat, statID, notifID string) []byte {
	t.Helper()
	return mutate(t, "content_stat_tour", func(m map[string]any) {
		item := m["data"].(map[string]any)["item"].(map[string]any)
		item["contact"].(map[string]any)["id"] = contactID
		cs := item["content_stat"].(map[string]any)
		cs["stat_type"], cs["id"] = stat, statID
		m["id"] = notifID
	})
}

// TestWebhookTourStat: a tour statistic becomes a storefront event of the
// contact's visitor, read once from Intercom (GET /contacts/{id} with the
// client's version) and then remembered; a contact without a visitor id,
// one Intercom does not know, and a failed read each have their answer.
func TestWebhookTourStat(t *testing.T) {
	t.Parallel()
	const (
		withVisitor = "6962054606a4dbb9050aa7fd"
		noVisitor   = "69620546aaaaaaaaaaaaaaaa"
		oddVisitor  = "69620546bbbbbbbbbbbbbbbb"
		flaky       = "69620546cccccccccccccccc"
		forbidden   = "69620546eeeeeeeeeeeeeeee"
		token       = "tok-tour-test"
		version     = "2.15"
	)
	api := &contactAPI{t: t, token: token, version: version, reads: map[string]int{},
		contacts: map[string]map[string]any{
			withVisitor: {wakha.VisitorAttribute: visitorID, "plan": "gold"},
			noVisitor:   {"plan": "free"},
			oddVisitor:  {wakha.VisitorAttribute: "short"},
		},
		broken: map[string]bool{flaky: true}, refused: map[string]bool{forbidden: true}}
	srv := httptest.NewServer(api)
	t.Cleanup(srv.Close)
	client, err := intercom.NewClient(intercom.ClientConfig{BaseURL: srv.URL, AccessToken: token, AdminID: botAdmin, Version: version})
	if err != nil {
		t.Fatal(err)
	}
	w := &intercom.Webhook{Parser: parser, Visitors: intercom.NewContactVisitors(client, intercom.ContactVisitorsOptions{})}
	parse := func(body []byte) (wakha.Received, error) {
		t.Helper()
		return w.Parse(signedRequest(body, ""), body)
	}

	// Shown, then failed: two events of the visitor, one contact read.
	for _, tt := range []struct {
		stat, statID, notif string
		kind                engine.EventKind
		reason              string
	}{
		{intercom.TourShown, "91001", "notif_tour-1", engine.EventTourStarted, ""},
		{intercom.TourStepFailure, "91002", "notif_tour-2", engine.EventTourEnded, engine.TourFailed},
	} {
		got, err := parse(tourStat(t, withVisitor, tt.stat, tt.statID, tt.notif))
		if err != nil || got.IgnoreReason != "" || got.Label != intercom.TopicTourStat {
			t.Fatalf("%s: %+v, %v", tt.stat, got, err)
		}
		ev := got.Event
		if ev.Key != wakha.VisitorKey(intercom.Name, visitorID) || ev.DeliveryID != tt.notif ||
			ev.DedupeKey != "stat:"+appID+":"+tt.statID || ev.Kind != string(tt.kind) {
			t.Errorf("%s: stored %+v", tt.stat, ev)
		}
		var stored engine.Event
		if err := json.Unmarshal(ev.Payload, &stored); err != nil {
			t.Fatal(err)
		}
		if stored.Kind != tt.kind || stored.TourID != "4412" || stored.Completed || stored.Reason != tt.reason {
			t.Errorf("%s: payload %s", tt.stat, ev.Payload)
		}
	}
	if n := api.readsOf(withVisitor); n != 1 {
		t.Errorf("the contact was read %d times, want once", n)
	}

	// Completed: a tour ended, completed.
	got, err := parse(tourStat(t, withVisitor, intercom.TourCompletion, "91003", "notif_tour-3"))
	var stored engine.Event
	if err != nil || json.Unmarshal(got.Event.Payload, &stored) != nil || stored.Kind != engine.EventTourEnded || !stored.Completed {
		t.Errorf("completion: %+v (%s), %v", got, got.Event.Payload, err)
	}

	for _, tt := range []struct {
		name, contact string
		reason        intercom.IgnoreReason
	}{
		{"no visitor attribute", noVisitor, intercom.IgnoreTourNoVisitor},
		{"a visitor id the script never makes", oddVisitor, intercom.IgnoreTourNoVisitor},
		{"a contact Intercom does not know", "69620546dddddddddddddddd", intercom.IgnoreTourUnknownContact},
		// A token without the contacts permission: no 5xx, which would count
		// against the whole subscription.
		{"a contact read refused", forbidden, intercom.IgnoreTourContactRefused},
	} {
		got, err := parse(tourStat(t, tt.contact, intercom.TourShown, "91010", "notif_tour-x"))
		if err != nil || got.IgnoreReason != string(tt.reason) || got.Event.Kind != "" || got.Label != intercom.TopicTourStat {
			t.Errorf("%s: %+v, %v; want ignored (%s)", tt.name, got, err, tt.reason)
		}
	}
	// Not remembered: the attribute may be set any moment.
	if _, err := parse(tourStat(t, noVisitor, intercom.TourCompletion, "91011", "notif_tour-y")); err != nil || api.readsOf(noVisitor) != 2 {
		t.Errorf("a contact without a visitor id read %d times after two statistics, want 2 (%v)", api.readsOf(noVisitor), err)
	}

	// Intercom failing: 503, so that Intercom delivers it again.
	_, err = parse(tourStat(t, flaky, intercom.TourShown, "91020", "notif_tour-z"))
	if wakha.ErrorCode(err) != wakha.EUNAVAILABLE {
		t.Errorf("a failed contact read: %v, want EUNAVAILABLE", err)
	}

	// A goal reached is no contact read at all.
	got, err = parse(tourStat(t, withVisitor+"0", intercom.TourGoalSuccess, "91030", "notif_tour-g"))
	if err != nil || got.IgnoreReason != string(intercom.IgnoreTourGoal) || api.readsOf(withVisitor+"0") != 0 {
		t.Errorf("goal: %+v, %v", got, err)
	}
}

// countingReader answers FindVisitor from a map and counts the reads.
type countingReader struct {
	mu       sync.Mutex
	visitors map[string]string
	reads    map[string]int
}

func (r *countingReader) FindVisitor(_ context.Context, id string) (string, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.reads[id]++
	v, ok := r.visitors[id]
	if !ok {
		return "", &intercom.APIError{Method: "GET", Path: "/contacts/" + id, Status: http.StatusNotFound}
	}
	return v, nil
}

func (r *countingReader) readsOf(id string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.reads[id]
}

// TestContactVisitorsBounded: the cache keeps at most Size contacts,
// pushing out the least recently used, and forgets a visitor id after TTL.
func TestContactVisitorsBounded(t *testing.T) {
	t.Parallel()
	now := time.Date(2030, 1, 1, 10, 0, 0, 0, time.UTC)
	r := &countingReader{reads: map[string]int{}, visitors: map[string]string{
		"a": "Vaaaaaaaaaaaaaaaaaaaaa", "b": "Vbbbbbbbbbbbbbbbbbbbbb", "c": "Vccccccccccccccccccccc"}}
	cv := intercom.NewContactVisitors(r, intercom.ContactVisitorsOptions{Size: 2, TTL: time.Hour, Now: func() time.Time { return now }})
	look := func(id string) string {
		t.Helper()
		v, err := cv.Visitor(context.Background(), id)
		if err != nil {
			t.Fatalf("Visitor(%s): %v", id, err)
		}
		return v
	}
	if look("a") != r.visitors["a"] || look("b") != r.visitors["b"] || look("a") != r.visitors["a"] {
		t.Fatal("wrong visitor ids")
	}
	if r.readsOf("a") != 1 {
		t.Fatalf("a read %d times, want 1", r.readsOf("a"))
	}
	look("c") // pushes out b, the least recently used
	if cv.Len() != 2 {
		t.Fatalf("%d contacts kept, want at most 2", cv.Len())
	}
	look("a")
	look("b")
	if r.readsOf("a") != 1 || r.readsOf("b") != 2 {
		t.Errorf("reads a=%d b=%d, want 1 and 2 (b was pushed out, a was not)", r.readsOf("a"), r.readsOf("b"))
	}
	now = now.Add(time.Hour)
	look("b")
	if r.readsOf("b") != 3 {
		t.Errorf("b read %d times, want 3: an hour old answer is read again", r.readsOf("b"))
	}
	if _, err := cv.Visitor(context.Background(), "nobody"); !errors.Is(err, intercom.ErrUnknownContact) {
		t.Errorf("unknown contact: %v", err)
	}
}
