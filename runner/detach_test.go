package runner

import (
	"context"
	"testing"
)

type ctxKey struct{}

func TestDetach(t *testing.T) {
	t.Parallel()
	t.Run("outlives its parent, keeps its values", func(t *testing.T) {
		t.Parallel()
		parent, stop := context.WithCancel(context.WithValue(context.Background(), ctxKey{}, "v"))
		abort, abortNow := context.WithCancel(context.Background())
		defer abortNow()
		d, cancel := detach(parent, abort)
		defer cancel()
		stop()
		if d.Err() != nil {
			t.Fatal("detached context ended with its parent")
		}
		if d.Value(ctxKey{}) != "v" {
			t.Error("values lost")
		}
	})
	t.Run("ends with abort", func(t *testing.T) {
		t.Parallel()
		abort, abortNow := context.WithCancel(context.Background())
		d, cancel := detach(context.Background(), abort)
		defer cancel()
		abortNow()
		<-d.Done() // AfterFunc runs cancel in its own goroutine
		if d.Err() != context.Canceled {
			t.Errorf("Err = %v, want Canceled", d.Err())
		}
	})
	t.Run("nil abort never ends it", func(t *testing.T) {
		t.Parallel()
		parent, stop := context.WithCancel(context.Background())
		d, cancel := detach(parent, nil)
		stop()
		if d.Err() != nil {
			t.Fatal("ended without an abort")
		}
		cancel()
		if d.Err() == nil {
			t.Fatal("cancel did not end it")
		}
	})
}
