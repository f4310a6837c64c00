package mcpserver_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// TestListItemKeepsRole: a to-do item whose <div> listens for double
// clicks stays a listitem (as Chromium's tree and Playwright MCP have it);
// the ref goes to the <div>, which holds nothing but the item's text, so
// the item is one line with the <div>'s ref, and it acts.
func TestListItemKeepsRole(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("todolist.html"), "Snapshot")
	want := "- list:\n  - listitem: Walk dog\n  - listitem: Buy milk\n"
	if !strings.Contains(refPattern.ReplaceAllString(snap, ""), want) {
		t.Fatalf("the list items lost their role; want\n%s\nin:\n%s", want, snap)
	}
	out := s.ok("browser_click", map[string]any{"target": ref(t, snap, `listitem \[ref=e\d+\]: Buy milk`), "doubleClick": true})
	if !strings.Contains(out, "editing Buy milk") {
		t.Fatalf("double-clicking the item:\n%s", out)
	}
}

var refPattern = regexp.MustCompile(` \[ref=[a-z0-9]+\]`)

// TestUnnamedControlsHaveHints: icon-only controls have no accessible
// name; the snapshot hints at what each is for (the icon's class), apart
// from the name, and browser_find finds them by it.
func TestUnnamedControlsHaveHints(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("icon-toolbar.html"), "Snapshot")
	for _, want := range []string{"- link [hint: bars] [ref=", "- button [hint: type-bold] [ref=", "- button [hint: trash] [ref="} {
		if !strings.Contains(snap, want) {
			t.Errorf("no %q line in:\n%s", want, snap)
		}
	}
	found := s.ok("browser_find", map[string]any{"text": "trash"})
	if strings.Count(found, "[ref=") != 1 {
		t.Fatalf("browser_find trash:\n%s", found)
	}
	out := s.ok("browser_click", map[string]any{"element": "delete button", "target": ref(t, found, `button \[hint: trash\]`)})
	if !strings.Contains(out, "deleted") {
		t.Fatalf("clicking the button found by its hint:\n%s", out)
	}
	out = s.ok("browser_click", map[string]any{"target": ref(t, snap, `link \[hint: bars\]`)})
	if !strings.Contains(out, "menu opened") {
		t.Fatalf("clicking the menu link:\n%s", out)
	}
}

// TestComboboxWrapperValue: a combobox <div> whose text holds a visually
// hidden <select> has the chosen option as its value, as Chromium says,
// in the snapshot and in the diff after a change: not every option's text.
func TestComboboxWrapperValue(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	// Each line starts after a newline and ends in one, the first and
	// last too.
	snap := section(s.open("combo-wrapper.html"), "Snapshot") + "\n"
	if !strings.Contains(snap, `- combobox "Theme" [ref=`) || !strings.Contains(snap, `]: Dark`+"\n") || strings.Contains(snap, "High contrast") {
		t.Fatalf("the combobox's value is not its chosen option:\n%s", snap)
	}
	out := "\n" + section(s.ok("browser_click", map[string]any{"target": ref(t, snap, `combobox "Theme"`)}), "Snapshot") + "\n"
	if strings.Count(out, "\n- [changed] ") != 1 || !strings.Contains(out, `- [changed] combobox "Theme" [focused] [ref=`) || !strings.Contains(out, "]: High contrast\n") || strings.Contains(out, "Light") {
		t.Fatalf("the diff after choosing High contrast:\n%s", out)
	}
}
