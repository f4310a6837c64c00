package mcpserver_test

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// The renderer of an out-of-process iframe crashes while a call waits on
// the frame: an evaluation on an element in it, a snapshot that gathers it,
// a click on an element in it. Each call ends within faultBound — the
// evaluation and the click with an error that says the frame's renderer
// crashed, the snapshot with the rest of the page and the frame marked as
// crashed — the page lives on, the next snapshot shows the frame crashed
// and empty, and a reload brings it back.
func TestFrameRendererCrashEndsCallsOnTheFrame(t *testing.T) {
	fs := newFaultSite(t)
	for _, lc := range []struct {
		name  string
		block bool // the frame's renderer is stuck in a synchronous request when the call starts
		start func(c *faultCase, snap string) (tool string, args map[string]any, inFlight <-chan struct{})
		fails bool
	}{
		{"evaluate", false, func(c *faultCase, snap string) (string, map[string]any, <-chan struct{}) {
			fn := fmt.Sprintf(`(el) => { fetch(%q); return new Promise(() => {}); }`, c.fs.srv.URL+"/started?k="+c.k)
			return "browser_evaluate", map[string]any{"function": fn, "ref": ref(c.s.t, snap, `button "Inside `+c.k+`"`)}, c.fs.ch(c.k)
		}, true},
		{"snapshot", true, func(c *faultCase, snap string) (string, map[string]any, <-chan struct{}) {
			return "browser_snapshot", nil, c.log.next("browser_snapshot")
		}, false},
		{"click", true, func(c *faultCase, snap string) (string, map[string]any, <-chan struct{}) {
			return "browser_click", map[string]any{"target": ref(c.s.t, snap, `button "Inside `+c.k+`"`)}, c.log.next("browser_click")
		}, true},
	} {
		t.Run(lc.name, func(t *testing.T) {
			k := "frame-crash-" + lc.name
			id, err := host.Steer(testCtx(t), "window "+fs.srv.URL+"/framed?k="+k)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { host.Steer(context.Background(), "destroy "+id) })
			log := &toolLog{}
			c := &faultCase{fs: fs, host: host, target: id, log: log, k: k}
			c.s = newSession(t, mcpserver.Options{Target: id, Log: slog.New(log)})
			snap := waitSnapshot(c.s, "Inside "+k)
			// The stand-in reaches the frame's renderer however busy it gets.
			if _, err := host.Steer(testCtx(t), "hold-frame "+id+" /frame?k="+k); err != nil {
				t.Fatal(err)
			}
			if lc.block {
				blockRenderer(t, host, id, `frames[0].postMessage('block', '*')`)
				waitSignal(t, fs.ch(k+"-busy"), "the frame to block")
			}
			call := startLong(t, longCall{lc.name, func(*testing.T, *faultCase) (string, map[string]any, <-chan struct{}) {
				return lc.start(c, snap)
			}}, c)

			crashAt := time.Now()
			if _, err := host.Steer(testCtx(t), "crash-frame "+id+" /frame?k="+k); err != nil {
				t.Fatal(err)
			}
			crashed := "The renderer of the frame http://localhost:"
			if lc.fails {
				call.ended(t, crashAt, "renderer of the frame http://localhost:", "crashed", "browser_reload")
			} else if call.returned(t, crashAt); call.err || !strings.Contains(section(call.text, "Snapshot"), "After the frame") || !strings.Contains(section(call.text, "Page"), crashed) {
				t.Errorf("%s: want the page's snapshot, with the frame said to have crashed:\n%s", lc.name, call.text)
			}
			fs.release(k + "-busy")

			// The page lives on; the frame is empty and said to have crashed.
			out := c.s.ok("browser_snapshot", nil)
			if snap := section(out, "Snapshot"); !strings.Contains(snap, "After the frame") || strings.Contains(snap, "Inside "+k) {
				t.Errorf("the snapshot after the crash:\n%s", out)
			}
			if !strings.Contains(section(out, "Page"), crashed) {
				t.Errorf("the page section does not say the frame crashed:\n%s", out)
			}
			if got := c.s.eval(`() => document.title`); !strings.Contains(got, "Framed "+k) {
				t.Errorf("the page's own renderer: %s", got)
			}
			// A reload brings the frame back.
			c.s.ok("browser_reload", nil)
			if out := waitSnapshot(c.s, "Inside "+k); strings.Contains(section(out, "Page"), crashed) {
				t.Errorf("the frame is still said to have crashed after a reload:\n%s", out)
			}
		})
	}
}

// waitSnapshot takes snapshots until one shows text (an out-of-process
// frame's document comes a moment after its page's), and returns it.
func waitSnapshot(s *session, text string) string {
	s.t.Helper()
	end := time.Now().Add(30 * time.Second)
	for {
		out := s.ok("browser_snapshot", nil)
		if strings.Contains(section(out, "Snapshot"), text) {
			return out
		}
		if time.Now().After(end) {
			s.t.Fatalf("%q not in the snapshot after 30 s:\n%s", text, out)
		}
	}
}
