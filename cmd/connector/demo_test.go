package main

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/wakha/wakha/demo/pgtmp"
	"github.com/wakha/wakha/internal/browsertest"
	"github.com/wakha/wakha/internal/wait"
	"github.com/wakha/wakha/postgres/pgtest"
)

// testCatalog is the repository's sample catalog, seen from this package
// (CATALOG_FILE replaces it).
var testCatalog = cmp.Or(os.Getenv("CATALOG_FILE"), filepath.Join("..", "..", "testdata", "catalog.json"))

// syncBuffer collects the demo's stdout and spots the URL line.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

var urlLine = regexp.MustCompile(`(?m)^wakha demo: open (http://\S+/demo)\b`)

// demoProcess is runDemo running in the test process.
type demoProcess struct {
	url    string // http://127.0.0.1:port/demo
	base   string // http://127.0.0.1:port
	out    *syncBuffer
	cancel context.CancelFunc
	done   chan error
}

// startDemo runs `connector demo --addr 127.0.0.1:0 [args]` with env (PATH
// added) and waits for the URL line.
func startDemo(t *testing.T, env map[string]string, args ...string) *demoProcess {
	t.Helper()
	return startDemoClock(t, env, nil, args...)
}

// startDemoClock is startDemo with the service on clock now (nil: the
// real one; see runDemoClock).
func startDemoClock(t *testing.T, env map[string]string, now func() time.Time, args ...string) *demoProcess {
	t.Helper()
	if _, ok := env["PATH"]; !ok {
		env["PATH"] = os.Getenv("PATH")
	}
	ctx, cancel := context.WithCancel(context.Background())
	p := &demoProcess{out: &syncBuffer{}, cancel: cancel, done: make(chan error, 1)}
	go func() {
		args := append([]string{"--addr", "127.0.0.1:0"}, args...)
		getenv := func(k string) string { return env[k] }
		if now == nil {
			p.done <- run(ctx, append([]string{"demo"}, args...), getenv, p.out)
			return
		}
		p.done <- runDemoClock(ctx, args, getenv, p.out, now)
	}()
	t.Cleanup(func() { p.stop(t) })
	// It may first start its own PostgreSQL cluster: give it longer.
	wait.ForWithin(t, 3*time.Minute, "the demo's URL line", func() (bool, string) {
		select {
		case err := <-p.done:
			p.done <- err
			t.Fatalf("demo exited before listening: %v\n%s", err, p.out)
		default:
		}
		m := urlLine.FindStringSubmatch(p.out.String())
		if m == nil {
			return false, "demo output:\n" + p.out.String()
		}
		p.url = m[1]
		p.base = strings.TrimSuffix(p.url, "/demo")
		return true, ""
	})
	return p
}

// stop cancels the demo like Ctrl-C and waits for it to return.
func (p *demoProcess) stop(t *testing.T) {
	t.Helper()
	p.cancel()
	select {
	case err := <-p.done:
		p.done <- err
		if err != nil {
			t.Errorf("demo returned %v", err)
		}
	case <-time.After(wait.Timeout):
		t.Errorf("demo did not stop within %s", wait.Timeout)
	}
}

// demoDatabase is a fresh database on TEST_DATABASE_URL's server, or "" to
// let the demo start its own throwaway cluster.
func demoDatabase(t *testing.T) string {
	if os.Getenv(pgtest.EnvURL) != "" {
		return pgtest.URL(t)
	}
	if _, err := pgtmp.FindBinaries("", nil); err != nil {
		return pgtest.URL(t) // Docker, or a failure saying how to get PostgreSQL
	}
	return ""
}

// demoBrowser is a headless Chromium on a running demo, with the steps the
// browser tests are written in.
type demoBrowser struct {
	p             *demoProcess
	ctx           context.Context
	width, height int64
	mobile        bool
	step          func(name string, actions ...chromedp.Action[chromedp.Void])
	eval          func(name, expr string, out any)
	waitFor       func(expr string) chromedp.Action[chromedp.Void]
	click         func(expr string) chromedp.Action[chromedp.Void]
	send          func(text string) chromedp.Action[chromedp.Void]
}

// openDemoBrowser starts the demo (with args, e.g. --platform intercom) and
// a headless Chromium on it; the test is skipped without Chromium. The page
// must run without a JavaScript error.
func openDemoBrowser(t *testing.T, args ...string) *demoBrowser {
	t.Helper()
	return openDemoBrowserEnv(t, nil, args...)
}

// openDemoBrowserEnv is openDemoBrowser with settings added to the demo's
// environment (short timers for the storefront test).
func openDemoBrowserEnv(t *testing.T, extra map[string]string, args ...string) *demoBrowser {
	t.Helper()
	return openDemoBrowserClock(t, extra, nil, args...)
}

// openDemoBrowserClock is openDemoBrowserEnv with the service on clock now
// (nil: the real one; see runDemoClock).
func openDemoBrowserClock(t *testing.T, extra map[string]string, now func() time.Time, args ...string) *demoBrowser {
	t.Helper()
	chromium := browsertest.Find()
	if chromium == "" {
		t.Skip("no Chromium installed: skipping the demo browser test (apt-get install chromium to run it)")
	}
	catalog, err := filepath.Abs(testCatalog)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(catalog); err != nil {
		t.Fatalf("sample catalog: %v", err)
	}
	env := map[string]string{"DATABASE_URL": demoDatabase(t), "CATALOG_FILE": catalog}
	maps.Copy(env, extra)
	p := startDemoClock(t, env, now, args...)

	width, height, mobile := int64(1280), int64(880), false
	if os.Getenv("WAKHA_SCREENSHOT_MOBILE") != "" {
		width, height, mobile = 390, 844, true
	}
	actx := browsertest.Allocator(t, chromium, chromedp.WindowSize(int(width), int(height)))
	bctx, cancelBrowser := chromedp.NewContext(actx, chromedp.WithLogf(t.Logf))
	t.Cleanup(cancelBrowser)
	if err := chromedp.Do(bctx); err != nil { // starts the browser, bound to bctx
		t.Fatalf("start %s: %v", chromium, err)
	}
	// The page must run without a JavaScript error.
	var jsMu sync.Mutex
	var jsErrors []string
	if err := chromedp.Listen(bctx, func(ev any) {
		if e, ok := ev.(*cdpruntime.EventExceptionThrown); ok && e.ExceptionDetails != nil {
			d := e.ExceptionDetails
			msg := d.Text
			if d.Exception != nil && d.Exception.Description != "" {
				msg += " " + d.Exception.Description
			}
			jsMu.Lock()
			jsErrors = append(jsErrors, fmt.Sprintf("%s:%d: %s", d.URL, d.LineNumber+1, msg))
			jsMu.Unlock()
		}
	}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		jsMu.Lock()
		defer jsMu.Unlock()
		for _, e := range jsErrors {
			t.Errorf("JavaScript error on the page: %s", e)
		}
	})
	ctx, cancel := context.WithTimeout(bctx, 10*time.Minute)
	t.Cleanup(cancel)

	start := time.Now()
	steps := 0
	fatal := func(name string, err error) {
		t.Helper()
		page, _ := chromedp.Run(bctx, chromedp.Evaluate[string](`document.getElementById('messages').innerText + "\n---\n" + document.getElementById('panel').innerText`))
		t.Fatalf("%s (after %s): %v\npage:\n%s\ndemo output:\n%s", name, time.Since(start).Round(time.Millisecond), err, page, p.out)
	}
	step := func(name string, actions ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		if err := chromedp.Do(ctx, actions...); err != nil {
			fatal(name, err)
		}
		t.Logf("%-24s %s", name, time.Since(start).Round(time.Millisecond))
		if dir := os.Getenv("WAKHA_SCREENSHOT_STEPS"); dir != "" {
			screenshot(t, ctx, filepath.Join(dir, fmt.Sprintf("%02d-%s.png", steps, strings.NewReplacer(" ", "-", "/", "").Replace(name))))
		}
		steps++
	}
	eval := func(name, expr string, out any) {
		t.Helper()
		raw, err := chromedp.Run(ctx, chromedp.Evaluate[[]byte](expr))
		if err == nil {
			err = json.Unmarshal(raw, out)
		}
		if err != nil {
			fatal(name, err)
		}
	}
	// waitFor polls a JavaScript condition (the page polls the server every 700 ms).
	waitFor := func(expr string) chromedp.Action[chromedp.Void] {
		return chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingTimeout(wait.Timeout), chromedp.WithPollingInterval(100*time.Millisecond))
	}
	// click clicks the element an expression returns with the mouse, once it
	// stands still: the message list scrolls smoothly when messages arrive,
	// and on a loaded machine a click aimed while it moves lands on the
	// neighbouring button (Select instead of Add to cart).
	click := func(expr string) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			type point struct{ X, Y float64 }
			pt, err := chromedp.Evaluate[*point](`new Promise(function(resolve){
				var n = (`+expr+`); if (!n) { resolve(null); return; }
				n.scrollIntoView({block: 'center', inline: 'center', behavior: 'instant'});
				var last = null, deadline = Date.now() + 30000;
				(function check(){
					var r = n.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
					var hit = document.elementFromPoint(x, y);
					if (last && last.X === x && last.Y === y && hit && (hit === n || n.contains(hit))) { resolve(last); return; }
					if (Date.now() > deadline) { resolve(null); return; }
					last = {X: x, Y: y};
					setTimeout(check, 50);
				})();
			})`, chromedp.EvalAwaitPromise)(ctx, tg)
			if err != nil {
				return err
			}
			if pt == nil {
				return fmt.Errorf("nothing to click, or it never stood still under the mouse: %s", expr)
			}
			_, err = chromedp.MouseClickXY(pt.X, pt.Y)(ctx, tg)
			return err
		})
	}
	// enter presses Enter as a person does: the page sends on keydown, and no
	// synthesized "char" event adds a line break afterwards.
	enter := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		for _, typ := range []input.DispatchKeyEventType{input.DispatchKeyEventTypeRawKeyDown, input.DispatchKeyEventTypeKeyUp} {
			if _, err := cdp.Call(ctx, tg, input.DispatchKeyEvent, input.DispatchKeyEventParams{
				Type: typ, Key: "Enter", Code: "Enter", WindowsVirtualKeyCode: 13, NativeVirtualKeyCode: 13,
			}); err != nil {
				return err
			}
		}
		return nil
	})
	send := func(text string) chromedp.Action[chromedp.Void] {
		return chromedp.Steps(chromedp.Focus(chromedp.ID("input")), chromedp.SendKeys(chromedp.ID("input"), text), enter,
			waitFor(`document.getElementById('input').value === ''`))
	}
	return &demoBrowser{p: p, ctx: ctx, width: width, height: height, mobile: mobile,
		step: step, eval: eval, waitFor: waitFor, click: click, send: send}
}

// TestDemoInBrowser drives the demo page in a real headless Chromium: a
// Darija search, "Show more", a card's Select, "wakha" for the add-to-cart
// link, then a request for a human and the handoff.
func TestDemoInBrowser(t *testing.T) {
	b := openDemoBrowser(t)
	p, ctx, width, height, mobile := b.p, b.ctx, b.width, b.height, b.mobile
	step, eval, waitFor, click, send := b.step, b.eval, b.waitFor, b.click, b.send
	start := time.Now()
	cardIDs := func(strip int) string {
		return fmt.Sprintf(`Array.from(document.querySelectorAll('.cards')[%d].querySelectorAll('.card')).map(function(c){ return c.dataset.productId || ''; })`, strip)
	}
	const botMessages = `document.querySelectorAll('#messages .row.bot').length`

	var first []chromedp.Action[chromedp.Void]
	if mobile {
		first = append(first, chromedp.EmulateViewport(width, height, chromedp.EmulateMobile, chromedp.EmulateScale(3)))
	} else {
		first = append(first, chromedp.EmulateViewport(width, height))
	}
	first = append(first, chromedp.Navigate(p.url), chromedp.WaitVisible(chromedp.ID("composer")), waitFor(`!!document.body.dataset.conversationId`))
	step("open /demo", first...)

	// A Darija search that matches more than five products.
	step("search in Darija", send("wach 3ndkom tajine?"),
		waitFor(`document.querySelectorAll('.cards').length >= 1 && document.querySelectorAll('.option[data-value="show_more"]').length >= 1`))
	var page1 []string
	eval("read page 1", cardIDs(0), &page1)
	if len(page1) == 0 || len(page1) > 5 {
		t.Fatalf("first page has %d cards, want 1..5: %v", len(page1), page1)
	}

	step("click Show more", click(`Array.from(document.querySelectorAll('.option[data-value="show_more"]')).pop()`),
		waitFor(`document.querySelectorAll('.cards').length >= 2`))
	var page2 []string
	eval("read page 2", cardIDs(1), &page2)
	if len(page2) == 0 || len(page2) > 5 {
		t.Fatalf("second page has %d cards, want 1..5: %v", len(page2), page2)
	}
	seen := map[string]bool{}
	for _, id := range slices.Concat(page1, page2) {
		if id == "" || seen[id] {
			t.Fatalf("product %q missing or repeated: page 1 %v, page 2 %v", id, page1, page2)
		}
		seen[id] = true
	}
	// Product images that cannot load leave a tile with the initial, never a
	// broken image. Checked before clicking in the cards, so their tiles are
	// settled under the mouse.
	step("no broken images", waitFor(`Array.from(document.querySelectorAll('.media img')).every(function(i){ return i.classList.contains('loaded'); }) &&
		document.querySelectorAll('.media .initial').length === document.querySelectorAll('.card').length`))

	// Select a product that can go straight to the cart, with its postback
	// button (forwarded to /widget/events as the storefront script does).
	var pick string
	eval("pick a card", `(function(){
		var cards = Array.from(document.querySelectorAll('.cards')[1].querySelectorAll('.card'));
		var c = cards.find(function(c){ return c.querySelector('[data-action="add-to-cart"]'); });
		return c ? c.dataset.productId : ''; })()`, &pick)
	if pick == "" {
		t.Fatalf("no card on page 2 has an Add to cart button: %v", page2)
	}
	// A card's "Add to cart" is a link: the page shows where it leads.
	step("click Add to cart", click(`Array.from(document.querySelectorAll('.card[data-product-id="`+pick+`"] [data-action="add-to-cart"]')).pop()`),
		waitFor(`!document.getElementById('toast').hidden && !!document.querySelector('#toast a[href*="add-to-cart=`+pick+`"]')`))

	var before int
	eval("count bot messages", botMessages, &before)
	step("click Select", click(`Array.from(document.querySelectorAll('.card[data-product-id="`+pick+`"] [data-type="postback"]')).pop()`),
		waitFor(botMessages+` > `+strconv.Itoa(before)+` && document.getElementById('state-name').textContent === 'awaiting_confirmation'`))

	if shot := os.Getenv("WAKHA_SCREENSHOT"); shot != "" {
		step("hide the toast", chromedp.Evaluate[chromedp.Void](`document.getElementById('toast').hidden = true`))
		screenshot(t, ctx, shot)
	}

	step("the panel shows the confirmation awaited", waitFor(`document.getElementById('awaiting').textContent.indexOf('confirmation') >= 0`))

	step("answer wakha", send("wakha"),
		waitFor(`!!document.querySelector('#messages .bubble.bot a[href*="add-to-cart=`+pick+`"]')`))

	// A follow-up about the product just added (spec 004): answered from the
	// soft context, and the panel says so.
	step("ask its price", send("ch7al taman dyalha?"),
		waitFor(`document.getElementById('last-turn').textContent.indexOf('soft_context') >= 0 && `+
			`document.getElementById('soft-context').textContent.indexOf('answered') >= 0`))
	// The Turns table lists it too, newest first, with its stage times.
	step("the turns table shows the route and times", waitFor(`(function(){ var r = document.querySelector('#turns tr:nth-child(2)'); `+
		`return !!r && r.cells[1].textContent === 'soft_context' && /^[0-9]+$/.test(r.cells[7].textContent); })()`))

	// A reload keeps the tab's conversation.
	var convBefore string
	eval("read conversation id", `document.body.dataset.conversationId`, &convBefore)
	step("reload the page", chromedp.Reload(), chromedp.WaitVisible(chromedp.ID("composer")),
		waitFor(`document.body.dataset.conversationId === '`+convBefore+`' && !!document.querySelector('#messages .bubble.bot a[href*="add-to-cart=`+pick+`"]')`))

	step("ask for a human", send("bghit nhder m3a chi wa7ed"),
		waitFor(`document.getElementById('widget').dataset.owner === 'human' && !document.getElementById('handoff').hidden`))
	var banner string
	eval("read the handoff banner", `document.getElementById('handoff').innerText`, &banner)
	if !strings.Contains(banner, "human") {
		t.Errorf("handoff banner %q does not say a human owns the conversation", banner)
	}

	if mobile {
		// On a phone the state panel is a drawer behind the header's "State" button.
		step("open the state panel", click(`document.getElementById('panel-toggle')`),
			waitFor(`document.getElementById('panel').getBoundingClientRect().right <= window.innerWidth + 1`))
	}
	// The human replies, then resolves; the bot answers the next message again.
	step("reply as agent", click(`document.getElementById('agent-text')`),
		chromedp.SendKeys(chromedp.ID("agent-text"), "Salam, ana Amina. Kifach n3awnek?"),
		click(`document.querySelector('#agent-reply button[type="submit"]')`),
		waitFor(`Array.from(document.querySelectorAll('#messages .row.bot .bubble')).some(function(b){ return b.textContent.indexOf('ana Amina') >= 0; })`))
	step("resolve as agent", click(`document.getElementById('agent-resolve')`),
		waitFor(`document.getElementById('widget').dataset.owner === 'resolved'`))
	if mobile {
		step("close the state panel", click(`document.getElementById('panel-close')`))
	}
	eval("count bot messages", botMessages, &before)
	step("bot is back", send("bghit zit argan"),
		waitFor(`document.getElementById('widget').dataset.owner === 'bot' && `+botMessages+` > `+strconv.Itoa(before)+
			` && document.getElementById('state-name').textContent !== 'handoff'`))

	var convID string
	eval("read conversation id", `document.body.dataset.conversationId`, &convID)
	// Every Application API call wakha made had Chatwoot's shape.
	resp, err := http.Get(p.base + "/demo/api/conversations/" + convID)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var snap struct {
		API struct {
			Calls      int      `json:"calls"`
			Violations []string `json:"violations"`
		} `json:"api"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&snap); err != nil {
		t.Fatal(err)
	}
	if snap.API.Calls == 0 || len(snap.API.Violations) > 0 {
		t.Errorf("Chatwoot API: %d calls, violations %v", snap.API.Calls, snap.API.Violations)
	}
	t.Logf("browser flow took %s", time.Since(start).Round(time.Millisecond))
}

// TestDemoInBrowserIntercom plays the demo on Intercom (--platform
// intercom): the page says so; a Darija search answered with the product
// list and Intercom's reply options; "Zid" clicked; a product picked and
// confirmed by its options, which bring the add-to-cart link; a request for
// a human, assigned to the team; the teammate closes the conversation and
// the bot answers again.
func TestDemoInBrowserIntercom(t *testing.T) {
	b := openDemoBrowser(t, "--platform", "intercom")
	step, eval, waitFor, click, send := b.step, b.eval, b.waitFor, b.click, b.send
	start := time.Now()
	var first []chromedp.Action[chromedp.Void]
	if b.mobile {
		first = append(first, chromedp.EmulateViewport(b.width, b.height, chromedp.EmulateMobile, chromedp.EmulateScale(3)))
	} else {
		first = append(first, chromedp.EmulateViewport(b.width, b.height))
	}
	first = append(first, chromedp.Navigate(b.p.url), chromedp.WaitVisible(chromedp.ID("composer")),
		waitFor(`!!document.body.dataset.conversationId && document.body.dataset.platform === 'intercom'`))
	step("open /demo", first...)
	var footer string
	eval("read the footer", `document.getElementById('footer').innerText`, &footer)
	if !strings.Contains(footer, "Intercom") {
		t.Errorf("the page does not say it plays Intercom: footer %q", footer)
	}

	const products = `document.querySelectorAll('#messages .bubble.bot.html b').length`
	const showMore = `document.querySelectorAll('.option[data-meaning="show_more"]')`
	step("search in Darija", send("wach 3ndkom tajine?"), waitFor(showMore+`.length === 1`))
	var page1 int
	eval("count page 1", products, &page1)
	if page1 == 0 || page1 > 5 {
		t.Fatalf("first list has %d products, want 1..5", page1)
	}
	step("click Zid", click(`document.querySelector('.option[data-meaning="show_more"]')`),
		waitFor(products+` > `+strconv.Itoa(page1)+` && `+showMore+`.length === 1`))

	// Pick, by its reply option, a product the list offers to add to the cart.
	var pick string
	eval("pick a product", `(function(){
		var opts = Array.from(document.querySelectorAll('.option[data-meaning^="select:"]'));
		var o = opts.find(function(o){ return !!document.querySelector('#messages a[data-action="add-to-cart"][href*="add-to-cart=' + o.dataset.meaning.slice(7) + '"]'); });
		return o ? o.dataset.meaning.slice(7) : ''; })()`, &pick)
	if pick == "" {
		t.Fatal("no product of the list can go straight to the cart")
	}
	step("click the product", click(`document.querySelector('.option[data-meaning="select:`+pick+`"]')`),
		waitFor(`document.getElementById('state-name').textContent === 'awaiting_confirmation' && !!document.querySelector('.option[data-meaning="confirm"]')`))
	step("click yes", click(`document.querySelector('.option[data-meaning="confirm"]')`),
		waitFor(`document.querySelectorAll('#messages .bubble.bot a[href*="add-to-cart=`+pick+`"]').length >= 2`))

	step("ask for a human", send("bghit nhder m3a chi wa7ed"),
		waitFor(`document.getElementById('widget').dataset.owner === 'human' && !document.getElementById('handoff').hidden &&
			Array.from(document.querySelectorAll('#messages .activity')).some(function(a){ return a.textContent.indexOf('Souk support') >= 0; })`))
	if b.mobile {
		step("open the state panel", click(`document.getElementById('panel-toggle')`),
			waitFor(`document.getElementById('panel').getBoundingClientRect().right <= window.innerWidth + 1`))
	}
	step("close as teammate", click(`document.getElementById('agent-resolve')`),
		waitFor(`document.getElementById('widget').dataset.owner === 'resolved'`))
	if b.mobile {
		step("close the state panel", click(`document.getElementById('panel-close')`))
	}
	var before int
	eval("count bot messages", `document.querySelectorAll('#messages .bubble.bot').length`, &before)
	step("bot is back", send("bghit zit argan"),
		waitFor(`document.getElementById('widget').dataset.owner === 'bot' && document.querySelectorAll('#messages .bubble.bot').length > `+
			strconv.Itoa(before)+` && document.getElementById('state-name').textContent !== 'handoff'`))

	var convID string
	eval("read conversation id", `document.body.dataset.conversationId`, &convID)
	resp, err := http.Get(b.p.base + "/demo/api/conversations/" + convID)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var snap struct {
		API struct {
			Calls      int      `json:"calls"`
			Violations []string `json:"violations"`
		} `json:"api"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&snap); err != nil {
		t.Fatal(err)
	}
	if snap.API.Calls == 0 || len(snap.API.Violations) > 0 {
		t.Errorf("Intercom API: %d calls, violations %v", snap.API.Calls, snap.API.Violations)
	}
	t.Logf("browser flow took %s", time.Since(start).Round(time.Millisecond))
}

func screenshot(t *testing.T, ctx context.Context, path string) {
	t.Helper()
	// Let the last poll land, the images settle; no hover, page at the top.
	time.Sleep(1200 * time.Millisecond)
	if err := chromedp.Do(ctx, chromedp.MouseEvent(chromedp.MouseMoved, 1, 1), chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, 0)`)); err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	if !filepath.IsAbs(path) {
		// Relative to the repository root, like the README's links.
		path = filepath.Join("..", "..", path)
	}
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	t.Logf("screenshot written to %s", path)
}

// TestDemoStopsCleanly starts the demo with its own throwaway PostgreSQL
// and checks that stopping it (Ctrl-C) leaves no server and no directory.
func TestDemoStopsCleanly(t *testing.T) {
	if _, err := pgtmp.FindBinaries("", nil); err != nil {
		t.Skipf("no PostgreSQL binaries: %v", err)
	}
	catalog, _ := filepath.Abs(testCatalog)
	// A directory the unprivileged server user can reach when tests run as root.
	tmp, err := os.MkdirTemp("", "wakha-demo-test-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(tmp) })
	if err := os.Chmod(tmp, 0o755); err != nil {
		t.Fatal(err)
	}
	p := startDemo(t, map[string]string{"CATALOG_FILE": catalog, "TMPDIR": tmp})

	dirs, _ := filepath.Glob(filepath.Join(tmp, "wakha-pg-*"))
	if len(dirs) != 1 {
		t.Fatalf("want one cluster directory in %s, got %v", tmp, dirs)
	}
	pidText, err := os.ReadFile(filepath.Join(dirs[0], "data", "postmaster.pid"))
	if err != nil {
		t.Fatal(err)
	}
	pid, _ := strconv.Atoi(strings.TrimSpace(strings.SplitN(string(pidText), "\n", 2)[0]))
	for _, path := range []string{"/readyz", "/demo", "/demo/assets/demo.js"} {
		resp, err := http.Get(p.base + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Errorf("GET %s: %d", path, resp.StatusCode)
		}
	}
	if lines := strings.Count(strings.TrimSpace(plainLines(p.out.String())), "\n") + 1; lines != 1 {
		t.Errorf("the demo printed %d plain lines, want only the URL:\n%s", lines, p.out)
	}

	p.stop(t)
	if left, _ := filepath.Glob(filepath.Join(tmp, "*")); len(left) > 0 {
		t.Errorf("left behind: %v", left)
	}
	if pid > 0 {
		if err := syscallKill0(pid); err == nil {
			t.Errorf("postmaster %d still running", pid)
		}
	}
}

// plainLines drops JSON log lines.
func plainLines(s string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if l != "" && !strings.HasPrefix(l, "{") {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

func syscallKill0(pid int) error {
	if err := syscall.Kill(pid, 0); err != nil {
		return err
	}
	// A zombie still answers signal 0.
	if b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat"); err == nil {
		if i := bytes.LastIndexByte(b, ')'); i >= 0 && i+2 < len(b) && b[i+2] == 'Z' {
			return errors.New("zombie")
		}
	}
	return nil
}

func TestDemoWithoutPostgres(t *testing.T) {
	empty := t.TempDir()
	old := demoPGSearchGlobs
	demoPGSearchGlobs = []string{filepath.Join(empty, "*", "bin")}
	t.Cleanup(func() { demoPGSearchGlobs = old })
	catalog := filepath.Join(empty, "catalog.json")
	if err := os.WriteFile(catalog, []byte("[]"), 0o644); err != nil {
		t.Fatal(err)
	}
	env := map[string]string{"PATH": empty, "CATALOG_FILE": catalog}
	err := run(context.Background(), []string{"demo", "--addr", "127.0.0.1:0"}, func(k string) string { return env[k] }, &bytes.Buffer{})
	if err == nil {
		t.Fatal("demo started without a database")
	}
	t.Logf("connector: %v", err)
	for _, want := range []string{"DATABASE_URL", "install PostgreSQL", "docker compose up db"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("message lacks %q:\n%v", want, err)
		}
	}
}

func TestDemoAddressInUse(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	env := map[string]string{"CATALOG_FILE": os.Args[0]}
	err = run(context.Background(), []string{"demo", "--addr", ln.Addr().String()}, func(k string) string { return env[k] }, &bytes.Buffer{})
	if err == nil || !strings.Contains(err.Error(), "already in use") || !strings.Contains(err.Error(), "--addr") {
		t.Fatalf("err = %v, want a message saying the address is in use and naming --addr", err)
	}
}

func TestDemoWithoutCatalog(t *testing.T) {
	// The tests run in cmd/connector, which has no testdata/catalog.json.
	err := run(context.Background(), []string{"demo"}, func(string) string { return "" }, &bytes.Buffer{})
	if err == nil || !strings.Contains(err.Error(), "CATALOG_FILE") || !strings.Contains(err.Error(), "repository root") {
		t.Fatalf("err = %v, want a message naming CATALOG_FILE and the repository root", err)
	}
}

func TestLocalAddr(t *testing.T) {
	for in, want := range map[string]string{
		"127.0.0.1:8080": "127.0.0.1:8080",
		"0.0.0.0:8080":   "127.0.0.1:8080",
		"[::]:9000":      "127.0.0.1:9000",
		":8080":          "127.0.0.1:8080",
		"[::1]:8080":     "[::1]:8080",
	} {
		if got := localAddr(in); got != want {
			t.Errorf("localAddr(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestDemoUnknownPlatform(t *testing.T) {
	err := run(context.Background(), []string{"demo", "--platform", "teams"}, func(string) string { return "" }, &bytes.Buffer{})
	if err == nil || !strings.Contains(err.Error(), "chatwoot or intercom") {
		t.Fatalf("err = %v, want a message naming the platforms the demo plays", err)
	}
}
