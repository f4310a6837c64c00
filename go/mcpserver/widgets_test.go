package mcpserver_test

import (
	"strings"
	"testing"

	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// TestClickButtonInsideWebComponent clicks the <button> inside a
// Shoelace-like component's shadow root by its ref: the middle of the
// button is the host's slotted text.
func TestClickButtonInsideWebComponent(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("webcomponents.html"), "Snapshot")
	for _, c := range []struct{ name, id string }{{"Open dialog", "open"}, {"Favourite", "icon"}, {"Nested", "nested"}} {
		out := s.ok("browser_click", map[string]any{"target": ref(t, snap, `button "[^"]*`+c.name)})
		if !strings.Contains(out, "clicked "+c.id) {
			t.Fatalf("clicking %q:\n%s", c.name, out)
		}
	}
}
