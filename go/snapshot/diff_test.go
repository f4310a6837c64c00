package snapshot

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
)

// edit returns a copy of frames with fn applied to the main frame's nodes.
func edit(frames []Frame, fn func(byID map[accessibility.NodeID]*accessibility.Node, nodes []*accessibility.Node) []*accessibility.Node) []Frame {
	out := cloneFrames(frames)
	byID := map[accessibility.NodeID]*accessibility.Node{}
	for _, n := range out[0].Nodes {
		byID[n.NodeID] = n
	}
	out[0].Nodes = fn(byID, out[0].Nodes)
	return out
}

func findNode(nodes []*accessibility.Node, role, name string) *accessibility.Node {
	for _, n := range nodes {
		if roleOf(n) == role && valueString(n.Name) == name {
			return n
		}
	}
	panic("no " + role + " " + name)
}

func setProp(n *accessibility.Node, name accessibility.PropertyName, raw string) {
	for i, p := range n.Properties {
		if p.Name == name {
			cp := *p
			cp.Value = &accessibility.Value{Type: p.Value.Type, Value: jsonv2.Value(raw)}
			n.Properties[i] = &cp
			return
		}
	}
	n.Properties = append(n.Properties, &accessibility.Property{Name: name, Value: &accessibility.Value{Type: accessibility.ValueTypeTristate, Value: jsonv2.Value(raw)}})
}

func setName(n *accessibility.Node, s string) {
	raw, _ := jsonv2.Marshal(s)
	n.Name = &accessibility.Value{Type: accessibility.ValueTypeComputedString, Value: raw}
}

func buildT(t *testing.T, frames []Frame, refs *RefTable) *Snapshot {
	t.Helper()
	s, err := Build(frames, refs, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestDiffNothingChanged(t *testing.T) {
	frames := loadFrames(t, "todo")
	refs := NewRefTable()
	a, b := buildT(t, frames, refs), buildT(t, frames, refs)
	if d := Diff(a, b); d != "" {
		t.Errorf("diff of equal snapshots:\n%s", d)
	}
	if d := Diff(nil, b); d != b.Text {
		t.Errorf("diff from nil is not the full text")
	}
}

func TestDiffCases(t *testing.T) {
	frames := loadFrames(t, "todo")
	tests := []struct {
		name  string
		acted string // the ref the action acted on
		edit  func(map[accessibility.NodeID]*accessibility.Node, []*accessibility.Node) []*accessibility.Node
		want  string
	}{{
		name: "check an item, update the count",
		edit: func(byID map[accessibility.NodeID]*accessibility.Node, nodes []*accessibility.Node) []*accessibility.Node {
			// The second item's checkbox: the one after "Buy bread".
			var boxes []*accessibility.Node
			for _, n := range nodes {
				if roleOf(n) == "checkbox" {
					boxes = append(boxes, n)
				}
			}
			setProp(boxes[1], "checked", `"true"`)
			setName(findNode(nodes, "StaticText", "2"), "1")
			return nodes
		},
		want: `- …
- list:
  - …
  - listitem:
    - [changed] checkbox [checked] [ref=e5]
- [changed] text: 1 items left
`,
	}, {
		name: "remove an item",
		edit: func(byID map[accessibility.NodeID]*accessibility.Node, nodes []*accessibility.Node) []*accessibility.Node {
			li := byID[byID[findNode(nodes, "StaticText", "Buy milk").ParentID].ParentID]
			li = byID[li.ParentID] // the <li>
			list := byID[li.ParentID]
			var ids []accessibility.NodeID
			for _, id := range list.ChildIDs {
				if id != li.NodeID {
					ids = append(ids, id)
				}
			}
			list.ChildIDs = ids
			return nodes
		},
		want: `- …
- list:
  - …
  - [removed] listitem:
    - checkbox [ref=e5]
    - text: Buy milk
    - button "Delete" [ref=e6]
`,
	}, {
		name: "focus moves, a button appears",
		edit: func(byID map[accessibility.NodeID]*accessibility.Node, nodes []*accessibility.Node) []*accessibility.Node {
			tb := findNode(nodes, "textbox", "What needs to be done?")
			setProp(tb, "focused", "false")
			clear := findNode(nodes, "button", "Clear completed")
			setProp(clear, "focused", "true")
			parent := byID[clear.ParentID]
			undo := &accessibility.Node{NodeID: "undo", Role: clear.Role, BackendDOMNodeID: 9999, ParentID: parent.NodeID,
				Properties: []*accessibility.Property{{Name: "focusable", Value: &accessibility.Value{Type: "booleanOrUndefined", Value: jsonv2.Value("true")}}}}
			setName(undo, "Undo")
			parent.ChildIDs = append(parent.ChildIDs, "undo")
			return append(nodes, undo)
		},
		// The textbox that lost the focus is not shown: the button
		// that has it says where it went.
		want: `- …
- [changed] button "Clear completed" [focused] [ref=e12]
- [added] button "Undo" [ref=e14]
`,
	}, {
		name: "focus leaves for no element",
		edit: func(byID map[accessibility.NodeID]*accessibility.Node, nodes []*accessibility.Node) []*accessibility.Node {
			setProp(findNode(nodes, "textbox", "What needs to be done?"), "focused", "false")
			return nodes
		},
		// Only lines whose own text changed, each with its ref: no
		// ancestors, no "- …" (the ref says where it is).
		want: `- [changed] textbox "What needs to be done?" [ref=e1] (no longer [focused]): milk
`,
	}, {
		name:  "focus moves to the element acted on",
		acted: "e12",
		edit: func(byID map[accessibility.NodeID]*accessibility.Node, nodes []*accessibility.Node) []*accessibility.Node {
			setProp(findNode(nodes, "textbox", "What needs to be done?"), "focused", "false")
			setProp(findNode(nodes, "button", "Clear completed"), "focused", "true")
			return nodes
		},
		// A click focuses what it clicks: no news.
		want: "",
	}, {
		name:  "focus moves to the element acted on, which changes too",
		acted: "e12",
		edit: func(byID map[accessibility.NodeID]*accessibility.Node, nodes []*accessibility.Node) []*accessibility.Node {
			setProp(findNode(nodes, "textbox", "What needs to be done?"), "focused", "false")
			clear := findNode(nodes, "button", "Clear completed")
			setProp(clear, "focused", "true")
			setName(clear, "Clear 1 completed")
			return nodes
		},
		want: `- [changed] button "Clear 1 completed" [focused] [ref=e12]: Clear completed
`,
	}, {
		name:  "focus moves elsewhere than the element acted on",
		acted: "e1",
		edit: func(byID map[accessibility.NodeID]*accessibility.Node, nodes []*accessibility.Node) []*accessibility.Node {
			setProp(findNode(nodes, "textbox", "What needs to be done?"), "focused", "false")
			setProp(findNode(nodes, "button", "Clear completed"), "focused", "true")
			return nodes
		},
		want: `- [changed] button "Clear completed" [focused] [ref=e12]
`,
	}, {
		name:  "focus leaves for no element after an action on another",
		acted: "e12",
		edit: func(byID map[accessibility.NodeID]*accessibility.Node, nodes []*accessibility.Node) []*accessibility.Node {
			setProp(findNode(nodes, "textbox", "What needs to be done?"), "focused", "false")
			return nodes
		},
		// A click takes the focus from where it was (to what it
		// clicks, or to nothing): no news.
		want: "",
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			refs := NewRefTable()
			a := buildT(t, frames, refs)
			b := buildT(t, edit(frames, tt.edit), refs)
			b.Acted = tt.acted
			if got := Diff(a, b); got != tt.want {
				t.Errorf("diff:\n%s\nwant:\n%s\nafter:\n%s", got, tt.want, b.Text)
			}
		})
	}
}

// keyedLines makes a snapshot of lines "- name", one per key, a '>' per
// level of depth before the name; "name@e5" gives the line a button's
// text with that ref ("name@e5:", with lines under it). A line's identity is its name's.
func keyedLines(keys ...string) *Snapshot {
	s := &Snapshot{maxChars: -1}
	for _, k := range keys {
		depth := strings.Count(k, ">")
		name, ref, _ := strings.Cut(strings.TrimLeft(k, ">"), "@")
		var id int
		for _, c := range name {
			id = id*31 + int(c)
		}
		text := "- " + name
		if ref != "" {
			// "name@e5:" is a button with lines under it.
			r, colon := strings.CutSuffix(ref, ":")
			ref = r
			text = "- button \"" + name + "\" [ref=" + ref + "]"
			if colon {
				text += ":"
			}
		}
		s.Lines = append(s.Lines, Line{Depth: depth, Text: text, Ref: ref, key: lineKey{frame: "F", node: cdp.BackendNodeID(id)}})
	}
	return s
}

func TestDiffAddedSubtreeAndReorder(t *testing.T) {
	mk := keyedLines
	prev := mk("a:", ">b", ">c", "d")
	cur := mk("a:", ">c", ">b", "d", "e:", ">f")
	want := `- a:
  - c
  - b
- …
- [added] e:
  - f
`
	if got := Diff(prev, cur); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// A node the page moved to another parent is that node, [moved], not one
// removed there and another added here (which told the agent that its ref
// went): a wrapper put around a notice, a card dragged to another list,
// with what changed in it.
func TestDiffMovedNode(t *testing.T) {
	mk := keyedLines
	t.Run("into a new wrapper", func(t *testing.T) {
		prev := mk("n1:", ">t1", ">later@e2", "n2:", ">t2", ">review@e5", "h")
		cur := mk("wrap:", ">n2:", ">>t2", ">>review@e5", "h")
		want := `- [added] wrap:
  - [moved] n2:
    - t2
    - button "review" [ref=e5]
- [removed] n1:
  - t1
  - button "later" [ref=e2]
`
		if got := Diff(prev, cur); got != want {
			t.Errorf("got:\n%s\nwant:\n%s", got, want)
		}
	})
	t.Run("to another list, changed", func(t *testing.T) {
		prev := mk("todo:", ">a@e1", ">card@e2:", ">>due", "done:", ">z@e9")
		cur := mk("todo:", ">a@e1", "done:", ">z@e9", ">card@e2:", ">>due", ">>moved on")
		want := `- …
- done:
  - …
  - [moved] button "card" [ref=e2]:
    - …
    - [added] moved on
`
		if got := Diff(prev, cur); got != want {
			t.Errorf("got:\n%s\nwant:\n%s", got, want)
		}
	})
	t.Run("out of what went", func(t *testing.T) {
		prev := mk("w:", ">note", ">keep@e5", "h")
		cur := mk("h", "keep@e5")
		want := `- [removed] w:
  - note
- …
- [moved] button "keep" [ref=e5]
`
		if got := Diff(prev, cur); got != want {
			t.Errorf("got:\n%s\nwant:\n%s", got, want)
		}
	})
	t.Run("out of what went, losing a line", func(t *testing.T) {
		prev := mk("w:", ">note", ">keep@e5:", ">>x", ">>gone@e7", "h")
		cur := mk("h", "keep@e5:", ">x")
		// What went from the moved node shows under it, once; the
		// removed wrapper lists only what it held besides.
		want := `- [removed] w:
  - note
- …
- [moved] button "keep" [ref=e5]:
  - …
  - [removed] button "gone" [ref=e7]
`
		if got := Diff(prev, cur); got != want {
			t.Errorf("got:\n%s\nwant:\n%s", got, want)
		}
	})
	// A wrapper that went, its node moved out to where the wrapper was:
	// the wrapper went and the node moved, not the wrapper "changed" into
	// the node (its line of the same role, as a re-render's would be)
	// with the node removed under it and its lines moved.
	t.Run("out of a wrapper that went", func(t *testing.T) {
		prev := mk("x:", ">wrap@e6:", ">>inner@e2:", ">>>a", ">>>b", "h")
		cur := mk("x:", ">inner@e2:", ">>a", ">>b", "h")
		want := `- x:
  - [removed] button "wrap" [ref=e6]
  - [moved] button "inner" [ref=e2]
`
		if got := Diff(prev, cur); got != want {
			t.Errorf("got:\n%s\nwant:\n%s", got, want)
		}
	})
	// And the other way: a node moved into a new wrapper is shown as a
	// node moved elsewhere is, its line when it is as it was, else with
	// its changes; not all it holds again (a combo box's field and chips,
	// wrapped with the list it opened).
	t.Run("into a new wrapper, as it was", func(t *testing.T) {
		prev := mk("x:", ">inner@e2:", ">>a", ">>b", "h")
		cur := mk("x:", ">wrap@e6:", ">>inner@e2:", ">>>a", ">>>b", "h")
		want := `- x:
  - [added] button "wrap" [ref=e6]:
    - [moved] button "inner" [ref=e2]
`
		if got := Diff(prev, cur); got != want {
			t.Errorf("got:\n%s\nwant:\n%s", got, want)
		}
	})
	t.Run("into a new wrapper, changed", func(t *testing.T) {
		prev := mk("x:", ">inner@e2:", ">>a", ">>b", "h")
		cur := mk("x:", ">wrap@e6:", ">>inner@e2:", ">>>a", ">>>b", ">>>d@e4", ">>list", "h")
		want := `- x:
  - [added] button "wrap" [ref=e6]:
    - [moved] button "inner" [ref=e2]:
      - …
      - [added] button "d" [ref=e4]
    - list
`
		if got := Diff(prev, cur); got != want {
			t.Errorf("got:\n%s\nwant:\n%s", got, want)
		}
	})
	t.Run("to another list, as it was", func(t *testing.T) {
		prev := mk("todo:", ">a@e1", ">card@e2:", ">>due", "done:", ">z@e9")
		cur := mk("todo:", ">a@e1", "done:", ">card@e2:", ">>due", ">z@e9")
		want := `- …
- done:
  - [moved] button "card" [ref=e2]
`
		if got := Diff(prev, cur); got != want {
			t.Errorf("got:\n%s\nwant:\n%s", got, want)
		}
	})
}

// A run of removed siblings (the rows a virtualised list scrolled away)
// shows its first few and a count of the rest; a short one shows whole.
func TestDiffLongRunOfRemovedSiblings(t *testing.T) {
	mk := keyedLines
	prev := mk("list:", ">r1:", ">>c1", ">r2", ">r3", ">r4", ">r5", ">r6", "x:", ">y1", ">y2", ">z")
	cur := mk("list:", ">r9", "x:", ">z")
	want := `- list:
  - [added] r9
  - [removed] r1:
    - c1
  - [removed] r2
  - [removed] r3
  - [removed] … (3 more, 3 lines)
- x:
  - [removed] y1
  - [removed] y2
`
	if got := Diff(prev, cur); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// An element that comes or goes with nothing in it, no name and no ref
// (React Aria's live regions for its announcements) is no change: a diff
// of a field's new value alone is that line alone.
func TestDiffLeavesOutBareLines(t *testing.T) {
	field := func(v string) Line {
		return Line{Depth: 1, Text: `- spinbutton "hour" [ref=e5]: ` + v, Ref: "e5", key: lineKey{frame: "F", node: 5}}
	}
	main := Line{Text: "- main:", key: lineKey{frame: "F", node: 1}}
	prev := &Snapshot{maxChars: -1, Lines: []Line{main, field("07"), {Text: "- status", key: lineKey{frame: "F", node: 9}}}}
	cur := &Snapshot{maxChars: -1, Lines: []Line{{Text: "- log", key: lineKey{frame: "F", node: 7}}, main, field("06")}}
	if got, want := Diff(prev, cur), "- [changed] spinbutton \"hour\" [ref=e5]: 06\n"; got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// The count of a long run of removed siblings names the refs that went
// with them (a search that filtered a list: the agent must not click an
// item it still remembers), each run of numbers as a range.
func TestDiffRemovedRunNamesItsRefs(t *testing.T) {
	mk := keyedLines
	prev := mk("list:", ">m1@e11", ">m2@e12", ">m3@e13", ">m4@e14", ">m5@e15", ">m6@e16", ">m7:", ">>open@e30", ">m8@e18")
	cur := mk("list:", ">text: loading")
	want := `- list:
  - [added] text: loading
  - [removed] button "m1" [ref=e11]
  - [removed] button "m2" [ref=e12]
  - [removed] button "m3" [ref=e13]
  - [removed] … (5 more, 6 lines; refs e14–e16, e30, e18)
`
	if got := Diff(prev, cur); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// A page of results replaced (a table sorted the other way, its next page):
// the new entries are shown whole, and those that went only counted, with
// their refs, none of them first.
func TestDiffReplacedEntriesAreCounted(t *testing.T) {
	mk := keyedLines
	prev := mk("list:", ">head@e1", ">m1@e11", ">m2@e12", ">m3@e13", ">m4@e14", ">m5@e15")
	cur := mk("list:", ">head@e1", ">n1@e21", ">n2@e22", ">n3@e23", ">n4@e24", ">n5@e25")
	want := `- list:
  - …
  - [added] button "n1" [ref=e21]
  - [added] button "n2" [ref=e22]
  - [added] button "n3" [ref=e23]
  - [added] button "n4" [ref=e24]
  - [added] button "n5" [ref=e25]
  - [removed] … (5 replaced, 5 lines; refs e11–e15)
`
	if got := Diff(prev, cur); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

func TestStateSpan(t *testing.T) {
	tests := []struct {
		line   string
		states []string
		rest   string // what follows the last bracket group
	}{
		{`- [changed] checkbox "A [b]" [checked] [disabled] [ref=e5]: x [y]`, []string{"[checked]", "[disabled]"}, ": x [y]"},
		{`- heading "Q \"[x]\"" [level=2]`, []string{"[level=2]"}, ""},
		{`- text: [not a state]`, nil, ": [not a state]"},
		{`- button [ref=e1]`, nil, ""},
	}
	for _, tt := range tests {
		got, end := stateSpan(tt.line)
		if !slices.Equal(got, tt.states) || tt.line[end:] != tt.rest {
			t.Errorf("stateSpan(%q) = %q, rest %q", tt.line, got, tt.line[end:])
		}
	}
	if got := withLostStates(`- [changed] checkbox "X" [ref=e5]`, `- checkbox "X" [checked] [ref=e5]`); got != `- [changed] checkbox "X" [ref=e5] (no longer [checked])` {
		t.Errorf("withLostStates: %s", got)
	}
}

// A list that re-renders all its items (new DOM nodes each time) diffs like
// one that keeps them: refs are reused (reuse.go), and Diff pairs what
// reads the same, or kept its ref.
func TestDiffRerender(t *testing.T) {
	tests := []struct {
		name   string
		named  bool // see rerenderPage
		before []todo
		after  []todo
		want   string
	}{{
		name:   "add an item",
		named:  true,
		before: []todo{{title: "Buy milk"}, {title: "Walk dog"}},
		after:  []todo{{title: "Buy milk"}, {title: "Walk dog"}, {title: "Write code"}},
		want: `- main:
  - …
  - list:
    - …
    - [added] listitem:
      - checkbox "Write code" [ref=e7]
      - button "Delete Write code" [ref=e8]: ×
`,
	}, {
		name:   "remove the first item",
		before: []todo{{title: "Buy milk"}, {title: "Walk dog"}, {title: "Write code"}},
		after:  []todo{{title: "Walk dog"}, {title: "Write code"}},
		want: `- main:
  - …
  - list:
    - [removed] listitem:
      - checkbox [ref=e3]
      - text: Buy milk
      - button "Delete" [ref=e4]: ×
`,
	}, {
		name:   "check an item",
		before: []todo{{title: "Buy milk"}, {title: "Walk dog"}},
		after:  []todo{{title: "Buy milk"}, {title: "Walk dog", done: true}},
		want: `- [changed] checkbox [checked] [ref=e5]
`,
	}, {
		name:   "nothing changed",
		named:  true,
		before: []todo{{title: "Buy milk"}, {title: "Walk dog"}},
		after:  []todo{{title: "Buy milk"}, {title: "Walk dog"}},
		want:   "",
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			refs := NewRefTable()
			a := buildT(t, rerenderPage(1000, tt.named, tt.before...).frames, refs)
			b := buildT(t, rerenderPage(2000, tt.named, tt.after...).frames, refs)
			if got := Diff(a, b); got != tt.want {
				t.Errorf("diff:\n%s\nwant:\n%s\nbefore:\n%s\nafter:\n%s", got, tt.want, a.Text, b.Text)
			}
		})
	}
}

// Without ref reuse (the lines differ in their refs) a re-rendered item is
// still shown as removed and added: Diff pairs only what reads the same.
// Here one of two identical items went, and the other, re-rendered, got a
// new ref (see TestReuseIdenticalItems).
func TestDiffRerenderNewRefs(t *testing.T) {
	refs := NewRefTable()
	a := buildT(t, rerenderPage(1000, false, todo{title: "Buy milk"}, todo{title: "Buy milk"}).frames, refs)
	b := buildT(t, rerenderPage(2000, false, todo{title: "Buy milk"}).frames, refs)
	want := `- main:
  - …
  - list:
    - [added] listitem:
      - checkbox [ref=e7]
      - text: Buy milk
      - button "Delete" [ref=e8]: ×
    - [removed] listitem:
      - checkbox [ref=e3]
      - text: Buy milk
      - button "Delete" [ref=e4]: ×
    - [removed] listitem:
      - checkbox [ref=e5]
      - text: Buy milk
      - button "Delete" [ref=e6]: ×
`
	if got := Diff(a, b); got != want {
		t.Errorf("diff:\n%s\nwant:\n%s", got, want)
	}
}

// listFrames is a page with a heading and a list of n items, each a text
// and a button, the item texts made by item(i); the buttons are named
// button.
// pageAround adds a page around the list of listFrames that a diff need
// not repeat: headings after it.
func pageAround(frames []Frame) {
	g := &axGen{nodes: frames[0].Nodes, nextID: 100000}
	for i := 0; i < 20; i++ {
		g.child(g.nodes[0], "heading", fmt.Sprintf("Section %d of the page around the list", i))
	}
	frames[0].Nodes = g.nodes
}

func listFrames(n int, item func(i int) string, button ...string) []Frame {
	g := &axGen{}
	root := g.node("RootWebArea", "Page", nil)
	g.child(root, "heading", "Rows")
	list := g.child(root, "list", "")
	name := "Open"
	if len(button) > 0 {
		name = button[0]
	}
	for i := 0; i < n; i++ {
		li := g.child(list, "listitem", "")
		g.text(li, item(i))
		b := g.child(li, "button", name)
		b.Properties = append(b.Properties, boolProp("focusable", true))
	}
	return []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes}}
}

// A long run of siblings with changes (a virtualised list that re-used its
// rows for others) shows its first rows and a count of the rest; a short
// one shows whole.
func TestDiffSummarisesLongRunsOfChanges(t *testing.T) {
	refs := NewRefTable()
	before := buildT(t, listFrames(30, func(i int) string { return fmt.Sprintf("Row %d", i) }), refs)
	after := buildT(t, listFrames(30, func(i int) string {
		if i >= 5 && i < 25 {
			return fmt.Sprintf("Row %d", i+100)
		}
		return fmt.Sprintf("Row %d", i)
	}), refs)
	d := Diff(before, after)
	if got := strings.Count(d, "[changed] text: Row 1"); got != shownChangedRun {
		t.Errorf("%d changed rows shown, want %d:\n%s", got, shownChangedRun, d)
	}
	// The note names the refs of the rows left out (their buttons), and
	// those alone: what the agent knew of them is stale.
	m := regexp.MustCompile(`\n  - … \(12 more changed, 36 lines; refs ([^;]+); browser_snapshot shows them\)\n$`).FindStringSubmatch(d)
	if m == nil {
		t.Fatalf("no count of the rest of the run, with its refs:\n%s", d)
	}
	left := RefsOf(m[1])
	if len(left) != 12 {
		t.Errorf("the note names %d refs (%s), want the 12 rows' buttons", len(left), m[1])
	}
	for _, r := range left {
		if strings.Contains(d, "[ref="+r+"]") || !strings.Contains(after.Text, "[ref="+r+"]") {
			t.Errorf("the note names %s, shown in the diff or not in the snapshot:\n%s", r, d)
		}
	}
	// Ten in a row: all shown.
	after = buildT(t, listFrames(30, func(i int) string {
		if i < 10 {
			return fmt.Sprintf("Row %d", i+200)
		}
		return fmt.Sprintf("Row %d", i)
	}), refs)
	d = Diff(before, after)
	if got := strings.Count(d, "[changed] text: Row 2"); got != 10 || strings.Contains(d, "more changed") {
		t.Errorf("%d of 10 changed rows shown:\n%s", got, d)
	}
	// New rows are shown: twelve whole, of more the first and the last
	// ones, with a count of the others.
	more := buildT(t, listFrames(42, func(i int) string { return fmt.Sprintf("Row %d", i) }), refs)
	d = Diff(before, more)
	if got := strings.Count(d, "[added] listitem:"); got != 12 || strings.Contains(d, "more added") {
		t.Errorf("%d of 12 new rows shown:\n%s", got, d)
	}
	more = buildT(t, listFrames(60, func(i int) string { return fmt.Sprintf("Row %d", i) }), refs)
	d = Diff(before, more)
	if got := strings.Count(d, "[added] listitem:"); got != foldHead+foldTail ||
		!strings.Contains(d, "    - text: Row 37\n    - button \"Open\" [ref=e38]\n  - … (20 more added listitems; browser_find, or browser_snapshot, shows them)\n  - [added] listitem:\n    - text: Row 58\n") ||
		!strings.Contains(d, "- text: Row 59") {
		t.Errorf("%d of 30 new rows shown, want the first %d, a count and the last %d:\n%s", got, foldHead, foldTail, d)
	}
}

// Changes sends the whole snapshot, with a note, when the diff would be
// longer (everything changed), and the diff otherwise.
func TestChangesSendsTheSmaller(t *testing.T) {
	refs := NewRefTable()
	before := buildT(t, listFrames(10, func(i int) string { return fmt.Sprintf("Row %d", i) }), refs)
	all := buildT(t, listFrames(10, func(i int) string { return fmt.Sprintf("Line %d", i) }, "Show"), refs)
	if d := Diff(before, all); len(d) <= len(all.Text) {
		t.Fatalf("the diff (%d) is not longer than the snapshot (%d):\n%s", len(d), len(all.Text), d)
	}
	if got := Changes(before, all); got != WholeNote+all.Text {
		t.Errorf("Changes when all changed:\n%s", got)
	}
	one := buildT(t, listFrames(10, func(i int) string {
		if i == 2 {
			return "Row two"
		}
		return fmt.Sprintf("Row %d", i)
	}), refs)
	if got, d := Changes(before, one), Diff(before, one); got != d || !strings.Contains(d, "[changed] text: Row two") {
		t.Errorf("Changes when one changed:\n%s\nwant the diff:\n%s", got, d)
	}
	if got := Changes(before, before); got != "" {
		t.Errorf("Changes when nothing changed: %q", got)
	}
}

// A removed line with a name and a ref says which element went: what was
// under it is not repeated (a list filtered down: each item's checkbox and
// text); an unnamed one still shows what it held, which says which it was,
// and one without a ref (a stepper's panel) which refs went with it.
func TestDiffRemovedNamedLineAlone(t *testing.T) {
	mk := func(texts ...string) *Snapshot {
		s := &Snapshot{maxChars: -1}
		for i, k := range texts {
			depth := strings.Count(k, ">")
			s.Lines = append(s.Lines, Line{Depth: depth, Text: "- " + strings.TrimLeft(k, ">"), key: lineKey{frame: "F", node: cdp.BackendNodeID(i + 1)}})
		}
		return s
	}
	prev := mk("list:", `>listitem "Create projects" [ref=e6]:`, ">>checkbox [ref=e7]", ">>text: Create projects", `>listitem "Edit reports" [ref=e8]:`, ">>checkbox [ref=e9]", ">>text: Edit reports", ">listitem:", ">>text: Milk", `>tabpanel "Account":`, `>>button "Next" [ref=e10]`)
	// Each line has its node's ref, the one it prints; a section's is not
	// printed.
	for i, l := range prev.Lines {
		prev.Lines[i].Ref = fmt.Sprintf("e%d", 100+i)
		if _, r, ok := strings.Cut(l.Text, "[ref="); ok {
			prev.Lines[i].Ref = strings.TrimSuffix(strings.Fields(r)[0], "]:")
			prev.Lines[i].Ref = strings.TrimSuffix(prev.Lines[i].Ref, "]")
		}
	}
	cur := &Snapshot{maxChars: -1, Lines: []Line{prev.Lines[0], prev.Lines[4], prev.Lines[5], prev.Lines[6]}}
	want := `- list:
  - [removed] listitem "Create projects" [ref=e6]
  - …
  - [removed] listitem:
    - text: Milk
  - [removed] tabpanel "Account":
    - button "Next" [ref=e10]
`
	if got := Diff(prev, cur); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// TestDiffRemovedPopupAlone: a closed menu with a ref is one line; what it
// held went with it. One without a ref still shows which it was.
func TestDiffRemovedPopupAlone(t *testing.T) {
	mk := func(texts ...string) *Snapshot {
		s := &Snapshot{maxChars: -1}
		for i, k := range texts {
			depth := strings.Count(k, ">")
			text := "- " + strings.TrimLeft(k, ">")
			var ref string
			if _, r, ok := strings.Cut(text, "[ref="); ok {
				ref = strings.TrimSuffix(strings.TrimSuffix(strings.Fields(r)[0], ":"), "]")
			}
			s.Lines = append(s.Lines, Line{Depth: depth, Text: text, Ref: ref, key: lineKey{frame: "F", node: cdp.BackendNodeID(i + 1)}})
		}
		return s
	}
	prev := mk(`button "Bulk actions" [ref=e1]`, "menu [ref=e2]:", `>menuitem "Mark as paid" [ref=e3]`, `>menuitem "Delete" [ref=e4]`, "listbox:", `>option "Lisbon"`)
	cur := &Snapshot{maxChars: -1, Lines: []Line{prev.Lines[0]}}
	want := `- …
- [removed] menu [ref=e2]
- [removed] listbox:
  - option "Lisbon"
`
	if got := Diff(prev, cur); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// Rows a re-render replaced one for one (a table given a column more: new
// DOM nodes, no refs) show as changed in place, not as removed and added;
// when as many do not come as went, they stay removed and added.
func TestDiffRerenderedRowsInPlace(t *testing.T) {
	mk := keyedLines
	prev := mk("table:", ">row: Name", ">row: Ada", ">row: Grace", "text: Columns: Name")
	cur := mk("table:", ">row: Name | Email", ">row: Ada | ada.example.com", ">row: Grace | grace.example.com", "text: Columns: Name, Email")
	want := `- table:
  - [changed] row: Name | Email
  - [changed] row: Ada | ada.example.com
  - [changed] row: Grace | grace.example.com
- [changed] text: Columns: Name, Email
`
	if got := Diff(prev, cur); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
	cur = mk("table:", ">row: Name | Email", ">row: Ada | ada.example.com", "text: Columns: Name, Email")
	if got := Diff(prev, cur); !strings.Contains(got, "[removed] row") || !strings.Contains(got, "[added] row") {
		t.Errorf("rows that did not come one for one:\n%s", got)
	}
}

// A line that moved among its siblings (a step dragged to the top of a
// list, a receipt dropped under a heading) is shown [moved], after the
// sibling before it, which says where it went; siblings that name nothing
// on their own line (a reorder group's items, each a wrapper around a list
// item with its label) show what they hold, when that is short. Of two
// readings alike, the line the action acted on is the one that moved. A
// new order of many (a sort) shows them all, each by its ref.
func TestDiffReorderShowsWhichIsWhich(t *testing.T) {
	labels := []string{"", "Check the weather", "Make coffee", "Walk the dog", "Stretch", "Shower"}
	item := func(id int) []Line {
		ref := "e" + strconv.Itoa(id)
		k := func(n int) lineKey { return lineKey{frame: "F", node: cdp.BackendNodeID(id*10 + n)} }
		return []Line{
			{Depth: 1, Text: "- generic [ref=" + ref + "]:", Ref: ref, key: k(0)},
			{Depth: 2, Text: "- listitem [ref=" + ref + "i]:", Ref: ref + "i", key: k(1)},
			{Depth: 3, Text: "- text: " + labels[id], key: k(2)},
			{Depth: 3, Text: "- text: " + strconv.Itoa(id) + " min", key: k(3)},
		}
	}
	snap := func(order ...int) *Snapshot {
		s := &Snapshot{maxChars: -1, Lines: []Line{{Depth: 0, Text: "- list:", key: lineKey{frame: "F", node: 1}}}}
		for _, o := range order {
			s.Lines = append(s.Lines, item(o)...)
		}
		s.Lines = append(s.Lines, Line{Depth: 0, Text: "- text: Not saved", key: lineKey{frame: "F", node: 2}})
		return s
	}
	shown := func(id int, moved bool) string {
		m := ""
		if moved {
			m = "[moved] "
		}
		return "  - " + m + "generic [ref=e" + strconv.Itoa(id) + "]:\n    - listitem [ref=e" + strconv.Itoa(id) + "i]:\n      - text: " + labels[id] + "\n      - text: " + strconv.Itoa(id) + " min\n"
	}
	for _, c := range []struct {
		name      string
		prev, cur []int
		acted     string
		want      string
	}{
		{"to the top", []int{1, 2, 3}, []int{3, 1, 2}, "e3i", "- list:\n" + shown(3, true)},
		{"after another", []int{1, 2, 3}, []int{2, 1, 3}, "e1i", "- list:\n" + shown(2, false) + shown(1, true)},
		{"the other reading", []int{1, 2, 3}, []int{2, 1, 3}, "", "- list:\n" + shown(2, true)},
		{"a new order of many", []int{1, 2, 3, 4, 5}, []int{5, 4, 3, 2, 1}, "", "- list:\n  - generic [ref=e5] (4 more alike: e4, e3, e2, e1)\n"},
		{"two moved of five", []int{1, 2, 3, 4, 5}, []int{2, 4, 1, 3, 5}, "", "- list:\n  - generic [ref=e2] (4 more alike: e4, e1, e3, e5)\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			cur := snap(c.cur...)
			cur.Acted = c.acted
			if got := Diff(snap(c.prev...), cur); got != c.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, c.want)
			}
		})
	}
}

// A filter that leaves few of a list's entries (most went) shows the ones
// left and counts those that went, naming their refs; one that takes few
// lists those it took, as before.
func TestDiffShowsWhatIsLeftWhenMostWent(t *testing.T) {
	refs := NewRefTable()
	frames := listFrames(12, func(i int) string { return fmt.Sprintf("Person %d", i) })
	pageAround(frames)
	list := findNode(frames[0].Nodes, "list", "")
	all := list.ChildIDs
	before := buildT(t, frames, refs)
	// Three go: they are listed.
	list.ChildIDs = append(append([]accessibility.NodeID{}, all[:4]...), all[7:]...)
	few := buildT(t, frames, refs)
	d := Changes(before, few)
	for _, want := range []string{"[removed] listitem:\n    - text: Person 4", "Person 6"} {
		if !strings.Contains(d, want) {
			t.Errorf("after three rows went, the diff does not hold %q:\n%s", want, d)
		}
	}
	if strings.Contains(d, "Person 0") {
		t.Errorf("after three rows went, the diff shows a row that stayed:\n%s", d)
	}
	// Eight of the twelve go: the four left, and a count.
	list.ChildIDs = []accessibility.NodeID{all[1], all[4], all[7], all[10]}
	d = Changes(before, buildT(t, frames, refs))
	want := `- …
- list:
  - listitem:
    - text: Person 1
    - button "Open" [ref=e2]
  - listitem:
    - text: Person 4
    - button "Open" [ref=e5]
  - listitem:
    - text: Person 7
    - button "Open" [ref=e8]
  - listitem:
    - text: Person 10
    - button "Open" [ref=e11]
  - [removed] … (8 others, 24 lines; refs e1, e3, e4, e6, e7, e9, e10, e12; those left are above)
`
	if d != want {
		t.Errorf("after eight of twelve rows went:\n%s\nwant:\n%s", d, want)
	}
}

// A removed line with a ref that names nothing (a tag group's row) is one
// line: its ref says which went, with the first text it held; not its
// cell, text and remove button again.
func TestDiffRemovedLineWithARefIsOneLine(t *testing.T) {
	refs := NewRefTable()
	build := func(tags ...string) *Snapshot {
		return gridPage(t, refs, "Tags", len(tags), func(g *axGen, grid *accessibility.Node, info map[cdp.BackendNodeID]NodeInfo, i int) {
			tag := tags[i]
			row := g.child(grid, "row", "")
			row.BackendDOMNodeID = cdp.BackendNodeID(1000 + strings.Index("beach draft summer", tag[:3])) // the same row is the same node
			info[row.BackendDOMNodeID] = NodeInfo{Clickable: true}
			cell := g.child(row, "gridcell", "")
			g.text(cell, tag)
			b := g.child(cell, "button", "Remove "+tag)
			b.BackendDOMNodeID = row.BackendDOMNodeID + 1000
			b.Properties = append(b.Properties, boolProp("focusable", true))
		})
	}
	before := build("beach", "draft", "summer 2023")
	d := Changes(before, build("beach", "summer 2023"))
	if !regexp.MustCompile(`\n  - \[removed\] row \[ref=e\d+\]: draft\n`).MatchString(d) || strings.Contains(d, "Remove draft") {
		t.Errorf("after the draft tag went:\n%s\nwant its row on one line", d)
	}

	// A row whose line says its cells' text, its selection checkbox under
	// it (antd's table), is that line alone.
	invoices := func(ids ...int) *Snapshot {
		return gridPage(t, refs, "Invoices", len(ids), func(g *axGen, grid *accessibility.Node, info map[cdp.BackendNodeID]NodeInfo, i int) {
			id := ids[i]
			row := g.child(grid, "row", "")
			row.BackendDOMNodeID = cdp.BackendNodeID(5000 + id)
			info[row.BackendDOMNodeID] = NodeInfo{Clickable: true}
			pick := g.child(g.child(row, "cell", ""), "checkbox", fmt.Sprintf("Select INV-%d", id))
			pick.BackendDOMNodeID = row.BackendDOMNodeID + 100
			pick.Properties = append(pick.Properties, boolProp("focusable", true))
			g.text(g.child(row, "cell", ""), fmt.Sprintf("INV-%d", id))
			g.text(g.child(row, "cell", ""), "Umbrella")
		})
	}
	before = invoices(33, 36, 41)
	d = Changes(before, invoices(41))
	if !regexp.MustCompile(`\n  - \[removed\] row \[ref=e\d+\]: INV-33 \| Umbrella\n`).MatchString(d) || strings.Contains(d, "Select INV-33") {
		t.Errorf("after two invoices went:\n%s\nfrom:\n%s\nwant each row on its line alone", d, before.Text)
	}
}

// A sorted table whose rows have no ref of their own (their cells have)
// lists its rows in the new order by what they hold, not as bare `row`
// lines that say nothing.
func TestDiffNewOrderOfRowsWithoutRefsShowsTheirCells(t *testing.T) {
	refs := NewRefTable()
	people := []string{"Grace", "Margaret", "Edsger"}
	build := func(order ...int) *Snapshot {
		return gridPage(t, refs, "", len(order), func(g *axGen, grid *accessibility.Node, info map[cdp.BackendNodeID]NodeInfo, k int) {
			i := order[k]
			row := g.child(grid, "row", "")
			row.BackendDOMNodeID = cdp.BackendNodeID(1000 + i)
			cell := g.child(row, "gridcell", people[i])
			cell.BackendDOMNodeID = cdp.BackendNodeID(2000 + i)
			info[cell.BackendDOMNodeID] = NodeInfo{Clickable: true}
		})
	}
	before := build(0, 1, 2)
	d := Changes(before, build(2, 1, 0))
	if strings.Contains(d, "- row\n") || !strings.Contains(d, "- row:\n    - gridcell \"Edsger\" [ref=e4]\n  - row:\n    - gridcell \"Margaret\"") {
		t.Errorf("after the rows were sorted the other way:\n%s\nwant each row with its cell, in the new order", d)
	}
}

// gridPage builds a page of a grid whose rows row adds (with the same
// backend ids for the same rows from one build to the next: the diff
// tells them by their node), and a page around it that a diff need not
// repeat.
var gridBuilds int

func gridPage(t *testing.T, refs *RefTable, name string, n int, row func(g *axGen, grid *accessibility.Node, info map[cdp.BackendNodeID]NodeInfo, i int)) *Snapshot {
	t.Helper()
	g := &axGen{}
	root := g.node("RootWebArea", "Page", nil)
	grid := g.child(root, "grid", name)
	// What a build makes anew gets ids no build gave before, as a page's
	// new nodes do: the same id is the same node to the diff.
	gridBuilds++
	g.nextID = gridBuilds * 100_000
	info := map[cdp.BackendNodeID]NodeInfo{}
	for i := 0; i < n; i++ {
		row(g, grid, info, i)
	}
	for i := 0; i < 20; i++ {
		g.child(root, "heading", fmt.Sprintf("Section %d of the page around the grid", i)).BackendDOMNodeID = cdp.BackendNodeID(3000 + i)
	}
	return buildT(t, []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes, Info: info}}, refs)
}

// Rows without a ref whose cells hold much, sorted anew, are each a bare
// line in the diff, their cells left out: they are not lines alike to be
// counted as one (`- row (5 more alike)` said nothing of the new order).
func TestDiffRowsWhoseCellsItLeavesOutAreNotAlike(t *testing.T) {
	refs := NewRefTable()
	build := func(order ...int) *Snapshot {
		return gridPage(t, refs, "", len(order), func(g *axGen, grid *accessibility.Node, info map[cdp.BackendNodeID]NodeInfo, k int) {
			i := order[k]
			row := g.child(grid, "row", "")
			row.BackendDOMNodeID = cdp.BackendNodeID(1000 + i)
			for c := 0; c < 6; c++ {
				cell := g.child(row, "gridcell", fmt.Sprintf("Ticket %d, a cell long enough to say much, column %d", i, c))
				cell.BackendDOMNodeID = cdp.BackendNodeID(2000 + 10*i + c)
				info[cell.BackendDOMNodeID] = NodeInfo{Clickable: true}
			}
		})
	}
	before := build(0, 1, 2, 3, 4)
	d := Changes(before, build(4, 3, 2, 1, 0))
	if strings.Contains(d, "more alike") {
		t.Errorf("after the rows were sorted the other way:\n%s\nwant no rows counted as alike", d)
	}
}

// A list re-drawn in another order, as many of its entries gone as are
// there now and the new among those kept (a table sorted anew), is shown
// as it is now, in its order, with a count of those that went; one that
// scrolled on, its new entries after those kept, shows only the new.
func TestDiffShowsAResortedListInItsOrder(t *testing.T) {
	refs := NewRefTable()
	frames := listFrames(18, func(i int) string { return fmt.Sprintf("Person %d", i) })
	pageAround(frames)
	list := findNode(frames[0].Nodes, "list", "")
	all := list.ChildIDs
	list.ChildIDs = append([]accessibility.NodeID{}, all[:12]...)
	before := buildT(t, frames, refs)
	list.ChildIDs = []accessibility.NodeID{all[12], all[0], all[13], all[2], all[14], all[4], all[15], all[6], all[16], all[8], all[17], all[10]}
	d := Changes(before, buildT(t, frames, refs))
	order := []string{"Person 12", "Person 0", "Person 13", "Person 2", "Person 14", "Person 4", "Person 15", "Person 6", "Person 16", "Person 8", "Person 17", "Person 10"}
	at := 0
	for _, p := range order {
		i := strings.Index(d[at:], p+"\n")
		if i < 0 {
			t.Fatalf("the re-sorted list does not show %s after what came before it:\n%s", p, d)
		}
		at += i
	}
	if !strings.Contains(d, "[removed] … (6 others, 18 lines; refs e2, e4, e6, e8, e10, e12; those left are above)") || strings.Contains(d, "Person 1\n") {
		t.Errorf("the re-sorted list does not count the six that went:\n%s", d)
	}
	// Scrolled on: six went at the top, six came after those kept.
	list.ChildIDs = append([]accessibility.NodeID{}, all[:12]...)
	before = buildT(t, frames, refs)
	list.ChildIDs = append([]accessibility.NodeID{}, all[6:]...)
	d = Changes(before, buildT(t, frames, refs))
	if strings.Contains(d, "Person 8\n") || !strings.Contains(d, "Person 17\n") {
		t.Errorf("the list that scrolled on shows more than its new entries:\n%s", d)
	}
}
