package mcpserver_test

import (
	"bytes"
	"encoding/base64"
	"image/png"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// tinted reports whether the pixel at x,y of a PNG is the action
// highlight's orange over the white button, not white.
func tinted(t *testing.T, data []byte, x, y int) bool {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	r, g, b, _ := img.At(x, y).RGBA()
	r, g, b = r>>8, g>>8, b>>8
	return r > 230 && b < 215 && g < 245 && r > b+30
}

// seen is what the person sees now: a screenshot through their own client.
func (p *person) seen() []byte {
	p.t.Helper()
	var res page.CaptureScreenshotResult
	if err := p.conn.Call(testCtx(p.t), page.CaptureScreenshot.Method, page.CaptureScreenshotParams{Format: page.CaptureScreenshotFormatPng}, &res); err != nil {
		p.t.Fatal(err)
	}
	return res.Data
}

// waitSeen waits until the person sees the highlight.
func (p *person) waitSeen() {
	p.t.Helper()
	p.waitSeenAt(20, 20)
}

// waitSeenAt waits until the person sees the highlight at x, y.
func (p *person) waitSeenAt(x, y int) {
	p.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if tinted(p.t, p.seen(), x, y) {
			return
		}
	}
	p.t.Fatalf("the person never saw the highlight at (%d, %d)", x, y)
}

func (s *session) screenshot() []byte {
	s.t.Helper()
	req := mcp.CallToolRequest{}
	req.Params.Name = "browser_take_screenshot"
	res, err := s.c.CallTool(testCtx(s.t), req)
	if err != nil || res.IsError {
		s.t.Fatalf("screenshot: %v %v", err, res)
	}
	for _, c := range res.Content {
		if img, ok := c.(mcp.ImageContent); ok {
			data, err := base64.StdEncoding.DecodeString(img.Data)
			if err != nil {
				s.t.Fatal(err)
			}
			return data
		}
	}
	s.t.Fatal("no image")
	return nil
}

func TestShowActions(t *testing.T) {
	// Held long enough that the test looks while it is on.
	s := newSession(t, mcpserver.Options{ShowActions: true, ShowFor: time.Minute})
	s.open("show.html")
	p := newPerson(t, host.Targets[0].ID)
	if tinted(t, p.seen(), 20, 20) {
		t.Fatal("highlighted before any action")
	}
	start := time.Now()
	s.ok("browser_click", map[string]any{"target": "#b"})
	if time.Since(start) > 20*time.Second {
		t.Errorf("the click took %s", time.Since(start))
	}
	if got := p.eval(`document.getElementById('b').dataset.clicked`); got != `"yes"` {
		t.Fatalf("the click did not happen: %s", got)
	}
	// The person sees the button highlighted…
	p.waitSeen()
	// … the agent's own screenshot does not show it…
	if tinted(t, s.screenshot(), 20, 20) {
		t.Error("the agent's screenshot shows the highlight")
	}
	// … and the person sees it again afterwards.
	p.waitSeen()
	// Typing moves it to the field.
	s.ok("browser_type", map[string]any{"target": "#t", "text": "hello"})
	deadline := time.Now().Add(10 * time.Second)
	for tinted(t, p.seen(), 20, 20) {
		if time.Now().After(deadline) {
			t.Fatal("the highlight stayed on the button after typing into the field")
		}
	}
	if !strings.Contains(p.eval(`document.getElementById('t').value`), "hello") {
		t.Error("typing did not happen")
	}
}

func TestShowActionsOff(t *testing.T) {
	s := newSession(t, mcpserver.Options{ShowActions: false})
	s.open("show.html")
	p := newPerson(t, host.Targets[0].ID)
	s.ok("browser_click", map[string]any{"target": "#b"})
	s.ok("browser_hover", map[string]any{"target": "#b"})
	if tinted(t, p.seen(), 20, 20) {
		t.Error("highlighted with ShowActions off")
	}
}

// The tools that act at coordinates show the person where: a marker at the
// point, a band from the start to the end of a drag.
func TestShowActionsAtCoordinates(t *testing.T) {
	s := newSession(t, mcpserver.Options{ShowActions: true, ShowFor: time.Minute, Caps: []mcpserver.Capability{mcpserver.CapVision}})
	s.open("show.html")
	p := newPerson(t, host.Targets[0].ID)
	for _, pt := range [][2]int{{150, 50}, {30, 30}, {100, 50}, {170, 70}} {
		if tinted(t, p.seen(), pt[0], pt[1]) {
			t.Fatalf("(%d, %d) is tinted before any action", pt[0], pt[1])
		}
	}
	s.ok("browser_mouse_click_xy", map[string]any{"x": 150, "y": 50})
	if got := p.eval(`document.getElementById('b').dataset.clicked`); got != `"yes"` {
		t.Fatalf("the click did not happen: %s", got)
	}
	p.waitSeenAt(150, 50)
	if tinted(t, s.screenshot(), 150, 50) {
		t.Error("the agent's screenshot shows the marker")
	}
	p.waitSeenAt(150, 50)

	s.ok("browser_mouse_drag_xy", map[string]any{"startX": 30, "startY": 30, "endX": 170, "endY": 70})
	p.waitSeenAt(100, 50) // the middle of the way
	img := p.seen()
	for _, pt := range [][2]int{{30, 30}, {170, 70}} {
		if !tinted(t, img, pt[0], pt[1]) {
			t.Errorf("the drag's band does not cover (%d, %d)", pt[0], pt[1])
		}
	}

	s.ok("browser_mouse_move_xy", map[string]any{"x": 60, "y": 80})
	p.waitSeenAt(60, 80)
	s.ok("browser_mouse_wheel", map[string]any{"x": 120, "y": 20, "deltaY": 10})
	p.waitSeenAt(120, 20)
	// A press where the mouse is shows there.
	s.ok("browser_mouse_move_xy", map[string]any{"x": 40, "y": 60})
	s.ok("browser_mouse_down", map[string]any{})
	s.ok("browser_mouse_up", map[string]any{})
	p.waitSeenAt(40, 60)
}

// The marker goes away when its time is up, and a call refused for its
// coordinates shows nothing.
func TestShowActionsAtCoordinatesEnds(t *testing.T) {
	// Shown long enough for a screenshot of a loaded machine to see it.
	s := newSession(t, mcpserver.Options{ShowActions: true, ShowFor: 2 * time.Second, Caps: []mcpserver.Capability{mcpserver.CapVision}})
	s.open("show.html")
	p := newPerson(t, host.Targets[0].ID)
	s.ok("browser_mouse_click_xy", map[string]any{"x": 150, "y": 50})
	p.waitSeenAt(150, 50) // once the agent pauses
	deadline := time.Now().Add(10 * time.Second)
	for tinted(t, p.seen(), 150, 50) {
		if time.Now().After(deadline) {
			t.Fatal("the marker stayed after its time")
		}
	}
	s.fail("browser_mouse_click_xy", map[string]any{"x": 150, "y": 5000})
	s.ok("browser_snapshot", map[string]any{})
	if tinted(t, p.seen(), 150, 50) {
		t.Error("a refused call showed a marker")
	}
}
