package bridge_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	cdpmsg "github.com/chromedp/cdproto"
	cdproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/runtime"

	"github.com/electron-mcp/electron-mcp/go/bridge"
	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/proto"
)

// atOnce bounds "at once": the bridge learns of the destruction from the
// stand-in and must pass it on without waiting for any timeout.
const atOnce = 3 * time.Second

// TestWindowDestroyedWhilePending: a window destroyed while a command is
// pending fails that command at once, the socket closes with
// proto.CloseTargetGone after Inspector.detached, and the bridge keeps
// serving the other window.
func TestWindowDestroyedWhilePending(t *testing.T) {
	p := host(t)
	// Two windows of its own, so the shared ones stay as other tests expect.
	var doomed, survivor string
	doomedLives := true
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), pollTimeout) // t.Context() is done by now
		defer cancel()
		for _, id := range []string{doomed, survivor} {
			if id == "" || id == doomed && !doomedLives {
				continue
			}
			if _, err := p.Steer(ctx, "destroy "+id); err != nil {
				t.Errorf("closing the test's window: %v", err)
			}
		}
	})
	doomed = p.steer(t, "window "+p.page("a.html"))
	survivor = p.steer(t, "window "+p.page("b.html"))
	before, err := p.client().List(ctxT(t))
	if err != nil || !listed(before, doomed) || !listed(before, survivor) {
		t.Fatalf("List: %v %+v, want windows %s and %s among them", err, before, doomed, survivor)
	}

	conn, err := p.client().Dial(ctxT(t), doomed)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	other, err := p.client().Dial(ctxT(t), survivor)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	events, stopEvents := conn.Events()
	defer stopEvents()

	ctx := ctxT(t)
	pending := make(chan error, 1)
	go func() {
		// A promise that never settles: the answer only comes if the window dies.
		_, err := cdproto.Call(ctx, conn, runtime.Evaluate, runtime.EvaluateParams{
			Expression: "new Promise(() => {})", AwaitPromise: new(true),
		})
		pending <- err
	}()
	// Frames go out in order, so once this answers the first call is pending
	// in the page.
	if _, err := cdproto.Call(ctx, conn, runtime.Evaluate, runtime.EvaluateParams{Expression: "1"}); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-pending:
		t.Fatalf("the never-settling call returned before the window died: %v", err)
	default:
	}

	destroyedAt := time.Now()
	p.steer(t, "destroy "+doomed)
	doomedLives = false

	select {
	case err := <-pending:
		if err == nil {
			t.Fatal("the pending call succeeded")
		}
		var cerr *cdpmsg.Error
		switch {
		case errors.As(err, &cerr):
			if cerr.Code != proto.CodeTargetClosed {
				t.Errorf("the pending call failed with code %d, want %d (CodeTargetClosed): %v", cerr.Code, proto.CodeTargetClosed, err)
			}
		case errors.Is(err, cdp.ErrClosed):
		default:
			t.Errorf("the pending call failed with %v, want CodeTargetClosed or a closed connection", err)
		}
		t.Logf("pending call failed %v after destroy: %v", time.Since(destroyedAt), err)
	case <-time.After(atOnce):
		t.Fatalf("the pending call still waits %v after the window was destroyed", atOnce)
	}

	select {
	case <-conn.Done():
	case <-time.After(atOnce):
		t.Fatalf("the socket is still open %v after the window was destroyed", atOnce)
	}
	var ce *cdp.CloseError
	if err := conn.Err(); !errors.As(err, &ce) || ce.Code != proto.CloseTargetGone {
		t.Errorf("the socket closed with %v, want code %d (CloseTargetGone)", conn.Err(), proto.CloseTargetGone)
	}
	sawDetached := false
	for ev := range events { // ends: the connection closed
		if ev.Method == "Inspector.detached" {
			sawDetached = true
		}
	}
	if !sawDetached {
		t.Error("no Inspector.detached event before the close")
	}

	// The other window, and the bridge, go on.
	res, err := cdproto.Call(ctxT(t), other, runtime.Evaluate, runtime.EvaluateParams{Expression: "'still here'", ReturnByValue: new(true)})
	if err != nil || string(res.Result.Value) != `"still here"` {
		t.Fatalf("the other window after the destruction: %v %s", err, res.Result.Value)
	}
	// Only the destroyed window is gone from the list.
	ts, err := p.client().List(ctxT(t))
	if err != nil || len(ts) != len(before)-1 || listed(ts, doomed) || !listed(ts, survivor) {
		t.Fatalf("List after the destruction: %v %+v, want %+v without %s", err, ts, before, doomed)
	}
	for _, tg := range before {
		if tg.ID != doomed && !listed(ts, tg.ID) {
			t.Errorf("target %s went with the destroyed window", tg.ID)
		}
	}
	if _, err := p.client().Dial(ctxT(t), doomed); !errors.Is(err, bridge.ErrNoTarget) {
		t.Errorf("Dial of the destroyed window: %v, want ErrNoTarget", err)
	}
	again, err := p.client().Dial(ctxT(t), survivor)
	if err != nil {
		t.Fatalf("a new connection to the other window: %v", err)
	}
	again.Close()
	if err := p.Err(); err != nil {
		t.Fatalf("the host exited: %v", err)
	}
}

// listed reports whether id is among ts.
func listed(ts []proto.Target, id string) bool {
	return slices.ContainsFunc(ts, func(tg proto.Target) bool { return tg.ID == id })
}
