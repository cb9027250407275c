package main

import (
	"bufio"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/wakha/wakha/internal/wait"
)

// Short timers for the storefront test: a product page watched for 2 s
// gets an offer; a session with nothing happening for 4 s goes back to
// thinking; the cooldown is 2 s (4 s once backed off). The widget asks for
// an offer every 250 ms. Every wait below polls with wait.Timeout; none of
// these durations is asserted.
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
// backs off; for another, tour steps keep an offer's session active with
// the chat closed, and it times out once they stop.
func TestDemoShopStorefront(t *testing.T) {
	t.Parallel()
	b := openDemoBrowserEnv(t, shopEnv)
	shop := b.p.base + "/demo/shop"
	var products []string
	b.step("open the shop", chromedp.Navigate(shop), b.waitFor(`document.querySelectorAll('.card-link').length >= 3`))
	b.eval("products", `Array.from(document.querySelectorAll('.card-link')).map(function(a){return a.dataset.productId})`, &products)

	// --- one offer, taken up ---
	b.step("product page", chromedp.Navigate(shop+"/p/"+products[0]),
		b.waitFor(`document.body.classList.contains('postid-`+products[0]+`')`))
	b.step("visitor attribute on the contact", b.waitFor(`window.wakha && window.__demoContactAttributes &&
		window.__demoContactAttributes.wakha_visitor === window.wakha.visitorId && /^[A-Za-z0-9_-]{22}$/.test(window.wakha.visitorId)`))
	b.step("the offer bubble", b.waitFor(`(function(){
		var o = document.querySelector('.wakha-offer');
		if (o && !window.__shownAt) window.__shownAt = Date.now();
		return !!o; })()`))
	var text string
	b.eval("bubble text", `document.querySelector('.wakha-offer-text').textContent`, &text)
	var name, price string
	b.eval("product name", `document.getElementById('product-title').textContent`, &name)
	b.eval("product price", `document.getElementById('product-price').childNodes[0].textContent.trim()`, &price)
	if !strings.Contains(text, name) {
		t.Fatalf("the offer %q does not name the product %q", text, name)
	}
	// Not two: the page keeps asking for twice the dwell after the first.
	b.step("no second offer", b.waitFor(`Date.now() - window.__shownAt > 4000`),
		b.waitFor(`document.body.dataset.offerOutcome !== ''`))
	var bubbles int
	b.eval("bubbles", `document.querySelectorAll('.wakha-offer').length`, &bubbles)
	if n := offersShown(t, b.p.base); n != 1 || bubbles != 1 {
		t.Fatalf("%d offers shown, %d bubbles on the page; want one", n, bubbles)
	}
	b.step("click the offer", b.click(`document.querySelector('.wakha-offer')`),
		b.waitFor(`!document.getElementById('chat-frame').hidden && !document.querySelector('.wakha-offer')`),
		b.waitFor(`!!sessionStorage.getItem('wakha-demo-conversation')`))
	// The shopper's first message, as the chat frame sends it.
	b.step("ask the price", chromedp.Evaluate[chromedp.Void](`fetch('/demo/api/conversations/' +
		sessionStorage.getItem('wakha-demo-conversation').split(':')[1] + '/messages',
		{method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify({text: 'ch7al taman?'})})`))
	b.step("the reply knows the product", b.waitFor(fmt.Sprintf(`(function(){
		var f = document.getElementById('chat-iframe'); if (!f || !f.contentDocument) return false;
		var m = f.contentDocument.getElementById('messages'); if (!m) return false;
		var t = m.innerText, i = t.indexOf('ch7al taman?');
		return i >= 0 && t.slice(i).indexOf(%q) >= 0; })()`, price)))
	b.step("the session follows the chat", b.waitFor(`document.body.dataset.sessionState === 'reactive_assistance' &&
		document.getElementById('session-where').textContent.indexOf('conversation') === 0`))

	// --- a new visitor dismisses: the next cooldown is backed off ---
	newVisitor := chromedp.Evaluate[chromedp.Void](`localStorage.clear(); sessionStorage.clear()`)
	b.step("new visitor", newVisitor, chromedp.Navigate(shop+"/p/"+products[1]), b.waitFor(`window.wakha && window.wakha.visitorId`))
	b.step("second offer", b.waitFor(`!!document.querySelector('.wakha-offer')`))
	b.step("dismiss it", b.click(`document.querySelector('.wakha-offer-close')`),
		b.waitFor(`!document.querySelector('.wakha-offer')`),
		b.waitFor(`document.body.dataset.offerOutcome === 'dismissed' && document.body.dataset.backoff === '1'`))
	b.step("backed off", b.waitFor(`document.body.dataset.offerReason === 'conservative_cooldown'`))

	// --- another visitor: tour steps keep the offer's session active ---
	b.step("third visitor", newVisitor, chromedp.Navigate(shop+"/p/"+products[2]), b.waitFor(`window.wakha && window.wakha.visitorId`))
	b.step("third offer", b.waitFor(`!!document.querySelector('.wakha-offer') && document.body.dataset.sessionState === 'proactive_assistance'`))
	b.step("start the tour", b.click(`document.getElementById('tour-start')`), b.waitFor(`!document.getElementById('tour').hidden`))
	// Steps every 700 ms for 6 s, longer than the 4 s timeout; the session
	// must stay proactive all along, with the chat never opened.
	start := time.Now()
	for n := 2; time.Since(start) < 6*time.Second; n++ {
		b.step(fmt.Sprintf("tour step %d", n), chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`window.__nextStep = Date.now() + 700; wakha.tour.step('demo-tour', %d)`, n)),
			b.waitFor(`Date.now() > window.__nextStep`))
		var state string
		b.eval("session state", `document.body.dataset.sessionState`, &state)
		if state != "proactive_assistance" {
			t.Fatalf("after %s of tour steps the session is %q, want proactive_assistance", time.Since(start).Round(time.Millisecond), state)
		}
	}
	var chatOpen bool
	b.eval("chat closed", `!document.getElementById('chat-frame').hidden`, &chatOpen)
	if chatOpen {
		t.Fatal("the chat opened during the tour")
	}
	// Once the steps stop, the timeout ends it.
	wait.ForWithin(t, wait.Timeout, "the session to time out after the last step", func() (bool, string) {
		var state string
		b.eval("session state", `document.body.dataset.sessionState`, &state)
		return state == "thinking", "state " + state
	})
}
