// Package highlight shows the person what the agent's actions acted on.
// The person sees the app, not the agent's transcript, so the element an
// action (click, hover, drag, type, select) acted on is highlighted in
// their view for about a second (an Overlay highlight, which the page
// cannot see) once the action is done (when ShowTargets' show is called;
// the MCP server calls it once the agent pauses between calls): drawing it
// costs the renderer's main thread a few milliseconds, the first in a
// document a frame or more, which neither the action nor the page's own
// work during it then shares with it. The agent's own screenshots never
// contain it (HideForCapture).
//
// Chromium drops a node highlight (Overlay.highlightNode) at the next mouse
// move, which every click starts with, so the highlight is a quad of the
// element's box instead, redrawn every showEvery: it follows the element
// when the page moves it.
//
// The tools that act at coordinates have no element: the person sees a
// marker at the point (At), or a band from the start to the end of a drag
// (Drag), drawn, hidden for captures and taken off the same way.
//
// Overlays also keeps which sessions have their Overlay domain on, for the
// inspect mode of package page's Pick too. Package page holds one per page
// and says what an action met (Wish); the room holds no page.
package highlight

import (
	"context"
	"fmt"
	"math"
	"sync"
	"time"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/overlay"
	"github.com/chromedp/cdproto/runtime"
)

// DefaultShowFor is how long an action's target stays highlighted.
const DefaultShowFor = time.Second

// showEvery is how often the highlight is redrawn where the element is now.
const showEvery = 100 * time.Millisecond

// The highlight's colours differ from DevTools' blue, so a person who knows
// that one does not take it for an inspector.
var (
	showFill    = &cdpproto.RGBA{R: 255, G: 153, B: 0, A: 0.30}
	showOutline = &cdpproto.RGBA{R: 230, G: 110, B: 0, A: 0.90}
)

// Overlays tracks the sessions (a page's, its out-of-process iframes')
// whose Overlay domain is on, and the highlight shown in them.
type Overlays struct {
	done <-chan struct{} // closed when the page's connection closes

	mu sync.Mutex
	on map[cdpproto.Session]bool

	show  sync.Mutex // held while a highlight is sent or a capture runs
	shown *Highlight // the action's target being shown
}

// New returns the overlays of a page whose connection ends with done.
func New(done <-chan struct{}) *Overlays {
	return &Overlays{done: done, on: map[cdpproto.Session]bool{}}
}

// On enables DOM and Overlay in a session, once.
func (o *Overlays) On(ctx context.Context, sess cdpproto.Session) error {
	o.mu.Lock()
	done := o.on[sess]
	o.mu.Unlock()
	if done {
		return nil
	}
	if err := sess.Call(ctx, dom.Enable.Method, nil, nil); err != nil {
		return fmt.Errorf("page: enabling DOM: %w", err)
	}
	if err := sess.Call(ctx, overlay.Enable.Method, nil, nil); err != nil {
		return fmt.Errorf("page: enabling the overlay: %w", err)
	}
	o.mu.Lock()
	o.on[sess] = true
	o.mu.Unlock()
	return nil
}

// Highlight is a target to show: an element, or a fixed quad. While shown
// it lives in its Overlays, whose show mutex is held while it is drawn, so
// that a capture that holds the mutex never sees one drawn meanwhile.
type Highlight struct {
	sess   cdpproto.Session
	object runtime.RemoteObjectID // the element shown, or "" for a fixed quad
	quad   dom.Quad               // what is shown when there is no element
	until  time.Time
	drawn  bool
}

// Element is the highlight of an element (a remote object of sess).
func Element(sess cdpproto.Session, object runtime.RemoteObjectID) *Highlight {
	return &Highlight{sess: sess, object: object}
}

// markerRadius is half the width of the marker at a point, in CSS pixels.
const markerRadius = 12

// At is a marker (a diamond) at x, y of sess's viewport.
func At(sess cdpproto.Session, x, y float64) *Highlight {
	r := float64(markerRadius)
	return &Highlight{sess: sess, quad: dom.Quad{x, y - r, x + r, y, x, y + r, x - r, y}}
}

// Drag is a drag from (ax, ay) to (bx, by) of sess's viewport: a band that
// starts narrow at a and ends wide at b, covering both points.
func Drag(sess cdpproto.Session, ax, ay, bx, by float64) *Highlight {
	dx, dy := bx-ax, by-ay
	l := math.Hypot(dx, dy)
	if l < 1 {
		return At(sess, bx, by)
	}
	ux, uy := dx/l, dy/l // along the drag
	nx, ny := -uy, ux    // across it
	r := float64(markerRadius)
	w1, w2 := r/2, r // half widths at the start and the end
	sx, sy := ax-ux*w1, ay-uy*w1
	ex, ey := bx+ux*w1, by+uy*w1
	return &Highlight{sess: sess, quad: dom.Quad{sx + nx*w1, sy + ny*w1, ex + nx*w2, ey + ny*w2, ex - nx*w2, ey - ny*w2, sx - nx*w1, sy - ny*w1}}
}

// Show draws h for d, replacing the highlight before, and keeps it where
// its element is until its time is up.
func (o *Overlays) Show(h *Highlight, d time.Duration) {
	h.until = time.Now().Add(d)
	o.show.Lock()
	prev := o.shown
	o.shown = h
	o.show.Unlock()
	go o.follow(h, prev)
}

// follow draws h where its element is, until its time is up, another
// highlight replaces it, or the element is gone.
func (o *Overlays) follow(h, prev *Highlight) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		select {
		case <-o.done:
			cancel()
		case <-ctx.Done():
		}
	}()
	if prev != nil && prev.sess != h.sess {
		o.show.Lock()
		hide(ctx, prev)
		o.show.Unlock()
	}
	t := time.NewTicker(showEvery)
	defer t.Stop()
	for {
		o.show.Lock()
		if o.shown != h {
			o.show.Unlock()
			return // replaced: the new one draws over it
		}
		if time.Now().After(h.until) || !o.draw(ctx, h) {
			hide(ctx, h)
			o.shown = nil
			o.show.Unlock()
			return
		}
		o.show.Unlock()
		select {
		case <-t.C:
		case <-ctx.Done():
			return
		}
	}
}

// draw highlights the box of h's element where it is now; false when the
// element has no box any more. o.show is held.
func (o *Overlays) draw(ctx context.Context, h *Highlight) bool {
	dctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	if err := o.On(dctx, h.sess); err != nil {
		return false
	}
	if h.object == "" {
		// A point or a drag: the quad is fixed; a page that cannot draw it
		// any more (crashed, gone) ends it.
		err := h.sess.Call(dctx, overlay.HighlightQuad.Method, overlay.HighlightQuadParams{Quad: h.quad, Color: showFill, OutlineColor: showOutline}, nil)
		h.drawn = err == nil
		return err == nil
	}
	res, err := cdpproto.Call(dctx, h.sess, dom.GetContentQuads, dom.GetContentQuadsParams{ObjectID: h.object})
	if err != nil || len(res.Quads) == 0 {
		return false
	}
	// One box around every line of an inline element.
	x1, y1, x2, y2 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, q := range res.Quads {
		for i := 0; i+1 < len(q); i += 2 {
			x1, x2 = math.Min(x1, q[i]), math.Max(x2, q[i])
			y1, y2 = math.Min(y1, q[i+1]), math.Max(y2, q[i+1])
		}
	}
	quad := dom.Quad{x1, y1, x2, y1, x2, y2, x1, y2}
	err = h.sess.Call(dctx, overlay.HighlightQuad.Method, overlay.HighlightQuadParams{Quad: quad, Color: showFill, OutlineColor: showOutline}, nil)
	h.drawn = err == nil
	return true
}

// hide takes h's highlight off. Its Overlays' show mutex is held.
func hide(ctx context.Context, h *Highlight) {
	if !h.drawn {
		return
	}
	hctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Second)
	defer cancel()
	_ = h.sess.Call(hctx, overlay.HideHighlight.Method, nil, nil)
	h.drawn = false
}

// HideForCapture takes the highlight off for a screenshot of the agent's
// and returns what ends the capture: the highlight is drawn again on its
// next round if its time is not up.
func (o *Overlays) HideForCapture(ctx context.Context) (done func()) {
	o.show.Lock()
	if h := o.shown; h != nil {
		hide(ctx, h)
	}
	return o.show.Unlock
}

type showKey struct{}

// request is an action's wish to show its target: the last element or
// point the action met, drawn when show is called.
type request struct {
	d  time.Duration
	mu sync.Mutex
	o  *Overlays
	h  *Highlight
}

// ShowTargets marks ctx as an action's whose target is shown to the
// person, for d (DefaultShowFor when 0): the last target Wish was given
// with it. show draws it, once: the caller calls it when the action is
// done.
func ShowTargets(ctx context.Context, d time.Duration) (_ context.Context, show func()) {
	if d <= 0 {
		d = DefaultShowFor
	}
	r := &request{d: d}
	return context.WithValue(ctx, showKey{}, r), r.show
}

// show draws the target the action met last, if any, once.
func (r *request) show() {
	r.mu.Lock()
	o, h := r.o, r.h
	r.o, r.h = nil, nil
	r.mu.Unlock()
	if h != nil {
		o.Show(h, r.d)
	}
}

// Wish makes h the target ctx's action shows in o (ShowTargets), if it
// shows one.
func (o *Overlays) Wish(ctx context.Context, h *Highlight) {
	r, _ := ctx.Value(showKey{}).(*request)
	if r == nil {
		return
	}
	r.mu.Lock()
	r.o, r.h = o, h
	r.mu.Unlock()
}
