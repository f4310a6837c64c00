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

func TestHoverMenuCustomSelectDatePicker(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("menus.html"), "Snapshot")
	// The submenu shows on :hover: hovering brings its links into the diff.
	out := s.ok("browser_hover", map[string]any{"target": ref(t, snap, `listitem \[ref=e\d+\]: Products`)})
	laptops := ref(t, section(out, "Snapshot"), `link "Laptops"`)
	out = s.ok("browser_click", map[string]any{"target": laptops})
	if !strings.Contains(out, "chose Laptops") {
		t.Fatalf("clicking the submenu link:\n%s", out)
	}
	// The select opens on mousedown into a portal above a backdrop.
	out = s.ok("browser_click", map[string]any{"target": ref(t, snap, `button "Size Medium"`)})
	out = s.ok("browser_click", map[string]any{"target": ref(t, section(out, "Snapshot"), `option "Large"`)})
	if !strings.Contains(out, "size Large") {
		t.Fatalf("choosing an option:\n%s", out)
	}
	// The date picker's days are <span>s with click handlers.
	out = s.ok("browser_click", map[string]any{"target": ref(t, snap, `textbox "Date"`)})
	out = s.ok("browser_click", map[string]any{"target": ref(t, section(out, "Snapshot"), `generic \[ref=e\d+\]: 15$`)})
	if !strings.Contains(out, "date 2026-03-15") {
		t.Fatalf("choosing a day:\n%s", out)
	}
}
