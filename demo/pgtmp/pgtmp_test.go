//go:build unix

package pgtmp

import (
	"context"
	"errors"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

func needBinaries(t *testing.T) {
	t.Helper()
	if _, err := FindBinaries("", nil); err != nil {
		t.Skipf("no PostgreSQL binaries installed (apt-get install postgresql to run this test): %v", err)
	}
}

func ping(t *testing.T, url string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatalf("connect %s: %v", url, err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE TEMP TABLE t (n int)"); err != nil {
		t.Fatalf("create: %v", err)
	}
	if _, err := conn.Exec(ctx, "INSERT INTO t VALUES (41)"); err != nil {
		t.Fatalf("insert: %v", err)
	}
	var n int
	if err := conn.QueryRow(ctx, "SELECT n + 1 FROM t").Scan(&n); err != nil {
		t.Fatalf("select: %v", err)
	}
	if n != 42 {
		t.Fatalf("got %d, want 42", n)
	}
}

func TestStartConnectStop(t *testing.T) {
	needBinaries(t)
	c, err := Start(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Stop() })
	ping(t, c.URL())
	pid := postmasterPID(c.dataDir())
	if pid == 0 || !alive(pid) {
		t.Fatalf("no running postmaster (pid %d)", pid)
	}
	if err := c.Stop(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(c.Dir()); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("directory %s still there after Stop (err %v)", c.Dir(), err)
	}
	if alive(pid) {
		t.Errorf("postmaster %d still running after Stop", pid)
	}
	if err := c.Stop(); err != nil {
		t.Errorf("second Stop: %v", err)
	}
}

func TestTwoClustersAtOnce(t *testing.T) {
	needBinaries(t)
	var wg sync.WaitGroup
	clusters := make([]*Cluster, 2)
	errs := make([]error, 2)
	for i := range clusters {
		wg.Go(func() { clusters[i], errs[i] = Start(context.Background(), nil) })
	}
	wg.Wait()
	for i, c := range clusters {
		if errs[i] != nil {
			t.Fatalf("cluster %d: %v", i, errs[i])
		}
		t.Cleanup(func() { _ = c.Stop() })
	}
	a, b := clusters[0], clusters[1]
	if a.Port() == b.Port() || a.Dir() == b.Dir() {
		t.Fatalf("clusters share port or dir: %d %s / %d %s", a.Port(), a.Dir(), b.Port(), b.Dir())
	}
	ping(t, a.URL())
	ping(t, b.URL())
	// Stopping one leaves the other up.
	if err := a.Stop(); err != nil {
		t.Fatal(err)
	}
	ping(t, b.URL())
}

func TestStartCancelledLeavesNothing(t *testing.T) {
	needBinaries(t)
	base := t.TempDir()
	if os.Geteuid() == 0 {
		// The unprivileged server user must be able to reach the directory.
		base = filepath.Join(os.TempDir(), "pgtmp-cancel-"+strings.ReplaceAll(t.Name(), "/", "_"))
		if err := os.MkdirAll(base, 0o755); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = os.RemoveAll(base) })
	}
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	c, err := StartWith(ctx, Options{TempDir: base})
	if err == nil {
		// A fast machine: it started in time. Stopping must still clean up.
		if err := c.Stop(); err != nil {
			t.Fatal(err)
		}
	}
	left, _ := filepath.Glob(filepath.Join(base, dirPrefix+"*"))
	if len(left) > 0 {
		t.Fatalf("left behind: %v (start error: %v)", left, err)
	}
}

func TestNoBinaries(t *testing.T) {
	empty := t.TempDir()
	_, err := StartWith(context.Background(), Options{Path: empty, SearchGlobs: []string{filepath.Join(empty, "*", "bin")}})
	if !errors.Is(err, ErrNoBinaries) {
		t.Fatalf("err = %v, want ErrNoBinaries", err)
	}
	for _, want := range []string{"install PostgreSQL", "docker compose up db", "DATABASE_URL"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("message lacks %q:\n%v", want, err)
		}
	}
}

func TestFindBinariesNewestVersion(t *testing.T) {
	root := t.TempDir()
	for _, v := range []string{"9.6", "13", "16"} {
		d := filepath.Join(root, v, "bin")
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, name := range []string{"initdb", "pg_ctl"} {
			if v == "16" && name == "pg_ctl" {
				continue // incomplete install: skipped
			}
			if err := os.WriteFile(filepath.Join(d, name), []byte("#!/bin/sh\n"), 0o755); err != nil {
				t.Fatal(err)
			}
		}
	}
	got, err := FindBinaries(t.TempDir(), []string{filepath.Join(root, "*", "bin")})
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(root, "13", "bin"); got != want {
		t.Fatalf("got %s, want %s", got, want)
	}
}

// Stop returns only once the postmaster process is gone, even when pg_ctl
// reports the stop (pid file removed) before the process has exited. A
// stand-in postmaster that never exits by itself and a pg_ctl that only
// removes the pid file make that gap as wide as it gets: the stop must
// end the process itself rather than return while it still runs.
func TestStopWaitsForThePostmasterToExit(t *testing.T) {
	bin := t.TempDir()
	// pg_ctl -D <data> ... stop: reports success as soon as the pid file is gone.
	script := "#!/bin/sh\nrm -f \"$2/postmaster.pid\"\n"
	if err := os.WriteFile(filepath.Join(bin, "pg_ctl"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	data := filepath.Join(t.TempDir(), "data")
	if err := os.MkdirAll(data, 0o700); err != nil {
		t.Fatal(err)
	}
	standIn := exec.Command("sleep", "3600")
	if err := standIn.Start(); err != nil {
		t.Skipf("no sleep command: %v", err)
	}
	exited := make(chan struct{})
	go func() { _ = standIn.Wait(); close(exited) }()
	t.Cleanup(func() { _ = standIn.Process.Kill(); <-exited })
	pid := standIn.Process.Pid
	if err := os.WriteFile(filepath.Join(data, "postmaster.pid"), []byte(strconv.Itoa(pid)+"\n"+data+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}

	old := exitWait
	exitWait = 50 * time.Millisecond // the stand-in never exits by itself: any wait ends in a kill
	t.Cleanup(func() { exitWait = old })
	if err := stopServer(bin, data, nil, slog.New(slog.DiscardHandler)); err != nil {
		t.Fatal(err)
	}
	if alive(pid) {
		t.Fatalf("stopServer returned while the postmaster (pid %d) still runs", pid)
	}
}
