package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"
)

const adminUsage = `usage: connector admin [--url URL] COMMAND [ARGS]

  list [--lifecycle STATE] [--dialogue STATE] [--platform NAME] [--limit N] [--before ID]
                      conversations, newest first (lifecycle: CREATED, ACTIVE, WAITING_FOR_REPLY,
                      HEARTBEAT_SCHEDULED, PAUSED, NEEDS_HUMAN_INTERVENTION, COMPLETED, ABANDONED, FAILED, ...)
  show ID [--last N]  one conversation: state, lifecycle, recent transitions, outbox
  pause ID            hold the conversation: the bot stops, its events wait unprocessed
  resume ID           release it: the events that waited are answered in order
  cancel ID           end the conversation's instance (FAILED, reason cancelled)
  retry OUTBOX_ID     send a dead-lettered outbox row again
  drop OUTBOX_ID      delete a dead-lettered outbox row

The token is ADMIN_TOKEN (or ADMIN_TOKEN_FILE); the service is ADMIN_URL, default
http://127.0.0.1 on HTTP_ADDR's port. The answer is printed as JSON.`

// runAdmin is the admin API's command-line client.
func runAdmin(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	fs := flag.NewFlagSet("admin", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	base := fs.String("url", "", "the service's base URL (default: ADMIN_URL, else http://127.0.0.1:<HTTP_ADDR port>)")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("%w\n%s", err, adminUsage)
	}
	args = fs.Args()
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" {
		fmt.Fprintln(stdout, adminUsage)
		return nil
	}
	token, err := adminToken(getenv)
	if err != nil {
		return err
	}
	root, err := adminURL(*base, getenv)
	if err != nil {
		return err
	}
	method, path, err := adminRequest(args[0], args[1:])
	if err != nil {
		return fmt.Errorf("%w\n%s", err, adminUsage)
	}
	ctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, method, root+path, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("admin API at %s: %w", root, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 16<<20))
	if err != nil {
		return err
	}
	if resp.StatusCode != http.StatusOK {
		msg := strings.TrimSpace(string(body))
		if resp.StatusCode == http.StatusNotFound && strings.Contains(msg, "404 page not found") {
			msg = "the admin API is off on that service (start it with ADMIN_TOKEN set)"
		}
		return fmt.Errorf("admin API answered %s: %s", resp.Status, msg)
	}
	_, err = stdout.Write(body)
	return err
}

func adminToken(getenv func(string) string) (string, error) {
	tok := strings.TrimSpace(getenv("ADMIN_TOKEN"))
	if path := strings.TrimSpace(getenv("ADMIN_TOKEN_FILE")); path != "" && tok == "" {
		b, err := os.ReadFile(path)
		if err != nil {
			return "", fmt.Errorf("ADMIN_TOKEN_FILE: %w", err)
		}
		tok = strings.TrimSpace(string(b))
	}
	if tok == "" {
		return "", errors.New("set ADMIN_TOKEN (or ADMIN_TOKEN_FILE) to the service's admin token")
	}
	return tok, nil
}

func adminURL(flagURL string, getenv func(string) string) (string, error) {
	u := flagURL
	if u == "" {
		u = getenv("ADMIN_URL")
	}
	if u == "" {
		addr := getenv("HTTP_ADDR")
		if addr == "" {
			addr = ":8080"
		}
		_, port, err := net.SplitHostPort(addr)
		if err != nil {
			return "", fmt.Errorf("HTTP_ADDR %q: %w", addr, err)
		}
		u = "http://" + net.JoinHostPort("127.0.0.1", port)
	}
	p, err := url.Parse(u)
	if err != nil || (p.Scheme != "http" && p.Scheme != "https") || p.Host == "" {
		return "", fmt.Errorf("admin URL %q is not an http(s) URL", u)
	}
	return strings.TrimRight(u, "/"), nil
}

// adminRequest maps a command to its API request.
func adminRequest(cmd string, args []string) (method, path string, err error) {
	id := func() (string, error) {
		if len(args) == 0 {
			return "", fmt.Errorf("%s needs an id", cmd)
		}
		n, err := strconv.ParseInt(args[0], 10, 64)
		if err != nil || n <= 0 {
			return "", fmt.Errorf("%s: %q is not an id", cmd, args[0])
		}
		args = args[1:]
		return strconv.FormatInt(n, 10), nil
	}
	switch cmd {
	case "list":
		fs := flag.NewFlagSet("list", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		q := url.Values{}
		for _, name := range []string{"lifecycle", "dialogue", "platform", "limit", "before"} {
			fs.Func(name, "", func(v string) error { q.Set(name, v); return nil })
		}
		if err := fs.Parse(args); err != nil {
			return "", "", err
		}
		path = "/admin/conversations"
		if len(q) > 0 {
			path += "?" + q.Encode()
		}
		return http.MethodGet, path, nil
	case "show":
		n, err := id()
		if err != nil {
			return "", "", err
		}
		fs := flag.NewFlagSet("show", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		last := fs.Int("last", 0, "")
		if err := fs.Parse(args); err != nil {
			return "", "", err
		}
		path = "/admin/conversations/" + n
		if *last > 0 {
			path += "?last=" + strconv.Itoa(*last)
		}
		return http.MethodGet, path, nil
	case "pause", "resume", "cancel":
		n, err := id()
		if err != nil {
			return "", "", err
		}
		return http.MethodPost, "/admin/conversations/" + n + "/" + cmd, nil
	case "retry", "drop":
		n, err := id()
		if err != nil {
			return "", "", err
		}
		return http.MethodPost, "/admin/outbox/" + n + "/" + cmd, nil
	}
	return "", "", fmt.Errorf("unknown admin command %q", cmd)
}
