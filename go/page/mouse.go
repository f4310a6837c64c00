package page

import (
	"context"
	"fmt"
	"math"
	"time"

	"github.com/chromedp/cdproto/input"

	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/go/page/inpage"
	"github.com/electron-mcp/electron-mcp/go/page/mouse"
)

// mouse dispatches one mouse event at pt and remembers where the mouse is,
// so that later events without a position (wheel, press) happen there.
func (p *Page) mouse(ctx context.Context, t input.DispatchMouseEventType, pt point, opts ...mouse.Option) error {
	ev := mouse.Event(t, pt.X, pt.Y, opts...)
	if err := p.conn.Call(ctx, input.DispatchMouseEvent.Method, ev, nil); err != nil {
		return fmt.Errorf("page: mouse %s: %w", t, err)
	}
	p.mu.Lock()
	p.pointer.at, p.pointer.moved = pt, true
	if t == input.DispatchMouseEventTypeMousePressed || t == input.DispatchMouseEventTypeMouseReleased {
		p.pointer.buttons = ev.Buttons
	}
	p.mu.Unlock()
	return nil
}

// letGoWait bounds the wait for the answer to an event that lets go of
// what an action holds (see letGo).
const letGoWait = 2 * time.Second

// letGo sends an input event that lets go of what an action holds — a
// mouse button's release, a modifier key's key up, an HTML5 drag's
// cancel — even when the action was cancelled or a dialog interrupted it:
// nothing is left held for the person's own hand. Its answer is waited
// for until a JavaScript dialog opens (the event just opened it: the page
// answers once the dialog closes), letGoWait at most. While a dialog is
// open, Chromium drops the input it is sent: the event is sent once the
// dialog closes, as its watches end (HandleDialog, or someone else's
// answer).
func (p *Page) letGo(ctx context.Context, method string, params any) error {
	p.mu.Lock()
	if p.dialog != nil {
		p.afterDialog = append(p.afterDialog, func(ctx context.Context) { _ = p.letGo(ctx, method, params) })
		p.mu.Unlock()
		return nil
	}
	p.mu.Unlock()
	bg := context.WithoutCancel(ctx)
	wait := cdp.Start(bg, p.conn, method, params)
	wctx, cancel := context.WithTimeout(bg, letGoWait)
	defer cancel()
	dctx, stop := p.UntilDialog(wctx)
	defer stop()
	if err := wait(dctx, nil); err != nil && !DialogInterrupted(dctx) {
		return err
	}
	return nil
}

// release lets go of the mouse's buttons at pt (see letGo), and remembers
// them as let go.
func (p *Page) release(ctx context.Context, pt point, button input.MouseButton, count int64) error {
	err := p.letGo(ctx, input.DispatchMouseEvent.Method, mouse.Event(input.DispatchMouseEventTypeMouseReleased, pt.X, pt.Y, mouse.Button(button), mouse.Holding(0), mouse.ClickCount(count)))
	p.mu.Lock()
	p.pointer.at, p.pointer.moved, p.pointer.buttons = pt, true, 0
	p.mu.Unlock()
	if err != nil {
		return fmt.Errorf("page: mouse %s: %w", input.DispatchMouseEventTypeMouseReleased, err)
	}
	return nil
}

// mouseClick moves to pt and clicks (twice for a double click).
func (p *Page) mouseClick(ctx context.Context, pt point, button input.MouseButton, mods int64, double bool) error {
	if err := p.pressModifiers(ctx, mods, true); err != nil {
		return err
	}
	defer p.pressModifiers(ctx, mods, false) // let go of even when cancelled (letGo)
	// The mouse is moved there first, unless our last move left it there
	// (Click's hover just did).
	p.mu.Lock()
	there := mods == 0 && p.pointer.moved && p.pointer.at == pt && p.pointer.buttons == 0
	p.mu.Unlock()
	clicks := int64(1)
	if double {
		clicks = 2
	}
	// The move, presses and releases go out together, as a hand's reach
	// the browser (each is still handled in turn): one round trip, and no
	// time between the hover and the press for what the hover starts.
	var cmds []cdp.Command
	if !there {
		cmds = append(cmds, cdp.Command{Method: input.DispatchMouseEvent.Method, Params: mouse.Event(input.DispatchMouseEventTypeMouseMoved, pt.X, pt.Y, mouse.Modifiers(mods))})
	}
	if p.slowPress != nil && len(cmds) > 0 {
		// A test's loaded machine: the press comes after what the hover
		// started.
		if err := p.conn.CallInOrder(ctx, cmds...); err != nil {
			return fmt.Errorf("page: mouse click: %w", err)
		}
		p.slowPress(ctx)
		cmds = nil
	}
	for c := int64(1); c <= clicks; c++ {
		press := mouse.Event(input.DispatchMouseEventTypeMousePressed, pt.X, pt.Y, mouse.Button(button), mouse.Holding(mouse.Bits[button]), mouse.ClickCount(c), mouse.Modifiers(mods))
		release := mouse.Event(input.DispatchMouseEventTypeMouseReleased, pt.X, pt.Y, mouse.Button(button), mouse.Holding(0), mouse.ClickCount(c), mouse.Modifiers(mods))
		cmds = append(cmds, cdp.Command{Method: input.DispatchMouseEvent.Method, Params: press}, cdp.Command{Method: input.DispatchMouseEvent.Method, Params: release})
	}
	err := p.conn.CallInOrder(ctx, cmds...)
	p.mu.Lock()
	p.pointer.at, p.pointer.moved, p.pointer.buttons = pt, true, 0
	p.mu.Unlock()
	if err != nil {
		return fmt.Errorf("page: mouse click: %w", err)
	}
	return nil
}

// pointerState is where the mouse is and which buttons it holds, as far as
// our own events left it.
type pointerState struct {
	at      point
	moved   bool // at is known (the mouse was moved at least once)
	buttons int64
}

// viewportPoint checks that a position given in CSS pixels of the viewport
// lies inside it.
func (p *Page) viewportPoint(ctx context.Context, x, y float64) (point, error) {
	if err := p.usable(); err != nil {
		return point{}, err
	}
	if math.IsNaN(x) || math.IsNaN(y) || math.IsInf(x, 0) || math.IsInf(y, 0) {
		return point{}, actionErrorf("coordinates must be numbers")
	}
	var vp struct{ W, H float64 }
	if err := p.evalValue(ctx, `({W: innerWidth, H: innerHeight})`, &vp); err != nil {
		return point{}, fmt.Errorf("page: reading the viewport size: %w", err)
	}
	if x < 0 || y < 0 || x >= vp.W || y >= vp.H {
		return point{}, actionErrorf("(%g, %g) is outside the viewport, which is %g×%g CSS pixels (what browser_take_screenshot shows): pass x in [0, %g) and y in [0, %g)", x, y, vp.W, vp.H, vp.W, vp.H)
	}
	return point{x, y}, nil
}

// MouseMove moves the mouse to (x, y), in CSS pixels of the viewport,
// holding the buttons that are down.
func (p *Page) MouseMove(ctx context.Context, x, y float64) (Settled, error) {
	pt, err := p.viewportPoint(ctx, x, y)
	if err != nil {
		return Settled{}, err
	}
	p.shownAt(ctx, pt)
	return p.act(ctx, func(ctx context.Context) error {
		p.mu.Lock()
		held := p.pointer.buttons
		p.mu.Unlock()
		return p.mouse(ctx, input.DispatchMouseEventTypeMouseMoved, pt, mouse.Button(mouse.Held(held)), mouse.Holding(held))
	})
}

// ClickAt clicks at (x, y), in CSS pixels of the viewport, clicks times.
func (p *Page) ClickAt(ctx context.Context, x, y float64, button string, clicks int, hold time.Duration) (Settled, error) {
	b, err := mouse.ParseButton(button)
	if err != nil {
		return Settled{}, err
	}
	if clicks == 0 {
		clicks = 1
	}
	if clicks < 1 || clicks > 3 {
		return Settled{}, actionErrorf("clickCount %d: use 1, 2 or 3", clicks)
	}
	if hold < 0 || hold > maxClickHold {
		return Settled{}, actionErrorf("delay %v: use 0 to %d milliseconds", hold, maxClickHold.Milliseconds())
	}
	pt, err := p.viewportPoint(ctx, x, y)
	if err != nil {
		return Settled{}, err
	}
	p.shownAt(ctx, pt)
	return p.act(ctx, func(ctx context.Context) error {
		if err := p.mouse(ctx, input.DispatchMouseEventTypeMouseMoved, pt); err != nil {
			return err
		}
		for c := int64(1); c <= int64(clicks); c++ {
			if err := p.mouse(ctx, input.DispatchMouseEventTypeMousePressed, pt, mouse.Button(b), mouse.Holding(mouse.Bits[b]), mouse.ClickCount(c)); err != nil {
				return err
			}
			if hold > 0 {
				t := time.NewTimer(hold)
				select {
				case <-t.C:
				case <-ctx.Done():
					t.Stop()
				}
			}
			if err := p.release(ctx, pt, b, c); err != nil {
				return err
			}
		}
		return nil
	})
}

// maxClickHold bounds how long ClickAt holds the button (a long press).
const maxClickHold = 10 * time.Second

// MouseButton presses (down) or releases a button where the mouse is.
func (p *Page) MouseButton(ctx context.Context, button string, down bool) (Settled, error) {
	b, err := mouse.ParseButton(button)
	if err != nil {
		return Settled{}, err
	}
	if err := p.usable(); err != nil {
		return Settled{}, err
	}
	p.mu.Lock()
	if p.pointer.moved {
		p.shownAt(ctx, p.pointer.at)
	}
	p.mu.Unlock()
	return p.act(ctx, func(ctx context.Context) error {
		p.mu.Lock()
		at, held := p.pointer.at, p.pointer.buttons
		p.mu.Unlock()
		if down {
			return p.mouse(ctx, input.DispatchMouseEventTypeMousePressed, at, mouse.Button(b), mouse.Holding(held|mouse.Bits[b]), mouse.ClickCount(1))
		}
		return p.mouse(ctx, input.DispatchMouseEventTypeMouseReleased, at, mouse.Button(b), mouse.Holding(held&^mouse.Bits[b]), mouse.ClickCount(1))
	})
}

// DragAt presses the left button at one position, moves to another in
// steps (as a hand does, so libraries with movement thresholds follow) and
// releases it there. Positions are CSS pixels of the viewport.
func (p *Page) DragAt(ctx context.Context, x1, y1, x2, y2 float64) (Settled, DragReport, error) {
	a, err := p.viewportPoint(ctx, x1, y1)
	if err != nil {
		return Settled{}, DragReport{}, err
	}
	b, err := p.viewportPoint(ctx, x2, y2)
	if err != nil {
		return Settled{}, DragReport{}, err
	}
	p.shownDrag(ctx, a, b)
	return p.drag(ctx, nil, a, func(context.Context) (point, error) { return b, nil }, nil)
}

// Wheel scrolls the mouse wheel by (dx, dy) CSS pixels where the mouse is
// (at (x, y) when given), then waits for the scroll to be painted so that
// content a virtualised list renders on scroll is there.
func (p *Page) Wheel(ctx context.Context, dx, dy float64, at *[2]float64) (Settled, error) {
	if err := p.usable(); err != nil {
		return Settled{}, err
	}
	if math.IsNaN(dx) || math.IsNaN(dy) || math.IsInf(dx, 0) || math.IsInf(dy, 0) {
		return Settled{}, actionErrorf("deltaX and deltaY must be numbers")
	}
	var pt point
	if at != nil {
		var err error
		if pt, err = p.viewportPoint(ctx, at[0], at[1]); err != nil {
			return Settled{}, err
		}
	} else {
		p.mu.Lock()
		cur, moved := p.pointer.at, p.pointer.moved
		p.mu.Unlock()
		pt = cur
		if !moved {
			// Nothing moved the mouse yet: the middle of the viewport is
			// where a person's pointer would be, not its corner.
			var vp struct{ W, H float64 }
			if err := p.evalValue(ctx, `({W: innerWidth, H: innerHeight})`, &vp); err != nil {
				return Settled{}, fmt.Errorf("page: reading the viewport size: %w", err)
			}
			pt = point{vp.W / 2, vp.H / 2}
		}
	}
	p.shownAt(ctx, pt)
	return p.actScrolling(ctx, func(ctx context.Context) error {
		// cdproto leaves a zero delta out, which Chromium refuses for a
		// wheel event: send both.
		ev := struct {
			Type   input.DispatchMouseEventType `json:"type"`
			X      float64                      `json:"x"`
			Y      float64                      `json:"y"`
			DeltaX float64                      `json:"deltaX"`
			DeltaY float64                      `json:"deltaY"`
		}{input.DispatchMouseEventTypeMouseWheel, pt.X, pt.Y, dx, dy}
		if err := p.conn.Call(ctx, input.DispatchMouseEvent.Method, ev, nil); err != nil {
			return fmt.Errorf("page: mouse wheel: %w", err)
		}
		p.mu.Lock()
		p.pointer.at, p.pointer.moved = pt, true
		p.mu.Unlock()
		// The wheel scrolls on the compositor and the page hears of it in
		// the next frame or two: wait for them, so the settle that follows
		// sees what the scroll renders.
		fctx, cancel := context.WithTimeout(ctx, 300*time.Millisecond) // hidden windows paint nothing
		defer cancel()
		_ = p.frames2(fctx)
		return nil
	})
}

// jsFrames resolves after two animation frames, or after 100 ms in a
// window that does not paint (inpage/settle.js).
var jsFrames = inpage.Expr("twoFrames").Call()

// frames2 waits for two animation frames of the main frame (bounded, for
// windows that do not paint).
func (p *Page) frames2(ctx context.Context) error {
	return p.evalValue(ctx, jsFrames, nil)
}
