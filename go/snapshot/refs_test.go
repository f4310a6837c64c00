package snapshot

import (
	"errors"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
)

// refOf finds the ref printed on the first line containing substr.
func refOf(t *testing.T, s *Snapshot, substr string) string {
	t.Helper()
	for _, l := range s.Lines {
		if strings.Contains(l.Text, substr) {
			if l.Ref == "" {
				t.Fatalf("line %q has no ref", l.Text)
			}
			return l.Ref
		}
	}
	t.Fatalf("no line contains %q in\n%s", substr, s.Text)
	return ""
}

func TestRefsStableAcrossBuilds(t *testing.T) {
	frames := loadFrames(t, "todo")
	refs := NewRefTable()
	a, err := Build(frames, refs, Options{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := Build(frames, refs, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if a.Text != b.Text {
		t.Fatalf("same tree, different text:\n%s\n---\n%s", a.Text, b.Text)
	}

	// Remove the first todo item: the others keep their refs, and no ref
	// is reused for a different node.
	before := refOf(t, a, `button "Clear completed"`)
	cut := removeSubtree(frames, 0, func(text string) bool { return text == "Buy bread" })
	c, err := Build(cut, refs, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(c.Text, "Buy bread") {
		t.Fatalf("item not removed:\n%s", c.Text)
	}
	if got := refOf(t, c, `button "Clear completed"`); got != before {
		t.Errorf("ref changed for the same node: %s → %s", before, got)
	}
	frame, node, ok := refs.Lookup(before)
	if !ok || frame != frames[0].ID || node == 0 {
		t.Errorf("Lookup(%s) = %v %v %v", before, frame, node, ok)
	}
}

func TestRefsResetAndStale(t *testing.T) {
	frames := loadFrames(t, "iframe")
	refs := NewRefTable()
	s, err := Build(frames, refs, Options{})
	if err != nil {
		t.Fatal(err)
	}
	outer := refOf(t, s, `button "Outer button"`)
	inner := refOf(t, s, `button "Inside"`)
	if outer != "e1" || !strings.HasPrefix(inner, "f1e") {
		t.Fatalf("refs %s %s", outer, inner)
	}
	if f, _, ok := refs.Lookup(inner); !ok || f != frames[1].ID {
		t.Fatalf("inner ref resolves to frame %q", f)
	}

	// The child frame navigated: its refs go stale, the main frame's stay.
	refs.Reset(frames[1].ID)
	_, _, err = refs.Resolve(inner)
	if !errors.Is(err, ErrStaleRef) {
		t.Fatalf("Resolve(%s) after Reset: %v, want stale", inner, err)
	}
	if !strings.Contains(err.Error(), "browser_snapshot") {
		t.Errorf("error does not say what to do next: %v", err)
	}
	if _, _, ok := refs.Lookup(outer); !ok {
		t.Fatalf("main-frame ref %s lost by a child frame's Reset", outer)
	}
	s2, err := Build(frames, refs, Options{})
	if err != nil {
		t.Fatal(err)
	}
	again := refOf(t, s2, `button "Inside"`)
	if again == inner || !strings.HasPrefix(again, "f1e") {
		t.Errorf("after Reset the node got %s (old %s); want a new number with the same prefix", again, inner)
	}
	if got := refOf(t, s2, `button "Outer button"`); got != outer {
		t.Errorf("main-frame ref changed: %s → %s", outer, got)
	}

	refs.ResetAll()
	if _, _, err := refs.Resolve(outer); !errors.Is(err, ErrStaleRef) {
		t.Errorf("after ResetAll: %v, want stale", err)
	}
}

func TestRefsUnknown(t *testing.T) {
	refs := NewRefTable()
	if _, err := Build(loadFrames(t, "forms"), refs, Options{}); err != nil {
		t.Fatal(err)
	}
	for _, ref := range []string{"e999", "f7e1", "x1", "", "e0", "e", "f1", "fe1", "e1x"} {
		_, _, err := refs.Resolve(ref)
		if !errors.Is(err, ErrUnknownRef) {
			t.Errorf("Resolve(%q) = %v, want unknown", ref, err)
		}
	}
	for _, ref := range []string{"e2", "ref=e2", "[ref=e2]", " e2 "} {
		if _, node, err := refs.Resolve(ref); err != nil || node == 0 {
			t.Errorf("Resolve(%q) = %v, %v", ref, node, err)
		}
	}
}

func TestRefsNewMainFrame(t *testing.T) {
	frames := loadFrames(t, "todo")
	refs := NewRefTable()
	s, err := Build(frames, refs, Options{})
	if err != nil {
		t.Fatal(err)
	}
	old := refOf(t, s, `button "Clear completed"`)
	// A cross-process navigation can give the main frame a new id.
	frames[0].ID = cdp.FrameID("NEWMAIN")
	s2, err := Build(frames, refs, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := refs.Resolve(old); !errors.Is(err, ErrStaleRef) {
		t.Errorf("old main-frame ref after new main frame: %v, want stale", err)
	}
	if got := refOf(t, s2, `button "Clear completed"`); got == old || strings.HasPrefix(got, "f") {
		t.Errorf("new main frame ref %s", got)
	}
}

func TestRefOf(t *testing.T) {
	frames := loadFrames(t, "iframe")
	refs := NewRefTable()
	s := buildT(t, frames, refs)
	inner := refOf(t, s, `button "Inside"`)
	f, node, _ := refs.Resolve(inner)
	if got, ok := refs.RefOf(f, node); !ok || got != inner {
		t.Errorf("RefOf = %q %v, want %s", got, ok, inner)
	}
	if _, ok := refs.RefOf(f, 123456); ok {
		t.Error("RefOf issued a ref for a node no snapshot showed")
	}
	if _, ok := refs.RefOf("nope", node); ok {
		t.Error("RefOf found a ref in an unknown frame")
	}
}

func TestIssueAndLineOf(t *testing.T) {
	frames := loadFrames(t, "iframe")
	refs := NewRefTable()
	s := buildT(t, frames, refs)
	inner := refOf(t, s, `button "Inside"`)
	f, node, _ := refs.Resolve(inner)
	// A node with a ref keeps it; its line is found.
	if got, ok := refs.Issue(f, node); !ok || got != inner {
		t.Errorf("Issue of a node with a ref = %q %v, want %s", got, ok, inner)
	}
	if i := s.LineOf(f, node); i < 0 || s.Lines[i].Ref != inner {
		t.Errorf("LineOf(%s) = %d", inner, i)
	}
	// A node without one gets a new ref that resolves to it, and keeps it.
	issued, ok := refs.Issue(f, 123456)
	if !ok || issued == inner {
		t.Fatalf("Issue of a node without a ref = %q %v", issued, ok)
	}
	if gf, gn, err := refs.Resolve(issued); err != nil || gf != f || gn != 123456 {
		t.Errorf("Resolve(%s) = %s %d %v", issued, gf, gn, err)
	}
	if again, _ := refs.Issue(f, 123456); again != issued {
		t.Errorf("Issue again = %s, want %s", again, issued)
	}
	if s.LineOf(f, 123456) != -1 {
		t.Error("LineOf found a line for a node the snapshot does not show")
	}
	if _, ok := refs.Issue("nope", node); ok {
		t.Error("Issue issued a ref in a frame no snapshot covered")
	}
}
