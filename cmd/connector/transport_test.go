package main

import (
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/wakha/wakha/config"
)

// TestPlatformTransportKeepsConnections sends bursts of as many concurrent
// requests as the workers can have in flight: after the first burst opened
// its connections, later bursts reuse them instead of opening (and, on
// HTTPS, handshaking) new ones. net/http's default transport keeps two idle
// connections per host and fails this with more workers than that.
func TestPlatformTransportKeepsConnections(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name                  string
		outboxWorkers, runner int
	}{
		{"defaults", 4, 4},
		{"many outbox workers", 12, 2},
		{"one of each", 1, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var cfg config.Config
			cfg.Outbox.Workers, cfg.Runner.Workers = tt.outboxWorkers, tt.runner
			burst := tt.outboxWorkers + tt.runner

			var opened atomic.Int64
			var arrived sync.WaitGroup
			release := make(chan struct{})
			srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				arrived.Done()
				<-release // all of the burst in flight at once
				_, _ = io.WriteString(w, `{"id":1}`)
			}))
			srv.Config.ConnState = func(_ net.Conn, s http.ConnState) {
				if s == http.StateNew {
					opened.Add(1)
				}
			}
			srv.Start()
			defer srv.Close()

			client := &http.Client{Transport: platformTransport(cfg)}
			for round := range 3 {
				before := opened.Load()
				release = make(chan struct{})
				arrived.Add(burst)
				var done sync.WaitGroup
				for range burst {
					done.Go(func() {
						resp, err := client.Post(srv.URL, "application/json", nil)
						if err != nil {
							t.Error(err)
							return
						}
						_, _ = io.Copy(io.Discard, resp.Body)
						_ = resp.Body.Close()
					})
				}
				arrived.Wait()
				close(release)
				done.Wait()
				if round > 0 {
					if n := opened.Load() - before; n != 0 {
						t.Fatalf("burst %d of %d concurrent requests opened %d new connections, want 0 (all kept alive)", round+1, burst, n)
					}
				}
			}
		})
	}
}
