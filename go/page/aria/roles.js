// @ts-check
// Roles: the explicit role attribute, else the element's implicit role as
// Chromium computes it (tables, landmarks, list items, inputs).

// ARIA roles as Chromium names them.
const ARIA_ROLES = new Map();
for (const r of ('alert alertdialog application article banner blockquote button caption cell checkbox code ' +
  'columnheader combobox complementary contentinfo definition deletion dialog document emphasis feed figure ' +
  'form generic grid gridcell group heading insertion link list listbox listitem log main mark marquee math menu ' +
  'menubar menuitem menuitemcheckbox menuitemradio meter navigation none note option paragraph presentation progressbar ' +
  'radio radiogroup region row rowgroup rowheader scrollbar search searchbox separator slider spinbutton status ' +
  'strong subscript superscript switch tab table tablist tabpanel term textbox time timer toolbar tooltip tree ' +
  'treegrid treeitem').split(' ')) ARIA_ROLES.set(r, r);
ARIA_ROLES.set('img', 'image');
ARIA_ROLES.set('image', 'image');
ARIA_ROLES.set('directory', 'list');
ARIA_ROLES.set('presentation', 'none');

// Global ARIA attributes undo role="none" on an element.
const GLOBAL_ARIA = ['aria-atomic', 'aria-busy', 'aria-controls', 'aria-current', 'aria-describedby',
  'aria-details', 'aria-dropeffect', 'aria-flowto', 'aria-grabbed', 'aria-keyshortcuts', 'aria-label',
  'aria-labelledby', 'aria-live', 'aria-owns', 'aria-relevant', 'aria-roledescription'];

/**
 * @param {Element} el
 * @returns {string | null}
 */
function explicitRole(el) {
  const attr = el.getAttribute('role');
  if (!attr) return null;
  for (const r of attr.trim().toLowerCase().split(/\s+/)) {
    const m = ARIA_ROLES.get(r);
    // Chromium passes over form and region when nothing names them.
    if (m && !((m === 'form' || m === 'region') && !hasName(el))) return m;
  }
  return null;
}

/**
 * @param {Element} el
 * @returns {boolean}
 */
function hasAria(el) {
  if (!el.hasAttributes()) return false;
  for (const n of el.getAttributeNames()) if (n.startsWith('aria-')) return true;
  return false;
}

/**
 * @param {Element} el
 * @returns {boolean}
 */
function hasGlobalAria(el) {
  for (const a of GLOBAL_ARIA) if (el.hasAttribute(a)) return true;
  return false;
}

/**
 * @param {AriaCtx} c
 * @param {Element} el
 * @param {Set<string | null>} disallowed
 * @returns {boolean}
 */
function landmarkAllowed(c, el, disallowed) {
  for (let p = flatParent(el); p && isElement(p); p = flatParent(p)) {
    const r = roleOf(c, p);
    if (disallowed.has(r)) return false;
  }
  return true;
}
const HEADER_DISALLOWED = new Set(['article', 'complementary', 'main', 'navigation', 'Section']);
const ASIDE_DISALLOWED = new Set(['article', 'complementary', 'navigation', 'Section']);

// Whether this Chromium knows <input type=checkbox switch>.
const SWITCH = 'switch' in HTMLInputElement.prototype;

/**
 * @param {Element} el
 * @returns {string | null}
 */
function inputRole(el) {
  const t = (el.getAttribute('type') || '').toLowerCase();
  switch (t) {
    case 'button': case 'submit': case 'reset': case 'image': return 'button';
    case 'file': return 'button';
    case 'checkbox': return el.hasAttribute('switch') && SWITCH ? 'switch' : 'checkbox';
    case 'radio': return 'radio';
    case 'range': return 'slider';
    case 'number': return 'spinbutton';
    case 'hidden': return null;
    case 'date': return 'Date';
    case 'month': case 'week': return 'DateTime';
    case 'datetime-local': return 'DateTime';
    case 'time': return 'InputTime';
    case 'color': return 'ColorWell';
    case 'search': return el.hasAttribute('list') ? 'combobox' : 'searchbox';
    case 'email': case 'tel': case 'url': case 'text': case 'password': case '':
      return el.hasAttribute('list') ? 'combobox' : 'textbox';
  }
  return el.hasAttribute('list') ? 'combobox' : 'textbox';
}

/**
 * The nearest table-ish ancestor element of a table part, skipping
 * display:contents and other wrappers the way Chromium's
 * GetDOMTableAXAncestor does (parents only).
 * @param {Element} el
 * @returns {HTMLTableElement | null}
 */
function tableAncestor(el) {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const t = p.localName;
    if (t === 'table') return /** @type {HTMLTableElement} */ (p);
    if (t === 'td' || t === 'th') return null;
  }
  return null;
}

/** @type {Set<string | null>} */
const TABLE_LIKE = new Set(['table', 'grid', 'treegrid', 'LayoutTable']);

/**
 * Chromium's IsDataTable: tables that look like data (headers, caption,
 * borders, stripes) are tables, the others layout tables.
 * @param {AriaCtx} c
 * @param {HTMLTableElement} t
 * @returns {boolean}
 */
function dataTable(c, t) {
  if (t.hasAttribute('role')) return true;
  if (t.isContentEditable) return true;
  if (t.getAttribute('summary') || t.tHead || t.tFoot || t.caption || t.getAttribute('rules')) return true;
  for (const ch of t.children) if (ch.localName === 'colgroup' || ch.localName === 'col') return true;
  const rows = t.rows;
  if (rows.length >= 20) return true;
  if (rows.length <= 0) return false;
  if (rows.length === 1 && rows[0].cells.length === 1) return false;
  const ts = styleOf(c, t);
  const spacing = ts.d.borderSpacing.split(' ').every(v => parseFloat(v) > 0);
  let valid = 0, bordered = 0, bg = 0, top = 0, bottom = 0, left = 0, right = 0;
  const stripes = [];
  for (let r = 0; r < rows.length; r++) {
    for (const cell of rows[r].cells) {
      if (cell.localName === 'th') return true;
      if (cell.getAttribute('headers') || cell.getAttribute('abbr') || cell.getAttribute('axis') || cell.getAttribute('scope')) return true;
      const cs = styleOf(c, cell);
      if (cs.display === 'none' || cell.offsetWidth < 1 || cell.offsetHeight < 1) continue;
      valid++;
      const d = cs.d;
      if (d.emptyCells === 'hide') return true;
      const bt = parseFloat(d.borderTopWidth) > 0 && d.borderTopStyle !== 'none' && d.borderTopStyle !== 'hidden';
      const bb = parseFloat(d.borderBottomWidth) > 0 && d.borderBottomStyle !== 'none' && d.borderBottomStyle !== 'hidden';
      const bl = parseFloat(d.borderLeftWidth) > 0 && d.borderLeftStyle !== 'none' && d.borderLeftStyle !== 'hidden';
      const br = parseFloat(d.borderRightWidth) > 0 && d.borderRightStyle !== 'none' && d.borderRightStyle !== 'hidden';
      if (bt && bb || bl && br) bordered++;
      if (bt) top++;
      if (bb) bottom++;
      if (bl) left++;
      if (br) right++;
      const cc = d.backgroundColor;
      if (spacing && cc !== ts.d.backgroundColor && cc !== 'rgba(0, 0, 0, 0)' && cc !== 'transparent') bg++;
      if (bordered >= 10 || bg >= 10) return true;
      if (r < 5 && r === stripes.length) stripes.push(styleOf(c, rows[r]).d.backgroundColor);
    }
  }
  if (valid <= 1) return false;
  const need = Math.floor(valid / 2);
  if (bordered >= need || top >= need || bottom >= need || left >= need || right >= need) return true;
  if (bg >= need) return true;
  if (stripes.length > 2) {
    for (let k = 1; k < stripes.length; k++) {
      if (k % 2 === 1 && stripes[k] === stripes[0]) return false;
      if (k % 2 === 0 && stripes[k] !== stripes[0]) return false;
    }
    return true;
  }
  return false;
}

/**
 * @param {Element} el
 * @returns {string}
 */
function headerCellRole(el) {
  const scope = (el.getAttribute('scope') || '').toLowerCase();
  if (scope === 'row' || scope === 'rowgroup') return 'rowheader';
  if (scope === 'col' || scope === 'colgroup') return 'columnheader';
  // Chromium's DecideRoleFromSiblings.
  const next = el.nextElementSibling, prev = el.previousElementSibling;
  /** @param {Element | null} n */
  const isTh = n => n && n.localName === 'th';
  /** @param {Element | null} n */
  const dataCell = n => n && n.localName === 'td' && n.hasChildNodes();
  if (!next && !prev) return 'columnheader';
  if (isTh(next) && isTh(prev)) return 'columnheader';
  if (dataCell(next) || dataCell(prev)) return 'rowheader';
  const row = el.parentElement;
  if (!row || row.localName !== 'tr') return 'columnheader';
  const first = row.firstElementChild, last = row.lastElementChild;
  if (dataCell(first) || dataCell(last)) return 'rowheader';
  if (dataCell(first && first.nextElementSibling) || dataCell(last && last.previousElementSibling)) return 'rowheader';
  return 'columnheader';
}

/**
 * A <select> that shows its options as a list box rather than a popup.
 * @param {HTMLSelectElement} sel
 * @returns {boolean}
 */
function listBoxSelect(sel) {
  return sel.multiple || sel.size > 1;
}

/**
 * @param {AriaCtx} c
 * @param {HTMLElement} el
 * @returns {string | null}
 */
function implicitRole(c, el) {
  switch (el.localName) {
    case 'a': return el.hasAttribute('href') || clickable(el) || clickListener(c, el) ? 'link' : minimalRole(c, el);
    case 'area': return el.hasAttribute('href') ? 'link' : 'generic';
    case 'button': return 'button';
    case 'input': return inputRole(el);
    case 'textarea': return 'textbox';
    case 'select': return listBoxSelect(/** @type {HTMLSelectElement} */ (el)) ? 'listbox' : 'combobox';
    case 'option': {
      const sel = el.closest('select');
      return sel && !listBoxSelect(sel) ? 'MenuListOption' : 'option';
    }
    case 'optgroup': return 'group';
    case 'h1': case 'h2': case 'h3': case 'h4': case 'h5': case 'h6': return 'heading';
    case 'ul': case 'ol': case 'menu': return 'list';
    case 'li': {
      const p = el.parentElement;
      if (p && (p.localName === 'ul' || p.localName === 'ol' || p.localName === 'menu') && roleOf(c, p) === 'none' && !el.hasAttribute('role')) return 'none';
      return 'listitem';
    }
    case 'dl': return 'DescriptionList';
    case 'dt': return 'term';
    case 'dd': return 'definition';
    case 'nav': return 'navigation';
    case 'main': return 'main';
    case 'aside': return landmarkAllowed(c, el, ASIDE_DISALLOWED) || hasName(el) ? 'complementary' : 'generic';
    case 'header': return landmarkAllowed(c, el, HEADER_DISALLOWED) ? 'banner' : 'sectionheader';
    case 'footer': return landmarkAllowed(c, el, HEADER_DISALLOWED) ? 'contentinfo' : 'sectionfooter';
    case 'section': return hasName(el) ? 'region' : 'Section';
    case 'article': return 'article';
    case 'form': return 'form';
    case 'search': return 'search';
    case 'hgroup': return 'group';
    case 'img': return el.getAttribute('alt') === '' && !hasGlobalAria(el) && !el.hasAttribute('tabindex') ? 'none' : 'image';
    case 'svg': return 'image';
    case 'table': return dataTable(c, /** @type {HTMLTableElement} */ (el)) ? 'table' : 'LayoutTable';
    case 'caption': return 'caption';
    case 'thead': case 'tbody': case 'tfoot': {
      const t = tableAncestor(el);
      const tr = t ? roleOf(c, t) : null;
      return TABLE_LIKE.has(tr) ? 'rowgroup' : 'generic';
    }
    case 'tr': {
      const t = tableAncestor(el);
      const tr = t ? roleOf(c, t) : null;
      return tr === 'LayoutTable' ? 'LayoutTableRow' : TABLE_LIKE.has(tr) ? 'row' : 'generic';
    }
    case 'td': case 'th': {
      const row = el.parentElement;
      if (!row || row.localName !== 'tr') return 'generic';
      const rr = roleOf(c, row);
      if (rr === 'LayoutTableRow') return 'LayoutTableCell';
      if (rr !== 'row') return 'generic';
      const tr = roleOf(c, /** @type {HTMLTableElement} */ (tableAncestor(el)));
      if (el.localName === 'td') return tr === 'grid' || tr === 'treegrid' ? 'gridcell' : 'cell';
      return headerCellRole(el);
    }
    case 'p': return 'paragraph';
    case 'blockquote': return 'blockquote';
    case 'pre': return 'generic';
    case 'code': return 'code';
    case 'strong': return 'strong';
    case 'em': return 'emphasis';
    case 'mark': return 'mark';
    case 'del': case 's': return 'deletion';
    case 'ins': return 'insertion';
    case 'sub': return 'subscript';
    case 'sup': return 'superscript';
    case 'time': return 'time';
    case 'dfn': return 'term';
    case 'abbr': return 'Abbr';
    case 'hr': return 'separator';
    case 'progress': return 'progressbar';
    case 'meter': return 'meter';
    case 'output': return 'status';
    case 'dialog': return 'dialog';
    case 'details': return 'group';
    case 'summary': {
      const d = el.parentElement;
      if (!d || d.localName !== 'details' || summaryOf(d) !== el) return 'generic';
      return d.getAttribute('name') ? 'DisclosureTriangleGrouped' : 'DisclosureTriangle';
    }
    case 'fieldset': return 'group';
    case 'legend': return 'Legend';
    case 'label': return 'LabelText';
    case 'figure': return 'figure';
    case 'figcaption': return 'Figcaption';
    case 'iframe': case 'frame': return 'Iframe';
    case 'object': return 'PluginObject';
    case 'embed': return 'EmbeddedObject';
    case 'video': return 'Video';
    case 'audio': return 'Audio';
    case 'canvas': return 'Canvas';
    case 'address': return 'group';
    case 'math': return 'math';
    case 'br': return 'LineBreak';
    case 'ruby': return 'Ruby';
    case 'html': return 'generic';
    case 'slot': return null;
  }
  if (SKIP.has(el.localName)) return null;
  return minimalRole(c, el);
}

/**
 * Chromium gives a plain element that pops something up, is draggable
 * or autofocused the role group.
 * @param {AriaCtx} c
 * @param {Element} el
 * @returns {string}
 */
function minimalRole(c, el) {
  const d = styleOf(c, el).display;
  if (d === 'list-item' || d === 'block flow list-item' || d === 'flow-root list-item') return 'listitem';
  if (el.hasAttribute('draggable') || el.hasAttribute('autofocus')) return 'group';
  const hp = el.getAttribute('aria-haspopup');
  if (hp && hp !== 'false') return 'group';
  return 'generic';
}

/**
 * @param {Element} el
 * @returns {boolean}
 */
function hasName(el) {
  const l = el.getAttribute('aria-label');
  return !!(l && l.trim()) || el.hasAttribute('aria-labelledby') || !!(el.getAttribute('title') || '').trim();
}

/**
 * @param {Element} details
 * @returns {HTMLElement | null}
 */
function summaryOf(details) {
  for (const ch of details.children) if (ch.localName === 'summary') return /** @type {HTMLElement} */ (ch);
  return null;
}

/**
 * Chromium makes an option outside a list box a plain element.
 * @param {AriaCtx} c
 * @param {Element} el
 * @returns {boolean}
 */
function inListbox(c, el) {
  for (let p = flatParent(el); p && isElement(p); p = flatParent(p)) {
    const r = roleOf(c, p);
    if (r === 'listbox' || r === 'combobox' || r === 'menu') return true;
    if (r !== 'generic' && r !== 'none' && r !== 'group' && r !== null) return false;
  }
  return false;
}

/**
 * Whether an option outside a list box is one of a combobox's, shown in a
 * popup of its own elsewhere in the document (Actual's account field: its
 * menu of options, in a popover, in no list box): a combobox of its tree
 * scope is expanded, or names it as its active option. Chromium makes such
 * an option a plain element; Playwright, whose snapshot agents read, keeps
 * it, and a person sees the options of the field they type in.
 * @param {AriaCtx} c
 * @param {HTMLElement} el
 * @returns {boolean}
 */
function comboboxShowing(c, el) {
  const root = /** @type {Document | ShadowRoot} */ (el.getRootNode());
  let open = c.comboboxOpen.get(root);
  if (open === undefined) {
    open = !!root.querySelector('[role=combobox][aria-expanded=true], input[aria-expanded=true][aria-autocomplete], input[aria-expanded=true][list]');
    c.comboboxOpen.set(root, open);
  }
  if (open) return true;
  return !!el.id && !!root.querySelector(`[aria-activedescendant="${CSS.escape(el.id)}"]`);
}

/**
 * @param {AriaCtx} c
 * @param {Element} el
 * @returns {boolean}
 */
function inGrid(c, el) {
  for (let p = flatParent(el); p && isElement(p); p = flatParent(p)) {
    const r = roleOf(c, p);
    if (r === 'grid' || r === 'treegrid') return true;
    if (r !== 'generic' && r !== 'none' && r !== 'group' && r !== 'rowgroup' && r !== null) return false;
  }
  return false;
}

/**
 * @param {AriaCtx} c
 * @param {HTMLElement} el
 * @returns {string | null}
 */
function roleOf(c, el) {
  let r = c.roles.get(el);
  if (r === undefined) {
    r = explicitRole(el);
    if (r === 'none') {
      // Focusable elements and elements with global ARIA attributes keep
      // their role (ARIA's conflict resolution).
      if (focusable(c, el) || hasGlobalAria(el)) r = implicitRole(c, el);
    }
    if (r === 'option' && !inListbox(c, el) && !comboboxShowing(c, el)) r = 'generic';
    if (!r) r = internalsRole(el) || implicitRole(c, el);
    if (r === 'separator' && focusable(c, el)) r = 'splitter';
    c.roles.set(el, r);
  }
  return r;
}
