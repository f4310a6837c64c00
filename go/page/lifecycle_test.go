package page

import (
	"context"
	"errors"
	"testing"
	"time"
)

// faultIn starts a wait that only a fault can end, under Guard, runs
// cause, and returns the fault the wait ended with.
func faultIn(t *testing.T, ctx context.Context, p *Page, cause func()) *FaultError {
	t.Helper()
	gctx, stop := p.Guard(ctx)
	defer stop()
	waited := make(chan error, 1)
	go func() { waited <- p.WaitFor(gctx, "never shown", "", 0) }()
	cause()
	select {
	case err := <-waited:
		f := p.Interrupted(gctx)
		if err == nil || f == nil {
			t.Fatalf("the wait ended with %v, fault %v", err, f)
		}
		return f
	case <-time.After(20 * time.Second):
		t.Fatal("the wait went on after the fault")
	}
	return nil
}

// A crashed renderer ends every guarded call at once with a *FaultError
// of kind Crashed (errors.Is ErrCrashed); the page refuses what needs the
// renderer until a reload brings a new one. A destroyed webContents ends
// them with kind Destroyed, and the page is gone (Err).
func TestCrashAndDestroyEndCalls(t *testing.T) {
	p, id, base := openWindow(t, "about:blank")
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/settle.html"); err != nil {
		t.Fatal(err)
	}
	f := faultIn(t, ctx, p, func() {
		if _, err := shared.host.Steer(ctx, "crash "+id); err != nil {
			t.Fatal(err)
		}
	})
	if f.Kind != Crashed || !errors.Is(f, ErrCrashed) || errors.Is(f, ErrTargetGone) {
		t.Fatalf("after a crash the fault is %v (kind %d)", f, f.Kind)
	}
	if !p.Crashed() || p.Err() != nil {
		t.Fatalf("after a crash: Crashed %t, Err %v", p.Crashed(), p.Err())
	}
	var refused *ActionError
	if _, err := p.Screenshot(ctx, ScreenshotOptions{}); !errors.As(err, &refused) {
		t.Fatalf("a screenshot of the crashed page: %v, want a refusal", err)
	}

	// A guard made after the crash lets the reload through.
	gctx, stop := p.Guard(ctx)
	_, err := p.Reload(gctx, false)
	stop()
	if err != nil {
		t.Fatal(err)
	}
	if p.Crashed() {
		t.Fatal("the reload did not bring the renderer back")
	}
	if title := p.Title(ctx); title == "" {
		t.Fatal("the reloaded page has no title: its renderer does not answer")
	}

	f = faultIn(t, ctx, p, func() {
		if _, err := shared.host.Steer(ctx, "destroy "+id); err != nil {
			t.Fatal(err)
		}
	})
	if f.Kind != Destroyed || !errors.Is(f, ErrTargetGone) {
		t.Fatalf("after the webContents was destroyed the fault is %v (kind %d)", f, f.Kind)
	}
	select {
	case <-p.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("the connection stayed open after the webContents was destroyed")
	}
	if err := p.Err(); !errors.Is(err, ErrTargetGone) {
		t.Fatalf("Err after the destroy = %v", err)
	}
}
