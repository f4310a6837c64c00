// @ts-check
// What a person can act on beyond what its role says: elements the page's
// scripts made interactive (listeners and framework handlers, found in the
// page's own world by listeners.js and handed over as marks), the items of
// a container that listens for clicks on them, draggable elements, those
// that reveal something when hovered (by a CSS :hover rule), where a
// cursor that says act here starts or touch gestures are taken over, and
// the labels that mark places to drag to (a slider's scale). The walk keeps
// each as a node, and go/snapshot gives it a ref (NodeInfo's Clickable,
// Delegated, Pointer, CursorStart and Place); under aria-hidden they count
// as controls.

// Cursors that say "act here": a click (pointer, zoom, a context menu), a
// drag (move, grab, a resize handle) or aiming (crosshair on a canvas).
const ACTION_CURSORS = new Set(['pointer', 'move', 'grab', 'grabbing', 'all-scroll', 'col-resize', 'row-resize',
  'e-resize', 'w-resize', 'n-resize', 's-resize', 'ne-resize', 'nw-resize', 'se-resize', 'sw-resize', 'ew-resize',
  'ns-resize', 'nesw-resize', 'nwse-resize', 'zoom-in', 'zoom-out', 'crosshair', 'context-menu']);

// Marks from listeners.js.
const MARK_CLICK = 1; // a click, press or drag-start listener of its own
const MARK_HOVER = 2; // a hover listener of its own (menus that open on hover)
const MARK_EXACT = 4; // a framework's handler or a jQuery selector names this element: not its items
const MARK_GRID = 8; // a grid listening for every kind of event, for its cells (Tabulator's)

/**
 * The marks of the last look at the page's listeners, by element: the
 * page's world dispatches an event of our own type on each element it
 * marks, which only this world listens to; an event on the document starts
 * a new look.
 * @type {WeakMap<Element, number>}
 */
let marks = new WeakMap();
let markCount = 0;
/** @type {Set<string>} */
const listening = new Set();

/**
 * Starts listening for marks of the given event type (once per type).
 * @param {string} type
 */
function listen(type) {
  if (listening.has(type)) return;
  listening.add(type);
  window.addEventListener(type, e => {
    const t = e.composedPath()[0];
    if (t === document) {
      marks = new WeakMap();
      markCount = 0;
    } else if (t instanceof Element) {
      marks.set(t, (marks.get(t) || 0) | (/** @type {CustomEvent} */ (e).detail | 0));
      markCount++;
    }
  }, true);
}

/**
 * Whether the element or one of its nearest ancestors listens for the
 * pointer coming (a hover mark of the last look at the page's listeners):
 * a hover there may open something a moment later (a menu after its
 * delay).
 * @param {Element} el
 * @returns {boolean}
 */
function hoverListened(el) {
  /** @type {Node | null} */
  let n = el;
  for (let i = 0; n && i < 4; i++) {
    if (n instanceof Element && ((marks.get(n) || 0) & MARK_HOVER)) return true;
    n = n.parentNode instanceof ShadowRoot ? n.parentNode.host : n.parentNode;
  }
  return false;
}

/**
 * The element's action cursor, or ''.
 * @param {AriaStyle} s
 * @returns {string}
 */
function actionCursor(s) {
  let k = s.cursor;
  // url(…) x y, fallback: the keyword is the last of the list.
  const comma = k.lastIndexOf(',');
  if (comma >= 0) k = k.slice(comma + 1).trim();
  return ACTION_CURSORS.has(k) ? k : '';
}

/**
 * Whether an area of an action cursor starts at the element: its cursor
 * says act here, and its parent's is another (the cursor is inherited, so
 * everything inside a link has the link's).
 * @param {AriaCtx} c
 * @param {Element} el
 * @param {AriaStyle} s
 * @returns {boolean}
 */
function cursorStarts(c, el, s) {
  const k = actionCursor(s);
  if (!k) return false;
  const p = flatParent(el);
  return !(p && isElement(p) && actionCursor(styleOf(c, p)) === k);
}

/**
 * Whether the element takes over touch gestures and a parent of it does
 * not: touch-action none (or panning one way only) is what a page sets on
 * what its scripts drag with pointer events (interact.js, dnd-kit and
 * sliders ask for it), whose listeners are often on the document. Not
 * inherited, but an area where it starts counts once, like a cursor's;
 * the root and body (a full-page canvas app's) say nothing.
 * @param {AriaCtx} c
 * @param {Element} el
 * @param {AriaStyle} s
 * @returns {boolean}
 */
function gestureStarts(c, el, s) {
  const t = taOf(s);
  if (!takesGestures(t) || el.localName === 'body' || el.localName === 'html') return false;
  const p = flatParent(el);
  return !(p && isElement(p) && taOf(styleOf(c, p)) === t);
}

/**
 * @param {string} t a computed touch-action
 * @returns {boolean}
 */
function takesGestures(t) {
  return t === 'none' || t === 'pan-x' || t === 'pan-y' || t === 'pinch-zoom' || t === 'pan-x pinch-zoom' ||
    t === 'pan-y pinch-zoom';
}

// Cursors that say "drag this".
const DRAG_CURSORS = new Set(['move', 'grab', 'grabbing', 'all-scroll']);

/**
 * Whether a person can drag the element: it is draggable, a drag cursor
 * starts at it, or it takes touch gestures over. Snapshots of a frame with
 * such an element give its headings refs, to drop things on.
 * @param {AriaCtx} c
 * @param {Element} el
 * @param {AriaStyle} s
 * @returns {boolean}
 */
function drags(c, el, s) {
  return el.getAttribute('draggable') === 'true' || DRAG_CURSORS.has(actionCursor(s)) && cursorStarts(c, el, s) ||
    gestureStarts(c, el, s);
}

/**
 * Handlers in the markup, which Chromium counts too.
 * @param {Element} el
 * @returns {boolean}
 */
function clickable(el) {
  return el.hasAttribute('onclick') || el.hasAttribute('onmousedown') || el.hasAttribute('onmouseup');
}

/**
 * Whether the page's scripts listen for clicks, presses or hovers on the
 * element itself (not as a container of items, see delegates).
 * @param {AriaCtx} c
 * @param {Element} el
 * @returns {boolean}
 */
function scripted(c, el) {
  const m = (marks.get(el) || 0) & ~MARK_GRID;
  return !!m && !delegates(c, el, m) && !rowHover(el, m);
}

/**
 * Whether the element's marks are hover listeners of a table's cell that
 * every cell of its row has too, and no click listener: the table's own
 * highlighting (antd's table listens on each cell for its row spans). They
 * reveal nothing, and would give every cell a ref. A cell whose hover
 * listener is its own (a tooltip) keeps it.
 * @param {Element} el
 * @param {number} m its marks
 * @returns {boolean}
 */
function rowHover(el, m) {
  if (m & MARK_CLICK || el.localName !== 'td' && el.localName !== 'th') return false;
  const row = el.parentElement;
  if (!row || row.localName !== 'tr') return false;
  let others = 0;
  for (let k = row.firstElementChild; k; k = k.nextElementSibling) {
    if (k === el) continue;
    if (!((marks.get(k) || 0) & MARK_HOVER)) return false;
    others++;
  }
  return others > 0;
}

/**
 * Whether the page's scripts listen for clicks on the element itself
 * (Chromium makes such an <a> without href a link).
 * @param {AriaCtx} c
 * @param {Element} el
 * @returns {boolean}
 */
function clickListener(c, el) {
  const m = marks.get(el) || 0;
  return !!(m & MARK_CLICK) && !delegates(c, el, m);
}

/**
 * Whether a container's click listener is for its items: it listens for
 * clicks or presses and holds two or more items alike (list items, rows,
 * options, or elements of one tag and class). Sortable lists, delegated
 * handlers and menus work this way; the items get the refs.
 * @param {AriaCtx} c
 * @param {Element} el
 * @param {number} m its marks
 * @returns {boolean}
 */
function delegates(c, el, m) {
  if (!(m & MARK_CLICK) || m & MARK_EXACT) return false;
  // A table's row listening for clicks is for itself (it selects or
  // opens the row: Element Plus's, whose Vue listener is a plain one),
  // not for its cells.
  if (el.localName === 'tr') return false;
  return !!itemsOf(c, el);
}

/**
 * The items a listening container holds: the element with two or more
 * children alike, the container itself or inside it through elements of
 * one child each (a <table> listening for its rows, which are in a
 * <tbody>), or of one child holding most (itemsChild), and the
 * kinds of those children; or null.
 * @param {AriaCtx} c
 * @param {Element} el
 * @returns {{holder: Element, kinds: Set<string>} | null}
 */
function itemsOf(c, el) {
  let h = el;
  for (let depth = 0; depth < 4; depth++) {
    const kinds = itemKinds(c, h);
    if (kinds.size) return { holder: h, kinds };
    const only = itemsChild(c, h);
    if (!only) return null;
    h = only;
  }
  return null;
}

/**
 * The child through which a listening container reaches its items: its
 * only element child in the flat tree; or, of several, the one holding
 * many children (seven or more, a month's days or a long list) and at
 * least twice as many as any other (a date picker's grid of days beside
 * its row of weekday names, under the element that listens); or null.
 * @param {AriaCtx} c
 * @param {Element} el
 * @returns {Element | null}
 */
function itemsChild(c, el) {
  let one = c.itemsChild.get(el);
  if (one !== undefined) return one;
  one = null;
  let several = false;
  const kids = childNodesOf(el);
  for (let i = 0; i < kids.length; i++) {
    const k = kids[i];
    if (!isElement(k) || SKIP.has(k.localName)) continue;
    if (one) {
      several = true;
      break;
    }
    one = k;
  }
  if (several) {
    one = null;
    let most = 0, next = 0;
    for (let i = 0; i < kids.length && i < 50; i++) {
      const k = kids[i];
      if (!isElement(k) || SKIP.has(k.localName)) continue;
      const n = k.childElementCount;
      if (n > most) {
        next = most;
        most = n;
        one = k;
      } else if (n > next) {
        next = n;
      }
    }
    if (most < 7 || most < 2 * next) one = null;
  }
  c.itemsChild.set(el, one);
  return one;
}

/**
 * The kinds (itemKind) of which the element has two or more children.
 * @param {AriaCtx} c
 * @param {Element} el
 * @returns {Set<string>}
 */
function itemKinds(c, el) {
  let kinds = c.itemKinds.get(el);
  if (kinds) return kinds;
  /** @type {Map<string, number>} */
  const count = new Map();
  kinds = new Set();
  const kids = childNodesOf(el);
  for (let i = 0; i < kids.length && i < 1000; i++) {
    const ch = kids[i];
    if (!isElement(ch)) continue;
    const k = itemKind(ch);
    if (!k) continue;
    const n = (count.get(k) || 0) + 1;
    count.set(k, n);
    if (n === 2) kinds.add(k);
  }
  c.itemKinds.set(el, kinds);
  return kinds;
}

// Tags whose repeats are items by themselves; other elements are items
// when they repeat tag and class (the instances of a component), and a
// custom element by its tag alone, which names its component (Fluent's
// fluent-option has no class, and its role, given through
// ElementInternals, is out of a script's reach).
const ITEM_TAGS = new Set(['li', 'tr', 'td', 'th', 'option', 'dt', 'dd', 'article', 'img', 'figure', 'a', 'button', 'summary']);

/**
 * @param {Element} el
 * @returns {string} what an item is alike in, or '' for no item
 */
function itemKind(el) {
  const t = el.localName;
  if (SKIP.has(t) || t === 'slot') return '';
  if (ITEM_TAGS.has(t) || t.includes('-')) return t;
  const cls = typeof el.className === 'string' ? el.className.trim() : '';
  return cls ? t + '.' + cls : '';
}

/**
 * Whether the element is an item of a container that listens for clicks on
 * its items (see delegates). It gets a ref unless something inside it has
 * one: the finest target is the one to act on.
 * @param {AriaCtx} c
 * @param {Element} el
 * @returns {boolean}
 */
function delegatedItem(c, el) {
  if (!markCount) return false;
  const p = flatParent(el);
  if (!p || !isElement(p)) return false;
  // A table that listens for presses on its rows is pressed in a cell: a
  // spreadsheet selects the cell under the pointer (EtherCalc's grid
  // listens on its <table>). Its cells are the items then (a row holding
  // one gets none).
  if ((el.localName === 'td' || el.localName === 'th') && p.localName === 'tr') return delegatedItem(c, p);
  // The listener is on the parent, or above it through elements of one
  // child each.
  let q = p;
  for (let depth = 0; depth < 4; depth++) {
    const m = (marks.get(q) || 0) & ~MARK_GRID;
    if (m) {
      if (!delegates(c, q, m)) return false;
      const items = itemsOf(c, q);
      const k = itemKind(el);
      return !!items && items.holder === p && !!k && items.kinds.has(k);
    }
    const up = flatParent(q);
    if (!up || !isElement(up) || itemsChild(c, up) !== q) return false;
    q = up;
  }
  return false;
}

/**
 * Whether the element is a cell of a grid that listens for clicks, presses
 * or context menus on itself (not a framework's handler naming it), or for
 * every kind of event (MARK_GRID): Tabulator finds the row and cell a
 * right click or a click is on from the event's target, with nothing on
 * the rows or cells, which are what a person clicks. Like a delegated
 * item, it gets a ref unless something inside it has one.
 * @param {Element} el
 * @returns {boolean}
 */
function gridCell(el) {
  if (!markCount || el.getAttribute('role') !== 'gridcell') return false;
  let p = flatParent(el);
  for (let depth = 0; depth < 8 && p && isElement(p); depth++) {
    const r = p.getAttribute('role');
    if (r === 'grid' || r === 'treegrid') {
      const m = marks.get(p) || 0;
      return !!(m & MARK_GRID || m & MARK_CLICK && !(m & MARK_EXACT));
    }
    p = flatParent(p);
  }
  return false;
}

/**
 * Whether the element is a cell of a table that turns text selection off
 * for its cells, where the table does and what holds it does not: a
 * spreadsheet's (jspreadsheet's) whose script selects and edits the cell
 * under the pointer from listeners on the document. Like a delegated item,
 * it gets a ref unless something inside it has one. An app that turns
 * selection off everywhere (an Electron app's body) says nothing.
 * @param {AriaCtx} c
 * @param {Element} el
 * @param {AriaStyle} s
 * @returns {boolean}
 */
function selectedCell(c, el, s) {
  if (el.localName !== 'td' || s.d.userSelect !== 'none') return false;
  const table = el.closest('table');
  const p = table && flatParent(table);
  return !!p && isElement(p) && styleOf(c, p).d.userSelect !== 'none';
}

// Menus that open on hover by CSS alone (li:hover > ul { display: block })
// have no listener to find: the style sheets say which elements reveal
// something when hovered. A rule whose :hover is followed by a combinator
// styles other elements than the hovered one, and one that sets display,
// visibility or opacity shows them; what precedes the :hover selects the
// elements to hover, when they hold what follows it (or have siblings
// after them, for + and ~). Rules that only restyle the hovered element
// (a:hover, tr:hover) or recolour what is inside it say nothing, and are
// left out.
/** @type {WeakMap<CSSStyleSheet, {n: number, sels: string[][]}>} */
const sheetHover = new WeakMap();
const HOVER_RE = /:hover(?=\s*[>+~\s])/;

/**
 * The rules that reveal something on hover: what to hover, and what
 * follows the :hover (starting with its combinator).
 * @returns {string[][]}
 */
function hoverRules() {
  /** @type {string[][]} */
  const sels = [];
  /** @param {CSSStyleSheet} s */
  const sheet = s => {
    let rules;
    try {
      rules = s.cssRules;
    } catch (e) {
      return; // cross-origin: unread
    }
    const seen = sheetHover.get(s);
    if (seen && seen.n === rules.length) {
      sels.push(...seen.sels);
      return;
    }
    /** @type {string[][]} */
    const own = [];
    /** @param {CSSRuleList} list */
    const visit = list => {
      for (let i = 0; i < list.length; i++) {
        const r = /** @type {CSSRule & {selectorText?: string, style?: CSSStyleDeclaration, styleSheet?: CSSStyleSheet, cssRules?: CSSRuleList}} */ (list[i]);
        if (r.selectorText !== undefined && r.selectorText.includes(':hover') && r.style &&
          (r.style.display || r.style.visibility || r.style.opacity)) {
          for (const part of r.selectorText.split(/,(?![^(]*\))/)) {
            const m = HOVER_RE.exec(part);
            if (m) own.push([part.slice(0, m.index).trim() || '*', part.slice(m.index + 6).trim()]);
          }
        }
        if (r.styleSheet) sheet(r.styleSheet);
        if (r.cssRules && r.cssRules.length) visit(r.cssRules);
      }
    };
    visit(rules);
    sheetHover.set(s, { n: rules.length, sels: own });
    sels.push(...own);
  };
  try {
    for (const s of [...document.styleSheets, ...(document.adoptedStyleSheets || [])]) sheet(s);
  } catch (e) {
    return [];
  }
  // Those this engine cannot parse are dropped.
  return sels.filter(([trigger, rest]) => {
    try {
      document.documentElement.matches(trigger);
      if (rest[0] !== '+' && rest[0] !== '~') document.documentElement.querySelector(':scope ' + rest);
      return true;
    } catch (e) {
      return false;
    }
  });
}

/**
 * The selector of all the elements to hover of the rules, or ''.
 * @param {string[][]} rules
 * @returns {string}
 */
function hoverTriggers(rules) {
  return [...new Set(rules.map(r => r[0]))].join(', ');
}

/**
 * Whether hovering the element reveals something (see hoverRules).
 * @param {AriaCtx} c
 * @param {Element} el
 * @returns {boolean}
 */
function revealsOnHover(c, el) {
  if (!c.hover) return false;
  let v = c.hoverHit.get(el);
  if (v === undefined) {
    v = false;
    try {
      if (el.matches(c.hover) && el.getRootNode() === document) {
        for (const [trigger, rest] of c.hoverRules) {
          if (!el.matches(trigger)) continue;
          if (rest[0] === '+' || rest[0] === '~' ? !!el.nextElementSibling : !!el.querySelector(':scope ' + rest)) {
            v = true;
            break;
          }
        }
      }
    } catch (e) {
      v = false;
    }
    c.hoverHit.set(el, v);
  }
  return v;
}

/**
 * Whether the element marks a place a person drags or points to: one of two
 * or more labels alike (of one tag and class) under one parent, placed by
 * absolute coordinates, with text of its own — the values along a slider's
 * scale, the ticks of an axis or a timeline. Dragging a handle "to 200"
 * needs the 200 as a target.
 * @param {AriaCtx} c
 * @param {Element} el
 * @param {AriaStyle} s
 * @returns {boolean}
 */
function placeMark(c, el, s) {
  if (s.position !== 'absolute' && s.position !== 'fixed') return false;
  let text = false;
  for (let k = el.firstChild; k; k = k.nextSibling) {
    if (k.nodeType === 3 && /\S/.test(k.nodeValue || '')) {
      text = true;
      break;
    }
  }
  if (!text) return false;
  const k = itemKind(el);
  const p = flatParent(el);
  return !!k && !!p && isElement(p) && itemKinds(c, p).has(k);
}

/**
 * Whether a person can act on the element though its role does not say so:
 * the page's scripts listen on it, it drags, hovering it reveals something,
 * or an action cursor starts at it. Chromium keeps such elements (it counts click listeners and onclick
 * markup); the walk keeps the others too, so that they get a ref.
 * @param {AriaCtx} c
 * @param {Element} el
 * @param {AriaStyle} s
 * @returns {boolean}
 */
function actionable(c, el, s) {
  return clickable(el) || scripted(c, el) || el.getAttribute('draggable') === 'true' || cursorStarts(c, el, s) ||
    delegatedItem(c, el) || revealsOnHover(c, el) || placeMark(c, el, s) || gestureStarts(c, el, s);
}
