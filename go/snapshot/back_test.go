package snapshot

import (
	"fmt"
	"strings"
	"testing"
)

// A modal dialog that hid the rest of the page (aria-hidden on all but
// it) is sent whole; when it closes, the response says it is gone and what
// changed since the page before it, not the whole page again. A diff
// inside the dialog in between keeps the page to go back to.
func TestChangesBackToThePageBehindADialog(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "t", nil)
	for i := range 30 {
		b := g.child(root, "button", fmt.Sprintf("Widget setting %d", i))
		b.Properties = append(b.Properties, boolProp("focusable", true))
	}
	list := g.child(root, "list", "")
	item := g.child(list, "listitem", "")
	g.text(item, "CPU")
	dialog := g.child(root, "dialog", "Show/Hide Widgets")
	show := g.child(dialog, "button", "Show Clock")
	show.Properties = append(show.Properties, boolProp("focusable", true))
	field := g.child(dialog, "textbox", "Filter")
	field.Properties = append(field.Properties, boolProp("focusable", true), boolProp("editable", true))
	all := root.ChildIDs
	n := len(all) - 1 // the page's; the dialog is last
	refs := NewRefTable()
	frames := []Frame{{ID: "M", Parent: -1, Nodes: g.nodes}}

	root.ChildIDs = all[:n] // the page
	before := buildT(t, frames, refs)
	before.Folded()
	root.ChildIDs = all[n:] // only the dialog: the page is hidden behind it
	open := buildT(t, frames, refs)
	if d := Changes(before, open); !strings.HasPrefix(d, WholeNote) {
		t.Fatalf("the dialog opened:\n%s", d)
	}
	setName(field, "Filter widgets") // a change inside the dialog
	typed := buildT(t, frames, refs)
	if d := Changes(open, typed); strings.Contains(d, WholeNote) || !strings.Contains(d, `[changed] textbox "Filter widgets"`) {
		t.Fatalf("typed in the dialog:\n%s", d)
	}

	// It closes, and the page has a new item.
	root.ChildIDs = all[:n]
	clock := g.child(list, "listitem", "")
	g.text(clock, "Clock")
	frames[0].Nodes = g.nodes
	back := buildT(t, frames, refs)
	want := BackNote + `- [removed] dialog "Show/Hide Widgets":
  - button "Show Clock" [ref=e32]
  - textbox "Filter widgets" [ref=e33]
- …
- list:
  - …
  - [added] listitem: Clock
`
	if d := Changes(typed, back); d != want {
		t.Fatalf("the dialog closed:\n%s\nwant:\n%s", d, want)
	}
	// The next diff is from the page as it is now.
	setName(show, "Show Clock again")
	if d := Changes(back, buildT(t, frames, refs)); d != "" {
		t.Fatalf("nothing changed on the page, yet:\n%s", d)
	}
}

// The same when the dialog's opening was sent as a diff (the page it hid
// one removed line, shorter than a whole snapshot): its closing says what
// changed since the page before it, not the whole page again.
func TestChangesBackToThePageADiffHid(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "t", nil)
	page := g.child(root, "main", "")
	for i := range 8 {
		b := g.child(page, "button", fmt.Sprintf("Widget setting %d", i))
		b.Properties = append(b.Properties, boolProp("focusable", true))
	}
	folder := g.child(page, "paragraph", "")
	g.text(folder, "Folder: Inbox")
	dialog := g.child(root, "dialog", "Command menu")
	for _, name := range []string{"Pin note", "Move to Travel", "Sepia theme"} {
		o := g.child(dialog, "button", name)
		o.Properties = append(o.Properties, boolProp("focusable", true))
	}
	all := root.ChildIDs
	refs := NewRefTable()
	frames := []Frame{{ID: "M", Parent: -1, Nodes: g.nodes}}

	root.ChildIDs = all[:1]
	before := buildT(t, frames, refs)
	before.Folded()
	root.ChildIDs = all[1:] // only the dialog: the page is hidden behind it
	open := buildT(t, frames, refs)
	if d := Changes(before, open); strings.HasPrefix(d, WholeNote) || !strings.Contains(d, "- [removed] main") {
		t.Fatalf("the dialog opened (want a diff):\n%s", d)
	}
	// It closes, and the page says so.
	root.ChildIDs = all[:1]
	for _, n := range g.nodes {
		if n.NodeID == folder.ChildIDs[0] {
			setName(n, "Folder: Travel")
		}
	}
	frames[0].Nodes = g.nodes
	back := buildT(t, frames, refs)
	d := Changes(open, back)
	if !strings.HasPrefix(d, BackNote) || !strings.Contains(d, "[changed] text: Folder: Travel") || strings.Contains(d, "Widget setting") {
		t.Fatalf("the dialog closed:\n%s", d)
	}
}
