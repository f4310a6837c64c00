package snapshot

import (
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
)

// The items of a container that listens for clicks on them get the refs,
// unless something inside one has a ref of its own; an action cursor
// gives a ref where it starts, also inside another one's area.
func TestRefPolicyFromNodeInfo(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "Page", nil)
	list := g.child(root, "list", "")
	plain := g.child(list, "listitem", "")
	g.text(plain, "Ship")
	withButton := g.child(list, "listitem", "")
	g.text(withButton, "Plan")
	btn := g.child(withButton, "button", "Edit")
	btn.Properties = append(btn.Properties, boolProp("focusable", true))
	card := g.child(root, "generic", "")
	g.text(card, "Card")
	handle := g.child(card, "generic", "")
	g.text(handle, "Grip")
	info := map[cdp.BackendNodeID]NodeInfo{
		plain.BackendDOMNodeID:      {Delegated: true},
		withButton.BackendDOMNodeID: {Delegated: true},
		card.BackendDOMNodeID:       {Pointer: true, CursorStart: true},
		handle.BackendDOMNodeID:     {Pointer: true, CursorStart: true},
	}
	refs := NewRefTable()
	s := buildT(t, []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes, Info: info}}, refs)
	want := `- list:
  - listitem [ref=e1]: Ship
  - listitem:
    - text: Plan
    - button "Edit" [ref=e2]
- generic [ref=e3]:
  - text: Card
  - generic [ref=e4]: Grip
`
	if s.Text != want {
		t.Errorf("got:\n%s\nwant:\n%s", s.Text, want)
	}
}

// A wrapper whose ref comes from a listener or focus and that holds one
// control and nothing else is left to the control.
func TestWrapperOfOneControlLeavesTheRefToIt(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "Page", nil)
	scroller := g.child(root, "generic", "")
	scroller.Properties = append(scroller.Properties, boolProp("focusable", true))
	box := g.child(scroller, "generic", "")
	field := g.child(box, "textbox", "Query")
	field.Properties = append(field.Properties, boolProp("focusable", true))
	labelled := g.child(root, "generic", "")
	g.text(labelled, "Name")
	g.child(labelled, "button", "Go")
	info := map[cdp.BackendNodeID]NodeInfo{
		box.BackendDOMNodeID:      {Clickable: true},
		labelled.BackendDOMNodeID: {Clickable: true},
	}
	s := buildT(t, []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes, Info: info}}, NewRefTable())
	want := `- textbox "Query" [ref=e1]
- generic [ref=e2]:
  - text: Name
  - button "Go" [ref=e3]
`
	if s.Text != want {
		t.Errorf("got:\n%s\nwant:\n%s", s.Text, want)
	}
}

// A wrapper that takes focus for its one control passes its focus to the
// control's line: Mantine's slider root, focused by a click on a thumb,
// came as a new line around the whole track (the track and its thumbs
// [moved] into it) and went with the next key.
func TestFocusedWrapperOfOneControlGivesItsFocusToIt(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "Page", nil)
	wrapper := g.child(root, "generic", "")
	wrapper.Properties = append(wrapper.Properties, boolProp("focusable", true), boolProp("focused", true))
	track := g.child(wrapper, "generic", "")
	low := g.child(track, "slider", "Minimum price")
	low.Properties = append(low.Properties, boolProp("focusable", true))
	g.text(track, "€0")
	info := map[cdp.BackendNodeID]NodeInfo{track.BackendDOMNodeID: {Clickable: true}}
	s := buildT(t, []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes, Info: info}}, NewRefTable())
	want := `- generic [focused] [ref=e1]:
  - slider "Minimum price" [ref=e2]
  - text: €0
`
	if s.Text != want {
		t.Errorf("got:\n%s\nwant:\n%s", s.Text, want)
	}
}

// Where something drags, headings get refs (to drop on) unless they hold
// one; elsewhere they get none.
func TestHeadingsGetRefsWhereThingsDrag(t *testing.T) {
	build := func(drags bool) string {
		g := &axGen{}
		root := g.node("RootWebArea", "Page", nil)
		card := g.child(root, "generic", "")
		g.text(card, "Invoice.pdf")
		g.child(root, "heading", "Archive")
		withButton := g.child(root, "heading", "Done")
		btn := g.child(withButton, "button", "Done")
		btn.Properties = append(btn.Properties, boolProp("focusable", true))
		info := map[cdp.BackendNodeID]NodeInfo{card.BackendDOMNodeID: {Clickable: true, Drags: drags}}
		return buildT(t, []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes, Info: info}}, NewRefTable()).Text
	}
	if got, want := build(true), `- generic [ref=e1]: Invoice.pdf
- heading "Archive" [ref=e2]
- heading:
  - button "Done" [ref=e3]
`; got != want {
		t.Errorf("with a card that drags, got:\n%s\nwant:\n%s", got, want)
	}
	if got, want := build(false), `- generic [ref=e1]: Invoice.pdf
- heading "Archive"
- heading:
  - button "Done" [ref=e2]
`; got != want {
		t.Errorf("with nothing that drags, got:\n%s\nwant:\n%s", got, want)
	}
}

// A wrapper named by its one control (a calendar's cell, whose handler
// picks the day, around the day's link) is left to the control too; one
// named otherwise keeps its ref.
func TestWrapperNamedByItsControlLeavesTheRefToIt(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "Page", nil)
	row := g.child(g.child(root, "table", ""), "row", "")
	day := g.child(row, "cell", "15")
	link := g.child(day, "link", "15")
	link.Properties = append(link.Properties, boolProp("focusable", true))
	other := g.child(row, "cell", "Holiday")
	btn := g.child(other, "button", "Book")
	btn.Properties = append(btn.Properties, boolProp("focusable", true))
	info := map[cdp.BackendNodeID]NodeInfo{
		day.BackendDOMNodeID:   {Clickable: true},
		other.BackendDOMNodeID: {Clickable: true},
	}
	s := buildT(t, []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes, Info: info}}, NewRefTable())
	want := `- table:
  - row:
    - link "15" [ref=e2]
    - cell "Holiday" [ref=e3]:
      - button "Book" [ref=e4]
`
	if s.Text != want {
		t.Errorf("got:\n%s\nwant:\n%s", s.Text, want)
	}
}

// A grid that puts a column resize handle in every cell (Tabulator) shows
// the handles in its header row only: in a row of data an empty element
// whose ref is its cursor's or its listener's adds a nameless line a cell,
// as does a nameless empty box the row takes clicks for as it does for
// its cells.
func TestRowsOfDataLeaveOutEmptyHandles(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "Page", nil)
	grid := g.child(root, "grid", "")
	head := g.child(grid, "row", "")
	g.child(head, "columnheader", "City")
	hh := g.child(head, "generic", "")
	row := g.child(grid, "row", "")
	cell := g.child(row, "gridcell", "Paris")
	g.text(cell, "Paris")
	rh := g.child(row, "generic", "")
	listened := g.child(row, "generic", "")
	grip := g.child(row, "generic", "")
	g.text(grip, "⋮")
	// A row that takes clicks (Tabulator's, selectable) for its cells and
	// its handles alike: the handles are its items, and still say nothing.
	picked := g.child(grid, "row", "")
	g.text(g.child(picked, "gridcell", "Porto"), "Porto")
	ph := g.child(picked, "generic", "")
	g.text(g.child(picked, "gridcell", "Engineer"), "Engineer")
	ph2 := g.child(picked, "generic", "")
	info := map[cdp.BackendNodeID]NodeInfo{
		hh.BackendDOMNodeID:       {Pointer: true, CursorStart: true},
		rh.BackendDOMNodeID:       {Pointer: true, CursorStart: true},
		listened.BackendDOMNodeID: {Clickable: true},
		grip.BackendDOMNodeID:     {Pointer: true, CursorStart: true},
		ph.BackendDOMNodeID:       {Clickable: true, Delegated: true},
		ph2.BackendDOMNodeID:      {Clickable: true, Delegated: true},
	}
	s := buildT(t, []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes, Info: info}}, NewRefTable())
	want := `- grid:
  - row:
    - columnheader "City"
    - generic [ref=e2]
  - row:
    - gridcell "Paris"
    - generic [ref=e3]: ⋮
  - row: Porto | Engineer
`
	if s.Text != want {
		t.Errorf("got:\n%s\nwant:\n%s", s.Text, want)
	}
}

// Inside a switch (Ionic's toggle: a label for its hidden input, the parts
// of its track) what has a ref by a cursor or a listener alone is the
// switch to a person, and shows as its text; a focusable control inside
// keeps its ref, and a button's children keep theirs (a tab's close
// button).
func TestInsideASwitchMarksGiveNoRefs(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "Page", nil)
	sw := g.child(root, "switch", "Email me")
	sw.Properties = append(sw.Properties, boolProp("focusable", true))
	label := g.child(sw, "LabelText", "")
	part := g.child(label, "generic", "")
	g.text(part, "Email me")
	track := g.child(sw, "generic", "")
	help := g.child(sw, "link", "Help")
	help.Properties = append(help.Properties, boolProp("focusable", true))
	tab := g.child(root, "button", "Report")
	tab.Properties = append(tab.Properties, boolProp("focusable", true))
	g.text(tab, "Report")
	closer := g.child(tab, "generic", "")
	g.text(closer, "×")
	info := map[cdp.BackendNodeID]NodeInfo{
		label.BackendDOMNodeID:  {Clickable: true},
		part.BackendDOMNodeID:   {Pointer: true, CursorStart: true},
		track.BackendDOMNodeID:  {Clickable: true},
		closer.BackendDOMNodeID: {Clickable: true},
	}
	s := buildT(t, []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes, Info: info}}, NewRefTable())
	want := `- switch "Email me" [ref=e1]:
  - link "Help" [ref=e2]
- button "Report" [ref=e3]:
  - generic [ref=e4]: ×
`
	if s.Text != want {
		t.Errorf("got:\n%s\nwant:\n%s", s.Text, want)
	}
}

// A row that is an item of a listening container leaves the ref to its
// cells when they are a grid's (a calendar's days); a data table's row
// keeps it. Where something drags, a grid's cells get refs to drop on.
func TestGridRowsLeaveTheirItemRefToTheirCells(t *testing.T) {
	build := func(cell string, drags bool) string {
		g := &axGen{}
		root := g.node("RootWebArea", "Page", nil)
		tbl := g.child(root, "grid", "")
		row := g.child(tbl, "row", "")
		for _, d := range []string{"1", "2"} {
			g.text(g.child(row, cell, "March "+d), d)
		}
		card := g.child(root, "generic", "")
		g.text(card, "Lunch")
		info := map[cdp.BackendNodeID]NodeInfo{
			row.BackendDOMNodeID:  {Delegated: !drags},
			card.BackendDOMNodeID: {Clickable: true, Drags: drags},
		}
		return buildT(t, []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes, Info: info}}, NewRefTable()).Text
	}
	if got, want := build("gridcell", false), `- grid:
  - row:
    - gridcell "March 1" [ref=e2]: 1
    - gridcell "March 2" [ref=e3]: 2
- generic [ref=e4]: Lunch
`; got != want {
		t.Errorf("a grid's row, got:\n%s\nwant:\n%s", got, want)
	}
	if got, want := build("cell", false), `- grid:
  - row [ref=e2]: 1 | 2
- generic [ref=e3]: Lunch
`; got != want {
		t.Errorf("a table's row, got:\n%s\nwant:\n%s", got, want)
	}
	if got, want := build("gridcell", true), `- grid:
  - row:
    - gridcell "March 1" [ref=e2]: 1
    - gridcell "March 2" [ref=e3]: 2
- generic [ref=e4]: Lunch
`; got != want {
		t.Errorf("a grid where something drags, got:\n%s\nwant:\n%s", got, want)
	}
}

// A drawing with parts in the tree (SvgRoot) that listens itself is no
// image whose children are presentational: a flow editor's canvas takes
// presses too, and its nodes and ports keep their refs. An image with a
// listener (an icon) is the control; what is inside it has no ref.
// And a list item whose one element has a ref only from a listener stays
// a list item, on one line with that element's ref (the box around its
// text takes the clicks: a to-do's label, a time picker's hour).
func TestDrawingPartsAndListItemsKeepTheirRefs(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "Page", nil)
	canvas := g.child(root, "SvgRoot", "")
	node := g.child(canvas, "group", "")
	label := g.child(node, "generic", "")
	g.text(label, "debug")
	port := g.child(node, "graphics-symbol", "")
	icon := g.child(root, "image", "Star")
	part := g.child(icon, "graphics-symbol", "")
	list := g.child(root, "list", "")
	item := g.child(list, "listitem", "")
	view := g.child(item, "generic", "")
	g.text(view, "Walk dog")
	info := map[cdp.BackendNodeID]NodeInfo{
		canvas.BackendDOMNodeID: {Clickable: true},
		node.BackendDOMNodeID:   {Clickable: true},
		port.BackendDOMNodeID:   {Clickable: true, Pointer: true, CursorStart: true},
		icon.BackendDOMNodeID:   {Clickable: true},
		part.BackendDOMNodeID:   {Clickable: true},
		view.BackendDOMNodeID:   {Clickable: true},
	}
	s := buildT(t, []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes, Info: info}}, NewRefTable())
	// (The canvas leaves its ref to the one node it holds here.)
	want := `- group [ref=e1]:
  - text: debug
  - img [ref=e2]
- img "Star" [ref=e3]
- list:
  - listitem [ref=e4]: Walk dog
`
	if s.Text != want {
		t.Errorf("got:\n%s\nwant:\n%s", s.Text, want)
	}
}

// A hint is printed on a line with a ref and no name or text only, apart
// from the name (not on a box around controls), and is no state a diff
// says was lost.
func TestHintOnlyForUnnamedControls(t *testing.T) {
	build := func(hint string) *Snapshot {
		g := &axGen{}
		root := g.node("RootWebArea", "Page", nil)
		menu := g.child(root, "link", "")
		named := g.child(root, "button", "Save")
		texty := g.child(root, "generic", "")
		g.text(texty, "Open")
		// A box around fields that a click on opens a picker, with an
		// icon between them.
		box := g.child(root, "generic", "")
		from := g.child(box, "textbox", "From")
		from.Properties = append(from.Properties, boolProp("focusable", true))
		g.child(box, "image", "swap-right")
		to := g.child(box, "textbox", "To")
		to.Properties = append(to.Properties, boolProp("focusable", true))
		info := map[cdp.BackendNodeID]NodeInfo{
			menu.BackendDOMNodeID:  {Hint: hint},
			named.BackendDOMNodeID: {Hint: "floppy"},
			texty.BackendDOMNodeID: {Hint: "opener", Clickable: true},
			box.BackendDOMNodeID:   {Hint: "swap-right", Clickable: true},
		}
		return buildT(t, []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes, Info: info}}, NewRefTable())
	}
	s := build("bars")
	want := "- link [hint: bars] [ref=e1]\n- button \"Save\" [ref=e2]\n- generic [ref=e3]: Open\n- generic [ref=e4]:\n  - textbox \"From\" [ref=e5]\n  - img \"swap-right\"\n  - textbox \"To\" [ref=e6]\n"
	if s.Text != want {
		t.Errorf("got:\n%s\nwant:\n%s", s.Text, want)
	}
	if d := Diff(s, build("menu")); strings.Contains(d, "no longer") || !strings.Contains(d, "[changed] link [hint: menu] [ref=e1]") {
		t.Errorf("diff of a changed hint:\n%s", d)
	}
}

// A combobox that shows its chosen option as its text prints the option
// once, as its value.
func TestComboboxTextIsItsValue(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "Page", nil)
	combo := g.child(root, "combobox", "Theme")
	combo.Value = &accessibility.Value{Type: accessibility.ValueTypeString, Value: []byte(`"Dark"`)}
	combo.Properties = append(combo.Properties, boolProp("focusable", true))
	g.text(combo, "Dark")
	s := buildT(t, []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes}}, NewRefTable())
	if want := "- combobox \"Theme\" [ref=e1]: Dark\n"; s.Text != want {
		t.Errorf("got:\n%s\nwant:\n%s", s.Text, want)
	}
}

// An option whose one child is the box of its text, with a ref by a
// listener alone, is one line, its text on it when that says a part of
// its name; a box holding something else, or one reading otherwise,
// stays.
func TestControlAroundItsTextBoxIsOneLine(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "Page", nil)
	list := g.child(root, "listbox", "Teams")
	design := g.child(list, "option", "Design")
	label := g.child(design, "generic", "")
	g.text(label, "Design")
	sales := g.child(list, "option", "Sales")
	remove := g.child(sales, "generic", "")
	g.text(remove, "×")
	// React Suite's hours: "07" in the option "7 hours".
	hour := g.child(list, "option", "7 hours")
	cell := g.child(hour, "generic", "")
	g.text(cell, "07")
	info := map[cdp.BackendNodeID]NodeInfo{
		label.BackendDOMNodeID:  {Clickable: true},
		remove.BackendDOMNodeID: {Clickable: true},
		cell.BackendDOMNodeID:   {Clickable: true},
	}
	s := buildT(t, []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes, Info: info}}, NewRefTable())
	want := `- listbox "Teams" [ref=e1]:
  - option "Design" [ref=e2]
  - option "Sales" [ref=e3]:
    - generic [ref=e4]: ×
  - option "7 hours" [ref=e5]: 07
`
	if s.Text != want {
		t.Errorf("got:\n%s\nwant:\n%s", s.Text, want)
	}
}

// A button whose children are its label's icon and title, each with a ref
// by a cursor alone, is one line; a part with a listener keeps its line.
func TestControlOfItsLabelPartsIsOneLine(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "Page", nil)
	step := g.child(root, "button", "check Cart")
	icon := g.child(step, "img", "check")
	title := g.child(step, "generic", "")
	g.text(title, "Cart")
	chip := g.child(root, "button", "Report ×")
	g.text(chip, "Report")
	remove := g.child(chip, "generic", "")
	g.text(remove, "×")
	info := map[cdp.BackendNodeID]NodeInfo{
		step.BackendDOMNodeID:   {Pointer: true, CursorStart: true},
		icon.BackendDOMNodeID:   {Pointer: true, CursorStart: true},
		title.BackendDOMNodeID:  {Pointer: true, CursorStart: true},
		remove.BackendDOMNodeID: {Pointer: true, CursorStart: true, Clickable: true},
	}
	s := buildT(t, []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes, Info: info}}, NewRefTable())
	want := `- button "check Cart" [ref=e1]
- button "Report ×" [ref=e2]:
  - text: Report
  - generic [ref=e3]: ×
`
	if s.Text != want {
		t.Errorf("got:\n%s\nwant:\n%s", s.Text, want)
	}
}

// A box taking clicks around one element of a role that has nothing of
// its own to say (Ionic's reorder handle around its list item, the item
// pointing as its handle does) is one line: the element's role with the
// box's ref, not the box's nameless line and under it the element's.
func TestBoxAroundAnElementOfARoleIsOneLine(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "Page", nil)
	list := g.child(root, "list", "")
	handle := g.child(list, "generic", "")
	item := g.child(handle, "listitem", "")
	label := g.child(item, "generic", "")
	g.text(label, "Walk the dog")
	note := g.child(item, "generic", "")
	g.text(note, "20 min")
	info := map[cdp.BackendNodeID]NodeInfo{
		handle.BackendDOMNodeID: {Clickable: true, Pointer: true},
		item.BackendDOMNodeID:   {Pointer: true},
		label.BackendDOMNodeID:  {Pointer: true},
		note.BackendDOMNodeID:   {Pointer: true},
	}
	refs := NewRefTable()
	s := buildT(t, []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes, Info: info}}, refs)
	want := `- list:
  - listitem [ref=e1]:
    - text: Walk the dog
    - text: 20 min
`
	if s.Text != want {
		t.Errorf("got:\n%s\nwant:\n%s", s.Text, want)
	}
	if _, node, ok := refs.Lookup("e1"); !ok || node != handle.BackendDOMNodeID {
		t.Errorf("e1 is node %d, want the box's, %d", node, handle.BackendDOMNodeID)
	}
}

// A row of one cell that has nothing of its own (React Aria's grid list:
// the row takes the clicks and drags, its cell wraps a drag handle and the
// row's text) prints as the row, named by its text; a cell with a
// listener of its own keeps its line.
func TestRowOfOneCellIsThatCell(t *testing.T) {
	build := func(cellListens bool) string {
		g := &axGen{}
		root := g.node("RootWebArea", "Page", nil)
		grid := g.child(root, "grid", "On call")
		info := map[cdp.BackendNodeID]NodeInfo{}
		for _, who := range []string{"Ana Lima", "Carla Reis"} {
			row := g.child(grid, "row", who)
			cell := g.child(row, "gridcell", "Drag "+who+" "+who)
			handle := g.child(cell, "button", "Drag "+who)
			handle.Properties = append(handle.Properties, boolProp("focusable", true))
			g.text(handle, "≡")
			g.text(cell, who)
			info[row.BackendDOMNodeID] = NodeInfo{Pointer: true, Clickable: true}
			info[cell.BackendDOMNodeID] = NodeInfo{Pointer: true, Clickable: cellListens}
		}
		return buildT(t, []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes, Info: info}}, NewRefTable()).Text
	}
	if got, want := build(false), `- grid "On call":
  - row "Ana Lima" [ref=e2]:
    - button "Drag Ana Lima" [ref=e3]: ≡
  - row "Carla Reis" [ref=e4]:
    - button "Drag Carla Reis" [ref=e5]: ≡
`; got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
	if got := build(true); !strings.Contains(got, "  - row [ref=e2]:\n    - gridcell [ref=e3]:\n      - button \"Drag Ana Lima\" [ref=e4]: ≡\n      - text: Ana Lima\n") {
		t.Errorf("a cell with a listener of its own lost its line:\n%s", got)
	}
}

// A few short texts in what has no ref (a seat's number and its "(taken)"
// for screen readers, laid out apart) read as one line, set apart by
// spaces; long ones, and those of what the agent acts on, stay lines of
// their own.
func TestShortTextsAreOneLine(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "Page", nil)
	list := g.child(root, "list", "Seats")
	taken := g.child(list, "listitem", "")
	block := func(in *accessibility.Node, text string) { g.text(g.child(in, "paragraph", ""), text) }
	block(taken, "12A")
	block(taken, "(taken)")
	free := g.child(list, "listitem", "")
	block(free, "12B")
	block(free, "(window)")
	long := g.child(root, "article", "")
	block(long, "The train leaves at seven from the second platform,")
	block(long, "and the next one an hour later.")
	info := map[cdp.BackendNodeID]NodeInfo{free.BackendDOMNodeID: {Clickable: true}}
	s := buildT(t, []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes, Info: info}}, NewRefTable())
	want := `- list "Seats":
  - listitem: 12A (taken)
  - listitem [ref=e1]:
    - text: 12B
    - text: (window)
- article:
  - text: The train leaves at seven from the second platform,
  - text: and the next one an hour later.
`
	if s.Text != want {
		t.Errorf("got:\n%s\nwant:\n%s", s.Text, want)
	}
}

// What a control holds takes its pointer cursor from it, which gives it no
// ref (antd's Grant button: its arrow icon, named, came with a ref of its
// own once the button was enabled), and what its name is made of (the
// icon's name and its text) is not said again under it; in a clickable
// card that is no control, a part printed anyway still gets one.
func TestPartsOfAControlTakeNoRefFromItsPointer(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "Page", nil)
	btn := g.child(root, "button", "right Grant")
	btn.Properties = append(btn.Properties, boolProp("focusable", true))
	icon := g.child(btn, "img", "right")
	g.text(btn, "Grant")
	card := g.child(root, "generic", "")
	title := g.child(card, "heading", "Lisbon")
	g.text(title, "Lisbon")
	g.text(card, "3 nights")
	info := map[cdp.BackendNodeID]NodeInfo{
		btn.BackendDOMNodeID: {Pointer: true}, icon.BackendDOMNodeID: {Pointer: true},
		card.BackendDOMNodeID: {Pointer: true, Clickable: true}, title.BackendDOMNodeID: {Pointer: true},
	}
	s := buildT(t, []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes, Info: info}}, NewRefTable())
	want := `- button "right Grant" [ref=e1]
- generic [ref=e2]:
  - heading "Lisbon" [ref=e3]
  - text: 3 nights
`
	if s.Text != want {
		t.Errorf("got:\n%s\nwant:\n%s", s.Text, want)
	}
}

// A grid's cell around one control (Ark UI's calendar: a day's button in
// each cell) prints as the control, with the cell's states (the day
// selected); an empty cell, or one named otherwise, keeps its line.
func TestCellAroundOneControlIsThatControl(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "Page", nil)
	grid := g.child(root, "grid", "May 2027")
	row := g.child(grid, "row", "")
	blank := g.child(row, "gridcell", "")
	blank.Properties = append(blank.Properties, boolProp("disabled", true))
	for i, day := range []string{"Friday, May 28, 2027", "Saturday, May 29, 2027"} {
		cell := g.child(row, "gridcell", "")
		if i == 0 {
			cell.Properties = append(cell.Properties, boolProp("selected", true))
		}
		btn := g.child(cell, "button", "Choose "+day)
		btn.Properties = append(btn.Properties, boolProp("focusable", true))
		g.text(btn, strconv.Itoa(28+i))
	}
	holiday := g.child(row, "gridcell", "Bank holiday")
	g.child(holiday, "link", "30").Properties = []*accessibility.Property{boolProp("focusable", true)}
	s := buildT(t, []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes}}, NewRefTable())
	want := `- grid "May 2027":
  - row:
    - gridcell [disabled]
    - button "Choose Friday, May 28, 2027" [selected] [ref=e2]: 28
    - button "Choose Saturday, May 29, 2027" [ref=e3]: 29
    - gridcell "Bank holiday":
      - link "30" [ref=e4]
`
	if s.Text != want {
		t.Errorf("got:\n%s\nwant:\n%s", s.Text, want)
	}
}

// A column head holding an abbreviation that reads its name (a calendar's
// "Mon", the abbreviation of "Monday") is its name alone: the expansion is
// no more than a description of the head (and a row of such heads, one
// line).
func TestHeadOfAnAbbreviationIsOneLine(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "Page", nil)
	grid := g.child(root, "grid", "July 2027")
	row := g.child(grid, "row", "")
	for _, d := range [][2]string{{"Mon", "Monday"}, {"Tue", "Tuesday"}} {
		head := g.child(row, "columnheader", d[0])
		abbr := g.child(head, "Abbr", d[1])
		g.text(abbr, d[0])
	}
	got := buildT(t, []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes}}, NewRefTable()).Text
	want := "- grid \"July 2027\":\n  - row: Mon | Tue\n"
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}
