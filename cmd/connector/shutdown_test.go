package main

import (
	"bufio"
	"context"
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"github.com/wakha/wakha/chatwoot/fake"
	"github.com/wakha/wakha/internal/faultproxy"
	"github.com/wakha/wakha/postgres/pgtest"
)

// logMessages returns the msg of every JSON log line, in order.
func logMessages(t *testing.T, logs string) []string {
	t.Helper()
	var msgs []string
	sc := bufio.NewScanner(strings.NewReader(logs))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var line struct{ Msg string }
		if json.Unmarshal(sc.Bytes(), &line) == nil {
			msgs = append(msgs, line.Msg)
		}
	}
	return msgs
}

// With the database hung, the runner and the dispatcher wait on it and a
// webhook may too; pgxpool.Close waits for every connection in use. The
// shutdown must still end within SHUTDOWN_TIMEOUT: it cancels what is
// running once the grace period is over, and stops waiting at the deadline.
func TestShutdownIsBoundedWithAHungDatabase(t *testing.T) {
	t.Parallel()
	direct := pgtest.URL(t)
	u, err := url.Parse(direct)
	if err != nil {
		t.Fatal(err)
	}
	proxy, err := faultproxy.New(u.Host)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = proxy.Close() }) // runs last: the database is dropped directly
	viaProxy, err := proxy.Via(direct)
	if err != nil {
		t.Fatal(err)
	}
	p := newPlatform(t)
	inst := start(t, p, viaProxy, map[string]string{"SHUTDOWN_TIMEOUT": "2s"})

	proxy.Hang()
	conv := p.fake.NewConversation(fake.ConversationOptions{})
	d, err := p.fake.IncomingMessage(conv.AccountID, conv.ID, "wach kayn tajine?")
	if err != nil {
		t.Fatal(err)
	}
	// A webhook may be stuck too; its answer does not matter.
	go func() { _, _ = inst.sender.Send(context.Background(), d) }()
	// The runner or the dispatcher now waits on the database.
	<-proxy.Stalled()

	inst.stop() // fails the test unless run() returns (well within its 15 s bound)

	msgs := logMessages(t, inst.logs.String())
	all := strings.Join(msgs, "\n")
	if !strings.Contains(all, "shutdown: grace period over, cancelling what still runs") {
		t.Errorf("the shutdown did not cancel the work stuck on the database; log messages:\n%s", all)
	}
	last := msgs[len(msgs)-1]
	if last != "stopped" && !strings.HasPrefix(last, "shutdown: timeout reached") {
		t.Errorf("last log message %q, want the shutdown's end", last)
	}
}
