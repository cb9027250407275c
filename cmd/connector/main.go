// Command connector runs wakha: the shop assistant behind the Chatwoot web
// widget and the Intercom Messenger. Subcommands: serve (the service),
// migrate (apply database migrations and exit), demo (a local chat that
// behaves like the widget). With no subcommand it serves when a Chatwoot
// account or an Intercom app is configured and starts the demo when nothing
// is configured.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/wakha/wakha/config"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Getenv, os.Stdout)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "connector:", err)
		os.Exit(1)
	}
}

const usage = `usage: connector [serve|migrate|demo|loadtest|healthcheck|admin|explain|understand-eval] [flags]

  serve     run the service (webhooks, runner, dispatcher, metrics)
  migrate   apply database migrations and exit
  demo      run a local chat page backed by the real service and a fake Chatwoot
            (--platform intercom: a fake Intercom)
  loadtest  drive the real service with simulated shoppers on loopback and report latencies
  healthcheck  exit 0 when the local service answers /readyz (for container health checks)
  admin     operate conversations through the admin API (list, show, pause, resume, cancel,
            retry, drop; needs ADMIN_TOKEN): connector admin help
  explain "text"  print what wakha understands of a message (--json: one message a line from stdin)
  understand-eval FILE  score the understanding of a labelled JSONL file of shopper messages

With no subcommand: serve when CHATWOOT_BASE_URL or INTERCOM_ACCESS_TOKEN is set, the demo when
nothing is configured.
Configuration comes from environment variables; see the README.`

// run is the whole program: it returns when ctx ends or on a fatal error.
func run(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	cmd := ""
	if len(args) > 0 {
		cmd, args = args[0], args[1:]
	}
	switch cmd {
	case "":
		// The configuration is read once and decides; raw variables would
		// miss DATABASE_URL_FILE and start a demo beside a real set-up.
		cfg, err := config.Load(getenv)
		if err != nil {
			return fmt.Errorf("configuration:\n%w", err)
		}
		m, err := decideMode(cfg)
		if err != nil {
			return fmt.Errorf("configuration: %w", err)
		}
		if m == modeServe {
			return serveConfig(ctx, cfg, args, stdout)
		}
		return runDemo(ctx, args, getenv, stdout)
	case "serve":
		return runServe(ctx, args, getenv, stdout)
	case "migrate":
		return runMigrate(ctx, args, getenv, stdout)
	case "demo":
		return runDemo(ctx, args, getenv, stdout)
	case "loadtest":
		return runLoadtest(ctx, args, getenv, stdout)
	case "healthcheck":
		return runHealthcheck(ctx, getenv, stdout)
	case "admin":
		return runAdmin(ctx, args, getenv, stdout)
	case "understand-eval":
		return runUnderstandEval(ctx, args, getenv, stdout)
	case "explain":
		return runExplain(ctx, args, getenv, os.Stdin, stdout)
	case "help", "-h", "--help":
		fmt.Fprintln(stdout, usage)
		return nil
	default:
		return fmt.Errorf("unknown command %q\n%s", cmd, usage)
	}
}

// mode is what connector does without a subcommand.
type mode string

const (
	modeServe mode = "serve"
	modeDemo  mode = "demo"
)

// decideMode serves when a messaging platform is configured and runs the
// demo when nothing is. Anything in between (a database, or a platform's
// secret, without the setting that addresses a platform) looks like a real
// set-up with a setting missing: it is refused rather than met with a demo.
func decideMode(cfg config.Config) (mode, error) {
	const addressing = "neither CHATWOOT_BASE_URL (Chatwoot) nor INTERCOM_ACCESS_TOKEN (Intercom) is set"
	switch {
	case len(cfg.Platforms()) > 0:
		return modeServe, nil
	case cfg.DatabaseURL != "":
		return "", errors.New(addressing + ": set one to serve, or run `connector demo` to try the demo " +
			"(it keeps to a wakha_demo schema in DATABASE_URL)")
	case len(cfg.PlatformSettings()) > 0:
		return "", fmt.Errorf("%s, but %s is: set the platform's address or token to serve, or run `connector demo` to try the demo",
			addressing, strings.Join(cfg.PlatformSettings(), ", "))
	default:
		return modeDemo, nil
	}
}

// runHealthcheck asks the local service whether it is ready; container
// images without a shell or curl use it as their health check.
func runHealthcheck(ctx context.Context, getenv func(string) string, stdout io.Writer) error {
	addr := getenv("HTTP_ADDR")
	if addr == "" {
		addr = ":8080"
	}
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("HTTP_ADDR %q: %w", addr, err)
	}
	if host == "" || host == "0.0.0.0" || host == "::" {
		host = "127.0.0.1"
	}
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+net.JoinHostPort(host, port)+"/readyz", nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("not ready: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("not ready: /readyz answered %s", resp.Status)
	}
	fmt.Fprintln(stdout, "ready")
	return nil
}
