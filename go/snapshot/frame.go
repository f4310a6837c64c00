package snapshot

import (
	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
)

// Frame is one document's accessibility tree, as gathered by go/page (by
// the scripts of go/page/aria, the node's number in the page standing in
// its BackendDOMNodeID) or recorded from Chromium's own tree for the tests.
type Frame struct {
	ID     cdp.FrameID                    `json:"id"`              // CDP frame id (main frame first in the slice)
	Parent int                            `json:"parent"`          // index of the parent frame in the slice; -1 for the main frame
	Owner  cdp.BackendNodeID              `json:"owner,omitempty"` // the <iframe>/<frame> element in the parent frame's tree; 0 for the main frame
	URL    string                         `json:"url,omitempty"`   // document URL (optional): same-origin link URLs are shortened against it
	Nodes  []*accessibility.Node          `json:"nodes"`           // the frame's nodes, shaped like an Accessibility.getFullAXTree answer
	Info   map[cdp.BackendNodeID]NodeInfo `json:"info,omitempty"`  // optional extra facts from the DOM (may be nil)
}

// NodeInfo holds facts about a DOM node that the accessibility tree lacks.
// go/page fills them from what its aria scripts read in the page (the
// recorded test trees from DOMSnapshot.captureSnapshot); all are optional.
type NodeInfo struct {
	Pointer     bool  `json:"pointer,omitempty"`     // computed cursor is pointer (or another that says act here: move, grab, a resize handle, …)
	CursorStart bool  `json:"cursorStart,omitempty"` // such a cursor starts here: the parent's is another one
	Clickable   bool  `json:"clickable,omitempty"`   // acted on by script: a handler attribute or listener, draggable, or a label of an enabled control
	Delegated   bool  `json:"delegated,omitempty"`   // an item of a container that listens for clicks on its items (a sortable list, a delegated handler)
	Place       bool  `json:"place,omitempty"`       // a label that marks a place to drag or point to: one of several alike, placed absolutely (a slider's scale)
	Drags       bool  `json:"drags,omitempty"`       // a person can drag it: draggable, a move or grab cursor starts here, or it takes touch gestures over
	NoArea      bool  `json:"noArea,omitempty"`      // its own box has no area: nothing of it to click (a list of options kept at 0×0 for screen readers); native controls are never marked
	Box         *Rect `json:"box,omitempty"`         // CSS px, page coordinates; nil if not rendered
	Hidden      bool  `json:"hidden,omitempty"`      // not visible to a person (visibility:hidden, …)
	// Hint says what a control without a name is for, as the page shows
	// it otherwise: a tooltip, an icon's class (fa-bars: "bars"), an id.
	// Printed as [hint: …] on a line with a ref and no name.
	Hint string `json:"hint,omitempty"`
}

// Rect is a box in CSS pixels.
type Rect struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
	W float64 `json:"w"`
	H float64 `json:"h"`
}
