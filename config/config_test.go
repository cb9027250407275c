package config_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/wakha/wakha/config"
	"github.com/wakha/wakha/engine"
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
	if c.SessionInteractionTimeout != 20*time.Second || c.SessionCooldown != time.Minute || !c.ProactiveEnabled ||
		c.ProactiveMaxPerHour != 2 || c.ProactiveDwell != 30*time.Second {
		t.Errorf("spec 000 defaults not applied: %+v", c)
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

func TestPoolSize(t *testing.T) {
	t.Parallel()
	tests := []struct {
		env  map[string]string
		want int
	}{
		{nil, 20}, // 8 runner + 4 outbox workers + 8
		{map[string]string{"RUNNER_WORKERS": "16", "OUTBOX_WORKERS": "8"}, 32},
		{map[string]string{"RUNNER_WORKERS": "16", "DATABASE_MAX_CONNS": "10"}, 10},
	}
	for _, tt := range tests {
		m := valid()
		for k, v := range tt.env {
			m[k] = v
		}
		c, err := config.Load(env(m))
		if err != nil {
			t.Fatal(err)
		}
		if err := c.Validate(); err != nil {
			t.Fatalf("%v: %v", tt.env, err)
		}
		if got := c.PoolSize(); got != tt.want {
			t.Errorf("%v: PoolSize() = %d, want %d", tt.env, got, tt.want)
		}
	}
}

func TestFollowUpSettings(t *testing.T) {
	t.Parallel()
	c, err := config.Load(env(valid()))
	if err != nil {
		t.Fatal(err)
	}
	f := c.FollowUp
	if !slices.Equal(f.Schedule, []time.Duration{10 * time.Minute, 2 * time.Hour}) || f.Max != 2 || f.ResolveOnAbandon || f.Quiet ||
		f.Location == nil || f.Location.String() != "Africa/Casablanca" || c.RetentionPeriod != 720*time.Hour || c.AdminToken != "" {
		t.Fatalf("defaults %+v retention %s", f, c.RetentionPeriod)
	}
	m := valid()
	m["FOLLOWUP_SCHEDULE"], m["FOLLOWUP_MAX"], m["FOLLOWUP_RESOLVE_ON_ABANDON"] = "5m, 1h,3h", "3", "true"
	m["QUIET_HOURS"], m["TIMEZONE"] = "22:30-07:15", "Europe/Paris"
	m["ADMIN_TOKEN"] = strings.Repeat("k", 32)
	c, err = config.Load(env(m))
	if err == nil {
		err = c.Validate()
	}
	if err != nil {
		t.Fatal(err)
	}
	f = c.FollowUp
	if !slices.Equal(f.Schedule, []time.Duration{5 * time.Minute, time.Hour, 3 * time.Hour}) || f.Max != 3 || !f.ResolveOnAbandon ||
		!f.Quiet || f.QuietStart != 22*time.Hour+30*time.Minute || f.QuietEnd != 7*time.Hour+15*time.Minute || f.Location.String() != "Europe/Paris" {
		t.Fatalf("parsed %+v", f)
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
		{"negative queue", map[string]string{"RUNNER_QUEUE": "-1"}, "RUNNER_QUEUE must not be negative"},
		{"negative ttl", map[string]string{"CONFIRMATION_TTL": "-1s"}, "CONFIRMATION_TTL must be a positive"},
		{"zero awaiting ttl", map[string]string{"AWAITING_TTL": "0s"}, "AWAITING_TTL must be a positive"},
		{"bad soft context ttl", map[string]string{"SOFT_CONTEXT_TTL": "soon"}, "SOFT_CONTEXT_TTL"},
		{"soft context shorter than awaiting", map[string]string{"AWAITING_TTL": "3m", "SOFT_CONTEXT_TTL": "1m"},
			"SOFT_CONTEXT_TTL (1m0s) must be at least AWAITING_TTL (3m0s)"},
		{"both secret forms", map[string]string{"CHATWOOT_BOT_TOKEN_FILE": "/x"}, "not both"},
		{"bad log level", map[string]string{"LOG_LEVEL": "loud"}, "LOG_LEVEL"},
		{"label with a space", map[string]string{"CHATWOOT_HANDOFF_LABELS": "wakha-handoff, needs human"}, `"needs human" is not a Chatwoot label`},
		{"lease shorter than three heartbeats", map[string]string{"RUNNER_LEASE": "5s"}, "RUNNER_LEASE (5s) must be at least 3×LEASE_HEARTBEAT (6s)"},
		{"slower heartbeat than the lease allows", map[string]string{"LEASE_HEARTBEAT": "3s"}, "OUTBOX_LEASE (6s) must be at least 3×LEASE_HEARTBEAT (9s)"},
		{"no heartbeat", map[string]string{"LEASE_HEARTBEAT": "0s"}, "LEASE_HEARTBEAT must be a positive"},
		{"request deadline past Chatwoot's timeout", map[string]string{"REQUEST_DB_TIMEOUT": "5s"}, "REQUEST_DB_TIMEOUT (5s) must be under 5s"},
		{"buttons that never work", map[string]string{"WIDGET_POSTBACK_TTL": "-1h"}, "WIDGET_POSTBACK_TTL must be a positive"},
		{"no request deadline", map[string]string{"REQUEST_DB_TIMEOUT": "0s"}, "REQUEST_DB_TIMEOUT must be a positive"},
		{"short webhook secret", map[string]string{"CHATWOOT_WEBHOOK_SECRET": "sec"}, "secret 1 of 1 is 3 characters long, at least 16"},
		{"short old secret during a rotation", map[string]string{"CHATWOOT_WEBHOOK_SECRET": "bot-secret-7Hq2mXz9Lw4,old"}, "secret 2 of 2 is 3 characters long"},
		{"too many secrets", map[string]string{"CHATWOOT_WEBHOOK_SECRET": "aaaaaaaaaaaaaaaa,bbbbbbbbbbbbbbbb,cccccccccccccccc,dddddddddddddddd"}, "holds 4 secrets, at most 3"},
		{"short path token", map[string]string{"CHATWOOT_WEBHOOK_SECRET": "", "CHATWOOT_WEBHOOK_TOKEN": "a"}, "CHATWOOT_WEBHOOK_TOKEN is 1 characters long, at least 32"},
		{"outbox lease shorter than three heartbeats", map[string]string{"OUTBOX_LEASE": "4s"}, "OUTBOX_LEASE (4s) must be at least 3×LEASE_HEARTBEAT (6s)"},
		{"no interaction timeout", map[string]string{"SESSION_INTERACTION_TIMEOUT": "0s"}, "SESSION_INTERACTION_TIMEOUT must be a positive"},
		{"bad cooldown", map[string]string{"SESSION_COOLDOWN": "a minute"}, "SESSION_COOLDOWN"},
		{"negative dwell", map[string]string{"PROACTIVE_DWELL": "-30s"}, "PROACTIVE_DWELL must be a positive"},
		{"offers on or off", map[string]string{"PROACTIVE_ENABLED": "sometimes"}, "PROACTIVE_ENABLED"},
		{"pool too small", map[string]string{"DATABASE_MAX_CONNS": "1"}, "DATABASE_MAX_CONNS must be at least 2"},
		{"pool size not a number", map[string]string{"DATABASE_MAX_CONNS": "many"}, "DATABASE_MAX_CONNS"},
		{"no offers per hour", map[string]string{"PROACTIVE_MAX_PER_HOUR": "0"}, "PROACTIVE_MAX_PER_HOUR must be between 1 and 10"},
		{"too many offers per hour", map[string]string{"PROACTIVE_MAX_PER_HOUR": "60"}, "PROACTIVE_MAX_PER_HOUR must be between 1 and 10"},
		{"bad schedule", map[string]string{"FOLLOWUP_SCHEDULE": "10m,later"}, "FOLLOWUP_SCHEDULE"},
		{"offset too short", map[string]string{"FOLLOWUP_SCHEDULE": "10m,30s"}, "offset 2 (30s) must be at least 1m"},
		{"negative max", map[string]string{"FOLLOWUP_MAX": "-1"}, "FOLLOWUP_MAX must be between 0"},
		{"a flood of follow-ups", map[string]string{"FOLLOWUP_MAX": "50"}, "FOLLOWUP_MAX must be between 0"},
		{"quiet hours without a dash", map[string]string{"QUIET_HOURS": "22:00"}, "QUIET_HOURS"},
		{"quiet hours not a time", map[string]string{"QUIET_HOURS": "10pm-8am"}, "QUIET_HOURS"},
		{"quiet hours empty", map[string]string{"QUIET_HOURS": "08:00-08:00"}, "QUIET_HOURS"},
		{"unknown time zone", map[string]string{"TIMEZONE": "Mars/Olympus"}, "TIMEZONE"},
		{"short admin token", map[string]string{"ADMIN_TOKEN": "letmein"}, "ADMIN_TOKEN is 7 characters long"},
		{"retention too short", map[string]string{"RETENTION_PERIOD": "1h"}, "RETENTION_PERIOD (1h0m0s) must be at least 24h"},
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

// The bound of PROACTIVE_MAX_PER_HOUR is the number of offer times the
// engine keeps: a higher limit could never be reached.
func TestProactiveBoundIsTheEngines(t *testing.T) {
	t.Parallel()
	if config.MaxProactivePerHour != engine.MaxOfferTimes {
		t.Fatalf("config allows %d offers per hour, the engine keeps %d offer times", config.MaxProactivePerHour, engine.MaxOfferTimes)
	}
}

func TestVariables(t *testing.T) {
	t.Parallel()
	vars := config.Variables()
	for _, want := range []string{"DATABASE_URL", "DATABASE_URL_FILE", "CHATWOOT_BASE_URL", "CHATWOOT_WEBHOOK_SECRET_FILE", "SHUTDOWN_TIMEOUT", "REQUEST_DB_TIMEOUT",
		"INTERCOM_ACCESS_TOKEN", "INTERCOM_ACCESS_TOKEN_FILE", "INTERCOM_CLIENT_SECRET_FILE", "INTERCOM_ADMIN_ID", "INTERCOM_BASE_URL",
		"INTERCOM_API_VERSION", "INTERCOM_TIMEOUT", "INTERCOM_HANDOFF_TEAM_ID", "INTERCOM_HANDOFF_TAG", "INTERCOM_INSECURE_NO_SIGNATURE"} {
		if !slices.Contains(vars, want) {
			t.Errorf("Variables() lacks %s: %v", want, vars)
		}
	}
	for _, notSecret := range []string{"CHATWOOT_BASE_URL_FILE", "INTERCOM_ADMIN_ID_FILE", "INTERCOM_BASE_URL_FILE"} {
		if slices.Contains(vars, notSecret) {
			t.Errorf("%s is listed, yet that setting is not a secret", notSecret)
		}
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

// intercomOnly is a valid set-up for Intercom alone.
func intercomOnly() map[string]string {
	return map[string]string{
		"DATABASE_URL":           "postgres://localhost/wakha",
		"INTERCOM_ACCESS_TOKEN":  "dG9rOmFjY2Vzcy10b2tlbg==",
		"INTERCOM_CLIENT_SECRET": "0f1e2d3c-4b5a-6978-8a9b-acbdcedf0011",
		"INTERCOM_ADMIN_ID":      "7714021",
		"CATALOG_FILE":           "testdata/catalog.json",
	}
}

func TestIntercomDefaults(t *testing.T) {
	t.Parallel()
	c, err := config.Load(env(intercomOnly()))
	if err == nil {
		err = c.Validate()
	}
	if err != nil {
		t.Fatalf("valid Intercom set-up rejected: %v", err)
	}
	ic := c.Intercom
	if ic.BaseURL != "https://api.intercom.io" || ic.APIVersion != "2.14" || ic.RequestTimeout != 10*time.Second ||
		ic.HandoffTag != "wakha-handoff" || ic.HandoffTeamID != "" || ic.InsecureNoSignature {
		t.Errorf("defaults: %+v", ic)
	}
	if got := c.Platforms(); !slices.Equal(got, []string{"intercom"}) {
		t.Errorf("Platforms() = %v, want intercom alone", got)
	}
	if c.ChatwootConfigured() || !c.IntercomConfigured() {
		t.Error("Intercom alone is not what the configuration says")
	}
}

// Platforms names each platform whose addressing setting is there, and
// PlatformSettings the settings of a platform that is not.
func TestPlatforms(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		env      map[string]string
		want     []string
		settings []string
	}{
		{"nothing", map[string]string{}, nil, nil},
		{"chatwoot", valid(), []string{"chatwoot"}, nil},
		{"intercom", intercomOnly(), []string{"intercom"}, nil},
		{"both", merge(valid(), intercomOnly()), []string{"chatwoot", "intercom"}, nil},
		{"an intercom secret and admin without a token", map[string]string{"INTERCOM_CLIENT_SECRET": "x", "INTERCOM_ADMIN_ID": "1"},
			nil, []string{"INTERCOM_ADMIN_ID", "INTERCOM_CLIENT_SECRET"}},
		{"chatwoot, with an intercom team without a token", merge(valid(), map[string]string{"INTERCOM_HANDOFF_TEAM_ID": "5"}),
			[]string{"chatwoot"}, []string{"INTERCOM_HANDOFF_TEAM_ID"}},
		{"an intercom host alone is no set-up", map[string]string{"INTERCOM_BASE_URL": "https://api.eu.intercom.io"}, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c, err := config.Load(env(tt.env))
			if err != nil {
				t.Fatal(err)
			}
			if got := c.Platforms(); !slices.Equal(got, tt.want) {
				t.Errorf("Platforms() = %v, want %v", got, tt.want)
			}
			if got := c.PlatformSettings(); !slices.Equal(got, tt.settings) {
				t.Errorf("PlatformSettings() = %v, want %v", got, tt.settings)
			}
		})
	}
}

func TestIntercomErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		change  map[string]string
		wantErr string
	}{
		{"no admin", map[string]string{"INTERCOM_ADMIN_ID": ""}, "INTERCOM_ADMIN_ID is required with INTERCOM_ACCESS_TOKEN"},
		{"an admin name", map[string]string{"INTERCOM_ADMIN_ID": "Souk Assistant"}, "INTERCOM_ADMIN_ID must be a teammate's numeric id"},
		{"no secret", map[string]string{"INTERCOM_CLIENT_SECRET": ""}, "set INTERCOM_CLIENT_SECRET"},
		{"short secret", map[string]string{"INTERCOM_CLIENT_SECRET": "abc"}, "INTERCOM_CLIENT_SECRET: secret 1 of 1 is 3 characters long"},
		{"short old secret", map[string]string{"INTERCOM_CLIENT_SECRET": "0f1e2d3c-4b5a-6978-8a9b-acbdcedf0011,old"}, "secret 2 of 2 is 3 characters long"},
		{"too many secrets", map[string]string{"INTERCOM_CLIENT_SECRET": "aaaaaaaaaaaaaaaa,bbbbbbbbbbbbbbbb,cccccccccccccccc,dddddddddddddddd"}, "INTERCOM_CLIENT_SECRET holds 4 secrets"},
		{"a version without quick replies", map[string]string{"INTERCOM_API_VERSION": "2.13"}, "INTERCOM_API_VERSION must be 2.14 or later"},
		{"version 1", map[string]string{"INTERCOM_API_VERSION": "1.4"}, "INTERCOM_API_VERSION must be 2.14 or later"},
		{"a version that is no version", map[string]string{"INTERCOM_API_VERSION": "latest"}, "INTERCOM_API_VERSION"},
		{"bad host", map[string]string{"INTERCOM_BASE_URL": "api.eu.intercom.io"}, "INTERCOM_BASE_URL"},
		{"a team name", map[string]string{"INTERCOM_HANDOFF_TEAM_ID": "Ventes"}, "INTERCOM_HANDOFF_TEAM_ID must be a team's numeric id"},
		{"a long tag", map[string]string{"INTERCOM_HANDOFF_TAG": strings.Repeat("t", 101)}, "INTERCOM_HANDOFF_TAG"},
		{"bad timeout", map[string]string{"INTERCOM_TIMEOUT": "0s"}, "INTERCOM_TIMEOUT must be a positive"},
		{"bad insecure flag", map[string]string{"INTERCOM_INSECURE_NO_SIGNATURE": "yes please"}, "INTERCOM_INSECURE_NO_SIGNATURE"},
		{"both secret forms", map[string]string{"INTERCOM_ACCESS_TOKEN_FILE": "/x"}, "set INTERCOM_ACCESS_TOKEN or INTERCOM_ACCESS_TOKEN_FILE, not both"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c, err := config.Load(env(merge(intercomOnly(), tt.change)))
			if err == nil {
				err = c.Validate()
			}
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("error = %v, want it to mention %q", err, tt.wantErr)
			}
			if strings.Contains(err.Error(), "0f1e2d3c") || strings.Contains(err.Error(), "dG9rOmFj") {
				t.Errorf("the error shows a secret: %v", err)
			}
		})
	}
}

func TestIntercomAccepts(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	tokenFile := filepath.Join(dir, "token")
	secretFile := filepath.Join(dir, "secrets")
	const fresh, old = "new-client-secret-9f8e7d6c", "old-client-secret-1a2b3c4d"
	if err := os.WriteFile(tokenFile, []byte("token-from-a-file\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(secretFile, []byte(fresh+"\n"+old+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		change map[string]string
		check  func(config.Config) bool
	}{
		{"the EU host", map[string]string{"INTERCOM_BASE_URL": "https://api.eu.intercom.io/"},
			func(c config.Config) bool { return c.Intercom.BaseURL == "https://api.eu.intercom.io" }},
		{"2.16", map[string]string{"INTERCOM_API_VERSION": "2.16"}, func(c config.Config) bool { return c.Intercom.APIVersion == "2.16" }},
		{"Preview", map[string]string{"INTERCOM_API_VERSION": "Preview"}, func(c config.Config) bool { return c.Intercom.APIVersion == "Preview" }},
		{"secrets and token from files", map[string]string{"INTERCOM_ACCESS_TOKEN": "", "INTERCOM_ACCESS_TOKEN_FILE": tokenFile,
			"INTERCOM_CLIENT_SECRET": "", "INTERCOM_CLIENT_SECRET_FILE": secretFile},
			func(c config.Config) bool {
				return c.Intercom.AccessToken == "token-from-a-file" && slices.Equal(c.Intercom.ClientSecrets, []string{fresh, old})
			}},
		{"a rotation, comma-separated", map[string]string{"INTERCOM_CLIENT_SECRET": fresh + ", " + old},
			func(c config.Config) bool { return slices.Equal(c.Intercom.ClientSecrets, []string{fresh, old}) }},
		{"unsigned by choice", map[string]string{"INTERCOM_CLIENT_SECRET": "", "INTERCOM_INSECURE_NO_SIGNATURE": "true"},
			func(c config.Config) bool { return c.Intercom.InsecureNoSignature }},
		{"a handoff team and tag", map[string]string{"INTERCOM_HANDOFF_TEAM_ID": "5017691", "INTERCOM_HANDOFF_TAG": "Bot handoff"},
			func(c config.Config) bool {
				return c.Intercom.HandoffTeamID == "5017691" && c.Intercom.HandoffTag == "Bot handoff"
			}},
		{"a slow Intercom needs no longer lease: the heartbeat keeps it", map[string]string{"INTERCOM_TIMEOUT": "60s"},
			func(c config.Config) bool { return c.PlatformTimeout() == time.Minute }},
		{"beside Chatwoot, the larger timeout counts", merge(valid(), map[string]string{"CHATWOOT_TIMEOUT": "30s", "INTERCOM_TIMEOUT": "20s"}),
			func(c config.Config) bool { return c.PlatformTimeout() == 30*time.Second }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c, err := config.Load(env(merge(intercomOnly(), tt.change)))
			if err == nil {
				err = c.Validate()
			}
			if err != nil {
				t.Fatal(err)
			}
			if !tt.check(c) {
				t.Errorf("not applied: %+v", c.Intercom)
			}
		})
	}
}

func merge(ms ...map[string]string) map[string]string {
	out := map[string]string{}
	for _, m := range ms {
		for k, v := range m {
			out[k] = v
		}
	}
	return out
}
