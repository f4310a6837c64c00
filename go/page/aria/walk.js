// @ts-check
// The walk: the entry point of the in-page half of snapshots, and the node
// numbers refs map to.
//
// The scripts of this directory run in an isolated world of each frame
// (page scripts cannot see or tamper with it; world.go installs them as one
// function, in the order of its ariaOrder) and walk the flat tree — shadow
// roots, closed ones included, and slots — once, computing for every node
// what an accessibility tree holds: role, name, value, states; and which
// elements a person can act on (actionable.js: refs for more than the
// roles say). listeners.js alone runs in the page's own world. The
// answer has the shape of Chromium's Accessibility.getFullAXTree (roles as
// Chromium names them, the same nodes left out or kept as "ignored"), so
// package snapshot renders both alike; computing it here costs a few
// milliseconds where the browser's full AX tree costs seconds on large
// pages. aria_test.go holds the two side by side on pages that stress
// names, roles and layout.
//
// Every node gets a number that stays the same while the document lives:
// refs map to it, and __emcp.byId(n) finds the node again.

/** @type {WeakMap<Node, number>} */
const ids = new WeakMap();
/** @type {Map<number, WeakRef<Node>>} */
const byIdMap = new Map();
let nextId = 1;
/**
 * @param {Node} n
 * @returns {number}
 */
function idOf(n) {
  let id = ids.get(n);
  if (id === undefined) {
    id = nextId++;
    ids.set(n, id);
    byIdMap.set(id, new WeakRef(n));
  }
  return id;
}
/**
 * @param {number} id
 * @returns {Node | null}
 */
function byId(id) {
  const r = byIdMap.get(id);
  const n = r && r.deref();
  return n && n.isConnected ? n : null;
}
/**
 * Forget numbers of nodes that were garbage-collected, now and then.
 * @param {number} live
 */
function prune(live) {
  if (byIdMap.size < 2 * live + 1000) return;
  for (const [id, r] of byIdMap) if (!r.deref()) byIdMap.delete(id);
}

/**
 * @returns {AriaCtx}
 */
function ctx() {
  const hover = hoverRules();
  return {
    styles: new Map(), names: new Map(), roles: new Map(), disabled: new Map(), labels: new Map(),
    pseudo: pseudoRules(), shadows: new Set(), pseudoHit: new Map(), labelling: new Set(),
    lastText: null, modal: document.querySelector('dialog:modal'), itemKinds: new Map(), itemsChild: new Map(), hitTests: 0, hiddenWalked: 0,
    hoverRules: hover, hover: hoverTriggers(hover), hoverHit: new Map(), comboboxOpen: new Map(),
  };
}

/**
 * @param {string | null} v
 * @returns {string | null}
 */
function tristate(v) {
  if (v === 'true' || v === 'false' || v === 'mixed') return v;
  return null;
}

/**
 * The snapshot: nodes in Chromium's AX shape, flattened (AriaNode says
 * what each field holds), and how many elements that may host a closed
 * shadow root it met (takeHosts gives them).
 * @param {AriaOptions} opts
 * @returns {AriaSnapshot}
 */
function snapshot(opts) {
  clearHosts();
  clearInternals();
  const c = ctx();
  /** @type {AriaParent} */
  const root = { i: idOf(document), r: 'RootWebArea', n: document.title, c: [] };
  const out = [root];
  const active = deepActive();
  const html = document.documentElement;
  // A second walk when the first met editors it did not know (editors.js).
  for (let pass = 0; pass < 2 && html; pass++) {
    root.c = [];
    out.length = 1;
    c.lastText = null;
    c.hitTests = 0;
    c.hiddenWalked = 0;
    const w = { c, out, active, opts, again: false };
    walkElement(w, /** @type {HTMLElement} */ (html), root, false);
    if (!w.again) break;
  }
  prune(out.length);
  return { nodes: out, hosts: hostsToCheck.length, internals: internalsToAsk.length };
}

/**
 * Whether a holds b in the flat tree (dom.js's flatParent).
 * @param {Node} a
 * @param {Node} b
 */
function holds(a, b) {
  for (let n = /** @type {Node | null} */ (b); n; n = flatParent(n)) if (n === a) return true;
  return false;
}

/**
 * @returns {Element | null}
 */
function deepActive() {
  // Chromium marks focus only in the focused document, and on the
  // document itself when nothing in it has focus.
  if (!document.hasFocus()) return null;
  let a = document.activeElement;
  if (a === document.body || a === document.documentElement) return null;
  for (let r = a && shadowOf(a); r && r.activeElement; r = shadowOf(r.activeElement)) a = r.activeElement;
  return a;
}

/**
 * walkChildren adds the nodes for the flat-tree children of el under
 * parentNode. hidden: el is visibility:hidden (its text is not shown).
 * @param {AriaWalk} w
 * @param {HTMLElement} el
 * @param {AriaParent} parentNode
 * @param {boolean} hidden
 * @param {boolean} ariaDisabled
 */
function walkChildren(w, el, parentNode, hidden, ariaDisabled) {
  const c = w.c;
  const ps = styleOf(c, el);
  const kids = childNodesOf(el);
  const root = shadowOf(el);
  if (root) shadowPseudo(c, root);
  const noSpace = ps.display.includes('flex') || ps.display.includes('grid') || ps.display.startsWith('table') && ps.display !== 'table-cell' && ps.display !== 'table-caption';
  let prevInline = inlineDisplay(ps.display) && ps.display !== 'contents';
  for (let i = 0; i < kids.length; i++) {
    const ch = kids[i];
    if (isText(ch)) {
      const data = ch.data;
      const blank = !/[^ \t\n\r\f]/.test(data);
      if (blank && !preservesSpace(ps)) {
        // Collapsible white space gets a layout object (and a text
        // node in the tree) only after inline content.
        if (!data || noSpace || !prevInline || hidden) continue;
        if (!nextInline(c, kids, i + 1)) continue;
        if (!hidden) addText(w, ch, ' ', parentNode);
        continue;
      }
      if (!data) continue;
      prevInline = true;
      if (hidden) continue;
      let t = renderedText(ps, data);
      if (!preservesSpace(ps)) {
        if (t.startsWith(' ') && (!w.c.lastText || /\s$/.test(w.c.lastText.n || ''))) t = t.slice(1);
        if (t.endsWith(' ') && !nextInline(c, kids, i + 1)) t = t.slice(0, -1);
      }
      if (t) addText(w, ch, t, parentNode);
    } else if (isElement(ch)) {
      const r = walkElement(w, ch, parentNode, ariaDisabled);
      if (r !== undefined) prevInline = r;
    }
  }
}

/**
 * Whether inline content follows kids[i:] before a block starts.
 * @param {AriaCtx} c
 * @param {ArrayLike<Node>} kids
 * @param {number} i
 * @returns {boolean}
 */
function nextInline(c, kids, i) {
  for (; i < kids.length; i++) {
    const ch = kids[i];
    if (isText(ch)) {
      if (/[^ \t\n\r\f]/.test(ch.data)) return true;
      continue;
    }
    if (!isElement(ch) || SKIP.has(ch.localName)) continue;
    const s = styleOf(c, ch);
    if (s.display === 'none') continue;
    if (s.position === 'absolute' || s.position === 'fixed' || s.float !== 'none') continue;
    if (s.display === 'contents') return true;
    return !blockLevel(s) && ch.localName !== 'br';
  }
  return false;
}

/**
 * @param {AriaWalk} w
 * @param {Node} node
 * @param {string} t
 * @param {AriaParent} parentNode
 */
function addText(w, node, t, parentNode) {
  const n = { i: idOf(node), r: 'StaticText', n: t };
  parentNode.c.push(w.out.length);
  w.out.push(n);
  w.c.lastText = n;
}

/**
 * walkElement adds el (and its subtree) under parentNode. It returns
 * whether el lays out inline (for white space after it), or undefined
 * when el takes no place in layout.
 * @param {AriaWalk} w
 * @param {AriaElement} el
 * @param {AriaParent} parentNode
 * @param {boolean} ariaDisabled
 * @param {boolean} [shown] el is a visible control under aria-hidden
 * @returns {boolean | undefined}
 */
function walkElement(w, el, parentNode, ariaDisabled, shown) {
  const c = w.c;
  const tag = el.localName;
  if (SKIP.has(tag)) return undefined;
  noteHost(el);
  if (!shown && el.getAttribute('aria-hidden') === 'true') {
    walkHiddenControls(w, el, parentNode, ariaDisabled);
    return layoutInline(c, el);
  }
  const s = styleOf(c, el);
  if (s.display === 'none') return undefined;
  if (el.inert) return !blockLevel(s);
  if (c.modal && !holds(c.modal, el) && !holds(el, c.modal)) return !blockLevel(s);
  // A modal dialog inside a shadow root (Fluent UI's, Shoelace's), which
  // the light DOM's query does not find: the page outside it is inert
  // too, and the walk runs again without it.
  if (tag === 'dialog' && !c.modal && el.matches(':modal')) {
    c.modal = el;
    w.again = true;
  }
  const inline = !blockLevel(s);
  if (blockLevel(s)) c.lastText = null;
  const hidden = s.visibility !== 'visible';
  if (!hidden) {
    const input = editorInput(c, el);
    if (input) {
      walkEditor(w, el, input, parentNode);
      return inline;
    }
    if ((tag === 'textarea' || tag === 'input' || /** @type {any} */ (el).editContext || editableRoot(el)) && noteEditor(c, el, s)) w.again = true;
  }
  const role = roleOf(c, el);
  // A live region drawn nowhere (a component library's announcer, clipped
  // to a pixel) says to screen readers what the page shows already: not a
  // part of the page a person sees, and noise in every change.
  if (role && LIVE.has(role) && announcer(el)) return inline;
  if (el.getAttribute('aria-disabled') === 'true') ariaDisabled = true;
  const pointer = !!actionCursor(s);
  if (role === null) {
    // <slot>: its children (assigned or fallback) take its place.
    walkChildren(w, el, parentNode, hidden, ariaDisabled);
    return inline;
  }
  if (hidden || !included(c, el, role, s)) {
    let into = parentNode;
    if (!hidden && (keptIgnored(el, s) || pseudoParent(c, el)) || hidden && blockLevel(s)) {
      into = /** @type {AriaParent} */ ({ i: idOf(el), r: 'none', g: 1, c: [] });
      const f = pointer ? 1 : 0;
      if (f) into.f = f;
      parentNode.c.push(w.out.length);
      w.out.push(into);
    }
    if (!LEAF.has(tag) && s.cv !== 'hidden') walkChildren(w, el, into, hidden, ariaDisabled);
    if (blockLevel(s)) c.lastText = null;
    return inline;
  }
  /** @type {AriaParent} */
  const node = { i: idOf(el), r: role, c: [] };
  let name = nameOf(c, el, role);
  // A name ARIA prohibits (a generic's title) still tells what an element
  // with a ref is for: an icon a script listens on, a resize handle.
  if (!name && NAME_PROHIBITED.has(role) && el.title && actionable(c, el, s)) name = squash(el.title);
  if (name) node.n = name.length > 1000 ? name.slice(0, 1000) : name;
  /** @type {Record<string, string | number | boolean>} */
  const p = {};
  if (focusable(c, el)) p.focusable = true;
  if (editableRoot(el)) p.editable = el.contentEditable === 'plaintext-only' ? 'plaintext' : 'richtext';
  else if ((tag === 'input' && (role === 'textbox' || role === 'searchbox' || role === 'combobox' || role === 'spinbutton')) || tag === 'textarea') {
    if (!el.readOnly && !disabled(c, el)) p.editable = 'plaintext';
  }
  if (el === w.active) p.focused = true;
  // States.
  const ac = tristate(el.getAttribute('aria-checked'));
  if (tag === 'input' && (el.type === 'checkbox' || el.type === 'radio')) p.checked = el.indeterminate && el.type === 'checkbox' ? 'mixed' : String(el.checked);
  else if (ac && (role === 'checkbox' || role === 'radio' || role === 'switch' || role === 'menuitemcheckbox' || role === 'menuitemradio' || role === 'option' || role === 'treeitem')) {
    p.checked = ac === 'mixed' && (role === 'radio' || role === 'menuitemradio' || role === 'switch') ? 'false' : ac;
  } else if (role === 'checkbox' || role === 'radio' || role === 'switch' || role === 'menuitemcheckbox' || role === 'menuitemradio') p.checked = 'false';
  const ap = tristate(el.getAttribute('aria-pressed'));
  if (ap && role === 'button') p.pressed = ap;
  if ((isFormControl(tag) && tag !== 'fieldset' && disabled(c, el)) || ariaDisabled) p.disabled = true;
  else if (tag === 'option' && el.disabled) p.disabled = true;
  const ae = el.getAttribute('aria-expanded');
  if (ae === 'true' || ae === 'false') p.expanded = ae === 'true';
  else if (role === 'DisclosureTriangle') p.expanded = /** @type {HTMLDetailsElement} */ (el.parentElement).open;
  if (tag === 'option') p.selected = /** @type {HTMLOptionElement} */ (el).selected;
  else {
    const as = el.getAttribute('aria-selected');
    if (as === 'true' || as === 'false') p.selected = as === 'true';
  }
  if ((el.required && tag !== 'button' && role !== 'combobox') || el.getAttribute('aria-required') === 'true') p.required = true;
  // The star a form draws beside a required field's label (antd's
  // ::before "*", "Email *") is what [required] says: a person calls the
  // field by the rest ("Phone 2").
  if (p.required && node.n) node.n = node.n.replace(/^\*\s*(?=\S)|(?<=\S)\s*\*$/, '');
  if ((el.readOnly && (tag === 'input' || tag === 'textarea')) || el.getAttribute('aria-readonly') === 'true') p.readonly = true;
  const ai = el.getAttribute('aria-invalid');
  if (ai && ai !== 'false') p.invalid = ai;
  else if (el.validity && !el.validity.valid && el.willValidate) {
    // Chromium does not call an empty required text field invalid
    // before the person has typed.
    const text = tag === 'textarea' || tag === 'input' && !el.validity.badInput && (role === 'textbox' || role === 'searchbox' || role === 'combobox');
    if (!(text && el.validity.valueMissing)) p.invalid = 'true';
  }
  if (role === 'heading') {
    const al = parseInt(el.getAttribute('aria-level') || '', 10);
    p.level = al > 0 ? al : /^h[1-6]$/.test(tag) ? Number(tag[1]) : 2;
  }
  if (role === 'link' && el.href) p.url = typeof el.href === 'string' ? el.href : el.href.baseVal;
  let v = controlValue(c, el, role);
  if (!v && p.editable && tag !== 'input' && tag !== 'textarea') v = el.innerText.replace(/\n$/, '');
  if (v) node.v = v.length > 1000 ? v.slice(0, 1000) : v;
  if ((tag === 'input' || tag === 'textarea') && el.placeholder) node.ph = el.placeholder;
  if (role === 'slider' || role === 'spinbutton' || role === 'progressbar' || role === 'meter' || role === 'scrollbar') {
    const vt = el.getAttribute('aria-valuetext');
    if (vt) p.valuetext = vt;
    if (!node.v) {
      if (el.hasAttribute('aria-valuenow')) node.v = el.getAttribute('aria-valuenow') || '';
      else if (tag === 'progress' || tag === 'meter') {
        if (tag === 'meter' || el.hasAttribute('value')) node.v = String(el.value);
      }
    }
  }
  /** @type {Element[]} */
  let labels = LABELABLE.has(tag) ? labelsOf(c, el) : NONE;
  // A <label> that names it through aria-labelledby is its label as
  // well (a custom combobox named by the label beside it): Chromium
  // relates them, and the snapshot prints the label's text once.
  const lbIds = name ? el.getAttribute('aria-labelledby') : null;
  if (lbIds) {
    /** @type {Element[]} */
    const ls = [];
    for (const id of lbIds.trim().split(/\s+/)) {
      const l = byIdIn(el, id);
      if (l && l !== el && l.localName === 'label') ls.push(l);
    }
    if (ls.length) labels = ls;
  }
  if (labels.length) node.lb = labels.map(idOf);
  node.p = p;
  let f = 0;
  if (pointer) f |= 1;
  if (el.getAttribute('draggable') === 'true' || clickable(el) || scripted(c, el) || revealsOnHover(c, el) || gestureStarts(c, el, s) ||
    tag === 'label' && el.control && !disabled(c, el.control)) f |= 2;
  if (delegatedItem(c, el) || selectedCell(c, el, s) || gridCell(el)) f |= 4;
  if (pointer && cursorStarts(c, el, s)) f |= 8;
  if (placeMark(c, el, s)) f |= 16;
  if (drags(c, el, s)) f |= 32;
  if ((f || el.hasAttribute('role') || p.focusable) && !isFormControl(tag) && tag !== 'a' && tag !== 'area' && !LEAF.has(tag) && noArea(el, s)) f |= 64;
  if (f) node.f = f;
  noteInternals(el, f, !!p.focusable);
  if (!node.n && (f & ~64 || p.focusable || CONTROLS.has(role) || role === 'link')) {
    const h = hintOf(c, el);
    if (h) node.h = h;
  }
  if (w.opts.boxes) {
    const b = boxOf(el);
    if (b) node.b = b;
  }
  parentNode.c.push(w.out.length);
  w.out.push(node);
  if (tag === 'select') {
    if (role === 'combobox') {
      // Chromium's shape: the options in a popup.
      /** @type {AriaParent} */
      const popup = { i: -node.i, r: 'MenuListPopup', c: [] };
      node.c.push(w.out.length);
      w.out.push(popup);
      for (const o of /** @type {HTMLSelectElement} */ (el).options) {
        popup.c.push(w.out.length);
        w.out.push({ i: idOf(o), r: 'MenuListOption', n: o.label, p: { selected: o.selected } });
      }
    } else {
      for (const ch of el.children) walkOption(w, /** @type {HTMLElement} */ (ch), node);
    }
    return inline;
  }
  if (tag === 'img' && el.useMap) imageMap(w, /** @type {HTMLImageElement} */ (el), node);
  if (tag === 'svg') {
    walkSvg(w, el, node);
    // Chromium's role for a drawing with parts in its tree: not an
    // image, whose children would be presentational.
    if (node.c.length && node.r === 'image') node.r = 'SvgRoot';
    return inline;
  }
  if (LEAF.has(tag) || tag === 'option') return inline;
  if (p.editable && tag !== 'input' && tag !== 'textarea' && (role === 'textbox' || role === 'searchbox' || role === 'combobox' || role === 'generic')) {
    // Chromium lists an editor's text; the renderer shows it as the value.
    walkChildren(w, el, node, hidden, ariaDisabled);
    return inline;
  }
  if (tag === 'details') {
    // Only the summary of a closed <details> is rendered; without one
    // the browser shows its own, named "Details" (it stands for the
    // <details> element, which a click on it toggles).
    const sum = summaryOf(el);
    if (!sum) {
      node.c.push(w.out.length);
      w.out.push({ i: node.i, r: 'DisclosureTriangle', n: 'Details', p: { focusable: true, expanded: !!el.open } });
    } else if (!el.open) walkElement(w, sum, node, ariaDisabled);
    if (!el.open) return inline;
  }
  if (s.cv === 'hidden') return inline;
  walkChildren(w, el, node, hidden, ariaDisabled);
  if (blockLevel(s)) c.lastText = null;
  return inline;
}

// Inside an <svg>: its text, links, titled shapes, and the parts a person
// acts on. A drawing whose groups and shapes have listeners, an action
// cursor or a tabindex (a flow editor's nodes and their ports, a chart's
// bars that open details) is not one image: as in Chromium's tree, such a
// <g> is a group and such a shape a graphics symbol, each with its marks
// (so refs), named by aria-label or <title>; each <text> is a generic
// element of its own, so that labels read apart. Elements that only
// define things (gradients, symbols, clip paths) are skipped.
const SVG_SKIP = new Set(['title', 'desc', 'defs', 'symbol', 'clipPath', 'mask', 'pattern', 'marker', 'linearGradient',
  'radialGradient', 'filter', 'style', 'script', 'metadata']);
const SVG_SHAPE = new Set(['circle', 'rect', 'path', 'line', 'polyline', 'polygon', 'ellipse', 'use', 'image']);
const SVG_TEXT = new Set(['text', 'tspan', 'textPath']);
/**
 * @param {AriaWalk} w
 * @param {Element} el
 * @param {AriaParent} parentNode
 */
function walkSvg(w, el, parentNode) {
  const c = w.c;
  for (let ch = el.firstChild; ch; ch = ch.nextSibling) {
    if (isText(ch)) {
      if (SVG_TEXT.has(el.localName)) {
        // White space between a <text>'s <tspan>s is a space.
        const t = ch.data.replace(/[ \t\n\r\f]+/g, ' ');
        if (t.trim() || t && (ch.previousSibling || ch.nextSibling)) addText(w, ch, t, parentNode);
      }
      continue;
    }
    if (!isElement(ch)) continue;
    const t = ch.localName;
    if (SVG_SKIP.has(t) || ch.getAttribute('aria-hidden') === 'true') continue;
    const s = styleOf(c, ch);
    if (s.display === 'none' || s.visibility !== 'visible') continue;
    if (t === 'foreignObject') {
      walkChildren(w, ch, parentNode, false, false);
      continue;
    }
    if (t === 'a' && (ch.hasAttribute('href') || ch.hasAttribute('xlink:href'))) {
      const href = /** @type {SVGAElement} */ (/** @type {Element} */ (ch)).href;
      /** @type {AriaParent} */
      const n = { i: idOf(ch), r: 'link', c: [], p: { focusable: true, url: href && href.baseVal !== undefined ? new URL(href.baseVal, document.baseURI).href : '' } };
      const name = squash(ch.getAttribute('aria-label') || ch.textContent || '');
      if (name) n.n = name;
      parentNode.c.push(w.out.length);
      w.out.push(n);
      walkSvg(w, ch, n);
      continue;
    }
    const f = svgMarks(c, ch, s);
    const tab = focusable(c, ch);
    const title = svgTitle(ch);
    const explicit = ch.hasAttribute('role') ? roleOf(c, ch) : null;
    if (SVG_SHAPE.has(t)) {
      if (!f && !tab && !title && !explicit) continue;
      /** @type {AriaParent} */
      const n = { i: idOf(ch), r: explicit || (f || tab ? 'graphics-symbol' : 'GraphicsSymbol'), c: [] };
      svgNode(w, ch, n, explicit, title, f, tab, parentNode);
      continue;
    }
    if (t === 'tspan' || t === 'textPath') {
      if (f || tab || title || explicit) {
        /** @type {AriaParent} */
        const n = { i: idOf(ch), r: explicit || 'generic', c: [] };
        svgNode(w, ch, n, explicit, title, f, tab, parentNode);
        walkSvg(w, ch, n);
      } else walkSvg(w, ch, parentNode);
      continue;
    }
    if (t === 'text') {
      // Chromium's generic element per <text>: labels side by side read
      // as separate lines, not one glued word; its <tspan>s run on.
      /** @type {AriaParent} */
      const n = { i: idOf(ch), r: explicit || 'generic', c: [] };
      svgNode(w, ch, n, explicit, title, f, tab, parentNode);
      walkSvg(w, ch, n);
      // White space at the ends of a <text> shows nothing.
      const first = n.c.length ? w.out[n.c[0]] : null;
      if (first && first.r === 'StaticText') first.n = (first.n || '').trimStart();
      const last = n.c.length ? w.out[n.c[n.c.length - 1]] : null;
      if (last && last.r === 'StaticText') last.n = (last.n || '').trimEnd();
      continue;
    }
    if (f || tab || title || explicit) {
      /** @type {AriaParent} */
      const n = { i: idOf(ch), r: explicit || 'group', c: [] };
      svgNode(w, ch, n, explicit, title, f, tab, parentNode);
      walkSvg(w, ch, n);
      continue;
    }
    walkSvg(w, ch, parentNode);
  }
}

/**
 * Fills in and adds the node of an element inside an <svg>.
 * @param {AriaWalk} w
 * @param {Element} el
 * @param {AriaParent} n
 * @param {string | null} explicit its role attribute's role
 * @param {string} title
 * @param {number} f its marks (svgMarks)
 * @param {boolean} tab focusable
 * @param {AriaParent} parentNode
 */
function svgNode(w, el, n, explicit, title, f, tab, parentNode) {
  const name = explicit ? nameOf(w.c, /** @type {HTMLElement} */ (el), explicit) || title : title;
  if (name) n.n = name;
  if (tab) n.p = { focusable: true };
  if (f) n.f = f;
  if (!name && (f || tab)) {
    const h = hintOf(w.c, el);
    if (h) n.h = h;
  }
  if (w.opts.boxes) {
    const b = boxOf(el);
    if (b) n.b = b;
  }
  parentNode.c.push(w.out.length);
  w.out.push(n);
}

/**
 * The name an element inside an <svg> gives itself: aria-label, or its
 * <title> child.
 * @param {Element} el
 * @returns {string}
 */
function svgTitle(el) {
  const al = el.getAttribute('aria-label');
  if (al && al.trim()) return squash(al);
  for (const k of el.children) if (k.localName === 'title') return squash(k.textContent || '');
  return '';
}

/**
 * The marks (AriaNode.f) of an element inside an <svg>: what makes it
 * something a person acts on, as walkElement counts them for HTML.
 * @param {AriaCtx} c
 * @param {Element} el
 * @param {AriaStyle} s
 * @returns {number}
 */
function svgMarks(c, el, s) {
  const pointer = !!actionCursor(s);
  let f = 0;
  if (pointer) f |= 1;
  if (clickable(el) || scripted(c, el) || gestureStarts(c, el, s)) f |= 2;
  if (delegatedItem(c, el)) f |= 4;
  if (pointer && cursorStarts(c, el, s)) f |= 8;
  if (drags(c, el, s)) f |= 32;
  if (f && noArea(el, s)) f |= 64;
  // A cursor inherited from the drawing says nothing of this part.
  if (f === 1) return 0;
  return f;
}

/**
 * The links of an image map are the image's children.
 * @param {AriaWalk} w
 * @param {HTMLImageElement} img
 * @param {AriaParent} node
 */
function imageMap(w, img, node) {
  const name = img.useMap.replace(/^#/, '');
  /** @type {HTMLMapElement | null} */
  let map = null;
  try {
    map = /** @type {Document | ShadowRoot} */ (img.getRootNode()).querySelector('map[name="' + CSS.escape(name) + '"]');
  } catch (e) {
    return;
  }
  if (!map) return;
  for (const a of /** @type {HTMLCollectionOf<HTMLAreaElement>} */ (map.areas)) {
    if (!a.hasAttribute('href')) continue;
    /** @type {AriaNode} */
    const n = { i: idOf(a), r: 'link', c: [], p: { focusable: true, url: a.href } };
    const alt = squash(a.getAttribute('aria-label') || a.getAttribute('alt') || '');
    if (alt) n.n = alt;
    node.c.push(w.out.length);
    w.out.push(n);
  }
}

/**
 * The options (and groups) of a list box.
 * @param {AriaWalk} w
 * @param {HTMLElement} el
 * @param {AriaParent} parentNode
 */
function walkOption(w, el, parentNode) {
  const c = w.c;
  if (el.localName !== 'option' && el.localName !== 'optgroup' && el.localName !== 'hr') return;
  if (styleOf(c, el).display === 'none') return;
  const role = roleOf(c, el);
  /** @type {Record<string, string | number | boolean>} */
  const p = {};
  /** @type {AriaParent} */
  const node = { i: idOf(el), r: role || 'generic', c: [], p };
  const name = nameOf(c, el, role);
  if (name) node.n = name;
  if (el.localName === 'option') {
    p.selected = /** @type {HTMLOptionElement} */ (el).selected;
    p.focusable = true;
    const sel = el.closest('select');
    if (disabled(c, el) || sel && sel.disabled) p.disabled = true;
  }
  parentNode.c.push(w.out.length);
  w.out.push(node);
  if (el.localName === 'optgroup') for (const ch of el.children) walkOption(w, /** @type {HTMLElement} */ (ch), node);
}

/** Roles of live regions. */
const LIVE = new Set(['log', 'status', 'alert', 'marquee', 'timer']);

/**
 * Whether a live region is drawn nowhere: it or an ancestor near it is
 * absolutely placed and clipped to nothing or a pixel or two (the
 * visually-hidden pattern of React Aria's, MUI's and Bootstrap's
 * announcers).
 * @param {Element} el
 * @returns {boolean}
 */
function announcer(el) {
  /** @type {Element | null} */
  let e = el;
  for (let i = 0; e && i < 3; i++, e = e.parentElement) {
    const d = getComputedStyle(e);
    if (d.position !== 'absolute' && d.position !== 'fixed') continue;
    const r = e.getBoundingClientRect();
    if (r.width > 2 && r.height > 2) continue;
    if (d.overflow === 'hidden' || (d.clip !== '' && d.clip !== 'auto') || (d.clipPath !== '' && d.clipPath !== 'none')) return true;
  }
  return false;
}

/**
 * Whether the element's own box has no area, so that there is nothing of
 * it for a person to click (rc-select, under antd's Select, keeps a list of
 * options at 0×0 for screen readers beside the list it draws). An element
 * with display: contents has no box of its own and is not counted.
 * @param {Element} el
 * @param {AriaStyle} s
 * @returns {boolean}
 */
function noArea(el, s) {
  if (s.display === 'contents') return false;
  const r = el.getBoundingClientRect();
  return !(r.width > 0 && r.height > 0);
}

/**
 * The element's box in CSS pixels of the page, or undefined when it has
 * none.
 * @param {Element} el
 * @returns {number[] | undefined}
 */
function boxOf(el) {
  const r = el.getBoundingClientRect();
  if (!r.width && !r.height) return undefined;
  return [Math.round(r.left + scrollX), Math.round(r.top + scrollY), Math.round(r.width), Math.round(r.height)];
}

/**
 * Content under aria-hidden="true" is not in the accessibility tree, but
 * what of it shows is there for a person to use (page builders hide
 * decorative regions that hold real buttons; carousels hide slides that
 * are still in view). The controls of it that a click at their middle
 * reaches get a node (their own content walked as usual), directly under
 * parentNode; its text does not. Controls that something else covers are
 * left out, and so are those out of the viewport (where no hit test can
 * tell) that a scrolled or clipped box hides (the slides of a carousel)
 * or that share the region with covered ones (the page behind a modal,
 * which apps hide this way).
 * @param {AriaWalk} w
 * @param {Element} root
 * @param {AriaParent} parentNode
 * @param {boolean} ariaDisabled
 */
function walkHiddenControls(w, root, parentNode, ariaDisabled) {
  const c = w.c;
  /** @type {{el: HTMLElement, away: boolean}[]} */
  const found = [];
  let covered = false;
  /** @type {Node[]} */
  const stack = [root];
  while (stack.length) {
    const n = /** @type {Node} */ (stack.pop());
    if (!isElement(n) || SKIP.has(n.localName) || n.inert) continue;
    // Hidden regions can be large (the drawn lines of an editor, a
    // chart's shapes): past HIDDEN_WALK elements a snapshot looks no
    // further, and inside an <svg> never.
    if (c.hiddenWalked++ >= HIDDEN_WALK) break;
    const s = styleOf(c, n);
    if (s.display === 'none') continue;
    if (s.visibility === 'visible' && control(c, n, s)) {
      const h = hitTest(c, n);
      if (h === 'covered') covered = true;
      else if (h !== 'none') found.push({ el: n, away: h === 'away' });
      continue;
    }
    if (LEAF.has(n.localName) || n.localName === 'svg') continue;
    const kids = childNodesOf(n);
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  }
  // A popup the page hid as it began to close, still drawn while it fades
  // out (Duet's date picker): nothing of it is there to use.
  if (found.length && fadingOut(root)) return;
  for (const f of found) {
    if (f.away && covered) continue;
    walkElement(w, f.el, parentNode, ariaDisabled || f.el.getAttribute('aria-disabled') === 'true', true);
  }
}

/**
 * Whether an animation or transition, on el or inside it, takes an
 * opacity down.
 * @param {Element} el
 * @returns {boolean}
 */
function fadingOut(el) {
  if (!el.getAnimations) return false;
  for (const a of el.getAnimations({subtree: true})) {
    const e = /** @type {KeyframeEffect | null} */ (a.effect);
    if (a.playState !== 'running' || !e || !e.getKeyframes) continue;
    const k = e.getKeyframes();
    if (k.length >= 2 && parseFloat(String(k[k.length - 1].opacity)) < parseFloat(String(k[0].opacity))) return true;
  }
  return false;
}

/**
 * Whether the element is something a person acts on: a widget or link, a
 * focusable element, or one the ref policy counts (actionable.js).
 * @param {AriaCtx} c
 * @param {HTMLElement} el
 * @param {AriaStyle} s
 * @returns {boolean}
 */
function control(c, el, s) {
  const r = roleOf(c, el);
  return CONTROLS.has(r) || r === 'link' || focusable(c, el) || actionable(c, el, s);
}

/**
 * Where a click at the middle of the element's box lands: on it or
 * something inside it ('hit'), on something else ('covered'), outside the
 * viewport ('away'), or nowhere, the element having no box ('none'). Each
 * snapshot hit-tests at most HIT_TESTS elements; past that, 'covered'.
 * @param {AriaCtx} c
 * @param {Element} el
 * @returns {'hit' | 'covered' | 'away' | 'none'}
 */
function hitTest(c, el) {
  const r = el.getBoundingClientRect();
  if (r.width < 1 || r.height < 1) return 'none';
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return clipped(c, el, x, y) ? 'none' : 'away';
  if (c.hitTests++ >= HIT_TESTS) return 'covered';
  const scope = /** @type {Document | ShadowRoot} */ (el.getRootNode());
  let hit = scope.elementFromPoint(x, y);
  for (let r = hit && shadowOf(hit); hit && r; r = shadowOf(hit)) {
    const inner = r.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  for (let n = /** @type {Node | null} */ (hit); n; n = flatParent(n)) if (n === el) return 'hit';
  return 'covered';
}
const HIT_TESTS = 200;
const HIDDEN_WALK = 5000;

/**
 * Whether a box of an ancestor that clips its overflow leaves the point
 * (in viewport coordinates) out.
 * @param {AriaCtx} c
 * @param {Element} el
 * @param {number} x
 * @param {number} y
 * @returns {boolean}
 */
function clipped(c, el, x, y) {
  for (let p = flatParent(el); p && isElement(p) && p !== document.body && p !== document.documentElement; p = flatParent(p)) {
    const d = styleOf(c, p).d;
    const ox = d.overflowX !== 'visible', oy = d.overflowY !== 'visible';
    if (!ox && !oy) continue;
    const r = p.getBoundingClientRect();
    if (ox && (x < r.left || x >= r.right) || oy && (y < r.top || y >= r.bottom)) return true;
  }
  return false;
}

/**
 * @param {AriaCtx} c
 * @param {Element} el
 * @returns {boolean | undefined}
 */
function layoutInline(c, el) {
  const s = styleOf(c, el);
  if (s.display === 'none') return undefined;
  return !blockLevel(s);
}

globalThis.__emcp = { snapshot, idOf, byId, listen, takeHosts, adoptRoot, hoverListened, takeInternals, learnInternals };
