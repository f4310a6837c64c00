package mcpserver_test

import (
	"testing"

	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// A click on a control whose own box is hidden (a custom checkbox: the
// input has no size, its label is styled) clicks its visible label, as a
// person would.
func TestClickHiddenCheckboxClicksItsLabel(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	out := s.ok("browser_navigate", map[string]any{"url": `data:text/html,<title>Terms</title>` +
		`<input type=checkbox id=c style="position:absolute;width:0;height:0;margin:0;opacity:0">` +
		`<label for=c style="display:inline-block;padding:8px;border:1px solid">Accept terms</label>`})
	box := ref(t, section(out, "Snapshot"), `checkbox "Accept terms"`)
	s.ok("browser_click", map[string]any{"target": box})
	if got := s.eval(`() => document.getElementById('c').checked`); got != "true" {
		t.Errorf("checked = %s, want true", got)
	}
}
