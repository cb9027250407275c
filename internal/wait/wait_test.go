package wait_test

import (
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/wakha/wakha/internal/wait"
)

func TestForReturnsOnceTheConditionHolds(t *testing.T) {
	t.Parallel()
	var n atomic.Int32
	go func() {
		for range 5 {
			n.Add(1)
		}
	}()
	calls := 0
	wait.For(t, "five increments", func() (bool, string) {
		calls++
		v := n.Load()
		return v == 5, fmt.Sprintf("n=%d", v)
	})
	if calls == 0 {
		t.Fatal("the condition was never evaluated")
	}
}

func TestUntilReportsTheLastState(t *testing.T) {
	t.Parallel()
	calls := 0
	last, ok := wait.Until(20*time.Millisecond, func() (bool, string) {
		calls++
		return false, fmt.Sprintf("call %d", calls)
	})
	if ok {
		t.Fatal("Until reported success for a condition that never held")
	}
	if want := fmt.Sprintf("call %d", calls); last != want {
		t.Fatalf("last = %q after %d calls, want %q", last, calls, want)
	}
}

func TestRecv(t *testing.T) {
	t.Parallel()
	ch := make(chan string, 1)
	go func() { ch <- "done" }()
	if got := wait.Recv(t, "the worker", ch); got != "done" {
		t.Fatalf("Recv = %q", got)
	}
}
