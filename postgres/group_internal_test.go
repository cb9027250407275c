package postgres

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/wakha/wakha/internal/wait"
)

// recordingCommitter is a groupCommitter whose commit records each group's
// items and blocks until the test releases it.
type recordingCommitter struct {
	g       groupCommitter[string, string]
	release chan struct{}

	mu     sync.Mutex
	groups [][]string
}

func newRecordingCommitter() *recordingCommitter {
	r := &recordingCommitter{release: make(chan struct{})}
	r.g.commit = func(_ context.Context, group []*pending[string, string]) {
		items := make([]string, len(group))
		for i, p := range group {
			items[i] = p.item
			p.res = "stored " + p.item
		}
		r.mu.Lock()
		r.groups = append(r.groups, items)
		r.mu.Unlock()
		<-r.release
	}
	return r
}

func (r *recordingCommitter) seen() [][]string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.groups)
}

func (r *recordingCommitter) waiting() int {
	r.g.mu.Lock()
	defer r.g.mu.Unlock()
	return len(r.g.waiting)
}

type answer struct {
	res string
	err error
}

// submit submits item on its own goroutine; its answer arrives on the channel.
func (r *recordingCommitter) submit(ctx context.Context, item string) <-chan answer {
	out := make(chan answer, 1)
	go func() {
		res, err := r.g.submit(ctx, item)
		out <- answer{res, err}
	}()
	return out
}

// An item whose caller gave up while it waited for the commit in flight is
// never committed, not even with a later group that has a live caller: its
// caller already answered that it was not stored (a webhook's 500, retried
// by the platform), so committing it then would store it although reported
// lost, and store twice an event the retry brings again. This is what made
// TestHungDatabaseGivesUpWith500 (webhook) find two events on a loaded
// machine: the storefront click answered 500 was committed with Chatwoot's
// retry.
func TestGroupCommitDropsItemsWhoseCallerGaveUp(t *testing.T) {
	t.Parallel()
	r := newRecordingCommitter()
	first := r.submit(context.Background(), "first")
	wait.For(t, "the first commit in flight", func() (bool, string) {
		return len(r.seen()) == 1, fmt.Sprintf("groups %v", r.seen())
	})

	ctx, giveUp := context.WithCancel(context.Background())
	abandoned := r.submit(ctx, "abandoned")
	wait.For(t, "the second item waiting", func() (bool, string) {
		n := r.waiting()
		return n == 1, fmt.Sprintf("%d waiting", n)
	})
	giveUp()
	if a := wait.Recv(t, "the abandoned item's answer", abandoned); !errors.Is(a.err, context.Canceled) {
		t.Fatalf("the caller that gave up got %+v, want context.Canceled", a)
	}
	retry := r.submit(context.Background(), "retry")
	wait.For(t, "the retry waiting", func() (bool, string) {
		n := r.waiting()
		return n == 2, fmt.Sprintf("%d waiting", n)
	})

	close(r.release) // the first commit returns; the next group is committed at once
	for name, ch := range map[string]<-chan answer{"first": first, "retry": retry} {
		if a := wait.Recv(t, name+"'s answer", ch); a.err != nil || a.res != "stored "+name {
			t.Fatalf("%s: %+v, want stored", name, a)
		}
	}
	if got, want := r.seen(), [][]string{{"first"}, {"retry"}}; !slices.EqualFunc(got, want, slices.Equal) {
		t.Fatalf("committed groups %v, want %v: an item whose caller gave up was committed", got, want)
	}
	wait.For(t, "the committer idle", func() (bool, string) {
		r.g.mu.Lock()
		defer r.g.mu.Unlock()
		return !r.g.inFlight, "in flight"
	})
}

// A group whose every item was abandoned commits nothing and leaves the
// committer idle, ready to lead again.
func TestGroupCommitAllAbandoned(t *testing.T) {
	t.Parallel()
	r := newRecordingCommitter()
	first := r.submit(context.Background(), "first")
	wait.For(t, "the first commit in flight", func() (bool, string) {
		return len(r.seen()) == 1, fmt.Sprintf("groups %v", r.seen())
	})
	ctx, giveUp := context.WithCancel(context.Background())
	abandoned := r.submit(ctx, "abandoned")
	wait.For(t, "the second item waiting", func() (bool, string) {
		n := r.waiting()
		return n == 1, fmt.Sprintf("%d waiting", n)
	})
	giveUp()
	wait.Recv(t, "the abandoned item's answer", abandoned)
	close(r.release)
	wait.Recv(t, "the first answer", first)
	wait.For(t, "the committer idle", func() (bool, string) {
		r.g.mu.Lock()
		defer r.g.mu.Unlock()
		return !r.g.inFlight && len(r.g.waiting) == 0, fmt.Sprintf("in flight %v, %d waiting", r.g.inFlight, len(r.g.waiting))
	})
	if a := wait.Recv(t, "a later item's answer", r.submit(context.Background(), "later")); a.err != nil || a.res != "stored later" {
		t.Fatalf("later: %+v", a)
	}
	if got, want := r.seen(), [][]string{{"first"}, {"later"}}; !slices.EqualFunc(got, want, slices.Equal) {
		t.Fatalf("committed groups %v, want %v", got, want)
	}
}
