package page

import (
	"context"
	"errors"
	"fmt"
	"time"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"

	"github.com/electron-mcp/electron-mcp/go/cdp"
)

// point is a position in CSS pixels of the main frame's viewport, where
// Input.dispatchMouseEvent wants it.
type point struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

// hitResult is what jsClickPoint reports.
type hitResult struct {
	X       float64 `json:"x"`
	Y       float64 `json:"y"`
	Reason  string  `json:"reason"`  // "" when the point hits the element
	Covered string  `json:"covered"` // description of the element on top, when covered
	InView  bool    `json:"inView"`  // the box measured is wholly inside the viewport
}

// jsAnimatedProps is an expression: a function of an animation that lists
// the CSS properties it animates, in CSS's spelling (margin-top): a
// transition's one, or the keys of an animation's keyframes.
const jsAnimatedProps = `(a => a.transitionProperty ? [a.transitionProperty] : !a.effect || !a.effect.getKeyframes ? [] :
	a.effect.getKeyframes().flatMap(k => Object.keys(k)).filter(k => !['offset', 'computedOffset', 'easing', 'composite'].includes(k)).map(k => k.replace(/[A-Z]/g, c => '-' + c.toLowerCase())))`

// jsMoving is an expression: a function of an element that lists the
// finite animations and transitions now moving it or an ancestor (an
// offcanvas sliding in, a collapse growing, a dialog dropping into place),
// those of geometry only (transform, position, margins, size): a colour
// fading moves nothing.
const jsMoving = `(el => {
	if (!document.getAnimations) return [];
	const geom = /^(transform|translate|scale|rotate|left|top|right|bottom|inset|margin|padding|width|height|min-?width|min-?height|max-?width|max-?height|flex|grid|all$)/i;
	const props = ` + jsAnimatedProps + `;
	return document.getAnimations().filter(a => {
		const t = a.playState === 'running' && a.effect && a.effect.target;
		if (!t || !(t === el || (t.contains && t.contains(el)))) return false;
		if (a.effect.getComputedTiming().endTime === Infinity) return false;
		return props(a).some(p => geom.test(p));
	});
})`

// jsAwaitMoves waits until what moves the element has ended (at most ms)
// and returns how many animations it waited for. What animates around the
// element without moving it — a panel growing under it, whose top stays
// put — is not waited for once the element has kept its place over a
// frame and a click on it reaches it now, as a person clicks a checkbox
// of an accordion still opening. An animation still in its delay moves it
// later: that is waited for.
const jsAwaitMoves = `function(ms) {
	const el = this.nodeType === 1 ? this : this.parentElement;
	const moving = el ? ` + jsMoving + `(el) : [];
	if (!moving.length) return 0;
	const wait = () => {
		let timer;
		const late = new Promise(r => { timer = setTimeout(r, ms); });
		return Promise.race([Promise.all(moving.map(a => a.finished.catch(() => {}))), late]).then(() => { clearTimeout(timer); return moving.length; });
	};
	if (moving.some(a => (a.currentTime || 0) < ((a.effect.getTiming && a.effect.getTiming().delay) || 0))) return wait();
	const box = () => ` + jsBoxKey + `(el);
	const before = box();
	return new Promise(resolve => {
		// A window that paints no frames: wait as for any motion.
		const hidden = setTimeout(() => resolve(wait()), 100);
		requestAnimationFrame(() => {
			clearTimeout(hidden);
			if (box() === before) {
				const r = (` + jsClickPoint + `).call(this, true, 0, true);
				if (r && !r.reason && r.inView) return resolve(0);
			}
			resolve(wait());
		});
	});
}`

// jsBoxKey is an expression: a function of an element that gives its box
// (position and size) as a string, to tell whether it moved.
const jsBoxKey = `(el => { const r = el.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].join(); })`

// jsWatchStill is an expression: a function of an element that starts
// watching it from where its click was measured to where the click's
// stand-still check looks (jsStandStill): where it was, and whether a
// frame has run since the mouse last moved. It keeps nothing for long: the
// check ends it, or two seconds do.
const jsWatchStill = `(el => {
	const all = globalThis.__emcpStill || (globalThis.__emcpStill = new WeakMap());
	const old = all.get(el);
	if (old) old.stop();
	const win = el.ownerDocument.defaultView || window;
	const w = {box: ` + jsBoxKey + `(el), moved: false, framed: false, over: false};
	w.onMove = () => { w.moved = true; w.framed = false; win.requestAnimationFrame(() => { w.framed = true; }); };
	win.addEventListener('mousemove', w.onMove, true);
	w.stop = () => {
		if (w.over) return;
		w.over = true;
		win.removeEventListener('mousemove', w.onMove, true);
		clearTimeout(w.timer);
		if (all.get(el) === w) all.delete(el);
	};
	w.timer = setTimeout(w.stop, 2000);
	all.set(el, w);
})`

// jsClickPointWatched is jsClickPoint, watching the element (jsWatchStill)
// when a click there reaches it.
const jsClickPointWatched = `function(checkHit, waitMs, anyway) {
	const el = this.nodeType === 1 ? this : this.parentElement;
	return Promise.resolve((` + jsClickPoint + `).call(this, checkHit, waitMs, anyway)).then(r => {
		if (checkHit && el && r && !r.reason) { try { ` + jsWatchStill + `(el); } catch (e) {} }
		return r;
	});
}`

// maxAwaitMoves bounds how long a click waits for its element to stop
// moving.
const maxAwaitMoves = 2000 // ms

// jsClickPoint scrolls nothing; it finds the centre of the element's first
// visible box in its own frame's client coordinates and checks that a click
// there reaches the element (or a descendant, or a label of it). With
// waitMs, a covered element is tested again, frame by frame or as the
// cover's animations end, up to waitMs: an overlay on its way out (a
// popover or modal fading after a choice, one a library closes only once
// its opening is over) is gone a moment later, and a person waits for it.
// An element an animation is moving is reported as such, unless anyway is
// set.
const jsClickPoint = `function(checkHit, waitMs, anyway) {
	let lastHit = null;
	// The face of a control that is there only for assistive technology:
	// clipped, transparent or a few pixels, its nearest ancestor with a box
	// is what shows it; null for a control that shows itself.
	const drawnBy = el => {
		const s = getComputedStyle(el), r = el.getBoundingClientRect();
		const clipped = (s.clipPath && s.clipPath !== 'none') || (s.clip && s.clip !== 'auto');
		if (!clipped && parseFloat(s.opacity) >= 0.05 && r.width >= 4 && r.height >= 4) return null;
		for (let n = el.parentElement || (el.parentNode && el.parentNode.host); n; n = n.parentElement || (n.parentNode && n.parentNode.host)) {
			if (n === document.body || n === document.documentElement) return null;
			const b = n.getBoundingClientRect();
			if (b.width >= 4 && b.height >= 4) return n;
		}
		return null;
	};
	const test = () => {
	const el = this.nodeType === 1 ? this : this.parentElement;
	if (!el || !el.isConnected) return {reason: 'detached'};
	if (!anyway && ` + jsMoving + `(el).length) return {reason: 'moving'};
	const vw = window.innerWidth, vh = window.innerHeight;
	let best = null;
	for (const r of el.getClientRects()) {
		const x1 = Math.max(r.left, 0), y1 = Math.max(r.top, 0);
		const x2 = Math.min(r.right, vw), y2 = Math.min(r.bottom, vh);
		if (x2 - x1 >= 1 && y2 - y1 >= 1) { best = {x: (x1 + x2) / 2, y: (y1 + y2) / 2, inView: r.left >= 0 && r.top >= 0 && r.right <= vw && r.bottom <= vh}; break; }
	}
	if (!best) {
		const s = getComputedStyle(el);
		if (s.display === 'none' || s.visibility === 'hidden' || el.getClientRects().length === 0) return {reason: 'hidden'};
		return {reason: 'offscreen'};
	}
	if (!checkHit) return {x: best.x, y: best.y, inView: best.inView};
	// Hit test in the element's own tree scope (its shadow root, open or
	// closed, is what getRootNode gives), and count as reaching it what a
	// click there dispatches through: the composed path of the hit, where
	// slotted nodes pass through their slot. The hosts of the element's
	// scopes never cover it: a hit on one of them is the host's own light
	// text (slotted into the element) or its box.
	const roots = new Map(), hosts = new Set();
	for (let r = el.getRootNode(); r && r.host; r = r.host.getRootNode()) { roots.set(r.host, r); hosts.add(r.host); }
	const scope = el.getRootNode();
	let hit = (scope.elementFromPoint ? scope : document).elementFromPoint(best.x, best.y);
	while (hit && hit.shadowRoot) {
		const inner = hit.shadowRoot.elementFromPoint(best.x, best.y);
		if (!inner || inner === hit) break;
		hit = inner;
	}
	if (!hit) return {x: best.x, y: best.y, inView: best.inView, reason: 'nothing'};
	if (hosts.has(hit)) return {x: best.x, y: best.y, inView: best.inView};
	const flatParent = n => {
		if (n.assignedSlot) return n.assignedSlot;
		const p = n.parentNode;
		if (!p) return null;
		if (p.nodeType === 11) return p.host || null;
		const r = roots.get(p);
		if (r) {
			// Slotted into a closed shadow root: assignedSlot does not tell.
			for (const s of r.querySelectorAll('slot')) if (s.assignedNodes().includes(n)) return s;
		}
		return p;
	};
	for (let n = hit; n; n = flatParent(n)) if (n === el) return {x: best.x, y: best.y, inView: best.inView};
	for (let n = hit; n; n = n.parentNode || n.host) if (n === el) return {x: best.x, y: best.y, inView: best.inView};
	const label = hit.closest && hit.closest('label');
	if (label && label.control === el) return {x: best.x, y: best.y, inView: best.inView};
	if (hit.localName === 'label' && hit.control === el) return {x: best.x, y: best.y, inView: best.inView};
	// A control hidden inside what draws it (MUI's slider: the range input
	// clipped away in its thumb; controls made transparent or shrunk to a
	// pixel inside their custom face): the point is on its nearest ancestor
	// with a box, which is what a person sees and clicks, and whose
	// handlers are the control's. Anything further up covers it.
	if (drawnBy(el) === hit) return {x: best.x, y: best.y, inView: best.inView};
	let d = '<' + hit.localName;
	if (hit.id) d += '#' + hit.id;
	if (typeof hit.className === 'string' && hit.className.trim()) d += '.' + hit.className.trim().split(/\s+/).slice(0, 3).join('.');
	d += '>';
	const t = (hit.innerText || '').trim().replace(/\s+/g, ' ');
	if (t) d += ' "' + (t.length > 40 ? t.slice(0, 40) + '…' : t) + '"';
	lastHit = hit;
	return {x: best.x, y: best.y, inView: best.inView, reason: 'covered', covered: d};
	};
	const first = test();
	if (first.reason !== 'covered' || !(waitMs > 0)) return first;
	const up = n => n.parentNode || n.host || null;
	const encloses = (a, b) => { for (let n = b; n; n = up(n)) if (n === a) return true; return false; };
	// Animations (CSS transitions and animations, Web Animations) of the
	// cover, of what holds it or of what it holds: their end is when to
	// look again.
	const moving = () => document.getAnimations().filter(a => {
		const t = a.playState === 'running' && a.effect && a.effect.target;
		return t && (encloses(t, lastHit) || encloses(lastHit, t));
	});
	const end = performance.now() + waitMs;
	const pause = ms => new Promise(r => setTimeout(r, Math.max(0, ms)));
	return (async () => {
		let r = first;
		while (r.reason === 'covered' && performance.now() < end) {
			const anims = moving();
			if (anims.length) await Promise.race([Promise.all(anims.map(a => a.finished.catch(() => {}))), pause(end - performance.now())]);
			await pause(16);
			r = test();
		}
		return r;
	})();
}`

// coverWait is how long a click waits for what covers its element to go.
const coverWait = 1500

// jsVisibleLabel returns the first visible label of a form control whose
// own box is hidden (custom checkboxes hide the input and style the label).
const jsVisibleLabel = `function() {
	for (const l of this.labels || []) { const r = l.getBoundingClientRect(); if (r.width >= 1 && r.height >= 1) return l; }
	return null;
}`

// jsEditorSurface returns the visible surface of a code editor whose text
// input is hidden — Monaco's and CodeMirror 5's offscreen textareas, Ace's
// transparent one, an EditContext element — as the element a person would
// click: its nearest ancestor with a box of some size. It returns null for
// anything else (inputs that show themselves, hidden ones outside an
// editor).
const jsEditorSurface = `function() {
	const el = this;
	if (el.nodeType !== 1) return null;
	const t = (el.type || '').toLowerCase();
	const editable = el.localName === 'textarea' || (el.localName === 'input' && ['', 'text', 'search'].includes(t)) || el.isContentEditable || !!el.editContext;
	if (!editable) return null;
	const up = n => n.parentElement || (n.parentNode && n.parentNode.host) || null;
	const sized = n => { const r = n.getBoundingClientRect(); return r.width >= 24 && r.height >= 16; };
	let surface = up(el);
	while (surface && !sized(surface)) surface = up(surface);
	if (!surface || surface === document.body || surface === document.documentElement) return null;
	const s = getComputedStyle(el), r = el.getBoundingClientRect(), o = surface.getBoundingClientRect();
	const tiny = r.width < 4 || r.height < 4;
	const clear = parseFloat(s.opacity) < 0.05;
	const clipped = (s.clipPath && s.clipPath !== 'none') || (s.clip && s.clip !== 'auto');
	const away = r.right <= o.left || r.left >= o.right || r.bottom <= o.top || r.top >= o.bottom;
	return tiny || clear || clipped || away ? surface : null;
}`

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
	m := el.measured
	if m == nil {
		m = el
	}
	var hr hitResult
	sctx, cancel := context.WithTimeout(ctx, standStillMax+time.Second)
	err := m.call(sctx, jsStandStill, &hr, int(standStillMax/time.Millisecond))
	cancel()
	if err != nil && ctx.Err() != nil {
		return point{}, ctx.Err()
	}
	if err != nil || hr.Reason != "" || el.measured == nil {
		return p.clickPoint(ctx, el, true)
	}
	off, err := p.frameOffset(ctx, m)
	if err != nil {
		return point{}, err
	}
	return point{hr.X + off.X, hr.Y + off.Y}, nil
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
		return point{}, nil, actionErrorf("element %s is outside the visible area and could not be scrolled into view", el.Target)
	case "covered":
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

// jsContentOrigin returns where an iframe element's content box starts, in
// its own frame's client coordinates.
const jsContentOrigin = `function() {
	const r = this.getBoundingClientRect(), s = getComputedStyle(this);
	return {x: r.left + this.clientLeft + parseFloat(s.paddingLeft), y: r.top + this.clientTop + parseFloat(s.paddingTop)};
}`

// frameOffset returns where the element's frame's viewport starts in the
// main frame's viewport, by adding up the content origins of the iframe
// elements that embed it.
func (p *Page) frameOffset(ctx context.Context, el *Element) (point, error) {
	var off point
	frameID, sess := el.Frame, el.sess
	for i := 0; i < 32; i++ {
		if frameID == "" || frameID == p.MainFrame() {
			return off, nil
		}
		parentFrame, parentSess, err := p.parentOf(ctx, frameID, sess)
		if err != nil {
			return off, err
		}
		owner, err := cdpproto.Call(ctx, parentSess, dom.GetFrameOwner, dom.GetFrameOwnerParams{FrameID: frameID})
		if err != nil {
			return off, fmt.Errorf("page: finding the iframe of frame %s: %w", frameID, err)
		}
		obj, err := cdpproto.Call(ctx, parentSess, dom.ResolveNode, dom.ResolveNodeParams{BackendNodeID: owner.BackendNodeID})
		if err != nil {
			return off, fmt.Errorf("page: resolving the iframe of frame %s: %w", frameID, err)
		}
		ownerEl := &Element{Object: obj.Object.ObjectID, sess: parentSess}
		var o point
		if err := ownerEl.call(ctx, jsContentOrigin, &o); err != nil {
			return off, fmt.Errorf("page: measuring the iframe of frame %s: %w", frameID, err)
		}
		off.X += o.X
		off.Y += o.Y
		frameID, sess = parentFrame, parentSess
	}
	return off, fmt.Errorf("page: frames nested too deeply")
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
