// @ts-check
// Code editors whose text input is hidden: Monaco, CodeMirror 5, Ace and
// xterm.js type into a textarea of no size (or a transparent, clipped or
// out-of-the-way one) and draw the text themselves; an EditContext element
// takes typing itself. A person clicks the drawn text and types. So the
// snapshot shows such an editor as one text box whose ref is the surface a
// person clicks (the input's nearest ancestor of some size), whose value is
// the text drawn there, and whose name is the input's. Clicking the ref
// lands on the text; typing into it reaches the input (go/page's actions
// find the input inside the surface). Widgets the editor shows (completion
// lists, a find bar) are listed inside it.

/**
 * The hidden input of each editor surface met so far.
 * @type {WeakMap<Element, HTMLElement>}
 */
const editorInputs = new WeakMap();

// Roles of the editor's own widgets, whose text is not the editor's.
const EDITOR_WIDGETS = new Set(['listbox', 'menu', 'dialog', 'alertdialog', 'tooltip', 'alert', 'status', 'log',
  'toolbar', 'button', 'textbox', 'combobox']);

/**
 * Whether the element takes text: a textarea, a text input, a
 * contenteditable root or an EditContext element.
 * @param {AriaElement} el
 * @returns {boolean}
 */
function takesText(el) {
  const t = el.localName;
  if (t === 'textarea') return true;
  if (t === 'input') {
    const type = (el.getAttribute('type') || '').toLowerCase();
    return type === '' || type === 'text' || type === 'search';
  }
  return el.isContentEditable || !!(/** @type {any} */ (el).editContext);
}

/**
 * The surface of an editor whose input el is hidden, or null: the input's
 * nearest ancestor at least 24 by 16 pixels (below the body), when the
 * input is smaller than 4 pixels, all but transparent, clipped or outside
 * that box. (go/page's clicks find the same surface for the same input.)
 * @param {AriaCtx} c
 * @param {AriaElement} el
 * @param {AriaStyle} s
 * @returns {Element | null}
 */
function editorSurface(c, el, s) {
  if (!takesText(el)) return null;
  const r = el.getBoundingClientRect();
  const d = s.d;
  const tiny = r.width < 4 || r.height < 4;
  const clear = parseFloat(d.opacity) < 0.05;
  const cut = d.clipPath && d.clipPath !== 'none' || d.clip && d.clip !== 'auto';
  if (!tiny && !clear && !cut) {
    // Visible where it is; it may still sit outside its editor's box.
    if (!/** @type {any} */ (el).editContext) return null;
  }
  let surface = flatParent(el);
  for (; surface && isElement(surface); surface = flatParent(surface)) {
    if (surface === document.body || surface === document.documentElement) return null;
    const b = surface.getBoundingClientRect();
    if (b.width >= 24 && b.height >= 16) break;
  }
  if (!surface || !isElement(surface)) return null;
  if (!tiny && !clear && !cut) {
    const o = surface.getBoundingClientRect();
    const away = r.right <= o.left || r.left >= o.right || r.bottom <= o.top || r.top >= o.bottom;
    if (!away) return null;
  }
  return surface;
}

/**
 * Notes the surface of an editor whose input the walk just met, and
 * reports whether it is new: the walk then runs again, to show the
 * surface as the editor (it was walked before its input was found).
 * @param {AriaCtx} c
 * @param {AriaElement} el
 * @param {AriaStyle} s
 * @returns {boolean}
 */
function noteEditor(c, el, s) {
  const surface = editorSurface(c, el, s);
  if (!surface || surface === el) return false;
  const known = editorInputs.get(surface);
  editorInputs.set(surface, el);
  return known !== el;
}

/**
 * The hidden input of the editor whose surface el is, if it still is one.
 * @param {AriaCtx} c
 * @param {Element} el
 * @returns {HTMLElement | null}
 */
function editorInput(c, el) {
  const input = editorInputs.get(el);
  if (!input) return null;
  if (input.isConnected && el.contains(input) && editorSurface(c, input, styleOf(c, input)) === el) return input;
  editorInputs.delete(el);
  return null;
}

/**
 * The text an editor draws on its surface, line by line: its gutters (a
 * column of line numbers beside the code), its widgets and its input are
 * left out.
 * @param {AriaCtx} c
 * @param {Element} surface
 * @param {Element} input
 * @returns {string}
 */
function editorText(c, surface, input) {
  let out = '';
  const LIMIT = 2000;
  const numbers = /^[ \t\n\r\f]*\d[\d \t\n\r\f]*$/;
  /** @param {Node} n */
  const walk = n => {
    const kids = childNodesOf(n);
    // A gutter is a child of only numbers beside one that holds more.
    /** @type {string[]} */
    const texts = [];
    let code = false;
    for (let i = 0; i < kids.length; i++) {
      const k = kids[i];
      const t = isElement(k) ? k.textContent || '' : '';
      texts.push(t);
      if (/[^ \t\n\r\f]/.test(t) && !numbers.test(t)) code = true;
    }
    for (let i = 0; i < kids.length && out.length < LIMIT; i++) {
      const k = kids[i];
      if (isText(k)) {
        // Code keeps its spaces (white-space: pre, or no-break spaces);
        // the markup's indentation between elements is not code.
        const ps = k.parentElement && styleOf(c, k.parentElement);
        if (!ps || preservesSpace(ps)) out += k.data;
        else if (/[^ \t\n\r\f]/.test(k.data)) out += renderedText(ps, k.data);
        continue;
      }
      if (!isElement(k) || k === input || SKIP.has(k.localName)) continue;
      const s = styleOf(c, k);
      if (hiddenStyle(s)) continue;
      const r = k.getAttribute('role');
      if (r && EDITOR_WIDGETS.has(r) || k.localName === 'input' || k.localName === 'textarea' || k.localName === 'button') continue;
      if (code && numbers.test(texts[i])) continue;
      const block = blockLevel(s);
      if (block && out && !out.endsWith('\n')) out += '\n';
      const start = out.length;
      walk(k);
      // A line break after a block, and an empty block (a blank line) is
      // one line.
      if (block && (out.length === start || !out.endsWith('\n'))) out += '\n';
    }
  };
  walk(surface);
  return out.replace(/\u00a0/g, ' ').replace(/[\u200b\ufeff]/g, '').replace(/^\n+|\n+$/g, '');
}

/**
 * Adds an editor under parentNode: a text box for the surface el, then
 * the widgets it shows (controls inside it other than its input).
 * @param {AriaWalk} w
 * @param {AriaElement} el
 * @param {HTMLElement} input
 * @param {AriaParent} parentNode
 */
function walkEditor(w, el, input, parentNode) {
  const c = w.c;
  /** @type {Record<string, string | number | boolean>} */
  const p = { focusable: true, editable: 'plaintext' };
  /** @type {AriaParent} */
  const node = { i: idOf(el), r: 'textbox', c: [], p };
  const name = nameOf(c, input, roleOf(c, input));
  if (name) node.n = name.length > 1000 ? name.slice(0, 1000) : name;
  const v = editorText(c, el, input);
  if (v) node.v = v.length > 1000 ? v.slice(0, 1000) : v;
  const a = w.active;
  if (a && (a === input || el.contains(a))) p.focused = true;
  if (input.getAttribute('aria-readonly') === 'true' || /** @type {AriaElement} */ (input).readOnly) p.readonly = true;
  if (w.opts.boxes) {
    const b = boxOf(el);
    if (b) node.b = b;
  }
  parentNode.c.push(w.out.length);
  w.out.push(node);
  /** @type {Node[]} */
  const stack = [];
  const kids = childNodesOf(el);
  for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  while (stack.length) {
    const n = /** @type {Node} */ (stack.pop());
    if (n === input || !isElement(n) || SKIP.has(n.localName)) continue;
    const s = styleOf(c, n);
    if (s.display === 'none' || s.visibility !== 'visible' && !n.childElementCount) continue;
    const r = roleOf(c, n);
    if (s.visibility === 'visible' && (CONTROLS.has(r) || r === 'link' || focusable(c, n))) {
      walkElement(w, n, parentNode, false, true);
      continue;
    }
    const ks = childNodesOf(n);
    for (let i = ks.length - 1; i >= 0; i--) stack.push(ks[i]);
  }
}
