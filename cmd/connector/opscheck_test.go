package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"math"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wakha/wakha/chatwoot/fake"
	icfake "github.com/wakha/wakha/intercom/fake"
	"github.com/wakha/wakha/postgres/pgtest"
	"github.com/wakha/wakha/woocommerce/wootest"
)

// TestOpsDashboardLive proves the dashboard and the alert rules against what
// wakha really exports: it starts wakha on a fake Chatwoot, a fake Intercom
// and a fake WooCommerce store, runs a real Prometheus with
// deploy/prometheus/prometheus.yml (only the target replaced by this wakha's
// address) and alerts.yml, drives shoppers on both platforms while it
// injects faults one by one (Chatwoot 500 and 429, Intercom 401 and 429, a
// dead letter, a handoff on each platform, refused signatures, the store
// down until the breaker opens), then runs every panel expression and every
// alert expression, comparisons stripped, through Prometheus's HTTP API:
// each must be valid and return series.
//
// It needs Prometheus (Debian: apt-get install prometheus) and runs only
// with WAKHA_OPSCHECK=1 (.ci/run sets it). WAKHA_OPSCHECK_PLOT=file.json
// also writes the main panels' series over the run, for
// docs/plot_ops.py, and stretches the load to a few minutes for the picture.
func TestOpsDashboardLive(t *testing.T) {
	if os.Getenv("WAKHA_OPSCHECK") == "" {
		t.Skip("set WAKHA_OPSCHECK=1 to run the dashboard and alerts against a real Prometheus (.ci/run does)")
	}
	promBin, err := exec.LookPath("prometheus")
	if err != nil {
		t.Fatalf("WAKHA_OPSCHECK is set but prometheus is not installed (Debian: apt-get install prometheus): %v", err)
	}
	plotTo := os.Getenv("WAKHA_OPSCHECK_PLOT")

	// wakha, on both platforms and a live (fake) store.
	cw := newPlatform(t)
	ic := newIntercom(t)
	store := wootest.New(t, "../../testdata/catalog.json")
	env := ic.env(pgtest.URL(t))
	maps.Copy(env, map[string]string{
		"CHATWOOT_BASE_URL":       cw.api.URL,
		"CHATWOOT_BOT_TOKEN":      cw.fake.BotToken(),
		"CHATWOOT_WEBHOOK_SECRET": webhookSecret,
		"CHATWOOT_TIMEOUT":        "2s",
		"WOOCOMMERCE_BASE_URL":    store.URL,
		"WOOCOMMERCE_TIMEOUT":     "1s",
		"CATALOG_CACHE_TTL":       "3s", // misses as well as hits
		"OUTBOX_MAX_ATTEMPTS":     "4",
		"LOG_LEVEL":               "info", // launch waits for the "listening" line
	})
	delete(env, "CATALOG_FILE")
	inst := launch(t, env, nil)
	cwURL, icURL := inst.url+"/webhooks/chatwoot", inst.url+"/webhooks/intercom"
	cw.mu.Lock()
	cw.target = fake.NewWebhookSender(cwURL, []byte(webhookSecret))
	cw.mu.Unlock()
	ic.mu.Lock()
	ic.target = &icfake.WebhookSender{URL: icURL, Secret: []byte(intercomSecret)}
	ic.mu.Unlock()

	prom := startPrometheus(t, promBin, strings.TrimPrefix(inst.url, "http://"))
	start := time.Now()

	// Shoppers on both platforms until the checks are done.
	replies := newReplyClock()
	cw.fake.OnOutgoing(func(_, conv string, _ fake.Message) { replies.seen("cw"+conv, time.Now()) })
	ic.fake.OnReply(func(conv string, _ icfake.Part) { replies.seen("ic"+conv, time.Now()) })
	loadCtx, stopLoad := context.WithCancel(context.Background())
	var shoppers sync.WaitGroup
	defer func() { stopLoad(); shoppers.Wait() }()
	cwSender := fake.NewWebhookSender(cwURL, []byte(webhookSecret))
	icSender := &icfake.WebhookSender{URL: icURL, Secret: []byte(intercomSecret)}
	for i := range 3 {
		shoppers.Go(func() {
			for n := 0; loadCtx.Err() == nil; n++ {
				c := cw.fake.NewConversation(fake.ConversationOptions{})
				for _, text := range shopperScript(i + n) {
					d, err := cw.fake.IncomingMessage(c.AccountID, c.ID, text)
					if err != nil {
						return
					}
					before := replies.count("cw" + c.ID)
					if _, err := cwSender.Send(loadCtx, d); err != nil {
						return
					}
					replies.wait(loadCtx, "cw"+c.ID, before, 5*time.Second)
					pause(loadCtx, 150*time.Millisecond)
				}
			}
		})
		shoppers.Go(func() {
			for n := 0; loadCtx.Err() == nil; n++ {
				script := shopperScript(i + n + 1)
				c, note := ic.fake.StartConversation(icfake.ConversationOptions{}, script[0])
				for k := 0; ; k++ {
					before := replies.count("ic" + c.ID)
					if _, err := icSender.Send(loadCtx, note); err != nil {
						return
					}
					replies.wait(loadCtx, "ic"+c.ID, before, 5*time.Second)
					pause(loadCtx, 150*time.Millisecond)
					if k+1 == len(script) {
						break
					}
					next, err := ic.fake.UserReply(c.ID, script[k+1])
					if err != nil {
						return
					}
					note = next
				}
			}
		})
	}

	metrics := func() scraped { return scrapeMetrics(t, inst.url+"/metrics") }
	var marks []plotMark // when each fault took effect, for the picture
	waitFor := func(what string, cond func(scraped) bool) {
		t.Helper()
		deadline := time.Now().Add(90 * time.Second)
		for !cond(metrics()) {
			if time.Now().After(deadline) {
				t.Fatalf("the load did not produce %s within 90s", what)
			}
			time.Sleep(200 * time.Millisecond)
		}
		at := time.Since(start).Seconds()
		t.Logf("%5.1fs  %s", at, what)
		marks = append(marks, plotMark{At: at, Label: what})
		if plotTo != "" && len(marks) > 1 {
			prom.awaitScrapes(t, 3) // each fault apart from the next, for the picture
		}
	}
	waitFor("replies on both platforms", func(m scraped) bool {
		return m.sum("wakha_outbox_sends_total", "platform", "chatwoot", "outcome", "sent") >= 5 &&
			m.sum("wakha_outbox_sends_total", "platform", "intercom", "outcome", "sent") >= 5
	})
	if plotTo != "" {
		prom.awaitScrapes(t, 6) // a calm minute before the first fault, for the picture
	}

	// The faults, one after the other, each waited for in wakha's own metrics.
	before := metrics()
	cw.fake.FailNext(3, http.StatusInternalServerError, 0)
	waitFor("Chatwoot 500s retried", func(m scraped) bool {
		return m.sum("wakha_outbox_sends_total", "platform", "chatwoot", "outcome", "retry") >= before.sum("wakha_outbox_sends_total", "platform", "chatwoot", "outcome", "retry")+3
	})
	cw.fake.FailNext(2, http.StatusTooManyRequests, time.Second)
	waitFor("a Chatwoot 429 with Retry-After", func(m scraped) bool {
		return m.sum("wakha_outbox_retry_after_seconds_count", "platform", "chatwoot") >= 1
	})
	// X-RateLimit-Reset is whole seconds: a reset 1 s ahead can be truncated to
	// a second the client has already reached when the answer is slow, which
	// asks for no wait; 2 s ahead stays ahead unless the answer takes a second.
	ic.fake.FailNext(icfake.Failure{Status: http.StatusUnauthorized}, icfake.Failure{Status: http.StatusUnauthorized},
		icfake.Failure{Status: http.StatusUnauthorized}, icfake.Failure{Status: http.StatusTooManyRequests, Reset: 2 * time.Second})
	waitFor("Intercom 401s and a 429", func(m scraped) bool {
		return m.sum("wakha_outbox_auth_failures_total", "platform", "intercom") >= 3 &&
			m.sum("wakha_outbox_retry_after_seconds_count", "platform", "intercom") >= 1
	})
	cw.fake.FailNext(1, http.StatusUnprocessableEntity, 0) // refused as such: dead at once
	waitFor("a dead letter", func(m scraped) bool {
		return m.sum("wakha_outbox_sends_total", "platform", "chatwoot", "outcome", "dead") >= 1
	})
	handoff := cw.fake.NewConversation(fake.ConversationOptions{})
	d, err := cw.fake.IncomingMessage(handoff.AccountID, handoff.ID, "I want to talk to a human")
	if err != nil {
		t.Fatal(err)
	}
	if status, err := cwSender.Send(context.Background(), d); err != nil || status != http.StatusOK {
		t.Fatalf("handoff message: %d %v", status, err)
	}
	_, note := ic.fake.StartConversation(icfake.ConversationOptions{}, "I want to talk to a human")
	if status, err := icSender.Send(context.Background(), note); err != nil || status != http.StatusOK {
		t.Fatalf("handoff notification: %d %v", status, err)
	}
	waitFor("a handoff on each platform", func(m scraped) bool {
		return m.sum("wakha_handoffs_total", "platform", "chatwoot", "reason", "user_requested") >= 1 &&
			m.sum("wakha_handoffs_total", "platform", "intercom", "reason", "user_requested") >= 1
	})
	forged := fake.NewWebhookSender(cwURL, []byte("not-the-webhook-secret"))
	forgedIC := &icfake.WebhookSender{URL: icURL, Secret: []byte("not-the-client-secret")}
	for range 5 {
		c := cw.fake.NewConversation(fake.ConversationOptions{})
		d, err := cw.fake.IncomingMessage(c.AccountID, c.ID, "hello")
		if err != nil {
			t.Fatal(err)
		}
		if status, err := forged.Send(context.Background(), d); err != nil || status != http.StatusUnauthorized {
			t.Fatalf("forged Chatwoot webhook: %d %v, want 401", status, err)
		}
		_, n := ic.fake.StartConversation(icfake.ConversationOptions{}, "hello")
		if status, err := forgedIC.Send(context.Background(), n); err != nil || status != http.StatusUnauthorized {
			t.Fatalf("forged Intercom notification: %d %v, want 401", status, err)
		}
	}
	store.Fail(wootest.Fail500, -1)
	waitFor("the catalog breaker open", func(m scraped) bool { return m.sum("wakha_catalog_circuit_state") == 2 })
	prom.awaitQuery(t, `max(wakha_catalog_circuit_state) == 2`)
	store.Fail(wootest.FailNone, 0)
	waitFor("the catalog breaker closed again", func(m scraped) bool { return m.sum("wakha_catalog_circuit_state") == 0 })
	if plotTo != "" {
		prom.awaitScrapes(t, 9) // the recovery, for the picture
	}

	// Every expression, as Grafana and the rule manager would run them.
	d0 := readDashboard(t)
	vars := prom.resolveVariables(t, d0)
	rate := fmt.Sprintf("%ds", 4*readPromConfig(t).scrapeSeconds(t)) // Grafana's smallest $__rate_interval
	var exprs []opsExpr
	for _, e := range d0.exprs() {
		e.expr = substituteVariables(e.expr, vars, rate)
		exprs = append(exprs, e)
	}
	exprs = append(exprs, readAlerts(t).exprs()...)
	pending := awaited(t)
	checked, skipped := 0, 0
	deadline := time.Now().Add(3 * time.Minute)
	for _, e := range exprs {
		if strings.Contains(e.expr, "$") {
			t.Errorf("%s: a variable is left after substitution: %s", e.where, e.expr)
			continue
		}
		if m := slices.IndexFunc(pending, func(name string) bool { return strings.Contains(e.expr, name) }); m >= 0 {
			t.Logf("NOT CHECKED (awaiting %s): %s: %s", pending[m], e.where, e.expr)
			skipped++
			continue
		}
		if _, err := prom.seriesWithin(e.expr, deadline); err != nil {
			t.Errorf("%s: %v\n  %s", e.where, err, e.expr)
			continue
		}
		checked++
	}
	t.Logf("%d expressions return series from Prometheus (%d panel targets, %d alert parts); %d not checked, awaiting their metrics",
		checked, len(d0.exprs()), len(exprs)-len(d0.exprs()), skipped)

	if plotTo != "" {
		prom.writePlotData(t, plotTo, vars, rate, start, marks[1:]) // the first is the load starting
	}
	if v := cw.fake.Violations(); len(v) > 0 {
		t.Errorf("Chatwoot requests off its documented shape: %q", v)
	}
}

// shopperScript is what one simulated shopper types: a search (one of a
// few, so the catalog cache both hits and misses), paging, a pick and its
// confirmation, a second search.
func shopperScript(n int) []string {
	searches := []string{"wach 3ndkom tajine?", "bghit babouche", "robe rouge", "je cherche un caftan", "sac en cuir"}
	return []string{searches[n%len(searches)], "zid", "2", "wakha", searches[(n+2)%len(searches)], "merci"}
}

// pause shapes the load (a shopper reading); it is no synchronization.
func pause(ctx context.Context, d time.Duration) {
	select {
	case <-ctx.Done():
	case <-time.After(d):
	}
}

// scraped is one scrape of wakha's /metrics: series text → value.
type scraped map[string]float64

var seriesLine = regexp.MustCompile(`^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{.*\})? ([^ ]+)`)

func scrapeMetrics(t *testing.T, metricsURL string) scraped {
	t.Helper()
	resp, err := http.Get(metricsURL)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	out := scraped{}
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	for sc.Scan() {
		m := seriesLine.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		v, err := strconv.ParseFloat(m[3], 64)
		if err == nil {
			out[m[1]+m[2]] = v
		}
	}
	return out
}

// sum adds the series of name whose labels include the given pairs.
func (s scraped) sum(name string, labelPairs ...string) float64 {
	total := 0.0
	for series, v := range s {
		if series != name && !strings.HasPrefix(series, name+"{") {
			continue
		}
		ok := true
		for i := 0; i+1 < len(labelPairs); i += 2 {
			if !strings.Contains(series, labelPairs[i]+`="`+labelPairs[i+1]+`"`) {
				ok = false
			}
		}
		if ok {
			total += v
		}
	}
	return total
}

// promServer is a Prometheus server started for the test.
type promServer struct {
	url    string
	client *http.Client
	logs   *bytes.Buffer
}

func startPrometheus(t *testing.T, bin, target string) *promServer {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(repoRoot, promConfigPath))
	if err != nil {
		t.Fatal(err)
	}
	composeTarget := readPromConfig(t).target(t)
	if strings.Count(string(raw), composeTarget) != 1 {
		t.Fatalf("%s names %s more than once: the templating below would change more than the target", promConfigPath, composeTarget)
	}
	dir := t.TempDir()
	templated := strings.Replace(string(raw), composeTarget, target, 1)
	if err := os.WriteFile(filepath.Join(dir, "prometheus.yml"), []byte(templated), 0o600); err != nil {
		t.Fatal(err)
	}
	rules, err := os.ReadFile(filepath.Join(repoRoot, alertsPath))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "alerts.yml"), rules, 0o600); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	p := &promServer{url: "http://" + addr, client: &http.Client{Timeout: 10 * time.Second}, logs: &bytes.Buffer{}}
	cmd := exec.Command(bin, "--config.file="+filepath.Join(dir, "prometheus.yml"), "--storage.tsdb.path="+filepath.Join(dir, "data"),
		"--web.listen-address="+addr, "--log.level=warn")
	cmd.Stdout, cmd.Stderr = p.logs, p.logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		if t.Failed() {
			t.Logf("prometheus logs:\n%s", tail(p.logs.String(), 40))
		}
	})
	deadline := time.Now().Add(60 * time.Second)
	for {
		resp, err := p.client.Get(p.url + "/-/ready")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				break
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("prometheus not ready within 60s: %v\n%s", err, p.logs)
		}
		time.Sleep(200 * time.Millisecond)
	}
	p.awaitQuery(t, `up{job="wakha"} == 1`)
	return p
}

// promResult is the part of Prometheus's API answer the test reads.
type promResult struct {
	Status    string `json:"status"`
	ErrorType string `json:"errorType"`
	Error     string `json:"error"`
	Data      struct {
		ResultType string `json:"resultType"`
		Result     []struct {
			Metric map[string]string `json:"metric"`
			Value  []any             `json:"value"`
			Values [][]any           `json:"values"`
		} `json:"result"`
	} `json:"data"`
}

func (p *promServer) get(path string, q url.Values) (promResult, error) {
	var r promResult
	resp, err := p.client.Get(p.url + path + "?" + q.Encode())
	if err != nil {
		return r, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return r, err
	}
	if err := json.Unmarshal(body, &r); err != nil {
		return r, fmt.Errorf("prometheus answered %d: %.200s", resp.StatusCode, body)
	}
	if r.Status != "success" {
		return r, fmt.Errorf("invalid: %s: %s", r.ErrorType, r.Error)
	}
	return r, nil
}

// seriesWithin runs expr until it returns series or deadline passes; an
// expression Prometheus refuses fails at once.
func (p *promServer) seriesWithin(expr string, deadline time.Time) (int, error) {
	for {
		r, err := p.get("/api/v1/query", url.Values{"query": {expr}})
		if err != nil {
			return 0, err
		}
		if n := len(r.Data.Result); n > 0 {
			return n, nil
		}
		if time.Now().After(deadline) {
			return 0, fmt.Errorf("no series (waited until %s)", deadline.Format(time.TimeOnly))
		}
		time.Sleep(time.Second)
	}
}

func (p *promServer) awaitQuery(t *testing.T, expr string) {
	t.Helper()
	if _, err := p.seriesWithin(expr, time.Now().Add(2*time.Minute)); err != nil {
		t.Fatalf("prometheus: %s: %v", expr, err)
	}
}

// awaitScrapes waits until Prometheus has scraped wakha n more times.
func (p *promServer) awaitScrapes(t *testing.T, n int) {
	t.Helper()
	count := func() int {
		r, err := p.get("/api/v1/query", url.Values{"query": {`count_over_time(up{job="wakha"}[1h])`}})
		if err != nil || len(r.Data.Result) == 0 {
			t.Fatalf("prometheus: counting scrapes: %v", err)
		}
		v, _ := strconv.ParseFloat(fmt.Sprint(r.Data.Result[0].Value[1]), 64)
		return int(v)
	}
	want := count() + n
	deadline := time.Now().Add(time.Duration(n+6) * 10 * time.Second)
	for count() < want {
		if time.Now().After(deadline) {
			t.Fatalf("prometheus did not scrape %d more times", n)
		}
		time.Sleep(time.Second)
	}
}

// labelValuesQuery reads a Grafana label_values(selector, label) query.
var labelValuesQuery = regexp.MustCompile(`^label_values\((.+),\s*([A-Za-z_][A-Za-z0-9_]*)\)$`)

// resolveVariables gives each query variable the regex Grafana sends for
// "All" of the values its own query finds now, in dashboard order (a
// variable may use those before it). A variable whose query finds nothing
// fails the test: its panels would show nothing.
func (p *promServer) resolveVariables(t *testing.T, d grafanaDashboard) map[string]string {
	t.Helper()
	vars := map[string]string{}
	for _, v := range d.Templating.List {
		if v.Type != "query" {
			continue
		}
		m := labelValuesQuery.FindStringSubmatch(v.Definition)
		if m == nil {
			t.Fatalf("variable %s: cannot read %q", v.Name, v.Definition)
		}
		selector := substituteVariables(m[1], vars, "")
		r, err := p.get("/api/v1/query", url.Values{"query": {selector}})
		if err != nil {
			t.Fatalf("variable %s: %s: %v", v.Name, selector, err)
		}
		seen := map[string]bool{}
		for _, s := range r.Data.Result {
			if val := s.Metric[m[2]]; val != "" {
				seen[val] = true
			}
		}
		if len(seen) == 0 {
			t.Fatalf("variable %s: %s has no %s values", v.Name, selector, m[2])
		}
		values := slices.Sorted(maps.Keys(seen))
		quoted := make([]string, len(values))
		for i, val := range values {
			// Regex-escaped, then escaped again inside a PromQL string, as Grafana does.
			quoted[i] = strings.ReplaceAll(regexp.QuoteMeta(val), `\`, `\\`)
		}
		vars[v.Name] = "(" + strings.Join(quoted, "|") + ")"
		t.Logf("$%s = %s", v.Name, strings.Join(values, ", "))
	}
	return vars
}

// substituteVariables replaces $name and ${name} as Grafana does.
func substituteVariables(expr string, vars map[string]string, rateInterval string) string {
	return grafanaVarRef.ReplaceAllStringFunc(expr, func(ref string) string {
		m := grafanaVarRef.FindStringSubmatch(ref)
		name := m[1] + m[2]
		if v, ok := vars[name]; ok {
			return v
		}
		if strings.HasPrefix(name, "__") && rateInterval != "" {
			return rateInterval
		}
		return ref
	})
}

// plotPanels are the panels docs/ops-dashboard.png shows.
var plotPanels = []string{
	"Webhooks by outcome", "Refused webhooks", "Webhook acknowledgement",
	"Turn (claim → commit)", "Turn stages p99", "Reply delivery (commit → platform accepted)",
	"Pending events (backlog)", "Conversations by dialogue state", "Routes",
	"Sends by outcome", "Retry-After waits", "Handoffs by reason",
	"Store API requests by outcome", "Circuit breaker", "Connection pool",
}

// plotSource is what the plot reads of a dashboard panel.
type plotSource struct {
	Title       string `json:"title"`
	FieldConfig struct {
		Defaults struct {
			Unit string `json:"unit"`
		} `json:"defaults"`
	} `json:"fieldConfig"`
	Targets []struct {
		Expr         string `json:"expr"`
		LegendFormat string `json:"legendFormat"`
	} `json:"targets"`
}

// plotMark is a moment of the load: a fault taking effect.
type plotMark struct {
	At    float64 `json:"at"` // seconds since the load started
	Label string  `json:"label"`
}

// writePlotData writes the plotted panels' series over the run as JSON:
// {"panels": [{"title", "unit", "series": [{"legend", "points": [[seconds, value]…]}]}], "marks": […]}.
func (p *promServer) writePlotData(t *testing.T, path string, vars map[string]string, rate string, start time.Time, marks []plotMark) {
	t.Helper()
	type series struct {
		Legend string       `json:"legend"`
		Points [][2]float64 `json:"points"`
	}
	type panel struct {
		Title  string   `json:"title"`
		Unit   string   `json:"unit"`
		Series []series `json:"series"`
	}
	raw, err := os.ReadFile(filepath.Join(repoRoot, dashboardPath))
	if err != nil {
		t.Fatal(err)
	}
	var dash struct {
		Panels []plotSource `json:"panels"`
	}
	if err := json.Unmarshal(raw, &dash); err != nil {
		t.Fatal(err)
	}
	legendLabel := regexp.MustCompile(`\{\{\s*([A-Za-z0-9_]+)\s*\}\}`)
	var out []panel
	for _, title := range plotPanels {
		i := slices.IndexFunc(dash.Panels, func(p plotSource) bool { return p.Title == title })
		if i < 0 {
			t.Fatalf("plot: no panel %q", title)
		}
		pn := panel{Title: title, Unit: dash.Panels[i].FieldConfig.Defaults.Unit}
		for _, tg := range dash.Panels[i].Targets {
			r, err := p.get("/api/v1/query_range", url.Values{
				"query": {substituteVariables(tg.Expr, vars, rate)},
				"start": {strconv.FormatInt(start.Unix(), 10)}, "end": {strconv.FormatInt(time.Now().Unix(), 10)}, "step": {"5"},
			})
			if err != nil {
				t.Fatalf("plot %q: %v", title, err)
			}
			for _, s := range r.Data.Result {
				legend := legendLabel.ReplaceAllStringFunc(tg.LegendFormat, func(ref string) string {
					return s.Metric[legendLabel.FindStringSubmatch(ref)[1]]
				})
				var pts [][2]float64
				for _, v := range s.Values {
					at, _ := v[0].(float64)
					val, err := strconv.ParseFloat(fmt.Sprint(v[1]), 64)
					if err == nil && !math.IsNaN(val) && !math.IsInf(val, 0) { // JSON has neither; a gap in the plot
						pts = append(pts, [2]float64{at - float64(start.Unix()), val})
					}
				}
				pn.Series = append(pn.Series, series{Legend: legend, Points: pts})
			}
		}
		sort.Slice(pn.Series, func(a, b int) bool { return pn.Series[a].Legend < pn.Series[b].Legend })
		out = append(out, pn)
	}
	b, err := json.MarshalIndent(struct {
		Panels []panel    `json:"panels"`
		Marks  []plotMark `json:"marks"`
	}{out, marks}, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("plot data for %d panels written to %s", len(out), path)
}
