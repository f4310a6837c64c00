// @ts-check
// Watching a drag (drag.go).

/**
 * Watches a drag from the dragged element's document: whether it started
 * an HTML5 drag, how much of the DOM changed, and where the element was
 * before. The object it returns stays in the page (in our world when the
 * element came from a ref) until finish.
 * @this {Node}
 * @returns {DragProbe}
 */
function dragProbe() {
  const el = /** @type {HTMLElement} */ (elementOf(this));
  const doc = el.ownerDocument, win = /** @type {Window} */ (doc.defaultView);
  /** @returns {DragPlace} */
  const where = () => {
    const r = el.getBoundingClientRect(), p = el.parentNode;
    return {x: r.left + win.scrollX, y: r.top + win.scrollY, parent: p, index: p ? Array.prototype.indexOf.call(p.children || p.childNodes, el) : -1, count: p && p.children ? p.children.length : 0};
  };
  const now = performance.now();
  /** @type {DragProbe} */
  const st = {
    started: null, mutations: 0, last: now, rearranged: now, framed: now, before: where(), moved: false, afterMove: false,
    kind: () => st.started ? (st.started.defaultPrevented ? 'prevented' : 'html5') : '',
    // frame resolves after the page had a frame to handle what it was sent
    // (at most ms). When that rearranged the page (moved its nodes: a
    // sortable list that puts an item in its new place) and it
    // animates items to their new places, it waits for those animations
    // (at most 500 ms): events while items slide under the pointer make
    // such lists, which find the item under the pointer, undo what they
    // just did. A page that only re-positions what it shows (a data
    // grid's rows moved by their styles, their places worked out from
    // the pointer's, as its live region says so) is not waited for at
    // every move.
    frame: ms => new Promise(r => {
      const since = st.framed;
      let fired = false;
      const done = () => {
        if (fired) return;
        fired = true;
        const report = () => { st.moved = false; st.framed = performance.now(); r({kind: st.kind(), idle: st.framed - st.last}); };
        if (st.rearranged <= since || !doc.getAnimations) return report();
        const running = doc.getAnimations().filter(a => { const e = effectOf(a); return a.playState === 'running' && e && isFinite(/** @type {number} */ (e.getComputedTiming().endTime)); });
        if (!running.length) return report();
        Promise.race([allFinished(running), new Promise(q => setTimeout(q, 500))]).then(() => requestAnimationFrame(report));
        setTimeout(report, 600);
      };
      if (st.moved && st.afterMove) return done();
      requestAnimationFrame(() => setTimeout(done, 0));
      setTimeout(done, ms);
    }),
    finish: () => {
      win.removeEventListener('dragstart', onStart, true);
      win.removeEventListener('pointermove', onMove, {capture: true});
      st.mutations += mo.takeRecords().length;
      mo.disconnect();
      const b = st.before;
      if (!el.isConnected) return {known: true, removed: true, changed: true, from: b.index + 1};
      const a = where();
      const moved = a.parent !== b.parent || a.index !== b.index || Math.abs(a.x - b.x) > 2 || Math.abs(a.y - b.y) > 2;
      return {known: true, moved, changed: st.mutations > 0, from: b.index + 1, to: a.index + 1, of: a.count};
    },
  };
  /** @param {DragEvent} e */
  const onStart = e => { if (!st.started) st.started = e; };
  win.addEventListener('dragstart', onStart, true);
  // Whether the page has handled a move of the pointer since the last
  // pause, and run a frame after it: Chromium hands a page pointer moves
  // at its next frame, before the frame's callbacks, so a move that
  // Input.dispatchMouseEvent answers for once handled (the page listens
  // without passive) has had its frame by then.
  const onMove = () => {
    st.moved = true;
    st.afterMove = false;
    win.requestAnimationFrame(() => setTimeout(() => { st.afterMove = true; }, 0));
  };
  win.addEventListener('pointermove', onMove, {capture: true, passive: true});
  // Changes of inline style are how libraries follow the pointer and
  // animate: they count as changes, but not as the page still moving
  // things around (last), or a rest over the target would never end.
  // Nor does an attribute set and put back in the same task (dragula
  // hides its drag image by class to hit-test under it at every move).
  const mo = new MutationObserver(ms => {
    st.mutations += ms.length;
    /** @type {Map<Element, Map<string, string | null>>} */
    const first = new Map(); // element → attribute → its value before the batch
    // Nodes moved (taken out and put back elsewhere at once, as
    // insertBefore does): a list put in a new order. A node added or
    // removed alone (a drag image, a live region's new text) is not.
    /** @type {Set<Node>} */
    const out = new Set();
    for (const m of ms) for (const n of m.removedNodes) out.add(n);
    if (out.size && ms.some(m => [...m.addedNodes].some(n => out.has(n)))) st.rearranged = performance.now();
    let moving = false;
    for (const m of ms) {
      if (m.type !== 'attributes') { moving = true; break; }
      if (m.attributeName === 'style') continue;
      const t = /** @type {Element} */ (m.target), name = /** @type {string} */ (m.attributeName);
      let was = first.get(t);
      if (!was) first.set(t, was = new Map());
      if (!was.has(name)) was.set(name, m.oldValue);
    }
    if (!moving) {
      for (const [t, was] of first) {
        for (const [name, old] of was) if (t.getAttribute(name) !== old) moving = true;
      }
    }
    if (moving) st.last = performance.now();
  });
  mo.observe(doc, {subtree: true, childList: true, attributes: true, attributeOldValue: true, characterData: true});
  return st;
}

/**
 * The element at a point of the main frame's viewport.
 * @param {number} x
 * @param {number} y
 */
function elementAt(x, y) {
  return document.elementFromPoint(x, y) || document.documentElement;
}

/**
 * Scrolls the scrolling boxes that hold both the element and other so
 * that both are inside each, when both fit: a drag from one to the other
 * (a flow editor's output port to an input port further along its
 * canvas) then presses and releases where a person sees them, without a
 * scroll in between moving the first out from under the pointer. Each
 * box scrolls at once (no smooth scrolling), only when it must. It
 * returns whether anything scrolled.
 * @this {Node}
 * @param {Node} other
 * @returns {boolean}
 */
function revealBoth(other) {
  const a = elementOf(this), b = elementOf(other);
  if (!a || !b || !a.isConnected || !b.isConnected || a.ownerDocument !== b.ownerDocument) return false;
  const doc = a.ownerDocument, win = /** @type {Window} */ (doc.defaultView);
  const root = doc.scrollingElement || doc.documentElement;
  let scrolled = false;
  for (let n = composedParent(a); n; n = composedParent(n)) {
    if (!n.contains(b)) continue;
    const s = win.getComputedStyle(n);
    const isRoot = n === root;
    const canX = isRoot || /auto|scroll|overlay/.test(s.overflowX), canY = isRoot || /auto|scroll|overlay/.test(s.overflowY);
    if (!canX && !canY || n.scrollWidth <= n.clientWidth && n.scrollHeight <= n.clientHeight) continue;
    const ra = a.getBoundingClientRect(), rb = b.getBoundingClientRect();
    const u = {left: Math.min(ra.left, rb.left), top: Math.min(ra.top, rb.top), right: Math.max(ra.right, rb.right), bottom: Math.max(ra.bottom, rb.bottom)};
    let view;
    if (isRoot) view = {left: 0, top: 0, right: win.innerWidth, bottom: win.innerHeight};
    else {
      const r = n.getBoundingClientRect();
      const left = r.left + n.clientLeft, top = r.top + n.clientTop;
      view = {left, top, right: left + n.clientWidth, bottom: top + n.clientHeight};
    }
    /**
     * How far to scroll along one axis: none when the union is inside,
     * else what centres it (an end at the very edge may lie under a
     * panel); none when it does not fit.
     * @param {number} lo
     * @param {number} hi
     * @param {number} vlo
     * @param {number} vhi
     */
    const by = (lo, hi, vlo, vhi) => hi - lo > vhi - vlo || lo >= vlo && hi <= vhi ? 0 : (lo + hi - vlo - vhi) / 2;
    const dx = canX ? by(u.left, u.right, view.left, view.right) : 0;
    const dy = canY ? by(u.top, u.bottom, view.top, view.bottom) : 0;
    if (!dx && !dy) continue;
    const x = n.scrollLeft, y = n.scrollTop;
    n.scrollTo({left: x + dx, top: y + dy, behavior: 'instant'});
    if (n.scrollLeft !== x || n.scrollTop !== y) scrolled = true;
  }
  return scrolled;
}

/**
 * Resolves once the animations and transitions of geometry now running in
 * the element's document that end within ms have ended, ms at most (at
 * once when none runs): a drag presses where a person would, once what
 * the last action started has come to rest. A tree's folder growing open
 * as the last drop filed something into it moves the folders below it,
 * and Naive UI's tree, dragged from mid-growth, throws at every dragover.
 * Infinite ones (a spinner) and those ending later (a long progress bar)
 * are not waited for.
 * @this {Node}
 * @param {number} ms
 * @returns {Promise<boolean>}
 */
function layoutStill(ms) {
  const el = elementOf(this);
  const doc = el ? el.ownerDocument : document;
  if (!doc.getAnimations) return Promise.resolve(true);
  const moving = doc.getAnimations().filter(a => {
    const e = effectOf(a);
    if (a.playState !== 'running' || !e || !e.target || e.pseudoElement) return false;
    const t = e.getComputedTiming();
    const end = /** @type {number} */ (t.endTime), at = /** @type {number} */ (t.localTime) || 0;
    if (!isFinite(end) || end - at > ms) return false;
    return movesGeometry(a);
  });
  if (!moving.length) return Promise.resolve(true);
  return Promise.race([allFinished(moving).then(() => true), new Promise(r => setTimeout(() => r(false), ms))]);
}

/**
 * How far off the target's middle a drag from other ends, moved dx, dy
 * on its way (Page.dropAim). Dropped onto an element of its own kind (the
 * same tag and role: a card onto a card), the dragged element takes its
 * place, and the pointer ends a little off the middle, on the side that
 * means that: a list that puts a card from another list before or after
 * the card under the pointer by the half the pointer is in (UIkit's) puts
 * it after at the very middle, where a hair's difference in the layout's
 * fractions decides. Onto a card of another list, the pointer is a little
 * above and left of the middle. Within its own list (the target is its
 * sibling), moved along it by half the target's size or more, it goes a
 * little past the middle in the direction of the move, where libraries
 * that need the pointer past an item's middle to move past it (jQuery
 * UI's) see it. The aim is 2 px off, an eighth of the target's size at
 * most: a tree's row still takes a drop into its middle third. Onto
 * anything else (a heading a splitter is dragged to, a bin) the drag ends
 * at the middle.
 * @this {Node}
 * @param {Node | undefined} other
 * @param {number} dx
 * @param {number} dy
 * @returns {{x: number, y: number}}
 */
function dropAim(other, dx, dy) {
  const el = elementOf(this);
  const r = el && [...el.getClientRects()].find(b => b.width >= 1 && b.height >= 1);
  const src = other && elementOf(other);
  if (!el || !r || !src || src === el || src.localName !== el.localName || src.getAttribute('role') !== el.getAttribute('role')) return {x: 0, y: 0};
  const siblings = !!el.parentElement && src.parentElement === el.parentElement;
  /**
   * @param {number} d
   * @param {number} size
   */
  const off = (d, size) => {
    const n = Math.min(2, size / 8);
    if (siblings && d >= size / 2) return n;
    if (siblings && d > -size / 2) return 0;
    return -n;
  };
  return {x: off(dx, r.width), y: off(dy, r.height)};
}
