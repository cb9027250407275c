// Package pgtmp runs a throwaway PostgreSQL cluster for the demo: initdb in a
// temporary directory, a server on a free loopback port, and on Stop a fast
// shutdown and the directory removed. It uses the PostgreSQL binaries
// installed on the machine (initdb and pg_ctl on PATH, or the newest
// /usr/lib/postgresql/<version>/bin); it needs no running server, no
// password and no configuration.
//
// initdb refuses to run as root, so as root the binaries run as the
// "postgres" user (or "nobody") and the directory is handed to that user.
package pgtmp

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// DefaultSearchGlobs are searched, newest version first, when PATH has no
// initdb and pg_ctl (Debian and Ubuntu install them there).
var DefaultSearchGlobs = []string{"/usr/lib/postgresql/*/bin", "/usr/pgsql-*/bin", "/opt/homebrew/opt/postgresql@*/bin"}

// dirPrefix names the temporary directories, so leftovers of a killed
// process can be recognized and removed by the next start.
const dirPrefix = "wakha-pg-"

// ErrNoBinaries is wrapped by Start's error when no PostgreSQL is installed.
var ErrNoBinaries = errors.New("no PostgreSQL binaries (initdb, pg_ctl) found")

// Options say where to look for the binaries. The zero value searches the
// process's PATH and DefaultSearchGlobs.
type Options struct {
	// Path is a PATH-style list of directories; "" means $PATH.
	Path string
	// SearchGlobs replaces DefaultSearchGlobs when not nil.
	SearchGlobs []string
	// TempDir is where the cluster directory is created; "" means os.TempDir().
	TempDir string
	// Log receives progress messages; nil discards them.
	Log *slog.Logger
}

// Start creates and starts a cluster with Options{Log: log}.
func Start(ctx context.Context, log *slog.Logger) (*Cluster, error) {
	return StartWith(ctx, Options{Log: log})
}

// FindBinaries returns the directory holding initdb and pg_ctl: the first
// directory of path ("" = $PATH) that has both, else the newest version
// matched by globs (nil = DefaultSearchGlobs). Its error wraps ErrNoBinaries
// and says how to get PostgreSQL or use an existing server.
func FindBinaries(path string, globs []string) (string, error) {
	if path == "" {
		path = os.Getenv("PATH")
	}
	if globs == nil {
		globs = DefaultSearchGlobs
	}
	for _, d := range filepath.SplitList(path) {
		if d != "" && hasBinaries(d) {
			return d, nil
		}
	}
	var candidates []string
	for _, g := range globs {
		m, _ := filepath.Glob(g)
		candidates = append(candidates, m...)
	}
	slices.SortFunc(candidates, func(a, b string) int { return compareVersions(versionOf(b), versionOf(a)) })
	for _, d := range candidates {
		if hasBinaries(d) {
			return d, nil
		}
	}
	return "", fmt.Errorf("%w on PATH or under %s.\n%s", ErrNoBinaries, strings.Join(globs, ", "), HowToGetPostgres)
}

// HowToGetPostgres names both ways to give the demo a database.
const HowToGetPostgres = `The demo needs PostgreSQL. Either:
  - install PostgreSQL (it does not have to be running), e.g. apt-get install postgresql
    or brew install postgresql; the demo starts a throwaway cluster from its binaries, or
  - start a server yourself and point DATABASE_URL at it, e.g. with Docker:
      docker compose up db
      DATABASE_URL=postgres://wakha:wakha@127.0.0.1:5432/wakha?sslmode=disable connector demo`

func hasBinaries(dir string) bool {
	for _, name := range []string{"initdb", "pg_ctl"} {
		fi, err := os.Stat(filepath.Join(dir, name))
		if err != nil || fi.IsDir() || fi.Mode().Perm()&0o111 == 0 {
			return false
		}
	}
	return true
}

// versionOf extracts the version from a directory such as
// /usr/lib/postgresql/16/bin or /usr/pgsql-15/bin.
func versionOf(dir string) []int {
	var nums []int
	for _, part := range strings.FieldsFunc(dir, func(r rune) bool { return r == '/' || r == '-' || r == '@' }) {
		var v []int
		okPart := true
		for _, p := range strings.Split(part, ".") {
			n, err := strconv.Atoi(p)
			if err != nil {
				okPart = false
				break
			}
			v = append(v, n)
		}
		if okPart && len(v) > 0 {
			nums = v
		}
	}
	return nums
}

func compareVersions(a, b []int) int {
	return slices.Compare(a, b)
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
