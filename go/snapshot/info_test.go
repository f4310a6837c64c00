package snapshot

import (
	"testing"

	"github.com/chromedp/cdproto/cdp"
)

// NodeInfo from DOMSnapshot decides visibility and pointer refs.
func TestNodeInfo(t *testing.T) {
	g := &axGen{}
	root := g.node("RootWebArea", "t", nil)
	main := g.child(root, "main", "")
	hidden := g.child(main, "generic", "")      // visibility:hidden wrapper…
	shown := g.child(hidden, "button", "Shown") // …with a visibility:visible child
	g.text(shown, "Shown")
	gone := g.child(main, "button", "Gone")
	g.text(gone, "Gone")
	card := g.child(main, "generic", "") // cursor:pointer, no role
	g.text(card, "Open card")
	inner := g.child(card, "generic", "") // inherits the cursor: no ref of its own
	g.text(inner, "inner")
	listener := g.child(main, "generic", "") // a click listener, default cursor
	g.text(listener, "Listens")

	info := map[cdp.BackendNodeID]NodeInfo{
		hidden.BackendDOMNodeID:   {Hidden: true},
		shown.BackendDOMNodeID:    {Box: &Rect{X: 1, Y: 2, W: 3, H: 4}},
		gone.BackendDOMNodeID:     {Hidden: true},
		card.BackendDOMNodeID:     {Pointer: true},
		inner.BackendDOMNodeID:    {Pointer: true},
		listener.BackendDOMNodeID: {Clickable: true},
	}
	frames := []Frame{{ID: "M", Parent: -1, Nodes: g.nodes, Info: info}}
	s, err := Build(frames, NewRefTable(), Options{Boxes: true})
	if err != nil {
		t.Fatal(err)
	}
	want := `- main:
  - button "Shown" [ref=e2] [box=1,2,3,4]
  - generic [ref=e3]:
    - text: Open card
    - text: inner
  - generic [ref=e4]: Listens
`
	if s.Text != want {
		t.Errorf("got:\n%s\nwant:\n%s", s.Text, want)
	}

	// Without Info, the same tree shows everything and refs only by role.
	frames[0].Info = nil
	s, _ = Build(frames, NewRefTable(), Options{})
	want = `- main:
  - button "Shown" [ref=e2]
  - button "Gone" [ref=e3]
  - text: Open card
  - text: inner
  - text: Listens
`
	if s.Text != want {
		t.Errorf("without info got:\n%s\nwant:\n%s", s.Text, want)
	}
}
