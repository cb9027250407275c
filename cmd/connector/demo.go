package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/wakha/wakha/chatwoot"
	"github.com/wakha/wakha/config"
	"github.com/wakha/wakha/demo"
	"github.com/wakha/wakha/demo/pgtmp"
	"github.com/wakha/wakha/intercom"
	"github.com/wakha/wakha/postgres"
)

// demoCatalog is the sample catalog the demo uses when none is configured,
// relative to the working directory (the repository root).
const demoCatalog = "testdata/catalog.json"

// demoPGSearchGlobs are where the demo looks for PostgreSQL binaries when
// PATH has none; tests replace it.
var demoPGSearchGlobs = pgtmp.DefaultSearchGlobs

// runDemo runs the real service against a fake Chatwoot account (or, with
// --platform intercom, a fake Intercom workspace) living in this process,
// with a chat page at /demo. The database is DATABASE_URL or a throwaway
// cluster removed on exit.
func runDemo(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	return runDemoClock(ctx, args, getenv, stdout, nil)
}

// runDemoClock is runDemo with the service on clock now (nil: the real
// one), as serveHooks.now: the database's timers, the runner, the
// dispatcher and the shop's session panel read it, so a test steps over
// the storefront's timers instead of waiting for them.
func runDemoClock(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer, now func() time.Time) error {
	fs := flag.NewFlagSet("demo", flag.ContinueOnError)
	fs.SetOutput(stdout)
	addr := fs.String("addr", "127.0.0.1:8080", "listen address of the demo page and of wakha's endpoints")
	platform := fs.String("platform", "chatwoot", "the platform the demo plays: chatwoot or intercom")
	fs.Usage = func() {
		fmt.Fprintln(stdout, "usage: connector demo [--addr host:port] [--platform chatwoot|intercom]\n\n"+
			"Runs wakha with a fake Chatwoot account (or Intercom workspace) and a chat page at /demo. Uses DATABASE_URL when set,\n"+
			"else a throwaway PostgreSQL cluster from the local binaries; CATALOG_FILE or WOOCOMMERCE_BASE_URL\n"+
			"when set, else "+demoCatalog+".")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("demo: unexpected argument %q (flags: --addr, --platform)", fs.Arg(0))
	}
	if *platform != chatwoot.Name && *platform != intercom.Name {
		return fmt.Errorf("demo: --platform %q: the demo plays chatwoot or intercom", *platform)
	}

	level := getenv("LOG_LEVEL")
	if level == "" {
		level = "warn" // the terminal shows the URL line and problems, not every request
	}
	log := newLogger(stdout, level)

	// Fail fast, before a database is started, on what the user can fix.
	env := map[string]string{"LOG_LEVEL": level, "HTTP_ADDR": *addr}
	if getenv("CATALOG_FILE") == "" && getenv("WOOCOMMERCE_BASE_URL") == "" {
		if _, err := os.Stat(demoCatalog); err != nil {
			wd, _ := os.Getwd()
			return fmt.Errorf("demo: no catalog: %s not found in %s. Run the demo from the repository root, "+
				"or set CATALOG_FILE (a JSON file of products) or WOOCOMMERCE_BASE_URL (a live store)", demoCatalog, wd)
		}
		env["CATALOG_FILE"] = demoCatalog
	}
	if err := checkAddr(*addr); err != nil {
		return err
	}

	dbURL := getenv("DATABASE_URL")
	if dbURL == "" {
		cluster, err := pgtmp.StartWith(ctx, pgtmp.Options{Path: getenv("PATH"), SearchGlobs: demoPGSearchGlobs, TempDir: getenv("TMPDIR"), Log: log})
		if err != nil {
			if ctx.Err() != nil {
				return nil // interrupted while starting; nothing was left behind
			}
			if errors.Is(err, pgtmp.ErrNoBinaries) {
				return fmt.Errorf("demo: DATABASE_URL is not set and %w", err)
			}
			return fmt.Errorf("demo: could not start a throwaway PostgreSQL (set DATABASE_URL to use a running server instead): %w", err)
		}
		defer func() {
			if err := cluster.Stop(); err != nil {
				log.Error("demo: removing the throwaway PostgreSQL", "err", err)
			}
		}()
		dbURL = cluster.URL()
	} else {
		isolated, err := isolatedSchema(ctx, dbURL, "wakha_demo", false)
		if err != nil {
			return fmt.Errorf("demo: %w", err)
		}
		dbURL = isolated
	}
	env["DATABASE_URL"] = dbURL

	var d interface {
		Mount(e *echo.Echo, store demo.Store)
		SetWakhaURL(base string)
		Close() error
	}
	if *platform == intercom.Name {
		ic, err := demo.NewIntercom(demo.IntercomOptions{Log: log})
		if err != nil {
			return err
		}
		d = ic
		// The demo is the fake workspace's only app: a real one's settings
		// (another host, team or tag, unsigned mode) do not apply, and a
		// Chatwoot configured in the environment stays out of it.
		clearSettings(env, "CHATWOOT_", "INTERCOM_")
		env["INTERCOM_ACCESS_TOKEN"] = ic.AccessToken()
		env["INTERCOM_CLIENT_SECRET"] = ic.ClientSecret()
		env["INTERCOM_ADMIN_ID"] = ic.AdminID()
		env["INTERCOM_BASE_URL"] = ic.BaseURL()
		env["INTERCOM_HANDOFF_TEAM_ID"] = ic.TeamID()
	} else {
		cw, err := demo.New(demo.Options{Log: log})
		if err != nil {
			return err
		}
		d = cw
		// The demo is the fake account's only bot: settings aimed at a real
		// Chatwoot account (its path token, team, unsigned mode) do not
		// apply, and an Intercom app configured in the environment stays out.
		clearSettings(env, "INTERCOM_")
		env["CHATWOOT_BASE_URL"] = cw.ChatwootURL()
		env["CHATWOOT_BOT_TOKEN"] = cw.BotToken()
		env["CHATWOOT_WEBHOOK_SECRET"] = cw.Secret()
		env["CHATWOOT_ACCOUNT_ID"] = cw.AccountID()
		env["CHATWOOT_WEBHOOK_TOKEN"] = ""
		env["CHATWOOT_INSECURE_NO_SIGNATURE"] = ""
		env["CHATWOOT_HANDOFF_TEAM_ID"] = ""
	}
	defer d.Close()
	cfg, err := configWith(env, getenv)
	if err != nil {
		return err
	}

	return serve(ctx, cfg, stdout, serveHooks{
		now: now,
		routes: func(e *echo.Echo, db *postgres.DB, rt routeDeps) {
			d.Mount(e, db)
			if cw, ok := d.(*demo.Demo); ok {
				if lookup, ok := rt.Catalog.(demo.ShopCatalog); ok {
					ping, _ := strconv.Atoi(getenv("DEMO_WIDGET_PING_MS"))
					cw.MountShop(e, demo.ShopOptions{Catalog: lookup, Sessions: db, Engine: rt.Engine, PingMS: ping, Now: rt.Now})
				}
			}
		},
		listening: func(bound string) {
			local := localAddr(bound)
			d.SetWakhaURL("http://" + local)
			if *platform == chatwoot.Name {
				fmt.Fprintf(stdout, "wakha demo: open http://%s/demo  (the shop with /widget.js: http://%s/demo/shop; Ctrl-C to stop)\n", local, local)
			} else {
				fmt.Fprintf(stdout, "wakha demo: open http://%s/demo  (Ctrl-C to stop)\n", local)
			}
		},
	})
}

// clearSettings blanks, in env, every setting (NAME_FILE forms included)
// whose name starts with one of prefixes, so the environment's values for
// them do not reach the demo.
func clearSettings(env map[string]string, prefixes ...string) {
	for _, name := range config.Variables() {
		for _, p := range prefixes {
			if strings.HasPrefix(name, p) {
				env[name] = ""
			}
		}
	}
}

// checkAddr tells early, and clearly, when the address is taken.
func checkAddr(addr string) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		if errors.Is(err, syscall.EADDRINUSE) {
			return fmt.Errorf("demo: %s is already in use (another demo or program?); choose another address with --addr, "+
				"e.g. connector demo --addr 127.0.0.1:8081", addr)
		}
		return fmt.Errorf("demo: cannot listen on %s: %w (choose another address with --addr)", addr, err)
	}
	return ln.Close()
}

// localAddr turns a bound address into one a browser on this machine can
// open: 0.0.0.0 and [::] become 127.0.0.1.
func localAddr(bound string) string {
	host, port, err := net.SplitHostPort(bound)
	if err != nil {
		return bound
	}
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = "127.0.0.1"
	}
	return net.JoinHostPort(strings.Trim(host, "[]"), port)
}
