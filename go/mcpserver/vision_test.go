package mcpserver_test

import (
	"strings"
	"testing"

	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

func TestMouseAtCoordinatesOnCanvas(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	s.open("canvas.html")
	out := s.ok("browser_mouse_click_xy", map[string]any{"x": 125, "y": 125})
	if !strings.Contains(out, "square clicked 1") {
		t.Fatalf("click at the square:\n%s", out)
	}
	s.ok("browser_mouse_click_xy", map[string]any{"x": 10, "y": 20})
	if got := s.eval(`() => log.textContent`); got != `"missed at 10,20"` {
		t.Fatalf("click at (10, 20): %s", got)
	}
	s.ok("browser_mouse_click_xy", map[string]any{"x": 125, "y": 125, "clickCount": 2})
	if got := s.eval(`() => log.textContent`); got != `"double click"` {
		t.Fatalf("double click: %s", got)
	}
	s.ok("browser_mouse_drag_xy", map[string]any{"startX": 50, "startY": 50, "endX": 250, "endY": 200})
	if got := s.eval(`() => log.textContent`); got != `"line 50,50 to 250,200"` {
		t.Fatalf("drag: %s", got)
	}
	// Down, move, up: the same line in three calls.
	s.ok("browser_mouse_move_xy", map[string]any{"x": 300, "y": 40})
	s.ok("browser_mouse_down", nil)
	s.ok("browser_mouse_move_xy", map[string]any{"x": 320, "y": 250})
	s.ok("browser_mouse_up", nil)
	if got := s.eval(`() => log.textContent`); got != `"line 300,40 to 320,250"` {
		t.Fatalf("down, move, up: %s", got)
	}
	// Outside the viewport: an error that gives its size, and nothing clicked.
	msg := s.fail("browser_mouse_click_xy", map[string]any{"x": 100000, "y": 5})
	if !strings.Contains(msg, "outside the viewport") {
		t.Errorf("message: %s", msg)
	}
}

func TestWheelBringsVirtualisedRowsIntoTheSnapshot(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("virtual-list.html"), "Snapshot")
	if strings.Contains(snap, "Row 40") {
		t.Fatalf("row 40 rendered before scrolling:\n%s", snap)
	}
	out := s.ok("browser_mouse_wheel", map[string]any{"x": 150, "y": 150, "deltaY": 1200})
	if !strings.Contains(section(out, "Snapshot"), "Row 40") {
		t.Fatalf("the response does not show the rows the scroll rendered:\n%s", out)
	}
	// Again, where the mouse already is.
	out = s.ok("browser_mouse_wheel", map[string]any{"deltaY": 600})
	if !strings.Contains(section(out, "Snapshot"), "Row 60") {
		t.Fatalf("second scroll:\n%s", out)
	}
}
