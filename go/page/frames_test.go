package page

import (
	"context"
	"errors"
	"regexp"
	"testing"
	"time"

	"github.com/electron-mcp/electron-mcp/go/snapshot"
)

// waitFrameButton waits until the page's snapshot shows the out-of-process
// frame's button, and returns its ref.
func waitFrameButton(t *testing.T, ctx context.Context, p *Page) string {
	t.Helper()
	re := regexp.MustCompile(`button "Inside" \[ref=(\w+)\]`)
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); {
		s, err := p.Snapshot(ctx, snapshot.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if m := re.FindStringSubmatch(s.Text); m != nil {
			return m[1]
		}
		// A new frame attaches through an event: wait for the page's
		// next change rather than snapshot in a loop.
		wctx, cancel := context.WithTimeout(ctx, time.Second)
		p.mu.Lock()
		ch := p.changed
		p.mu.Unlock()
		select {
		case <-ch:
		case <-wctx.Done():
		}
		cancel()
	}
	t.Fatal("the frame's button never showed in the snapshot")
	return ""
}

// An out-of-process iframe is reached through its own session: its
// elements by ref. When its renderer crashes, calls on it end with a
// *FrameCrashError the agent can read, CrashedFrames names it, the page
// itself lives on, and a reload brings the frame back.
func TestOutOfProcessFrameAndItsCrash(t *testing.T) {
	p, id, base := openWindow(t, "about:blank")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/framed"); err != nil {
		t.Fatal(err)
	}
	ref := waitFrameButton(t, ctx, p)
	if got, _, err := p.Evaluate(ctx, "el => el.textContent + ' ' + location.hostname", ref); err != nil || got != `"Inside localhost"` {
		t.Fatalf("evaluating on the frame's button: %s, %v", got, err)
	}
	if len(p.CrashedFrames()) != 0 {
		t.Fatalf("before any crash, crashed frames: %v", p.CrashedFrames())
	}

	// The stand-in reaches the frame's renderer however busy it gets.
	if _, err := shared.host.Steer(ctx, "hold-frame "+id+" /frame"); err != nil {
		t.Fatal(err)
	}
	if _, err := shared.host.Steer(ctx, "crash-frame "+id+" /frame"); err != nil {
		t.Fatal(err)
	}
	wctx, wcancel := context.WithTimeout(ctx, 30*time.Second)
	crashed := p.waitFor(wctx, func() bool {
		for _, f := range p.frames {
			if f.crashed() != nil {
				return true
			}
		}
		return false
	})
	wcancel()
	if !crashed {
		t.Fatal("the page did not learn of the frame's crash")
	}
	if urls := p.CrashedFrames(); len(urls) != 1 {
		t.Fatalf("crashed frames: %v, want the one", urls)
	}
	_, _, err := p.Evaluate(ctx, "el => el.textContent", ref)
	var fc *FrameCrashError
	var refused *ActionError
	if !errors.Is(err, ErrFrameCrashed) || !errors.As(err, &fc) || !errors.As(err, &refused) {
		t.Fatalf("evaluating on the crashed frame's button: %v, want a FrameCrashError the agent reads", err)
	}
	if p.Crashed() {
		t.Fatal("the frame's crash counts as the page's")
	}
	if title := p.Title(ctx); title != "Framed" {
		t.Fatalf("the page's title after its frame crashed: %q", title)
	}

	if _, err := p.Reload(ctx, false); err != nil {
		t.Fatal(err)
	}
	ref = waitFrameButton(t, ctx, p)
	if got, _, err := p.Evaluate(ctx, "el => el.textContent", ref); err != nil || got != `"Inside"` {
		t.Fatalf("evaluating on the reloaded frame's button: %s, %v", got, err)
	}
	if urls := p.CrashedFrames(); len(urls) != 0 {
		t.Fatalf("after the reload, crashed frames: %v", urls)
	}
}
