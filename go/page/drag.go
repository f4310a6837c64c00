package page

import (
	"context"
	"fmt"
	"math"
	"time"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/runtime"

	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/go/page/inpage"
	"github.com/electron-mcp/electron-mcp/go/page/mouse"
)

// DragReport says what a drag did, as far as the page shows it.
type DragReport struct {
	Kind     string // "html5": the page started a drag and drop (dragstart, drop); "mouse": it followed the mouse
	Known    bool   // the fields below were measured (false when the page navigated away, say)
	Moved    bool   // the dragged element is somewhere else now: another parent, index or position
	Removed  bool   // the dragged element left the page (dropped into a bin, or re-rendered)
	Changed  bool   // the page's DOM changed while dragging
	From, To int    // the element's place among its siblings before and after (1-based)
	Of       int    // … how many siblings it has now
}

// Over the drop target the pointer rests until the DOM has been still for
// dragHold (libraries that poll the pointer — SortableJS's fallback mode
// looks every 50 ms — or animate items out of its way need to see it
// there), dragRestMax at most (a page that animates for ever).
const (
	dragHold    = 80 * time.Millisecond
	dragRestMax = time.Second
)

// The moves towards the target are at most dragStep apart, a frame each:
// a hand moving briskly (about 1,000 px/s) covers that much between two
// frames; libraries that sample the pointer, or animate items out of its
// way, lose track of much bigger jumps. dragMaxSteps at most.
const (
	dragStep     = 16
	dragMaxSteps = 12
)

// dragAnimationWait bounds a pause that waits for items to slide into
// place (see jsDragProbe's frame).
const dragAnimationWait = 700 * time.Millisecond

// dragStartTimeout bounds the wait for Chromium to report an HTML5 drag the
// page started (it comes a moment after the move that starts it).
const dragStartTimeout = time.Second

// Drag drags the start element onto the end element, as a hand does: press,
// a few small moves past the thresholds libraries wait for, moves towards
// the target with a frame's pause each, a rest over it, release. When the
// page starts an HTML5 drag (draggable elements, links, SortableJS's native
// mode), Chromium's drag interception hands us its data and the rest of the
// way is dragenter, dragover and drop events.
func (p *Page) Drag(ctx context.Context, from, to string) (Settled, DragReport, error) {
	src, err := p.Resolve(ctx, from)
	if err != nil {
		return Settled{}, DragReport{}, err
	}
	dst, err := p.Resolve(ctx, to)
	if err != nil {
		return Settled{}, DragReport{}, err
	}
	// A person sees both ends before pressing: when they fit in view
	// together, scroll them there, so that measuring the target does not
	// scroll the source out from under the pointer.
	if dst.Frame == src.Frame && dst.sess == src.sess {
		p.revealBoth(ctx, src, dst)
	}
	// What the last action set moving (a folder growing open) comes to
	// rest first.
	lctx, cancel := context.WithTimeout(ctx, dragLayoutWait+time.Second)
	_ = src.call(lctx, jsLayoutStill, nil, int(dragLayoutWait/time.Millisecond))
	cancel()
	a, err := p.clickPoint(ctx, src, true)
	if err != nil {
		return Settled{}, DragReport{}, err
	}
	var also *Element // the target's document, when it is another frame's
	if dst.Frame != src.Frame {
		also = dst
	}
	return p.drag(ctx, src, a, func(ctx context.Context) (point, error) {
		b, err := p.clickPoint(ctx, dst, false)
		if err != nil {
			return b, err
		}
		return p.dropAim(ctx, src, dst, a, b), nil
	}, also)
}

// jsDropAim is how far off the target's middle a drag ends (inpage/drag.js:
// a little before a card of another list, past one of its own list).
var jsDropAim = inpage.Func("dropAim")

// dropAim is where on the target, whose middle is b, a drag from a ends.
func (p *Page) dropAim(ctx context.Context, src, dst *Element, a, b point) point {
	m, s := dst.clicked(), src.clicked()
	if s.sess != m.sess || s.Frame != m.Frame {
		return b
	}
	var off point
	dx, _ := marshal(b.X - a.X)
	dy, _ := marshal(b.Y - a.Y)
	res, err := cdpproto.Call(ctx, m.sess, runtime.CallFunctionOn, runtime.CallFunctionOnParams{
		FunctionDeclaration: jsDropAim, ObjectID: m.Object, ReturnByValue: ptr(true),
		Arguments: []*runtime.CallArgument{{ObjectID: s.Object}, {Value: dx}, {Value: dy}},
	})
	if err != nil || res.ExceptionDetails != nil || unmarshal(res.Result.Value, &off) != nil {
		return b
	}
	return point{b.X + off.X, b.Y + off.Y}
}

// jsRevealBoth scrolls two elements into view together (inpage/drag.js).
var jsRevealBoth = inpage.Func("revealBoth")

// jsLayoutStill waits for the geometry animations running in the dragged
// element's document to end (inpage/drag.js), dragLayoutWait at most.
var jsLayoutStill = inpage.Func("layoutStill")

// dragLayoutWait bounds a drag's wait for what moves on the page before it
// presses (a transition or animation ending sooner is waited for).
const dragLayoutWait = 600 * time.Millisecond

// revealBoth scrolls what holds both elements so that both are in view,
// when they fit; a page that would not have it is measured as it is.
func (p *Page) revealBoth(ctx context.Context, a, b *Element) {
	_, _ = cdpproto.Call(ctx, a.sess, runtime.CallFunctionOn, runtime.CallFunctionOnParams{
		FunctionDeclaration: jsRevealBoth, ObjectID: a.Object,
		Arguments: []*runtime.CallArgument{{ObjectID: b.Object}}, ReturnByValue: ptr(true),
	})
}

// jsDragProbe watches a drag from the dragged element's document and
// leaves an object in the page for frame and finish (inpage/drag.js);
// jsElementAt finds the element at a point of the main frame's viewport.
var (
	jsDragProbe = inpage.Func("dragProbe")
	jsElementAt = inpage.Expr("elementAt")
)

// dragProbe installs jsDragProbe on the dragged element (or on what is at
// pt when there is none). It returns nil when the page would not have it:
// the drag then goes on unwatched.
func (p *Page) dragProbe(ctx context.Context, src *Element, pt point) *Element {
	if src == nil {
		res, err := cdpproto.Call(ctx, p.conn, runtime.Evaluate, runtime.EvaluateParams{Expression: jsElementAt.Call(pt.X, pt.Y)})
		if err != nil || res.Result.ObjectID == "" {
			return nil
		}
		src = &Element{Object: res.Result.ObjectID, sess: p.conn, Frame: p.MainFrame()}
	}
	res, err := cdpproto.Call(ctx, src.sess, runtime.CallFunctionOn, runtime.CallFunctionOnParams{
		FunctionDeclaration: jsDragProbe, ObjectID: src.Object,
	})
	if err != nil || res.ExceptionDetails != nil || res.Result.ObjectID == "" {
		return nil
	}
	return &Element{Object: res.Result.ObjectID, sess: src.sess, Frame: src.Frame}
}

// drag runs the gestures of Drag from a to wherever end says the target
// is (measured again once the drag started: drop zones appear and lists
// make room then).
func (p *Page) drag(ctx context.Context, src *Element, a point, end func(ctx context.Context) (point, error), also *Element) (Settled, DragReport, error) {
	b, err := end(ctx)
	if err != nil {
		return Settled{}, DragReport{}, err
	}
	probe := p.dragProbe(ctx, src, a)
	var far *Element // watches the target's document for changes too
	if also != nil {
		far = p.dragProbe(ctx, also, b)
	}
	var rep DragReport
	// pause lets the page handle what it was sent, for a frame (libraries
	// that batch moves in requestAnimationFrame), at most ms; it reports
	// whether an HTML5 drag started and for how long the DOM has been still.
	pause := func(ctx context.Context, ms int) (kind string, idle time.Duration) {
		var r struct {
			Kind string  `json:"kind"`
			Idle float64 `json:"idle"`
		}
		// A window that is hidden paints no frames and runs timers late
		// (once a second): never wait much longer than asked.
		pctx, cancel := context.WithTimeout(ctx, time.Duration(ms)*time.Millisecond+dragAnimationWait)
		defer cancel()
		if probe != nil {
			if err := probe.call(pctx, `function(ms) { return this.frame(ms); }`, &r, ms); err == nil {
				return r.Kind, time.Duration(r.Idle * float64(time.Millisecond))
			}
			return "", 0
		}
		_ = p.frames2(pctx)
		return "", time.Hour
	}
	// rest keeps the pointer over the target, with an event now and then
	// (browsers repeat dragover while a drag hovers; a hand is never quite
	// still), until the page has stopped changing: a list that animates
	// items out of the way settles where the pointer is.
	rest := func(ctx context.Context, over func(pt point) error, b point) error {
		start := time.Now()
		for i := 0; ; i++ {
			pt := b
			if i == 0 {
				pt = point{b.X + 1, b.Y + 1}
			}
			if err := over(pt); err != nil {
				return err
			}
			_, idle := pause(ctx, 50)
			if i >= 1 && idle >= dragHold && pt == b || time.Since(start) > dragRestMax {
				return nil
			}
		}
	}
	// The timers the page sets as the drag ends (see releaseWaitMax).
	var sess cdpproto.Session = p.conn
	frame := p.MainFrame()
	if src != nil {
		sess, frame = src.sess, src.Frame
	}
	timers := p.watchReleaseTimers(ctx, sess, frame)
	s, err := p.act(ctx, func(ctx context.Context) error {
		left := []mouse.Option{mouse.Button(input.MouseButtonLeft), mouse.Holding(1)}
		drags, stop := p.conn.Subscribe(input.DragIntercepted.Method)
		defer stop()
		if err := p.conn.Call(ctx, input.SetInterceptDrags.Method, input.SetInterceptDragsParams{Enabled: true}, nil); err != nil {
			return fmt.Errorf("page: drag: %w", err)
		}
		intercepting := true
		stopIntercepting := func() {
			if intercepting {
				intercepting = false
				_ = p.conn.Call(context.WithoutCancel(ctx), input.SetInterceptDrags.Method, input.SetInterceptDragsParams{Enabled: false}, nil)
			}
		}
		defer stopIntercepting()

		if err := p.mouse(ctx, input.DispatchMouseEventTypeMouseMoved, a); err != nil {
			return err
		}
		pause(ctx, 50)
		// From the press on, whatever ends the drag (an error, a cancel,
		// a dialog the page opened on the way or at the drop) lets go of
		// the button where the pointer is, an HTML5 drag not dropped yet
		// being cancelled first: nothing is left held for the person. A
		// press whose answer a cancel cut short may have gone in: it is
		// let go of too (a release without a press does nothing).
		cur, kind := a, ""
		var data *input.DragData
		released, dropped := false, false
		defer func() {
			if released {
				return
			}
			if data != nil && !dropped {
				_ = p.letGo(ctx, input.DispatchDragEvent.Method, input.DispatchDragEventParams{Type: input.DispatchDragEventTypeDragCancel, X: cur.X, Y: cur.Y, Data: data})
			}
			_ = p.release(ctx, cur, input.MouseButtonLeft, 1)
		}()
		release := func(at point) error {
			released = true
			return p.release(ctx, at, input.MouseButtonLeft, 1)
		}
		if err := p.mouse(ctx, input.DispatchMouseEventTypeMousePressed, a, mouse.Button(input.MouseButtonLeft), mouse.Holding(1), mouse.ClickCount(1)); err != nil {
			return err
		}
		pause(ctx, 50)

		// Small moves past the thresholds that tell a drag from a click
		// (Chromium's own 4 px, 5 px in react-beautiful-dnd, the 8–10 px
		// dnd-kit apps set), towards the target.
		dist := math.Hypot(b.X-a.X, b.Y-a.Y)
		dir := point{1, 0}
		if dist >= 1 {
			dir = point{(b.X - a.X) / dist, (b.Y - a.Y) / dist}
		}
		for _, d := range []float64{2, 5, 10, 16} {
			d = math.Min(d, math.Max(dist, 5))
			cur = point{a.X + dir.X*d, a.Y + dir.Y*d}
			if err := p.mouse(ctx, input.DispatchMouseEventTypeMouseMoved, cur, left...); err != nil {
				return err
			}
			if kind, _ = pause(ctx, 50); kind != "" {
				break
			}
		}
		// Chromium reports the drag a page started a moment after the move
		// that started it: wait for it when the page's dragstart said so.
		take := func(raw []byte) {
			var ev input.EventDragIntercepted
			if err := unmarshal(raw, &ev); err == nil {
				data = ev.Data
			}
		}
		select {
		case raw := <-drags:
			take(raw)
		default:
			if kind == "html5" {
				t := time.NewTimer(dragStartTimeout)
				select {
				case raw := <-drags:
					take(raw)
				case <-t.C:
				case <-ctx.Done():
					t.Stop()
					return ctx.Err()
				}
				t.Stop()
			}
		}
		stopIntercepting()

		if b, err = end(ctx); err != nil {
			return err
		}
		dist = math.Hypot(b.X-cur.X, b.Y-cur.Y)
		steps := int(math.Max(4, math.Min(dragMaxSteps, math.Ceil(dist/dragStep))))
		path := make([]point, 0, steps+2)
		for i := 1; i <= steps; i++ {
			f := float64(i) / float64(steps)
			path = append(path, point{cur.X + (b.X-cur.X)*f, cur.Y + (b.Y-cur.Y)*f})
		}

		if data != nil {
			rep.Kind = "html5"
			if err := p.dragEvent(ctx, input.DispatchDragEventTypeDragEnter, cur, data); err != nil {
				return err
			}
			// Where an HTML5 drag goes is what the drop target hears
			// (dragenter, dragover, drop), not the way there: the pointer
			// goes straight to it, as Chromium's own drag of a fast hand
			// would. On the way, a sortable list would reorder (and
			// animate) under every item it passes.
			for _, pt := range path[len(path)-1:] {
				if err := p.dragEvent(ctx, input.DispatchDragEventTypeDragOver, pt, data); err != nil {
					return err
				}
				cur = pt
				pause(ctx, 50)
			}
			if err := rest(ctx, func(pt point) error { return p.dragEvent(ctx, input.DispatchDragEventTypeDragOver, pt, data) }, b); err != nil {
				return err
			}
			// Sent, the drop is the page's, whatever answers it (a dialog
			// its handler opens holds the answer): not cancelled after.
			dropped = true
			if err := p.dragEvent(ctx, input.DispatchDragEventTypeDrop, b, data); err != nil {
				return err
			}
			// The drop ends the drag in the renderer (dragend fires). The
			// browser still holds the button pressed (and the mouse
			// captured by the frame it was pressed in): release it.
			return release(b)
		}
		rep.Kind = "mouse"
		// Chromium hands a page mouse moves at animation frames, but a
		// move a frame is still faster than a hand (and than libraries that
		// sample the pointer every 50 ms and animate items aside): a pause
		// after each.
		for _, pt := range path {
			if err := p.mouse(ctx, input.DispatchMouseEventTypeMouseMoved, pt, left...); err != nil {
				return err
			}
			cur = pt
			pause(ctx, 50)
		}
		if err := rest(ctx, func(pt point) error { return p.mouse(ctx, input.DispatchMouseEventTypeMouseMoved, pt, left...) }, b); err != nil {
			return err
		}
		return release(b)
	})
	if err != nil {
		timers(ctx, true)
		return s, rep, err
	}
	s = p.timersFired(ctx, s, timers(ctx, false), time.Now(), releaseWaitMax, timers)
	if probe != nil {
		r := p.finishProbe(ctx, probe)
		rep.Known, rep.Moved, rep.Removed, rep.Changed = r.Known, r.Moved, r.Removed, r.Changed
		rep.From, rep.To, rep.Of = r.From, r.To, r.Of
	}
	if far != nil {
		rep.Changed = p.finishProbe(ctx, far).Changed || rep.Changed
	}
	return s, rep, nil
}

// probeResult is what jsDragProbe's finish reports.
type probeResult struct {
	Known   bool `json:"known"`
	Moved   bool `json:"moved"`
	Removed bool `json:"removed"`
	Changed bool `json:"changed"`
	From    int  `json:"from"`
	To      int  `json:"to"`
	Of      int  `json:"of"`
}

// finishProbe stops a probe and reads what it saw; a page that went away
// (a drop that navigated) leaves it unknown.
func (p *Page) finishProbe(ctx context.Context, probe *Element) probeResult {
	var r probeResult
	fctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	if probe.call(fctx, `function() { return this.finish(); }`, &r) != nil {
		r = probeResult{}
	}
	// Not waited for: a page a dialog holds (the drop opened it) answers
	// once the dialog closes.
	_ = cdp.Start(context.WithoutCancel(ctx), probe.sess, runtime.ReleaseObject.Method, runtime.ReleaseObjectParams{ObjectID: probe.Object})
	return r
}

// dragEvent dispatches one event of an intercepted HTML5 drag.
func (p *Page) dragEvent(ctx context.Context, t input.DispatchDragEventType, pt point, data *input.DragData) error {
	if err := p.conn.Call(ctx, input.DispatchDragEvent.Method, input.DispatchDragEventParams{Type: t, X: pt.X, Y: pt.Y, Data: data}, nil); err != nil {
		return fmt.Errorf("page: drag: %s: %w", t, err)
	}
	return nil
}
