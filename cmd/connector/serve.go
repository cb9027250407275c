package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/wakha/wakha/admin"

	"github.com/labstack/echo/v4"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/chatwoot"
	"github.com/wakha/wakha/config"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/intercom"
	"github.com/wakha/wakha/postgres"
	"github.com/wakha/wakha/runner"
	"github.com/wakha/wakha/webhook"
	"github.com/wakha/wakha/woocommerce"
)

func runServe(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	cfg, err := config.Load(getenv)
	if err != nil {
		return fmt.Errorf("configuration:\n%w", err)
	}
	return serveConfig(ctx, cfg, args, stdout)
}

// serveConfig serves cfg, once its flags are applied and it is valid.
func serveConfig(ctx context.Context, cfg config.Config, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stdout)
	addr := fs.String("addr", "", "listen address (overrides HTTP_ADDR)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *addr != "" {
		cfg.HTTPAddr = *addr
	}
	if len(cfg.Platforms()) == 0 {
		return errors.New("configuration: no platform is configured: set CHATWOOT_BASE_URL (Chatwoot) or INTERCOM_ACCESS_TOKEN " +
			"(Intercom), or both (run `connector demo` to try wakha without either)")
	}
	if err := cfg.Validate(); err != nil {
		return fmt.Errorf("configuration:\n%w", err)
	}
	return serve(ctx, cfg, stdout, serveHooks{})
}

// configWith loads and validates the configuration with env laid over
// getenv: the demo and the load tool set what they run against themselves.
func configWith(env map[string]string, getenv func(string) string) (config.Config, error) {
	cfg, err := config.Load(func(k string) string {
		if v, ok := env[k]; ok {
			return v
		}
		return getenv(k)
	})
	if err == nil {
		err = cfg.Validate()
	}
	if err != nil {
		return config.Config{}, fmt.Errorf("configuration:\n%w", err)
	}
	return cfg, nil
}

func runMigrate(ctx context.Context, _ []string, getenv func(string) string, stdout io.Writer) error {
	cfg, err := config.Load(getenv)
	if err != nil {
		return fmt.Errorf("configuration:\n%w", err)
	}
	if cfg.DatabaseURL == "" {
		return errors.New("configuration: DATABASE_URL is required")
	}
	log := newLogger(stdout, cfg.LogLevel)
	db, err := postgres.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer db.Close()
	if err := db.Migrate(ctx); err != nil {
		return err
	}
	log.Info("migrations applied")
	return nil
}

// routeDeps are what the demo's pages may use of the running service.
type routeDeps struct {
	Catalog wakha.Catalog
	Engine  engine.Config
	Now     func() time.Time
}

// serveHooks let the demo reuse the real service: it mounts its pages on
// the same router and learns the address once the listener is up.
type serveHooks struct {
	routes    func(e *echo.Echo, db *postgres.DB, rt routeDeps)
	listening func(addr string)
	// now, when set, is the clock of the database's timers, the runner and
	// the dispatcher (tests step over a confirmation's TTL with it).
	now func() time.Time
	// answered, when set, hears of each reply that answers shopper events
	// once the platform accepted it (the load tool's pairing).
	answered func(row wakha.OutboxRow, acceptedAt time.Time)
	// dbTracer, when set, sees every statement sent to the database (the
	// load tool counts round trips per message with it).
	dbTracer pgx.QueryTracer
}

// serve runs the HTTP server, the runner and the dispatcher until ctx ends,
// then shuts them down within cfg.Shutdown: stop accepting requests and new
// work, let in-flight requests, turns and sends finish, release outbox
// leases, close the pool. Whatever still runs when the grace period is
// over (a turn stuck on a hung database, say) is cancelled, and serve
// returns by the deadline even if something ignores that.
func serve(ctx context.Context, cfg config.Config, stdout io.Writer, hooks serveHooks) error {
	log := newLogger(stdout, cfg.LogLevel)
	if cfg.ChatwootConfigured() && cfg.Chatwoot.InsecureNoSignature && len(cfg.Chatwoot.WebhookSecrets) == 0 && cfg.Chatwoot.WebhookToken == "" {
		log.Warn("CHATWOOT_INSECURE_NO_SIGNATURE=true: anyone who can reach /webhooks/chatwoot can post events as Chatwoot")
	}
	if cfg.IntercomConfigured() && cfg.Intercom.InsecureNoSignature && len(cfg.Intercom.ClientSecrets) == 0 {
		log.Warn("INTERCOM_INSECURE_NO_SIGNATURE=true: anyone who can reach /webhooks/intercom can post events as Intercom")
	}
	db, err := postgres.OpenWith(ctx, cfg.DatabaseURL, postgres.Options{MaxConns: cfg.DatabaseMaxConns, DefaultMaxConns: cfg.PoolSize(), Tracer: hooks.dbTracer})
	if err != nil {
		return err
	}
	db.Now = hooks.now
	dbClosed := false
	defer func() {
		if !dbClosed {
			db.Close()
		}
	}()
	if err := db.Migrate(ctx); err != nil {
		return err
	}
	// Ends when the shutdown's grace period is over: in-flight requests,
	// turns and sends are cancelled then.
	abortCtx, abort := context.WithCancel(context.WithoutCancel(ctx))
	defer abort()

	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	catalog, err := openCatalog(cfg, reg, log)
	if err != nil {
		return err
	}
	und := understanderFor(ctx, catalog, log)

	owner := ownerID()
	engCfg := engine.DefaultConfig()
	engCfg.ConfirmationTTL = cfg.ConfirmationTTL
	engCfg.AwaitingTTL, engCfg.SoftContextTTL = cfg.AwaitingTTL, cfg.SoftContextTTL
	engCfg.SessionInteractionTimeout, engCfg.SessionCooldown = cfg.SessionInteractionTimeout, cfg.SessionCooldown
	engCfg.ProactiveEnabled, engCfg.ProactiveMaxPerHour, engCfg.ProactiveDwell = cfg.ProactiveEnabled, cfg.ProactiveMaxPerHour, cfg.ProactiveDwell
	engCfg = followUpConfig(engCfg, cfg.FollowUp)
	m := runner.NewMetrics(reg)

	var (
		platformList []wakha.Platform
		webhooks     []wakha.Webhook
		postbacks    webhook.PostbackVerifier // card Select buttons: Chatwoot only
	)
	if cfg.ChatwootConfigured() {
		client := chatwoot.NewClient(cfg.Chatwoot.BaseURL, cfg.Chatwoot.BotToken,
			&http.Client{Timeout: cfg.Chatwoot.RequestTimeout, Transport: platformTransport(cfg)})
		client.Logger, client.Version = log, cfg.Chatwoot.Version
		postbackSecret := cfg.Widget.Secret
		if postbackSecret == "" {
			postbackSecret = cfg.Chatwoot.BotToken
		}
		signer, err := chatwoot.NewPostbackSigner(chatwoot.DerivePostbackKey(postbackSecret))
		if err != nil {
			return err
		}
		signer.TTL = cfg.Widget.PostbackTTL
		postbacks = signer
		m.Prepare(chatwoot.Name, kindNames(chatwoot.OutboundKinds)...)
		platformList = append(platformList, chatwoot.Platform{Client: client, HandoffTeamID: int64(cfg.Chatwoot.HandoffTeamID),
			HandoffLabels: cfg.Chatwoot.HandoffLabels, Postbacks: signer})
		webhooks = append(webhooks, chatwoot.NewWebhook(chatwoot.Webhook{Secrets: cfg.Chatwoot.WebhookSecrets,
			PathToken: cfg.Chatwoot.WebhookToken, Insecure: cfg.Chatwoot.InsecureNoSignature,
			AccountID: cfg.Chatwoot.AccountID, MaxSkew: cfg.Chatwoot.MaxSkew}))
	}
	if cfg.IntercomConfigured() {
		ic := cfg.Intercom
		client, err := intercom.NewClient(intercom.ClientConfig{BaseURL: ic.BaseURL, AccessToken: ic.AccessToken,
			AdminID: ic.AdminID, Version: ic.APIVersion, HTTPClient: &http.Client{Timeout: ic.RequestTimeout, Transport: platformTransport(cfg)}})
		if err != nil {
			return fmt.Errorf("configuration: %w", err)
		}
		m.Prepare(intercom.Name, kindNames(intercom.OutboundKinds)...)
		platformList = append(platformList, intercom.Platform{Client: client, HandoffTeamID: ic.HandoffTeamID, HandoffTag: ic.HandoffTag})
		secrets := make([][]byte, len(ic.ClientSecrets))
		for i, sec := range ic.ClientSecrets {
			secrets[i] = []byte(sec)
		}
		// Product tour statistics (content_stat.tour) join the session of
		// the contact's storefront visitor, read from Intercom once a while.
		webhooks = append(webhooks, &intercom.Webhook{Secrets: secrets, Insecure: ic.InsecureNoSignature,
			Parser:   intercom.Parser{BotAdminID: ic.AdminID},
			Visitors: intercom.NewContactVisitors(client, intercom.ContactVisitorsOptions{Now: hooks.now})})
	}
	platforms := wakha.NewPlatforms(platformList...)
	runner.NewStatsCollector(reg, db, 10*time.Second, log, platforms.Names()...)
	postgres.NewPoolCollector(reg, db)

	disp := runner.NewDispatcher(db, platforms,
		runner.DispatchOptions{Owner: owner, Workers: cfg.Outbox.Workers, Lease: cfg.Outbox.Lease, Heartbeat: cfg.Runner.Heartbeat, PollInterval: cfg.Runner.PollInterval,
			MaxAttempts: cfg.Outbox.MaxAttempts, BaseDelay: cfg.Outbox.BaseDelay, MaxDelay: cfg.Outbox.MaxDelay, SendTimeout: cfg.PlatformTimeout(),
			Now: hooks.now, Abort: abortCtx, OnAnswer: hooks.answered},
		log, m)
	// The runner hands its turns' replies to this dispatcher when they
	// start their conversation's queue: no claim is needed to send them.
	run := runner.New(db, catalog, platforms,
		runner.Options{Owner: owner, Workers: cfg.Runner.Workers, Queue: cfg.Runner.Queue, Lease: cfg.Runner.Lease, Heartbeat: cfg.Runner.Heartbeat, PollInterval: cfg.Runner.PollInterval,
			MaxAttempts: cfg.Runner.MaxAttempts, SearchTimeout: cfg.Catalog.SearchTimeout, Engine: engCfg, Now: hooks.now, Abort: abortCtx,
			Understander: und, Dispatcher: disp},
		log, m)
	// A shopper's event stored while a worker is idle is leased to that
	// worker in the same transaction and handed to it: no claim query.
	db.Claims = run
	// Work committed here wakes this replica's workers at once; the other
	// replicas hear of it through NOTIFY (Listen below).
	db.OnCommit = func(channel string) {
		switch channel {
		case postgres.ChannelEvents:
			run.Notify()
		case postgres.ChannelOutbox:
			disp.Notify()
		}
	}

	srv := webhook.New(webhook.Options{
		Store:          db,
		Webhooks:       webhooks,
		AllowedOrigins: cfg.Widget.AllowedOrigins,
		Postbacks:      postbacks,
		Registry:       reg,
		Log:            log,
		DBTimeout:      cfg.RequestDBTimeout,
		// Storefront events (/widget.js) for every configured platform.
		WidgetPlatforms: platforms.Names(),
		Products:        productLookup(catalog),
		Visitors:        db,
		// A visitor without a chat sees Chatwoot's offers as the script's
		// bubble; Intercom's arrive as in-app messages.
		BubblePlatforms: []string{chatwoot.Name},
	})
	if cfg.AdminToken != "" {
		// The admin API exists only with a token; without one /admin/ is a 404.
		adm := admin.New(cfg.AdminToken, db, run, log, reg)
		srv.Echo().Any(admin.Prefix+"*", echo.WrapHandler(adm))
	}
	if hooks.routes != nil {
		now := hooks.now
		if now == nil {
			now = time.Now
		}
		hooks.routes(srv.Echo(), db, routeDeps{Catalog: catalog, Engine: engCfg, Now: now})
	}

	ln, err := net.Listen("tcp", cfg.HTTPAddr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w (set HTTP_ADDR or --addr to another address)", cfg.HTTPAddr, err)
	}
	httpSrv := &http.Server{
		Handler:           srv,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       15 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
		BaseContext:       func(net.Listener) context.Context { return abortCtx },
	}

	workCtx, stopWork := context.WithCancel(context.WithoutCancel(ctx))
	defer stopWork()
	var wg sync.WaitGroup
	wg.Go(func() {
		if err := db.Listen(workCtx, func(channel string) {
			switch channel {
			case postgres.ChannelEvents:
				run.Notify()
			case postgres.ChannelOutbox:
				disp.Notify()
			}
		}, postgres.ChannelEvents, postgres.ChannelOutbox); err != nil && workCtx.Err() == nil {
			log.Error("listen stopped; falling back to polling", "err", err)
		}
	})
	wg.Go(func() { _ = run.Run(workCtx) })
	pruner := runner.NewPruner(reg, db.Prune, cfg.RetentionPeriod, log)
	wg.Go(func() { pruner.Run(workCtx) })
	wg.Go(func() {
		if err := disp.Run(workCtx); err != nil {
			log.Error("dispatcher: releasing leases", "err", err)
		}
	})

	serveErr := make(chan error, 1)
	go func() { serveErr <- httpSrv.Serve(ln) }()
	log.Info("listening", "addr", ln.Addr().String(), "owner", owner)
	if hooks.listening != nil {
		hooks.listening(ln.Addr().String())
	}

	select {
	case <-ctx.Done():
		err = nil
	case err = <-serveErr:
		err = fmt.Errorf("http server: %w", err)
	}
	shutdown(log, cfg.Shutdown, httpSrv, stopWork, &wg, abort, db)
	dbClosed = true
	return err
}

// shutdown stops the service within budget. For most of it, requests,
// turns and sends in flight may finish; then abort cancels what still runs,
// and the rest of the budget is left for that to take effect and for the
// pool to close. A pool can only close once every connection is back, so
// shutdown gives up waiting at the deadline and returns anyway: the process
// is ending, and leases left behind expire.
func shutdown(log *slog.Logger, budget time.Duration, httpSrv *http.Server, stopWork func(), workers *sync.WaitGroup,
	abort func(), db *postgres.DB) {
	log.Info("shutting down", "timeout", budget.String())
	deadline := time.Now().Add(budget)
	graceCtx, cancelGrace := context.WithDeadline(context.Background(), deadline.Add(-min(budget/4, 5*time.Second)))
	defer cancelGrace()

	stopWork()
	httpDone := make(chan struct{})
	go func() {
		if err := httpSrv.Shutdown(graceCtx); err != nil {
			_ = httpSrv.Close()
		}
		close(httpDone)
	}()
	workDone := make(chan struct{})
	go func() { workers.Wait(); close(workDone) }()
	poolClosed := make(chan struct{})
	closePool := func() {
		<-httpDone
		<-workDone
		db.Close()
		close(poolClosed)
	}
	go closePool()

	select {
	case <-poolClosed:
		log.Info("stopped")
		return
	case <-graceCtx.Done():
	}
	var still []string
	if !closed(httpDone) {
		still = append(still, "requests")
	}
	if !closed(workDone) {
		still = append(still, "turns or sends")
	}
	log.Warn("shutdown: grace period over, cancelling what still runs", "running", strings.Join(still, ", "))
	abort()
	_ = httpSrv.Close()

	final := time.NewTimer(time.Until(deadline))
	defer final.Stop()
	select {
	case <-poolClosed:
		log.Info("stopped")
	case <-final.C:
		if closed(httpDone) && closed(workDone) {
			// pgx closes a cancelled connection in the background, and the
			// pool waits for that (up to 15 s against a hung server).
			log.Error("shutdown: timeout reached while closing database connections; stopping anyway")
		} else {
			log.Error("shutdown: timeout reached with work still running; stopping anyway (its leases expire on their own)")
		}
	}
}

// platformTransport is the HTTP transport of one platform's API client:
// net/http's defaults (proxy from the environment, dial and TLS timeouts,
// HTTP/2) with as many idle keep-alive connections per host as the
// outbox and runner workers can have requests in flight. The default
// transport keeps two per host, so with four outbox workers every send
// beyond the second opened a new connection (and, on HTTPS, a new TLS
// handshake) and closed it after one request.
func platformTransport(cfg config.Config) *http.Transport {
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.MaxIdleConnsPerHost = max(cfg.Outbox.Workers+cfg.Runner.Workers, http.DefaultMaxIdleConnsPerHost)
	t.MaxIdleConns = max(t.MaxIdleConns, 2*t.MaxIdleConnsPerHost)
	return t
}

// closed reports whether ch is closed.
func closed(ch <-chan struct{}) bool {
	select {
	case <-ch:
		return true
	default:
		return false
	}
}

func openCatalog(cfg config.Config, reg prometheus.Registerer, log *slog.Logger) (wakha.Catalog, error) {
	syn, err := woocommerce.LoadSynonyms(cfg.Catalog.SynonymsFile)
	if err != nil {
		return nil, fmt.Errorf("SYNONYMS_FILE: %w", err)
	}
	if cfg.Catalog.WooCommerceBaseURL != "" {
		return woocommerce.NewStore(woocommerce.StoreConfig{
			BaseURL: cfg.Catalog.WooCommerceBaseURL, Timeout: cfg.Catalog.WooCommerceTimeout,
			CacheTTL: cfg.Catalog.CacheTTL, Synonyms: syn, Registerer: reg, Logger: log,
		})
	}
	local, err := woocommerce.LoadFile(cfg.Catalog.File, syn)
	if err != nil {
		return nil, fmt.Errorf("CATALOG_FILE: %w", err)
	}
	if err := local.Instrument(reg); err != nil {
		return nil, err
	}
	log.Info("catalog loaded", "file", cfg.Catalog.File, "products", local.Len(), "skipped", local.Skipped())
	return local, nil
}

// productLookup is the catalog's lookup by id, when it has one (both of
// woocommerce's catalogs do).
func productLookup(c wakha.Catalog) wakha.ProductLookup {
	if l, ok := c.(wakha.ProductLookup); ok {
		return l
	}
	return nil
}

// kindNames turns a platform's request kinds into label values.
func kindNames[K ~string](kinds []K) []string {
	out := make([]string, len(kinds))
	for i, k := range kinds {
		out[i] = string(k)
	}
	return out
}

func newLogger(w io.Writer, level string) *slog.Logger {
	var l slog.Level
	_ = l.UnmarshalText([]byte(strings.ToUpper(level)))
	return slog.New(slog.NewJSONHandler(w, &slog.HandlerOptions{Level: l}))
}

// ownerID names this process in leases: readable in SQL, unique per start.
func ownerID() string {
	host, _ := os.Hostname()
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	return fmt.Sprintf("%s-%d-%s", host, os.Getpid(), hex.EncodeToString(b))
}

// followUpConfig copies the follow-up settings (spec 003) into the engine's.
func followUpConfig(e engine.Config, f config.FollowUp) engine.Config {
	e.FollowUpSchedule = slices.Clone(f.Schedule)
	e.FollowUpMax = f.Max
	if f.Max == 0 {
		e.FollowUpMax = -1 // the engine reads 0 as its default
	}
	e.FollowUpResolveOnAbandon = f.ResolveOnAbandon
	e.Location = f.Location
	if f.Quiet {
		e.QuietHours = &engine.QuietHours{Start: f.QuietStart, End: f.QuietEnd}
	}
	return e
}
