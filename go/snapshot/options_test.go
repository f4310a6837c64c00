package snapshot

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
)

func TestTarget(t *testing.T) {
	frames := loadFrames(t, "content")
	refs := NewRefTable()
	full := buildT(t, frames, refs)
	nav := refOf(t, full, `navigation "Main"`)
	s, err := Build(frames, refs, Options{Target: nav})
	if err != nil {
		t.Fatal(err)
	}
	want := `- navigation "Main":
  - link "Home" [ref=e3]:
    - /url: /
  - link "Docs" [ref=e4]:
    - /url: /docs/intro.html
  - link "Blog" [ref=e5]:
    - /url: https://example.com/blog?x=1
`
	if s.Text != want {
		t.Errorf("target %s:\n%s\nwant:\n%s", nav, s.Text, want)
	}

	// A ref in a child frame targets that frame's subtree.
	iframes := loadFrames(t, "iframe")
	s, err = Build(iframes, refs, Options{Target: "f1e1"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(s.Text, `- textbox "Query" [ref=f1e1]`) {
		t.Errorf("frame target:\n%s", s.Text)
	}

	if _, err := Build(frames, refs, Options{Target: "e999"}); !errors.Is(err, ErrUnknownRef) {
		t.Errorf("unknown target: %v", err)
	}
	// A ref that exists but whose node left the page.
	gone := removeSubtree(frames, 0, func(s string) bool { return s == "Second item with " })
	if _, err := Build(gone, refs, Options{Target: "e8"}); err == nil || !strings.Contains(err.Error(), "browser_snapshot") {
		t.Errorf("removed target: %v", err)
	}
}

func TestDepth(t *testing.T) {
	frames := loadFrames(t, "content")
	s, err := Build(frames, NewRefTable(), Options{Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	want := `- banner:
  - navigation "Main":
    - … (6 lines; browser_snapshot target=e2 shows them)
- main:
  - heading "Article title" [level=1]
  - text: Some bold and italic text with
  - link "a link" [ref=e7]:
    - /url: "#notes"
`
	if !strings.HasPrefix(s.Text, want) {
		t.Errorf("depth 1:\n%s\nwant prefix:\n%s", s.Text, want)
	}
	for _, l := range s.Lines {
		if l.Depth > 2 {
			t.Errorf("line deeper than the limit: %+v", l)
		}
	}
	// Depth counts below the target.
	refs := NewRefTable()
	buildT(t, frames, refs)
	s, err = Build(frames, refs, Options{Target: "e1", Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	if want := "- banner:\n  - navigation \"Main\":\n    - … (6 lines; browser_snapshot target=e2 shows them)\n"; s.Text != want {
		t.Errorf("target+depth:\n%s", s.Text)
	}
}

func TestBoxes(t *testing.T) {
	s, err := Build(loadFrames(t, "todo"), NewRefTable(), Options{Boxes: true})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(s.Text, `- button "Clear completed" [ref=e12] [box=8,315,113,21]`) {
		t.Errorf("no box on the button:\n%s", s.Text)
	}
	if strings.Contains(s.Text, `heading "todos" [level=1] [box`) {
		t.Errorf("box on a line without a ref:\n%s", s.Text)
	}
}

func TestCapAndTruncation(t *testing.T) {
	frames := loadFrames(t, "content")
	s, err := Build(frames, NewRefTable(), Options{MaxChars: 300})
	if err != nil {
		t.Fatal(err)
	}
	if !s.Truncated || len(s.Text) > 300+200 {
		t.Fatalf("not capped (%d chars):\n%s", len(s.Text), s.Text)
	}
	last := s.Text[strings.LastIndex(strings.TrimSuffix(s.Text, "\n"), "\n")+1:]
	for _, hint := range []string{"target=", "depth=", "browser_find", "of " + strconv.Itoa(len(s.Lines))} {
		if !strings.Contains(last, hint) {
			t.Errorf("truncation note %q lacks %q", last, hint)
		}
	}
	full, _ := Build(frames, NewRefTable(), Options{MaxChars: -1})
	if full.Truncated || !strings.HasPrefix(full.Text, s.Text[:strings.LastIndex(s.Text, "- … snapshot truncated")]) {
		t.Error("capped text is not a prefix of the full text")
	}

	// Long text ends in "…"; MaxText<0 turns that off.
	if !strings.Contains(full.Text, "ullamco laboris nisi ut a…\n") {
		t.Errorf("long paragraph not truncated:\n%s", full.Text)
	}
	untrunc, _ := Build(frames, NewRefTable(), Options{MaxText: -1})
	if !strings.Contains(untrunc.Text, "cillum dolore eu fugiat nulla pariatur.\n") {
		t.Error("MaxText -1 still truncates")
	}
}

func TestTruncationNoteNamesSections(t *testing.T) {
	s, err := Build(loadFrames(t, "shop"), NewRefTable(), Options{MaxChars: 2000})
	if err != nil {
		t.Fatal(err)
	}
	note := s.Text[strings.LastIndex(s.Text, "- … snapshot truncated"):]
	for _, want := range []string{`navigation "Pages" e`, "contentinfo e"} {
		if !strings.Contains(note, want) {
			t.Errorf("note does not offer %q:\n%s", want, note)
		}
	}
	if len(s.Text) > 2000+600 {
		t.Errorf("capped text is %d chars", len(s.Text))
	}
}

func TestLongSelect(t *testing.T) {
	frames := cloneFrames(loadFrames(t, "forms"))
	// Give the "Size" select 120 options.
	var popup *accessibility.Node
	for _, n := range frames[0].Nodes {
		if roleOf(n) == "MenuListPopup" {
			popup = n
			break
		}
	}
	for i := 0; i < 117; i++ {
		o := &accessibility.Node{NodeID: accessibility.NodeID("opt" + strconv.Itoa(i)), ParentID: popup.NodeID,
			Role: &accessibility.Value{Type: "role", Value: jsonv2.Value(`"option"`)}, BackendDOMNodeID: cdp.BackendNodeID(100000 + i)}
		setName(o, "Size "+strconv.Itoa(i))
		popup.ChildIDs = append(popup.ChildIDs, o.NodeID)
		frames[0].Nodes = append(frames[0].Nodes, o)
	}
	refs := NewRefTable()
	s := buildT(t, frames, refs)
	line := s.Lines[slices.IndexFunc(s.Lines, func(l Line) bool { return strings.HasPrefix(l.Text, "- /options:") })].Text
	if !strings.HasSuffix(line, `"Size 46"] … (70 more; browser_snapshot target=e8 lists all)`) {
		t.Errorf("long select: %s", line)
	}
	s, err := Build(frames, refs, Options{Target: "e8"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(s.Text, `"Size 116"]`) || strings.Contains(s.Text, "more;") {
		t.Errorf("targeted select does not list all options:\n%s", s.Text)
	}
}
