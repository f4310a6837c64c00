package page

import (
	"context"
	"errors"
	"fmt"
	"math"
	"time"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"

	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/go/page/inpage"
)

// point is a position in CSS pixels of the main frame's viewport, where
// Input.dispatchMouseEvent wants it.
type point struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

// hitResult is what clickPoint (inpage/hit.js) reports.
type hitResult struct {
	X       float64 `json:"x"`
	Y       float64 `json:"y"`
	Reason  string  `json:"reason"`  // "" when the point hits the element
	Covered string  `json:"covered"` // description of the element on top, when covered
	InView  bool    `json:"inView"`  // the box measured is wholly inside the viewport
	Popup   bool    `json:"popup"`   // a click's element opens a popup, watched for what shows (armClick)
}

// The hit tests and what waits for them (inpage/hit.js says what each
// does).
var (
	jsClickPointWatched  = inpage.Func("clickPointWatched")  // checkHit, waitMs, anyway → hitResult
	jsStandStill         = inpage.Func("standStill")         // ms → hitResult
	jsArmClick           = inpage.Func("armClick")           // ms → hitResult, and the press watched
	jsPressVerdict       = inpage.Func("pressVerdict")       // → pressVerdict
	jsWatchFramePress    = inpage.Func("watchFramePress")    // on an iframe: a press its document hears watched
	jsFramePressVerdict  = inpage.Func("framePressVerdict")  // → pressVerdict of that watch
	jsAwaitMoves         = inpage.Func("awaitMoves")         // ms → how many animations it waited for
	jsVisibleLabel       = inpage.Func("visibleLabel")       // → the label to click, or null
	jsHiddenControlLabel = inpage.Func("hiddenControlLabel") // → the label to click for a control hidden from sight, or null
	jsEditorSurface      = inpage.Func("editorSurface")      // → the editor's surface to click, or null
	jsContentOrigin      = inpage.Func("contentOrigin")      // → point
	jsScrollInView       = inpage.Func("scrollInView")       // ms → whether the page left the element in view, having scrolled it away
)

// maxAwaitMoves bounds how long a click waits for its element to stop
// moving.
const maxAwaitMoves = 2000 // ms

// coverWait is how long a click waits for what covers its element to go.
const coverWait = 1500

// editorSurface returns the surface to click for an editor's hidden input.
func (p *Page) editorSurface(ctx context.Context, el *Element) (*Element, bool) {
	return p.substitute(ctx, el, jsEditorSurface, "editor")
}

// substitute returns the element that fn (a function of el, in el's frame)
// finds to be clicked in el's place, named as el's "its <what>"; false
// when fn finds none.
func (p *Page) substitute(ctx context.Context, el *Element, fn, what string) (*Element, bool) {
	res, err := cdpproto.Call(ctx, el.sess, runtime.CallFunctionOn, runtime.CallFunctionOnParams{
		FunctionDeclaration: fn, ObjectID: el.Object,
	})
	if err != nil || res.ExceptionDetails != nil || res.Result.ObjectID == "" {
		return nil, false
	}
	s := *el
	s.Object = res.Result.ObjectID
	s.Number = 0
	s.Target = el.Target + " (its " + what + ")"
	return &s, true
}

// clickPoint scrolls the element into view and returns where a click lands,
// checking that nothing covers it when checkHit is set.
func (p *Page) clickPoint(ctx context.Context, el *Element, checkHit bool) (point, error) {
	orig := el
	// A code editor's input is hidden on purpose: a person clicks the text.
	if surface, ok := p.editorSurface(ctx, el); ok {
		el = surface
	}
	pt, measured, err := p.measure(ctx, el, checkHit)
	if err == nil {
		orig.measured = measured
	}
	return pt, err
}

// clickPointStill waits for the element clicked for el (its label or
// editor surface, when measured) to stand still, standStillMax at most,
// then measures again where a click on it lands, once the mouse has moved
// over it: the measured element is hit-tested where it is now, without
// scrolling or looking for the surface again. Anything but a clean hit
// goes the whole way again (scrolling, and saying what is wrong).
func (p *Page) clickPointStill(ctx context.Context, el *Element) (point, error) {
	pt, _, err := p.stillPoint(ctx, el, jsStandStill)
	return pt, err
}

// stillPoint is clickPointStill with check, standStill (after a hover) or
// armClick (before a click's hover and press, which it watches; popup
// says the element opens a popup, watched for what shows).
func (p *Page) stillPoint(ctx context.Context, el *Element, check string) (pt point, popup bool, err error) {
	m := el.clicked()
	var hr hitResult
	sctx, cancel := context.WithTimeout(ctx, standStillMax+time.Second)
	err = m.call(sctx, check, &hr, int(standStillMax/time.Millisecond))
	cancel()
	if err != nil && ctx.Err() != nil {
		return point{}, false, ctx.Err()
	}
	if err != nil || hr.Reason != "" || el.measured == nil {
		pt, err = p.clickPoint(ctx, el, true)
		return pt, false, err
	}
	off, err := p.frameOffsetStill(ctx, m)
	if err != nil {
		return point{}, false, err
	}
	return point{hr.X + off.X, hr.Y + off.Y}, hr.Popup, nil
}

// jsNextFrame resolves after the main frame's next animation frame, or
// 100 ms where no frames are painted (a hidden window). A visible page's
// frame is waited for up to a second: on a busy machine one can take over
// 100 ms, and resolving without it would measure a moving frame twice
// between two of its steps and find it still.
const jsNextFrame = `new Promise(r => { const t = setTimeout(r, document.visibilityState === 'hidden' ? 100 : 1000); requestAnimationFrame(() => { clearTimeout(t); r(true); }); })`

// frameOffsetStill is frameOffset once the element's frames stand still:
// an element measured in its own frame stands still while the page moves
// the iframe that holds it (a wiki's editor sliding in, by script frame
// after frame), and the press would land where the iframe was. The
// frames' place is measured again after a frame of the page until it
// stays, standStillMax at most; an element of the main frame needs none
// of it.
func (p *Page) frameOffsetStill(ctx context.Context, el *Element) (point, error) {
	owners, err := p.frameOwners(ctx, el)
	if err != nil || len(owners) == 0 {
		return point{}, err
	}
	off, err := originOf(ctx, owners)
	end := time.Now().Add(standStillMax)
	for err == nil && time.Now().Before(end) {
		if err := p.evalInWorld(ctx, jsNextFrame, nil); err != nil {
			return off, err
		}
		now, err := originOf(ctx, owners)
		if err != nil {
			return off, err
		}
		if math.Abs(now.X-off.X) < 1 && math.Abs(now.Y-off.Y) < 1 {
			return now, nil
		}
		off = now
	}
	return off, err
}

// measure scrolls the element into view and returns where a click lands
// and the element measured (a hidden control's visible label instead).
// An element that an animation is moving (a panel sliding in) is measured
// once it has stopped, as a person waits for it, for maxAwaitMoves at most.
func (p *Page) measure(ctx context.Context, el *Element, checkHit bool) (point, *Element, error) {
	pt, m, err := p.measureOnce(ctx, el, checkHit, false)
	if errors.Is(err, errMoving) {
		var n int
		if err := el.call(ctx, jsAwaitMoves, &n, maxAwaitMoves); err != nil {
			return point{}, nil, fmt.Errorf("page: waiting for %s to stop moving: %w", el.Target, err)
		}
		pt, m, err = p.measureOnce(ctx, el, checkHit, true)
	}
	return pt, m, err
}

// errMoving is measureOnce's answer for an element an animation moves.
var errMoving = errors.New("page: the element is moving")

func (p *Page) measureOnce(ctx context.Context, el *Element, checkHit, anyway bool) (point, *Element, error) {
	pt, m, err := p.measureScrolled(ctx, el, checkHit, anyway)
	if errors.Is(err, errScrolledAway) {
		// The page scrolled it away again and has let it be since.
		pt, m, err = p.measureScrolled(ctx, el, checkHit, anyway)
		if errors.Is(err, errScrolledAway) {
			err = actionErrorf("element %s is outside the visible area: the page keeps scrolling it away", el.Target)
		}
	}
	return pt, m, err
}

// errScrolledAway is measureScrolled's answer for an element that was out
// of view after its scroll into view because the page was scrolling on its
// own, and that stays in view now that it was scrolled there again.
var errScrolledAway = errors.New("page: the page scrolled the element away")

// scrollWait bounds the wait for a page's own scrolling to leave an
// element in view.
const scrollWait = 3 * time.Second

func (p *Page) measureScrolled(ctx context.Context, el *Element, checkHit, anyway bool) (point, *Element, error) {
	// An element of the main frame wholly in view, which a click there
	// reaches, needs no scrolling: one round trip instead of two. Anything
	// else (in a frame, partly out of view, covered, hidden) is scrolled
	// into view and measured again, as before.
	if checkHit && (el.Frame == "" || el.Frame == p.MainFrame()) {
		var hr hitResult
		if err := el.call(ctx, jsClickPointWatched, &hr, true, 0, anyway); err == nil && hr.Reason == "" && hr.InView {
			return point{hr.X, hr.Y}, el, nil
		} else if err == nil && hr.Reason == "moving" {
			return point{}, nil, errMoving
		} else if err == nil && (hr.Reason == "covered" || hr.Reason == "label") {
			if lbl, ok := p.substitute(ctx, el, jsHiddenControlLabel, "label"); ok {
				return p.measure(ctx, lbl, checkHit)
			}
		}
	}
	// Scrolling goes through every ancestor frame, out-of-process ones too.
	if err := el.sess.Call(ctx, dom.ScrollIntoViewIfNeeded.Method, dom.ScrollIntoViewIfNeededParams{ObjectID: el.Object}, nil); err != nil {
		switch {
		case cdp.Failed(err, cdp.NotRendered):
			if lbl, ok := p.visibleLabel(ctx, el); ok {
				return p.measure(ctx, lbl, checkHit)
			}
			return point{}, nil, actionErrorf("element %s is not visible (display:none or not rendered); it cannot be clicked. Call browser_snapshot to see what is on the page", el.Target)
		case cdp.Failed(err, cdp.NodeGone):
			return point{}, nil, actionErrorf("element %s is no longer in the page; call browser_snapshot for fresh refs", el.Target)
		}
		return point{}, nil, fmt.Errorf("page: scrolling %s into view: %w", el.Target, err)
	}
	var hr hitResult
	if err := el.call(ctx, jsClickPointWatched, &hr, checkHit, coverWait, anyway); err != nil {
		return point{}, nil, fmt.Errorf("page: locating %s: %w", el.Target, err)
	}
	switch hr.Reason {
	case "":
	case "moving":
		return point{}, nil, errMoving
	case "detached":
		return point{}, nil, actionErrorf("element %s is no longer in the page; call browser_snapshot for fresh refs", el.Target)
	case "hidden", "offscreen":
		if lbl, ok := p.visibleLabel(ctx, el); ok {
			return p.measure(ctx, lbl, checkHit)
		}
		if hr.Reason == "hidden" {
			return point{}, nil, actionErrorf("element %s is not visible (hidden or zero-size); it cannot be clicked. Call browser_snapshot to see what is on the page", el.Target)
		}
		var held bool
		sctx, cancel := context.WithTimeout(ctx, scrollWait+time.Second)
		err := el.call(sctx, jsScrollInView, &held, int(scrollWait/time.Millisecond))
		cancel()
		if err == nil && held {
			return point{}, nil, errScrolledAway
		}
		return point{}, nil, actionErrorf("element %s is outside the visible area and could not be scrolled into view", el.Target)
	case "covered", "label":
		// A control drawn by its label, its own box clipped away under
		// another control's label, or apart from it over something else.
		if lbl, ok := p.substitute(ctx, el, jsHiddenControlLabel, "label"); ok {
			return p.measure(ctx, lbl, checkHit)
		}
		return point{}, nil, actionErrorf("element %s is covered by another element, %s, which would receive the click. Close or dismiss the overlay first (it may be a dialog, cookie banner or spinner), or wait for it to go away with browser_wait_for", el.Target, hr.Covered)
	default:
		return point{}, nil, actionErrorf("nothing is at the position of element %s; call browser_snapshot for fresh refs", el.Target)
	}
	off, err := p.frameOffset(ctx, el)
	if err != nil {
		return point{}, nil, err
	}
	return point{hr.X + off.X, hr.Y + off.Y}, el, nil
}

// visibleLabel returns the visible label to click for a hidden control
// (a styled checkbox or radio).
func (p *Page) visibleLabel(ctx context.Context, el *Element) (*Element, bool) {
	return p.substitute(ctx, el, jsVisibleLabel, "label")
}

// frameOffset returns where the element's frame's viewport starts in the
// main frame's viewport, by adding up the content origins of the iframe
// elements that embed it.
func (p *Page) frameOffset(ctx context.Context, el *Element) (point, error) {
	owners, err := p.frameOwners(ctx, el)
	if err != nil {
		return point{}, err
	}
	return originOf(ctx, owners)
}

// frameOwners returns the iframe elements that embed el's frame, the
// innermost first, each as an object of our world in its own document;
// none for an element of the main frame. On an error it returns those it
// found before. They are kept with the element.
func (p *Page) frameOwners(ctx context.Context, el *Element) ([]*Element, error) {
	if el.owners != nil {
		return *el.owners, nil
	}
	var owners []*Element
	frameID, sess := el.Frame, el.sess
	for i := 0; i < 32; i++ {
		if frameID == "" || frameID == p.MainFrame() {
			el.owners = &owners
			return owners, nil
		}
		parentFrame, parentSess, err := p.parentOf(ctx, frameID, sess)
		if err != nil {
			return owners, err
		}
		owner, err := cdpproto.Call(ctx, parentSess, dom.GetFrameOwner, dom.GetFrameOwnerParams{FrameID: frameID})
		if err != nil {
			return owners, fmt.Errorf("page: finding the iframe of frame %s: %w", frameID, err)
		}
		wid, err := p.world(ctx, parentSess, parentFrame)
		if err != nil {
			return owners, err
		}
		obj, err := cdpproto.Call(ctx, parentSess, dom.ResolveNode, dom.ResolveNodeParams{BackendNodeID: owner.BackendNodeID, ExecutionContextID: wid})
		if err != nil {
			return owners, fmt.Errorf("page: resolving the iframe of frame %s: %w", frameID, err)
		}
		owners = append(owners, &Element{Object: obj.Object.ObjectID, Frame: parentFrame, sess: parentSess})
		frameID, sess = parentFrame, parentSess
	}
	return owners, fmt.Errorf("page: frames nested too deeply")
}

// originOf adds up the content origins of the iframes that embed a frame
// (frameOwners): where its viewport starts in the main frame's.
func originOf(ctx context.Context, owners []*Element) (point, error) {
	var off point
	for _, o := range owners {
		var at point
		if err := o.call(ctx, jsContentOrigin, &at); err != nil {
			return off, fmt.Errorf("page: measuring an iframe in frame %s: %w", o.Frame, err)
		}
		off.X += at.X
		off.Y += at.Y
	}
	return off, nil
}

// parentOf returns the parent frame of a frame and the session it lives in.
func (p *Page) parentOf(ctx context.Context, frameID cdpproto.FrameID, sess cdpproto.Session) (cdpproto.FrameID, cdpproto.Session, error) {
	p.mu.Lock()
	f := p.frames[frameID]
	p.mu.Unlock()
	if f != nil && f.session == sess {
		// The root frame of an out-of-process iframe: its parent lives in
		// another session.
		ps, _ := p.sessionOfFrame(f.parent)
		return f.parent, ps, nil
	}
	tree, err := cdpproto.Call(ctx, sess, page.GetFrameTree, cdpproto.Empty{})
	if err != nil {
		return "", nil, fmt.Errorf("page: reading the frame tree: %w", err)
	}
	var find func(t *page.FrameTree) cdpproto.FrameID
	find = func(t *page.FrameTree) cdpproto.FrameID {
		for _, c := range t.ChildFrames {
			if c.Frame.ID == frameID {
				return t.Frame.ID
			}
			if id := find(c); id != "" {
				return id
			}
		}
		return ""
	}
	parent := find(tree.FrameTree)
	if parent == "" {
		return "", nil, fmt.Errorf("page: frame %s is gone; call browser_snapshot", frameID)
	}
	return parent, sess, nil
}

// watchFramePresses arms, in each document that holds an iframe on the
// way from the main frame down to el's frame (frameOwners), the watch for
// a press that does not go into the iframe (inpage/hit.js:
// watchFramePress): el's own watch sees a press in its document only, and
// the hover can move the iframe, or show something of the page over it,
// as it can the element. It returns the iframes watched, for
// framePressVerdict; an element of the main frame has none.
func (p *Page) watchFramePresses(ctx context.Context, el *Element) []*Element {
	owners, _ := p.frameOwners(ctx, el)
	watched := make([]*Element, 0, len(owners))
	for _, o := range owners {
		if o.call(ctx, jsWatchFramePress, nil) == nil {
			watched = append(watched, o)
		}
	}
	return watched
}

// framePressVerdict reads and ends the watches of watchFramePresses; stray
// says a document holding the element's iframe heard the press (which
// then did not reach the element), and v what it reached there.
func (p *Page) framePressVerdict(ctx context.Context, owners []*Element) (v pressVerdict, stray bool) {
	for _, o := range owners {
		var w pressVerdict
		if o.call(ctx, jsFramePressVerdict, &w) == nil && w.Seen && !stray {
			v, stray = w, true
		}
	}
	return v, stray
}

// pressVerdict is what a watched press reached (inpage/hit.js: pressVerdict).
type pressVerdict struct {
	Seen   bool   `json:"seen"`
	OK     bool   `json:"ok"`
	Target string `json:"target"`
}

// verdict reads and ends the watch of el's press.
func (p *Page) verdict(ctx context.Context, el *Element) pressVerdict {
	var v pressVerdict
	if err := el.clicked().call(ctx, jsPressVerdict, &v); err != nil {
		// The press took the page away (a navigation) or the element
		// with it: it reached what it reached.
		return pressVerdict{Seen: false}
	}
	return v
}
