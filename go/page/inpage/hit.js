// @ts-check
// Where a click on an element lands (pointer.go, actions.go): the hit
// test, waiting for what moves the element or covers it, and what to click
// in a hidden control's place.

/**
 * Scrolls nothing; finds the centre of the element's first visible box in
 * its own frame's client coordinates and checks that a click there reaches
 * the element (or a descendant, or a label of it). With waitMs, a covered
 * element is tested again, frame by frame or as the cover's animations
 * end, up to waitMs: an overlay on its way out (a popover or modal fading
 * after a choice, one a library closes only once its opening is over) is
 * gone a moment later, and a person waits for it. An element an animation
 * is moving is reported as such, unless anyway is set.
 * @this {Node}
 * @param {boolean} checkHit
 * @param {number} waitMs
 * @param {boolean} anyway
 * @returns {HitResult | Promise<HitResult>}
 */
function clickPoint(checkHit, waitMs, anyway) {
  /** @type {Element | null} */
  let lastHit = null;
  // The face of a control that is there only for assistive technology:
  // clipped, transparent or a few pixels, or held in a clipped pixel
  // (React Aria's VisuallyHidden, the control's own box left as wide as
  // ever), its nearest ancestor with a box is what shows it; null for a
  // control that shows itself.
  /** @param {Element} el */
  const drawnBy = el => {
    /** @type {Element | null} */
    let hidden = el;
    if (takesItsOwnClick(el)) return null;
    if (!hiddenFromSight(el)) {
      const w = composedParent(el);
      const ws = w && getComputedStyle(w), wr = w && w.getBoundingClientRect();
      hidden = w && ws && wr && (wr.width < 4 || wr.height < 4) && (clipped(ws) || ws.overflow === 'hidden') ? w : null;
    }
    if (!hidden) return null;
    for (let n = composedParent(hidden); n; n = composedParent(n)) {
      if (n === document.body || n === document.documentElement) return null;
      const b = n.getBoundingClientRect();
      if (b.width >= 4 && b.height >= 4) return n;
    }
    return null;
  };
  /** @returns {HitResult} */
  const test = () => {
    const el = elementOf(this);
    if (!el || !el.isConnected) return {reason: 'detached'};
    if (!anyway && movingAnimations(el).length) return {reason: 'moving'};
    const vw = window.innerWidth, vh = window.innerHeight;
    let best = null;
    // A control drawn by its face and labelled by no visible label (a
    // slider's thumb): the click goes to the middle of the face.
    const face = drawnBy(el);
    const aimed = face && !visibleLabel.call(el) ? face : el;
    for (const r of aimed.getClientRects()) {
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
    /** @type {Map<Node, ShadowRoot>} */
    const roots = new Map();
    /** @type {Set<Element>} */
    const hosts = new Set();
    for (let r = /** @type {ShadowRoot} */ (el.getRootNode()); r && r.host; r = /** @type {ShadowRoot} */ (r.host.getRootNode())) { roots.set(r.host, r); hosts.add(r.host); }
    const scope = /** @type {Document | ShadowRoot} */ (el.getRootNode());
    const hit = deepestAt(/** @type {Partial<DocumentOrShadowRoot>} */ (scope).elementFromPoint ? scope : document, best.x, best.y);
    if (!hit) return {x: best.x, y: best.y, inView: best.inView, reason: 'nothing'};
    if (hosts.has(hit)) return {x: best.x, y: best.y, inView: best.inView};
    /**
     * @param {Node} n
     * @returns {Node | null}
     */
    const flatParent = n => {
      const slot = /** @type {Element} */ (n).assignedSlot;
      if (slot) return slot;
      const p = n.parentNode;
      if (!p) return null;
      if (p.nodeType === 11) return /** @type {ShadowRoot} */ (p).host || null;
      const r = roots.get(p);
      if (r) {
        // Slotted into a closed shadow root: assignedSlot does not tell.
        for (const s of r.querySelectorAll('slot')) if (s.assignedNodes().includes(n)) return s;
      }
      return p;
    };
    for (let n = /** @type {Node | null} */ (hit); n; n = flatParent(n)) if (n === el) return {x: best.x, y: best.y, inView: best.inView};
    for (let n = /** @type {Node | null} */ (hit); n; n = n.parentNode || /** @type {ShadowRoot} */ (n).host) if (n === el) return {x: best.x, y: best.y, inView: best.inView};
    const label = hit.closest && hit.closest('label');
    if (label && label.control === el) return {x: best.x, y: best.y, inView: best.inView};
    if (hit.localName === 'label' && /** @type {HTMLLabelElement} */ (hit).control === el) return {x: best.x, y: best.y, inView: best.inView};
    // A control hidden inside what draws it (MUI's slider: the range input
    // clipped away in its thumb; controls made transparent or shrunk to a
    // pixel inside their custom face): the point is on its nearest ancestor
    // with a box, which is what a person sees and clicks, and whose
    // handlers are the control's. Anything further up covers it.
    // A control hidden from sight apart from the label that draws it
    // (jQuery UI's checkboxradio: the input a clipped pixel after it): its
    // pixel lies over something else, where a click does nothing; a
    // person clicks the label (pointer.go clicks hiddenControlLabel).
    if (face && aimed === el && hiddenFromSight(el)) return {reason: 'label'};
    if (face === hit) return {x: best.x, y: best.y, inView: best.inView};
    if (aimed === face) for (let n = /** @type {Node | null} */ (hit); n; n = flatParent(n)) if (n === face) return {x: best.x, y: best.y, inView: best.inView};
    if (placeholderOver(el, hit)) return {x: best.x, y: best.y, inView: best.inView};
    // An element that lets the pointer through to an ancestor of its own
    // (pointer-events: none on it or on what holds it, up to that
    // ancestor) that shows itself clickable (a pointer cursor) is clicked
    // there, as the page means, when it is a box to tick (or its label)
    // drawn in a row that takes the click: Carbon's multi-select option
    // takes the click for the checkbox and label it holds. Not a popup
    // that lets nothing through while it opens (antd's), whatever is
    // behind it: that is waited for, as a cover.
    if (tickBox(el) && passesTo(aimed, hit, flatParent) && getComputedStyle(hit).cursor === 'pointer' &&
      !movingAnimations(el).length && !fadingIn(el).length) return {x: best.x, y: best.y, inView: best.inView};
    lastHit = hit;
    return {x: best.x, y: best.y, inView: best.inView, reason: 'covered', covered: describeAs(hit, /** @type {HTMLElement} */ (hit).innerText || '')};
  };
  const first = test();
  if (first.reason !== 'covered' || !(waitMs > 0)) return first;
  /**
   * @param {Node} n
   * @returns {Node | null}
   */
  const up = n => n.parentNode || /** @type {ShadowRoot} */ (n).host || null;
  /**
   * @param {Node} a
   * @param {Node} b
   */
  const encloses = (a, b) => { for (let n = /** @type {Node | null} */ (b); n; n = up(n)) if (n === a) return true; return false; };
  // Animations (CSS transitions and animations, Web Animations) of the
  // cover, of what holds it or of what it holds: their end is when to
  // look again.
  const moving = () => document.getAnimations().filter(a => {
    const e = effectOf(a);
    const t = a.playState === 'running' && e && e.target;
    const h = /** @type {Element} */ (lastHit);
    return t && (encloses(t, h) || encloses(h, t));
  });
  const end = performance.now() + waitMs;
  /** @param {number} ms */
  const pause = ms => new Promise(r => setTimeout(r, Math.max(0, ms)));
  return (async () => {
    let r = first;
    while (r.reason === 'covered' && performance.now() < end) {
      const anims = moving();
      if (anims.length) await Promise.race([allFinished(anims), pause(end - performance.now())]);
      await pause(16);
      r = test();
    }
    return r;
  })();
}

/**
 * The element at a point of scope, through the open shadow roots on top.
 * @param {Document | ShadowRoot} scope
 * @param {number} x
 * @param {number} y
 * @returns {Element | null}
 */
function deepestAt(scope, x, y) {
  let hit = scope.elementFromPoint(x, y);
  while (hit && hit.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}

/**
 * clickPoint, watching the element (watchStill) when a click there
 * reaches it.
 * @this {Node}
 * @param {boolean} checkHit
 * @param {number} waitMs
 * @param {boolean} anyway
 * @returns {Promise<HitResult>}
 */
function clickPointWatched(checkHit, waitMs, anyway) {
  const el = elementOf(this);
  return Promise.resolve(clickPoint.call(this, checkHit, waitMs, anyway)).then(r => {
    if (checkHit && el && r && !r.reason) { try { watchStill(el); } catch (e) {} }
    return r;
  });
}

/**
 * Starts watching an element from where its click was measured to where
 * the click's stand-still check looks (standStill): where it was,
 * whether a frame has run since, and whether the mouse moved over it. It keeps nothing for
 * long: the check ends it, or two seconds do.
 * @param {Element} el
 */
function watchStill(el) {
  const all = globalThis.__emcpStill || (globalThis.__emcpStill = new WeakMap());
  const old = all.get(el);
  if (old) old.stop();
  const win = el.ownerDocument.defaultView || window;
  /** @type {StillWatch} */
  const w = {
    box: boxKey(el), moved: false, framed: false, over: false,
    onMove: () => { w.moved = true; },
    stop: () => {
      if (w.over) return;
      w.over = true;
      win.removeEventListener('mousemove', w.onMove, true);
      clearTimeout(w.timer);
      if (all.get(el) === w) all.delete(el);
    },
    timer: 0,
  };
  win.addEventListener('mousemove', w.onMove, true);
  win.requestAnimationFrame(() => { w.framed = true; });
  w.timer = setTimeout(w.stop, 2000);
  all.set(el, w);
}

/**
 * Resolves once the element's box is the same, or nearly (nearlySame), in
 * two frames running (or it still moves after ms), or at once when it was
 * watched standing still
 * since it was measured, then tests where a click on it lands now
 * (clickPoint, no wait for a cover, moving or not): one round trip for
 * both. For a hover (after the mouse moved over it).
 * @this {Node}
 * @param {number} ms
 * @returns {Promise<HitResult>}
 */
function standStill(ms) {
  return stillThen(this, ms, true);
}

/**
 * A click's check before its hover and press, which then go out together,
 * as Playwright's click does them: the element stands still (standStill,
 * before the hover) and a click at its point reaches it; then the press is
 * watched (watchPress). Pressing at once after the hover matters: a
 * control the hover opens on a timer (MUI's speed dial) takes a press
 * that comes a frame later for a second toggle, and closes.
 * @this {Node}
 * @param {number} ms
 * @returns {Promise<HitResult>}
 */
function armClick(ms) {
  const el = elementOf(this);
  return stillThen(this, ms, false).then(r => {
    if (el && !r.reason && r.x !== undefined && r.y !== undefined) {
      watchPress(el, r.x, r.y);
      noteBusy(el);
      // A trigger of a popup that the pointer opens, a moment after it
      // came (Shoelace's submenu item, 100 ms), and a click does not:
      // what shows is watched for, as after a hover (reveal.go).
      // (Shoelace's item says so on the part in its shadow root, with an
      // empty value.)
      const part = el.shadowRoot && el.shadowRoot.querySelector('[aria-haspopup]');
      const popup = (el.hasAttribute('aria-haspopup') ? el : part || el).getAttribute('aria-haspopup');
      if (popup !== null && popup !== 'false') {
        watchReveal.call(this);
        r.popup = true;
      }
    }
    return r;
  });
}

/**
 * @param {Node} node
 * @param {number} ms
 * @param {boolean} hovered the mouse is over it already
 * @returns {Promise<HitResult>}
 */
function stillThen(node, ms, hovered) {
  const el = elementOf(node);
  const start = performance.now();
  return new Promise(resolve => {
    // Where a click lands once what holds the element has faded in (ms
    // from the start at most): it is there for a person then.
    const hit = () => {
      const fades = el ? fadingIn(el) : [];
      if (!fades.length) return resolve(clickPoint.call(node, true, 0, true));
      Promise.race([allFinished(fades), new Promise(r => setTimeout(r, Math.max(0, start + ms - performance.now())))])
        .then(() => resolve(clickPoint.call(node, true, 0, true)));
    };
    if (!el) return hit();
    const box = () => boxKey(el);
    // Watched since it was measured: when a frame has run since (and the
    // mouse has moved over it, for a hover: its handlers have run), it is
    // where it was and nothing animates it, it has stood still over a
    // frame, as Playwright's check wants.
    const w = globalThis.__emcpStill && globalThis.__emcpStill.get(el);
    if (w) {
      w.stop();
      if ((w.moved || !hovered) && w.framed && box() === w.box && !movingAnimations(el).length) return hit();
    }
    let last = box(), over = false;
    const end = () => { if (!over) { over = true; hit(); } };
    const step = () => {
      if (over) return;
      const now = box();
      if (nearlySame(last, now)) return end();
      last = now;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
    setTimeout(end, ms);
  });
}

/**
 * Watches the press of a click sent with its hover: the first press,
 * release or click the window hears must reach the element, or what was
 * under the point when the click was checked (a child the hover adds
 * counts); otherwise the hover moved the element or put something over it,
 * and that press, and the rest of its click, are stopped before the
 * page's handlers hear them (pressVerdict says so, and the click is tried
 * again where the element is now). Two seconds at most.
 * @param {Element} el
 * @param {number} x
 * @param {number} y
 */
function watchPress(el, x, y) {
  const old = globalThis.__emcpPress;
  if (old) old.stop();
  // A watch this document kept for a press into one of its iframes ends
  // now: left by a click whose press opened a dialog (the page could not
  // be asked to end it then), it would stop this click's press.
  const framed = globalThis.__emcpFramePress;
  if (framed) framed.stop();
  const doc = el.ownerDocument;
  const under = deepestAt(doc, x, y);
  globalThis.__emcpPress = watchPresses(doc.defaultView || window, path => path.includes(el) || (!!under && path.includes(under)), w => {
    if (globalThis.__emcpPress === w) globalThis.__emcpPress = undefined;
  });
}

/**
 * Watches, in the document that holds an iframe (this), for the press of
 * a click sent into the iframe: a press this document hears did not go
 * into the iframe (a document hears no event of the documents it embeds),
 * so the hover moved the iframe or put something of this document over
 * it, and the press would reach what is here instead. Such a press, and
 * the rest of its click, are stopped before the page's handlers hear them
 * (framePressVerdict says what it reached). Two seconds at most.
 * @this {Node}
 */
function watchFramePress() {
  const frame = elementOf(this);
  if (!frame) return;
  const old = globalThis.__emcpFramePress;
  if (old) old.stop();
  globalThis.__emcpFramePress = watchPresses(frame.ownerDocument.defaultView || window, () => false, w => {
    if (globalThis.__emcpFramePress === w) globalThis.__emcpFramePress = undefined;
  });
}

/**
 * Watches the presses, releases and clicks a window hears, for two seconds
 * at most: reaches says whether the first one, by its composed path,
 * reached what the click is for; if not, it and the rest of its click are
 * stopped before the page's handlers hear them, and the watch's state says
 * what it reached instead. ended runs when the watch stops.
 * @param {Window} win
 * @param {(path: EventTarget[]) => boolean} reaches
 * @param {(w: PressWatch) => void} ended
 * @returns {PressWatch}
 */
function watchPresses(win, reaches, ended) {
  const types = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'auxclick', 'dblclick', 'contextmenu'];
  /** @type {PressWatch['state']} */
  const state = {seen: false, ok: false, target: ''};
  /** @param {Event} e */
  const listener = e => {
    if (!e.isTrusted) return;
    if (!state.seen) {
      state.seen = true;
      const path = e.composedPath();
      state.ok = reaches(path);
      if (!state.ok) {
        const t = /** @type {Element} */ (path[0]);
        state.target = t && t.nodeType === 1 ? describeAs(t, /** @type {HTMLElement} */ (t).innerText || '') : 'something else';
      }
    }
    if (!state.ok) { e.preventDefault(); e.stopImmediatePropagation(); }
  };
  for (const t of types) win.addEventListener(t, listener, true);
  const stop = () => {
    clearTimeout(timer);
    for (const t of types) win.removeEventListener(t, listener, true);
    ended(watch);
  };
  const timer = setTimeout(stop, 2000);
  /** @type {PressWatch} */
  const watch = {state, stop};
  return watch;
}

/**
 * Ends the watch of watchFramePress and says whether this document heard
 * the press (seen; ok is then false) and what it reached here.
 * @returns {PressWatch['state']}
 */
function framePressVerdict() {
  return endPressWatch(globalThis.__emcpFramePress);
}

/**
 * Ends a press watch and returns its state (none seen when there is none).
 * @param {PressWatch | undefined} w
 * @returns {PressWatch['state']}
 */
function endPressWatch(w) {
  if (!w) return {seen: false, ok: false, target: ''};
  w.stop();
  return w.state;
}

/**
 * Ends the watch of watchPress and says what the press reached: seen
 * (the window heard it), ok (it reached the element), target (what it
 * reached instead, stopped).
 * @returns {{seen: boolean, ok: boolean, target: string}}
 */
function pressVerdict() {
  return endPressWatch(globalThis.__emcpPress);
}

/**
 * Waits until what moves the element has ended (at most ms) and returns
 * how many animations it waited for. What animates around the element
 * without moving it — a panel growing under it, whose top stays put — is
 * not waited for once the element has kept its place over a frame (or
 * nearly: nearlySame, the slow end of a menu scaling open) and a click on
 * it reaches it now, as a person clicks a checkbox of an accordion still
 * opening. An animation still in its delay moves it later:
 * that is waited for.
 * @this {Node}
 * @param {number} ms
 * @returns {number | Promise<number>}
 */
function awaitMoves(ms) {
  const el = elementOf(this);
  if (!el) return 0;
  const moving = movingAnimations(el);
  if (!moving.length) return 0;
  const wait = () => {
    /** @type {number | undefined} */
    let timer;
    const late = new Promise(r => { timer = setTimeout(r, ms); });
    return Promise.race([allFinished(moving), late]).then(() => { clearTimeout(timer); return moving.length; });
  };
  if (moving.some(a => (/** @type {number} */ (a.currentTime) || 0) < ((/** @type {AnimationEffect} */ (a.effect).getTiming && /** @type {number} */ (/** @type {AnimationEffect} */ (a.effect).getTiming().delay)) || 0))) return wait();
  const box = () => boxKey(el);
  let before = box();
  return new Promise(resolve => {
    let over = false;
    /** @param {number | Promise<number>} v */
    const end = v => { if (!over) { over = true; resolve(v); } };
    // A window that paints no frames: wait as for any motion.
    const hidden = setTimeout(() => end(wait()), 100);
    // Looked at every frame until the animations end: a control at the
    // top of a collapse that grows open (Bootstrap's, clipping it until
    // the panel is tall enough) is clicked once it shows, in its place.
    const look = () => {
      if (over) return;
      clearTimeout(hidden);
      const now = box();
      if (nearlySame(before, now)) {
        const r = /** @type {HitResult} */ (clickPoint.call(this, true, 0, true));
        if (r && !r.reason && r.inView) return end(0);
      }
      before = now;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
    Promise.race([allFinished(moving), new Promise(r => setTimeout(r, ms))]).then(() => end(moving.length));
  });
}

/**
 * The first visible label of a form control whose own box is hidden
 * (custom checkboxes hide the input and style the label).
 * @this {Element & {labels?: NodeListOf<HTMLLabelElement> | null}}
 * @returns {HTMLLabelElement | null}
 */
function visibleLabel() {
  for (const l of this.labels || []) { const r = l.getBoundingClientRect(); if (r.width >= 1 && r.height >= 1) return l; }
  return null;
}

/**
 * Whether an element transparent to the eye, but of a size and not
 * clipped, is what the pointer meets in its middle: a row's action button
 * that shows as the pointer comes over the row (Actual's "Edit account
 * name", at opacity 0 until then), or a transparent input laid over the
 * face it takes the clicks for. It is clicked where it is, not through
 * what holds it.
 * @param {Element} el
 * @returns {boolean}
 */
function takesItsOwnClick(el) {
  const s = getComputedStyle(el), r = el.getBoundingClientRect();
  if (parseFloat(s.opacity) >= 0.05 || clipped(s) || r.width < 4 || r.height < 4) return false;
  const root = /** @type {Document | ShadowRoot} */ (el.getRootNode());
  const at = root.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return !!at && (at === el || el.contains(at));
}

/**
 * The visible label of a form control a person cannot see (hiddenFromSight),
 * as libraries hide a radio or checkbox they draw themselves (MUI's Rating
 * puts every star's input at the group's corner, under the first star).
 * Null for a control that shows itself, or has no visible label. The label
 * is hit-tested in its turn: a cover over it still refuses the click.
 * @this {Element & {labels?: NodeListOf<HTMLLabelElement> | null}}
 * @returns {HTMLLabelElement | null}
 */
function hiddenControlLabel() {
  return hiddenFromSight(this) ? visibleLabel.call(this) : null;
}

/**
 * The visible surface of a code editor whose text input is hidden —
 * Monaco's and CodeMirror 5's offscreen textareas, Ace's transparent one,
 * an EditContext element — as the element a person would click: its
 * nearest ancestor with a box of some size. Null for anything else (inputs
 * that show themselves, hidden ones outside an editor).
 * @this {Node}
 * @returns {HTMLElement | null}
 */
function editorSurface() {
  if (this.nodeType !== 1) return null;
  const el = /** @type {HTMLInputElement} */ (this);
  const t = (el.type || '').toLowerCase();
  const editable = el.localName === 'textarea' || (el.localName === 'input' && ['', 'text', 'search'].includes(t)) || el.isContentEditable || !!el.editContext;
  if (!editable) return null;
  /** @param {Element} n */
  const sized = n => { const r = n.getBoundingClientRect(); return r.width >= 24 && r.height >= 16; };
  let surface = composedParent(el);
  while (surface && !sized(surface)) surface = composedParent(surface);
  if (!surface || surface === document.body || surface === document.documentElement) return null;
  const s = getComputedStyle(el), r = el.getBoundingClientRect(), o = surface.getBoundingClientRect();
  const tiny = r.width < 4 || r.height < 4;
  const clear = parseFloat(s.opacity) < 0.05;
  const away = r.right <= o.left || r.left >= o.right || r.bottom <= o.top || r.top >= o.bottom;
  return tiny || clear || clipped(s) || away ? surface : null;
}

/**
 * Where an iframe element's content box starts, in its own frame's client
 * coordinates.
 * @this {HTMLElement}
 */
function contentOrigin() {
  const r = this.getBoundingClientRect(), s = getComputedStyle(this);
  return {x: r.left + this.clientLeft + parseFloat(s.paddingLeft), y: r.top + this.clientTop + parseFloat(s.paddingTop)};
}

/**
 * Scrolls the element into view again, from our world in one task (the
 * page cannot step in between), and watches for two frames whether the
 * page leaves it there; while the page scrolls it away again, waits for
 * the page's scrolling to rest and tries once more, ms at most. A page
 * that animates its scroll step by step towards a place (TiddlyWiki moves
 * the window to the tiddler it opens, for 400 ms, each step from where the
 * window is now) undoes a scroll into view at its next step: a person
 * waits for the page to come to rest. Resolves whether the page left the
 * element where it was scrolled to; false too when nothing moved it (what
 * is out of view is out of reach).
 * @this {Node}
 * @param {number} ms
 * @returns {Promise<boolean>}
 */
function scrollInView(ms) {
  const el = elementOf(this);
  if (!el || !el.isConnected) return Promise.resolve(false);
  /** @type {Element[]} */
  const boxes = [];
  for (let n = composedParent(el); n; n = composedParent(n)) {
    if (n.scrollHeight > n.clientHeight || n.scrollWidth > n.clientWidth) boxes.push(n);
  }
  const key = () => scrollX + ',' + scrollY + boxes.map(b => ',' + b.scrollLeft + ',' + b.scrollTop).join('');
  const end = performance.now() + ms;
  /** @returns {Promise<void>} */
  const frame = () => new Promise(r => { const t = setTimeout(r, 100); requestAnimationFrame(() => { clearTimeout(t); r(); }); });
  return (async () => {
    let fought = false;
    while (performance.now() < end) {
      el.scrollIntoView({block: 'center', inline: 'center', behavior: 'instant'});
      const put = key();
      await frame();
      await frame();
      if (key() === put) return fought;
      fought = true;
      // The page moves it: wait until it has stood still for two frames.
      let last = key(), still = 0;
      while (still < 2 && performance.now() < end) {
        await frame();
        const k = key();
        if (k === last) still++; else { still = 0; last = k; }
      }
    }
    return false;
  })();
}

/**
 * Whether what a click at a field lands on is text drawn over the field in
 * the field's own box (Element Plus's select: its "Choose a person" over
 * its input): within three levels above the field, an ancestor holding
 * both, hardly bigger than the field, and nothing a person acts on of its
 * own in between. A person clicks the field there; the click goes through
 * what holds both, whose handlers are the field's.
 * @param {Element} el
 * @param {Element} hit
 * @returns {boolean}
 */
function placeholderOver(el, hit) {
  if (el.localName !== 'input' && el.localName !== 'textarea' && el.getAttribute('role') !== 'combobox') return false;
  let common = el.parentElement;
  for (let i = 0; i < 3 && common && !common.contains(hit); i++) common = common.parentElement;
  if (!common || !common.contains(hit)) return false;
  for (let n = /** @type {Element | null} */ (hit); n && n !== common; n = n.parentElement) {
    if (n.matches('a[href], button, input, select, textarea, [tabindex], [role=button], [role=link], [role=option], [role=checkbox]')) return false;
  }
  const f = el.getBoundingClientRect(), c = common.getBoundingClientRect();
  return f.width > 0 && f.height > 0 && c.width * c.height <= 4 * Math.max(f.width * f.height, 40 * 40);
}

/**
 * Whether a click on el lands on hit, an ancestor of el (in the flat tree,
 * parent gives it), because el or an element between them lets the
 * pointer through (pointer-events: none).
 * @param {Element} el
 * @param {Element} hit
 * @param {(n: Node) => Node | null} parent
 * @returns {boolean}
 */
function passesTo(el, hit, parent) {
  let through = false;
  for (let n = /** @type {Node | null} */ (el); n; ) {
    if (n.nodeType === 1 && getComputedStyle(/** @type {Element} */ (n)).pointerEvents === 'none') through = true;
    n = parent(n);
    if (n === hit) return through;
  }
  return false;
}

/**
 * Whether el is a box to tick, a checkbox, radio or switch (or the label
 * of one).
 * @param {Element} el
 * @returns {boolean}
 */
function tickBox(el) {
  const c = el.localName === 'label' ? /** @type {HTMLLabelElement} */ (el).control : el;
  if (!c) return false;
  const type = c.localName === 'input' ? (c.getAttribute('type') || '').toLowerCase() : '';
  return type === 'checkbox' || type === 'radio' || /^(checkbox|radio|switch|menuitemcheckbox|menuitemradio)$/.test(c.getAttribute('role') || '');
}
