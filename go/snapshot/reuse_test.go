package snapshot

import (
	"errors"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
)

// todo is one to-do item of rerenderPage.
type todo struct {
	title string
	done  bool
}

// rendered tells which DOM nodes a render gave each item.
type rendered struct {
	frames []Frame
	box    []cdp.BackendNodeID // per item: its checkbox
	del    []cdp.BackendNodeID // … and its Delete button
}

// rerenderPage renders a to-do list the way a page that re-renders its list
// does: the heading and field keep their DOM nodes, every item gets new
// ones, numbered from base. named: the checkbox is labelled with the title
// and the button says "Delete <title>" (else an unnamed checkbox, the
// title as text and a plain "Delete" button, like TodoMVC).
func rerenderPage(base int, named bool, items ...todo) rendered {
	g := &axGen{}
	root := g.node("RootWebArea", "Todos", nil)
	main := g.child(root, "main", "")
	h := g.child(main, "heading", "Todos")
	h.Properties = []*accessibility.Property{intProp("level", 1)}
	g.text(h, "Todos")
	tb := g.child(main, "textbox", "What needs to be done?")
	tb.Properties = []*accessibility.Property{boolProp("focusable", true), boolProp("editable", true)}
	list := g.child(main, "list", "")
	var r rendered
	g.nextID = base
	for _, it := range items {
		li := g.child(list, "listitem", "")
		boxName, delName := "", "Delete"
		if named {
			boxName, delName = it.title, "Delete "+it.title
		}
		box := g.child(li, "checkbox", boxName)
		box.Properties = []*accessibility.Property{boolProp("focusable", true), boolProp("checked", it.done)}
		if !named {
			g.text(li, it.title)
		}
		del := g.child(li, "button", delName)
		del.Properties = []*accessibility.Property{boolProp("focusable", true)}
		g.text(del, "×")
		r.box = append(r.box, box.BackendDOMNodeID)
		r.del = append(r.del, del.BackendDOMNodeID)
	}
	r.frames = []Frame{{ID: "MAIN", Parent: -1, URL: "https://todo.test/", Nodes: g.nodes}}
	return r
}

// refsOf returns the ref each node has in s.
func refsOf(t *testing.T, refs *RefTable, nodes []cdp.BackendNodeID) []string {
	t.Helper()
	out := make([]string, len(nodes))
	for i, n := range nodes {
		r, ok := refs.RefOf("MAIN", n)
		if !ok {
			t.Fatalf("node %d has no ref", n)
		}
		out[i] = r
	}
	return out
}

// pointsAt checks that each ref resolves to its node.
func pointsAt(t *testing.T, refs *RefTable, got []string, nodes []cdp.BackendNodeID) {
	t.Helper()
	for i, r := range got {
		if _, n, err := refs.Resolve(r); err != nil || n != nodes[i] {
			t.Errorf("%s resolves to node %d (%v), want %d", r, n, err, nodes[i])
		}
	}
}

func TestReuseListRerender(t *testing.T) {
	for _, named := range []bool{true, false} {
		refs := NewRefTable()
		a := rerenderPage(1000, named, todo{title: "Buy milk"}, todo{title: "Walk dog"})
		sa := buildT(t, a.frames, refs)
		boxes, dels := refsOf(t, refs, a.box), refsOf(t, refs, a.del)

		b := rerenderPage(2000, named, todo{title: "Buy milk"}, todo{title: "Walk dog"}, todo{title: "Write code"})
		sb := buildT(t, b.frames, refs)
		for i := range 2 {
			if got := refsOf(t, refs, b.box[i:i+1])[0]; got != boxes[i] {
				t.Errorf("named=%v: item %d's checkbox got %s, had %s", named, i, got, boxes[i])
			}
			if got := refsOf(t, refs, b.del[i:i+1])[0]; got != dels[i] {
				t.Errorf("named=%v: item %d's Delete got %s, had %s", named, i, got, dels[i])
			}
			// The old nodes are forgotten: the ref points at the new one.
			if r, ok := refs.RefOf("MAIN", a.box[i]); ok {
				t.Errorf("named=%v: the replaced node still has ref %s", named, r)
			}
		}
		pointsAt(t, refs, boxes, b.box[:2])
		pointsAt(t, refs, dels, b.del[:2])
		if dels[0] == dels[1] {
			t.Errorf("named=%v: both Delete buttons have ref %s", named, dels[0])
		}
		if !strings.Contains(sb.Text, "Write code") || strings.Count(sb.Text, "[ref=") != strings.Count(sa.Text, "[ref=")+2 {
			t.Errorf("named=%v: snapshot after adding:\n%s", named, sb.Text)
		}
	}
}

// Two "Delete" buttons that differ only by the item they are in keep
// their own refs when the list re-renders, also when the order changes.
func TestReuseIdenticalButtonsInDifferentItems(t *testing.T) {
	refs := NewRefTable()
	a := rerenderPage(1000, false, todo{title: "Buy milk"}, todo{title: "Walk dog"})
	buildT(t, a.frames, refs)
	dels := refsOf(t, refs, a.del)
	if dels[0] == dels[1] {
		t.Fatalf("same ref %s", dels[0])
	}
	b := rerenderPage(2000, false, todo{title: "Walk dog"}, todo{title: "Buy milk"})
	buildT(t, b.frames, refs)
	// Reversed: Walk dog's button is b.del[0].
	pointsAt(t, refs, []string{dels[1], dels[0]}, b.del)
}

func TestReuseRemoveFirstOfThree(t *testing.T) {
	for _, named := range []bool{true, false} {
		refs := NewRefTable()
		a := rerenderPage(1000, named, todo{title: "Buy milk"}, todo{title: "Walk dog"}, todo{title: "Write code"})
		buildT(t, a.frames, refs)
		boxes, dels := refsOf(t, refs, a.box), refsOf(t, refs, a.del)

		b := rerenderPage(2000, named, todo{title: "Walk dog"}, todo{title: "Write code"})
		buildT(t, b.frames, refs)
		pointsAt(t, refs, boxes[1:], b.box)
		pointsAt(t, refs, dels[1:], b.del)
		// The first item's refs went nowhere: still its old, gone node.
		pointsAt(t, refs, []string{boxes[0], dels[0]}, []cdp.BackendNodeID{a.box[0], a.del[0]})
	}
}

// Identical items are told apart by their order, but only while their
// number stays: when one of two goes, the other does not take its ref (an
// agent retrying a click on it would delete the wrong one).
func TestReuseIdenticalItems(t *testing.T) {
	refs := NewRefTable()
	a := rerenderPage(1000, false, todo{title: "Buy milk"}, todo{title: "Buy milk"})
	buildT(t, a.frames, refs)
	dels := refsOf(t, refs, a.del)
	b := rerenderPage(2000, false, todo{title: "Buy milk"}, todo{title: "Buy milk"})
	buildT(t, b.frames, refs)
	pointsAt(t, refs, dels, b.del)

	c := rerenderPage(3000, false, todo{title: "Buy milk"})
	buildT(t, c.frames, refs)
	if got := refsOf(t, refs, c.del)[0]; got == dels[0] || got == dels[1] {
		t.Errorf("the remaining item took ref %s of %v", got, dels)
	}
}

func TestReuseNotAcrossReset(t *testing.T) {
	for _, reset := range []func(*RefTable){
		func(r *RefTable) { r.Reset("MAIN") },
		(*RefTable).ResetAll,
	} {
		refs := NewRefTable()
		a := rerenderPage(1000, true, todo{title: "Buy milk"})
		buildT(t, a.frames, refs)
		old := refsOf(t, refs, append(a.box, a.del...))
		reset(refs)
		b := rerenderPage(2000, true, todo{title: "Buy milk"})
		buildT(t, b.frames, refs)
		for i, r := range refsOf(t, refs, append(b.box, b.del...)) {
			if r == old[i] {
				t.Errorf("ref %s reused across a new document", r)
			}
			if _, _, err := refs.Resolve(old[i]); !errors.Is(err, ErrStaleRef) {
				t.Errorf("old ref %s after reset: %v, want stale", old[i], err)
			}
		}
	}
}

// A ref whose node is still on the page stays with it, even when a new
// node now sits where it was.
func TestReuseNoStealing(t *testing.T) {
	page := func(inbox, archive cdp.BackendNodeID) []Frame {
		g := &axGen{}
		root := g.node("RootWebArea", "Mail", nil)
		for _, sec := range []struct {
			name string
			node cdp.BackendNodeID
		}{{"Inbox", inbox}, {"Archive", archive}} {
			region := g.child(root, "region", sec.name)
			if sec.node == 0 {
				continue
			}
			b := g.child(region, "button", "Open")
			b.Properties = []*accessibility.Property{boolProp("focusable", true)}
			b.BackendDOMNodeID = sec.node
		}
		return []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes}}
	}
	refs := NewRefTable()
	buildT(t, page(500, 0), refs)
	moved, _ := refs.RefOf("MAIN", 500)
	// The button moved to Archive; a new one (same role, name and place
	// as the old one) appeared in Inbox.
	buildT(t, page(600, 500), refs)
	if r, ok := refs.RefOf("MAIN", 500); !ok || r != moved {
		t.Errorf("moved node has ref %q, want %s", r, moved)
	}
	if r, _ := refs.RefOf("MAIN", 600); r == moved {
		t.Errorf("new node stole ref %s", r)
	}
}

// A button that reads the same but stands next to a different text (no
// list markup) is a different button.
func TestReuseAnchor(t *testing.T) {
	page := func(base int, titles ...string) ([]Frame, []cdp.BackendNodeID) {
		g := &axGen{}
		root := g.node("RootWebArea", "Cards", nil)
		main := g.child(root, "main", "")
		g.nextID = base
		var buttons []cdp.BackendNodeID
		for _, title := range titles {
			div := g.child(main, "generic", "")
			g.text(div, title)
			b := g.child(div, "button", "Delete")
			b.Properties = []*accessibility.Property{boolProp("focusable", true)}
			buttons = append(buttons, b.BackendDOMNodeID)
		}
		return []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes}}, buttons
	}
	refs := NewRefTable()
	f, a := page(1000, "Buy milk", "Walk dog")
	buildT(t, f, refs)
	dels := refsOf(t, refs, a)
	f, b := page(2000, "Walk dog")
	buildT(t, f, refs)
	pointsAt(t, refs, dels[1:], b)
	// One card replaced by another: its button is a new one.
	f, c := page(3000, "Write code")
	buildT(t, f, refs)
	if got := refsOf(t, refs, c)[0]; got == dels[1] {
		t.Errorf("Write code's Delete took Walk dog's ref %s", got)
	}
}

// A grid's group headers (Tabulator's rows grouped by a field, rowgroup
// lines) that a re-render gives new nodes keep their refs by their text,
// as rows do: the rows of the group opened before them (named by their
// cells, as Chromium names rows) were taken for the anchors of the groups
// after, and the diff showed those groups removed and added again.
func TestReuseGroupHeaders(t *testing.T) {
	page := func(base int, open bool) ([]Frame, []cdp.BackendNodeID) {
		g := &axGen{}
		root := g.node("RootWebArea", "People", nil)
		holder := g.child(g.child(root, "grid", ""), "generic", "")
		g.nextID = base
		var groups []cdp.BackendNodeID
		for _, office := range []string{"Lisbon office · 3 people", "Porto office · 2 people"} {
			h := g.child(holder, "rowgroup", "")
			h.Properties = []*accessibility.Property{boolProp("focusable", true)}
			g.text(h, office)
			groups = append(groups, h.BackendDOMNodeID)
			if open && strings.HasPrefix(office, "Lisbon") {
				for _, person := range [][2]string{{"Rui Costa", "Engineer"}, {"Inês Lopes", "Designer"}} {
					row := g.child(holder, "row", person[0]+" "+person[1])
					for _, v := range person {
						c := g.child(row, "gridcell", v)
						c.Properties = []*accessibility.Property{boolProp("focusable", true)}
						g.text(c, v)
					}
				}
			}
		}
		// The table's holder takes clicks for the rows (a line of its own).
		info := map[cdp.BackendNodeID]NodeInfo{holder.BackendDOMNodeID: {Clickable: true}}
		return []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes, Info: info}}, groups
	}
	refs := NewRefTable()
	f, a := page(1000, false)
	buildT(t, f, refs)
	before := refsOf(t, refs, a)
	f, b := page(2000, true)
	buildT(t, f, refs)
	pointsAt(t, refs, before, b)
}

// A placeholder of symbols alone (a code box's "○") is decoration: no
// /placeholder line; one with a letter or digit keeps its line.
func TestPlaceholderOfSymbolsAlone(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "Code", nil)
	for _, ph := range []string{"○", "Search…", "0000"} {
		tb := g.child(root, "textbox", "Code")
		tb.Properties = []*accessibility.Property{boolProp("focusable", true), boolProp("editable", true)}
		raw, _ := jsonv2.Marshal(ph)
		tb.Name.Sources = []*accessibility.ValueSource{{Type: accessibility.ValueSourceTypePlaceholder, AttributeValue: &accessibility.Value{Type: accessibility.ValueTypeString, Value: raw}}}
	}
	s, err := Build([]Frame{{ID: "MAIN", Parent: -1, URL: "https://code.test/", Nodes: g.nodes}}, NewRefTable(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(s.Text, "○") || !strings.Contains(s.Text, "/placeholder: Search…") || !strings.Contains(s.Text, "/placeholder: \"0000\"") && !strings.Contains(s.Text, "/placeholder: 0000") {
		t.Errorf("placeholders:\n%s", s.Text)
	}
}

// A part that says no more than the name of what holds it (a calendar's
// day cell labelled by its day's number, named with the whole date) has
// no line; one that says more, or takes clicks, keeps its line.
func TestPartEchoingItsHoldersNameLeftOut(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "Calendar", nil)
	grid := g.child(root, "grid", "")
	row := g.child(grid, "row", "")
	day := g.child(row, "gridcell", "March 4, 2025")
	g.text(g.child(day, "generic", "March 4, 2025"), "4")
	g.text(g.child(day, "generic", "March 4, 2025"), "Team lunch")
	other := g.child(row, "gridcell", "March 5, 2025")
	g.text(g.child(other, "generic", "March 5, 2025"), "5")
	s, err := Build([]Frame{{ID: "MAIN", Parent: -1, URL: "https://cal.test/", Nodes: g.nodes}}, NewRefTable(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(s.Text, ": \"4\"") || strings.Contains(s.Text, ": 4\n") || strings.Contains(s.Text, ": \"5\"") || strings.Contains(s.Text, ": 5\n") || !strings.Contains(s.Text, "Team lunch") {
		t.Errorf("the day numbers show, or the event does not:\n%s", s.Text)
	}
}
