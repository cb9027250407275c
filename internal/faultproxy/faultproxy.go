// Package faultproxy is a TCP proxy for tests that puts faults between a
// client and a real server: a dependency that hangs (connections stay open,
// bytes go in, nothing comes back) and one that drops every connection. A
// stopped server only shows the easy fault, a refused connection; a hung
// one is what makes callers wait, so deadlines are tested against it.
//
//	p, err := faultproxy.New("127.0.0.1:5432")
//	url, _ := p.Via("postgres://u@127.0.0.1:5432/db") // the same URL through the proxy
//	p.Hang()      // from now on nothing is forwarded, in either direction
//	<-p.Stalled() // a client has sent something and waits for an answer
//	p.Resume()    // held bytes flow again, in order
//	p.Drop()      // close every open connection (new ones are accepted)
//
// Bytes are held, not lost, during a hang (like TCP retransmitting after a
// partition heals), so a connection that outlives the hang stays coherent.
package faultproxy

import (
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"sync"
	"time"
)

// Proxy forwards TCP connections from its own loopback address to a target.
// Its methods are safe for concurrent use.
type Proxy struct {
	target string
	ln     net.Listener
	wg     sync.WaitGroup

	mu      sync.Mutex
	gate    chan struct{} // closed while forwarding; open (blocking) during a hang
	stalled chan struct{} // closed once a byte arrived during the current hang
	fired   bool          // stalled is closed
	links   map[*link]struct{}
	closed  bool
}

// New listens on 127.0.0.1 (a free port) and forwards every connection to
// target ("host:port"), which is dialled per connection.
func New(target string) (*Proxy, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("faultproxy: listen: %w", err)
	}
	gate := make(chan struct{})
	close(gate)
	p := &Proxy{target: target, ln: ln, gate: gate, stalled: make(chan struct{}), links: map[*link]struct{}{}}
	p.wg.Go(p.accept)
	return p, nil
}

// Addr is the proxy's "127.0.0.1:port".
func (p *Proxy) Addr() string { return p.ln.Addr().String() }

// Via returns rawURL with its host and port replaced by the proxy's, e.g. a
// database URL that then goes through the proxy.
func (p *Proxy) Via(rawURL string) (string, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return "", fmt.Errorf("faultproxy: %w", err)
	}
	u.Host = p.Addr()
	return u.String(), nil
}

// Hang stops forwarding: connections stay open and new ones are accepted,
// what clients and the target send is read and held, and nothing reaches
// the other side until Resume. Calling it while hung does nothing.
func (p *Proxy) Hang() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.hung() {
		return
	}
	p.gate = make(chan struct{})
	p.stalled = make(chan struct{})
	p.fired = false
}

// Resume forwards again, held bytes first.
func (p *Proxy) Resume() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.hung() {
		close(p.gate)
	}
}

// Stalled is closed once, during the current (or next) hang, some bytes
// arrived that the proxy now holds: a caller is waiting on the dependency.
// Tests wait on it instead of sleeping.
func (p *Proxy) Stalled() <-chan struct{} {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.stalled
}

// Drop closes every open connection, both sides; the proxy keeps accepting
// new ones (forwarded, or held when hung).
func (p *Proxy) Drop() {
	p.mu.Lock()
	links := make([]*link, 0, len(p.links))
	for l := range p.links {
		links = append(links, l)
	}
	p.mu.Unlock()
	for _, l := range links {
		l.close()
	}
}

// Conns is the number of connections currently open through the proxy.
func (p *Proxy) Conns() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.links)
}

// Close stops listening, closes every connection and waits for the
// proxy's goroutines to end.
func (p *Proxy) Close() error {
	p.mu.Lock()
	p.closed = true
	p.mu.Unlock()
	err := p.ln.Close()
	p.Drop()
	p.wg.Wait()
	return err
}

// hung reports whether forwarding is stopped; p.mu must be held.
func (p *Proxy) hung() bool {
	select {
	case <-p.gate:
		return false
	default:
		return true
	}
}

func (p *Proxy) accept() {
	for {
		client, err := p.ln.Accept()
		if err != nil {
			return // closed
		}
		server, err := net.DialTimeout("tcp", p.target, 10*time.Second)
		if err != nil {
			_ = client.Close()
			continue
		}
		l := &link{client: client, server: server, done: make(chan struct{})}
		p.mu.Lock()
		if p.closed {
			p.mu.Unlock()
			l.close()
			return
		}
		p.links[l] = struct{}{}
		p.mu.Unlock()
		var pumps sync.WaitGroup
		pumps.Go(func() { p.pump(l, client, server) })
		pumps.Go(func() { p.pump(l, server, client) })
		p.wg.Go(func() {
			pumps.Wait()
			l.close()
			p.mu.Lock()
			delete(p.links, l)
			p.mu.Unlock()
		})
	}
}

// pump copies src to dst, holding each chunk while the proxy is hung.
func (p *Proxy) pump(l *link, src, dst net.Conn) {
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if n > 0 {
			if !p.wait(l) {
				return
			}
			if _, werr := dst.Write(buf[:n]); werr != nil {
				l.close()
				return
			}
		}
		if errors.Is(err, io.EOF) {
			// Pass the half-close on; the other direction may still talk.
			if tc, ok := dst.(*net.TCPConn); ok {
				_ = tc.CloseWrite()
				return
			}
		}
		if err != nil {
			l.close()
			return
		}
	}
}

// wait blocks while the proxy is hung; false means the link was closed.
func (p *Proxy) wait(l *link) bool {
	p.mu.Lock()
	gate := p.gate
	if p.hung() && !p.fired {
		p.fired = true
		close(p.stalled)
	}
	p.mu.Unlock()
	select {
	case <-gate:
		return true
	case <-l.done:
		return false
	}
}

// link is one proxied connection: the client's side and the target's.
type link struct {
	client, server net.Conn
	done           chan struct{}
	once           sync.Once
}

func (l *link) close() {
	l.once.Do(func() {
		close(l.done)
		_ = l.client.Close()
		_ = l.server.Close()
	})
}
