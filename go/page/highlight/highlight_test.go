package highlight

// The highlight's tests run against the stand-in (the real bridge in front
// of a real headless Chromium): the agent's connection draws, and the
// person's own connection to the same window captures what they see.

import (
	"bytes"
	"context"
	"image/png"
	"os"
	"testing"
	"time"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"

	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/go/internal/standin"
)

var shared = &standin.Shared{}

func TestMain(m *testing.M) {
	code := m.Run()
	shared.Stop()
	os.Exit(code)
}

// dial returns a fresh connection to the shared host's window.
func dial(t *testing.T) *cdp.Conn {
	t.Helper()
	return shared.Dial(t, shared.Host(t).Targets[0].ID)
}

// setUp gives the window a white button at the top left, 100×60, and
// returns the agent's and the person's connections and the button as a
// remote object of the agent's.
func setUp(t *testing.T, ctx context.Context) (agent, person *cdp.Conn, button runtime.RemoteObjectID) {
	t.Helper()
	agent, person = dial(t), dial(t)
	res, err := cdpproto.Call(ctx, agent, runtime.Evaluate, runtime.EvaluateParams{Expression: `document.body.style.margin = '0';
document.body.innerHTML = '<button id=b style="position:absolute;left:0;top:0;width:100px;height:60px;background:white;border:0"></button>';
document.getElementById('b')`})
	if err != nil || res.ExceptionDetails != nil || res.Result.ObjectID == "" {
		t.Fatalf("setting up the page: %v %+v", err, res.ExceptionDetails)
	}
	return agent, person, res.Result.ObjectID
}

// tinted reports whether the person sees the highlight's orange at x, y.
func tinted(t *testing.T, ctx context.Context, person *cdp.Conn, x, y int) bool {
	t.Helper()
	res, err := cdpproto.Call(ctx, person, page.CaptureScreenshot, page.CaptureScreenshotParams{Format: page.CaptureScreenshotFormatPng})
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(res.Data))
	if err != nil {
		t.Fatal(err)
	}
	r, g, b, _ := img.At(x, y).RGBA()
	r, g, b = r>>8, g>>8, b>>8
	return r > 230 && b < 215 && g < 245 && r > b+30
}

// waitSeen waits until the person sees the highlight at x, y (or no longer
// sees it, want false).
func waitSeen(t *testing.T, ctx context.Context, person *cdp.Conn, x, y int, want bool) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); {
		if tinted(t, ctx, person, x, y) == want {
			return
		}
	}
	t.Fatalf("after 30 s the person still sees the highlight at (%d, %d): %t", x, y, !want)
}

// An action's element is drawn only once show is called, taken off for
// the agent's capture and drawn again after it, and gone after its time.
func TestElementShownHiddenForCaptureAndGone(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	agent, person, button := setUp(t, ctx)
	o := New(agent.Done())

	o.Wish(ctx, Element(agent, button)) // not an action that shows: nothing
	// Long enough for the captures below on a loaded machine; its end is
	// waited for.
	actx, show := ShowTargets(ctx, 10*time.Second)
	o.Wish(actx, Element(agent, button))
	if tinted(t, ctx, person, 20, 20) {
		t.Fatal("the highlight is drawn before show")
	}
	show()
	waitSeen(t, ctx, person, 20, 20, true)

	done := o.HideForCapture(ctx)
	if tinted(t, ctx, person, 20, 20) {
		done()
		t.Fatal("the highlight is drawn during the agent's capture")
	}
	done()
	waitSeen(t, ctx, person, 20, 20, true)
	waitSeen(t, ctx, person, 20, 20, false)
}

// A point's marker shows where the action acted, a newer highlight
// replaces it, and a drag's band covers its start and end.
func TestMarkersAtPointsAndDrags(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	agent, person, _ := setUp(t, ctx)
	o := New(agent.Done())

	actx, show := ShowTargets(ctx, 20*time.Second)
	o.Wish(actx, At(agent, 200, 150))
	show()
	waitSeen(t, ctx, person, 200, 150, true)

	actx, show = ShowTargets(ctx, 20*time.Second)
	o.Wish(actx, Drag(agent, 150, 250, 300, 250))
	show()
	waitSeen(t, ctx, person, 200, 150, false)
	for _, x := range []int{152, 225, 298} {
		if !tinted(t, ctx, person, x, 250) {
			t.Errorf("the drag's band does not cover (%d, 250)", x)
		}
	}
}
