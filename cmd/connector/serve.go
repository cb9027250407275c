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
	"strings"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"github.com/wakha/wakha/chatwoot"
	"github.com/wakha/wakha/config"
	"github.com/wakha/wakha/engine"
	"github.com/wakha/wakha/postgres"
	"github.com/wakha/wakha/runner"
	"github.com/wakha/wakha/webhook"
	"github.com/wakha/wakha/woocommerce"
)

func runServe(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stdout)
	addr := fs.String("addr", "", "listen address (overrides HTTP_ADDR)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	cfg, err := config.Load(getenv)
	if err != nil {
		return fmt.Errorf("configuration:\n%w", err)
	}
	if *addr != "" {
		cfg.HTTPAddr = *addr
	}
	if !cfg.ChatwootConfigured() {
		return errors.New("configuration: CHATWOOT_BASE_URL is not set (run `connector demo` to try wakha without Chatwoot)")
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

// serveHooks let the demo reuse the real service: it mounts its pages on
// the same router and learns the address once the listener is up.
type serveHooks struct {
	routes    func(e *echo.Echo, db *postgres.DB)
	listening func(addr string)
}

// serve runs the HTTP server, the runner and the dispatcher until ctx ends,
// then shuts them down in order: stop accepting requests, let in-flight
// requests and turns finish, release outbox leases, close the pool.
func serve(ctx context.Context, cfg config.Config, stdout io.Writer, hooks serveHooks) error {
	log := newLogger(stdout, cfg.LogLevel)
	if cfg.Chatwoot.InsecureNoSignature && cfg.Chatwoot.WebhookSecret == "" && cfg.Chatwoot.WebhookToken == "" {
		log.Warn("CHATWOOT_INSECURE_NO_SIGNATURE=true: anyone who can reach /webhooks/chatwoot can post events as Chatwoot")
	}
	db, err := postgres.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer db.Close()
	if err := db.Migrate(ctx); err != nil {
		return err
	}

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
	m := runner.NewMetrics(reg)
	reg.MustRegister(runner.NewStatsCollector(db, 10*time.Second, log))

	client := chatwoot.NewClient(cfg.Chatwoot.BaseURL, cfg.Chatwoot.BotToken, &http.Client{Timeout: cfg.Chatwoot.RequestTimeout})
	postbackSecret := cfg.Widget.Secret
	if postbackSecret == "" {
		postbackSecret = cfg.Chatwoot.BotToken
	}
	postbacks, err := chatwoot.NewPostbackSigner(chatwoot.DerivePostbackKey(postbackSecret))
	if err != nil {
		return err
	}
	run := runner.New(db, catalog,
		map[string]runner.Renderer{"chatwoot": runner.ChatwootRenderer{TeamID: cfg.Chatwoot.HandoffTeamID, Labels: cfg.Chatwoot.HandoffLabels, Postbacks: postbacks}},
		runner.Options{Owner: owner, Workers: cfg.Runner.Workers, Lease: cfg.Runner.Lease, PollInterval: cfg.Runner.PollInterval,
			MaxAttempts: cfg.Runner.MaxAttempts, SearchTimeout: cfg.Catalog.SearchTimeout, Engine: engCfg, Understander: und},
		log, m)
	disp := runner.NewDispatcher(db, map[string]runner.Sender{"chatwoot": runner.ChatwootSender{Client: client}},
		runner.DispatchOptions{Owner: owner, Workers: cfg.Outbox.Workers, Lease: cfg.Outbox.Lease, PollInterval: cfg.Runner.PollInterval,
			MaxAttempts: cfg.Outbox.MaxAttempts, BaseDelay: cfg.Outbox.BaseDelay, MaxDelay: cfg.Outbox.MaxDelay, SendTimeout: cfg.Chatwoot.RequestTimeout},
		log, m)

	srv := webhook.New(webhook.Options{
		Store: db,
		Chatwoot: webhook.ChatwootOptions{Secret: cfg.Chatwoot.WebhookSecret, PathToken: cfg.Chatwoot.WebhookToken,
			Insecure: cfg.Chatwoot.InsecureNoSignature, AccountID: cfg.Chatwoot.AccountID, MaxSkew: cfg.Chatwoot.MaxSkew},
		AllowedOrigins: cfg.Widget.AllowedOrigins,
		Postbacks:      postbacks,
		Notify:         run.Notify,
		Registry:       reg,
		Log:            log,
	})
	if hooks.routes != nil {
		hooks.routes(srv.Echo(), db)
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
	}

	workCtx, stopWork := context.WithCancel(context.WithoutCancel(ctx))
	defer stopWork()
	var wg sync.WaitGroup
	wg.Go(func() {
		if err := db.Listen(workCtx, func(channel string) {
			switch channel {
			case "wakha_events":
				run.Notify()
			case "wakha_outbox":
				disp.Notify()
			}
		}, "wakha_events", "wakha_outbox"); err != nil && workCtx.Err() == nil {
			log.Error("listen stopped; falling back to polling", "err", err)
		}
	})
	wg.Go(func() { _ = run.Run(workCtx) })
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
	log.Info("shutting down")
	shutCtx, cancel := context.WithTimeout(context.Background(), cfg.Shutdown)
	defer cancel()
	if serr := httpSrv.Shutdown(shutCtx); serr != nil {
		log.Warn("http shutdown", "err", serr)
	}
	stopWork()
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-shutCtx.Done():
		log.Warn("workers did not stop in time; their leases will expire")
	}
	log.Info("stopped")
	return err
}

func openCatalog(cfg config.Config, reg prometheus.Registerer, log *slog.Logger) (runner.Catalog, error) {
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
