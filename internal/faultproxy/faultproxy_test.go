package faultproxy_test

import (
	"bufio"
	"io"
	"net"
	"strings"
	"sync"
	"testing"

	"github.com/wakha/wakha/internal/faultproxy"
)

// echoServer answers every line with the same line and remembers what it got.
type echoServer struct {
	ln    net.Listener
	mu    sync.Mutex
	got   []string
	conns []net.Conn
}

func newEchoServer(t *testing.T) *echoServer {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &echoServer{ln: ln}
	var wg sync.WaitGroup
	wg.Go(func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			s.mu.Lock()
			s.conns = append(s.conns, c)
			s.mu.Unlock()
			wg.Go(func() {
				defer c.Close()
				r := bufio.NewReader(c)
				for {
					line, err := r.ReadString('\n')
					if err != nil {
						return
					}
					s.mu.Lock()
					s.got = append(s.got, strings.TrimSpace(line))
					s.mu.Unlock()
					if _, err := io.WriteString(c, line); err != nil {
						return
					}
				}
			})
		}
	})
	t.Cleanup(func() {
		ln.Close()
		s.mu.Lock()
		for _, c := range s.conns {
			c.Close()
		}
		s.mu.Unlock()
		wg.Wait()
	})
	return s
}

func (s *echoServer) received() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.got...)
}

func setup(t *testing.T) (*echoServer, *faultproxy.Proxy) {
	t.Helper()
	srv := newEchoServer(t)
	p, err := faultproxy.New(srv.ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = p.Close() })
	return srv, p
}

type client struct {
	net.Conn
	r *bufio.Reader
}

func dial(t *testing.T, p *faultproxy.Proxy) *client {
	t.Helper()
	c, err := net.Dial("tcp", p.Addr())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return &client{Conn: c, r: bufio.NewReader(c)}
}

func (c *client) roundTrip(t *testing.T, line string) string {
	t.Helper()
	c.send(t, line)
	return c.read(t)
}

func (c *client) send(t *testing.T, line string) {
	t.Helper()
	if _, err := io.WriteString(c, line+"\n"); err != nil {
		t.Fatal(err)
	}
}

func (c *client) read(t *testing.T) string {
	t.Helper()
	got, err := c.r.ReadString('\n')
	if err != nil {
		t.Fatalf("read: %v", err)
	}
	return strings.TrimSpace(got)
}

func TestForwards(t *testing.T) {
	t.Parallel()
	_, p := setup(t)
	c := dial(t, p)
	for _, msg := range []string{"salam", "wach kayn tajine?"} {
		if got := c.roundTrip(t, msg); got != msg {
			t.Fatalf("echo = %q, want %q", got, msg)
		}
	}
	if n := p.Conns(); n != 1 {
		t.Errorf("Conns = %d, want 1", n)
	}
}

func TestHangHoldsBytesUntilResume(t *testing.T) {
	t.Parallel()
	srv, p := setup(t)
	c := dial(t, p)
	if got := c.roundTrip(t, "before"); got != "before" {
		t.Fatalf("echo = %q", got)
	}
	p.Hang()
	c.send(t, "during")
	<-p.Stalled()
	// The proxy holds "during" before writing it anywhere: the target
	// cannot have it yet.
	if got := srv.received(); len(got) != 1 {
		t.Fatalf("target received %q while hung, want only the first line", got)
	}
	p.Resume()
	if got := c.read(t); got != "during" {
		t.Fatalf("after Resume: %q, want the held line", got)
	}
	if got := c.roundTrip(t, "after"); got != "after" {
		t.Fatalf("echo = %q", got)
	}
}

func TestHangHoldsNewConnections(t *testing.T) {
	t.Parallel()
	srv, p := setup(t)
	p.Hang()
	p.Hang() // idempotent
	c := dial(t, p)
	c.send(t, "hello")
	<-p.Stalled()
	if got := srv.received(); len(got) != 0 {
		t.Fatalf("target received %q while hung", got)
	}
	p.Resume()
	p.Resume() // idempotent
	if got := c.read(t); got != "hello" {
		t.Fatalf("after Resume: %q", got)
	}
}

func TestStalledIsPerHang(t *testing.T) {
	t.Parallel()
	_, p := setup(t)
	c := dial(t, p)
	p.Hang()
	c.send(t, "one")
	<-p.Stalled()
	p.Resume()
	if got := c.read(t); got != "one" {
		t.Fatalf("got %q", got)
	}
	p.Hang()
	select {
	case <-p.Stalled():
		t.Fatal("a new hang reports a stall before anything was sent")
	default:
	}
	c.send(t, "two")
	<-p.Stalled()
	p.Resume()
	if got := c.read(t); got != "two" {
		t.Fatalf("got %q", got)
	}
}

func TestDropClosesOpenConnections(t *testing.T) {
	t.Parallel()
	_, p := setup(t)
	c := dial(t, p)
	if got := c.roundTrip(t, "x"); got != "x" {
		t.Fatalf("got %q", got)
	}
	p.Hang()
	c.send(t, "held")
	<-p.Stalled()
	p.Drop()
	if _, err := c.r.ReadString('\n'); err == nil {
		t.Fatal("read succeeded on a dropped connection")
	}
	// The proxy keeps accepting; forwarding resumes for new connections.
	p.Resume()
	if got := dial(t, p).roundTrip(t, "again"); got != "again" {
		t.Fatalf("after Drop: %q", got)
	}
}

func TestCloseStopsAccepting(t *testing.T) {
	t.Parallel()
	_, p := setup(t)
	c := dial(t, p)
	p.Hang()
	c.send(t, "held")
	<-p.Stalled()
	if err := p.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := c.r.ReadString('\n'); err == nil {
		t.Fatal("connection still open after Close")
	}
	if c, err := net.Dial("tcp", p.Addr()); err == nil {
		c.Close()
		t.Fatal("dial succeeded after Close")
	}
	if n := p.Conns(); n != 0 {
		t.Errorf("Conns = %d after Close", n)
	}
}

func TestVia(t *testing.T) {
	t.Parallel()
	_, p := setup(t)
	got, err := p.Via("postgres://wakha:pw@db.example:5432/wakha?sslmode=disable")
	if err != nil {
		t.Fatal(err)
	}
	if want := "postgres://wakha:pw@" + p.Addr() + "/wakha?sslmode=disable"; got != want {
		t.Errorf("Via = %q, want %q", got, want)
	}
	if _, err := p.Via("://"); err == nil {
		t.Error("Via accepted a malformed URL")
	}
}
