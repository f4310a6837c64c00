// @ts-check
// Runs in the page's own world (not the isolated one: gather.go evaluates
// it there before each snapshot, with the DevTools command line API for
// getEventListeners), where the page's scripts and what they attached
// live: it finds the elements those scripts made interactive and marks
// each by dispatching an event of a type only the snapshot's world listens
// to (actionable.js: listen). Page scripts could get in its way, as they
// can in their own world; the worst they can do is leave refs out.
//
// What counts, per element: listeners of its own for clicks, presses,
// drag starts and drops (a drop zone is where a person drags to; MARK_CLICK) or for hovers (MARK_HOVER), and the handlers of
// frameworks that listen once at their root and keep the handlers on the
// elements: React (props), Svelte 5 and Solid (handler properties), jQuery
// (its event data, delegated selectors included, the document's too).
// Those handlers name the element they are for (MARK_EXACT); a plain
// listener on a container may be for its items (actionable.js: delegates).
// An element that listens to a dozen kinds of events or more is a
// framework's root (React's container listens to every kind): it says
// nothing of what inside is interactive, and is not marked, but for a
// grid's (MARK_GRID): its cells are what it listens for.

/**
 * @param {string} type the event type the snapshot's world listens to
 * @returns {number} how many elements were marked
 */
function markListeners(type) {
  const CLICK = 1, HOVER = 2, EXACT = 4, GRID = 8;
  const CLICK_TYPES = new Set(['click', 'mousedown', 'mouseup', 'pointerdown', 'pointerup', 'touchstart', 'touchend',
    'dblclick', 'contextmenu', 'auxclick', 'dragstart', 'drop']);
  const HOVER_TYPES = new Set(['mouseenter', 'mouseover', 'pointerenter', 'pointerover']);
  const ROOT_KINDS = 12;
  const REACT_CLICK = ['onClick', 'onClickCapture', 'onMouseDown', 'onMouseDownCapture', 'onMouseUp', 'onPointerDown',
    'onPointerDownCapture', 'onPointerUp', 'onTouchStart', 'onDoubleClick', 'onContextMenu', 'onDragStart'];
  const REACT_HOVER = ['onMouseEnter', 'onMouseOver', 'onPointerEnter', 'onPointerOver'];
  const MAX_SELECTED = 1000; // elements one delegated jQuery selector may mark
  // Elements whose listeners change nothing: controls (and links) have refs
  // anyway, the document's root and body listen for the whole page, and
  // the rest take no clicks of their own. The parts of a drawing are
  // looked at (a flow editor's nodes and ports listen). Looking at
  // listeners is most of this script's cost.
  const SKIP = new Set(['button', 'input', 'select', 'option', 'optgroup', 'textarea', 'summary', 'script',
    'style', 'link', 'meta', 'head', 'title', 'template', 'noscript', 'br', 'wbr', 'source', 'track', 'param',
    'col', 'colgroup', 'html', 'body']);

  /** @type {Map<Element, number>} */
  const marked = new Map();
  /**
   * @param {Element} el
   * @param {number} f
   */
  const mark = (el, f) => marked.set(el, (marked.get(el) || 0) | f);
  /**
   * @param {string} t an event type
   * @returns {number}
   */
  const kindOf = t => CLICK_TYPES.has(t) ? CLICK : HOVER_TYPES.has(t) ? HOVER : 0;

  /**
   * Marks the elements a delegated jQuery handler of node (one with a
   * selector) is for, and returns what its own handlers (no selector) are
   * and jQuery's listener, which stands for them among its listeners.
   * @param {Node} node
   * @param {string} key the property of jQuery's data
   * @returns {{f: number, jq: Function | null}}
   */
  const jquery = (node, key) => {
    let f = 0;
    const v = /** @type {any} */ (node)[key];
    if (!v || !v.events || typeof v.events !== 'object') return { f, jq: null };
    const jq = typeof v.handle === 'function' ? v.handle : null;
    for (const t in v.events) {
      const kind = kindOf(t);
      if (!kind) continue;
      for (const h of v.events[t] || []) {
        if (!h || !h.selector) {
          f |= kind | EXACT;
          continue;
        }
        let sel;
        try {
          sel = /** @type {ParentNode} */ (/** @type {unknown} */ (node)).querySelectorAll(h.selector);
        } catch (e) {
          continue; // jQuery's own selector syntax
        }
        for (let s = 0; s < sel.length && s < MAX_SELECTED; s++) mark(sel[s], kind | EXACT);
      }
    }
    return { f, jq };
  };
  // The document is where jQuery's delegated handlers most often are
  // ($(document).on('click', '.next', …)).
  try {
    for (const key of Object.keys(document)) if (key.startsWith('jQuery')) jquery(document, key);
  } catch (e) {
    // Properties that throw: nothing to learn.
  }

  /** @type {(Document | ShadowRoot)[]} */
  const roots = [document];
  for (let r = 0; r < roots.length; r++) {
    const all = roots[r].querySelectorAll('*');
    for (let i = 0; i < all.length; i++) {
      const el = all[i];
      if (el.shadowRoot) roots.push(el.shadowRoot);
      try {
        let f = 0;
        /** @type {Function | null} */
        let jq = null; // jQuery's own listener, whose handlers its data lists
        const keys = Object.keys(el);
        for (let k = 0; k < keys.length; k++) {
          // Only the properties of these frameworks are read (a property
          // may be a getter that does work).
          const key = keys[k];
          if (key.startsWith('__reactProps$')) {
            const v = /** @type {any} */ (el)[key];
            if (v) {
              for (const n of REACT_CLICK) if (v[n]) f |= CLICK | EXACT;
              for (const n of REACT_HOVER) if (v[n]) f |= HOVER | EXACT;
            }
          } else if ((key.startsWith('__') || key.startsWith('$$')) && kindOf(key.slice(2))) {
            // Svelte 5 (__click) and Solid ($$click) delegate these.
            if (typeof /** @type {any} */ (el)[key] === 'function') f |= kindOf(key.slice(2)) | EXACT;
          } else if (key.startsWith('jQuery')) {
            const r = jquery(el, key);
            f |= r.f;
            if (r.jq) jq = r.jq;
          }
        }
        const t = el.localName;
        if (t === 'a' ? el.hasAttribute('href') : SKIP.has(t)) {
          // A handler of the root or the body is for the whole page (a
          // dropdown closing on a press outside it); its delegated
          // selectors are marked above.
          if (f && t !== 'html' && t !== 'body') mark(el, f);
          continue;
        }
        const ls = getEventListeners(el);
        let kinds = 0;
        let own = 0;
        for (const t in ls) {
          kinds++;
          const kind = kindOf(t);
          if (!kind) continue;
          for (const l of ls[t]) {
            if (l.listener !== jq) own |= kind;
          }
        }
        if (kinds >= ROOT_KINDS) {
          // A grid that listens for every kind of event (Tabulator's)
          // does so for its cells, whose row and cell it finds from the
          // event's target: they are what a person clicks (MARK_GRID).
          const role = el.getAttribute('role');
          if ((role === 'grid' || role === 'treegrid') && own & CLICK) mark(el, GRID);
          continue;
        }
        f |= own;
        if (f) mark(el, f);
      } catch (e) {
        // An element whose properties throw: nothing to learn from it.
      }
    }
  }
  document.dispatchEvent(new CustomEvent(type, { detail: 0 }));
  for (const [el, f] of marked) el.dispatchEvent(new CustomEvent(type, { detail: f, composed: true }));
  return marked.size;
}
