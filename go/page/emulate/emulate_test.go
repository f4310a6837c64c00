package emulate

// The emulator's tests run against the stand-in: the real bridge in front
// of a real headless Chromium, with two windows, each reached on its own
// connection.

import (
	"context"
	"errors"
	"os"
	"testing"
	"time"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/runtime"

	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/go/internal/standin"
	"github.com/electron-mcp/electron-mcp/go/page/refusal"
)

var shared = &standin.Shared{Options: standin.Options{URLs: []string{"about:blank", "about:blank"}}}

func TestMain(m *testing.M) {
	code := m.Run()
	shared.Stop()
	os.Exit(code)
}

// dial returns a fresh connection to window i (0 or 1) of the shared host.
func dial(t *testing.T, i int) *cdp.Conn {
	t.Helper()
	return shared.Dial(t, shared.Host(t).Targets[i].ID)
}

func testCtx(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(t.Context(), 30*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// eval returns what expr evaluates to in s's page.
func eval[T any](t *testing.T, ctx context.Context, s cdpproto.Session, expr string) T {
	t.Helper()
	res, err := cdpproto.Call(ctx, s, runtime.Evaluate, runtime.EvaluateParams{Expression: expr, ReturnByValue: ptr(true)})
	if err != nil {
		t.Fatal(err)
	}
	if res.ExceptionDetails != nil {
		t.Fatalf("%s threw: %s", expr, res.ExceptionDetails.Text)
	}
	var v T
	if err := jsonv2.Unmarshal(res.Result.Value, &v); err != nil {
		t.Fatalf("%s: %v (%s)", expr, err, res.Result.Value)
	}
	return v
}

func ptr[T any](v T) *T { return &v }

func noFrames() []cdpproto.Session { return nil }

func refused(t *testing.T, err error) {
	t.Helper()
	var r *refusal.Error
	if !errors.As(err, &r) {
		t.Fatalf("got %v, want a refusal for the agent", err)
	}
}

const (
	dark    = "matchMedia('(prefers-color-scheme: dark)').matches"
	reduced = "matchMedia('(prefers-reduced-motion: reduce)').matches"
	print   = "matchMedia('print').matches"
)

// Media features are merged call by call, NoOverride ends one, a value a
// feature cannot take changes nothing, and Restore undoes them all.
func TestMediaMergedAndRestored(t *testing.T) {
	conn := dial(t, 0)
	ctx := testCtx(t)
	e := New(conn, noFrames, nil)
	if eval[bool](t, ctx, conn, dark) || eval[bool](t, ctx, conn, reduced) || eval[bool](t, ctx, conn, print) {
		t.Fatal("the stand-in's page is dark, reduced or print before any emulation")
	}
	if m, err := e.SetMedia(ctx, Media{ColorScheme: " Dark "}); err != nil || m != (Media{ColorScheme: "dark"}) {
		t.Fatalf("SetMedia dark = %+v, %v", m, err)
	}
	m, err := e.SetMedia(ctx, Media{ReducedMotion: "reduce", Type: "print"})
	if err != nil || m != (Media{ColorScheme: "dark", ReducedMotion: "reduce", Type: "print"}) {
		t.Fatalf("SetMedia reduce, print = %+v, %v (want the dark scheme kept)", m, err)
	}
	if !eval[bool](t, ctx, conn, dark) || !eval[bool](t, ctx, conn, reduced) || !eval[bool](t, ctx, conn, print) {
		t.Fatal("the page does not see the emulated media")
	}

	_, err = e.SetMedia(ctx, Media{ColorScheme: "light", Contrast: "loud"})
	refused(t, err)
	if !eval[bool](t, ctx, conn, dark) {
		t.Fatal("a refused call changed the colour scheme")
	}

	if m, err := e.SetMedia(ctx, Media{Type: NoOverride}); err != nil || m != (Media{ColorScheme: "dark", ReducedMotion: "reduce"}) {
		t.Fatalf("SetMedia no-override = %+v, %v", m, err)
	}
	if eval[bool](t, ctx, conn, print) || !eval[bool](t, ctx, conn, dark) {
		t.Fatal("no-override of the media type did not end it alone")
	}

	e.Restore(ctx)
	if eval[bool](t, ctx, conn, dark) || eval[bool](t, ctx, conn, reduced) {
		t.Fatal("Restore left the media emulated")
	}
	if m, err := e.SetMedia(ctx, Media{}); err != nil || m != (Media{}) {
		t.Fatalf("after Restore the emulator remembers %+v, %v", m, err)
	}
}

// Offline is what the page sees (navigator.onLine), zero conditions
// restore it, and so does Restore.
func TestNetworkOfflineAndRestored(t *testing.T) {
	conn := dial(t, 0)
	ctx := testCtx(t)
	e := New(conn, noFrames, nil)
	const online = "navigator.onLine"
	refused(t, e.SetNetwork(ctx, NetworkConditions{Latency: -time.Millisecond}))
	if err := e.SetNetwork(ctx, NetworkConditions{Offline: true}); err != nil {
		t.Fatal(err)
	}
	if eval[bool](t, ctx, conn, online) {
		t.Fatal("offline, the page still says it is online")
	}
	if err := e.SetNetwork(ctx, NetworkConditions{}); err != nil {
		t.Fatal(err)
	}
	if !eval[bool](t, ctx, conn, online) {
		t.Fatal("zero conditions left the page offline")
	}
	if err := e.SetNetwork(ctx, NetworkConditions{Offline: true}); err != nil {
		t.Fatal(err)
	}
	e.Restore(ctx)
	if !eval[bool](t, ctx, conn, online) {
		t.Fatal("Restore left the page offline")
	}
}

// What is emulated reaches the sessions frames lists when it is set, and
// one that attaches later (Attach); Restore undoes it there too. The
// second window stands for an out-of-process iframe.
func TestFramesGetTheEmulation(t *testing.T) {
	conn, other := dial(t, 0), dial(t, 1)
	ctx := testCtx(t)
	var frames []cdpproto.Session
	e := New(conn, func() []cdpproto.Session { return frames }, nil)
	if _, err := e.SetMedia(ctx, Media{ColorScheme: "dark"}); err != nil {
		t.Fatal(err)
	}
	if eval[bool](t, ctx, other, dark) {
		t.Fatal("a session the emulator was not given is dark")
	}
	e.Attach(ctx, other)
	if !eval[bool](t, ctx, other, dark) {
		t.Fatal("Attach did not apply the media emulation")
	}
	frames = []cdpproto.Session{other}
	if err := e.SetNetwork(ctx, NetworkConditions{Offline: true}); err != nil {
		t.Fatal(err)
	}
	if eval[bool](t, ctx, other, "navigator.onLine") {
		t.Fatal("the frame's session did not go offline with the page")
	}
	e.Restore(ctx)
	if eval[bool](t, ctx, other, dark) || !eval[bool](t, ctx, other, "navigator.onLine") {
		t.Fatal("Restore left the frame's session emulated")
	}
}

// Resize sets the viewport; the bridge undoes it when the client leaves
// (Restore does not: Electron would keep it).
func TestResizeSetAndUndoneByTheBridge(t *testing.T) {
	conn := dial(t, 1)
	ctx := testCtx(t)
	const width = "[innerWidth, innerHeight]"
	before := eval[[2]int](t, ctx, conn, width)
	e := New(conn, noFrames, nil)
	refused(t, e.Resize(ctx, 0, 200))
	refused(t, e.Resize(ctx, 300, 10001))
	if err := e.Resize(ctx, 321, 234); err != nil {
		t.Fatal(err)
	}
	if got := eval[[2]int](t, ctx, conn, width); got != [2]int{321, 234} {
		t.Fatalf("after Resize(321, 234) the viewport is %v", got)
	}
	conn.Close()
	again := dial(t, 1)
	got := eval[[2]int](t, ctx, again, width)
	for deadline := time.Now().Add(10 * time.Second); got != before && time.Now().Before(deadline); {
		// The bridge undoes a leaving client's settings once it saw it go.
		time.Sleep(20 * time.Millisecond)
		got = eval[[2]int](t, ctx, again, width)
	}
	if got != before {
		t.Fatalf("after the client left the viewport is %v, was %v", got, before)
	}
}
