package config_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/wakha/wakha/config"
)

func env(m map[string]string) func(string) string {
	return func(k string) string { return m[k] }
}

func valid() map[string]string {
	return map[string]string{
		"DATABASE_URL":            "postgres://localhost/wakha",
		"CHATWOOT_BASE_URL":       "https://chat.example.com/",
		"CHATWOOT_BOT_TOKEN":      "tok",
		"CHATWOOT_WEBHOOK_SECRET": "bot-secret-7Hq2mXz9Lw4",
		"CATALOG_FILE":            "testdata/catalog.json",
	}
}

func TestLoadDefaults(t *testing.T) {
	t.Parallel()
	c, err := config.Load(env(valid()))
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Validate(); err != nil {
		t.Fatalf("valid config rejected: %v", err)
	}
	if c.ConfirmationTTL != 5*time.Minute || c.Catalog.WooCommerceTimeout != 3*time.Second || c.Catalog.CacheTTL != time.Minute ||
		c.AwaitingTTL != 2*time.Minute || c.SoftContextTTL != 5*time.Minute {
		t.Errorf("spec defaults not applied: %+v", c)
	}
	if c.Chatwoot.BaseURL != "https://chat.example.com" {
		t.Errorf("trailing slash kept: %q", c.Chatwoot.BaseURL)
	}
	if c.Widget.PostbackTTL != 7*24*time.Hour {
		t.Errorf("WIDGET_POSTBACK_TTL default = %s, want a week", c.Widget.PostbackTTL)
	}
	if c.RequestDBTimeout != 3*time.Second {
		t.Errorf("REQUEST_DB_TIMEOUT default = %s, want 3s", c.RequestDBTimeout)
	}
	if c.HTTPAddr != ":8080" || c.Outbox.MaxAttempts != 10 {
		t.Errorf("defaults: addr %q attempts %d", c.HTTPAddr, c.Outbox.MaxAttempts)
	}
}

func TestLoadErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		change  map[string]string
		wantErr string // substring, from Load or Validate
	}{
		{"bad duration", map[string]string{"CONFIRMATION_TTL": "5 minutes"}, "CONFIRMATION_TTL"},
		{"bad int", map[string]string{"CHATWOOT_HANDOFF_TEAM_ID": "sales"}, "CHATWOOT_HANDOFF_TEAM_ID"},
		{"bad bool", map[string]string{"CHATWOOT_INSECURE_NO_SIGNATURE": "maybe"}, "CHATWOOT_INSECURE_NO_SIGNATURE"},
		{"no database", map[string]string{"DATABASE_URL": ""}, "DATABASE_URL is required"},
		{"no webhook auth", map[string]string{"CHATWOOT_WEBHOOK_SECRET": ""}, "CHATWOOT_WEBHOOK_SECRET"},
		{"no token", map[string]string{"CHATWOOT_BOT_TOKEN": ""}, "CHATWOOT_BOT_TOKEN is required"},
		{"bad chatwoot url", map[string]string{"CHATWOOT_BASE_URL": "chat.example.com"}, "not an http(s) URL"},
		{"no catalog", map[string]string{"CATALOG_FILE": ""}, "WOOCOMMERCE_BASE_URL"},
		{"zero workers", map[string]string{"RUNNER_WORKERS": "0"}, "RUNNER_WORKERS must be at least 1"},
		{"negative ttl", map[string]string{"CONFIRMATION_TTL": "-1s"}, "CONFIRMATION_TTL must be a positive"},
		{"zero awaiting ttl", map[string]string{"AWAITING_TTL": "0s"}, "AWAITING_TTL must be a positive"},
		{"bad soft context ttl", map[string]string{"SOFT_CONTEXT_TTL": "soon"}, "SOFT_CONTEXT_TTL"},
		{"soft context shorter than awaiting", map[string]string{"AWAITING_TTL": "3m", "SOFT_CONTEXT_TTL": "1m"},
			"SOFT_CONTEXT_TTL (1m0s) must be at least AWAITING_TTL (3m0s)"},
		{"both secret forms", map[string]string{"CHATWOOT_BOT_TOKEN_FILE": "/x"}, "not both"},
		{"bad log level", map[string]string{"LOG_LEVEL": "loud"}, "LOG_LEVEL"},
		{"label with a space", map[string]string{"CHATWOOT_HANDOFF_LABELS": "wakha-handoff, needs human"}, `"needs human" is not a Chatwoot label`},
		{"lease shorter than a turn", map[string]string{"RUNNER_LEASE": "30s"}, "RUNNER_LEASE (30s) must be at least"},
		{"request deadline past Chatwoot's timeout", map[string]string{"REQUEST_DB_TIMEOUT": "5s"}, "REQUEST_DB_TIMEOUT (5s) must be under 5s"},
		{"buttons that never work", map[string]string{"WIDGET_POSTBACK_TTL": "-1h"}, "WIDGET_POSTBACK_TTL must be a positive"},
		{"no request deadline", map[string]string{"REQUEST_DB_TIMEOUT": "0s"}, "REQUEST_DB_TIMEOUT must be a positive"},
		{"short webhook secret", map[string]string{"CHATWOOT_WEBHOOK_SECRET": "sec"}, "secret 1 of 1 is 3 characters long, at least 16"},
		{"short old secret during a rotation", map[string]string{"CHATWOOT_WEBHOOK_SECRET": "bot-secret-7Hq2mXz9Lw4,old"}, "secret 2 of 2 is 3 characters long"},
		{"too many secrets", map[string]string{"CHATWOOT_WEBHOOK_SECRET": "aaaaaaaaaaaaaaaa,bbbbbbbbbbbbbbbb,cccccccccccccccc,dddddddddddddddd"}, "holds 4 secrets, at most 3"},
		{"short path token", map[string]string{"CHATWOOT_WEBHOOK_SECRET": "", "CHATWOOT_WEBHOOK_TOKEN": "a"}, "CHATWOOT_WEBHOOK_TOKEN is 1 characters long, at least 32"},
		{"outbox lease shorter than a send", map[string]string{"OUTBOX_LEASE": "12s"}, "OUTBOX_LEASE (12s) must be at least"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			m := valid()
			for k, v := range tt.change {
				m[k] = v
			}
			c, err := config.Load(env(m))
			if err == nil {
				err = c.Validate()
			}
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("error = %v, want it to mention %q", err, tt.wantErr)
			}
		})
	}
}

// The error names a weak secret by position, never by value.
func TestWeakSecretIsNotShown(t *testing.T) {
	t.Parallel()
	m := valid()
	m["CHATWOOT_WEBHOOK_SECRET"] = "hunter2"
	m["CHATWOOT_WEBHOOK_TOKEN"] = "tok-hunter3"
	c, err := config.Load(env(m))
	if err != nil {
		t.Fatal(err)
	}
	err = c.Validate()
	if err == nil {
		t.Fatal("weak secrets accepted")
	}
	for _, secret := range []string{"hunter2", "tok-hunter3"} {
		if strings.Contains(err.Error(), secret) {
			t.Errorf("error shows the secret %q: %v", secret, err)
		}
	}
}

// Weak secrets are the insecure flag's business: it already accepts none.
func TestInsecureFlagAcceptsShortSecrets(t *testing.T) {
	t.Parallel()
	m := valid()
	m["CHATWOOT_WEBHOOK_SECRET"] = "a"
	m["CHATWOOT_WEBHOOK_TOKEN"] = "b"
	m["CHATWOOT_INSECURE_NO_SIGNATURE"] = "true"
	c, err := config.Load(env(m))
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Validate(); err != nil {
		t.Errorf("short secrets refused with the insecure flag: %v", err)
	}
}

func TestSeveralWebhookSecrets(t *testing.T) {
	t.Parallel()
	const fresh, old = "new-secret-9f8e7d6c5b", "old-secret-1a2b3c4d5e"
	path := filepath.Join(t.TempDir(), "secrets")
	if err := os.WriteFile(path, []byte(fresh+"\n"+old+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for name, change := range map[string]map[string]string{
		"comma-separated":      {"CHATWOOT_WEBHOOK_SECRET": fresh + ", " + old},
		"a file, one per line": {"CHATWOOT_WEBHOOK_SECRET": "", "CHATWOOT_WEBHOOK_SECRET_FILE": path},
		"trailing comma":       {"CHATWOOT_WEBHOOK_SECRET": fresh + "," + old + ","},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			m := valid()
			for k, v := range change {
				m[k] = v
			}
			c, err := config.Load(env(m))
			if err == nil {
				err = c.Validate()
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := c.Chatwoot.WebhookSecrets; len(got) != 2 || got[0] != fresh || got[1] != old {
				t.Errorf("WebhookSecrets = %q, want [new old]", got)
			}
		})
	}
}

func TestInsecureModeNeedsOptIn(t *testing.T) {
	t.Parallel()
	m := valid()
	m["CHATWOOT_WEBHOOK_SECRET"] = ""
	m["CHATWOOT_INSECURE_NO_SIGNATURE"] = "true"
	c, err := config.Load(env(m))
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Validate(); err != nil {
		t.Fatalf("explicit insecure mode rejected: %v", err)
	}
}

func TestSecretFromFile(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "token")
	if err := os.WriteFile(path, []byte("s3cret\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	m := valid()
	delete(m, "CHATWOOT_BOT_TOKEN")
	m["CHATWOOT_BOT_TOKEN_FILE"] = path
	c, err := config.Load(env(m))
	if err != nil {
		t.Fatal(err)
	}
	if c.Chatwoot.BotToken != "s3cret" {
		t.Errorf("BotToken = %q, want trimmed file content", c.Chatwoot.BotToken)
	}
	m["CHATWOOT_BOT_TOKEN_FILE"] = filepath.Join(t.TempDir(), "missing")
	if _, err := config.Load(env(m)); err == nil {
		t.Error("missing secret file accepted")
	}
}

func TestVariables(t *testing.T) {
	t.Parallel()
	vars := config.Variables()
	for _, want := range []string{"DATABASE_URL", "DATABASE_URL_FILE", "CHATWOOT_BASE_URL", "CHATWOOT_WEBHOOK_SECRET_FILE", "SHUTDOWN_TIMEOUT", "REQUEST_DB_TIMEOUT"} {
		if !slices.Contains(vars, want) {
			t.Errorf("Variables() lacks %s: %v", want, vars)
		}
	}
	if slices.Contains(vars, "CHATWOOT_BASE_URL_FILE") {
		t.Error("CHATWOOT_BASE_URL is not a secret, yet its _FILE form is listed")
	}
}

func TestChatwootVersion(t *testing.T) {
	t.Parallel()
	for v, ok := range map[string]bool{"": true, "4.15.1": true, "v4.14.2": true, "4.16": true, "4.16.2-ee": true, "latest": false, "4": false, "4.x": false} {
		m := valid()
		m["CHATWOOT_VERSION"] = v
		c, err := config.Load(env(m))
		if err == nil {
			err = c.Validate()
		}
		if (err == nil) != ok || (ok && c.Chatwoot.Version != v) {
			t.Errorf("CHATWOOT_VERSION=%q: %v (Version %q)", v, err, c.Chatwoot.Version)
		}
		if !ok && (err == nil || !strings.Contains(err.Error(), "CHATWOOT_VERSION")) {
			t.Errorf("CHATWOOT_VERSION=%q: error %v does not name the setting", v, err)
		}
	}
}
