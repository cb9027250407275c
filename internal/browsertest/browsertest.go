// Package browsertest starts the headless Chromium that the project's
// browser tests drive with chromedp, with one set of flags for every test.
package browsertest

import (
	"context"
	"os"
	"os/exec"
	"testing"

	"github.com/chromedp/chromedp"
)

// Find returns the path of an installed Chromium (Debian's first), or "".
func Find() string {
	for _, p := range []string{"/usr/bin/chromium", "/usr/bin/chromium-browser"} {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// Allocator returns a context that starts the Chromium at path headless, in
// a fresh profile, when chromedp first needs it; it ends with the test. The
// background-networking flags matter on a closed network: without them
// Chromium's own connections are refused, many at a time. extra adds to or
// overrides the defaults (a window size, say).
func Allocator(t testing.TB, path string, extra ...chromedp.ExecAllocatorOption) context.Context {
	t.Helper()
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("hide-scrollbars", true),
		chromedp.Flag("mute-audio", true),
		chromedp.UserDataDir(t.TempDir()),
	}
	ctx, cancel := chromedp.NewExecAllocator(context.Background(), append(opts, extra...)...)
	t.Cleanup(cancel)
	return ctx
}
