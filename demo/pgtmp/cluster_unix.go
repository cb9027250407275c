//go:build unix

package pgtmp

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Cluster is a running throwaway server.
type Cluster struct {
	dir     string // temporary directory: data/, server.log, the socket
	bin     string // directory holding initdb, pg_ctl and postgres
	port    int
	cred    *syscall.Credential // non-nil when running the binaries as another user
	log     *slog.Logger
	version string

	stopOnce sync.Once
	stopErr  error
}

// StartWith creates a cluster in a new temporary directory and starts it on a
// free port of 127.0.0.1. On any failure (ctx cancelled included) nothing is
// left behind: a server already started is stopped and the directory removed.
func StartWith(ctx context.Context, opts Options) (*Cluster, error) {
	log := opts.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	bin, err := FindBinaries(opts.Path, opts.SearchGlobs)
	if err != nil {
		return nil, err
	}
	cred, err := credential()
	if err != nil {
		return nil, err
	}
	base := opts.TempDir
	if base == "" {
		base = os.TempDir()
	}
	removeStale(base, bin, cred, log)

	dir, err := os.MkdirTemp(base, dirPrefix)
	if err != nil {
		return nil, fmt.Errorf("pgtmp: create temporary directory: %w", err)
	}
	c := &Cluster{dir: dir, bin: bin, cred: cred, log: log}
	ok := false
	defer func() {
		if !ok {
			_ = c.Stop()
		}
	}()
	// The owner file lets a later start recognize this directory as stale
	// once this process is gone (killed with SIGKILL, say).
	if err := os.WriteFile(filepath.Join(dir, "owner.pid"), []byte(strconv.Itoa(os.Getpid())), 0o644); err != nil {
		return nil, fmt.Errorf("pgtmp: %w", err)
	}
	if cred != nil {
		if err := os.Chown(dir, int(cred.Uid), int(cred.Gid)); err != nil {
			return nil, fmt.Errorf("pgtmp: give %s to the unprivileged user: %w", dir, err)
		}
		if err := checkReachable(dir); err != nil {
			return nil, err
		}
	}
	if out, err := c.command(ctx, "pg_ctl", "--version").Output(); err == nil {
		c.version = strings.TrimSpace(string(out))
	}

	start := time.Now()
	if out, err := c.command(ctx, "initdb", "-D", c.dataDir(), "-U", "postgres", "--auth=trust",
		"-E", "UTF8", "--locale=C", "--no-sync").CombinedOutput(); err != nil {
		return nil, c.cmdError(ctx, "initdb", err, out)
	}
	log.Debug("pgtmp: cluster initialized", "dir", dir, "took", time.Since(start).Round(time.Millisecond))

	for attempt := 1; ; attempt++ {
		c.port, err = freePort()
		if err != nil {
			return nil, fmt.Errorf("pgtmp: find a free port: %w", err)
		}
		_ = os.Remove(c.logFile())
		out, err := c.command(ctx, "pg_ctl", "-D", c.dataDir(), "-l", c.logFile(), "-w", "-t", "60",
			"-o", c.serverOptions(), "start").CombinedOutput()
		if err == nil {
			break
		}
		serverLog, _ := os.ReadFile(c.logFile())
		if attempt < 3 && ctx.Err() == nil && bytes.Contains(serverLog, []byte("already in use")) {
			log.Debug("pgtmp: port taken meanwhile, trying another", "port", c.port)
			continue
		}
		return nil, c.cmdError(ctx, "pg_ctl start", err, append(out, serverLog...))
	}
	log.Info("pgtmp: throwaway PostgreSQL started", "version", c.version, "port", c.port, "dir", dir,
		"took", time.Since(start).Round(time.Millisecond))
	ok = true
	return c, nil
}

// URL is the cluster's connection URL (user postgres, database postgres, no password).
func (c *Cluster) URL() string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", c.port)
}

// Dir is the temporary directory holding the cluster; it is gone after Stop.
func (c *Cluster) Dir() string { return c.dir }

// Port is the server's TCP port on 127.0.0.1.
func (c *Cluster) Port() int { return c.port }

// Version is `pg_ctl --version`, e.g. "pg_ctl (PostgreSQL) 15.8".
func (c *Cluster) Version() string { return c.version }

// Stop shuts the server down (fast mode: sessions are ended) and removes
// the directory. It is safe to call more than once and from several
// goroutines; it does not depend on any context, so it also works while the
// program is being interrupted.
func (c *Cluster) Stop() error {
	c.stopOnce.Do(func() { c.stopErr = c.stop() })
	return c.stopErr
}

func (c *Cluster) stop() error {
	var errs []error
	if err := stopServer(c.bin, c.dataDir(), c.cred, c.log); err != nil {
		errs = append(errs, err)
	}
	if err := os.RemoveAll(c.dir); err != nil {
		errs = append(errs, fmt.Errorf("pgtmp: remove %s: %w", c.dir, err))
	}
	if len(errs) == 0 {
		c.log.Debug("pgtmp: cluster removed", "dir", c.dir)
	}
	return errors.Join(errs...)
}

// exitWait bounds how long stopServer waits for the postmaster to exit
// after each way of stopping it; tests shorten it.
var exitWait = 30 * time.Second

// stopServer stops the postmaster of dataDir if one runs: pg_ctl stop -m
// fast, then immediate, then SIGKILL as the last resort. It returns once
// the postmaster process is gone: pg_ctl reports a stop when the pid file
// is removed, and the process may outlive that (and the directory, and
// the demo) by a second or two.
func stopServer(bin, dataDir string, cred *syscall.Credential, log *slog.Logger) error {
	pid := postmasterPID(dataDir)
	if pid == 0 {
		return nil // never started, or already stopped
	}
	for _, mode := range []string{"fast", "immediate"} {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		out, err := command(ctx, bin, cred, filepath.Dir(dataDir), "pg_ctl", "-D", dataDir, "-m", mode, "-w", "-t", "20", "stop").CombinedOutput()
		cancel()
		if err != nil && alive(pid) {
			log.Warn("pgtmp: pg_ctl stop failed", "mode", mode, "err", err, "output", strings.TrimSpace(string(out)))
		}
		if waitExit(pid, exitWait) {
			return nil
		}
		log.Warn("pgtmp: postmaster still running after pg_ctl stop", "mode", mode, "pid", pid)
	}
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil && !errors.Is(err, syscall.ESRCH) {
		return fmt.Errorf("pgtmp: kill postmaster %d: %w", pid, err)
	}
	if waitExit(pid, exitWait) {
		return nil
	}
	return fmt.Errorf("pgtmp: postmaster %d still running", pid)
}

// waitExit reports whether process pid has exited within d. The postmaster
// is not this process's child (pg_ctl starts it detached), so there is
// nothing to wait on but the process table.
func waitExit(pid int, d time.Duration) bool {
	deadline := time.Now().Add(d)
	for alive(pid) {
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(10 * time.Millisecond)
	}
	return true
}

func (c *Cluster) dataDir() string { return filepath.Join(c.dir, "data") }

func (c *Cluster) logFile() string { return filepath.Join(c.dir, "server.log") }

// serverOptions are the postgres flags pg_ctl passes through a shell.
func (c *Cluster) serverOptions() string {
	return strings.Join([]string{
		"-p", strconv.Itoa(c.port),
		"-k", shellQuote(c.dir),
		"-c", "listen_addresses=127.0.0.1",
		// Throwaway data: durability buys nothing and costs time on a busy disk.
		"-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off",
		"-c", "shared_buffers=16MB", "-c", "max_connections=50",
	}, " ")
}

func (c *Cluster) command(ctx context.Context, name string, args ...string) *exec.Cmd {
	return command(ctx, c.bin, c.cred, c.dir, name, args...)
}

func command(ctx context.Context, bin string, cred *syscall.Credential, dir, name string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, filepath.Join(bin, name), args...)
	cmd.Dir = dir
	cmd.Env = childEnv()
	// Own process group: the terminal's Ctrl-C reaches only this program,
	// which then stops the server in order.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Credential: cred}
	// Cancelled, kill the whole group, not only the command: initdb runs
	// bootstrap postgres children that would go on writing into the
	// directory Stop is removing. (pg_ctl start detaches the postmaster
	// into its own session, so a running server is not in the group.)
	cmd.Cancel = func() error {
		if err := syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL); err != nil && !errors.Is(err, syscall.ESRCH) {
			return cmd.Process.Kill()
		}
		return nil
	}
	cmd.WaitDelay = 5 * time.Second
	return cmd
}

// childEnv is the environment without PG* variables (which would point the
// tools at another server) and with the C locale.
func childEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		if strings.HasPrefix(name, "PG") || strings.HasPrefix(name, "LC_") || name == "LANG" {
			continue
		}
		env = append(env, kv)
	}
	return append(env, "LC_ALL=C", "LANG=C")
}

func (c *Cluster) cmdError(ctx context.Context, what string, err error, out []byte) error {
	if ctx.Err() != nil {
		return fmt.Errorf("pgtmp: %s: interrupted: %w", what, ctx.Err())
	}
	return fmt.Errorf("pgtmp: %s (%s) failed: %w\n%s", what, c.bin, err, lastLines(string(out), 15))
}

// credential returns whom to run the binaries as: nil (this process's user)
// unless running as root, which initdb and postgres refuse.
func credential() (*syscall.Credential, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	for _, name := range []string{"postgres", "nobody"} {
		u, err := user.Lookup(name)
		if err != nil {
			continue
		}
		uid, err1 := strconv.ParseUint(u.Uid, 10, 32)
		gid, err2 := strconv.ParseUint(u.Gid, 10, 32)
		if err1 != nil || err2 != nil || uid == 0 {
			continue
		}
		return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}, nil
	}
	return nil, errors.New("pgtmp: running as root, and PostgreSQL refuses to: no 'postgres' or 'nobody' user to run it as " +
		"(run the demo as a normal user, or set DATABASE_URL to a running server)")
}

// checkReachable fails early, with a clear message, when the unprivileged
// user cannot reach the directory (a TMPDIR under /root, say).
func checkReachable(dir string) error {
	for d := filepath.Dir(dir); d != "/" && d != "."; d = filepath.Dir(d) {
		fi, err := os.Stat(d)
		if err != nil {
			return fmt.Errorf("pgtmp: %w", err)
		}
		if fi.Mode().Perm()&0o001 == 0 {
			return fmt.Errorf("pgtmp: %s is not searchable by other users, so the unprivileged PostgreSQL user cannot reach %s; "+
				"set TMPDIR to a directory such as /tmp", d, dir)
		}
	}
	return nil
}

// removeStale stops and removes clusters left by processes that no longer
// exist (a demo killed with SIGKILL cannot clean up after itself).
func removeStale(base, bin string, cred *syscall.Credential, log *slog.Logger) {
	dirs, _ := filepath.Glob(filepath.Join(base, dirPrefix+"*"))
	for _, dir := range dirs {
		b, err := os.ReadFile(filepath.Join(dir, "owner.pid"))
		if err != nil {
			continue // not ours, or still being created
		}
		pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
		if err != nil || pid <= 0 || alive(pid) {
			continue
		}
		log.Info("pgtmp: removing a cluster left by an earlier run", "dir", dir, "pid", pid)
		if err := stopServer(bin, filepath.Join(dir, "data"), cred, log); err != nil {
			log.Warn("pgtmp: could not stop a stale cluster", "dir", dir, "err", err)
			continue
		}
		_ = os.RemoveAll(dir)
	}
}

// postmasterPID reads the first line of postmaster.pid; 0 when absent.
func postmasterPID(dataDir string) int {
	b, err := os.ReadFile(filepath.Join(dataDir, "postmaster.pid"))
	if err != nil {
		return 0
	}
	line, _, _ := strings.Cut(string(b), "\n")
	pid, err := strconv.Atoi(strings.TrimSpace(line))
	if err != nil || pid <= 0 {
		return 0
	}
	return pid
}

// alive reports whether a process with this pid runs (a zombie does not).
func alive(pid int) bool {
	err := syscall.Kill(pid, 0)
	if err != nil && !errors.Is(err, syscall.EPERM) {
		return false
	}
	if b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat"); err == nil {
		// "pid (comm) S ...": the state follows the last ')'.
		if i := bytes.LastIndexByte(b, ')'); i >= 0 && i+2 < len(b) && b[i+2] == 'Z' {
			return false
		}
	}
	return true
}
