package snapshot

import (
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
)

// dashboardFrames is a dashboard of widgets in edit mode: each widget acts
// (a move cursor) and holds its title and eight unnamed resize handles (a
// resize cursor each), as gridster draws them; before them, a row of two
// unnamed handles, which stays as it is.
func dashboardFrames(widgets ...string) []Frame {
	g := &axGen{}
	root := g.node("RootWebArea", "t", nil)
	main := g.child(root, "main", "")
	info := map[cdp.BackendNodeID]NodeInfo{}
	pair := g.child(main, "group", "Pair")
	for range 2 {
		h := g.child(pair, "generic", "")
		info[h.BackendDOMNodeID] = NodeInfo{Pointer: true, CursorStart: true}
	}
	for _, w := range widgets {
		card := g.child(main, "generic", "")
		info[card.BackendDOMNodeID] = NodeInfo{Pointer: true, CursorStart: true, Drags: true}
		g.text(card, w)
		for range 8 {
			h := g.child(card, "generic", "")
			info[h.BackendDOMNodeID] = NodeInfo{Pointer: true, CursorStart: true}
		}
	}
	return []Frame{{ID: "M", Parent: -1, Nodes: g.nodes, Info: info}}
}

// Siblings that read the same but for their refs, with nothing under
// them, print as one line naming the others' refs: in a snapshot, in a
// navigation's response and in a diff that shows them; every ref stays
// usable.
func TestLinesAlikeMerge(t *testing.T) {
	refs := NewRefTable()
	s := buildT(t, dashboardFrames("Clock", "CPU"), refs)
	want := `- main:
  - group "Pair":
    - generic [ref=e2]
    - generic [ref=e3]
  - generic [ref=e4]:
    - text: Clock
    - generic [ref=e5] (7 more alike: e6–e12)
  - generic [ref=e13]:
    - text: CPU
    - generic [ref=e14] (7 more alike: e15–e21)
`
	if s.Text != want {
		t.Errorf("snapshot:\n%s\nwant:\n%s", s.Text, want)
	}
	if f := s.Folded(); f != want {
		t.Errorf("navigation's response:\n%s\nwant:\n%s", f, want)
	}
	if len(s.Lines) != 24 {
		t.Errorf("the snapshot keeps %d lines, want all 24", len(s.Lines))
	}
	for _, ref := range []string{"e6", "e12", "e21"} {
		if _, _, err := refs.Resolve(ref); err != nil {
			t.Errorf("%s: %v", ref, err)
		}
	}

	// A widget added: its handles are merged under the [added] line.
	d := Changes(s, buildT(t, dashboardFrames("Clock", "CPU", "Memory"), refs))
	if !strings.Contains(d, "  - [added] generic [ref=e22]:\n    - text: Memory\n    - generic [ref=e23] (7 more alike: e24–e30)\n") {
		t.Errorf("diff:\n%s", d)
	}
}

// What breaks a run: a line that reads otherwise (a state, a name), one with
// lines under it; refs that do not follow each other are listed.
func TestLinesAlikeRuns(t *testing.T) {
	line := func(depth int, text, ref string) Line {
		if ref != "" {
			text += " [ref=" + ref + "]"
		}
		return Line{Depth: depth, Text: text, Ref: ref}
	}
	lines := []Line{
		line(0, "- checkbox", "e1"),
		line(0, "- checkbox", "e2"),
		line(0, "- checkbox [checked]", "e3"),
		line(0, "- checkbox", "e4"),
		line(0, "- checkbox", "e9"),
		line(0, "- checkbox", "e5"),
		line(0, "- checkbox", "f1e1"),
		line(0, "- button", "e6"),
		line(0, "- button", "e7"),
		line(0, "- button", "e8"),
		line(1, "- text: inside the last", ""),
		{Depth: 0, Text: `- generic [ref=e20]: Open`, Ref: "e20"},
		{Depth: 0, Text: `- generic [ref=e21]: Open`, Ref: "e21"},
		{Depth: 0, Text: `- generic [ref=e22]: Open`, Ref: "e22"},
		{Depth: 0, Text: `- region "Side"`, Ref: "e23"}, // a section's ref is not printed
		{Depth: 0, Text: `- region "Side"`, Ref: "e24"},
		{Depth: 0, Text: `- region "Side"`, Ref: "e25"},
		line(0, "- gridcell [disabled]", ""), // a calendar's blank days
		line(0, "- gridcell [disabled]", ""),
		line(0, "- gridcell [disabled]", ""),
		line(0, "- separator", ""),
		line(0, "- separator", ""),
		line(0, "- text: Same", ""),
		line(0, "- text: Same", ""),
		line(0, "- text: Same", ""),
	}
	got, _ := joinLines(lines, -1)
	want := `- checkbox [ref=e1]
- checkbox [ref=e2]
- checkbox [checked] [ref=e3]
- checkbox [ref=e4] (3 more alike: e9, e5, f1e1)
- button [ref=e6]
- button [ref=e7]
- button [ref=e8]
  - text: inside the last
- generic [ref=e20] (2 more alike: e21, e22): Open
- region "Side"
- region "Side"
- region "Side"
- gridcell [disabled] (2 more alike)
- separator
- separator
- text: Same
- text: Same
- text: Same
`
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
	if refList([]string{"e1", "e2", "e3", "e5", "f2e7", "f2e8"}) != "e1–e3, e5, f2e7, f2e8" {
		t.Errorf("refList: %s", refList([]string{"e1", "e2", "e3", "e5", "f2e7", "f2e8"}))
	}
	// RefsOf reads it back.
	refs := []string{"e1", "e2", "e3", "e5", "f2e7", "f2e8", "f2e10"}
	if got := RefsOf(refList(refs)); strings.Join(got, " ") != strings.Join(refs, " ") {
		t.Errorf("RefsOf(%q) = %v, want %v", refList(refs), got, refs)
	}
}
