package mcpserver_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// TestListItemKeepsRole: a to-do item whose <div> listens for double
// clicks stays a listitem (as Chromium's tree and Playwright MCP have it);
// the ref goes to the <div>, on a line of its own, and acts.
func TestListItemKeepsRole(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("todolist.html"), "Snapshot")
	want := "- list:\n  - listitem:\n    - generic: Walk dog\n  - listitem:\n    - generic: Buy milk\n"
	if !strings.Contains(refPattern.ReplaceAllString(snap, ""), want) {
		t.Fatalf("the list items lost their role; want\n%s\nin:\n%s", want, snap)
	}
	out := s.ok("browser_click", map[string]any{"target": ref(t, snap, `generic \[ref=e\d+\]: Buy milk`), "doubleClick": true})
	if !strings.Contains(out, "editing Buy milk") {
		t.Fatalf("double-clicking the item:\n%s", out)
	}
}

var refPattern = regexp.MustCompile(` \[ref=[a-z0-9]+\]`)
