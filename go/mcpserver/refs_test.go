package mcpserver_test

import (
	"strings"
	"testing"

	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// Elements made interactive by script, by CSS :hover or shown under
// aria-hidden get refs, and the refs act: an agent that reads only the
// snapshot can do what a person does.
func TestRefsForWhatScriptsMadeInteractive(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("refpolicy.html"), "Snapshot")
	for _, c := range []struct{ line, log, button string }{
		{`link "Next"`, "next page", ""},
		{`link "Last"`, "last page", ""},
		{`generic \[ref=e\d+\]: report.pdf`, "menu for report.pdf", "right"},
		{`listitem \[ref=e\d+\]: Reports`, "menu Reports", ""},
		{`generic \[ref=e\d+\]: Open report`, "opened report", ""},
		{`button "Decor button"`, "decor clicked", ""},
	} {
		args := map[string]any{"target": ref(t, snap, c.line)}
		if c.button != "" {
			args["button"] = c.button
		}
		out := s.ok("browser_click", args)
		if !strings.Contains(out, c.log) {
			t.Fatalf("clicking %s did not reach its handler:\n%s", c.line, out)
		}
	}
	// A table whose cells all listen for the pointer entering (antd's
	// highlight) gives its cells no refs: the row, which takes clicks,
	// reads as one line. A cell whose own listener shows a tip keeps it.
	if strings.Contains(snap, `cell "INV-2041" [ref=`) || strings.Contains(snap, `cell "Rota Ltd" [ref=`) {
		t.Errorf("the cells of a table that highlights its rows got refs:\n%s", snap)
	}
	if out := s.ok("browser_click", map[string]any{"target": ref(t, snap, `row \[ref=e\d+\]: INV-2036 \| Globex`)}); !strings.Contains(out, "opened INV-2036") {
		t.Errorf("clicking the row did not reach its handler:\n%s", out)
	}
	if out := s.ok("browser_hover", map[string]any{"target": ref(t, snap, `cell "120 EUR"`)}); !strings.Contains(out, "tip: incl. 23% VAT") {
		t.Errorf("hovering the cell with a tip:\n%s", out)
	}
	// A row without a handler is text, and React's root is no target.
	if !strings.Contains(snap, "- text: Static row") {
		t.Errorf("the row without a handler should read as text:\n%s", snap)
	}
	// browser_find answers with the refs of what it finds.
	found := s.ok("browser_find", map[string]any{"text": "Next"})
	if !strings.Contains(found, `link "Next" [ref=`) {
		t.Errorf("browser_find Next:\n%s", found)
	}
	// Hovering the menu's trigger (a :hover rule shows its submenu) brings
	// the submenu into the diff.
	out := s.ok("browser_hover", map[string]any{"target": ref(t, snap, `listitem \[ref=e\d+\]: Products|listitem \[ref=e\d+\]:$`)})
	laptops := ref(t, out, `link "Laptops"`)
	if out := s.ok("browser_click", map[string]any{"target": laptops}); !strings.Contains(out, "chose Laptops") {
		t.Fatalf("clicking the submenu link:\n%s", out)
	}
}

// A grid that listens for right clicks on itself, finding the row one is
// on from its target (Tabulator's row menu), gives its cells refs: they
// are what a person right-clicks. So does one that listens for every kind
// of event (a framework's root, listening so, says nothing of what inside
// it is interactive; a grid's does).
func TestCellsOfAGridListeningForThemHaveRefs(t *testing.T) {
	for _, page := range []string{"grid-events.html?contextmenu", "grid-events.html"} {
		t.Run(page, func(t *testing.T) {
			s := newSession(t, mcpserver.Options{})
			snap := section(s.open(page), "Snapshot")
			out := s.ok("browser_click", map[string]any{"element": "INV-1044", "target": ref(t, snap, `gridcell "INV-1044"`), "button": "right"})
			item := ref(t, out, `menuitem "Mark as paid"`)
			if out := s.ok("browser_click", map[string]any{"target": item}); !strings.Contains(out, "INV-1044 paid") {
				t.Fatalf("the row's menu did not mark it paid:\n%s", out)
			}
		})
	}
}

// Components with closed shadow roots are in the snapshot, and their
// controls are clicked by ref.
func TestClosedShadowRootsInSnapshots(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("webcomponents.html?closed"), "Snapshot")
	for _, c := range []struct{ name, id string }{{"Open dialog", "open"}, {"Favourite", "icon"}, {"Nested", "nested"}} {
		out := s.ok("browser_click", map[string]any{"target": ref(t, snap, `button "[^"]*`+c.name)})
		if !strings.Contains(out, "clicked "+c.id) {
			t.Fatalf("clicking %q in a closed root:\n%s", c.name, out)
		}
	}
}

// A code editor whose input is hidden reads as one text box holding the
// code it draws, and its ref is where a person clicks.
func TestHiddenInputEditorIsOneTextbox(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("monaco.html"), "Snapshot")
	if n := strings.Count(snap, "textbox"); n != 1 {
		t.Fatalf("want one text box for the editor, got %d:\n%s", n, snap)
	}
	if !strings.Contains(snap, `textbox "Editor content" [ref=`) || !strings.Contains(snap, `: "function hello() {\n  return 1;\n}"`) {
		t.Fatalf("the editor should show its code as its value:\n%s", snap)
	}
	editor := ref(t, snap, `textbox "Editor content"`)
	if out := s.ok("browser_click", map[string]any{"target": editor}); !strings.Contains(out, "cursor at line") {
		t.Fatalf("clicking the editor's ref did not land on its code:\n%s", out)
	}
	out := s.ok("browser_type", map[string]any{"target": editor, "text": "let x = 1;"})
	if !strings.Contains(out, `[changed] textbox "Editor content" [focused] [ref=`+editor+`]`) || !strings.Contains(out, `: let x = 1;`) {
		t.Fatalf("typing should change the editor's value in the diff:\n%s", out)
	}
}

// A handler on the body listens for the whole page (a dropdown that closes
// on a press outside it): the body is no target, and the diff of the click
// that bound it shows what opened, not the whole page moved under a new
// element.
func TestBodyHandlerIsNoTarget(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("outside-click.html"), "Snapshot")
	out := section(s.ok("browser_click", map[string]any{"target": ref(t, snap, `button "Country"`)}), "Snapshot")
	if !strings.Contains(out, `option "Portugal"`) {
		t.Fatalf("the list that opened is not in the diff:\n%s", out)
	}
	if strings.Contains(out, "[removed]") || strings.Contains(out, `heading "Shipping"`) {
		t.Errorf("the diff shows the page moved, not the list that opened:\n%s", out)
	}
}

// What has no area gets no ref: a list of options a library keeps at 0×0
// for screen readers, beside the items it draws and a person clicks
// (rc-select, under antd's Select). Its lines stay; the drawn items have
// the refs, and a click on one picks it.
func TestNoRefForWhatHasNoArea(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("sr-options.html"), "Snapshot")
	for _, line := range []string{`- listbox`, `- option "lisbon"`} {
		i := strings.Index(snap, line)
		if i < 0 {
			t.Fatalf("no %s line:\n%s", line, snap)
		}
		if l, _, _ := strings.Cut(snap[i:], "\n"); strings.Contains(l, "[ref=") {
			t.Errorf("what has no area has a ref: %s", l)
		}
	}
	out := s.ok("browser_click", map[string]any{"target": ref(t, snap, `generic "Lisbon"`)})
	if !strings.Contains(out, "chose Lisbon") {
		t.Fatalf("clicking the drawn item:\n%s", out)
	}
}
