package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wakha/wakha/config"
)

// TestDecideMode covers what `connector` without a subcommand does, for
// every way a setting can be given (the variable or its _FILE).
func TestDecideMode(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	file := func(name, content string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(content+"\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		return path
	}
	dbFile := file("database-url", "postgres://wakha@db.internal/wakha")
	tokenFile := file("bot-token", "bot-token-from-a-file")
	secretFile := file("webhook-secret", "webhook-secret-from-a-file")
	tests := []struct {
		name     string
		env      map[string]string
		want     mode
		wantErr  string // substring; "" = no error
		loadFail bool   // config.Load itself refuses
	}{
		{"nothing set", nil, modeDemo, "", false},
		{"only unrelated settings", map[string]string{"LOG_LEVEL": "debug", "CATALOG_FILE": "x.json"}, modeDemo, "", false},
		{"chatwoot and a database", map[string]string{"CHATWOOT_BASE_URL": "https://chat.example.ma", "DATABASE_URL": "postgres://db/wakha"}, modeServe, "", false},
		{"chatwoot and a database file", map[string]string{"CHATWOOT_BASE_URL": "https://chat.example.ma", "DATABASE_URL_FILE": dbFile}, modeServe, "", false},
		{"chatwoot with secrets from files", map[string]string{"CHATWOOT_BASE_URL": "https://chat.example.ma",
			"CHATWOOT_BOT_TOKEN_FILE": tokenFile, "CHATWOOT_WEBHOOK_SECRET_FILE": secretFile, "DATABASE_URL_FILE": dbFile}, modeServe, "", false},
		{"chatwoot without a database (serve says what is missing)", map[string]string{"CHATWOOT_BASE_URL": "https://chat.example.ma"}, modeServe, "", false},
		{"a database without a platform", map[string]string{"DATABASE_URL": "postgres://db/wakha"}, "", "neither CHATWOOT_BASE_URL (Chatwoot) nor INTERCOM_ACCESS_TOKEN (Intercom) is set", false},
		{"a database file without a platform", map[string]string{"DATABASE_URL_FILE": dbFile}, "", "neither CHATWOOT_BASE_URL (Chatwoot) nor INTERCOM_ACCESS_TOKEN (Intercom) is set", false},
		{"a bot token without the address", map[string]string{"CHATWOOT_BOT_TOKEN": "tok"}, "", "CHATWOOT_BOT_TOKEN is", false},
		{"a bot token file without the address", map[string]string{"CHATWOOT_BOT_TOKEN_FILE": tokenFile}, "", "CHATWOOT_BOT_TOKEN is", false},
		{"a webhook secret file without the address", map[string]string{"CHATWOOT_WEBHOOK_SECRET_FILE": secretFile}, "", "CHATWOOT_WEBHOOK_SECRET is", false},
		{"intercom and a database", map[string]string{"INTERCOM_ACCESS_TOKEN": "tok", "DATABASE_URL": "postgres://db/wakha"}, modeServe, "", false},
		{"intercom with its token from a file", map[string]string{"INTERCOM_ACCESS_TOKEN_FILE": tokenFile, "DATABASE_URL_FILE": dbFile}, modeServe, "", false},
		{"both platforms", map[string]string{"CHATWOOT_BASE_URL": "https://chat.example.ma", "INTERCOM_ACCESS_TOKEN": "tok"}, modeServe, "", false},
		{"an intercom secret without the token", map[string]string{"INTERCOM_CLIENT_SECRET_FILE": secretFile}, "", "INTERCOM_CLIENT_SECRET is", false},
		{"an intercom admin without the token", map[string]string{"INTERCOM_ADMIN_ID": "7714021"}, "", "INTERCOM_ADMIN_ID is", false},
		{"an intercom host alone", map[string]string{"INTERCOM_BASE_URL": "https://api.eu.intercom.io"}, modeDemo, "", false},
		{"a database file that is missing", map[string]string{"DATABASE_URL_FILE": filepath.Join(dir, "missing")}, "", "DATABASE_URL_FILE", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			cfg, err := config.Load(func(k string) string { return tt.env[k] })
			if tt.loadFail {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("Load error = %v, want one naming %s", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			got, err := decideMode(cfg)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("decideMode = %q, %v; want an error containing %q", got, err, tt.wantErr)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("decideMode = %q, %v; want %q", got, err, tt.want)
			}
		})
	}
}

// The bare command with DATABASE_URL_FILE refuses instead of starting a
// demo with a throwaway cluster beside a real set-up (it read the raw
// variables and saw no DATABASE_URL). The context is already cancelled, so
// a demo started by mistake returns at once instead of running.
func TestBareCommandReadsSettingsFromFiles(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "database-url")
	if err := os.WriteFile(path, []byte("postgres://wakha@db.internal/wakha\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for name, env := range map[string]map[string]string{
		"database file":       {"DATABASE_URL_FILE": path},
		"missing secret file": {"CHATWOOT_BOT_TOKEN_FILE": path + ".missing"},
	} {
		var out bytes.Buffer
		err := run(ctx, nil, func(k string) string { return env[k] }, &out)
		if err == nil {
			t.Errorf("%s: connector ran (output %q), want a refusal", name, out.String())
			continue
		}
		if !strings.Contains(err.Error(), "configuration") {
			t.Errorf("%s: err = %v, want a configuration error", name, err)
		}
	}
}
