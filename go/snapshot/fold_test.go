package snapshot

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/accessibility"
)

// The whole page as a navigation's response shows it: of a long run of
// like entries, the first ones, a count, the last ones; the snapshot itself
// keeps them all, and short runs and runs of other roles stay whole.
func TestFoldedFoldsLongRunsOfEntries(t *testing.T) {
	refs := NewRefTable()
	s := buildT(t, listFrames(40, func(i int) string { return fmt.Sprintf("Row %d", i) }), refs)
	f := s.Folded()
	for i := 0; i < 40; i++ {
		shown := i < foldHead || i >= 40-foldTail
		if got := strings.Contains(f, fmt.Sprintf("- text: Row %d\n", i)); got != shown {
			t.Errorf("row %d shown: %v, want %v", i, got, shown)
		}
		if !strings.Contains(s.Text, fmt.Sprintf("- text: Row %d\n", i)) {
			t.Errorf("row %d is not in the snapshot's Text", i)
		}
	}
	if !strings.Contains(f, "\n  - … (30 more listitems; browser_find, or browser_snapshot, shows them)\n  - listitem:\n    - text: Row 38\n") {
		t.Errorf("no count of the folded rows:\n%s", f)
	}
	if short := buildT(t, listFrames(foldRun, func(i int) string { return fmt.Sprintf("Row %d", i) }), NewRefTable()); short.Folded() != short.Text {
		t.Errorf("a run of %d folded:\n%s", foldRun, short.Folded())
	}
	// Buttons side by side are not entries.
	g := &axGen{}
	root := g.node("RootWebArea", "Page", nil)
	for i := 0; i < 30; i++ {
		b := g.child(root, "button", fmt.Sprintf("Key %d", i))
		b.Properties = append(b.Properties, boolProp("focusable", true))
	}
	if keys := buildT(t, []Frame{{ID: "MAIN", Parent: -1, Nodes: g.nodes}}, NewRefTable()); keys.Folded() != keys.Text {
		t.Errorf("a row of buttons folded:\n%s", keys.Folded())
	}
}

// A long run of short entries (a time picker's hours) is shown whole: the
// one the agent picks is as often in the middle, and a snapshot to find it
// costs more than the run.
func TestFoldedShowsARunOfShortEntriesWhole(t *testing.T) {
	hours := buildT(t, listFrames(24, func(i int) string { return fmt.Sprintf("%02d", i) }), NewRefTable())
	if f := hours.Folded(); f != hours.Text || !strings.Contains(f, "- text: 12\n") {
		t.Errorf("24 hours folded:\n%s", f)
	}
}

// Entries a folded response left out are shown by a later diff once their
// run is short (a list filtered down to them), the agent having never seen
// them; while the run stays long, they stay folded.
func TestChangesShowsFoldedEntriesOnceTheirRunIsShort(t *testing.T) {
	refs := NewRefTable()
	frames := listFrames(20, func(i int) string { return fmt.Sprintf("Row %d: an order placed this month", i) })
	pageAround(frames)
	list := findNode(frames[0].Nodes, "list", "")
	all := list.ChildIDs
	nav := buildT(t, frames, refs)
	if f := nav.Folded(); strings.Contains(f, "Row 12") {
		t.Fatalf("row 12 not folded:\n%s", f)
	}
	// One row goes: the run is still long, nothing folded shows.
	list.ChildIDs = append(all[:1:1], all[2:]...)
	long := buildT(t, frames, refs)
	if d := Changes(nav, long); strings.Contains(d, "Row 12") || !strings.Contains(d, "[removed] listitem:") {
		t.Fatalf("after removing one row:\n%s", d)
	}
	// Filtered down to three: the one the agent never saw shows whole,
	// as what is left does (most went: the 16 that went are one line).
	list.ChildIDs = []accessibility.NodeID{all[0], all[12], all[19]}
	short := buildT(t, frames, refs)
	d := Changes(long, short)
	if !strings.Contains(d, "  - listitem:\n    - text: Row 12: an order placed this month\n    - button \"Open\" [ref=") || !strings.Contains(d, "Row 0:") || !strings.Contains(d, "Row 19:") ||
		!strings.Contains(d, "  - [removed] … (16 others, 48 lines; refs e3–e12, e14–e19; those left are above)\n") || strings.Contains(d, "Row 5:") {
		t.Fatalf("after filtering to rows 0, 12, 19:\n%s", d)
	}
	// Seen now: the next diff does not repeat it.
	if d := Changes(short, buildT(t, frames, refs)); d != "" {
		t.Fatalf("nothing changed, yet:\n%s", d)
	}
}
