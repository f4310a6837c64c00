// @ts-check
// Inclusion: which elements Chromium keeps in its tree, which it lists as
// ignored (they still hold text), and how an element lays out among its
// siblings.

// Roles Chromium always keeps in its tree.
const ALWAYS_INCLUDED = new Set(['Abbr', 'application', 'article', 'Audio', 'banner', 'blockquote', 'code',
  'complementary', 'deletion', 'insertion', 'contentinfo', 'definition', 'DescriptionList', 'Details', 'dialog',
  'emphasis', 'Figcaption', 'figure', 'sectionfooter', 'form', 'sectionheader', 'list', 'listitem', 'main', 'mark',
  'math', 'meter', 'MenuListOption', 'MenuListPopup', 'navigation', 'progressbar', 'region', 'Ruby', 'search',
  'Section', 'splitter', 'subscript', 'superscript', 'strong', 'term', 'time', 'Video']);
// Widgets (Chromium's IsControl): always kept.
/** @type {Set<string | null>} */
const CONTROLS = new Set(['button', 'checkbox', 'ColorWell', 'combobox', 'Date', 'DateTime', 'DisclosureTriangle', 'DisclosureTriangleGrouped',
  'InputTime', 'listbox', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'radio', 'scrollbar',
  'searchbox', 'slider', 'spinbutton', 'switch', 'tab', 'textbox', 'treeitem', 'splitter', 'MenuListOption',
  'menu', 'menubar', 'tablist', 'tree', 'treegrid', 'grid', 'radiogroup', 'toolbar']);

/**
 * Whether Chromium keeps the element in its tree (not "ignored"), after
 * AXNodeObject::ShouldIncludeBasedOnSemantics and ComputeIsIgnored.
 * @param {AriaCtx} c
 * @param {AriaElement} el
 * @param {string} role
 * @param {AriaStyle} s
 * @returns {boolean}
 */
function included(c, el, role, s) {
  if (role === 'none') return false;
  const t = el.localName;
  if (role === 'table' || role === 'grid' || role === 'treegrid' || role === 'row' || role === 'cell' ||
    role === 'gridcell' || role === 'columnheader' || role === 'rowheader' || role === 'LayoutTable' ||
    role === 'LayoutTableRow' || role === 'LayoutTableCell' || t === 'thead' || t === 'tfoot') return true;
  if (t === 'html') return false;
  if (t !== 'body' && focusable(c, el)) return true;
  if (role === 'link' || role === 'heading' || t === 'header' || t === 'footer') return true;
  if (actionable(c, el, s)) return true;
  if (CONTROLS.has(role) || t === 'optgroup') return true;
  if (explicitRole(el)) return true;
  if (editableRoot(el)) return true;
  if (t === 'legend' || t === 'fieldset' || t === 'details' || t === 'output' || t === 'hr') return true;
  if (ALWAYS_INCLUDED.has(role) || t === 'hgroup') return true;
  if (hasAria(el) || (el.getAttribute('title') || '') !== '') return true;
  if (t === 'img') return el.getAttribute('alt') !== '';
  if (t === 'svg') return !!el.firstElementChild;
  if (el.id && !(el.getRootNode() instanceof ShadowRoot) && el.namespaceURI === 'http://www.w3.org/1999/xhtml' && t !== 'label' && !el.closest('optgroup')) return true;
  if (t === 'a' && el.hasAttribute('name')) return true;
  if (atomicInline(s) && role !== 'image' && t !== 'canvas' && t !== 'embed' && t !== 'object') {
    // Chromium keeps an inline-block among other elements (its tree for
    // CDP has inline text boxes on).
    const p = el.parentNode;
    if (p && p.childElementCount > 1) return true;
  }
  if (t === 'span') return false;
  if (t === 'label') return !redundantLabel(c, /** @type {HTMLLabelElement} */ (el));
  if (s.display === 'contents') return false;
  if (t === 'iframe' || t === 'frame' || t === 'embed' || t === 'object') return true;
  if (t === 'canvas') return /** @type {HTMLCanvasElement} */ (el).width > 1 && /** @type {HTMLCanvasElement} */ (el).height > 1;
  if (t === 'br') return true;
  if (t === 'body') return blockWithInlineChildren(c, el, s);
  if (s.position !== 'static') return true;
  if (scrollable(el, s)) return true;
  return blockWithInlineChildren(c, el, s);
}

/**
 * @param {AriaStyle} s
 * @returns {boolean}
 */
function atomicInline(s) {
  const d = s.display;
  return d === 'inline-block' || d === 'inline-flex' || d === 'inline-grid' || d === 'inline-table' || d === 'inline flow-root';
}

/**
 * @param {Element} el
 * @param {AriaStyle} s
 * @returns {boolean}
 */
function scrollable(el, s) {
  const ox = s.d.overflowX, oy = s.d.overflowY;
  if (ox !== 'auto' && ox !== 'scroll' && oy !== 'auto' && oy !== 'scroll' && ox !== 'hidden' && oy !== 'hidden') return false;
  return el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth;
}

/**
 * Chromium's IsRedundantLabel: a label around or for a checkbox or radio
 * that holds nothing but the control and text.
 * @param {AriaCtx} c
 * @param {HTMLLabelElement} l
 * @returns {boolean}
 */
function redundantLabel(c, l) {
  const input = l.control;
  if (!input || input.localName !== 'input') return false;
  const type = (input.getAttribute('type') || '').toLowerCase();
  if (type !== 'checkbox' && type !== 'radio') return false;
  const is = styleOf(c, input);
  if (is.display === 'none' || is.visibility !== 'visible') return false;
  if (input.hasAttribute('aria-label') || input.hasAttribute('aria-labelledby')) return false;
  const first = l.firstElementChild;
  if (!first) return true;
  if (first !== input) return false;
  return !first.nextElementSibling;
}

const BLOCK_FLOW = new Set(['block', 'inline-block', 'list-item', 'flow-root', 'table-cell', 'table-caption',
  'inline flow-root', 'block flow', 'block flow-root', 'flow-root list-item', 'block flow list-item']);

/**
 * A block container whose children are inline (text, inline elements):
 * Chromium keeps such <div>s, and drops those holding only blocks.
 * @param {AriaCtx} c
 * @param {Element} el
 * @param {AriaStyle} s
 * @returns {boolean}
 */
function blockWithInlineChildren(c, el, s) {
  if (!BLOCK_FLOW.has(s.display) || LEAF.has(el.localName)) return false;
  const st = { any: false, block: false };
  layoutChildren(c, el, st, s);
  return st.any && !st.block;
}

/**
 * Whether an element lays out as a block among inline siblings (its
 * outer display is block), ending a line.
 * @param {AriaStyle} s
 * @returns {boolean}
 */
function blockLevel(s) {
  const d = s.display;
  if (d.startsWith('inline') || d === 'contents' || d === 'none') return false;
  if (d === 'ruby' || d === 'ruby-text') return false;
  return true;
}

/**
 * @param {AriaCtx} c
 * @param {Node} el
 * @param {{any: boolean, block: boolean}} st
 * @param {AriaStyle} ps
 */
function layoutChildren(c, el, st, ps) {
  let prevInline = false;
  const kids4 = childNodesOf(el);
  for (let k4 = 0; k4 < kids4.length; k4++) {
    const ch = kids4[k4];
    if (st.block) return;
    if (isText(ch)) {
      if (/[^ \t\n\r\f]/.test(ch.data) || preservesSpace(ps) || prevInline) {
        st.any = true;
        prevInline = true;
      }
    } else if (isElement(ch)) {
      if (SKIP.has(ch.localName)) continue;
      const cs = styleOf(c, ch);
      if (cs.display === 'none') continue;
      if (cs.display === 'contents' || ch.localName === 'slot') {
        layoutChildren(c, ch, st, cs);
        prevInline = st.any;
        continue;
      }
      st.any = true;
      if (cs.position === 'absolute' || cs.position === 'fixed' || cs.float !== 'none') continue;
      if (blockLevel(cs)) {
        st.block = true;
        return;
      }
      prevInline = true;
    }
  }
}

/**
 * @param {AriaStyle} s
 * @returns {boolean}
 */
function preservesSpace(s) {
  const ws = wsOf(s);
  return ws === 'preserve' || ws === 'pre' || ws === 'pre-wrap' || ws === 'break-spaces' || ws === 'preserve-breaks' || ws === 'pre-line';
}

/**
 * Chromium lists the parents of ::before and ::after content, which sets
 * their text apart from the text around them. Only elements with text
 * of their own are looked at: for others it makes no difference.
 * @param {AriaCtx} c
 * @param {Element} el
 * @returns {boolean}
 */
function pseudoParent(c, el) {
  if (el.localName !== 'q' && !c.pseudo) return false;
  let text = false;
  for (const ch of el.childNodes) {
    if (isText(ch) && /[^ \t\n\r\f]/.test(ch.data)) {
      text = true;
      break;
    }
  }
  if (!text) return false;
  if (el.localName === 'q') return true;
  if (!mayHavePseudo(c, el)) return false;
  return hasPseudo(el, '::before') || hasPseudo(el, '::after');
}

/**
 * @param {Element} el
 * @param {string} which
 * @returns {boolean}
 */
function hasPseudo(el, which) {
  const s = getComputedStyle(el, which);
  const ct = s.content;
  return !!ct && ct !== 'none' && ct !== 'normal' && s.display !== 'none';
}

/**
 * Ignored elements Chromium still lists (as ignored): blocks, which end
 * a line of text, labels, and elements with a lang.
 * @param {Element} el
 * @param {AriaStyle} s
 * @returns {boolean}
 */
function keptIgnored(el, s) {
  return blockLevel(s) || el.localName === 'label' || el.hasAttribute('lang');
}
