// Package pgtest gives each test its own fresh, migrated wakha database on a
// real PostgreSQL: the server named by TEST_DATABASE_URL, or else one
// started once per test binary with testcontainers-go (Docker). There is no
// mock: tests exercise the real SQL.
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/url"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	tcpostgres "github.com/testcontainers/testcontainers-go/modules/postgres"

	"github.com/wakha/wakha/postgres"
)

// EnvURL names the environment variable with the admin URL of a test server.
const EnvURL = "TEST_DATABASE_URL"

// containerImage is the image used when EnvURL is unset.
const containerImage = "postgres:17-alpine"

const howTo = `pgtest: no PostgreSQL for tests. Either
  - run a local PostgreSQL and set ` + EnvURL + `=postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable
    (a role that may CREATE DATABASE; each test creates and drops its own wakha_test_* database), or
  - run Docker, so testcontainers-go can start ` + containerImage

// New returns an open handle on a fresh, migrated database that is closed
// and dropped when the test ends.
func New(t testing.TB) *postgres.DB {
	t.Helper()
	dbURL := URL(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	db, err := postgres.Open(ctx, dbURL)
	if err != nil {
		t.Fatalf("pgtest: open test database: %v", err)
	}
	// Registered after URL's drop, so it runs before it (cleanups are LIFO).
	t.Cleanup(db.Close)
	return db
}

// URL creates a fresh, migrated database and returns its URL, for
// end-to-end tests that start the real server. The database is dropped
// (connections forced closed) when the test ends.
func URL(t testing.TB) string {
	t.Helper()
	admin := adminURL(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()

	name := "wakha_test_" + randomHex(t, 8)
	conn, err := pgx.Connect(ctx, admin)
	if err != nil {
		t.Fatalf("pgtest: connect to %s: %v\n%s", redact(admin), err, howTo)
	}
	_, err = conn.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize())
	conn.Close(ctx)
	if err != nil {
		t.Fatalf("pgtest: create database %s: %v", name, err)
	}
	t.Cleanup(func() { dropDatabase(t, admin, name) })

	dbURL, err := withDatabase(admin, name)
	if err != nil {
		t.Fatalf("pgtest: %v", err)
	}
	db, err := postgres.Open(ctx, dbURL)
	if err != nil {
		t.Fatalf("pgtest: open %s: %v", name, err)
	}
	defer db.Close()
	if err := db.Migrate(ctx); err != nil {
		t.Fatalf("pgtest: migrate %s: %v", name, err)
	}
	return dbURL
}

func dropDatabase(t testing.TB, admin, name string) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, admin)
	if err != nil {
		t.Errorf("pgtest: drop %s: connect: %v", name, err)
		return
	}
	defer conn.Close(ctx)
	// FORCE (PostgreSQL 13+) ends sessions a test left open, e.g. a listener.
	if _, err := conn.Exec(ctx, "DROP DATABASE IF EXISTS "+pgx.Identifier{name}.Sanitize()+" WITH (FORCE)"); err != nil {
		t.Errorf("pgtest: drop %s: %v", name, err)
	}
}

// adminURL is EnvURL, or the URL of the shared container, started on first use.
func adminURL(t testing.TB) string {
	if u := os.Getenv(EnvURL); u != "" {
		return u
	}
	container.once.Do(startContainer)
	if container.err != nil {
		t.Fatalf("%s\n(testcontainers: %v)", howTo, container.err)
	}
	return container.url
}

// container is started once per test binary; testcontainers' reaper removes
// it when the process exits.
var container struct {
	once sync.Once
	url  string
	err  error
}

func startContainer() {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	c, err := tcpostgres.Run(ctx, containerImage,
		tcpostgres.WithDatabase("postgres"),
		tcpostgres.WithUsername("postgres"),
		tcpostgres.WithPassword("postgres"),
		tcpostgres.BasicWaitStrategies(),
	)
	if err != nil {
		container.err = err
		return
	}
	container.url, container.err = c.ConnectionString(ctx, "sslmode=disable")
}

// withDatabase returns admin with its database replaced by name; admin is a
// postgres:// URL or a key=value DSN.
func withDatabase(admin, name string) (string, error) {
	if !strings.Contains(admin, "://") {
		// In a DSN the last dbname wins.
		return admin + " dbname=" + name, nil
	}
	u, err := url.Parse(admin)
	if err != nil {
		return "", fmt.Errorf("parse %s: %w", EnvURL, err)
	}
	u.Path = "/" + name
	q := u.Query()
	q.Del("dbname")
	u.RawQuery = q.Encode()
	return u.String(), nil
}

// redact hides a password in a URL for messages.
func redact(s string) string {
	if u, err := url.Parse(s); err == nil && u.User != nil {
		return u.Redacted()
	}
	return s
}

func randomHex(t testing.TB, n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		t.Fatalf("pgtest: random name: %v", err)
	}
	return hex.EncodeToString(b)
}
