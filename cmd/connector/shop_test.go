package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/wakha/wakha/internal/fakeclock"
	"github.com/wakha/wakha/internal/wait"
)

// Short timers for the storefront tests: a product page watched for 2 s
// gets an offer; a session with nothing happening for 4 s goes back to
// thinking; the cooldown is 2 s (4 s once backed off). The widget asks for
// an offer every 250 ms. The service runs on a clock each test steps over
// these timers (runDemoClock); every wait below polls with wait.Timeout,
// and no duration of the real clock is asserted.
var shopEnv = map[string]string{
	"PROACTIVE_DWELL":             "2s",
	"SESSION_INTERACTION_TIMEOUT": "4s",
	"SESSION_COOLDOWN":            "2s",
	"PROACTIVE_MAX_PER_HOUR":      "10",
	"DEMO_WIDGET_PING_MS":         "250",
}

// offersShown reads wakha_proactive_offers_total{trigger="product_dwell",outcome="shown"} from /metrics.
func offersShown(t *testing.T, base string) int {
	t.Helper()
	resp, err := http.Get(base + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "wakha_proactive_offers_total{") && strings.Contains(line, `outcome="shown"`) && strings.Contains(line, `trigger="product_dwell"`) {
			f := strings.Fields(line)
			n, err := strconv.ParseFloat(f[len(f)-1], 64)
			if err != nil {
				t.Fatal(err)
			}
			return int(n)
		}
	}
	return 0
}

// TestDemoShopStorefront loads /widget.js on the demo shop in Chromium: the
// visitor attribute is set on the chat contact, a product page watched for
// PROACTIVE_DWELL produces one offer (not two), clicking it opens the chat
// and the first reply knows the product; for a new visitor a dismissal
// backs off. Tour steps: TestDemoShopTourKeepsSessionActive.
//
// The service runs on a clock the test steps (runDemoClock): an offer
// comes when the test moves the clock past the dwell, and a session
// times out only when it moves it past the timeout. On the real clock, a
// loaded machine let the 4 s timeout end the chat's session before the
// test saw it, or the 4 s back-off end before the page showed it.
func TestDemoShopStorefront(t *testing.T) {
	t.Parallel()
	clock := fakeclock.New(time.Now().UTC().Truncate(time.Microsecond))
	dwell, timeout := shopDuration(t, "PROACTIVE_DWELL"), shopDuration(t, "SESSION_INTERACTION_TIMEOUT")
	b := openDemoBrowserClock(t, shopEnv, clock.Now)
	shop := b.p.base + "/demo/shop"
	var products []string
	b.step("open the shop", chromedp.Navigate(shop), b.waitFor(`document.querySelectorAll('.card-link').length >= 3`))
	b.eval("products", `Array.from(document.querySelectorAll('.card-link')).map(function(a){return a.dataset.productId})`, &products)

	// --- one offer, taken up ---
	b.step("product page", chromedp.Navigate(shop+"/p/"+products[0]),
		b.waitFor(`document.body.classList.contains('postid-`+products[0]+`')`))
	b.step("visitor attribute on the contact", b.waitFor(`window.wakha && window.__demoContactAttributes &&
		window.__demoContactAttributes.wakha_visitor === window.wakha.visitorId && /^[A-Za-z0-9_-]{22}$/.test(window.wakha.visitorId)`))
	var vid string
	b.eval("visitor id", `window.wakha.visitorId`, &vid)
	dwellOn(t, b.p.base, vid, clock, dwell)
	b.step("the offer bubble", b.waitFor(`!!document.querySelector('.wakha-offer')`))
	var text string
	b.eval("bubble text", `document.querySelector('.wakha-offer-text').textContent`, &text)
	var name, price string
	b.eval("product name", `document.getElementById('product-title').textContent`, &name)
	b.eval("product price", `document.getElementById('product-price').childNodes[0].textContent.trim()`, &price)
	if !strings.Contains(text, name) {
		t.Fatalf("the offer %q does not name the product %q", text, name)
	}
	// Not two: the page stays open for another dwell (the session's timeout
	// not yet passed), and nothing waits to be offered.
	clock.Add(dwell)
	b.step("no second offer", b.waitFor(`document.body.dataset.offerOutcome !== ''`))
	s := sessionOf(t, b.p.base, vid, "the offer's session with no cue left", func(s storedSession) bool {
		return s.State == "proactive_assistance" && s.Cue == ""
	})
	var bubbles int
	b.eval("bubbles", `document.querySelectorAll('.wakha-offer').length`, &bubbles)
	if n := offersShown(t, b.p.base); n != 1 || bubbles != 1 || s.OffersInHour != 1 {
		t.Fatalf("%d offers shown (%d in the session's hour), %d bubbles on the page; want one", n, s.OffersInHour, bubbles)
	}
	b.step("click the offer", b.click(`document.querySelector('.wakha-offer')`),
		b.waitFor(`!document.getElementById('chat-frame').hidden && !document.querySelector('.wakha-offer')`),
		b.waitFor(`!!sessionStorage.getItem('wakha-demo-conversation')`))
	// The shopper's messages, as the chat frame sends them.
	say := func(text string) chromedp.Action[chromedp.Void] {
		return chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`fetch('/demo/api/conversations/' +
			sessionStorage.getItem('wakha-demo-conversation').split(':')[1] + '/messages',
			{method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify({text: %q})})`, text))
	}
	b.step("ask the price", say("ch7al taman?"))
	b.step("the reply knows the product", b.waitFor(fmt.Sprintf(`(function(){
		var f = document.getElementById('chat-iframe'); if (!f || !f.contentDocument) return false;
		var m = f.contentDocument.getElementById('messages'); if (!m) return false;
		var t = m.innerText, i = t.indexOf('ch7al taman?');
		return i >= 0 && t.slice(i).indexOf(%q) >= 0; })()`, price)))
	// The chat joins the offer's session, which stays proactive_assistance
	// while the shopper chats (the spec has no proactive → reactive move);
	// once it has timed out, the next message starts reactive_assistance.
	s = sessionOf(t, b.p.base, vid, "the offer's session in the conversation", func(s storedSession) bool {
		return strings.HasPrefix(s.Where, "conversation") && s.State == "proactive_assistance" && s.LastActivity != nil
	})
	clock.Add(s.LastActivity.Add(timeout).Sub(clock.Now()) + time.Microsecond)
	b.step("the session follows the chat", say("merci"), b.waitFor(`document.body.dataset.sessionState === 'reactive_assistance' &&
		document.getElementById('session-where').textContent.indexOf('conversation') === 0`))

	// --- a new visitor dismisses: the next cooldown is backed off ---
	newVisitor := chromedp.Evaluate[chromedp.Void](`localStorage.clear(); sessionStorage.clear()`)
	b.step("new visitor", newVisitor, chromedp.Navigate(shop+"/p/"+products[1]), b.waitFor(`window.wakha && window.wakha.visitorId`))
	b.eval("new visitor id", `window.wakha.visitorId`, &vid)
	dwellOn(t, b.p.base, vid, clock, dwell)
	b.step("second offer", b.waitFor(`!!document.querySelector('.wakha-offer')`))
	b.step("dismiss it", b.click(`document.querySelector('.wakha-offer-close')`),
		b.waitFor(`!document.querySelector('.wakha-offer')`),
		b.waitFor(`document.body.dataset.offerOutcome === 'dismissed' && document.body.dataset.backoff === '1'`))
	// The session times out a microsecond past the timeout; the cooldown
	// it starts is doubled for the dismissal, and lasts while the clock
	// stands still.
	clock.Add(timeout + time.Microsecond)
	b.step("backed off", b.waitFor(`document.body.dataset.offerReason === 'conservative_cooldown'`))
}

// shopDuration is one of shopEnv's durations.
func shopDuration(t *testing.T, name string) time.Duration {
	t.Helper()
	d, err := time.ParseDuration(shopEnv[name])
	if err != nil {
		t.Fatalf("shopEnv %s: %v", name, err)
	}
	return d
}

// sessionOf waits until the visitor's stored session satisfies cond and
// returns it.
func sessionOf(t *testing.T, base, vid, what string, cond func(storedSession) bool) storedSession {
	t.Helper()
	var s storedSession
	wait.For(t, what, func() (bool, string) {
		var err error
		if s, err = visitorSession(t, base, vid); err != nil {
			return false, err.Error()
		}
		return cond(s), fmt.Sprintf("%+v", s)
	})
	return s
}

// dwellOn waits for the visitor's product page view to be stored (its
// dwell cue), then steps the clock over the dwell: the offer is due.
func dwellOn(t *testing.T, base, vid string, clock *fakeclock.Clock, dwell time.Duration) {
	t.Helper()
	sessionOf(t, base, vid, "the product page's dwell", func(s storedSession) bool { return s.Cue != "" })
	clock.Add(dwell)
}

// storedSession is the part of GET /demo/api/visitor/:id the shop tests
// read: the visitor's session as stored, seen at the server's now.
type storedSession struct {
	Where        string     `json:"where"`
	State        string     `json:"state"`
	EnteredAt    *time.Time `json:"entered_at"`
	LastActivity *time.Time `json:"last_interaction_at"`
	Cue          string     `json:"cue"`
	Tour         string     `json:"tour"`
	OffersInHour int        `json:"offers_last_hour"`
}

func visitorSession(t *testing.T, base, vid string) (storedSession, error) {
	t.Helper()
	resp, err := http.Get(base + "/demo/api/visitor/" + vid)
	if err != nil {
		return storedSession{}, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return storedSession{}, fmt.Errorf("GET /demo/api/visitor: %s", resp.Status)
	}
	var s storedSession
	err = json.NewDecoder(resp.Body).Decode(&s)
	return s, err
}

// sessionMoves reads wakha_session_transitions_total{from,to} from /metrics.
func sessionMoves(t *testing.T, base, from, to string) int {
	t.Helper()
	resp, err := http.Get(base + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	want := fmt.Sprintf(`wakha_session_transitions_total{from=%q,to=%q} `, from, to)
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), want); ok {
			n, err := strconv.ParseFloat(v, 64)
			if err != nil {
				t.Fatal(err)
			}
			return int(n)
		}
	}
	return 0
}

// TestDemoShopTourKeepsSessionActive: on the demo shop in Chromium, tour
// steps driven through wakha.tour keep an offer's session in
// proactive_assistance, with the chat never opened, for longer than the
// interaction timeout; once they stop, it times out exactly at the last
// step plus the timeout, not a microsecond before.
//
// The service runs on a clock the test steps (runDemoClock): events are
// stored at its time, the runner and the session panel read it. Each step
// is sent at a time of its own, so the stored last interaction says which
// step was recorded; nothing depends on how fast the machine runs the
// browser, the server or the test. (On the real clock, a loaded machine
// recorded the tour's first step after its start had been read, the test
// took a late step for the one it sent, and the timeout it expected from
// it came out wrong.)
func TestDemoShopTourKeepsSessionActive(t *testing.T) {
	t.Parallel()
	// Postgres keeps microseconds: stored times then equal the clock's.
	clock := fakeclock.New(time.Now().UTC().Truncate(time.Microsecond))
	dwell, timeout := shopDuration(t, "PROACTIVE_DWELL"), shopDuration(t, "SESSION_INTERACTION_TIMEOUT")
	gap := timeout - time.Second // between two tour steps: less than the timeout
	b := openDemoBrowserClock(t, shopEnv, clock.Now)
	shop := b.p.base + "/demo/shop"
	var products []string
	b.step("open the shop", chromedp.Navigate(shop), b.waitFor(`document.querySelectorAll('.card-link').length >= 3`))
	b.eval("products", `Array.from(document.querySelectorAll('.card-link')).map(function(a){return a.dataset.productId})`, &products)
	b.step("product page", chromedp.Navigate(shop+"/p/"+products[2]), b.waitFor(`window.wakha && window.wakha.visitorId`))
	var vid string
	b.eval("visitor id", `window.wakha.visitorId`, &vid)
	var s storedSession
	read := func(what string, cond func() bool) {
		t.Helper()
		s = sessionOf(t, b.p.base, vid, what, func(got storedSession) bool { s = got; return cond() })
	}
	at := func(p *time.Time, want time.Time) bool { return p != nil && p.Equal(want) }

	// The page view is stored at the clock's time; the offer is due a
	// dwell later, when the clock gets there.
	dwellOn(t, b.p.base, vid, clock, dwell)
	offeredAt := clock.Now()
	b.step("the offer", b.waitFor(`!!document.querySelector('.wakha-offer') && document.body.dataset.sessionState === 'proactive_assistance'`))
	read("the offer's session", func() bool { return s.State == "proactive_assistance" })
	if !at(s.EnteredAt, offeredAt) {
		t.Fatalf("the offer's session entered at %v, want the clock's %v", s.EnteredAt, offeredAt)
	}

	// The tour's start and first step, at the offer's time.
	b.step("start the tour", b.click(`document.getElementById('tour-start')`), b.waitFor(`!document.getElementById('tour').hidden`))
	read("the tour's start recorded", func() bool { return s.Tour == "demo-tour" && at(s.LastActivity, offeredAt) })
	// A step every gap until the steps span more than twice the timeout
	// since the offer: without them the session would have timed out.
	last := offeredAt
	for n := 2; last.Sub(offeredAt) <= 2*timeout; n++ {
		last = clock.Add(gap)
		b.step(fmt.Sprintf("tour step %d", n), chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`wakha.tour.step('demo-tour', %d)`, n)))
		read(fmt.Sprintf("tour step %d recorded at %v", n, last), func() bool { return at(s.LastActivity, last) })
		if s.State != "proactive_assistance" || !at(s.EnteredAt, offeredAt) {
			t.Fatalf("after tour step %d, %s after the offer, the session is %s (entered %v; the offer's at %v)",
				n, last.Sub(offeredAt), s.State, s.EnteredAt, offeredAt)
		}
	}
	if s.Where != "visitor" {
		t.Fatalf("the session moved to %q during the tour: a chat started", s.Where)
	}
	var chatOpen bool
	b.eval("chat closed", `!document.getElementById('chat-frame').hidden`, &chatOpen)
	if chatOpen {
		t.Fatal("the chat opened during the tour")
	}

	// The steps stop. A timeout after the last one the session is still
	// active (the rule is strictly longer than the timeout) ...
	clock.Add(timeout)
	read("the session at the last step + the timeout", func() bool { return at(s.LastActivity, last) })
	if s.State != "proactive_assistance" {
		t.Fatalf("at the last step + %s the session is %s, want still proactive_assistance", timeout, s.State)
	}
	if n := sessionMoves(t, b.p.base, "proactive_assistance", "thinking"); n != 0 {
		t.Fatalf("%d sessions timed out before the deadline", n)
	}
	// ... and a microsecond later the runner ends it (its wake-up is due
	// then), back to thinking at the deadline itself.
	deadline := last.Add(timeout)
	clock.Add(time.Microsecond)
	wait.For(t, "the runner to time the session out", func() (bool, string) {
		n := sessionMoves(t, b.p.base, "proactive_assistance", "thinking")
		return n == 1, fmt.Sprintf("%d proactive_assistance → thinking moves", n)
	})
	read("the stored session back to thinking", func() bool { return s.State == "thinking" })
	if !at(s.EnteredAt, deadline) {
		t.Fatalf("the session went back to thinking at %v, want the last step %v + %s", s.EnteredAt, last, timeout)
	}
}
