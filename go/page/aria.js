// The in-page half of snapshots. It runs in an isolated world of each frame
// (page scripts cannot see or tamper with it) and walks the flat tree — open
// shadow roots and slots included — once, computing for every node what an
// accessibility tree holds: role, name, value, states. It answers in the
// shape of Chromium's Accessibility.getFullAXTree (roles as Chromium names
// them, the same nodes left out or kept as "ignored"), so package snapshot
// renders both alike; computing it here costs a few milliseconds where the
// browser's full AX tree costs seconds on large pages. aria_test.go holds
// the two side by side on pages that stress names, roles and layout.
//
// Every node gets a number that stays the same while the document lives:
// refs map to it, and __emcp.byId(n) finds the node again.
(() => {
  if (globalThis.__emcp) return;

  const ids = new WeakMap();
  const byIdMap = new Map();
  let nextId = 1;
  function idOf(n) {
    let id = ids.get(n);
    if (id === undefined) {
      id = nextId++;
      ids.set(n, id);
      byIdMap.set(id, new WeakRef(n));
    }
    return id;
  }
  function byId(id) {
    const r = byIdMap.get(id);
    const n = r && r.deref();
    return n && n.isConnected ? n : null;
  }
  // Forget numbers of nodes that were garbage-collected, now and then.
  function prune(live) {
    if (byIdMap.size < 2 * live + 1000) return;
    for (const [id, r] of byIdMap) if (!r.deref()) byIdMap.delete(id);
  }

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

  // Roles that take their name from their content (Chromium's
  // SupportsNameFromContents), and those that never lend their content to
  // an ancestor's name either.
  const NAME_FROM_CONTENT = new Set(['button', 'cell', 'checkbox', 'columnheader', 'DisclosureTriangle', 'gridcell',
    'heading', 'LayoutTableCell', 'LineBreak', 'DisclosureTriangleGrouped', 'term', 'link', 'option', 'math', 'menuitem', 'menuitemcheckbox',
    'menuitemradio', 'PopUpButton', 'radio', 'rowheader', 'StaticText', 'switch', 'tab', 'ToggleButton', 'treeitem',
    'tooltip']);
  const NO_CONTENT_NAME = new Set(['alert', 'alertdialog', 'application', 'Audio', 'article', 'banner', 'blockquote',
    'ColorWell', 'complementary', 'contentinfo', 'Date', 'DateTime', 'dialog', 'document', 'feed', 'figure', 'form',
    'grid', 'group', 'header', 'Iframe', 'image', 'InputTime', 'listbox', 'log', 'main', 'marquee', 'MenuListPopup',
    'menu', 'menubar', 'meter', 'navigation', 'note', 'progressbar', 'radiogroup', 'RootWebArea', 'rowgroup',
    'scrollbar', 'search', 'searchbox', 'sectionfooter', 'sectionheader', 'splitter', 'slider', 'spinbutton', 'status',
    'SvgRoot', 'table', 'tablist', 'tabpanel', 'textbox', 'combobox', 'timer', 'toolbar', 'tree', 'treegrid',
    'Video']);
  // Roles whose name an author may not set (ARIA's "name prohibited"):
  // Chromium does not take their title as a name.
  const NAME_PROHIBITED = new Set(['caption', 'code', 'deletion', 'emphasis', 'generic', 'insertion', 'paragraph',
    'none', 'strong', 'subscript', 'superscript', 'time', 'mark', 'definition', 'LineBreak']);
  // Roles Chromium always keeps in its tree.
  const ALWAYS_INCLUDED = new Set(['Abbr', 'application', 'article', 'Audio', 'banner', 'blockquote', 'code',
    'complementary', 'deletion', 'insertion', 'contentinfo', 'definition', 'DescriptionList', 'Details', 'dialog',
    'emphasis', 'Figcaption', 'figure', 'sectionfooter', 'form', 'sectionheader', 'list', 'listitem', 'main', 'mark',
    'math', 'meter', 'MenuListOption', 'MenuListPopup', 'navigation', 'progressbar', 'region', 'Ruby', 'search',
    'Section', 'splitter', 'subscript', 'superscript', 'strong', 'term', 'time', 'Video']);
  // Widgets (Chromium's IsControl): always kept.
  const CONTROLS = new Set(['button', 'checkbox', 'ColorWell', 'combobox', 'Date', 'DateTime', 'DisclosureTriangle', 'DisclosureTriangleGrouped',
    'InputTime', 'listbox', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'radio', 'scrollbar',
    'searchbox', 'slider', 'spinbutton', 'switch', 'tab', 'textbox', 'treeitem', 'splitter', 'MenuListOption',
    'menu', 'menubar', 'tablist', 'tree', 'treegrid', 'grid', 'radiogroup', 'toolbar']);
  // Embedded controls: inside another element's name they count by value.
  const VALUE_IN_NAME = new Set(['textbox', 'searchbox', 'combobox', 'listbox', 'slider', 'spinbutton', 'scrollbar',
    'progressbar', 'meter']);
  // Global ARIA attributes undo role="none" on an element.
  const GLOBAL_ARIA = ['aria-atomic', 'aria-busy', 'aria-controls', 'aria-current', 'aria-describedby',
    'aria-details', 'aria-dropeffect', 'aria-flowto', 'aria-grabbed', 'aria-keyshortcuts', 'aria-label',
    'aria-labelledby', 'aria-live', 'aria-owns', 'aria-relevant', 'aria-roledescription'];
  const SKIP = new Set(['script', 'style', 'noscript', 'template', 'head', 'meta', 'link', 'title', 'datalist', 'rt', 'rp',
    'source', 'track', 'param', 'base', 'colgroup', 'col']);
  // Elements whose children are not content (replaced or internal).
  const LEAF = new Set(['textarea', 'input', 'iframe', 'frame', 'img', 'video', 'audio', 'canvas', 'select',
    'progress', 'meter', 'embed', 'object', 'hr', 'br']);

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

  function hasAria(el) {
    if (!el.hasAttributes()) return false;
    for (const n of el.getAttributeNames()) if (n.startsWith('aria-')) return true;
    return false;
  }

  function hasGlobalAria(el) {
    for (const a of GLOBAL_ARIA) if (el.hasAttribute(a)) return true;
    return false;
  }

  // The flat-tree parent: a slotted node's parent is its slot, a shadow
  // root's child's parent is the host.
  function flatParent(n) {
    if (n.assignedSlot) return n.assignedSlot;
    const p = n.parentNode;
    if (p && p.nodeType === 11) return p.host || null;
    return p;
  }

  function landmarkAllowed(c, el, disallowed) {
    for (let p = flatParent(el); p && p.nodeType === 1; p = flatParent(p)) {
      const r = roleOf(c, p);
      if (disallowed.has(r)) return false;
    }
    return true;
  }
  const HEADER_DISALLOWED = new Set(['article', 'complementary', 'main', 'navigation', 'Section']);
  const ASIDE_DISALLOWED = new Set(['article', 'complementary', 'navigation', 'Section']);

  // Whether this Chromium knows <input type=checkbox switch>.
  const SWITCH = 'switch' in HTMLInputElement.prototype;

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

  // The nearest table-ish ancestor element of a table part, skipping
  // display:contents and other wrappers the way Chromium's
  // GetDOMTableAXAncestor does (parents only).
  function tableAncestor(el) {
    for (let p = el.parentElement; p; p = p.parentElement) {
      const t = p.localName;
      if (t === 'table') return p;
      if (t === 'td' || t === 'th') return null;
    }
    return null;
  }

  const TABLE_LIKE = new Set(['table', 'grid', 'treegrid', 'LayoutTable']);

  // Chromium's IsDataTable: tables that look like data (headers, caption,
  // borders, stripes) are tables, the others layout tables.
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

  function headerCellRole(el) {
    const scope = (el.getAttribute('scope') || '').toLowerCase();
    if (scope === 'row' || scope === 'rowgroup') return 'rowheader';
    if (scope === 'col' || scope === 'colgroup') return 'columnheader';
    // Chromium's DecideRoleFromSiblings.
    const next = el.nextElementSibling, prev = el.previousElementSibling;
    const isTh = n => n && n.localName === 'th';
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

  function implicitRole(c, el) {
    switch (el.localName) {
      case 'a': return el.hasAttribute('href') || clickable(el) ? 'link' : minimalRole(c, el);
      case 'area': return el.hasAttribute('href') ? 'link' : 'generic';
      case 'button': return 'button';
      case 'input': return inputRole(el);
      case 'textarea': return 'textbox';
      case 'select': return el.multiple || el.size > 1 ? 'listbox' : 'combobox';
      case 'option': {
        const sel = el.closest('select');
        return sel && !(sel.multiple || sel.size > 1) ? 'MenuListOption' : 'option';
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
      case 'table': return dataTable(c, el) ? 'table' : 'LayoutTable';
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
        const tr = roleOf(c, tableAncestor(el));
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

  // Chromium gives a plain element that pops something up, is draggable
  // or autofocused the role group.
  function minimalRole(c, el) {
    const d = styleOf(c, el).display;
    if (d === 'list-item' || d === 'block flow list-item' || d === 'flow-root list-item') return 'listitem';
    if (el.hasAttribute('draggable') || el.hasAttribute('autofocus')) return 'group';
    const hp = el.getAttribute('aria-haspopup');
    if (hp && hp !== 'false') return 'group';
    return 'generic';
  }

  function hasName(el) {
    const l = el.getAttribute('aria-label');
    return !!(l && l.trim()) || el.hasAttribute('aria-labelledby') || !!(el.getAttribute('title') || '').trim();
  }

  function summaryOf(details) {
    for (const ch of details.children) if (ch.localName === 'summary') return ch;
    return null;
  }

  // Whether the element can take focus (Chromium's CanSetFocusAttribute,
  // less what the walk already excludes: hidden and inert content).
  function focusable(c, el) {
    const t = el.localName;
    if (isFormControl(t) && disabled(c, el)) return false;
    if (el.hasAttribute('tabindex') && !isNaN(parseInt(el.getAttribute('tabindex'), 10))) return true;
    switch (t) {
      case 'a': case 'area': return el.hasAttribute('href');
      case 'button': case 'select': case 'textarea': case 'iframe': case 'frame': case 'embed': case 'object':
        return true;
      case 'input': return (el.getAttribute('type') || '').toLowerCase() !== 'hidden';
      case 'summary': {
        const d = el.parentElement;
        return !!d && d.localName === 'details' && summaryOf(d) === el;
      }
      case 'audio': case 'video': return el.controls;
    }
    return editableRoot(el);
  }

  function editableRoot(el) {
    if (!el.isContentEditable) return false;
    const p = flatParent(el);
    return !(p && p.nodeType === 1 && p.isContentEditable);
  }

  function isFormControl(t) {
    return t === 'button' || t === 'input' || t === 'select' || t === 'textarea' || t === 'optgroup' || t === 'option' || t === 'fieldset';
  }

  function disabled(c, el) {
    let d = c.disabled.get(el);
    if (d === undefined) {
      d = el.matches(':disabled');
      c.disabled.set(el, d);
    }
    return d;
  }

  function childNodesOf(n) {
    if (n.nodeType === 1) {
      if (n.shadowRoot) return n.shadowRoot.childNodes;
      if (n.localName === 'slot') {
        const a = n.assignedNodes({ flatten: true });
        if (a.length) return a;
      }
    }
    return n.childNodes;
  }

  function ctx() {
    return {
      styles: new Map(), names: new Map(), roles: new Map(), disabled: new Map(), labels: new Map(),
      pseudo: pseudoRules(), shadows: new Set(), pseudoHit: new Map(),
      lastText: null, modal: document.querySelector('dialog:modal'),
    };
  }

  // ::before and ::after content counts in names, and Chromium lists the
  // elements that have it. Reading a pseudo-element's style is slow, so
  // only elements that match the selector of some ::before/::after rule
  // (c.pseudo, from every style sheet, pseudo-element part removed) are
  // looked at; a sheet that cannot be read (cross-origin) makes every
  // element a candidate (c.pseudo '*').
  const sheetPseudo = new WeakMap();
  const PSEUDO_RE = /::?(?:before|after)\b/i;
  function pseudoRules() {
    const sels = [];
    let all = false;
    try {
      for (const s of [...document.styleSheets, ...(document.adoptedStyleSheets || [])]) all = sheetSelectors(s, sels) || all;
    } catch (e) {
      all = true;
    }
    return joinSelectors(all, sels);
  }
  function joinSelectors(all, sels) {
    if (all) return '*';
    if (!sels.length) return '';
    const joined = sels.join(', ');
    try {
      document.documentElement.matches(joined);
      return joined;
    } catch (e) {
      const ok = sels.filter(x => {
        try {
          document.documentElement.matches(x);
          return true;
        } catch (e2) {
          return false;
        }
      });
      return ok.join(', ');
    }
  }
  // sheetSelectors adds a sheet's pseudo-element selectors to out and
  // reports whether the sheet could not be read.
  function sheetSelectors(s, out) {
    let rules;
    try {
      rules = s.cssRules;
    } catch (e) {
      return true;
    }
    const seen = sheetPseudo.get(s);
    if (seen && seen.n === rules.length) {
      out.push(...seen.sels);
      return seen.all;
    }
    const sels = [];
    let all = false;
    const visit = list => {
      for (let i = 0; i < list.length; i++) {
        const r = list[i];
        if (r.selectorText !== undefined && PSEUDO_RE.test(r.selectorText)) {
          for (const part of r.selectorText.split(/,(?![^(]*\))/)) {
            if (!PSEUDO_RE.test(part)) continue;
            sels.push(part.replace(/::?(?:before|after)\b/gi, '').trim() || '*');
          }
        }
        if (r.styleSheet) all = sheetSelectors(r.styleSheet, sels) || all;
        if (r.cssRules && r.cssRules.length) visit(r.cssRules);
      }
    };
    visit(rules);
    sheetPseudo.set(s, { n: rules.length, sels, all });
    out.push(...sels);
    return all;
  }
  function shadowPseudo(c, root) {
    if (c.pseudo === '*' || c.shadows.has(root)) return;
    c.shadows.add(root);
    const sels = c.pseudo ? [c.pseudo] : [];
    let all = false;
    try {
      for (const s of [...root.styleSheets, ...(root.adoptedStyleSheets || [])]) all = sheetSelectors(s, sels) || all;
    } catch (e) {
      all = true;
    }
    c.pseudo = joinSelectors(all, sels.map(x => x.replace(/:host(?:\(([^)]*)\))?/g, (m, a) => a || '*')));
  }
  function mayHavePseudo(c, el) {
    if (!c.pseudo) return false;
    if (c.pseudo === '*') return true;
    let v = c.pseudoHit.get(el);
    if (v === undefined) {
      try {
        v = el.matches(c.pseudo);
      } catch (e) {
        v = true;
      }
      c.pseudoHit.set(el, v);
    }
    return v;
  }

  // An element's computed style: the properties every element needs are
  // read once (each read of a CSSStyleDeclaration costs), the rest from d.
  function styleOf(c, el) {
    let s = c.styles.get(el);
    if (!s) {
      const d = getComputedStyle(el);
      s = {
        d, display: d.display, visibility: d.visibility, cursor: d.cursor, position: d.position, float: d.float,
        cv: d.contentVisibility, ws: undefined, tt: undefined,
      };
      c.styles.set(el, s);
    }
    return s;
  }
  function wsOf(s) {
    if (s.ws === undefined) s.ws = s.d.whiteSpaceCollapse || s.d.whiteSpace;
    return s.ws;
  }
  function ttOf(s) {
    if (s.tt === undefined) s.tt = s.d.textTransform;
    return s.tt;
  }

  // Text a ::before or ::after pseudo-element adds, or ''.
  function pseudoText(c, el, which) {
    if (!mayHavePseudo(c, el)) return '';
    const s = getComputedStyle(el, which);
    const content = s.content;
    if (!content || content === 'none' || content === 'normal') return '';
    if (s.display === 'none') return '';
    // Alternative text after a slash wins: content: url(x) / "alt".
    let out = '';
    const slash = content.lastIndexOf('/');
    const src = slash > 0 && /^\s*"/.test(content.slice(slash + 1)) ? content.slice(slash + 1) : content;
    const re = /"((?:[^"\\]|\\.)*)"/g;
    let m;
    while ((m = re.exec(src))) out += m[1].replace(/\\(.)/g, '$1');
    return out;
  }

  function hiddenStyle(s) {
    return s.display === 'none' || s.visibility === 'hidden' || s.visibility === 'collapse';
  }

  // Hidden for names (accname's "not rendered"): display:none, visibility,
  // aria-hidden, the hidden attribute.
  function hiddenForName(c, el) {
    if (el.getAttribute('aria-hidden') === 'true') return true;
    const t = el.localName;
    if (SKIP.has(t)) return true;
    return hiddenStyle(styleOf(c, el));
  }

  function textTransform(s, t) {
    switch (ttOf(s)) {
      case 'uppercase': return t.toUpperCase();
      case 'lowercase': return t.toLowerCase();
      case 'capitalize': return t.replace(/(^|[\s\-–—(\["'“‘])(\p{L})/gu, (m, a, b) => a + b.toUpperCase());
    }
    return t;
  }

  // A text node's text as laid out: white space collapsed unless the
  // style keeps it, text-transform applied.
  function renderedText(s, data) {
    const ws = wsOf(s);
    let t = data;
    if (ws === 'preserve-breaks' || ws === 'pre-line') {
      t = t.replace(/[ \t]+/g, ' ').replace(/ ?\n ?/g, '\n');
    } else if (ws !== 'preserve' && ws !== 'pre' && ws !== 'pre-wrap' && ws !== 'break-spaces') {
      t = t.replace(/[ \t\n\r\f]+/g, ' ');
    }
    if (ttOf(s) !== 'none') t = textTransform(s, t);
    return t;
  }

  function controlValue(c, el, role) {
    switch (role) {
      case 'textbox': case 'searchbox': case 'spinbutton': case 'slider': case 'Date': case 'DateTime':
      case 'InputTime': case 'ColorWell': case 'combobox': case 'listbox':
        if (el.localName === 'select') {
          if (role === 'listbox') return '';
          const o = el.selectedOptions[0];
          return o ? squash(o.label) : '';
        }
        if ((el.localName === 'input' || el.localName === 'textarea') && 'value' in el) {
          if (el.type === 'password') return '•'.repeat(el.value.length);
          return String(el.value);
        }
        if (el.isContentEditable || role === 'textbox' || role === 'searchbox' || role === 'combobox') return el.innerText.replace(/\n+$/, '');
        return '';
    }
    return null;
  }

  // The value of an embedded control inside another element's name.
  function valueForName(c, el, role) {
    switch (role) {
      case 'textbox': case 'searchbox':
        if (el.localName === 'input' || el.localName === 'textarea') return el.value || null;
        return el.isContentEditable ? el.innerText : textFrom(c, el, 0);
      case 'combobox':
        if (el.localName === 'select') {
          const o = el.selectedOptions[0];
          return o ? o.label : '';
        }
        if (el.localName === 'input') return el.value;
        return textFrom(c, el, 0);
      case 'listbox': {
        if (el.localName === 'select') return [...el.selectedOptions].map(o => o.label).join(' ');
        return '';
      }
      case 'slider': case 'spinbutton': case 'scrollbar': case 'progressbar': case 'meter': {
        const vt = el.getAttribute('aria-valuetext');
        if (vt) return vt;
        const vn = el.getAttribute('aria-valuenow');
        if (vn) return vn;
        if ('value' in el && el.localName !== 'meter' && el.localName !== 'progress') return String(el.value);
        if ('value' in el) return String(el.value);
        return '';
      }
    }
    return null;
  }

  function squash(s) {
    return s.replace(/[\s\u00a0]+/g, ' ').trim();
  }

  // Displays after which text does not run on: a space joins names.
  function inlineDisplay(d) {
    return d === 'inline' || d === 'contents';
  }

  // Text from an element's descendants for its name (Chromium's
  // TextFromDescendants): spaces between blocks, inline-blocks, controls
  // and names from attributes.
  function textFrom(c, el, root, budget) {
    budget = budget || { n: 0 };
    let out = '';
    let lastSpacey = false;
    const add = (t, spacey) => {
      if (!t) return;
      if (out && (spacey || lastSpacey) && !/\s$/.test(out) && !/^\s/.test(t)) out += ' ';
      out += t;
      lastSpacey = spacey;
    };
    if (el.nodeType === 1) {
      const b = pseudoText(c, el, '::before');
      if (b) add(b, false);
    }
    const kids1 = childNodesOf(el);
    for (let k1 = 0; k1 < kids1.length; k1++) {
      const ch = kids1[k1];
      if (++budget.n > 100) break;
      if (ch.nodeType === 3) {
        const ps = ch.parentElement ? styleOf(c, ch.parentElement) : null;
        add(ps ? renderedText(ps, ch.data) : ch.data, false);
      } else if (ch.nodeType === 1) {
        if (!root && hiddenForName(c, ch)) continue;
        if (root && (ch.getAttribute('aria-hidden') === 'true' && !root.hidden || SKIP.has(ch.localName))) continue;
        if (root && !root.hidden && hiddenStyle(styleOf(c, ch))) continue;
        const r = nameInContent(c, ch, root, budget);
        const d = styleOf(c, ch).display;
        const spacey = !inlineDisplay(d) || r.spacey || LEAF.has(ch.localName);
        if (r.text) add(r.text, spacey);
        else if (spacey) lastSpacey = true;
      }
    }
    if (el.nodeType === 1) {
      const a = pseudoText(c, el, '::after');
      if (a) add(a, false);
    }
    return out;
  }

  // An element's part of an ancestor's name (accname recursion). spacey:
  // the text came from an attribute or a control, which Chromium sets apart
  // with spaces.
  function nameInContent(c, el, root, budget) {
    const role = roleOf(c, el);
    if (role === null) {
      // <slot> and the like: their children count.
      return { text: textFrom(c, el, root, budget), spacey: false };
    }
    const v = VALUE_IN_NAME.has(role) ? valueForName(c, el, role) : null;
    if (v !== null) return { text: v, spacey: true };
    const al = el.getAttribute('aria-label');
    if (al && al.trim()) return { text: al, spacey: true };
    const nat = nativeName(c, el, role, root, budget);
    if (nat) return { text: nat, spacey: true };
    if (!NO_CONTENT_NAME.has(role)) {
      const t = textFrom(c, el, root, budget);
      if (t.trim()) return { text: t, spacey: false };
    }
    const title = el.getAttribute('title');
    if (title && title.trim()) return { text: title, spacey: true };
    return { text: '', spacey: false };
  }

  // The accessible name (Chromium's TextAlternative for a node not inside
  // another name).
  function nameOf(c, el, role) {
    let name = c.names.get(el);
    if (name !== undefined) return name;
    name = '';
    const lb = el.getAttribute('aria-labelledby');
    if (lb) {
      const parts = [];
      for (const id of lb.trim().split(/\s+/)) {
        const ref = byIdIn(el, id);
        if (!ref) continue;
        if (ref === el) {
          const al = el.getAttribute('aria-label');
          parts.push(al && al.trim() ? al : squash(textFrom(c, el, { hidden: false })));
          continue;
        }
        const rootHidden = refHidden(c, ref);
        const r = nameInLabel(c, ref, { hidden: rootHidden });
        parts.push(r);
      }
      name = squash(parts.join(' '));
    }
    if (!name) {
      const al = el.getAttribute('aria-label');
      if (al && al.trim() && role !== 'none') name = squash(al);
    }
    if (!name) name = squash(nativeName(c, el, role, null, null));
    if (!name && NAME_FROM_CONTENT.has(role)) {
      name = squash(role === 'treeitem' ? treeItemText(c, el) : textFrom(c, el, null));
    }
    if (!name && role === 'row' && inGrid(c, el)) name = squash(textFrom(c, el, null));
    if (!name && !NAME_PROHIBITED.has(role)) {
      const t = el.getAttribute('title');
      if (t) name = squash(t);
    }
    if (!name && (el.localName === 'input' || el.localName === 'textarea')) {
      name = squash(el.getAttribute('placeholder') || el.getAttribute('aria-placeholder') || '');
    }
    c.names.set(el, name);
    return name;
  }

  // Chromium makes an option outside a list box a plain element.
  function inListbox(c, el) {
    for (let p = flatParent(el); p && p.nodeType === 1; p = flatParent(p)) {
      const r = roleOf(c, p);
      if (r === 'listbox' || r === 'combobox' || r === 'menu') return true;
      if (r !== 'generic' && r !== 'none' && r !== 'group' && r !== null) return false;
    }
    return false;
  }

  function inGrid(c, el) {
    for (let p = flatParent(el); p && p.nodeType === 1; p = flatParent(p)) {
      const r = roleOf(c, p);
      if (r === 'grid' || r === 'treegrid') return true;
      if (r !== 'generic' && r !== 'none' && r !== 'group' && r !== 'rowgroup' && r !== null) return false;
    }
    return false;
  }

  // A tree item's own text, without its nested group of items.
  function treeItemText(c, el) {
    let out = '';
    const kids2 = childNodesOf(el);
    for (let k2 = 0; k2 < kids2.length; k2++) {
      const ch = kids2[k2];
      if (ch.nodeType === 3) out += renderedText(styleOf(c, el), ch.data);
      else if (ch.nodeType === 1 && !hiddenForName(c, ch)) {
        const r = roleOf(c, ch);
        if (r === 'group' || r === 'tree' || r === 'list') continue;
        const t = nameInContent(c, ch, null, { n: 0 }).text;
        if (t) out += (out && !/\s$/.test(out) ? ' ' : '') + t;
      }
    }
    return out;
  }

  function refHidden(c, el) {
    for (let e = el; e && e.nodeType === 1; e = flatParent(e)) {
      if (e.getAttribute('aria-hidden') === 'true') return true;
      if (e.hidden) return true;
    }
    return hiddenStyle(styleOf(c, el));
  }

  // The text an element referenced by aria-labelledby lends.
  function nameInLabel(c, el, root) {
    const role = roleOf(c, el);
    const budget = { n: 0 };
    const al = el.getAttribute('aria-label');
    if (al && al.trim()) return al;
    const v = VALUE_IN_NAME.has(role) ? valueForName(c, el, role) : null;
    if (v !== null && v !== '') return v;
    const nat = nativeName(c, el, role, root, budget);
    if (nat) return nat;
    const t = textFrom(c, el, root, budget);
    if (t.trim()) return t;
    return el.getAttribute('title') || '';
  }

  function byIdIn(el, id) {
    const root = el.getRootNode();
    return root.getElementById ? root.getElementById(id) : document.getElementById(id);
  }

  const LABELABLE = new Set(['input', 'textarea', 'select', 'meter', 'progress', 'output', 'button']);
  const NONE = [];

  // The <label>s of a control. HTMLInputElement.labels searches the whole
  // document on every call; this indexes each document or shadow root's
  // labels once a snapshot.
  function labelsOf(c, el) {
    const root = el.getRootNode();
    let m = c.labels.get(root);
    if (!m) {
      m = new Map();
      const all = root.nodeType === 9 ? root.getElementsByTagName('label') : root.querySelectorAll('label');
      for (let i = 0; i < all.length; i++) {
        const l = all[i];
        const ctl = l.control;
        if (!ctl) continue;
        const a = m.get(ctl);
        if (a) a.push(l);
        else m.set(ctl, [l]);
      }
      c.labels.set(root, m);
    }
    return m.get(el) || NONE;
  }

  function labelText(c, labels, self) {
    const parts = [];
    for (const l of labels) {
      if (hiddenForNameDeep(c, l)) continue;
      parts.push(labelContent(c, l, self));
    }
    return squash(parts.join(' '));
  }

  // A label's text for its control: the control itself counts by value
  // only when it is not the one being named.
  function labelContent(c, l, self) {
    let out = '';
    const budget = { n: 0 };
    const walk = n => {
      const kids3 = childNodesOf(n);
      for (let k3 = 0; k3 < kids3.length; k3++) {
        const ch = kids3[k3];
        if (ch.nodeType === 3) {
          out += ch.parentElement ? renderedText(styleOf(c, ch.parentElement), ch.data) : ch.data;
        } else if (ch.nodeType === 1) {
          if (ch === self) continue;
          if (hiddenForName(c, ch)) continue;
          const r = nameInContent(c, ch, null, budget);
          const sp = r.spacey || !inlineDisplay(styleOf(c, ch).display);
          if (r.text) out += (sp && out && !/\s$/.test(out) ? ' ' : '') + r.text + (sp ? ' ' : '');
        }
      }
    };
    const b = pseudoText(c, l, '::before');
    if (b) out += b;
    walk(l);
    const a = pseudoText(c, l, '::after');
    if (a) out += a;
    return out;
  }

  function hiddenForNameDeep(c, el) {
    return el.getAttribute('aria-hidden') === 'true' || hiddenStyle(styleOf(c, el));
  }

  // Names from the host language (HTML-AAM).
  function nativeName(c, el, role, root, budget) {
    const t = el.localName;
    switch (t) {
      case 'input': {
        const type = (el.getAttribute('type') || '').toLowerCase();
        if (type === 'button' || type === 'submit' || type === 'reset') {
          const l = labelText(c, labelsOf(c, el), el);
          if (l) return l;
          if (el.hasAttribute('value')) return el.value;
          return type === 'submit' ? 'Submit' : type === 'reset' ? 'Reset' : '';
        }
        if (type === 'image') {
          const l = labelText(c, labelsOf(c, el), el);
          if (l) return l;
          return el.getAttribute('alt') || el.getAttribute('value') || 'Submit';
        }
        const l = labelText(c, labelsOf(c, el), el);
        if (l) return l;
        if (type === 'file') return el.multiple ? 'Choose Files' : 'Choose File';
        return '';
      }
      case 'textarea': case 'select': case 'meter': case 'progress': case 'output': case 'button':
        return labelText(c, labelsOf(c, el), el);
      case 'img': case 'area': return el.getAttribute('alt') || '';
      case 'fieldset': {
        for (const ch of el.children) {
          if (ch.localName === 'legend') return hiddenForName(c, ch) ? '' : textFrom(c, ch, root, budget);
        }
        return '';
      }
      case 'table': {
        const cap = el.caption;
        return cap && !hiddenForName(c, cap) ? textFrom(c, cap, root, budget) : '';
      }
      case 'svg': {
        for (const ch of el.children) if (ch.localName === 'title') return ch.textContent;
        return '';
      }
      case 'option': return role === 'MenuListOption' || role === 'option' ? el.label : '';
      case 'optgroup': return el.label;
      case 'iframe': case 'frame': return '';
    }
    return '';
  }

  function roleOf(c, el) {
    let r = c.roles.get(el);
    if (r === undefined) {
      r = explicitRole(el);
      if (r === 'none') {
        // Focusable elements and elements with global ARIA attributes keep
        // their role (ARIA's conflict resolution).
        if (focusable(c, el) || hasGlobalAria(el)) r = implicitRole(c, el);
      }
      if (r === 'option' && !inListbox(c, el)) r = 'generic';
      if (!r) r = implicitRole(c, el);
      if (r === 'separator' && focusable(c, el)) r = 'splitter';
      c.roles.set(el, r);
    }
    return r;
  }

  function tristate(v) {
    if (v === 'true' || v === 'false' || v === 'mixed') return v;
    return null;
  }

  // Whether Chromium keeps the element in its tree (not "ignored"), after
  // AXNodeObject::ShouldIncludeBasedOnSemantics and ComputeIsIgnored.
  function included(c, el, role, s) {
    if (role === 'none') return false;
    const t = el.localName;
    if (role === 'table' || role === 'grid' || role === 'treegrid' || role === 'row' || role === 'cell' ||
      role === 'gridcell' || role === 'columnheader' || role === 'rowheader' || role === 'LayoutTable' ||
      role === 'LayoutTableRow' || role === 'LayoutTableCell' || t === 'thead' || t === 'tfoot') return true;
    if (t === 'html') return false;
    if (t !== 'body' && focusable(c, el)) return true;
    if (role === 'link' || role === 'heading' || t === 'header' || t === 'footer') return true;
    if (clickable(el)) return true;
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
    if (t === 'label') return !redundantLabel(c, el);
    if (s.display === 'contents') return false;
    if (t === 'iframe' || t === 'frame' || t === 'embed' || t === 'object') return true;
    if (t === 'canvas') return el.width > 1 && el.height > 1;
    if (t === 'br') return true;
    if (t === 'body') return blockWithInlineChildren(c, el, s);
    if (s.position !== 'static') return true;
    if (scrollable(el, s)) return true;
    return blockWithInlineChildren(c, el, s);
  }

  function atomicInline(s) {
    const d = s.display;
    return d === 'inline-block' || d === 'inline-flex' || d === 'inline-grid' || d === 'inline-table' || d === 'inline flow-root';
  }

  function clickable(el) {
    return el.hasAttribute('onclick') || el.hasAttribute('onmousedown') || el.hasAttribute('onmouseup');
  }

  function scrollable(el, s) {
    const ox = s.d.overflowX, oy = s.d.overflowY;
    if (ox !== 'auto' && ox !== 'scroll' && oy !== 'auto' && oy !== 'scroll' && ox !== 'hidden' && oy !== 'hidden') return false;
    return el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth;
  }

  // Chromium's IsRedundantLabel: a label around or for a checkbox or radio
  // that holds nothing but the control and text.
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

  // A block container whose children are inline (text, inline elements):
  // Chromium keeps such <div>s, and drops those holding only blocks.
  function blockWithInlineChildren(c, el, s) {
    if (!BLOCK_FLOW.has(s.display) || LEAF.has(el.localName)) return false;
    const st = { any: false, block: false };
    layoutChildren(c, el, st, s);
    return st.any && !st.block;
  }

  // Whether an element lays out as a block among inline siblings (its
  // outer display is block), ending a line.
  function blockLevel(s) {
    const d = s.display;
    if (d.startsWith('inline') || d === 'contents' || d === 'none') return false;
    if (d === 'ruby' || d === 'ruby-text') return false;
    return true;
  }

  function layoutChildren(c, el, st, ps) {
    let prevInline = false;
    const kids4 = childNodesOf(el);
    for (let k4 = 0; k4 < kids4.length; k4++) {
      const ch = kids4[k4];
      if (st.block) return;
      if (ch.nodeType === 3) {
        if (/[^ \t\n\r\f]/.test(ch.data) || preservesSpace(ps) || prevInline) {
          st.any = true;
          prevInline = true;
        }
      } else if (ch.nodeType === 1) {
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

  function preservesSpace(s) {
    const ws = wsOf(s);
    return ws === 'preserve' || ws === 'pre' || ws === 'pre-wrap' || ws === 'break-spaces' || ws === 'preserve-breaks' || ws === 'pre-line';
  }

  // Chromium lists the parents of ::before and ::after content, which sets
  // their text apart from the text around them. Only elements with text
  // of their own are looked at: for others it makes no difference.
  function pseudoParent(c, el) {
    if (el.localName !== 'q' && !c.pseudo) return false;
    let text = false;
    for (const ch of el.childNodes) {
      if (ch.nodeType === 3 && /[^ \t\n\r\f]/.test(ch.data)) {
        text = true;
        break;
      }
    }
    if (!text) return false;
    if (el.localName === 'q') return true;
    if (!mayHavePseudo(c, el)) return false;
    return hasPseudo(el, '::before') || hasPseudo(el, '::after');
  }

  function hasPseudo(el, which) {
    const s = getComputedStyle(el, which);
    const ct = s.content;
    return !!ct && ct !== 'none' && ct !== 'normal' && s.display !== 'none';
  }

  // Ignored elements Chromium still lists (as ignored): blocks, which end
  // a line of text, labels, and elements with a lang.
  function keptIgnored(el, s) {
    return blockLevel(s) || el.localName === 'label' || el.hasAttribute('lang');
  }

  // The snapshot: nodes in Chromium's AX shape, flattened. Node fields:
  // i id, r role, n name, v value, c children (indexes), p properties, ph
  // placeholder, lb ids of labels, g ignored (kept only as a parent of
  // text), f flags (1 pointer cursor, 2 clickable: a click handler
  // property or draggable), b box.
  function snapshot(opts) {
    const c = ctx();
    const out = [];
    const active = deepActive();
    out.push({ i: idOf(document), r: 'RootWebArea', n: document.title, c: [] });
    const w = { c, out, active, opts };
    const html = document.documentElement;
    if (html) walkElement(w, html, out[0], false);
    prune(out.length);
    return out;
  }

  function deepActive() {
    // Chromium marks focus only in the focused document, and on the
    // document itself when nothing in it has focus.
    if (!document.hasFocus()) return null;
    let a = document.activeElement;
    if (a === document.body || a === document.documentElement) return null;
    while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
    return a;
  }

  // walkChildren adds the nodes for the flat-tree children of el under
  // parentNode. hidden: el is visibility:hidden (its text is not shown).
  function walkChildren(w, el, parentNode, hidden, ariaDisabled) {
    const c = w.c;
    const ps = styleOf(c, el);
    const kids = childNodesOf(el);
    if (el.shadowRoot) shadowPseudo(c, el.shadowRoot);
    const noSpace = ps.display.includes('flex') || ps.display.includes('grid') || ps.display.startsWith('table') && ps.display !== 'table-cell' && ps.display !== 'table-caption';
    let prevInline = inlineDisplay(ps.display) && ps.display !== 'contents';
    for (let i = 0; i < kids.length; i++) {
      const ch = kids[i];
      if (ch.nodeType === 3) {
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
          if (t.startsWith(' ') && (!w.c.lastText || /\s$/.test(w.c.lastText.n))) t = t.slice(1);
          if (t.endsWith(' ') && !nextInline(c, kids, i + 1)) t = t.slice(0, -1);
        }
        if (t) addText(w, ch, t, parentNode);
      } else if (ch.nodeType === 1) {
        const r = walkElement(w, ch, parentNode, ariaDisabled);
        if (r !== undefined) prevInline = r;
      }
    }
  }

  // Whether inline content follows kids[i:] before a block starts.
  function nextInline(c, kids, i) {
    for (; i < kids.length; i++) {
      const ch = kids[i];
      if (ch.nodeType === 3) {
        if (/[^ \t\n\r\f]/.test(ch.data)) return true;
        continue;
      }
      if (ch.nodeType !== 1 || SKIP.has(ch.localName)) continue;
      const s = styleOf(c, ch);
      if (s.display === 'none') continue;
      if (s.position === 'absolute' || s.position === 'fixed' || s.float !== 'none') continue;
      if (s.display === 'contents') return true;
      return !blockLevel(s) && ch.localName !== 'br';
    }
    return false;
  }

  function addText(w, node, t, parentNode) {
    const n = { i: idOf(node), r: 'StaticText', n: t };
    parentNode.c.push(w.out.length);
    w.out.push(n);
    w.c.lastText = n;
  }

  // walkElement adds el (and its subtree) under parentNode. It returns
  // whether el lays out inline (for white space after it), or undefined
  // when el takes no place in layout.
  function walkElement(w, el, parentNode, ariaDisabled) {
    const c = w.c;
    const tag = el.localName;
    if (SKIP.has(tag)) return undefined;
    if (el.getAttribute('aria-hidden') === 'true') return layoutInline(c, el);
    const s = styleOf(c, el);
    if (s.display === 'none') return undefined;
    if (el.inert) return !blockLevel(s);
    if (c.modal && !c.modal.contains(el) && !el.contains(c.modal)) return !blockLevel(s);
    const inline = !blockLevel(s);
    if (blockLevel(s)) c.lastText = null;
    const hidden = s.visibility !== 'visible';
    const role = roleOf(c, el);
    if (el.getAttribute('aria-disabled') === 'true') ariaDisabled = true;
    const pointer = s.cursor === 'pointer';
    if (role === null) {
      // <slot>: its children (assigned or fallback) take its place.
      walkChildren(w, el, parentNode, hidden, ariaDisabled);
      return inline;
    }
    if (hidden || !included(c, el, role, s)) {
      let into = parentNode;
      if (!hidden && (keptIgnored(el, s) || pseudoParent(c, el)) || hidden && blockLevel(s)) {
        into = { i: idOf(el), r: 'none', g: 1, c: [] };
        const f = pointer ? 1 : 0;
        if (f) into.f = f;
        parentNode.c.push(w.out.length);
        w.out.push(into);
      }
      if (!LEAF.has(tag) && s.cv !== 'hidden') walkChildren(w, el, into, hidden, ariaDisabled);
      if (blockLevel(s)) c.lastText = null;
      return inline;
    }
    const node = { i: idOf(el), r: role, c: [] };
    const name = nameOf(c, el, role);
    if (name) node.n = name.length > 1000 ? name.slice(0, 1000) : name;
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
    else if (role === 'DisclosureTriangle') p.expanded = el.parentElement.open;
    if (tag === 'option') p.selected = el.selected;
    else {
      const as = el.getAttribute('aria-selected');
      if (as === 'true' || as === 'false') p.selected = as === 'true';
    }
    if ((el.required && tag !== 'button' && role !== 'combobox') || el.getAttribute('aria-required') === 'true') p.required = true;
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
      const al = parseInt(el.getAttribute('aria-level'), 10);
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
        if (el.hasAttribute('aria-valuenow')) node.v = el.getAttribute('aria-valuenow');
        else if (tag === 'progress' || tag === 'meter') {
          if (tag === 'meter' || el.hasAttribute('value')) node.v = String(el.value);
        }
      }
    }
    const labels = LABELABLE.has(tag) ? labelsOf(c, el) : NONE;
    if (labels.length) node.lb = labels.map(idOf);
    node.p = p;
    let f = 0;
    if (pointer) f |= 1;
    if (el.getAttribute('draggable') === 'true' || clickable(el) || tag === 'label' && el.control && !disabled(c, el.control)) f |= 2;
    if (f) node.f = f;
    if (w.opts.boxes) {
      const r = el.getBoundingClientRect();
      if (r.width || r.height) node.b = [Math.round(r.left + scrollX), Math.round(r.top + scrollY), Math.round(r.width), Math.round(r.height)];
    }
    parentNode.c.push(w.out.length);
    w.out.push(node);
    if (tag === 'select') {
      if (role === 'combobox') {
        // Chromium's shape: the options in a popup.
        const popup = { i: -node.i, r: 'MenuListPopup', c: [] };
        node.c.push(w.out.length);
        w.out.push(popup);
        for (const o of el.options) {
          popup.c.push(w.out.length);
          w.out.push({ i: idOf(o), r: 'MenuListOption', n: o.label, p: { selected: o.selected } });
        }
      } else {
        for (const ch of el.children) walkOption(w, ch, node);
      }
      return inline;
    }
    if (tag === 'img' && el.useMap) imageMap(w, el, node);
    if (tag === 'svg') {
      walkSvg(w, el, node);
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
        w.out.push({ i: node.i, r: 'DisclosureTriangle', n: 'Details', p: { focusable: true, expanded: el.open } });
      } else if (!el.open) walkElement(w, sum, node, ariaDisabled);
      if (!el.open) return inline;
    }
    if (s.cv === 'hidden') return inline;
    walkChildren(w, el, node, hidden, ariaDisabled);
    if (blockLevel(s)) c.lastText = null;
    return inline;
  }

  // Inside an <svg>: its text, links and titled shapes. Elements that
  // only define things (gradients, symbols, clip paths) are skipped.
  const SVG_SKIP = new Set(['title', 'desc', 'defs', 'symbol', 'clipPath', 'mask', 'pattern', 'marker', 'linearGradient',
    'radialGradient', 'filter', 'style', 'script', 'metadata']);
  const SVG_SHAPE = new Set(['circle', 'rect', 'path', 'line', 'polyline', 'polygon', 'ellipse', 'use', 'image']);
  function walkSvg(w, el, parentNode) {
    const c = w.c;
    for (let ch = el.firstChild; ch; ch = ch.nextSibling) {
      if (ch.nodeType === 3) {
        if (el.localName === 'text' || el.localName === 'tspan' || el.localName === 'textPath') {
          const t = ch.data.replace(/[ \t\n\r\f]+/g, ' ');
          if (t.trim()) addText(w, ch, t, parentNode);
        }
        continue;
      }
      if (ch.nodeType !== 1) continue;
      const t = ch.localName;
      if (SVG_SKIP.has(t) || ch.getAttribute('aria-hidden') === 'true') continue;
      const s = styleOf(c, ch);
      if (s.display === 'none' || s.visibility !== 'visible') continue;
      if (t === 'foreignObject') {
        walkChildren(w, ch, parentNode, false, false);
        continue;
      }
      if (t === 'a' && (ch.hasAttribute('href') || ch.hasAttribute('xlink:href'))) {
        const n = { i: idOf(ch), r: 'link', c: [], p: { focusable: true, url: ch.href && ch.href.baseVal !== undefined ? new URL(ch.href.baseVal, document.baseURI).href : '' } };
        const name = squash(ch.getAttribute('aria-label') || ch.textContent || '');
        if (name) n.n = name;
        parentNode.c.push(w.out.length);
        w.out.push(n);
        walkSvg(w, ch, n);
        continue;
      }
      if (SVG_SHAPE.has(t)) {
        let title = ch.getAttribute('aria-label') || '';
        if (!title) for (const k of ch.children) if (k.localName === 'title') title = k.textContent;
        if (squash(title)) {
          parentNode.c.push(w.out.length);
          w.out.push({ i: idOf(ch), r: 'GraphicsSymbol', n: squash(title), c: [] });
        }
        continue;
      }
      walkSvg(w, ch, parentNode);
    }
  }

  // The links of an image map are the image's children.
  function imageMap(w, img, node) {
    const name = img.useMap.replace(/^#/, '');
    let map = null;
    try {
      map = img.getRootNode().querySelector('map[name="' + CSS.escape(name) + '"]');
    } catch (e) {
      return;
    }
    if (!map) return;
    for (const a of map.areas) {
      if (!a.hasAttribute('href')) continue;
      const n = { i: idOf(a), r: 'link', c: [], p: { focusable: true, url: a.href } };
      const alt = squash(a.getAttribute('aria-label') || a.getAttribute('alt') || '');
      if (alt) n.n = alt;
      node.c.push(w.out.length);
      w.out.push(n);
    }
  }

  // The options (and groups) of a list box.
  function walkOption(w, el, parentNode) {
    const c = w.c;
    if (el.localName !== 'option' && el.localName !== 'optgroup' && el.localName !== 'hr') return;
    if (styleOf(c, el).display === 'none') return;
    const role = roleOf(c, el);
    const node = { i: idOf(el), r: role, c: [], p: {} };
    const name = nameOf(c, el, role);
    if (name) node.n = name;
    if (el.localName === 'option') {
      node.p.selected = el.selected;
      node.p.focusable = true;
      if (disabled(c, el) || el.closest('select').disabled) node.p.disabled = true;
    }
    parentNode.c.push(w.out.length);
    w.out.push(node);
    if (el.localName === 'optgroup') for (const ch of el.children) walkOption(w, ch, node);
  }

  function layoutInline(c, el) {
    const s = styleOf(c, el);
    if (s.display === 'none') return undefined;
    return !blockLevel(s);
  }

  globalThis.__emcp = { snapshot, idOf, byId };
})();
