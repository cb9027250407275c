package config_test

import (
	"os"
	"path/filepath"
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
		"CHATWOOT_WEBHOOK_SECRET": "sec",
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
	if c.ConfirmationTTL != 5*time.Minute || c.Catalog.WooCommerceTimeout != 3*time.Second || c.Catalog.CacheTTL != time.Minute {
		t.Errorf("spec defaults not applied: %+v", c)
	}
	if c.Chatwoot.BaseURL != "https://chat.example.com" {
		t.Errorf("trailing slash kept: %q", c.Chatwoot.BaseURL)
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
		{"both secret forms", map[string]string{"CHATWOOT_BOT_TOKEN_FILE": "/x"}, "not both"},
		{"bad log level", map[string]string{"LOG_LEVEL": "loud"}, "LOG_LEVEL"},
		{"label with a space", map[string]string{"CHATWOOT_HANDOFF_LABELS": "wakha-handoff, needs human"}, `"needs human" is not a Chatwoot label`},
		{"lease shorter than a turn", map[string]string{"RUNNER_LEASE": "30s"}, "RUNNER_LEASE (30s) must be at least"},
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
