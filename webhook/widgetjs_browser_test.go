package webhook_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/wakha/wakha/internal/browsertest"
	"github.com/wakha/wakha/internal/wait"
)

// The storefront script's own behaviour, in Chromium, on bare pages that
// stand in for a WooCommerce store: the page records every fetch instead
// of sending it, and fakes the chat's JavaScript API ($chatwoot or
// Intercom). What the demo shop's test does not reach: card postbacks,
// add-to-cart clicks, data-wakha-product, Intercom('update'), a page left,
// the tour API's reports, and that every report is a JSON fetch with
// keepalive.

// widgetPageHead records the script's fetches in window.__sent and answers
// each with a 202 carrying window.__answer (by default no offer).
const widgetPageHead = `<!doctype html><html><head><meta charset="utf-8"><script>
window.__sent = [];
window.fetch = function (url, opts) {
  var h = (opts && opts.headers) || {};
  window.__sent.push({url: String(url), method: opts && opts.method, keepalive: !!(opts && opts.keepalive),
    contentType: h['Content-Type'] || '', body: JSON.parse(opts.body)});
  var answer = window.__answer || {status: 'accepted'};
  return Promise.resolve(new Response(JSON.stringify(answer), {status: 202, headers: {'Content-Type': 'application/json'}}));
};
navigator.sendBeacon = function () { window.__beacon = true; return true; };
`

// chatwootPage: WooCommerce's product page body classes, its add-to-cart
// button, the Chatwoot widget's API.
const chatwootPage = widgetPageHead + `window.__attrs = null;
window.$chatwoot = {setCustomAttributes: function (a) { window.__attrs = a; }, toggle: function () {}};
</script></head>
<body class="product-template-default single-product postid-42 logged-out">
<form><button type="button" class="single_add_to_cart_button button" name="add-to-cart" value="42" id="add">Add to cart</button></form>
<script src="/widget.js" data-ping-ms="600000"></script>
</body></html>`

// intercomPage: a theme without the body classes marks its product; the
// Intercom Messenger's API.
const intercomPage = widgetPageHead + `window.__intercom = [];
window.Intercom = function () { window.__intercom.push(Array.prototype.slice.call(arguments)); };
</script></head>
<body class="home">
<main data-wakha-product="77"><a href="#" data-wakha-add-to-cart="78" id="add">Add</a></main>
<script src="/widget.js" data-ping-ms="600000" data-platform="intercom"></script>
</body></html>`

// sentReport is one fetch the script made.
type sentReport struct {
	URL         string         `json:"url"`
	Method      string         `json:"method"`
	Keepalive   bool           `json:"keepalive"`
	ContentType string         `json:"contentType"`
	Body        map[string]any `json:"body"`
}

func TestWidgetScriptInBrowser(t *testing.T) {
	t.Parallel()
	chromium := browsertest.Find()
	if chromium == "" {
		t.Skip("no Chromium installed: skipping the storefront script's browser test")
	}
	script, err := os.ReadFile("widget.js") // the file GET /widget.js embeds
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/widget.js", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
		_, _ = w.Write(script)
	})
	page := func(html string) http.HandlerFunc {
		return func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			_, _ = w.Write([]byte(html))
		}
	}
	mux.HandleFunc("/chatwoot", page(chatwootPage))
	mux.HandleFunc("/intercom", page(intercomPage))
	mux.HandleFunc("/offers-off", page(strings.Replace(strings.Replace(chatwootPage, `data-ping-ms="600000"`, `data-ping-ms="600000" data-offers="off"`, 1),
		"window.__attrs = null;", "window.__attrs = null; window.__answer = "+offerAnswer+";", 1)))
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)

	actx := browsertest.Allocator(t, chromium)
	bctx, cancelBrowser := chromedp.NewContext(actx)
	t.Cleanup(cancelBrowser)
	ctx, cancel := context.WithTimeout(bctx, 5*time.Minute)
	t.Cleanup(cancel)

	do := func(name string, actions ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		if err := chromedp.Do(ctx, actions...); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	eval := func(name, expr string, out any) {
		t.Helper()
		raw, err := chromedp.Run(ctx, chromedp.Evaluate[[]byte](expr))
		if err == nil {
			err = json.Unmarshal(raw, out)
		}
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	waitFor := func(expr string) chromedp.Action[chromedp.Void] {
		return chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingTimeout(wait.Timeout), chromedp.WithPollingInterval(50*time.Millisecond))
	}
	// sentOf waits for a report of kind and returns the last one.
	sentOf := func(kind string) sentReport {
		t.Helper()
		do("wait for "+kind, waitFor(`window.__sent.some(function (s) { return s.body.kind === '`+kind+`'; })`))
		var all []sentReport
		eval("reports", `window.__sent`, &all)
		var last sentReport
		for _, s := range all {
			if s.Body["kind"] == kind {
				last = s
			}
		}
		return last
	}

	// --- Chatwoot, WooCommerce's own markup ---
	do("open the product page", chromedp.Navigate(srv.URL+"/chatwoot"), waitFor(`!!(window.wakha && window.wakha.visitorId)`))
	var vid string
	eval("visitor id", `window.wakha.visitorId`, &vid)
	if len(vid) != 22 || strings.Trim(vid, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-") != "" {
		t.Fatalf("visitor id %q, want 22 base64url characters", vid)
	}
	var stored, attr string
	eval("localStorage", `localStorage.getItem('wakha_visitor')`, &stored)
	eval("contact attribute", `window.__attrs && window.__attrs.wakha_visitor`, &attr)
	if stored != vid || attr != vid {
		t.Fatalf("visitor id %q: localStorage %q, $chatwoot.setCustomAttributes %q", vid, stored, attr)
	}
	if v := sentOf("page_view"); v.Body["product_id"] != "42" || v.Body["visitor_id"] != vid {
		t.Fatalf("page view %+v, want product 42 (postid-42) from %s", v.Body, vid)
	}

	// A card's Select button in the Chatwoot widget; another postback is not wakha's.
	do("postbacks", chromedp.Evaluate[chromedp.Void](`
		window.dispatchEvent(new CustomEvent('chatwoot:postback', {detail: {data: {payload: 'other:1'}}}));
		window.dispatchEvent(new CustomEvent('chatwoot:postback', {detail: {data: {payload: 'select:signed.payload'}}}));`))
	if p := sentOf("postback"); p.Body["payload"] != "select:signed.payload" || p.Body["click_id"] == "" {
		t.Fatalf("postback %+v", p.Body)
	}
	do("add to cart", chromedp.Click(chromedp.CSS("#add")))
	if a := sentOf("add_to_cart"); a.Body["product_id"] != "42" {
		t.Fatalf("add to cart %+v", a.Body)
	}
	do("tour", chromedp.Evaluate[chromedp.Void](`wakha.tour.start('sizes', 3); wakha.tour.step('sizes', 1); wakha.tour.end('sizes', false)`))
	if s := sentOf("tour_start"); s.Body["tour_id"] != "sizes" || s.Body["steps"] != float64(3) {
		t.Fatalf("tour start %+v", s.Body)
	}
	if s := sentOf("tour_step"); s.Body["tour_id"] != "sizes" || s.Body["step"] != float64(1) {
		t.Fatalf("tour step %+v", s.Body)
	}
	if s := sentOf("tour_end"); s.Body["tour_id"] != "sizes" || s.Body["completed"] != false {
		t.Fatalf("tour end %+v", s.Body)
	}
	// The page hidden: its product's dwell stops.
	do("hide the page", chromedp.Evaluate[chromedp.Void](`
		Object.defineProperty(document, 'visibilityState', {value: 'hidden', configurable: true});
		document.dispatchEvent(new Event('visibilitychange'));`))
	if l := sentOf("page_leave"); l.Body["product_id"] != "42" {
		t.Fatalf("page leave %+v", l.Body)
	} else if d, ok := l.Body["dwell_ms"].(float64); !ok || d < 0 {
		t.Fatalf("page leave without a dwell: %+v", l.Body)
	}
	// Every report: a JSON POST to /widget/events with keepalive, never a beacon.
	var all []sentReport
	eval("reports", `window.__sent`, &all)
	for _, s := range all {
		if s.URL != srv.URL+"/widget/events" || s.Method != http.MethodPost || !s.Keepalive || s.ContentType != "application/json" || s.Body["visitor_id"] != vid {
			t.Errorf("report %+v: want a keepalive JSON POST to %s/widget/events from the visitor", s, srv.URL)
		}
	}
	var beacon bool
	eval("beacon", `!!window.__beacon`, &beacon)
	if beacon {
		t.Error("the script used navigator.sendBeacon")
	}
	// An offer in an answer shows the bubble (once per offer id).
	do("an offer in the answer", chromedp.Evaluate[chromedp.Void](`window.__answer = `+offerAnswer+`; wakha.ping()`),
		waitFor(`!!document.querySelector('.wakha-offer[data-offer-id="product_dwell-1"]')`))
	if s := sentOf("offer_shown"); s.Body["offer_id"] != "product_dwell-1" {
		t.Fatalf("offer shown %+v", s.Body)
	}
	// The same browser keeps its visitor id.
	do("reload", chromedp.Navigate(srv.URL+"/chatwoot"), waitFor(`!!(window.wakha && window.wakha.visitorId)`))
	var again string
	eval("visitor id again", `window.wakha.visitorId`, &again)
	if again != vid {
		t.Fatalf("visitor id %q after a reload, want %q", again, vid)
	}

	// --- Intercom, a theme marking its product ---
	do("open the Intercom page", chromedp.Navigate(srv.URL+"/intercom"), waitFor(`!!(window.wakha && window.wakha.visitorId)`))
	var calls [][]any
	do("Intercom update", waitFor(`window.__intercom.some(function (c) { return c[0] === 'update'; })`))
	eval("Intercom calls", `window.__intercom`, &calls)
	updated := false
	for _, c := range calls {
		if len(c) == 2 && c[0] == "update" {
			if m, ok := c[1].(map[string]any); ok && m["wakha_visitor"] == vid {
				updated = true
			}
		}
	}
	if !updated {
		t.Fatalf("Intercom calls %v, want update with wakha_visitor %s", calls, vid)
	}
	if v := sentOf("page_view"); v.Body["product_id"] != "77" || v.Body["platform"] != "intercom" {
		t.Fatalf("page view %+v, want product 77 (data-wakha-product) on intercom", v.Body)
	}
	do("add to cart", chromedp.Click(chromedp.CSS("#add")))
	if a := sentOf("add_to_cart"); a.Body["product_id"] != "78" {
		t.Fatalf("add to cart %+v, want 78 (data-wakha-add-to-cart)", a.Body)
	}

	// --- data-offers="off": the answers carry an offer, no bubble shows ---
	do("open the page without offers", chromedp.Evaluate[chromedp.Void](`sessionStorage.clear()`), chromedp.Navigate(srv.URL+"/offers-off"),
		waitFor(`!!(window.wakha && window.wakha.visitorId)`))
	bubbles, err := chromedp.Run(ctx, chromedp.Evaluate[int](
		`wakha.ping().then(function (a) { return a && a.offer ? document.querySelectorAll('.wakha-offer').length : -1; })`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	if bubbles != 0 {
		t.Fatalf("%d offer bubbles with data-offers=\"off\" (-1: the answer had no offer)", bubbles)
	}
}

// offerAnswer is an answer to a report that carries an offer to show.
const offerAnswer = `{status: 'ok', offer: {id: 'product_dwell-1', trigger: 'product_dwell', text: 'Want to know more about Tajine?', options: []}}`
