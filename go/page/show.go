package page

import (
	"context"
	"math"
	"sync"
	"time"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/overlay"
	"github.com/chromedp/cdproto/runtime"
)

// Showing the agent's actions: the person sees the app, not the agent's
// transcript, so the element an action (click, hover, drag, type, select)
// acted on is highlighted in their view for about a second (an Overlay
// highlight, which the page cannot see) once the action is done (when
// ShowTargets' show is called; the MCP server calls it once the agent
// pauses between calls): drawing it costs the renderer's main thread a
// few milliseconds, the first in a document a frame or more, which
// neither the action nor the page's own work during it then shares with
// it. The agent's own screenshots never contain it.
//
// Chromium drops a node highlight (Overlay.highlightNode) at the next mouse
// move, which every click starts with, so the highlight is a quad of the
// element's box instead, redrawn every showEvery: it follows the element
// when the page moves it.
//
// The tools that act at coordinates have no element: the person sees a
// marker at the point (shownAt), or a band from the start to the end of a
// drag (shownDrag), drawn, hidden for captures and taken off the same way.

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

type showKey struct{}

// showRequest is an action's wish to show its target: the last element or
// point the action met, drawn when show is called.
type showRequest struct {
	d  time.Duration
	mu sync.Mutex
	p  *Page
	h  *highlight
}

// ShowTargets marks ctx as an action's whose target is shown to the
// person, for d (DefaultShowFor when 0): the last element Resolve found
// with it (or the point or drag of a tool that acts at coordinates). show
// draws it, once: the caller calls it when the action is done.
func ShowTargets(ctx context.Context, d time.Duration) (_ context.Context, show func()) {
	if d <= 0 {
		d = DefaultShowFor
	}
	r := &showRequest{d: d}
	return context.WithValue(ctx, showKey{}, r), r.show
}

// show draws the target the action met last, if any, once.
func (r *showRequest) show() {
	r.mu.Lock()
	p, h := r.p, r.h
	r.p, r.h = nil, nil
	r.mu.Unlock()
	if h != nil {
		h.until = time.Now().Add(r.d)
		p.showing(h)
	}
}

// toShow makes h the target ctx's action shows (ShowTargets), if it shows
// one.
func (p *Page) toShow(ctx context.Context, h *highlight) {
	r, _ := ctx.Value(showKey{}).(*showRequest)
	if r == nil {
		return
	}
	r.mu.Lock()
	r.p, r.h = p, h
	r.mu.Unlock()
}

// highlight is the target being shown. It lives in p.overlays, whose show
// mutex is held while it is drawn, so that a capture that holds the mutex
// never sees one drawn meanwhile.
type highlight struct {
	sess   cdpproto.Session
	object runtime.RemoteObjectID // the element shown, or "" for a fixed quad
	quad   dom.Quad               // what is shown when there is no element
	until  time.Time
	drawn  bool
}

// shown makes el the target ctx's action shows (ShowTargets).
func (p *Page) shown(ctx context.Context, el *Element) {
	if el == nil || el.Object == "" {
		return
	}
	p.toShow(ctx, &highlight{sess: el.sess, object: el.Object})
}

// markerRadius is half the width of the marker at a point, in CSS pixels.
const markerRadius = 12

// shownAt makes a marker at pt of the viewport (a diamond) what ctx's
// action shows (ShowTargets).
func (p *Page) shownAt(ctx context.Context, pt point) {
	r := float64(markerRadius)
	quad := dom.Quad{pt.X, pt.Y - r, pt.X + r, pt.Y, pt.X, pt.Y + r, pt.X - r, pt.Y}
	p.toShow(ctx, &highlight{sess: p.conn, quad: quad})
}

// shownDrag makes a drag from a to b what ctx's action shows: a band that
// starts narrow at a and ends wide at b, covering both points.
func (p *Page) shownDrag(ctx context.Context, a, b point) {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	if l < 1 {
		p.shownAt(ctx, b)
		return
	}
	ux, uy := dx/l, dy/l // along the drag
	nx, ny := -uy, ux    // across it
	r := float64(markerRadius)
	w1, w2 := r/2, r // half widths at the start and the end
	sx, sy := a.X-ux*w1, a.Y-uy*w1
	ex, ey := b.X+ux*w1, b.Y+uy*w1
	quad := dom.Quad{sx + nx*w1, sy + ny*w1, ex + nx*w2, ey + ny*w2, ex - nx*w2, ey - ny*w2, sx - nx*w1, sy - ny*w1}
	p.toShow(ctx, &highlight{sess: p.conn, quad: quad})
}

// showing makes h the highlight shown, replacing the one before.
func (p *Page) showing(h *highlight) {
	o := &p.overlays
	o.show.Lock()
	prev := o.shown
	o.shown = h
	o.show.Unlock()
	go p.follow(h, prev)
}

// follow draws h where its element is, until its time is up, another
// highlight replaces it, or the element is gone.
func (p *Page) follow(h, prev *highlight) {
	o := &p.overlays
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		select {
		case <-p.conn.Done():
			cancel()
		case <-ctx.Done():
		}
	}()
	if prev != nil && prev.sess != h.sess {
		o.show.Lock()
		p.hide(ctx, prev)
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
		if time.Now().After(h.until) || !p.draw(ctx, h) {
			p.hide(ctx, h)
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
// element has no box any more. p.overlays.show is held.
func (p *Page) draw(ctx context.Context, h *highlight) bool {
	dctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	if err := p.overlayOn(dctx, h.sess); err != nil {
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

// hide takes h's highlight off. p.overlays.show is held.
func (p *Page) hide(ctx context.Context, h *highlight) {
	if !h.drawn {
		return
	}
	hctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Second)
	defer cancel()
	_ = h.sess.Call(hctx, overlay.HideHighlight.Method, nil, nil)
	h.drawn = false
}

// hideForCapture takes the highlight off for a screenshot of the agent's
// and returns what ends the capture: the highlight is drawn again on its
// next round if its time is not up.
func (p *Page) hideForCapture(ctx context.Context) (done func()) {
	o := &p.overlays
	o.show.Lock()
	if h := o.shown; h != nil {
		p.hide(ctx, h)
	}
	return o.show.Unlock
}
