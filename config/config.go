// Package config reads wakha's settings from the environment into one typed
// struct, validated once at start. Every variable is listed in the README.
package config

import (
	"errors"
	"fmt"
	"net/url"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	_ "time/tzdata" // TIMEZONE works in a minimal container without zoneinfo
)

// MaxProactivePerHour bounds PROACTIVE_MAX_PER_HOUR: the engine keeps the
// times of at most that many offers (engine.MaxOfferTimes).
const MaxProactivePerHour = 10

// releasePattern is a Chatwoot release as chatwoot.ParseRelease reads it.
var releasePattern = regexp.MustCompile(`^v?[0-9]+\.[0-9]+(\.[0-9]+)?([^0-9.].*)?$`)

// Config is every setting of the connector.
type Config struct {
	DatabaseURL string
	// DatabaseMaxConns is DATABASE_MAX_CONNS: the pool's size; 0 sizes it
	// from the worker counts (PoolSize).
	DatabaseMaxConns int
	HTTPAddr         string
	LogLevel         string
	// RequestDBTimeout bounds the database work of one HTTP request; it
	// must stay under Chatwoot's 5 s webhook timeout.
	RequestDBTimeout time.Duration

	Chatwoot Chatwoot
	Intercom Intercom
	Catalog  Catalog
	Widget   Widget

	// Engine timings and limits (spec 001 and spec 004 values by default).
	ConfirmationTTL time.Duration
	AwaitingTTL     time.Duration // how long looser answers to what the bot asked are tried (spec 004)
	SoftContextTTL  time.Duration // how long the last query and product in focus enrich follow-ups (spec 004)

	// The engagement session and proactive offers (spec 000).
	SessionInteractionTimeout time.Duration // an active session without activity for longer goes idle
	SessionCooldown           time.Duration // no offer for that long after; doubled per offer turned down
	ProactiveEnabled          bool
	ProactiveMaxPerHour       int
	ProactiveDwell            time.Duration // how long a product page is watched before an offer

	// Follow-ups and the instance lifecycle (spec 003).
	FollowUp FollowUp
	// AdminToken turns the admin API on (Bearer); "" leaves it off.
	AdminToken string
	// RetentionPeriod: processed events, sent outbox rows, transitions and
	// finished instances older than this are pruned.
	RetentionPeriod time.Duration

	Runner   Runner
	Outbox   Outbox
	Shutdown time.Duration
}

// FollowUp configures the heartbeats of spec 003.
type FollowUp struct {
	// Schedule: the n-th follow-up is due Schedule[n-1] after the bot's
	// previous message; the last offset repeats, and is also the wait
	// between the last follow-up and the abandonment.
	Schedule []time.Duration
	// Max follow-ups per silence; 0 turns them off (and the abandonment).
	Max              int
	ResolveOnAbandon bool
	// Quiet is set when QUIET_HOURS is: no follow-up from QuietStart to
	// QuietEnd (offsets from local midnight; QuietStart > QuietEnd runs
	// across midnight) in Location.
	Quiet      bool
	QuietStart time.Duration
	QuietEnd   time.Duration
	Location   *time.Location
}

// MaxFollowUps bounds FOLLOWUP_MAX: more than this is not a nudge.
const MaxFollowUps = 10

// Chatwoot is the Agent Bot connection.
type Chatwoot struct {
	BaseURL             string
	BotToken            string
	WebhookSecrets      []string // newest first: several during a rotation
	WebhookToken        string
	InsecureNoSignature bool
	AccountID           string
	HandoffTeamID       int
	HandoffLabels       []string
	MaxSkew             time.Duration
	RequestTimeout      time.Duration
	// Version is the Chatwoot release ("4.15.1"); "" lets the client ask
	// GET /api.
	Version string
}

// Intercom is the Intercom app wakha answers for, as one teammate of one
// workspace.
type Intercom struct {
	AccessToken         string
	ClientSecrets       []string // newest first: several during a rotation
	AdminID             string   // the teammate the bot replies as
	BaseURL             string   // the region's API host
	APIVersion          string   // Intercom-Version; 2.14 or later (quick replies)
	RequestTimeout      time.Duration
	HandoffTeamID       string // "" = no assignment on handoff
	HandoffTag          string
	InsecureNoSignature bool
}

// Catalog says where products come from: a live store or a JSON file.
type Catalog struct {
	WooCommerceBaseURL string
	WooCommerceTimeout time.Duration
	File               string
	CacheTTL           time.Duration
	SynonymsFile       string
	SearchTimeout      time.Duration
}

// Widget configures the storefront endpoint that forwards card postbacks.
type Widget struct {
	AllowedOrigins []string
	Secret         string        // signs card postback payloads; "" = derived from CHATWOOT_BOT_TOKEN
	PostbackTTL    time.Duration // how long a card's Select button works
}

// Runner tunes the workers that process conversations.
type Runner struct {
	Workers int
	// Queue is RUNNER_QUEUE: how many claimed conversations may wait for a
	// busy worker, their leases kept by the heartbeat.
	Queue int
	Lease time.Duration
	// Heartbeat is LEASE_HEARTBEAT: how often the leases of turns and sends
	// in progress are extended (runner and dispatcher alike).
	Heartbeat    time.Duration
	PollInterval time.Duration
	MaxAttempts  int
}

// Outbox tunes the dispatcher that sends replies.
type Outbox struct {
	Workers     int
	MaxAttempts int
	BaseDelay   time.Duration
	MaxDelay    time.Duration
	Lease       time.Duration
}

// ChatwootConfigured reports whether a Chatwoot account is set up.
func (c Config) ChatwootConfigured() bool { return c.Chatwoot.BaseURL != "" }

// IntercomConfigured reports whether an Intercom app is set up: its access
// token is what addresses it (the API host has a default).
func (c Config) IntercomConfigured() bool { return c.Intercom.AccessToken != "" }

// PlatformTimeout is the longest API timeout of the configured platforms
// (Chatwoot's when none is): a send may take that long.
func (c Config) PlatformTimeout() time.Duration {
	var d time.Duration
	if c.ChatwootConfigured() || !c.IntercomConfigured() {
		d = c.Chatwoot.RequestTimeout
	}
	if c.IntercomConfigured() {
		d = max(d, c.Intercom.RequestTimeout)
	}
	return d
}

// Platforms names the messaging platforms this configuration connects
// wakha to; serving needs at least one. A platform counts once the setting
// that addresses it is there; Validate then asks for the rest.
func (c Config) Platforms() []string {
	var p []string
	if c.ChatwootConfigured() {
		p = append(p, "chatwoot")
	}
	if c.IntercomConfigured() {
		p = append(p, "intercom")
	}
	return p
}

// PlatformSettings lists the platform variables that are set without
// their platform being configured (a token without CHATWOOT_BASE_URL, an
// Intercom client secret without INTERCOM_ACCESS_TOKEN): a set-up with a
// setting missing, not an empty one.
func (c Config) PlatformSettings() []string {
	var set []string
	if !c.ChatwootConfigured() {
		cw := c.Chatwoot
		for name, ok := range map[string]bool{
			"CHATWOOT_BOT_TOKEN": cw.BotToken != "", "CHATWOOT_WEBHOOK_SECRET": len(cw.WebhookSecrets) > 0,
			"CHATWOOT_WEBHOOK_TOKEN": cw.WebhookToken != "", "CHATWOOT_ACCOUNT_ID": cw.AccountID != "",
		} {
			if ok {
				set = append(set, name)
			}
		}
	}
	if !c.IntercomConfigured() {
		ic := c.Intercom
		for name, ok := range map[string]bool{
			"INTERCOM_CLIENT_SECRET": len(ic.ClientSecrets) > 0, "INTERCOM_ADMIN_ID": ic.AdminID != "",
			"INTERCOM_HANDOFF_TEAM_ID": ic.HandoffTeamID != "",
		} {
			if ok {
				set = append(set, name)
			}
		}
	}
	slices.Sort(set)
	return set
}

// Load reads the environment through getenv. Secrets may also come from
// NAME_FILE (the file's content, trimmed). It returns every problem at once.
func Load(getenv func(string) string) (Config, error) {
	l := loader{getenv: getenv}
	c := Config{
		DatabaseURL:      l.secret("DATABASE_URL"),
		DatabaseMaxConns: l.integer("DATABASE_MAX_CONNS", 0),
		HTTPAddr:         l.str("HTTP_ADDR", ":8080"),
		LogLevel:         l.str("LOG_LEVEL", "info"),
		RequestDBTimeout: l.duration("REQUEST_DB_TIMEOUT", 3*time.Second),
		Chatwoot: Chatwoot{
			BaseURL:             strings.TrimRight(l.str("CHATWOOT_BASE_URL", ""), "/"),
			BotToken:            l.secret("CHATWOOT_BOT_TOKEN"),
			WebhookSecrets:      l.secretList("CHATWOOT_WEBHOOK_SECRET"),
			WebhookToken:        l.secret("CHATWOOT_WEBHOOK_TOKEN"),
			InsecureNoSignature: l.boolean("CHATWOOT_INSECURE_NO_SIGNATURE", false),
			AccountID:           l.str("CHATWOOT_ACCOUNT_ID", ""),
			HandoffTeamID:       l.integer("CHATWOOT_HANDOFF_TEAM_ID", 0),
			HandoffLabels:       l.list("CHATWOOT_HANDOFF_LABELS", nil),
			MaxSkew:             l.duration("CHATWOOT_MAX_SKEW", 5*time.Minute),
			RequestTimeout:      l.duration("CHATWOOT_TIMEOUT", 10*time.Second),
			Version:             l.str("CHATWOOT_VERSION", ""),
		},
		Intercom: Intercom{
			AccessToken:         l.secret("INTERCOM_ACCESS_TOKEN"),
			ClientSecrets:       l.secretList("INTERCOM_CLIENT_SECRET"),
			AdminID:             l.str("INTERCOM_ADMIN_ID", ""),
			BaseURL:             strings.TrimRight(l.str("INTERCOM_BASE_URL", DefaultIntercomBaseURL), "/"),
			APIVersion:          l.str("INTERCOM_API_VERSION", DefaultIntercomVersion),
			RequestTimeout:      l.duration("INTERCOM_TIMEOUT", 10*time.Second),
			HandoffTeamID:       l.str("INTERCOM_HANDOFF_TEAM_ID", ""),
			HandoffTag:          l.str("INTERCOM_HANDOFF_TAG", "wakha-handoff"),
			InsecureNoSignature: l.boolean("INTERCOM_INSECURE_NO_SIGNATURE", false),
		},
		Catalog: Catalog{
			WooCommerceBaseURL: strings.TrimRight(l.str("WOOCOMMERCE_BASE_URL", ""), "/"),
			WooCommerceTimeout: l.duration("WOOCOMMERCE_TIMEOUT", 3*time.Second),
			File:               l.str("CATALOG_FILE", ""),
			CacheTTL:           l.duration("CATALOG_CACHE_TTL", 60*time.Second),
			SynonymsFile:       l.str("SYNONYMS_FILE", ""),
			SearchTimeout:      l.duration("CATALOG_SEARCH_TIMEOUT", 10*time.Second),
		},
		Widget: Widget{AllowedOrigins: l.list("WIDGET_ALLOWED_ORIGINS", nil), Secret: l.secret("WIDGET_SECRET"),
			PostbackTTL: l.duration("WIDGET_POSTBACK_TTL", 7*24*time.Hour)},
		ConfirmationTTL: l.duration("CONFIRMATION_TTL", 5*time.Minute),
		AwaitingTTL:     l.duration("AWAITING_TTL", 2*time.Minute),
		SoftContextTTL:  l.duration("SOFT_CONTEXT_TTL", 5*time.Minute),

		SessionInteractionTimeout: l.duration("SESSION_INTERACTION_TIMEOUT", 20*time.Second),
		SessionCooldown:           l.duration("SESSION_COOLDOWN", 60*time.Second),
		ProactiveEnabled:          l.boolean("PROACTIVE_ENABLED", true),
		ProactiveMaxPerHour:       l.integer("PROACTIVE_MAX_PER_HOUR", 2),
		ProactiveDwell:            l.duration("PROACTIVE_DWELL", 30*time.Second),
		FollowUp: FollowUp{
			Schedule:         l.durations("FOLLOWUP_SCHEDULE", []time.Duration{10 * time.Minute, 2 * time.Hour}),
			Max:              l.integer("FOLLOWUP_MAX", 2),
			ResolveOnAbandon: l.boolean("FOLLOWUP_RESOLVE_ON_ABANDON", false),
			Location:         l.location("TIMEZONE", "Africa/Casablanca"),
		},
		AdminToken:      l.secret("ADMIN_TOKEN"),
		RetentionPeriod: l.duration("RETENTION_PERIOD", 720*time.Hour),
		Runner: Runner{
			Workers:      l.integer("RUNNER_WORKERS", 8),
			Queue:        l.integer("RUNNER_QUEUE", 32),
			Lease:        l.duration("RUNNER_LEASE", 6*time.Second),
			Heartbeat:    l.duration("LEASE_HEARTBEAT", 2*time.Second),
			PollInterval: l.duration("POLL_INTERVAL", time.Second),
			MaxAttempts:  l.integer("EVENT_MAX_ATTEMPTS", 5),
		},
		Outbox: Outbox{
			Workers:     l.integer("OUTBOX_WORKERS", 4),
			MaxAttempts: l.integer("OUTBOX_MAX_ATTEMPTS", 10),
			BaseDelay:   l.duration("OUTBOX_BASE_DELAY", time.Second),
			MaxDelay:    l.duration("OUTBOX_MAX_DELAY", 5*time.Minute),
			Lease:       l.duration("OUTBOX_LEASE", 6*time.Second),
		},
		Shutdown: l.duration("SHUTDOWN_TIMEOUT", 20*time.Second),
	}
	c.FollowUp.Quiet, c.FollowUp.QuietStart, c.FollowUp.QuietEnd = l.window("QUIET_HOURS")
	return c, errors.Join(l.errs...)
}

// Variables lists every environment variable Load reads, NAME_FILE forms
// included, sorted; deployment files are checked against it.
func Variables() []string {
	seen := map[string]bool{}
	_, _ = Load(func(name string) string { seen[name] = true; return "" })
	names := make([]string, 0, len(seen))
	for n := range seen {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// Validate checks what serving needs: a database, a catalog and, for each
// configured platform, its credentials and a way to authenticate its webhooks.
func (c Config) Validate() error {
	var errs []error
	add := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	if c.DatabaseURL == "" {
		add("DATABASE_URL is required (e.g. postgres://user:pass@localhost:5432/wakha)")
	}
	switch strings.ToLower(c.LogLevel) {
	case "debug", "info", "warn", "error":
	default:
		add("LOG_LEVEL must be debug, info, warn or error, not %q", c.LogLevel)
	}
	if c.ChatwootConfigured() {
		if err := checkURL(c.Chatwoot.BaseURL); err != nil {
			add("CHATWOOT_BASE_URL: %v", err)
		}
		if c.Chatwoot.BotToken == "" {
			add("CHATWOOT_BOT_TOKEN is required with CHATWOOT_BASE_URL (the Agent Bot's access token)")
		}
		if len(c.Chatwoot.WebhookSecrets) == 0 && c.Chatwoot.WebhookToken == "" && !c.Chatwoot.InsecureNoSignature {
			add("set CHATWOOT_WEBHOOK_SECRET (Chatwoot 4.13+ signs webhooks) or CHATWOOT_WEBHOOK_TOKEN (a secret path token for older versions); " +
				"CHATWOOT_INSECURE_NO_SIGNATURE=true accepts unauthenticated webhooks")
		}
		if !c.Chatwoot.InsecureNoSignature {
			// A short secret can be guessed; say which one without showing it.
			if n := len(c.Chatwoot.WebhookToken); n > 0 && n < MinWebhookTokenLen {
				add("CHATWOOT_WEBHOOK_TOKEN is %d characters long, at least %d are needed (e.g. openssl rand -hex 24)", n, MinWebhookTokenLen)
			}
			for i, sec := range c.Chatwoot.WebhookSecrets {
				if len(sec) < MinWebhookSecretLen {
					add("CHATWOOT_WEBHOOK_SECRET: secret %d of %d is %d characters long, at least %d are needed (copy the bot's secret from Chatwoot)",
						i+1, len(c.Chatwoot.WebhookSecrets), len(sec), MinWebhookSecretLen)
				}
			}
		}
		if n := len(c.Chatwoot.WebhookSecrets); n > MaxWebhookSecrets {
			add("CHATWOOT_WEBHOOK_SECRET holds %d secrets, at most %d (the new one and the old ones of a rotation)", n, MaxWebhookSecrets)
		}
		if c.Chatwoot.HandoffTeamID < 0 {
			add("CHATWOOT_HANDOFF_TEAM_ID must be a positive team id")
		}
		if v := c.Chatwoot.Version; v != "" && !releasePattern.MatchString(v) {
			add("CHATWOOT_VERSION must be a Chatwoot release such as 4.15.1, not %q", v)
		}
		for _, l := range c.Chatwoot.HandoffLabels {
			// Chatwoot labels are single words; one with a space would make
			// every handoff's label request fail.
			if strings.ContainsAny(l, " \t") {
				add("CHATWOOT_HANDOFF_LABELS: %q is not a Chatwoot label (no spaces; separate labels with commas)", l)
			}
		}
	}
	if c.IntercomConfigured() {
		errs = append(errs, c.Intercom.validate()...)
	}
	if c.Catalog.WooCommerceBaseURL != "" {
		if err := checkURL(c.Catalog.WooCommerceBaseURL); err != nil {
			add("WOOCOMMERCE_BASE_URL: %v", err)
		}
	} else if c.Catalog.File == "" {
		add("set WOOCOMMERCE_BASE_URL (a live store) or CATALOG_FILE (a JSON array of Store API products)")
	}
	// Chatwoot hands a conversation to humans when a webhook takes 5 s; the
	// request must give up (and answer 500, which Chatwoot retries) before.
	if c.RequestDBTimeout >= chatwootWebhookTimeout {
		add("REQUEST_DB_TIMEOUT (%s) must be under %s, Chatwoot's webhook timeout", c.RequestDBTimeout, chatwootWebhookTimeout)
	}
	positive := map[string]time.Duration{
		"CONFIRMATION_TTL": c.ConfirmationTTL, "WOOCOMMERCE_TIMEOUT": c.Catalog.WooCommerceTimeout,
		"RUNNER_LEASE": c.Runner.Lease, "POLL_INTERVAL": c.Runner.PollInterval, "OUTBOX_BASE_DELAY": c.Outbox.BaseDelay,
		"OUTBOX_MAX_DELAY": c.Outbox.MaxDelay, "OUTBOX_LEASE": c.Outbox.Lease, "SHUTDOWN_TIMEOUT": c.Shutdown,
		"LEASE_HEARTBEAT":   c.Runner.Heartbeat,
		"CHATWOOT_MAX_SKEW": c.Chatwoot.MaxSkew, "CHATWOOT_TIMEOUT": c.Chatwoot.RequestTimeout,
		"CATALOG_SEARCH_TIMEOUT": c.Catalog.SearchTimeout, "REQUEST_DB_TIMEOUT": c.RequestDBTimeout,
		"WIDGET_POSTBACK_TTL": c.Widget.PostbackTTL, "INTERCOM_TIMEOUT": c.Intercom.RequestTimeout,
		"AWAITING_TTL": c.AwaitingTTL, "SOFT_CONTEXT_TTL": c.SoftContextTTL,
		"SESSION_INTERACTION_TIMEOUT": c.SessionInteractionTimeout, "SESSION_COOLDOWN": c.SessionCooldown,
		"PROACTIVE_DWELL": c.ProactiveDwell,
	}
	for name, d := range positive {
		if d <= 0 {
			add("%s must be a positive duration", name)
		}
	}
	// Soft context is what remains after an explicit question expires (spec 004): it must outlast it.
	if c.AwaitingTTL > 0 && c.SoftContextTTL > 0 && c.SoftContextTTL < c.AwaitingTTL {
		add("SOFT_CONTEXT_TTL (%s) must be at least AWAITING_TTL (%s)", c.SoftContextTTL, c.AwaitingTTL)
	}
	if n := c.ProactiveMaxPerHour; n < 1 || n > MaxProactivePerHour {
		add("PROACTIVE_MAX_PER_HOUR must be between 1 and %d (PROACTIVE_ENABLED=false turns offers off), not %d", MaxProactivePerHour, n)
	}
	if n := c.FollowUp.Max; n < 0 || n > MaxFollowUps {
		add("FOLLOWUP_MAX must be between 0 (no follow-ups) and %d, not %d", MaxFollowUps, n)
	}
	if len(c.FollowUp.Schedule) == 0 {
		add("FOLLOWUP_SCHEDULE needs at least one offset (e.g. 10m,2h)")
	}
	for i, d := range c.FollowUp.Schedule {
		if d < time.Minute {
			add("FOLLOWUP_SCHEDULE: offset %d (%s) must be at least 1m", i+1, d)
		}
	}
	if c.RetentionPeriod < 24*time.Hour {
		add("RETENTION_PERIOD (%s) must be at least 24h: the admin API and the runbook read recent rows", c.RetentionPeriod)
	}
	if t := c.AdminToken; t != "" && len(t) < MinAdminTokenLen {
		add("ADMIN_TOKEN is %d characters long, at least %d are needed (e.g. openssl rand -hex 24)", len(t), MinAdminTokenLen)
	}
	// Leases are kept alive by a heartbeat while a turn or a send is in
	// progress, so they only need to outlast a few missed beats: a crashed
	// replica's work is taken over when they end.
	for name, lease := range map[string]time.Duration{"RUNNER_LEASE": c.Runner.Lease, "OUTBOX_LEASE": c.Outbox.Lease} {
		if c.Runner.Heartbeat > 0 && lease < 3*c.Runner.Heartbeat {
			add("%s (%s) must be at least 3×LEASE_HEARTBEAT (%s)", name, lease, 3*c.Runner.Heartbeat)
		}
	}
	if c.Catalog.CacheTTL < 0 {
		add("CATALOG_CACHE_TTL must not be negative")
	}
	if c.Runner.Queue < 0 {
		add("RUNNER_QUEUE must not be negative")
	}
	if n := c.DatabaseMaxConns; n != 0 && n < minPoolSize {
		add("DATABASE_MAX_CONNS must be at least %d (or unset, to size the pool from the worker counts), not %d", minPoolSize, n)
	}
	for name, n := range map[string]int{"RUNNER_WORKERS": c.Runner.Workers, "OUTBOX_WORKERS": c.Outbox.Workers,
		"OUTBOX_MAX_ATTEMPTS": c.Outbox.MaxAttempts, "EVENT_MAX_ATTEMPTS": c.Runner.MaxAttempts} {
		if n < 1 {
			add("%s must be at least 1", name)
		}
	}
	// Sorted output keeps the message stable for people and tests.
	slices.SortFunc(errs, func(a, b error) int { return strings.Compare(a.Error(), b.Error()) })
	return errors.Join(errs...)
}

// minPoolSize is the smallest pool that can ingest while the workers run.
const minPoolSize = 2

// poolHeadroom is what the pool holds beyond one connection per worker:
// webhook ingest, the dispatcher's claims and completions, the runner's
// producer, heartbeats and the stats collector.
const poolHeadroom = 8

// PoolSize is the database pool's size: DATABASE_MAX_CONNS when set, else
// one connection per runner and outbox worker plus headroom for ingest and
// the background queries, so a busy pipeline never waits for a connection.
func (c Config) PoolSize() int {
	if c.DatabaseMaxConns > 0 {
		return c.DatabaseMaxConns
	}
	return c.Runner.Workers + c.Outbox.Workers + poolHeadroom
}

// Intercom defaults.
const (
	DefaultIntercomBaseURL = "https://api.intercom.io"
	// DefaultIntercomVersion is the first API version with quick replies.
	DefaultIntercomVersion = "2.14"
	// maxIntercomTag is Intercom's tag name limit wakha keeps to.
	maxIntercomTag = 100
)

// intercomVersion is an Intercom-Version wakha can use: 2.14 or a later
// 2.x, or Preview (called Unstable before April 2026).
var intercomVersion = regexp.MustCompile(`^(2\.(1[4-9]|[2-9][0-9])|Preview|Unstable)$`)

var digits = regexp.MustCompile(`^[1-9][0-9]{0,18}$`)

// validate checks an Intercom set-up (its access token is set).
func (ic Intercom) validate() []error {
	var errs []error
	add := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	switch {
	case ic.AdminID == "":
		add("INTERCOM_ADMIN_ID is required with INTERCOM_ACCESS_TOKEN (the id of the teammate the bot replies as; see the README)")
	case !digits.MatchString(ic.AdminID):
		add("INTERCOM_ADMIN_ID must be a teammate's numeric id, not %q", ic.AdminID)
	}
	if err := checkURL(ic.BaseURL); err != nil {
		add("INTERCOM_BASE_URL: %v", err)
	}
	if !intercomVersion.MatchString(ic.APIVersion) {
		add("INTERCOM_API_VERSION must be 2.14 or later (quick replies need it), not %q", ic.APIVersion)
	}
	if ic.HandoffTeamID != "" && !digits.MatchString(ic.HandoffTeamID) {
		add("INTERCOM_HANDOFF_TEAM_ID must be a team's numeric id, not %q", ic.HandoffTeamID)
	}
	if n := len([]rune(ic.HandoffTag)); n == 0 || n > maxIntercomTag {
		add("INTERCOM_HANDOFF_TAG must be a tag name of 1 to %d characters", maxIntercomTag)
	}
	if len(ic.ClientSecrets) == 0 && !ic.InsecureNoSignature {
		add("set INTERCOM_CLIENT_SECRET (the app's client secret, which signs webhooks); " +
			"INTERCOM_INSECURE_NO_SIGNATURE=true accepts unsigned webhooks")
	}
	if !ic.InsecureNoSignature {
		for i, sec := range ic.ClientSecrets {
			if len(sec) < MinWebhookSecretLen {
				add("INTERCOM_CLIENT_SECRET: secret %d of %d is %d characters long, at least %d are needed (copy the app's client secret from the Developer Hub)",
					i+1, len(ic.ClientSecrets), len(sec), MinWebhookSecretLen)
			}
		}
	}
	if n := len(ic.ClientSecrets); n > MaxWebhookSecrets {
		add("INTERCOM_CLIENT_SECRET holds %d secrets, at most %d (the new one and the old ones of a rotation)", n, MaxWebhookSecrets)
	}
	return errs
}

// Webhook secret rules. Below these lengths a secret can be guessed; they
// apply unless the platform's INSECURE_NO_SIGNATURE setting is true. Every
// webhook is checked against each secret in turn, so their number is kept
// small.
const (
	MinAdminTokenLen    = 32
	MinWebhookTokenLen  = 32
	MinWebhookSecretLen = 16
	MaxWebhookSecrets   = 3
)

// chatwootWebhookTimeout is Chatwoot's default WEBHOOK_TIMEOUT.
const chatwootWebhookTimeout = 5 * time.Second

func checkURL(raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return err
	}
	if (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("%q is not an http(s) URL", raw)
	}
	return nil
}

type loader struct {
	getenv func(string) string
	errs   []error
}

func (l *loader) str(name, def string) string {
	if v := strings.TrimSpace(l.getenv(name)); v != "" {
		return v
	}
	return def
}

// secret reads NAME, or the file named by NAME_FILE (for Docker/Kubernetes secrets).
func (l *loader) secret(name string) string {
	v := strings.TrimSpace(l.getenv(name))
	path := strings.TrimSpace(l.getenv(name + "_FILE"))
	if path == "" {
		return v
	}
	if v != "" {
		l.errs = append(l.errs, fmt.Errorf("set %s or %s_FILE, not both", name, name))
		return v
	}
	b, err := os.ReadFile(path)
	if err != nil {
		l.errs = append(l.errs, fmt.Errorf("%s_FILE: %w", name, err))
		return ""
	}
	return strings.TrimSpace(string(b))
}

// secretList reads a secret holding several values separated by commas or
// newlines (a file may list one per line), e.g. "new,old" during a rotation.
func (l *loader) secretList(name string) []string {
	var out []string
	for _, p := range strings.FieldsFunc(l.secret(name), func(r rune) bool { return r == ',' || r == '\n' }) {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func (l *loader) duration(name string, def time.Duration) time.Duration {
	v := strings.TrimSpace(l.getenv(name))
	if v == "" {
		return def
	}
	d, err := time.ParseDuration(v)
	if err != nil {
		l.errs = append(l.errs, fmt.Errorf("%s: %q is not a duration (use Go syntax: 90s, 5m, 1h)", name, v))
		return def
	}
	return d
}

func (l *loader) integer(name string, def int) int {
	v := strings.TrimSpace(l.getenv(name))
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		l.errs = append(l.errs, fmt.Errorf("%s: %q is not a whole number", name, v))
		return def
	}
	return n
}

func (l *loader) boolean(name string, def bool) bool {
	v := strings.TrimSpace(l.getenv(name))
	if v == "" {
		return def
	}
	b, err := strconv.ParseBool(v)
	if err != nil {
		l.errs = append(l.errs, fmt.Errorf("%s: %q is not true or false", name, v))
		return def
	}
	return b
}

func (l *loader) list(name string, def []string) []string {
	v := strings.TrimSpace(l.getenv(name))
	if v == "" {
		return def
	}
	var out []string
	for _, p := range strings.Split(v, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// durations reads a comma-separated list of Go durations ("10m,2h").
func (l *loader) durations(name string, def []time.Duration) []time.Duration {
	v := strings.TrimSpace(l.getenv(name))
	if v == "" {
		return def
	}
	var out []time.Duration
	for _, p := range strings.Split(v, ",") {
		d, err := time.ParseDuration(strings.TrimSpace(p))
		if err != nil {
			l.errs = append(l.errs, fmt.Errorf("%s: %q is not a list of durations (e.g. 10m,2h)", name, v))
			return def
		}
		out = append(out, d)
	}
	return out
}

// location reads an IANA time zone name ("Africa/Casablanca", "UTC").
func (l *loader) location(name, def string) *time.Location {
	v := l.str(name, def)
	loc, err := time.LoadLocation(v)
	if err != nil {
		l.errs = append(l.errs, fmt.Errorf("%s: %q is not a time zone (use an IANA name such as Africa/Casablanca)", name, v))
		loc, _ = time.LoadLocation(def)
	}
	return loc
}

// window reads a daily window "HH:MM-HH:MM" (e.g. 22:00-08:00); set is false
// when the variable is empty.
func (l *loader) window(name string) (set bool, start, end time.Duration) {
	v := strings.TrimSpace(l.getenv(name))
	if v == "" {
		return false, 0, 0
	}
	bad := func() (bool, time.Duration, time.Duration) {
		l.errs = append(l.errs, fmt.Errorf("%s: %q is not a window like 22:00-08:00", name, v))
		return false, 0, 0
	}
	a, b, ok := strings.Cut(v, "-")
	if !ok {
		return bad()
	}
	clock := func(s string) (time.Duration, bool) {
		t, err := time.Parse("15:04", strings.TrimSpace(s))
		if err != nil {
			return 0, false
		}
		return time.Duration(t.Hour())*time.Hour + time.Duration(t.Minute())*time.Minute, true
	}
	start, ok1 := clock(a)
	end, ok2 := clock(b)
	if !ok1 || !ok2 || start == end {
		return bad()
	}
	return true, start, end
}
